"""Discretionary actions and the process of play (rules 349-359, 376-381, 410, 421, 144).

Timing (307-313): in a neutral open state only the turn player, in their main phase, may act
(any card); in a showdown open state the player with focus may play [Action]/[Reaction]
cards; while a chain exists the player with priority may play [Reaction] cards. A card hidden
with [Hidden] gains [Reaction] from the next turn and is played ignoring its base cost (811).
"""

from __future__ import annotations

import functools
from dataclasses import replace

from riftsim.actions import (
    ACT_INSTANCE, ACT_INSTANCES, NO, PASS, YES, ActionKind, DecisionKind, activate_arg, decode,
    encode,
)
from riftsim.cards.dsl import Activated, Static
from riftsim.errors import CapacityError
from riftsim.events import EventKind
from riftsim.reference import layers, movement, resources, select, triggers, turn, zones
from riftsim.reference.chain import (
    ability_of, base_ability, choose_targets, chosen_less, chosen_less_sources, deflect_extra,
    finalize, remove_item, targets_payable, total_with_deflect,
)
from riftsim.reference.state import LOC_BASE, NONE, ChainItem, PendingTrigger, Zone

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
    from_trash = plays_from_trash(g, player)
    for c in p.trash:                                        # Flow: play it from your trash
        if from_trash or flow_cost(g.pool[g.objs[c].card]) is not None:
            yield c, -1
    for bf in g.bfs:                                         # 811: hidden, from next turn
        for fd in zones.facedown_cards(bf):
            o = g.objs[fd]
            if o.controller == player and o.played_turn < g.turn:
                yield o.id, bf.index


def _static_times(g, a: Static, player: int, src: int) -> int:
    """How many times a card's own discount applies ("for each …"). The card itself does not
    count: it is on the chain when its cost is paid (356), even if it is played from the trash."""
    if a.per is None:
        return 1
    if a.per.kind == "count":
        return len([c for c in select.candidates(g, a.per.sel, player, src) if c != src])
    if a.per.kind == "cards_finalized":          # "… for each card you've played this turn":
        return g.players[player].cards_finalized   # finalized (the Unleashed FAQ on "play")
    if a.per.kind == "hold_points":              # "… for each point you scored from holding
        return g.players[player].hold_points    # this turn" (465)
    if a.per.kind == "max_might":                # "… reduced by the highest Might among …"
        return max((max(0, layers.might(g, g.objs[c]))          # (143.2.b: at least 0)
                    for c in select.candidates(g, a.per.sel, player, src) if c != src),
                   default=0)
    raise ValueError(f"unsupported passive scale {a.per.kind!r}")


def _floored_discounts(g, o, player: int) -> list[tuple[int, int]]:
    """356.4.e: the card's own Energy discounts "to a minimum of [f]", as (discount, f)."""
    return [(a.n * _static_times(g, a, player, o.id), a.floor)
            for _, a in g.pool[o.card].abilities_of(Static)
            if a.kind == "cost_less" and a.floor is not None
            and select.holds(g, a.condition, player, o.id)]


def _apply_floored(energy: int, floored: list[tuple[int, int]]) -> int:
    """356.4.e: a minimum applies only to its own discount, and the player orders discounts
    (the example there): applying the floored ones first gives the lowest cost."""
    for d, f in floored:
        if d > 0:
            energy = max(min(energy, f), energy - d)
    return energy


def _discounts(g, o, player: int) -> tuple[int, list[str]]:
    """356.4: the card's own discounts: Energy, and Power symbols by domain (those with a
    minimum: `_floored_discounts`)."""
    info = g.pool[o.card]
    n, power = 0, []
    for _, a in info.abilities_of(Static):
        if a.kind == "cost_less" and a.floor is None \
                and select.holds(g, a.condition, player, o.id):
            k = _static_times(g, a, player, o.id)
            n += (a.cost.energy if a.cost is not None else a.n) * k
            if a.cost is not None:
                power += list(a.cost.power) * k
    return n, power


def _discount(g, o, player: int) -> int:
    return _discounts(g, o, player)[0]


def plays_from_trash(g, player: int) -> bool:
    """A passive `Static("play_from_trash")` of an object `player` controls: they may play
    cards from their trash (for their own costs, not with [Flow])."""
    return any(a.kind == "play_from_trash" and s.controller == player
               and select.holds(g, a.condition, player, s.id) for s, a in layers._statics(g))


def flow_cost(info):
    """The [Flow] cost of a spell (Vendetta 829), or None."""
    for _, a in info.abilities_of(Static):
        if a.kind == "flow":
            return a.cost
    return None


def base_price(g, o, player: int, hidden_bf: int, flow: bool = False) -> resources.Price:
    info = g.pool[o.card]
    energy_off, power_off = _discounts(g, o, player)
    floored = _floored_discounts(g, o, player)
    if flow:                                  # 356.1.a: "for [Cost]" replaces the base cost
        fp = resources.cost_price(flow_cost(info))
        price = resources.Price(max(0, _apply_floored(fp.energy, floored) - energy_off),
                                list(fp.power))
    else:
        price = resources.card_price(info, ignore_base=hidden_bf >= 0)
        price.energy = max(0, _apply_floored(price.energy, floored) - energy_off)
    for d in power_off:                       # 356.4 / 356.5: a Power discount of one domain
        fits = [s for s in price.power if d in s]
        if fits:
            price.power.remove(min(fits, key=len))
    price.spell = info.type == "spell"        # spell-only Energy may pay this (429)
    price.gear = info.type == "gear"          # gear-only Power may pay this (429)
    return others_increases(g, o, player, price)   # 356.3 (others' discounts: _total_price)


def unit_locations(g, o, player: int, hidden_bf: int, ambush_only: bool = False) -> list[int]:
    """355.2: the controller's base or a battlefield they control (811.1.d.1 for hidden); only
    the base while an opponent's passive says so (ops_ogn.only_base, Mageseeker Warden)."""
    from riftsim.reference.ops_ogn import only_base

    return only_base(g, player, _unit_locations(g, o, player, hidden_bf, ambush_only))


def _unit_locations(g, o, player: int, hidden_bf: int, ambush_only: bool) -> list[int]:
    from riftsim.reference.ops_sfd import no_play_here

    if hidden_bf >= 0:
        return [] if no_play_here(g, hidden_bf + 1) else \
            _only_conquered(g, o, player, [hidden_bf + 1])
    locs = [LOC_BASE] + [bf.index + 1 for bf in g.bfs if bf.controller == player]
    info = g.pool[o.card]
    for _, a in info.abilities_of(Static):
        sd = g.showdown                                      # "I can be played to a
        if a.kind == "play_attacking" and sd is not None and sd.combat \
                and sd.attacker == player and sd.bf + 1 not in locs:   # battlefield you're
            locs.append(sd.bf + 1)                                      # attacking" (Rengar)
        if a.kind == "play_open":                            # "… to an open battlefield"
            locs += [bf.index + 1 for bf in g.bfs if bf.controller == NONE
                     and not g.units_at(bf.index + 1) and bf.index + 1 not in locs]
        if a.kind == "play_anywhere":                        # "you may play me to … battlefield"
            locs += [bf.index + 1 for bf in g.bfs if bf.index + 1 not in locs and (
                a.kw != "occupied_enemy"                     # "… to an occupied enemy bf"
                or (bf.controller != NONE and g.is_opponent(bf.controller, player)
                    and g.units_at(bf.index + 1)))]
    if _others_allow_open(g, player):                        # "friendly units may be played
        locs += [bf.index + 1 for bf in g.bfs if bf.controller == NONE   # to open battlefields"
                 and not g.units_at(bf.index + 1) and bf.index + 1 not in locs]
    if ambush_only:
        locs = []
    if info.has("Ambush"):                                   # 822.1.b
        locs += [x for x in ambush_locations(g, player, o) if x not in locs]
    unit = g.objs[o.id]
    return _only_conquered(g, o, player, [
        loc for loc in locs if loc == LOC_BASE or (movement.can_enter(g, unit, loc)
                                                   and not no_play_here(g, loc))])


def _only_conquered(g, o, player: int, locs: list[int]) -> list[int]:
    """A unit's `Static("play_only_conquered")`: "play me only to a battlefield you conquered
    this turn" (464): a restriction on the locations it may otherwise be played to (355.2),
    never its base."""
    if not any(a.kind == "play_only_conquered" for _, a in g.pool[o.card].abilities_of(Static)):
        return locs
    return [x for x in locs if x != LOC_BASE and x - 1 in g.players[player].conquered]


def play_here_cost(g, o, loc: int):
    """The additional cost a battlefield's passive "any player may pay [cost] as an additional
    cost to play a <unit>; if they do, they play it here" (Dragon Roost) asks of unit `o`
    played to battlefield location `loc`, or None."""
    bf = g.bfs[loc - 1]
    for _, a in g.pool[g.objs[bf.obj].card].abilities_of(Static):
        if a.kind == "pay_to_play_here" and select.matches(g, a.applies, o.id, o.controller,
                                                        bf.obj):
            return a.cost
    return None


