"""Unleashed (UNL) Body cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    attack, bid, board, go, hand, play, QUIET_BFS, QUIET_FILL, quiet_spec, run, runes,
    settle_open, spec_factory, tgt, trash, units_of,
)


def _grim(scenario, p1_field):
    s = scenario(quiet_spec({"hand": ["Grim Resolve"], "runes": runes("body", 2),
                             "base": ["Vanguard Sergeant"]}, {"field": [p1_field, []]}))
    s.do("play Grim Resolve")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    return s


small = spec_factory(QUIET_BFS, QUIET_FILL, "Pit Rookie")        # a 2-Might anchor in each base


def _repulse(scenario, chain_targets, spell="Frigid Touch"):
    """Player 1's `spell` is on the chain choosing `chain_targets`; player 0 holds Repulse
    and the priority, with two units at a battlefield and Petty Officer in base."""
    return scenario(quiet_spec({"hand": ["Repulse"], "runes": runes("body", 2),
                                "base": ["Petty Officer"],
                                "field": [["Vanguard Sergeant", "Playful Phantom"], []]},
                               chain=[{"card": spell, "controller": 1, "targets": [chain_targets]}],
                               priority=0))


def _trash_names(s, player):
    return [s.game.pool[o.card].name for o in s.game.objs
            if o.zone == Zone.TRASH and o.owner == player]


def _poppy(scenario, opp_points):
    s = scenario(quiet_spec({"hand": ["Poppy, Paragon"], "runes": runes("body", 5)},
                            {"points": opp_points}))
    s.do("play Poppy, Paragon")
    go(s, "base")
    settle_open(s)
    return s


# "Any amount of your damage is enough to kill enemy units": the Unleashed Rules FAQ ("Lethal
# Damage Modification") changes lethal damage (323.5, 460.2.c.3) for units with damage marked
# by the passive's controller; the play trigger has one "up to one enemy unit" slot per location.
_DRAGON_POOL = {"energy": 12, "power": {"body": 4}}


# ---------------------------------------------------------------- Concentrate

@pytest.mark.parametrize("xp,n_runes,playable", [
    (0, 5, True), (0, 4, False), (6, 3, True), (5, 3, False), (10, 2, False), (11, 1, True)])
def test_concentrate_costs_less_by_level(scenario, xp, n_runes, playable):
    """824.1.b.1: [Level 6] [2] less while you have 6+ XP; [Level 11] [4] less instead."""
    s = scenario(quiet_spec({"hand": ["Concentrate"], "runes": runes("body", n_runes), "xp": xp}))
    assert s.can("play Concentrate") == playable


def test_concentrate_draws_two(scenario):
    s = scenario(quiet_spec({"hand": ["Concentrate"], "runes": runes("body", 3), "xp": 6,
                             "deck": ["Pouty Poro", "Stalwart Poro"] + QUIET_FILL}))
    s.do("play Concentrate")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Gemhand Hunter

@pytest.mark.parametrize("xp,might", [(5, 2), (6, 3)])
def test_gemhand_hunter_level_six_might(scenario, xp, might):
    s = scenario(quiet_spec({"base": ["Gemhand Hunter"], "xp": xp}))
    assert s.might("Gemhand Hunter") == might


def test_gemhand_hunter_hunts_one_xp(scenario):
    s = scenario(quiet_spec({"base": ["Gemhand Hunter"]}))
    attack(s, "Gemhand Hunter", "Altar to Unity")
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 1                       # 823: Hunt, conquer


# ---------------------------------------------------------------- Grim Resolve

def test_grim_resolve_gives_three_might_and_two_xp_when_it_wins_a_combat(scenario):
    s = _grim(scenario, ["Playful Phantom"])
    assert s.might("Vanguard Sergeant") == 7
    attack(s, "Vanguard Sergeant")                        # 7 beats the 5-Might defender
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"
    assert s.game.players[0].xp == 2


def test_grim_resolve_no_xp_without_a_combat(scenario):
    s = _grim(scenario, [])
    attack(s, "Vanguard Sergeant", "Altar to Unity")      # conquers an empty battlefield
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 0


def test_grim_resolve_no_xp_when_another_unit_wins(scenario):
    s = _grim(scenario, ["Playful Phantom"])
    attack(s, "Mega-Mech")                                # the anchor wins, not the unit
    assert s.zone("Playful Phantom") == "TRASH"
    assert s.game.players[0].xp == 0


def test_grim_resolve_no_xp_when_it_loses(scenario):
    s = _grim(scenario, ["Mega-Mech"])
    attack(s,
                      "Vanguard Sergeant #%d" % s.id("Vanguard Sergeant"))   # 7 against 8: it dies
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert s.game.players[0].xp == 0


# ---------------------------------------------------------------- Kinkou Initiate

def test_kinkou_initiate_draws_with_five_might_of_other_units(scenario):
    s = scenario(small({"hand": ["Kinkou Initiate"], "runes": runes("body", 3),
                        "base": ["Pit Rookie"], "field": [["Sharkling"], []]}))
    run(s, "play Kinkou Initiate", "to P0's base")   # others: 2 + 2 + 1 = 5
    assert len(s.game.players[0].hand) == 1


def test_kinkou_initiate_no_draw_below_five(scenario):
    s = scenario(small({"hand": ["Kinkou Initiate"], "runes": runes("body", 3),
                        "base": ["Sharkling"]}, {"base": ["Mega-Mech"]}))
    s.do("play Kinkou Initiate")                      # others: 2 + 1 = 3 (enemies don't count)
    run(s)
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Voracious Gromp

def test_voracious_gromp_hunts_three_xp(scenario):
    s = scenario(quiet_spec({"base": ["Voracious Gromp"]}))
    attack(s, "Voracious Gromp", "Altar to Unity")
    assert s.game.bfs[1].controller == 0
    assert s.game.players[0].xp == 3


# ---------------------------------------------------------------- Disposal Order

def test_disposal_order_recycles_up_to_three_cards_of_opponents_trashes(scenario):
    s = scenario(quiet_spec({"hand": ["Disposal Order"], "runes": runes("body", 2),
                             "trash": ["Stupefy"]},
                            {"trash": ["Gust", "Rebuke", "Daring Poro", "Pouty Poro"],
                             "deck": ["Mega-Mech"]}))
    s.do("play Disposal Order")
    assert s.kind == DecisionKind.CHOOSE_MODE             # 355.3: chosen as it is played
    s.do("option 0")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Stupefy")                     # an opponent's trash only
    s.do("target Gust", "target Rebuke", "target Daring Poro")
    settle_open(s)
    assert trash(s, 1) == ["Pouty Poro"]
    deck = [s.name(c) for c in s.game.players[1].deck]
    assert deck[0] == "Mega-Mech" and sorted(deck[1:]) == ["Daring Poro", "Gust", "Rebuke"]
    assert trash(s, 0) == ["Disposal Order", "Stupefy"]


def test_disposal_order_draws_one_in_its_other_mode(scenario):
    s = scenario(quiet_spec({"hand": ["Disposal Order"], "runes": runes("body", 2),
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"trash": ["Gust"]}))
    s.do("play Disposal Order", "option 1")
    assert s.kind != DecisionKind.TARGET                   # that mode chooses nothing
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert trash(s, 1) == ["Gust"]


# ---------------------------------------------------------------- Repulse

def test_repulse_counters_an_enemy_spell_choosing_only_that_unit(scenario):
    """425: Repulse counters the enemy spell that chooses the unit it chose."""
    s = _repulse(scenario, ["Vanguard Sergeant"])
    might = s.might("Vanguard Sergeant")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not s.game.chain
    assert s.might("Vanguard Sergeant") == might       # Frigid Touch did nothing
    assert "Frigid Touch" in _trash_names(s, 1)


def test_repulse_leaves_a_spell_choosing_another_friendly_unit_too(scenario):
    """"… and no other friendly unit": Singularity choosing two of my units is not
    countered, and deals its damage."""
    s = _repulse(scenario, ["Vanguard Sergeant", "Playful Phantom"], spell="Singularity")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not board(s, "Vanguard Sergeant", 0) and not board(s, "Playful Phantom", 0)


def test_repulse_leaves_a_spell_choosing_a_different_unit(scenario):
    s = _repulse(scenario, ["Playful Phantom"])
    might = s.might("Playful Phantom")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Playful Phantom") == might - 2     # Frigid Touch resolved


def test_repulse_counts_a_friendly_unit_chosen_in_base(scenario):
    """359.3.e.3 (Unleashed Rules FAQ, Alpha Strike and Repulse): every friendly unit the
    spell chooses on the board counts, wherever it is, so a second chosen unit in base stops
    Repulse."""
    s = _repulse(scenario, ["Vanguard Sergeant", "Petty Officer"], spell="Singularity")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not board(s, "Vanguard Sergeant", 0)        # not countered: dealt 6


def test_repulse_ignores_a_chosen_unit_that_left_the_board(scenario):
    """The FAQ's exception: a chosen unit that changed to a non-board zone is no longer
    chosen (a new object, 359.3.e.4), so the spell then chooses only Repulse's unit."""
    s = scenario(quiet_spec({"hand": ["Repulse"], "runes": runes("body", 2),
                             "base": ["Petty Officer"],
                             "field": [["Vanguard Sergeant", "Playful Phantom"], []]},
                            chain=[{"card": "Singularity", "controller": 1,
                                    "targets": [["Vanguard Sergeant", "Petty Officer"]],
                                    "as": "S1"},
                                   {"card": "Singularity", "controller": 1,
                                    "targets": [["Petty Officer"]], "as": "S2"}],
                            priority=0))
    for _ in range(6):                        # the top Singularity kills Petty Officer
        if not board(s, "Petty Officer", 0) and s.game.priority == 0:
            break
        s.do("pass")
    assert not board(s, "Petty Officer", 0) and len(s.game.chain) == 1
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert board(s, "Vanguard Sergeant", 0)            # countered
    assert _trash_names(s, 1).count("Singularity") == 2


