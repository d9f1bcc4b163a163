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


def first_round(g, n: int, seed: int = 0) -> list[dict]:
    """Random play through the first `n` turns, then per turn (in order): its player, the
    cards they drew in their Draw Phase and the runes channeled in their Channel Phase."""
    from riftsim.agents import RandomAgent, choose
    from riftsim.events import EventKind
    from riftsim.reference.state import Phase

    agents = [RandomAgent(seed + k) for k in range(len(g.players))]
    while g.turn <= n and not g.is_over:
        g.apply(choose(agents[g.current_player], g))
    turns, tp, phase = [], None, None
    for e in g.events:
        if e.kind == EventKind.TURN_START:
            tp = e.player
            turns.append({"player": tp, "drawn": 0, "channeled": 0})
        elif e.kind == EventKind.PHASE:
            phase = Phase(e.value)
        elif turns and e.kind == EventKind.DRAW and phase == Phase.DRAW and e.player == tp:
            turns[-1]["drawn"] += 1
        elif turns and e.kind == EventKind.CHANNEL and phase == Phase.CHANNEL:
            turns[-1]["channeled"] += 1
    return turns[:n]