def play_here_offers(g, t, player: int, o, hb: int) -> list[int]:
    """356.2.b: the battlefields whose "may pay … to play it here" (`play_here_cost`) is
    offered for unit `o`: one it may enter (144.4.a.1, Rockfall Path) and may not be played to
    anyway (paying there would change nothing), with the cost, reduced as an optional
    additional cost (356.4.c), payable on top of the rest. A player's own play from hand only
    (not hidden, not with Ambush's timing, not an effect's play)."""
    d = t.data
    if hb >= 0 or d.get("ambush_only") or "play" in d["item"].extra or not g.bfs:
        return []
    from riftsim.reference.ops_sfd import no_play_here

    normal = unit_locations(g, o, player, hb)
    out = []
    for bf in g.bfs:
        loc = bf.index + 1
        cost = play_here_cost(g, o, loc)
        if cost is None or loc in normal or not movement.can_enter(g, o, loc) or \
                no_play_here(g, loc):
            continue
        if resources.can_pay(g, player, _total_price(g, t, player, o, hb).add(
                optional_less(g, player, resources.cost_price(cost)))):
            out.append(loc)
    from riftsim.reference.ops_ogn import only_base
    return only_base(g, player, _only_conquered(g, o, player, out))


def _others_allow_open(g, player: int) -> bool:
    """355.2 as changed by a passive on the board (Miss Fortune, Buccaneer): kind
    "play_open_others", whose `applies` side (relative to its controller) says whose units may
    be played to an open battlefield (no controller, no units)."""
    for s, a in layers._statics(g):
        if a.kind != "play_open_others":
            continue
        ctl = s.controller
        if s.zone == Zone.BATTLEFIELD:                   # a battlefield's: its controller's
            ctl = next(bf.controller for bf in g.bfs if bf.obj == s.id)
            if ctl == NONE:
                continue
        side = a.applies.side if a.applies is not None else "any"
        if not select.side_ok(g, side, player, ctl):     # friendly: a teammate's too (740.1)
            continue
        if select.holds(g, a.condition, ctl, s.id):
            return True
    return False


def ambush_locations(g, player: int, o=None) -> list[int]:
    """822.1.b: battlefields where you control units; with the passive "ambush_enemy" of `o`,
    also those where there are enemy units (Rengar, Trophy Hunter, Unleashed errata)."""
    enemy = o is not None and any(a.kind == "ambush_enemy"
                                  for _, a in g.pool[o.card].abilities_of(Static))
    return [bf.index + 1 for bf in g.bfs if g.units_at(bf.index + 1, player) or (
        enemy and any(g.is_opponent(u.controller, player) for u in g.units_at(bf.index + 1)))]


def _ambush_timing(g, player: int, o, hidden_bf: int) -> bool:
    """822.1.b: a unit with Ambush has [Reaction] while being played to a battlefield where you
    control units; True when only that permission makes the play timely now."""
    info = g.pool[o.card]
    kws = info.keywords
    if hidden_bf >= 0 or not info.has("Ambush"):
        return False
    if _timing_ok(g, player, "Action" in kws, "Reaction" in kws):
        return False
    return _timing_ok(g, player, False, True) and bool(ambush_locations(g, player, o))


def spell_as_played(g, item: ChainItem, run: int = 0):
    """A spell chain item's instructions: its card's `Spell`, or for a "Choose one" spell the
    `Mode` chosen as it was played (355.3) for execution `run` ([Repeat]: one chosen per
    execution, 820.2.a)."""
    info = g.pool[g.objs[item.source].card]
    sp = info.definition.spell() if info.definition else None
    if sp is not None and sp.modes and "mode" in item.extra:
        if run > 0:
            return sp.modes[item.extra["run_modes"][run - 1]]
        return sp.modes[item.extra["mode"]]
    return sp


def spell_modes_available(g, o, player: int, hidden_bf: int, price) -> list[int]:
    """355.3: the modes of a "Choose one" spell whose targets can be chosen (and paid for)."""
    sp = g.pool[o.card].definition.spell()
    return [k for k, m in enumerate(sp.modes)
            if _targets_available(g, o, player, hidden_bf, m)
            and _deflect_payable(g, o, player, hidden_bf, price, m)]


def _targets_available(g, o, player: int, hidden_bf: int, sp=None) -> bool:
    """`sp`: the Spell (or a Mode) whose targets are checked (default the card's own; a
    "Choose one" spell: any of its modes)."""
    info = g.pool[o.card]
    if sp is None:
        sp = info.definition.spell() if info.definition else None
        if sp is not None and sp.modes:
            return any(_targets_available(g, o, player, hidden_bf, m) for m in sp.modes)
    if sp is None:
        return True
    slots = []
    for spec in sp.targets:
        cands = [c for c in select.candidates(g, spec.sel, player, o.id)
                 if c != o.id and select.choosable(g, c, player)]
        if hidden_bf >= 0 and spec.other_location_than is None:   # 811.1.d.2
            cands = [c for c in cands if select.location_of(g, c) == hidden_bf + 1]
        slots.append(cands)
    for spec, cands in zip(sp.targets, slots):
        if spec.other_location_than is not None:                  # needs a pair
            others = slots[spec.other_location_than]
            cands = [c for c in cands if any(select.location_of(g, c) != select.location_of(g, b)
                                             for b in others)]
        if getattr(spec, "other_than", None) is not None:         # "another …"
            others = slots[spec.other_than]
            cands = [c for c in cands if any(b != c for b in others)]
        if getattr(spec, "less_might_than", None) is not None:    # "… less Might than it"
            from riftsim.reference.ops_targeting import might0
            others = slots[spec.less_might_than]
            cands = [c for c in cands if any(might0(g, c) < might0(g, b) for b in others)]
        from riftsim.reference.ops_targeting import related, relation_slot
        j = relation_slot(spec)                                   # "… at the same battlefield"
        if j is not None:                                         # / "with the same controller"
            cands = [c for c in cands if any(related(g, spec, b, c) for b in slots[j])]
        if spec.up_to:
            continue
        if spec.when is not None and not select.holds(g, spec.when, player, o.id):
            continue                                              # 727.1.b: inactive text
        if len(cands) < spec.count:
            return False
    return True


def cant_play_cards(g, player: int) -> bool:
    """"Opponents can't play cards this turn" (Brynhir Thundersong): a "no_play" player effect
    on `player` (ops_ogn._opponents_cant_play): they play no card, from any zone, by their
    choice or by an effect (a card an effect would have them play goes back, 358.4). Tokens
    are no cards (176)."""
    return any(e.kind == "no_play" and e.controller == player for e in g.effects)


def can_play(g, player: int, obj_id: int, hidden_bf: int) -> bool:
    o = g.objs[obj_id]
    info = g.pool[o.card]
    if info.type not in ("unit", "gear", "spell") or not info.implemented:
        return False
    if cant_play_cards(g, player):
        return False
    from riftsim.reference.ops_ogn import hidden_stays
    if hidden_bf >= 0 and hidden_stays(g, player, hidden_bf + 1):   # can't be revealed here
        return False
    kws = info.keywords
    from riftsim.reference.ops_equipment import has_quick_draw
    reaction = "Reaction" in kws or hidden_bf >= 0 or (                 # 819.1.b
        info.type == "gear" and has_quick_draw(g, o))
    ambush = _ambush_timing(g, player, o, hidden_bf)
    if not ambush and not _timing_ok(g, player, "Action" in kws, reaction):
        return False
    flow = o.zone == Zone.TRASH and not plays_from_trash(g, player)
    if flow and info.type != "spell":
        return False
    price = others_discounts(g, o, player, base_price(g, o, player, hidden_bf, flow))
    mc = mandatory_cost(info)
    if mc is not None:                       # 356.2.a.1: a mandatory additional cost
        if not (_extra_payable(g, player, mc) and unit_costs_payable(g, player, mc, o.id)):
            return False
        price = price.add(resources.cost_price(mc))
    if not resources.can_pay(g, player, price):
        alt = _price_paying_extra(g, o, player, hidden_bf, flow)
        if alt is None and not (info.type == "spell"               # 356.4.d: affordable only
                                and chosen_less_sources(g, player)):  # by choosing a unit
            return False                     # whose spells cost less (Irelia, Graceful): its
        if alt is not None:                  # targets decide (_deflect_payable)
            price = alt                      # (its targets' Deflect on top of that price)
    if info.type == "unit" and not unit_locations(g, o, player, hidden_bf, ambush):
        return False
    return _targets_available(g, o, player, hidden_bf) and \
        _deflect_payable(g, o, player, hidden_bf, price)


def _deflect_payable(g, o, player: int, hidden_bf: int, price, sp=None) -> bool:
    """809.1.d / 355.16: the required targets can be chosen with their Deflect power paid on
    top of the card's cost (a card whose only targets are unaffordable can't be played).
    `sp`: a Mode (a "Choose one" spell: any of its modes)."""
    info = g.pool[o.card]
    if sp is None:
        sp = info.definition.spell() if info.type == "spell" and info.definition else None
        if sp is not None and sp.modes:
            return any(_targets_available(g, o, player, hidden_bf, m)
                       and _deflect_payable(g, o, player, hidden_bf, price, m)
                       for m in sp.modes)
    if sp is None or not sp.targets:         # (no target: its price alone, 356.4.d)
        return resources.can_pay(g, player, price)
    item = ChainItem("spell", player, o.id, from_hidden_bf=hidden_bf)
    return targets_payable(g, item, sp.targets, player, -1, price)


