"""Format legality (`riftsim.decks.legality`): Core Rules 101-103, Tournament Rules 601 and
the ban list, with the shipped precons played as sold."""

from __future__ import annotations

from dataclasses import replace

import pytest

from riftsim.decks import get_precon, load_deck, precon_ids, tournament_ids
from riftsim.decks.errors import DeckError
from riftsim.decks.legality import ban_list, built_in_as, deck_label, legality, require_legal
from riftsim.starters import load_starter


def test_ban_list_is_shipped_with_the_constructed_bans():
    banned = ban_list("constructed")
    assert {"Fight or Flight", "Scrapheap", "Reaver's Row", "Stealthy Pursuer",
            "Called Shot", "Draven, Vanquisher"} <= set(banned)
    assert len(banned) == 10


@pytest.mark.parametrize("tid", tournament_ids())
def test_every_shipped_tournament_list_is_legal(tid):
    res = legality(load_deck(tid))
    assert res.ok and not res.waived, [str(v) for v in res.problems]


@pytest.mark.parametrize("pid", precon_ids())
def test_every_precon_plays_as_sold(pid):
    res = legality(get_precon(pid))
    assert res.ok, [str(v) for v in res.problems]
    rules = {v.rule for v in res.waived}
    if pid == "precon-jinx":
        assert rules == {"TR 601.2.d"} and "601.2.d.2" in res.note
    elif pid in ("precon-annie", "precon-lux", "precon-garen", "precon-master-yi"):
        assert rules == {"CR 480.4.a"} and "one battlefield" in res.note
    else:
        assert not res.waived


def test_a_changed_precon_is_checked_like_any_deck():
    deck = get_precon("precon-jinx")
    assert built_in_as(deck) == "precon-jinx"
    changed = replace(deck, sideboard=("ogn-001-298",))     # a sideboard card added
    res = legality(changed)
    assert built_in_as(changed) is None and not res.ok
    assert "Fight or Flight" in {v.card for v in res.problems}


def test_starters_play_as_shipped_and_say_why():
    res = legality(load_starter("starter-jinx"))
    assert res.ok and {v.rule for v in res.waived} == {"CR 103.2", "TR 601.2.d"}
    assert legality(load_starter("starter-viktor")).ok


def test_unrestricted_checks_nothing_but_require_legal_still_wants_definitions(tmp_path):
    deck = replace(get_precon("precon-viktor"), battlefields=())
    assert legality(deck, "unrestricted").ok and not legality(deck).ok
    with pytest.raises(DeckError, match="CR 480.4.a"):
        require_legal([deck])
    assert require_legal([deck], "unrestricted") == [deck]
    with pytest.raises(DeckError, match="unknown format"):
        require_legal([deck], "casual")


def test_deck_code_labels_are_short():
    code = get_precon("precon-viktor").to_code()
    label = deck_label(code)
    assert label.startswith("Viktor-") and len(label) == len("Viktor-") + 8
    assert deck_label("precon-jinx") == "precon-jinx"
