"""Not So Fast (SFD): [Reaction] counter an enemy spell or ability that chooses a friendly unit
or gear. A spell or an ability on the chain is a target (355.9.a.2; an ability and its source
are separate objects, 355.9.c), chosen as TARGET(actions.CHAIN_TARGET + its chain index);
"chooses": among the targets it chose as it was put on the chain, one still that object on
the board (the Unleashed Rules FAQ on Repulse, 359.3.e.3); countering (425.1.a) takes the
item off the chain without resolving it. Scenario tests on both engines; rule numbers are
Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import CHAIN_TARGET, ActionKind, decode
from riftsim.cards.dsl import Sel, spell_or_ability_on_chain, unit
from card_helpers import act, board, runes, settle_open, spec
from riftsim import Zone

NSF = "Not So Fast"


def _trash_names(s, player):
    return [s.game.pool[o.card].name for o in s.game.objs
            if o.zone == Zone.TRASH and o.owner == player]


def _chain_target_options(s):
    return [decode(a)[1] - CHAIN_TARGET for a in s.game.legal_actions()
            if decode(a)[0] == ActionKind.TARGET and decode(a)[1] >= CHAIN_TARGET]


def _me(p0=None, **kw):
    """Player 0 holds Not So Fast, 3 Calm runes (2 Energy + 1 Calm Power) and the priority
    over the chain given."""
    p0 = {"hand": [NSF], "runes": runes("calm", 3), **(p0 or {})}
    return spec(p0, kw.pop("p1", None), priority=0, **kw)


def test_counters_an_enemy_spell_choosing_a_friendly_unit(scenario):
    """425.1.a: the countered spell does nothing and leaves the chain (to the trash)."""
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     chain=[{"card": "Frigid Touch", "controller": 1,
                             "targets": [["Vanguard Sergeant"]]}]))
    might = s.might("Vanguard Sergeant")
    act(s, f"play {NSF}", "target chain item 0: Frigid Touch")   # (the only choice)
    settle_open(s)
    assert not s.game.chain
    assert s.might("Vanguard Sergeant") == might
    assert "Frigid Touch" in _trash_names(s, 1) and NSF in _trash_names(s, 0)


def test_counters_an_enemy_triggered_ability_choosing_a_friendly_unit(scenario):
    """An ability on the chain is a target (355.9.a.2): Solari Shieldbearer's play trigger
    choosing my unit is countered and never stuns it."""
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     p1={"base": ["Solari Shieldbearer"]},
                     chain=[{"ability_of": "Solari Shieldbearer", "ability": 0, "controller": 1,
                             "targets": [["Vanguard Sergeant"]]}]))
    act(s, f"play {NSF}", "target chain item 0: ability of Solari Shieldbearer")
    settle_open(s)
    assert not s.game.chain
    sergeant = board(s, "Vanguard Sergeant", 0)[0]
    assert not sergeant.stunned                        # the ability did not resolve


def test_counters_an_enemy_triggered_ability_choosing_a_friendly_gear(scenario):
    """"… a friendly unit or gear": Adaptatron's "kill a gear" choosing my gear."""
    s = scenario(_me({"base": ["Mask of Foresight"]},
                     p1={"field": [[], ["Adaptatron"]]},
                     chain=[{"ability_of": "Adaptatron", "ability": 0, "controller": 1,
                             "targets": [["Mask of Foresight"]]}]))
    act(s, f"play {NSF}", "target chain item 0: ability of Adaptatron")
    settle_open(s)
    assert board(s, "Mask of Foresight", 0)            # not killed
    assert board(s, "Adaptatron", 1)[0].buff == 0      # its "if you do" never came


def test_counters_an_enemy_activated_ability(scenario):
    """An activated ability (Iron Ballista: deal 2 to a unit at a battlefield) aimed at my
    unit, put on the chain by its controller in their turn, is countered: no damage."""
    s = scenario(spec({"hand": [NSF], "runes": runes("calm", 3),
                       "field": [["Vanguard Sergeant"], []]},
                      {"base": ["Iron Ballista"]}, turn_player=1))
    act(s, "activate ability 1 of Iron Ballista", "target Vanguard Sergeant")
    while s.game.decision.player != 0:
        s.do("pass")
    assert s.game.chain[0].kind == "ability"
    act(s, f"play {NSF}", "target chain item 0: ability of Iron Ballista")
    settle_open(s)
    assert board(s, "Vanguard Sergeant", 0)[0].damage == 0


