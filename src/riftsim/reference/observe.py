"""`observation(player)` and `observation_vector(player)` (what a player may know, hidden
information masked), and `state_vector()` (the parity layout).

Hidden from a player (128, 108, 811): every Main Deck and rune deck (their order and, for the
opponent, their contents), the opponent's hand, and the opponent's facedown cards unless a
"look at facedown cards" effect lets the player see them (`hidden_from`). A hidden object the
player knows all the same is shown (`known_objects`): what the chain names (108.1.b) and, to
the deciding player, what its decision names (the cards it looks at or chooses among). Every
other hidden object is masked: only its owner and controller are shown, and its id nowhere
(objects are numbered in deck-list order at setup, so a hidden object's id, placed in a zone
or at a battlefield, would tell its card).
"""

from __future__ import annotations

import numpy as np

from riftsim.actions import ActionKind
from riftsim.reference.state import Zone

OBJ_FIELDS = 12
PLAYER_FIELDS = 18
HEADER = 16
BF_FIELDS = 7
CHAIN_FIELDS = 5
MAX_CHAIN = 16
#: words before the state in an observation vector: viewer, decision kind, decision player,
#: decision source, number of options
OBS_HEADER = 5
#: a battlefield's facedown word in an observation vector when the viewer cannot see the card
FACEDOWN_UNSEEN = -2

_SECRET = (Zone.DECK, Zone.RUNE_DECK)           # 108.4.d, 108.5.d
_PRIVATE = (Zone.HAND,)                         # 108.7.c
#: the zones an observation's "board" lists
_BOARD_LIST = (Zone.BOARD, Zone.RUNES, Zone.LEGEND, Zone.CHAMPION, Zone.BATTLEFIELD,
               Zone.FACEDOWN, Zone.TRASH, Zone.CHAIN, Zone.BANISHMENT)
_NAMING = (ActionKind.SELECT, ActionKind.TARGET, ActionKind.PLAY)


def hidden_from(g, viewer: int, o, peek: bool) -> bool:
    """Is object `o` in a zone hidden from `viewer` (128)? `peek`: `viewer` may look at
    the opponent's facedown cards (`ops_look_and_play.sees_facedown`)."""
    if o.zone in _SECRET:
        return True
    if o.zone in _PRIVATE:
        return o.owner != viewer                # 128.4: the owner of a card in hand
    if o.zone == Zone.FACEDOWN:
        return o.controller != viewer and not peek   # 128.4, 129.4: its controller
    return False


def named_objects(g) -> set[int]:
    """The objects the current decision names: its source and the objects of its options
    (SELECT, TARGET, PLAY)."""
    d = g.decision
    if d is None:
        return set()
    out = {d.source} if 0 <= d.source < len(g.objs) else set()
    for a in g.legal_actions():
        if ActionKind(a >> 16) in _NAMING and (a & 0xFFFF) < len(g.objs):
            out.add(a & 0xFFFF)
    return out


def known_objects(g, viewer: int) -> set[int]:
    """The objects `viewer` knows wherever they are: what the chain names, public like the
    chain (108.1.b: each item's source, trigger object and targets), and, when `viewer` is
    deciding, what the decision names (the cards they look at or choose among)."""
    d = g.decision
    out = named_objects(g) if d is not None and d.player == viewer else set()
    n = len(g.objs)
    for it in g.chain:
        out.update(x for x in (it.source, it.trigger_obj) if 0 <= x < n)
        out.update(x for slot in it.targets for x in slot if 0 <= x < n)
    return out


def visibility(g, viewer: int) -> list[int]:
    """Per object id, what `viewer` may know of it: 0 public or theirs, 1 masked, 2 in a
    zone hidden from them but known (`known_objects`)."""
    from riftsim.reference.ops_look_and_play import sees_facedown   # Scuttle Crab

    peek = sees_facedown(g.effects, viewer)
    known = known_objects(g, viewer)
    return [0 if not hidden_from(g, viewer, o, peek) else 2 if o.id in known else 1
            for o in g.objs]


