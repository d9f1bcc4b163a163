"""Reference-engine ops for Vendetta (VEN) mechanics: Empower / Empowered, [Burn N], damage
prevention, "can't be chosen", base-Might setting, reveal-top, and a few card-specific ops.

Empower, Empowered and Flow are rules 827-829 of the Core Rules dated 2026-07-16, which the
project does not have (shared/reference/README.md, "Version notes"); the v1.3 file stops at
826. What is implemented follows the cards' reminder text and the rule sentences public
sources quote from that edition:

* Empower (827.1.c.1): "[Cost]: Empower this. Use only if not Empowered." — an activated
  ability (`dsl.EmpowerAbility`), so it uses the chain and the timing of rule 381;
* Empowered is a binary status of an object on the board; an Empowered object can't be
  Empowered again (441.1.a-b of that edition), so "empower me" does nothing then and
  "When I become Empowered" does not trigger; becoming Empowered is an event (441.2.a);
* [Empowered][>] text is active only while the object has the status (828.1.b.1): written
  as abilities with the `EMPOWERED` condition;
* Burn N: "put the top N cards of your Main Deck into your trash" (reminder text). Moving a
  card out of an empty Main Deck burns out first (v1.3 rule 431.1).
"""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind, decode, encode
from riftsim.events import EventKind
from riftsim.reference import effects, movement, select, triggers, zones
from riftsim.reference.effects import _run_nested, add_effect, an_opponent, op, resolve_ref
from riftsim.reference.state import LOC_BASE, Zone

#: zones where an object can have the Empowered status (units/gear on the board, legends)
_EMPOWER_ZONES = (Zone.BOARD, Zone.LEGEND)


def empower(g, obj_id: int) -> bool:
    """Empower an object; False if it can't be (already Empowered, or not on the board)."""
    o = g.objs[obj_id]
    if o.zone not in _EMPOWER_ZONES or o.empowered:
        return False
    o.empowered = True
    g.emit(EventKind.EMPOWER, o.controller, obj_id, value=1)
    triggers.fire_self(g, "empowered_self", obj_id)
    g.dirty = True
    return True


def disempower(g, obj_id: int) -> bool:
    o = g.objs[obj_id]
    if not o.empowered:
        return False
    o.empowered = False
    g.emit(EventKind.EMPOWER, o.controller, obj_id, value=0)
    g.dirty = True
    return True


@op("empower")
def _empower(g, t, item, o):
    done = []
    for i in resolve_ref(g, t, item, o.to):
        if empower(g, i):
            done.append(i)                   # "When you empower something else" (Matriarch
            triggers.fire_player(g, "you_empower_other", item.controller,   # of War)
                                 trigger_obj=i, exclude=i)
    t.data["it"] = done
    return True


@op("disempower")
def _disempower(g, t, item, o):
    t.data["it"] = [i for i in resolve_ref(g, t, item, o.to) if disempower(g, i)]
    return True


@op("burn")
def _burn(g, t, item, o):
    """[Burn N]; who="choose": the controller chooses a player first (a CHOOSE_PLAYER
    decision on resolution)."""
    if o.who == "choose":
        opts = [encode(ActionKind.INDEX, p) for p in g.players_from(0)]
        a = g.choose(t, DecisionKind.CHOOSE_PLAYER, item.controller, opts, item.source)
        if a is None:
            return None
        who = decode(a)[1]
    elif o.who == "opponent":
        who = an_opponent(g, t, item)
        if who is None:
            return None
    else:
        who = item.controller
    zones.burn(g, who, o.n if isinstance(o.n, int) else 0)
    return True


@op("if_did")
def _if_did(g, t, item, o):
    """359.3.e.14.a: the linked instruction runs only if the earlier one did something."""
    if t.data.get("it"):
        _run_nested(t, o.then)
    return True


@op("if_matches")
def _if_matches(g, t, item, o):
    from riftsim.reference.effects import _here

    ids = resolve_ref(g, t, item, o.to)
    if not ids:
        return True                                  # 359.3.e.12: nothing to check
    ok = all(select.matches(g, o.cond.sel, i, item.controller, item.source, _here(g, item))
             for i in ids)
    _run_nested(t, o.then if ok else o.otherwise)
    return True


@op("set_base_might")
def _set_base_might(g, t, item, o):
    """"Its base Might becomes n": a trait-layer effect (472.1)."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    for i in ids:
        add_effect(g, "set_might", i, o.n, duration=o.duration, controller=item.controller)
    t.data["it"] = ids
    return True


@op("prevent")
def _prevent(g, t, item, o):
    """437: track a Prevent Value on the unit for this turn (a delayed replacement, 437.7);
    kw "next": all of the next damage (effect "prevent_next", Prevent Value "All")."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    for i in ids:
        if o.kw == "next":
            add_effect(g, "prevent_next", i, effects.PREVENT_ALL, duration="turn",
                       controller=item.controller)
        else:
            add_effect(g, "prevent", i, o.n, duration="turn", controller=item.controller)
    t.data["it"] = ids
    return True


