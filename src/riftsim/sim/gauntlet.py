"""Round-robin gauntlets and deck-version comparisons.

A gauntlet plays every unordered pair of decks `games` times (seats alternating as in
`simulate`). Pairing `A vs B` uses the root seed derived with the pairing's key, so a
pairing's games do not depend on which other decks are in the gauntlet or on the order in
which pairings run. With a results file the gauntlet is resumable: finished pairings are
stored after each one (atomically), and a rerun skips them.
"""

from __future__ import annotations

import json
import math
import os
import zlib
from dataclasses import dataclass, field

from riftsim.errors import RiftsimError
from riftsim.rng import derive_seed
from riftsim.sim.match import simulate
from riftsim.sim.output import _atomic_write
from riftsim.sim.stats import wilson

RESULTS_VERSION = 1


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
    base = os.path.basename(spec) if os.path.sep in spec else spec
    return os.path.splitext(base)[0] if base.lower().endswith(DECK_FILES) else base


@dataclass
class GauntletResult:
    decks: list[str]
    games: int
    seed: int
    pairings: dict = field(default_factory=dict)    # "a\tb" (sorted) -> {"wins": {a: n, b: n}, "games": n, "draws": n}

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

    def to_json(self) -> dict:
        return {"version": RESULTS_VERSION, "decks": self.decks, "games": self.games,
                "seed": self.seed, "pairings": self.pairings}


def _load(path: str, decks, games: int, seed: int) -> GauntletResult:
    res = GauntletResult(list(decks), games, seed)
    if not os.path.exists(path):
        return res
    try:
        with open(path) as f:
            data = json.load(f)
    except (OSError, ValueError) as exc:
        raise RiftsimError(f"cannot resume from {path!r}: {exc}") from None
    if data.get("version") != RESULTS_VERSION or data.get("games") != games \
            or data.get("seed") != seed:
        raise RiftsimError(
            f"results file {path!r} was made with other settings (games={data.get('games')}, "
            f"seed={data.get('seed')}); use another file or the same settings")
    known = {label(d) for d in decks}
    for key, p in data.get("pairings", {}).items():
        a, b = key.split("\t")
        if a in known and b in known:
            res.pairings[key] = p
    return res


def gauntlet(decks, games: int, *, seed: int = 0, agents=("random", "random"),
             workers: int | None = None, backend: str = "local", engine: str = "reference",
             max_turns: int | None = None, results: str | None = None,
             progress=None, address: str | None = None) -> GauntletResult:
    """Play the round robin; `progress(done, total, key)` after each pairing."""
    specs = deck_specs(decks)
    if games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {games}")
    labels = [label(s) for s in specs]
    if len(set(labels)) != len(labels):
        raise RiftsimError("two decks in the gauntlet have the same name")
    res = _load(results, specs, games, seed) if results else GauntletResult(specs, games, seed)
    pairs = [(i, j) for i in range(len(specs)) for j in range(i + 1, len(specs))]
    for n, (i, j) in enumerate(pairs):
        a, b = labels[i], labels[j]
        key = "\t".join(sorted((a, b)))
        if key not in res.pairings:
            m = simulate(specs[i], specs[j], games, agents=agents,
                         seed=pairing_seed(seed, a, b), workers=workers, backend=backend,
                         engine=engine, max_turns=max_turns, address=address)
            res.pairings[key] = {"games": m.games, "draws": m.draws,
                                 "wins": {a: m.wins_a, b: m.wins_b}}
            if results:
                _atomic_write(results, lambda f: json.dump(res.to_json(), f, indent=1))
        if progress is not None:
            progress(n + 1, len(pairs), key)
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

    fig, ax = plt.subplots(figsize=(max(5.0, 1.6 + 0.9 * n), max(4.2, 1.4 + 0.8 * n)))
    data = np.ma.masked_invalid(np.array(m, dtype=float))
    cmap = plt.get_cmap("RdYlGn").with_extremes(bad="lightgray")
    im = ax.imshow(data, cmap=cmap, vmin=0.0, vmax=1.0)
    ax.set_xticks(range(n), labels, rotation=45, ha="right")
    ax.set_yticks(range(n), labels)
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


def compare(old, new, field_decks, games: int, *, seed: int = 0, **kw) -> dict:
    """Deck testing: two versions of a deck against the same field with paired seeds.

    Both versions play game i of each field pairing with the same game seed, so the
    difference of their results is measured game by game (a paired comparison): the mean of
    (new result - old result), results being 1 win / 0 loss / 0.5 draw, with a normal 95%
    interval."""
    if not field_decks:
        raise RiftsimError("compare needs at least one opponent deck in the field")
    if games <= 0:
        raise RiftsimError(f"the number of games must be positive, got {games}")
    diffs: list[float] = []
    per_opponent = {}
    for opp in field_decks:
        s = derive_seed(seed, zlib.crc32(label(opp).encode()))
        r_old = simulate(old, opp, games, seed=s, **kw)
        r_new = simulate(new, opp, games, seed=s, **kw)
        d = []
        for ro, rn in zip(r_old.rows, r_new.rows):
            vo = 1.0 if ro["winner"] == "a" else (0.5 if ro["winner"] is None else 0.0)
            vn = 1.0 if rn["winner"] == "a" else (0.5 if rn["winner"] is None else 0.0)
            d.append(vn - vo)
        diffs += d
        per_opponent[label(opp)] = {"old": r_old.win_rate, "new": r_new.win_rate,
                                    "diff": sum(d) / len(d)}
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1) if n > 1 else 0.0
    half = 1.959963984540054 * math.sqrt(var / n) if n > 1 else float("inf")
    return {"games": n, "diff": mean, "ci95": [mean - half, mean + half],
            "per_opponent": per_opponent}
