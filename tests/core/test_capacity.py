"""The compiled core's fixed capacities (state.pxd): a position or a game that outgrows one
fails with a CapacityError naming the capacity and its value, never a bare error code."""

from __future__ import annotations

import pytest

from riftsim.errors import CapacityError, RiftsimError
from riftsim.scenario import Scenario

DECK = ["Stalwart Poro"] * 6


def _spec(p0=None, p1=None, **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK), "base": ["Mountain Drake"]}
        q.update(p)
        players.append(q)
    return {"battlefields": ["The Grand Plaza", "Ornn's Forge"], "players": players, **kw}


def test_every_capacity_message_names_the_capacity_and_its_value():
    from riftsim._core.engine import CAPACITIES, CAPACITY_ERRORS, error_message

    MAXCH, MAXL, MAXO = CAPACITIES["MAXCH"], CAPACITIES["MAXL"], CAPACITIES["MAXO"]
    assert issubclass(CapacityError, RiftsimError) and issubclass(CapacityError, RuntimeError)
    for code, text in CAPACITY_ERRORS.items():
        name = text[text.rindex("(") + 1:-1]         # "... at most N things (NAME)"
        assert f"at most {CAPACITIES[name]} " in text, text
        assert error_message(code).endswith(text)
    assert f"the chain holds at most {MAXCH} items (MAXCH)" in CAPACITY_ERRORS.values()
    assert any(f"at most {MAXL} cards (MAXL)" in t for t in CAPACITY_ERRORS.values())
    assert any(f"at most {MAXO} objects" in t for t in CAPACITY_ERRORS.values())
    assert "internal error 99" in error_message(99)


def test_a_scenario_zone_past_its_capacity_is_refused_naming_the_zone():
    """game.pxi load: a hand of MAXL + 1 cards does not fit the core's zone list."""
    from riftsim._core.engine import CAPACITIES

    MAXL = CAPACITIES["MAXL"]

    sp = _spec({"hand": ["Stalwart Poro"] * (MAXL + 1)})
    with pytest.raises(CapacityError, match=rf"{MAXL + 1} cards in player 0's hand: .*"
                                            rf"at most {MAXL} cards \(MAXL\)"):
        Scenario.from_spec(sp, "core")
    Scenario.from_spec(sp, "reference")              # (the reference engine has no capacity)


def test_a_scenario_pool_past_its_capacity_is_refused():
    """game.pxi load: a player's deck, hand, trash and banishment share one pool of MAXL cards
    (state.pxd Player.cards), so lists that each fit may not fit together."""
    from riftsim._core.engine import CAPACITIES

    MAXL = CAPACITIES["MAXL"]

    sp = _spec({"hand": ["Stalwart Poro"] * (MAXL - len(DECK) + 1)})
    with pytest.raises(CapacityError, match=rf"{MAXL + 1} cards in player 0's deck, hand, trash "
                                            rf"and banishment: .*at most {MAXL} cards \(MAXL\)"):
        Scenario.from_spec(sp, "core")


def test_a_draw_moves_a_card_within_a_full_pool():
    """The turn ends; player 1 draws in their Draw Phase (315) with deck and hand holding MAXL
    cards together: the card moves from deck to hand within the pool, which stays full."""
    from riftsim._core.engine import CAPACITIES

    MAXL = CAPACITIES["MAXL"]

    sp = _spec(None, {"hand": ["Stalwart Poro"] * (MAXL - len(DECK))}, phase="ending")
    s = Scenario.from_spec(sp, "core")
    while s.game.current_player != 1 and not s.game.is_over:     # (to player 1's turn)
        s.game.apply(s.game.legal_actions()[0])
    g = s.game._g if hasattr(s.game, "_g") else s.game
    assert len(g.zone_list(1, _zone("HAND"))) == MAXL - len(DECK) + 1
    assert len(g.zone_list(1, _zone("DECK"))) == len(DECK) - 1


