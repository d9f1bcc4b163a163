"""Origins (OGN) Fury cards: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE, Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    act, bid, bmight, board, card, go, GROVE, hand, kws, pool, QUIET_BFS, QUIET_FILL, quiet_spec,
    run, runes, settle, settle_open, spec, tgt, trash, WARRENS,
)


def _hidden_back_off(controller=0):
    """Grove, controlled by player 0, with their Back Off hidden there (811.1.b)."""
    return {"card": "Grove of the God-Willow", "controller": controller,
            "hidden": {"card": "Back Off", "controller": controller}}


def _tree(scenario, **p0):
    return scenario(quiet_spec({"field": [["Vanguard Sergeant"], ["Pouty Poro"]],
                                "hand": ["Stand United", "Stand United"],
                                "runes": runes("calm", 6), "deck": ["Playful Phantom"] * 4, **p0},
                               bfs=[{"card": "The Dreaming Tree", "controller": 0},
                                    {"card": QUIET_BFS[1], "controller": 0}]))


def _tryndamere_attacks(scenario, defender):
    s = scenario(quiet_spec({"base": ["Tryndamere, Barbarian"]}, {"field": [[defender], []]}))
    s.do("move Tryndamere, Barbarian")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    return s


def _play_vayne(scenario, bfs, p1, p0=None):
    s = scenario(quiet_spec({"hand": ["Vayne, Hunter"], "pool": pool(4, fury=1), **(p0 or {})}, p1,
                            bfs=bfs))
    s.do("play Vayne, Hunter")
    go(s, "base")
    settle_open(s)
    return s


# "Kill it the next time it takes damage this turn" (a delayed triggered ability, 390.2, that
# triggers once); Legion (812): kill it now instead.
def _guillotine(scenario):
    return scenario(spec({"hand": ["Noxian Guillotine", "Hextech Ray"],
                          "pool": {"energy": 5, "power": {"fury": 2}}},
                         {"field": [["Mega-Mech"], []]}))


# ---------------------------------------------------------------- Brazen Buccaneer

def test_brazen_buccaneer_discard_pays_two_less(scenario):
    """356.2.b.1 / 356.4: the optional discard is declared, the discount applies, and a
    Buccaneer that only the discount makes affordable must take it (4 Energy for a 6)."""
    s = scenario(spec({"hand": ["Brazen Buccaneer", "Stalwart Poro"], "pool": {"energy": 4}}))
    s.do(f"play {card(s, 'Brazen Buccaneer')}")      # only "yes" is possible; one card to discard
    assert board(s, "Brazen Buccaneer", 0)
    assert trash(s) == ["Stalwart Poro"] and s.game.players[0].energy == 0


def test_brazen_buccaneer_without_discard_costs_six(scenario):
    s = scenario(spec({"hand": ["Brazen Buccaneer", "Stalwart Poro"], "pool": {"energy": 6}}))
    s.do(f"play {card(s, 'Brazen Buccaneer')}")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("no")
    assert board(s, "Brazen Buccaneer", 0) and hand(s) == ["Stalwart Poro"]
    assert s.game.players[0].energy == 0


def test_brazen_buccaneer_with_discard_keeps_two_energy(scenario):
    s = scenario(spec({"hand": ["Brazen Buccaneer", "Stalwart Poro"], "pool": {"energy": 6}}))
    s.do(f"play {card(s, 'Brazen Buccaneer')}", "yes")
    assert trash(s) == ["Stalwart Poro"] and s.game.players[0].energy == 2


# ---------------------------------------------------------------- Disintegrate

def test_disintegrate_draws_when_it_kills(scenario):
    """Errata / FAQ: 'if this kills it, do this: draw 1' is a reflexive trigger (387) that goes
    on the chain after the unit dies in the cleanup following the spell (428.5.c)."""
    s = scenario(spec({"hand": ["Disintegrate"], "pool": {"energy": 4}},
                      {"field": [["Shipyard Skulker"]]}))
    act(s, f"play {card(s, 'Disintegrate')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert hand(s) == ["Mega-Mech"]                    # the reflexive draw resolved


def test_disintegrate_no_draw_when_the_unit_survives(scenario):
    s = scenario(spec({"hand": ["Disintegrate"], "pool": {"energy": 4}},
                      {"field": [["Vanguard Sergeant"]]}))
    act(s, f"play {card(s, 'Disintegrate')}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 3 and hand(s) == []


# ---------------------------------------------------------------- Flame Chompers

def test_flame_chompers_discarded_may_be_played_for_fury(scenario):
    """Get Excited! discards Flame Chompers (3 damage); its trigger from the trash (385.2)
    lets its controller pay [R] to play it (383.3.b)."""
    s = scenario(spec({"hand": ["Get Excited!", "Flame Chompers"],
                       "pool": {"energy": 2, "power": {"fury": 2}}},
                      {"field": [["Vanguard Sergeant"]]}))
    act(s, f"play {card(s, 'Get Excited!')}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 3
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle(s)
    chompers = s.obj("Flame Chompers")
    assert chompers.zone == Zone.BOARD and chompers.loc == LOC_BASE and chompers.exhausted
    assert s.game.players[0].power == {}


# ---------------------------------------------------------------- Get Excited!

def test_get_excited_deals_the_discarded_cards_energy_cost(scenario):
    s = scenario(spec({"hand": ["Get Excited!", "Shipyard Skulker"],
                       "pool": {"energy": 2, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"]]}))
    act(s, f"play {card(s, 'Get Excited!')}", tgt(s, "Mega-Mech"))
    settle(s)
    assert trash(s) == ["Get Excited!", "Shipyard Skulker"]
    assert s.game.objs[bid(s, "Mega-Mech", 1)].damage == 3   # Skulker's Energy cost


# ---------------------------------------------------------------- Magma Wurm

def test_magma_wurm_makes_other_friendly_units_enter_ready(scenario):
    s = scenario(spec({"base": ["Magma Wurm"], "hand": ["Shipyard Skulker"],
                       "pool": {"energy": 3}}))
    s.do(f"play {card(s, 'Shipyard Skulker')}")
    assert not s.obj("Shipyard Skulker").exhausted


# ---------------------------------------------------------------- Sky Splitter
# Its Energy cost (8) is reduced by the highest Might among units you control (356.4).

@pytest.mark.parametrize("units, energy, playable", [
    (["Mega-Mech", "Vanguard Sergeant"], 0, True),      # 8 - 8 (the Mega-Mech)
    (["Vanguard Sergeant"], 3, True),                   # 8 - 5 (the anchor Petty Officer)
    (["Vanguard Sergeant"], 2, False),
])
def test_sky_splitter_costs_less_by_your_highest_might(scenario, units, energy, playable):
    s = scenario(spec({"base": units, "hand": ["Sky Splitter"],
                       "pool": {"energy": energy, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"], []]}))
    assert s.can("play Sky Splitter") == playable


def test_sky_splitter_deals_five_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Mega-Mech"], "hand": ["Sky Splitter"],
                       "pool": {"energy": 0, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"], []]}))
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Sky Splitter")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert s.game.objs[mech].damage == 5


# ---------------------------------------------------------------- Captain Farron

def test_captain_farron_gives_assault_to_other_friendly_units_here(scenario):
    s = scenario(quiet_spec({"field": [["Captain Farron", "Pouty Poro"], []],
                             "base": ["Stalwart Poro"]},
                            {"field": [["Mystic Poro"], []]}))
    assert s.keywords("Pouty Poro").get("Assault") == 1
    assert "Assault" not in s.keywords("Captain Farron")        # "other"
    assert "Assault" not in s.keywords("Stalwart Poro")         # not here
    assert "Assault" not in s.keywords("Mystic Poro")           # not friendly


# ---------------------------------------------------------------- Iron Ballista

def test_iron_ballista_enters_exhausted(scenario):
    s = scenario(quiet_spec({"hand": ["Iron Ballista"], "pool": pool(3)}))
    s.do("play Iron Ballista")
    settle_open(s)
    assert s.zone("Iron Ballista") == "BOARD" and s.obj("Iron Ballista").exhausted


def test_iron_ballista_deals_two_to_a_unit_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Iron Ballista"]},
                            {"field": [["Playful Phantom"], []], "base": ["Pouty Poro"]}))
    s.do("activate ability 1 of Iron Ballista")
    assert not s.can("target Pouty Poro")                     # in a base
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2 and s.obj("Iron Ballista").exhausted


# ---------------------------------------------------------------- Noxus Saboteur

def test_noxus_saboteur_keeps_an_opponents_hidden_card_facedown_here(scenario):
    """An opponent's Saboteur at the battlefield: the hidden card can't be revealed, so can't
    be played from facedown there (811.1.c.3)."""
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []]},
                            {"field": [["Noxus Saboteur"], []]},
                            bfs=[_hidden_back_off(), QUIET_BFS[1]]))
    assert not s.can("play Back Off")
    assert s.zone("Back Off") == "FACEDOWN"


def test_noxus_saboteur_elsewhere_does_not_stop_the_hidden_card(scenario):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []]},
                            {"field": [[], ["Noxus Saboteur"]]},
                            bfs=[_hidden_back_off(), {"card": QUIET_BFS[1], "controller": 1}]))
    s.do("play Back Off")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned


def test_noxus_saboteur_does_not_stop_its_controllers_hidden_card(scenario):
    """"Your opponents' [Hidden] cards": its controller's own are revealed as usual."""
    s = scenario(quiet_spec({"field": [["Noxus Saboteur"], []]},
                            bfs=[_hidden_back_off(), QUIET_BFS[1]]))
    s.do("play Back Off")
    go(s, "target Noxus Saboteur")
    settle_open(s)
    assert s.obj("Noxus Saboteur").stunned


