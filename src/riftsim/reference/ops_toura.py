"""Reference-engine pieces for the tournament-list cards of engineer tourA (compiled core
mirror: _core/toura.pxi).

* "shroud_self" passive (Akali, Silent): the source can't be chosen by enemy spells and
  abilities while its condition holds (checked where targets are chosen, select.choosable).
"""

from __future__ import annotations

from riftsim.cards.dsl import Static
from riftsim.reference.state import NONE, Zone


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


# ---------------------------------------------------------------- Deathgrip


def other_than_pairing(g, item, targets, slot, cands, chooser, loc) -> list[int]:
    """`Target.other_than`: a pick for slot `slot` must leave a later required slot that must
    be "another" than it a candidate (355.16)."""
    from riftsim.reference.chain import slot_candidates

    for k in range(slot + 1, len(targets)):
        if getattr(targets[k], "other_than", None) == slot and not targets[k].up_to:
            later = slot_candidates(g, item, targets[k], chooser, loc, [])
            cands = [c for c in cands if any(x != c for x in later)]
    return cands


@op("kill_give_might")
def _kill_give_might(g, t, item, o):
    """Deathgrip (Spiritforged errata and FAQ): kill the unit `to`; only if it did die (not
    replaced: Zhonya's Hourglass, a save), give `other` +Might equal to its Might this turn
    (its Might as it died, at least 0: last known information)."""
    from riftsim.reference import layers
    from riftsim.reference.effects import add_effect, kill_deciding, resolve_ref

    st = t.data.setdefault("op", {})
    if "ids" not in st:
        ids = resolve_ref(g, t, item, o.to)
        st["ids"] = ids
        st["m"] = max(0, layers.might(g, g.objs[ids[0]])) if ids else 0
        st["ep"] = g.objs[ids[0]].epoch if ids else -1
    ids = st["ids"]
    if kill_deciding(g, t, ids, st) is None:
        return None
    if ids and (g.objs[ids[0]].zone != Zone.BOARD or g.objs[ids[0]].epoch != st["ep"]):
        other = resolve_ref(g, t, item, o.other)
        if other and st["m"] > 0:
            add_effect(g, "might", other[0], st["m"], duration="turn",
                       controller=item.controller)
    t.data["it"] = ids
    return True


# ---------------------------------------------------------------- Blighted Battleaxe


@op("detach_granting")
def _detach_granting(g, t, item, o):
    """"Unattach this" in an Equipment's Effect Text (718.3): the Equipment whose Effect Text
    this triggered ability is (`extra["granted"]`), if it is still attached (435; it stays
    where it is, 435.4)."""
    from riftsim.reference.ops_sfd import detach

    granted = item.extra.get("granted")
    if granted is None:
        return True
    x = g.objs[granted[2]]
    if x.zone == Zone.BOARD and detach(g, x.id):
        t.data["it"] = [x.id]
    return True


# ---------------------------------------------------------------- Jhin, Murderous Artist


def trigger_adds(ab) -> bool:
    """A triggered ability that only adds resources ("When I move, [Add] …"): like an [Add]
    ability it resolves as soon as it is finalized, not as a chain item (400.2)."""
    from riftsim.cards.dsl import Triggered

    return isinstance(ab, Triggered) and bool(ab.effects) and all(
        o.name in ("add_energy", "add_power") for o in ab.effects)


# ---------------------------------------------------------------- Forge of the Fluft


@op("attach_to")
def _attach_to(g, t, item, o):
    """"Attach an Equipment you control to a unit you control": the gear `to` to the unit
    `other` (434; attaching it to the unit it is attached to does nothing, 434.1.g)."""
    from riftsim.reference.effects import resolve_ref
    from riftsim.reference.ops_sfd import attach

    gear = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    unit = [i for i in resolve_ref(g, t, item, o.other) if g.objs[i].zone == Zone.BOARD]
    if gear and unit and attach(g, gear[0], unit[0]):
        t.data["it"] = [gear[0]]
    return True


# ---------------------------------------------------------------- Rek'Sai, Breacher


def accel_granted(g, player: int) -> bool:
    """Does an active "accel_not_from_hand" passive of `player`'s give the unit `player` is
    playing from anywhere other than a hand Accelerate (805)?"""
    from riftsim.reference.layers import _statics
    from riftsim.reference.select import holds

    return any(a.kind == "accel_not_from_hand" and s.zone == Zone.BOARD
               and s.controller == player and s.attached_to == NONE
               and holds(g, a.condition, s.controller, s.id)
               for s, a in _statics(g))


def token_accelerate(g, t, item, st, info):
    """A unit token is played (182.1.a) from no hand: with a granted Accelerate its controller
    may pay [1] and one Power (of its domain; a token has none: any, 805.1.a.2) to have it enter
    ready. True / False, None while waiting (`st["accel"]` keeps the answer)."""
    from riftsim.actions import NO, YES
    from riftsim.actions import DecisionKind
    from riftsim.reference import resources

    if "accel" in st:
        return st["accel"]
    player = item.controller
    doms = resources.domain_set(info.domains)
    price = resources.Price(1, [doms if len(doms) == 1 else resources.ANY])
    if not accel_granted(g, player) or not resources.can_pay(g, player, price):
        st["accel"] = False
        return False
    a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], item.source)
    if a is None:
        return None
    if a == YES:
        resources.pay(g, player, price)
    st["accel"] = a == YES
    return st["accel"]
