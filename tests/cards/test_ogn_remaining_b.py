"""Remaining Origins cards of the tournament lists: scenario tests on both engines. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import go, hand, runes, settle_open, spec_factory, until

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _damage(s, name, player=None):
    return s.game.objs[s.id(name, player)].damage


# ---------------------------------------------------------------- Carnivorous Snapvine

def test_carnivorous_snapvine_and_the_chosen_enemy_deal_their_mights_to_each_other(scenario):
    s = scenario(spec({"hand": ["Carnivorous Snapvine"], "pool": {"energy": 5,
                                                                  "power": {"body": 2}}},
                      {"field": [["Playful Phantom", "Vanguard Sergeant"], []]}))
    s.do("play Carnivorous Snapvine")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    assert not s.can("target Mega-Mech")               # in base, not at a battlefield
    s.do("target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"       # 6 damage to a 5-Might unit
    assert s.zone("Carnivorous Snapvine") == "BOARD"
    assert _damage(s, "Carnivorous Snapvine") == 5     # the Phantom's Might back (417.6.b.3)
    assert s.zone("Vanguard Sergeant") == "BOARD"


def test_carnivorous_snapvine_dies_to_a_mightier_enemy(scenario):
    s = scenario(spec({"hand": ["Carnivorous Snapvine"], "pool": {"energy": 5,
                                                                  "power": {"body": 2}}},
                      {"field": [["Mega-Mech"], []]}))
    s.do("play Carnivorous Snapvine")
    go(s, "base")
    settle_open(s)                                     # the lone candidate is taken at once
    settle_open(s)
    assert s.zone("Carnivorous Snapvine") == "TRASH"
    mech = [o for o in s.game.objs if o.controller == 1 and o.zone.name == "BOARD"
            and s.game.pool[o.card].name == "Mega-Mech" and o.loc == 1]
    assert len(mech) == 1 and mech[0].damage == 6


# ---------------------------------------------------------------- Deadbloom Predator

def test_deadbloom_predator_may_be_played_to_an_occupied_enemy_battlefield(scenario):
    s = scenario(spec({"hand": ["Deadbloom Predator"], "pool": {"energy": 8,
                                                                "power": {"body": 2}}},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                           {"card": "Altar to Unity", "controller": 1}]))
    s.do("play Deadbloom Predator")
    assert s.kind == DecisionKind.LOCATION if hasattr(DecisionKind, "LOCATION") else True
    assert s.can("to Grove of the God-Willow")
    assert not s.can("to Altar to Unity")              # enemy, but nobody there
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Deadbloom Predator") == "BOARD" and s.obj("Deadbloom Predator").loc == 1


# ---------------------------------------------------------------- Acceptable Losses

def test_acceptable_losses_each_player_kills_one_of_their_gear(scenario):
    s = scenario(spec({"hand": ["Acceptable Losses"], "runes": runes("chaos", 1),
                       "base": ["Seal of Rage", "Treasure Trove"]},
                      {"base": ["Seal of Rage"]}))
    s.do("play Acceptable Losses")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 0
    s.do(f"choose Treasure Trove #{s.id('Treasure Trove')}")
    settle_open(s)
    assert s.zone("Treasure Trove") == "TRASH"
    assert s.zone("Seal of Rage", 0) == "BOARD"
    assert s.zone("Seal of Rage", 1) == "TRASH"      # the opponent's only gear


# ---------------------------------------------------------------- Zaunite Bouncer

def test_zaunite_bouncer_returns_another_unit_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Zaunite Bouncer"], "runes": runes("chaos", 6),
                       "field": [[], ["Shipyard Skulker"]]},
                      {"field": [["Playful Phantom"], []], "base": ["Vanguard Sergeant"]}))
    s.do("play Zaunite Bouncer")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    assert not s.can("target Vanguard Sergeant")       # in base
    assert not s.can("target Zaunite Bouncer")
    assert s.can("target Shipyard Skulker")            # a friendly one may be chosen too
    s.do("target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "HAND"
    assert hand(s, 1) == ["Playful Phantom"]


# ---------------------------------------------------------------- Ember Monk

def test_ember_monk_gets_two_might_when_a_card_is_played_from_face_down(scenario):
    """811.1.d: Back Off played from its hidden battlefield is a card played from [Hidden]
    (its target is at that battlefield, 811.1.d.2)."""
    s = scenario(spec({"field": [["Ember Monk"], []]}, {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Back Off", "controller": 0}}, BF[1]]))
    assert s.might("Ember Monk") == 4
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.obj("Playful Phantom").stunned
    assert s.might("Ember Monk") == 6


def test_ember_monk_ignores_a_card_played_from_hand(scenario):
    s = scenario(spec({"base": ["Ember Monk"], "hand": ["Back Off"], "runes": runes("calm", 3)},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.obj("Playful Phantom").stunned
    assert s.might("Ember Monk") == 4


# ---------------------------------------------------------------- Miss Fortune, Buccaneer

def test_miss_fortune_buccaneer_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(spec({"hand": ["Miss Fortune, Buccaneer"], "runes": runes("chaos", 4)},
                      {"field": [[], ["Playful Phantom"]]}))
    s.do("play Miss Fortune, Buccaneer")
    assert s.can("to Grove of the God-Willow")         # open: no controller, no units
    assert not s.can("to Altar to Unity")              # occupied
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Miss Fortune, Buccaneer").loc == 1


def test_miss_fortune_buccaneer_lets_friendly_units_be_played_to_open_battlefields(scenario):
    s = scenario(spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 4),
                       "base": ["Miss Fortune, Buccaneer"]},
                      {"hand": ["Vanguard Sergeant"], "field": [[], ["Playful Phantom"]]}))
    s.do("play Vanguard Sergeant")
    assert s.can("to Grove of the God-Willow") and not s.can("to Altar to Unity")
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Vanguard Sergeant", 0).loc == 1


def test_without_miss_fortune_buccaneer_units_go_to_base(scenario):
    s = scenario(spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 4)}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    assert s.obj("Vanguard Sergeant").loc == 0


# ---------------------------------------------------------------- Soulgorger

def _units_on_board(s, name, player):
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and o.controller == player
            and g.pool[o.card].name == name]


def test_soulgorger_plays_a_unit_from_the_trash_ignoring_its_energy(scenario):
    """The Sergeant's 4 Energy is not paid: the 8 in the pool all go to Soulgorger."""
    s = scenario(spec({"hand": ["Soulgorger"], "trash": ["Vanguard Sergeant"],
                       "pool": {"energy": 8, "power": {"chaos": 2}}}))
    s.do("play Soulgorger")
    go(s, "base")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"choose Vanguard Sergeant #{s.id('Vanguard Sergeant')}", "base")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD" and s.zone("Soulgorger") == "BOARD"
    assert s.game.players[0].energy == 0


