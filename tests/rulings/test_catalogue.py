"""Every game-behaviour ruling in the seed catalogue has a test carrying its id.

The catalogue (seed_rulings.json) lists every ruling of ../shared/seeds; procedure rulings
are out of scope (OUT_OF_SCOPE.md says why). A ruling's test is marked
`@pytest.mark.ruling("<id>")`, where the id names the seed file and the opening words.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).parent
CATALOGUE = json.loads((HERE / "seed_rulings.json").read_text())


def _marked_ids() -> set[str]:
    ids: set[str] = set()
    for f in HERE.glob("test_*.py"):
        if f.name == Path(__file__).name or f.name.startswith("test_faq_"):
            continue                    # FAQ ruling tests carry FAQ ids (faq/*.json)
        ids |= set(re.findall(r'ruling\(\s*"([^"]+)"', f.read_text()))
    return ids


def test_catalogue_ids_are_unique():
    ids = [r["id"] for r in CATALOGUE]
    assert len(ids) == len(set(ids))


def test_every_game_ruling_has_a_test():
    wanted = {r["id"] for r in CATALOGUE
              if r["kind"] in ("game", "rules-text") and not r.get("duplicate_of")}
    missing = sorted(wanted - _marked_ids())
    assert not missing, f"{len(missing)} rulings without a test, e.g. {missing[:5]}"


def test_procedure_rulings_are_listed_out_of_scope():
    text = (HERE / "OUT_OF_SCOPE.md").read_text()
    for r in CATALOGUE:
        if r["kind"] == "procedure":
            assert r["id"] in text, r["id"]


def test_marked_ids_exist_in_the_catalogue():
    """FAQ ruling ids (`faq/...`) belong to the FAQ catalogues, test_faq_catalogue.py checks
    them."""
    known = {r["id"] for r in CATALOGUE}
    seed_marks = {i for i in _marked_ids() if not i.startswith("faq/")}
    assert seed_marks <= known, sorted(seed_marks - known)
