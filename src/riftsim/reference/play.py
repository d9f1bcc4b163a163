"""Discretionary actions and the process of play (rules 349-359, 376-381, 410, 421, 144).

Timing (307-313): in a neutral open state only the turn player, in their main phase, may act
(any card); in a showdown open state the player with focus may play [Action]/[Reaction]
cards; while a chain exists the player with priority may play [Reaction] cards. A card hidden
with [Hidden] gains [Reaction] from the next turn and is played ignoring its base cost (811).
"""

from __future__ import annotations

from riftsim.actions import NO, PASS, YES, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Activated, Static
from riftsim.events import EventKind
from riftsim.reference import layers, movement, resources, select, triggers, turn, zones
from riftsim.reference.chain import choose_targets, finalize
from riftsim.reference.state import LOC_BASE, NONE, ChainItem, Zone

# ------------------------------------------------------------------ timing


def _timing_ok(g, player: int, has_action: bool, has_reaction: bool) -> bool:
    if g.chain:                                              # 309.1.a: closed state
        return has_reaction and g.priority == player
    if g.showdown is not None:                               # 308.1.a: showdown open
        return (has_action or has_reaction) and g.showdown.focus == player
    return player == g.turn_player and g.phase == turn.Phase.MAIN   # 310.1.a


def _playable_zone_cards(g, player: int):
    p = g.players[player]
    for c in p.hand:
        yield c, -1
    if p.champion != NONE:
        yield p.champion, -1
    for bf in g.bfs:                                         # 811: hidden, from next turn
        if bf.facedown != NONE:
            o = g.objs[bf.facedown]
            if o.controller == player and o.played_turn < g.turn:
                yield o.id, bf.index


def _discount(g, o, player: int) -> int:
    info = g.pool[o.card]
    n = 0
    for _, a in info.abilities_of(Static):
        if a.kind == "cost_less" and select.holds(g, a.condition, player, o.id):
            n += a.n
    return n


def base_price(g, o, player: int, hidden_bf: int) -> resources.Price:
    info = g.pool[o.card]
    return resources.card_price(info, ignore_base=hidden_bf >= 0, discount=_discount(g, o, player))


def unit_locations(g, o, player: int, hidden_bf: int) -> list[int]:
    """355.2: the controller's base or a battlefield they control (811.1.d.1 for hidden)."""
    if hidden_bf >= 0:
        return [hidden_bf + 1]
    locs = [LOC_BASE] + [bf.index + 1 for bf in g.bfs if bf.controller == player]
    info = g.pool[o.card]
    for _, a in info.abilities_of(Static):
        if a.kind == "play_anywhere":                        # "you may play me to … battlefield"
            locs += [bf.index + 1 for bf in g.bfs if bf.index + 1 not in locs]
    unit = g.objs[o.id]
    return [loc for loc in locs if loc == LOC_BASE or movement.can_enter(g, unit, loc)]


def _targets_available(g, o, player: int, hidden_bf: int) -> bool:
    info = g.pool[o.card]
    sp = info.definition.spell() if info.definition else None
    if sp is None:
        return True
    for spec in sp.targets:
        if spec.up_to:
            continue
        cands = [c for c in select.candidates(g, spec.sel, player, o.id) if c != o.id]
        if hidden_bf >= 0:
            cands = [c for c in cands if select.location_of(g, c) == hidden_bf + 1]
        if len(cands) < spec.count:
            return False
    return True


def can_play(g, player: int, obj_id: int, hidden_bf: int) -> bool:
    o = g.objs[obj_id]
    info = g.pool[o.card]
    if info.type not in ("unit", "gear", "spell") or not info.implemented:
        return False
    kws = info.keywords
    reaction = "Reaction" in kws or hidden_bf >= 0
    if not _timing_ok(g, player, "Action" in kws, reaction):
        return False
    if not resources.can_pay(g, player, base_price(g, o, player, hidden_bf)):
        return False
    if info.type == "unit" and not unit_locations(g, o, player, hidden_bf):
        return False
    return _targets_available(g, o, player, hidden_bf)


def _ability_cost_payable(g, src, a: Activated, player: int) -> bool:
    c = a.cost
    if c.exhaust_self and src.exhausted:
        return False
    if c.recycle_from_trash and len(g.players[player].trash) < c.recycle_from_trash:
        return False
    if c.discard and len(g.players[player].hand) < c.discard:
        return False
    if c.spend_buff and not any(u.buff for u in g.board_objs(controller=player, kind="unit")):
        return False
    return resources.can_pay(g, player, ability_price(a))


def ability_price(a: Activated) -> resources.Price:
    return resources.cost_price(a.cost)


