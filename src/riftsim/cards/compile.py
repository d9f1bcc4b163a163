"""Compile card definitions (the effect DSL) to the compiled core's read-only card tables.

The compiled core (`riftsim._core.engine`) plays the rules of `riftsim.reference` in C over
one flat state per game; its static card data are the int32 tables built here from the card
pool (facts plus DSL definitions): `tables(pool)` builds them once per pool and hands them
to the core as a `CoreTables` whose arrays are read-only.

The core grows card by card: `supports(info)` says whether a card's definition uses only what
the core implements (its keywords, passives, trigger events, conditions and ops), and
`unsupported_reason(info)` names what it lacks; `new_game(engine="core")` refuses a deck
holding any other card, naming it. `python -m riftsim.cards.compile NAME...` prints the rows
a card compiles to (`disassemble`).

Table layouts (columns are the enums of src/riftsim/_core/tables.pxi, chain.pxi, vm.pxi):

* ``cards[n_cards, CW]``: type, Energy, Power, Might, domain bitmask (bit i = domain i of
  `DOMAINS`, alphabetical), a rune's domain bit, tag bitmask (tags of `tags`), token flag,
  static rows (first, count), trigger rows (first, count), spell ability row, NKW keyword
  values (`KEYWORDS` order), [Flow] cost (Energy or -1, number of Power symbols, 3 domain
  masks).
* ``statics[n, SW]``: kind (`STATIC_KINDS`), n, keyword id, selector row of `applies` (-1 =
  the object itself), floor (-999 = none), condition row (-1 = none), `per` count selector row
  (-1 = none), Energy of its cost (cost_less*: the discount; cost_more: the increase; -1 = no
  cost), two Power symbols of its cost (domain bitmask, 64 = [A], 0 = none).
  An Equipment's Effect Text "+n Might" passive is a row of kind SK_ET_MIGHT (114) among the
  card's own: the unit it is attached to has it (ops_equipment.pxi).
  An additional cost (kinds optional_cost / extra_cost, costs.pxi): n = cards to discard,
  keyword column = its unit part (1 exhaust, 2 kill a unit), `applies` = that part's selector
  row, Energy and Power of the cost as above; one paid any number of times: `per` =
  PER_TIMES_PAID, floor = each payment's discount (Energy * 256 + a Power domain mask).
* ``sels[n, SELW]``: a `dsl.Sel` (kind, side, where, other, might_le, might_ge, exhausted,
  damaged, stunned, buffed, tag bit, not_tag bit, keyword id, alone, attacking, defending,
  energy_ge, energy_le, power_le, alt row, equipped, name tag bit, empowered, token,
  power_ge, remembered, chooses row: a "spell_or_ability" selector's, SEL_KINDS 8);
  -1 = None.
* ``abilities[n, AW]``: kind (1 spell, 2 triggered), trigger event, optional, condition row,
  code (first row, count), targets (first row, count), index among the card's abilities.
* ``targets[n, TGW]``: selector row, count, up_to, restriction flags (TGF_*, ops_targeting.pxi; the
  bits of same_location, 1 + other_location_than, 1 + total_might_le and 1 + the `when`
  condition row), less Might than the previous slot's pick (1 / 0), the relation to the
  previous slot's pick (TGR_* bits: at the same location, with the same controller).
* ``code[n, CODEW]``: op, reference kind, reference argument (target slot / EACH selector),
  n (IF: condition row), keyword / power slot / who, duration (CHANNEL: ready), aux (MIGHT
  floor; IF/MAY: then length), aux2 (IF: else length). Nested blocks follow their op inline.
  Rows 0-2 are the rules' keyword triggers: Temporary, Vision, Hunt (keywords.pxi).
  Opcodes 60-119 (effect ops) use the columns as src/riftsim/_core/instructions.pxi documents; a
  computed number (`dsl.Val`) is packed into n (`_Builder.num`); a spell's [Repeat] costs
  are data rows (OP_REPEAT_COST) at the end of its code. Opcodes 240-259 (tail B) use the
  columns as src/riftsim/_core/instructions.pxi documents.
* ``conds[n, CDW]``: name, selector row, two arguments.

Gear, activated abilities and trigger costs (src/riftsim/_core/abilities.pxi, costs.pxi):

* ``ai[n_abilities, AIW]``, parallel to ``abilities``: hints for the built-in agents (the
  role of each target slot, damage, Might, flags; `_ai_row`); the rules never read them.
* ``abx[n_abilities, 2]``, parallel to ``abilities``: cost row of a trigger's cost within
  instructions (-1), once per turn. Ability rows of kind 3 are activated abilities (their
  condition, targets and code), kind 4 the modes of a "Choose one" ability; built-in keyword
  triggers (Weaponmaster -4, Quick-Draw -5) are kind 2 rows with event 0 and one named op.
* ``acts[n, ACW]``: card, ability index, ability row, timing (`TIMINGS`), [Add], cost row,
  first mode row (-1), mode count, unique modes, granted users' selector row (-1), an
  [Empower] ability (827.1.c).
* ``costs[n, COSTW]``: Energy, Power count, NCOSTPOW Power symbols (domain masks), exhaust
  self, kill self, recycle N from trash, its card type (-1), spend a buff, spend my buff,
  burn N, required (no "may"), XP, Energy reduced by the first target's Might, banish self,
  discard N, the discarded cards' type (-1 any), banish N from any trash, disempower self,
  the selector row of a unit to kill (-1 none), recycle self (a trigger's "recycle me to …").
* ``card_x[n_cards, CXW]``: first acts row, count, Might Bonus, flags (`CX_*`), Effect Text
  keyword values (`KEYWORDS` order).
"""

from __future__ import annotations

import weakref
from dataclasses import replace
from functools import lru_cache, partial

import numpy as np

from riftsim.cards import dsl
from riftsim.cards.pool import CardInfo, CardPool, get_pool
from riftsim.errors import RiftsimError

DOMAINS = ("body", "calm", "chaos", "fury", "mind", "order")
KEYWORDS = ("Assault", "Shield", "Tank", "Ganking", "Accelerate", "Reaction", "Action",
            "Backline", "Deflect", "Hidden", "Deathknell", "Vision", "Ambush", "Temporary",
            "Hunt")
#: keywords the core implements
CORE_KEYWORDS = frozenset(KEYWORDS)
#: printed keywords that only mark the card's own text (Legion 812: its "legion" condition;
#: Level 824: its "xp_ge" conditions; Unique 825.3: a deck constraint, nothing in play);
#: never given or granted, so they have no column
PRINTED_KEYWORDS = frozenset({"Legion", "Level", "Flow", "Unique"})
#: Vendetta 827 / 828 (ops_ven.pxi): [Empower] is the card's `dsl.EmpowerAbility`, [Empowered]
#: marks its abilities with the `EMPOWERED` condition; neither is given or granted
EMPOWER_KEYWORDS = frozenset({"Empower", "Empowered"})
TYPES = {"unit": 0, "spell": 1, "gear": 2, "rune": 3, "legend": 4, "battlefield": 5}
CW, SW, SELW, AW, TGW, CODEW, CDW = 33, 10, 27, 9, 6, 8, 4
C_KW = 13

TRIGGER_EVENTS = {
    "play_self": 1, "end_turn": 2, "beginning": 3, "first_beginning_any": 4, "move_self": 5,
    "attack": 6, "defend": 7, "take_damage": 8, "dies": 9, "combat_start_here": 10,
    "defend_here": 11, "combat_end_self": 12, "conquer": 13, "hold": 14, "you_conquer": 15,
    "you_hold": 16, "conquer_here": 17, "hold_here": 18, "you_play_card": 19,
    "you_play_unit": 20, "you_play_spell": 21,
    # effect ops' trigger events (effects.pxi)
    "friendly_dies": 61,
}
OPS = {"deal": 1, "kill": 2, "draw": 3, "discard": 4, "buff": 5, "stun": 6, "ready": 7,
       "exhaust": 8, "heal": 9, "might": 10, "give": 11, "recall": 12, "channel": 13,
       "add_energy": 14, "add_power": 15, "gain_points": 16, "may": 17, "if": 18, "burn": 19,
       "units_enter_ready": 20, "token": 21,
       # effect ops (effects.pxi); "channel" with an `otherwise` block compiles to 64
       "move": 60, "return_to_hand": 61, "fight": 62, "if_matches": 63, "counter": 65,
       "win_game": 67, "deals_might": 68, "add_energy_combatants": 69, "stun_or_return": 70,
       "each_player_kills": 71, "deal_unless_draw": 72, "raise_might_to": 73,
       "bullet_time": 74, "reveal_top": 75, "banish": 76, "save_from_death": 77,
       "take_control_recall": 78, "look_pick": 79, "recycle_own_rune": 80, "predict": 81,
       "kill_damaged_this_turn": 83, "if_did": 85, "prevent": 86, "delay": 87,
       "delay_there": 88, "put_in_hand": 89, "recycle": 90,
       "gain_xp": 41, "if_at_least": 42}
#: where a token is played (dsl.Token dest)
TOKEN_DESTS = {"base": 0, "here": 1, "choose": 2, "there": 3}
#: continuous effect kinds (reference/state.Effect.kind; EK_* in _core/constants.pxi)
EFFECT_KINDS = {"might": 1, "set_might": 2, "give": 3, "units_enter_ready": 4,
                "save_from_death": 60, "prevent": 62}
REF_IT = 61
#: events of delayed abilities (effects.pxi DE_*): "… this turn"
DELAY_EVENTS = {"end_turn": 1, "main_start": 2}
#: discard keeping IT for an instruction that reads it (effects.pxi)
OP_DISCARD_IT = 84
VREF_IT = 5
#: ops whose `other` names a target slot (effects.pxi: CO_KW)
OTHER_OPS = {"fight", "deals_might", "raise_might_to"}
OP_CHANNEL_ELSE = 64
#: "deal" with a `then` block run by a reflexive trigger if it kills (effects.pxi)
OP_DEAL_THEN = 82
#: a spell's [Repeat] cost, as a data row at the end of its code (costs.pxi)
OP_REPEAT_COST = 66
#: ops that act on `to`; the others must not name one
REF_OPS = {"deal", "kill", "buff", "stun", "ready", "exhaust", "heal", "might", "give",
           "recall", "move", "return_to_hand", "fight", "if_matches", "counter", "deals_might",
           "stun_or_return", "each_player_kills", "deal_unless_draw", "raise_might_to",
           "bullet_time", "banish", "save_from_death", "take_control_recall", "prevent",
           "put_in_hand", "recycle"}
REFS = {"target": 1, "self": 2, "trigger": 3, "each": 4}
#: EACH with `at` a target slot (effects.pxi)
REF_EACH_AT = 60
#: move destinations (effects.pxi MD_*); "target:N" is MD_TARGET with N in CO_DUR
MOVE_DESTS = {"base": 0, "here": 1, "target": 2, "choose": 3}
#: computed numbers (dsl.Val kinds, effects.pxi VK_*), packed into a code row's n
VAL_KINDS = {"might_of": 1, "count": 2, "damage_of": 3, "energy_of": 4}
VAL_BASE = -(1 << 30)
#: ops whose number may be computed
VAL_OPS = {"deal", "draw", "might", "channel", "add_energy", "add_power", "gain_points",
           "discard"}
WHO = {"you": 0, "opponent": 1, "each": 2}
DURATIONS = {"turn": 1, "combat": 2, "permanent": 3}
POWER_SLOTS = {"any": 0, **{d: i + 1 for i, d in enumerate(DOMAINS)}, "spell_any": 7,
               "gear_any": 8}              # (resources.POOL_ORDER; constants.pxi PW_*)
SEL_KINDS = {"unit": 0, "gear": 1, "permanent": 2, "card": 3, "rune": 4, "spell": 5,
             "battlefield": 6}
SIDES = {"any": 0, "friendly": 1, "enemy": 2, "yours": 3,
         "not_yours": 4}                    # SIDE_* (_core/tables.pxi)
WHERES = {"any": 0, "board": 1, "battlefield": 2, "base": 3, "here": 4, "combat": 5,
          "elsewhere": 6, "trash": 7, "hand": 8, "chain": 9,
          "facedown": 10}                   # hidden at a battlefield (355.9.a.3)
OP_VISION = 40          # 817 (keywords.pxi), not a DSL op
STATIC_KINDS = {"might": 1, "keyword": 2, "no_move_to_base": 3, "enter_ready": 4,
                "cost_less": 5, "cost_less_others": 6, "cost_more": 7, "bonus_damage": 8,
                "play_open": 9, "play_anywhere": 10, "play_attacking": 11,
                "flow": 40}
CONDS = {"hand_le": 1, "trigger_is": 2, "count": 3, "at_battlefield": 4, "alone": 5,
         "buffed": 6, "controls": 7, "in_combat": 8, "runes_ge": 9, "opp_within": 10,
         "unit_died_this_turn": 11, "bf_count": 12, "count_at_trigger": 13, "my_turn": 14,
         "trigger_token": 15, "discarded_this_turn": 16,
         # keyword conditions (keywords.pxi)
         "legion": 40, "xp_ge": 41, "played_from_hidden": 43,
         # effect ops' conditions (effects.pxi)
         "one_on_one": 60, "excess_ge": 61, "not": 62,
         # trigger area (triggers.pxi)
         "conquered_uncontrolled": 110, "first_gear_this_turn": 111,
         "first_friendly_death": 112, "all": 113}
#: conditions whose arguments are (comparison, number)
_CMP_CONDS = ("count", "bf_count")
#: a Power symbol of a passive's cost: its domain bitmask; [A] (any domain) is 64
POWER_A = 64
CMP = {"eq": 0, "ge": 1, "le": 2}
# gear, activated abilities and trigger costs (abilities.pxi, costs.pxi, ops_equipment.pxi;
# opcodes 120-139)
OPS.update({"add_energy_spells": 120, "weaponmaster": 121, "quick_draw": 122, "attach": 123,
            "ready_legend": 125, "burn_who": 126})
TRIGGER_EVENTS.update({"ally_attack": 80, "ally_defend": 81, "enemy_attacks_mine": 82,
                       "discard_self": 83, "you_buff": 84})
REF_OPS.add("attach")
#: target restriction flags (ops_targeting.pxi TGF_*): "another unit" than the trigger's (not_trigger)
TGF_NOT_TRIGGER = 1
# more trigger events (triggers.pxi; 110-129)
TRIGGER_EVENTS.update({"unit_played_here": 110, "returned_here": 111, "opp_play_unit": 112,
                       "opp_play_gear": 113, "you_move_enemy": 114, "friendly_mighty": 115,
                       "you_stun": 116})
OPS.update({"detach": 160, "cant_move": 161, "move_to_event_loc": 162})
REF_OPS.update({"cant_move", "move_to_event_loc"})
EFFECT_KINDS["cant_move"] = 110
#: a selector's name (Sel.name) is interned as a pseudo-tag with this prefix (select.pxi)
NAME_TAG = "name:"
REF_OPS.add("detach")
TIMINGS = {None: 0, "action": 1, "reaction": 2}
ACW, COSTW = 11, 23                   # (instructions.pxi COSTW)
NCOSTPOW = 4
#: keywords the core runs outside the keyword table (ops_equipment.pxi): Equip (818), Weaponmaster
#: (821), Quick-Draw (819)
GEAR_KEYWORDS = frozenset({"Equip", "Weaponmaster", "Quick-Draw"})
#: card_x columns: first acts row, count, Might Bonus, flags (CX_*), Effect Text keywords,
#: Effect Text trigger rows (first, count)
#: "When I …" events an Equipment's Effect Text trigger may use (fired by fire_self, 718.3)
ET_EVENTS = frozenset({"move_self", "attack", "defend", "take_damage", "dies",
                       "combat_end_self", "conquer", "hold"})
CXW = 6 + len(KEYWORDS)
CX_EQUIPMENT, CX_WEAPONMASTER, CX_QUICK_DRAW, CX_DEFLECT = 1, 2, 4, 8
#: card_x flag: the card plays cards "banished with this" (427.3), so the core records what
#: it banishes (instructions.pxi CXF_BANISHED_WITH, State.bw_obj)
CX_BANISHED_WITH = 16
#: card_x flag: its Effect Text is a copy of its unit's printed text (Svellsongur,
#: `EffectText(copy_printed=True)`): one more instance of that unit's abilities
#: (ops_equipment.pxi instance_count)
CX_COPY_PRINTED = 32
# additional costs (costs.pxi; static kinds and conditions 100-109)
STATIC_KINDS.update({"optional_cost": 100, "extra_cost": 101, "enter_exhausted": 102,
                     "no_combat_damage": 103, "move_tax": 104})
