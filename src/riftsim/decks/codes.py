"""Piltover Archive deck codes (``@piltoverarchive/riftbound-deck-codes``), versions 1-5.

A LoR-style code: the bytes are RFC 4648 base32 without padding. Byte 0 is
``format << 4 | version`` (format 1). Integers are unsigned LEB128 varints; a card's set and
variant are single bytes.

* **Card code** ``SET-NNN[v]``: set OGN 0, OGS 1, ARC 2, SFD 3, UNL 4, VEN 5, RAD 6; variant
  ``''`` 0, ``a`` 1, ``s`` / ``*`` 2 (signed/star), ``b`` 3. The number may carry a prefix:
  ``R`` (rune, ``SFD-R02``) or ``SP`` (special, ``VEN-SP1``).
* **Section (v1-v4)**: for each copy count from the maximum (12 for the main section, 3 for
  the sideboard) down to 1: ``[#lists]``, then per list of cards sharing (set, variant):
  ``[#cards] [set] [variant] [number...]``. Lists are ordered by (set, variant), numbers
  ascending. From v4 each number is preceded by a prefix flag: 0 none, 1 ``R``.
* **Section (v5)**: ``[#distinct counts]``, then per count (descending):
  ``[count] [#lists] [lists as above]``; numbers carry a flag (0, 1 ``R``, 2 ``SP``) only when
  the deck-level prefix byte (right after the header, v5 only) is 1.
* Sections: main (v1+), sideboard (v2+), chosen champion (v3+: ``0``, or
  ``1 [set] [variant] [flag if flagged] [number]``).

The encoder writes v3 unless the deck needs more: v4 when a card number has the ``R``
prefix, v5 when a count exceeds 12 (main) / 3 (sideboard) or a card has the ``SP`` prefix --
the same choice as the reference implementation, so codes match it byte for byte.

The main section holds the whole deck: legend, battlefields, runes, and the Main Deck
*including* the Chosen Champion copy; roles come from card types.
"""

from __future__ import annotations

import base64
import binascii
import re
import weakref
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping

from riftsim.cards.facts import CardType, FactsDB, load_facts
from riftsim.decks.errors import DeckError
from riftsim.decks.model import Deck, pick_champion

__all__ = [
    "DeckCode",
    "encode_code",
    "decode_code",
    "deck_to_code",
    "deck_from_code",
    "card_code",
    "parse_card_code",
    "looks_like_code",
    "SET_IDS",
]

FORMAT = 1
MAX_VERSION = 5
SET_IDS: dict[str, int] = {"OGN": 0, "OGS": 1, "ARC": 2, "SFD": 3, "UNL": 4, "VEN": 5, "RAD": 6}
_SET_NAMES = {v: k for k, v in SET_IDS.items()}
VARIANT_IDS: dict[str, int] = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}
_VARIANT_NAMES = {0: "", 1: "a", 2: "*", 3: "b"}
_FLAG_NONE, _FLAG_RUNE, _FLAG_SPECIAL = 0, 1, 2

_CODE_RE = re.compile(r"^(?P<set>[A-Za-z]{2,4})-(?P<prefix>R|SP)?(?P<num>\d+)(?P<var>[a-z*]?)$",
                      re.I)
_B32 = re.compile(r"^[A-Za-z2-7]+$")


@dataclass(frozen=True)
class CardCode:
    set: str          # "OGN"
    prefix: str       # "", "R" or "SP"
    number: int
    variant: str      # "", "a", "*", "b"

    def __str__(self) -> str:
        if self.prefix == "R":
            num = f"R{self.number:02d}"
        elif self.prefix == "SP":
            num = f"SP{self.number}"
        else:
            num = f"{self.number:03d}"
        return f"{self.set}-{num}{self.variant}"

    @property
    def flag(self) -> int:
        return {"": _FLAG_NONE, "R": _FLAG_RUNE, "SP": _FLAG_SPECIAL}[self.prefix]


def parse_card_code(code: str) -> CardCode:
    """``"OGN-007a"`` -> CardCode; signed ``s`` is normalised to ``*``."""
    m = _CODE_RE.match(code.strip())
    if not m:
        raise DeckError(f"invalid card code {code!r} (expected SET-NNN[variant], e.g. OGN-007)")
    var = m.group("var").lower()
    if var not in VARIANT_IDS:
        raise DeckError(f"invalid card code {code!r}: unknown variant {var!r}")
    return CardCode(m.group("set").upper(), (m.group("prefix") or "").upper(),
                    int(m.group("num")), "*" if var == "s" else var)


