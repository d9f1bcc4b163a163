"""The task data words of the compiled core (src/riftsim/_core/tasks.pxi): each word of a task
kind holds one feature, unless it is declared shared and its other uses are marked aliases.

A static check of the .pxi sources (no build needed): the layout is parsed from tasks.pxi, the
kinds and handlers from loop.pxi `dispatch`, MAXTD from state.pxd; the uses are found with
regular expressions over the function bodies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "src" / "riftsim" / "_core"

HEADER = re.compile(r"^# (T_\w+): (\w+) \((\w+\.pxi)\)")
CONST = re.compile(r"^\s+([A-Z][A-Z0-9_]*) = (-?\d+)\s*(?:#\s?(.*))?$")
COMMENT_CONT = re.compile(r"^\s{8,}#\s?(.*)$")     # a constant's comment, continued
WORDS = re.compile(r"\[words (\d+)\.\.(\d+)\]")
ALIAS = re.compile(r"\balias of (TW_\w+)")
FUNC = re.compile(r"^\s*(?:cdef|cpdef|def)\s+(?:inline\s+)?(?:[\w\*]+\s+\**)?(\w+)\(")
USE = re.compile(r"(\w+|\))\.d\[\s*(TW_\w+)")


@dataclass
class Word:
    name: str
    value: int
    comment: str
    kind: str = ""
    first: int = 0
    last: int = 0
    shared: bool = False
    alias_of: str | None = None


@dataclass
class Layout:
    maxtd: int
    kinds: dict = field(default_factory=dict)       # "PLAY" -> [Word]
    headers: dict = field(default_factory=dict)     # "T_PLAY" -> (handler, file)
    other: dict = field(default_factory=dict)       # non-TW constants of tasks.pxi -> value


def read_maxtd() -> int:
    m = re.search(r"^\s+MAXTD = (\d+)", (CORE / "state.pxd").read_text(), re.M)
    assert m, "MAXTD not found in state.pxd"
    return int(m.group(1))


def dispatch_kinds() -> dict:
    """T_<KIND> -> its handler, from loop.pxi dispatch."""
    text = (CORE / "loop.pxi").read_text()
    pairs = re.findall(r"if k == (T_\w+):\s*\n\s*return (h_\w+)\(c, t\)", text)
    assert len(pairs) >= 10, "loop.pxi dispatch not understood"
    return dict(pairs)


def kind_of(name: str, kinds) -> str | None:
    """The task kind a TW_ constant belongs to (the longest matching kind name)."""
    best = None
    for k in kinds:
        if name.startswith("TW_" + k + "_") and (best is None or len(k) > len(best)):
            best = k
    return best


def parse_layout(text: str, maxtd: int, kinds) -> Layout:
    lay = Layout(maxtd)
    last = None
    for line in text.splitlines():
        h = HEADER.match(line)
        if h:
            lay.headers[h.group(1)] = (h.group(2), h.group(3))
            last = None
            continue
        c = CONST.match(line)
        if c:
            name, value, comment = c.group(1), int(c.group(2)), c.group(3) or ""
            if not name.startswith("TW_"):
                lay.other[name] = value
                last = None
                continue
            w = Word(name, value, comment)
            w.kind = kind_of(name, kinds) or ""
            lay.kinds.setdefault(w.kind, []).append(w)
            last = w
            continue
        cc = COMMENT_CONT.match(line)
        if cc and last is not None:
            last.comment += " " + cc.group(1)
            continue
        last = None
    for words in lay.kinds.values():
        for w in words:
            m = WORDS.search(w.comment)
            w.first, w.last = (int(m.group(1)), int(m.group(2))) if m else (w.value, w.value)
            w.shared = "[shared]" in w.comment
            a = ALIAS.search(w.comment)
            w.alias_of = a.group(1) if a else None
    return lay


def layout_errors(lay: Layout) -> list[str]:
    """Clashes and malformed declarations of a parsed tasks.pxi."""
    errs = []
    for kind, words in lay.kinds.items():
        if not kind:
            errs += [f"{w.name}: not named after a task kind (TW_<KIND>_<FIELD>)" for w in words]
            continue
        by_name = {w.name: w for w in words}
        owner = {}                                   # word -> the non-alias constant holding it
        for w in words:
            if not w.comment.strip():
                errs.append(f"T_{kind}: {w.name} has no comment saying what it holds")
            if w.first != w.value or w.last < w.first:
                errs.append(f"T_{kind}: {w.name} = {w.value} declares [words {w.first}..{w.last}]")
            if w.first < 0 or w.last >= lay.maxtd:
                errs.append(f"T_{kind}: {w.name} uses word(s) {w.first}..{w.last}, beyond "
                            f"MAXTD = {lay.maxtd}")
            if w.alias_of:
                continue
            for d in range(w.first, w.last + 1):
                if d in owner:
                    errs.append(f"T_{kind}: word {d} is used by two features: {owner[d].name} "
                                f"and {w.name} (mark one `alias of ...` of a [shared] word, or "
                                f"give it a free word)")
                else:
                    owner[d] = w
        shared = {d for w in words if w.shared and not w.alias_of
                  for d in range(w.first, w.last + 1)}
        for w in words:
            if not w.alias_of:
                continue
            target = by_name.get(w.alias_of)
            if target is None:
                errs.append(f"T_{kind}: {w.name} is an alias of {w.alias_of}, not a word of "
                            f"T_{kind}")
                continue
            if not target.shared or target.alias_of:
                errs.append(f"T_{kind}: {w.name} is an alias of {target.name}, which is not a "
                            f"[shared] word")
            if w.value != target.value:
                errs.append(f"T_{kind}: {w.name} = {w.value} is an alias of {target.name} = "
                            f"{target.value} but has another value")
            outside = [d for d in range(w.first, w.last + 1) if d not in shared]
            if outside:
                errs.append(f"T_{kind}: alias {w.name} reaches word {outside[0]} outside the "
                            f"shared words {sorted(shared)} (held by "
                            f"{owner[outside[0]].name if outside[0] in owner else 'nothing'})")
    return errs


def strip_comment(line: str) -> str:
    """The code of a line without its # comment (strings in the core hold no '#')."""
    return line.split("#", 1)[0]


