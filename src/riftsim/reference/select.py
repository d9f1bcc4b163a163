"""Selectors and conditions of the DSL, evaluated against the reference state (355.9)."""

from __future__ import annotations

from dataclasses import replace

from riftsim.actions import CHAIN_TARGET, CHAIN_TARGET_GONE
from riftsim.cards.dsl import NAMED_TAG, Cond, Sel
from riftsim.reference import layers
from riftsim.reference.state import LOC_BASE, LOC_NONE, NONE, ATTACKER, DEFENDER, Zone


def location_of(g, obj_id: int) -> int:
    o = g.objs[obj_id]
    if o.zone == Zone.BOARD:
        return o.loc
    if o.zone == Zone.BATTLEFIELD:
        return next(bf.index + 1 for bf in g.bfs if bf.obj == obj_id)
    if o.zone == Zone.FACEDOWN:
        return next(bf.index + 1 for bf in g.bfs if obj_id in (bf.facedown, bf.facedown2))
    return LOC_NONE


def named_tag(g, source: int) -> str | None:
    """The tag named as `source` was played (dsl.NameTag), while it is that object."""
    if source < 0:
        return None
    o = g.objs[source]
    for e in g.effects:
        if e.kind == "named_tag" and e.target == source and e.epoch == o.epoch:
            return g.pool.unit_tags[e.n]
    return None


def _pool_grants_tags(g) -> bool:
    """Does any card of the pool have a "tag" passive (its abilities or Effect Text)?"""
    hit = g.pool.__dict__.get("_grants_tags")
    if hit is None:
        hit = any(getattr(a, "kind", None) == "tag" for info in g.pool.cards
                  if info.implemented for a in (*info.abilities, *info.effect_text))
        g.pool.__dict__["_grants_tags"] = hit
    return hit


def granted_tag(g, o, tag: str) -> bool:
    """Does an active passive "<objects> are <tag>s" / "I am a <tag>" (Static "tag", trait
    layer 472.1.c) give the board object `o` the tag? In an Equipment's Effect Text the unit it
    is attached to is its source (718.3: Experimental Hexplate's "I am a Mech"). While one such
    grant's `applies` is checked, no grant applies (no circularity)."""
    if o.zone != Zone.BOARD or getattr(g, "_in_tag_grant", False) or not _pool_grants_tags(g):
        return False
    g._in_tag_grant = True
    try:
        return any(a.kind == "tag" and a.kw == tag and layers._applies(g, s, a, o)
                   for s, a in layers._statics(g))
    finally:
        g._in_tag_grant = False


def side_ok(g, side: str, ctl: int, controller: int) -> bool:
    """Is an object controlled by `ctl` (NONE: nobody) on `side` of `controller`? "friendly":
    theirs or a teammate's (740.1, 484.8.d); "yours": theirs only ("you control", "your
    units": control is not shared, 484.8.c); "enemy": an opponent's (740.2); "not_yours":
    anyone's but theirs ("a unit you don't control": an opponent's or a teammate's, 484.8.c;
    without teams the same as "enemy")."""
    if side == "any":
        return True
    if ctl == controller:
        return side not in ("enemy", "not_yours")
    if side in ("yours", "not_yours"):
        return side == "not_yours"
    if not hasattr(g, "friends"):            # a core game read through this API: no teams
        return side == "enemy"
    return g.friends(ctl, controller) if side == "friendly" else g.is_opponent(ctl, controller)


