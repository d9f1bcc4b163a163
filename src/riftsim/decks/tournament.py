"""Published tournament deck lists shipped with riftsim (package data
``riftsim/data/tournament``): Riot's "Top Decks" lists from Barcelona (Vendetta season) and
Atlanta (Unleashed season) as plain text, and the 1st-place Rengar list of the Ottawa Showdown
(2026-08-08) as JSON; sources in ../shared/decks/README.md.

Ids: ``tournament-<file name>``: ``tournament-barcelona-03``,
``tournament-rengar-ottawa-2026-08-08``, ... (:func:`tournament_ids`). Lists are real decks: a
list holding a card riftsim has no definition for yet is refused when a game starts, naming
the cards (``riftsim cards --coverage`` shows which lists are playable).
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from riftsim.decks.errors import DeckError
from riftsim.decks.model import Deck

__all__ = ["tournament_ids", "get_tournament_deck"]

PREFIX = "tournament-"


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


@functools.lru_cache(maxsize=1)
def _files() -> dict:
    folder = resources.files("riftsim") / "data" / "tournament"
    return {PREFIX + _slug(f.name.rsplit(".", 1)[0]): f for f in
            sorted(folder.iterdir(), key=lambda f: f.name)
            if f.name.endswith((".txt", ".json"))}


def tournament_ids() -> tuple[str, ...]:
    return tuple(_files())


def get_tournament_deck(deck_id: str) -> Deck:
    """The shipped tournament list with this id, named by its id."""
    f = _files().get(deck_id)
    if f is None:
        raise DeckError(f"unknown tournament list {deck_id!r}; known: "
                        f"{', '.join(tournament_ids())}")
    return _load(deck_id)


@functools.lru_cache(maxsize=None)
def _load(deck_id: str) -> Deck:
    from riftsim.decks.jsonlists import parse_json
    from riftsim.decks.text import parse_text

    f = _files()[deck_id]
    text = f.read_text(encoding="utf-8")
    parse = parse_json if f.name.endswith(".json") else parse_text
    return parse(text, name=deck_id)
