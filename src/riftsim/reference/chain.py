"""The chain (rules 327-340): pending items, Finalize / Execute / Pass / Resolve, priority.

Items are finalized oldest first (337.1.b) without passing priority; then the controller of
the newest item gets priority (337.1.c.3); the item on top resolves when every player has
passed in sequence (339.1); after it the controller of the new top item gets priority
(340.4), or, with the chain gone during a showdown, focus passes on (340.2.a) unless a
trigger or an Add ability opened the chain (346.1).
"""

from __future__ import annotations

from riftsim.actions import (
    CHAIN_TARGET, CHAIN_TARGET_GONE, DONE, NO, PASS, YES, ActionKind, DecisionKind, decode,
    encode,
)
from riftsim.cards.dsl import Activated, Spell, Static, Triggered
from riftsim.events import EventKind
from riftsim.reference import effects, resources, select, triggers, zones
from riftsim.reference.state import MAX_TARGETS, NONE, ChainItem, Zone


def ability_of(g, item: ChainItem):
    """The DSL ability a chain item carries (None for built-in keyword triggers): for a
    "Choose one" ability, the chosen `Mode` (355.3)."""
    ab = base_ability(g, item)
    if ab is not None and "mode" in item.extra and getattr(ab, "modes", ()):
        return ab.modes[item.extra["mode"]]
    return ab


def base_ability(g, item: ChainItem):
    """The ability itself, before its mode: the source's own, or one it has from another
    card ("I have all [E] abilities of …", Heimerdinger: `extra["borrowed"]` = (card, index))."""
    if "borrowed" in item.extra:
        card, idx = item.extra["borrowed"]
        return g.pool[card].abilities[idx]
    if "granted" in item.extra:                     # an Equipment's Effect Text (718.3)
        card, idx = item.extra["granted"][:2]
        return g.pool[card].effect_text[idx]
    info = g.pool[g.objs[item.source].card]
    if item.ability < 0:
        return None
    return info.abilities[item.ability]


# ---------------------------------------------------------------- triggers onto the chain


def put_triggers_on_chain(g) -> None:
    g.push("order_triggers", pending=list(g.triggered))
    g.triggered = []


def h_order_triggers(g, t) -> None:
    """383.3.d: the turn player's triggers first, then the others' in turn order; each player
    chooses the order of their own."""
    pending = t.data["pending"]
    first = g.trigger_first if g.trigger_first != NONE else g.turn_player
    order = g.players_from(first)
    sd = g.showdown
    if g.trigger_first != NONE and sd is not None and sd.combat and sd.defender in order:
        order.remove(sd.defender)       # 459.2.d.1: the attacker, the players in neither
        order.append(sd.defender)       # side in turn order, then the defender
    for pl in order:
        mine = [i for i, pt in enumerate(pending) if pt.controller == pl]
        if not mine:
            continue
        if len(mine) > 1:
            opts = [encode(ActionKind.INDEX, k) for k in range(len(mine))]
            a = g.choose(t, DecisionKind.ORDER_TRIGGERS, pl, opts)
            if a is None:
                return
            pick = mine[decode(a)[1]]
        else:
            pick = mine[0]
        pt = pending.pop(pick)
        add_trigger(g, pt)
        return
    g.tasks.pop()
    g.trigger_first = NONE


def add_trigger(g, pt) -> None:
    if not g.chain:
        g.chain_by_trigger = True
        g.passes = 0
    item = ChainItem("trigger", pt.controller, pt.source, pt.ability, True,
                     trigger_obj=pt.trigger_obj, here=pt.here, snapshot_might=pt.snapshot_might,
                     extra=dict(pt.extra))
    item.from_hidden_bf = item.extra.pop("hidden_bf", -1)       # 811.1.d.2 (play effects)
    g.chain.append(item)
    triggers.emit_trigger_event(g, pt)
    g.dirty = True                                  # 319.3


# ---------------------------------------------------------------- FEPR