def test_soulgorger_may_decline(scenario):
    s = scenario(spec({"hand": ["Soulgorger"], "trash": ["Vanguard Sergeant"],
                       "pool": {"energy": 8, "power": {"chaos": 2}}}))
    s.do("play Soulgorger")
    go(s, "base")
    settle_open(s)
    s.do("no")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


# ---------------------------------------------------------------- Spectral Matron

def test_spectral_matron_plays_a_cheap_unit_from_the_trash_free(scenario):
    s = scenario(spec({"hand": ["Spectral Matron"], "trash": ["Vanguard Sergeant", "Daring Poro"],
                       "pool": {"energy": 4, "power": {"order": 2}}}))
    s.do("play Spectral Matron")
    go(s, "base")
    settle_open(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle_open(s)                                     # the Sergeant costs [4]: only the Poro
    go(s, "base")
    settle_open(s)
    assert s.zone("Daring Poro") == "BOARD" and s.zone("Vanguard Sergeant") == "TRASH"
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Vanguard Captain

def test_vanguard_captain_with_legion_plays_two_recruits_here(scenario):
    s = scenario(spec({"hand": ["Daring Poro", "Vanguard Captain"], "runes": runes("order", 6)}))
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    s.do("play Vanguard Captain")
    go(s, "base")
    settle_open(s)
    recruits = _units_on_board(s, "Recruit", 0)
    assert len(recruits) == 2 and all(o.loc == 0 for o in recruits)


def test_vanguard_captain_without_legion_plays_no_recruits(scenario):
    s = scenario(spec({"hand": ["Vanguard Captain"], "runes": runes("order", 4)}))
    s.do("play Vanguard Captain")
    go(s, "base")
    settle_open(s)
    assert s.zone("Vanguard Captain") == "BOARD"
    assert _units_on_board(s, "Recruit", 0) == []


# ---------------------------------------------------------------- Machine Evangel

def test_machine_evangel_deathknell_plays_three_recruits_in_base(scenario):
    s = scenario(spec({"hand": ["Falling Comet"], "runes": runes("mind", 5)},
                      {"field": [["Machine Evangel"], []]}))
    s.do("play Falling Comet")
    go(s, "target Machine Evangel")
    settle_open(s)
    assert s.zone("Machine Evangel") == "TRASH"
    recruits = _units_on_board(s, "Recruit", 1)
    assert len(recruits) == 3 and all(o.loc == 0 for o in recruits)
    assert _units_on_board(s, "Recruit", 0) == []


# ---------------------------------------------------------------- Darius, Executioner

def test_darius_executioner_gives_other_friendly_units_at_his_location_one_might(scenario):
    s = scenario(spec({"base": ["Darius, Executioner", "Vanguard Sergeant"],
                       "field": [["Daring Poro"], []]},
                      {"base": ["Petty Officer"]}))
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Darius, Executioner") == 6
    assert s.might("Daring Poro") == 2                # elsewhere
    assert s.might("Petty Officer", 1) == 5           # an enemy


def test_darius_executioner_with_legion_enters_ready(scenario):
    s = scenario(spec({"hand": ["Daring Poro", "Darius, Executioner"],
                       "runes": runes("order", 9)}))
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    s.do("play Darius, Executioner")
    go(s, "base")
    settle_open(s)
    assert not s.obj("Darius, Executioner").exhausted


def test_darius_executioner_without_legion_stays_exhausted(scenario):
    s = scenario(spec({"hand": ["Darius, Executioner"], "runes": runes("order", 7)}))
    s.do("play Darius, Executioner")
    go(s, "base")
    settle_open(s)
    assert s.obj("Darius, Executioner").exhausted


# ---------------------------------------------------------------- Peak Guardian

def test_peak_guardian_in_base_buffs_only_itself(scenario):
    s = scenario(spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                       "base": ["Vanguard Sergeant"]}))
    s.do("play Peak Guardian")
    go(s, "base")
    settle_open(s)
    assert s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 0


