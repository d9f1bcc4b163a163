"""Scoring (rules 462-467): conquer and hold, once per battlefield per turn, the final point."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference import layers, triggers, zones

CONQUER = 1
HOLD = 2


def score(g, player: int, bf_index: int, method: str) -> bool:
    """Score battlefield `bf_index` for `player` by "conquer" or "hold". Returns True if scored.

    465: once per battlefield per turn. 466.1.b: the winning point from a conquer needs every
    battlefield scored this turn; otherwise the player draws 1 instead. Score abilities trigger
    either way (466.2, 383.4.c.2.c). With teams (484.8.b, 484.8.f.1) see `ally_held`."""
    p = g.players[player]
    if bf_index in p.scored or not can_score_here(g, player, bf_index):
        return False
    excepted = ally_held(g, player)
    if method == "conquer" and bf_index in excepted:
        return False                             # 464.1.a / 484.8.b
    p.scored.add(bf_index)
    code = CONQUER if method == "conquer" else HOLD
    g.emit(EventKind.SCORE, player, loc=bf_index + 1, value=code)
    before = p.points
    if g.team_points(player) >= layers.victory_score_now(g) - 1:   # (484.6: the team's score)
        if method == "hold" or len(p.scored | excepted) >= len(g.bfs):   # 484.8.f.1
            g.gain_points(player, 1)
        else:
            zones.draw(g, player, 1)
    else:
        g.gain_points(player, 1)
    if method == "hold":                         # "each point you scored from holding this
        p.hold_points += p.points - before       # turn" (none if it was not gained)
    loc = bf_index + 1
    unit_event = "conquer" if method == "conquer" else "hold"
    for u in g.units_at(loc, player):
        if method == "conquer":                  # "if I didn't conquer this turn"
            g.turn_flags[("conquered", u.id, u.epoch)] = g.turn
        first = len(g.triggered)
        triggers.fire_self(g, unit_event, u.id)
        if method == "conquer":                  # "deal that much" (dsl.ExcessNoted): the
            for pt in g.triggered[first:]:       # excess assigned (460.2.c.4), noted on the
                if "granted" not in pt.extra:    # unit's own triggers (not Effect Text, 718.3)
                    pt.extra["excess"] = p.excess
        if method == "conquer" or triggers.hold_conquer_both(g, u):   # "this turn, it has
            from riftsim.reference.ops_unl import fire_watches   # 'When I conquer, …'" (with
            fire_watches(g, "conquer", u.id)                     # Skyfall, a hold effect too)
        triggers.fire_hunt(g, u.id)              # 823.1.b
    # trigger object: the battlefield ("if you have 4+ units at that battlefield")
    triggers.fire_player(g, "you_" + unit_event, player, trigger_obj=g.bfs[bf_index].obj)
    if method == "hold":                         # "when you or an ally hold" (484.2)
        for q in g.allies(player):
            triggers.fire_player(g, "ally_hold", q, trigger_obj=g.bfs[bf_index].obj)
    triggers.fire_trash(g, "you_" + unit_event + "_trash", player)   # 385.2: from the trash
    triggers.fire_battlefield(g, unit_event + "_here", bf_index, player)
    return True


def ally_held(g, player: int) -> frozenset:
    """With teams: the battlefields a teammate of the turn player controlled or had units at
    during this turn's Beginning Phase (`g.ally_held`, noted by turn.note_ally_held), for a
    player of the turn player's team: they can't be scored through conquer by that team this
    turn (464.1.a, 484.8.b), and the final point from a conquer doesn't need them scored
    (484.8.f.1)."""
    if not g.ally_held or not g.friends(player, g.turn_player):
        return frozenset()
    return g.ally_held


def can_score_here(g, player: int, bf_index: int) -> bool:
    """A battlefield's "players can't score here until their n-th turn" passive (Forgotten
    Monument): no scoring at all before then, so no point and no conquer or hold triggers
    (Spiritforged FAQ); control still changes."""
    from riftsim.cards.dsl import Static

    info = g.pool[g.objs[g.bfs[bf_index].obj].card]
    return not any(a.kind == "no_score_before_turn" and g.players[player].turns_taken < a.n
                   for _, a in info.abilities_of(Static))


def establish_control(g, player: int, bf_index: int) -> None:
    """187.4 / 461.5: control changes; gaining control is a conquer (464.1)."""
    bf = g.bfs[bf_index]
    bf.contested_by = -1
    if bf.controller == player:
        return
    bf.prev_controller = bf.controller          # "conquer a battlefield that was uncontrolled"
    bf.controller = player
    g.emit(EventKind.CONTROL, player, loc=bf_index + 1)
    g.players[player].conquered.add(bf_index)   # "a battlefield you conquered this turn"
    score(g, player, bf_index, "conquer")
