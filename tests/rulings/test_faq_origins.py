"""Rulings of the Riftbound Origins FAQ (../shared/reference/faq/riftbound-origins-faq.md) as
scenario tests.

tests/rulings/faq/riftbound-origins-faq.json catalogues every ruling of that FAQ (id, line,
opening words, kind, rules, cards). Each test here is marked with its ruling's id, cites the
Core Rules v1.3 numbers it checks, and runs on every engine (the `scenario` fixture). Rulings
without a test are listed in FAQ_PENDING.md with the reason.
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference.state import NONE, Phase, Zone

#: battlefields whose abilities stay quiet in these tests (as in the seed ruling tests)
PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"
TO_A, TO_B = f"to {PLAZA}", f"to {FORGE}"
DECK = ["Stalwart Poro"] * 8
#: a ready unit kept in base so that no Main Phase is a single-option decision
KEEPER = "Mountain Drake"


def spec(p0=None, p1=None, bfs=(PLAZA, FORGE), **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK)}
        q.update(p)
        if q.pop("keep", True):
            q["base"] = list(q.get("base", [])) + [KEEPER]
        players.append(q)
    return {"battlefields": list(bfs), "players": players, **kw}


def runes(domain: str, n: int, exhausted: bool = False) -> list:
    return [{"card": f"{domain.title()} Rune", "exhausted": exhausted} for _ in range(n)]


def bid(s, name, player=None, index=0) -> int:
    g = s.game
    return [i for i in s.ids(name, player) if g.objs[i].zone == Zone.BOARD][index]


def tgt(s, name, player=None, index=0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def mv(s, name, player=None, index=0) -> str:
    return f"move {name} #{bid(s, name, player, index)}"


def act(s, *texts):
    """Take the described actions in order; a choice the game made itself (a single legal
    option) is skipped."""
    for text in texts:
        if s.can(text) or not text.startswith(("target ", "to ", "choose ", "option ", "base")):
            s.do(text)
    return s


def until(s, pred, limit=60):
    """Pass priority/focus (never ending the turn) until `pred(s)` holds; combat damage goes
    to the first unit offered."""
    for _ in range(limit):
        if pred(s) or s.game.is_over:
            return s
        if s.kind == DecisionKind.ASSIGN_DAMAGE:
            s.do(s.options()[0])
            continue
        if not s.can("pass"):
            raise AssertionError(f"cannot pass at {s.decision}: {s.options()}")
        s.do("pass")
    raise AssertionError("until: the predicate never held")


def through_showdown(s):
    """Pass until no showdown is open (a showdown where nobody can act ends by itself)."""
    return until(s, lambda z: z.game.showdown is None and not z.game.chain)


def settle(s, limit=30):
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def hand_names(s, player=0) -> list[str]:
    g = s.game
    return [g.pool[g.objs[i].card].name for i in g.players[player].hand]


def damage(s, oid) -> int:
    return s.game.objs[oid].damage


# ============================================================================ Scoring


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-i-score-how-are")
def test_conquer_scores_one_point(scenario):
    """464.1 / 461.5.d: taking control of a battlefield you did not control and have not
    scored this turn scores 1 (conquer)."""
    s = scenario(spec({"base": ["Shipyard Skulker"]}, {}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    assert g.bfs[0].controller == 0
    assert g.players[0].points == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-do-i-score-how-are")
def test_hold_scores_at_the_start_of_turn(scenario):
    """464.2 / 315: controlling a battlefield at the start of your turn scores 1 (hold)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE], phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert g.players[0].points == 1 and g.bfs[0].controller == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-the-last-point-work")
def test_last_point_by_conquer_needs_every_battlefield(scenario):
    """466.1.b.2: one point from victory, conquering a battlefield while the other one has
    not been scored this turn draws a card instead of scoring the winning point."""
    s = scenario(spec({"base": ["Shipyard Skulker"], "points": 7}, {}))
    g = s.game
    before = len(g.players[0].hand)
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    until(s, lambda z: z.game.showdown is None and not z.game.chain)
    assert g.bfs[0].controller == 0
    assert g.players[0].points == 7 and not g.is_over
    assert len(g.players[0].hand) == before + 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-the-last-point-work")