def _ability_cost_payable(g, src, a: Activated, player: int) -> bool:
    c = a.cost
    if c.exhaust_self and src.exhausted:
        return False
    if c.recycle_from_trash and len(g.players[player].trash) < c.recycle_from_trash:
        return False
    if c.recycle_type and len(_recyclable(g, player, c)) < c.recycle_from_trash:
        return False
    if c.discard and len(g.players[player].hand) < c.discard:
        return False
    if not unit_costs_payable(g, player, c, src.id):
        return False
    if c.discard_type and not any(g.pool[g.objs[h].card].type == c.discard_type
                                  for h in g.players[player].hand):
        return False
    if c.disempower_self and not src.empowered:
        return False
    if c.xp and g.players[player].xp < c.xp:               # 730.2: spend XP you have
        return False
    return resources.can_pay(g, player, activation_price(g, src, a, player))


def granted_users(g, src, a: Activated, player: int) -> list[int]:
    """Ready units of `player` that have a battlefield's granted ability ("units here have
    '[E]: …'"): they match `a.granted` with "here" = that battlefield."""
    here = select.location_of(g, src.id)
    return [u for u in select.candidates(g, a.granted, player, src.id, here)
            if g.objs[u].controller == player
            and not (a.cost.exhaust_self and g.objs[u].exhausted)]


def _recyclable(g, player: int, c) -> list[int]:
    return [x for x in g.players[player].trash
            if c.recycle_type is None or g.pool[g.objs[x].card].type == c.recycle_type]


def ability_price(a: Activated) -> resources.Price:
    return resources.cost_price(a.cost)


def gear_ability_price(g, src, a: Activated) -> resources.Price:
    """`ability_price`, marked as a gear's when `src` is a gear: gear-only Power may pay it
    ("use only to play gear or use gear abilities", 429; Fire Below the Mountain)."""
    return replace(ability_price(a), gear=g.pool[src.card].type == "gear")


def activation_price(g, src, a: Activated, player: int, unit: int | None = None):
    """The Energy/Power cost of activating `a`. An Energy cost "reduced by the Might of the unit
    you choose" (`Cost.less_target_might`, Hextech Gauntlets' Equip, 818.1.c.4) is reduced by
    the Might of `unit` (its first target, chosen before the cost is paid), or, with `unit`
    None (can it be activated at all?), by the greatest Might among the units it may choose.
    A negative Might reduces nothing (143.2.b)."""
    price = empower_less(g, src, a, gear_ability_price(g, src, a))
    if not a.cost.less_target_might:
        return price
    if unit is None:
        units = [c for c in select.candidates(g, a.targets[0].sel, player, src.id, src.loc)
                 if select.choosable(g, c, player)]
    else:
        units = [unit]
    m = max((max(0, layers.might(g, g.objs[u])) for u in units), default=0)
    return replace(price, energy=max(0, price.energy - m))


def empower_less(g, src, a: Activated, price: resources.Price) -> resources.Price:
    """A battlefield's "[Empower] costs of your units here cost [n] or [A] less" (Risen Altar):
    an [Empower] ability (827.1.c) of a unit at that battlefield controlled by the
    battlefield's controller ("you", 187.6.c) costs n Energy less when its cost has Energy,
    else one Power symbol (its last) less (356.4.b, 356.5; the discount's form is fixed this
    way, as for `optional_less`)."""
    if a.keyword != "Empower" or src.zone != Zone.BOARD or src.loc < 1 or \
            g.pool[src.card].type != "unit":
        return price
    bf = g.bfs[src.loc - 1]
    if bf.controller != src.controller:
        return price
    for _, s in g.pool[g.objs[bf.obj].card].abilities_of(Static):
        if s.kind == "empower_cost_less":
            price = n_or_one_power_less(price, s.n)
    return price


def n_or_one_power_less(price, n: int):
    """A "[n] or [A] less" discount in riftsim's fixed form: n Energy off when the cost has
    Energy, else its last Power symbol (356.4, 356.5; the player is not asked which)."""
    if price.energy > 0:
        return replace(price, energy=max(0, price.energy - n))
    if price.power:
        return replace(price, power=price.power[:-1])
    return price


def _discounted_target_ok(src_id: int, ability: int, player: int, g, unit: int) -> bool:
    """A unit Hextech Gauntlets' Equip may choose: its cost, reduced by that unit's Might, can
    be paid (355.16: choices that make the cost unpayable are not offered)."""
    src = g.objs[src_id]
    a = g.pool[src.card].abilities[ability]
    return resources.can_pay(g, player, activation_price(g, src, a, player, unit))


#: ability index of "an ability I have from another card" (Heimerdinger, Inventor); the
#: ability itself is chosen next (CHOOSE_MODE among `ops_ogn.borrowed_abilities`)
BORROWED = 7


def _targets_ok(g, src, targets, player: int) -> bool:
    return not any(not spec.up_to and len([c for c in select.candidates(
        g, spec.sel, player, src.id, src.loc) if select.choosable(g, c, player)]) < spec.count
        for spec in targets)


def available_modes(g, src, a: Activated, player: int, instance: int = 0) -> list[int]:
    """355.3 / 402.2: modes that can be chosen now: with their targets available, and for
    "choose one you've not chosen this turn" not chosen yet this turn by this object (by this
    instance of the ability: `instance` > 0, a copy in an attached Svellsongur)."""
    seen: frozenset = frozenset()
    if a.unique_modes:
        idx = next((i for i, x in enumerate(g.pool[src.card].abilities) if x is a), BORROWED)
        if instance:
            idx = (idx, instance)
        turn, s = g.turn_flags.get(("modes", src.id, src.epoch, idx), (g.turn, frozenset()))
        seen = s if turn == g.turn else frozenset()
    return [k for k, m in enumerate(a.modes) if k not in seen and _targets_ok(g, src, m.targets,
                                                                             player)]


def activatable(g, src, a: Activated, player: int, i: int) -> bool:
    """Timing (381, 806, 813), "use only …" (377.2.b), cost and targets of ability `a` of
    `src` (`i` its index, for Deflect pricing)."""
    if not _timing_ok(g, player, a.timing in ("action", "reaction"), a.timing == "reaction"):
        return False
    if not select.holds(g, a.condition, player, src.id):
        return False
    if not _ability_cost_payable(g, src, a, player):
        return False
    if a.modes and not available_modes(g, src, a, player):
        return False
    if not _targets_ok(g, src, a.targets, player):
        return False
    return not a.targets or targets_payable(
        g, ChainItem("ability", player, src.id, i, here=src.loc), a.targets, player, src.loc,
        activation_price(g, src, a, player))


def ability_instances(g, src, a: Activated) -> range:
    """The instances of `src`'s printed ability `a` offered as ACTIVATE options: each copy in
    an attached Svellsongur is an ability of its own (718.3, 472.2.c; the Spiritforged FAQ), but
    its only state apart from the printed one is its own "once per turn" / "a mode not chosen
    this turn" record (383.3.f, 377.2.b; `Activated.unique_modes`); any other copy would be
    the very same choice (same cost, targets, effects), so it is offered once, as instance 0.
    CapacityError past actions.ACT_INSTANCES (the ACTIVATE argument holds no more)."""
    if not a.unique_modes:
        return range(1)
    n = layers.instances(g, src)
    if n > ACT_INSTANCES:
        raise CapacityError(f"an ACTIVATE action names at most {ACT_INSTANCES} instances of "
                            f"an ability (ACT_INSTANCES)")
    return range(n)


def ability_options(g, player: int) -> list[int]:
    """381: activated abilities on the controller's turn in an open state, unless
    [Action]/[Reaction] (806, 813); one option per instance of a printed ability with a
    record of its own (`ability_instances`: ACTIVATE's argument names the instance)."""
    out = []
    for src in g.objs:
        if src.zone not in (Zone.BOARD, Zone.LEGEND) or src.controller != player:
            continue
        if src.attached_to != NONE:                          # 718.2: rules text inactive
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
            if any(not spec.up_to and len([c for c in select.candidates(
                        g, spec.sel, player, src.id, src.loc)
                        if select.choosable(g, c, player)]) < spec.count
                   for spec in a.targets):
                continue
            if a.targets and not targets_payable(              # 809: Deflect power too
                    g, ChainItem("ability", player, src.id, i, here=src.loc), a.targets,
                    player, src.loc, activation_price(g, src, a, player)):
                continue
            for k in ability_instances(g, src, a):
                if a.modes and not available_modes(g, src, a, player, k):
                    continue
                out.append(encode(ActionKind.ACTIVATE, k * ACT_INSTANCE + src.id * 8 + i))
        if any(s.kind == "borrow_exhaust_abilities" for _, s in info.abilities_of(Static)):
            from riftsim.reference.ops_ogn import borrowed_abilities
            if borrowed_abilities(g, src, player):             # Heimerdinger, Inventor
                out.append(encode(ActionKind.ACTIVATE, src.id * 8 + BORROWED))
    for bf in g.bfs:                                         # abilities a battlefield grants
        src = g.objs[bf.obj]
        for i, a in g.pool[src.card].abilities_of(Activated):
            if a.granted is None or not _timing_ok(g, player, a.timing in ("action", "reaction"),
                                                   a.timing == "reaction"):
                continue
            if not select.holds(g, a.condition, player, src.id):    # "while you control …"
                continue
            if not _targets_ok(g, src, a.targets, player):
                continue
            if granted_users(g, src, a, player) and _ability_cost_payable(g, src, a, player):
                out.append(encode(ActionKind.ACTIVATE, src.id * 8 + i))
    return out


def play_options(g, player: int) -> list[int]:
    return [encode(ActionKind.PLAY, c) for c, hb in _playable_zone_cards(g, player)
            if can_play(g, player, c, hb)]


