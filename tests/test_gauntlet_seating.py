"""The seatings of a pod gauntlet's games (`riftsim.sim.pod_gauntlet.pod_seat_order`): every
cyclic order of a pod's decks around the table (who follows whom in turn order, 116.1.b),
each in every rotation (who goes first, 116.1): a cycle of n! games in FFA (FFA3 6, 482;
FFA4 24, 483) and of 8 in 2v2 (two orders alternating the teams, 484.5.c, in 4 rotations).
Seatings are fixed by the game index, so runs stay reproducible and resumable."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest

import riftsim.sim.pod_gauntlet as pg
from riftsim.cli import main
from riftsim.sim.ffa import seat_order
from riftsim.sim.pod_gauntlet import (cyclic_orders, pod_gauntlet, pod_seat_order,
                                      seating_cycle)

DECKS = ["starter-jinx", "starter-viktor", "precon-vi", "precon-lux"]
QUICK = ["--agent", "random", "--max-turns", "8", "--no-progress"]


def cyclic(order) -> tuple[int, ...]:
    """A seating's cyclic order, read from deck 0 on."""
    k = list(order).index(0)
    return tuple(order[k:] + order[:k])


@pytest.mark.parametrize("n, orders, cycle", [(3, 2, 6), (4, 6, 24)])
def test_a_ffa_cycle_plays_every_seating_once(n, orders, cycle):
    """FFA: (n-1)! cyclic orders, n rotations each: the n! games of a cycle are the n!
    seatings, each once; the next cycle repeats them."""
    assert len(cyclic_orders(n)) == orders and seating_cycle(n) == cycle
    seatings = [tuple(pod_seat_order(n, i)) for i in range(cycle)]
    assert sorted(seatings) == sorted(itertools.permutations(range(n)))
    assert [tuple(pod_seat_order(n, i + cycle)) for i in range(cycle)] == seatings
    # who follows whom: every cyclic order n times, once in each rotation
    assert Counter(cyclic(s) for s in seatings) == {c: n for c in cyclic_orders(n)}


@pytest.mark.parametrize("n", [3, 4])
def test_every_n_games_seat_each_deck_once_at_each_seat(n):
    """Any n consecutive games from a multiple of n seat every deck once at every seat
    (the seat advantage cancels, as in `match --mode ffa3`), and the first n games are
    `match`'s own (`riftsim.sim.ffa.seat_order`)."""
    for start in range(0, 3 * seating_cycle(n), n):
        block = [pod_seat_order(n, i) for i in range(start, start + n)]
        for seat in range(n):
            assert sorted(b[seat] for b in block) == list(range(n))
    assert [pod_seat_order(n, i) for i in range(n)] == [seat_order(n, i) for i in range(n)]


def test_a_2v2_cycle_alternates_the_teams():
    """2v2: decks 0 and 2 against 1 and 3; only seatings alternating the teams (484.5.c.1):
    the two cyclic orders (0 1 2 3) and (0 3 2 1), in 4 rotations each: 8 distinct seatings
    per cycle, every deck at every seat twice, each of the other team's decks after deck 0
    in turn order in half the games."""
    assert cyclic_orders(4, teams=True) == [(0, 1, 2, 3), (0, 3, 2, 1)]
    assert seating_cycle(4, teams=True) == 8
    seatings = [pod_seat_order(4, i, teams=True) for i in range(8)]
    assert len({tuple(s) for s in seatings}) == 8
    for s in seatings:
        assert [d % 2 for d in s] in ([0, 1, 0, 1], [1, 0, 1, 0])   # seats alternate teams
        assert s.index(2) == (s.index(0) + 2) % 4                     # teammates opposite
    for seat in range(4):
        assert Counter(s[seat] for s in seatings) == {0: 2, 1: 2, 2: 2, 3: 2}
    after_0 = Counter(s[(s.index(0) + 1) % 4] for s in seatings)
    assert after_0 == {1: 4, 3: 4}


