"""Deck input: text lists, deck codes, precons, load_deck, and validation (CR 101-103, TR 601)."""

from __future__ import annotations

import base64
import dataclasses
import json
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from riftsim.cards.facts import load_facts
from riftsim.decks import (
    Deck,
    DeckError,
    Violation,
    card_code,
    check,
    decode_code,
    deck_from_code,
    deck_to_code,
    encode_code,
    format_text,
    get_precon,
    list_precons,
    load_deck,
    parse_file,
    parse_text,
    precon_ids,
    validate,
)

DATA = Path(__file__).parent / "data"
TOURNAMENT_DIR = Path(str(resources.files("riftsim") / "data" / "tournament"))  # (installed)
TOURNAMENT = sorted(TOURNAMENT_DIR.glob("*.txt"))
VECTORS = json.loads((DATA / "deck_code_test_vectors.json").read_text(encoding="utf-8"))["vectors"]

db = load_facts()


def cid(name: str) -> str:
    return db.lookup_name(name).id


def rules(violations: list[Violation]) -> set[str]:
    return {v.rule for v in violations}


def find(violations: list[Violation], rule: str) -> Violation:
    hits = [v for v in violations if v.rule == rule]
    assert hits, f"no {rule} violation in {[str(v) for v in violations]}"
    return hits[0]


# -- precons --------------------------------------------------------------------------------
EXPECTED_PRECONS = {
    "precon-annie", "precon-lux", "precon-garen", "precon-master-yi", "precon-jinx",
    "precon-viktor", "precon-lee-sin", "precon-fiora", "precon-rumble", "precon-vi",
    "precon-vex", "precon-shen", "precon-zed",
}


def test_precon_list():
    infos = list_precons()
    assert {p.id for p in infos} == EXPECTED_PRECONS == set(precon_ids())
    starters = {p.id for p in infos if p.is_starter}
    assert starters == {"precon-annie", "precon-lux", "precon-garen", "precon-master-yi"}
    assert all(p.battlefields == (1 if p.is_starter else 3) for p in infos)


@pytest.mark.parametrize("precon_id", sorted(EXPECTED_PRECONS))
def test_precon_loads_and_validates(precon_id):
    deck = get_precon(precon_id)
    info = next(p for p in list_precons() if p.id == precon_id)
    assert deck.name == precon_id
    assert len(deck.main) == 39 and len(deck) == 40
    assert len(deck.main_with_champion()) == 40
    assert len(deck.runes) == 12
    assert deck.legend == info.legend and deck.champion == info.champion
    assert db.by_id(deck.legend).is_legend and db.by_id(deck.champion).is_champion_unit
    if info.is_starter:
        # Proving Grounds ships one battlefield: legal for casual play (and 1v1 uses one).
        assert validate(deck, mode="casual") == []
        v = find(validate(deck), "CR 480.4.a")
        assert "3 battlefields" in v.message
    else:
        assert validate(deck) == []
        assert validate(deck, mode="tournament") == []
        check(deck, mode="tournament")
    # round trips
    assert parse_text(deck.to_text(), name=deck.name) == deck
    assert deck_from_code(deck.to_code(), name=deck.name) == deck
    assert load_deck(precon_id) is deck


def test_precon_details():
    jinx = get_precon("jinx")
    assert jinx is get_precon("precon-jinx") is load_deck("Jinx")
    assert jinx.champion == cid("Jinx, Demolitionist")
    assert jinx.legend == cid("Jinx, Loose Cannon")
    assert sorted(jinx.battlefields) == sorted(
        cid(n) for n in ("Targon's Peak", "Zaun Warrens", "Reaver's Row"))
    assert Counter(jinx.runes) == {cid("Fury Rune"): 6, cid("Chaos Rune"): 6}
    annie = get_precon("precon-annie")
    # one extra Annie, Stubborn in main besides the Chosen Champion copy
    assert annie.main.count(cid("Annie, Stubborn")) == 1
    assert annie.counts()[cid("Annie, Stubborn")] == 2
    assert annie.counts(include_champion=False)[cid("Annie, Stubborn")] == 1
    yi = get_precon("master yi")
    assert db.by_id(yi.champion).name == "Yi, Meditative"
    with pytest.raises(DeckError, match="unknown precon 'precon-teemo'"):
        get_precon("precon-teemo")


