"""Compile card definitions (the effect DSL) to read-only int32 tables for the compiled core.

`compile_pool(pool)` turns every card of a `CardPool` into rows of the `CardTables` below;
`decompile(tables, i)` rebuilds card i's `CardDef` from the tables alone (tests check it
equals the original for every card, so no field is lost) and `disassemble(tables, i)` prints
them. `python -m riftsim.cards.compile NAME...` prints the disassembly of those cards.

Format
======

Every table is a C-contiguous 2-D `numpy.int32` array, one object per row, fixed width, not
writeable. Column indices and every vocabulary (op names, events, keywords, ...) are the
enums of `riftsim.cards.bytecode`; Cython code gets the same names from
`_core/bytecode.pxi` (`code[pc, I_OPCODE] == OP_DEAL`). Conventions:

* `-1` (`BC_NONE`) is "none": an optional int (`Sel.might_le`), an absent row reference, an
  optional enum. Optional ints in the DSL are never negative (the compiler checks).
* A *row* column holds a row index into the named table.
* A *range* is two columns `*_OFF`, `*_LEN`: rows OFF .. OFF+LEN-1 of the named table;
  an empty range is (-1, 0). `LEN = -1` marks a `None` tuple where the DSL tells it apart
  from an empty one (only `CardDef.keywords`).
* Booleans are 0 / 1; *tri-state* booleans (the `Sel` filters that are `None` when they do
  not filter) are -1 / 0 / 1.
* A *symbol* is two columns (kind, value): `SymKind` says how to read the value (an int, a
  bool, a string of one vocabulary, an interned string, a `conds` or `costs` row). Fields
  whose strings come from several vocabularies (`Op.kw` is a keyword for Give, a domain for
  AddPower, a flag word for Token ...) are symbols; a string is looked up in
  `SYM_TEXT_KINDS` order (Keyword, Domain, CardType, Event, Word) and interned in
  `CardTables.strings` (`SYM_STRING`) when no vocabulary has it.
* Strings with no vocabulary (card names, tags) are indices into `CardTables.strings`.
  Card names a definition refers to (`Token`, `ReplaceWith`, `Sel.name`) are card indices.
* `sels`, `refs`, `vals`, `conds`, `costs` hold each distinct object once (equal frozen
  dataclasses share a row); ranges of `targets` and `code` are shared by equal tuples.

cards[n_cards, CARD_W]: one row per card of the pool, row = card index (pool order)
    CARD_TYPE        CardType
    CARD_SUPERTYPES  bit set: 1 << Supertype (champion, signature, token, basic)
    CARD_DOMAINS     bit set: 1 << Domain
    CARD_ENERGY, CARD_POWER, CARD_MIGHT   printed costs and Might (0 when the card has none)
    CARD_MIGHT_BONUS an Equipment's Might Bonus (137); -1 none
    CARD_NAME        strings index of the official name
    CARD_TAG_OFF/LEN range of args (SYM_STRING rows): the tags, in facts order
    CARD_IMPLEMENTED 1 when the card has a definition (`decompile` returns None otherwise)
    CARD_TOKEN       1 for a token (176)
    CARD_AB_OFF/LEN  range of abilities: `CardDef.abilities`, in order (AB_INDEX 0, 1, ...)
    CARD_ET          1 when the card has an Effect Text (136; it may be empty)
    CARD_ET_OFF/LEN  range of abilities: `EffectText.abilities` (AB_SECTION = SEC_EFFECT_TEXT)
    CARD_DEF_KW_OFF/LEN  range of args (SYM_STRING): `CardDef.keywords` as written
                     ("Assault 2"); LEN -1 = None (the facts' keywords apply)
    CARD_ET_KW_OFF/LEN   range of args (SYM_STRING): `EffectText.keywords` as written
    CARD_KW + k      value of Keyword k in `CardInfo.keywords` (Assault 2 -> 2, Tank -> 1;
                     0 = absent). The card's own keywords, Effect Text keywords excluded
    CARD_EKW + k     value of Keyword k in `CardInfo.effect_keywords` (what its Effect Text
                     gives the unit it is attached to, 718.3)

abilities[n_ab, AB_W]: one row per ability; a card's rows are contiguous (own, then Effect Text)
    AB_KIND          AbilityKind: spell, triggered, activated, static, replacement, delayed
    AB_CARD          card index;  AB_INDEX  position in its list;  AB_SECTION  Section
    AB_TGT_OFF/LEN   range of targets: declared target slots, slot i = row OFF + i
    AB_CODE_OFF/LEN  range of code: the effects (see "code" for the layout)
    AB_COND          conds row: Triggered / Activated / Static `condition`; -1
    AB_COST          costs row: Triggered / Activated / Static `cost`; -1
    AB_EVENT         Event: `Triggered.on`; -1 for other kinds
    AB_OPTIONAL, AB_ONCE_PER_TURN   Triggered flags
    AB_TIMING        Timing of an Activated ("action", "reaction"); -1 = None
    AB_ADDS          Activated.adds (an [Add] ability, 400.2)
    AB_KEYWORD       Keyword an Activated is ("Equip", 818); -1
    AB_GRANTED       sels row: Activated.granted (a battlefield's granted ability); -1
    AB_MODE_OFF/LEN  range of modes: "Choose one" modes of an Activated (355.3)
    AB_UNIQUE_MODES  Activated.unique_modes
    AB_REPEAT_OFF/LEN    range of args (SYM_COST rows): `Spell.repeat` costs (820)
    AB_STATIC_KIND   StaticKind; -1 for other kinds
    AB_N             Static.n;   AB_KW_KIND, AB_KW  symbol: Static.kw
    AB_APPLIES       sels row: Static.applies / Replacement.applies; -1 = the source itself
    AB_PER           vals row: Static.per; -1
    AB_FLOOR         Static.floor; -1
    AB_REPL_EVENT    ReplEvent: Replacement.event; -1 for other kinds
    AB_KILL_SELF     Replacement.kill_self

modes[n_modes, MODE_W]: the modes of an Activated, in order
    MODE_AB          abilities row of the owner
    MODE_TGT_OFF/LEN range of targets;  MODE_CODE_OFF/LEN  range of code

targets[n_t, TGT_W]: declared target slots (355.6)
    TGT_SEL          sels row;  TGT_COUNT  objects to choose;  TGT_UP_TO  "up to" COUNT
    TGT_SAME_LOCATION    all chosen objects at one location
    TGT_OTHER_LOCATION_THAN  slot whose pick must be at another location; -1
    TGT_WHEN         conds row: the slot exists only while it holds ([Level N]); -1
    TGT_NOT_TRIGGER  not the object the trigger event named
    TGT_TOTAL_MIGHT_LE   the group's total Might is at most this; -1

sels[n_sel, SEL_W]: selectors (355.9.b), see `dsl.Sel`
    SEL_KIND ObjKind, SEL_SIDE Side, SEL_WHERE Where, SEL_OTHER 0/1,
    SEL_MIGHT_LE, SEL_MIGHT_GE, SEL_ENERGY_GE, SEL_ENERGY_LE, SEL_POWER_LE   -1 = no limit
    SEL_EXHAUSTED, SEL_DAMAGED, SEL_STUNNED, SEL_BUFFED, SEL_EQUIPPED, SEL_ALONE,
    SEL_ATTACKING, SEL_DEFENDING   tri-state filters
    SEL_TAG, SEL_NOT_TAG   strings index; -1.   SEL_NAME  card index of that name; -1
    SEL_KEYWORD      Keyword; -1.   SEL_ALT  sels row: "... or matches this"; -1

refs[n_ref, REF_W]: operands that are not inline (`Op.other`, `Val.ref`, `Ref.at`)
    REF_KIND RefKind, REF_INDEX target slot, REF_SEL sels row (EACH), REF_AT refs row

vals[n_val, VAL_W]: computed numbers: VAL_KIND ValKind, VAL_REF refs row, VAL_SEL sels row,
    VAL_N

conds[n_cond, COND_W]: COND_NAME CondName, COND_SEL sels row, COND_ARG_OFF/LEN range of
    args: `Cond.args` as symbols (ints; words "eq" / "ge" / "le"; SYM_COND rows for
    "not" / "all")

costs[n_cost, COST_W]: `dsl.Cost`, one column per field: COST_ENERGY; COST_POWER_OFF/LEN
    range of args (SYM_DOMAIN rows, DOM_ANY = "A"), in order; COST_DISCARD_TYPE and
    COST_RECYCLE_TYPE CardType or -1; COST_EXHAUST_UNIT and COST_KILL_UNIT sels rows or -1;
    the other columns are the field's int / 0-1 value

args[n_args, ARG_W]: lists of symbols: ARG_KIND SymKind, ARG_VAL

code[n_instr, INSTR_W]: one instruction per `Op`
    I_OPCODE         Opcode (`Op.name`)
    I_TO_KIND        RefKind of `Op.to`, -1 = no operand; I_TO_INDEX its target slot;
                     I_TO_SEL its selector (sels row, EACH); I_TO_AT its `at` (refs row)
    I_N_IS_VAL, I_N  `Op.n`: the int itself (I_N_IS_VAL 0) or a vals row (1)
    I_KW_KIND, I_KW  symbol: `Op.kw`
    I_DEST, I_DEST_ARG   Dest (-1 = None); "target:<i>" is DEST_TARGET with I_DEST_ARG i
    I_DURATION       Duration;  I_WHO  Who;  I_READY  0/1
    I_CARD           card index named by `Op.card` (Token, ReplaceWith); -1
    I_COND           conds row; -1.   I_OTHER  refs row (second operand); -1
    I_FLOOR          `Op.floor`; -1
    I_THEN_LEN, I_ELSE_LEN   sizes of the nested blocks. Layout of an instruction at pc:
                     row pc, then its `then` block (I_THEN_LEN rows, nested blocks
                     included), then its `otherwise` block (I_ELSE_LEN rows). The next
                     instruction of the same block is at pc + 1 + I_THEN_LEN + I_ELSE_LEN;
                     the `then` block starts at pc + 1, `otherwise` at pc + 1 + I_THEN_LEN.
                     Which block runs (or whether it runs later, as for a reflexive
                     DealIfKills or Qiyana's choose_one) is the opcode's business.
    Operands keep the DSL helpers' meaning (see the helper in dsl.py that builds the op),
    e.g. `delay` / `delay_there`: I_N is the AB_INDEX of the card's Delayed ability (row
    CARD_AB_OFF + I_N) and I_KW its Event; `token`: I_CARD, I_N copies, I_DEST, I_READY,
    I_KW = W_EXHAUSTED for gear entering exhausted; `if_at_least`: I_N a vals row, I_COND
    `at_least(n)`; `play_from`: I_COND `matches(sel)`, I_KW the cost word, I_DEST "here".

`CardTables.strings` is the interned-string table (card names first, in card order).
"""