@dataclass(frozen=True)
class DeckCode:
    """A decoded deck code at the card-code level (no card data needed).

    ``main`` holds everything in the main section (legend, battlefields, runes, Main Deck
    with the Chosen Champion copy) as ``(card code, count)`` in code order."""

    main: tuple[tuple[str, int], ...]
    sideboard: tuple[tuple[str, int], ...] = ()
    champion: str | None = None
    version: int = 3


# -- varints / base32 ---------------------------------------------------------------------
def _varint(n: int) -> bytes:
    if n < 0:
        raise DeckError(f"cannot encode negative number {n} in a deck code")
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise DeckError("deck code is truncated")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self) -> int:
        result = shift = 0
        while True:
            b = self.byte()
            result |= (b & 0x7F) << shift
            if not b & 0x80:
                return result
            shift += 7
            if shift > 63:
                raise DeckError("deck code has an overlong number")

    @property
    def done(self) -> bool:
        return self.pos >= len(self.data)


def _b32encode(data: bytes) -> str:
    return base64.b32encode(data).decode("ascii").rstrip("=")


def _b32decode(code: str) -> bytes:
    s = code.strip().upper()
    if not _B32.match(s):
        raise DeckError(f"not a deck code: {code!r} has characters outside base32 A-Z, 2-7")
    try:
        return base64.b32decode(s + "=" * (-len(s) % 8))
    except (binascii.Error, ValueError) as e:
        raise DeckError(f"not a deck code: {code!r} ({e})") from None


def looks_like_code(spec: str) -> bool:
    """Cheap test: a base32 string long enough to be a deck code."""
    s = spec.strip()
    if len(s) < 8 or not _B32.match(s):
        return False
    try:
        head = _b32decode(s[:8])[0]
    except (DeckError, IndexError):
        return False
    return head >> 4 == FORMAT and 1 <= head & 0x0F <= MAX_VERSION


# -- encoding -----------------------------------------------------------------------------
def _entries(cards: Mapping[str, int] | Iterable[tuple[str, int]]) -> list[tuple[CardCode, int]]:
    items = cards.items() if isinstance(cards, Mapping) else cards
    merged: dict[CardCode, int] = {}
    for code, n in items:
        cc = parse_card_code(code)
        if cc.set not in SET_IDS:
            raise DeckError(f"card code {code!r}: set {cc.set} has no deck-code id "
                            f"(known: {', '.join(SET_IDS)})")
        if int(n) < 1:
            raise DeckError(f"card code {code!r}: count must be at least 1, got {n}")
        merged[cc] = merged.get(cc, 0) + int(n)
    return list(merged.items())


def _groups(cards: list[CardCode]) -> list[tuple[int, int, list[CardCode]]]:
    groups: dict[tuple[int, int], list[CardCode]] = {}
    for c in cards:
        groups.setdefault((SET_IDS[c.set], VARIANT_IDS[c.variant]), []).append(c)
    out = []
    for (s, v), cs in sorted(groups.items()):
        cs.sort(key=lambda c: (c.flag, c.number))     # "007" < "R02" < "SP1" (numeric collation)
        out.append((s, v, cs))
    return out


def _write_group_list(buf: bytearray, cards: list[CardCode], flagged: bool) -> None:
    groups = _groups(cards)
    buf += _varint(len(groups))
    for s, v, cs in groups:
        buf += _varint(len(cs))
        buf.append(s)
        buf.append(v)
        for c in cs:
            if flagged:
                buf.append(c.flag)
            buf += _varint(c.number)


def encode_code(
    main: Mapping[str, int] | Iterable[tuple[str, int]],
    sideboard: Mapping[str, int] | Iterable[tuple[str, int]] = (),
    champion: str | None = None,
) -> str:
    """Encode ``(card code, count)`` entries (main section incl. legend, battlefields, runes
    and the Chosen Champion copy), a sideboard, and an optional Chosen Champion code."""
    main_e = _entries(main)
    side_e = _entries(sideboard)
    champ = parse_card_code(champion) if champion else None
    if champ is not None and champ.set not in SET_IDS:
        raise DeckError(f"champion card code {champion!r}: set {champ.set} has no deck-code id")
    every = [c for c, _ in main_e] + [c for c, _ in side_e] + ([champ] if champ else [])
    any_rune = any(c.prefix == "R" for c in every)
    any_special = any(c.prefix == "SP" for c in every)
    big = any(n > 12 for _, n in main_e) or any(n > 3 for _, n in side_e)
    version = 5 if (big or any_special) else 4 if any_rune else 3
    flagged = any_rune or any_special

    buf = bytearray([FORMAT << 4 | version])
    if version >= 5:
        buf.append(1 if flagged else 0)
        for entries in (main_e, side_e):
            counts = sorted({n for _, n in entries}, reverse=True)
            buf += _varint(len(counts))
            for n in counts:
                buf += _varint(n)
                _write_group_list(buf, [c for c, k in entries if k == n], flagged)
    else:
        for entries, top in ((main_e, 12), (side_e, 3)):
            for n in range(top, 0, -1):
                _write_group_list(buf, [c for c, k in entries if k == n], flagged)
    if champ is None:
        buf.append(0)
    else:
        buf += bytes([1, SET_IDS[champ.set], VARIANT_IDS[champ.variant]])
        if flagged:
            buf.append(champ.flag)
        buf += _varint(champ.number)
    return _b32encode(bytes(buf))


