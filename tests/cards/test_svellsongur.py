"""Svellsongur (SFD): an Equipment whose Effect Text copies its unit's printed text
(`EffectText(copy_printed=True)`; the decisions are in cards/sets/sfd.py). Each test runs on
both engines (the `scenario` fixture).

Each attached copy is one more instance of the unit's printed abilities (718.3, 472.2.c; the
Spiritforged FAQ: three Svellsongur make four instances): its passives apply once per instance,
valued printed keywords add up (807.2), triggered abilities trigger once per instance with
their own once-per-turn limits (383.3.f), activated abilities with such a record are offered
per instance, replacement effects are one per instance (373.2), Temporary is redundant
(816.2.a), and nothing granted is copied (the FAQ)."""

from __future__ import annotations

import pytest

from riftsim.events import EventKind
from riftsim.actions import DecisionKind
from riftsim.reference.state import LOC_BASE

from card_helpers import act, bid, go, settle, settle_open, spec


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
def test_might_passive_applies_once_per_instance(scenario, copies):
    """Garen, Commander: other friendly units here have +1 Might; with n Svellsongur attached
    the passive applies 1 + n times."""
    s = scenario(spec({"base": [{"card": "Garen, Commander",
                                 "attached": ["Svellsongur"] * copies},
                                "Stalwart Poro"]}))
    assert s.might("Stalwart Poro") == 2 + 1 + copies
    assert s.might("Garen, Commander") == 5           # Might is no text: not copied


def test_valued_printed_keywords_add_up_and_granted_ones_are_not_copied(scenario):
    """Chemtech Enforcer's printed Assault 2, twice with one Svellsongur (807.2); a Shield
    given by an effect is not printed text (the FAQ: Cleave's Assault is not copied)."""
    s = scenario(spec({"base": [{"card": "Chemtech Enforcer", "attached": ["Svellsongur"],
                                 "keywords": ["Shield 1"]}]}))
    kws = s.keywords("Chemtech Enforcer")
    assert kws.get("Assault") == 4 and kws.get("Shield") == 1


def test_another_equipments_text_is_not_copied(scenario):
    """Svellsongur copies the unit's printed text, not another Equipment's Effect Text (the
    FAQ): Doran's Blade's Might Bonus counts once. Stalwart Poro's printed Shield (Shield 1, a
    valued keyword) is had twice: Shield 2."""
    s = scenario(spec({"base": [{"card": "Stalwart Poro",
                                 "attached": ["Svellsongur", "Doran's Blade"]}]}))
    assert s.might("Stalwart Poro") == 2 + 2
    assert s.keywords("Stalwart Poro").get("Shield") == 2


@pytest.mark.parametrize("copies", [0, 1, 2])
def test_triggered_ability_triggers_once_per_instance(scenario, copies):
    """Cithria of Cloudfield: when you play another unit, buff me: 1 + n triggers."""
    s = scenario(spec({"base": [{"card": "Cithria of Cloudfield",
                                 "attached": ["Svellsongur"] * copies}],
                       "hand": ["Stalwart Poro"], "runes": ["Body Rune", "Body Rune"]}))
    mark = len(s.events())
    s.do("play Stalwart Poro")
    settle(s)
    assert _triggers(s, "Cithria of Cloudfield", mark) == 1 + copies


def test_once_each_turn_limit_is_per_instance(scenario):
    """Blade Twirler: the first time I move each turn, …: each instance has its own limit
    (383.3.f), so its first move triggers both."""
    s = scenario(spec({"base": [{"card": "Blade Twirler", "attached": ["Svellsongur"]}]}))
    mark = len(s.events())
    bt = bid(s, "Blade Twirler")
    s.do(f"move Blade Twirler #{bt}", "to Grove of the God-Willow")
    _settle(s)
    assert _triggers(s, "Blade Twirler", mark) == 2


def test_attaching_svellsongur_to_aphelios_triggers_both_instances(scenario):
    """The Spiritforged FAQ: the copy exists as Svellsongur attaches, so Aphelios, Exalted's
    "when an Equipment is attached to me" triggers twice."""
    s = scenario(spec({"base": ["Svellsongur", "Aphelios, Exalted"],
                       "runes": ["Calm Rune", "Calm Rune"]}))
    mark = len(s.events())
    sv, ap = bid(s, "Svellsongur"), bid(s, "Aphelios, Exalted")
    s.do(f"activate ability 0 of Svellsongur #{sv}", f"target Aphelios, Exalted #{ap}")
    settle(s)
    assert _triggers(s, "Aphelios, Exalted", mark) == 2


