"""Cards of the barcelona-03 and barcelona-02 tournament lists: scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from card_helpers import bid, board, go, runes, settle_open, spec_factory, tgt
from riftsim import Zone

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


# ---------------------------------------------------------------- Akali, Silent

def test_akali_cannot_be_chosen_by_enemy_spell_outside_combat(scenario):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2)},
                      {"base": ["Akali, Silent", "Vanguard Sergeant"]}))
    s.do("play Frigid Touch")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Akali, Silent")
    assert s.can("target Vanguard Sergeant")


def test_akali_can_be_chosen_by_her_controller(scenario):
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                       "base": ["Akali, Silent"]}))
    s.do("play Frigid Touch", "target Akali, Silent")
    settle_open(s)
    assert s.might("Akali, Silent") == 2


def test_akali_can_be_chosen_by_enemy_in_combat(scenario):
    """741.3: in combat (at the combat's battlefield with a designation) the passive stops."""
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2),
                       "base": ["Vanguard Sergeant"]},
                      {"field": [["Akali, Silent"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    for _ in range(10):                       # the combat's showdown: P0 gets focus
        if s.can("play Frigid Touch"):
            break
        s.do("pass")
    assert s.game.showdown is not None and s.game.showdown.combat
    s.do("play Frigid Touch")
    assert s.can("target Akali, Silent")
    s.do("target Akali, Silent")
    assert s.might("Akali, Silent") == 4       # not resolved yet


def test_akali_gets_two_might_when_she_moves_to_a_battlefield(scenario):
    s = scenario(spec({"base": ["Akali, Silent"]}))
    assert s.might("Akali, Silent") == 4
    s.do("move Akali, Silent")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.obj("Akali, Silent").loc == 2
    assert s.might("Akali, Silent") == 6


# ---------------------------------------------------------------- Forbidding Waste

def _waste_combat(scenario, defenders):
    s = scenario(spec({"base": ["Vanguard Sergeant"], "hand": ["Frigid Touch"],
                       "runes": runes("mind", 2)}, {"field": [defenders, []]},
                      bfs=["Forbidding Waste", "Altar to Unity"]))
    s.do("move Vanguard Sergeant")
    go(s, "to Forbidding Waste")
    return s


def test_forbidding_waste_lone_defender_has_minus_two(scenario):
    s = _waste_combat(scenario, ["Playful Phantom"])
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.might("Playful Phantom") == 3
    assert s.might("Vanguard Sergeant") == 4       # the attacker alone: unaffected
    settle_open(s)
    assert s.zone("Playful Phantom") == "TRASH"    # 4 damage kills the 3-Might defender
    sgt = s.id("Vanguard Sergeant")
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == sgt] == [3]
    assert s.game.bfs[0].controller == 0


def test_forbidding_waste_two_defenders_not_alone(scenario):
    s = _waste_combat(scenario, ["Playful Phantom", "Shipyard Skulker"])
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.might("Playful Phantom") == 5
    assert s.might("Shipyard Skulker") == 3


def test_forbidding_waste_no_effect_outside_combat(scenario):
    s = scenario(spec({}, {"field": [["Playful Phantom"], []]},
                      bfs=["Forbidding Waste", "Altar to Unity"]))
    assert s.might("Playful Phantom") == 5


# ---------------------------------------------------------------- Scuttle Crab

def test_scuttle_crab_draws_when_played(scenario):
    s = scenario(spec({"hand": ["Scuttle Crab"], "runes": runes("calm", 2),
                       "deck": ["Pouty Poro"] + FILL}))
    s.do("play Scuttle Crab")
    go(s, "base")
    settle_open(s)
    assert s.zone("Scuttle Crab") == "BOARD"
    assert s.zone("Pouty Poro") == "HAND"
    assert len(s.game.players[0].hand) == 1


def test_scuttle_crab_with_zero_might_conquers(scenario):
    s = scenario(spec({"base": ["Scuttle Crab"]}))
    s.do("move Scuttle Crab")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.might("Scuttle Crab") == 0
    assert s.zone("Scuttle Crab") == "BOARD" and s.obj("Scuttle Crab").loc == 2
    assert s.game.bfs[1].controller == 0


def _facedown_name(s, player):
    obs = s.game.observation(player)
    return [v["name"] for v in obs["board"] if v["zone"] == "FACEDOWN"]


def test_scuttle_crab_deathknell_reveals_hand_shows_facedown_and_gains_xp(scenario):
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2),
                       "field": [[], ["Scuttle Crab"]]},
                      {"hand": ["Frigid Touch", "Pouty Poro"],
                       "field": [["Vanguard Sergeant"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 1,
                            "hidden": {"card": "Back Off", "controller": 1}},
                           {"card": "Altar to Unity", "controller": 0}]))
    assert _facedown_name(s, 0) == [None]
    hand1 = list(s.game.players[1].hand)
    s.do("play Hextech Ray")
    go(s, "target Scuttle Crab")
    settle_open(s)
    assert s.zone("Scuttle Crab") == "TRASH"
    reveals = [(e.player, e.obj) for e in s.game.events if e.kind.name == "REVEAL"]
    assert reveals == [(1, c) for c in hand1] and len(reveals) == 2
    assert s.game.players[0].xp == 1
    assert _facedown_name(s, 0) == ["Back Off"]
    assert _facedown_name(s, 1) == ["Back Off"]


