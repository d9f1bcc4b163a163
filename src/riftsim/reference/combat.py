"""Showdown ends (rule 348) and combat: damage step (460) and resolution step (461)."""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.reference import cleanup, effects, layers, scoring, zones
from riftsim.reference.state import (
    ATTACKER, DEFENDER, LOC_BASE, NONE, STEP_CLEANED, STEP_CONTROL, STEP_RESULT, Zone,
)


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


def lethal_needed(g, u, by: int = NONE) -> int:
    """Damage still needed to make the unit's damage lethal (460.2.c.3; lethal is non-zero),
    counting the Prevent Values tracked on it (437.5.a). `by`: the player assigning it: with
    an active "damage_lethal" passive any amount of their damage is lethal to an enemy unit
    (ops_unl.lethal_for, the Unleashed FAQ on lethal damage)."""
    from riftsim.reference.ops_unl import lethal_for
    if lethal_for(g, by, u):
        return 1 + effects.prevent_left(g, u)
    return max(1, max(0, layers.might(g, u)) - u.damage) + effects.prevent_left(g, u)


def assignable(g, open_units, victims, assigned) -> list:
    """460.2.c.5-460.2.c.8: units that may receive lethal damage next. Tank units first (815),
    Backline units after every other unit of theirs (826.3-826.4.b); a unit with both may be
    treated as either (460.2.c.7), i.e. before any plain unit or after all of them."""
    def kind(u):
        return layers.has(g, u, "Tank"), layers.has(g, u, "Backline")
    tank = [u for u in open_units if kind(u) == (True, False)]
    both = [u for u in open_units if kind(u) == (True, True)]
    plain = [u for u in open_units if kind(u) == (False, False)]
    back = [u for u in open_units if kind(u) == (False, True)]
    if tank:
        return tank + both
    if plain:
        started = any(u.id in assigned and kind(u) == (False, False) for u in victims)
        return plain if started else plain + both
    return back + both


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
        for p in g.players:
            p.excess = 0                         # "excess damage" of this combat's assignment
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
        open_units = [u for u in victims if assigned.get(u.id, 0) < lethal_needed(g, u, player)
                      and assigned.get(u.id, 0) == 0
                      and not effects.cant_be_damaged(g, u)]    # 460.2.c.9: exempt
        cands = assignable(g, open_units, victims, assigned)
        if not cands:
            last = t.data["last"] if t.data["last"] is not None else victims[-1].id
            assigned[last] = assigned.get(last, 0) + left
            g.players[player].excess += left     # damage assigned beyond lethal
            t.data["pools"][side] = 0
            continue
        opts = [encode(ActionKind.TARGET, u.id) for u in cands]
        a = g.choose(t, DecisionKind.ASSIGN_DAMAGE, player, opts)
        if a is None:
            return
        uid = decode(a)[1]
        amount = min(left, lethal_needed(g, g.objs[uid], player))
        assigned[uid] = assigned.get(uid, 0) + amount
        t.data["pools"][side] = left - amount
        t.data["last"] = uid
    g.tasks.pop()
    for uid in sorted(t.data["assigned"]):       # 460.2.d: dealt simultaneously, by the
        u = g.objs[uid]                          # player who assigned it
        effects.deal_damage(g, uid, t.data["assigned"][uid], NONE,
                            sd.attacker if u.designation == DEFENDER else sd.defender)
    g.push("combat_resolution")                  # 460.3: no FEPR before resolution


def h_combat_resolution(g, t) -> None:
    """461.1: the combat cleanup (kill, heal all, recall attackers if defenders remain). The
    Resolution Step's four subsections (combat cleanup, result, control, combat ends) each
    let the triggers the one before fired go on the chain and resolve first (461.2 / 461.4 /
    461.6; HOT FEPR, 335.3, the Unleashed Rules FAQ "How does HOT FEPR actually work?"): so
    Deathknells of units that died in the combat cleanup resolve before the result (the
    community ruling on combat win timing), "when I win a combat" before control and the
    conquer point (the Spiritforged FAQ on Draven, Audacious), conquer triggers before the
    combat ends. With triggers pending, `showdown.step` notes the subsection done and the
    game loop pushes `combat_step` once the chain is empty; otherwise the next one follows
    at once."""
    sd = g.showdown
    loc = sd.bf + 1
    if cleanup.kill_lethal(g, t) is None:                        # 461.1 (3a, 3b); 373: a
        return                                                   # replacement's choice waits
    g.tasks.pop()
    cleanup.heal_all(g)                                          # 3c
    defenders = [u for u in g.units_at(loc) if u.controller == sd.defender]
    if defenders:                                                # 3d
        from riftsim.reference.ops_ven import _controller_statics
        attackers = g.units_at(loc, sd.attacker)
        if attackers and _controller_statics(g, "tie_recall_all", sd.attacker):
            attackers = g.units_at(loc)      # a tie recalling the attacker's units recalls
        for u in attackers:                  # all units there instead (Symbol of the Solari,
            effects.recall(g, u.id)          # the Origins FAQ errata; a replacement, 367)
            sd.recalled = True
    _after(g, STEP_CLEANED)