def hide_options(g, player: int) -> list[int]:
    """421 / 811.1.b: on your turn, neutral open state, pay [A] (or a "hide_cost" passive's
    cost) to hide at a battlefield you control that has no hidden card."""
    if g.chain or g.showdown is not None or player != g.turn_player or g.phase != turn.Phase.MAIN:
        return []
    if not any(bf.controller == player and zones.facedown_room(g, bf) for bf in g.bfs):
        return []
    from riftsim.reference.ops_ogn import hide_alternative
    if not hides_free(g, player) and \
            not resources.can_pay(g, player, resources.Price(0, [resources.ANY])) and \
            hide_alternative(g, player) is None:
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
            sd.focus = g.next_player(pl)                   # 347.4
        return
    sd.passes = 0
    start_action(g, pl, a)


def start_action(g, player: int, a: int) -> None:
    kind, arg = decode(a)
    if kind == ActionKind.PLAY:
        hb = next((bf.index for bf in g.bfs if arg in (bf.facedown, bf.facedown2)), -1)
        g.push("play", player=player, obj=arg, hidden=hb, accel=None, loc=None, slot=0)
    elif kind == ActionKind.HIDE:
        g.push("hide", player=player, obj=arg)
    elif kind == ActionKind.MOVE_UNIT:
        g.push("std_move", player=player, units=[arg])
    elif kind == ActionKind.ACTIVATE:
        obj, ability, inst = activate_arg(arg)
        g.push("activate", player=player, obj=obj, ability=ability, instance=inst, slot=0)
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
        d["ambush_only"] = _ambush_timing(g, player, o, hb)    # 822.1.b
        d.setdefault("flow", o.zone == Zone.TRASH              # Flow (Vendetta 829.1.b)
                     and not plays_from_trash(g, player))
        item = ChainItem("spell" if info.type == "spell" else info.type, player, o.id,
                         pending=True, from_hidden_bf=hb)
        if d["flow"]:
            item.extra["flow"] = True
        item.extra.update(d.get("item_extra", {}))           # set by an effect playing it
        d["item"] = item
        d["opened"] = not g.chain
        d["from_hand"] = o.zone == Zone.HAND         # Rek'Sai, Breacher
        item.extra["origin"] = int(o.zone)           # read by played_from (Drag Under)
        zones.move_to(g, o, Zone.CHAIN)
        o.controller = player
        o.from_hidden = hb >= 0                              # 811.1.d: read by PLAYED_FROM_HIDDEN
        g.chain.append(item)
        t.stage = 1
    item = d["item"]
    if t.stage == 1:                                         # 355.2: location of a unit
        if info.type == "unit" and "play_here" not in d:     # a battlefield's "may pay …
            here = play_here_offers(g, t, player, o, hb)     # to play it here" (356.2.b)
            d["play_here"] = False
            if here:
                a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], o.id)
                if a is None:
                    del d["play_here"]
                    return
                if a == YES:
                    d["play_here"] = True
                    d["play_here_locs"] = here
        if info.type == "unit":
            locs = d.get("play_here_locs") if d["play_here"] else \
                d.get("locs_override") or unit_locations(g, o, player, hb,
                                                         d.get("ambush_only", False))
            locs = kill_cost_locations(g, player, o, locs)
            a = g.choose(t, DecisionKind.PLAY_LOCATION, player,
                         [encode(ActionKind.LOCATION, x) for x in locs], o.id)
            if a is None:
                return
            d["loc"] = decode(a)[1]
        t.stage = 2
    if t.stage == 2:                                         # 805: Accelerate (optional cost)
        from riftsim.reference.ops_sfd import accel_granted   # Rek'Sai, Breacher
        from_hand = d["from_hand"] if "from_hand" in d else (     # an effect's play: where
            item.extra.get("play", {}).get("origin") == int(Zone.HAND))   # it came from
        if info.type == "unit" and (info.has("Accelerate") or (
                not from_hand and accel_granted(g, player))):
            accel = optional_less(g, player, resources.Price(1, [
                resources.domain_set(info.domains)
                if len(resources.domain_set(info.domains)) == 1 else resources.ANY]))
            base = d["cost_override"] if "cost_override" in d else base_price(   # 356.1.a
                g, o, player, hb, d.get("flow", False))
            total = base.add(accel)
            if resources.can_pay(g, player, total):
                a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], o.id)
                if a is None:
                    return
                d["accel"] = a == YES
        t.stage = 3
        d["repeat_i"] = 0
    if t.stage == 3 and "extra" not in d and any_times_cost(info) is not None:
        if _ask_any_times(g, t, player, o, hb) is None:      # 356.2.b.1: "any number of times"
            return
    if t.stage == 3 and "extra" not in d:                    # 356.2.b: optional additional cost
        oc = optional_cost(info)
        d["extra"] = False
        o.paid_extra = True                  # a discount "if you do" counts when it is paid
        with_extra = oc is not None and optional_cost_offered(g, info, player, o.id) and \
            _extra_payable(g, player, oc) and resources.can_pay(
            g, player, _total_price(g, t, player, o, hb).add(
                optional_less(g, player, resources.cost_price(oc))))
        o.paid_extra = False
        if with_extra:
            without = resources.can_pay(g, player, _total_price(g, t, player, o, hb))
            a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO] if without else [YES],
                         o.id)
            if a is None:
                del d["extra"]
                return
            d["extra"] = a == YES
            o.paid_extra = d["extra"]        # e.g. "If you do, reduce my cost by [2]" (356.4)
    if t.stage == 3:                                         # 820: Repeat (optional costs)
        sp = info.definition.spell() if info.type == "spell" else None
        reps = sp.repeat if sp else ()
        while d["repeat_i"] < len(reps) + granted_repeats(g, player, info):   # given last
            extra = optional_less(g, player, nth_repeat_price(g, player, info, d["repeat_i"]))
            total = _total_price(g, t, player, o, hb).add(extra)
            discards = _repeat_discard(info, d["repeat_i"]) + sum(   # "[Repeat] - Discard 1"
                _repeat_discard(info, i) for i in d.get("repeats_paid", ()))   # (357.2)
            if resources.can_pay(g, player, total) and \
                    len(g.players[player].hand) >= discards:
                a = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO], o.id)
                if a is None:
                    return
                if a == YES:
                    d.setdefault("repeats_paid", []).append(d["repeat_i"])
            d["repeat_i"] += 1
        n = len(d.get("repeats_paid", ()))
        if n:
            item.extra["repeats"] = n
            item.extra["slots_per_run"] = len(sp.modes[0].targets if sp.modes else sp.targets)
        t.stage = 4
    if t.stage == 4:                                         # 355.5: targets of a spell
        sp = info.definition.spell() if info.type == "spell" else None
        if sp is not None and sp.modes:                      # 355.3: "Choose one": the mode
            runs = 1 + item.extra.get("repeats", 0)          # first; with [Repeat], one
            while len(item.extra.get("run_modes", ())) < runs - 1 or \
                    "mode" not in item.extra:                # per execution (820.2.a)
                ms = spell_modes_available(g, o, player, hb, _total_price(g, t, player, o, hb))
                a = g.choose(t, DecisionKind.CHOOSE_MODE, player,
                             [encode(ActionKind.INDEX, k) for k in ms], o.id)
                if a is None:
                    return
                if "mode" not in item.extra:
                    item.extra["mode"] = decode(a)[1]
                else:
                    item.extra.setdefault("run_modes", []).append(decode(a)[1])
            targets = tuple(spec for k in range(runs) for spec in repeat_targets(
                spell_as_played(g, item, k).targets, runs)[
                    k * len(sp.modes[0].targets):(k + 1) * len(sp.modes[0].targets)])
            sp = sp.modes[item.extra["mode"]]
        else:
            targets = repeat_targets(sp.targets, 1 + item.extra.get("repeats", 0)) if sp else ()
        if "pay_base" not in d:                  # 809 / 355.16: only targets it can pay for
            d["pay_base"] = _total_price(g, t, player, o, hb)
        while d["slot"] < len(targets):
            r = choose_targets(g, t, item, targets, player, here=-1)
            if r is None:
                return
            if r is False:  # pragma: no cover - options were checked beforehand
                raise AssertionError("no legal target for a playable card")
        if sp is not None:                   # 355.4: move destinations are chosen now too
            from riftsim.reference.effects import choose_move_destinations
            if choose_move_destinations(g, t, item, sp.effects, player) is None:
                return
        d.pop("pay_base", None)
        t.stage = 5
    if "named" not in d:                                     # "as you play this, name a tag"
        d["named"] = -1
        if any(a.kind == "name_tag" for _, a in info.abilities_of(Static)):
            opts = name_tag_options(g, player)
            if opts:
                a = g.choose(t, DecisionKind.NAME_TAG, player,
                             [encode(ActionKind.INDEX, k) for k in opts], o.id)
                if a is None:
                    del d["named"]
                    return
                d["named"] = decode(a)[1]
    if not d.get("paid"):                    # 357.1 first: the total cost fixed in step 3
        resources.pay(g, player, _total_price(g, t, player, o, hb))   # (356) is paid in
        d["paid"] = True                     # Energy and Power before the non-standard parts,
                                             # so a replacement of a kill paid as a cost
                                             # (357.2.a) pays its own price from what is left
    if d.get("extra") and any_times_cost(info) is not None:   # 357.2: each payment's unit
        oc = optional_cost(info)
        while d.setdefault("extra_units_paid", 0) < d["extra_times"] and \
                _unit_part_count(g, player, oc, o.id):
            if pay_unit_costs(g, t, player, oc, o.id,
                              f"extra_units{d['extra_units_paid']}") is None:
                return
            d["extra_units_paid"] += 1
    elif d.get("extra"):                                     # 357.2: non-standard parts
        oc = optional_cost(info)
        if pay_discard(g, t, player, oc, o.id) is None:
            return
        if pay_unit_costs(g, t, player, oc, o.id, "extra_units") is None:
            return
    if d.get("repeats_paid"):                                # 820.1.c.1: non-resource parts
        need = sum(_repeat_discard(info, i) for i in d["repeats_paid"])
        while d.setdefault("rep_discarded", 0) < need and g.players[player].hand:
            a = g.choose(t, DecisionKind.CHOOSE_CARD, player,
                         [encode(ActionKind.SELECT, c) for c in g.players[player].hand], o.id)
            if a is None:
                return
            zones.discard(g, player, decode(a)[1], first=not d["rep_discarded"])
            d["rep_discarded"] += 1
    if pay_unit_costs(g, t, player, mandatory_cost(info), o.id, "mandatory",   # 356.2.a.1
                      d["loc"] if d["loc"] is not None else -1) is None:
        return
    g.tasks.pop()
    if info.type == "gear":                                  # "the first … gear played each turn"
        g.turn_flags[("gear_played", player)] = g.turn
        if "Equipment" in info.tags:                         # "if you've played an Equipment
            g.turn_flags[("equipment_played", player)] = g.turn   # this turn" (select.holds)
    if d.get("extra"):
        o.paid_extra = True                                  # read by PAID_EXTRA (356.4.f.1)
    item.pending = False                                     # 359
    p = g.players[player]
    p.cards_finalized += 1
    o.finalized_turn = g.turn                                # Legion: "another card" (812.1.c)
    g.emit(EventKind.PLAY, player, o.id, d["loc"] if d["loc"] is not None else -1)
    if info.type == "spell":
        if d["opened"]:
            g.chain_by_trigger = False
        g.effects = [e for e in g.effects      # "the next spell you play this turn costs
                     if not (e.kind in ("next_spell_less", "next_spell_repeat")   # less" / "…
                             and e.controller == player)]             # [Repeat]" (Temporal Portal)
        bonus = [e for e in g.effects if e.kind == "spell_bonus" and e.controller == player]
        if bonus:                            # "the next spell you play this turn deals n
            item.extra["spell_bonus"] = sum(e.n for e in bonus)   # Bonus Damage" (712-715)
            g.effects = [e for e in g.effects if not any(e is b for b in bonus)]
        if g.reflexive_wait is not None and g.reflexive_wait[0] == o.id:
            g.reflexive_wait = None          # (only permanents wait for it: compile.py)
        finalize(g, item)                                    # 359.3: lingers; priority
        return
    remove_item(g, item)                                     # 359.2: permanents resolve now
    loc = d["loc"] if info.type == "unit" else LOC_BASE
    if info.type == "gear" and hb >= 0:      # 811.1.d.1.a: hidden gear is played to that
        loc = hb + 1                         # battlefield (then recalled in a cleanup, 149.3)
    zones.move_to(g, o, Zone.BOARD, loc)
    o.controller = player
    o.paid_extra = bool(d.get("extra"))
    o.exhausted = info.type == "unit" and not (d["accel"] or enters_ready(g, o))
    if info.type == "unit" and take_next_unit_ready(g, player):
        o.exhausted = False                  # "the next unit you play this turn enters ready"
    if info.type == "gear" and any(a.kind == "enter_exhausted"      # "This enters exhausted."
                                   for _, a in info.abilities_of(Static)):
        o.exhausted = True
    if d.get("named", -1) >= 0:              # the tag named as it was played (NameTag)
        from riftsim.reference.effects import add_effect
        add_effect(g, "named_tag", o.id, n=d["named"], duration="permanent")
    p.cards_played += 1
    if loc > LOC_BASE:
        movement.contest(g, loc - 1, player)
    n_before = len(g.triggered)
    triggers.fire_played(g, o.id, player)
    if hb >= 0:                       # 811.1.d.2-3: a hidden permanent's play effects choose there
        for pt in g.triggered[n_before:]:
            ab = info.abilities[pt.ability] if pt.source == o.id and pt.ability >= 0 else None
            if ab is not None and getattr(ab, "on", None) == "play_self":
                pt.extra["hidden_bf"] = hb
    w = g.reflexive_wait
    if w is not None and w[0] == o.id:       # 387: "if you do, then do this:" on the card an
        g.reflexive_wait = None              # effect played, now a permanent (ops_choices)
        g.triggered.append(PendingTrigger(w[1], w[2], w[3], o.id, o.loc))
    if not g.chain:
        g.priority = NONE
        limited = "play" in item.extra       # 419.3: the last item of a chain an effect made:
        if g.showdown is not None and not (limited and g.chain_by_trigger):   # 337.1.c.1.a
            g.showdown.focus = g.next_player(g.showdown.focus)  # (not if a trigger or an
        if limited:                                          # Add opened that chain, 346.1)
            g.chain_by_trigger = False
    else:
        g.priority = g.chain[-1].controller
        g.passes = 0
    g.dirty = True


