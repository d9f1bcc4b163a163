"""Free-for-all matches (FFA3, 482; FFA4, 483) on the reference engine: games of three or four
decks with the seat order rotated so that seat advantage cancels, results per seat and per
deck with 95% intervals.

Game i seats deck k at seat (k + i) mod n; seat 0 takes the first turn (116.1), seat 1 the
next and so on (116.1.b). Over any n consecutive games each deck sits once at each seat.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from riftsim.errors import RiftsimError
from riftsim.modes import check_played
from riftsim.rng import derive_seed
from riftsim.sim.stats import wilson

DEFAULT_MAX_TURNS = 200


def seat_order(n: int, index: int) -> list[int]:
    """The deck at each seat in game `index` (deck k at seat (k + index) mod n)."""
    return [(seat - index) % n for seat in range(n)]


def play_ffa_game(decks, index: int, root_seed: int, *, mode: str, agents,
                  max_turns: int = DEFAULT_MAX_TURNS) -> dict:
    """Game `index` of a free-for-all match: one row (seed, seats, winner deck and seat,
    reason, turns, points per deck, decisions)."""
    from riftsim.agents import play_game

    n = len(decks)
    order = seat_order(n, index)
    seed = derive_seed(root_seed, index)
    game, decisions = play_game([decks[k] for k in order], [agents[k] for k in order], seed,
                                engine="reference", first_player=0, max_turns=max_turns,
                                mode=mode)
    out = game.outcome
    points = [0] * n
    for seat, k in enumerate(order):
        points[k] = out.points[seat]
    return {"game": index, "seed": seed, "seats": order,
            "winner_seat": out.winner, "winner": None if out.winner is None else
            order[out.winner], "reason": out.reason.name.lower(), "turns": out.turns,
            "points": points, "decisions": decisions}


@dataclass
class FfaResult:
    mode: str
    decks: list[str]
    agents: list[str]
    rows: list[dict] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> dict:
        n = len(self.decks)
        games = len(self.rows)

        def rate(k: int) -> dict:
            lo, hi = wilson(k, games) if games else (0.0, 0.0)
            return {"wins": k, "win_rate": k / games if games else 0.0, "ci95": [lo, hi]}

        per_deck = [{"deck": self.decks[k], "agent": self.agents[k],
                     **rate(sum(1 for r in self.rows if r["winner"] == k)),
                     "mean_points": sum(r["points"][k] for r in self.rows) / max(1, games)}
                    for k in range(n)]
        per_seat = [{"seat": s, **rate(sum(1 for r in self.rows if r["winner_seat"] == s))}
                    for s in range(n)]
        turns = [r["turns"] for r in self.rows]
        return {"mode": self.mode, "games": games,
                "without_winner": sum(1 for r in self.rows if r["winner"] is None),
                "decks": per_deck, "seats": per_seat,
                "mean_turns": sum(turns) / max(1, games), "seconds": round(self.seconds, 2),
                "seat_rotation": "game i seats deck k at seat (k + i) mod n; seat 0 goes "
                                 "first"}


def simulate_ffa(decks, n_games: int, *, mode: str, agents=None, seed: int = 1,
                 max_turns: int | None = None, engine: str = "reference",
                 progress=None) -> FfaResult:
    """Play `n_games` games of `mode` ("ffa3" / "ffa4") between `decks` (one per player) on
    the reference engine, rotating the seats (`seat_order`). `agents`: one spec per deck
    (default heuristic); `progress(done)` is called after each game."""
    rules = check_played(mode, len(decks), game=True)
    if rules.players < 3:
        raise RiftsimError(f"simulate_ffa plays free-for-all modes, not {mode!r}")
    check_played(mode, engine=engine)
    from riftsim.game import _resolve_deck

    agents = list(agents or ["heuristic"] * len(decks))
    if len(agents) != len(decks):
        raise RiftsimError(f"{len(decks)} decks need {len(decks)} agents, got {len(agents)}")
    resolved = [_resolve_deck(d) for d in decks]
    res = FfaResult(mode, [str(d) for d in decks], [str(a) for a in agents])
    t0 = time.perf_counter()
    for i in range(n_games):
        res.rows.append(play_ffa_game(resolved, i, seed, mode=mode, agents=agents,
                                      max_turns=max_turns or DEFAULT_MAX_TURNS))
        if progress is not None:
            progress(i + 1)
    res.seconds = time.perf_counter() - t0
    return res
