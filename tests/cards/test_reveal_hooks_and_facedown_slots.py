"""Card tests for a reflexive trigger on a card an effect played (387, 354.3, 359.2: Rell,
Magnetic), a hook before every reveal from a deck (424: Void Hatchling) and a second facedown
slot at a battlefield (811: Bandle Tree), on both engines (the `scenario` fixture).
"""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim import LOC_BASE, NONE, Zone

from card_helpers import bid, card, decide

PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"      # no conquer / hold effects of note
TO_A = f"to {PLAZA}"
DECK = ["Petty Officer"] * 8
ANCHOR = "Mountain Drake"      # a ready unit in each base keeps the main phase a decision


def spec(p0=None, p1=None, bfs=(PLAZA, FORGE), **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK), **p}
        q["base"] = list(q.get("base", [])) + [ANCHOR]
        players.append(q)
    return {"battlefields": list(bfs), "players": players, **kw}


def ref(s, name, player=None, index=0) -> str:
    return f"{name} #{bid(s, name, player, index)}"


def might(s, name, player=None) -> int:
    return layers.might(s.game, s.game.objs[bid(s, name, player)])


# ---------------------------------------------------------------- Rell, Magnetic
# "When I attack, you may play an Equipment of Energy cost [2] or less, ignoring its cost. If
# you do, then do this: attach it to me" (errata). The Equipment is played as the trigger
# resolves (419.3): a pending chain item, finished right after (354.3); a permanent leaves the
# chain onto the board then (359.2.d: ready, at its base), and only then is the reflexive
# trigger put on the chain (387), so "attach it" links two cards on the board (434.1).


def _rell_attacks(s):
    s.do(f"move {ref(s, 'Rell, Magnetic')}", TO_A)
    assert s.kind == DecisionKind.MAY                     # "you may play an Equipment"
    s.do("yes")


def test_rell_plays_an_equipment_free_then_attaches_it(scenario):
    s = scenario(spec({"base": ["Rell, Magnetic"], "hand": ["Doran's Blade", "Boneshiver"]},
                      {"field": [["Stalwart Poro"], []]}))
    rell = bid(s, "Rell, Magnetic")
    base_might = might(s, "Rell, Magnetic")
    _rell_attacks(s)
    # Boneshiver costs [3]: not offered; Doran's Blade is the only choice (taken at once)
    blade = s.obj("Doran's Blade")
    assert s.zone("Boneshiver") == "HAND"
    while s.game.chain and s.can("pass"):
        s.do("pass")
    assert s.game.players[0].energy == 0 and not s.game.players[0].runes   # nothing paid
    assert blade.zone == Zone.BOARD and blade.attached_to == rell and blade.loc == s.game.objs[rell].loc
    assert might(s, "Rell, Magnetic") == base_might + 2   # Doran's Blade: +2 Might (434.1.d)


def test_rell_attach_does_nothing_if_he_left_the_board(scenario):
    """The reflexive trigger can be responded to (388): Rell returned to hand first (Retreat),
    "attach it to me" finds no Rell on the board (434.1); the Equipment stays unattached."""
    s = scenario(spec({"base": ["Rell, Magnetic"], "hand": ["Doran's Blade", "Retreat"],
                       "pool": {"energy": 1}},
                      {"field": [["Stalwart Poro"], []]}))
    rell = s.id("Rell, Magnetic")
    _rell_attacks(s)
    blade = s.obj("Doran's Blade")
    assert s.decision.player == 0 and blade.zone == Zone.HAND     # Rell's trigger on the chain
    s.do("pass")
    assert blade.zone == Zone.BOARD and blade.attached_to == NONE   # played (359.2); the
    assert [(i.kind, i.source) for i in s.game.chain] == [("trigger", rell)]   # reflexive
    assert s.decision.player == 0                         # trigger waits on the chain (388)
    s.do("play Retreat")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target {ref(s, 'Rell, Magnetic')}")
    while s.game.chain and s.can("pass"):
        s.do("pass")
    assert s.zone("Rell, Magnetic") == "HAND"
    assert blade.zone == Zone.BOARD and blade.attached_to == NONE and blade.loc == LOC_BASE


def test_rell_declined_or_without_equipment_plays_nothing(scenario):
    s = scenario(spec({"base": ["Rell, Magnetic"], "hand": ["Doran's Blade"]},
                      {"field": [["Stalwart Poro"], []]}))
    s.do(f"move {ref(s, 'Rell, Magnetic')}", TO_A)
    s.do("no")
    decide(s)
    assert s.zone("Doran's Blade") == "HAND"
    s2 = scenario(spec({"base": ["Rell, Magnetic"], "hand": ["Boneshiver"]},
                       {"field": [["Stalwart Poro"], []]}))
    s2.do(f"move {ref(s2, 'Rell, Magnetic')}", TO_A)
    if s2.kind == DecisionKind.MAY:
        s2.do("yes")
    decide(s2)
    assert s2.zone("Boneshiver") == "HAND" and not any(
        i.kind == "trigger" and i.source == s2.id("Rell, Magnetic") for i in s2.game.chain)