from __future__ import annotations

import sys
import time
import weakref
from dataclasses import dataclass, fields

import numpy as np

from riftsim.cards import dsl
from riftsim.cards.bytecode import (
    NONE, SYM_TEXT_KINDS, AbCol, AbilityKind, ArgCol, CardCol, CardType, CondCol, CondName,
    CostCol, Dest, Domain, Duration, Event, InstrCol, Keyword, ModeCol, ObjKind, Opcode, RefCol,
    RefKind, ReplEvent, Section, SelCol, Side, StaticKind, Supertype, SymKind, TgtCol, Timing,
    ValCol, ValKind, Vocab, Where, Who,
)
from riftsim.cards.pool import CardInfo, CardPool, get_pool
from riftsim.errors import CardDefinitionError

_INT32 = (-2**31, 2**31 - 1)

#: the DSL fields each table encodes; tests/test_compile.py fails when a dataclass gains one
COVERED = {
    dsl.Sel: ("kind", "side", "where", "other", "might_le", "might_ge", "exhausted", "damaged",
              "stunned", "buffed", "tag", "name", "not_tag", "keyword", "equipped", "alone",
              "attacking", "defending", "energy_ge", "energy_le", "power_le", "alt"),
    dsl.Target: ("sel", "count", "up_to", "same_location", "other_location_than", "when",
                 "not_trigger", "total_might_le"),
    dsl.Ref: ("kind", "index", "sel", "at"),
    dsl.Val: ("kind", "ref", "sel", "n"),
    dsl.Cond: ("name", "sel", "args"),
    dsl.Op: ("name", "to", "n", "kw", "dest", "duration", "card", "ready", "then",
             "otherwise", "cond", "who", "other", "floor"),
    dsl.Cost: ("energy", "power", "exhaust_self", "kill_self", "recycle_from_trash",
               "discard", "spend_buff", "discard_type", "recycle_type", "burn", "banish_self",
               "banish_trash", "disempower_self", "required", "exhaust_unit", "kill_unit",
               "spend_own_buff", "xp", "less_target_might"),
    dsl.Spell: ("targets", "effects", "repeat"),
    dsl.Triggered: ("on", "effects", "targets", "optional", "condition", "once_per_turn",
                    "cost"),
    dsl.Activated: ("cost", "effects", "targets", "timing", "condition", "adds", "keyword",
                    "granted", "modes", "unique_modes"),
    dsl.Mode: ("effects", "targets"),
    dsl.Static: ("kind", "n", "kw", "applies", "condition", "cost", "per", "floor"),
    dsl.Replacement: ("event", "effects", "applies", "kill_self"),
    dsl.Delayed: ("effects", "targets"),
    dsl.EffectText: ("abilities", "keywords"),
    dsl.CardDef: ("name", "abilities", "keywords", "token", "effect_text"),  # token: not
}                                                                            # compared

_KINDS = {dsl.Spell: AbilityKind.SPELL, dsl.Triggered: AbilityKind.TRIGGERED,
          dsl.Activated: AbilityKind.ACTIVATED, dsl.Static: AbilityKind.STATIC,
          dsl.Replacement: AbilityKind.REPLACEMENT, dsl.Delayed: AbilityKind.DELAYED}

_TABLES = (("cards", CardCol.CARD_W), ("abilities", AbCol.AB_W), ("modes", ModeCol.MODE_W),
           ("targets", TgtCol.TGT_W), ("sels", SelCol.SEL_W), ("refs", RefCol.REF_W),
           ("vals", ValCol.VAL_W), ("conds", CondCol.COND_W), ("costs", CostCol.COST_W),
           ("args", ArgCol.ARG_W), ("code", InstrCol.INSTR_W))


@dataclass(frozen=True, eq=False)
class CardTables:
    """The compiled pool: read-only int32 tables (format: this module's docstring)."""

    cards: np.ndarray
    abilities: np.ndarray
    modes: np.ndarray
    targets: np.ndarray
    sels: np.ndarray
    refs: np.ndarray
    vals: np.ndarray
    conds: np.ndarray
    costs: np.ndarray
    args: np.ndarray
    code: np.ndarray
    strings: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.cards)

    def name(self, card: int) -> str:
        return self.strings[self.cards[card, CardCol.CARD_NAME]]

    def arrays(self) -> dict[str, np.ndarray]:
        """The tables by name, in format order."""
        return {name: getattr(self, name) for name, _ in _TABLES}


_CACHE: "weakref.WeakKeyDictionary[CardPool, CardTables]" = weakref.WeakKeyDictionary()


def compile_pool(pool: CardPool | None = None) -> CardTables:
    """The tables of `pool` (default: the package pool), compiled once per pool object.
    Raises CardDefinitionError naming the card when a definition uses a string no
    vocabulary of `riftsim.cards.bytecode` knows (an op name, an event, a keyword, ...)."""
    pool = get_pool() if pool is None else pool
    tables = _CACHE.get(pool)
    if tables is None:
        tables = _CACHE[pool] = _Compiler(pool).run()
    return tables


