"""Self instructions of the compiled core by .pxi source line or by the cdef function written
around it, inlined copies included, from a callgrind run with ``--dump-instr=yes``.

``callgrind_annotate`` charges an inlined helper's instructions to the function it was inlined
into (``run``, ``can_play``, ``h_cleanup`` ...), so its table hides which Cython lines cost.
This reads the instruction-level dump, maps each ``engine.c`` line to the ``.pxi`` line Cython
generated it from (the ``/* "…/x.pxi":N`` comments), and sums by that line or by the enclosing
``cdef`` function of the ``.pxi`` file::

    valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file=fv.callgrind \\
        --toggle-collect='__pyx_pw_7riftsim_5_core_6engine_*play_games*' \\
        python -c 'from riftsim.core import play_games, tables; tables(); \\
    play_games(["precon-fiora", "precon-vi"], 300, 1, agents=("random", "random"))'
    python benchmarks/callgrind_lines.py fv.callgrind                  # by cdef function
    python benchmarks/callgrind_lines.py fv.callgrind --by line --only cleanup.pxi

The generated C must be the one the profiled build came from (``build/cython``); each row
names the compiled functions that ran the most of it.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "src" / "riftsim" / "_core"
ENGINE_C = ROOT / "build" / "cython" / "src" / "riftsim" / "_core" / "engine.c"
PREFIX = "__pyx_f_7riftsim_5_core_6engine_"
_ORIGIN = re.compile(r'\s*/\* "(?:src/)?riftsim/_core/([\w.]+)":(\d+)')
_CDEF = re.compile(r"\s*cdef\s+(?:inline\s+)?[\w\s*]*?\b(\w+)\(")


def _name(table: dict, text: str):
    """A callgrind name compressed as "(id) name" or "(id)"."""
    m = re.match(r"\((\d+)\)(?: (.*))?", text)
    if m.group(2):
        table[m.group(1)] = m.group(2)
    return table.get(m.group(1))


def _position(token: str, prev: int, hexa: bool) -> int:
    if token == "*":
        return prev
    if token[0] in "+-":
        return prev + int(token, 0)
    return int(token, 16) if hexa else int(token)


def engine_c_costs(path: Path) -> tuple[collections.Counter, dict]:
    """Self Ir per engine.c line, and per line the compiled functions that ran it."""
    names: dict = {}
    files: dict = {}
    cost: collections.Counter = collections.Counter()
    runners: dict = collections.defaultdict(collections.Counter)
    fn = fl = cur = None
    addr = line = 0
    skip = False
    with open(path) as f:
        for raw in f:
            s = raw.rstrip("\n")
            if not s:
                continue
            if s.startswith("fn="):
                fn, cur = _name(names, s[3:]), fl
            elif s.startswith("fl="):
                fl = cur = _name(files, s[3:])
            elif s.startswith(("fi=", "fe=")):
                cur = _name(files, s[3:])
            elif s.startswith(("cfi=", "cfl=")):
                _name(files, s[4:])
            elif s.startswith("cfn="):
                _name(names, s[4:])
            elif s.startswith("calls="):
                skip = True                  # (the next cost line is the call's inclusive)
            elif s[0] in "0123456789+-*":
                p = s.split()
                if len(p) < 3:
                    continue
                addr = _position(p[0], addr, True)
                line = _position(p[1], line, False)
                if skip:
                    skip = False
                elif cur and cur.endswith("engine.c") and fn:
                    cost[line] += int(p[2])
                    runners[line][fn.replace(PREFIX, "")] += int(p[2])
    return cost, runners


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("callgrind", type=Path, help="callgrind output made with --dump-instr=yes")
    ap.add_argument("--by", choices=("function", "line"), default="function")
    ap.add_argument("--only", default="", help="rows starting with this (a .pxi file name)")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--engine-c", type=Path, default=ENGINE_C)
    args = ap.parse_args()
    cost, runners = engine_c_costs(args.callgrind)
    marks, origin = [], []
    with open(args.engine_c) as f:
        for i, text in enumerate(f, 1):
            m = _ORIGIN.match(text)
            if m:
                marks.append(i)
                origin.append((m.group(1), int(m.group(2))))
    defs = {}
    for p in list(CORE.glob("*.pxi")) + list(CORE.glob("*.pxd")):
        starts, fnames = [], []
        for i, text in enumerate(p.read_text().splitlines(), 1):
            m = _CDEF.match(text)
            if m:
                starts.append(i)
                fnames.append(m.group(1))
        defs[p.name] = (starts, fnames)
    rows: collections.Counter = collections.Counter()
    who: dict = collections.defaultdict(collections.Counter)
    for c_line, ir in cost.items():
        k = bisect.bisect_right(marks, c_line) - 1
        if k < 0:
            continue
        src, src_line = origin[k]
        if args.by == "function":
            starts, fnames = defs.get(src, ([], []))
            i = bisect.bisect_right(starts, src_line) - 1
            key = f"{src}:{fnames[i] if i >= 0 else '?'}"
        else:
            key = f"{src}:{src_line}"
        if not key.startswith(args.only):
            continue
        rows[key] += ir
        for fn, n in runners[c_line].items():
            who[key][fn] += n
    total = sum(cost.values())
    print(f"{total:,} Ir in engine.c")
    for key, ir in rows.most_common(args.top):
        ran = ", ".join(fn for fn, _ in who[key].most_common(3))
        print(f"{ir:>12,} {100 * ir / total:5.2f}%  {key:44s} {ran}")


if __name__ == "__main__":
    main()
