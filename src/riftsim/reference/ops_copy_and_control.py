"""Copy effects (472.1.b), Replace / Swap Back (438) and control changes (188): the mechanics
of Deceiver (its Reflection token), Green Father (the Brush battlefield token), Akshan,
Mischievous ("you control it until I leave the board") and Possession ("take control of it").

* A copy (`BecomeCopy`) replaces every copyable trait of the object with those of the copied
  one (472.1.b.1), which are its printed traits or the ones it copies itself (472.1.b.3). Only
  tokens are made copies (Reflection): the object's card becomes the copied card, and since a
  token ceases to exist when it leaves the board (182-183) the copy lasts exactly as long as
  the object. Its cost comes along (the later edition's 182.2.a, "tokens can have costs
  appended"); its "when you play me" effects don't fire (it was already played).
* Replace (`ReplaceWith`, 438): a token is created in the battlefield's place (not played),
  inheriting its effects and statuses (438.1): control, Contested, this turn's scoring, the
  effects on it; the card goes to banishment as replaced, not banished (438.5: no banish
  event). Abilities of the replaced card already on the chain still resolve, and their "here"
  is still that battlefield (the later edition: the token is the same game object for them).
  A replaced token ceases to exist (438.6) and can never be swapped back (438.7.c).
* "You control it until I leave the board" (Akshan): an effect on the gear remembering the
  unit; when the unit leaves the board (zones.LEAVES_BOARD), control goes back to the gear's
  owner. If the unit has already left when the ability resolves, the effect is never created
  and nothing happens (the later edition's delayed-duration rule).
* "Take control of it and recall it" (Possession): control changes (188) and the unit is
  recalled to its new controller's base (449).
* "Gain control of a spell. You may make new choices for it" (Mystic Reversal,
  `ControlChainItem`): the chain item and its card change controller; its new controller may
  choose its targets anew (359.3.f.4).
"""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference import effects, zones
from riftsim.reference.effects import op, resolve_ref
from riftsim.reference.state import LOC_BASE, NONE, Effect, Zone

# ---------------------------------------------------------------- copy effects (472.1.b)


@op("become_copy")
def _become_copy(g, t, item, o):
    """`BecomeCopy(to, of)`: token `to` becomes a copy of `of` (472.1.b)."""
    xs = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    ys = [i for i in resolve_ref(g, t, item, o.other) if g.objs[i].zone == Zone.BOARD]
    if not xs or not ys:
        return True                                      # 359.3.e.12: nothing to copy
    x, y = g.objs[xs[0]], g.objs[ys[0]]
    if not x.token or x.id == y.id:
        return True
    x.card = y.card                                      # every copyable trait (472.1.b.1)
    g.dirty = True
    t.data["it"] = [x.id]
    return True


# ---------------------------------------------------------------- Replace / Swap Back (438)


def _bf_of(g, obj_id: int):
    return next((bf for bf in g.bfs if bf.obj == obj_id), None)


def _inherit(g, old, new) -> None:
    """438.1 / 438.7.b: effects on the replaced object now apply to the one in its place."""
    for e in g.effects:
        if e.target == old.id and e.epoch == old.epoch:
            e.target, e.epoch = new.id, new.epoch


def replace_battlefield(g, bf, token_name: str, player: int) -> None:
    """438: create the battlefield token `token_name` in `bf`'s place (created by `player`,
    not played); the battlefield card goes to banishment as replaced (438.5), a token
    battlefield ceases to exist (438.6) and the new token inherits the card it stood for, so
    it can swap back to that card (438.1, 438.7.b)."""
    old = g.objs[bf.obj]
    info = g.pool.by_name(token_name)
    new = g.new_obj(info.index, player, Zone.BATTLEFIELD, token=True)
    _inherit(g, old, new)
    bf.obj = new.id
    if not old.token:                                    # a token replaced in turn passes on
        bf.replaced = old.id                             # what it stands for (438.1: its
                                                         # statuses; the Unleashed FAQ on a
                                                         # Brush replacing a Brush)
    zones.move_to(g, old, Zone.BANISHMENT)               # replaced, not banished (438.5.a)
    g.emit(EventKind.TOKEN, player, new.id, bf.index + 1)
    g.dirty = True


@op("replace")
def _replace(g, t, item, o):
    """`ReplaceWith(to, token)`: replace the battlefield `to` names with a `token` token."""
    for i in resolve_ref(g, t, item, o.to):
        bf = _bf_of(g, i)
        if bf is not None and g.objs[i].zone == Zone.BATTLEFIELD:
            replace_battlefield(g, bf, o.card, item.controller)
    return True


@op("swap_back")
def _swap_back(g, t, item, o):
    """`SwapBack()`: the source (a Replace token) stops existing and the card it replaced
    returns to its place, inheriting its current effects and statuses (438.7.b); nothing if
    there is nothing to swap back to (438.7.c)."""
    bf = _bf_of(g, item.source)
    if bf is None or bf.replaced == NONE:
        return True
    orig = g.objs[bf.replaced]
    if orig.zone != Zone.BANISHMENT:
        return True
    tok = g.objs[bf.obj]
    zones.move_to(g, orig, Zone.BATTLEFIELD)
    _inherit(g, tok, orig)
    bf.obj, bf.replaced = orig.id, NONE
    zones.move_to(g, tok, Zone.REMOVED)                  # the token stops existing
    g.dirty = True
    return True


# ---------------------------------------------------------------- control until I leave the board


