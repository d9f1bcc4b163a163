"""Origins (OGN) Chaos cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim import LOC_BASE
from riftsim.actions import DecisionKind

from card_helpers import (
    act, bid, board, card, go, GROVE, hand, kws, QUIET_BFS, QUIET_FILL, quiet_spec, runes, settle,
    settle_open, spec, tgt, trash, until, until_kind, WARRENS,
)


# "When a friendly unit moves from my location, I may be moved with it" (441): to where it went.
def _pursue(scenario, answer, p0=None):
    s = scenario(spec(p0 or {"base": ["Stealthy Pursuer", "Stalwart Poro"]}))
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    for _ in range(20):
        if s.kind == DecisionKind.MAY:
            s.do(answer)
            break
        if not s.game.chain and s.kind == DecisionKind.PRIORITY:
            break
        s.do("pass")
    settle_open(s)
    return s


def _discard_two(s):
    """Play Jinx, Demolitionist without Accelerate and discard two cards as her play effect."""
    s.do("play Jinx, Demolitionist")
    go(s, "no")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
        elif s.can("pass"):
            s.do("pass")
        if not s.game.chain and s.kind == DecisionKind.PRIORITY:
            break


def _yasuo(scenario, moves):
    """Both battlefields already scored this turn (465): only Yasuo's point can count."""
    return scenario(quiet_spec({"field": [[{"card": "Yasuo, Windrider", "moves": moves}], []],
                                "scored": [0, 1]},
                               bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                    {"card": "Altar to Unity", "controller": 0}]))


# ---------------------------------------------------------------- Cemetery Attendant

def test_cemetery_attendant_returns_a_unit_from_your_trash(scenario):
    s = scenario(spec({"hand": ["Cemetery Attendant"], "trash": ["Mega-Mech", "Stupefy"],
                       "pool": {"energy": 3, "power": {"chaos": 1}}}))
    s.do(f"play {card(s, 'Cemetery Attendant')}")
    settle(s)
    assert hand(s) == ["Mega-Mech"] and trash(s) == ["Stupefy"]


# ---------------------------------------------------------------- Ember Monk

