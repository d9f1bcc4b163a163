"""Cleanups (rules 318-324), including the special combat (461.1) and ending (317.2) cleanups.

A cleanup never asks anything until its last step: when a showdown or combat is staged in a
neutral open state, the turn player chooses where it begins (323.11-323.13)."""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.protocol import OutcomeReason
from riftsim.reference import effects, layers, resources, triggers, zones
from riftsim.reference.state import ATTACKER, DEFENDER, LOC_BASE, NONE, Showdown, Zone


def check_victory(g) -> bool:
    """323.1 / 467: victory score reached with more points than every opponent (with teams, the
    team's shared score, 484.6)."""
    for p in g.players:
        if g.wins_now(p.index):
            g.end_game(p.index, OutcomeReason.VICTORY_SCORE)
            return True
    return False


def opposed(g, present: set) -> bool:
    """456: units of two opposing players are among `present` (the players with units at a
    battlefield); with teams, a teammate's units are no opponent's (484.2, 740.2)."""
    if not g.has_teams:
        return len(present) >= 2
    return any(g.is_opponent(a, b) for a in present for b in present)


def assign_designations(g) -> None:
    """323.2: units at the combat's battlefield take their controller's designation; units
    elsewhere lose theirs. A unit gaining Attacker/Defender for the first time in this combat
    fires its attack/defend triggers (383.4.e-f)."""
    sd = g.showdown
    allies = []
    for o in g.objs:
        if o.zone != Zone.BOARD or g.pool[o.card].type != "unit":
            continue
        if sd is None or not sd.combat or o.loc != sd.bf + 1:
            o.designation = 0
            continue
        want = ATTACKER if o.controller == sd.attacker else (
            DEFENDER if o.controller == sd.defender else 0)
        if o.designation != want:
            o.designation = want
            if want == ATTACKER and o.id not in sd.attackers_seen:
                sd.attackers_seen.add(o.id)
                triggers.fire_self(g, "attack", o.id)
                allies.append(("ally_attack", o))
            elif want == DEFENDER and o.id not in sd.defenders_seen:
                sd.defenders_seen.add(o.id)
                triggers.fire_self(g, "defend", o.id)
                allies.append(("ally_defend", o))
    for event, o in allies:          # "When a friendly unit attacks/defends (alone)": checked
        for p in (o.controller, *g.allies(o.controller)):    # once all are placed; friendly:
            triggers.fire_player(g, event, p, trigger_obj=o.id)   # a teammate's too (740.1)
        bf_ctl = g.bfs[sd.bf].controller
        if event == "ally_attack" and bf_ctl != NONE and g.is_opponent(bf_ctl, o.controller):
            # "When an enemy unit attacks a battlefield you control" (Nine-Tailed Fox)
            triggers.fire_player(g, "enemy_attacks_mine", bf_ctl, trigger_obj=o.id)


def kill_lethal(g, t=None) -> bool | None:
    """323.4-323.5: units with non-zero damage >= Might die (Deathknell noted first). With the
    task `t`, the decisions of replacement effects are asked (373: which of the units dying
    together a replacement saves): None while waiting (the task resumes here)."""
    if t is not None and "kill_ids" in t.data:
        dead = t.data["kill_ids"]
    else:
        from riftsim.reference.ops_unl import any_damage_lethal
        dead = [o.id for o in g.objs if o.zone == Zone.BOARD and g.pool[o.card].type == "unit"
                and o.damage > 0 and (o.damage >= layers.might(g, o)
                                      or any_damage_lethal(g, o))]   # (Elder Dragon)
    if not dead:
        return False
    if t is None:
        effects.kill(g, dead)
        return True
    return None if effects.kill_deciding(g, t, dead, t.data) is None else True


def heal_all(g) -> None:
    for o in g.objs:
        if o.zone == Zone.BOARD and o.damage:
            o.damage = 0


