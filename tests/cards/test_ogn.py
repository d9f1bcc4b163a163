"""Origins (OGN) card definitions used by the precons: one scenario test (or more) per card,
each asserting the card's concrete effect. The mechanics these cards brought in (bonus damage
712-715, reflexive "if this kills it" triggers 387, "to a minimum of 1" 472.3.b, move
destinations chosen on play 355.4, additional costs 356.2, modes 355.3, delayed triggers 390,
spell-only Energy 429 …) are exercised through the cards that use them."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim import LOC_BASE, Zone

from card_helpers import act, bid, bmight, board, card, hand, kws, settle, spec, tgt, trash


# ===================================================================== Fury


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


def test_get_excited_deals_the_discarded_cards_energy_cost(scenario):
    s = scenario(spec({"hand": ["Get Excited!", "Shipyard Skulker"],
                       "pool": {"energy": 2, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"]]}))
    act(s, f"play {card(s, 'Get Excited!')}", tgt(s, "Mega-Mech"))
    settle(s)
    assert trash(s) == ["Get Excited!", "Shipyard Skulker"]
    assert s.game.objs[bid(s, "Mega-Mech", 1)].damage == 3   # Skulker's Energy cost


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


def test_magma_wurm_makes_other_friendly_units_enter_ready(scenario):
    s = scenario(spec({"base": ["Magma Wurm"], "hand": ["Shipyard Skulker"],
                       "pool": {"energy": 3}}))
    s.do(f"play {card(s, 'Shipyard Skulker')}")
    assert not s.obj("Shipyard Skulker").exhausted


def test_raging_soul_gains_assault_and_ganking_after_a_discard(scenario):
    s = scenario(spec({"base": ["Raging Soul"], "hand": ["Chemtech Enforcer", "Mega-Mech"],
                       "pool": {"energy": 10}}))
    assert "Assault" not in kws(s, "Raging Soul") and "Ganking" not in kws(s, "Raging Soul")
    s.do(f"play {card(s, 'Chemtech Enforcer')}")
    settle(s)                                          # its play effect discards Mega-Mech
    assert trash(s) == ["Mega-Mech"]
    k = kws(s, "Raging Soul")
    assert k.get("Assault") == 1 and "Ganking" in k


def test_vi_destructive_recycles_a_chosen_trash_card_for_might(scenario):
    s = scenario(spec({"base": ["Vi, Destructive"], "trash": ["Mega-Mech", "Shipyard Skulker"],
                       "deck": []}))
    vi = bid(s, "Vi, Destructive")
    s.do(f"activate ability 0 of Vi, Destructive #{vi}")
    s.do(f"choose {card(s, 'Shipyard Skulker')}")       # 357.2: the player picks the card
    settle(s)
    assert bmight(s, "Vi, Destructive") == 4
    assert trash(s) == ["Mega-Mech"] and s.zone("Shipyard Skulker") == "DECK"


# ===================================================================== Calm


def test_charm_destination_is_chosen_as_it_is_played(scenario):
    """FAQ (Charm) / 355.4: the destination of an unnamed move is chosen on play."""
    s = scenario(spec({"hand": ["Charm"], "pool": {"energy": 1, "power": {"calm": 1}}},
                      {"base": ["Vanguard Sergeant"]}))
    act(s, f"play {card(s, 'Charm')}", tgt(s, "Vanguard Sergeant"))
    assert s.kind == DecisionKind.DESTINATION and s.game.chain
    s.do("to Zaun Warrens")
    settle(s)
    assert s.obj("Vanguard Sergeant").loc == 2


def test_en_garde_alone_gets_two(scenario):
    s = scenario(spec({"hand": ["En Garde", "En Garde"], "field": [["Shipyard Skulker"]],
                       "base": ["Vanguard Sergeant", "Stalwart Poro"], "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'En Garde')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 5           # alone at its battlefield: +1 +1
    s.do(f"play {card(s, 'En Garde', index=1)}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert bmight(s, "Vanguard Sergeant") == 5          # another friendly unit in base: +1


def test_meditation_exhausting_a_unit_draws_two(scenario):
    s = scenario(spec({"hand": ["Meditation"], "base": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'Meditation')}", "yes")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")   # 357.2: chosen as paid
    settle(s)
    assert s.obj("Shipyard Skulker").exhausted and hand(s) == ["Mega-Mech", "Mega-Mech"]


def test_meditation_without_the_extra_cost_draws_one(scenario):
    s = scenario(spec({"hand": ["Meditation"], "base": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'Meditation')}", "no")
    settle(s)
    assert not s.obj("Shipyard Skulker").exhausted and hand(s) == ["Mega-Mech"]


def test_stand_united_buffs_and_boosts_every_friendly_buff(scenario):
    s = scenario(spec({"hand": ["Stand United"], "pool": {"energy": 3},
                       "base": ["Shipyard Skulker", {"card": "Vanguard Sergeant", "buff": 1}]},
                      {"base": [{"card": "Stalwart Poro", "buff": 1}]}))
    s.do(f"play {card(s, 'Stand United')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 5           # 3 + buff 1 + 1 more
    assert bmight(s, "Vanguard Sergeant") == 6          # already buffed: +1 more
    assert bmight(s, "Stalwart Poro") == 3              # an enemy's buff: no bonus


def _attack(s, unit: str, where: str = "Zaun Warrens"):
    s.do(f"move {unit} #{bid(s, unit)}", f"to {where}")


def test_wielder_of_water_attacking_alone_has_two_more(scenario):
    s = scenario(spec({"base": ["Wielder of Water"]}, {"field": [[], ["Vanguard Sergeant"]]},
                      react=True))
    assert bmight(s, "Wielder of Water") == 2
    _attack(s, "Wielder of Water")
    assert s.game.showdown is not None and s.game.showdown.combat
    assert bmight(s, "Wielder of Water") == 4


def test_wielder_of_water_not_alone_has_no_bonus(scenario):
    s = scenario(spec({"base": ["Wielder of Water", "Shipyard Skulker"]},
                      {"field": [[], ["Vanguard Sergeant"]]}, react=True))
    s.do(f"move Wielder of Water #{bid(s, 'Wielder of Water')}",
         f"move Shipyard Skulker #{bid(s, 'Shipyard Skulker')}", "to Zaun Warrens")
    assert s.game.showdown.combat and bmight(s, "Wielder of Water") == 2


def test_mask_of_foresight_gives_a_lone_attacker_one_might(scenario):
    s = scenario(spec({"base": ["Mask of Foresight", "Shipyard Skulker"]},
                      {"field": [[], ["Vanguard Sergeant"]]}))
    _attack(s, "Shipyard Skulker")
    settle(s)                                          # the trigger resolves first
    assert s.game.showdown is None                      # combat done: 4 vs 4, both die
    assert s.zone("Shipyard Skulker") == "TRASH" and s.zone("Vanguard Sergeant") == "TRASH"


def test_mask_of_foresight_gives_a_lone_defender_one_might(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [[], ["Shipyard Skulker"]], "base": ["Mask of Foresight"]}))
    _attack(s, "Vanguard Sergeant")
    settle(s)                                          # 4 against 3 + 1: both die
    assert s.zone("Shipyard Skulker") == "TRASH" and s.zone("Vanguard Sergeant") == "TRASH"


def test_wizened_elder_buffed_has_one_more(scenario):
    s = scenario(spec({"base": [{"card": "Wizened Elder", "buff": 1}, "Wizened Elder"]}))
    assert bmight(s, "Wizened Elder", index=0) == 6 and bmight(s, "Wizened Elder", index=1) == 4


# ===================================================================== Mind


def test_eager_apprentice_at_a_battlefield_discounts_spells(scenario):
    """356.4.e: 1 Energy less, to a minimum of 1 (Stupefy costs 1: still 1)."""
    s = scenario(spec({"field": [["Eager Apprentice"]], "hand": ["Consult the Past", "Stupefy"],
                       "pool": {"energy": 4}}, {"base": ["Shipyard Skulker"]}))
    s.do(f"play {card(s, 'Consult the Past')}")         # 4 Energy: pays 3
    settle(s)
    assert s.game.players[0].energy == 1 and len(s.game.players[0].hand) == 3
    act(s, f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))   # 1 Energy: still 1
    assert s.game.players[0].energy == 0


def test_eager_apprentice_in_base_gives_no_discount(scenario):
    s = scenario(spec({"base": ["Eager Apprentice"], "hand": ["Consult the Past"],
                       "pool": {"energy": 3}}))
    assert not s.can("play Consult the Past")


def test_orb_of_regret_minus_one_not_below_one(scenario):
    s = scenario(spec({"base": ["Orb of Regret"]},
                      {"base": ["Shipyard Skulker", {"card": "Recruit", "might": 0}]}))
    orb = bid(s, "Orb of Regret")
    s.do(f"activate ability 0 of Orb of Regret #{orb}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2 and s.obj("Orb of Regret").exhausted


def test_smoke_screen_is_limited_when_applied(scenario):
    """472.3.b: -4 to a minimum of 1 on a 3-Might unit generates -2, remembered: a later +2
    (Discipline) counts in full (3, not max(1, 3 + 2 - 4) = 1)."""
    s = scenario(spec({"hand": ["Smoke Screen", "Smoke Screen", "Discipline"],
                       "pool": {"energy": 6, "power": {"mind": 2, "calm": 1}}},
                      {"base": ["Shipyard Skulker", "Mega-Mech"]}))
    s.do(f"play {card(s, 'Smoke Screen')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    s.do(f"play {card(s, 'Smoke Screen', index=1)}", tgt(s, "Mega-Mech"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 1 and bmight(s, "Mega-Mech") == 4
    s.do(f"play {card(s, 'Discipline')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 3


def test_sprite_call_plays_a_ready_temporary_sprite(scenario):
    s = scenario(spec({"hand": ["Sprite Call"], "pool": {"energy": 3}}))
    s.do(f"play {card(s, 'Sprite Call')}")
    settle(s)
    sprites = board(s, "Sprite", 0)
    assert len(sprites) == 1 and not sprites[0].exhausted
    assert layers.might(s.game, sprites[0]) == 3
    assert "Temporary" in layers.keywords(s.game, sprites[0])


def test_sprite_call_from_hidden_plays_the_sprite_at_that_battlefield(scenario):
    """811.1.d.3: a token played by a hidden card goes to its battlefield."""
    s = scenario(spec({"field": [["Shipyard Skulker"]]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Sprite Call", "controller": 0}},
                           "Zaun Warrens"]))
    s.do("play Sprite Call")
    settle(s)
    assert [o.loc for o in board(s, "Sprite", 0)] == [1]


def test_stupefy_minus_one_and_draw(scenario):
    s = scenario(spec({"hand": ["Stupefy"], "pool": {"energy": 1}},
                      {"base": ["Shipyard Skulker"]}))
    s.do(f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2 and hand(s) == ["Mega-Mech"]


def test_mushroom_pouch_draws_with_a_facedown_card(scenario):
    s = scenario(spec({"base": ["Mushroom Pouch"], "field": [["Shipyard Skulker"]]},
                      bfs=[{"card": "Zaun Warrens", "controller": 0,
                            "hidden": {"card": "Hidden Blade", "controller": 0}},
                           "Grove of the God-Willow"], phase="awaken"))
    settle(s)
    # beginning phase: the Pouch draws 1 (then the draw step draws 1 more)
    assert len(s.game.players[0].hand) == 2


def test_mushroom_pouch_needs_a_facedown_card(scenario):
    s = scenario(spec({"base": ["Mushroom Pouch"]}, phase="awaken"))
    settle(s)
    assert len(s.game.players[0].hand) == 1             # the draw step only


def test_ravenbloom_student_grows_when_you_play_a_spell(scenario):
    s = scenario(spec({"base": ["Ravenbloom Student"], "hand": ["Consult the Past"],
                       "pool": {"energy": 5}}))
    s.do(f"play {card(s, 'Consult the Past')}")
    settle(s)
    assert bmight(s, "Ravenbloom Student") == 3


def test_heimerdinger_uses_friendly_exhaust_abilities(scenario):
    """Heimerdinger has the [E] abilities of friendly gear: using Orb of Regret's exhausts him,
    not the Orb."""
    s = scenario(spec({"base": ["Heimerdinger, Inventor", "Orb of Regret"]},
                      {"base": ["Shipyard Skulker"]}))
    heim = bid(s, "Heimerdinger, Inventor")
    s.do(f"activate ability 7 of Heimerdinger, Inventor #{heim}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2
    assert s.obj("Heimerdinger, Inventor").exhausted and not s.obj("Orb of Regret").exhausted
    assert not s.can(f"activate ability 7 of Heimerdinger, Inventor #{heim}")


def test_heimerdinger_uses_the_legends_ability_too(scenario):
    s = scenario(spec({"legend": "Herald of the Arcane", "pool": {"energy": 1},
                       "base": ["Heimerdinger, Inventor", "Orb of Regret"]},
                      {"base": ["Shipyard Skulker"]}))
    heim = bid(s, "Heimerdinger, Inventor")
    s.do(f"activate ability 7 of Heimerdinger, Inventor #{heim}")
    assert s.kind == DecisionKind.CHOOSE_MODE and len(s.game.legal_actions()) == 2
    s.do("option 0")                                   # Orb (card order: ogn-090 < ogn-265)
    s.do(tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2 and not s.game.objs[
        s.game.players[0].legend].exhausted


def test_viktor_innovator_recruit_on_opponents_turn(scenario):
    s = scenario(spec({"base": ["Viktor, Innovator"], "hand": ["Stupefy"],
                       "pool": {"energy": 1}},
                      {"base": ["Shipyard Skulker"], "hand": ["Consult the Past"],
                       "pool": {"energy": 9}}, turn_player=1))
    s.do(f"play {card(s, 'Consult the Past')}")
    s.do(f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))   # reaction on P1's turn
    settle(s)
    assert len(board(s, "Recruit", 0)) == 1


def test_viktor_innovator_no_recruit_on_your_turn(scenario):
    s = scenario(spec({"base": ["Viktor, Innovator"], "hand": ["Stupefy"],
                       "pool": {"energy": 1}}, {"base": ["Shipyard Skulker"]}))
    s.do(f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert board(s, "Recruit", 0) == []


def test_wraith_of_echoes_draws_once_for_the_first_deaths(scenario):
    """383.1.b: two friendly units dying at once trigger it once; later deaths this turn
    don't."""
    s = scenario(spec({"base": ["Wraith of Echoes"], "field": [["Recruit", "Recruit", "Recruit"]],
                       "hand": ["Flurry of Blades", "Flurry of Blades"],
                       "pool": {"energy": 20}}))
    s.do(f"play {card(s, 'Flurry of Blades')}")
    settle(s)
    assert len(board(s, "Recruit", 0)) == 0 and hand(s) == ["Flurry of Blades", "Mega-Mech"]


