"""Card facts: id, name, type, domains, costs, Might, tags and keywords of every card.

Facts are package data (``riftsim/data/cards.json``, built by ``scripts/build_card_data.py``
from ``shared/cards/cards.json``); they carry no rules text. Effects live in the card
definitions (``riftsim.cards.sets``).

>>> db = load_facts()
>>> jinx = db.lookup_name("Jinx, Demolitionist")
>>> (jinx.energy, jinx.power, jinx.might, jinx.keywords)
(3, 1, 4, ('Accelerate', 'Assault 2'))
>>> db.lookup_name("Jinx, Loose Cannon").id       # legends by "<champion>, <title>"
'ogn-251-298'
>>> db.by_id("ogn-030a-298").id                      # alt-art printing -> canonical card
'ogn-030-298'
"""

from __future__ import annotations

import difflib
import functools
import json
import re
import unicodedata
from dataclasses import dataclass, field
from importlib import resources
from typing import Iterable, Iterator, Mapping

from riftsim.errors import RiftsimError

__all__ = [
    "CardType",
    "Domain",
    "Supertype",
    "CardFacts",
    "FactsDB",
    "UnknownCardError",
    "load_facts",
    "normalize_name",
    "card_sort_key",
    "SET_ORDER",
    "MAIN_DECK_TYPES",
]


class CardType:
    """Card types (CR 133) as the plain strings used in :attr:`CardFacts.type`."""

    UNIT = "unit"
    SPELL = "spell"
    GEAR = "gear"
    RUNE = "rune"
    LEGEND = "legend"
    BATTLEFIELD = "battlefield"
    ALL = (UNIT, SPELL, GEAR, RUNE, LEGEND, BATTLEFIELD)


class Domain:
    """Domains as the plain strings used in :attr:`CardFacts.domains` (rune order)."""

    FURY = "fury"
    CALM = "calm"
    MIND = "mind"
    BODY = "body"
    CHAOS = "chaos"
    ORDER = "order"
    COLORLESS = "colorless"
    ALL = (FURY, CALM, MIND, BODY, CHAOS, ORDER)


class Supertype:
    """Supertypes as the plain strings used in :attr:`CardFacts.supertypes`."""

    CHAMPION = "champion"
    SIGNATURE = "signature"
    TOKEN = "token"
    BASIC = "basic"


#: Release order of the sets in the data; promos (OPP, PR, JDG) last.
SET_ORDER: tuple[str, ...] = ("OGN", "OGS", "SFD", "UNL", "VEN", "OPP", "PR", "JDG")

#: Card types that may be put in the Main Deck (CR 103.2: units, gear, spells).
MAIN_DECK_TYPES = frozenset({CardType.UNIT, CardType.SPELL, CardType.GEAR})


class UnknownCardError(RiftsimError):
    """An id or name that names no card (a ``ValueError``). The message offers close
    matches; ``query`` and ``suggestions`` hold them for programs."""

    def __init__(self, query: str, suggestions: Iterable[str] = (), *, kind: str = "card"):
        self.query = query
        self.suggestions = tuple(suggestions)
        msg = f"unknown {kind} {query!r}"
        if self.suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(msg)