CONDS.update({"paid_extra": 100, "all": 101})
OPS.update({"buff_bonus": 140, "play_from_trash": 141, "rumble_hotheaded": 142})
REF_OPS.add("play_from_trash")
EFFECT_KINDS.update({"buff_bonus": 100})
# Empower / Empowered (ops_ven.pxi, costs.pxi; opcodes 180-199, trigger events 130-135, conditions
# 130-139) and the cost parts discard N [of a type], banish N from any trash, disempower me
# (cost columns CS_DISCARD.. of the cost rows, costs.pxi)
OPS.update({"empower": 180, "disempower": 181})
REF_OPS.update({"empower", "disempower"})
TRIGGER_EVENTS.update({"empowered_self": 130, "you_banish_own": 131})
CONDS.update({"empowered": 130})
# copies, Replace / Swap Back, control until, banish-and-replay, skips, plays from the trash
# (opcodes 260-279, trigger events 154-159, conditions 170-179, static kinds 126-129)
OPS.update({"activate_conquer_here": 260, "banish_replay": 261, "take_gear_until_leaves": 262,
            "replace": 263, "swap_back": 264, "reveal_banish_play": 265, "become_copy": 266})
REF_OPS.update({"banish_replay", "take_gear_until_leaves", "replace", "become_copy"})
EFFECT_KINDS["control_until"] = 170
STATIC_KINDS.update({"skip": 126, "play_from_trash": 127, "trash_to_banish": 128})
MOVE_DESTS["to_or_from_base"] = 4        # MD_TO_OR_FROM_BASE (Unforgiven; effects.pxi)
# "choose one", reflexive abilities, looking at cards, can't be damaged (opcodes 240-259,
# trigger events 148-153, conditions 160-169, static kinds 122-125)
OPS.update({"choose_one": 240, "reflexive": 241, "reveal_rune_then": 242, "deal_others": 243,
            "divine_judgment": 244, "baited_hook": 245, "reveal_until_unit": 246})
REF_OPS.update({"deal_others", "baited_hook"})
CONDS.update({"moved_ge": 160})
STATIC_KINDS.update({"no_damage": 122, "on_look_play": 123})
TRIGGER_EVENTS.update({"you_conquer_trash": 148})
# shroud, base Might, swapping places, Shadow Dash, group kills by total Might (opcodes
# 200-219, delay event 136, static kind 114, effect 140)
OPS.update({"shroud": 200, "set_base_might": 201, "swap_locations": 202, "shadow_dash": 203,
            "kill_group_might_le": 204})
REF_OPS.update({"shroud", "set_base_might", "swap_locations", "shadow_dash",
                "kill_group_might_le"})
#: ops whose `duration` is kept in the code row's duration column
DURATION_OPS = {"shroud", "set_base_might"}
DELAY_EVENTS["you_play_unit"] = 136
EFFECT_KINDS["shroud"] = 140
#: an Equipment's Effect Text "+n Might" passive (its bearer's, 718.3)
SK_ET_MIGHT = 114
#: TG_FLAGS bits of the target restrictions (ops_targeting.pxi TGF_*)
TGF_SAME_LOCATION, TGF_OTHER_SHIFT, TGF_CAP_SHIFT, TGF_WHEN_SHIFT = 2, 2, 6, 14


def _mentions_deflect(info) -> bool:
    """May the card have Deflect (809) or give it (printed, Effect Text, a passive or effect
    naming it)? A game with none of these skips the Deflect arithmetic of targeting."""
    return ("Deflect" in info.keywords or "Deflect" in (info.effect_keywords or {})
            or "Deflect" in repr(info.definition))
# borrowed abilities, hourglass replacements, kills with a spell, plays from effects (opcodes
# 220-239, trigger events 142-147, conditions 150-159, static kinds 118-121)
STATIC_KINDS.update({"borrow_exhaust_abilities": 118})
#: a Replacement("die", kill_self=True) compiles to a passive row of this kind (SK_HOURGLASS)
HOURGLASS_KIND = 119
TRIGGER_EVENTS["you_kill_spell"] = 142
OPS.update({"recycle_from_trash": 220, "split_damage": 221, "teemo_strategist": 222,
            "next_spell_bonus": 223, "play_from": 224, "banish_owner_replays": 225,
            "blind_fury": 226, "promising_future": 227, "kaisa_evolutionary": 228})
REF_OPS.add("banish_owner_replays")
#: play_from's price (ops_look_and_play.pxi PF_*)
PLAY_FROM_COSTS = {"paid": 0, None: 0, "free": 1, "no_energy": 2}
#: play_from's location of a unit (ops_look_and_play.pxi PFA_*): any, "here", "base"
PLAY_FROM_AT = {None: 0, "here": 1, "base": 2}
EFFECT_KINDS["spell_bonus"] = 220
REF_OPS.update({"split_damage", "teemo_strategist"})
# Sabotage, "when I win a combat", cards-played and total-Might conditions, Ambush to enemy
# battlefields (opcodes 300-319, trigger events 166-171, conditions 190-199, static kinds
# 140-149)
OPS["sabotage"] = 300
TRIGGER_EVENTS["win_combat_self"] = 166
CONDS.update({"played_count": 190, "might_total_ge": 191})
STATIC_KINDS["ambush_enemy"] = 140
#: trigger events whose pending trigger notes the event's location (move_to_event_loc)
EVENT_LOC_EVENTS = ("you_stun", "move_self", "you_defend")   # (+ fire_you_defend)


class UnsupportedCardError(RiftsimError, ValueError):
    """A deck holds a card the compiled core does not run yet."""


# ------------------------------------------------------------------ what the core supports


def _sel_ok(sel: dsl.Sel | None) -> str | None:
    if sel is None:
        return None
    if sel.kind not in SEL_KINDS or sel.where not in WHERES:
        return f"selector {sel.kind}/{sel.where}"
    if sel.keyword is not None and sel.keyword not in KEYWORDS:
        return f"selector keyword {sel.keyword}"
    return _sel_ok(sel.alt) or _sel_ok(sel.chooses)


def _core_cond(cond: dsl.Cond | None) -> dsl.Cond | None:
    """The condition the core runs: the condition itself ("on an opponent's turn",
    dsl.OPPONENTS_TURN, is select.pxi CN_OPPONENTS_TURN: the turn player is an opponent,
    478.2.b, not a teammate)."""
    return cond


def _cond_ok(cond: dsl.Cond | None) -> str | None:
    cond = _core_cond(cond)
    if cond is None:
        return None
    if cond.name not in CONDS:
        return f"condition {cond.name}"
    if cond.name in _CMP_CONDS and cond.args[0] not in CMP:
        return f"count comparison {cond.args[0]}"
    if cond.name == "not":
        inner = cond.args[0]
        return _cond_ok(inner) or (inner.name == "trigger_is" and "trigger condition in not")
    if cond.name == "all":                   # (costs.pxi: two conditions)
        if len(cond.args) != 2:
            return "condition all"
        for inner in cond.args:
            bad = _cond_ok(inner) or (inner.name == "trigger_is" and "trigger condition in all")
            if bad:
                return bad
        return None
    return _sel_ok(cond.sel)


def _targets_ok(targets, trigger: bool = False, spell: bool = False) -> str | None:
    """`spell`: a spell's targets, which may have the restrictions of ops_targeting.pxi (same
    location, total Might, another location than an earlier slot's pick, `when`); a triggered
    ability's (`trigger`) may be at another location than an earlier slot's pick
    (chain.pxi choose_targets pairs every ability's slots: location_pairing)."""
    for k, t in enumerate(targets):
        if (t.not_trigger and not trigger) or (not spell and (
                t.same_location or (t.other_location_than is not None and not trigger)
                or t.when is not None
                or t.total_might_le is not None or t.other_than is not None
                or t.less_might_than is not None or _relation_slot(t) is not None)):
            return "target restriction"
        if _relation_slot(t) is not None and (     # (ops_targeting.pxi: the previous slot)
                _relation_slot(t) != k - 1 or t.count != 1
                or targets[k - 1].count != 1 or targets[k - 1].up_to
                or (t.same_location_as is not None and t.same_controller_as is not None
                    and t.same_location_as != t.same_controller_as)):
            return "target restriction"
        if t.less_might_than is not None and (     # (ops_targeting.pxi: the previous slot)
                t.less_might_than != k - 1 or t.count != 1 or t.up_to
                or targets[k - 1].count != 1 or targets[k - 1].up_to):
            return "target restriction"
        if t.other_than is not None and (t.other_than != k - 1 or t.count != 1
                                         or targets[k - 1].count != 1):   # (ops_targeting.pxi)
            return "target restriction"
        if t.other_location_than is not None and not 0 <= t.other_location_than < min(k, 15):
            return "target restriction"
        if t.total_might_le is not None and not 0 <= t.total_might_le <= 254:
            return "target restriction"
        if t.when is not None:
            bad = _cond_ok(t.when)
            if bad or t.when.name == "trigger_is":
                return bad or "target restriction"
        bad = _sel_ok(t.sel)
        if bad:
            return bad
    return None


def _et_static_ok(a: dsl.Static) -> str | None:
    """An Equipment's Effect Text passive the core runs (ops_equipment.pxi): "+n Might" for the unit
    it is attached to, maybe with a condition; a keyword granted to units matching `applies`
    ("your units here have [Ganking]", layers.pxi kw_from) and Bonus Damage (effects.pxi
    bonus_damage), both with that unit as their source (718.3)."""
    if a.per is not None or a.floor is not None or a.cost is not None:
        return "Effect Text"
    if a.kind == "keyword":
        if a.kw not in CORE_KEYWORDS:
            return f"Effect Text keyword {a.kw}"
    elif a.kind == "bonus_damage":
        if a.kw not in (None, "yours"):
            return "Effect Text"
    elif a.kind == "tag":                  # "I am a <tag>": the bearer (select.pxi et_tag)
        return None if (a.applies is None and a.condition is None and a.kw and not a.n) \
            else "Effect Text tag"
    elif a.kind == "hold_conquer_both":    # (triggers.pxi hold_conquer_alt)
        return None if (a.applies is None and a.condition is None and not a.kw and not a.n) \
            else "Effect Text hold_conquer_both"
    elif a.kind != "might" or a.applies is not None:
        return "Effect Text"
    bad = _static_ok(a)
    return f"Effect Text: {bad}" if bad else None


def _token_ok(o: dsl.Op) -> str | None:
    from riftsim.cards.pool import get_pool

    if (o.dest not in TOKEN_DESTS and o.dest != "choose_each") or \
            o.kw not in (None, "exhausted") or o.who not in ("you", "opponent"):
        return f"token to {o.dest}"
    try:
        info = get_pool().by_name(o.card)
    except Exception:                                      # noqa: BLE001 - any lookup error
        return f"token {o.card}"
    if o.who == "opponent" and info.type != "gear":      # (effects.pxi op_token: gear only)
        return "unit token played by an opponent"
    why = unsupported_reason(info)
    return f"token {o.card}: {why}" if why else None


def _replace_ok(o: dsl.Op) -> str | None:
    from riftsim.cards.pool import get_pool

    try:
        info = get_pool().by_name(o.card)
    except Exception:                                      # noqa: BLE001 - any lookup error
        return f"replace with {o.card}"
    if info.type != "battlefield":
        return f"replace with {o.card}"
    why = unsupported_reason(info)
    return f"replace with {o.card}: {why}" if why else None


def _val_ok(v, n_targets: int, it_one: bool = False) -> str | None:
    if isinstance(v, int):
        return None
    if v.kind == "const":
        return None
    if v.kind not in VAL_KINDS:
        return f"value {v.kind}"
    if v.kind == "count":
        return _sel_ok(v.sel)
    if v.kind == "excess_noted":             # (its trigger checked in unsupported_reason)
        return None
    r = v.ref
    if r is not None and r.kind == "it" and it_one:
        return None
    if r is None or r.kind not in ("self", "target", "trigger"):
        return f"value of {getattr(r, 'kind', None)}"
    if r.kind == "target" and r.index >= n_targets:
        return "target index"
    return None


def _move_dest_ok(o, n_targets: int) -> str | None:
    d = o.dest or ""
    if d.startswith("target:"):
        return None if int(d.split(":")[1]) < n_targets else "target index"
    if d not in MOVE_DESTS:
        return f"move to {d}"
    return None


def _reads_it(o) -> bool:
    return o.name == "if_did" or (not isinstance(o.n, int) and o.n.ref is not None
                                  and o.n.ref.kind == "it")


