"""The last Origins cards: scenario tests on both engines. Rule numbers are Core Rules v1.3."""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from card_helpers import bid, decide, go, hand, runes, settle_open, spec_factory
from riftsim import Zone

BF = ["Grove of the God-Willow", "Altar to Unity"]
FILL = ["Mega-Mech"] * 4
ANCHOR = "Mega-Mech"

spec = spec_factory(BF, FILL, ANCHOR)


def _hidden_back_off(controller=0):
    """Grove, controlled by player 0, with their Back Off hidden there (811.1.b)."""
    return {"card": "Grove of the God-Willow", "controller": controller,
            "hidden": {"card": "Back Off", "controller": controller}}


# ---------------------------------------------------------------- Noxus Saboteur

def test_noxus_saboteur_keeps_an_opponents_hidden_card_facedown_here(scenario):
    """An opponent's Saboteur at the battlefield: the hidden card can't be revealed, so can't
    be played from facedown there (811.1.c.3)."""
    s = scenario(spec({"field": [["Vanguard Sergeant"], []]},
                      {"field": [["Noxus Saboteur"], []]},
                      bfs=[_hidden_back_off(), BF[1]]))
    assert not s.can("play Back Off")
    assert s.zone("Back Off") == "FACEDOWN"


def test_noxus_saboteur_elsewhere_does_not_stop_the_hidden_card(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []]},
                      {"field": [[], ["Noxus Saboteur"]]},
                      bfs=[_hidden_back_off(), {"card": BF[1], "controller": 1}]))
    s.do("play Back Off")
    go(s, "target Vanguard Sergeant")
    settle_open(s)
    assert s.obj("Vanguard Sergeant").stunned


def test_noxus_saboteur_does_not_stop_its_controllers_hidden_card(scenario):
    """"Your opponents' [Hidden] cards": its controller's own are revealed as usual."""
    s = scenario(spec({"field": [["Noxus Saboteur"], []]},
                      bfs=[_hidden_back_off(), BF[1]]))
    s.do("play Back Off")
    go(s, "target Noxus Saboteur")
    settle_open(s)
    assert s.obj("Noxus Saboteur").stunned


# ---------------------------------------------------------------- Mageseeker Warden

def _warden(scenario, warden_at_bf=True, p0=None):
    p1 = {"field": [["Mageseeker Warden"], []]} if warden_at_bf else \
        {"base": ["Mageseeker Warden"]}
    return scenario(spec({"field": [[], ["Vanguard Sergeant"]], **(p0 or {})}, p1,
                         bfs=[{"card": BF[0], "controller": 1} if warden_at_bf else BF[0],
                              {"card": BF[1], "controller": 0}]))


def test_mageseeker_warden_opponents_play_units_only_to_base(scenario):
    """355.2 narrowed: the battlefield player 0 controls is no longer offered."""
    s = _warden(scenario, p0={"hand": ["Petty Officer"], "runes": runes("order", 5)})
    s.do("play Petty Officer")
    assert not s.can("to Altar to Unity")
    go(s, "base")
    settle_open(s)
    assert s.zone("Petty Officer") == "BOARD" and s.obj("Petty Officer").loc == 0


def test_mageseeker_warden_in_base_does_not_restrict(scenario):
    s = _warden(scenario, warden_at_bf=False,
                p0={"hand": ["Petty Officer"], "runes": runes("order", 5)})
    s.do("play Petty Officer")
    assert s.kind == DecisionKind.PLAY_LOCATION
    s.do("to Altar to Unity")
    settle_open(s)
    assert s.obj("Petty Officer").loc == 2


def test_mageseeker_warden_stops_an_opponents_hidden_unit(scenario):
    """811.1.d.1: a hidden unit must be played to its battlefield: with only the base open to
    it, it can't be played."""
    s = scenario(spec({"field": [[], ["Vanguard Sergeant"]]},
                      {"field": [["Mageseeker Warden"], []]},
                      bfs=[{"card": BF[0], "controller": 1},
                           {"card": BF[1], "controller": 0,
                            "hidden": {"card": "Teemo, Scout", "controller": 0}}]))
    assert not s.can("play Teemo, Scout")


def test_mageseeker_warden_stops_an_opponents_hidden_unit_only_while_at_a_battlefield(scenario):
    s = scenario(spec({"field": [[], ["Vanguard Sergeant"]]},
                      {"base": ["Mageseeker Warden"]},
                      bfs=[BF[0], {"card": BF[1], "controller": 0,
                                   "hidden": {"card": "Teemo, Scout", "controller": 0}}]))
    s.do("play Teemo, Scout")
    settle_open(s)
    assert s.zone("Teemo, Scout") == "BOARD" and s.obj("Teemo, Scout").loc == 2


def test_mageseeker_warden_an_effect_plays_an_opponents_token_only_to_base(scenario):
    """A token is played too (350.2): Sprite Call's "choose" location is the base alone."""
    s = _warden(scenario, p0={"hand": ["Sprite Call"], "runes": runes("mind", 3)})
    s.do("play Sprite Call")
    settle_open(s)
    assert not s.can("to Altar to Unity")
    sprites = [o for o in s.game.objs if o.zone.name == "BOARD" and o.token]
    assert len(sprites) == 1 and sprites[0].loc == 0


