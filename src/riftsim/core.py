"""The compiled core's Python side: game creation, batches, and views of a core game.

`riftsim._core.engine` plays the rules of `riftsim.reference` in C over one flat state per
game. Its static card data are the read-only tables `riftsim.cards.compile` builds from the
card pool; `supports(info)` (re-exported from there) says which cards it runs, and
`new_game(engine="core")` refuses a deck holding any other card, naming it. The parity
harness (`riftsim parity`) draws its random decks from the supported cards.
"""

from __future__ import annotations

import numpy as np

from riftsim.cards.compile import (
    DELAY_EVENTS, DOMAINS, DURATIONS, EFFECT_KINDS, KEYWORDS, POWER_SLOTS, UnsupportedCardError,
    _walk_ops, supports, tables, unsupported_reason)
from riftsim.cards.pool import CardPool, get_pool
from riftsim.errors import RiftsimError

__all__ = ["CoreGameError", "UnsupportedCardError", "build_core", "deck_spec", "new_core_game",
           "native_agents", "observation", "play_games", "supports", "tables", "unsupported_reason"]

#: the core's chain item kinds (constants.pxi CK_*) by the reference's ChainItem.kind
CHAIN_KINDS = {"spell": 1, "unit": 2, "gear": 3, "trigger": 4, "ability": 5}


class CoreGameError(RiftsimError):
    """Games of a batch hit an internal error of the core; `results` keeps every game's row
    (`results["error"]` marks the unfinished ones)."""

    def __init__(self, message: str, results: dict):
        super().__init__(message)
        self.results = results

def deck_spec(deck, pool: CardPool | None = None) -> np.ndarray:
    """A deck as the int32 spec the core's setup reads: legend, champion (-1), then counted
    lists of main-deck cards, runes and battlefields (card indices). Refuses cards the core
    does not run yet, naming the first one."""
    pool = pool or get_pool()
    legend, champion = deck.legend, deck.champion
    main, runes, bfs = list(deck.main), list(deck.runes), list(deck.battlefields)
    for cid in [legend, champion, *main, *bfs, *runes]:
        if not cid:
            continue
        info = pool.by_id(cid)
        why = unsupported_reason(info)
        if why is not None:
            raise UnsupportedCardError(
                f"the compiled core does not run {info.name} ({info.id}) yet: {why}; "
                f"use engine='reference' (riftsim cards --core lists what it runs)")
    spec = [pool.by_id(legend).index, pool.by_id(champion).index if champion else -1]
    for part in (main, runes, bfs):
        spec.append(len(part))
        spec += [pool.by_id(c).index for c in part]
    return np.asarray(spec, dtype=np.int32)


def new_core_game(decks, *, seed: int = 0, first_player: int | None = None,
                  max_turns: int = 200, log_events: bool = True, mode: str = "1v1"):
    """A core game of `mode` (riftsim.modes: 1v1, FFA3, FFA4, 2v2) with one deck per seat."""
    from riftsim._core.engine import CoreGame
    from riftsim.game import _resolve_deck
    from riftsim.modes import get_mode

    rules = get_mode(mode)
    players = rules.players
    decks = [_resolve_deck(d) if isinstance(d, str) else d for d in decks]   # (deck specs)
    if len(decks) != players:
        raise ValueError(f"{mode} needs exactly {players} decks, got {len(decks)}")
    if rules.teams:                      # 484.8.g-h: teammates' legends and battlefields differ
        from riftsim.decks import check_teams
        from riftsim.modes import team_of

        check_teams(list(decks), [[i for i in range(players) if team_of(rules, i) == t]
                                  for t in range(rules.teams)])
    pool = get_pool()
    spec = np.concatenate([deck_spec(d, pool) for d in decks])
    return CoreGame.create(tables(), spec, seed & ((1 << 64) - 1),
                           -1 if first_player is None else int(first_player), max_turns,
                           log_events, mode)


