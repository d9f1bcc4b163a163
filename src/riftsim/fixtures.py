"""Rules fixtures as data: a position, actions, and the expected state and events, in a JSON
file that `riftsim scenario FILE...` runs on both engines (README "Rules fixtures").

A fixture file holds one object::

    {
      "name": "Hextech Ray kills a 3-Might unit",      # optional (default: the file name)
      "source": "Core Rules 359",                      # optional: where the ruling comes from
      "setup": { ... a scenario spec (riftsim.scenario) ... },
      "stop_at_every_decision": false,                 # optional
      "steps": ["play Hextech Ray", "target Shipyard Skulker", {"pass": 2},
                {"expect": {"chain": []}}],
      "expect": {"zone": {"Shipyard Skulker": "TRASH"},
                 "events": [{"kind": "DIE", "obj": "Shipyard Skulker"}]}
    }

Steps, in order: an action text (`Scenario.do`: the legal action described exactly, else the
first whose description holds it as whole words); {"do": text or [texts]}; {"maybe": text
or [texts]} (each taken if it is legal: a choice with a single option is made by the game
itself unless "stop_at_every_decision" is true); {"pass": n} (pass,
or end the turn, n times); {"pass_until": condition} with a condition of "chain empty", "no
showdown", "player N" (player N decides) or "turn N"; {"expect": {...}} (checks in the
middle). `expect` (optional at the end) checks only what it names:

- per object (keys are handles: an "as" name from the setup, a card name that names exactly
  one object, or "#id"): "zone" (Zone name), "loc", "might", "mighty", "damage", "exhausted",
  "controller", "keywords" (the exact {keyword: value} dict);
- "points" [p0, p1], "victory_score", "turn", "turn_player", "phase" (Phase name), "over",
  "winner";
- "hand", "trash", "banishment": per player lists of card names, in order ([[...], [...]]);
- "decision": null (none) or {"kind": DecisionKind name, "player": n};
- "can" / "cannot": action texts that are / are not legal now; "options": the exact list;
- "chain": the names of the chain items' sources, bottom first;
- "showdown": null (none) or a dict of its fields to check (Scenario.showdown(): battlefield,
  combat, focus, attacker, defender, passes; attackers / defenders: lists of handles);
- "events": event patterns ({"kind": "DIE", "obj": handle, "player": n, "loc": n,
  "value": n, "cause": handle of the card whose spell or ability did it, or null for a game
  action; every field but kind optional) that occur in this order among all the game's
  events (from the setup's own first run to the first decision on); "no_events": patterns
  that occur nowhere in them.

Each fixture runs on each engine, and the two engines' events and state vectors must match.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from riftsim.errors import RiftsimError

ENGINES = ("reference", "core")
TOP_KEYS = {"name", "source", "description", "setup", "steps", "expect",
            "stop_at_every_decision"}
OBJ_CHECKS = ("zone", "loc", "might", "mighty", "damage", "exhausted", "controller",
              "keywords")
GAME_CHECKS = ("points", "victory_score", "turn", "turn_player", "phase", "over", "winner",
               "hand", "trash", "banishment", "decision", "can", "cannot", "options", "chain",
               "showdown", "events", "no_events")
EVENT_FIELDS = {"kind", "player", "obj", "loc", "value", "cause"}


class FixtureError(RiftsimError):
    """A fixture file that cannot be read as a fixture (not a failed check)."""


class CheckFailed(Exception):
    """A check of a fixture that did not hold."""


@dataclass
class FixtureResult:
    path: str
    name: str
    #: engine -> None (passed), or the first failure's message
    engines: dict = field(default_factory=dict)
    skipped: dict = field(default_factory=dict)    # engine -> why it could not run there
    error: str | None = None                       # malformed fixture
    parity: str | None = None                      # where the engines differ

    @property
    def ok(self) -> bool:
        return (self.error is None and self.parity is None
                and all(v is None for v in self.engines.values()))


def load(path) -> dict:
    """The fixture in `path`, checked for shape (FixtureError names the problem)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise FixtureError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FixtureError(f"{path}: not valid JSON: {exc.msg} at line {exc.lineno}, "
                           f"column {exc.colno}") from None
    validate(data, str(path))
    return data