@op("take_gear_until_leaves")
def _take_gear_until_leaves(g, t, item, o):
    """Akshan, Mischievous: move the enemy gear `o.to` names to your base; you control it
    until the source leaves the board (188: control; a move of a gear to a base: the
    controller's base, the Origins FAQ on bases); an Equipment is attached to the source
    (434). With the source already gone the duration has ended before the effect would
    exist: nothing happens (the later edition's rule on delayed durations)."""
    from riftsim.reference.ops_equipment import attach, detach

    src = g.objs[item.source]
    if src.zone != Zone.BOARD:
        return True
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone != Zone.BOARD or g.pool[x.card].type != "gear":
            continue
        detach(g, x.id)
        before = x.controller
        x.controller = item.controller
        x.loc = LOC_BASE
        g.effects.append(Effect("control_until", x.id, x.epoch, src.id, str(before),
                                "permanent", g.next_timestamp(), item.controller))
        g.emit(EventKind.CONTROL, item.controller, x.id, LOC_BASE)
        if "Equipment" in g.pool[x.card].tags:
            attach(g, x.id, src.id)
        t.data["it"] = [x.id]
        g.dirty = True
        break
    return True


def _control_ends(g, o) -> None:
    """"… until I leave the board": `o` left; the gears it controlled go back to the player
    who controlled them before, in that player's base."""
    from riftsim.reference.ops_equipment import detach

    for e in [e for e in g.effects if e.kind == "control_until" and e.n == o.id]:
        g.effects.remove(e)
        x = g.objs[e.target]
        if x.zone != Zone.BOARD or x.epoch != e.epoch:
            continue
        detach(g, x.id)
        x.controller = int(e.kw)
        x.loc = LOC_BASE
        g.emit(EventKind.CONTROL, x.controller, x.id, LOC_BASE)
        g.dirty = True


# ---------------------------------------------------------------- take control (188)


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


@op("take_control")
def _take_control(g, t, item, o):
    """`TakeControl(to)` (Hostile Takeover): its controller becomes the ability's controller
    where it is (188; not a move, no designation kept); a unit arriving under a player who
    doesn't control that battlefield contests it (187.3.a): the cleanup then stages a combat,
    or, with no enemy unit left there, a noncombat showdown (the Spiritforged FAQ on Hostile
    Takeover: the opponent loses control in that cleanup)."""
    done = []
    for i in resolve_ref(g, t, item, o.to):
        u = g.objs[i]
        if u.zone == Zone.BOARD and u.controller != item.controller:
            _give_control(g, u, item.controller)
            done.append(u.id)
    t.data["it"] = done
    return True


def _give_control(g, u, player: int) -> None:
    """`player` controls unit `u` where it is (188: not a move, no designation kept); at a
    battlefield it contests it (187.3.a)."""
    from riftsim.reference import movement

    u.controller = player
    u.designation = 0
    g.emit(EventKind.CONTROL, player, u.id, u.loc)
    if u.loc > LOC_BASE:
        movement.contest(g, u.loc - 1, player)
    g.dirty = True


@op("return_control")
def _return_control(g, t, item, o):
    """`ReturnControl(to)`: "lose control of it": its owner controls it again where it is
    (188); at a battlefield its owner doesn't control it contests it (187.3.a)."""
    for i in resolve_ref(g, t, item, o.to):
        u = g.objs[i]
        if u.zone == Zone.BOARD and u.controller != u.owner:
            _give_control(g, u, u.owner)
    return True


zones.LEAVES_BOARD.append(_control_ends)


# ---------------------------------------------------------------- control of a spell on the chain
# "Gain control of a spell. You may make new choices for it." (Mystic Reversal). The item's
# controller changes, so "you", "friendly" and "enemy" in its instructions now mean its new
# controller (359.3.f.4 and its second example); its targets may be chosen anew by that player
# under the item's own targeting restrictions (355.6-355.13, checked for the new controller:
# 355.9.b), as it was when it was put on the chain (slot_candidates; no costs are paid again
# and nothing is finalized again, so no "when you choose" trigger fires: 383.4.b.2). Its
# "Choose one" mode and move destinations are kept (a simplification: the engines re-choose
# targets only).


@op("control_chain_item")
def _control_chain_item(g, t, item, o):
    """ControlChainItem: the spell `to` on the chain comes under the resolving item's
    controller; that player may then choose its targets anew (asked only when every required
    slot has a legal choice, chain.no_legal_target)."""
    from riftsim.actions import NO, YES
    from riftsim.actions import DecisionKind
    from riftsim.reference import chain
    from riftsim.reference.play import repeat_targets, spell_as_played
    from riftsim.reference.state import LOC_NONE

    me = item.controller
    st = t.data.setdefault("op", {})
    if "item" not in st:
        x = None
        for i in resolve_ref(g, t, item, o.to):
            x = next((it for it in g.chain if it.source == i and it.kind == "spell"
                      and it is not item), None)
            if x is not None:
                break
        if x is None:
            return True
        x.controller = me
        g.objs[x.source].controller = me
        st["item"] = x
    x = st["item"]
    sp = spell_as_played(g, x)
    targets = repeat_targets(sp.targets, 1 + int(x.extra.get("repeats", 0))) if sp else ()
    if "new" not in st:
        if not targets or x not in g.chain:
            return True
        kept, x.targets = x.targets, []      # each slot checked as if none were chosen yet
        none = chain.no_legal_target(g, x, targets, me)
        x.targets = kept
        if none:
            return True
        a = g.choose(t, DecisionKind.MAY, me, [YES, NO], item.source)
        if a is None:
            return None
        st["new"] = a == YES
        if not st["new"]:
            return True
        x.targets = []
        x.epochs = {}
        t.data["slot"] = 0
    while st["new"] and t.data["slot"] < len(targets):
        r = chain.choose_targets(g, t, x, targets, me, here=LOC_NONE)
        if r is None:
            return None
        if r is False:                       # 355.16: a later slot left without a choice
            break
    t.data.pop("slot", None)
    return True
