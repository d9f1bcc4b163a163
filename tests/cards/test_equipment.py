"""Equipment of the Fiora, Rumble, Vi, Vex and Shen precons: Might Bonus (137, 434.1.d, 718.4,
472.3.c) and Effect Text (136, 434.1.c, 718.3, 472.2.c) applied to the equipped unit, Equip
(818) incl. a cost reduced by the chosen unit's Might (818.1.c.4), detaching when the unit
leaves the board (719.5, 435.4), and random games of the five precons.

Might Bonuses are card facts from third-party tables (scripts/build_card_data.py,
`meta.might_bonus_overlay`); the tests below use those numbers.
"""

from __future__ import annotations

import json
from importlib import resources

import pytest

from riftsim.actions import DecisionKind
from riftsim.cards.pool import get_pool
from riftsim.reference import layers
from riftsim import LOC_BASE, NONE, Zone
from card_helpers import settle

BFS = ["Grove of the God-Willow", "Zaun Warrens"]     # OGN battlefields without effects here
DECK = ["Mega-Mech"] * 6


def spec(p0: dict, p1: dict | None = None, **kw) -> dict:
    p0 = {"deck": list(DECK), **p0}
    p1 = {"deck": list(DECK), **(p1 or {})}
    return {"battlefields": BFS, "players": [p0, p1], **kw}


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Id of the `index`-th board object called `name`."""
    return [i for i in s.ids(name, player) if s.game.objs[i].zone == Zone.BOARD][index]


def might(s, name: str, player: int | None = None) -> int:
    return layers.might(s.game, s.game.objs[bid(s, name, player)])




def equip(s, gear: str, unit: str, player: int = 0) -> None:
    """Activate `gear`'s Equip (818.1.c.2) on `unit` and let it resolve."""
    g_id, u_id = bid(s, gear, player), bid(s, unit, player)
    s.do(f"activate ability 0 of {gear} #{g_id}")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target {unit} #{u_id}")
    settle(s)
    assert s.game.objs[g_id].attached_to == u_id


def ray(s, unit: str) -> None:
    """Play Hextech Ray (3 damage to a unit at a battlefield) on `unit` and let it resolve."""
    s.do("play Hextech Ray")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target {unit} #{bid(s, unit)}")
    settle(s)


def free_runes(s, player: int = 0) -> int:
    return sum(1 for r in s.game.players[player].runes if not s.game.objs[r].exhausted)


# ===================================================================== facts

MIGHT_BONUS = {"Long Sword": 2, "Doran's Blade": 2, "B.F. Sword": 3, "Warmog's Armor": 1,
               "Sacred Shears": 1, "Serrated Dirk": 0, "Soul Sword": 1, "Hextech Gauntlets": 3,
               "Hand Hammer": 1}


def test_might_bonus_is_a_card_fact_with_its_provenance():
    """137 / "Known gaps" 3: the Might Bonus of each precon Equipment is a fact of the pool and
    of the packaged data, whose meta names the third-party source; non-Equipment have none."""
    pool = get_pool()
    assert {n: pool.by_name(n).might_bonus for n in MIGHT_BONUS} == MIGHT_BONUS
    assert pool.by_name("Vanguard Sergeant").might_bonus is None
    data = json.loads((resources.files("riftsim") / "data" / "cards.json").read_text("utf-8"))
    overlay = data["meta"]["might_bonus_overlay"]
    assert "third-party" in overlay["source"]
    rows = {r["name"]: r for r in overlay["cards"]}
    assert rows["Long Sword"]["might_bonus"] == 2 and rows["Long Sword"]["note"] == "one source"
    assert rows["Hextech Gauntlets"]["id"] == "unl-188-219"


def test_effect_text_keywords_belong_to_the_bearer_not_the_gear():
    """724 / 721.2: Effect Text is inactive while unattached, so the gear itself has no
    Assault / Deathknell; 718.3: the equipped unit has them."""
    pool = get_pool()
    assert "Assault" not in pool.by_name("Serrated Dirk").keywords
    assert pool.by_name("Serrated Dirk").effect_keywords == {"Assault": 2}
    assert "Deathknell" not in pool.by_name("Sacred Shears").keywords
    assert pool.by_name("Sacred Shears").effect_keywords == {"Deathknell": 1}