# ---------------------------------------------------------------- Honest Broker

def _golds(s):
    g = s.game
    return [o for o in g.objs if g.pool[o.card].name == "Gold" and o.zone.name == "BOARD"]


@pytest.mark.parametrize("owner", [0, 1])
def test_honest_broker_deathknell_plays_an_exhausted_gold(scenario, owner):
    broker = {"field": [["Honest Broker"], []]}
    p0 = {"hand": ["Hextech Ray"], "runes": runes("fury", 2), **(broker if owner == 0 else {})}
    s = scenario(spec(p0, broker if owner == 1 else {}))
    assert _golds(s) == []
    s.do("play Hextech Ray")
    go(s, "target Honest Broker")
    settle_open(s)
    assert s.zone("Honest Broker") == "TRASH"
    golds = _golds(s)
    assert len(golds) == 1
    assert golds[0].controller == owner and golds[0].loc == 0 and golds[0].exhausted


# ---------------------------------------------------------------- Deathgrip

def _anchor_might(s):
    """Might of player 0's Mega-Mech in base (the anchor; the deck holds more of them)."""
    g = s.game
    o = next(o for o in g.objs if o.zone.name == "BOARD" and o.controller == 0
             and g.pool[o.card].name == "Mega-Mech")
    return g.might_of(o.id) if getattr(g, "engine", "") == "core" else \
        __import__("riftsim.reference.layers", fromlist=["might"]).might(g, o)


def _deathgrip(scenario, base, **p0):
    return scenario(spec({"hand": ["Deathgrip"], "runes": runes("order", 2), "base": base,
                          **p0}))


def test_deathgrip_kills_one_friendly_unit_and_gives_its_might_to_another(scenario):
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Playful Phantom"],
                   deck=["Pouty Poro"] + FILL)
    s.do("play Deathgrip", "target Vanguard Sergeant")
    assert s.kind == DecisionKind.TARGET
    assert not s.can("target Vanguard Sergeant")      # "another friendly unit"
    assert s.can("target Playful Phantom")
    s.do("target Mega-Mech")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert _anchor_might(s) == 8 + 4
    assert s.zone("Pouty Poro") == "HAND"
    assert s.zone("Deathgrip") == "TRASH"


def test_deathgrip_needs_two_friendly_units(scenario):
    s = _deathgrip(scenario, [])
    assert not s.can("play Deathgrip")
    s = _deathgrip(scenario, ["Vanguard Sergeant"])
    assert s.can("play Deathgrip")


def test_deathgrip_no_might_when_the_death_is_replaced(scenario):
    """Spiritforged FAQ: if the first unit doesn't actually die (Zhonya's Hourglass), the
    other gets no Might; you still draw 1."""
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Zhonya's Hourglass"],
                   deck=["Pouty Poro"] + FILL)
    s.do("play Deathgrip", "target Vanguard Sergeant")
    go(s, "target Mega-Mech")
    settle_open(s)
    assert s.zone("Zhonya's Hourglass") == "TRASH"
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert _anchor_might(s) == 8
    assert s.zone("Pouty Poro") == "HAND"


# ---------------------------------------------------------------- Blighted Battleaxe

