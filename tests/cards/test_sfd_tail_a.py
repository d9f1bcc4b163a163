"""Spiritforged (SFD) cards of the hard tail: one scenario test (or more) per card on both
engines, each asserting what the card does. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference.state import Zone
from card_helpers import card, go, hand, runes, settle_open, spec_factory

BF = ["Grove of the God-Willow", "Altar to Unity"]   # hold: draw 1 / a Recruit token in base
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def pick(s, name: str, player: int | None = None) -> str:
    """The CHOOSE_CARD answer naming card `name`."""
    return f"choose {name} #{s.id(name, player)}"


# ---------------------------------------------------------------- Void Drone

@pytest.mark.parametrize("energy,playable", [(1, True), (0, False)])
def test_void_drone_costs_2_less_played_from_the_trash(scenario, energy, playable):
    """356.4: its own discount holds when it is played from anywhere but the hand (the trash,
    by Endless Riches): 3 - 2 = 1 Energy."""
    s = scenario(spec({"base": ["Endless Riches"], "trash": ["Void Drone"],
                       "pool": {"energy": energy}}))
    assert s.can(f"play {card(s, 'Void Drone')}") == playable
    if playable:
        s.do(f"play {card(s, 'Void Drone')}")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Void Drone").zone == Zone.BOARD
        assert s.game.players[0].energy == 0


@pytest.mark.parametrize("energy,playable", [(3, True), (2, False)])
def test_void_drone_costs_full_from_the_hand(scenario, energy, playable):
    s = scenario(spec({"hand": ["Void Drone"], "pool": {"energy": energy}}))
    assert s.can("play Void Drone") == playable
    if playable:
        s.do("play Void Drone")
        go(s, "to P0's base")
        settle_open(s)
        assert s.obj("Void Drone").zone == Zone.BOARD
        assert s.game.players[0].energy == 0


# ---------------------------------------------------------------- Ornn, Blacksmith

ORNN_DECK = ["Pouty Poro", "Stupefy", "Daring Poro", "Doran's Blade", "Boneshiver"] + FILL


def _ornn_played(scenario):
    s = scenario(spec({"hand": ["Ornn, Blacksmith"],
                       "runes": runes("calm", 6), "deck": list(ORNN_DECK)}))
    s.do("play Ornn, Blacksmith")
    go(s, "to P0's base")
    settle_open(s)
    return s


def test_ornn_blacksmith_draws_a_gear_among_the_top_four(scenario):
    """424: when played, he looks at the top 4: only the gear among them (the 4th card) may be
    revealed and drawn, not the gear 5th from the top; the other three are recycled (416)."""
    s = _ornn_played(scenario)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert s.can(pick(s, "Doran's Blade"))
    assert not s.can(pick(s, "Boneshiver"))
    assert not s.can(pick(s, "Pouty Poro"))
    s.do(pick(s, "Doran's Blade"))
    settle_open(s)
    assert hand(s) == ["Doran's Blade"]
    deck = s.game.players[0].deck
    assert deck[0] == s.id("Boneshiver")
    assert sorted(deck[-3:]) == sorted(s.id(n) for n in ("Pouty Poro", "Stupefy",
                                                         "Daring Poro"))


def test_ornn_blacksmith_looks_again_when_he_holds(scenario):
    """383.4.d: when he holds (Beginning Phase, 315.2.a) he looks at the top 4 again."""
    s = scenario(spec({"field": [["Ornn, Blacksmith"], []], "deck": list(ORNN_DECK)},
                      turn_player=1))
    for _ in range(40):
        if s.kind == DecisionKind.CHOOSE_CARD or s.game.is_over:
            break
        if s.can("pass"):
            s.do("pass")
        elif s.can("end turn"):
            s.do("end turn")
        else:
            s.game.apply(s.game.legal_actions()[0])
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 0
    s.do(pick(s, "Doran's Blade"))
    settle_open(s)
    assert "Doran's Blade" in hand(s)
    assert s.obj("Doran's Blade").zone == Zone.HAND


# ---------------------------------------------------------------- Legion Quartermaster

def test_legion_quartermaster_returns_a_friendly_gear_as_an_additional_cost(scenario):
    """356.2.a.1 / 357.2: a mandatory additional cost, the gear chosen as it is paid: the
    attached Equipment goes back to its owner's hand and its bearer loses its bonus."""
    s = scenario(spec({"hand": ["Legion Quartermaster"], "runes": runes("calm", 3),
                       "base": [{"card": "Vanguard Sergeant", "attached": ["Boneshiver"]},
                                "Doran's Blade"]},
                      {"base": ["Doran's Ring"]}))
    assert s.might("Vanguard Sergeant") == 4 + 2
    s.do("play Legion Quartermaster")
    go(s, "to P0's base")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert not s.can(pick(s, "Doran's Ring"))      # not an enemy gear
    assert s.can(pick(s, "Doran's Blade"))
    s.do(pick(s, "Boneshiver"))
    settle_open(s)
    assert s.obj("Legion Quartermaster").zone == Zone.BOARD
    assert s.obj("Boneshiver").zone == Zone.HAND and hand(s) == ["Boneshiver"]
    assert s.might("Vanguard Sergeant") == 4
    assert s.obj("Doran's Blade").zone == Zone.BOARD


