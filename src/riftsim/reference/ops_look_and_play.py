"""Looking at and revealing cards (424) and playing cards as part of an effect (limited play,
419.3).

Limited play (419.3): "play it", "play a unit from your trash", "play it, ignoring its cost".
Every card an effect plays goes through one path, `limited_play`:

* step 1 of the process of play happens at once: the card leaves its zone and is put on the
  chain as a *pending* item (354.1-354.2), controlled by the player who plays it (188.1);
* steps 2-5 wait: the resolving effect goes on to the end first (354.3), and so do the tasks
  outstanding (354.4); then the pending items are finalized in the order they were added to
  the chain (337.1.b), each through the ordinary process of play (`play.h_play`) with the
  price the effect set (356.1.a: "ignoring its cost", "for [A]", "ignoring its Energy cost")
  and, for units, the locations it allows (355.2). Units and gear resolve at once (337.1.c);
* a pending item that can't be finished (its Power can't be paid, no location, no legal
  target, a mandatory additional cost it can't pay) comes off the chain and goes back where it
  came from (358.4; the Origins FAQ: a card banished to be played stays banished, The
  Harrowing's unit goes back to the trash, Ava Achiever's card back to the hand). 419.3.c: no
  eligible card to play means nothing happens.

Looking at or revealing the top of a Main Deck (424) runs `look_hook` on the cards seen:
Nocturne, Horrifying (Origins errata) "As you look at or reveal me from the top of your deck,
you may banish me. If you do, you may play me for [A]": not a triggered ability, asked right
away (no chain item, no priority), and the banished Nocturne is a pending item at once.

The cards that play from a deck (Blind Fury, Promising Future, Baited Hook, Dazzling Aurora;
Origins errata; Void Burrower, Spiritforged errata) banish the card first and then play it
(427); so do "banish a unit, then its owner plays it" (Portal Rescue, Thrill of the Hunt).
Kai'Sa, Evolutionary plays a spell from the trash without its Energy cost.

Revealing a hand (424): Sabotage (then a card of it is recycled) and Scuttle Crab (then its
controller may look at the opponent's facedown cards this turn, `sees_facedown`, read by
observe.visibility).
"""

from __future__ import annotations

from dataclasses import replace

from riftsim.actions import DONE, NO, YES, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Static
from riftsim.events import EventKind
from riftsim.reference import layers, resources, select, zones
from riftsim.reference.effects import (_board_units, _here, an_opponent, deal_damage,
                                       kill_deciding, op, resolve_ref)
from riftsim.reference.state import LOC_BASE, NONE, ChainItem, Effect, Zone

# ---------------------------------------------------------------- limited play (419.3)

#: price modes of a limited play (356.1.a)
PAID, FREE, NO_ENERGY, FIXED = "paid", "free", "no_energy", "fixed"
#: `limited_play` locs: "to a battlefield you control" (worked out as it is played)
CONTROLLED_BFS = "controlled_bfs"


def limited_play(g, player: int, obj_id: int, *, cost: str = PAID,
                 price: resources.Price | None = None, locs: list[int] | None = None,
                 energy_less: int = 0, extra: dict | None = None) -> ChainItem:
    """Play card `obj_id` as part of an effect (419.3): step 1 now (354.1: onto the chain,
    pending), the rest once the current resolution is over (354.3, `finalize_pending`).

    cost: PAID (its cost), FREE ("ignoring its cost"), NO_ENERGY ("ignoring its Energy cost":
    its Power is still paid), FIXED (`price`, "play me for [A]"); `energy_less` reduces the
    Energy paid ("its Energy cost reduced by …"); `locs`: where a unit may be played (a
    subset of what 355.2 would allow is not required: "play it here", "to their base")."""
    o = g.objs[obj_id]
    info = g.pool[o.card]
    origin = o.zone
    zones.move_to(g, o, Zone.CHAIN)
    o.controller = player                                   # 188.1
    o.from_hidden = False
    item = ChainItem("spell" if info.type == "spell" else info.type, player, o.id,
                     pending=True)
    item.extra.update(extra or {})
    item.extra["play"] = {"cost": cost, "price": price, "locs": locs,
                          "energy_less": int(energy_less), "origin": int(origin)}
    g.chain.append(item)
    g.dirty = True
    return item


