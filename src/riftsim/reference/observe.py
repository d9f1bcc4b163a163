"""`observation(player)` (hidden information masked) and `state_vector()` (parity layout)."""

from __future__ import annotations

import numpy as np

from riftsim.reference.state import Zone

#: hidden zones: their contents are masked for other players (128, 108)
_SECRET = (Zone.DECK, Zone.RUNE_DECK)
_PRIVATE = (Zone.HAND,)

OBJ_FIELDS = 12
PLAYER_FIELDS = 18
HEADER = 16
BF_FIELDS = 6
CHAIN_FIELDS = 5
MAX_CHAIN = 16


def observation(g, player: int) -> dict:
    """What `player` may know: own hand, public zones, counts of hidden ones (109, 128)."""
    from riftsim.reference.ops_toura import sees_facedown   # Scuttle Crab (tourA)
    peek = sees_facedown(g.effects, player)

    def obj_view(o):
        info = g.pool[o.card]
        visible = not (o.zone in _SECRET or (o.zone in _PRIVATE and o.owner != player)
                       or (o.zone == Zone.FACEDOWN and o.controller != player and not peek))
        return {"id": o.id, "card": info.id if visible else None,
                "name": info.name if visible else None, "owner": o.owner,
                "controller": o.controller, "zone": o.zone.name, "loc": o.loc,
                "exhausted": o.exhausted, "damage": o.damage, "buff": o.buff,
                "stunned": o.stunned, "empowered": o.empowered}
    return {
        "player": player,
        "turn": g.turn, "turn_player": g.turn_player, "phase": g.phase.name,
        "points": [p.points for p in g.players],
        "xp": [p.xp for p in g.players],               # public (729.2)
        "hand": [obj_view(g.objs[c]) for c in g.players[player].hand],
        "hand_sizes": [len(p.hand) for p in g.players],
        "deck_sizes": [len(p.deck) for p in g.players],
        "rune_deck_sizes": [len(p.rune_deck) for p in g.players],
        "pool": {"energy": g.players[player].energy, "power": dict(g.players[player].power),
                 "spell_energy": g.players[player].spell_energy},   # Energy for spells only
        "board": [obj_view(o) for o in g.objs
                  if o.zone in (Zone.BOARD, Zone.RUNES, Zone.LEGEND, Zone.CHAMPION,
                                Zone.BATTLEFIELD, Zone.FACEDOWN, Zone.TRASH, Zone.CHAIN,
                                Zone.BANISHMENT)],
        "battlefields": [{"index": bf.index, "card": g.pool[g.objs[bf.obj].card].id,
                          "controller": bf.controller, "contested_by": bf.contested_by,
                          "hidden": bf.facedown != -1} for bf in g.bfs],
        "showdown": None if g.showdown is None else {
            "battlefield": g.showdown.bf, "combat": g.showdown.combat,
            "focus": g.showdown.focus},
        "chain": [{"controller": it.controller, "source": it.source, "ability": it.ability}
                  for it in g.chain],
        "decision": None if g.decision is None else g.decision.kind.name,
    }


def state_vector(g) -> np.ndarray:
    """The full state as int32s in the layout the compiled core reproduces exactly.

    header | players (PLAYER_FIELDS each) | battlefields (BF_FIELDS each) |
    chain (MAX_CHAIN x CHAIN_FIELDS) | objects (OBJ_FIELDS each, by object id; the last is
    the Empowered status)."""
    from riftsim.reference import layers

    sd = g.showdown
    head = [g.turn, g.turn_player, int(g.phase), g.priority, g.passes,
            -1 if sd is None else sd.bf, -1 if sd is None else int(sd.combat),
            -1 if sd is None else sd.focus, -1 if sd is None else sd.passes,
            len(g.chain), len(g.objs), int(g.chain_by_trigger), g.first_player,
            -1 if g.outcome is None else (g.outcome.winner if g.outcome.winner is not None
                                          else -2),
            len(g.effects), len(g.delayed)]
    out = list(head)
    for p in g.players:
        power = [p.power.get(d, 0) for d in ("fury", "calm", "mind", "body", "chaos", "order")]
        out += [p.points, p.energy, *power, len(p.hand), len(p.deck), len(p.rune_deck),
                len(p.runes), len(p.trash), p.cards_played, p.cards_finalized,
                sum(1 << i for i in p.scored), p.spell_energy, p.xp]
    for bf in g.bfs:
        out += [bf.obj, bf.controller, bf.contested_by, bf.facedown, int(bf.showdown_staged),
                int(bf.combat_staged)]
    for i in range(MAX_CHAIN):
        if i < len(g.chain):
            it = g.chain[i]
            out += [it.controller, it.source, it.ability, int(it.pending),
                    sum(len(s) for s in it.targets)]
        else:
            out += [-1, -1, -1, -1, -1]
    for o in g.objs:
        m = layers.might(g, o) if o.zone == Zone.BOARD else 0
        out += [o.card, o.owner, o.controller, int(o.zone), o.loc, int(o.exhausted),
                o.damage, o.buff, int(o.stunned), o.designation, m, int(o.empowered)]
    return np.asarray(out, dtype=np.int32)
