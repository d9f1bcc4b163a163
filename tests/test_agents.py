"""The built-in agents: specs, the compiler's agent hints, the heuristic's rules of thumb in
set positions, strength against the baselines, and the search agent.

Positions are built with the scenario builder on the compiled core (the agents run there) and
the agent is asked with `CoreGame.agent_action`, which does not apply its choice."""

import numpy as np
import pytest

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.agents import AgentError, parse_agent
from riftsim.cards.compile import (AI_FRIENDLY, AI_HOSTILE, AI_KILL, AIF_COUNTER, AIF_DRAW,
                                   AIF_TEMP, tables)
from riftsim.cards.pool import get_pool
from riftsim.core import play_games
from riftsim.scenario import Scenario

pytest.importorskip("riftsim._core.engine")


def hints(name: str) -> np.ndarray:
    """The agent hints row of a spell's ability."""
    card = get_pool().by_name(name)
    row = tables().arrays["cards"][card.index, 12]         # C_SPELL
    return tables().arrays["ai"][row]


def ask(s: Scenario, agent: str = "heuristic", seed: int = 1) -> int:
    from riftsim._core.engine import agent_rng

    return s.game.agent_action(parse_agent(agent).native_agent(), agent_rng(seed, 0))


def heuristic_turn(s: Scenario, limit: int = 40) -> list[str]:
    """Let the heuristic decide for the player deciding now until the turn passes to the
    other player or the game ends; the descriptions of what it did."""
    me = s.game.current_player
    done = []
    for _ in range(limit):
        if s.game.is_over or s.game.current_player != me:
            break
        a = ask(s)
        done.append(s.game.describe(a))
        s.game.apply(a)
    return done


def spec(hand=(), runes=4, base=(), field=((), ()), opp_field=((), ()), opp_base=(),
         opp_hand=(), bf_control=(None, None), points=(0, 0)):
    rune = {"Hextech Ray": "Fury Rune", "Discipline": "Calm Rune"}
    kinds = [rune.get(h, "Fury Rune") for h in hand] or ["Fury Rune"]
    bfs = []
    for name, ctl in zip(["Grove of the God-Willow", "Zaun Warrens"], bf_control):
        bfs.append(name if ctl is None else {"card": name, "controller": ctl})
    return {
        "turn": 3, "turn_player": 0, "phase": "main", "first_player": 0, "seed": 3,
        "battlefields": bfs,
        "players": [
            {"hand": list(hand), "runes": [kinds[i % len(kinds)] for i in range(runes)],
             "base": list(base), "field": [list(f) for f in field], "points": points[0],
             "deck": ["Mountain Drake"] * 5},
            {"hand": list(opp_hand), "base": list(opp_base),
             "field": [list(f) for f in opp_field], "points": points[1],
             "deck": ["Mountain Drake"] * 5, "runes": ["Fury Rune"] * 2},
        ],
    }


# ------------------------------------------------------------------ specs


def test_agent_specs_parse_with_defaults_and_refuse_bad_parameters():
    s = parse_agent("search:playouts=40")
    assert s.native and s.kind == "builtin"
    assert dict(s.params)["playouts"] == 40 and dict(s.params)["rollout"] == "heuristic"
    assert str(s).startswith("search:playouts=40,ms=0") and s.label == "search:playouts=40"
    assert parse_agent("heuristic").label == "heuristic"
    for bad, msg in [("heuristic:depth=2", "no parameter 'depth'"),
                     ("search:playouts=many", "playouts must be int"),
                     ("search:rollout=smart", "rollout must be one of"),
                     ("heuristic:epsilon=2", "probability"),
                     ("search:playouts=0", "playouts >= 1 or ms >= 1"),
                     ("nosuchagent", "unknown agent 'nosuchagent'"),
                     ("heuristic:epsilon", "key=value")]:
        with pytest.raises(AgentError, match=msg):
            parse_agent(bad)


# ------------------------------------------------------------------ hints


def test_hints_say_what_an_ability_does_to_its_targets():
    ray = hints("Hextech Ray")                  # deal 3 to a unit at a battlefield
    assert ray[0] == AI_HOSTILE and ray[4] == 3
    disc = hints("Discipline")                  # +2 Might this turn, draw 1
    assert disc[0] == AI_FRIENDLY and disc[5] == 2 and disc[6] & AIF_TEMP and disc[6] & AIF_DRAW
    assert hints("Wind Wall")[6] & AIF_COUNTER and hints("Wind Wall")[0] == AI_HOSTILE
    assert hints("Rune Prison")[0] == AI_HOSTILE           # stun
    assert hints("Void Seeker")[4] == 4
    assert AI_KILL > 20


