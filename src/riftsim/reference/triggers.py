"""Triggered abilities (rules 382-392): detect conditions and queue pending triggers.

Triggers whose condition is met are collected in `g.triggered`; the game loop puts them on the
chain (turn player first, each player ordering their own, 383.3.d). Keyword triggers built
into the rules have negative ability indices: `TEMPORARY` (816) and `VISION` (817).
"""

from __future__ import annotations

from riftsim.actions import CHAIN_TARGET
from riftsim.cards.dsl import Triggered
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim.reference.state import LOC_NONE, NONE, PendingTrigger, Zone

TEMPORARY = -2
VISION = -3
WEAPONMASTER = -4      # 821: "When you play me, you may [Equip] one of your Equipment to me"
QUICK_DRAW = -5        # 819: "When you play this, attach it to a unit you control"
HUNT = -6              # 823: "When I conquer or hold, my controller gains X XP"
#: a triggered ability of an attached Equipment's Effect Text, now its unit's (718.3): the
#: chain item's source is the unit; `extra["granted"]` = (card index, Effect Text index,
#: the Equipment's object id)
EFFECT_TEXT = -7

#: zones whose objects' triggered abilities are active (384.1)
ACTIVE_ZONES = (Zone.BOARD, Zone.LEGEND, Zone.BATTLEFIELD)


def _abilities(g, o, event: str):
    """(index, ability, instance) of `o`'s triggered abilities that `event` triggers: once for
    each instance of its printed text (`layers.instances`: a copy of it in an attached
    Svellsongur's Effect Text triggers on its own, 718.3; the Spiritforged FAQ)."""
    if o.attached_to != NONE and o.zone == Zone.BOARD:
        return                                   # 718.2: an attached card's Rules Text
    info = g.pool[o.card]                        # is inactive
    events = _self_events(g, o, event)
    n = layers.instances(g, o)
    for i, a in info.abilities_of(Triggered):
        if a.on in events:
            for k in range(n):
                yield i, a, k


def hold_conquer_both(g, o) -> bool:
    """An Equipment attached to `o` says in its Effect Text "My hold effects are also conquer
    effects, and vice versa" (Static "hold_conquer_both"; 718.3, 383.4.c-d)."""
    from riftsim.cards.dsl import Static

    return o.zone == Zone.BOARD and any(
        x.attached_to == o.id and x.zone == Zone.BOARD and any(
            isinstance(a, Static) and a.kind == "hold_conquer_both"
            for a in g.pool[x.card].effect_text) for x in g.objs)


def _self_events(g, o, event: str) -> tuple:
    """The trigger events an event of `o` fires: a conquer also fires its hold effects and a
    hold its conquer effects while `hold_conquer_both` (Skyfall of Areion)."""
    if event in ("conquer", "hold") and hold_conquer_both(g, o):
        return ("conquer", "hold")
    return (event,)


def _effect_text(g, o, event: str):
    """(card, index, ability, Equipment id) of the Effect Text triggers of the Equipment attached to `o`
    (718.3, 719.1): they are `o`'s abilities while attached, so "When I die" (Deathknell, 808)
    triggers before `o` leaves the board and its Equipment detach (719.5)."""
    if o.zone != Zone.BOARD:
        return
    events = _self_events(g, o, event)
    for x in g.objs:
        if x.attached_to == o.id and x.zone == Zone.BOARD:
            for j, a in enumerate(g.pool[x.card].effect_text):
                if isinstance(a, Triggered) and a.on in events:
                    yield x.card, j, a, x.id


def _queue(g, o, i: int, a: Triggered | None, controller: int, trigger_obj: int = NONE,
           here: int = LOC_NONE, instance: int = 0, **extra) -> None:
    """`instance` > 0: a copy of the ability in an attached Svellsongur's Effect Text, with
    its own once-per-turn limit (383.3.f) and "not chosen this turn" record (the Spiritforged
    FAQ on Aphelios; kept in `extra["instance"]`, chain.choose_trigger_mode)."""
    from riftsim.reference.select import holds

    if instance:
        extra["instance"] = instance
    if a is not None:
        if a.condition is not None and not holds(g, a.condition, controller, o.id, trigger_obj):
            return                                             # 383.3.e
        if a.once_per_turn:
            key = ("once", o.id, o.epoch, extra.get("granted", i))
            if instance:
                key += (instance,)
            if g.turn_flags.get(key) == g.turn:
                return
            g.turn_flags[key] = g.turn
    g.triggered.append(PendingTrigger(controller, o.id, i, trigger_obj, here,
                                      layers.might(g, o) if o.zone == Zone.BOARD else 0, extra))