def validate(data, where: str = "fixture") -> None:
    if not isinstance(data, dict):
        raise FixtureError(f"{where}: a fixture is a JSON object, not {type(data).__name__}")
    bad = set(data) - TOP_KEYS
    if bad:
        raise FixtureError(f"{where}: unknown key(s) {sorted(bad)}; a fixture has "
                           f"{sorted(TOP_KEYS)}")
    if not isinstance(data.get("setup"), dict):
        raise FixtureError(f"{where}: \"setup\" (a scenario spec, an object) is missing")
    steps = data.get("steps", [])
    if not isinstance(steps, list):
        raise FixtureError(f"{where}: \"steps\" must be a list")
    for i, st in enumerate(steps, 1):
        if isinstance(st, str):
            continue
        if not isinstance(st, dict) or len(st) != 1:
            raise FixtureError(f"{where}: step {i} must be an action text or an object with "
                               f"one of do, maybe, pass, pass_until, expect: {st!r}")
        (k, v), = st.items()
        if k in ("do", "maybe") and (isinstance(v, str) or isinstance(v, list)
                          and all(isinstance(x, str) for x in v)):
            continue
        if k == "pass" and isinstance(v, int) and v >= 0:
            continue
        if k == "pass_until" and isinstance(v, str):
            _condition(v, f"{where}: step {i}")
            continue
        if k == "expect":
            _validate_expect(v, f"{where}: step {i}")
            continue
        raise FixtureError(f"{where}: step {i}: {k!r} with {v!r} is not a step (do: text or "
                           f"list, pass: count, pass_until: condition, expect: checks)")
    if "expect" in data:
        _validate_expect(data["expect"], f"{where}: expect")


def _validate_expect(exp, where: str) -> None:
    if not isinstance(exp, dict):
        raise FixtureError(f"{where}: checks are an object")
    bad = set(exp) - set(OBJ_CHECKS) - set(GAME_CHECKS)
    if bad:
        raise FixtureError(f"{where}: unknown check(s) {sorted(bad)}; checks are "
                           f"{list(OBJ_CHECKS) + list(GAME_CHECKS)}")
    for k in OBJ_CHECKS:
        if k in exp and not isinstance(exp[k], dict):
            raise FixtureError(f"{where}: {k!r} maps object handles to values")
    for k in ("events", "no_events"):
        for pat in exp.get(k, []):
            if not isinstance(pat, dict) or "kind" not in pat or set(pat) - EVENT_FIELDS:
                raise FixtureError(f"{where}: an event pattern is an object with \"kind\" and "
                                   f"any of {sorted(EVENT_FIELDS - {'kind'})}: {pat!r}")


def _condition(text: str, where: str):
    words = text.lower().split()
    if words in (["chain", "empty"], ["no", "showdown"]):
        return tuple(words)
    if len(words) == 2 and words[0] in ("player", "turn") and words[1].isdigit():
        return words[0], int(words[1])
    raise FixtureError(f"{where}: pass_until {text!r}: conditions are 'chain empty', "
                       f"'no showdown', 'player N', 'turn N'")


# ------------------------------------------------------------------ running


