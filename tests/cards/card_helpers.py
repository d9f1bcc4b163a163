"""Helpers shared by the card tests: compact scenario specs and board look-ups.

Single-option decisions are taken at once by the engine, so a spec keeps a ready unit (the
anchor) in player 0's base: the main phase then still offers a choice and the position stays
put for the test to inspect it.
"""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim.reference.state import Phase
from riftsim import Zone

BFS = ["Grove of the God-Willow", "Zaun Warrens"]   # Grove: hold → draw; Warrens: conquer
DECK = ["Mega-Mech"] * 6
#: a ready unit in player 0's legend-less position keeps a decision open in the main phase
#: (single-option decisions are taken at once: with nothing else to do, the turn would end)
ANCHOR = {"card": "Petty Officer"}


def spec(p0: dict, p1: dict | None = None, *, bfs=None, anchor: bool = True,
         react: bool = False, **kw) -> dict:
    """`react`: player 0 also holds a Stupefy and 1 Energy, so showdowns and chains stop for
    them to decide instead of passing on their own."""
    p0 = {"deck": list(DECK), **p0}
    if anchor:
        p0["base"] = list(p0.get("base", [])) + [dict(ANCHOR)]
    if react:
        p0["hand"] = list(p0.get("hand", [])) + ["Stupefy"]
        pool = dict(p0.get("pool", {}))
        pool["energy"] = pool.get("energy", 0) + 1
        p0["pool"] = pool
    p1 = {"deck": list(DECK), **(p1 or {})}
    out = {"battlefields": bfs or BFS, "players": [p0, p1]}
    out.update(kw)
    return out


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Id of the `index`-th board object called `name`."""
    return [i for i in s.ids(name, player) if s.game.objs[i].zone == Zone.BOARD][index]


def tgt(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def card(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"{name} #{s.id(name, player, index)}"


def bmight(s, name: str, player: int | None = None, index: int = 0) -> int:
    return layers.might(s.game, s.game.objs[bid(s, name, player, index)])


def board(s, name: str, player: int | None = None) -> list:
    g = s.game
    return [o for o in g.objs if o.zone == Zone.BOARD and g.pool[o.card].name == name
            and (player is None or o.controller == player)]


def kws(s, name: str, player: int | None = None) -> dict:
    return layers.keywords(s.game, s.game.objs[bid(s, name, player)])


def act(s, *texts):
    """Apply the actions described; a "target …" that is no decision (the only legal choice is
    taken at once) is skipped."""
    for text in texts:
        if s.can(text):
            s.do(text)
        elif not text.startswith("target "):
            s.do(text)                                 # raises with the options


def settle(s, limit: int = 40, *, quiet_stops: bool = False):
    """Pass (priority, focus) until nothing is left to pass or another decision comes up;
    never ends the turn. `quiet_stops`: also stop once neither a chain nor a showdown is
    left."""
    g = s.game
    for _ in range(limit):
        if g.is_over or (quiet_stops and not g.chain and g.showdown is None):
            return s
        if s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
            continue
        if not s.can("pass"):
            return s
        s.do("pass")
    raise AssertionError("did not settle")


def settle_open(s, limit: int = 60):
    """Pass priority and focus until the chain and any showdown are over (main phase, open):
    triggers are ordered as offered, combat damage is assigned by the first option."""
    g = s.game
    for _ in range(limit):
        if g.is_over or (not g.chain and g.showdown is None and s.kind == DecisionKind.PRIORITY):
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.kind == DecisionKind.ASSIGN_DAMAGE:
            g.apply(g.legal_actions()[0])
        else:
            return s
    return s


def go(s, *texts):
    """Apply the described actions in order; a text that matches nothing is skipped (the
    engine auto-takes single-option decisions, e.g. a lone legal target)."""
    for text in texts:
        if s.can(text):
            s.do(text)
    return s


def hand(s, player: int = 0) -> list[str]:
    g = s.game
    return sorted(g.pool[g.objs[c].card].name for c in g.players[player].hand)


def trash(s, player: int = 0) -> list[str]:
    g = s.game
    return sorted(g.pool[g.objs[c].card].name for c in g.players[player].trash)


def energy_left(s, player: int = 0) -> int:
    g = s.game
    return g.players[player].energy + sum(
        1 for r in g.players[player].runes if not g.objs[r].exhausted)


def spec_factory(battlefields, fill, anchor):
    """A `spec(p0, p1, bfs=None, **kw)` for positions on `battlefields`, each player with a
    deck of `fill` and a ready `anchor` unit in base (turn 3, player 0 to act)."""
    def make(p0=None, p1=None, bfs=None, **kw):
        players = []
        for p in (p0 or {}, p1 or {}):
            q = {"deck": list(fill)}
            q.update(p)
            q["base"] = list(q.get("base", [])) + [anchor]
            players.append(q)
        out = {"battlefields": list(battlefields if bfs is None else bfs), "players": players,
               "turn": 3, "turn_player": 0}
        out.update(kw)
        return out
    return make


def runes(domain: str, n: int) -> list[str]:
    return [f"{domain.capitalize()} Rune"] * n


def decide(s, limit=40):
    """Pass while passing is all that is asked; stop at any other decision, or once neither a
    chain nor a showdown is left."""
    return settle(s, limit, quiet_stops=True)


def until(s, kind, limit=60):
    """Pass until a decision of `kind` comes up (a unit resolves, its play trigger chooses);
    fails when none does within `limit` passes."""
    for _ in range(limit):
        if s.kind == kind:
            return s
        s.do("pass")
    raise AssertionError(f"no {kind} decision")


def to_main(s, limit: int = 30):
    """From the Awaken step (phase="awaken"), answer "yes" to any "you may" and play on until
    the main phase is open (the Beginning Phase's holds score and trigger, 315.2, 465)."""
    for _ in range(limit):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            s.do("yes")
        elif s.kind == DecisionKind.PRIORITY and not s.game.chain and s.game.showdown is None \
                and int(s.game.phase) == int(Phase.MAIN):
            return s
        elif s.can("pass"):
            s.do("pass")
        else:
            s.do(s.options()[0])
    raise AssertionError("did not reach the main phase")