def test_last_point_by_hold(scenario):
    """466.1.b.1: one point from victory, holding a battlefield scores the winning point."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "points": 7}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE], phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.is_over or z.game.phase == Phase.MAIN)
    assert g.players[0].points == 8 and g.is_over


# ============================================================================ Movement


@pytest.mark.ruling("faq/riftbound-origins-faq.md::whats-the-standard-move")
def test_standard_move_exhausts_and_needs_a_ready_unit(scenario):
    """144.2: the standard move's cost is exhausting the unit; an exhausted unit can't use it."""
    s = scenario(spec({"base": ["Shipyard Skulker",
                                {"card": "Vanguard Sergeant", "exhausted": True}]}, {}))
    assert not s.can(mv(s, "Vanguard Sergeant"))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    sk = s.obj("Shipyard Skulker")
    assert sk.loc == 1 and sk.exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-i-have-to-exhaust-a")
def test_a_move_by_a_spell_keeps_ready_and_exhausted_states(scenario):
    """420 / 444 / 144.2: moving units with a spell (Fight or Flight: move a unit from a
    battlefield to its base) neither exhausts a ready unit nor readies an exhausted one."""
    s = scenario(spec(
        {"hand": ["Fight or Flight", "Fight or Flight"], "runes": runes("chaos", 4)},
        {"field": [["Shipyard Skulker", {"card": "Vanguard Sergeant", "exhausted": True}], []]}))
    g = s.game
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    settle(s)
    act(s, "play Fight or Flight", tgt(s, "Vanguard Sergeant"))
    settle(s)
    sk, vs = s.obj("Shipyard Skulker"), s.obj("Vanguard Sergeant")
    assert sk.loc == 0 and vs.loc == 0 and sk.zone == Zone.BOARD
    assert not sk.exhausted and vs.exhausted
    assert g.phase == Phase.MAIN


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-move-multiple-units-together")
def test_group_standard_move_starts_one_combat(scenario):
    """144.3 / 144.3.a / 144.3.c: several units' standard moves are made together to one
    destination; all are exhausted, and one combat follows with all of them attacking."""
    s = scenario(spec({"base": ["Shipyard Skulker", "Vanguard Sergeant"]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    sk, vs = bid(s, "Shipyard Skulker"), bid(s, "Vanguard Sergeant")
    act(s, f"move Shipyard Skulker #{sk}")
    assert s.kind == DecisionKind.MOVE_UNITS
    act(s, f"move Vanguard Sergeant #{vs}", TO_A)
    assert g.objs[sk].loc == 1 and g.objs[vs].loc == 1
    assert g.objs[sk].exhausted and g.objs[vs].exhausted
    assert g.showdown is not None and g.showdown.combat
    through_showdown(s)
    # 7 Might against 5: the Phantom dies, the attackers win and conquer
    assert s.zone("Playful Phantom") == "TRASH"
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


# ============================================================================ Combat


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-both-sides-in")
def test_equal_might_kills_everyone_and_nobody_scores(scenario):
    """460.2 / 461.3.d / 461.5.b: equal total Might: both sides die, the battlefield is left
    uncontrolled and nobody scores."""
    s = scenario(spec({"base": ["Shipyard Skulker"]}, {"field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker", 0), TO_A)
    through_showdown(s)
    assert [g.objs[i].zone for i in s.ids("Shipyard Skulker")] == [Zone.TRASH, Zone.TRASH]
    assert g.bfs[0].controller == NONE
    assert s.points() == [0, 0]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-units-from-both")
def test_both_sides_survive_attackers_recalled(scenario):
    """460.2 / 423 / 461.1.a.2 / 461.3.d: a stunned defender deals no combat damage; the
    attacker's 2 doesn't kill it, so both sides survive: the attacker is recalled to base, the
    defender keeps control and nobody scores."""
    s = scenario(spec({"base": ["Pouty Poro"]},
                      {"field": [[{"card": "Shipyard Skulker", "stunned": True}], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Pouty Poro"), TO_A)
    through_showdown(s)
    poro, sk = s.obj("Pouty Poro"), s.obj("Shipyard Skulker")
    assert poro.zone == Zone.BOARD and poro.loc == 0 and poro.damage == 0
    assert sk.zone == Zone.BOARD and sk.loc == 1
    assert g.bfs[0].controller == 1 and s.points() == [0, 0]


@pytest.mark.ruling("faq/riftbound-origins-faq.md::do-units-heal-from-combat-damage")
def test_survivors_heal_at_the_end_of_combat(scenario):
    """461.1.a.1: units are healed at the end of combat: the defender that took 2 (Might 3)
    and the attacker that took 3 (Might 4) have no damage once the combat is over."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    n = len(g.events)
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    through_showdown(s)
    hits = {e.obj: e.value for e in g.events[n:] if e.kind == EventKind.DAMAGE}
    vs = s.id("Vanguard Sergeant")
    assert hits.get(vs) == 3
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD and damage(s, vs) == 0


