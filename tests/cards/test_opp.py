"""the Organized Play promo legends (OPP) cards: scenario tests on both engines (the `scenario`
fixture runs each on the reference engine and the compiled core), a section per card in
collector-number order. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from card_helpers import act, bid, bmight, card, hand, rich, settle, spec, tgt


# The four OPP promo legends are the same cards without "- Starter" (sets/opp.py): every legend
# test runs on both printings.
PRINTINGS = pytest.mark.parametrize("suffix", [" - Starter", ""], ids=["starter", "promo"])


# ---------------------------------------------------------------- Dark Child

@PRINTINGS
def test_dark_child_readies_up_to_two_runes_at_the_end_of_turn(scenario, suffix):
    """Errata (Dark Child): "up to 2" runes; chosen as the trigger goes on the chain."""
    s = scenario(spec({"legend": "Dark Child" + suffix,
                       "runes": [{"card": "Fury Rune", "exhausted": True}] * 3},
                      {"base": ["Petty Officer"]}))
    s.do("end turn")
    runes = s.game.players[0].runes
    s.do(f"target Fury Rune #{runes[0]}", f"target Fury Rune #{runes[2]}")
    settle(s)
    assert s.game.turn_player == 1
    assert [s.game.objs[r].exhausted for r in runes] == [False, True, False]


# ---------------------------------------------------------------- Wuju Bladesman

@PRINTINGS
def test_wuju_bladesman_a_lone_defender_gets_two(scenario, suffix):
    s = scenario(spec({"legend": "Wuju Bladesman" + suffix, "field": [["Shipyard Skulker"]]},
                      {"base": ["Vanguard Sergeant"]}, turn_player=1, react=True))
    assert bmight(s, "Shipyard Skulker") == 3
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Grove of the God-Willow")
    assert s.game.showdown.combat and bmight(s, "Shipyard Skulker") == 5
    assert bmight(s, "Vanguard Sergeant") == 4            # an enemy: no bonus


@PRINTINGS
def test_wuju_bladesman_not_for_attackers(scenario, suffix):
    s = scenario(spec({"legend": "Wuju Bladesman" + suffix, "base": ["Shipyard Skulker"]},
                      {"field": [["Vanguard Sergeant"]]}, react=True))
    s.do(f"move Shipyard Skulker #{bid(s, 'Shipyard Skulker')}", "to Grove of the God-Willow")
    assert s.game.showdown.combat and bmight(s, "Shipyard Skulker") == 3


# ---------------------------------------------------------------- Lady of Luminosity

@PRINTINGS
def test_lady_of_luminosity_draws_on_a_five_cost_spell(scenario, suffix):
    s = scenario(spec(rich({"legend": "Lady of Luminosity" + suffix,
                            "hand": ["Falling Comet", "Stupefy"]}),
                      {"field": [["Mountain Drake"]]}))
    act(s, f"play {card(s, 'Stupefy')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert hand(s) == ["Falling Comet", "Mega-Mech"]      # Stupefy's own draw only
    act(s, f"play {card(s, 'Falling Comet')}", tgt(s, "Mountain Drake"))
    settle(s)
    assert hand(s) == ["Mega-Mech", "Mega-Mech"]


# ---------------------------------------------------------------- Might of Demacia

@PRINTINGS
def test_might_of_demacia_draws_two_conquering_with_four_units(scenario, suffix):
    units = ["Shipyard Skulker", "Stalwart Poro", "Daring Poro", "Vanguard Sergeant"]
    s = scenario(spec({"legend": "Might of Demacia" + suffix, "base": units}))
    s.do(*[f"move {u} #{bid(s, u)}" for u in units], "to Grove of the God-Willow")
    settle(s)
    assert s.points() == [1, 0] and hand(s) == ["Mega-Mech", "Mega-Mech"]


@PRINTINGS
def test_might_of_demacia_needs_four_units_there(scenario, suffix):
    units = ["Shipyard Skulker", "Stalwart Poro", "Daring Poro"]
    s = scenario(spec({"legend": "Might of Demacia" + suffix, "base": units}))
    s.do(*[f"move {u} #{bid(s, u)}" for u in units], "to Grove of the God-Willow")
    settle(s)
    assert s.points() == [1, 0] and hand(s) == []