def functions(path: Path):
    """(name, first line number, [code lines]) of each function of a .pxi file."""
    cur, start, body = None, 0, []
    for i, line in enumerate(path.read_text().splitlines(), 1):
        m = FUNC.match(line)
        if m:
            if cur:
                yield cur, start, body
            cur, start, body = m.group(1), i, []
        if cur:
            body.append(line)
    if cur:
        yield cur, start, body


def use_errors(kinds, defined) -> list[str]:
    """Each function uses one task kind's words on one task variable, unless it tells the kinds
    apart (`v.kind == T_<KIND>` / `v.kind != T_<KIND>` or `v = push(c, T_<KIND>)` for each);
    `push(c, T_<KIND>).d[...]` only with that kind's words."""
    errs = []
    for path in sorted(CORE.glob("*.pxi")):
        if path.name == "tasks.pxi":
            continue
        for name, start, body in functions(path):
            code = "\n".join(strip_comment(l) for l in body)
            per_var = {}
            for m in USE.finditer(code):
                var, const = m.group(1), m.group(2)
                k = kind_of(const, kinds)
                if const not in defined or k is None:
                    errs.append(f"{path.name}:{name}: {const} is not a task word of tasks.pxi")
                    continue
                if var == ")":
                    pre = code[:m.start() + 1]
                    p = re.search(r"push\(c, T_(\w+)\)$", pre)
                    if p and p.group(1) != k:
                        errs.append(f"{path.name}:{name}: a T_{p.group(1)} task's word named "
                                    f"{const} (a T_{k} word)")
                    continue
                per_var.setdefault(var, {}).setdefault(k, const)
            for var, ks in per_var.items():
                if len(ks) < 2:
                    continue
                untold = [k for k in ks
                          if not re.search(rf"\b{var}\.kind [!=]= T_{k}\b", code)
                          and not re.search(rf"\b{var} = push\(c, T_{k}\)", code)]
                if untold:
                    uses = " and ".join(f"{c} (T_{k})" for k, c in ks.items())
                    errs.append(f"{path.name}:{name}: task `{var}` uses {uses} without telling "
                                f"the kinds apart (`{var}.kind == T_{untold[0]}`)")
    return errs


# ------------------------------------------------------------------ tests

@pytest.fixture(scope="module")
def kinds():
    return [k[2:] for k in dispatch_kinds()]


@pytest.fixture(scope="module")
def layout(kinds):
    return parse_layout((CORE / "tasks.pxi").read_text(), read_maxtd(), kinds)


def test_tasks_pxi_is_included_after_constants():
    lines = [l.strip() for l in (CORE / "engine.pyx").read_text().splitlines()]
    i = lines.index('include "constants.pxi"')
    assert lines[i + 1] == 'include "tasks.pxi"'


def test_every_kind_has_a_header_naming_its_handler(layout):
    lines = (CORE / "tasks.pxi").read_text().splitlines()
    for kind, handler in dispatch_kinds().items():
        assert kind in layout.headers, f"tasks.pxi: no `# {kind}: {handler} (...)` header"
        got, fname = layout.headers[kind]
        assert got == handler, f"tasks.pxi: {kind}'s header names {got}, dispatch runs {handler}"
        assert re.search(rf"^cdef int {handler}\(", (CORE / fname).read_text(), re.M), \
            f"tasks.pxi: {kind}'s handler {handler} is not in {fname}"
        i = next(i for i, l in enumerate(lines) if l.startswith(f"# {kind}: "))
        block = []
        while i < len(lines) and lines[i].startswith("#"):
            block.append(lines[i])
            i += 1
        assert "reference " in " ".join(block), \
            f"tasks.pxi: {kind}'s header names no reference function"


def test_no_two_features_share_a_word(layout):
    errs = layout_errors(layout)
    assert not errs, "\n".join(errs)


