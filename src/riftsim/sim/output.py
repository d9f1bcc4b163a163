"""Writing match results: CSV, JSON or Parquet, chosen by the file extension. Writes are
atomic (a temporary file renamed over the target), so an interrupted run never leaves a
half-written results file."""

from __future__ import annotations

import csv
import json
import os
import tempfile

from riftsim.errors import RiftsimError
from riftsim.sim.match import ROW_FIELDS, MatchResult


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


def write_result(result: MatchResult, path: str) -> None:
    ext = os.path.splitext(path)[1].lower()
    if ext == ".csv":
        def w(f):
            wr = csv.DictWriter(f, fieldnames=ROW_FIELDS)
            wr.writeheader()
            for r in result.rows:
                wr.writerow(r)
        _atomic_write(path, w)
    elif ext == ".json":
        _atomic_write(path, lambda f: json.dump(
            {"summary": result.summary(), "rows": result.rows}, f, indent=1))
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
                            ("decisions", pa.int64())])
        table = pa.Table.from_pylist(result.rows, schema=schema)
        d = os.path.dirname(os.path.abspath(path))
        fd, tmp = tempfile.mkstemp(prefix=".riftsim-", dir=d)
        os.close(fd)
        pq.write_table(table, tmp)
        os.replace(tmp, path)
    else:
        raise RiftsimError(f"unknown results format {ext or path!r}: use .csv, .json or .parquet")