# -- tournament lists -----------------------------------------------------------------------
def test_tournament_files_present():
    assert len(TOURNAMENT) == 9


@pytest.mark.parametrize("path", TOURNAMENT, ids=lambda p: p.stem)
def test_tournament_list_parses_and_validates(path):
    warnings: list[str] = []
    deck = load_deck(str(path), warnings=warnings)
    assert warnings == []                                  # every list has a Champion section
    assert deck.name == path.stem
    assert len(deck) == 40 and len(deck.runes) == 12 and len(deck.battlefields) == 3
    assert validate(deck) == []
    # Riot's Barcelona lists (Vendetta season) carry 10-card sideboards; TR 601.1.c.1 of
    # 2026-04-29 says 8. Atlanta (Unleashed season) has 8.
    side_cap = 10 if path.stem.startswith("barcelona") else 8
    assert len(deck.sideboard) == side_cap
    assert validate(deck, mode="tournament", sideboard_max=side_cap) == []
    if side_cap > 8:
        v = find(validate(deck, mode="tournament"), "TR 601.1.c.1")
        assert "10 cards" in v.message
    # round trips
    assert parse_text(deck.to_text(), name=deck.name) == deck
    assert deck_from_code(deck.to_code(), name=deck.name) == deck
    assert parse_file(path) == deck


def test_rengar_showdown_list_by_names():
    src = json.loads((TOURNAMENT_DIR / "rengar_ottawa_2026-08-08.json").read_text())
    lst = src["lists"][0]
    legend = db.lookup_name(src["legend"])                 # "Rengar - Pridestalker"
    main = Counter()
    for e in lst["main_deck"]:
        main[cid(e["name"])] += e["count"]
    champion = cid(lst["chosen_champion"])
    main[champion] -= 1
    deck = Deck.from_counts(
        name="rengar", legend=legend.id, champion=champion, main=main,
        battlefields=[cid(n) for n in lst["battlefields"]],
        runes={cid(f"{k} Rune"): n for k, n in lst["runes"].items()},
        sideboard={cid(e["name"]): e["count"] for e in lst["sideboard"]})
    assert len(deck) == 40
    assert validate(deck, mode="tournament", sideboard_max=10) == []
    path = TOURNAMENT_DIR / "rengar_ottawa_2026-08-08.json"     # the JSON reader agrees
    warnings: list[str] = []
    loaded = load_deck(str(path), warnings=warnings)
    assert loaded == deck.with_name("rengar_ottawa_2026-08-08") and warnings == []
    assert load_deck(f"{path}#1") == loaded and parse_file(path) == loaded
    assert db.by_id(loaded.legend).name == "Pridestalker" and len(loaded.sideboard) == 10


def test_shipped_tournament_lists_load_by_id():
    from riftsim.decks import get_tournament_deck, tournament_ids

    ids = tournament_ids()
    assert len(ids) == 10 and "tournament-barcelona-03" in ids
    assert "tournament-rengar-ottawa-2026-08-08" in ids
    assert load_deck("tournament-barcelona-03") == \
        load_deck(str(TOURNAMENT_DIR / "barcelona-03.txt")).with_name("tournament-barcelona-03")
    rengar = get_tournament_deck("tournament-rengar-ottawa-2026-08-08")
    assert db.by_id(rengar.legend).name == "Pridestalker" and len(rengar) == 40
    with pytest.raises(DeckError, match="unknown tournament list 'tournament-lille-01'; known: "
                                        "tournament-atlanta-01"):
        load_deck("tournament-lille-01")


# -- JSON deck lists ---------------------------------------------------------------------------
def _json_list(champion="Jinx, Demolitionist", **kw):
    lst = {"chosen_champion": champion, "runes": {"Fury": 6, "Chaos": 6},
           "battlefields": ["Zaun Warrens", "Targon's Peak", "Reaver's Row"],
           "main_deck": [{"name": "Shipyard Skulker", "count": 3}]}
    lst.update(kw)
    return lst