def native_agents(agents) -> tuple:
    """Two `NativeAgent`s from agent specs (`riftsim.agents.parse_agent`)."""
    from riftsim.agents import AgentError, parse_agent

    if len(agents) != 2:
        raise AgentError(f"give two agents, one per player, got {len(agents)}")
    specs = [parse_agent(a) for a in agents]
    for s in specs:
        if not s.native:
            raise AgentError(f"agent {s} is a Python agent: it needs a game driven from "
                             f"Python (riftsim.sim.simulate does that), not play_games")
    return tuple(s.native_agent() for s in specs)


def play_games(decks, n_games: int, seed: int = 0, agents=("heuristic", "heuristic"),
               max_turns: int = 200, start: int = 0) -> dict:
    """Play games `start` .. `start + n_games - 1` of deck A (player 0, first in even games)
    against deck B inside the core, without the GIL and without Python per decision. Game i
    uses seed derive_seed(seed, i). `agents`: two agent specs of agents that run in the core
    (built-in agents, compiled policies; `riftsim agents` lists them). Returns numpy arrays:
    winner (-1 none), turns, points (n, 2), decisions, reason (OutcomeReason), error (0, or
    the core's internal error code for a game it could not finish).

    Raises :class:`CoreGameError` if a game hit an internal error (a capacity of the flat
    state exceeded, or a bug); the finished games' results are on the exception."""
    from riftsim._core.engine import play_games as _play
    from riftsim.game import _resolve_deck

    if n_games < 1:
        raise ValueError("n_games must be at least 1")
    natives = native_agents(agents)
    resolved = [_resolve_deck(d) for d in decks]
    specs = [deck_spec(d) for d in resolved]
    out = _play(tables(), specs, seed & ((1 << 64) - 1), n_games, natives, max_turns, start)
    return _finished(out, start, seed)


def _finished(out: dict, start: int, seed: int) -> dict:
    """A batch's results, or CoreGameError naming the first game the core could not finish
    (its internal error; the results on the exception)."""
    from riftsim._core.engine import error_message

    bad = np.flatnonzero(out["error"])
    if len(bad):
        raise CoreGameError(
            f"the compiled core could not finish {len(bad)} of {len(out['error'])} games "
            f"(first: game {start + int(bad[0])}, seed {seed}: "
            f"{error_message(int(out['error'][bad[0]]))}); the other games' results are in "
            f".results", out)
    return out


def play_mode_games(decks, orders, seed: int = 0, agents=None, *, mode: str,
                    max_turns: int = 200, start: int = 0) -> dict:
    """Play games `start` .. `start + len(orders) - 1` of `mode` (FFA3, FFA4, 2v2, or 1v1)
    inside the core, without the GIL and without Python per decision: `decks[k]` and
    `agents[k]` (default heuristic) are deck k and its agent, `orders[i][seat]` the deck at
    each seat of game start + i (seat 0 goes first). Game g uses seed derive_seed(seed, g)
    and the agents are seeded by seat as `riftsim.agents.play_game` seeds them, so these
    are the games `play_game(..., engine="core", first_player=0, mode=mode)` plays driven
    from Python. Returns numpy arrays per game (winner seat -1 none; winners a bit per
    winning seat; turns; points per seat; decisions; reason; error).

    Raises :class:`CoreGameError` if a game hit an internal error; the finished games'
    results are on the exception."""
    from riftsim._core.engine import play_mode_games as _play
    from riftsim.agents import AgentError, parse_agent, refuse_1v1_only
    from riftsim.game import _resolve_deck
    from riftsim.modes import get_mode

    rules = get_mode(mode)
    agents = list(agents or ["heuristic"] * len(decks))
    if len(decks) != rules.players or len(agents) != rules.players:
        raise ValueError(f"{mode} needs {rules.players} decks and agents, got {len(decks)} "
                         f"and {len(agents)}")
    specs = [parse_agent(a) for a in agents]
    for sp in specs:
        if not sp.native:
            raise AgentError(f"agent {sp} is a Python agent: it needs a game driven from "
                             f"Python, not play_mode_games")
    if rules.players > 2:
        refuse_1v1_only(specs, str(rules.players), python_agents=False)
    deck_specs = [deck_spec(_resolve_deck(d)) for d in decks]
    out = _play(tables(), deck_specs, seed & ((1 << 64) - 1), orders,
                [sp.native_agent() for sp in specs], mode, max_turns, start)
    return _finished(out, start, seed)


