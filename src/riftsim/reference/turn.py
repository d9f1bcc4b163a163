"""Setup (rules 111-119, 480) and the phases of a turn (314-317)."""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.modes import get_mode
from riftsim.protocol import OutcomeReason
from riftsim.reference import resources, scoring, triggers, zones
from riftsim.reference.state import LOC_BASE, NONE, Battlefield, Phase, Zone

BASIC_RUNE_TYPES = ("rune",)


def _deck_parts(deck):
    """Accept a `riftsim.decks.Deck` or any object with the same fields."""
    return deck.legend, deck.champion, list(deck.main), list(deck.battlefields), list(deck.runes)


def setup_game(g, decks, first_player: int | None) -> None:
    """111-119: objects, battlefields as the mode sets them up (114.1), shuffles, turn order,
    draw 4, mulligans."""
    pool = g.pool
    mode = get_mode(g.mode)
    n = len(g.players)
    for deck in decks:
        legend, champion, main, bfs, runes = _deck_parts(deck)
        pool.require_implemented([legend, champion, *main, *bfs])
    for pi, deck in enumerate(decks):
        legend, champion, main, bfs, runes = _deck_parts(deck)
        p = g.players[pi]
        lo = g.new_obj(pool.by_id(legend).index, pi, Zone.LEGEND)     # 112
        p.legend = lo.id
        if champion:
            co = g.new_obj(pool.by_id(champion).index, pi, Zone.CHAMPION)  # 113
            p.champion = co.id
            p.chosen_card = co.card
        for cid in main:
            o = g.new_obj(pool.by_id(cid).index, pi, Zone.DECK)
            p.deck.append(o.id)
        for rid in runes:
            o = g.new_obj(pool.by_id(rid).index, pi, Zone.RUNE_DECK)
            p.rune_deck.append(o.id)
        bf_objs = []
        for bid in bfs:
            bf_objs.append(g.new_obj(pool.by_id(bid).index, pi, Zone.REMOVED))  # 114
        deck_bfs = bf_objs
        p._bf_choices = [o.id for o in deck_bfs]
    # 116 first where the first player's battlefields are removed (483.4.b, 484.5.b: three
    # battlefields for four players), else after the shuffles
    removed = NONE
    if mode.battlefields < n:
        g.first_player = g.rng.bounded(n) if first_player is None else int(first_player)
        removed = g.first_player
    # 480.5 / 482.5 / 483.5: each player randomly selects one of their battlefields (the
    # others are removed); 115: shuffle decks
    for pi in range(n):
        p = g.players[pi]
        choices = p.__dict__.pop("_bf_choices")
        if choices and pi != removed:
            pick = choices[g.rng.bounded(len(choices))]
            o = g.objs[pick]
            o.zone = Zone.BATTLEFIELD
            g.bfs.append(Battlefield(index=len(g.bfs), obj=pick, owner=pi))
        g.rng.shuffle(p.deck)
        g.rng.shuffle(p.rune_deck)
    if removed == NONE:                               # 116: turn order
        g.first_player = g.rng.bounded(n) if first_player is None else int(first_player)
    g.turn_player = g.first_player
    g.emit(EventKind.GAME_START, g.first_player)
    for pi in g.players_from(g.first_player):        # 117: draw 4
        zones.draw(g, pi, 4)
    g.dirty = False
    g.push("start_turn")
    for pi in reversed(g.players_from(g.first_player)):   # 118: mulligans in turn order
        g.push("mulligan", player=pi, aside=[])


def h_mulligan(g, t) -> None:
    """118: set aside up to two cards, draw as many, recycle the set-aside cards."""
    pi = t.data["player"]
    p = g.players[pi]
    aside = t.data["aside"]
    if len(aside) < 2:
        opts = [DONE] + [encode(ActionKind.SELECT, c) for c in p.hand if c not in aside]
        a = g.choose(t, DecisionKind.MULLIGAN, pi, opts)
        if a is None:
            return
        if a != DONE:
            aside.append(decode(a)[1])
            return
    g.tasks.pop()
    for c in aside:
        p.hand.remove(c)
    zones.draw(g, pi, len(aside))
    for c in aside:
        g.objs[c].zone = Zone.NONE
    zones.recycle_many(g, aside)
    g.emit(EventKind.MULLIGAN, pi, value=len(aside))
    g.dirty = False


def h_start_turn(g, t) -> None:
    g.tasks.pop()
    start_turn(g)


def start_turn(g) -> None:
    if g.turn + 1 > g.max_turns:             # riftsim's cap: max_turns turns were played
        g.end_game(None, OutcomeReason.TURN_CAP)
        return
    g.turn += 1
    g.ally_held = frozenset()                # 484.8.b: noted again in this Beginning Phase
    for p in g.players:
        p.cards_played = p.cards_finalized = p.discarded = 0
        p.spells_played = p.xp_gained = p.hold_points = 0
        p.power_spent = p.enemy_chosen = 0
        p.units_died = 0                     # "if a unit died this turn"
        p.scored = set()
        p.conquered = set()                  # "a battlefield you conquered this turn"
    g.delayed = [d for d in g.delayed if d.get("turn", g.turn) >= g.turn]   # "… this turn" over
    for o in g.objs:
        o.moves_this_turn = 0
    g.players[g.turn_player].turns_taken += 1
    g.emit(EventKind.TURN_START, g.turn_player, value=g.turn)
    set_phase(g, Phase.AWAKEN)
    # 315.1: the turn player readies everything they control
    tp = g.turn_player
    from riftsim.reference import triggers
    for o in g.objs:
        if o.controller == tp and o.zone in (Zone.BOARD, Zone.RUNES, Zone.LEGEND) and o.exhausted:
            o.exhausted = False
            if o.zone == Zone.BOARD and g.pool[o.card].type == "unit":    # 415.3.a: they
                triggers.fire_player(g, "you_ready_unit", tp, trigger_obj=o.id)   # ready it
            triggers.fire_self(g, "readied_self", o.id)   # "when you ready me" (415.3.a)