def test_peak_guardian_at_a_battlefield_buffs_the_other_friendly_units_there(scenario):
    """Played to an open battlefield (Miss Fortune, Buccaneer's passive)."""
    s = scenario(spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                       "base": ["Miss Fortune, Buccaneer", "Vanguard Sergeant"]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, BF[1]]))
    s.do("play Peak Guardian")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.obj("Peak Guardian").loc == 2 and s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 0


def test_peak_guardian_buffs_friendly_units_already_at_its_battlefield(scenario):
    s = scenario(spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                       "field": [["Vanguard Sergeant", {"card": "Daring Poro", "buff": 1}], []],
                       "base": ["Shipyard Skulker"]},
                      {"field": [[], ["Petty Officer"]]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, BF[1]]))
    s.do("play Peak Guardian")
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 1
    assert s.obj("Daring Poro").buff == 1               # already buffed: stays one buff
    assert s.obj("Shipyard Skulker").buff == 0          # in base
    assert s.obj("Petty Officer").buff == 0             # an enemy


# ---------------------------------------------------------------- Solari Chief

def test_solari_chief_stuns_an_unstunned_enemy(scenario):
    s = scenario(spec({"hand": ["Solari Chief"], "runes": runes("order", 6)},
                      {"base": ["Vanguard Sergeant", "Petty Officer"]}))
    s.do("play Solari Chief")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD" and s.obj("Vanguard Sergeant").stunned


