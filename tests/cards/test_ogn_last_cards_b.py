"""The last Origins (OGN) cards on both engines: one scenario test (or more) per card, each
asserting the card's concrete effect. Optional additional costs paid any number of times
(356.2.b.1, 357.2) with a discount for each payment (356.4.d, 356.5) are exercised through
Kraken Hunter and Commander Ledros."""

from __future__ import annotations

from riftsim.actions import DecisionKind

from card_helpers import bid, board, card, spec


def _buffs(s, name: str) -> list[int]:
    return [o.buff for o in board(s, name, 0)]


def _power(s, player: int = 0) -> int:
    return sum(s.game.players[player].power.values())


# ===================================================================== Kraken Hunter
# [3][body][body]; "you may spend any number of buffs as an additional cost. Reduce my cost by
# [body] for each buff you spend."


def test_kraken_hunter_two_buffs_pay_both_body_power(scenario):
    """356.2.b.1: with 3 Energy and no Power, only spending two buffs makes it affordable: the
    player must pay twice (only "yes" each time) and chooses the two units as it is paid."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")
    if s.kind == DecisionKind.CHOOSE_CARD:            # 357.2: the first buff to spend
        s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    assert board(s, "Kraken Hunter", 0)
    assert _buffs(s, "Stalwart Poro") == [0] and _buffs(s, "Shipyard Skulker") == [0]
    assert s.game.players[0].energy == 0


def test_kraken_hunter_one_buff_and_one_body_power(scenario):
    """One buff pays for one [body] (the other is paid with Power); then "no" stops."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3, "power": {"body": 1}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")          # the first payment is forced
    assert s.kind == DecisionKind.OPTIONAL_COST        # a second one is optional
    s.do("no")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")
    assert board(s, "Kraken Hunter", 0)
    assert _buffs(s, "Stalwart Poro") == [1] and _buffs(s, "Shipyard Skulker") == [0]
    assert s.game.players[0].energy == 0 and _power(s) == 0


def test_kraken_hunter_spends_any_number_beyond_the_discount(scenario):
    """"Any number": a third buff may be spent though the cost has no [body] left to reduce
    (356.5); the Power in the pool stays unspent."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3, "power": {"body": 2}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1},
                                {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}")
    for _ in range(3):
        assert s.kind == DecisionKind.OPTIONAL_COST
        s.do("yes")
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    assert board(s, "Kraken Hunter", 0)
    assert [o.buff for n in ("Stalwart Poro", "Shipyard Skulker", "Vanguard Sergeant")
            for o in board(s, n, 0)] == [0, 0, 0]
    assert s.game.players[0].energy == 0 and s.game.players[0].power.get("body", 0) == 2


def test_kraken_hunter_discount_reaches_the_accelerate_power(scenario):
    """"Reduce my cost" is a total-cost discount (356.4.d): with Accelerate paid
    ([1][body] more, 805), three buffs take off all three [body]; it enters ready."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 4, "power": {"body": 3}},
                       "base": [{"card": "Stalwart Poro", "buff": 1},
                                {"card": "Shipyard Skulker", "buff": 1},
                                {"card": "Vanguard Sergeant", "buff": 1}]}))
    s.do(f"play {card(s, 'Kraken Hunter')}", "yes")   # Accelerate
    for _ in range(3):
        s.do("yes")
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    kh = board(s, "Kraken Hunter", 0)
    assert kh and not kh[0].exhausted
    assert s.game.players[0].energy == 0 and s.game.players[0].power.get("body", 0) == 3


def test_kraken_hunter_not_playable_without_enough_buffs(scenario):
    """3 Energy and one buffed unit: one [body] would still be unpaid, so it can't be played."""
    s = scenario(spec({"hand": ["Kraken Hunter"], "pool": {"energy": 3},
                       "base": [{"card": "Stalwart Poro", "buff": 1}]}))
    assert not s.can(f"play {card(s, 'Kraken Hunter')}")


# ===================================================================== Commander Ledros
# [6][order]x4; "you may kill any number of friendly units as an additional cost. Reduce my
# cost by [order] for each killed this way."


def test_commander_ledros_kills_friendly_units_for_order_power(scenario):
    """Two [order] short: two friendly units must be killed (both forced "yes"), a third kill
    is offered and declined; the enemy unit is never a choice (friendly units only)."""
    s = scenario(spec({"hand": ["Commander Ledros"],
                       "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro", "Shipyard Skulker"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do(f"play {card(s, 'Commander Ledros')}")
    assert s.kind == DecisionKind.OPTIONAL_COST        # the third kill is optional
    s.do("no")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert f"choose Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}" not in s.options()
    s.do(f"choose Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")
    assert board(s, "Commander Ledros", 0) and board(s, "Petty Officer", 0)
    assert s.zone("Stalwart Poro") == "TRASH" and s.zone("Shipyard Skulker") == "TRASH"
    assert s.game.players[0].energy == 0 and _power(s) == 0


def test_commander_ledros_full_price_without_kills(scenario):
    """With the full cost in the pool, "no" at once kills nothing."""
    s = scenario(spec({"hand": ["Commander Ledros"],
                       "pool": {"energy": 6, "power": {"order": 4}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Commander Ledros')}")
    s.do("no")
    assert board(s, "Commander Ledros", 0) and board(s, "Stalwart Poro", 0)
    assert s.game.players[0].energy == 0 and _power(s) == 0
