"""The `riftsim` command.

    riftsim match precon-jinx precon-viktor --games 10000 [--agent-a search:playouts=64]
    riftsim gauntlet DECK DECK DECK ... [--mode 1v1|bo3|ffa3|ffa4|2v2] [--results g.json]
    riftsim play --deck starter-jinx --deck starter-viktor --seed 1 [--save-replay g.json]
    riftsim replay g.json            (or rows.json --game 17: a row of match --out)
    riftsim agents [--json]
    riftsim cards --set ogn --type unit --implemented
    riftsim cards --coverage [--json]
    riftsim parity --games 100 --seed 1 --engines reference,core
    riftsim deck check my_deck.txt [--format constructed|unrestricted]

Every input is checked before the first game: numbers, output paths, and every deck
(loadable, every card defined, legal in --format; `riftsim.decks.legality`). Bad input
(unknown deck or card, illegal deck, malformed list, bad number or path) ends with one line
`riftsim: error: …` and exit status 2, never a traceback or usage text. Exit status 1:
`parity` found a divergence or `deck check` an illegal deck; 130: interrupted (Ctrl-C:
`match` prints the report of the games finished and writes their rows to --out first).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict

from riftsim.errors import RiftsimError

DEFAULT_DECKS = ("starter-jinx", "starter-viktor")


def _seat_agents(args) -> tuple[str, str]:
    """The two seats' agent specs from --agent / --agent-a / --agent-b."""
    from riftsim.agents import DEFAULT_AGENT

    both = args.agent
    if both is not None and len(both) > 1:
        raise RiftsimError("--agent sets both seats and is given once (--agent-a and "
                           "--agent-b set one seat each)")
    if both is not None and (args.agent_a is not None or args.agent_b is not None):
        raise RiftsimError("give --agent (both seats) or --agent-a/--agent-b, not both")
    if both is not None:
        return both[0], both[0]
    for name in ("agent_a", "agent_b"):
        given = getattr(args, name)
        if given is not None and len(given) > 1:
            flag = "--" + name.replace("_", "-")
            raise RiftsimError(f"{flag} is given {len(given)} times ({', '.join(given)}); it "
                               f"sets one seat's agent once")
    return ((args.agent_a or [DEFAULT_AGENT])[0], (args.agent_b or [DEFAULT_AGENT])[0])


def _one_agent(args) -> tuple[str, str]:
    """The agent of every seat (gauntlet, compare) from --agent."""
    from riftsim.agents import DEFAULT_AGENT

    if args.agent is not None and len(args.agent) > 1:
        raise RiftsimError("--agent names the agent of every seat and is given once")
    name = args.agent[0] if args.agent else DEFAULT_AGENT
    return name, name


def _first_player(game) -> int | None:
    """Who went first: the game's record (reference) or its GAME_START event."""
    from riftsim.events import EventKind

    first = getattr(game, "first_player", None)
    if first is None:
        first = next((e.player for e in game.events if e.kind == EventKind.GAME_START), None)
    return first


