"""Unleashed (UNL) ops of the reference engine: XP (728-733), Predict (436), "can't move",
"stun, or return if already stunned", a delay that remembers "there", and moving to the
trigger event's battlefield.

The mechanics that live in the rules modules are hooked there (each cites its rule): Hunt
(823, triggers.fire_hunt from scoring), Level (824, select `xp_ge`), Backline (826,
combat.assignable), excess damage (combat.h_combat_damage), the move tax passive
(movement.move_tax), granted battlefield abilities (play.granted_users). Unleashed cards whose
ops are a shared mechanic are in the mechanic modules: the "next time it would die"
replacement (390.3) in ops_replacements, "banish it, then its owner plays it" in
ops_look_and_play, Equipment in ops_equipment.
"""

from __future__ import annotations

from riftsim.actions import CHAIN_TARGET, DONE, ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.reference import effects, zones
from riftsim.reference.effects import _board_units, add_effect, op, resolve_ref, value
from riftsim.reference.state import LOC_BASE


def gain_xp(g, player: int, n: int) -> None:
    """730.1: increase the player's XP (no limit, 733)."""
    if n <= 0:
        return
    p = g.players[player]
    p.xp += n
    p.xp_gained += n
    g.emit(EventKind.XP, player, value=p.xp)
    g.dirty = True


@op("gain_xp")
def _gain_xp(g, t, item, o):
    gain_xp(g, item.controller, value(g, t, item, o.n) or 0)
    return True


@op("predict")
def _predict(g, t, item, o):
    """436: look at the top N cards (as many as there are, no Burn Out, 436.4); recycle any
    number of them (chosen one at a time, DONE keeps the rest); put the rest back on top in
    any order (the player picks the new top card, then the next, …)."""
    from riftsim.reference.ops_look_and_play import in_deck, look_hook

    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    if "looked" not in st:
        n = value(g, t, item, o.n) or 0
        st.update(looked=list(p.deck[:max(0, n)]), recycle=[], order=[], kept=False)
    if look_hook(g, t, st.setdefault("hook", {}), st["looked"], item.controller) is None:
        return None                          # Nocturne's offer as he is looked at (424)
    looked = st["looked"] = in_deck(g, st["looked"])
    while not st["kept"]:
        rest = [c for c in looked if c not in st["recycle"]]
        if not rest:
            break
        opts = [encode(ActionKind.SELECT, c) for c in rest] + [DONE]
        a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller, opts, item.source)
        if a is None:
            return None
        if a == DONE:
            st["kept"] = True
        else:
            st["recycle"].append(decode(a)[1])
    rest = [c for c in looked if c not in st["recycle"]]
    while len(st["order"]) < len(rest) - 1:
        opts = [encode(ActionKind.SELECT, c) for c in rest if c not in st["order"]]
        a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller, opts, item.source)
        if a is None:
            return None
        st["order"].append(decode(a)[1])
    order = st["order"] + [c for c in rest if c not in st["order"]]
    for c in looked:
        p.deck.remove(c)
    p.deck[0:0] = order
    zones.recycle_many(g, st["recycle"])
    return True


# ---------------------------------------------------------------- movement and stun


@op("cant_move")
def _cant_move(g, t, item, o):
    """"They can't move it this turn": its current controller can't move it (standard move or
    their own effects) until the end of the turn (movement.move_forbidden)."""
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        add_effect(g, "cant_move", u.id, duration="turn", controller=u.controller)
    return True


@op("stun_or_return")
def _stun_or_return(g, t, item, o):
    """Stun it (423); if it is already stunned, return it to its owner's hand instead."""
    stunned = []
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        if u.stunned:
            zones.return_to_hand(g, u)
        else:
            effects.stun(g, u.id, item.controller)
            stunned.append(u)
    effects.fire_stunned_enemies(g, stunned, item.controller)
    g.dirty = True
    return True


@op("delay_there")
def _delay_there(g, t, item, o):
    """A delayed triggered ability (390.2) for a time of this turn that remembers where its
    source was (its "here")."""
    g.delayed.append({"event": o.kw, "controller": item.controller, "source": item.source,
                      "ability": int(o.n), "effects": None, "turn": g.turn,
                      "here": effects._here(g, item)})
    return True


@op("move_to_event_loc")
def _move_to_event_loc(g, t, item, o):
    """Move it to the location the trigger event happened at ("… move me to that
    battlefield"), noted when the trigger condition was met (359.3.f.3)."""
    from riftsim.reference import movement

    loc = int(item.extra.get("event_loc", -1))
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to)) if u.loc != loc]
    if (loc > LOC_BASE or (o.kw == "base_too" and loc == LOC_BASE)) and ids:   # kw: a base
        movement.move_units(g, ids, loc, item.controller)
    t.data["it"] = ids
    return True


