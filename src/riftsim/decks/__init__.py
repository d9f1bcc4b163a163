"""Decks: parse, encode, validate (Core Rules 101-103, Tournament Rules 601), precons.

>>> from riftsim.decks import load_deck, check
>>> deck = load_deck("precon-jinx")
>>> len(deck), len(deck.runes), len(deck.battlefields)
(40, 12, 3)
>>> check(deck) is deck
True

* :class:`Deck` -- legend, Chosen Champion, main (one id per copy, without the champion copy),
  battlefields, runes, sideboard; ``main_with_champion()``, ``counts()``, ``to_text()``,
  ``to_code()``.
* :func:`load_deck` -- a precon id, a deck-list file, a deck code or deck-list text.
* :func:`parse_text` / :func:`parse_file` / :func:`format_text` -- the plain-text list format.
* :func:`deck_from_code` / :func:`deck_to_code`, :func:`decode_code` / :func:`encode_code` --
  Piltover Archive deck codes.
* :func:`list_precons` / :func:`get_precon` -- the 13 official precons;
  :func:`tournament_ids` / :func:`get_tournament_deck` -- published tournament lists.
* :func:`validate` -> ``list[Violation]`` and :func:`check` (raises :class:`DeckError`);
  :func:`validate_team` / :func:`check_teams` -- a 2v2 team's decks (484.8.g-h).
"""

from riftsim.decks.codes import (
    DeckCode,
    card_code,
    deck_from_code,
    deck_to_code,
    decode_code,
    encode_code,
)
from riftsim.decks.errors import DeckError
from riftsim.decks.load import load_deck
from riftsim.decks.model import Deck, pick_champion
from riftsim.decks.precons import PreconInfo, get_precon, list_precons, precon_ids
from riftsim.decks.text import format_text, parse_file, parse_text
from riftsim.decks.tournament import get_tournament_deck, tournament_ids
from riftsim.decks.validate import (
    MODES,
    Violation,
    check,
    check_teams,
    validate,
    validate_team,
)

__all__ = [
    "Deck",
    "DeckError",
    "DeckCode",
    "Violation",
    "PreconInfo",
    "MODES",
    "load_deck",
    "parse_text",
    "parse_file",
    "format_text",
    "deck_from_code",
    "deck_to_code",
    "decode_code",
    "encode_code",
    "card_code",
    "list_precons",
    "get_precon",
    "get_tournament_deck",
    "precon_ids",
    "tournament_ids",
    "validate",
    "validate_team",
    "check_teams",
    "check",
    "pick_champion",
]
