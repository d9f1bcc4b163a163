"""Gauntlets of free-for-all (FFA3, 482; FFA4, 483) and 2v2 (484) games on the reference
engine: many decks, every table of them, results per deck with 95% intervals.

* FFA: every pod (combination of 3 or 4 of the decks) plays `games` games. A pod's decks are
  in label order. Its games go through every seating (`pod_seat_order`): each cyclic order
  of the decks around the table (who follows whom in turn order, 116.1.b; (n-1)! of them:
  2 in FFA3, 6 in FFA4), each in its n rotations (seat 0 going first, 116.1). Game i plays
  rotation i mod n of cyclic order (i // n) mod (n-1)!, so any n consecutive games from a
  multiple of n seat each deck once at each seat, and a full cycle is n! games (FFA3 6,
  FFA4 24): with `games` a multiple of it every deck sits at every seat behind every other
  deck equally often. The first n games are those of `riftsim.sim.ffa` (`match --mode
  ffa3`, game i seating deck k at seat (k + i) mod n), which keeps one cyclic order.
* 2v2: teams of two decks (484.5), either given ("A+B") or every pair of the decks that may
  be teammates (484.8.g: not the same Champion Legend; 484.8.h: no battlefield in common).
  Every two teams without a deck in common play `games` games: the first deck of each team,
  then the second ones, so that seats alternate teams (484.5.c). Of the cyclic orders only
  those alternating teams are seatings: two (the second team's decks in either order, so
  that either of them follows the first deck), each in 4 rotations, a cycle of 8 games,
  game i as in FFA (rotation i mod 4 of order (i // 4) mod 2). Given teams that break 484.8
  are refused before any game, naming the rule; of the pairs formed from plain decks, those
  that may not be teammates are left out and listed.
* A pod's (or 2v2 table's) seed is derived from the root seed and its decks' labels, and game
  i's from that (`riftsim.sim.ffa.play_ffa_game`): a pod's games do not depend on the other
  decks of the run, their order, or the worker count.
* A results file makes the run resumable as a 1v1 gauntlet's does (`riftsim.sim.gauntlet`):
  written after each pod, a rerun with the same settings skips finished pods whose
  fingerprint (decks' cards, engine, agents, turn cap, seed, games, mode, seating scheme,
  riftsim version) still matches, and plays the others again.

Results count wins over all games (a game without a winner counts as a loss for everyone, as
in `riftsim match --mode ffa3`); an even share is 1/n of the games in FFA, half in 2v2.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import math
import os
import time
import zlib
from dataclasses import dataclass, field

from riftsim.agents import DEFAULT_AGENT
from riftsim.errors import RiftsimError
from riftsim.modes import check_played, get_mode
from riftsim.rng import derive_seed
from riftsim.sim.gauntlet import RESULTS_VERSION, deck_specs, label, read_results
from riftsim.sim.match import Interrupted
from riftsim.sim.stats import wilson

#: the modes a pod gauntlet plays
POD_MODES = ("ffa3", "ffa4", "2v2")
TEAM_SEP = "+"
#: the seating scheme of a pod's games (`pod_seat_order`), in the results' fingerprints: a
#: results file of another scheme is played again, not mixed in
SEATING = "cyclic-orders"


def cyclic_orders(n: int, teams: bool = False) -> list[tuple[int, ...]]:
    """The distinct cyclic orders of decks 0..n-1 around a table, each from deck 0 on (the
    others in lexicographic order): (n-1)! of them; with teams (2v2: decks 0 and 2 against
    1 and 3) only those alternating the teams (484.5.c), (0, 1, 2, 3) and (0, 3, 2, 1)."""
    out = [(0, *p) for p in itertools.permutations(range(1, n))]
    if teams:
        out = [c for c in out if all(d % 2 == k % 2 for k, d in enumerate(c))]
    return out


def seating_cycle(n: int, teams: bool = False) -> int:
    """Games of a full seating cycle: every cyclic order in each of its n rotations (FFA3 6,
    FFA4 24, 2v2 8)."""
    return n * len(cyclic_orders(n, teams))


def pod_seat_order(n: int, index: int, teams: bool = False) -> list[int]:
    """The deck at each seat in game `index` of a pod (seat 0 goes first): rotation
    `index` mod n of cyclic order (`index` // n) mod the number of orders (`cyclic_orders`).
    Its first n games are `riftsim.sim.ffa.seat_order`'s (deck k at seat (k + index) mod n)."""
    orders = cyclic_orders(n, teams)
    cyc = orders[(index // n) % len(orders)]
    return [cyc[(seat - index) % n] for seat in range(n)]


def pod_seed(root: int, labels) -> int:
    """The seed of the pod (or 2v2 table) of these deck labels, in any order (for two labels
    the same as `riftsim.sim.gauntlet.pairing_seed`)."""
    key = "\x00".join(sorted(labels)).encode()
    return derive_seed(root, zlib.crc32(key))


def _is_team(item) -> bool:
    return isinstance(item, str) and TEAM_SEP in item and not os.path.exists(item)


def team_label(labels) -> str:
    return TEAM_SEP.join(sorted(labels))


def gauntlet_inputs(items, mode: str) -> tuple[list[str], list[tuple[int, int]] | None]:
    """The decks of a pod gauntlet (folders expanded, as `deck_specs`) and, in 2v2, the given
    teams as pairs of indexes into them (None: every legal pair). Errors name the problem:
    too few decks, a team not of two decks, decks and teams mixed."""
    rules = get_mode(mode)
    if mode not in POD_MODES:
        raise RiftsimError(f"a pod gauntlet plays {', '.join(POD_MODES)}, not {mode!r}")
    teams = [it for it in items if _is_team(it)]
    if teams and mode != "2v2":
        raise RiftsimError(f"{teams[0]!r}: teams (A{TEAM_SEP}B) are for --mode 2v2; {mode} "
                           f"plays every {rules.players} of the decks against each other")
    if not teams:
        specs = deck_specs(items)
        need = rules.players
        if len(specs) < need:
            what = (f"{mode} gauntlets seat {need} decks at each table (or give teams "
                    f"A{TEAM_SEP}B)" if mode == "2v2" else
                    f"{mode} gauntlets play pods of {need} decks")
            raise RiftsimError(f"{what}: give at least {need} decks, got {len(specs)}")
        return specs, None
    if len(teams) != len(items):
        plain = next(it for it in items if not _is_team(it))
        raise RiftsimError(f"give either decks or teams A{TEAM_SEP}B, not both (deck "
                           f"{plain!r} is not in a team)")
    specs: list[str] = []
    pairs, seen = [], set()
    for t in teams:
        parts = [p.strip() for p in t.split(TEAM_SEP)]
        if len(parts) != 2 or not all(parts):
            raise RiftsimError(f"team {t!r}: a 2v2 team is two decks, A{TEAM_SEP}B (484.5)")
        if parts[0] == parts[1]:
            raise RiftsimError(f"team {t!r} names the same deck twice; teammates may not use "
                               f"the same Champion Legend (484.8.g)")
        idx = []
        for p in parts:
            if p not in specs:
                specs.append(p)
            idx.append(specs.index(p))
        key = tuple(sorted(idx))
        if key in seen:
            raise RiftsimError(f"team {t!r} is given twice")
        seen.add(key)
        pairs.append(key)
    if len(pairs) < 2:
        raise RiftsimError(f"a 2v2 gauntlet needs at least two teams, got {len(pairs)}")
    return specs, pairs


@dataclass
class PodResult:
    """A pod gauntlet's results: `pods` maps a pod's key (its deck labels in label order,
    tab-separated; in 2v2 its two team labels) to its record."""
    mode: str
    decks: list[str]
    games: int
    seed: int
    meta: dict = field(default_factory=dict)
    teams: list[list[str]] | None = None        # 2v2: the teams (deck labels), else None
    excluded: list[dict] = field(default_factory=list)   # 2v2: pairs that may not be teams
    pods: dict = field(default_factory=dict)
    order: list[str] = field(default_factory=list)       # this run's pod keys, in play order
    kept: dict = field(default_factory=dict)    # pods in the file outside this run
    stale: dict = field(default_factory=dict)   # pods whose fingerprint changed

    @property
    def players(self) -> int:
        return get_mode(self.mode).players

    @property
    def even_share(self) -> float:
        """The win rate of every entrant when all are equal."""
        return 0.5 if get_mode(self.mode).teams else 1 / self.players

    def settings(self) -> dict:
        m = self.meta
        return {"engine": m.get("engine"), "agents": m.get("agents"),
                "max_turns": m.get("max_turns"), "mode": self.mode}

    def to_json(self) -> dict:
        return {"version": RESULTS_VERSION, "riftsim": self.meta.get("riftsim"),
                **self.settings(), "decks": self.decks, "games": self.games,
                "seed": self.seed, "pods": {**self.kept, **self.pods}}

    def _played(self) -> list[dict]:
        return [self.pods[k] for k in self.order if k in self.pods]

    def _table(self, names, wins: str) -> list[dict]:
        """Win rates of `names` over the pods whose record's `wins` ("wins": decks,
        "team_wins": teams) counts them."""
        rows = []
        for name in names:
            k = n = pods = 0
            points = 0.0
            for p in self._played():
                if name not in p.get(wins, ()):
                    continue
                pods += 1
                n += p["games"]
                k += p[wins][name]
                points += p["mean_points"][name] * p["games"]
            lo, hi = wilson(k, n)
            rows.append({"name": name, "wins": k, "games": n, "pods": pods,
                         "win_rate": k / n if n else float("nan"), "ci95": [lo, hi],
                         "mean_points": points / n if n else float("nan")})
        rows.sort(key=lambda r: (-(r["win_rate"] if not math.isnan(r["win_rate"]) else -1),
                                 r["name"]))
        return rows

    def leaderboard(self) -> list[dict]:
        """Decks by win rate over every game of every pod they sat in (2v2: their teams'
        wins), best first, with 95% intervals and mean final points."""
        return self._table([label(d) for d in self.decks], "wins")

    def team_leaderboard(self) -> list[dict]:
        """2v2: teams by win rate over all their tables (mean points: the team's total)."""
        if self.teams is None:
            return []
        return self._table([team_label(t) for t in self.teams], "team_wins")

    def pod_rows(self) -> list[dict]:
        """Each pod of this run (in play order): its decks (2v2: teams), seed and games, and
        each entrant's wins, win rate with 95% interval and mean points."""
        out = []
        for key in self.order:
            p = self.pods.get(key)
            if p is None:
                continue
            names = p["teams"] if "teams" in p else p["decks"]
            wins = p["team_wins"] if "teams" in p else p["wins"]
            entrants = []
            for name in names:
                lo, hi = wilson(wins[name], p["games"])
                entrants.append({"name": name, "wins": wins[name],
                                 "win_rate": wins[name] / p["games"], "ci95": [lo, hi],
                                 "mean_points": p["mean_points"][name]})
            out.append({"pod": key.replace("\t", " vs " if "teams" in p else " / "),
                        "decks": p["decks"], "seed": p["seed"], "games": p["games"],
                        "without_winner": p["without_winner"], "mean_turns": p["mean_turns"],
                        "entrants": entrants})
        return out

    def summary(self) -> dict:
        out = {"mode": self.mode, "games_per_pod": self.games,
               "decks": [label(d) for d in self.decks], "even_share": self.even_share,
               "leaderboard": self.leaderboard()}
        if self.teams is not None:
            out["teams"] = self.team_leaderboard()
            out["excluded_teams"] = self.excluded
        out["pods"] = self.pod_rows()
        out["meta"] = {**self.meta, "seed": self.seed, "games_per_pod": self.games}
        return out


def _fingerprint(decks, labels, seed: int, games: int, meta: dict, mode: str) -> str:
    """A hash of everything that determines a pod's games: its decks' cards (in seat order),
    engine, agents, turn cap, seed, games, mode and riftsim version."""
    from riftsim.replay import deck_record

    what = {"decks": [[k, {f: v for f, v in deck_record(d).items() if f != "name"}]
                      for k, d in zip(labels, decks)],
            "engine": meta.get("engine"), "max_turns": meta.get("max_turns"),
            "agents": meta.get("agents"), "seed": seed, "games": games, "mode": mode,
            "seating": SEATING, "riftsim": meta.get("riftsim")}
    return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]


def check_pod_agent(agent: str):
    """The parsed agent of every seat: of the built-in agents and compiled policies, random
    and heuristic play games of three or four players; the others 1v1 only
    (`riftsim.agents.make_seats`)."""
    from riftsim.agents import parse_agent, refuse_1v1_only

    spec = parse_agent(agent)
    refuse_1v1_only([spec], "three or four")
    return spec


def _pod_game(plays, mode: str, agents, max_turns: int, engine: str,
              job) -> tuple[int, list[dict]]:
    """Game `job[1]` of pod `job[0]` (its resolved decks in seat order of game 0, its seed),
    seated by `pod_seat_order`, driven from Python: its row, as a list of one."""
    from riftsim.sim import ffa

    pod, index = job
    decks, seed = plays[pod]
    order = pod_seat_order(len(decks), index, bool(get_mode(mode).teams))
    return pod, [ffa.play_ffa_game(decks, index, seed, mode=mode, agents=agents,
                                   max_turns=max_turns, order=order, engine=engine)]


def _pod_chunk(plays, mode: str, agents, max_turns: int, job) -> tuple[int, list[dict]]:
    """Games `start` .. `start + count - 1` of pod `job[0]` (job: pod, start, count), played
    by the core's batch loop (`riftsim.sim.ffa.ffa_batch_rows`): `_pod_game`'s rows."""
    from riftsim.sim import ffa

    pod, start, count = job
    decks, seed = plays[pod]
    teams = bool(get_mode(mode).teams)
    orders = [pod_seat_order(len(decks), start + i, teams) for i in range(count)]
    return pod, ffa.ffa_batch_rows(decks, start, count, seed, mode=mode, agents=agents,
                                   max_turns=max_turns, orders=orders)


def pod_gauntlet(items, games: int, *, mode: str, seed: int = 0,
                 agent: str = DEFAULT_AGENT, workers: int = 1, backend: str = "local",
                 engine: str = "core", max_turns: int | None = None,
                 results: str | None = None, progress=None) -> PodResult:
    """Play every pod of `items` (deck specs or folders; in 2v2 also teams "A+B") `games`
    times on `engine`; see the module docstring. `agent`: every seat's agent.
    `workers` > 1 plays the games on that many processes (the same results).
    `progress(games_done, games_total, pods_done, pods_total)` is called after each game
    (after each chunk of a pod's games when the core's batch loop plays them: on the core
    with random or heuristic agents, as `riftsim.sim.ffa.simulate_ffa`).
    Every input is checked before the first game."""
    from riftsim.cards.pool import get_pool
    from riftsim.game import _resolve_deck
    from riftsim.sim.match import DEFAULT_MAX_TURNS, run_meta

    rules = get_mode(mode)
    engine = "core" if engine is None else engine
    specs, given_teams = gauntlet_inputs(items, mode)
    if games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {games}")
    check_played(mode, engine=engine)
    if backend not in ("local", "serial"):
        raise RiftsimError(f"backend {backend!r}: {mode} gauntlets play on this machine "
                           f"(local, or serial); Ray runs 1v1 and best-of-three games")
    if workers is None or workers < 1:
        raise RiftsimError(f"the number of workers must be at least 1, got {workers}")
    if max_turns is not None and max_turns < 1:
        raise RiftsimError(f"the turn cap must be at least 1, got {max_turns}")
    workers = 1 if backend == "serial" else workers
    labels = [label(s) for s in specs]
    if len(set(labels)) != len(labels):
        raise RiftsimError("two decks in the gauntlet have the same name")
    spec = check_pod_agent(agent)
    resolved = [_resolve_deck(d) for d in specs]   # every deck, before the first game
    pool = get_pool()
    for d in resolved:
        pool.require_implemented([d.legend, d.champion, *d.main, *d.battlefields])
    cap = DEFAULT_MAX_TURNS if max_turns is None else max_turns
    meta = run_meta(engine, (spec, spec), cap)
    meta["agents"] = [str(spec)] * rules.players
    meta["mode"] = mode
    meta["workers"] = workers
    meta["seating"] = {"scheme": SEATING,
                       "cycle": seating_cycle(rules.players, bool(rules.teams)),
                       "orders": len(cyclic_orders(rules.players, bool(rules.teams)))}
    meta["decks"] = {lb: _deck_meta(d) for lb, d in zip(labels, resolved)}
    res = PodResult(mode, specs, games, seed, meta=meta)

    # the tables: the decks of each in seat order of its game 0
    tables: list[list[int]] = []
    if rules.teams:
        teams = _teams(resolved, labels, given_teams, res)
        res.teams = [sorted(labels[i] for i in t) for t in teams]
        for x, y in itertools.combinations(teams, 2):
            if set(x) & set(y):
                continue                           # a deck cannot play against itself
            a, b = sorted((x, y), key=lambda t: team_label(labels[i] for i in t))
            a, b = (sorted(t, key=lambda i: labels[i]) for t in (a, b))
            tables.append([a[0], b[0], a[1], b[1]])   # seats alternate teams (484.5.c)
        if not tables:
            raise RiftsimError("every two of the teams share a deck, so no two of them can "
                               "play each other; give teams without a deck in common")
    else:
        for pod in itertools.combinations(range(len(specs)), rules.players):
            tables.append(sorted(pod, key=lambda i: labels[i]))

    def key_of(t) -> str:
        if rules.teams:
            return "\t".join(sorted((team_label((labels[t[0]], labels[t[2]])),
                                     team_label((labels[t[1]], labels[t[3]])))))
        return "\t".join(labels[i] for i in t)

    keys = [key_of(t) for t in tables]
    res.order = keys
    if results:
        _load(results, res, keys)
    prints = {}
    for k, t in zip(keys, tables):
        prints[k] = _fingerprint([resolved[i] for i in t], [labels[i] for i in t],
                                 pod_seed(seed, [labels[i] for i in t]), games, meta, mode)
        old = res.pods.get(k)
        if old is not None and (not isinstance(old, dict) or
                                old.get("fingerprint") != prints[k]):
            res.stale[k] = res.pods.pop(k)
    if res.stale:
        res.meta["replayed_pods"] = sorted(_show_key(k, rules.teams) for k in res.stale)

    todo = [n for n, k in enumerate(keys) if k not in res.pods]
    plays = {n: ([resolved[i] for i in tables[n]],
                 pod_seed(seed, [labels[i] for i in tables[n]])) for n in todo}
    agents = [str(spec)] * rules.players
    from riftsim.sim.ffa import batch_chunks, batch_plays

    if batch_plays(engine, agents):          # (the core's batch loop, chunks of a pod)
        func = functools.partial(_pod_chunk, plays, mode, agents, cap)
        jobs = [(n, s, k) for n in todo for s, k in batch_chunks(games)]
    else:                                    # (each game driven from Python)
        func = functools.partial(_pod_game, plays, mode, agents, cap, engine)
        jobs = [(n, i) for n in todo for i in range(games)]
    total_games = len(keys) * games
    done_games = (len(keys) - len(todo)) * games
    finished = len(keys) - len(todo)
    rows: dict[int, list[dict]] = {n: [] for n in todo}
    t0 = time.perf_counter()

    def take(out) -> bool:
        nonlocal done_games, finished
        n, got = out                         # (a list of rows: a chunk or one game)
        rows[n].extend(got)
        done_games += len(got)
        if len(rows[n]) == games:
            t = tables[n]
            res.pods[keys[n]] = _record([labels[i] for i in t], rows.pop(n), plays[n][1],
                                        prints[keys[n]], rules.teams)
            finished += 1
            if results:
                from riftsim.sim.output import _atomic_write

                _atomic_write(results, lambda f: json.dump(res.to_json(), f, indent=1))
        if progress is not None:
            progress(done_games, total_games, finished, len(keys))
        return False

    try:
        if workers > 1 and len(jobs) > 1:
            from riftsim.sim.match import _run_in_pool

            _run_in_pool(func, jobs, take, min(workers, len(jobs)))
        else:
            for job in jobs:
                take(func(job))
    except KeyboardInterrupt:
        res.meta["interrupted"] = True
        res.meta["seconds"] = round(time.perf_counter() - t0, 2)
        saved = f"; they are saved in {results}" if results and finished else ""
        partial = sum(len(r) for r in rows.values())
        dropped = (f" ({partial} game{'s' if partial != 1 else ''} of unfinished "
                   f"{'tables' if rules.teams else 'pods'} not kept)" if partial else "")
        raise Interrupted(res, f"{finished} of {len(keys)} "
                          f"{'tables' if rules.teams else 'pods'} finished{saved}{dropped}"
                          ) from None
    res.meta["seconds"] = round(time.perf_counter() - t0, 2)
    if progress is not None and not jobs:
        progress(done_games, total_games, finished, len(keys))
    return res


def _deck_meta(deck) -> dict:
    from riftsim.bench import deck_info

    return deck_info(deck)


def _show_key(key: str, teams: int) -> str:
    return key.replace("\t", " vs " if teams else " / ")


def _teams(resolved, labels, given, res: PodResult) -> list[tuple[int, int]]:
    """2v2: the teams to play. Given teams must all keep 484.8.g-h (else an error naming
    every broken rule); of the pairs of plain decks those that may not be teammates are left
    out (res.excluded says why)."""
    from riftsim.decks.validate import validate_team

    def problems(pair) -> list:
        return validate_team([resolved[i] for i in pair], seats=list(pair))

    if given is not None:
        bad = []
        for pair in given:
            for v in problems(pair):
                who = f"{labels[pair[0]]}{TEAM_SEP}{labels[pair[1]]}"
                bad.append(f"team {who}: {_rule_text(v)} [{v.rule}]")
        if bad:
            raise RiftsimError(f"the 2v2 teams break {len(bad)} rule"
                               f"{'s' if len(bad) != 1 else ''} of 484.8: " + "; ".join(bad))
        return list(given)
    teams = []
    for pair in itertools.combinations(range(len(resolved)), 2):
        found = problems(pair)
        if found:
            res.excluded.append({"team": team_label(labels[i] for i in pair),
                                 "problems": [{"rule": v.rule,
                                               "message": _rule_text(v)}
                                              for v in found]})
        else:
            teams.append(pair)
    if not any(not set(x) & set(y) for x, y in itertools.combinations(teams, 2)):
        why = "; ".join(f"{e['team']}: " + ", ".join(
            f"{p['message']} [{p['rule']}]" for p in e["problems"]) for e in res.excluded)
        raise RiftsimError("no two teams without a deck in common can be formed from these "
                           "decks (teammates may not share a Champion Legend, 484.8.g, or a "
                           "battlefield, 484.8.h)" + (f"; not teams: {why}" if why else ""))
    return teams


def _rule_text(v) -> str:
    """A 484.8 problem without the seat numbers `validate_team` gives players ("both use the
    legend ...")."""
    head, sep, tail = v.message.partition(" both use ")
    return f"both use {tail}" if sep else v.message


def _record(names, rows, seed: int, fingerprint: str, teams: int) -> dict:
    """A finished pod's record from its game rows (`riftsim.sim.ffa.play_ffa_game`)."""
    games = len(rows)
    wins = {n: sum(1 for r in rows if k in r["winners"]) for k, n in enumerate(names)}
    points = {n: sum(r["points"][k] for r in rows) / games for k, n in enumerate(names)}
    rec = {"decks": list(names), "seed": seed, "games": games,
           "without_winner": sum(1 for r in rows if not r["winners"]),
           "wins": wins, "mean_points": points,
           "mean_turns": sum(r["turns"] for r in rows) / games,
           "fingerprint": fingerprint}
    if teams:                               # decks 0 and 2 against decks 1 and 3 (484.5.c)
        pair = [team_label((names[0], names[2])), team_label((names[1], names[3]))]
        rec["teams"] = pair
        rec["team_wins"] = {pair[0]: wins[names[0]], pair[1]: wins[names[1]]}
        rec["mean_points"] = {**points, pair[0]: points[names[0]] + points[names[2]],
                              pair[1]: points[names[1]] + points[names[3]]}
    return rec


def _load(path: str, res: PodResult, keys) -> None:
    """The finished pods of a results file made with the same settings (`read_results`)."""
    data = read_results(path, res)
    if data is None:
        return
    pods = data.get("pods")
    if not isinstance(pods, dict):
        raise RiftsimError(f"cannot resume from {path!r}: it holds no pods (a results file "
                           f"of a {data.get('mode', '1v1')} gauntlet?)")
    wanted = set(keys)
    for key, p in pods.items():
        if key in wanted:
            res.pods[key] = p
        else:
            res.kept[key] = p


def plot_pods(res: PodResult, path: str) -> None:
    """Bars of each deck's win rate (2v2: each team's, then each deck's) with 95% intervals
    and a line at the even share (needs matplotlib)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RiftsimError("--plot needs matplotlib: pip install 'riftsim[plot]'") from None
    panels = [("decks", res.leaderboard())]
    if res.teams is not None:
        panels.insert(0, ("teams", res.team_leaderboard()))
    height = sum(max(1.2, 0.35 * len(rows) + 0.8) for _, rows in panels)
    longest = max(len(r["name"]) for _, rows in panels for r in rows)
    fig, axes = plt.subplots(len(panels), 1, squeeze=False,
                             figsize=(6.0 + 0.07 * longest, 0.6 + height),
                             gridspec_kw={"height_ratios": [len(r) + 1 for _, r in panels]})
    for ax, (what, rows) in zip(axes[:, 0], panels):
        rows = rows[::-1]                       # the best at the top
        y = range(len(rows))
        rates = [0.0 if math.isnan(r["win_rate"]) else r["win_rate"] for r in rows]
        err = [[max(0.0, v - r["ci95"][0]) for v, r in zip(rates, rows)],
               [max(0.0, r["ci95"][1] - v) for v, r in zip(rates, rows)]]
        ax.barh(y, rates, xerr=err, color="tab:blue", alpha=0.8, capsize=3)
        ax.axvline(res.even_share, color="gray", linestyle="--", linewidth=1)
        ax.set_yticks(list(y), [r["name"] for r in rows], fontsize=8)
        ax.set_xlim(0, 1)
        for k, r in zip(y, rows):
            ax.text(0.99, k, f"{r['wins']}/{r['games']}", ha="right", va="center",
                    fontsize=7, transform=ax.get_yaxis_transform())
        ax.set_xlabel(f"win rate of the {what[:-1]} (95% interval; dashed: an even share, "
                      f"{100 * res.even_share:.0f}%)", fontsize=8)
    axes[0, 0].set_title(f"{get_mode(res.mode).describe()}: {len(res.order)} "
                         f"{'tables' if res.teams is not None else 'pods'}, {res.games} "
                         f"games each", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
