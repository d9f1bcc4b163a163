"""Community rulings of the Regional Qualifier Las Vegas 2026 (head judge's quick rules,
../shared/reference/faq/community_rq-vegas-2026-rulings.md) as scenario tests on every engine.

tests/rulings/faq/community_rq-vegas-2026-rulings.json catalogues every ruling of the document;
each game ruling whose cards riftsim defines has a test here marked with its id
(FAQ_PENDING_OTHERS.md lists the others with the reason). Rule numbers are Core Rules v1.3's.
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference.state import Zone

from faq_others_helpers import GROVE, WARRENS, bid, go, might, runes, settle, spec



@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::last-known-information")
def test_no_information_is_used_from_a_target_that_became_illegal(scenario):
    """359.3: P0 plays Hidden Blade ('Kill a unit at a battlefield. Its controller draws 2') on
    P1's Vanguard Sergeant; P1 answers with Deathgrip, killing that unit itself. Hidden Blade's
    target is gone, so nothing about it is used: its controller draws no 2 (P1's hand holds
    only Deathgrip's draw)."""
    s = scenario(spec({"hand": ["Hidden Blade"], "runes": runes("order", 3)},
                      {"hand": ["Deathgrip"], "runes": runes("order", 2),
                       "field": [["Vanguard Sergeant"], []]}))
    g = s.game
    vs = bid(s, "Vanguard Sergeant", 1)
    keeper = bid(s, "Petty Officer", 1)
    s.do("play Hidden Blade")
    go(s, f"target Vanguard Sergeant #{vs}")
    assert s.decision.player == 1 and len(g.chain) == 1
    s.do("play Deathgrip")
    go(s, f"target Vanguard Sergeant #{vs}", f"target Petty Officer #{keeper}")
    settle(s)
    assert g.objs[vs].zone == Zone.TRASH
    assert s.zone("Hidden Blade") == "TRASH"
    assert len(g.players[1].hand) == 1                  # Deathgrip's draw only
    assert len(g.players[0].hand) == 0


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::tideturner-targeting")
def test_tideturner_trigger_is_optional(scenario):
    """383 / 402: Tideturner's play trigger ('you may choose a unit you control at another
    location') is a choice: with a friendly unit at the Grove P0 is asked and may decline,
    and nothing moves."""
    s = scenario(spec({"hand": ["Tideturner"], "runes": runes("chaos", 2),
                       "field": [["Vanguard Sergeant"], []]}))
    g = s.game
    s.do("play Tideturner")
    go(s, "to P0's base")
    for _ in range(10):
        if s.kind in (DecisionKind.MAY, DecisionKind.TARGET):
            break
        s.do("pass")
    assert s.decision.player == 0 and s.kind in (DecisionKind.MAY, DecisionKind.TARGET)
    s.do("no" if s.can("no") else "done")
    settle(s)
    assert s.obj("Tideturner").loc == 0
    assert g.objs[bid(s, "Vanguard Sergeant")].loc != 0


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::tideturner-targeting")
def test_tideturner_swaps_with_the_chosen_unit(scenario):
    """Accepted, Tideturner (in base) and the chosen unit (at the Grove) trade places."""
    s = scenario(spec({"hand": ["Tideturner"], "runes": runes("chaos", 2),
                       "field": [["Vanguard Sergeant"], []]}))
    g = s.game
    vs = bid(s, "Vanguard Sergeant")
    grove = g.objs[vs].loc
    s.do("play Tideturner")
    go(s, "to P0's base", "yes", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert s.obj("Tideturner").loc == grove and g.objs[vs].loc == 0


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::tideturner-targeting")
def test_tideturner_needs_a_legal_target_to_go_on_the_chain(scenario):
    """383 / 402 (and the Spiritforged FAQ on Janna: a triggered ability goes on the chain only
    if all its required targets can be chosen): with no unit of P0's at another location (its
    only other unit is in base with Tideturner) the trigger has no legal target, so it is not
    put on the chain and P0 is asked nothing about it."""
    s = scenario(spec({"hand": ["Tideturner"], "runes": runes("chaos", 2)}))
    g = s.game
    s.do("play Tideturner")
    go(s, "to P0's base")
    assert s.obj("Tideturner").zone == Zone.BOARD and s.obj("Tideturner").loc == 0
    assert s.kind == DecisionKind.PRIORITY and not g.chain


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::jax-grandmaster-at-arms")
def test_grandmaster_at_arms_reattaches_an_equipment_to_its_own_unit(scenario):
    """434: Grandmaster at Arms's second ability, choosing a unit and an Equipment already
    attached to it, detaches the Equipment, then attaches it again: it was attached to the unit
    this turn, so Brutalizer's "if this was attached to me this turn" (+2 Might) now holds."""
    s = scenario(spec({"legend": "Grandmaster at Arms",
                       "base": [{"card": "Vanguard Sergeant", "attached": ["Brutalizer"]}]}))
    vs = bid(s, "Vanguard Sergeant")
    assert might(s, vs) == 4 + 1                       # its Might Bonus only
    s.do(f"activate ability 1 of Grandmaster at Arms #{s.id('Grandmaster at Arms')}")
    go(s, f"target Brutalizer #{bid(s, 'Brutalizer')}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert s.game.objs[bid(s, "Brutalizer")].attached_to == vs
    assert might(s, vs) == 4 + 1 + 2


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::volibear-imposing")
def test_volibear_imposing_draws_once_per_move_of_enemy_units(scenario):
    """441 / 383: "when an opponent moves to a battlefield other than mine" reads as "one or
    more enemy units move there": Volibear at Grove, P0 Charms P1's Stalwart Poro to Zaun
    Warrens and draws 1; then P1 (on their turn) moves two Poros together there: 1 more."""
    s = scenario(spec({"hand": ["Charm"], "runes": runes("calm", 2),
                       "field": [["Volibear, Imposing"], []]},
                      {"base": ["Stalwart Poro", "Stalwart Poro"]}))
    g = s.game
    hand0 = len(g.players[0].hand)
    poro = bid(s, "Stalwart Poro", 1)
    s.do("play Charm")
    go(s, f"target Stalwart Poro #{poro}", f"to {WARRENS}")
    settle(s)
    assert g.objs[poro].loc == 2
    assert len(g.players[0].hand) == hand0 - 1 + 1      # Charm left, one card drawn


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::volibear-imposing")
def test_volibear_imposing_two_units_moved_together_draw_one(scenario):
    s = scenario(spec({"field": [["Volibear, Imposing"], []]},
                      {"base": ["Stalwart Poro", "Stalwart Poro"]}, turn_player=1))
    g = s.game
    hand0 = len(g.players[0].hand)
    a, b = (bid(s, "Stalwart Poro", 1, k) for k in (0, 1))
    s.do(f"move Stalwart Poro #{a}")
    go(s, f"move Stalwart Poro #{b}", f"to {WARRENS}")
    settle(s)
    assert g.objs[a].loc == g.objs[b].loc == 2
    assert len(g.players[0].hand) == hand0 + 1


# ------------------------------------------------------------------ repeated spells (820): the
# [Repeat] given by Temporal Portal


def _portal_then_play(s, spell: str):
    """Use Temporal Portal ([A], exhaust: the next spell has [Repeat] equal to its cost), then
    play `spell` and pay that [Repeat]."""
    s.do(f"activate ability 0 of Temporal Portal #{bid(s, 'Temporal Portal', 0)}")
    settle(s)
    s.do(f"play {spell}")
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")


def _turns_to_next_opponent_turn(s, limit: int = 200) -> int:
    """End turns (passing, ordering triggers as offered) until player 1's turn; the number of
    player 0's turns that began on the way."""
    g = s.game
    began = 0
    turn = g.turn
    for _ in range(limit):
        if g.turn != turn:
            turn = g.turn
            if g.turn_player == 1:
                return began
            began += 1
        if s.can("end turn"):
            s.do("end turn")
        elif s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("player 1's turn never came")


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::hidden-blade-repeated")
def test_repeated_hidden_blade_on_one_unit_draws_two(scenario):
    """Hidden Blade given [Repeat] and paid, both executions choosing the same unit (820.2.a):
    the first kills it and its controller draws 2; the second has no legal target (359.3.e),
    so nothing more happens: 2 cards in all."""
    s = scenario(spec({"base": ["Temporal Portal"], "hand": ["Hidden Blade"],
                       "pool": {"energy": 4, "power": {"order": 3}}},
                      {"field": [["Vanguard Sergeant"], []]}))
    g = s.game
    vs = bid(s, "Vanguard Sergeant", 1)
    _portal_then_play(s, "Hidden Blade")
    go(s, f"target Vanguard Sergeant #{vs}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[vs].zone == Zone.TRASH
    assert len(g.players[1].hand) == 2


@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::repeated-spell-resolution")
def test_repeated_time_warp_banished_as_it_executes_runs_once(scenario):
    """Time Warp given [Repeat] and paid: its first execution gives an Additional Turn and
    banishes it (734); banished, it does not execute again, so there is one Additional Turn,
    not two."""
    s = scenario(spec({"base": ["Temporal Portal"], "hand": ["Time Warp"],
                       "pool": {"energy": 20, "power": {"mind": 9}}}))
    _portal_then_play(s, "Time Warp")
    settle(s)
    assert s.zone("Time Warp") == "BANISHMENT"
    assert _turns_to_next_opponent_turn(s) == 1


# ------------------------------------------------------------------ repeated Temptation (820)

@pytest.mark.ruling("faq/community_rq-vegas-2026-rulings.md::repeated-temptation")
def test_repeated_temptation_targets_two_units_and_skips_the_one_made_illegal(scenario):
    """820.2.a / 359.3: Temptation with its [Repeat] paid targets two enemy units at
    different locations (the Poro at the Grove, the Sergeant at Zaun Warrens), each
    execution's destination chosen as it is played; P1 answers with Deathgrip, killing the
    Poro. As Temptation resolves only the remaining legal execution moves its unit: the
    Sergeant goes to its base."""
    s = scenario(spec({"hand": ["Temptation"], "runes": runes("chaos", 4)},
                      {"hand": ["Deathgrip"], "runes": runes("order", 2),
                       "field": [["Daring Poro"], ["Vanguard Sergeant"]]}))
    g = s.game
    poro = bid(s, "Daring Poro", 1)
    sergeant = bid(s, "Vanguard Sergeant", 1)
    keeper = bid(s, "Petty Officer", 1)
    s.do("play Temptation", "yes")
    s.do(f"target Daring Poro #{poro}", f"target Vanguard Sergeant #{sergeant}")
    s.do(f"to {WARRENS}")                    # the Poro: to the Sergeant
    s.do("to P0's base")                     # the Sergeant: to its base (the keeper's)
    assert s.decision.player == 1 and len(g.chain) == 1
    s.do("play Deathgrip")
    go(s, f"target Daring Poro #{poro}", f"target Petty Officer #{keeper}")
    settle(s)
    assert g.objs[poro].zone == Zone.TRASH
    assert g.objs[sergeant].zone == Zone.BOARD and g.objs[sergeant].loc == 0
    assert s.zone("Temptation") == "TRASH"


# ---------------------------------------------------------------- Soraka, Wanderer with Guardian
# Angel: the order of the replacements (373, 373.2)

RUINATION = {"hand": ["The Ruination"], "pool": {"energy": 9, "power": {"order": 3}}}
SORAKA_GA = {"card": "Soraka, Wanderer", "attached": ["Guardian Angel"]}


def _ruination(scenario, field, base, order=None):
    """P0's Soraka (Guardian Angel attached: 5 Might) and a Stalwart Poro (2) die together
    (The Ruination: kill all units). `order`: P0's answer when asked to apply Soraka's
    replacement first ("yes") or after Guardian Angel saves her ("no")."""
    s = scenario(spec({**RUINATION, "field": [field, []], "base": base}))
    s.do("play The Ruination")
    for _ in range(10):
        if s.kind == DecisionKind.MAY:
            break
        if not s.can("pass"):
            break
        s.do("pass")
    asked = s.kind == DecisionKind.MAY
    if asked:
        assert s.decision.player == 0 and order is not None
        s.do(order)
    settle(s)
    g = s.game
    poro = g.objs[s.id("Stalwart Poro")]
    soraka = g.objs[s.id("Soraka, Wanderer")]
    assert soraka.zone == Zone.BOARD and soraka.loc == 0        # Guardian Angel saved her
    assert s.obj("Guardian Angel").zone == Zone.TRASH
    return asked, poro


@pytest.mark.ruling(
    "faq/community_rq-vegas-2026-rulings.md::soraka-guardian-angel-and-death-replacement")
def test_soraka_in_base_saves_a_unit_in_base(scenario):
    """Soraka in base with the unit in base: the unit is saved (nothing to order: Guardian
    Angel's recall leaves her where she is)."""
    asked, poro = _ruination(scenario, [], [SORAKA_GA, "Stalwart Poro"])
    assert not asked
    assert poro.zone == Zone.BOARD and poro.loc == 0


@pytest.mark.ruling(
    "faq/community_rq-vegas-2026-rulings.md::soraka-guardian-angel-and-death-replacement")
@pytest.mark.parametrize("order", ["yes", "no"])
def test_soraka_at_a_battlefield_with_the_unit_there(scenario, order):
    """Both at a battlefield. The community ruling (2026-02-25): the unit is not saved; the
    later Core Rules v1.3 (2026-03-30), 373.2 (its Soraka and Guardian Angel example): the
    controller orders the replacements: Soraka's first saves the unit at her battlefield
    ("yes"), Guardian Angel's first recalls her and the unit dies ("no", the ruling's case)."""
    asked, poro = _ruination(scenario, [SORAKA_GA, "Stalwart Poro"], [], order)
    assert asked
    if order == "yes":
        assert poro.zone == Zone.BOARD and poro.loc == 0
    else:
        assert poro.zone == Zone.TRASH


@pytest.mark.ruling(
    "faq/community_rq-vegas-2026-rulings.md::soraka-guardian-angel-and-death-replacement")
@pytest.mark.parametrize("order", ["yes", "no"])
def test_soraka_at_a_battlefield_may_save_a_unit_in_base(scenario, order):
    """Soraka at a battlefield, the unit in base: it may be saved: with Guardian Angel's
    replacement first she is recalled, then hers saves the unit in base ("no"); hers first
    finds nobody at her battlefield ("yes", 373.2: applied once)."""
    asked, poro = _ruination(scenario, [SORAKA_GA], ["Stalwart Poro"], order)
    assert asked
    if order == "no":
        assert poro.zone == Zone.BOARD and poro.loc == 0
    else:
        assert poro.zone == Zone.TRASH
