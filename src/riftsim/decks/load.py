"""`load_deck`: one entry point for precon ids, deck-list files and deck codes."""

from __future__ import annotations

import os
import re
from os import PathLike

from riftsim.cards.facts import FactsDB
from riftsim.decks.codes import deck_from_code, looks_like_code
from riftsim.decks.errors import DeckError
from riftsim.decks.jsonlists import looks_like_json, parse_json
from riftsim.decks.model import Deck
from riftsim.decks.precons import find_precon_id, get_precon, precon_ids
from riftsim.decks.text import parse_file, parse_text
from riftsim.decks.tournament import PREFIX, get_tournament_deck

__all__ = ["load_deck"]

_LIST_INDEX = re.compile(r"^(.+\.json)#(\d+)$", re.I)


def load_deck(
    spec: "str | PathLike[str] | Deck",
    *,
    name: str | None = None,
    db: FactsDB | None = None,
    warnings: list[str] | None = None,
) -> Deck:
    """Resolve ``spec`` to a :class:`Deck`, trying in order:

    1. a precon id (``precon-jinx``, or just ``jinx``; see :func:`list_precons`), or a
       shipped tournament list (``tournament-barcelona-03``; see :func:`tournament_ids`),
    2. a path to a deck-list file, plain text or JSON (the deck is named after the file);
       ``FILE.json#N`` picks list N (1-based) of a JSON file holding several,
    3. a Piltover Archive deck code,
    4. deck-list text or JSON itself (when ``spec`` has several lines).

    A :class:`Deck` is returned unchanged. Raises :class:`DeckError` naming ``spec`` when
    nothing fits (or the error of the format that did fit, e.g. an unknown card in a file).
    """
    if isinstance(spec, Deck):
        return spec if name is None else spec.with_name(name)
    if isinstance(spec, PathLike):
        return parse_file(spec, name=name, db=db, warnings=warnings)
    if not isinstance(spec, str):
        raise DeckError(f"cannot load a deck from {type(spec).__name__} {spec!r}")
    s = spec.strip()
    if not s:
        raise DeckError("cannot load a deck from an empty string")
    if looks_like_json(s):
        return parse_json(s, name=name or "", db=db, warnings=warnings)
    if "\n" not in s:
        pid = find_precon_id(s)
        if pid is not None:
            deck = get_precon(pid)
            return deck if name is None else deck.with_name(name)
        if s.startswith(PREFIX):
            deck = get_tournament_deck(s)
            return deck if name is None else deck.with_name(name)
        if os.path.isfile(os.path.expanduser(s)):
            return parse_file(os.path.expanduser(s), name=name, db=db, warnings=warnings)
        m = _LIST_INDEX.match(s)             # FILE#N: list N of a JSON file of several
        if m and os.path.isfile(os.path.expanduser(m.group(1))):
            return parse_file(os.path.expanduser(m.group(1)), name=name, db=db,
                              warnings=warnings, list_index=int(m.group(2)))
        if looks_like_code(s):
            return deck_from_code(s, name=name or "", db=db, warnings=warnings)
        path = os.path.expanduser(s)
        if os.path.exists(path):
            what = "a folder" if os.path.isdir(path) else "not a regular file"
            raise DeckError(f"cannot load deck {spec!r}: it is {what}; give a deck list file, "
                            f"a built-in deck id or a deck code")
        hint = ""
        if os.path.splitext(s)[1].lower() in (".txt", ".deck", ".md", ".json") or os.sep in s:
            hint = " (no such file)"
        import difflib

        from riftsim.decks.tournament import tournament_ids
        from riftsim.starters import STARTERS

        known = [*precon_ids(), *STARTERS, *tournament_ids()]
        close = difflib.get_close_matches(s.lower(), known, n=3, cutoff=0.6)
        if not close:
            close = [k for k in known if s.lower() in k][:3]
        mean = f"; did you mean {' or '.join(close)}?" if close else ""
        raise DeckError(
            f"cannot load deck {spec!r}{hint}: it is not a built-in deck id, not an existing "
            f"file, and not a deck code{mean} (built-in decks: {', '.join(known)})")
    return parse_text(s, name=name or "", db=db, warnings=warnings)