def test_a_card_entering_a_full_pool_raises_the_zone_capacity_error():
    """Player 1's deck and hand fill their pool (MAXL cards) and their unit in base is
    lethally damaged: the cleanup kills it (323.4) and its card would go to their trash
    (108.2), past the pool's capacity: the game fails naming it, not "internal error"."""
    from riftsim._core.engine import CAPACITIES

    MAXL = CAPACITIES["MAXL"]

    def spec(hand):
        return _spec(None, {"hand": ["Stalwart Poro"] * hand,
                            "base": [{"card": "Mountain Drake", "damage": 99}]})

    with pytest.raises(CapacityError, match=rf"at most {MAXL} cards \(MAXL\)"):
        Scenario.from_spec(spec(MAXL - len(DECK)), "core")
    s = Scenario.from_spec(spec(MAXL - len(DECK) - 1), "core")     # (one card fewer: it fits)
    assert len(s.game.zone_list(1, _zone("TRASH"))) == 1


def _zone(name):
    from riftsim.reference.state import Zone

    return int(Zone[name])


def test_every_error_code_of_the_core_has_a_message():
    """Each `fail(c, N)` of the core's sources names a capacity (CAPACITY_ERRORS) or says what
    went wrong (INTERNAL_ERRORS), so no error reaches a user as a bare number."""
    import pathlib
    import re

    import riftsim._core as core
    from riftsim._core.engine import CAPACITY_ERRORS, INTERNAL_ERRORS, error_message

    src = pathlib.Path(core.__file__).parent
    numeric, named = set(), set()
    for path in src.glob("*.pxi"):
        text = path.read_text()
        numeric.update(int(n) for n in re.findall(r"\bfail\(c, (\d+)\)", text))
        numeric.update(int(n) for n in re.findall(r"\.error = ([1-9]\d*)\b", text))
        named.update(re.findall(r"\bfail\(c, (ERR_CAP_\w+)\)", text))
    assert numeric and named
    assert sorted(numeric - set(INTERNAL_ERRORS)) == []
    assert not set(INTERNAL_ERRORS) & set(CAPACITY_ERRORS)
    constants = (src / "constants.pxi").read_text()
    for name in named:
        code = int(re.search(rf"\b{name} = (\d+)", constants).group(1))
        assert code in CAPACITY_ERRORS, name
    for code, what in INTERNAL_ERRORS.items():
        assert error_message(code).startswith(f"riftsim core internal error {code}: {what}")


def test_a_turn_cap_past_the_cores_turn_stamps_is_refused():
    """The core's turn stamps are int16: a turn cap above MAX_TURNS is refused as the game is
    made, naming the capacity, on both ways into the core."""
    from riftsim._core.engine import CAPACITIES
    from riftsim.core import play_games
    from riftsim.game import new_game

    cap = CAPACITIES["MAX_TURNS"]
    assert not new_game(["precon-jinx", "precon-viktor"], seed=1, engine="core",
                        max_turns=cap).is_over
    with pytest.raises(CapacityError, match=rf"at most {cap} turns \(MAX_TURNS\)"):
        new_game(["precon-jinx", "precon-viktor"], seed=1, engine="core", max_turns=cap + 1)
    with pytest.raises(CapacityError, match="MAX_TURNS"):
        play_games(["precon-jinx", "precon-viktor"], 2, seed=1, max_turns=cap + 1)


def _rays(n: int, **kw) -> dict:
    """A position with `n` of P1's Hextech Rays on the chain, each targeting P0's Shipyard
    Skulker (355.5; finalized items, 329), P0 to act (338)."""
    ray = {"card": "Hextech Ray", "controller": 1, "targets": [["skulker"]]}
    return _spec({"field": [[{"card": "Shipyard Skulker", "as": "skulker"}], []], **kw}, None,
                 chain=[dict(ray) for _ in range(n)], priority=0)