# ---------------------------------------------------------------- Wily Newtfish

@pytest.mark.parametrize("gained, bonus", [(0, 0), (1, 1)])
def test_wily_newtfish_after_gaining_xp_this_turn(scenario, gained, bonus):
    """730.1: while you have gained XP this turn, +1 Might and [Ganking]; XP held from earlier
    turns does not count."""
    s = scenario(quiet_spec({"base": ["Wily Newtfish"], "xp": 5, "xp_gained": gained}))
    assert s.might("Wily Newtfish") == 4 + bonus
    assert ("Ganking" in s.keywords("Wily Newtfish")) == bool(bonus)


def test_wily_newtfish_gains_when_herald_grants_xp(scenario):
    s = scenario(quiet_spec({"base": ["Wily Newtfish"], "hand": ["Herald of Spring"],
                             "runes": runes("calm", 5)}))
    assert s.might("Wily Newtfish") == 4
    play(s, "Herald of Spring", "base")
    settle_open(s)
    assert s.history(0)["xp_gained"] == 2 and s.might("Wily Newtfish") == 5


# ---------------------------------------------------------------- Irresistible Faefolk

def test_faefolk_moves_an_enemy_unit_to_its_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Irresistible Faefolk"]}, {"base": ["Sharkling"]}))
    run(s, "move Irresistible Faefolk", "to Grove", "yes",
        f"target Sharkling #{s.id('Sharkling')}")
    # moved to the Grove from its base: the 1-Might units fought there and both died
    assert s.zone("Sharkling") == "TRASH" and s.zone("Irresistible Faefolk") == "TRASH"


