"""Spiritforged (SFD) cards with "use only once per turn", moving an Equipment between units,
an optional additional cost paid by exhausting the legend, moves to an open battlefield, a
"Choose one" triggered ability with modes once a turn, and hold effects that are also conquer
effects: one scenario test (or more) per card on both engines, each asserting what the card
does. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim import LOC_BASE
from card_helpers import bid, go, settle_open, spec_factory, to_main

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


# ---------------------------------------------------------------- Azir, Ascendant (377.2.b, 434)

def _azir(calm: int = 1, attached=("Doran's Blade",)) -> dict:
    return spec({"base": ["Azir, Ascendant"],
                 "field": [[{"card": "Vanguard Sergeant", "attached": list(attached)}], []],
                 "pool": {"power": {"calm": calm}}})


def _use_azir(s):
    azir = bid(s, "Azir, Ascendant", 0)
    s.do(f"activate ability 0 of Azir, Ascendant #{azir}")
    go(s, f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    settle_open(s)
    return azir


def test_azir_ascendant_swaps_locations_and_takes_an_equipment(scenario):
    """He moves to the Sergeant's battlefield and it to his base; he may attach its Blade
    (434.1.f: it leaves the Sergeant)."""
    s = scenario(_azir())
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    azir = _use_azir(s)
    assert s.loc(azir) != LOC_BASE and s.loc(sergeant) == LOC_BASE
    assert s.kind == DecisionKind.CHOOSE_CARD
    s.do(f"choose Doran's Blade #{blade}")
    settle_open(s)
    assert s.game.objs[blade].attached_to == azir
    assert s.loc(blade) == s.loc(azir)


def test_azir_ascendant_may_leave_the_equipment(scenario):
    """"You may": declining leaves the Blade on the Sergeant, now in base."""
    s = scenario(_azir())
    sergeant, blade = bid(s, "Vanguard Sergeant", 0), bid(s, "Doran's Blade", 0)
    azir = _use_azir(s)
    s.do("done")
    settle_open(s)
    assert s.loc(azir) != LOC_BASE
    assert s.game.objs[blade].attached_to == sergeant and s.loc(blade) == LOC_BASE


def test_azir_ascendant_can_be_used_only_once_per_turn(scenario):
    """377.2.b: with [calm] left over the ability is not offered a second time this turn."""
    s = scenario(_azir(calm=2, attached=()))
    azir = bid(s, "Azir, Ascendant", 0)
    act = f"activate ability 0 of Azir, Ascendant #{azir}"
    assert s.can(act)
    _use_azir(s)
    assert s.loc(azir) != LOC_BASE
    assert not s.can(act)


# ---------------------------------------------------------------- Bard, Mercurial (356.2.b,
# 169.10.c)

def _bard(p1=None) -> dict:
    return spec({"legend": {"card": "Chem-Baroness", "exhausted": False}, "hand": ["Bard, Mercurial"],
                 "base": ["Daring Poro", "Vanguard Sergeant"],
                 "pool": {"energy": 4, "power": {"mind": 1}}},
                p1 if p1 is not None else {"field": [[], ["Mega-Mech"]]})


def test_bard_mercurial_paid_moves_chosen_units_to_an_open_battlefield(scenario):
    """The legend exhausted as the optional cost (356.2.b); the chosen units (the Poro and Bard)
    move together to the only open battlefield (the Grove: the Altar is occupied, 169.10.c)."""
    s = scenario(_bard())
    g = s.game
    s.do("play Bard, Mercurial", "yes")
    go(s, "to P0's base")
    settle_open(s)
    assert g.objs[g.players[0].legend].exhausted
    bard, poro = bid(s, "Bard, Mercurial", 0), bid(s, "Daring Poro", 0)
    go(s, f"target Bard, Mercurial #{bard}", f"target Daring Poro #{poro}", "done")
    settle_open(s)
    assert s.loc(bard) == 1 and s.loc(poro) == 1
    assert s.loc(bid(s, "Vanguard Sergeant", 0)) == LOC_BASE


def test_bard_mercurial_unpaid_moves_nothing(scenario):
    """Without the additional cost the play trigger does nothing (PAID_EXTRA, 383.3.e); the
    legend stays ready."""
    s = scenario(_bard())
    g = s.game
    s.do("play Bard, Mercurial", "no")
    go(s, "to P0's base")
    settle_open(s)
    assert not g.objs[g.players[0].legend].exhausted
    assert s.loc(bid(s, "Bard, Mercurial", 0)) == LOC_BASE
    assert s.loc(bid(s, "Daring Poro", 0)) == LOC_BASE


def test_bard_mercurial_moves_nowhere_without_an_open_battlefield(scenario):
    """Both battlefields occupied (one by each player): no open battlefield, so no move."""
    s = scenario(_bard({"field": [["Mega-Mech"], ["Mega-Mech"]]}))
    s.do("play Bard, Mercurial", "yes")
    go(s, "to P0's base")
    settle_open(s)
    poro = bid(s, "Daring Poro", 0)
    go(s, f"target Daring Poro #{poro}", "done")
    settle_open(s)
    assert s.kind == DecisionKind.PRIORITY and not s.game.chain    # no destination offered
    assert s.loc(poro) == LOC_BASE


# ---------------------------------------------------------------- Aphelios, Exalted (355.3)

def _aphelios(runes=None) -> dict:
    return spec({"base": ["Aphelios, Exalted", "Doran's Blade", "Doran's Blade",
                          "Daring Poro"],
                 "runes": runes if runes is not None else [], "rune_deck": ["Calm Rune"] * 3,
                 "pool": {"power": {"body": 2}}})


def _equip_aphelios(s, k: int) -> None:
    """Equip the k-th Doran's Blade to Aphelios; stop at his trigger's mode choice."""
    blade = bid(s, "Doran's Blade", 0, k)
    s.do(f"activate ability 0 of Doran's Blade #{blade}")
    go(s, f"target Aphelios, Exalted #{bid(s, 'Aphelios, Exalted', 0)}")
    for _ in range(10):
        if s.kind == DecisionKind.CHOOSE_MODE:
            return
        s.do("pass")
    raise AssertionError("no mode choice")


def test_aphelios_exalted_each_mode_once_a_turn(scenario):
    """Attaching an Equipment to him: buff a friendly unit (mode 2); the second attach the
    same turn can't choose that mode again, so it channels 1 rune exhausted (mode 1)."""
    s = scenario(_aphelios())
    g = s.game
    poro = bid(s, "Daring Poro", 0)
    _equip_aphelios(s, 0)
    assert s.can("option 2")
    s.do("option 2")
    go(s, f"target Daring Poro #{poro}")
    settle_open(s)
    assert g.objs[poro].buff == 1
    _equip_aphelios(s, 1)
    assert not s.can("option 2") and s.can("option 0") and s.can("option 1")
    before = len(g.players[0].runes)
    s.do("option 1")
    settle_open(s)
    assert g.objs[poro].buff == 1
    assert len(g.players[0].runes) == before + 1
    assert g.objs[g.players[0].runes[-1]].exhausted


