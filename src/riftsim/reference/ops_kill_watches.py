"""Watches on damage and kills: "when any unit takes damage this turn, kill it" (390, 387)
"when you kill a unit with a spell" (428.5) and "when you kill a stunned enemy unit" (411.4).

They are hooked into effects.py: `effects.DAMAGE_LISTENERS` run each time a unit takes damage
(460.2.c.9), `effects.KILL_LISTENERS` as units are killed.

* Imperial Decree (`kill_damaged_this_turn`): a triggered ability that exists for the rest of
  the turn (390), kept as a player effect "decree"; each time a unit takes damage it triggers
  for the spell's controller and kills that unit as it resolves.
* A kill "with a spell" (428.5.b/c/e): a kill instruction of a resolving spell, or a kill in
  the cleanup right after a spell dealt the unit damage (428.5.c, watched until that cleanup,
  effects.expire_kill_watch), triggers the killer's "When you kill a unit with a spell"
  abilities (from the trash, 385.2).
"""

from __future__ import annotations

from riftsim.cards import dsl
from riftsim.reference import effects
from riftsim.reference.effects import REFLEXIVE, op
from riftsim.reference.state import NONE, PendingTrigger, Zone

# ---------------------------------------------------------------- Imperial Decree


@op("kill_damaged_this_turn")
def _kill_damaged_this_turn(g, t, item, o):
    """"When any unit takes damage this turn, kill it" (Imperial Decree): a triggered ability
    that exists for the rest of the turn (390): each time a unit takes damage, it triggers
    (controlled by the spell's controller) and kills that unit when it resolves."""
    from riftsim.reference.ops_ogn import _player_effect

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


def _spell_kill_listener(g, objs, epochs, last=None) -> None:
    """428.5.b / 428.5.c / 428.5.e: a kill instruction of a resolving spell, or a cleanup kill
    after a spell's damage, is a kill "with a spell" by the player responsible for it, if that
    player controls the spell (428.5.e): "When you kill a unit with a spell" triggers (from the
    trash, 385.2; incl. a card that died at the same time, 383.2.c.1). The spell's controller
    is responsible, except where the spell has each player kill their own units ("Each player
    kills one of their units", Cull the Weak: the Origins FAQ on Immortal Phoenix): a unit
    another player killed is nobody's kill with this spell."""
    from riftsim.cards.dsl import Triggered
    from riftsim.reference import triggers

    resolving = None
    killers = {}
    if g.tasks and g.tasks[-1].kind == "resolve":
        item = g.tasks[-1].data.get("item")
        if item is not None and item.kind == "spell":
            resolving = item.controller
            killers = g.tasks[-1].data.get("op", {}).get("killers", {})
    for u in objs:
        if g.pool[u.card].type != "unit":
            continue
        killer = resolving
        if killer is not None and killers.get(u.id, killer) != killer:
            continue                         # 428.5.e: killed by a player not controlling it
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


# ---------------------------------------------------------------- kills you are responsible for


def kill_responsible(g, u, epoch: int) -> int:
    """The player responsible for killing unit `u` (411.1, 411.4, 428.5), or NONE:

    * a kill instruction of a resolving spell or ability: its controller (428.5.b), except
      where it has each player kill their own units (the unit's chooser kills it: 355.10.e,
      the Origins FAQ on Cull the Weak);
    * a kill in the cleanup right after a spell or ability dealt it damage: the player
      responsible for that deal action (428.5.c; `g.kill_watch`, kept until that cleanup);
    * anything else (combat damage and other cleanup kills, which 428.5.c attributes to no
      spell or ability, costs paid outside a resolution): nobody (411.2).
    """
    if g.tasks and g.tasks[-1].kind == "resolve":
        item = g.tasks[-1].data.get("item")
        if item is not None:
            return g.tasks[-1].data.get("op", {}).get("killers", {}).get(u.id, item.controller)
    hit = g.kill_watch.get(u.id)
    if hit is not None and hit[0] == epoch:
        return hit[1]
    return NONE


def _you_kill_listener(g, objs, epochs, last) -> None:
    """"When you kill a stunned enemy unit" (Solari Shrine): for each unit killed, the player
    responsible (kill_responsible) fires it if the unit was, as it died, stunned and controlled
    by another player (its last-known state: a unit in the trash is neither, 423.1.a.2; the
    kill is the action on the board object, 428.1-428.2, as Deathknell notes it, 808.1.d.3).
    TRIGGER = that unit."""
    from riftsim.reference import triggers

    for u in objs:
        if g.pool[u.card].type != "unit":
            continue
        controller, stunned = last[u.id]
        if not stunned:
            continue
        killer = kill_responsible(g, u, epochs[u.id])
        if killer == NONE or killer == controller:
            continue
        triggers.fire_player(g, "you_kill_stunned_enemy", killer, trigger_obj=u.id)


effects.DAMAGE_LISTENERS.append(_decree_listener)
effects.DAMAGE_LISTENERS.append(_spell_damage_listener)
effects.KILL_LISTENERS.append(_spell_kill_listener)
effects.KILL_LISTENERS.append(_you_kill_listener)