# ============================================================================ Hidden


@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-i-hide-a-card-does")
def test_hiding_does_not_turn_on_legion(scenario):
    """811.1.c.1 / 812: hiding isn't playing: after hiding a card, Hand of Noxus's Legion [Add]
    still adds nothing."""
    s = scenario(spec({"legend": "Hand of Noxus", "field": [["Shipyard Skulker"], []],
                       "hand": ["Fight or Flight"], "runes": runes("chaos", 1)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "hide Fight or Flight", TO_A)
    assert s.zone("Fight or Flight") == "FACEDOWN"
    act(s, "activate ability 0 of Hand of Noxus")
    assert g.players[0].energy == 0 and g.objs[g.players[0].legend].exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-hide-a-card-and")
def test_a_card_hidden_this_turn_cannot_be_played(scenario):
    """811.1.b: a card can't be played from hidden the turn it was hidden, even once an
    opponent's unit is at that battlefield."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []],
                       "hand": ["Fight or Flight", "Fight or Flight"],
                       "runes": runes("chaos", 3)},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    hid = g.players[0].hand[0]
    act(s, f"hide Fight or Flight #{hid}", TO_A)
    assert g.objs[hid].zone == Zone.FACEDOWN
    assert not s.can(f"play Fight or Flight #{hid}")
    other = g.players[0].hand[0]
    act(s, f"play Fight or Flight #{other}")        # a spell on the chain: a reaction window
    until(s, lambda z: z.decision.player == 0 and bool(z.game.chain))
    assert not s.can(f"play Fight or Flight #{hid}")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-hid-a-card-last")
def test_a_card_hidden_earlier_is_played_without_anything_to_react_to(scenario):
    """811.1.b / 813: a card hidden on an earlier turn can be played whenever a Reaction can,
    including in your own Main Phase with an empty chain."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE]))
    g = s.game
    assert not g.chain and g.showdown is None
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").loc == 0
    assert s.zone("Fight or Flight") == "TRASH"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-a-spell-with")
def test_hidden_spell_targets_at_its_battlefield(scenario):
    """811.1.d.2: Fight or Flight played from hidden must target a unit at the battlefield it
    was hidden at; the same card played from hand may target a unit at another battlefield
    (811.3)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []], "hand": ["Fight or Flight"],
                       "runes": runes("chaos", 2)},
                      {"field": [[], ["Pouty Poro"]]},
                      bfs=[{"card": PLAZA, "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE]))
    g = s.game
    hidden = g.bfs[0].facedown
    in_hand = g.players[0].hand[0]
    act(s, f"play Fight or Flight #{hidden}")
    if s.kind == DecisionKind.TARGET:
        opts = " ".join(s.options())
        assert "Pouty Poro" not in opts
    act(s, tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.obj("Shipyard Skulker").loc == 0 and s.obj("Pouty Poro").loc == 2
    act(s, f"play Fight or Flight #{in_hand}", tgt(s, "Pouty Poro"))
    settle(s)
    assert s.obj("Pouty Poro").loc == 0


# ============================================================================ Timing


@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-can-i-use-vis-ability")
def test_vi_recycle_ability_only_outside_showdowns(scenario):
    """381 / 806 / 813: Vi, Destructive's ability (no Action or Reaction) can be used in your
    Main Phase outside a showdown, but not during a showdown."""
    s = scenario(spec({"base": ["Vi, Destructive", "Shipyard Skulker"],
                       "trash": ["Pouty Poro", "Daring Poro"],
                       "hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                      {"field": [["Stalwart Poro"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    assert s.can("activate ability 0 of Vi, Destructive")
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    assert g.showdown is not None
    assert s.decision.player == 0 and s.kind == DecisionKind.PRIORITY
    assert not s.can("activate ability 0 of Vi, Destructive")


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-use-my-legend-ability")
def test_legend_ability_without_reaction_not_on_opponents_turn(scenario):
    """381 / 806 / 813: a legend ability without Action/Reaction (Blind Monk: [1], exhaust:
    buff a friendly unit) can't be used when its controller gets priority on the opponent's
    turn; on its controller's own turn it can."""
    s = scenario(spec({"hand": ["Fight or Flight"], "runes": runes("chaos", 2)},
                      {"legend": "Blind Monk", "field": [["Shipyard Skulker"], []],
                       "hand": ["Stupefy"], "runes": runes("calm", 2)}))
    g = s.game
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    until(s, lambda z: z.decision.player == 1)
    assert g.chain and g.turn_player == 0 and s.can("play Stupefy")   # P1 has priority
    assert not s.can("activate ability 0 of Blind Monk")
    settle(s)
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN
          and z.decision.player == 1 and not z.game.chain)
    assert s.can("activate ability 0 of Blind Monk")


# ============================================================================ Miscellaneous


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-there-a-maximum-hand-size")
def test_no_maximum_hand_size(scenario):
    """108: a hand of any size is kept through the end of the turn; nothing is discarded."""
    s = scenario(spec({"hand": ["Stalwart Poro"] * 15}, {}))
    g = s.game
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    assert len(g.players[0].hand) == 15 and g.players[0].trash == []


@pytest.mark.ruling("faq/riftbound-origins-faq.md::is-there-a-maximum-number-of")
def test_no_maximum_number_of_units(scenario):
    """107: any number of units may be in a base or at a battlefield."""
    s = scenario(spec({"base": ["Pouty Poro"] * 12, "field": [["Daring Poro"] * 12, []]}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    locs = [g.objs[i].loc for i in s.ids("Pouty Poro") + s.ids("Daring Poro")]
    assert locs.count(0) == 12 and locs.count(1) == 12


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out")
def test_burn_out_recycles_the_trash_and_gives_a_point(scenario):
    """431.2: drawing from an empty Main Deck: recycle the trash into it, an opponent gains 1
    point, then draw."""
    s = scenario(spec({"deck": [], "trash": ["Pouty Poro", "Daring Poro"]}, {},
                      phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert s.points() == [0, 1]
    assert g.players[0].trash == []
    assert len(g.players[0].hand) == 1 and len(g.players[0].deck) == 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out")
def test_burn_out_with_no_trash_lets_the_opponent_win(scenario):
    """431.3 / 431.3.a: with no trash to recycle the burn out repeats, giving points until the
    opponent wins."""
    s = scenario(spec({"deck": [], "trash": []}, {}, phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.is_over or z.game.phase == Phase.MAIN)
    assert g.is_over and g.players[1].points >= 8 > g.players[0].points


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-when-i-run-out-of")
def test_empty_rune_deck_has_no_penalty(scenario):
    """430: with an empty rune deck no rune is channelled and nothing else happens."""
    s = scenario(spec({"rune_deck": [], "runes": runes("fury", 2)}, {}, phase="awaken"))
    g = s.game
    until(s, lambda z: z.game.phase == Phase.MAIN)
    assert not g.is_over and s.points() == [0, 0]
    assert len(g.players[0].runes) == 2 and g.players[0].rune_deck == []


# ============================================================================ Immortal Phoenix


@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-immortal-phoenix-return-if-it")
def test_phoenix_killed_by_your_own_hidden_blade_can_return(scenario):
    """428.5.b / 428.5.e / 383: your Hidden Blade kills your own Immortal Phoenix; the trigger
    is checked right after the kill, with Phoenix in the trash, so it may be played."""
    s = scenario(spec({"field": [["Immortal Phoenix"], []], "hand": ["Hidden Blade"],
                       "runes": runes("order", 3) + runes("fury", 2)}, {},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    act(s, "play Hidden Blade", tgt(s, "Immortal Phoenix"))
    for _ in range(20):
        if s.kind == DecisionKind.MAY or s.can("yes") or not g.chain:
            break
        s.do("pass")
    assert s.zone("Immortal Phoenix") == "TRASH" or s.kind == DecisionKind.MAY
    ok = s.kind == DecisionKind.MAY or s.can("play Immortal Phoenix")
    assert ok, s.options()


# ============================================================================ Darius


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-darius-trifarian-as")
def test_darius_played_as_the_second_card(scenario):
    """383: played as your second card this turn, Darius, Trifarian is on the board when the
    second card is played: he gets +2 Might this turn and readies."""
    s = scenario(spec({"hand": ["Pouty Poro", "Darius, Trifarian"],
                       "runes": runes("fury", 9)}, {}))
    act(s, "play Pouty Poro", "base")
    act(s, "play Darius, Trifarian", "base")
    settle(s)
    assert s.might("Darius, Trifarian") == 7
    assert not s.obj("Darius, Trifarian").exhausted


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-i-play-darius-as-my")
def test_darius_played_as_the_third_card(scenario):
    """383: Darius played as the third card was not on the board when the second card was
    played, and a fourth card doesn't trigger him either."""
    s = scenario(spec({"hand": ["Pouty Poro", "Daring Poro", "Darius, Trifarian",
                                "Stalwart Poro"],
                       "runes": runes("fury", 12)}, {}))
    act(s, "play Pouty Poro", "base")
    act(s, "play Daring Poro", "base")
    act(s, "play Darius, Trifarian", "base")
    act(s, "play Stalwart Poro", "base")
    settle(s)
    assert s.might("Darius, Trifarian") == 5
    assert s.obj("Darius, Trifarian").exhausted


# ============================================================================ Wraith of Echoes


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-wraith-of-echoes-trigger-on")
def test_wraith_does_not_see_its_own_death(scenario):
    """383 (errata: 'another friendly unit'): Wraith of Echoes killed by Hidden Blade: its
    controller draws only Hidden Blade's 2, Wraith draws nothing."""
    s = scenario(spec({"field": [["Wraith of Echoes"], []]},
                      {"hand": ["Hidden Blade"], "runes": runes("order", 3)},
                      bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    before = len(g.players[0].hand)
    act(s, "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN
          and z.decision.player == 1)
    act(s, "play Hidden Blade", tgt(s, "Wraith of Echoes"))
    settle(s)
    assert s.zone("Wraith of Echoes") == "TRASH"
    assert len(g.players[0].hand) == before + 2


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-happens-if-the-first-time")
def test_wraith_triggers_once_for_simultaneous_first_deaths(scenario):
    """383: two friendly units dying at once as the first deaths of the turn trigger Wraith
    of Echoes once: draw 1."""
    s = scenario(spec({"base": ["Wraith of Echoes", "Pouty Poro", "Daring Poro"]},
                      {"field": [["Playful Phantom"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    before = len(g.players[0].hand)
    act(s, mv(s, "Pouty Poro"))
    act(s, mv(s, "Daring Poro"), TO_A)
    through_showdown(s)
    settle(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Daring Poro") == "TRASH"
    assert len(g.players[0].hand) == before + 1


# ======================================================================= Disintegrate, Void Gate


@pytest.mark.ruling("faq/riftbound-origins-faq.md::how-does-disintegrate-work-doesnt-the")
def test_disintegrate_draws_only_if_it_kills(scenario):
    """386 / 387 / 428.5.c: Disintegrate deals 3; if this kills the unit, a reflexive trigger
    draws 1; a unit that survives gives no draw."""
    s = scenario(spec({"hand": ["Disintegrate", "Disintegrate"], "runes": runes("chaos", 8)},
                      {"field": [["Shipyard Skulker"], ["Vanguard Sergeant"]]}))
    g = s.game
    before = len(g.players[0].hand)
    act(s, "play Disintegrate", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.BOARD
    assert len(g.players[0].hand) == before - 1
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert len(g.players[0].hand) == before - 2 + 1


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-a-spell-deals-damage-to")
def test_void_gate_bonus_damage_only_to_units_there(scenario):
    """712 / 713: Void Gate's Bonus Damage applies only to damage dealt to units at Void Gate:
    Disintegrate deals 4 to a unit there and 3 to a unit at the other battlefield."""
    s = scenario(spec({"hand": ["Disintegrate", "Disintegrate"], "runes": runes("chaos", 8)},
                      {"field": [["Playful Phantom"], ["Playful Phantom"]]},
                      bfs=["Void Gate", FORGE]))
    g = s.game
    at_gate = [i for i in s.ids("Playful Phantom") if g.objs[i].loc == 1][0]
    other = [i for i in s.ids("Playful Phantom") if g.objs[i].loc == 2][0]
    n = len(g.events)
    act(s, "play Disintegrate", f"target Playful Phantom #{at_gate}")
    settle(s)
    act(s, "play Disintegrate", f"target Playful Phantom #{other}")
    settle(s)
    hits = [(e.obj, e.value) for e in g.events[n:] if e.kind == EventKind.DAMAGE]
    assert hits == [(at_gate, 4), (other, 3)]


# ============================================================================ Back to Back


@pytest.mark.ruling("faq/riftbound-origins-faq.md::if-a-spell-has-multiple-targets")
def test_back_to_back_needs_two_friendly_units(scenario):
    """355 / 358: Back to Back must choose two different friendly units to be played: with a
    single friendly unit it can't be played; with two it gives each +2."""
    s = scenario(spec({"keep": False, "base": ["Shipyard Skulker"], "hand": ["Back to Back"],
                       "runes": runes("order", 3)}, {}))
    assert not s.can("play Back to Back")
    s = scenario(spec({"keep": False, "base": ["Shipyard Skulker", "Pouty Poro"],
                       "hand": ["Back to Back"], "runes": runes("order", 3)}, {}))
    act(s, "play Back to Back", tgt(s, "Shipyard Skulker"), tgt(s, "Pouty Poro"))
    settle(s)
    assert s.might("Shipyard Skulker") == 5 and s.might("Pouty Poro") == 4


# ============================================================================ healing timing


@pytest.mark.ruling("faq/riftbound-origins-faq.md::i-have-garen-commander-at-a")
def test_garen_buffed_recruit_survives_being_healed_first(scenario):
    """461.1 / 461.1.a.1: combat damage kills Garen (5 on 5 Might), then all units are healed
    before lethal damage is checked again, so the Recruit (2 Might with Garen, 1 damage) lives."""
    s = scenario(spec({"base": ["Playful Phantom", "Recruit"]},
                      {"field": [["Garen, Commander", "Recruit"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    assert s.might("Recruit", 1) == 2 and s.might("Recruit", 0) == 1   # 6 Might attacks
    garen, recruit = s.id("Garen, Commander"), s.id("Recruit", 1)
    act(s, mv(s, "Playful Phantom"))
    act(s, mv(s, "Recruit", 0), TO_A)
    until(s, lambda z: z.kind == DecisionKind.ASSIGN_DAMAGE or z.game.showdown is None)
    for _ in range(10):
        if s.kind != DecisionKind.ASSIGN_DAMAGE:
            break
        if s.decision.player == 0:
            want = garen if g.objs[garen].zone == Zone.BOARD and s.can(
                f"target Garen, Commander #{garen}") else recruit
            s.do(f"target {g.pool[g.objs[want].card].name} #{want}")
        else:
            s.do(s.options()[0])
    until(s, lambda z: z.game.showdown is None)
    assert s.zone("Garen, Commander") == "TRASH"
    assert g.objs[recruit].zone == Zone.BOARD and g.objs[recruit].damage == 0


@pytest.mark.ruling("faq/riftbound-origins-faq.md::does-the-damage-from-kogmaws-deathknell")
def test_kogmaw_deathknell_after_combat_healing(scenario):
    """461.1.a.1 / 808: combat cleanup heals all units before Kog'Maw's Deathknell resolves, so
    the surviving attacker keeps the Deathknell's 4 damage after combat."""
    s = scenario(spec({"base": ["Mountain Drake"], "keep": False, "hand": ["Pouty Poro"],
                       "runes": runes("fury", 2)},
                      {"field": [["Kog'Maw, Caustic"], []]},
                      bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    drake = s.id("Mountain Drake", 0)
    act(s, f"move Mountain Drake #{drake}", TO_A)
    through_showdown(s)
    settle(s)
    assert s.zone("Kog'Maw, Caustic") == "TRASH"
    assert g.objs[drake].zone == Zone.BOARD and g.objs[drake].damage == 4