def flow(g) -> None:
    """With a chain: finalize pending items (337), else the priority player acts (338)."""
    for item in g.chain:
        if item.pending:
            if "play" in item.extra:             # 359.3.b / 419.3: a card an effect played
                from riftsim.reference.ops_look_and_play import finalize_pending
                finalize_pending(g, item)
            else:
                g.push("finalize", item=item)
            return
    g.push("priority")


def h_finalize(g, t) -> None:
    """337 / 401-406 for a triggered ability: "may", targets, cost within instructions."""
    item: ChainItem = t.data["item"]
    ab = ability_of(g, item)
    if t.stage == 0 and isinstance(ab, Triggered) and ab.modes and "mode" not in item.extra:
        if choose_trigger_mode(g, t, item, ab) is None:
            return
        if "mode" not in item.extra:             # no mode left to choose: it does nothing
            _drop(g, t, item)
            return
        ab = ability_of(g, item)
    if t.stage == 0:
        if isinstance(ab, Triggered) and ab.optional:          # 383.3.a
            if ab.cost is not None and not _cost_payable_now(g, item, ab.cost):
                _drop(g, t, item)                  # nothing to decide: it can't be paid
                return
            if no_legal_target(g, item, ab.targets, item.controller):
                _drop(g, t, item)                  # nothing to decide: no legal target
                return
            a = g.choose(t, DecisionKind.MAY, item.controller, [YES, NO], item.source)
            if a is None:
                return
            if a == NO:
                _drop(g, t, item)
                return
        t.stage = 1
        t.data["slot"] = 0
    cost = getattr(ab, "cost", None) if isinstance(ab, Triggered) else None
    base = resources.Price() if cost is None else resources.cost_price(cost)
    if t.stage == 1:
        targets = getattr(ab, "targets", ()) if ab is not None else ()
        t.data["pay_base"] = base                # 809: Deflect adds to what the trigger costs
        while t.data["slot"] < len(targets):
            r = choose_targets(g, t, item, targets, item.controller)
            if r is None:
                return
            if r is False:                                       # 402.3: no legal choice
                _drop(g, t, item)
                return
        t.stage = 2
    if t.stage == 2:
        price = total_with_deflect(g, item, base)
        if not resources.can_pay(g, item.controller, price) or (
                cost is not None and cost.exhaust_self and g.objs[item.source].exhausted) or (
                cost is not None and not _extra_cost_payable(g, item, cost)):
            _drop(g, t, item)                    # "exhaust me to …": only if it is ready
            return
        if cost is not None and not cost.required and not ab.optional:   # 383.3.b / 404.2
            # (for a "you may …" trigger the MAY answer already was the decision to pay)
            a = g.choose(t, DecisionKind.OPTIONAL_COST, item.controller, [YES, NO], item.source)
            if a is None:
                return
            if a == NO:
                _drop(g, t, item)
                return
        if price:                                                # FAQ: Deflect per trigger
            resources.pay(g, item.controller, price)
        if cost is not None and cost.exhaust_self:               # 742.1: "exhaust me to …"
            g.objs[item.source].exhausted = True
            g.emit(EventKind.EXHAUST, item.controller, item.source)
        if cost is not None and cost.burn:                       # Vendetta: "[Burn N] to …"
            zones.burn(g, item.controller, cost.burn)
        if cost is not None and cost.banish_self:                # "banish me to …" (427)
            zones.banish(g, g.objs[item.source], by=item.controller)
        if cost is not None and cost.kill_self:                  # "kill me to …" (357.2.a)
            from riftsim.reference import effects
            effects.kill(g, [item.source])
        if cost is not None and cost.recycle_self:               # "recycle me to …" (416)
            zones.recycle_many(g, [item.source])
        t.stage = 3
    if t.stage == 3 and cost is not None and cost.banish_trash:  # "banish a card from any
        while t.data.setdefault("banished", 0) < cost.banish_trash:   # trash to …" (355.10.c.1)
            pile = [c for p in g.players for c in p.trash]
            if not pile:
                break
            a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller,
                         [encode(ActionKind.SELECT, c) for c in pile], item.source)
            if a is None:
                return
            zones.banish(g, g.objs[decode(a)[1]], by=item.controller)
            t.data["banished"] += 1
    if t.stage == 3 and cost is not None and cost.discard:       # "discard 1 to …" (742.1.b)
        while t.data.setdefault("discarded", 0) < cost.discard:
            hand = g.players[item.controller].hand
            if not hand:
                break
            a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller,
                         [encode(ActionKind.SELECT, c) for c in hand], item.source)
            if a is None:
                return
            zones.discard(g, item.controller, decode(a)[1], first=not t.data["discarded"])
            t.data["discarded"] += 1
    if t.stage == 3 and cost is not None:                       # spend a buff, exhaust/kill a
        from riftsim.reference.play import pay_unit_costs       # unit (357.2, 702.2.b)
        if pay_unit_costs(g, t, item.controller, cost, item.source) is None:
            return
    g.tasks.pop()
    finalize(g, item)