def take_next_unit_ready(g, player: int) -> bool:
    """Use up `player`'s "the next unit you play this turn enters ready" effects (all of them:
    each names this same next unit); True if there was one."""
    mine = [e for e in g.effects if e.kind == "next_unit_ready" and e.controller == player]
    if mine:
        g.effects = [e for e in g.effects if not any(e is m for m in mine)]
    return bool(mine)


def _enters_ready(g, o) -> bool:
    info = g.pool[o.card]
    return any(a.kind == "enter_ready" and a.applies is None
               and select.holds(g, a.condition, o.controller, o.id)
               for _, a in info.abilities_of(Static))


def enters_ready(g, o) -> bool:
    """359.2.c: a unit enters exhausted unless something says it enters ready: its own passive
    ("I enter ready"), another object's (`Static("enter_ready", applies=…)`: "Other friendly
    units enter ready"), or a player effect ("Units you play this turn enter ready")."""
    if _enters_ready(g, o):
        return True
    if any(e.kind == "units_enter_ready" and g.friends(e.controller, o.controller)
           for e in g.effects):                  # "Friendly units enter ready this turn"
        return True                              # (Bushwhack; a teammate's too, 740.1)
    for s, a in layers._statics(g):
        if a.kind == "enter_ready" and a.applies is not None and s.id != o.id \
                and select.matches(g, a.applies, o.id, s.controller, s.id, s.loc) \
                and select.holds(g, a.condition, s.controller, s.id):
            return True
    return False


_deflect_extra = deflect_extra          # 809: kept under its old name for ops modules


def optional_cost(info):
    """The card's own optional additional cost ("you may … as an additional cost"), or None."""
    for _, a in info.abilities_of(Static):
        if a.kind == "optional_cost":
            return a.cost
    return None


def optional_cost_offered(g, info, player: int, obj: int) -> bool:
    """An optional additional cost "If …, you may pay …" is offered only while its condition
    holds for the player playing the card (356.2.b)."""
    for _, a in info.abilities_of(Static):
        if a.kind == "optional_cost":
            return a.condition is None or select.holds(g, a.condition, player, obj)
    return False


def _extra_payable(g, player: int, c) -> bool:
    """Can the non-standard parts of an additional cost be paid now (357.2)?"""
    hand = g.players[player].hand
    if c.discard_type:
        hand = [h for h in hand if g.pool[g.objs[h].card].type == c.discard_type]
    return len(hand) >= c.discard and unit_costs_payable(g, player, c, NONE)


def _price_paying_extra(g, o, player: int, hidden_bf: int, flow: bool):
    """Affordable only by paying the optional additional cost whose payment discounts the
    card ("you may discard 1 … If you do, reduce my cost by [2]", 356.2.b.1 / 356.4)? The
    price so, or None."""
    oc = optional_cost(g.pool[o.card])
    if any_times_cost(g.pool[o.card]) is not None:
        return _price_paying_any_times(g, o, player, hidden_bf, flow)
    if oc is None or not optional_cost_offered(g, g.pool[o.card], player, o.id) or \
            not _extra_payable(g, player, oc) or \
            len([h for h in g.players[player].hand if h != o.id]) < oc.discard:
        return None                          # (the card itself is no card to discard)
    saved, o.paid_extra = o.paid_extra, True
    try:
        alt = others_discounts(g, o, player, base_price(g, o, player, hidden_bf, flow))
        mc = mandatory_cost(g.pool[o.card])
        if mc is not None:
            alt = alt.add(resources.cost_price(mc))
    finally:
        o.paid_extra = saved
    alt = alt.add(optional_less(g, player, resources.cost_price(oc)))
    return alt if resources.can_pay(g, player, alt) else None


def optional_less(g, player: int, price: resources.Price) -> resources.Price:
    """An optional additional cost's price (Accelerate 805, [Repeat] 820, "you may … as an
    additional cost", 356.2.b) as that component is added (356.4.c): each "optional
    additional costs you pay cost [n] or [A] less" passive of a unit `player` controls on the
    board takes off n Energy when it has Energy, else one Power symbol (its last) (356.4.f,
    356.5; the discount's form is fixed this way, the player is not asked which)."""
    for s in g.objs:
        if s.zone != Zone.BOARD or s.controller != player:
            continue
        for _, a in g.pool[s.card].abilities_of(Static) * layers.instances(g, s):
            if a.kind == "optional_cost_less":               # (once per instance)
                price = n_or_one_power_less(price, a.n)
    return price