def _axe(scenario, unit, **kw):
    s = scenario(spec({"base": [unit, "Blighted Battleaxe"], "runes": runes("fury", 2), **kw}))
    axe, u = _bid(s, "Blighted Battleaxe"), _bid(s, unit)
    s.do(f"activate ability 0 of Blighted Battleaxe #{axe}")
    go(s, f"target {unit} #{u}")
    settle_open(s)
    assert s.game.objs[axe].attached_to == u
    return s, axe, u


def _bid(s, name):
    return next(i for i in s.ids(name) if s.game.objs[i].zone.name == "BOARD")


def _end_turn(s):
    s.do("end turn")
    for _ in range(30):
        if s.game.turn_player == 1 and not s.game.chain and s.game.decision.player == 1:
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            break
    return s


def test_blighted_battleaxe_gives_four_might(scenario):
    s, axe, u = _axe(scenario, "Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 8


def test_blighted_battleaxe_no_conquest_unattaches_and_deals_four(scenario):
    s, axe, u = _axe(scenario, "Playful Phantom")
    _end_turn(s)
    assert s.game.turn_player == 1
    assert s.game.objs[axe].attached_to == -1 and s.zone("Blighted Battleaxe") == "BOARD"
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == u] == [4]
    assert s.zone("Playful Phantom") == "BOARD"      # 5 Might survives 4
    s2, axe2, u2 = _axe(scenario, "Vanguard Sergeant")
    _end_turn(s2)
    assert s2.zone("Vanguard Sergeant") == "TRASH"   # the bonus is gone first: 4 kills 4
    assert s2.game.objs[axe2].attached_to == -1


def test_blighted_battleaxe_stays_after_the_unit_conquered(scenario):
    s, axe, u = _axe(scenario, "Vanguard Sergeant")
    s.do(f"move Vanguard Sergeant #{u}")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0
    _end_turn(s)
    assert s.game.turn_player == 1
    assert s.game.objs[axe].attached_to == u
    assert not [e for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == u]
    assert s.might("Vanguard Sergeant") == 8


# ---------------------------------------------------------------- Jhin, Murderous Artist

def test_jhin_move_adds_energy_and_any_power_at_once(scenario):
    """400.2: the [Add] trigger resolves as it is finalized (no chain item to react to)."""
    s = scenario(spec({"base": ["Jhin, Murderous Artist"], "hand": ["Frigid Touch"],
                       "runes": runes("mind", 2)}))
    p = s.game.players[0]
    assert p.energy == 0 and sum(p.power.values()) == 0
    s.do("move Jhin, Murderous Artist")
    go(s, "to Altar to Unity")
    jhin = s.id("Jhin, Murderous Artist")
    kinds = [e.kind.name for e in s.game.events]
    assert "TRIGGER" in kinds
    assert not any(it.source == jhin for it in s.game.chain)
    p = s.game.players[0]
    assert p.energy == 1 and p.power.get("any", 0) == 1
    settle_open(s)
    assert s.obj("Jhin, Murderous Artist").loc == 2


def test_jhin_adds_on_every_move(scenario):
    s = scenario(spec({"field": [["Jhin, Murderous Artist"], []]},
                      bfs=["Grove of the God-Willow", {"card": "Altar to Unity",
                                                       "controller": 0}]))
    s.do("move Jhin, Murderous Artist")                 # Ganking: battlefield to battlefield
    go(s, "to Altar to Unity")
    settle_open(s)
    p = s.game.players[0]
    assert s.obj("Jhin, Murderous Artist").loc == 2
    assert p.energy == 1 and p.power.get("any", 0) == 1


# ---------------------------------------------------------------- Forge of the Fluft

def _forge(scenario, controller=0, gear=("Long Sword",)):
    field = [["Shipyard Skulker"], []]                    # holds the Forge for its controller
    return scenario(spec({"legend": "Loose Cannon", "base": ["Vanguard Sergeant", *gear],
                          **({"field": field} if controller == 0 else {})},
                         {"legend": "Loose Cannon", **({"field": field} if controller else {})},
                         bfs=[{"card": "Forge of the Fluft", "controller": controller},
                              "Altar to Unity"]))


def _forge_option(s):
    forge = s.id("Forge of the Fluft")
    return f"activate ability 0 of Forge of the Fluft #{forge}"


