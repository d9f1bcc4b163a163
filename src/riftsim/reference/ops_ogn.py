"""Ops for Origins (OGN) and Proving Grounds (OGS) cards that fit no general op.

Each op cites the rules it follows. General mechanics these sets need (bonus damage 712-715,
reflexive "if this kills it, do this" triggers 387, "to a minimum of N" Might 472.3.b, move
destinations chosen as a spell is played 355.4, additional costs 356.2, buffs giving more
Might 703, spell-only Energy 429 …) live in the rules modules with small hooks.
"""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.protocol import OutcomeReason
from riftsim.reference import layers, select
from riftsim.reference.effects import deal_damage, kill, op, resolve_ref
from riftsim.reference.state import NONE, Zone


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
    deal_damage(g, ub.id, ma, ua.id)
    deal_damage(g, ua.id, mb, ub.id)
    return True


@op("each_player_kills")
def _each_player_kills(g, t, item, o):
    """"Each player kills one of their units" (Cull the Weak): not targeted (355.10.e); each
    player, in turn order from the turn player, chooses one of their own units as it resolves;
    then the chosen units are killed together."""
    st = t.data.setdefault("op", {"i": 0, "chosen": []})
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


def _player_effect(g, kind: str, player: int, n: int):
    from riftsim.reference.state import Effect

    # a player effect has no object: target NONE, the player in `controller`
    return Effect(kind, NONE, 0, n, None, "turn", g.next_timestamp(), player)


def borrowed_abilities(g, src, player: int) -> list[tuple[int, int]]:
    """Heimerdinger, Inventor: "I have all [E] abilities of all friendly legends, units, and
    gear." The activated abilities with the exhaust symbol in their cost (377.1) of the other
    objects `player` controls in the legend zone and on the board, that `src` could activate
    now (its own exhaust pays [E]). Canonical order: (card index, ability index), duplicates
    of the same card's ability listed once."""
    from riftsim.cards.dsl import Activated
    from riftsim.reference.play import BORROWED, activatable

    out = set()
    for x in g.objs:
        if x.id == src.id or x.controller != player or x.attached_to != NONE:
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
