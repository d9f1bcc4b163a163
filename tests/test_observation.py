"""What a player may know (Core Rules 108, 128, 811): `observation(player)` and
`observation_vector(player)` on both engines, and the core's determinization.

* The reference engine mirrors the core's observation vector word for word.
* Nothing hidden leaks: changing only what a player cannot see (the core's `determinized`,
  hand edits of a reference game) leaves both observations unchanged.
* Determinization is canonical: it depends only on what the viewer sees and its seed, so the
  search agent decides alike from a game and from any determinization of it.
"""

from __future__ import annotations

import numpy as np
import pytest

from riftsim.actions import ActionKind, DecisionKind
from riftsim.agents import parse_agent
from riftsim.core import supports
from riftsim.game import new_game
from riftsim.parity import random_decks
from riftsim.reference import observe
from riftsim import Zone
from riftsim.rng import Rng, derive_seed
from riftsim.scenario import Scenario

H = observe.OBS_HEADER
BF0 = H + observe.HEADER + 2 * observe.PLAYER_FIELDS    # first battlefield word


def _obj0(n_bfs: int) -> int:
    """Index of object 0's row in an observation vector."""
    return BF0 + n_bfs * observe.BF_FIELDS + observe.MAX_CHAIN * observe.CHAIN_FIELDS


def _games(engine: str, seeds, max_turns: int = 40):
    """Random games of random decks the core runs (as the parity harness plays them): yields
    (seed, step, game) before every action; the caller may stop early."""
    for seed in seeds:
        g = new_game(random_decks(seed, supports), seed=seed, engine=engine,
                     max_turns=max_turns)
        rng = Rng(derive_seed(seed, 1))
        step = 0
        while not g.is_over:
            yield seed, step, g
            legal = g.legal_actions()
            g.apply(legal[rng.bounded(len(legal))])
            step += 1


def _facedown_unseen(vec, n_bfs: int) -> bool:
    return any(vec[BF0 + i * observe.BF_FIELDS + 3] == observe.FACEDOWN_UNSEEN
               for i in range(n_bfs))


def _check_masking(g, v: int, vec) -> None:
    """Every object masked for `v` shows only its owner and controller, and its id appears
    nowhere else in the vector's id words (facedown words, the decision's source)."""
    vis = g.visibility(v)
    o0 = _obj0(g.n_bfs)
    masked = {o for o, x in enumerate(vis) if x == 1}
    for o in masked:
        row = vec[o0 + o * observe.OBJ_FIELDS: o0 + (o + 1) * observe.OBJ_FIELDS]
        assert row[0] == row[3] == row[4] == -1 and not row[5:].any()
    fd = [vec[BF0 + i * observe.BF_FIELDS + 3] for i in range(g.n_bfs)]
    assert not masked & set(fd) and vec[3] not in masked


# ------------------------------------------------------------------ the reference mirror


#: seeds whose games (at most 40 turns) hide cards facedown (811), name hidden cards on the
#: chain or in a decision (Sabotage-like choices, cards looked at) and hide a card while the
#: opponent watches (the random decks come from the cards the core runs, so new cards change
#: them: the tests below look through several seeds for each case)
LOCKSTEP_SEEDS = (0, 2, 14, 20, 21, 32, 33, 38, 46, 53)
#: more seeds the case searches go through when the ones above no longer show a case
SEARCH_SEEDS = tuple(range(100, 140))


def test_observation_vectors_are_identical_on_both_engines():
    """Both engines play the same random games in lockstep; after every step both players'
    observation vectors and observations are identical."""
    seen = {"unseen": 0, "known": 0, "source masked": 0}
    ref_games = _games("reference", LOCKSTEP_SEEDS)
    core_games = _games("core", LOCKSTEP_SEEDS)
    for (seed, step, r), (_, _, c) in zip(ref_games, core_games):
        for v in (0, 1):
            vr, vc = r.observation_vector(v), c.observation_vector(v)
            assert vr.dtype == vc.dtype == np.int32
            assert np.array_equal(vr, vc), (seed, step, v, np.flatnonzero(vr != vc)[:8])
            assert observe.visibility(r, v) == c.visibility(v)
            assert r.observation(v) == c.observation(v), (seed, step, v)
            seen["unseen"] += _facedown_unseen(vc, len(r.bfs))
            seen["known"] += 2 in c.visibility(v)
            seen["source masked"] += r.decision.source >= 0 and vc[3] == -1
        for v in (0, 1):
            _check_masking(c, v, c.observation_vector(v))
    assert all(seen.values()), seen          # the games exercise every masking rule


