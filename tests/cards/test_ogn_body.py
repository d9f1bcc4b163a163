"""Origins (OGN) Body cards: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    act, attack_grove, bid, bmight, board, card, go, GROVE, hand, kws, move_to_battle, pool,
    power, QUIET_FILL, quiet_spec, run, runes, settle, settle_open, solari, spec, tgt, until,
    until_spend_choice, WARRENS,
)


def _damage(s, name, player=None):
    return s.game.objs[s.id(name, player)].damage


def _buffs(s, name: str) -> list[int]:
    return [o.buff for o in board(s, name, 0)]


def _voli(scenario, voli_at):
    """Player 1's turn; Volibear (player 0's) at `voli_at` (a battlefield index, or None for
    base); player 1 has two units in base."""
    p0 = {"deck": ["Hextech Ray"] * 6}
    if voli_at is None:
        p0["base"] = ["Volibear, Imposing"]
    else:
        p0["field"] = [["Volibear, Imposing"] if i == voli_at else [] for i in range(2)]
    return scenario(spec(p0, {"base": ["Vanguard Sergeant", "Playful Phantom",
                                       "Petty Officer"]},   # (keeps player 1's turn open)
                         turn_player=1, anchor=False))


def _hand_n(s, p=0):
    return len(s.game.players[p].hand)


# ---------------------------------------------------------------- Arena Bar

def test_arena_bar_buffs_an_exhausted_friendly_unit(scenario):
    s = scenario(quiet_spec({"base": ["Arena Bar", {"card": "Pouty Poro", "exhausted": True},
                                      "Daring Poro"]}))
    s.do("activate ability 0 of Arena Bar")
    assert not s.can("target Daring Poro")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and s.might("Daring Poro") == 2


# ---------------------------------------------------------------- Bilgewater Bully

def test_bilgewater_bully_has_ganking_while_buffed(scenario):
    s = scenario(spec({"base": [{"card": "Bilgewater Bully", "buff": 1}, "Bilgewater Bully"]}))
    g = s.game
    a, b = [g.objs[i] for i in s.ids("Bilgewater Bully")]
    assert "Ganking" in layers.keywords(g, a) and "Ganking" not in layers.keywords(g, b)


# ---------------------------------------------------------------- Challenge

def test_challenge_units_deal_their_might_to_each_other(scenario):
    s = scenario(spec({"hand": ["Challenge"], "base": ["Playful Phantom"],
                       "pool": {"energy": 2, "power": {"body": 1}}},
                      {"base": ["Shipyard Skulker"]}))
    act(s, f"play {card(s, 'Challenge')}", tgt(s, "Playful Phantom"), tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH" and s.obj("Playful Phantom").damage == 3


# ---------------------------------------------------------------- Confront

def test_confront_units_enter_ready_this_turn(scenario):
    s = scenario(spec({"hand": ["Confront", "Shipyard Skulker"], "pool": {"energy": 5}}))
    s.do(f"play {card(s, 'Confront')}")
    settle(s)
    assert "Mega-Mech" in hand(s)
    s.do(f"play {card(s, 'Shipyard Skulker')}")
    assert not s.obj("Shipyard Skulker").exhausted


# ---------------------------------------------------------------- Crackshot Corsair

def test_crackshot_corsair_pings_an_enemy_unit_when_attacking(scenario):
    s = scenario(spec({"base": ["Crackshot Corsair"]},
                      {"field": [[], ["Vanguard Sergeant", "Stalwart Poro"]]}, react=True))
    move_to_battle(s, "Crackshot Corsair")
    assert s.kind == DecisionKind.TARGET
    s.do(tgt(s, "Stalwart Poro"))
    s.do("pass")                                       # the trigger resolves
    assert s.obj("Stalwart Poro").damage == 1


# ---------------------------------------------------------------- Dune Drake

def test_dune_drake_plus_two_with_a_ready_enemy_here(scenario):
    s = scenario(spec({"base": ["Dune Drake"]}, {"field": [[], ["Vanguard Sergeant"]]},
                      react=True))
    move_to_battle(s, "Dune Drake")
    s.do("pass")
    assert s.game.showdown.combat and bmight(s, "Dune Drake") == 7


def test_dune_drake_no_bonus_against_exhausted_enemies(scenario):
    s = scenario(spec({"base": ["Dune Drake"]},
                      {"field": [[], [{"card": "Vanguard Sergeant", "exhausted": True}]]},
                      react=True))
    move_to_battle(s, "Dune Drake")
    s.do("pass")
    assert s.game.showdown.combat and bmight(s, "Dune Drake") == 5


# ---------------------------------------------------------------- Mobilize

def test_mobilize_channels_a_rune_exhausted(scenario):
    s = scenario(spec({"hand": ["Mobilize"], "pool": {"energy": 2},
                       "rune_deck": ["Body Rune"]}))
    s.do(f"play {card(s, 'Mobilize')}")
    settle(s)
    p = s.game.players[0]
    assert len(p.runes) == 1 and s.game.objs[p.runes[0]].exhausted and hand(s) == []


def test_mobilize_draws_if_it_cannot_channel(scenario):
    s = scenario(spec({"hand": ["Mobilize"], "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'Mobilize')}")
    settle(s)
    assert s.game.players[0].runes == [] and hand(s) == ["Mega-Mech"]


# ---------------------------------------------------------------- Herald of Scales

def test_herald_of_scales_makes_your_dragons_cost_two_less(scenario):
    s = scenario(quiet_spec({"hand": ["Whiteflame Protector", "Poro Herder"],
                             "pool": pool(6, calm=3),
                             "base": ["Herald of Scales"]}))
    assert s.can("play Whiteflame Protector")                  # a Dragon: 8 - 2 = 6
    s.do("play Whiteflame Protector")
    go(s, "base", "target Whiteflame Protector")
    settle_open(s)
    assert s.zone("Whiteflame Protector") == "BOARD" and s.game.players[0].energy == 0


def test_herald_of_scales_leaves_other_units_full_price(scenario):
    s = scenario(quiet_spec({"hand": ["Poro Herder"], "pool": pool(2, calm=1),
                             "base": ["Herald of Scales"]}))
    assert not s.can("play Poro Herder")                       # not a Dragon: 3


def test_herald_of_scales_only_helps_its_controller(scenario):
    s = scenario(quiet_spec({"hand": ["Whiteflame Protector"], "pool": pool(6, calm=2)},
                            {"base": ["Herald of Scales"]}))
    assert not s.can("play Whiteflame Protector")


# ---------------------------------------------------------------- Pirate's Haven
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_pirates_haven_a_unit_readied_by_your_spell_gets_one_might(scenario):
    s = scenario(spec({"hand": ["Wallop"], "pool": {"energy": 2},
                       "base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "exhausted": True},
                                "Stalwart Poro"]}))
    sergeant, poro = bid(s, "Vanguard Sergeant", 0), bid(s, "Stalwart Poro", 0)
    base = s.might("Vanguard Sergeant")
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    g = s.game
    assert not g.objs[sergeant].exhausted
    assert s.might("Vanguard Sergeant") == base + 1


def test_pirates_haven_nothing_for_a_unit_already_ready(scenario):
    s = scenario(spec({"hand": ["Wallop"], "pool": {"energy": 2},
                       "base": ["Pirate's Haven", "Vanguard Sergeant"]}))
    base = s.might("Vanguard Sergeant")
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == base


def test_pirates_haven_units_readied_in_your_awaken_phase(scenario):
    s = scenario(spec({"base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "exhausted": True},
                                {"card": "Stalwart Poro", "exhausted": True}]},
                      {"base": [{"card": "Mega-Mech", "exhausted": True}]},
                      phase="awaken"))
    settle_open(s)
    g = s.game
    assert s.might("Vanguard Sergeant") == 4 + 1 and s.might("Stalwart Poro") == 2 + 1
    assert g.objs[bid(s, "Mega-Mech", 1)].exhausted        # the opponent's: not readied


def test_without_the_symbol_only_the_attackers_are_recalled(scenario):
    s = scenario(spec({"base": ["Stalwart Poro"]},
                      {"field": [[{"card": "Vanguard Sergeant", "stunned": True}], []]},
                      bfs=[{"card": GROVE, "controller": 1}, WARRENS]))
    g = s.game
    attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 1
    assert g.bfs[0].controller == 1


def test_the_defenders_symbol_does_nothing(scenario):
    s = solari(scenario, symbol_owner=1)
    g = s.game
    attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 1
    assert g.bfs[0].controller == 1


# ---------------------------------------------------------------- Spoils of War

def test_spoils_of_war_costs_two_less_after_an_enemy_unit_died(scenario):
    s = scenario(quiet_spec({"hand": ["Spoils of War"], "pool": pool(2, body=1),
                             "deck": ["Daring Poro", "Stalwart Poro"] + QUIET_FILL},
                            {"units_died": 1}))
    s.do("play Spoils of War")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Stalwart Poro"]


def test_spoils_of_war_full_price_after_only_a_friendly_unit_died(scenario):
    s = scenario(quiet_spec({"hand": ["Spoils of War"], "pool": pool(2, body=1), "units_died": 1}))
    assert not s.can("play Spoils of War")


# ---------------------------------------------------------------- Wallop
# "As you play this, you may spend a buff as an additional cost (356.2.b; 702.2.b). If you do,
# ignore this spell's cost" (356.1.b: its base cost becomes 0).

def test_wallop_spends_a_buff_to_ready_a_unit_for_free(scenario):
    s = scenario(spec({"hand": ["Wallop"],
                       "base": [{"card": "Vanguard Sergeant", "buff": 1, "exhausted": True}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Wallop")
    go(s, "yes", f"Vanguard Sergeant #{sergeant}", f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 0 and not g.objs[sergeant].exhausted


# ---------------------------------------------------------------- Wildclaw Shaman

def test_wildclaw_shaman_spends_a_buff_to_buff_and_ready_itself(scenario):
    s = scenario(spec({"hand": ["Wildclaw Shaman"], "pool": {"energy": 4},
                       "base": [{"card": "Shipyard Skulker", "buff": 1}]}))
    s.do(f"play {card(s, 'Wildclaw Shaman')}")
    s.do("yes")                                        # pay the cost: spend a buff
    settle(s)
    sh = s.obj("Wildclaw Shaman")
    assert sh.buff == 1 and not sh.exhausted and s.obj("Shipyard Skulker").buff == 0
    assert bmight(s, "Wildclaw Shaman") == 4


def test_wildclaw_shaman_needs_a_buff_to_spend(scenario):
    s = scenario(spec({"hand": ["Wildclaw Shaman"], "pool": {"energy": 4}}))
    s.do(f"play {card(s, 'Wildclaw Shaman')}")
    settle(s)
    assert s.obj("Wildclaw Shaman").exhausted and s.obj("Wildclaw Shaman").buff == 0


# ---------------------------------------------------------------- Anivia, Primal

def test_anivia_deals_three_to_every_enemy_unit_here_when_she_attacks(scenario):
    s = scenario(quiet_spec({"base": ["Anivia, Primal"]},
                            {"field": [["Pouty Poro", "Playful Phantom"], ["Mystic Poro"]]}))
    s.do("move Anivia, Primal")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH"                    # 3 kills the 2-Might Poro
    assert s.zone("Mystic Poro") == "BOARD" and s.damage("Mystic Poro") == 0   # elsewhere
    assert s.zone("Playful Phantom") == "TRASH"               # 3 + Anivia's 8 in combat


# ---------------------------------------------------------------- Carnivorous Snapvine

def test_carnivorous_snapvine_and_the_chosen_enemy_deal_their_mights_to_each_other(scenario):
    s = scenario(quiet_spec({"hand": ["Carnivorous Snapvine"],
                             "pool": {"energy": 5, "power": {"body": 2}}},
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
    s = scenario(quiet_spec({"hand": ["Carnivorous Snapvine"],
                             "pool": {"energy": 5, "power": {"body": 2}}},
                            {"field": [["Mega-Mech"], []]}))
    s.do("play Carnivorous Snapvine")
    go(s, "base")
    settle_open(s)                                     # the lone candidate is taken at once
    settle_open(s)
    assert s.zone("Carnivorous Snapvine") == "TRASH"
    mech = [o for o in s.game.objs if o.controller == 1 and o.zone.name == "BOARD"
            and s.game.pool[o.card].name == "Mega-Mech" and o.loc == 1]
    assert len(mech) == 1 and mech[0].damage == 6


# ---------------------------------------------------------------- Kraken Hunter
# [3][body][body]; "you may spend any number of buffs as an additional cost. Reduce my cost by
# [body] for each buff you spend."

def test_kraken_hunter_two_buffs_pay_both_body_power(scenario):
    """356.2.b.1: with 3 Energy and no Power, only spending two buffs makes it affordable: the
    player must pay twice (only "yes" each time) and chooses the two units as it is paid."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")
    if s.kind == DecisionKind.CHOOSE_CARD:            # 357.2: the first buff to spend
        s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert board(s, "Kraken Hunter", 0)
    assert _buffs(s, "Stalwart Poro") == [0] and _buffs(s, "Shipyard Skulker") == [0]
    assert s.game.players[0].energy == 0