def test_wraith_of_echoes_not_after_an_earlier_death(scenario):
    s = scenario(spec({"field": [["Recruit"], ["Recruit"]],
                       "hand": ["Wraith of Echoes", "Hidden Blade", "Hidden Blade"],
                       "pool": {"energy": 20, "power": {"mind": 1, "order": 2}}}))
    s.do(f"play {card(s, 'Hidden Blade')}", tgt(s, "Recruit"))
    settle(s)                                          # a friendly unit died (its owner draws 2)
    s.do(f"play {card(s, 'Wraith of Echoes')}", "to P0's base")
    settle(s)
    n = len(s.game.players[0].hand)
    act(s, f"play {card(s, 'Hidden Blade', index=1)}", tgt(s, "Recruit"))
    settle(s)
    assert len(s.game.players[0].hand) == n - 1 + 2    # Hidden Blade's 2, no Wraith draw


# ===================================================================== Body


def test_bilgewater_bully_has_ganking_while_buffed(scenario):
    s = scenario(spec({"base": [{"card": "Bilgewater Bully", "buff": 1}, "Bilgewater Bully"]}))
    g = s.game
    a, b = [g.objs[i] for i in s.ids("Bilgewater Bully")]
    assert "Ganking" in layers.keywords(g, a) and "Ganking" not in layers.keywords(g, b)


