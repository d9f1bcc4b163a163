"""The plain-text deck list format (Riot articles, Piltover Archive export, TCG Arena).

::

    Legend:
    1 Viktor, Herald of the Arcane
    Champion:
    1 Viktor, Innovator
    Main Deck:
    3 Watchful Sentry
    ...
    Battlefields:
    1 The Grand Plaza
    Rune Pool:
    6 Mind Rune
    6 Order Rune
    Sideboard:
    2 Salvage

Accepted:

* Headers ``Legend``, ``Champion`` / ``Chosen Champion``, ``Main Deck`` / ``MainDeck`` /
  ``Main`` / ``Deck``, ``Battlefields`` / ``Battlefield``, ``Rune Pool`` / ``Runes`` /
  ``Rune Deck``, ``Sideboard`` / ``Side Deck``; with or without the trailing colon, an
  optional ``(N)`` count, Markdown bold (``**Main Deck:**``, ``**Legend**:``); a card may
  follow the colon on the same line (``Legend: Jinx, Loose Cannon``).
* Card lines ``3 Name``, ``3x Name``, ``3 x Name``, ``x3 Name``, ``Name x3``, or a bare
  ``Name`` (one copy); a collection suffix ``(SET) #081 *F*`` is ignored.
* Names as :meth:`riftsim.cards.facts.FactsDB.lookup_name` accepts them: ``Name, Sub`` or
  ``Name - Sub``, legends as ``Champion, Title``, any case, curly or straight apostrophes.
* Blank lines; comment lines starting with ``#`` or ``//``.
* Lines before the first header are sorted into sections by card type.

The ``Champion`` section is the Chosen Champion, which counts toward the 40 (Tournament
Rules 601.1: Champion + Main Deck = 40). Without it, the first champion unit in the Main
Deck whose tags include the legend's champion tag becomes the Chosen Champion (one copy
moves out of ``main``), and a warning says so.
"""

from __future__ import annotations

import re
from collections import Counter
from os import PathLike
from pathlib import Path

from riftsim.cards.facts import CardType, FactsDB, UnknownCardError, load_facts
from riftsim.decks.errors import DeckError
from riftsim.decks.jsonlists import looks_like_json, parse_json
from riftsim.decks.model import Deck, pick_champion

__all__ = ["parse_text", "parse_file", "format_text", "SECTIONS"]

#: section key -> header spellings (compared case-insensitively, spaces ignored)
SECTIONS: dict[str, tuple[str, ...]] = {
    "legend": ("legend", "champion legend"),
    "champion": ("champion", "chosen champion"),
    "main": ("main deck", "maindeck", "main", "deck"),
    "battlefields": ("battlefields", "battlefield"),
    "runes": ("rune pool", "runes", "rune deck", "runepool", "rune"),
    "sideboard": ("sideboard", "side deck", "side board"),
}
_HEADER_WORDS = {w.replace(" ", ""): key for key, words in SECTIONS.items() for w in words}
_HEADER_COUNT = re.compile(r"\(\s*\d+\s*\)\s*$")
_COUNT_FIRST = re.compile(r"^(?P<n>\d+)(?:\s*[xX\u00d7])?\s+(?P<name>\S.*)$")
_X_FIRST = re.compile(r"^[xX\u00d7]\s*(?P<n>\d+)\s+(?P<name>\S.*)$")
_COUNT_LAST = re.compile(r"^(?P<name>\S.*?)\s+[xX\u00d7]\s*(?P<n>\d+)$")
_SETS = r"(?:OGN|OGS|ARC|SFD|UNL|VEN|RAD|OPP|PR|JDG)X?"
_COLLECTION_SUFFIX = re.compile(rf"\s*(?:\(\s*{_SETS}\s*\))?\s*(?:#\s*\w+)?\s*(?:\*F\*)?\s*$",
                                re.I)
_BULLET = re.compile(r"^(?:[-\u2022\u00b7]\s+)")
_SECTION_TITLES = {
    "legend": "Legend",
    "champion": "Champion",
    "main": "Main Deck",
    "battlefields": "Battlefields",
    "runes": "Rune Pool",
    "sideboard": "Sideboard",
}


def _header(line: str) -> tuple[str, str] | None:
    """(section key, rest of line) when ``line`` is a section header."""
    head, colon, rest = line.partition(":")
    head = _HEADER_COUNT.sub("", head).strip()
    key = _HEADER_WORDS.get(head.replace(" ", "").lower())
    if key is None:
        return None
    return key, rest.strip()


def _card_line(text: str) -> tuple[int, str] | None:
    """(count, name) of a card line, or None when it is malformed."""
    text = _BULLET.sub("", text).strip()
    for rx in (_X_FIRST, _COUNT_FIRST, _COUNT_LAST):
        m = rx.match(text)
        if m:
            name = m.group("name").strip()
            return int(m.group("n")), name
    if re.match(r"^[-+]?[\d\s]*$", text) or re.match(r"^([xX\u00d7]\s*)?[-+]?\d", text):
        return None          # a count without a name, or a negative/odd count
    return 1, text           # a bare name is one copy


