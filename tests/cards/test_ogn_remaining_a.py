"""More Origins cards of the shipped tournament lists: scenario tests on both engines. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import bid, go, hand, settle_open, spec_factory, trash

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def pool(energy: int, **power: int) -> dict:
    return {"energy": energy, "power": dict(power)}


# ---------------------------------------------------------------- Captain Farron

def test_captain_farron_gives_assault_to_other_friendly_units_here(scenario):
    s = scenario(spec({"field": [["Captain Farron", "Pouty Poro"], []],
                       "base": ["Stalwart Poro"]},
                      {"field": [["Mystic Poro"], []]}))
    assert s.keywords("Pouty Poro").get("Assault") == 1
    assert "Assault" not in s.keywords("Captain Farron")        # "other"
    assert "Assault" not in s.keywords("Stalwart Poro")         # not here
    assert "Assault" not in s.keywords("Mystic Poro")           # not friendly


# ---------------------------------------------------------------- Iron Ballista

def test_iron_ballista_enters_exhausted(scenario):
    s = scenario(spec({"hand": ["Iron Ballista"], "pool": pool(3)}))
    s.do("play Iron Ballista")
    settle_open(s)
    assert s.zone("Iron Ballista") == "BOARD" and s.obj("Iron Ballista").exhausted


def test_iron_ballista_deals_two_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Iron Ballista"]},
                      {"field": [["Playful Phantom"], []], "base": ["Pouty Poro"]}))
    s.do("activate ability 1 of Iron Ballista")
    assert not s.can("target Pouty Poro")                     # in a base
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.damage("Playful Phantom") == 2 and s.obj("Iron Ballista").exhausted


# ---------------------------------------------------------------- Scrapyard Champion

def test_scrapyard_champion_with_legion_discards_two_then_draws_two(scenario):
    s = scenario(spec({"hand": ["Scrapyard Champion", "Pouty Poro", "Mystic Poro"],
                       "pool": pool(5, fury=1), "cards_finalized": 1,
                       "deck": ["Daring Poro", "Stalwart Poro"] + FILL}))
    s.do("play Scrapyard Champion")
    go(s, "base")
    for _ in range(6):
        settle_open(s)
        if s.kind in (DecisionKind.PRIORITY, None):
            break
        s.do(s.options()[0])
    assert trash(s) == ["Mystic Poro", "Pouty Poro"]
    assert hand(s) == ["Daring Poro", "Stalwart Poro"]


def test_scrapyard_champion_without_legion_does_nothing(scenario):
    s = scenario(spec({"hand": ["Scrapyard Champion", "Pouty Poro"],
                       "pool": pool(5, fury=1)}))
    s.do("play Scrapyard Champion")
    go(s, "base")
    settle_open(s)
    assert s.zone("Scrapyard Champion") == "BOARD"
    assert hand(s) == ["Pouty Poro"] and trash(s) == []


# ---------------------------------------------------------------- Thermo Beam

def test_thermo_beam_kills_every_gear(scenario):
    s = scenario(spec({"hand": ["Thermo Beam"], "pool": pool(5, fury=2),
                       "base": ["Energy Conduit"]},
                      {"base": ["Iron Ballista"]}))
    s.do("play Thermo Beam")
    settle_open(s)
    assert s.zone("Energy Conduit") == "TRASH" and s.zone("Iron Ballista") == "TRASH"
    assert s.zone(bid(s, "Mega-Mech", 0)) == "BOARD"


# ---------------------------------------------------------------- Tryndamere, Barbarian

def _tryndamere_attacks(scenario, defender):
    s = scenario(spec({"base": ["Tryndamere, Barbarian"]}, {"field": [[defender], []]}))
    s.do("move Tryndamere, Barbarian")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    return s


def test_tryndamere_scores_a_point_after_five_excess(scenario):
    s = _tryndamere_attacks(scenario, "Sharkling")            # 8 into 1: 7 excess
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 2                                   # conquer + Tryndamere


def test_tryndamere_needs_five_excess(scenario):
    s = _tryndamere_attacks(scenario, "Vanguard Sergeant")    # 8 into 4: 4 excess
    assert s.game.bfs[0].controller == 0
    assert s.points()[0] == 1


# ---------------------------------------------------------------- Vayne, Hunter

def _play_vayne(scenario, bfs, p1, p0=None):
    s = scenario(spec({"hand": ["Vayne, Hunter"], "pool": pool(4, fury=1), **(p0 or {})}, p1,
                      bfs=bfs))
    s.do("play Vayne, Hunter")
    go(s, "base")
    settle_open(s)
    return s


def test_vayne_enters_ready_if_an_opponent_controls_a_battlefield(scenario):
    s = _play_vayne(scenario, [{"card": BF[0], "controller": 1}, BF[1]],
                    {"field": [["Stalwart Poro"], []]})
    assert not s.obj("Vayne, Hunter").exhausted


def test_vayne_enters_exhausted_otherwise(scenario):
    s = _play_vayne(scenario, BF, {})
    assert s.obj("Vayne, Hunter").exhausted
    s = _play_vayne(scenario, BF, {}, {"field": [["Stalwart Poro"], []]})     # mine: Grove
    assert s.game.bfs[0].controller == 0
    assert s.obj("Vayne, Hunter").exhausted


def test_vayne_may_pay_one_to_return_to_hand_when_she_conquers(scenario):
    s = scenario(spec({"base": ["Vayne, Hunter"], "pool": pool(1)}))
    s.do("move Vayne, Hunter")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.kind == DecisionKind.OPTIONAL_COST           # "you may pay [1]" (383.3.b)
    s.do("yes")
    settle_open(s)
    assert s.zone("Vayne, Hunter") == "HAND" and s.game.players[0].energy == 0
    assert s.points()[0] == 1                                 # she conquered first


# ---------------------------------------------------------------- Kadregrin the Infernal

def test_kadregrin_draws_one_per_mighty_friendly_unit(scenario):
    s = scenario(spec({"hand": ["Kadregrin the Infernal"], "pool": pool(9, fury=2),
                       "base": ["Playful Phantom", "Pouty Poro"],
                       "deck": ["Daring Poro", "Stalwart Poro", "Mystic Poro", "Sharkling"]},
                      {"base": ["Petty Officer"]}))
    s.do("play Kadregrin the Infernal")
    go(s, "base")
    settle_open(s)
    # Kadregrin 9, Mega-Mech 8, Playful Phantom 5 (Pouty Poro 2 and the enemy's do not count)
    assert hand(s) == ["Daring Poro", "Mystic Poro", "Stalwart Poro"]


# ---------------------------------------------------------------- Clockwork Keeper

def test_clockwork_keeper_draws_if_the_extra_calm_was_paid(scenario):
    s = scenario(spec({"hand": ["Clockwork Keeper"], "pool": pool(2, calm=1),
                       "deck": ["Daring Poro"] + FILL}))
    s.do("play Clockwork Keeper", "yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Clockwork Keeper") == "BOARD" and hand(s) == ["Daring Poro"]


def test_clockwork_keeper_without_the_extra_cost_draws_nothing(scenario):
    s = scenario(spec({"hand": ["Clockwork Keeper"], "pool": pool(2, calm=1)}))
    s.do("play Clockwork Keeper", "no")
    go(s, "base")
    settle_open(s)
    assert s.zone("Clockwork Keeper") == "BOARD" and hand(s) == []


# ---------------------------------------------------------------- Find Your Center

def test_find_your_center_costs_two_less_near_an_opponents_victory(scenario):
    s = scenario(spec({"hand": ["Find Your Center"], "pool": pool(1),
                       "rune_deck": ["Calm Rune"], "deck": ["Daring Poro"] + FILL},
                      {"points": 5}))
    s.do("play Find Your Center")
    settle_open(s)
    assert hand(s) == ["Daring Poro"]
    runes = s.game.players[0].runes
    assert len(runes) == 1 and s.game.objs[runes[0]].exhausted


def test_find_your_center_full_price_otherwise(scenario):
    s = scenario(spec({"hand": ["Find Your Center"], "pool": pool(1)}, {"points": 4}))
    assert not s.can("play Find Your Center")


# ---------------------------------------------------------------- Block

def test_block_gives_shield_three_and_tank(scenario):
    s = scenario(spec({"hand": ["Block"], "pool": pool(2), "base": ["Pouty Poro"]}))
    s.do("play Block")
    go(s, "target Pouty Poro")
    settle_open(s)
    kw = s.keywords("Pouty Poro")
    assert kw.get("Shield") == 3 and "Tank" in kw


# ---------------------------------------------------------------- Eclipse Herald

def test_eclipse_herald_readies_and_grows_when_you_stun_an_enemy(scenario):
    s = scenario(spec({"hand": ["Rune Prison"], "pool": pool(2, calm=1),
                       "base": [{"card": "Eclipse Herald", "exhausted": True}]},
                      {"base": ["Daring Poro"]}))
    s.do("play Rune Prison")
    go(s, "target Daring Poro")
    settle_open(s)
    assert not s.obj("Eclipse Herald").exhausted and s.might("Eclipse Herald") == 8


def test_eclipse_herald_ignores_stunning_a_friendly_unit(scenario):
    s = scenario(spec({"hand": ["Rune Prison"], "pool": pool(2, calm=1),
                       "base": [{"card": "Eclipse Herald", "exhausted": True}, "Daring Poro"]}))
    s.do("play Rune Prison")
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.obj("Eclipse Herald").exhausted and s.might("Eclipse Herald") == 7


# ---------------------------------------------------------------- Poro Herder

def test_poro_herder_with_a_poro_buffs_and_draws(scenario):
    s = scenario(spec({"hand": ["Poro Herder"], "pool": pool(3, calm=1),
                       "base": ["Pouty Poro"], "deck": ["Daring Poro"] + FILL}))
    s.do("play Poro Herder")
    go(s, "base")
    settle_open(s)
    assert s.might("Poro Herder") == 4 and hand(s) == ["Daring Poro"]


def test_poro_herder_without_a_poro_does_nothing(scenario):
    s = scenario(spec({"hand": ["Poro Herder"], "pool": pool(3, calm=1)},
                      {"base": ["Pouty Poro"]}))
    s.do("play Poro Herder")
    go(s, "base")
    settle_open(s)
    assert s.might("Poro Herder") == 3 and hand(s) == []


# ---------------------------------------------------------------- Taric, Protector

def test_taric_gives_shield_to_other_friendly_units_here(scenario):
    s = scenario(spec({"field": [["Taric, Protector", "Pouty Poro"], []],
                       "base": ["Daring Poro"]},
                      {"field": [["Mystic Poro"], []]}))
    assert s.keywords("Pouty Poro").get("Shield") == 1
    assert "Shield" not in s.keywords("Daring Poro")
    assert "Shield" not in s.keywords("Mystic Poro")


# ---------------------------------------------------------------- Tasty Faefolk

def test_tasty_faefolk_deathknell_channels_two_and_draws(scenario):
    s = scenario(spec({"hand": ["Vengeance"], "pool": pool(4, order=2),
                       "base": ["Tasty Faefolk"], "rune_deck": ["Calm Rune"] * 3,
                       "deck": ["Daring Poro"] + FILL}))
    s.do("play Vengeance")
    go(s, "target Tasty Faefolk")
    settle_open(s)
    assert s.zone("Tasty Faefolk") == "TRASH"
    runes = s.game.players[0].runes
    assert len(runes) == 2 and all(s.game.objs[r].exhausted for r in runes)
    assert hand(s) == ["Daring Poro"]


# ---------------------------------------------------------------- Whiteflame Protector

def test_whiteflame_protector_gives_a_unit_eight_might(scenario):
    s = scenario(spec({"hand": ["Whiteflame Protector"], "pool": pool(8, calm=2),
                       "base": ["Pouty Poro"]}))
    s.do("play Whiteflame Protector")
    go(s, "base", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 10


# ---------------------------------------------------------------- Pit Crew

def test_pit_crew_readies_when_you_play_a_gear(scenario):
    s = scenario(spec({"hand": ["Energy Conduit"], "pool": pool(3),
                       "base": [{"card": "Pit Crew", "exhausted": True}]}))
    s.do("play Energy Conduit")
    settle_open(s)
    assert s.zone("Energy Conduit") == "BOARD" and not s.obj("Pit Crew").exhausted


def test_pit_crew_stays_exhausted_when_you_play_a_unit(scenario):
    s = scenario(spec({"hand": ["Pouty Poro"], "pool": pool(2),
                       "base": [{"card": "Pit Crew", "exhausted": True}]}))
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pit Crew").exhausted


# ---------------------------------------------------------------- Energy Conduit

def test_energy_conduit_adds_one_energy(scenario):
    s = scenario(spec({"base": ["Energy Conduit"]}))
    before = s.game.players[0].energy
    s.do("activate ability 0 of Energy Conduit")
    settle_open(s)
    assert s.game.players[0].energy == before + 1 and s.obj("Energy Conduit").exhausted


# ---------------------------------------------------------------- Garbage Grabber

def test_garbage_grabber_recycles_three_pays_one_and_draws(scenario):
    s = scenario(spec({"base": ["Garbage Grabber"], "pool": pool(1),
                       "trash": ["Pouty Poro", "Mystic Poro", "Daring Poro"],
                       "deck": ["Stalwart Poro"] + FILL}))
    s.do("activate ability 0 of Garbage Grabber")
    for _ in range(6):
        settle_open(s)
        if s.kind in (DecisionKind.PRIORITY, None):
            break
        s.do(s.options()[0])
    assert hand(s) == ["Stalwart Poro"] and trash(s) == []
    assert s.game.players[0].energy == 0 and s.obj("Garbage Grabber").exhausted


def test_garbage_grabber_needs_three_cards_in_the_trash(scenario):
    s = scenario(spec({"base": ["Garbage Grabber"], "pool": pool(1),
                       "trash": ["Pouty Poro", "Mystic Poro"]}))
    assert not s.can("activate ability 0 of Garbage Grabber")


# ---------------------------------------------------------------- Sprite Mother

def test_sprite_mother_plays_a_ready_temporary_sprite_here(scenario):
    s = scenario(spec({"hand": ["Sprite Mother"], "pool": pool(4, mind=1),
                       "field": [["Stalwart Poro"], []]}))
    s.do("play Sprite Mother")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert s.loc("Sprite Mother") == 1
    sprite = s.obj("Sprite")
    assert s.loc("Sprite") == 1 and not sprite.exhausted and s.might("Sprite") == 3
    assert "Temporary" in s.keywords("Sprite")


# ---------------------------------------------------------------- Unchecked Power

def test_unchecked_power_exhausts_friendly_units_then_deals_twelve_at_battlefields(scenario):
    s = scenario(spec({"hand": ["Unchecked Power"], "pool": pool(7, mind=2),
                       "base": ["Pouty Poro"], "field": [["Playful Phantom"], []]},
                      {"field": [["Mystic Poro"], []], "base": ["Daring Poro"]}))
    s.do("play Unchecked Power")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Mystic Poro") == "TRASH"
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pouty Poro").exhausted
    assert s.zone("Daring Poro") == "BOARD" and not s.obj("Daring Poro").exhausted


# ---------------------------------------------------------------- Arena Bar

def test_arena_bar_buffs_an_exhausted_friendly_unit(scenario):
    s = scenario(spec({"base": ["Arena Bar", {"card": "Pouty Poro", "exhausted": True},
                                "Daring Poro"]}))
    s.do("activate ability 0 of Arena Bar")
    assert not s.can("target Daring Poro")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 3 and s.might("Daring Poro") == 2


# ---------------------------------------------------------------- Anivia, Primal

def test_anivia_deals_three_to_every_enemy_unit_here_when_she_attacks(scenario):
    s = scenario(spec({"base": ["Anivia, Primal"]},
                      {"field": [["Pouty Poro", "Playful Phantom"], ["Mystic Poro"]]}))
    s.do("move Anivia, Primal")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH"                    # 3 kills the 2-Might Poro
    assert s.zone("Mystic Poro") == "BOARD" and s.damage("Mystic Poro") == 0   # elsewhere
    assert s.zone("Playful Phantom") == "TRASH"               # 3 + Anivia's 8 in combat


# ---------------------------------------------------------------- Last Stand

def test_last_stand_doubles_might_and_gives_temporary(scenario):
    """432.1.a: doubling gives +its current Might this turn."""
    s = scenario(spec({"hand": ["Last Stand"], "pool": pool(3, calm=1),
                       "base": [{"card": "Pouty Poro", "might": 1}]}))
    s.do("play Last Stand")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 6
    assert "Temporary" in s.keywords("Pouty Poro")


# ---------------------------------------------------------------- Adaptatron

def _adaptatron_conquers(scenario, p1):
    s = scenario(spec({"base": ["Adaptatron"]}, p1))
    s.do("move Adaptatron")
    go(s, "to Altar to Unity")
    settle_open(s)
    return s


def test_adaptatron_may_kill_a_gear_to_buff_itself_when_it_conquers(scenario):
    s = _adaptatron_conquers(scenario, {"base": ["Iron Ballista"]})
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, "target Iron Ballista")
    settle_open(s)
    assert s.zone("Iron Ballista") == "TRASH"
    assert s.might("Adaptatron") == 4


def test_adaptatron_declining_keeps_the_gear_and_no_buff(scenario):
    s = _adaptatron_conquers(scenario, {"base": ["Iron Ballista"]})
    assert s.kind == DecisionKind.MAY
    s.do("no")
    settle_open(s)
    assert s.zone("Iron Ballista") == "BOARD" and s.might("Adaptatron") == 3


# ---------------------------------------------------------------- Herald of Scales

def test_herald_of_scales_makes_your_dragons_cost_two_less(scenario):
    s = scenario(spec({"hand": ["Whiteflame Protector", "Poro Herder"], "pool": pool(6, calm=3),
                       "base": ["Herald of Scales"]}))
    assert s.can("play Whiteflame Protector")                  # a Dragon: 8 - 2 = 6
    s.do("play Whiteflame Protector")
    go(s, "base", "target Whiteflame Protector")
    settle_open(s)
    assert s.zone("Whiteflame Protector") == "BOARD" and s.game.players[0].energy == 0


def test_herald_of_scales_leaves_other_units_full_price(scenario):
    s = scenario(spec({"hand": ["Poro Herder"], "pool": pool(2, calm=1),
                       "base": ["Herald of Scales"]}))
    assert not s.can("play Poro Herder")                       # not a Dragon: 3


def test_herald_of_scales_only_helps_its_controller(scenario):
    s = scenario(spec({"hand": ["Whiteflame Protector"], "pool": pool(6, calm=2)},
                      {"base": ["Herald of Scales"]}))
    assert not s.can("play Whiteflame Protector")


# ---------------------------------------------------------------- Spoils of War

def test_spoils_of_war_costs_two_less_after_an_enemy_unit_died(scenario):
    s = scenario(spec({"hand": ["Spoils of War"], "pool": pool(2, body=1),
                       "deck": ["Daring Poro", "Stalwart Poro"] + FILL},
                      {"units_died": 1}))
    s.do("play Spoils of War")
    settle_open(s)
    assert hand(s) == ["Daring Poro", "Stalwart Poro"]


def test_spoils_of_war_full_price_after_only_a_friendly_unit_died(scenario):
    s = scenario(spec({"hand": ["Spoils of War"], "pool": pool(2, body=1), "units_died": 1}))
    assert not s.can("play Spoils of War")


# ---------------------------------------------------------------- Sun Disc

def test_sun_disc_with_legion_readies_only_the_next_unit_you_play(scenario):
    s = scenario(spec({"base": ["Sun Disc"], "hand": ["Pouty Poro", "Daring Poro"],
                       "pool": pool(4), "cards_finalized": 1}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    assert s.obj("Sun Disc").exhausted
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and not s.obj("Pouty Poro").exhausted
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Daring Poro") == "BOARD" and s.obj("Daring Poro").exhausted


def test_sun_disc_without_legion_does_nothing(scenario):
    s = scenario(spec({"base": ["Sun Disc"], "hand": ["Pouty Poro"], "pool": pool(2)}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pouty Poro").exhausted


def test_sun_disc_a_token_played_first_uses_it_up(scenario):
    """350.2: tokens are played too: the Recruit is the next unit played."""
    s = scenario(spec({"legend": "Herald of the Arcane", "base": ["Sun Disc"],
                       "hand": ["Pouty Poro"], "pool": pool(3), "cards_finalized": 1}))
    s.do("activate ability 0 of Sun Disc")
    settle_open(s)
    s.do("activate ability 0 of Herald of the Arcane")
    settle_open(s)
    assert not s.obj("Recruit").exhausted                      # the next unit played
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.obj("Pouty Poro").exhausted                       # already used up


# ---------------------------------------------------------------- Raging Firebrand

def test_raging_firebrand_makes_the_next_spell_cost_five_less(scenario):
    s = scenario(spec({"hand": ["Raging Firebrand", "Falling Comet", "Stupefy"],
                       "pool": pool(6, fury=1)},
                      {"field": [["Playful Phantom"], []]}))
    assert s.can("play Falling Comet")
    s.do("play Raging Firebrand")
    go(s, "base")
    settle_open(s)
    assert s.game.players[0].energy == 0
    s.do("play Falling Comet")                                 # 5 - 5 = 0
    go(s, "target Playful Phantom")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"
    assert not s.can("play Stupefy")                           # used up: 1 Energy again


def test_raging_firebrand_discount_does_not_go_below_zero(scenario):
    s = scenario(spec({"hand": ["Raging Firebrand", "Stupefy"], "pool": pool(6, fury=1),
                       "base": ["Pouty Poro"]}))
    s.do("play Raging Firebrand")
    go(s, "base")
    settle_open(s)
    s.do("play Stupefy")                                       # 1 - 5: free
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.zone("Stupefy") == "TRASH" and s.game.players[0].energy == 0
