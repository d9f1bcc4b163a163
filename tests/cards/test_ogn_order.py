"""Origins (OGN) Order cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import LOC_BASE, Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    attack_grove, bid, bmight, board, card, empower_mel, go, GROVE, hand, kws, mel, power,
    QUIET_BFS, QUIET_FILL, quiet_spec, runes, settle, settle_open, solari, spec, tgt, until,
    until_kind, until_spend_choice, WARRENS,
)


def _units_on_board(s, name, player):
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and o.controller == player
            and g.pool[o.card].name == name]


def _facebreaker(p0_field, p1_field, runes=()) -> dict:
    return quiet_spec({"hand": ["Facebreaker"], "pool": {"energy": 2}, "runes": list(runes),
                       "field": p0_field}, {"field": p1_field})


def _stun_pair(s, friendly: str, enemy: str, elsewhere: str) -> None:
    """Play Facebreaker on `friendly` (player 0) and `enemy` (player 1), checking that the
    enemy unit `elsewhere` is not offered with that friendly pick; both end stunned."""
    s.do("play Facebreaker")
    go(s, f"target {friendly} #{bid(s, friendly, 0)}")
    assert not s.can(f"target {elsewhere} #{bid(s, elsewhere, 1)}")
    go(s, f"target {enemy} #{bid(s, enemy, 1)}")
    settle_open(s)
    assert s.obj(friendly).stunned and s.obj(enemy).stunned


# "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted":
# buffs of units you control (702.2.b.2), each spent through play.spend_buff.
def _albus(scenario, **p0):
    return scenario(spec({"hand": ["Albus Ferros"], "pool": {"energy": 4},
                          "base": [{"card": "Stalwart Poro", "buff": 1},
                                   {"card": "Mega-Mech", "buff": 1}],
                          "rune_deck": ["Order Rune"] * 3, **p0},
                         {"base": [{"card": "Pouty Poro", "buff": 1}]}))


# 471.3: her keywords apply once her Might without them is 5+ (Mighty, 708); Shield then adds
# in combat.
def _fiora_kws(s):
    return {k for k in kws(s, "Fiora, Victorious") if k in ("Deflect", "Ganking", "Shield")}


# "Your Deathknell effects trigger an additional time" (808: Deathknell is "when I die"; 808.2
# each triggers separately). Carrion Dredger's Deathknell: a Bird token in your base.
def _birds(s, player=0):
    g = s.game
    return sum(1 for o in g.objs if o.zone.name == "BOARD" and o.controller == player
               and g.pool[o.card].name == "Bird")


# ---------------------------------------------------------------- Call to Glory
# "As you play this, you may spend a buff as an additional cost (356.2.b; 702.2.b). If you do,
# ignore this spell's cost" (356.1.b: its base cost becomes 0).

def test_call_to_glory_spending_a_buff_costs_nothing(scenario):
    s = scenario(spec({"hand": ["Call to Glory"],
                       "base": [{"card": "Vanguard Sergeant", "buff": 1}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    assert s.can("play Call to Glory")                  # no Energy: only by spending the buff
    s.do("play Call to Glory")
    go(s, "yes", f"target Vanguard Sergeant #{sergeant}", f"Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 0
    assert s.might("Vanguard Sergeant") == 4 + 3


def test_call_to_glory_needs_a_buff_or_its_cost(scenario):
    s = scenario(spec({"hand": ["Call to Glory"], "base": ["Vanguard Sergeant"]}))
    assert not s.can("play Call to Glory")
    s = scenario(spec({"hand": ["Call to Glory"], "base": ["Vanguard Sergeant"],
                       "pool": {"energy": 3}}))
    assert s.can("play Call to Glory")


def test_call_to_glory_paid_normally_keeps_the_buff(scenario):
    s = scenario(spec({"hand": ["Call to Glory"], "pool": {"energy": 3},
                       "base": [{"card": "Vanguard Sergeant", "buff": 1}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Call to Glory", "no")
    go(s, f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 1 and g.players[0].energy == 0
    assert s.might("Vanguard Sergeant") == 4 + 1 + 3


# ---------------------------------------------------------------- Cruel Patron

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


# ---------------------------------------------------------------- Cull the Weak

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


# ---------------------------------------------------------------- Forge of the Future

def test_forge_of_the_future_makes_a_recruit_and_recycles_from_trashes(scenario):
    s = scenario(quiet_spec({"hand": ["Forge of the Future"], "runes": runes("order", 2),
                             "trash": ["Pouty Poro", "Daring Poro"]},
                            {"trash": ["Vanguard Sergeant"]}))
    s.do("play Forge of the Future")
    settle_open(s)
    recruits = board(s, "Recruit", 0)
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


def test_mel_empowered_gives_one_more_minus_might_to_a_chosen_unit(scenario):
    s = mel(scenario, {"base": ["Playful Phantom"]}, hand=["Stupefy"])
    s.game.players[0]
    empower_mel(s)
    s.do("play Stupefy", "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == 5 - 2


def test_mel_not_empowered_gives_no_more(scenario):
    s = mel(scenario, {"base": ["Playful Phantom"]}, hand=["Stupefy"])
    s.do("play Stupefy", "target Playful Phantom")
    settle_open(s)
    assert s.might("Playful Phantom") == 5 - 1


# ---------------------------------------------------------------- Hidden Blade

def test_hidden_blade_kills_and_its_controller_draws_two(scenario):
    s = scenario(spec({"hand": ["Hidden Blade"], "pool": {"energy": 2, "power": {"order": 1}}},
                      {"field": [["Vanguard Sergeant"]]}))
    s.do(f"play {card(s, 'Hidden Blade')}")
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert hand(s, 1) == ["Mega-Mech", "Mega-Mech"] and hand(s, 0) == []


# ---------------------------------------------------------------- Vanguard Captain

def test_vanguard_captain_with_legion_plays_two_recruits_here(scenario):
    s = scenario(quiet_spec({"hand": ["Daring Poro", "Vanguard Captain"],
                             "runes": runes("order", 6)}))
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    s.do("play Vanguard Captain")
    go(s, "base")
    settle_open(s)
    recruits = _units_on_board(s, "Recruit", 0)
    assert len(recruits) == 2 and all(o.loc == 0 for o in recruits)


def test_vanguard_captain_without_legion_plays_no_recruits(scenario):
    s = scenario(quiet_spec({"hand": ["Vanguard Captain"], "runes": runes("order", 4)}))
    s.do("play Vanguard Captain")
    go(s, "base")
    settle_open(s)
    assert s.zone("Vanguard Captain") == "BOARD"
    assert _units_on_board(s, "Recruit", 0) == []


# ---------------------------------------------------------------- Facebreaker

def test_facebreaker_stuns_a_friendly_and_an_enemy_unit_at_one_battlefield(scenario):
    s = scenario(_facebreaker([["Vanguard Sergeant"], []],
                              [["Daring Poro"], ["Petty Officer"]]))
    _stun_pair(s, "Vanguard Sergeant", "Daring Poro", elsewhere="Petty Officer")
    assert not s.obj("Petty Officer").stunned


def test_facebreaker_needs_both_units_at_one_battlefield(scenario):
    """355.8: a friendly unit at one battlefield and an enemy unit at the other: no pair."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [[], ["Daring Poro"]]))
    assert not s.can("play Facebreaker")


