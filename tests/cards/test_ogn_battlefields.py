"""Origins (OGN) battlefields: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim import LOC_BASE
from riftsim.actions import DecisionKind

from card_helpers import (
    bmight, card, go, hand, move_to_battle, QUIET_BFS, QUIET_FILL, quiet_spec, runes, settle,
    settle_open, spec, tgt, WARRENS,
)


def _over_after_a_move(scenario, bfs, **p0):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []], "points": 8, **p0},
                            bfs=bfs))
    if not s.game.is_over:                             # (the first cleanup may end it)
        s.do("move Vanguard Sergeant")
        go(s, "base")
        settle_open(s)
    return s


# "When you hold here, you may return your Chosen Champion from your trash to your Champion Zone
# if it is empty" (108.3; any copy of the chosen card, the Origins FAQ).
def _tomb(scenario, **p0):
    base = {"field": [["Stalwart Poro"], []], "chosen_champion": "Jinx, Rebel",
            "trash": ["Jinx, Rebel"]}
    base.update(p0)
    return scenario(spec(base, bfs=[{"card": "Hallowed Tomb", "controller": 0}, WARRENS],
                         phase="awaken"))


def _answer_tomb(s, answer):
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do(answer)
            return s
        if s.kind == DecisionKind.PRIORITY and not s.game.chain and s.game.phase.name == "MAIN":
            return s
        s.do("pass")
    return s


# ---------------------------------------------------------------- Aspirant's Climb

def test_aspirants_climb_raises_the_victory_score_by_one(scenario):
    """467.1 / 323.1: 8 points no longer win while Aspirant's Climb is in play."""
    s = _over_after_a_move(scenario, ["Aspirant's Climb", "Altar to Unity"])
    assert not s.game.is_over
    s = _over_after_a_move(scenario, QUIET_BFS)
    assert s.game.is_over and s.game.outcome.winner == 0


def test_aspirants_climb_a_conquer_at_eight_needs_every_battlefield_scored(scenario):
    """466.1.b at 9 to win: the 9th point from a conquer needs every battlefield scored this
    turn, otherwise the player draws instead."""
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"], "points": 8,
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            bfs=["Aspirant's Climb", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.players[0].points == 8 and not s.game.is_over
    assert "Pouty Poro" in hand(s, 0)


def test_aspirants_climb_nine_points_win(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"], "points": 8, "scored": [0]},
                            bfs=["Aspirant's Climb", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.players[0].points == 9
    assert s.game.is_over and s.game.outcome.winner == 0


# ---------------------------------------------------------------- Back-Alley Bar

def test_back_alley_bar_gives_a_unit_moving_from_here_one_might(scenario):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant", "Daring Poro"], []]},
                            bfs=[{"card": "Back-Alley Bar", "controller": 0}, QUIET_BFS[1]]))
    s.do("move Vanguard Sergeant")
    go(s, "base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 0
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Daring Poro") == 2                 # stayed


def test_back_alley_bar_ignores_a_unit_moving_there(scenario):
    s = scenario(quiet_spec({"base": ["Vanguard Sergeant"]},
                            bfs=[{"card": "Back-Alley Bar", "controller": 0}, QUIET_BFS[1]]))
    s.do("move Vanguard Sergeant")
    go(s, "to Back-Alley Bar")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 1
    assert s.might("Vanguard Sergeant") == 4


def test_back_alley_bar_triggers_for_an_enemy_unit_moving_from_here(scenario):
    """187.6: the battlefield's controller controls the ability; the enemy unit still gets it."""
    s = scenario(quiet_spec({"hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                            {"field": [["Petty Officer"], []]},
                            bfs=[{"card": "Back-Alley Bar", "controller": 1}, QUIET_BFS[1]]))
    s.do("play Fight or Flight")
    go(s, "target Petty Officer")
    settle_open(s)
    assert s.obj("Petty Officer").loc == 0
    assert s.might("Petty Officer") == 6


# ---------------------------------------------------------------- Fortified Position

def test_fortified_position_gives_a_defender_shield_two(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]}, {"field": [["Vanguard Sergeant"]]},
                      bfs=["Fortified Position", "Zaun Warrens"], react=True))
    move_to_battle(s, "Playful Phantom", "Fortified Position")
    assert s.kind == DecisionKind.TARGET and s.decision.player == 1
    s.do(tgt(s, "Vanguard Sergeant"))
    s.do("pass")
    assert bmight(s, "Vanguard Sergeant") == 6
    settle(s)                                          # 5 vs 6: the attacker dies
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"


# ---------------------------------------------------------------- Hallowed Tomb
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_hallowed_tomb_returns_the_chosen_champion_when_you_hold(scenario):
    s = _tomb(scenario)
    _answer_tomb(s, "yes")
    settle_open(s)
    g = s.game
    jinx = s.id("Jinx, Rebel")
    assert g.players[0].champion == jinx and s.zone("Jinx, Rebel") == "CHAMPION"
    assert not g.players[0].trash


def test_hallowed_tomb_is_optional(scenario):
    s = _tomb(scenario)
    _answer_tomb(s, "no")
    settle_open(s)
    assert s.zone("Jinx, Rebel") == "TRASH"


