"""Cards of the atlanta-01, barcelona-05 and barcelona-07 tournament lists: scenario tests on
both engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import go, runes, settle_open, spec_factory

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _board(s, name, player=None):
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == name
            and (player is None or o.controller == player)]


def _ids_on_board(s, name, player=None):
    return [o.id for o in _board(s, name, player)]


def _end_turn(s, limit=80):
    """End the turn and pass until the next turn's main phase (triggers ordered as offered)."""
    turn = s.game.turn
    for _ in range(limit):
        if s.game.turn != turn and s.kind == DecisionKind.PRIORITY and not s.game.chain:
            return s
        if s.can("end turn"):
            s.do("end turn")
        elif s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            s.game.apply(s.game.legal_actions()[0])
    raise AssertionError("the turn did not end")


# ---------------------------------------------------------------- Bellows Breath

def _bellows(scenario, n_runes):
    return scenario(spec({"hand": ["Bellows Breath"], "runes": runes("mind", n_runes)},
                         {"field": [["Daring Poro", "Daring Poro", "Vanguard Sergeant"], []],
                          "base": ["Daring Poro"]}))


def test_bellows_breath_deals_1_to_up_to_three_units_at_one_location(scenario):
    s = _bellows(scenario, 2)
    at_bf = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 1]
    in_base = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 0]
    s.do("play Bellows Breath")
    go(s, "no")                                   # the Repeat cost is not affordable anyway
    s.do(f"target Daring Poro #{at_bf[0]}")
    assert not s.can(f"target Daring Poro #{in_base[0]}")      # same location only
    assert not s.can(f"target Mega-Mech #{s.id('Mega-Mech', 0)}")
    s.do(f"target Daring Poro #{at_bf[1]}", "target Vanguard Sergeant")
    settle_open(s)
    assert [s.game.objs[i].damage for i in at_bf] == [1, 1]
    assert s.damage("Vanguard Sergeant") == 1
    assert s.game.objs[in_base[0]].damage == 0
    assert s.zone("Bellows Breath") == "TRASH"


def test_bellows_breath_repeat_runs_again_with_new_targets(scenario):
    """820.2.a: the repeated execution chooses its own targets."""
    s = _bellows(scenario, 4)
    at_bf = [i for i in _ids_on_board(s, "Daring Poro", 1) if s.game.objs[i].loc == 1]
    s.do("play Bellows Breath", "yes")
    s.do(f"target Daring Poro #{at_bf[0]}", "done")
    s.do(f"target Daring Poro #{at_bf[0]}", f"target Daring Poro #{at_bf[1]}", "done")
    settle_open(s)
    assert s.game.objs[at_bf[0]].zone.name == "TRASH"           # 2 damage on a 2-Might unit
    assert s.game.objs[at_bf[1]].damage == 1
    assert s.damage("Vanguard Sergeant") == 0


# ---------------------------------------------------------------- Card Sharp

def _golds(s, player):
    return _board(s, "Gold", player)


def _card_sharp(scenario, mine, theirs):
    s = scenario(spec({"hand": ["Card Sharp"], "runes": runes("mind", 3)}))
    s.do("play Card Sharp")
    go(s, "base")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY and s.decision.player == 0
    s.do("yes" if mine else "no")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1     # the opponent's choice
    s.do("yes" if theirs else "no")
    settle_open(s)
    return s


def test_card_sharp_opponent_taking_gold_gives_you_another(scenario):
    s = _card_sharp(scenario, True, True)
    assert len(_golds(s, 0)) == 2 and len(_golds(s, 1)) == 1
    assert all(o.exhausted and o.loc == 0 for o in _golds(s, 0) + _golds(s, 1))


def test_card_sharp_opponent_declining_gives_nothing_more(scenario):
    s = _card_sharp(scenario, True, False)
    assert len(_golds(s, 0)) == 1 and _golds(s, 1) == []


def test_card_sharp_you_decline_opponent_takes(scenario):
    s = _card_sharp(scenario, False, True)
    assert len(_golds(s, 0)) == 1 and len(_golds(s, 1)) == 1


# ---------------------------------------------------------------- Chem-Baroness