def test_resolve_frames_fit_their_words(layout):
    words = {w.name: w for w in layout.kinds["RESOLVE"]}
    frame = words["TW_RESOLVE_FRAME"]
    assert frame.last - frame.first + 1 == 2 * layout.other["RESOLVE_MAX_FRAMES"]


RECORDS = {"WATCH": "watch", "DELAY": "delays", "KA": "ka", "EVR": "ev", "DLR": "dl"}


def tasks_constants() -> dict:
    text = (CORE / "tasks.pxi").read_text()
    return {m.group(1): int(m.group(2)) for m in map(CONST.match, text.splitlines()) if m}


def test_record_arrays_fit_the_state():
    consts = tasks_constants()
    state = (CORE / "state.pxd").read_text()
    for prefix, array in RECORDS.items():
        words = consts[f"{prefix}_WORDS"]
        fields = sorted(v for k, v in consts.items()
                        if k.startswith(prefix + "_") and k not in (f"{prefix}_WORDS",
                                                                     f"{prefix}_MAX"))
        assert fields == list(range(words)), f"{prefix}_*: words {fields}, not 0..{words - 1}"
        m = re.search(rf"\b{array}\[(\d+)\]", state)
        if m:                                        # a State array (ev, dl: Ctx buffers)
            assert words * consts[f"{prefix}_MAX"] == int(m.group(1)), \
                f"{prefix}_WORDS x {prefix}_MAX != {array}[{m.group(1)}]"


def test_no_raw_task_word_literals():
    raw = re.compile(r"\.d\[\s*\d")
    bad = [f"{p.name}:{i}: {l.strip()}" for p in sorted(CORE.glob("*.pxi"))
           for i, l in enumerate(p.read_text().splitlines(), 1) if raw.search(l)]
    assert not bad, "raw task word literals (name them in tasks.pxi):\n" + "\n".join(bad)


def test_raw_record_offsets():
    """The records of watch / delays / ka / ev / dl are indexed by their named words, never by
    literals: in a function that touches one, no literal record size as a multiplier, no
    literal index into it, and no literal index into a record pointer (w[0], d[4], e[1])."""
    consts = tasks_constants()
    checks = []
    for prefix, array in RECORDS.items():
        n = consts[f"{prefix}_WORDS"]
        checks.append((prefix, re.compile(rf"\.{array}\b"),
                       re.compile(rf"(?<![\w.]){n}\s*\*|\*\s*{n}\b|\.{array}\s*\[\s*\d|"
                                  rf"\.{array}\s*\[[^\]]*\+\s*\d+\s*\]|"
                                  rf"\b(w|d|e)\[\s*\d|range\(\s*{n}\s*\)")))
    bad = []
    for p in sorted(CORE.glob("*.pxi")):
        if p.name == "tasks.pxi":
            continue
        for name, start, body in functions(p):
            code = [strip_comment(l) for l in body]
            text = "\n".join(code)
            for prefix, on_array, literal in checks:
                if not on_array.search(text):
                    continue
                for i, l in enumerate(code):
                    if literal.search(l):
                        bad.append(f"{p.name}:{start + i}: ({prefix}) {body[i].strip()}")
    assert not bad, "raw record offsets (name them in tasks.pxi):\n" + "\n".join(bad)


def test_every_word_is_used(layout):
    text = {p.name: p.read_text() for p in CORE.glob("*.pxi") if p.name != "tasks.pxi"}
    text["game.pxi"] += (CORE / "engine.pyx").read_text()
    words = [w for ws in layout.kinds.values() for w in ws]
    used = {n for n in [w.name for w in words] + list(layout.other)
            if any(re.search(rf"\b{n}\b", t) for t in text.values())}
    used |= {w.alias_of for w in words if w.alias_of and w.name in used}   # a shared word's
    unused = [n for n in [w.name for w in words] + list(layout.other)    # uses by its aliases
              if n not in used]
    assert not unused, "tasks.pxi constants used nowhere: " + ", ".join(unused)


def test_words_are_used_by_their_kind(kinds, layout):
    defined = {w.name for ws in layout.kinds.values() for w in ws}
    errs = use_errors(kinds, defined)
    assert not errs, "\n".join(errs)


# ------------------------------------------------------------------ the checks catch clashes

def test_a_clash_is_reported(kinds):
    text = (CORE / "tasks.pxi").read_text()
    clash = text.replace("TW_PLAY_FLOW = 9 ", "TW_PLAY_FLOW = 8 ")
    assert clash != text
    errs = layout_errors(parse_layout(clash, read_maxtd(), kinds))
    assert any("T_PLAY: word 8 is used by two features: TW_PLAY_AMBUSH and TW_PLAY_FLOW" in e
               for e in errs), errs


def test_an_alias_outside_the_shared_words_is_reported(kinds):
    text = (CORE / "tasks.pxi").read_text()
    bad = text.replace("TW_RESOLVE_TOKEN_LOC = 13 ", "TW_RESOLVE_TOKEN_LOC = 11 ")
    errs = layout_errors(parse_layout(bad, read_maxtd(), kinds))
    assert any("TW_RESOLVE_TOKEN_LOC" in e for e in errs), errs
