"""Deck lists in JSON (../shared/decks/README.md, formats 5 and the tournament-list files).

Two shapes are read:

* **Tournament lists** (e.g. ``tournament/rengar_ottawa_2026-08-08.json``)::

      {"legend": "Rengar - Pridestalker",
       "lists": [{"chosen_champion": "Rengar, Trophy Hunter",
                  "runes": {"Fury": 4, "Body": 8},
                  "battlefields": ["Emperor's Dais", "Seat of Power", "Star Spring"],
                  "main_deck": [{"name": "Inferna", "count": 3}, ...],
                  "sideboard": [{"name": "Decree of Strength", "count": 2}, ...],
                  "event": ..., "placement": ..., "player": ...}, ...]}

  A file may hold several lists of one legend: ``list_index`` (``file.json#2`` in
  :func:`riftsim.decks.load.load_deck`, 1-based) picks one; the first is the default. A single
  list object with its own ``"legend"`` is read too. ``runes`` is ``{domain: count}`` or a
  list of ``{"name", "count"}``. ``main_deck`` may hold the Chosen Champion's copy (40 cards)
  or not (39).

* **Piltover Archive API JSON**: ``{"title": ..., "entries": [{"code": "OGS-021", "name":
  "", "count": 1, "section": "legend"}, ...]}`` with ``section`` in legend, champion,
  battlefields, runes, main, sideboard; a card is its ``code`` (deck-code card code), else its
  ``name``.

Problems are collected and raised together as one :class:`DeckError`, each naming where in
the file it is (``lists[0].main_deck[3]: unknown card ...``).
"""

from __future__ import annotations

import json
from collections import Counter

from riftsim.cards.facts import FactsDB, UnknownCardError, load_facts
from riftsim.decks.codes import _resolve_code
from riftsim.decks.errors import DeckError
from riftsim.decks.model import Deck

__all__ = ["parse_json", "looks_like_json"]

_PA_SECTIONS = {"legend", "champion", "battlefields", "battlefield", "runes", "rune", "main",
                "maindeck", "main_deck", "sideboard"}


def looks_like_json(text: str) -> bool:
    return text.lstrip().startswith("{")


