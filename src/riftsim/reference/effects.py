"""The effect interpreter: executes DSL ops of a resolving chain item (359.3, 406.5).

Execution is resumable: the op stack and the program counter live in the resolve task's data,
so an op that needs a decision ("you may", a destination, a card to discard) returns `None`
and is called again with the answer. Ops are registered in `OPS` by name; card-specific ops
can be added from other modules with `@op("name")`.

Targets are re-checked as the item resolves (359.3.e): a target that no longer matches its
selector, or that changed zones to or from a non-board zone, is unaffected; an instruction
whose targets are all illegal does nothing; information about an illegal target is null.
"""

from __future__ import annotations

from typing import Callable

from riftsim.actions import CHAIN_TARGET, NO, YES, ActionKind, DecisionKind, decode, encode
from riftsim.cards import dsl
from riftsim.events import EventKind
from riftsim.reference import layers, select, zones
from riftsim.reference.state import LOC_BASE, NONE, ChainItem, Effect, PendingTrigger, Zone

OPS: dict[str, Callable] = {}


def op(name: str):
    def deco(fn):
        OPS[name] = fn
        return fn
    return deco


# ---------------------------------------------------------------- driving


def _effects_of(g, item: ChainItem) -> tuple:
    from riftsim.reference import triggers
    from riftsim.reference.chain import ability_of

    if "delayed" in item.extra:
        return tuple(item.extra["delayed"])
    if item.ability == triggers.TEMPORARY:
        return (dsl.Kill(dsl.SELF),)
    if item.ability == triggers.VISION:
        return (dsl.Named("vision"),)
    if item.ability == triggers.WEAPONMASTER:
        return (dsl.Named("weaponmaster"),)
    if item.ability == triggers.QUICK_DRAW:
        return (dsl.Named("quick_draw"),)
    if item.ability == triggers.HUNT:          # 823.1.c.1: gain X XP (X noted on triggering)
        return (dsl.GainXP(int(item.extra.get("hunt", 1))),)
    ab = ability_of(g, item)
    if ab is None:
        from riftsim.reference.play import spell_as_played
        sp = spell_as_played(g, item)
        return sp.effects if sp else ()
    return getattr(ab, "effects", ())


def begin(g, t, item: ChainItem) -> None:
    """Frames are [ops, pc, target offset]. A spell whose [Repeat] costs were paid runs its
    effects once per execution, execution k reading target slots k * len(targets) + i
    (820.1.d, 820.2.a); each further execution waits in `runs` (next_run)."""
    effects = _effects_of(g, item)
    runs = 1 + int(item.extra.get("repeats", 0))
    width = int(item.extra.get("slots_per_run", 0))
    t.data["stack"] = [[effects, 0, 0]]
    t.data["runs"] = [[_run_effects(g, item, k, effects), 0, k * width]
                      for k in reversed(range(1, runs))]
    t.data["it"] = []


def _run_effects(g, item: ChainItem, run: int, effects):
    """Execution `run`'s instructions: a "Choose one" spell's mode chosen for that execution
    (820.2.a), else the same `effects` again."""
    if "run_modes" in item.extra:
        from riftsim.reference.play import spell_as_played
        return spell_as_played(g, item, run).effects
    return effects


def next_run(g, t, item: ChainItem) -> bool:
    """Start the next execution of a repeated spell (820.1.d), unless the spell has left the
    chain as it executed (banished: it does not execute again; the Las Vegas 2026 ruling on
    repeated spells). True when one started."""
    runs = t.data.get("runs")
    if not runs:
        return False
    if item.kind == "spell" and (g.objs[item.source].zone != Zone.CHAIN
                                 or item.extra.get("banished_this")):   # "Banish this"
        runs.clear()
        return False
    t.data["stack"].append(runs.pop())
    return True


def step(g, t) -> bool:
    """Run ops until done (True) or a decision is needed (False)."""
    from riftsim.reference.ops_look_and_play import REVEALS_FROM_DECK, before_reveal

    item = t.data["item"]
    stack = t.data["stack"]
    while stack or next_run(g, t, item):
        if g.is_over or item not in g.chain:
            return True
        frame = stack[-1]
        ops, pc, offset = frame[:3]
        t.data["offset"] = offset
        if len(frame) > 3:               # a frame run for one opponent ("that player"),
            t.data["that_player"] = frame[3]     # each_opponent
        else:
            t.data.pop("that_player", None)
        if pc >= len(ops):
            stack.pop()
            continue
        o = ops[pc]
        fn = OPS.get(o.name)
        if fn is None:
            raise NotImplementedError(f"op {o.name!r} has no reference implementation")
        if "reveal_hook" not in t.data and o.name in REVEALS_FROM_DECK:
            t.data["reveal_hook"] = True     # before it reveals from a deck (424; once)
            if before_reveal(g, item, o):
                return False
        r = fn(g, t, item, o)
        if r is None:
            return False
        frame[1] = pc + 1
        t.data.pop("op", None)
        t.data.pop("reveal_hook", None)
        if g.owed_burn_outs:         # 431.2.c-d: a burn out's choice and the rest of its
            return False             # action come before the next effect (game._run)
    return True


# ---------------------------------------------------------------- references and values


