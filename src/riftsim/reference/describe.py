"""Human-readable descriptions of actions and the turn log."""

from __future__ import annotations

from riftsim.actions import CHAIN_TARGET, ActionKind, activate_arg, decode
from riftsim.reference.state import LOC_BASE


def action_name(code: int) -> str:
    try:
        kind, arg = decode(code)
    except ValueError:
        return f"unknown action {code}"
    return f"{kind.name}({arg})"


def loc_name(g, loc: int, player: int | None = None) -> str:
    if loc == LOC_BASE:
        return "base" if player is None else f"P{player}'s base"
    if 1 <= loc <= len(g.bfs):
        return g.pool[g.objs[g.bfs[loc - 1].obj].card].name
    return f"location {loc}"


def obj_name(g, obj_id: int) -> str:
    if 0 <= obj_id < len(g.objs):
        return f"{g.pool[g.objs[obj_id].card].name} #{obj_id}"
    return f"object {obj_id}"


def action(g, code: int) -> str:
    kind, arg = decode(code)
    d = g.decision
    who = d.player if d else None
    if kind == ActionKind.PASS:
        if d is not None and d.kind.name == "PRIORITY" and not g.chain and g.showdown is None:
            return "end turn"
        return "pass"
    if kind in (ActionKind.DONE, ActionKind.YES, ActionKind.NO):
        return kind.name.lower()
    if kind == ActionKind.PLAY:
        return f"play {obj_name(g, arg)}"
    if kind == ActionKind.HIDE:
        return f"hide {obj_name(g, arg)}"
    if kind == ActionKind.MOVE_UNIT:
        return f"move {obj_name(g, arg)}"
    if kind == ActionKind.ACTIVATE:
        obj, i, inst = activate_arg(arg)
        copy = f" (instance {inst})" if inst else ""   # a Svellsongur copy's (actions.ACT_INSTANCE)
        return f"activate ability {i}{copy} of {obj_name(g, obj)}"
    if kind == ActionKind.TARGET and arg >= CHAIN_TARGET:     # a spell or ability chosen
        i = arg - CHAIN_TARGET                                 # as a chain item
        if i < len(g.chain):
            it = g.chain[i]
            what = obj_name(g, it.source) if it.kind == "spell" else \
                f"ability of {obj_name(g, it.source)}"
            return f"target chain item {i}: {what}"
        return f"target chain item {i}"
    if kind == ActionKind.TARGET:
        return f"target {obj_name(g, arg)}"
    if kind == ActionKind.SELECT:
        return f"choose {obj_name(g, arg)}"
    if kind == ActionKind.LOCATION:
        return f"to {loc_name(g, arg, who)}"
    if kind == ActionKind.INDEX:
        if d is not None and d.kind.name == "CHOOSE_PLAYER":
            return f"player {arg}"
        if d is not None and d.kind.name == "NAME_TAG":
            return f"name {g.pool.unit_tags[arg]}"
        return f"option {arg}"
    return action_name(code)