def mandatory_cost(info):
    """The card's mandatory additional cost ("As an additional cost to play me, …", 356.2.a.1)."""
    for _, a in info.abilities_of(Static):
        if a.kind == "extra_cost":
            return a.cost
    return None


def kill_cost_locations(g, player: int, o, locs: list[int]) -> list[int]:
    """Seed ruling (Cruel Patron): a unit whose additional cost kills a friendly unit is not
    played where paying that kill would leave no unit of yours (h_play's location step, and
    where an effect may play it: ops_look_and_play._locations)."""
    mc = mandatory_cost(g.pool[o.card])
    if mc is None or mc.kill_unit is None:
        return locs
    ks = _cost_units(g, player, mc.kill_unit, o.id)
    return [x for x in locs if x == LOC_BASE or any(
        g.objs[u].loc != x or len(g.units_at(x, player)) > 1 for u in ks)]


def _cost_units(g, player: int, sel, source: int, ready: bool = False) -> list[int]:
    """The objects `player` may kill, exhaust or return to pay a cost ("kill a friendly
    unit"): those `sel` matches for them, friendly (a teammate's too: 740.1, 484.8.d; the
    rules put no other limit on such a cost, 356.6)."""
    return [u for u in select.candidates(g, sel, player, source)
            if g.friends(g.objs[u].controller, player) and not (ready and g.objs[u].exhausted)]


def unit_costs_payable(g, player: int, c, source: int) -> bool:
    """357.2 / 702.2.b: the unit parts of a cost (spend a buff, spend my buff, exhaust or kill
    a unit) can be paid now; a player spends only buffs on units they control (702.2.b.2)."""
    if c is None:
        return True
    if c.spend_buff and not any(u.buff for u in g.board_objs(controller=player, kind="unit")):
        return False
    if c.spend_own_buff and (source < 0 or g.objs[source].zone != Zone.BOARD
                             or g.objs[source].buff <= 0):
        return False
    if c.exhaust_unit is not None and not _cost_units(g, player, c.exhaust_unit, source, True):
        return False
    if c.kill_unit is not None and not _cost_units(g, player, c.kill_unit, source):
        return False
    if c.return_to_hand is not None and not _cost_units(g, player, c.return_to_hand, source):
        return False
    return True


def pay_discard(g, t, player: int, cost, source: int):
    """Pay a cost's "discard N [of a card type]" part (357.2, 422.3), one card at a time: the
    player chooses each. True when paid (or nothing is left to discard), None while waiting."""
    d = t.data
    while cost.discard and d.setdefault("discarded", 0) < cost.discard:
        hand = [c for c in g.players[player].hand
                if cost.discard_type is None or g.pool[g.objs[c].card].type == cost.discard_type]
        if not hand:
            break
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player,
                     [encode(ActionKind.SELECT, c) for c in hand], source)
        if a is None:
            return None
        zones.discard(g, player, decode(a)[1], first=not d["discarded"])
        d["discarded"] += 1
    return True


def spend_buff(g, unit: int, player: int) -> None:
    """`player` spends `unit`'s buff (702.2.b): it loses it, and "when you spend a buff"
    triggers."""
    g.objs[unit].buff -= 1                   # a single buff counter (702.2.b)
    g.dirty = True
    triggers.fire_player(g, "you_spend_buff", player)


def pay_unit_costs(g, t, player: int, c, source: int, key: str = "unit_cost",
                   keep_loc: int = -1):
    """Pay the unit parts of cost `c`, choosing the units as it is paid (357.2). Returns True
    when paid, None while waiting for a choice. `keep_loc` (the battlefield a unit is being
    played to) is not restricted: killing your last unit there for the cost does not lose
    control before the unit is placed (187.4.c / 323.6: only in an Open State cleanup; the
    Unleashed FAQ on Cruel Patron and a Recruit says he may be played there; it supersedes the
    older seed ruling 000 'You need to have a unit ...')."""
    if c is None:
        return True
    st = t.data.setdefault(key, {})
    if c.spend_buff and "buff" not in st:                    # 702.2.b
        opts = [encode(ActionKind.SELECT, u.id)
                for u in g.board_objs(controller=player, kind="unit") if u.buff > 0]
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, source)
        if a is None:
            return None
        st["buff"] = decode(a)[1]
        spend_buff(g, st["buff"], player)
    if c.spend_own_buff and "own" not in st:
        st["own"] = True
        spend_buff(g, source, player)
    if c.exhaust_unit is not None and "exhaust" not in st:
        opts = [encode(ActionKind.SELECT, u)
                for u in _cost_units(g, player, c.exhaust_unit, source, True)]
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, source)
        if a is None:
            return None
        st["exhaust"] = u = decode(a)[1]
        g.objs[u].exhausted = True
        g.emit(EventKind.EXHAUST, player, u)
    if c.kill_unit is not None and "kill" not in st:
        cands = _cost_units(g, player, c.kill_unit, source)
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player,
                     [encode(ActionKind.SELECT, u) for u in cands], source)
        if a is None:
            return None
        st["kill"] = u = decode(a)[1]
        from riftsim.reference import effects
        effects.kill(g, [u])                  # 357.2.a: paid even if the death is replaced
    if c.return_to_hand is not None and "return" not in st:   # "return a friendly gear to its
        cands = _cost_units(g, player, c.return_to_hand, source)      # owner's hand" (357.2)
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player,
                     [encode(ActionKind.SELECT, u) for u in cands], source)
        if a is None:
            return None
        st["return"] = u = decode(a)[1]
        zones.return_to_hand(g, g.objs[u])
    return True


def _total_price(g, t, player, o, hb) -> resources.Price:
    d = t.data
    if "cost_override" in d:                 # 356.1.a: an effect plays it "for [Cost]" /
        price = d["cost_override"].add(resources.Price())    # "ignoring its cost" (Price())
    else:
        price = base_price(g, o, player, hb, d.get("flow", False))
    info = g.pool[o.card]
    if d.get("extra") and any_times_cost(info) is None:
        price = price.add(optional_less(g, player, resources.cost_price(optional_cost(info))))
    if info.type == "unit" and d.get("play_here") and d.get("loc"):   # a battlefield's "may
        price = price.add(optional_less(g, player, resources.cost_price(   # pay … to play
            play_here_cost(g, o, d["loc"]))))                               # it here"
    if mandatory_cost(info) is not None:
        price = price.add(resources.cost_price(mandatory_cost(info)))
    if d.get("accel"):
        ds = resources.domain_set(info.domains)
        price = price.add(optional_less(g, player, resources.Price(
            1, [ds if len(ds) == 1 else resources.ANY])))
    sp = info.definition.spell() if info.type == "spell" else None
    for i in d.get("repeats_paid", ()):
        price = price.add(optional_less(g, player, nth_repeat_price(g, player, info, i)))
    if d.get("extra_times"):                 # 356.2.b.1 / 356.4.d: paid any number of times
        price = _any_times_price(g, player, any_times_cost(info), d["extra_times"], price)
    chosen = [c for slot in d["item"].targets for c in slot]
    extra = _deflect_extra(g, player, chosen)
    price = price.add(resources.Price(0, [resources.ANY] * extra))
    if d.get("energy_less"):                                 # "reduce its Energy cost by N"
        price = replace(price, energy=max(0, price.energy - d["energy_less"]))
    price = others_discounts(g, o, player, price)
    if chosen:                               # 356.4.d: "your spells that choose me cost less"
        price = chosen_less(g, d["item"], chosen, price)
    return price


def _cost_mod_statics(g, s):
    cache = g.pool.__dict__.setdefault("_cost_mods", {})          # per pool, per card
    hit = cache.get(s.card)
    if hit is None:
        hit = tuple(a for _, a in g.pool[s.card].abilities_of(Static)
                    if a.kind in ("cost_more", "cost_less_others"))
        cache[s.card] = hit
    return hit


def cost_mods(g, o, player: int, kind: str):
    """Passives of objects on the board that change what `player` pays for card `o` (356.3
    increases: kind "cost_more"; 356.4 discounts: "cost_less_others"). `applies` gives the card
    type and side (relative to the passive's controller; a battlefield's passive is its
    controller's, "while you control this battlefield"); `cost` the amount; `n` an Energy floor
    for that discount (356.4.e)."""
    info = g.pool[o.card]
    for s in layers.active_objs(g):
        for a in _cost_mod_statics(g, s) * layers.instances(g, s):   # once per instance
            if a.kind != kind:
                continue
            ctl = s.controller
            if s.zone == Zone.BATTLEFIELD:
                ctl = next(bf.controller for bf in g.bfs if bf.obj == s.id)
                if ctl == NONE:
                    continue
            sel = a.applies
            if sel is not None and sel.kind not in (info.type, "card"):
                continue
            if sel is not None and not select.side_ok(g, sel.side, player, ctl):
                continue                             # "your spells" / "friendly spells" (740.1)
            if sel is not None and sel.tag is not None and sel.tag not in info.tags:
                continue                             # "your Dragons" (Herald of Scales)
            if select.holds(g, a.condition, ctl, s.id):
                yield a


