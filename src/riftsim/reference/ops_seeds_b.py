"""Ops for the cards the seed rulings of files 001 and 004 name (defined in their set modules).

Each op cites the rules it follows. The general hooks they use live in the rules modules:
`effects.DAMAGE_PREVENTERS` / `effects.DAMAGE_LISTENERS` (417, 460.2.c.9), `effects.
DEATH_REPLACEMENTS` (369-370) and the "spell_bonus" player effect read by `effects.bonus_damage`
(712-715).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.cards import dsl
from riftsim.cards.dsl import Replacement, Static
from riftsim.events import EventKind
from riftsim.reference import effects, layers, select, zones
from riftsim.reference.effects import REFLEXIVE, deal_damage, kill, op, resolve_ref, value
from riftsim.reference.state import LOC_BASE, NONE, Effect, PendingTrigger, Zone


def _player_effect(g, kind: str, player: int, n: int, source: int = NONE) -> Effect:
    # a player effect names no object: target NONE, the player in `controller`; `kw` keeps the
    # source object's id (as text) where an effect needs it
    return Effect(kind, NONE, 0, n, None if source == NONE else str(source), "turn",
                  g.next_timestamp(), player)


# ---------------------------------------------------------------- Imperial Decree


@op("kill_damaged_this_turn")
def _kill_damaged_this_turn(g, t, item, o):
    """"When any unit takes damage this turn, kill it" (Imperial Decree): a triggered ability
    that exists for the rest of the turn (390): each time a unit takes damage, it triggers
    (controlled by the spell's controller) and kills that unit when it resolves."""
    g.effects.append(_player_effect(g, "decree", item.controller, 0, item.source))
    return True


def _decree_listener(g, o, n: int, source: int) -> None:
    for e in g.effects:
        if e.kind == "decree" and e.duration == "turn":
            g.triggered.append(PendingTrigger(e.controller, int(e.kw), REFLEXIVE, o.id,
                                              extra={"delayed": (dsl.Kill(dsl.TRIGGER),),
                                                     "trigger_epoch": o.epoch}))


# ---------------------------------------------------------------- kills with a spell (428.5)


def _spell_damage_listener(g, o, n: int, source: int) -> None:
    """428.5.c: a unit killed in the cleanup right after a spell dealt it damage was killed by
    that spell. The watch lasts until that cleanup (effects.expire_kill_watch)."""
    if source < 0:
        return
    s = g.objs[source]
    if s.zone == Zone.CHAIN and g.pool[s.card].type == "spell":
        g.delayed.append({"event": "spell_kill", "obj": o.id, "epoch": o.epoch,
                          "controller": s.controller, "source": s.id})


def _spell_kill_listener(g, objs, epochs) -> None:
    """428.5.b / 428.5.c / 428.5.e: a kill instruction of a resolving spell, or a cleanup kill
    after a spell's damage, is a kill "with a spell" by its controller: "When you kill a unit
    with a spell" triggers (from the trash, 385.2; incl. a card that died at the same time,
    383.2.c.1)."""
    from riftsim.cards.dsl import Triggered
    from riftsim.reference import triggers

    resolving = None
    if g.tasks and g.tasks[-1].kind == "resolve":
        item = g.tasks[-1].data.get("item")
        if item is not None and item.kind == "spell":
            resolving = item.controller
    for u in objs:
        if g.pool[u.card].type != "unit":
            continue
        killer = resolving
        if killer is None:
            hit = next((d for d in g.delayed if d["event"] == "spell_kill"
                        and d["obj"] == u.id and d["epoch"] == epochs[u.id]), None)
            if hit is None:
                continue
            killer = hit["controller"]
        for c in list(g.players[killer].trash):
            x = g.objs[c]
            for i, a in g.pool[x.card].abilities_of(Triggered):
                if a.on == "you_kill_spell":
                    triggers._queue(g, x, i, a, killer, u.id, epoch=x.epoch)


# ---------------------------------------------------------------- "I don't take damage"


def cant_take_damage(g, o) -> bool:
    """Kayn, Unleashed: `Static("no_damage", condition=…)` on the unit itself."""
    from riftsim.reference.select import holds

    for _, a in g.pool[o.card].abilities_of(Static):
        if a.kind == "no_damage" and holds(g, a.condition, o.controller, o.id):
            return True
    return False


# ---------------------------------------------------------------- Zhonya's Hourglass


def _hourglasses(g):
    """(source, Replacement) of every "… would die, kill this instead" on the board."""
    for s in g.objs:
        if s.zone != Zone.BOARD:
            continue
        for _, a in g.pool[s.card].abilities_of(Replacement):
            if a.event == "die" and a.kill_self:
                yield s, a


def _hourglass_saves(g, s, a, o) -> bool:
    return s.id != o.id and g.pool[o.card].type == "unit" and (
        a.applies is None or select.matches(g, a.applies, o.id, s.controller, s.id))


def _hourglass_question(g, objs, answers):
    """373: several units it could save die at once: its controller chooses which one (key
    ("save", hourglass id, epoch); a unit another hourglass was given to is not offered)."""
    taken = {decode(v)[1] for k, v in answers.items() if k[0] == "save"}
    for s, a in _hourglasses(g):
        key = ("save", s.id, s.epoch)
        if key in answers:
            continue
        units = [o.id for o in objs if o.id not in taken and _hourglass_saves(g, s, a, o)]
        if len(units) >= 2:
            return (key, s.controller, DecisionKind.CHOOSE_CARD,
                    [encode(ActionKind.SELECT, u) for u in units], s.id)
    return None


def _hourglass(g, o, answers=None) -> bool:
    """369-370: `Replacement("die", applies=…, kill_self=True)`: "If a friendly unit would die,
    kill this instead. Heal that unit, exhaust it, and recall it." Mandatory (370.2); one
    replacement saves one unit: the one its controller chose when several die at once (373,
    `_hourglass_question`; unasked: the lowest id)."""
    if g.pool[o.card].type != "unit":
        return False
    for s, a in list(_hourglasses(g)):
        if s.zone != Zone.BOARD or not _hourglass_saves(g, s, a, o):
            continue
        chosen = (answers or {}).get(("save", s.id, s.epoch))
        if chosen is not None and decode(chosen)[1] != o.id:
            continue                                         # kept for the chosen unit
        kill(g, [s.id])                                      # "kill this instead"
        o.damage = 0                                         # heal (143.3)
        o.exhausted = True
        effects.recall(g, o.id)                              # a recall is not a move (450)
        g.dirty = True
        return True
    return False


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
        deal_damage(g, i, n, src[0])
    return True


# ---------------------------------------------------------------- Possession, Portal Rescue


@op("take_control_recall")
def _take_control_recall(g, t, item, o):
    """Possession: "Take control of it and recall it" (188: control; 449: a recall to its new
    controller's base, not a move)."""
    for i in resolve_ref(g, t, item, o.to):
        u = g.objs[i]
        if u.zone != Zone.BOARD:
            continue
        u.controller = item.controller
        u.designation = 0
        g.emit(EventKind.CONTROL, item.controller, u.id, u.loc)
        effects.recall(g, u.id)
        g.dirty = True
    return True


@op("banish_owner_replays")
def _banish_owner_replays(g, t, item, o):
    """Portal Rescue (errata): "Banish a friendly unit, then its owner plays it to their base,
    ignoring its cost" (427, 419.3): the owner, not the spell's controller, plays it, so the
    owner controls it (188); a limited play (ops_limited_play) that enters exhausted
    (359.2.c)."""
    from riftsim.reference.ops_limited_play import FREE, limited_play

    for i in resolve_ref(g, t, item, o.to):
        u = g.objs[i]
        if u.zone != Zone.BOARD:
            continue
        zones.banish(g, u, by=item.controller)
        if u.zone == Zone.BANISHMENT:                        # a token ceased to exist
            limited_play(g, u.owner, u.id, cost=FREE, locs=[LOC_BASE])
    return True


effects.DEATH_REPLACEMENTS.append(_hourglass)
effects.DEATH_QUESTIONS.append(_hourglass_question)
effects.DAMAGE_LISTENERS.append(_decree_listener)
effects.DAMAGE_PREVENTERS.append(cant_take_damage)
effects.DAMAGE_LISTENERS.append(_spell_damage_listener)
effects.KILL_LISTENERS.append(_spell_kill_listener)
