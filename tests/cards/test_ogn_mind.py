"""Origins (OGN) Mind cards: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import (
    act, bid, bmight, board, card, go, GROVE, hand, pool, QUIET_FILL, quiet_spec, runes, settle,
    settle_open, spec, tgt, to_next_main, trash, WARRENS,
)


# Deathknell (808): "recycle me to ready your runes": the recycle is the trigger's cost, paid
# as it is finalized (383.3.b; 404.2: it may be declined); the Unleashed FAQ on Ekko.
def _ekko(scenario):
    s = scenario(spec({"base": ["Ekko, Recurrent"],
                       "runes": [{"card": "Mind Rune", "exhausted": True}] * 3},
                      {"field": [["Mega-Mech"], []]}))
    s.do("move Ekko, Recurrent", f"to {GROVE}")
    for _ in range(20):
        if s.kind == DecisionKind.OPTIONAL_COST:
            return s
        s.do(s.options()[0] if not s.can("pass") else "pass")
    raise AssertionError("no OPTIONAL_COST decision")


# "Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring
# costs this turn" (811.1.b: hiding costs [A]).
def _guerilla(scenario, trash):
    return scenario(spec({"hand": ["Guerilla Warfare"],
                          "pool": {"energy": 2, "power": {"mind": 1}}, "trash": trash,
                          "field": [["Stalwart Poro"], []]},
                         bfs=[{"card": GROVE, "controller": 0}, WARRENS]))


# ---------------------------------------------------------------- Eager Apprentice

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


# ---------------------------------------------------------------- Orb of Regret

def test_orb_of_regret_minus_one_not_below_one(scenario):
    s = scenario(spec({"base": ["Orb of Regret"]},
                      {"base": ["Shipyard Skulker", {"card": "Recruit", "might": 0}]}))
    orb = bid(s, "Orb of Regret")
    s.do(f"activate ability 0 of Orb of Regret #{orb}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2 and s.obj("Orb of Regret").exhausted


# ---------------------------------------------------------------- Pit Crew

def test_pit_crew_readies_when_you_play_a_gear(scenario):
    s = scenario(quiet_spec({"hand": ["Energy Conduit"], "pool": pool(3),
                             "base": [{"card": "Pit Crew", "exhausted": True}]}))
    s.do("play Energy Conduit")
    settle_open(s)
    assert s.zone("Energy Conduit") == "BOARD" and not s.obj("Pit Crew").exhausted


def test_pit_crew_stays_exhausted_when_you_play_a_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Pouty Poro"], "pool": pool(2),
                             "base": [{"card": "Pit Crew", "exhausted": True}]}))
    s.do("play Pouty Poro")
    go(s, "base")
    settle_open(s)
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pit Crew").exhausted


# ---------------------------------------------------------------- Smoke Screen

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


# ---------------------------------------------------------------- Sprite Call

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


# ---------------------------------------------------------------- Stupefy

def test_stupefy_minus_one_and_draw(scenario):
    s = scenario(spec({"hand": ["Stupefy"], "pool": {"energy": 1}},
                      {"base": ["Shipyard Skulker"]}))
    s.do(f"play {card(s, 'Stupefy')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 2 and hand(s) == ["Mega-Mech"]


# ---------------------------------------------------------------- Energy Conduit

def test_energy_conduit_adds_one_energy(scenario):
    s = scenario(quiet_spec({"base": ["Energy Conduit"]}))
    before = s.game.players[0].energy
    s.do("activate ability 0 of Energy Conduit")
    settle_open(s)
    assert s.game.players[0].energy == before + 1 and s.obj("Energy Conduit").exhausted


# ---------------------------------------------------------------- Garbage Grabber

def test_garbage_grabber_recycles_three_pays_one_and_draws(scenario):
    s = scenario(quiet_spec({"base": ["Garbage Grabber"], "pool": pool(1),
                             "trash": ["Pouty Poro", "Mystic Poro", "Daring Poro"],
                             "deck": ["Stalwart Poro"] + QUIET_FILL}))
    s.do("activate ability 0 of Garbage Grabber")
    for _ in range(6):
        settle_open(s)
        if s.kind in (DecisionKind.PRIORITY, None):
            break
        s.do(s.options()[0])
    assert hand(s) == ["Stalwart Poro"] and trash(s) == []
    assert s.game.players[0].energy == 0 and s.obj("Garbage Grabber").exhausted


def test_garbage_grabber_needs_three_cards_in_the_trash(scenario):
    s = scenario(quiet_spec({"base": ["Garbage Grabber"], "pool": pool(1),
                             "trash": ["Pouty Poro", "Mystic Poro"]}))
    assert not s.can("activate ability 0 of Garbage Grabber")


# ---------------------------------------------------------------- Mushroom Pouch

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


# ---------------------------------------------------------------- Ravenbloom Student

def test_ravenbloom_student_grows_when_you_play_a_spell(scenario):
    s = scenario(spec({"base": ["Ravenbloom Student"], "hand": ["Consult the Past"],
                       "pool": {"energy": 5}}))
    s.do(f"play {card(s, 'Consult the Past')}")
    settle(s)
    assert bmight(s, "Ravenbloom Student") == 3


# ---------------------------------------------------------------- Retreat

def test_retreat_returns_a_friendly_unit_and_its_owner_channels_exhausted(scenario):
    """430: the owner (here its controller too) channels 1 rune, exhausted."""
    s = scenario(spec({"hand": ["Retreat"], "runes": runes("mind", 1),
                       "base": ["Vanguard Sergeant"], "rune_deck": ["Calm Rune"] * 2}))
    s.do("play Retreat", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    p = s.game.players[0]
    assert len(p.runes) == 2 and len(p.rune_deck) == 1
    new = [r for r in p.runes if s.game.pool[s.game.objs[r].card].name == "Calm Rune"]
    assert len(new) == 1 and s.game.objs[new[0]].exhausted


def test_retreat_the_owner_of_a_borrowed_unit_channels(scenario):
    """122: a unit taken from the opponent goes to their hand, and they channel the rune."""
    s = scenario(spec({"hand": ["Retreat"], "runes": runes("mind", 1),
                       "rune_deck": ["Calm Rune"] * 2},
                      {"base": [{"card": "Playful Phantom", "controller": 0}],
                       "rune_deck": ["Fury Rune"] * 2}))
    s.do("play Retreat", "target Playful Phantom")
    settle_open(s)
    g = s.game
    assert s.zone("Playful Phantom") == "HAND"
    assert [g.pool[g.objs[c].card].name for c in g.players[1].hand].count("Playful Phantom") == 1
    assert len(g.players[1].runes) == 1 and g.objs[g.players[1].runes[0]].exhausted
    assert len(g.players[0].rune_deck) == 2            # not the caster's


# ---------------------------------------------------------------- Sprite Mother

def test_sprite_mother_plays_a_ready_temporary_sprite_here(scenario):
    s = scenario(quiet_spec({"hand": ["Sprite Mother"], "pool": pool(4, mind=1),
                             "field": [["Stalwart Poro"], []]}))
    s.do("play Sprite Mother")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert s.loc("Sprite Mother") == 1
    sprite = s.obj("Sprite")
    assert s.loc("Sprite") == 1 and not sprite.exhausted and s.might("Sprite") == 3
    assert "Temporary" in s.keywords("Sprite")


# ---------------------------------------------------------------- Ekko, Recurrent
# Its Energy cost (8) is reduced by the highest Might among units you control (356.4).

def test_ekko_recycles_himself_to_ready_your_runes(scenario):
    s = _ekko(scenario)
    g = s.game
    ekko = s.id("Ekko, Recurrent")
    assert g.objs[ekko].zone.name == "TRASH"
    s.do("yes")
    assert g.objs[ekko].zone.name == "DECK"              # paid as it is finalized
    assert g.players[0].deck[-1] == ekko                 # the bottom (416)
    settle_open(s)
    assert all(not g.objs[r].exhausted for r in g.players[0].runes)


def test_ekko_deathknell_may_be_declined(scenario):
    s = _ekko(scenario)
    g = s.game
    s.do("no")
    settle_open(s)
    assert g.objs[s.id("Ekko, Recurrent")].zone.name == "TRASH"
    assert all(g.objs[r].exhausted for r in g.players[0].runes)


# ---------------------------------------------------------------- Heimerdinger, Inventor

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


# ---------------------------------------------------------------- Malzahar, Fanatic
# "Kill a friendly unit or gear, [E]: [Action] - [Add] [A][A]": the kill is a cost (357.2,
# 428.1.a.1), the ability an [Add] one that resolves at once (400.2, 429.2).

def test_malzahar_kills_a_unit_to_add_two_power_of_any_domain(scenario):
    s = scenario(spec({"base": ["Malzahar, Fanatic", "Stalwart Poro"]}))
    malz = s.id("Malzahar, Fanatic")
    s.do(f"activate ability 0 of Malzahar, Fanatic #{malz}")
    s.do(f"Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    p = s.game.players[0]
    assert s.zone("Stalwart Poro") == "TRASH"
    assert s.obj("Malzahar, Fanatic").exhausted
    assert p.power.get("any", 0) == 2 and p.energy == 0
    assert not s.game.chain                              # [Add]: never on the chain (400.2)


def test_malzahar_may_kill_a_friendly_gear(scenario):
    s = scenario(spec({"base": ["Malzahar, Fanatic", "Long Sword"]}))
    s.do(f"activate ability 0 of Malzahar, Fanatic #{s.id('Malzahar, Fanatic')}")
    assert s.can(f"Petty Officer #{s.id('Petty Officer')}")   # a unit or a gear
    s.do(f"Long Sword #{s.id('Long Sword')}")
    assert s.zone("Long Sword") == "TRASH"
    assert s.game.players[0].power.get("any", 0) == 2


def test_malzahar_cannot_kill_an_enemy_unit(scenario):
    """The cost kills a friendly unit or gear only (357.2): an enemy unit is never offered."""
    s = scenario(spec({"base": ["Malzahar, Fanatic"]}, {"base": ["Stalwart Poro"]}))
    s.do(f"activate ability 0 of Malzahar, Fanatic #{s.id('Malzahar, Fanatic')}")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert s.can(f"Petty Officer #{s.id('Petty Officer')}")
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")


# ---------------------------------------------------------------- Viktor, Innovator

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


# ---------------------------------------------------------------- Wraith of Echoes

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


# ---------------------------------------------------------------- Time Warp

def test_time_warp_takes_another_turn_and_is_banished(scenario):
    """734-738: an Additional Turn right after this one, then the turn order goes on."""
    s = scenario(quiet_spec({"hand": ["Time Warp"], "runes": runes("mind", 14)}))
    s.do("play Time Warp")
    settle_open(s)
    assert s.zone("Time Warp") == "BANISHMENT"
    assert s.game.turn_player == 0
    turn = s.game.turn
    to_next_main(s)
    assert s.game.turn == turn + 1 and s.game.turn_player == 0      # the Additional Turn
    to_next_main(s)
    assert s.game.turn == turn + 2 and s.game.turn_player == 1      # then the opponent's


def test_time_warp_countered_goes_to_trash_and_gives_no_turn(scenario):
    s = scenario(quiet_spec({"hand": ["Time Warp"], "runes": runes("mind", 14)},
                            {"hand": ["Wind Wall"], "runes": runes("calm", 5)}))
    s.do("play Time Warp")
    assert s.decision.player == 1
    s.do("play Wind Wall")
    go(s, "target Time Warp")
    settle_open(s)
    assert s.zone("Time Warp") == "TRASH"
    to_next_main(s)
    assert s.game.turn_player == 1


# ---------------------------------------------------------------- Unchecked Power

def test_unchecked_power_exhausts_friendly_units_then_deals_twelve_at_battlefields(scenario):
    s = scenario(quiet_spec({"hand": ["Unchecked Power"], "pool": pool(7, mind=2),
                             "base": ["Pouty Poro"], "field": [["Playful Phantom"], []]},
                            {"field": [["Mystic Poro"], []], "base": ["Daring Poro"]}))
    s.do("play Unchecked Power")
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH" and s.zone("Mystic Poro") == "TRASH"
    assert s.zone("Pouty Poro") == "BOARD" and s.obj("Pouty Poro").exhausted
    assert s.zone("Daring Poro") == "BOARD" and not s.obj("Daring Poro").exhausted


# ---------------------------------------------------------------- Guerilla Warfare
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_guerilla_warfare_returns_hidden_cards_and_hiding_is_free(scenario):
    s = _guerilla(scenario, ["Pakaa Cub", "Vanguard Sergeant"])
    cub = s.id("Pakaa Cub")
    s.do("play Guerilla Warfare")
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")   # no Hidden
    go(s, f"target Pakaa Cub #{cub}", "done")
    settle_open(s)
    g = s.game
    assert cub in g.players[0].hand and s.zone("Vanguard Sergeant") == "TRASH"
    assert g.players[0].energy == 0 and not any(g.players[0].power.values())
    s.do(f"hide Pakaa Cub #{cub}")                       # no [A] left to pay: free
    go(s, f"to {GROVE}")
    assert s.zone("Pakaa Cub") == "FACEDOWN"


# ---------------------------------------------------------------- Siphon Power

def test_siphon_power_raises_friendly_and_lowers_enemy_units_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Siphon Power"], "pool": {"energy": 2, "power": {"mind": 1}},
                             "field": [["Vanguard Sergeant"], ["Daring Poro"]]},
                            {"field": [["Petty Officer", {"card": "Recruit"}],
                                       ["Shipyard Skulker"]]}))
    s.do("play Siphon Power")
    s.do("target Grove of the God-Willow")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Petty Officer") == 4
    assert s.might("Recruit") == 1                     # to a minimum of 1
    assert s.might("Daring Poro") == 2 and s.might("Shipyard Skulker") == 3   # elsewhere