def set_phase(g, phase: Phase) -> None:
    g.phase = phase
    g.emit(EventKind.PHASE, g.turn_player, value=int(phase))
    g.dirty = True       # 319.2: a cleanup after every phase transition


def next_phase(g) -> None:
    """305: nothing left to do in this step: go on to the next one."""
    tp = g.turn_player
    ph = g.phase
    if ph == Phase.AWAKEN:
        set_phase(g, Phase.BEGINNING)          # 315.2.a: start-of-beginning-phase effects
        note_ally_held(g)
        triggers.fire_beginning(g, tp)
    elif ph == Phase.BEGINNING:
        set_phase(g, Phase.SCORING)            # 315.2.b: hold every controlled battlefield
        note_ally_held(g)
        for bf in g.bfs:
            if bf.controller == tp:
                scoring.score(g, tp, bf.index, "hold")
    elif ph == Phase.SCORING:
        set_phase(g, Phase.CHANNEL)            # 315.3, and 478.7: the mode's first-turn
        n = 2                                  # process (480.7: +1 for the player going last)
        if (g.players[tp].turns_taken == 1 and get_mode(g.mode).last_player_extra_rune
                and tp == g.players_from(g.first_player)[-1]):
            n = 3
        zones.channel(g, tp, n)
    elif ph == Phase.CHANNEL:
        if skips(g, tp, "draw_phase"):         # Skip (367/370.1.a): no Draw Phase, no draw;
            for p in g.players:                # the pools still empty at that point (seed 003)
                resources.empty_pool(g, p.index)
            _main_phase(g, tp)
            return
        set_phase(g, Phase.DRAW)               # 315.4: draw 1 (burn out), then pools empty
        if (get_mode(g.mode).first_player_draws or tp != g.first_player
                or g.players[tp].turns_taken != 1):   # 478.7 (482.7: not the first player's
            zones.draw(g, tp, 1)                      # first draw)
        for p in g.players:
            resources.empty_pool(g, p.index)
    elif ph == Phase.DRAW:
        _main_phase(g, tp)
    elif ph == Phase.ENDING:
        set_phase(g, Phase.EXPIRATION)         # 317.2: ending special cleanup
        g.push("cleanup", special="ending")
    elif ph == Phase.EXPIRATION:
        if _expiration_pending(g):
            g.push("cleanup", special="ending")
            return
        g.turn_player = next_turn_player(g)    # 317.3
        start_turn(g)
    else:  # pragma: no cover - MAIN ends through the turn player's pass
        raise AssertionError(f"no next phase from {ph!r}")


def note_ally_held(g) -> None:
    """464.1.a / 484.8.b / 484.8.f.1 / 315.2.b.3: with teams, note the battlefields the turn
    player's teammates control or have units at during the Beginning Phase (its start and its
    Scoring Step): their team can't score them through conquer this turn (scoring.ally_held)."""
    if not g.has_teams:
        return
    allies = g.allies(g.turn_player)
    g.ally_held = g.ally_held | frozenset(
        bf.index for bf in g.bfs if bf.controller in allies
        or any(u.controller in allies for u in g.units_at(bf.index + 1)))


def next_turn_player(g) -> int:
    """317.3: the player with the next queued turn: the newest Additional Turn queued (734-738:
    each is inserted right after the current turn, ops_ogn.extra_turn), else the player after
    the last regular turn's player in turn order (116.1.b; 737: Additional Turns don't change
    the turn order). `g.regular_player` is that player while an Additional Turn is played, NONE otherwise."""
    last = g.turn_player if g.regular_player == NONE else g.regular_player
    if g.extra_turns:
        g.regular_player = last
        return g.extra_turns.pop(0)
    g.regular_player = NONE
    return g.next_player(last)


def _main_phase(g, tp: int) -> None:
    set_phase(g, Phase.MAIN)
    triggers.fire_delayed(g, "main_start", tp)   # "at the start of your next Main Phase"


def skips(g, player: int, step: str) -> bool:
    """Skip (a later edition's game action, seed 003; 367 / 369 / 370.1.a): a passive
    `dsl.Skip(step)` of an object `player` controls replaces that step of their turn with
    nothing: its tasks don't happen and its "at the start of …" effects don't take place."""
    from riftsim.reference import layers, select

    return any(a.kind == "skip" and a.kw == step and s.controller == player
               and select.holds(g, a.condition, player, s.id) for s, a in layers._statics(g))


def end_main_phase(g) -> None:
    """316.6: the turn player ends the turn: the ending step's effects take place (317.1)."""
    set_phase(g, Phase.ENDING)
    for o in g.objs:                            # 423.1.a.2: stuns end at the ending step
        if o.stunned:
            o.stunned = False
    triggers.fire_end_of_turn(g, g.turn_player)


def _expiration_pending(g) -> bool:
    if any(o.damage for o in g.objs if o.zone == Zone.BOARD):
        return True
    if any(e.duration == "turn" for e in g.effects):
        return True
    return any(p.energy or p.power or p.spell_energy for p in g.players)


HANDLERS = {"mulligan": h_mulligan, "start_turn": h_start_turn}

__all__ = ["setup_game", "next_phase", "end_main_phase", "start_turn", "HANDLERS",
           "LOC_BASE", "NONE"]
