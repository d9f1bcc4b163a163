"""Readable turn logs from the typed event stream (used by `riftsim play` and `replay`).

`game_log(replay, engine, names, viewer)` steps through a game's recorded actions and words
each event with the position at that moment, on either engine: the players by their decks'
names, every unit with its owner, each combat's attackers and defenders with their Might,
damage dealt, and the viewer's mulligan and draws by card (the other player's stay hidden).
`turn_log(game)` words a finished game's events alone (no position at hand: less detail).
"""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference.describe import loc_name

_SKIP = {EventKind.PHASE, EventKind.RESOLVE, EventKind.TRIGGER, EventKind.ADD,
         EventKind.READY, EventKind.EXHAUST, EventKind.HEAL}
HAND = 2                       # Zone.HAND on both engines


def _card(g, obj: int) -> str:
    if 0 <= obj < len(g.objs):
        return g.pool[g.objs[obj].card].name
    return "?"


def _might(g, o) -> int:
    if hasattr(g, "might_of"):
        return int(g.might_of(o.id))
    from riftsim.reference.layers import might

    return int(might(g, o))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class _Words:
    def __init__(self, g, names, viewer):
        self.g = g
        self.names = list(names) if names else ["P0", "P1"]
        self.viewer = viewer
        self.before: dict = {}            # unit id -> (loc, controller, Might) before a step

    def snapshot(self) -> None:
        g = self.g
        self.before = {o.id: (o.loc, o.controller, _might(g, o))
                       for loc in range(1, len(g.bfs) + 1) for o in g.units_at(loc)}

    def who(self, p: int) -> str:
        return self.names[p] if p in (0, 1) else "no one"

    def unit(self, obj: int) -> str:
        """A card with its owner: "viktor's Vi"."""
        g = self.g
        if not 0 <= obj < len(g.objs):
            return "?"
        owner = g.objs[obj].owner
        name = _card(g, obj)
        return f"{self.who(owner)}'s {name}" if owner in (0, 1) else name

    def loc(self, loc: int, player: int) -> str:
        if loc == 0 and player in (0, 1):
            return f"{self.who(player)}'s base"
        return loc_name(self.g, loc)

    def hand(self, p: int) -> list[int]:
        return sorted(o.id for o in self.g.objs if int(o.zone) == HAND and o.owner == p)


def _format(w: _Words, e, live: bool) -> str | None:
    g, k = w.g, e.kind
    p = w.who(e.player)
    if k in _SKIP:
        return None
    if k == EventKind.TURN_START:
        return f"== turn {e.value}: {p} =="
    if k == EventKind.GAME_START:
        return f"{p} goes first"
    if k == EventKind.DRAW:
        if w.viewer == e.player and 0 <= e.obj < len(g.objs):
            return f"{p} draws {_card(g, e.obj)}"
        return f"{p} draws a card"
    if k == EventKind.PLAY:
        where = f" to {w.loc(e.loc, e.player)}" if e.loc >= 0 else ""
        return f"{p} plays {_card(g, e.obj)}{where}"
    if k == EventKind.MOVE:
        return f"{p} moves {w.unit(e.obj)} to {w.loc(e.loc, e.player)}"
    if k == EventKind.DAMAGE:
        return f"{w.unit(e.obj)} takes {e.value} damage"
    if k == EventKind.DIE:
        return f"{w.unit(e.obj)} dies"
    if k == EventKind.SCORE:
        how = "conquers" if e.value == 1 else "holds"
        return f"{p} {how} {w.loc(e.loc, e.player)}"
    if k == EventKind.POINTS:
        return f"{p} has {_plural(e.value, 'point')}"
    if k == EventKind.SHOWDOWN:
        where = w.loc(e.loc, e.player)
        if not e.value:
            return f"showdown at {where}"
        line = f"combat at {where}: {p} attacks"
        if live:
            def side(pl):
                # units there before the action (a defender may die in the same step) and
                # after it (the attackers that moved in)
                units = {i: m for i, (loc, c, m) in w.before.items()
                         if loc == e.loc and c == pl}
                for o in g.units_at(e.loc):
                    if o.controller == pl and o.id not in units:
                        units[o.id] = _might(g, o)
                return ", ".join(f"{w.unit(i)} ({m} Might)" for i, m in sorted(
                    units.items())) or "nothing"
            att = e.player
            line += f" with {side(att)}; {w.who(1 - att)} defends with {side(1 - att)}"
        return line
    if k == EventKind.COMBAT_END:
        where = w.loc(e.loc, e.player)
        return (f"{p} wins the combat at {where}" if e.player in (0, 1)
                else f"the combat at {where} ends without a winner")
    if k == EventKind.BURN_OUT:
        return f"{p} burns out"
    if k == EventKind.GAME_OVER:
        return "game over"
    if k == EventKind.MULLIGAN:
        if not e.value:
            return f"{p} keeps the opening hand"
        return f"{p} mulligans {_plural(e.value, 'card')} and draws as many"
    if k == EventKind.STUN:
        return f"{w.unit(e.obj)} is stunned"
    if k == EventKind.BUFF:
        return f"{w.unit(e.obj)} is buffed"
    if k == EventKind.DISCARD:
        return f"{p} discards {_card(g, e.obj)}"
    if k == EventKind.RECALL:
        return f"{w.unit(e.obj)} is recalled"
    if k == EventKind.RETURN:
        return f"{w.unit(e.obj)} returns to its owner's hand"
    if k == EventKind.HIDE:                  # facedown: only its controller knows it
        what = _card(g, e.obj) if w.viewer == e.player else "a card"
        return f"{p} hides {what} at {w.loc(e.loc, e.player)}"
    if k == EventKind.BANISH:
        return f"{w.unit(e.obj)} is banished"
    if k == EventKind.COUNTER:
        return f"{_card(g, e.obj)} is countered"
    if k == EventKind.TOKEN:
        return f"{p} makes a {_card(g, e.obj)} token"
    if k in (EventKind.CHANNEL, EventKind.CONTROL, EventKind.REVEAL, EventKind.XP,
             EventKind.EMPOWER):
        return None
    return f"{k.name.lower()} {p} {w.unit(e.obj)}"


