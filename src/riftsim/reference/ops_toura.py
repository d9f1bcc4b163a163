"""Reference-engine pieces for the tournament-list cards of engineer tourA (compiled core
mirror: _core/toura.pxi).

* "shroud_self" passive (Akali, Silent): the source can't be chosen by enemy spells and
  abilities while its condition holds (checked where targets are chosen, select.choosable).
"""

from __future__ import annotations

from riftsim.cards.dsl import Static
from riftsim.reference.state import Zone


def shrouded_self(g, o) -> bool:
    """Does a "shroud_self" passive of `o` itself (on the board) hold now?"""
    if o.zone != Zone.BOARD:
        return False
    info = g.pool[o.card]
    if not info.implemented:
        return False
    from riftsim.reference.select import holds

    for _, a in info.abilities_of(Static):
        if a.kind == "shroud_self" and holds(g, a.condition, o.controller, o.id):
            return True
    return False