def run(data: dict, engine: str):
    """Run the fixture on `engine`: the Scenario after its steps (CheckFailed: a check or an
    action that failed; riftsim.core.UnsupportedCardError: the core cannot hold the setup)."""
    from riftsim.errors import IllegalActionError, ScenarioError
    from riftsim.scenario import Scenario

    try:
        s = Scenario.from_spec(data["setup"], engine,
                               stop_at_every_decision=bool(data.get("stop_at_every_decision")))
    except ScenarioError as exc:
        raise FixtureError(f"setup: {exc}") from None
    base = 0
    for i, st in enumerate(data.get("steps", []), 1):
        if isinstance(st, str):
            st = {"do": st}
        (k, v), = st.items()
        try:
            if k == "do":
                s.do(*([v] if isinstance(v, str) else v))
            elif k == "maybe":
                for t in [v] if isinstance(v, str) else v:
                    if s.can(t):
                        s.do(t)
            elif k == "pass":
                s.pass_(v)
            elif k == "pass_until":
                s.pass_until(_predicate(_condition(v, f"step {i}")))
            else:
                check(s, v, base, f"step {i}")
        except (IllegalActionError, ScenarioError) as exc:
            raise CheckFailed(f"step {i} ({st!r}): {exc}") from None
    if "expect" in data:
        check(s, data["expect"], base, "expect")
    return s


def _predicate(cond):
    if cond == ("chain", "empty"):
        return lambda s: not s.game.chain
    if cond == ("no", "showdown"):
        return lambda s: s.game.showdown is None
    if cond[0] == "player":
        return lambda s: s.decision is not None and s.decision.player == cond[1]
    return lambda s: s.game.turn >= cond[1]


def _handle(s, h):
    from riftsim.errors import ScenarioError

    if isinstance(h, int):
        return s.id(h)
    if isinstance(h, str) and h.startswith("#") and h[1:].isdigit():
        return s.id(int(h[1:]))
    if h in s.aliases:
        return s.aliases[h]
    found = s.ids(h)
    if len(found) > 1:
        raise ScenarioError(f"{h!r} names {len(found)} objects ({found}): give one an \"as\" "
                            f"name in the setup, or write \"#id\"")
    return found[0]


def check(s, exp: dict, since: int, where: str) -> None:
    """Check `exp` against the scenario `s` (CheckFailed names the first that fails)."""
    from riftsim.actions import DecisionKind
    from riftsim.errors import ScenarioError
    from riftsim.events import EventKind

    g = s.game

    def fail(msg):
        raise CheckFailed(f"{where}: {msg}")

    def same(what, want, got):
        if want != got:
            fail(f"{what}: expected {want!r}, got {got!r}")

    try:
        for k in OBJ_CHECKS:
            for h, want in exp.get(k, {}).items():
                i = _handle(s, h)
                got = {"zone": lambda: s.zone(i), "loc": lambda: s.loc(i),
                       "might": lambda: s.might(i), "mighty": lambda: s.mighty(i),
                       "damage": lambda: s.damage(i), "exhausted": lambda: g.objs[i].exhausted,
                       "controller": lambda: g.objs[i].controller,
                       "keywords": lambda: s.keywords(i)}[k]()
                same(f"{k} of {h}", want, got)
        if "points" in exp:
            same("points", list(exp["points"]), s.points())
        if "victory_score" in exp:
            same("victory_score", exp["victory_score"], s.victory_score)
        for k in ("turn", "turn_player"):
            if k in exp:
                same(k, exp[k], getattr(g, k))
        if "phase" in exp:
            same("phase", exp["phase"], g.phase.name)
        if "over" in exp:
            same("over", exp["over"], g.is_over)
        if "winner" in exp:
            same("winner", exp["winner"], g.outcome.winner if g.outcome else None)
        for k in ("hand", "trash", "banishment"):
            if k in exp:
                got = [[g.pool[g.objs[i].card].name for i in getattr(p, k)] for p in g.players]
                same(k, [list(x) for x in exp[k]], got)
        if "decision" in exp:
            d = g.decision
            got = None if d is None else {"kind": DecisionKind(d.kind).name, "player": d.player}
            want = exp["decision"]
            if want is not None and got is not None:
                got = {k: got[k] for k in want if k in got}
            same("decision", want, got)
        for t in exp.get("can", []):
            if not s.can(t):
                fail(f"can {t!r}: no legal action matches; options: {s.options()}")
        for t in exp.get("cannot", []):
            if s.can(t):
                fail(f"cannot {t!r}: it is legal; options: {s.options()}")
        if "options" in exp:
            same("options", list(exp["options"]), s.options())
        if "chain" in exp:
            same("chain", list(exp["chain"]), [c["name"] for c in s.chain()])
        if "showdown" in exp:
            want, got = exp["showdown"], s.showdown()
            if want is None or got is None:
                same("showdown", want, got)
            else:
                for k, v in want.items():
                    if k not in got:
                        fail(f"showdown has no field {k!r}; fields: {sorted(got)}")
                    if k in ("attackers", "defenders"):
                        v = sorted(_handle(s, h) for h in v)
                        same(f"showdown {k}", v, sorted(got[k]))
                    else:
                        same(f"showdown {k}", v, got[k])
        evs = list(g.events[since:])
        if "events" in exp:
            at = 0
            for pat in exp["events"]:
                m = _matcher(s, pat, EventKind)
                while at < len(evs) and not m(evs[at]):
                    at += 1
                if at == len(evs):
                    fail(f"event {pat!r} not found in order among {evs}")
                at += 1
        for pat in exp.get("no_events", []):
            m = _matcher(s, pat, EventKind)
            hit = [e for e in evs if m(e)]
            if hit:
                fail(f"event {pat!r} happened: {hit}")
    except ScenarioError as exc:
        fail(str(exc))