def test_legion_quartermaster_needs_a_friendly_gear(scenario):
    """356.2.a.1: without a friendly gear to return, the cost can't be paid: he can't be
    played (an enemy gear doesn't do)."""
    s = scenario(spec({"hand": ["Legion Quartermaster"], "runes": runes("calm", 3)},
                      {"base": ["Doran's Ring"]}))
    assert not s.can("play Legion Quartermaster")


# ---------------------------------------------------------------- Void Rush

def _void_rush(scenario, energy: int = 2):
    s = scenario(spec({"hand": ["Void Rush"], "deck": ["Vanguard Sergeant", "Pouty Poro"] + FILL,
                       "pool": {"energy": energy, "power": {"fury": 1, "order": 1}}}))
    s.do("play Void Rush")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    return s


def test_void_rush_banishes_one_and_plays_it_2_cheaper_then_draws_the_other(scenario):
    """424 / 427 / 419.3: the top 2 are revealed; the banished Vanguard Sergeant ([4]) is then
    played for [2] less (356.4), and the card not banished is drawn (413), not recycled."""
    s = _void_rush(scenario, energy=2 + 2)
    assert s.can(pick(s, "Pouty Poro")) and s.can("done")
    s.do(pick(s, "Vanguard Sergeant"))
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    assert hand(s) == ["Pouty Poro"]
    assert s.game.players[0].energy == 0                   # 2 for Void Rush, 4 - 2 for it
    assert s.zone("Void Rush") == "TRASH"


def test_void_rush_banishing_none_draws_both(scenario):
    s = _void_rush(scenario)
    s.do("done")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Vanguard Sergeant"]


# ---------------------------------------------------------------- Gearhead

def test_gearhead_doubles_the_might_bonus_of_its_equipment(scenario):
    """137 / 718.4: each Equipment attached to Gearhead gives double its Might bonus (Doran's
    Blade +2 and Boneshiver +2 give +8); a unit beside it keeps the single bonus."""
    s = scenario(spec({"base": [{"card": "Gearhead", "attached": ["Doran's Blade",
                                                                  "Boneshiver"]},
                                {"card": "Vanguard Sergeant", "attached": ["Doran's Ring"]}]}))
    assert s.might("Gearhead") == 3 + 2 * (2 + 2)
    assert s.might("Vanguard Sergeant") == 4 + 1


def test_gearhead_doubles_an_equipment_attached_later(scenario):
    """818: an Equipment equipped to Gearhead while on the board gives double at once."""
    s = scenario(spec({"base": ["Gearhead", "Vanguard Sergeant", "Doran's Blade"],
                       "runes": runes("body", 2)}))
    assert s.might("Gearhead") == 3
    blade = s.id("Doran's Blade")
    s.do(f"activate ability 0 of Doran's Blade #{blade}")
    go(s, f"target Gearhead #{s.id('Gearhead')}")
    settle_open(s)
    assert s.obj("Doran's Blade").attached_to == s.id("Gearhead")
    assert s.might("Gearhead") == 3 + 4


# ---------------------------------------------------------------- Experimental Hexplate

def test_experimental_hexplate_makes_its_bearer_a_mech(scenario):
    """472.1.c / 718.3: the Effect Text's "I am a Mech" gives the equipped unit the Mech tag:
    Rumble, Hotheaded's "your Mechs have Assault" reaches it (+1 Might from the Hexplate);
    the unequipped Pouty Poro is no Mech."""
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Pouty Poro",
                                {"card": "Vanguard Sergeant",
                                 "attached": ["Experimental Hexplate"]}]}))
    assert s.might("Vanguard Sergeant") == 4 + 1
    assert s.keywords("Vanguard Sergeant").get("Assault")
    assert not s.keywords("Pouty Poro").get("Assault")


