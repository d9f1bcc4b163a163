"""Replacement effects on death and damage (369-373).

A replacement effect changes an event as it would happen instead of reacting to it (369).
The ones here are hooked into effects.py's kill and damage paths:

* `effects.DEATH_REPLACEMENTS` (369-370): a unit that would die is saved instead.
  - Zhonya's Hourglass, `Replacement("die", kill_self=True)`: "If a friendly unit would die,
    kill this instead. Heal that unit, exhaust it, and recall it." Mandatory (370.2); one
    hourglass saves one unit.
  - "The next time it would die this turn" (`save_from_death`): a delayed replacement effect
    (390.3), with a Power to pay when it says "you may pay [C] to … instead" (Unlicensed
    Armory).
  - `Replacement("die", cost=…)`: "If <a unit> would die, you may pay <cost> to heal it,
    exhaust it, and recall it instead" (`_paid_save`; The Boss).
* `effects.DEATH_SEQUENCES` (373.2): `Replacement("die", recall_instead=True)`: "If another
  unit you control here would die, if it has less Might than me, instead heal it, exhaust it,
  and recall it" (`_free_save_sequence`; Soraka, Wanderer): one sequence for every unit it
  applies to.
* `effects.DEATH_QUESTIONS` (370, 373): the decisions those need as the units would die:
  which of several units dying at once an hourglass saves (373), whether to pay (370).
* `effects.DAMAGE_PREVENTERS`: "I don't take damage" while a condition holds (Kayn,
  Unleashed).
"""

from __future__ import annotations

from riftsim.actions import DONE, ActionKind, DecisionKind, decode, encode
from riftsim.cards.dsl import Replacement, Static
from riftsim.events import EventKind
from riftsim.reference import effects, layers, select
from riftsim.reference.effects import _board_units, add_effect, kill, op, resolve_ref
from riftsim.reference.state import LOC_BASE, NONE, Zone

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
    """(source, Replacement) of every "… would die, kill this instead" on the board; an
    attached Equipment's in its Effect Text ("If I would die, kill <this> instead", 718.3)
    protects the unit it is attached to (inactive while unattached, 136.2.b)."""
    for s in g.objs:
        if s.zone != Zone.BOARD:
            continue
        for _, a in g.pool[s.card].abilities_of(Replacement):
            if a.event == "die" and a.kill_self:
                yield s, a
        if s.attached_to != NONE:
            for a in g.pool[s.card].effect_text:
                if isinstance(a, Replacement) and a.event == "die" and a.kill_self:
                    yield s, a


def _hourglass_saves(g, s, a, o) -> bool:
    if a in g.pool[s.card].effect_text:                      # 718.3: "me" is its bearer
        return s.attached_to == o.id and g.pool[o.card].type == "unit"
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


# ---------------------------------------------------------------- "the next time it would die"


@op("save_from_death")
def _save_from_death(g, t, item, o):
    """390.3: a delayed replacement effect on the chosen unit, for this turn; `o.kw` a domain
    when it says "you may pay [that Power] to … instead" (Unlicensed Armory)."""
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    for i in ids:
        add_effect(g, "save_from_death", i, kw=o.kw, duration="turn",
                   controller=item.controller)
    t.data["it"] = ids
    return True


def _pay_price(e):
    from riftsim.reference.resources import Price

    return Price(0, [frozenset([e.kw])])


def _heal_exhaust_recall(g, obj) -> None:
    """A saved unit instead of dying: heal it, exhaust it and recall it (449: not a move)."""
    if obj.damage:
        obj.damage = 0
        g.emit(EventKind.HEAL, obj.controller, obj.id)
    if not obj.exhausted:
        obj.exhausted = True
        g.emit(EventKind.EXHAUST, obj.controller, obj.id)
    if obj.loc != LOC_BASE:
        effects.recall(g, obj.id)
    g.dirty = True


def _save_question(g, objs, answers):
    """370 / 373: "you may pay [Power] to … instead": its controller decides as the unit would
    die, if they can pay (kill_deciding asks; key ("pay", effect timestamp))."""
    from riftsim.actions import NO, YES, DecisionKind
    from riftsim.reference.resources import can_pay

    for obj in objs:
        for e in g.effects:
            if e.kind == "save_from_death" and e.kw and e.target == obj.id \
                    and e.epoch == obj.epoch and ("pay", e.timestamp) not in answers \
                    and can_pay(g, e.controller, _pay_price(e)):
                return (("pay", e.timestamp), e.controller, DecisionKind.MAY, [YES, NO], obj.id)
    return None