def choose_trigger_mode(g, t, item, ab):
    """355.3: a "Choose one" triggered ability's mode is chosen as it is put on the chain,
    before its targets, among the modes whose targets can be chosen (play.available_modes;
    "… that hasn't been chosen this turn": not chosen yet this turn by this object). None
    while waiting; no mode left: nothing is chosen."""
    from riftsim.reference.play import available_modes

    src = g.objs[item.source]
    inst = item.extra.get("instance", 0)     # each instance's own record (the FAQ on Aphelios)
    ms = available_modes(g, src, ab, item.controller, inst)
    if not ms:
        return True
    a = g.choose(t, DecisionKind.CHOOSE_MODE, item.controller,
                 [encode(ActionKind.INDEX, k) for k in ms], item.source)
    if a is None:
        return None
    item.extra["mode"] = decode(a)[1]
    if ab.unique_modes:
        key = ("modes", src.id, src.epoch, (item.ability, inst) if inst else item.ability)
        turn, seen = g.turn_flags.get(key, (g.turn, frozenset()))
        seen = seen if turn == g.turn else frozenset()
        g.turn_flags[key] = (g.turn, seen | {item.extra["mode"]})
    return True


def _extra_cost_payable(g, item, cost) -> bool:
    """Non-standard parts of a trigger's cost within instructions (383.3.b.1)."""
    if (cost.banish_self or cost.kill_self) and g.objs[item.source].zone != Zone.BOARD:
        return False                         # "banish / kill me to …": I'm on the board
    if cost.recycle_self and g.objs[item.source].zone != Zone.TRASH:
        return False                         # "recycle me to …": from the trash
    if cost.banish_trash and sum(len(p.trash) for p in g.players) < cost.banish_trash:
        return False
    if cost.discard and len(g.players[item.controller].hand) < cost.discard:
        return False                         # "discard 1 to …" (742.1.b)
    from riftsim.reference.play import unit_costs_payable   # "spend a buff to …" (702.2.b)
    return unit_costs_payable(g, item.controller, cost, item.source)


def _cost_payable_now(g, item, cost) -> bool:
    """Could the trigger's own cost (without Deflect, which depends on targets) be paid?"""
    if cost.exhaust_self and g.objs[item.source].exhausted:
        return False
    return resources.can_pay(g, item.controller, resources.cost_price(cost)) and \
        _extra_cost_payable(g, item, cost)


def no_legal_target(g, item: ChainItem, targets, chooser: int) -> bool:
    """402.3 with 383: a required target slot of the trigger has no legal choice at all, so it
    is not put on the chain and its "you may" is not asked (the Spiritforged FAQ on Janna;
    the Tideturner ruling). Each slot is checked alone; choose_targets settles the rest."""
    for spec in targets:
        if spec.up_to or spec.count <= 0:
            continue
        if spec.when is not None and not select.holds(g, spec.when, chooser, item.source):
            continue                           # 727.1.b: an inactive [Level] text
        if not slot_candidates(g, item, spec, chooser, item.here, []):
            return True
    return False


