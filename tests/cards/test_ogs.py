"""Proving Grounds (OGS) cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import random

import pytest

from riftsim import LOC_BASE, Zone
from riftsim.actions import DecisionKind

from card_helpers import act, bid, bmight, board, card, hand, kws, rich, settle, spec, tgt, trash


# ---------------------------------------------------------------- Annie, Fiery

def test_annie_fiery_your_spells_deal_one_bonus_damage(scenario):
    """712-715: Hextech Ray deals 3 + 1; the opponent's spells get no bonus."""
    s = scenario(spec(rich({"base": ["Annie, Fiery"], "hand": ["Hextech Ray"]}),
                      {"field": [["Vanguard Sergeant"]]}))
    act(s, f"play {card(s, 'Hextech Ray')}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


def test_annie_fiery_no_bonus_when_units_deal_the_damage(scenario):
    """FAQ (Unyielding Spirit): Challenge's damage is dealt by the units, not the spell."""
    s = scenario(spec(rich({"base": ["Annie, Fiery", "Shipyard Skulker"], "hand": ["Challenge"]}),
                      {"base": ["Vanguard Sergeant"]}))
    act(s, f"play {card(s, 'Challenge')}", tgt(s, "Shipyard Skulker"), tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 3 and s.zone("Shipyard Skulker") == "TRASH"


# ---------------------------------------------------------------- Firestorm

def test_firestorm_hits_every_enemy_unit_at_the_chosen_battlefield(scenario):
    s = scenario(spec(rich({"hand": ["Firestorm"], "field": [["Shipyard Skulker"]]}),
                      {"field": [["Vanguard Sergeant", "Stalwart Poro"], ["Petty Officer"]]}))
    s.do(f"play {card(s, 'Firestorm')}")
    assert sorted(s.options()) == ["target Grove of the God-Willow #%d" % s.game.bfs[0].obj,
                                   "target Zaun Warrens #%d" % s.game.bfs[1].obj]
    s.do("target Grove of the God-Willow")
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 3 and s.zone("Stalwart Poro") == "TRASH"
    assert s.obj("Shipyard Skulker").damage == 0                  # friendly: spared
    assert s.game.objs[bid(s, "Petty Officer", 1)].damage == 0    # another battlefield


# ---------------------------------------------------------------- Incinerate

def test_incinerate_deals_two_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec(rich({"hand": ["Incinerate"]}), {"field": [["Vanguard Sergeant"]],
                                                       "base": ["Shipyard Skulker"]}))
    s.do(f"play {card(s, 'Incinerate')}")              # the only unit at a battlefield
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 2 and s.obj("Shipyard Skulker").damage == 0


# ---------------------------------------------------------------- Yi, Meditative

def test_yi_meditative_plus_four_with_eight_runes(scenario):
    s = scenario(spec({"base": ["Yi, Meditative"], "runes": ["Calm Rune"] * 8}))
    assert bmight(s, "Yi, Meditative") == 8


def test_yi_meditative_no_bonus_with_seven_runes(scenario):
    s = scenario(spec({"base": ["Yi, Meditative"], "runes": ["Calm Rune"] * 7}))
    assert bmight(s, "Yi, Meditative") == 4


# ---------------------------------------------------------------- Zephyr Sage

def test_zephyr_sage_has_shield_as_a_defender(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]}, {"field": [[], ["Zephyr Sage"]]},
                      react=True))
    s.do(f"move Playful Phantom #{bid(s, 'Playful Phantom')}", "to Zaun Warrens")
    assert s.game.showdown.combat and bmight(s, "Zephyr Sage") == 7


# ---------------------------------------------------------------- Lux, Illuminated