def _override(g, item: ChainItem) -> resources.Price | None:
    """The price the effect sets (356.1.a), or None for the card's own (base) price."""
    from riftsim.reference import play

    pl = item.extra["play"]
    o = g.objs[item.source]
    info = g.pool[o.card]
    if pl["cost"] == FREE:
        price = resources.Price()
    elif pl["cost"] == FIXED:
        price = resources.Price(pl["price"].energy, list(pl["price"].power))
    elif pl["cost"] == NO_ENERGY:
        price = resources.Price(0, list(play.base_price(g, o, item.controller, -1).power))
    else:
        return None
    price.spell = info.type == "spell"                      # 429: spell-only Energy
    price.gear = info.type == "gear"                        # and gear-only Power
    return price


def _locations(g, item: ChainItem) -> list[int]:
    """Where a unit an effect plays may go: the effect's locations that it may enter (444.2)
    and where units may be played (355.2: not a battlefield whose "units can't be played
    here" holds, Rockfall Path), else its own (`play.unit_locations`); only the base while an
    opponent's passive says so (ops_ogn.only_base); not where its kill cost would leave no
    unit of yours (play.kill_cost_locations). None left: it can't be played (358.4; the play
    instruction is impossible and ignored, 359.3.e.6)."""
    from riftsim.reference.ops_ogn import only_base
    from riftsim.reference.play import kill_cost_locations

    return kill_cost_locations(g, item.controller, g.objs[item.source],
                               only_base(g, item.controller, _effect_locations(g, item)))


def _effect_locations(g, item: ChainItem) -> list[int]:
    from riftsim.reference import movement, play
    from riftsim.reference.ops_sfd import no_play_here

    o = g.objs[item.source]
    locs = item.extra["play"]["locs"]
    if locs is None:
        own = play.unit_locations(g, o, item.controller, -1)
        also = item.extra["play"].get("also")            # "… you may play it here": its own
        if also is None or also in own:                  # locations and that one
            return own
        if also == LOC_BASE or (movement.can_enter(g, o, also) and not no_play_here(g, also)):
            return play._only_conquered(g, o, item.controller, own + [also])
        return own
    if locs == CONTROLLED_BFS:               # "to a battlefield you control" (as it is played)
        locs = [bf.index + 1 for bf in g.bfs if bf.controller == item.controller]
    return play._only_conquered(g, o, item.controller, [   # (Perched Grimwyrm)
        x for x in locs if x == LOC_BASE or (movement.can_enter(g, o, x)
                                             and not no_play_here(g, x))])


def _finalizable(g, item: ChainItem) -> bool:
    """358: can the pending card still be played: its total cost payable (Power, mandatory
    additional costs), a location for a unit (355.2), its required targets (355.5)?"""
    from riftsim.reference import play

    o = g.objs[item.source]
    info = g.pool[o.card]
    player = item.controller
    if info.type not in ("unit", "gear", "spell") or not info.implemented:
        return False
    if play.cant_play_cards(g, player):                     # "opponents can't play cards"
        return False
    price = _override(g, item)
    if price is None:
        price = play.base_price(g, o, player, -1)
    less = item.extra["play"]["energy_less"]
    if less:
        price = replace(price, energy=max(0, price.energy - less))
    price = play.others_discounts(g, o, player, price)
    mc = play.mandatory_cost(info)
    if mc is not None:                                      # 356.2.a.1 (Cruel Patron)
        if not (play._extra_payable(g, player, mc)
                and play.unit_costs_payable(g, player, mc, o.id)):
            return False
        price = price.add(resources.cost_price(mc))
    if not resources.can_pay(g, player, price):
        return False
    if info.type == "unit" and not _locations(g, item):
        return False
    if info.type == "spell":
        return play._targets_available(g, o, player, -1) and \
            play._deflect_payable(g, o, player, -1, price)
    return True