def test_not_offered_against_a_spell_choosing_only_enemy_units(scenario):
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     p1={"field": [["Playful Phantom"], []]},
                     chain=[{"card": "Frigid Touch", "controller": 1,
                             "targets": [["Playful Phantom"]]}]))
    assert not s.can(f"play {NSF}")


def test_not_offered_against_a_spell_choosing_nothing(scenario):
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     chain=[{"card": "Invert Timelines", "controller": 1}]))
    assert not s.can(f"play {NSF}")


def test_not_offered_against_my_own_spell(scenario):
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     chain=[{"card": "Frigid Touch", "controller": 0,
                             "targets": [["Vanguard Sergeant"]]}]))
    assert not s.can(f"play {NSF}")


def test_only_the_items_choosing_a_friendly_object_are_offered(scenario):
    """Of three enemy items, the one choosing only their own unit is no choice."""
    s = scenario(_me({"field": [["Vanguard Sergeant"], []]},
                     p1={"field": [["Playful Phantom"], []]},
                     chain=[{"card": "Frigid Touch", "controller": 1,
                             "targets": [["Vanguard Sergeant"]], "as": "A"},
                            {"card": "Frigid Touch", "controller": 1,
                             "targets": [["Playful Phantom"]], "as": "B"},
                            {"card": "Frigid Touch", "controller": 1,
                             "targets": [["Vanguard Sergeant"]], "as": "C"}]))
    s.do(f"play {NSF}")
    assert _chain_target_options(s) == [0, 2]


def _two_spells(scenario):
    """Two enemy Frigid Touches choosing my Sergeant; I hold two Not So Fast."""
    return scenario(spec({"hand": [NSF, NSF], "runes": runes("calm", 6),
                          "field": [["Vanguard Sergeant"], []]},
                         chain=[{"card": "Frigid Touch", "controller": 1,
                                 "targets": [["Vanguard Sergeant"]], "as": "A"},
                                {"card": "Frigid Touch", "controller": 1,
                                 "targets": [["Vanguard Sergeant"]], "as": "B"}],
                         priority=0))


def test_the_chosen_item_is_followed_when_an_item_below_it_leaves(scenario):
    """The first Not So Fast chooses the upper spell (chain item 1), the second the lower one
    (item 0): the second resolves first and counters item 0, so the first's item is now at
    index 0 and still countered."""
    s = _two_spells(scenario)
    might = s.might("Vanguard Sergeant")
    s.do(f"play {NSF}", "target chain item 1: Frigid Touch")
    s.do(f"play {NSF}", "target chain item 0: Frigid Touch")
    settle_open(s)
    assert not s.game.chain
    assert s.might("Vanguard Sergeant") == might
    assert _trash_names(s, 1).count("Frigid Touch") == 2


def test_a_countered_target_leaves_the_other_not_so_fast_nothing(scenario):
    """Both choose the lower spell: the second counters it, the first's target is gone
    (359.3.e: no longer legal) and the upper spell still resolves."""
    s = _two_spells(scenario)
    might = s.might("Vanguard Sergeant")
    s.do(f"play {NSF}", "target chain item 0: Frigid Touch")
    s.do(f"play {NSF}", "target chain item 0: Frigid Touch")
    settle_open(s)
    assert not s.game.chain
    assert s.might("Vanguard Sergeant") == might - 2     # one Frigid Touch resolved
    assert _trash_names(s, 0).count(NSF) == 2


def test_a_chooses_filter_belongs_to_a_spell_or_ability_selector():
    """Bad input names the problem: `chooses` only on a chain item selector, which is on the
    chain."""
    with pytest.raises(ValueError, match="spell_or_ability"):
        Sel("unit", chooses=unit())
    with pytest.raises(ValueError, match="spell_or_ability"):
        Sel("spell_or_ability", "enemy", "board")
    assert spell_or_ability_on_chain("enemy", unit("friendly")).where == "chain"