def remove_item(g, item: ChainItem) -> None:
    """`item` leaves the chain (resolved, countered, dropped): the chain items chosen as
    targets above it move down one (CHAIN_TARGET + index), a target that was `item` itself is
    gone (CHAIN_TARGET_GONE: no longer legal, 359.3.e)."""
    i = next(k for k, it in enumerate(g.chain) if it is item)
    del g.chain[i]
    at = CHAIN_TARGET + i
    for it in g.chain:
        for slot in it.targets:
            for k, c in enumerate(slot):
                if at < c < CHAIN_TARGET_GONE:
                    slot[k] = c - 1
                elif c == at:
                    slot[k] = CHAIN_TARGET_GONE


def _drop(g, t, item) -> None:
    g.tasks.pop()
    if item in g.chain:
        remove_item(g, item)
    g.dirty = True


def trigger_adds(ab) -> bool:
    """A triggered ability that only adds resources ("When I move, [Add] …"): like an [Add]
    ability it resolves as soon as it is finalized, not as a chain item (400.2)."""
    return isinstance(ab, Triggered) and bool(ab.effects) and all(
        o.name in ("add_energy", "add_power") for o in ab.effects)


def finalize(g, item: ChainItem) -> None:
    """The item stops being pending (329.3); its controller gets priority (337.1.c.3)."""
    item.pending = False
    g.priority = item.controller
    g.passes = 0
    g.dirty = True
    triggers.fire_chosen(g, item)            # 383.4.b: "When you choose …" (Targeting Effects)
    ab = ability_of(g, item)
    if (isinstance(ab, Activated) and ab.adds) or trigger_adds(ab):   # 400.2: Add resolves
        g.push("resolve", item=item)                                  # at once


def slot_candidates(g, item: ChainItem, spec, chooser: int, loc: int, chosen) -> list[int]:
    """Legal choices for one more target of a slot (355.9), in object-id order."""
    if spec.sel.kind == "spell_or_ability":  # chain items, oldest first (not pending: not
        return [c for c in select.candidates(g, spec.sel, chooser, item.source, loc)   # itself,
                if c not in chosen]                                               # 355.9.c)
    cands = [c for c in select.candidates(g, spec.sel, chooser, item.source, loc)
             if c not in chosen and select.choosable(g, c, chooser)]
    # 811.1.d.2: "… at a different location" than a choice made at the hidden card's
    # battlefield can never be met there, so that slot is chosen freely (Tideturner example)
    if item.from_hidden_bf >= 0 and getattr(spec, "other_location_than", None) is None \
            and spec.sel.where != "elsewhere":   # "at another location": can't be met there
        hb = item.from_hidden_bf + 1
        cands = [c for c in cands if select.location_of(g, c) == hb]
    if spec.same_location and chosen:
        loc0 = select.location_of(g, chosen[0])
        cands = [c for c in cands if select.location_of(g, c) == loc0]
    if item.kind == "spell":
        cands = [c for c in cands if c != item.source]           # 355.9.c
    if getattr(spec, "not_trigger", False):                      # "another unit"
        cands = [c for c in cands if c != item.trigger_obj]
    j = getattr(spec, "other_than", None)                        # "another …" than slot j's
    if j is not None and j < len(item.targets):                  # pick (Deathgrip)
        cands = [c for c in cands if c not in item.targets[j]]
    j = getattr(spec, "less_might_than", None)                   # "… with less Might than
    if j is not None and j < len(item.targets) and item.targets[j]:   # it" (Public Execution)
        from riftsim.reference.ops_targeting import might0
        top = might0(g, item.targets[j][0])
        cands = [c for c in cands if might0(g, c) < top]
    cap = getattr(spec, "total_might_le", None)                  # 355.11: a group whose
    if cap is not None:                                          # total Might is n or less
        from riftsim.reference import layers
        have = sum(max(0, layers.might(g, g.objs[c])) for c in chosen)
        cands = [c for c in cands if have + max(0, layers.might(g, g.objs[c])) <= cap]
    from riftsim.reference.ops_targeting import related_ok, same_location_groups
    cands = [c for c in cands if related_ok(g, item, spec, c)]   # "… at the same battlefield
    if spec.same_location and not chosen and not spec.up_to:     # / with the same controller"
        cands = same_location_groups(g, cands, spec.count)       # (355.16: a whole group)
    return cands


