"""The machinery for an Equipment whose Effect Text copies its unit's printed text
(`EffectText(copy_printed=True)`: Svellsongur, SFD). Svellsongur itself stays undefined (the
card needs more: its activated abilities, replacements and per-instance mode records, see
sets/sfd.py), so these tests give it a TEST-ONLY definition in a scenario pool (`pool_with`).

Each attached copy is one more instance of the unit's printed abilities (718.3, 472.2.c; the
Spiritforged FAQ: three Svellsongur make four instances): its passives apply once per instance,
valued printed keywords add up (807.2), triggered abilities trigger once per instance with
their own once-per-turn limits (383.3.f), and nothing granted is copied (the FAQ)."""

from __future__ import annotations

import pytest

from riftsim.events import EventKind
from riftsim.actions import DecisionKind
from card_helpers import act, bid, settle, spec


@pytest.fixture
def svell_pool():
    from riftsim.cards.dsl import EffectText, Equip
    from riftsim.cards.pool import pool_with
    from riftsim.cards.registry import card_def

    return pool_with(card_def("Svellsongur", Equip(1, ("calm",)),
                              EffectText(copy_printed=True)))


def _settle(s) -> None:
    """settle, ordering our triggers as they come (the first option each time)."""
    for _ in range(20):
        settle(s)
        if s.kind != DecisionKind.ORDER_TRIGGERS:
            return
        s.do("option 0")


def _triggers(s, name: str, since: int = 0) -> int:
    ids = set(s.ids(name))
    return sum(1 for e in s.events(EventKind.TRIGGER, since) if e.obj in ids)


@pytest.mark.parametrize("copies", [0, 1, 2])
def test_might_passive_applies_once_per_instance(scenario, svell_pool, copies):
    """Garen, Commander: other friendly units here have +1 Might; with n Svellsongur attached
    the passive applies 1 + n times."""
    s = scenario(spec({"base": [{"card": "Garen, Commander",
                                 "attached": ["Svellsongur"] * copies},
                                "Stalwart Poro"]}), pool=svell_pool)
    assert s.might("Stalwart Poro") == 2 + 1 + copies
    assert s.might("Garen, Commander") == 5           # Might is no text: not copied


def test_valued_printed_keywords_add_up_and_granted_ones_are_not_copied(scenario, svell_pool):
    """Chemtech Enforcer's printed Assault 2, twice with one Svellsongur (807.2); a Shield
    given by an effect is not printed text (the FAQ: Cleave's Assault is not copied)."""
    s = scenario(spec({"base": [{"card": "Chemtech Enforcer", "attached": ["Svellsongur"],
                                 "keywords": ["Shield 1"]}]}), pool=svell_pool)
    kws = s.keywords("Chemtech Enforcer")
    assert kws.get("Assault") == 4 and kws.get("Shield") == 1


def test_another_equipments_text_is_not_copied(scenario, svell_pool):
    """Svellsongur copies the unit's printed text, not another Equipment's Effect Text (the
    FAQ): Doran's Blade's Might Bonus counts once. Stalwart Poro's printed Shield (Shield 1, a
    valued keyword) is had twice: Shield 2."""
    s = scenario(spec({"base": [{"card": "Stalwart Poro",
                                 "attached": ["Svellsongur", "Doran's Blade"]}]}),
                 pool=svell_pool)
    assert s.might("Stalwart Poro") == 2 + 2
    assert s.keywords("Stalwart Poro").get("Shield") == 2


@pytest.mark.parametrize("copies", [0, 1, 2])
def test_triggered_ability_triggers_once_per_instance(scenario, svell_pool, copies):
    """Cithria of Cloudfield: when you play another unit, buff me: 1 + n triggers."""
    s = scenario(spec({"base": [{"card": "Cithria of Cloudfield",
                                 "attached": ["Svellsongur"] * copies}],
                       "hand": ["Stalwart Poro"], "runes": ["Body Rune", "Body Rune"]}),
                 pool=svell_pool)
    mark = len(s.events())
    s.do("play Stalwart Poro")
    settle(s)
    assert _triggers(s, "Cithria of Cloudfield", mark) == 1 + copies