def test_json_file_with_several_lists_picks_one(tmp_path):
    """`FILE.json#N` picks list N; without it the first, with a warning naming the count."""
    f = tmp_path / "jinx.json"
    second = _json_list(main_deck=[{"name": "Pouty Poro", "count": 2}])
    f.write_text(json.dumps({"legend": "Jinx, Loose Cannon", "lists": [_json_list(), second]}))
    warnings: list[str] = []
    first = load_deck(str(f), warnings=warnings)
    assert first.name == "jinx#1" and Counter(first.main) == {cid("Shipyard Skulker"): 3}
    assert warnings == ["the file holds 2 lists; read #1 (pick one with FILE#N)"]
    two = load_deck(f"{f}#2")
    assert two.name == "jinx#2" and Counter(two.main) == {cid("Pouty Poro"): 2}
    assert Counter(two.runes) == {cid("Fury Rune"): 6, cid("Chaos Rune"): 6}
    assert db.by_id(two.champion).name == "Jinx, Demolitionist"
    with pytest.raises(DeckError, match=r"list #3 asked for; the file holds 2"):
        load_deck(f"{f}#3")


def test_json_text_and_piltover_archive_entries():
    """A single list object (its own "legend") and Piltover Archive API JSON ("entries" with
    deck-code card codes) give the same decks as the text format."""
    jinx = get_precon("precon-jinx")
    entries = [{"code": card_code(c), "name": "", "count": n, "section": section}
               for section, ids in (("legend", [jinx.legend]), ("champion", [jinx.champion]),
                                    ("battlefields", jinx.battlefields),
                                    ("runes", jinx.runes), ("main", jinx.main))
               for c, n in Counter(ids).items()]
    pa = load_deck(json.dumps({"title": "Jinx precon", "entries": entries}))
    assert pa == jinx.with_name("Jinx precon")
    single = json.dumps({"legend": "Jinx, Loose Cannon", **_json_list()})
    assert db.by_id(load_deck(single).legend).name == "Loose Cannon"


@pytest.mark.parametrize("text, problem", [
    ('{"lists": [\n{"legend": 1,,}]}', "not valid JSON: Expecting property name enclosed in "
                                        "double quotes at line 2 column 14"),
    (json.dumps({"legend": "Jinx, Loose Cannon",
                 "lists": [_json_list(champion="Jinx, Demolitionst")]}),
     "lists[0].chosen_champion: unknown card 'Jinx, Demolitionst'; did you mean"),
    (json.dumps({"legend": "Jinx, Loose Cannon",
                 "lists": [_json_list(main_deck=[{"name": "Pouty Poro", "count": 0}])]}),
     "lists[0].main_deck[0]: count must be a whole number of at least 1, found 0"),
    (json.dumps({"deck": []}), 'a JSON deck list has "entries" (Piltover Archive), "lists" '
                               'or "main_deck"; found keys deck'),
    (json.dumps({"entries": [{"code": "OGN-999", "count": 1, "section": "main"}]}),
     "entries[0]: deck code names card OGN-999, which is not in the card data"),
    (json.dumps({"entries": [{"name": "Pouty Poro", "section": "graveyard"}]}),
     "entries[0]: unknown section 'graveyard'"),
])
def test_json_deck_errors_name_the_place(text, problem):
    with pytest.raises(DeckError) as e:
        load_deck(text)
    assert any(p.startswith(problem) for p in e.value.problems), e.value.problems


def test_a_deck_file_that_is_not_text_is_refused(tmp_path):
    f = tmp_path / "deck.json"
    f.write_bytes(b"\xff\xfe\x00{")
    with pytest.raises(DeckError, match="not UTF-8 text"):
        load_deck(str(f))


