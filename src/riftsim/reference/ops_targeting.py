"""Target restrictions beyond a slot's own selector (355.9.b, 355.16), read where targets are
chosen.

* A "shroud_self" passive (Akali, Silent): its object can't be chosen by enemy spells and
  abilities while the passive's condition holds (`shrouded_self`, read by select.choosable).
* "Another …" (`Target.other_than`, Deathgrip): a pick for one slot must leave a candidate
  for a later required slot that must be a different object (`other_than_pairing`, read by
  chain.choose_targets; 355.16: no choice that makes a later one impossible), and
  chain.slot_candidates leaves the earlier slot's pick out of the later slot.
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


def other_than_pairing(g, item, targets, slot, cands, chooser, loc) -> list[int]:
    """`Target.other_than`: a pick for slot `slot` must leave a later required slot that must
    be "another" than it a candidate (355.16)."""
    from riftsim.reference.chain import slot_candidates

    for k in range(slot + 1, len(targets)):
        if getattr(targets[k], "other_than", None) == slot and not targets[k].up_to:
            later = slot_candidates(g, item, targets[k], chooser, loc, [])
            cands = [c for c in cands if any(x != c for x in later)]
    return cands


# ---------------------------------------------------------------- Public Execution


def might0(g, obj_id: int) -> int:
    """A unit's Might for a comparison, negative counting as 0 (143.2.b)."""
    from riftsim.reference import layers

    return max(0, layers.might(g, g.objs[obj_id]))


def less_might_pairing(g, item, targets, slot, cands, chooser, loc) -> list[int]:
    """`Target.less_might_than`: a pick for slot `slot` must leave a later required slot that
    must have less Might than it a candidate (355.16)."""
    from riftsim.reference.chain import slot_candidates

    for k in range(slot + 1, len(targets)):
        if getattr(targets[k], "less_might_than", None) == slot and not targets[k].up_to:
            later = slot_candidates(g, item, targets[k], chooser, loc, [])
            cands = [c for c in cands if any(might0(g, x) < might0(g, c) for x in later)]
    return cands