def _ops_ok(ops, n_targets: int, counts=(), revealed: bool = False,
            spent: bool = False) -> str | None:
    """`counts`: the target slots' counts; `revealed`: a block of reveal_top, whose first
    instruction may name IT (its card); `spent`: a block of spend_buffs, whose instructions
    may name IT (the unit whose buff was spent)."""
    prev = None
    for k, o in enumerate(ops):
        if o.name == "reflexive" and (prev is None or prev.name not in ("move", "token",
                                                                        "play_from")):
            return "reflexive after another instruction"     # (IT of a move or tokens)
        if o.name == "reflexive" and o.kw == "them" and prev.name != "token":
            return "reflexive remembering them after another instruction"   # (its tokens:
                                                     # consecutive new objects, op_reflexive)
        if o.name == "reflexive" and prev.name == "play_from" and (
                prev.cond.sel.kind not in ("unit", "gear")):  # the trigger waits for a
            return "reflexive after playing a spell"         # permanent (ops_choices.pxi)
        if o.name == "become_copy" and (o.other is None or o.other.kind != "target"
                                        or o.other.index >= n_targets):
            return "become_copy of a non-target"             # (ops_copy_and_control.pxi)
        # IT (effects.pxi): of the instruction right before: a discard of one card, or a banish
        it_one = prev is not None and prev.name == "discard" and prev.n == 1
        if o.name == "draw" and o.who == "controller_of":     # "its controller draws n":
            ok = (o.to is not None and o.to.kind == "it" and prev is not None   # the unit
                  and prev.name == "kill" and prev.to is not None               # the kill
                  and (prev.to.kind in ("self", "trigger") or (                 # just before
                      prev.to.kind == "target" and prev.to.index < len(counts)  # named (at
                      and counts[prev.to.index] <= 2)))                         # most two)
            prev = o
            if not ok or not isinstance(o.n, int) or o.then or o.otherwise:
                return "operand of draw"
            continue
        if o.name == "if_did" and not (it_one or prev is not None
                                       and prev.name in ("banish", "kill")):
            return "if_did after another instruction"
        if o.name == "channel" and o.who == "owner_of":     # "its owner channels n": IT of a
            ok = (o.to is not None and o.to.kind == "it" and prev is not None  # return of one
                  and prev.name == "return_to_hand" and prev.to is not None    # target just
                  and prev.to.kind == "target" and prev.to.index < len(counts)  # before
                  and counts[prev.to.index] == 1)                # (effects.pxi: IT is one card)
            prev = o
            if not ok or not isinstance(o.n, int) or o.otherwise:
                return "operand of channel"
            continue
        prev = o
        if o.name not in OPS:
            return f"op {o.name}"
        if o.name == "if_at_least":
            if not (isinstance(o.n, dsl.Val) and o.n.kind == "might_of"
                    and o.n.ref is not None and o.n.ref.kind == "self"):
                return "if_at_least value"
        elif not isinstance(o.n, int) and (o.name not in VAL_OPS or
                                           _val_ok(o.n, n_targets, it_one)):
            return f"computed number in {o.name}"
        if o.name in REF_OPS:
            r = o.to
            if r is not None and r.kind == "it" and revealed and k == 0 and \
                    o.name in ("put_in_hand", "recycle"):
                pass
            elif r is not None and r.kind == "it" and _after_take_control(ops[:k], counts):
                pass
            elif r is not None and r.kind == "it" and spent:
                pass
            elif r is None or r.kind not in REFS:
                return f"reference {getattr(r, 'kind', None)} in {o.name}"
            if r.kind == "each" and (_sel_ok(r.sel) or r.at is not None and (
                    r.at.kind != "target" or r.at.index >= n_targets or r.at.at is not None)):
                return "EACH at / selector"
            if r.kind == "target" and r.index >= n_targets:
                return "target index"
        elif o.to is not None:
            return f"operand of {o.name}"
        if o.name == "spend_buffs" and (o.to.kind != "each" or o.to.at is not None or any(
                x.name not in ("ready", "channel") or x.then or x.otherwise
                or (x.name == "channel" and (x.who != "you" or not isinstance(x.n, int)))
                or (x.name == "ready" and x.to is not None and x.to.kind not in ("it", "self"))
                for x in o.then)):           # (ops_ogn.pxi op_spend_buffs runs the block
            return "spend_buffs block"       # within itself: no decision in it)
        if o.name not in ("if", "may", "if_matches", "reveal_top", "if_at_least", "if_did",
                          "choose_one", "may_pay", "unless_pays", "spend_buffs") and (
                o.then or o.otherwise) and not (
                o.name == "channel" and not o.then) and not (
                o.name == "deal" and not o.otherwise and _reflexive_ok(o.then)):
            return f"follow-up of {o.name}"
        if o.name == "each_player_picks" and (
                o.kw not in EPP_ACTIONS or o.who not in EPP_WHO or o.n not in (0, 1)
                or o.to.kind != "each" or o.to.at is not None):
            return "each_player_picks operand"
        if o.name == "choose_one" and o.who not in ("you", "opponent", "others"):
            return f"choose_one by {o.who}"
        if o.name == "may" and (o.otherwise or o.who not in ("you", "opponent")):
            return "may/otherwise"
        if o.name == "replace":               # (ops_copy_and_control.pxi) a token battlefield the core runs
            bad = _replace_ok(o)
            if bad:
                return bad
        if o.name == "token":
            bad = _token_ok(o)
            if bad:
                return bad
        if o.name == "move":
            bad = _move_dest_ok(o, n_targets)
            if bad:
                return bad
        if o.name == "deal_others" and (o.other is None or o.other.kind != "each"
                                        or o.other.at is not None or _sel_ok(o.other.sel)):
            return "deal_others operand"
        if o.name == "baited_hook" and not 0 <= o.n <= 6:
            return "baited_hook of more than 6"
        if o.name == "divine_judgment" and not 0 <= o.n <= 2:
            return "divine_judgment of more than 2"
        if o.name == "reveal_rune_then" and not _rune_modes_ok(o.kw):
            return "reveal_rune_then modes"
        if o.name == "attach_to" and o.other is not None and o.other.kind == "self":
            pass                                             # "attach it to me" (CO_KW -1)
        elif o.name in OTHER_OPS and (o.other is None or o.other.kind != "target"
                                      or o.other.index >= n_targets):
            return f"{o.name} operand"
        if o.name == "detach" and o.other is not None and (
                o.other.kind != "target" or o.other.index >= n_targets):
            return "detach operand"
        if o.name == "each_player_kills" and (o.to.kind != "each" or o.to.at is not None):
            return "each_player_kills operand"
        if o.name == "save_from_death" and o.kw is not None and o.kw not in DOMAINS:
            return "save_from_death with a cost"
        if o.name == "recycle_from_trash" and not (isinstance(o.n, int) and 0 <= o.n <= 3):
            return "recycle_from_trash of more than 3"       # (ops_ogn.pxi keeps 3 picks)
        if o.name == "reveal_banish_play" and (o.kw is not None and o.kw not in TYPES
                                               or o.rest not in ("recycle", "draw")
                                               or o.less < 0
                                               or o.dest not in (None, "look", "here")):
            return "reveal_banish_play operand"
        if o.name in ("teemo_strategist", "promising_future", "reveal_banish_play") and not (
                isinstance(o.n, int) and o.n <= 6):   # (ops_look_and_play.pxi note_cards keeps 6)
            return f"{o.name} of more than 6 cards"
        if o.name == "split_damage" and not (       # (ops_ogn.pxi: no target dropped)
                isinstance(o.n, int) and o.to.kind == "target" and o.to.index < len(counts)
                and counts[o.to.index] <= min(o.n, 7)):
            return "split_damage among more targets than damage"
        if o.name == "play_from" and (o.kw not in PLAY_FROM_COSTS and not _less_cost(o.kw)
                                      or o.dest not in PLAY_FROM_AT
                                      or o.n not in (0, 1)
                                      or o.cond is None or o.cond.name != "matches"
                                      or _sel_ok(o.cond.sel)):
            return "play_from operand"
        if o.name == "play_banished_with" and (o.kw not in ("paid", "free", "no_energy")
                                               or o.cond is None or o.cond.name != "matches"
                                               or o.cond.sel.where != "any"
                                               or _sel_ok(o.cond.sel)):
            return "play_banished_with operand"
        if o.name == "owned_to_hand" and (o.cond is None or o.cond.name != "matches"
                                          or o.cond.sel.where != "any" or _sel_ok(o.cond.sel)):
            return "owned_to_hand operand"
        if o.name == "banish_replay" and o.dest not in (None, "same", "normal"):
            return f"banish_replay to {o.dest}"
        if o.name == "look_pick" and not 0 <= o.n <= 6:   # (effects.pxi: note_cards keeps 6)
            return "look_pick of more than 6"
        if o.name == "look_pick" and o.kw is not None and o.kw not in TYPES:
            return f"look_pick of {o.kw}"
        if o.name == "predict" and not 0 <= o.n <= 2:
            return "predict of more than 2"
        if o.name in ("delay", "delay_there", "delay_on") and o.kw not in DELAY_EVENTS:
            return f"delay until {o.kw}"
        if o.name == "reveal_top" and o.kw not in TYPES:
            return "reveal_top card type"
        if o.name == "raise_might_to" and o.duration not in DURATIONS:
            return f"duration {o.duration}"
        if o.name == "if_matches":
            if o.cond is None or o.cond.name != "matches":
                return "if_matches condition"
            bad = _sel_ok(o.cond.sel)
            if bad:
                return bad
        if o.name == "burn" and o.who not in ("you", "opponent", "choose"):
            return f"burn by {o.who}"
        if o.name == "draw" and o.who not in WHO:
            return f"draw by {o.who}"
        if o.name == "channel" and (o.who not in ("you", "each") or (o.who == "each"
                                                                     and o.otherwise)):
            return f"channel by {o.who}"
        if o.name == "gain_points" and o.who not in ("you", "opponent"):
            return f"points for {o.who}"
        if o.name == "discard" and o.who not in ("you", "choose"):
            return f"discard by {o.who}"
        if o.name == "give" and o.kw not in CORE_KEYWORDS:
            return f"give {o.kw}"
        if o.name == "deal_keyword" and o.kw not in KEYWORDS:        # (ops_sfd.pxi)
            return f"deal_keyword {o.kw}"
        if o.name == "might_per" and (o.cond is None or o.cond.name != "matches"
                                      or _sel_ok(o.cond.sel)):
            return "might_per selector"
        if o.name == "add_power" and o.kw not in POWER_SLOTS:
            return f"add power {o.kw}"
        if o.name in ("might", "give", "give_my_keywords", *DURATION_OPS) and \
                o.duration not in DURATIONS:
            return f"duration {o.duration}"
        if o.name == "if":
            inner = o.cond
            while inner is not None and inner.name == "not":
                inner = inner.args[0]
            bad = _cond_ok(o.cond) or (inner is not None and inner.name == "trigger_is"
                                       and "trigger condition in if")
            if bad:
                return bad
        rv = o.name == "reveal_top"
        bad = _ops_ok(o.then, n_targets, counts, rv, o.name == "spend_buffs") or \
            _ops_ok(o.otherwise, n_targets, counts, rv)
        if bad:
            return bad
    return None


def _reads_might(a: dsl.Static) -> bool:
    sels = []
    for sel in (a.applies, a.per.sel if a.per is not None else None,
                a.condition.sel if a.condition is not None else None):
        while sel is not None:
            sels.append(sel)
            sel = sel.alt
    # a keyword passive "while I'm Mighty" is worked out apart (layers.pxi mighty_kw_applies)
    return (a.condition is not None and a.condition.name == "mighty" and a.kind != "keyword") \
        or any(x.might_le is not None or x.might_ge is not None for x in sels)


def _add_cost_ok(a: dsl.Static) -> str | None:
    """An additional cost the core pays (costs.pxi): Energy, up to two Power symbols, discards
    of any card (optional costs only) and at most one unit part (exhaust or kill a unit, or
    spend a buff: AU_SPEND_BUFF)."""
    c = a.cost
    plain = dsl.Cost(energy=c.energy, power=c.power, discard=c.discard,
                     exhaust_unit=c.exhaust_unit, kill_unit=c.kill_unit,
                     spend_buff=c.spend_buff, return_to_hand=c.return_to_hand)
    if c != plain or len(c.power) > 2 or any(d != "A" and d not in DOMAINS for d in c.power) \
            or (c.exhaust_unit is not None) + (c.kill_unit is not None) + c.spend_buff \
            + (c.return_to_hand is not None) > 1 \
            or (a.kind == "extra_cost" and c.discard) \
            or (a.kind == "extra_cost" and a.condition is not None) \
            or a.applies is not None:
        return f"cost of passive {a.kind}"
    if a.per is not None and (a.per.kind != "times_paid" or a.kind != "optional_cost" or c.discard
                              or (c.exhaust_unit is None and c.kill_unit is None
                                  and not c.spend_buff and c.return_to_hand is None)
                              or a.kw not in (None, *DOMAINS) or not 0 <= a.n < 64):
        return "optional cost paid any number of times"   # (costs.pxi PER_TIMES_PAID)
    return _sel_ok(c.exhaust_unit or c.kill_unit or c.return_to_hand)


def _static_ok(a: dsl.Static) -> str | None:
    if a.kind in ("optional_cost", "extra_cost"):
        return _add_cost_ok(a)
    if a.kind == "on_look_play":             # ops_look_and_play.pxi: "… play me for [A]" only
        return None if (a.cost == dsl.Cost(power=("A",)) and a.condition is None
                        and a.applies is None) else "passive on_look_play cost"
    if a.kind == "keyword" and a.kw == "Weaponmaster":   # (ops_equipment.pxi
        return None if a.per is None and (a.condition is None or     # weaponmaster_granted)
                          a.condition.name != "mighty") and not _cond_ok(a.condition) and \
            not _sel_ok(a.applies) else "passive Weaponmaster"
    if a.kind in ("keyword", "keyword_unless") and a.kw not in CORE_KEYWORDS:
        return f"granted keyword {a.kw}"
    if a.kind == "keyword_unless" and (a.per is not None or a.applies is None or (
            a.condition is not None and a.condition.name == "mighty")):
        return "passive keyword_unless"
    if a.kind == "bonus_damage" and a.kw not in (None, "yours"):
        return f"bonus damage {a.kw}"
    if a.kind == "skip" and a.kw != "draw_phase":        # (turn.pxi: S_KW 1)
        return f"skip {a.kw}"
    if a.kind.startswith("play_") and a.kind != "play_open_others" and (
            a.condition is not None or a.applies is not None or (
            a.kw not in (None, "occupied_enemy"))):
        return f"passive {a.kind} {a.kw}"
    c = a.condition
    if c is not None and c.name in ("trigger_is", "trigger_token", "count_at_trigger",
                                       "trigger_from_hidden", "trigger_self"):
        return f"passive condition {c.name}"
    if a.kind in ("might", "keyword") and _reads_might(a):
        return "layer passive reading Might"     # (its Might would depend on itself)
    if a.per is not None and a.per.kind == "points":   # "… increased by your points"
        if a.kind != "might":                          # (layers.pxi static_times: PER_POINTS)
            return "passive scale"
    elif a.per is not None and a.per.kind == "max_might":   # "… the highest Might among"
        if a.kind != "cost_less" or a.per.sel is None or a.cost is not None:   # (play.pxi:
            return "passive scale"                                        # PER_MAX_MIGHT)
    elif a.per is not None and a.per.kind == "cards_finalized":   # "… each card you've
        if a.kind != "cost_less" or a.cost is not None:   # played this turn" (play.pxi:
            return "passive scale"                        # PER_CARDS_FINALIZED)
    elif a.per is not None and a.per.kind == "hold_points":   # "… each point you scored
        if a.kind != "cost_less":                             # from holding this turn"
            return "passive scale"                            # (play.pxi: PER_HOLD_POINTS)
    elif a.per is not None and a.per.kind == "equipment_on":   # "your Equipment each give"
        if a.kind != "keyword":                                # (layers.pxi kw_scaled:
            return "passive scale"                             # PER_EQUIPMENT_ON)
    elif a.per is not None and (a.kind not in ("might", "cost_less", "keyword")
                                or a.per.kind != "count" or a.per.sel is None):
        return "passive scale"
    if a.kind == "cost_less" and a.floor is not None and a.cost is not None:
        return "floored discount with a cost"            # (play.pxi base_price: S_N only)
    if a.cost is not None and a.kind != "flow":      # ([Flow]'s cost: card columns)
        if a.kind not in ("cost_less", "cost_less_others", "cost_more", "pay_to_play_here",
                          "hide_cost"):
            return f"cost of passive {a.kind}"
        if replace(a.cost, energy=0, power=()) != dsl.Cost() or len(a.cost.power) > 2:
            return f"cost of passive {a.kind}"
    elif a.kind in ("cost_less_others", "cost_more", "hide_cost"):
        return f"{a.kind} without a cost"
    return _cond_ok(c) or _sel_ok(a.per.sel if a.per is not None else None) or \
        _sel_ok(a.applies)


def _rune_modes_ok(kw) -> bool:
    """reveal_rune_then's "domain:ability" list (ops_ogn.pxi packs 4 bits per domain)."""
    try:
        modes = dict(part.split(":") for part in (kw or "").split(",") if part)
        return all(d in DOMAINS and 0 <= int(i) < 15 for d, i in modes.items())
    except ValueError:
        return False


def _reflexive_ok(ops) -> bool:
    """Instructions a reflexive trigger runs (effects.pxi): it has no targets of its own."""
    for o in _walk_ops(ops):
        refs = [o.to, o.other] + ([o.n.ref] if not isinstance(o.n, int) else [])
        if any(r is not None and (r.kind == "target" or r.at is not None) for r in refs):
            return False
        if o.name == "move" and o.dest in ("choose", "to_or_from_base") or \
                o.dest and o.dest.startswith("target:"):
            return False
    return True


_walk_ops = dsl.walk_ops


def _repeat_ok(costs) -> str | None:
    """[Repeat] costs the core pays: Energy, up to two Power symbols, discards (820)."""
    if len(costs) > 8:
        return "Repeat"
    for c in costs:
        plain = dsl.Cost(energy=c.energy, power=c.power, discard=c.discard)
        if c != plain or len(c.power) > 2 or any(d != "A" and d not in DOMAINS
                                                 for d in c.power):
            return "Repeat"
    return None


def _spell_moves_ok(a) -> str | None:
    """355.4: the core keeps one destination chosen as a spell is played (effects.pxi)."""
    n = sum(1 for o in _walk_ops(a.effects) if o.name == "move" and o.dest in
            ("choose", "to_or_from_base", "with_own_unit"))
    if n > 1:
        return "several moves to chosen destinations"
    for o in _walk_ops(a.effects):
        if o.name == "move" and o.dest == "choose" and o.to.kind == "target" and any(
                x is not o for x in _walk_ops(a.effects) if x.name == "move"
                and x.to is not None and x.to.kind == "target" and x.to.index == o.to.index):
            return "several moves of one chosen target"
    return None


def _cost_ok(c: dsl.Cost | None, trigger: bool) -> str | None:
    """The parts of an activated ability's cost (play.h_activate) or of a trigger's cost
    within instructions (chain.h_finalize, 383.3.b) the core pays (costs.pxi)."""
    if c is None:
        return None
    if len(c.power) > NCOSTPOW or any(d != "A" and d not in DOMAINS for d in c.power):
        return "cost power"
    if (c.banish_trash and not trigger) \
            or (c.recycle_self and not trigger) \
            or (c.disempower_self and trigger) or (c.discard_type and trigger) \
            or (c.discard_type and c.discard_type not in TYPES) \
            or (c.discard_type and not c.discard) \
            or c.exhaust_unit is not None or (c.kill_unit is not None and trigger) \
            or c.return_to_hand is not None \
            or c.recycle_from_trash > 4 or c.discard > 4 or c.banish_trash > 4:
        return "cost part"
    if c.less_target_might and trigger:
        return "trigger cost part"
    if trigger and (c.recycle_from_trash or c.recycle_type or c.xp):
        return "trigger cost part"
    if not trigger and c.burn:
        return "activated cost burn"
    if c.recycle_type is not None and c.recycle_type not in TYPES:
        return "recycle type"
    return None


def _played_while_unattached(a, info: CardInfo) -> bool:
    """"When you play this, …" of an Equipment without Quick-Draw: it triggers as the card is
    played, never attached then (718.2 does not stop it; the Equip keyword attaches later)."""
    return isinstance(a, dsl.Triggered) and a.on == "play_self" and \
        "Quick-Draw" not in info.keywords


def _activated_while_unattached(a) -> bool:
    """An Equipment's own activated ability: abilities.pxi offers none of an attached card's
    (718.2: its Rules Text is inactive; play.ability_options), so it runs only unattached."""
    return isinstance(a, dsl.Activated) and a.granted is None and not a.adds


def _attach_outside_equip(ops) -> bool:
    return any(o.name == "attach" or _attach_outside_equip(o.then)
               or _attach_outside_equip(o.otherwise) for o in ops)


#: unsupported_reason's answers by card object (a CardInfo and its definition do not change
#: once made): (a weak reference to the card, its answer); an entry goes with its card, so a
#: pool made for a scenario (pool_with) is not kept alive by it
_REASONS: dict[int, tuple[weakref.ref, str | None]] = {}


