"""Benchmarks (pytest-benchmark). Not part of the test suite: `testpaths` is `tests`.

Run them explicitly from the repo root, against the installed package:

    python -m pytest benchmarks/                      # all benchmark files (bench_*.py)
    python -m pytest benchmarks/bench_rng.py --benchmark-group-by=group

This conftest makes pytest collect ``bench_*.py`` files when it walks this folder.
"""

import pytest


def pytest_collect_file(file_path, parent):
    # Files named on the command line are collected by pytest itself; don't add them twice.
    if (file_path.suffix == ".py" and file_path.name.startswith("bench_")
            and not parent.session.isinitpath(file_path)):
        return pytest.Module.from_parent(parent, path=file_path)
    return None
