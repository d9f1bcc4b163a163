"""Build a reference-engine position from a scenario spec (see `riftsim.scenario`)."""

from __future__ import annotations

from riftsim.cards.pool import get_pool
from riftsim.errors import RiftsimError, ScenarioError
from riftsim.modes import check_played, get_mode
from riftsim.reference import layers, turn
from riftsim.reference.game import ReferenceGame
from riftsim.reference.state import (ATTACKER, DEFENDER, LOC_BASE, LOC_NONE, NONE,
                                     Battlefield, ChainItem, Effect, PendingTrigger, Phase,
                                     Showdown, Zone)

#: "awaken": the turn is starting (the caller starts it); any other phase: the game is in that
#: phase (315-317) with its turn-based actions done, and goes on from there
_PHASES = {"awaken": Phase.AWAKEN, "beginning": Phase.BEGINNING, "scoring": Phase.SCORING,
           "channel": Phase.CHANNEL, "draw": Phase.DRAW, "main": Phase.MAIN,
           "ending": Phase.ENDING, "expiration": Phase.EXPIRATION}
_STATE_KEYS = {"card", "exhausted", "damage", "buff", "stunned", "might", "keywords",
               "controller", "hidden_turn", "effects", "as", "moves", "attached", "unit",
               "played_this_turn", "empowered"}
#: the card a plain test unit is made of (vanilla: no text, no keywords); its Might is set by
#: a permanent effect and its keywords granted (`{"unit": {"might": 3, "keywords": ...}}`)
PLAIN_UNIT = "Vanguard Sergeant"
_THIS_TURN = -2                          # (a placeholder for the scenario's turn)
#: turn history a player entry may set (this turn so far)
HISTORY_KEYS = ("cards_played", "cards_finalized", "discarded", "units_died", "spells_played",
                "xp_gained", "hold_points", "power_spent", "enemy_chosen", "scored")


def _entry(e):
    if isinstance(e, str):
        return {"card": e}
    if isinstance(e, dict) and "unit" in e and "card" not in e:
        u = e["unit"]
        if not isinstance(u, dict) or set(u) - {"might", "keywords"}:
            raise ScenarioError(f"a plain unit is {{'unit': {{'might': n, 'keywords': ...}}}}:"
                                f" {e!r}")
        return _entry({**e, "card": PLAIN_UNIT})
    if isinstance(e, dict) and "card" in e:
        bad = set(e) - _STATE_KEYS
        if bad:
            raise ScenarioError(f"unknown field(s) {sorted(bad)} in card entry {e!r}")
        return e
    raise ScenarioError(f"a card entry must be a name or a dict with 'card': {e!r}")


def _card(pool, name: str) -> int:
    try:
        return pool.by_name(name).index
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def build_reference(spec: dict, pool=None, *, stop_all: bool = False,
                    record: bool = False) -> ReferenceGame:
    g, awaken = position(spec, pool)
    g.stop_at_every_decision(stop_all)
    if record:
        g.record_decisions()
    if awaken:
        turn.start_turn(g)
    g._run()
    return g