# -- decoding -----------------------------------------------------------------------------
def _read_card(r: _Reader, set_id: int, var_id: int, flagged: bool) -> str:
    flag = r.byte() if flagged else _FLAG_NONE
    num = r.varint()
    if set_id not in _SET_NAMES:
        raise DeckError(f"deck code names unknown set id {set_id}")
    if var_id not in _VARIANT_NAMES:
        raise DeckError(f"deck code names unknown variant id {var_id}")
    prefix = {_FLAG_NONE: "", _FLAG_RUNE: "R", _FLAG_SPECIAL: "SP"}.get(flag)
    if prefix is None:
        raise DeckError(f"deck code has unknown number-prefix flag {flag}")
    return str(CardCode(_SET_NAMES[set_id], prefix, num, _VARIANT_NAMES[var_id]))


def _read_lists(r: _Reader, count: int, flagged: bool, out: list[tuple[str, int]]) -> None:
    for _ in range(r.varint()):
        n_cards = r.varint()
        set_id, var_id = r.byte(), r.byte()
        for _ in range(n_cards):
            out.append((_read_card(r, set_id, var_id, flagged), count))


def decode_code(code: str) -> DeckCode:
    """Decode a deck code into card codes and counts (signed variants come back as ``*``).

    Raises :class:`DeckError` for anything that is not a valid code."""
    r = _Reader(_b32decode(code))
    head = r.byte()
    fmt, version = head >> 4, head & 0x0F
    if fmt != FORMAT:
        raise DeckError(f"not a deck code: {code!r} has format {fmt}, expected {FORMAT}")
    if not 1 <= version <= MAX_VERSION:
        raise DeckError(f"deck code version {version} is not supported (1-{MAX_VERSION})")
    if version >= 5:
        pf = r.byte()
        if pf > 1:
            raise DeckError(f"deck code has unknown prefix bit {pf}")
        flagged = pf == 1
    else:
        flagged = version >= 4
    main: list[tuple[str, int]] = []
    side: list[tuple[str, int]] = []
    if version >= 5:
        for out in (main, side):
            for _ in range(r.varint()):
                n = r.varint()
                _read_lists(r, n, flagged, out)
    else:
        for n in range(12, 0, -1):
            _read_lists(r, n, flagged, main)
        if version >= 2:
            for n in range(3, 0, -1):
                _read_lists(r, n, flagged, side)
    champion = None
    if version >= 3:
        has = r.byte()
        if has == 1:
            set_id, var_id = r.byte(), r.byte()
            champion = _read_card(r, set_id, var_id, flagged)
        elif has != 0:
            raise DeckError(f"deck code has an invalid chosen-champion flag {has}")
    if not r.done and any(r.data[r.pos:]):
        raise DeckError(f"deck code {code!r} has {len(r.data) - r.pos} unexpected trailing bytes")
    return DeckCode(tuple(main), tuple(side), champion, version)


# -- card ids <-> card codes --------------------------------------------------------------
_ID_RE = re.compile(r"^(?P<set>[a-z]+)-(?:(?P<prefix>r|sp)(?P<pnum>\d+)(?:-\d+)?|"
                    r"(?P<num>\d+)(?P<var>[ab]?)(?P<star>-star)?-\d+)$")


def card_code(card_id: str) -> str:
    """Deck-code card code of a card id: ``ogn-030-298`` -> ``OGN-030``, ``ogn-030a-298`` ->
    ``OGN-030a``, ``ogn-299-star-298`` -> ``OGN-299*``, ``ven-r01`` -> ``VEN-R01``,
    ``ven-sp3-006`` -> ``VEN-SP3``. Raises :class:`DeckError` for ids without one (tokens)."""
    m = _ID_RE.match(card_id.lower())
    if not m:
        raise DeckError(f"card {card_id!r} has no deck-code card code")
    s = m.group("set").upper()
    if m.group("prefix"):
        return str(CardCode(s, m.group("prefix").upper(), int(m.group("pnum")), ""))
    var = "*" if m.group("star") else m.group("var")
    return str(CardCode(s, "", int(m.group("num")), var))


