"""Writing match results: CSV, JSON or Parquet, chosen by the file extension. Writes are
atomic (a temporary file renamed over the target), so an interrupted run never leaves a
half-written results file.

Each format carries the result's `meta` (what produced it: riftsim version, engine, agents,
turn cap, seeds, decks): JSON under the key "meta"; CSV in a sidecar file `<path>.meta.json`;
Parquet as JSON in the schema metadata, key "riftsim" (`read_parquet_meta`).

A free-for-all or 2v2 run (`riftsim.sim.ffa.FfaResult`) is written the same way, with a
column per deck where a 1v1 row has two (`ffa_fields`).
"""

from __future__ import annotations

import csv
import json
import math
import os
import tempfile

from riftsim.errors import RiftsimError
from riftsim.sim.match import BO3_FIELDS, ROW_FIELDS, MatchResult

PARQUET_META_KEY = b"riftsim"


def clean(obj):
    """`obj` with every NaN or infinite float replaced by None, so that it is valid JSON
    (`json.dumps(clean(x), allow_nan=False)`)."""
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {k: clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [clean(v) for v in obj]
    return obj


def dumps(obj, **kw) -> str:
    """JSON text of `obj`, NaN and infinities written as null."""
    return json.dumps(clean(obj), allow_nan=False, **kw)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _replace(tmp: str, path: str) -> None:
    """Give the temporary file the mode a new file gets (mkstemp makes it 0600), then rename
    it over `path`."""
    os.chmod(tmp, 0o666 & ~_umask())
    os.replace(tmp, path)


#: temporary files being written now (`_atomic`): an exit that skips the `finally` blocks (a
#: second Ctrl-C, `riftsim.cli._exit_now`) removes them with `remove_partial_files`
_WRITING: set[str] = set()


def remove_partial_files() -> None:
    """Remove the temporary files of writes still in progress (best effort)."""
    for tmp in list(_WRITING):
        try:
            os.unlink(tmp)
        except OSError:
            pass
    _WRITING.clear()


def _atomic(path: str, write_tmp) -> None:
    """Write `path` atomically: `write_tmp(tmp)` fills a temporary file in the same folder,
    which is then renamed over `path`. An error names `path`, never the temporary file."""
    d = os.path.dirname(os.path.abspath(path)) or "."
    if not os.path.isdir(d):
        raise RiftsimError(f"cannot write {path}: folder {os.path.dirname(path) or d} does "
                           f"not exist")
    if os.path.isdir(path):
        raise RiftsimError(f"cannot write {path}: it is a folder")
    try:
        fd, tmp = tempfile.mkstemp(prefix=".riftsim-", dir=d)
    except OSError as exc:
        raise RiftsimError(f"cannot write {path}: {exc.strerror}") from None
    os.close(fd)
    _WRITING.add(tmp)
    try:
        write_tmp(tmp)
        _replace(tmp, path)
    except OSError as exc:
        raise RiftsimError(f"cannot write {path}: {exc.strerror}") from None
    finally:
        _WRITING.discard(tmp)
        if os.path.exists(tmp):
            os.unlink(tmp)


def _atomic_write(path: str, write) -> None:
    def w(tmp):
        with open(tmp, "w", newline="") as f:
            write(f)
    _atomic(path, w)


def meta_path(path: str) -> str:
    """The sidecar file holding a CSV results file's meta."""
    return path + ".meta.json"


#: the columns of a CSV or Parquet results file: each row names its decks
FILE_FIELDS = ("deck_a", "deck_b", *ROW_FIELDS)


def _file_rows(result: MatchResult) -> list[dict]:
    return [{"deck_a": result.deck_a, "deck_b": result.deck_b, **r} for r in result.rows]


def _fields(result: MatchResult) -> tuple:
    """The columns of `result`'s rows: a best-of-three run's carry their match's fields."""
    bo3 = bool(result.rows) and "match" in result.rows[0]
    return FILE_FIELDS + (BO3_FIELDS if bo3 else ())


def ffa_fields(n: int) -> tuple:
    """The columns of a free-for-all or 2v2 run's CSV or Parquet file (`n` decks): the
    decks (deck_0 .. deck_{n-1}, as the run numbers them), the game and its seed, the deck
    at each seat (seat_0 is the seat that goes first), the winning deck and its seat, every
    winning deck and seat (a 2v2 team wins together; in CSV space-separated, in Parquet a
    list), reason, turns, each deck's points and the decisions."""
    return (*(f"deck_{k}" for k in range(n)), "game", "seed",
            *(f"seat_{s}" for s in range(n)), "winner", "winner_seat", "winners",
            "winner_seats", "reason", "turns", *(f"points_{k}" for k in range(n)),
            "decisions")


def _ffa_file_rows(result, lists: bool) -> list[dict]:
    """A free-for-all or 2v2 run's rows with a column per deck and seat (`ffa_fields`);
    `lists`: winners and winner_seats as lists (Parquet), else space-separated (CSV)."""
    n = len(result.decks)
    decks = result.meta.get("decks") or [{}] * n      # their labels, as a 1v1 file's rows
    names = {f"deck_{k}": d.get("label", result.decks[k]) for k, d in enumerate(decks)}

    def many(v):
        return list(v) if lists else " ".join(map(str, v))
    return [{**names, "game": r["game"], "seed": r["seed"],
             **{f"seat_{s}": k for s, k in enumerate(r["seats"])},
             "winner": r["winner"], "winner_seat": r["winner_seat"],
             "winners": many(r["winners"]), "winner_seats": many(r["winner_seats"]),
             "reason": r["reason"], "turns": r["turns"],
             **{f"points_{k}": r["points"][k] for k in range(n)},
             "decisions": r["decisions"]} for r in result.rows]


def _parquet_types(pa, result) -> list:
    """The Parquet columns of `result`'s file, with their types."""
    if isinstance(result, MatchResult):
        return [("deck_a", pa.string()), ("deck_b", pa.string()),
                ("game", pa.int64()), ("seed", pa.uint64()),
                ("a_first", pa.bool_()), ("winner", pa.string()),
                ("reason", pa.string()), ("turns", pa.int32()),
                ("points_a", pa.int32()), ("points_b", pa.int32()),
                ("decisions", pa.int64())] + (
                    [("match", pa.int64()), ("match_game", pa.int32()),
                     ("bf_a", pa.string()), ("bf_b", pa.string()),
                     ("match_winner", pa.string())]
                    if len(_fields(result)) > len(FILE_FIELDS) else [])
    types = {"game": pa.int64(), "seed": pa.uint64(), "winner": pa.int32(),
             "winner_seat": pa.int32(), "winners": pa.list_(pa.int32()),
             "winner_seats": pa.list_(pa.int32()), "reason": pa.string(),
             "turns": pa.int32(), "decisions": pa.int64()}
    return [(c, types.get(c, pa.string() if c.startswith("deck_") else pa.int32()))
            for c in ffa_fields(len(result.decks))]


def _table(result, lists: bool) -> tuple[tuple, list[dict]]:
    """The columns and rows of `result`'s results file: a `MatchResult`'s (`_fields`), or a
    free-for-all or 2v2 run's (`ffa_fields`; `lists`: winners as lists, else as text)."""
    if isinstance(result, MatchResult):
        return _fields(result), _file_rows(result)
    return ffa_fields(len(result.decks)), _ffa_file_rows(result, lists=lists)


def to_pandas(result):
    """`result` (a `MatchResult` or an `FfaResult`) as a pandas DataFrame: one row per game
    with the columns of its CSV and Parquet files (winners and winner_seats as lists), and
    what produced it in ``df.attrs["riftsim"]`` (the meta of the files)."""
    try:
        import pandas as pd
    except ImportError:
        raise RiftsimError("a DataFrame of the results needs pandas: "
                           "pip install 'riftsim[data]'") from None
    fields, rows = _table(result, lists=True)
    df = pd.DataFrame.from_records(rows, columns=list(fields))
    df.attrs["riftsim"] = result.meta
    return df


def write_result(result, path: str) -> None:
    """Write `result` (a `MatchResult`, or a free-for-all or 2v2 run's
    `riftsim.sim.ffa.FfaResult`) to `path`: .csv (each row names its decks, deck_a and
    deck_b, or deck_0 .. deck_{n-1} (`ffa_fields`); the meta in the sidecar
    `meta_path(path)`), .json (meta, summary and rows) or .parquet (the CSV's columns, the
    meta in the schema metadata). NaN is written as null. An interrupted run's result is
    written the same way: its rows are games 0..k-1."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".csv":
        fields, rows = _table(result, lists=False)

        def w(f):
            wr = csv.DictWriter(f, fieldnames=fields)
            wr.writeheader()
            wr.writerows(rows)
        _atomic_write(path, w)
        _atomic_write(meta_path(path), lambda f: f.write(dumps(result.meta, indent=1)))
    elif ext == ".json":
        summary = result.summary()
        summary.pop("meta")
        _atomic_write(path, lambda f: f.write(dumps(
            {"meta": result.meta, "summary": summary, "rows": result.rows}, indent=1)))
    elif ext == ".parquet":
        try:
            import pyarrow as pa
            import pyarrow.parquet as pq
        except ImportError:
            raise RiftsimError("writing .parquet needs pyarrow: pip install 'riftsim[data]'") \
                from None
        schema = pa.schema(_parquet_types(pa, result),
                           metadata={PARQUET_META_KEY: dumps(result.meta).encode()})
        table = pa.Table.from_pylist(_table(result, lists=True)[1], schema=schema)
        _atomic(path, lambda tmp: pq.write_table(table, tmp))
    else:
        raise RiftsimError(f"unknown results format {ext or path!r}: use .csv, .json or .parquet")


def read_parquet_meta(path: str) -> dict:
    """The meta a Parquet results file carries (needs pyarrow)."""
    import pyarrow.parquet as pq

    raw = (pq.read_schema(path).metadata or {}).get(PARQUET_META_KEY)
    return json.loads(raw) if raw else {}