def test_lux_illuminated_grows_on_a_five_cost_spell(scenario):
    s = scenario(spec(rich({"base": ["Lux, Illuminated"], "hand": ["Falling Comet", "Stupefy"]}),
                      {"field": [["Mountain Drake"]]}))
    act(s, f"play {card(s, 'Stupefy')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert bmight(s, "Lux, Illuminated") == 5              # a 1-cost spell: nothing
    act(s, f"play {card(s, 'Falling Comet')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert bmight(s, "Lux, Illuminated") == 8


# ---------------------------------------------------------------- Garen, Rugged

def test_garen_rugged_has_assault_two_and_shield_two(scenario):
    s = scenario(spec({"base": ["Garen, Rugged"]}, {"field": [[], ["Mountain Drake"]]},
                      react=True))
    k = kws(s, "Garen, Rugged")
    assert k.get("Assault") == 2 and k.get("Shield") == 2
    s.do(f"move Garen, Rugged #{bid(s, 'Garen, Rugged')}", "to Zaun Warrens")
    assert s.game.showdown.combat and bmight(s, "Garen, Rugged") == 7


# ---------------------------------------------------------------- Gentlemen's Duel

def test_gentlemens_duel_boosts_then_fights(scenario):
    s = scenario(spec(rich({"hand": ["Gentlemen's Duel"], "base": ["Shipyard Skulker"]}),
                      {"base": ["Playful Phantom", "Stalwart Poro"]}))
    act(s, f"play {card(s, 'Gentlemen' + chr(39) + 's Duel')}", tgt(s, "Shipyard Skulker"),
        tgt(s, "Playful Phantom"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 6 and s.obj("Shipyard Skulker").damage == 5
    assert s.zone("Playful Phantom") == "TRASH"


# ---------------------------------------------------------------- Yi, Honed

def test_yi_honed_enters_ready(scenario):
    s = scenario(spec(rich({"hand": ["Yi, Honed"]})))
    s.do(f"play {card(s, 'Yi, Honed')}")
    assert s.zone("Yi, Honed") == "BOARD" and not s.obj("Yi, Honed").exhausted


# ---------------------------------------------------------------- Annie, Stubborn

def test_annie_stubborn_returns_a_spell_from_your_trash(scenario):
    s = scenario(spec(rich({"hand": ["Annie, Stubborn"],
                            "trash": ["Stupefy", "Shipyard Skulker", "Hextech Ray"]})))
    s.do(f"play {card(s, 'Annie, Stubborn')}")
    assert sorted(s.options()) == sorted([f"target {card(s, 'Stupefy')}",
                                          f"target {card(s, 'Hextech Ray')}"])
    s.do(f"target {card(s, 'Hextech Ray')}")
    settle(s)
    assert hand(s) == ["Hextech Ray"] and trash(s) == ["Shipyard Skulker", "Stupefy"]


# ---------------------------------------------------------------- Flash

def test_flash_moves_up_to_two_friendly_units_to_base(scenario):
    s = scenario(spec(rich({"hand": ["Flash"],
                            "field": [["Shipyard Skulker"], ["Stalwart Poro", "Daring Poro"]]})))
    s.do(f"play {card(s, 'Flash')}", tgt(s, "Shipyard Skulker"), tgt(s, "Daring Poro"))
    settle(s)
    assert s.obj("Shipyard Skulker").loc == LOC_BASE and s.obj("Daring Poro").loc == LOC_BASE
    assert s.obj("Stalwart Poro").loc == 2


# ---------------------------------------------------------------- Blast of Power

def test_blast_of_power_kills_a_unit_at_a_battlefield(scenario):
    s = scenario(spec(rich({"hand": ["Blast of Power"]}),
                      {"field": [["Mountain Drake"]], "base": ["Shipyard Skulker"]}))
    act(s, f"play {card(s, 'Blast of Power')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert s.zone("Mountain Drake") == "TRASH" and s.zone("Shipyard Skulker") == "BOARD"


# ---------------------------------------------------------------- Garen, Commander

def test_garen_commander_gives_other_friendly_units_here_one(scenario):
    s = scenario(spec({"field": [["Garen, Commander", "Shipyard Skulker"]],
                       "base": ["Stalwart Poro"]}, {"field": [["Vanguard Sergeant"]]}))
    assert bmight(s, "Shipyard Skulker") == 4 and bmight(s, "Garen, Commander") == 5
    assert bmight(s, "Stalwart Poro") == 2 and bmight(s, "Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Lux, Crownguard

def test_lux_crownguard_adds_two_energy_only_for_spells(scenario):
    s = scenario(spec({"base": ["Lux, Crownguard"], "hand": ["Stupefy", "Stalwart Poro"]},
                      {"base": ["Shipyard Skulker"]}))
    assert not s.can("play Stupefy")
    s.do(f"activate ability 0 of Lux, Crownguard #{bid(s, 'Lux, Crownguard')}")
    p = s.game.players[0]
    assert p.spell_energy == 2 and p.energy == 0 and s.obj("Lux, Crownguard").exhausted
    assert s.can("play Stupefy") and not s.can("play Stalwart Poro")   # 2 Energy, spells only
    act(s, f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert p.spell_energy == 1 and bmight(s, "Shipyard Skulker") == 2


# ---------------------------------------------------------------- Recruit the Vanguard

def test_recruit_the_vanguard_plays_four_recruits(scenario):
    s = scenario(spec(rich({"hand": ["Recruit the Vanguard"], "field": [["Shipyard Skulker"]]})))
    s.do(f"play {card(s, 'Recruit the Vanguard')}")
    settle(s)
    assert s.kind == DecisionKind.PLAY_LOCATION
    s.do("to Grove of the God-Willow")
    settle(s)
    assert [o.loc for o in board(s, "Recruit", 0)] == [1, 1, 1, 1]


# ---------------------------------------------------------------- Vanguard Attendant

def test_vanguard_attendant_enters_ready(scenario):
    s = scenario(spec(rich({"hand": ["Vanguard Attendant"]})))
    s.do(f"play {card(s, 'Vanguard Attendant')}")
    assert not s.obj("Vanguard Attendant").exhausted


# ---------------------------------------------------------------- Tibbers

def test_tibbers_deals_three_to_every_unit_at_battlefields(scenario):
    s = scenario(spec(rich({"hand": ["Tibbers"], "field": [["Vanguard Sergeant"]],
                            "base": ["Shipyard Skulker"]}),
                      {"field": [[], ["Shipyard Skulker"]]}))
    s.do(f"play {card(s, 'Tibbers')}", "to P0's base")
    settle(s)
    assert s.obj("Vanguard Sergeant").damage == 3
    assert s.game.objs[bid(s, "Shipyard Skulker", 0)].damage == 0     # in base
    assert s.zone("Shipyard Skulker", 1) == "TRASH"


# ---------------------------------------------------------------- Highlander

def test_highlander_saves_the_unit_heals_exhausts_recalls(scenario):
    """Errata (Highlander) / FAQ: a replacement (367): healed, exhausted and recalled."""
    s = scenario(spec(rich({"hand": ["Highlander", "Vengeance"],
                            "field": [[{"card": "Vanguard Sergeant", "damage": 2}]]})))
    act(s, f"play {card(s, 'Highlander')}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    s.do(f"play {card(s, 'Vengeance')}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    sg = s.obj("Vanguard Sergeant")
    assert sg.zone == Zone.BOARD and sg.loc == LOC_BASE and sg.exhausted and sg.damage == 0


# ---------------------------------------------------------------- Final Spark

def test_final_spark_deals_eight(scenario):
    s = scenario(spec(rich({"hand": ["Final Spark"]}),
                      {"base": ["Mountain Drake", "Shipyard Skulker"]}))
    act(s, f"play {card(s, 'Final Spark')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert s.obj("Mountain Drake").damage == 8


# ---------------------------------------------------------------- Decisive Strike

def test_decisive_strike_gives_friendly_units_two(scenario):
    s = scenario(spec(rich({"hand": ["Decisive Strike"], "base": ["Shipyard Skulker"]}),
                      {"base": ["Vanguard Sergeant"]}))
    s.do(f"play {card(s, 'Decisive Strike')}")
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 5 and bmight(s, "Petty Officer") == 7
    assert bmight(s, "Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Whole games

@pytest.mark.parametrize("a,b,seed", [
    ("precon-annie", "precon-lux", 1), ("precon-garen", "precon-master-yi", 2),
    ("precon-jinx", "precon-viktor", 3), ("precon-lee-sin", "precon-annie", 4),
    ("precon-viktor", "precon-lee-sin", 5), ("precon-lux", "precon-garen", 6),
    ("precon-master-yi", "precon-jinx", 7),
])
def test_origins_precon_game_runs_to_completion(a, b, seed):
    from riftsim.game import new_game

    g = new_game([a, b], seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
        assert steps < 20000
    assert g.outcome.turns >= 2
    assert max(g.outcome.points) >= 8 or g.outcome.winner is None or \
        g.outcome.reason.name == "CARD_EFFECT"
