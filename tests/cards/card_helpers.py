"""Helpers shared by the card tests: compact scenario specs and board look-ups.

Single-option decisions are taken at once by the engine, so a spec keeps a ready unit (the
anchor) in player 0's base: the main phase then still offers a choice and the position stays
put for the test to inspect it.
"""

from __future__ import annotations

from riftsim.actions import DecisionKind
from riftsim.reference import layers
from riftsim.reference.state import Phase
from riftsim import Zone

BFS = ["Grove of the God-Willow", "Zaun Warrens"]   # Grove: hold → draw; Warrens: conquer
DECK = ["Mega-Mech"] * 6
#: a ready unit in player 0's legend-less position keeps a decision open in the main phase
#: (single-option decisions are taken at once: with nothing else to do, the turn would end)
ANCHOR = {"card": "Petty Officer"}


def spec(p0: dict, p1: dict | None = None, *, bfs=None, anchor: bool = True,
         react: bool = False, **kw) -> dict:
    """`react`: player 0 also holds a Stupefy and 1 Energy, so showdowns and chains stop for
    them to decide instead of passing on their own."""
    p0 = {"deck": list(DECK), **p0}
    if anchor:
        p0["base"] = list(p0.get("base", [])) + [dict(ANCHOR)]
    if react:
        p0["hand"] = list(p0.get("hand", [])) + ["Stupefy"]
        pool = dict(p0.get("pool", {}))
        pool["energy"] = pool.get("energy", 0) + 1
        p0["pool"] = pool
    p1 = {"deck": list(DECK), **(p1 or {})}
    out = {"battlefields": bfs or BFS, "players": [p0, p1]}
    out.update(kw)
    return out


def bid(s, name: str, player: int | None = None, index: int = 0) -> int:
    """Id of the `index`-th board object called `name`."""
    return [i for i in s.ids(name, player) if s.game.objs[i].zone == Zone.BOARD][index]


