"""Unleashed (UNL) Fury cards: scenario tests on both engines (the `scenario` fixture runs each
on the reference engine and the compiled core), a section per card in collector-number order.
Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim import Zone
from riftsim.actions import DecisionKind

from card_helpers import (
    bid, board_obj, end_turn, go, might, play, quiet_spec, run, runes, settle, settle_open,
    units_of,
)


def base_might(s, name):
    return s.game.pool.by_name(name).might


def _axe(scenario, unit, **kw):
    s = scenario(quiet_spec({"base": [unit, "Blighted Battleaxe"], "runes": runes("fury", 2),
                             **kw}))
    axe, u = bid(s, "Blighted Battleaxe"), bid(s, unit)
    s.do(f"activate ability 0 of Blighted Battleaxe #{axe}")
    go(s, f"target {unit} #{u}")
    settle_open(s)
    assert s.game.objs[axe].attached_to == u
    return s, axe, u


# ---------------------------------------------------------------- Arena Kingpin

def test_arena_kingpin_enters_ready_and_exhausts_for_plus_3(scenario):
    """Arena Kingpin enters ready (359.2.c) and its [E] ability gives +3 Might this turn."""
    s = scenario(quiet_spec({"hand": ["Arena Kingpin"], "runes": runes("fury", 5)}))
    play(s, "Arena Kingpin", "base")
    settle_open(s)
    k = s.obj("Arena Kingpin")
    assert k.zone.name == "BOARD" and not k.exhausted
    mech = board_obj(s, "Mega-Mech", 0)
    s.do("activate ability 1 of Arena Kingpin", f"target Mega-Mech #{mech.id}")
    settle_open(s)
    assert k.exhausted
    assert might(s, mech) == base_might(s, "Mega-Mech") + 3


# ---------------------------------------------------------------- Inferna

def test_inferna_ambush_reaction_to_a_battlefield_with_units_and_assault(scenario):
    """822.1.b: Ambush — played as a [Reaction] on the opponent's turn to a battlefield where
    you have units (here: during the opponent's attack); Assault 2 (807)."""
    s = scenario(quiet_spec({"hand": ["Inferna"], "runes": runes("fury", 2),
                             "field": [["Mega-Mech"], []]},
                            {"base": [{"card": "Sharkling"}]}, turn_player=1))
    s.do("move Sharkling", "to Grove of the God-Willow")
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.decision.player == 0                   # the attacker's lone pass was auto-taken
    play(s, "Inferna", "to Grove of the God-Willow")
    assert s.obj("Inferna").zone.name == "BOARD" and s.obj("Inferna").loc == 1
    assert s.obj("Inferna").designation == 2        # it joins the defence (323.2)
    assert s.might("Inferna") == 1                  # Assault only while attacking


def test_inferna_not_playable_as_reaction_without_units_there(scenario):
    """822.1.b: no friendly units at any battlefield: no Reaction permission."""
    s = scenario(quiet_spec({"hand": ["Inferna"], "runes": runes("fury", 2)},
                            {"base": ["Sharkling"]}, turn_player=1))
    s.do("move Sharkling", "to Grove of the God-Willow")
    settle_open(s)
    assert not s.can("play Inferna")


# ---------------------------------------------------------------- Sharkling

def test_sharkling_assault_4_while_attacking(scenario):
    """807: Assault 4 — +4 Might while an attacker."""
    s = scenario(quiet_spec({"base": [{"card": "Sharkling"}], "hand": ["Combat Experience"],
                             "runes": runes("calm", 1)}, {"field": [["Mega-Mech"], []]}))
    assert s.might("Sharkling") == 1
    s.do("move Sharkling", "to Grove of the God-Willow")
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.obj("Sharkling").designation == 1
    assert s.might("Sharkling") == 5


# ---------------------------------------------------------------- Towering Pairofant

def test_towering_pairofant_enters_ready_only_after_a_death(scenario):
    """"If a unit died this turn, I enter ready" (359.2.c)."""
    s = scenario(quiet_spec({"hand": ["Towering Pairofant", "Soul Harvest"],
                             "runes": runes("fury", 6)}))
    play(s, "Towering Pairofant", "base")
    settle_open(s)
    assert s.obj("Towering Pairofant").exhausted
    s2 = scenario(quiet_spec({"hand": ["Towering Pairofant", "Soul Harvest"],
                              "runes": runes("fury", 6) + runes("order", 3)},
                             {"field": [["Sharkling"], []]}))
    play(s2, "Soul Harvest", "target Sharkling")
    settle_open(s2)
    assert s2.zone("Sharkling") == "TRASH"
    play(s2, "Towering Pairofant", "base")
    settle_open(s2)
    assert not s2.obj("Towering Pairofant").exhausted


# ---------------------------------------------------------------- Upstage Comedy

def test_upstage_comedy_readies_and_repeats(scenario):
    """Ready a unit; [Repeat] [2] (820): paying it readies a second chosen unit."""
    s = scenario(quiet_spec({"hand": ["Upstage Comedy"], "runes": runes("fury", 4),
                             "base": [{"card": "Sharkling", "exhausted": True},
                                      {"card": "Inferna", "exhausted": True}]}))
    s.do("play Upstage Comedy", "yes", "target Sharkling", "target Inferna")
    settle_open(s)
    assert not s.obj("Sharkling").exhausted and not s.obj("Inferna").exhausted
    assert all(s.game.objs[r].exhausted for r in s.game.players[0].runes)


def test_upstage_comedy_without_repeat_readies_one(scenario):
    s = scenario(quiet_spec({"hand": ["Upstage Comedy"], "runes": runes("fury", 4),
                             "base": [{"card": "Sharkling", "exhausted": True},
                                      {"card": "Inferna", "exhausted": True}]}))
    s.do("play Upstage Comedy", "no", "target Sharkling")
    settle_open(s)
    assert not s.obj("Sharkling").exhausted and s.obj("Inferna").exhausted


# ---------------------------------------------------------------- Vault Breaker

def test_vault_breaker_gives_assault_2_and_ganking(scenario):
    """Assault 2 (807) and Ganking (810: battlefield to battlefield) this turn."""
    s = scenario(quiet_spec({"hand": ["Vault Breaker"], "runes": runes("fury", 2),
                             "field": [[{"card": "Sharkling"}], []]}))
    s.do("play Vault Breaker", "target Sharkling")
    settle_open(s)
    from riftsim.reference import layers
    kws = layers.keywords(s.game, s.obj("Sharkling"))
    assert kws["Assault"] == 6 and "Ganking" in kws
    s.do("move Sharkling")
    assert "to Altar to Unity" in s.options()


# ---------------------------------------------------------------- Lord Broadmane

def test_lord_broadmane_gives_other_units_here_assault(scenario):
    """When played (here by Ambush to a battlefield with friendly units): other friendly units
    there get Assault this turn; units elsewhere don't."""
    s = scenario(quiet_spec({"hand": ["Lord Broadmane"], "runes": runes("fury", 6),
                             "field": [["Inferna"], []], "base": ["Sharkling"]}))
    play(s, "Lord Broadmane", "to Grove of the God-Willow")
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Inferna"))["Assault"] == 3
    assert layers.keywords(s.game, s.obj("Sharkling"))["Assault"] == 4
    assert layers.keywords(s.game, s.obj("Lord Broadmane")).get("Assault") is None


# ---------------------------------------------------------------- Right of Conquest

def test_right_of_conquest_draws_one_plus_controlled_battlefields(scenario):
    s = scenario(quiet_spec({"hand": ["Right of Conquest"], "runes": runes("fury", 4),
                             "field": [["Sharkling"], ["Inferna"]]}))
    s.do("play Right of Conquest")
    settle_open(s)
    assert len(s.game.players[0].hand) == 3          # 1 + 2 controlled battlefields


# ---------------------------------------------------------------- Square Up

def test_square_up_assault_4_and_repeat_by_discarding(scenario):
    """[Repeat] — Discard 1 (820.1.c.1): the discard is paid as the spell is played."""
    s = scenario(quiet_spec({"hand": ["Square Up", "Inferna"], "runes": runes("fury", 4),
                             "base": ["Sharkling"]}))
    s.do("play Square Up", "yes", "target Sharkling", "target Sharkling")
    assert s.zone("Inferna") == "TRASH"
    settle_open(s)
    from riftsim.reference import layers
    assert layers.keywords(s.game, s.obj("Sharkling"))["Assault"] == 4 + 4 + 4


def test_square_up_repeat_not_offered_with_empty_hand(scenario):
    s = scenario(quiet_spec({"hand": ["Square Up"], "runes": runes("fury", 4),
                             "base": ["Sharkling"]}))
    s.do("play Square Up")
    assert s.kind == DecisionKind.TARGET or s.obj("Square Up").zone.name != "HAND"


# ---------------------------------------------------------------- Yeti Brawler

def test_yeti_brawler_conquer_with_3_excess_makes_two_exhausted_gold(scenario):
    """6 damage assigned to a 1-Might defender: 5 beyond lethal (460.2.c.4) >= 3, so the
    conquer trigger plays two Gold gear tokens exhausted (184.5)."""
    s = scenario(quiet_spec({"base": ["Yeti Brawler"]}, {"field": [["Sharkling"], []]}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Sharkling") == "TRASH"
    assert s.game.bfs[0].controller == 0
    golds = [o for o in s.game.objs
             if s.game.pool[o.card].name == "Gold" and o.zone.name == "BOARD"]
    assert len(golds) == 2 and all(o.exhausted and o.controller == 0 and o.loc == 0 for o in golds)


def test_yeti_brawler_no_gold_with_less_excess(scenario):
    """6 assigned to a 4-Might defender: 2 excess, < 3: no Gold."""
    s = scenario(quiet_spec({"base": ["Yeti Brawler"]}, {"field": [["Herald of Spring"], []]}))
    s.do("move Yeti Brawler", "to Grove of the God-Willow")
    settle_open(s)
    assert s.zone("Herald of Spring") == "TRASH" and s.game.bfs[0].controller == 0
    assert not any(s.game.pool[o.card].name == "Gold" and o.zone.name == "BOARD"
                   for o in s.game.objs)


# ---------------------------------------------------------------- Blighted Battleaxe

def test_blighted_battleaxe_gives_four_might(scenario):
    s, axe, u = _axe(scenario, "Vanguard Sergeant")
    assert s.might("Vanguard Sergeant") == 8


def test_blighted_battleaxe_no_conquest_unattaches_and_deals_four(scenario):
    s, axe, u = _axe(scenario, "Playful Phantom")
    end_turn(s)
    assert s.game.turn_player == 1
    assert s.game.objs[axe].attached_to == -1 and s.zone("Blighted Battleaxe") == "BOARD"
    assert [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == u] == [4]
    assert s.zone("Playful Phantom") == "BOARD"      # 5 Might survives 4
    s2, axe2, u2 = _axe(scenario, "Vanguard Sergeant")
    end_turn(s2)
    assert s2.zone("Vanguard Sergeant") == "TRASH"   # the bonus is gone first: 4 kills 4
    assert s2.game.objs[axe2].attached_to == -1


def test_blighted_battleaxe_stays_after_the_unit_conquered(scenario):
    s, axe, u = _axe(scenario, "Vanguard Sergeant")
    s.do(f"move Vanguard Sergeant #{u}")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0
    end_turn(s)
    assert s.game.turn_player == 1
    assert s.game.objs[axe].attached_to == u
    assert not [e for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == u]
    assert s.might("Vanguard Sergeant") == 8


# ---------------------------------------------------------------- Grim Apothecary

def test_grim_apothecary_ambush_returns_a_friendly_unit_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"hand": ["Grim Apothecary"], "runes": runes("fury", 3),
                             "field": [["Pit Rookie"], []]}))
    run(s, "play Grim Apothecary", "to Grove", "yes", "target Pit Rookie")
    assert s.zone("Pit Rookie") == "HAND"
    assert s.obj("Grim Apothecary").loc == 1