# =========================================================================== compiler


class _Compiler:
    def __init__(self, pool: CardPool):
        self.pool = pool
        self.card_index = {c.name: c.index for c in pool.cards}
        self.rows: dict[str, list[list[int]]] = {name: [] for name, _ in _TABLES}
        self.memo: dict[str, dict] = {"sels": {}, "refs": {}, "vals": {}, "conds": {},
                                      "costs": {}, "targets": {}, "code": {}}
        self.strings: list[str] = []
        self.string_ids: dict[str, int] = {}
        self.card = ""          # the card being compiled, for error messages

    # ------------------------------------------------------------------ helpers

    def fail(self, what: str) -> CardDefinitionError:
        return CardDefinitionError(f"card {self.card!r}: {what} (see riftsim.cards.bytecode)")

    def enum(self, vocab: type[Vocab], text: str | None, field: str) -> int:
        if text is None:
            return NONE
        if not isinstance(text, str) or not vocab.has(text):
            what = "unknown op" if vocab is Opcode else f"unknown {vocab.__name__} in {field}"
            raise self.fail(f"{what} {text!r}")
        return int(vocab.of(text))

    def intern(self, text: str) -> int:
        i = self.string_ids.get(text)
        if i is None:
            i = self.string_ids[text] = len(self.strings)
            self.strings.append(text)
        return i

    def int32(self, n, field: str) -> int:
        if isinstance(n, bool) or not isinstance(n, int) or not _INT32[0] <= n <= _INT32[1]:
            raise self.fail(f"{field} = {n!r} is not an int32")
        return n

    def opt(self, n, field: str) -> int:
        """An optional non-negative int: -1 for None."""
        if n is None:
            return NONE
        if self.int32(n, field) < 0:
            raise self.fail(f"{field} = {n} is negative (-1 encodes None)")
        return n

    def card_named(self, name: str | None, field: str) -> int:
        if name is None:
            return NONE
        if name not in self.card_index:
            raise self.fail(f"{field} names {name!r}, which is not a card of the pool")
        return self.card_index[name]

    def append(self, table: str, row: list[int]) -> int:
        self.rows[table].append(row)
        return len(self.rows[table]) - 1

    def deduped(self, table: str, obj, build) -> int:
        """The row of `obj` in `table`, built by `build(obj)` the first time it is seen."""
        if obj is None:
            return NONE
        memo = self.memo[table]
        row = memo.get(obj)
        if row is None:
            row = memo[obj] = self.append(table, build(obj))
        return row

    def range_of(self, table: str, rows: list[list[int]]) -> tuple[int, int]:
        if not rows:
            return NONE, 0
        off = len(self.rows[table])
        self.rows[table].extend(rows)
        return off, len(rows)

    def sym(self, x, field: str) -> tuple[int, int]:
        """A symbol (SymKind, value) for an int, bool, string, Cond or Cost."""
        if x is None:
            return SymKind.NONE, NONE
        if isinstance(x, bool):
            return SymKind.BOOL, int(x)
        if isinstance(x, int):
            return SymKind.INT, self.int32(x, field)
        if isinstance(x, dsl.Cond):
            return SymKind.COND, self.cond(x)
        if isinstance(x, dsl.Cost):
            return SymKind.COST, self.cost(x)
        if isinstance(x, str):
            for kind, vocab in SYM_TEXT_KINDS:
                if vocab.has(x):
                    return kind, int(vocab.of(x))
            return SymKind.STRING, self.intern(x)
        raise self.fail(f"{field} holds {type(x).__name__} {x!r}, which has no encoding")

    def args(self, items, field: str, kind: SymKind | None = None) -> tuple[int, int]:
        """A range of args rows; `kind` forces SYM_STRING / SYM_DOMAIN for string lists."""
        rows = []
        for x in items:
            if kind is SymKind.STRING:
                rows.append([SymKind.STRING, self.intern(x)])
            elif kind is SymKind.DOMAIN:
                rows.append([SymKind.DOMAIN, self.enum(Domain, x, field)])
            else:
                rows.append(list(self.sym(x, field)))   # nested rows first, then the range
        return self.range_of("args", rows)

    # ------------------------------------------------------------------ operands

    def sel(self, s: dsl.Sel | None) -> int:
        return self.deduped("sels", s, self._sel)

    def _sel(self, s: dsl.Sel) -> list[int]:
        def tri(b):
            return NONE if b is None else int(b)
        r = [NONE] * SelCol.SEL_W
        r[SelCol.SEL_KIND] = self.enum(ObjKind, s.kind, "Sel.kind")
        r[SelCol.SEL_SIDE] = self.enum(Side, s.side, "Sel.side")
        r[SelCol.SEL_WHERE] = self.enum(Where, s.where, "Sel.where")
        r[SelCol.SEL_OTHER] = int(s.other)
        r[SelCol.SEL_MIGHT_LE] = self.opt(s.might_le, "Sel.might_le")
        r[SelCol.SEL_MIGHT_GE] = self.opt(s.might_ge, "Sel.might_ge")
        r[SelCol.SEL_EXHAUSTED] = tri(s.exhausted)
        r[SelCol.SEL_DAMAGED] = tri(s.damaged)
        r[SelCol.SEL_STUNNED] = tri(s.stunned)
        r[SelCol.SEL_BUFFED] = tri(s.buffed)
        r[SelCol.SEL_TAG] = NONE if s.tag is None else self.intern(s.tag)
        r[SelCol.SEL_NAME] = self.card_named(s.name, "Sel.name")
        r[SelCol.SEL_NOT_TAG] = NONE if s.not_tag is None else self.intern(s.not_tag)
        r[SelCol.SEL_KEYWORD] = self.enum(Keyword, s.keyword, "Sel.keyword")
        r[SelCol.SEL_EQUIPPED] = tri(s.equipped)
        r[SelCol.SEL_ALONE] = tri(s.alone)
        r[SelCol.SEL_ATTACKING] = tri(s.attacking)
        r[SelCol.SEL_DEFENDING] = tri(s.defending)
        r[SelCol.SEL_ENERGY_GE] = self.opt(s.energy_ge, "Sel.energy_ge")
        r[SelCol.SEL_ENERGY_LE] = self.opt(s.energy_le, "Sel.energy_le")
        r[SelCol.SEL_POWER_LE] = self.opt(s.power_le, "Sel.power_le")
        r[SelCol.SEL_ALT] = self.sel(s.alt)
        return r

    def ref_cells(self, ref: dsl.Ref) -> list[int]:
        """(kind, index, sel row, at row) of a Ref: a refs row, or an instruction's I_TO_*."""
        return [self.enum(RefKind, ref.kind, "Ref.kind"), self.int32(ref.index, "Ref.index"),
                self.sel(ref.sel), self.ref(ref.at)]

    def ref(self, ref: dsl.Ref | None) -> int:
        return self.deduped("refs", ref, self.ref_cells)

    def val(self, v: dsl.Val | None) -> int:
        return self.deduped("vals", v, lambda v: [
            self.enum(ValKind, v.kind, "Val.kind"), self.ref(v.ref), self.sel(v.sel),
            self.int32(v.n, "Val.n")])

    def cond(self, c: dsl.Cond | None) -> int:
        def build(c: dsl.Cond) -> list[int]:
            name = self.enum(CondName, c.name, "Cond.name")
            sel = self.sel(c.sel)
            return [name, sel, *self.args(c.args, f"Cond({c.name!r}).args")]
        return self.deduped("conds", c, build)

    def cost(self, c: dsl.Cost | None) -> int:
        return self.deduped("costs", c, self._cost)

    def _cost(self, c: dsl.Cost) -> list[int]:
        r = [NONE] * CostCol.COST_W
        r[CostCol.COST_ENERGY] = self.int32(c.energy, "Cost.energy")
        r[CostCol.COST_POWER_OFF], r[CostCol.COST_POWER_LEN] = self.args(
            c.power, "Cost.power", SymKind.DOMAIN)
        r[CostCol.COST_EXHAUST_SELF] = int(c.exhaust_self)
        r[CostCol.COST_KILL_SELF] = int(c.kill_self)
        r[CostCol.COST_RECYCLE_FROM_TRASH] = self.int32(c.recycle_from_trash, "Cost.recycle")
        r[CostCol.COST_DISCARD] = self.int32(c.discard, "Cost.discard")
        r[CostCol.COST_SPEND_BUFF] = int(c.spend_buff)
        r[CostCol.COST_DISCARD_TYPE] = self.enum(CardType, c.discard_type, "Cost.discard_type")
        r[CostCol.COST_RECYCLE_TYPE] = self.enum(CardType, c.recycle_type, "Cost.recycle_type")
        r[CostCol.COST_BURN] = self.int32(c.burn, "Cost.burn")
        r[CostCol.COST_BANISH_SELF] = int(c.banish_self)
        r[CostCol.COST_BANISH_TRASH] = self.int32(c.banish_trash, "Cost.banish_trash")
        r[CostCol.COST_DISEMPOWER_SELF] = int(c.disempower_self)
        r[CostCol.COST_REQUIRED] = int(c.required)
        r[CostCol.COST_EXHAUST_UNIT] = self.sel(c.exhaust_unit)
        r[CostCol.COST_KILL_UNIT] = self.sel(c.kill_unit)
        r[CostCol.COST_SPEND_OWN_BUFF] = int(c.spend_own_buff)
        r[CostCol.COST_XP] = self.int32(c.xp, "Cost.xp")
        r[CostCol.COST_LESS_TARGET_MIGHT] = int(c.less_target_might)
        return r

    def targets(self, targets: tuple) -> tuple[int, int]:
        targets = tuple(targets)
        if targets in self.memo["targets"]:
            return self.memo["targets"][targets]
        rows = []
        for t in targets:
            r = [NONE] * TgtCol.TGT_W
            r[TgtCol.TGT_SEL] = self.sel(t.sel)
            r[TgtCol.TGT_COUNT] = self.int32(t.count, "Target.count")
            r[TgtCol.TGT_UP_TO] = int(t.up_to)
            r[TgtCol.TGT_SAME_LOCATION] = int(t.same_location)
            r[TgtCol.TGT_OTHER_LOCATION_THAN] = self.opt(t.other_location_than,
                                                         "Target.other_location_than")
            r[TgtCol.TGT_WHEN] = self.cond(t.when)
            r[TgtCol.TGT_NOT_TRIGGER] = int(t.not_trigger)
            r[TgtCol.TGT_TOTAL_MIGHT_LE] = self.opt(t.total_might_le, "Target.total_might_le")
            rows.append(r)
        rng = self.memo["targets"][targets] = self.range_of("targets", rows)
        return rng

    # ------------------------------------------------------------------ code

    def code(self, ops: tuple) -> tuple[int, int]:
        """The code range of an effect tuple (shared by equal tuples)."""
        ops = tuple(ops)
        if not ops:
            return NONE, 0
        if ops not in self.memo["code"]:
            off = len(self.rows["code"])
            for op in ops:
                self.emit(op)
            self.memo["code"][ops] = (off, len(self.rows["code"]) - off)
        return self.memo["code"][ops]

    def emit(self, op: dsl.Op) -> None:
        """Append `op` and its nested blocks (pre-order)."""
        if not isinstance(op, dsl.Op):
            raise self.fail(f"effect {op!r} is not an Op")
        r = [NONE] * InstrCol.INSTR_W
        r[InstrCol.I_OPCODE] = self.enum(Opcode, op.name, "Op.name")
        if op.to is not None:
            (r[InstrCol.I_TO_KIND], r[InstrCol.I_TO_INDEX], r[InstrCol.I_TO_SEL],
             r[InstrCol.I_TO_AT]) = self.ref_cells(op.to)
        if isinstance(op.n, dsl.Val):
            r[InstrCol.I_N_IS_VAL], r[InstrCol.I_N] = 1, self.val(op.n)
        else:
            r[InstrCol.I_N_IS_VAL], r[InstrCol.I_N] = 0, self.int32(op.n, f"{op.name}.n")
        r[InstrCol.I_KW_KIND], r[InstrCol.I_KW] = self.sym(op.kw, f"{op.name}.kw")
        if op.dest is not None and op.dest.startswith("target:"):
            r[InstrCol.I_DEST] = Dest.TARGET
            try:
                r[InstrCol.I_DEST_ARG] = self.opt(int(op.dest[len("target:"):]), "Op.dest")
            except ValueError:
                raise self.fail(f"bad destination {op.dest!r}") from None
        else:
            r[InstrCol.I_DEST] = self.enum(Dest, op.dest, "Op.dest")
        r[InstrCol.I_DURATION] = self.enum(Duration, op.duration, "Op.duration")
        r[InstrCol.I_CARD] = self.card_named(op.card, f"{op.name}.card")
        r[InstrCol.I_READY] = int(op.ready)
        r[InstrCol.I_COND] = self.cond(op.cond)
        r[InstrCol.I_WHO] = self.enum(Who, op.who, "Op.who")
        r[InstrCol.I_OTHER] = self.ref(op.other)
        r[InstrCol.I_FLOOR] = self.opt(op.floor, "Op.floor")
        self.append("code", r)
        start = len(self.rows["code"])
        for sub in op.then:
            self.emit(sub)
        r[InstrCol.I_THEN_LEN] = len(self.rows["code"]) - start
        start = len(self.rows["code"])
        for sub in op.otherwise:
            self.emit(sub)
        r[InstrCol.I_ELSE_LEN] = len(self.rows["code"]) - start

    # ------------------------------------------------------------------ abilities, cards

    def ability(self, a, card: int, index: int, section: Section) -> list[int]:
        kind = _KINDS.get(type(a))
        if kind is None:
            raise self.fail(f"ability {a!r} has no compiled form")
        r = [NONE] * AbCol.AB_W
        r[AbCol.AB_KIND], r[AbCol.AB_CARD], r[AbCol.AB_INDEX] = kind, card, index
        r[AbCol.AB_SECTION] = section
        for col in (AbCol.AB_OPTIONAL, AbCol.AB_ONCE_PER_TURN, AbCol.AB_ADDS,
                    AbCol.AB_UNIQUE_MODES, AbCol.AB_KILL_SELF, AbCol.AB_N, AbCol.AB_TGT_LEN,
                    AbCol.AB_CODE_LEN, AbCol.AB_MODE_LEN, AbCol.AB_REPEAT_LEN):
            r[col] = 0
        r[AbCol.AB_KW_KIND] = SymKind.NONE
        if hasattr(a, "targets"):
            r[AbCol.AB_TGT_OFF], r[AbCol.AB_TGT_LEN] = self.targets(a.targets)
        if hasattr(a, "effects"):
            r[AbCol.AB_CODE_OFF], r[AbCol.AB_CODE_LEN] = self.code(a.effects)
        if hasattr(a, "condition"):
            r[AbCol.AB_COND] = self.cond(a.condition)
        if hasattr(a, "cost"):
            r[AbCol.AB_COST] = self.cost(a.cost)
        if isinstance(a, dsl.Spell):
            r[AbCol.AB_REPEAT_OFF], r[AbCol.AB_REPEAT_LEN] = self.args(a.repeat, "Spell.repeat")
        elif isinstance(a, dsl.Triggered):
            r[AbCol.AB_EVENT] = self.enum(Event, a.on, "Triggered.on")
            r[AbCol.AB_OPTIONAL] = int(a.optional)
            r[AbCol.AB_ONCE_PER_TURN] = int(a.once_per_turn)
        elif isinstance(a, dsl.Activated):
            r[AbCol.AB_TIMING] = self.enum(Timing, a.timing, "Activated.timing")
            r[AbCol.AB_ADDS] = int(a.adds)
            r[AbCol.AB_KEYWORD] = self.enum(Keyword, a.keyword, "Activated.keyword")
            r[AbCol.AB_GRANTED] = self.sel(a.granted)
            r[AbCol.AB_UNIQUE_MODES] = int(a.unique_modes)
            modes = [[NONE, *self.targets(m.targets), *self.code(m.effects)] for m in a.modes]
            r[AbCol.AB_MODE_OFF], r[AbCol.AB_MODE_LEN] = self.range_of("modes", modes)
        elif isinstance(a, dsl.Static):
            r[AbCol.AB_STATIC_KIND] = self.enum(StaticKind, a.kind, "Static.kind")
            r[AbCol.AB_N] = self.int32(a.n, "Static.n")
            r[AbCol.AB_KW_KIND], r[AbCol.AB_KW] = self.sym(a.kw, "Static.kw")
            r[AbCol.AB_APPLIES] = self.sel(a.applies)
            r[AbCol.AB_PER] = self.val(a.per)
            r[AbCol.AB_FLOOR] = self.opt(a.floor, "Static.floor")
        elif isinstance(a, dsl.Replacement):
            r[AbCol.AB_REPL_EVENT] = self.enum(ReplEvent, a.event, "Replacement.event")
            r[AbCol.AB_APPLIES] = self.sel(a.applies)
            r[AbCol.AB_KILL_SELF] = int(a.kill_self)
        return r

    def abilities(self, abilities: tuple, card: int, section: Section) -> tuple[int, int]:
        rows = [self.ability(a, card, i, section) for i, a in enumerate(abilities)]
        off, n = self.range_of("abilities", rows)
        for row in range(off, off + n):          # modes point back at their ability
            m_off, m_len = rows[row - off][AbCol.AB_MODE_OFF], rows[row - off][AbCol.AB_MODE_LEN]
            for m in range(m_off, m_off + m_len):
                self.rows["modes"][m][ModeCol.MODE_AB] = row
        return off, n

    def card_row(self, info: CardInfo) -> list[int]:
        self.card = info.name
        r = [0] * CardCol.CARD_W
        r[CardCol.CARD_TYPE] = self.enum(CardType, info.type, "type")
        r[CardCol.CARD_SUPERTYPES] = sum(1 << self.enum(Supertype, s, "supertypes")
                                         for s in set(info.supertypes))
        r[CardCol.CARD_DOMAINS] = sum(1 << self.enum(Domain, d, "domains")
                                      for d in set(info.domains))
        r[CardCol.CARD_ENERGY] = self.int32(info.energy, "energy")
        r[CardCol.CARD_POWER] = self.int32(info.power, "power")
        r[CardCol.CARD_MIGHT] = self.int32(info.might, "might")
        r[CardCol.CARD_MIGHT_BONUS] = self.opt(info.might_bonus, "might_bonus")
        r[CardCol.CARD_NAME] = self.intern(info.name)
        r[CardCol.CARD_TAG_OFF], r[CardCol.CARD_TAG_LEN] = self.args(info.tags, "tags",
                                                                     SymKind.STRING)
        r[CardCol.CARD_IMPLEMENTED] = int(info.definition is not None)
        r[CardCol.CARD_TOKEN] = int(info.is_token)
        for col, kws in ((CardCol.CARD_KW, info.keywords),
                         (CardCol.CARD_EKW, info.effect_keywords)):
            for kw, n in kws.items():
                r[col + self.enum(Keyword, kw, "keywords")] = self.int32(n, kw)
        d = info.definition
        r[CardCol.CARD_AB_OFF], r[CardCol.CARD_AB_LEN] = (
            self.abilities(d.abilities, info.index, Section.ABILITIES) if d else (NONE, 0))
        et = d.effect_text if d else None
        r[CardCol.CARD_ET] = int(et is not None)
        r[CardCol.CARD_ET_OFF], r[CardCol.CARD_ET_LEN] = (
            self.abilities(et.abilities, info.index, Section.EFFECT_TEXT) if et else (NONE, 0))
        r[CardCol.CARD_ET_KW_OFF], r[CardCol.CARD_ET_KW_LEN] = self.args(
            et.keywords if et else (), "EffectText.keywords", SymKind.STRING)
        if d is None or d.keywords is None:
            r[CardCol.CARD_DEF_KW_OFF], r[CardCol.CARD_DEF_KW_LEN] = NONE, NONE
        else:
            r[CardCol.CARD_DEF_KW_OFF], r[CardCol.CARD_DEF_KW_LEN] = self.args(
                d.keywords, "keywords", SymKind.STRING)
        return r

    def run(self) -> CardTables:
        for info in self.pool.cards:
            self.intern(info.name)               # card names first: strings[i] is card i's
        for info in self.pool.cards:
            self.append("cards", self.card_row(info))
        arrays = {}
        for name, width in _TABLES:
            a = np.array(self.rows[name], dtype=np.int64).reshape(-1, int(width))
            a = np.ascontiguousarray(a.astype(np.int32))
            a.flags.writeable = False
            arrays[name] = a
        return CardTables(**arrays, strings=tuple(self.strings))


