"""The public scenario API on every engine: constants, lookups, id handles, views, the mode
that stops at every decision, the decision log, and the spec fields for plain units, turn
history, moves, attachments and the victory score."""

from __future__ import annotations

import pytest

import riftsim
from riftsim import ATTACKER, DEFENDER, DecisionKind, EventKind, Phase, Zone
from riftsim.errors import ScenarioError

PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"
DECK = ["Stalwart Poro"] * 6


def spec(p0=None, p1=None, **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK), "base": ["Mountain Drake"]}
        q.update(p)
        players.append(q)
    return {"battlefields": [PLAZA, FORGE], "players": players, **kw}


def test_public_constants_are_the_engines_values():
    from riftsim.actions import ActionKind
    from riftsim.reference import state

    assert riftsim.Zone is state.Zone and riftsim.Phase is state.Phase
    assert riftsim.ActionKind is ActionKind and riftsim.LOC_BASE == state.LOC_BASE
    assert (riftsim.NONE, riftsim.ATTACKER, riftsim.DEFENDER) == (-1, 1, 2)
    assert riftsim.Scenario is __import__("riftsim.scenario").scenario.Scenario
    with pytest.raises(AttributeError):
        riftsim.NoSuchThing


def test_name_lookups_are_exact_and_filtered(scenario):
    s = scenario(spec({"hand": ["Shipyard Skulker"], "field": [["Shipyard Skulker"], []]},
                      {"field": [[], ["Shipyard Skulker"]]}))
    all_ = s.ids("Shipyard Skulker")
    assert len(all_) == 3 and s.ids("shipyard skulker") == all_          # case aside
    assert s.ids("Shipyard Skulker", zone=Zone.BOARD) == all_[1:]
    assert s.ids("Shipyard Skulker", zone="hand") == all_[:1]
    assert s.ids("Shipyard Skulker", zone=Zone.BOARD, controller=1) == all_[2:]
    assert s.id("Shipyard Skulker", owner=0, zone=Zone.BOARD) == all_[1]
    with pytest.raises(ScenarioError, match="names containing it"):
        s.ids("Shipyard")                                 # never a part of a name
    assert s.ids("Shipyard", required=False) == []
    with pytest.raises(ScenarioError, match="controlled by player 0"):
        s.ids("Shipyard Skulker", zone=Zone.BOARD, controller=0, owner=1)
    with pytest.raises(ScenarioError, match="no zone"):
        s.ids("Shipyard Skulker", zone="garden")
    i = all_[2]
    assert s.id(i) == i and s.obj(i).id == i and s.name(i) == "Shipyard Skulker"
    assert s.ref(i) == f"Shipyard Skulker #{i}"