def format_event(g, e, names=None, viewer: int | None = None) -> str | None:
    return _format(_Words(g, names, viewer), e, live=False)


def turn_log(g, *, max_lines: int | None = None, names=None,
             viewer: int | None = None) -> list[str]:
    """The log of a finished game from its events (the position of the end)."""
    w = _Words(g, names, viewer)
    lines = [s for s in (_format(w, e, False) for e in g.events) if s]
    return lines if max_lines is None else lines[:max_lines]


def game_log(replay: dict, engine: str = "core", *, names=None,
             viewer: int | None = 0) -> tuple[list[str], object]:
    """(the log, the finished game) of a checked replay (`riftsim.replay.check_replay`),
    stepping through its actions so each event is worded with the position it happened in:
    combat lines name attackers and defenders with their Might, the viewer's mulligan names
    the cards set aside and those drawn instead."""
    from riftsim.replay import run_replay

    start = run_replay({**replay, "actions": []}, engine)
    w = _Words(start, names, viewer)
    lines: list[str] = []
    seen = 0

    def flush(before_hand) -> None:
        nonlocal seen
        events = list(start.events)
        new_events = events[seen:]
        redraws = set()             # draws that replace mulliganed cards: told with it
        for i, e in enumerate(new_events):
            if e.kind == EventKind.MULLIGAN:
                redraws |= {j for j in range(i) if new_events[j].kind == EventKind.DRAW
                            and new_events[j].player == e.player}
        for i, e in enumerate(new_events):
            if i in redraws:
                continue
            s = _format(w, e, True)
            if s is None:
                continue
            if e.kind == EventKind.MULLIGAN and e.player == viewer and before_hand is not None:
                after = w.hand(viewer)
                gone = [_card(start, o) for o in before_hand if o not in after]
                new = [_card(start, o) for o in after if o not in before_hand]
                if gone:
                    s = (f"{w.who(viewer)} mulligans {', '.join(gone)}"
                         + (f" and draws {', '.join(new)}" if new else ""))
                else:
                    s = f"{w.who(viewer)} keeps the opening hand"
            lines.append(s)
        seen = len(events)

    flush(None)
    for a in replay["actions"]:
        before = w.hand(viewer) if viewer in (0, 1) else None
        w.snapshot()
        start.apply(a)
        flush(before)
    return lines, start