# =========================================================================== decompiler


class _Decompiler:
    """Rebuilds DSL objects from table rows (the inverse of `_Compiler`)."""

    def __init__(self, t: CardTables):
        self.t = t

    def sym(self, kind: int, v: int):
        kind = SymKind(kind)
        if kind is SymKind.NONE:
            return None
        if kind is SymKind.INT:
            return int(v)
        if kind is SymKind.BOOL:
            return bool(v)
        if kind is SymKind.STRING:
            return self.t.strings[v]
        if kind is SymKind.COND:
            return self.cond(v)
        if kind is SymKind.COST:
            return self.cost(v)
        vocab = dict(SYM_TEXT_KINDS)[kind]
        return vocab(v).text

    def args(self, off: int, n: int) -> tuple:
        return tuple(self.sym(*self.t.args[i]) for i in range(off, off + n))

    def sel(self, row: int) -> dsl.Sel | None:
        if row == NONE:
            return None
        r = self.t.sels[row]

        def tri(v):
            return None if v == NONE else bool(v)

        def opt(v):
            return None if v == NONE else int(v)

        def string(v):
            return None if v == NONE else self.t.strings[v]
        return dsl.Sel(
            kind=ObjKind(r[SelCol.SEL_KIND]).text, side=Side(r[SelCol.SEL_SIDE]).text,
            where=Where(r[SelCol.SEL_WHERE]).text, other=bool(r[SelCol.SEL_OTHER]),
            might_le=opt(r[SelCol.SEL_MIGHT_LE]), might_ge=opt(r[SelCol.SEL_MIGHT_GE]),
            exhausted=tri(r[SelCol.SEL_EXHAUSTED]), damaged=tri(r[SelCol.SEL_DAMAGED]),
            stunned=tri(r[SelCol.SEL_STUNNED]), buffed=tri(r[SelCol.SEL_BUFFED]),
            tag=string(r[SelCol.SEL_TAG]),
            name=None if r[SelCol.SEL_NAME] == NONE else self.t.name(r[SelCol.SEL_NAME]),
            not_tag=string(r[SelCol.SEL_NOT_TAG]),
            keyword=None if r[SelCol.SEL_KEYWORD] == NONE else Keyword(r[SelCol.SEL_KEYWORD]).text,
            equipped=tri(r[SelCol.SEL_EQUIPPED]), alone=tri(r[SelCol.SEL_ALONE]),
            attacking=tri(r[SelCol.SEL_ATTACKING]), defending=tri(r[SelCol.SEL_DEFENDING]),
            energy_ge=opt(r[SelCol.SEL_ENERGY_GE]), energy_le=opt(r[SelCol.SEL_ENERGY_LE]),
            power_le=opt(r[SelCol.SEL_POWER_LE]), alt=self.sel(r[SelCol.SEL_ALT]))

    def ref_from(self, kind: int, index: int, sel: int, at: int) -> dsl.Ref:
        return dsl.Ref(RefKind(kind).text, int(index), self.sel(sel), self.ref(at))

    def ref(self, row: int) -> dsl.Ref | None:
        return None if row == NONE else self.ref_from(*self.t.refs[row])

    def val(self, row: int) -> dsl.Val | None:
        if row == NONE:
            return None
        kind, ref, sel, n = self.t.vals[row]
        return dsl.Val(ValKind(kind).text, self.ref(ref), self.sel(sel), int(n))

    def cond(self, row: int) -> dsl.Cond | None:
        if row == NONE:
            return None
        name, sel, off, n = self.t.conds[row]
        return dsl.Cond(CondName(name).text, self.sel(sel), self.args(off, n))

    def cost(self, row: int) -> dsl.Cost | None:
        if row == NONE:
            return None
        r = self.t.costs[row]

        def ctype(v):
            return None if v == NONE else CardType(v).text
        return dsl.Cost(
            energy=int(r[CostCol.COST_ENERGY]),
            power=self.args(r[CostCol.COST_POWER_OFF], r[CostCol.COST_POWER_LEN]),
            exhaust_self=bool(r[CostCol.COST_EXHAUST_SELF]),
            kill_self=bool(r[CostCol.COST_KILL_SELF]),
            recycle_from_trash=int(r[CostCol.COST_RECYCLE_FROM_TRASH]),
            discard=int(r[CostCol.COST_DISCARD]), spend_buff=bool(r[CostCol.COST_SPEND_BUFF]),
            discard_type=ctype(r[CostCol.COST_DISCARD_TYPE]),
            recycle_type=ctype(r[CostCol.COST_RECYCLE_TYPE]), burn=int(r[CostCol.COST_BURN]),
            banish_self=bool(r[CostCol.COST_BANISH_SELF]),
            banish_trash=int(r[CostCol.COST_BANISH_TRASH]),
            disempower_self=bool(r[CostCol.COST_DISEMPOWER_SELF]),
            required=bool(r[CostCol.COST_REQUIRED]),
            exhaust_unit=self.sel(r[CostCol.COST_EXHAUST_UNIT]),
            kill_unit=self.sel(r[CostCol.COST_KILL_UNIT]),
            spend_own_buff=bool(r[CostCol.COST_SPEND_OWN_BUFF]), xp=int(r[CostCol.COST_XP]),
            less_target_might=bool(r[CostCol.COST_LESS_TARGET_MIGHT]))

    def targets(self, off: int, n: int) -> tuple[dsl.Target, ...]:
        def opt(v):
            return None if v == NONE else int(v)
        out = []
        for r in _rows(self.t.targets, off, n):
            out.append(dsl.Target(
                sel=self.sel(r[TgtCol.TGT_SEL]), count=int(r[TgtCol.TGT_COUNT]),
                up_to=bool(r[TgtCol.TGT_UP_TO]),
                same_location=bool(r[TgtCol.TGT_SAME_LOCATION]),
                other_location_than=opt(r[TgtCol.TGT_OTHER_LOCATION_THAN]),
                when=self.cond(r[TgtCol.TGT_WHEN]), not_trigger=bool(r[TgtCol.TGT_NOT_TRIGGER]),
                total_might_le=opt(r[TgtCol.TGT_TOTAL_MIGHT_LE])))
        return tuple(out)

    def ops(self, off: int, n: int) -> tuple[dsl.Op, ...]:
        out, pc = [], off
        while pc < off + n:
            out.append(self.op(pc))
            pc += instr_size(self.t, pc)
        return tuple(out)

    def op(self, pc: int) -> dsl.Op:
        r = self.t.code[pc]
        then_len, else_len = int(r[InstrCol.I_THEN_LEN]), int(r[InstrCol.I_ELSE_LEN])
        to = None
        if r[InstrCol.I_TO_KIND] != NONE:
            to = self.ref_from(r[InstrCol.I_TO_KIND], r[InstrCol.I_TO_INDEX],
                               r[InstrCol.I_TO_SEL], r[InstrCol.I_TO_AT])
        dest = None
        if r[InstrCol.I_DEST] == Dest.TARGET:
            dest = f"target:{r[InstrCol.I_DEST_ARG]}"
        elif r[InstrCol.I_DEST] != NONE:
            dest = Dest(r[InstrCol.I_DEST]).text
        return dsl.Op(
            name=Opcode(r[InstrCol.I_OPCODE]).text, to=to,
            n=self.val(r[InstrCol.I_N]) if r[InstrCol.I_N_IS_VAL] else int(r[InstrCol.I_N]),
            kw=self.sym(r[InstrCol.I_KW_KIND], r[InstrCol.I_KW]), dest=dest,
            duration=Duration(r[InstrCol.I_DURATION]).text,
            card=None if r[InstrCol.I_CARD] == NONE else self.t.name(r[InstrCol.I_CARD]),
            ready=bool(r[InstrCol.I_READY]),
            then=self.ops(pc + 1, then_len),
            otherwise=self.ops(pc + 1 + then_len, else_len),
            cond=self.cond(r[InstrCol.I_COND]), who=Who(r[InstrCol.I_WHO]).text,
            other=self.ref(r[InstrCol.I_OTHER]),
            floor=None if r[InstrCol.I_FLOOR] == NONE else int(r[InstrCol.I_FLOOR]))

    def ability(self, row: int):
        r = self.t.abilities[row]
        kind = AbilityKind(r[AbCol.AB_KIND])
        targets = self.targets(r[AbCol.AB_TGT_OFF], r[AbCol.AB_TGT_LEN])
        effects = self.ops(r[AbCol.AB_CODE_OFF], r[AbCol.AB_CODE_LEN])
        cond, cost = self.cond(r[AbCol.AB_COND]), self.cost(r[AbCol.AB_COST])
        if kind is AbilityKind.SPELL:
            repeat = self.args(r[AbCol.AB_REPEAT_OFF], r[AbCol.AB_REPEAT_LEN])
            return dsl.Spell(targets, effects, repeat)
        if kind is AbilityKind.TRIGGERED:
            return dsl.Triggered(Event(r[AbCol.AB_EVENT]).text, effects, targets,
                                 optional=bool(r[AbCol.AB_OPTIONAL]), condition=cond,
                                 once_per_turn=bool(r[AbCol.AB_ONCE_PER_TURN]), cost=cost)
        if kind is AbilityKind.ACTIVATED:
            modes = tuple(
                dsl.Mode(self.ops(m[ModeCol.MODE_CODE_OFF], m[ModeCol.MODE_CODE_LEN]),
                         self.targets(m[ModeCol.MODE_TGT_OFF], m[ModeCol.MODE_TGT_LEN]))
                for m in _rows(self.t.modes, r[AbCol.AB_MODE_OFF], r[AbCol.AB_MODE_LEN]))
            return dsl.Activated(
                cost, effects, targets,
                timing=None if r[AbCol.AB_TIMING] == NONE else Timing(r[AbCol.AB_TIMING]).text,
                condition=cond, adds=bool(r[AbCol.AB_ADDS]),
                keyword=None if r[AbCol.AB_KEYWORD] == NONE else Keyword(r[AbCol.AB_KEYWORD]).text,
                granted=self.sel(r[AbCol.AB_GRANTED]), modes=modes,
                unique_modes=bool(r[AbCol.AB_UNIQUE_MODES]))
        if kind is AbilityKind.STATIC:
            return dsl.Static(
                StaticKind(r[AbCol.AB_STATIC_KIND]).text, int(r[AbCol.AB_N]),
                kw=self.sym(r[AbCol.AB_KW_KIND], r[AbCol.AB_KW]),
                applies=self.sel(r[AbCol.AB_APPLIES]), condition=cond, cost=cost,
                per=self.val(r[AbCol.AB_PER]),
                floor=None if r[AbCol.AB_FLOOR] == NONE else int(r[AbCol.AB_FLOOR]))
        if kind is AbilityKind.REPLACEMENT:
            return dsl.Replacement(ReplEvent(r[AbCol.AB_REPL_EVENT]).text, effects,
                                   applies=self.sel(r[AbCol.AB_APPLIES]),
                                   kill_self=bool(r[AbCol.AB_KILL_SELF]))
        return dsl.Delayed(effects, targets)

    def card(self, i: int) -> dsl.CardDef | None:
        r = self.t.cards[i]
        if not r[CardCol.CARD_IMPLEMENTED]:
            return None
        abilities = tuple(self.ability(row) for row in _span(r[CardCol.CARD_AB_OFF],
                                                             r[CardCol.CARD_AB_LEN]))
        keywords = None
        if r[CardCol.CARD_DEF_KW_LEN] != NONE:
            keywords = self.args(r[CardCol.CARD_DEF_KW_OFF], r[CardCol.CARD_DEF_KW_LEN])
        effect_text = None
        if r[CardCol.CARD_ET]:
            et = [self.ability(row) for row in _span(r[CardCol.CARD_ET_OFF],
                                                     r[CardCol.CARD_ET_LEN])]
            effect_text = dsl.EffectText(*et, keywords=self.args(r[CardCol.CARD_ET_KW_OFF],
                                                                 r[CardCol.CARD_ET_KW_LEN]))
        return dsl.CardDef(self.t.name(i), abilities, keywords, effect_text=effect_text)


