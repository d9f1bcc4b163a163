"""Cards of the barcelona-06 and barcelona-01 tournament lists: scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import energy_left, go, hand, runes, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _gold(s, player=0):
    return [i for i in s.ids("Gold", player, required=False) if s.zone(i) == "BOARD"]


# ---------------------------------------------------------------- Bloodharbor Ripper (legend)

def test_bloodharbor_ripper_returns_a_unit_at_a_battlefield_and_plays_exhausted_gold(scenario):
    s = scenario(spec({"legend": "Bloodharbor Ripper", "pool": {"energy": 1},
                       "base": ["Vanguard Sergeant"], "field": [["Playful Phantom"], []]}))
    assert not s.can("target Vanguard Sergeant")             # in base: not at a battlefield
    s.do("activate ability 0 of Bloodharbor Ripper")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "HAND"
    gold = _gold(s)
    assert len(gold) == 1 and s.obj(gold[0]).exhausted
    assert s.obj("Bloodharbor Ripper").exhausted
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Brittle Steel

def test_brittle_steel_kills_a_gear(scenario):
    s = scenario(spec({"hand": ["Brittle Steel"], "runes": runes("fury", 3)},
                      {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "TRASH"


def test_brittle_steel_flows_from_the_trash_and_is_banished(scenario):
    """[Flow] 4+fury: played from the trash for its Flow cost, then banished."""
    s = scenario(spec({"trash": ["Brittle Steel"], "runes": runes("fury", 4)},
                      {"base": ["Seal of Rage"]}))
    s.do("play Brittle Steel")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert s.zone("Brittle Steel") == "BANISHMENT"
    assert energy_left(s) == 0       # 4 Energy and a fury Power (an exhausted rune recycled)
    assert len(s.game.players[0].runes) == 3


# ---------------------------------------------------------------- Star-Crossed

def test_star_crossed_returns_a_friendly_and_an_enemy_unit(scenario):
    s = scenario(spec({"hand": ["Star-Crossed"], "runes": runes("chaos", 4),
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Star-Crossed")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Playful Phantom")             # the first slot: a friendly unit
    s.do("target Vanguard Sergeant")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.zone("Playful Phantom") == "HAND"
    assert "Playful Phantom" in hand(s, 1)
    assert "Star-Crossed" in trash(s, 0)


# ---------------------------------------------------------------- Pack of Wonders

def test_pack_of_wonders_returns_another_friendly_unit(scenario):
    s = scenario(spec({"base": ["Pack of Wonders", "Vanguard Sergeant"]},
                      {"base": ["Daring Poro"]}))
    s.do("activate ability 0 of Pack of Wonders")
    assert not s.can("target Daring Poro")                 # friendly only
    assert not s.can("target Pack of Wonders")             # another
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.obj("Pack of Wonders").exhausted


def test_pack_of_wonders_returns_a_friendly_facedown_card(scenario):
    """Origins FAQ / errata: a friendly facedown card hidden at a battlefield."""
    s = scenario(spec({"base": ["Pack of Wonders"], "field": [["Vanguard Sergeant"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Back Off", "controller": 0}},
                           "Altar to Unity"]))
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target Back Off")
    settle_open(s)
    assert s.zone("Back Off") == "HAND"
    assert s.game.bfs[0].facedown < 0


def test_pack_of_wonders_returns_treasure_trove_which_draws_and_channels(scenario):
    s = scenario(spec({"base": ["Pack of Wonders", "Treasure Trove"],
                       "deck": ["Pouty Poro"] + FILL, "rune_deck": ["Chaos Rune"]}))
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target Treasure Trove")
    settle_open(s)
    assert s.zone("Treasure Trove") == "HAND"
    assert s.zone("Pouty Poro") == "HAND"                  # leaves the board: draw 1 …
    runes_now = s.game.players[0].runes
    assert len(runes_now) == 1 and s.game.objs[runes_now[0]].exhausted   # … channel 1 exhausted


# ---------------------------------------------------------------- Treasure Trove

def test_treasure_trove_kills_itself_then_draws_and_channels(scenario):
    s = scenario(spec({"base": ["Treasure Trove"], "runes": ["Chaos Rune"],
                       "deck": ["Pouty Poro"] + FILL, "rune_deck": ["Chaos Rune"] * 2}))
    s.do("activate ability 1 of Treasure Trove")            # [chaos], exhaust: kill this
    settle_open(s)
    assert s.zone("Treasure Trove") == "TRASH"
    assert s.zone("Pouty Poro") == "HAND"
    p = s.game.players[0]
    assert len(p.runes) == 1 and s.game.objs[p.runes[0]].exhausted   # the paying rune was
    assert len(p.rune_deck) == 2                           # recycled (to the rune deck's bottom)


def test_treasure_trove_killed_by_an_opponent_still_rewards_its_controller(scenario):
    s = scenario(spec({"hand": ["Brittle Steel"], "runes": runes("fury", 3)},
                      {"base": ["Treasure Trove"], "deck": ["Pouty Poro"] + FILL,
                       "rune_deck": ["Chaos Rune"]}))
    s.do("play Brittle Steel")
    go(s, "target Treasure Trove")
    settle_open(s)
    assert s.zone("Treasure Trove") == "TRASH"
    assert "Pouty Poro" in hand(s, 1)
    assert len(s.game.players[1].runes) == 1


# ---------------------------------------------------------------- Bewitching Spirit

def test_bewitching_spirit_chosen_player_discards_one_of_their_choice(scenario):
    s = scenario(spec({"hand": ["Bewitching Spirit", "Hextech Ray"], "runes": runes("chaos", 3)},
                      {"hand": ["Stupefy", "Gust"]}))
    s.do("play Bewitching Spirit")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_PLAYER and s.decision.player == 0
    s.do("player 1")
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 1
    s.do("choose Gust")
    settle_open(s)
    assert trash(s, 1) == ["Gust"]
    assert hand(s, 1) == ["Stupefy"]
    assert hand(s, 0) == ["Hextech Ray"]


def test_bewitching_spirit_may_choose_its_controller(scenario):
    s = scenario(spec({"hand": ["Bewitching Spirit", "Hextech Ray"], "runes": runes("chaos", 3)},
                      {"hand": ["Stupefy"]}))
    s.do("play Bewitching Spirit")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_PLAYER:
            break
        s.do("pass")
    s.do("player 0")
    settle_open(s)
    assert trash(s, 0) == ["Hextech Ray"]
    assert hand(s, 1) == ["Stupefy"]


# ---------------------------------------------------------------- Frozen Fortress

def test_frozen_fortress_deals_one_to_each_unit_there_at_each_beginning_phase(scenario):
    s = scenario(spec({"field": [["Sneaky Deckhand", "Vanguard Sergeant"], []],
                       "base": ["Daring Poro"]},
                      bfs=[{"card": "Frozen Fortress", "controller": 0}, "Altar to Unity"],
                      phase="awaken"))
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 1
    assert s.damage("Sneaky Deckhand") == 1
    assert s.damage("Daring Poro") == 0                    # a base is not "here"


def test_frozen_fortress_fires_on_the_other_players_turn_and_kills(scenario):
    s = scenario(spec({"field": [[{"unit": {"might": 1}, "as": "frail"},
                                  {"card": "Daring Poro", "as": "poro"}], []]},
                      bfs=[{"card": "Frozen Fortress", "controller": 0}, "Altar to Unity"],
                      phase="awaken", turn_player=1))
    settle_open(s)
    assert s.zone("frail") == "TRASH"
    assert s.damage("poro") == 1


# ---------------------------------------------------------------- Fizz, Trickster

def test_fizz_plays_a_spell_from_the_trash_ignoring_energy_then_recycles_it(scenario):
    s = scenario(spec({"hand": ["Fizz, Trickster"], "trash": ["Void Seeker", "Falling Comet"],
                       "runes": runes("chaos", 4) + ["Fury Rune"]},
                      {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Fizz, Trickster")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    s.do("yes")
    assert not s.can("choose Falling Comet")               # Energy 5: more than [3]
    go(s, "choose Void Seeker")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 4 damage
    assert s.zone("Void Seeker") == "DECK"                 # recycled, not trashed
    assert s.game.players[0].deck[-1] == s.id("Void Seeker")
    assert trash(s, 0) == ["Falling Comet"]


# ---------------------------------------------------------------- Tail-Cloaked Matriarch

def test_tail_cloaked_matriarch_empowered_plays_a_cheap_unit_from_trash_to_base(scenario):
    s = scenario(spec({"base": ["Tail-Cloaked Matriarch"], "runes": runes("chaos", 3),
                       "trash": ["Sneaky Deckhand", "Vanguard Sergeant"]}))
    s.do("activate ability 0 of Tail-Cloaked Matriarch")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    s.do("yes")
    assert not s.can("choose Vanguard Sergeant")           # Energy 4: more than [3]
    go(s, "choose Sneaky Deckhand")
    settle_open(s)
    assert s.zone("Sneaky Deckhand") == "BOARD" and s.loc("Sneaky Deckhand") == 0
    assert s.obj("Tail-Cloaked Matriarch").empowered
    assert energy_left(s) == 1           # only the Empower cost was paid (2 exhausted, 1 of
    assert len(s.game.players[0].runes) == 2   # them recycled for [chaos])


# ---------------------------------------------------------------- Piercing Light

def test_piercing_light_deals_two_then_two_to_another_unit(scenario):
    s = scenario(spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                      {"field": [["Vanguard Sergeant", "Petty Officer"], []],
                       "base": ["Daring Poro"]}))
    s.do("play Piercing Light")                            # (no Repeat: 3 runes only)
    assert not s.can("target Daring Poro")                 # the first: at a battlefield
    s.do("target Vanguard Sergeant")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Vanguard Sergeant")           # the second: another unit
    s.do("target Daring Poro")
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 2
    assert s.zone("Daring Poro") == "TRASH"                # 2 Might: dies


def test_piercing_light_second_target_is_optional(scenario):
    s = scenario(spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                      {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")          # the only unit at a battlefield: chosen at once
    assert s.kind == DecisionKind.TARGET and s.can("done")
    s.do("done")
    settle_open(s)
    assert s.damage("Vanguard Sergeant") == 2
    assert s.damage(ANCHOR, 0) == 0


def test_piercing_light_repeated_pairs_its_own_targets(scenario):
    """820.2.a: the repeat chooses its own targets; "another" is within each execution, so the
    repeat may hit the first execution's units again."""
    s = scenario(spec({"hand": ["Piercing Light"], "runes": runes("fury", 7)},
                      {"field": [["Vanguard Sergeant", "Petty Officer"], []]}))
    s.do("play Piercing Light", "yes", "target Vanguard Sergeant", "target Petty Officer",
         "target Vanguard Sergeant")
    assert not s.can("target Vanguard Sergeant")           # another than the repeat's first
    s.do("target Petty Officer")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 4 damage to 4 Might
    assert s.damage("Petty Officer") == 4