def test_kraken_hunter_one_buff_and_one_body_power(scenario):
    """One buff pays for one [body] (the other is paid with Power); then "no" stops."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3, "power": {"body": 1}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")          # the first payment is forced
    assert s.kind == DecisionKind.OPTIONAL_COST        # a second one is optional
    s.do("no")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")
    assert board(s, "Kraken Hunter", 0)
    assert _buffs(s, "Stalwart Poro") == [1] and _buffs(s, "Shipyard Skulker") == [0]
    assert s.game.players[0].energy == 0 and power(s) == 0


def test_kraken_hunter_spends_any_number_beyond_the_discount(scenario):
    """"Any number": a third buff may be spent though the cost has no [body] left to reduce
    (356.5); the Power in the pool stays unspent."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3, "power": {"body": 2}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1},
                                {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")
    for _ in range(3):
        assert s.kind == DecisionKind.OPTIONAL_COST
        s.do("yes")
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    assert board(s, "Kraken Hunter", 0)
    assert [o.buff for n in ("Stalwart Poro", "Shipyard Skulker", "Vanguard Sergeant")
            for o in board(s, n, 0)] == [0, 0, 0]
    assert s.game.players[0].energy == 0 and s.game.players[0].power.get("body", 0) == 2


def test_kraken_hunter_discount_reaches_the_accelerate_power(scenario):
    """"Reduce my cost" is a total-cost discount (356.4.d): with Accelerate paid
    ([1][body] more, 805), three buffs take off all three [body]; it enters ready."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 4, "power": {"body": 3}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1},
                                {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}", "yes")   # Accelerate
    for _ in range(3):
        s.do("yes")
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    kh = board(s, "Kraken Hunter", 0)
    assert kh and not kh[0].exhausted
    assert s.game.players[0].energy == 0 and s.game.players[0].power.get("body", 0) == 3


def test_kraken_hunter_not_playable_without_enough_buffs(scenario):
    """3 Energy and one buffed unit: one [body] would still be unpaid, so it can't be played."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                       "base": [{"card": "Stalwart Poro", "buff": 1}]}))
    assert not s.can(f"play {card(s, 'Kraken Hunter')}")


# ---------------------------------------------------------------- Lee Sin, Centered

def test_lee_sin_centered_boosts_buffed_friends_at_his_battlefield(scenario):
    s = scenario(spec({"field": [["Lee Sin, Centered", {"card": "Shipyard Skulker", "buff": 1},
                                  "Vanguard Sergeant"]],
                       "base": [{"card": "Stalwart Poro", "buff": 1}]}))
    assert bmight(s, "Shipyard Skulker") == 6          # 3 + buff + 2
    assert bmight(s, "Vanguard Sergeant") == 4         # not buffed
    assert bmight(s, "Stalwart Poro") == 3             # not at his battlefield


# ---------------------------------------------------------------- Mistfall

def test_mistfall_readies_the_unit_you_buff(scenario):
    s = scenario(spec({"legend": "Blind Monk", "base": ["Mistfall", {"card": "Shipyard Skulker",
                                                          "exhausted": True}],
                       "pool": {"energy": 1, "power": {"body": 1}}}))
    monk = s.game.players[0].legend
    s.do(f"activate ability 0 of Blind Monk #{monk}", tgt(s, "Shipyard Skulker"))
    settle(s)                                          # the buff resolves; Mistfall triggers
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle(s)
    sk = s.obj("Shipyard Skulker")
    assert sk.buff == 1 and not sk.exhausted and s.obj("Mistfall").exhausted


# ---------------------------------------------------------------- Overt Operation
# "For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."

def test_overt_operation_readies_the_units_whose_buffs_it_spends_then_buffs_all(scenario):
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": [{"card": "Stalwart Poro", "buff": 1, "exhausted": True},
                                {"card": "Mega-Mech", "buff": 1, "exhausted": True},
                                {"card": "Pouty Poro", "exhausted": True}]},
                      {"base": [{"card": "Sunlit Guardian", "exhausted": True}]}))
    g = s.game
    s.do(f"play {card(s, 'Overt Operation')}")
    until_spend_choice(s)
    assert not s.can(f"Pouty Poro #{s.id('Pouty Poro')}")     # no buff to spend
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do("done")
    settle_open(s)
    poro, mech, pouty = s.obj("Stalwart Poro"), g.objs[bid(s, "Mega-Mech")], s.obj("Pouty Poro")
    assert not poro.exhausted and mech.exhausted and pouty.exhausted
    assert poro.buff == 1 and mech.buff == 1 and pouty.buff == 1   # buffed again (702.2)
    assert s.obj("Sunlit Guardian").buff == 0                # friendly units only