def _span(off, n) -> range:
    return range(int(off), int(off) + int(n))


def _rows(table: np.ndarray, off, n) -> np.ndarray:
    return table[int(off):int(off) + int(n)] if n else table[:0]


def instr_size(t: CardTables, pc: int) -> int:
    """Rows taken by the instruction at `pc` with its nested blocks."""
    return 1 + int(t.code[pc, InstrCol.I_THEN_LEN]) + int(t.code[pc, InstrCol.I_ELSE_LEN])


def decompile(tables: CardTables, card_index: int) -> dsl.CardDef | None:
    """Card `card_index`'s definition rebuilt from the tables (None: not implemented)."""
    return _Decompiler(tables).card(card_index)


# =========================================================================== disassembler


def _fmt_sel(d: _Decompiler, row: int) -> str:
    s = d.sel(row)
    parts = [s.kind, s.side, s.where]
    for f in fields(dsl.Sel)[3:]:
        v = getattr(s, f.name)
        if f.name == "alt":
            continue
        if v is True:
            parts.append(f.name)
        elif v is not None and v is not False:
            parts.append(f"{f.name}={v!r}" if isinstance(v, str) else f"{f.name}={v}")
    text = " ".join(p for p in parts if p not in ("any", "board")) or "any"
    if s.alt is not None:
        text += f" | {_fmt_sel(d, int(d.t.sels[row, SelCol.SEL_ALT]))}"
    return f"sel#{row}({text})"


