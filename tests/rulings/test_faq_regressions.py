"""Official FAQ rulings that both engines once got wrong, as regression tests.

Each test names the FAQ file and the ruling's opening words, cites the Core Rules v1.3 it
checks, and runs on every engine (the `scenario` fixture).
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference.state import ATTACKER, Zone

from test_seed_001_004 import make, until

# ============================================================================ Immortal Phoenix


def _phoenix_offered(s) -> bool:
    """Immortal Phoenix's trigger is being put on the chain ("you may pay …": YES/NO)."""
    d = s.decision
    return s.kind == DecisionKind.MAY and d.source >= 0 and \
        s.game.pool[s.game.objs[d.source].card].name == "Immortal Phoenix"


def _cull(scenario, p0_units, p1_units, caster=0):
    """`caster` plays Cull the Weak on their own turn; Immortal Phoenix waits in P0's trash and
    P0 can pay for it (1 Energy + a Fury Power)."""
    runes = ["Order Rune"] * 3 + ["Fury Rune"] * 2
    p0 = {"trash": ["Immortal Phoenix"], "runes": list(runes), "base": list(p0_units)}
    p1 = {"base": list(p1_units), "runes": list(runes)}
    (p0 if caster == 0 else p1)["hand"] = ["Cull the Weak"]
    s = make(scenario, p0, p1, turn_player=caster)
    s.do("play Cull the Weak")
    return s


def _resolve_counting_offers(s, limit=40) -> int:
    """Resolve the chain, declining every Immortal Phoenix offer; how many there were. Each
    player picks their first unit for Cull the Weak."""
    offers = 0
    for _ in range(limit):
        if s.game.is_over:
            break
        if _phoenix_offered(s):
            offers += 1
            s.do("no")
        elif s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
        elif s.game.chain:
            s.do("pass")
        else:
            break
    return offers


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-it-mean-to-kill")
def test_phoenix_your_cull_the_weak_killing_only_an_enemy_unit(scenario):
    """faq/riftbound-origins-faq.md: "Q: What does it mean to "kill a unit with a spell?" …":
    not a kill with a spell: "Another player is instructed to kill a unit by a spell you
    control (e.g., your Cull the Weak, if you don't kill any of your own units with it)".
    428.5.b / 428.5.e: P1 kills its own unit with P0's spell; P1 doesn't control the spell
    and P0 isn't responsible for that kill, so P0's Immortal Phoenix does not trigger."""
    s = _cull(scenario, [], ["Pakaa Cub"])
    offers = _resolve_counting_offers(s)
    assert s.zone("Pakaa Cub") == "TRASH"
    assert offers == 0
    assert s.zone("Immortal Phoenix") == "TRASH"


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-it-mean-to-kill")
def test_phoenix_your_cull_the_weak_killing_both_units_offers_once(scenario):
    """faq/riftbound-origins-faq.md: "Q: What does it mean to "kill a unit with a spell?" …"
    ("That spell instructs you to kill a unit during its resolution, and that unit is put into
    the trash this way" counts; the other player's kill with your Cull the Weak doesn't).
    428.5.e: each player kills their own unit; only P0's own kill is P0's kill with P0's
    spell, so Immortal Phoenix triggers exactly once, and paying plays it from the trash."""
    s = _cull(scenario, ["Vanguard Sergeant"], ["Pakaa Cub"])
    assert _resolve_counting_offers(s) == 1
    assert s.zone("Vanguard Sergeant") == "TRASH" and s.zone("Pakaa Cub") == "TRASH"
    s = _cull(scenario, ["Vanguard Sergeant"], ["Pakaa Cub"])
    until(s, lambda z: _phoenix_offered(z) or z.kind == DecisionKind.CHOOSE_CARD)
    while s.kind == DecisionKind.CHOOSE_CARD:
        s.do(s.options()[0])
    until(s, _phoenix_offered)
    s.do("yes")
    until(s, lambda z: not z.game.chain)
    ph = s.id("Immortal Phoenix")
    assert s.game.objs[ph].zone == Zone.BOARD