def fire_self(g, event: str, obj_id: int, *, controller: int | None = None,
              trigger_obj: int = NONE, here: int | None = None, **extra) -> None:
    """A "When I …" event of object `obj_id` itself."""
    o = g.objs[obj_id]
    ctl = o.controller if controller is None else controller
    loc = o.loc if here is None else here
    for i, a, k in _abilities(g, o, event):
        _queue(g, o, i, a, ctl, trigger_obj if trigger_obj != NONE else obj_id, loc, k, **extra)
    for card, j, a, x in _effect_text(g, o, event):
        _queue(g, o, EFFECT_TEXT, a, ctl, trigger_obj if trigger_obj != NONE else obj_id, loc,
               granted=(card, j, x), **extra)


def fire_player(g, event: str, player: int, *, trigger_obj: int = NONE, exclude: int = NONE,
                not_at: int = LOC_NONE, at: int = LOC_NONE, **extra) -> None:
    """A "When you …" event: every active object `player` controls (411.4); `not_at`: none on
    the board at that location ("… to a battlefield other than mine"); `at`: only those on
    the board at that location ("… moves from my location")."""
    for o in g.objs:
        if o.zone not in ACTIVE_ZONES or o.id == exclude:
            continue
        if not_at != LOC_NONE and o.zone == Zone.BOARD and o.loc == not_at:
            continue
        if at != LOC_NONE and (o.zone != Zone.BOARD or o.loc != at):
            continue
        if o.zone == Zone.BATTLEFIELD:
            bf = next(b for b in g.bfs if b.obj == o.id)
            if bf.controller != player:
                continue
        elif o.controller != player:
            continue
        for i, a, k in _abilities(g, o, event):
            _queue(g, o, i, a, player, trigger_obj, o.loc, k, **extra)
        for card, j, a, x in _effect_text(g, o, event):
            _queue(g, o, EFFECT_TEXT, a, player, trigger_obj, o.loc, granted=(card, j, x),
                   **extra)


def fire_chosen(g, item) -> None:
    """383.4.b: Targeting Effects trigger as a spell or ability that targets is finalized
    (383.4.b.2), once for each object chosen (355.14.d). "You" choose what your spell or
    ability targets: a unit of theirs chosen fires its own "When you choose me" (and "… with a
    spell"), and any friendly unit (a teammate's too, 740.1) their "When you choose a friendly
    unit". Each enemy unit or gear a
    spell or a unit's ability chose counts for its controller's `enemy_chosen`."""
    counts = item.kind == "spell" or g.pool[g.objs[item.source].card].type == "unit"
    for slot in item.targets:
        for c in slot:
            if c >= CHAIN_TARGET:            # a chain item (actions.CHAIN_TARGET), no object
                continue
            o = g.objs[c]
            if o.zone != Zone.BOARD:
                continue
            if counts and g.is_opponent(o.controller, item.controller) and \
                    g.pool[o.card].type in ("unit", "gear"):
                g.players[item.controller].enemy_chosen += 1
            if g.pool[o.card].type != "unit" or not g.friends(o.controller, item.controller):
                continue
            if o.controller == item.controller:
                fire_self(g, "chosen_self", c)
                if item.kind == "spell":
                    fire_self(g, "chosen_self_by_spell", c)
                    if o.loc > 0:                # a battlefield's "a player chooses a
                        fire_battlefield(g, "unit_chosen_here_by_spell", o.loc - 1,   # unit
                                         item.controller, trigger_obj=c)   # they control here"
            fire_player(g, "you_choose_friendly", item.controller,   # a teammate's unit is
                        trigger_obj=c)                               # friendly too (740.1)


