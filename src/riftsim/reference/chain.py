"""The chain (rules 327-340): pending items, Finalize / Execute / Pass / Resolve, priority.

Items are finalized oldest first (337.1.b) without passing priority; then the controller of
the newest item gets priority (337.1.c.3); the item on top resolves when every player has
passed in sequence (339.1); after it the controller of the new top item gets priority
(340.4), or, with the chain gone during a showdown, focus passes on (340.2.a) unless a
trigger or an Add ability opened the chain (346.1).
"""

from __future__ import annotations

from riftsim.actions import DONE, NO, PASS, YES, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Activated, Spell, Triggered
from riftsim.events import EventKind
from riftsim.reference import effects, resources, select, triggers, zones
from riftsim.reference.state import NONE, ChainItem, Zone


def ability_of(g, item: ChainItem):
    """The DSL ability a chain item carries (None for built-in keyword triggers)."""
    info = g.pool[g.objs[item.source].card]
    if item.ability < 0:
        return None
    return info.abilities[item.ability]


# ---------------------------------------------------------------- triggers onto the chain


def put_triggers_on_chain(g) -> None:
    g.push("order_triggers", pending=list(g.triggered))
    g.triggered = []


def h_order_triggers(g, t) -> None:
    """383.3.d: the turn player's triggers first, then the others' in turn order; each player
    chooses the order of their own."""
    pending = t.data["pending"]
    first = g.trigger_first if g.trigger_first != NONE else g.turn_player
    for pl in g.players_from(first):
        mine = [i for i, pt in enumerate(pending) if pt.controller == pl]
        if not mine:
            continue
        if len(mine) > 1:
            opts = [encode(ActionKind.INDEX, k) for k in range(len(mine))]
            a = g.choose(t, DecisionKind.ORDER_TRIGGERS, pl, opts)
            if a is None:
                return
            pick = mine[decode(a)[1]]
        else:
            pick = mine[0]
        pt = pending.pop(pick)
        add_trigger(g, pt)
        return
    g.tasks.pop()
    g.trigger_first = NONE


def add_trigger(g, pt) -> None:
    if not g.chain:
        g.chain_by_trigger = True
        g.passes = 0
    item = ChainItem("trigger", pt.controller, pt.source, pt.ability, True,
                     trigger_obj=pt.trigger_obj, here=pt.here, snapshot_might=pt.snapshot_might,
                     extra=dict(pt.extra))
    g.chain.append(item)
    triggers.emit_trigger_event(g, pt)
    g.dirty = True                                  # 319.3


# ---------------------------------------------------------------- FEPR


def flow(g) -> None:
    """With a chain: finalize pending items (337), else the priority player acts (338)."""
    for item in g.chain:
        if item.pending:
            g.push("finalize", item=item)
            return
    g.push("priority")


def h_finalize(g, t) -> None:
    """337 / 401-406 for a triggered ability: "may", targets, cost within instructions."""
    item: ChainItem = t.data["item"]
    ab = ability_of(g, item)
    if t.stage == 0:
        if isinstance(ab, Triggered) and ab.optional:          # 383.3.a
            a = g.choose(t, DecisionKind.MAY, item.controller, [YES, NO], item.source)
            if a is None:
                return
            if a == NO:
                _drop(g, t, item)
                return
        t.stage = 1
        t.data["slot"] = 0
    if t.stage == 1:
        targets = getattr(ab, "targets", ()) if ab is not None else ()
        while t.data["slot"] < len(targets):
            r = choose_targets(g, t, item, targets, item.controller)
            if r is None:
                return
            if r is False:                                       # 402.3: no legal choice
                _drop(g, t, item)
                return
        t.stage = 2
    if t.stage == 2:
        cost = getattr(ab, "cost", None) if isinstance(ab, Triggered) else None
        if cost is not None:                                     # 383.3.b / 404.2
            price = resources.cost_price(cost)
            if not resources.can_pay(g, item.controller, price):
                _drop(g, t, item)
                return
            a = g.choose(t, DecisionKind.OPTIONAL_COST, item.controller, [YES, NO], item.source)
            if a is None:
                return
            if a == NO:
                _drop(g, t, item)
                return
            resources.pay(g, item.controller, price)
    g.tasks.pop()
    finalize(g, item)


def _drop(g, t, item) -> None:
    g.tasks.pop()
    if item in g.chain:
        g.chain.remove(item)
    g.dirty = True


def finalize(g, item: ChainItem) -> None:
    """The item stops being pending (329.3); its controller gets priority (337.1.c.3)."""
    item.pending = False
    g.priority = item.controller
    g.passes = 0
    g.dirty = True
    ab = ability_of(g, item)
    if isinstance(ab, Activated) and ab.adds:                   # 400.2: Add resolves at once
        g.push("resolve", item=item)