def tgt(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def card(s, name: str, player: int | None = None, index: int = 0) -> str:
    return f"{name} #{s.id(name, player, index)}"


def bmight(s, name: str, player: int | None = None, index: int = 0) -> int:
    return layers.might(s.game, s.game.objs[bid(s, name, player, index)])


def board(s, name: str, player: int | None = None) -> list:
    g = s.game
    return [o for o in g.objs if o.zone == Zone.BOARD and g.pool[o.card].name == name
            and (player is None or o.controller == player)]


def kws(s, name: str, player: int | None = None) -> dict:
    return layers.keywords(s.game, s.game.objs[bid(s, name, player)])


def act(s, *texts):
    """Apply the actions described; a "target …" that is no decision (the only legal choice is
    taken at once) is skipped."""
    for text in texts:
        if s.can(text):
            s.do(text)
        elif not text.startswith("target "):
            s.do(text)                                 # raises with the options


def settle(s, limit: int = 40, *, quiet_stops: bool = False):
    """Pass (priority, focus) until nothing is left to pass or another decision comes up;
    never ends the turn. `quiet_stops`: also stop once neither a chain nor a showdown is
    left."""
    g = s.game
    for _ in range(limit):
        if g.is_over or (quiet_stops and not g.chain and g.showdown is None):
            return s
        if s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
            continue
        if not s.can("pass"):
            return s
        s.do("pass")
    raise AssertionError("did not settle")


def settle_open(s, limit: int = 60):
    """Pass priority and focus until the chain and any showdown are over (main phase, open):
    triggers are ordered as offered, combat damage is assigned by the first option."""
    g = s.game
    for _ in range(limit):
        if g.is_over or (not g.chain and g.showdown is None and s.kind == DecisionKind.PRIORITY):
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.kind == DecisionKind.ASSIGN_DAMAGE:
            g.apply(g.legal_actions()[0])
        else:
            return s
    return s


def go(s, *texts):
    """Apply the described actions in order; a text that matches nothing is skipped (the
    engine auto-takes single-option decisions, e.g. a lone legal target)."""
    for text in texts:
        if s.can(text):
            s.do(text)
    return s


def hand(s, player: int = 0) -> list[str]:
    g = s.game
    return sorted(g.pool[g.objs[c].card].name for c in g.players[player].hand)


def trash(s, player: int = 0) -> list[str]:
    g = s.game
    return sorted(g.pool[g.objs[c].card].name for c in g.players[player].trash)


def energy_left(s, player: int = 0) -> int:
    g = s.game
    return g.players[player].energy + sum(
        1 for r in g.players[player].runes if not g.objs[r].exhausted)


def spec_factory(battlefields, fill, anchor):
    """A `spec(p0, p1, bfs=None, **kw)` for positions on `battlefields`, each player with a
    deck of `fill` and a ready `anchor` unit in base (turn 3, player 0 to act)."""
    def make(p0=None, p1=None, bfs=None, **kw):
        players = []
        for p in (p0 or {}, p1 or {}):
            q = {"deck": list(fill)}
            q.update(p)
            q["base"] = list(q.get("base", [])) + [anchor]
            players.append(q)
        out = {"battlefields": list(battlefields if bfs is None else bfs), "players": players,
               "turn": 3, "turn_player": 0}
        out.update(kw)
        return out
    return make


def bare_spec(p0: dict, p1: dict | None = None, *, bfs=None, **kw) -> dict:
    """`spec` without the anchor: no unit of its own keeps player 0's main phase open."""
    return spec(p0, p1, bfs=bfs, anchor=False, **kw)


#: battlefields that react only to holding (Grove: draw 1; Altar: a Recruit token in base), so
#: conquests and plays add no decisions; Mega-Mech decks and a Mega-Mech anchor in each base
QUIET_BFS = ["Grove of the God-Willow", "Altar to Unity"]
QUIET_FILL = ["Mega-Mech"] * 4
QUIET_ANCHOR = "Mega-Mech"
quiet_spec = spec_factory(QUIET_BFS, QUIET_FILL, QUIET_ANCHOR)

#: Vendetta battlefields (Trifarian War Camp: units there have +1 Might); Mountain Drake decks
#: and a Mountain Drake anchor in each base
VEN_BFS = ["Kinkou Temple", "Trifarian War Camp"]
VEN_FILL = ["Mountain Drake"] * 4
VEN_ANCHOR = "Mountain Drake"
ven_spec = spec_factory(VEN_BFS, VEN_FILL, VEN_ANCHOR)


def runes(domain: str, n: int) -> list[str]:
    return [f"{domain.capitalize()} Rune"] * n


def decide(s, limit=40):
    """Pass while passing is all that is asked; stop at any other decision, or once neither a
    chain nor a showdown is left."""
    return settle(s, limit, quiet_stops=True)


def until(s, kind, limit=60):
    """Pass until a decision of `kind` comes up (a unit resolves, its play trigger chooses);
    fails when none does within `limit` passes."""
    for _ in range(limit):
        if s.kind == kind:
            return s
        s.do("pass")
    raise AssertionError(f"no {kind} decision")


def to_main(s, limit: int = 30):
    """From the Awaken step (phase="awaken"), answer "yes" to any "you may" and play on until
    the main phase is open (the Beginning Phase's holds score and trigger, 315.2, 465)."""
    for _ in range(limit):
        if s.kind in (DecisionKind.MAY, DecisionKind.OPTIONAL_COST):
            s.do("yes")
        elif s.kind == DecisionKind.PRIORITY and not s.game.chain and s.game.showdown is None \
                and int(s.game.phase) == int(Phase.MAIN):
            return s
        elif s.can("pass"):
            s.do("pass")
        else:
            s.do(s.options()[0])
    raise AssertionError("did not reach the main phase")


# ---------------------------------------------------------------- scenario helpers of the
# tests of several files (a card's tests may sit in two files: a legend and its champion unit,
# or cards of two domains that share a set-up)

GROVE, WARRENS = BFS


def until_spend_choice(s):
    for _ in range(40):
        if s.kind == DecisionKind.CHOOSE_CARD and s.can("done"):
            return s
        s.do("pass")
    raise AssertionError("no spend choice")


# (Origins FAQ errata) "If a combat where you are the attacker ends in a tie that would recall
# any of your units, recall all units at that battlefield instead" (461.1: the combat cleanup
# recalls the attackers when defenders remain; 461.5.b: no units left, no controller).
def solari(scenario, symbol_owner=0):
    p0 = {"base": ["Stalwart Poro"]}
    p1 = {"field": [[{"card": "Vanguard Sergeant", "stunned": True}], ["Pouty Poro"]]}
    (p0, p1)[symbol_owner]["base"] = (p0, p1)[symbol_owner].get("base", []) + [
        "Symbol of the Solari"]
    return scenario(spec(p0, p1, bfs=[{"card": GROVE, "controller": 1},
                                      {"card": WARRENS, "controller": 1}]))


def attack_grove(s):
    """Stalwart Poro attacks the Grove, where the stunned Sergeant deals no damage: a tie."""
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    settle_open(s)


# "Starting with the next player, each (other) player …": the opponent picks first (1v1), not a
# target (355.10.e).
def until_kind(s, kind, player):
    for _ in range(30):
        if s.kind == kind and s.game.decision.player == player:
            return s
        s.do("pass")
    raise AssertionError(f"no {kind} for player {player}")


def power(s, player: int = 0) -> int:
    return sum(s.game.players[player].power.values())


def pool(energy: int, **power: int) -> dict:
    return {"energy": energy, "power": dict(power)}


def combat_at_grove(p0_units, p1_units, **p0):
    """Player 0 attacks Grove of the God-Willow (battlefield 0), which player 1 defends:
    inside the combat's showdown, player 0 to act (its start is past)."""
    return quiet_spec({"field": [list(p0_units), []], **p0}, {"field": [list(p1_units), []]},
                      showdown={"battlefield": 0, "combat": True, "attacker": 0})


def attack_the_phantom(s, attacker: str) -> list[int]:
    """Move `attacker` to the Grove, where P1's Playful Phantom is, and play the combat out
    (an attack trigger targeting the Phantom); the damage the Phantom was dealt, in order."""
    phantom = s.id("Playful Phantom")
    s.do(f"move {attacker}")
    go(s, "to Grove of the God-Willow")
    for _ in range(6):
        settle_open(s)
        go(s, "target Playful Phantom")
    return [e.value for e in s.game.events if e.kind.name == "DAMAGE" and e.obj == phantom]


def free_runes(s, player: int = 0) -> int:
    return sum(1 for r in s.game.players[player].runes if not s.game.objs[r].exhausted)


def attack(s, unit: str, bf: str = "Grove of the God-Willow"):
    """Move `unit` (a name, or "name #id") to `bf` and play the showdown / combat out."""
    s.do(f"move {unit}")
    go(s, f"to {bf}")
    settle_open(s)


def gold(s, player: int = 0) -> list:
    return board(s, "Gold", player)


def held(p0: dict, p1: dict | None = None, bf: str = "Grove of the God-Willow") -> dict:
    """A position at the Awaken step of player 0's turn with `bf` (first) controlled by them."""
    return quiet_spec(p0, p1, bfs=[{"card": bf, "controller": 0}, QUIET_BFS[1]], phase="awaken")


def pick(s, name: str, player: int | None = None) -> str:
    """The CHOOSE_CARD answer naming card `name`."""
    return f"choose {name} #{s.id(name, player)}"


def ids(s, name: str, player: int | None = None, loc: int | None = None) -> list[int]:
    """The board objects called `name` (of `player`, at location `loc`), by id."""
    g = s.game
    return [i for i in s.ids(name, player) if g.objs[i].zone.name == "BOARD"
            and (loc is None or g.objs[i].loc == loc)]


def in_hand(s, name: str, player: int = 0) -> int:
    return [i for i in s.ids(name, player) if s.game.objs[i].zone.name == "HAND"][0]


def stupefy(p0: dict, p1: dict | None = None) -> dict:
    """P0 holds Stupefy ([Reaction], [1]: a unit gets -1 Might this turn; draw 1) to choose
    with; P0's deck: a Daring Poro on top of Mega-Mechs."""
    p0 = {"hand": ["Stupefy"], **p0}
    pool = dict(p0.get("pool", {}))
    pool["energy"] = pool.get("energy", 0) + 1
    p0["pool"] = pool
    return quiet_spec(p0, p1)


# "Exhaust: [Reaction] - pay any amount of Energy to [Add] that much [A]" / "… any amount of [A]
# to [Add] that much Energy": the amount is chosen (option X) among those the player can pay.
def pay_any(scenario, gear: str, rune: str):
    s = scenario(spec({"base": [gear], "runes": [rune] * 3}))
    s.do(next(o for o in s.options() if o.startswith("activate") and gear in o))
    assert s.kind == DecisionKind.CHOOSE_MODE
    assert len(s.options()) == 4                    # 0, 1, 2 or 3: three runes
    s.do("option 2")
    return s


def gold_ids(s, player=0):
    return [i for i in s.ids("Gold", player, required=False) if s.zone(i) == "BOARD"]


def end_turn(s):
    s.do("end turn")
    for _ in range(30):
        if s.game.turn_player == 1 and not s.game.chain and s.game.decision.player == 1:
            return s
        if s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            break
    return s


def units_of(s, name, player):
    return [o for o in s.game.objs if s.game.pool[o.card].name == name and o.owner == player]


def to_next_main(s, limit=80):
    """End the turn and pass until the next turn's main phase (triggers ordered as offered)."""
    turn = s.game.turn
    for _ in range(limit):
        if s.game.turn != turn and s.kind == DecisionKind.PRIORITY and not s.game.chain:
            return s
        if s.can("end turn"):
            s.do("end turn")
        elif s.can("pass"):
            s.do("pass")
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        else:
            s.game.apply(s.game.legal_actions()[0])
    raise AssertionError("the turn did not end")


def mel(scenario, p1=None, **p0):
    s = scenario(quiet_spec({"base": ["Mel, Newly Awakened"], "runes": runes("mind", 5), **p0},
                            p1 or {}))
    return s


def empower_mel(s):
    go(s, "activate ability 1 of Mel, Newly Awakened")
    settle_open(s)
    assert s.obj("Mel, Newly Awakened").empowered


def run(s, *texts):
    """Do `texts`, each once it is offered; pass (and order triggers) in between."""
    todo = list(texts)
    for _ in range(80):
        if not todo:
            return settle(s)
        if s.can(todo[0]):
            s.do(todo.pop(0))
        elif s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.can("pass"):
            s.do("pass")
        else:
            raise AssertionError(f"{todo[0]!r} not offered: {s.options()}")
    raise AssertionError("too many steps")


def move_to_battle(s, unit: str, where: str = "Zaun Warrens"):
    s.do(f"move {unit} #{bid(s, unit)}", f"to {where}")


CHOICE_KINDS = {DecisionKind.TARGET, DecisionKind.PLAY_LOCATION, DecisionKind.DESTINATION}


def act_or_skip(s, *texts):
    """`s.do` each text; a target/location text is skipped when that decision had a single
    option (auto-taken, DESIGN.md) and the game moved on. Results are asserted by the test."""
    for text in texts:
        if text.startswith(("target ", "to ", "base")) and s.kind not in CHOICE_KINDS:
            continue
        s.do(text)
    return s


def play(s, name, *rest):
    return act_or_skip(s, f"play {name}", *rest)


def board_obj(s, name, player=None):
    """The (first) object called `name` on the board (controlled by `player`)."""
    g = s.game
    return next(o for o in g.objs if o.zone.name == "BOARD" and g.pool[o.card].name == name
                and (player is None or o.controller == player))


def might(s, obj):
    from riftsim.reference import layers
    return layers.might(s.game, obj)


def xp(s, player=0):
    return s.game.players[player].xp


def hand_in_order(s, player=0):
    return [s.game.pool[s.game.objs[c].card].name for c in s.game.players[player].hand]


def empowered(s, name, player=None):
    return s.obj(name, player).empowered


def combat_spec(attacker_units, defender_units, p0_extra=None, p1_extra=None, bfs=None):
    p0 = {"base": attacker_units}
    p0.update(p0_extra or {})
    p1 = {"field": [defender_units, []]}
    p1.update(p1_extra or {})
    return ven_spec(p0, p1, bfs=bfs)


POWER = {"fury": 2, "calm": 2, "mind": 2, "body": 2, "chaos": 2, "order": 2}


def rich(p: dict, energy: int = 20) -> dict:
    """Player `p` with plenty of Energy and Power in the rune pool."""
    return {**p, "pool": {"energy": energy, "power": dict(POWER)}}