def matches(g, sel: Sel, obj_id: int, controller: int, source: int, here: int = LOC_NONE) -> bool:
    """Does object `obj_id` satisfy `sel` for an ability controlled by `controller`? (A chain
    item target, `actions.CHAIN_TARGET` + i, only a "spell_or_ability" selector.)"""
    if obj_id >= CHAIN_TARGET or sel.kind == "spell_or_ability":
        return obj_id >= CHAIN_TARGET and chain_item_matches(g, sel, obj_id, controller)
    if sel.alt is not None:                  # "… or …": either selector
        return matches(g, replace(sel, alt=None), obj_id, controller, source, here) or \
            matches(g, sel.alt, obj_id, controller, source, here)
    o = g.objs[obj_id]
    info = g.pool[o.card]
    kind = sel.kind
    if kind == "spell":                      # 355.9.a.2: on the chain unless a zone is named
        if info.type != "spell" or (sel.where not in ("trash", "hand", "any")
                                    and o.zone != Zone.CHAIN):
            return False
    elif kind == "card":
        pass
    elif kind == "permanent":
        if info.type not in ("unit", "gear"):
            return False
    elif info.type != kind:
        return False
    where = sel.where
    if where in ("board", "battlefield", "base", "here", "combat"):
        if kind in ("unit", "gear", "permanent") and o.zone != Zone.BOARD:
            return False
        if kind == "rune" and o.zone != Zone.RUNES:
            return False
        if where == "battlefield" and o.loc <= LOC_BASE:
            return False
        if where == "base" and o.loc != LOC_BASE:
            return False
        if where == "here":
            if here == LOC_NONE or o.loc != here or (here == LOC_BASE and o.controller != controller):
                return False
        if where == "combat":
            if g.showdown is None or not g.showdown.combat or o.loc != g.showdown.bf + 1:
                return False
    elif where == "elsewhere":               # "… at another location" than the source's
        if o.zone != Zone.BOARD or here == LOC_NONE or (
                o.loc == here and (here != LOC_BASE or o.controller == controller)):
            return False
    elif where == "trash":
        if o.zone != Zone.TRASH:
            return False
    elif where == "hand":
        if o.zone != Zone.HAND:
            return False
    elif where == "chain" and o.zone != Zone.CHAIN:
        return False
    elif where == "facedown" and o.zone != Zone.FACEDOWN:   # 355.9.a.3
        return False
    if kind == "battlefield":
        # a battlefield is friendly while you control it (187.6); it is on the board
        if o.zone != Zone.BATTLEFIELD:
            return False
        bf_ctl = next((bf.controller for bf in g.bfs if bf.obj == obj_id), -1)
        if sel.side != "any" and (bf_ctl < 0 or not side_ok(g, sel.side, bf_ctl, controller)):
            return False
    elif not side_ok(g, sel.side, o.controller, controller):
        return False
    if where in ("trash", "hand") and sel.side in ("friendly", "yours") and \
            o.owner != controller:
        return False                         # "your trash", "your hand": the player's own
    if sel.other and obj_id == source:
        return False
    if info.type == "unit" and o.zone == Zone.BOARD:
        if sel.might_le is not None and max(0, layers.might(g, o)) > sel.might_le:
            return False
        if sel.might_ge is not None and max(0, layers.might(g, o)) < sel.might_ge:
            return False
    elif sel.might_le is not None or sel.might_ge is not None:
        m = info.might
        if sel.might_le is not None and m > sel.might_le:
            return False
        if sel.might_ge is not None and m < sel.might_ge:
            return False
    if sel.exhausted is not None and o.exhausted != sel.exhausted:
        return False
    if sel.damaged is not None and (o.damage > 0) != sel.damaged:
        return False
    if sel.stunned is not None and o.stunned != sel.stunned:
        return False
    if sel.buffed is not None and (o.buff > 0) != sel.buffed:
        return False
    if sel.tag == NAMED_TAG:                 # "with the named tag" (the source's, NameTag)
        named = named_tag(g, source)
        if named is None or named not in info.tags:
            return False
    elif sel.tag is not None and sel.tag not in info.tags and not granted_tag(g, o, sel.tag):
        return False
    if sel.not_tag is not None and (sel.not_tag in info.tags or granted_tag(g, o, sel.not_tag)):
        return False
    if sel.name is not None and not info.name.lower().startswith(sel.name.lower()):
        return False
    if sel.keyword is not None and not (layers.has(g, o, sel.keyword) if o.zone == Zone.BOARD
                                        else info.has(sel.keyword)):
        return False                         # off the board: its printed keywords ("a card
                                             # with [Hidden] from your hand")
    if sel.alone is not None and (o.zone == Zone.BOARD and not any(    # 741.1
            u.id != o.id and g.friends(u.controller, o.controller)      # a teammate's unit
            for u in g.units_at(o.loc))) != sel.alone:                  # too (740.1)
        return False
    if sel.attacking is not None and (o.designation == ATTACKER) != sel.attacking:
        return False
    if sel.defending is not None and (o.designation == DEFENDER) != sel.defending:
        return False
    if sel.energy_ge is not None and info.energy < sel.energy_ge:
        return False
    if sel.energy_le is not None and info.energy > sel.energy_le:   # printed cost (Defy)
        return False
    if sel.power_le is not None and info.power > sel.power_le:
        return False
    if sel.equipped is not None and info.type == "gear":     # a gear: attached (434, 716)
        if (o.zone == Zone.BOARD and o.attached_to != NONE) != sel.equipped:
            return False
    elif sel.equipped is not None and (o.zone == Zone.BOARD and any(
            "Equipment" in g.pool[x.card].tags for x in attachments(g, obj_id))) != sel.equipped:
        return False                         # 818.3: equipped = an Equipment is attached
    if sel.token is not None and bool(o.token) != sel.token:    # 176: a token
        return False
    if sel.power_ge is not None and (info.power or 0) < sel.power_ge:
        return False
    if sel.empowered is not None and bool(o.empowered) != sel.empowered:
        return False                         # the Empowered status (Vendetta)
    if sel.remembered is not None and o.remembered != sel.remembered:
        return False                         # one of "them" (387; ops_choices._reflexive)
    return True