def others_discounts(g, o, player: int, price: resources.Price) -> resources.Price:
    """356.4: discounts granted by other objects, applied to the total cost (356.4.d); an
    [A] discount removes one Power symbol, a domain discount one symbol of that domain; Energy
    and Power never go below 0 (356.5). A "the next spell you play this turn costs [n] less"
    effect comes first (Raging Firebrand)."""
    if g.pool[o.card].type == "spell":
        less = sum(e.n for e in g.effects
                   if e.kind == "next_spell_less" and e.controller == player)
        if less:
            price = replace(price, energy=price.energy - min(less, price.energy),
                            power=list(price.power))
    for a in cost_mods(g, o, player, "cost_less_others"):
        floor = a.n
        energy = price.energy - min(a.cost.energy, max(0, price.energy - floor))
        power = list(price.power)
        for d in a.cost.power:
            fits = [s for s in power if d == "A" or d in s]
            if fits:
                power.remove(min(fits, key=lambda s: (len(s), sorted(s))))
        price = replace(price, energy=energy, power=power)
    return price


def others_increases(g, o, player: int, price: resources.Price) -> resources.Price:
    """356.3: cost increases granted by other objects ([A] = one Power of any domain)."""
    for a in cost_mods(g, o, player, "cost_more"):
        price = price.add(resources.Price(a.cost.energy, [
            resources.ANY if d == "A" else frozenset([d]) for d in a.cost.power]))
    return price


def name_tag_options(g, player: int) -> list[int]:
    """The tags `player` is offered to name ("as you play this, name a tag"): those of the
    units they can see, on the board, in either trash or in their hand, as indexes of
    `CardPool.unit_tags`, in that order. (The rules allow naming any tag; the offer is
    limited to tags that can matter now.)"""
    tags = g.pool.unit_tags
    seen = set()
    for o in g.objs:
        info = g.pool[o.card]
        if info.type != "unit":
            continue
        if o.zone in (Zone.BOARD, Zone.TRASH) or (o.zone == Zone.HAND and o.owner == player):
            seen.update(info.tags)
    return [k for k, tag in enumerate(tags) if tag in seen]


def repeat_targets(targets, runs: int) -> tuple:
    """A [Repeat]ed spell's target slots (820.2.a): its slots again for each execution, a
    slot's reference to another slot ("another …", "at another location", "with less Might
    than it", "at the same battlefield / with the same controller as it") shifted to the same
    execution's slot."""
    import dataclasses

    out = []
    for k in range(runs):
        shift = k * len(targets)
        for spec in targets:
            for f in ("other_than", "other_location_than", "less_might_than",
                      "same_location_as", "same_controller_as"):
                if shift and getattr(spec, f) is not None:
                    spec = dataclasses.replace(spec, **{f: getattr(spec, f) + shift})
            out.append(spec)
    return tuple(out)


def repeat_price(cost, g=None, player: int = NONE) -> resources.Price:
    """The price of one [Repeat] cost (820.1.c.1); with the game, less the passives of the
    battlefields `player` controls "friendly [Repeat] costs cost [n] less" (Energy only, not
    below 0)."""
    price = resources.cost_price(cost)
    if g is None:
        return price
    return _repeat_less(price, g, player)


def _repeat_less(price, g, player: int) -> resources.Price:
    """repeat_price's reduction: "friendly [Repeat] costs cost [n] less" (Marai Spire): while
    `player` or a teammate controls it (740.1)."""
    less = 0
    for s, a in layers._statics(g):
        if a.kind == "repeat_cost_less" and s.zone == Zone.BATTLEFIELD and any(
                bf.obj == s.id and bf.controller >= 0 and g.friends(bf.controller, player)
                for bf in g.bfs):
            less += a.n
    if less:
        price = replace(price, energy=max(0, price.energy - less))
    return price


def granted_repeats(g, player: int, info) -> int:
    """The [Repeat] keywords given to the next spell `player` plays this turn (Temporal
    Portal: one per "next_spell_repeat" player effect; 820.1.c.2), for the spell `info`; none
    for a "Choose one" spell (dsl.NextSpellRepeat)."""
    sp = info.definition.spell() if info.type == "spell" else None
    if sp is None or sp.modes:
        return 0
    return sum(1 for e in g.effects if e.kind == "next_spell_repeat" and e.controller == player)


def nth_repeat_price(g, player: int, info, i: int) -> resources.Price:
    """The price of the spell's i-th [Repeat] (820.1.c.1): its own first, then the given ones,
    whose cost is the spell's printed Energy and Power cost (Temporal Portal), each less the
    [Repeat] discounts (repeat_price)."""
    reps = info.definition.spell().repeat
    if i < len(reps):
        return repeat_price(reps[i], g, player)
    return _repeat_less(resources.card_price(info), g, player)


def _repeat_discard(info, i: int) -> int:
    """The cards the spell's i-th [Repeat] cost discards (a given one: none)."""
    reps = info.definition.spell().repeat
    return reps[i].discard if i < len(reps) else 0


def hides_free(g, player: int) -> bool:
    """"You can hide cards ignoring costs this turn" (Guerilla Warfare): a "hide_free" player
    effect of `player` (ops_ogn._hide_free): hiding (811.1.b) costs them nothing."""
    return any(e.kind == "hide_free" and e.controller == player for e in g.effects)


def h_hide(g, t) -> None:
    """421 / 811: choose a battlefield you control, pay [A] (or a "hide_cost" passive's cost
    instead, ops_ogn.hide_alternative: asked when both can be paid), put the card facedown
    there."""
    from riftsim.reference.ops_ogn import hide_alternative

    player, o = t.data["player"], g.objs[t.data["obj"]]
    if "loc" not in t.data:
        bfs = [bf.index + 1 for bf in g.bfs
               if bf.controller == player and zones.facedown_room(g, bf)]
        a = g.choose(t, DecisionKind.PLAY_LOCATION, player,
                     [encode(ActionKind.LOCATION, x) for x in bfs], o.id)
        if a is None:
            return
        t.data["loc"] = decode(a)[1]
    price = resources.Price(0, [resources.ANY])
    alt = None if hides_free(g, player) else hide_alternative(g, player)
    if alt is not None and resources.can_pay(g, player, price):
        a = g.choose(t, DecisionKind.MAY, player, [YES, NO], o.id)   # pay the other cost?
        if a is None:
            return
        if a == YES:
            price = alt
    elif alt is not None:
        price = alt
    g.tasks.pop()
    bf = g.bfs[t.data["loc"] - 1]
    if not hides_free(g, player):
        resources.pay(g, player, price)
    zones.move_to(g, o, Zone.FACEDOWN)
    o.controller = player
    o.played_turn = g.turn
    if bf.facedown == NONE:
        bf.facedown = o.id
    else:                                    # the second place (107.3.b.1: Bandle Tree)
        bf.facedown2 = o.id
    g.emit(EventKind.HIDE, player, o.id, bf.index + 1)


def h_std_move(g, t) -> None:
    """144.3: one or several units move together to one destination; exhausting them is the
    cost (144.2). Declared one unit at a time, then the destination."""
    player, units = t.data["player"], t.data["units"]
    common = None
    for uid in units:
        ds = set(movement.standard_destinations(g, g.objs[uid]))
        common = ds if common is None else common & ds
    def affordable(d, n):                  # a passive may tax moving several units there
        return resources.can_pay(g, player, movement.move_tax(g, player, d, n))
    opts = [encode(ActionKind.LOCATION, d) for d in sorted(common) if affordable(d, len(units))]
    for u in g.board_objs(controller=player, kind="unit"):
        if u.id in units or u.exhausted:
            continue
        if any(affordable(d, len(units) + 1)
               for d in common & set(movement.standard_destinations(g, u))):
            opts.append(encode(ActionKind.MOVE_UNIT, u.id))
    a = g.choose(t, DecisionKind.MOVE_UNITS, player, opts)
    if a is None:
        return
    kind, arg = decode(a)
    if kind == ActionKind.MOVE_UNIT:
        units.append(arg)
        return
    g.tasks.pop()
    tax = movement.move_tax(g, player, arg, len(units))
    if tax:
        resources.pay(g, player, tax)
    for uid in units:
        g.objs[uid].exhausted = True
    movement.move_units(g, sorted(units), arg, player)


