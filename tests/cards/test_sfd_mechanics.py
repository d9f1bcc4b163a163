"""Spiritforged (SFD): tests of the set's mechanics and whole games, not of one card; scenario
tests run on both engines (the `scenario` fixture). Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import dataclasses
import random

import pytest

from riftsim import LOC_BASE, NONE, Zone
from riftsim.actions import DecisionKind
from riftsim.reference import layers

from card_helpers import bare_spec, bid, free_runes, settle


# Doran's Blade (Equip [body], Might Bonus +2) and Long Sword (Quick-Draw, Equip [fury], +2)
# are defined (Might Bonuses are card facts: scripts/build_card_data.py); `equip_pool` (a
# scenario pool, `pool_with`) gives Forgefire Cape a TEST-ONLY definition with just its Equip
# [A] (its Might Bonus, +3, comes from the facts), so no attack or defence trigger of its Effect
# Text (test_sfd_calm.py) enters these tests. Card-by-card Equipment tests are in
# test_equipment.py.
@pytest.fixture
def equip_pool():
    from riftsim.cards.dsl import Equip
    from riftsim.cards.pool import pool_with
    from riftsim.cards.registry import card_def

    return pool_with(card_def("Forgefire Cape", Equip(power=("A",))))


#: an Equipment riftsim does not define (Unleashed: its Effect Text is not implemented)
UNDEFINED_SWAPS = {"B.F. Sword": "Hunter's Machete"}


def _swapped(precon: str, swaps: dict):
    from riftsim.cards.pool import get_pool
    from riftsim.decks import load_deck

    pool = get_pool()
    d = load_deck(precon)
    main = [pool.by_name(swaps[pool.by_id(c).name]).id if pool.by_id(c).name in swaps else c
            for c in d.main]
    return dataclasses.replace(d, main=tuple(sorted(main)))


# ---------------------------------------------------------------- Equipment (818, 819, 821)

def test_equip_attaches_adds_might_bonus_and_follows_the_unit(scenario):
    """818: Equip [body]: attach to a unit you control (a target, 818.1.b.1); 434.1.d: the
    unit has +2 Might; 719.3.a: it moves with the unit, and attached gear at a battlefield is
    not recalled (435.4.a); 718.2: while attached its Equip ability is inactive; 719.5 / 435.4.b:
    when the unit dies it detaches where the unit was, then the cleanup recalls it."""
    s = scenario(bare_spec({"base": ["Doran's Blade", "Vanguard Sergeant", "Stalwart Poro"],
                            "runes": ["Body Rune", "Fury Rune", "Fury Rune"],
                            "hand": ["Hextech Ray"]},
                           {"field": [[], ["Pouty Poro"]]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[blade].attached_to == vs and layers.might(g, g.objs[vs]) == 6
    assert not any("Doran's Blade" in o for o in s.options())   # 718.2
    s.do(f"move Vanguard Sergeant #{vs}", "to Grove of the God-Willow")
    settle(s)
    assert g.objs[blade].loc == 1 and g.objs[blade].attached_to == vs   # not recalled
    s.do("play Hextech Ray", f"target Vanguard Sergeant #{vs}")   # 6 Might: survives 3
    settle(s)
    assert g.objs[vs].zone == Zone.BOARD


def test_equipment_detaches_when_its_unit_dies(scenario):
    s = scenario(bare_spec({"base": ["Stalwart Poro", "Doran's Blade"], "hand": ["Hextech Ray"],
                            "runes": ["Fury Rune", "Fury Rune", "Body Rune"],
                            "field": [[{"card": "Vanguard Sergeant", "damage": 3}], []]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[blade].loc == 1 and layers.might(g, g.objs[vs]) == 6    # 434.4
    s.do("play Hextech Ray")                  # 3 more damage: 6 >= 6
    settle(s)
    assert g.objs[vs].zone == Zone.TRASH
    assert g.objs[blade].attached_to == NONE and g.objs[blade].loc == LOC_BASE   # recalled


def test_weaponmaster_moves_an_equipment_for_its_equip_cost(scenario):
    """821: Veteran Poro's Weaponmaster: you may pay the Equip cost of an Equipment you control
    less [A] to attach it to me, even if attached elsewhere (its [body] is not reduced,
    821.1.c.3)."""
    s = scenario(bare_spec({"hand": ["Veteran Poro"], "runes": ["Body Rune"] * 4,
                            "base": ["Vanguard Sergeant", "Doran's Blade"]}))
    g = s.game
    blade, vs = bid(s, "Doran's Blade"), bid(s, "Vanguard Sergeant")
    s.do(f"activate ability 0 of Doran's Blade #{blade}")     # Equip: the only unit
    settle(s)
    assert g.objs[blade].attached_to == vs
    s.do("play Veteran Poro")
    settle(s)
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Doran's Blade #{blade}")
    settle(s)
    poro = bid(s, "Veteran Poro")
    assert g.objs[blade].attached_to == poro
    assert layers.might(g, g.objs[poro]) == 4 and layers.might(g, g.objs[vs]) == 4
    assert len(g.players[0].runes) == 2       # two [body] recycled: Equip, Weaponmaster


def test_weaponmaster_reduces_an_any_power_equip_cost_and_is_optional(scenario, equip_pool):
    """Lucian, Merciless: Weaponmaster on Forgefire Cape (test: Equip [A]; +3) costs nothing;
    declining (the FAQ: Weaponmaster is optional) leaves it unattached."""
    s = scenario(bare_spec({"hand": ["Lucian, Merciless"], "runes": ["Body Rune"] * 3,
                            "base": ["Forgefire Cape", "Stalwart Poro"]}), pool=equip_pool)
    g = s.game
    cape = bid(s, "Forgefire Cape")
    s.do("play Lucian, Merciless")
    settle(s)
    s.do(f"choose Forgefire Cape #{cape}")
    settle(s)
    luc = bid(s, "Lucian, Merciless")
    assert g.objs[cape].attached_to == luc and layers.might(g, g.objs[luc]) == 3 + 3
    assert free_runes(s, 0) == 0 and len(g.players[0].runes) == 3   # only the 3 Energy
    s2 = scenario(bare_spec({"hand": ["Yone, Blademaster"], "runes": ["Body Rune"] * 6,
                             "base": ["Forgefire Cape", "Stalwart Poro"]}), pool=equip_pool)
    s2.do("play Yone, Blademaster")
    settle(s2)
    s2.do("done")
    settle(s2)
    assert s2.game.objs[bid(s2, "Forgefire Cape")].attached_to == NONE


def test_quick_draw_plays_at_reaction_speed_and_attaches(scenario):
    """819: Quick-Draw gear has [Reaction] (819.1.b) and, when played, attaches to a unit you
    control (819.1.d). Long Sword: Quick-Draw, Equip [fury], Might Bonus +2."""
    s = scenario(bare_spec({"base": ["Vanguard Sergeant", "Stalwart Poro"]},
                           {"hand": ["Long Sword"], "runes": ["Fury Rune"] * 3,
                            "base": ["Pouty Poro", "Daring Poro"], "field": [[], ["Mega-Mech"]]},
                           turn_player=0))
    g = s.game
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Zaun Warrens")
    # combat at Zaun Warrens: P0 has nothing to play (its pass is automatic); P1 has focus
    assert g.showdown.focus == 1 and s.can("play Long Sword")
    s.do("play Long Sword")
    settle(s)
    s.do(f"choose Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    sword = bid(s, "Long Sword")
    assert g.objs[sword].attached_to == bid(s, "Mega-Mech", 1)
    assert layers.might(g, g.objs[bid(s, "Mega-Mech", 1)]) == 8 + 2


# ---------------------------------------------------------------- Decks and whole games

def test_a_deck_with_an_undefined_equipment_is_refused():
    """DESIGN "Card definitions": a deck holding an undefined card is refused, naming it."""
    from riftsim.errors import CardDefinitionError
    from riftsim.game import new_game

    with pytest.raises(CardDefinitionError, match="Hunter's Machete"):
        new_game([_swapped("precon-fiora", UNDEFINED_SWAPS), "precon-rumble"], seed=1,
                 engine="reference")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_between_the_sfd_precons_finish(seed):
    """precon-fiora vs precon-rumble, random legal play: the game ends (victory or turn cap)
    without errors."""
    from riftsim.game import new_game

    decks = ["precon-fiora", "precon-rumble"]
    g = new_game(decks, seed=seed, engine="reference", max_turns=40)
    rng = random.Random(seed)
    for _ in range(20000):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    assert g.is_over
    assert g.outcome.turns <= 41
