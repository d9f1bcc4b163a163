"""Round-robin gauntlets and deck-version comparisons.

A gauntlet plays every unordered pair of decks `games` times (seats alternating as in
`simulate`). Pairing `A vs B` uses the root seed derived with the pairing's key, so a
pairing's games do not depend on which other decks are in the gauntlet or on the order in
which pairings run. With a results file the gauntlet is resumable: finished pairings are
stored after each one (atomically), and a rerun skips them. The file records the settings
that shape a pairing's games (games, seed, engine, agents, turn cap) and the riftsim
version; a rerun with other settings is refused. Each pairing also records a fingerprint of
everything that determines its games (both decks' card ids, engine, agents, turn cap, the
pairing's seed, games, riftsim version): a pairing whose fingerprint differs (a deck file
edited since, another riftsim version) is played again, never reused. Pairings of decks
outside the current run stay in the file.

With ``mode="bo3"`` each pairing plays `games` best-of-three matches (481, `play_bo3`) and
the matrix and ranking count match wins; the pairing also records its game wins.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import zlib
from dataclasses import dataclass, field

from riftsim.agents import DEFAULT_AGENT
from riftsim.errors import RiftsimError
from riftsim.rng import derive_seed
from riftsim.sim.match import (
    Interrupted,
    check_agents,
    check_bo3_battlefields,
    check_decks,
    engine_used,
    run_meta,
    BO3_ENGINE_NOTE,
    MODES,
    simulate,
)
from riftsim.sim.output import _atomic_write
from riftsim.sim.stats import wilson

RESULTS_VERSION = 3          # 2: engine, agents, turn cap and riftsim version recorded;
                             # 3: a fingerprint per pairing


#: file name endings of deck lists in a gauntlet folder
DECK_FILES = (".txt", ".deck", ".json")


def pairing_seed(root: int, a: str, b: str) -> int:
    """Seed of the pairing {a, b}: independent of the other decks and of the order."""
    key = "\x00".join(sorted((a, b))).encode()
    return derive_seed(root, zlib.crc32(key))


def deck_specs(items) -> list[str]:
    """Expand folders into the deck files (*.txt, *.deck, *.json) they hold; keep other specs
    as they are."""
    out: list[str] = []
    for it in items:
        if isinstance(it, str) and os.path.isdir(it):
            files = sorted(f for f in os.listdir(it) if f.lower().endswith(DECK_FILES))
            if not files:
                raise RiftsimError(f"folder {it!r} holds no deck files (*.txt, *.deck, "
                                   f"*.json)")
            out += [os.path.join(it, f) for f in files]
        else:
            out.append(it)
    if len(set(out)) != len(out):
        raise RiftsimError("a gauntlet lists the same deck twice")
    if len(out) < 2:
        raise RiftsimError("a gauntlet needs at least two decks")
    return out


def label(spec: str) -> str:
    """A deck's name in the matrix, the ranking and results files: a file's name without
    its folder and extension, a deck code's legend and hash (`deck_label`), else the spec."""
    from riftsim.decks.legality import deck_label

    if not isinstance(spec, str):
        return deck_label(spec)
    base = os.path.basename(spec) if os.path.sep in spec else spec
    if base.lower().endswith(DECK_FILES):
        return os.path.splitext(base)[0]
    return deck_label(base)