def test_aphelios_exalted_readies_two_runes(scenario):
    """Mode 0: ready 2 of your exhausted runes."""
    s = scenario(_aphelios([{"card": "Calm Rune", "exhausted": True}] * 3))
    g = s.game
    _equip_aphelios(s, 0)
    s.do("option 0")
    runes = list(g.players[0].runes)
    go(s, f"target Calm Rune #{runes[0]}", f"target Calm Rune #{runes[1]}")
    settle_open(s)
    assert sum(not g.objs[r].exhausted for r in runes) == 2


# ---------------------------------------------------------------- Skyfall of Areion (383.4.c-d,
# 718.3)


def _mechs(s) -> int:
    g = s.game
    return len([o for o in g.objs if o.zone.name == "BOARD" and o.controller == 0
                and g.pool[o.card].name == "Mech"])


def _conquer_with_rumble(s):
    s.do(f"move Rumble, Scrapper #{bid(s, 'Rumble, Scrapper', 0)}")
    go(s, "to Grove of the God-Willow")
    settle_open(s)


def test_skyfall_of_areion_a_conquer_fires_the_hold_effect(scenario):
    """Rumble's "when I hold: play a Mech" is also a conquer effect while Skyfall is attached
    to him: conquering the empty Grove plays the Mech."""
    s = scenario(spec({"base": [{"card": "Rumble, Scrapper",
                                 "attached": ["Skyfall of Areion"]}]}))
    _conquer_with_rumble(s)
    assert s.loc(bid(s, "Rumble, Scrapper", 0)) == 1 and s.game.players[0].points == 1
    assert _mechs(s) == 1


