"""Readable turn logs from the typed event stream (used by `riftsim play`)."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference.describe import loc_name

_SKIP = {EventKind.PHASE, EventKind.RESOLVE, EventKind.TRIGGER, EventKind.ADD,
         EventKind.READY, EventKind.EXHAUST, EventKind.HEAL}


def _name(g, obj: int) -> str:
    if 0 <= obj < len(g.objs):
        return g.pool[g.objs[obj].card].name
    return "?"


def _loc(g, loc: int, player: int) -> str:
    return loc_name(g, loc)


def format_event(g, e) -> str | None:
    k = e.kind
    p = f"P{e.player}"
    if k in _SKIP:
        return None
    if k == EventKind.TURN_START:
        return f"== turn {e.value}: P{e.player} =="
    if k == EventKind.GAME_START:
        return f"P{e.player} goes first"
    if k == EventKind.DRAW:
        return f"{p} draws"
    if k == EventKind.PLAY:
        where = f" to {_loc(g, e.loc, e.player)}" if e.loc >= 0 else ""
        return f"{p} plays {_name(g, e.obj)}{where}"
    if k == EventKind.MOVE:
        return f"{p} moves {_name(g, e.obj)} to {_loc(g, e.loc, e.player)}"
    if k == EventKind.DAMAGE:
        return f"{_name(g, e.obj)} takes {e.value}"
    if k == EventKind.DIE:
        return f"{_name(g, e.obj)} dies"
    if k == EventKind.SCORE:
        how = "conquers" if e.value == 1 else "holds"
        return f"{p} {how} {_loc(g, e.loc, e.player)}"
    if k == EventKind.POINTS:
        return f"{p} has {e.value} points"
    if k == EventKind.SHOWDOWN:
        what = "combat" if e.value else "showdown"
        return f"{what} at {_loc(g, e.loc, e.player)} (P{e.player} attacks)" if e.value else \
            f"{what} at {_loc(g, e.loc, e.player)}"
    if k == EventKind.BURN_OUT:
        return f"{p} burns out"
    if k == EventKind.GAME_OVER:
        return "game over"
    if k in (EventKind.CHANNEL, EventKind.MULLIGAN, EventKind.CONTROL, EventKind.COMBAT_END):
        return None
    return f"{k.name.lower()} {p} {_name(g, e.obj)}"


def turn_log(g, *, max_lines: int | None = None) -> list[str]:
    lines = [s for s in (format_event(g, e) for e in g.events) if s]
    return lines if max_lines is None else lines[:max_lines]