@dataclass
class GauntletResult:
    decks: list[str]
    games: int
    seed: int
    pairings: dict = field(default_factory=dict)    # "a\tb" (sorted) -> {"wins": {a: n, b: n}, "games": n, "draws": n}
    meta: dict = field(default_factory=dict)        # riftsim version, engine, agents, turn cap
    kept: dict = field(default_factory=dict)        # pairings in the file outside this run
    stale: dict = field(default_factory=dict)       # pairings whose fingerprint changed

    def _p(self, a: str, b: str) -> dict | None:
        return self.pairings.get("\t".join(sorted((a, b))))

    def wins(self, a: str, b: str) -> tuple[int, int]:
        """(wins of a over b, decided games)."""
        p = self._p(a, b)
        if p is None:
            return (0, 0)
        return p["wins"][a], p["wins"][a] + p["wins"][b]

    def rate(self, a: str, b: str) -> float:
        k, n = self.wins(a, b)
        return k / n if n else float("nan")

    def matrix(self) -> list[list[float]]:
        labels = [label(d) for d in self.decks]
        return [[float("nan") if a == b else self.rate(a, b) for b in labels] for a in labels]

    def ranking(self) -> list[dict]:
        """Decks by overall win rate against the field (all decided games pooled)."""
        labels = [label(d) for d in self.decks]
        rows = []
        for a in labels:
            k = n = 0
            for b in labels:
                if a != b:
                    kk, nn = self.wins(a, b)
                    k, n = k + kk, n + nn
            lo, hi = wilson(k, n)
            rows.append({"deck": a, "wins": k, "games": n,
                         "win_rate": k / n if n else float("nan"), "ci95": [lo, hi]})
        rows.sort(key=lambda r: (-(r["win_rate"] if not math.isnan(r["win_rate"]) else -1),
                                 r["deck"]))
        return rows

    def settings(self) -> dict:
        """What a results file must match to be resumed: engine, agents, turn cap."""
        m = self.meta
        return {"engine": m.get("engine"),
                "agents": [m["agents"][k]["spec"] for k in ("a", "b")] if m else None,
                "max_turns": m.get("max_turns"), "mode": m.get("mode", "1v1")}

    def to_json(self) -> dict:
        return {"version": RESULTS_VERSION, "riftsim": self.meta.get("riftsim"),
                **self.settings(), "decks": self.decks, "games": self.games,
                "seed": self.seed, "pairings": {**self.kept, **self.pairings}}


def pairing_fingerprint(deck_a, deck_b, label_a: str, label_b: str, seed: int, games: int,
                        meta: dict) -> str:
    """A hash of everything that determines a pairing's games: the decks' card ids (in the
    pairing's sorted label order), engine, agents, turn cap, seed, games, riftsim version."""
    from riftsim.replay import deck_record

    decks = dict(zip((label_a, label_b), (deck_a, deck_b)))
    what = {"decks": [[k, {f: v for f, v in deck_record(decks[k]).items() if f != "name"}]
                      for k in sorted(decks)],
            "engine": meta.get("engine"), "max_turns": meta.get("max_turns"),
            "agents": [meta["agents"][k]["spec"] for k in ("a", "b")],
            "seed": seed, "games": games, "riftsim": meta.get("riftsim")}
    if meta.get("mode", "1v1") != "1v1":
        what["mode"] = meta["mode"]
    return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]


def _load(path: str, res: GauntletResult) -> GauntletResult:
    data = read_results(path, res)
    if data is None:
        return res
    known = {label(d) for d in res.decks}
    pairings = data.get("pairings", {})
    if not isinstance(pairings, dict):
        raise RiftsimError(f"cannot resume from {path!r}: its pairings are malformed")
    for key, p in pairings.items():
        a, _, b = key.partition("\t")
        if a in known and b in known:
            res.pairings[key] = p
        else:
            res.kept[key] = p
    return res


def read_results(path: str, res) -> dict | None:
    """A results file's data if it exists and was made with `res`'s settings (its `games`,
    `seed` and `settings()`: engine, agents, turn cap, mode), else an error naming what
    differs; None when there is no file yet."""
    if not os.path.exists(path):
        return None
    try:
        with open(path) as f:
            data = json.load(f)
    except (OSError, ValueError) as exc:
        raise RiftsimError(f"cannot resume from {path!r}: {exc}") from None
    if not isinstance(data, dict) or data.get("version") != RESULTS_VERSION:
        version = data.get("version") if isinstance(data, dict) else None
        raise RiftsimError(
            f"results file {path!r} is in another format (version {version}, this riftsim "
            f"writes version {RESULTS_VERSION}); use another file")
    if data.get("games") != res.games or data.get("seed") != res.seed:
        raise RiftsimError(
            f"results file {path!r} was made with other settings (games={data.get('games')}, "
            f"seed={data.get('seed')}); use another file or the same settings")
    names = {"engine": "engine", "agents": "agents", "max_turns": "turn cap", "mode": "mode"}
    was = {**data, "mode": data.get("mode", "1v1")}    # (files of single games before modes)
    differ = [f"{names[k]} {_show(was.get(k))}, not {_show(v)}"
              for k, v in res.settings().items() if was.get(k) != v]
    if differ:
        raise RiftsimError(f"results file {path!r} was made with other settings: "
                           f"{'; '.join(differ)}; use another file or the same settings")
    return data


def _show(v) -> str:
    if isinstance(v, list):
        return " / ".join(map(str, v))
    return "not recorded" if v is None else str(v)


