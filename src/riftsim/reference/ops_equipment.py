"""Equipment: Attach (434), Detach (435), Attachment (716-721), Equip (818), Quick-Draw (819)
and Weaponmaster (821).

The attached state is `Obj.attached_to`; the engine keeps attached cards at their Top-Most
Card's location (movement.carry_attached, 719.3.a), detaches them when either leaves the board
(zones.move_to, 719.5), does not recall attached gear in cleanups (435.4.a), adds Might Bonuses
(a card fact, `CardInfo.might_bonus`) in layers.might (434.1.d) and treats an attached card's
own rules text as inactive (718.2: play.ability_options, layers._statics,
triggers._abilities). Equipment *Effect Text* (`dsl.EffectText`) is appended to the unit
(718.3): its keywords and passives in layers.py, its triggers in triggers.py (the unit is
their source; `extra["granted"]`).

`attach` and `detach` are the two primitives; the ops here are the instructions that use them:
Equip's "attach this to a unit" (818.1.c.2), Quick-Draw (819.1.d), Weaponmaster (821.1.c), a
Detach instruction, "unattach this" in Effect Text (718.3) and "attach an Equipment you control
to a unit you control" (434).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Activated
from riftsim.reference import layers, resources, select, triggers
from riftsim.reference.effects import add_effect, op, resolve_ref
from riftsim.reference.state import NONE, Zone

# ---------------------------------------------------------------- Attach / Detach (434-435)


def attach(g, gear_id: int, unit_id: int) -> bool:
    """434: link `gear_id` to the unit `unit_id` (Top-Most Card). Attaching to a new unit
    detaches it from the old one (434.1.f); to its current one does nothing (434.1.g); its
    location becomes the unit's, which is not a move (434.4)."""
    x, u = g.objs[gear_id], g.objs[unit_id]
    if x.zone != Zone.BOARD or u.zone != Zone.BOARD or g.pool[u.card].type != "unit":
        return False
    if x.attached_to == unit_id:
        return False
    x.attached_to = unit_id
    x.loc = u.loc
    add_effect(g, "attached", gear_id, duration="turn")   # "if this was attached … this turn"
    g.dirty = True
    if "Equipment" in g.pool[x.card].tags:                # "when you attach an Equipment to me"
        from riftsim.reference import triggers
        triggers.fire_self(g, "equipment_attached_self", unit_id, trigger_obj=gear_id)
    return True


def detach(g, gear_id: int) -> bool:
    """435: unlink it; it stays where its Top-Most Card is (435.4), so an unattached gear at a
    battlefield is recalled by the next cleanup (435.4.a)."""
    x = g.objs[gear_id]
    if x.attached_to == NONE:                 # 435.1.a.1: not attached: nothing happens
        return False
    x.attached_to = NONE
    g.dirty = True
    return True


def equipment_on(g, unit_id: int) -> list[int]:
    """The Equipment attached to a unit (818.3)."""
    return [x.id for x in select.attachments(g, unit_id) if "Equipment" in g.pool[x.card].tags]


def equip_cost(g, gear_id: int):
    """The Cost of the card's Equip ability (818.1.c), or None."""
    for _, a in g.pool[g.objs[gear_id].card].abilities_of(Activated):
        if a.keyword == "Equip":
            return a.cost
    return None


def weaponmaster_price(g, gear_id: int, unit_id: int | None = None):
    """821.1.c: the Equip cost reduced by [A] (only an [A] in it is reduced, 821.1.c.3); None
    when the card has no Equip cost (821.1.c.4) or its cost has parts other than Energy and
    Power (not supported). Text altering the Equip cost counts (818.1.c.4): an Energy cost
    "reduced by the Might of the unit you choose" is reduced by the Might of `unit_id`, the
    Weaponmaster unit."""
    c = equip_cost(g, gear_id)
    if c is None:
        return None
    if (c.exhaust_self or c.kill_self or c.recycle_from_trash or c.discard or c.spend_buff
            or c.kill_unit or c.exhaust_unit):
        return None
    power = list(c.power)
    if "A" in power:
        power.remove("A")
    energy = c.energy
    if c.less_target_might and unit_id is not None:
        energy = max(0, energy - max(0, layers.might(g, g.objs[unit_id])))
    return resources.Price(energy, [resources.ANY if d == "A" else frozenset([d])
                                    for d in power])


# ---------------------------------------------------------------- Equip, Quick-Draw, Weaponmaster