# ------------------------------------------------------------------ description, observation


def _zone_names() -> tuple:
    from riftsim.reference.state import Zone

    names = [None] * (max(Zone) + 1)
    for z in Zone:
        names[z] = z.name
    return tuple(names)


#: Zone(z).name by value (an enum call per object is most of an observation's cost)
_ZONE_NAMES = _zone_names()


def observation(g, player: int) -> dict:
    """What `player` may know (the reference engine's `observation` layout): masked as the
    observation vector is (`CoreGame.visibility`, reference/observe.py)."""
    from riftsim.reference.state import Zone

    pool = g.pool
    vis = g.visibility(player)
    rows = g.obj_table()                 # (every object's fields, read once)

    def view(o):
        card, owner, ctl, zone, loc, exh, dmg, buff, stun, emp = rows[o]
        shown = vis[o] != 1
        info = pool[card]
        return {"id": o if shown else None, "card": info.id if shown else None,
                "name": info.name if shown else None, "owner": owner, "controller": ctl,
                "zone": _ZONE_NAMES[zone], "loc": loc, "exhausted": bool(exh), "damage": dmg,
                "buff": buff, "stunned": bool(stun), "empowered": bool(emp)}

    h = g.header
    seats = range(g.n_players)
    lists = {p: {z: g.zone_list(p, z) for z in (Zone.DECK, Zone.HAND, Zone.RUNE_DECK)}
             for p in seats}
    public = (Zone.BOARD, Zone.RUNES, Zone.LEGEND, Zone.CHAMPION, Zone.BATTLEFIELD,
              Zone.FACEDOWN, Zone.TRASH, Zone.CHAIN, Zone.BANISHMENT)
    ps = [g.player_state(p) for p in seats]
    from riftsim.reference.observe import with_seats
    from riftsim.reference.state import Phase
    obs = {
        "player": player, "turn": h["turn"], "turn_player": h["turn_player"],
        "phase": Phase(h["phase"]).name,
        "points": [p["points"] for p in ps], "xp": [p["xp"] for p in ps],
        "hand": [view(o) for o in lists[player][Zone.HAND]],
        "hand_sizes": [len(lists[p][Zone.HAND]) for p in seats],
        "deck_sizes": [len(lists[p][Zone.DECK]) for p in seats],
        "rune_deck_sizes": [len(lists[p][Zone.RUNE_DECK]) for p in seats],
        "pool": {"energy": ps[player]["energy"], "power": ps[player]["power"],
                 "spell_energy": ps[player]["spell_energy"]},
        "board": [view(o) for o in range(len(rows)) if rows[o][3] in public and vis[o] != 1]
        + [view(fd) for i in range(g.n_bfs) for fd in (g.facedown(i), g.facedown2(i))
           if fd >= 0 and vis[fd] == 1],
        "known": [view(o) for o in range(len(rows)) if vis[o] == 2],
        "battlefields": [{"index": i, "card": pool[rows[g.battlefield(i)[0]][0]].id,
                          "controller": g.battlefield(i)[1],
                          "contested_by": g.battlefield(i)[2],
                          "hidden": g.facedown(i) != -1,
                          "hidden2": g.facedown2(i) != -1}
                         for i in range(g.n_bfs)],
        "showdown": None if h["showdown"] < 0 else {
            "battlefield": h["showdown"], "combat": bool(h["combat"]), "focus": h["focus"]},
        "chain": [{"controller": c, "source": s, "ability": a} for c, s, a in g.chain_items()],
        "decision": None if g.decision is None else g.decision.kind.name,
    }
    if g.has_teams:
        obs["teams"] = list(g.team)              # 478.2.a: who plays with whom (484.5.c)
    return with_seats(obs)


# ------------------------------------------------------------------ scenarios and views