def test_solari_chief_kills_a_stunned_enemy(scenario):
    s = scenario(spec({"hand": ["Solari Chief"], "runes": runes("order", 6)},
                      {"base": [{"card": "Vanguard Sergeant", "stunned": True}, "Petty Officer"]}))
    s.do("play Solari Chief")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


# ---------------------------------------------------------------- Sett, Kingpin

def test_sett_kingpin_counts_buffed_friendly_units_at_his_battlefield(scenario):
    s = scenario(spec({"field": [["Sett, Kingpin", {"card": "Vanguard Sergeant", "buff": 1},
                                  "Daring Poro"], []],
                       "base": [{"card": "Shipyard Skulker", "buff": 1}]},
                      {"field": [[{"card": "Petty Officer", "buff": 1}], []]}))
    assert s.might("Sett, Kingpin") == 6


def test_sett_kingpin_counts_himself_when_buffed(scenario):
    s = scenario(spec({"field": [[{"card": "Sett, Kingpin", "buff": 1},
                                  {"card": "Vanguard Sergeant", "buff": 1}], []]}))
    assert s.might("Sett, Kingpin") == 5 + 1 + 2


def test_sett_kingpin_in_base_gets_nothing(scenario):
    s = scenario(spec({"base": ["Sett, Kingpin", {"card": "Vanguard Sergeant", "buff": 1}]}))
    assert s.might("Sett, Kingpin") == 5


# ---------------------------------------------------------------- Siphon Power

def test_siphon_power_raises_friendly_and_lowers_enemy_units_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Siphon Power"], "pool": {"energy": 2, "power": {"mind": 1}},
                       "field": [["Vanguard Sergeant"], ["Daring Poro"]]},
                      {"field": [["Petty Officer", {"card": "Recruit"}], ["Shipyard Skulker"]]}))
    s.do("play Siphon Power")
    s.do("target Grove of the God-Willow")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Petty Officer") == 4
    assert s.might("Recruit") == 1                     # to a minimum of 1
    assert s.might("Daring Poro") == 2 and s.might("Shipyard Skulker") == 3   # elsewhere


# ---------------------------------------------------------------- Windswept Hillock

def test_windswept_hillock_gives_units_here_ganking(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []], "base": ["Daring Poro"]},
                      {"field": [["Petty Officer"], []]},
                      bfs=["Windswept Hillock", "Altar to Unity"]))
    from riftsim.reference import layers
    if getattr(s.game, "engine", "") != "core":
        assert "Ganking" in layers.keywords(s.game, s.obj("Vanguard Sergeant"))
        assert "Ganking" in layers.keywords(s.game, s.obj("Petty Officer"))
        assert "Ganking" not in layers.keywords(s.game, s.obj("Daring Poro"))
    s.do("move Vanguard Sergeant")
    assert s.can("to Altar to Unity")                  # battlefield to battlefield (Ganking)
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 2


def test_without_windswept_hillock_no_move_between_battlefields(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []]}))
    s.do("move Vanguard Sergeant")
    assert not s.can("to Altar to Unity")


# ---------------------------------------------------------------- Yasuo, Windrider

def _yasuo(scenario, moves):
    """Both battlefields already scored this turn (465): only Yasuo's point can count."""
    return scenario(spec({"field": [[{"card": "Yasuo, Windrider", "moves": moves}], []],
                          "scored": [0, 1]},
                         bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                              {"card": "Altar to Unity", "controller": 0}]))


def test_yasuo_windrider_scores_on_his_third_move_of_the_turn(scenario):
    s = _yasuo(scenario, 2)
    s.do("move Yasuo, Windrider")
    s.do("to Altar to Unity")                          # Ganking: battlefield to battlefield
    settle_open(s)
    assert s.obj("Yasuo, Windrider").loc == 2
    assert s.game.players[0].points == 1