def h_cleanup(g, t) -> None:
    special = t.data.get("special")
    if t.stage == 0:
        g.dirty = False
        if check_victory(g):                                # 1
            g.tasks.pop()
            return
        assign_designations(g)                              # 2
        if special == "ending":                             # 317.2.b-d
            heal_all(g)
            g.effects = [e for e in g.effects if e.duration != "turn"]
            for p in g.players:
                resources.empty_pool(g, p.index)
        t.stage = 1
    if kill_lethal(g, t) is None:                           # 3a, 3b (373: a choice may wait)
        return
    g.tasks.pop()
    effects.expire_kill_watch(g)                            # 428.5.c: this cleanup only
    triggers.check_mighty(g)                                # 709: "becomes Mighty" events
    sd = g.showdown
    if not g.chain and not g.triggered:                     # 4 (383.3: a triggered ability
        for bf in g.bfs:                                    # is on the chain as it triggers,
            # so a Deathknell noted in 3a keeps the state closed: the Unleashed FAQ on 187.4.c)
            # 187.4.c / 323.6 as amended (Unleashed Rules FAQ): the controller loses control
            # when none of *their* units are there, in an open state, with no showdown there
            if bf.controller != NONE and not g.units_at(bf.index + 1, bf.controller) and \
                    (sd is None or sd.bf != bf.index):
                bf.controller = NONE
                g.emit(EventKind.CONTROL, NONE, loc=bf.index + 1)
    for o in g.objs:                                        # 5: gear at battlefields
        if o.zone == Zone.BOARD and o.loc > LOC_BASE and g.pool[o.card].type == "gear" \
                and o.attached_to == NONE:                  # 435.4.a: unattached gear only
            effects.recall(g, o.id)
    for bf in g.bfs:                                        # 5: hidden cards (107.3.d)
        for fd in zones.facedown_cards(bf):
            if g.objs[fd].controller != bf.controller:
                zones.move_to(g, g.objs[fd], Zone.TRASH)
    for bf in g.bfs:                                        # 6, 7, 7a
        loc = bf.index + 1
        present = {u.controller for u in g.units_at(loc)}
        in_progress = sd is not None and sd.bf == bf.index
        if bf.contested_by != NONE and not in_progress and bf.contested_by not in present:
            bf.contested_by = NONE                          # 323.8.a: no longer staged
        bf.showdown_staged = bf.contested_by != NONE and not in_progress
        bf.combat_staged = bf.contested_by != NONE and opposed(g, present) and \
            not (in_progress and sd.combat)
    if g.dirty:
        return                                              # 322: clean up again first
    if g.chain or g.is_over:
        return
    staged = [bf.index for bf in g.bfs if bf.showdown_staged or bf.combat_staged]
    if sd is None and staged:                               # 8, 9
        g.push("begin_showdown", staged=staged)
    elif sd is not None and not sd.combat and g.bfs[sd.bf].combat_staged:   # 9a
        begin_combat(g, sd.bf)


def h_begin_showdown(g, t) -> None:
    staged = t.data["staged"]
    opts = [encode(ActionKind.LOCATION, i + 1) for i in staged]
    a = g.choose(t, DecisionKind.CHOOSE_BATTLEFIELD, g.turn_player, opts)
    if a is None:
        return
    g.tasks.pop()
    i = decode(a)[1] - 1
    bf = g.bfs[i]
    if bf.combat_staged:
        begin_combat(g, i)
    else:
        g.showdown = Showdown(bf=i, combat=False, focus=bf.contested_by,
                              applied_by=bf.contested_by)          # 345
        bf.showdown_staged = False
        g.emit(EventKind.SHOWDOWN, bf.contested_by, loc=i + 1, value=0)
    g.dirty = True


def begin_combat(g, i: int) -> None:
    """459.2: attacker = the player who applied Contested; designations; attacker has focus;
    attack and defend triggers form the initial chain (attacker's first, 459.2.d.1)."""
    bf = g.bfs[i]
    attacker = bf.contested_by
    present = {u.controller for u in g.units_at(i + 1)}
    defender = next(p for p in sorted(present) if g.is_opponent(p, attacker))
    g.showdown = Showdown(bf=i, combat=True, focus=attacker, attacker=attacker,
                          defender=defender, applied_by=attacker)
    bf.combat_staged = bf.showdown_staged = False
    g.emit(EventKind.SHOWDOWN, attacker, loc=i + 1, value=1)
    g.trigger_first = attacker
    # "When combat starts here" (187.6: the battlefield's controller, else the turn player)
    triggers.fire_battlefield(g, "combat_start_here", i,
                              bf.controller if bf.controller != NONE else g.turn_player)
    triggers.fire_battlefield(g, "defend_here", i, defender)   # "When you defend here"
    triggers.fire_player(g, "you_defend", defender, event_loc=i + 1)   # "When you defend at
    assign_designations(g)
    if not g.triggered:             # no initial chain: later triggers order from the turn
        g.trigger_first = NONE      # player again (383.3.d)
    g.dirty = True


HANDLERS = {"cleanup": h_cleanup, "begin_showdown": h_begin_showdown}