def attachments(g, obj_id: int) -> list:
    """The cards Attached to `obj_id` (719), in object-id order."""
    return [x for x in g.objs if x.attached_to == obj_id and x.zone == Zone.BOARD]


def choosable(g, obj_id: int, chooser: int) -> bool:
    """May `chooser` choose this object with a spell or ability? Not while an effect says it
    "can't be chosen by enemy spells and abilities" and `chooser` is its enemy (740.2: a
    teammate is none). (A chain item, `actions.CHAIN_TARGET` + i: always.)"""
    if obj_id >= CHAIN_TARGET:
        return True
    o = g.objs[obj_id]
    if o.controller == chooser or (hasattr(g, "friends") and g.friends(o.controller, chooser)):
        return True
    from riftsim.reference.ops_targeting import shrouded_self   # Akali, Silent
    if shrouded_self(g, o):
        return False
    return not any(e.kind == "shroud" and e.target == obj_id and e.epoch == o.epoch
                   for e in g.effects)


def chain_item_chooses(g, it) -> list[int]:
    """The objects chain item `it` chooses now (the Unleashed FAQ's "arrows" on Repulse): its
    targets, chosen as it was put on the chain, that are still those objects on the board,
    legal or not (359.3.e.3); one that changed zones is a new object (359.3.e.4)."""
    out = []
    for slot in it.targets:
        for c in slot:
            if c >= CHAIN_TARGET:            # a chain item it counters chooses no object
                continue
            o = g.objs[c]
            if o.zone == Zone.BOARD and o.epoch == it.epochs.get(c, o.epoch) and c not in out:
                out.append(c)
    return out


def chain_item_matches(g, sel: Sel, ref: int, controller: int) -> bool:
    """Does chain target `ref` (actions.CHAIN_TARGET + i) satisfy the "spell_or_ability"
    selector `sel` for `controller`: a finalized spell, activated or triggered ability on the
    chain (355.9.a.2; a pending one is still being played, 329), its controller on `sel.side`
    (740), choosing now an object matching `sel.chooses` (chain_item_chooses)?"""
    i = ref - CHAIN_TARGET
    if sel.kind != "spell_or_ability" or ref == CHAIN_TARGET_GONE or i >= len(g.chain):
        return False
    it = g.chain[i]
    if it.pending or it.kind not in ("spell", "ability", "trigger"):
        return False
    if not side_ok(g, sel.side, it.controller, controller):
        return False
    if sel.chooses is not None and not any(
            matches(g, sel.chooses, c, controller, NONE) for c in chain_item_chooses(g, it)):
        return False
    return True


def candidates(g, sel: Sel, controller: int, source: int, here: int = LOC_NONE) -> list[int]:
    """All objects matching `sel`, in object-id order (the canonical order); for a
    "spell_or_ability" selector, the chain items (CHAIN_TARGET + index, oldest first)."""
    if sel.kind == "spell_or_ability":
        return [CHAIN_TARGET + i for i in range(len(g.chain))
                if chain_item_matches(g, sel, CHAIN_TARGET + i, controller)]
    objs = g.objs
    if sel.alt is None and sel.kind in _BOARD_KINDS and sel.where in _BOARD_WHERES:
        objs = g.board_objs()                # only a permanent on the board can match
    return [o.id for o in objs if matches(g, sel, o.id, controller, source, here)]


_BOARD_KINDS = ("unit", "gear", "permanent")
_BOARD_WHERES = ("board", "battlefield", "base", "here", "combat", "elsewhere")