# -- deck codes -----------------------------------------------------------------------------
@pytest.mark.parametrize("vec", VECTORS, ids=lambda v: v["name"].split(" ")[0])
def test_deck_code_vectors_round_trip(vec):
    main = [(e["cardCode"], e["count"]) for e in vec["mainDeck"]]
    side = [(e["cardCode"], e["count"]) for e in vec["sideboard"]]
    champ = vec.get("chosenChampion")
    assert encode_code(main, side, champ) == vec["code"]
    dc = decode_code(vec["code"])
    assert sorted(dc.main) == sorted(main)
    assert sorted(dc.sideboard) == sorted(side)
    assert dc.champion == champ
    assert dc.version == int(vec["name"][1])
    assert encode_code(dc.main, dc.sideboard, dc.champion) == vec["code"]
    assert decode_code(vec["code"].lower()) == dc


def test_deck_code_v5_high_copy_and_special():
    # v5: > 12 copies (Spiderling-style) use the sparse count encoding.
    code = encode_code({"VEN-097": 20, "VEN-001": 3}, {"VEN-050": 4}, "VEN-001")
    dc = decode_code(code)
    assert dc.version == 5 and not code.startswith("CM")
    assert sorted(dc.main) == [("VEN-001", 3), ("VEN-097", 20)]
    assert dc.sideboard == (("VEN-050", 4),) and dc.champion == "VEN-001"
    # v5 with an SP card and a rune: per-card prefix flags
    code = encode_code({"VEN-SP1": 1, "SFD-R02": 3, "OGN-004": 2})
    assert sorted(decode_code(code).main) == [("OGN-004", 2), ("SFD-R02", 3), ("VEN-SP1", 1)]
    assert decode_code(code).version == 5


def test_deck_code_deck_level():
    deck = get_precon("viktor")
    code = deck_to_code(deck)
    assert code == deck.to_code()
    dc = decode_code(code)
    # the main section holds legend + battlefields + runes + 40-card Main Deck
    assert sum(n for _, n in dc.main) == 1 + 3 + 12 + 40
    assert dc.champion == "OGN-117"                         # Viktor, Innovator
    assert ("OGN-265", 1) in dc.main                         # the legend


def test_deck_from_code_resolves_other_printings():
    # SFD-R02 / UNL-R05a are rune printings missing from the card data: read as basic runes.
    jinx = get_precon("jinx")
    main = Counter({"OGN-251": 1, "OGN-289": 1, "OGN-298": 1, "OGN-285": 1,
                    "VEN-R01": 6, "SFD-R05": 6})
    for card_id, n in Counter(jinx.main_with_champion()).items():
        main[card_id.split("-")[0].upper() + "-" + card_id.split("-")[1]] += n
    main["OGN-030a"] = main.pop("OGN-030")                  # the alt-art Jinx, Demolitionist
    deck = deck_from_code(encode_code(main, champion="OGN-030a"), name="precon-jinx")
    assert deck == jinx


def test_deck_from_code_without_champion_infers_it():
    jinx = get_precon("jinx")
    dc = decode_code(jinx.to_code())
    warnings: list[str] = []
    deck = deck_from_code(encode_code(dc.main), name=jinx.name, warnings=warnings)
    assert deck == jinx
    assert any("Jinx, Demolitionist" in w for w in warnings)


def test_deck_from_code_errors():
    # the first vector has no legend
    with pytest.raises(DeckError, match=r"exactly 1 Champion Legend \(CR 103.1\)"):
        deck_from_code(VECTORS[0]["code"])
    with pytest.raises(DeckError, match="not a deck code"):
        decode_code("CM!!")
    with pytest.raises(DeckError, match="version 9"):
        decode_code(base64.b32encode(bytes([0x19, 0, 0, 0, 0])).decode())
    with pytest.raises(DeckError, match="format 2"):
        decode_code(base64.b32encode(bytes([0x23, 0, 0, 0, 0])).decode())
    with pytest.raises(DeckError, match="truncated"):
        decode_code(VECTORS[0]["code"][:20])
    with pytest.raises(DeckError, match="OGN-999"):
        deck_from_code(encode_code({"OGN-251": 1, "OGN-999": 3}))