def test_when_i_die_counts_the_instances_i_died_with(scenario):
    """"When I die" looks back (719.5: the Equipment detach as the unit leaves): Honest
    Broker's Deathknell triggers once per instance it had."""
    s = scenario(spec({"field": [[{"card": "Honest Broker", "attached": ["Svellsongur"]}], []],
                       "hand": ["Hextech Ray"], "runes": ["Fury Rune", "Fury Rune"]}))
    mark = len(s.events())
    act(s, "play Hextech Ray", f"target Honest Broker #{bid(s, 'Honest Broker')}")
    _settle(s)
    assert s.zone("Honest Broker") == "TRASH"
    assert _triggers(s, "Honest Broker", mark) == 2


@pytest.mark.parametrize("copies", [0, 1])
def test_cost_discount_applies_once_per_instance(scenario, copies):
    """Herald of Scales: your Dragons cost [2] less (356.4): twice with Svellsongur, so
    Mountain Drake (9 Energy) costs 5."""
    s = scenario(spec({"base": [{"card": "Herald of Scales",
                                 "attached": ["Svellsongur"] * copies}],
                       "hand": ["Mountain Drake"], "runes": ["Body Rune"] * 5}))
    assert s.can("play Mountain Drake") == bool(copies)


# ---------------------------------------------------------------- activated abilities per instance

def _azir_spec(calm: int = 2, crowd: int = 0) -> dict:
    return spec({"base": ["Stalwart Poro"] * crowd +
                 [{"card": "Azir, Ascendant", "attached": ["Svellsongur"]}],
                 "field": [["Vanguard Sergeant"], []], "pool": {"power": {"calm": calm}}})


@pytest.mark.parametrize("crowd", [0, 270])
def test_each_instance_of_a_once_per_turn_ability_is_offered_on_its_own(scenario, crowd):
    """Azir, Ascendant's "use only once per turn" ability (377.2.b), twice with Svellsongur:
    each instance keeps its own limit (383.3.f), so both are offered (ACTIVATE names the
    instance, actions.ACT_INSTANCE), and each once. With `crowd` units before him, Azir and
    his Svellsongur have ids past 255 (the core's attachments, "once each turn" records and
    ACTIVATE arguments hold them: state.pxd MAXO)."""
    s = scenario(_azir_spec(crowd=crowd))
    azir = bid(s, "Azir, Ascendant")
    assert (azir > 255) == (crowd > 0)
    first = f"activate ability 0 of Azir, Ascendant #{azir}"
    second = f"activate ability 0 (instance 1) of Azir, Ascendant #{azir}"
    assert s.can(first) and s.can(second)
    s.do(first)
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}")
    settle_open(s)
    assert s.loc(azir) == 1
    assert not s.can(first) and s.can(second)
    s.do(second)
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}")
    settle_open(s)
    assert s.loc(azir) == LOC_BASE
    assert not s.can(first) and not s.can(second)


def test_an_ability_without_a_record_of_its_own_is_offered_once(scenario):
    """Solari Sunhawk's "[2]: …" has no "once per turn" or mode record: its copy would be
    the very same choice (cost, targets, effects), so it is offered once (instance 0;
    play.ability_instances)."""
    s = scenario(spec({"base": [{"card": "Solari Sunhawk", "attached": ["Svellsongur"]}],
                       "pool": {"energy": 4}}))
    sun = bid(s, "Solari Sunhawk")
    opts = [o for o in s.options() if o.startswith("activate") and f"#{sun}" in o]
    assert opts == [f"activate ability 0 of Solari Sunhawk #{sun}"]


def test_no_instance_without_svellsongur(scenario):
    """Without Svellsongur Azir has one instance: no "(instance 1)" option."""
    s = scenario(spec({"base": ["Azir, Ascendant"], "field": [["Vanguard Sergeant"], []],
                       "pool": {"power": {"calm": 2}}}))
    assert not any("(instance" in o for o in s.options())


