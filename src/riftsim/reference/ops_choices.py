"""Choices and conditions within an effect: "choose one" (modes, 355.3), reflexive "then do
this" triggers (387) and "… unless …".

* "Do A or B" (`choose_one`, Qiyana, Victorious): the controller chooses the mode as the
  effect resolves.
* "Then do this: …" (`reflexive`, 387): a reflexive triggered ability, one of the card's
  `Delayed` abilities, goes on the chain after the effect resolves; its targets are chosen
  then (402.1).
* "Deal N to it unless its controller has you draw 2" (`deal_unless_draw`, Shakedown): the
  unit's controller decides as the effect resolves.
* "You may pay <cost>. If you do, …" (`may_pay`, Draven, Vanquisher): decided and paid as the
  effect resolves (not a cost of the ability: the Unleashed FAQ on "if you do").
"""
from __future__ import annotations

from riftsim.actions import NO, YES, ActionKind, DecisionKind, decode, encode
from riftsim.reference import resources, zones
from riftsim.reference.effects import _run_nested, deal_damage, each_opponent, op, resolve_ref
from riftsim.reference.state import PendingTrigger, Zone


@op("choose_one")
def _choose_one(g, t, item, o):
    """"Do A or B" (Qiyana, Victorious): the controller chooses as it resolves (option 0 = the
    first, option 1 = the second); who="opponent": the opponent chooses, each of them with
    several (478.2.b); who="others": each other player, a teammate too ("each other player
    chooses Cards or Runes": Party Favors)."""
    if o.who in ("opponent", "others") and len(g.players) > 2 and "that_player" not in t.data:
        # each opponent (who="others": each other player, a teammate too) chooses, in turn
        # order; then each one's branch runs for them ("you and that player",
        # effects.each_opponent)
        def ask(q):
            a = g.choose(t, DecisionKind.CHOOSE_MODE, q, [encode(ActionKind.INDEX, 0),
                                                          encode(ActionKind.INDEX, 1)],
                         item.source)
            return None if a is None else decode(a)[1] == 0
        others = g.players_from(item.controller)[1:] if o.who == "others" else None
        return each_opponent(g, t, item, ask, o.then, o.otherwise, players=others)
    chooser = g.opponent(item.controller) if o.who in ("opponent", "others") \
        else item.controller
    a = g.choose(t, DecisionKind.CHOOSE_MODE, chooser,
                 [encode(ActionKind.INDEX, 0), encode(ActionKind.INDEX, 1)], item.source)
    if a is None:
        return None
    _run_nested(t, o.then if decode(a)[1] == 0 else o.otherwise)
    return True


@op("reflexive")
def _reflexive(g, t, item, o):
    """"Then do this: …" (387): a reflexive trigger, the card's `Delayed` ability number `o.n`,
    goes on the chain after this resolves; its targets are chosen then. Its trigger object is
    the object the previous instruction acted on, "here" that object's location. A card the
    previous instruction played ("play X. If you do, then do this: …", Rell, Magnetic) is still
    pending on the chain: the trigger waits for it to finish being played (354.3) and goes on
    the chain once it is a permanent on the board (359.2, `play.h_play`); if it can't be
    played (358.4) there is no "if you do" and no trigger. kw="them": it remembers all of
    those objects (select.matches `remembered`)."""
    ids = t.data.get("it", [])
    if ids and g.objs[ids[0]].zone == Zone.CHAIN:
        g.reflexive_wait = (ids[0], item.controller, item.source, int(o.n))
        return True
    it = [i for i in ids if g.objs[i].zone == Zone.BOARD]
    if o.kw == "them":                       # "… then do this: <act on> them": it remembers
        for x in g.objs:                     # every object IT names (Arise!), marked until
            x.remembered = False             # the next such trigger: its targets are chosen
        for i in it:                         # as it goes on the chain, right after (402.1)
            g.objs[i].remembered = True
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


# ---------------------------------------------------------------- "you may pay …. If you do, …"


@op("may_pay")
def _may_pay(g, t, item, o):
    """`MayPay`: "you may pay <cost>. If you do, …": on resolution (the Unleashed FAQ: not a
    cost, so nothing is paid as the ability is finalized); asked only when the controller can
    pay it; YES pays it, then the `then` block runs."""
    price = resources.Price(int(o.n), [resources.ANY if d == "A" else frozenset([d])
                                       for d in (o.kw or "").split(",") if d])
    if not resources.can_pay(g, item.controller, price):
        return True
    a = g.choose(t, DecisionKind.MAY, item.controller, [YES, NO], item.source)
    if a is None:
        return None
    if a == YES:
        resources.pay(g, item.controller, price)
        _run_nested(t, o.then)
    return True


@op("unless_pays")
def _unless_pays(g, t, item, o):
    """`UnlessPays`: "… unless its controller pays <cost>": the controller of the object `to`
    names decides on resolution (asked only when able to pay); YES pays it, otherwise (or
    unable) the block runs (Hard Bargain: the counter, 425)."""
    ids = resolve_ref(g, t, item, o.to)
    if not ids:
        return True
    who = g.objs[ids[0]].controller
    price = resources.Price(int(o.n), [resources.ANY if d == "A" else frozenset([d])
                                       for d in (o.kw or "").split(",") if d])
    if resources.can_pay(g, who, price):
        a = g.choose(t, DecisionKind.MAY, who, [YES, NO], item.source)
        if a is None:
            return None
        if a == YES:
            resources.pay(g, who, price)
            return True
    _run_nested(t, o.then)
    return True


# ---------------------------------------------------------------- "pay any amount of …"


def pay_chosen_amount(g, t, item, price, limit: int | None = None):
    """"Pay any amount of …" as an effect resolves (742.1.a): the controller picks X (option X:
    0 … the most they can pay, at most `limit`), and pays `price(X)` (157.1). X, or None while
    the choice waits."""
    ctl = item.controller
    top = 0
    while (limit is None or top < limit) and resources.can_pay(g, ctl, price(top + 1)):
        top += 1
    a = g.choose(t, DecisionKind.CHOOSE_MODE, ctl,
                 [encode(ActionKind.INDEX, x) for x in range(top + 1)], item.source)
    if a is None:
        return None
    x = decode(a)[1]
    if x > 0:
        resources.pay(g, ctl, price(x))
    return x