def test_challenge_units_deal_their_might_to_each_other(scenario):
    s = scenario(spec({"hand": ["Challenge"], "base": ["Playful Phantom"],
                       "pool": {"energy": 2, "power": {"body": 1}}},
                      {"base": ["Shipyard Skulker"]}))
    act(s, f"play {card(s, 'Challenge')}", tgt(s, "Playful Phantom"), tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH" and s.obj("Playful Phantom").damage == 3


def test_confront_units_enter_ready_this_turn(scenario):
    s = scenario(spec({"hand": ["Confront", "Shipyard Skulker"], "pool": {"energy": 5}}))
    s.do(f"play {card(s, 'Confront')}")
    settle(s)
    assert "Mega-Mech" in hand(s)
    s.do(f"play {card(s, 'Shipyard Skulker')}")
    assert not s.obj("Shipyard Skulker").exhausted


def test_crackshot_corsair_pings_an_enemy_unit_when_attacking(scenario):
    s = scenario(spec({"base": ["Crackshot Corsair"]},
                      {"field": [[], ["Vanguard Sergeant", "Stalwart Poro"]]}, react=True))
    _attack(s, "Crackshot Corsair")
    assert s.kind == DecisionKind.TARGET
    s.do(tgt(s, "Stalwart Poro"))
    s.do("pass")                                       # the trigger resolves
    assert s.obj("Stalwart Poro").damage == 1


def test_dune_drake_plus_two_with_a_ready_enemy_here(scenario):
    s = scenario(spec({"base": ["Dune Drake"]}, {"field": [[], ["Vanguard Sergeant"]]},
                      react=True))
    _attack(s, "Dune Drake")
    s.do("pass")
    assert s.game.showdown.combat and bmight(s, "Dune Drake") == 7


def test_dune_drake_no_bonus_against_exhausted_enemies(scenario):
    s = scenario(spec({"base": ["Dune Drake"]},
                      {"field": [[], [{"card": "Vanguard Sergeant", "exhausted": True}]]},
                      react=True))
    _attack(s, "Dune Drake")
    s.do("pass")
    assert s.game.showdown.combat and bmight(s, "Dune Drake") == 5


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


def test_lee_sin_centered_boosts_buffed_friends_at_his_battlefield(scenario):
    s = scenario(spec({"field": [["Lee Sin, Centered", {"card": "Shipyard Skulker", "buff": 1},
                                  "Vanguard Sergeant"]],
                       "base": [{"card": "Stalwart Poro", "buff": 1}]}))
    assert bmight(s, "Shipyard Skulker") == 6          # 3 + buff + 2
    assert bmight(s, "Vanguard Sergeant") == 4         # not buffed
    assert bmight(s, "Stalwart Poro") == 3             # not at his battlefield


def test_mistfall_readies_the_unit_you_buff(scenario):
    s = scenario(spec({"legend": "Blind Monk", "base": ["Mistfall",
                                                         {"card": "Shipyard Skulker",
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


# ===================================================================== Chaos


def test_cemetery_attendant_returns_a_unit_from_your_trash(scenario):
    s = scenario(spec({"hand": ["Cemetery Attendant"], "trash": ["Mega-Mech", "Stupefy"],
                       "pool": {"energy": 3, "power": {"chaos": 1}}}))
    s.do(f"play {card(s, 'Cemetery Attendant')}")
    settle(s)
    assert hand(s) == ["Mega-Mech"] and trash(s) == ["Stupefy"]


def test_gust_returns_a_small_unit_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Gust"], "pool": {"energy": 1}},
                      {"field": [["Shipyard Skulker", "Vanguard Sergeant", "Stalwart Poro"]]}))
    s.do(f"play {card(s, 'Gust')}")
    assert s.options() == [tgt(s, "Shipyard Skulker"), tgt(s, "Stalwart Poro")]   # Might <= 3
    s.do(tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "HAND" and hand(s, 1) == ["Shipyard Skulker"]


def test_morbid_return_returns_a_unit_from_your_trash(scenario):
    s = scenario(spec({"hand": ["Morbid Return"], "trash": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    act(s, f"play {card(s, 'Morbid Return')}", f"target {card(s, 'Shipyard Skulker')}")
    settle(s)
    assert hand(s) == ["Shipyard Skulker"]


def test_sai_scout_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(spec({"hand": ["Sai Scout"], "pool": {"energy": 6}},
                      {"field": [[], ["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Sai Scout')}")
    assert sorted(s.options()) == ["to Grove of the God-Willow", "to P0's base"]
    s.do("to Grove of the God-Willow")
    settle(s)
    assert s.obj("Sai Scout").loc == 1


def test_sneaky_deckhand_may_be_played_to_an_open_battlefield(scenario):
    s = scenario(spec({"hand": ["Sneaky Deckhand"], "pool": {"energy": 3}}))
    s.do(f"play {card(s, 'Sneaky Deckhand')}", "to Zaun Warrens")
    settle(s)
    assert s.obj("Sneaky Deckhand").loc == 2 and s.game.bfs[1].controller == 0   # conquered
    assert s.points() == [1, 0]


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


def test_maddened_marauder_moves_a_unit_from_a_battlefield_to_base(scenario):
    s = scenario(spec({"hand": ["Maddened Marauder"], "pool": {"energy": 5}},
                      {"field": [["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Maddened Marauder')}")
    settle(s)
    assert s.obj("Vanguard Sergeant").loc == LOC_BASE


def test_rhasa_costs_one_less_per_card_in_your_trash(scenario):
    s = scenario(spec({"hand": ["Rhasa the Sunderer"], "trash": ["Mega-Mech"] * 4,
                       "pool": {"energy": 6, "power": {"chaos": 1}}}))
    s.do(f"play {card(s, 'Rhasa the Sunderer')}")
    assert board(s, "Rhasa the Sunderer", 0) and s.game.players[0].energy == 0


# ===================================================================== Order


def test_cruel_patron_kills_a_friendly_unit_as_its_cost(scenario):
    s = scenario(spec({"hand": ["Cruel Patron"], "pool": {"energy": 4},
                       "base": ["Shipyard Skulker", "Stalwart Poro"]}))
    s.do(f"play {card(s, 'Cruel Patron')}", f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert board(s, "Cruel Patron", 0) and s.zone("Stalwart Poro") == "TRASH"


def test_cruel_patron_needs_a_friendly_unit(scenario):
    s = scenario(spec({"hand": ["Cruel Patron", "Consult the Past"], "pool": {"energy": 4}},
                      anchor=False))
    assert s.can("play Consult the Past") and not s.can("play Cruel Patron")


def test_cruel_patron_not_to_a_battlefield_its_cost_would_empty(scenario):
    """Seed ruling: killing your only unit at a battlefield as the cost loses it, so the
    Patron can't be played there (unless another unit of yours is there)."""
    s = scenario(spec({"hand": ["Cruel Patron", "Consult the Past"], "pool": {"energy": 8},
                       "field": [["Shipyard Skulker"]]}, anchor=False))
    s.do(f"play {card(s, 'Cruel Patron')}")            # base is the only place left
    assert s.zone("Cruel Patron") == "BOARD" and s.obj("Cruel Patron").loc == LOC_BASE
    assert s.zone("Shipyard Skulker") == "TRASH"


def test_cull_the_weak_each_player_kills_one_of_their_units(scenario):
    s = scenario(spec({"hand": ["Cull the Weak"], "base": ["Shipyard Skulker", "Stalwart Poro"],
                       "pool": {"energy": 2, "power": {"order": 1}}},
                      {"base": ["Vanguard Sergeant", "Daring Poro"]}))
    s.do(f"play {card(s, 'Cull the Weak')}")
    settle(s)
    s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert s.decision.player == 1
    s.do(f"choose Daring Poro #{bid(s, 'Daring Poro')}")
    settle(s)
    assert s.zone("Stalwart Poro") == "TRASH" and s.zone("Daring Poro") == "TRASH"
    assert s.zone("Shipyard Skulker") == "BOARD" and s.zone("Vanguard Sergeant") == "BOARD"


def test_hidden_blade_kills_and_its_controller_draws_two(scenario):
    s = scenario(spec({"hand": ["Hidden Blade"], "pool": {"energy": 2, "power": {"order": 1}}},
                      {"field": [["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Hidden Blade')}")
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert hand(s, 1) == ["Mega-Mech", "Mega-Mech"] and hand(s, 0) == []


def test_noxian_drummer_makes_a_recruit_where_it_moves(scenario):
    s = scenario(spec({"base": ["Noxian Drummer"]}))
    s.do(f"move Noxian Drummer #{bid(s, 'Noxian Drummer')}", "to Grove of the God-Willow")
    settle(s)
    assert [o.loc for o in board(s, "Recruit", 0)] == [1]


def test_vengeance_kills_a_unit(scenario):
    s = scenario(spec({"hand": ["Vengeance"], "pool": {"energy": 4, "power": {"order": 2}}},
                      {"base": ["Mega-Mech"]}))
    s.do(f"play {card(s, 'Vengeance')}", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert s.obj("Mega-Mech", 1).zone != Zone.BOARD


def test_grand_strategem_gives_friendly_units_five(scenario):
    s = scenario(spec({"hand": ["Grand Strategem"], "base": ["Shipyard Skulker"],
                       "field": [["Stalwart Poro"]],
                       "pool": {"energy": 6, "power": {"order": 3}}},
                      {"base": ["Vanguard Sergeant"]}))
    s.do(f"play {card(s, 'Grand Strategem')}")
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 8 and bmight(s, "Stalwart Poro") == 7
    assert bmight(s, "Vanguard Sergeant") == 4


def test_shen_kinkou_is_a_reaction_tank_with_shield_two(scenario):
    s = scenario(spec({"hand": ["Shen, Kinkou"], "pool": {"energy": 3, "power": {"order": 1}}},
                      {"base": ["Shipyard Skulker"], "hand": ["Consult the Past"],
                       "pool": {"energy": 9}}, turn_player=1))
    s.do(f"play {card(s, 'Consult the Past')}")
    s.do(f"play {card(s, 'Shen, Kinkou')}")            # on the opponent's turn, on a chain
    k = kws(s, "Shen, Kinkou")
    assert k.get("Shield") == 2 and "Tank" in k and "Reaction" in k


# ===================================================================== legend


def test_blind_monk_buffs_a_friendly_unit(scenario):
    s = scenario(spec({"legend": "Blind Monk", "base": ["Shipyard Skulker"],
                       "pool": {"energy": 1}}))
    s.do(f"activate ability 0 of Blind Monk #{s.game.players[0].legend}",
         tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").buff == 1 and bmight(s, "Shipyard Skulker") == 4


# ===================================================================== battlefields


def test_fortified_position_gives_a_defender_shield_two(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]}, {"field": [["Vanguard Sergeant"]]},
                      bfs=["Fortified Position", "Zaun Warrens"], react=True))
    _attack(s, "Playful Phantom", "Fortified Position")
    assert s.kind == DecisionKind.TARGET and s.decision.player == 1
    s.do(tgt(s, "Vanguard Sergeant"))
    s.do("pass")
    assert bmight(s, "Vanguard Sergeant") == 6
    settle(s)                                          # 5 vs 6: the attacker dies
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"


def test_monastery_of_hirana_spend_a_buff_to_draw(scenario):
    s = scenario(spec({"base": [{"card": "Shipyard Skulker", "buff": 1}]},
                      bfs=["Monastery of Hirana", "Zaun Warrens"]))
    _attack(s, "Shipyard Skulker", "Monastery of Hirana")
    settle(s)                                          # showdown; conquer
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle(s)
    assert s.obj("Shipyard Skulker").buff == 0 and hand(s) == ["Mega-Mech"]


def test_reavers_row_defender_may_move_a_unit_to_base(scenario):
    s = scenario(spec({"base": ["Playful Phantom"]},
                      {"field": [["Vanguard Sergeant", "Stalwart Poro"]]},
                      bfs=["Reaver's Row", "Zaun Warrens"], react=True))
    _attack(s, "Playful Phantom", "Reaver's Row")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes", tgt(s, "Stalwart Poro"))
    s.do("pass")
    assert s.obj("Stalwart Poro").loc == LOC_BASE


def test_startipped_peak_hold_may_channel(scenario):
    s = scenario(spec({"field": [["Shipyard Skulker"]], "rune_deck": ["Calm Rune"] * 4},
                      bfs=["Startipped Peak", "Zaun Warrens"], phase="awaken"))
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    settle(s)
    p = s.game.players[0]
    # 1 exhausted from the Peak, then 2 in the channel step
    assert len(p.runes) == 3 and sum(s.game.objs[r].exhausted for r in p.runes) == 1


def test_targons_peak_readies_runes_at_the_end_of_the_turn(scenario):
    s = scenario(spec({"base": ["Shipyard Skulker"],
                       "runes": [{"card": "Calm Rune", "exhausted": True}] * 3},
                      {"base": ["Petty Officer"]}, bfs=["Targon's Peak", "Zaun Warrens"]))
    _attack(s, "Shipyard Skulker", "Targon's Peak")
    settle(s)
    assert s.game.delayed and s.points() == [1, 0]
    s.do("end turn")
    assert s.kind == DecisionKind.TARGET               # the delayed trigger chooses runes
    runes = s.game.players[0].runes
    s.do(f"target Calm Rune #{runes[0]}", f"target Calm Rune #{runes[1]}")
    settle(s)
    assert [s.game.objs[r].exhausted for r in runes] == [False, False, True]


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
    _attack(s, "Playful Phantom", "Void Gate")
    settle(s)                                          # 5 combat damage, no bonus: it lives
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"