def test_chem_baroness_hold_exhausts_her_for_an_exhausted_gold(scenario):
    s = scenario(spec({"legend": "Chem-Baroness", "field": [["Daring Poro"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Altar to Unity"], phase="awaken"))
    for _ in range(20):
        if s.kind == DecisionKind.MAY or s.kind == DecisionKind.OPTIONAL_COST:
            break
        s.do("pass") if s.can("pass") else s.do("option 0")
    s.do("yes")
    settle_open(s)
    golds = _golds(s, 0)
    assert len(golds) == 1 and golds[0].exhausted
    legend = s.game.objs[s.id("Chem-Baroness")]
    assert legend.exhausted


def _gold_spec(points):
    return spec({"legend": "Chem-Baroness", "base": ["Gold"], "points": points})


def test_chem_baroness_gold_adds_one_more_energy_within_3_points(scenario):
    s = scenario(_gold_spec(5))                      # Victory Score 8: 5 is within 3
    s.do(f"activate ability 0 of Gold #{_golds(s, 0)[0].id}")
    p = s.game.players[0]
    assert p.energy == 1 and sum(p.power.values()) == 1


def test_chem_baroness_gold_adds_no_energy_further_away(scenario):
    s = scenario(_gold_spec(4))
    s.do(f"activate ability 0 of Gold #{_golds(s, 0)[0].id}")
    p = s.game.players[0]
    assert p.energy == 0 and sum(p.power.values()) == 1


# ---------------------------------------------------------------- Hostile Takeover

def _takeover(scenario, enemies):
    return scenario(spec({"hand": ["Hostile Takeover"],
                          "runes": runes("mind", 4) + runes("order", 3)},
                         {"field": [[{"card": "Vanguard Sergeant", "exhausted": True}]
                                    + enemies, []]},
                         bfs=[{"card": "Grove of the God-Willow", "controller": 1},
                              "Altar to Unity"]))


def test_hostile_takeover_takes_readies_and_gives_back_at_end_of_turn(scenario):
    s = _takeover(scenario, [])
    sgt = s.id("Vanguard Sergeant")
    s.do("play Hostile Takeover")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    u = s.game.objs[sgt]
    assert u.controller == 0 and not u.exhausted and u.loc == 1
    assert [e.value for e in s.game.events if e.kind.name == "SHOWDOWN"] == [0]
    # the Spiritforged FAQ: a noncombat showdown, then the battlefield is conquered
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 1
    _end_turn(s)
    u = s.game.objs[sgt]
    assert u.controller == 1 and u.loc == 0 and u.zone.name == "BOARD"      # recalled


def test_hostile_takeover_with_other_enemies_there_starts_a_combat(scenario):
    s = _takeover(scenario, ["Daring Poro"])
    s.do("play Hostile Takeover")
    s.do(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    # a combat (nobody can act in its showdown): the 4-Might Sergeant kills the Poro
    assert [e.value for e in s.game.events if e.kind.name == "SHOWDOWN"] == [1]
    assert s.zone("Daring Poro") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.game.bfs[0].controller == 0


# ---------------------------------------------------------------- Jayce, Man of Progress

def _jayce(scenario, hand_gear="Vanguard Armory"):
    s = scenario(spec({"hand": ["Jayce, Man of Progress", hand_gear], "base": ["Gold"],
                       "runes": runes("mind", 4) + runes("order", 1)}))
    s.do("play Jayce, Man of Progress")
    go(s, "base")
    return s


def test_jayce_kills_a_gear_to_play_a_gear_without_its_energy_cost(scenario):
    s = _jayce(scenario)
    gold = _golds(s, 0)[0].id
    s.do(f"target Gold #{gold}")
    settle_open(s) if s.kind != DecisionKind.MAY else None
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, f"choose Vanguard Armory #{s.id('Vanguard Armory')}")
    settle_open(s)
    assert s.game.objs[gold].zone.name != "BOARD"
    assert s.zone("Vanguard Armory") == "BOARD"          # 7 Energy ignored, [order] paid
    assert len(s.game.players[0].runes) == 4             # the order rune paid its Power


def test_jayce_without_killing_a_gear_plays_nothing(scenario):
    s = _jayce(scenario)
    s.do("done")
    settle_open(s)
    assert len(_golds(s, 0)) == 1
    assert s.zone("Vanguard Armory") == "HAND"


def test_jayce_plays_only_a_gear(scenario):
    s = _jayce(scenario, "Mega-Mech")                    # a unit: nothing to play
    s.do(f"target Gold #{_golds(s, 0)[0].id}")
    if s.kind == DecisionKind.MAY:
        s.do("yes")
    assert s.kind != DecisionKind.CHOOSE_CARD
    settle_open(s)
    assert _golds(s, 0) == []
    assert [o.zone.name for o in s.game.objs
            if s.game.pool[o.card].name == "Mega-Mech" and o.owner == 0].count("HAND") == 1


# ---------------------------------------------------------------- Renata Glasc, Mastermind

def test_renata_abilities_only_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Renata Glasc, Mastermind"], "runes": runes("mind", 8)}))
    assert not any(o.startswith("activate") for o in s.options())


def test_renata_draws_for_1_and_mind(scenario):
    s = scenario(spec({"field": [["Renata Glasc, Mastermind"], []], "runes": runes("mind", 2),
                       "deck": ["Pouty Poro"] + FILL},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, "Altar to Unity"]))
    s.do(f"activate ability 0 of Renata Glasc, Mastermind #{s.id('Renata Glasc, Mastermind')}")
    settle_open(s)
    assert s.zone("Pouty Poro") == "HAND"


def test_renata_scores_a_point_for_4_and_four_mind(scenario):
    s = scenario(spec({"field": [["Renata Glasc, Mastermind"], []], "runes": runes("mind", 8)},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, "Altar to Unity"]))
    before = s.points()[0]
    s.do(f"activate ability 1 of Renata Glasc, Mastermind #{s.id('Renata Glasc, Mastermind')}")
    settle_open(s)
    assert s.points()[0] == before + 1
    assert s.game.objs[s.id("Renata Glasc, Mastermind")].exhausted


# ---------------------------------------------------------------- Time Warp

def test_time_warp_takes_another_turn_and_is_banished(scenario):
    """734-738: an Additional Turn right after this one, then the turn order goes on."""
    s = scenario(spec({"hand": ["Time Warp"], "runes": runes("mind", 14)}))
    s.do("play Time Warp")
    settle_open(s)
    assert s.zone("Time Warp") == "BANISHMENT"
    assert s.game.turn_player == 0
    turn = s.game.turn
    _end_turn(s)
    assert s.game.turn == turn + 1 and s.game.turn_player == 0      # the Additional Turn
    _end_turn(s)
    assert s.game.turn == turn + 2 and s.game.turn_player == 1      # then the opponent's


def test_time_warp_countered_goes_to_trash_and_gives_no_turn(scenario):
    s = scenario(spec({"hand": ["Time Warp"], "runes": runes("mind", 14)},
                      {"hand": ["Wind Wall"], "runes": runes("calm", 5)}))
    s.do("play Time Warp")
    assert s.decision.player == 1
    s.do("play Wind Wall")
    go(s, "target Time Warp")
    settle_open(s)
    assert s.zone("Time Warp") == "TRASH"
    _end_turn(s)
    assert s.game.turn_player == 1


# ---------------------------------------------------------------- Vanguard Armory

def test_vanguard_armory_plays_three_recruits_each_to_a_chosen_location(scenario):
    s = scenario(spec({"base": ["Vanguard Armory"], "field": [["Daring Poro"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, "Altar to Unity"]))
    s.do(f"activate ability 0 of Vanguard Armory #{s.id('Vanguard Armory')}")
    picks = []
    for want in ("Grove of the God-Willow", "base", "Grove of the God-Willow"):
        for _ in range(5):
            if s.kind == DecisionKind.PLAY_LOCATION:
                break
            s.do("pass")
        assert s.kind == DecisionKind.PLAY_LOCATION
        picks.append(sorted(s.options()))
        s.do(want)
    settle_open(s)
    recruits = _board(s, "Recruit", 0)
    assert sorted(o.loc for o in recruits) == [0, 1, 1]
    assert all(o.exhausted for o in recruits)
    assert s.game.objs[s.id("Vanguard Armory")].exhausted


# ---------------------------------------------------------------- Cloth Armor

def test_cloth_armor_quick_draw_gives_the_bearer_shield_2(scenario):
    s = scenario(spec({"hand": ["Cloth Armor"], "runes": runes("mind", 2),
                       "base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do("play Cloth Armor")
    settle_open(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Daring Poro #{s.id('Daring Poro')}")
    settle_open(s)
    armor = s.game.objs[s.id("Cloth Armor")]
    assert armor.attached_to == s.id("Daring Poro")
    assert s.keywords("Daring Poro").get("Shield") == 2
    assert "Shield" not in s.keywords("Vanguard Sergeant")
    assert s.might("Daring Poro") == 2                   # +0 Might Bonus


# ---------------------------------------------------------------- Forge of the Future

def test_forge_of_the_future_makes_a_recruit_and_recycles_from_trashes(scenario):
    s = scenario(spec({"hand": ["Forge of the Future"], "runes": runes("order", 2),
                       "trash": ["Pouty Poro", "Daring Poro"]},
                      {"trash": ["Vanguard Sergeant"]}))
    s.do("play Forge of the Future")
    settle_open(s)
    recruits = _board(s, "Recruit", 0)
    assert len(recruits) == 1 and recruits[0].loc == 0
    forge = s.id("Forge of the Future")
    s.do(f"activate ability 1 of Forge of the Future #{forge}")
    s.do(f"target Pouty Poro #{s.id('Pouty Poro')}",
         f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}", "done")
    settle_open(s)
    assert s.game.objs[forge].zone.name == "TRASH"         # killed as the cost
    assert s.zone("Pouty Poro") == "DECK" and s.game.players[0].deck[-1] == s.id("Pouty Poro")
    assert s.zone("Vanguard Sergeant") == "DECK"
    assert s.game.players[1].deck[-1] == s.id("Vanguard Sergeant")     # its owner's deck
    assert s.zone("Daring Poro") == "TRASH"


# ---------------------------------------------------------------- Mel, Newly Awakened

def _mel(scenario, p1=None, **p0):
    s = scenario(spec({"base": ["Mel, Newly Awakened"], "runes": runes("mind", 5), **p0},
                      p1 or {}))
    return s


def _empower_mel(s):
    go(s, "activate ability 1 of Mel, Newly Awakened")
    settle_open(s)
    assert s.obj("Mel, Newly Awakened").empowered


def test_mel_draws_when_played(scenario):
    s = scenario(spec({"hand": ["Mel, Newly Awakened"], "runes": runes("mind", 5),
                       "deck": ["Pouty Poro"] + FILL}))
    s.do("play Mel, Newly Awakened")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "HAND"


def test_mel_empowered_gives_one_more_minus_might_to_a_chosen_unit(scenario):
    s = _mel(scenario, {"base": ["Playful Phantom"]}, hand=["Stupefy"])
    s.game.players[0]
    _empower_mel(s)
    s.do("play Stupefy", "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == 5 - 2


def test_mel_not_empowered_gives_no_more(scenario):
    s = _mel(scenario, {"base": ["Playful Phantom"]}, hand=["Stupefy"])
    s.do("play Stupefy", "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == 5 - 1


def test_mel_empowered_your_spells_cannot_be_countered(scenario):
    s = _mel(scenario, {"hand": ["Wind Wall"], "runes": runes("calm", 5)},
             hand=["Stupefy"], deck=["Pouty Poro"] + FILL)
    _empower_mel(s)
    s.do("play Stupefy", "target Playful Phantom") if s.can("target Playful Phantom") else \
        s.do("play Stupefy", f"target Mel, Newly Awakened #{s.id('Mel, Newly Awakened')}")
    assert s.decision.player == 1
    s.do("play Wind Wall")
    go(s, "target Stupefy")
    settle_open(s)
    assert s.zone("Wind Wall") == "TRASH"
    assert s.zone("Pouty Poro") == "HAND"               # Stupefy resolved: draw 1


# ---------------------------------------------------------------- Patched Porobot

def _porobot(scenario, golds):
    s = scenario(spec({"hand": ["Patched Porobot"], "runes": runes("mind", 2),
                       "base": ["Gold"] * golds, "deck": ["Pouty Poro"] + FILL}))
    s.do("play Patched Porobot")
    go(s, "base")
    settle_open(s)
    return s


def test_patched_porobot_draws_with_three_other_gear(scenario):
    s = _porobot(scenario, 3)
    assert s.zone("Pouty Poro") == "HAND"
    assert s.game.objs[s.id("Patched Porobot")].exhausted


def test_patched_porobot_no_draw_with_two_gear(scenario):
    s = _porobot(scenario, 2)
    assert s.zone("Pouty Poro") == "DECK"


# ---------------------------------------------------------------- Rockfall Path

def test_rockfall_path_units_cannot_be_played_there(scenario):
    s = scenario(spec({"hand": ["Daring Poro"], "runes": runes("order", 2),
                       "field": [["Vanguard Sergeant"], ["Vanguard Sergeant"]]},
                      bfs=[{"card": "Rockfall Path", "controller": 0},
                           {"card": "Altar to Unity", "controller": 0}]))
    s.do("play Daring Poro")
    assert s.kind == DecisionKind.PLAY_LOCATION
    opts = s.options()
    assert any("Altar to Unity" in o for o in opts)
    assert not any("Rockfall Path" in o for o in opts)


# ---------------------------------------------------------------- Temporal Breach

def test_temporal_breach_replays_the_unit_at_the_same_battlefield(scenario):
    s = scenario(spec({"hand": ["Temporal Breach"], "runes": runes("mind", 3)},
                      {"field": [[], [{"card": "Playful Phantom", "damage": 2,
                                       "might": 2}]]},
                      bfs=["Grove of the God-Willow",
                           {"card": "Altar to Unity", "controller": 1}]))
    assert s.might("Playful Phantom") == 7
    s.do("play Temporal Breach")
    go(s, "target Playful Phantom")
    settle_open(s)
    u = s.obj("Playful Phantom")
    assert u.zone.name == "BOARD" and u.loc == 2 and u.controller == 1
    assert u.damage == 0 and s.might("Playful Phantom") == 5    # a new object (427, 419.3)
    assert s.zone("Temporal Breach") == "TRASH"


def test_temporal_breach_leaves_a_unit_banished_where_units_cant_be_played(scenario):
    """355.2 / 358.4: at Rockfall Path ("units can't be played here") the unit can't be
    played to the same location: the play can't be finalized and it stays banished (a
    soak game once crashed both engines here)."""
    s = scenario(spec({"hand": ["Temporal Breach"], "runes": runes("mind", 3)},
                      {"field": [[], ["Playful Phantom"]]},
                      bfs=["Grove of the God-Willow",
                           {"card": "Rockfall Path", "controller": 1}]))
    s.do("play Temporal Breach")
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "BANISHMENT"
    assert s.zone("Temporal Breach") == "TRASH"


# ---------------------------------------------------------------- Ambessa, The Wolf

def test_ambessa_empowered_has_plus_3_and_takes_no_damage_outside_combat(scenario):
    s = scenario(spec({"field": [["Ambessa, The Wolf"], []], "hand": ["Hextech Ray"],
                       "runes": runes("body", 4) + runes("fury", 2)},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Altar to Unity"]))
    assert s.might("Ambessa, The Wolf") == 4
    go(s, "activate ability 0 of Ambessa, The Wolf")
    settle_open(s)
    assert s.obj("Ambessa, The Wolf").empowered
    assert s.might("Ambessa, The Wolf") == 7
    s.do("play Hextech Ray")
    go(s, "target Ambessa, The Wolf")
    settle_open(s)
    assert s.damage("Ambessa, The Wolf") == 0


def test_ambessa_not_empowered_takes_damage(scenario):
    s = scenario(spec({"field": [["Ambessa, The Wolf"], []], "hand": ["Hextech Ray"],
                       "runes": runes("fury", 2)},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Altar to Unity"]))
    s.do("play Hextech Ray")
    go(s, "target Ambessa, The Wolf")
    settle_open(s)
    assert s.damage("Ambessa, The Wolf") == 3


# ---------------------------------------------------------------- Guttural Roar

def test_guttural_roar_gives_2_or_4_if_empowered(scenario):
    s = scenario(spec({"base": ["Legion Marauder", "Daring Poro"],
                       "hand": ["Guttural Roar", "Guttural Roar"],
                       "runes": runes("body", 5)}))
    go(s, "activate ability 0 of Legion Marauder")
    settle_open(s)
    assert s.obj("Legion Marauder").empowered and s.might("Legion Marauder") == 3
    roars = s.ids("Guttural Roar", 0)
    s.do(f"play Guttural Roar #{roars[0]}", "target Legion Marauder")
    settle_open(s)
    assert s.might("Legion Marauder") == 3 + 4
    s.do(f"play Guttural Roar #{roars[1]}", "target Daring Poro")
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 2


# ---------------------------------------------------------------- Legion Marauder

def test_legion_marauder_empowers_for_energy_or_body(scenario):
    s = scenario(spec({"base": ["Legion Marauder"], "pool": {"power": {"body": 1}}}))
    assert s.might("Legion Marauder") == 2
    assert not s.can("activate ability 0 of Legion Marauder")     # [1]: no Energy
    go(s, "activate ability 1 of Legion Marauder")                 # [body]
    settle_open(s)
    assert s.obj("Legion Marauder").empowered
    assert s.might("Legion Marauder") == 3
    assert not s.can("activate ability 1 of Legion Marauder")


# ---------------------------------------------------------------- Matriarch of War

def test_matriarch_empowers_when_you_empower_something_else_and_readies(scenario):
    s = scenario(spec({"legend": "Matriarch of War",
                       "base": ["Legion Marauder", {"card": "Daring Poro", "exhausted": True}],
                       "runes": runes("body", 2)}))
    leg = s.id("Matriarch of War")
    assert not s.game.objs[leg].empowered
    go(s, "activate ability 0 of Legion Marauder")
    settle_open(s)
    assert s.game.objs[leg].empowered
    s.do(f"activate ability 1 of Matriarch of War #{leg}")
    go(s, "target Daring Poro")
    settle_open(s)
    assert not s.obj("Daring Poro").exhausted
    assert not s.game.objs[leg].empowered and s.game.objs[leg].exhausted


def test_matriarch_needs_to_be_empowered_to_ready(scenario):
    s = scenario(spec({"legend": "Matriarch of War",
                       "base": [{"card": "Daring Poro", "exhausted": True}],
                       "runes": runes("body", 2)}))
    assert not any(o.startswith("activate") and "Matriarch" in o for o in s.options())


# ---------------------------------------------------------------- Onslaught

def test_onslaught_gives_6_and_flows_from_the_trash(scenario):
    s = scenario(spec({"hand": ["Onslaught"], "trash": ["Onslaught"],
                       "runes": runes("body", 8), "base": ["Daring Poro"]}))
    hand_copy, trash_copy = s.ids("Onslaught", 0)
    s.do(f"play Onslaught #{hand_copy}", "target Daring Poro")
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 6
    s.do(f"play Onslaught #{trash_copy}", "target Daring Poro")      # [Flow] [4]
    settle_open(s)
    assert s.might("Daring Poro") == 2 + 12
    assert s.game.objs[trash_copy].zone.name == "BANISHMENT"
    assert s.game.objs[hand_copy].zone.name == "TRASH"


# ---------------------------------------------------------------- Solari Sunhawk

def test_solari_sunhawk_empowered_has_plus_1_and_deflect_2(scenario):
    s = scenario(spec({"base": ["Solari Sunhawk"], "runes": runes("order", 2)}))
    assert s.might("Solari Sunhawk") == 3 and "Deflect" not in s.keywords("Solari Sunhawk")
    go(s, "activate ability 0 of Solari Sunhawk")
    settle_open(s)
    assert s.might("Solari Sunhawk") == 4
    assert s.keywords("Solari Sunhawk").get("Deflect") == 2


# ---------------------------------------------------------------- Public Execution

def test_public_execution_kills_an_enemy_with_less_might_than_the_friendly_unit(scenario):
    s = scenario(spec({"hand": ["Public Execution"], "runes": runes("body", 3) + runes("order", 1),
                       "base": ["Vanguard Sergeant", "Daring Poro"]},
                      {"base": ["Daring Poro", "Playful Phantom", "Vanguard Sergeant",
                                "Pouty Poro"]}))
    mine = s.id("Vanguard Sergeant", 0)
    s.do("play Public Execution")
    assert not s.can(f"target Daring Poro #{s.id('Daring Poro', 0)}")   # no enemy below 2
    s.do(f"target Vanguard Sergeant #{mine}")
    assert not s.can("target Playful Phantom")                       # 5 is not less than 4
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant', 1)}")   # nor 4
    assert s.can("target Pouty Poro")
    s.do(f"target Daring Poro #{s.id('Daring Poro', 1)}")
    settle_open(s)
    assert s.zone("Daring Poro", 1) == "TRASH"
    assert s.zone("Playful Phantom") == "BOARD"


def test_public_execution_needs_a_weaker_enemy(scenario):
    """Every friendly unit (the 8-Might anchor at most) faces an 8-Might enemy: no legal pair
    of targets, so it can't be played (355.16)."""
    s = scenario(spec({"hand": ["Public Execution"], "runes": runes("body", 3),
                       "base": ["Daring Poro"]}))
    assert not s.can("play Public Execution")