def _lockstep_scenario(sp, labels):
    ref, cor = Scenario.from_spec(sp, "reference"), Scenario.from_spec(sp, "core")

    def same():
        for v in (0, 1):
            assert np.array_equal(ref.game.observation_vector(v),
                                  cor.game.observation_vector(v))
            assert ref.game.observation(v) == cor.game.observation(v)
    same()
    for label in labels:
        if ref.can(label):
            ref.do(label)
            cor.do(label)
            same()
    return ref, cor


def _settle(ref, cor):
    """Pass on both engines while passing is an option and a chain is open."""
    while ref.game.chain and ref.can("pass"):
        ref.do("pass")
        cor.do("pass")


def test_look_at_facedown_cards_on_both_engines():
    """Scuttle Crab's Deathknell lets its controller look at the opponent's facedown cards
    this turn (a "look_facedown" effect, 128.4): the facedown word names the card's object and
    its row shows it, for that player only, on both engines."""
    sp = {"battlefields": [{"card": "Grove of the God-Willow", "controller": 1,
                            "hidden": {"card": "Back Off", "controller": 1}},
                           {"card": "Altar to Unity", "controller": 0}],
          "turn": 3, "turn_player": 0,
          "players": [{"deck": ["Mega-Mech"] * 4, "hand": ["Hextech Ray"],
                       "runes": ["Fury Rune"] * 2, "base": ["Mega-Mech"],
                       "field": [[], ["Scuttle Crab"]]},
                      {"deck": ["Mega-Mech"] * 4, "hand": ["Frigid Touch", "Pouty Poro"],
                       "base": ["Mega-Mech"], "field": [["Vanguard Sergeant"], []]}]}
    ref, cor = _lockstep_scenario(sp, [])
    fd = ref.game.bfs[0].facedown
    back_off = ref.game.objs[fd].card
    o0 = _obj0(2)
    before = cor.game.observation_vector(0)
    assert before[BF0 + 3] == observe.FACEDOWN_UNSEEN
    assert before[o0 + fd * observe.OBJ_FIELDS] == -1
    ref.do("play Hextech Ray")
    cor.do("play Hextech Ray")
    for label in ("target Scuttle Crab",):
        if ref.can(label):
            ref.do(label)
            cor.do(label)
    _settle(ref, cor)
    for s in (ref, cor):
        assert s.zone("Scuttle Crab") == "TRASH"
    for v in (0, 1):
        assert np.array_equal(ref.game.observation_vector(v), cor.game.observation_vector(v))
    after = cor.game.observation_vector(0)
    assert after[BF0 + 3] == fd
    assert after[o0 + fd * observe.OBJ_FIELDS] == back_off
    assert after[o0 + fd * observe.OBJ_FIELDS + 3] == int(Zone.FACEDOWN)
    hand1 = cor.game.players[1].hand            # revealed (424), but hidden again after
    assert all(after[o0 + o * observe.OBJ_FIELDS] == -1 for o in hand1)


def test_the_layout_documented_for_policies_matches_the_vector():
    from riftsim.policy import OBS_LAYOUT

    g = new_game(random_decks(3, supports), seed=3, engine="core")
    n_objs, n_bfs = g.n_objs, g.n_bfs
    sizes = {"B": n_bfs, "N": n_objs}
    total = 0
    for _, count, _ in OBS_LAYOUT:
        if isinstance(count, str):
            k, _, letter = count.partition(" x ")
            count = int(k) * sizes[letter]
        total += count
    assert total == len(g.observation_vector(0))


# ------------------------------------------------------------------ no leaks


def _positions(engine: str, seeds, every: int):
    for seed, step, g in _games(engine, seeds):
        if step % every == every // 2:
            yield seed, step, g