def ability_options(g, player: int) -> list[int]:
    """381: activated abilities on the controller's turn in an open state, unless
    [Action]/[Reaction] (806, 813)."""
    out = []
    for src in g.objs:
        if src.zone not in (Zone.BOARD, Zone.LEGEND) or src.controller != player:
            continue
        info = g.pool[src.card]
        for i, a in info.abilities_of(Activated):
            if not _timing_ok(g, player, a.timing in ("action", "reaction"),
                              a.timing == "reaction"):
                continue
            if not select.holds(g, a.condition, player, src.id):
                continue
            if not _ability_cost_payable(g, src, a, player):
                continue
            if any(not spec.up_to and len(select.candidates(g, spec.sel, player, src.id,
                                                            src.loc)) < spec.count
                   for spec in a.targets):
                continue
            out.append(encode(ActionKind.ACTIVATE, src.id * 8 + i))
    return out


def play_options(g, player: int) -> list[int]:
    return [encode(ActionKind.PLAY, c) for c, hb in _playable_zone_cards(g, player)
            if can_play(g, player, c, hb)]


def hide_options(g, player: int) -> list[int]:
    """421 / 811.1.b: on your turn, neutral open state, pay [A] to hide at a battlefield you
    control that has no hidden card."""
    if g.chain or g.showdown is not None or player != g.turn_player or g.phase != turn.Phase.MAIN:
        return []
    if not any(bf.controller == player and bf.facedown == NONE for bf in g.bfs):
        return []
    if not resources.can_pay(g, player, resources.Price(0, [resources.ANY])):
        return []
    p = g.players[player]
    cards = list(p.hand) + ([p.champion] if p.champion != NONE else [])
    return [encode(ActionKind.HIDE, c) for c in cards if g.pool[g.objs[c].card].has("Hidden")]


def move_options(g, player: int) -> list[int]:
    """144: the standard move: main phase, neutral open state, ready units."""
    if g.chain or g.showdown is not None or player != g.turn_player or g.phase != turn.Phase.MAIN:
        return []
    return [encode(ActionKind.MOVE_UNIT, u.id) for u in g.board_objs(controller=player, kind="unit")
            if not u.exhausted and movement.standard_destinations(g, u)]


def reaction_options(g, player: int) -> list[int]:
    return play_options(g, player) + ability_options(g, player)


def discretionary_options(g, player: int) -> list[int]:
    return (play_options(g, player) + hide_options(g, player) + move_options(g, player)
            + ability_options(g, player))


# ------------------------------------------------------------------ who acts


def main_priority(g) -> None:
    g.push("main_priority")


def h_main_priority(g, t) -> None:
    """316.2: the turn player takes discretionary actions, or ends the turn (316.6)."""
    tp = g.turn_player
    a = g.choose(t, DecisionKind.PRIORITY, tp, [PASS] + discretionary_options(g, tp))
    if a is None:
        return
    g.tasks.pop()
    if a == PASS:
        turn.end_main_phase(g)
        return
    start_action(g, tp, a)


def focus_turn(g) -> None:
    g.push("focus")


def h_focus(g, t) -> None:
    """347: the player with focus plays an [Action]/[Reaction] card, activates, or passes."""
    sd = g.showdown
    pl = sd.focus
    a = g.choose(t, DecisionKind.PRIORITY, pl, [PASS] + play_options(g, pl)
                 + ability_options(g, pl))
    if a is None:
        return
    g.tasks.pop()
    if a == PASS:
        sd.passes += 1
        if sd.passes >= len(g.players):                    # 347.3.a
            g.push("end_showdown")
        else:
            sd.focus = g.opponent(pl)                      # 347.4
        return
    sd.passes = 0
    start_action(g, pl, a)