def test_dreaming_tree_draws_the_first_time_a_friendly_unit_here_is_chosen_by_a_spell(scenario):
    """Errata text; 383.4.b: the choice is made as the spell is finalized."""
    s = _tree(scenario)
    s.do("play Stand United", "target Vanguard Sergeant")
    settle_open(s)
    assert hand(s) == ["Playful Phantom", "Stand United"]
    s.do("play Stand United", "target Vanguard Sergeant")   # the second time this turn
    settle_open(s)
    assert hand(s) == ["Playful Phantom"]


def test_dreaming_tree_ignores_a_unit_chosen_elsewhere(scenario):
    s = _tree(scenario)
    s.do("play Stand United", "target Pouty Poro")            # at Altar to Unity
    settle_open(s)
    assert hand(s) == ["Stand United"]


def test_without_swift_scout_energy_does_not_hide(scenario):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []], "hand": ["Teemo, Scout"],
                             "pool": {"energy": 1}},
                            bfs=[{"card": QUIET_BFS[0], "controller": 0}, QUIET_BFS[1]]))
    assert not s.can("hide Teemo, Scout")


# ---------------------------------------------------------------- Raging Soul

def test_raging_soul_gains_assault_and_ganking_after_a_discard(scenario):
    s = scenario(spec({"base": ["Raging Soul"], "hand": ["Chemtech Enforcer", "Mega-Mech"],
                       "pool": {"energy": 10}}))
    assert "Assault" not in kws(s, "Raging Soul") and "Ganking" not in kws(s, "Raging Soul")
    s.do(f"play {card(s, 'Chemtech Enforcer')}")
    settle(s)                                          # its play effect discards Mega-Mech
    assert trash(s) == ["Mega-Mech"]
    k = kws(s, "Raging Soul")
    assert k.get("Assault") == 1 and "Ganking" in k