def test_core_determinizations_leave_the_observation_unchanged():
    """A determinization re-deals everything hidden from the viewer (both Main Decks, the
    rune decks, the opponent's hand and facedown cards) and nothing they see: their
    observation and observation vector stay the same, while the hidden cards do change."""
    changed = {"opponent's hand": 0, "own deck order": 0, "facedown object": 0}
    n = 0
    for seed, step, g in _positions("core", range(6), every=9):
        for v in (0, 1):
            ov, od = g.observation_vector(v), g.observation(v)
            w = 1 - v
            hand = sorted(g.obj(o)[0] for o in g.players[w].hand)
            for x in range(6):
                d = g.determinized(v, x)
                assert np.array_equal(d.observation_vector(v), ov), (seed, step, v, x)
                assert d.observation(v) == od, (seed, step, v, x)
                assert d.legal_actions() == g.legal_actions()
                changed["opponent's hand"] += sorted(d.obj(o)[0] for o in
                                                     d.players[w].hand) != hand
                changed["own deck order"] += [d.obj(o)[0] for o in d.players[v].deck] != \
                    [g.obj(o)[0] for o in g.players[v].deck]
                changed["facedown object"] += any(d.facedown(i) != g.facedown(i)
                                                  for i in range(g.n_bfs))
                n += 1
    assert n > 100 and all(changed.values()), changed


def _ref_position(seeds, cond, every: int = 1):
    """The first reference position of the games of `seeds` where cond(g) holds."""
    for seed, step, g in _games("reference", seeds):
        if step % every == 0 and cond(g):
            return g
    raise AssertionError("no such position")


def _same_observations(g, h, v):
    assert np.array_equal(g.observation_vector(v), h.observation_vector(v))
    assert g.observation(v) == h.observation(v)


def _masked(g, v):
    return {o for o, x in enumerate(observe.visibility(g, v)) if x == 1}


@pytest.mark.parametrize("v", [0, 1])
def test_reference_hidden_edits_leave_the_observation_unchanged(v):
    """On the reference engine, edits of what `v` cannot see leave `v`'s observations as they
    were: the opponent's deck shuffled, a card swapped between the opponent's hand and deck
    (the cards, or the objects), `v`'s own deck reordered."""
    w = 1 - v
    g = _ref_position(range(3), lambda g: g.turn >= 3 and len(g.players[w].hand) >= 2
                      and len(g.players[w].deck) >= 4, every=5)
    masked = _masked(g, v)
    hand = [o for o in g.players[w].hand if o in masked]
    deck = [o for o in g.players[w].deck if o in masked]

    h = g.clone()                                   # the opponent's deck shuffled
    Rng(5).shuffle(h.players[w].deck)
    assert h.players[w].deck != g.players[w].deck
    _same_observations(g, h, v)

    h = g.clone()                                   # the cards of a hand and a deck object
    a = hand[0]
    b = next(o for o in deck if g.objs[o].card != g.objs[a].card)
    h.objs[a].card, h.objs[b].card = g.objs[b].card, g.objs[a].card
    _same_observations(g, h, v)

    h = g.clone()                                   # the objects themselves
    pw = h.players[w]
    i, j = pw.hand.index(a), pw.deck.index(b)
    pw.hand[i], pw.deck[j] = b, a
    h.objs[a].zone, h.objs[b].zone = Zone.DECK, Zone.HAND
    _same_observations(g, h, v)

    h = g.clone()                                   # own deck reordered
    h.players[v].deck.reverse()
    _same_observations(g, h, v)

    h = g.clone()                                   # ... but not a card of one's own hand
    mine = h.players[v].hand[0]
    other = next(o for o in h.players[v].deck if h.objs[o].card != h.objs[mine].card)
    h.objs[mine].card = g.objs[other].card
    assert not np.array_equal(g.observation_vector(v), h.observation_vector(v))