# ===================================================================== Might Bonus only


@pytest.mark.parametrize("gear, rune, bonus", [("Doran's Blade", "Body Rune", 2),
                                                 ("B.F. Sword", "Order Rune", 3)])
def test_equip_adds_the_might_bonus_only_while_attached(scenario, gear, rune, bonus):
    """818.1.c.2: Equip [C] attaches it to a unit you control; 718.4: +bonus Might while
    attached and none while unattached (137.3.a); 719.5: when the unit dies the gear detaches
    where it was (435.4.b) and a cleanup recalls it to base (435.4.a)."""
    s = scenario(spec({"base": [gear, "Stalwart Poro"], "runes": [rune, "Fury Rune", "Fury Rune"],
                       "hand": ["Hextech Ray"],
                       "field": [[{"card": "Vanguard Sergeant", "damage": 2}], []]}))
    g = s.game
    assert might(s, "Vanguard Sergeant") == 4                  # unattached: no bonus
    equip(s, gear, "Vanguard Sergeant")
    x = g.objs[bid(s, gear)]
    assert might(s, "Vanguard Sergeant") == 4 + bonus and x.loc == 1   # 434.4: now there
    assert len(g.players[0].runes) == 2                        # [C] paid by recycling a rune
    ray(s, "Vanguard Sergeant")                                # 2 + 3 damage
    assert s.zone("Vanguard Sergeant") == ("BOARD" if 4 + bonus > 5 else "TRASH")
    if 4 + bonus <= 5:
        assert x.attached_to == NONE and x.zone == Zone.BOARD and x.loc == LOC_BASE