def test_yasuo_windrider_does_not_score_on_his_second_move(scenario):
    s = _yasuo(scenario, 1)
    s.do("move Yasuo, Windrider")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.obj("Yasuo, Windrider").loc == 2
    assert s.game.players[0].points == 0


def test_yasuo_windrider_does_not_score_on_his_fourth_move(scenario):
    s = _yasuo(scenario, 3)
    s.do("move Yasuo, Windrider")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.game.players[0].points == 0



# ---------------------------------------------------------------- Invert Timelines

def test_invert_timelines_each_player_discards_their_hand_then_draws_four(scenario):
    s = scenario(spec({"hand": ["Invert Timelines", "Pouty Poro", "Daring Poro"],
                       "pool": {"energy": 3, "power": {"chaos": 1}},
                       "deck": ["Stalwart Poro"] * 5},
                      {"hand": ["Petty Officer"], "deck": ["Shipyard Skulker"] * 5}))
    s.do("play Invert Timelines")
    settle_open(s)
    assert sorted(hand(s, 0)) == ["Stalwart Poro"] * 4
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Daring Poro") == "TRASH"
    assert s.zone("Petty Officer") == "TRASH"
    assert hand(s, 1) == ["Shipyard Skulker"] * 4
    discards = [e.player for e in s.game.events if e.kind.name == "DISCARD"]
    assert discards == [0, 0, 1]                       # the turn player's hand first


# ---------------------------------------------------------------- Bounty Hunter (Miss Fortune)