def test_action_texts_match_whole_words(scenario):
    """'#2' is not a part of '#25': a text matches a description exactly or as whole words."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                      {"field": [["Shipyard Skulker"] * 2, []]}),)
    s.stop_at_every_decision()
    s.do("play Hextech Ray")
    a, b = s.ids("Shipyard Skulker", zone=Zone.BOARD)
    assert s.can(f"target Shipyard Skulker #{a}") and s.can("target Shipyard")
    assert not s.can(f"target Shipyard Skulker #{a // 10}" if a >= 10 else "#1000")
    assert not s.can("target Shipyard Skul")             # not inside a word
    assert s.can("Skulker #" + str(b))
    s.do(f"target Shipyard Skulker #{b}")
    assert s.decision.kind == DecisionKind.PRIORITY


def test_stop_at_every_decision_and_the_log(scenario, engine):
    """By default a single-option decision is taken at once (and logged when recording); with
    stop_at_every_decision it waits for `do` like any other."""
    from riftsim.scenario import Scenario

    sp = spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
              {"field": [["Shipyard Skulker"], []]})
    s = Scenario.from_spec(sp, engine, record_decisions=True)
    assert s.decision_log is not None
    s.do("play Hextech Ray")                             # target, passes: all taken at once
    assert s.zone("Shipyard Skulker") == "TRASH"
    auto = s.auto_decisions()
    assert [(d[0], d[1]) for d in auto] == [(DecisionKind.TARGET, 0),
                                           (DecisionKind.PRIORITY, 0),
                                           (DecisionKind.PRIORITY, 1)]
    assert all(d[2] == Phase.MAIN and d[6] == 1 for d in auto)

    t = Scenario.from_spec(sp, engine, stop_at_every_decision=True)
    t.do("play Hextech Ray")
    assert t.kind == DecisionKind.TARGET and t.options() == [
        f"target Shipyard Skulker #{t.id('Shipyard Skulker', zone=Zone.BOARD)}"]
    t.do("target Shipyard Skulker")
    assert t.kind == DecisionKind.PRIORITY and t.decision.player == 0
    assert t.options() == ["pass"]
    t.do("pass")
    assert t.decision.player == 1
    t.do("pass")
    assert t.zone("Shipyard Skulker") == "TRASH" and t.auto_decisions() == []
    assert [d[0] for d in t.decision_log[:3]] == [DecisionKind.PRIORITY, DecisionKind.TARGET,
                                                 DecisionKind.PRIORITY]
    t.stop_at_every_decision(False)
    assert not t.game.stops_at_every_decision


def test_views_read_the_same_on_every_engine(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "keywords": ["Assault 2", "Tank"],
                                 "damage": 1},
                                {"card": "Mega-Mech", "might": 1}]},
                      victory_score=11))
    assert s.keywords("Vanguard Sergeant") == {"Assault": 2, "Tank": 1}   # no number: 1
    assert s.might("Vanguard Sergeant") == 4 and not s.mighty("Vanguard Sergeant")
    assert s.might("Mega-Mech") == 9 and s.mighty("Mega-Mech")
    assert s.damage("Vanguard Sergeant") == 1 and s.loc("Vanguard Sergeant") == 0
    assert s.victory_score == 11 and s.points() == [0, 0] and s.phase == Phase.MAIN
    assert s.showdown() is None and s.chain() == []


def test_showdown_and_combat_view(scenario):
    s = scenario(spec({"base": ["Yasuo, Remorseful"]},
                      {"field": [["Shipyard Skulker"], []]}))
    yasuo, skulker = s.id("Yasuo, Remorseful"), s.id("Shipyard Skulker", zone=Zone.BOARD)
    s.stop_at_every_decision()          # else the whole combat plays out by itself
    s.do(f"move {s.ref(yasuo)}", f"to {PLAZA}")
    assert s.kind == DecisionKind.CHOOSE_BATTLEFIELD and s.options() == [f"to {PLAZA}"]
    s.do(f"to {PLAZA}")                  # where the showdown is: one option, shown here
    sd = s.showdown()
    assert sd == {"battlefield": 0, "combat": True, "focus": 0, "attacker": 0, "defender": 1,
                  "passes": 0, "attackers": [yasuo], "defenders": [skulker]}
    assert s.obj(yasuo).designation == ATTACKER and s.obj(skulker).designation == DEFENDER
    assert s.kind == DecisionKind.TARGET                  # Yasuo's attack trigger's target
    s.do(f"target {s.ref(skulker)}")
    assert [c["name"] for c in s.chain()] == ["Yasuo, Remorseful"]
    s.pass_until(lambda s: s.showdown() is None)
    assert s.zone(skulker) == "TRASH" and s.points() == [1, 0]


def test_plain_units_and_as_names(scenario):
    s = scenario(spec({"field": [[{"unit": {"might": 3, "keywords": {"Assault": 2}},
                                   "as": "Bruiser"}], []]},
                      {"base": [{"unit": {"might": 7}, "as": "Wall", "damage": 2}]}))
    b, w = s.id("Bruiser"), s.id("Wall")
    assert b != w and s.might(b) == 3 and s.keywords("Bruiser") == {"Assault": 2}
    assert s.might("Wall") == 7 and s.mighty("Wall") and s.damage("Wall") == 2
    assert s.obj(w).controller == 1 and s.loc("Bruiser") == 1
    with pytest.raises(ScenarioError, match="plain unit"):
        scenario(spec({"base": [{"unit": {"power": 3}}]}))
    with pytest.raises(ScenarioError, match="two objects"):
        scenario(spec({"base": [{"card": "Pouty Poro", "as": "P"},
                                {"card": "Pouty Poro", "as": "P"}]}))


def test_turn_history_and_moves_are_loaded(scenario):
    s = scenario(spec({"cards_played": 2, "discarded": 1, "units_died": 1, "scored": [1],
                       "base": [{"card": "Pouty Poro", "moves": 1}, "Mountain Drake"]}))
    p = s.game.players[0]
    assert (p.cards_played, p.discarded, p.units_died, set(p.scored)) == (2, 1, 1, {1})
    s2 = scenario(spec({"scored": [0], "field": [["Mountain Drake"], []]}, phase="awaken"))
    # a new turn: this turn's history starts empty, and battlefield 0 is held again
    assert s2.game.players[0].scored == {0} and s2.points() == [1, 0]


def test_scored_this_turn_blocks_a_second_conquer(scenario):
    """465: a battlefield scored this turn scores no more this turn."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "scored": [0]}))
    s.do(f"move {s.ref('Shipyard Skulker', zone=Zone.BOARD)}", f"to {PLAZA}")
    s.pass_until(lambda s: s.game.showdown is None and not s.game.chain)
    assert s.game.bfs[0].controller == 0 and s.points() == [0, 0]
    assert not s.events(EventKind.SCORE)


