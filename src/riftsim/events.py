"""Typed, ordered game events shared by both engines (parity compares them one by one)."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple


class EventKind(IntEnum):
    GAME_START = 1      # player = first player
    TURN_START = 2      # player = turn player, value = turn number
    PHASE = 3           # value = Phase
    DRAW = 4            # player, obj
    MULLIGAN = 5        # player, value = cards set aside
    CHANNEL = 6         # player, obj (rune)
    PLAY = 7            # player, obj, loc (units: where they enter)
    HIDE = 8            # player, obj, loc
    MOVE = 9            # player (responsible), obj, loc = destination
    RECALL = 10         # obj, loc
    DAMAGE = 11         # obj, value = amount
    DIE = 12            # obj (killed, went to trash or ceased to exist)
    DISCARD = 13        # player, obj
    BUFF = 14           # obj
    STUN = 15           # obj
    SCORE = 16          # player, loc = battlefield + 1, value = 1 conquer / 2 hold
    POINTS = 17         # player, value = new total
    CONTROL = 18        # player (NONE = uncontrolled), loc = battlefield + 1
    SHOWDOWN = 19       # player = focus, loc, value = 1 if combat
    COMBAT_END = 20     # player = winner (or -1), loc
    RESOLVE = 21        # player, obj = source, value = ability index (-1 for a card)
    COUNTER = 22        # obj
    BURN_OUT = 23       # player (who burned out)
    GAME_OVER = 24      # player = winner (-1 = none), value = OutcomeReason
    TOKEN = 25          # player, obj, loc
    RETURN = 26         # obj returned to hand
    BANISH = 27         # obj
    ADD = 28            # player, value = energy added
    READY = 29          # obj
    EXHAUST = 30        # obj
    HEAL = 31           # obj
    TRIGGER = 32        # player, obj = source, value = ability index
    EMPOWER = 33        # obj became Empowered (Vendetta), value = 1; 0 = disempowered
    REVEAL = 34         # player, obj revealed (424)
    XP = 35             # player, value = their XP total after gaining or spending (730)


class Event(NamedTuple):
    """One event. `cause`: the object whose spell or ability was resolving when it happened
    (the source of the innermost chain item resolving), -1 for a game action (a cleanup,
    combat damage, a turn step): which ability drew, dealt damage, killed."""

    kind: EventKind
    player: int = -1
    obj: int = -1
    loc: int = -1
    value: int = 0
    cause: int = -1

    def __repr__(self) -> str:
        by = f", by={self.cause}" if self.cause >= 0 else ""
        return (f"{self.kind.name}(p={self.player}, obj={self.obj}, loc={self.loc}, "
                f"v={self.value}{by})")