def _forget_reason(ref: weakref.ref, key: int) -> None:
    kept = _REASONS.get(key)
    if kept is not None and kept[0] is ref:
        del _REASONS[key]


def unsupported_reason(info: CardInfo) -> str | None:
    """Why the core cannot run this card yet (None: it can). Worked out once per card: every
    core game checks its decks' cards, and the walk over a definition costs far more than
    the game's setup."""
    key = id(info)
    kept = _REASONS.get(key)
    if kept is not None and kept[0]() is info:
        return kept[1]
    why = _unsupported_reason(info)
    _REASONS[key] = (weakref.ref(info, partial(_forget_reason, key=key)), why)
    return why


def _unsupported_reason(info: CardInfo) -> str | None:
    """unsupported_reason worked out."""
    for a in info.abilities:             # (a triggered "attach it to a unit" runs: op_attach)
        if getattr(a, "keyword", None) != "Equip" and not isinstance(a, dsl.Triggered) and \
                _attach_outside_equip(getattr(a, "effects", ())):
            return "attach outside Equip"
    if not info.implemented:
        return "no definition"
    if info.type not in TYPES:
        return f"card type {info.type}"
    extra = set(info.keywords) - CORE_KEYWORDS - PRINTED_KEYWORDS - GEAR_KEYWORDS - {"Repeat"} \
        - EMPOWER_KEYWORDS
    if extra:
        return f"keyword {sorted(extra)[0]}"
    for a in info.effect_text:                     # 718.3: the bearer's triggered abilities
        if isinstance(a, dsl.Static):              # and "+n Might" passives (ops_equipment.pxi)
            bad = _et_static_ok(a)
            if bad:
                return bad
            continue
        if isinstance(a, dsl.Replacement):         # "If I would die, kill this instead …"
            if a.event != "die" or not a.kill_self or a.applies is not None or a.effects:
                return "Effect Text replacement"   # (ops_replacements.pxi)
            continue
        if not isinstance(a, dsl.Triggered) or a.on not in ET_EVENTS or a.once_per_turn \
                or a.modes:
            return "Effect Text"
        bad = _cost_ok(a.cost, trigger=True) or _cond_ok(a.condition) or \
            _targets_ok(a.targets) or _ops_ok(a.effects, len(a.targets))
        if bad:
            return f"Effect Text: {bad}"
    if ("Equip" in info.keywords or "Quick-Draw" in info.keywords or "Equipment" in info.tags) \
            and any(not (isinstance(a, dsl.Activated) and a.keyword == "Equip")
                    and not _played_while_unattached(a, info)
                    and not _activated_while_unattached(a) for a in info.abilities):
        return "Equipment with its own rules text"     # (718.2: inactive while attached)
    if set(info.effect_keywords) - CORE_KEYWORDS:
        return f"Effect Text keyword {sorted(set(info.effect_keywords) - CORE_KEYWORDS)[0]}"
    if ("Equip" in info.keywords) != any(getattr(a, "keyword", None) == "Equip"
                                         for a in info.abilities):
        return "Equip without its ability"
    if ("Weaponmaster" in info.keywords or "Quick-Draw" in info.keywords) and \
            info.type != ("unit" if "Weaponmaster" in info.keywords else "gear"):
        return "Weaponmaster / Quick-Draw on this card type"
    for a in info.abilities:
        if isinstance(a, dsl.Spell):
            if a.modes:                          # "Choose one" (play.pxi spell_play_mode)
                if a.targets or a.effects or len(a.modes) > 6 or len(a.repeat) > 5:
                    return "spell modes"         # (a mode per [Repeat] execution: 3 bits
                bad = _repeat_ok(a.repeat) if a.repeat else None   # each, ChainItem.run_modes)
                if not bad and a.repeat and any(   # (as below: per-run target relations)
                        t.when is not None or t.less_might_than is not None
                        or _relation_slot(t) is not None or t.total_might_le is not None
                        for m in a.modes for t in m.targets):
                    bad = "target restriction with Repeat"
                if not bad and a.repeat and any(   # (effects.pxi choose_move_dest reads the
                        o.name == "move" and o.dest in (   # first execution's mode)
                            "choose", "to_or_from_base", "with_own_unit")
                        for m in a.modes for o in _walk_ops(m.effects)):
                    bad = "move destination chosen per mode with Repeat"
                if bad:
                    return bad
                for m in a.modes:
                    bad = _targets_ok(m.targets, spell=True) or _ops_ok(
                        m.effects, len(m.targets), [t.count for t in m.targets]) or \
                        _spell_moves_ok(m)
                    if bad:
                        return bad
                continue
            if a.repeat:
                bad = _repeat_ok(a.repeat)
                if bad:
                    return bad
            bad = _targets_ok(a.targets, spell=True) or _ops_ok(
                a.effects, len(a.targets), [t.count for t in a.targets]) or _spell_moves_ok(a)
            if not bad and a.repeat and any(   # (same_location, other_than and
                    t.when is not None              # other_location_than: per run,
                    or t.less_might_than is not None  # ops_targeting.pxi)
                    or _relation_slot(t) is not None
                    or t.total_might_le is not None for t in a.targets):
                bad = "target restriction with Repeat"
        elif isinstance(a, dsl.Triggered):
            if a.on not in TRIGGER_EVENTS:
                return f"trigger {a.on}"
            bad = _cost_ok(a.cost, trigger=True)
            if bad:
                return bad
            if a.on == "you_kill_spell" and (a.targets or _names_trigger(a)):
                return "you_kill_spell trigger naming the killed unit"   # (ops_kill_watches.pxi: its
                                                 # noted epoch is the card's own, 359.3.e.4)
            if a.once_per_turn and sum(getattr(b, "once_per_turn", False)
                                       for b in info.abilities) > 1:
                return "several once-per-turn triggers"
            if a.modes:                      # "Choose one" (chain.pxi trigger_mode)
                if len(a.modes) > 6:
                    return "trigger modes"
                if a.unique_modes and sum(getattr(b, "unique_modes", False)
                                          for b in info.abilities) > 1:
                    return "several unique-mode abilities"
                for m in a.modes:
                    bad = _targets_ok(m.targets, trigger=True) or \
                        _ops_ok(m.effects, len(m.targets), [t.count for t in m.targets])
                    if bad:
                        return bad
            bad = _cond_ok(a.condition) or _targets_ok(a.targets, trigger=True) or \
                _ops_ok(a.effects, len(a.targets), [t.count for t in a.targets])
        elif isinstance(a, dsl.Static):
            if a.kind not in STATIC_KINDS:
                return f"passive {a.kind}"
            if a.kind == "empower_cost_less" and info.type != "battlefield":
                return "empower_cost_less off a battlefield"         # (costs.pxi empower_less)
            if a.kind == "pay_to_play_here" and (info.type != "battlefield" or a.applies is None
                                              or a.cost is None or a.cost.energy
                                              or len(a.cost.power) > 2 or _flow_extra(a.cost)):
                return "pay_to_play_here"                       # (play.pxi play_here_offers)
            if a.kind == "name_tag" and info.type == "spell":     # (play.pxi TW_PLAY_NAMED)
                return "name_tag on a spell"
            if a.kind == "flow" and (info.type != "spell" or len(a.cost.power) > 3
                                     or _flow_extra(a.cost)):
                return "Flow cost"
            bad = _static_ok(a)
        elif isinstance(a, dsl.Activated):
            if a.keyword not in (None, "Equip", "Empower") or len(a.modes) > 6 or \
                    (a.granted is not None and (info.type != "battlefield" or a.modes)):
                return "activated (keyword / modes / granted)"
            if a.unique_modes and sum(getattr(b, "unique_modes", False)
                                      for b in info.abilities) > 1:
                return "several unique-mode abilities"
            for m in a.modes:
                bad = _targets_ok(m.targets) or _ops_ok(m.effects, len(m.targets))
                if bad:
                    return bad
            if a.cost.less_target_might and not a.targets:
                return "cost reduced by a target's Might without a target"
            if a.keyword == "Equip" and (info.type != "gear" or len(a.effects) != 1
                                         or a.effects[0].name != "attach" or len(a.targets) != 1):
                return "Equip ability"
            bad = _cost_ok(a.cost, trigger=False) or _cond_ok(a.condition) or \
                _targets_ok(a.targets) or _ops_ok(a.effects, len(a.targets)) or \
                _spell_moves_ok(a) or next(filter(None, map(_spell_moves_ok, a.modes)), None)
            if not bad and a.condition is not None and a.condition.name == "trigger_is":
                bad = "trigger condition in activated"
        elif isinstance(a, dsl.Delayed):         # run by a delay op (effects.pxi)
            bad = _targets_ok(a.targets, trigger=True) or _ops_ok(a.effects, len(a.targets))
        elif isinstance(a, dsl.Replacement) and a.cost is not None:   # ops_replacements.pxi
            bad = _paid_save_ok(a, info)                                 # paid_save_replace
        elif isinstance(a, dsl.Replacement) and a.recall_instead:   # ops_replacements.pxi
            bad = _free_save_ok(a, info)                            # free_save_sequence
        elif isinstance(a, dsl.Replacement):     # ops_replacements.pxi: "… would die, kill this instead"
            if a.event != "die" or not a.kill_self or a.effects or info.type != "gear" or \
                    sum(isinstance(b, dsl.Replacement) for b in info.abilities) > 1:
                return "replacement"
            bad = _sel_ok(a.applies)
        else:
            return type(a).__name__.lower()
        if bad:
            return bad
    for a in info.abilities:                     # the event's location: noted by you_stun
        if any(o.name == "move_to_event_loc" for o in _walk_ops(getattr(a, "effects", ()))) \
                and not (isinstance(a, dsl.Triggered) and a.on in EVENT_LOC_EVENTS):
            return "move_to_event_loc outside a you_stun / move_self trigger"   # and move_self
    for a in list(info.abilities) + list(info.effect_text):   # the excess noted on conquer
        if any(isinstance(o.n, dsl.Val) and o.n.kind == "excess_noted"   # (scoring.pxi score)
               for o in _walk_ops(getattr(a, "effects", ()))) and not (
                isinstance(a, dsl.Triggered) and a.on == "conquer" and a in info.abilities):
            return "excess_noted outside a card's own conquer trigger"
    for a in info.abilities:                     # a delay names one of the card's Delayed
        for o in _walk_ops(getattr(a, "effects", ())):
            if o.name in ("delay", "delay_there", "reflexive", "delay_on",
                          "when_this_turn") and not (
                    0 <= o.n < len(info.abilities) and isinstance(
                    info.abilities[o.n], dsl.Delayed)):
                return "delay of another ability"
            if o.name == "reveal_rune_then" and not all(   # (ops_ogn.pxi) its Delayed modes
                    isinstance(info.abilities[int(part.split(":")[1])], dsl.Delayed)
                    if int(part.split(":")[1]) < len(info.abilities) else False
                    for part in (o.kw or "").split(",") if part):
                return "reveal_rune_then of another ability"
    return None


def _names_trigger(a) -> bool:
    """Does triggered ability `a` read its trigger object (TRIGGER, trigger_is)?"""
    conds = [a.condition] + [o.cond for o in _walk_ops(a.effects)]
    refs = [r for o in _walk_ops(a.effects) for r in (o.to, o.other)
            if r is not None] + [o.n.ref for o in _walk_ops(a.effects)
                                 if not isinstance(o.n, int) and o.n.ref is not None]
    return any(r.kind == "trigger" for r in refs) or any(
        c is not None and c.name in ("trigger_is", "trigger_token", "count_at_trigger",
                                       "trigger_from_hidden", "trigger_self")
        for c in conds)


def _flow_extra(cost) -> bool:
    """A [Flow] cost with more than Energy and Power."""
    return any(getattr(cost, f.name) != f.default for f in cost.__dataclass_fields__.values()
               if f.name not in ("energy", "power"))


def supports(info: CardInfo) -> bool:
    """Does the compiled core run this card (the parity harness's card filter)?"""
    return unsupported_reason(info) is None


# ------------------------------------------------------------------ tables


# ------------------------------------------------------------------ agent hints

#: ``ai[n_abilities, AIW]``, parallel to ``abilities``: what an ability does, for the built-in
#: agents (heuristic.pxi), read off its definition: the role of each of its first
#: AI_SLOTS target slots (AI_HOSTILE: it harms what it targets, AI_FRIENDLY: it helps, 0:
#: neither or unknown), the damage it deals to a target (AI_KILL: it kills), the Might it
#: gives a target, flags (AIF_*), and the damage it deals to each enemy unit it does not
#: target. Hints steer agents only; the rules never read them.
AI_SLOTS = 4
AIW = 8
AI_HOSTILE, AI_FRIENDLY = 1, 2
AI_KILL = 99
AIF_TEMP = 1           # a Might or keyword change that ends with the turn or combat
AIF_PERM = 2           # a lasting improvement (a buff, a permanent Might or keyword)
AIF_DRAW = 4           # draws cards, or puts cards in hand
AIF_AOE_HOSTILE = 8    # harms every enemy unit matching a selector
AIF_COUNTER = 16       # counters a spell
AIF_RESOURCE = 32      # channels runes, adds Energy or Power, gains XP or points
AIF_TOKEN = 64         # plays tokens
AIF_MOVE = 128         # moves units

_HOSTILE_OPS = {"deal", "kill", "stun", "exhaust", "recall", "return_to_hand", "counter",
                "banish", "stun_or_return", "take_control_recall", "deal_unless_draw",
                "kill_give_might", "detach", "cant_move", "banish_replay"}
_FRIENDLY_OPS = {"buff", "ready", "heal", "give", "prevent", "shroud", "save_from_death",
                 "attach", "attach_to", "empower", "raise_might_to"}


def _ai_row(targets, effects) -> list[int]:
    """The hints row of an ability with these target slots and effects (see AIW)."""
    roles = [0] * AI_SLOTS
    dmg = might = flags = aoe = 0

    def note(slot, role):
        if 0 <= slot < AI_SLOTS and roles[slot] == 0:
            roles[slot] = role

    def const(n, default=2):
        return n if isinstance(n, int) else (n.n if getattr(n, "kind", "") == "const"
                                             else default)
    for o in dsl.walk_ops(effects):
        ref = o.to
        slot = ref.index if ref is not None and ref.kind == "target" else -1
        each_enemy = ref is not None and ref.kind == "each" and ref.sel is not None \
            and ref.sel.side in ("enemy", "not_yours")
        name = o.name
        if name == "might":
            n = const(o.n)
            note(slot, AI_FRIENDLY if n >= 0 else AI_HOSTILE)
            if slot >= 0:
                might += n
            flags |= AIF_PERM if o.duration == "permanent" else AIF_TEMP
            if each_enemy and n < 0:
                flags |= AIF_AOE_HOSTILE
                aoe = max(aoe, -n)
        elif name == "set_base_might":
            note(slot, AI_HOSTILE if const(o.n) <= 2 else AI_FRIENDLY)
        elif name == "fight":
            note(slot, AI_FRIENDLY)
            if o.other is not None and o.other.kind == "target":
                note(o.other.index, AI_HOSTILE)
            dmg = max(dmg, 3)
        elif name == "counter_choosing":       # its target is the friendly unit chosen
            note(slot, AI_FRIENDLY)
            flags |= AIF_COUNTER
        elif name in _HOSTILE_OPS:
            note(slot, AI_HOSTILE)
            if name in ("kill", "kill_give_might", "banish", "return_to_hand",
                        "take_control_recall", "banish_replay"):
                dmg = AI_KILL                    # it leaves the board
            elif name in ("deal", "deal_unless_draw") and slot >= 0:
                dmg = max(dmg, const(o.n))
            elif name == "counter":
                flags |= AIF_COUNTER
            if each_enemy:
                flags |= AIF_AOE_HOSTILE
                aoe = max(aoe, AI_KILL if name == "kill" else const(o.n))
        elif name in _FRIENDLY_OPS:
            note(slot, AI_FRIENDLY)
            if name == "buff" or (name == "give" and o.duration == "permanent"):
                flags |= AIF_PERM
            elif name == "give":
                flags |= AIF_TEMP
        elif name == "move":
            flags |= AIF_MOVE
        if name in ("draw", "put_in_hand", "predict", "look_pick"):
            flags |= AIF_DRAW
        elif name in ("channel", "add_energy", "add_power", "gain_xp", "gain_points"):
            flags |= AIF_RESOURCE
        elif name == "token":
            flags |= AIF_TOKEN
    for i, t in enumerate(targets[:AI_SLOTS]):     # a selector's side settles the role
        if t.sel.side in ("enemy", "not_yours"):
            roles[i] = AI_HOSTILE
        elif t.sel.side in ("friendly", "yours") and roles[i] != AI_HOSTILE:
            roles[i] = AI_FRIENDLY
        if t.sel.kind == "spell" and roles[i] == 0:
            roles[i] = AI_HOSTILE
    return [*roles, dmg, might, flags, aoe]


