"""A total-cost discount for the spells that choose a unit (356.4.d): a spell is offered, and
its targets are finished, only where the choices left can include the unit (355.16). Each test
runs on both engines (the `scenario` fixture)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from riftsim import fuzz
from riftsim.parity import _deck_from_fixture, core_available

from card_helpers import act, bid, bmight, settle, spec


def pool(energy: int, **power: int) -> dict:
    return {"energy": energy, "power": dict(power)}


# ---------------------------------------------------------------- Irelia, Graceful
# "Your spells that choose me cost [1] or [A] less": a discount on the total cost (356.4.d),
# once the targets are chosen (355.5 before 356); the affordability of a spell and of each
# target counts it (355.16).

def test_irelia_graceful_makes_a_spell_affordable_only_by_choosing_her(scenario):
    """Discipline costs [2]; with [1] it can be played, Irelia being its only affordable
    target (taken at once): the Mega-Mech and the anchor are not chosen."""
    s = scenario(spec({"hand": ["Discipline"], "pool": pool(1),
                       "base": ["Irelia, Graceful"]},
                      {"base": ["Mega-Mech"]}))
    mech = bmight(s, "Mega-Mech", 1)
    assert s.can("play Discipline")
    s.do("play Discipline")
    settle(s)
    assert s.zone("Discipline") == "TRASH"
    assert s.game.players[0].energy == 0
    assert bmight(s, "Irelia, Graceful", 0) == 4 + 2
    assert bmight(s, "Mega-Mech", 1) == mech


def test_irelia_graceful_discount_only_when_she_is_chosen(scenario):
    """With [2]: choosing Irelia costs [1] (one Energy left), another unit the full [2]."""
    for pick, left in (("Irelia, Graceful", 1), ("Mega-Mech", 0)):
        s = scenario(spec({"hand": ["Discipline"], "pool": pool(2),
                           "base": ["Irelia, Graceful"]},
                          {"base": ["Mega-Mech"]}))
        s.do("play Discipline")
        owner = 0 if pick == "Irelia, Graceful" else 1
        before = bmight(s, pick, owner)
        s.do(f"target {pick} #{bid(s, pick, owner)}")
        settle(s)
        assert s.game.players[0].energy == left, pick
        assert bmight(s, pick, owner) == before + 2


def test_irelia_graceful_no_discount_for_an_opponents_spell(scenario):
    """"Your spells": the opponent's Irelia does not discount player 0's spells."""
    s = scenario(spec({"hand": ["Discipline"], "pool": pool(1)},
                      {"base": ["Irelia, Graceful"]}))
    assert not s.can("play Discipline")


def test_irelia_graceful_a_later_target_may_bring_the_discount(scenario):
    """Falling Star ([2] + 2 fury, two targets) with [1]: the first target may be another
    unit, Irelia still choosable second (355.16); the second must then be Irelia."""
    s = scenario(spec({"hand": ["Falling Star"], "pool": pool(1, fury=2),
                       "base": ["Irelia, Graceful"]},
                      {"base": ["Mega-Mech"]}))
    assert s.can("play Falling Star")
    s.do("play Falling Star")
    mech, irelia = bid(s, "Mega-Mech", 1), bid(s, "Irelia, Graceful", 0)
    s.do(f"target Mega-Mech #{mech}")
    assert not s.can(f"target Mega-Mech #{mech}")          # (no discount: not payable)
    assert not s.can(f"target Petty Officer #{bid(s, 'Petty Officer', 0)}")
    if s.can(f"target Irelia, Graceful #{irelia}"):
        s.do(f"target Irelia, Graceful #{irelia}")
    settle(s)
    g = s.game
    assert g.objs[mech].damage == 3 and g.objs[irelia].damage == 3
    assert g.players[0].energy == 0


def test_irelia_graceful_up_to_targets_cannot_stop_without_her(scenario):
    """Flash ([2], up to 2 friendly units at battlefields) with [1]: choosing nobody, or only
    the other unit, costs the full [2], so "done" is not offered until Irelia is chosen
    (355.16: the choices must leave the total payable)."""
    s = scenario(spec({"hand": ["Flash"], "pool": pool(1),
                       "field": [["Irelia, Graceful", "Mega-Mech"], []]}))
    assert s.can("play Flash")
    s.do("play Flash")
    assert not s.can("done")
    mech, irelia = bid(s, "Mega-Mech", 0), bid(s, "Irelia, Graceful", 0)
    s.do(f"target Mega-Mech #{mech}")          # (then Irelia alone is left: taken at once)
    settle(s)
    g = s.game
    assert s.zone("Flash") == "TRASH" and g.players[0].energy == 0
    assert g.objs[mech].loc == 0 and g.objs[irelia].loc == 0


def test_irelia_graceful_up_to_targets_may_stop_once_she_is_chosen(scenario):
    s = scenario(spec({"hand": ["Flash"], "pool": pool(1),
                       "field": [["Irelia, Graceful", "Mega-Mech"], []]}))
    s.do("play Flash")
    irelia = bid(s, "Irelia, Graceful", 0)
    s.do(f"target Irelia, Graceful #{irelia}")
    assert s.can("done")
    s.do("done")
    settle(s)
    assert s.game.objs[irelia].loc == 0 and s.game.objs[bid(s, "Mega-Mech", 0)].loc == 1
    assert s.game.players[0].energy == 0


def test_irelia_graceful_no_discount_where_the_pairing_excludes_her(scenario):
    """Resonating Strike ([2][calm]: a battlefield you control and a unit of yours at a
    different location) with [1][calm]: Irelia is at that battlefield, so she can't be its
    unit and the spell can't be paid for: it is not offered."""
    s = scenario(spec({"hand": ["Resonating Strike"], "pool": pool(1, calm=1),
                       "field": [["Irelia, Graceful"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Zaun Warrens"]))
    assert not s.can("play Resonating Strike")


def test_irelia_graceful_discount_where_the_pairing_allows_her(scenario):
    """The same with Irelia in base: she is the only unit it can then pay for."""
    s = scenario(spec({"hand": ["Resonating Strike"], "pool": pool(1, calm=1),
                       "base": ["Irelia, Graceful"], "field": [["Mega-Mech"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                           "Zaun Warrens"]))
    assert s.can("play Resonating Strike")
    s.do("play Resonating Strike")
    assert not s.can(f"target Petty Officer #{bid(s, 'Petty Officer', 0)}")
    act(s, f"target Irelia, Graceful #{bid(s, 'Irelia, Graceful', 0)}")
    settle(s)
    assert s.game.objs[bid(s, "Irelia, Graceful", 0)].loc == 1
    assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- the soak games (riftsim fuzz,
# seed 20261213): a spell offered, or its targets finished, that Irelia's discount could not
# then pay for. Each fixture stops before the action the engines must now refuse.

SOAK = sorted((Path(__file__).parents[1] / "fuzz" / "fixtures").glob("chosen-unit-discount-*"))
ENGINES = ["reference"] + (["core"] if core_available() else [])


def _replay(data, engine, actions):
    decks = (_deck_from_fixture(data, 0), _deck_from_fixture(data, 1))
    g = fuzz._new_game(engine, decks, int(data["game_seed"]), int(data["max_turns"]))
    inv = fuzz.Invariants()
    for a in actions:
        g.apply(a)
        assert inv.check(g) is None
    return g, inv


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("path", SOAK, ids=lambda p: p.stem)
def test_irelia_graceful_soak_games_refuse_the_unpayable_choice(path, engine):
    """The recorded action is no longer legal, and each option offered instead plays on
    (applied, then the first option a few more times) with every invariant holding."""
    data = json.loads(path.read_text())
    refused = int(re.match(r"apply\((\d+)\)", data["failure"]["detail"]).group(1))
    g, _ = _replay(data, engine, data["actions"])
    options = list(g.legal_actions())
    assert refused not in options
    for opt in options:
        g, inv = _replay(data, engine, data["actions"])
        g.apply(opt)
        for _ in range(10):
            assert inv.check(g) is None
            if g.is_over:
                break
            g.apply(g.legal_actions()[0])