def test_faefolk_not_when_moving_to_base(scenario):
    s = scenario(quiet_spec({"field": [["Irresistible Faefolk"], []]}, {"base": ["Sharkling"]}))
    run(s, "move Irresistible Faefolk")
    assert s.kind == DecisionKind.PRIORITY and not s.game.chain
    assert s.obj("Sharkling").loc == 0


# ---------------------------------------------------------------- Nidalee, Cat Form

def test_nidalee_draws_when_she_wins_a_combat(scenario):
    s = scenario(quiet_spec({"base": ["Nidalee, Cat Form"]}, {"field": [["Sharkling"], []]}))
    run(s, "move Nidalee", "to Grove")
    assert s.zone("Sharkling") == "TRASH" and s.obj("Nidalee, Cat Form").loc == 1
    assert len(s.game.players[0].hand) == 1


def test_nidalee_no_draw_when_she_loses_a_combat(scenario):
    s = scenario(quiet_spec({"base": ["Nidalee, Cat Form"]}, {"field": [["Petty Officer"], []]}))
    run(s, "move Nidalee", "to Grove")
    assert s.zone("Nidalee, Cat Form") == "TRASH" and s.obj("Petty Officer", 1).damage == 0
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Poppy, Paragon

def test_poppy_readies_and_gains_xp_when_an_opponent_is_near_victory(scenario):
    s = _poppy(scenario, 5)                                # 5 of 8: within 3
    assert not s.obj("Poppy, Paragon").exhausted
    assert s.game.players[0].xp == 3


def test_poppy_does_nothing_when_no_opponent_is_near_victory(scenario):
    s = _poppy(scenario, 4)
    assert s.obj("Poppy, Paragon").exhausted
    assert s.game.players[0].xp == 0


# ---------------------------------------------------------------- Elder Dragon