class _Builder:
    def __init__(self, pool: CardPool):
        self.pool = pool
        self.tags: dict[str, int] = {}
        self.sels: list[list[int]] = []
        self.sel_rows: dict = {}
        self.statics: list[list[int]] = []
        self.abilities: list[list[int]] = []
        self.targets: list[list[int]] = []
        #: rows 0-2: the rules' own keyword triggers (keywords.pxi): Temporary (816, kill me),
        #: Vision (817, the vision op) and Hunt (823, gain the noted XP)
        self.code: list[list[int]] = [[OPS["kill"], REFS["self"], 0, 0, -1, 0, -999, 0],
                                      [OP_VISION, 0, 0, 0, -1, 0, -999, 0],
                                      [OPS["gain_xp"], 0, 0, 0, 1, 0, -999, 0]]
        self.conds: list[list[int]] = []
        self.abx: list[list[int]] = []     # per ability row: cost row, once per turn
        self.ai: list[list[int]] = []      # per ability row: agent hints (_ai_row)
        self.costs: list[list[int]] = []
        self.acts: list[list[int]] = []
        self.card_x: list[list[int]] = []

    def tag(self, name: str) -> int:
        if name not in self.tags:
            if len(self.tags) >= 31:
                raise RiftsimError("the core supports at most 31 distinct selector tags")
            self.tags[name] = len(self.tags)
        return self.tags[name]

    def sel(self, s: dsl.Sel | None) -> int:
        if s is None:
            return -1
        if s in self.sel_rows:
            return self.sel_rows[s]
        alt = self.sel(s.alt)
        chooses = self.sel(s.chooses)        # select.pxi SEL_CHOOSES

        def opt(v):
            return -1 if v is None else int(v)
        row = [SEL_KINDS[s.kind], SIDES[s.side], WHERES[s.where], int(s.other),
               opt(s.might_le), opt(s.might_ge), opt(s.exhausted), opt(s.damaged),
               opt(s.stunned), opt(s.buffed),
               -1 if s.tag is None else SEL_TAG_NAMED if s.tag == dsl.NAMED_TAG
               else self.tag(s.tag),
               -1 if s.not_tag is None else self.tag(s.not_tag),
               -1 if s.keyword is None else KEYWORDS.index(s.keyword),
               opt(s.alone), opt(s.attacking), opt(s.defending), opt(s.energy_ge),
               opt(s.energy_le), opt(s.power_le), alt, opt(s.equipped),
               -1 if s.name is None else self.tag(NAME_TAG + s.name), opt(s.empowered),
               opt(s.token), opt(s.power_ge),    # select.pxi SEL_TOKEN, SEL_POWER_GE
               opt(s.remembered),                # SEL_REMEMBERED
               chooses]                          # SEL_CHOOSES
        self.sels.append(row)
        self.sel_rows[s] = len(self.sels) - 1
        return self.sel_rows[s]

    def cond(self, c: dsl.Cond | None) -> int:
        c = _core_cond(c)
        if c is None:
            return -1
        if c.name in _CMP_CONDS:
            row = [CONDS[c.name], self.sel(c.sel), CMP[c.args[0]], int(c.args[1])]
        elif c.name == "not":
            row = [CONDS["not"], -1, self.cond(c.args[0]), 0]
        elif c.name == "all":            # costs.pxi: both condition rows
            row = [CONDS["all"], -1, self.cond(c.args[0]), self.cond(c.args[1])]
        else:                            # no argument, or one number (hand_le, runes_ge, …)
            row = [CONDS[c.name], self.sel(c.sel), int(c.args[0]) if c.args else 0, 0]
        self.conds.append(row)
        return len(self.conds) - 1

    def num(self, v) -> int:
        """A code row's number: a literal, or a dsl.Val packed (effects.pxi op_value)."""
        if isinstance(v, int):
            return int(v)
        if v.kind == "const":
            return int(v.n)
        if v.kind == "count":
            return VAL_BASE + (VAL_KINDS["count"] << 24) + self.sel(v.sel)
        if v.kind == "excess_noted":
            return VAL_BASE + (VAL_KINDS["excess_noted"] << 24)
        rk = VREF_IT if v.ref.kind == "it" else REFS[v.ref.kind]
        return VAL_BASE + (VAL_KINDS[v.kind] << 24) + (rk << 20) + v.ref.index

    def ops(self, ops) -> int:
        """Append the code of `ops`; returns the number of rows."""
        n = 0
        for k, o in enumerate(ops):
            at = len(self.code)
            row = [OPS[o.name], 0, 0, int(o.cond.args[0]) if o.name == "if_at_least"
                   else self.num(o.n), -1, 0, -999, 0]
            self.code.append(row)
            if o.name == "discard" and o.who == "choose":     # a chosen player discards
                row[0] = OP_DISCARD_WHO                      # (effects._discard)
                row[4] = 3
            elif o.name == "discard" and k + 1 < len(ops) and _reads_it(ops[k + 1]):
                row[0] = OP_DISCARD_IT
            if o.name == "if_did":
                row[6] = self.ops(o.then)
            if o.to is not None and not (o.name == "draw" and o.who == "controller_of") \
                    and not (o.name == "channel" and o.who == "owner_of"):
                row[1] = REF_IT if o.to.kind == "it" else REFS[o.to.kind]
                row[2] = self.sel(o.to.sel) if o.to.kind == "each" else o.to.index
                if o.to.kind == "each" and o.to.at is not None:
                    row[1] = REF_EACH_AT
                    row[2] += o.to.at.index << 16
            if o.name == "move":
                d = o.dest.split(":")
                row[4] = MOVE_DESTS[d[0]]
                if len(d) > 1:
                    row[5] = int(d[1])
            elif o.name in OTHER_OPS or o.name == "become_copy":   # (ops_copy_and_control.pxi)
                row[4] = -1 if o.other.kind == "self" else o.other.index   # (attach_to: me)
                if o.name == "raise_might_to":
                    row[5] = DURATIONS[o.duration]
            elif o.name == "reveal_top":
                row[4] = TYPES[o.kw]
                row[6] = self.ops(o.then)
                row[7] = self.ops(o.otherwise)
            elif o.name == "if_matches":
                row[4] = self.sel(o.cond.sel)
                row[6] = self.ops(o.then)
                row[7] = self.ops(o.otherwise)
            elif o.name in ("delay", "delay_there", "delay_on"):
                row[4] = DELAY_EVENTS[o.kw]
            elif o.name == "when_this_turn":
                row[4] = THIS_TURN_EVENTS[o.kw]
            elif o.name == "prevent" and o.kw == "next":   # (effects.pxi: EK_PREVENT_NEXT)
                row[4] = 1
            elif o.name == "reflexive" and o.kw == "them":   # it remembers all of them
                row[4] = 1                                   # (ops_choices.pxi op_reflexive)
            elif o.name == "kill_damaged_this_turn":    # + its reflexive KILL TRIGGER
                self.code.append([OPS["kill"], REFS["trigger"], 0, 0, -1, 0, -999, 0])
                row[6] = 1
            elif o.name == "deal" and o.then:
                row[0] = OP_DEAL_THEN
                row[6] = self.ops(o.then)
            elif o.name == "channel" and o.otherwise:
                row[0] = OP_CHANNEL_ELSE
                row[6] = 0
                row[7] = self.ops(o.otherwise)
            if o.name == "banish_replay" and o.dest == "same":   # (ops_look_and_play.pxi)
                row[4] = REPLAY_SAME
            elif o.name == "banish_replay" and o.dest == "normal":
                row[4] = REPLAY_NORMAL
            if o.name == "replace":              # ops_copy_and_control.pxi: the token battlefield card
                row[4] = self.pool.by_name(o.card).index
            elif o.name == "choose_one":         # ops_choices.pxi: the two blocks, the
                row[4] = WHO["each" if o.who == "others" else o.who]   # chooser (WHO_
                # OPPONENT: the opponent, each of them with several; WHO_EACH: each other
                # player, a teammate too; the opponent in 1v1)
                row[6] = self.ops(o.then)
                row[7] = self.ops(o.otherwise)
            elif o.name == "move_to_event_loc":  # ops_unl.pxi: MEL_BASE_TOO
                row[4] = int(o.kw == "base_too")
            elif o.name == "deal_keyword":       # ops_sfd.pxi op_deal_keyword: the keyword
                row[4] = KEYWORDS.index(o.kw)
            elif o.name == "might_per":          # ops_sfd.pxi op_might_per: the selector
                row[4] = self.sel(o.cond.sel)
            elif o.name in ("may_pay", "unless_pays"):   # ops_choices.pxi: Energy, Power
                syms = _may_pay_symbols(o) + [-1, -1]    # masks (-1 none), the "if you do"
                row[4], row[5] = syms[0], syms[1]        # (unless_pays: "if not paid") block
                row[6] = self.ops(o.then)
            elif o.name == "spend_buffs":        # ops_ogn.pxi: the block run per buff spent
                row[6] = self.ops(o.then)
            elif o.name == "reveal_banish_play":   # ops_look_and_play.pxi: the card type,
                row[4] = -1 if o.kw is None else TYPES[o.kw]   # RBP_LOOK / RBP_DRAW, a unit
                row[5] = int(o.dest == "look") | (2 * int(o.rest == "draw"))   # may also be
                row[6] = int(o.dest == "here")   # played here, the Energy reduction
                row[7] = int(o.less)
            elif o.name == "each_player_picks":  # ops_ogn.pxi: the action, who picks
                row[4] = EPP_ACTIONS[o.kw]
                row[5] = EPP_WHO[o.who]
            elif o.name == "deal_others":        # ops_ogn.pxi: `other`'s selector row
                row[4] = self.sel(o.other.sel)
            elif o.name == "reveal_rune_then":   # ops_ogn.pxi: 1 + ability index per domain
                row[3] = sum((int(i) + 1) << (4 * DOMAINS.index(d)) for d, i in (
                    part.split(":") for part in (o.kw or "").split(",") if part))
            if o.name == "play_from":            # ops_look_and_play.pxi: selector, price, "here"
                row[4] = self.sel(o.cond.sel)
                row[5] = PLAY_FROM_COSTS["paid" if _less_cost(o.kw) else o.kw]
                row[6] = PLAY_FROM_AT[o.dest]
                row[7] = int(o.kw.split(":")[1]) if _less_cost(o.kw) else 0   # its Energy less
                row[3] = int(o.n)                # 1: "… then recycle it" (LP_RECYCLE)
            if o.name == "play_banished_with":   # ops_look_and_play.pxi: selector, price
                row[4] = self.sel(o.cond.sel)
                row[5] = PLAY_FROM_COSTS[o.kw]
            if o.name == "owned_to_hand":        # ops_ogn.pxi: the selector
                row[4] = self.sel(o.cond.sel)
            if o.name == "look_pick":            # effects.pxi: the card type (-1 any), optional
                row[4] = -1 if o.kw is None else TYPES[o.kw]
                row[6] = int(o.ready)
            if o.name == "rumble_hotheaded":     # ops_sfd.pxi: the Mech tag bit
                row[4] = self.tags.get("Mech", -1)
            if o.name == "give":
                row[4] = KEYWORDS.index(o.kw)
            elif o.name == "add_power":
                row[4] = POWER_SLOTS[o.kw]
            elif o.name == "pay_any_add":        # ops_sfd.pxi op_pay_any_add
                row[4] = int(o.kw == "power")
                row[5] = int(o.dest == "energy")
            elif o.name == "draw":
                row[4] = 3 if o.who == "controller_of" else WHO[o.who]   # 3: of the kill's
            if o.name in ("might", "give", "give_my_keywords", *DURATION_OPS):
                row[5] = DURATIONS[o.duration]
            if o.name == "channel":
                row[5] = int(o.ready)
                row[4] = WHO_OWNER_OF if o.who == "owner_of" else WHO[o.who]  # vm.pxi: WHO_EACH,
                                                 # each player channels; WHO_OWNER_OF, IT's owner
            if o.name == "gain_points":
                row[4] = WHO[o.who]              # vm.pxi: WHO_OPPONENT, the opponent scores
            if o.name == "token":         # card, destination, ready, enters exhausted
                row[4] = self.pool.by_name(o.card).index
                row[5] = TOKEN_DESTS["choose" if o.dest == "choose_each" else o.dest]
                row[2] = TOKEN_BY_OPPONENT * (o.who == "opponent") + \
                    TOKEN_CHOOSE_EACH * (o.dest == "choose_each")   # (effects.pxi op_token)
                row[6] = int(o.ready)
                row[7] = int(o.kw == "exhausted")
            if o.name == "burn" and o.who != "you":   # [Burn N] of another / a chosen player
                row[0] = OPS["burn_who"]
                row[4] = 1 if o.who == "opponent" else 3
            if o.name == "save_from_death" and o.kw is not None:   # "you may pay [C]"
                row[4] = DOMAINS.index(o.kw)                        # (ops_replacements.pxi)
            if o.name == "attach_equipment_of":   # ops_equipment.pxi: "you may" (CO_KW)
                row[4] = int(o.kw == "may")
            if o.name == "detach":        # ops_equipment.pxi: "you may detach"; "from that
                row[4] = int(o.kw == "may")   # unit": 1 + its slot (CO_DUR)
                row[5] = 0 if o.other is None else 1 + o.other.index
            if o.name == "might" and o.floor is not None:
                row[6] = int(o.floor)
            if o.name == "if":
                row[3] = self.cond(o.cond)
            if o.name == "may" and o.who == "opponent":   # the opponent decides (vm.pxi)
                row[4] = WHO["opponent"]
            if o.name in ("if", "may", "if_at_least"):
                row[6] = self.ops(o.then)
                row[7] = self.ops(o.otherwise)
            n += len(self.code) - at
        return n

    def ability(self, kind: int, index: int, on: int, optional: bool, cond, targets,
                effects, repeat=()) -> int:
        cond_row = self.cond(cond)
        tg_first = len(self.targets)
        for t in targets:
            flags = TGF_NOT_TRIGGER * t.not_trigger + TGF_SAME_LOCATION * t.same_location
            if t.other_location_than is not None:      # (ops_targeting.pxi)
                flags |= (1 + t.other_location_than) << TGF_OTHER_SHIFT
            if t.total_might_le is not None:
                flags |= (1 + t.total_might_le) << TGF_CAP_SHIFT
            if t.when is not None:
                flags |= (1 + self.cond(t.when)) << TGF_WHEN_SHIFT
                assert self.cond(t.when) < 0xFFFF          # (bits 14-29; bit 30: ops_targeting.pxi)
            if t.other_than is not None:
                flags |= TGF_OTHER_THAN_PREV
            self.targets.append([self.sel(t.sel), int(t.count), int(t.up_to), flags,
                                 int(t.less_might_than is not None),    # TG_LESS_PREV
                                 TGR_SAME_LOCATION * (t.same_location_as is not None)
                                 + TGR_SAME_CONTROLLER * (t.same_controller_as is not None)])
        code_first = len(self.code)
        n_code = self.ops(effects)
        for c in repeat:                     # [Repeat] costs: data rows (costs.pxi)
            syms = [63 if d == "A" else 1 << DOMAINS.index(d) for d in c.power] + [-1, -1]
            self.code.append([OP_REPEAT_COST, 0, 0, int(c.energy), syms[0], syms[1],
                              int(c.discard), 0])
            n_code += 1
        self.abilities.append([kind, on, int(optional), cond_row, code_first, n_code,
                               tg_first, len(targets), index])
        self.abx.append([-1, 0])
        self.ai.append(_ai_row(tuple(targets), tuple(effects)))
        return len(self.abilities) - 1

    def builtin_trigger(self, index: int, opcode: int) -> None:
        """A keyword's built-in trigger (Weaponmaster -4, Quick-Draw -5): an ability row no
        event fires (queued by triggers.pxi), its ability index negative, one named op."""
        self.abilities.append([2, 0, 0, -1, len(self.code), 1, len(self.targets), 0, index])
        self.abx.append([-1, 0])
        self.ai.append([0] * AIW)
        self.code.append([opcode, 0, 0, 0, -1, 0, -999, 0])

    def cost(self, c: dsl.Cost | None) -> int:
        """A cost row (costs.pxi CO2_*): Energy, Power symbols (domain masks), the rest."""
        if c is None:
            return -1
        pw = [(1 << len(DOMAINS)) - 1 if d == "A" else 1 << DOMAINS.index(d) for d in c.power]
        self.costs.append([int(c.energy), len(pw), *(pw + [0] * (NCOSTPOW - len(pw))),
                           int(c.exhaust_self), int(c.kill_self), int(c.recycle_from_trash),
                           -1 if c.recycle_type is None else TYPES[c.recycle_type],
                           int(c.spend_buff), int(c.spend_own_buff), int(c.burn),
                           int(c.required), int(c.xp), int(c.less_target_might),
                           int(c.banish_self),
                           # costs.pxi: discard N (of a card type, -1 any), banish N from
                           # any trash, disempower me
                           int(c.discard), -1 if c.discard_type is None
                           else TYPES[c.discard_type], int(c.banish_trash),
                           int(c.disempower_self),
                           # abilities.pxi h_activate: "kill a friendly unit" (its selector)
                           self.sel(c.kill_unit),
                           int(c.recycle_self)])     # costs.pxi CS_RECYCLE_SELF
        return len(self.costs) - 1

    def add_cost_row(self, a: dsl.Static) -> list[int]:
        """An additional cost's passive row (costs.pxi): kind, discards, unit part (AU_*: 1
        exhaust, 2 kill), its selector row, floor, the condition an optional cost is offered
        under (play.optional_cost_offered), no scale, Energy, two Power symbols."""
        c = a.cost
        power = [POWER_A if d == "A" else 1 << DOMAINS.index(d) for d in c.power]
        power += [0] * (2 - len(power))
        unit = 1 if c.exhaust_unit is not None else 2 if c.kill_unit is not None else \
            AU_SPEND_BUFF if c.spend_buff else \
            AU_RETURN_TO_HAND if c.return_to_hand is not None else 0
        sel = c.exhaust_unit or c.kill_unit or c.return_to_hand or (   # "spend a buff": of
            dsl.Sel("unit", "yours", buffed=True) if c.spend_buff else None)   # a unit you
                                                                      # control (702.2.b)
        if a.per is not None:                # paid any number of times: the floor column
            return [STATIC_KINDS[a.kind], 0, unit, self.sel(sel),   # holds each payment's
                    a.n * 256 + (1 << DOMAINS.index(a.kw) if a.kw else 0),   # discount
                    self.cond(a.condition), PER_TIMES_PAID, int(c.energy), *power]
        return [STATIC_KINDS[a.kind], int(c.discard), unit,
                self.sel(sel), -999, self.cond(a.condition), -1, int(c.energy), *power]

    def card_row(self, info: CardInfo) -> list[int]:
        row = [0] * CW
        row[0] = TYPES.get(info.type, 6)
        row[1] = info.energy or 0
        row[2] = info.power or 0
        row[3] = info.might or 0
        row[4] = sum(1 << DOMAINS.index(d) for d in set(info.domains) if d in DOMAINS)
        ds = [d for d in info.domains if d in DOMAINS]
        row[5] = DOMAINS.index(ds[0]) if ds else DOMAINS.index("fury")
        row[7] = int(info.is_token)
        for k, kw in enumerate(KEYWORDS):
            row[C_KW + k] = int(info.keywords.get(kw, 0))
        row[12] = -1
        row[28] = -1
        cx = [len(self.acts), 0, int(info.might_bonus or 0),
              CX_EQUIPMENT * ("Equipment" in info.tags)
              + CX_WEAPONMASTER * ("Weaponmaster" in info.keywords)
              + CX_QUICK_DRAW * ("Quick-Draw" in info.keywords)
              + CX_DEFLECT * _mentions_deflect(info)
              + CX_BANISHED_WITH * ("play_banished_with" in repr(info.definition))
              + CX_COPY_PRINTED * info.copies_printed]
        cx += [int((info.effect_keywords or {}).get(kw, 0)) for kw in KEYWORDS]
        cx += [0, 0]
        self.card_x.append(cx)
        if unsupported_reason(info) is not None:
            row[8] = row[10] = len(self.statics)
            return row
        row[8] = len(self.statics)
        for a in info.abilities:
            if isinstance(a, dsl.Static):
                cost = a.cost if a.kind in ("cost_less", "cost_less_others",
                                            "cost_more", "pay_to_play_here",
                                            "hide_cost") else None
                if a.kind in ("optional_cost", "extra_cost"):    # costs.pxi
                    self.statics.append(self.add_cost_row(a))
                    continue
                power = [POWER_A if d == "A" else 1 << DOMAINS.index(d)
                         for d in (cost.power if cost is not None else ())]
                power += [0] * (2 - len(power))
                kw = KEYWORDS.index(a.kw) if a.kw in KEYWORDS else -1
                if a.kind == "bonus_damage":  # "your spells and abilities …"
                    kw = int(a.kw == "yours")
                if a.kind == "skip":           # turn.pxi: 1 the Draw Phase
                    kw = int(a.kw == "draw_phase")
                if a.kind == "play_anywhere":  # "… to an occupied enemy battlefield"
                    kw = int(a.kw == "occupied_enemy")
                self.statics.append([SK_WEAPONMASTER if a.kind == "keyword" and
                                     a.kw == "Weaponmaster" else STATIC_KINDS[a.kind],
                                     int(a.n), kw, self.sel(a.applies),
                                     -999 if a.floor is None else int(a.floor),
                                     self.cond(a.condition),
                                     PER_EQUIPMENT_ON if a.per is not None
                                     and a.per.kind == "equipment_on"
                                     else PER_CARDS_FINALIZED if a.per is not None
                                     and a.per.kind == "cards_finalized"
                                     else PER_HOLD_POINTS if a.per is not None
                                     and a.per.kind == "hold_points"
                                     else PER_POINTS if a.per is not None
                                     and a.per.kind == "points"
                                     else PER_MAX_MIGHT - self.sel(a.per.sel)
                                     if a.per is not None and a.per.kind == "max_might"
                                     else self.sel(a.per.sel) if a.per is not None else -1,
                                     cost.energy if cost is not None else -1, *power])
        for a in info.effect_text:                  # Effect Text passives (ops_equipment.pxi)
            if isinstance(a, dsl.Static):
                et_kind, et_kw = SK_ET_MIGHT, -1
                if a.kind == "keyword":             # layers.pxi kw_from
                    et_kind, et_kw = SK_ET_KEYWORD, KEYWORDS.index(a.kw)
                elif a.kind == "bonus_damage":      # effects.pxi bonus_damage
                    et_kind, et_kw = SK_ET_BONUS_DAMAGE, int(a.kw == "yours")
                elif a.kind == "tag":               # select.pxi et_tag: the tag bit
                    et_kind, et_kw = SK_ET_TAG, self.tag(a.kw)
                elif a.kind == "hold_conquer_both":   # triggers.pxi hold_conquer_alt
                    et_kind = SK_HOLD_CONQUER_BOTH
                self.statics.append([et_kind, int(a.n), et_kw, self.sel(a.applies), -999,
                                     self.cond(a.condition), -1, -1, 0, 0])
        for a in info.abilities:                    # ops_replacements.pxi: a death replacement
            if isinstance(a, dsl.Replacement) and a.cost is not None:   # … paid (S_KW flags)
                power = [POWER_A if d == "A" else 1 << DOMAINS.index(d) for d in a.cost.power]
                self.statics.append([STATIC_KINDS["paid_save"], 0,
                                     PAID_SAVE_EXHAUST_SELF * int(a.cost.exhaust_self)
                                     + PAID_SAVE_SPEND_BUFF * int(a.cost.spend_buff),
                                     self.sel(a.applies), -999, -1, -1, int(a.cost.energy),
                                     *(power + [0] * (2 - len(power)))])
            elif isinstance(a, dsl.Replacement) and a.recall_instead:   # … free (373.2)
                self.statics.append([STATIC_KINDS["free_save"], 0,
                                     FREE_SAVE_LESS_MIGHT * int(a.less_might),
                                     self.sel(a.applies), -999, -1, -1, -1, 0, 0])
            elif isinstance(a, dsl.Replacement):
                self.statics.append([HOURGLASS_KIND, 0, -1, self.sel(a.applies),
                                     -999, -1, -1, -1, 0, 0])
        for a in info.effect_text:                  # … in Effect Text: for its bearer (718.3)
            if isinstance(a, dsl.Replacement):
                self.statics.append([HOURGLASS_KIND, 0, HOURGLASS_BEARER, -1,
                                     -999, -1, -1, -1, 0, 0])
        row[9] = len(self.statics) - row[8]
        for a in info.abilities:
            if isinstance(a, dsl.Static) and a.kind == "flow":    # Vendetta 829
                row[28] = int(a.cost.energy)
                row[29] = len(a.cost.power)
                for k, d in enumerate(a.cost.power):
                    row[30 + k] = 63 if d == "A" else 1 << DOMAINS.index(d)
        for i, a in enumerate(info.abilities):
            if isinstance(a, dsl.Spell):
                # a "Choose one" spell: AB_ON = its number of modes, their rows (kind 4)
                # right after its own (355.3; play.pxi spell_play_mode)
                row[12] = self.ability(1, -1, len(a.modes), False, None, a.targets,
                                       a.effects, a.repeat)
                for m in a.modes:
                    self.ability(4, -1, 0, False, None, m.targets, m.effects)
                if a.modes:                  # its agent hints: what its modes do
                    self.ai[row[12]] = _ai_row((), tuple(o for m in a.modes
                                                         for o in m.effects))
        row[10] = len(self.abilities)
        modal = []
        for i, a in enumerate(info.abilities):
            if isinstance(a, dsl.Triggered):
                r = self.ability(2, i, TRIGGER_EVENTS[a.on], a.optional, a.condition,
                                 a.targets, a.effects)
                self.abx[r] = [self.cost(a.cost), int(a.once_per_turn)]
                if a.modes:
                    modal.append((r, i, a))
            elif isinstance(a, dsl.Delayed):     # never fires by itself (effects.pxi)
                self.ability(5, i, 0, False, None, a.targets, a.effects)
        if "Weaponmaster" in info.keywords or _weaponmaster_grantable(self.pool, info):
            self.builtin_trigger(-4, OPS["weaponmaster"])   # built-in triggers (triggers.py)
        if "Quick-Draw" in info.keywords or "Equipment" in info.tags:   # (a granted one:
            self.builtin_trigger(-5, OPS["quick_draw"])                 # quick_draw_granted)
        row[11] = len(self.abilities) - row[10]
        self.card_x[-1][-2:] = [len(self.abilities), sum(
            isinstance(a, dsl.Triggered) for a in info.effect_text)]
        for a in info.effect_text:                  # Effect Text triggers (ability -7), outside
                                                    # the card's own trigger rows
            if not isinstance(a, dsl.Triggered):    # (passives, a replacement: static
                continue                            # rows above)
            r = self.ability(2, -7, TRIGGER_EVENTS[a.on], a.optional, a.condition, a.targets,
                             a.effects)
            self.abx[r] = [self.cost(a.cost), 0]
        for i, a in enumerate(info.abilities):      # activated abilities (abilities.pxi)
            if isinstance(a, dsl.Activated):
                r = self.ability(3, i, 0, False, a.condition, a.targets, a.effects)
                mode_first = len(self.abilities) if a.modes else -1
                for m in a.modes:                   # "Choose one" (355.3): a row per mode
                    self.ability(4, i, 0, False, None, m.targets, m.effects)
                self.acts.append([info.index, i, r, TIMINGS[a.timing], int(a.adds),
                                  self.cost(a.cost), mode_first, len(a.modes),
                                  int(a.unique_modes), self.sel(a.granted),
                                  int(a.keyword == "Empower")])
                self.card_x[-1][1] += 1
        for r, i, a in modal:                       # a "Choose one" trigger (355.3): its
            mode_first = len(self.abilities)        # modes' rows (kind 4) outside the card's
            for m in a.modes:                       # trigger rows, its code one
                self.ability(4, i, 0, False, None, m.targets, m.effects)   # OP_TRIGGER_MODES
            self.abilities[r][4:6] = [len(self.code), 1]   # row (chain.pxi trigger_mode)
            self.code.append([OPS["trigger_modes"], 0, 0, len(a.modes), int(a.unique_modes),
                              mode_first, -999, 0])
            self.ai[r] = _ai_row((), tuple(o for m in a.modes for o in m.effects))
        tags = 0
        for t in info.tags:
            if t in self.tags:
                tags |= 1 << self.tags[t]
        for t, bit in self.tags.items():            # select.matches: the name starts so
            if t.startswith(NAME_TAG) and info.name.lower().startswith(t[len(NAME_TAG):].lower()):
                tags |= 1 << bit
        row[6] = tags
        return row

    def build(self) -> dict:
        infos = list(self.pool)
        for info in infos:             # intern selector tags first, so card rows see them
            if unsupported_reason(info) is None:
                for a in (*info.abilities, *info.effect_text):
                    for s in _sels_of(a):
                        for x in (s.tag, s.not_tag):
                            if x is not None and x != dsl.NAMED_TAG:   # (SEL_TAG_NAMED)
                                self.tag(x)
                        if s.name is not None:      # a name is a pseudo-tag (select.pxi)
                            self.tag(NAME_TAG + s.name)
        cards = [self.card_row(info) for info in infos]
        vocab = {t: k for k, t in enumerate(self.pool.unit_tags)}    # (SEL_TAG_NAMED)
        if len(vocab) > MAX_UNIT_TAGS:
            raise RiftsimError(f"the core supports at most {MAX_UNIT_TAGS} unit tags")
        card_tags = [([vocab[t] for t in info.tags if t in vocab] + [-1] * CTW)[:CTW]
                     for info in infos]

        def arr(rows, w):
            return np.asarray(rows, dtype=np.int32).reshape(-1, w)
        return {"cards": arr(cards, CW), "statics": arr(self.statics, SW),
                "sels": arr(self.sels, SELW), "abilities": arr(self.abilities, AW),
                "targets": arr(self.targets, TGW), "code": arr(self.code, CODEW),
                "conds": arr(self.conds, CDW), "abx": arr(self.abx, 2),
                "costs": arr(self.costs, COSTW), "acts": arr(self.acts, ACW),
                "card_x": arr(self.card_x, CXW), "ai": arr(self.ai, AIW),
                "card_tags": arr(card_tags, CTW)}