def build_core(spec: dict, pool: CardPool | None = None, *, stop_all: bool = False,
               record: bool = False, aliases: dict | None = None):
    """The scenario position `spec` (riftsim.scenario) in the core: the reference builder lays
    it out, the core loads the same objects, lists and effects and runs from there. `pool`:
    the card pool (default `get_pool()`), compiled to its own tables. `stop_all`: single-option
    decisions wait too; `record`: keep the decision log; `aliases` gets the spec's "as" names."""
    from riftsim._core.engine import CoreGame
    from riftsim.reference.scenario import position
    from riftsim.reference.state import Zone

    g, awaken = position(spec, pool)
    if aliases is not None:
        aliases.update(g.aliases)
    pool = g.pool
    for o in g.objs:
        why = unsupported_reason(pool[o.card])
        if why is not None and pool[o.card].type != "rune":
            raise UnsupportedCardError(
                f"the compiled core does not run {pool[o.card].name} yet: {why}")
    effects = []
    # (a "decree" effect names its instruction row, which build_core does not know)
    for e in g.effects:
        paid = e.kind == "save_from_death" and e.kw in DOMAINS     # "you may pay [C]"
        ctl_kw = e.kind == "control_until"          # kw: the player before (ops_copy_and_control.pxi)
        if e.kind not in EFFECT_KINDS or (e.kw is not None and e.kw not in KEYWORDS
                                          and not ctl_kw and not paid):
            raise UnsupportedCardError(f"the compiled core has no {e.kind} {e.kw} effect yet")
        effects.append((EFFECT_KINDS[e.kind], e.target, e.epoch, e.n,
                        int(e.kw) if ctl_kw else DOMAINS.index(e.kw) if paid
                        else KEYWORDS.index(e.kw) if e.kw else -1,
                        DURATIONS[e.duration],
                        e.timestamp, e.controller))
    objs = [(o.card, o.owner, o.controller, int(o.zone), o.loc, int(o.exhausted), o.damage,
             o.buff, int(o.stunned), int(o.token)) for o in g.objs]
    players = []
    for p in g.players:
        players.append({
            "legend": p.legend, "champion": p.champion, "chosen_card": p.chosen_card,
            "points": p.points, "xp": p.xp,
            "energy": p.energy, "turns_taken": p.turns_taken,
            "cards_played": p.cards_played, "cards_finalized": p.cards_finalized,
            "discarded": p.discarded, "units_died": p.units_died, "scored": sorted(p.scored),
            "spells_played": p.spells_played, "xp_gained": p.xp_gained,
            "hold_points": p.hold_points, "conquered": sorted(p.conquered),
            "power_spent": p.power_spent, "enemy_chosen": p.enemy_chosen,
            "power": {POWER_SLOTS[d]: n for d, n in p.power.items()},
            "lists": {int(Zone.DECK): p.deck, int(Zone.HAND): p.hand,
                      int(Zone.TRASH): p.trash, int(Zone.BANISHMENT): p.banishment,
                      int(Zone.RUNE_DECK): p.rune_deck, int(Zone.RUNES): p.runes}})
    if any(bf.replaced >= 0 for bf in g.bfs):            # (ops_copy_and_control.pxi: not loaded)
        raise UnsupportedCardError("the compiled core loads no replaced battlefield yet")
    bfs = [(bf.obj, bf.owner, bf.controller, bf.facedown, bf.facedown2) for bf in g.bfs]
    core = CoreGame.blank(tables(pool), int(spec.get("seed", 0)) & ((1 << 64) - 1),
                          int(spec.get("max_turns", 200)), g.mode)
    attached = [(o.id, o.attached_to) for o in g.objs if o.attached_to != -1]
    core.stop_at_every_decision(stop_all)
    if record:
        core.record_decisions()
    for o in g.objs:
        if o.moves_this_turn:
            core.set_moves_this_turn(o.id, o.moves_this_turn)
    core.load(objs, players, bfs, effects, {
        "timestamp": g.timestamp, "turn": g.turn, "turn_player": g.turn_player,
        "first_player": g.first_player, "phase": int(g.phase), "awaken": awaken,
        "victory_score": g.victory_score, "attached": attached,
        "ally_held": sorted(g.ally_held),
        "contested": [bf.contested_by for bf in g.bfs],
        "showdown": None if g.showdown is None else (
            g.showdown.bf, int(g.showdown.combat), g.showdown.focus, g.showdown.passes,
            g.showdown.attacker, g.showdown.defender, g.showdown.applied_by),
        "designations": [(o.id, o.designation, (o.id in g.showdown.attackers_seen)
                          | 2 * (o.id in g.showdown.defenders_seen))
                         for o in g.objs if o.designation] if g.showdown else [],
        "chain": [(CHAIN_KINDS[it.kind], it.controller, it.source, it.ability, it.here,
                   [(i, slot, it.epochs.get(i, 0)) for slot, ids in enumerate(it.targets)
                    for i in ids]) for it in g.chain],
        "marks": [(o.id, o.finalized_turn, int(o.empowered)) for o in g.objs
                  if o.finalized_turn != -1 or o.empowered],
        "pending": [(pt.controller, pt.source, pt.ability, pt.trigger_obj, pt.here,
                     pt.snapshot_might) for pt in g.triggered],
        "priority": g.priority, "passes": g.passes,
        "chain_by_trigger": int(g.chain_by_trigger)})
    for o in g.objs:
        if o.zone == Zone.FACEDOWN:                  # Hidden (811): when it was hidden
            core.set_played_turn(o.id, o.played_turn)
    return core


