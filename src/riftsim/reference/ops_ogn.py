"""Ops for Origins (OGN) and Proving Grounds (OGS) cards that fit no general op.

Each op cites the rules it follows. General mechanics these sets need (bonus damage 712-715,
reflexive "if this kills it, do this" triggers 387, "to a minimum of N" Might 472.3.b, move
destinations chosen as a spell is played 355.4, additional costs 356.2, buffs giving more
Might 703, spell-only Energy 429 …) live in the rules modules with small hooks; the cards of
these sets whose ops are a shared mechanic are in the mechanic modules (ops_choices,
ops_look_and_play, ops_copy_and_control, ops_kill_watches, ops_replacements, ops_targeting).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.protocol import OutcomeReason
from riftsim.reference import effects, layers, resources, select, triggers, zones
from riftsim.reference.effects import _here, deal_damage, kill, op, resolve_ref, value
from riftsim.reference.state import LOC_BASE, NONE, Effect, PendingTrigger, Zone

# ---------------------------------------------------------------- helpers


def _select(g, t, player: int, ids, source: int, done: bool = False):
    """One CHOOSE_CARD decision among `ids` (plus DONE when `done`); None while waiting."""
    opts = [encode(ActionKind.SELECT, c) for c in ids] + ([DONE] if done else [])
    a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, source)
    if a is None:
        return None
    return -1 if a == DONE else decode(a)[1]


def _player_effect(g, kind: str, player: int, n: int, source: int = NONE) -> Effect:
    # a player effect names no object: target NONE, the player in `controller`; `kw` keeps the
    # source object's id (as text) where an effect needs it
    return Effect(kind, NONE, 0, n, None if source == NONE else str(source), "turn",
                  g.next_timestamp(), player)


# ---------------------------------------------------------------- general ops


@op("fight")
def _fight(g, t, item, o):
    """"They deal damage equal to their Mights to each other" (Challenge, Gentlemen's Duel):
    both deal at once; the units are the sources, not the spell (417.6.b.3), so spell Bonus
    Damage does not apply. If either is no longer a legal target, neither deals damage."""
    a = resolve_ref(g, t, item, o.to)
    b = resolve_ref(g, t, item, o.other)
    if not a or not b:
        return True
    ua, ub = g.objs[a[0]], g.objs[b[0]]
    if ua.zone != Zone.BOARD or ub.zone != Zone.BOARD or ua.id == ub.id:
        return True
    ma, mb = max(0, layers.might(g, ua)), max(0, layers.might(g, ub))
    deal_damage(g, ub.id, ma, ua.id, by_object=True)
    deal_damage(g, ua.id, mb, ub.id, by_object=True)
    return True


@op("each_player_kills")
def _each_player_kills(g, t, item, o):
    """"Each player kills one of their units" (Cull the Weak): not targeted (355.10.e); each
    player, in turn order from the turn player, chooses one of their own units as it resolves;
    then the chosen units are killed together, each by the player who chose it (428.5.e:
    ops_kill_watches._spell_kill_listener reads `killers`)."""
    st = t.data.setdefault("op", {"i": 0, "chosen": [], "killers": {}})
    order = g.players_from(g.turn_player)
    while st["i"] < len(order):
        p = order[st["i"]]
        cands = [c for c in select.candidates(g, o.to.sel, p, item.source)
                 if g.objs[c].controller == p and g.objs[c].zone == Zone.BOARD]
        if cands:
            a = g.choose(t, DecisionKind.CHOOSE_CARD, p,
                         [encode(ActionKind.SELECT, c) for c in cands], item.source)
            if a is None:
                return None
            st["chosen"].append(decode(a)[1])
            st["killers"][decode(a)[1]] = p   # 428.5.e: each player kills their own unit
        st["i"] += 1
    kill(g, list(st["chosen"]))
    t.data["it"] = list(st["chosen"])
    return True


@op("delay")
def _delay(g, t, item, o):
    """Create a delayed triggered ability (390.2) for a time of this turn: the card's
    `Delayed` ability number `o.n` triggers then, for this ability's controller, whether or
    not the source is still there (392)."""
    g.delayed.append({"event": o.kw, "controller": item.controller, "source": item.source,
                      "ability": int(o.n), "effects": None, "turn": g.turn})
    return True


@op("win_game")
def _win_game(g, t, item, o):
    """"You win the game" (The Grand Plaza)."""
    g.end_game(item.controller, OutcomeReason.CARD_EFFECT)
    return True


@op("buff_bonus")
def _buff_bonus(g, t, item, o):
    """"Buffs give an additional +n Might to friendly units this turn" (Stand United): a
    player-wide effect read by layers.might (703). Not targeted; applies everywhere (811.2)."""
    g.effects.append(_player_effect(g, "buff_bonus", item.controller, int(o.n)))
    g.dirty = True
    return True


@op("next_unit_ready")
def _next_unit_ready(g, t, item, o):
    """"The next unit you play this turn enters ready" (Sun Disc): used up by
    play.take_next_unit_ready."""
    g.effects.append(_player_effect(g, "next_unit_ready", item.controller, 0))
    return True


@op("next_spell_less")
def _next_spell_less(g, t, item, o):
    """"The next spell you play this turn costs [n] less" (Raging Firebrand): read by
    play.others_discounts, used up as that spell is played (play.py)."""
    g.effects.append(_player_effect(g, "next_spell_less", item.controller, int(o.n)))
    return True


@op("units_enter_ready")
def _units_enter_ready(g, t, item, o):
    """"Units you play this turn enter ready" (Confront): read by play.enters_ready."""
    g.effects.append(_player_effect(g, "units_enter_ready", item.controller, 0))
    return True


@op("add_energy_spells")
def _add_energy_spells(g, t, item, o):
    """[Add] n Energy that may only be spent to play spells (Lux, Crownguard; 429). Kept in
    its own part of the rune pool; it empties with the pool (166)."""
    p = g.players[item.controller]
    p.spell_energy += int(o.n)
    g.emit(EventKind.ADD, item.controller, value=int(o.n))
    return True


def borrowed_abilities(g, src, player: int) -> list[tuple[int, int]]:
    """Heimerdinger, Inventor: "I have all [E] abilities of all friendly legends, units, and
    gear." The activated abilities with the exhaust symbol in their cost (377.1) of the other
    friendly objects (`player`'s or a teammate's, 740.1) in the legend zone and on the
    board, that `src` could activate
    now (its own exhaust pays [E]). Canonical order: (card index, ability index), duplicates
    of the same card's ability listed once."""
    from riftsim.cards.dsl import Activated
    from riftsim.reference.play import BORROWED, activatable

    out = set()
    for x in g.objs:
        if x.id == src.id or not g.friends(x.controller, player) or x.attached_to != NONE:
            continue
        info = g.pool[x.card]
        if not (x.zone == Zone.LEGEND or (x.zone == Zone.BOARD and info.type in ("unit", "gear"))):
            continue
        for i, a in info.abilities_of(Activated):
            if not a.cost.exhaust_self or a.granted is not None or (x.card, i) in out:
                continue
            if activatable(g, src, a, player, BORROWED):
                out.add((x.card, i))
    return sorted(out)


# ---------------------------------------------------------------- Dr. Mundo, Expert


@op("recycle_from_trash")
def _recycle_from_trash(g, t, item, o):
    """"Recycle N from your trash" (Dr. Mundo): the controller chooses N cards of their trash
    (all of them if N or fewer) and puts them on the bottom of their Main Deck (416)."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {"picked": []})
    n = int(o.n)
    while len(st["picked"]) < n and len(p.trash) > len(st["picked"]):
        left = [c for c in p.trash if c not in st["picked"]]
        if len(p.trash) <= n:
            st["picked"] = list(p.trash)
            break
        c = _select(g, t, item.controller, left, item.source)
        if c is None:
            return None
        st["picked"].append(c)
    zones.recycle_many(g, list(st["picked"]))
    return True


# ---------------------------------------------------------------- Bullet Time


@op("bullet_time")
def _bullet_time(g, t, item, o):
    """Bullet Time: "pay any amount of [A] to deal that much damage to all enemy units at a
    battlefield". A cost within a spell's instructions is paid as it resolves (742.1.a): the
    controller picks the amount X (option X, 0 … what they can pay, at most dsl.PAY_ANY_MAX),
    pays X Power of any domain, and every enemy unit at the chosen battlefield takes X at
    once."""
    bfs = resolve_ref(g, t, item, o.to)
    if not bfs:
        return True
    loc = select.location_of(g, bfs[0])
    from riftsim.cards.dsl import PAY_ANY_MAX
    from riftsim.reference.ops_choices import pay_chosen_amount
    x = pay_chosen_amount(g, t, item, lambda n: resources.Price(0, [resources.ANY] * n),
                          PAY_ANY_MAX)               # (the core's prices hold 16 Power symbols)
    if x is None:
        return None
    if x <= 0:
        return True
    for u in g.units_at(loc):
        if g.is_opponent(u.controller, item.controller):
            deal_damage(g, u.id, x, item.source)
    return True


# ---------------------------------------------------------------- Divine Judgment


@op("divine_judgment")
def _divine_judgment(g, t, item, o):
    """Divine Judgment: each player, in turn order from the turn player, chooses N units, N
    gear, N runes and N cards in hand to keep; the rest of those are recycled together (416).
    Tokens cease to exist (182); recycled runes go to the rune deck."""
    n = int(o.n)
    st = t.data.setdefault("op", {"p": 0, "cat": 0, "keep": []})
    order = g.players_from(g.turn_player)

    def pools(pl):
        p = g.players[pl]
        return [[u.id for u in g.board_objs(controller=pl, kind="unit")],
                [x.id for x in g.board_objs(controller=pl, kind="gear")],
                list(p.runes), list(p.hand)]

    while st["p"] < len(order):
        pl = order[st["p"]]
        cats = pools(pl)
        while st["cat"] < 4:
            cat = [c for c in cats[st["cat"]] if c not in st["keep"]]
            kept = [c for c in cats[st["cat"]] if c in st["keep"]]
            if len(cats[st["cat"]]) <= n:
                st["keep"] += cat
            elif len(kept) < n:
                c = _select(g, t, pl, cat, item.source)
                if c is None:
                    return None
                st["keep"].append(c)
                continue
            st["cat"] += 1
        st["p"] += 1
        st["cat"] = 0
    rest = [c for pl in order for cat in pools(pl) for c in cat if c not in st["keep"]]
    zones.recycle_many(g, rest)
    return True


# ---------------------------------------------------------------- Reckoner's Arena


@op("activate_conquer_here")
def _activate_conquer_here(g, t, item, o):
    """Reckoner's Arena: "activate the conquer effects of units here" (later-edition 383.4.c):
    each conquer effect of your units here is checked as if its unit had just
    conquered this battlefield; those whose other conditions hold go on the chain as if they
    had just triggered. The battlefield was held, so it was not uncontrolled (Yone)."""
    loc = _here(g, item)
    if loc <= LOC_BASE:
        return True
    bf = g.bfs[loc - 1]
    saved = getattr(bf, "prev_controller", NONE)
    bf.prev_controller = item.controller
    try:
        from riftsim.reference.ops_unl import fire_watches
        for u in g.units_at(loc, item.controller):
            triggers.fire_self(g, "conquer", u.id)
            fire_watches(g, "conquer", u.id)     # "this turn, it has 'When I conquer, …'"
    finally:
        bf.prev_controller = saved
    return True


# ---------------------------------------------------------------- Volibear, Furious


@op("split_damage")
def _split_damage(g, t, item, o):
    """355.14: "deal n damage split among any number of …": the targets were chosen as the
    ability went on the chain (at most n of them); the split is decided on resolution
    (355.14.e). Each remaining target gets at least 1 (355.14.f); with more targets than
    damage the controller drops targets (355.14.h); the rest is given 1 at a time; all of it
    is dealt at once."""
    n = value(g, t, item, o.n) or 0
    st = t.data.setdefault("op", {"alloc": None})
    if st["alloc"] is None:
        ids = resolve_ref(g, t, item, o.to)
        if not ids or n < 1:
            return True
        st["ids"] = ids
        st["alloc"] = {}
    ids = st["ids"]
    while len(ids) > n:                                      # 355.14.h
        a = g.choose(t, DecisionKind.TARGET, item.controller,
                     [encode(ActionKind.TARGET, c) for c in ids], item.source)
        if a is None:
            return None
        ids.remove(decode(a)[1])
    alloc = st["alloc"]
    for c in ids:
        alloc.setdefault(c, 1)
    while sum(alloc.values()) < n:
        a = g.choose(t, DecisionKind.TARGET, item.controller,
                     [encode(ActionKind.TARGET, c) for c in ids], item.source)
        if a is None:
            return None
        alloc[decode(a)[1]] += 1
    for c in sorted(alloc):
        deal_damage(g, c, alloc[c] + effects.bonus_damage(g, item, c), item.source)
    t.data["it"] = sorted(alloc)
    return True


# ---------------------------------------------------------------- Sigil of the Storm


@op("recycle_own_rune")
def _recycle_own_rune(g, t, item, o):
    """"You must recycle one of your runes": not a target (355.10.f); the rune is chosen as
    the ability resolves, among the runes you control then (416)."""
    runes = list(g.players[item.controller].runes)
    if not runes:
        return True
    a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller,
                 [encode(ActionKind.SELECT, r) for r in runes], item.source)
    if a is None:
        return None
    zones.move_to(g, g.objs[decode(a)[1]], Zone.RUNE_DECK)
    return True


# ---------------------------------------------------------------- Convergent Mutation


@op("raise_might_to")
def _raise_might_to(g, t, item, o):
    """"This turn, increase its Might to the Might of another friendly unit": an increase
    (arithmetic layer, 472.3) by the difference measured now; none if it is already at least
    that high or if either unit is no longer a legal target."""
    a = resolve_ref(g, t, item, o.to)
    b = resolve_ref(g, t, item, o.other)
    if not a or not b or a[0] == b[0]:
        return True
    diff = layers.might(g, g.objs[b[0]]) - layers.might(g, g.objs[a[0]])
    if diff > 0:
        effects.add_effect(g, "might", a[0], diff, duration=o.duration,
                           controller=item.controller)
    t.data["it"] = [a[0]]
    return True


# ---------------------------------------------------------------- Ravenborn Tome


@op("next_spell_bonus")
def _next_spell_bonus(g, t, item, o):
    """"The next spell you play this turn deals n Bonus Damage" (712-715): a player effect
    that the next spell this player plays takes over as it is played (play.h_play) and that
    expires at the end of the turn (317.2.c) if no spell took it."""
    g.effects.append(_player_effect(g, "spell_bonus", item.controller, int(o.n)))
    return True


# ---------------------------------------------------------------- Fox-Fire


@op("kill_group_might_le")
def _kill_group_might_le(g, t, item, o):
    """355.11: kill a group of units whose total Might is n or less. If the original targets
    still fulfil that, all of them die; otherwise the controller chooses a subset of the
    original (still legal) targets that does (355.11.b), one unit at a time, then DONE."""
    limit = int(o.n)
    st = t.data.setdefault("op", {"chosen": None})
    ids = resolve_ref(g, t, item, o.to)

    def m(c):
        return max(0, layers.might(g, g.objs[c]))

    if st["chosen"] is None:
        if sum(m(c) for c in ids) <= limit:
            kill(g, ids)
            t.data["it"] = ids
            return True
        st["chosen"] = []
    chosen = st["chosen"]
    while True:
        room = limit - sum(m(c) for c in chosen)
        opts = [encode(ActionKind.TARGET, c) for c in ids if c not in chosen and m(c) <= room]
        if not opts:
            break
        a = g.choose(t, DecisionKind.TARGET, item.controller, opts + [DONE], item.source)
        if a is None:
            return None
        if a == DONE:
            break
        chosen.append(decode(a)[1])
    kill(g, list(chosen))
    t.data["it"] = list(chosen)
    return True


# ---------------------------------------------------------------- Twisted Fate, Gambler


@op("reveal_rune_then")
def _reveal_rune_then(g, t, item, o):
    """Twisted Fate, Gambler: reveal the top rune of your rune deck (424), recycle it (416),
    then "do one of the following based on its domain": a reflexive triggered ability (387)
    that goes on the chain as its own item, choosing its targets then (402). The card's
    `Delayed` abilities hold the modes; `o.kw` maps domains to their ability indices as
    "fury:2,mind:3,order:4"."""
    p = g.players[item.controller]
    if not p.rune_deck:
        return True
    r = g.objs[p.rune_deck[0]]
    g.emit(EventKind.REVEAL, item.controller, r.id)
    domains = g.pool[r.card].domains
    zones.move_to(g, r, Zone.RUNE_DECK)                      # recycle: to the bottom
    modes = dict(part.split(":") for part in (o.kw or "").split(",") if part)
    for d in domains:
        if d in modes:
            src = g.objs[item.source]
            g.triggered.append(PendingTrigger(item.controller, item.source, int(modes[d]),
                                              NONE, src.loc if src.zone == Zone.BOARD
                                              else item.here))
            break
    return True


@op("deal_others")
def _deal_others(g, t, item, o):
    """"… and n to all other enemy units here": every object `o.other` names except the
    target(s) of `o.to` (those are not targets themselves, 355.10.d)."""
    skip = set(resolve_ref(g, t, item, o.to)) | set(item.targets[0] if item.targets else [])
    n = value(g, t, item, o.n) or 0
    for i in resolve_ref(g, t, item, o.other):
        if i not in skip:
            deal_damage(g, i, n + effects.bonus_damage(g, item, i), item.source)
    return True


# ---------------------------------------------------------------- Last Breath


@op("deals_might")
def _deals_might(g, t, item, o):
    """"It deals damage equal to its Might to …" (Last Breath): the unit `o.other` names is the
    source of the damage, not the spell (417.6.b.3), so no spell Bonus Damage and no kill
    "with a spell" (428.5.e)."""
    src = resolve_ref(g, t, item, o.other)
    ids = resolve_ref(g, t, item, o.to)
    if not src or not ids or g.objs[src[0]].zone != Zone.BOARD:
        return True
    n = max(0, layers.might(g, g.objs[src[0]]))
    for i in ids:
        deal_damage(g, i, n, src[0], by_object=True)
    return True


# ---------------------------------------------------------------- Time Warp: Additional Turns


@op("extra_turn")
def _extra_turn(g, t, item, o):
    """"Take a turn after this one" (734-738): an Additional Turn for the ability's controller,
    inserted into the turn queue right after the current turn (turn.next_turn_player)."""
    g.extra_turns.insert(0, item.controller)
    return True


@op("banish_this")
def _banish_this(g, t, item, o):
    """A spell's "Banish this": it leaves the chain to banishment instead of the trash
    (chain.leave_chain, as [Flow] does); banished as it executes, it does not execute again
    if repeated (effects.next_run)."""
    if item.kind == "spell":
        item.extra["flow"] = True
        item.extra["banished_this"] = True
    return True


# ---------------------------------------------------------------- preventing spell and ability damage


@op("prevent_item_damage")
def _prevent_item_damage(g, t, item, o):
    """"Prevent all damage that would be dealt this turn by spells and abilities" (Unyielding
    Spirit, errata; 437): a player effect read by effects.deal_damage: damage a spell or
    ability deals itself is not dealt; damage an object deals as it instructs (Fight,
    "it deals damage equal to its Might") and combat damage still are (the Origins FAQ)."""
    g.effects.append(_player_effect(g, "prevent_item_damage", item.controller, 0))
    return True


# ---------------------------------------------------------------- Deathknell triggering again


def deathknell_extra(g, o) -> int:
    """"Your Deathknell effects trigger an additional time" (Karthus, Eternal; static kind
    "deathknell_again"): how many more times the dying permanent `o`'s Deathknell (808: its
    "when I die" abilities, a permanent with the keyword) triggers: one per active passive
    of an object its controller controls (checked as it dies, 808.1.d.2, so a Karthus dying
    with it still counts)."""
    from riftsim.reference import layers
    from riftsim.reference.ops_ven import _controller_statics

    if not layers.has(g, o, "Deathknell"):
        return 0
    return len(_controller_statics(g, "deathknell_again", o.controller))


# ---------------------------------------------------------------- delays naming an object


@op("delay_on")
def _delay_on(g, t, item, o):
    """`DelayOn(ability, to, at)`: a delayed triggered ability (390.2) for a time of this turn
    whose TRIGGER is the object `to` names now, while it is the same object (359.3.e.4)."""
    ids = resolve_ref(g, t, item, o.to)
    if not ids:
        return True
    x = g.objs[ids[0]]
    g.delayed.append({"event": o.kw, "controller": item.controller, "source": item.source,
                      "ability": int(o.n), "effects": None, "turn": g.turn,
                      "obj": x.id, "epoch": x.epoch})
    return True


# ---------------------------------------------------------------- spending any number of buffs


@op("spend_buffs")
def _spend_buffs(g, t, item, o):
    """`SpendBuffs`: "spend any number of buffs" (702.2.b): the controller picks, one at a
    time, a unit they control (702.2.b.2) matching `o.to` that has a buff, or DONE; each pick's
    buff is spent through play.spend_buff ("when you spend a buff" fires) and the `then` block
    (instructions that ask nothing: compile.unsupported_reason) runs at once with IT = that
    unit ("for each buff spent, …"; Albus Ferros, Overt Operation)."""
    from riftsim.reference.effects import OPS
    from riftsim.reference.play import spend_buff

    while True:
        cands = [u for u in resolve_ref(g, t, item, o.to)
                 if g.objs[u].zone == Zone.BOARD and g.objs[u].controller == item.controller
                 and g.objs[u].buff > 0]
        if not cands:
            return True
        a = g.choose(t, DecisionKind.CHOOSE_CARD, item.controller,
                     [encode(ActionKind.SELECT, u) for u in cands] + [DONE], item.source)
        if a is None:
            return None
        if a == DONE:
            return True
        u = decode(a)[1]
        spend_buff(g, u, item.controller)
        t.data["it"] = [u]
        for x in o.then:
            OPS[x.name](g, t, item, x)


# ---------------------------------------------------------------- each player picks in turn


@op("each_player_picks")
def _each_player_picks(g, t, item, o):
    """`EachPlayerPicks`: "starting with the next player, each (other) player chooses a unit
    …": the controller's opponent first (1v1: the next player), then, with who="each", the
    controller; each picks an object matching `o.to` (as the ability's controller sees it) that
    no one picked for it, not a target (355.10.e); with n=1 they may pick none (DONE).
    kw "return": each pick goes to its owner's hand at once (Whirlwind); kw "kill": the picks
    die together once all chose (King's Edict)."""
    st = t.data.setdefault("op", {"i": 0, "picked": []})
    ctl = item.controller
    order = g.players_from(ctl)[1:] + ([ctl] if o.who == "each" else [])
    while st["i"] < len(order):
        p = order[st["i"]]
        cands = [c for c in resolve_ref(g, t, item, o.to)
                 if g.objs[c].zone == Zone.BOARD and c not in st["picked"]]
        if cands:
            a = g.choose(t, DecisionKind.CHOOSE_CARD, p,
                         [encode(ActionKind.SELECT, c) for c in cands]
                         + ([DONE] if o.n else []), item.source)
            if a is None:
                return None
            if a != DONE:
                c = decode(a)[1]
                st["picked"].append(c)
                if o.kw == "return":
                    zones.return_to_hand(g, g.objs[c])
        st["i"] += 1
    if o.kw == "kill":
        kill(g, list(st["picked"]))
    t.data["it"] = list(st["picked"])
    return True


# ---------------------------------------------------------------- the Chosen Champion


@op("return_chosen_champion")
def _return_chosen_champion(g, t, item, o):
    """"Return your Chosen Champion from your trash to your Champion Zone if it is empty"
    (Hallowed Tomb): with the controller's Champion Zone empty (108.3), the first card of their
    trash with the Chosen Champion's card (any copy, the exact card name: the Origins FAQ) goes
    there; IT: that card."""
    p = g.players[item.controller]
    t.data["it"] = []
    if p.champion != NONE or p.chosen_card == NONE:
        return True
    for c in p.trash:
        if g.objs[c].card == p.chosen_card:
            zones.move_to(g, g.objs[c], Zone.CHAMPION)
            t.data["it"] = [c]
            break
    return True


# ---------------------------------------------------------------- hiding for free


@op("hide_free")
def _hide_free(g, t, item, o):
    """"You can hide cards ignoring costs this turn" (Guerilla Warfare): a player effect read by
    play.hides_free (811.1.b's [A] is not paid)."""
    g.effects.append(_player_effect(g, "hide_free", item.controller, 0))
    return True


# ---------------------------------------------------------------- "opponents can't play cards"


@op("opponents_cant_play")
def _opponents_cant_play(g, t, item, o):
    """"Opponents can't play cards this turn" (Brynhir Thundersong): a "no_play" player effect
    on each opponent until the end of the turn, read by play.cant_play_cards."""
    for p in g.opponents_of(item.controller):
        g.effects.append(_player_effect(g, "no_play", p, 0))
    return True


# ---------------------------------------------------------------- passives of opponents' plays


def _opposing_passives(g, kind: str, player: int):
    """The sources of the active passives of `kind` (365.1) whose condition holds, controlled
    by an opponent of `player` (each other player)."""
    for s, a in layers._statics(g):
        if a.kind == kind and g.is_opponent(s.controller, player) and \
                select.holds(g, a.condition, s.controller, s.id):
            yield s


def hidden_stays(g, player: int, loc: int) -> bool:
    """`OpponentsHiddenStayHere` (Noxus Saboteur): `player`'s card hidden at battlefield
    location `loc` can't be revealed, so can't be played from facedown there (811.1.c.3: a
    card played from Hidden is revealed), while an opponent's source of it is on the board
    at `loc`."""
    return any(s.zone == Zone.BOARD and s.loc == loc
               for s in _opposing_passives(g, "opp_hidden_stay_here", player))


def units_only_to_base(g, player: int) -> bool:
    """`OpponentsUnitsOnlyToBase` (Mageseeker Warden): `player` can play units only to their
    base (355.2), on every play path, while an opponent's source of it holds its condition."""
    return any(True for _ in _opposing_passives(g, "opp_units_to_base", player))


def only_base(g, player: int, locs: list[int]) -> list[int]:
    """`locs` narrowed by `units_only_to_base`: its base alone, if among them."""
    return [x for x in locs if x == LOC_BASE] if units_only_to_base(g, player) else locs


def cant_be_readied(g, obj) -> bool:
    """`EnemiesCantBeReadied` (Mageseeker Warden): a unit or gear on the board whose controller
    is an opponent of an active source of it (whose condition holds) is not readied by a
    spell or ability (415; effects._ready)."""
    return obj.zone == Zone.BOARD and g.pool[obj.card].type in ("unit", "gear") and any(
        True for _ in _opposing_passives(g, "no_ready_enemies", obj.controller))


# ---------------------------------------------------------------- hiding for another cost,
# owned cards back to hand


def hide_alternative(g, player: int):
    """811.1.b: the cost of the first active "hide_cost" passive `player` controls whose
    condition holds and that they can pay ("you may pay <cost> to hide a card with [Hidden]
    instead of [A]", Teemo, Swift Scout), as a Price; None if there is none."""
    for s, a in layers._statics(g):
        if a.kind == "hide_cost" and s.controller == player and \
                select.holds(g, a.condition, player, s.id):
            price = resources.cost_price(a.cost)
            if resources.can_pay(g, player, price):
                return price
    return None


@op("owned_to_hand")
def _owned_to_hand(g, t, item, o):
    """`OwnedToHand`: the controller chooses a card they own matching the selector in their
    Champion Zone or on the board (object order); it goes to their hand (a return to hand).
    None: nothing happens."""
    p = item.controller
    ids = [x.id for x in g.objs if x.owner == p and x.zone in (Zone.BOARD, Zone.CHAMPION)
           and select.matches(g, o.cond.sel, x.id, p, item.source)]
    t.data["it"] = []
    if not ids:
        return True
    c = _select(g, t, p, ids, item.source)
    if c is None:
        return None
    x = g.objs[c]
    if x.zone in (Zone.BOARD, Zone.CHAMPION):
        zones.return_to_hand(g, x)
        t.data["it"] = [x.id]
    return True