def deflect_extra(g, player: int, ids) -> int:
    """809.1.c: +[Deflect value] power of any domain for each time a spell or ability of
    `player` chooses an enemy permanent with Deflect (values summed, 809.2)."""
    from riftsim.reference import layers

    n = 0
    for c in ids:
        if c >= CHAIN_TARGET:                # a chain item has no Deflect
            continue
        x = g.objs[c]
        if x.zone == Zone.BOARD and g.is_opponent(x.controller, player):
            n += layers.keywords(g, x).get("Deflect", 0)
    return n


def _cheapest_rest(g, item, targets, chooser, loc, slot, in_slot) -> int | None:
    """Least Deflect power needed to complete every required target from slot `slot` on, with
    `in_slot` chosen there already; None when a required target cannot be chosen at all."""
    total = 0
    for k in range(slot, len(targets)):
        spec = targets[k]
        chosen = list(in_slot) if k == slot else []
        need = 0 if spec.up_to else spec.count - len(chosen)
        if need <= 0:
            continue
        cands = slot_candidates(g, item, spec, chooser, loc, chosen)
        if len(cands) < need:
            return None
        total += sum(sorted(deflect_extra(g, chooser, [c]) for c in cands)[:need])
    return total


def payable_with(g, item, targets, chooser, loc, base, slot: int, in_slot) -> bool:
    """With `in_slot` chosen in slot `slot` (earlier slots as on the item), can every required
    target still be chosen and the total cost (base + Deflect, 809.1.d) be paid (355.16)?
    When only a "your spells that choose me cost less" discount of a unit not chosen yet can
    make it payable (356.4.d), the choices left are searched (_discount_completion)."""
    held = item.targets[slot] if slot < len(item.targets) else None
    if held is not None:                     # the later slots see this slot's picks (a pair,
        item.targets[slot] = list(in_slot)   # "another …": ops_targeting)
    try:
        rest = _cheapest_rest(g, item, targets, chooser, loc, slot, in_slot)
        if rest is None:
            return False
        chosen = [x for s in item.targets[:slot] for x in s] + list(in_slot)
        extra = deflect_extra(g, chooser, chosen) + rest
        price = base.add(resources.Price(0, [resources.ANY] * extra))
        if item.kind == "spell":             # 356.4.d: "your spells that choose me cost less"
            price = chosen_less(g, item, chosen, price)
            if not resources.can_pay(g, chooser, price) and any(
                    sid not in chosen for sid, _ in chosen_less_sources(g, item.controller)):
                return _discount_completion(g, item, targets, chooser, loc, base, slot,
                                            in_slot)
    finally:
        if held is not None:
            item.targets[slot] = held
    return resources.can_pay(g, chooser, price)


def targets_payable(g, item: ChainItem, targets, chooser: int, loc: int, base) -> bool:
    """355.8: valid choices exist for every target, with the total cost payable."""
    return payable_with(g, item, targets, chooser, loc, base, 0, []) and \
        first_pick_payable(g, item, targets, chooser, loc, base)