def test_attached_equipment(scenario):
    """434: an Equipment in a unit's "attached" list starts attached, its Might Bonus on."""
    s = scenario(spec({"field": [[{"card": "Vanguard Sergeant",
                                   "attached": ["B.F. Sword"]}], []]}))
    sword, sgt = s.id("B.F. Sword"), s.id("Vanguard Sergeant")
    assert s.obj(sword).attached_to == sgt and s.loc(sword) == 1
    assert s.might(sgt) == 7
    with pytest.raises(ScenarioError, match="not gear"):
        scenario(spec({"base": [{"card": "Vanguard Sergeant", "attached": ["Pouty Poro"]}]}))


def test_created_lists_new_objects(scenario):
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                      {"field": [["Shipyard Skulker"], []]}))
    m = s.mark()
    assert s.created(m) == []
    s.do("play Hextech Ray")
    assert s.created(m) == []                          # nothing was made


def test_start_inside_a_combat(scenario):
    """A combat in progress: designations held, attack triggers spent (Yasuo's does not fire),
    the attacker has focus; it plays out to damage and a conquer."""
    s = scenario(spec({"field": [["Yasuo, Remorseful"], []], "hand": ["Hextech Ray"],
                       "runes": ["Fury Rune"] * 2},
                      {"field": [["Shipyard Skulker"], []]},
                      showdown={"battlefield": 0}))
    yasuo, sk = s.id("Yasuo, Remorseful"), s.id("Shipyard Skulker", zone=Zone.BOARD)
    assert s.showdown() == {"battlefield": 0, "combat": True, "focus": 0, "attacker": 0,
                            "defender": 1, "passes": 0, "attackers": [yasuo],
                            "defenders": [sk]}
    assert s.kind == DecisionKind.PRIORITY and s.decision.player == 0 and s.chain() == []
    assert s.game.bfs[0].contested_by == 0
    s.pass_until(lambda s: s.showdown() is None)
    assert not s.events(EventKind.TRIGGER)
    assert s.zone(sk) == "TRASH" and s.game.bfs[0].controller == 0 and s.points() == [1, 0]