def _sels_of(a):
    """Every selector an ability uses (for tag interning)."""
    out = []

    def walk_sel(s):
        while s is not None:
            out.append(s)
            walk_sel(s.chooses)
            s = s.alt

    def walk_cond(c):
        if c is not None and c.sel is not None:
            walk_sel(c.sel)
        for x in getattr(c, "args", ()) or ():      # not / all: their conditions
            if isinstance(x, dsl.Cond):
                walk_cond(x)

    def walk_ops(ops):
        for o in ops:
            if o.to is not None:
                walk_sel(o.to.sel)
            if o.other is not None:
                walk_sel(o.other.sel)
            walk_cond(o.cond)
            walk_ops(o.then)
            walk_ops(o.otherwise)
    walk_sel(getattr(a, "applies", None))
    per = getattr(a, "per", None)
    walk_sel(per.sel if per is not None else None)
    walk_cond(getattr(a, "condition", None))
    walk_sel(getattr(a, "granted", None))
    for t in getattr(a, "targets", ()):
        walk_sel(t.sel)
    walk_ops(getattr(a, "effects", ()))
    for m in getattr(a, "modes", ()):
        for t in m.targets:
            walk_sel(t.sel)
        walk_ops(m.effects)
    return out


def tables(pool: CardPool | None = None):
    """The core's static tables for `pool` (default: the card pool), built once per pool."""
    return _tables(pool or get_pool())


@lru_cache(maxsize=4)
def _tables(pool: CardPool):
    from riftsim._core.engine import CoreTables

    return CoreTables(_Builder(pool).build(), pool)


# ------------------------------------------------------------------ games


# ------------------------------------------------------------------ disassembly


def _inverse(d: dict) -> dict:
    out: dict = {}
    for k, v in d.items():
        out.setdefault(v, k)
    return out


_CARD_COLS = ("type", "energy", "power", "might", "domains", "rune_domain", "tags", "token",
              "statics", "n_statics", "triggers", "n_triggers", "spell")
_AB_KINDS = {1: "spell", 2: "triggered", 3: "activated", 4: "mode"}
_CODE_COLS = ("ref", "arg", "n", "kw", "dur", "aux", "aux2")


def _fields(names, row) -> str:
    return " ".join(f"{n}={int(v)}" for n, v in zip(names, row))