def test_hallowed_tomb_nothing_while_the_champion_zone_holds_a_card(scenario):
    s = _tomb(scenario, champion="Jinx, Rebel")
    _answer_tomb(s, "yes")
    settle_open(s)
    g = s.game
    in_trash = [i for i in g.players[0].trash if g.pool[g.objs[i].card].name == "Jinx, Rebel"]
    assert len(in_trash) == 1


# ---------------------------------------------------------------- Monastery of Hirana

def test_monastery_of_hirana_spend_a_buff_to_draw(scenario):
    s = scenario(spec({"base": [{"card": "Shipyard Skulker", "buff": 1}]},
                      bfs=["Monastery of Hirana", "Zaun Warrens"]))
    move_to_battle(s, "Shipyard Skulker", "Monastery of Hirana")
    settle(s)                                          # showdown; conquer
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle(s)
    assert s.obj("Shipyard Skulker").buff == 0 and hand(s) == ["Mega-Mech"]


# ---------------------------------------------------------------- Reaver's Row

def test_reavers_row_defender_may_move_a_unit_to_base(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]},
                      {"field": [["Vanguard Sergeant", "Stalwart Poro"]]},
                      bfs=["Reaver's Row", "Zaun Warrens"], react=True))
    move_to_battle(s, "Playful Phantom", "Reaver's Row")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes", tgt(s, "Stalwart Poro"))
    s.do("pass")
    assert s.obj("Stalwart Poro").loc == LOC_BASE


# ---------------------------------------------------------------- Startipped Peak

def test_startipped_peak_hold_may_channel(scenario):
    s = scenario(spec({"field": [["Shipyard Skulker"]], "rune_deck": ["Calm Rune"] * 4},
                      bfs=["Startipped Peak", "Zaun Warrens"], phase="awaken"))
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle(s)
    p = s.game.players[0]
    # 1 exhausted from the Peak, then 2 in the channel step
    assert len(p.runes) == 3 and sum(s.game.objs[r].exhausted for r in p.runes) == 1


# ---------------------------------------------------------------- Targon's Peak

def test_targons_peak_readies_runes_at_the_end_of_the_turn(scenario):
    s = scenario(spec({"base": ["Shipyard Skulker"],
                       "runes": [{"card": "Calm Rune", "exhausted": True}] * 3},
                      {"base": ["Petty Officer"]}, bfs=["Targon's Peak", "Zaun Warrens"]))
    move_to_battle(s, "Shipyard Skulker", "Targon's Peak")
    settle(s)
    assert s.game.delayed and s.points() == [1, 0]
    s.do("end turn")
    assert s.kind == DecisionKind.TARGET               # the delayed trigger chooses runes
    runes = s.game.players[0].runes
    s.do(f"target Calm Rune #{runes[0]}", f"target Calm Rune #{runes[1]}")
    settle(s)
    assert [s.game.objs[r].exhausted for r in runes] == [False, False, True]


# ---------------------------------------------------------------- The Grand Plaza

def test_grand_plaza_wins_with_seven_units_when_holding(scenario):
    s = scenario(spec({"field": [["Recruit"] * 7]}, bfs=["The Grand Plaza", "Zaun Warrens"],
                      phase="awaken"))
    settle(s)
    assert s.game.is_over and s.game.outcome.winner == 0
    assert s.game.outcome.reason.name == "CARD_EFFECT"


def test_grand_plaza_no_win_with_six(scenario):
    s = scenario(spec({"field": [["Recruit"] * 6]}, bfs=["The Grand Plaza", "Zaun Warrens"],
                      phase="awaken"))
    settle(s)
    assert not s.game.is_over and s.points() == [1, 0]


# ---------------------------------------------------------------- Void Gate

def test_void_gate_spells_deal_one_bonus_damage_to_units_there(scenario):
    """712-715 / FAQ: only damage to units at Void Gate is increased."""
    s = scenario(spec({"hand": ["Flurry of Blades"], "pool": {"energy": 20}},
                      {"field": [["Vanguard Sergeant"], ["Vanguard Sergeant"]]},
                      bfs=["Void Gate", "Zaun Warrens"]))
    s.do(f"play {card(s, 'Flurry of Blades')}")
    settle(s)
    g = s.game
    dmg = {g.objs[i].loc: g.objs[i].damage for i in s.ids("Vanguard Sergeant")}
    assert dmg == {1: 2, 2: 1}


def test_void_gate_no_bonus_for_combat_damage(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]},
                      {"field": [[{"card": "Vanguard Sergeant", "might": 2}]]},   # 6 Might
                      bfs=["Void Gate", "Zaun Warrens"]))
    move_to_battle(s, "Playful Phantom", "Void Gate")
    settle(s)                                          # 5 combat damage, no bonus: it lives
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"


# ---------------------------------------------------------------- Windswept Hillock

def test_windswept_hillock_gives_units_here_ganking(scenario):
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []], "base": ["Daring Poro"]},
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
    s = scenario(quiet_spec({"field": [["Vanguard Sergeant"], []]}))
    s.do("move Vanguard Sergeant")
    assert not s.can("to Altar to Unity")
