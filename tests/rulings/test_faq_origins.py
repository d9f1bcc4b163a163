"""Rulings of the Riftbound Origins FAQ (../shared/reference/faq/riftbound-origins-faq.md) as
scenario tests.

tests/rulings/faq/riftbound-origins-faq.json catalogues every ruling of that FAQ (id, line,
opening words, kind, rules, cards). Each test here is marked with its ruling's id, cites the
Core Rules v1.3 numbers it checks, and runs on every engine (the `scenario` fixture). Rulings
without a test are listed in FAQ_PENDING.md with the reason.
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference.state import NONE, Phase, Zone

# the positions and action helpers of the seed ruling tests (quiet battlefields, a keeper unit
# in each base so no Main Phase is a single-option decision)
from test_seed_000_003 import (
    DECK, FORGE, PLAZA, TO_A, TO_B, act, bid, mv, runes, spec, tgt,
)


def until(s, pred, limit=60):
    """Pass priority/focus (never ending the turn) until `pred(s)` holds; combat damage goes
    to the first unit offered."""
    for _ in range(limit):
        if pred(s) or s.game.is_over:
            return s
        if s.kind == DecisionKind.ASSIGN_DAMAGE:
            s.do(s.options()[0])
            continue
        if not s.can("pass"):
            raise AssertionError(f"cannot pass at {s.decision}: {s.options()}")
        s.do("pass")
    raise AssertionError("until: the predicate never held")


def through_showdown(s):
    """Pass until no showdown is open (a showdown where nobody can act ends by itself)."""
    return until(s, lambda z: z.game.showdown is None and not z.game.chain)


def take_targets(s, limit=8):
    """Answer target decisions with the first target offered (then 'done')."""
    for _ in range(limit):
        if s.kind != DecisionKind.TARGET:
            return s
        t = [o for o in s.options() if o.startswith("target ")]
        s.do(t[0] if t else "done")
    raise AssertionError("too many targets")


def settle(s, limit=30):
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def hand_names(s, player=0) -> list[str]:
    g = s.game
    return [g.pool[g.objs[i].card].name for i in g.players[player].hand]


def damage(s, oid) -> int:
    return s.game.objs[oid].damage


# ========================================================================================= Scoring


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-i-score-how-are")
def test_conquer_scores_one_point(scenario):
    """464.1 / 461.5.d: taking control of a battlefield you did not control and have not
    scored this turn scores 1 (conquer)."""
    s = scenario(spec({"base": ["Shipyard Skulker"]}, {}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    assert g.bfs[0].controller == 0
    assert g.players[0].points == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-i-score-how-are")
def test_hold_scores_at_the_start_of_turn(scenario):
    """464.2 / 315: controlling a battlefield at the start of your turn scores 1 (hold)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE], phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert g.players[0].points == 1 and g.bfs[0].controller == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-the-last-point-work")
def test_last_point_by_conquer_needs_every_battlefield(scenario):
    """466.1.b.2: one point from victory, conquering a battlefield while the other one has
    not been scored this turn draws a card instead of scoring the winning point."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "points": 7}, {}))
    g = s.game
    before = len(g.players[0].hand)
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    assert g.bfs[0].controller == 0
    assert g.players[0].points == 7 and not g.is_over
    assert len(g.players[0].hand) == before + 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-the-last-point-work")
def test_last_point_by_hold(scenario):
    """466.1.b.1: one point from victory, holding a battlefield scores the winning point."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "points": 7}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE], phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.is_over or z.game.phase == Phase.MAIN)
    assert g.players[0].points == 8 and g.is_over


# ======================================================================================== Movement


@pytest.mark.ruling("faq/riftbound-origins-faq.md::whats-the-standard-move")
def test_standard_move_exhausts_and_needs_a_ready_unit(scenario):
    """144.2: the standard move's cost is exhausting the unit; an exhausted unit can't use it."""
    s = scenario(spec({"base": ["Shipyard Skulker",
                                {"card": "Vanguard Sergeant", "exhausted": True}]}, {}))
    assert not s.can(mv(s, "Vanguard Sergeant"))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    sk = s.obj("Shipyard Skulker")
    assert sk.loc == 1 and sk.exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-i-have-to-exhaust-a")