def finalize_pending(g, item: ChainItem) -> None:
    """337.1 / 359.3.b: finalize a card an effect put on the chain: steps 2-5 of playing it
    (`play.h_play` from its location step on), or, if it can't be played, it leaves the chain
    back to where it came from (358.4)."""
    if not _finalizable(g, item):
        if g.reflexive_wait is not None and g.reflexive_wait[0] == item.source:
            g.reflexive_wait = None          # not played: no "if you do" (387, ops_choices)
        from riftsim.reference.chain import remove_item
        remove_item(g, item)
        zones.move_to(g, g.objs[item.source], Zone(item.extra["play"]["origin"]))
        if g.chain:
            g.priority = g.chain[-1].controller
        else:                                # the chain is gone: as after a resolution (340.2)
            g.priority = NONE
            if g.showdown is not None and not g.chain_by_trigger:
                g.showdown.focus = g.next_player(g.showdown.focus)
            g.chain_by_trigger = False
        g.dirty = True
        return
    o = g.objs[item.source]
    data = dict(player=item.controller, obj=o.id, hidden=-1, accel=None, loc=None, slot=0,
                flow=False, item=item, opened=False, ambush_only=False)
    price = _override(g, item)
    if price is not None:
        data["cost_override"] = price
    if item.extra["play"]["energy_less"]:
        data["energy_less"] = item.extra["play"]["energy_less"]
    if g.pool[o.card].type == "unit":
        data["locs_override"] = _locations(g, item)
    t = g.push("play", **data)
    t.stage = 1                                             # 354 is done (step 1)


def playable_now(g, player: int, obj_id: int, cost: str = PAID, price=None, locs=None) -> bool:
    """Would `limited_play` of this card (where it is now) be finalizable right now?"""
    o = g.objs[obj_id]
    item = ChainItem("spell", player, obj_id)
    item.extra["play"] = {"cost": cost, "price": price, "locs": locs, "energy_less": 0,
                          "origin": int(o.zone)}
    saved = o.controller
    o.controller = player
    try:
        return _finalizable(g, item)
    finally:
        o.controller = saved


# ---------------------------------------------------------------- looking at the top of a deck


def _on_look(g, card_id: int):
    return next((a for _, a in g.pool[g.objs[card_id].card].abilities_of(Static)
                 if a.kind == "on_look_play"), None)


def look_hook(g, t, hs: dict, cards, player: int) -> bool | None:
    """424 / 427.1: the cards `cards` from the top of `player`'s own Main Deck are being looked
    at or revealed. A card saying "as you look at or reveal me …, you may banish me; if you do,
    you may play me for [cost]" (Static "on_look_play") is offered to its owner right away,
    card by card: banish it (427), then play it for that cost (356.1.a): it goes on the chain
    as a pending item at once (354.3). `hs` keeps the progress (resumable). Returns True when
    every card has been seen, None while waiting for a decision."""
    i = hs.setdefault("i", 0)
    while i < len(cards):
        c = cards[i]
        x = g.objs[c]
        hook = _on_look(g, c)
        if hook is None or x.owner != player or ("banished" not in hs and x.zone != Zone.DECK):
            i = hs["i"] = i + 1
            continue
        if "banished" not in hs:
            a = g.choose(t, DecisionKind.MAY, player, [YES, NO], c)
            if a is None:
                return None
            hs["banished"] = a == YES
            if a == YES:
                zones.banish(g, x, by=player)
        if hs["banished"] and x.zone == Zone.BANISHMENT:
            price = resources.cost_price(hook.cost)
            if playable_now(g, player, c, FIXED, price):
                a = g.choose(t, DecisionKind.MAY, player, [YES, NO], c)
                if a is None:
                    return None
                if a == YES:
                    limited_play(g, player, c, cost=FIXED, price=price)
        hs.pop("banished", None)
        i = hs["i"] = i + 1
    return True


def in_deck(g, cards) -> list[int]:
    """The cards of `cards` still in their owner's Main Deck (not banished meanwhile)."""
    return [c for c in cards if g.objs[c].zone == Zone.DECK]


def reveal(g, player: int, cards) -> None:
    """`player` reveals `cards` (424); a card revealed from its owner's Main Deck with a passive
    "as I'm revealed from your deck, [Add] n Energy" (Static "add_on_reveal": Undertitan) adds
    n Energy to its owner's pool at once (400.2)."""
    for c in cards:
        g.emit(EventKind.REVEAL, player, c)
        o = g.objs[c]
        if o.zone != Zone.DECK:
            continue
        for _, a in g.pool[o.card].abilities_of(Static):
            if a.kind == "add_on_reveal":
                g.players[o.owner].energy += a.n
                g.emit(EventKind.ADD, o.owner, value=a.n)


def _pick(g, t, player: int, ids, source: int, optional: bool = False):
    """One CHOOSE_CARD among `ids` (DONE too when `optional`): the object id, -1 for DONE, None
    while waiting."""
    opts = [encode(ActionKind.SELECT, c) for c in ids] + ([DONE] if optional else [])
    a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, source)
    if a is None:
        return None
    return -1 if a == DONE else decode(a)[1]


