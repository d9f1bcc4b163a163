"""Showdown ends (rule 348) and combat: damage step (460) and resolution step (461)."""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.reference import cleanup, effects, layers, scoring, zones
from riftsim.reference.state import ATTACKER, DEFENDER, LOC_BASE, NONE, Zone


def h_end_showdown(g, t) -> None:
    """348: every player passed focus in sequence: the showdown closes."""
    g.tasks.pop()
    sd = g.showdown
    if sd.combat:
        g.push("combat_damage", side=0, assigned={}, pools=None, last=None)
        return
    # 348.2: non-combat showdown
    loc = sd.bf + 1
    present = sorted({u.controller for u in g.units_at(loc)})
    g.showdown = None
    bf = g.bfs[sd.bf]
    if len(present) == 1:
        scoring.establish_control(g, present[0], sd.bf)
    bf.contested_by = NONE
    g.dirty = True


def lethal_needed(g, u) -> int:
    """Damage still needed to make the unit's damage lethal (460.2.c.3; lethal is non-zero)."""
    return max(1, max(0, layers.might(g, u)) - u.damage)


def h_combat_damage(g, t) -> None:
    """460.2: sum Might per side; attacker then defender assign all of it among the other's
    units: Tank units first (815), lethal in full before the next unit, no more than lethal
    unless every unit already has lethal (then the rest goes on the last unit)."""
    sd = g.showdown
    loc = sd.bf + 1
    if t.data["pools"] is None:
        att = [u for u in g.units_at(loc) if u.designation == ATTACKER]
        dfn = [u for u in g.units_at(loc) if u.designation == DEFENDER]
        if not att or not dfn:                   # 460.1: both sides must remain
            g.tasks.pop()
            g.push("combat_resolution")
            return
        t.data["pools"] = [sum(layers.combat_might(g, u) for u in att),
                           sum(layers.combat_might(g, u) for u in dfn)]
        t.data["assigned"] = {}
    while t.data["side"] < 2:
        side = t.data["side"]
        player = sd.attacker if side == 0 else sd.defender
        want = DEFENDER if side == 0 else ATTACKER
        victims = [u for u in g.units_at(loc) if u.designation == want]
        assigned = t.data["assigned"]
        left = t.data["pools"][side]
        if left <= 0 or not victims:
            t.data["side"] = side + 1
            t.data["last"] = None
            continue
        open_units = [u for u in victims if assigned.get(u.id, 0) < lethal_needed(g, u)
                      and assigned.get(u.id, 0) == 0]
        tanks = [u for u in open_units if layers.has(g, u, "Tank")]
        cands = tanks or open_units
        if not cands:
            last = t.data["last"] if t.data["last"] is not None else victims[-1].id
            assigned[last] = assigned.get(last, 0) + left
            t.data["pools"][side] = 0
            continue
        opts = [encode(ActionKind.TARGET, u.id) for u in cands]
        a = g.choose(t, DecisionKind.ASSIGN_DAMAGE, player, opts)
        if a is None:
            return
        uid = decode(a)[1]
        amount = min(left, lethal_needed(g, g.objs[uid]))
        assigned[uid] = assigned.get(uid, 0) + amount
        t.data["pools"][side] = left - amount
        t.data["last"] = uid
    g.tasks.pop()
    for uid in sorted(t.data["assigned"]):       # 460.2.d: dealt simultaneously
        effects.deal_damage(g, uid, t.data["assigned"][uid], NONE)
    g.push("combat_resolution")                  # 460.3: no FEPR before resolution


def h_combat_resolution(g, t) -> None:
    """461: combat cleanup (kill, heal all, recall attackers if defenders remain), result,
    control and conquest, end of combat."""
    g.tasks.pop()
    sd = g.showdown
    loc = sd.bf + 1
    cleanup.kill_lethal(g)                                       # 461.1 (3a, 3b)
    cleanup.heal_all(g)                                          # 3c
    defenders = [u for u in g.units_at(loc) if u.controller == sd.defender]
    if defenders:                                                # 3d
        for u in g.units_at(loc, sd.attacker):
            effects.recall(g, u.id)
    present = sorted({u.controller for u in g.units_at(loc)})
    winner = present[0] if len(present) == 1 else NONE           # 461.3
    g.emit(EventKind.COMBAT_END, winner, loc=loc)
    bf = g.bfs[sd.bf]
    for o in g.objs:                                             # 461.7
        o.designation = 0
    g.effects = [e for e in g.effects if e.duration != "combat"]
    g.showdown = None
    if len(present) == 2:                                        # 461.3.d.1
        bf.combat_staged = True
        g.dirty = True
        return
    bf.contested_by = NONE                                       # 461.5.a
    if winner != NONE:
        scoring.establish_control(g, winner, sd.bf)
    elif bf.controller != NONE:                                  # 461.5.b
        bf.controller = NONE
        g.emit(EventKind.CONTROL, NONE, loc=loc)
    if bf.facedown != NONE and g.objs[bf.facedown].controller != bf.controller:   # 461.5.c
        zones.move_to(g, g.objs[bf.facedown], Zone.TRASH)
    g.dirty = True


HANDLERS = {"end_showdown": h_end_showdown, "combat_damage": h_combat_damage,
            "combat_resolution": h_combat_resolution}

__all__ = ["HANDLERS", "LOC_BASE"]