def disassemble(info: CardInfo, pool: CardPool | None = None) -> str:
    """The rows `info` compiles to in the core's tables: its card row, passives, abilities
    (with their targets and code, opcodes by name) and activated abilities. A card the core
    does not run says why instead."""
    pool = pool or get_pool()
    why = unsupported_reason(info)
    head = f"{info.name} ({info.id}), card {info.index}"
    if why is not None:
        return f"{head}: not run by the core: {why}"
    t = tables(pool).arrays
    ops, events = _inverse(OPS), _inverse(TRIGGER_EVENTS)
    kinds, types = _inverse(STATIC_KINDS), _inverse(TYPES)
    c = t["cards"][info.index]
    kws = {kw: int(c[C_KW + k]) for k, kw in enumerate(KEYWORDS) if c[C_KW + k]}
    lines = [f"{head}: {types.get(int(c[0]), 'other')}",
             f"  cards[{info.index}]: {_fields(_CARD_COLS[1:], c[1:len(_CARD_COLS)])}"
             + (f" keywords={kws}" if kws else "")]
    for r in range(c[8], c[8] + c[9]):
        s = t["statics"][r]
        lines.append(f"  statics[{r}]: {kinds.get(int(s[0]), int(s[0]))} "
                     + _fields(("n", "kw", "applies", "floor", "cond", "per", "cost_e",
                                "cost_p0", "cost_p1"), s[1:]))

    def ability(r: int, label: str) -> None:
        a = t["abilities"][r]
        on = f" on {events.get(int(a[1]), int(a[1]))}" if a[0] == 2 else ""
        lines.append(f"  abilities[{r}]: {label}{on} (ability {int(a[8])}) optional={int(a[2])} "
                     f"cond={int(a[3])}")
        for g in range(a[6], a[6] + a[7]):
            lines.append(f"    targets[{g}]: "
                         + _fields(("sel", "count", "up_to", "flags"), t["targets"][g]))
        for k in range(a[4], a[4] + a[5]):
            row = t["code"][k]
            lines.append(f"    code[{k}]: {ops.get(int(row[0]), int(row[0]))} "
                         + _fields(_CODE_COLS, row[1:]))

    if c[12] >= 0:
        ability(int(c[12]), "spell")
    for r in range(c[10], c[10] + c[11]):
        ability(r, "triggered")
    x = t["card_x"][info.index]
    for r in range(x[0], x[0] + x[1]):
        a = t["acts"][r]
        lines.append(f"  acts[{r}]: " + _fields(("card", "index", "ability", "timing", "adds",
                                                  "cost", "modes", "n_modes"), a))
        ability(int(a[2]), _AB_KINDS[3])
        for m in range(a[6], a[6] + a[7]) if a[6] >= 0 else ():
            ability(m, _AB_KINDS[4])
        if a[5] >= 0:
            lines.append(f"    costs[{int(a[5])}]: " + " ".join(str(int(v))
                                                            for v in t["costs"][a[5]]))
    return "\n".join(lines)


def main(argv=None) -> int:
    """`python -m riftsim.cards.compile NAME...`: the disassembly of those cards; with no
    name, a count of the cards the core runs and the size of each table."""
    import sys

    names = sys.argv[1:] if argv is None else list(argv)
    pool = get_pool()
    if not names:
        runs = sum(1 for c in pool if c.implemented and supports(c))
        print(f"{runs} of {sum(1 for c in pool if c.implemented)} defined cards compile "
              f"for the core")
        for name, a in tables(pool).arrays.items():
            print(f"  {name}: {a.shape[0]} rows x {a.shape[1] if a.ndim > 1 else 1}")
        return 0
    for name in names:
        try:
            info = pool.by_name(name)
        except (KeyError, RiftsimError) as e:
            print(f"riftsim.cards.compile: {e}", file=sys.stderr)
            return 2
        print(disassemble(info, pool))
    return 0


# ---- shroud_self, looking at facedown cards, attach / detach by effects, Accelerate granted
# to cards outside the hand, "another" targets (opcodes 280-299, trigger events 160-165,
# condition kinds 180-189, static kinds 130-139, effect kinds 120-124)
STATIC_KINDS.update({"shroud_self": 130})
OPS.update({"reveal_hand_look_facedown": 280})
EFFECT_KINDS["look_facedown"] = 120
#: target restriction flag (ops_targeting.pxi): "another …" than the previous slot's pick
TGF_OTHER_THAN_PREV = 1 << 30
OPS.update({"kill_give_might": 281})
OTHER_OPS.add("kill_give_might")
REF_OPS.add("kill_give_might")
OPS.update({"detach_granting": 282})
CONDS.update({"conquered_this_turn": 180})
ET_EVENTS = ET_EVENTS | {"end_turn"}     # (ops_equipment.pxi: fire_player_et)
SEL_KINDS["legend"] = 7                 # (select.pxi: SK_LEGEND)
SEL_KINDS["spell_or_ability"] = 8       # a chain item (select.pxi: SK_SPELL_OR_ABILITY)
CONDS.update({"controls_source_bf": 181})
OPS.update({"attach_to": 283})
OTHER_OPS.add("attach_to")
REF_OPS.add("attach_to")
STATIC_KINDS.update({"accel_not_from_hand": 131})

# ---- "when it … this turn" watches on an object (opcodes 310-339, effect kinds 230-239)
OPS["when_this_turn"] = 310             # ops_unl.pxi op_when_this_turn; CO_KW the
REF_OPS.add("when_this_turn")           # THIS_TURN_EVENTS id
EFFECT_KINDS["watch_win_combat"] = 230  # (ops_unl.pxi EK_WATCH_WIN_COMBAT)
#: events `dsl.WhenThisTurn` can watch (ops_unl.pxi)
THIS_TURN_EVENTS = {"win_combat": 1}
EFFECT_KINDS["prevent_next"] = 231      # dsl.PreventNext: "prevent" with CO_KW 1 (effects.pxi)
# ---- Equipment: Quick-Draw granted everywhere, "if this was attached to me this turn", an
# Effect Text death replacement (static kinds 141-145, conditions 200-219, effect kinds 230-239)
STATIC_KINDS["quick_draw"] = 141        # ops_equipment.pxi quick_draw_granted (Jax, Unmatched)
CONDS["attached_this_turn"] = 200       # ops_equipment.pxi attached_this_turn (Brutalizer)
EFFECT_KINDS["attached"] = 232          # a turn marker on a gear attached this turn (attach)
#: an Effect Text `Replacement("die", kill_self=True)` (Guardian Angel): a HOURGLASS_KIND
#: static row with this in its keyword column: it saves the unit the card is attached to
#: (ops_replacements.pxi hourglass_saves)
HOURGLASS_BEARER = 1


# ---- control for a while, Additional Turns, a spell banishing itself, [Add] boosts, choices by
# an opponent, a location per token (opcodes 340-369, condition kinds 220-239, static kinds
# 146-150)
OPS.update({"take_control": 340, "return_control": 341, "delay_on": 342, "extra_turn": 343,
            "banish_this": 344})
REF_OPS.update({"take_control", "return_control", "delay_on"})
_HOSTILE_OPS.add("take_control")
CONDS.update({"you_within": 220})
STATIC_KINDS.update({"add_more": 146, "no_play_here": 147, "cant_be_countered": 148,
                     "might_minus_more": 149})
TRIGGER_EVENTS.update({"you_empower_other": 190})
#: banish_replay's CO_KW (ops_look_and_play.pxi): 1 = to the location it was banished from
REPLAY_SAME = 1
#: OP_TOKEN's CO_ARG flags (effects.pxi op_token): the opponent plays them; a location is
#: chosen for each token ("choose_each", compiled as TD_CHOOSE)
TOKEN_BY_OPPONENT, TOKEN_CHOOSE_EACH = 1, 2


def _after_take_control(ops, counts) -> bool:
    """IT names the unit of an earlier take_control of one target (effects.pxi: item.it_obj)."""
    return any(o.name == "take_control" and o.to is not None and o.to.kind == "target"
               and o.to.index < len(counts) and counts[o.to.index] == 1
               for o in ops) and not any(
        o.name not in ("take_control", "ready", "exhaust", "delay_on", "might", "give")
        for o in ops)

# ---- "this leaves the board", each player's Beginning Phase at a battlefield, a chosen player
# discards (opcodes 370-399, trigger events 210-229)
TRIGGER_EVENTS.update({"leaves_self": 210, "beginning_any": 211})
#: discard by a player the controller chooses (effects.pxi op_discard_who; CO_KW 3 = chosen)
OP_DISCARD_WHO = 370
# "optional additional costs you pay cost [n] or [A] less" (costs.pxi optional_less; static
# kinds 151-155)
STATIC_KINDS["optional_cost_less"] = 151
# "as you play this, name a tag" (play.pxi name_tag_options; effect kinds 250-259): the name
# is a permanent effect on the object; "a unit with the named tag" is selector tag -2, read
# against ``card_tags[n_cards, CTW]``: each card's tags as indexes of `CardPool.unit_tags`
# (-1 pads)
STATIC_KINDS["name_tag"] = 152
# a battlefield's "players can't score here until their n-th turn" (scoring.pxi can_score_here)
STATIC_KINDS["no_score_before_turn"] = 153
EFFECT_KINDS["named_tag"] = 250
# a battlefield's "[Empower] costs of your units here cost [n] or [A] less" (costs.pxi
# empower_less; Risen Altar; static kinds 142-143); acts column AC_EMPOWER marks the abilities
STATIC_KINDS["empower_cost_less"] = 142
# a battlefield's "any player may pay [cost] as an additional cost to play a <unit>; if they
# do, they play it here" (play.pxi play_here_offers; Dragon Roost): S_SEL the units, S_COST_*
STATIC_KINDS["pay_to_play_here"] = 143
SEL_TAG_NAMED = -2
CTW = 4
#: at most this many unit tags in a pool (play.pxi name_tag_options' tag bitmask)
MAX_UNIT_TAGS = 256
# ---- "if an enemy unit has died this turn", cards played this turn, "the next unit you play
# this turn enters ready", "the next spell you play this turn costs [n] less" (conditions
# 270-279, opcodes 421-449, effect kinds 261-269)
CONDS["opp_unit_died"] = 270            # select.pxi CN_OPP_UNIT_DIED (Spoils of War)
CONDS["finalized_ge"] = 271             # select.pxi CN_FINALIZED_GE (Sun Disc)
CONDS["opponents_turn"] = 272           # select.pxi CN_OPPONENTS_TURN (478.2.b)
CONDS["spells_played_ge"] = 330         # select.pxi CN_SPELLS_PLAYED_GE (Crescent Guardian)
CONDS["xp_gained_ge"] = 331             # select.pxi CN_XP_GAINED_GE (Wily Newtfish)
OPS["next_unit_ready"] = 421            # vm.pxi OP_NEXT_UNIT_READY (Sun Disc)
EFFECT_KINDS["next_unit_ready"] = 261   # its player effect (play.pxi take_next_unit_ready)
OPS["next_spell_less"] = 422            # vm.pxi OP_NEXT_SPELL_LESS (Raging Firebrand)
EFFECT_KINDS["next_spell_less"] = 262   # its player effect (play.pxi cost_mods)

# "when you play a card from [Hidden]" (select.pxi holds; condition kinds 280-289)
CONDS["trigger_from_hidden"] = 280
# "each player discards their hand" (effects.pxi op_discard_hand; opcodes 450-479)
OPS["discard_hand"] = 450
# the opponent reveals their hand, you choose a card of it, they discard it
# (ops_look_and_play.pxi op_reveal_hand_discard)
OPS["reveal_hand_discard"] = 451
# a battlefield's "when a unit moves from here" (triggers.pxi fire_moved_from_here; trigger
# events 250-259)
TRIGGER_EVENTS["moved_from_here"] = 250
# "when you stun one or more enemy units" (triggers.pxi fire_stunned_enemies)
TRIGGER_EVENTS["you_stun_enemies"] = 251
# "friendly units may be played to open battlefields" (play.pxi others_allow_open)
STATIC_KINDS["play_open_others"] = 154
# "increase the points needed to win the game by n" (layers.pxi victory_score_now)
STATIC_KINDS["victory_score_more"] = 155

# "when I move from a battlefield" (movement.pxi), "when you win a combat" (triggers.pxi
# fire_win_combat; trigger events 276-283)
TRIGGER_EVENTS["move_from_bf_self"] = 276
TRIGGER_EVENTS["you_win_combat"] = 277
# an Equipment's Effect Text granting a keyword to units matching its selector, and its Bonus
# Damage, the bearer being their source (718.3; layers.pxi kw_from, effects.pxi bonus_damage;
# static kinds 180-189)
SK_ET_KEYWORD = 180
SK_ET_BONUS_DAMAGE = 181
# "when you defend at a battlefield" (triggers.pxi fire_you_defend)
TRIGGER_EVENTS["you_defend"] = 278
#: banish_replay's CO_KW: 2 = where a unit may be played (355.2; Arcane Shift)
REPLAY_NORMAL = 2
# "when you spend a buff" (play.pay_unit_costs in abilities.pxi / costs.pxi), "when an
# Equipment is attached to me" (ops_equipment.pxi attach)
TRIGGER_EVENTS["you_spend_buff"] = 279
TRIGGER_EVENTS["equipment_attached_self"] = 280
# a battlefield's "friendly [Repeat] costs cost [n] less" (costs.pxi repeat_cost_less)
STATIC_KINDS["repeat_cost_less"] = 182

# "any amount of your damage is enough to kill enemy units" (ops_unl.pxi lethal_for,
# any_damage_lethal; Elder Dragon; static kinds 160-169)
STATIC_KINDS["damage_lethal"] = 160
# "while I'm Mighty" (select.pxi CN_MIGHTY; a keyword passive conditioned on it: layers.pxi
# mighty_kw_applies; Fiora, Victorious; conditions 300-309)
CONDS["mighty"] = 300
#: a passive's S_PER "for each of your points" (`dsl.Points`; layers.pxi static_times; Draven,
#: Showboat)
PER_POINTS = -2
#: S_PER at or below this: "the highest Might among" the objects of selector row
#: PER_MAX_MIGHT - S_PER (`dsl.MaxMight`; play.pxi base_price; Sky Splitter)
PER_MAX_MIGHT = -16
#: a "cost_less" passive's S_PER "for each card you've played this turn": the cards its
#: controller finalized (`dsl.CardsPlayed`; play.pxi base_price; Battering Ram)
PER_CARDS_FINALIZED = -4
#: a "cost_less" passive's S_PER "for each point you scored from holding this turn"
#: (`dsl.HoldPoints`; play.pxi base_price; Needlessly Large Yordle)
PER_HOLD_POINTS = -5
# "play me only to a battlefield you conquered this turn" (play.pxi only_conquered; Perched
# Grimwyrm; static kinds 197-203)
STATIC_KINDS["play_only_conquered"] = 197
# "the next time it takes damage this turn" (dsl.WhenThisTurn "next_damage"; ops_unl.pxi
# fire_watches; Noxian Guillotine; effect kinds 300-309)
THIS_TURN_EVENTS["next_damage"] = 2
EFFECT_KINDS["watch_next_damage"] = 300
# "prevent all damage dealt this turn by spells and abilities" (effects.pxi
# item_damage_prevented; Unyielding Spirit; opcodes 500-529)
OPS["prevent_item_damage"] = 500
EFFECT_KINDS["prevent_item_damage"] = 301
# "when a buffed friendly unit dies" (triggers.pxi fire_friendly_dies; Vanguard Helm; trigger
# events 260-267)
TRIGGER_EVENTS["friendly_buffed_dies"] = 260
# "your Deathknell effects trigger an additional time" (ops_ogn.pxi deathknell_extra; Karthus)
STATIC_KINDS["deathknell_again"] = 161
#: an additional cost's unit part (costs.pxi AU_*): "spend a buff" (702.2.b; Call to Glory)
AU_SPEND_BUFF = 3

# "you may pay <cost>. If you do, …" paid on resolution (ops_choices.pxi op_may_pay; opcodes
# 530-559), "when you buff me" (select.pxi CN_TRIGGER_SELF; conditions 310-319), "units can't
# move to base" (movement.pxi base_blocked), "opponents can't gain points" (scoring.pxi
# gain_points; static kinds 170-179), "deal damage equal to my [keyword]" and "+n Might for each
# … there" (ops_sfd.pxi), "when you use an activated ability of a gear" (trigger events 268-275)
OPS["may_pay"] = 530                    # Draven, Vanquisher
CONDS["trigger_self"] = 310             # Simian Ancestor
STATIC_KINDS["units_no_move_to_base"] = 170   # Minotaur Reckoner
STATIC_KINDS["no_opponent_points"] = 171      # Tianna Crownguard
OPS["deal_keyword"] = 531               # ops_sfd.pxi op_deal_keyword (Lucian, Gunslinger)
OPS["might_per"] = 532                  # ops_sfd.pxi op_might_per (Against the Odds)
REF_OPS.update({"deal_keyword", "might_per"})
TRIGGER_EVENTS["you_activate_gear"] = 268     # triggers.pxi fire_player from abilities.pxi
                                              # h_activate (Prize of Progress)

# "when a friendly unit is played this turn, …": a delayed ability that stays for the rest of
# the turn (390.2; triggers.pxi fire_delays_unit; delay events and ops 640-659)
DELAY_EVENTS["friendly_unit_played"] = 640    # Rally the Troops
# "I cost [n] less to play from anywhere other than your hand" (356.4): the zone a card is
# played from (play.played_from; play.pxi played_from; conditions 360-369)
CONDS["not_from_hand"] = 360            # Drag Under
# "… unless its controller pays <cost>" (ops_choices.pxi op_unless_pays; 425 for a counter)
OPS["unless_pays"] = 640                # Hard Bargain
REF_OPS.add("unless_pays")