def test_experimental_hexplate_unattached_makes_no_mech(scenario):
    """136.2.b: the Effect Text is inactive while the gear is not attached; once equipped
    (818), the unit is a Mech."""
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Vanguard Sergeant",
                                "Experimental Hexplate"], "runes": runes("mind", 1)}))
    assert not s.keywords("Vanguard Sergeant").get("Assault")
    plate = s.id("Experimental Hexplate")
    s.do(f"activate ability 0 of Experimental Hexplate #{plate}")
    go(s, f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.obj("Experimental Hexplate").attached_to == s.id("Vanguard Sergeant")
    assert s.keywords("Vanguard Sergeant").get("Assault")


# ---------------------------------------------------------------- Rek'Sai, Swarm Queen

QUEEN = "Rek'Sai, Swarm Queen"


def _swarm_queen(scenario, top, accept: bool = True):
    """Rek'Sai attacks Pouty Poro at Altar to Unity; her "when I attack" trigger is accepted
    (or declined) and resolves."""
    s = scenario(spec({"base": [QUEEN], "deck": top + FILL, "pool": {"energy": 4}},
                      {"field": [[], ["Pouty Poro"]]}))
    s.do(f"move {QUEEN} #{s.id(QUEEN)}")
    go(s, "to Altar to Unity")
    for _ in range(30):
        if s.kind in (DecisionKind.CHOOSE_CARD, DecisionKind.PLAY_LOCATION):
            break
        if s.kind == DecisionKind.MAY and s.decision.player == 0:
            s.do("yes" if accept else "no")
            if not accept:
                break
        elif s.can("pass"):
            s.do("pass")
        else:
            s.game.apply(s.game.legal_actions()[0])
    return s


def test_reksai_swarm_queen_may_play_a_revealed_unit_where_she_attacks(scenario):
    """424 / 427 / 419.3: she reveals the top 2; the banished Vanguard Sergeant is played
    paying its cost ([4]) and, a unit, may be played here (the battlefield she attacks) as
    well as to base (355.2); the other card is recycled (416)."""
    s = _swarm_queen(scenario, ["Vanguard Sergeant", "Stupefy"])
    assert s.kind == DecisionKind.CHOOSE_CARD and s.can("done")
    s.do(pick(s, "Vanguard Sergeant"))
    for _ in range(10):
        if s.kind == DecisionKind.PLAY_LOCATION:
            break
        s.do("pass")
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert s.can("to P0's base") and s.can("to Altar to Unity")
    assert not s.can("to Grove of the God-Willow")
    s.do("to Altar to Unity")
    assert s.obj("Vanguard Sergeant").loc == 2
    assert s.game.players[0].energy == 0
    assert s.game.players[0].deck[-1] == s.id("Stupefy")


def test_reksai_swarm_queen_declined_reveals_nothing(scenario):
    """383.3.a: "you may reveal" opens the effect: declined, nothing is revealed or played."""
    s = _swarm_queen(scenario, ["Vanguard Sergeant", "Stupefy"], accept=False)
    assert s.kind != DecisionKind.CHOOSE_CARD
    assert s.game.players[0].deck[0] == s.id("Vanguard Sergeant")


# ---------------------------------------------------------------- Undertitan

def test_undertitan_revealed_from_the_deck_adds_2_energy(scenario):
    """424 / 400.2: as Undertitan is revealed from its owner's Main Deck (here by Void Rush's
    reveal), its owner adds [2] to their pool at once; banishing none, both cards are drawn
    and the [2] stays in the pool."""
    s = scenario(spec({"hand": ["Void Rush"], "deck": ["Undertitan", "Pouty Poro"] + FILL,
                       "pool": {"energy": 2, "power": {"fury": 1, "order": 1}}}))
    s.do("play Void Rush")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    assert s.game.players[0].energy == 2
    s.do("done")
    settle_open(s)
    assert hand(s) == ["Pouty Poro", "Undertitan"]
    assert s.game.players[0].energy == 2


def test_undertitan_drawn_adds_nothing(scenario):
    """A draw (413) is no reveal: nothing is added."""
    s = scenario(spec({"hand": ["Called Shot"], "runes": runes("chaos", 1),
                       "deck": ["Undertitan", "Pouty Poro"] + FILL}))
    s.do("play Called Shot")
    go(s, "no")
    settle_open(s)
    s.do(pick(s, "Undertitan"))
    settle_open(s)
    assert hand(s) == ["Undertitan"] and s.game.players[0].energy == 0


def test_undertitan_played_gives_the_other_friendly_units_2_might(scenario):
    """383.4.a: when played, the other friendly units get +2 Might this turn; the enemy's
    don't."""
    s = scenario(spec({"hand": ["Undertitan"], "base": ["Pouty Poro"],
                       "pool": {"energy": 6, "power": {"order": 1}}},
                      {"base": ["Daring Poro"]}))
    s.do("play Undertitan")
    go(s, "to P0's base")
    settle_open(s)
    assert s.obj("Undertitan").zone == Zone.BOARD
    assert s.might("Pouty Poro") == 2 + 2 and s.might("Undertitan") == 5
    assert s.might("Daring Poro", 1) == 2
