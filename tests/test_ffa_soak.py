"""scripts/ffa_soak.py: its 2v2 team invariant sees a broken team rule, and a short 2v2 soak
runs clean (the long soaks are run by hand; the README gives their figures)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from riftsim.scenario import Scenario

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "ffa_soak.py"


def _soak_module():
    spec = importlib.util.spec_from_file_location("ffa_soak", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_team_invariant_sees_allies_at_one_battlefield():
    soak = _soak_module()
    s = Scenario.from_spec({
        "mode": "2v2", "battlefields": ["Grove of the God-Willow", "Zaun Warrens",
                                        "Altar to Unity"],
        "players": [{"base": ["Pakaa Cub"]}, {}, {"field": [["Mystic Poro"], [], []]}, {}]},
        "reference")
    g = s.game
    assert soak.team_invariant(g) is None
    cub = next(o for o in g.board_objs(controller=0))
    cub.loc = 1                                  # where A2 is: never by the rules (442.2.b)
    assert soak.team_invariant(g)[0] == "allies apart"


def test_a_short_2v2_soak_is_clean():
    soak = _soak_module()
    out = soak.soak("2v2", 1, 5, ["random", "heuristic"], 200, check_every=20)
    assert out["games"] == 1 and out["errors"] == 0 and out["broken"] == 0
    assert sum(out["reasons"].values()) == 1