def first_pick_payable(g, item: ChainItem, targets, chooser: int, loc: int, base) -> bool:
    """355.16 / 809.1.d: when the second required slot is related to the first ("an enemy
    unit at the same battlefield", Facebreaker), the Deflect it costs depends on the first
    pick: some pick choose_targets would offer for the first slot must leave the total
    payable (its one-slot look-ahead, so that a playable card always has its targets)."""
    from riftsim.reference.ops_targeting import relation_slot

    if len(targets) < 2 or targets[0].up_to or targets[1].up_to or \
            relation_slot(targets[1]) != 0 or \
            any(t.when is not None and not select.holds(g, t.when, chooser, item.source)
                for t in targets[:2]):
        return True
    fresh = not item.targets                 # (payable_with shows the pick to the later
    if fresh:                                # slots through the item's first slot)
        item.targets.append([])
    try:
        return any(payable_with(g, item, targets, chooser, loc, base, 0, [c])
                   for c in slot_choices(g, item, targets, 0, chooser, loc))
    finally:
        if fresh:
            item.targets.clear()


def total_with_deflect(g, item: ChainItem, base):
    """The total cost: `base` plus the Deflect power for the chosen targets (356.2.a.2)."""
    chosen = [c for s in item.targets for c in s]
    return base.add(resources.Price(0, [resources.ANY] * deflect_extra(g, item.controller, chosen)))


def chosen_less_sources(g, player: int) -> list[tuple[int, int]]:
    """(object, n) for each "your spells that choose me cost [n] or [A] less" passive (Static
    "chosen_spell_less", Irelia, Graceful) of a unit `player` controls on the board, in object
    order."""
    from riftsim.reference import layers

    out = []
    for s in g.objs:
        if s.zone != Zone.BOARD or s.controller != player:
            continue
        for _, a in g.pool[s.card].abilities_of(Static) * layers.instances(g, s):
            if a.kind == "chosen_spell_less":              # (once per instance)
                out.append((s.id, a.n))
    return out


def _discount_completion(g, item, targets, chooser, loc, base, slot: int, in_slot) -> bool:
    """355.16 with 356.4.d: is there a way to finish choosing the targets, `in_slot` chosen in
    slot `slot` (earlier slots as on the item), whose total cost (base + Deflect, less the
    discount of each "your spells that choose me cost less" unit among them) can be paid? The
    slots from `slot` on are searched as choose_targets offers them (slot_choices; an "up to"
    slot may stop at any time); an optional pick ("up to") is tried only for a discount unit
    (any other adds nothing it could pay with)."""
    orig = list(item.targets)                # (the slots' own lists are put back as they
    while len(item.targets) < len(targets):  # were: choose_targets holds its slot's)
        item.targets.append([])
    for k in range(slot, len(targets)):
        item.targets[k] = list(in_slot) if k == slot else []
    try:
        return _completion_from(g, item, targets, chooser, loc, base, slot, -1)
    finally:
        item.targets[:] = orig


def _completion_from(g, item, targets, chooser, loc, base, k: int, floor: int) -> bool:
    """_discount_completion from slot `k` on, its picks so far on the item; the picks it adds
    to slot `k` are in object order, after `floor`."""
    chosen = [x for s in item.targets for x in s]
    price = base.add(resources.Price(0, [resources.ANY] * deflect_extra(g, chooser, chosen)))
    if k >= len(targets):
        return resources.can_pay(g, chooser, chosen_less(g, item, chosen, price))
    srcs = [sid for sid, _ in chosen_less_sources(g, item.controller) if sid not in chosen]
    if not resources.can_pay(g, chooser, chosen_less(g, item, chosen, price, srcs)):
        return False                         # (not even with every discount left)
    spec = targets[k]
    ch = item.targets[k]
    if (spec.when is not None and not select.holds(g, spec.when, chooser, item.source)) \
            or len(ch) >= spec.count:
        return _completion_from(g, item, targets, chooser, loc, base, k + 1, -1)
    cands = slot_choices(g, item, targets, k, chooser, loc)
    if (not cands or len(chosen) >= MAX_TARGETS) and (spec.up_to or ch):
        return _completion_from(g, item, targets, chooser, loc, base, k + 1, -1)
    if not cands or len(chosen) >= MAX_TARGETS:
        return False
    if spec.up_to and _completion_from(g, item, targets, chooser, loc, base, k + 1, -1):
        return True                          # ("done")
    for c in cands:
        if c <= floor or (spec.up_to and c not in srcs):   # (a set: in object order)
            continue
        ch.append(c)
        try:
            if _completion_from(g, item, targets, chooser, loc, base, k, c):
                return True
        finally:
            ch.pop()
    return False