def test_forge_of_the_fluft_legend_attaches_an_equipment(scenario):
    s = _forge(scenario)
    assert s.can(_forge_option(s))
    legend = s.id("Loose Cannon", 0)
    s.do(_forge_option(s))
    go(s, f"select Loose Cannon #{legend}")
    go(s, f"target Long Sword #{_bid(s, 'Long Sword')}")
    go(s, f"target Vanguard Sergeant #{_bid(s, 'Vanguard Sergeant')}")
    settle_open(s)
    assert s.game.objs[_bid(s, "Long Sword")].attached_to == _bid(s, "Vanguard Sergeant")
    assert s.game.objs[legend].exhausted
    assert s.might("Vanguard Sergeant") == 4 + 2          # Long Sword's Might Bonus
    assert not s.can(_forge_option(s))                    # the legend is exhausted


def test_forge_of_the_fluft_needs_control_and_an_equipment(scenario):
    s = _forge(scenario, controller=1)
    assert not s.can(_forge_option(s))
    s = _forge(scenario, gear=())
    assert not s.can(_forge_option(s))


# ---------------------------------------------------------------- Rek'Sai, Breacher

def _mechs(s):
    g = s.game
    return [o for o in g.objs if g.pool[o.card].name == "Mech" and o.zone.name == "BOARD"]


@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_played_tokens_accelerate(scenario, reksai):
    """182.1.a: a token is played like a card, not from a hand; 805.1.a.2: no domain, [A]."""
    s = scenario(spec({"hand": ["Deathgrip"], "runes": runes("order", 4),
                       "base": ["Rek'Sai, Breacher"] if reksai else [],
                       "field": [["Ferrous Forerunner"], []]}))
    s.do("play Deathgrip", "target Ferrous Forerunner")
    go(s, "target Mega-Mech")
    for _ in range(10):
        if s.kind == DecisionKind.OPTIONAL_COST or not s.can("pass"):
            break
        s.do("pass")
    assert s.zone("Ferrous Forerunner") == "TRASH"
    if not reksai:
        settle_open(s)
        assert len(_mechs(s)) == 2 and all(m.exhausted for m in _mechs(s))
        return
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")                              # the first Mech: pay [1][A]
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("no")
    settle_open(s)
    mechs = _mechs(s)
    assert len(mechs) == 2
    assert [m.exhausted for m in mechs] == [False, True]


def test_reksai_no_accelerate_for_units_played_from_hand(scenario):
    s = scenario(spec({"hand": ["Vanguard Sergeant"], "runes": runes("order", 6),
                       "base": ["Rek'Sai, Breacher"]}))
    s.do("play Vanguard Sergeant")
    go(s, "base")
    assert s.kind != DecisionKind.OPTIONAL_COST
    settle_open(s)
    assert s.obj("Vanguard Sergeant").exhausted


@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_a_unit_played_from_face_down_accelerate(scenario, reksai):
    s = scenario(spec({"runes": runes("order", 2),
                       "base": ["Rek'Sai, Breacher"] if reksai else [],
                       "field": [["Shipyard Skulker"], []]},
                      bfs=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Disciple of Shen", "controller": 0}},
                           "Altar to Unity"]))
    s.do("play Disciple of Shen")
    go(s, "to Grove of the God-Willow")
    if not reksai:
        assert s.kind != DecisionKind.OPTIONAL_COST
        return
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    settle_open(s)
    assert s.zone("Disciple of Shen") == "BOARD"
    assert not s.obj("Disciple of Shen").exhausted


@pytest.mark.parametrize("reksai", [True, False])
def test_reksai_gives_a_unit_an_effect_plays_from_banishment_accelerate(scenario, reksai):
    """Thrill of the Hunt: the banished unit is played again by an effect (419.3), not from a
    hand: with Rek'Sai it may pay [1][order] to enter ready."""
    s = scenario(spec({"hand": ["Thrill of the Hunt"],
                       "runes": runes("fury", 3) + runes("order", 2),
                       "base": ["Vanguard Sergeant"] + (["Rek'Sai, Breacher"] if reksai else [])}))
    s.do("play Thrill of the Hunt")
    go(s, "target Vanguard Sergeant")
    seen = False
    for _ in range(12):
        if s.kind == DecisionKind.OPTIONAL_COST:
            seen = True
            s.do("yes")
        elif s.kind == DecisionKind.PLAY_LOCATION:
            s.do("to Altar to Unity")
        elif s.can("pass"):
            s.do("pass")
        else:
            break
    settle_open(s)
    assert seen is reksai
    assert s.zone("Vanguard Sergeant") == "BOARD"
    assert s.obj("Vanguard Sergeant").exhausted is (not reksai)


