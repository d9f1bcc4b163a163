"""Spiritforged (SFD) cards 001-099: scenario tests on both engines, a section per card. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from card_helpers import bid, go, hand, runes, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]   # hold: draw 1 / a Recruit token
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def pool(energy: int, **power: int) -> dict:
    return {"energy": energy, "power": dict(power)}


def board_named(s, name: str, player: int = 0) -> list:
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == name
            and o.controller == player]


def combat_at_grove(p0_units, p1_units, **p0):
    """Player 0 attacks Grove of the God-Willow (battlefield 0), which player 1 defends:
    inside the combat's showdown, player 0 to act (its start is past)."""
    return spec({"field": [list(p0_units), []], **p0}, {"field": [list(p1_units), []]},
                showdown={"battlefield": 0, "combat": True, "attacker": 0})


# ---------------------------------------------------------------- Armed Assailant

def test_armed_assailant_accelerate_enters_ready(scenario):
    """Accelerate (807): pay [1][fury] more and I enter ready."""
    s = scenario(spec({"hand": ["Armed Assailant"], "pool": pool(7, fury=2)}))
    s.do("play Armed Assailant", "yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Armed Assailant") == "BOARD" and not s.obj("Armed Assailant").exhausted
    assert "Weaponmaster" in s.keywords("Armed Assailant")


# ---------------------------------------------------------------- Sentinel Adept, Combat Chef

@pytest.mark.parametrize("name,energy", [("Sentinel Adept", 3), ("Combat Chef", 5)])
def test_weaponmaster_units_attach_an_equipment_when_played(scenario, name, energy):
    """Weaponmaster (821): when played, you may Equip one of your Equipment to me (Doran's
    Blade: Equip [body], +2 Might)."""
    s = scenario(spec({"hand": [name], "base": ["Doran's Blade"],
                       "pool": pool(energy, body=1)}))
    s.do(f"play {name}")
    go(s, "base")
    for _ in range(5):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        settle_open(s)
    blade = bid(s, "Doran's Blade")
    s.do(f"choose Doran's Blade #{blade}")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == bid(s, name)
    base = {"Sentinel Adept": 3, "Combat Chef": 5}[name]
    assert s.might(name) == base + 2


# ---------------------------------------------------------------- Navori Scout

def test_navori_scout_has_deflect(scenario):
    """Deflect (809): an opponent's Frigid Touch needs [A] more to choose it."""
    s = scenario(spec({"hand": ["Frigid Touch"], "pool": pool(2, mind=0)},
                      {"base": ["Navori Scout", "Pouty Poro"]}))
    assert s.keywords("Navori Scout").get("Deflect") == 1
    s.do("play Frigid Touch")
    if s.can("no"):
        s.do("no")
    assert not s.can("target Navori Scout")      # no Power left to pay the Deflect


# ---------------------------------------------------------------- Laurent Bladekeeper

def test_laurent_bladekeeper_moves_battlefield_to_battlefield(scenario):
    """Ganking (810): it may move from a battlefield to another battlefield."""
    s = scenario(spec({"field": [["Laurent Bladekeeper"], []]}))
    assert "Ganking" in s.keywords("Laurent Bladekeeper")
    s.do("move Laurent Bladekeeper")
    assert s.can("to Altar to Unity")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.loc("Laurent Bladekeeper") == 2


# ---------------------------------------------------------------- Eager Drakehound, Direwing

def test_eager_drakehound_enters_ready(scenario):
    s = scenario(spec({"hand": ["Eager Drakehound"], "pool": pool(3, fury=1)}))
    s.do("play Eager Drakehound")
    go(s, "base")
    settle_open(s)
    assert s.zone("Eager Drakehound") == "BOARD" and not s.obj("Eager Drakehound").exhausted


@pytest.mark.parametrize("dragon", [True, False])
def test_direwing_enters_ready_with_another_dragon(scenario, dragon):
    base = ["Eager Drakehound"] if dragon else ["Pouty Poro"]
    s = scenario(spec({"hand": ["Direwing"], "pool": pool(7), "base": base}))
    s.do("play Direwing")
    go(s, "base")
    settle_open(s)
    assert s.zone("Direwing") == "BOARD"
    assert s.obj("Direwing").exhausted is (not dragon)


# ---------------------------------------------------------------- Dunebreaker

@pytest.mark.parametrize("others,ready", [(2, True), (3, False)])
def test_dunebreaker_enters_ready_with_two_or_fewer_cards_in_hand(scenario, others, ready):
    s = scenario(spec({"hand": ["Dunebreaker"] + ["Pouty Poro"] * others,
                       "pool": pool(7, fury=1)}))
    s.do("play Dunebreaker")
    go(s, "base")
    settle_open(s)
    assert s.zone("Dunebreaker") == "BOARD"
    assert s.obj("Dunebreaker").exhausted is (not ready)


def test_dunebreaker_draws_two_when_it_holds(scenario):
    """Hold (the Beginning Phase's scoring, 315.2.a): Altar to Unity adds a Recruit token; the
    two cards drawn are Dunebreaker's (plus the Draw Phase's one)."""
    s = scenario(spec({"field": [[], ["Dunebreaker"]], "deck": ["Pouty Poro"] * 6},
                      bfs=["Grove of the God-Willow",
                           {"card": "Altar to Unity", "controller": 0}],
                      phase="awaken"))
    for _ in range(5):
        settle_open(s)
    assert hand(s).count("Pouty Poro") == 3


