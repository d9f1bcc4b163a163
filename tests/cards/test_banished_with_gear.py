"""Cards an object's ability banished, played back by that object (427.3: "banished with
this"; 419.3 plays by an effect, 356.1.b.1 "ignoring its cost", 355.2 each unit's location),
with "Banish this" as an activated ability's cost and the look-back of 359.3.e.13. Each test
runs on both engines (the `scenario` fixture)."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference.state import LOC_BASE

from card_helpers import bid, settle, spec

GROVE_OURS = [{"card": "Grove of the God-Willow", "controller": 0}, "Zaun Warrens"]


# ================================================================ The Zero Drive

def _dies_with_drive(scenario, **kw):
    """Vanguard Sergeant (4 Might, +2 from The Zero Drive) at the Grove with 3 damage; Hextech
    Ray (3 damage) kills it; a Stalwart Poro is already in banishment, banished by nothing of
    this game; a Petty Officer keeps p0's control of the Grove. Pool: Energy and Power for
    the Rays, an Equip and the Drive's ability."""
    p0 = {"hand": ["Hextech Ray", "Hextech Ray"], "banishment": ["Stalwart Poro"],
          "pool": {"energy": 10, "power": {"fury": 2, "mind": 2}},
          "field": [[{"card": "Vanguard Sergeant", "damage": 3,
                      "attached": ["The Zero Drive"]}, {"card": "Stalwart Poro", "damage": 1},
                     "Petty Officer"],
                    []]}
    p0.update(kw)
    s = scenario(spec(p0, bfs=GROVE_OURS))
    sergeant = s.id("Vanguard Sergeant")
    s.drive = next(o.id for o in s.game.objs if o.attached_to == sergeant)
    s.do(f"play Hextech Ray #{s.ids('Hextech Ray', 0)[0]}")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target Vanguard Sergeant #{sergeant}")
    settle(s)
    return s, sergeant


def _drive(s) -> int:
    return s.drive


def test_zero_drive_bearer_is_banished_by_its_deathknell(scenario):
    """Effect Text (718.3): the equipped unit has "Deathknell: banish me" (808): it dies, goes
    to the trash, then its Deathknell banishes it from there (808.1.d.2, 427); the Drive
    detached and stays on the board (719.5)."""
    s, sergeant = _dies_with_drive(scenario)
    g = s.game
    assert g.objs[sergeant].zone.name == "BANISHMENT"
    drive = g.objs[_drive(s)]
    assert drive.zone.name == "BOARD" and drive.attached_to == -1


def test_zero_drive_deathknell_only_while_attached(scenario):
    """Unattached, the Drive's Effect Text gives nothing (724): a unit dies to the trash."""
    s = scenario(spec({"hand": ["Hextech Ray"], "base": ["The Zero Drive"],
                       "pool": {"energy": 1, "power": {"fury": 1}},
                       "field": [[{"card": "Vanguard Sergeant", "damage": 3}], []]},
                      bfs=GROVE_OURS))
    s.do("play Hextech Ray")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"


def test_zero_drive_ability_is_inactive_while_attached(scenario):
    """718.2: an attached card's Rules Text is inactive, so "Use only if unattached": the
    ability is not offered while the Drive is attached, and is once it detached."""
    s = scenario(spec({"pool": {"energy": 3, "power": {"mind": 1}},
                       "field": [[{"card": "Vanguard Sergeant",
                                   "attached": ["The Zero Drive"]}], []]}, bfs=GROVE_OURS))
    assert not any("ability 1 of The Zero Drive" in o for o in s.options())
    s2, _ = _dies_with_drive(scenario)
    assert s2.can(f"activate ability 1 of The Zero Drive #{_drive(s2)}")