def test_a_move_by_a_spell_keeps_ready_and_exhausted_states(scenario):
    """420 / 444 / 144.2: moving units with a spell (Fight or Flight: move a unit from a
    battlefield to its base) neither exhausts a ready unit nor readies an exhausted one."""
    s = scenario(spec(
        {"hand": ["Fight or Flight", "Fight or Flight"], "runes": runes("chaos", 4)},
        {"field": [["Shipyard Skulker", {"card": "Vanguard Sergeant", "exhausted": True}], []]}))
    g = s.game
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    settle(s)
    act(s, "play Fight or Flight", tgt(s, "Vanguard Sergeant"))
    settle(s)
    sk, vs = s.obj("Shipyard Skulker"), s.obj("Vanguard Sergeant")
    assert sk.loc == 0 and vs.loc == 0 and sk.zone == Zone.BOARD
    assert not sk.exhausted and vs.exhausted
    assert g.phase == Phase.MAIN


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-move-multiple-units-together")
def test_group_standard_move_starts_one_combat(scenario):
    """144.3 / 144.3.a / 144.3.c: several units' standard moves are made together to one
    destination; all are exhausted, and one combat follows with all of them attacking."""
    s = scenario(spec({"base": ["Shipyard Skulker", "Vanguard Sergeant"]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    sk, vs = bid(s, "Shipyard Skulker"), bid(s, "Vanguard Sergeant")
    act(s, f"move Shipyard Skulker #{sk}")
    assert s.kind == DecisionKind.MOVE_UNITS
    act(s, f"move Vanguard Sergeant #{vs}", TO_A)
    assert g.objs[sk].loc == 1 and g.objs[vs].loc == 1
    assert g.objs[sk].exhausted and g.objs[vs].exhausted
    assert g.showdown is not None and g.showdown.combat
    through_showdown(s)
    # 7 Might against 5: the Phantom dies, the attackers win and conquer
    assert s.zone("Playful Phantom") == "TRASH"
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


# ========================================================================================== Combat


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-both-sides-in")
def test_equal_might_kills_everyone_and_nobody_scores(scenario):
    """460.2 / 461.3.d / 461.5.b: equal total Might: both sides die, the battlefield is left
    uncontrolled and nobody scores."""
    s = scenario(spec({"base": ["Shipyard Skulker"]}, {"field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker", 0), TO_A)
    through_showdown(s)
    assert [g.objs[i].zone for i in s.ids("Shipyard Skulker")] == [Zone.TRASH, Zone.TRASH]
    assert g.bfs[0].controller == NONE
    assert s.points() == [0, 0]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-units-from-both")
def test_both_sides_survive_attackers_recalled(scenario):
    """460.2 / 423 / 461.1.a.2 / 461.3.d: a stunned defender deals no combat damage; the
    attacker's 2 doesn't kill it, so both sides survive: the attacker is recalled to base, the
    defender keeps control and nobody scores."""
    s = scenario(spec({"base": ["Pouty Poro"]},
                      {"field": [[{"card": "Shipyard Skulker", "stunned": True}], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Pouty Poro"), TO_A)
    through_showdown(s)
    poro, sk = s.obj("Pouty Poro"), s.obj("Shipyard Skulker")
    assert poro.zone == Zone.BOARD and poro.loc == 0 and poro.damage == 0
    assert sk.zone == Zone.BOARD and sk.loc == 1
    assert g.bfs[0].controller == 1 and s.points() == [0, 0]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-units-heal-from-combat-damage")
def test_survivors_heal_at_the_end_of_combat(scenario):
    """461.1.a.1: units are healed at the end of combat: the defender that took 2 (Might 3)
    and the attacker that took 3 (Might 4) have no damage once the combat is over."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    n = len(g.events)
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    through_showdown(s)
    hits = {e.obj: e.value for e in g.events[n:] if e.kind == EventKind.DAMAGE}
    vs = s.id("Vanguard Sergeant")
    assert hits.get(vs) == 3
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD and damage(s, vs) == 0


# ========================================================================================== Hidden


@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-i-hide-a-card-does")
def test_hiding_does_not_turn_on_legion(scenario):
    """811.1.c.1 / 812: hiding isn't playing: after hiding a card, Hand of Noxus's Legion [Add]
    still adds nothing."""
    s = scenario(spec({"legend": "Hand of Noxus", "field": [["Shipyard Skulker"], []],
                       "hand": ["Fight or Flight"], "runes": runes("chaos", 1)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "hide Fight or Flight", TO_A)
    assert s.zone("Fight or Flight") == "FACEDOWN"
    act(s, "activate ability 0 of Hand of Noxus")
    assert g.players[0].energy == 0 and g.objs[g.players[0].legend].exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-hide-a-card-and")
def test_a_card_hidden_this_turn_cannot_be_played(scenario):
    """811.1.b: a card can't be played from hidden the turn it was hidden, even once an
    opponent's unit is at that battlefield."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []],
                       "hand": ["Fight or Flight", "Fight or Flight"],
                       "runes": runes("chaos", 3)},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    hid = g.players[0].hand[0]
    act(s, f"hide Fight or Flight #{hid}", TO_A)
    assert g.objs[hid].zone == Zone.FACEDOWN
    assert not s.can(f"play Fight or Flight #{hid}")
    other = g.players[0].hand[0]
    act(s, f"play Fight or Flight #{other}")        # a spell on the chain: a reaction window
    until(s, lambda z: z.decision.player == 0 and bool(z.game.chain))
    assert not s.can(f"play Fight or Flight #{hid}")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-hid-a-card-last")
def test_a_card_hidden_earlier_is_played_without_anything_to_react_to(scenario):
    """811.1.b / 813: a card hidden on an earlier turn can be played whenever a Reaction can,
    including in your own Main Phase with an empty chain."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE]))
    g = s.game
    assert not g.chain and g.showdown is None
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").loc == 0
    assert s.zone("Fight or Flight") == "TRASH"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-a-spell-with")
def test_hidden_spell_targets_at_its_battlefield(scenario):
    """811.1.d.2: Fight or Flight played from hidden must target a unit at the battlefield it
    was hidden at; the same card played from hand may target a unit at another battlefield
    (811.3)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "hand": ["Fight or Flight"],
                       "runes": runes("chaos", 2)},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE]))
    g = s.game
    hidden = g.bfs[0].facedown
    in_hand = g.players[0].hand[0]
    act(s, f"play Fight or Flight #{hidden}")
    if s.kind == DecisionKind.TARGET:
        opts = " ".join(s.options())
        assert "Pouty Poro" not in opts
    act(s, tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").loc == 0 and s.obj("Pouty Poro").loc == 2
    act(s, f"play Fight or Flight #{in_hand}", tgt(s, "Pouty Poro"))
    settle(s)
    assert s.obj("Pouty Poro").loc == 0


# ========================================================================================== Timing


@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-can-i-use-vis-ability")
def test_vi_recycle_ability_only_outside_showdowns(scenario):
    """381 / 806 / 813: Vi, Destructive's ability (no Action or Reaction) can be used in your
    Main Phase outside a showdown, but not during a showdown."""
    s = scenario(spec({"base": ["Vi, Destructive", "Shipyard Skulker"],
                       "trash": ["Pouty Poro", "Daring Poro"],
                       "hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                      {"field": [["Stalwart Poro"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    assert s.can("activate ability 0 of Vi, Destructive")
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    assert g.showdown is not None
    assert s.decision.player == 0 and s.kind == DecisionKind.PRIORITY
    assert not s.can("activate ability 0 of Vi, Destructive")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-use-my-legend-ability")
def test_legend_ability_without_reaction_not_on_opponents_turn(scenario):
    """381 / 806 / 813: a legend ability without Action/Reaction (Blind Monk: [1], exhaust:
    buff a friendly unit) can't be used when its controller gets priority on the opponent's
    turn; on its controller's own turn it can."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                      {"legend": "Blind Monk", "field": [["Shipyard Skulker"], []],
                       "hand": ["Stupefy"], "runes": runes("calm", 2)}))
    g = s.game
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    until(s, lambda z: z.decision.player == 1)
    assert g.chain and g.turn_player == 0 and s.can("play Stupefy")   # P1 has priority
    assert not s.can("activate ability 0 of Blind Monk")
    settle(s)
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN
          and z.decision.player == 1 and not z.game.chain)
    assert s.can("activate ability 0 of Blind Monk")


# =================================================================================== Miscellaneous


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-there-a-maximum-hand-size")
def test_no_maximum_hand_size(scenario):
    """108: a hand of any size is kept through the end of the turn; nothing is discarded."""
    s = scenario(spec({"hand": ["Stalwart Poro"] * 15}, {}))
    g = s.game
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    assert len(g.players[0].hand) == 15 and g.players[0].trash == []


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-there-a-maximum-number-of")
def test_no_maximum_number_of_units(scenario):
    """107: any number of units may be in a base or at a battlefield."""
    s = scenario(spec({"base": ["Pouty Poro"] * 12, "field": [["Daring Poro"] * 12, []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    locs = [g.objs[i].loc for i in s.ids("Pouty Poro") + s.ids("Daring Poro")]
    assert locs.count(0) == 12 and locs.count(1) == 12


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out")
def test_burn_out_recycles_the_trash_and_gives_a_point(scenario):
    """431.2: drawing from an empty Main Deck: recycle the trash into it, an opponent gains 1
    point, then draw."""
    s = scenario(spec({"deck": [], "trash": ["Pouty Poro", "Daring Poro"]}, {},
                      phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert s.points() == [0, 1]
    assert g.players[0].trash == []
    assert len(g.players[0].hand) == 1 and len(g.players[0].deck) == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out")
def test_burn_out_with_no_trash_lets_the_opponent_win(scenario):
    """431.3 / 431.3.a: with no trash to recycle the burn out repeats, giving points until the
    opponent wins."""
    s = scenario(spec({"deck": [], "trash": []}, {}, phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.is_over or z.game.phase == Phase.MAIN)
    assert g.is_over and g.players[1].points >= 8 > g.players[0].points


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out-of")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-there-a-limit-to-how")
def test_empty_rune_deck_has_no_penalty(scenario):
    """430 / 103.3.a: once every rune is channelled (the rune deck is empty), no rune is
    channelled and nothing else happens."""
    s = scenario(spec({"rune_deck": [], "runes": runes("fury", 2)}, {}, phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert not g.is_over and s.points() == [0, 0]
    assert len(g.players[0].runes) == 2 and g.players[0].rune_deck == []


# ================================================================================ Immortal Phoenix


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-immortal-phoenix-return-if-it")
def test_phoenix_killed_by_your_own_hidden_blade_can_return(scenario):
    """428.5.b / 428.5.e / 383: your Hidden Blade kills your own Immortal Phoenix; the trigger
    is checked right after the kill, with Phoenix in the trash, so it may be played."""
    s = scenario(spec({"field": [["Immortal Phoenix"], []], "hand": ["Hidden Blade"],
                       "runes": runes("order", 3) + runes("fury", 2)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, "play Hidden Blade", tgt(s, "Immortal Phoenix"))
    until(s, lambda z: z.kind == DecisionKind.MAY)
    assert s.zone("Immortal Phoenix") == "TRASH" and s.decision.player == 0
    act(s, "yes", TO_A)                          # pay [1] + Fury, play it from the trash
    settle(s)
    ph = s.obj("Immortal Phoenix")
    assert ph.zone == Zone.BOARD and ph.loc == 1


# ========================================================================================== Darius


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-darius-trifarian-as")
def test_darius_played_as_the_second_card(scenario):
    """383: played as your second card this turn, Darius, Trifarian is on the board when the
    second card is played: he gets +2 Might this turn and readies."""
    s = scenario(spec({"hand": ["Pouty Poro", "Darius, Trifarian"],
                       "runes": runes("fury", 9)}, {}))
    act(s, "play Pouty Poro", "base")
    act(s, "play Darius, Trifarian", "base")
    settle(s)
    assert s.might("Darius, Trifarian") == 7
    assert not s.obj("Darius, Trifarian").exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-darius-as-my")
def test_darius_played_as_the_third_card(scenario):
    """383: Darius played as the third card was not on the board when the second card was
    played, and a fourth card doesn't trigger him either."""
    s = scenario(spec({"hand": ["Pouty Poro", "Daring Poro", "Darius, Trifarian",
                                "Stalwart Poro"],
                       "runes": runes("fury", 12)}, {}))
    act(s, "play Pouty Poro", "base")
    act(s, "play Daring Poro", "base")
    act(s, "play Darius, Trifarian", "base")
    act(s, "play Stalwart Poro", "base")
    settle(s)
    assert s.might("Darius, Trifarian") == 5
    assert s.obj("Darius, Trifarian").exhausted


# ================================================================================ Wraith of Echoes


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-wraith-of-echoes-trigger-on")
def test_wraith_does_not_see_its_own_death(scenario):
    """383 (errata: 'another friendly unit'): Wraith of Echoes killed by Hidden Blade: its
    controller draws only Hidden Blade's 2, Wraith draws nothing."""
    s = scenario(spec({"field": [["Wraith of Echoes"], []]},
                      {"hand": ["Hidden Blade"], "runes": runes("order", 3)},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    before = len(g.players[0].hand)
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN
          and z.decision.player == 1)
    act(s, "play Hidden Blade", tgt(s, "Wraith of Echoes"))
    settle(s)
    assert s.zone("Wraith of Echoes") == "TRASH"
    assert len(g.players[0].hand) == before + 2


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-the-first-time")
def test_wraith_triggers_once_for_simultaneous_first_deaths(scenario):
    """383: two friendly units dying at once as the first deaths of the turn trigger Wraith
    of Echoes once: draw 1."""
    s = scenario(spec({"base": ["Wraith of Echoes", "Pouty Poro", "Daring Poro"]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    before = len(g.players[0].hand)
    act(s, mv(s, "Pouty Poro"))
    act(s, mv(s, "Daring Poro"), TO_A)
    through_showdown(s)
    settle(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Daring Poro") == "TRASH"
    assert len(g.players[0].hand) == before + 1


# ========================================================================= Disintegrate, Void Gate


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-disintegrate-work-doesnt-the")
def test_disintegrate_draws_only_if_it_kills(scenario):
    """386 / 387 / 428.5.c: Disintegrate deals 3; if this kills the unit, a reflexive trigger
    draws 1; a unit that survives gives no draw."""
    s = scenario(spec({"hand": ["Disintegrate", "Disintegrate"], "runes": runes("chaos", 8)},
                      {"field": [["Shipyard Skulker"], ["Vanguard Sergeant"]]}))
    g = s.game
    before = len(g.players[0].hand)
    act(s, "play Disintegrate", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    assert len(g.players[0].hand) == before - 1
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert len(g.players[0].hand) == before - 2 + 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-a-spell-deals-damage-to")
def test_void_gate_bonus_damage_only_to_units_there(scenario):
    """712 / 713: Void Gate's Bonus Damage applies only to damage dealt to units at Void Gate:
    Disintegrate deals 4 to a unit there and 3 to a unit at the other battlefield."""
    s = scenario(spec({"hand": ["Disintegrate", "Disintegrate"], "runes": runes("chaos", 8)},
                      {"field": [["Playful Phantom"], ["Playful Phantom"]]},
                      bfs=["Void Gate", FORGE]))
    g = s.game
    at_gate = next(i for i in s.ids("Playful Phantom") if g.objs[i].loc == 1)
    other = next(i for i in s.ids("Playful Phantom") if g.objs[i].loc == 2)
    n = len(g.events)
    act(s, "play Disintegrate", f"target Playful Phantom #{at_gate}")
    settle(s)
    act(s, "play Disintegrate", f"target Playful Phantom #{other}")
    settle(s)
    hits = [(e.obj, e.value) for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits == [(at_gate, 4), (other, 3)]


# ==================================================================================== Back to Back


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-a-spell-has-multiple-targets")
def test_back_to_back_needs_two_friendly_units(scenario):
    """355 / 358: Back to Back must choose two different friendly units to be played: with a
    single friendly unit it can't be played; with two it gives each +2."""
    s = scenario(spec({"keep": False, "base": ["Shipyard Skulker"], "hand": ["Back to Back"],
                       "runes": runes("order", 3)}, {}))
    assert not s.can("play Back to Back")
    s = scenario(spec({"keep": False, "base": ["Shipyard Skulker", "Pouty Poro"],
                       "hand": ["Back to Back"], "runes": runes("order", 3)}, {}))
    act(s, "play Back to Back", tgt(s, "Shipyard Skulker"), tgt(s, "Pouty Poro"))
    settle(s)
    assert s.might("Shipyard Skulker") == 5 and s.might("Pouty Poro") == 4


# ================================================================================== healing timing


@pytest.mark.ruling("faq/riftbound-origins-faq.md::i-have-garen-commander-at-a")
def test_garen_buffed_recruit_survives_being_healed_first(scenario):
    """461.1 / 461.1.a.1: combat damage kills Garen (5 on 5 Might), then all units are healed
    before lethal damage is checked again, so the Recruit (2 Might with Garen, 1 damage) lives."""
    s = scenario(spec({"base": ["Playful Phantom", "Recruit"]},
                      {"field": [["Garen, Commander", "Recruit"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    assert s.might("Recruit", 1) == 2 and s.might("Recruit", 0) == 1   # 6 Might attacks
    garen, recruit = s.id("Garen, Commander"), s.id("Recruit", 1)
    act(s, mv(s, "Playful Phantom"))
    act(s, mv(s, "Recruit", 0), TO_A)
    until(s, lambda z: z.kind == DecisionKind.ASSIGN_DAMAGE or z.game.showdown is None)
    for _ in range(10):
        if s.kind != DecisionKind.ASSIGN_DAMAGE:
            break
        if s.decision.player == 0:
            want = garen if g.objs[garen].zone == Zone.BOARD and s.can(
                f"target Garen, Commander #{garen}") else recruit
            s.do(f"target {g.pool[g.objs[want].card].name} #{want}")
        else:
            s.do(s.options()[0])
    until(s, lambda z: z.game.showdown is None)
    assert s.zone("Garen, Commander") == "TRASH"
    assert g.objs[recruit].zone == Zone.BOARD and g.objs[recruit].damage == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-the-damage-from-kogmaws-deathknell")
def test_kogmaw_deathknell_after_combat_healing(scenario):
    """461.1.a.1 / 808: combat cleanup heals all units before Kog'Maw's Deathknell resolves, so
    the surviving attacker keeps the Deathknell's 4 damage after combat."""
    s = scenario(spec({"base": ["Mountain Drake"], "keep": False, "hand": ["Pouty Poro"],
                       "runes": runes("fury", 2)},
                      {"field": [["Kog'Maw, Caustic"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    drake = s.id("Mountain Drake", 0)
    act(s, f"move Mountain Drake #{drake}", TO_A)
    through_showdown(s)
    settle(s)
    assert s.zone("Kog'Maw, Caustic") == "TRASH"
    assert g.objs[drake].zone == Zone.BOARD and g.objs[drake].damage == 4


# ======================================================================================= resources


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-runes-work-what-are")
def test_an_exhausted_rune_can_be_recycled_for_power(scenario):
    """161 / 162 / 414 / 416: with exactly two Order runes, Hidden Blade ([2] + 1 Order power)
    is paid by exhausting both for energy and recycling one of the exhausted runes for power."""
    s = scenario(spec({"hand": ["Hidden Blade"], "runes": runes("order", 2)},
                      {"field": [["Shipyard Skulker"], []]}))
    g = s.game
    assert s.can("play Hidden Blade")
    act(s, "play Hidden Blade", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH"
    left = g.players[0].runes
    assert len(left) == 1 and g.objs[left[0]].exhausted
    assert len(g.players[0].rune_deck) >= 1                 # the recycled rune


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-seals-add-energy-do-seals")
def test_a_seal_adds_power_not_energy_and_is_used_again_later(scenario):
    """162 / 429: Seal of Rage is exhausted to add 1 Fury power, never energy; it isn't
    recycled, so it readies and is used again on a later turn."""
    s = scenario(spec({"base": ["Seal of Rage"]}, {}))
    g = s.game
    seal = s.id("Seal of Rage")
    act(s, "activate ability 0 of Seal of Rage")
    assert g.objs[seal].exhausted and g.objs[seal].zone == Zone.BOARD
    assert g.players[0].energy == 0 and g.players[0].power == {"fury": 1}
    act(s, "end turn")
    s.pass_until(lambda z: z.game.turn_player == 0 and z.game.phase == Phase.MAIN)
    assert not g.objs[seal].exhausted and s.can("activate ability 0 of Seal of Rage")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-much-do-i-pay-for")
def test_accelerate_costs_one_energy_and_one_power_more(scenario):
    """805 / 356: Legion Rearguard ([2], Fury) accelerated costs [3] and 1 Fury power: three
    Fury runes pay it (three exhausted, one of them recycled) and it enters ready."""
    s = scenario(spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 3)}, {}))
    g = s.game
    act(s, "play Legion Rearguard")
    assert s.kind == DecisionKind.OPTIONAL_COST
    act(s, "yes", "base")
    settle(s)
    rg = s.obj("Legion Rearguard")
    assert rg.zone == Zone.BOARD and not rg.exhausted
    assert len(g.players[0].runes) == 2
    assert all(g.objs[r].exhausted for r in g.players[0].runes)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-much-do-i-pay-for")
def test_accelerate_not_offered_without_the_power(scenario):
    """805: with two Fury runes, Legion Rearguard ([2]) can be played but not accelerated
    ([3] + Fury power is more than two runes make); it enters exhausted."""
    s = scenario(spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 2)}, {}))
    act(s, "play Legion Rearguard")
    if s.kind == DecisionKind.OPTIONAL_COST:
        assert not s.can("yes")
        act(s, "no")
    act(s, "base")
    settle(s)
    assert s.obj("Legion Rearguard").exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-mighty-mean")
def test_relentless_storm_channels_when_a_mighty_unit_is_played(scenario):
    """707 / 708: a unit with 5+ Might is Mighty: playing Playful Phantom (5) lets Relentless
    Storm exhaust to channel 1 rune exhausted; playing a 3-Might unit does not."""
    s = scenario(spec({"legend": "Relentless Storm", "hand": ["Shipyard Skulker",
                                                              "Playful Phantom"],
                       "runes": runes("calm", 8), "rune_deck": ["Calm Rune", "Calm Rune"]},
                      {}))
    g = s.game
    act(s, "play Shipyard Skulker", "base")
    settle(s)
    assert s.kind != DecisionKind.MAY and len(g.players[0].runes) == 8
    act(s, "play Playful Phantom", "base")
    for _ in range(5):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY
    act(s, "yes")
    settle(s)
    assert len(g.players[0].runes) == 9 and len(g.players[0].rune_deck) == 1
    assert g.objs[g.players[0].runes[-1]].exhausted
    assert g.objs[g.players[0].legend].exhausted


# ====================================================================================== Hidden (2)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-i-hide-a-card")
def test_hiding_costs_one_power_of_any_domain(scenario):
    """811.1.b / 421: hiding Fight or Flight (Chaos) is paid with one power of any domain (a
    Fury rune recycled), needs a battlefield you control, and puts the card facedown there."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "hand": ["Fight or Flight"],
                       "runes": runes("fury", 1)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    assert s.can("hide Fight or Flight")
    act(s, "hide Fight or Flight", TO_A)
    assert s.zone("Fight or Flight") == "FACEDOWN" and g.bfs[0].facedown == s.id("Fight or Flight")
    assert g.players[0].runes == []
    s2 = scenario(spec({"base": ["Shipyard Skulker"], "hand": ["Fight or Flight"],
                        "runes": runes("fury", 1)}, {}))
    assert not s2.can("hide Fight or Flight")           # no battlefield controlled


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-i-have-to-play-a")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-you-play-a-card-from")
def test_a_hidden_unit_is_played_to_its_battlefield(scenario):
    """811.1.d.1: Pakaa Cub played from hidden enters at the battlefield it was hidden at, not
    the base (the same card played from hand may go to base, 811.3)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "hand": ["Pakaa Cub"],
                       "runes": runes("body", 3)}, {},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Pakaa Cub", "controller": 0}}, FORGE]))
    g = s.game
    hidden = g.bfs[0].facedown
    in_hand = g.players[0].hand[0]
    act(s, f"play Pakaa Cub #{hidden}")
    if s.kind == DecisionKind.PLAY_LOCATION:
        assert not s.can("base")
        act(s, TO_A)
    settle(s)
    assert g.objs[hidden].zone == Zone.BOARD and g.objs[hidden].loc == 1
    act(s, f"play Pakaa Cub #{in_hand}", "base")
    settle(s)
    assert g.objs[in_hand].zone == Zone.BOARD and g.objs[in_hand].loc == 0


# ====================================================================================== Timing (2)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::i-have-a-reaction-spell-can")
def test_reaction_at_end_of_turn_only_with_a_trigger(scenario):
    """312 / 317 / 813: Dark Child - Starter's end-of-turn trigger puts an item on the chain,
    so the opponent gets priority and may play a Reaction during the Ending Phase."""
    s = scenario(spec({"legend": "Dark Child - Starter", "runes": runes("fury", 2, True)},
                      {"hand": ["Stupefy"], "runes": runes("mind", 1),
                       "field": [["Shipyard Skulker"], []]}))
    g = s.game
    act(s, "end turn")
    take_targets(s)                          # up to 2 runes, chosen as it goes on the chain
    until(s, lambda z: z.decision is not None and z.decision.player == 1)
    assert g.turn_player == 0 and g.chain and g.phase != Phase.MAIN
    assert s.can("play Stupefy")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-when-i-use-a")
def test_standard_move_uses_no_chain(scenario):
    """144 / 443: the standard move is a special action: no chain item, nothing to react to;
    the opponent, though holding a Reaction, is not given priority."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "field": [["Pouty Poro"], []]},
                      {"hand": ["Stupefy"], "runes": runes("mind", 1)},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    assert s.obj("Shipyard Skulker").loc == 1
    assert not g.chain and g.showdown is None
    assert s.decision.player == 0 and s.kind == DecisionKind.PRIORITY


# ============================================================================== "this turn" errata


@pytest.mark.ruling("faq/riftbound-origins-faq.md::the-english-version-of-this-card")
def test_convergent_mutation_lasts_this_turn(scenario):
    """Errata: Convergent Mutation raises a friendly unit's Might to another's this turn only."""
    s = scenario(spec({"base": ["Shipyard Skulker", "Playful Phantom"],
                       "hand": ["Convergent Mutation"], "runes": runes("mind", 3)}, {}))
    act(s, "play Convergent Mutation", tgt(s, "Shipyard Skulker"), tgt(s, "Playful Phantom"))
    settle(s)
    assert s.might("Shipyard Skulker") == 5
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    assert s.might("Shipyard Skulker") == 3


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-dune-drake-its-missing")
def test_dune_drake_bonus_lasts_this_turn(scenario):
    """Errata / 383.4.e: Dune Drake attacking where a ready enemy unit is gets +2 this turn
    (7 while the turn lasts) and is back to 5 on the next turn."""
    s = scenario(spec({"base": ["Dune Drake"]}, {"field": [["Pouty Poro"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Dune Drake"), TO_A)
    through_showdown(s)
    assert s.zone("Pouty Poro") == "TRASH" and g.bfs[0].controller == 0
    assert s.might("Dune Drake") == 7
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    assert s.might("Dune Drake") == 5


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-ravenborn-tome-supposed-to-be")
def test_ravenborn_tome_bonus_does_not_carry_to_a_later_turn(scenario):
    """712 / errata: Ravenborn Tome's Bonus Damage is for the next spell played this turn: used
    with no spell, a Disintegrate on the next turn deals 3, not 4."""
    s = scenario(spec({"base": ["Ravenborn Tome"], "hand": ["Disintegrate"],
                       "runes": runes("fury", 4)},
                      {"field": [["Playful Phantom"], []]}))
    g = s.game
    act(s, "activate ability 0 of Ravenborn Tome")
    settle(s)
    act(s, "end turn")
    s.pass_until(lambda z: z.game.turn_player == 0 and z.game.phase == Phase.MAIN)
    n = len(g.events)
    act(s, "play Disintegrate", tgt(s, "Playful Phantom"))
    settle(s)
    hits = [e.value for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits == [3]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-ravenborn-tome-supposed-to-be")
def test_ravenborn_tome_bonus_this_turn(scenario):
    """712 / 713: the next spell played the same turn deals 1 Bonus Damage (Disintegrate: 4)."""
    s = scenario(spec({"base": ["Ravenborn Tome"], "hand": ["Disintegrate"],
                       "runes": runes("fury", 4)},
                      {"field": [["Playful Phantom"], []]}))
    g = s.game
    act(s, "activate ability 0 of Ravenborn Tome")
    settle(s)
    n = len(g.events)
    act(s, "play Disintegrate", tgt(s, "Playful Phantom"))
    settle(s)
    hits = [e.value for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits == [4]


# ===================================================================================== targets (2)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-triggered-abilities-with-multiple")
def test_sona_readies_up_to_four_runes(scenario):
    """Errata ('up to') / 402: Sona, Harmonious at a battlefield at the end of the turn readies
    the friendly runes there are, even fewer than 4."""
    s = scenario(spec({"field": [["Sona, Harmonious"], []], "runes": runes("calm", 2, True)},
                      {}, bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "end turn")
    take_targets(s)
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    assert [g.objs[r].exhausted for r in g.players[0].runes] == [False, False]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-sigil-of-the-storm-target")
def test_sigil_of_the_storm_chooses_the_rune_on_resolution(scenario):
    """Errata ('must') / 402: conquering Sigil of the Storm triggers 'you must recycle one of
    your runes'; nothing is chosen as it goes on the chain (the opponent gets priority with
    every rune still there); on resolution one rune is recycled."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "runes": runes("fury", 2)},
                      {"hand": ["Stupefy"], "runes": runes("mind", 1)},
                      bfs=["Sigil of the Storm", FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to Sigil of the Storm")
    until(s, lambda z: z.game.bfs[0].controller == 0)
    assert g.players[0].points == 1 and len(g.chain) == 1      # the conquer trigger
    assert s.decision.player == 1 and s.can("play Stupefy")
    assert len(g.players[0].runes) == 2
    act(s, "pass")
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 0   # on resolution
    s.do(s.options()[0])
    assert not g.chain and len(g.players[0].runes) == 1


# =============================================================================== death replacement


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-use-these-cards-to")
def test_highlander_saves_an_exhausted_unit(scenario):
    """367 / 055: Highlander on an exhausted unit at a battlefield: Disintegrate deals it lethal
    damage; instead of dying it is healed, (already) exhausted and recalled to base."""
    s = scenario(spec({"field": [[{"card": "Shipyard Skulker", "exhausted": True}], []],
                       "hand": ["Highlander", "Disintegrate"],
                       "runes": runes("calm", 4) + runes("fury", 4)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, "play Highlander", tgt(s, "Shipyard Skulker"))
    settle(s)
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    settle(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.loc == 0 and sk.exhausted and sk.damage == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-cruel-patron-and")
def test_cruel_patron_cost_paid_though_the_death_is_replaced(scenario):
    """357 / 367: Cruel Patron's additional cost kills a friendly unit that Highlander saves;
    the cost still counts as paid and Cruel Patron is played."""
    s = scenario(spec({"keep": False, "field": [["Shipyard Skulker"], []],
                       "hand": ["Highlander", "Cruel Patron"],
                       "runes": runes("calm", 4) + runes("order", 4)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, "play Highlander", tgt(s, "Shipyard Skulker"))
    settle(s)
    act(s, "play Cruel Patron")
    act(s, tgt(s, "Shipyard Skulker"), "base")
    if s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    act(s, "base")
    settle(s)
    assert s.obj("Cruel Patron").zone == Zone.BOARD
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.loc == 0 and sk.exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-a-unit-would-be-killed")
def test_hidden_blade_draws_though_the_death_is_replaced(scenario):
    """367 / 428: Highlander saves the unit Hidden Blade kills; its controller still draws 2."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []],
                       "hand": ["Highlander", "Hidden Blade"],
                       "runes": runes("calm", 4) + runes("order", 3)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "play Highlander", tgt(s, "Shipyard Skulker"))
    settle(s)
    before = len(g.players[0].hand)
    act(s, "play Hidden Blade", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").zone == Zone.BOARD and s.obj("Shipyard Skulker").loc == 0
    assert len(g.players[0].hand) == before - 1 + 2


# ========================================================================== Dragon's Rage, Ganking


@pytest.mark.ruling("faq/riftbound-origins-faq.md::dragons-rage-also-seems-a-little")
def test_dragons_rage_reflexive_fight_at_the_destination(scenario):
    """386 / 387 / errata: Dragon's Rage moves an enemy unit; then a reflexive trigger chooses
    another enemy unit at its destination and they deal their Mights to each other."""
    s = scenario(spec({"hand": ["Dragon's Rage"], "runes": runes("calm", 5)},
                      {"field": [["Pouty Poro"], ["Vanguard Sergeant"]]}))
    g = s.game
    act(s, "play Dragon's Rage", tgt(s, "Pouty Poro"), TO_B)
    for _ in range(20):
        if not g.chain:
            break
        if s.kind == DecisionKind.TARGET:
            act(s, tgt(s, "Vanguard Sergeant"))
        else:
            s.do("pass")
    assert s.zone("Pouty Poro") == "TRASH"
    vs = s.obj("Vanguard Sergeant")
    assert vs.zone == Zone.BOARD and vs.damage == 2


@pytest.mark.ruling("faq/riftbound-origins-faq.md::dragons-rage-also-seems-a-little")
def test_dragons_rage_no_trigger_without_an_enemy_there(scenario):
    """387: with no other enemy unit at the destination the reflexive trigger isn't put on the
    chain: the moved unit takes no damage."""
    s = scenario(spec({"hand": ["Dragon's Rage"], "runes": runes("calm", 5)},
                      {"field": [["Pouty Poro"], []]}))
    g = s.game
    n = len(g.events)
    act(s, "play Dragon's Rage", tgt(s, "Pouty Poro"), TO_B)
    settle(s)
    poro = s.obj("Pouty Poro")
    assert poro.zone == Zone.BOARD and poro.loc == 2 and poro.damage == 0
    assert not [e for e in g.events[n:] if e.kind == EventKind.DAMAGE]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-ganking-allow-a-unit-to")
def test_ganking_moves_between_battlefields_with_the_standard_move(scenario):
    """810 / 144: Ganking lets Kayn's standard move go from one battlefield to another
    (exhausting him); a unit without Ganking at a battlefield can only move to base."""
    s = scenario(spec({"field": [["Kayn, Unleashed", "Shipyard Skulker"], []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, mv(s, "Shipyard Skulker"))
    opts = s.options()
    assert not any(FORGE in o for o in opts), opts
    s = scenario(spec({"field": [["Kayn, Unleashed", "Shipyard Skulker"], []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, mv(s, "Kayn, Unleashed"), TO_B)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    kayn = s.obj("Kayn, Unleashed")
    assert kayn.loc == 2 and kayn.exhausted
    assert not s.can(mv(s, "Kayn, Unleashed"))          # no extra move


# ============================================================================= Charm, Falling Star


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-as-i-play-charm-i")
def test_charm_destination_is_chosen_as_it_is_played(scenario):
    """355 / 420: Charm's destination is chosen with its target while it is put on the chain,
    before anyone gets priority; it resolves to that destination."""
    s = scenario(spec({"hand": ["Charm"], "runes": runes("calm", 2)},
                      {"field": [["Pouty Poro"], []]}))
    g = s.game
    act(s, "play Charm", tgt(s, "Pouty Poro"))
    assert s.kind == DecisionKind.DESTINATION and s.decision.player == 0
    assert len(g.chain) == 1 and s.obj("Pouty Poro").loc == 1    # Charm not resolved yet
    act(s, TO_B)
    settle(s)
    poro = s.obj("Pouty Poro")
    assert poro.loc == 2 and poro.controller == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::that-do-this-wording-is-a")
def test_falling_star_targets_are_chosen_as_it_is_played(scenario):
    """Superseded ruling: the Origins FAQ made Falling Star's two 'deal 3' reflexive triggers
    with no targets of the spell's own; the Spiritforged FAQ ('Falling Star, Icathian Rain,
    and Deflect') and the Spiritforged errata withdraw that: both targets are chosen as the
    spell is played (355), before anyone can react, and may be different units. The test
    follows the later text."""
    s = scenario(spec({"hand": ["Falling Star"], "runes": runes("fury", 4)},
                      {"field": [["Shipyard Skulker"], ["Vanguard Sergeant"]]}))
    g = s.game
    n = len(g.events)
    act(s, "play Falling Star")
    assert s.kind == DecisionKind.TARGET and len(g.chain) == 1
    act(s, tgt(s, "Shipyard Skulker"))
    assert s.kind == DecisionKind.TARGET and len(g.chain) == 1
    act(s, tgt(s, "Vanguard Sergeant"))
    settle(s)
    hits = sorted((e.obj, e.value) for e in g.events[n:] if e.kind == EventKind.DAMAGE)
    assert hits == sorted([(s.id("Shipyard Skulker"), 3), (s.id("Vanguard Sergeant"), 3)])
    assert s.zone("Shipyard Skulker") == "TRASH"


# ====================================================================================== hidden (3)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-a-card-i")
def test_units_a_hidden_spell_plays_enter_at_its_battlefield(scenario):
    """811.1.d.3: Sprite Call played from hidden plays its Sprite token at the battlefield it
    was hidden at."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Sprite Call", "controller": 0}}, FORGE]))
    act(s, "play Sprite Call")
    if s.kind == DecisionKind.PLAY_LOCATION:
        assert not s.can("base")
        act(s, TO_A)
    settle(s)
    sprite = s.obj("Sprite")
    assert sprite.zone == Zone.BOARD and sprite.loc == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-do-the-hidden-changes-mean")
def test_tideturner_from_hidden_swaps_with_a_unit_elsewhere(scenario):
    """811.1.d.2 / errata: Tideturner played from hidden may choose a unit you control at
    another location (here: base) and the two swap places."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "base": ["Vanguard Sergeant"]}, {},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Tideturner", "controller": 0}}, FORGE]))
    act(s, "play Tideturner")
    act(s, TO_A)
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            s.do("yes")
        elif s.kind == DecisionKind.TARGET:
            act(s, tgt(s, "Vanguard Sergeant"))
        elif s.game.chain:
            s.do("pass")
        else:
            break
    assert s.obj("Vanguard Sergeant").loc == 1
    assert s.obj("Tideturner").loc == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-zhonyas-hourglass-and-stand")
def test_zhonyas_from_hidden_saves_a_unit_anywhere(scenario):
    """811.1.d.2 / 367: Zhonya's Hourglass played from hidden (to its battlefield) has no
    choice to restrict: it saves a friendly unit dying at the other battlefield."""
    s = scenario(spec({"field": [["Vanguard Sergeant"], ["Shipyard Skulker"]],
                       "hand": ["Disintegrate"], "runes": runes("fury", 4)}, {},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Zhonya's Hourglass", "controller": 0}},
                           {"card": FORGE, "controller": 0}]))
    act(s, "play Zhonya's Hourglass")
    act(s, TO_A)
    settle(s)
    assert s.zone("Zhonya's Hourglass") == "BOARD"
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    settle(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.loc == 0 and sk.exhausted and sk.damage == 0
    assert s.zone("Zhonya's Hourglass") == "TRASH"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-zhonyas-hourglass-and-stand")
def test_stand_united_from_hidden_buff_there_bonus_everywhere(scenario):
    """811.1.d.2: Stand United from hidden buffs a friendly unit at its battlefield only, but
    'buffs give an additional +1 Might' applies to buffed units everywhere."""
    s = scenario(spec({"field": [["Shipyard Skulker"], [{"card": "Vanguard Sergeant",
                                                          "buff": 1}]]}, {},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Stand United", "controller": 0}},
                           {"card": FORGE, "controller": 0}]))
    assert s.might("Vanguard Sergeant") == 5
    act(s, "play Stand United")
    if s.kind == DecisionKind.TARGET:
        assert not s.can(tgt(s, "Vanguard Sergeant"))
        act(s, tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.might("Shipyard Skulker") == 5          # 3 + buff 1 + 1
    assert s.might("Vanguard Sergeant") == 6         # 4 + buff 1 + 1, at the other battlefield


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-avas-ability-let-me-hide")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-restrictions-does-ava-place-on")
def test_ava_plays_a_hidden_card_and_a_unit_here(scenario):
    """811.1.c.1 / errata: Ava Achiever's attack trigger plays (does not hide) a card with
    Hidden from hand, ignoring its cost; a unit is played at Ava's battlefield."""
    s = scenario(spec({"base": ["Ava Achiever"], "hand": ["Pakaa Cub"],
                       "runes": runes("mind", 1)},
                      {"field": [["Stalwart Poro"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Ava Achiever"), TO_A)
    for _ in range(20):
        if s.zone("Pakaa Cub") != "HAND" or g.showdown is None:
            break
        if s.kind == DecisionKind.MAY:
            s.do("yes")
        elif s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            assert not s.can("base")
            act(s, TO_A)
        else:
            s.do("pass")
    cub = s.obj("Pakaa Cub")
    assert cub.zone == Zone.BOARD and cub.loc == 1


# =========================================================================================== Teemo


def _teemo_defends(scenario, deck):
    """Two units attack Teemo's battlefield; his defend trigger waits for its target (player 1).
    The scenario and the event count before the attack."""
    s = scenario(spec({"base": ["Vanguard Sergeant", "Shipyard Skulker"]},
                      {"field": [["Teemo, Strategist"], []], "deck": deck},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    act(s, mv(s, "Vanguard Sergeant"))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    n = len(s.game.events)
    for _ in range(10):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    assert s.kind == DecisionKind.TARGET and s.decision.player == 1
    return s, n


def _hits(s, n):
    return [(e.obj, e.value) for e in s.game.events[n:] if e.kind == EventKind.DAMAGE]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-many-enemy-units-do-i")
def test_teemo_has_one_target_chosen_as_the_trigger_goes_on_the_chain(scenario):
    """355 / 402 / 383.4.e: Teemo's defend trigger chooses one enemy unit here as it goes on
    the chain; it deals 1 per card with Hidden among the 5 revealed (2 here)."""
    s, n = _teemo_defends(scenario, ["Pakaa Cub", "Fight or Flight", "Stalwart Poro",
                                     "Stalwart Poro", "Stalwart Poro", "Stalwart Poro"])
    assert not _hits(s, n)
    act(s, tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert _hits(s, n)[:1] == [(s.id("Vanguard Sergeant"), 2)]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::which-cards-count-for-teemo-does")
def test_teemo_counts_only_cards_with_hidden(scenario):
    """811.5: Teemo counts the revealed cards that have the Hidden keyword: Noxus Saboteur and
    Ember Monk only mention it (Pakaa Cub has it): 1 damage."""
    s, n = _teemo_defends(scenario, ["Noxus Saboteur", "Ember Monk", "Pakaa Cub",
                                     "Stalwart Poro", "Stalwart Poro", "Stalwart Poro"])
    act(s, tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert _hits(s, n)[:1] == [(s.id("Vanguard Sergeant"), 1)]


# =========================================================================== Blind Fury, Harrowing


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-cards-like-blind-fury")
def test_blind_fury_banishes_then_plays_the_opponents_card(scenario):
    """427 / errata: Blind Fury banishes the revealed top card of the opponent's Main Deck and
    then its controller plays it, ignoring its cost."""
    s = scenario(spec({"hand": ["Blind Fury"], "runes": runes("fury", 6)},
                      {"deck": ["Shipyard Skulker"] + DECK}))
    g = s.game
    act(s, "play Blind Fury")
    for _ in range(20):
        if not g.chain:
            break
        if s.kind in (DecisionKind.CHOOSE_CARD, DecisionKind.CHOOSE_PLAYER):
            s.do(s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        else:
            s.do("pass")
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.controller == 0 and sk.owner == 1
    assert EventKind.BANISH in {e.kind for e in g.events}


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-a-card-like")
def test_the_harrowing_returns_a_unit_it_cannot_play(scenario):
    """329 / 400: The Harrowing plays a unit from the trash ignoring its Energy cost; a unit
    whose Power cost can't be paid (Teemo, Strategist: Mind power, only Chaos runes here) can't
    finish being played and goes back to the trash."""
    s = scenario(spec({"hand": ["The Harrowing"], "trash": ["Teemo, Strategist"],
                       "runes": runes("chaos", 8)}, {}))
    g = s.game
    act(s, "play The Harrowing")
    for _ in range(20):
        if not g.chain:
            break
        if s.kind in (DecisionKind.CHOOSE_CARD, DecisionKind.TARGET):
            s.do(next(o for o in s.options() if "Teemo" in o))
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        else:
            s.do("pass")
    assert s.zone("Teemo, Strategist") == "TRASH"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-a-card-like")
def test_the_harrowing_plays_a_unit_ignoring_its_energy_cost(scenario):
    """329 / 400: The Harrowing plays a unit from the trash ignoring its Energy cost (Kayn:
    [6] + Chaos power, paid with the power only)."""
    s = scenario(spec({"hand": ["The Harrowing"], "trash": ["Kayn, Unleashed"],
                       "runes": runes("chaos", 9)}, {}))
    g = s.game
    act(s, "play The Harrowing")
    for _ in range(20):
        if not g.chain:
            break
        if s.kind in (DecisionKind.CHOOSE_CARD, DecisionKind.TARGET):
            s.do(next(o for o in s.options() if "Kayn" in o))
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        else:
            s.do("pass")
    assert s.zone("Kayn, Unleashed") == "BOARD"
    assert len(g.players[0].runes) == 9 - 2 - 1              # Harrowing's 2 power, Kayn's 1


# ======================================================================================== Nocturne


def resolve_all(s, may="yes", limit=40):
    """Pass until the chain is empty, answering 'you may' with `may` and card choices with the
    first option."""
    g = s.game
    for _ in range(limit):
        if not g.chain and s.kind == DecisionKind.PRIORITY:
            return s
        if s.kind == DecisionKind.MAY:
            s.do(may)
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        elif s.kind != DecisionKind.PRIORITY:
            s.do(s.options()[0])
        else:
            s.do("pass")
    raise AssertionError("the chain did not resolve")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::ok-so-what-about-nocturne-how")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-how-exactly-does-this-ability")
def test_nocturne_banished_and_played_while_stacked_deck_resolves(scenario):
    """424 / 427 / 329 / errata: looking at Nocturne with Stacked Deck, his controller may banish
    him and play him for [A]; he waits as a pending item while Stacked Deck finishes with the
    two other cards (one to hand, one recycled), then enters the board exhausted."""
    s = scenario(spec({"hand": ["Stacked Deck"], "runes": runes("chaos", 3),
                       "deck": ["Nocturne, Horrifying", "Pouty Poro", "Daring Poro",
                                "Stalwart Poro"]}, {}))
    g = s.game
    act(s, "play Stacked Deck")
    assert s.kind == DecisionKind.MAY                   # banish him?
    act(s, "yes")
    assert s.kind == DecisionKind.MAY                   # play him for [A]?
    act(s, "yes")
    assert s.kind == DecisionKind.CHOOSE_CARD and len(g.chain) == 2   # Nocturne pending
    assert not any("Nocturne" in o for o in s.options())
    act(s, "choose Pouty Poro")
    resolve_all(s)
    noc = s.obj("Nocturne, Horrifying")
    assert noc.zone == Zone.BOARD and noc.exhausted and noc.loc == 0
    assert hand_names(s) == ["Pouty Poro"]
    assert len(g.players[0].runes) == 2                 # 1 exhausted for Stacked Deck, 1 for [A]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-reveal-multiple-nocturnes-can")
def test_three_nocturnes_from_one_stacked_deck(scenario):
    """431.1.c.1: all three looked-at cards are Nocturnes and all are banished and played: no
    card is left, so Stacked Deck puts nothing into hand and recycles nothing."""
    s = scenario(spec({"hand": ["Stacked Deck"], "runes": runes("chaos", 4),
                       "deck": ["Nocturne, Horrifying"] * 3 + ["Pouty Poro"]}, {}))
    g = s.game
    act(s, "play Stacked Deck")
    resolve_all(s)
    assert [g.objs[i].zone for i in s.ids("Nocturne, Horrifying")] == [Zone.BOARD] * 3
    assert g.players[0].hand == []
    assert [g.pool[g.objs[i].card].name for i in g.players[0].deck] == ["Pouty Poro"]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-dazzling-aurora-if-i")
def test_dazzling_aurora_stops_at_nocturne(scenario):
    """Errata: Dazzling Aurora reveals until it reveals a unit: Nocturne is one, so it stops
    there (the Poro below is never revealed); declining his own banish, Aurora plays him
    ignoring his cost."""
    s = scenario(spec({"base": ["Dazzling Aurora"],
                       "deck": ["Fight or Flight", "Nocturne, Horrifying", "Pouty Poro"]}, {}))
    g = s.game
    n = len(g.events)
    act(s, "end turn")
    assert s.kind == DecisionKind.MAY                    # Nocturne's own: banish him?
    act(s, "no")
    until(s, lambda z: z.game.turn_player == 1)
    assert s.obj("Nocturne, Horrifying").zone == Zone.BOARD
    revealed = [e.obj for e in g.events[n:] if e.kind == EventKind.REVEAL]
    assert s.id("Pouty Poro") not in revealed and s.id("Nocturne, Horrifying") in revealed
    assert s.zone("Pouty Poro") == "DECK"


# ======================================================================================== Fox-Fire


@pytest.mark.ruling("faq/riftbound-origins-faq.md::are-the-units-i-choose-for")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-that-mean-if-the-units")
def test_fox_fire_rechecks_its_targets_as_a_group(scenario):
    """355 / errata: Fox-Fire chooses four 1-Might Recruits (total 4); Back to Back gives two
    of them +2 in reaction. On resolution only the original targets may be chosen (not the
    Poro at the same battlefield), as a subset with total Might 4 or less: one 3-Might Recruit
    and one 1-Might Recruit die, the others live."""
    s = scenario(spec({"hand": ["Fox-Fire"], "runes": runes("calm", 4)},
                      {"field": [["Recruit", "Recruit", "Recruit", "Recruit", "Pouty Poro"], []],
                       "hand": ["Back to Back"], "runes": runes("order", 3)}))
    g = s.game
    r = [bid(s, "Recruit", 1, i) for i in range(4)]
    act(s, "play Fox-Fire", *[f"target Recruit #{i}" for i in r])
    if s.kind == DecisionKind.TARGET:
        act(s, "done")
    until(s, lambda z: z.decision.player == 1 and z.can("play Back to Back"))
    act(s, "play Back to Back", f"target Recruit #{r[0]}", f"target Recruit #{r[1]}")
    for _ in range(10):
        if s.kind == DecisionKind.TARGET and s.decision.player == 0:
            break
        s.do("pass")
    assert s.kind == DecisionKind.TARGET and s.decision.player == 0   # Fox-Fire resolving
    assert s.might("Recruit", 1, 0) == 3 and s.might("Recruit", 1, 2) == 1
    assert not any("Pouty Poro" in o for o in s.options())
    s.do(f"target Recruit #{r[0]}")
    assert not s.can(f"target Recruit #{r[1]}")         # 3 + 3 > 4
    s.do(f"target Recruit #{r[2]}")
    if s.kind == DecisionKind.TARGET:
        assert not s.can(f"target Recruit #{r[3]}")     # 3 + 1 + 1 > 4
        s.do("done")
    settle(s)
    alive = [g.objs[i].zone == Zone.BOARD for i in r]
    assert alive == [False, True, False, True]
    assert s.obj("Pouty Poro").zone == Zone.BOARD


# ================================================================================= moves in combat


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-move-more-units-in")
def test_more_units_join_a_combat_only_by_action_speed_moves(scenario):
    """144 / 459 / 806: once combat has begun the standard move isn't available (showdown);
    an Action spell (Ride the Wind) moves another unit in, and it attacks: 3 + 4 beat 5."""
    s = scenario(spec({"base": ["Shipyard Skulker", "Vanguard Sergeant"],
                       "hand": ["Ride the Wind"], "runes": runes("chaos", 3)},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    assert g.showdown is not None and s.decision.player == 0
    assert not s.can(mv(s, "Vanguard Sergeant"))
    act(s, "play Ride the Wind", tgt(s, "Vanguard Sergeant"), TO_A)
    through_showdown(s)
    assert s.zone("Playful Phantom") == "TRASH"
    assert s.obj("Vanguard Sergeant").loc == 1 and g.bfs[0].controller == 0


# ======================================================================================= Teemo (2)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-this-card-do-and")
def test_teemo_played_into_combat_from_hidden_triggers_once(scenario):
    """383.4.e / errata: Teemo played from hidden into a combat at his battlefield becomes a
    defender and his defend trigger happens once (2 Hidden cards revealed: 2 damage)."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Stalwart Poro"], []],
                       "deck": ["Pakaa Cub", "Fight or Flight", "Stalwart Poro",
                                "Stalwart Poro", "Stalwart Poro", "Stalwart Poro"]},
                      bfs=[{"card": PLAZA, "controller": 1,
                            "hidden": {"card": "Teemo, Strategist", "controller": 1}}, FORGE]))
    g = s.game
    teemo = s.id("Teemo, Strategist")
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.decision.player == 1 and z.can("play Teemo, Strategist"))
    n = len(g.events)
    act(s, "play Teemo, Strategist", TO_A)
    for _ in range(20):
        if g.showdown is None or g.objs[s.id("Vanguard Sergeant")].zone != Zone.BOARD:
            break
        if s.kind == DecisionKind.TARGET:
            act(s, tgt(s, "Vanguard Sergeant"))
        elif s.kind == DecisionKind.ASSIGN_DAMAGE:
            break
        else:
            s.do("pass")
    trig = [e for e in g.events[n:] if e.kind == EventKind.TRIGGER and e.obj == teemo]
    assert len(trig) == 1
    hits = [(e.obj, e.value) for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits[:1] == [(s.id("Vanguard Sergeant"), 2)]


# ====================================================================== batch: cards playing cards


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-i-put-my-chosen-champion")
def test_the_chosen_champion_goes_to_the_trash_when_it_dies(scenario):
    """108 / 113: once played from the Champion Zone, the Chosen Champion is like any Main Deck
    card: killed (by Cull the Weak) it goes to the trash, not back to the Champion Zone."""
    s = scenario(spec({"keep": False, "legend": "Loose Cannon",
                       "champion": "Jinx, Demolitionist",
                       "hand": ["Pouty Poro", "Daring Poro", "Cull the Weak"],
                       "runes": runes("fury", 4) + runes("order", 3)}, {}))
    g = s.game
    jinx = s.id("Jinx, Demolitionist")
    act(s, "play Jinx, Demolitionist")
    resolve_all(s, may="no")                    # no Accelerate; discards the two Poros
    assert g.objs[jinx].zone == Zone.BOARD
    act(s, "play Cull the Weak")
    resolve_all(s)
    assert g.objs[jinx].zone == Zone.TRASH and jinx in g.players[0].trash


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-exactly-happens-when-someone")
def test_promising_future_plays_each_players_banished_card(scenario):
    """329 / 427 / errata: each player banishes one of their top 5 and recycles the rest; the
    banished cards are played by their players ignoring Energy costs (Power still paid): P0's
    Vanguard Sergeant and P1's Shipyard Skulker enter the board under their own players. (A
    card whose Power can't be paid stays banished: next test.)"""
    s = scenario(spec({"hand": ["Promising Future"], "runes": runes("mind", 6),
                       "deck": ["Vanguard Sergeant"] + ["Stalwart Poro"] * 6},
                      {"deck": ["Shipyard Skulker"] + ["Stalwart Poro"] * 6}))
    g = s.game
    act(s, "play Promising Future")
    for _ in range(40):
        if not g.chain and s.kind == DecisionKind.PRIORITY:
            break
        if s.kind == DecisionKind.CHOOSE_CARD:
            pick = [o for o in s.options() if "Sergeant" in o or "Skulker" in o]
            s.do(pick[0] if pick else s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        elif s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            s.do("no")
        elif s.kind != DecisionKind.PRIORITY:
            s.do(s.options()[0])
        else:
            s.do("pass")
    vs, sk = s.obj("Vanguard Sergeant"), s.obj("Shipyard Skulker")
    assert vs.zone == Zone.BOARD and vs.controller == 0
    assert sk.zone == Zone.BOARD and sk.controller == 1
    assert len(g.players[0].deck) == 6 and len(g.players[1].deck) == 6


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-exactly-happens-when-someone")
def test_promising_future_card_that_cannot_be_paid_stays_banished(scenario):
    """Errata: 'any cards that can't be played for any reason remain banished': P1 picks Teemo,
    Strategist (1 Mind power) with no runes to pay it; Teemo stays banished."""
    s = scenario(spec({"hand": ["Promising Future"], "runes": runes("mind", 6),
                       "deck": ["Vanguard Sergeant"] + ["Stalwart Poro"] * 6},
                      {"deck": ["Teemo, Strategist"] + ["Stalwart Poro"] * 6}))
    g = s.game
    act(s, "play Promising Future")
    for _ in range(40):
        if not g.chain and s.kind == DecisionKind.PRIORITY:
            break
        if s.kind == DecisionKind.CHOOSE_CARD:
            pick = [o for o in s.options() if "Sergeant" in o or "Teemo" in o]
            s.do(pick[0] if pick else s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        elif s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            s.do("no")
        elif s.kind != DecisionKind.PRIORITY:
            s.do(s.options()[0])
        else:
            s.do("pass")
    assert s.zone("Teemo, Strategist") == "BANISHMENT"
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-if-promising-future-resolves-and")
def test_promising_future_with_nocturne(scenario):
    """329 / errata: looking at the top 5 for Promising Future, P0 banishes Nocturne with his
    own ability (pending, played for [A]) and still banishes another card for Promising Future;
    both end up on the board."""
    s = scenario(spec({"hand": ["Promising Future"], "runes": runes("mind", 7),
                       "deck": ["Nocturne, Horrifying", "Vanguard Sergeant"]
                       + ["Stalwart Poro"] * 6},
                      {"deck": ["Shipyard Skulker"] + ["Stalwart Poro"] * 6}))
    g = s.game
    act(s, "play Promising Future")
    for _ in range(40):
        if not g.chain and s.kind == DecisionKind.PRIORITY:
            break
        if s.kind == DecisionKind.CHOOSE_CARD:
            pick = [o for o in s.options() if "Sergeant" in o or "Skulker" in o]
            s.do(pick[0] if pick else s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        elif s.kind == DecisionKind.MAY:
            s.do("yes")
        elif s.kind == DecisionKind.OPTIONAL_COST:
            s.do("no")
        elif s.kind != DecisionKind.PRIORITY:
            s.do(s.options()[0])
        else:
            s.do("pass")
    assert s.obj("Nocturne, Horrifying").zone == Zone.BOARD
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    assert s.obj("Shipyard Skulker").zone == Zone.BOARD


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-i-use-an")
def test_baited_hook_plays_nothing_when_the_death_is_replaced(scenario):
    """428 / 397 / errata: Unlicensed Armory replaces the death Baited Hook causes, so there is
    no killed unit: Baited Hook can't play a unit (the Poro on top stays in the deck)."""
    s = scenario(spec({"keep": False, "base": ["Unlicensed Armory", "Baited Hook"],
                       "field": [["Shipyard Skulker"], []],
                       "hand": ["Stalwart Poro"], "runes": runes("fury", 2) + runes("order", 2),
                       "deck": ["Pouty Poro"] + ["Stalwart Poro"] * 6}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "activate ability 0 of Unlicensed Armory")
    resolve_all(s)
    act(s, "activate ability 0 of Baited Hook")
    resolve_all(s, may="yes")
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.loc == 0 and sk.exhausted
    assert s.zone("Pouty Poro") == "DECK"
    assert EventKind.BANISH not in {e.kind for e in g.events}


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-i-use-an")
def test_baited_hook_plays_a_unit_when_the_unit_dies(scenario):
    """Baseline for the previous test: without the replacement the killed Skulker (3) lets
    Baited Hook banish and play the Poro (2 <= 3 + 1) from the top 5."""
    s = scenario(spec({"keep": False, "base": ["Baited Hook"],
                       "field": [["Shipyard Skulker"], []], "runes": runes("order", 2),
                       "deck": ["Pouty Poro"] + ["Stalwart Poro"] * 6}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    act(s, "activate ability 0 of Baited Hook")
    for _ in range(30):
        if not s.game.chain and s.kind == DecisionKind.PRIORITY:
            break
        if s.kind == DecisionKind.CHOOSE_CARD:
            pick = [o for o in s.options() if "Pouty" in o]
            s.do(pick[0] if pick else s.options()[0])
        elif s.kind == DecisionKind.PLAY_LOCATION:
            act(s, "base")
        elif s.kind == DecisionKind.MAY:
            s.do("yes")
        elif s.kind != DecisionKind.PRIORITY:
            s.do(s.options()[0])
        else:
            s.do("pass")
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert s.zone("Pouty Poro") == "BOARD"


# ============================================================================ abilities and Legion


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-i-get-my-legion-effect")
def test_using_an_ability_does_not_turn_on_legion(scenario):
    """812: Legion needs a card played this turn; using an ability (Seal of Rage's [Add]) isn't
    playing a card, so Hand of Noxus's Legion [Add] still adds nothing. (The token half of the
    ruling needs a token played without a card; see FAQ_PENDING.md.)"""
    s = scenario(spec({"legend": "Hand of Noxus", "base": ["Seal of Rage"]}, {}))
    g = s.game
    act(s, "activate ability 0 of Seal of Rage")
    act(s, "activate ability 0 of Hand of Noxus")
    assert g.players[0].energy == 0 and g.objs[g.players[0].legend].exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-use-the-exhaust-ability")
def test_a_ready_defender_uses_an_action_exhaust_ability_in_combat(scenario):
    """144.2 / 377 / 806: a ready defender (Shadow) can use its [Action] exhaust ability in
    combat: it stuns the attacker; an exhausted Shadow can't."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Shadow"], []], "runes": runes("calm", 2)},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.decision.player == 1)
    assert g.showdown is not None
    act(s, "activate ability 1 of Shadow", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").stunned and s.obj("Shadow").exhausted
    s = scenario(spec({"base": ["Vanguard Sergeant"], "hand": ["Stupefy"],
                       "runes": runes("mind", 1)},
                      {"field": [[{"card": "Shadow", "exhausted": True}], []],
                       "runes": runes("calm", 2), "hand": ["Stupefy"]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.decision.player == 1)
    assert s.game.showdown is not None
    assert not s.can("activate ability 1 of Shadow")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::twisted-fate-too")
def test_twisted_fate_mode_is_a_reflexive_trigger(scenario):
    """386 / 387: Twisted Fate, Gambler's attack trigger reveals and recycles the top rune;
    the effect for its domain (Fury: deal 2 to an enemy unit here) is a separate chain item
    put on after the reveal, which the opponent can react to before it resolves."""
    s = scenario(spec({"base": ["Twisted Fate, Gambler"],
                       "rune_deck": ["Fury Rune", "Calm Rune"]},
                      {"field": [["Vanguard Sergeant"], []], "hand": ["Stupefy"],
                       "runes": runes("mind", 1)},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    n = len(g.events)
    act(s, mv(s, "Twisted Fate, Gambler"), TO_A)

    def revealed(z):
        return any(e.kind == EventKind.REVEAL for e in z.game.events[n:])

    until(s, lambda z: revealed(z) and z.decision.player == 1 and bool(z.game.chain))
    assert len(g.chain) == 1 and s.can("play Stupefy")
    assert not [e for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert [g.pool[g.objs[r].card].name for r in g.players[0].rune_deck] == ["Calm Rune",
                                                                              "Fury Rune"]
    settle(s)
    hits = [(e.obj, e.value) for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits[:1] == [(s.id("Vanguard Sergeant"), 2)]


# ================================================================================ targets (3)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::some-spells-and-abilities-require-choosing")
def test_a_target_must_still_be_legal_on_resolution(scenario):
    """355 / 402: targets are chosen as the spell goes on the chain and must still meet the
    targeting requirements on resolution: Disintegrate's 'unit at a battlefield' is moved to
    base in reaction (Fight or Flight played from hidden), so it deals no damage."""
    s = scenario(spec({"hand": ["Disintegrate"], "runes": runes("fury", 4)},
                      {"field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": PLAZA, "controller": 1,
                            "hidden": {"card": "Fight or Flight", "controller": 1}}, FORGE]))
    g = s.game
    n = len(g.events)
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    until(s, lambda z: z.decision.player == 1 and z.can("play Fight or Flight"))
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    settle(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.zone == Zone.BOARD and sk.loc == 0
    assert not [e for e in g.events[n:] if e.kind == EventKind.DAMAGE]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-move-my-allys-unit")
def test_a_unit_moved_to_your_base_goes_to_its_controllers_base(scenario):
    """056 / 420: trying to move a unit you don't control into your base moves it to its
    controller's base instead: Charm sends P1's Poro 'to P0's base'; it arrives at P1's base
    and stays P1's. (The ally half of the ruling needs 2v2; see FAQ_PENDING.md.)"""
    s = scenario(spec({"hand": ["Charm"], "runes": runes("calm", 2)},
                      {"field": [["Pouty Poro"], []]}))
    g = s.game
    act(s, "play Charm", tgt(s, "Pouty Poro"))
    assert s.can("to P0's base"), s.options()
    act(s, "to P0's base")
    settle(s)
    poro = s.obj("Pouty Poro")
    assert poro.zone == Zone.BOARD and poro.loc == 0 and poro.controller == 1
    assert not g.is_over


# ------------------------------------------------------------------ Pack of Wonders


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-can-pack-of-wonders-return")
def test_pack_of_wonders_returns_gear_units_and_facedown_cards_not_hidden_cards_elsewhere(
        scenario):
    """Pack of Wonders (errata: "facedown card"): a friendly gear, a friendly unit or a friendly
    card hidden facedown at a battlefield may be chosen; a [Hidden] card in the trash may not."""
    s = scenario(spec({"base": ["Pack of Wonders", "Seal of Rage", "Vanguard Sergeant"],
                       "trash": ["Pakaa Cub"], "field": [["Daring Poro"], []]},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Back Off", "controller": 0}}, FORGE]))
    s.do("activate ability 0 of Pack of Wonders")
    assert s.kind == DecisionKind.TARGET
    for name in ("Seal of Rage", "Vanguard Sergeant", "Daring Poro", "Back Off"):
        assert s.can(f"target {name}"), name
    assert not s.can("target Pakaa Cub")                  # Hidden, but in the trash
    s.do("target Back Off")
    until(s, lambda s: not s.game.chain)
    assert s.zone("Back Off") == "HAND"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-this-mean-it-can-return")
def test_pack_of_wonders_cannot_return_a_card_from_the_deck(scenario):
    """"Facedown card" means a card hidden on the board, never one in a Main Deck: with no
    other friendly gear, unit or hidden card, Pack of Wonders has nothing to choose."""
    s = scenario(spec({"base": ["Pack of Wonders"], "keep": False,
                       "hand": ["Stupefy"], "pool": {"energy": 1}}))
    assert not s.can("activate ability 0 of Pack of Wonders")
    assert s.game.players[0].deck                          # (the deck's cards are there)


# ================================================================ Sun Disc, Unchecked Power


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-use-sun-discs-ability")
def test_sun_disc_counts_itself_for_legion_the_turn_it_is_played(scenario):
    """812.1.c: Legion needs a card other than the one with the ability; Sun Disc's activated
    ability is not Sun Disc, so Sun Disc played this turn turns it on: the next unit played
    enters ready."""
    s = scenario(spec({"hand": ["Sun Disc", "Pouty Poro"], "runes": runes("fury", 5)}))
    act(s, "play Sun Disc")
    settle(s)
    assert s.zone("Sun Disc") == "BOARD" and not s.obj("Sun Disc").exhausted
    act(s, "activate ability 0 of Sun Disc")
    settle(s)
    act(s, "play Pouty Poro", "base")
    settle(s)
    assert s.zone("Pouty Poro") == "BOARD" and not s.obj("Pouty Poro").exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-other-units-that-die")
def test_wraith_does_not_see_units_dying_with_it_to_unchecked_power(scenario):
    """383: Unchecked Power kills Wraith of Echoes and another friendly unit at once: Wraith
    does not see that unit die, nobody draws."""
    s = scenario(spec({"hand": ["Unchecked Power"], "runes": runes("mind", 9),
                       "field": [["Wraith of Echoes", "Pouty Poro"], []]}))
    g = s.game
    act(s, "play Unchecked Power")
    settle(s)
    assert s.zone("Wraith of Echoes") == "TRASH" and s.zone("Pouty Poro") == "TRASH"
    assert len(g.players[0].hand) == 0


# ------------------------------------------------------------- Unyielding Spirit
# "Prevent all damage that would be dealt this turn by spells and abilities" (errata): damage a
# spell or ability deals itself is prevented (437); damage an object deals as it instructs
# (417.6.b.3) is not.

from faq_others_helpers import GROVE as _GROVE, spec as _spec  # noqa: E402

_SPIRIT_POOL = {"energy": 12, "power": {"body": 3, "fury": 2, "calm": 2}}


def _spirit(scenario, hand, p0=None, p1=None):
    """P0 resolves Unyielding Spirit, then holds `hand`; P1 has a Mega-Mech (8) at the first
    battlefield."""
    s = scenario(_spec(dict({"hand": ["Unyielding Spirit"] + hand, "pool": _SPIRIT_POOL},
                            **(p0 or {})),
                       dict({"field": [["Mega-Mech"], []]}, **(p1 or {}))))
    s.do("play Unyielding Spirit")
    settle(s)
    return s


def _dealt(s, oid, cause=None) -> int:
    return sum(e.value for e in s.game.events if e.kind == EventKind.DAMAGE and e.obj == oid
               and (cause is None or e.cause == cause))


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-counts-as-spell-and-ability")
def test_unyielding_spirit_prevents_spell_damage_not_units_dealing_it(scenario):
    """437: Void Seeker's 4 is prevented (it still draws); Challenge makes the units deal
    their Might to each other (417.6.b.3): not prevented."""
    s = _spirit(scenario, ["Void Seeker", "Challenge"], {"base": ["Vanguard Sergeant"]})
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    hand_before = len(g.players[0].hand)
    act(s, "play Void Seeker", f"target Mega-Mech #{mech}")
    settle(s)
    assert _dealt(s, mech) == 0 and len(g.players[0].hand) == hand_before   # -1 +1 (drew)
    sergeant = bid(s, "Vanguard Sergeant", 0)
    act(s, "play Challenge", f"target Vanguard Sergeant #{sergeant}", f"target Mega-Mech #{mech}")
    settle(s)
    assert _dealt(s, mech) == 4 and _dealt(s, sergeant) == 8


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-does-this-card-do")
@pytest.mark.parametrize("card", ["Void Seeker", "Stormbringer"])
def test_unyielding_spirit_stops_damage_the_spell_deals(scenario, card):
    """Void Seeker and Stormbringer ("deal damage equal to its Might": the spell deals it)."""
    s = _spirit(scenario, [card], {"base": ["Vanguard Sergeant"]})
    mech = bid(s, "Mega-Mech", 1)
    src = s.id(card)
    act(s, f"play {card}", f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}",
        f"target Mega-Mech #{mech}", f"target {_GROVE}")
    until(s, lambda s: s.game.objs[src].zone != Zone.CHAIN and not s.game.chain)
    assert _dealt(s, mech, cause=src) == 0
    assert s.game.objs[src].zone == Zone.TRASH                # resolved, not countered


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-does-this-card-do")
def test_unyielding_spirit_stops_yasuo_remorseful_ability_damage(scenario):
    """Yasuo's attack trigger deals damage equal to his Might: the ability deals it;
    the combat damage after is dealt."""
    s = _spirit(scenario, [], {"base": ["Yasuo, Remorseful"]})
    mech, yasuo = bid(s, "Mega-Mech", 1), bid(s, "Yasuo, Remorseful", 0)
    act(s, f"move Yasuo, Remorseful #{yasuo}", f"to {_GROVE}")
    until(s, lambda s: s.game.showdown is None and not s.game.chain)
    assert _dealt(s, mech, cause=yasuo) == 0
    assert _dealt(s, mech) == 6                               # his combat damage


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-does-this-card-do")
@pytest.mark.parametrize("card, dealt", [("Last Breath", 4), ("Carnivorous Snapvine", 6)])
def test_unyielding_spirit_does_not_stop_units_dealing_damage(scenario, card, dealt):
    """Last Breath (the friendly unit deals its Might) and Carnivorous Snapvine (it and the
    enemy unit deal their Mights to each other): the units deal it (417.6.b.3)."""
    s = _spirit(scenario, [card], {"base": ["Vanguard Sergeant"]})
    mech = bid(s, "Mega-Mech", 1)
    act(s, f"play {card}", f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}",
        "to base", f"target Mega-Mech #{mech}")
    until(s, lambda s: not s.game.chain and s.game.showdown is None)
    assert _dealt(s, mech) == dealt


# ========================================================================================= Karma, Channeler
# "When you recycle one or more cards to your Main Deck, buff a friendly unit" (errata text).


def _karma_triggers(s) -> int:
    karma = s.id("Karma, Channeler")
    return sum(1 for e in s.game.events if e.kind == EventKind.TRIGGER and e.obj == karma)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-karma-trigger-off-of-recycling")
def test_karma_does_not_trigger_on_recycling_a_rune(scenario):
    """416 / 160.2.b: Sigil of the Storm makes the conqueror recycle a rune to the rune deck;
    runes aren't cards, so Karma does not trigger."""
    s = scenario(spec({"base": ["Karma, Channeler", "Shipyard Skulker"],
                       "runes": runes("order", 1)}, {},
                      bfs=("Sigil of the Storm", FORGE)))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to Sigil of the Storm")
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    assert g.bfs[0].controller == 0
    assert not g.players[0].runes and len(g.players[0].rune_deck) >= 1
    assert _karma_triggers(s) == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-karma-trigger-off-of-recycling-cards")
def test_karma_does_not_trigger_on_sabotage_recycling_an_opponents_card(scenario):
    """Players always recycle their own cards: Sabotage has the opponent recycle the chosen
    card, so the Sabotage player's Karma does not trigger (and the opponent's would)."""
    s = scenario(spec({"base": ["Karma, Channeler"], "hand": ["Sabotage"],
                       "pool": {"energy": 1, "power": {"body": 1}}},
                      {"hand": ["Stupefy"]}))
    g = s.game
    deck1 = len(g.players[1].deck)
    act(s, "play Sabotage")
    until(s, lambda z: not z.game.chain)
    assert not g.players[1].hand and len(g.players[1].deck) == deck1 + 1
    assert _karma_triggers(s) == 0
    assert s.obj("Karma, Channeler").buff == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-karma-trigger-off-of-recycling-cards")
def test_an_opponents_karma_triggers_when_sabotage_recycles_their_card(scenario):
    s = scenario(spec({"hand": ["Sabotage"], "pool": {"energy": 1, "power": {"body": 1}}},
                      {"base": ["Karma, Channeler"], "hand": ["Stupefy"]}))
    act(s, "play Sabotage")
    for _ in range(30):
        if s.kind == DecisionKind.TARGET:
            s.do(f"target Karma, Channeler #{s.id('Karma, Channeler')}")
        elif s.game.chain or s.game.showdown is not None:
            s.do("pass")
        else:
            break
    assert _karma_triggers(s) == 1
    assert s.obj("Karma, Channeler").buff == 1


# ========================================================================================= Hallowed Tomb


def _hold_tomb(scenario, trash):
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "chosen_champion": "Jinx, Rebel",
                       "trash": trash}, {},
                      bfs=[{"card": "Hallowed Tomb", "controller": 0}, FORGE], phase="awaken"))
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do("yes")
        elif s.game.phase == Phase.MAIN and not s.game.chain:
            break
        else:
            s.do("pass")
    return s


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-this-card-only-return-the")
def test_hallowed_tomb_returns_a_copy_of_the_chosen_champion(scenario):
    """Every copy of the card chosen is "your Chosen Champion": the chosen one was played and
    another copy is in the trash; that copy goes to the empty Champion Zone (108.3)."""
    s = _hold_tomb(scenario, ["Jinx, Rebel", "Jinx, Rebel"])
    g = s.game
    p = g.players[0]
    assert p.champion != NONE and g.pool[g.objs[p.champion].card].name == "Jinx, Rebel"
    assert len(p.trash) == 1                                  # one copy only


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-a-different-card-with")
def test_hallowed_tomb_does_not_return_another_card_of_the_champion(scenario):
    """Jinx, Rebel was chosen: Jinx, Demolitionist (the same champion tag) is not returned."""
    s = _hold_tomb(scenario, ["Jinx, Demolitionist"])
    g = s.game
    assert g.players[0].champion == NONE
    assert [g.pool[g.objs[i].card].name for i in g.players[0].trash] == ["Jinx, Demolitionist"]


# ========================================================================================= Symbol of the Solari


def _tie(scenario, p0_base, p1_field, symbol=True):
    """Player 0 attacks The Grand Plaza (player 1's) with a Stalwart Poro (2 Might) against a
    stunned Vanguard Sergeant (4 Might, deals no combat damage): both survive, a tie."""
    base = list(p0_base) + (["Symbol of the Solari"] if symbol else [])
    s = scenario(spec({"base": base}, {"field": p1_field},
                      bfs=[{"card": PLAZA, "controller": 1}, {"card": FORGE, "controller": 1}]))
    poro = bid(s, "Stalwart Poro", 0)
    act(s, mv(s, "Stalwart Poro"), TO_A)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    return s, poro


def _combat_winners(s):
    return [e.player for e in s.game.events if e.kind == EventKind.COMBAT_END]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-it-mean-for-combat")
def test_a_tie_with_units_of_both_players_left_recalls_the_attackers(scenario):
    """Both players have units left (a stunned defender dealt no damage): a tie, no winner;
    the attackers are recalled and the defender keeps the battlefield (461.1, 461.3)."""
    s, poro = _tie(scenario, ["Stalwart Poro"], [[{"card": "Vanguard Sergeant", "stunned": True}], []],
             symbol=False)
    g = s.game
    assert _combat_winners(s) == [NONE]
    assert s.game.objs[poro].loc == 0 and s.obj("Vanguard Sergeant").loc == 1
    assert g.bfs[0].controller == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-it-mean-for-combat")
def test_a_tie_with_no_units_left_recalls_nothing(scenario):
    """Neither player has units left (both die to combat damage): a tie; Symbol of the Solari
    has no recall to replace."""
    s, poro = _tie(scenario, ["Stalwart Poro"], [[{"card": "Pouty Poro", "might": 0}], []])
    g = s.game
    assert _combat_winners(s) == [NONE]
    assert s.game.objs[poro].zone == Zone.TRASH and s.zone("Pouty Poro") == "TRASH"
    assert g.bfs[0].controller == NONE


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-symbol-of-the-solari-recall")
def test_symbol_of_the_solari_recalls_only_the_units_at_that_battlefield(scenario):
    s, poro = _tie(scenario, ["Stalwart Poro"],
             [[{"card": "Vanguard Sergeant", "stunned": True}], ["Pouty Poro"]])
    assert s.obj("Vanguard Sergeant").loc == 0
    assert s.obj("Pouty Poro").loc == 2                        # at the other battlefield
    assert s.obj("Mountain Drake", 1).loc == 0                 # (in base all along)


@pytest.mark.ruling("faq/riftbound-origins-faq.md::so-what-does-symbol-of-the")
def test_symbol_of_the_solari_leaves_the_battlefield_open(scenario):
    """You attack and the combat ties with units of both players left: all units there are
    recalled instead of yours only; with no units there the defender loses control
    (461.5.b): the battlefield is open and uncontested."""
    s, poro = _tie(scenario, ["Stalwart Poro"], [[{"card": "Vanguard Sergeant", "stunned": True}], []])
    g = s.game
    assert _combat_winners(s) == [NONE]
    assert s.game.objs[poro].loc == 0 and s.obj("Vanguard Sergeant").loc == 0
    assert g.bfs[0].controller == NONE and not g.units_at(1)


# =================================================================== cards that replace dying


@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-i-replace-a-units-death")
def test_the_boss_saves_a_unit_from_lethal_damage_for_good(scenario):
    """367 / 418: The Boss (errata wording) heals the unit as it replaces its death: saved
    from lethal damage, it doesn't die again in the next cleanup."""
    s = scenario(spec({"legend": "The Boss",
                       "field": [[{"card": "Stalwart Poro", "buff": 1}], []],
                       "hand": ["Hextech Ray"], "runes": runes("fury", 3)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    poro = bid(s, "Stalwart Poro")            # (the deck has Poros too)
    act(s, "play Hextech Ray", f"target Stalwart Poro #{poro}")
    until(s, lambda s: s.kind == DecisionKind.CHOOSE_CARD)
    s.do(f"choose Stalwart Poro #{poro}")
    settle(s)
    o = s.game.objs[poro]
    assert o.zone == Zone.BOARD and o.loc == 0 and o.damage == 0 and o.exhausted
    assert not [e for e in s.game.events if e.kind == EventKind.DIE and e.obj == poro]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::in-a-free-for-all-can-i-play")
def test_free_for_all_a_player_without_units_there_acts_in_the_showdown(scenario):
    """FFA3 (482): P1 attacks P2 at a battlefield where P0, the turn player, has no unit.
    Focus starts with the attacker (459.2: who applied Contested) and passes in turn order
    (347.4): P1, P2, then P0, who may play an Action there (Hextech Ray); the others may
    react on the chain (Stupefy); once the chain is empty focus goes on to the next player
    in turn order, and the showdown ends when every player has passed in a row (347.3.a)."""
    wait = {"hand": ["Stupefy"], "runes": ["Mind Rune"]}
    s = scenario({
        "mode": "ffa3", "battlefields": ["Grove of the God-Willow", "Zaun Warrens",
                                         "Altar to Unity"],
        "players": [{"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                     "base": ["Pakaa Cub"], "deck": DECK},
                    {"field": [[{"unit": {"might": 10}, "card": "Vanguard Sergeant"}], [], []],
                     "deck": DECK, **wait},
                    {"field": [["Stalwart Poro"], [], []], "deck": DECK, **wait}],
        "showdown": {"battlefield": 0, "combat": True, "attacker": 1, "focus": 1}})
    order = []
    while not s.can("play Hextech Ray"):
        order.append(s.decision.player)
        s.do("pass")
    assert order == [1, 2] and s.decision.player == 0        # P0 has focus: it may act
    poro = bid(s, "Stalwart Poro", 2)
    s.do("play Hextech Ray", f"target Stalwart Poro #{poro}")
    reacting = []
    while s.game.chain:
        reacting.append(s.decision.player)
        assert s.can("play Stupefy")                        # the others may react
        s.do("pass")
    assert reacting == [1, 2] and s.game.objs[poro].zone == Zone.TRASH
    assert s.game.showdown is not None and s.decision.player == 1   # focus goes on