@op("shroud")
def _shroud(g, t, item, o):
    """"It can't be chosen by enemy spells and abilities": enforced where targets are chosen
    (`select.choosable`); a choice already made stands."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    for i in ids:
        add_effect(g, "shroud", i, 0, duration=o.duration, controller=item.controller)
    t.data["it"] = ids
    return True


@op("reveal_top")
def _reveal_top(g, t, item, o):
    """424: reveal the top card of your Main Deck; branch on its type. An empty deck reveals
    nothing and causes no burn out (431.1.c), and neither branch runs."""
    from riftsim.reference.ops_look_and_play import look_hook, reveal

    p = g.players[item.controller]
    st = t.data.setdefault("op", {})
    if "top" not in st:
        if not p.deck:
            return True
        st["top"] = p.deck[0]
        reveal(g, item.controller, [st["top"]])
    top = st["top"]
    if look_hook(g, t, st.setdefault("hook", {}), [top], item.controller) is None:
        return None                          # Nocturne's offer as he is revealed
    t.data["it"] = [top]
    _run_nested(t, o.then if g.pool[g.objs[top].card].type == o.kw else o.otherwise)
    return True


@op("swap_locations")
def _swap_locations(g, t, item, o):
    """Move the source and the chosen unit to each other's locations (441; two moves)."""
    me = g.objs[item.source]
    others = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if me.zone != Zone.BOARD or not others:
        return True
    other = g.objs[others[0]]
    a, b = me.loc, other.loc
    if a == b:
        return True
    movement.move_units(g, [me.id], b, item.controller)
    movement.move_units(g, [other.id], a, item.controller)
    t.data["it"] = [me.id, other.id]
    return True


@op("add_energy_combatants")
def _add_energy_combatants(g, t, item, o):
    """The attacker and the defender of the combat in progress each Add n Energy (429)."""
    sd = g.showdown
    if sd is None or not sd.combat:
        return True
    for p in (sd.attacker, sd.defender):
        g.players[p].energy += o.n
        g.emit(EventKind.ADD, p, value=o.n)
    return True


@op("shadow_dash")
def _shadow_dash(g, t, item, o):
    """Shadow Dash: move the enemy unit to a battlefield where you have units (chosen on
    resolution); then, if you have exactly two units there, each of them gets +1 Might."""
    ids = [i for i in resolve_ref(g, t, item, o.to) if g.objs[i].zone == Zone.BOARD]
    if not ids:
        return True
    u = g.objs[ids[0]]
    st = t.data.setdefault("op", {})
    if "dest" not in st:
        dests = [bf.index + 1 for bf in g.bfs
                 if g.units_at(bf.index + 1, item.controller) and bf.index + 1 != u.loc
                 and movement.can_enter(g, u, bf.index + 1)]
        if not dests:
            return True
        a = g.choose(t, DecisionKind.DESTINATION, item.controller,
                     [encode(ActionKind.LOCATION, x) for x in dests], item.source)
        if a is None:
            return None
        st["dest"] = decode(a)[1]
    dest = st["dest"]
    movement.move_units(g, [u.id], dest, item.controller)
    mine = g.units_at(dest, item.controller) if dest > LOC_BASE else []
    if len(mine) == 2:
        for x in mine:
            add_effect(g, "might", x.id, 1, duration="turn", controller=item.controller)
    return True


def _trash_to_banishment(g, o) -> int:
    """`Static("trash_to_banish")` (Endless Riches): a card its controller owns that would go
    to their trash from anywhere but their Main Deck is banished instead (367-370; 370.1.a).
    Returns the player banishing it, or -1 (NONE). Tokens are no cards (176)."""
    from riftsim.reference import layers

    if o.token or o.zone == Zone.DECK:
        return -1
    for s, a in layers._statics(g):
        if a.kind == "trash_to_banish" and s.controller == o.owner \
                and select.holds(g, a.condition, s.controller, s.id):
            return s.controller
    return -1


zones.TRASH_INSTEAD.append(_trash_to_banishment)


# ---------------------------------------------------------------- passives of the controller's items


def _controller_statics(g, kind: str, player: int):
    from riftsim.reference import layers, select

    return [a for s, a in layers._statics(g) if a.kind == kind and s.controller == player
            and select.holds(g, a.condition, player, s.id)]


def cant_be_countered(g, player: int) -> bool:
    """"Your spells and abilities can't be countered" (Mel, Newly Awakened; 425): an active
    "cant_be_countered" passive of an object `player` controls."""
    return bool(_controller_statics(g, "cant_be_countered", player))


def more_minus_might(g, player: int) -> int:
    """"… it gives an additional -n Might" (Mel, Newly Awakened): the total n of the active
    "might_minus_more" passives of objects `player` controls."""
    return sum(a.n for a in _controller_statics(g, "might_minus_more", player))
