"""Scenario builder: set up any mid-game position from a compact spec, act, and assert.

A spec is a plain dict (engine-independent, so the compiled core can build the same
positions)::

    {
      "turn": 3, "turn_player": 0, "phase": "main",   # or "awaken" (the turn is starting)
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
legend: {"card": "Void Burrower", "exhausted": True}). Object ids are assigned in a fixed order (per player: legend, champion, hand,
deck, trash, runes, rune deck, base, field; then the battlefields), the same in every engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftsim.actions import DecisionKind
from riftsim.errors import IllegalActionError, ScenarioError

ENGINE_BUILDERS = {}


def build(spec: dict, engine: str = "reference", pool=None):
    """Build the position `spec` describes in `engine`; the game runs to its first decision.
    `pool`: the card pool (default `get_pool()`; `riftsim.cards.pool.pool_with` makes one with
    other definitions)."""
    if engine == "reference":
        from riftsim.reference.scenario import build_reference

        return build_reference(spec, pool)
    if engine == "core":
        from riftsim.core import build_core

        return build_core(spec, pool)
    raise ScenarioError(f"engine {engine!r} cannot build scenarios yet")


@dataclass
class Scenario:
    """A game plus helpers to act by description and to look objects up by name."""

    game: object

    @classmethod
    def from_spec(cls, spec: dict, engine: str = "reference", pool=None) -> "Scenario":
        return cls(build(spec, engine, pool))

    # -------------------------------------------------------------- looking things up

    def ids(self, name: str, player: int | None = None) -> list[int]:
        g = self.game
        want = name.lower()
        out = []
        for o in g.objs:
            if g.pool[o.card].name.lower() == want and (player is None or o.owner == player):
                out.append(o.id)
        if not out:
            raise ScenarioError(f"no object named {name!r}"
                                + ("" if player is None else f" owned by player {player}"))
        return out

    def id(self, name: str, player: int | None = None, index: int = 0) -> int:
        return self.ids(name, player)[index]

    def obj(self, name: str, player: int | None = None, index: int = 0):
        return self.game.objs[self.id(name, player, index)]

    def might(self, name: str, player: int | None = None, index: int = 0) -> int:
        if getattr(self.game, "engine", "") == "core":
            return self.game.might_of(self.id(name, player, index))
        from riftsim.reference import layers

        return layers.might(self.game, self.obj(name, player, index))

    def zone(self, name: str, player: int | None = None, index: int = 0) -> str:
        return self.obj(name, player, index).zone.name

    def points(self) -> list[int]:
        return [p.points for p in self.game.players]

    @property
    def decision(self):
        return self.game.decision

    @property
    def kind(self) -> DecisionKind | None:
        d = self.game.decision
        return d.kind if d else None

    def options(self) -> list[str]:
        return [self.game.describe(a) for a in self.game.legal_actions()]

    # -------------------------------------------------------------- acting

    def find(self, text: str) -> int | None:
        """The legal action whose description contains `text` (exact match preferred)."""
        g = self.game
        acts = g.legal_actions()
        descs = [g.describe(a) for a in acts]
        exact = [a for a, d in zip(acts, descs) if d.lower() == text.lower()]
        if exact:
            return exact[0]
        hits = [a for a, d in zip(acts, descs) if text.lower() in d.lower()]
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