def test_bounty_hunter_gives_a_unit_ganking_this_turn(scenario):
    s = scenario(spec({"legend": "Bounty Hunter", "field": [["Vanguard Sergeant"], []]},
                      {"field": [["Petty Officer"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           {"card": "Altar to Unity", "controller": 0}]))
    s.do("move Vanguard Sergeant")                     # no Ganking: base is the only way
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 0
    s = scenario(spec({"legend": "Bounty Hunter", "field": [["Vanguard Sergeant"], []]},
                      {"field": [["Petty Officer"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           {"card": "Altar to Unity", "controller": 0}]))
    hunter = s.game.players[0].legend
    s.do(f"activate ability 0 of Bounty Hunter #{hunter}")
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.game.objs[hunter].exhausted
    s.do("move Vanguard Sergeant")
    s.do("to Altar to Unity")                          # battlefield to battlefield
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 2


# ---------------------------------------------------------------- Back-Alley Bar

def test_back_alley_bar_gives_a_unit_moving_from_here_one_might(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant", "Daring Poro"], []]},
                      bfs=[{"card": "Back-Alley Bar", "controller": 0}, BF[1]]))
    s.do("move Vanguard Sergeant")
    go(s, "base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 0
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Daring Poro") == 2                 # stayed


def test_back_alley_bar_ignores_a_unit_moving_there(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      bfs=[{"card": "Back-Alley Bar", "controller": 0}, BF[1]]))
    s.do("move Vanguard Sergeant")
    go(s, "to Back-Alley Bar")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1
    assert s.might("Vanguard Sergeant") == 4


def test_back_alley_bar_triggers_for_an_enemy_unit_moving_from_here(scenario):
    """187.6: the battlefield's controller controls the ability; the enemy unit still gets it."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                      {"field": [["Petty Officer"], []]},
                      bfs=[{"card": "Back-Alley Bar", "controller": 1}, BF[1]]))
    s.do("play Fight or Flight")
    go(s, "target Petty Officer")
    settle_open(s)
    assert s.obj("Petty Officer").loc == 0
    assert s.might("Petty Officer") == 6


# ---------------------------------------------------------------- Stormbringer

def test_stormbringer_deals_the_units_might_to_enemies_there_then_moves_it(scenario):
    s = scenario(spec({"hand": ["Stormbringer"], "base": ["Vanguard Sergeant"],
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


# ---------------------------------------------------------------- Mindsplitter

def test_mindsplitter_reveals_the_opponents_hand_and_they_discard_the_chosen_card(scenario):
    s = scenario(spec({"hand": ["Mindsplitter"], "pool": {"energy": 7, "power": {"chaos": 2}}},
                      {"hand": ["Petty Officer", "Hextech Ray", "Stalwart Poro"]}))
    hand1 = list(s.game.players[1].hand)
    s.do("play Mindsplitter")
    go(s, "base")
    until(s, DecisionKind.CHOOSE_CARD)
    assert s.decision.player == 0
    reveals = [e.obj for e in s.game.events if e.kind.name == "REVEAL"]
    assert reveals == hand1                            # 424: the whole hand, in order
    s.do(f"choose Hextech Ray #{s.id('Hextech Ray')}")
    settle_open(s)
    assert s.zone("Hextech Ray") == "TRASH"
    assert sorted(hand(s, 1)) == ["Petty Officer", "Stalwart Poro"]
    assert s.game.players[1].discarded == 1 and s.game.players[0].discarded == 0


def test_mindsplitter_with_an_empty_opposing_hand_does_nothing(scenario):
    s = scenario(spec({"hand": ["Mindsplitter"], "pool": {"energy": 7, "power": {"chaos": 2}}}))
    s.do("play Mindsplitter")
    go(s, "base")
    settle_open(s)
    assert s.zone("Mindsplitter") == "BOARD"
    assert not [e for e in s.game.events if e.kind.name in ("REVEAL", "DISCARD")]


# ---------------------------------------------------------------- Radiant Dawn (Leona)

def test_radiant_dawn_buffs_a_friendly_unit_when_you_stun_an_enemy(scenario):
    s = scenario(spec({"legend": "Radiant Dawn", "hand": ["Rune Prison"],
                       "runes": runes("calm", 2), "base": ["Vanguard Sergeant"]},
                      {"base": ["Petty Officer"]}))
    s.do("play Rune Prison")
    go(s, "target Petty Officer")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Petty Officer").stunned
    assert s.obj("Vanguard Sergeant").buff == 1


def test_radiant_dawn_ignores_stunning_a_friendly_unit(scenario):
    s = scenario(spec({"legend": "Radiant Dawn", "hand": ["Rune Prison"],
                       "runes": runes("calm", 2), "base": ["Vanguard Sergeant"]},
                      {"base": ["Petty Officer"]}))
    s.do("play Rune Prison")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned
    assert s.kind == DecisionKind.PRIORITY
    assert s.obj("Vanguard Sergeant").buff == 0 and s.obj("Petty Officer").buff == 0



# ---------------------------------------------------------------- Aspirant's Climb

def _over_after_a_move(scenario, bfs, **p0):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []], "points": 8, **p0},
                      bfs=bfs))
    if not s.game.is_over:                             # (the first cleanup may end it)
        s.do("move Vanguard Sergeant")
        go(s, "base")
        settle_open(s)
    return s


def test_aspirants_climb_raises_the_victory_score_by_one(scenario):
    """467.1 / 323.1: 8 points no longer win while Aspirant's Climb is in play."""
    s = _over_after_a_move(scenario, ["Aspirant's Climb", "Altar to Unity"])
    assert not s.game.is_over
    s = _over_after_a_move(scenario, BF)
    assert s.game.is_over and s.game.outcome.winner == 0


def test_aspirants_climb_a_conquer_at_eight_needs_every_battlefield_scored(scenario):
    """466.1.b at 9 to win: the 9th point from a conquer needs every battlefield scored this
    turn, otherwise the player draws instead."""
    s = scenario(spec({"base": ["Vanguard Sergeant"], "points": 8,
                       "deck": ["Pouty Poro"] + FILL},
                      bfs=["Aspirant's Climb", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.players[0].points == 8 and not s.game.is_over
    assert "Pouty Poro" in hand(s, 0)


def test_aspirants_climb_nine_points_win(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"], "points": 8, "scored": [0]},
                      bfs=["Aspirant's Climb", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.players[0].points == 9
    assert s.game.is_over and s.game.outcome.winner == 0
