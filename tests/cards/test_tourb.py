"""Cards of the 1st-place Rengar list (Riftbound Showdown Ottawa, 2026-08-08) that tourB
defined: scenario tests on both engines.

Rules: Ambush (822; Rengar, Trophy Hunter's Unleashed errata), optional additional costs
(356.2.b), Fight (417.6.b.3), "play" as a resolved item (the Unleashed Rules FAQ on Darius,
Trifarian; the Origins FAQ on Darius), winning a combat (the Origins and Spiritforged FAQs),
recycling (416; the Origins FAQ on Sabotage), targets (355.7-355.10).
"""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import hand, runes, settle, spec_factory

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 6

spec = spec_factory(BF, FILL, "Mega-Mech")          # an 8-Might anchor in each base
small = spec_factory(BF, FILL, "Pit Rookie")        # a 2-Might anchor in each base


def names(s, ids):
    g = s.game
    return sorted(g.pool[g.objs[i].card].name for i in ids)


def run(s, *texts):
    """Do `texts`, each once it is offered; pass (and order triggers) in between."""
    todo = list(texts)
    for _ in range(80):
        if not todo:
            return settle(s)
        if s.can(todo[0]):
            s.do(todo.pop(0))
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.can("pass"):
            s.do("pass")
        else:
            raise AssertionError(f"{todo[0]!r} not offered: {s.options()}")
    raise AssertionError("too many steps")


# ---------------------------------------------------------------- Pridestalker (legend)

def test_pridestalker_gives_a_unit_plus_one_when_you_play_a_unit(scenario):
    s = scenario(spec({"legend": "Pridestalker", "hand": ["Pit Rookie"],
                       "runes": runes("body", 2)}, {"base": ["Sharkling"]}))
    run(s, "play Pit Rookie", f"target Sharkling #{s.id('Sharkling')}")
    assert s.might("Sharkling") == 2                  # 1 + 1 this turn (an enemy unit too)
    assert s.might("Pit Rookie") == 2


# ---------------------------------------------------------------- Pyke, Dockside Butcher

def test_pyke_paid_extra_fury_readies_him_with_plus_two(scenario):
    s = scenario(spec({"hand": ["Pyke, Dockside Butcher"], "runes": runes("fury", 5)}))
    s.do("play Pyke", "yes")
    settle(s)
    assert s.might("Pyke, Dockside Butcher") == 4
    assert not s.obj("Pyke, Dockside Butcher").exhausted
    assert len(s.game.players[0].runes) == 4          # [fury] paid by recycling a rune


def test_pyke_without_the_extra_cost_enters_exhausted(scenario):
    s = scenario(spec({"hand": ["Pyke, Dockside Butcher"], "runes": runes("fury", 5)}))
    s.do("play Pyke", "no")
    settle(s)
    assert s.might("Pyke, Dockside Butcher") == 2
    assert s.obj("Pyke, Dockside Butcher").exhausted


# ---------------------------------------------------------------- Rampage

def test_rampage_paid_gives_plus_two_then_they_fight(scenario):
    s = scenario(spec({"hand": ["Rampage"], "runes": runes("body", 5),
                       "base": ["Noxus Hopeful"]}, {"base": ["Petty Officer"]}))
    run(s, "play Rampage", "yes", "target Noxus Hopeful", "target Petty Officer")
    assert s.zone("Petty Officer") == "TRASH"         # took 4 + 2 = 6
    assert s.obj("Noxus Hopeful").damage == 5 and s.might("Noxus Hopeful") == 6
    assert len(s.game.players[0].runes) == 4          # [body] paid by recycling a rune


def test_rampage_unpaid_no_bonus(scenario):
    s = scenario(spec({"hand": ["Rampage"], "runes": runes("body", 5),
                       "base": ["Noxus Hopeful"]}, {"base": ["Petty Officer"]}))
    run(s, "play Rampage", "no", "target Noxus Hopeful", "target Petty Officer")
    assert s.zone("Noxus Hopeful") == "TRASH"         # took 5 > 4
    assert s.zone("Petty Officer") == "BOARD" and s.obj("Petty Officer").damage == 4
