"""The card compiler: DSL definitions -> read-only int32 tables for the compiled core.

The round trip (decompile(compile(card)) == card, for every card) is what proves the tables
keep every field; the spot checks pin the layout the Cython VM reads (format documented in
riftsim/cards/compile.py, vocabularies in riftsim/cards/bytecode.py).
"""

from __future__ import annotations

import dataclasses
import re
import time
from pathlib import Path

import numpy as np
import pytest

from riftsim.cards import dsl
from riftsim.cards.bytecode import (
    NONE, PXI_PATH, AbCol, AbilityKind, ArgCol, CardCol, CardType, CondCol, CondName, CostCol,
    Domain, Duration, Event, InstrCol, Keyword, ModeCol, ObjKind, Opcode, RefKind, SelCol, Side,
    StaticKind, Supertype, SymKind, TgtCol, Where, Who, render_pxi,
)
from riftsim.cards.compile import (
    COVERED, CardTables, _Compiler, compile_pool, decompile, disassemble, instr_size, main,
)
from riftsim.cards.pool import CardPool, get_pool
from riftsim.errors import CardDefinitionError

CARDS = Path(dsl.__file__).parent


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return get_pool()


@pytest.fixture(scope="module")
def tables(pool) -> CardTables:
    return compile_pool(pool)


def card(tables, pool, name):
    return tables.cards[pool.by_name(name).index]


def ability(tables, pool, name, i=0):
    r = card(tables, pool, name)
    assert i < r[CardCol.CARD_AB_LEN]
    return tables.abilities[r[CardCol.CARD_AB_OFF] + i]


# --------------------------------------------------------------------------- (a) round trip


def test_every_card_round_trips(tables, pool):
    """decompile(compile_pool(), i) rebuilds exactly pool[i].definition (None when the card
    has none). repr equality also catches a bool that came back as an int."""
    defined = [c for c in pool.cards if c.definition is not None]
    assert len(defined) >= 378 and sum(c.is_token for c in defined) >= 12
    wrong = [c.name for c in pool.cards
             if decompile(tables, c.index) != c.definition
             or repr(decompile(tables, c.index)) != repr(c.definition)]
    assert wrong == []


def test_compiler_covers_every_dsl_field():
    """A new DSL field must get a column (and a round-trip case) before it can be used."""
    for cls, names in COVERED.items():
        assert tuple(f.name for f in dataclasses.fields(cls)) == names, cls.__name__


def test_every_ability_code_range_is_a_sequence_of_whole_instructions(tables):
    """Nested blocks lie inline: walking top-level instructions by their sizes ends exactly
    at the end of the range, and each block does the same (the VM skips with pc += len)."""
    def walk(off, n):
        pc = off
        while pc < off + n:
            r = tables.code[pc]
            walk(pc + 1, r[InstrCol.I_THEN_LEN])
            walk(pc + 1 + r[InstrCol.I_THEN_LEN], r[InstrCol.I_ELSE_LEN])
            pc += instr_size(tables, pc)
        assert pc == off + n
    for a in tables.abilities:
        walk(a[AbCol.AB_CODE_OFF], a[AbCol.AB_CODE_LEN])
    for m in tables.modes:
        walk(m[ModeCol.MODE_CODE_OFF], m[ModeCol.MODE_CODE_LEN])


# --------------------------------------------------------------------------- (b) spot checks