def test_ember_monk_gets_two_might_when_a_card_is_played_from_face_down(scenario):
    """811.1.d: Back Off played from its hidden battlefield is a card played from [Hidden]
    (its target is at that battlefield, 811.1.d.2)."""
    s = scenario(quiet_spec({"field": [["Ember Monk"], []]}, {"field": [["Playful Phantom"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Back Off", "controller": 0}}, QUIET_BFS[1]]))
    assert s.might("Ember Monk") == 4
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.obj("Playful Phantom").stunned
    assert s.might("Ember Monk") == 6


def test_ember_monk_ignores_a_card_played_from_hand(scenario):
    s = scenario(quiet_spec({"base": ["Ember Monk"], "hand": ["Back Off"],
                             "runes": runes("calm", 3)},
                            {"field": [["Playful Phantom"], []]}))
    s.do("play Back Off")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.obj("Playful Phantom").stunned
    assert s.might("Ember Monk") == 4


# ---------------------------------------------------------------- Gust

def test_gust_returns_a_small_unit_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Gust"], "pool": {"energy": 1}},
                      {"field": [["Shipyard Skulker", "Vanguard Sergeant", "Stalwart Poro"]]}))
    s.do(f"play {card(s, 'Gust')}")
    assert s.options() == [tgt(s, "Shipyard Skulker"), tgt(s, "Stalwart Poro")]   # Might <= 3
    s.do(tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "HAND" and hand(s, 1) == ["Shipyard Skulker"]


# ---------------------------------------------------------------- Morbid Return

def test_morbid_return_returns_a_unit_from_your_trash(scenario):
    s = scenario(spec({"hand": ["Morbid Return"], "trash": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    act(s, f"play {card(s, 'Morbid Return')}", f"target {card(s, 'Shipyard Skulker')}")
    settle(s)
    assert hand(s) == ["Shipyard Skulker"]


# ---------------------------------------------------------------- Sai Scout

def test_sai_scout_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(spec({"hand": ["Sai Scout"], "pool": {"energy": 6}},
                      {"field": [[], ["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Sai Scout')}")
    assert sorted(s.options()) == ["to Grove of the God-Willow", "to P0's base"]
    s.do("to Grove of the God-Willow")
    settle(s)
    assert s.obj("Sai Scout").loc == 1


# ---------------------------------------------------------------- Sneaky Deckhand

def test_sneaky_deckhand_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(spec({"hand": ["Sneaky Deckhand"], "pool": {"energy": 3}}))
    s.do(f"play {card(s, 'Sneaky Deckhand')}", "to Zaun Warrens")
    settle(s)
    assert s.obj("Sneaky Deckhand").loc == 2 and s.game.bfs[1].controller == 0   # conquered
    assert s.points() == [1, 0]


# ---------------------------------------------------------------- Stealthy Pursuer
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_stealthy_pursuer_may_follow_a_friendly_unit(scenario):
    s = _pursue(scenario, "yes")
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 1


def test_stealthy_pursuer_may_stay(scenario):
    s = _pursue(scenario, "no")
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 0


def test_stealthy_pursuer_only_from_its_own_location(scenario):
    s = _pursue(scenario, "yes", {"base": ["Stalwart Poro"], "field": [[], ["Stealthy Pursuer"]]})
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 2
    assert not any(e.kind.name == "TRIGGER" and e.obj == s.id("Stealthy Pursuer")
                   for e in s.game.events)


def test_stealthy_pursuer_follows_a_unit_back_to_base(scenario):
    s = scenario(spec({"field": [["Stealthy Pursuer", "Stalwart Poro"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS]))
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", "to P0's base")
    for _ in range(20):
        if s.kind == DecisionKind.MAY:
            s.do("yes")
            break
        s.do("pass")
    settle_open(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Stealthy Pursuer").loc == 0


# ---------------------------------------------------------------- Acceptable Losses

def test_acceptable_losses_each_player_kills_one_of_their_gear(scenario):
    s = scenario(quiet_spec({"hand": ["Acceptable Losses"], "runes": runes("chaos", 1),
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


# ---------------------------------------------------------------- Fading Memories

def test_fading_memories_gives_a_gear_temporary(scenario):
    s = scenario(spec({"hand": ["Fading Memories"], "pool": {"energy": 4, "power": {"chaos": 1}}},
                      {"base": ["Orb of Regret"], "field": [["Shipyard Skulker"]]}))
    s.do(f"play {card(s, 'Fading Memories')}")
    assert sorted(s.options()) == sorted([tgt(s, "Orb of Regret"), tgt(s, "Shipyard Skulker")])
    s.do(tgt(s, "Orb of Regret"))
    settle(s)
    assert "Temporary" in kws(s, "Orb of Regret")
    s.pass_until(lambda x: x.game.turn_player == 1 and x.game.phase.name == "MAIN")
    assert s.zone("Orb of Regret") == "TRASH"          # killed at its controller's Beginning


# ---------------------------------------------------------------- Pack of Wonders

def test_pack_of_wonders_returns_another_friendly_unit(scenario):
    s = scenario(quiet_spec({"base": ["Pack of Wonders", "Vanguard Sergeant"]},
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
    s = scenario(quiet_spec({"base": ["Pack of Wonders"], "field": [["Vanguard Sergeant"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                                  "hidden": {"card": "Back Off", "controller": 0}},
                                 "Altar to Unity"]))
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target Back Off")
    settle_open(s)
    assert s.zone("Back Off") == "HAND"
    assert s.game.bfs[0].facedown < 0


def test_pack_of_wonders_returns_treasure_trove_which_draws_and_channels(scenario):
    s = scenario(quiet_spec({"base": ["Pack of Wonders", "Treasure Trove"],
                             "deck": ["Pouty Poro"] + QUIET_FILL, "rune_deck": ["Chaos Rune"]}))
    s.do("activate ability 0 of Pack of Wonders")
    go(s, "target Treasure Trove")
    settle_open(s)
    assert s.zone("Treasure Trove") == "HAND"
    assert s.zone("Pouty Poro") == "HAND"                  # leaves the board: draw 1 …
    runes_now = s.game.players[0].runes
    assert len(runes_now) == 1 and s.game.objs[runes_now[0]].exhausted   # … channel 1 exhausted


# ---------------------------------------------------------------- Scrapheap

def test_scrapheap_draws_when_played_discarded_or_killed(scenario):
    s = scenario(spec({"hand": ["Scrapheap", "Scrapheap", "Chemtech Enforcer"],
                       "pool": {"energy": 10}}))
    s.do(f"play {card(s, 'Scrapheap')}")
    settle(s)
    assert len(s.game.players[0].hand) == 3            # played: draw 1
    s.do(f"play {card(s, 'Chemtech Enforcer')}")
    settle(s)
    s.do(f"choose {card(s, 'Scrapheap', index=1)}")     # Enforcer's discard picks Scrapheap
    settle(s)
    assert len(s.game.players[0].hand) == 2            # 3 - Enforcer - Scrapheap + 1


def test_scrapheap_draws_when_killed(scenario):
    """Fading Memories gives it Temporary (816): it is killed at its controller's next
    Beginning Phase and draws then (plus the draw step's card)."""
    s = scenario(spec({"base": ["Scrapheap"], "hand": ["Fading Memories"],
                       "pool": {"energy": 4, "power": {"chaos": 1}}},
                      {"base": ["Petty Officer"]}))
    act(s, f"play {card(s, 'Fading Memories')}", tgt(s, "Scrapheap"))
    settle(s)
    s.pass_until(lambda x: x.game.turn_player == 0 and x.game.turn == 5)
    assert s.zone("Scrapheap") == "TRASH" and len(s.game.players[0].hand) == 2


# ---------------------------------------------------------------- Treasure Trove

def test_treasure_trove_kills_itself_then_draws_and_channels(scenario):
    s = scenario(quiet_spec({"base": ["Treasure Trove"], "runes": ["Chaos Rune"],
                             "deck": ["Pouty Poro"] + QUIET_FILL, "rune_deck": ["Chaos Rune"] * 2}))
    s.do("activate ability 1 of Treasure Trove")            # [chaos], exhaust: kill this
    settle_open(s)
    assert s.zone("Treasure Trove") == "TRASH"
    assert s.zone("Pouty Poro") == "HAND"
    p = s.game.players[0]
    assert len(p.runes) == 1 and s.game.objs[p.runes[0]].exhausted   # the paying rune was
    assert len(p.rune_deck) == 2                           # recycled (to the rune deck's bottom)


def test_treasure_trove_killed_by_an_opponent_still_rewards_its_controller(scenario):
    s = scenario(quiet_spec({"hand": ["Brittle Steel"], "runes": runes("fury", 3)},
                            {"base": ["Treasure Trove"], "deck": ["Pouty Poro"] + QUIET_FILL,
                             "rune_deck": ["Chaos Rune"]}))
    s.do("play Brittle Steel")
    go(s, "target Treasure Trove")
    settle_open(s)
    assert s.zone("Treasure Trove") == "TRASH"
    assert "Pouty Poro" in hand(s, 1)
    assert len(s.game.players[1].runes) == 1


# ---------------------------------------------------------------- Whirlwind
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_whirlwind_each_player_returns_a_unit_starting_with_the_next(scenario):
    s = scenario(spec({"hand": ["Whirlwind"], "pool": {"energy": 3, "power": {"chaos": 1}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do("play Whirlwind")
    until_kind(s, DecisionKind.CHOOSE_CARD, 1)          # the next player first
    assert s.can("done")                                 # "may"
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")      # any unit: mine
    assert s.zone("Stalwart Poro") == "HAND"
    assert s.kind == DecisionKind.CHOOSE_CARD and s.game.decision.player == 0
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.id("Vanguard Sergeant") in s.game.players[1].hand   # its owner's hand


def test_whirlwind_players_may_decline(scenario):
    s = scenario(spec({"hand": ["Whirlwind"], "pool": {"energy": 3, "power": {"chaos": 1}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do("play Whirlwind")
    until_kind(s, DecisionKind.CHOOSE_CARD, 1)
    s.do("done")
    s.do("done")
    settle_open(s)
    assert s.zone("Stalwart Poro") == "BOARD" and s.zone("Vanguard Sergeant") == "BOARD"


# ---------------------------------------------------------------- Zaunite Bouncer

def test_zaunite_bouncer_returns_another_unit_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Zaunite Bouncer"], "runes": runes("chaos", 6),
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


# ---------------------------------------------------------------- Maddened Marauder

def test_maddened_marauder_moves_a_unit_from_a_battlefield_to_base(scenario):
    s = scenario(spec({"hand": ["Maddened Marauder"], "pool": {"energy": 5}},
                      {"field": [["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Maddened Marauder')}")
    settle(s)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE


# ---------------------------------------------------------------- Mindsplitter

def test_mindsplitter_reveals_the_opponents_hand_and_they_discard_the_chosen_card(scenario):
    s = scenario(quiet_spec({"hand": ["Mindsplitter"],
                             "pool": {"energy": 7, "power": {"chaos": 2}}},
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
    s = scenario(quiet_spec({"hand": ["Mindsplitter"],
                             "pool": {"energy": 7, "power": {"chaos": 2}}}))
    s.do("play Mindsplitter")
    go(s, "base")
    settle_open(s)
    assert s.zone("Mindsplitter") == "BOARD"
    assert not [e for e in s.game.events if e.kind.name in ("REVEAL", "DISCARD")]


# ---------------------------------------------------------------- Miss Fortune, Buccaneer

def test_miss_fortune_buccaneer_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Miss Fortune, Buccaneer"], "runes": runes("chaos", 4)},
                            {"field": [[], ["Playful Phantom"]]}))
    s.do("play Miss Fortune, Buccaneer")
    assert s.can("to Grove of the God-Willow")         # open: no controller, no units
    assert not s.can("to Altar to Unity")              # occupied
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Miss Fortune, Buccaneer").loc == 1


def test_miss_fortune_buccaneer_lets_friendly_units_be_played_to_open_battlefields(scenario):
    s = scenario(quiet_spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 4),
                             "base": ["Miss Fortune, Buccaneer"]},
                            {"hand": ["Vanguard Sergeant"], "field": [[], ["Playful Phantom"]]}))
    s.do("play Vanguard Sergeant")
    assert s.can("to Grove of the God-Willow") and not s.can("to Altar to Unity")
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Vanguard Sergeant", 0).loc == 1


def test_without_miss_fortune_buccaneer_units_go_to_base(scenario):
    s = scenario(quiet_spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 4)}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    assert s.obj("Vanguard Sergeant").loc == 0


# ---------------------------------------------------------------- Rhasa the Sunderer

def test_rhasa_costs_one_less_per_card_in_your_trash(scenario):
    s = scenario(spec({"hand": ["Rhasa the Sunderer"], "trash": ["Mega-Mech"] * 4,
                       "pool": {"energy": 6, "power": {"chaos": 1}}}))
    s.do(f"play {card(s, 'Rhasa the Sunderer')}")
    assert board(s, "Rhasa the Sunderer", 0) and s.game.players[0].energy == 0


# ---------------------------------------------------------------- Soulgorger

def test_soulgorger_plays_a_unit_from_the_trash_ignoring_its_energy(scenario):
    """The Sergeant's 4 Energy is not paid: the 8 in the pool all go to Soulgorger."""
    s = scenario(quiet_spec({"hand": ["Soulgorger"], "trash": ["Vanguard Sergeant"],
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
    s = scenario(quiet_spec({"hand": ["Soulgorger"], "trash": ["Vanguard Sergeant"],
                             "pool": {"energy": 8, "power": {"chaos": 2}}}))
    s.do("play Soulgorger")
    go(s, "base")
    settle_open(s)
    s.do("no")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


# ---------------------------------------------------------------- Invert Timelines

def test_invert_timelines_each_player_discards_their_hand_then_draws_four(scenario):
    s = scenario(quiet_spec({"hand": ["Invert Timelines", "Pouty Poro", "Daring Poro"],
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


# ---------------------------------------------------------------- Jinx, Rebel

def test_jinx_rebel_readies_and_grows_once_per_discarding_instruction(scenario):
    """422: "discard 2" is one discarding instruction: one trigger, +1 Might (not +2)."""
    s = scenario(spec({"hand": ["Jinx, Demolitionist", "Hextech Ray", "Hextech Ray",
                                "Hextech Ray"], "runes": runes("fury", 4),
                       "base": [{"card": "Jinx, Rebel", "exhausted": True}]}))
    assert s.might("Jinx, Rebel") == 5
    _discard_two(s)
    assert len(s.game.players[0].hand) == 1
    assert not s.obj("Jinx, Rebel").exhausted
    assert s.might("Jinx, Rebel") == 6


def test_jinx_rebel_ignores_the_opponents_discards(scenario):
    s = scenario(spec({"hand": ["Jinx, Demolitionist", "Hextech Ray", "Hextech Ray"],
                       "runes": runes("fury", 4)},
                      {"base": [{"card": "Jinx, Rebel", "exhausted": True}]}))
    _discard_two(s)
    assert s.obj("Jinx, Rebel").exhausted and s.might("Jinx, Rebel") == 5


# ---------------------------------------------------------------- Yasuo, Windrider

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