def test_start_inside_an_open_showdown_with_focus_passed(scenario):
    """A non-combat showdown: nobody controls the battlefield yet (187.4.b); focus with P1
    after P0 passed; once P1 passes too, P0 conquers."""
    s = scenario(spec({"field": [["Vanguard Sergeant"], []]},
                      {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                      showdown={"battlefield": 0, "focus": 1, "passes": 1}))
    sd = s.showdown()
    assert (sd["combat"], sd["focus"], sd["attacker"], sd["passes"]) == (False, 1, -1, 1)
    assert s.game.bfs[0].controller == -1
    assert s.decision.player == 1 and s.can("play Hextech Ray")   # an Action with focus
    s.do("pass")
    assert s.showdown() is None and s.game.bfs[0].controller == 0 and s.points() == [1, 0]


def test_showdown_spec_errors(scenario):
    with pytest.raises(ScenarioError, match="needs units of exactly two players"):
        scenario(spec({"field": [["Vanguard Sergeant"], []]}, showdown={"battlefield": 0,
                                                                        "combat": True}))
    with pytest.raises(ScenarioError, match="there are 2 battlefields"):
        scenario(spec(showdown={"battlefield": 5}))
    with pytest.raises(ScenarioError, match="a showdown is"):
        scenario(spec(showdown={"bf": 0}))
    with pytest.raises(ScenarioError, match="no unit at battlefield 1"):
        scenario(spec(showdown={"battlefield": 1}))


@pytest.mark.parametrize("extra", [
    {"showdown": {"battlefield": 0}},
    {"showdown": {"battlefield": 0, "focus": 1, "passes": 1}},
    {"phase": "scoring"}, {"phase": "ending"},
    {"pending": [{"ability_of": "Yasuo, Remorseful", "ability": 0}]},
])
def test_new_spec_fields_keep_the_engines_in_step(extra):
    """Both engines load the same position (state vectors) and play it out alike (events)."""
    from riftsim.scenario import Scenario

    sp = spec({"field": [["Yasuo, Remorseful", {"unit": {"might": 2}, "moves": 1}], []],
               "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2, "cards_played": 1,
               "scored": [1], "base": ["Mountain Drake",
                                       {"card": "Vanguard Sergeant", "attached": ["B.F. Sword"]}]},
              {"field": [["Shipyard Skulker"], []]}, victory_score=9, **extra)
    games = [Scenario.from_spec(sp, e, stop_at_every_decision=True) for e in ("reference", "core")]
    for _ in range(60):
        a, b = (g.game for g in games)
        assert list(a.state_vector()) == list(b.state_vector())
        assert list(a.events) == list(b.events)
        assert games[0].options() == games[1].options()
        if a.is_over or a.turn > 4:
            break
        for g in games:
            g.do(g.options()[0])


def test_events_name_their_cause(scenario):
    """Event.cause: the card whose spell or ability was resolving. Hextech Ray's damage names
    the Ray; the death in the cleanup that follows is a game action (323, cause -1); the
    Watchful Sentry's Deathknell draw names the Sentry."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                      {"field": [["Watchful Sentry"], []]}))
    g = s.game
    ray, sentry = s.id("Hextech Ray"), s.id("Watchful Sentry")
    n = len(g.events)
    s.do("play Hextech Ray")                 # its only target: chosen automatically
    s.pass_until(lambda z: not z.game.chain)
    ev = g.events[n:]
    dmg = next(e for e in ev if e.kind == EventKind.DAMAGE and e.obj == sentry)
    die = next(e for e in ev if e.kind == EventKind.DIE and e.obj == sentry)
    draw = next(e for e in ev if e.kind == EventKind.DRAW and e.player == 1)
    assert (dmg.cause, die.cause, draw.cause) == (ray, -1, sentry)
    assert next(e for e in ev if e.kind == EventKind.RESOLVE).cause == ray
    assert "by=" in repr(dmg) and "by=" not in repr(die)


def test_start_with_spells_and_triggers_on_the_chain(scenario):
    """A position with finalized chain items (329), bottom first, and the priority holder:
    P1's Hextech Ray targets P0's Shipyard Skulker; on top, Watchful Sentry's Deathknell
    (in P1's trash). P0 holds priority (338) with no pass made yet."""
    s = scenario(spec({"hand": ["Stupefy"], "runes": ["Mind Rune"],
                       "field": [[{"card": "Shipyard Skulker", "as": "skulker"}], []]},
                      {"trash": ["Watchful Sentry"]},
                      chain=[{"card": "Hextech Ray", "controller": 1, "targets": [["skulker"]],
                              "as": "ray"},
                             {"ability_of": "Watchful Sentry", "ability": 0}],
                      priority=0))
    g = s.game
    assert [c["name"] for c in s.chain()] == ["Hextech Ray", "Watchful Sentry"]
    assert s.kind == DecisionKind.PRIORITY and s.decision.player == 0
    assert s.zone("ray") == "CHAIN"
    hand = len(g.players[1].hand)
    n = len(g.events)
    s.do("pass")                                 # P1 passes too: the Deathknell resolves
    s.pass_until(lambda z: not z.game.chain)
    assert len(g.players[1].hand) == hand + 1
    assert s.zone("skulker") == "TRASH" and s.zone("ray") == "TRASH"
    draw = next(e for e in g.events[n:] if e.kind == EventKind.DRAW)
    dmg = next(e for e in g.events[n:] if e.kind == EventKind.DAMAGE)
    assert draw.cause == s.id("Watchful Sentry") and dmg.cause == s.id("ray")


def test_a_chain_with_passes_made_resolves_on_the_next_pass(scenario):
    """340.1: with P1's pass already made, P0's pass (their only option, taken
    automatically) resolves the Ray; with none made, P1 gets priority back first."""
    def build(passes):
        return scenario(spec({"field": [[{"card": "Shipyard Skulker", "as": "skulker"}], []]},
                             {"hand": ["Stupefy"], "runes": ["Mind Rune"]},
                             chain=[{"card": "Hextech Ray", "controller": 1,
                                     "targets": [["skulker"]]}],
                             priority=0, passes=passes))
    s = build(1)
    assert not s.game.chain and s.zone("skulker") == "TRASH"
    s = build(0)
    assert [c["name"] for c in s.chain()] == ["Hextech Ray"] and s.decision.player == 1
    assert s.zone("skulker") == "BOARD"


@pytest.mark.parametrize("bad, message", [
    ({"chain": [{"card": "Shipyard Skulker"}]}, "is not a spell"),
    ({"chain": [{"ability_of": "Mountain Drake", "ability": 3}]}, "names 2 objects"),
    ({"chain": [{"card": "Hextech Ray"}], "priority": 2}, "priority is a player 0-1 and passes 0-1"),
    ({"chain": [{"card": "Hextech Ray", "target": []}]}, "a chain item is"),
    ({"priority": 1}, "need a 'chain'"),
])
def test_bad_chain_positions_are_refused(scenario, bad, message):
    with pytest.raises(ScenarioError, match=message):
        scenario(spec(**bad))


def test_pending_triggers_go_on_the_chain_in_turn_order(scenario):
    """383.3.d: pending triggers go on the chain the next time a player would get priority,
    the turn player's first; the last one put on resolves first. Both Watchful Sentries'
    Deathknells (draw 1) are pending: P1's is on top and resolves first."""
    s = scenario(spec({"trash": [{"card": "Watchful Sentry", "as": "s0"}]},
                      {"trash": [{"card": "Watchful Sentry", "as": "s1"}]},
                      pending=[{"ability_of": "s1", "ability": 0},
                               {"ability_of": "s0", "ability": 0}]),
                 stop_at_every_decision=True)
    assert [(c["controller"], c["name"]) for c in s.chain()] == [(0, "Watchful Sentry"),
                                                                   (1, "Watchful Sentry")]
    hands = [len(p.hand) for p in s.game.players]
    n = len(s.game.events)
    s.pass_until(lambda z: not z.game.chain)
    draws = [e.player for e in s.game.events[n:] if e.kind == EventKind.DRAW]
    assert draws == [1, 0]
    assert [len(p.hand) for p in s.game.players] == [hands[0] + 1, hands[1] + 1]


def test_pending_trigger_with_a_chain_below(scenario):
    """A pending trigger waits above the finalized chain items (383.3): it goes on the chain
    first, so it resolves before the spell under it."""
    s = scenario(spec({"field": [[{"card": "Shipyard Skulker", "as": "skulker"}], []]},
                      {"trash": ["Watchful Sentry"]},
                      chain=[{"card": "Hextech Ray", "controller": 1,
                              "targets": [["skulker"]]}],
                      pending=[{"ability_of": "Watchful Sentry", "ability": 0}]),
                 stop_at_every_decision=True)
    assert [c["name"] for c in s.chain()] == ["Hextech Ray", "Watchful Sentry"]
    hand = len(s.game.players[1].hand)
    s.pass_()
    s.pass_()
    assert len(s.game.players[1].hand) == hand + 1 and s.zone("skulker") == "BOARD"


@pytest.mark.parametrize("bad, message", [
    ({"pending": [{"ability_of": "Mountain Drake", "ability": 0}]}, "names 2 objects"),
    ({"pending": [{"ability_of": "Watchful Sentry", "ability": 5}]}, "no triggered ability 5"),
    ({"pending": [{"card": "Hextech Ray"}]}, "a pending trigger is"),
    ({"pending": [{"ability_of": "Watchful Sentry", "controller": 3}]},
     "controller is a player 0-1, not"),
    ({"phase": "awaken", "pending": [{"ability_of": "Watchful Sentry"}]}, "no chain or pending"),
    ({"phase": "dusk"}, "phase must be one of"),
    ({"phase": "draw", "showdown": {"battlefield": 0}}, "showdown is in the Main Phase"),
])
def test_bad_pending_and_phase_positions_are_refused(scenario, bad, message):
    with pytest.raises(ScenarioError, match=message):
        scenario(spec({"trash": ["Watchful Sentry"]}, **bad))


# phase -> (points scored on holding, runes channeled, cards drawn) before P0's Main Phase
PHASE_STEPS = {"beginning": (1, 2, 1), "scoring": (0, 2, 1), "channel": (0, 0, 1),
               "draw": (0, 0, 0), "main": (0, 0, 0)}


@pytest.mark.parametrize("phase", sorted(PHASE_STEPS))
def test_start_in_any_phase_of_the_turn(scenario, phase):
    """A position in a phase with its turn-based actions done goes on from the next one
    (315.2-315.4): in the Beginning Phase, the Scoring Step still holds (315.2.b); in the
    Scoring Step, the Channel Phase channels 2 runes (315.3); in the Channel Phase, the Draw
    Phase draws 1 (315.4); in the Draw Phase, the Main Phase comes next."""
    s = scenario(spec({"field": [["Mountain Drake"], []], "rune_deck": ["Fury Rune"] * 4},
                      phase=phase))
    p = s.game.players[0]
    assert s.phase == Phase.MAIN and s.kind == DecisionKind.PRIORITY
    assert s.decision.player == 0
    assert (p.points, len(p.runes), len(p.hand)) == PHASE_STEPS[phase]


@pytest.mark.parametrize("phase", ["ending", "expiration"])
def test_start_in_the_ending_phase(scenario, phase):
    """317: in the Ending Phase, the expiration step's cleanup clears damage and "this turn"
    effects (317.2), then the next player's turn starts (317.3)."""
    s = scenario(spec({"base": [{"card": "Mountain Drake", "as": "drake", "damage": 1,
                                 "might": 2}]}, {"rune_deck": ["Fury Rune"] * 2},
                      phase=phase))
    assert s.game.turn_player == 1 and s.game.turn == 4 and s.phase == Phase.MAIN
    assert s.damage("drake") == 0 and s.might("drake") == 10     # 9 + 2 this turn, expired
    assert len(s.game.players[1].runes) == 2


def test_a_chain_in_the_beginning_phase_resolves_before_scoring(scenario):
    """A chain in the Beginning Phase (315.2.a) resolves; then the Scoring Step holds
    (315.2.b): the Deathknell's draw comes before the hold's point."""
    s = scenario(spec({"field": [["Mountain Drake"], []]}, {"trash": ["Watchful Sentry"]},
                      phase="beginning", pending=[{"ability_of": "Watchful Sentry"}]),
                 stop_at_every_decision=True)
    n = len(s.game.events)
    assert s.phase == Phase.BEGINNING and [c["name"] for c in s.chain()] == ["Watchful Sentry"]
    s.pass_until(lambda z: z.phase == Phase.MAIN)
    kinds = [e.kind for e in s.game.events[n:] if e.kind in (EventKind.DRAW, EventKind.SCORE)]
    assert kinds[:2] == [EventKind.DRAW, EventKind.SCORE] and s.points() == [1, 0]


def test_spells_played_and_xp_gained_this_turn(scenario):
    """Turn history the engines keep: a spell counts as played once it resolves (419.4.a),
    XP gained counts (730.1); a spec loads both, and a new turn starts them at 0."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                       "spells_played": 1, "xp_gained": 2},
                      {"field": [["Shipyard Skulker"], []]}), stop_at_every_decision=True)
    assert s.history(0) == {"cards_played": 0, "cards_finalized": 0, "spells_played": 1,
                            "discarded": 0, "units_died": 0, "xp_gained": 2, "scored": []}
    s.do("play Hextech Ray", "target Shipyard Skulker")
    assert s.history(0)["spells_played"] == 1               # on the chain: not played yet
    s.pass_until(lambda z: not z.game.chain)
    assert s.history(0)["spells_played"] == 2 and s.history(0)["cards_played"] == 1
    h = scenario(spec({"base": ["Herald of Spring"], "xp": 1, "xp_gained": 1},
                      pending=[{"ability_of": "Herald of Spring", "ability": 0}]))
    assert h.game.players[0].xp == 3 and h.history(0)["xp_gained"] == 3
    s2 = scenario(spec({"spells_played": 3, "xp_gained": 1}, phase="awaken"))
    assert s2.history(0)["spells_played"] == 0 and s2.history(0)["xp_gained"] == 0


def test_a_countered_spell_is_not_played(scenario):
    """419.4.b: a countered spell was not played: P0's Hextech Ray, countered by P1's Defy,
    does not count for P0; Defy, which resolved, counts for P1."""
    s = scenario(spec({"field": [[{"card": "Shipyard Skulker", "as": "skulker"}], []]},
                      {"hand": ["Defy"], "runes": ["Calm Rune"] * 2},
                      chain=[{"card": "Hextech Ray", "controller": 0,
                              "targets": [["skulker"]]}], priority=1))
    s.do("play Defy")
    s.pass_until(lambda z: not z.game.chain)
    assert s.zone("skulker") == "BOARD"
    assert s.history(0)["spells_played"] == 0 and s.history(1)["spells_played"] == 1


@pytest.mark.parametrize("marked, energy", [(False, 1), (True, 0)])
def test_played_this_turn_marker(scenario, marked, energy):
    """"played_this_turn" marks an object as finalized this turn (812.1.c): with one card
    finalized this turn and the mark on Hand of Noxus itself, Legion (another card) does not
    hold, so its ability adds no Energy."""
    s = scenario(spec({"legend": {"card": "Hand of Noxus", "played_this_turn": marked},
                       "cards_finalized": 1}))
    s.do("activate ability 0 of Hand of Noxus")
    s.pass_until(lambda z: not z.game.chain)
    assert s.game.players[0].energy == energy


def test_empowered_marker(scenario):
    s = scenario(spec({"base": [{"card": "Pouty Poro", "as": "p", "empowered": True},
                                {"card": "Stalwart Poro", "as": "q"}]}))
    assert s.obj("p").empowered and not s.obj("q").empowered