def h_combat_step(g, t) -> None:
    """The next subsection of the Resolution Step, once its window's chain is empty."""
    g.tasks.pop()
    NEXT_STEP[g.showdown.step](g)


def _after(g, step: int) -> None:
    """Subsection `step` is done: a FEPR window for the triggers it fired, or the next."""
    g.showdown.step = step
    if g.triggered:
        g.dirty = True
        return
    NEXT_STEP[step](g)


def combat_result(g) -> None:
    """461.3: the combat result, where "when I win a combat" triggers."""
    from riftsim.reference import ops_unl, triggers

    sd = g.showdown
    loc = sd.bf + 1
    present = sorted({u.controller for u in g.units_at(loc)})
    # 461.3 (461.3.d as amended by the Unleashed Rules FAQ, 2026-04-29): "No Result" if units
    # were recalled in the combat cleanup, or if not exactly one player has units here
    winner = present[0] if len(present) == 1 and not sd.recalled else NONE
    g.emit(EventKind.COMBAT_END, winner, loc=loc)
    if winner != NONE:                       # "when I win a combat": I remain here
        for uid in sorted(sd.attackers_seen | sd.defenders_seen):   # after it, on the side
            u = g.objs[uid]                                         # that won
            if u.zone == Zone.BOARD and u.loc == loc and u.controller == winner:
                triggers.fire_self(g, "win_combat_self", uid)
                ops_unl.fire_watches(g, "win_combat", uid)   # "when it wins … this turn"
        triggers.fire_player(g, "you_win_combat", winner)   # "when you win a combat"
    _after(g, STEP_RESULT)


def combat_control(g) -> None:
    """461.5: the player with units remaining establishes control, a conquest if they have
    not scored here this turn; with both players' units remaining a combat is staged here
    instead (461.3.d.1). The players with units here are counted now (461.5.e)."""
    sd = g.showdown
    loc = sd.bf + 1
    bf = g.bfs[sd.bf]
    present = sorted({u.controller for u in g.units_at(loc)})
    if len(present) == 2:                                        # 461.3.d.1
        bf.combat_staged = True
    else:
        bf.contested_by = NONE                                   # 461.5.a
        if present:
            scoring.establish_control(g, present[0], sd.bf)
        elif bf.controller != NONE:                              # 461.5.b
            bf.controller = NONE
            g.emit(EventKind.CONTROL, NONE, loc=loc)
        for fd in zones.facedown_cards(bf):                     # 461.5.c
            if g.objs[fd].controller != bf.controller:
                zones.move_to(g, g.objs[fd], Zone.TRASH)
    for p in g.players:                      # conquer triggers have checked it (383.3.e)
        p.excess = 0
    _after(g, STEP_CONTROL)


def combat_end(g) -> None:
    """461.7: the combat ends: designations removed, "this combat" effects expire, "when a
    combat I was in ends" triggers."""
    from riftsim.reference import triggers

    sd = g.showdown
    for o in g.objs:
        o.designation = 0
    g.effects = [e for e in g.effects if e.duration != "combat"]
    g.showdown = None
    for uid in sorted(sd.attackers_seen | sd.defenders_seen):
        if g.objs[uid].zone == Zone.BOARD:
            triggers.fire_self(g, "combat_end_self", uid)
    g.dirty = True


NEXT_STEP = {STEP_CLEANED: combat_result, STEP_RESULT: combat_control, STEP_CONTROL: combat_end}


HANDLERS = {"end_showdown": h_end_showdown, "combat_damage": h_combat_damage,
            "combat_resolution": h_combat_resolution, "combat_step": h_combat_step}

__all__ = ["HANDLERS", "LOC_BASE"]