def test_overt_operation_readying_triggers_pirates_haven(scenario):
    """The ready of SpendBuffs' block is a ready by your spell: "when you ready a friendly
    unit" triggers for it."""
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "buff": 1, "exhausted": True}]}))
    s.do("play Overt Operation")
    until_spend_choice(s)
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted
    assert s.might("Vanguard Sergeant") == 4 + 1 + 1     # buffed again, +1 this turn


# ---------------------------------------------------------------- Sabotage

def test_sabotage_recycles_a_chosen_non_unit_card(scenario):
    s = scenario(quiet_spec({"hand": ["Sabotage"], "runes": runes("body", 1)},
                            {"hand": ["Rampage", "Pit Rookie", "Sabotage"]}))
    s.do("play Sabotage")
    run(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert len(s.options()) == 2                      # the two non-unit cards
    s.do("Rampage")
    run(s)
    assert hand(s, 1) == ["Pit Rookie", "Sabotage"]
    deck = s.game.players[1].deck
    assert s.game.pool[s.game.objs[deck[-1]].card].name == "Rampage"   # at the bottom


def test_sabotage_with_only_units_does_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Sabotage"], "runes": runes("body", 1)},
                            {"hand": ["Pit Rookie"]}))
    s.do("play Sabotage")
    run(s)
    assert hand(s, 1) == ["Pit Rookie"]
    assert s.zone("Sabotage") == "TRASH"