# ---------------------------------------------------------------- Blood Rush

def test_blood_rush_gives_assault_two_and_repeats_on_another_unit(scenario):
    s = scenario(spec({"hand": ["Blood Rush"], "pool": pool(2, fury=0),
                       "base": ["Pouty Poro", "Stalwart Poro"]}))
    s.do("play Blood Rush", "yes", "target Pouty Poro", "target Stalwart Poro")
    settle_open(s)
    assert s.keywords("Pouty Poro").get("Assault") == 2
    assert s.keywords("Stalwart Poro").get("Assault") == 2


def test_blood_rush_without_repeat(scenario):
    s = scenario(spec({"hand": ["Blood Rush"], "pool": pool(2),
                       "base": ["Pouty Poro", "Stalwart Poro"]}))
    s.do("play Blood Rush", "no", "target Pouty Poro")
    settle_open(s)
    assert s.keywords("Pouty Poro").get("Assault") == 2
    assert "Assault" not in s.keywords("Stalwart Poro")
    assert s.game.players[0].energy == 1


# ---------------------------------------------------------------- Feral Strength

def test_feral_strength_gives_two_might_and_repeats(scenario):
    s = scenario(spec({"hand": ["Feral Strength"], "pool": pool(4),
                       "base": ["Pouty Poro"]}))
    s.do("play Feral Strength", "yes", "target Pouty Poro", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 2 + 4


# ---------------------------------------------------------------- Premonition

def test_premonition_draws_three(scenario):
    s = scenario(spec({"hand": ["Premonition"], "pool": pool(2, mind=3),
                       "deck": ["Pouty Poro", "Stalwart Poro", "Mystic Poro"] + FILL}))
    s.do("play Premonition")
    settle_open(s)
    assert hand(s) == ["Mystic Poro", "Pouty Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Thwonk!

def test_thwonk_stuns_an_attacking_unit_only(scenario):
    s = scenario(combat_at_grove(["Vanguard Sergeant"], ["Playful Phantom"],
                                 hand=["Thwonk!"], pool=pool(2)))
    s.do("play Thwonk!")
    go(s, "no")
    assert not s.can("target Playful Phantom")       # a defender
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned or s.zone("Vanguard Sergeant") != "BOARD"
    assert s.zone("Playful Phantom") == "BOARD"      # the stunned attacker dealt no damage
    assert s.damage("Playful Phantom") == 0


# ---------------------------------------------------------------- Desert's Call

def test_deserts_call_plays_a_sand_soldier_and_repeats(scenario):
    s = scenario(spec({"hand": ["Desert's Call"], "pool": pool(4, calm=0)}))
    s.do("play Desert's Call", "yes")
    settle_open(s)
    soldiers = board_named(s, "Sand Soldier")
    assert len(soldiers) == 2 and all(o.loc == 0 for o in soldiers)
    assert s.might(soldiers[0].id) == 2


def test_deserts_call_token_may_go_to_a_battlefield_you_control(scenario):
    """182.1.a: a token unit is played like a unit: to your base or a battlefield you
    control (806.3)."""
    s = scenario(spec({"hand": ["Desert's Call"], "pool": pool(2), "field": [[], ["Pouty Poro"]]},
                      bfs=["Grove of the God-Willow", {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Desert's Call")
    go(s, "no")
    settle_open(s)
    assert s.can("to Altar to Unity") or s.can("Altar to Unity")
    go(s, "to Altar to Unity", "Altar to Unity")
    settle_open(s)
    assert [o.loc for o in board_named(s, "Sand Soldier")] == [2]


# ---------------------------------------------------------------- Detonate

def test_detonate_kills_a_gear_and_its_controller_draws_two(scenario):
    s = scenario(spec({"hand": ["Detonate"], "pool": pool(1, fury=1)},
                      {"base": ["Doran's Blade"], "deck": ["Pouty Poro"] * 3 + FILL}))
    s.do("play Detonate")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "TRASH"
    assert hand(s, 1) == ["Pouty Poro", "Pouty Poro"] and hand(s, 0) == []


# ---------------------------------------------------------------- Sudden Storm

def test_sudden_storm_deals_two_to_a_unit_not_attacking(scenario):
    s = scenario(spec({"hand": ["Sudden Storm"], "pool": pool(3)},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Sudden Storm")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2


def test_sudden_storm_deals_four_to_an_attacking_unit(scenario):
    s = scenario(combat_at_grove(["Playful Phantom"], ["Pouty Poro"],
                                 hand=["Sudden Storm"], pool=pool(3)))
    phantom = s.id("Playful Phantom")
    s.do("play Sudden Storm")
    go(s, "target Playful Phantom")
    settle_open(s)
    damage = [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]
    assert damage[0] == 4


# ---------------------------------------------------------------- Bushwhack

def test_bushwhack_units_enter_ready_and_an_exhausted_gold(scenario):
    s = scenario(spec({"hand": ["Bushwhack", "Pouty Poro"], "pool": pool(4, fury=2)}))
    s.do("play Bushwhack")
    settle_open(s)
    golds = board_named(s, "Gold")
    assert len(golds) == 1 and golds[0].exhausted and golds[0].loc == 0
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert not s.obj("Pouty Poro").exhausted


# ---------------------------------------------------------------- Disarming Rake

def test_disarming_rake_may_is_the_choice_to_put_the_ability_on_the_chain(scenario):
    """The Unleashed FAQ: "you may" opening the effect is the choice to put the ability on the
    chain (383.3.a); declined, nothing goes on the chain and the gear stays."""
    s = scenario(spec({"hand": ["Disarming Rake"], "pool": pool(3, calm=1)},
                      {"base": ["Doran's Blade"]}))
    s.do("play Disarming Rake")
    go(s, "base")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("no")
    assert not s.game.chain
    settle_open(s)
    assert s.zone("Doran's Blade") == "BOARD"


def test_disarming_rake_kills_a_gear(scenario):
    s = scenario(spec({"hand": ["Disarming Rake"], "pool": pool(3, calm=1)},
                      {"base": ["Doran's Blade"]}))
    s.do("play Disarming Rake")
    go(s, "base")
    settle_open(s)
    s.do("yes")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert s.zone("Doran's Blade") == "TRASH"


# ---------------------------------------------------------------- Sea Monkey

@pytest.mark.parametrize("paid", [True, False])
def test_sea_monkey_buffs_itself_if_the_extra_energy_was_paid(scenario, paid):
    s = scenario(spec({"hand": ["Sea Monkey"], "pool": pool(3)}))
    s.do("play Sea Monkey", "yes" if paid else "no")
    go(s, "base")
    settle_open(s)
    assert s.might("Sea Monkey") == (3 if paid else 2)
    assert s.game.players[0].energy == (0 if paid else 1)


# ---------------------------------------------------------------- Frostcoat Cub

@pytest.mark.parametrize("paid", [True, False])
def test_frostcoat_cub_gives_minus_two_if_the_extra_mind_was_paid(scenario, paid):
    s = scenario(spec({"hand": ["Frostcoat Cub"], "pool": pool(3, mind=1)},
                      {"base": ["Playful Phantom"]}))
    s.do("play Frostcoat Cub", "yes" if paid else "no")
    go(s, "base")
    settle_open(s)
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == (3 if paid else 5)


# ---------------------------------------------------------------- Blast Corps Cadet

def test_blast_corps_cadet_deals_two_at_a_battlefield_if_paid(scenario):
    s = scenario(spec({"hand": ["Blast Corps Cadet"], "pool": pool(3, fury=1)},
                      {"field": [["Playful Phantom"], []], "base": ["Stalwart Poro"]}))
    s.do("play Blast Corps Cadet", "yes")
    go(s, "base")
    settle_open(s)
    assert not s.can("target Stalwart Poro")         # in a base
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2


def test_blast_corps_cadet_extra_cost_is_reduced_by_ezreal_prodigy(scenario):
    """The Spiritforged FAQ: Ezreal, Prodigy reduces optional additional costs, Blast Corps
    Cadet's too ([1][fury] costs [fury]); the Cadet's own Energy cost is not reduced."""
    s = scenario(spec({"hand": ["Blast Corps Cadet"], "pool": pool(2, fury=1),
                       "base": ["Ezreal, Prodigy"]},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Blast Corps Cadet", "yes")
    go(s, "base")
    settle_open(s)
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Blast Corps Cadet") == "BOARD"
    assert s.damage("Playful Phantom") == 2
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Dropboarder

@pytest.mark.parametrize("gears,ready", [(2, True), (1, False)])
def test_dropboarder_readies_with_two_gear(scenario, gears, ready):
    s = scenario(spec({"hand": ["Dropboarder"], "pool": pool(4),
                       "base": ["Doran's Blade"] * gears},
                      {"base": ["Doran's Blade"]}))     # an enemy gear does not count
    s.do("play Dropboarder")
    go(s, "base")
    settle_open(s)
    assert s.obj("Dropboarder").exhausted is (not ready)


# ---------------------------------------------------------------- Pickpocket

def test_pickpocket_can_kill_a_gold_token(scenario):
    """The Spiritforged FAQ: a token's cost counts as 0 (182.2.a.1), so a Gold token is a gear
    costing no more than [1]; Doran's Blade ([2]) is not."""
    s = scenario(spec({"hand": ["Pickpocket"], "pool": pool(3)},
                      {"base": ["Gold", "Doran's Blade"]}))
    s.do("play Pickpocket")
    go(s, "base")
    settle_open(s)
    go(s, "yes")
    assert not s.can("target Doran's Blade")
    go(s, "target Gold")
    settle_open(s)
    assert board_named(s, "Gold", 1) == []
    mine = board_named(s, "Gold", 0)
    assert len(mine) == 1 and mine[0].exhausted
    assert s.zone("Doran's Blade") == "BOARD"


# ---------------------------------------------------------------- Stellacorn Herder

def test_stellacorn_herder_draws_when_it_moves(scenario):
    s = scenario(spec({"base": ["Stellacorn Herder"], "deck": ["Pouty Poro"] + FILL}))
    s.do("move Stellacorn Herder")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Ribbon Dancer

def test_ribbon_dancer_moving_to_a_battlefield_gives_another_unit_one_might(scenario):
    s = scenario(spec({"base": ["Ribbon Dancer", "Pouty Poro"]}))
    s.do("move Ribbon Dancer")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert not s.can("target Ribbon Dancer")        # another friendly unit
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and s.might("Ribbon Dancer") == 3


def test_ribbon_dancer_moving_to_base_does_nothing(scenario):
    s = scenario(spec({"field": [[], ["Ribbon Dancer"]], "base": ["Pouty Poro"]},
                      bfs=["Grove of the God-Willow", {"card": "Altar to Unity", "controller": 0}]))
    s.do("move Ribbon Dancer")
    go(s, "to base", "base")
    settle_open(s)
    assert s.loc("Ribbon Dancer") == 0
    assert s.might("Pouty Poro") == 2 and not s.game.chain


# ---------------------------------------------------------------- Apprentice Smith

@pytest.mark.parametrize("top,drawn", [("Doran's Blade", True), ("Pouty Poro", False)])
def test_apprentice_smith_reveals_the_top_card_on_moving(scenario, top, drawn):
    s = scenario(spec({"base": ["Apprentice Smith"], "deck": [top] + FILL}))
    s.do("move Apprentice Smith")
    go(s, "to Altar to Unity")
    settle_open(s)
    if drawn:
        assert hand(s) == [top]
    else:
        assert hand(s) == [] and s.game.objs[s.id(top)].zone.name == "DECK"
        assert s.game.players[0].deck[-1] == s.id(top)       # recycled: the bottom


# ---------------------------------------------------------------- Poro Snax

def test_poro_snax_draws_when_played_and_when_sacrificed(scenario):
    s = scenario(spec({"hand": ["Poro Snax"], "pool": pool(2, calm=2),
                       "deck": ["Pouty Poro", "Stalwart Poro"] + FILL}))
    s.do("play Poro Snax")
    settle_open(s)
    assert hand(s) == ["Pouty Poro"]
    s.do("activate ability 1 of Poro Snax")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Stalwart Poro"]
    assert s.zone("Poro Snax") == "TRASH"


# ---------------------------------------------------------------- Heart of Dark Ice

def test_heart_of_dark_ice_gives_three_might(scenario):
    s = scenario(spec({"base": ["Heart of Dark Ice", "Pouty Poro"]}))
    s.do("activate ability 0 of Heart of Dark Ice")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 5 and s.obj("Heart of Dark Ice").exhausted


# ---------------------------------------------------------------- Aspiring Engineer

def test_aspiring_engineer_returns_a_gear_from_your_trash(scenario):
    s = scenario(spec({"hand": ["Aspiring Engineer"], "pool": pool(3, mind=1),
                       "trash": ["Doran's Blade", "Pouty Poro"]},
                      {"trash": ["Long Sword"]}))
    s.do("play Aspiring Engineer")
    go(s, "base")
    settle_open(s)
    assert not s.can("target Long Sword") and not s.can("target Pouty Poro")
    go(s, "target Doran's Blade")
    settle_open(s)
    assert hand(s) == ["Doran's Blade"] and trash(s) == ["Pouty Poro"]


# ---------------------------------------------------------------- Guardian of the Passage

def test_guardian_of_the_passage_returns_a_unit_or_gear_when_it_holds(scenario):
    s = scenario(spec({"field": [[], ["Guardian of the Passage"]],
                       "trash": ["Premonition", "Pouty Poro", "Doran's Blade"]},
                      bfs=["Grove of the God-Willow",
                           {"card": "Altar to Unity", "controller": 0}],
                      phase="awaken"))
    for _ in range(5):
        if s.kind == DecisionKind.MAY:
            break
        settle_open(s)
    s.do("yes")
    assert not s.can("target Premonition")             # a spell
    assert s.can("target Doran's Blade")
    s.do("target Pouty Poro")
    settle_open(s)
    assert "Pouty Poro" in hand(s) and trash(s) == ["Doran's Blade", "Premonition"]


# ---------------------------------------------------------------- Ornn, Forge God

def test_ornn_forge_god_has_one_might_per_friendly_gear(scenario):
    s = scenario(spec({"base": ["Ornn, Forge God", "Doran's Blade", "Heart of Dark Ice"]},
                      {"base": ["Poro Snax"]}))
    assert s.might("Ornn, Forge God") == 4 + 2
    assert s.keywords("Ornn, Forge God").get("Deflect") == 2


# ---------------------------------------------------------------- Janna, Savior

def test_janna_heals_your_units_here_without_an_enemy_unit(scenario):
    """The Spiritforged FAQ / errata: "up to one" enemy unit, so the trigger goes on the
    chain with none there and heals your units here."""
    s = scenario(spec({"hand": ["Janna, Savior"], "pool": pool(3, calm=1),
                       "field": [[], [{"card": "Playful Phantom", "damage": 3}]]},
                      bfs=["Grove of the God-Willow",
                           {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Janna, Savior")
    go(s, "to Altar to Unity", "Altar to Unity")
    settle_open(s)
    assert s.loc("Janna, Savior") == 2
    assert s.damage("Playful Phantom") == 0


def test_janna_moves_an_enemy_unit_here_to_its_base(scenario):
    """Reaction (813): in a combat at a battlefield player 0 controls, Janna is played there;
    the enemy attacker is moved to its base."""
    s = scenario(spec({"hand": ["Janna, Savior"], "pool": pool(3, calm=1),
                       "field": [[{"card": "Stalwart Poro", "damage": 1}], []]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Altar to Unity"],
                      turn_player=1,
                      showdown={"battlefield": 0, "combat": True, "attacker": 1, "focus": 0}))
    s.do("play Janna, Savior")
    go(s, "to Grove of the God-Willow", "Grove of the God-Willow")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BOARD" and s.loc("Playful Phantom") == 0
    assert s.game.objs[s.id("Playful Phantom")].controller == 1
    assert s.damage("Stalwart Poro") == 0


# ---------------------------------------------------------------- Doran's Shield

def test_dorans_shield_gives_one_might_and_tank(scenario):
    s = scenario(spec({"base": ["Pouty Poro", "Doran's Shield"], "pool": pool(0, calm=1)}))
    assert "Tank" not in s.keywords("Pouty Poro")
    s.do("activate ability 0 of Doran's Shield")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and "Tank" in s.keywords("Pouty Poro")


# ---------------------------------------------------------------- Sterak's Gage

def test_steraks_gage_quick_draw_attaches_for_three_might(scenario):
    """Quick-Draw (819): played, it attaches to a unit you control."""
    s = scenario(spec({"hand": ["Sterak's Gage"], "pool": pool(3, calm=2),
                       "base": ["Pouty Poro"]}))
    s.do("play Sterak's Gage")
    go(s, "target Pouty Poro", "choose Pouty Poro")
    settle_open(s)
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.obj("Sterak's Gage").attached_to == bid(s, "Pouty Poro")
    assert s.might("Pouty Poro") == 2 + 3


# ---------------------------------------------------------------- World Atlas

def test_world_atlas_holder_plays_two_exhausted_golds_when_it_holds(scenario):
    s = scenario(spec({"field": [[], ["Pouty Poro"]]},
                      bfs=["Grove of the God-Willow",
                           {"card": "Altar to Unity", "controller": 0}],
                      phase="awaken"))
    s0 = scenario(spec({"field": [[], [{"card": "Pouty Poro", "attached": ["World Atlas"]}]]},
                       bfs=["Grove of the God-Willow",
                            {"card": "Altar to Unity", "controller": 0}],
                       phase="awaken"))
    for x in (s, s0):
        for _ in range(5):
            settle_open(x)
    assert board_named(s, "Gold") == []
    golds = board_named(s0, "Gold")
    assert len(golds) == 2 and all(o.exhausted for o in golds)
    assert s0.might("Pouty Poro") == 2 + 2


# ---------------------------------------------------------------- Recurve Bow

def test_recurve_bow_holder_deals_two_to_an_enemy_unit_here_when_it_attacks(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Recurve Bow"]}]},
                      {"field": [["Playful Phantom"], []], "base": ["Stalwart Poro"]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(5):
        if s.can("target Playful Phantom") or not s.game.chain and s.game.showdown is None:
            break
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    go(s, "target Playful Phantom")
    settle_open(s)
    phantom = s.id("Playful Phantom")
    damage = [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]
    assert damage[:1] == [2]


def _attack_the_phantom(s, attacker: str) -> list[int]:
    """Move `attacker` to the Grove, where P1's Playful Phantom is, and play the combat out
    (an attack trigger targeting the Phantom); the damage the Phantom was dealt, in order."""
    phantom = s.id("Playful Phantom")
    s.do(f"move {attacker}")
    go(s, "to Grove of the God-Willow")
    for _ in range(6):
        settle_open(s)
        go(s, "target Playful Phantom")
    return [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]


# ---------------------------------------------------------------- Ezreal, Dashing

def test_ezreal_dashing_attacks_for_his_might_and_deals_no_combat_damage(scenario):
    """When I attack: my Might (3) in damage to an enemy unit here; in the combat I deal no
    combat damage (the Phantom ends with the trigger's 3 only)."""
    s = scenario(spec({"base": ["Ezreal, Dashing"]},
                      {"field": [["Playful Phantom"], []]}))
    damage = _attack_the_phantom(s, "Ezreal, Dashing")
    assert damage == [3]
    assert s.zone("Ezreal, Dashing") == "TRASH"       # the Phantom's 5 combat damage


def test_ezreal_dashing_moves_himself_to_base_for_mind(scenario):
    s = scenario(spec({"field": [["Ezreal, Dashing"], []], "pool": pool(0, mind=1)}))
    s.do("activate ability 3 of Ezreal, Dashing")
    settle_open(s)
    assert s.loc("Ezreal, Dashing") == 0


# ---------------------------------------------------------------- Chemtech Cask

def test_chemtech_cask_spell_on_opponents_turn_may_exhaust_it_for_gold(scenario):
    s = scenario(spec({"base": ["Chemtech Cask", "Pouty Poro"], "hand": ["Feral Strength"],
                       "pool": pool(2)}, {"base": ["Playful Phantom"]}, turn_player=1,
                      chain=[{"card": "Punch First", "controller": 1,
                              "targets": [["Playful Phantom"]]}], priority=0))
    assert s.can("play Feral Strength")
    s.do("play Feral Strength")
    go(s, "no", "target Pouty Poro")
    for _ in range(4):
        if s.kind == DecisionKind.OPTIONAL_COST:
            break
        s.do("pass")
    s.do("yes")
    settle_open(s)
    golds = board_named(s, "Gold")
    assert len(golds) == 1 and golds[0].exhausted
    assert s.obj("Chemtech Cask").exhausted


def test_chemtech_cask_does_nothing_on_your_turn(scenario):
    s = scenario(spec({"base": ["Chemtech Cask", "Pouty Poro"], "hand": ["Feral Strength"],
                       "pool": pool(2)}))
    s.do("play Feral Strength")
    go(s, "no", "target Pouty Poro")
    settle_open(s)
    assert board_named(s, "Gold") == [] and not s.obj("Chemtech Cask").exhausted


# ---------------------------------------------------------------- Buhru Captain

@pytest.mark.parametrize("mode", [0, 1])
def test_buhru_captain_draws_or_buffs_itself(scenario, mode):
    s = scenario(spec({"hand": ["Buhru Captain"], "pool": pool(3, body=1),
                       "deck": ["Pouty Poro"] + FILL}))
    s.do("play Buhru Captain")
    go(s, "base")
    settle_open(s)
    s.do("yes")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_MODE
    s.do(f"option {mode}")
    settle_open(s)
    assert hand(s) == (["Pouty Poro"] if mode == 0 else [])
    assert s.might("Buhru Captain") == (3 if mode == 0 else 4)


# ---------------------------------------------------------------- Royal Entourage

def test_royal_entourage_readies_your_legend(scenario):
    s = scenario(spec({"hand": ["Royal Entourage"], "pool": pool(3, calm=1),
                       "legend": {"card": "Grand Duelist", "exhausted": True}},
                      {"legend": "Mechanized Menace"}))
    s.do("play Royal Entourage")
    go(s, "base")
    settle_open(s)
    assert s.can("target Mechanized Menace")             # either player's legend
    s.do("target Grand Duelist")
    settle_open(s)
    s.do("option 0")
    settle_open(s)
    assert not s.obj("Grand Duelist").exhausted


def test_royal_entourage_exhausts_an_enemy_legend(scenario):
    s = scenario(spec({"hand": ["Royal Entourage"], "pool": pool(3, calm=1),
                       "legend": "Grand Duelist"},
                      {"legend": "Mechanized Menace"}))
    s.do("play Royal Entourage")
    go(s, "base")
    settle_open(s)
    s.do("target Mechanized Menace")
    settle_open(s)
    s.do("option 1")
    settle_open(s)
    assert s.obj("Mechanized Menace").exhausted and not s.obj("Grand Duelist").exhausted


# ---------------------------------------------------------------- Simian Ancestor

@pytest.mark.parametrize("buff_it", [True, False])
def test_simian_ancestor_readies_when_you_buff_it(scenario, buff_it):
    """"When you buff me" (426): only a buff of this unit readies it."""
    s = scenario(spec({"hand": ["Pit Rookie"], "pool": pool(2),
                       "base": [{"card": "Simian Ancestor", "exhausted": True}, "Pouty Poro"]}))
    s.do("play Pit Rookie")
    go(s, "base")
    settle_open(s)
    s.do("target Simian Ancestor" if buff_it else "target Pouty Poro")
    settle_open(s)
    assert s.obj("Simian Ancestor").exhausted is (not buff_it)
    assert s.might("Simian Ancestor") == (6 if buff_it else 5)


# ---------------------------------------------------------------- Draven, Vanquisher

def _draven_attacks(scenario, runes_):
    s = scenario(spec({"base": ["Draven, Vanquisher"], "runes": runes_},
                      {"field": [["Pouty Poro"], []]}))
    s.do("move Draven, Vanquisher")
    go(s, "to Grove of the God-Willow")
    return s


def test_draven_vanquisher_may_pay_fury_for_two_might_and_wins_a_gold(scenario):
    s = _draven_attacks(scenario, ["Fury Rune"])
    for _ in range(6):
        if s.kind == DecisionKind.MAY:
            break
        s.do("option 0" if s.kind == DecisionKind.ORDER_TRIGGERS else "pass")
    rune = s.game.players[0].runes[0]
    assert not s.game.objs[rune].exhausted          # nothing paid before it resolves
    s.do("yes")
    assert s.might("Draven, Vanquisher") == 6
    settle_open(s)
    golds = board_named(s, "Gold")                  # he won the combat
    assert len(golds) == 1 and golds[0].exhausted
    assert s.zone("Pouty Poro") == "TRASH"


def test_draven_vanquisher_without_fury_is_not_asked(scenario):
    s = _draven_attacks(scenario, ["Calm Rune"])
    settle_open(s)
    assert all(k != DecisionKind.MAY for k in [s.kind])
    assert s.might("Draven, Vanquisher") == 4
    assert len(board_named(s, "Gold")) == 1


# ---------------------------------------------------------------- Minotaur Reckoner

def test_minotaur_reckoner_units_cant_move_to_base(scenario):
    """Any unit, either player's: no move to base (the standard move and a spell's), a recall
    is no move (449)."""
    s = scenario(spec({"base": ["Pouty Poro"], "field": [["Stalwart Poro"], []],
                       "hand": ["Emperor's Divide"], "pool": pool(2)},
                      {"base": ["Minotaur Reckoner"]}))
    assert s.can("move Pouty Poro")                  # base -> battlefield is fine
    assert not s.can("move Stalwart Poro")           # its only destination: base
    s.do("play Emperor's Divide")
    go(s, "target Stalwart Poro")
    settle_open(s)
    assert s.loc("Stalwart Poro") == 1


def test_minotaur_reckoner_gone_units_move_to_base_again(scenario):
    s = scenario(spec({"field": [["Stalwart Poro"], []]}))
    assert s.can("move Stalwart Poro")


# ---------------------------------------------------------------- Tianna Crownguard

@pytest.mark.parametrize("at_bf", [True, False])
def test_tianna_at_a_battlefield_stops_opponents_points(scenario, at_bf):
    tianna = {"field": [["Tianna Crownguard"], []]} if at_bf else {"base": ["Tianna Crownguard"]}
    s = scenario(spec({"base": ["Pouty Poro"]}, tianna))
    s.do("move Pouty Poro")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0                  # conquered all the same
    assert s.game.players[0].points == (0 if at_bf else 1)


# ---------------------------------------------------------------- Prize of Progress

def test_prize_of_progress_gets_one_might_per_gear_ability_you_use(scenario):
    """Heart of Dark Ice's ability and a Gold's [Add] ability (400.2) are activated abilities
    of gear (376): +1 Might each; the opponent's gear gives nothing."""
    s = scenario(spec({"base": ["Prize of Progress", "Heart of Dark Ice", "Gold"]},
                      {"base": ["Poro Snax"]}))
    s.do("activate ability 0 of Heart of Dark Ice")
    go(s, "target Mega-Mech")
    settle_open(s)
    assert s.might("Prize of Progress") == 3 + 1
    s.do("activate ability 0 of Gold")
    settle_open(s)
    assert s.might("Prize of Progress") == 3 + 2


def test_prize_of_progress_ignores_a_units_ability(scenario):
    s = scenario(spec({"base": ["Prize of Progress"], "field": [["Ezreal, Dashing"], []],
                       "pool": pool(0, mind=1)}))
    s.do("activate ability 3 of Ezreal, Dashing")
    settle_open(s)
    assert s.might("Prize of Progress") == 3


# ---------------------------------------------------------------- Lucian, Gunslinger

@pytest.mark.parametrize("given,dealt", [(None, 1), ("Assault 2", 3)])
def test_lucian_gunslinger_deals_his_assault_when_he_attacks(scenario, given, dealt):
    """Damage equal to his [Assault] as the trigger resolves: 1 printed, 3 with Assault 2
    given (806: the values add)."""
    lucian = {"card": "Lucian, Gunslinger"}
    if given:
        lucian["keywords"] = [given]
    s = scenario(spec({"base": [lucian]}, {"field": [["Playful Phantom"], []]}))
    damage = _attack_the_phantom(s, "Lucian, Gunslinger")
    assert damage[0] == dealt


# ---------------------------------------------------------------- Against the Odds

def test_against_the_odds_gives_two_might_per_enemy_unit_there(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []], "hand": ["Against the Odds"],
                       "pool": pool(2)},
                      {"field": [["Pouty Poro", "Stalwart Poro"], ["Mystic Poro"]]},
                      showdown={"battlefield": 0, "combat": True, "attacker": 0}))
    s.do("play Against the Odds")
    assert not s.can("target Mega-Mech")               # in base
    go(s, "target Vanguard Sergeant")
    for _ in range(4):
        if not s.game.chain:
            break
        s.do("pass")
    assert s.might("Vanguard Sergeant") == 4 + 2 * 2   # two enemy units there, not the third


# ---------------------------------------------------------------- Battering Ram

@pytest.mark.parametrize("played,cost", [(0, 5), (2, 3), (4, 1), (7, 1)])
def test_battering_ram_costs_one_less_per_card_played_to_a_minimum_of_one(scenario, played,
                                                                           cost):
    """[1] less for each card its controller played this turn (419.4), never under [1]: the
    minimum belongs to that discount (356.4.e)."""
    s = scenario(spec({"hand": ["Battering Ram"], "pool": pool(cost - 1),
                       "cards_played": played, "cards_finalized": played}))
    assert not s.can("play Battering Ram")
    s = scenario(spec({"hand": ["Battering Ram"], "pool": pool(cost),
                       "cards_played": played, "cards_finalized": played}))
    s.do("play Battering Ram")
    go(s, "base")
    settle_open(s)
    assert s.zone("Battering Ram") == "BOARD"
    assert s.game.players[0].energy == 0


def test_battering_ram_counts_a_card_played_earlier_this_turn(scenario):
    """The count follows the turn: after a spell, the Ram costs [1] less."""
    s = scenario(spec({"hand": ["Battering Ram", "Punch First"], "pool": pool(5, body=2),
                       "base": [{"unit": {"might": 2}}]}))
    s.do("play Punch First", "target Vanguard Sergeant")
    settle_open(s)
    assert s.game.players[0].cards_finalized == 1
    assert s.game.players[0].energy == 4              # (short of the Ram's printed [5])
    s.do("play Battering Ram")
    go(s, "base")
    settle_open(s)
    assert s.zone("Battering Ram") == "BOARD" and s.game.players[0].energy == 0


# ---------------------------------------------------------------- Needlessly Large Yordle

@pytest.mark.parametrize("energy,calm,ok", [(8, 2, True), (7, 2, False), (8, 1, False)])
def test_needlessly_large_yordle_costs_less_per_point_scored_from_holding(scenario, energy,
                                                                          calm, ok):
    """[2][calm] less for each point scored from holding this turn (465): one point makes its
    [10] and three [calm] cost [8] and two [calm] (356.4)."""
    s = scenario(spec({"hand": ["Needlessly Large Yordle"], "pool": pool(energy, calm=calm),
                       "hold_points": 1}))
    assert s.can("play Needlessly Large Yordle") is ok


def test_needlessly_large_yordle_counts_the_beginning_phase_holds(scenario):
    """Holding both battlefields in the Beginning Phase scores two points (315.2.a, 465): the
    Yordle then costs [6] and one [calm]: six calm runes (one exhausted and recycled), four
    short of its printed [10]."""
    s = scenario(spec({"field": [[{"unit": {"might": 2}}], [{"unit": {"might": 2}}]],
                       "hand": ["Needlessly Large Yordle"], "runes": runes("calm", 6)},
                      bfs=[{"card": BF[0], "controller": 0}, {"card": BF[1], "controller": 0}],
                      phase="awaken"))
    for _ in range(5):
        settle_open(s)
    assert s.game.players[0].points == 2 and s.game.players[0].hold_points == 2
    s.do("play Needlessly Large Yordle")
    go(s, "base")
    settle_open(s)
    assert s.zone("Needlessly Large Yordle") == "BOARD"
    left = s.game.players[0].runes
    assert len(left) == 5 and all(s.game.objs[r].exhausted for r in left)


# ---------------------------------------------------------------- Lonely Poro

@pytest.mark.parametrize("friend,draws", [(False, 1), (True, 0)])
def test_lonely_poro_draws_only_if_it_died_alone(scenario, friend, draws):
    """Deathknell (808): "if I died alone" – no other friendly unit where it died (checked
    as the trigger happens, 383.3.e); a friendly unit elsewhere (in base) does not count."""
    here = ["Lonely Poro"] + ([{"unit": {"might": 2}}] if friend else [])
    s = scenario(spec({"hand": ["Wages of Pain"], "runes": ["Mind Rune"] * 3,
                       "base": [{"unit": {"might": 2}}], "field": [here, []],
                       "deck": ["Pouty Poro"] * 4}))
    poro = bid(s, "Lonely Poro")
    s.do("play Wages of Pain")
    go(s, f"target Lonely Poro #{poro}")
    settle_open(s)
    assert s.zone("Lonely Poro") == "TRASH"
    assert hand(s).count("Pouty Poro") == draws


def test_lonely_poro_dying_with_a_friendly_unit_did_not_die_alone(scenario):
    """Units killed together (Flurry of Blades, 1 to each unit at a battlefield) were there as
    the Poro died (383.3.e): it did not die alone, no draw."""
    s = scenario(spec({"hand": ["Flurry of Blades"], "pool": pool(1),
                       "field": [[{"card": "Lonely Poro", "damage": 1}, {"unit": {"might": 1}}],
                                 []], "deck": ["Pouty Poro"] * 4}))
    s.do("play Flurry of Blades")
    settle_open(s)
    assert s.zone("Lonely Poro") == "TRASH" and len(s.game.players[0].trash) == 3
    assert hand(s).count("Pouty Poro") == 0


# ---------------------------------------------------------------- Perched Grimwyrm

def test_perched_grimwyrm_is_played_only_to_a_battlefield_conquered_this_turn(scenario):
    """Played only to a battlefield its controller conquered this turn (464): not to the base
    nor to a battlefield held since an earlier turn; Grove (conquered) is the one location."""
    s = scenario(spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                       "field": [[{"unit": {"might": 2}}], [{"unit": {"might": 2}}]],
                       "conquered": [0]},
                      bfs=[{"card": BF[0], "controller": 0}, {"card": BF[1], "controller": 0}]))
    s.do("play Perched Grimwyrm")
    assert s.kind != DecisionKind.PLAY_LOCATION or s.options() == [f"to {BF[0]}"]
    go(s, f"to {BF[0]}")
    settle_open(s)
    assert s.zone("Perched Grimwyrm") == "BOARD" and s.loc("Perched Grimwyrm") == 1


def test_perched_grimwyrm_cannot_be_played_without_a_conquest(scenario):
    s = scenario(spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                       "field": [[{"unit": {"might": 2}}], []]},
                      bfs=[{"card": BF[0], "controller": 0}, BF[1]]))
    assert not s.can("play Perched Grimwyrm")


def test_perched_grimwyrm_after_conquering_by_a_move(scenario):
    """Moving a unit to an empty battlefield conquers it (464.1): the Grimwyrm may then be
    played there that turn."""
    s = scenario(spec({"hand": ["Perched Grimwyrm"], "pool": pool(4, fury=1),
                       "base": [{"unit": {"might": 2}}]}))
    assert not s.can("play Perched Grimwyrm")
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {BF[1]}")
    settle_open(s)
    assert s.game.bfs[1].controller == 0 and s.game.players[0].conquered == {1}
    s.do("play Perched Grimwyrm")
    go(s, f"to {BF[1]}")
    settle_open(s)
    assert s.zone("Perched Grimwyrm") == "BOARD" and s.loc("Perched Grimwyrm") == 2