def _print_log(lines: list[str], limit: int | None) -> None:
    shown = lines if limit is None or len(lines) <= limit else (
        lines[:limit // 2] + [f"... ({len(lines) - limit} lines) ..."] + lines[-limit // 2:])
    print("\n".join(shown))
    print()


def _check_log_lines(args) -> None:
    if args.log_lines is not None and args.log_lines < 1:
        raise RiftsimError(f"--log-lines must be at least 1, got {args.log_lines} "
                           f"(--full-log shows every line, --quiet none)")


def _play(args) -> int:
    import riftsim
    from riftsim.agents import play_game
    from riftsim.game import _resolve_deck
    from riftsim.log import game_log
    from riftsim.sim.match import DEFAULT_MAX_TURNS, check_agents

    if args.mode in FFA_MODES:
        return _play_ffa(args)
    args.engine = _engine_for(args)
    decks = args.deck or list(DEFAULT_DECKS)
    if len(decks) != 2:
        raise RiftsimError(f"1v1 needs exactly two --deck options, got {len(decks)}")
    _check_log_lines(args)
    specs = check_agents(_seat_agents(args))
    cap = args.max_turns or DEFAULT_MAX_TURNS
    if args.save_replay:
        _check_out_dir(args.save_replay, "--save-replay")
    resolved = [_resolve_deck(d) for d in decks]
    if args.mode == "bo3":
        return _play_match(args, decks, resolved, specs, cap)
    t0 = time.perf_counter()
    game, n = play_game(resolved, specs, args.seed,
                        engine="reference" if args.engine == "reference" else "core",
                        first_player=args.first, max_turns=cap, log_events=True)
    dt = time.perf_counter() - t0
    out = game.outcome
    first = _first_player(game)
    from riftsim.replay import check_replay, make_replay, save

    rep = make_replay(resolved, specs, args.seed, first, cap, game)
    if args.save_replay:
        save(rep, args.save_replay)
    names = _player_names(decks, resolved)
    if args.json:
        print(json.dumps({
            "decks": decks, "seed": args.seed, "engine": args.engine,
            "agents": [str(s) for s in specs], "max_turns": cap,
            "winner": out.winner, "reason": out.reason.name.lower(), "turns": out.turns,
            "points": list(out.points), "decisions": n, "seconds": round(dt, 4),
            "first_player": first, "riftsim": riftsim.__version__,
        }))
        return 0
    if not args.quiet:
        lines, _ = game_log(check_replay(rep), "reference" if args.engine == "reference"
                            else "core", names=names, viewer=args.viewer)
        _print_log(lines, None if args.full_log else args.log_lines)
    print(f"P0 = {names[0]} ({specs[0]}), P1 = {names[1]} ({specs[1]}), "
          f"{names[first]} went first")
    print(f"result: {_outcome_text(out, names)}")
    print(f"{n} decisions in {dt:.2f}s ({args.engine} engine, turn cap {cap})")
    if args.save_replay:
        print(f"replay written to {args.save_replay}")
    return 0


#: the modes of more than two players, free-for-all (482, 483) and 2v2 (484): the reference
#: engine plays them
FFA_MODES = ("ffa3", "ffa4", "2v2")
#: the decks of `play --mode ffa3/ffa4/2v2` without --deck (2v2: the first and third one team)
DEFAULT_FFA_DECKS = ("starter-jinx", "starter-viktor", "precon-vi", "precon-lux")


def _engine_for(args) -> str:
    """The engine a command plays on: --engine, else the core where it plays the mode
    (riftsim.modes.ENGINES_OF: every mode today), else the reference engine; asking the core
    for a mode it does not play is an error naming the mode."""
    from riftsim.modes import ENGINES_OF, check_played

    if args.mode in FFA_MODES:
        if args.engine is None:
            return "core" if "core" in ENGINES_OF[args.mode] else "reference"
        if args.engine != "reference":
            try:
                check_played(args.mode, engine="core")
            except RiftsimError as exc:
                raise RiftsimError(f"{exc}; drop --engine or give --engine reference") from None
            return "core"
        return "reference"
    return args.engine or "core"


def _ffa_agents(args, n: int) -> list[str]:
    """One agent spec per player of a free-for-all or 2v2 game: --agent (every seat, default
    heuristic); --agent-a / --agent-b name the two seats of a 1v1 game only."""
    from riftsim.agents import DEFAULT_AGENT

    if args.agent_a is not None or args.agent_b is not None:
        raise RiftsimError(f"--agent-a / --agent-b set the two seats of a 1v1 game; with "
                           f"--mode {args.mode} give --agent (every seat)")
    if args.agent is not None and len(args.agent) > 1:
        raise RiftsimError("--agent sets every seat and is given once")
    return [(args.agent or [DEFAULT_AGENT])[0]] * n


def _ffa_names(decks) -> list[str]:
    names = [d if isinstance(d, str) else (d.name or "deck") for d in decks]
    names = [os.path.splitext(os.path.basename(n))[0] if os.sep in n else n for n in names]
    return [f"{n} (P{k})" if names.count(n) > 1 else n for k, n in enumerate(names)]


def _play_ffa(args) -> int:
    """`play --mode ffa3/ffa4/2v2`: one free-for-all or 2v2 game (on the core unless --engine
    reference), a line per turn (its player and the points after it) and the result (in 2v2 the winning
    team, P0 and P2 or P1 and P3, 484.5.c, 484.6.a)."""
    import riftsim
    from riftsim.agents import play_game
    from riftsim.events import EventKind
    from riftsim.game import _resolve_deck
    from riftsim.modes import get_mode
    from riftsim.sim.match import DEFAULT_MAX_TURNS

    n = get_mode(args.mode).players
    args.engine = _engine_for(args)
    decks = args.deck or list(DEFAULT_FFA_DECKS[:n])
    if len(decks) != n:
        raise RiftsimError(f"{args.mode} needs exactly {n} --deck options, got {len(decks)}")
    if args.save_replay:
        raise RiftsimError(f"--save-replay writes 1v1 games only, not {args.mode}")
    agents = _ffa_agents(args, n)
    cap = args.max_turns or DEFAULT_MAX_TURNS
    resolved = [_resolve_deck(d) for d in decks]
    t0 = time.perf_counter()
    game, k = play_game(resolved, agents, args.seed, engine=args.engine,
                        first_player=args.first, max_turns=cap, log_events=True,
                        mode=args.mode)
    dt = time.perf_counter() - t0
    out = game.outcome
    names = _ffa_names(decks)
    if args.json:
        print(json.dumps({
            "mode": args.mode, "decks": decks, "seed": args.seed, "engine": args.engine,
            "agents": agents, "max_turns": cap, "winner": out.winner,
            "winners": list(out.winners or (() if out.winner is None else (out.winner,))),
            "reason": out.reason.name.lower(), "turns": out.turns,
            "points": list(out.points), "decisions": k, "seconds": round(dt, 4),
            "first_player": game.first_player, "riftsim": riftsim.__version__}))
        return 0
    if not args.quiet:
        lines, points, tp = [], [0] * n, None
        for e in game.events:
            if e.kind == EventKind.TURN_START:
                if tp is not None:
                    lines.append(f"turn {len(lines) + 1}: P{tp}, points "
                                 f"{'-'.join(map(str, points))}")
                tp = e.player
            elif e.kind == EventKind.POINTS:
                points[e.player] = e.value
        lines.append(f"turn {len(lines) + 1}: P{tp}, points {'-'.join(map(str, points))}")
        _print_log(lines, None if args.full_log else args.log_lines)
    print(", ".join(f"P{p} = {names[p]} ({agents[p]})" for p in range(n))
          + f"; P{game.first_player} went first")
    who = "no winner" if out.winner is None else f"P{out.winner} {names[out.winner]} wins"
    if out.winners:                      # 484.6.a: the team wins together
        who = "team " + " and ".join(f"P{q} {names[q]}" for q in out.winners) + " wins"
    print(f"result: {who} ({out.reason.name.lower()}) after {out.turns} turns, points "
          f"{'-'.join(map(str, out.points))}")
    print(f"{k} decisions in {dt:.2f}s ({args.engine} engine, {args.mode}, turn cap {cap})")
    return 0


def _match_ffa(args) -> int:
    """`match --mode ffa3/ffa4/2v2 DECK DECK DECK [DECK]`: free-for-all or 2v2 games (on the
    core unless --engine reference), the seats rotated each game (riftsim.sim.ffa), results per deck and per
    seat, and in 2v2 per team (decks 1 and 3 against decks 2 and 4); --workers plays them on
    that many processes (default 1); --out writes a row per game. Ctrl-C reports the games
    finished (`_match_stopped`)."""
    from riftsim.modes import get_mode
    from riftsim.sim.ffa import simulate_ffa

    n = get_mode(args.mode).players
    args.engine = _engine_for(args)
    decks = [args.deck_a, args.deck_b, *args.more_decks]
    if len(decks) != n:
        raise RiftsimError(f"{args.mode} needs {n} decks, got {len(decks)}")
    for flag in ("save_replays", "where", "until_ci"):
        if getattr(args, flag, None):
            raise RiftsimError(f"--{flag.replace('_', '-')} is for 1v1 and best-of-three "
                               f"matches, not {args.mode}")
    agents = _ffa_agents(args, n)

    def report(*a, **kw) -> None:
        _ffa_report(args, decks, *a, **kw)
    progress = _match_progress(args, per_game=True)
    return _run_match(args, lambda: simulate_ffa(
        decks, args.games, mode=args.mode, agents=agents, seed=args.seed,
        max_turns=args.max_turns, workers=args.workers or 1, engine=args.engine,
        progress=progress), progress, report)


def _run_match(args, run, progress, report, replays=None) -> int:
    """A `match` run in every mode: `run()` plays it, `progress`'s line is ended after it;
    a Ctrl-C reports the games finished (`_match_stopped`), else the whole run is written
    and reported (`_match_done`; `replays(result)`: writes the replays, --save-replays)."""
    from riftsim.sim.match import Interrupted

    try:
        try:
            res = run()
        finally:
            shown = _end_progress(progress)
    except Interrupted as exc:
        _match_stopped(args, exc, report, shown)
        raise
    return _match_done(args, res, report,
                       None if replays is None else (lambda: replays(res)))


def _ffa_report(args, decks, res, stopped: str | None, written: bool, saved=None) -> None:
    """The report of a free-for-all or 2v2 run (text, or JSON with --json): per team, deck
    and seat. `stopped`: the run was interrupted, "k of n games finished" (the report covers
    those games and says so); `written`: the rows are in --out; `saved`: unused (these
    modes write no replays)."""
    from riftsim.sim.output import dumps

    s = res.summary()
    if args.json:
        print(dumps({"interrupted": stopped is not None, **s}, indent=1))
        return
    n = len(decks)
    names = _ffa_names(decks)
    agents = s["meta"].get("agents") or res.agents
    if stopped is not None:
        print(f"interrupted: {stopped}" + (
            "; the figures below cover only those" if s["games"] else
            ": nothing to report"))
    print(f"{args.mode}: {s['games']} games ({s['without_winner']} without a winner), seed "
          f"{args.seed}, {args.engine} engine, agents {', '.join(agents)}; turn cap "
          f"{s['meta'].get('max_turns')} (riftsim {s['meta'].get('riftsim')})")
    print("seats rotated: game i seats deck k at seat (k + i) mod "
          f"{n}; seat 0 goes first")
    if not s["games"]:
        print(f"decks: {', '.join(names)}")
    else:
        w = max(len(x) for x in names)
        for t in s.get("teams", ()):             # 2v2: decks k and k + 2 play together
            lo, hi = t["ci95"]
            print(f"  team {' + '.join(names[k] for k in range(t['team'], n, 2))}  wins "
                  f"{t['wins']:>5}  {_pct(t['win_rate'])}  (95% CI {100 * lo:.1f}-"
                  f"{100 * hi:.1f}%)  mean points {t['mean_points']:.2f}")
        for k, d in enumerate(s["decks"]):
            lo, hi = d["ci95"]
            print(f"  {names[k]:<{w}}  wins {d['wins']:>5}  {_pct(d['win_rate'])}  "
                  f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)  mean points "
                  f"{d['mean_points']:.2f}")
        for st in s["seats"]:
            lo, hi = st["ci95"]
            print(f"  {'seat ' + str(st['seat']):<{w}}  wins {st['wins']:>5}  "
                  f"{_pct(st['win_rate'])}  (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
        print(f"turns: mean {s['mean_turns']:.1f}; time {s['seconds']:.1f}s")
    if written:
        print(f"rows {_written_to(args.out)}")


def _play_match(args, decks, resolved, specs, cap) -> int:
    """`play --mode bo3`: one best-of-three match (481), a line per game and the result."""
    import riftsim
    from riftsim.sim.match import check_bo3_battlefields, play_bo3

    if args.save_replay:
        raise RiftsimError("--save-replay writes one game; for the games of a best-of-three "
                           "match use `riftsim match DECK_A DECK_B --mode bo3 --games 1 "
                           "--save-replays DIR`")
    names = _player_names(decks, resolved)
    check_bo3_battlefields(zip(names, resolved))
    engine = "reference" if args.engine == "reference" else "core-python"
    t0 = time.perf_counter()
    rows = play_bo3(resolved[0], resolved[1], 0, args.seed, specs, engine, cap,
                    a_first=None if args.first is None else args.first == 0)
    dt = time.perf_counter() - t0
    winner = rows[-1]["match_winner"]
    if args.json:
        print(json.dumps({
            "mode": "bo3", "decks": decks, "seed": args.seed, "engine": args.engine,
            "agents": [str(s) for s in specs], "max_turns": cap, "games": rows,
            "match_winner": None if winner is None else "ab".index(winner),
            "seconds": round(dt, 4), "riftsim": riftsim.__version__}))
        return 0
    from riftsim.cards.facts import load_facts

    facts = load_facts()
    print(f"best of three: P0 = {names[0]} ({specs[0]}), P1 = {names[1]} ({specs[1]})")
    wins = [0, 0]
    for r in rows:
        first = names[0] if r["a_first"] else names[1]
        w = None if r["winner"] is None else "ab".index(r["winner"])
        who = "no winner" if w is None else f"{names[w]} wins"
        if w is not None:
            wins[w] += 1
        bfs = " / ".join(facts.by_id(r[k]).name for k in ("bf_a", "bf_b"))
        print(f"game {r['match_game']}: {bfs}, {first} first: {who} "
              f"({r['reason']}) after {r['turns']} turns, points "
              f"{r['points_a']}-{r['points_b']}")
    result = "a drawn match" if winner is None else f"{names['ab'.index(winner)]} wins"
    print(f"match: {result}, {wins[0]}-{wins[1]} in games")
    print(f"{sum(r['decisions'] for r in rows)} decisions in {dt:.2f}s ({args.engine} engine, "
          f"turn cap {cap})")
    return 0


def _player_names(decks, resolved=None) -> list[str]:
    """Short names for the two players: the decks' names or file names (a deck code: the
    deck's own name, or deck A / deck B; P0/P1 added when the two are the same)."""
    names = [d if isinstance(d, str) else (d.name or "") for d in decks]
    names = [os.path.splitext(os.path.basename(n))[0] if os.sep in n else n for n in names]
    for i, n in enumerate(names):
        if not n or len(n) > 32:
            own = getattr(resolved[i], "name", "") if resolved else ""
            names[i] = own if own and len(own) <= 32 else f"deck {'AB'[i]}"
    if names[0] == names[1]:
        names = [f"{names[0]} (P0)", f"{names[1]} (P1)"]
    return names


def _outcome_text(out, names) -> str:
    pa, pb = out.points
    who = "no winner" if out.winner is None else f"{names[out.winner]} wins"
    return (f"{who} ({out.reason.name.lower()}) after {out.turns} turns, points "
            f"{pa}-{pb}")


def _check_out_dir(path: str, flag: str) -> None:
    d = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(d):
        raise RiftsimError(f"{flag}: cannot write {path!r}: directory {d!r} does not exist")


def _replay(args) -> int:
    from riftsim.log import game_log
    from riftsim.replay import load, mismatch, run_replay

    _check_log_lines(args)
    rep = load(args.file, args.game)
    names = _player_names(rep["deck_objects"])
    engine = "reference" if args.engine == "reference" else "core"
    t0 = time.perf_counter()
    game = run_replay(rep, engine)
    dt = time.perf_counter() - t0
    if not args.quiet:
        lines, _ = game_log(rep, engine, names=names, viewer=args.viewer)
        _print_log(lines, None if args.full_log else args.log_lines)
    a, b = rep["agents"]
    print(f"P0 = {names[0]} ({a}), P1 = {names[1]} ({b}), "
          f"{names[rep['first_player']]} went first; seed {rep['seed']}"
          + (f" (game {rep['game']} of its match)" if rep.get("game") is not None else ""))
    print(f"result: {_outcome_text(game.outcome, names)}")
    print(f"{len(rep['actions'])} actions replayed in {dt:.2f}s ({args.engine} engine, "
          f"turn cap {rep['max_turns']})")
    why = mismatch(rep, game)
    if why is not None:
        print(f"riftsim: error: the replay does not reproduce its recorded outcome: {why}",
              file=sys.stderr)
        return 1
    print("outcome matches the recording")
    return 0


def _match_progress(args, per_game: bool = False):
    """The live progress line of `riftsim match` (None when off or not on a terminal):
    `show(result)` after each chunk of a 1v1 or best-of-three run (with deck A's running
    win rate), `show(done)` after each game of a free-for-all or 2v2 run (`per_game`)."""
    from riftsim.sim.progress import ProgressBar

    bar = ProgressBar.for_terminal(args.games, enabled=not (args.json or args.no_progress))
    if bar is None:
        return None

    def show(res) -> None:
        if per_game:
            bar.update(res, force=res == args.games)
        else:
            bar.update(res.games, wins=res.wins_a, decided=res.decided)
    show.bar = bar
    return show


class _RunsProgress:
    """One progress line over a sequence of runs of `games` games each (a gauntlet's
    pairings, compare's runs): `progress(done, total, what, match)` as `gauntlet` and
    `compare` call it."""

    def __init__(self, noun: str, games: int, enabled: bool):
        self.noun, self.games, self.enabled = noun, games, enabled
        self.bar = None
        self.finished = self.current = self.played = 0

    def __call__(self, done, total, what, m) -> None:
        from riftsim.sim.gauntlet import label
        from riftsim.sim.progress import ProgressBar

        if not self.enabled:
            return
        if self.bar is None:
            self.bar = ProgressBar.for_terminal(total * self.games)
            if self.bar is None:
                self.enabled = False
                return
        if done > self.finished:                 # a run finished (or was loaded)
            self.played += self.current
            self.current, self.finished = 0, done
        elif m is not None:
            self.current = m.games
        partial = m is not None and done == self.finished and self.current
        self.bar.update(self.finished * self.games + self.current,
                        played=self.played + self.current,
                        wins=m.wins_a if partial else None,
                        decided=m.decided if partial else None,
                        who=label(m.deck_a) if partial else "A",
                        prefix=f"{self.noun} {min(self.finished + 1, total)}/{total} "
                               f"{what.replace(chr(9), ' vs ')}  ",
                        force=self.finished == total)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _settings_rows(meta: dict) -> list[tuple[str, str]]:
    """The engine, agents and turn cap lines of a text summary."""
    engine = meta["engine"]
    if meta.get("engine_requested"):
        engine += f" (asked for {meta['engine_requested']}: {meta['engine_note']})"
    agents = meta["agents"]
    rows = [("engine", engine)]
    if agents["a"]["spec"] == agents["b"]["spec"]:
        rows.append(("agents", f"{agents['a']['spec']} (both)"))
    else:
        rows += [("agent A", agents["a"]["spec"]), ("agent B", agents["b"]["spec"])]
    rows.append(("turn cap", f"{meta['max_turns']} turns (riftsim {meta['riftsim']})"))
    if meta.get("mode", "1v1") != "1v1":
        rows.append(("mode", {"bo3": "best of three (481)"}.get(meta["mode"], meta["mode"])))
    return rows


def _pct(x) -> str:
    return "-" if x is None or x != x else f"{100 * x:.1f}%"


def _match(args) -> int:
    """`match DECK_A DECK_B`: a 1v1 or best-of-three run (riftsim.sim.simulate) and its
    report; --out writes a row per game, --save-replays the chosen games' replays. Ctrl-C
    reports the games finished (`_match_stopped`)."""
    from riftsim.sim import simulate

    if args.mode in FFA_MODES:
        return _match_ffa(args)
    if args.more_decks:
        raise RiftsimError(f"a {args.mode} match is deck A against deck B; more decks play "
                           f"with --mode ffa3 (three), ffa4 or 2v2 (four)")
    args.engine = _engine_for(args)

    agents = _seat_agents(args)
    chosen = None
    if args.where is not None:
        from riftsim.replay import row_filter

        if not args.save_replays:
            raise RiftsimError("--where chooses the games of --save-replays; give "
                               "--save-replays DIR too")
        from riftsim.sim.match import BO3_FIELDS, ROW_FIELDS

        chosen = row_filter(args.where, ROW_FIELDS + BO3_FIELDS if args.mode == "bo3" else None)
    if args.save_replays:
        _check_replay_dir(args.save_replays)

    def report(*a, **kw) -> None:
        _match_report(args, *a, **kw)
    progress = _match_progress(args)
    return _run_match(args, lambda: simulate(
        args.deck_a, args.deck_b, args.games, agents=agents, seed=args.seed,
        workers=args.workers, backend=args.backend, engine=args.engine,
        max_turns=args.max_turns, progress=progress, until_ci=args.until_ci,
        address=args.address, mode=args.mode), progress, report,
        (lambda res: _save_replays(res, args.save_replays, chosen))
        if args.save_replays else None)


def _match_done(args, res, report, replays=None) -> int:
    """After a whole run of `match` (every mode): write the rows (--out), the replays
    (`replays()`, --save-replays), then print the report. Neither a Ctrl-C nor an error
    while writing loses the games: the report is printed all the same. A Ctrl-C while
    writing the rows writes them whole (a second Ctrl-C exits at once) and stops the
    replays; the command then ends as interrupted, with a line on what was written, or
    with the error's line."""
    from riftsim.sim.match import Interrupted
    from riftsim.sim.output import write_result

    res.meta["format"] = args.format
    written, saved, cut, failed = False, None, None, None
    try:
        if args.out:
            try:
                write_result(res, args.out)      # atomic: the file is whole or not there
            except KeyboardInterrupt:
                _after_ctrl_c()
                cut = f"every game finished; their rows are written to {args.out}"
                write_result(res, args.out)
            written = True
        if replays is not None and cut is None:
            saved = replays()
    except Interrupted as exc:                   # in the replays: how many are written
        _after_ctrl_c()
        saved = exc.result
        cut = (f"every game finished; {saved} replay{'s' if saved != 1 else ''} written "
               f"to {args.save_replays}, not the rest")
    except (RiftsimError, OSError) as exc:
        failed = exc
    try:
        report(res, None, written, saved)
    except KeyboardInterrupt:
        raise Interrupted(res, "every game finished; the report was cut short") from None
    if failed is not None:
        raise failed
    if cut is not None:
        stop = Interrupted(res, cut)
        stop.reported = True
        raise stop
    return 0


def _after_ctrl_c() -> None:
    """On a terminal, start a new line after its ^C."""
    if sys.stderr.isatty():
        sys.stderr.write("\n")
        sys.stderr.flush()


def _end_progress(progress) -> bool:
    """End `_match_progress`'s line (None: there is none); whether a line was shown."""
    if progress is None:
        return False
    shown = progress.bar.shown
    progress.bar.close()
    return shown


def _match_stopped(args, exc, report, line_ended: bool) -> None:
    """After the first Ctrl-C during a `match` run (every mode): write the finished games'
    rows to --out (games 0..k-1 of the run, a complete file), print the report of those
    games marked as interrupted (`report(result, stopped, written)`; no replays are
    written), and add where the rows are to the one line `_interrupted` prints next. Only
    whole games count, each with its own seed: they are the first k games of the run as a
    whole would have been. `line_ended`: the progress line has been ended; else on a
    terminal the report starts on a new line, after the terminal's ^C."""
    from riftsim.sim.output import write_result

    # (a second Ctrl-C while writing or reporting exits at once: `_first_sigint` has
    # already put `_exit_now` in its place)
    if not line_ended:
        _after_ctrl_c()
    exc.reported = True
    res, stopped, written = exc.result, exc.done, False
    res.meta["format"] = args.format
    if args.out:
        try:
            write_result(res, args.out)
            written = True
            exc.done += f"; their rows are written to {args.out}"
        except (RiftsimError, OSError) as err:
            exc.done += f"; the rows could not be written ({err})"
    report(res, stopped, written)


def _match_report(args, res, stopped: str | None, written: bool, saved: int | None = None
                  ) -> None:
    """The report of a 1v1 or best-of-three run (a table, or JSON with --json). `stopped`:
    the run was interrupted, "k of n games finished" (the report covers those games and
    says so); `written`: the rows are in --out; `saved`: replays written."""
    from riftsim.sim.output import dumps

    s = res.summary()
    if args.json:
        print(dumps({"interrupted": stopped is not None, **s}, indent=1))
        return
    meta = s["meta"]
    workers = "" if meta["workers"] is None else \
        f", {meta['workers']} worker{'s' if meta['workers'] != 1 else ''}"
    time_row = ("time", f"{s['seconds']:.1f}s ({s['games_per_second']} games/s, "
                        f"{meta['backend']}{workers})")
    rows = [("deck A", s["deck_a"]), ("deck B", s["deck_b"]), ("seed", str(s["seed"])),
            *_settings_rows(meta)]
    if stopped is not None:
        rows.insert(0, ("interrupted", stopped + ("; the figures below cover only those"
                                                  if s["games"] else ": nothing to report")))
    if not s["games"]:
        rows += [("games", "none finished"), time_row]
    else:
        lo, hi = s["ci95"]
        play, draw = s["on_the_play"], s["on_the_draw"]
        t = s["turns"]
        early = stopped is None and s["games"] < args.games
        rows += [
            ("games", f"{s['games']} ({s['draws']} without a winner)" + (
                f"; stopped early: the 95% interval was narrower than {args.until_ci} "
                f"after {s['games']} of {args.games} games" if early else "")),
            *_match_rows(s.get("matches")),
            ("wins A / B", f"{s['wins_a']} / {s['wins_b']}"),
            ("A game win rate" if s.get("matches") else "A win rate",
             f"{_pct(s['win_rate_a'])}  (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"
             if s["wins_a"] + s["wins_b"] else "- (no game had a winner)"),
            ("A on the play", f"{_pct(play['win_rate'])} of {play['games']} decided"),
            ("A on the draw", f"{_pct(draw['win_rate'])} of {draw['games']} decided"),
            ("turns", f"mean {t['mean']:.1f}, median {t.get('q50', float('nan')):.0f}, "
                      f"10-90% {t.get('q10', float('nan')):.0f}-"
                      f"{t.get('q90', float('nan')):.0f}"),
            ("point margin A-B", f"{s['point_margin']:+.2f}"),
            time_row,
        ]
    w = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:<{w}}  {v}")
    if written:
        print(f"{'rows':<{w}}  {_written_to(args.out)}")
    if saved is not None:
        print(f"{'replays':<{w}}  {saved} game{'s' if saved != 1 else ''} written to "
              f"{args.save_replays}")
    elif stopped is not None and args.save_replays:
        print(f"{'replays':<{w}}  none written (they are played again after the run, which "
              f"was interrupted)")


def _written_to(out: str) -> str:
    """"written to OUT", and where a CSV file's meta is."""
    from riftsim.sim.output import meta_path

    extra = f" (meta in {meta_path(out)})" if out.lower().endswith(".csv") else ""
    return f"written to {out}{extra}"


def _match_rows(m) -> list[tuple[str, str]]:
    """A best-of-three run's match lines (none for single games)."""
    if not m:
        return []
    lo, hi = m["ci95"]
    lengths = ", ".join(f"{v} in {k} games" for k, v in sorted(m["games_per_match"].items()))
    return [("matches", f"{m['matches']} best of three ({lengths}; {m['draws']} drawn)"),
            ("match wins A / B", f"{m['wins_a']} / {m['wins_b']}"),
            ("A match win rate", f"{_pct(m['win_rate_a'])}  (95% CI {100 * lo:.1f}-"
                                 f"{100 * hi:.1f}%)" if m["wins_a"] + m["wins_b"] else
             "- (no match had a winner)")]


def _check_replay_dir(folder: str) -> None:
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise RiftsimError(f"--save-replays: {folder!r} is not a directory")
    parent = os.path.dirname(os.path.abspath(folder))
    if not os.path.isdir(parent):
        raise RiftsimError(f"--save-replays: cannot create {folder!r}: directory "
                           f"{parent!r} does not exist")


def _save_replays(res, folder: str, chosen) -> int:
    """Play the chosen rows' games again (from seed, agents and seat order; the batch loop
    keeps no action lists) and write their replays; returns how many. Ctrl-C raises
    `Interrupted` holding how many were written."""
    from riftsim.replay import ReplayError, deck_from_record, record, replay_path, save
    from riftsim.sim.match import Interrupted

    meta = res.meta
    decks = [deck_from_record(meta["decks"][k], "the run") for k in "ab"]
    agents = [meta["agents"][k]["spec"] for k in "ab"]
    engine = "reference" if meta["engine"] == "reference" else "core"
    os.makedirs(folder, exist_ok=True)
    n = 0
    try:
        for row in res.rows:
            if chosen is not None and not chosen(row):
                continue
            played = decks
            if "bf_a" in row:                 # a best-of-three game: its two battlefields
                from dataclasses import replace

                played = [replace(decks[0], battlefields=(row["bf_a"],)),
                          replace(decks[1], battlefields=(row["bf_b"],))]
            rep, _ = record(played, agents, row["seed"],
                            first_player=0 if row["a_first"] else 1,
                            max_turns=meta["max_turns"], engine=engine)
            out = rep["outcome"]
            winner = {0: "a", 1: "b", None: None}[out["winner"]]
            if (winner, out["reason"], out["turns"], out["points"]) != (
                    row["winner"], row["reason"], row["turns"],
                    [row["points_a"], row["points_b"]]):
                raise ReplayError(f"game {row['game']} played again does not give its row's "
                                  f"outcome; no replay written for it")
            rep["game"] = row["game"]
            save(rep, replay_path(folder, row["game"]))
            n += 1
    except KeyboardInterrupt:
        raise Interrupted(n, f"{n} replays written") from None
    return n


def _gauntlet(args) -> int:
    from riftsim.sim.gauntlet import gauntlet, label, plot_matrix
    from riftsim.sim.output import dumps

    if args.mode in FFA_MODES:
        return _gauntlet_pods(args)
    args.engine = _engine_for(args)
    progress = _RunsProgress("pairing", args.games, not (args.json or args.no_progress))
    try:
        res = gauntlet(args.decks, args.games, seed=args.seed, agents=_one_agent(args),
                       workers=args.workers, backend=args.backend, engine=args.engine,
                       max_turns=args.max_turns, results=args.results, progress=progress,
                       address=args.address, mode=args.mode)
    finally:
        progress.close()
    if args.plot:
        plot_matrix(res, args.plot)
    if args.json:
        print(dumps({"matrix": res.matrix(), "decks": [label(d) for d in res.decks],
                     "ranking": res.ranking(), "games_per_pairing": res.games,
                     "meta": {**res.meta, "seed": res.seed, "games_per_pairing": res.games,
                              "format": args.format}},
                    indent=1, default=str))
        return 0
    labels = [label(d) for d in res.decks]
    w = max(len(x) for x in labels) + 4
    for k, v in _settings_rows(res.meta):
        print(f"{k:<8}  {v}")
    print()
    unit = "match" if args.mode == "bo3" else "game"
    print(f"row deck's {unit} win rate against each column deck:")
    print(f"{'':<{w}}  " + " ".join(f"{'#' + str(i + 1):>7}" for i in range(len(labels))))
    for i, (a, row) in enumerate(zip(labels, res.matrix())):
        cells = " ".join(f"{'-':>7}" if v != v else f"{100 * v:6.1f}%" for v in row)
        print(f"{'#' + str(i + 1) + ' ' + a:<{w}}  {cells}")
    print()
    print(f"ranking ({unit} win rate vs the field, 95% CI):")
    for i, r in enumerate(res.ranking(), 1):
        lo, hi = r["ci95"]
        if r["games"]:
            print(f"{i:>3}. {r['deck']:<{w}}  {100 * r['win_rate']:5.1f}%  "
                  f"[{100 * lo:.1f}, {100 * hi:.1f}]  ({r['wins']}/{r['games']})")
        else:
            print(f"{i:>3}. {r['deck']:<{w}}      -   (no decided {unit})")
    if args.plot:
        print(f"heatmap written to {args.plot}")
    if args.results:
        replayed = res.meta.get("replayed_pairings")
        if replayed:
            print(f"played again (the results file's games were made from other decks or "
                  f"another riftsim version): {', '.join(replayed)}")
        print(f"results saved in {args.results} (rerun to resume)")
    return 0


def _seating_line(res, n: int, tables: str) -> str:
    """How a pod gauntlet seats its games (riftsim.sim.pod_gauntlet.pod_seat_order), and
    what --games covers of a full cycle."""
    seating = res.meta["seating"]
    cycle, orders = seating["cycle"], seating["orders"]
    line = (f"game i: rotation i mod {n} (seat 0 goes first) of the {tables}'s cyclic order "
            f"(i // {n}) mod {orders} (who follows whom); a full cycle is {cycle} games")
    if res.games % cycle == 0:
        return line + f", --games {res.games} plays {res.games // cycle}"
    if res.games % n:
        return line + (f" (--games a multiple of {n} gives every deck each seat equally "
                       f"often, of {cycle} every seating too)")
    return line + f" (--games a multiple of {cycle} plays every seating equally often)"


def _gauntlet_pods(args) -> int:
    """`gauntlet --mode ffa3/ffa4/2v2`: every pod of three or four decks (2v2: every two
    teams), through every seating (riftsim.sim.pod_gauntlet); a
    leaderboard of the decks (2v2: of the teams, then the decks) and a line per pod."""
    from riftsim.modes import get_mode
    from riftsim.sim.output import dumps
    from riftsim.sim.pod_gauntlet import plot_pods, pod_gauntlet

    args.engine = _engine_for(args)
    rules = get_mode(args.mode)
    agent = _one_agent(args)[0]
    tables = "table" if rules.teams else "pod"
    bar, show = None, not (args.json or args.no_progress)

    def progress(done, total, pods_done, pods) -> None:
        nonlocal bar, show
        from riftsim.sim.progress import ProgressBar

        if show and bar is None:
            bar = ProgressBar.for_terminal(total)
            show = bar is not None               # not on a terminal: no line
        if bar is not None:
            bar.update(done, prefix=f"{tables}s {pods_done}/{pods}  ", force=done == total)

    try:
        res = pod_gauntlet(args.decks, args.games, mode=args.mode, seed=args.seed,
                           agent=agent, workers=args.workers or 1, backend=args.backend,
                           engine=args.engine, max_turns=args.max_turns,
                           results=args.results, progress=progress)
    finally:
        if bar is not None:
            bar.close()
    res.meta["format"] = args.format
    if args.plot:
        plot_pods(res, args.plot)
    s = res.summary()
    if args.json:
        print(dumps(s, indent=1))
        return 0
    meta = s["meta"]
    n = rules.players
    rows = [("engine", "reference"), ("agents", f"{meta['agents'][0]} (every seat)"),
            ("turn cap", f"{meta['max_turns']} turns (riftsim {meta['riftsim']})"),
            ("mode", rules.describe()),
            ("games", f"{res.games} per {tables}, {len(res.order)} {tables}s, seed "
                      f"{res.seed} (each {tables}'s seed derived from it and its decks)"),
            ("seats", _seating_line(res, n, tables))]
    for k, v in rows:
        print(f"{k:<8}  {v}")
    even = f"{100 * res.even_share:.1f}%"

    def board(title, entries) -> None:
        print()
        print(title)
        w = max(len(r["name"]) for r in entries)
        for i, r in enumerate(entries, 1):
            lo, hi = r["ci95"]
            print(f"{i:>3}. {r['name']:<{w}}  {_pct(r['win_rate']):>6}  [{100 * lo:.1f}, "
                  f"{100 * hi:.1f}]  ({r['wins']}/{r['games']} games, {r['pods']} "
                  f"{tables}{'s' if r['pods'] != 1 else ''})  mean points "
                  f"{r['mean_points']:.2f}")
    if rules.teams:
        board(f"teams (win rate over all their tables, 95% CI; {even} is an even share):",
              s["teams"])
        board("decks (their teams' win rate):", s["leaderboard"])
    else:
        board(f"leaderboard (win rate over all its pods, 95% CI; {even} is an even share "
              f"of {n} seats):", s["leaderboard"])
    print()
    print(f"{tables}s (each entrant's wins and win rate):")
    for p in s["pods"]:
        cells = ", ".join(f"{e['name']} {e['wins']} ({_pct(e['win_rate'])})"
                          for e in p["entrants"])
        print(f"  {p['pod']}:  {cells}; {p['without_winner']} without a winner, mean "
              f"{p['mean_turns']:.1f} turns")
    for e in s.get("excluded_teams", ()):
        why = "; ".join(f"{q['message']} [{q['rule']}]" for q in e["problems"])
        print(f"  not a team: {e['team']} ({why})")
    print(f"time {meta['seconds']:.1f}s ({meta['workers']} worker"
          f"{'s' if meta['workers'] != 1 else ''})")
    if args.plot:
        print(f"chart written to {args.plot}")
    if args.results:
        replayed = meta.get("replayed_pods")
        if replayed:
            print(f"played again (the results file's games were made from other decks or "
                  f"another riftsim version): {', '.join(replayed)}")
        print(f"results saved in {args.results} (rerun to resume)")
    return 0


def _compare(args) -> int:
    from riftsim.sim.gauntlet import compare
    from riftsim.sim.output import dumps

    progress = _RunsProgress("run", args.games, not (args.json or args.no_progress))
    try:
        r = compare(args.old, args.new, args.field, args.games, seed=args.seed,
                    agents=_one_agent(args), workers=args.workers, backend=args.backend,
                    engine=args.engine, max_turns=args.max_turns, address=args.address,
                    progress=progress)
    finally:
        progress.close()
    r["meta"]["format"] = args.format
    if args.json:
        print(dumps(r, indent=1))
        return 0
    old, new = r["decks"]["old"], r["decks"]["new"]
    if old == new:
        old, new = "old", "new"

    def interval(ci) -> str:
        if ci is None:
            return "no interval: it needs 2 or more games"
        return f"95% CI {100 * ci[0]:+.1f} to {100 * ci[1]:+.1f}"

    for k, v in _settings_rows(r["meta"]):
        print(f"{k:<8}  {v}")
    print(f"{new} minus {old}, win rate: {100 * r['diff']:+.1f} percentage points "
          f"({interval(r['ci95'])}) over {r['games']} paired games")
    w = max(len(o) for o in r["per_opponent"]) + 3
    for opp, v in r["per_opponent"].items():
        print(f"  vs {opp + ':':<{w}} {old} {_pct(v['old'])}, {new} {_pct(v['new'])}: "
              f"{100 * v['diff']:+.1f} percentage points ({interval(v['ci95'])}, "
              f"{v['games']} game{'s' if v['games'] != 1 else ''})")
    return 0


AGENTS_TEXT = """\
An agent is named NAME[:key=value,...] wherever a command takes one (--agent, --agent-a,
--agent-b), e.g. search:playouts=64,rollout=greedy; omitted parameters keep their defaults,
and results record every parameter.

Python agents: an import reference to a class, package.module.Class (the current folder is
searched too) or path/to/file.py#Class. Its instances have act(observation, legal_actions)
returning one of the legal actions (sorted ints, riftsim.actions.decode unpacks them), and
may have reset(seed), called before each game with the seed of the agent's own stream; the
spec's parameters go to the constructor as keyword arguments. Python agents need the game
driven from Python: with --engine core the core is then driven one decision at a time
(core-python, as the result says).

Compiled policies: an import reference to a numba @cfunc with the signature of
riftsim.policy.SIGNATURE; it runs inside the core's batch loop without Python, like the
built-in agents (see the riftsim.policy docstring)."""


def _ladder(args) -> int:
    from riftsim.sim.ladder import DEFAULT_AGENTS, ladder
    from riftsim.sim.progress import ProgressBar

    agents = [a.strip() for a in (args.agents or ",".join(DEFAULT_AGENTS)).split(",")
              if a.strip()]
    if args.games < 1:
        raise RiftsimError(f"--games must be at least 1, got {args.games}")
    if args.workers is not None and args.workers < 1:
        raise RiftsimError(f"--workers must be at least 1, got {args.workers}")
    bar = None

    def progress(done, total):
        nonlocal bar
        if bar is None:
            bar = ProgressBar.for_terminal(total * args.games, enabled=not args.json)
        if bar is not None:
            bar.update(done * args.games)

    res = ladder(agents, args.games, decks=args.decks, seed=args.seed, workers=args.workers,
                 max_turns=args.max_turns, progress=progress)
    if bar is not None:
        bar.close()
    if args.json:
        print(json.dumps(res.to_dict(), indent=1))
    else:
        print(res.format())
    return 0


def _agents(args) -> int:
    from riftsim.agents import BUILTIN, DEFAULT_AGENT, parse_agent

    if args.ladder:
        return _ladder(args)

    rows = [{"name": b.name, "help": b.help, "default": b.name == DEFAULT_AGENT,
             "spec": str(parse_agent(b.name)),
             "params": [{"name": p.name, "type": p.type.__name__, "default": p.default,
                         "help": p.help, "choices": list(p.choices)} for p in b.params]}
            for b in BUILTIN.values()]
    if args.json:
        print(json.dumps({"default": DEFAULT_AGENT, "builtin": rows,
                          "python": " ".join(AGENTS_TEXT.split("\n\n")[1].split()),
                          "policy": " ".join(AGENTS_TEXT.split("\n\n")[2].split())},
                         indent=1))
        return 0
    import textwrap

    print("built-in agents (they run inside the compiled core):")
    for r in rows:
        print()
        head = f"  {r['name']}{' (default)' if r['default'] else ''}"
        print(head)
        for line in textwrap.wrap(r["help"], 84):
            print(f"      {line}")
        for p in r["params"]:
            choices = f", one of {', '.join(p['choices'])}" if p["choices"] else ""
            print(f"      {p['name'] + ':':<18}{p['type']}, default {p['default']}{choices}")
            for line in textwrap.wrap(p["help"], 84 - 18):
                print(f"      {'':<18}{line}")
    print()
    print(AGENTS_TEXT)
    return 0


def _bench(args) -> int:
    from riftsim import bench

    engines = args.engine or ["reference", "core"]
    decks = args.decks or args.deck
    if decks is not None and len(decks) != 2:
        raise RiftsimError("give two decks: --decks A B (or none for seeded random decks "
                           "of cards the core runs)")
    if args.games < 1 or args.core_games < 1 or args.agent_games < 1 or args.scaling_games < 1:
        raise RiftsimError("--games, --core-games, --agent-games and --scaling-games must be "
                           "at least 1")
    if args.search_games < 0:
        raise RiftsimError(f"--search-games must not be negative, got {args.search_games}")
    if args.profile_out and not args.profile:
        raise RiftsimError("--out goes with --profile")
    if args.profile_agent and not args.profile:
        raise RiftsimError("--profile-agent goes with --profile")
    if args.instructions and not args.profile:
        import shutil

        if shutil.which("valgrind") is None:     # (checked before any figure is measured)
            raise RiftsimError("--instructions needs valgrind on PATH (callgrind counts the "
                               "instructions; e.g. apt-get install valgrind)")
        if "core" not in (args.engine or ["core"]):
            raise RiftsimError("--instructions measures the compiled core: not with "
                               "--engine reference alone")
    if args.profile:
        return _bench_profile(args, bench, decks)
    if "core" in engines:
        try:
            import riftsim._core.engine  # noqa: F401
        except ImportError:
            raise RiftsimError("the compiled core is not built (python setup.py build_ext "
                               "--inplace), or pass --engine reference") from None
    elif decks is None:
        decks = list(bench.DEFAULT_DECKS)
    from riftsim.core import UnsupportedCardError

    try:
        rep = bench.run(decks, args.games, args.seed, args.core_games, tuple(engines),
                        args.scaling, args.scaling_games, args.agent_games,
                        args.search_games, args.rr_games, args.rr_reference_games,
                        args.mode_games, args.instructions)
    except UnsupportedCardError as exc:
        raise RiftsimError(f"{str(exc).split('; use ')[0]}; `riftsim bench --engine "
                           f"reference` measures the reference engine only") from None
    except bench.ProfilerError as exc:
        raise RiftsimError(f"--instructions: {exc}") from None
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(bench.format_report(rep))
    return 0


def _bench_profile(args, bench, decks) -> int:
    if args.engine and "core" not in args.engine:
        raise RiftsimError("--profile profiles the compiled core's play_games")
    try:
        import riftsim._core.engine  # noqa: F401
    except ImportError:
        raise RiftsimError("the compiled core is not built (python setup.py build_ext "
                           "--inplace)") from None
    if args.profile_out:
        _check_path(args.profile_out, "--out", None)
    from riftsim.core import UnsupportedCardError

    try:
        rep = bench.profile(args.profile_games, args.seed, decks, args.profile_out,
                            agent=args.profile_agent or "random")
    except UnsupportedCardError as exc:
        raise RiftsimError(str(exc).split("; use ")[0]) from None
    except bench.ProfilerError as exc:
        raise RiftsimError(str(exc)) from None
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(bench.format_profile(rep))
    return 0


def _parity(args) -> int:
    from riftsim.parity import DEFAULT_FIXTURES_DIR, run_cli_parity

    if args.games < 1:
        raise RiftsimError(f"--games must be at least 1, got {args.games}")
    tty = sys.stderr.isatty() and not args.json

    def progress(done, total, rep) -> None:
        if tty:
            sys.stderr.write(f"\rparity: {done}/{total} games, {rep.steps} steps, "
                             f"{len(rep.divergences)} divergences   ")
            sys.stderr.flush()

    rep = run_cli_parity(args.games, args.seed, args.engines, args.max_turns,
                         args.fixtures or DEFAULT_FIXTURES_DIR, progress=progress,
                         focus=args.focus, workers=args.workers, mode=args.mode)
    if tty:
        sys.stderr.write("\n")
    if args.json:
        print(json.dumps(rep.to_dict(), indent=1))
    else:
        print(rep.format())
    return 1 if rep.divergences else 0


def _fuzz(args) -> int:
    from riftsim.fuzz import DEFAULT_FUZZ_FIXTURES_DIR, run_fuzz

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    tty = sys.stderr.isatty() and not args.json

    def progress(done, total, rep) -> None:
        if tty and (done == total or done % 10 == 0):
            sys.stderr.write(f"\rfuzz: {done}/{total} games, {rep.steps} steps, "
                             f"{len(rep.failures)} failing   ")
            sys.stderr.flush()

    rep = run_fuzz(args.games, args.seed, engine=args.engine, agents=agents,
                   max_turns=args.max_turns, fixtures_dir=args.fixtures or
                   DEFAULT_FUZZ_FIXTURES_DIR, workers=args.workers, progress=progress,
                   mode=args.mode)
    if tty:
        sys.stderr.write("\n")
    if args.json:
        print(json.dumps(rep.to_dict(), indent=1))
    else:
        print(rep.format())
    if rep.interrupted:
        return 130
    return 1 if rep.failures else 0


def _cards(args) -> int:
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    cards = [c for c in pool.cards if not c.id.startswith("token-")] if not args.tokens else \
        list(pool.cards)
    if args.coverage:
        return _coverage(pool, cards, args.json)
    from riftsim.cards.facts import load_facts

    facts = load_facts()

    def shown_name(c) -> str:
        """Legends as deck lists write them: the champion and the title."""
        f = facts.get(c.id)
        return f.deck_name if f is not None else c.name

    def names(c) -> list[str]:
        f = facts.get(c.id)
        return [c.name, shown_name(c), *(f.aliases if f is not None else ())]

    def choose(option: str, value: str | None, valid) -> str | None:
        if value is None:
            return None
        valid = sorted(valid)
        if value.lower() not in valid:
            raise RiftsimError(f"{option} {value}: not one of {', '.join(valid)}")
        return value.lower()

    sets = {c.id.split("-")[0] for c in cards}
    want_set = choose("--set", args.set, sets)
    want_type = choose("--type", args.type, {c.type for c in cards})
    want_domain = choose("--domain", args.domain, {d for c in cards for d in c.domains})
    sel = []
    for c in cards:
        if want_set and c.id.split("-")[0] != want_set:
            continue
        if want_type and c.type != want_type:
            continue
        if want_domain and want_domain not in c.domains:
            continue
        if args.name and not any(args.name.lower() in n.lower() for n in names(c)):
            continue
        if args.implemented and not c.implemented:
            continue
        if args.missing and c.implemented:
            continue
        if args.core and not _core_runs(c):
            continue
        sel.append(c)
    if args.json:
        from riftsim.cards.facts import load_facts

        facts = load_facts()

        def row(c) -> dict:
            out = {"id": c.id, "name": shown_name(c), "type": c.type,
                   "domains": list(c.domains), "energy": c.energy, "power": c.power,
                   "might": c.might, "tags": list(c.tags), "keywords": c.keywords,
                   "implemented": c.implemented, "core": _core_runs(c)}
            if c.might_bonus is not None:
                out["might_bonus"] = c.might_bonus          # an Equipment's (137)
            notes = facts.by_id(c.id).data_notes
            if notes:
                out["data_notes"] = [dict(n) for n in notes]   # the sources' gaps, decided
            return out
        print(json.dumps([row(c) for c in sel], indent=1))
        return 0
    for c in sel:
        mark = ("*" if _core_runs(c) else "+") if c.implemented else " "
        cost = f"{c.energy}E{'+' + str(c.power) + 'P' if c.power else ''}" \
            if c.type in ("unit", "spell", "gear") else ""     # legends, battlefields, runes
        might = f" {c.might}M" if c.type == "unit" else ""
        print(f"{mark} {c.id:<16} {shown_name(c):<40} {c.type:<11} {cost:<7}{might}".rstrip())
    print(f"{len(sel)} cards ({sum(c.implemented for c in sel)} implemented, marked + or *; "
          f"{sum(map(_core_runs, sel))} run on the compiled core, marked *)")
    return 0


def _deck_check(args) -> int:
    """One line per deck: OK (and why a built-in deck plays though it breaks a rule) or its
    problems; exit status 1 when a deck is not legal in the format."""
    from riftsim.cards.pool import get_pool
    from riftsim.decks.errors import DeckError
    from riftsim.decks.legality import legality, one_line
    from riftsim.game import _resolve_deck

    pool = get_pool()
    bad = 0
    rows = []
    for spec in args.decks:
        try:
            deck = _resolve_deck(spec)
        except DeckError as exc:
            raise DeckError(one_line(str(exc))) from None
        L = legality(deck, args.format)
        undefined = sorted({pool.by_id(c).name for c in (deck.legend, deck.champion,
                                                          *deck.main, *deck.battlefields)
                            if not pool.by_id(c).implemented})
        bad += not L.ok
        rows.append({"deck": spec, "legal": L.ok, "format": args.format,
                     "problems": [{"rule": v.rule, "card": v.card, "message": v.message}
                                  for v in L.problems],
                     "waived": [{"rule": v.rule, "card": v.card, "message": v.message}
                                for v in L.waived],
                     "note": L.note or None, "undefined_cards": undefined})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 1 if bad else 0
    for r in rows:
        if r["legal"]:
            text = "OK"
            if r["note"]:
                text += f" ({r['note']}; as a constructed deck: " + "; ".join(
                    f"{w['message']} [{w['rule']}]" for w in r["waived"]) + ")"
        else:
            text = "; ".join(f"{p['message']} [{p['rule']}]" for p in r["problems"])
        if r["undefined_cards"]:
            text += (f"; riftsim cannot play it yet (no definition for "
                     f"{', '.join(r['undefined_cards'])})")
        print(f"{short_label(r['deck'])}: {text}")
    return 1 if bad else 0


def _deck_show(args) -> int:
    from riftsim.bench import deck_info
    from riftsim.decks.errors import DeckError
    from riftsim.decks.legality import one_line
    from riftsim.game import _resolve_deck

    try:
        deck = _resolve_deck(args.deck)
    except DeckError as exc:
        raise DeckError(one_line(str(exc))) from None
    if args.as_ == "text":
        print(deck.to_text().rstrip("\n"))
    elif args.as_ == "code":
        print(deck.to_code())
    else:
        info = deck_info(deck)
        info["sideboard"] = list(deck.sideboard)
        info["label"] = short_label(args.deck)
        print(json.dumps(info, indent=1))
    return 0


def short_label(spec) -> str:
    from riftsim.decks.legality import deck_label

    return deck_label(spec)


def _core_runs(card) -> bool:
    """Does the compiled core run this card (False when the core is not built)?"""
    try:
        from riftsim.core import supports
    except ImportError:                     # pragma: no cover - core not built
        return False
    return card.implemented and supports(card)


def _core_gaps(pool, ids) -> dict:
    """{card name: why the compiled core does not run it} for the implemented cards `ids`."""
    from riftsim.core import unsupported_reason

    out = {}
    for i in ids:
        info = pool.by_id(i)
        why = unsupported_reason(info) if info.implemented else None
        if why is not None and info.type != "rune":
            out[info.name] = why
    return dict(sorted(out.items()))


def _coverage(pool, cards, as_json: bool) -> int:
    from riftsim.decks import get_precon, get_tournament_deck, precon_ids, tournament_ids

    table: dict = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    core = defaultdict(int)
    for c in cards:
        s = c.id.split("-")[0].upper()
        for key in (c.type, "all"):
            table[s][key][1] += 1
            table[s][key][0] += int(c.implemented)
        core[s] += int(_core_runs(c))
    def deck_coverage(d) -> dict:
        ids = {d.legend, d.champion, *d.main, *d.battlefields}
        missing = sorted({pool.by_id(i).name for i in ids if not pool.by_id(i).implemented})
        return {"cards": len(ids), "implemented": len(ids) - len(missing),
                "missing": missing, "core_missing": _core_gaps(pool, ids)}
    precon = {pid: deck_coverage(get_precon(pid)) for pid in precon_ids()}
    tournament = {tid: deck_coverage(get_tournament_deck(tid)) for tid in tournament_ids()}
    if as_json:
        print(json.dumps({"sets": {s: {**{t: {"implemented": v[0], "total": v[1]}
                                          for t, v in types.items()}, "core": core[s]}
                                   for s, types in sorted(table.items())},
                          "precons": precon, "tournament": tournament}, indent=1))
        return 0
    types = ["unit", "spell", "gear", "legend", "battlefield", "rune"]
    print(f"{'set':<5}" + "".join(f"{t:>13}" for t in types + ["all"]) + f"{'core':>7}")
    for s in sorted(table):
        row = table[s]
        cells = []
        for t in types + ["all"]:
            done, total = row[t] if t in row else (0, 0)
            cells.append(f"{done:>6}/{total:<6}" if total else f"{'-':>13}")
        print(f"{s:<5}" + "".join(cells) + f"{core[s]:>7}")
    print("(core: implemented cards the compiled core runs)")
    print()
    for did, v in {**precon, **tournament}.items():
        status = "ready" if not v["missing"] else f"missing {len(v['missing'])}"
        gaps = v["core_missing"]
        on_core = "core: ready" if not gaps else "core lacks " + "; ".join(
            f"{n} ({why})" for n, why in gaps.items())
        if v["missing"]:
            on_core = "needs " + "; ".join(v["missing"])
        print(f"{did:<37} {v['implemented']:>3}/{v['cards']:<3} {status:<10} {on_core}")
    return 0


class _HelpFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Shows an option's default in --help unless the help text already gives it (or there
    is none to show: a flag, an option that is off unless given)."""

    def _get_help_string(self, action):
        text = action.help or ""
        if (action.default in (None, False, argparse.SUPPRESS) or "default" in text
                or isinstance(action.default, list) and not action.default):
            return text
        return super()._get_help_string(action)


class ArgumentParser(argparse.ArgumentParser):
    """Bad command-line syntax ends like every other bad input: one `riftsim: error: ...`
    line on stderr and exit status 2, without the usage block (`--help` shows it)."""

    def __init__(self, *a, **kw):
        kw.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*a, **kw)

    def error(self, message):
        import re

        # "argument --games: must be at least 1" reads better as "--games must be ..."
        message = re.sub(r"^argument (-[-\w]+): (must|expected)", r"\1 \2", message)
        self.exit(2, f"riftsim: error: {message}\n")


def _int_at_least(low: int):
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") \
                from None
        if v < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, got {v}")
        return v
    parse.__name__ = "number"
    return parse


def _seed(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        v = None
    try:
        v = int(text, 0) if v is None else v          # 0x... too
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 0 <= v < 1 << 64:
        raise argparse.ArgumentTypeError(f"must be in [0, 2**64), got {v}")
    return v


def _fraction(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not 0 < v < 1:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1 (exclusive), got {text}")
    return v


_POSITIVE = _int_at_least(1)
_SEED_HELP = "root seed, an integer in [0, 2**64)"
FORMAT_HELP = ("constructed: the Core Rules' deck construction (CR 101-103), Tournament Rules "
               "601 and the ban list (precons play as sold); unrestricted: no legality "
               "checks (cards riftsim does not define are still refused)")


def _scenario(args) -> int:
    """`riftsim scenario FILE...`: one line per fixture (PASS / FAIL / ERROR), the reasons
    under a failure, then the totals; 1 if any fixture failed or could not be read."""
    from riftsim.fixtures import ENGINES, FixtureError, expand, run_file

    engines = tuple(e.strip() for e in args.engines.split(",") if e.strip())
    bad = [e for e in engines if e not in ENGINES]
    if bad or not engines or len(set(engines)) != len(engines):
        raise RiftsimError(f"--engines: pick from {', '.join(ENGINES)} (got {args.engines!r})")
    try:
        files = expand(args.files)
    except FixtureError as exc:
        raise RiftsimError(str(exc)) from None
    if not files:
        raise RiftsimError(f"no fixture files (*.json) in {', '.join(args.files)}")
    failed = 0
    for path in files:
        r = run_file(path, engines)
        if r.ok:
            if not args.quiet:
                ran = [e for e in engines if e in r.engines]
                skip = "".join(f"; skipped on {e}: {why}" for e, why in r.skipped.items())
                print(f"PASS  {path}  ({', '.join(ran)}{skip})")
            continue
        failed += 1
        if r.error is not None:
            print(f"ERROR {path}\n      {r.error}")
            continue
        print(f"FAIL  {path}  ({r.name})")
        for e, why in r.engines.items():
            if why is not None:
                print(f"      {e}: {why}")
        if r.parity:
            print(f"      parity: {r.parity}")
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


def build_parser() -> argparse.ArgumentParser:
    import riftsim
    from riftsim.decks.legality import DEFAULT_FORMAT, FORMATS

    ap = ArgumentParser(prog="riftsim", description="Rules-exact Riftbound simulator")
    ap.add_argument("--version", action="version", version=f"riftsim {riftsim.__version__}")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def deck_format(q) -> None:
        q.add_argument("--format", default=DEFAULT_FORMAT, choices=FORMATS, help=FORMAT_HELP)

    engines = ["core", "core-python", "reference"]
    engine_help = ("core (default: the compiled core's batch loop; driven from Python for "
                   "Python agents), core-python (the core driven one decision at a time) or "
                   "reference (the pure-Python engine); the games are the same on each")
    agent_help = "NAME[:key=value,...] (riftsim agents lists them; default heuristic)"

    def seat_agents(q) -> None:
        q.add_argument("--agent", action="append", metavar="SPEC",
                       help="the agent of both seats: " + agent_help)
        q.add_argument("--agent-a", action="append", metavar="SPEC",
                       help="deck A's agent (the first deck)")
        q.add_argument("--agent-b", action="append", metavar="SPEC",
                       help="deck B's agent (the second deck)")

    def run_options(q, engine_default: str | None = "core") -> None:
        """Where and how a run plays: workers, backend, engine, turn cap."""
        q.add_argument("--workers", type=_POSITIVE, default=None,
                       help="processes (default: all cores)")
        q.add_argument("--backend", default="local",
                       help="local (process pool), serial or ray")
        q.add_argument("--address", help="Ray cluster address (with --backend ray)")
        q.add_argument("--engine", default=engine_default, choices=engines,
                       help=engine_help)
        q.add_argument("--max-turns", type=_POSITIVE, default=None,
                       help="turn cap (default 200)")

    def progress(q) -> None:
        q.add_argument("--no-progress", action="store_true",
                       help="no progress line on stderr (shown only on a terminal)")

    def log_options(q) -> None:
        q.add_argument("--log-lines", type=_POSITIVE, default=60,
                       help="turn-log lines to show (default 60)")
        q.add_argument("--full-log", action="store_true", help="show the whole turn log")
        q.add_argument("--quiet", action="store_true", help="no turn log")
        q.add_argument("--viewer", type=int, choices=[0, 1], default=0,
                       help="whose mulligan and draws the log shows by name (default 0)")

    p = sub.add_parser("play", help="play one game and print its turn log and result")
    p.add_argument("--deck", action="append",
                   help="deck: precon id, starter id, deck file or deck code (give two)")
    p.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    p.add_argument("--engine", default=None, choices=engines,
                   help="core (default) or core-python (the same here: one game is always "
                   "driven from Python) or reference")
    seat_agents(p)
    p.add_argument("--mode", choices=("1v1", "bo3", *FFA_MODES), default="1v1",
                   help="1v1: one game (a Duel, 480); bo3: one best-of-three match (481), "
                   "a line per game; ffa3 / ffa4: a free-for-all game of three / four "
                   "players (482 / 483; give --deck three / four times), a line per turn; "
                   "2v2: two teams of two (484; four --deck, the first and third a team)")
    p.add_argument("--max-turns", type=_POSITIVE, default=None,
                   help="turn cap for runaway games (default 200)")
    p.add_argument("--first", type=int, choices=[0, 1], default=None,
                   help="who goes first: 0 (the first --deck) or 1 (default: the seed "
                   "decides); `match` row i has deck A first when i is even")
    log_options(p)
    p.add_argument("--json", action="store_true", help="one JSON object with the outcome")
    p.add_argument("--save-replay", metavar="FILE",
                   help="write the game's replay (JSON: decks, seed, agents, seat order, "
                   "actions, outcome) for `riftsim replay`")
    deck_format(p)
    p.set_defaults(func=_play)

    rp = sub.add_parser("replay", help="replay a saved game (or a row of a match results "
                        "file), print its turn log and check its recorded outcome")
    rp.add_argument("file", help="a replay file (play --save-replay, match --save-replays) "
                    "or a match results file (--out .json or .csv) with --game")
    rp.add_argument("--game", type=int, default=None,
                    help="the row (game number) of a results file to replay")
    rp.add_argument("--engine", default="core", choices=engines,
                    help="core or reference (the same game on both)")
    log_options(rp)
    rp.set_defaults(func=_replay)

    m = sub.add_parser("match", help="Monte Carlo matchup: deck A vs deck B over many games")
    m.add_argument("deck_a", help="precon id, starter id, deck file or deck code")
    m.add_argument("deck_b", help="the opponent deck")
    m.add_argument("more_decks", nargs="*", metavar="DECK",
                   help="with --mode ffa3 / ffa4 / 2v2: the third (and fourth) deck (2v2: "
                   "decks 1 and 3 against decks 2 and 4)")
    m.add_argument("--games", type=_POSITIVE, default=1000,
                   help="games to play (with --mode bo3: matches)")
    m.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    m.add_argument("--mode", choices=("1v1", "bo3", *FFA_MODES), default="1v1",
                   help="1v1: single games (a Duel, rule 480); bo3: best-of-three matches "
                   "(481), a new pair of battlefields each game, the loser going first "
                   "next; ffa3 / ffa4: free-for-all games of three / four decks (482 / "
                   "483), the seats rotated each game, results "
                   "per deck and per seat; 2v2: two teams of two (484), also per team")
    seat_agents(m)
    run_options(m, None)             # core, or reference for ffa3 / ffa4 (_engine_for)
    m.add_argument("--until-ci", type=_fraction, default=None,
                   help="stop once the 95%% interval is narrower than this (e.g. 0.04; "
                   "checked every 500 games)")
    m.add_argument("--out", help="write per-game rows: results.csv (meta in "
                   "results.csv.meta.json), .json or .parquet (also of the games finished "
                   "when the run is interrupted)")
    m.add_argument("--save-replays", metavar="DIR",
                   help="write the replays of the games chosen by --where (default all) to "
                   "DIR/game-NNNNNN.json, played again after the run")
    m.add_argument("--where", metavar="EXPR",
                   help="with --save-replays: the games to keep, e.g. \"turns>40\" or "
                   "\"winner=='b' and a_first==true\" (fields: " + ", ".join(
                       ("game", "seed", "a_first", "winner", "reason", "turns", "points_a",
                        "points_b", "decisions")) + "; with --mode bo3 also match, "
                   "match_game, bf_a, bf_b, match_winner; comparisons with and, or, not)")
    m.add_argument("--json", action="store_true", help="print the summary as JSON")
    deck_format(m)
    progress(m)
    m.set_defaults(func=_match)

    gt = sub.add_parser("gauntlet", help="round robin over many decks: matrix and ranking "
                        "(ffa3, ffa4, 2v2: every pod or two teams, a leaderboard)")
    gt.add_argument("decks", nargs="+", help="deck specs or folders of deck files (with "
                    "--mode 2v2 also teams A+B)")
    gt.add_argument("--games", type=_POSITIVE, default=100,
                    help="games per pairing (with --mode bo3: matches; with ffa3 / ffa4 / "
                    "2v2: games per pod or table, game i at a seating of its own: every "
                    "seating once in 6 / 24 / 8 games)")
    gt.add_argument("--mode", choices=("1v1", "bo3", *FFA_MODES), default="1v1",
                    help="1v1: single games; bo3: best-of-three matches (481), the matrix "
                    "and ranking counting match wins; ffa3 / ffa4: every pod of three / four "
                    "of the decks (482 / 483), through every seating, a "
                    "leaderboard and a line per pod; 2v2 (484): teams A+B given, or every "
                    "pair of the decks that may be teammates (484.8.g-h), every two teams "
                    "without a deck in common playing; with these three --workers defaults "
                    "to 1, as in match")
    gt.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    gt.add_argument("--agent", action="append", metavar="SPEC",
                    help="the agent of every seat: " + agent_help)
    run_options(gt, None)            # core, or reference for ffa3 / ffa4 / 2v2 (_engine_for)
    gt.add_argument("--results", help="JSON results file: saved after each pairing (pod, 2v2 "
                    "table), resumable "
                    "with the same settings")
    gt.add_argument("--plot", help="write a heatmap of the matrix (ffa3 / ffa4 / 2v2: a "
                    "chart of the win rates); the extension picks the format: .png, .svg or "
                    ".pdf")
    gt.add_argument("--json", action="store_true")
    deck_format(gt)
    progress(gt)
    gt.set_defaults(func=_gauntlet)

    cp = sub.add_parser("compare", help="two versions of a deck against the same field")
    cp.add_argument("old", help="the deck as it is (precon id, starter id, deck file or code)")
    cp.add_argument("new", help="the changed deck")
    cp.add_argument("--field", nargs="+", required=True, help="opponent decks")
    cp.add_argument("--games", type=_POSITIVE, default=200, help="games per opponent")
    cp.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    cp.add_argument("--agent", action="append", metavar="SPEC",
                    help="the agent of every seat: " + agent_help)
    run_options(cp)
    cp.add_argument("--json", action="store_true")
    deck_format(cp)
    progress(cp)
    cp.set_defaults(func=_compare)

    ag = sub.add_parser("agents", help="the built-in agents and their parameters, and how to "
                        "plug in Python agents and compiled policies")
    ag.add_argument("--json", action="store_true")
    ag.add_argument("--ladder", action="store_true",
                    help="measure the agents' strength: every pair plays the precon mirrors "
                    "and cross matchups with both seat orders; win rates with 95%% intervals "
                    "and Elo")
    ag.add_argument("--agents", metavar="A,B,...",
                    help="the agents of the ladder, comma-separated (default random, greedy, "
                    "heuristic, search)")
    ag.add_argument("--games", type=_POSITIVE, default=10,
                    help="ladder games per matchup and seat order (default 10)")
    ag.add_argument("--decks", nargs="+", metavar="DECK",
                    help="the ladder's decks (default the 13 precons)")
    ag.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    ag.add_argument("--workers", type=_POSITIVE, default=None,
                    help="processes (default: all cores)")
    ag.add_argument("--max-turns", type=_POSITIVE, default=200, help="turn cap (default 200)")
    deck_format(ag)
    ag.set_defaults(func=_agents)

    b = sub.add_parser("bench", help="throughput figures measured in one run")
    b.add_argument("--engine", action="append", choices=["reference", "core"],
                   help="engines to measure (default both)")
    b.add_argument("--decks", nargs=2, metavar=("A", "B"),
                   help="two deck specs (default: seeded random decks the core runs)")
    b.add_argument("--deck", action="append", help=argparse.SUPPRESS)
    b.add_argument("--games", type=_POSITIVE, default=50,
                   help="games on the reference engine (and the core, Python-driven)")
    b.add_argument("--core-games", type=_POSITIVE, default=2000,
                   help="games in the core's batch play_games")
    b.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    b.add_argument("--scaling", action="store_true",
                   help="games/s of the default match path with 1 and 2 workers")
    b.add_argument("--scaling-games", type=_POSITIVE, default=20_000,
                   help="games of each --scaling run (default 20000)")
    b.add_argument("--agent-games", type=_POSITIVE, default=4000,
                   help="games of the default match path and of random play_games compared "
                   "with it (default 4000)")
    b.add_argument("--search-games", type=_int_at_least(0), default=3,
                   help="games of the search agent (default budget) against the heuristic "
                   "for its decisions/s (default 3; 0: skip)")
    b.add_argument("--rr-games", type=_POSITIVE, default=3900,
                   help="games of the core's play_games on the 13-precon round robin, spread "
                   "over its 78 pairings (default 3900)")
    b.add_argument("--rr-reference-games", type=_int_at_least(0), default=26,
                   help="of those, games also played on the reference engine for the "
                   "core/reference ratio on the same games (default 26; 0: skip)")
    b.add_argument("--mode-games", type=_int_at_least(0), default=2000,
                   help="games of each of FFA3, FFA4 and 2v2 on the default match path "
                   "(heuristic agents on precons; the first 20 also driven from Python for "
                   "the ratio) (default 2000; 0: skip)")
    b.add_argument("--instructions", action="store_true",
                   help="also the instructions per decision of the round robin's play_games "
                   "under valgrind's callgrind (deterministic, unlike timings), with its "
                   "target")
    b.add_argument("--profile", action="store_true",
                   help="instead of the figures: run the round robin's play_games under "
                   "valgrind's callgrind (or perf) and print where the time goes")
    b.add_argument("--profile-games", type=_POSITIVE, default=156,
                   help="games of the --profile run (default 156: 2 per pairing; with "
                   "--decks, on those decks)")
    b.add_argument("--profile-agent", choices=("random", "heuristic"), default=None,
                   help="with --profile: the built-in agent on both seats (default random: "
                   "the games bench times; heuristic: those of the default match path)")
    b.add_argument("--out", metavar="FILE", dest="profile_out",
                   help="with --profile: keep the profiler's output here (callgrind.out or "
                   "perf.data)")
    b.add_argument("--json", action="store_true")
    b.set_defaults(func=_bench)

    pa = sub.add_parser("parity", help="play random games on two engines in lockstep and "
                        "compare every step (exit 1 on a divergence)")
    pa.add_argument("--games", type=_POSITIVE, default=100, help="random games to play")
    pa.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    pa.add_argument("--engines", default="reference,core",
                    help="two engines, comma-separated (default reference,core)")
    pa.add_argument("--max-turns", type=_POSITIVE, default=50, help="turn cap per game")
    pa.add_argument("--fixtures", default=None,
                    help="folder for failing games' fixtures (default tests/parity/fixtures)")
    pa.add_argument("--workers", type=_POSITIVE, default=1,
                    help="processes playing games (same report as with 1)")
    pa.add_argument("--focus", action="append", default=[], metavar="CARD",
                    help="build the random decks around this card (repeatable): it, all "
                    "legends, runes and battlefields, and a quarter of the other cards")
    pa.add_argument("--mode", default="1v1", choices=("1v1", *FFA_MODES),
                    help="mode of play, a random deck per seat (default 1v1)")
    pa.add_argument("--json", action="store_true", help="print the report as JSON")
    pa.set_defaults(func=_parity)

    fz = sub.add_parser("fuzz", help="play random legal decks with random and heuristic "
                        "agents, checking invariants at every step (exit 1 on a failure)")
    fz.add_argument("--games", type=_POSITIVE, default=1000, help="games to play")
    fz.add_argument("--seed", type=_seed, default=1, help=_SEED_HELP)
    fz.add_argument("--engine", choices=("core", "reference"), default="core",
                    help="engine to soak (default core)")
    fz.add_argument("--agents", default="random,heuristic",
                    help="built-in agents, comma-separated; the games cycle through every "
                    "ordered pairing (with more players: every assignment to the seats) "
                    "(default random,heuristic)")
    fz.add_argument("--max-turns", type=_POSITIVE, default=50, help="turn cap per game")
    fz.add_argument("--fixtures", default=None,
                    help="folder for failing games' fixtures (default tests/fuzz/fixtures)")
    fz.add_argument("--workers", type=_POSITIVE, default=1,
                    help="processes playing games (same report as with 1)")
    fz.add_argument("--mode", default="1v1", choices=("1v1", *FFA_MODES),
                    help="mode of play, a random legal deck per seat (default 1v1)")
    fz.add_argument("--json", action="store_true", help="print the report as JSON")
    fz.set_defaults(func=_fuzz)

    sc = sub.add_parser("scenario", help="run rules fixtures (JSON: a position, actions, the "
                        "expected state and events) on both engines; exit 1 if any fails")
    sc.add_argument("files", nargs="+", metavar="FILE",
                    help="fixture files, or folders of them (*.json)")
    sc.add_argument("--engines", default="reference,core",
                    help="engines, comma-separated (default reference,core; with two, their "
                    "events and state vectors must also match)")
    sc.add_argument("-q", "--quiet", action="store_true", help="print failures and the total")
    sc.set_defaults(func=_scenario)

    dk = sub.add_parser("deck", help="check decks' legality, show a deck as text, code or JSON")
    dsub = dk.add_subparsers(dest="deck_command", required=True, metavar="ACTION")
    dc = dsub.add_parser("check", help="one line per deck: OK or its problems (exit 1 if a "
                         "deck is not legal)")
    dc.add_argument("decks", nargs="+", metavar="DECK",
                    help="precon id, starter id, tournament id, deck file or deck code")
    deck_format(dc)
    dc.add_argument("--json", action="store_true")
    dc.set_defaults(func=_deck_check)
    ds = dsub.add_parser("show", help="print a deck as a text list, a deck code or JSON")
    ds.add_argument("deck", metavar="DECK")
    ds.add_argument("--as", dest="as_", choices=("text", "code", "json"), default="text",
                    help="output form")
    ds.set_defaults(func=_deck_show)

    c = sub.add_parser("cards", help="list cards, or show implementation coverage")
    c.add_argument("--set", help="set code: ogn, ogs, sfd, unl, ven, ...")
    c.add_argument("--type", help="unit, spell, gear, legend, battlefield or rune")
    c.add_argument("--domain", help="fury, calm, mind, body, chaos, order or colorless")
    c.add_argument("--name", help="substring of the card name (a legend's champion too: "
                   "--name jinx finds Jinx, Loose Cannon)")
    which = c.add_mutually_exclusive_group()
    which.add_argument("--implemented", action="store_true",
                       help="only cards with a definition")
    which.add_argument("--missing", action="store_true", help="only cards without a definition")
    c.add_argument("--tokens", action="store_true", help="include tokens the data lacks")
    c.add_argument("--core", action="store_true",
                   help="only cards the compiled core runs (engine='core')")
    c.add_argument("--coverage", action="store_true",
                   help="implemented vs total per set and type, and per precon (and what "
                   "the compiled core lacks)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_cards)
    return ap


OUT_FORMATS = (".csv", ".json", ".parquet")
PLOT_FORMATS = (".png", ".svg", ".pdf")


def _check_path(path: str, option: str, exts: tuple[str, ...] | None) -> None:
    """An output path the run will write at its end, checked before the first game: its
    extension (one of `exts`), not a folder, in a folder that exists and is writable."""
    import os

    if exts is not None:
        ext = os.path.splitext(path)[1].lower()
        if ext not in exts:
            raise RiftsimError(f"{option} {path}: "
                               f"{'no file extension' if not ext else 'unknown format ' + ext}"
                               f"; use {', '.join(exts[:-1])} or {exts[-1]}")
    if os.path.isdir(path):
        raise RiftsimError(f"{option} {path} is a folder; give a file name")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise RiftsimError(f"{option} {path}: folder {os.path.dirname(path) or folder} "
                           f"does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise RiftsimError(f"{option} {path}: folder {os.path.dirname(path) or '.'} is not "
                           f"writable")
    if os.path.exists(path) and not os.access(path, os.W_OK):
        raise RiftsimError(f"{option} {path}: the file exists and is not writable")


def _check_outputs(args) -> None:
    """Every output path of the command, before any game."""
    if getattr(args, "out", None):
        _check_path(args.out, "--out", OUT_FORMATS)
        if args.out.lower().endswith(".parquet"):
            try:
                import pyarrow  # noqa: F401
            except ImportError:
                raise RiftsimError("--out .parquet needs pyarrow: pip install "
                                   "'riftsim[data]'") from None
    if getattr(args, "plot", None):
        _check_path(args.plot, "--plot", PLOT_FORMATS)
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise RiftsimError("--plot needs matplotlib: pip install 'riftsim[plot]'") \
                from None
    if getattr(args, "results", None):
        _check_path(args.results, "--results", None)


def _decks_of(args) -> list | None:
    """The decks a command will play (None for commands without decks to check)."""
    from riftsim.sim.gauntlet import deck_specs

    if args.command == "match":
        return [args.deck_a, args.deck_b, *(getattr(args, "more_decks", None) or ())]
    if args.command == "gauntlet":
        from riftsim.sim.pod_gauntlet import TEAM_SEP, gauntlet_inputs

        try:
            if args.mode in FFA_MODES:
                return gauntlet_inputs(args.decks, args.mode)[0]
            return deck_specs(args.decks)
        except RiftsimError:         # too few decks, say: a deck that does not load first
            from riftsim.decks.legality import require_legal

            given = [p for d in args.decks for p in (
                [d] if os.path.exists(d) or args.mode not in FFA_MODES else d.split(TEAM_SEP))]
            require_legal([d for d in given if d and not os.path.isdir(d)], args.format)
            raise
    if args.command == "compare":
        return [args.old, args.new, *args.field]
    if args.command == "play":
        return list(args.deck or DEFAULT_DECKS)
    if args.command == "agents" and args.ladder:
        from riftsim.decks import precon_ids

        return list(args.decks or precon_ids())
    return None


def _check_inputs(args) -> None:
    """Everything a command was given, checked before its first game: output paths, then
    every deck (loadable, every card defined, legal in --format)."""
    from riftsim.decks.legality import require_legal

    _check_outputs(args)
    decks = _decks_of(args)
    if decks is not None:
        require_legal(decks, getattr(args, "format", "constructed"))


def _error_line(exc: BaseException) -> str:
    from riftsim.decks.legality import one_line

    return f"riftsim: error: {one_line(str(exc)) or type(exc).__name__}"


def _exit_now(signum=None, frame=None) -> None:
    """A second Ctrl-C: leave at once (workers are ended by the pool or die with us), without
    leaving the temporary file of a results file being written."""
    try:
        from riftsim.sim.output import remove_partial_files

        remove_partial_files()
        import multiprocessing

        for child in multiprocessing.active_children():   # this run's pool workers
            child.kill()
        sys.stderr.write("\nriftsim: interrupted again, exiting at once\n")
        sys.stderr.flush()
    finally:
        os._exit(130)


def _first_sigint(signum, frame) -> None:
    import signal

    signal.signal(signal.SIGINT, _exit_now)
    raise KeyboardInterrupt


def _interrupted(args, exc: KeyboardInterrupt) -> int:
    """After the first Ctrl-C: one line on what was finished. `match` has already printed
    the report of its finished games and written their rows (`_match_stopped`,
    `_match_done`); stopped before its run began (checking its input), it says so, with
    --json in JSON too."""
    import signal

    try:
        signal.signal(signal.SIGINT, _exit_now)
    except ValueError:                   # not the main thread (main() called from a thread)
        pass
    done = getattr(exc, "done", "")
    if args.func is _match and getattr(exc, "result", None) is None:
        from riftsim.sim.output import dumps

        what = "matches" if args.mode == "bo3" else "games"
        done = f"before the first game: 0 of {args.games} {what} finished"
        if args.json:
            print(dumps({"interrupted": True, "mode": args.mode, "games": 0,
                         f"{what}_requested": args.games}, indent=1))
    note = f": {done}" if done else ""
    # after the terminal's ^C (`match` has ended that line before its report)
    lead = "\n" if sys.stderr.isatty() and not getattr(exc, "reported", False) else ""
    print(f"{lead}riftsim: interrupted{note}", file=sys.stderr)
    return 130


def main(argv: list[str] | None = None) -> int:
    import signal

    ap = build_parser()
    try:
        args = ap.parse_args(argv)
    except SystemExit as exc:            # bad syntax (status 2, one line), --help, --version
        return exc.code if isinstance(exc.code, int) else 0
    previous, interrupted = None, False
    try:                        # the first Ctrl-C stops the run, a second one exits at once
        previous = signal.signal(signal.SIGINT, _first_sigint)
    except ValueError:          # not the main thread
        pass
    try:
        _check_inputs(args)
        return args.func(args)
    except (RiftsimError, NotImplementedError, FileNotFoundError) as exc:
        print(_error_line(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:
        interrupted = True
        return _interrupted(args, exc)
    except BrokenPipeError:          # e.g. `riftsim cards | head`
        sys.stderr.close()
        return 0
    except OSError as exc:           # a file the user named cannot be read or written
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"riftsim: error: {where}{exc.strerror or exc}", file=sys.stderr)
        return 2
    finally:
        # From the command line (argv None) an interrupted run ends the process next: keep
        # the "exit at once" handler, so that a second Ctrl-C the interpreter sees only now
        # ends it with status 130 rather than as an uncaught KeyboardInterrupt
        if previous is not None and not (interrupted and argv is None):
            signal.signal(signal.SIGINT, previous)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