@dataclass(frozen=True, slots=True)
class CardFacts:
    """Printed facts of one canonical card (no rules text).

    ``power`` is the number of domain Power symbols in the cost; ``keywords`` are the
    keywords the card itself has, with values (``"Assault 2"``); ``champion`` is the
    champion tag of a legend, champion unit or signature card; ``copy_limit`` is the number
    of copies of this name a deck may hold (3, 1 for Unique, ``None`` for no limit);
    ``might_bonus`` is an Equipment's Might Bonus (CR 137; ``None`` for other cards or when
    unknown; from a third-party overlay, see ``scripts/build_card_data.py``).
    """

    id: str
    set: str
    number: int
    name: str
    type: str
    supertypes: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    energy: int | None = None
    power: int | None = None
    might: int | None = None
    might_bonus: int | None = None
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    champion: str | None = None
    copy_limit: int | None = 3
    #: where the sources have a gap (cards/README.md "Known gaps"): dicts of gap, source and
    #: the decision riftsim took (scripts/build_card_data.py)
    data_notes: tuple = field(default=(), hash=False, compare=False)

    @classmethod
    def from_dict(cls, d: Mapping) -> "CardFacts":
        return cls(
            id=d["id"],
            set=d["set"],
            number=int(d["number"]),
            name=d["name"],
            type=d["type"],
            supertypes=tuple(d.get("supertypes") or ()),
            domains=tuple(d.get("domains") or ()),
            energy=d.get("energy"),
            power=d.get("power"),
            might=d.get("might"),
            might_bonus=d.get("might_bonus"),
            tags=tuple(d.get("tags") or ()),
            keywords=tuple(d.get("keywords") or ()),
            aliases=tuple(d.get("aliases") or ()),
            champion=d.get("champion"),
            copy_limit=d.get("copy_limit", 3),
            data_notes=tuple(d.get("data_notes") or ()),
        )

    # -- classification ------------------------------------------------------------------
    @property
    def is_unit(self) -> bool:
        return self.type == CardType.UNIT

    @property
    def is_legend(self) -> bool:
        return self.type == CardType.LEGEND

    @property
    def is_battlefield(self) -> bool:
        return self.type == CardType.BATTLEFIELD

    @property
    def is_rune(self) -> bool:
        return self.type == CardType.RUNE

    @property
    def is_token(self) -> bool:
        return Supertype.TOKEN in self.supertypes

    @property
    def is_signature(self) -> bool:
        return Supertype.SIGNATURE in self.supertypes

    @property
    def is_champion_unit(self) -> bool:
        """A champion unit (CR 103.2.a.2): a unit with the Champion supertype."""
        return self.type == CardType.UNIT and Supertype.CHAMPION in self.supertypes

    @property
    def is_colorless(self) -> bool:
        return not self.domains or set(self.domains) <= {Domain.COLORLESS}

    @property
    def colored_domains(self) -> frozenset[str]:
        return frozenset(d for d in self.domains if d != Domain.COLORLESS)

    @property
    def deck_name(self) -> str:
        """The name deck lists use: legends as ``<champion>, <title>``, others their name."""
        if self.type == CardType.LEGEND and self.champion:
            return f"{self.champion}, {self.name}"
        return self.name

    # -- keywords ------------------------------------------------------------------------
    def has_keyword(self, keyword: str) -> bool:
        k = keyword.casefold()
        return any(kw.casefold() == k or kw.casefold().startswith(k + " ") for kw in self.keywords)

    def keyword_value(self, keyword: str) -> int | None:
        """Value of a valued keyword (``Assault 2`` -> 2); None when absent or unvalued."""
        k = keyword.casefold()
        for kw in self.keywords:
            head, _, tail = kw.rpartition(" ")
            if head.casefold() == k and tail.isdigit():
                return int(tail)
        return None

    def __str__(self) -> str:
        return f"{self.deck_name} [{self.id}]"