_INDEX_CACHE: "weakref.WeakKeyDictionary[FactsDB, tuple[dict[CardCode, str], dict[int, str]]]" \
    = weakref.WeakKeyDictionary()


def _code_index(db: FactsDB) -> tuple[dict[CardCode, str], dict[int, str]]:
    """(card code -> canonical id, rune number -> canonical basic rune id)."""
    cached = _INDEX_CACHE.get(db)
    if cached is not None:
        return cached
    index: dict[CardCode, str] = {}
    runes: dict[int, str] = {}
    ids = [c.id for c in db.all()] + list(db.printings)
    for cid in ids:
        try:
            cc = parse_card_code(card_code(cid))
        except DeckError:
            continue
        canon = db.canonical_id(cid)
        index.setdefault(cc, canon)
        if cc.prefix == "R" and db.by_id(canon).is_rune:
            runes.setdefault(cc.number, canon)
    _INDEX_CACHE[db] = (index, runes)
    return index, runes


def _resolve_code(code: str, db: FactsDB, notes: list[str]) -> str:
    cc = parse_card_code(code)
    index, runes = _code_index(db)
    if cc in index:
        return index[cc]
    if cc.prefix == "R" and cc.number in runes:     # e.g. SFD-R02: basic runes are R01-R06
        return runes[cc.number]
    base = CardCode(cc.set, cc.prefix, cc.number, "")
    if cc.variant and base in index:
        notes.append(f"card code {code}: printing not in the card data, read as {base}")
        return index[base]
    raise DeckError(f"deck code names card {code}, which is not in the card data")


def deck_to_code(deck: Deck, db: FactsDB | None = None) -> str:
    """Encode a :class:`Deck` (legend, battlefields, runes and Main Deck in the main section,
    sideboard, Chosen Champion)."""
    main: Counter[str] = Counter()
    for cid in (deck.legend, *deck.battlefields, *deck.runes, *deck.main_with_champion()):
        main[card_code(cid)] += 1
    side = Counter(card_code(cid) for cid in deck.sideboard)
    return encode_code(main, side, card_code(deck.champion))


def deck_from_code(
    code: str,
    *,
    name: str = "",
    db: FactsDB | None = None,
    warnings: list[str] | None = None,
) -> Deck:
    """Decode a deck code into a :class:`Deck`, sorting cards into roles by type.

    Without a chosen champion in the code (v1/v2, or none set), the first champion unit
    tagged with the legend's champion becomes the Chosen Champion (noted in ``warnings``)."""
    db = db or load_facts()
    dc = decode_code(code)
    notes: list[str] = []
    problems: list[str] = []
    legends: list[str] = []
    battlefields: list[str] = []
    runes: list[str] = []
    main: list[str] = []
    for c, n in dc.main:
        try:
            cid = _resolve_code(c, db, notes)
        except DeckError as e:
            problems.append(str(e))
            continue
        t = db.by_id(cid).type
        bucket = {CardType.LEGEND: legends, CardType.BATTLEFIELD: battlefields,
                  CardType.RUNE: runes}.get(t, main)
        bucket.extend([cid] * n)
    side: list[str] = []
    for c, n in dc.sideboard:
        try:
            side.extend([_resolve_code(c, db, notes)] * n)
        except DeckError as e:
            problems.append(str(e))
    champion: str | None = None
    if dc.champion:
        try:
            champion = _resolve_code(dc.champion, db, notes)
        except DeckError as e:
            problems.append(str(e))
    if len(legends) != 1:
        found = ", ".join(db.by_id(x).deck_name for x in legends) or "none"
        problems.append(f"a deck has exactly 1 Champion Legend (CR 103.1); the code holds "
                        f"{len(legends)} ({found})")
    if problems:
        raise DeckError(f"cannot read deck code {code!r}", problems)
    legend = legends[0]
    if champion is None:
        champion = pick_champion(legend, main, db)
        if champion is None:
            raise DeckError(f"cannot read deck code {code!r}", [
                "the code names no Chosen Champion and its Main Deck has no champion unit "
                f"tagged {db.by_id(legend).champion!r} (CR 103.2.a.2)"])
        notes.append(f"deck code names no Chosen Champion: chose {db.by_id(champion).name}")
    if champion in main:
        main.remove(champion)
    else:
        notes.append(f"the Chosen Champion {db.by_id(champion).name} is not in the code's "
                     "main section; added it")
    if warnings is not None:
        warnings.extend(notes)
    return Deck(name=name, legend=legend, champion=champion, main=main,
                battlefields=battlefields, runes=runes, sideboard=side)
