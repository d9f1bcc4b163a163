"""Cards of the 1st-place Rengar list (Riftbound Showdown Ottawa, 2026-08-08): scenario tests on both engines.

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


def on_board(s, name, player=None):
    g = s.game
    return [o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == name
            and (player is None or o.controller == player)]


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


# ---------------------------------------------------------------- Seat of Power

def test_seat_of_power_draws_one_per_other_battlefield_you_control(scenario):
    s = scenario(spec({"base": ["Pit Rookie"], "field": [[], ["Sharkling"]]},
                      bfs=["Seat of Power", {"card": "Altar to Unity", "controller": 0}]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Seat of Power")
    assert s.game.bfs[0].controller == 0
    assert len(s.game.players[0].hand) == 1


def test_seat_of_power_draws_nothing_without_another_battlefield(scenario):
    s = scenario(spec({"base": ["Pit Rookie"]}, bfs=["Seat of Power", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Seat of Power")
    assert s.game.bfs[0].controller == 0
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Emperor's Dais

def test_emperors_dais_pay_one_return_a_unit_for_a_sand_soldier(scenario):
    s = scenario(spec({"base": ["Pit Rookie"], "runes": runes("body", 1)},
                      bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Emperor's Dais", "yes")
    assert s.zone("Pit Rookie", 0) == "HAND"
    soldiers = on_board(s, "Sand Soldier", 0)
    assert len(soldiers) == 1 and soldiers[0].loc == 1
    assert s.game.objs[s.game.players[0].runes[0]].exhausted


def test_emperors_dais_declined_or_unaffordable(scenario):
    s = scenario(spec({"base": ["Pit Rookie"], "runes": runes("body", 1)},
                      bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s, f"move Pit Rookie #{s.id('Pit Rookie', 0)}", "to Emperor's Dais", "no")
    assert s.obj("Pit Rookie", 0).loc == 1 and not on_board(s, "Sand Soldier")
    s2 = scenario(spec({"base": ["Pit Rookie"]}, bfs=["Emperor's Dais", "Altar to Unity"]))
    run(s2, f"move Pit Rookie #{s2.id('Pit Rookie', 0)}", "to Emperor's Dais")
    assert s2.obj("Pit Rookie", 0).loc == 1 and not on_board(s2, "Sand Soldier")


# ---------------------------------------------------------------- Nidalee, Cat Form

def test_nidalee_draws_when_she_wins_a_combat(scenario):
    s = scenario(spec({"base": ["Nidalee, Cat Form"]}, {"field": [["Sharkling"], []]}))
    run(s, "move Nidalee", "to Grove")
    assert s.zone("Sharkling") == "TRASH" and s.obj("Nidalee, Cat Form").loc == 1
    assert len(s.game.players[0].hand) == 1


def test_nidalee_no_draw_when_she_loses_a_combat(scenario):
    s = scenario(spec({"base": ["Nidalee, Cat Form"]}, {"field": [["Petty Officer"], []]}))
    run(s, "move Nidalee", "to Grove")
    assert s.zone("Nidalee, Cat Form") == "TRASH" and s.obj("Petty Officer", 1).damage == 0
    assert len(s.game.players[0].hand) == 0


# ---------------------------------------------------------------- Irresistible Faefolk

def test_faefolk_moves_an_enemy_unit_to_its_battlefield(scenario):
    s = scenario(spec({"base": ["Irresistible Faefolk"]}, {"base": ["Sharkling"]}))
    run(s, "move Irresistible Faefolk", "to Grove", "yes",
        f"target Sharkling #{s.id('Sharkling')}")
    # moved to the Grove from its base: the 1-Might units fought there and both died
    assert s.zone("Sharkling") == "TRASH" and s.zone("Irresistible Faefolk") == "TRASH"


def test_faefolk_not_when_moving_to_base(scenario):
    s = scenario(spec({"field": [["Irresistible Faefolk"], []]}, {"base": ["Sharkling"]}))
    run(s, "move Irresistible Faefolk")
    assert s.kind == DecisionKind.PRIORITY and not s.game.chain
    assert s.obj("Sharkling").loc == 0


# ---------------------------------------------------------------- Rengar, Trophy Hunter

def test_rengar_can_be_played_where_there_are_enemy_units(scenario):
    s = scenario(spec({"hand": ["Rengar, Trophy Hunter", "Inferna"], "runes": runes("body", 7)},
                      {"field": [["Sharkling"], []]}))
    s.do("play Rengar")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert any("Grove" in o for o in s.options())
    assert not any("Altar" in o for o in s.options())
    run(s, "to Grove")
    assert s.zone("Sharkling") == "TRASH" and s.obj("Rengar, Trophy Hunter").loc == 1


def test_reference_chain_items_alike_in_every_field_are_distinct():
    """Two Pridestalker triggers with the same target are two chain items: resolving the top
    one removes it, not the first equal one (a parity divergence with the Rengar list)."""
    from riftsim.reference.state import ChainItem

    a, b = ChainItem("trigger", 0, 0), ChainItem("trigger", 0, 0)
    chain = [a, ChainItem("trigger", 0, 55), b]
    chain.remove(b)
    assert chain[0] is a and len(chain) == 2 and b not in chain


def test_rengar_ambushes_an_opponents_showdown_where_you_have_no_units(scenario):
    """Unleashed errata: Rengar can [Ambush] to a battlefield with enemy units even if you
    have no units there; another Ambush unit (Inferna) can't until you do."""
    s = scenario(spec({"hand": ["Rengar, Trophy Hunter", "Inferna"], "runes": runes("body", 7)},
                      {"base": ["Sharkling"]}, turn_player=1))
    s.do("move Sharkling", "to Grove")
    assert s.decision.player == 0 and s.options() == ["pass", f"play Rengar, Trophy Hunter "
                                                                f"#{s.id('Rengar, Trophy Hunter')}"]
    s.do("play Rengar")
    assert s.obj("Rengar, Trophy Hunter").loc == 1
    assert s.can("play Inferna")                      # now you have a unit there
