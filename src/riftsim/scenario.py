"""Scenario builder: set up any mid-game position from a compact spec, act, and assert.

A spec is a plain dict (engine-independent, so the compiled core can build the same
positions)::

    {
      "turn": 3, "turn_player": 0, "phase": "main",   # see "phase" below
      "first_player": 0, "seed": 1,
      "battlefields": ["Grove of the God-Willow", {"card": "Zaun Warrens", "controller": 1}],
      "players": [
        {"legend": "Loose Cannon", "champion": "Jinx, Demolitionist", "points": 3,
         "xp": 0,                                                 # XP (729), Unleashed
         "hand": ["Hextech Ray"], "deck": ["Mega-Mech"],          # deck: top first
         "trash": [], "rune_deck": ["Fury Rune"],
         "runes": ["Fury Rune", {"card": "Chaos Rune", "exhausted": True}],
         "pool": {"energy": 1, "power": {"fury": 1}},
         "base": ["Pouty Poro", {"card": "Mega-Mech", "exhausted": True, "damage": 2,
                                 "buff": 1, "stunned": False, "might": 2}],
         "field": [["Daring Poro"], []]},                         # units at battlefield i
        {...},
      ],
    }

Card entries are names (any spelling `riftsim.cards.facts` resolves) or dicts with "card" and
state fields ("might": +n this turn; "effects": [["might", 3], ["set_might", 2]], continuous
effects this turn, oldest first; "keywords": ["Temporary", "Assault 2"] granted for as long
as the object stays where it is, rule 801.3.a.3); the legend too may be a dict (an exhausted
legend: {"card": "Void Burrower", "exhausted": True}). More card entry fields: "as": a name
for the object (`Scenario.id("that name")`), "moves": times it moved this turn,
"played_this_turn": finalized as a played card this turn (812.1.c), "empowered": it has the
Empowered status (827), "attached":
Equipment attached to this unit (card entries). A plain test unit is
{"unit": {"might": 3, "keywords": {"Assault": 2}}} (a vanilla card,
`riftsim.reference.scenario.PLAIN_UNIT`, whose Might is set and keywords granted). Player
fields for this turn so far: "cards_played", "cards_finalized", "spells_played", "discarded",
"units_died", "xp_gained", "hold_points" (points scored from holding), "scored" (battlefield
indexes); `Scenario.history(p)` reads them (but "hold_points").
"mode": the mode of play (`riftsim.modes`, default "1v1"); "ffa3" and "ffa4" take 3 and 4
player entries in turn order, battlefields and "field" lists 3 (482.4, 483.4), and are
built by the reference engine only. "victory_score":
the points that win (default 8). "showdown": {"battlefield": i, "combat": bool (default:
both players have units there), "attacker": the player who applied Contested (default the
turn player), "focus": player (default the attacker), "passes": n} starts inside a showdown
or combat whose start is past (designations held, attack / defend triggers spent).
"chain": finalized items (329), bottom first: a spell {"card": name, "controller": p,
"targets": [[handle, ...] per target slot], "as": name} (on the chain, 108.1) or a triggered
ability {"ability_of": handle, "ability": i (its index among the card's abilities),
"controller": p (default its source's), "targets": ...}; a handle is an "as" name, "#id" or a
card name naming one object. "priority": who holds priority (default the top item's
controller, 338) and "passes": passes made since (fewer than the players, 340.1). "pending": triggered
abilities whose condition was met, not yet on the chain (383.3), {"ability_of": handle,
"ability": i, "controller": p, "trigger": handle (the object the event was about, default
the source)}; the game puts them on the chain in turn order as it goes on (383.3.d).
"phase": "awaken" starts the turn (the turn player readies, 315.1, and the turn runs from
there); "beginning", "scoring", "channel", "draw", "main", "ending" or "expiration" is the
phase or step the game is in, its turn-based actions done (315-317): with no chain it goes on
to the next one. A showdown is in the Main Phase; a chain or pending triggers in any phase
but "awaken".
Object ids are assigned in a fixed order (per player: legend, champion, hand,
deck, trash, runes, rune deck, base, field, each attachment right after its unit; then the
battlefields; then the chain's spells), the same in every engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from riftsim.actions import DecisionKind
from riftsim.errors import IllegalActionError, ScenarioError

ENGINE_BUILDERS = {}


def build(spec: dict, engine: str = "reference", pool=None, *, stop_all: bool = False,
          record: bool = False, aliases: dict | None = None):
    """Build the position `spec` describes in `engine`; the game runs to its first decision.
    `pool`: the card pool (default `get_pool()`; `riftsim.cards.pool.pool_with` makes one with
    other definitions). `stop_all`: single-option decisions wait for an action too; `record`:
    the game keeps its decision log from the start; `aliases` gets the spec's "as" names."""
    if engine == "reference":
        from riftsim.reference.scenario import build_reference

        g = build_reference(spec, pool, stop_all=stop_all, record=record)
        if aliases is not None:
            aliases.update(g.aliases)
        return g
    if engine == "core":
        from riftsim.core import build_core
        from riftsim.modes import check_played
        from riftsim.errors import RiftsimError

        try:
            check_played(spec.get("mode", "1v1"), game=True, engine="core")
        except RiftsimError as exc:
            raise ScenarioError(str(exc)) from None

        return build_core(spec, pool, stop_all=stop_all, record=record, aliases=aliases)
    raise ScenarioError(f"engine {engine!r} cannot build scenarios yet")