def test_facebreaker_friendly_pick_must_have_an_enemy_there(scenario):
    """355.16: the friendly unit chosen first must leave an enemy unit at its battlefield."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], ["Petty Officer"]], [[], ["Daring Poro"]]))
    s.do("play Facebreaker")
    assert not s.can(f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    go(s, f"target Petty Officer #{bid(s, 'Petty Officer', 0)}",
       f"target Daring Poro #{bid(s, 'Daring Poro', 1)}")
    settle_open(s)
    assert s.obj("Petty Officer").stunned and s.obj("Daring Poro").stunned
    assert not s.obj("Vanguard Sergeant").stunned


def test_facebreaker_not_playable_when_its_only_pair_costs_deflect_it_cannot_pay(scenario):
    """355.16 / 809.1.d: the friendly unit's battlefield holds only an enemy with Deflect and
    there is no Power to pay it, so no pair is payable, though an enemy without Deflect stands
    at the other battlefield (the pair is checked pick by pick, not slot by slot)."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [["Pouty Poro"], ["Daring Poro"]]))
    assert not s.can("play Facebreaker")


def test_facebreaker_pays_its_pairs_deflect(scenario):
    """809.1.c: with a rune to pay the Deflect, the same pair is playable and chosen."""
    s = scenario(_facebreaker([["Vanguard Sergeant"], []], [["Pouty Poro"], ["Daring Poro"]],
                              runes=["Fury Rune"]))
    _stun_pair(s, "Vanguard Sergeant", "Pouty Poro", elsewhere="Daring Poro")


