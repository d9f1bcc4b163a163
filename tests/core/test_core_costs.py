"""The compiled core's additional costs and play-time passives (costs2.pxi): which cards they
make supported, and that the precons built on them run on the core in lockstep with the
reference engine."""

import pytest

from riftsim.cards.pool import get_pool
from riftsim.core import supports, unsupported_reason
from riftsim.decks import get_precon
from riftsim.parity import run_parity

PRECONS = ("precon-master-yi", "precon-jinx", "precon-lee-sin", "precon-rumble")


@pytest.mark.parametrize("name", ["Meditation", "Brazen Buccaneer", "Ruthless Strike",
                                  "Zed, From the Shadows", "Cruel Patron", "Stand United",
                                  "Scryer's Bloom", "Sacred Protector", "Mageseeker Investigator",
                                  "Flame Chompers", "Rumble, Hotheaded"])
def test_cards_the_costs_area_supports(name):
    assert unsupported_reason(get_pool().by_name(name)) is None


def test_parts_still_missing_are_refused():
    pool = get_pool()
    assert unsupported_reason(pool.by_name("Gust Monk")) is None          # (empower.pxi)
    assert unsupported_reason(pool.by_name("Deceiver")) is None        # (ops_copy_and_control.pxi)


@pytest.mark.parametrize("pid", PRECONS)
def test_precons_are_fully_supported(pid):
    deck = get_precon(pid)
    pool = get_pool()
    ids = {deck.legend, deck.champion, *deck.main, *deck.battlefields}
    assert [pool.by_id(i).name for i in ids if unsupported_reason(pool.by_id(i))] == []


def test_costs_precons_play_in_lockstep():
    names = {pool_card.name for pid in PRECONS for pool_card in
             (get_pool().by_id(i) for i in get_precon(pid).main)}
    rep = run_parity(6, 17, card_filter=lambda i: supports(i) and (
        i.type not in ("unit", "spell", "gear") or i.name in names), fixtures_dir=False)
    assert rep.ok, rep.format()
