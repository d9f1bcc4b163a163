"""Ops for the cards the seed rulings of files 000 and 003 name (defined in their set modules).

Each op cites the rules it follows. A card played in the middle of an effect (Nocturne, Void
Burrower, Kai'Sa, Evolutionary) goes through the one limited-play path of
`ops_limited_play` (419.3): a pending chain item at once, finalized through the ordinary
process of play once the resolving effect is over (354.3, 337.1.b), with the price the effect
sets (356.1.a).
"""

from __future__ import annotations

from riftsim.actions import DONE, NO, YES, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Triggered
from riftsim.events import EventKind
from riftsim.reference import resources, select, triggers, zones
from riftsim.reference.effects import _here, _run_nested, deal_damage, op, resolve_ref
from riftsim.reference.state import LOC_BASE, LOC_NONE, NONE, PendingTrigger, Zone

# ---------------------------------------------------------------- helpers


def _select(g, t, player: int, ids, source: int, done: bool = False):
    """One CHOOSE_CARD decision among `ids` (plus DONE when `done`); None while waiting."""
    opts = [encode(ActionKind.SELECT, c) for c in ids] + ([DONE] if done else [])
    a = g.choose(t, DecisionKind.CHOOSE_CARD, player, opts, source)
    if a is None:
        return None
    return -1 if a == DONE else decode(a)[1]


# ---------------------------------------------------------------- generic ops


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


@op("choose_one")
def _choose_one(g, t, item, o):
    """"Do A or B" (Qiyana, Victorious): the controller chooses as it resolves (option 0 = the
    first, option 1 = the second)."""
    a = g.choose(t, DecisionKind.CHOOSE_MODE, item.controller,
                 [encode(ActionKind.INDEX, 0), encode(ActionKind.INDEX, 1)], item.source)
    if a is None:
        return None
    _run_nested(t, o.then if decode(a)[1] == 0 else o.otherwise)
    return True


@op("reflexive")
def _reflexive(g, t, item, o):
    """"Then do this: …" (387): a reflexive trigger, the card's `Delayed` ability number `o.n`,
    goes on the chain after this resolves; its targets are chosen then. Its trigger object is
    the object the previous instruction acted on, "here" that object's location."""
    it = [i for i in t.data.get("it", []) if g.objs[i].zone == Zone.BOARD]
    if not it:
        return True
    x = g.objs[it[0]]
    g.triggered.append(PendingTrigger(item.controller, item.source, int(o.n), x.id, x.loc))
    return True


