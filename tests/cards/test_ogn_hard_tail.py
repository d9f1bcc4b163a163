"""The remaining Origins cards that need general pieces (the hard tail): scenario tests on both
engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from card_helpers import BFS, bid, go, kws, runes, settle_open, spec

GROVE, WARRENS = BFS


def damage_dealt(s, oid: int) -> int:
    """Damage dealt to object `oid` so far (DAMAGE events: combat damage is healed after)."""
    return sum(e.value for e in s.game.events if e.kind == EventKind.DAMAGE and e.obj == oid)


# ---------------------------------------------------------------- Caitlyn, Patrolling

def test_caitlyn_is_assigned_combat_damage_last(scenario):
    """826.3 (the keyword of her ability, Unleashed patch notes): the 4 damage of the attacker
    all go to the 5-Might Phantom first; Caitlyn, listed first (lethal 3), takes none."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Caitlyn, Patrolling", "Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    cait, phantom = s.id("Caitlyn, Patrolling"), s.id("Playful Phantom")
    assert g.objs[cait].zone.name == "BOARD" and damage_dealt(s, cait) == 0
    assert damage_dealt(s, phantom) == 4


def test_caitlyn_can_be_assigned_damage_once_the_others_have_lethal(scenario):
    """826.4.b: with lethal on the Phantom (5), the rest (1 of a 6-Might attacker) goes to her."""
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "might": 2}]},
                      {"field": [["Caitlyn, Patrolling", "Playful Phantom"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Playful Phantom")].zone.name == "TRASH"
    assert damage_dealt(s, s.id("Caitlyn, Patrolling")) == 1


def test_caitlyn_deals_her_might_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec({"field": [[{"card": "Caitlyn, Patrolling", "might": 2}], []]},
                      {"field": [[], ["Mega-Mech"]]}))
    mech = bid(s, "Mega-Mech", 1)
    s.do("activate ability 1 of Caitlyn, Patrolling", f"target Mega-Mech #{mech}")
    settle_open(s)
    g = s.game
    assert g.objs[mech].damage == 5                     # her Might: 3 + 2
    assert g.objs[s.id("Caitlyn, Patrolling")].exhausted


def test_caitlyn_ability_only_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Caitlyn, Patrolling"]}, {"field": [[], ["Mega-Mech"]]}))
    assert not s.can("activate ability 1 of Caitlyn, Patrolling")


def test_caitlyn_cannot_hit_a_unit_in_a_base(scenario):
    s = scenario(spec({"field": [["Caitlyn, Patrolling"], []]},
                      {"base": ["Playful Phantom"], "field": [[], ["Mega-Mech"]]}))
    s.do("activate ability 1 of Caitlyn, Patrolling")
    assert s.can(f"target Mega-Mech #{bid(s, 'Mega-Mech', 1)}")
    assert not s.can(f"target Playful Phantom #{bid(s, 'Playful Phantom', 1)}")


# ---------------------------------------------------------------- Fiora, Victorious
# 471.3: her keywords apply once her Might without them is 5+ (Mighty, 708); Shield then adds
# in combat.

def _fiora_kws(s):
    return {k for k in kws(s, "Fiora, Victorious") if k in ("Deflect", "Ganking", "Shield")}


def test_fiora_has_no_keywords_below_five_might(scenario):
    s = scenario(spec({"base": ["Fiora, Victorious"]}))
    assert s.might("Fiora, Victorious") == 4
    assert _fiora_kws(s) == set()


@pytest.mark.parametrize("fiora", [{"card": "Fiora, Victorious", "buff": 1},
                                   {"card": "Fiora, Victorious", "might": 1}])
def test_fiora_mighty_has_deflect_ganking_and_shield(scenario, fiora):
    s = scenario(spec({"base": [fiora]}))
    assert s.might("Fiora, Victorious") == 5
    assert _fiora_kws(s) == {"Deflect", "Ganking", "Shield"}


def test_buffed_fiora_defends_with_shield(scenario):
    """471.3's example: a buffed Fiora defending has 6 Might, so a 5-Might attacker does not
    kill her."""
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "might": 1}]},
                      {"field": [[{"card": "Fiora, Victorious", "buff": 1}], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    fiora = s.id("Fiora, Victorious")
    assert damage_dealt(s, fiora) == 5 and g.objs[fiora].zone.name == "BOARD"


def test_fiora_below_five_defends_without_shield(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [["Fiora, Victorious"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    assert s.game.objs[s.id("Fiora, Victorious")].zone.name == "TRASH"


def test_mighty_fiora_can_move_between_battlefields(scenario):
    """Ganking while Mighty (her own Might 5 at a battlefield)."""
    s = scenario(spec({"field": [[{"card": "Fiora, Victorious", "buff": 1}], []]}))
    s.do("move Fiora, Victorious")
    assert s.can(f"to {WARRENS}")


# ---------------------------------------------------------------- Draven, Showboat

@pytest.mark.parametrize("points, m", [(0, 3), (4, 7)])
def test_draven_showboat_might_goes_up_by_your_points(scenario, points, m):
    s = scenario(spec({"base": ["Draven, Showboat"], "points": points}, {"points": 2}))
    assert s.might("Draven, Showboat") == m


def test_draven_showboat_grows_as_you_score(scenario):
    """A hold scores a point (Grove of the God-Willow, which you control): +1 Might."""
    s = scenario(spec({"field": [["Draven, Showboat"], []], "points": 1},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS], phase="awaken"))
    settle_open(s)
    assert s.game.players[0].points == 2
    assert s.might("Draven, Showboat") == 5


# ---------------------------------------------------------------- Noxian Guillotine
# "Kill it the next time it takes damage this turn" (a delayed triggered ability, 390.2, that
# triggers once); Legion (812): kill it now instead.

def _guillotine(scenario):
    return scenario(spec({"hand": ["Noxian Guillotine", "Hextech Ray"],
                          "pool": {"energy": 5, "power": {"fury": 2}}},
                         {"field": [["Mega-Mech"], []]}))


def test_noxian_guillotine_kills_at_the_next_damage(scenario):
    s = _guillotine(scenario)
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "BOARD"            # no damage yet: alive
    s.do("play Hextech Ray")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"            # 3 of 8 Might, then killed


def test_noxian_guillotine_triggers_once(scenario):
    s = scenario(spec({"hand": ["Noxian Guillotine", "Falling Star"],
                       "pool": {"energy": 6, "power": {"fury": 3}}},
                      {"field": [["Mega-Mech"], []]}))
    g = s.game
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    s.do("play Falling Star")
    go(s, f"target Mega-Mech #{mech}", f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"


def test_noxian_guillotine_with_legion_kills_now(scenario):
    s = scenario(spec({"hand": ["Hextech Ray", "Noxian Guillotine"],
                       "pool": {"energy": 5, "power": {"fury": 2}}},
                      {"field": [["Mega-Mech"], ["Playful Phantom"]]}))
    g = s.game
    mech, phantom = bid(s, "Mega-Mech", 1), bid(s, "Playful Phantom", 1)
    s.do("play Hextech Ray", f"target Playful Phantom #{phantom}")   # another card this turn
    settle_open(s)
    s.do("play Noxian Guillotine")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert g.objs[mech].zone.name == "TRASH"


# ---------------------------------------------------------------- Vanguard Helm
# "When a buffed friendly unit dies": it had a buff as it died (702, last known as it left).

@pytest.mark.parametrize("buff, after", [(1, 1), (0, 0)])
def test_vanguard_helm_buffs_another_unit_when_a_buffed_one_dies(scenario, buff, after):
    s = scenario(spec({"base": ["Vanguard Helm", {"card": "Vanguard Sergeant", "buff": buff}]},
                      {"field": [["Mega-Mech"], []]}))
    s.do("move Vanguard Sergeant", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Vanguard Sergeant")].zone.name == "TRASH"
    assert g.objs[bid(s, "Petty Officer", 0)].buff == after        # the only other unit


def test_vanguard_helm_ignores_enemy_deaths(scenario):
    s = scenario(spec({"base": ["Vanguard Helm", "Mega-Mech"]},
                      {"field": [[{"card": "Vanguard Sergeant", "buff": 1}], []]}))
    s.do(f"move Mega-Mech #{bid(s, 'Mega-Mech', 0)}", f"to {GROVE}")
    settle_open(s)
    g = s.game
    assert g.objs[s.id("Vanguard Sergeant")].zone.name == "TRASH"
    assert all(g.objs[i].buff == 0 for i in (bid(s, "Petty Officer", 0), bid(s, "Mega-Mech", 0)))


# ---------------------------------------------------------------- Sky Splitter
# Its Energy cost (8) is reduced by the highest Might among units you control (356.4).

@pytest.mark.parametrize("units, energy, playable", [
    (["Mega-Mech", "Vanguard Sergeant"], 0, True),      # 8 - 8 (the Mega-Mech)
    (["Vanguard Sergeant"], 3, True),                   # 8 - 5 (the anchor Petty Officer)
    (["Vanguard Sergeant"], 2, False),
])
def test_sky_splitter_costs_less_by_your_highest_might(scenario, units, energy, playable):
    s = scenario(spec({"base": units, "hand": ["Sky Splitter"],
                       "pool": {"energy": energy, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"], []]}))
    assert s.can("play Sky Splitter") == playable


def test_sky_splitter_deals_five_to_a_unit_at_a_battlefield(scenario):
    s = scenario(spec({"base": ["Mega-Mech"], "hand": ["Sky Splitter"],
                       "pool": {"energy": 0, "power": {"fury": 1}}},
                      {"field": [["Mega-Mech"], []]}))
    mech = bid(s, "Mega-Mech", 1)
    s.do("play Sky Splitter")
    go(s, f"target Mega-Mech #{mech}")
    settle_open(s)
    assert s.game.objs[mech].damage == 5


# ---------------------------------------------------------------- Karthus, Eternal
# "Your Deathknell effects trigger an additional time" (808: Deathknell is "when I die"; 808.2
# each triggers separately). Carrion Dredger's Deathknell: a Bird token in your base.

def _birds(s, player=0):
    g = s.game
    return sum(1 for o in g.objs if o.zone.name == "BOARD" and o.controller == player
               and g.pool[o.card].name == "Bird")


@pytest.mark.parametrize("karthus, birds", [("mine", 2), ("theirs", 1), (None, 1)])
def test_karthus_makes_your_deathknell_trigger_again(scenario, karthus, birds):
    p0 = {"base": ["Carrion Dredger"] + (["Karthus, Eternal"] if karthus == "mine" else [])}
    p1 = {"field": [["Mega-Mech"], []], "base": ["Karthus, Eternal"] if karthus == "theirs"
          else []}
    s = scenario(spec(p0, p1))
    s.do("move Carrion Dredger", f"to {GROVE}")
    settle_open(s)
    assert s.game.objs[s.id("Carrion Dredger")].zone.name == "TRASH"
    assert _birds(s) == birds


def test_fiora_at_a_battlefield_whose_passive_reads_keywords(scenario):
    """Kinkou Temple's "units here with Tank have +1 Might" reads keywords while Fiora's Might
    is worked out: her Mighty keywords are left out of that (471.3), no circularity; she has
    no Tank, the Tank unit there gets +1."""
    s = scenario(spec({"field": [[{"card": "Fiora, Victorious", "buff": 1}, "Sunlit Guardian"],
                                 []]}, bfs=["Kinkou Temple", WARRENS]))
    assert s.might("Fiora, Victorious") == 5
    assert _fiora_kws(s) == {"Deflect", "Ganking", "Shield"}
    assert s.might("Sunlit Guardian") == s.game.pool[s.game.objs[s.id("Sunlit Guardian")].card].might + 1


# ---------------------------------------------------------------- Ekko, Recurrent
# Deathknell (808): "recycle me to ready your runes": the recycle is the trigger's cost, paid
# as it is finalized (383.3.b; 404.2: it may be declined); the Unleashed FAQ on Ekko.

def _ekko(scenario):
    s = scenario(spec({"base": ["Ekko, Recurrent"],
                       "runes": [{"card": "Mind Rune", "exhausted": True}] * 3},
                      {"field": [["Mega-Mech"], []]}))
    s.do("move Ekko, Recurrent", f"to {GROVE}")
    for _ in range(20):
        if s.kind == DecisionKind.OPTIONAL_COST:
            return s
        s.do(s.options()[0] if not s.can("pass") else "pass")
    raise AssertionError("no OPTIONAL_COST decision")


def test_ekko_recycles_himself_to_ready_your_runes(scenario):
    s = _ekko(scenario)
    g = s.game
    ekko = s.id("Ekko, Recurrent")
    assert g.objs[ekko].zone.name == "TRASH"
    s.do("yes")
    assert g.objs[ekko].zone.name == "DECK"              # paid as it is finalized
    assert g.players[0].deck[-1] == ekko                 # the bottom (416)
    settle_open(s)
    assert all(not g.objs[r].exhausted for r in g.players[0].runes)


def test_ekko_deathknell_may_be_declined(scenario):
    s = _ekko(scenario)
    g = s.game
    s.do("no")
    settle_open(s)
    assert g.objs[s.id("Ekko, Recurrent")].zone.name == "TRASH"
    assert all(g.objs[r].exhausted for r in g.players[0].runes)


# ---------------------------------------------------------------- Call to Glory, Wallop
# "As you play this, you may spend a buff as an additional cost (356.2.b; 702.2.b). If you do,
# ignore this spell's cost" (356.1.b: its base cost becomes 0).

def test_call_to_glory_spending_a_buff_costs_nothing(scenario):
    s = scenario(spec({"hand": ["Call to Glory"], "base": [{"card": "Vanguard Sergeant",
                                                            "buff": 1}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    assert s.can("play Call to Glory")                  # no Energy: only by spending the buff
    s.do("play Call to Glory")
    go(s, "yes", f"target Vanguard Sergeant #{sergeant}", f"Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 0
    assert s.might("Vanguard Sergeant") == 4 + 3


def test_call_to_glory_needs_a_buff_or_its_cost(scenario):
    s = scenario(spec({"hand": ["Call to Glory"], "base": ["Vanguard Sergeant"]}))
    assert not s.can("play Call to Glory")
    s = scenario(spec({"hand": ["Call to Glory"], "base": ["Vanguard Sergeant"],
                       "pool": {"energy": 3}}))
    assert s.can("play Call to Glory")


def test_call_to_glory_paid_normally_keeps_the_buff(scenario):
    s = scenario(spec({"hand": ["Call to Glory"], "pool": {"energy": 3},
                       "base": [{"card": "Vanguard Sergeant", "buff": 1}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Call to Glory", "no")
    go(s, f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 1 and g.players[0].energy == 0
    assert s.might("Vanguard Sergeant") == 4 + 1 + 3


def test_wallop_spends_a_buff_to_ready_a_unit_for_free(scenario):
    s = scenario(spec({"hand": ["Wallop"],
                       "base": [{"card": "Vanguard Sergeant", "buff": 1, "exhausted": True}]}))
    g = s.game
    sergeant = bid(s, "Vanguard Sergeant", 0)
    s.do("play Wallop")
    go(s, "yes", f"Vanguard Sergeant #{sergeant}", f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    assert g.objs[sergeant].buff == 0 and not g.objs[sergeant].exhausted


# ---------------------------------------------------------------- Retreat

def test_retreat_returns_a_friendly_unit_and_its_owner_channels_exhausted(scenario):
    """430: the owner (here its controller too) channels 1 rune, exhausted."""
    s = scenario(spec({"hand": ["Retreat"], "runes": runes("mind", 1),
                       "base": ["Vanguard Sergeant"], "rune_deck": ["Calm Rune"] * 2}))
    s.do("play Retreat", "target Vanguard Sergeant")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    p = s.game.players[0]
    assert len(p.runes) == 2 and len(p.rune_deck) == 1
    new = [r for r in p.runes if s.game.pool[s.game.objs[r].card].name == "Calm Rune"]
    assert len(new) == 1 and s.game.objs[new[0]].exhausted


def test_retreat_the_owner_of_a_borrowed_unit_channels(scenario):
    """122: a unit taken from the opponent goes to their hand, and they channel the rune."""
    s = scenario(spec({"hand": ["Retreat"], "runes": runes("mind", 1),
                       "rune_deck": ["Calm Rune"] * 2},
                      {"base": [{"card": "Playful Phantom", "controller": 0}],
                       "rune_deck": ["Fury Rune"] * 2}))
    s.do("play Retreat", "target Playful Phantom")
    settle_open(s)
    g = s.game
    assert s.zone("Playful Phantom") == "HAND"
    assert [g.pool[g.objs[c].card].name for c in g.players[1].hand].count("Playful Phantom") == 1
    assert len(g.players[1].runes) == 1 and g.objs[g.players[1].runes[0]].exhausted
    assert len(g.players[0].rune_deck) == 2            # not the caster's


# ---------------------------------------------------------------- Spirit's Refuge

def test_spirits_refuge_buffs_on_play_and_buffed_units_get_deflect(scenario):
    s = scenario(spec({"hand": ["Spirit's Refuge"], "runes": runes("calm", 3),
                       "base": ["Vanguard Sergeant", "Playful Phantom"]}))
    s.do("play Spirit's Refuge", "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").buff == 1
    assert kws(s, "Vanguard Sergeant").get("Deflect") == 1      # buffed: Deflect
    assert "Deflect" not in kws(s, "Playful Phantom")          # not buffed


def test_spirits_refuge_does_not_add_to_a_deflect_already_had(scenario):
    """809.2 sums Deflect grants, but this one is made only "if they didn't already": a
    buffed Pouty Poro keeps Deflect 1, a buffed Volibear keeps Deflect 2, and two Refuges
    give a bare buffed unit Deflect 1."""
    s = scenario(spec({"base": ["Spirit's Refuge", "Spirit's Refuge",
                                {"card": "Pouty Poro", "buff": 1},
                                {"card": "Volibear, Furious", "buff": 1},
                                {"card": "Vanguard Sergeant", "buff": 1}]}))
    assert kws(s, "Pouty Poro").get("Deflect") == 1
    assert kws(s, "Volibear, Furious").get("Deflect") == 2
    assert kws(s, "Vanguard Sergeant").get("Deflect") == 1


def test_spirits_refuge_deflect_taxes_an_enemy_spell(scenario):
    """809.1.c: the opponent pays one more Power to choose the buffed unit: with 2 Energy in
    the pool and no rune, only the unbuffed unit can be chosen."""
    s = scenario(spec({"hand": ["Frigid Touch"], "pool": {"energy": 2}},
                      {"base": ["Spirit's Refuge", {"card": "Vanguard Sergeant", "buff": 1},
                                "Playful Phantom"]}))
    s.do("play Frigid Touch")
    assert not s.can("target Vanguard Sergeant")
    assert s.can("target Playful Phantom")


# ---------------------------------------------------------------- Jinx, Rebel

def _discard_two(s):
    """Play Jinx, Demolitionist without Accelerate and discard two cards as her play effect."""
    s.do("play Jinx, Demolitionist")
    go(s, "no")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
        elif s.can("pass"):
            s.do("pass")
        if not s.game.chain and s.kind == DecisionKind.PRIORITY:
            break


def test_jinx_rebel_readies_and_grows_once_per_discarding_instruction(scenario):
    """422: "discard 2" is one discarding instruction: one trigger, +1 Might (not +2)."""
    s = scenario(spec({"hand": ["Jinx, Demolitionist", "Hextech Ray", "Hextech Ray",
                                "Hextech Ray"], "runes": runes("fury", 4),
                       "base": [{"card": "Jinx, Rebel", "exhausted": True}]}))
    assert s.might("Jinx, Rebel") == 5
    _discard_two(s)
    assert len(s.game.players[0].hand) == 1
    assert not s.obj("Jinx, Rebel").exhausted
    assert s.might("Jinx, Rebel") == 6


def test_jinx_rebel_ignores_the_opponents_discards(scenario):
    s = scenario(spec({"hand": ["Jinx, Demolitionist", "Hextech Ray", "Hextech Ray"],
                       "runes": runes("fury", 4)},
                      {"base": [{"card": "Jinx, Rebel", "exhausted": True}]}))
    _discard_two(s)
    assert s.obj("Jinx, Rebel").exhausted and s.might("Jinx, Rebel") == 5


# ---------------------------------------------------------------- Volibear, Imposing

def _voli(scenario, voli_at):
    """Player 1's turn; Volibear (player 0's) at `voli_at` (a battlefield index, or None for
    base); player 1 has two units in base."""
    p0 = {"deck": ["Hextech Ray"] * 6}
    if voli_at is None:
        p0["base"] = ["Volibear, Imposing"]
    else:
        p0["field"] = [["Volibear, Imposing"] if i == voli_at else [] for i in range(2)]
    return scenario(spec(p0, {"base": ["Vanguard Sergeant", "Playful Phantom",
                                       "Petty Officer"]},   # (keeps player 1's turn open)
                         turn_player=1, anchor=False))


def _hand_n(s, p=0):
    return len(s.game.players[p].hand)


def test_volibear_imposing_draws_when_enemies_move_to_another_battlefield(scenario):
    """Two enemy units moving together to the other battlefield: one draw (the rulings)."""
    s = _voli(scenario, 0)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    if s.can("move Playful Phantom"):
        s.do("move Playful Phantom")
    go(s, f"to {WARRENS}")
    settle_open(s)
    assert s.loc("Vanguard Sergeant") == s.loc("Playful Phantom") == 2   # moved together
    assert _hand_n(s) == n + 1


def test_volibear_imposing_ignores_moves_to_his_battlefield(scenario):
    s = _voli(scenario, 1)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    go(s, f"to {WARRENS}")
    settle_open(s)
    assert _hand_n(s) == n


def test_volibear_imposing_in_base_sees_every_battlefield(scenario):
    s = _voli(scenario, None)
    n = _hand_n(s)
    s.do("move Vanguard Sergeant")
    go(s, f"to {GROVE}")
    settle_open(s)
    assert _hand_n(s) == n + 1