def gauntlet(decks, games: int, *, seed: int = 0,
             agents=(DEFAULT_AGENT, DEFAULT_AGENT), workers: int | None = None,
             backend: str = "local", engine: str = "core",
             max_turns: int | None = None, results: str | None = None,
             progress=None, address: str | None = None, mode: str = "1v1") -> GauntletResult:
    """Play the round robin (`agents`: the two seats' agent specs; `engine`, `mode` and the
    rest as in `simulate`; with mode "bo3", `games` matches per pairing).

    `progress(done, total, key, match)` is called after each chunk of games of a pairing
    with its partial `MatchResult` (`done`: pairings finished before it), and after each
    pairing with `done` counting it (`match` None for a pairing the results file held)."""
    specs = deck_specs(decks)
    if games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {games}")
    labels = [label(s) for s in specs]
    if len(set(labels)) != len(labels):
        raise RiftsimError("two decks in the gauntlet have the same name")
    if mode not in MODES:
        raise RiftsimError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    seats = check_agents(agents)
    used = engine_used(engine, seats)
    if mode == "bo3" and used == "core":
        used = "core-python"                    # (simulate: the first player is chosen per game)
    resolved = check_decks(specs, used, seats)  # every deck, before the first game
    if mode == "bo3":
        check_bo3_battlefields([(f"deck {label(s)}", d) for s, d in zip(specs, resolved)])
    meta = run_meta(used, seats, max_turns, requested=engine)
    meta["mode"] = mode
    if mode == "bo3" and engine == "core":
        meta["engine_note"] = BO3_ENGINE_NOTE
    res = GauntletResult(specs, games, seed, meta=meta)
    if results:
        res = _load(results, res)
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    prints = {}
    for i, j in pairs:
        a, b = labels[i], labels[j]
        key = "\t".join(sorted((a, b)))
        prints[key] = pairing_fingerprint(resolved[i], resolved[j], a, b,
                                          pairing_seed(seed, a, b), games, meta)
        old = res.pairings.get(key)
        if old is not None and (not isinstance(old, dict)
                                or old.get("fingerprint") != prints[key]):
            res.stale[key] = res.pairings.pop(key)      # played again below
    if res.stale:
        res.meta["replayed_pairings"] = sorted(k.replace("\t", " vs ") for k in res.stale)
    for n, (i, j) in enumerate(pairs):
        a, b = labels[i], labels[j]
        key = "\t".join(sorted((a, b)))
        m = None
        if key not in res.pairings:
            step = None if progress is None else (
                lambda r, n=n, key=key: progress(n, len(pairs), key, r))
            try:
                m = simulate(specs[i], specs[j], games, agents=seats,
                             seed=pairing_seed(seed, a, b), workers=workers,
                             backend=backend, engine=engine, max_turns=max_turns,
                             address=address, progress=step, mode=mode)
            except Interrupted:
                saved = f"; they are saved in {results}" if results else ""
                raise Interrupted(res, f"{n} of {len(pairs)} pairings finished"
                                  f"{saved}") from None
            ms = m.match_summary()
            if ms is None:
                res.pairings[key] = {"games": m.games, "draws": m.draws,
                                     "wins": {a: m.wins_a, b: m.wins_b},
                                     "fingerprint": prints[key]}
            else:                              # best of three: matches count
                res.pairings[key] = {"games": ms["matches"], "draws": ms["draws"],
                                     "wins": {a: ms["wins_a"], b: ms["wins_b"]},
                                     "game_wins": {a: m.wins_a, b: m.wins_b},
                                     "fingerprint": prints[key]}
            if results:
                _atomic_write(results, lambda f: json.dump(res.to_json(), f, indent=1))
        if progress is not None:
            progress(n + 1, len(pairs), key, m)
    return res