def _fake_games(ffa_games) -> list[tuple[int, list[int]]]:
    """Replace the games by a quick row (the lowest deck index wins); returns the (game
    index, seating) of each game played."""
    played = []

    def fake(decks, index, seed, *, mode, agents, max_turns, order=None, engine=None):
        played.append((index, list(order)))
        n = len(decks)
        return {"game": index, "seed": seed, "seats": order, "winner_seat": None,
                "winner": 0, "winner_seats": [order.index(0)], "winners": [0],
                "reason": "score", "turns": 5, "points": [1] * n, "decisions": 10}
    ffa_games(fake)
    return played


@pytest.mark.parametrize("mode, n, teams", [("ffa3", 3, False), ("ffa4", 4, False),
                                            ("2v2", 4, True)])
def test_the_gauntlet_seats_a_pods_games_by_the_cycle(ffa_games, mode, n, teams):
    """`gauntlet --mode …` plays game i of every pod at `pod_seat_order(n, i)`; a full cycle
    of games covers every seating; the run's meta names the scheme and the cycle."""
    played = _fake_games(ffa_games)
    cycle = seating_cycle(n, teams)
    res = pod_gauntlet(DECKS, cycle, mode=mode, agent="random", max_turns=8)
    assert res.meta["seating"] == {"scheme": pg.SEATING, "cycle": cycle,
                                   "orders": len(cyclic_orders(n, teams))}
    assert len(played) == cycle * len(res.order)
    for index, order in played:
        assert order == pod_seat_order(n, index, teams)
    per_pod = [played[k:k + cycle] for k in range(0, len(played), cycle)]
    for games in per_pod:
        assert len({tuple(o) for _, o in games}) == cycle


def test_the_text_says_how_games_map_onto_the_cycle(capsys, ffa_games):
    """The text output names the seating rule and how many full cycles --games plays (or
    what a multiple of n, and of the cycle, would give)."""
    _fake_games(ffa_games)
    for games, tail in ((12, "a full cycle is 6 games, --games 12 plays 2"),
                        (4, "(--games a multiple of 3 gives every deck each seat equally "
                            "often, of 6 every seating too)"),
                        (3, "(--games a multiple of 6 plays every seating equally often)")):
        assert main(["gauntlet", "--mode", "ffa3", *DECKS[:3], "--games", str(games),
                     *QUICK]) == 0
        out = capsys.readouterr().out
        line = next(x for x in out.splitlines() if x.startswith("seats"))
        assert "rotation i mod 3 (seat 0 goes first)" in line and "(i // 3) mod 2" in line
        assert line.endswith(tail), line


def test_a_results_file_of_another_seating_is_played_again(capsys, monkeypatch, ffa_games,
                                                            tmp_path):
    """The seating scheme is part of a pod's fingerprint: a rerun with the same scheme plays
    nothing; pods saved under another scheme (the old shift-only rotation) are played again,
    not mixed in."""
    played = _fake_games(ffa_games)
    path = tmp_path / "g.json"
    argv = ["gauntlet", "--mode", "ffa3", *DECKS[:3], "--games", "6", "--results", str(path),
            *QUICK]
    assert main(argv) == 0 and len(played) == 6
    first = json.loads(path.read_text())
    assert main(argv) == 0 and len(played) == 6                 # resumed: nothing to play
    monkeypatch.setattr(pg, "SEATING", "shift-only")
    capsys.readouterr()
    assert main([*argv[:-len(QUICK)], "--json", "--agent", "random", "--max-turns", "8",
                 "--no-progress"]) == 0
    assert len(played) == 12                                   # the pod played again
    s = json.loads(capsys.readouterr().out)
    assert s["meta"]["replayed_pods"] == ["precon-vi / starter-jinx / starter-viktor"]
    again = json.loads(path.read_text())
    assert again["pods"].keys() == first["pods"].keys()
    assert [p["fingerprint"] for p in again["pods"].values()] != \
        [p["fingerprint"] for p in first["pods"].values()]
