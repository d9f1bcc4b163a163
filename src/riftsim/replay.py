"""Replays: one game as seed + decks + seat order + action list, and its recorded outcome.

A replay file is JSON::

    {"format": "riftsim-replay", "version": 1, "riftsim": "...",
     "decks": [{"name", "legend", "champion", "main", "runes", "battlefields"}, x2],
     "seed": 123, "agents": ["heuristic", "heuristic"], "first_player": 0,
     "max_turns": 200, "actions": [...],
     "outcome": {"winner": 0, "reason": "victory_score", "turns": 13, "points": [8, 4]}}

Replaying needs no agents: the recorded actions are applied to a new game built from the
seed, decks, first player and turn cap (`run_replay`), on either engine. A row of a match
results file (`riftsim match --out`, JSON or CSV with its meta sidecar) becomes a replay by
playing that row's game again from its seed, agents and seat order (`replay_from_results`).
"""

from __future__ import annotations

import csv
import json
import os

from riftsim.errors import RiftsimError

FORMAT = "riftsim-replay"
FORMAT_VERSION = 1
DECK_FIELDS = ("legend", "champion", "main", "runes", "battlefields")


class ReplayError(RiftsimError):
    """A replay that cannot be read, or whose actions do not replay."""


class ReplayMismatch(RiftsimError):
    """The replayed game's outcome is not the recorded one."""


# ------------------------------------------------------------------ building replays


def deck_record(deck) -> dict:
    """A deck as a replay stores it: its name and card-id lists."""
    return {"name": deck.name, "legend": deck.legend, "champion": deck.champion,
            "main": list(deck.main), "runes": list(deck.runes),
            "battlefields": list(deck.battlefields)}


def outcome_record(outcome) -> dict:
    return {"winner": outcome.winner, "reason": outcome.reason.name.lower(),
            "turns": outcome.turns, "points": list(outcome.points)}


def make_replay(decks, agents, seed: int, first_player: int, max_turns: int, game) -> dict:
    """The replay of a finished `game` (its `history` is the action list)."""
    import riftsim
    from riftsim.game import _resolve_deck

    return {"format": FORMAT, "version": FORMAT_VERSION, "riftsim": riftsim.__version__,
            "decks": [deck_record(_resolve_deck(d)) for d in decks],
            "seed": int(seed), "agents": [str(a) for a in agents],
            "first_player": int(first_player), "max_turns": int(max_turns),
            "actions": [int(a) for a in game.history],
            "outcome": outcome_record(game.outcome)}


def record(decks, agents, seed: int, *, first_player: int, max_turns: int,
           engine: str = "core") -> tuple[dict, object]:
    """Play one game with its agents and return (its replay, the game)."""
    from riftsim.agents import play_game
    from riftsim.game import _resolve_deck

    decks = [_resolve_deck(d) for d in decks]
    game, _ = play_game(decks, agents, seed, engine="reference" if engine == "reference"
                        else "core", first_player=first_player, max_turns=max_turns)
    return make_replay(decks, agents, seed, first_player, max_turns, game), game


def save(replay: dict, path: str) -> None:
    from riftsim.sim.output import _atomic_write

    _atomic_write(path, lambda f: json.dump(replay, f, indent=1))


# ------------------------------------------------------------------ reading replays


def deck_from_record(rec, where: str):
    from riftsim.decks.model import Deck

    if not isinstance(rec, dict) or any(k not in rec for k in DECK_FIELDS):
        raise ReplayError(f"{where}: a deck lacks its card lists "
                          f"({', '.join(DECK_FIELDS)})")
    try:
        return Deck(name=str(rec.get("name") or rec.get("label") or ""),
                    legend=rec["legend"], champion=rec["champion"],
                    main=tuple(rec["main"]), runes=tuple(rec["runes"]),
                    battlefields=tuple(rec["battlefields"]))
    except (TypeError, ValueError) as exc:
        raise ReplayError(f"{where}: a deck is malformed: {exc}") from None


