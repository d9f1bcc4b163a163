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


# ---------------------------------------------------------------- Grim Apothecary

def test_grim_apothecary_ambush_returns_a_friendly_unit_at_a_battlefield(scenario):
    s = scenario(spec({"hand": ["Grim Apothecary"], "runes": runes("fury", 3),
                       "field": [["Pit Rookie"], []]}))
    run(s, "play Grim Apothecary", "to Grove", "yes", "target Pit Rookie")
    assert s.zone("Pit Rookie") == "HAND"
    assert s.obj("Grim Apothecary").loc == 1


def test_grim_apothecary_may_decline(scenario):
    s = scenario(spec({"hand": ["Grim Apothecary"], "runes": runes("fury", 3),
                       "field": [["Pit Rookie"], []]}))
    run(s, "play Grim Apothecary", "to Grove", "no")
    assert s.zone("Pit Rookie") == "BOARD"


# ---------------------------------------------------------------- Kinkou Initiate

def test_kinkou_initiate_draws_with_five_might_of_other_units(scenario):
    s = scenario(small({"hand": ["Kinkou Initiate"], "runes": runes("body", 3),
                        "base": ["Pit Rookie"], "field": [["Sharkling"], []]}))
    run(s, "play Kinkou Initiate", "to P0's base")   # others: 2 + 2 + 1 = 5
    assert len(s.game.players[0].hand) == 1


def test_kinkou_initiate_no_draw_below_five(scenario):
    s = scenario(small({"hand": ["Kinkou Initiate"], "runes": runes("body", 3),
                        "base": ["Sharkling"]}, {"base": ["Mega-Mech"]}))
    s.do("play Kinkou Initiate")                      # others: 2 + 1 = 3 (enemies don't count)
    run(s)
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Darius, Trifarian

def test_darius_second_card_readies_him_with_plus_two(scenario):
    s = scenario(spec({"base": [{"card": "Darius, Trifarian", "exhausted": True}],
                       "hand": ["Inferna", "Sharkling"], "runes": runes("fury", 5)}))
    run(s, "play Inferna")
    assert s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 5
    run(s, "play Sharkling")
    assert not s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 7


def test_darius_triggers_when_he_is_the_second_card(scenario):
    """Origins FAQ: Darius played as your second card in a turn readies and gets +2."""
    s = scenario(spec({"hand": ["Inferna", "Darius, Trifarian"], "runes": runes("fury", 7)}))
    run(s, "play Inferna")
    run(s, "play Darius")
    assert not s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 7


def test_darius_not_on_the_third_card(scenario):
    s = scenario(spec({"hand": ["Inferna", "Darius, Trifarian"], "runes": runes("fury", 7)},
                      ))
    run(s, "play Darius")
    assert s.obj("Darius, Trifarian").exhausted and s.might("Darius, Trifarian") == 5
    run(s, "play Inferna")                        # second card: triggers
    assert not s.obj("Darius, Trifarian").exhausted


# ---------------------------------------------------------------- Sabotage

def test_sabotage_recycles_a_chosen_non_unit_card(scenario):
    s = scenario(spec({"hand": ["Sabotage"], "runes": runes("body", 1)},
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
    s = scenario(spec({"hand": ["Sabotage"], "runes": runes("body", 1)},
                      {"hand": ["Pit Rookie"]}))
    s.do("play Sabotage")
    run(s)
    assert hand(s, 1) == ["Pit Rookie"]
    assert s.zone("Sabotage") == "TRASH"