def chosen_less(g, item, chosen, price, reach=()):
    """356.4.d: each "your spells that choose me cost [n] or [A] less" passive of a unit the
    spell's controller controls, the unit being among the spell's chosen targets (or in
    `reach`, the sources it can still choose), takes its discount off the total cost once, in
    riftsim's fixed "[n] or [A]" form (play.n_or_one_power_less: Energy when the cost has
    Energy, else one Power symbol)."""
    from riftsim.reference.play import n_or_one_power_less

    if item.kind != "spell":
        return price
    for sid, n in chosen_less_sources(g, item.controller):
        if sid in chosen or sid in reach:
            price = n_or_one_power_less(price, n)
    return price


def _location_pairing(g, item, targets, slot, cands, chooser, loc) -> list[int]:
    """`Target.other_location_than`: a pick must be at a different location than the pick of
    the named slot; a pick for the named slot must leave such a choice possible (355.16)."""
    spec = targets[slot]
    j = getattr(spec, "other_location_than", None)
    if j is not None and j < len(item.targets) and item.targets[j]:
        there = select.location_of(g, item.targets[j][0])
        cands = [c for c in cands if select.location_of(g, c) != there]
    for k in range(slot + 1, len(targets)):
        if getattr(targets[k], "other_location_than", None) == slot and not targets[k].up_to:
            later = slot_candidates(g, item, targets[k], chooser, loc, [])
            cands = [c for c in cands if any(select.location_of(g, x) != select.location_of(g, c)
                                             for x in later)]
    return cands


def slot_choices(g, item: ChainItem, targets, slot: int, chooser: int, loc: int) -> list[int]:
    """The choices choose_targets offers for one more target of slot `slot` before its cost
    is checked: slot_candidates, each pick leaving the paired slots choosable (355.16)."""
    cands = slot_candidates(g, item, targets[slot], chooser, loc, item.targets[slot])
    cands = _location_pairing(g, item, targets, slot, cands, chooser, loc)
    from riftsim.reference.ops_targeting import (
        less_might_pairing, other_than_pairing, related_pairing,
    )
    cands = other_than_pairing(g, item, targets, slot, cands, chooser, loc)
    cands = related_pairing(g, item, targets, slot, cands, chooser, loc)
    return less_might_pairing(g, item, targets, slot, cands, chooser, loc)


def choose_targets(g, t, item: ChainItem, targets, chooser: int, here: int | None = None):
    """Choose the targets of slot `t.data['slot']` one at a time (355.5-355.13).

    Returns True when the slot is complete, False when no legal choice exists, None while
    waiting for a decision."""
    slot = t.data["slot"]
    spec = targets[slot]
    while len(item.targets) <= slot:
        item.targets.append([])
    if spec.when is not None and not select.holds(g, spec.when, chooser, item.source):
        t.data["slot"] = slot + 1              # 727.1.b: an inactive [Level] text chooses nothing
        return True
    chosen = item.targets[slot]
    loc = item.here if here is None else here
    cands = slot_choices(g, item, targets, slot, chooser, loc)
    base = t.data.get("pay_base")
    if base is not None:                                         # 355.16 / 809: payable only
        cands = [c for c in cands
                 if payable_with(g, item, targets, chooser, loc, base, slot, chosen + [c])]
    filt = t.data.get("target_filter")
    if filt is not None:
        cands = [c for c in cands if filt(g, c)]
    need_more = len(chosen) < spec.count
    full = sum(len(x) for x in item.targets) >= MAX_TARGETS      # (riftsim's capacity: "any
    if not need_more or ((not cands or full) and (spec.up_to or chosen)):   # number" stops)
        t.data["slot"] = slot + 1
        return True
    if not cands:
        return False
    opts = [encode(ActionKind.TARGET, c) for c in cands]
    if spec.up_to and (base is None or item.kind != "spell"
                       or not chosen_less_sources(g, item.controller)
                       or payable_with(g, item, targets, chooser, loc, base, slot + 1, [])):
        opts.append(DONE)                    # (356.4.d: stopping here must leave it payable)
    a = g.choose(t, DecisionKind.TARGET, chooser, opts, item.source)
    if a is None:
        return None
    if a == DONE:
        t.data["slot"] = slot + 1
        return True
    c = decode(a)[1]
    chosen.append(c)
    if c < CHAIN_TARGET:                     # (a chain item: its index, kept by remove_item)
        item.epochs[c] = g.objs[c].epoch
    if len(chosen) >= spec.count:
        t.data["slot"] = slot + 1
        return True
    return choose_targets(g, t, item, targets, chooser, here)


