"""Unleashed (UNL) ops of the reference engine: XP (728-733), Predict (436), a delayed
"would die" replacement (390.3), "can't move", "stun, or return if already stunned", a
delay that remembers "there", and moving to the trigger event's battlefield.

The mechanics that live in the rules modules are hooked there (each cites its rule): Hunt
(823, triggers.fire_hunt from scoring), Level (824, select `xp_ge`), Backline (826,
combat.assignable), excess damage (combat.h_combat_damage), the move tax passive
(movement.move_tax), granted battlefield abilities (play.granted_users).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
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
    from riftsim.reference.ops_limited_play import in_deck, look_hook

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


# ---------------------------------------------------------------- "the next time it would die"


@op("save_from_death")
def _save_from_death(g, t, item, o):
    """390.3: a delayed replacement effect on the chosen unit, for this turn; `o.kw` a domain
    when it says "you may pay [that Power] to … instead" (Unlicensed Armory)."""
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    for i in ids:
        add_effect(g, "save_from_death", i, kw=o.kw, duration="turn",
                   controller=item.controller)
    t.data["it"] = ids
    return True


def _pay_price(e):
    from riftsim.reference.resources import Price

    return Price(0, [frozenset([e.kw])])


def _save_question(g, objs, answers):
    """370 / 373: "you may pay [Power] to … instead": its controller decides as the unit would
    die, if they can pay (kill_deciding asks; key ("pay", effect timestamp))."""
    from riftsim.actions import NO, YES, DecisionKind
    from riftsim.reference.resources import can_pay

    for obj in objs:
        for e in g.effects:
            if e.kind == "save_from_death" and e.kw and e.target == obj.id \
                    and e.epoch == obj.epoch and ("pay", e.timestamp) not in answers \
                    and can_pay(g, e.controller, _pay_price(e)):
                return (("pay", e.timestamp), e.controller, DecisionKind.MAY, [YES, NO], obj.id)
    return None


def _replace_death(g, obj, answers=None) -> bool:
    """369-370: the unit would die: instead heal it, exhaust it and recall it (the effect is
    used up, 370.2). With a cost ("you may pay …"), only if its controller chose to and can
    pay (asked by kill_deciding; unasked, it is paid when it can be)."""
    from riftsim.actions import YES
    from riftsim.reference.resources import can_pay, pay

    for e in list(g.effects):
        if e.kind == "save_from_death" and e.target == obj.id and e.epoch == obj.epoch:
            g.effects.remove(e)
            if e.kw:                                       # "you may pay [C] to …"
                want = answers is None or answers.get(("pay", e.timestamp)) == YES
                if not (want and can_pay(g, e.controller, _pay_price(e))):
                    continue                               # declined: used up, no save
                pay(g, e.controller, _pay_price(e))
            if obj.damage:
                obj.damage = 0
                g.emit(EventKind.HEAL, obj.controller, obj.id)
            if not obj.exhausted:
                obj.exhausted = True
                g.emit(EventKind.EXHAUST, obj.controller, obj.id)
            if obj.loc != LOC_BASE:
                effects.recall(g, obj.id)                 # 449: not a move
            g.dirty = True
            return True
    return False


effects.DEATH_REPLACEMENTS.append(_replace_death)
effects.DEATH_QUESTIONS.append(_save_question)


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
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        if u.stunned:
            zones.return_to_hand(g, u)
        else:
            effects.stun(g, u.id, item.controller)
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
    if loc > LOC_BASE and ids:
        movement.move_units(g, ids, loc, item.controller)
    t.data["it"] = ids
    return True


@op("banish_replay")
def _banish_replay(g, t, item, o):
    """Banish a unit, then its owner plays it to any battlefield it may be at (444.2),
    ignoring its cost: a limited play by the owner (419.3, ops_limited_play), finalized once
    this resolution is over (354.3); a token ceased to exist and is not played (183.1). It
    enters exhausted unless something makes it enter ready (359.2.c)."""
    from riftsim.reference.ops_limited_play import FREE, limited_play
    from riftsim.reference.state import Zone

    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    if not ids:
        return True
    x = g.objs[ids[0]]
    zones.banish(g, x, by=item.controller)
    if x.zone != Zone.BANISHMENT:
        return True
    limited_play(g, x.owner, x.id, cost=FREE, locs=[bf.index + 1 for bf in g.bfs])
    t.data["it"] = [x.id]
    return True