def test_b_f_sword_bearer_dies_and_the_sword_detaches(scenario):
    """B.F. Sword +3 (4 + 3 = 7): 6 damage does not kill, 9 does; the sword stays on the
    board, detached (719.5), and is recalled from the battlefield (435.4.a)."""
    s = scenario(spec({"base": ["B.F. Sword", "Stalwart Poro"], "runes": ["Order Rune"] * 2
                       + ["Fury Rune"] * 4, "hand": ["Hextech Ray", "Hextech Ray"],
                       "field": [[{"card": "Vanguard Sergeant", "damage": 3}], []]}))
    g = s.game
    equip(s, "B.F. Sword", "Vanguard Sergeant")
    sword = g.objs[bid(s, "B.F. Sword")]
    assert might(s, "Vanguard Sergeant") == 7 and sword.loc == 1
    ray(s, "Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "BOARD" and s.obj("Vanguard Sergeant").damage == 6
    ray(s, "Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert sword.zone == Zone.BOARD and sword.attached_to == NONE and sword.loc == LOC_BASE


def test_long_sword_quick_draw_attaches_for_plus_two(scenario):
    """Long Sword: Quick-Draw (819.1.d: when played, attach it to a unit you control, chosen on
    resolution) and a +2 Might Bonus; its Equip [fury] is inactive while attached (718.2)."""
    s = scenario(spec({"hand": ["Long Sword"], "runes": ["Fury Rune"] * 3,
                       "base": ["Vanguard Sergeant", "Stalwart Poro"]}))
    g = s.game
    s.do("play Long Sword")
    settle(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    settle(s)
    sword = bid(s, "Long Sword")
    assert g.objs[sword].attached_to == bid(s, "Stalwart Poro")
    assert might(s, "Stalwart Poro") == 2 + 2 and might(s, "Vanguard Sergeant") == 4
    assert not any("Long Sword" in o for o in s.options())      # 718.2: no Equip now


# ===================================================================== Effect Text: keywords


def test_serrated_dirk_gives_the_bearer_assault_2(scenario):
    """Serrated Dirk (+0): the equipped unit has [Assault 2] (718.3, 807: +2 while an
    attacker); unattached, neither the gear nor any unit has it."""
    s = scenario(spec({"base": ["Serrated Dirk", "Vanguard Sergeant", "Stalwart Poro"],
                       "runes": ["Fury Rune"] + ["Mind Rune"] * 2, "hand": ["Frigid Touch"]},
                      {"field": [["Mega-Mech"], []]}))          # (a reaction keeps P0 asked)
    g = s.game
    dirk, vs = g.objs[bid(s, "Serrated Dirk")], g.objs[bid(s, "Vanguard Sergeant")]
    assert not layers.has(g, dirk, "Assault") and not layers.has(g, vs, "Assault")
    equip(s, "Serrated Dirk", "Vanguard Sergeant")
    assert layers.keywords(g, vs)["Assault"] == 2 and might(s, "Vanguard Sergeant") == 4
    assert not layers.has(g, g.objs[bid(s, "Stalwart Poro")], "Assault")
    s.do(f"move Vanguard Sergeant #{vs.id}", "to Grove of the God-Willow")
    assert vs.designation != 0 and g.showdown is not None and g.showdown.combat
    assert might(s, "Vanguard Sergeant") == 4 + 0 + 2           # attacking: Assault 2
    assert dirk.loc == 1                                         # 719.3.a: moved with it


# ===================================================================== Effect Text: triggers


def test_warmogs_armor_buffs_the_bearer_when_it_conquers(scenario):
    """Warmog's Armor (+1): "When I conquer, buff me" is the equipped unit's (718.3): it
    conquers the empty battlefield and gets a buff (+1, 702)."""
    s = scenario(spec({"base": ["Warmog's Armor", "Vanguard Sergeant", "Stalwart Poro"],
                       "runes": ["Body Rune"]}))
    g = s.game
    equip(s, "Warmog's Armor", "Vanguard Sergeant")
    assert might(s, "Vanguard Sergeant") == 5
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Grove of the God-Willow")
    settle(s)
    assert g.bfs[0].controller == 0 and g.players[0].points == 1
    assert s.obj("Vanguard Sergeant").buff == 1 and might(s, "Vanguard Sergeant") == 4 + 1 + 1
    assert s.obj("Stalwart Poro").buff == 0


def test_warmogs_armor_unattached_does_nothing(scenario):
    """724: unattached, its Effect Text is inactive: a unit of yours conquers, no buff."""
    s = scenario(spec({"base": ["Warmog's Armor", "Vanguard Sergeant"], "runes": ["Body Rune"]}))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Grove of the God-Willow")
    settle(s)
    assert s.game.bfs[0].controller == 0 and s.obj("Vanguard Sergeant").buff == 0


def test_sacred_shears_deathknell_of_the_bearer_draws(scenario):
    """Sacred Shears (+1): the equipped unit has "[Deathknell] Draw 1" (718.3, 808): it
    triggers as the unit dies, before the Shears detach (808.1.d.2, 719.5); the unit's
    controller draws."""
    s = scenario(spec({"base": ["Sacred Shears", "Stalwart Poro"],
                       "field": [[{"card": "Vanguard Sergeant", "damage": 3}], []],
                       "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 2,
                       "hand": ["Hextech Ray"]}))
    g = s.game
    equip(s, "Sacred Shears", "Vanguard Sergeant")
    vs = g.objs[bid(s, "Vanguard Sergeant")]
    assert might(s, "Vanguard Sergeant") == 5 and layers.has(g, vs, "Deathknell")
    hand, deck = len(g.players[0].hand), len(g.players[0].deck)
    ray(s, "Vanguard Sergeant")                                 # 6 damage >= 5 Might
    assert vs.zone == Zone.TRASH
    assert len(g.players[0].hand) == hand - 1 + 1 and len(g.players[0].deck) == deck - 1
    shears = g.objs[bid(s, "Sacred Shears")]
    assert shears.attached_to == NONE and shears.zone == Zone.BOARD


def test_sacred_shears_other_units_dying_draw_nothing(scenario):
    """Only the equipped unit has the Deathknell: another unit dying draws nothing."""
    s = scenario(spec({"base": ["Sacred Shears", "Daring Poro"],
                       "field": [["Vanguard Sergeant", {"card": "Stalwart Poro", "damage": 1}],
                                 []],
                       "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 2,
                       "hand": ["Hextech Ray"]}))
    g = s.game
    equip(s, "Sacred Shears", "Vanguard Sergeant")
    hand = len(g.players[0].hand)
    ray(s, "Stalwart Poro")
    assert s.zone("Stalwart Poro") == "TRASH" and len(g.players[0].hand) == hand - 1


# ===================================================================== Effect Text: passives


@pytest.mark.parametrize("xp, enemy_xp, bonus", [(2, 0, 0), (3, 0, 1), (0, 9, 0)])
def test_soul_sword_level_3_gives_another_plus_one(scenario, xp, enemy_xp, bonus):
    """Soul Sword (+1): "[Level 3] I have an additional +1 Might" (824: while its controller
    has 3+ XP) is the equipped unit's; "you" is the bearer's controller, so the opponent's XP
    does not count."""
    s = scenario(spec({"base": ["Soul Sword", "Vanguard Sergeant", "Stalwart Poro"],
                       "runes": ["Calm Rune"], "xp": xp}, {"xp": enemy_xp}))
    assert might(s, "Vanguard Sergeant") == 4
    equip(s, "Soul Sword", "Vanguard Sergeant")
    assert might(s, "Vanguard Sergeant") == 4 + 1 + bonus
    assert might(s, "Stalwart Poro") == 2                      # only the bearer


@pytest.mark.parametrize("others, bonus", [(["Stalwart Poro"], 2),
                                           (["Stalwart Poro", "Daring Poro"], 0), ([], 0)])
def test_hand_hammer_counts_the_other_friendly_units_there(scenario, others, bonus):
    """Hand Hammer's Effect Text passive on both engines: +2 with exactly one other friendly
    unit at the bearer's battlefield (one at the other battlefield does not count)."""
    s = scenario(spec({"base": ["Hand Hammer"], "runes": ["Calm Rune"],
                       "field": [["Vanguard Sergeant", *others], ["Sharkling"]]}))
    equip(s, "Hand Hammer", "Vanguard Sergeant")
    assert might(s, "Vanguard Sergeant") == 4 + 1 + bonus


def test_hand_hammer_needs_a_battlefield(scenario):
    """In base with exactly one other friendly unit: only the +1 Might Bonus."""
    s = scenario(spec({"base": ["Hand Hammer", "Vanguard Sergeant", "Stalwart Poro"],
                       "runes": ["Calm Rune"]}))
    equip(s, "Hand Hammer", "Vanguard Sergeant")
    assert might(s, "Vanguard Sergeant") == 4 + 1


# ===================================================================== Hextech Gauntlets


def test_hextech_gauntlets_equip_cost_is_reduced_by_the_chosen_units_might(scenario):
    """Equip [3][A], its Energy reduced by the Might of the unit chosen (818.1.c.4): with one
    rune only Vanguard Sergeant (4 Might: [A]) can be chosen, not Sharkling (1: [2][A])."""
    s = scenario(spec({"base": ["Hextech Gauntlets", "Vanguard Sergeant", "Sharkling"],
                       "runes": ["Order Rune"]}))
    g = s.game
    gl = bid(s, "Hextech Gauntlets")
    s.do(f"activate ability 0 of Hextech Gauntlets #{gl}")
    settle(s)                                                   # the one target: automatic
    assert g.objs[gl].attached_to == bid(s, "Vanguard Sergeant")
    assert len(g.players[0].runes) == 0                          # [A]: the rune recycled
    assert might(s, "Vanguard Sergeant") == 4 + 3


def test_hextech_gauntlets_pays_the_reduced_cost_for_a_small_unit(scenario):
    """Sharkling (1 Might): [2][A] — two runes exhausted (one of them recycled for [A]), the
    third stays ready (the full [3][A] would use all three)."""
    s = scenario(spec({"base": ["Hextech Gauntlets", "Sharkling"], "runes": ["Fury Rune"] * 3}))
    g = s.game
    s.do(f"activate ability 0 of Hextech Gauntlets #{bid(s, 'Hextech Gauntlets')}")
    settle(s)
    assert g.objs[bid(s, "Hextech Gauntlets")].attached_to == bid(s, "Sharkling")
    assert len(g.players[0].runes) == 2 and free_runes(s) == 1


def test_hextech_gauntlets_cannot_be_equipped_when_no_unit_makes_it_affordable(scenario):
    s = scenario(spec({"base": ["Hextech Gauntlets", "Sharkling"], "runes": ["Fury Rune"]}))
    assert not any("Hextech Gauntlets" in o for o in s.options())


def test_weaponmaster_uses_the_gauntlets_reduced_equip_cost(scenario):
    """821.1.c / 818.1.c.4: Weaponmaster pays the Equip cost less [A], its Energy reduced by
    the Weaponmaster unit's Might: Veteran Poro (2) pays [1] for [3][A]."""
    s = scenario(spec({"hand": ["Veteran Poro"], "runes": ["Body Rune"] * 3,
                       "base": ["Hextech Gauntlets", "Stalwart Poro"]}))
    g = s.game
    s.do("play Veteran Poro")
    settle(s)
    s.do(f"choose Hextech Gauntlets #{bid(s, 'Hextech Gauntlets')}")
    settle(s)
    assert g.objs[bid(s, "Hextech Gauntlets")].attached_to == bid(s, "Veteran Poro")
    assert len(g.players[0].runes) == 3 and free_runes(s) == 0  # [2] + [1], nothing recycled
    assert might(s, "Veteran Poro") == 2 + 3


def test_hextech_gauntlets_draw_after_a_conquer_with_3_excess(scenario):
    """"When I conquer, if you assigned 3+ excess damage, draw 1": Yeti Brawler (6 + 3) kills
    Sharkling (1): 8 excess (460.2.c.4), it conquers, its controller draws 1."""
    s = scenario(spec({"base": ["Hextech Gauntlets", "Yeti Brawler", "Daring Poro"],
                       "runes": ["Fury Rune"]}, {"field": [["Sharkling"], []]}))
    g = s.game
    equip(s, "Hextech Gauntlets", "Yeti Brawler")
    hand = len(g.players[0].hand)
    s.do(f"move Yeti Brawler #{bid(s, 'Yeti Brawler')}", "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Sharkling") == "TRASH" and g.bfs[0].controller == 0
    assert len(g.players[0].hand) == hand + 1


def test_hextech_gauntlets_no_draw_with_less_excess(scenario):
    """Stalwart Poro (2 + 3 = 5) kills Herald of Spring (4): 1 excess: no draw."""
    s = scenario(spec({"base": ["Hextech Gauntlets", "Stalwart Poro", "Daring Poro"],
                       "runes": ["Fury Rune"]}, {"field": [["Herald of Spring"], []]}))
    g = s.game
    equip(s, "Hextech Gauntlets", "Stalwart Poro")
    hand = len(g.players[0].hand)
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", "to Grove of the God-Willow")
    settle(s)
    assert s.zone("Herald of Spring") == "TRASH" and g.bfs[0].controller == 0
    assert len(g.players[0].hand) == hand


# ===================================================================== detaching


def test_detached_equipment_stops_applying(scenario):
    """435.1.d-e: after the bearer dies, the Equipment applies to nobody: equipped again to a
    new unit (its Equip active again, 435.1.c) it gives that unit its bonus and Assault."""
    s = scenario(spec({"base": ["Serrated Dirk", "Stalwart Poro"],
                       "field": [[{"card": "Vanguard Sergeant", "damage": 1}], []],
                       "runes": ["Fury Rune"] * 4, "hand": ["Hextech Ray"]}))
    g = s.game
    equip(s, "Serrated Dirk", "Vanguard Sergeant")
    ray(s, "Vanguard Sergeant")
    assert s.zone("Vanguard Sergeant") == "TRASH"
    dirk = g.objs[bid(s, "Serrated Dirk")]
    assert dirk.attached_to == NONE
    assert not layers.has(g, g.objs[bid(s, "Stalwart Poro")], "Assault")
    equip(s, "Serrated Dirk", "Stalwart Poro")
    assert layers.keywords(g, g.objs[bid(s, "Stalwart Poro")])["Assault"] == 2


# ===================================================================== precon games

PAIRS = [("precon-fiora", "precon-rumble"), ("precon-rumble", "precon-vi"),
         ("precon-vi", "precon-vex"), ("precon-vex", "precon-shen"),
         ("precon-shen", "precon-fiora")]


@pytest.mark.parametrize("a, b", PAIRS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_of_the_equipment_precons_finish(a, b, seed):
    """Each precon with Equipment against another, random legal play: the game ends (a winner
    or the turn cap) without errors."""
    from riftsim.agents import RandomAgent, agent_seeds, play_out
    from riftsim.game import new_game

    g = new_game([a, b], seed=seed, engine="reference")
    s0, s1 = agent_seeds(seed)
    play_out(g, [RandomAgent(s0), RandomAgent(s1)])
    assert g.is_over and g.outcome.turns >= 2
