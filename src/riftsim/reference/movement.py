"""Movement (rules 440-453) and Contested status (187.3)."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference import layers, triggers
from riftsim.reference.state import LOC_BASE, NONE, Zone


def players_at(g, loc: int) -> set[int]:
    return {u.controller for u in g.units_at(loc)}


def contest(g, bf_index: int, player: int) -> None:
    """187.3.a.1: a unit arriving at a battlefield its controller doesn't control contests it
    (unless it is contested already)."""
    bf = g.bfs[bf_index]
    if bf.controller != player and bf.contested_by == NONE:
        bf.contested_by = player


def can_enter(g, unit, loc: int) -> bool:
    """444.2 / 144.4.a.1: never to a battlefield with units of two other players."""
    if loc == LOC_BASE:
        return True
    others = players_at(g, loc) - {unit.controller}
    return len(others) < 2


def standard_destinations(g, unit) -> list[int]:
    """144.4: base -> battlefield, battlefield -> base, battlefield -> battlefield (Ganking)."""
    out = []
    if unit.loc == LOC_BASE:
        out = [bf.index + 1 for bf in g.bfs]
    else:
        out = [LOC_BASE]
        if layers.has(g, unit, "Ganking"):            # 810
            out += [bf.index + 1 for bf in g.bfs if bf.index + 1 != unit.loc]
    return [d for d in out if can_enter(g, unit, d)]


def effect_destinations(g, unit) -> list[int]:
    """355.4.a: any location other than the current one where the unit may be."""
    locs = [LOC_BASE] + [bf.index + 1 for bf in g.bfs]
    return [d for d in locs if d != unit.loc and can_enter(g, unit, d)]


def move_units(g, ids: list[int], dest: int, responsible: int) -> None:
    """441: move units (instantaneous, no chain); contested status (445); move triggers; then
    a cleanup (448)."""
    moved = []
    for i in ids:
        u = g.objs[i]
        if u.zone != Zone.BOARD or u.loc == dest:
            continue
        if not can_enter(g, u, dest):
            # 442.2.c: a move to a place it cannot be becomes a recall
            u.loc = LOC_BASE
            g.emit(EventKind.RECALL, u.controller, u.id, LOC_BASE)
            continue
        origin = u.loc
        u.loc = dest
        u.moves_this_turn += 1
        g.emit(EventKind.MOVE, responsible, u.id, dest, origin)
        moved.append(u)
    for u in moved:
        if dest > LOC_BASE:
            contest(g, dest - 1, u.controller)
    for u in moved:
        triggers.fire_self(g, "move_self", u.id, here=dest)
    g.dirty = True