def test_grim_apothecary_may_decline(scenario):
    s = scenario(quiet_spec({"hand": ["Grim Apothecary"], "runes": runes("fury", 3),
                             "field": [["Pit Rookie"], []]}))
    run(s, "play Grim Apothecary", "to Grove", "no")
    assert s.zone("Pit Rookie") == "BOARD"


# ---------------------------------------------------------------- Jhin, Murderous Artist

def test_jhin_move_adds_energy_and_any_power_at_once(scenario):
    """400.2: the [Add] trigger resolves as it is finalized (no chain item to react to)."""
    s = scenario(quiet_spec({"base": ["Jhin, Murderous Artist"], "hand": ["Frigid Touch"],
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
    s = scenario(quiet_spec({"field": [["Jhin, Murderous Artist"], []]},
                            bfs=["Grove of the God-Willow",
                                 {"card": "Altar to Unity", "controller": 0}]))
    s.do("move Jhin, Murderous Artist")                 # Ganking: battlefield to battlefield
    go(s, "to Altar to Unity")
    settle_open(s)
    p = s.game.players[0]
    assert s.obj("Jhin, Murderous Artist").loc == 2
    assert p.energy == 1 and p.power.get("any", 0) == 1


def test_jhin_add_trigger_resolves_under_a_newer_pending_trigger(scenario):
    """Jhin's trigger put on the chain first (older) is finalized first and resolves at once
    (400.2) while Akali's newer trigger still waits; Akali's then stays on the chain."""
    s = scenario(quiet_spec({"base": ["Akali, Silent", "Jhin, Murderous Artist"],
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


def test_without_elder_dragon_two_combat_damage_kill_nothing(scenario):
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "might": -2}]},
                            {"field": [["Playful Phantom", "Petty Officer"], []]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Grove of the God-Willow")
    settle_open(s)
    assert all(o.zone == Zone.BOARD for o in units_of(s, "Playful Phantom", 1))
    assert all(o.zone == Zone.BOARD for o in units_of(s, "Petty Officer", 1))


# ---------------------------------------------------------------- Rengar, Unseen

def test_rengar_unseen_ganks_between_battlefields_and_deflects(scenario):
    """Ganking (810) and Deflect (809: opponents pay [A] more to choose it)."""
    s = scenario(quiet_spec({"field": [["Rengar, Unseen"], []]}))
    s.do("move Rengar, Unseen")
    assert "to Altar to Unity" in s.options()
    # the opponent can pay Skyward Strike (2 + [calm]) but not the extra [A] for Deflect
    s2 = scenario(quiet_spec({"field": [["Rengar, Unseen"], []], "base": ["Sharkling"]},
                             {"hand": ["Skyward Strike"],
                              "pool": {"energy": 2, "power": {"calm": 1}}},
                             turn_player=1))
    s2.do("play Skyward Strike")
    assert s2.kind == DecisionKind.TARGET
    opts = s2.options()
    assert f"target Sharkling #{s2.id('Sharkling')}" in opts
    assert not any("Rengar" in o for o in opts)


# ---------------------------------------------------------------- Xerath, Freed

def test_xerath_deals_3_only_while_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"base": ["Xerath, Freed"], "runes": runes("fury", 2)},
                            {"base": ["Herald of Spring"]}))
    assert not any("Xerath" in o and "activate" in o for o in s.options())
    s2 = scenario(quiet_spec({"field": [["Xerath, Freed"], []], "runes": runes("fury", 2)},
                             {"base": ["Herald of Spring"]}))
    s2.do("activate ability 0 of Xerath, Freed", "target Herald of Spring")
    settle_open(s2)
    assert s2.obj("Herald of Spring").damage == 3
    assert s2.obj("Xerath, Freed").exhausted
    assert len(s2.game.players[0].runes) == 1             # one fury rune recycled for [fury]


# ---------------------------------------------------------------- Pyke, Dockside Butcher

def test_pyke_paid_extra_fury_readies_him_with_plus_two(scenario):
    s = scenario(quiet_spec({"hand": ["Pyke, Dockside Butcher"], "runes": runes("fury", 5)}))
    s.do("play Pyke", "yes")
    settle(s)
    assert s.might("Pyke, Dockside Butcher") == 4
    assert not s.obj("Pyke, Dockside Butcher").exhausted
    assert len(s.game.players[0].runes) == 4          # [fury] paid by recycling a rune


def test_pyke_without_the_extra_cost_enters_exhausted(scenario):
    s = scenario(quiet_spec({"hand": ["Pyke, Dockside Butcher"], "runes": runes("fury", 5)}))
    s.do("play Pyke", "no")
    settle(s)
    assert s.might("Pyke, Dockside Butcher") == 2
    assert s.obj("Pyke, Dockside Butcher").exhausted


# ---------------------------------------------------------------- Vi, Hotheaded

def test_vi_hotheaded_doubles_her_might(scenario):
    s = scenario(quiet_spec({"base": ["Vi, Hotheaded"], "runes": runes("fury", 6)}))
    assert s.might("Vi, Hotheaded") == 3
    s.do("activate ability 0 of Vi, Hotheaded")
    settle_open(s)
    assert s.might("Vi, Hotheaded") == 6
    s.do("activate ability 0 of Vi, Hotheaded")
    settle_open(s)
    assert s.might("Vi, Hotheaded") == 12


# ---------------------------------------------------------------- Thrill of the Hunt

def test_thrill_of_the_hunt_banishes_and_replays_a_friendly_unit_to_any_battlefield(scenario):
    """Reaction: banish it (a new object, 359.3.e.4), its owner plays it to any battlefield
    ignoring its cost — it enters exhausted (359.2.c) and contests there (187.3.a.1)."""
    s = scenario(quiet_spec({"hand": ["Thrill of the Hunt"], "runes": runes("fury", 3),
                             "base": [{"card": "Sharkling", "damage": 0, "buff": 1}]},
                            {"field": [[], ["Inferna"]]}))
    before = s.obj("Sharkling").epoch
    play(s, "Thrill of the Hunt", "target Sharkling")
    settle_open(s)
    assert s.kind == DecisionKind.PLAY_LOCATION
    assert sorted(s.options()) == ["to Altar to Unity", "to Grove of the God-Willow"]
    s.do("to Grove of the God-Willow")
    assert s.kind == DecisionKind.OPTIONAL_COST        # played normally (419.3.b): Accelerate
    s.do("no")                                         # may be paid (356.2.b)
    settle_open(s)
    sh = s.obj("Sharkling")
    assert sh.zone.name == "BOARD" and sh.loc == 1 and sh.epoch > before
    assert sh.buff == 0 and sh.exhausted                    # a new object, played exhausted
    assert s.game.bfs[0].controller == 0                    # conquered the empty battlefield
    assert len(s.game.players[0].runes) == 2                # only Thrill's cost was paid
