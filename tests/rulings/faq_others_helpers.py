"""Helpers for the FAQ ruling tests of the Spiritforged FAQ, the Unleashed FAQ and the community
rulings (test_faq_spiritforged.py, test_faq_unleashed.py, test_faq_community.py).

Single-option decisions are taken at once by the engine, so each player keeps a ready unit in
base (the keeper): the Main Phase always offers a choice and a position stays put."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference.state import Zone

#: neutral battlefields: Grove of the God-Willow (hold: draw 1) and Zaun Warrens (conquer:
#: discard 1, draw 1) only matter when a test scores them
BFS = ["Grove of the God-Willow", "Zaun Warrens"]
GROVE, WARRENS = BFS
DECK = ["Mountain Drake"] * 8
KEEPER = "Petty Officer"


def spec(p0: dict | None = None, p1: dict | None = None, *, bfs=None, keep=(True, True),
         **kw) -> dict:
    players = []
    for p, k in zip((p0 or {}, p1 or {}), keep):
        q = {"deck": list(DECK), **p}
        if k:
            q["base"] = list(q.get("base", [])) + [KEEPER]
        players.append(q)
    return {"battlefields": list(bfs or BFS), "players": players, **kw}


def runes(domain: str, n: int, exhausted: bool = False) -> list:
    return [{"card": f"{domain.title()} Rune", "exhausted": exhausted} for _ in range(n)]


def on_board(s, name: str, player: int | None = None) -> list[int]:
    g = s.game
    return [i for i in s.ids(name) if g.objs[i].zone == Zone.BOARD
            and (player is None or g.objs[i].controller == player)]


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Id of the index-th object called `name` on the board (controlled by `player`)."""
    return on_board(s, name, player)[index]


def tgt(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def mv(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"move {name} #{bid(s, name, player, index)}"


def might(s, oid: int) -> int:
    g = s.game
    if getattr(g, "engine", "") == "core":
        return g.might_of(oid)
    from riftsim.reference import layers
    return layers.might(g, g.objs[oid])


def hand(s, player: int = 0) -> list[str]:
    g = s.game
    return [g.pool[g.objs[i].card].name for i in g.players[player].hand]


def go(s, *texts):
    """Apply the described actions; a text matching no legal action is skipped (the engine
    takes single-option decisions, e.g. a lone legal target, by itself)."""
    for text in texts:
        if s.can(text):
            s.do(text)
    return s


def settle(s, limit: int = 60):
    """Pass priority and focus until the chain and any showdown are over and player 0 or 1
    holds priority in an open Main Phase; triggers are ordered as offered and combat damage
    is assigned by the first option."""
    g = s.game
    for _ in range(limit):
        if g.is_over or (not g.chain and g.showdown is None and s.kind == DecisionKind.PRIORITY):
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind in (DecisionKind.ORDER_TRIGGERS, DecisionKind.ASSIGN_DAMAGE):
            g.apply(g.legal_actions()[0])
        else:
            return s
    return s


def free_runes(s, player: int = 0) -> int:
    g = s.game
    return sum(1 for r in g.players[player].runes if not g.objs[r].exhausted)
