"""The compiled core's Python side: its card tables, which cards it runs, and game creation.

`riftsim._core.engine` plays the rules of `riftsim.reference` in C over one flat state per
game. Its static card data are the int32 tables built here from the card pool (facts plus DSL
definitions). The core grows card by card: `supports(info)` says whether a card's definition
uses only what the core implements so far (its keywords, passives, trigger events,
conditions and ops); `new_game(engine="core")` refuses a deck holding any other card, naming
it. The parity harness (`riftsim parity`) draws its random decks from the supported cards.

Table layouts (columns are the enums of src/riftsim/_core/tables.pxi, chain.pxi, vm.pxi):

* ``cards[n_cards, CW]``: type, Energy, Power, Might, domain bitmask (bit i = domain i of
  `DOMAINS`, alphabetical), a rune's domain bit, tag bitmask (tags of `tags`), token flag,
  static rows (first, count), trigger rows (first, count), spell ability row, NKW keyword
  values (`KEYWORDS` order).
* ``statics[n, SW]``: kind (1 might, 2 keyword, 3 no move to base), n, keyword id, selector
  row of `applies` (-1 = the object itself), floor (-999 = none).
* ``sels[n, SELW]``: a `dsl.Sel` (kind, side, where, other, might_le, might_ge, exhausted,
  damaged, stunned, buffed, tag bit, not_tag bit, keyword id, alone, attacking, defending,
  energy_ge, energy_le, power_le, alt row); -1 = None.
* ``abilities[n, AW]``: kind (1 spell, 2 triggered), trigger event, optional, condition row,
  code (first row, count), targets (first row, count), index among the card's abilities.
* ``targets[n, TGW]``: selector row, count, up_to.
* ``code[n, CODEW]``: op, reference kind, reference argument (target slot / EACH selector),
  n (IF: condition row), keyword / power slot / who, duration (CHANNEL: ready), aux (MIGHT
  floor; IF/MAY: then length), aux2 (IF: else length). Nested blocks follow their op inline.
* ``conds[n, CDW]``: name, selector row, two arguments.

Gear, activated abilities and trigger costs (src/riftsim/_core/activate.pxi):

* ``abx[n_abilities, 2]``, parallel to ``abilities``: cost row of a trigger's cost within
  instructions (-1), once per turn. Ability rows of kind 3 are activated abilities (their
  condition, targets and code), kind 4 the modes of a "Choose one" ability; built-in keyword
  triggers (Weaponmaster -4, Quick-Draw -5) are kind 2 rows with event 0 and one named op.
* ``acts[n, ACW]``: card, ability index, ability row, timing (`TIMINGS`), [Add], cost row,
  first mode row (-1), mode count, unique modes, granted users' selector row (-1).
* ``costs[n, COSTW]``: Energy, Power count, NCOSTPOW Power symbols (domain masks), exhaust
  self, kill self, recycle N from trash, its card type (-1), spend a buff, spend my buff,
  burn N, required (no "may"), XP, Energy reduced by the first target's Might.
* ``card_x[n_cards, CXW]``: first acts row, count, Might Bonus, flags (`CX_*`), Effect Text
  keyword values (`KEYWORDS` order).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from riftsim.cards import dsl
from riftsim.cards.pool import CardInfo, CardPool, get_pool
from riftsim.errors import RiftsimError

DOMAINS = ("body", "calm", "chaos", "fury", "mind", "order")
KEYWORDS = ("Assault", "Shield", "Tank", "Ganking", "Accelerate", "Reaction", "Action",
            "Backline", "Deflect")
#: keywords the core implements (Deflect's targeting tax is not in yet)
CORE_KEYWORDS = frozenset(KEYWORDS) - {"Deflect"}
TYPES = {"unit": 0, "spell": 1, "gear": 2, "rune": 3, "legend": 4, "battlefield": 5}
CW, SW, SELW, AW, TGW, CODEW, CDW = 22, 5, 20, 9, 3, 8, 4
C_KW = 13

TRIGGER_EVENTS = {
    "play_self": 1, "end_turn": 2, "beginning": 3, "first_beginning_any": 4, "move_self": 5,
    "attack": 6, "defend": 7, "take_damage": 8, "dies": 9, "combat_start_here": 10,
    "defend_here": 11, "combat_end_self": 12, "conquer": 13, "hold": 14, "you_conquer": 15,
    "you_hold": 16, "conquer_here": 17, "hold_here": 18, "you_play_card": 19,
    "you_play_unit": 20, "you_play_spell": 21,
}
OPS = {"deal": 1, "kill": 2, "draw": 3, "discard": 4, "buff": 5, "stun": 6, "ready": 7,
       "exhaust": 8, "heal": 9, "might": 10, "give": 11, "recall": 12, "channel": 13,
       "add_energy": 14, "add_power": 15, "gain_points": 16, "may": 17, "if": 18, "burn": 19}
#: ops that act on `to`; the others must not name one
REF_OPS = {"deal", "kill", "buff", "stun", "ready", "exhaust", "heal", "might", "give",
           "recall"}
REFS = {"target": 1, "self": 2, "trigger": 3, "each": 4}
WHO = {"you": 0, "opponent": 1, "each": 2}
DURATIONS = {"turn": 1, "combat": 2, "permanent": 3}
POWER_SLOTS = {"any": 0, **{d: i + 1 for i, d in enumerate(DOMAINS)}, "spell_any": 7}
SEL_KINDS = {"unit": 0, "gear": 1, "permanent": 2, "card": 3, "rune": 4, "spell": 5,
             "battlefield": 6}
SIDES = {"any": 0, "friendly": 1, "enemy": 2}
WHERES = {"any": 0, "board": 1, "battlefield": 2, "base": 3, "here": 4, "combat": 5,
          "elsewhere": 6, "trash": 7, "hand": 8, "chain": 9}
STATIC_KINDS = {"might": 1, "keyword": 2, "no_move_to_base": 3}
CONDS = {"hand_le": 1, "trigger_is": 2, "count": 3}
CMP = {"eq": 0, "ge": 1, "le": 2}
# gear, activated abilities and trigger costs (activate.pxi; opcodes 120-139)
OPS.update({"add_energy_spells": 120, "weaponmaster": 121, "quick_draw": 122, "attach": 123,
            "gain_xp": 124, "ready_legend": 125, "burn_who": 126})
CONDS["excess_ge"] = 80       # excess damage assigned in this combat (activate.pxi)
TRIGGER_EVENTS.update({"ally_attack": 80, "ally_defend": 81, "enemy_attacks_mine": 82,
                       "discard_self": 83, "you_buff": 84})
REF_OPS.add("attach")
TIMINGS = {None: 0, "action": 1, "reaction": 2}
ACW, COSTW = 10, 16
NCOSTPOW = 4
#: keywords the core runs outside the keyword table (activate.pxi): Equip (818), Weaponmaster
#: (821), Quick-Draw (819)
GEAR_KEYWORDS = frozenset({"Equip", "Weaponmaster", "Quick-Draw"})
#: card_x columns: first acts row, count, Might Bonus, flags (CX_*), Effect Text keywords,
#: Effect Text trigger rows (first, count)
#: "When I …" events an Equipment's Effect Text trigger may use (fired by fire_self, 718.3)
ET_EVENTS = frozenset({"move_self", "attack", "defend", "take_damage", "dies",
                       "combat_end_self", "conquer", "hold"})
CXW = 6 + len(KEYWORDS)
CX_EQUIPMENT, CX_WEAPONMASTER, CX_QUICK_DRAW = 1, 2, 4


class UnsupportedCardError(RiftsimError, ValueError):
    """A deck holds a card the compiled core does not run yet."""


# ------------------------------------------------------------------ what the core supports


def _sel_ok(sel: dsl.Sel | None) -> str | None:
    if sel is None:
        return None
    if sel.kind not in SEL_KINDS or sel.where not in WHERES:
        return f"selector {sel.kind}/{sel.where}"
    if sel.name is not None or sel.equipped is not None:
        return "selector by name / equipped"
    if sel.keyword is not None and sel.keyword not in KEYWORDS:
        return f"selector keyword {sel.keyword}"
    return _sel_ok(sel.alt)


def _cond_ok(cond: dsl.Cond | None) -> str | None:
    if cond is None:
        return None
    if cond.name not in CONDS:
        return f"condition {cond.name}"
    if cond.name == "count" and cond.args[0] not in CMP:
        return f"count comparison {cond.args[0]}"
    return _sel_ok(cond.sel)


def _targets_ok(targets) -> str | None:
    for t in targets:
        if t.same_location or t.other_location_than is not None or t.when is not None \
                or t.not_trigger or t.total_might_le is not None:
            return "target restriction"
        bad = _sel_ok(t.sel)
        if bad:
            return bad
    return None


def _ops_ok(ops, n_targets: int) -> str | None:
    for o in ops:
        if o.name not in OPS:
            return f"op {o.name}"
        if not isinstance(o.n, int):
            return f"computed number in {o.name}"
        if o.name in REF_OPS:
            r = o.to
            if r is None or r.kind not in REFS:
                return f"reference {getattr(r, 'kind', None)} in {o.name}"
            if r.kind == "each" and (r.at is not None or _sel_ok(r.sel)):
                return "EACH at / selector"
            if r.kind == "target" and r.index >= n_targets:
                return "target index"
        elif o.to is not None:
            return f"operand of {o.name}"
        if o.name not in ("if", "may") and (o.then or o.otherwise):
            return f"follow-up of {o.name}"
        if o.name == "may" and o.otherwise:
            return "may/otherwise"
        if o.name == "burn" and o.who not in ("you", "opponent", "choose"):
            return f"burn by {o.who}"
        if o.name == "draw" and o.who not in WHO:
            return f"draw by {o.who}"
        if o.name == "give" and o.kw not in CORE_KEYWORDS:
            return f"give {o.kw}"
        if o.name == "add_power" and o.kw not in POWER_SLOTS:
            return f"add power {o.kw}"
        if o.name in ("might", "give") and o.duration not in DURATIONS:
            return f"duration {o.duration}"
        if o.name == "if":
            bad = _cond_ok(o.cond) or (o.cond is not None and o.cond.name == "trigger_is"
                                       and "trigger condition in if")
            if bad:
                return bad
        bad = _ops_ok(o.then, n_targets) or _ops_ok(o.otherwise, n_targets)
        if bad:
            return bad
    return None


def _cost_ok(c: dsl.Cost | None, trigger: bool) -> str | None:
    """The parts of an activated ability's cost (play.h_activate) or of a trigger's cost
    within instructions (chain.h_finalize, 383.3.b) the core pays (activate.pxi)."""
    if c is None:
        return None
    if len(c.power) > NCOSTPOW or any(d != "A" and d not in DOMAINS for d in c.power):
        return "cost power"
    if c.discard or c.discard_type or c.banish_self or c.banish_trash or c.disempower_self \
            or c.exhaust_unit is not None or c.kill_unit is not None \
            or c.recycle_from_trash > 4:
        return "cost part"
    if c.less_target_might and trigger:
        return "trigger cost part"
    if trigger and (c.kill_self or c.recycle_from_trash or c.recycle_type or c.xp):
        return "trigger cost part"
    if not trigger and c.burn:
        return "activated cost burn"
    if c.recycle_type is not None and c.recycle_type not in TYPES:
        return "recycle type"
    return None


def _attach_outside_equip(ops) -> bool:
    return any(o.name == "attach" or _attach_outside_equip(o.then)
               or _attach_outside_equip(o.otherwise) for o in ops)


def unsupported_reason(info: CardInfo) -> str | None:
    """Why the core cannot run this card yet (None: it can)."""
    for a in info.abilities:
        if getattr(a, "keyword", None) != "Equip" and \
                _attach_outside_equip(getattr(a, "effects", ())):
            return "attach outside Equip"
    if not info.implemented:
        return "no definition"
    if info.type not in TYPES:
        return f"card type {info.type}"
    extra = set(info.keywords) - CORE_KEYWORDS - GEAR_KEYWORDS
    if extra:
        return f"keyword {sorted(extra)[0]}"
    for a in info.effect_text:                     # 718.3: the bearer's triggered abilities
        if not isinstance(a, dsl.Triggered) or a.on not in ET_EVENTS or a.once_per_turn:
            return "Effect Text"
        bad = _cost_ok(a.cost, trigger=True) or _cond_ok(a.condition) or \
            _targets_ok(a.targets) or _ops_ok(a.effects, len(a.targets))
        if bad:
            return f"Effect Text: {bad}"
    if ("Equip" in info.keywords or "Quick-Draw" in info.keywords or "Equipment" in info.tags) \
            and any(not (isinstance(a, dsl.Activated) and a.keyword == "Equip")
                    for a in info.abilities):
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
            if a.repeat:
                return "Repeat"
            bad = _targets_ok(a.targets) or _ops_ok(a.effects, len(a.targets))
        elif isinstance(a, dsl.Triggered):
            if a.on not in TRIGGER_EVENTS:
                return f"trigger {a.on}"
            bad = _cost_ok(a.cost, trigger=True)
            if bad:
                return bad
            if a.once_per_turn and sum(getattr(b, "once_per_turn", False)
                                       for b in info.abilities) > 1:
                return "several once-per-turn triggers"
            bad = _cond_ok(a.condition) or _targets_ok(a.targets) or \
                _ops_ok(a.effects, len(a.targets))
        elif isinstance(a, dsl.Static):
            if a.kind not in STATIC_KINDS:
                return f"passive {a.kind}"
            if a.condition is not None or a.per is not None or a.cost is not None:
                return "conditional passive"
            if a.kind == "keyword" and a.kw not in CORE_KEYWORDS:
                return f"granted keyword {a.kw}"
            bad = _sel_ok(a.applies)
        elif isinstance(a, dsl.Activated):
            if a.keyword not in (None, "Equip") or len(a.modes) > 6 or \
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
                _targets_ok(a.targets) or _ops_ok(a.effects, len(a.targets))
            if not bad and a.condition is not None and a.condition.name == "trigger_is":
                bad = "trigger condition in activated"
        else:
            return type(a).__name__.lower()
        if bad:
            return bad
    return None


def supports(info: CardInfo) -> bool:
    """Does the compiled core run this card (the parity harness's card filter)?"""
    return unsupported_reason(info) is None


# ------------------------------------------------------------------ tables


class _Builder:
    def __init__(self, pool: CardPool):
        self.pool = pool
        self.tags: dict[str, int] = {}
        self.sels: list[list[int]] = []
        self.sel_rows: dict = {}
        self.statics: list[list[int]] = []
        self.abilities: list[list[int]] = []
        self.targets: list[list[int]] = []
        self.code: list[list[int]] = []
        self.conds: list[list[int]] = []
        self.abx: list[list[int]] = []     # per ability row: cost row, once per turn
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

        def opt(v):
            return -1 if v is None else int(v)
        row = [SEL_KINDS[s.kind], SIDES[s.side], WHERES[s.where], int(s.other),
               opt(s.might_le), opt(s.might_ge), opt(s.exhausted), opt(s.damaged),
               opt(s.stunned), opt(s.buffed),
               -1 if s.tag is None else self.tag(s.tag),
               -1 if s.not_tag is None else self.tag(s.not_tag),
               -1 if s.keyword is None else KEYWORDS.index(s.keyword),
               opt(s.alone), opt(s.attacking), opt(s.defending), opt(s.energy_ge),
               opt(s.energy_le), opt(s.power_le), alt]
        self.sels.append(row)
        self.sel_rows[s] = len(self.sels) - 1
        return self.sel_rows[s]

    def cond(self, c: dsl.Cond | None) -> int:
        if c is None:
            return -1
        if c.name == "hand_le":
            row = [1, -1, int(c.args[0]), 0]
        elif c.name == "trigger_is":
            row = [2, self.sel(c.sel), 0, 0]
        elif c.name == "excess_ge":
            row = [CONDS["excess_ge"], -1, int(c.args[0]), 0]
        else:
            row = [3, self.sel(c.sel), CMP[c.args[0]], int(c.args[1])]
        self.conds.append(row)
        return len(self.conds) - 1

    def ops(self, ops) -> int:
        """Append the code of `ops`; returns the number of rows."""
        n = 0
        for o in ops:
            at = len(self.code)
            row = [OPS[o.name], 0, 0, int(o.n), -1, 0, -999, 0]
            self.code.append(row)
            if o.to is not None:
                row[1] = REFS[o.to.kind]
                row[2] = self.sel(o.to.sel) if o.to.kind == "each" else o.to.index
            if o.name == "give":
                row[4] = KEYWORDS.index(o.kw)
            elif o.name == "add_power":
                row[4] = POWER_SLOTS[o.kw]
            elif o.name == "draw":
                row[4] = WHO[o.who]
            if o.name in ("might", "give"):
                row[5] = DURATIONS[o.duration]
            if o.name == "channel":
                row[5] = int(o.ready)
            if o.name == "burn" and o.who != "you":   # [Burn N] of another / a chosen player
                row[0] = OPS["burn_who"]
                row[4] = 1 if o.who == "opponent" else 3
            if o.name == "might" and o.floor is not None:
                row[6] = int(o.floor)
            if o.name == "if":
                row[3] = self.cond(o.cond)
            if o.name in ("if", "may"):
                row[6] = self.ops(o.then)
                row[7] = self.ops(o.otherwise)
            n += len(self.code) - at
        return n

    def ability(self, kind: int, index: int, on: int, optional: bool, cond, targets,
                effects) -> int:
        cond_row = self.cond(cond)
        tg_first = len(self.targets)
        for t in targets:
            self.targets.append([self.sel(t.sel), int(t.count), int(t.up_to)])
        code_first = len(self.code)
        n_code = self.ops(effects)
        self.abilities.append([kind, on, int(optional), cond_row, code_first, n_code,
                               tg_first, len(targets), index])
        self.abx.append([-1, 0])
        return len(self.abilities) - 1

    def builtin_trigger(self, index: int, opcode: int) -> None:
        """A keyword's built-in trigger (Weaponmaster -4, Quick-Draw -5): an ability row no
        event fires (queued by activate.pxi), its ability index negative, one named op."""
        self.abilities.append([2, 0, 0, -1, len(self.code), 1, len(self.targets), 0, index])
        self.abx.append([-1, 0])
        self.code.append([opcode, 0, 0, 0, -1, 0, -999, 0])

    def cost(self, c: dsl.Cost | None) -> int:
        """A cost row (activate.pxi CO2_*): Energy, Power symbols (domain masks), the rest."""
        if c is None:
            return -1
        pw = [(1 << len(DOMAINS)) - 1 if d == "A" else 1 << DOMAINS.index(d) for d in c.power]
        self.costs.append([int(c.energy), len(pw), *(pw + [0] * (NCOSTPOW - len(pw))),
                           int(c.exhaust_self), int(c.kill_self), int(c.recycle_from_trash),
                           -1 if c.recycle_type is None else TYPES[c.recycle_type],
                           int(c.spend_buff), int(c.spend_own_buff), int(c.burn),
                           int(c.required), int(c.xp), int(c.less_target_might)])
        return len(self.costs) - 1

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
        cx = [len(self.acts), 0, int(info.might_bonus or 0),
              CX_EQUIPMENT * ("Equipment" in info.tags)
              + CX_WEAPONMASTER * ("Weaponmaster" in info.keywords)
              + CX_QUICK_DRAW * ("Quick-Draw" in info.keywords)]
        cx += [int((info.effect_keywords or {}).get(kw, 0)) for kw in KEYWORDS]
        cx += [0, 0]
        self.card_x.append(cx)
        if unsupported_reason(info) is not None:
            row[8] = row[10] = len(self.statics)
            return row
        row[8] = len(self.statics)
        for a in info.abilities:
            if isinstance(a, dsl.Static):
                self.statics.append([STATIC_KINDS[a.kind], int(a.n),
                                     KEYWORDS.index(a.kw) if a.kw in KEYWORDS else -1,
                                     self.sel(a.applies),
                                     -999 if a.floor is None else int(a.floor)])
        row[9] = len(self.statics) - row[8]
        for i, a in enumerate(info.abilities):
            if isinstance(a, dsl.Spell):
                row[12] = self.ability(1, -1, 0, False, None, a.targets, a.effects)
        row[10] = len(self.abilities)
        for i, a in enumerate(info.abilities):
            if isinstance(a, dsl.Triggered):
                r = self.ability(2, i, TRIGGER_EVENTS[a.on], a.optional, a.condition,
                                 a.targets, a.effects)
                self.abx[r] = [self.cost(a.cost), int(a.once_per_turn)]
        if "Weaponmaster" in info.keywords:          # built-in triggers (triggers.py)
            self.builtin_trigger(-4, OPS["weaponmaster"])
        if "Quick-Draw" in info.keywords:
            self.builtin_trigger(-5, OPS["quick_draw"])
        row[11] = len(self.abilities) - row[10]
        self.card_x[-1][-2:] = [len(self.abilities), len(info.effect_text)]
        for a in info.effect_text:                  # Effect Text triggers (ability -7), outside
                                                    # the card's own trigger rows
            r = self.ability(2, -7, TRIGGER_EVENTS[a.on], a.optional, a.condition, a.targets,
                             a.effects)
            self.abx[r] = [self.cost(a.cost), 0]
        for i, a in enumerate(info.abilities):      # activated abilities (activate.pxi)
            if isinstance(a, dsl.Activated):
                r = self.ability(3, i, 0, False, a.condition, a.targets, a.effects)
                mode_first = len(self.abilities) if a.modes else -1
                for m in a.modes:                   # "Choose one" (355.3): a row per mode
                    self.ability(4, i, 0, False, None, m.targets, m.effects)
                self.acts.append([info.index, i, r, TIMINGS[a.timing], int(a.adds),
                                  self.cost(a.cost), mode_first, len(a.modes),
                                  int(a.unique_modes), self.sel(a.granted)])
                self.card_x[-1][1] += 1
        tags = 0
        for t in info.tags:
            if t in self.tags:
                tags |= 1 << self.tags[t]
        row[6] = tags
        return row

    def build(self) -> dict:
        infos = list(self.pool)
        for info in infos:             # intern selector tags first, so card rows see them
            if unsupported_reason(info) is None:
                for a in (*info.abilities, *info.effect_text):
                    for s in _sels_of(a):
                        for x in (s.tag, s.not_tag):
                            if x is not None:
                                self.tag(x)
        cards = [self.card_row(info) for info in infos]

        def arr(rows, w):
            return np.asarray(rows, dtype=np.int32).reshape(-1, w)
        return {"cards": arr(cards, CW), "statics": arr(self.statics, SW),
                "sels": arr(self.sels, SELW), "abilities": arr(self.abilities, AW),
                "targets": arr(self.targets, TGW), "code": arr(self.code, CODEW),
                "conds": arr(self.conds, CDW), "abx": arr(self.abx, 2),
                "costs": arr(self.costs, COSTW), "acts": arr(self.acts, ACW),
                "card_x": arr(self.card_x, CXW)}


def _sels_of(a):
    """Every selector an ability uses (for tag interning)."""
    out = []

    def walk_sel(s):
        while s is not None:
            out.append(s)
            s = s.alt

    def walk_cond(c):
        if c is not None and c.sel is not None:
            walk_sel(c.sel)

    def walk_ops(ops):
        for o in ops:
            if o.to is not None:
                walk_sel(o.to.sel)
            walk_cond(o.cond)
            walk_ops(o.then)
            walk_ops(o.otherwise)
    walk_sel(getattr(a, "applies", None))
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


@lru_cache(maxsize=4)
def tables(pool: CardPool | None = None):
    """The core's static tables for `pool` (built once per pool)."""
    from riftsim._core.engine import CoreTables

    pool = pool or get_pool()
    return CoreTables(_Builder(pool).build(), pool)


# ------------------------------------------------------------------ games


def deck_spec(deck, pool: CardPool | None = None) -> np.ndarray:
    """A deck as the int32 spec the core's setup reads: legend, champion (-1), then counted
    lists of main-deck cards, runes and battlefields (card indices). Refuses cards the core
    does not run yet, naming the first one."""
    pool = pool or get_pool()
    legend, champion = deck.legend, deck.champion
    main, runes, bfs = list(deck.main), list(deck.runes), list(deck.battlefields)
    for cid in [legend, champion, *main, *bfs, *runes]:
        if not cid:
            continue
        info = pool.by_id(cid)
        why = unsupported_reason(info)
        if why is not None:
            raise UnsupportedCardError(
                f"the compiled core does not run {info.name} ({info.id}) yet: {why}; "
                f"use engine='reference' (riftsim cards --core lists what it runs)")
    spec = [pool.by_id(legend).index, pool.by_id(champion).index if champion else -1]
    for part in (main, runes, bfs):
        spec.append(len(part))
        spec += [pool.by_id(c).index for c in part]
    return np.asarray(spec, dtype=np.int32)


def new_core_game(decks, *, seed: int = 0, first_player: int | None = None,
                  max_turns: int = 200, log_events: bool = True):
    from riftsim._core.engine import CoreGame

    if len(decks) != 2:
        raise ValueError(f"1v1 needs exactly 2 decks, got {len(decks)}")
    pool = get_pool()
    spec = np.concatenate([deck_spec(d, pool) for d in decks])
    return CoreGame.create(tables(), spec, seed & ((1 << 64) - 1),
                           -1 if first_player is None else int(first_player), max_turns,
                           log_events)


AGENT_KINDS = {"random": 0, "greedy": 1}


def play_games(decks, n_games: int, seed: int = 0, agents=("random", "random"),
               max_turns: int = 200) -> dict:
    """Play `n_games` games of deck A (player 0, first in even games) against deck B inside
    the core, without the GIL and without Python per decision. Returns numpy arrays:
    winner (-1 none), turns, points (n, 2), decisions, reason (OutcomeReason)."""
    from riftsim._core.engine import play_games as _play
    from riftsim.game import _resolve_deck

    if n_games < 1:
        raise ValueError("n_games must be at least 1")
    try:
        kinds = tuple(AGENT_KINDS[a] for a in agents)
    except KeyError as e:
        raise ValueError(f"unknown core agent {e.args[0]!r}; choose one of "
                         f"{', '.join(AGENT_KINDS)}") from None
    resolved = [_resolve_deck(d) for d in decks]
    specs = [deck_spec(d) for d in resolved]
    return _play(tables(), specs, seed & ((1 << 64) - 1), n_games, kinds, max_turns)


# ------------------------------------------------------------------ description, observation


def observation(g, player: int) -> dict:
    """What `player` may know (the reference engine's `observation` layout)."""
    from riftsim.reference.state import Zone

    pool = get_pool()
    secret = (Zone.DECK, Zone.RUNE_DECK)

    def view(o):
        card, owner, ctl, zone, loc, exh, dmg, buff, stun, _ = g.obj(o)
        zone = Zone(zone)
        visible = not (zone in secret or (zone == Zone.HAND and owner != player)
                       or (zone == Zone.FACEDOWN and ctl != player))
        info = pool[card]
        return {"id": o, "card": info.id if visible else None,
                "name": info.name if visible else None, "owner": owner, "controller": ctl,
                "zone": zone.name, "loc": loc, "exhausted": bool(exh), "damage": dmg,
                "buff": buff, "stunned": bool(stun), "empowered": False}

    h = g.header
    lists = {p: {z: g.zone_list(p, z) for z in (Zone.DECK, Zone.HAND, Zone.RUNE_DECK)}
             for p in (0, 1)}
    public = (Zone.BOARD, Zone.RUNES, Zone.LEGEND, Zone.CHAMPION, Zone.BATTLEFIELD,
              Zone.FACEDOWN, Zone.TRASH, Zone.CHAIN, Zone.BANISHMENT)
    ps = [g.player_state(p) for p in (0, 1)]
    from riftsim.reference.state import Phase
    return {
        "player": player, "turn": h["turn"], "turn_player": h["turn_player"],
        "phase": Phase(h["phase"]).name,
        "points": [p["points"] for p in ps], "xp": [p["xp"] for p in ps],
        "hand": [view(o) for o in lists[player][Zone.HAND]],
        "hand_sizes": [len(lists[p][Zone.HAND]) for p in (0, 1)],
        "deck_sizes": [len(lists[p][Zone.DECK]) for p in (0, 1)],
        "rune_deck_sizes": [len(lists[p][Zone.RUNE_DECK]) for p in (0, 1)],
        "pool": {"energy": ps[player]["energy"], "power": ps[player]["power"],
                 "spell_energy": ps[player]["spell_energy"]},
        "board": [view(o) for o in range(g.n_objs) if g.obj(o)[3] in public],
        "battlefields": [{"index": i, "card": pool[g.obj(g.battlefield(i)[0])[0]].id,
                          "controller": g.battlefield(i)[1],
                          "contested_by": g.battlefield(i)[2], "hidden": False}
                         for i in range(g.n_bfs)],
        "showdown": None if h["showdown"] < 0 else {
            "battlefield": h["showdown"], "combat": bool(h["combat"]), "focus": h["focus"]},
        "chain": [{"controller": c, "source": s, "ability": a} for c, s, a in g.chain_items()],
        "decision": None if g.decision is None else g.decision.kind.name,
    }


# ------------------------------------------------------------------ scenarios and views


def build_core(spec: dict):
    """The scenario position `spec` (riftsim.scenario) in the core: the reference builder lays
    it out, the core loads the same objects, lists and effects and runs from there."""
    from riftsim._core.engine import CoreGame
    from riftsim.reference.scenario import position
    from riftsim.reference.state import Zone

    g, awaken = position(spec)
    pool = g.pool
    for o in g.objs:
        why = unsupported_reason(pool[o.card])
        if why is not None and pool[o.card].type != "rune":
            raise UnsupportedCardError(
                f"the compiled core does not run {pool[o.card].name} yet: {why}")
    effects = []
    for e in g.effects:
        if e.kind not in ("might", "give", "set_might") or (e.kw is not None
                                                            and e.kw not in KEYWORDS):
            raise UnsupportedCardError(f"the compiled core has no {e.kind} {e.kw} effect yet")
        effects.append((("might", "set_might", "give").index(e.kind) + 1, e.target, e.epoch,
                        e.n, KEYWORDS.index(e.kw) if e.kw else -1, DURATIONS[e.duration],
                        e.timestamp, e.controller))
    objs = [(o.card, o.owner, o.controller, int(o.zone), o.loc, int(o.exhausted), o.damage,
             o.buff, int(o.stunned), int(o.token)) for o in g.objs]
    players = []
    for p in g.players:
        players.append({
            "legend": p.legend, "champion": p.champion, "points": p.points, "xp": p.xp,
            "energy": p.energy, "turns_taken": p.turns_taken,
            "power": {POWER_SLOTS[d]: n for d, n in p.power.items()},
            "lists": {int(Zone.DECK): p.deck, int(Zone.HAND): p.hand,
                      int(Zone.TRASH): p.trash, int(Zone.BANISHMENT): p.banishment,
                      int(Zone.RUNE_DECK): p.rune_deck, int(Zone.RUNES): p.runes}})
    bfs = [(bf.obj, bf.owner, bf.controller, bf.facedown) for bf in g.bfs]
    core = CoreGame.blank(tables(pool), int(spec.get("seed", 0)) & ((1 << 64) - 1),
                          int(spec.get("max_turns", 200)))
    attached = [(o.id, o.attached_to) for o in g.objs if o.attached_to != -1]
    core.load(objs, players, bfs, effects, {
        "timestamp": g.timestamp, "turn": g.turn, "turn_player": g.turn_player,
        "first_player": g.first_player, "phase": int(g.phase), "awaken": awaken})
    for x, u in attached:                                  # 434 (activate.pxi)
        core.set_attached(x, u)
    return core


class _View:
    """A read-only snapshot of part of a core game, shaped like the reference state."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.__dict__})"


class _LiveObj:
    """A live, read-only view of core object `id`, shaped like the reference engine's `Obj`."""

    __slots__ = ("_g", "id")
    empowered = False

    def __init__(self, g, o: int):
        self._g, self.id = g, o

    def _f(self, i):
        return self._g.obj(self.id)[i]

    card = property(lambda self: self._f(0))
    owner = property(lambda self: self._f(1))
    controller = property(lambda self: self._f(2))
    zone = property(lambda self: _zone(self._f(3)))
    loc = property(lambda self: self._f(4))
    exhausted = property(lambda self: bool(self._f(5)))
    damage = property(lambda self: self._f(6))
    buff = property(lambda self: self._f(7))
    stunned = property(lambda self: bool(self._f(8)))
    token = property(lambda self: bool(self._g.obj_extra(self.id)[0]))
    designation = property(lambda self: self._g.obj_extra(self.id)[1])
    epoch = property(lambda self: self._g.obj_extra(self.id)[2])
    attached_to = property(lambda self: self._g.obj_attached(self.id))

    def __repr__(self) -> str:
        return f"CoreObj(id={self.id}, zone={self.zone.name}, loc={self.loc})"


def _zone(z: int):
    from riftsim.reference.state import Zone
    return Zone(z)


class _LivePlayer:
    """A live, read-only view of a core player, shaped like the reference `Player`."""

    def __init__(self, g, p: int):
        self._g, self.index = g, p

    def __getattr__(self, name):
        from riftsim.reference.state import Zone

        lists = {"deck": Zone.DECK, "hand": Zone.HAND, "trash": Zone.TRASH,
                 "banishment": Zone.BANISHMENT, "rune_deck": Zone.RUNE_DECK,
                 "runes": Zone.RUNES}
        if name in lists:
            return self._g.zone_list(self.index, lists[name])
        st = self._g.player_state(self.index)
        if name in st:
            return st[name]
        raise AttributeError(name)


def obj_views(g) -> list:
    return [_LiveObj(g, o) for o in range(g.n_objs)]


def player_views(g) -> list:
    return [_LivePlayer(g, 0), _LivePlayer(g, 1)]


def battlefield_views(g) -> list:
    out = []
    for i in range(g.n_bfs):
        obj, ctl, contested = g.battlefield(i)
        out.append(_View(index=i, obj=obj, controller=ctl, contested_by=contested,
                         facedown=-1))
    return out


def chain_views(g) -> list:
    kinds = {1: "spell", 2: "unit", 3: "gear", 4: "trigger", 5: "ability"}
    return [_View(controller=c, source=s, ability=a, kind=kinds.get(k, "trigger"))
            for (c, s, a), k in zip(g.chain_items(), g.chain_kinds())]


def showdown_view(g):
    h = g.header
    if h["showdown"] < 0:
        return None
    return _View(bf=h["showdown"], combat=bool(h["combat"]), focus=h["focus"],
                 attacker=h["attacker"], defender=h["defender"], passes=h["sd_passes"])