def test_elder_dragon_one_damage_kills_an_enemy_unit_at_each_location(scenario):
    s = scenario(quiet_spec({"hand": ["Elder Dragon"], "pool": _DRAGON_POOL},
                            {"base": ["Vanguard Sergeant"],
                             "field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("play Elder Dragon")
    go(s, "to base")
    assert s.kind == DecisionKind.TARGET
    s.do(tgt(s, "Vanguard Sergeant", 1))       # the enemy base
    assert not s.can(tgt(s, "Vanguard Sergeant", 1))
    s.do(tgt(s, "Playful Phantom", 1))         # the first battlefield
    assert not s.can(tgt(s, "Petty Officer", 1))   # one unit per location: not the same one
    go(s, "done")
    settle_open(s)
    g = s.game
    assert all(o.zone == Zone.TRASH for o in units_of(s, "Vanguard Sergeant", 1))
    assert all(o.zone == Zone.TRASH for o in units_of(s, "Playful Phantom", 1))
    assert [o.zone for o in units_of(s, "Petty Officer", 1)] == [Zone.BOARD]
    assert len(board(s, "Mega-Mech", 1)) == 1   # the enemy base's other unit: not chosen
    assert g.objs[bid(s, "Elder Dragon", 0)].zone == Zone.BOARD


def test_elder_dragon_kills_a_unit_already_holding_your_damage(scenario):
    """The FAQ: damage its controller marked before it entered counts; damage nobody marked
    (the unit starts damaged) does not."""
    s = scenario(quiet_spec({"hand": ["Elder Dragon", "Hextech Ray"],
                             "pool": {"energy": 13, "power": {"body": 4, "fury": 1}}},
                            {"field": [["Mega-Mech"], [{"card": "Playful Phantom", "damage": 2}]]}))
    hit = [o for o in units_of(s, "Mega-Mech", 1) if o.loc > 0]
    s.do("play Hextech Ray", f"target Mega-Mech #{hit[0].id}")
    settle_open(s)
    assert hit[0].damage == 3 and hit[0].zone == Zone.BOARD      # 3 of 8: alive
    s.do("play Elder Dragon")
    go(s, "to base")
    while s.kind == DecisionKind.TARGET:       # no targets
        s.do("done")
    settle_open(s)
    assert hit[0].zone == Zone.TRASH            # its 3 damage were yours: lethal now
    assert [o.zone for o in units_of(s, "Playful Phantom", 1)] == [Zone.BOARD]


def test_elder_dragon_one_combat_damage_is_lethal(scenario):
    """460.2.c.3 as the FAQ amends it: one damage assigned is lethal, so a 2-Might attacker
    kills two 5-Might defenders."""
    s = scenario(quiet_spec({"base": ["Elder Dragon", {"card": "Vanguard Sergeant", "might": -2}]},
                            {"field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert all(o.zone == Zone.TRASH for o in units_of(s, "Playful Phantom", 1))
    assert all(o.zone == Zone.TRASH for o in units_of(s, "Petty Officer", 1))


# ---------------------------------------------------------------- Rengar, Trophy Hunter

def test_rengar_can_be_played_where_there_are_enemy_units(scenario):
    s = scenario(quiet_spec({"hand": ["Rengar, Trophy Hunter", "Inferna"],
                             "runes": runes("body", 7)},
                            {"field": [["Sharkling"], []]}))
    s.do("play Rengar")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert any("Grove" in o for o in s.options())
    assert not any("Altar" in o for o in s.options())
    run(s, "to Grove")
    assert s.zone("Sharkling") == "TRASH" and s.obj("Rengar, Trophy Hunter").loc == 1


def test_reference_chain_items_alike_in_every_field_are_distinct():
    """Two Pridestalker triggers with the same target are two chain items: resolving the top
    one removes it, not the first equal one (a parity divergence with the Rengar list)."""
    from riftsim.reference.state import ChainItem

    a, b = ChainItem("trigger", 0, 0), ChainItem("trigger", 0, 0)
    chain = [a, ChainItem("trigger", 0, 55), b]
    chain.remove(b)
    assert chain[0] is a and len(chain) == 2 and b not in chain


def test_rengar_ambushes_an_opponents_showdown_where_you_have_no_units(scenario):
    """Unleashed errata: Rengar can [Ambush] to a battlefield with enemy units even if you
    have no units there; another Ambush unit (Inferna) can't until you do."""
    s = scenario(quiet_spec({"hand": ["Rengar, Trophy Hunter", "Inferna"],
                             "runes": runes("body", 7)},
                            {"base": ["Sharkling"]}, turn_player=1))
    s.do("move Sharkling", "to Grove")
    assert s.decision.player == 0 and s.options() == ["pass", f"play Rengar, Trophy Hunter "
                                                                f"#{s.id('Rengar, Trophy Hunter')}"]
    s.do("play Rengar")
    assert s.obj("Rengar, Trophy Hunter").loc == 1
    assert s.can("play Inferna")                      # now you have a unit there