# ---------------------------------------------------------------- Scrapyard Champion

def test_scrapyard_champion_with_legion_discards_two_then_draws_two(scenario):
    s = scenario(quiet_spec({"hand": ["Scrapyard Champion", "Pouty Poro", "Mystic Poro"],
                             "pool": pool(5, fury=1), "cards_finalized": 1,
                             "deck": ["Daring Poro", "Stalwart Poro"] + QUIET_FILL}))
    s.do("play Scrapyard Champion")
    go(s, "base")
    for _ in range(6):
        settle_open(s)
        if s.kind in (DecisionKind.PRIORITY, None):
            break
        s.do(s.options()[0])
    assert trash(s) == ["Mystic Poro", "Pouty Poro"]
    assert hand(s) == ["Daring Poro", "Stalwart Poro"]


def test_scrapyard_champion_without_legion_does_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Scrapyard Champion", "Pouty Poro"],
                             "pool": pool(5, fury=1)}))
    s.do("play Scrapyard Champion")
    go(s, "base")
    settle_open(s)
    assert s.zone("Scrapyard Champion") == "BOARD"
    assert hand(s) == ["Pouty Poro"] and trash(s) == []


# ---------------------------------------------------------------- Sun Disc

def test_sun_disc_with_legion_readies_only_the_next_unit_you_play(scenario):
    s = scenario(quiet_spec({"base": ["Sun Disc"], "hand": ["Pouty Poro", "Daring Poro"],
                             "pool": pool(4), "cards_finalized": 1}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    assert s.obj("Sun Disc").exhausted
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and not s.obj("Pouty Poro").exhausted
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Daring Poro") == "BOARD" and s.obj("Daring Poro").exhausted


def test_sun_disc_without_legion_does_nothing(scenario):
    s = scenario(quiet_spec({"base": ["Sun Disc"], "hand": ["Pouty Poro"], "pool": pool(2)}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pouty Poro").exhausted


def test_sun_disc_a_token_played_first_uses_it_up(scenario):
    """350.2: tokens are played too: the Recruit is the next unit played."""
    s = scenario(quiet_spec({"legend": "Herald of the Arcane", "base": ["Sun Disc"],
                             "hand": ["Pouty Poro"], "pool": pool(3), "cards_finalized": 1}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    s.do("activate ability 0 of Herald of the Arcane")
    settle_open(s)
    assert not s.obj("Recruit").exhausted                      # the next unit played
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.obj("Pouty Poro").exhausted                       # already used up


# ---------------------------------------------------------------- Thermo Beam

def test_thermo_beam_kills_every_gear(scenario):
    s = scenario(quiet_spec({"hand": ["Thermo Beam"], "pool": pool(5, fury=2),
                             "base": ["Energy Conduit"]},
                            {"base": ["Iron Ballista"]}))
    s.do("play Thermo Beam")
    settle_open(s)
    assert s.zone("Energy Conduit") == "TRASH" and s.zone("Iron Ballista") == "TRASH"
    assert s.zone(bid(s, "Mega-Mech", 0)) == "BOARD"


def test_tryndamere_scores_a_point_after_five_excess(scenario):
    s = _tryndamere_attacks(scenario, "Sharkling")            # 8 into 1: 7 excess
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 2                                   # conquer + Tryndamere


def test_tryndamere_needs_five_excess(scenario):
    s = _tryndamere_attacks(scenario, "Vanguard Sergeant")    # 8 into 4: 4 excess
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 1


# ---------------------------------------------------------------- Brynhir Thundersong
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_brynhir_lasts_only_this_turn(scenario):
    s = scenario(spec({"hand": ["Brynhir Thundersong"], "pool": {"energy": 6}},
                      {"hand": ["Stupefy"], "runes": ["Mind Rune"]}))
    s.do(f"play {card(s, 'Brynhir Thundersong')}")
    go(s, "to base")
    settle_open(s)
    g = s.game
    s.do("end turn")
    for _ in range(40):
        if g.turn_player == 1 and g.decision and g.decision.player == 1:
            break
        s.do("pass")
    assert g.turn_player == 1
    assert s.can(f"play Stupefy #{s.id('Stupefy')}")


# ---------------------------------------------------------------- Darius, Trifarian

def test_darius_second_card_readies_him_with_plus_two(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Darius, Trifarian", "exhausted": True}],
                             "hand": ["Inferna", "Sharkling"], "runes": runes("fury", 5)}))
    run(s, "play Inferna")
    assert s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 5
    run(s, "play Sharkling")
    assert not s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 7


def test_darius_triggers_when_he_is_the_second_card(scenario):
    """Origins FAQ: Darius played as your second card in a turn readies and gets +2."""
    s = scenario(quiet_spec({"hand": ["Inferna", "Darius, Trifarian"], "runes": runes("fury", 7)}))
    run(s, "play Inferna")
    run(s, "play Darius")
    assert not s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 7


def test_darius_not_on_the_third_card(scenario):
    s = scenario(quiet_spec({"hand": ["Inferna", "Darius, Trifarian"], "runes": runes("fury", 7)},
                            ))
    run(s, "play Darius")
    assert s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 5
    run(s, "play Inferna")                        # second card: triggers
    assert not s.obj("Darius, Trifarian").exhausted


# ---------------------------------------------------------------- Draven, Showboat

@pytest.mark.parametrize("points, m", [(0, 3), (4, 7)])
def test_draven_showboat_might_goes_up_by_your_points(scenario, points, m):
    s = scenario(spec({"base": ["Draven, Showboat"], "points": points}, {"points": 2}))
    assert s.might("Draven, Showboat") == m


def test_draven_showboat_grows_as_you_score(scenario):
    """A hold scores a point (Grove of the God-Willow, which you control): +1 Might."""
    s = scenario(spec({"field": [["Draven, Showboat"], []], "points": 1},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS], phase="awaken"))
    settle_open(s)
    assert s.game.players[0].points == 2
    assert s.might("Draven, Showboat") == 5


# ---------------------------------------------------------------- Raging Firebrand

def test_raging_firebrand_makes_the_next_spell_cost_five_less(scenario):
    s = scenario(quiet_spec({"hand": ["Raging Firebrand", "Falling Comet", "Stupefy"],
                             "pool": pool(6, fury=1)},
                            {"field": [["Playful Phantom"], []]}))
    assert s.can("play Falling Comet")
    s.do("play Raging Firebrand")
    go(s, "base")
    settle_open(s)
    assert s.game.players[0].energy == 0
    s.do("play Falling Comet")                                 # 5 - 5 = 0
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"
    assert not s.can("play Stupefy")                           # used up: 1 Energy again


def test_raging_firebrand_discount_does_not_go_below_zero(scenario):
    s = scenario(quiet_spec({"hand": ["Raging Firebrand", "Stupefy"], "pool": pool(6, fury=1),
                             "base": ["Pouty Poro"]}))
    s.do("play Raging Firebrand")
    go(s, "base")
    settle_open(s)
    s.do("play Stupefy")                                       # 1 - 5: free
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.zone("Stupefy") == "TRASH" and s.game.players[0].energy == 0


# ---------------------------------------------------------------- Vayne, Hunter

def test_vayne_enters_ready_if_an_opponent_controls_a_battlefield(scenario):
    s = _play_vayne(scenario, [{"card": QUIET_BFS[0], "controller": 1}, QUIET_BFS[1]],
                    {"field": [["Stalwart Poro"], []]})
    assert not s.obj("Vayne, Hunter").exhausted


def test_vayne_enters_exhausted_otherwise(scenario):
    s = _play_vayne(scenario, QUIET_BFS, {})
    assert s.obj("Vayne, Hunter").exhausted
    s = _play_vayne(scenario, QUIET_BFS, {}, {"field": [["Stalwart Poro"], []]})     # mine: Grove
    assert s.game.bfs[0].controller == 0
    assert s.obj("Vayne, Hunter").exhausted


def test_vayne_may_pay_one_to_return_to_hand_when_she_conquers(scenario):
    s = scenario(quiet_spec({"base": ["Vayne, Hunter"], "pool": pool(1)}))
    s.do("move Vayne, Hunter")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.kind == DecisionKind.OPTIONAL_COST           # "you may pay [1]" (383.3.b)
    s.do("yes")
    settle_open(s)
    assert s.zone("Vayne, Hunter") == "HAND" and s.game.players[0].energy == 0
    assert s.points()[0] == 1                                 # she conquered first


# ---------------------------------------------------------------- Vi, Destructive

def test_vi_destructive_recycles_a_chosen_trash_card_for_might(scenario):
    s = scenario(spec({"base": ["Vi, Destructive"], "trash": ["Mega-Mech", "Shipyard Skulker"],
                       "deck": []}))
    vi = bid(s, "Vi, Destructive")
    s.do(f"activate ability 0 of Vi, Destructive #{vi}")
    s.do(f"choose {card(s, 'Shipyard Skulker')}")       # 357.2: the player picks the card
    settle(s)
    assert bmight(s, "Vi, Destructive") == 4
    assert trash(s) == ["Mega-Mech"] and s.zone("Shipyard Skulker") == "DECK"


# ---------------------------------------------------------------- Kadregrin the Infernal

def test_kadregrin_draws_one_per_mighty_friendly_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Kadregrin the Infernal"], "pool": pool(9, fury=2),
                             "base": ["Playful Phantom", "Pouty Poro"],
                             "deck": ["Daring Poro", "Stalwart Poro", "Mystic Poro", "Sharkling"]},
                            {"base": ["Petty Officer"]}))
    s.do("play Kadregrin the Infernal")
    go(s, "base")
    settle_open(s)
    # Kadregrin 9, Mega-Mech 8, Playful Phantom 5 (Pouty Poro 2 and the enemy's do not count)
    assert hand(s) == ["Daring Poro", "Mystic Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Stormbringer

def test_stormbringer_deals_the_units_might_to_enemies_there_then_moves_it(scenario):
    s = scenario(quiet_spec({"hand": ["Stormbringer"], "base": ["Vanguard Sergeant"],
                             "pool": {"energy": 6, "power": {"fury": 1, "body": 1}},
                             "field": [["Daring Poro"], []]},
                            {"field": [[], ["Petty Officer", "Shipyard Skulker"]],
                             "base": ["Stalwart Poro"]}))
    s.do("play Stormbringer")
    go(s, "target Vanguard Sergeant", "target Altar to Unity")
    settle_open(s)
    spell = s.id("Stormbringer")
    hits = sorted((e.obj, e.value) for e in s.game.events
                  if e.kind.name == "DAMAGE" and e.cause == spell)
    assert hits == sorted([(s.id("Petty Officer"), 4), (s.id("Shipyard Skulker"), 4)])
    assert s.zone("Shipyard Skulker") == "TRASH"       # 4 damage: 3 Might
    assert s.obj("Stalwart Poro").damage == 0          # in base
    assert s.obj("Daring Poro").damage == 0            # friendly, elsewhere
    assert any(e.kind.name == "MOVE" and e.obj == s.id("Vanguard Sergeant") and e.loc == 2
               for e in s.game.events)                 # then it moves there (a combat follows)


# ---------------------------------------------------------------- Noxian Guillotine

def test_noxian_guillotine_kills_at_the_next_damage(scenario):
    s = _guillotine(scenario)
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "BOARD"            # no damage yet: alive
    s.do("play Hextech Ray")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"            # 3 of 8 Might, then killed


def test_noxian_guillotine_triggers_once(scenario):
    s = scenario(spec({"hand": ["Noxian Guillotine", "Falling Star"],
                       "pool": {"energy": 6, "power": {"fury": 3}}},
                      {"field": [["Mega-Mech"], []]}))
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    s.do("play Falling Star")
    go(s, f"target Mega-Mech #{mech}", f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"


def test_noxian_guillotine_with_legion_kills_now(scenario):
    s = scenario(spec({"hand": ["Hextech Ray", "Noxian Guillotine"],
                       "pool": {"energy": 5, "power": {"fury": 2}}},
                      {"field": [["Mega-Mech"], ["Playful Phantom"]]}))
    g = s.game
    mech, phantom = bid(s, "Mega-Mech", 1), bid(s, "Playful Phantom", 1)
    s.do("play Hextech Ray", f"target Playful Phantom #{phantom}")   # another card this turn
    settle_open(s)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"
