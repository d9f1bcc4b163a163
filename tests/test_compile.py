"""riftsim.cards.compile: the card definitions compiled to the core's read-only tables, and
the disassembly `python -m riftsim.cards.compile NAME` prints."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from riftsim.cards import compile as cc
from riftsim.cards.pool import get_pool


@pytest.fixture(scope="module")
def arrays():
    return cc.tables().arrays


def test_tables_are_read_only_int32(arrays):
    for name, a in arrays.items():
        assert a.dtype == np.int32 and a.flags.c_contiguous, name
        with pytest.raises(ValueError):
            a.flat[0] = 1


def test_tables_are_built_once_per_pool():
    assert cc.tables() is cc.tables(get_pool())


def test_every_defined_card_compiles_for_the_core():
    pool = get_pool()
    missing = [c.name for c in pool if c.implemented and not cc.supports(c)]
    assert missing == []


def test_card_rows_hold_the_facts(arrays):
    pool = get_pool()
    for name in ("Vanguard Sergeant", "Hextech Ray", "Stalwart Poro"):
        info = pool.by_name(name)
        row = arrays["cards"][info.index]
        assert row[0] == cc.TYPES[info.type]
        assert (row[1], row[2], row[3]) == (info.energy or 0, info.power or 0, info.might or 0)
        for k, kw in enumerate(cc.KEYWORDS):
            assert row[cc.C_KW + k] == info.keywords.get(kw, 0), (name, kw)


def test_spell_code_names_its_ops(arrays):
    """Hextech Ray ("deal 3 to a unit at a battlefield"): one spell ability, one target, a
    deal instruction of 3 aimed at that target."""
    pool = get_pool()
    info = pool.by_name("Hextech Ray")
    spell = arrays["cards"][info.index][12]
    assert spell >= 0
    ab = arrays["abilities"][spell]
    assert ab[0] == 1 and ab[7] == 1                      # a spell with one target slot
    code = arrays["code"][ab[4]:ab[4] + ab[5]]
    assert code[0][0] == cc.OPS["deal"] and code[0][1] == cc.REFS["target"]
    text = cc.disassemble(info, pool)
    assert "spell" in text and "deal" in text and "targets[" in text


def test_disassembly_of_a_triggered_and_an_activated_ability(arrays):
    pool = get_pool()
    text = cc.disassemble(pool.by_name("Sacred Shears"), pool)   # Equip: an activated ability
    assert "acts[" in text and "activated" in text and "attach" in text
    triggered = [c for c in pool if c.implemented and arrays["cards"][c.index][11] > 0]
    assert len(triggered) > 50
    for c in triggered[:20]:
        assert "triggered on " in cc.disassemble(c, pool), c.name


def test_a_card_without_definition_says_so():
    pool = get_pool()
    undefined = next(c for c in pool if not c.implemented)
    assert "not run by the core" in cc.disassemble(undefined, pool)


def test_module_cli_disassembles_and_names_unknown_cards():
    run = [sys.executable, "-m", "riftsim.cards.compile"]
    ok = subprocess.run(run + ["Hextech Ray"], capture_output=True, text=True)
    assert ok.returncode == 0 and "Hextech Ray" in ok.stdout and "deal" in ok.stdout
    bad = subprocess.run(run + ["Hextech Rayy"], capture_output=True, text=True)
    assert bad.returncode == 2 and "Hextech Rayy" in bad.stderr
    assert "Traceback" not in bad.stderr
    summary = subprocess.run(run, capture_output=True, text=True)
    assert summary.returncode == 0 and "compile for the core" in summary.stdout


def test_a_scenario_pool_compiles_to_its_own_tables():
    """`pool_with` (a hypothetical definition for a scenario) keeps card indexes; the core
    compiles it to separate tables, and the default pool's tables are untouched."""
    from riftsim.cards import dsl
    from riftsim.cards.pool import pool_with
    from riftsim.cards.registry import card_def
    from riftsim.cards.facts import UnknownCardError

    base = get_pool()
    pool = pool_with(card_def("Horns of the Dragon", dsl.Static("might", 2)))
    keeper = pool.by_name("Horns of the Dragon")
    assert not base.by_name("Horns of the Dragon").implemented and keeper.implemented
    assert [c.id for c in pool] == [c.id for c in base]
    assert cc.tables(pool) is not cc.tables() and cc.tables(pool) is cc.tables(pool)
    assert cc.tables(pool).arrays["cards"][keeper.index][9] == 1       # one passive row
    assert cc.tables().arrays["cards"][keeper.index][9] == 0
    with pytest.raises(UnknownCardError, match="Kraken Huntr"):
        pool_with(card_def("Kraken Huntr"))


def test_module_main_block_comes_last():
    """`python -m riftsim.cards.compile` runs the module as __main__: a table constant
    defined after its `if __name__ == "__main__"` block would not exist yet when main() ran."""
    src = open(cc.__file__, encoding="utf-8").read().rstrip()
    assert src.endswith('if __name__ == "__main__":\n    raise SystemExit(main())')