class _View:
    """A read-only snapshot of part of a core game, shaped like the reference state."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.__dict__})"


class _LiveObj:
    """A live, read-only view of core object `id`, shaped like the reference engine's `Obj`."""

    __slots__ = ("_g", "id")

    def __init__(self, g, o: int):
        self._g, self.id = g, o

    def _f(self, i):
        return self._g.obj(self.id)[i]

    card = property(lambda self: self._f(0))
    owner = property(lambda self: self._f(1))
    controller = property(lambda self: self._f(2))
    zone = property(lambda self: _zone(self._f(3)))
    loc = property(lambda self: self._f(4))
    exhausted = property(lambda self: bool(self._f(5)))
    damage = property(lambda self: self._f(6))
    buff = property(lambda self: self._f(7))
    stunned = property(lambda self: bool(self._f(8)))
    empowered = property(lambda self: self._g.obj_empowered(self.id),
                         lambda self, v: self._g.set_empowered(self.id, bool(v)))
    token = property(lambda self: bool(self._g.obj_extra(self.id)[0]))
    designation = property(lambda self: self._g.obj_extra(self.id)[1])
    epoch = property(lambda self: self._g.obj_extra(self.id)[2])
    attached_to = property(lambda self: self._g.obj_attached(self.id))

    def __repr__(self) -> str:
        return f"CoreObj(id={self.id}, zone={self.zone.name}, loc={self.loc})"


def _zone(z: int):
    from riftsim.reference.state import Zone
    return Zone(z)


class _LivePlayer:
    """A live, read-only view of a core player, shaped like the reference `Player`."""

    def __init__(self, g, p: int):
        self._g, self.index = g, p

    def __getattr__(self, name):
        from riftsim.reference.state import Zone

        lists = {"deck": Zone.DECK, "hand": Zone.HAND, "trash": Zone.TRASH,
                 "banishment": Zone.BANISHMENT, "rune_deck": Zone.RUNE_DECK,
                 "runes": Zone.RUNES}
        if name in lists:
            return self._g.zone_list(self.index, lists[name])
        st = self._g.player_state(self.index)
        if name in st:
            return st[name]
        raise AttributeError(name)


def obj_views(g) -> list:
    return [_LiveObj(g, o) for o in range(g.n_objs)]


def player_views(g) -> list:
    return [_LivePlayer(g, p) for p in range(g.n_players)]


def battlefield_views(g) -> list:
    out = []
    for i in range(g.n_bfs):
        obj, ctl, contested = g.battlefield(i)
        out.append(_View(index=i, obj=obj, owner=g.obj(obj)[1], controller=ctl,
                         contested_by=contested,
                         facedown=g.facedown(i), facedown2=g.facedown2(i),
                         replaced=g.replaced(i)))
    return out


