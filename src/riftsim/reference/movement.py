"""Movement (rules 440-453) and Contested status (187.3)."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference import layers, triggers
from riftsim.reference.state import LOC_BASE, NONE, Zone


def players_at(g, loc: int) -> set[int]:
    return {u.controller for u in g.units_at(loc)}


def contest(g, bf_index: int, player: int) -> None:
    """187.3.a.1: a unit arriving at a battlefield its controller doesn't control contests it
    (unless it is contested already)."""
    bf = g.bfs[bf_index]
    if bf.controller != player and bf.contested_by == NONE:
        bf.contested_by = player


def can_enter(g, unit, loc: int) -> bool:
    """444.2 / 144.4.a.1: never to a battlefield with units of two other players. With more
    than two players (442.2.a / 457.1), a battlefield where a combat is staged (units of two
    players there: 444.2 already) or in progress is closed to a player who is neither in
    that combat nor already has permanents there; this also closes it to units played there
    (457.2, play.unit_locations)."""
    if loc == LOC_BASE:
        return True
    return not closed_to(g, unit.controller, loc)


def closed_to(g, player: int, loc: int) -> bool:
    """Battlefield `loc` is no place for `player`'s units to move or be played to: units of
    two other players are there (444.2), or, with more than two players, a combat `player`
    is not in is in progress there and they have no permanent there (442.2.a, 457.1-457.2), or,
    with teams, a teammate controls it or has units there (ally_there)."""
    if len(players_at(g, loc) - {player}) >= 2:
        return True
    if g.has_teams and ally_there(g, player, loc):
        return True
    sd = g.showdown
    return (len(g.players) > 2 and sd is not None and sd.combat and sd.bf + 1 == loc
            and player not in (sd.attacker, sd.defender)
            and not any(o.controller == player for o in g.board_objs(loc)))


def ally_there(g, player: int, loc: int) -> bool:
    """442.2.b: a battlefield a teammate of `player` controls is no destination for moves of
    `player`'s units; the Origins FAQ (2v2) adds that allies never have units at the same
    battlefield at all, so one where a teammate's units are is closed too (and a unit played
    there goes to its controller's base, as 457.2.a does)."""
    allies = g.allies(player)
    bf = g.bfs[loc - 1]
    return bf.controller in allies or any(u.controller in allies for u in g.units_at(loc))


def move_forbidden(g, unit, player: int) -> bool:
    """"They can't move it this turn": a "cant_move" effect on the unit forbids moves made by
    the effect's player (its `controller` field)."""
    return any(e.kind == "cant_move" and e.target == unit.id and e.epoch == unit.epoch
               and e.controller == player for e in g.effects)


def base_blocked(g, unit) -> bool:
    """"Units can't move from here to base" (Vilemaw's Lair): a passive of the battlefield the
    unit is at; "Units can't move to base" (Minotaur Reckoner): an active passive anywhere,
    conditions held (a recall is not a move, 449)."""
    from riftsim.cards.dsl import Static
    from riftsim.reference import select

    if unit.zone != Zone.BOARD or unit.loc <= LOC_BASE:
        return False
    bf = g.objs[g.bfs[unit.loc - 1].obj]
    if any(a.kind == "no_move_to_base" for _, a in g.pool[bf.card].abilities_of(Static)):
        return True
    return any(a.kind == "units_no_move_to_base" and select.holds(g, a.condition, s.controller,
                                                                  s.id)
               for s, a in layers._statics(g))


def standard_destinations(g, unit) -> list[int]:
    """144.4: base -> battlefield, battlefield -> base, battlefield -> battlefield (Ganking)."""
    if move_forbidden(g, unit, unit.controller):
        return []
    out = []
    if unit.loc == LOC_BASE:
        out = [bf.index + 1 for bf in g.bfs]
    else:
        out = [LOC_BASE]
        if layers.has(g, unit, "Ganking"):            # 810
            out += [bf.index + 1 for bf in g.bfs if bf.index + 1 != unit.loc]
    return [d for d in out if can_enter(g, unit, d)
            and not (d == LOC_BASE and base_blocked(g, unit))]