def fire_battlefield(g, event: str, bf_index: int, player: int, trigger_obj: int = NONE,
                     **extra) -> None:
    """"When you conquer/hold here" on the battlefield card (187.6); `player` controls the
    triggered ability (e.g. the player who played a unit here)."""
    bf = g.bfs[bf_index]
    o = g.objs[bf.obj]
    for i, a, k in _abilities(g, o, event):
        _queue(g, o, i, a, player, trigger_obj, bf_index + 1, k, **extra)


def fire_trash(g, event: str, player: int) -> None:
    """385.2: triggered abilities that say they work from the trash ("When you conquer, … return
    this from your trash"): the cards in `player`'s trash, in trash order."""
    for c in list(g.players[player].trash):
        o = g.objs[c]
        for i, a, k in _abilities(g, o, event):
            _queue(g, o, i, a, player, o.id, LOC_NONE, k, epoch=o.epoch)


def fire_beginning(g, tp: int) -> None:
    """315.2.a: start of the Beginning Phase: Temporary (816) and "at the start of …"."""
    for o in g.objs:
        if o.zone == Zone.BOARD and o.controller == tp and "Temporary" in layers.keywords(
                g, o, printed=o.attached_to == NONE):    # 722.2: attached, only a granted one
            g.triggered.append(PendingTrigger(tp, o.id, TEMPORARY, o.id, o.loc))
    if g.players[tp].turns_taken == 1:       # "at the start of each player's first Beginning
        for bf in g.bfs:                     # Phase" (a battlefield's; that player's ability)
            fire_battlefield(g, "first_beginning_any", bf.index, tp)
    for bf in g.bfs:                         # "at the start of each player's Beginning Phase":
        fire_battlefield(g, "beginning_any", bf.index,   # its controller's, else the turn
                         bf.controller if bf.controller >= 0 else tp)   # player's (187.6)
    fire_player(g, "beginning", tp)
    fire_delayed(g, "beginning", tp)


def fire_hunt(g, obj_id: int) -> None:
    """823.1.b: Hunt X is a conquer and a hold effect of the unit; its value (summed over
    every grant, 823.2) is noted as it triggers."""
    o = g.objs[obj_id]
    n = layers.keywords(g, o).get("Hunt", 0)
    if n > 0:
        g.triggered.append(PendingTrigger(o.controller, o.id, HUNT, o.id, o.loc,
                                          extra={"hunt": n}))


def fire_end_of_turn(g, tp: int) -> None:
    fire_player(g, "end_turn", tp)
    fire_delayed(g, "end_turn", tp)


def fire_delayed(g, event: str, player: int, trigger_obj: int = NONE) -> None:
    """`trigger_obj`: the object the event names ("the next time you play a unit": that unit);
    a delay may remember "there" (`here`, 359.3.f.3)."""
    keep = []
    for d in g.delayed:
        # "… this turn" delays name their turn (390.2); others wait for their controller's
        due = d["turn"] == g.turn if "turn" in d else d["controller"] == player
        if d["event"] == event and due and (trigger_obj == NONE or d["controller"] == player):
            extra = {} if d.get("effects") is None else {"delayed": d["effects"]}
            if trigger_obj != NONE:
                extra["trigger_epoch"] = g.objs[trigger_obj].epoch
            if "here" in d:
                extra["fixed_here"] = True       # "this battlefield" = where it was created
            obj = trigger_obj
            if "obj" in d:                       # a delay naming an object (ops_ogn.delay_on)
                obj = d["obj"]
                extra["trigger_epoch"] = d["epoch"]
            g.triggered.append(PendingTrigger(d["controller"], d["source"], d["ability"],
                                              obj, d.get("here", LOC_NONE),
                                              extra=extra))
            if event in LASTING_DELAY_EVENTS:    # "when … this turn": each time (390.2)
                keep.append(d)
        else:
            keep.append(d)
    g.delayed = keep


#: delay events that trigger each time during their turn rather than once ("when a friendly
#: unit is played this turn, …", 390.2; they end with the turn, turn.start_turn)
LASTING_DELAY_EVENTS = ("friendly_unit_played",)