def holds(g, cond: Cond | None, controller: int, source: int, trigger_obj: int = -1) -> bool:
    """Evaluate a DSL condition for an ability of `source` controlled by `controller`."""
    if cond is None:
        return True
    name = cond.name
    o = g.objs[source] if source >= 0 else None
    if name == "legion":
        # 812.1.c: a card *other than this one* was finalized this turn by this player
        p = g.players[controller]
        count = p.cards_finalized
        if o is not None and o.finalized_turn == g.turn:
            count -= 1
        return count > 0
    if name == "at_battlefield":
        return o is not None and o.zone == Zone.BOARD and o.loc > LOC_BASE
    if name == "mighty":
        return o is not None and o.zone == Zone.BOARD and layers.might(g, o) >= 5
    if name == "buffed":
        return o is not None and o.buff > 0
    if name == "alone":                      # "while I'm attacking or defending alone":
        if o is None or o.designation not in (ATTACKER, DEFENDER):  # no other friendly unit
            return False                     # here (741.1): a teammate's breaks it too (740.1,
        return not any(                      # with its designation or none); one's own
            u.id != o.id and g.friends(u.controller, o.controller)   # have o's (323.2)
            and (u.controller != o.controller or u.designation == o.designation)
            for u in g.units_at(o.loc))
    if name == "controls":
        return any(matches(g, cond.sel, i.id, controller, source) for i in g.objs
                   if i.controller == controller)
    if name == "trigger_is":
        if trigger_obj < 0:
            return False
        sel = cond.sel
        if g.objs[trigger_obj].zone != Zone.BOARD and sel.where == "board":
            sel = replace(sel, where="any")   # "when a … unit dies": it is in the trash now
        return matches(g, sel, trigger_obj, controller, source)
    if name == "hand_le":
        return len(g.players[controller].hand) <= cond.args[0]
    if name == "discarded_this_turn":
        return g.players[controller].discarded > 0
    if name == "empowered":                  # Vendetta 828: the source has Empowered status
        return o is not None and o.empowered
    if name == "paid_extra":                 # 356.2.b: its optional additional cost was paid
        return o is not None and o.paid_extra
    if name == "bf_count":                   # you control a battlefield with N matching there
        cmp, want = cond.args
        for bf in g.bfs:
            if bf.controller != controller:
                continue
            n = len(candidates(g, cond.sel, controller, source, bf.index + 1))
            if n == want if cmp == "eq" else (n >= want if cmp == "ge" else n <= want):
                return True
        return False
    if name == "count":
        here = location_of(g, source) if source >= 0 else LOC_NONE
        n = len(candidates(g, cond.sel, controller, source, here))
        cmp, want = cond.args
        return n == want if cmp == "eq" else (n >= want if cmp == "ge" else n <= want)
    if name == "in_combat":                  # 741.3
        return o is not None and o.zone == Zone.BOARD and o.designation in (ATTACKER, DEFENDER) \
            and g.showdown is not None and g.showdown.combat
    if name == "one_on_one":                 # 741.2: it and the enemy unit here both alone
        if o is None or o.zone != Zone.BOARD:
            return False
        here_units = g.units_at(o.loc)
        mine = [u for u in here_units if g.friends(u.controller, o.controller)]   # 741.1
        theirs = [u for u in here_units if g.is_opponent(u.controller, o.controller)]
        return len(mine) == 1 and len(theirs) == 1
    if name == "conquered_uncontrolled":     # Yone, Blademaster (Spiritforged errata)
        return o is not None and o.zone == Zone.BOARD and o.loc > LOC_BASE \
            and g.bfs[o.loc - 1].prev_controller < 0
    if name == "first_gear_this_turn":       # "the first friendly non-token gear played
        return not any(g.turn_flags.get(("gear_played", q)) == g.turn    # each turn": none
                       for q in range(len(g.players))                   # played yet by
                       if g.friends(q, controller))                     # `controller` or a
                                                                        # teammate (740.1)
    if name == "equipment_played_this_turn":     # `controller` played an Equipment card this
        return g.turn_flags.get(("equipment_played", controller)) == g.turn   # turn (play.py)
    if name == "xp_ge":                      # [Level N] (824.1.c): the controller's XP
        return g.players[controller].xp >= cond.args[0]
    if name == "excess_ge":                  # excess damage assigned in this combat
        return g.players[controller].excess >= cond.args[0]
    if name == "unit_died_this_turn":
        return any(p.units_died for p in g.players)
    if name == "spells_played_ge":           # n+ spells played this turn (419.4.a)
        return g.players[controller].spells_played >= cond.args[0]
    if name == "power_spent_ge":             # n+ Power paid this turn (Sivir, Mercenary)
        return g.players[controller].power_spent >= cond.args[0]
    if name == "enemy_chosen_ge":            # enemy units / gear chosen n+ times this turn
        return g.players[controller].enemy_chosen >= cond.args[0]
    if name == "xp_gained_ge":               # n+ XP gained this turn (730.1)
        return g.players[controller].xp_gained >= cond.args[0]
    if name == "finalized_ge":               # n+ cards played (finalized, 812.1.c) this turn
        return g.players[controller].cards_finalized >= cond.args[0]
    if name == "opp_unit_died":              # "if an enemy unit has died this turn": a unit an
        return any(p.units_died for p in g.players    # opponent controlled (Spoils of War)
                   if g.is_opponent(p.index, controller))
    if name == "not_from_hand":              # "… to play from anywhere other than your hand"
        from riftsim.reference.play import played_from      # (356.4; Drag Under)
        return o is not None and played_from(g, o) != Zone.HAND
    if name == "played_from_hidden":         # 811.1.d: this play was from face down
        return o is not None and o.from_hidden
    if name == "my_turn":
        return controller == g.turn_player
    if name == "opponents_turn":             # the turn player is an opponent (478.2.b)
        return g.is_opponent(g.turn_player, controller)
    if name == "moved_ge":                   # "if I have moved twice this turn" (Kayn)
        return o is not None and o.zone == Zone.BOARD and o.moves_this_turn >= cond.args[0]
    if name == "trigger_token":              # the trigger event's object is a token (176)
        return trigger_obj >= 0 and g.objs[trigger_obj].token
    if name == "trigger_from_hidden":        # the trigger event's object was played from
        return trigger_obj >= 0 and g.objs[trigger_obj].from_hidden   # face down (811.1.d)
    if name == "trigger_self":               # the trigger event named the source ("when you
        return trigger_obj >= 0 and trigger_obj == source                # buff me")
    if name == "opp_within":                 # an opponent's score is within N of the
        return any(g.team_points(q) >= layers.victory_score_now(g) - cond.args[0]   # (Leona,
                   for q in g.opponents_of(controller))       # Zealot; a team's score, 484.6)
    if name == "you_within":                 # your score is within N of the Victory Score
        return g.team_points(controller) >= layers.victory_score_now(g) - cond.args[0]
    if name == "runes_ge":                   # "while you have N+ runes"
        return len(g.players[controller].runes) >= cond.args[0]
    if name == "count_at_trigger":           # N+ matching objects where the trigger object is
        at = location_of(g, trigger_obj) if trigger_obj >= 0 else LOC_NONE
        return at != LOC_NONE and len(candidates(g, cond.sel, controller, source, at)) \
            >= cond.args[0]
    if name == "first_friendly_death":       # 383.1.b: no friendly unit (the controller's or
        return g.turn_flags.get(("died_before", g.team[controller])) == (g.turn, 0)  # a team-
                                                 # mate's, 740.1) died before this batch
    if name == "played_count":               # Darius, Trifarian: the card just played (resolved,
        return g.players[controller].cards_played == cond.args[0]   # 419.4) is your n-th
    if name == "might_total_ge":             # Kinkou Initiate: matching units' total
        return sum(max(0, layers.might(g, g.objs[i]))           # Might (143.2.b) is n or more
                   for i in candidates(g, cond.sel, controller, source)) >= cond.args[0]
    if name == "not":
        return not holds(g, cond.args[0], controller, source, trigger_obj)
    if name == "all":
        return all(holds(g, c, controller, source, trigger_obj) for c in cond.args)
    if name == "controls_source_bf":         # you control the source battlefield
        return any(bf.obj == source and bf.controller == controller for bf in g.bfs)
    if name == "conquered_this_turn":        # the source conquered this turn
        return o is not None and g.turn_flags.get(("conquered", o.id, o.epoch)) == g.turn
    if name == "attached_this_turn":         # a card matching `sel` attached to the source was
        return o is not None and any(        # attached to it this turn (ops_equipment.attach)
            x.attached_to == o.id and x.zone == Zone.BOARD
            and (cond.sel is None or matches(g, cond.sel, x.id, controller, source))
            and any(e.kind == "attached" and e.target == x.id and e.epoch == x.epoch
                    for e in g.effects)
            for x in g.objs)
    raise ValueError(f"unknown condition {name!r}")