# ---------------------------------------------------------------- Noxian Drummer

def test_noxian_drummer_makes_a_recruit_where_it_moves(scenario):
    s = scenario(spec({"base": ["Noxian Drummer"]}))
    s.do(f"move Noxian Drummer #{bid(s, 'Noxian Drummer')}", "to Grove of the God-Willow")
    settle(s)
    assert [o.loc for o in board(s, "Recruit", 0)] == [1]


# ---------------------------------------------------------------- Peak Guardian

def test_peak_guardian_in_base_buffs_only_itself(scenario):
    s = scenario(quiet_spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                             "base": ["Vanguard Sergeant"]}))
    s.do("play Peak Guardian")
    go(s, "base")
    settle_open(s)
    assert s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 0


def test_peak_guardian_at_a_battlefield_buffs_the_other_friendly_units_there(scenario):
    """Played to an open battlefield (Miss Fortune, Buccaneer's passive)."""
    s = scenario(quiet_spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                             "base": ["Miss Fortune, Buccaneer", "Vanguard Sergeant"]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 QUIET_BFS[1]]))
    s.do("play Peak Guardian")
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.obj("Peak Guardian").loc == 2 and s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 0


def test_peak_guardian_buffs_friendly_units_already_at_its_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Peak Guardian"], "runes": runes("order", 7),
                             "field": [["Vanguard Sergeant", {"card": "Daring Poro", "buff": 1}],
                                       []],
                             "base": ["Shipyard Skulker"]},
                            {"field": [[], ["Petty Officer"]]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 QUIET_BFS[1]]))
    s.do("play Peak Guardian")
    s.do("to Grove of the God-Willow")
    settle_open(s)
    assert s.obj("Peak Guardian").buff == 1
    assert s.obj("Vanguard Sergeant").buff == 1
    assert s.obj("Daring Poro").buff == 1               # already buffed: stays one buff
    assert s.obj("Shipyard Skulker").buff == 0          # in base
    assert s.obj("Petty Officer").buff == 0             # an enemy


# ---------------------------------------------------------------- Salvage

def test_salvage_kills_a_gear_and_draws(scenario):
    s = scenario(quiet_spec({"hand": ["Salvage"], "runes": runes("order", 3),
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"base": ["Seal of Rage"]}))
    s.do("play Salvage")
    go(s, "target Seal of Rage")
    settle_open(s)
    assert s.zone("Seal of Rage") == "TRASH"
    assert hand(s, 0) == ["Pouty Poro"]


def test_salvage_may_kill_no_gear_and_still_draws(scenario):
    s = scenario(quiet_spec({"hand": ["Salvage"], "runes": runes("order", 3),
                             "deck": ["Pouty Poro"] + QUIET_FILL},
                            {"base": ["Seal of Rage"]}))
    s.do("play Salvage")
    assert s.kind == DecisionKind.TARGET and s.can("done")   # up to one (errata)
    s.do("done")
    settle_open(s)
    assert s.zone("Seal of Rage") == "BOARD"
    assert hand(s, 0) == ["Pouty Poro"]


# ---------------------------------------------------------------- Solari Chief

def test_solari_chief_stuns_an_unstunned_enemy(scenario):
    s = scenario(quiet_spec({"hand": ["Solari Chief"], "runes": runes("order", 6)},
                            {"base": ["Vanguard Sergeant", "Petty Officer"]}))
    s.do("play Solari Chief")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD" and s.obj("Vanguard Sergeant").stunned


def test_solari_chief_kills_a_stunned_enemy(scenario):
    s = scenario(quiet_spec({"hand": ["Solari Chief"], "runes": runes("order", 6)},
                            {"base": [{"card": "Vanguard Sergeant", "stunned": True},
                                      "Petty Officer"]}))
    s.do("play Solari Chief")
    go(s, "base")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


# ---------------------------------------------------------------- Spectral Matron

