"""Spiritforged (SFD) ops for the reference engine.

Equipment (Attach, Detach, Equip, Quick-Draw, Weaponmaster) is in ops_equipment. Here: "if
<value> is at least n" (Unsung Hero), putting a revealed card into the hand or recycling it
(Ravenbloom Conservatory), Rumble, Hotheaded's "recycle a unit to play a Mech from your
trash", "ready your legend" (Hall of Legends), Deathgrip's "kill it; if it died, give its
Might", and Rek'Sai, Breacher's passive giving Accelerate (805) to the units its controller
plays from anywhere other than a hand (`accel_granted`, read by play.py; `token_accelerate`
for tokens, read by effects.py).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.reference import layers, resources, zones
from riftsim.reference.effects import _run_nested, op, resolve_ref, value
from riftsim.reference.state import LOC_BASE, NONE, Zone

# ---------------------------------------------------------------- conditions on values


@op("if_at_least")
def _if_at_least(g, t, item, o):
    """`IfAtLeast(v, n, then, otherwise)`; a null value (359.3.e.12) runs neither branch."""
    v = value(g, t, item, o.n)
    if v is None:
        return True
    _run_nested(t, o.then if v >= o.cond.args[0] else o.otherwise)
    return True


# ---------------------------------------------------------------- cards in the Main Deck


@op("put_in_hand")
def _put_in_hand(g, t, item, o):
    """Put the card(s) `o.to` names (e.g. a revealed top card) into the owner's hand. This is
    not a draw."""
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone in (Zone.DECK, Zone.TRASH):
            zones.move_to(g, x, Zone.HAND)
    return True


@op("recycle")
def _recycle(g, t, item, o):
    """Recycle the card(s) `o.to` names (416): to the bottom of the owner's Main Deck."""
    ids = [i for i in resolve_ref(g, t, item, o.to)
           if g.objs[i].zone in (Zone.DECK, Zone.TRASH, Zone.BOARD, Zone.HAND)]
    deck_ids = [i for i in ids if g.objs[i].zone == Zone.DECK]
    for i in deck_ids:                        # from the top (revealed) to the bottom
        x = g.objs[i]
        g.players[x.owner].deck.remove(i)
        g.players[x.owner].deck.append(i)
    zones.recycle_many(g, [i for i in ids if i not in deck_ids])
    return True


# ---------------------------------------------------------------- Rumble, Hotheaded


def _mech_price(g, mech_id: int, player: int, energy_less: int):
    from riftsim.reference import play

    o = g.objs[mech_id]
    price = play.base_price(g, o, player, -1)
    price = resources.Price(max(0, price.energy - energy_less), price.power)
    return play.others_discounts(g, o, player, price)


def _mechs_in_trash(g, player: int) -> list[int]:
    from riftsim.reference import play

    return [c for c in g.players[player].trash
            if g.pool[g.objs[c].card].type == "unit" and "Mech" in g.pool[g.objs[c].card].tags
            and g.pool[g.objs[c].card].implemented
            and play.unit_locations(g, g.objs[c], player, -1)]


@op("rumble_hotheaded")
def _rumble_hotheaded(g, t, item, o):
    """"You may recycle another friendly unit to play a Mech from your trash, its Energy cost
    reduced by the Might of the unit you recycled" (a cost within instructions, 742.1; the
    recycled unit's Might is noted as it is recycled; a token may be recycled, Spiritforged
    FAQ). The Mech is played through the normal process of play (its Power cost and any
    optional costs are paid); only recycles that leave some Mech affordable are offered."""
    p = item.controller
    st = t.data.setdefault("op", {})
    if "unit" not in st:
        mechs = _mechs_in_trash(g, p)
        opts = []
        for u in g.board_objs(kind="unit"):      # friendly: a teammate's too (740.1)
            if u.id == item.source or not g.friends(u.controller, p):
                continue
            m = max(0, layers.might(g, u))
            if any(resources.can_pay(g, p, _mech_price(g, c, p, m)) for c in mechs):
                opts.append(encode(ActionKind.SELECT, u.id))
        if not opts:
            return True
        a = g.choose(t, DecisionKind.CHOOSE_CARD, p, opts + [DONE], item.source)
        if a is None:
            return None
        if a == DONE:
            return True
        st["unit"] = decode(a)[1]
        st["might"] = max(0, layers.might(g, g.objs[st["unit"]]))
    if "mech" not in st:
        m = st["might"]
        opts = [encode(ActionKind.SELECT, c) for c in _mechs_in_trash(g, p)
                if resources.can_pay(g, p, _mech_price(g, c, p, m))]
        if not opts:
            return True
        a = g.choose(t, DecisionKind.CHOOSE_CARD, p, opts, item.source)
        if a is None:
            return None
        st["mech"] = decode(a)[1]
    u = g.objs[st["unit"]]
    if u.zone != Zone.BOARD:
        return True
    zones.recycle_many(g, [u.id])             # the cost (a token recycled ceases to exist)
    from riftsim.reference.ops_look_and_play import limited_play
    limited_play(g, p, st["mech"], energy_less=st["might"])    # 419.3: pending, then played
    return True