def h_priority(g, t) -> None:
    """338: the player with priority plays a legally timed card / ability, or passes."""
    from riftsim.reference import play

    pl = g.priority
    opts = [PASS] + play.reaction_options(g, pl)
    a = g.choose(t, DecisionKind.PRIORITY, pl, opts)
    if a is None:
        return
    g.tasks.pop()
    if a == PASS:                                                # 338.1.c / 339
        g.passes += 1
        if g.passes >= len(g.players):
            g.passes = 0
            g.push("resolve", item=g.chain[-1])
        else:
            g.priority = g.next_player(pl)             # 338.1.c.1
        return
    play.start_action(g, pl, a)


def h_resolve(g, t) -> None:
    """340: the newest item resolves: its effects in full, then it leaves the chain."""
    item: ChainItem = t.data["item"]
    if item not in g.chain:                      # countered / left the chain (359.3.e.15)
        g.tasks.pop()
        return
    if t.stage == 0:
        t.stage = 1
        g.emit(EventKind.RESOLVE, item.controller, item.source, value=item.ability)
        effects.begin(g, t, item)
    if not effects.step(g, t):
        return
    g.tasks.pop()
    finish_resolution(g, item)


def finish_resolution(g, item: ChainItem) -> None:
    if item in g.chain:
        remove_item(g, item)
        o = g.objs[item.source]
        if item.kind == "spell" and o.zone == Zone.CHAIN:
            leave_chain(g, item, o)                              # 359.3.d
            g.players[item.controller].cards_played += 1
            g.players[item.controller].spells_played += 1       # 419.4.a
            triggers.fire_spell_played(g, o.id, item.controller)
    g.dirty = True
    if g.chain:
        g.priority = g.chain[-1].controller                      # 340.4
        return
    g.priority = NONE
    if g.showdown is not None and not g.chain_by_trigger:       # 340.2.a / 346
        g.showdown.focus = g.next_player(g.showdown.focus)
    g.chain_by_trigger = False


def counter(g, item: ChainItem) -> None:
    """425: the item does nothing and leaves the chain; a countered card is not played."""
    if item not in g.chain:
        return
    remove_item(g, item)
    o = g.objs[item.source]
    if item.kind == "spell" and o.zone == Zone.CHAIN:
        leave_chain(g, item, o)
    g.emit(EventKind.COUNTER, item.controller, item.source)
    g.dirty = True


def leave_chain(g, item: ChainItem, o) -> None:
    """A finalized spell leaves the chain: to its owner's trash, or, played with [Flow], to
    banishment instead (Vendetta 829.1.b.1, a delayed replacement effect)."""
    if item.extra.get("flow") and not item.pending:
        zones.banish(g, o, by=item.controller)
    elif item.extra.get("recycle") and not item.pending:    # "… Then recycle it" (Kai'Sa,
        zones.recycle_many(g, [o.id])                        # Evolutionary)
    else:
        zones.move_to(g, o, Zone.TRASH)


HANDLERS = {"order_triggers": h_order_triggers, "finalize": h_finalize,
            "priority": h_priority, "resolve": h_resolve}

__all__ = ["Spell"]