# "counter an enemy spell or ability that chooses it and no other friendly unit" (425,
# 359.3.e.3; ops_unl.pxi op_counter_choosing; Repulse; opcodes 600-619)
OPS["counter_choosing"] = 600
REF_OPS.add("counter_choosing")
# "<units> have [kw] if they didn't already" (layers.pxi kw_unless; Spirit's Refuge; static
# kinds 190-196)
STATIC_KINDS["keyword_unless"] = 190
# "when you discard one or more cards" (zones.pxi discard `first`; Jinx, Rebel; trigger events
# 261-265)
TRIGGER_EVENTS["you_discard"] = 261
# "when an opponent moves to a battlefield other than mine" (movement.pxi move_units,
# triggers.pxi fire_player_not_at; Volibear, Imposing)
TRIGGER_EVENTS["enemy_moves_to_other_bf"] = 262
#: channel's CO_KW: "its owner channels n", the owner of the card the return_to_hand before
#: returned (IT; vm.pxi WHO_OWNER_OF; Retreat), numbered in this block's range
WHO_OWNER_OF = 601

# the remaining Origins cards: "when you recycle one or more cards to your Main Deck" (zones.pxi
# recycle_many; Karma, Channeler; trigger events 288-298)
TRIGGER_EVENTS["you_recycle_to_deck"] = 288
# "when you ready a friendly unit" (vm.pxi OP_READY, turn.pxi's Awaken Phase; Pirate's Haven)
TRIGGER_EVENTS["you_ready_unit"] = 289
# "when a friendly unit moves from my location" (triggers.pxi fire_ally_moved_from; its
# destination noted for move_to_event_loc, base_too: CO_KW 1; Stealthy Pursuer)
TRIGGER_EVENTS["ally_moves_from_my_loc"] = 290
EVENT_LOC_EVENTS = EVENT_LOC_EVENTS + ("ally_moves_from_my_loc",)
# "spend any number of buffs" (ops_ogn.pxi op_spend_buffs; Albus Ferros, Overt Operation)
OPS["spend_buffs"] = 700
# a combat tie recalling all units there (combat.pxi h_combat_resolution; Symbol of the Solari)
STATIC_KINDS["tie_recall_all"] = 224
# "I can have any number of buffs" (vm.pxi OP_BUFF; Lee Sin, Ascetic)
STATIC_KINDS["many_buffs"] = 225
# "starting with the next player, each (other) player chooses …" (ops_ogn.pxi
# op_each_player_picks; Whirlwind, King's Edict): CO_KW the action, CO_DUR who, CO_N "may"
OPS["each_player_picks"] = 701
REF_OPS.add("each_player_picks")
EPP_ACTIONS = {"return": 0, "kill": 1}
EPP_WHO = {"others": 0, "each": 1}
# "return your Chosen Champion from your trash to your Champion Zone" (ops_ogn.pxi; Hallowed Tomb)
OPS["return_chosen_champion"] = 702
# "you can hide cards ignoring costs this turn" (keywords.pxi hides_free; Guerilla Warfare)
OPS["hide_free"] = 703
EFFECT_KINDS["hide_free"] = 700
# "opponents can't play cards this turn" (play.pxi cant_play_cards; Brynhir Thundersong)
OPS["opponents_cant_play"] = 704
EFFECT_KINDS["no_play"] = 701
REF_OPS.add("spend_buffs")

# pairs and groups of targets (355.8, 355.16; ops_targeting.pxi): a target row's TG_PREV_REL
# bits, the relation of its pick to the previous slot's pick
TGR_SAME_LOCATION = 1                   # Target.same_location_as (Facebreaker)
TGR_SAME_CONTROLLER = 2                 # Target.same_controller_as (Angle Shot)
# "swap the Might of two units" (433.1; ops_sfd.pxi op_swap_might; opcodes 780-819)
OPS["swap_might"] = 780                 # Switcheroo
REF_OPS.add("swap_might")
# "give <unit> my keywords" (ops_sfd.pxi op_give_my_keywords; CO_DUR the duration)
OPS["give_my_keywords"] = 781           # Kato the Arm
REF_OPS.add("give_my_keywords")
# "put a card from your hand on the top or bottom of your Main Deck" (ops_sfd.pxi
# op_hand_to_deck)
OPS["hand_to_deck"] = 782               # Altar of Memories
# "play a unit from hand to a battlefield you control, reducing its cost by [N]"
# (ops_look_and_play.pxi op_play_from: PFA_CONTROLLED_BF, CO_AUX2 the Energy reduction)
PLAY_FROM_AT["controlled_bf"] = 721     # Here to Help


def _less_cost(kw) -> bool:
    """play_from's cost "less:N" (N 0-63: "reducing its cost by [N]")."""
    return isinstance(kw, str) and kw.startswith("less:") and kw[5:].isdigit() and \
        int(kw[5:]) < 64


# turn counters read by conditions (select.pxi; conditions 740-759)
CONDS["power_spent_ge"] = 740           # Power paid this turn (Sivir, Mercenary)
CONDS["enemy_chosen_ge"] = 741          # enemy units / gear chosen this turn (Prodigal Explorer)
#: a keyword passive's scale: each Equipment of its controller on the unit (layers.pxi kw_scaled)
PER_EQUIPMENT_ON = -10                  # Purifier

# Targeting Effects, "when you choose me / a friendly unit" (383.4.b; triggers.pxi fire_chosen
# from chain.pxi finalize; trigger events 310-319)
TRIGGER_EVENTS["chosen_self"] = 310               # Irelia, Fervent
TRIGGER_EVENTS["chosen_self_by_spell"] = 311      # Jae Medarda
TRIGGER_EVENTS["you_choose_friendly"] = 312       # Spirit Wheel, Blade Dancer
TRIGGER_EVENTS["readied_self"] = 313              # "when you ready me" (Irelia, Fervent)
TRIGGER_EVENTS["you_recycle_rune"] = 314          # "when you recycle a rune" (Battle Mistress)
TRIGGER_EVENTS["enemy_units_die"] = 315           # "when one or more enemy units die"
# "this turn, that unit has 'When I conquer, …'" (dsl.WhenThisTurn "conquer"; ops_unl.pxi
# fire_watches from scoring.pxi; Relentless Pursuit)
THIS_TURN_EVENTS["conquer"] = 720
EFFECT_KINDS["watch_conquer"] = 740


def _relation_slot(t) -> int | None:
    """The earlier slot a target is related to (ops_targeting.relation_slot)."""
    return t.same_location_as if t.same_location_as is not None else t.same_controller_as

#: an additional cost's unit part (costs.pxi AU_*): "return a friendly gear to its owner's
#: hand" (play.pay_unit_costs; Legion Quartermaster), numbered in this block's range
AU_RETURN_TO_HAND = 720

# "each Equipment attached to me gives double its base Might bonus" (layers.pxi attached_might;
# Gearhead; static kinds 234-244)
STATIC_KINDS["double_might_bonus"] = 234
# an Equipment's Effect Text "I am a <tag>" (select.pxi et_tag, 472.1.c, 718.3; Experimental
# Hexplate): a passive row of this kind, S_KW the tag bit; only in Effect Text
SK_ET_TAG = 235
# "as I'm revealed from your deck, [Add] n Energy" (ops_look_and_play.pxi reveal_card, 424,
# 400.2; Undertitan)
STATIC_KINDS["add_on_reveal"] = 236

# "attach one of its Equipment to me" (434; ops_equipment.pxi op_attach_equipment_of; Azir,
# Ascendant; opcodes 860-899)
OPS["attach_equipment_of"] = 860
REF_OPS.add("attach_equipment_of")
# an Equipment's Effect Text "my hold effects are also conquer effects, and vice versa"
# (383.4.c-d, 718.3; triggers.pxi hold_conquer_alt; Skyfall of Areion; static kinds 243-249)
SK_HOLD_CONQUER_BOTH = 243
# a "Choose one" triggered ability's modes (355.3; chain.pxi trigger_mode): the trigger's one
# code row, never run: CO_N the mode count, CO_KW unique modes, CO_DUR the first mode row
OPS["trigger_modes"] = 862                # Aphelios, Exalted
#: a move's destination "to an open battlefield" (169.10.c; effects.pxi move_dests MD_OPEN_BF;
#: Bard, Mercurial), numbered in this block's range
MOVE_DESTS["open_bf"] = 861
# "give the next spell you play this turn [Repeat] equal to its cost" (820; vm.pxi
# OP_NEXT_SPELL_REPEAT, costs.pxi granted_repeats; Temporal Portal; effect kinds 790-809)
OPS["next_spell_repeat"] = 863
EFFECT_KINDS["next_spell_repeat"] = 790


# "pay any amount of … to [Add] that much …" (ops_sfd.pxi op_pay_any_add; CO_KW 1: Power is
# paid, else Energy; CO_DUR 1: Energy is added, else Power of any domain): Ancient Henge,
# Hextech Anomaly
OPS["pay_any_add"] = 900
# "if you've played an Equipment this turn" (select.pxi; Player.equipment_turn) and Weaponmaster
# granted by a passive (ops_equipment.pxi weaponmaster_granted): Emperor of the Sands
CONDS["equipment_played_this_turn"] = 810
SK_WEAPONMASTER = 250
# "deal that much" excess damage, noted as a "When I conquer" ability triggered (vm.pxi
# op_value VK_EXCESS_NOTED; scoring.pxi score; Sivir, Ambitious): a packed value kind (< 32)
VAL_KINDS["excess_noted"] = 25


def _weaponmaster_grantable(pool, info) -> bool:
    """A unit card a passive of the pool may give [Weaponmaster] (SK_WEAPONMASTER: "your Sand
    Soldiers have [Weaponmaster]"): it needs the built-in -4 row of the keyword's trigger
    (ops_equipment.pxi fire_played_gear). A passive whose selector names a card name or a tag
    reaches the cards of that name or printed with that tag (no card gives a unit a tag);
    one naming neither, every unit."""
    if info.type != "unit":
        return False
    cache = pool.__dict__.setdefault("_weaponmaster_tags", None)
    if cache is None:
        cache = set()
        for other in pool.cards:
            if not other.implemented:
                continue
            for a in other.abilities:
                if isinstance(a, dsl.Static) and a.kind == "keyword" and \
                        a.kw == "Weaponmaster":
                    sel = a.applies
                    cache.add(("tag", sel.tag) if sel is not None and sel.tag else
                              ("name", sel.name) if sel is not None and sel.name else "*")
        pool.__dict__["_weaponmaster_tags"] = cache
    return "*" in cache or ("name", info.name) in cache or \
        any(("tag", t) in cache for t in info.tags)


# hidden cards kept facedown, units only to base, no readying enemies (ops_ogn.pxi
# hidden_stays / units_only_to_base / cant_be_readied; static kinds 237-242), a battlefield's
# "a player chooses a friendly unit here with a spell" (triggers.pxi fire_chosen; trigger events
# 316-327)
STATIC_KINDS["opp_hidden_stay_here"] = 237      # Noxus Saboteur
STATIC_KINDS["opp_units_to_base"] = 238         # Mageseeker Warden
STATIC_KINDS["no_ready_enemies"] = 239          # Mageseeker Warden
TRIGGER_EVENTS["unit_chosen_here_by_spell"] = 316   # The Dreaming Tree
TRIGGER_EVENTS["yours_dies"] = 340     # "when another unit you control dies" (Viktor, Leader)
TRIGGER_EVENTS["ally_hold"] = 345      # "when you or an ally hold": a teammate's hold (Chem-
                                       # Baroness; the core plays 1v1 and never fires it)
# "if <a unit> would die, you may pay <cost> to heal it, exhaust it, and recall it instead"
# (a Replacement("die", cost=…); ops_replacements.pxi paid_save_replace, 369-370): a passive
# row of this kind, S_SEL the units, S_COST_* the Energy and Power, S_KW these flags
STATIC_KINDS["paid_save"] = 240                 # The Boss
# "you may pay <cost> to hide a card with [Hidden] instead of [A]" (keywords.pxi h_hide,
# ops_ogn.pxi hide_alt_price; 811.1.b): S_COST_* its cost
STATIC_KINDS["hide_cost"] = 241                 # Teemo, Swift Scout
# "put a <sel> you own into your hand from your Champion Zone or the board" (ops_ogn.pxi
# op_owned_to_hand; CO_KW the selector row; opcodes 820-859)
OPS["owned_to_hand"] = 820                      # Teemo, Swift Scout
PAID_SAVE_EXHAUST_SELF = 1                      # … and exhaust the source
PAID_SAVE_SPEND_BUFF = 2                        # … and spend the unit's buff (702.2.b)


def _paid_save_ok(a: dsl.Replacement, info) -> str | None:
    c = a.cost
    if a.event != "die" or a.kill_self or a.effects or a.applies is None or \
            a.applies.kind != "unit" or len(c.power) > 2 or \
            c != dsl.Cost(c.energy, c.power, exhaust_self=c.exhaust_self,
                          spend_buff=c.spend_buff) or \
            sum(isinstance(b, dsl.Replacement) for b in info.abilities) > 1:
        return "paid replacement"
    return _sel_ok(a.applies)


def _may_pay_symbols(o) -> list[int]:
    """A `MayPay`'s Power symbols as domain masks (63: any domain, as a [Repeat] cost's)."""
    return [63 if d == "A" else 1 << DOMAINS.index(d) for d in (o.kw or "").split(",") if d]


# "if another unit you control here would die, if it has less Might than me, instead heal it,
# exhaust it, and recall it" (a Replacement("die", recall_instead=True); ops_replacements.pxi
# free_save_sequence, 369-370, 373.2; Soraka, Wanderer): a passive row of this kind, S_SEL the
# units (read from the source: "here" is its location), S_KW these flags
STATIC_KINDS["free_save"] = 275
FREE_SAVE_LESS_MIGHT = 1                        # … if it has less Might than the source


def _free_save_ok(a: dsl.Replacement, info) -> str | None:
    if a.event != "die" or a.kill_self or a.cost is not None or a.effects or \
            a.applies is None or a.applies.kind != "unit" or \
            sum(isinstance(b, dsl.Replacement) for b in info.abilities) > 1:
        return "free replacement"
    return _sel_ok(a.applies)


# "your spells that choose me cost [n] or [A] less" (chain.chosen_less; keywords.pxi
# chosen_less; 356.4.d; Irelia, Graceful; static kind 251)
STATIC_KINDS["chosen_spell_less"] = 251


# An optional additional cost paid any number of times (`dsl.OptionalCostAnyTimes`, 356.2.b.1;
# costs.pxi play_any_times, any_times_price, pay_any_times; Kraken Hunter, Commander Ledros):
# its cost row's S_PER; its S_FLOOR is each payment's discount: Energy * 256 + one Power
# symbol's domain mask (0 none)
PER_TIMES_PAID = -17

# "If you would reveal cards from a deck, look at the top card first; you may recycle it"
# (ops_look_and_play.pxi before_reveal, T_BEFORE_REVEAL; Void Hatchling, 424)
STATIC_KINDS["look_top_before_reveal"] = 267
# a battlefield whose facedown zone holds two cards (107.3.b.1; keywords.pxi facedown_room;
# Bandle Tree)
STATIC_KINDS["extra_hidden_slot"] = 268



# a move's destination "to a location where there's a unit with the same controller" as the
# moved unit (355.4, 820.2.a; effects.move_destinations "with_own_unit"; effects.pxi
# move_dests MD_WITH_OWN_UNIT; Temptation), numbered in the range of this block's opcodes
MOVE_DESTS["with_own_unit"] = 929

# a Token instruction's count as a computed number ("a token for each Equipment you control";
# effects.pxi op_token, TW_RESOLVE_TOKEN_TOTAL: computed once, as effects._token; Arise!)
VAL_OPS.add("token")
# "when you kill a stunned enemy unit" (411.4, 428.5; ops_kill_watches.pxi you_kill_listener)
TRIGGER_EVENTS["you_kill_stunned_enemy"] = 317     # Solari Shrine

# "gain control of a spell; you may make new choices for it" (359.3.f.4; ops_copy_and_control
# .pxi op_control_chain_item; opcodes 910-919)
OPS["control_chain_item"] = 910                 # Mystic Reversal
REF_OPS.add("control_chain_item")

# "play all <units> banished with this" (427.3, 419.3; ops_look_and_play.pxi
# op_play_banished_with; opcodes 960-969)
OPS["play_banished_with"] = 960                 # The Zero Drive


if __name__ == "__main__":
    raise SystemExit(main())