def test_jhin_add_trigger_resolves_under_a_newer_pending_trigger(scenario):
    """Jhin's trigger put on the chain first (older) is finalized first and resolves at once
    (400.2) while Akali's newer trigger still waits; Akali's then stays on the chain."""
    s = scenario(spec({"base": ["Akali, Silent", "Jhin, Murderous Artist"],
                       "hand": ["Frigid Touch"], "runes": runes("mind", 2)}))
    s.do("move Akali, Silent", "move Jhin, Murderous Artist", "to Altar to Unity")
    assert s.kind == DecisionKind.ORDER_TRIGGERS
    s.do("option 1")                          # Jhin's first
    jhin, akali = s.id("Jhin, Murderous Artist"), s.id("Akali, Silent")
    assert s.kind == DecisionKind.PRIORITY
    assert s.game.players[0].energy == 1 and s.game.players[0].power.get("any", 0) == 1
    assert [it.source for it in s.game.chain] == [akali]
    assert s.might("Akali, Silent") == 4
    settle_open(s)
    assert s.might("Akali, Silent") == 6
    ev = [(e.kind.name, e.obj) for e in s.game.events if e.kind.name in ("TRIGGER", "RESOLVE")]
    assert ev == [("TRIGGER", jhin), ("TRIGGER", akali), ("RESOLVE", jhin), ("RESOLVE", akali)]


# ---------------------------------------------------------------- Elder Dragon
# "Any amount of your damage is enough to kill enemy units": the Unleashed Rules FAQ ("Lethal
# Damage Modification") changes lethal damage (323.5, 460.2.c.3) for units with damage marked
# by the passive's controller; the play trigger has one "up to one enemy unit" slot per location.

_DRAGON_POOL = {"energy": 12, "power": {"body": 4}}


def _units_of(s, name, player):
    return [o for o in s.game.objs if s.game.pool[o.card].name == name and o.owner == player]