@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-does-it-mean-to-kill")
def test_phoenix_opponents_cull_the_weak_is_not_your_kill(scenario):
    """faq/riftbound-origins-faq.md: "Q: What does it mean to "kill a unit with a spell?" …":
    not a kill with a spell: "You are instructed to kill a unit by a spell another player
    controls, even if the spell instructs you to kill the unit (e.g., another player's Cull
    the Weak)". 428.5.e: P0 kills its own unit but doesn't control P1's spell."""
    s = _cull(scenario, ["Vanguard Sergeant"], ["Pakaa Cub"], caster=1)
    assert _resolve_counting_offers(s) == 0
    assert s.zone("Vanguard Sergeant") == "TRASH" and s.zone("Pakaa Cub") == "TRASH"


# ============================================================================ win a combat


def _win_with_nidalee(scenario):
    """P0 attacks Minefield ("when you conquer here: the top 2 of your Main Deck to your
    trash") with Nidalee, Cat Form ("when I win a combat: draw 1", 4 Might) against P1's
    Sharkling, and wins the combat."""
    s = make(scenario, {"base": ["Nidalee, Cat Form"]}, {"field": [["Sharkling"], []]},
             battlefields=["Minefield", "Altar to Unity"])
    nid = s.id("Nidalee, Cat Form")
    s.do(f"move Nidalee, Cat Form #{nid}", "to Minefield")
    return s, nid


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::how-does-hot-fepr-actually-work")
def test_win_a_combat_resolves_before_the_conquer_point_and_conquer_triggers(scenario):
    """faq/riftbound-spiritforged-faq.md, Draven, Audacious: "Q: If I win on the attack and
    conquer, does this happen before or after I score? Before or after conquer effects?" -
    "Draven's ability will trigger and resolve before you gain your regular point for scoring
    the battlefield and before any conquer effects are triggered."
    faq/unleashed-rules-faq-and-clarifications.md: "How does HOT FEPR actually work?" - the
    Resolution Step's subsections (Combat Cleanup, Determine Combat Result, Establish Control,
    Combat Ends) each have a FEPR window before the next.
    461.2-461.4 / 461.3.a / 461.5.d / 335: Nidalee, Cat Form's win trigger (the defined card
    with "when I win a combat") goes on the chain while the combat is still on (she is still
    the attacker); players get priority; it resolves (P0 draws) before P0 scores Minefield
    and before Minefield's conquer trigger triggers."""
    s, nid = _win_with_nidalee(scenario)
    g = s.game
    n = len(g.events)
    until(s, lambda z: [z.game.pool[z.game.objs[it.source].card].name for it in z.game.chain]
          == ["Nidalee, Cat Form"])
    assert s.points() == [0, 0] and s.zone("Sharkling") == "TRASH"
    assert g.showdown is not None and g.objs[nid].designation == ATTACKER
    assert not [e for e in g.events[n:] if e.kind in (EventKind.SCORE, EventKind.POINTS)]
    assert s.decision.player == 0 and s.kind == DecisionKind.PRIORITY
    hand = len(g.players[0].hand)
    s.do("pass")
    until(s, lambda z: not z.game.chain or z.game.showdown is None)
    assert len(g.players[0].hand) == hand + 1                   # drawn before the point
    until(s, lambda z: not z.game.chain and z.game.showdown is None)
    ev = g.events[n:]

    def first(kind, **match):
        return next(i for i, e in enumerate(ev)
                    if e.kind == kind and all(getattr(e, k) == v for k, v in match.items()))

    draw = first(EventKind.DRAW, player=0)
    score = first(EventKind.SCORE, player=0)
    mine = first(EventKind.TRIGGER, obj=g.bfs[0].obj)       # Minefield's conquer trigger
    assert first(EventKind.COMBAT_END, player=0) < draw < score < mine
    assert draw < first(EventKind.POINTS, player=0)
    assert s.points() == [1, 0] and len(g.players[0].trash) == 2    # Minefield: 2 burned


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::how-does-hot-fepr-actually-work")
def test_win_a_combat_gives_priority_before_control(scenario):
    """faq/riftbound-spiritforged-faq.md, Draven, Audacious: "Q: If I win on the attack and
    conquer, does this happen before or after I score? …" (the win trigger resolves before
    the point). 461.4 / 335 / 339.2: the win trigger's chain is an ordinary FEPR window: P1
    gets priority with it on the chain and may respond (Stupefy on Nidalee) before any
    conquer; the point comes once the chain is empty."""
    s, nid = _win_with_nidalee(scenario)
    g = s.game
    until(s, lambda z: len(z.game.chain) == 1 and z.decision.player == 1)
    assert g.showdown is not None and s.points() == [0, 0]
    assert s.can("play Stupefy")
    until(s, lambda z: not z.game.chain and z.game.showdown is None)
    assert s.points() == [1, 0] and g.bfs[0].controller == 0