# ---------------------------------------------------------------- Ezreal, Prodigy

def test_ezreal_discards_one_then_draws_two(scenario):
    s = scenario(spec({"hand": ["Ezreal, Prodigy", "Stupefy"], "runes": runes("chaos", 4),
                       "deck": ["Pouty Poro", "Daring Poro"] + FILL}))
    s.do("play Ezreal, Prodigy")
    go(s, "base")
    settle_open(s)
    assert trash(s, 0) == ["Stupefy"]                      # discarded before the draws
    assert hand(s, 0) == ["Daring Poro", "Pouty Poro"]


def test_ezreal_makes_a_repeat_affordable(scenario):
    """Spiritforged FAQ: Repeat is an optional additional cost; Piercing Light's [2][fury]
    Repeat costs [1][fury] with Ezreal (356.4.c): 3E + 2 fury is payable with 3 runes."""
    s = scenario(spec({"hand": ["Piercing Light"], "runes": runes("fury", 3),
                       "base": ["Ezreal, Prodigy"]},
                      {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    for _ in range(4):                                     # both executions' targets
        if s.kind != DecisionKind.TARGET:
            break
        s.do("done" if not s.can("target Vanguard Sergeant") else "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"          # 2 + 2 damage
    assert len(s.game.players[0].runes) == 1               # 2 of 3 recycled for the fury Power


def test_repeat_unaffordable_without_ezreal(scenario):
    s = scenario(spec({"hand": ["Piercing Light"], "runes": runes("fury", 3)},
                      {"field": [["Vanguard Sergeant"], []]}))
    s.do("play Piercing Light")
    assert s.kind != DecisionKind.OPTIONAL_COST            # 4 Energy: too much


def test_ezreal_discounts_accelerate(scenario):
    """805: Accelerate [1][fury] costs [fury] with Ezreal: Legion Rearguard (2 Energy) with
    Accelerate on 2 runes."""
    s = scenario(spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 2),
                       "base": ["Ezreal, Prodigy"]}))
    s.do("play Legion Rearguard")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Legion Rearguard") == "BOARD"
    assert not s.obj("Legion Rearguard").exhausted         # Accelerate: enters ready
    assert len(s.game.players[0].runes) == 1


def test_ezreal_does_not_discount_the_opponents_costs(scenario):
    s = scenario(spec({"hand": ["Legion Rearguard"], "runes": runes("fury", 2)},
                      {"base": ["Ezreal, Prodigy"]}))
    s.do("play Legion Rearguard")
    assert s.kind != DecisionKind.OPTIONAL_COST            # [1][fury] more: 3 Energy


# ---------------------------------------------------------------- The List

def test_the_list_names_a_tag_as_it_is_played_and_shrinks_a_unit_with_it(scenario):
    s = scenario(spec({"hand": ["The List"], "runes": runes("chaos", 1),
                       "base": ["Vanguard Sergeant"]},               # Elite, Demacia
                      {"field": [["Petty Officer", "Sneaky Deckhand"], []]}))   # both Pirates
    s.do("play The List")
    assert s.kind == DecisionKind.NAME_TAG and s.decision.player == 0
    names = s.options()
    assert "name Pirate" in names and "name Demacia" in names
    assert names == sorted(names)                          # in the pool's tag order
    assert "name Poro" not in names                        # no Poro in sight
    s.do("name Pirate")
    settle_open(s)
    assert s.zone("The List") == "BOARD"
    s.do("activate ability 1 of The List")
    assert not s.can("target Vanguard Sergeant")           # not a Pirate
    assert not s.can(f"target {ANCHOR}")
    s.do("target Petty Officer")
    settle_open(s)
    assert s.might("Petty Officer") == 3
    assert s.obj("The List").exhausted


def test_the_list_names_anew_each_time_it_is_played(scenario):
    s = scenario(spec({"hand": ["The List"], "runes": runes("chaos", 2),
                       "base": ["Pack of Wonders", "Vanguard Sergeant"]},
                      {"field": [["Petty Officer"], []]}))
    s.do("play The List", "name Pirate")
    settle_open(s)
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target The List")
    settle_open(s)
    assert s.zone("The List") == "HAND"
    s.do("play The List", "name Elite")
    settle_open(s)
    s.do("activate ability 1 of The List")
    assert not s.can("target Petty Officer")               # Pirate: named the first time only
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 2


# ================================================================ barcelona-01

# ---------------------------------------------------------------- Harnessed Dragon

def test_harnessed_dragon_kills_an_enemy_unit_when_played(scenario):
    s = scenario(spec({"hand": ["Harnessed Dragon"], "runes": runes("order", 8),
                       "base": ["Vanguard Sergeant"]},
                      {"base": ["Petty Officer"], "field": [["Daring Poro"], []]}))
    s.do("play Harnessed Dragon")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.TARGET:
            break
        s.do("pass")
    assert not s.can("target Vanguard Sergeant")           # an enemy unit only
    s.do("target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.zone("Petty Officer") == "BOARD"


# ---------------------------------------------------------------- Salvage

def test_salvage_kills_a_gear_and_draws(scenario):
    s = scenario(spec({"hand": ["Salvage"], "runes": runes("order", 3),
                       "deck": ["Pouty Poro"] + FILL},
                      {"base": ["Seal of Rage"]}))
    s.do("play Salvage")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert hand(s, 0) == ["Pouty Poro"]


def test_salvage_may_kill_no_gear_and_still_draws(scenario):
    s = scenario(spec({"hand": ["Salvage"], "runes": runes("order", 3),
                       "deck": ["Pouty Poro"] + FILL},
                      {"base": ["Seal of Rage"]}))
    s.do("play Salvage")
    assert s.kind == DecisionKind.TARGET and s.can("done")   # up to one (errata)
    s.do("done")
    settle_open(s)
    assert s.zone("Seal of Rage") == "BOARD"
    assert hand(s, 0) == ["Pouty Poro"]


# ---------------------------------------------------------------- Blood Money

def test_blood_money_enemy_unit_one_gold(scenario):
    s = scenario(spec({"hand": ["Blood Money"], "runes": runes("order", 2)},
                      {"field": [["Daring Poro", "Vanguard Sergeant"], []]}))
    s.do("play Blood Money")
    assert not s.can("target Vanguard Sergeant")           # 4 Might: more than 2
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    gold = _gold(s)
    assert len(gold) == 1 and s.obj(gold[0]).exhausted
    assert _gold(s, 1) == []


def test_blood_money_friendly_unit_two_gold(scenario):
    s = scenario(spec({"hand": ["Blood Money"], "runes": runes("order", 2),
                       "field": [["Daring Poro"], []]}))
    s.do("play Blood Money")
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.zone("Daring Poro") == "TRASH"
    gold = _gold(s)
    assert len(gold) == 2 and all(s.obj(x).exhausted for x in gold)


# ---------------------------------------------------------------- Keeper of the Hammer (legend)

def test_keeper_of_the_hammer_gains_xp_when_you_hold(scenario):
    s = scenario(spec({"legend": "Keeper of the Hammer", "field": [["Vanguard Sergeant"], []]},
                      bfs=[{"card": "Altar to Unity", "controller": 0}, "Zaun Warrens"],
                      phase="awaken"))
    settle_open(s)
    assert s.game.players[0].xp == 1


def test_keeper_of_the_hammer_spends_three_xp_to_draw(scenario):
    s = scenario(spec({"legend": "Keeper of the Hammer", "xp": 3,
                       "deck": ["Pouty Poro"] + FILL}))
    s.do("activate ability 1 of Keeper of the Hammer")
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert s.game.players[0].xp == 0
    assert s.obj("Keeper of the Hammer").exhausted


def test_keeper_of_the_hammer_needs_three_xp(scenario):
    s = scenario(spec({"legend": "Keeper of the Hammer", "xp": 2}))
    assert not s.can("activate ability 1 of Keeper of the Hammer")


# ---------------------------------------------------------------- Poppy, Paragon

def _poppy(scenario, opp_points):
    s = scenario(spec({"hand": ["Poppy, Paragon"], "runes": runes("body", 5)},
                      {"points": opp_points}))
    s.do("play Poppy, Paragon")
    go(s, "base")
    settle_open(s)
    return s


def test_poppy_readies_and_gains_xp_when_an_opponent_is_near_victory(scenario):
    s = _poppy(scenario, 5)                                # 5 of 8: within 3
    assert not s.obj("Poppy, Paragon").exhausted
    assert s.game.players[0].xp == 3


def test_poppy_does_nothing_when_no_opponent_is_near_victory(scenario):
    s = _poppy(scenario, 4)
    assert s.obj("Poppy, Paragon").exhausted
    assert s.game.players[0].xp == 0


# ---------------------------------------------------------------- Sacrifice

def test_sacrifice_kills_a_mighty_friendly_unit_to_draw_two_and_channel(scenario):
    s = scenario(spec({"hand": ["Sacrifice"], "runes": runes("order", 1),
                       "base": ["Vanguard Sergeant", "Petty Officer"],
                       "deck": ["Pouty Poro", "Daring Poro"] + FILL,
                       "rune_deck": ["Order Rune"]}))
    s.do("play Sacrifice")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can("choose Vanguard Sergeant")           # 4 Might: not Mighty
    s.do("choose Petty Officer")
    settle_open(s)
    assert s.zone("Petty Officer") == "TRASH"
    assert hand(s, 0) == ["Daring Poro", "Pouty Poro"]
    assert len(s.game.players[0].runes) == 2


def test_sacrifice_needs_a_mighty_friendly_unit(scenario):
    s = scenario({"battlefields": BF, "turn": 3, "turn_player": 0, "players": [
        {"hand": ["Sacrifice"], "runes": runes("order", 1), "base": ["Vanguard Sergeant"],
         "deck": FILL},
        {"base": ["Petty Officer"], "deck": FILL}]})        # (the enemy's Mighty unit: no)
    assert s.kind == DecisionKind.PRIORITY and s.can("move Vanguard Sergeant")
    assert not s.can("play Sacrifice")


# ---------------------------------------------------------------- The Ruination

def test_the_ruination_kills_all_units(scenario):
    s = scenario(spec({"hand": ["The Ruination"], "runes": runes("order", 9),
                       "base": ["Vanguard Sergeant", "Pack of Wonders"]},
                      {"field": [["Daring Poro"], []], "base": ["Petty Officer"]}))
    s.do("play The Ruination")
    settle_open(s)
    for name in ("Vanguard Sergeant", "Daring Poro", "Petty Officer"):
        assert s.zone(name) == "TRASH", name
    assert s.zone("Pack of Wonders") == "BOARD"            # units only


# ---------------------------------------------------------------- Forgotten Monument

def _monument(scenario, turn):
    s = scenario(spec({"base": ["Vanguard Sergeant"], "deck": ["Pouty Poro"] + FILL},
                      bfs=["Forgotten Monument", "Zaun Warrens"], turn=turn))
    s.do("move Vanguard Sergeant")
    go(s, "to Forgotten Monument")
    settle_open(s)
    return s


def test_forgotten_monument_no_scoring_before_the_third_turn(scenario):
    """Spiritforged FAQ: no conquer, no point; control still changes."""
    s = _monument(scenario, 3)                             # player 0's second turn
    assert s.game.bfs[0].controller == 0
    assert s.points() == [0, 0]
    assert not [e for e in s.events() if e.kind.name == "SCORE"]


def test_forgotten_monument_scores_from_the_third_turn(scenario):
    s = _monument(scenario, 5)                             # player 0's third turn
    assert s.game.bfs[0].controller == 0
    assert s.points() == [1, 0]


# ---------------------------------------------------------------- Rift Herald

def test_rift_herald_move_reveals_and_draws_a_unit_and_recycles_the_rest(scenario):
    s = scenario(spec({"base": ["Rift Herald"],
                       "deck": ["Stupefy", "Pouty Poro", "Gust", "Daring Poro"]}))
    s.do("move Rift Herald")
    go(s, "to Altar to Unity")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can("choose Stupefy") and not s.can("choose Gust")   # units only
    assert s.can("done")                                   # "you may"
    s.do("choose Pouty Poro")
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert [e.obj for e in s.events() if e.kind.name == "REVEAL"] == [s.id("Pouty Poro")]
    deck = [s.name(c) for c in s.game.players[0].deck]
    assert deck[0] == "Daring Poro" and sorted(deck[1:]) == ["Gust", "Stupefy"]


def test_rift_herald_may_draw_nothing(scenario):
    s = scenario(spec({"base": ["Rift Herald"],
                       "deck": ["Stupefy", "Pouty Poro", "Gust", "Daring Poro"]}))
    s.do("move Rift Herald")
    go(s, "to Altar to Unity")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    s.do("done")
    settle_open(s)
    assert hand(s, 0) == []
    assert [s.name(c) for c in s.game.players[0].deck][0] == "Daring Poro"


def test_rift_herald_deathknell_plays_a_unit_from_hand_to_base_without_energy(scenario):
    s = scenario(spec({"hand": ["Vengeance", "Petty Officer", "Daring Poro", "Stupefy"],
                       "runes": runes("order", 5), "field": [["Rift Herald"], []]}))
    s.do("play Vengeance")
    go(s, "target Rift Herald")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.zone("Rift Herald") == "TRASH"
    s.do("yes")                          # (it may be ignored: Unleashed FAQ, tests/rulings)
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert not s.can("choose Stupefy")                     # a unit only
    s.do("choose Petty Officer")                           # 5 Energy: ignored
    settle_open(s)
    assert s.zone("Petty Officer") == "BOARD" and s.loc("Petty Officer") == 0
    assert hand(s, 0) == ["Daring Poro", "Stupefy"]


# ---------------------------------------------------------------- Disposal Order

def test_disposal_order_recycles_up_to_three_cards_of_opponents_trashes(scenario):
    s = scenario(spec({"hand": ["Disposal Order"], "runes": runes("body", 2),
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
    s = scenario(spec({"hand": ["Disposal Order"], "runes": runes("body", 2),
                       "deck": ["Pouty Poro"] + FILL},
                      {"trash": ["Gust"]}))
    s.do("play Disposal Order", "option 1")
    assert s.kind != DecisionKind.TARGET                   # that mode chooses nothing
    settle_open(s)
    assert hand(s, 0) == ["Pouty Poro"]
    assert trash(s, 1) == ["Gust"]