def plot_matrix(res: GauntletResult, path: str) -> None:
    """A heatmap of the win-rate matrix with annotated cells (needs matplotlib)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RiftsimError("--plot needs matplotlib: pip install 'riftsim[plot]'") from None
    labels = [label(d) for d in res.decks]
    m = res.matrix()
    n = len(labels)
    import numpy as np

    # room for the names: the tick labels take about 0.075 inch per character at 8 points
    longest = max(len(x) for x in labels)
    font = 8 if longest <= 30 else 7
    margin = 0.075 * longest * font / 8
    fig, ax = plt.subplots(figsize=(max(5.0, 1.6 + 0.9 * n + 0.75 * margin),
                                    max(4.2, 1.4 + 0.8 * n + 0.75 * margin)))
    data = np.ma.masked_invalid(np.array(m, dtype=float))
    cmap = plt.get_cmap("RdYlGn").with_extremes(bad="lightgray")
    im = ax.imshow(data, cmap=cmap, vmin=0.0, vmax=1.0)
    ax.set_xticks(range(n), labels, rotation=45, ha="right", fontsize=font)
    ax.set_yticks(range(n), labels, fontsize=font)
    for i in range(n):
        for j in range(n):
            if i != j and not math.isnan(m[i][j]):
                k, games = res.wins(labels[i], labels[j])
                ax.text(j, i, f"{100 * m[i][j]:.0f}%\n{k}/{games}", ha="center", va="center",
                        fontsize=7)
    ax.set_title(f"win rate of row deck vs column deck\n{res.games} games per pairing",
                 fontsize=10)
    fig.colorbar(im, ax=ax, fraction=0.046, pad=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def paired_ci(diffs: list[float]) -> tuple[float, list[float] | None]:
    """The mean of paired differences and its normal 95% interval (None with fewer than two
    games: one difference says nothing about its spread)."""
    n = len(diffs)
    mean = sum(diffs) / n if n else float("nan")
    if n < 2:
        return mean, None
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    half = 1.959963984540054 * math.sqrt(var / n)
    return mean, [mean - half, mean + half]


def compare(old, new, field_decks, games: int, *, seed: int = 0,
            agents=(DEFAULT_AGENT, DEFAULT_AGENT),
            engine: str = "core", max_turns: int | None = None, progress=None, **kw) -> dict:
    """Deck testing: two versions of a deck against the same field with paired seeds.

    Both versions play game i of each field pairing with the same game seed, so the
    difference of their results is measured game by game (a paired comparison): the mean of
    (new result - old result), results being 1 win / 0 loss / 0.5 draw, with a normal 95%
    interval. `agents`, `engine`, `max_turns` and `**kw` as in `simulate`; the returned
    dict's "meta" records the version, engine, agents and turn cap. `progress(done, total,
    what, match)` is called after each chunk of games with the running match (`done`: the
    runs finished before it, of `total` = 2 per opponent), and after each run with `done`
    counting it."""
    if not field_decks:
        raise RiftsimError("compare needs at least one opponent deck in the field")
    if games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {games}")
    seats = check_agents(agents)
    used = engine_used(engine, seats)
    check_decks([old, new, *field_decks], used, seats)   # every deck, before the first game
    meta = run_meta(used, seats, max_turns, requested=engine)
    meta.update(seed=seed, games_per_opponent=games)
    kw.update(agents=seats, engine=engine, max_turns=max_turns)
    total = 2 * len(field_decks)

    def run(deck, opp, s, done, which):
        what = f"{which} vs {label(opp)}"
        step = None if progress is None else (lambda r: progress(done, total, what, r))
        try:
            r = simulate(deck, opp, games, seed=s, progress=step, **kw)
        except Interrupted:
            raise Interrupted(None, f"{done} of {total} runs finished (nothing to report "
                              f"before every run is done)") from None
        if progress is not None:
            progress(done + 1, total, what, r)
        return r

    names = (label(old), label(new)) if label(old) != label(new) else ("old", "new")
    diffs: list[float] = []
    per_opponent = {}
    for k, opp in enumerate(field_decks):
        s = derive_seed(seed, zlib.crc32(label(opp).encode()))
        r_old = run(old, opp, s, 2 * k, names[0])
        r_new = run(new, opp, s, 2 * k + 1, names[1])
        d = []
        for ro, rn in zip(r_old.rows, r_new.rows):
            vo = 1.0 if ro["winner"] == "a" else (0.5 if ro["winner"] is None else 0.0)
            vn = 1.0 if rn["winner"] == "a" else (0.5 if rn["winner"] is None else 0.0)
            d.append(vn - vo)
        diffs += d
        mean, ci = paired_ci(d)
        per_opponent[label(opp)] = {"old": r_old.win_rate, "new": r_new.win_rate,
                                    "diff": mean, "ci95": ci, "games": len(d)}
    mean, ci = paired_ci(diffs)
    return {"games": len(diffs), "diff": mean, "ci95": ci,
            "decks": {"old": label(old), "new": label(new)},
            "per_opponent": per_opponent, "meta": meta}
