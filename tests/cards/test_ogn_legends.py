"""Origins (OGN) legends: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim import Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    bid, bmight, decide, go, QUIET_BFS, quiet_spec, runes, settle, settle_open, spec, tgt, until,
)


def _scout(scenario, hand=("Teemo, Scout",), **p0):
    """Player 0 (legend Swift Scout) controls Grove (their Sergeant there, no hidden card)."""
    return scenario(quiet_spec({"legend": "Swift Scout", "field": [["Vanguard Sergeant"], []],
                                "hand": list(hand), **p0},
                               bfs=[{"card": QUIET_BFS[0], "controller": 0}, QUIET_BFS[1]]))


def _boss(scenario, buff=1, legend_exhausted=False, n_runes=3):
    """Player 0 (legend The Boss) plays Hextech Ray (3 damage) on their own Stalwart Poro at a
    battlefield (2 Might, 3 with a buff): lethal, so it would die in the cleanup."""
    s = scenario(quiet_spec({"legend": {"card": "The Boss", "exhausted": legend_exhausted},
                             "field": [[{"card": "Stalwart Poro", "buff": buff}], []],
                             "hand": ["Hextech Ray"], "runes": runes("fury", n_runes)},
                            bfs=[{"card": QUIET_BFS[0], "controller": 0}, QUIET_BFS[1]]))
    poro = bid(s, "Stalwart Poro")
    s.do("play Hextech Ray")
    go(s, f"target Stalwart Poro #{poro}")      # (the only target: taken at once)
    decide(s)
    return s, poro


def _legend(s, player=0):
    return s.game.objs[s.game.players[player].legend]


# ---------------------------------------------------------------- Blind Monk

def test_blind_monk_buffs_a_friendly_unit(scenario):
    s = scenario(spec({"legend": "Blind Monk", "base": ["Shipyard Skulker"],
                       "pool": {"energy": 1}}))
    s.do(f"activate ability 0 of Blind Monk #{s.game.players[0].legend}",
         tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").buff == 1 and bmight(s, "Shipyard Skulker") == 4


# ---------------------------------------------------------------- Radiant Dawn

def test_radiant_dawn_buffs_a_friendly_unit_when_you_stun_an_enemy(scenario):
    s = scenario(quiet_spec({"legend": "Radiant Dawn", "hand": ["Rune Prison"],
                             "runes": runes("calm", 2), "base": ["Vanguard Sergeant"]},
                            {"base": ["Petty Officer"]}))
    s.do("play Rune Prison")
    go(s, "target Petty Officer")
    until(s, DecisionKind.TARGET)
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Petty Officer").stunned
    assert s.obj("Vanguard Sergeant").buff == 1


def test_radiant_dawn_ignores_stunning_a_friendly_unit(scenario):
    s = scenario(quiet_spec({"legend": "Radiant Dawn", "hand": ["Rune Prison"],
                             "runes": runes("calm", 2), "base": ["Vanguard Sergeant"]},
                            {"base": ["Petty Officer"]}))
    s.do("play Rune Prison")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned
    assert s.kind == DecisionKind.PRIORITY
    assert s.obj("Vanguard Sergeant").buff == 0 and s.obj("Petty Officer").buff == 0


# ---------------------------------------------------------------- Swift Scout

def test_swift_scout_hides_for_one_energy_instead_of_a_power(scenario):
    """811.1.b: [1] instead of [A]; no Power to pay here, only Energy."""
    s = _scout(scenario, pool={"energy": 1})
    s.do("hide Teemo, Scout")
    go(s, "to Grove of the God-Willow")
    assert s.zone("Teemo, Scout") == "FACEDOWN"
    assert s.game.players[0].energy == 0


def test_swift_scout_asks_which_cost_when_both_can_be_paid(scenario):
    """A rune can pay either: exhausted for [1] (kept) or recycled for [A]."""
    for pay_energy in (True, False):
        s = _scout(scenario, runes=runes("chaos", 1))
        s.do("hide Teemo, Scout")
        go(s, "to Grove of the God-Willow")
        assert s.kind == DecisionKind.MAY
        s.do("yes" if pay_energy else "no")
        assert s.zone("Teemo, Scout") == "FACEDOWN"
        rs = s.game.players[0].runes
        assert (len(rs), pay_energy and s.game.objs[rs[0]].exhausted) == (
            (1, True) if pay_energy else (0, False))


def test_swift_scout_puts_a_teemo_you_own_into_your_hand(scenario):
    """[1], exhaust: a Teemo unit you own from your Champion Zone or the board (not an
    opponent's Teemo, not another unit)."""
    s = scenario(quiet_spec({"legend": "Swift Scout", "champion": "Teemo, Strategist",
                             "base": ["Teemo, Scout"], "pool": {"energy": 1}},
                            {"base": ["Teemo, Scout"]}))
    mine = bid(s, "Teemo, Scout", 0)
    s.do(f"activate ability 1 of Swift Scout #{s.game.players[0].legend}")
    for _ in range(6):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    champ = s.game.players[0].champion
    assert sorted(s.options()) == sorted([f"choose Teemo, Scout #{mine}",
                                          f"choose Teemo, Strategist #{champ}"])
    s.do(f"choose Teemo, Strategist #{champ}")
    settle_open(s)
    assert s.zone("Teemo, Strategist") == "HAND"
    assert s.game.players[0].champion < 0
    assert s.game.objs[mine].zone == Zone.BOARD
    assert s.game.objs[s.game.players[0].legend].exhausted


def test_swift_scout_returns_a_teemo_from_the_board(scenario):
    s = scenario(quiet_spec({"legend": "Swift Scout", "field": [["Teemo, Scout"], []],
                             "pool": {"energy": 1}}))
    s.do(f"activate ability 1 of Swift Scout #{s.game.players[0].legend}")
    settle_open(s)
    assert s.zone("Teemo, Scout") == "HAND"


# ---------------------------------------------------------------- Bounty Hunter

def test_bounty_hunter_gives_a_unit_ganking_this_turn(scenario):
    s = scenario(quiet_spec({"legend": "Bounty Hunter", "field": [["Vanguard Sergeant"], []]},
                            {"field": [["Petty Officer"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("move Vanguard Sergeant")                     # no Ganking: base is the only way
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 0
    s = scenario(quiet_spec({"legend": "Bounty Hunter", "field": [["Vanguard Sergeant"], []]},
                            {"field": [["Petty Officer"], []]},
                            bfs=[{"card": "Grove of the God-Willow", "controller": 0},
                                 {"card": "Altar to Unity", "controller": 0}]))
    hunter = s.game.players[0].legend
    s.do(f"activate ability 0 of Bounty Hunter #{hunter}")
    s.do("target Vanguard Sergeant")
    settle_open(s)
    assert s.game.objs[hunter].exhausted
    s.do("move Vanguard Sergeant")
    s.do("to Altar to Unity")                          # battlefield to battlefield
    settle_open(s)
    assert s.obj("Vanguard Sergeant").loc == 2


# ---------------------------------------------------------------- The Boss

def test_the_boss_pays_to_save_a_buffed_unit(scenario):
    """Errata text (a replacement effect, 369-370): pay [A], exhaust the legend, spend the
    unit's buff; the unit is healed, exhausted and recalled instead of dying."""
    s, poro = _boss(scenario)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(s.options()) == sorted([f"choose Stalwart Poro #{poro}", "done"])
    s.do(f"choose Stalwart Poro #{poro}")
    settle_open(s)
    o = s.game.objs[poro]
    assert o.zone == Zone.BOARD and o.loc == 0
    assert o.exhausted and o.damage == 0 and o.buff == 0
    assert _legend(s).exhausted
    assert len(s.game.players[0].runes) == 1     # Hextech Ray's [fury] and the [A] recycled


def test_the_boss_may_decline(scenario):
    s, poro = _boss(scenario)
    s.do("done")
    settle_open(s)
    assert s.game.objs[poro].zone == Zone.TRASH
    assert not _legend(s).exhausted
    assert len(s.game.players[0].runes) == 2


@pytest.mark.parametrize("why", ["unbuffed", "legend exhausted", "no power"])
def test_the_boss_cannot_save_without_its_costs(scenario, why):
    """No buff to spend, the legend already exhausted, no Power left to pay [A]: the unit
    dies, nothing is asked."""
    s, poro = _boss(scenario, buff=0 if why == "unbuffed" else 1,
                    legend_exhausted=why == "legend exhausted",
                    n_runes=1 if why == "no power" else 3)
    settle_open(s)
    assert s.game.objs[poro].zone == Zone.TRASH


def test_the_boss_readies_when_you_conquer(scenario):
    s = scenario(quiet_spec({"legend": {"card": "The Boss", "exhausted": True},
                             "base": ["Vanguard Sergeant"]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0
    assert not _legend(s).exhausted