def h_activate(g, t) -> None:
    """376-381 / 398-406: targets, pay the cost, then the ability is a chain item."""
    d = t.data
    player, src = d["player"], g.objs[d["obj"]]
    info = g.pool[src.card]
    ab = info.abilities[d["ability"]] if d["ability"] != BORROWED else None
    if t.stage == 0:
        if d["ability"] == BORROWED:                       # usable as it is activated (open)
            from riftsim.reference.ops_ogn import borrowed_abilities
            d["borrow_opts"] = borrowed_abilities(g, src, player)
        item = ChainItem("ability", player, src.id, d["ability"], pending=True, here=src.loc)
        item.extra["src_epoch"] = src.epoch   # the source as activated (359.3.e.13 look-back)
        if d.get("instance"):                 # a Svellsongur copy of it (ability_instances)
            item.extra["instance"] = d["instance"]
        d["item"] = item
        d["opened"] = not g.chain
        g.chain.append(item)
        t.stage = 1
    item = d["item"]
    if d["ability"] == BORROWED:                           # "I have all [E] abilities of …"
        if "borrowed" not in item.extra:
            opts = d["borrow_opts"]
            a = g.choose(t, DecisionKind.CHOOSE_MODE, player,
                         [encode(ActionKind.INDEX, k) for k in range(len(opts))], src.id)
            if a is None:
                return
            item.extra["borrowed"] = opts[decode(a)[1]]
        ab = base_ability(g, item)
    inst = d.get("instance", 0)                            # (its own record, 383.3.f)
    if ab.modes and "mode" not in item.extra:              # 355.3: choose the mode now
        ms = available_modes(g, src, ab, player, inst)
        a = g.choose(t, DecisionKind.CHOOSE_MODE, player,
                     [encode(ActionKind.INDEX, k) for k in ms], src.id)
        if a is None:
            return
        item.extra["mode"] = decode(a)[1]
        if ab.unique_modes:                                # "… you've not chosen this turn"
            key = ("modes", src.id, src.epoch, (d["ability"], inst) if inst else d["ability"])
            turn, seen = g.turn_flags.get(key, (g.turn, frozenset()))
            seen = seen if turn == g.turn else frozenset()
            g.turn_flags[key] = (g.turn, seen | {item.extra["mode"]})
    chosen_ab = ability_of(g, item)                        # the mode, if any
    if ab.granted is not None and "user" not in d:         # which unit uses the granted ability
        a = g.choose(t, DecisionKind.CHOOSE_CARD, player,
                     [encode(ActionKind.SELECT, u) for u in granted_users(g, src, ab, player)],
                     src.id)
        if a is None:
            return
        d["user"] = decode(a)[1]
    d.setdefault("pay_base", activation_price(g, src, ab, player))   # 809: Deflect too
    if ab.cost.less_target_might and "target_filter" not in d:        # 818.1.c.4
        d["target_filter"] = functools.partial(_discounted_target_ok, src.id, d["ability"],
                                               player)
    while d["slot"] < len(chosen_ab.targets):
        r = choose_targets(g, t, item, chosen_ab.targets, player)
        if r is None:
            return
        if r is False:  # pragma: no cover
            raise AssertionError("no legal target for an activatable ability")
    from riftsim.reference.effects import choose_move_destinations
    if choose_move_destinations(g, t, item, chosen_ab.effects, player) is None:   # 355.4
        return
    c = ab.cost
    if c.recycle_from_trash:                               # 357.2: "Recycle a unit from your
        chosen = d.setdefault("recycled", [])              # trash": the player picks which
        while len(chosen) < c.recycle_from_trash:
            opts = [encode(ActionKind.SELECT, x) for x in _recyclable(g, player, c)
                    if x not in chosen]
            a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, src.id)
            if a is None:
                return
            chosen.append(decode(a)[1])
    if "paid_resources" not in d:            # 357.1 first: the Energy and Power, then the other
        d["paid_resources"] = True           # costs in any order (357.2), as for a card
        unit = item.targets[0][0] if ab.cost.less_target_might and item.targets and \
            item.targets[0] else None                      # reduced by its Might (818.1.c.4)
        resources.pay(g, player, total_with_deflect(
            g, item, activation_price(g, src, ab, player, unit) if unit is not None
            else empower_less(g, src, ab, gear_ability_price(g, src, ab))))
    if pay_discard(g, t, player, c, src.id) is None:          # "Discard 1: …" (357.2)
        return
    if pay_unit_costs(g, t, player, c, src.id) is None:   # spend a buff, exhaust/kill a unit
        return
    g.tasks.pop()
    more = 0
    if ab.adds:                                            # "your Gold [Add] an additional
        from riftsim.reference.ops_sfd import add_more     # [1]" (Chem-Baroness; 400.2)
        more = add_more(g, src, player)
    if c.exhaust_self:
        g.objs[d.get("user", src.id)].exhausted = True
    if c.xp:
        g.players[player].xp -= c.xp                       # 730.2: Spend XP
        g.emit(EventKind.XP, player, value=g.players[player].xp)
    if c.disempower_self:                                  # "Disempower me, …:" (Vendetta)
        from riftsim.reference.ops_ven import disempower
        disempower(g, src.id)
    if c.recycle_from_trash:
        zones.recycle_many(g, d.get("recycled") or g.players[player].trash[:c.recycle_from_trash])
    if c.kill_self:                                        # "Kill this, …:" (Gold)
        from riftsim.reference import effects
        effects.kill(g, [src.id])
    if c.banish_self:                                      # "Banish this, …:" (427)
        zones.banish(g, src, by=player)
    if d["opened"] and ab.adds:
        g.chain_by_trigger = True                          # 346.1
    elif d["opened"]:
        g.chain_by_trigger = False
    finalize(g, item)
    if info.type == "gear":                                # "when you use an activated
        triggers.fire_player(g, "you_activate_gear", player,   # ability of a gear" (376)
                             trigger_obj=src.id)
    if more:                                               # added as it resolves (at once)
        g.players[player].energy += more
        g.emit(EventKind.ADD, player, value=more)


HANDLERS = {"main_priority": h_main_priority, "focus": h_focus, "play": h_play,
            "hide": h_hide, "std_move": h_std_move, "activate": h_activate}
HANDLERS.update(__import__("riftsim.reference.combat", fromlist=["HANDLERS"]).HANDLERS)

__all__ = ["HANDLERS", "NO"]


def played_from(g, o) -> Zone:
    """The zone card `o` is played from: where it is, or, while it is on the chain being
    played (354), the zone it came from (an effect's play records it too, 419.3). A card on
    the chain without a record (a scenario's chain) counts as from the hand."""
    if o.zone != Zone.CHAIN:
        return o.zone
    for item in g.chain:
        if item.source == o.id and item.kind in ("spell", "unit", "gear"):
            if "play" in item.extra:
                return Zone(item.extra["play"]["origin"])
            return Zone(item.extra.get("origin", int(Zone.HAND)))
    return Zone.HAND


# --------------------------------------------------------------------------- an optional
# additional cost paid any number of times (dsl.OptionalCostAnyTimes; core: costs.pxi)
def any_times_cost(info):
    """The card's optional additional cost paid "any number of times" (356.2.b.1), its
    `Static` (per kind "times_paid"), or None."""
    for _, a in info.abilities_of(Static):
        if a.kind == "optional_cost" and a.per is not None and a.per.kind == "times_paid":
            return a
    return None


def _unit_part_count(g, player: int, c, source: int) -> int:
    """How many units could pay the unit part of cost `c` now (357.2): each payment of an
    optional cost paid any number of times is a further such unit (702.2.b: a unit has a
    single buff)."""
    if c.spend_buff:
        return len([u for u in g.board_objs(controller=player, kind="unit") if u.buff > 0])
    sel = c.exhaust_unit or c.kill_unit or c.return_to_hand
    return len(_cost_units(g, player, sel, source, c.exhaust_unit is not None))


def _any_times_price(g, player: int, a, times: int, price: resources.Price) -> resources.Price:
    """`price` with the optional cost `a` paid `times` times (356.2.b, each payment's own
    Energy / Power less the optional-cost discounts, 356.4.c), then "reduce my cost by …
    for each" `times` times (a total-cost discount, 356.4.d; 356.5: not below 0; a Power
    discount takes the narrowest symbol holding its domain, as base_price's)."""
    for _ in range(times):
        price = price.add(optional_less(g, player, resources.cost_price(a.cost)))
    price = resources.Price(max(0, price.energy - a.n * times), list(price.power),
                            price.spell, price.gear)
    if a.kw is not None:
        for _ in range(times):
            fits = [s for s in price.power if a.kw in s]
            if fits:
                price.power.remove(min(fits, key=len))
    return price


def _ask_any_times(g, t, player: int, o, hb: int):
    """h_play step 2 (356.2.b.1): ask again and again whether to pay the optional cost one
    more time, while a unit is left for a further payment (`_unit_part_count`) and the total
    with some larger number of payments can be paid; "no" is offered only when the total so
    far can be paid. Sets
    d["extra_times"] and d["extra"]; None while waiting for a choice."""
    d = t.data
    info = g.pool[o.card]
    a = any_times_cost(info)
    most = _unit_part_count(g, player, a.cost, o.id) \
        if optional_cost_offered(g, info, player, o.id) else 0
    while True:
        n = d.get("extra_times", 0)
        more = False
        for k in range(n + 1, most + 1):     # some larger number of payments can be paid
            d["extra_times"] = k
            if resources.can_pay(g, player, _total_price(g, t, player, o, hb)):
                more = True
                break
        d["extra_times"] = n
        if not more:
            break
        without = resources.can_pay(g, player, _total_price(g, t, player, o, hb))
        ans = g.choose(t, DecisionKind.OPTIONAL_COST, player, [YES, NO] if without else [YES],
                       o.id)
        if ans is None:
            return None
        if ans == NO:
            break
        d["extra_times"] = n + 1
    d["extra"] = d.get("extra_times", 0) > 0
    o.paid_extra = d["extra"]                # PAID_EXTRA: paid at least once (356.4.f.1)
    return True


def _price_paying_any_times(g, o, player: int, hidden_bf: int, flow: bool):
    """_price_paying_extra for an optional cost paid any number of times: the price with it
    paid as many times as there are units to pay it (the cheapest total), if that can be
    paid, else None."""
    info = g.pool[o.card]
    a = any_times_cost(info)
    if not optional_cost_offered(g, info, player, o.id):
        return None
    most = _unit_part_count(g, player, a.cost, o.id)
    if most == 0:
        return None
    saved, o.paid_extra = o.paid_extra, True
    try:
        alt = base_price(g, o, player, hidden_bf, flow)
        mc = mandatory_cost(info)
        if mc is not None:
            alt = alt.add(resources.cost_price(mc))
    finally:
        o.paid_extra = saved
    alt = others_discounts(g, o, player, _any_times_price(g, player, a, most, alt))
    return alt if resources.can_pay(g, player, alt) else None   # (_total_price's order)