def test_each_instance_keeps_its_own_record_of_modes_chosen(scenario):
    """Udyr, Wildman's "choose one you've not chosen this turn" (377.2.b), twice with
    Svellsongur: each instance records its own modes (383.3.f), so the mode one instance chose
    is still offered by the other (one instance alone: test_ogn_body.py)."""
    s = scenario(spec({"base": [{"card": "Udyr, Wildman", "buff": 1, "attached": ["Svellsongur"]}],
                       "legend": "Blind Monk", "pool": {"energy": 2}}))
    udyr = bid(s, "Udyr, Wildman")
    first = f"activate ability 0 of Udyr, Wildman #{udyr}"
    second = f"activate ability 0 (instance 1) of Udyr, Wildman #{udyr}"
    monk = f"activate ability 0 of Blind Monk #{s.game.players[0].legend}"
    s.do(first)
    assert s.kind == DecisionKind.CHOOSE_MODE
    modes = s.options()
    s.do(modes[-1])                                           # give me Ganking
    _settle(s)
    assert s.obj("Udyr, Wildman").buff == 0
    s.do(monk, f"target Udyr, Wildman #{udyr}")               # a new buff to spend
    _settle(s)
    s.do(second)
    assert s.options() == modes                                # this instance chose nothing yet
    s.do(modes[-1])                                           # the same mode, chosen again
    _settle(s)
    assert s.obj("Udyr, Wildman").buff == 0


# ---------------------------------------------------------------- passives read directly

@pytest.mark.parametrize("copies", [0, 1, 2])
def test_gearhead_adds_the_base_bonus_once_more_per_instance(scenario, copies):
    """Gearhead: "Each Equipment attached to me gives double its base Might bonus": doubling
    adds the value doubled (432.1), the *base* bonus, once per instance: Doran's Blade (+2)
    gives 2 x (1 + instances); Svellsongur's own bonus is +0."""
    s = scenario(spec({"base": [{"card": "Gearhead",
                                 "attached": ["Doran's Blade"] + ["Svellsongur"] * copies}]}))
    assert s.might("Gearhead") == 3 + 2 * (2 + copies)


@pytest.mark.parametrize("copies", [0, 1])
def test_move_tax_applies_once_per_instance(scenario, copies):
    """Mageseeker Investigator: opponents pay [A] per unit beyond the first moving there
    together (144.3); with Svellsongur [A][A]: one rune is not enough."""
    s = scenario(spec({"base": ["Sharkling", "Inferna"], "runes": ["Fury Rune"]},
                      {"field": [[{"card": "Mageseeker Investigator",
                                   "attached": ["Svellsongur"] * copies}], []]}))
    s.do("move Sharkling", "move Inferna")
    assert ("to Grove of the God-Willow" in s.options()) == (copies == 0)


# ---------------------------------------------------------------- Temporary (816.2)

def test_temporary_instances_are_redundant(scenario):
    """816.2.a: however many instances of Temporary a unit has, it triggers once."""
    s = scenario(spec({"base": [{"card": "Sprite", "attached": ["Svellsongur"]}]}))
    mark, sprite, turn = len(s.events()), s.ids("Sprite"), s.game.turn
    assert s.keywords("Sprite").get("Temporary") == 1
    s.pass_until(lambda x: x.game.turn_player == 0 and x.game.turn > turn)
    assert s.zone("Sprite") != "BOARD"
    assert sum(1 for e in s.events(EventKind.TRIGGER, mark) if e.obj in sprite) == 1


# ---------------------------------------------------------------- replacement effects (373.2)

@pytest.mark.parametrize("copies", [0, 1])
def test_each_soraka_instance_is_a_replacement_of_its_own(scenario, copies):
    """Soraka, Wanderer (Guardian Angel attached) at a battlefield, a Stalwart Poro there and
    one in base; The Ruination kills all. 373.2: each replacement is applied in one sequence.
    One instance saves one Poro: the one here if applied first ("yes"; the Guardian Angel then
    recalls her). With Svellsongur each instance is a replacement of its own (asked apart):
    the first saves the Poro here, the second, applied after she is recalled, the one in
    base."""
    s = scenario(spec({"hand": ["The Ruination"], "pool": {"energy": 9, "power": {"order": 3}},
                       "field": [[{"card": "Soraka, Wanderer",
                                   "attached": ["Guardian Angel"] + ["Svellsongur"] * copies},
                                  "Stalwart Poro"], []],
                       "base": ["Stalwart Poro"]}))
    s.do("play The Ruination")
    answers = iter(["yes", "no"])
    asked = 0
    for _ in range(40):
        settle(s)
        if s.kind != DecisionKind.MAY:
            break
        assert s.decision.player == 0
        s.do(next(answers))
        asked += 1
    assert asked == 1 + copies
    g = s.game
    soraka = g.objs[s.id("Soraka, Wanderer")]
    assert soraka.zone.name == "BOARD" and soraka.loc == LOC_BASE
    saved = [o for o in g.objs if g.pool[o.card].name == "Stalwart Poro"
             and o.zone.name == "BOARD"]
    assert len(saved) == 1 + copies