def _fmt_ref_cells(d: _Decompiler, kind: int, index: int, sel: int, at: int) -> str:
    k = RefKind(kind)
    if k is RefKind.TARGET:
        return f"T({index})"
    if k is RefKind.EACH:
        where = f", at={_fmt_ref(d, at)}" if at != NONE else ""
        return f"EACH({_fmt_sel(d, sel)}{where})"
    return k.text.upper()


def _fmt_ref(d: _Decompiler, row: int) -> str:
    return _fmt_ref_cells(d, *d.t.refs[row])


def _fmt_val(d: _Decompiler, row: int) -> str:
    kind, ref, sel, n = d.t.vals[row]
    inner = [_fmt_ref(d, ref)] if ref != NONE else []
    inner += [_fmt_sel(d, sel)] if sel != NONE else []
    inner += [str(n)] if n else []
    return f"{ValKind(kind).text}({', '.join(inner)})"


def _fmt_cond(d: _Decompiler, row: int) -> str:
    name, sel, off, n = d.t.conds[row]
    inner = [_fmt_sel(d, sel)] if sel != NONE else []
    for kind, v in _rows(d.t.args, off, n):
        inner.append(_fmt_cond(d, v) if kind == SymKind.COND else repr(d.sym(kind, v)))
    return f"{CondName(name).text}({', '.join(inner)})"