def _zone_of(zone):
    from riftsim.constants import Zone

    if zone is None or isinstance(zone, Zone):
        return zone
    if isinstance(zone, str):
        try:
            return Zone[zone.upper()]
        except KeyError:
            raise ScenarioError(f"no zone called {zone!r}; zones: "
                                f"{[z.name for z in Zone]}") from None
    return Zone(int(zone))


@dataclass
class Scenario:
    """A game plus helpers to act by description, to look objects up (by name, "as" name or
    id, filtered by zone, owner and controller) and to read it the same way on every engine.

    Object handles: an int is an object id; a str is an "as" name from the spec, else a card
    name matched exactly (case aside), never a part of a name."""

    game: object
    aliases: dict = field(default_factory=dict)

    @classmethod
    def from_spec(cls, spec: dict, engine: str = "reference", pool=None, *,
                  stop_at_every_decision: bool = False,
                  record_decisions: bool = False) -> "Scenario":
        """The position `spec` in `engine`. `stop_at_every_decision`: a decision with a single
        option waits for `do` like any other (by default the game takes it at once);
        `record_decisions`: keep `decision_log` from the start (on when stopping at every
        decision too)."""
        aliases: dict = {}
        g = build(spec, engine, pool, stop_all=stop_at_every_decision,
                  record=record_decisions or stop_at_every_decision, aliases=aliases)
        return cls(g, aliases)

    @property
    def engine(self) -> str:
        return getattr(self.game, "engine", "reference")

    # -------------------------------------------------------------- looking things up

    def ids(self, name: str | None = None, player: int | None = None, *, zone=None,
            controller: int | None = None, owner: int | None = None,
            required: bool = True) -> list[int]:
        """Ids of the objects called `name` (exactly; None: any) owned by `player` / `owner`,
        in `zone` (a `riftsim.Zone` or its name), controlled by `controller`; in id order.
        An "as" name from the spec gives that one object. Raises ScenarioError when nothing
        matches unless `required` is False."""
        g = self.game
        owner = player if owner is None else owner
        zone = _zone_of(zone)
        if name is not None and name in self.aliases:
            cands = [self.aliases[name]]
        else:
            want = None if name is None else name.lower()
            cands = [o.id for o in g.objs
                     if want is None or g.pool[o.card].name.lower() == want]
        out = []
        for i in cands:
            o = g.objs[i]
            if owner is not None and o.owner != owner:
                continue
            if controller is not None and o.controller != controller:
                continue
            if zone is not None and o.zone != zone:
                continue
            out.append(i)
        if not out and required:
            what = [f"named {name!r}" if name is not None else "at all"]
            if owner is not None:
                what.append(f"owned by player {owner}")
            if controller is not None:
                what.append(f"controlled by player {controller}")
            if zone is not None:
                what.append(f"in {zone.name}")
            known = sorted({g.pool[o.card].name for o in g.objs if name is not None
                            and name.lower() in g.pool[o.card].name.lower()})
            hint = f" (names containing it: {known})" if known and not cands else ""
            raise ScenarioError("no object " + " ".join(what) + hint)
        return out

    def id(self, name, player: int | None = None, index: int = 0, **filters) -> int:
        """The id of the index-th object `ids(name, player, **filters)` lists; an int is
        returned as it is (a handle is already an id)."""
        if isinstance(name, int):
            if not 0 <= name < len(self.game.objs):
                raise ScenarioError(f"no object #{name}")
            return name
        found = self.ids(name, player, **filters)
        if index >= len(found):
            raise ScenarioError(f"only {len(found)} object(s) match {name!r}, not {index + 1}")
        return found[index]

    def obj(self, name, player: int | None = None, index: int = 0, **filters):
        return self.game.objs[self.id(name, player, index, **filters)]

    def name(self, handle) -> str:
        g = self.game
        return g.pool[g.objs[self.id(handle)].card].name

    def ref(self, handle, player: int | None = None, index: int = 0, **filters) -> str:
        """"Name #id": how action descriptions name the object (`s.do("target " + s.ref(x))`)."""
        i = self.id(handle, player, index, **filters)
        return f"{self.name(i)} #{i}"

    def mark(self) -> int:
        """The number of objects so far: `created(mark)` lists those made after it."""
        return len(self.game.objs)

    def created(self, since: int, name: str | None = None) -> list[int]:
        """Ids of the objects (tokens, copies, …) created since `mark()` returned `since`."""
        g = self.game
        return [i for i in range(since, len(g.objs))
                if name is None or g.pool[g.objs[i].card].name.lower() == name.lower()]

    # -------------------------------------------------------------- views (every engine)

    def might(self, name, player: int | None = None, index: int = 0, **filters) -> int:
        from riftsim.reference import layers

        return layers.might(self.game, self.obj(name, player, index, **filters))

    def mighty(self, name, player: int | None = None, index: int = 0, **filters) -> bool:
        """Mighty: on the board with 5 or more Might (rule 809.1 / the Mighty condition)."""
        o = self.obj(name, player, index, **filters)
        from riftsim.constants import Zone

        return o.zone == Zone.BOARD and self.might(o.id) >= 5

    def keywords(self, name, player: int | None = None, index: int = 0,
                 **filters) -> dict[str, int]:
        """Current keywords with their values ({"Assault": 2, "Tank": 0})."""
        from riftsim.reference import layers

        return dict(sorted(layers.keywords(self.game,
                                           self.obj(name, player, index, **filters)).items()))

    def damage(self, name, player: int | None = None, index: int = 0, **filters) -> int:
        return self.obj(name, player, index, **filters).damage

    def zone(self, name, player: int | None = None, index: int = 0, **filters) -> str:
        return self.obj(name, player, index, **filters).zone.name

    def loc(self, name, player: int | None = None, index: int = 0, **filters) -> int:
        """0: its controller's base, i + 1: battlefield i, -1: not on the board."""
        return self.obj(name, player, index, **filters).loc

    def points(self) -> list[int]:
        return [p.points for p in self.game.players]

    def history(self, player: int) -> dict:
        """What `player` did this turn so far: "cards_played", "cards_finalized",
        "spells_played", "discarded", "units_died", "xp_gained" (counts) and "scored" (the
        battlefield indexes scored, 465), the same on every engine."""
        p = self.game.players[player]
        out = {k: int(getattr(p, k)) for k in ("cards_played", "cards_finalized",
                                                "spells_played", "discarded", "units_died",
                                                "xp_gained")}
        out["scored"] = sorted(p.scored)
        return out

    @property
    def victory_score(self) -> int:
        """The points that win now (467.1), with passives that change it (Aspirant's Climb)."""
        return self.game.victory_score_now()

    @property
    def phase(self):
        return self.game.phase

    def showdown(self) -> dict | None:
        """The showdown or combat in progress, None outside one: battlefield index, combat,
        focus, attacker / defender (players), passes, attackers / defenders (unit ids)."""
        from riftsim.constants import ATTACKER, DEFENDER, Zone

        sd = self.game.showdown
        if sd is None:
            return None
        board = [o for o in self.game.objs if o.zone == Zone.BOARD]
        return {"battlefield": sd.bf, "combat": bool(sd.combat), "focus": sd.focus,
                "attacker": sd.attacker, "defender": sd.defender, "passes": sd.passes,
                "attackers": [o.id for o in board if o.designation == ATTACKER],
                "defenders": [o.id for o in board if o.designation == DEFENDER]}

    def chain(self) -> list[dict]:
        """The chain, bottom first: kind, controller, source (id), its name, pending."""
        g = self.game
        return [{"kind": it.kind, "controller": it.controller, "source": it.source,
                 "name": g.pool[g.objs[it.source].card].name, "pending": bool(it.pending)}
                for it in g.chain]

    def events(self, kind=None, since: int = 0) -> list:
        return [e for e in self.game.events[since:] if kind is None or e.kind == kind]

    @property
    def decision(self):
        return self.game.decision

    @property
    def kind(self) -> DecisionKind | None:
        d = self.game.decision
        return d.kind if d else None

    def options(self) -> list[str]:
        return [self.game.describe(a) for a in self.game.legal_actions()]

    # -------------------------------------------------------------- decisions

    @property
    def decision_log(self) -> list | None:
        """Each decision asked since the log started (`from_spec(record_decisions=True)` or
        `record_decisions()`), single-option ones too: (DecisionKind, player, Phase, chain
        length, showdown on, index in `events` when asked, distinct options). None: off."""
        return self.game.decision_log

    def record_decisions(self) -> "Scenario":
        self.game.record_decisions()
        return self

    def auto_decisions(self) -> list:
        """The logged decisions the game took by itself (a single option, not stopping)."""
        if self.game.stops_at_every_decision or self.game.decision_log is None:
            return []
        return [d for d in self.game.decision_log if d[6] == 1]

    def stop_at_every_decision(self, on: bool = True) -> "Scenario":
        """From now on, single-option decisions wait for `do` like any other."""
        self.game.stop_at_every_decision(on)
        return self

    # -------------------------------------------------------------- acting

    def find(self, text: str) -> int | None:
        """The legal action described by `text`: the description equal to it (case aside),
        else the first that contains it as whole words ("#2" never matches "#25")."""
        g = self.game
        acts = g.legal_actions()
        descs = [g.describe(a) for a in acts]
        exact = [a for a, d in zip(acts, descs) if d.lower() == text.lower()]
        if exact:
            return exact[0]
        t = text.lower()
        if not t:
            return None
        # whole words: a text that starts (ends) with a letter, digit or '#' does not start
        # (end) inside a word or number of the description
        pat = re.compile((r"(?<![\w#])" if re.match(r"[\w#]", t[0]) else "") + re.escape(t)
                         + (r"(?!\w)" if re.match(r"\w", t[-1]) else ""))
        hits = [a for a, d in zip(acts, descs) if pat.search(d.lower())]
        return hits[0] if hits else None

    def can(self, text: str) -> bool:
        return self.find(text) is not None

    def do(self, *texts: str) -> "Scenario":
        """Apply, in order, the legal actions described by `texts` (see `find`)."""
        for text in texts:
            a = self.find(text)
            if a is None:
                raise IllegalActionError(
                    f"no legal action matches {text!r} at {self.game.decision}; "
                    f"options: {self.options()}")
            self.game.apply(a)
        return self

    def pass_(self, times: int = 1) -> "Scenario":
        for _ in range(times):
            self.do("pass" if self.can("pass") else "end turn")
        return self

    def pass_until(self, predicate, limit: int = 50) -> "Scenario":
        """Pass (or end the turn) until `predicate(self)` holds."""
        for _ in range(limit):
            if predicate(self) or self.game.is_over:
                return self
            if self.can("pass"):
                self.do("pass")
            elif self.can("end turn"):
                self.do("end turn")
            else:
                raise ScenarioError(f"cannot pass at {self.game.decision}: {self.options()}")
        raise ScenarioError("pass_until: predicate never held")
