"""Layers (rules 468-475): an object's current keywords and Might.

Layer 1 (traits) sets Might ("becomes"); layer 2 (abilities) grants keywords; layer 3
(arithmetic) adds increases, then decreases (472.3.d). Valued keywords granted by several
sources add up (807.2, 809.2, 814.2). Conditional passives that depend on Might (Mighty,
708) are re-checked after layer 3, as rule 471 re-applies the layers.
"""

from __future__ import annotations

from riftsim.cards.dsl import Static
from riftsim.cards.pool import VALUED
from riftsim.reference.state import ATTACKER, DEFENDER, NONE, Zone, kept


def _add(kws: dict, kw: str, n: int) -> None:
    if kw in VALUED:
        kws[kw] = kws.get(kw, 0) + max(1, n)
    else:
        kws[kw] = 1


def _statics(g) -> tuple:
    """(source object, Static) for every passive ability active on the board (365.1). An
    attached card's own Rules Text is inactive (718.2); the passives of an Equipment's Effect
    Text are its unit's (718.3), so that unit is their source.

    The answer depends on the objects' zones, cards and attachments alone, so it is kept until
    one of those changes (state.kept); `state.CHECK_KEPT` recomputes it at every call and fails
    on a difference (tests/rules/test_reference_kept_answers.py)."""
    return kept(g, "statics", lambda g: tuple(_active_statics(g)))


def active_objs(g) -> tuple:
    """The objects whose abilities can be active (365.1): on the board, legends in their legend
    zone, battlefields in play; in object-id order. Kept as `_statics` is."""
    return kept(g, "active", lambda g: tuple(
        s for s in g.objs if s.zone in (Zone.BOARD, Zone.LEGEND, Zone.BATTLEFIELD)))


def _active_statics(g):
    for s in active_objs(g):
        info = g.pool[s.card]
        if not info.implemented:
            continue
        if s.attached_to != NONE:
            bearer = g.objs[s.attached_to]
            for a in info.effect_text:
                if isinstance(a, Static):
                    yield bearer, a
            continue
        for _ in range(instances(g, s)):     # each instance applies once (Svellsongur)
            for _, a in info.abilities_of(Static):
                yield s, a


def instances(g, o) -> int:
    """How many instances of its printed abilities `o` has: 1, plus one for each Equipment
    attached to it whose Effect Text is a copy of its printed text (`CardInfo.copies_printed`,
    Svellsongur: Effect Text is appended to the unit's Rules Text, 718.3 / 472.2.c; the
    Spiritforged FAQ: three of them on a unit make four instances). Each instance's passives
    apply (its valued keywords add up, 807.2) and its triggered abilities trigger on their own
    (once-per-turn limits per instance, 383.3.f)."""
    if o.zone != Zone.BOARD:
        return 1
    extra = kept(g, "instances", _extra_instances)
    return 1 + extra.count(o.id) if extra else 1


def _extra_instances(g) -> tuple:
    """The units that copy Equipment (`CardInfo.copies_printed`) are attached to, once per
    such Equipment (kept as `_statics` is: it depends on zones, cards and attachments)."""
    return tuple(x.attached_to for x in g.objs if x.attached_to != NONE
                 and x.zone == Zone.BOARD and g.pool[x.card].copies_printed)


def victory_score_now(g) -> int:
    """467.1: the points that win, raised by passives on the board or battlefields (static kind
    "victory_score_more": Aspirant's Climb); it changes as soon as such a passive stops (the
    Unleashed FAQ on Aspirant's Climb)."""
    return g.victory_score + sum(a.n for _, a in _statics(g) if a.kind == "victory_score_more")


def attached(g, o) -> list:
    """The cards attached to `o` (719) on the board."""
    return [x for x in g.board_objs() if x.attached_to == o.id]


def _applies(g, s, a: Static, o) -> bool:
    from riftsim.reference.select import matches

    if a.applies is None:
        return s.id == o.id
    from riftsim.reference.select import location_of

    # "here" of a battlefield's passive is that battlefield (053.3)
    here = s.loc if s.zone == Zone.BOARD else (
        location_of(g, s.id) if s.zone == Zone.BATTLEFIELD else -1)
    return matches(g, a.applies, o.id, s.controller, s.id, here)