def parse_json(text: str, *, name: str = "", list_index: int | None = None,
               db: FactsDB | None = None, warnings: list[str] | None = None) -> Deck:
    """Read one deck from JSON text (see the module docstring for the shapes)."""
    db = db or load_facts()
    what = f"deck list{' ' + repr(name) if name else ''}"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DeckError(f"cannot read {what}",
                        [f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}"]) from None
    if not isinstance(data, dict):
        raise DeckError(f"cannot read {what}",
                        [f"expected a JSON object, found {type(data).__name__}"])
    reader = _Reader(db)
    if "entries" in data:
        deck = reader.piltover(data, name)
    else:
        deck = reader.tournament(data, name, list_index, warnings)
    if reader.problems:
        raise DeckError(f"cannot read {what}", reader.problems)
    return deck


class _Reader:
    def __init__(self, db: FactsDB):
        self.db = db
        self.problems: list[str] = []

    def card(self, where: str, name) -> str | None:
        if not isinstance(name, str) or not name.strip():
            self.problems.append(f"{where}: expected a card name, found {name!r}")
            return None
        try:
            return self.db.lookup_name(name).id
        except UnknownCardError as e:
            self.problems.append(f"{where}: {e}")
            return None

    def counts(self, where: str, entries) -> Counter:
        out: Counter = Counter()
        if entries is None:
            return out
        if not isinstance(entries, list):
            self.problems.append(f"{where}: expected a list of {{\"name\", \"count\"}}")
            return out
        for i, e in enumerate(entries):
            at = f"{where}[{i}]"
            if not isinstance(e, dict) or "name" not in e:
                self.problems.append(f"{at}: expected {{\"name\": ..., \"count\": ...}}, "
                                     f"found {e!r}")
                continue
            n = self.count(at, e.get("count", 1))
            cid = self.card(at, e["name"])
            if cid is not None and n:
                out[cid] += n
        return out

    def count(self, where: str, n) -> int:
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            self.problems.append(f"{where}: count must be a whole number of at least 1, "
                                 f"found {n!r}")
            return 0
        return n

    # ------------------------------------------------------------------ tournament lists

    def tournament(self, data: dict, name: str, index: int | None, warnings) -> Deck:
        lists = data.get("lists")
        if lists is None:
            if "main_deck" not in data:
                raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}",
                                ["a JSON deck list has \"entries\" (Piltover Archive), "
                                 "\"lists\" or \"main_deck\"; found keys "
                                 + (", ".join(sorted(map(str, data))) or "none")])
            lists, prefix = [data], ""
        elif not isinstance(lists, list) or not lists:
            raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}",
                            ["\"lists\" must be a non-empty list of deck lists"])
        else:
            prefix = "lists"
        i = 1 if index is None else index
        if not 1 <= i <= len(lists):
            raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}",
                            [f"list #{i} asked for; the file holds {len(lists)} "
                             f"(#1 to #{len(lists)})"])
        if index is None and len(lists) > 1 and warnings is not None:
            warnings.append(f"the file holds {len(lists)} lists; read #1 (pick one with "
                            f"FILE#N)")
        lst = lists[i - 1]
        at = f"{prefix}[{i - 1}]." if prefix else ""
        if not isinstance(lst, dict):
            raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}",
                            [f"{at.rstrip('.')}: expected a deck list object"])
        legend = self.card(f"{at}legend" if "legend" in lst else "legend",
                           lst.get("legend", data.get("legend")))
        champion = self.card(f"{at}chosen_champion", lst.get("chosen_champion"))
        main = self.counts(f"{at}main_deck", lst.get("main_deck"))
        side = self.counts(f"{at}sideboard", lst.get("sideboard"))
        bfs = []
        for j, b in enumerate(lst.get("battlefields") or []):
            cid = self.card(f"{at}battlefields[{j}]", b)
            if cid is not None:
                bfs.append(cid)
        runes = self.runes(f"{at}runes", lst.get("runes"))
        if self.problems:
            return None  # type: ignore[return-value]
        if champion in main and sum(main.values()) >= 40:      # the 40 hold its copy
            main[champion] -= 1
        deck_name = name
        if len(lists) > 1 and name:
            deck_name = f"{name}#{i}"
        return Deck.from_counts(legend=legend, champion=champion, main=main,
                                battlefields=bfs, runes=runes, sideboard=side,
                                name=deck_name, db=self.db)

    def runes(self, where: str, runes) -> Counter:
        if isinstance(runes, dict):
            out: Counter = Counter()
            for domain, n in runes.items():
                n = self.count(f"{where}.{domain}", n)
                cid = self.card(f"{where}.{domain}", f"{domain} Rune")
                if cid is not None and n:
                    out[cid] += n
            return out
        return self.counts(where, runes)

    # ------------------------------------------------------------------ Piltover Archive

    def piltover(self, data: dict, name: str) -> Deck:
        entries = data["entries"]
        if not isinstance(entries, list):
            raise DeckError(f"cannot read deck list{' ' + repr(name) if name else ''}",
                            ["\"entries\" must be a list"])
        parts: dict[str, Counter] = {k: Counter() for k in
                                     ("legend", "champion", "battlefields", "runes", "main",
                                      "sideboard")}
        for i, e in enumerate(entries):
            at = f"entries[{i}]"
            if not isinstance(e, dict):
                self.problems.append(f"{at}: expected an object, found {e!r}")
                continue
            section = str(e.get("section", "")).lower().replace(" ", "_")
            if section not in _PA_SECTIONS:
                self.problems.append(f"{at}: unknown section {e.get('section')!r} (legend, "
                                     f"champion, battlefields, runes, main, sideboard)")
                continue
            section = {"battlefield": "battlefields", "rune": "runes", "maindeck": "main",
                       "main_deck": "main"}.get(section, section)
            n = self.count(at, e.get("count", 1))
            cid = None
            if e.get("code"):
                notes: list[str] = []
                try:
                    cid = _resolve_code(str(e["code"]), self.db, notes)
                except DeckError as err:
                    self.problems.append(f"{at}: {err}")
                    continue
            else:
                cid = self.card(at, e.get("name"))
            if cid is not None and n:
                parts[section][cid] += n
        legends = list(parts["legend"].elements())
        champions = list(parts["champion"].elements())
        if len(legends) != 1:
            self.problems.append(f"a deck has exactly 1 Champion Legend (CR 103.1); the "
                                 f"entries hold {len(legends)}")
        if len(champions) != 1:
            self.problems.append(f"there is exactly 1 Chosen Champion (CR 103.2.a); the "
                                 f"entries hold {len(champions)}")
        if self.problems:
            return None  # type: ignore[return-value]
        return Deck.from_counts(legend=legends[0], champion=champions[0], main=parts["main"],
                                battlefields=list(parts["battlefields"].elements()),
                                runes=parts["runes"], sideboard=parts["sideboard"],
                                name=name or str(data.get("title") or ""), db=self.db)