def _fmt_cost(d: _Decompiler, row: int) -> str:
    c, default = d.cost(row), dsl.Cost()
    sels = {"exhaust_unit": CostCol.COST_EXHAUST_UNIT, "kill_unit": CostCol.COST_KILL_UNIT}
    parts = []
    for f in fields(dsl.Cost):
        v = getattr(c, f.name)
        if v == getattr(default, f.name):
            continue
        shown = _fmt_sel(d, int(d.t.costs[row, sels[f.name]])) if f.name in sels else repr(v)
        parts.append(f"{f.name}={shown}")
    return f"cost#{row}({', '.join(parts)})"


def _fmt_instr(d: _Decompiler, pc: int) -> str:
    r = d.t.code[pc]
    op = Opcode(r[InstrCol.I_OPCODE])
    parts = []
    if r[InstrCol.I_TO_KIND] != NONE:
        parts.append("to=" + _fmt_ref_cells(d, *r[InstrCol.I_TO_KIND:InstrCol.I_TO_AT + 1]))
    if r[InstrCol.I_N_IS_VAL]:
        parts.append(f"n={_fmt_val(d, r[InstrCol.I_N])}")
    elif r[InstrCol.I_N]:
        parts.append(f"n={r[InstrCol.I_N]}")
    if r[InstrCol.I_KW_KIND] != SymKind.NONE:
        kind = SymKind(r[InstrCol.I_KW_KIND])
        parts.append(f"kw={d.sym(kind, r[InstrCol.I_KW])!r}:{kind.text}")
    if r[InstrCol.I_DEST] != NONE:
        parts.append(f"dest={d.op(pc).dest}")
    if r[InstrCol.I_DURATION] != Duration.TURN:
        parts.append(f"duration={Duration(r[InstrCol.I_DURATION]).text}")
    if r[InstrCol.I_CARD] != NONE:
        parts.append(f"card=#{r[InstrCol.I_CARD]} {d.t.name(r[InstrCol.I_CARD])!r}")
    if r[InstrCol.I_READY]:
        parts.append("ready")
    if r[InstrCol.I_COND] != NONE:
        parts.append(f"cond={_fmt_cond(d, r[InstrCol.I_COND])}")
    if r[InstrCol.I_WHO] != Who.YOU:
        parts.append(f"who={Who(r[InstrCol.I_WHO]).text}")
    if r[InstrCol.I_OTHER] != NONE:
        parts.append(f"other={_fmt_ref(d, r[InstrCol.I_OTHER])}")
    if r[InstrCol.I_FLOOR] != NONE:
        parts.append(f"floor={r[InstrCol.I_FLOOR]}")
    if r[InstrCol.I_THEN_LEN] or r[InstrCol.I_ELSE_LEN]:
        parts.append(f"[then {r[InstrCol.I_THEN_LEN]}, else {r[InstrCol.I_ELSE_LEN]}]")
    return f"{op.text:<18} {' '.join(parts)}".rstrip()


def _dis_code(d: _Decompiler, off: int, n: int, indent: str, out: list[str]) -> None:
    pc = off
    while pc < off + n:
        then_len = int(d.t.code[pc, InstrCol.I_THEN_LEN])
        else_len = int(d.t.code[pc, InstrCol.I_ELSE_LEN])
        out.append(f"    {pc:05d}  {indent}{_fmt_instr(d, pc)}")
        if then_len:
            out.append(f"           {indent}  then:")
            _dis_code(d, pc + 1, then_len, indent + "    ", out)
        if else_len:
            out.append(f"           {indent}  else:")
            _dis_code(d, pc + 1 + then_len, else_len, indent + "    ", out)
        pc += 1 + then_len + else_len