def with_seats(obs: dict) -> dict:
    """Add `obs["seats"]`, one block per player in turn order from the viewer (116.1; in FFA,
    478.2.b, several opponents): "player", "seat" (0 the viewer, 1 the next player, ...),
    "opponent", "points", "xp", hand / deck / rune deck sizes, and from the public board their
    "runes", "board" (units and gear) and "battlefields" controlled. Both engines build it
    from the same observation fields. With teams (2v2, 484; `obs["teams"]`, a team per
    player) the viewer's teammate is no "opponent" but an "ally", and "team_points" is the
    team's shared score (484.6)."""
    n = len(obs["points"])
    viewer = obs["player"]
    teams = obs.get("teams")
    seats = []
    for k in range(n):
        p = (viewer + k) % n
        ally = teams is not None and p != viewer and teams[p] == teams[viewer]
        seat = {
            "player": p, "seat": k, "opponent": p != viewer and not ally,
            "points": obs["points"][p], "xp": obs["xp"][p],
            "hand_size": obs["hand_sizes"][p], "deck_size": obs["deck_sizes"][p],
            "rune_deck_size": obs["rune_deck_sizes"][p],
            "runes": sum(1 for o in obs["board"] if o["zone"] == "RUNES"
                         and o["controller"] == p),
            "board": sum(1 for o in obs["board"] if o["zone"] == "BOARD"
                         and o["controller"] == p),
            "battlefields": sum(1 for b in obs["battlefields"] if b["controller"] == p)}
        if teams is not None:
            seat["ally"] = ally
            seat["team_points"] = sum(obs["points"][q] for q in range(n)
                                      if teams[q] == teams[p])
        seats.append(seat)
    obs["seats"] = seats
    return obs


def observation(g, player: int) -> dict:
    """What `player` may know: own hand, public zones, counts of hidden ones (109, 128), and
    the hidden objects they know (`known_objects`) under "known"."""
    vis = visibility(g, player)

    def obj_view(o):
        info = g.pool[o.card]
        shown = vis[o.id] != 1
        return {"id": o.id if shown else None, "card": info.id if shown else None,
                "name": info.name if shown else None, "owner": o.owner,
                "controller": o.controller, "zone": o.zone.name, "loc": o.loc,
                "exhausted": o.exhausted, "damage": o.damage, "buff": o.buff,
                "stunned": o.stunned, "empowered": o.empowered}
    obs = {
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
        # public zones in id order, then the facedown cards masked for `player` by
        # battlefield (in id order, their place in the list would tell their ids)
        "board": [obj_view(o) for o in g.objs if o.zone in _BOARD_LIST and vis[o.id] != 1]
        + [obj_view(g.objs[fd]) for bf in g.bfs for fd in (bf.facedown, bf.facedown2)
           if fd >= 0 and vis[fd] == 1],
        "known": [obj_view(o) for o in g.objs if vis[o.id] == 2],
        "battlefields": [{"index": bf.index, "card": g.pool[g.objs[bf.obj].card].id,
                          "controller": bf.controller, "contested_by": bf.contested_by,
                          "hidden": bf.facedown != -1,
                          "hidden2": bf.facedown2 != -1} for bf in g.bfs],
        "showdown": None if g.showdown is None else {
            "battlefield": g.showdown.bf, "combat": g.showdown.combat,
            "focus": g.showdown.focus},
        "chain": [{"controller": it.controller, "source": it.source, "ability": it.ability}
                  for it in g.chain],
        "decision": None if g.decision is None else g.decision.kind.name,
    }
    if g.has_teams:
        obs["teams"] = list(g.team)              # 478.2.a: who plays with whom (484.5.c)
    return with_seats(obs)


def observation_vector(g, viewer: int) -> np.ndarray:
    """The observation vector of `viewer` (riftsim.policy.OBS_LAYOUT), word for word what the
    compiled core gives: OBS_HEADER words on the decision, then `state_vector()` with every
    object masked for `viewer` reduced to its owner and controller (card, zone and location
    -1, the rest 0) and a facedown card they cannot see shown as FACEDOWN_UNSEEN. The
    decision's source is -1 when it is masked, the number of options 0 unless `viewer`
    decides (the opponent's count of options would tell about their hand)."""
    vis = visibility(g, viewer)
    d = g.decision
    src = -1 if d is None or not 0 <= d.source < len(g.objs) or vis[d.source] == 1 \
        else d.source
    head = [viewer, 0 if d is None else int(d.kind), -1 if d is None else d.player, src,
            len(g.legal_actions()) if d is not None and d.player == viewer else 0]
    v = state_vector(g)
    bf0 = HEADER + len(g.players) * PLAYER_FIELDS          # a block per seat (478.1)
    for i, bf in enumerate(g.bfs):
        if bf.facedown >= 0 and vis[bf.facedown] == 1:
            v[bf0 + i * BF_FIELDS + 3] = FACEDOWN_UNSEEN
        if bf.facedown2 >= 0 and vis[bf.facedown2] == 1:
            v[bf0 + i * BF_FIELDS + 6] = FACEDOWN_UNSEEN
    o0 = bf0 + len(g.bfs) * BF_FIELDS + MAX_CHAIN * CHAIN_FIELDS
    for o, seen in enumerate(vis):
        if seen == 1:
            row = o0 + o * OBJ_FIELDS
            v[row:row + OBJ_FIELDS] = 0
            v[row] = v[row + 3] = v[row + 4] = -1
            v[row + 1], v[row + 2] = g.objs[o].owner, g.objs[o].controller
    return np.concatenate([np.asarray(head, dtype=np.int32), v])


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
                int(bf.combat_staged), bf.facedown2]
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
