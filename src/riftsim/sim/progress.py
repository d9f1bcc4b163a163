"""A live progress line for long runs: games done of the total, games/s, time left, and the
running win rate of one deck with its Wilson 95% interval.

The commands show it on stderr only when stderr is a terminal (`ProgressBar.for_terminal`),
never with ``--json`` or ``--no-progress``; the line is redrawn in place and ended with a
newline by `close()`.
"""

from __future__ import annotations

import sys
import time

from riftsim.sim.stats import wilson

BAR_WIDTH = 24


def _duration(seconds: float) -> str:
    if seconds != seconds or seconds == float("inf"):
        return "?"
    s = int(round(seconds))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s // 60 % 60:02d}m"


def progress_line(done: int, total: int, elapsed: float, played: int | None = None,
                  wins: int | None = None, decided: int | None = None, who: str = "A",
                  prefix: str = "") -> str:
    """The text of one progress line. `played`: games played in this run (default `done`;
    less when some were loaded from a results file), for the rate and the time left;
    `wins` of `decided` games: `who`'s running win rate and its 95% interval."""
    played = done if played is None else played
    fill = int(BAR_WIDTH * done / total) if total else BAR_WIDTH
    rate = played / elapsed if elapsed > 0 else 0.0
    left = (total - done) / rate if rate > 0 else float("nan")
    text = (f"{prefix}[{'#' * fill}{'.' * (BAR_WIDTH - fill)}] {done}/{total} games  "
            f"{rate:,.0f} games/s  ETA {_duration(left) if done < total else '0s'}")
    if decided:
        lo, hi = wilson(wins, decided)
        text += f"  {who} {100 * wins / decided:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
    return text


class ProgressBar:
    """A progress line redrawn in place on `stream` (at most every `interval` seconds unless
    forced)."""

    def __init__(self, total: int, stream=None, interval: float = 0.1):
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.interval = interval
        self.t0 = time.perf_counter()
        self._last = float("-inf")
        self._shown = False

    @classmethod
    def for_terminal(cls, total: int, enabled: bool = True) -> "ProgressBar | None":
        """A bar on stderr when it is a terminal and `enabled`, else None."""
        if not enabled or not sys.stderr.isatty():
            return None
        return cls(total)

    def update(self, done: int, *, played: int | None = None, wins: int | None = None,
               decided: int | None = None, who: str = "A", prefix: str = "",
               force: bool = False) -> None:
        now = time.perf_counter()
        if not force and done < self.total and now - self._last < self.interval:
            return
        self._last = now
        line = progress_line(done, self.total, now - self.t0, played, wins, decided, who,
                             prefix)
        self.stream.write("\r" + line + "\x1b[K")
        self.stream.flush()
        self._shown = True

    @property
    def shown(self) -> bool:
        """Has the line been drawn (and so needs `close` to end it)?"""
        return self._shown

    def close(self) -> None:
        if self._shown:
            self.stream.write("\n")
            self.stream.flush()
