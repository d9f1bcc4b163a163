"""Rulings of the Unleashed Rules FAQ and Clarifications
(../shared/reference/faq/unleashed-rules-faq-and-clarifications.md) as scenario tests on every
engine.

tests/rulings/faq/unleashed-rules-faq-and-clarifications.json catalogues every ruling of the
document; each game ruling whose cards riftsim defines has a test here marked with its id
(FAQ_PENDING_OTHERS.md lists the others with the reason). The document is later than Core
Rules v1.3 and takes precedence over it where they differ (its corrections of 323.6, 316.5.b,
344.2 and 461.3.d); rule numbers are those of v1.3 as corrected.
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference.state import Zone

from faq_others_helpers import GROVE, bid, free_runes, go, hand, on_board, runes, settle, spec

REACT = {"hand": ["Stupefy"], "pool": {"energy": 1}}     # P1 stops to decide on each chain


def events(s, kind, since=0) -> list:
    return [e for e in s.game.events[since:] if e.kind == kind]


# ------------------------------------------------------------- triggered ability structure


def _enforcer(scenario, attacker):
    return scenario(spec({"legend": "Piltover Enforcer",
                          "base": [attacker, {"card": "Vanguard Sergeant", "exhausted": True}]},
                         dict(REACT, field=[["Recruit"], []]),
                         bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::we-can-best-see-this-in")
def test_piltover_enforcer_exhaust_is_paid_when_the_trigger_is_finalized(scenario):
    """383 / 402 / 404: 'When you conquer, if you assigned 3 or more excess damage, you may
    exhaust me to ready a unit': the 'you may' is the choice to put it on the chain and the
    exhaust its cost, paid as it is finalized. Mountain Drake (10) kills a 1-Might Recruit (9
    excess) and conquers; once the trigger is on the chain the legend is already exhausted
    and the chosen unit not yet ready; it is readied on resolution."""
    s = _enforcer(scenario, "Mountain Drake")
    g = s.game
    leg = g.players[0].legend
    vs = bid(s, "Vanguard Sergeant")
    s.do(f"move Mountain Drake #{bid(s, 'Mountain Drake')}", f"to {GROVE}")
    s.do("pass")                                        # P1's focus in the combat showdown
    settle_until_kind(s, DecisionKind.MAY)
    assert s.decision.player == 0
    s.do("yes", f"target Vanguard Sergeant #{vs}")
    assert s.decision.player == 1 and len(g.chain) == 1
    assert g.objs[leg].exhausted and g.objs[vs].exhausted
    settle(s)
    assert not g.objs[vs].exhausted


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::we-can-best-see-this-in")
def test_piltover_enforcer_condition_fails_without_3_excess(scenario):
    """The extra condition is part of the trigger condition: Stalwart Poro (2) killing the
    Recruit (1 excess) conquers without the trigger (no decision, legend stays ready)."""
    s = _enforcer(scenario, "Stalwart Poro")
    g = s.game
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    s.do("pass")
    settle(s)
    assert g.bfs[0].controller == 0
    assert not g.objs[g.players[0].legend].exhausted
    assert not events(s, EventKind.TRIGGER)


def settle_until_kind(s, kind, limit=30):
    for _ in range(limit):
        if s.kind == kind:
            return s
        if s.can("pass"):
            s.do("pass")
        else:
            s.game.apply(s.game.legal_actions()[0])
    raise AssertionError(f"no {kind} decision")


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::sona-harmonious-reads-at-the-end")
@pytest.mark.parametrize("at_battlefield", [True, False])
def test_sona_readies_runes_only_if_at_a_battlefield(scenario, at_battlefield):
    """383: 'if I'm at a battlefield' is part of Sona, Harmonious's trigger condition: at the
    end of P0's turn she readies up to 4 friendly runes only from a battlefield; from base
    nothing triggers and the runes stay exhausted into P1's turn."""
    p0 = {"runes": runes("calm", 4, exhausted=True)}
    if at_battlefield:
        p0["field"] = [["Sona, Harmonious"], []]
    else:
        p0["base"] = ["Sona, Harmonious"]
    s = scenario(spec(p0))
    g = s.game
    s.do("end turn")
    for _ in range(20):
        if g.turn_player == 1:
            break
        targets = [o for o in s.options() if o.startswith("target Calm Rune")]
        s.do(targets[0] if targets else ("pass" if s.can("pass") else "done"))
    assert g.turn_player == 1
    assert free_runes(s, 0) == (4 if at_battlefield else 0)
    assert bool(events(s, EventKind.TRIGGER)) == at_battlefield


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::loose-cannon-the-jinx-legend-reads")
@pytest.mark.parametrize("cards, drawn", [(1, 2), (2, 1)])
def test_loose_cannon_checks_the_hand_on_resolution(scenario, cards, drawn):
    """383: Loose Cannon's 'if you have one or fewer cards in your hand' follows the effect, so
    it is part of the effect: the ability triggers at the start of every Beginning Phase and
    draws only if the hand then holds 1 or fewer cards (plus the Draw Phase's draw, 315)."""
    s = scenario(spec({"legend": "Loose Cannon", "hand": ["Stupefy"] * cards}, phase="awaken"))
    g = s.game
    settle(s)
    assert g.phase.name == "MAIN" and g.turn_player == 0
    assert len(g.players[0].hand) == cards + drawn
    trig = [e for e in events(s, EventKind.TRIGGER) if e.obj == g.players[0].legend]
    assert len(trig) == 1


