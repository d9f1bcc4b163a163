"""Setup (Core Rules 111-119) and the 1v1 Duel mode (480): whole-game tests from new_game."""

from __future__ import annotations

import pytest

from riftsim.actions import DONE, DecisionKind
from riftsim.game import new_game
from riftsim import Phase, Zone
from riftsim.starters import load_starter

DECKS = ["starter-jinx", "starter-viktor"]


def _card_ids(g, ids):
    return [g.pool[g.objs[i].card].id for i in ids]


def _finish_mulligans(g):
    while g.decision is not None and g.decision.kind == DecisionKind.MULLIGAN:
        g.apply(DONE)


@pytest.mark.parametrize("seed", [0, 1, 2, 7])
def test_battlefields_one_per_player_from_own_deck(seed):
    """480.4.a / 480.5: each player randomly selects one of their three battlefields; the other
    two are removed (not used); 114: battlefields are set aside, never in the deck."""
    g = new_game(DECKS, seed=seed, first_player=0)
    assert len(g.bfs) == 2
    for pi, name in enumerate(DECKS):
        deck = load_starter(name)
        mine = [bf for bf in g.bfs if bf.owner == pi]
        assert len(mine) == 1
        chosen = g.objs[mine[0].obj]
        assert chosen.zone == Zone.BATTLEFIELD and chosen.owner == pi
        assert g.pool[chosen.card].id in deck.battlefields
        removed = [o for o in g.objs if o.owner == pi and g.pool[o.card].type == "battlefield"
                   and o.zone == Zone.REMOVED]
        assert len(removed) == 2
        assert all(g.pool[g.objs[c].card].type != "battlefield" for c in g.players[pi].deck)


def test_battlefield_choice_is_random_across_seeds():
    """480.5: the selection is random (several seeds give different battlefields)."""
    picks = set()
    for seed in range(12):
        g = new_game(DECKS, seed=seed, first_player=0)
        picks.add(g.pool[g.objs[g.bfs[0].obj].card].name)
    assert len(picks) >= 2


def test_legend_champion_draw_four_and_decks():
    """112-113: legend and chosen champion in their zones; 115: decks shuffled into their
    zones; 117: each player draws 4; 118: the first player mulligans first."""
    g = new_game(DECKS, seed=5, first_player=1)
    for pi, name in enumerate(DECKS):
        deck = load_starter(name)
        p = g.players[pi]
        assert g.objs[p.legend].zone == Zone.LEGEND
        assert g.pool[g.objs[p.legend].card].id == deck.legend
        assert g.objs[p.champion].zone == Zone.CHAMPION
        assert g.pool[g.objs[p.champion].card].id == deck.champion
        assert len(p.hand) == 4
        assert len(p.deck) == len(deck.main) - 4
        assert len(p.rune_deck) == 12 and not p.runes
        assert sorted(_card_ids(g, p.hand + p.deck)) == sorted(deck.main)
    assert g.decision.kind == DecisionKind.MULLIGAN
    assert g.decision.player == 1                   # 118: in turn order, first player first
    assert g.first_player == 1 and g.turn_player == 1


def test_decks_are_shuffled():
    """115: different seeds give different deck orders."""
    orders = {tuple(_card_ids(new_game(DECKS, seed=s, first_player=0),
                              new_game(DECKS, seed=s, first_player=0).players[0].hand))
              for s in range(6)}
    assert len(orders) > 1


def test_mulligan_two_draws_then_recycles_to_bottom():
    """118.1-118.3: set aside up to two, draw as many, then recycle the set-aside cards (416:
    to the bottom of the main deck)."""
    g = new_game(DECKS, seed=11, first_player=0)
    p = g.players[0]
    hand0 = list(p.hand)
    top2 = list(p.deck[:2])
    deck_len = len(p.deck)
    aside = hand0[:2]
    g.apply(g.legal_actions()[1 + sorted(hand0).index(aside[0])])
    # the second pick: the option list no longer offers the first card
    opts = [g.describe(a) for a in g.legal_actions()]
    assert not any(f"#{aside[0]}" in o for o in opts)
    sel = [a for a in g.legal_actions() if g.describe(a).endswith(f"#{aside[1]}")][0]
    g.apply(sel)                                   # two set aside: the mulligan completes
    assert g.decision.player == 1 and g.decision.kind == DecisionKind.MULLIGAN
    assert sorted(p.hand) == sorted(hand0[2:] + top2)           # drew the top 2
    assert len(p.deck) == deck_len
    assert set(p.deck[-2:]) == set(aside)                       # set-aside cards at the bottom
    assert all(g.objs[c].zone == Zone.DECK for c in aside)
    assert len(p.hand) == 4


def test_mulligan_keep_and_mulligan_one():
    """118.1: 'up to two' - zero or one card is fine too."""
    g = new_game(DECKS, seed=12, first_player=0)
    p0, p1 = g.players
    hand0 = list(p0.hand)
    g.apply(DONE)                                  # keep
    assert p0.hand == hand0
    hand1 = list(p1.hand)
    top = p1.deck[0]
    pick = [a for a in g.legal_actions() if g.describe(a).endswith(f"#{hand1[0]}")][0]
    g.apply(pick)
    g.apply(DONE)
    assert sorted(p1.hand) == sorted(hand1[1:] + [top])
    assert p1.deck[-1] == hand1[0]
    assert g.decision.kind == DecisionKind.PRIORITY and g.decision.player == 0


def test_first_turn_channels_two_second_player_three():
    """315.3.b: channel 2; 480.7: the player going second channels one extra rune in their
    first channel phase only; 315.4: draw 1 (the first player draws too in 1v1)."""
    g = new_game(DECKS, seed=3, first_player=0)
    _finish_mulligans(g)
    p0, p1 = g.players
    assert g.turn == 1 and g.turn_player == 0 and g.phase == Phase.MAIN
    assert len(p0.runes) == 2 and len(p0.rune_deck) == 10
    assert len(p0.hand) == 5
    assert len(p1.runes) == 0
    g.apply(0)                                     # PASS = end turn 1
    _skip_to_main(g)
    assert g.turn == 2 and g.turn_player == 1
    assert len(p1.runes) == 3 and len(p1.rune_deck) == 9
    assert len(p1.hand) == 5
    g.apply(0)
    _skip_to_main(g)
    assert g.turn == 3 and g.turn_player == 0
    assert len(p0.runes) == 4
    g.apply(0)
    _skip_to_main(g)
    assert g.turn == 4 and g.turn_player == 1
    assert len(p1.runes) == 5                      # only the first channel phase gets +1


def test_turn_order_alternates_from_first_player():
    """116.1 / 119: the first player takes the first turn; turns then alternate (317.3)."""
    g = new_game(DECKS, seed=9, first_player=1)
    _finish_mulligans(g)
    seen = []
    for _ in range(4):
        _skip_to_main(g)
        seen.append((g.turn, g.turn_player))
        g.apply(0)
    assert seen == [(1, 1), (2, 0), (3, 1), (4, 0)]


def test_random_first_player_is_seeded():
    """116: a fair random method; the same seed gives the same first player."""
    firsts = {new_game(DECKS, seed=s).first_player for s in range(16)}
    assert firsts == {0, 1}
    assert new_game(DECKS, seed=4).first_player == new_game(DECKS, seed=4).first_player


def _skip_to_main(g):
    """Answer non-priority decisions (there should be none in a quiet game) until main."""
    for _ in range(20):
        if g.phase == Phase.MAIN and g.decision.kind == DecisionKind.PRIORITY and not g.chain:
            return
        g.apply(g.legal_actions()[0])
    raise AssertionError("did not reach a main phase")
