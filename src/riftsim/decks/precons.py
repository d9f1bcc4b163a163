"""The official preconstructed decks (package data ``riftsim/data/precons.json``).

Ids: ``precon-annie``, ``precon-lux``, ``precon-garen``, ``precon-master-yi`` (Proving Grounds,
one battlefield each), ``precon-jinx``, ``precon-viktor``, ``precon-lee-sin`` (Origins),
``precon-fiora``, ``precon-rumble`` (Spiritforged), ``precon-vi``, ``precon-vex`` (Unleashed),
``precon-shen``, ``precon-zed`` (Vendetta). :func:`get_precon` also accepts the champion name
(``"jinx"``, ``"Master Yi"``).
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from importlib import resources

from riftsim.cards.facts import card_sort_key
from riftsim.decks.errors import DeckError
from riftsim.decks.model import Deck, expand_counts

__all__ = ["PreconInfo", "list_precons", "get_precon", "precon_ids", "find_precon_id"]


@dataclass(frozen=True)
class PreconInfo:
    id: str
    name: str
    product: str
    legend: str
    champion: str
    battlefields: int

    @property
    def is_starter(self) -> bool:
        """Proving Grounds starter decks ship one battlefield (validate with mode='casual')."""
        return self.product.startswith("Proving Grounds")


@functools.lru_cache(maxsize=1)
def _payload() -> dict[str, dict]:
    text = (resources.files("riftsim") / "data" / "precons.json").read_text(encoding="utf-8")
    return {d["id"]: d for d in json.loads(text)["precons"]}


def precon_ids() -> tuple[str, ...]:
    return tuple(_payload())


def list_precons() -> list[PreconInfo]:
    """Every precon, in release order."""
    return [PreconInfo(d["id"], d["name"], d["product"], d["legend"], d["champion"],
                       len(d["battlefields"])) for d in _payload().values()]


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def find_precon_id(spec: str) -> str | None:
    """The precon id ``spec`` names (``precon-jinx``, ``jinx``, ``Master Yi``), or None."""
    slug = _slug(spec)
    ids = _payload()
    for cand in (slug, f"precon-{slug}"):
        if cand in ids:
            return cand
    return None


def get_precon(precon_id: str) -> Deck:
    """The precon deck with this id (see :func:`list_precons`); the deck is named by its id."""
    pid = find_precon_id(precon_id)
    if pid is None:
        raise DeckError(f"unknown precon {precon_id!r}; known: {', '.join(precon_ids())}")
    return _build(pid)


@functools.lru_cache(maxsize=None)
def _build(pid: str) -> Deck:
    d = _payload()[pid]
    return Deck(
        name=pid,
        legend=d["legend"],
        champion=d["champion"],
        main=expand_counts(d["main"]),
        battlefields=sorted(d["battlefields"], key=card_sort_key),
        runes=expand_counts(d["runes"]),
    )