@op("deal_unless_draw")
def _deal_unless_draw(g, t, item, o):
    """"Deal N to it unless its controller has you draw 2" (Shakedown): the unit's controller
    decides as it resolves (YES = you draw 2 instead)."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if not ids:
        return True
    u = g.objs[ids[0]]
    a = g.choose(t, DecisionKind.MAY, u.controller, [YES, NO], item.source)
    if a is None:
        return None
    if a == YES:
        zones.draw(g, item.controller, 2)
    else:
        deal_damage(g, u.id, int(o.n), item.source)
    return True


@op("bullet_time")
def _bullet_time(g, t, item, o):
    """Bullet Time: "pay any amount of [A] to deal that much damage to all enemy units at a
    battlefield". A cost within a spell's instructions is paid as it resolves (742.1.a): the
    controller picks the amount X (option X, 0 … what they can pay), pays X Power of any
    domain, and every enemy unit at the chosen battlefield takes X at once."""
    bfs = resolve_ref(g, t, item, o.to)
    if not bfs:
        return True
    loc = select.location_of(g, bfs[0])
    top = 0
    while resources.can_pay(g, item.controller, resources.Price(0, [resources.ANY] * (top + 1))):
        top += 1
    a = g.choose(t, DecisionKind.CHOOSE_MODE, item.controller,
                 [encode(ActionKind.INDEX, x) for x in range(top + 1)], item.source)
    if a is None:
        return None
    x = decode(a)[1]
    if x <= 0:
        return True
    resources.pay(g, item.controller, resources.Price(0, [resources.ANY] * x))
    for u in g.units_at(loc):
        if u.controller != item.controller:
            deal_damage(g, u.id, x, item.source)
    return True


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


@op("teemo_strategist")
def _teemo_strategist(g, t, item, o):
    """Teemo, Strategist: reveal the top N cards of your Main Deck (424); deal 1 to the chosen
    unit for each revealed card with [Hidden]; then recycle the revealed cards."""
    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    if "shown" not in st:
        st["shown"] = shown = list(p.deck[:int(o.n)])
        for c in shown:
            g.emit(EventKind.REVEAL, item.controller, c)
    shown = st["shown"]
    if _on_look(g, t, item, st, shown) is None:               # Nocturne, as he is revealed
        return None
    k = sum(1 for c in shown if g.pool[g.objs[c].card].has("Hidden"))
    for u in resolve_ref(g, t, item, o.to):
        deal_damage(g, u, k, item.source)
    zones.recycle_many(g, [c for c in shown if g.objs[c].zone == Zone.DECK])
    return True


@op("ready_legend")
def _ready_legend(g, t, item, o):
    """"Ready your legend" (Hall of Legends)."""
    lg = g.players[item.controller].legend
    if lg != NONE and g.objs[lg].exhausted:
        g.objs[lg].exhausted = False
        g.emit(EventKind.READY, item.controller, lg)
        g.dirty = True
    return True


@op("activate_conquer_here")
def _activate_conquer_here(g, t, item, o):
    """Reckoner's Arena: "activate the conquer effects of units here" (003 seed, later-edition
    383.4.c): each conquer effect of your units here is checked as if its unit had just
    conquered this battlefield; those whose other conditions hold go on the chain as if they
    had just triggered. The battlefield was held, so it was not uncontrolled (Yone)."""
    loc = _here(g, item)
    if loc <= LOC_BASE:
        return True
    bf = g.bfs[loc - 1]
    saved = getattr(bf, "prev_controller", NONE)
    bf.prev_controller = item.controller
    try:
        for u in g.units_at(loc, item.controller):
            triggers.fire_self(g, "conquer", u.id)
    finally:
        bf.prev_controller = saved
    return True


# ---------------------------------------------------------------- playing cards from effects


def _on_look(g, t, item, st, cards) -> bool | None:
    """Nocturne, Horrifying's offer as he is looked at or revealed (ops_limited_play.look_hook)."""
    from riftsim.reference.ops_limited_play import look_hook

    return look_hook(g, t, st.setdefault("hook", {}), cards, item.controller)


@op("reveal_banish_play")
def _reveal_banish_play(g, t, item, o):
    """Void Burrower (Spiritforged errata): reveal the top N cards of your Main Deck (424); you
    may banish one of them, then play it (paying its cost, 419.3); recycle the rest."""
    from riftsim.reference.ops_limited_play import limited_play

    p = g.players[item.controller]
    st = t.data.setdefault("op", {"cards": list(p.deck[:int(o.n)])})
    if "revealed" not in st:
        for c in st["cards"]:
            g.emit(EventKind.REVEAL, item.controller, c)
        st["revealed"] = True
    if _on_look(g, t, item, st, st["cards"]) is None:
        return None
    if "pick" not in st:
        cands = [c for c in st["cards"] if g.objs[c].zone == Zone.DECK]
        c = _select(g, t, item.controller, cands, item.source, done=True) if cands else -1
        if c is None:
            return None
        st["pick"] = c
        if c >= 0:                           # if it can't be played it stays banished
            zones.banish(g, g.objs[c], by=item.controller)
            limited_play(g, item.controller, c)                 # 419.3, its own cost
    rest = [c for c in st["cards"] if g.objs[c].zone == Zone.DECK and c in p.deck]
    zones.recycle_many(g, rest)
    return True


@op("kaisa_evolutionary")
def _kaisa_evolutionary(g, t, item, o):
    """Kai'Sa, Evolutionary: play a spell from your trash whose Energy cost is less than your
    points, without paying its Energy cost (its Power cost is still paid); then it is recycled
    instead of going to the trash. Points are read as this resolves, after the conquer point
    (466.2)."""
    from riftsim.reference.ops_limited_play import NO_ENERGY, limited_play, playable_now

    player = item.controller
    pts = g.players[player].points
    cands = [c for c in g.players[player].trash
             if g.pool[g.objs[c].card].type == "spell" and g.pool[g.objs[c].card].energy < pts
             and playable_now(g, player, c, NO_ENERGY)]
    if not cands:
        return True
    c = _select(g, t, player, cands, item.source)
    if c is None:
        return None
    limited_play(g, player, c, cost=NO_ENERGY, extra={"recycle": True})   # 419.3
    return True


__all__ = ["LOC_NONE", "Triggered"]
