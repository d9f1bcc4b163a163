"""Cards the compiled core runs with ops of their own (copies and control, Replace / Swap Back,
plays from the trash, skipping the Draw Phase): each compiles for the core; the scenario tests
run on both engines."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.cards.pool import get_pool
from riftsim.core import unsupported_reason
from riftsim.events import EventKind

CARDS = ["Unforgiven", "Reckoner's Arena", "Akshan, Mischievous", "Void Burrower",
         "Thrill of the Hunt", "Green Father", "Brush", "Endless Riches"]
FORGE = "Ornn's Forge"
DECK = ["Stalwart Poro"] * 8


@pytest.mark.parametrize("name", CARDS)
def test_cards_are_supported_by_the_core(name):
    assert unsupported_reason(get_pool().by_name(name)) is None


def _spec(p0, bfs):
    players = [{"deck": list(DECK), **p0}, {"deck": list(DECK), "base": ["Mountain Drake"]}]
    return {"battlefields": list(bfs), "players": players, "phase": "awaken"}


def test_reckoners_arena_activates_the_conquer_effects_of_units_there(scenario):
    """Holding Reckoner's Arena: Kai'Sa, Survivor's conquer effect (draw 1) triggers as if she
    had conquered it; Yone, Blademaster's needs a battlefield that was uncontrolled, which it
    was not (it was held), so his is not placed."""
    s = scenario(_spec({"field": [["Kai'Sa, Survivor", "Yone, Blademaster"], []],
                        "base": ["Mountain Drake"]}, ["Reckoner's Arena", FORGE]))
    g = s.game
    arena = g.bfs[0].obj
    kaisa = s.ids("Kai'Sa, Survivor")[0]
    for _ in range(20):
        if not g.chain and s.kind not in (DecisionKind.MAY, DecisionKind.ORDER_TRIGGERS) \
                and any(e.kind == EventKind.RESOLVE and e.obj == kaisa for e in g.events):
            break
        s.do("yes" if s.kind == DecisionKind.MAY else "pass")
    trig = [e.obj for e in g.events if e.kind == EventKind.TRIGGER]
    assert trig == [arena, kaisa]
    assert g.players[0].points == 1
