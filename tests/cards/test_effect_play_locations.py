"""Where a unit an effect plays may go (419.3 limited play, 355.2): when no location is left
for it, the play can't be finalized and the card goes back (358.4; the instruction is
impossible and ignored, 055 / 359.3.e.6). Each test runs on both engines (the `scenario`
fixture)."""

from __future__ import annotations

from riftsim.reference.state import LOC_BASE

from card_helpers import bid, settle, spec

GROVE_OURS = [{"card": "Grove of the God-Willow", "controller": 0}, "Zaun Warrens"]


def _here_to_help(scenario, poros: int):
    """P0 controls the Grove with `poros` Stalwart Poros there, its only units; Here to Help
    ([2][body]: play a unit from hand to a battlefield you control, [3] less) with Cruel
    Patron ([4]; as an additional cost, kill a friendly unit) in hand."""
    s = scenario(spec({"hand": ["Here to Help", "Cruel Patron"],
                       "pool": {"energy": 3, "power": {"body": 1}},
                       "field": [["Stalwart Poro"] * poros, []]},
                      bfs=GROVE_OURS, anchor=False))
    s.do("play Here to Help")
    for _ in range(10):
        if s.can("yes"):
            break
        s.do("pass")
    s.do("yes")
    return s


def test_kill_cost_leaving_no_unit_there_cancels_the_effect_play(scenario):
    """Seed ruling (Cruel Patron): it is not played where paying its kill would leave no unit
    of yours; Here to Help's only location is that battlefield, so Cruel Patron can't be
    played and goes back to the hand (358.4), its Poro untouched."""
    s = _here_to_help(scenario, 1)
    settle(s)
    assert s.zone("Cruel Patron") == "HAND"
    assert s.zone("Here to Help") == "TRASH"
    poro = s.game.objs[bid(s, "Stalwart Poro", 0)]
    assert poro.loc == 1
    assert s.game.players[0].energy == 1                 # only Here to Help was paid


def test_kill_cost_with_another_unit_there_plays_it(scenario):
    """With a second Poro there, Cruel Patron is played to the Grove, killing one of them."""
    s = _here_to_help(scenario, 2)
    for _ in range(6):
        if s.can(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro', 0)}"):
            s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro', 0)}")
            break
        if s.can("pass"):
            s.do("pass")
    settle(s)
    g = s.game
    assert s.zone("Cruel Patron") == "BOARD"
    assert g.objs[s.id("Cruel Patron")].loc == 1 != LOC_BASE
    assert len([o for o in g.objs if o.zone.name == "BOARD"
                and g.pool[o.card].name == "Stalwart Poro"]) == 1
    assert g.players[0].energy == 0
