"""Types of the Game protocol shared by both engines (DESIGN.md "The Game protocol")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from riftsim.actions import DecisionKind


class OutcomeReason(IntEnum):
    VICTORY_SCORE = 1   # 467 / 323.1: reached the victory score with more points than anyone
    BURN_OUT = 2        # 431.3.b: points from repeated burn outs ended the game
    TURN_CAP = 3        # riftsim's own cap on runaway games: no winner
    CONCEDE = 4         # 649
    CARD_EFFECT = 5     # a card says its controller wins the game (The Grand Plaza)


@dataclass(frozen=True)
class Outcome:
    winner: int | None          # player index, None when nobody won (turn cap)
    reason: OutcomeReason
    turns: int
    points: tuple[int, ...]
    winners: tuple[int, ...] = ()   # with teams (484.6.a): every player of the winning team

    def __str__(self) -> str:
        who = "nobody" if self.winner is None else f"player {self.winner}"
        verb = "wins"
        if len(self.winners) > 1:
            who, verb = "players " + " and ".join(str(p) for p in self.winners), "win"
        pts = "-".join(str(p) for p in self.points)
        return f"{who} {verb} ({self.reason.name.lower()}) after {self.turns} turns, points {pts}"


@dataclass(frozen=True)
class Decision:
    """What is being decided now, by whom. Options are `Game.legal_actions()`."""

    kind: DecisionKind
    player: int
    source: int = -1            # object the decision is about (card being played, …)

    def __str__(self) -> str:
        return f"{self.kind.name} by player {self.player}"
