"""Card facts (package data built by scripts/build_card_data.py)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from riftsim.cards.facts import (
    CardFacts,
    CardType,
    FactsDB,
    UnknownCardError,
    card_sort_key,
    load_facts,
    normalize_name,
)


@pytest.fixture(scope="module")
def db() -> FactsDB:
    return load_facts()


def test_load_is_cached_and_complete(db):
    assert load_facts() is db
    assert len(db) == 937                       # canonical cards, shared/cards/README.md
    assert len(db.all()) == len(db)
    assert all(isinstance(c, CardFacts) for c in db)
    types = {c.type for c in db}
    assert types == set(CardType.ALL)


def test_jinx_demolitionist_facts(db):
    jinx = db.lookup_name("Jinx, Demolitionist")
    assert jinx.id == "ogn-030-298"
    assert (jinx.set, jinx.number) == ("OGN", 30)
    assert jinx.type == CardType.UNIT
    assert jinx.energy == 3
    assert jinx.power == 1
    assert jinx.might == 4
    assert jinx.keywords == ("Accelerate", "Assault 2")
    assert jinx.has_keyword("Assault") and jinx.keyword_value("Assault") == 2
    assert jinx.has_keyword("accelerate") and jinx.keyword_value("Accelerate") is None
    assert not jinx.has_keyword("Tank")
    assert jinx.domains == ("fury",)
    assert "Jinx" in jinx.tags
    assert jinx.is_champion_unit and jinx.champion == "Jinx"


def test_facts_carry_no_rules_text():
    text = (resources.files("riftsim") / "data" / "cards.json").read_text(encoding="utf-8")
    payload = json.loads(text)
    allowed = {"id", "set", "number", "name", "type", "supertypes", "domains", "energy",
               "power", "might", "might_bonus", "tags", "keywords", "aliases", "champion",
               "copy_limit"}
    for row in payload["cards"]:
        assert set(row) - {"data_notes"} == allowed
        for note in row.get("data_notes", ()):       # decisions, never card text
            assert set(note) == {"gap", "source", "decision"}
    assert "discard 2" not in text              # Jinx, Demolitionist's rules text
    assert "http" not in text                       # no image URLs


def test_printing_ids_resolve_to_canonical(db):
    assert db.by_id("ogn-030a-298").id == "ogn-030-298"        # alt art
    assert db.by_id("ven-168-166").id == "ogn-030-298"         # VEN reprint
    assert db.by_id("ven-r01").id == "ogn-007-298"             # VEN basic rune
    assert db.by_id("OGN-030-298").id == "ogn-030-298"         # case-insensitive
    assert "ogn-030a-298" in db and "nope" not in db
    assert db.printing_ids("ogn-030-298")[0] == "ogn-030-298"
    assert "ogn-030a-298" in db.printing_ids("ogn-030-298")


def test_unknown_id_suggests(db):
    with pytest.raises(UnknownCardError) as e:
        db.by_id("ogn-030-29")
    assert isinstance(e.value, ValueError)
    assert "ogn-030-29" in str(e.value) and "did you mean" in str(e.value)
    assert db.get("zzz") is None


@pytest.mark.parametrize("name, card_id", [
    ("Jinx, Demolitionist", "ogn-030-298"),
    ("jinx, demolitionist", "ogn-030-298"),
    ("Jinx - Demolitionist", "ogn-030-298"),
    ("  JINX ,  Demolitionist ", "ogn-030-298"),
    ("Loose Cannon", "ogn-251-298"),                       # legend by title
    ("Jinx, Loose Cannon", "ogn-251-298"),                 # legend as "Champion, Title"
    ("Jinx - Loose Cannon", "ogn-251-298"),
    ("Master Yi, Honed", "ogs-009-024"),                   # alias of "Yi, Honed"
    ("Master Yi - Meditative", "ogs-004-024"),
    ("Yi, Honed", "ogs-009-024"),
    ("Annie, Dark Child - Starter", "ogs-017-024"),        # precon spelling
    ("Annie - Dark Child (Starter)", "ogs-017-024"),       # riftcodex spelling
    ("Kennen, Heart of the Tempest", "ven-155-166"),       # legend tagged Yordle, Kennen
    ("Rek\u2019Sai, Void Burrower", "sfd-187-221"),         # curly apostrophe
    ("Rek'sai - Void Burrower", "sfd-187-221"),
    ("Targon\u2019s Peak", "ogn-289-298"),
    ("Jax, Grandmaster At Arms", "sfd-193-221"),
    ("Fury Rune", "ogn-007-298"),
    ("Jinx, Demolitionist (Alternate Art)", "ogn-030-298"),
])
def test_lookup_name(db, name, card_id):
    assert db.lookup_name(name).id == card_id


def test_unknown_name_did_you_mean(db):
    with pytest.raises(UnknownCardError) as e:
        db.lookup_name("Jnx, Demolitionist")
    msg = str(e.value)
    assert "Jnx, Demolitionist" in msg
    assert "did you mean" in msg and "Jinx, Demolitionist" in msg
    assert e.value.suggestions[0] == "Jinx, Demolitionist"
    assert db.suggest("Trapping Ground")[0] == "Trapping Grounds"
    assert db.suggest("Herald of the Arcan")[0] == "Viktor, Herald of the Arcane"


def test_legend_champion_tags(db):
    assert db.lookup_name("Herald of the Arcane").champion == "Viktor"
    assert db.by_id("ven-155-166").tags == ("Yordle", "Kennen")
    assert db.by_id("ven-155-166").champion == "Kennen"
    assert db.by_id("ven-155-166").deck_name == "Kennen, Heart of the Tempest"
    for legend in db.legends():
        assert legend.champion, legend
        assert legend.champion in legend.tags
        assert "champion" not in legend.supertypes         # legends are not champion units
        assert db.lookup_name(legend.deck_name) is legend


def test_every_name_and_alias_resolves_to_its_card(db):
    assert not db.ambiguous_names
    for c in db:
        assert db.lookup_name(c.name) is c
        for a in c.aliases:
            assert db.lookup_name(a) is c, a


def test_data_fixes(db):
    # Karma, Channeler: the gallery's ['Vi', 'Ionia'] tags corrected to Karma.
    karma = db.lookup_name("Karma, Channeler")
    assert karma.tags == ("Karma", "Ionia") and karma.champion == "Karma"
    # Ability timing markers are not card keywords: Honeyfruit is not a Reaction gear.
    assert db.lookup_name("Honeyfruit").keywords == ("Level 6",)
    # Spells keep their Action / Reaction keywords.
    assert "Action" in db.lookup_name("Disintegrate").keywords


def test_copy_limits(db):
    assert db.lookup_name("Gust").copy_limit == 3
    assert db.lookup_name("Forgefire Cape").copy_limit == 1        # [Unique], CR 825.2.a
    assert db.lookup_name("Spiderling").copy_limit is None         # "any number"


def test_well_known_facts(db):
    rain = db.lookup_name("Icathian Rain")
    assert (rain.energy, rain.power, rain.is_signature, set(rain.domains)) == \
        (7, 3, True, {"fury", "mind"})
    assert rain.champion == "Kai'Sa"
    star = db.lookup_name("Falling Star")
    assert (star.energy, star.power) == (2, 2)
    tibbers = db.lookup_name("Tibbers")
    assert tibbers.is_signature and not tibbers.is_champion_unit
    peak = db.lookup_name("Targon's Peak")
    assert peak.type == CardType.BATTLEFIELD and peak.is_colorless
    rune = db.lookup_name("Calm Rune")
    assert rune.is_rune and rune.domains == ("calm",)


def test_normalize_and_sort_key():
    assert normalize_name("Rek\u2019Sai - Void  Burrower") == "rek'sai, void burrower"
    ids = ["ven-001-166", "ogs-001-024", "ogn-010-298", "ogn-002-298", "sfd-001-221"]
    assert sorted(ids, key=card_sort_key) == [
        "ogn-002-298", "ogn-010-298", "ogs-001-024", "sfd-001-221", "ven-001-166"]


def test_build_script_is_idempotent(tmp_path):
    """The packaged data equals a fresh build (only when ../shared is beside the repo)."""
    import importlib.util
    from pathlib import Path

    repo = Path(__file__).resolve().parent.parent
    script = repo / "scripts" / "build_card_data.py"
    cards = repo.parent / "shared" / "cards" / "cards.json"
    precons = repo.parent / "shared" / "decks" / "precons.json"
    if not (script.exists() and cards.exists() and precons.exists()):
        pytest.skip("shared reference data not available")
    spec = importlib.util.spec_from_file_location("build_card_data", script)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main([str(cards), "--precons", str(precons), "--out-dir", str(tmp_path)]) == 0
    for name in ("cards.json", "precons.json", "ban_list.json"):
        packaged = (resources.files("riftsim") / "data" / name).read_text(encoding="utf-8")
        assert (tmp_path / name).read_text(encoding="utf-8") == packaged, name


def test_every_equipment_has_a_might_bonus_and_says_where_it_comes_from():
    """cards/README.md Known gaps 3: no source has Might Bonuses; each Equipment's value comes
    from the third-party overlay or a recorded decision (Shepherd's Heirloom), and says so."""
    from riftsim.cards.facts import load_facts

    db = load_facts()
    equipment = [c for c in db if "Equipment" in c.tags]
    assert len(equipment) >= 40
    for c in equipment:
        assert c.might_bonus is not None, c.name
        gaps = [n for n in c.data_notes if n["gap"].startswith("Equipment Might Bonus")]
        assert len(gaps) == 1 and gaps[0]["source"] and gaps[0]["decision"], c.name
    heirloom = db.lookup_name("Shepherd's Heirloom")
    assert heirloom.might_bonus == 0 and heirloom.data_notes[0]["source"] == "none"


def test_multi_domain_power_costs_say_how_they_are_paid():
    """Known gaps 4: a multi-domain card's Power symbols have no known domains; the note says
    any of its domains pays each (resources.domain_set)."""
    from riftsim.cards.facts import load_facts

    split = [c for c in load_facts() if len(c.domains) > 1 and (c.power or 0) > 0]
    assert split
    for c in split:
        assert any("domain_set" in n["decision"] for n in c.data_notes), c.name


def test_cards_json_shows_might_bonus_and_data_notes(capsys):
    from riftsim.cli import main

    assert main(["cards", "--name", "Long Sword", "--json"]) == 0
    row = json.loads(capsys.readouterr().out)[0]
    assert row["might_bonus"] == 2
    assert "one source" in row["data_notes"][0]["source"]