def _banish_play_recycle(g, t, item, st: dict, cands, looked, optional: bool = False):
    """The controller picks one of `cands` (once; kept in `st`), banishes it and plays it
    ignoring its cost (419.3); then the rest of the looked-at cards are recycled (416)."""
    if "pick" not in st:
        c = _pick(g, t, item.controller, cands, item.source, optional) if cands else -1
        if c is None:
            return None
        st["pick"] = c
        if c >= 0:
            zones.banish(g, g.objs[c], by=item.controller)
            limited_play(g, item.controller, c, cost=FREE)
    zones.recycle_many(g, in_deck(g, looked))
    return True


# ---------------------------------------------------------------- generic ops


@op("play_from")
def _play_from(g, t, item, o):
    """`PlayFrom(sel, cost, at)`: "play a unit from your trash" / "play a card with [Hidden]
    from your hand": the controller chooses one of the cards matching `sel` as this resolves
    (not a target); it is played by the limited play of 419.3 (none: nothing, 419.3.c). With
    at="here", a unit is played to this ability's location; at="base", to its player's base;
    n=1: a spell so played is recycled as it leaves the chain ("then recycle it")."""
    sel = o.cond.sel
    cands = [c for c in select.candidates(g, sel, item.controller, item.source)
             if c != item.source]
    if not cands:
        return True
    c = _pick(g, t, item.controller, cands, item.source)
    if c is None:
        return None
    locs = None
    if o.dest == "here" and g.pool[g.objs[c].card].type == "unit":
        here = _here(g, item)
        locs = [here] if here >= LOC_BASE else None
    elif o.dest == "base" and g.pool[g.objs[c].card].type == "unit":
        locs = [LOC_BASE]                                    # "play it to your base"
    elif o.dest == "controlled_bf" and g.pool[g.objs[c].card].type == "unit":
        locs = [item.from_hidden_bf + 1] if item.from_hidden_bf >= 0 else CONTROLLED_BFS
    cost, less = o.kw or PAID, 0
    if cost.startswith("less:"):                             # "reducing its cost by [N]"
        cost, less = PAID, int(cost.split(":")[1])
    limited_play(g, item.controller, c, cost=cost, locs=locs, energy_less=less,
                 extra={"recycle": True} if o.n else None)   # "… then recycle it" (416)
    t.data["it"] = [c]
    return True


@op("play_from_trash")
def _play_from_trash(g, t, item, o):
    """Play a unit or gear card from the trash, its cost paid by the trigger that does this
    (Flame Chompers: "you may pay [R] to play me", 383.3.b): a limited play ignoring its cost
    (419.3). The card must still be the object that triggered (359.3.e.4)."""
    ids = resolve_ref(g, t, item, o.to)
    if not ids:
        return True
    x = g.objs[ids[0]]
    ep = item.extra.get("epoch")
    if x.zone != Zone.TRASH or (ep is not None and x.epoch != ep):
        return True
    if g.pool[x.card].type not in ("unit", "gear"):
        return True
    limited_play(g, item.controller, x.id, cost=FREE)
    return True


# ---------------------------------------------------------------- cards playing from a deck