def choose_targets(g, t, item: ChainItem, targets, chooser: int, here: int | None = None):
    """Choose the targets of slot `t.data['slot']` one at a time (355.5-355.13).

    Returns True when the slot is complete, False when no legal choice exists, None while
    waiting for a decision."""
    slot = t.data["slot"]
    spec = targets[slot]
    while len(item.targets) <= slot:
        item.targets.append([])
    chosen = item.targets[slot]
    loc = item.here if here is None else here
    cands = [c for c in select.candidates(g, spec.sel, chooser, item.source, loc)
             if c not in chosen]
    if item.from_hidden_bf >= 0:                                 # 811.1.d.2
        hb = item.from_hidden_bf + 1
        cands = [c for c in cands if select.location_of(g, c) == hb]
    if spec.same_location and chosen:
        loc0 = select.location_of(g, chosen[0])
        cands = [c for c in cands if select.location_of(g, c) == loc0]
    if item.kind == "spell":
        cands = [c for c in cands if c != item.source]           # 355.9.c
    filt = t.data.get("target_filter")
    if filt is not None:
        cands = [c for c in cands if filt(g, c)]
    need_more = len(chosen) < spec.count
    if not need_more or (not cands and (spec.up_to or chosen)):
        t.data["slot"] = slot + 1
        return True
    if not cands:
        return False
    opts = [encode(ActionKind.TARGET, c) for c in cands]
    if spec.up_to or chosen:
        if spec.up_to:
            opts.append(DONE)
    a = g.choose(t, DecisionKind.TARGET, chooser, opts, item.source)
    if a is None:
        return None
    if a == DONE:
        t.data["slot"] = slot + 1
        return True
    c = decode(a)[1]
    chosen.append(c)
    item.epochs[c] = g.objs[c].epoch
    if len(chosen) >= spec.count:
        t.data["slot"] = slot + 1
        return True
    return choose_targets(g, t, item, targets, chooser, here)


def h_priority(g, t) -> None:
    """338: the player with priority plays a legally timed card / ability, or passes."""
    from riftsim.reference import play

    pl = g.priority
    opts = [PASS] + play.reaction_options(g, pl)
    a = g.choose(t, DecisionKind.PRIORITY, pl, opts)
    if a is None:
        return
    g.tasks.pop()
    if a == PASS:                                                # 338.1.c / 339
        g.passes += 1
        if g.passes >= len(g.players):
            g.passes = 0
            g.push("resolve", item=g.chain[-1])
        else:
            g.priority = g.opponent(pl)
        return
    play.start_action(g, pl, a)


def h_resolve(g, t) -> None:
    """340: the newest item resolves: its effects in full, then it leaves the chain."""
    item: ChainItem = t.data["item"]
    if item not in g.chain:                      # countered / left the chain (359.3.e.15)
        g.tasks.pop()
        return
    if t.stage == 0:
        t.stage = 1
        g.emit(EventKind.RESOLVE, item.controller, item.source, value=item.ability)
        effects.begin(g, t, item)
    if not effects.step(g, t):
        return
    g.tasks.pop()
    finish_resolution(g, item)


def finish_resolution(g, item: ChainItem) -> None:
    if item in g.chain:
        g.chain.remove(item)
        o = g.objs[item.source]
        if item.kind == "spell" and o.zone == Zone.CHAIN:
            zones.move_to(g, o, Zone.TRASH)                      # 359.3.d
            g.players[item.controller].cards_played += 1
            triggers.fire_spell_played(g, o.id, item.controller)
    g.dirty = True
    if g.chain:
        g.priority = g.chain[-1].controller                      # 340.4
        return
    g.priority = NONE
    if g.showdown is not None and not g.chain_by_trigger:       # 340.2.a / 346
        g.showdown.focus = g.opponent(g.showdown.focus)
    g.chain_by_trigger = False


def counter(g, item: ChainItem) -> None:
    """425: the item does nothing and leaves the chain; a countered card is not played."""
    if item not in g.chain:
        return
    g.chain.remove(item)
    o = g.objs[item.source]
    if item.kind == "spell" and o.zone == Zone.CHAIN:
        zones.move_to(g, o, Zone.TRASH)
    g.emit(EventKind.COUNTER, item.controller, item.source)
    g.dirty = True


HANDLERS = {"order_triggers": h_order_triggers, "finalize": h_finalize,
            "priority": h_priority, "resolve": h_resolve}

__all__ = ["Spell"]
