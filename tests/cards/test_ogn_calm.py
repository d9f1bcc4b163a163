"""Origins (OGN) Calm cards: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core), a section per card in collector-number order. Rule
numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.events import EventKind

from card_helpers import (
    act, bid, bmight, card, go, GROVE, hand, kws, move_to_battle, pool, QUIET_BFS, QUIET_FILL,
    quiet_spec, runes, settle, settle_open, spec, tgt, until_spend_choice, WARRENS,
)


def _adaptatron_conquers(scenario, p1):
    s = scenario(quiet_spec({"base": ["Adaptatron"]}, p1))
    s.do("move Adaptatron")
    go(s, "to Altar to Unity")
    settle_open(s)
    return s


# (Spiritforged errata) "Look at the top 5 cards of your Main Deck. You may banish a unit from
# among them, then play it, reducing its cost by [5]. Recycle the remaining cards." (419.3)
def _reinforce(scenario):
    deck = ["Wallop", "Vanguard Sergeant", "Stalwart Poro", "Wallop", "Pouty Poro",
            "Mega-Mech", "Mega-Mech"]
    s = scenario(spec({"hand": ["Reinforce"], "pool": {"energy": 5}, "deck": deck}))
    s.do("play Reinforce")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    return s


def damage_dealt(s, oid: int) -> int:
    """Damage dealt to object `oid` so far (DAMAGE events: combat damage is healed after)."""
    return sum(e.value for e in s.game.events if e.kind == EventKind.DAMAGE and e.obj == oid)


def _warden(scenario, warden_at_bf=True, p0=None):
    p1 = {"field": [["Mageseeker Warden"], []]} if warden_at_bf else \
        {"base": ["Mageseeker Warden"]}
    return scenario(quiet_spec({"field": [[], ["Vanguard Sergeant"]], **(p0 or {})}, p1,
                               bfs=[{"card": QUIET_BFS[0],
                                     "controller": 1} if warden_at_bf else QUIET_BFS[0],
                                    {"card": QUIET_BFS[1], "controller": 0}]))


def _wallop(scenario, warden_at_bf, own):
    """Player 0 plays Wallop ("ready a unit") on their exhausted Sergeant, or on player 1's
    exhausted Pouty Poro (`own` False)."""
    p1_units = ["Mageseeker Warden"] + ([] if own else [{"card": "Pouty Poro", "exhausted": True}])
    p1 = {"field": [p1_units, []]} if warden_at_bf else \
        {"base": p1_units}
    s = scenario(quiet_spec({"base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                             "hand": ["Wallop"], "runes": runes("body", 2)}, p1,
                            bfs=[{"card": QUIET_BFS[0],
                                  "controller": 1} if warden_at_bf else QUIET_BFS[0],
                                 QUIET_BFS[1]]))
    s.do("play Wallop")
    go(s, "no")                               # (no buff to spend anyway)
    s.do(f"target {'Vanguard Sergeant' if own else 'Pouty Poro'}")
    settle_open(s)
    return s


# "Each other player chooses Cards or Runes" (1v1: the opponent chooses, as it resolves): Cards,
# you and they each draw 1; Runes, you and they each channel 1 rune exhausted.
def _favors(scenario):
    s = scenario(spec({"hand": ["Party Favors"], "pool": {"energy": 3},
                       "rune_deck": ["Calm Rune"] * 2},
                      {"rune_deck": ["Fury Rune"] * 2}))
    s.do("play Party Favors")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_MODE:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_MODE and s.game.decision.player == 1
    return s


# "When you play me, opponents can't play cards this turn" (play: putting a card on the chain,
# the Unleashed FAQ on the meanings of "play"): from any zone, by their choice or an effect.
def _brynhir(scenario, with_brynhir=True):
    hand = (["Brynhir Thundersong"] if with_brynhir else []) + ["Wallop"]
    s = scenario(spec({"hand": hand, "pool": {"energy": 8 if with_brynhir else 2},
                       "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                      {"hand": ["Stupefy"], "pool": {"energy": 1}}))
    if with_brynhir:
        s.do(f"play {card(s, 'Brynhir Thundersong')}")
        go(s, "to base")
        settle_open(s)
        assert s.zone("Brynhir Thundersong") == "BOARD"
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    return s


def _p1_can_play_stupefy(s):
    """Whether player 1, holding Stupefy and the Energy for it, may play it in reaction to
    Wallop: with nothing to do, their priority is passed for them (no decision shown)."""
    for _ in range(10):
        if s.game.decision.player == 1 and s.game.chain:
            return s.can(f"play Stupefy #{s.id('Stupefy')}")
        if not s.game.chain:
            return False                                 # resolved without asking them
        s.do("pass")
    raise AssertionError("the chain did not resolve")


# ---------------------------------------------------------------- Charm

def test_charm_destination_is_chosen_as_it_is_played(scenario):
    """FAQ (Charm) / 355.4: the destination of an unnamed move is chosen on play."""
    s = scenario(spec({"hand": ["Charm"], "pool": {"energy": 1, "power": {"calm": 1}}},
                      {"base": ["Vanguard Sergeant"]}))
    act(s, f"play {card(s, 'Charm')}", tgt(s, "Vanguard Sergeant"))
    assert s.kind == DecisionKind.DESTINATION and s.game.chain
    s.do("to Zaun Warrens")
    settle(s)
    assert s.obj("Vanguard Sergeant").loc == 2


# ---------------------------------------------------------------- Clockwork Keeper

def test_clockwork_keeper_draws_if_the_extra_calm_was_paid(scenario):
    s = scenario(quiet_spec({"hand": ["Clockwork Keeper"], "pool": pool(2, calm=1),
                             "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Clockwork Keeper", "yes")
    go(s, "base")
    settle_open(s)
    assert s.zone("Clockwork Keeper") == "BOARD" and hand(s) == ["Daring Poro"]


def test_clockwork_keeper_without_the_extra_cost_draws_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Clockwork Keeper"], "pool": pool(2, calm=1)}))
    s.do("play Clockwork Keeper", "no")
    go(s, "base")
    settle_open(s)
    assert s.zone("Clockwork Keeper") == "BOARD" and hand(s) == []


# ---------------------------------------------------------------- En Garde

def test_en_garde_alone_gets_two(scenario):
    s = scenario(spec({"hand": ["En Garde", "En Garde"], "field": [["Shipyard Skulker"]],
                       "base": ["Vanguard Sergeant", "Stalwart Poro"], "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'En Garde')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 5           # alone at its battlefield: +1 +1
    s.do(f"play {card(s, 'En Garde', index=1)}", tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert bmight(s, "Vanguard Sergeant") == 5          # another friendly unit in base: +1


# ---------------------------------------------------------------- Find Your Center

def test_find_your_center_costs_two_less_near_an_opponents_victory(scenario):
    s = scenario(quiet_spec({"hand": ["Find Your Center"], "pool": pool(1),
                             "rune_deck": ["Calm Rune"], "deck": ["Daring Poro"] + QUIET_FILL},
                            {"points": 5}))
    s.do("play Find Your Center")
    settle_open(s)
    assert hand(s) == ["Daring Poro"]
    runes = s.game.players[0].runes
    assert len(runes) == 1 and s.game.objs[runes[0]].exhausted


def test_find_your_center_full_price_otherwise(scenario):
    s = scenario(quiet_spec({"hand": ["Find Your Center"], "pool": pool(1)}, {"points": 4}))
    assert not s.can("play Find Your Center")


# ---------------------------------------------------------------- Meditation

def test_meditation_exhausting_a_unit_draws_two(scenario):
    s = scenario(spec({"hand": ["Meditation"], "base": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'Meditation')}", "yes")
    s.do(f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}")   # 357.2: chosen as paid
    settle(s)
    assert s.obj("Shipyard Skulker").exhausted and hand(s) == ["Mega-Mech", "Mega-Mech"]


def test_meditation_without_the_extra_cost_draws_one(scenario):
    s = scenario(spec({"hand": ["Meditation"], "base": ["Shipyard Skulker"],
                       "pool": {"energy": 2}}))
    s.do(f"play {card(s, 'Meditation')}", "no")
    settle(s)
    assert not s.obj("Shipyard Skulker").exhausted and hand(s) == ["Mega-Mech"]


# ---------------------------------------------------------------- Stand United

def test_stand_united_buffs_and_boosts_every_friendly_buff(scenario):
    s = scenario(spec({"hand": ["Stand United"], "pool": {"energy": 3},
                       "base": ["Shipyard Skulker", {"card": "Vanguard Sergeant", "buff": 1}]},
                      {"base": [{"card": "Stalwart Poro", "buff": 1}]}))
    s.do(f"play {card(s, 'Stand United')}", tgt(s, "Shipyard Skulker"))
    settle(s)
    assert bmight(s, "Shipyard Skulker") == 5           # 3 + buff 1 + 1 more
    assert bmight(s, "Vanguard Sergeant") == 6          # already buffed: +1 more
    assert bmight(s, "Stalwart Poro") == 3              # an enemy's buff: no bonus


# ---------------------------------------------------------------- Wielder of Water

def test_wielder_of_water_attacking_alone_has_two_more(scenario):
    s = scenario(spec({"base": ["Wielder of Water"]}, {"field": [[], ["Vanguard Sergeant"]]},
                      react=True))
    assert bmight(s, "Wielder of Water") == 2
    move_to_battle(s, "Wielder of Water")
    assert s.game.showdown is not None and s.game.showdown.combat
    assert bmight(s, "Wielder of Water") == 4


def test_wielder_of_water_not_alone_has_no_bonus(scenario):
    s = scenario(spec({"base": ["Wielder of Water", "Shipyard Skulker"]},
                      {"field": [[], ["Vanguard Sergeant"]]}, react=True))
    s.do(f"move Wielder of Water #{bid(s, 'Wielder of Water')}",
         f"move Shipyard Skulker #{bid(s, 'Shipyard Skulker')}", "to Zaun Warrens")
    assert s.game.showdown.combat and bmight(s, "Wielder of Water") == 2


# ---------------------------------------------------------------- Adaptatron

def test_adaptatron_may_kill_a_gear_to_buff_itself_when_it_conquers(scenario):
    s = _adaptatron_conquers(scenario, {"base": ["Iron Ballista"]})
    assert s.kind == DecisionKind.MAY
    s.do("yes")
    go(s, "target Iron Ballista")
    settle_open(s)
    assert s.zone("Iron Ballista") == "TRASH"
    assert s.might("Adaptatron") == 4


def test_adaptatron_declining_keeps_the_gear_and_no_buff(scenario):
    s = _adaptatron_conquers(scenario, {"base": ["Iron Ballista"]})
    assert s.kind == DecisionKind.MAY
    s.do("no")
    settle_open(s)
    assert s.zone("Iron Ballista") == "BOARD" and s.might("Adaptatron") == 3


# ---------------------------------------------------------------- Block

def test_block_gives_shield_three_and_tank(scenario):
    s = scenario(quiet_spec({"hand": ["Block"], "pool": pool(2), "base": ["Pouty Poro"]}))
    s.do("play Block")
    go(s, "target Pouty Poro")
    settle_open(s)
    kw = s.keywords("Pouty Poro")
    assert kw.get("Shield") == 3 and "Tank" in kw


# ---------------------------------------------------------------- Eclipse Herald

def test_eclipse_herald_readies_and_grows_when_you_stun_an_enemy(scenario):
    s = scenario(quiet_spec({"hand": ["Rune Prison"], "pool": pool(2, calm=1),
                             "base": [{"card": "Eclipse Herald", "exhausted": True}]},
                            {"base": ["Daring Poro"]}))
    s.do("play Rune Prison")
    go(s, "target Daring Poro")
    settle_open(s)
    assert not s.obj("Eclipse Herald").exhausted and s.might("Eclipse Herald") == 8


def test_eclipse_herald_ignores_stunning_a_friendly_unit(scenario):
    s = scenario(quiet_spec({"hand": ["Rune Prison"], "pool": pool(2, calm=1),
                             "base": [{"card": "Eclipse Herald", "exhausted": True},
                                      "Daring Poro"]}))
    s.do("play Rune Prison")
    go(s, "target Daring Poro")
    settle_open(s)
    assert s.obj("Eclipse Herald").exhausted and s.might("Eclipse Herald") == 7


# ---------------------------------------------------------------- Mask of Foresight

def test_mask_of_foresight_gives_a_lone_attacker_one_might(scenario):
    s = scenario(spec({"base": ["Mask of Foresight", "Shipyard Skulker"]},
                      {"field": [[], ["Vanguard Sergeant"]]}))
    move_to_battle(s, "Shipyard Skulker")
    settle(s)                                          # the trigger resolves first
    assert s.game.showdown is None                      # combat done: 4 vs 4, both die
    assert s.zone("Shipyard Skulker") == "TRASH" and s.zone("Vanguard Sergeant") == "TRASH"


def test_mask_of_foresight_gives_a_lone_defender_one_might(scenario):
    s = scenario(spec({"base": ["Vanguard Sergeant"]},
                      {"field": [[], ["Shipyard Skulker"]], "base": ["Mask of Foresight"]}))
    move_to_battle(s, "Vanguard Sergeant")
    settle(s)                                          # 4 against 3 + 1: both die
    assert s.zone("Shipyard Skulker") == "TRASH" and s.zone("Vanguard Sergeant") == "TRASH"


# ---------------------------------------------------------------- Poro Herder

def test_poro_herder_with_a_poro_buffs_and_draws(scenario):
    s = scenario(quiet_spec({"hand": ["Poro Herder"], "pool": pool(3, calm=1),
                             "base": ["Pouty Poro"], "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Poro Herder")
    go(s, "base")
    settle_open(s)
    assert s.might("Poro Herder") == 4 and hand(s) == ["Daring Poro"]


def test_poro_herder_without_a_poro_does_nothing(scenario):
    s = scenario(quiet_spec({"hand": ["Poro Herder"], "pool": pool(3, calm=1)},
                            {"base": ["Pouty Poro"]}))
    s.do("play Poro Herder")
    go(s, "base")
    settle_open(s)
    assert s.might("Poro Herder") == 3 and hand(s) == []


# ---------------------------------------------------------------- Reinforce
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_reinforce_plays_a_looked_at_unit_for_five_less(scenario):
    s = _reinforce(scenario)
    g = s.game
    opts = s.options()
    assert not any("Wallop" in o for o in opts)          # a unit only
    assert not any("Mega-Mech" in o for o in opts)       # the top 5 only
    assert "done" in opts
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    go(s, "to base")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"        # [4] - [5]: free
    deck = [g.pool[g.objs[i].card].name for i in g.players[0].deck]
    assert deck[:2] == ["Mega-Mech", "Mega-Mech"] and len(deck) == 6   # the rest recycled
    assert not any(e.kind.name == "REVEAL" for e in g.events)          # looked at, not shown


def test_reinforce_may_play_nothing(scenario):
    s = _reinforce(scenario)
    s.do("done")
    settle_open(s)
    g = s.game
    deck = [g.pool[g.objs[i].card].name for i in g.players[0].deck]
    assert deck[:2] == ["Mega-Mech", "Mega-Mech"] and len(deck) == 7


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


# ---------------------------------------------------------------- Wizened Elder

def test_wizened_elder_buffed_has_one_more(scenario):
    s = scenario(spec({"base": [{"card": "Wizened Elder", "buff": 1}, "Wizened Elder"]}))
    assert bmight(s, "Wizened Elder", index=0) == 6 and bmight(s, "Wizened Elder", index=1) == 4


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


def test_mighty_fiora_can_move_between_battlefields(scenario):
    """Ganking while Mighty (her own Might 5 at a battlefield)."""
    s = scenario(spec({"field": [[{"card": "Fiora, Victorious", "buff": 1}], []]}))
    s.do("move Fiora, Victorious")
    assert s.can(f"to {WARRENS}")


# ---------------------------------------------------------------- Last Stand

def test_last_stand_doubles_might_and_gives_temporary(scenario):
    """432.1.a: doubling gives +its current Might this turn."""
    s = scenario(quiet_spec({"hand": ["Last Stand"], "pool": pool(3, calm=1),
                             "base": [{"card": "Pouty Poro", "might": 1}]}))
    s.do("play Last Stand")
    go(s, "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 6
    assert "Temporary" in s.keywords("Pouty Poro")


# ---------------------------------------------------------------- Mageseeker Warden

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
    s = scenario(quiet_spec({"field": [[], ["Vanguard Sergeant"]]},
                            {"field": [["Mageseeker Warden"], []]},
                            bfs=[{"card": QUIET_BFS[0], "controller": 1},
                                 {"card": QUIET_BFS[1], "controller": 0,
                                  "hidden": {"card": "Teemo, Scout", "controller": 0}}]))
    assert not s.can("play Teemo, Scout")


def test_mageseeker_warden_stops_an_opponents_hidden_unit_only_while_at_a_battlefield(scenario):
    s = scenario(quiet_spec({"field": [[], ["Vanguard Sergeant"]]},
                            {"base": ["Mageseeker Warden"]},
                            bfs=[QUIET_BFS[0],
                                 {"card": QUIET_BFS[1], "controller": 0,
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
    s = scenario(quiet_spec({"field": [[], ["Vanguard Sergeant"]]},
                            {"field": [["Mageseeker Warden"], []]},
                            bfs=[{"card": QUIET_BFS[0], "controller": 1},
                                 {"card": QUIET_BFS[1], "controller": 0,
                                  "hidden": {"card": "Sprite Call", "controller": 0}}]))
    s.do("play Sprite Call")
    settle_open(s)
    assert s.zone("Sprite Call") == "TRASH"
    assert not [o for o in s.game.objs if o.zone.name == "BOARD" and o.token]


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


# ---------------------------------------------------------------- Party Favors
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_party_favors_cards_both_players_draw(scenario):
    s = _favors(scenario)
    g = s.game
    s.do("option 0")
    settle_open(s)
    assert len(g.players[0].hand) == 1 and len(g.players[1].hand) == 1
    assert not g.players[0].runes and not g.players[1].runes


def test_party_favors_runes_both_players_channel_exhausted(scenario):
    s = _favors(scenario)
    g = s.game
    s.do("option 1")
    settle_open(s)
    assert not g.players[0].hand and not g.players[1].hand
    assert len(g.players[0].runes) == 1 and len(g.players[1].runes) == 1
    assert all(g.objs[r].exhausted for p in g.players for r in p.runes)


# ---------------------------------------------------------------- Taric, Protector

def test_taric_gives_shield_to_other_friendly_units_here(scenario):
    s = scenario(quiet_spec({"field": [["Taric, Protector", "Pouty Poro"], []],
                             "base": ["Daring Poro"]},
                            {"field": [["Mystic Poro"], []]}))
    assert s.keywords("Pouty Poro").get("Shield") == 1
    assert "Shield" not in s.keywords("Daring Poro")
    assert "Shield" not in s.keywords("Mystic Poro")


# ---------------------------------------------------------------- Tasty Faefolk

def test_tasty_faefolk_deathknell_channels_two_and_draws(scenario):
    s = scenario(quiet_spec({"hand": ["Vengeance"], "pool": pool(4, order=2),
                             "base": ["Tasty Faefolk"], "rune_deck": ["Calm Rune"] * 3,
                             "deck": ["Daring Poro"] + QUIET_FILL}))
    s.do("play Vengeance")
    go(s, "target Tasty Faefolk")
    settle_open(s)
    assert s.zone("Tasty Faefolk") == "TRASH"
    runes = s.game.players[0].runes
    assert len(runes) == 2 and all(s.game.objs[r].exhausted for r in runes)
    assert hand(s) == ["Daring Poro"]


# ---------------------------------------------------------------- Lee Sin, Ascetic
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_lee_sin_buffs_himself_again_and_again(scenario):
    s = scenario(spec({"base": [{"card": "Lee Sin, Ascetic", "buff": 2}]}))
    lee = s.id("Lee Sin, Ascetic")
    s.do(f"activate ability 0 of Lee Sin, Ascetic #{lee}")
    settle_open(s)
    assert s.obj("Lee Sin, Ascetic").buff == 3
    assert s.might("Lee Sin, Ascetic") == 5 + 3
    assert s.obj("Lee Sin, Ascetic").exhausted


def test_lee_sin_spending_one_of_his_buffs_leaves_the_others(scenario):
    s = scenario(spec({"hand": ["Wallop"],
                       "base": [{"card": "Lee Sin, Ascetic", "buff": 3, "exhausted": True}]}))
    lee = s.id("Lee Sin, Ascetic")
    s.do("play Wallop")
    go(s, "yes", f"Lee Sin, Ascetic #{lee}", f"target Lee Sin, Ascetic #{lee}")
    settle_open(s)
    assert s.obj("Lee Sin, Ascetic").buff == 2 and not s.obj("Lee Sin, Ascetic").exhausted
    assert s.might("Lee Sin, Ascetic") == 5 + 2


def test_another_unit_keeps_a_single_buff(scenario):
    """702.3 for everyone else: Lee Sin's passive is his own."""
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": [{"card": "Lee Sin, Ascetic", "buff": 1},
                                {"card": "Stalwart Poro", "buff": 1}]}))
    s.do("play Overt Operation")
    until_spend_choice(s)
    s.do("done")
    settle_open(s)
    assert s.obj("Stalwart Poro").buff == 1 and s.obj("Lee Sin, Ascetic").buff == 2


def test_without_guerilla_warfare_hiding_needs_power(scenario):
    s = scenario(spec({"hand": ["Pakaa Cub"], "field": [["Stalwart Poro"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS]))
    assert not s.can(f"hide Pakaa Cub #{s.id('Pakaa Cub')}")


def test_brynhir_opponents_cannot_play_cards_this_turn(scenario):
    s = _brynhir(scenario)
    assert not _p1_can_play_stupefy(s)
    assert not s.game.objs[s.id("Vanguard Sergeant")].exhausted     # Wallop resolved


def test_without_brynhir_the_opponent_may_react(scenario):
    s = _brynhir(scenario, with_brynhir=False)
    assert _p1_can_play_stupefy(s)


# ---------------------------------------------------------------- Whiteflame Protector

def test_whiteflame_protector_gives_a_unit_eight_might(scenario):
    s = scenario(quiet_spec({"hand": ["Whiteflame Protector"], "pool": pool(8, calm=2),
                             "base": ["Pouty Poro"]}))
    s.do("play Whiteflame Protector")
    go(s, "base", "target Pouty Poro")
    settle_open(s)
    assert s.might("Pouty Poro") == 10