def _target_spec(g, item: ChainItem, i: int):
    from riftsim.reference.chain import ability_of

    ab = ability_of(g, item)
    if ab is None:
        from riftsim.reference.play import spell_as_played
        w = item.extra.get("slots_per_run", 0)
        ab = spell_as_played(g, item, i // w if w and "run_modes" in item.extra else 0)
    targets = getattr(ab, "targets", ())
    if targets and "slots_per_run" in item.extra:
        i %= len(targets)                     # a repeated execution's slots (820.2.a)
    return targets[i] if i < len(targets) else None


def legal_targets(g, item: ChainItem, i: int) -> list[int]:
    """Targets of slot `i` still legal now (359.3.e.2-359.3.e.4)."""
    if i >= len(item.targets):
        return []
    spec = _target_spec(g, item, i)
    out = []
    for c in item.targets[i]:
        if c < CHAIN_TARGET and g.objs[c].epoch != item.epochs.get(c, g.objs[c].epoch):
            continue                         # (a chain item: select.chain_item_matches)
        if spec is not None and not select.matches(g, spec.sel, c, item.controller, item.source,
                                                    _here(g, item)):
            continue
        out.append(c)
    return out


def _here(g, item: ChainItem) -> int:
    """"here": the source's current location (359.3.f.2); for battlefields, the battlefield."""
    if item.extra.get("fixed_here"):                # a delay that remembers "there"
        return item.here
    src = g.objs[item.source]
    if src.zone == Zone.BOARD:
        return src.loc
    if src.zone == Zone.BATTLEFIELD:
        return select.location_of(g, src.id)
    if item.from_hidden_bf >= 0:
        return item.from_hidden_bf + 1
    return item.here


def resolve_ref(g, t, item: ChainItem, ref: dsl.Ref | None) -> list[int]:
    if ref is None:
        return []
    k = ref.kind
    if k == "target":
        return legal_targets(g, item, ref.index + t.data.get("offset", 0))
    if k == "self":
        return [item.source]
    if k == "trigger":
        if item.trigger_obj == NONE:
            return []
        ep = item.extra.get("trigger_epoch")
        if ep is not None and g.objs[item.trigger_obj].epoch != ep:
            return []                                # 359.3.e.4: it is a new object now
        return [item.trigger_obj]
    if k == "it":
        return list(t.data.get("it", []))
    if k == "each":
        here = _here(g, item)
        if ref.at is not None:                   # "all … at <a chosen battlefield>" (355.10.b)
            at = resolve_ref(g, t, item, ref.at)
            if not at:
                return []
            here = select.location_of(g, at[0])
        return select.candidates(g, ref.sel, item.controller, item.source, here)
    raise ValueError(f"unknown reference {k!r}")


def value(g, t, item: ChainItem, v) -> int | None:
    if isinstance(v, int):
        return v
    if v.kind == "might_of":
        ids = resolve_ref(g, t, item, v.ref)
        if v.ref.kind == "self" and item.kind == "trigger" and \
                g.objs[item.source].zone != Zone.BOARD:
            return max(0, item.snapshot_might)       # left the board: last known (808.1.d.3)
        if not ids:
            if v.ref.kind == "self" and g.objs[item.source].zone != Zone.BOARD:
                return item.snapshot_might           # Deathknell: noted before leaving (808)
            return None                              # 359.3.e.12: null
        o = g.objs[ids[0]]
        return max(0, layers.might(g, o)) if o.zone == Zone.BOARD else g.pool[o.card].might
    if v.kind == "count":
        return len(select.candidates(g, v.sel, item.controller, item.source, _here(g, item)))
    if v.kind == "damage_of":                    # damage marked on it (null once it left)
        ids = resolve_ref(g, t, item, v.ref)
        return g.objs[ids[0]].damage if ids and g.objs[ids[0]].zone == Zone.BOARD else None
    if v.kind == "energy_of":                    # printed Energy cost; a token's is 0
        ids = resolve_ref(g, t, item, v.ref)
        if not ids:
            return None
        o = g.objs[ids[0]]
        # a token's cost is 0 (182.2.a.1) unless a copy effect gave it a card's (472.1.b;
        # the later edition's "tokens can have costs appended", seed 003)
        return 0 if g.pool[o.card].is_token else g.pool[o.card].energy
    if v.kind == "const":
        return v.n
    if v.kind == "excess_noted":                 # noted as "When I conquer" triggered
        return item.extra.get("excess", 0)       # (scoring.score; 460.2.c.4)
    raise ValueError(f"unknown value {v.kind!r}")


def _board_units(g, ids):
    return [g.objs[i] for i in ids if g.objs[i].zone == Zone.BOARD]


# ---------------------------------------------------------------- primitive actions


def deal_damage(g, obj_id: int, n: int, source: int = NONE, by: int = NONE,
                by_object: bool = False) -> None:
    """417: mark damage (only valid damage, >= 1, is dealt). `by`: the player responsible for
    the deal (the source's controller unless given): the damage is "their damage" (the
    Unleashed FAQ on lethal damage; ops_unl.any_damage_lethal). `by_object`: a named object
    deals it as a spell or ability instructs (417.6.b.3: Fight, "it deals damage equal to its
    Might"), so it is not damage dealt by the spell or ability (the Origins FAQ on Unyielding
    Spirit); with a `source` and without it, it is."""
    from riftsim.reference import triggers

    o = g.objs[obj_id]
    if n < 1 or o.zone != Zone.BOARD or g.pool[o.card].type != "unit":
        return
    if cant_be_damaged(g, o):                    # "I don't take damage" (460.2.c.9)
        return
    if source != NONE and not by_object and any(e.kind == "prevent_item_damage"
                                                 for e in g.effects):
        return                                   # 437.4: all prevented (Unyielding Spirit)
    n = _prevented(g, o, n)
    if n < 1:                                    # 437.4: all of it prevented: not dealt
        return
    if by == NONE and source != NONE:
        by = g.objs[source].controller
    if o.damage == 0:                            # damage gone, so are its markers
        o.damaged_by = 0
    if by != NONE:
        o.damaged_by |= 1 << by
    o.damage += n
    g.emit(EventKind.DAMAGE, o.controller, obj_id, o.loc, n)
    triggers.fire_self(g, "take_damage", obj_id)
    from riftsim.reference.ops_unl import fire_watches
    fire_watches(g, "next_damage", obj_id)       # "the next time it takes damage this turn"
    if source != NONE and not by_object and by != NONE:    # 428.5.c: a spell's or an
        g.kill_watch[o.id] = (o.epoch, by)                 # ability's damage (its player)
    for f in DAMAGE_LISTENERS:                   # "when any unit takes damage this turn"
        f(g, o, n, source)
    g.dirty = True
    g.last_damage_by = source


#: functions (g, unit) -> bool: True while the unit can't be dealt damage ("If I have moved
#: twice this turn, I don't take damage"); ops modules register them (460.2.c.9)
DAMAGE_PREVENTERS: list[Callable] = []
#: functions (g, unit, amount, source) called after a unit took damage
DAMAGE_LISTENERS: list[Callable] = []
#: functions (g, killed objects, their epochs before dying, their last-known `{id: (controller,
#: stunned)}` as they died) called once they are in the trash (kill attribution, 428.5: "when
#: you kill a unit with a spell", "when you kill a stunned enemy unit")
KILL_LISTENERS: list[Callable] = []


def cant_be_damaged(g, o) -> bool:
    return any(f(g, o) for f in DAMAGE_PREVENTERS)


#: the Prevent Value of a "prevent the next damage" effect (`dsl.PreventNext`) while it waits:
#: "All" (437.1.b.1.b), so no amount of damage is lethal to the unit (437.5.b)
PREVENT_ALL = 999
#: effect kinds that prevent damage (437): a Prevent Value, and all of the next damage
PREVENT_KINDS = ("prevent", "prevent_next")


def prevent_left(g, o) -> int:
    """Total Prevent Value tracked on `o` (437; counts toward lethal, 437.5.a)."""
    return sum(e.n for e in g.effects
               if e.kind in PREVENT_KINDS and e.target == o.id and e.epoch == o.epoch)


def _prevented(g, o, n: int) -> int:
    """437.2-437.3: reduce damage by the tracked Prevent Values, oldest first; a "prevent the
    next damage" effect takes all that is left of it and ends (437.1.b.2)."""
    for e in sorted((e for e in g.effects if e.kind in PREVENT_KINDS and e.target == o.id
                     and e.epoch == o.epoch and e.n > 0), key=lambda e: e.timestamp):
        if e.kind == "prevent_next":
            e.n = 0
            n = 0
            break
        cut = min(e.n, n)
        e.n -= cut
        n -= cut
        if n <= 0:
            break
    g.effects = [e for e in g.effects if not (e.kind in PREVENT_KINDS and e.n <= 0)]
    return n


#: replacement effects on dying ("the next time it would die … instead", 367-375): functions
#: (g, obj, answers) -> bool, True when one replaced that object's death; ops modules register
#: them. `answers` holds the decisions `kill_deciding` asked for (None: none were asked)
DEATH_REPLACEMENTS: list[Callable] = []
#: the decisions those replacements need (373: which of several units dying at once a
#: replacement applies to; "you may pay … instead"): functions (g, dying objects, answers) ->
#: (key, player, DecisionKind, options, source) of the next question not answered yet, or None
DEATH_QUESTIONS: list[Callable] = []
#: replacement effects applied in one sequence to every death of a kill they qualify for
#: (373.2): functions (g, dying objects, answers, first) -> ids saved; `first`: before the
#: others (DEATH_REPLACEMENTS), else after them (as their controller ordered it)
DEATH_SEQUENCES: list[Callable] = []


#: ability index of a reflexive trigger made by an effect (387); its effects ride in `extra`
REFLEXIVE = -10


def expire_kill_watch(g) -> None:
    """A reflexive "if this kills it" watch lasts until the cleanup after the effect (428.5.c)."""
    if g.delayed:
        g.delayed = [d for d in g.delayed if d["event"] not in ("killed", "spell_kill")]
    g.kill_watch.clear()                     # 428.5.c: "immediately prior to that Cleanup"


def choose_move_destinations(g, t, item: ChainItem, effects, player: int):
    """355.4 / 402.1: as a spell or ability is put on the chain, choose the destination of
    each move it makes to an unnamed destination ("Move an enemy unit", Charm): a location
    other than the unit's own where it may be (355.4.a). True when done, None while waiting."""
    dests = item.extra.setdefault("dests", {})
    runs = 1 + int(item.extra.get("repeats", 0))         # [Repeat]: each execution's own,
    width = int(item.extra.get("slots_per_run", 0))     # keyed by its slot (820.2.a)
    for run in range(runs):
        for op_ in _walk(_run_effects(g, item, run, effects) if run else effects):
            if op_.name != "move" or op_.dest not in CHOSEN_DESTS \
                    or op_.to is None or op_.to.kind != "target":
                continue
            slot = run * width + op_.to.index
            if slot in dests:
                continue
            units = [g.objs[c] for c in (item.targets[slot] if slot < len(item.targets)
                                         else [])]
            common = None
            for u in units:
                ds = set(move_destinations(g, u, op_.dest))
                common = ds if common is None else common & ds
            if not common:
                continue
            a = g.choose(t, DecisionKind.DESTINATION, player,
                         [encode(ActionKind.LOCATION, d) for d in sorted(common)], item.source)
            if a is None:
                return None
            dests[slot] = decode(a)[1]
    return True


#: the move destinations chosen as a spell or ability is put on the chain (355.4)
CHOSEN_DESTS = ("choose", "to_or_from_base", "with_own_unit")


def move_destinations(g, u, dest: str) -> list[int]:
    """355.4.a: where an effect may move `u`; "to_or_from_base" ("Move a friendly unit to or
    from its base", Unforgiven): from base to a battlefield, from a battlefield to base;
    "open_bf" ("to an open battlefield", Bard, Mercurial): an open battlefield (169.10.c)."""
    from riftsim.reference import movement

    ds = movement.effect_destinations(g, u)
    if dest == "to_or_from_base":
        ds = [d for d in ds if (d == LOC_BASE) != (u.loc == LOC_BASE)]
    elif dest == "open_bf":                  # "to an open battlefield": unoccupied and
        ds = [d for d in ds if d > LOC_BASE and g.bfs[d - 1].controller == NONE   # uncontrolled
              and not g.units_at(d)]                                            # (169.10.c)
    elif dest == "with_own_unit":            # "to a location where there's a unit with the
        ds = [d for d in ds if g.units_at(d, u.controller)]   # same controller" (Temptation)
    return ds


_walk = dsl.walk_ops


def kill_deciding(g, t, ids: list[int], st: dict) -> bool | None:
    """`kill` after asking the decisions its replacement effects need (373: the controller of
    a replacement chooses which of several simultaneous deaths it applies to; an optional cost
    "you may pay … instead" is decided as it would apply, 370). True when done, None while
    waiting; `st` (the caller's task data) keeps the units and the answers."""
    if "kill_ids" not in st:
        st["kill_ids"] = list(ids)
        st["kill_answers"] = {}
    answers = st["kill_answers"]
    while True:
        objs = [g.objs[i] for i in st["kill_ids"] if g.objs[i].zone == Zone.BOARD]
        q = None
        for f in DEATH_QUESTIONS:
            q = f(g, objs, answers)
            if q is not None:
                break
        if q is None:
            break
        key, player, kind, options, source = q
        a = g.choose(t, kind, player, options, source)
        if a is None:
            return None
        answers[key] = a
    ids = st.pop("kill_ids")
    kill(g, ids, st.pop("kill_answers"))
    return True


def kill(g, ids: list[int], answers: dict | None = None) -> None:
    """428: killed permanents go to their owners' trashes; Deathknell first (808.1.d.2)."""
    from riftsim.reference import triggers

    objs = [g.objs[i] for i in ids if g.objs[i].zone == Zone.BOARD]
    for first in (True, False):              # 373.2: one sequence each, before or after
        for f in DEATH_SEQUENCES:            # the others
            saved = f(g, objs, answers, first)
            objs = [o for o in objs if o.id not in saved]
        if first:
            objs = [o for o in objs
                    if not any(r(g, o, answers) for r in DEATH_REPLACEMENTS)]   # 369
    if not objs:
        return
    for team in {g.team[o.controller] for o in objs}:   # 383.1.b: "the first time a friendly
        g.turn_flags[("died_before", team)] = (g.turn, sum(     # unit dies each turn": the
            p.units_died for p in g.players if g.team[p.index] == team))   # side's (740.1; a
                                                     # player's own without teams, 478.2)
    epochs = {o.id: o.epoch for o in objs}
    from riftsim.reference.ops_ogn import deathknell_extra
    for o in objs:
        triggers.fire_self(g, "dies", o.id)
        for _ in range(deathknell_extra(g, o)):      # "your Deathknell effects trigger an
            triggers.fire_self(g, "dies", o.id)      # additional time" (Karthus, Eternal)
    dying = {o.id for o in objs}
    controllers = {}
    buffed = {o.id for o in objs if o.buff > 0}     # as they died (last known, Vanguard Helm)
    last = {o.id: (o.controller, o.stunned) for o in objs}   # as they died (Solari Shrine)
    for o in objs:
        controllers[o.id] = o.controller
        if g.pool[o.card].type == "unit":
            g.players[o.controller].units_died += 1
        zones.move_to(g, o, Zone.TRASH)
        g.emit(EventKind.DIE, controllers[o.id], o.id)
    for oid in sorted(dying):                # 387: "if this kills it, do this: …"
        for d in [d for d in g.delayed if d["event"] == "killed" and d["obj"] == oid
                  and d["epoch"] == epochs[oid]]:
            g.delayed.remove(d)
            g.triggered.append(PendingTrigger(d["controller"], d["source"], REFLEXIVE,
                                              oid, extra={"delayed": d["effects"]}))
    for f in KILL_LISTENERS:                 # 428.5: who killed them
        f(g, objs, epochs, last)
    for oid in sorted(dying):                # 383.2.c.2: the dead don't see each other die
        if g.pool[g.objs[oid].card].type != "unit":
            continue
        for s in g.objs:
            if s.zone == Zone.BOARD and g.friends(s.controller, controllers[oid]) and \
                    s.id not in dying:                   # 740.1: a teammate's unit is friendly
                triggers.fire_self(g, "friendly_dies", s.id, trigger_obj=oid)
                if oid in buffed:                # "when a buffed friendly unit dies"
                    triggers.fire_self(g, "friendly_buffed_dies", s.id, trigger_obj=oid)
                if s.controller == controllers[oid]:   # "when another unit you control
                    triggers.fire_self(g, "yours_dies", s.id, trigger_obj=oid)   # dies" (484.8.c)
    for pl in range(len(g.players)):         # "when one or more enemy units die": once for
        if any(g.pool[g.objs[oid].card].type == "unit" and       # these deaths
               g.is_opponent(controllers[oid], pl) for oid in dying):
            triggers.fire_player(g, "enemy_units_die", pl)


def add_effect(g, kind: str, target: int, n: int = 0, kw: str | None = None,
               duration: str = "turn", controller: int = NONE) -> None:
    o = g.objs[target]
    g.effects.append(Effect(kind, target, o.epoch, n, kw, duration, g.next_timestamp(),
                            controller))
    g.dirty = True


def buff(g, obj_id: int) -> bool:
    """426 / 702.3: place a buff unless the unit already has one; a unit that "can have any
    number of buffs" (static kind "many_buffs", Lee Sin, Ascetic) gets one more."""
    o = g.objs[obj_id]
    if o.zone != Zone.BOARD or (o.buff > 0 and not any(
            a.kind == "many_buffs" for _, a in g.pool[o.card].abilities_of(dsl.Static))):
        return False
    o.buff += 1
    g.emit(EventKind.BUFF, o.controller, obj_id)
    g.dirty = True
    return True


def recall(g, obj_id: int) -> None:
    """449-453: to its controller's base; not a move; state unchanged."""
    o = g.objs[obj_id]
    if o.zone != Zone.BOARD or o.loc == LOC_BASE:
        return
    o.loc = LOC_BASE
    o.designation = 0
    from riftsim.reference.movement import carry_attached
    carry_attached(g, o)                     # 719.3: attached cards come along
    g.emit(EventKind.RECALL, o.controller, obj_id, LOC_BASE)
    g.dirty = True


# ---------------------------------------------------------------- ops


@op("deal")
def _deal(g, t, item, o):
    n = value(g, t, item, o.n)
    ids = resolve_ref(g, t, item, o.to)
    if n is None or not ids:
        return True
    for i in ids:
        before = g.objs[i].damage
        deal_damage(g, i, n + bonus_damage(g, item, i) if n >= 1 else n, item.source)
        if o.then and g.objs[i].damage > before:
            # 387 / 428.5.c: "if this kills it, do this: …" goes on the chain if the unit
            # dies from this damage, in the cleanup right after this resolves
            g.delayed.append({"event": "killed", "obj": i, "epoch": g.objs[i].epoch,
                              "controller": item.controller, "source": item.source,
                              "effects": tuple(o.then)})
    t.data["it"] = ids
    return True


def bonus_damage(g, item: ChainItem, obj_id: int) -> int:
    """712-715: Bonus Damage a spell or ability's Deal gets against unit `obj_id`: the sum of
    passives "your spells and abilities deal n Bonus Damage" (kw "yours", Annie, Fiery) and
    "… deal n Bonus Damage to units here" (`applies`, Void Gate). Never negative (714.2)."""
    total = 0
    for s, a in layers._statics(g):
        if a.kind != "bonus_damage" or not select.holds(g, a.condition, s.controller, s.id):
            continue
        ctl = s.controller
        if s.zone == Zone.BATTLEFIELD:
            ctl = next((bf.controller for bf in g.bfs if bf.obj == s.id), NONE)
        if a.kw == "yours" and ctl != item.controller:
            continue
        if a.applies is not None and not select.matches(
                g, a.applies, obj_id, ctl, s.id, select.location_of(g, s.id)):
            continue
        total += a.n
    total += int(item.extra.get("spell_bonus", 0))   # "the next spell you play … deals n"
    return max(0, total)


@op("kill")
def _kill(g, t, item, o):
    st = t.data.setdefault("op", {})
    if "ids" not in st:
        st["ids"] = ids = resolve_ref(g, t, item, o.to)
        t.data["it_ctl"] = {i: g.objs[i].controller for i in ids}
    if kill_deciding(g, t, st["ids"], st) is None:     # 373: a replacement's decision
        return None
    t.data["it"] = st["ids"]
    return True


@op("draw")
def _draw(g, t, item, o):
    n = value(g, t, item, o.n) or 0
    if o.who == "opponent":
        opp = an_opponent(g, t, item)
        if opp is None:
            return None
        who = [opp]
    else:
        who = [item.controller] if o.who == "you" else players_of_each(g, t, item)
    if o.who == "controller_of":             # "its controller draws n" (looked back at)
        ctl = t.data.get("it_ctl", {})
        who = []
        for i in resolve_ref(g, t, item, o.to):
            c = ctl.get(i, g.objs[i].controller if g.objs[i].zone == Zone.BOARD else NONE)
            if c != NONE:
                who.append(c)
    for p in who:
        zones.draw(g, p, n)
    return True


@op("discard")
def _discard(g, t, item, o):
    """422: the player chooses which card(s) to discard, one at a time. who="choose": the
    controller first chooses the player who discards (a CHOOSE_PLAYER decision)."""
    n = value(g, t, item, o.n) or 0
    done = t.data.setdefault("op", {"left": n, "cards": []})
    if o.who == "choose" and "who" not in done:
        opts = [encode(ActionKind.INDEX, q) for q in g.players_from(0)]
        a = g.choose(t, DecisionKind.CHOOSE_PLAYER, item.controller, opts, item.source)
        if a is None:
            return None
        done["who"] = decode(a)[1]
    who = done.get("who", item.controller)
    p = g.players[who]
    while done["left"] > 0 and p.hand:
        opts = [encode(ActionKind.SELECT, c) for c in p.hand]
        a = g.choose(t, DecisionKind.CHOOSE_CARD, who, opts, item.source)
        if a is None:
            return None
        zones.discard(g, who, decode(a)[1], first=not done["cards"])
        done["cards"].append(decode(a)[1])
        done["left"] -= 1
    t.data["it"] = list(done["cards"])       # "its Energy cost": the discarded card
    return True


@op("discard_hand")
def _discard_hand(g, t, item, o):
    """422: each player discards their whole hand (dsl.DiscardHand), from the turn player on,
    each hand in its order; no choice is made."""
    for p in g.players_from(g.turn_player):
        for k, c in enumerate(list(g.players[p].hand)):
            zones.discard(g, p, c, first=k == 0)
    return True


@op("buff")
def _buff(g, t, item, o):
    from riftsim.reference import triggers

    ids = resolve_ref(g, t, item, o.to)
    t.data["it"] = [i for i in ids if buff(g, i)]
    for i in t.data["it"]:                   # "When you buff a friendly unit" (426; a
        if g.friends(g.objs[i].controller, item.controller):    # teammate's too, 740.1)
            triggers.fire_player(g, "you_buff", item.controller, trigger_obj=i)
    return True


def stun(g, obj_id: int, by: int) -> None:
    """423: stun a unit that isn't stunned; "when you stun …" triggers for `by`."""
    from riftsim.reference import triggers

    u = g.objs[obj_id]
    u.stunned = True
    g.emit(EventKind.STUN, u.controller, u.id)
    triggers.fire_player(g, "you_stun", by, trigger_obj=u.id, event_loc=u.loc,
                         trigger_epoch=u.epoch)


def fire_stunned_enemies(g, units, by: int) -> None:
    """"When you stun one or more enemy units": once per instruction whose stuns (`units`, 423)
    include a unit an opponent of `by` controls, after its "when you stun" triggers."""
    from riftsim.reference import triggers

    if any(g.is_opponent(u.controller, by) for u in units):
        triggers.fire_player(g, "you_stun_enemies", by)


@op("stun")
def _stun(g, t, item, o):
    stunned = []
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        if not u.stunned:                      # 423.1.a.1
            stun(g, u.id, item.controller)
            stunned.append(u)
    fire_stunned_enemies(g, stunned, item.controller)
    g.dirty = True
    return True


@op("ready")
def _ready(g, t, item, o):
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone in (Zone.BOARD, Zone.RUNES, Zone.LEGEND) and x.exhausted:
            from riftsim.reference.ops_ogn import cant_be_readied
            if cant_be_readied(g, x):                # Mageseeker Warden
                continue
            x.exhausted = False
            g.emit(EventKind.READY, x.controller, i)
            if x.zone == Zone.BOARD and g.friends(x.controller, item.controller) and \
                    g.pool[x.card].type == "unit":       # "when you ready a friendly unit"
                # (a teammate's too, 740.1)
                from riftsim.reference import triggers
                triggers.fire_player(g, "you_ready_unit", item.controller, trigger_obj=i)
            if x.controller == item.controller:      # "when you ready me" (415.1.b: only
                from riftsim.reference import triggers   # an exhausted one is readied)
                triggers.fire_self(g, "readied_self", i)
    g.dirty = True
    return True


@op("exhaust")
def _exhaust(g, t, item, o):
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone in (Zone.BOARD, Zone.RUNES, Zone.LEGEND) and not x.exhausted:
            x.exhausted = True
            g.emit(EventKind.EXHAUST, x.controller, i)
    g.dirty = True
    return True


@op("heal")
def _heal(g, t, item, o):
    for u in _board_units(g, resolve_ref(g, t, item, o.to)):
        if u.damage:
            u.damage = 0
            g.emit(EventKind.HEAL, u.controller, u.id)
    return True


@op("might")
def _might(g, t, item, o):
    n = value(g, t, item, o.n)
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    if n is None:
        return True
    if n < 0 and o.to is not None and o.to.kind == "target":   # -Might to a unit it chooses
        from riftsim.reference.ops_ven import more_minus_might    # (Mel, Newly Awakened)
        n -= more_minus_might(g, item.controller)
    for i in ids:
        k = n
        if o.floor is not None and n < 0:    # 472.3.b: limited now, remembered at that level
            k = max(n, min(0, o.floor - layers.might(g, g.objs[i])))
        if k:
            add_effect(g, "might", i, k, duration=o.duration, controller=item.controller)
    t.data["it"] = ids
    return True


@op("give")
def _give(g, t, item, o):
    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    for i in ids:
        add_effect(g, "give", i, o.n if isinstance(o.n, int) else 0, kw=o.kw,
                   duration=o.duration, controller=item.controller)
    t.data["it"] = ids
    return True


@op("recall")
def _recall(g, t, item, o):
    for i in resolve_ref(g, t, item, o.to):
        recall(g, i)
    return True


@op("move")
def _move(g, t, item, o):
    from riftsim.reference import movement

    ids = [u.id for u in _board_units(g, resolve_ref(g, t, item, o.to))]
    if not ids:
        return True
    u = g.objs[ids[0]]
    if o.dest == "base":
        dest = LOC_BASE
    elif o.dest == "here":
        dest = _here(g, item)
    elif o.dest.startswith("target:"):           # to the battlefield chosen in a target slot
        bfs = legal_targets(g, item, int(o.dest.split(":")[1]))
        if not bfs:
            return True
        dest = select.location_of(g, bfs[0])
    elif o.to.kind == "target" and t.data.get("offset", 0) + o.to.index in \
            item.extra.get("dests", {}):             # 355.4: chosen as it was put on the
        dest = item.extra["dests"][t.data.get("offset", 0) + o.to.index]   # chain (this
                                                     # execution's, 820.2.a)
    else:
        opts = [encode(ActionKind.LOCATION, d) for d in move_destinations(g, u, o.dest)]
        if not opts:
            return True
        a = g.choose(t, DecisionKind.DESTINATION, item.controller, opts, item.source)
        if a is None:
            return None
        dest = decode(a)[1]
    before = {i: g.objs[i].loc for i in ids}
    movement.move_units(g, ids, dest, item.controller)
    # IT: the units that moved (a blocked move, or a recall instead (442.2.c), is no move)
    t.data["it"] = [i for i in ids if g.objs[i].loc == dest != before[i]]
    return True


@op("return_to_hand")
def _return(g, t, item, o):
    done = []
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone in (Zone.BOARD, Zone.TRASH, Zone.FACEDOWN):   # a facedown card: its owner's
            zones.return_to_hand(g, x)                          # hand (Pack of Wonders errata)
            done.append(i)
    t.data["it"] = done                      # IT: the cards returned ("its owner channels")
    return True


@op("banish")
def _banish(g, t, item, o):
    """427. A trigger's "banish me" after its source left the board (a Deathknell's, 808.1.d)
    finds it in the trash only. Each card notes the object whose ability banished it (427.3:
    "banished with this"): an Equipment's Effect Text's is that Equipment (718.3)."""
    done = []
    by = item.extra["granted"][2] if "granted" in item.extra else item.source
    for i in resolve_ref(g, t, item, o.to):
        x = g.objs[i]
        if x.zone in (Zone.BANISHMENT, Zone.REMOVED, Zone.NONE):
            continue
        if o.to.kind == "self" and item.kind == "trigger" and \
                x.zone not in (Zone.BOARD, Zone.TRASH):
            continue
        zones.banish(g, x, by=item.controller)
        if x.zone == Zone.BANISHMENT:
            x.banished_with = (by, g.objs[by].epoch)
        done.append(i)
    t.data["it"] = done
    return True


@op("channel")
def _channel(g, t, item, o):
    n = value(g, t, item, o.n) or 0
    if o.who == "each":                      # "each player channels n", in turn order
        for p in players_of_each(g, t, item):
            zones.channel(g, p, n, exhausted=not o.ready)
        return True
    if o.who == "owner_of":                  # "its owner channels n": the owner of each card
        for i in resolve_ref(g, t, item, o.to):   # IT names (a card's owner never changes)
            zones.channel(g, g.objs[i].owner, n, exhausted=not o.ready)
        return True
    got = zones.channel(g, item.controller, n, exhausted=not o.ready)
    t.data["channeled"] = got
    if got < n and o.otherwise:              # 430.4: "If you couldn't channel n, …"
        _run_nested(t, o.otherwise)
    return True


@op("add_energy")
def _add_energy(g, t, item, o):
    n = value(g, t, item, o.n) or 0
    g.players[item.controller].energy += n
    g.emit(EventKind.ADD, item.controller, value=n)
    return True


@op("add_power")
def _add_power(g, t, item, o):
    n = value(g, t, item, o.n) or 0
    p = g.players[item.controller]
    p.power[o.kw] = p.power.get(o.kw, 0) + n
    return True


@op("token")
def _token(g, t, item, o):
    """Play unit or gear tokens (176-184) at base, "here", "there" or a chosen location;
    "choose_each": a location chosen for each token. who="opponent": the opponent plays them."""
    from riftsim.reference import movement, triggers

    info = g.pool.by_name(o.card)
    ctl = an_opponent(g, t, item) if o.who == "opponent" else item.controller
    if ctl is None:
        return None
    each = o.dest == "choose_each" and info.type == "unit"
    loc = LOC_BASE if o.dest in ("base", "choose_each") else _here(g, item)
    if o.dest == "there":                    # "… there": where the trigger event happened
        loc = select.location_of(g, item.trigger_obj) if item.trigger_obj != NONE else NONE
    st = t.data.setdefault("op", {})
    made = st.setdefault("made", [])
    total = st.setdefault("n", value(g, t, item, o.n) or 0)
    while len(made) < total:
        if (o.dest == "choose" and info.type == "unit") or each:
            # 182.1.a / 355.2.a: a token unit is played to your base or a battlefield you
            # control; "choose_each": chosen again for each token
            if "loc" not in st:
                locs = [LOC_BASE] + [bf.index + 1 for bf in g.bfs if bf.controller == ctl
                                     and not (len(g.players) > 2 and     # 457.2
                                              movement.closed_to(g, ctl, bf.index + 1))]
                if item.from_hidden_bf >= 0:      # 811.1.d.3: a hidden card's play effect
                    locs = [item.from_hidden_bf + 1]
                from riftsim.reference.ops_ogn import only_base
                opts = [encode(ActionKind.LOCATION, x) for x in only_base(g, ctl, locs)]
                if not opts:                      # nowhere it may be played (Mageseeker
                    break                         # Warden)
                a = g.choose(t, DecisionKind.PLAY_LOCATION, ctl, opts, item.source)
                if a is None:
                    return None
                st["loc"] = decode(a)[1]
            loc = st["loc"]
        if loc < 0:
            loc = LOC_BASE
        from riftsim.reference.ops_ogn import units_only_to_base
        if info.type == "unit" and loc != LOC_BASE and units_only_to_base(g, ctl):
            break                                # can't be played there (Mageseeker Warden)
        accel = False
        if info.type == "unit":                  # a granted Accelerate (Rek'Sai)
            from riftsim.reference.ops_sfd import token_accelerate
            accel = token_accelerate(g, t, item, st, info)
            if accel is None:
                return None
        x = g.new_obj(info.index, ctl, Zone.NONE, token=True)
        at = loc if info.type == "unit" else LOC_BASE
        if len(g.players) > 2 and at > LOC_BASE:
            at = zones.ffa_entry(g, x, at)           # 457.2.a
        x.zone = Zone.BOARD
        x.loc = at
        x.exhausted = (not o.ready and info.type == "unit") or o.kw == "exhausted"
        if x.exhausted and o.kw != "exhausted" and info.type == "unit":
            from riftsim.reference.play import enters_ready
            x.exhausted = not enters_ready(g, x)     # tokens are played too (350.2)
        if accel and o.kw != "exhausted":        # 805.1.a: it enters ready
            x.exhausted = False
        if info.type == "unit":                  # "the next unit you play … enters ready"
            from riftsim.reference.play import take_next_unit_ready
            if take_next_unit_ready(g, ctl) and o.kw != "exhausted":
                x.exhausted = False
        st.pop("accel", None)
        if each:
            st.pop("loc", None)
        g.emit(EventKind.TOKEN, ctl, x.id, x.loc)
        made.append(x.id)
        if x.loc > LOC_BASE:
            movement.contest(g, x.loc - 1, ctl)
        triggers.fire_played(g, x.id, ctl)
    t.data["it"] = made
    g.dirty = True
    return True


@op("counter")
def _counter(g, t, item, o):
    from riftsim.reference import chain

    from riftsim.reference.ops_ven import cant_be_countered

    for i in resolve_ref(g, t, item, o.to):
        if i >= CHAIN_TARGET:                # a chain item chosen as such (355.9.a.2): a
            it = g.chain[i - CHAIN_TARGET]   # spell, or an ability, which leaves the chain
            if it is not item and not cant_be_countered(g, it.controller):   # unresolved (425.1.a)
                chain.counter(g, it)
            continue
        for it in list(g.chain):
            if it.source == i and it is not item and not cant_be_countered(g, it.controller):
                chain.counter(g, it)
    return True


@op("gain_points")
def _gain_points(g, t, item, o):
    who = an_opponent(g, t, item) if o.who == "opponent" else item.controller
    if who is None:                          # "choose an opponent. They score 1"
        return None
    g.gain_points(who, value(g, t, item, o.n) or 0)
    return True


def _yes(a):
    return None if a is None else a == YES


@op("may")
def _may(g, t, item, o):
    if o.who == "opponent" and len(g.players) > 2 and "that_player" not in t.data:
        # "each opponent may …" (Card Sharp): each asked in turn, then `then` for each yes
        return each_opponent(g, t, item, lambda q: _yes(g.choose(
            t, DecisionKind.MAY, q, [YES, NO], item.source)), o.then)
    who = an_opponent(g, t, item) if o.who == "opponent" else item.controller
    a = g.choose(t, DecisionKind.MAY, who, [YES, NO], item.source)
    if a is None:
        return None
    if a == YES:
        _run_nested(t, o.then)
    return True


@op("if")
def _if(g, t, item, o):
    ok = select.holds(g, o.cond, item.controller, item.source)
    _run_nested(t, o.then if ok else o.otherwise)
    return True


def _run_nested(t, ops: tuple, that_player: int | None = None) -> None:
    """Schedule `ops` to run right after the current op; `step` advances the current frame's
    counter when the op returns, so the child frame starts at 0 on top of it. `that_player`:
    the opponent the ops are run for (each_opponent)."""
    if ops:
        stack = t.data["stack"]
        frame = [tuple(ops), 0, stack[-1][2]]
        if that_player is not None:
            frame.append(that_player)
        stack.append(frame)


def an_opponent(g, t, item) -> int | None:
    """"An opponent" / "choose an opponent" (478.2.b): the only opponent, or, with several,
    the one the item's controller chooses (a CHOOSE_PLAYER decision kept in the op's state);
    inside ops run for one opponent (each_opponent) that opponent. None: waiting."""
    that = t.data.get("that_player")
    if that is not None:
        return that
    if len(g.players) == 2:
        return g.opponent(item.controller)
    st = t.data.setdefault("op", {})
    if "opponent" not in st:
        opts = [encode(ActionKind.INDEX, q) for q in g.opponents_of(item.controller)]
        a = g.choose(t, DecisionKind.CHOOSE_PLAYER, item.controller, opts, item.source)
        if a is None:
            return None
        st["opponent"] = decode(a)[1]
    return st["opponent"]


def each_opponent(g, t, item, ask, then, otherwise=(), players=None) -> bool | None:
    """"Each opponent chooses / may …" with several opponents (478.2.b): `ask(q)` asks
    opponent q (a decision answer, None while waiting), each in turn order from the
    controller's next player; once all have answered, `then` runs for each opponent whose
    answer was True (`otherwise` for the others), in turn order, with that opponent as "that
    player" (an_opponent; "each" = you and that player, players_of_each). `players`: who is
    asked instead of the opponents ("each other player": a teammate too)."""
    st = t.data.setdefault("op", {})
    answers = st.setdefault("answers", [])
    opps = g.opponents_of(item.controller) if players is None else players
    while len(answers) < len(opps):
        a = ask(opps[len(answers)])
        if a is None:
            return None
        answers.append(bool(a))
    for q, yes in reversed(list(zip(opps, answers))):     # the stack runs the first on top
        _run_nested(t, then if yes else otherwise, q)
    return True


def players_of_each(g, t, item) -> list[int]:
    """"Each player" in turn order from the turn player; inside ops run for one opponent
    (each_opponent: "you and that player each …"), the controller and that player."""
    that = t.data.get("that_player")
    if that is not None:
        return [p for p in g.players_from(g.turn_player) if p in (item.controller, that)]
    return g.players_from(g.turn_player)


@op("vision")
def _vision(g, t, item, o):
    """817: look at the top card of your main deck (Nocturne's offer as he is looked at,
    ops_look_and_play.look_hook); you may recycle it."""
    from riftsim.reference.ops_look_and_play import look_hook

    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    top = st.setdefault("top", p.deck[:1])
    if look_hook(g, t, st.setdefault("hook", {}), top, item.controller) is None:
        return None
    if not top or g.objs[top[0]].zone != Zone.DECK:
        return True
    a = g.choose(t, DecisionKind.MAY, item.controller, [YES, NO], item.source)
    if a is None:
        return None
    if a == YES:
        zones.recycle_many(g, top)
    return True


def _load_op_modules() -> None:
    """Register card-specific ops kept in `riftsim/reference/ops_*.py` modules."""
    import importlib
    import pkgutil

    import riftsim.reference as pkg

    for m in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if m.name.startswith("ops_"):
            importlib.import_module(f"riftsim.reference.{m.name}")


_load_op_modules()