def test_mageseeker_warden_a_hidden_spells_token_has_nowhere_to_go(scenario):
    """811.1.d.3: a hidden spell's unit must be played at its battlefield: with only the base
    open, no token is played."""
    s = scenario(spec({"field": [[], ["Vanguard Sergeant"]]},
                      {"field": [["Mageseeker Warden"], []]},
                      bfs=[{"card": BF[0], "controller": 1},
                           {"card": BF[1], "controller": 0,
                            "hidden": {"card": "Sprite Call", "controller": 0}}]))
    s.do("play Sprite Call")
    settle_open(s)
    assert s.zone("Sprite Call") == "TRASH"
    assert not [o for o in s.game.objs if o.zone.name == "BOARD" and o.token]


def _wallop(scenario, warden_at_bf, own):
    """Player 0 plays Wallop ("ready a unit") on their exhausted Sergeant, or on player 1's
    exhausted Pouty Poro (`own` False)."""
    p1_units = ["Mageseeker Warden"] + ([] if own else [{"card": "Pouty Poro",
                                                          "exhausted": True}])
    p1 = {"field": [p1_units, []]} if warden_at_bf else \
        {"base": p1_units}
    s = scenario(spec({"base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                       "hand": ["Wallop"], "runes": runes("body", 2)}, p1,
                      bfs=[{"card": BF[0], "controller": 1} if warden_at_bf else BF[0], BF[1]]))
    s.do("play Wallop")
    go(s, "no")                               # (no buff to spend anyway)
    s.do(f"target {'Vanguard Sergeant' if own else 'Pouty Poro'}")
    settle_open(s)
    return s


def test_mageseeker_warden_spells_cant_ready_enemy_units(scenario):
    s = _wallop(scenario, True, own=True)
    assert s.zone("Wallop") == "TRASH"
    assert s.obj("Vanguard Sergeant").exhausted


def test_mageseeker_warden_in_base_lets_spells_ready(scenario):
    s = _wallop(scenario, False, own=True)
    assert not s.obj("Vanguard Sergeant").exhausted


def test_mageseeker_warden_does_not_stop_readying_its_controllers_units(scenario):
    """"Enemy units": the Warden's controller's units are readied as usual."""
    s = _wallop(scenario, True, own=False)
    assert not s.obj("Pouty Poro").exhausted


# ---------------------------------------------------------------- The Dreaming Tree

def _tree(scenario, **p0):
    return scenario(spec({"field": [["Vanguard Sergeant"], ["Pouty Poro"]],
                          "hand": ["Stand United", "Stand United"],
                          "runes": runes("calm", 6), "deck": ["Playful Phantom"] * 4, **p0},
                         bfs=[{"card": "The Dreaming Tree", "controller": 0},
                              {"card": BF[1], "controller": 0}]))


def test_dreaming_tree_draws_the_first_time_a_friendly_unit_here_is_chosen_by_a_spell(scenario):
    """Errata text; 383.4.b: the choice is made as the spell is finalized."""
    s = _tree(scenario)
    s.do("play Stand United", "target Vanguard Sergeant")
    settle_open(s)
    assert hand(s) == ["Playful Phantom", "Stand United"]
    s.do("play Stand United", "target Vanguard Sergeant")   # the second time this turn
    settle_open(s)
    assert hand(s) == ["Playful Phantom"]


def test_dreaming_tree_ignores_a_unit_chosen_elsewhere(scenario):
    s = _tree(scenario)
    s.do("play Stand United", "target Pouty Poro")            # at Altar to Unity
    settle_open(s)
    assert hand(s) == ["Stand United"]


# ---------------------------------------------------------------- The Boss

def _boss(scenario, buff=1, legend_exhausted=False, n_runes=3):
    """Player 0 (legend The Boss) plays Hextech Ray (3 damage) on their own Stalwart Poro at a
    battlefield (2 Might, 3 with a buff): lethal, so it would die in the cleanup."""
    s = scenario(spec({"legend": {"card": "The Boss", "exhausted": legend_exhausted},
                       "field": [[{"card": "Stalwart Poro", "buff": buff}], []],
                       "hand": ["Hextech Ray"], "runes": runes("fury", n_runes)},
                      bfs=[{"card": BF[0], "controller": 0}, BF[1]]))
    poro = bid(s, "Stalwart Poro")
    s.do("play Hextech Ray")
    go(s, f"target Stalwart Poro #{poro}")      # (the only target: taken at once)
    decide(s)
    return s, poro


def _legend(s, player=0):
    return s.game.objs[s.game.players[player].legend]


def test_the_boss_pays_to_save_a_buffed_unit(scenario):
    """Errata text (a replacement effect, 369-370): pay [A], exhaust the legend, spend the
    unit's buff; the unit is healed, exhausted and recalled instead of dying."""
    s, poro = _boss(scenario)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert sorted(s.options()) == sorted([f"choose Stalwart Poro #{poro}", "done"])
    s.do(f"choose Stalwart Poro #{poro}")
    settle_open(s)
    o = s.game.objs[poro]
    assert o.zone == Zone.BOARD and o.loc == 0
    assert o.exhausted and o.damage == 0 and o.buff == 0
    assert _legend(s).exhausted
    assert len(s.game.players[0].runes) == 1     # Hextech Ray's [fury] and the [A] recycled


def test_the_boss_may_decline(scenario):
    s, poro = _boss(scenario)
    s.do("done")
    settle_open(s)
    assert s.game.objs[poro].zone == Zone.TRASH
    assert not _legend(s).exhausted
    assert len(s.game.players[0].runes) == 2


@pytest.mark.parametrize("why", ["unbuffed", "legend exhausted", "no power"])
def test_the_boss_cannot_save_without_its_costs(scenario, why):
    """No buff to spend, the legend already exhausted, no Power left to pay [A]: the unit
    dies, nothing is asked."""
    s, poro = _boss(scenario, buff=0 if why == "unbuffed" else 1,
                    legend_exhausted=why == "legend exhausted",
                    n_runes=1 if why == "no power" else 3)
    settle_open(s)
    assert s.game.objs[poro].zone == Zone.TRASH


def test_the_boss_readies_when_you_conquer(scenario):
    s = scenario(spec({"legend": {"card": "The Boss", "exhausted": True},
                       "base": ["Vanguard Sergeant"]}))
    s.do("move Vanguard Sergeant")
    go(s, "to Altar to Unity")
    settle_open(s)
    assert s.game.bfs[1].controller == 0
    assert not _legend(s).exhausted


# ---------------------------------------------------------------- Teemo, Swift Scout

def _scout(scenario, hand=("Teemo, Scout",), **p0):
    """Player 0 (legend Swift Scout) controls Grove (their Sergeant there, no hidden card)."""
    return scenario(spec({"legend": "Swift Scout", "field": [["Vanguard Sergeant"], []],
                          "hand": list(hand), **p0},
                         bfs=[{"card": BF[0], "controller": 0}, BF[1]]))


def test_swift_scout_hides_for_one_energy_instead_of_a_power(scenario):
    """811.1.b: [1] instead of [A]; no Power to pay here, only Energy."""
    s = _scout(scenario, pool={"energy": 1})
    s.do("hide Teemo, Scout")
    go(s, "to Grove of the God-Willow")
    assert s.zone("Teemo, Scout") == "FACEDOWN"
    assert s.game.players[0].energy == 0


def test_without_swift_scout_energy_does_not_hide(scenario):
    s = scenario(spec({"field": [["Vanguard Sergeant"], []], "hand": ["Teemo, Scout"],
                       "pool": {"energy": 1}},
                      bfs=[{"card": BF[0], "controller": 0}, BF[1]]))
    assert not s.can("hide Teemo, Scout")


def test_swift_scout_asks_which_cost_when_both_can_be_paid(scenario):
    """A rune can pay either: exhausted for [1] (kept) or recycled for [A]."""
    for pay_energy in (True, False):
        s = _scout(scenario, runes=runes("chaos", 1))
        s.do("hide Teemo, Scout")
        go(s, "to Grove of the God-Willow")
        assert s.kind == DecisionKind.MAY
        s.do("yes" if pay_energy else "no")
        assert s.zone("Teemo, Scout") == "FACEDOWN"
        rs = s.game.players[0].runes
        assert (len(rs), pay_energy and s.game.objs[rs[0]].exhausted) == (
            (1, True) if pay_energy else (0, False))


def test_swift_scout_puts_a_teemo_you_own_into_your_hand(scenario):
    """[1], exhaust: a Teemo unit you own from your Champion Zone or the board (not an
    opponent's Teemo, not another unit)."""
    s = scenario(spec({"legend": "Swift Scout", "champion": "Teemo, Strategist",
                       "base": ["Teemo, Scout"], "pool": {"energy": 1}},
                      {"base": ["Teemo, Scout"]}))
    mine = bid(s, "Teemo, Scout", 0)
    s.do(f"activate ability 1 of Swift Scout #{s.game.players[0].legend}")
    for _ in range(6):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    champ = s.game.players[0].champion
    assert sorted(s.options()) == sorted([f"choose Teemo, Scout #{mine}",
                                          f"choose Teemo, Strategist #{champ}"])
    s.do(f"choose Teemo, Strategist #{champ}")
    settle_open(s)
    assert s.zone("Teemo, Strategist") == "HAND"
    assert s.game.players[0].champion < 0
    assert s.game.objs[mine].zone == Zone.BOARD
    assert s.game.objs[s.game.players[0].legend].exhausted


def test_swift_scout_returns_a_teemo_from_the_board(scenario):
    s = scenario(spec({"legend": "Swift Scout", "field": [["Teemo, Scout"], []],
                       "pool": {"energy": 1}}))
    s.do(f"activate ability 1 of Swift Scout #{s.game.players[0].legend}")
    settle_open(s)
    assert s.zone("Teemo, Scout") == "HAND"