def _int(v, what: str, where: str, lo: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or (lo is not None and v < lo):
        raise ReplayError(f"{where}: {what} is missing or not a valid integer ({v!r})")
    return v


def check_replay(data, where: str = "replay") -> dict:
    """A replay's fields checked (format, version, types); the decks as `Deck` objects under
    "deck_objects". Raises `ReplayError` in one line."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{where} is not a riftsim replay")
    if data.get("version") != FORMAT_VERSION:
        raise ReplayError(f"{where} is a replay of format version {data.get('version')!r}; "
                          f"this riftsim reads version {FORMAT_VERSION}")
    decks = data.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise ReplayError(f"{where}: a replay holds two decks")
    agents = data.get("agents")
    if not isinstance(agents, list) or len(agents) != 2 or not all(
            isinstance(a, str) for a in agents):
        raise ReplayError(f"{where}: a replay names two agents")
    _int(data.get("seed"), "the seed", where, 0)
    if data.get("first_player") not in (0, 1):
        raise ReplayError(f"{where}: first_player must be 0 or 1")
    _int(data.get("max_turns"), "the turn cap", where, 1)
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise ReplayError(f"{where}: the action list is missing")
    for a in actions:
        _int(a, "an action", where, 0)
    out = data.get("outcome")
    if not isinstance(out, dict) or not {"winner", "reason", "turns", "points"} <= set(out):
        raise ReplayError(f"{where}: the recorded outcome is missing")
    return {**data, "deck_objects": [deck_from_record(d, where) for d in decks]}


def load(path: str, game: int | None = None) -> dict:
    """A checked replay from a replay file, or from row `game` of a match results file
    (JSON or CSV with its `.meta.json` sidecar)."""
    try:
        if path.lower().endswith((".csv", ".parquet")):
            data = None
        else:
            with open(path) as f:
                data = json.load(f)
    except FileNotFoundError:
        raise ReplayError(f"no such file: {path!r}") from None
    except json.JSONDecodeError as exc:
        raise ReplayError(f"cannot read replay {path!r}: it is not JSON ({exc.msg} at line "
                          f"{exc.lineno}, column {exc.colno})") from None
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise ReplayError(f"cannot read replay {path!r}: {str(exc).splitlines()[0]}") \
            from None
    if data is None or (isinstance(data, dict) and "rows" in data and "meta" in data):
        if game is None:
            raise ReplayError(f"{path!r} is a results file: give the row to replay with "
                              f"--game N")
        return replay_from_results(path, game, data)
    if game is not None:
        raise ReplayError(f"{path!r} is a replay of one game; --game picks a row of a "
                          f"results file")
    return check_replay(data, f"replay {path!r}")


def _results_rows(path: str, data) -> tuple[dict, list[dict]]:
    """The meta and rows of a match results file (or of `data`, already read); a free-for-all
    or 2v2 run's is refused (`_two_players`)."""
    if data is not None:
        meta, rows = data["meta"], data["rows"]
    elif path.lower().endswith(".parquet"):
        try:
            import pyarrow.parquet as pq

            from riftsim.sim.output import read_parquet_meta

            meta, rows = read_parquet_meta(path), pq.read_table(path).to_pylist()
        except ImportError:
            raise ReplayError("reading .parquet needs pyarrow: pip install "
                              "'riftsim[data]'") from None
        except Exception as exc:          # pyarrow's own errors
            raise ReplayError(f"cannot read {path!r}: {str(exc).splitlines()[0]}") from None
    else:
        return _csv_results_rows(path)
    _two_players(path, meta)
    return meta, rows


def _csv_results_rows(path: str) -> tuple[dict, list[dict]]:
    """`_results_rows` of a CSV results file (the meta in its sidecar): the row fields
    converted from text."""
    from riftsim.sim.output import meta_path

    try:
        with open(meta_path(path)) as f:
            meta = json.load(f)
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    except FileNotFoundError as exc:
        raise ReplayError(f"cannot replay a row of {path!r}: {exc.filename!r} is "
                          f"missing") from None
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise ReplayError(f"cannot read {path!r}: {str(exc).splitlines()[0]}") from None
    _two_players(path, meta)            # (before reading rows with other columns)
    for r in rows:
        try:
            r["game"], r["seed"], r["turns"] = int(r["game"]), int(r["seed"]), int(r["turns"])
            r["points_a"], r["points_b"] = int(r["points_a"]), int(r["points_b"])
            r["a_first"] = r["a_first"] in ("True", "true", "1")
            r["winner"] = r["winner"] or None
        except (KeyError, TypeError, ValueError):
            raise ReplayError(f"{path!r}: a row is malformed") from None
    return meta, rows


def _two_players(path: str, meta) -> None:
    """Refuse the results file of a free-for-all or 2v2 run (`match --mode ffa3 --out`):
    replays are of 1v1 games."""
    mode = meta.get("mode") if isinstance(meta, dict) else None
    if mode not in (None, "1v1", "bo3"):
        raise ReplayError(f"results file {path!r} holds {mode} games; replay plays 1v1 "
                          f"games only")


def replay_from_results(path: str, game: int, data=None) -> dict:
    """The replay of row `game` of a match results file: its game played again from the
    row's seed and seat order with the meta's decks, agents and turn cap. The recorded
    outcome is the row's."""
    where = f"results file {path!r}"
    meta, rows = _results_rows(path, data)
    try:
        decks = [deck_from_record(meta["decks"][k], where) for k in ("a", "b")]
        agents = [meta["agents"][k]["spec"] for k in ("a", "b")]
        max_turns = int(meta["max_turns"])
    except (KeyError, TypeError, ValueError):
        raise ReplayError(f"{where} lacks the decks, agents or turn cap of its run") from None
    row = next((r for r in rows if isinstance(r, dict) and r.get("game") == game), None)
    if row is None:
        raise ReplayError(f"{where} has no row for game {game}")
    first = 0 if row["a_first"] else 1
    engine = "reference" if meta.get("engine") == "reference" else "core"
    rep, _ = record(decks, agents, row["seed"], first_player=first, max_turns=max_turns,
                    engine=engine)
    winner = {"a": 0, "b": 1, None: None}.get(row["winner"], row["winner"])
    rep["outcome"] = {"winner": winner, "reason": row["reason"], "turns": row["turns"],
                      "points": [row["points_a"], row["points_b"]]}
    rep["game"] = game
    return check_replay(rep, where)


# ------------------------------------------------------------------ replaying


def run_replay(rep: dict, engine: str = "core", *, log_events: bool = True):
    """A new game from the replay's seed, decks, first player and turn cap with the
    recorded actions applied (no agents). Raises `ReplayError` if an action is illegal."""
    from riftsim.game import new_game

    kw = {"seed": rep["seed"], "first_player": rep["first_player"],
          "max_turns": rep["max_turns"]}
    if engine == "reference":
        game = new_game(rep["deck_objects"], engine="reference", **kw)
        game.log_events = log_events
    else:
        from riftsim.core import new_core_game

        game = new_core_game(rep["deck_objects"], log_events=log_events, **kw)
    for i, a in enumerate(rep["actions"]):
        if game.is_over:
            raise ReplayError(f"the game ended after {i} of the {len(rep['actions'])} "
                              f"recorded actions")
        if a not in game.legal_actions():
            raise ReplayError(f"recorded action {i + 1} ({a}) is not legal in the replayed "
                              f"game (recorded with riftsim {rep.get('riftsim')})")
        game.apply(a)
    return game


def mismatch(rep: dict, game) -> str | None:
    """How the replayed game's outcome differs from the recorded one (None: it matches)."""
    got, want = outcome_record(game.outcome), rep["outcome"]
    if not game.is_over:
        return f"the recorded actions end before the game does (recorded: {_show(want)})"
    diff = [k for k in ("winner", "reason", "turns", "points") if got[k] != want[k]]
    if not diff:
        return None
    import riftsim

    made = rep.get("riftsim")
    other = (f" (recorded with riftsim {made}, this is {riftsim.__version__})"
             if made and made != riftsim.__version__ else "")
    return f"replayed {_show(got)}, recorded {_show(want)}{other}"


def _show(o: dict) -> str:
    who = "no winner" if o["winner"] is None else f"player {o['winner']} wins"
    pa, pb = o["points"]
    return f"{who} ({o['reason']}) after {o['turns']} turns, points {pa}-{pb}"


def replay_path(folder: str, game: int) -> str:
    return os.path.join(folder, f"game-{game:06d}.json")


# ------------------------------------------------------------------ choosing rows (--where)

_OPS = {"==": lambda a, b: a == b, "=": lambda a, b: a == b, "!=": lambda a, b: a != b,
        "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
        ">=": lambda a, b: a >= b}


def _tokens(text: str) -> list[tuple[str, object]]:
    import re

    spec = re.compile(r"\s*(?:(?P<num>-?\d+(?:\.\d+)?)|(?P<str>'[^']*'|\"[^\"]*\")|"
                      r"(?P<op><=|>=|==|!=|<|>|=)|(?P<paren>[()])|(?P<word>[A-Za-z_]\w*))")
    out, i = [], 0
    text = text.rstrip()
    while i < len(text):
        m = spec.match(text, i)
        if not m or m.end() == i:
            raise RiftsimError(f"--where: cannot read {text[i:].strip()!r} in {text!r}")
        i = m.end()
        kind = m.lastgroup
        v = m.group(kind)
        if kind == "num":
            out.append(("value", float(v) if "." in v else int(v)))
        elif kind == "str":
            out.append(("value", v[1:-1]))
        elif kind == "word" and v.lower() in ("and", "or", "not"):
            out.append((v.lower(), v))
        elif kind == "word" and v.lower() in ("true", "false", "none", "null"):
            out.append(("value", {"true": True, "false": False}.get(v.lower())))
        else:
            out.append((kind, v))
    return out


def row_filter(text: str, fields=None):
    """A predicate over result rows from a small expression language: comparisons
    `FIELD OP VALUE` (OP one of == = != < <= > >=; VALUE a number, a quoted string, true,
    false or none) joined with and, or, not and parentheses, e.g. `turns>40 and winner=='b'`.
    Field names are checked against `fields` (default: the match row fields). Nothing is
    evaluated as Python."""
    from riftsim.sim.match import ROW_FIELDS

    fields = tuple(fields or ROW_FIELDS)
    toks = _tokens(text)
    pos = 0

    def peek():
        return toks[pos][0] if pos < len(toks) else None

    def take(kind):
        nonlocal pos
        if peek() != kind:
            got = "the end" if pos >= len(toks) else repr(toks[pos][1])
            raise RiftsimError(f"--where: expected {kind} but found {got} in {text!r}")
        pos += 1
        return toks[pos - 1][1]

    def disj():
        parts = [conj()]
        while peek() == "or":
            take("or")
            parts.append(conj())
        return parts[0] if len(parts) == 1 else (lambda r: any(p(r) for p in parts))

    def conj():
        parts = [unary()]
        while peek() == "and":
            take("and")
            parts.append(unary())
        return parts[0] if len(parts) == 1 else (lambda r: all(p(r) for p in parts))

    def unary():
        if peek() == "not":
            take("not")
            inner = unary()
            return lambda r: not inner(r)
        if peek() == "paren" and toks[pos][1] == "(":
            take("paren")
            inner = disj()
            if peek() != "paren" or toks[pos][1] != ")":
                raise RiftsimError(f"--where: a parenthesis is not closed in {text!r}")
            take("paren")
            return inner
        name = take("word")
        if name not in fields:
            raise RiftsimError(f"--where: unknown field {name!r}; the fields are "
                               f"{', '.join(fields)}")
        op = _OPS[take("op")]
        value = take("value")

        def cmp(r, name=name, op=op, value=value):
            v = r.get(name)
            try:
                return bool(op(v, value))
            except TypeError:            # e.g. winner (None) < 3: not chosen
                return False
        return cmp

    if not toks:
        raise RiftsimError("--where: the expression is empty")
    pred = disj()
    if pos != len(toks):
        raise RiftsimError(f"--where: unexpected {toks[pos][1]!r} in {text!r}")
    return pred