# -- load_deck ------------------------------------------------------------------------------
def test_load_deck_specs(tmp_path):
    jinx = get_precon("jinx")
    assert load_deck("precon-jinx") is jinx
    assert load_deck(jinx) is jinx
    assert load_deck(jinx.to_code(), name="precon-jinx") == jinx
    f = tmp_path / "my-jinx.txt"
    f.write_text(jinx.to_text(), encoding="utf-8")
    assert load_deck(str(f)) == jinx.with_name("my-jinx")
    assert load_deck(f) == jinx.with_name("my-jinx")         # PathLike
    assert load_deck(jinx.to_text()).legend == jinx.legend   # inline text
    with pytest.raises(DeckError) as e:
        load_deck("no-such-deck")
    msg = str(e.value)
    assert "'no-such-deck'" in msg and "precon-jinx" in msg and "deck code" in msg
    with pytest.raises(DeckError, match="no such file"):
        load_deck("decks/missing.txt")


def test_load_deck_names_a_folder_or_device(tmp_path):
    with pytest.raises(DeckError, match="it is a folder"):
        load_deck(str(tmp_path))
    with pytest.raises(DeckError, match="not a regular file"):
        load_deck("/dev/null")


# -- text format ----------------------------------------------------------------------------
def test_parse_text_formats():
    text = """
# a comment
// another comment
**Legend:**
1 Jinx - Loose Cannon
**Champion**:
Jinx, Demolitionist
MainDeck (39):
3x Flame Chompers
x3 Chemtech Enforcer
Brazen Buccaneer x3
3 x Raging Soul
2 Get Excited!
2 Blazing Scorcher (OGN) #001 *F*
1 Magma Wurm
2 Void Seeker
1 Vi, Destructive
2 Cemetery Attendant
3 Fight or Flight
3 Gust
2 Undercover Agent
2 Fading Memories
3 Scrapheap
3 Traveling Merchant
1 Rhasa the Sunderer

Battlefields:
1 Targon\u2019s Peak
1 Zaun Warrens
1 Reaver's Row
Runes:
6 Fury Rune
6 Chaos Rune
"""
    deck = parse_text(text, name="precon-jinx")
    assert deck == get_precon("jinx")


def test_parse_text_infers_champion_with_warning():
    jinx = get_precon("jinx")
    text = jinx.to_text().replace("Champion:\n1 Jinx, Demolitionist\n", "")
    text = text.replace("Main Deck:\n", "Main Deck:\n1 Jinx, Demolitionist\n")
    warnings: list[str] = []
    deck = parse_text(text, name=jinx.name, warnings=warnings)
    assert deck == jinx
    assert len(warnings) == 1 and "Jinx, Demolitionist" in warnings[0]
    assert "Chosen Champion" in warnings[0]


def test_parse_text_headerless_lines_sorted_by_type():
    jinx = get_precon("jinx")
    body = "\n".join(line for line in jinx.to_text().splitlines()
                     if not line.endswith(":") and not line.startswith("#"))
    warnings: list[str] = []
    assert parse_text(body, name=jinx.name, warnings=warnings) == jinx
    assert warnings                                         # champion inferred


def test_parse_text_unknown_card_line_number_and_did_you_mean():
    text = "Legend:\n1 Jinx, Loose Cannon\nChampion:\n1 Jinx, Demolitionist\nMain Deck:\n" \
           "3 Gust\n3 Jnx, Demolitionst\n"
    with pytest.raises(DeckError) as e:
        parse_text(text)
    msg = str(e.value)
    assert "line 7" in msg and "Jnx, Demolitionst" in msg
    assert "did you mean" in msg and "Jinx, Demolitionist" in msg


@pytest.mark.parametrize("bad, lineno", [
    ("3", 6),
    ("x3", 6),
    ("0 Gust", 6),
    ("-2 Gust", 6),
])
def test_parse_text_malformed_line_number(bad, lineno):
    text = f"Legend:\n1 Jinx, Loose Cannon\nChampion:\n1 Jinx, Demolitionist\nMain Deck:\n{bad}\n"
    with pytest.raises(DeckError, match=rf"line {lineno}\b"):
        parse_text(text)