# ---------------------------------------------------------------- Void Hatchling
# "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then
# reveal those cards": a replacement (367) of each reveal from a deck (424.3) its controller
# makes, applied once per Hatchling (373); the reveal then takes the cards on top as they are.

RUSH_DECK = ["Stalwart Poro", "Pakaa Cub", "Mountain Drake", "Petty Officer", "Petty Officer"]


def _void_rush(s):
    s.do("play Void Rush")
    while s.kind == DecisionKind.PRIORITY and s.game.chain and s.can("pass"):
        s.do("pass")


def _finish_rush(s):
    """Void Rush: banish none (DONE), draw the revealed cards."""
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do("done")
    decide(s)


def _rush_spec(p0_base, p1=None):
    return spec({"base": p0_base, "hand": ["Void Rush"], "deck": list(RUSH_DECK),
                 "pool": {"energy": 2, "power": {"fury": 1}}}, p1)


def test_void_hatchling_recycles_the_top_card_before_the_reveal(scenario):
    s = scenario(_rush_spec(["Void Hatchling"]))
    poro = s.id("Stalwart Poro")
    _void_rush(s)
    assert s.kind == DecisionKind.MAY and s.decision.player == 0   # recycle the top card?
    assert s.game.players[0].deck[0] == poro                      # (nothing revealed yet)
    s.do("yes")
    _finish_rush(s)
    assert s.game.players[0].deck[-1] == poro                     # recycled to the bottom
    assert s.zone("Pakaa Cub") == "HAND" and s.zone("Mountain Drake", 0) == "HAND"
    assert s.zone("Stalwart Poro") == "DECK"


def test_void_hatchling_may_keep_the_top_card(scenario):
    s = scenario(_rush_spec(["Void Hatchling"]))
    _void_rush(s)
    assert s.kind == DecisionKind.MAY
    s.do("no")
    _finish_rush(s)
    assert s.zone("Stalwart Poro") == "HAND" and s.zone("Pakaa Cub") == "HAND"


def test_two_void_hatchlings_look_twice(scenario):
    """Each Hatchling's replacement applies once (373): two looks, each at the top card then."""
    s = scenario(_rush_spec(["Void Hatchling", "Void Hatchling"]))
    _void_rush(s)
    s.do("yes")                                   # Stalwart Poro to the bottom
    assert s.kind == DecisionKind.MAY
    s.do("yes")                                   # then Pakaa Cub
    _finish_rush(s)
    deck = s.game.players[0].deck
    assert deck[-2:] == [s.id("Stalwart Poro"), s.id("Pakaa Cub")]
    assert s.zone("Mountain Drake", 0) == "HAND" and s.zone("Petty Officer", 0) == "HAND"


def test_an_opponents_void_hatchling_does_not_apply_to_my_reveal(scenario):
    s = scenario(_rush_spec([], {"base": ["Void Hatchling"]}))
    _void_rush(s)
    _finish_rush(s)
    assert s.zone("Stalwart Poro") == "HAND" and s.zone("Pakaa Cub") == "HAND"


def test_void_hatchling_applies_when_its_controller_reveals_for_an_opponents_spell(scenario):
    """Blind Fury: each opponent reveals their top card (424.3): the revealing player is the
    Hatchling's controller, so they look first and may recycle it."""
    s = scenario(spec({"hand": ["Blind Fury"], "pool": {"energy": 4, "power": {"fury": 2}}},
                      {"base": ["Void Hatchling"], "deck": list(RUSH_DECK)}))
    poro = s.id("Stalwart Poro", 1)
    s.do("play Blind Fury")
    while s.kind == DecisionKind.PRIORITY and s.can("pass"):
        s.do("pass")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes")
    decide(s)
    assert s.game.objs[poro].zone == Zone.DECK and s.game.players[1].deck[-1] == poro
    assert s.zone("Pakaa Cub", 1) != "DECK"       # the new top card was revealed and banished