def chain_views(g) -> list:
    """The chain items, shaped like the reference `ChainItem` (targets per slot; `extra`
    holds the move destination chosen as a spell was played, 355.4)."""
    pool = g.pool
    out = []
    kinds = {1: "spell", 2: "unit", 3: "gear", 4: "trigger", 5: "ability"}
    pending = g.chain_pending()
    for i, ((c, s, a), k) in enumerate(zip(g.chain_items(), g.chain_kinds())):
        info = pool[g.obj(s)[0]]
        chosen, repeats, move_dests = g.chain_item_targets(i)
        ab = info.abilities[a] if 0 <= a < len(info.abilities) else (
            info.definition.spell() if a < 0 and info.definition else None)
        spec = getattr(ab, "targets", ())
        slots = [[] for _ in range(len(spec) * (1 + repeats))]
        for o, slot in chosen:
            while slot >= len(slots):
                slots.append([])
            slots[slot].append(o)
        extra = {}
        if any(move_dests):                  # each execution's, keyed by its slot (820.2.a)
            moved = next((op.to.index for op in _walk_ops(getattr(ab, "effects", ()))
                          if op.name == "move" and op.dest in (
                              "choose", "to_or_from_base", "with_own_unit")), 0)
            extra["dests"] = {moved + k * len(spec): d - 1
                              for k, d in enumerate(move_dests) if d}
        out.append(_View(controller=c, source=s, ability=a, targets=slots, extra=extra,
                         kind=kinds.get(k, "trigger"), pending=pending[i]))
    return out


#: names of the core's continuous effect kinds (EFFECT_KINDS reversed; 61 "decree" is an
#: effect ops' player effect build_core cannot load)
EFFECT_NAMES = {**{v: k for k, v in EFFECT_KINDS.items()}, 61: "decree"}


def effect_views(g) -> list:
    """The continuous effects, shaped like the reference engine's `Effect`."""
    durs = {v: k for k, v in DURATIONS.items()}
    out = []
    for kind, target, epoch, n, kw, dur, ts, ctl in g.effect_rows():
        name = EFFECT_NAMES.get(kind, str(kind))
        k = KEYWORDS[kw] if name == "give" and 0 <= kw < len(KEYWORDS) else (
            str(kw) if name in ("decree", "control_until") or name.startswith("watch_")
            else None)
        out.append(_View(kind=name, target=target, epoch=epoch, n=n, kw=k,
                         duration=durs.get(dur, dur), timestamp=ts, controller=ctl))
    return out


def delayed_views(g) -> list:
    """The delayed abilities and watches (the reference engine's `g.delayed` dicts): "this
    turn" delays, "if this kills it" watches, then the spell-kill watches the core counts."""
    events = {v: k for k, v in DELAY_EVENTS.items()}
    n, delays, watches = g.delayed_rows()
    out = [{"event": events.get(e, e), "controller": c, "source": s, "ability": a,
            "effects": None, "turn": t, **({"here": h - 1} if h else {}),
            **({"obj": ob - 1, "epoch": ep} if ob else {})}
           for e, c, s, a, t, h, ob, ep in delays]
    out += [{"event": "killed", "obj": o, "epoch": ep, "controller": c, "source": s}
            for o, ep, c, s, _, _ in watches]
    out += [{"event": "spell_kill"}] * max(0, n - len(out))
    return out


def showdown_view(g):
    h = g.header
    if h["showdown"] < 0:
        return None
    seen = [g.seen_of(o) for o in range(g.n_objs)]
    return _View(bf=h["showdown"], combat=bool(h["combat"]), focus=h["focus"],
                 attacker=h["attacker"], defender=h["defender"], passes=h["sd_passes"],
                 step=h["sd_step"], recalled=bool(h["sd_recalled"]),
                 attackers_seen={o for o, b in enumerate(seen) if b & 1},
                 defenders_seen={o for o, b in enumerate(seen) if b & 2})