def _replace_death(g, obj, answers=None) -> bool:
    """369-370: the unit would die: instead heal it, exhaust it and recall it (the effect is
    used up, 370.2). With a cost ("you may pay …"), only if its controller chose to and can
    pay (asked by kill_deciding; unasked, it is paid when it can be)."""
    from riftsim.actions import YES
    from riftsim.reference.resources import can_pay, pay

    for e in list(g.effects):
        if e.kind == "save_from_death" and e.target == obj.id and e.epoch == obj.epoch:
            g.effects.remove(e)
            if e.kw:                                       # "you may pay [C] to …"
                want = answers is None or answers.get(("pay", e.timestamp)) == YES
                if not (want and can_pay(g, e.controller, _pay_price(e))):
                    continue                               # declined: used up, no save
                pay(g, e.controller, _pay_price(e))
            _heal_exhaust_recall(g, obj)
            return True
    return False


# ---------------------------------------------------------------- "you may pay … to save it"


def _paid_savers(g):
    """(source, Replacement) of every active `Replacement("die", cost=…)`: "If <a unit> would
    die, you may pay <cost> to heal it, exhaust it, and recall it instead" (The Boss)."""
    for s in layers.active_objs(g):
        if s.attached_to != NONE:                            # 718.2
            continue
        for _, a in g.pool[s.card].abilities_of(Replacement):
            if a.event == "die" and a.cost is not None:
                yield s, a


def _paid_save_price(a):
    from riftsim.reference.resources import cost_price

    return cost_price(a.cost)


def _paid_save_can(g, s, a, o) -> bool:
    """Can `s`'s replacement save unit `o` now: `o` matches it and its controller can pay
    (the Power and Energy; a ready source to exhaust; a buff on `o` to spend)."""
    from riftsim.reference.resources import can_pay

    return g.pool[o.card].type == "unit" and o.zone == Zone.BOARD and \
        select.matches(g, a.applies, o.id, s.controller, s.id) and \
        not (a.cost.exhaust_self and s.exhausted) and not (a.cost.spend_buff and o.buff <= 0) \
        and can_pay(g, s.controller, _paid_save_price(a))


def _paid_save_question(g, objs, answers):
    """370 / 373: as units would die, each such replacement's controller chooses which one
    of those it can save they pay for, or none (DONE); key ("paid_save", source id, epoch)."""
    for s, a in _paid_savers(g):
        key = ("paid_save", s.id, s.epoch)
        if key in answers:
            continue
        units = [o.id for o in objs if _paid_save_can(g, s, a, o)]
        if units:
            return (key, s.controller, DecisionKind.CHOOSE_CARD,
                    [encode(ActionKind.SELECT, u) for u in units] + [DONE], s.id)
    return None


def _paid_save(g, o, answers=None) -> bool:
    """369-370: `o` would die: its controller pays the cost (exhausting the source, spending
    `o`'s buff, 702.2.b) and `o` is healed, exhausted and recalled instead, as much as can be
    done (the Origins FAQ on these replacements). Only for the unit they chose (unasked: the
    first one it can save, as paid saves are when unasked)."""
    from riftsim.reference.play import spend_buff
    from riftsim.reference.resources import pay

    for s, a in list(_paid_savers(g)):
        if not _paid_save_can(g, s, a, o):
            continue
        key = ("paid_save", s.id, s.epoch)
        if answers is not None and key in answers and answers[key] != encode(
                ActionKind.SELECT, o.id):
            continue                                        # declined, or for another unit
        pay(g, s.controller, _paid_save_price(a))
        if a.cost.exhaust_self:
            s.exhausted = True
            g.emit(EventKind.EXHAUST, s.controller, s.id)
        if a.cost.spend_buff:
            spend_buff(g, o.id, s.controller)
        _heal_exhaust_recall(g, o)
        return True
    return False


# ---------------------------------------------------------------- "instead heal it, exhaust it,
# and recall it"