def test_parse_text_all_problems_reported_together():
    text = "Legend:\n1 Jinx, Loose Cannon\nMain Deck:\n3 Gusst\n7\n2 Fligt or Fight\n"
    with pytest.raises(DeckError) as e:
        parse_text(text)
    assert len(e.value.problems) == 3
    assert [p.split(":")[0] for p in e.value.problems] == ["line 4", "line 5", "line 6"]


def test_parse_text_legend_and_champion_errors():
    two_legends = "Legend:\n2 Jinx, Loose Cannon\nMain Deck:\n3 Gust\n"
    with pytest.raises(DeckError, match=r"line 2.*exactly 1 Champion Legend \(CR 103.1\)"):
        parse_text(two_legends)
    with pytest.raises(DeckError, match="no Legend section"):
        parse_text("Main Deck:\n3 Gust\n")
    no_champion = "Legend:\n1 Jinx, Loose Cannon\nMain Deck:\n3 Gust\n"
    with pytest.raises(DeckError, match=r"no champion unit.*'Jinx'.*CR 103.2.a.2"):
        parse_text(no_champion)


def test_parse_file_error_names_file(tmp_path):
    f = tmp_path / "broken.txt"
    f.write_text("Legend:\n1 Nobody, Nowhere\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"(?s)broken\.txt.*line 2"):
        parse_file(f)
    with pytest.raises(DeckError, match="cannot read deck file"):
        parse_file(tmp_path / "missing.txt")


def test_format_text_shape():
    text = format_text(get_precon("viktor"))
    lines = text.splitlines()
    assert lines[:5] == ["# precon-viktor", "Legend:", "1 Viktor, Herald of the Arcane",
                         "Champion:", "1 Viktor, Innovator"]
    for header in ("Main Deck:", "Battlefields:", "Rune Pool:"):
        assert header in lines
    assert "Sideboard:" not in lines


# -- Deck model -----------------------------------------------------------------------------
def test_deck_model_is_canonical_and_frozen():
    jinx = get_precon("jinx")
    shuffled = Deck(name=jinx.name, legend=jinx.legend, champion=jinx.champion,
                    main=list(reversed(jinx.main)), battlefields=list(reversed(jinx.battlefields)),
                    runes=list(reversed(jinx.runes)))
    assert shuffled == jinx and isinstance(shuffled.main, tuple)
    with pytest.raises(dataclasses.FrozenInstanceError):
        jinx.name = "x"
    assert jinx.champion not in jinx.main                    # Jinx precon: no extra copy
    assert jinx.champion in jinx.main_with_champion()
    assert sum(jinx.counts().values()) == 40
    assert set(jinx.card_ids()) >= {jinx.legend, jinx.champion, *jinx.battlefields}
    alt = Deck.from_counts(legend="ogn-251-298", champion="ogn-030a-298",
                           main={"ogn-041a-298": 1}, runes={"ven-r01": 2})
    assert alt.champion == "ogn-030-298" and alt.runes == ("ogn-007-298",) * 2
    with pytest.raises(ValueError, match="did you mean"):
        Deck.from_counts(legend="ogn-251-298", champion="ogn-030-29")


# -- validation: one failing case per rule ----------------------------------------------------
JINX = get_precon("jinx")


def edit(deck: Deck = JINX, **changes) -> Deck:
    return dataclasses.replace(deck, **changes)


def swap(deck: Deck, out_name: str, in_names: list[str]) -> tuple[str, ...]:
    """deck.main with every copy of ``out_name`` replaced by ``in_names``."""
    out_id = cid(out_name)
    return tuple([c for c in deck.main if c != out_id] + [cid(n) for n in in_names])


def test_rule_103_1_legend_must_be_a_legend():
    v = find(validate(edit(legend=cid("Gust"))), "CR 103.1")
    assert v.card == "Gust" and "not a Champion Legend" in v.message


def test_rule_103_2_a_2_champion_must_be_champion_unit():
    v = find(validate(edit(champion=cid("Flame Chompers"))), "CR 103.2.a.2")
    assert v.card == "Flame Chompers" and "not a champion unit" in v.message


def test_rule_103_2_a_2_champion_tag_must_match_legend():
    v = find(validate(edit(champion=cid("Vi, Destructive"))), "CR 103.2.a.2")
    assert v.card == "Vi, Destructive" and "Jinx" in v.message


def test_rule_103_2_d_3_signature_unit_cannot_be_chosen_champion():
    annie = get_precon("annie")
    v = find(validate(edit(annie, champion=cid("Tibbers")), mode="casual"), "CR 103.2.d.3")
    assert v.card == "Tibbers"


def test_rule_103_2_main_deck_size():
    short = edit(main=JINX.main[:-1])
    v = find(validate(short), "CR 103.2")
    assert "at least 40" in v.message and "39" in v.message and v.card is None
    long = edit(main=JINX.main + (cid("Gust"),) * 0 + (cid("Magma Wurm"),))
    assert validate(long) == []                              # 41 is fine in the Core Rules
    v = find(validate(long, mode="tournament"), "TR 601.1.b")
    assert "exactly 40" in v.message and "41" in v.message


def test_rule_103_2_only_units_gear_spells_in_main():
    deck = edit(main=swap(JINX, "Magma Wurm", ["Void Gate"]))
    v = find(validate(deck), "CR 103.2")
    assert v.card == "Void Gate" and "battlefield" in v.message


def test_rule_182_tokens_are_not_cards():
    deck = edit(main=swap(JINX, "Magma Wurm", ["Recruit (DE)"]))
    v = find(validate(deck), "CR 182")
    assert v.card == "Recruit (DE)"


def test_rule_103_1_b_domain_identity():
    deck = edit(main=swap(JINX, "Magma Wurm", ["Stupefy"]))      # mind
    v = find(validate(deck), "CR 103.1.b")
    assert v.card == "Stupefy" and "Domain Identity" in v.message
    assert "fury" in v.message and "chaos" in v.message


def test_rule_103_2_b_three_copies_including_champion():
    deck = edit(main=swap(JINX, "Magma Wurm", ["Jinx, Demolitionist"] * 3))
    v = find(validate(deck), "CR 103.2.b")
    assert v.card == "Jinx, Demolitionist"
    assert "4 in the Main Deck (Chosen Champion included)" in v.message
    ok = edit(main=swap(JINX, "Magma Wurm", ["Jinx, Demolitionist"] * 2))
    assert validate(ok) == []                                # CR 103.2.b.1 example


def test_tr_601_1_c_3_copies_across_sideboard():
    deck = edit(sideboard=(cid("Gust"),))                      # 3 Gust in main + 1
    v = find(validate(deck), "TR 601.1.c.3")
    assert v.card == "Gust" and "3 in the Main Deck + 1 in the sideboard" in v.message
    assert validate(edit(sideboard=(cid("Magma Wurm"),) * 2)) == []


def test_rule_825_2_a_unique():
    ornn = db.lookup_name("Ornn, Fire Below the Mountain")
    champ = cid("Ornn, Blacksmith")
    filler = [c.id for c in db if c.type in ("unit", "spell") and not c.is_signature
              and not c.is_champion_unit and not c.is_token
              and set(c.domains) <= {"calm", "mind"}][:13]
    main = Counter({f: 3 for f in filler})
    main[cid("Forgefire Cape")] = 2
    deck = Deck.from_counts(legend=ornn.id, champion=champ, main=main,
                            battlefields=JINX.battlefields,
                            runes={cid("Calm Rune"): 6, cid("Mind Rune"): 6})
    assert len(deck) >= 40
    vs = validate(deck)
    v = find(vs, "CR 825.2.a")
    assert v.card == "Forgefire Cape" and "Unique" in v.message
    assert rules(vs) == {"CR 825.2.a"}


def test_copy_limit_any_number_spiderling():
    deck = edit(main=swap(JINX, "Gust", []) + (cid("Spiderling"),) * 10)
    assert len(deck) == 47
    assert validate(deck) == []


def test_rule_103_2_d_signatures():
    deck = edit(main=swap(JINX, "Magma Wurm", ["Super Mega Death Rocket!"] * 3
                          + ["Death from Below"]))
    vs = validate(deck)
    v = find(vs, "CR 103.2.d.1")
    assert "4 Signature cards" in v.message
    v = find(vs, "CR 103.2.d.2")
    assert v.card == "Death from Below" and "Jinx" in v.message


def test_rule_103_3_a_rune_deck_size_and_type():
    v = find(validate(edit(runes=JINX.runes[:-1])), "CR 103.3.a")
    assert "exactly 12" in v.message and "11" in v.message
    v = find(validate(edit(runes=JINX.runes[:-1] + (cid("Gust"),))), "CR 103.3.a")
    assert v.card == "Gust" and "not a rune" in v.message


def test_rule_103_3_a_1_runes_within_domain_identity():
    runes = tuple(r for r in JINX.runes if r != cid("Chaos Rune")) + (cid("Calm Rune"),) * 6
    v = find(validate(edit(runes=runes)), "CR 103.3.a.1")
    assert v.card == "Calm Rune"


def test_rule_480_4_a_battlefield_count():
    two = edit(battlefields=JINX.battlefields[:2])
    v = find(validate(two), "CR 480.4.a")
    assert "3 battlefields" in v.message and "has 2" in v.message
    assert validate(two, mode="casual") == []
    v = find(validate(edit(battlefields=()), mode="casual"), "CR 480.4.a")
    assert "1 to 3" in v.message


def test_rule_103_4_c_no_duplicate_battlefields():
    fields = (JINX.battlefields[0],) * 2 + JINX.battlefields[1:2]
    v = find(validate(edit(battlefields=fields)), "CR 103.4.c")
    assert v.card == db.by_id(JINX.battlefields[0]).name


def test_rule_103_4_battlefields_must_be_battlefields():
    fields = JINX.battlefields[:2] + (cid("Gust"),)
    v = find(validate(edit(battlefields=fields)), "CR 103.4")
    assert v.card == "Gust"


def test_tr_601_1_c_1_sideboard_size():
    side = tuple(cid(n) for n in ["Magma Wurm"] * 2 + ["Void Seeker"] + ["Get Excited!"]
                 + ["Blazing Scorcher"] + ["Undercover Agent"] + ["Fading Memories"]
                 + ["Cemetery Attendant"] + ["Rhasa the Sunderer"])
    deck = edit(sideboard=side)
    assert len(side) == 9
    assert validate(deck) == []                              # no cap outside competitions
    v = find(validate(deck, mode="tournament"), "TR 601.1.c.1")
    assert "9 cards" in v.message and "at most 8" in v.message
    assert validate(deck, mode="tournament", sideboard_max=10) == []


def test_tr_601_1_c_2_sideboard_cards_must_be_legal_main_cards():
    deck = edit(sideboard=(cid("Stupefy"), cid("Void Gate")))
    vs = [v for v in validate(deck) if v.rule == "TR 601.1.c.2"]
    assert {v.card for v in vs} == {"Stupefy", "Void Gate"}


def test_has_definition_reports_each_missing_card_by_name():
    defined = set(JINX.card_ids()) - {cid("Gust"), cid("Zaun Warrens")}
    vs = validate(JINX, has_definition=lambda c: c in defined)
    assert {v.card for v in vs} == {"Gust", "Zaun Warrens"}
    assert rules(vs) == {"riftsim: card definition"}
    assert validate(JINX, has_definition=lambda c: True) == []


def test_check_raises_with_every_violation():
    deck = edit(runes=JINX.runes[:-1], champion=cid("Flame Chompers"))
    with pytest.raises(DeckError) as e:
        check(deck)
    assert isinstance(e.value, ValueError)
    assert {v.rule for v in e.value.problems} >= {"CR 103.3.a", "CR 103.2.a.2"}
    msg = str(e.value)
    assert "precon-jinx" in msg and "Flame Chompers" in msg and "CR 103.3.a" in msg
    assert check(JINX) is JINX
    with pytest.raises(ValueError, match="unknown deck validation mode"):
        validate(JINX, mode="sealed")