@op("attach")
def _attach(g, t, item, o):
    """Attach the ability's source to the (first) unit `o.to` names (Equip, 818.1.c.2)."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if ids and attach(g, item.source, ids[0]):
        t.data["it"] = [item.source]
    return True


def _pick_gear(g, t, item, o, st, cands: list[int]):
    """The Equipment of `cands` the ability's controller picks (asked unless there is one and
    no "you may"), kept as st["gear"]: True when picked, None while the choice waits, False
    when there is none to pick or the player declines."""
    if not cands:
        return False
    if len(cands) == 1 and o.kw != "may":
        st["gear"] = cands[0]
        return True
    opts = [encode(ActionKind.SELECT, c) for c in cands]
    if o.kw == "may":
        opts.append(DONE)
    a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller, opts, item.source)
    if a is None:
        return None
    if a == DONE:
        return False
    st["gear"] = decode(a)[1]
    return True


@op("detach")
def _detach_op(g, t, item, o):
    """`Detach(ref, optional)`: a gear → detach it; a unit → detach one Equipment from it (the
    ability's controller chooses among several). "You may" asks only when something can be
    detached."""
    st = t.data.setdefault("op", {})
    if "gear" not in st:
        ids = resolve_ref(g, t, item, o.to)
        cands: list[int] = []
        for i in ids:
            x = g.objs[i]
            if x.zone != Zone.BOARD:
                continue
            if g.pool[x.card].type == "unit":
                cands += equipment_on(g, i)
            elif x.attached_to != NONE and "Equipment" in g.pool[x.card].tags:
                cands.append(i)
        if o.other is not None:              # "detach that Equipment from that unit"
            unit = resolve_ref(g, t, item, o.other)
            cands = [c for c in cands if unit and g.objs[c].attached_to == unit[0]]
        picked = _pick_gear(g, t, item, o, st, cands)
        if not picked:                       # waiting (None), or nothing picked (False)
            return None if picked is None else True
    if detach(g, st["gear"]):
        t.data["it"] = [st["gear"]]
    return True


@op("weaponmaster")
def _weaponmaster(g, t, item, o):
    """821.1.c: you may choose an Equipment you control and pay its Equip cost less [A] to
    attach it to this unit, even if it is attached elsewhere (optional per the Spiritforged
    FAQ). The Equip ability is not activated (821.1.c.6)."""
    u = g.objs[item.source]
    if u.zone != Zone.BOARD:
        return True
    st = t.data.setdefault("op", {})
    if "gear" not in st:
        opts = []
        for x in triggers._equipment_of(g, item.controller, u.id):
            price = weaponmaster_price(g, x, u.id)
            if price is not None and resources.can_pay(g, item.controller, price):
                opts.append(encode(ActionKind.SELECT, x))
        if not opts:
            return True
        a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller, opts + [DONE], item.source)
        if a is None:
            return None
        if a == DONE:
            return True
        st["gear"] = decode(a)[1]
    gear = st["gear"]
    price = weaponmaster_price(g, gear, u.id)
    if g.objs[gear].zone != Zone.BOARD or not resources.can_pay(g, item.controller, price):
        return True                           # 821.1.c.5: it stays where it is
    resources.pay(g, item.controller, price)
    if attach(g, gear, u.id):
        t.data["it"] = [gear]
    return True


@op("quick_draw")
def _quick_draw(g, t, item, o):
    """819.1.d: attach this gear to a unit you control (chosen on resolution)."""
    x = g.objs[item.source]
    if x.zone != Zone.BOARD:
        return True
    units = [u.id for u in g.board_objs(controller=item.controller, kind="unit")]
    if not units:
        return True
    a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller,
                 [encode(ActionKind.SELECT, u) for u in units], item.source)
    if a is None:
        return None
    attach(g, x.id, decode(a)[1])
    return True


# ---------------------------------------------------------------- attaching by effects


@op("detach_granting")
def _detach_granting(g, t, item, o):
    """"Unattach this" in an Equipment's Effect Text (718.3): the Equipment whose Effect Text
    this triggered ability is (`extra["granted"]`), if it is still attached (435; it stays
    where it is, 435.4)."""
    granted = item.extra.get("granted")
    if granted is None:
        return True
    x = g.objs[granted[2]]
    if x.zone == Zone.BOARD and detach(g, x.id):
        t.data["it"] = [x.id]
    return True


@op("attach_to")
def _attach_to(g, t, item, o):
    """"Attach an Equipment you control to a unit you control": the gear `to` to the unit
    `other` (434). Chosen with the unit it is already attached to, it detaches, then attaches
    again (the Las Vegas 2026 ruling on Jax, Grandmaster at Arms), so it was attached this
    turn."""
    from riftsim.reference.effects import resolve_ref

    gear = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    unit = [i for i in resolve_ref(g, t, item, o.other) if g.objs[i].zone == Zone.BOARD]
    if gear and unit and g.objs[gear[0]].attached_to == unit[0]:
        detach(g, gear[0])
    if gear and unit and attach(g, gear[0], unit[0]):
        t.data["it"] = [gear[0]]
    return True


@op("attach_equipment_of")
def _attach_equipment_of(g, t, item, o):
    """`AttachEquipmentOf(unit, optional)`: the controller chooses one of the Equipment attached
    to the unit(s) `to` names (asked only when there is one; "you may": may choose none) and
    attaches it to the ability's source (434; 434.1.f detaches it from that unit)."""
    me = g.objs[item.source]
    st = t.data.setdefault("op", {})
    if "gear" not in st:
        if me.zone != Zone.BOARD:
            return True
        cands: list[int] = []
        for i in resolve_ref(g, t, item, o.to):
            if g.objs[i].zone == Zone.BOARD and g.pool[g.objs[i].card].type == "unit":
                cands += equipment_on(g, i)
        picked = _pick_gear(g, t, item, o, st, cands)
        if not picked:                       # waiting (None), or nothing picked (False)
            return None if picked is None else True
    if attach(g, st["gear"], item.source):
        t.data["it"] = [st["gear"]]
    return True


def has_quick_draw(g, o) -> bool:
    """819: the gear has [Quick-Draw]: printed, or granted wherever it is by an active
    `Static("quick_draw", applies=…)` ("Your Equipment everywhere have [Quick-Draw]")."""
    if "Quick-Draw" in g.pool[o.card].keywords:
        return True
    return any(a.kind == "quick_draw" and s.zone == Zone.BOARD and s.attached_to == NONE
               and select.matches(g, a.applies, o.id, s.controller, s.id)
               and select.holds(g, a.condition, s.controller, s.id)
               for s, a in layers._statics(g))


__all__ = ["attach", "detach", "equipment_on", "equip_cost", "weaponmaster_price",
           "has_quick_draw"]
