"""Target restrictions beyond a slot's own selector (355.9.b, 355.16), read where targets are
chosen.

* A "shroud_self" passive (Akali, Silent): its object can't be chosen by enemy spells and
  abilities while the passive's condition holds (`shrouded_self`, read by select.choosable).
* Pairs and groups (`Target.same_location_as` / `same_controller_as`, Facebreaker, Angle
  Shot; `Target.same_location` with a required count, Switcheroo): a slot related to an
  earlier one takes only picks related to that slot's pick (`related_ok`), a pick for the
  earlier slot must leave the later one a related candidate (`related_pairing`), and the
  first pick of a same-location group must be where the whole group can be chosen
  (`same_location_groups`); 355.8 / 355.16: a spell is playable only when such a pair or
  group exists (play._targets_available, chain._cheapest_rest).
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


# ---------------------------------------------------------------- pairs and groups of targets


def relation_slot(spec) -> int | None:
    """The earlier slot a `Target` is related to ("… at the same battlefield" / "with the
    same controller" as its pick), or None."""
    j = getattr(spec, "same_location_as", None)
    return j if j is not None else getattr(spec, "same_controller_as", None)


def related(g, spec, first: int, c: int) -> bool:
    """Does `c` stand in `spec`'s relation to `first`, the related slot's pick: at the same
    location (Facebreaker) or with the same controller (Angle Shot)?"""
    from riftsim.reference import select

    if getattr(spec, "same_location_as", None) is not None and \
            select.location_of(g, c) != select.location_of(g, first):
        return False
    if getattr(spec, "same_controller_as", None) is not None and \
            g.objs[c].controller != g.objs[first].controller:
        return False
    return True


def related_ok(g, item, spec, c: int) -> bool:
    """chain.slot_candidates: with the related slot chosen, `c` must be related to its pick."""
    j = relation_slot(spec)
    if j is None or j >= len(item.targets) or not item.targets[j]:
        return True
    return related(g, spec, item.targets[j][0], c)


def related_pairing(g, item, targets, slot, cands, chooser, loc) -> list[int]:
    """A pick for slot `slot` must leave each later required slot related to it a related
    candidate (355.16: no choice that makes a later one impossible)."""
    from riftsim.reference.chain import slot_candidates

    for k in range(slot + 1, len(targets)):
        if relation_slot(targets[k]) == slot and not targets[k].up_to:
            later = slot_candidates(g, item, targets[k], chooser, loc, [])
            cands = [c for c in cands if any(related(g, targets[k], c, x) for x in later)]
    return cands


def same_location_groups(g, cands, count: int) -> list[int]:
    """`Target.same_location`, no pick made yet: only candidates at a location holding at
    least `count` of them, so the whole group can be chosen there (355.8, 355.16;
    Switcheroo's two units at one battlefield)."""
    from collections import Counter

    from riftsim.reference import select

    if count <= 1:
        return cands
    at = Counter(select.location_of(g, c) for c in cands)
    return [c for c in cands if at[select.location_of(g, c)] >= count]