def effect_destinations(g, unit) -> list[int]:
    """355.4.a: any location other than the current one where the unit may be."""
    locs = [LOC_BASE] + [bf.index + 1 for bf in g.bfs]
    return [d for d in locs if d != unit.loc and can_enter(g, unit, d)
            and not (d == LOC_BASE and base_blocked(g, unit))]


def move_tax(g, player: int, dest: int, n_units: int):
    """The extra cost of a standard move of `n_units` units together to `dest` (144.3) from
    enemy passives there: Static kind "move_tax" = [A] x n per unit beyond the first."""
    from riftsim.cards.dsl import Static
    from riftsim.reference.resources import ANY, Price

    k = 0
    if dest > LOC_BASE and n_units > 1:
        for s in g.objs:
            if s.zone == Zone.BOARD and s.loc == dest and g.is_opponent(s.controller, player):
                for _, a in g.pool[s.card].abilities_of(Static):
                    if a.kind == "move_tax":         # once per instance (layers.instances)
                        k += a.n * (n_units - 1) * layers.instances(g, s)
    return Price(0, [ANY] * k)


def carry_attached(g, u) -> None:
    """719.3.a / 434.4: cards attached to a unit are at its location (not a move)."""
    for x in g.objs:
        if x.attached_to == u.id and x.zone == Zone.BOARD:
            x.loc = u.loc


def move_units(g, ids: list[int], dest: int, responsible: int) -> None:
    """441: move units (instantaneous, no chain); contested status (445); move triggers; then
    a cleanup (448)."""
    moved, origins = [], []
    for i in ids:
        u = g.objs[i]
        if u.zone != Zone.BOARD or u.loc == dest or move_forbidden(g, u, responsible):
            continue
        if dest == LOC_BASE and base_blocked(g, u):      # the move can't happen (Vilemaw's Lair)
            continue
        if not can_enter(g, u, dest):
            # 442.2.c: a move to a place it cannot be becomes a recall
            u.loc = LOC_BASE
            carry_attached(g, u)
            g.emit(EventKind.RECALL, u.controller, u.id, LOC_BASE)
            continue
        origin = u.loc
        u.loc = dest
        carry_attached(g, u)
        u.moves_this_turn += 1
        g.emit(EventKind.MOVE, responsible, u.id, dest, origin)
        moved.append(u)
        origins.append(origin)
    for u in moved:
        if dest > LOC_BASE:
            contest(g, dest - 1, u.controller)
    for u in moved:
        triggers.fire_self(g, "move_self", u.id, here=dest, event_loc=dest)   # "that bf"
    for u, origin in zip(moved, origins):             # "when I move from a battlefield"
        if origin > LOC_BASE:
            triggers.fire_self(g, "move_from_bf_self", u.id, here=dest)
    for u, origin in zip(moved, origins):             # a battlefield's "when a unit moves
        if origin > LOC_BASE:                         # from here" (187.6: its controller's,
            bf = g.bfs[origin - 1]                    # else the turn player's)
            triggers.fire_battlefield(g, "moved_from_here", bf.index,
                                      bf.controller if bf.controller >= 0 else g.turn_player,
                                      trigger_obj=u.id)
    for u, origin in zip(moved, origins):             # "when a friendly unit moves from my
        triggers.fire_player(g, "ally_moves_from_my_loc", u.controller,   # location" (the
                             trigger_obj=u.id, exclude=u.id, at=origin,   # others still
                             event_loc=dest)                              # there; "with it")
    for u in moved:                                   # "when you move an enemy unit"
        if g.is_opponent(u.controller, responsible):
            triggers.fire_player(g, "you_move_enemy", responsible, trigger_obj=u.id,
                                 trigger_epoch=u.epoch)
    if dest > LOC_BASE:                               # "when an opponent moves to a
        for p in range(len(g.players)):               # battlefield other than mine": one or
            enemy = next((u for u in moved if g.is_opponent(u.controller, p)), None)   # enemy
            if enemy is not None:                     # moved there, once per move (the
                triggers.fire_player(g, "enemy_moves_to_other_bf", p,   # community rulings
                                     trigger_obj=enemy.id, not_at=dest)  # on Volibear)
    g.dirty = True