def test_reference_facedown_object_is_not_identified():
    """The id of a facedown card its viewer cannot see (811, 128.4) is not shown: putting
    another object of the same owner facedown in its place (the first back in the hand)
    leaves the viewer's observations unchanged. (Object ids follow the deck lists, so an id
    would name the card.)"""
    def hidden_facedown(g):
        return any(bf.facedown >= 0 and g.objs[bf.facedown].controller ==
                   g.objs[bf.facedown].owner and bf.facedown in _masked(g, 1 - bf.controller)
                   and len(g.players[g.objs[bf.facedown].owner].hand) >= 1 for bf in g.bfs)
    g = _ref_position((4, 1), hidden_facedown)
    bf = next(bf for bf in g.bfs if bf.facedown >= 0)
    x = bf.facedown
    owner = g.objs[x].owner
    v = 1 - owner
    h = g.clone()
    y = next(o for o in h.players[owner].hand if o in _masked(g, v))
    ox, oy = h.objs[x], h.objs[y]
    ox.zone, oy.zone = Zone.HAND, Zone.FACEDOWN
    oy.controller, oy.played_turn = ox.controller, ox.played_turn
    oy.loc, ox.loc = ox.loc, oy.loc
    h.bfs[bf.index].facedown = y
    hand = h.players[owner].hand
    hand[hand.index(y)] = x
    _same_observations(g, h, v)
    assert g.observation_vector(v)[BF0 + bf.index * observe.BF_FIELDS + 3] == \
        observe.FACEDOWN_UNSEEN
    assert g.observation_vector(owner)[BF0 + bf.index * observe.BF_FIELDS + 3] == x


def test_the_opponents_number_of_options_and_hidden_sources_are_masked():
    """The number of options is the decider's alone (the opponent's count would tell about
    their hand); a decision's source hidden from a player (a card being hidden, 811.1.c.1:
    not a play, so not revealed) is -1 for them."""
    for seed, step, g in _games("core", (0, 2, 38, 46) + SEARCH_SEEDS):
        d = g.decision
        w = 1 - d.player
        assert g.observation_vector(d.player)[4] == len(g.legal_actions())
        assert g.observation_vector(w)[4] == 0
        if d.kind == DecisionKind.PLAY_LOCATION and g.obj(d.source)[3] == int(Zone.HAND):
            assert g.observation_vector(w)[3] == -1
            assert g.observation_vector(d.player)[3] == d.source
            return
    raise AssertionError("no hide seen")


def test_cards_a_decision_names_are_shown_to_the_decider():
    """Cards the deciding player looks at or chooses among (here cards of their Main Deck)
    are shown to them, with their zone, and listed under "known" in their observation; the
    opponent sees none of them."""
    for seed, step, g in _games("core", (0, 11, 14, 15, 16, 20, 32, 37) + SEARCH_SEEDS):
        d = g.decision
        deck = [a & 0xFFFF for a in g.legal_actions()
                if a >> 16 == ActionKind.SELECT and g.obj(a & 0xFFFF)[3] == int(Zone.DECK)]
        if not deck:
            continue
        o0 = _obj0(g.n_bfs)
        mine, theirs = g.observation_vector(d.player), g.observation_vector(1 - d.player)
        for o in deck:
            assert mine[o0 + o * observe.OBJ_FIELDS] == g.obj(o)[0]
            assert mine[o0 + o * observe.OBJ_FIELDS + 3] == int(Zone.DECK)
            assert theirs[o0 + o * observe.OBJ_FIELDS] == -1
        assert {k["id"] for k in g.observation(d.player)["known"]} >= set(deck)
        assert not {k["id"] for k in g.observation(1 - d.player)["known"]} & set(deck)
        return
    raise AssertionError("no choice among deck cards seen")


# ------------------------------------------------------------------ canonical determinization


def test_determinization_is_canonical():
    """A determinization depends only on what the viewer sees and on its seed: determinizing
    any determinization again with seed r gives the game's own determinization with seed r,
    byte for byte, for both players (whether deciding or not)."""
    n = 0
    for seed, step, g in _positions("core", range(8), every=11):
        for v in (0, 1):
            for r in (0, 7):
                want = g.determinized(v, r).state_bytes()
                for x in (1, 2, 3):
                    assert g.determinized(v, x).determinized(v, r).state_bytes() == want, \
                        (seed, step, v, r, x)
                    n += 1
    assert n > 300


def test_search_decides_alike_from_a_game_and_its_determinizations():
    """The search agent sees only its observation: from a game and from any determinization
    of it for the deciding player, with the same stream, it makes the same choice."""
    from riftsim._core.engine import agent_rng

    agent = parse_agent("search:playouts=24").native_agent()
    n = 0
    for seed, step, g in _positions("core", range(4), every=7):
        if len(g.legal_actions()) < 2:
            continue
        v = g.current_player
        rng = agent_rng(seed, v)
        want = g.agent_action(agent, rng.copy())
        for x in (1, 2):
            assert g.determinized(v, x).agent_action(agent, rng.copy()) == want, \
                (seed, step, x)
        n += 1
    assert n >= 20