def test_skyfall_of_areion_unattached_changes_nothing(scenario):
    """The same conquer with Skyfall unattached in base: a hold effect only (no Mech)."""
    s = scenario(spec({"base": ["Rumble, Scrapper", "Skyfall of Areion"]}))
    _conquer_with_rumble(s)
    assert s.game.players[0].points == 1 and _mechs(s) == 0


def test_skyfall_of_areion_a_hold_fires_the_conquer_effect(scenario):
    """Kai'Sa's "when I conquer: draw 1" is also a hold effect: holding the Grove draws 1."""
    s = scenario(spec({"field": [[{"card": "Kai'Sa, Survivor",
                                   "attached": ["Skyfall of Areion"]}], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0}, BF[1]],
                      phase="awaken"))
    hand0 = len(s.game.players[0].hand)
    to_main(s)
    assert s.game.players[0].points == 1
    assert len(s.game.players[0].hand) == hand0 + 1 + 1 + 1   # the draw step, the Grove's
                                                               # hold, Kai'Sa's conquer effect


# ---------------------------------------------------------------- Temporal Portal (820)

def _portal(energy: int) -> dict:
    return spec({"base": ["Temporal Portal"], "hand": ["Consult the Past", "Consult the Past"],
                 "deck": ["Mega-Mech"] * 10, "pool": {"energy": energy, "power": {"mind": 1}}})


def _use_portal(s):
    s.do(f"activate ability 0 of Temporal Portal #{bid(s, 'Temporal Portal', 0)}")
    settle_open(s)


def _consult(s, repeat: str | None):
    """Play a Consult the Past (draw 2); answer its [Repeat] offer with `repeat` (None: the
    test asserts there is no offer)."""
    g = s.game
    cid = next(c for c in g.players[0].hand if g.pool[g.objs[c].card].name == "Consult the Past")
    s.do(f"play Consult the Past #{cid}")
    if repeat is None:
        assert s.kind != DecisionKind.OPTIONAL_COST
    else:
        assert s.kind == DecisionKind.OPTIONAL_COST
        s.do(repeat)
    settle_open(s)


def test_temporal_portal_gives_the_next_spell_repeat_equal_to_its_cost(scenario):
    """The next spell has [Repeat] [4] (its cost): paid, it draws 2 twice (820.1.d); the
    second spell that turn has none (the effect is used up)."""
    s = scenario(_portal(energy=12))
    g = s.game
    _use_portal(s)
    assert g.objs[bid(s, "Temporal Portal", 0)].exhausted
    _consult(s, "yes")
    assert len(g.players[0].hand) == 1 + 4 and g.players[0].energy == 4
    _consult(s, None)
    assert len(g.players[0].hand) == 4 + 2 and g.players[0].energy == 0


def test_temporal_portal_repeat_declined_is_used_up_all_the_same(scenario):
    """Declining the given [Repeat] draws 2 once; the next spell gets no [Repeat]."""
    s = scenario(_portal(energy=8))
    g = s.game
    _use_portal(s)
    _consult(s, "no")
    assert len(g.players[0].hand) == 1 + 2 and g.players[0].energy == 4
    _consult(s, None)
    assert len(g.players[0].hand) == 2 + 2