def _dis_targets(d: _Decompiler, off: int, n: int, out: list[str]) -> None:
    for slot, row in enumerate(_span(off, n)):
        t = d.t.targets[row]
        extra = []
        if t[TgtCol.TGT_COUNT] != 1 or t[TgtCol.TGT_UP_TO]:
            extra.append(("up to " if t[TgtCol.TGT_UP_TO] else "") + f"{t[TgtCol.TGT_COUNT]}")
        for col, label in ((TgtCol.TGT_SAME_LOCATION, "same_location"),
                           (TgtCol.TGT_NOT_TRIGGER, "not_trigger")):
            if t[col]:
                extra.append(label)
        for col, label in ((TgtCol.TGT_OTHER_LOCATION_THAN, "other_location_than"),
                           (TgtCol.TGT_TOTAL_MIGHT_LE, "total_might_le")):
            if t[col] != NONE:
                extra.append(f"{label}={t[col]}")
        if t[TgtCol.TGT_WHEN] != NONE:
            extra.append(f"when={_fmt_cond(d, t[TgtCol.TGT_WHEN])}")
        out.append(f"    target {slot} (row {row}): {_fmt_sel(d, t[TgtCol.TGT_SEL])} "
                   f"{' '.join(extra)}".rstrip())


def _dis_ability(d: _Decompiler, row: int, out: list[str]) -> None:
    r = d.t.abilities[row]
    kind = AbilityKind(r[AbCol.AB_KIND])
    head = [f"  ability {r[AbCol.AB_INDEX]} (row {row}) {kind.text.upper()}"]
    if r[AbCol.AB_SECTION] == Section.EFFECT_TEXT:
        head.append("[effect text]")
    if r[AbCol.AB_EVENT] != NONE:
        head.append(f"on {Event(r[AbCol.AB_EVENT]).text}")
    if r[AbCol.AB_STATIC_KIND] != NONE:
        head.append(StaticKind(r[AbCol.AB_STATIC_KIND]).text)
        if r[AbCol.AB_N]:
            head.append(f"n={r[AbCol.AB_N]}")
        if r[AbCol.AB_KW_KIND] != SymKind.NONE:
            head.append(f"kw={d.sym(r[AbCol.AB_KW_KIND], r[AbCol.AB_KW])!r}")
        if r[AbCol.AB_PER] != NONE:
            head.append(f"per={_fmt_val(d, r[AbCol.AB_PER])}")
        if r[AbCol.AB_FLOOR] != NONE:
            head.append(f"floor={r[AbCol.AB_FLOOR]}")
    if r[AbCol.AB_REPL_EVENT] != NONE:
        head.append(f"{ReplEvent(r[AbCol.AB_REPL_EVENT]).text}")
    for col, label in ((AbCol.AB_OPTIONAL, "optional"), (AbCol.AB_ONCE_PER_TURN, "once/turn"),
                       (AbCol.AB_ADDS, "adds"), (AbCol.AB_UNIQUE_MODES, "unique_modes"),
                       (AbCol.AB_KILL_SELF, "kill_self")):
        if r[col]:
            head.append(label)
    if r[AbCol.AB_TIMING] != NONE:
        head.append(Timing(r[AbCol.AB_TIMING]).text)
    if r[AbCol.AB_KEYWORD] != NONE:
        head.append(f"keyword={Keyword(r[AbCol.AB_KEYWORD]).text}")
    out.append(" ".join(head))
    if r[AbCol.AB_APPLIES] != NONE:
        out.append(f"    applies: {_fmt_sel(d, r[AbCol.AB_APPLIES])}")
    if r[AbCol.AB_GRANTED] != NONE:
        out.append(f"    granted to: {_fmt_sel(d, r[AbCol.AB_GRANTED])}")
    if r[AbCol.AB_COND] != NONE:
        out.append(f"    condition: {_fmt_cond(d, r[AbCol.AB_COND])}")
    if r[AbCol.AB_COST] != NONE:
        out.append(f"    cost: {_fmt_cost(d, r[AbCol.AB_COST])}")
    for kind_, v in _rows(d.t.args, r[AbCol.AB_REPEAT_OFF], r[AbCol.AB_REPEAT_LEN]):
        out.append(f"    repeat: {_fmt_cost(d, v)}")
    _dis_targets(d, r[AbCol.AB_TGT_OFF], r[AbCol.AB_TGT_LEN], out)
    _dis_code(d, r[AbCol.AB_CODE_OFF], r[AbCol.AB_CODE_LEN], "", out)
    for m_row in _span(r[AbCol.AB_MODE_OFF], r[AbCol.AB_MODE_LEN]):
        m = d.t.modes[m_row]
        out.append(f"   mode {m_row - r[AbCol.AB_MODE_OFF]} (row {m_row}):")
        _dis_targets(d, m[ModeCol.MODE_TGT_OFF], m[ModeCol.MODE_TGT_LEN], out)
        _dis_code(d, m[ModeCol.MODE_CODE_OFF], m[ModeCol.MODE_CODE_LEN], "", out)


def disassemble(tables: CardTables, card_index: int) -> str:
    """A human-readable listing of card `card_index`'s rows (code rows with their pc)."""
    d, r = _Decompiler(tables), tables.cards[card_index]
    sup = [s.text for s in Supertype if r[CardCol.CARD_SUPERTYPES] >> s & 1]
    dom = [x.text for x in Domain if r[CardCol.CARD_DOMAINS] >> x & 1]
    out = [f"card {card_index} {tables.name(card_index)!r}: "
           f"{' '.join(sup + [CardType(r[CardCol.CARD_TYPE]).text])} [{' '.join(dom)}] "
           f"energy {r[CardCol.CARD_ENERGY]} power {r[CardCol.CARD_POWER]} "
           f"might {r[CardCol.CARD_MIGHT]}"
           + (f" bonus {r[CardCol.CARD_MIGHT_BONUS]}" if r[CardCol.CARD_MIGHT_BONUS] != NONE
              else "")]
    tags = d.args(r[CardCol.CARD_TAG_OFF], r[CardCol.CARD_TAG_LEN])
    if tags:
        out.append(f"  tags: {', '.join(tags)}")
    for col, label in ((CardCol.CARD_KW, "keywords"), (CardCol.CARD_EKW, "effect keywords")):
        kws = [f"{k.text} {r[col + k]}" for k in Keyword if r[col + k]]
        if kws:
            out.append(f"  {label}: {', '.join(kws)}")
    if not r[CardCol.CARD_IMPLEMENTED]:
        out.append("  (no definition)")
        return "\n".join(out)
    if r[CardCol.CARD_DEF_KW_LEN] != NONE:
        out.append(f"  keywords override: "
                   f"{d.args(r[CardCol.CARD_DEF_KW_OFF], r[CardCol.CARD_DEF_KW_LEN])}")
    for row in _span(r[CardCol.CARD_AB_OFF], r[CardCol.CARD_AB_LEN]):
        _dis_ability(d, row, out)
    if r[CardCol.CARD_ET]:
        kws = d.args(r[CardCol.CARD_ET_KW_OFF], r[CardCol.CARD_ET_KW_LEN])
        out.append(f"  effect text keywords: {kws}")
        for row in _span(r[CardCol.CARD_ET_OFF], r[CardCol.CARD_ET_LEN]):
            _dis_ability(d, row, out)
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """`python -m riftsim.cards.compile NAME...`: the disassembly of those cards; with no
    name, the table sizes and the compile time."""
    argv = sys.argv[1:] if argv is None else argv
    pool = get_pool()
    start = time.perf_counter()
    tables = compile_pool(pool)
    elapsed = time.perf_counter() - start
    if not argv:
        for name, a in tables.arrays().items():
            print(f"{name:<10} {a.shape[0]:>6} rows x {a.shape[1]:>2}")
        print(f"strings    {len(tables.strings):>6}")
        print(f"compiled {len(pool)} cards in {elapsed * 1000:.1f} ms")
        return 0
    for i, name in enumerate(argv):
        try:
            info = pool.by_name(name)
        except (KeyError, ValueError) as e:
            print(f"unknown card {name!r}: {e}", file=sys.stderr)
            return 2
        print(("\n" if i else "") + disassemble(tables, info.index))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