# ------------------------------------------------------------------ the heuristic's rules


def test_heuristic_conquers_an_empty_battlefield():
    s = Scenario.from_spec(spec(base=["Shipyard Skulker"]), "core")
    a = ask(s)
    assert decode(a) == (ActionKind.MOVE_UNIT, s.id("Shipyard Skulker"))
    s.game.apply(a)
    a = ask(s)
    assert decode(a)[0] == ActionKind.LOCATION and decode(a)[1] in (1, 2)


def test_heuristic_does_not_attack_into_defenders_it_cannot_beat():
    s = Scenario.from_spec(spec(base=["Daring Poro"], bf_control=(1, 1),
                                opp_field=(["Vanguard Sergeant"], ["Playful Phantom"])), "core")
    done = heuristic_turn(s)
    assert not any("move" in d.lower() for d in done), done


def test_heuristic_attacks_where_its_might_wins():
    s = Scenario.from_spec(spec(base=["Vanguard Sergeant", "Daring Poro"], bf_control=(1, 1),
                                opp_field=(["Shipyard Skulker"], ["Mega-Mech"])), "core")
    done = heuristic_turn(s)
    assert s.game.bfs[0].controller == 0, done            # took Grove from the 3-Might unit
    assert s.game.bfs[1].controller == 1                   # left the Mega-Mech alone


def test_heuristic_spends_removal_on_a_unit_it_kills():
    s = Scenario.from_spec(spec(hand=["Hextech Ray"], runes=2, bf_control=(1, 0),
                                field=([], ["Daring Poro"]),
                                opp_field=(["Shipyard Skulker"], [])), "core")
    a = ask(s)
    assert decode(a) == (ActionKind.PLAY, s.id("Hextech Ray"))
    s.game.apply(a)
    a = ask(s)
    assert s.game.decision.kind == DecisionKind.TARGET
    assert decode(a) == (ActionKind.TARGET, s.id("Shipyard Skulker"))


def test_heuristic_keeps_its_combat_trick_outside_combat():
    s = Scenario.from_spec(spec(hand=["Discipline"], runes=2, field=(["Shipyard Skulker"], []),
                                bf_control=(0, None)), "core")
    done = heuristic_turn(s)
    assert not any("Discipline" in d for d in done), done


def test_heuristic_uses_a_trick_that_saves_its_battlefield():
    # player 1 attacks player 0's Grove with 3 Might against a 2-Might defender; player 0 holds
    # Discipline (+2 Might) and two ready Calm runes: the trick turns the combat
    sp = spec(hand=["Discipline"], runes=2, field=(["Stalwart Poro"], []),
              bf_control=(0, None), opp_base=["Shipyard Skulker"])
    sp["turn_player"] = 1
    s = Scenario.from_spec(sp, "core")
    s.do(f"move Shipyard Skulker")
    s.do("Grove")
    played = []
    for _ in range(12):
        if s.game.current_player == 0 and s.game.decision.kind != DecisionKind.ASSIGN_DAMAGE:
            a = ask(s)
            played.append(s.game.describe(a))
            s.game.apply(a)
        elif s.game.current_player == 1:
            s.pass_()
        if s.game.decision is None or s.game.turn_player != 1 or not s.game.showdown:
            break
    assert any("Discipline" in d for d in played), played


def test_heuristic_mulligans_expensive_cards_without_cheap_plays():
    from riftsim.core import new_core_game
    from riftsim.decks import get_precon

    for seed in range(40):
        g = new_core_game([get_precon("precon-jinx"), get_precon("precon-viktor")], seed=seed)
        assert g.decision.kind == DecisionKind.MULLIGAN
        hand = [decode(a)[1] for a in g.legal_actions() if decode(a)[0] == ActionKind.SELECT]
        costs = {o: get_pool()[g.obj(o)[0]].energy + get_pool()[g.obj(o)[0]].power
                 for o in hand}
        from riftsim._core.engine import agent_rng

        a = g.agent_action(parse_agent("heuristic").native_agent(), agent_rng(seed, 0))
        if max(costs.values()) >= 5:
            assert decode(a) == (ActionKind.SELECT, max(costs, key=lambda o: (costs[o], -o)))
        elif min(costs.values()) <= 2:
            assert a == encode(ActionKind.DONE)