# ---------------------------------------------------------------- Hall of Legends


@op("ready_legend")
def _ready_legend(g, t, item, o):
    """"Ready your legend" (Hall of Legends)."""
    lg = g.players[item.controller].legend
    if lg != NONE and g.objs[lg].exhausted:
        g.objs[lg].exhausted = False
        g.emit(EventKind.READY, item.controller, lg)
        g.dirty = True
    return True


# ---------------------------------------------------------------- Deathgrip


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


# ---------------------------------------------------------------- Rek'Sai, Breacher


def accel_granted(g, player: int) -> bool:
    """Does an active "accel_not_from_hand" passive of `player`'s or a teammate's ("Friendly
    units played from anywhere other than a player's hand have [Accelerate]", 740.1) give
    the unit `player` is playing from anywhere other than a hand Accelerate (805)?"""
    from riftsim.reference.layers import _statics
    from riftsim.reference.select import holds

    return any(a.kind == "accel_not_from_hand" and s.zone == Zone.BOARD
               and g.friends(s.controller, player) and s.attached_to == NONE
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
    from riftsim.reference.play import optional_less
    price = optional_less(g, player, resources.Price(1, [doms if len(doms) == 1
                                                         else resources.ANY]))
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


# ---------------------------------------------------------------- [Add] boosts (Chem-Baroness)


def add_more(g, src, player: int) -> int:
    """The Energy an [Add] ability of `src` adds beyond its own (400.2): the active "add_more"
    passives (`dsl.AddMore`) whose `applies` it matches, seen by their controllers; read as
    the ability is activated, before its costs are paid (Gold kills itself paying)."""
    from riftsim.reference import layers, select

    n = 0
    for s, a in layers._statics(g):
        if a.kind == "add_more" and select.matches(g, a.applies, src.id, s.controller, s.id) \
                and select.holds(g, a.condition, s.controller, s.id):
            n += a.n
    return n


# ---------------------------------------------------------------- Rockfall Path


def no_play_here(g, loc: int) -> bool:
    """"Units can't be played here" (Rockfall Path): a "no_play_here" passive of the
    battlefield at `loc` (355.2)."""
    from riftsim.reference import layers, select

    return loc > LOC_BASE and any(
        a.kind == "no_play_here" and s.zone == Zone.BATTLEFIELD
        and select.location_of(g, s.id) == loc for s, a in layers._statics(g))


# ---------------------------------------------------------------- values read as it resolves


@op("deal_keyword")
def _deal_keyword(g, t, item, o):
    """`DealKeyword`: damage equal to the source's value of keyword `o.kw` now (Lucian,
    Gunslinger's [Assault], 806); nothing once the source left the board (359.3.e.12)."""
    from riftsim.reference.effects import bonus_damage, deal_damage

    src = g.objs[item.source]
    n = layers.keywords(g, src).get(o.kw, 0) if src.zone == Zone.BOARD else 0
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if n >= 1:
        for i in ids:
            deal_damage(g, i, n + bonus_damage(g, item, i), item.source)
    t.data["it"] = ids
    return True


@op("might_per")
def _might_per(g, t, item, o):
    """`MightPer`: +n Might this turn for each object matching the selector at the unit's
    location (where="here" is its location, counted as this resolves)."""
    from riftsim.reference import select
    from riftsim.reference.effects import add_effect

    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    for i in ids:
        k = int(o.n) * len(select.candidates(g, o.cond.sel, item.controller, item.source,
                                             g.objs[i].loc))
        if k:
            add_effect(g, "might", i, k, duration="turn", controller=item.controller)
    t.data["it"] = ids
    return True


# ---------------------------------------------------------------- swapping Might (433)


@op("swap_might")
def _swap_might(g, t, item, o):
    """`SwapMight` (433.1): the difference of the two units' Might is an Increase for the
    lower and a Decrease for the higher, both this turn (433.1.a-b); equal: nothing (433.1.c).
    Both must still be on the board at one location (359.3.e.2: the pair's restriction)."""
    from riftsim.reference.effects import add_effect
    from riftsim.reference.select import location_of

    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if len(ids) != 2 or location_of(g, ids[0]) != location_of(g, ids[1]):
        return True
    ma, mb = (max(0, layers.might(g, g.objs[i])) for i in ids)
    if ma == mb:
        return True
    low, high = (ids[0], ids[1]) if ma < mb else (ids[1], ids[0])
    d = abs(ma - mb)
    add_effect(g, "might", low, d, duration="turn", controller=item.controller)
    add_effect(g, "might", high, -d, duration="turn", controller=item.controller)
    return True


# ---------------------------------------------------------------- "give <unit> my keywords"


@op("give_my_keywords")
def _give_my_keywords(g, t, item, o):
    """`GiveMyKeywords`: each keyword the source has now (with its value), in
    compile.KEYWORDS order, is given to the units `to` names; nothing once the source left
    the board (359.3.e.12)."""
    from riftsim.cards.compile import KEYWORDS
    from riftsim.reference.effects import _board_units, add_effect

    src = g.objs[item.source]
    if src.zone != Zone.BOARD:
        return True
    kws = layers.keywords(g, src)
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    for i in ids:
        for kw in KEYWORDS:
            if kws.get(kw):
                add_effect(g, "give", i, kws[kw], kw=kw, duration=o.duration,
                           controller=item.controller)
    t.data["it"] = ids
    return True


# ---------------------------------------------------------------- a card from hand to the deck


@op("hand_to_deck")
def _hand_to_deck(g, t, item, o):
    """`HandToDeck`: the controller chooses a card of their hand, then the top (option 0) or
    the bottom (option 1) of their Main Deck, and puts it there; nothing with an empty
    hand."""
    st = t.data.setdefault("op", {})
    who = item.controller
    if "card" not in st:
        hand = g.players[who].hand
        if not hand:
            return True
        a = g.choose(t, DecisionKind.CHOOSE_CARD, who,
                     [encode(ActionKind.SELECT, c) for c in hand], item.source)
        if a is None:
            return None
        st["card"] = decode(a)[1]
    a = g.choose(t, DecisionKind.CHOOSE_MODE, who,
                 [encode(ActionKind.INDEX, 0), encode(ActionKind.INDEX, 1)], item.source)
    if a is None:
        return None
    x = g.objs[st["card"]]
    if x.zone == Zone.HAND:
        zones.move_to(g, x, Zone.DECK, top=decode(a)[1] == 0)
    return True


# ---------------------------------------------------------------- "pay any amount of … to [Add]
# that much …"


@op("pay_any_add")
def _pay_any_add(g, t, item, o):
    """`PayAnyToAdd`: the controller chooses X (option X: 0 … what they can pay, at most
    dsl.PAY_ANY_MAX), pays X Energy or X Power of any domain (157.1) and adds X Energy or X
    Power of any domain (429, 165.1)."""
    from riftsim.cards.dsl import PAY_ANY_MAX
    from riftsim.reference.ops_choices import pay_chosen_amount

    ctl = item.controller

    def price(x):
        if o.kw == "energy":
            return resources.Price(x, [])
        return resources.Price(0, [resources.ANY] * x)

    x = pay_chosen_amount(g, t, item, price, PAY_ANY_MAX)
    if x is None:
        return None
    if x <= 0:
        return True
    p = g.players[ctl]
    if o.dest == "energy":
        p.energy += x
        g.emit(EventKind.ADD, ctl, value=x)
    else:
        p.power["any"] = p.power.get("any", 0) + x
    return True


@op("next_spell_repeat")
def _next_spell_repeat(g, t, item, o):
    """"Give the next spell you play this turn [Repeat] equal to its cost" (Temporal Portal):
    read by play.granted_repeats, used up as that spell is played (play.py)."""
    from riftsim.reference.ops_ogn import _player_effect
    g.effects.append(_player_effect(g, "next_spell_repeat", item.controller, 0))
    return True
