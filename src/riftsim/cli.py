"""The `riftsim` command.

    riftsim play --deck starter-jinx --deck starter-viktor --seed 1
    riftsim cards --set OGN --type unit --implemented
    riftsim cards --coverage [--json]
    riftsim parity --games 100 --seed 1 --engines reference,core

Bad input (unknown deck or card, malformed list, unsupported engine) ends with one line
`riftsim: error: …` and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict

from riftsim.errors import RiftsimError

DEFAULT_DECKS = ("starter-jinx", "starter-viktor")


def _play(args) -> int:
    from riftsim.agents import play_game
    from riftsim.log import turn_log

    decks = args.deck or list(DEFAULT_DECKS)
    if len(decks) != 2:
        raise RiftsimError(f"1v1 needs exactly two --deck options, got {len(decks)}")
    agent_names = args.agent or ["random", "random"]
    if len(agent_names) == 1:
        agent_names = agent_names * 2
    t0 = time.perf_counter()
    game, n = play_game(decks, agent_names, args.seed, engine=args.engine,
                        max_turns=args.max_turns or 200, log_events=True)
    dt = time.perf_counter() - t0
    out = game.outcome
    if args.json:
        print(json.dumps({
            "decks": decks, "seed": args.seed, "engine": args.engine,
            "winner": out.winner, "reason": out.reason.name.lower(), "turns": out.turns,
            "points": list(out.points), "decisions": n, "seconds": round(dt, 4),
            "first_player": game.first_player,
        }))
        return 0
    if not args.quiet:
        lines = turn_log(game)
        limit = None if args.full_log else args.log_lines
        shown = lines if limit is None or len(lines) <= limit else (
            lines[:limit // 2] + [f"... ({len(lines) - limit} lines) ..."] + lines[-limit // 2:])
        print("\n".join(shown))
        print()
    names = [d if isinstance(d, str) else d.name for d in decks]
    print(f"P0 = {names[0]}, P1 = {names[1]}, P{game.first_player} went first")
    print(f"result: {out}")
    print(f"{n} decisions in {dt:.2f}s ({args.engine} engine)")
    return 0


def _progress_printer(n_games: int):
    """A one-line live progress bar on stderr (only when stderr is a terminal)."""
    if not sys.stderr.isatty():
        return None

    def show(res) -> None:
        done = res.games
        width = 28
        fill = int(width * done / n_games)
        rate = done / res.seconds if res.seconds else 0.0
        lo, hi = res.ci
        wr = f"{100 * res.win_rate:5.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]" if res.decided else "-"
        sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{n_games} games "
                         f"{rate:7.1f} g/s  A wins {wr}   ")
        sys.stderr.flush()
    return show


def _match(args) -> int:
    from riftsim.sim import simulate
    from riftsim.sim.output import write_result

    if args.games <= 0:
        raise RiftsimError(f"--games must be positive, got {args.games}")
    progress = None if (args.json or args.no_progress) else _progress_printer(args.games)
    res = simulate(args.deck_a, args.deck_b, args.games,
                   agents=(args.agent_a, args.agent_b), seed=args.seed, workers=args.workers,
                   backend=args.backend, engine=args.engine, max_turns=args.max_turns,
                   progress=progress, until_ci=args.until_ci, address=args.address)
    if progress is not None:
        sys.stderr.write("\n")
    if args.out:
        write_result(res, args.out)
    s = res.summary()
    if args.json:
        print(json.dumps(s, indent=1))
        return 0
    lo, hi = s["ci95"]
    play, draw = s["on_the_play"], s["on_the_draw"]
    t = s["turns"]
    rows = [
        ("deck A", s["deck_a"]), ("deck B", s["deck_b"]),
        ("games", f"{s['games']} ({s['draws']} without a winner)"),
        ("wins A / B", f"{s['wins_a']} / {s['wins_b']}"),
        ("A win rate", f"{100 * s['win_rate_a']:.1f}%  (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"),
        ("A on the play", f"{100 * play['win_rate']:.1f}% of {play['games']}"),
        ("A on the draw", f"{100 * draw['win_rate']:.1f}% of {draw['games']}"),
        ("turns", f"mean {t['mean']:.1f}, median {t.get('q50', float('nan')):.0f}, "
                  f"10-90% {t.get('q10', float('nan')):.0f}-{t.get('q90', float('nan')):.0f}"),
        ("point margin A-B", f"{s['point_margin']:+.2f}"),
        ("time", f"{s['seconds']:.1f}s ({s['games_per_second']} games/s, {args.engine})"),
    ]
    w = max(len(k) for k, _ in rows)
    for k, v in rows:
        print(f"{k:<{w}}  {v}")
    if args.out:
        print(f"{'rows':<{w}}  written to {args.out}")
    return 0


def _gauntlet(args) -> int:
    from riftsim.sim.gauntlet import gauntlet, label, plot_matrix

    def progress(done, total, key):
        if sys.stderr.isatty() and not args.json:
            sys.stderr.write(f"\rpairing {done}/{total}: {key.replace(chr(9), ' vs ')}      ")
            sys.stderr.flush()

    res = gauntlet(args.decks, args.games, seed=args.seed, workers=args.workers,
                   backend=args.backend, engine=args.engine, max_turns=args.max_turns,
                   results=args.results, progress=progress, address=args.address)
    if sys.stderr.isatty() and not args.json:
        sys.stderr.write("\n")
    if args.plot:
        plot_matrix(res, args.plot)
    if args.json:
        print(json.dumps({"matrix": res.matrix(), "decks": [label(d) for d in res.decks],
                          "ranking": res.ranking(), "games_per_pairing": res.games},
                         indent=1, default=str))
        return 0
    labels = [label(d) for d in res.decks]
    w = max(len(x) for x in labels) + 4
    print("row deck's win rate against each column deck:")
    print(f"{'':<{w}}  " + " ".join(f"{'#' + str(i + 1):>7}" for i in range(len(labels))))
    for i, (a, row) in enumerate(zip(labels, res.matrix())):
        cells = " ".join(f"{'-':>7}" if v != v else f"{100 * v:6.1f}%" for v in row)
        print(f"{'#' + str(i + 1) + ' ' + a:<{w}}  {cells}")
    print()
    print("ranking (win rate vs the field, 95% CI):")
    for i, r in enumerate(res.ranking(), 1):
        lo, hi = r["ci95"]
        print(f"{i:>3}. {r['deck']:<{w}}  {100 * r['win_rate']:5.1f}%  "
              f"[{100 * lo:.1f}, {100 * hi:.1f}]  ({r['wins']}/{r['games']})")
    if args.plot:
        print(f"heatmap written to {args.plot}")
    if args.results:
        print(f"results saved in {args.results} (rerun to resume)")
    return 0


def _compare(args) -> int:
    from riftsim.sim.gauntlet import compare

    r = compare(args.old, args.new, args.field, args.games, seed=args.seed,
                workers=args.workers, backend=args.backend, engine=args.engine)
    if args.json:
        print(json.dumps(r, indent=1))
        return 0
    lo, hi = r["ci95"]
    print(f"new - old win rate: {100 * r['diff']:+.1f} points "
          f"(95% CI {100 * lo:+.1f} to {100 * hi:+.1f}) over {r['games']} paired games")
    for opp, v in r["per_opponent"].items():
        print(f"  vs {opp}: old {100 * v['old']:.1f}%  new {100 * v['new']:.1f}%")
    return 0


def _bench(args) -> int:
    from riftsim import bench

    engines = args.engine or ["reference", "core"]
    decks = args.decks or args.deck
    if decks is not None and len(decks) != 2:
        raise RiftsimError("give two decks: --decks A B (or none for seeded random decks "
                           "of cards the core runs)")
    if args.games < 1 or args.core_games < 1:
        raise RiftsimError("--games and --core-games must be at least 1")
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
                        args.scaling, args.scaling_games)
    except UnsupportedCardError as exc:
        raise RiftsimError(f"{str(exc).split('; use ')[0]}; `riftsim bench --engine "
                           f"reference` measures the reference engine only") from None
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(bench.format_report(rep))
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
                         focus=args.focus, workers=args.workers)
    if tty:
        sys.stderr.write("\n")
    if args.json:
        print(json.dumps(rep.to_dict(), indent=1))
    else:
        print(rep.format())
    return 1 if rep.divergences else 0


def _cards(args) -> int:
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    cards = [c for c in pool.cards if not c.id.startswith("token-")] if not args.tokens else \
        list(pool.cards)
    if args.coverage:
        return _coverage(pool, cards, args.json)
    sel = []
    for c in cards:
        if args.set and not c.id.lower().startswith(args.set.lower() + "-"):
            continue
        if args.type and c.type != args.type.lower():
            continue
        if args.domain and args.domain.lower() not in c.domains:
            continue
        if args.name and args.name.lower() not in c.name.lower():
            continue
        if args.implemented and not c.implemented:
            continue
        if args.missing and c.implemented:
            continue
        if args.core and not _core_runs(c):
            continue
        sel.append(c)
    if args.json:
        print(json.dumps([{
            "id": c.id, "name": c.name, "type": c.type, "domains": list(c.domains),
            "energy": c.energy, "power": c.power, "might": c.might, "tags": list(c.tags),
            "keywords": c.keywords, "implemented": c.implemented,
            "core": _core_runs(c)} for c in sel], indent=1))
        return 0
    for c in sel:
        mark = ("*" if _core_runs(c) else "+") if c.implemented else " "
        cost = f"{c.energy}E{'+' + str(c.power) + 'P' if c.power else ''}"
        might = f" {c.might}M" if c.type == "unit" else ""
        print(f"{mark} {c.id:<16} {c.name:<40} {c.type:<11} {cost:<7}{might}")
    print(f"{len(sel)} cards ({sum(c.implemented for c in sel)} implemented, marked + or *; "
          f"{sum(map(_core_runs, sel))} run on the compiled core, marked *)")
    return 0


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


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="riftsim", description="Rules-exact Riftbound simulator")
    sub = ap.add_subparsers(dest="command", required=True)

    p = sub.add_parser("play", help="play one game with built-in agents and print the result")
    p.add_argument("--deck", action="append",
                   help="deck: precon id, starter id, deck file or deck code (give two)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--engine", default="reference", choices=["reference", "core"])
    p.add_argument("--agent", action="append", help="agent per player (default random)")
    p.add_argument("--max-turns", type=int, default=None, help="turn cap for runaway games")
    p.add_argument("--log-lines", type=int, default=60, help="turn-log lines to show")
    p.add_argument("--full-log", action="store_true", help="show the whole turn log")
    p.add_argument("--quiet", action="store_true", help="no turn log")
    p.add_argument("--json", action="store_true", help="one JSON object with the outcome")
    p.set_defaults(func=_play)

    m = sub.add_parser("match", help="Monte Carlo matchup: deck A vs deck B over many games")
    m.add_argument("deck_a", help="precon id, starter id, deck file or deck code")
    m.add_argument("deck_b")
    m.add_argument("--games", type=int, default=1000)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--agent-a", default="random")
    m.add_argument("--agent-b", default="random")
    m.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    m.add_argument("--backend", default="local", help="local (process pool), serial or ray")
    m.add_argument("--address", help="Ray cluster address (with --backend ray)")
    m.add_argument("--engine", default="reference", choices=["reference", "core"])
    m.add_argument("--max-turns", type=int, default=None)
    m.add_argument("--until-ci", type=float, default=None,
                   help="stop once the 95%% interval is narrower than this (e.g. 0.04)")
    m.add_argument("--out", help="write per-game rows: results.csv, .json or .parquet")
    m.add_argument("--json", action="store_true", help="print the summary as JSON")
    m.add_argument("--no-progress", action="store_true")
    m.set_defaults(func=_match)

    gt = sub.add_parser("gauntlet", help="round robin over many decks: matrix and ranking")
    gt.add_argument("decks", nargs="+", help="deck specs or folders of deck files")
    gt.add_argument("--games", type=int, default=100, help="games per pairing")
    gt.add_argument("--seed", type=int, default=1)
    gt.add_argument("--workers", type=int, default=None)
    gt.add_argument("--backend", default="local", help="local, serial or ray")
    gt.add_argument("--address", help="Ray cluster address (with --backend ray)")
    gt.add_argument("--engine", default="reference", choices=["reference", "core"])
    gt.add_argument("--max-turns", type=int, default=None)
    gt.add_argument("--results", help="JSON results file: saved after each pairing, resumable")
    gt.add_argument("--plot", help="write a heatmap image (PNG) of the matrix")
    gt.add_argument("--json", action="store_true")
    gt.set_defaults(func=_gauntlet)

    cp = sub.add_parser("compare", help="two versions of a deck against the same field")
    cp.add_argument("old")
    cp.add_argument("new")
    cp.add_argument("--field", nargs="+", required=True, help="opponent decks")
    cp.add_argument("--games", type=int, default=200, help="games per opponent")
    cp.add_argument("--seed", type=int, default=1)
    cp.add_argument("--workers", type=int, default=None)
    cp.add_argument("--backend", default="local")
    cp.add_argument("--engine", default="reference", choices=["reference", "core"])
    cp.add_argument("--json", action="store_true")
    cp.set_defaults(func=_compare)

    b = sub.add_parser("bench", help="throughput figures measured in one run")
    b.add_argument("--engine", action="append", choices=["reference", "core"],
                   help="engines to measure (default both)")
    b.add_argument("--decks", nargs=2, metavar=("A", "B"),
                   help="two deck specs (default: seeded random decks the core runs)")
    b.add_argument("--deck", action="append", help=argparse.SUPPRESS)
    b.add_argument("--games", type=int, default=50,
                   help="games on the reference engine (and the core, Python-driven)")
    b.add_argument("--core-games", type=int, default=2000,
                   help="games in the core's batch play_games")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--scaling", action="store_true", help="games/s with 1 and 2 workers")
    b.add_argument("--scaling-games", type=int, default=200)
    b.add_argument("--json", action="store_true")
    b.set_defaults(func=_bench)

    pa = sub.add_parser("parity", help="play random games on two engines in lockstep and "
                        "compare every step (exit 1 on a divergence)")
    pa.add_argument("--games", type=int, default=100)
    pa.add_argument("--seed", type=int, default=1)
    pa.add_argument("--engines", default="reference,core",
                    help="two engines, comma-separated (default reference,core)")
    pa.add_argument("--max-turns", type=int, default=50, help="turn cap per game")
    pa.add_argument("--fixtures", default=None,
                    help="folder for failing games' fixtures (default tests/parity/fixtures)")
    pa.add_argument("--workers", type=int, default=1,
                    help="processes playing games (same report as with 1)")
    pa.add_argument("--focus", action="append", default=[], metavar="CARD",
                    help="build the random decks around this card (repeatable): it, all "
                    "legends, runes and battlefields, and a quarter of the other cards")
    pa.add_argument("--json", action="store_true", help="print the report as JSON")
    pa.set_defaults(func=_parity)

    c = sub.add_parser("cards", help="list cards, or show implementation coverage")
    c.add_argument("--set")
    c.add_argument("--type")
    c.add_argument("--domain")
    c.add_argument("--name", help="substring of the card name")
    c.add_argument("--implemented", action="store_true")
    c.add_argument("--missing", action="store_true", help="only cards without a definition")
    c.add_argument("--tokens", action="store_true", help="include tokens the data lacks")
    c.add_argument("--core", action="store_true",
                   help="only cards the compiled core runs (engine='core')")
    c.add_argument("--coverage", action="store_true",
                   help="implemented vs total per set and type, and per precon (and what "
                   "the compiled core lacks)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_cards)
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    try:
        return args.func(args)
    except (RiftsimError, NotImplementedError, FileNotFoundError) as exc:
        print(f"riftsim: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("riftsim: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:          # e.g. `riftsim cards | head`
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
