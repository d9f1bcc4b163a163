"""The catalogues of the Spiritforged FAQ, the Unleashed FAQ, the community RQ Vegas rulings and
the errata documents (tests/rulings/faq/*.json for those sources) are complete and consistent:
every game ruling has a test carrying its id, or FAQ_PENDING_OTHERS.md lists it with the reason;
superseded rulings are listed with both sources."""

from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).parent
REF = HERE.parents[2] / "shared" / "reference"     # ../shared/reference from the repo
STEMS = ["riftbound-spiritforged-faq", "unleashed-rules-faq-and-clarifications",
         "community_rq-vegas-2026-rulings", "riftbound-origins-card-errata",
         "riftbound-spiritforged-errata", "unleashed-errata-updates"]
TESTS = ["test_faq_spiritforged.py", "test_faq_unleashed.py", "test_faq_community.py"]
KINDS = {"game", "procedure", "superseded", "errata-text"}
ENTRIES = [r for s in STEMS for r in json.loads((HERE / "faq" / f"{s}.json").read_text())]
PENDING = (HERE / "FAQ_PENDING_OTHERS.md").read_text()


def _marked() -> set[str]:
    ids: set[str] = set()
    for t in TESTS:
        ids |= set(re.findall(r'ruling\(\s*"([^"]+)"', (HERE / t).read_text()))
    return ids


def test_entries_are_well_formed_and_unique():
    ids = [r["id"] for r in ENTRIES]
    assert len(ids) == len(set(ids))
    for r in ENTRIES:
        assert r["kind"] in KINDS, r["id"]
        assert r["id"].startswith(r["file"] + "::"), r["id"]
        assert isinstance(r["known_bug"], bool) and isinstance(r["cards_defined"], bool)
        assert (r["superseded_by"] is not None) == (r["kind"] == "superseded"), r["id"]


def test_opening_words_are_on_their_line():
    for r in ENTRIES:
        path = REF / r["file"]
        if not path.exists():                 # the reference folder is outside the repo
            continue
        line = path.read_text().splitlines()[r["line"] - 1]
        assert r["opening_words"].split()[0] in line, r["id"]


def test_every_game_ruling_is_tested_or_pending():
    marked = _marked()
    missing = [r["id"] for r in ENTRIES if r["kind"] == "game"
               and r["id"] not in marked and f"`{r['id']}`" not in PENDING]
    assert not missing, missing


def test_untested_rulings_with_defined_cards_are_only_known_bugs_or_explained():
    marked = _marked()
    for r in ENTRIES:
        if r["kind"] == "game" and r["id"] not in marked:
            row = next(l for l in PENDING.splitlines() if f"`{r['id']}`" in l)
            assert r["known_bug"] or r["undefined_cards"] or len(row.split("|")[3]) > 40, r["id"]


def test_superseded_rulings_are_listed_with_both_sources():
    for r in ENTRIES:
        if r["kind"] == "superseded":
            row = next(l for l in PENDING.splitlines() if f"`{r['id']}`" in l)
            assert r["file"] in row and r["superseded_by"]["source"] in row


def test_marked_ids_are_catalogued():
    assert _marked() <= {r["id"] for r in ENTRIES}