@op("look_pick")
def _look_pick(g, t, item, o):
    """Stacked Deck: look at the top N cards of your Main Deck (Nocturne's offer, `look_hook`);
    put one of them into your hand (not a draw) and recycle the rest. Cards that left the deck
    meanwhile are not there to choose (359.3.e.11). `LookPick(n, kind, optional)`: only a card
    of that type may be picked, and it is revealed (424) as it goes to the hand; "you may":
    none at all (DONE)."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    cards = st.setdefault("cards", list(p.deck[:int(o.n)]))
    if look_hook(g, t, st.setdefault("hook", {}), cards, item.controller) is None:
        return None
    left = in_deck(g, cards)
    if o.kw is not None:
        left = [c for c in left if g.pool[g.objs[c].card].type == o.kw]
    if left and "pick" not in st:
        c = _pick(g, t, item.controller, left, item.source, optional=o.ready)
        if c is None:
            return None
        st["pick"] = c
        if c >= 0:
            if o.kw is not None:
                reveal(g, item.controller, [c])
            zones.move_to(g, g.objs[c], Zone.HAND)
    zones.recycle_many(g, [c for c in in_deck(g, cards) if c != st.get("pick")])
    return True


@op("blind_fury")
def _blind_fury(g, t, item, o):
    """Blind Fury (Origins errata): each opponent, in turn order from the controller (478.2.b),
    reveals the top card of their Main Deck (424; Nocturne's owner may banish and play him as
    he is revealed, in that order); the controller chooses one of the revealed cards, banishes
    it (427) and plays it ignoring its cost (419.3; if it can't be played it stays banished);
    then the rest are recycled."""
    st = t.data.setdefault("op", {})
    if "shown" not in st:
        st["shown"] = []
        for opp in g.opponents_of(item.controller):
            top = g.players[opp].deck[:1]
            st["shown"].append((opp, top))
            reveal(g, opp, top)
    for opp, top in st["shown"]:
        if look_hook(g, t, st.setdefault(f"hook{opp}", {}), top, opp) is None:
            return None
    shown = [c for _, top in st["shown"] for c in top]
    return _banish_play_recycle(g, t, item, st, in_deck(g, shown), shown)


@op("promising_future")
def _promising_future(g, t, item, o):
    """Promising Future (Origins errata; the Origins FAQ): in turn order from the turn player,
    each player looks at the top N cards of their Main Deck (Nocturne's offer first), banishes
    one of them and recycles the rest; then, starting with the next player and ending with
    the turn player, each plays the card they banished, ignoring its Energy cost (its Power is
    paid): pending items finalized in that order after this resolves (337.1.b, 354.3)."""
    st = t.data.setdefault("op", {"i": 0, "banished": {}})
    order = g.players_from(g.turn_player)
    n = int(o.n)
    while st["i"] < len(order):
        pl = order[st["i"]]
        p = g.players[pl]
        cards = st.setdefault(f"cards{pl}", list(p.deck[:n]))
        if look_hook(g, t, st.setdefault(f"hook{pl}", {}), cards, pl) is None:
            return None
        left = in_deck(g, cards)
        if pl not in st["banished"]:
            c = _pick(g, t, pl, left, item.source) if left else -1
            if c is None:
                return None
            st["banished"][pl] = c
            if c >= 0:
                zones.banish(g, g.objs[c], by=pl)
        zones.recycle_many(g, in_deck(g, cards))
        st["i"] += 1
    for pl in order[1:] + order[:1]:
        c = st["banished"].get(pl, -1)
        if c >= 0 and g.objs[c].zone == Zone.BANISHMENT:
            limited_play(g, pl, c, cost=NO_ENERGY)
    return True


@op("baited_hook")
def _baited_hook(g, t, item, o):
    """Baited Hook (Origins errata): kill the chosen friendly unit; look at the top N cards of
    your Main Deck; you may banish a unit among them with Might up to 1 more than the killed
    unit's (its last-known Might) and play it ignoring its cost; recycle the rest. With no
    killed unit (the target left before, 359.3.e.12, or its death was replaced: the Origins
    FAQ) that Might is null and no unit qualifies."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    if "might" not in st:
        if "victim" not in st:
            ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
            st["victim"] = ids[0] if ids else -1
            if ids:
                st["last"] = max(0, layers.might(g, g.objs[ids[0]]))
        if st["victim"] >= 0:
            if kill_deciding(g, t, [st["victim"]], st) is None:
                return None
            died = g.objs[st["victim"]].zone != Zone.BOARD
            st["might"] = st["last"] if died else None
        else:
            st["might"] = None
    cards = st.setdefault("cards", list(p.deck[:int(o.n)]))
    if look_hook(g, t, st.setdefault("hook", {}), cards, item.controller) is None:
        return None
    m = st["might"]
    cands = [] if m is None else [c for c in in_deck(g, cards)
                                  if g.pool[g.objs[c].card].type == "unit"
                                  and g.pool[g.objs[c].card].might <= m + 1]
    return _banish_play_recycle(g, t, item, st, cands, cards, optional=True)


@op("reveal_until_unit")
def _reveal_until_unit(g, t, item, o):
    """Dazzling Aurora (Origins errata): reveal cards from the top of your Main Deck one at a
    time until a unit is revealed (424: they stay in the deck while revealed); banish that unit
    and play it ignoring its cost; recycle the other revealed cards. A revealed Nocturne may
    banish himself with his own ability (then Aurora finds no unit to play); either way the
    revealing stops at him (the Origins FAQ). A deck with no unit reveals every card."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {"shown": [], "unit": -1, "cur": -1})
    while st["unit"] < 0:
        cur = st["cur"]
        if cur < 0:                          # the next card below the ones revealed so far
            cur = next((c for c in p.deck if c not in st["shown"]), -1)
            if cur < 0:
                break
            st["cur"] = cur
            st["shown"].append(cur)
            st["hook"] = {}
            reveal(g, item.controller, [cur])
        if look_hook(g, t, st["hook"], [cur], item.controller) is None:
            return None
        if g.pool[g.objs[cur].card].type == "unit":
            st["unit"] = cur
        st["cur"] = -1
    u = st["unit"]
    if u >= 0 and g.objs[u].zone == Zone.DECK:
        zones.banish(g, g.objs[u], by=item.controller)
        limited_play(g, item.controller, u, cost=FREE)
    zones.recycle_many(g, in_deck(g, st["shown"]))
    return True


# ---------------------------------------------------------------- more cards looked at or revealed


def _item_look_hook(g, t, item, st, cards) -> bool | None:
    """Nocturne, Horrifying's offer as he is looked at or revealed (`look_hook`)."""
    return look_hook(g, t, st.setdefault("hook", {}), cards, item.controller)


@op("teemo_strategist")
def _teemo_strategist(g, t, item, o):
    """Teemo, Strategist: reveal the top N cards of your Main Deck (424); deal 1 to the chosen
    unit for each revealed card with [Hidden]; then recycle the revealed cards."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    if "shown" not in st:
        st["shown"] = shown = list(p.deck[:int(o.n)])
        reveal(g, item.controller, shown)
    shown = st["shown"]
    if _item_look_hook(g, t, item, st, shown) is None:               # Nocturne, as he is revealed
        return None
    k = sum(1 for c in shown if g.pool[g.objs[c].card].has("Hidden"))
    for u in resolve_ref(g, t, item, o.to):
        deal_damage(g, u, k, item.source)
    zones.recycle_many(g, [c for c in shown if g.objs[c].zone == Zone.DECK])
    return True


@op("reveal_banish_play")
def _reveal_banish_play(g, t, item, o):
    """`RevealBanishPlay` (Void Burrower, Void Rush, Rek'Sai, Swarm Queen, Reinforce;
    Spiritforged errata): reveal the top N cards of your Main Deck (424; dest "look": look at
    them instead, Reinforce); you may banish one of them (kw: only a card of that type), then
    play it (paying its cost, reduced by `o.less` Energy: 419.3, 356.4; dest "here": a unit may
    also be played to this ability's location); the rest still in the deck are recycled (416),
    or drawn (rest "draw": "draw any you didn't banish", 413)."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {"cards": list(p.deck[:int(o.n)])})
    if "revealed" not in st:
        if o.dest != "look":
            reveal(g, item.controller, st["cards"])
        st["revealed"] = True
    if _item_look_hook(g, t, item, st, st["cards"]) is None:
        return None
    if "pick" not in st:
        cands = [c for c in st["cards"] if g.objs[c].zone == Zone.DECK
                 and (o.kw is None or g.pool[g.objs[c].card].type == o.kw)]
        c = _pick(g, t, item.controller, cands, item.source, optional=True) if cands else -1
        if c is None:
            return None
        st["pick"] = c
        if c >= 0:                           # if it can't be played it stays banished
            zones.banish(g, g.objs[c], by=item.controller)
            it = limited_play(g, item.controller, c, energy_less=int(o.less))   # 419.3, its
            if o.dest == "here" and g.pool[g.objs[c].card].type == "unit":   # own cost
                here = _here(g, item)
                if here >= LOC_BASE:
                    it.extra["play"]["also"] = here
    rest = [c for c in st["cards"] if g.objs[c].zone == Zone.DECK and c in p.deck]
    if o.rest == "draw":                     # "draw any you didn't banish" (413)
        for c in rest:
            zones.move_to(g, g.objs[c], Zone.HAND)
            g.emit(EventKind.DRAW, item.controller, c)
    else:
        zones.recycle_many(g, rest)
    return True


# ---------------------------------------------------------------- more cards played by effects


@op("kaisa_evolutionary")
def _kaisa_evolutionary(g, t, item, o):
    """Kai'Sa, Evolutionary: play a spell from your trash whose Energy cost is less than your
    points, without paying its Energy cost (its Power cost is still paid); then it is recycled
    instead of going to the trash. Points are read as this resolves, after the conquer point
    (466.2)."""
    player = item.controller
    pts = g.players[player].points
    cands = [c for c in g.players[player].trash
             if g.pool[g.objs[c].card].type == "spell" and g.pool[g.objs[c].card].energy < pts
             and playable_now(g, player, c, NO_ENERGY)]
    if not cands:
        return True
    c = _pick(g, t, player, cands, item.source)
    if c is None:
        return None
    limited_play(g, player, c, cost=NO_ENERGY, extra={"recycle": True})   # 419.3
    return True


@op("banish_owner_replays")
def _banish_owner_replays(g, t, item, o):
    """Portal Rescue (errata): "Banish a friendly unit, then its owner plays it to their base,
    ignoring its cost" (427, 419.3): the owner, not the spell's controller, plays it, so the
    owner controls it (188); a limited play (`limited_play`) that enters exhausted
    (359.2.c)."""
    for i in resolve_ref(g, t, item, o.to):
        u = g.objs[i]
        if u.zone != Zone.BOARD:
            continue
        zones.banish(g, u, by=item.controller)
        if u.zone == Zone.BANISHMENT:                        # a token ceased to exist
            limited_play(g, u.owner, u.id, cost=FREE, locs=[LOC_BASE])
    return True


@op("banish_replay")
def _banish_replay(g, t, item, o):
    """Banish a unit, then its owner plays it to any battlefield it may be at (444.2),
    ignoring its cost: a limited play by the owner (419.3, `limited_play`), finalized once
    this resolution is over (354.3); a token ceased to exist and is not played (183.1). It
    enters exhausted unless something makes it enter ready (359.2.c)."""
    from riftsim.reference.state import Zone

    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    if not ids:
        return True
    x = g.objs[ids[0]]
    was = x.loc                                          # at="same": "to the same location"
    zones.banish(g, x, by=item.controller)
    if x.zone != Zone.BANISHMENT:
        return True
    limited_play(g, x.owner, x.id, cost=FREE,
                 locs=[was] if o.dest == "same" else None if o.dest == "normal"
                 else [bf.index + 1 for bf in g.bfs])
    t.data["it"] = [x.id]
    return True


# ---------------------------------------------------------------- revealing a hand


@op("sabotage")
def _sabotage(g, t, item, o):
    """Sabotage: the opponent (1v1: the only one; a player is a target, 355.9.a) reveals
    their hand (424); the controller chooses a non-unit card of it (not a target: a hand is
    private, 355.10.a); its owner recycles it (416; the Origins FAQ on Karma and Sabotage)."""
    st = t.data.setdefault("op", {})
    opp = an_opponent(g, t, item)            # (with several: the controller chooses one)
    if opp is None:
        return None
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


@op("reveal_hand_discard")
def _reveal_hand_discard(g, t, item, o):
    """dsl.RevealHandDiscard: the opponent reveals their hand (424, once); the controller
    chooses a card of it; its owner discards it (422)."""
    st = t.data.setdefault("op", {})
    opp = an_opponent(g, t, item)            # (with several: the controller chooses one)
    if opp is None:
        return None
    if "shown" not in st:
        st["shown"] = True
        reveal(g, opp, list(g.players[opp].hand))
    cands = list(g.players[opp].hand)
    if not cands:
        return True
    c = _pick(g, t, item.controller, cands, item.source)
    if c is None:
        return None
    zones.discard(g, opp, c, first=True)
    return True


@op("reveal_hand_look_facedown")
def _reveal_hand_look_facedown(g, t, item, o):
    """Scuttle Crab's Deathknell: the (only) opponent reveals their hand (424: a REVEAL event
    per card, in hand order), and the controller may look at that opponent's facedown cards
    this turn (a player effect "look_facedown", read by observation)."""
    opp = an_opponent(g, t, item)
    if opp is None:
        return None
    for c in g.players[opp].hand:
        g.emit(EventKind.REVEAL, opp, c)
    g.effects.append(Effect("look_facedown", -1, 0, 0, None, "turn", g.next_timestamp(),
                            item.controller))
    g.dirty = True
    return True


def sees_facedown(effects, player: int) -> bool:
    """May `player` look at the opponent's facedown cards now (a "look_facedown" effect)?"""
    return any(e.kind == "look_facedown" and e.controller == player for e in effects)


# ---------------------------------------------------------------- before cards are revealed
# from a deck (424; "if you would reveal cards from a deck, first …": a replacement, 367, that
# each such passive applies once to the reveal, 373)

#: the instructions that reveal cards from a deck (424.3 "Reveal cards from [zone]"): who
#: reveals ("you": the controller; "opponents": each opponent, Blind Fury) and which deck
#: ("main" / "rune"). A card revealed from among cards already looked at (`look_pick`'s
#: kind) is not revealed from the top of a deck and is not one of them.
REVEALS_FROM_DECK = {"reveal_top": ("you", "main"), "reveal_banish_play": ("you", "main"),
                     "reveal_until_unit": ("you", "main"), "teemo_strategist": ("you", "main"),
                     "blind_fury": ("opponents", "main"), "reveal_rune_then": ("you", "rune")}


def reveals_from_deck(o) -> tuple | None:
    """(who, deck) when the instruction `o` reveals cards from a deck, else None
    (RevealBanishPlay with dest "look" looks instead)."""
    w = REVEALS_FROM_DECK.get(o.name)
    if w is None or (o.name == "reveal_banish_play" and o.dest == "look"):
        return None
    return w


def before_reveal(g, item, o) -> bool:
    """As the instruction `o` is about to reveal cards from a deck (effects.step, once per
    instruction): each revealing player who controls active "look_top_before_reveal" passives
    (Void Hatchling) and has cards in that deck gets a `before_reveal` task (turn order);
    True when one was pushed (the instruction waits for them, then reveals what is on top
    then)."""
    w = reveals_from_deck(o)
    if w is None:
        return False
    who = [item.controller] if w[0] == "you" else g.opponents_of(item.controller)
    pushed = False
    for pl in reversed(who):                 # (pushed last: run first)
        p = g.players[pl]
        srcs = sorted(s.id for s, a in layers._statics(g)
                      if a.kind == "look_top_before_reveal" and s.controller == pl)
        if srcs and (p.rune_deck if w[1] == "rune" else p.deck):
            g.push("before_reveal", player=pl, rune=w[1] == "rune", left=len(srcs),
                   source=srcs[0], top=NONE, hook={})
            pushed = True
    return pushed


def h_before_reveal(g, t) -> None:
    """"Look at the top card first. You may recycle it. Then reveal those cards" (Void
    Hatchling), once for each such passive: the player looks at the top card of that deck
    (Nocturne, Horrifying's offer as he is looked at, `look_hook`), then may recycle it
    (416: to the bottom); the next passive looks at the new top card."""
    d = t.data
    p = g.players[d["player"]]
    while d["left"] > 0:
        deck = p.rune_deck if d["rune"] else p.deck
        if d["top"] == NONE:
            if not deck:
                break
            d["top"], d["hook"] = deck[0], {}
        top = d["top"]
        if not d["rune"] and look_hook(g, t, d["hook"], [top], d["player"]) is None:
            return
        if g.objs[top].zone in (Zone.DECK, Zone.RUNE_DECK):
            a = g.choose(t, DecisionKind.MAY, d["player"], [YES, NO], d["source"])
            if a is None:
                return
            if a == YES:
                zones.recycle_many(g, [top])
        d["left"] -= 1
        d["top"] = NONE
    g.tasks.pop()


# ---------------------------------------------------------------- cards banished with an object


@op("play_banished_with")
def _play_banished_with(g, t, item, o):
    """`PlayBanishedWith(sel, cost)`: "play all <units> banished with this": the cards in a
    banishment matching `sel` whose record (`Obj.banished_with`, 427.3) names the source as it
    was when the ability was activated (a cost may have banished it since: the look-back of
    359.3.e.13; a source that left the board and came back is a new object, 359.3.e.4). One at
    a time, the controller choosing which next, each is played by 419.3 at `cost` ("free":
    ignoring its cost, 356.1.b.1), its location chosen as it is finalized (355.2)."""
    src = g.objs[item.source]
    mark = (src.id, item.extra.get("src_epoch", src.epoch))
    while True:
        cands = [c for c in select.candidates(g, o.cond.sel, item.controller, item.source)
                 if g.objs[c].zone == Zone.BANISHMENT and g.objs[c].banished_with == mark]
        if not cands:
            return True
        c = _pick(g, t, item.controller, cands, item.source)
        if c is None:
            return None
        limited_play(g, item.controller, c, cost=o.kw)