def test_vanilla_unit_row(tables, pool):
    """Mega-Mech: a unit with no text (facts: Mind, 7 Energy, 8 Might, Mech, Bandle City)."""
    r = card(tables, pool, "Mega-Mech")
    assert r[CardCol.CARD_TYPE] == CardType.UNIT
    assert r[CardCol.CARD_DOMAINS] == 1 << Domain.MIND
    assert (r[CardCol.CARD_ENERGY], r[CardCol.CARD_POWER], r[CardCol.CARD_MIGHT]) == (7, 0, 8)
    assert r[CardCol.CARD_MIGHT_BONUS] == NONE and r[CardCol.CARD_SUPERTYPES] == 0
    assert r[CardCol.CARD_IMPLEMENTED] == 1 and r[CardCol.CARD_TOKEN] == 0
    assert (r[CardCol.CARD_AB_OFF], r[CardCol.CARD_AB_LEN]) == (NONE, 0)
    assert r[CardCol.CARD_DEF_KW_LEN] == NONE and r[CardCol.CARD_ET] == 0
    assert not r[CardCol.CARD_KW:CardCol.CARD_W].any()
    tags = tables.args[r[CardCol.CARD_TAG_OFF]:r[CardCol.CARD_TAG_OFF] + r[CardCol.CARD_TAG_LEN]]
    assert [tables.strings[v] for k, v in tags] == ["Mech", "Bandle City"]
    assert (tags[:, ArgCol.ARG_KIND] == SymKind.STRING).all()
    assert tables.name(pool.by_name("Mega-Mech").index) == "Mega-Mech"


def test_keyword_columns(tables, pool):
    """Keyword values (807.1.b): Stalwart Poro has Shield; a Recruit token is a token."""
    r = card(tables, pool, "Stalwart Poro")
    assert r[CardCol.CARD_KW + Keyword.SHIELD] == 1
    assert r[CardCol.CARD_KW:CardCol.CARD_W].sum() == 1
    dirk = card(tables, pool, "Serrated Dirk")          # Effect Text: the unit gets Assault 2
    assert dirk[CardCol.CARD_EKW + Keyword.ASSAULT] == 2
    assert dirk[CardCol.CARD_KW + Keyword.ASSAULT] == 0
    assert dirk[CardCol.CARD_ET] == 1 and dirk[CardCol.CARD_ET_KW_LEN] == 1
    recruit = card(tables, pool, "Recruit")
    assert recruit[CardCol.CARD_TOKEN] == 1
    assert recruit[CardCol.CARD_SUPERTYPES] == 1 << Supertype.TOKEN


def test_hextech_ray_rows(tables, pool):
    """Hextech Ray: a spell (359.3.d) with one target slot (355.6): deal 3 to T(0)."""
    a = ability(tables, pool, "Hextech Ray")
    assert a[AbCol.AB_KIND] == AbilityKind.SPELL and a[AbCol.AB_INDEX] == 0
    assert a[AbCol.AB_CARD] == pool.by_name("Hextech Ray").index
    assert (a[AbCol.AB_EVENT], a[AbCol.AB_COND], a[AbCol.AB_COST]) == (NONE, NONE, NONE)
    assert a[AbCol.AB_TGT_LEN] == 1 and a[AbCol.AB_CODE_LEN] == 1
    t = tables.targets[a[AbCol.AB_TGT_OFF]]
    assert (t[TgtCol.TGT_COUNT], t[TgtCol.TGT_UP_TO], t[TgtCol.TGT_WHEN]) == (1, 0, NONE)
    s = tables.sels[t[TgtCol.TGT_SEL]]
    assert (s[SelCol.SEL_KIND], s[SelCol.SEL_SIDE], s[SelCol.SEL_WHERE]) == (
        ObjKind.UNIT, Side.ANY, Where.BATTLEFIELD)
    assert s[SelCol.SEL_MIGHT_LE] == NONE and s[SelCol.SEL_EXHAUSTED] == NONE
    i = tables.code[a[AbCol.AB_CODE_OFF]]
    assert i[InstrCol.I_OPCODE] == Opcode.DEAL
    assert (i[InstrCol.I_TO_KIND], i[InstrCol.I_TO_INDEX], i[InstrCol.I_TO_SEL]) == (
        RefKind.TARGET, 0, NONE)
    assert (i[InstrCol.I_N_IS_VAL], i[InstrCol.I_N]) == (0, 3)
    assert (i[InstrCol.I_KW_KIND], i[InstrCol.I_DEST], i[InstrCol.I_CARD]) == (
        SymKind.NONE, NONE, NONE)
    assert (i[InstrCol.I_DURATION], i[InstrCol.I_WHO]) == (Duration.TURN, Who.YOU)
    assert (i[InstrCol.I_THEN_LEN], i[InstrCol.I_ELSE_LEN]) == (0, 0)