def start_action(g, player: int, a: int) -> None:
    kind, arg = decode(a)
    if kind == ActionKind.PLAY:
        hb = next((bf.index for bf in g.bfs if bf.facedown == arg), -1)
        g.push("play", player=player, obj=arg, hidden=hb, accel=None, loc=None, slot=0)
    elif kind == ActionKind.HIDE:
        g.push("hide", player=player, obj=arg)
    elif kind == ActionKind.MOVE_UNIT:
        g.push("std_move", player=player, units=[arg])
    elif kind == ActionKind.ACTIVATE:
        g.push("activate", player=player, obj=arg // 8, ability=arg % 8, slot=0)
    else:  # pragma: no cover
        raise AssertionError(f"unexpected action {a}")


# ------------------------------------------------------------------ the process of play


def h_play(g, t) -> None:
    """353-359: remove to the chain, choices, total cost, pay, check legality, finalize."""
    d = t.data
    player, o = d["player"], g.objs[d["obj"]]
    info = g.pool[o.card]
    hb = d["hidden"]
    if t.stage == 0:                                         # 354: onto the chain, pending
        item = ChainItem("spell" if info.type == "spell" else info.type, player, o.id,
                         pending=True, from_hidden_bf=hb)
        d["item"] = item
        d["opened"] = not g.chain
        zones.move_to(g, o, Zone.CHAIN)
        o.controller = player
        g.chain.append(item)
        t.stage = 1
    item = d["item"]
    if t.stage == 1:                                         # 355.2: location of a unit
        if info.type == "unit":
            locs = unit_locations(g, o, player, hb)
            a = g.choose(t, DecisionKind.PLAY_LOCATION, player,
                         [encode(ActionKind.LOCATION, x) for x in locs], o.id)
            if a is None:
                return
            d["loc"] = decode(a)[1]
        t.stage = 2
    if t.stage == 2:                                         # 805: Accelerate (optional cost)
        if info.type == "unit" and info.has("Accelerate"):
            accel = resources.Price(1, [resources.domain_set(info.domains)
                                        if len(resources.domain_set(info.domains)) == 1
                                        else resources.ANY])
            total = base_price(g, o, player, hb).add(accel)
            if resources.can_pay(g, player, total):
                a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], o.id)
                if a is None:
                    return
                d["accel"] = a == YES
        t.stage = 3
        d["repeat_i"] = 0
    if t.stage == 3:                                         # 820: Repeat (optional costs)
        sp = info.definition.spell() if info.type == "spell" else None
        reps = sp.repeat if sp else ()
        while d["repeat_i"] < len(reps):
            extra = repeat_price(reps[d["repeat_i"]])
            total = _total_price(g, t, player, o, hb).add(extra)
            if resources.can_pay(g, player, total):
                a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], o.id)
                if a is None:
                    return
                if a == YES:
                    d.setdefault("repeats_paid", []).append(d["repeat_i"])
            d["repeat_i"] += 1
        n = len(d.get("repeats_paid", ()))
        if n:
            item.extra["repeats"] = n
            item.extra["slots_per_run"] = len(sp.targets)
        t.stage = 4
    if t.stage == 4:                                         # 355.5: targets of a spell
        sp = info.definition.spell() if info.type == "spell" else None
        targets = tuple(sp.targets) * (1 + item.extra.get("repeats", 0)) if sp else ()
        d["target_filter"] = _deflect_filter(g, t, player, o, hb)
        while d["slot"] < len(targets):
            r = choose_targets(g, t, item, targets, player, here=-1)
            if r is None:
                return
            if r is False:  # pragma: no cover - options were checked beforehand
                raise AssertionError("no legal target for a playable card")
        d.pop("target_filter", None)
        t.stage = 5
    g.tasks.pop()
    resources.pay(g, player, _total_price(g, t, player, o, hb))   # 356-357
    item.pending = False                                     # 359
    p = g.players[player]
    p.cards_finalized += 1
    g.emit(EventKind.PLAY, player, o.id, d["loc"] if d["loc"] is not None else -1)
    if info.type == "spell":
        if d["opened"]:
            g.chain_by_trigger = False
        finalize(g, item)                                    # 359.3: lingers; priority
        return
    g.chain.remove(item)                                     # 359.2: permanents resolve now
    loc = d["loc"] if info.type == "unit" else LOC_BASE
    zones.move_to(g, o, Zone.BOARD, loc)
    o.controller = player
    o.exhausted = info.type == "unit" and not (d["accel"] or _enters_ready(g, o))
    p.cards_played += 1
    if loc > LOC_BASE:
        movement.contest(g, loc - 1, player)
    triggers.fire_played(g, o.id, player)
    if not g.chain:
        g.priority = NONE
        if g.showdown is not None:                           # 337.1.c.1.a
            g.showdown.focus = g.opponent(g.showdown.focus)
    else:
        g.priority = g.chain[-1].controller
        g.passes = 0
    g.dirty = True


def _enters_ready(g, o) -> bool:
    info = g.pool[o.card]
    return any(a.kind == "enter_ready" and select.holds(g, a.condition, o.controller, o.id)
               for _, a in info.abilities_of(Static))


def _deflect_extra(g, player: int, ids) -> int:
    """809: +[Deflect value] Power (any domain) per chosen enemy permanent with Deflect."""
    n = 0
    for c in ids:
        x = g.objs[c]
        if x.zone == Zone.BOARD and x.controller != player:
            n += layers.keywords(g, x).get("Deflect", 0)
    return n


