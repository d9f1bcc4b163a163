"""Selectors and conditions of the DSL, evaluated against the reference state (355.9)."""

from __future__ import annotations

from riftsim.cards.dsl import Cond, Sel
from riftsim.reference import layers
from riftsim.reference.state import LOC_BASE, LOC_NONE, ATTACKER, DEFENDER, Zone


def location_of(g, obj_id: int) -> int:
    o = g.objs[obj_id]
    if o.zone == Zone.BOARD:
        return o.loc
    if o.zone == Zone.BATTLEFIELD:
        return next(bf.index + 1 for bf in g.bfs if bf.obj == obj_id)
    if o.zone == Zone.FACEDOWN:
        return next(bf.index + 1 for bf in g.bfs if bf.facedown == obj_id)
    return LOC_NONE


def matches(g, sel: Sel, obj_id: int, controller: int, source: int, here: int = LOC_NONE) -> bool:
    """Does object `obj_id` satisfy `sel` for an ability controlled by `controller`?"""
    o = g.objs[obj_id]
    info = g.pool[o.card]
    kind = sel.kind
    if kind == "spell":
        if o.zone != Zone.CHAIN or info.type != "spell":
            return False
    elif kind == "card":
        pass
    elif kind == "permanent":
        if info.type not in ("unit", "gear"):
            return False
    elif info.type != kind:
        return False
    where = sel.where
    if where in ("board", "battlefield", "base", "here", "combat"):
        if kind in ("unit", "gear", "permanent") and o.zone != Zone.BOARD:
            return False
        if kind == "rune" and o.zone != Zone.RUNES:
            return False
        if where == "battlefield" and o.loc <= LOC_BASE:
            return False
        if where == "base" and o.loc != LOC_BASE:
            return False
        if where == "here":
            if here == LOC_NONE or o.loc != here or (here == LOC_BASE and o.controller != controller):
                return False
        if where == "combat":
            if g.showdown is None or not g.showdown.combat or o.loc != g.showdown.bf + 1:
                return False
    elif where == "trash":
        if o.zone != Zone.TRASH:
            return False
    elif where == "hand":
        if o.zone != Zone.HAND:
            return False
    elif where == "chain" and o.zone != Zone.CHAIN:
        return False
    if sel.side == "friendly" and o.controller != controller:
        return False
    if sel.side == "enemy" and o.controller == controller:
        return False
    if where in ("trash", "hand") and sel.side == "friendly" and o.owner != controller:
        return False
    if sel.other and obj_id == source:
        return False
    if info.type == "unit" and o.zone == Zone.BOARD:
        if sel.might_le is not None and max(0, layers.might(g, o)) > sel.might_le:
            return False
        if sel.might_ge is not None and max(0, layers.might(g, o)) < sel.might_ge:
            return False
    elif sel.might_le is not None or sel.might_ge is not None:
        m = info.might
        if sel.might_le is not None and m > sel.might_le:
            return False
        if sel.might_ge is not None and m < sel.might_ge:
            return False
    if sel.exhausted is not None and o.exhausted != sel.exhausted:
        return False
    if sel.damaged is not None and (o.damage > 0) != sel.damaged:
        return False
    if sel.stunned is not None and o.stunned != sel.stunned:
        return False
    if sel.buffed is not None and (o.buff > 0) != sel.buffed:
        return False
    if sel.tag is not None and sel.tag not in info.tags:
        return False
    if sel.not_tag is not None and sel.not_tag in info.tags:
        return False
    if sel.name is not None and not info.name.lower().startswith(sel.name.lower()):
        return False
    return True


def candidates(g, sel: Sel, controller: int, source: int, here: int = LOC_NONE) -> list[int]:
    """All objects matching `sel`, in object-id order (the canonical order)."""
    return [o.id for o in g.objs if matches(g, sel, o.id, controller, source, here)]


def holds(g, cond: Cond | None, controller: int, source: int, trigger_obj: int = -1) -> bool:
    """Evaluate a DSL condition for an ability of `source` controlled by `controller`."""
    if cond is None:
        return True
    name = cond.name
    o = g.objs[source] if source >= 0 else None
    if name == "legion":
        # 812.1.c: another card was finalized this turn by this player
        p = g.players[controller]
        count = p.cards_finalized
        if o is not None and o.zone in (Zone.CHAIN,) and g.pool[o.card].type == "spell":
            count -= 1
        return count > 0
    if name == "at_battlefield":
        return o is not None and o.zone == Zone.BOARD and o.loc > LOC_BASE
    if name == "mighty":
        return o is not None and o.zone == Zone.BOARD and layers.might(g, o) >= 5
    if name == "buffed":
        return o is not None and o.buff > 0
    if name == "alone":
        if o is None or o.designation not in (ATTACKER, DEFENDER):
            return False
        return all(u.id == o.id or u.designation != o.designation
                   for u in g.units_at(o.loc, o.controller))
    if name == "controls":
        return any(matches(g, cond.sel, i.id, controller, source) for i in g.objs
                   if i.controller == controller)
    if name == "trigger_is":
        return trigger_obj >= 0 and matches(g, cond.sel, trigger_obj, controller, source)
    if name == "hand_le":
        return len(g.players[controller].hand) <= cond.args[0]
    if name == "discarded_this_turn":
        return g.players[controller].discarded > 0
    if name == "not":
        return not holds(g, cond.args[0], controller, source)
    if name == "all":
        return all(holds(g, c, controller, source) for c in cond.args)
    raise ValueError(f"unknown condition {name!r}")