def test_triggered_legend_rows(tables, pool):
    """Relentless Storm (legend): when you play a Mighty unit (708), you may exhaust me
    (a cost within instructions, 383.3.b) to channel 1 rune (430)."""
    r = card(tables, pool, "Relentless Storm")
    assert r[CardCol.CARD_TYPE] == CardType.LEGEND
    assert r[CardCol.CARD_DOMAINS] == (1 << Domain.FURY) | (1 << Domain.BODY)
    a = ability(tables, pool, "Relentless Storm")
    assert a[AbCol.AB_KIND] == AbilityKind.TRIGGERED
    assert a[AbCol.AB_EVENT] == Event.YOU_PLAY_UNIT
    assert (a[AbCol.AB_OPTIONAL], a[AbCol.AB_ONCE_PER_TURN], a[AbCol.AB_TGT_LEN]) == (1, 0, 0)
    c = tables.conds[a[AbCol.AB_COND]]
    assert c[CondCol.COND_NAME] == CondName.TRIGGER_IS and c[CondCol.COND_ARG_LEN] == 0
    assert tables.sels[c[CondCol.COND_SEL], SelCol.SEL_MIGHT_GE] == 5
    cost = tables.costs[a[AbCol.AB_COST]]
    assert (cost[CostCol.COST_EXHAUST_SELF], cost[CostCol.COST_REQUIRED]) == (1, 1)
    assert (cost[CostCol.COST_ENERGY], cost[CostCol.COST_POWER_LEN]) == (0, 0)
    i = tables.code[a[AbCol.AB_CODE_OFF]]
    assert (i[InstrCol.I_OPCODE], i[InstrCol.I_N], i[InstrCol.I_READY]) == (Opcode.CHANNEL, 1, 0)


def test_if_otherwise_layout(tables, pool):
    """Meditation: an optional additional cost (356.2.b), then If(PAID_EXTRA) draw 2, else
    draw 1: the IF row, its 1-row then block, its 1-row else block, inline."""
    static = ability(tables, pool, "Meditation", 0)
    assert static[AbCol.AB_KIND] == AbilityKind.STATIC
    assert static[AbCol.AB_STATIC_KIND] == StaticKind.OPTIONAL_COST
    exhaust = tables.costs[static[AbCol.AB_COST], CostCol.COST_EXHAUST_UNIT]
    assert tables.sels[exhaust, SelCol.SEL_SIDE] == Side.FRIENDLY
    a = ability(tables, pool, "Meditation", 1)
    pc = a[AbCol.AB_CODE_OFF]
    assert a[AbCol.AB_CODE_LEN] == 3
    head, then, other = tables.code[pc:pc + 3]
    assert head[InstrCol.I_OPCODE] == Opcode.IF
    assert tables.conds[head[InstrCol.I_COND], CondCol.COND_NAME] == CondName.PAID_EXTRA
    assert (head[InstrCol.I_THEN_LEN], head[InstrCol.I_ELSE_LEN]) == (1, 1)
    assert (then[InstrCol.I_OPCODE], then[InstrCol.I_N]) == (Opcode.DRAW, 2)
    assert (other[InstrCol.I_OPCODE], other[InstrCol.I_N]) == (Opcode.DRAW, 1)
    assert instr_size(tables, pc) == 3


def test_token_and_value_operands(tables, pool):
    """Token ops name their card by card index; a computed number is a vals row."""
    rows = tables.code[tables.code[:, InstrCol.I_OPCODE] == Opcode.TOKEN]
    names = {tables.name(c) for c in rows[:, InstrCol.I_CARD]}
    assert {"Recruit", "Gold", "Mech"} <= names
    gold = next(r for r in rows if tables.name(r[InstrCol.I_CARD]) == "Gold")
    assert tables.cards[gold[InstrCol.I_CARD], CardCol.CARD_TYPE] == CardType.GEAR
    a = ability(tables, pool, "Get Excited!")            # discard 1, deal its Energy cost
    deal = tables.code[a[AbCol.AB_CODE_OFF] + 1]
    assert deal[InstrCol.I_OPCODE] == Opcode.DEAL and deal[InstrCol.I_N_IS_VAL] == 1
    kind, ref = tables.vals[deal[InstrCol.I_N]][:2]
    assert tables.refs[ref][0] == RefKind.IT