# ---------------------------------------------------------------- Udyr, Wildman

def test_udyr_modes_once_each_per_turn(scenario):
    """355.3: the mode is chosen as the ability is activated; one not chosen this turn."""
    s = scenario(spec({"base": [{"card": "Udyr, Wildman", "buff": 1}], "legend": "Blind Monk",
                       "pool": {"energy": 1}}, {"field": [["Shipyard Skulker"]]}))
    udyr = bid(s, "Udyr, Wildman")
    s.do(f"activate ability 0 of Udyr, Wildman #{udyr}")
    assert s.kind == DecisionKind.CHOOSE_MODE and len(s.game.legal_actions()) == 4
    act(s, "option 0", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").damage == 2 and s.obj("Udyr, Wildman").buff == 0
    assert not s.can(f"activate ability 0 of Udyr, Wildman #{udyr}")   # no buff to spend
    s.do(f"activate ability 0 of Blind Monk #{s.game.players[0].legend}",
         f"target Udyr, Wildman #{udyr}")                   # a new buff to spend
    settle(s)
    s.do(f"activate ability 0 of Udyr, Wildman #{udyr}")
    assert s.options() == ["option 1", "option 2", "option 3"]
    s.do("option 3")
    settle(s)
    assert "Ganking" in kws(s, "Udyr, Wildman")


# ---------------------------------------------------------------- Volibear, Imposing

def test_volibear_imposing_draws_when_enemies_move_to_another_battlefield(scenario):
    """Two enemy units moving together to the other battlefield: one draw (the rulings)."""
    s = _voli(scenario, 0)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    if s.can("move Playful Phantom"):
        s.do("move Playful Phantom")
    go(s, f"to {WARRENS}")
    settle_open(s)
    assert s.loc("Vanguard Sergeant") == s.loc("Playful Phantom") == 2   # moved together
    assert _hand_n(s) == n + 1


def test_volibear_imposing_ignores_moves_to_his_battlefield(scenario):
    s = _voli(scenario, 1)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    go(s, f"to {WARRENS}")
    settle_open(s)
    assert _hand_n(s) == n


def test_volibear_imposing_in_base_sees_every_battlefield(scenario):
    s = _voli(scenario, None)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    go(s, f"to {GROVE}")
    settle_open(s)
    assert _hand_n(s) == n + 1


# ---------------------------------------------------------------- Deadbloom Predator

def test_deadbloom_predator_may_be_played_to_an_occupied_enemy_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Deadbloom Predator"], "pool": {"energy": 8,
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
