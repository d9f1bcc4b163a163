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


# ---------------------------------------------------------------- Scuttle Crab

from riftsim.events import EventKind  # noqa: E402
from riftsim.reference.effects import op  # noqa: E402
from riftsim.reference.state import Effect  # noqa: E402


@op("reveal_hand_look_facedown")
def _reveal_hand_look_facedown(g, t, item, o):
    """Scuttle Crab's Deathknell: the (only) opponent reveals their hand (424: a REVEAL event
    per card, in hand order), and the controller may look at that opponent's facedown cards
    this turn (a player effect "look_facedown", read by observation)."""
    opp = 1 - item.controller
    for c in g.players[opp].hand:
        g.emit(EventKind.REVEAL, opp, c)
    g.effects.append(Effect("look_facedown", -1, 0, 0, None, "turn", g.next_timestamp(),
                            item.controller))
    g.dirty = True
    return True


def sees_facedown(effects, player: int) -> bool:
    """May `player` look at the opponent's facedown cards now (a "look_facedown" effect)?"""
    return any(e.kind == "look_facedown" and e.controller == player for e in effects)