def test_chain_items_with_targets_past_the_target_records_are_refused_naming_them():
    """The core keeps the targets of at most MAXTGR chain items at once (state.pxd Targets):
    one more is a CapacityError naming the capacity; the reference engine has no such limit."""
    from riftsim._core.engine import CAPACITIES

    n = CAPACITIES["MAXTGR"]
    with pytest.raises(CapacityError, match=rf"at most {n} chain items have targets at once "
                                            rf"\(MAXTGR\)"):
        Scenario.from_spec(_rays(n + 1), "core")
    Scenario.from_spec(_rays(n + 1), "reference")


@pytest.mark.parametrize("engine", ["reference", "core"])
def test_target_records_are_freed_as_their_items_leave_the_chain(engine):
    """MAXTGR targeted items resolve (340; the first Ray kills the Skulker, the rest find no
    legal target: 359.3.e); each leaves the chain and gives its target record back, so a spell
    played next can choose a target again (355.5): both engines play the same position."""
    from riftsim._core.engine import CAPACITIES

    n = CAPACITIES["MAXTGR"]
    s = Scenario.from_spec(_rays(n, hand=["Stupefy"], runes=["Mind Rune"],
                                 base=["Mountain Drake"]), engine)
    s.pass_until(lambda z: not z.game.chain and z.game.decision.player == 0)
    assert s.zone("skulker") == "TRASH" and len(s.game.players[1].trash) >= n
    s.do("play Stupefy")
    s.do("Mountain Drake")                     # its target (the only unit left): it resolves
    assert not s.game.chain and s.zone("Stupefy") == "TRASH"


def _crowd(n_poros: int) -> dict:
    """P0 with `n_poros` Stalwart Poros in base, Stupefy in hand and a Mind Rune; P1's deck and
    Mountain Drake after them (ids past the Poros), then the two battlefields: 17 + n_poros
    objects."""
    return _spec({"base": ["Stalwart Poro"] * n_poros, "hand": ["Stupefy"],
                  "runes": ["Mind Rune"]}, None)


@pytest.mark.parametrize("engine", ["reference", "core"])
def test_a_position_of_more_than_255_objects_plays_on_both_engines(engine):
    """Four decks of a multiplayer game (482-484) are more than 255 objects, so the core's
    object ids are wider than a byte (state.pxd MAXO, zid_t): 280 objects load, P0's Stupefy
    targets P1's Mountain Drake, whose id is past 255 (355.5), gives it -1 Might (floor 1) and
    draws a card; then P1's turn draws one of their cards (ids past 255 in their zone lists)."""
    s = Scenario.from_spec(_crowd(263), engine)
    g = s.game
    assert len(g.objs) == 280
    assert s.id("Mountain Drake") > 255
    s.do("play Stupefy")
    s.do("Mountain Drake")                     # its target: an object id past 255
    s.pass_until(lambda z: not z.game.chain)
    assert s.zone("Stupefy") == "TRASH"
    assert s.might("Mountain Drake") == 9
    assert len(g.players[0].hand) == 1                              # (Stupefy's Draw 1)
    s.pass_until(lambda z: z.game.turn_player == 1 and len(z.game.players[1].hand) == 1)
    assert min(g.players[1].hand) > 255 and len(g.players[1].deck) == 5


def test_maxo_objects_load_and_one_more_is_refused():
    """MAXO objects fit the core; MAXO + 1 is a CapacityError naming MAXO (the reference engine
    has no such limit)."""
    from riftsim._core.engine import CAPACITIES

    maxo = CAPACITIES["MAXO"]
    base = maxo - 17                             # (P0's deck, hand, rune; P1's deck, unit;
    s = Scenario.from_spec(_crowd(base), "core")  # two battlefields: 17 more)
    assert len(s.game.objs) == maxo
    with pytest.raises(CapacityError, match=rf"the scenario has {maxo + 1} objects: .*"
                                            rf"at most {maxo} objects, cards and tokens \(MAXO\)"):
        Scenario.from_spec(_crowd(base + 1), "core")
    assert len(Scenario.from_spec(_crowd(base + 1), "reference").game.objs) == maxo + 1