def test_elder_dragon_one_damage_kills_an_enemy_unit_at_each_location(scenario):
    s = scenario(spec({"hand": ["Elder Dragon"], "pool": _DRAGON_POOL},
                      {"base": ["Vanguard Sergeant"],
                       "field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("play Elder Dragon")
    go(s, "to base")
    assert s.kind == DecisionKind.TARGET
    s.do(tgt(s, "Vanguard Sergeant", 1))       # the enemy base
    assert not s.can(tgt(s, "Vanguard Sergeant", 1))
    s.do(tgt(s, "Playful Phantom", 1))         # the first battlefield
    assert not s.can(tgt(s, "Petty Officer", 1))   # one unit per location: not the same one
    go(s, "done")
    settle_open(s)
    g = s.game
    assert all(o.zone == Zone.TRASH for o in _units_of(s, "Vanguard Sergeant", 1))
    assert all(o.zone == Zone.TRASH for o in _units_of(s, "Playful Phantom", 1))
    assert [o.zone for o in _units_of(s, "Petty Officer", 1)] == [Zone.BOARD]
    assert len(board(s, "Mega-Mech", 1)) == 1   # the enemy base's other unit: not chosen
    assert g.objs[bid(s, "Elder Dragon", 0)].zone == Zone.BOARD


def test_elder_dragon_kills_a_unit_already_holding_your_damage(scenario):
    """The FAQ: damage its controller marked before it entered counts; damage nobody marked
    (the unit starts damaged) does not."""
    s = scenario(spec({"hand": ["Elder Dragon", "Hextech Ray"],
                       "pool": {"energy": 13, "power": {"body": 4, "fury": 1}}},
                      {"field": [["Mega-Mech"], [{"card": "Playful Phantom", "damage": 2}]]}))
    hit = [o for o in _units_of(s, "Mega-Mech", 1) if o.loc > 0]
    s.do("play Hextech Ray", f"target Mega-Mech #{hit[0].id}")
    settle_open(s)
    assert hit[0].damage == 3 and hit[0].zone == Zone.BOARD      # 3 of 8: alive
    s.do("play Elder Dragon")
    go(s, "to base")
    while s.kind == DecisionKind.TARGET:       # no targets
        s.do("done")
    settle_open(s)
    assert hit[0].zone == Zone.TRASH            # its 3 damage were yours: lethal now
    assert [o.zone for o in _units_of(s, "Playful Phantom", 1)] == [Zone.BOARD]


def test_elder_dragon_one_combat_damage_is_lethal(scenario):
    """460.2.c.3 as the FAQ amends it: one damage assigned is lethal, so a 2-Might attacker
    kills two 5-Might defenders."""
    s = scenario(spec({"base": ["Elder Dragon", {"card": "Vanguard Sergeant", "might": -2}]},
                      {"field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert all(o.zone == Zone.TRASH for o in _units_of(s, "Playful Phantom", 1))
    assert all(o.zone == Zone.TRASH for o in _units_of(s, "Petty Officer", 1))


def test_without_elder_dragon_two_combat_damage_kill_nothing(scenario):
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "might": -2}]},
                      {"field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert all(o.zone == Zone.BOARD for o in _units_of(s, "Playful Phantom", 1))
    assert all(o.zone == Zone.BOARD for o in _units_of(s, "Petty Officer", 1))


# ---------------------------------------------------------------- Repulse

def _repulse(scenario, chain_targets, spell="Frigid Touch"):
    """Player 1's `spell` is on the chain choosing `chain_targets`; player 0 holds Repulse
    and the priority, with two units at a battlefield and Petty Officer in base."""
    return scenario(spec({"hand": ["Repulse"], "runes": runes("body", 2),
                          "base": ["Petty Officer"],
                          "field": [["Vanguard Sergeant", "Playful Phantom"], []]},
                         chain=[{"card": spell, "controller": 1, "targets": [chain_targets]}],
                         priority=0))


def _trash_names(s, player):
    return [s.game.pool[o.card].name for o in s.game.objs
            if o.zone == Zone.TRASH and o.owner == player]


def test_repulse_counters_an_enemy_spell_choosing_only_that_unit(scenario):
    """425: Repulse counters the enemy spell that chooses the unit it chose."""
    s = _repulse(scenario, ["Vanguard Sergeant"])
    might = s.might("Vanguard Sergeant")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not s.game.chain
    assert s.might("Vanguard Sergeant") == might       # Frigid Touch did nothing
    assert "Frigid Touch" in _trash_names(s, 1)


def test_repulse_leaves_a_spell_choosing_another_friendly_unit_too(scenario):
    """"… and no other friendly unit": Singularity choosing two of my units is not
    countered, and deals its damage."""
    s = _repulse(scenario, ["Vanguard Sergeant", "Playful Phantom"], spell="Singularity")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not board(s, "Vanguard Sergeant", 0) and not board(s, "Playful Phantom", 0)


def test_repulse_leaves_a_spell_choosing_a_different_unit(scenario):
    s = _repulse(scenario, ["Playful Phantom"])
    might = s.might("Playful Phantom")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert s.might("Playful Phantom") == might - 2     # Frigid Touch resolved


def test_repulse_counts_a_friendly_unit_chosen_in_base(scenario):
    """359.3.e.3 (Unleashed Rules FAQ, Alpha Strike and Repulse): every friendly unit the
    spell chooses on the board counts, wherever it is, so a second chosen unit in base stops
    Repulse."""
    s = _repulse(scenario, ["Vanguard Sergeant", "Petty Officer"], spell="Singularity")
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert not board(s, "Vanguard Sergeant", 0)        # not countered: dealt 6


def test_repulse_ignores_a_chosen_unit_that_left_the_board(scenario):
    """The FAQ's exception: a chosen unit that changed to a non-board zone is no longer
    chosen (a new object, 359.3.e.4), so the spell then chooses only Repulse's unit."""
    s = scenario(spec({"hand": ["Repulse"], "runes": runes("body", 2),
                       "base": ["Petty Officer"],
                       "field": [["Vanguard Sergeant", "Playful Phantom"], []]},
                      chain=[{"card": "Singularity", "controller": 1,
                              "targets": [["Vanguard Sergeant", "Petty Officer"]], "as": "S1"},
                             {"card": "Singularity", "controller": 1,
                              "targets": [["Petty Officer"]], "as": "S2"}],
                      priority=0))
    for _ in range(6):                        # the top Singularity kills Petty Officer
        if not board(s, "Petty Officer", 0) and s.game.priority == 0:
            break
        s.do("pass")
    assert not board(s, "Petty Officer", 0) and len(s.game.chain) == 1
    s.do("play Repulse", "target Vanguard Sergeant")
    settle_open(s)
    assert board(s, "Vanguard Sergeant", 0)            # countered
    assert _trash_names(s, 1).count("Singularity") == 2