def position(spec: dict, pool=None) -> tuple[ReferenceGame, bool]:
    """The position `spec` describes, before anything runs; True when the turn is starting
    (phase "awaken": the caller starts it). The compiled core loads this same position.
    `pool`: the card pool (default `get_pool()`)."""
    pool = pool or get_pool()
    mode = spec.get("mode", "1v1")
    players = spec.get("players", [{}, {}])
    try:
        check_played(mode, game=True)
    except RiftsimError as exc:
        raise ScenarioError(str(exc)) from None
    if len(players) != get_mode(mode).players:
        raise ScenarioError(f"a {mode} scenario needs exactly {get_mode(mode).players} players, "
                            f"got {len(players)}")
    g = ReferenceGame([None] * len(players), seed=int(spec.get("seed", 0)), pool=pool,
                      mode=mode, setup=False, max_turns=int(spec.get("max_turns", 200)))
    g.aliases = {}                       # "as" names -> object ids
    bf_specs = [_entry(b) if not isinstance(b, dict) else b for b in spec.get("battlefields", [])]
    for pi, ps in enumerate(players):
        unknown = set(ps) - {"legend", "champion", "hand", "deck", "trash", "runes",
                             "rune_deck", "pool", "base", "field", "points", "banishment",
                             "xp", "conquered", "chosen_champion", *HISTORY_KEYS}
        if unknown:
            raise ScenarioError(f"unknown player field(s) {sorted(unknown)}")
        p = g.players[pi]
        p.points = int(ps.get("points", 0))
        p.xp = int(ps.get("xp", 0))             # 729: XP (Unleashed)
        for k in HISTORY_KEYS[:-1]:             # turn history: this turn so far
            setattr(p, k, int(ps.get(k, 0)))
        p.scored = {int(b) for b in ps.get("scored", ())}     # battlefield indexes (465)
        p.conquered = {int(b) for b in ps.get("conquered", ())}   # (464: this turn)
        if ps.get("legend"):
            p.legend = _make(g, pool, _entry(ps["legend"]), pi, Zone.LEGEND).id   # (exhausted)
        if ps.get("champion"):
            p.champion = g.new_obj(_card(pool, ps["champion"]), pi, Zone.CHAMPION).id
            p.chosen_card = g.objs[p.champion].card
        if ps.get("chosen_champion"):            # chosen, no longer in the Champion Zone
            p.chosen_card = _card(pool, ps["chosen_champion"])
        for key, zone, lst in (("hand", Zone.HAND, p.hand), ("deck", Zone.DECK, p.deck),
                               ("trash", Zone.TRASH, p.trash),
                               ("banishment", Zone.BANISHMENT, p.banishment)):
            for e in ps.get(key, []):
                e = _entry(e)
                lst.append(_make(g, pool, e, pi, zone).id)
        for e in ps.get("runes", []):
            e = _entry(e)
            o = _make(g, pool, e, pi, Zone.RUNES)
            p.runes.append(o.id)
        for e in ps.get("rune_deck", []):
            p.rune_deck.append(_make(g, pool, _entry(e), pi, Zone.RUNE_DECK).id)
        for e in ps.get("base", []):
            _make(g, pool, _entry(e), pi, Zone.BOARD, LOC_BASE)
        for bi, units in enumerate(ps.get("field", [])):
            for e in units:
                _make(g, pool, _entry(e), pi, Zone.BOARD, bi + 1)
        pool_spec = ps.get("pool", {})
        p.energy = int(pool_spec.get("energy", 0))
        p.power = {k: int(v) for k, v in pool_spec.get("power", {}).items() if v}
    for bi, b in enumerate(bf_specs):
        b = {"card": b} if isinstance(b, str) else b
        o = g.new_obj(_card(pool, b["card"]), b.get("owner", bi % len(g.players)), Zone.BATTLEFIELD)
        bf = Battlefield(index=bi, obj=o.id, owner=o.owner,
                         controller=b.get("controller", NONE))
        for key in ("hidden", "hidden2"):    # hidden2: a second place (107.3.b.1)
            if key in b:
                h = _entry(b[key])
                ho = _make(g, pool, h, h.get("controller", bf.controller), Zone.FACEDOWN)
                ho.played_turn = h.get("hidden_turn", int(spec.get("turn", 3)) - 1)
                setattr(bf, "facedown" if key == "hidden" else "facedown2", ho.id)
        g.bfs.append(bf)
    sd_spec = spec.get("showdown")
    sd_bf = _showdown_bf(g, sd_spec)
    for bf in g.bfs:
        loc = bf.index + 1
        present = {u.controller for u in g.units_at(loc)}
        if bf.controller == NONE and len(present) == 1 and bf.index != sd_bf:
            bf.controller = present.pop()        # units alone at a battlefield control it
        if g.has_teams and any(g.friends(a, b) for a in present for b in present if a != b):
            raise ScenarioError(f"teammates never both have units at a battlefield (442.2.b, "
                                f"484.8.c): battlefield {bf.index} has units of players "
                                f"{sorted(present)}")
    g.victory_score = int(spec.get("victory_score", g.victory_score))
    g.turn = int(spec.get("turn", 3))
    for o in g.objs:                     # "played_this_turn": finalized this turn (812.1.c)
        if o.finalized_turn == _THIS_TURN:
            o.finalized_turn = g.turn
    g.turn_player = int(spec.get("turn_player", 0))
    g.first_player = int(spec.get("first_player", 0))
    for p in g.players:
        p.turns_taken = max(1, (g.turn + (1 if p.index == g.first_player else 0)) // 2)
    phase = spec.get("phase", "main")
    if phase not in _PHASES:
        raise ScenarioError(f"phase must be one of {sorted(_PHASES)}, not {phase!r}")
    awaken = _PHASES[phase] == Phase.AWAKEN
    if awaken:
        g.turn -= 1
        g.players[g.turn_player].turns_taken -= 1    # start_turn counts the turn starting now
    else:
        g.phase = _PHASES[phase]
        if g.phase > Phase.BEGINNING:            # 484.8.b: the position is taken as it was
            turn.note_ally_held(g)               # in this turn's Beginning Phase
    if sd_spec is not None:
        if g.phase != Phase.MAIN:
            raise ScenarioError(f"a showdown is in the Main Phase, not with phase {phase!r}")
        _start_showdown(g, sd_spec, sd_bf)
    if awaken and (spec.get("chain") or spec.get("pending")):
        raise ScenarioError("the turn is starting with phase 'awaken': no chain or pending "
                            "triggers yet")
    if spec.get("chain"):
        _start_chain(g, pool, spec)
    elif "priority" in spec or "passes" in spec:
        raise ScenarioError("'priority' and 'passes' need a 'chain'")
    for e in spec.get("pending", ()):
        _pending_trigger(g, pool, e)
    g.dirty = True
    return g, awaken


_CHAIN_KEYS = {"card", "ability_of", "ability", "controller", "targets", "as"}
_PENDING_KEYS = {"ability_of", "ability", "controller", "trigger"}


def _triggered_ability(g, pool, e) -> tuple:
    """The object and index of the triggered ability {"ability_of": handle, "ability": i}."""
    from riftsim.cards.dsl import Triggered

    src = g.objs[_handle(g, e["ability_of"])]
    ab = int(e.get("ability", 0))
    abilities = pool[src.card].abilities
    if not 0 <= ab < len(abilities) or not isinstance(abilities[ab], Triggered):
        raise ScenarioError(f"{pool[src.card].name} has no triggered ability {ab}")
    return src, ab


def _pending_trigger(g, pool, e) -> None:
    """A triggered ability whose condition was met, not yet on the chain (383.3):
    {"ability_of": handle, "ability": i, "controller": p (default its source's), "trigger":
    handle (the object the event was about, default the source)}. The game puts the pending
    triggers on the chain the next time a player would receive priority (383.3.d)."""
    if not isinstance(e, dict) or "ability_of" not in e or set(e) - _PENDING_KEYS:
        raise ScenarioError(f"a pending trigger is {{'ability_of': handle, 'ability': i}} with "
                            f"'controller' and 'trigger': {e!r}")
    src, ab = _triggered_ability(g, pool, e)
    ctl = int(e.get("controller", src.controller))
    if not 0 <= ctl < len(g.players):
        raise ScenarioError(f"a pending trigger's controller is a player 0-"
                            f"{len(g.players) - 1}, not {ctl}")
    trigger_obj = _handle(g, e["trigger"]) if "trigger" in e else src.id
    on_board = src.zone == Zone.BOARD
    g.triggered.append(PendingTrigger(ctl, src.id, ab, trigger_obj,
                                      src.loc if on_board else LOC_NONE,
                                      layers.might(g, src) if on_board else 0))


def _handle(g, h) -> int:
    """An object of the position: an "as" name, "#id", or a card name naming one object."""
    if isinstance(h, int):
        if not 0 <= h < len(g.objs):
            raise ScenarioError(f"no object #{h}")
        return h
    h = str(h)
    if h in g.aliases:
        return g.aliases[h]
    if h.startswith("#") and h[1:].isdigit():
        return _handle(g, int(h[1:]))
    hits = [o.id for o in g.objs if g.pool[o.card].name.lower() == h.lower()]
    if len(hits) != 1:
        raise ScenarioError(f"{h!r} names {len(hits)} objects: give an \"as\" name or \"#id\"")
    return hits[0]


def _start_chain(g, pool, spec) -> None:
    """Chain items already finalized (329: not pending), bottom first: a spell
    {"card": name, "controller": p, "targets": [[handle, ...] per target slot], "as": name}
    (the card is on the chain, 108.1) or a triggered ability of an object in play
    {"ability_of": handle, "ability": i, "controller": p, "targets": ...}; "priority": who
    holds it (default the top item's controller, 338), "passes": the passes made since."""
    for e in spec["chain"]:
        if not isinstance(e, dict) or set(e) - _CHAIN_KEYS or \
                ("card" in e) == ("ability_of" in e):
            raise ScenarioError(f"a chain item is {{'card': name}} (a spell) or "
                                f"{{'ability_of': handle, 'ability': i}} (a triggered "
                                f"ability), with 'controller' and 'targets': {e!r}")
        if "card" in e:
            entry = {k: v for k, v in e.items() if k in ("card", "as")}
            ctl = int(e.get("controller", g.turn_player))
            o = _make(g, pool, entry, ctl, Zone.CHAIN)
            if pool[o.card].type != "spell":
                raise ScenarioError(f"{pool[o.card].name} is not a spell: only spells and "
                                    f"triggered abilities start on the chain")
            item = ChainItem("spell", ctl, o.id, -1, pending=False)
        else:
            src, ab = _triggered_ability(g, pool, e)
            ctl = int(e.get("controller", src.controller))
            item = ChainItem("trigger", ctl, src.id, ab, pending=False,
                             here=src.loc if src.zone == Zone.BOARD else -1)
        for slot in e.get("targets", []):
            ids = [_handle(g, h) for h in slot]
            item.targets.append(ids)
            for i in ids:
                item.epochs[i] = g.objs[i].epoch
        g.chain.append(item)
    top = g.chain[-1].controller
    g.chain_by_trigger = g.chain[0].kind == "trigger"          # 346.1
    g.priority = int(spec.get("priority", top))
    g.passes = int(spec.get("passes", 0))
    n = len(g.players)
    if not 0 <= g.priority < n or not 0 <= g.passes < n:
        raise ScenarioError(f"priority is a player 0-{n - 1} and passes 0-{n - 1} (340.1), "
                            f"not {g.priority} and {g.passes}")


_SHOWDOWN_KEYS = {"battlefield", "combat", "attacker", "focus", "passes"}


def _showdown_bf(g, sd) -> int:
    if sd is None:
        return -1
    if not isinstance(sd, dict) or "battlefield" not in sd or set(sd) - _SHOWDOWN_KEYS:
        raise ScenarioError(f"a showdown is {{'battlefield': i}} with any of "
                            f"{sorted(_SHOWDOWN_KEYS - {'battlefield'})}: {sd!r}")
    i = int(sd["battlefield"])
    if not 0 <= i < len(g.bfs):
        raise ScenarioError(f"showdown battlefield {i}: there are {len(g.bfs)} battlefields")
    return i


def _start_showdown(g, sd: dict, i: int) -> None:
    """A showdown (345) or combat (459) in progress at battlefield `i`, its start already
    past: "attacker" (default the turn player) applied Contested; in a combat the units there
    hold their designations and their attack / defend triggers are spent (383.4.e-f)."""
    present = {u.controller for u in g.units_at(i + 1)}
    applied = int(sd.get("attacker", g.turn_player))
    combat = bool(sd.get("combat", len(present) == 2))
    if combat and len(present) != 2:          # 457: exactly two players
        raise ScenarioError(f"a combat at battlefield {i} needs units of exactly two players "
                            f"there, not of {sorted(present)}")
    if applied not in present:
        raise ScenarioError(f"player {applied} has no unit at battlefield {i} for the showdown")
    focus = int(sd.get("focus", applied))
    if not 0 <= focus < len(g.players):
        raise ScenarioError(f"showdown focus must be a player 0-{len(g.players) - 1}, "
                            f"not {focus}")
    defender = next((p for p in sorted(present) if g.is_opponent(p, applied)), NONE)
    g.showdown = Showdown(bf=i, combat=combat, focus=focus, passes=int(sd.get("passes", 0)),
                          attacker=applied if combat else NONE,
                          defender=defender if combat else NONE, applied_by=applied)
    g.bfs[i].contested_by = applied
    if combat:
        for u in g.units_at(i + 1):
            if u.controller == applied:
                u.designation = ATTACKER
                g.showdown.attackers_seen.add(u.id)
            else:
                u.designation = DEFENDER
                g.showdown.defenders_seen.add(u.id)


def _make(g, pool, e: dict, owner: int, zone: Zone, loc: int = -1):
    o = g.new_obj(_card(pool, e["card"]), owner, zone, token=pool[_card(pool, e["card"])].is_token)
    o.controller = e.get("controller", owner)
    if "as" in e:                        # a name for this object (Scenario.id("..."))
        if e["as"] in g.aliases:
            raise ScenarioError(f"two objects are called {e['as']!r} (\"as\")")
        g.aliases[str(e["as"])] = o.id
    o.loc = loc if zone == Zone.BOARD else -1
    o.exhausted = bool(e.get("exhausted", False))
    o.damage = int(e.get("damage", 0))
    o.buff = int(e.get("buff", 0))
    o.stunned = bool(e.get("stunned", False))
    if e.get("might"):
        g.effects.append(Effect("might", o.id, o.epoch, int(e["might"]), None, "turn",
                                g.next_timestamp(), owner))
    for eff in e.get("effects", []):     # [kind, n]: continuous effects this turn, oldest first
        kind, n = eff
        if kind not in ("might", "set_might"):
            raise ScenarioError(f"scenario effect {kind!r}: only 'might' and 'set_might'")
        g.effects.append(Effect(kind, o.id, o.epoch, int(n), None, "turn", g.next_timestamp(),
                                owner))
    plain = e.get("unit")
    if plain is not None:                # a plain test unit: its Might, whatever its card's
        g.effects.append(Effect("set_might", o.id, o.epoch, int(plain.get("might", 0)), None,
                                "permanent", g.next_timestamp(), owner))
    o.moves_this_turn = int(e.get("moves", 0))
    if e.get("played_this_turn"):        # set to the turn once it is known (position)
        o.finalized_turn = _THIS_TURN
    o.empowered = bool(e.get("empowered", False))       # Empowered (827)
    kws = e.get("keywords", [])
    if plain is not None:
        kws = list(kws) + _keyword_list(plain.get("keywords", {}))
    for kw in _keyword_list(kws):
        # 801.3.a.3: a granted keyword without a duration lasts while the object stays put
        name, _, n = kw.partition(" ")
        g.effects.append(Effect("give", o.id, o.epoch, int(n or 0), name, "permanent",
                                g.next_timestamp(), owner))
    for x in e.get("attached", []):      # Equipment attached to this unit (434)
        if zone != Zone.BOARD:
            raise ScenarioError(f"only a unit on the board has attachments: {e!r}")
        xe = _entry(x)
        xo = _make(g, pool, xe, owner, zone, loc)
        if g.pool[xo.card].type != "gear":
            raise ScenarioError(f"{g.pool[xo.card].name} is not gear: it cannot be attached")
        xo.attached_to = o.id
    return o


def _keyword_list(kws) -> list[str]:
    """Keywords as ["Assault 2", "Tank"]: a list of such strings, or a dict of values."""
    if isinstance(kws, dict):
        return [k if n is True or not n else f"{k} {int(n)}" for k, n in kws.items()]
    if isinstance(kws, (list, tuple)) and all(isinstance(k, str) for k in kws):
        return list(kws)
    raise ScenarioError(f"keywords are a list like ['Assault 2'] or a dict: {kws!r}")