# ----------------------------------------------------------- control and showdowns (323.6)


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::two-areas-that-were-unclear-in")
def test_control_is_lost_in_an_open_state_without_units(scenario):
    """187.4.c / 323.6 (corrected): a player whose last unit at a battlefield they control dies
    in an open state with no showdown there loses control in the following cleanup (Hidden
    Blade kills P0's Recruit alone at the Grove)."""
    s = scenario(spec({"hand": ["Hidden Blade"], "runes": runes("order", 3),
                       "field": [["Recruit"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, "Zaun Warrens"]))
    g = s.game
    r = bid(s, "Recruit")
    s.do("play Hidden Blade")
    go(s, f"target Recruit #{r}")
    settle(s)
    assert s.zone("Recruit") != "BOARD"
    assert g.bfs[0].controller not in (0, 1)


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::the-second-of-these-areas-is")
def test_moving_to_an_enemy_controlled_empty_battlefield_opens_a_showdown(scenario):
    """316.5.b / 344.2 (corrected) / 323.8: moving to a battlefield the opponent controls with
    no units there applies Contested; a (noncombat) showdown is staged in the following
    cleanup although the battlefield is controlled, and P0 then conquers it."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]}, REACT,
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    g = s.game
    since = len(g.events)
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {GROVE}")
    sd = events(s, EventKind.SHOWDOWN, since)
    assert sd and sd[0].loc in (0, 1) and sd[0].value == 0      # a showdown, not a combat
    settle(s)
    assert g.bfs[0].controller == 0
    assert [e.value for e in events(s, EventKind.SCORE, since)] == [1]     # a conquer


# --------------------------------------------------------------------- results of combat


def _tie(scenario, stunned):
    return scenario(spec({"base": ["Vanguard Sergeant"]},
                         {"field": [[{"card": "Mountain Drake", "stunned": stunned}], []]},
                         bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::a-final-point-of-clarification-the")
def test_no_result_when_attackers_are_recalled_in_the_combat_cleanup(scenario):
    """461.3.d (corrected): Vanguard Sergeant (4) attacks a stunned Mountain Drake (10); both
    survive, the attacker is recalled in the combat cleanup (461.1.a.2), and the combat has
    No Result: the defender does not win although only its units remain (461.3)."""
    s = _tie(scenario, True)
    g = s.game
    since = len(g.events)
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {GROVE}")
    settle(s)
    vs = s.id("Vanguard Sergeant")
    assert g.objs[vs].zone == Zone.BOARD and g.objs[vs].loc == 0        # recalled to base
    ends = events(s, EventKind.COMBAT_END, since)
    assert len(ends) == 1 and ends[0].player == -1
    assert g.bfs[0].controller == 1


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::a-final-point-of-clarification-the")
def test_defender_wins_when_the_attacker_dies(scenario):
    """Contrast: the Drake not stunned kills the attacker; only the defender has units and
    wins the combat (461.3.a)."""
    s = _tie(scenario, False)
    g = s.game
    since = len(g.events)
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {GROVE}")
    settle(s)
    ends = events(s, EventKind.COMBAT_END, since)
    assert len(ends) == 1 and ends[0].player == 1


# ------------------------------------------------------------------ Reckoner's Arena, Yone


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::if-i-hold-reckoners-arena-with")
def test_reckoners_arena_hold_does_not_trigger_yone(scenario):
    """464.1: holding Reckoner's Arena activates the conquer effects of units there as if a
    conquer happened there (Plundering Poro makes its Gold), but Yone, Blademaster's 'a
    battlefield that was uncontrolled' still fails: no damage to the enemy unit in base."""
    s = scenario(spec({"field": [["Yone, Blademaster", "Plundering Poro"], []]},
                      {"base": ["Mountain Drake"]},
                      bfs=[{"card": "Reckoner's Arena", "controller": 0}, "Zaun Warrens"],
                      phase="awaken"))
    g = s.game
    settle(s)
    assert g.turn_player == 0 and g.phase.name == "MAIN"
    assert len(bid_all(s, "Gold")) == 1
    assert all(o.damage == 0 for o in g.objs if o.zone == Zone.BOARD)


def bid_all(s, name):
    g = s.game
    return [o for o in g.objs if o.zone == Zone.BOARD and g.pool[o.card].name == name]


# ------------------------------------------------------- control while items are on the chain


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::you-mentioned-rule-187-4-c")
def test_cruel_patron_kills_the_last_unit_and_is_played_to_that_battlefield(scenario):
    """187.4.c: control can't be lost while an item is on the chain (not an open state). P0's
    Recruit is alone at the Grove P0 controls; Cruel Patron kills it for its additional cost
    and is played there: the cleanup after the kill finds Cruel Patron on the chain, so P0
    keeps the Grove (no control change, no showdown, no conquer) and the Patron enters it.
    (The ruling's other examples, Arcane Shift's and Glasc Mixologist's, are the next tests.)"""
    s = scenario(spec({"hand": ["Cruel Patron"], "runes": runes("order", 4),
                       "field": [["Recruit"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, "Zaun Warrens"]))
    g = s.game
    since = len(g.events)
    r = bid(s, "Recruit")
    s.do("play Cruel Patron", f"to {GROVE}")
    go(s, f"choose Recruit #{r}")
    settle(s)
    assert g.objs[r].zone != Zone.BOARD
    patron = s.obj("Cruel Patron")
    assert patron.zone == Zone.BOARD and patron.loc == 1          # the Grove
    assert g.bfs[0].controller == 0
    assert not [e for e in g.events[since:]
                if e.kind in (EventKind.CONTROL, EventKind.SCORE, EventKind.SHOWDOWN)]


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::you-mentioned-rule-187-4-c")
def test_arcane_shift_replays_the_lone_watcher_to_its_battlefield(scenario):
    """187.4.c: Thousand-Tailed Watcher alone at the Grove P0 controls; Arcane Shift banishes
    it and its owner plays it (pending on the chain): the cleanup after the spell keeps P0's
    control, so the Grove is a place to play it to."""
    s = scenario(spec({"hand": ["Arcane Shift"], "runes": runes("mind", 4),
                       "field": [["Thousand-Tailed Watcher"], []]},
                      {"field": [[], ["Mountain Drake"]]},
                      bfs=[{"card": GROVE, "controller": 0}, "Zaun Warrens"]))
    g = s.game
    w = bid(s, "Thousand-Tailed Watcher")
    since = len(g.events)
    s.do("play Arcane Shift")
    go(s, f"target Thousand-Tailed Watcher #{w}", f"target Mountain Drake #{bid(s, 'Mountain Drake')}")
    settle(s)
    s.do(f"to {GROVE}")
    go(s, "no")                                  # (no Accelerate)
    settle(s)
    assert g.objs[w].zone == Zone.BOARD and g.objs[w].loc == 1
    assert g.bfs[0].controller == 0
    assert not [e for e in g.events[since:] if e.kind == EventKind.CONTROL]


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::you-mentioned-rule-187-4-c")
def test_glasc_mixologist_dies_alone_and_its_unit_is_played_to_that_battlefield(scenario):
    """187.4.c, the ruling's last example: Glasc Mixologist dies alone (no combat) at the Grove
    P0 controls; its Deathknell is on the chain as it triggers (323.4, 383.3), so P0 keeps the
    Grove and the unit it plays from the trash may go there."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 1),
                       "field": [[{"card": "Glasc Mixologist", "damage": 2}], []],
                       "trash": ["Pouty Poro"]},
                      bfs=[{"card": GROVE, "controller": 0}, "Zaun Warrens"]))
    g = s.game
    since = len(g.events)
    s.do("play Hextech Ray")
    go(s, "target Glasc Mixologist", "yes")      # (its only target: taken at once)
    s.do(f"to {GROVE}")
    settle(s)
    assert s.obj("Pouty Poro").zone == Zone.BOARD and s.obj("Pouty Poro").loc == 1
    assert g.bfs[0].controller == 0
    assert not [e for e in g.events[since:] if e.kind == EventKind.CONTROL]


# ------------------------------------------------------------------------- Brush a Brush


def _brush_twice(scenario):
    """P0 (Green Father) conquers the Grove and replaces it with Brush; holding that Brush on
    its next turn it replaces the Brush with another Brush (declining the swap back)."""
    s = scenario(spec({"legend": "Green Father", "base": ["Stalwart Poro"]}))
    g = s.game
    grove = g.bfs[0].obj
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    settle(s)
    s.do("yes")                                          # Green Father: Brush the Grove
    settle(s)
    first = g.bfs[0].obj
    s.do("end turn")
    s.pass_until(lambda z: z.kind == DecisionKind.ORDER_TRIGGERS)    # P0 holds the Brush
    s.do("option 0")
    for _ in range(2):
        assert s.kind == DecisionKind.MAY
        s.do("no" if s.decision.source == first else "yes")          # Brush the Brush
    settle(s)
    return s, grove, first


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::what-happens-if-you-brush-a")
def test_brushing_a_brush_makes_the_first_brush_cease_to_exist(scenario):
    """438.1: replacing a Brush token with another Brush: the first token ceases to exist; the
    new Brush inherits the control, and the Grove stays banished."""
    s, grove, first = _brush_twice(scenario)
    g = s.game
    second = g.bfs[0].obj
    assert second != first and g.pool[g.objs[second].card].name == "Brush"
    assert g.objs[first].zone == Zone.REMOVED
    assert g.objs[grove].zone == Zone.BANISHMENT
    assert g.bfs[0].controller == 0


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::what-happens-if-you-brush-a")
def test_the_second_brush_may_swap_back_to_the_original_battlefield(scenario):
    """438.1 / 438.7.b: the second Brush inherited the first one's relationship to the Grove;
    scoring it, P0 may swap back to any object replaced, the original Grove included."""
    s, grove, first = _brush_twice(scenario)
    g = s.game
    second = g.bfs[0].obj
    s.do("end turn")
    s.pass_until(lambda z: z.kind in (DecisionKind.ORDER_TRIGGERS, DecisionKind.MAY))
    if s.kind == DecisionKind.ORDER_TRIGGERS:
        s.do("option 0")
    for _ in range(2):
        if s.kind != DecisionKind.MAY:
            break
        s.do("yes" if s.decision.source == second else "no")
        if s.kind == DecisionKind.CHOOSE_CARD and s.can(f"choose Grove of the God-Willow #{grove}"):
            s.do(f"choose Grove of the God-Willow #{grove}")
    settle(s)
    assert g.bfs[0].obj == grove and g.objs[grove].zone == Zone.BATTLEFIELD
    assert g.objs[second].zone == Zone.REMOVED


# ------------------------------------------------------------- mandatory actions, private cards


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::rift-herald-is-an-interesting-card")
@pytest.mark.parametrize("play", [True, False])
def test_rift_herald_deathknell_may_be_ignored(scenario, play):
    """A player can't be compelled to act on private cards of a specified type: Rift Herald's
    Deathknell "play a unit from your hand" may be ignored, the unit kept in hand; or it is
    played to base ignoring its Energy cost."""
    s = scenario(spec({"hand": ["Vengeance", "Vanguard Sergeant"], "runes": runes("order", 6),
                       "field": [["Rift Herald"], []]}))
    s.do("play Vengeance")
    go(s, f"target Rift Herald #{bid(s, 'Rift Herald')}")
    for _ in range(20):
        if s.kind in (DecisionKind.MAY, DecisionKind.CHOOSE_CARD) and s.decision.player == 0:
            break
        s.do("pass")
    assert s.kind == DecisionKind.MAY
    s.do("yes" if play else "no")
    go(s, "choose Vanguard Sergeant")
    settle(s)
    assert ("Vanguard Sergeant" in hand(s)) != play
    assert bool([i for i in s.ids("Vanguard Sergeant") if s.game.objs[i].zone == Zone.BOARD]) \
        == play


# ------------------------------------------------------------------------- Aspirant's Climb


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::what-happens-when-you-conquer-aspirants")
def test_brushing_aspirants_climb_at_eight_points_each_wins_nothing(scenario):
    """Both players at 8 and Aspirant's Climb making the Victory Score 9: P0 conquers the
    Climb, its first battlefield scored this turn, so 466.1.b draws 1 instead of the point.
    Green Father replaces the Climb with Brush: the Victory Score is 8 again at once, both
    players are at it, and neither has more points than the other, so nobody wins (467)."""
    s = scenario(spec({"legend": "Green Father", "base": ["Stalwart Poro"], "points": 8},
                      {"points": 8}, bfs=["Aspirant's Climb", "Zaun Warrens"]))
    g = s.game
    assert s.victory_score == 9
    cards = len(g.players[0].hand)
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", "to Aspirant's Climb")
    settle(s)
    assert s.kind == DecisionKind.MAY
    s.do("yes")                                          # Green Father: Brush the Climb
    settle(s)
    assert g.pool[g.objs[g.bfs[0].obj].card].name == "Brush"
    assert s.victory_score == 8 and s.points() == [8, 8]
    assert len(g.players[0].hand) == cards + 1 and not g.is_over        # drew, no point


# ------------------------------------------------------------------ Temporary on an attached gear


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::if-temporary-is-granted-to-an")
def test_granted_temporary_kills_an_attached_spinning_axe(scenario):
    """722.2 / 816.2.a: attached, Spinning Axe's printed Temporary is inactive, but a granted
    Temporary is active: it triggers at the start of its controller's Beginning Phase."""
    s = scenario(spec({"base": [{"card": "Petty Officer", "as": "bearer", "attached": [
        {"card": "Spinning Axe", "keywords": ["Temporary"]}]}]}, phase="awaken"))
    settle(s)
    assert s.obj("Spinning Axe").zone == Zone.TRASH


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::if-temporary-is-granted-to-an")
def test_attached_spinning_axe_without_a_granted_temporary_survives(scenario):
    s = scenario(spec({"base": [{"card": "Petty Officer", "as": "bearer",
                                 "attached": ["Spinning Axe"]}]}, phase="awaken"))
    settle(s)
    assert s.obj("Spinning Axe").zone == Zone.BOARD
    assert s.obj("Spinning Axe").attached_to == s.id("bearer")


# ------------------------------------------------------------- lethal damage modification

DRAGON_POOL = {"energy": 12, "power": {"body": 4}}


def _dragon_trigger(s):
    """P0 plays Elder Dragon (P1 passes on it); stops as P0 chooses its play trigger's
    targets."""
    s.do("play Elder Dragon")
    go(s, "to base")
    settle_until_kind(s, DecisionKind.TARGET)
    assert s.decision.player == 0


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::elder-dragons-passive-ability-reads-any")
def test_elder_dragon_any_damage_of_yours_is_lethal_also_when_marked_before(scenario):
    """323.5 / 460.2.c.3 as the FAQ amends them: damage its controller marked before Elder
    Dragon entered is lethal once it is on the board (Hextech Ray: 3 on an 8-Might
    Mega-Mech); in combat one damage per enemy unit is lethal (a 2-Might attacker kills two
    5-Might defenders)."""
    s = scenario(spec({"hand": ["Hextech Ray", "Elder Dragon"],
                       "base": [{"card": "Vanguard Sergeant", "might": -2}],
                       "pool": {"energy": 13, "power": {"body": 4, "fury": 1}}},
                      {"field": [["Playful Phantom", "Petty Officer"], ["Mega-Mech"]]}))
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Hextech Ray", f"target Mega-Mech #{mech}")
    settle(s)
    assert g.objs[mech].zone == Zone.BOARD and g.objs[mech].damage == 3
    _dragon_trigger(s)
    while s.can("done"):
        s.do("done")
    settle(s)
    assert g.objs[mech].zone == Zone.TRASH
    defenders = [i for i in on_board(s, "Playful Phantom", 1) + on_board(s, "Petty Officer", 1)
                 if g.objs[i].loc == 1]
    assert len(defenders) == 2
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {GROVE}")
    settle(s)
    assert all(g.objs[d].zone == Zone.TRASH for d in defenders)


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::if-i-play-counter-strike-in")
def test_elder_dragon_damage_prevented_by_counter_strike_is_never_dealt(scenario):
    """437.2.a: Counter Strike prevents all of the 1 damage, so none is marked and the unit
    lives; the other chosen unit dies."""
    s = scenario(spec({"hand": ["Elder Dragon"], "pool": DRAGON_POOL},
                      {"hand": ["Counter Strike"], "pool": {"energy": 2, "power": {"calm": 1}},
                       "field": [["Playful Phantom"], ["Mega-Mech"]]}))
    g = s.game
    phantom, mech = bid(s, "Playful Phantom", 1), bid(s, "Mega-Mech", 1)
    _dragon_trigger(s)
    s.do("done")                                        # nobody in the enemy base
    s.do(f"target Playful Phantom #{phantom}", f"target Mega-Mech #{mech}")
    settle_until_kind(s, DecisionKind.PRIORITY)
    assert s.decision.player == 1 and len(g.chain) == 1
    s.do("play Counter Strike", f"target Playful Phantom #{phantom}")
    settle(s)
    assert g.objs[phantom].zone == Zone.BOARD and g.objs[phantom].damage == 0
    assert g.objs[mech].zone == Zone.TRASH


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::my-opponent-plays-elder-dragon-and")
def test_elder_dragon_units_flashed_to_base_are_not_dealt_damage(scenario):
    """359.3 and the FAQ: one targeting restriction per location; the two battlefield units
    Flash moves to base no longer meet theirs (an enemy unit at that battlefield) and take
    no damage; the unit chosen in the base still does, and dies."""
    s = scenario(spec({"hand": ["Elder Dragon"], "pool": DRAGON_POOL},
                      {"hand": ["Flash"], "pool": {"energy": 2},
                       "base": ["Vanguard Sergeant"],
                       "field": [["Playful Phantom"], ["Mega-Mech"]]}))
    g = s.game
    phantom, mech = bid(s, "Playful Phantom", 1), bid(s, "Mega-Mech", 1)
    sergeant = bid(s, "Vanguard Sergeant", 1)
    _dragon_trigger(s)
    go(s, f"target Vanguard Sergeant #{sergeant}", f"target Playful Phantom #{phantom}",
       f"target Mega-Mech #{mech}")
    settle_until_kind(s, DecisionKind.PRIORITY)
    assert s.decision.player == 1 and len(g.chain) == 1
    s.do("play Flash", f"target Playful Phantom #{phantom}", f"target Mega-Mech #{mech}")
    go(s, "done")
    settle(s)
    assert g.objs[phantom].zone == Zone.BOARD and g.objs[phantom].loc == 0
    assert g.objs[mech].zone == Zone.BOARD and g.objs[mech].loc == 0
    assert g.objs[phantom].damage == 0 and g.objs[mech].damage == 0
    assert g.objs[sergeant].zone == Zone.TRASH


# ------------------------------------------------------------- costs within instructions: Ekko

@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::ekko-recurrent-reads-deathknell-recycle-me")
def test_ekko_recycle_is_the_cost_paid_as_his_deathknell_is_finalized(scenario):
    """383.3.b / 404 / 808: "recycle me to" is the Deathknell's base cost: once it is paid
    (as the trigger is finalized) Ekko is at the bottom of his deck while the chain holds
    only "ready your runes", not resolved yet; resolving it readies them."""
    s = scenario(spec({"base": ["Ekko, Recurrent"], "runes": runes("mind", 3, exhausted=True)},
                      dict(REACT, field=[["Mountain Drake"], []])))
    g = s.game
    ekko = bid(s, "Ekko, Recurrent")
    s.do(f"move Ekko, Recurrent #{ekko}", f"to {GROVE}")
    settle_until_kind(s, DecisionKind.OPTIONAL_COST)
    assert s.decision.player == 0 and g.objs[ekko].zone == Zone.TRASH
    s.do("yes")
    assert g.objs[ekko].zone == Zone.DECK and g.players[0].deck[-1] == ekko
    assert len(g.chain) == 1 and all(g.objs[r].exhausted for r in g.players[0].runes)
    settle(s)
    assert all(not g.objs[r].exhausted for r in g.players[0].runes)


# ------------------------------------------------------------- Disarming Rake


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::disarming-rake-reads-when-you-play")
def test_disarming_rake_may_is_putting_the_ability_on_the_chain(scenario):
    """Disarming Rake's "you may" opens the ability: the choice whether to put it on the chain
    (383.3.a), made as it triggers; declined, no chain item, the gear stays. Accepted, the
    effect is "kill a gear"."""
    for accept in (False, True):
        s = scenario(spec({"hand": ["Disarming Rake"], "pool": {"energy": 3, "power": {"calm": 1}}},
                          {"base": ["Doran's Blade"]}))
        s.do("play Disarming Rake")
        go(s, "base")
        for _ in range(5):
            if s.kind == DecisionKind.MAY:
                break
            s.do("pass")
        assert s.kind == DecisionKind.MAY
        s.do("yes" if accept else "no")
        if not accept:
            assert not s.game.chain
        go(s, "target Doran's Blade")
        settle(s)
        blade = [i for i in s.ids("Doran's Blade")][0]
        assert (s.game.objs[blade].zone == Zone.TRASH) is accept


# ------------------------------------------------------------- "if you do" (Draven, Vanquisher)


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::if-you-do-templating-is-more")
def test_draven_vanquishers_fury_is_paid_on_resolution_not_finalization(scenario):
    """"When I attack or defend, you may pay [fury]. If you do, …": the payment is an
    instruction of the effect, not a cost of the ability: while his trigger waits on the chain
    (player 1 holding priority) the fury rune is still ready and nothing was asked; the choice
    and the payment come as it resolves, and "if you do" gives +2 Might only when paid."""
    for pay in (True, False):
        s = scenario(spec({"base": ["Draven, Vanquisher"], "runes": runes("fury", 1)},
                          dict(REACT, field=[["Vanguard Sergeant"], []])))
        g = s.game
        rune = g.players[0].runes[0]
        s.do(f"move Draven, Vanquisher #{bid(s, 'Draven, Vanquisher')}", f"to {GROVE}")
        for _ in range(10):
            if s.kind == DecisionKind.MAY or (g.chain and s.decision.player == 1):
                break
            s.do("pass")
        assert g.chain and s.decision.player == 1       # his attack trigger on the chain
        assert not g.objs[rune].exhausted and free_runes(s) == 1
        s.do("pass")
        for _ in range(5):
            if s.kind == DecisionKind.MAY:
                break
            s.do("pass")
        assert s.kind == DecisionKind.MAY and s.decision.player == 0
        s.do("yes" if pay else "no")
        assert free_runes(s) == (0 if pay else 1)
        d = bid(s, "Draven, Vanquisher")
        assert (g.might_of(d) if getattr(g, "engine", "") == "core" else
                __import__("riftsim.reference.layers", fromlist=["might"]).might(
                    g, g.objs[d])) == (6 if pay else 4)


# ------------------------------------------------------------- the meanings of "play"


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::legions-change-in-this-rules-update")
@pytest.mark.parametrize("finalized,resolved,cost", [(2, 0, 3), (0, 2, 5), (3, 3, 2)])
def test_battering_ram_counts_cards_finalized_not_resolved(scenario, finalized, resolved,
                                                            cost):
    """In a condition checking cards played (Battering Ram: "[1] less for each card you've
    played this turn"), "play" means finalize (337): two cards finalized this turn but not
    resolved (countered, or still on the chain) make it [2] cheaper; cards counted only as
    resolved (the trigger meaning, Darius, Trifarian) do not."""
    s = scenario(spec({"hand": ["Battering Ram"], "pool": {"energy": cost - 1},
                       "cards_finalized": finalized, "cards_played": resolved}))
    assert not s.can("play Battering Ram")
    s = scenario(spec({"hand": ["Battering Ram"], "pool": {"energy": cost},
                       "cards_finalized": finalized, "cards_played": resolved}))
    s.do("play Battering Ram")
    go(s, "base")
    settle(s)
    assert s.zone("Battering Ram") == "BOARD" and s.game.players[0].energy == 0


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::legions-change-in-this-rules-update")
def test_brynhir_triggers_as_he_resolves_and_stops_the_play_game_action(scenario):
    """Brynhir Thundersong: "When you play me" is the trigger meaning (he resolves), "can't
    play cards" the game action (putting a card on the chain): while he is on the chain the
    opponent may still play a card in reaction; once he has resolved they may not (their
    priority on the next chain offers nothing but passing)."""
    s = scenario(spec({"hand": ["Brynhir Thundersong", "Wallop"], "pool": {"energy": 8}},
                      {"hand": ["Stupefy", "Stupefy"], "pool": {"energy": 2}}))
    s.do("play Brynhir Thundersong")
    go(s, "base")
    for _ in range(5):
        if s.decision.player == 1:
            break
        s.do("pass")
    assert s.decision.player == 1 and s.can("play Stupefy")     # Brynhir still on the chain
    s.do("pass")
    settle(s)
    assert on_board(s, "Brynhir Thundersong")
    s.record_decisions()
    s.do("play Wallop")
    go(s, "no", f"target Petty Officer #{bid(s, 'Petty Officer', 0)}")
    settle(s)
    asked = [d for d in s.decision_log if d[1] == 1]
    assert asked and all(d[6] == 1 for d in asked)               # only "pass" for them
    assert len(hand(s, 1)) == 2


# ------------------------------------------------------------- "you may" inside the effect


@pytest.mark.ruling(
    "faq/unleashed-rules-faq-and-clarifications.md::ornn-blacksmith-reads-when-you-play")
@pytest.mark.parametrize("take", [True, False])
def test_ornn_blacksmith_may_is_decided_on_resolution(scenario, take):
    """383: Ornn, Blacksmith's 'you may' sits inside the effect: as he is played the ability
    triggers with no decision (no MAY, nothing optional to put on the chain); as it resolves
    its controller looks at the top 4 and may take the gear among them (424) or none; the
    cards not taken are recycled (416)."""
    deck = ["Mountain Drake", "Doran's Blade", "Mountain Drake", "Mountain Drake"] * 2
    s = scenario(spec({"hand": ["Ornn, Blacksmith"], "runes": runes("calm", 6),
                       "deck": deck}))
    g = s.game
    s.do("play Ornn, Blacksmith")
    go(s, "to P0's base")
    seen = []
    for _ in range(30):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        seen.append(s.kind)
        s.do("pass")
    assert DecisionKind.MAY not in seen
    assert s.kind == DecisionKind.CHOOSE_CARD and s.can("done")
    blade = s.id("Doran's Blade")
    s.do(f"choose Doran's Blade #{blade}" if take else "done")
    settle(s)
    assert (g.objs[blade].zone == Zone.HAND) == take
    assert len(g.players[0].deck) == len(deck) - take
    if not take:                                 # recycled with the other three
        assert blade in list(g.players[0].deck)[-4:]