def _free_savers(g):
    """(source, Replacement, instance) of every active `Replacement("die",
    recall_instead=True)`: "If another unit you control here would die, if it has less Might
    than me, instead heal it, exhaust it, and recall it" (Soraka, Wanderer). Once per instance
    of the source's printed text (`layers.instances`, Svellsongur): each is a Replacement
    Effect of its own, applied in a sequence of its own (373.2), so one may save the units at
    her battlefield and another, after she is saved and recalled, those in base."""
    for s in layers.active_objs(g):
        if s.attached_to != NONE or s.zone != Zone.BOARD:    # 718.2
            continue
        for _, a in g.pool[s.card].abilities_of(Replacement):
            if a.event == "die" and a.recall_instead:
                for k in range(layers.instances(g, s)):
                    yield s, a, k


def _save_order_key(s, k: int) -> tuple:
    """The answer key of instance `k` of `s`'s free save (`_free_save_order_question`)."""
    return ("save_order", s.id, s.epoch) + ((k,) if k else ())


def _free_save_can(g, s, a, o, here: int) -> bool:
    """Does `s`'s replacement apply to `o` dying, `s` being at `here`: another unit matching
    it there ("here": the source's location), with less Might than `s` if it says so?"""
    return o.id != s.id and o.zone == Zone.BOARD and g.pool[o.card].type == "unit" and \
        select.matches(g, a.applies, o.id, s.controller, s.id, here) and \
        (not a.less_might or layers.might(g, o) < layers.might(g, s))


def _saved_otherwise(g, s, objs) -> bool:
    """Would another replacement save `s` itself, dying with `objs` (and recall it)?"""
    if any(_hourglass_saves(g, h, a, s) for h, a in _hourglasses(g)):
        return True
    if any(e.kind == "save_from_death" and e.target == s.id and e.epoch == s.epoch
           for e in g.effects):
        return True
    return any(_paid_save_can(g, p, a, s) for p, a in _paid_savers(g))


def _free_save_order_question(g, objs, answers):
    """373 / 373.2: the source is dying too and another replacement would save it (recalling
    it): its controller orders them: its own first (YES: it saves the units at its
    battlefield) or after it is saved (NO: then those in base). Asked when it would save a
    unit either way; key ("save_order", source id, epoch), + the instance for a copy's."""
    from riftsim.actions import NO, YES

    ids = {o.id for o in objs}
    for s, a, k in _free_savers(g):
        key = _save_order_key(s, k)
        if key in answers or s.id not in ids or s.loc == LOC_BASE or \
                not _saved_otherwise(g, s, objs):
            continue
        if any(_free_save_can(g, s, a, o, s.loc) or (
                o.loc == LOC_BASE and _free_save_can(g, s, a, o, LOC_BASE)) for o in objs):
            return (key, s.controller, DecisionKind.MAY, [YES, NO], s.id)
    return None


def _free_save_sequence(g, objs, answers, first: bool) -> set[int]:
    """369-370 / 373.2: each such replacement is applied once to every death it qualifies for
    as it is applied (its source's location, Might): those units are healed, exhausted and
    recalled instead. First (before the other replacements) unless its controller put it
    after them (`_free_save_order_question`)."""
    from riftsim.actions import NO

    saved: set[int] = set()
    for s, a, k in list(_free_savers(g)):
        later = (answers or {}).get(_save_order_key(s, k)) == NO
        if later == first:
            continue
        units = [o for o in objs if o.id not in saved and _free_save_can(g, s, a, o, s.loc)]
        for o in units:
            _heal_exhaust_recall(g, o)
            saved.add(o.id)
    return saved


effects.DEATH_SEQUENCES.append(_free_save_sequence)
effects.DEATH_REPLACEMENTS.append(_hourglass)          # asked in this order
effects.DEATH_REPLACEMENTS.append(_replace_death)
effects.DEATH_REPLACEMENTS.append(_paid_save)
effects.DEATH_QUESTIONS.append(_hourglass_question)
effects.DEATH_QUESTIONS.append(_save_question)
effects.DEATH_QUESTIONS.append(_paid_save_question)
effects.DEATH_QUESTIONS.append(_free_save_order_question)
effects.DAMAGE_PREVENTERS.append(cant_take_damage)