def test_spectral_matron_plays_a_cheap_unit_from_the_trash_free(scenario):
    s = scenario(quiet_spec({"hand": ["Spectral Matron"],
                             "trash": ["Vanguard Sergeant", "Daring Poro"],
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


# ---------------------------------------------------------------- Symbol of the Solari
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_symbol_of_the_solari_recalls_every_unit_of_a_tied_attack(scenario):
    s = solari(scenario)
    g = s.game
    attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 0   # both recalled
    assert s.obj("Vanguard Sergeant").zone.name == "BOARD"
    assert s.obj("Pouty Poro").loc == 2                  # another battlefield: untouched
    assert g.bfs[0].controller == -1                     # no units left: no controller


# ---------------------------------------------------------------- Vanguard Helm
# "When a buffed friendly unit dies": it had a buff as it died (702, last known as it left).

@pytest.mark.parametrize("buff, after", [(1, 1), (0, 0)])
def test_vanguard_helm_buffs_another_unit_when_a_buffed_one_dies(scenario, buff, after):
    s = scenario(spec({"base": ["Vanguard Helm", {"card": "Vanguard Sergeant", "buff": buff}]},
                      {"field": [["Mega-Mech"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Vanguard Sergeant")].zone.name == "TRASH"
    assert g.objs[bid(s, "Petty Officer", 0)].buff == after        # the only other unit


def test_vanguard_helm_ignores_enemy_deaths(scenario):
    s = scenario(spec({"base": ["Vanguard Helm", "Mega-Mech"]},
                      {"field": [[{"card": "Vanguard Sergeant", "buff": 1}], []]}))
    s.do(f"move Mega-Mech #{bid(s, 'Mega-Mech', 0)}", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Vanguard Sergeant")].zone.name == "TRASH"
    assert all(g.objs[i].buff == 0 for i in (bid(s, "Petty Officer", 0), bid(s, "Mega-Mech", 0)))


# ---------------------------------------------------------------- Vengeance

def test_vengeance_kills_a_unit(scenario):
    s = scenario(spec({"hand": ["Vengeance"], "pool": {"energy": 4, "power": {"order": 2}}},
                      {"base": ["Mega-Mech"]}))
    s.do(f"play {card(s, 'Vengeance')}", tgt(s, "Mega-Mech", 1))
    settle(s)
    assert s.obj("Mega-Mech", 1).zone != Zone.BOARD


# ---------------------------------------------------------------- Albus Ferros
# "When you recycle one or more cards to your Main Deck, buff a friendly unit" (416; the Origins
# errata: runes aren't cards). Her own [Vision] recycle (817) triggers it.

def test_albus_spends_two_buffs_to_channel_two_runes_exhausted(scenario):
    s = _albus(scenario)
    g = s.game
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    until_spend_choice(s)
    assert not s.can(f"Pouty Poro #{s.id('Pouty Poro')}")     # an enemy unit's buff: no
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do(f"Mega-Mech #{bid(s, 'Mega-Mech')}")                # (the last one: then done)
    go(s, "done")
    settle_open(s)
    runes = g.players[0].runes
    assert len(runes) == 2 and all(g.objs[r].exhausted for r in runes)
    assert s.obj("Stalwart Poro").buff == 0 and g.objs[bid(s, "Mega-Mech")].buff == 0
    assert s.obj("Pouty Poro").buff == 1


def test_albus_may_stop_after_one_buff(scenario):
    s = _albus(scenario)
    g = s.game
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    until_spend_choice(s)
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do("done")
    settle_open(s)
    assert len(g.players[0].runes) == 1
    assert s.obj("Stalwart Poro").buff == 0 and g.objs[bid(s, "Mega-Mech")].buff == 1


def test_albus_spends_nothing_when_done_at_once(scenario):
    s = _albus(scenario)
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    until_spend_choice(s)
    s.do("done")
    settle_open(s)
    assert not s.game.players[0].runes
    assert s.obj("Stalwart Poro").buff == 1


# ---------------------------------------------------------------- Commander Ledros
# [6][order]x4; "you may kill any number of friendly units as an additional cost. Reduce my
# cost by [order] for each killed this way."

def test_commander_ledros_kills_friendly_units_for_order_power(scenario):
    """Two [order] short: two friendly units must be killed (both forced "yes"), a third kill
    is offered and declined; the enemy unit is never a choice (friendly units only)."""
    s = scenario(spec({"hand": ["Commander Ledros"],
                       "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro", "Shipyard Skulker"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do(f"play {card(s, 'Commander Ledros')}")
    assert s.kind == DecisionKind.OPTIONAL_COST        # the third kill is optional
    s.do("no")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert f"choose Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}" not in s.options()
    s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")
    assert board(s, "Commander Ledros", 0) and board(s, "Petty Officer", 0)
    assert s.zone("Stalwart Poro") == "TRASH" and s.zone("Shipyard Skulker") == "TRASH"
    assert s.game.players[0].energy == 0 and power(s) == 0


def test_commander_ledros_full_price_without_kills(scenario):
    """With the full cost in the pool, "no" at once kills nothing."""
    s = scenario(spec({"hand": ["Commander Ledros"],
                       "pool": {"energy": 6, "power": {"order": 4}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Commander Ledros')}")
    s.do("no")
    assert board(s, "Commander Ledros", 0) and board(s, "Stalwart Poro", 0)
    assert s.game.players[0].energy == 0 and power(s) == 0


# ---------------------------------------------------------------- Fiora, Victorious

def test_fiora_has_no_keywords_below_five_might(scenario):
    s = scenario(spec({"base": ["Fiora, Victorious"]}))
    assert s.might("Fiora, Victorious") == 4
    assert _fiora_kws(s) == set()


@pytest.mark.parametrize("fiora", [{"card": "Fiora, Victorious", "buff": 1},
                                   {"card": "Fiora, Victorious", "might": 1}])
def test_fiora_mighty_has_deflect_ganking_and_shield(scenario, fiora):
    s = scenario(spec({"base": [fiora]}))
    assert s.might("Fiora, Victorious") == 5
    assert _fiora_kws(s) == {"Deflect", "Ganking", "Shield"}


def test_fiora_below_five_defends_without_shield(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Fiora, Victorious"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    assert s.game.objs[s.id("Fiora, Victorious")].zone.name == "TRASH"


# Its Energy cost (8) is reduced by the highest Might among units you control (356.4).
def test_fiora_at_a_battlefield_whose_passive_reads_keywords(scenario):
    """Kinkou Temple's "units here with Tank have +1 Might" reads keywords while Fiora's Might
    is worked out: her Mighty keywords are left out of that (471.3), no circularity; she has
    no Tank, the Tank unit there gets +1."""
    s = scenario(spec({"field": [[{"card": "Fiora, Victorious", "buff": 1}, "Sunlit Guardian"],
                                 []]}, bfs=["Kinkou Temple", WARRENS]))
    assert s.might("Fiora, Victorious") == 5
    assert _fiora_kws(s) == {"Deflect", "Ganking", "Shield"}
    assert s.might("Sunlit Guardian") == s.game.pool[s.game.objs[s.id("Sunlit Guardian")].card].might + 1


# ---------------------------------------------------------------- Grand Strategem

def test_grand_strategem_gives_friendly_units_five(scenario):
    s = scenario(spec({"hand": ["Grand Strategem"], "base": ["Shipyard Skulker"],
                       "field": [["Stalwart Poro"]],
                       "pool": {"energy": 6, "power": {"order": 3}}},
                      {"base": ["Vanguard Sergeant"]}))
    s.do(f"play {card(s, 'Grand Strategem')}")
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 8 and bmight(s, "Stalwart Poro") == 7
    assert bmight(s, "Vanguard Sergeant") == 4


# ---------------------------------------------------------------- Harnessed Dragon

def test_harnessed_dragon_kills_an_enemy_unit_when_played(scenario):
    s = scenario(quiet_spec({"hand": ["Harnessed Dragon"], "runes": runes("order", 8),
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


# ---------------------------------------------------------------- Karma, Channeler
# "When you recycle one or more cards to your Main Deck, buff a friendly unit" (416; the Origins
# errata: runes aren't cards). Her own [Vision] recycle (817) triggers it.

def test_karma_buffs_when_her_vision_recycles(scenario):
    s = scenario(spec({"hand": ["Karma, Channeler"], "pool": {"energy": 6, "power": {"order": 1}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Karma, Channeler')}")
    go(s, "to base")
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do("yes")                                  # Vision: recycle the top card
            break
        s.do("pass")
    deck = s.game.players[0].deck
    assert s.game.pool[s.game.objs[deck[-1]].card].name == "Mega-Mech"
    settle_open(s)
    for _ in range(10):                                  # the buff's target, if asked
        if s.kind == DecisionKind.PRIORITY and not s.game.chain:
            break
        if s.can(f"target Stalwart Poro #{s.id('Stalwart Poro')}"):
            s.do(f"target Stalwart Poro #{s.id('Stalwart Poro')}")
        else:
            s.do("pass")
    settle_open(s)
    g = s.game
    buffed = [g.pool[o.card].name for o in g.objs if o.zone.name == "BOARD" and o.buff]
    assert len(buffed) == 1


def test_karma_no_buff_when_vision_keeps_the_card(scenario):
    s = scenario(spec({"hand": ["Karma, Channeler"], "pool": {"energy": 6, "power": {"order": 1}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Karma, Channeler')}")
    go(s, "to base")
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do("no")
            break
        s.do("pass")
    settle_open(s)
    g = s.game
    assert not any(o.buff for o in g.objs if o.zone.name == "BOARD")


def test_karma_triggers_once_for_a_cost_recycling_three_cards(scenario):
    """Garbage Grabber's cost recycles 3 cards of your trash in one instruction: one trigger
    (Karma, then the buff goes to the only other friendly unit chosen)."""
    s = scenario(spec({"base": ["Karma, Channeler", "Garbage Grabber"], "pool": {"energy": 1},
                       "trash": ["Mega-Mech", "Mega-Mech", "Mega-Mech"]}, anchor=False))
    g = s.game
    karma = s.id("Karma, Channeler")
    n_deck = len(g.players[0].deck)
    s.do(f"activate ability 0 of Garbage Grabber #{s.id('Garbage Grabber')}")
    for _ in range(3):                                   # the cards recycled, one at a time
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
    assert not g.players[0].trash
    settle_open(s)
    trig = [e for e in g.events if e.kind.name == "TRIGGER" and e.obj == karma]
    assert len(trig) == 1
    assert len(g.players[0].deck) == n_deck + 3 - 1
    assert s.obj("Karma, Channeler").buff == 1           # the only friendly unit
    assert len(hand(s)) == 1                             # Garbage Grabber's draw


def test_karma_not_triggered_by_an_opponents_recycle(scenario):
    s = scenario(spec({"base": ["Garbage Grabber"], "pool": {"energy": 1},
                       "trash": ["Mega-Mech", "Mega-Mech", "Mega-Mech"]},
                      {"base": ["Karma, Channeler"]}))
    s.do(f"activate ability 0 of Garbage Grabber #{s.id('Garbage Grabber')}")
    for _ in range(3):
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
    g = s.game
    assert not g.players[0].trash
    assert not [e for e in g.events if e.kind.name == "TRIGGER"
                and e.obj == s.id("Karma, Channeler")]
    settle_open(s)
    assert s.obj("Karma, Channeler").buff == 0


# ---------------------------------------------------------------- Karthus, Eternal
# Its Energy cost (8) is reduced by the highest Might among units you control (356.4).

@pytest.mark.parametrize("karthus, birds", [("mine", 2), ("theirs", 1), (None, 1)])
def test_karthus_makes_your_deathknell_trigger_again(scenario, karthus, birds):
    p0 = {"base": ["Carrion Dredger"] + (["Karthus, Eternal"] if karthus == "mine" else [])}
    p1 = {"field": [["Mega-Mech"], []], "base": ["Karthus, Eternal"] if karthus == "theirs"
          else []}
    s = scenario(spec(p0, p1))
    s.do("move Carrion Dredger", f"to {GROVE}")
    settle_open(s)
    assert s.game.objs[s.id("Carrion Dredger")].zone.name == "TRASH"
    assert _birds(s) == birds


# ---------------------------------------------------------------- King's Edict
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_kings_edict_the_opponent_chooses_one_of_the_units_you_dont_control(scenario):
    s = scenario(spec({"hand": ["King's Edict"], "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant", "Pouty Poro"]}))
    s.do("play King's Edict")
    until_kind(s, DecisionKind.CHOOSE_CARD, 1)
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")   # I control it
    assert not s.can("done")
    s.do(f"Pouty Poro #{s.id('Pouty Poro')}")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"
    assert s.zone("Stalwart Poro") == "BOARD"


def test_kings_edict_with_no_unit_to_choose_kills_nothing(scenario):
    s = scenario(spec({"hand": ["King's Edict"], "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro"]}))
    s.do("play King's Edict")
    settle_open(s)
    assert s.zone("Stalwart Poro") == "BOARD" and s.zone("King's Edict") == "TRASH"


# ---------------------------------------------------------------- Machine Evangel

def test_machine_evangel_deathknell_plays_three_recruits_in_base(scenario):
    s = scenario(quiet_spec({"hand": ["Falling Comet"], "runes": runes("mind", 5)},
                            {"field": [["Machine Evangel"], []]}))
    s.do("play Falling Comet")
    go(s, "target Machine Evangel")
    settle_open(s)
    assert s.zone("Machine Evangel") == "TRASH"
    recruits = _units_on_board(s, "Recruit", 1)
    assert len(recruits) == 3 and all(o.loc == 0 for o in recruits)
    assert _units_on_board(s, "Recruit", 0) == []


# ---------------------------------------------------------------- Sett, Kingpin

def test_sett_kingpin_counts_buffed_friendly_units_at_his_battlefield(scenario):
    s = scenario(quiet_spec({"field": [["Sett, Kingpin", {"card": "Vanguard Sergeant", "buff": 1},
                                        "Daring Poro"], []],
                             "base": [{"card": "Shipyard Skulker", "buff": 1}]},
                            {"field": [[{"card": "Petty Officer", "buff": 1}], []]}))
    assert s.might("Sett, Kingpin") == 6


def test_sett_kingpin_counts_himself_when_buffed(scenario):
    s = scenario(quiet_spec({"field": [[{"card": "Sett, Kingpin", "buff": 1},
                                        {"card": "Vanguard Sergeant", "buff": 1}], []]}))
    assert s.might("Sett, Kingpin") == 5 + 1 + 2


def test_sett_kingpin_in_base_gets_nothing(scenario):
    s = scenario(quiet_spec({"base": ["Sett, Kingpin", {"card": "Vanguard Sergeant", "buff": 1}]}))
    assert s.might("Sett, Kingpin") == 5


# ---------------------------------------------------------------- Shen, Kinkou

def test_shen_kinkou_is_a_reaction_tank_with_shield_two(scenario):
    s = scenario(spec({"hand": ["Shen, Kinkou"], "pool": {"energy": 3, "power": {"order": 1}}},
                      {"base": ["Shipyard Skulker"], "hand": ["Consult the Past"],
                       "pool": {"energy": 9}}, turn_player=1))
    s.do(f"play {card(s, 'Consult the Past')}")
    s.do(f"play {card(s, 'Shen, Kinkou')}")            # on the opponent's turn, on a chain
    k = kws(s, "Shen, Kinkou")
    assert k.get("Shield") == 2 and "Tank" in k and "Reaction" in k


# ---------------------------------------------------------------- Darius, Executioner

def test_darius_executioner_gives_other_friendly_units_at_his_location_one_might(scenario):
    s = scenario(quiet_spec({"base": ["Darius, Executioner", "Vanguard Sergeant"],
                             "field": [["Daring Poro"], []]},
                            {"base": ["Petty Officer"]}))
    assert s.might("Vanguard Sergeant") == 5
    assert s.might("Darius, Executioner") == 6
    assert s.might("Daring Poro") == 2                # elsewhere
    assert s.might("Petty Officer", 1) == 5           # an enemy


def test_darius_executioner_with_legion_enters_ready(scenario):
    s = scenario(quiet_spec({"hand": ["Daring Poro", "Darius, Executioner"],
                             "runes": runes("order", 9)}))
    s.do("play Daring Poro")
    go(s, "base")
    settle_open(s)
    s.do("play Darius, Executioner")
    go(s, "base")
    settle_open(s)
    assert not s.obj("Darius, Executioner").exhausted


def test_darius_executioner_without_legion_stays_exhausted(scenario):
    s = scenario(quiet_spec({"hand": ["Darius, Executioner"], "runes": runes("order", 7)}))
    s.do("play Darius, Executioner")
    go(s, "base")
    settle_open(s)
    assert s.obj("Darius, Executioner").exhausted