def parse_text(
    text: str,
    *,
    name: str = "",
    db: FactsDB | None = None,
    warnings: list[str] | None = None,
) -> Deck:
    """Parse a deck list in the plain-text section format into a :class:`Deck`.

    Raises :class:`DeckError` listing every unreadable line by line number (unknown cards
    come with "did you mean" suggestions). Non-fatal notes (e.g. the Chosen Champion was
    inferred) are appended to ``warnings`` when a list is given.
    """
    db = db or load_facts()
    problems: list[str] = []
    notes: list[str] = []
    # section -> list of (line number, count, card id)
    entries: dict[str, list[tuple[int, int, str]]] = {k: [] for k in SECTIONS}
    unsectioned: list[tuple[int, int, str]] = []
    section: str | None = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.replace("*F*", "").replace("*", "").strip()     # foil mark, **bold**
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        head = _header(line)
        if head is not None:
            section, rest = head
            if not rest:
                continue
            line = rest
        parsed = _card_line(_COLLECTION_SUFFIX.sub("", line) or line)
        if parsed is None:
            problems.append(f"line {lineno}: cannot read {raw.strip()!r} "
                            "(expected '<count> <card name>')")
            continue
        count, card_name = parsed
        if count < 1:
            problems.append(f"line {lineno}: count must be at least 1 in {raw.strip()!r}")
            continue
        try:
            card = db.lookup_name(card_name)
        except UnknownCardError as e:
            problems.append(f"line {lineno}: {e}")
            continue
        (entries[section] if section else unsectioned).append((lineno, count, card.id))

    # Lines before any header: sort by card type.
    for lineno, count, cid in unsectioned:
        t = db.by_id(cid).type
        key = {CardType.LEGEND: "legend", CardType.BATTLEFIELD: "battlefields",
               CardType.RUNE: "runes"}.get(t, "main")
        entries[key].append((lineno, count, cid))

    legend = _single(entries["legend"], "Legend", "a deck has exactly 1 Champion Legend "
                     "(CR 103.1)", problems, db)
    champion = _single(entries["champion"], "Champion", "there is exactly 1 Chosen Champion "
                       "(CR 103.2.a)", problems, db)
    if legend is None and not entries["legend"] and not problems:
        problems.append("no Legend section (a deck has exactly 1 Champion Legend, CR 103.1)")
    if problems:
        raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}", problems)

    main = [cid for _, n, cid in entries["main"] for _ in range(n)]
    if champion is None:
        champion = pick_champion(legend, main, db)
        leg = db.by_id(legend)
        if champion is None:
            raise DeckError(
                f"cannot read deck list{' ' + repr(name) if name else ''}",
                [f"no Champion section, and the Main Deck has no champion unit with the "
                 f"legend's champion tag {leg.champion!r} to be the Chosen Champion "
                 f"(CR 103.2.a.2)"])
        main.remove(champion)
        notes.append(f"no Champion section: chose {db.by_id(champion).name} as the Chosen "
                     f"Champion (first champion unit tagged {leg.champion} in the Main Deck)")
    battlefields = [cid for _, n, cid in entries["battlefields"] for _ in range(n)]
    runes = [cid for _, n, cid in entries["runes"] for _ in range(n)]
    sideboard = [cid for _, n, cid in entries["sideboard"] for _ in range(n)]
    if warnings is not None:
        warnings.extend(notes)
    return Deck(name=name, legend=legend, champion=champion, main=main,
                battlefields=battlefields, runes=runes, sideboard=sideboard)


def _single(items, title: str, rule: str, problems: list[str], db: FactsDB) -> str | None:
    if not items:
        return None
    total = sum(n for _, n, _ in items)
    if total != 1:
        where = ", ".join(f"line {ln}" for ln, _, _ in items)
        names = ", ".join(sorted({db.by_id(c).deck_name for _, _, c in items}))
        problems.append(f"{where}: {title} section holds {total} cards ({names}); {rule}")
        return None
    return items[0][2]


def parse_file(
    path: str | PathLike[str],
    *,
    name: str | None = None,
    db: FactsDB | None = None,
    warnings: list[str] | None = None,
    list_index: int | None = None,
) -> Deck:
    """Read a deck list file (UTF-8): the plain-text format, or JSON (`.json`, or text
    starting with ``{``: riftsim.decks.jsonlists; ``list_index`` picks one of several lists,
    1-based). The deck is named after the file unless ``name``."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise DeckError(f"cannot read deck file {str(p)!r}: {e.strerror or e}") from e
    except UnicodeDecodeError as e:
        raise DeckError(f"cannot read deck file {str(p)!r}: not UTF-8 text ({e.reason} at "
                        f"byte {e.start})") from None
    deck_name = p.stem if name is None else name
    try:
        if p.suffix.lower() == ".json" or looks_like_json(text):
            return parse_json(text, name=deck_name, list_index=list_index, db=db,
                              warnings=warnings)
        return parse_text(text, name=deck_name, db=db, warnings=warnings)
    except DeckError as e:
        raise DeckError(f"cannot read deck file {str(p)!r}", e.problems) from None


def format_text(deck: Deck, db: FactsDB | None = None) -> str:
    """The deck in the plain-text section format (Main Deck excludes the Chosen Champion
    copy, as the ``Champion:`` section holds it)."""
    db = db or load_facts()

    def block(title: str, ids) -> list[str]:
        counts = Counter(ids)
        if not counts:
            return []
        lines = [f"{title}:"]
        for cid, n in counts.items():          # ids are already in canonical order
            lines.append(f"{n} {db.by_id(cid).deck_name}")
        return lines

    out: list[str] = []
    if deck.name:
        out.append(f"# {deck.name}")
    out += block(_SECTION_TITLES["legend"], [deck.legend])
    out += block(_SECTION_TITLES["champion"], [deck.champion])
    out += block(_SECTION_TITLES["main"], deck.main)
    out += block(_SECTION_TITLES["battlefields"], deck.battlefields)
    out += block(_SECTION_TITLES["runes"], deck.runes)
    out += block(_SECTION_TITLES["sideboard"], deck.sideboard)
    return "\n".join(out) + "\n"