def keywords(g, o, *, with_mighty: bool = True, printed: bool = True) -> dict[str, int]:
    """Current keywords of `o` with their values; `printed=False`: without its printed ones
    (an attached card's Rules Text is inactive, 718.2 / 722.2: only granted keywords work)."""
    from riftsim.reference.select import holds

    if getattr(g, "engine", "") == "core":     # a test reading a core game through this API
        return _core_keywords(g, o)
    kws = dict(g.pool[o.card].keywords) if printed else {}
    if printed and o.zone == Zone.BOARD:     # a copy of the printed text per instance: its
        n = instances(g, o)                  # valued keywords add up (807.2, 809.2, 823.2)
        if n > 1:
            kws = {kw: v * n if kw in VALUED else v for kw, v in kws.items()}
    if o.zone == Zone.BOARD:
        for x in attached(g, o):                 # Effect Text keywords (718.3, 472.2.c)
            for kw, n in g.pool[x.card].effect_keywords.items():
                _add(kws, kw, n)
    for e in g.effects:
        if e.kind == "give" and e.target == o.id and e.epoch == o.epoch:
            _add(kws, e.kw, e.n)
    if o.zone == Zone.BOARD:
        for s, a in _statics(g):
            if a.kind != "keyword" or not _applies(g, s, a, o):
                continue
            if a.per is not None:            # "[Assault] equal to the number of …": none at 0
                k = a.n * _times(g, s, a, o)
                if k > 0 and holds(g, a.condition, s.controller, s.id):
                    _add(kws, a.kw, k)
                continue
            if a.condition is not None and a.condition.name == "mighty":
                if with_mighty and mighty_base(g, s):     # 471.3 (mighty_base)
                    _add(kws, a.kw, a.n)
                continue
            if holds(g, a.condition, s.controller, s.id):
                _add(kws, a.kw, a.n)
        for s, a in _statics(g):             # "… have [kw] if they didn't already": after
            if a.kind == "keyword_unless" and a.kw not in kws and _applies(g, s, a, o) \
                    and holds(g, a.condition, s.controller, s.id):   # every other grant, and
                kws[a.kw] = max(1, a.n)       # not summed (809.2 sums grants; this one is
    return kws                                # made only to a unit without the keyword)


def _core_keywords(g, o) -> dict[str, int]:
    """The keywords of a compiled-core object the core tracks (riftsim.cards.compile.KEYWORDS), and the
    printed others."""
    from riftsim.core import KEYWORDS

    kws = {k: v for k, v in g.pool[o.card].keywords.items() if k not in KEYWORDS}
    for i, k in enumerate(KEYWORDS):
        n = g.keyword_of(o.id, i)
        if n:
            kws[k] = n
    return kws


def has(g, o, kw: str) -> bool:
    return kw in keywords(g, o)


def mighty_base(g, s) -> bool:
    """"While I'm Mighty" in the layers (471.3, Fiora, Victorious): the passives it conditions
    apply once the source's Might without them (`might(..., _base=True)`) is 5 or more; once
    applied they stay applied for this evaluation, their own Might changes (Shield) included
    (471.3: each effect is applied once). While a base Might is worked out, no such passive
    applies to anything (its keyword checks included: no circularity)."""
    if s.zone != Zone.BOARD or getattr(g, "_in_mighty_base", False):
        return False
    g._in_mighty_base = True
    try:
        return might(g, s, _base=True) >= 5
    finally:
        g._in_mighty_base = False


def might_bonus_times(g, o) -> int:
    """"Each Equipment attached to me gives double its base Might bonus" (137, 718.4; Gearhead):
    a passive "double_might_bonus" of the unit's own card (its printed ability). Doubling adds
    the value doubled (432.1), here the *base* Might Bonus, which no instance changes: each
    instance of the ability (`instances`, Svellsongur) adds the base bonus once more, so the
    Might Bonus is base x (1 + instances) (x1 without the ability)."""
    if not any(a.kind == "double_might_bonus" for _, a in g.pool[o.card].abilities_of(Static)):
        return 1
    return 1 + instances(g, o)