def _total_price(g, t, player, o, hb) -> resources.Price:
    d = t.data
    price = base_price(g, o, player, hb)
    info = g.pool[o.card]
    if d.get("accel"):
        ds = resources.domain_set(info.domains)
        price = price.add(resources.Price(1, [ds if len(ds) == 1 else resources.ANY]))
    sp = info.definition.spell() if info.type == "spell" else None
    for i in d.get("repeats_paid", ()):
        price = price.add(repeat_price(sp.repeat[i]))
    chosen = [c for slot in d["item"].targets for c in slot]
    extra = _deflect_extra(g, player, chosen)
    return price.add(resources.Price(0, [resources.ANY] * extra))


def repeat_price(cost) -> resources.Price:
    """The price of one [Repeat] cost (820.1.c.1)."""
    return resources.cost_price(cost)


def _deflect_filter(g, t, player, o, hb):
    def ok(g_, c):
        item = t.data["item"]
        trial = [x for slot in item.targets for x in slot] + [c]
        price = _total_price(g_, t, player, o, hb)
        extra = _deflect_extra(g_, player, trial) - _deflect_extra(
            g_, player, [x for slot in item.targets for x in slot])
        return resources.can_pay(g_, player, price.add(resources.Price(0, [resources.ANY] * extra)))
    return ok


def h_hide(g, t) -> None:
    """421 / 811: pay [A], put the card facedown at a battlefield you control."""
    player, o = t.data["player"], g.objs[t.data["obj"]]
    bfs = [bf.index + 1 for bf in g.bfs if bf.controller == player and bf.facedown == NONE]
    a = g.choose(t, DecisionKind.PLAY_LOCATION, player,
                 [encode(ActionKind.LOCATION, x) for x in bfs], o.id)
    if a is None:
        return
    g.tasks.pop()
    bf = g.bfs[decode(a)[1] - 1]
    resources.pay(g, player, resources.Price(0, [resources.ANY]))
    zones.move_to(g, o, Zone.FACEDOWN)
    o.controller = player
    o.played_turn = g.turn
    bf.facedown = o.id
    g.emit(EventKind.HIDE, player, o.id, bf.index + 1)


def h_std_move(g, t) -> None:
    """144.3: one or several units move together to one destination; exhausting them is the
    cost (144.2). Declared one unit at a time, then the destination."""
    player, units = t.data["player"], t.data["units"]
    common = None
    for uid in units:
        ds = set(movement.standard_destinations(g, g.objs[uid]))
        common = ds if common is None else common & ds
    opts = [encode(ActionKind.LOCATION, d) for d in sorted(common)]
    for u in g.board_objs(controller=player, kind="unit"):
        if u.id in units or u.exhausted:
            continue
        if common & set(movement.standard_destinations(g, u)):
            opts.append(encode(ActionKind.MOVE_UNIT, u.id))
    a = g.choose(t, DecisionKind.MOVE_UNITS, player, opts)
    if a is None:
        return
    kind, arg = decode(a)
    if kind == ActionKind.MOVE_UNIT:
        units.append(arg)
        return
    g.tasks.pop()
    for uid in units:
        g.objs[uid].exhausted = True
    movement.move_units(g, sorted(units), arg, player)


def h_activate(g, t) -> None:
    """376-381 / 398-406: targets, pay the cost, then the ability is a chain item."""
    d = t.data
    player, src = d["player"], g.objs[d["obj"]]
    info = g.pool[src.card]
    ab = info.abilities[d["ability"]]
    if t.stage == 0:
        item = ChainItem("ability", player, src.id, d["ability"], pending=True, here=src.loc)
        d["item"] = item
        d["opened"] = not g.chain
        g.chain.append(item)
        t.stage = 1
    item = d["item"]
    while d["slot"] < len(ab.targets):
        r = choose_targets(g, t, item, ab.targets, player)
        if r is None:
            return
        if r is False:  # pragma: no cover
            raise AssertionError("no legal target for an activatable ability")
    g.tasks.pop()
    c = ab.cost
    if c.exhaust_self:
        src.exhausted = True
    if c.recycle_from_trash:
        zones.recycle_many(g, g.players[player].trash[:c.recycle_from_trash])
    resources.pay(g, player, ability_price(ab))
    if d["opened"] and ab.adds:
        g.chain_by_trigger = True                          # 346.1
    elif d["opened"]:
        g.chain_by_trigger = False
    finalize(g, item)


HANDLERS = {"main_priority": h_main_priority, "focus": h_focus, "play": h_play,
            "hide": h_hide, "std_move": h_std_move, "activate": h_activate}
HANDLERS.update(__import__("riftsim.reference.combat", fromlist=["HANDLERS"]).HANDLERS)

__all__ = ["HANDLERS", "NO"]
