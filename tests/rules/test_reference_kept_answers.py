"""The reference engine keeps answers that depend only on the objects' zones, cards and
attachments (the active objects, their passives, the board: state.kept) until one of those
changes (state.ACTIVE_VERSION). These games check every kept answer against a fresh one
(state.CHECK_KEPT), so a change that forgets to bump the version fails."""

import random

import pytest

from riftsim.game import new_game
from riftsim.reference.state import ACTIVE_VERSION, CHECK_KEPT, Obj, Zone


@pytest.fixture
def checking():
    CHECK_KEPT[0] = True
    yield
    CHECK_KEPT[0] = False


@pytest.mark.parametrize("decks, seed", [
    (("precon-jinx", "precon-viktor"), 1), (("precon-vex", "precon-shen"), 2),
    (("tournament-barcelona-01", "tournament-barcelona-07"), 3),
    (("tournament-atlanta-01", "precon-lee-sin"), 4)])
def test_kept_passives_match_fresh_ones_through_whole_games(checking, decks, seed):
    g = new_game(list(decks), seed=seed, max_turns=25)
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        if rng.random() < 0.02:                 # clones keep nothing stale either
            g = g.clone()
    assert g.outcome is not None


def test_setting_a_watched_field_bumps_the_version():
    o = Obj(id=0, card=0, owner=0, controller=0)
    v = ACTIVE_VERSION[0]
    o.damage = 3                                # not a field the passives depend on
    assert ACTIVE_VERSION[0] == v
    o.zone = Zone.BOARD
    o.attached_to = 2
    o.card = 1
    assert ACTIVE_VERSION[0] == v + 3
