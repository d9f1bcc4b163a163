"""Every game-behaviour ruling of the official FAQ catalogues has a test or a listed reason.

tests/rulings/faq/*.json hold one catalogue per FAQ or errata document of ../shared/reference
(one entry per ruling: id, file, line, opening_words, kind, rules, cards, cards_defined,
summary; `superseded_by` for superseded rulings, `known_bug` for rulings a known engine bug
breaks). A ruling's test is marked with its id (the `ruling` marker, as the seed catalogue's
tests are). FAQ_PENDING.md (the Origins FAQ) and FAQ_PENDING_OTHERS.md (the other FAQs, the
community rulings and the errata) list, one table row each, the rulings that need undefined cards
(naming them), the game rulings still without a test (with the reason) and the superseded
rulings (with both sources).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
FAQ_DIR = HERE / "faq"
#: the pending lists: the Origins FAQ's, and the other FAQs', community rulings' and errata's
PENDING = (HERE / "FAQ_PENDING.md", HERE / "FAQ_PENDING_OTHERS.md")
#: errata-text: an erratum that changes a card's text (the card data's business), no ruling
KINDS = {"game", "procedure", "superseded", "errata-text"}
FIELDS = {"id", "file", "line", "opening_words", "kind", "rules", "cards", "cards_defined",
          "summary"}


def _catalogue() -> list[dict]:
    out = []
    for f in sorted(FAQ_DIR.glob("*.json")):
        for entry in json.loads(f.read_text()):
            out.append(dict(entry, _catalogue=f.name))
    return out


CATALOGUE = _catalogue()
MARK = re.compile(r'\.ruling\(\s*"([^"]+)"')


def _marked_ids() -> set[str]:
    """Ids named by a ruling marker in the test modules of tests/rulings (not the catalogue
    tests, whose docstrings show the marker)."""
    ids: set[str] = set()
    for f in HERE.glob("test_*.py"):
        if not f.name.endswith("catalogue.py"):
            ids |= set(MARK.findall(f.read_text()))
    return ids


def _pending_rows() -> dict[str, list[str]]:
    """The pending lists' table rows by the ruling id in their first cell (`id`)."""
    rows: dict[str, list[str]] = {}
    for line in "\n".join(p.read_text() for p in PENDING).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        m = re.fullmatch(r"`([^`]+)`", cells[0]) if line.startswith("|") else None
        if m:
            rows.setdefault(m.group(1), []).append(cells)
    return rows


def _needs_test(r: dict) -> bool:
    return r["kind"] == "game" and r["cards_defined"] and not r.get("known_bug")


def test_there_is_a_catalogue():
    assert CATALOGUE, "no tests/rulings/faq/*.json"


def test_entries_are_well_formed():
    for r in CATALOGUE:
        missing = FIELDS - set(r)
        assert not missing, (r.get("id"), missing)
        assert r["kind"] in KINDS, (r["id"], r["kind"])
        assert r["id"].startswith(f"{r['file']}::"), r["id"]
        assert r["cards_defined"] == (not r.get("undefined_cards")), r["id"]
        if r["kind"] == "superseded":
            assert r.get("superseded_by"), r["id"]


def test_catalogued_rulings_exist_at_their_lines():
    """The opening words are on the catalogued line of the source document."""
    ref = HERE.parents[1].parent / "shared" / "reference"
    if not ref.is_dir():
        pytest.skip(f"{ref} is not available")
    for r in CATALOGUE:
        lines = (ref / r["file"]).read_text(encoding="utf-8").splitlines()
        assert r["opening_words"] in lines[r["line"] - 1], (r["id"], lines[r["line"] - 1])


def test_ids_are_unique():
    ids = [r["id"] for r in CATALOGUE]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    assert not dup, dup


def test_cards_defined_matches_the_pool():
    """`cards_defined` says whether every card of the ruling is defined in riftsim: when the
    card pool gains a card, the ruling's entry is updated and it needs a test."""
    from riftsim.cards.facts import UnknownCardError
    from riftsim.cards.pool import get_pool

    pool = get_pool()

    def defined(name: str) -> bool:
        try:
            return bool(pool.by_name(name).implemented)
        except UnknownCardError:
            return False

    wrong = [(r["id"], [c for c in r["cards"] if not defined(c)]) for r in CATALOGUE
             if r["cards_defined"] != all(defined(c) for c in r["cards"])]
    assert not wrong, wrong


def test_every_game_ruling_has_a_test_or_a_listed_reason():
    marked, rows = _marked_ids(), _pending_rows()
    missing = []
    for r in CATALOGUE:
        if not _needs_test(r) or r["id"] in marked:
            continue
        reasons = [c for row in rows.get(r["id"], []) for c in row[1:] if c]
        if not reasons:
            missing.append(r["id"])
    assert not missing, f"{len(missing)} game rulings without a test or a reason: {missing[:5]}"


def test_rulings_needing_undefined_cards_are_listed_with_them():
    rows = _pending_rows()
    missing = []
    for r in CATALOGUE:
        if r["kind"] != "game" or r["cards_defined"]:
            continue
        text = " | ".join(" | ".join(row) for row in rows.get(r["id"], []))
        lacking = [c for c in r.get("undefined_cards", []) if c not in text]
        if lacking:
            missing.append((r["id"], lacking))
    assert not missing, missing


def test_superseded_rulings_are_listed_with_both_sources():
    rows = _pending_rows()
    missing = []
    for r in CATALOGUE:
        if r["kind"] != "superseded":
            continue
        text = " | ".join(" | ".join(row) for row in rows.get(r["id"], []))
        later = r["superseded_by"]
        later = later["source"] if isinstance(later, dict) else later
        if r["file"] not in text or later.split(" ")[0] not in text:
            missing.append(r["id"])
    assert not missing, missing


def test_known_bugs_are_listed():
    rows = _pending_rows()
    missing = [r["id"] for r in CATALOGUE if r.get("known_bug") and r["id"] not in rows]
    assert not missing, missing


def test_marked_faq_ids_exist_in_a_catalogue():
    known = {r["id"] for r in CATALOGUE}
    seed = {r["id"] for r in json.loads((HERE / "seed_rulings.json").read_text())}
    unknown = sorted(i for i in _marked_ids() if i not in known | seed)
    assert not unknown, unknown


def test_pending_lists_only_catalogued_rulings():
    known = {r["id"] for r in CATALOGUE}
    assert set(_pending_rows()) <= known, sorted(set(_pending_rows()) - known)
