"""Triggered abilities (rules 382-392): detect conditions and queue pending triggers.

Triggers whose condition is met are collected in `g.triggered`; the game loop puts them on the
chain (turn player first, each player ordering their own, 383.3.d). Keyword triggers built
into the rules have negative ability indices: `TEMPORARY` (816) and `VISION` (817).
"""

from __future__ import annotations

from riftsim.cards.dsl import Triggered
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim.reference.state import LOC_NONE, NONE, PendingTrigger, Zone

TEMPORARY = -2
VISION = -3

#: zones whose objects' triggered abilities are active (384.1)
ACTIVE_ZONES = (Zone.BOARD, Zone.LEGEND, Zone.BATTLEFIELD)


def _abilities(g, o, event: str):
    info = g.pool[o.card]
    for i, a in info.abilities_of(Triggered):
        if a.on == event:
            yield i, a


def _queue(g, o, i: int, a: Triggered | None, controller: int, trigger_obj: int = NONE,
           here: int = LOC_NONE, **extra) -> None:
    from riftsim.reference.select import holds

    if a is not None:
        if a.condition is not None and not holds(g, a.condition, controller, o.id, trigger_obj):
            return                                             # 383.3.e
        if a.once_per_turn:
            key = ("once", o.id, o.epoch, i)
            if g.turn_flags.get(key) == g.turn:
                return
            g.turn_flags[key] = g.turn
    g.triggered.append(PendingTrigger(controller, o.id, i, trigger_obj, here,
                                      layers.might(g, o) if o.zone == Zone.BOARD else 0, extra))


def fire_self(g, event: str, obj_id: int, *, controller: int | None = None,
              trigger_obj: int = NONE, here: int | None = None, **extra) -> None:
    """A "When I …" event of object `obj_id` itself."""
    o = g.objs[obj_id]
    ctl = o.controller if controller is None else controller
    loc = o.loc if here is None else here
    for i, a in _abilities(g, o, event):
        _queue(g, o, i, a, ctl, trigger_obj if trigger_obj != NONE else obj_id, loc, **extra)


def fire_player(g, event: str, player: int, *, trigger_obj: int = NONE, exclude: int = NONE,
                **extra) -> None:
    """A "When you …" event: every active object `player` controls (411.4)."""
    for o in g.objs:
        if o.zone not in ACTIVE_ZONES or o.id == exclude:
            continue
        if o.zone == Zone.BATTLEFIELD:
            bf = next(b for b in g.bfs if b.obj == o.id)
            if bf.controller != player:
                continue
        elif o.controller != player:
            continue
        for i, a in _abilities(g, o, event):
            _queue(g, o, i, a, player, trigger_obj, o.loc, **extra)


def fire_battlefield(g, event: str, bf_index: int, player: int) -> None:
    """"When you conquer/hold here" on the battlefield card (187.6)."""
    bf = g.bfs[bf_index]
    o = g.objs[bf.obj]
    for i, a in _abilities(g, o, event):
        _queue(g, o, i, a, player, NONE, bf_index + 1)


def fire_beginning(g, tp: int) -> None:
    """315.2.a: start of the Beginning Phase: Temporary (816) and "at the start of …"."""
    for o in g.objs:
        if o.zone == Zone.BOARD and o.controller == tp and layers.has(g, o, "Temporary"):
            g.triggered.append(PendingTrigger(tp, o.id, TEMPORARY, o.id, o.loc))
    fire_player(g, "beginning", tp)
    fire_delayed(g, "beginning", tp)


def fire_end_of_turn(g, tp: int) -> None:
    fire_player(g, "end_turn", tp)
    fire_delayed(g, "end_turn", tp)


def fire_delayed(g, event: str, player: int) -> None:
    keep = []
    for d in g.delayed:
        if d["event"] == event and d["controller"] == player:
            g.triggered.append(PendingTrigger(player, d["source"], d["ability"], NONE,
                                              LOC_NONE, extra={"delayed": d["effects"]}))
        else:
            keep.append(d)
    g.delayed = keep


def fire_played(g, obj_id: int, player: int) -> None:
    """A permanent was played: its play effects (383.4.a), Vision (817), "when you play …"."""
    o = g.objs[obj_id]
    info = g.pool[o.card]
    fire_self(g, "play_self", obj_id)
    for _ in range(info.keywords.get("Vision", 0) and 1):
        g.triggered.append(PendingTrigger(player, obj_id, VISION, obj_id, o.loc))
    fire_player(g, "you_play_card", player, trigger_obj=obj_id, exclude=obj_id)
    if info.type == "unit":
        fire_player(g, "you_play_unit", player, trigger_obj=obj_id, exclude=obj_id)


def fire_spell_played(g, obj_id: int, player: int) -> None:
    """419.4.a: a spell counts as played when it resolves."""
    fire_player(g, "you_play_card", player, trigger_obj=obj_id)
    fire_player(g, "you_play_spell", player, trigger_obj=obj_id)


def emit_trigger_event(g, pt: PendingTrigger) -> None:
    g.emit(EventKind.TRIGGER, pt.controller, pt.source, value=pt.ability)
