"""The `Deck` value: what a player brings to a game (CR 103), as canonical card ids."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Iterable, Mapping

from riftsim.cards.facts import FactsDB, card_sort_key, load_facts

__all__ = ["Deck", "expand_counts", "pick_champion"]


def _sorted_ids(ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(ids, key=card_sort_key))


def expand_counts(counts: Mapping[str, int] | Iterable[tuple[str, int]]) -> list[str]:
    """``{"a": 2, "b": 1}`` or ``[("a", 2), ("b", 1)]`` -> ``["a", "a", "b"]``."""
    items = counts.items() if isinstance(counts, Mapping) else counts
    out: list[str] = []
    for cid, n in items:
        out.extend([cid] * int(n))
    return out


def pick_champion(legend_id: str, main_ids: Iterable[str], db: FactsDB | None = None) -> str | None:
    """The first champion unit in ``main_ids`` whose tags include the legend's champion tag
    (CR 103.2.a.2), or None. Used when a list names no Chosen Champion."""
    db = db or load_facts()
    tag = db.by_id(legend_id).champion
    if not tag:
        return None
    for cid in main_ids:
        f = db.by_id(cid)
        if f.is_champion_unit and tag in f.tags:
            return f.id
    return None


@dataclass(frozen=True, kw_only=True)
class Deck:
    """A deck as canonical card ids (CR 103).

    * ``legend`` -- the Champion Legend (CR 103.1).
    * ``champion`` -- the Chosen Champion (CR 103.2.a), which is part of the Main Deck.
    * ``main`` -- the rest of the Main Deck, **one entry per copy**, *excluding* the one
      Chosen Champion copy (so ``len(main) + 1`` is the Main Deck size).
    * ``battlefields`` (CR 103.4), ``runes`` (the Rune Deck, one entry per copy, CR 103.3),
      ``sideboard`` (Tournament Rules 601.1.c, one entry per copy).

    Every id tuple is stored sorted in canonical card order (set release order, collector
    number), so two decks with the same cards compare equal however they were written.
    Build decks from names or printing ids with :meth:`from_counts`, which resolves ids.
    """

    name: str = ""
    legend: str
    champion: str
    main: tuple[str, ...] = ()
    battlefields: tuple[str, ...] = ()
    runes: tuple[str, ...] = ()
    sideboard: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for f in ("main", "battlefields", "runes", "sideboard"):
            value = getattr(self, f)
            if isinstance(value, str):
                raise TypeError(f"Deck.{f} must be a sequence of card ids, not a string")
            object.__setattr__(self, f, _sorted_ids(value))

    # -- construction --------------------------------------------------------------------
    @classmethod
    def from_counts(
        cls,
        *,
        legend: str,
        champion: str,
        main: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        battlefields: Iterable[str] = (),
        runes: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        sideboard: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        name: str = "",
        db: FactsDB | None = None,
    ) -> "Deck":
        """Build a deck from ``{id: count}`` maps (printing ids are made canonical).

        ``main`` excludes the Chosen Champion copy, as in :class:`Deck`."""
        db = db or load_facts()
        canon = db.canonical_id
        return cls(
            name=name,
            legend=canon(legend),
            champion=canon(champion),
            main=[canon(c) for c in expand_counts(main)],
            battlefields=[canon(c) for c in battlefields],
            runes=[canon(c) for c in expand_counts(runes)],
            sideboard=[canon(c) for c in expand_counts(sideboard)],
        )

    def with_name(self, name: str) -> "Deck":
        return replace(self, name=name)

    # -- views ---------------------------------------------------------------------------
    def main_with_champion(self) -> tuple[str, ...]:
        """The whole Main Deck (CR 103.2): ``main`` plus the Chosen Champion, sorted."""
        return _sorted_ids((*self.main, self.champion))

    def counts(self, *, include_champion: bool = True) -> dict[str, int]:
        """``{card id: copies}`` of the Main Deck (with the Chosen Champion by default),
        in canonical card order."""
        ids = self.main_with_champion() if include_champion else self.main
        return dict(Counter(ids))

    def rune_counts(self) -> dict[str, int]:
        return dict(Counter(self.runes))

    def sideboard_counts(self) -> dict[str, int]:
        return dict(Counter(self.sideboard))

    def card_ids(self) -> tuple[str, ...]:
        """Every distinct card id in the deck (legend, champion, main, battlefields, runes,
        sideboard), in canonical order."""
        ids = {self.legend, self.champion, *self.main, *self.battlefields, *self.runes,
               *self.sideboard}
        return _sorted_ids(ids)

    def __len__(self) -> int:
        """Main Deck size including the Chosen Champion."""
        return len(self.main) + 1

    # -- formats -------------------------------------------------------------------------
    def to_text(self, db: FactsDB | None = None) -> str:
        """The plain-text section format (``Legend:`` / ``Champion:`` / ``Main Deck:`` /
        ``Battlefields:`` / ``Rune Pool:`` / ``Sideboard:``), readable by
        :func:`riftsim.decks.parse_text`."""
        from riftsim.decks.text import format_text

        return format_text(self, db=db)

    def to_code(self, db: FactsDB | None = None) -> str:
        """A Piltover Archive deck code (see :mod:`riftsim.decks.codes`)."""
        from riftsim.decks.codes import deck_to_code

        return deck_to_code(self, db=db)

    def describe(self, db: FactsDB | None = None) -> str:
        db = db or load_facts()
        return (f"{self.name or 'deck'}: {db.by_id(self.legend).deck_name} / "
                f"{db.by_id(self.champion).name}, {len(self)} main, {len(self.runes)} runes, "
                f"{len(self.battlefields)} battlefields"
                + (f", {len(self.sideboard)} sideboard" if self.sideboard else ""))