def test_once_each_turn_limit_is_per_instance(scenario, svell_pool):
    """Blade Twirler: the first time I move each turn, …: each instance has its own limit
    (383.3.f), so its first move triggers both."""
    s = scenario(spec({"base": [{"card": "Blade Twirler", "attached": ["Svellsongur"]}]}),
                 pool=svell_pool)
    mark = len(s.events())
    bt = bid(s, "Blade Twirler")
    s.do(f"move Blade Twirler #{bt}", "to Grove of the God-Willow")
    _settle(s)
    assert _triggers(s, "Blade Twirler", mark) == 2


def test_attaching_svellsongur_to_aphelios_triggers_both_instances(scenario, svell_pool):
    """The Spiritforged FAQ: the copy exists as Svellsongur attaches, so Aphelios, Exalted's
    "when an Equipment is attached to me" triggers twice."""
    s = scenario(spec({"base": ["Svellsongur", "Aphelios, Exalted"],
                       "runes": ["Calm Rune", "Calm Rune"]}), pool=svell_pool)
    mark = len(s.events())
    sv, ap = bid(s, "Svellsongur"), bid(s, "Aphelios, Exalted")
    s.do(f"activate ability 0 of Svellsongur #{sv}", f"target Aphelios, Exalted #{ap}")
    settle(s)
    assert _triggers(s, "Aphelios, Exalted", mark) == 2


def test_when_i_die_counts_the_instances_i_died_with(scenario, svell_pool):
    """"When I die" looks back (719.5: the Equipment detach as the unit leaves): Honest
    Broker's Deathknell triggers once per instance it had."""
    s = scenario(spec({"field": [[{"card": "Honest Broker", "attached": ["Svellsongur"]}], []],
                       "hand": ["Hextech Ray"], "runes": ["Fury Rune", "Fury Rune"]}),
                 pool=svell_pool)
    mark = len(s.events())
    act(s, "play Hextech Ray", f"target Honest Broker #{bid(s, 'Honest Broker')}")
    _settle(s)
    assert s.zone("Honest Broker") == "TRASH"
    assert _triggers(s, "Honest Broker", mark) == 2


def test_each_aphelios_instance_keeps_its_own_modes_record(scenario, svell_pool):
    """The Spiritforged FAQ: "choose one that hasn't been chosen this turn" applies separately
    to each instance, so both may choose the same mode (channel 1 rune exhausted)."""
    s = scenario(spec({"base": ["Svellsongur", "Aphelios, Exalted"],
                       "runes": ["Calm Rune", "Calm Rune"]}), pool=svell_pool)
    sv, ap = bid(s, "Svellsongur"), bid(s, "Aphelios, Exalted")
    s.do(f"activate ability 0 of Svellsongur #{sv}", f"target Aphelios, Exalted #{ap}")
    chosen = 0
    for _ in range(20):
        settle(s)
        if s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.kind == DecisionKind.CHOOSE_MODE:
            assert "option 1" in s.options(), s.options()
            s.do("option 1")
            chosen += 1
        else:
            break
    assert chosen == 2


@pytest.mark.parametrize("copies", [0, 1])
def test_cost_discount_applies_once_per_instance(scenario, svell_pool, copies):
    """Herald of Scales: your Dragons cost [2] less (356.4): twice with Svellsongur, so
    Mountain Drake (9 Energy) costs 5."""
    s = scenario(spec({"base": [{"card": "Herald of Scales",
                                 "attached": ["Svellsongur"] * copies}],
                       "hand": ["Mountain Drake"], "runes": ["Body Rune"] * 5}),
                 pool=svell_pool)
    assert s.can("play Mountain Drake") == bool(copies)