# ------------------------------------------------------------------ strength and search


@pytest.mark.parametrize("deck", ["precon-jinx", "precon-garen", "precon-vex"])
def test_heuristic_beats_the_baselines(deck):
    r = play_games([deck, deck], 60, seed=9, agents=("heuristic", "random"))
    assert (r["winner"] == 0).mean() >= 0.9
    a = play_games([deck, deck], 60, seed=9, agents=("heuristic", "greedy"))
    b = play_games([deck, deck], 60, seed=9, agents=("greedy", "heuristic"))
    assert ((a["winner"] == 0).sum() + (b["winner"] == 1).sum()) / 120 >= 0.6


def test_heuristic_epsilon_varies_its_play_and_stays_deterministic():
    a = play_games(["precon-lux", "precon-zed"], 20, seed=4,
                   agents=("heuristic:epsilon=0.3", "heuristic"))
    b = play_games(["precon-lux", "precon-zed"], 20, seed=4,
                   agents=("heuristic:epsilon=0.3", "heuristic"))
    c = play_games(["precon-lux", "precon-zed"], 20, seed=4, agents=("heuristic", "heuristic"))
    assert a["decisions"].tolist() == b["decisions"].tolist()
    assert a["decisions"].tolist() != c["decisions"].tolist()


def test_search_agent_is_deterministic_and_beats_the_heuristic():
    agents = ("search:playouts=24", "heuristic")
    a = play_games(["precon-viktor", "precon-viktor"], 12, seed=2, agents=agents)
    b = play_games(["precon-viktor", "precon-viktor"], 12, seed=2, agents=agents)
    assert a["winner"].tolist() == b["winner"].tolist()
    assert a["decisions"].tolist() == b["decisions"].tolist()
    assert (a["winner"] == 0).sum() > (a["winner"] == 1).sum()


def test_search_agent_with_a_time_budget_counts_its_playouts():
    s = Scenario.from_spec(spec(base=["Shipyard Skulker", "Daring Poro"],
                                opp_field=(["Pouty Poro"], [])), "core")
    agent = parse_agent("search:ms=5").native_agent()
    from riftsim._core.engine import agent_rng

    a = s.game.agent_action(agent, agent_rng(1, 0))
    assert a in s.game.legal_actions()
    assert agent.stats["searches"] == 1 and agent.stats["playouts"] >= len(
        s.game.legal_actions())


# ------------------------------------------------------------------ the ladder


def test_elo_fits_pairwise_results():
    from riftsim.sim.ladder import elo

    r = elo(["a", "b"], [("a", "b", 29.5, 9.5)])          # 30:10 with half a win each way
    assert r["a"] == 0 and r["b"] == pytest.approx(-400 * np.log10(3), abs=1e-6)
    r = elo(["a", "b", "c"], [("a", "b", 50, 50), ("b", "c", 90, 10), ("a", "c", 90, 10)])
    assert r["b"] == pytest.approx(0, abs=1e-6) and r["c"] < -300


def test_ladder_command_plays_both_seat_orders(capsys):
    import json

    from riftsim.cli import main

    assert main(["agents", "--ladder", "--agents", "random,heuristic,greedy", "--games", "3",
                 "--decks", "precon-jinx", "precon-vi", "--workers", "1", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["agents"] == ["random", "heuristic", "greedy"]
    assert rep["matchups"] == [["precon-jinx", "precon-jinx"], ["precon-vi", "precon-vi"],
                               ["precon-jinx", "precon-vi"], ["precon-vi", "precon-jinx"]]
    assert len(rep["pairings"]) == 3
    for p in rep["pairings"]:                  # 4 matchups x 2 seat orders x 3 games
        assert p["wins_a"] + p["wins_b"] + p["draws"] == 24
    h = next(p for p in rep["pairings"] if p["agent_b"] == "heuristic")
    assert h["agent_a"] == "random" and h["wins_b"] > h["wins_a"]
    assert rep["elo"]["random"] == 0 and rep["elo"]["heuristic"] > rep["elo"]["greedy"] > 0
    assert rep["engine"] == "core" and rep["riftsim_version"]
    assert main(["agents", "--ladder", "--agents", "random", "--games", "2"]) == 2
    assert "at least two different agents" in capsys.readouterr().err
