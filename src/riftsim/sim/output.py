"""Writing match results: CSV, JSON or Parquet, chosen by the file extension. Writes are
atomic (a temporary file renamed over the target), so an interrupted run never leaves a
half-written results file.

Each format carries the result's `meta` (what produced it: riftsim version, engine, agents,
turn cap, seeds, decks): JSON under the key "meta"; CSV in a sidecar file `<path>.meta.json`;
Parquet as JSON in the schema metadata, key "riftsim" (`read_parquet_meta`).
"""

from __future__ import annotations

import csv
import json
import os
import tempfile

from riftsim.errors import RiftsimError
from riftsim.sim.match import ROW_FIELDS, MatchResult

PARQUET_META_KEY = b"riftsim"


def _atomic_write(path: str, write) -> None:
    d = os.path.dirname(os.path.abspath(path)) or "."
    if not os.path.isdir(d):
        raise RiftsimError(f"cannot write {path!r}: directory {d!r} does not exist")
    fd, tmp = tempfile.mkstemp(prefix=".riftsim-", dir=d)
    try:
        with os.fdopen(fd, "w", newline="") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def meta_path(path: str) -> str:
    """The sidecar file holding a CSV results file's meta."""
    return path + ".meta.json"


def write_result(result: MatchResult, path: str) -> None:
    ext = os.path.splitext(path)[1].lower()
    if ext == ".csv":
        def w(f):
            wr = csv.DictWriter(f, fieldnames=ROW_FIELDS)
            wr.writeheader()
            for r in result.rows:
                wr.writerow(r)
        _atomic_write(path, w)
        _atomic_write(meta_path(path), lambda f: json.dump(result.meta, f, indent=1))
    elif ext == ".json":
        summary = result.summary()
        summary.pop("meta")
        _atomic_write(path, lambda f: json.dump(
            {"meta": result.meta, "summary": summary, "rows": result.rows}, f, indent=1))
    elif ext == ".parquet":
        try:
            import pyarrow as pa
            import pyarrow.parquet as pq
        except ImportError:
            raise RiftsimError("writing .parquet needs pyarrow: pip install 'riftsim[data]'") \
                from None
        schema = pa.schema([("game", pa.int64()), ("seed", pa.uint64()),
                            ("a_first", pa.bool_()), ("winner", pa.string()),
                            ("reason", pa.string()), ("turns", pa.int32()),
                            ("points_a", pa.int32()), ("points_b", pa.int32()),
                            ("decisions", pa.int64())],
                           metadata={PARQUET_META_KEY: json.dumps(result.meta).encode()})
        table = pa.Table.from_pylist(result.rows, schema=schema)
        d = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(d):
            raise RiftsimError(f"cannot write {path!r}: directory {d!r} does not exist")
        fd, tmp = tempfile.mkstemp(prefix=".riftsim-", dir=d)
        os.close(fd)
        try:
            pq.write_table(table, tmp)
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
    else:
        raise RiftsimError(f"unknown results format {ext or path!r}: use .csv, .json or .parquet")


def read_parquet_meta(path: str) -> dict:
    """The meta a Parquet results file carries (needs pyarrow)."""
    import pyarrow.parquet as pq

    raw = (pq.read_schema(path).metadata or {}).get(PARQUET_META_KEY)
    return json.loads(raw) if raw else {}