def test_zero_drive_plays_the_units_banished_with_it_ignoring_their_costs(scenario):
    """[3][mind], banish this: the Drive is banished as a cost (427) and its ability plays the
    unit its Effect Text banished, ignoring its cost (356.1.b.1: 3 Energy left pay for nothing
    else, Vanguard Sergeant costs 4), by 419.3; the Poro banished otherwise stays (427.3)."""
    s, sergeant = _dies_with_drive(scenario)
    g = s.game
    drive = _drive(s)
    s.do(f"activate ability 1 of The Zero Drive #{drive}")
    assert g.objs[drive].zone.name == "BANISHMENT"             # paid as the cost
    energy = g.players[0].energy
    for _ in range(10):
        if s.kind == DecisionKind.PRIORITY and not g.chain:
            break
        if s.can("pass"):
            s.do("pass")
        else:
            s.do(s.options()[0])
    assert g.objs[sergeant].zone.name == "BOARD"
    assert g.players[0].energy == energy                       # its cost ignored
    poro_banished = [c for c in g.players[0].banishment
                     if g.pool[g.objs[c].card].name == "Stalwart Poro"]
    assert len(poro_banished) == 1


def test_zero_drive_plays_each_unit_one_at_a_time_each_to_its_own_location(scenario):
    """Two units died with the Drive attached (re-equipped between): its ability plays both,
    the controller choosing the order, and each unit's location is chosen as it is played
    (355.2): the Poro to the Grove p0 controls, the Sergeant to base."""
    s, sergeant = _dies_with_drive(scenario)
    g = s.game
    poro = bid(s, "Stalwart Poro", 0)
    s.do(f"activate ability 0 of The Zero Drive #{_drive(s)}")    # Equip [1][mind]
    if s.kind == DecisionKind.TARGET:
        s.do(f"target Stalwart Poro #{poro}")
    settle(s)
    assert g.objs[_drive(s)].attached_to == poro
    s.do("play Hextech Ray")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target Stalwart Poro #{poro}")
    settle(s)
    assert g.objs[poro].zone.name == "BANISHMENT"
    s.do(f"activate ability 1 of The Zero Drive #{_drive(s)}")
    assert sorted(s.options()) == sorted([f"choose Vanguard Sergeant #{sergeant}",
                                          f"choose Stalwart Poro #{poro}"])
    s.do(f"choose Stalwart Poro #{poro}")              # played first, so finalized first
    where = iter(["to Grove of the God-Willow", "to P0's base"])
    asked = 0
    for _ in range(20):
        if s.kind == DecisionKind.PRIORITY and not g.chain:
            break
        if s.can("to Grove of the God-Willow"):
            s.do(next(where))
            asked += 1
        else:
            s.do("pass")
    assert asked == 2
    assert g.objs[poro].zone.name == "BOARD" and g.objs[poro].loc == 1
    assert g.objs[sergeant].zone.name == "BOARD" and g.objs[sergeant].loc == LOC_BASE


def test_another_zero_drive_does_not_play_units_banished_with_the_first(scenario):
    """427.3.a: cards banished by one object are not "banished with" another of the same name:
    a second Drive's ability plays nothing (the Sergeant stays banished)."""
    s, sergeant = _dies_with_drive(scenario, base=["The Zero Drive"])
    g = s.game
    other = next(i for i in s.ids("The Zero Drive", 0) if i != s.drive)
    s.do(f"activate ability 1 of The Zero Drive #{other}")
    settle(s)
    assert g.objs[other].zone.name == "BANISHMENT"
    assert g.objs[sergeant].zone.name == "BANISHMENT"


def test_zero_drive_that_left_the_board_and_came_back_is_a_new_object(scenario):
    """359.3.e.4: returned to hand and played again, the Drive is a new object, not the one
    whose Effect Text banished the Sergeant (427.3): its ability plays nothing."""
    s, sergeant = _dies_with_drive(scenario, hand=["Hextech Ray", "Factory Recall"])
    g = s.game
    s.do("play Factory Recall")
    if s.kind == DecisionKind.TARGET:
        s.do(f"target The Zero Drive #{s.drive}")
    settle(s)
    assert g.objs[s.drive].zone.name == "HAND"
    s.do(f"play The Zero Drive #{s.drive}")
    for _ in range(10):
        if s.kind == DecisionKind.PRIORITY and not g.chain:
            break
        s.do("pass" if s.can("pass") else s.options()[0])
    assert g.objs[s.drive].zone.name == "BOARD"
    s.do(f"activate ability 1 of The Zero Drive #{s.drive}")
    settle(s)
    assert g.objs[s.drive].zone.name == "BANISHMENT"
    assert g.objs[sergeant].zone.name == "BANISHMENT"
