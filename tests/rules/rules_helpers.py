"""Small helpers shared by the rules scenario tests (tests/rules/)."""

from __future__ import annotations

from riftsim import Zone


BFS = ["Grove of the God-Willow", "Zaun Warrens"]
DECK = ["Vanguard Sergeant"] * 4


def spec(p0: dict, p1: dict | None = None, **kw) -> dict:
    """A two-battlefield position; both players get a small deck (no burn out)."""
    p0 = {"deck": DECK, **p0}
    p1 = {"deck": DECK, **(p1 or {})}
    return {"battlefields": BFS, "players": [p0, p1], **kw}


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Object id of the `index`-th board object (unit/gear) called `name` (owned by `player`)."""
    g = s.game
    ids = [i for i in s.ids(name, player) if g.objs[i].zone == Zone.BOARD]
    return ids[index]


def tgt(s, name: str, player: int | None = None, index: int = 0) -> str:
    """The description of targeting that board object: "target Name #id"."""
    return f"target {name} #{bid(s, name, player, index)}"


def mv(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"move {name} #{bid(s, name, player, index)}"


def might(s, name: str, player: int | None = None, index: int = 0) -> int:
    from riftsim.reference import layers

    return layers.might(s.game, s.game.objs[bid(s, name, player, index)])


def names(g, ids) -> list[str]:
    return [g.pool[g.objs[i].card].name for i in ids]


def settle(s, limit: int = 20):
    """Pass priority until the chain is empty (single-option passes are automatic)."""
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")