def might(g, o, *, _base: bool = False) -> int:
    """Current Might (may be negative; readers clamp at 0, rule 143.2.b). `_base`: without the
    passives conditioned on being Mighty (mighty_base)."""
    from riftsim.reference.select import holds

    if getattr(g, "engine", "") == "core":     # a test reading a core game through this API
        return g.might_of(o.id)
    info = g.pool[o.card]
    base = info.might
    stamp = -1
    for e in g.effects:
        if e.kind == "set_might" and e.target == o.id and e.epoch == o.epoch and e.timestamp > stamp:
            base, stamp = e.n, e.timestamp
    if o.zone != Zone.BOARD:
        return base
    kws = keywords(g, o, with_mighty=not _base)
    up = o.buff
    if o.buff > 0:                           # 703 + "buffs give an additional +n" (Stand United),
        up += o.buff * sum(e.n for e in g.effects    # each buff (Lee Sin, Ascetic's many)
                           if e.kind == "buff_bonus" and e.controller == o.controller)
    down = 0
    floored: list[tuple[int, int]] = []
    for e in g.effects:
        if e.kind == "might" and e.target == o.id and e.epoch == o.epoch:
            if e.n >= 0:
                up += e.n
            else:
                down += e.n
    bearing = attached(g, o)
    times = might_bonus_times(g, o) if bearing else 1
    for x in bearing:                            # Might Bonuses (137, 718.4, 472.3.c)
        bonus = (g.pool[x.card].might_bonus or 0) * times
        if bonus >= 0:
            up += bonus
        else:
            down += bonus
    for s, a in _statics(g):
        if a.kind == "might" and _applies(g, s, a, o):
            if a.condition is not None and a.condition.name == "mighty":
                if _base or not mighty_base(g, s):
                    continue
            elif not holds(g, a.condition, s.controller, s.id):
                continue
            n = a.n * _times(g, s, a)                # "+1 Might for each …" (Dr. Mundo)
            if a.floor is not None and n < 0:        # "… to a minimum of N": applied last
                floored.append((n, a.floor))
            elif n >= 0:
                up += n
            else:
                down += n
    if o.designation == ATTACKER:
        up += kws.get("Assault", 0)
    elif o.designation == DEFENDER:
        up += kws.get("Shield", 0)
    total = base + up + down
    for n, fl in floored:                        # 472.3.d.2.b: limited where it applies
        total = max(total + n, min(total, fl))
    return total


def _times(g, s, a: Static, o=None) -> int:
    """How many times a scaled passive applies (`per`: "for each card in your trash");
    "equipment_on": for each Equipment of the source's controller attached to `o`, the unit
    it applies to (818.3; "Your Equipment each give [Assault]")."""
    if a.per is None:
        return 1
    from riftsim.reference.select import candidates, location_of

    if a.per.kind == "equipment_on":
        return 0 if o is None else sum(
            1 for x in g.objs if x.attached_to == o.id and x.zone == Zone.BOARD
            and x.controller == s.controller and "Equipment" in g.pool[x.card].tags)

    if a.per.kind == "points":                   # "… increased by your points" (Draven)
        return g.players[s.controller].points
    if a.per.kind == "count":                    # "here": where the source is ("at my
        return len(candidates(g, a.per.sel, s.controller, s.id,   # battlefield")
                              location_of(g, s.id)))
    raise ValueError(f"unsupported passive scale {a.per.kind!r}")


def combat_might(g, o) -> int:
    """Might a unit contributes in the damage step: 0 when stunned (423.1.b), never < 0."""
    if o.stunned:
        return 0
    from riftsim.reference.select import holds

    for _, a in g.pool[o.card].abilities_of(Static):           # "I don't deal combat damage
        if a.kind == "no_combat_damage" and holds(g, a.condition, o.controller, o.id):  # unless"
            return 0
    return max(0, might(g, o))