def fire_played(g, obj_id: int, player: int) -> None:
    """A permanent was played: its play effects (383.4.a), Vision (817), "when you play …"."""
    o = g.objs[obj_id]
    info = g.pool[o.card]
    fire_self(g, "play_self", obj_id)
    kws = layers.keywords(g, o) if o.zone == Zone.BOARD else info.keywords  # granted ones too
    for _ in range(kws.get("Vision", 0) and 1):
        g.triggered.append(PendingTrigger(player, obj_id, VISION, obj_id, o.loc))
    if info.type == "unit" and "Weaponmaster" in kws and _equipment_of(g, player, obj_id):
        g.triggered.append(PendingTrigger(player, obj_id, WEAPONMASTER, obj_id, o.loc))
    from riftsim.reference.ops_equipment import has_quick_draw
    if info.type == "gear" and ("Quick-Draw" in kws or has_quick_draw(g, o)):
        g.triggered.append(PendingTrigger(player, obj_id, QUICK_DRAW, obj_id, o.loc))
    if not o.token:                          # 182 / 052: a token is no card
        fire_player(g, "you_play_card", player, trigger_obj=obj_id, exclude=obj_id)
    if info.type == "unit":
        fire_player(g, "you_play_unit", player, trigger_obj=obj_id, exclude=obj_id)
        fire_delayed(g, "you_play_unit", player, trigger_obj=obj_id)   # "the next time …"
        for q in (player, *g.allies(player)):     # "when a friendly unit is played this
            fire_delayed(g, "friendly_unit_played", q, trigger_obj=obj_id)   # turn" (740.1)
        for opp in g.opponents_of(player):        # "when an opponent plays a unit"
            fire_player(g, "opp_play_unit", opp, trigger_obj=obj_id, trigger_epoch=o.epoch)
        if o.zone == Zone.BOARD and o.loc > 0:    # battlefield: "when a player plays a unit here"
            fire_battlefield(g, "unit_played_here", o.loc - 1, player, trigger_obj=obj_id,
                             trigger_epoch=o.epoch)
    if info.type == "gear":                  # "when an opponent plays a gear"
        for opp in g.opponents_of(player):
            fire_player(g, "opp_play_gear", opp, trigger_obj=obj_id, trigger_epoch=o.epoch)


def _equipment_of(g, player: int, unit_id: int) -> list[int]:
    """Equipment `player` controls that Weaponmaster could attach to `unit_id` (821.1.c; one
    already attached to it would not change anything, 434.1.g)."""
    return [x.id for x in g.objs if x.zone == Zone.BOARD and x.controller == player
            and "Equipment" in g.pool[x.card].tags and x.attached_to != unit_id]


def _listens_mighty(g, o) -> bool:
    cache = g.pool.__dict__.setdefault("_mighty_listeners", {})   # per pool, per card
    hit = cache.get(o.card)
    if hit is None:
        hit = any(isinstance(a, Triggered) and a.on == "friendly_mighty"
                  for a in g.pool[o.card].abilities)
        cache[o.card] = hit
    return hit


def check_mighty(g) -> None:
    """709: a unit "becomes Mighty" when its Might goes from below 5 to 5 or more. Checked at
    every cleanup (the seed ruling on Rengar: gaining Assault as an attacker in the cleanup
    after entering makes him become Mighty); a unit that enters the board at 5+ is Mighty but
    did not become Mighty. Tracked only while something listens for the event."""
    seen = g.mighty_seen
    if not any(o.zone in ACTIVE_ZONES and _listens_mighty(g, o) for o in g.objs):
        seen.clear()
        return
    for o in g.objs:
        if o.zone != Zone.BOARD or g.pool[o.card].type != "unit":
            seen.pop(o.id, None)
            continue
        now = layers.might(g, o) >= 5
        old = seen.get(o.id)
        seen[o.id] = (o.epoch, now)
        if old is not None and old[0] == o.epoch and now and not old[1]:
            for p in (o.controller, *g.allies(o.controller)):   # 740.1: a teammate's
                fire_player(g, "friendly_mighty", p, trigger_obj=o.id,   # unit is friendly
                            trigger_epoch=o.epoch)


def fire_spell_played(g, obj_id: int, player: int) -> None:
    """419.4.a: a spell counts as played when it resolves."""
    fire_player(g, "you_play_card", player, trigger_obj=obj_id)
    fire_player(g, "you_play_spell", player, trigger_obj=obj_id)


def emit_trigger_event(g, pt: PendingTrigger) -> None:
    g.emit(EventKind.TRIGGER, pt.controller, pt.source, value=pt.ability)
