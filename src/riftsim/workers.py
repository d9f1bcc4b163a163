"""Forked worker processes that survive a crash of the compiled core.

`multiprocessing.Pool` waits forever for the results of a worker that died (a segmentation
fault in compiled code, the kernel's out-of-memory killer), so one crashing game would hang a
long soak or parity run and lose what it had played. :func:`ordered_chunks` runs the chunks
on its own forked workers, watches each worker's process as well as its pipe, and when a
worker dies it reports that chunk as :class:`WorkerLost` (which chunk, how the process ended),
starts a new worker and goes on. :func:`run_isolated` plays one job in a process of its own, so
a caller can replay a lost chunk job by job to name the one that crashes.

Workers are forked (Linux): they start at once with the parent's modules, card pool and core
tables loaded, and read the parent's globals as they were at the fork. Workers ignore Ctrl-C;
the parent stops them all at once when it is interrupted or stops reading.
"""

from __future__ import annotations

import multiprocessing as mp
import signal
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any, Callable, Iterator, Sequence

__all__ = ["WorkerLost", "can_fork", "describe_exit", "ordered_chunks", "run_isolated"]


def can_fork() -> bool:
    return "fork" in mp.get_all_start_methods()


def describe_exit(exitcode: int | None) -> str:
    """How a process ended, in words: 'killed by SIGSEGV', 'exit status 3'."""
    if exitcode is None:
        return "still running"
    if exitcode < 0:
        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exit status {exitcode}"


@dataclass
class WorkerLost:
    """The result of a chunk whose worker process died before returning it."""
    chunk: Any
    exitcode: int | None

    @property
    def how(self) -> str:
        return describe_exit(self.exitcode)


class _Raised:
    """An exception raised by the job in a worker, re-raised in the parent."""

    def __init__(self, exc: BaseException):
        self.exc = exc


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _worker_loop(conn, func: Callable) -> None:
    _ignore_sigint()
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        k, chunk = job
        try:
            out = func(chunk)
        except Exception as exc:                          # noqa: BLE001 - sent to the parent
            out = _Raised(exc)
        try:
            conn.send((k, out))
        except Exception as exc:                          # noqa: BLE001 - unpicklable result
            conn.send((k, _Raised(RuntimeError(f"a worker's result could not be sent: {exc}"))))


class _Worker:
    def __init__(self, ctx, func: Callable):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_loop, args=(child, func), daemon=True)
        self.proc.start()
        child.close()
        self.job: tuple[int, Any] | None = None

    def give(self, k: int, chunk) -> None:
        self.job = (k, chunk)
        self.conn.send(self.job)

    def stop(self) -> None:
        if self.proc.is_alive():
            self.proc.terminate()
        self.proc.join(5)
        self.conn.close()


def ordered_chunks(func: Callable, chunks: Sequence, workers: int) -> Iterator[tuple[Any, Any]]:
    """Yield ``(chunk, func(chunk))`` for every chunk, in the order of `chunks`, computed in
    `workers` forked processes. A chunk whose worker died yields ``(chunk, WorkerLost)``
    instead, and a new worker takes the next chunks. An exception raised by `func` is
    re-raised here. Closing the generator early (``break``, an error, Ctrl-C) ends every
    worker at once."""
    ctx = mp.get_context("fork")
    pending = list(enumerate(chunks))[::-1]          # popped from the end: in order
    done: dict[int, Any] = {}
    nxt = 0
    pool = [_Worker(ctx, func) for _ in range(min(workers, len(pending)) or 1)]
    try:
        for w in pool:
            if pending:
                w.give(*pending.pop())
        while nxt < len(chunks):
            while nxt in done:
                yield chunks[nxt], done.pop(nxt)
                nxt += 1
            if nxt >= len(chunks):
                break
            busy = [w for w in pool if w.job is not None]
            ready = set(wait([w.conn for w in busy] + [w.proc.sentinel for w in busy]))
            for i, w in enumerate(pool):
                if w.job is None or (w.conn not in ready and w.proc.sentinel not in ready):
                    continue
                k, chunk = w.job
                try:
                    got = w.conn.recv() if w.conn.poll() else None
                except (EOFError, OSError):
                    got = None
                if got is None:                           # the process died mid-chunk
                    w.proc.join(5)
                    done[k] = WorkerLost(chunk, w.proc.exitcode)
                    w.stop()
                    w = pool[i] = _Worker(ctx, func)
                else:
                    if isinstance(got[1], _Raised):
                        raise got[1].exc
                    done[got[0]] = got[1]
                w.job = None
                if pending:
                    w.give(*pending.pop())
    finally:
        for w in pool:
            w.stop()


def _isolated_child(conn, func: Callable, arg) -> None:
    _ignore_sigint()
    try:
        out = func(arg, lambda x: conn.send(("note", x)))
    except Exception as exc:                              # noqa: BLE001 - sent to the parent
        out = _Raised(exc)
    conn.send(("result", out))


def run_isolated(func: Callable, arg) -> tuple[bool, Any, list, int | None]:
    """Run ``func(arg, note)`` in a forked process of its own. `note(x)` sends `x` to the
    parent as the job goes (e.g. each action before it is applied), so what happened before a
    crash is known. Returns ``(finished, result, notes, exitcode)``; `finished` is False when
    the process died before returning."""
    ctx = mp.get_context("fork")
    conn, child = ctx.Pipe()
    proc = ctx.Process(target=_isolated_child, args=(child, func, arg), daemon=True)
    proc.start()
    child.close()
    notes: list = []
    result, finished = None, False
    try:
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                break
            if msg[0] == "result":
                result, finished = msg[1], True
                break
            notes.append(msg[1])
        proc.join()
    finally:
        if proc.is_alive():
            proc.terminate()
            proc.join(5)
        conn.close()
    if finished and isinstance(result, _Raised):
        raise result.exc
    return finished, result, notes, proc.exitcode
