"""Matches of more than two players (on the core or the reference engine): free-for-all
(FFA3, 482; FFA4, 483) and 2v2 (484): games of three or four decks with the seat order
rotated so that seat advantage cancels, results per seat and per deck (and in 2v2 per team)
with 95% intervals.

Game i seats deck k at seat (k + i) mod n; seat 0 takes the first turn (116.1), seat 1 the
next and so on (116.1.b). Over any n consecutive games each deck sits once at each seat. In
2v2 decks 0 and 2 are one team, decks 1 and 3 the other: seats alternate teams (484.5.c), and
the rotation keeps the teams together (a shift of one seat moves both decks of a team).

Ctrl-C stops a run with `riftsim.sim.match.Interrupted` holding the finished games (games
0..k-1, each with its own seed, so they are the first k games of the whole run).
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass, field

from riftsim.errors import RiftsimError
from riftsim.modes import check_played, get_mode, team_of
from riftsim.rng import derive_seed
from riftsim.sim.stats import wilson

DEFAULT_MAX_TURNS = 200


def seat_order(n: int, index: int) -> list[int]:
    """The deck at each seat in game `index` (deck k at seat (k + index) mod n)."""
    return [(seat - index) % n for seat in range(n)]


def play_ffa_game(decks, index: int, root_seed: int, *, mode: str, agents,
                  max_turns: int = DEFAULT_MAX_TURNS, order: list[int] | None = None,
                  engine: str = "core") -> dict:
    """Game `index` of a free-for-all or 2v2 match: one row (seed, seats, winner deck and
    seat, every winning deck and seat (a 2v2 team wins together, 484.6.a), reason, turns,
    points per deck, decisions). `order`: the deck at each seat (default `seat_order`; the
    pod gauntlet's `pod_seat_order`)."""
    from riftsim.agents import play_game

    n = len(decks)
    if order is None:
        order = seat_order(n, index)
    seed = derive_seed(root_seed, index)
    game, decisions = play_game([decks[k] for k in order], [agents[k] for k in order], seed,
                                engine=engine, first_player=0, max_turns=max_turns,
                                mode=mode)
    out = game.outcome
    points = [0] * n
    for seat, k in enumerate(order):
        points[k] = out.points[seat]
    seats = list(out.winners or (() if out.winner is None else (out.winner,)))
    return {"game": index, "seed": seed, "seats": order,
            "winner_seat": out.winner, "winner": None if out.winner is None else
            order[out.winner], "winner_seats": seats,
            "winners": sorted(order[q] for q in seats),
            "reason": out.reason.name.lower(), "turns": out.turns,
            "points": points, "decisions": decisions}


def batch_plays(engine: str, agents) -> bool:
    """Do the core's batch loop play these games (`ffa_batch_rows`): on the core, with
    agents that decide inside it (random, heuristic)? Else each game is driven from Python."""
    from riftsim.agents import SEVERAL_PLAYERS_AGENTS, parse_agent

    if engine != "core":
        return False
    specs = [parse_agent(a) for a in agents]
    return all(sp.kind == "builtin" and sp.name in SEVERAL_PLAYERS_AGENTS for sp in specs)


def ffa_batch_rows(decks, start: int, count: int, root_seed: int, *, mode: str, agents,
                   max_turns: int = DEFAULT_MAX_TURNS, orders=None) -> list[dict]:
    """Games `start` .. `start + count - 1` of a match played in the core's batch loop
    (`riftsim.core.play_mode_games`, no Python per decision): the rows `play_ffa_game` gives
    for them on the core, the same games. `orders`: the deck at each seat of each game
    (default `seat_order`)."""
    from riftsim.core import CoreGameError, play_mode_games
    from riftsim.protocol import OutcomeReason

    n = len(decks)
    if orders is None:
        orders = [seat_order(n, start + i) for i in range(count)]
    try:
        out = play_mode_games(decks, orders, root_seed, agents, mode=mode,
                              max_turns=max_turns, start=start)
    except CoreGameError as exc:       # (its .results do not cross a process boundary)
        raise RiftsimError(str(exc).split("; the other games")[0]) from None
    names = {int(r): r.name.lower() for r in OutcomeReason}
    rows = []
    for i, (order, w, mask, t, pts, d, why) in enumerate(zip(
            orders, out["winner"].tolist(), out["winners"].tolist(), out["turns"].tolist(),
            out["points"].tolist(), out["decisions"].tolist(), out["reason"].tolist())):
        order = list(order)
        points = [0] * n
        for seat, k in enumerate(order):
            points[k] = pts[seat]
        seats = [q for q in range(n) if (mask >> q) & 1]
        rows.append({"game": start + i, "seed": derive_seed(root_seed, start + i),
                     "seats": order, "winner_seat": None if w < 0 else w,
                     "winner": None if w < 0 else order[w], "winner_seats": seats,
                     "winners": sorted(order[q] for q in seats),
                     "reason": names.get(why, str(why)), "turns": t, "points": points,
                     "decisions": d})
    return rows


@dataclass
class FfaResult:
    mode: str
    decks: list[str]
    agents: list[str]
    rows: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    #: what produced it (see `simulate_ffa`): riftsim version, engine, agents, turn cap,
    #: seed, games requested, the decks with their card lists, workers
    meta: dict = field(default_factory=dict)

    def to_pandas(self):
        """The games as a pandas DataFrame (`riftsim.sim.output.to_pandas`: the columns of
        the results files, the meta in ``attrs["riftsim"]``); needs riftsim[data]."""
        from riftsim.sim.output import to_pandas
        return to_pandas(self)

    def summary(self) -> dict:
        """Wins per deck and per seat (in 2v2 per team too) with 95% intervals, mean points
        and turns, and the meta. With no game finished (a run interrupted at once) the
        rates and means are NaN (null in JSON), not 0."""
        n = len(self.decks)
        games = len(self.rows)
        nan = float("nan")

        def rate(k: int) -> dict:
            lo, hi = wilson(k, games) if games else (0.0, 0.0)
            return {"wins": k, "win_rate": k / games if games else nan, "ci95": [lo, hi]}

        def mean(total: float) -> float:
            return total / games if games else nan

        per_deck = [{"deck": self.decks[k], "agent": self.agents[k],
                     **rate(sum(1 for r in self.rows if k in r["winners"])),
                     "mean_points": mean(sum(r["points"][k] for r in self.rows))}
                    for k in range(n)]
        per_seat = [{"seat": s, **rate(sum(1 for r in self.rows if s in r["winner_seats"]))}
                    for s in range(n)]
        turns = [r["turns"] for r in self.rows]
        out = {"mode": self.mode, "games": games,
               "without_winner": sum(1 for r in self.rows if r["winner"] is None),
               "decks": per_deck, "seats": per_seat,
               "mean_turns": mean(sum(turns)), "seconds": round(self.seconds, 2),
               "seat_rotation": "game i seats deck k at seat (k + i) mod n; seat 0 goes "
                                "first"}
        rules = get_mode(self.mode)
        if rules.teams:                      # 484.6: a team's results, decks k and k + 2
            out["teams"] = []
            for t in range(rules.teams):
                members = [k for k in range(n) if team_of(rules, k) == t]
                out["teams"].append({
                    "team": t, "decks": [self.decks[k] for k in members],
                    **rate(sum(1 for r in self.rows if members[0] in r["winners"])),
                    "mean_points": mean(sum(r["points"][k] for r in self.rows
                                            for k in members))})
        out["meta"] = self.meta
        return out


#: games per job of the core's batch loop (about a tenth of a second of FFA4 games: Ctrl-C
#: and the progress line answer between jobs)
BATCH_CHUNK = 200


def batch_chunks(n_games: int) -> list[tuple[int, int]]:
    """The jobs of `n_games` games in the core's batch loop: (first game, games), in order."""
    return [(s, min(BATCH_CHUNK, n_games - s)) for s in range(0, n_games, BATCH_CHUNK)]


def _batch_job(job) -> list[dict]:
    """A chunk of games played by the core's batch loop (`simulate_ffa`): `job` is (decks,
    root seed, start, count, mode, agents, turn cap)."""
    decks, root_seed, start, count, mode, agents, max_turns = job
    return ffa_batch_rows(decks, start, count, root_seed, mode=mode, agents=agents,
                          max_turns=max_turns)


def _game_job(decks, root_seed: int, mode: str, agents, max_turns: int, engine: str,
              index: int) -> list[dict]:
    """One game of a match driven from Python (`simulate_ffa`): its row, as a list of one."""
    return [play_ffa_game(decks, index, root_seed, mode=mode, agents=agents,
                          max_turns=max_turns, engine=engine)]


def simulate_ffa(decks, n_games: int, *, mode: str, agents=None, seed: int = 1,
                 max_turns: int | None = None, engine: str = "core",
                 progress=None, workers: int = 1) -> FfaResult:
    """Play `n_games` games of `mode` ("ffa3" / "ffa4" / "2v2") between `decks` (one per
    player; in 2v2 decks 0 and 2 against decks 1 and 3) on `engine`, rotating
    the seats (`seat_order`). `agents`: one spec per deck (default heuristic);
    `progress(done)` is called after each game (each chunk of games on the batch path);
    `workers` > 1 plays the games on that many processes (the rows, in game order, are the
    same). On the core with random and heuristic agents the games are played in chunks by
    the core's batch loop (`ffa_batch_rows`), otherwise each is driven from Python
    (`play_ffa_game`): the same games either way.

    The result's `meta` names what produced it: riftsim version, engine, mode, agents, turn
    cap, root seed, games requested, the decks with their card lists, workers. Ctrl-C raises
    `riftsim.sim.match.Interrupted` holding the result of the games finished (0..k-1, in
    order; meta "interrupted")."""
    rules = check_played(mode, len(decks), game=True)
    if rules.players < 3:
        raise RiftsimError(f"simulate_ffa plays free-for-all and 2v2 modes, not {mode!r}")
    if workers < 1:
        raise RiftsimError(f"the number of workers must be at least 1, got {workers}")
    check_played(mode, engine=engine)
    from riftsim.game import _resolve_deck

    agents = list(agents or ["heuristic"] * len(decks))
    if len(agents) != len(decks):
        raise RiftsimError(f"{len(decks)} decks need {len(decks)} agents, got {len(agents)}")
    resolved = [_resolve_deck(d) for d in decks]
    if rules.teams:                          # 484.8.g-h, before any game
        from riftsim.decks import check_teams

        check_teams(resolved, [[k for k in range(rules.players) if team_of(rules, k) == t]
                               for t in range(rules.teams)])
    import riftsim
    from riftsim.decks.legality import deck_label
    from riftsim.sim.match import Interrupted, deck_meta

    workers = min(workers, max(1, n_games))
    cap = max_turns or DEFAULT_MAX_TURNS
    meta = {"riftsim": riftsim.__version__, "engine": engine, "mode": mode,
            "agents": [str(a) for a in agents], "max_turns": cap,
            "seed": seed, "games_requested": n_games,
            "decks": [deck_meta(deck_label(d), r) for d, r in zip(decks, resolved)],
            "workers": workers}
    res = FfaResult(mode, [str(d) for d in decks], [str(a) for a in agents], meta=meta)
    if batch_plays(engine, agents):
        job = _batch_job
        jobs = [(resolved, seed, s, k, mode, agents, cap) for s, k in batch_chunks(n_games)]
    else:
        job = functools.partial(_game_job, resolved, seed, mode, agents, cap, engine)
        jobs = range(n_games)

    def take(rows: list[dict]) -> bool:                # (a chunk, or one game)
        res.rows.extend(rows)
        if progress is not None:
            progress(len(res.rows))
        return False

    t0 = time.perf_counter()
    try:
        if workers > 1:
            from riftsim.sim.match import _run_in_pool

            _run_in_pool(job, jobs, take, workers)
        else:
            for j in jobs:
                take(job(j))
    except KeyboardInterrupt:          # the rows taken so far are games 0..k-1, complete
        res.seconds = time.perf_counter() - t0
        res.meta["interrupted"] = True
        raise Interrupted(res, f"{len(res.rows)} of {n_games} games finished") from None
    res.seconds = time.perf_counter() - t0
    return res
