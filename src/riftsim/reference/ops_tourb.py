"""Reference-engine ops for the tournament-list cards of tourB (the Rengar list): Sabotage's
hand reveal and recycle. The other cards of that list need only small hooks, each in the
rules module it belongs to: the conditions "played_count" (Darius, Trifarian: the Unleashed
FAQ's first meaning of "play", a resolved item) and "might_total_ge" (Kinkou Initiate) in
select.holds, the "win_combat_self" event (Nidalee, Cat Form) in combat.py, the noted
destination of a "move_self" trigger (Irresistible Faefolk) in movement.py, and the passive
"ambush_enemy" (Rengar, Trophy Hunter errata) in play.ambush_locations.
"""

from __future__ import annotations

from riftsim.reference import zones
from riftsim.reference.effects import op
from riftsim.reference.ops_limited_play import _pick, reveal


@op("sabotage")
def _sabotage(g, t, item, o):
    """Sabotage: the opponent (1v1: the only one; a player is a target, 355.9.a) reveals
    their hand (424); the controller chooses a non-unit card of it (not a target: a hand is
    private, 355.10.a); its owner recycles it (416; the Origins FAQ on Karma and Sabotage)."""
    st = t.data.setdefault("op", {})
    opp = g.opponent(item.controller)
    if "shown" not in st:
        st["shown"] = True
        reveal(g, opp, list(g.players[opp].hand))
    cands = [c for c in g.players[opp].hand if g.pool[g.objs[c].card].type != "unit"]
    if not cands:
        return True
    c = _pick(g, t, item.controller, cands, item.source)
    if c is None:
        return None
    zones.recycle_many(g, [c])
    return True