def test_void_hatchling_looks_at_the_rune_deck_before_a_rune_is_revealed(scenario):
    """Twisted Fate, Gambler reveals the top rune of the rune deck (a deck, 424.3): the
    Hatchling's look comes first; recycling the Mind Rune leaves the Calm Rune on top, which
    is revealed and recycled (no Mind draw)."""
    s = scenario(spec({"base": ["Twisted Fate, Gambler", "Void Hatchling"],
                       "rune_deck": ["Mind Rune", "Calm Rune", "Body Rune"]},
                      {"field": [["Stalwart Poro"], []]}))
    mind, calm = s.id("Mind Rune"), s.id("Calm Rune")
    hand = len(s.game.players[0].hand)
    s.do(f"move {ref(s, 'Twisted Fate, Gambler')}", TO_A)
    assert s.kind == DecisionKind.MAY and s.game.players[0].rune_deck[0] == mind
    s.do("yes")
    decide(s)
    assert s.game.players[0].rune_deck == [s.id("Body Rune"), mind, calm]
    assert len(s.game.players[0].hand) == hand          # Calm: no mode of his (no draw)


# ---------------------------------------------------------------- Bandle Tree
# "You may hide an additional card here": its facedown zone's maximum occupancy is two
# (107.3.b, 107.3.b.1); cards there are hidden (421, 811.1.b), played from the next turn on
# (811), and trashed once their controller no longer controls the battlefield (107.3.d).

TREE = "Bandle Tree"


def _hidden_spec(bf0, p0_hand, field=("Stalwart Poro",), power=2):
    return spec({"hand": list(p0_hand), "field": [list(field), []],
                 "pool": {"energy": 0, "power": {"chaos": power}}},
                bfs=({"card": bf0, "controller": 0}, FORGE))


def test_bandle_tree_takes_a_second_hidden_card(scenario):
    s = scenario(_hidden_spec(TREE, ["Fight or Flight", "Teemo, Scout", "Tideturner"], power=3))
    s.do("hide Fight or Flight")
    assert s.zone("Fight or Flight") == "FACEDOWN"
    assert s.can("hide Teemo, Scout")                    # a second place (107.3.b.1)
    s.do("hide Teemo, Scout")
    assert s.zone("Teemo, Scout") == "FACEDOWN"
    assert {s.game.bfs[0].facedown, s.game.bfs[0].facedown2} == {
        s.id("Fight or Flight"), s.id("Teemo, Scout")}
    assert not s.can("hide Tideturner")                  # full: two cards (107.3.b)
    assert s.zone("Tideturner") == "HAND"


def test_an_ordinary_battlefield_takes_one_hidden_card(scenario):
    s = scenario(_hidden_spec(PLAZA, ["Fight or Flight", "Teemo, Scout"]))
    s.do("hide Fight or Flight")
    assert s.zone("Fight or Flight") == "FACEDOWN"
    assert not s.can("hide Teemo, Scout")                # 107.3.b: one card


def test_both_hidden_cards_at_bandle_tree_are_played_from_facedown(scenario):
    """Hidden on an earlier turn, each may be played from facedown (811), a unit to that
    battlefield (811.1.d.1)."""
    s = scenario(spec({"field": [["Stalwart Poro"], []]},
                      bfs=({"card": TREE, "controller": 0,
                            "hidden": {"card": "Teemo, Scout", "controller": 0},
                            "hidden2": {"card": "Tideturner", "controller": 0}}, FORGE)))
    assert s.can("play Teemo, Scout") and s.can("play Tideturner")
    s.do("play Tideturner")
    while s.game.chain and s.can("pass"):
        s.do("pass")
    while s.kind == DecisionKind.TARGET or s.kind == DecisionKind.MAY:   # its play effect
        s.do("no" if s.kind == DecisionKind.MAY else s.options()[0])
        decide(s)
    assert s.zone("Tideturner") == "BOARD" and s.obj("Tideturner").loc == 1
    assert s.zone("Teemo, Scout") == "FACEDOWN"
    assert s.can("play Teemo, Scout")                    # the other place still holds it


def test_bandle_tree_trashes_both_hidden_cards_when_control_is_lost(scenario):
    """107.3.d: its controller no longer controls the battlefield (their last unit there
    died), so both hidden cards are removed to the trash in the cleanup."""
    s = scenario(spec({"field": [["Teemo, Scout"], []], "hand": ["Hextech Ray"],
                       "pool": {"energy": 1, "power": {"fury": 1}}},
                      bfs=({"card": TREE, "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0},
                            "hidden2": {"card": "Tideturner", "controller": 0}}, FORGE)))
    s.do("play Hextech Ray")                             # (Teemo, Scout: the only target)
    while s.game.chain and s.can("pass"):
        s.do("pass")
    assert s.zone("Teemo, Scout") == "TRASH"
    assert s.game.bfs[0].controller == NONE
    assert s.zone("Fight or Flight") == "TRASH" and s.zone("Tideturner") == "TRASH"
    assert s.game.bfs[0].facedown == NONE and s.game.bfs[0].facedown2 == NONE