# --------------------------------------------------------------------------- (c) storage


def test_tables_are_read_only_int32(tables):
    for name, a in tables.arrays().items():
        assert a.dtype == np.int32 and a.ndim == 2 and a.flags.c_contiguous, name
        assert not a.flags.writeable, name
    with pytest.raises(ValueError):
        tables.code[0, 0] = 1
    assert tables.cards.shape == (len(get_pool()), CardCol.CARD_W)
    assert tables.code.shape[1] == InstrCol.INSTR_W


def test_compile_is_cached_per_pool(pool, tables):
    assert compile_pool() is tables and compile_pool(pool) is tables
    other = CardPool(list(pool.cards))
    assert compile_pool(other) is not tables


# --------------------------------------------------------------------------- (d) vocabularies


def test_pxi_is_not_stale():
    """Regenerate with: python -c "from riftsim.cards.bytecode import write_pxi; write_pxi()"."""
    assert PXI_PATH.read_text() == render_pxi()


def test_vocabularies_follow_the_dsl():
    assert tuple(e.text for e in Event) == dsl.EVENTS
    assert tuple(k.text for k in ObjKind) == dsl.KINDS
    assert tuple(s.text for s in Side) == dsl.SIDES
    assert tuple(w.text for w in Where) == dsl.WHERES


def test_every_op_name_has_an_opcode():
    """Every op name of the dsl.py helpers, the set modules and the reference engine's
    registry (@op) has an opcode."""
    import riftsim.reference.effects as effects

    names = set(re.findall(r'Op\("([a-z_]+)"', (CARDS / "dsl.py").read_text()))
    for f in (CARDS / "sets").glob("*.py"):
        names |= set(re.findall(r'Named\("([a-z_]+)"', f.read_text()))
    names |= set(effects.OPS)
    assert sorted(n for n in names if not Opcode.has(n)) == []


# --------------------------------------------------------------------------- (e) errors


def _pool_with(pool, definition):
    info = dataclasses.replace(pool.by_name("Hextech Ray"), definition=definition)
    return CardPool([info if c.index == info.index else c for c in pool.cards])


def test_unknown_op_names_the_card_and_op(pool):
    bad = dsl.CardDef("Hextech Ray", (dsl.Spell((), (dsl.Named("no_such_op"),)),))
    with pytest.raises(CardDefinitionError, match=r"Hextech Ray.*no_such_op"):
        compile_pool(_pool_with(pool, bad))


def test_unknown_vocabulary_string_names_the_card(pool):
    bad = dsl.CardDef("Hextech Ray", (dsl.Static("no_such_static"),))
    with pytest.raises(CardDefinitionError, match=r"Hextech Ray.*StaticKind.*no_such_static"):
        compile_pool(_pool_with(pool, bad))
    bad = dsl.CardDef("Hextech Ray", (dsl.Spell((), (dsl.Token("No Such Token"),)),))
    with pytest.raises(CardDefinitionError, match=r"Hextech Ray.*No Such Token"):
        compile_pool(_pool_with(pool, bad))


# --------------------------------------------------------------------------- (f) time, tools


def test_compile_time(pool):
    """Not a benchmark (no time is asserted): prints the time of a fresh compile of the whole
    pool; see it with `pytest -s` or `python -m riftsim.cards.compile`."""
    start = time.perf_counter()
    t = _Compiler(pool).run()
    ms = (time.perf_counter() - start) * 1000
    print(f"compiled {len(t)} cards, {len(t.code)} instructions in {ms:.1f} ms")
    assert len(t) == len(pool)


def test_disassembly_and_module_main(tables, pool, capsys):
    text = disassemble(tables, pool.by_name("Meditation").index)
    assert "optional_cost" in text and "if" in text and "then:" in text and "else:" in text
    assert main(["Hextech Ray"]) == 0
    out = capsys.readouterr().out
    assert "'Hextech Ray'" in out and "deal" in out and "to=T(0) n=3" in out
    undefined = next(c for c in pool.cards if c.definition is None)
    assert "(no definition)" in disassemble(tables, undefined.index)