# ---------------------------------------------------------------- "when it … this turn" (390.2)


@op("when_this_turn")
def _when_this_turn(g, t, item, o):
    """A delayed triggered ability watching an object for the rest of the turn (390.2, 392):
    a turn effect "watch_<event>" on each unit named, `n` the card's `Delayed` ability, `kw`
    the source's id (as text); `fire_watches` triggers it each time the event happens."""
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        add_effect(g, "watch_" + o.kw, u.id, int(o.n), str(item.source), "turn",
                   item.controller)
    return True


def fire_watches(g, event: str, obj_id: int) -> None:
    """`obj_id` had `event` ("win_combat"): each watch on it (effects kept in timestamp order)
    triggers its `Delayed` ability for the watch's controller, TRIGGER naming the object."""
    from riftsim.reference.state import PendingTrigger

    o = g.objs[obj_id]
    fired = []
    for e in g.effects:
        if e.kind == "watch_" + event and e.target == obj_id and e.epoch == o.epoch:
            g.triggered.append(PendingTrigger(e.controller, int(e.kw), e.n, obj_id,
                                              extra={"trigger_epoch": o.epoch}))
            fired.append(e)
    if event == "next_damage":               # "the next time …": once, then it ends
        g.effects = [e for e in g.effects if not any(e is f for f in fired)]


# ---------------------------------------------------------------- lethal damage modification
# "Any amount of your damage is enough to kill enemy units" (Elder Dragon; static kind
# "damage_lethal"). The Unleashed Rules FAQ ("Lethal Damage Modification") redefines lethal
# damage (323.5 cleanups, 460.2.c.3 combat assignment) for a unit that has damage marked by a
# player who controls such a passive and is not its controller: any non-zero damage. Damage
# is marked by the player responsible for the deal (`Obj.damaged_by`, effects.deal_damage),
# even before the passive's source entered the board; prevented damage is never dealt
# (437.2.a), so it marks nothing.


def lethal_for(g, player: int, o) -> bool:
    """Does any damage `player` marks on `o` kill it: an active "damage_lethal" passive of an
    object `player` controls, `o` being an enemy unit of theirs?"""
    from riftsim.reference.ops_ven import _controller_statics

    return player >= 0 and g.is_opponent(o.controller, player) and bool(
        _controller_statics(g, "damage_lethal", player))


def any_damage_lethal(g, o) -> bool:
    """Is the damage on `o` lethal because a player with the passive marked some of it?"""
    if o.damage <= 0 or not o.damaged_by:
        return False
    return any(o.damaged_by >> p & 1 and lethal_for(g, p, o) for p in range(len(g.players)))


# ---------------------------------------------------------------- countering by what it chooses
# "Counter an enemy spell or ability that chooses it and no other friendly unit" (Repulse; 425
# counter, 355.6-355.8 choosing targets). An item chooses an object while the targeting
# relationship lasts: the object was chosen as a target and is still that object on the board,
# legal or not (359.3.e.3; Unleashed Rules FAQ, Alpha Strike and Repulse: a chosen unit moved
# to base is still chosen, one that changed zone is not).


def chosen_units(g, it) -> set[int]:
    """The units the chain item `it` chooses now (the FAQ's "arrows")."""
    from riftsim.reference.state import Zone

    out = set()
    for slot in it.targets:
        for c in slot:
            if c >= CHAIN_TARGET:            # a chain item (actions.CHAIN_TARGET), no unit
                continue
            o = g.objs[c]
            if o.zone == Zone.BOARD and g.pool[o.card].type == "unit" and \
                    o.epoch == it.epochs.get(c, o.epoch):
                out.add(c)
    return out


@op("counter_choosing")
def _counter_choosing(g, t, item, o):
    """Counter the newest enemy spell or ability on the chain that chooses the unit `to` and
    no other unit of the resolving item's controller (the newest when several qualify: a
    simplification of the controller's choice, noted on the card)."""
    from riftsim.reference import chain
    from riftsim.reference.ops_ven import cant_be_countered

    me = item.controller
    for u in resolve_ref(g, t, item, o.to):
        for it in reversed(list(g.chain)):
            if it.controller == me or it.kind not in ("spell", "ability", "trigger"):
                continue
            chosen = chosen_units(g, it)
            if u in chosen and not any(c != u and g.objs[c].controller == me for c in chosen) \
                    and not cant_be_countered(g, it.controller):
                chain.counter(g, it)
                return True
    return True