_APOSTROPHES = dict.fromkeys(map(ord, "\u2018\u2019\u201b\u02bc\u2032`\u00b4"), "'")
_APOSTROPHES.update(dict.fromkeys(map(ord, "\u201c\u201d\u201e\u2033"), '"'))
_APOSTROPHES.update(dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-"))
_SEP = re.compile(r"\s*,\s*|\s+-\s+")
_WS = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """Lookup key of a card name: case-folded, apostrophes/dashes unified, and the
    ``Name, Sub`` / ``Name - Sub`` separators made equal."""
    s = unicodedata.normalize("NFKC", name).translate(_APOSTROPHES)
    s = _WS.sub(" ", s).strip().casefold()
    return _SEP.sub(", ", s)


_ID_RE = re.compile(r"^([a-z]+)-(?:(t|r|sp)?(\d+))")


def card_sort_key(card_id: str) -> tuple:
    """Canonical order of card ids: set release order, collector number, id."""
    m = _ID_RE.match(card_id)
    if not m:
        return (len(SET_ORDER) + 1, 0, card_id)
    prefix = m.group(1).upper()
    set_idx = SET_ORDER.index(prefix) if prefix in SET_ORDER else len(SET_ORDER)
    return (set_idx, int(m.group(3)) + (1000 if m.group(2) else 0), card_id)


_TRAILING_PAREN = re.compile(r"\s*\([^()]*\)\s*$")


class FactsDB:
    """All card facts, indexed by id (canonical or printing) and by name."""

    def __init__(self, cards: Iterable[CardFacts], printings: Mapping[str, str] | None = None):
        self._cards: tuple[CardFacts, ...] = tuple(cards)
        self._by_id: dict[str, CardFacts] = {c.id: c for c in self._cards}
        self._printings: dict[str, str] = dict(printings or {})
        for p, cid in self._printings.items():
            if cid not in self._by_id:
                raise ValueError(f"printing {p!r} maps to unknown card {cid!r}")
        # name index: exact names win over aliases; earlier cards (main sets) win ties.
        self._by_name: dict[str, CardFacts] = {}
        self.ambiguous_names: dict[str, tuple[str, ...]] = {}
        for pass_aliases in (False, True):
            for c in self._cards:
                names = c.aliases + ((c.deck_name,) if c.is_legend else ()) if pass_aliases \
                    else (c.name,)
                for n in names:
                    key = normalize_name(n)
                    have = self._by_name.get(key)
                    if have is None:
                        self._by_name[key] = c
                    elif have.id != c.id:
                        self.ambiguous_names[key] = self.ambiguous_names.get(
                            key, (have.id,)) + (c.id,)
        self._keys = sorted(self._by_name)

    # -- ids -----------------------------------------------------------------------------
    def canonical_id(self, card_id: str) -> str:
        return self.by_id(card_id).id

    def by_id(self, card_id: str) -> CardFacts:
        """Facts of a card by canonical id or any printing id (case-insensitive)."""
        key = str(card_id).strip().lower()
        c = self._by_id.get(key)
        if c is None and key in self._printings:
            c = self._by_id[self._printings[key]]
        if c is None:
            ids = list(self._by_id) + list(self._printings)
            close = difflib.get_close_matches(key, ids, n=3, cutoff=0.75)
            raise UnknownCardError(card_id, [f"{i} ({self.by_id(i).deck_name})" for i in close],
                                   kind="card id")
        return c

    def get(self, card_id: str, default: CardFacts | None = None) -> CardFacts | None:
        try:
            return self.by_id(card_id)
        except UnknownCardError:
            return default

    @property
    def printings(self) -> Mapping[str, str]:
        """Non-canonical printing id -> canonical id."""
        return dict(self._printings)

    def printing_ids(self, card_id: str) -> tuple[str, ...]:
        """All printing ids of a card, canonical first."""
        cid = self.canonical_id(card_id)
        return (cid, *sorted(p for p, c in self._printings.items() if c == cid))

    # -- names ---------------------------------------------------------------------------
    def lookup_name(self, name: str) -> CardFacts:
        """A card by name: ``Name, Sub`` or ``Name - Sub``, legends as ``Champion, Title``
        or by title, known aliases; case-insensitive, curly or straight apostrophes.

        Raises :class:`UnknownCardError` (a ``ValueError``) with close matches."""
        c = self._find_name(name)
        if c is None:
            raise UnknownCardError(name, self.suggest(name))
        return c

    def _find_name(self, name: str) -> CardFacts | None:
        key = normalize_name(name)
        c = self._by_name.get(key)
        if c is None:
            stripped = _TRAILING_PAREN.sub("", key)      # "(Alternate Art)", "(Metal)" ...
            if stripped and stripped != key:
                c = self._by_name.get(stripped)
        return c

    def has_name(self, name: str) -> bool:
        return self._find_name(name) is not None

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` card names close to ``name`` (difflib), best first."""
        key = normalize_name(name)
        out: list[str] = []
        seen: set[str] = set()

        def add(k: str) -> None:
            c = self._by_name[k]
            if c.id not in seen and len(out) < n:
                seen.add(c.id)
                out.append(c.deck_name)

        for k in difflib.get_close_matches(key, self._keys, n=n * 3, cutoff=0.7):
            add(k)
        if len(out) < n and len(key) >= 3:
            for k in self._keys:
                if key in k:
                    add(k)
        return out

    # -- collection ----------------------------------------------------------------------
    def all(self) -> tuple[CardFacts, ...]:
        return self._cards

    def legends(self) -> tuple[CardFacts, ...]:
        return tuple(c for c in self._cards if c.is_legend)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardFacts]:
        return iter(self._cards)

    def __contains__(self, card_id: object) -> bool:
        if not isinstance(card_id, str):
            return False
        key = card_id.strip().lower()
        return key in self._by_id or key in self._printings

    def __repr__(self) -> str:
        return f"<FactsDB {len(self)} cards, {len(self._printings)} printings>"


def _data_text(name: str) -> str:
    return (resources.files("riftsim") / "data" / name).read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def load_facts() -> FactsDB:
    """The packaged card facts (cached)."""
    payload = json.loads(_data_text("cards.json"))
    return FactsDB((CardFacts.from_dict(d) for d in payload["cards"]),
                   payload.get("printings") or {})