def _chain_names(s) -> list[str]:
    g = s.game
    return [g.pool[g.objs[it.source].card].name for it in g.chain]


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::combat-winning-and-losing-timing")
def test_deathknells_of_the_combat_cleanup_resolve_before_win_a_combat_triggers(scenario):
    """faq/community_rq-vegas-2026-rulings.md, "Combat Winning and Losing Timing": Deathknell
    abilities trigger first, then "win a combat" triggers. 461.1-461.3 with HOT FEPR (the
    Unleashed Rules FAQ): the combat cleanup kills Watchful Sentry ("Deathknell: draw 1");
    its trigger goes on the chain and resolves in the window after the cleanup, before the
    result is determined; only then does Nidalee, Cat Form's win trigger go on the chain."""
    s = make(scenario, {"base": ["Nidalee, Cat Form"]}, {"field": [["Watchful Sentry"], []]},
             battlefields=["Minefield", "Altar to Unity"])
    g = s.game
    nid = s.id("Nidalee, Cat Form")
    n = len(g.events)
    s.do(f"move Nidalee, Cat Form #{nid}", "to Minefield")
    until(s, lambda z: bool(z.game.chain) and z.zone("Watchful Sentry") == "TRASH")
    assert _chain_names(s) == ["Watchful Sentry"]
    assert g.showdown is not None and g.objs[nid].designation == ATTACKER
    assert not [e for e in g.events[n:] if e.kind == EventKind.COMBAT_END]   # no result yet
    hand = len(g.players[1].hand)
    until(s, lambda z: _chain_names(z) == ["Nidalee, Cat Form"])
    assert len(g.players[1].hand) == hand + 1                   # the Deathknell resolved
    assert [e.player for e in g.events[n:] if e.kind == EventKind.COMBAT_END] == [0]


@pytest.mark.ruling("faq/unleashed-rules-faq-and-clarifications.md::how-does-hot-fepr-actually-work")
def test_conquer_triggers_resolve_before_the_combat_ends(scenario):
    """The Unleashed Rules FAQ, "How does HOT FEPR actually work?": a FEPR window between
    Establish Control and Combat Ends. 461.5-461.7: Minefield's conquer trigger goes on the
    chain and resolves while the combat is still on (Nidalee is still the attacker); the
    designations go when the combat ends, after it."""
    s, nid = _win_with_nidalee(scenario)
    g = s.game
    until(s, lambda z: _chain_names(z) == ["Minefield"])
    assert s.points() == [1, 0] and g.bfs[0].controller == 0
    assert g.showdown is not None and g.objs[nid].designation == ATTACKER
    trash = len(g.players[0].trash)
    until(s, lambda z: not z.game.chain and z.game.showdown is None)
    assert len(g.players[0].trash) == trash + 2                # Minefield resolved
    assert g.objs[nid].designation == 0