def _matcher(s, pat: dict, EventKind):
    from riftsim.errors import ScenarioError

    try:
        kind = EventKind[str(pat["kind"]).upper()]
    except KeyError:
        raise ScenarioError(f"no event kind {pat['kind']!r}; kinds: "
                            f"{[k.name for k in EventKind]}") from None
    want = {k: (-1 if k == "cause" and v is None else _handle(s, v) if k in ("obj", "cause")
                else v) for k, v in pat.items() if k != "kind"}
    return lambda e: e.kind == kind and all(getattr(e, k) == v for k, v in want.items())


def run_file(path, engines=ENGINES) -> FixtureResult:
    """Run the fixture in `path` on `engines` and compare them (a result, never a raise for
    a malformed or failing fixture)."""
    res = FixtureResult(str(path), Path(path).stem)
    try:
        data = load(path)
    except FixtureError as exc:
        res.error = str(exc)
        return res
    res.name = data.get("name", res.name)
    return run_data(data, engines, res)


def run_data(data: dict, engines=ENGINES, res: FixtureResult | None = None) -> FixtureResult:
    from riftsim.core import UnsupportedCardError

    if res is None:
        validate(data)
        res = FixtureResult("<data>", data.get("name", "fixture"))
    games = {}
    for eng in engines:
        try:
            games[eng] = run(data, eng).game
            res.engines[eng] = None
        except UnsupportedCardError as exc:
            res.skipped[eng] = str(exc)
        except FixtureError as exc:
            res.error = f"{res.path}: {exc}"
            return res
        except CheckFailed as exc:
            res.engines[eng] = str(exc)
        except RiftsimError as exc:      # an engine error while acting
            res.engines[eng] = f"{type(exc).__name__}: {exc}"
    if len(games) == 2:
        a, b = (games[e] for e in engines)
        ea, eb = list(a.events), list(b.events)
        if ea != eb:
            n = next((i for i, (x, y) in enumerate(zip(ea, eb)) if x != y), min(len(ea), len(eb)))
            res.parity = (f"events differ from event {n}: {engines[0]} "
                          f"{ea[n:n + 3]}, {engines[1]} {eb[n:n + 3]}")
        elif list(a.state_vector()) != list(b.state_vector()):
            res.parity = "state vectors differ"
    return res


def expand(paths) -> list[Path]:
    """Files named, and the *.json files in folders named (sorted)."""
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.exists():
            out.append(p)
        else:
            raise FixtureError(f"{p}: no such file or folder")
    return out
