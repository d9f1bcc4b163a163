"""Seed rulings of ../shared/seeds/001_659bee97844c48fc.txt and 004_37720df98bce9793.txt as
scenario tests (tests/rulings/seed_rulings.json has one entry per ruling: its id, rules,
summary, scenario sketch and any conflict with Core Rules v1.3).

Each test is marked with the catalogue id of its ruling, cites the Core Rules it checks, and
runs on every engine (the `scenario` fixture). Where a ruling and a later official text
disagree, the test follows the later text and its docstring names both. A few card tests at
the end exercise the cards defined for these rulings (now in their set modules, riftsim.cards.sets.*).
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim.cards.pool import get_pool
from riftsim import ATTACKER, DEFENDER, NONE, Phase, Zone

#: battlefields without conquer effects (Grove: hold: draw 1; Altar: hold: a Recruit token)
BFS = ["Grove of the God-Willow", "Altar to Unity"]
TO_A = "to Grove of the God-Willow"
TO_B = "to Altar to Unity"
TO_BASE = "'s base"        # "to P0's base"
DECK = ["Shipyard Skulker"] * 8


def make(scenario, p0=None, p1=None, nowait=False, **spec):
    """A 1v1 position on BFS; each player has a main deck unless the spec gives one, and (unless
    `nowait`) a cheap Reaction to hold, so the game stops at every decision (see `wait`)."""
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK)}
        q.update(p)
        if not nowait and "Stupefy" not in q.get("hand", []):
            q = wait(q)
        players.append(q)
    full = {"battlefields": BFS, "players": players}
    full.update(spec)
    return scenario(full)


def wait(p):
    """Add a cheap Reaction (Stupefy and a Mind rune): decisions with a single option are taken
    automatically, so a player who could only pass would never be seen holding priority."""
    p = dict(p)
    p["hand"] = list(p.get("hand", [])) + ["Stupefy"]
    p["runes"] = list(p.get("runes", [])) + ["Mind Rune"]
    return p


def maybe(s, text):
    """Take the action if it is offered (a choice with one option was made automatically)."""
    if s.can(text):
        s.do(text)
    return s


def bid(s, name, player=None, index=0):
    """Object id of the index-th object on the board called `name` (owned by `player`)."""
    g = s.game
    ids = [i for i in s.ids(name, player) if g.objs[i].zone == Zone.BOARD]
    return ids[index]


def ref(s, name, player=None, index=0):
    return f"{name} #{bid(s, name, player, index)}"


def tgt(s, name, player=None, index=0):
    return "target " + ref(s, name, player, index)


def mv(s, name, player=None, index=0):
    return "move " + ref(s, name, player, index)


def might(s, oid):
    return layers.might(s.game, s.game.objs[oid])


def zone(s, oid):
    return s.game.objs[oid].zone


def chain_names(s):
    g = s.game
    return [g.pool[g.objs[it.source].card].name for it in g.chain]


def until(s, pred, limit=40):
    """Pass priority/focus (never ending the turn) until `pred(s)` holds."""
    for _ in range(limit):
        if pred(s) or s.game.is_over:
            return s
        if s.kind in (DecisionKind.ASSIGN_DAMAGE, DecisionKind.ORDER_TRIGGERS):
            s.do(s.options()[0])                   # any legal assignment / order: the first
            continue
        if not s.can("pass"):
            raise AssertionError(f"cannot pass at {s.decision}: {s.options()}")
        s.do("pass")
    raise AssertionError("until: the predicate never held")


def through_showdown(s):
    """Pass until a showdown has started and then ended."""
    until(s, lambda z: z.game.showdown is not None)
    return until(s, lambda z: z.game.showdown is None)


def settle(s, limit=30):
    """Pass priority until the chain is empty."""
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def to_damage_step(s, limit=10):
    """Pass focus/priority until combat damage is being assigned (or the combat ended)."""
    for _ in range(limit):
        if s.kind == DecisionKind.ASSIGN_DAMAGE or s.game.showdown is None:
            return s
        s.do("pass")
    raise AssertionError("no damage step")


def assign_all(s, order):
    """Answer ASSIGN_DAMAGE decisions with the units named in `order` (object ids)."""
    for oid in order:
        if s.kind != DecisionKind.ASSIGN_DAMAGE:
            break
        s.do(f"target {s.game.pool[s.game.objs[oid].card].name} #{oid}")


def fresh_events(s):
    return len(s.game.events)


def kinds_since(s, n):
    return [e.kind for e in s.game.events[n:]]


# =============================================================== seed 001


@pytest.mark.ruling("001_659bee97844c48fc::damage-is-checked-against-might-after")
def test_lethal_damage_checked_after_each_chain_item(scenario):
    """319.5 / 321.1 / 323.5 / 340.1: a cleanup follows each item that resolves, so a unit
    dealt lethal damage by the top item dies before the item under it resolves; Back to Back
    then finds that target gone (359.3.e.2) and only the other unit gets +2."""
    s = make(scenario,
             {"base": ["Vanguard Sergeant"], "hand": ["Shakedown"], "runes": ["Fury Rune"] * 3},
             {"base": ["Shipyard Skulker", "Mystic Poro"], "hand": ["Back to Back"],
              "runes": ["Order Rune"] * 3})
    s.do(mv(s, "Vanguard Sergeant"), TO_A)            # a non-combat showdown at BF-A
    assert s.game.showdown is not None and not s.game.showdown.combat
    s.do("pass")                                      # focus passes to P2
    u, v = bid(s, "Shipyard Skulker", 1), bid(s, "Mystic Poro", 1)
    s.do("play Back to Back", f"target Shipyard Skulker #{u}")
    maybe(s, f"target Mystic Poro #{v}")
    until(s, lambda x: x.can("play Shakedown"))   # P2 passes priority to P1
    s.do("play Shakedown", f"target Shipyard Skulker #{u}")
    until(s, lambda x: x.kind == DecisionKind.MAY)   # both pass: Shakedown resolves
    assert chain_names(s) == ["Back to Back", "Shakedown"] and s.decision.player == 1
    s.do("no")                                        # P2 won't let P1 draw: 6 damage
    assert zone(s, u) == Zone.TRASH                   # died before Back to Back resolved
    assert chain_names(s) == ["Back to Back"]
    settle(s)
    assert might(s, v) == 4 and zone(s, u) == Zone.TRASH


@pytest.mark.ruling("001_659bee97844c48fc::during-a-showdown-when-i-attack")
def test_initial_combat_chain_allows_only_reactions_then_focus_alternates(scenario):
    """459.2.d-e / 309.1.a: attack triggers form the initial chain, where only Reactions can
    be played (Falling Comet, Stand United are Actions). 459.2.c / 346.1: afterwards the
    attacker has focus and may start chains with Actions; focus then passes (340.2.a), and
    combat damage comes once both pass in a row (460)."""
    hand = ["Falling Comet", "Stand United"]
    runes = ["Mind Rune"] * 5 + ["Calm Rune"] * 3
    s = make(scenario,
             wait({"base": ["Yasuo, Remorseful"], "hand": hand, "runes": runes}),
             wait({"field": [["Mountain Drake", "Mega-Mech"], []], "hand": hand,
                   "runes": runes}))
    drake, mech = bid(s, "Mountain Drake"), bid(s, "Mega-Mech")
    s.do(mv(s, "Yasuo, Remorseful"), TO_A)
    s.do(f"target Mountain Drake #{drake}")           # Yasuo's attack trigger: 6 to the Drake
    assert chain_names(s) == ["Yasuo, Remorseful"]
    for player in (0, 1):
        assert s.decision.player == player and s.can("play Stupefy")
        assert not s.can("play Falling Comet") and not s.can("play Stand United")
        s.do("pass")
    assert s.game.objs[drake].damage == 6 and not s.game.chain
    assert s.decision.player == 0 and s.game.showdown.focus == 0      # attacker's focus
    assert s.can("play Falling Comet") and s.can("play Stand United")
    s.do("play Falling Comet", f"target Mega-Mech #{mech}")
    settle(s)
    assert s.game.objs[mech].damage == 6
    assert s.game.showdown.focus == 1 and s.decision.player == 1     # focus passed
    assert s.can("play Falling Comet")
    s.do("pass")                                      # P2 passes, then P1 passes
    s.do("pass")
    assert s.kind == DecisionKind.ASSIGN_DAMAGE


@pytest.mark.ruling("001_659bee97844c48fc::the-attacker-gets-priority-first-to")
def test_priority_on_the_initial_chain_and_focus_after_it(scenario):
    """(a) Only the attacker's trigger on the initial chain: the attacker gets priority first.
    (b) The ruling says the attacker always gets priority first; v1.3 337.1.c.3 (later) gives
    it to the controller of the newest item, and 459.2.d.1 puts the defender's triggers on
    top: with Fortified Position's defend trigger on top, the defender gets priority first.
    (c) 459.2.c / 346.1: once it resolves the attacker has focus and priority; the defender
    can play an Action only after the attacker passes (309.1.a)."""
    s = make(scenario, wait({"base": ["Yasuo, Remorseful"]}),
             wait({"field": [["Mountain Drake"], []]}))
    s.do(mv(s, "Yasuo, Remorseful"), TO_A)
    assert chain_names(s) == ["Yasuo, Remorseful"] and s.decision.player == 0

    s = make(scenario,
             wait({"base": ["Vanguard Sergeant"], "hand": ["Hextech Ray"],
                   "runes": ["Fury Rune"] * 2}),
             wait({"field": [["Mountain Drake"], []], "hand": ["Hextech Ray"],
                   "runes": ["Fury Rune"] * 2}),
             battlefields=["Fortified Position", "Altar to Unity"])
    s.do(mv(s, "Vanguard Sergeant"), "to Fortified Position")
    if s.kind == DecisionKind.TARGET:                 # Fortified Position: choose a unit
        s.do(tgt(s, "Mountain Drake"))
    assert chain_names(s) == ["Fortified Position"]
    assert s.kind == DecisionKind.PRIORITY and s.decision.player == 1     # v1.3 337.1.c.3
    assert not s.can("play Hextech Ray")               # an Action can't respond (309.1.a)
    s.do("pass", "pass")
    assert not s.game.chain
    assert s.game.showdown.focus == 0 and s.decision.player == 0          # 459.2.c / 346.1
    assert s.can("play Hextech Ray")
    s.do("pass")
    assert s.decision.player == 1 and s.can("play Hextech Ray")


@pytest.mark.ruling("001_659bee97844c48fc::when-both-units-are-stunned-during")
def test_both_sides_stunned_only_attacker_recalled_defender_conquers(scenario):
    """316.5.b.1.a / 323.14: Zenith Blade moving P2's unit into P1's non-combat showdown makes
    it a combat in the next cleanup, P1 (who applied Contested) attacking (459.2.b.1) with
    focus. Both units stunned deal no damage (423.1.b); both survive, so only the attacker is
    recalled (461.1.a.2) and the defender establishes control and conquers (461.5.d), scoring
    on P1's turn. (The ruling's 'staged combat's noncombat showdown' is v1.3's conversion.)"""
    s = make(scenario,
             wait({"base": ["Shipyard Skulker"], "hand": ["Rune Prison"],
                   "runes": ["Calm Rune"] * 3}),
             wait({"base": ["Pakaa Cub"], "hand": ["Zenith Blade"],
                   "runes": ["Calm Rune"] * 3 + ["Order Rune"] * 2}))
    a1, b1 = bid(s, "Shipyard Skulker", 0), bid(s, "Pakaa Cub")
    s.do(mv(s, "Shipyard Skulker", 0), TO_A)
    s.do("pass")                                       # P1 passes focus in the showdown
    s.do("play Zenith Blade")
    maybe(s, f"target Shipyard Skulker #{a1}")        # the only enemy unit at a battlefield
    s.do(f"target Pakaa Cub #{b1}")                   # the friendly unit to move there
    settle(s)
    sd = s.game.showdown
    assert sd.combat and sd.attacker == 0 and sd.defender == 1
    assert s.game.objs[a1].stunned and s.game.objs[b1].loc == 1
    assert s.game.objs[a1].designation == ATTACKER and s.game.objs[b1].designation == DEFENDER
    assert sd.focus == 0 and s.decision.player == 0
    s.do("play Rune Prison", f"target Pakaa Cub #{b1}")
    settle(s)
    until(s, lambda x: x.game.showdown is None)
    assert s.game.objs[a1].damage == 0 and s.game.objs[b1].damage == 0
    assert s.game.objs[a1].loc == 0 and zone(s, a1) == Zone.BOARD     # recalled to base
    assert s.game.objs[b1].loc == 1
    assert s.game.bfs[0].controller == 1
    assert s.points() == [0, 1]


@pytest.mark.ruling("001_659bee97844c48fc::players-continue-passing-priority-in-the")
def test_showdown_becomes_combat_in_the_next_cleanup(scenario):
    """Conflict: the ruling has the non-combat showdown continue until both pass and only then
    start the combat. v1.3 (Unleashed update, later) 316.5.b.1.a / 323.14 / 455.1 / 459.1: it
    becomes a combat showdown in the cleanup after Ride the Wind resolves: P1 attacker, P2
    defender, attack/defend triggers on the initial chain, P1 with focus."""
    s = make(scenario,
             wait({"base": ["Shipyard Skulker"]}),
             wait({"base": ["Ahri, Inquisitive"], "hand": ["Ride the Wind"],
                   "runes": ["Chaos Rune"] * 3}))
    a, d = bid(s, "Shipyard Skulker", 0), bid(s, "Ahri, Inquisitive")
    s.do(mv(s, "Shipyard Skulker", 0), TO_A)
    s.do("pass")
    s.do("play Ride the Wind")
    maybe(s, f"target Ahri, Inquisitive #{d}")
    s.do(TO_A)                                         # destination chosen as it is played
    until(s, lambda x: "Ride the Wind" not in chain_names(x))     # it resolves
    sd = s.game.showdown
    assert sd.combat and sd.attacker == 0 and sd.defender == 1 and sd.focus == 0
    assert s.game.objs[a].designation == ATTACKER and s.game.objs[d].designation == DEFENDER
    assert chain_names(s) == ["Ahri, Inquisitive"]     # her defend trigger: initial chain
    assert not s.game.objs[d].exhausted                # Ride the Wind readied her


@pytest.mark.ruling("001_659bee97844c48fc::only-the-attacking-player-recalls-their")
def test_only_attackers_recalled_defender_that_moved_in_conquers(scenario):
    """461.1.a.2: when both sides survive, only attackers are recalled; 461.5 / 461.5.d: the
    defender (who moved in with Ride the Wind) establishes control and, not having controlled
    the battlefield before, conquers (464.1): +1 for P2 on P1's turn."""
    s = make(scenario,
             wait({"base": ["Vanguard Sergeant"]}),
             wait({"base": ["Mystic Poro"], "hand": ["Ride the Wind", "Rune Prison"],
                   "runes": ["Chaos Rune"] * 3 + ["Calm Rune"] * 3}))
    a, d = bid(s, "Vanguard Sergeant"), bid(s, "Mystic Poro")
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    s.do("pass")
    s.do("play Ride the Wind")
    maybe(s, f"target Mystic Poro #{d}")
    s.do(TO_A)
    settle(s)
    assert s.game.showdown.combat and s.game.showdown.attacker == 0
    s.do("pass")                                       # P1 passes focus
    s.do("play Rune Prison", f"target Vanguard Sergeant #{a}")
    settle(s)
    until(s, lambda x: x.game.showdown is None)
    assert zone(s, a) == Zone.BOARD and s.game.objs[a].loc == 0       # recalled, alive
    assert s.game.objs[a].damage == 0                                 # healed (461.1.a.1)
    assert zone(s, d) == Zone.BOARD and s.game.objs[d].loc == 1       # the defender stays
    assert s.game.bfs[0].controller == 1 and s.points() == [0, 1]


@pytest.mark.ruling("001_659bee97844c48fc::player-a-never-controls-the-battlefield")
def test_mover_does_not_control_during_open_showdown_leona_defends(scenario):
    """187.4.b: moving into an open battlefield gives no control during the showdown. Zenith
    Blade brings Leona, Determined in: P1 attacks (459.2.b.1), Leona defends, so her 'When I
    attack' doesn't trigger (383.4.e) but Shield gives +1 (814.1.c). Stunned A deals 0
    (423.1.b), Leona's 5 kill it, and P2 conquers (461.5.d)."""
    s = make(scenario,
             wait({"base": ["Vanguard Sergeant"]}),
             wait({"base": ["Leona, Determined"], "hand": ["Zenith Blade"],
                   "runes": ["Calm Rune"] * 3 + ["Order Rune"] * 2}))
    a, leona = bid(s, "Vanguard Sergeant"), bid(s, "Leona, Determined")
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    assert s.game.bfs[0].controller == NONE
    s.do("pass")
    n = fresh_events(s)
    s.do("play Zenith Blade")
    maybe(s, f"target Vanguard Sergeant #{a}")
    s.do(f"target Leona, Determined #{leona}")
    settle(s)
    assert s.game.showdown.combat and s.game.objs[leona].designation == DEFENDER
    assert not any(e.kind == EventKind.TRIGGER and e.obj == leona
                   for e in s.game.events[n:])
    assert not s.game.chain and might(s, leona) == 5
    to_damage_step(s)
    until(s, lambda x: x.game.showdown is None)
    assert zone(s, a) == Zone.TRASH and zone(s, leona) == Zone.BOARD
    assert s.game.bfs[0].controller == 1 and s.points() == [0, 1]


@pytest.mark.ruling("001_659bee97844c48fc::no-there-is-no-attacker-or")
def test_open_showdown_has_no_attacker_but_everyone_gets_focus(scenario):
    """316.5.b.1 / 459.2.b: moving to an empty battlefield starts a non-combat showdown with no
    Attacker/Defender designations; still focus passes (347.4) and P2 may play an Action;
    each chain item resolves only after both pass in a row (339.1)."""
    s = make(scenario,
             wait({"base": ["Pakaa Cub"]}),
             wait({"field": [[], ["Mountain Drake"]], "hand": ["Hextech Ray"],
                   "runes": ["Fury Rune"] * 2}))
    a = bid(s, "Pakaa Cub")
    s.do(mv(s, "Pakaa Cub"), TO_A)
    sd = s.game.showdown
    assert sd is not None and not sd.combat and sd.attacker == NONE
    assert s.game.objs[a].designation == 0 and sd.focus == 0
    s.do("pass")
    assert s.decision.player == 1 and s.can("play Hextech Ray")
    s.do("play Hextech Ray")
    maybe(s, f"target Pakaa Cub #{a}")
    assert s.decision.player == 1
    s.do("pass")                                       # P2 passed; P1 still to pass
    assert s.decision.player == 0 and s.game.chain and s.game.objs[a].damage == 0
    s.do("pass")
    assert not s.game.chain and zone(s, a) == Zone.TRASH


@pytest.mark.ruling("001_659bee97844c48fc::yes-you-reveal-the-battlefields-first")
def test_setup_reveals_battlefields_before_the_first_player_is_chosen(monkeypatch, engine):
    """480.5 / 114 then 116: in 1v1 setup each player's battlefield is chosen and placed (both
    revealed) before turn order is determined; then draws and mulligans (117-118). The random
    draws are recorded: both battlefield picks (3 choices each) precede the first-player
    roll (2 choices)."""
    from types import SimpleNamespace

    from riftsim.reference.game import ReferenceGame

    seen = []
    orig = ReferenceGame.emit

    def spy(self, kind, *args, **kw):
        if kind == EventKind.GAME_START:        # 116: the first player has been determined
            seen.append([(b.owner, self.objs[b.obj].zone) for b in self.bfs])
        return orig(self, kind, *args, **kw)

    monkeypatch.setattr(ReferenceGame, "emit", spy)
    pool = get_pool()
    ids = {n: pool.by_name(n).id for n in
           ["Loose Cannon", "Jinx, Demolitionist", "Shipyard Skulker", "Fury Rune",
            "Grove of the God-Willow", "Altar to Unity", "Zaun Warrens"]}
    deck = SimpleNamespace(legend=ids["Loose Cannon"], champion=ids["Jinx, Demolitionist"],
                           main=[ids["Shipyard Skulker"]] * 39, runes=[ids["Fury Rune"]] * 12,
                           battlefields=[ids["Grove of the God-Willow"], ids["Altar to Unity"],
                                         ids["Zaun Warrens"]])
    if engine == "core":
        _core_setup_draws_battlefields_before_turn_order(deck)
        return
    g = ReferenceGame([deck, deck], seed=7)
    # when turn order was decided, both players' battlefields were already on the board
    assert seen == [[(0, Zone.BATTLEFIELD), (1, Zone.BATTLEFIELD)]]
    assert g.decision.kind == DecisionKind.MULLIGAN          # then draw 4 and mulligans
    assert g.decision.player == g.first_player
    assert all(len(p.hand) == 4 for p in g.players)


def _core_setup_draws_battlefields_before_turn_order(deck):
    """The core cannot be spied on mid-setup; its random draws are replayed instead with the
    shared RNG: each player's battlefield pick (3 choices) and shuffles, then the first-player
    roll (2 choices). Rolling turn order first would pick other battlefields or another first
    player for some of these seeds."""
    from riftsim.core import new_core_game
    from riftsim.rng import Rng

    bf_cards = [get_pool().by_id(b).index for b in deck.battlefields]
    for seed in range(24):
        rng = Rng(seed)
        picks = []
        for _ in range(2):
            picks.append(bf_cards[rng.bounded(3)])
            rng.shuffle(list(deck.main))
            rng.shuffle(list(deck.runes))
        first = rng.bounded(2)
        g = new_core_game([deck, deck], seed=seed)
        on_board = sorted((o.owner, o.card) for o in g.objs if o.zone == Zone.BATTLEFIELD)
        assert on_board == [(0, picks[0]), (1, picks[1])], seed
        assert g.decision.kind == DecisionKind.MULLIGAN and g.decision.player == first, seed
        assert all(len(p.hand) == 4 for p in g.players)


@pytest.mark.ruling("001_659bee97844c48fc::ahri-wins-the-combat-regardless-of")
def test_ahri_beats_wielder_of_water_attacking_or_defending(scenario):
    """364.3.a: Wielder of Water's '+2 while attacking or defending alone' is a passive and
    applies as soon as it has its designation (4); Ahri, Inquisitive's attack/defend trigger
    (383.4.e-f) then gives it -2 (472.3), so it is 2 against Ahri's 3 either way."""
    # Case 1: Ahri attacks Wielder
    s = make(scenario, wait({"base": ["Ahri, Inquisitive"]}),
             wait({"field": [["Wielder of Water"], []]}))
    ahri, w = bid(s, "Ahri, Inquisitive"), bid(s, "Wielder of Water")
    s.do(mv(s, "Ahri, Inquisitive"), TO_A)
    assert might(s, w) == 4 and chain_names(s) == ["Ahri, Inquisitive"]
    settle(s)
    assert might(s, w) == 2 and might(s, ahri) == 3
    until(s, lambda x: x.game.showdown is None)
    assert zone(s, w) == Zone.TRASH and zone(s, ahri) == Zone.BOARD
    assert s.game.bfs[0].controller == 0 and s.points() == [1, 0]
    # Case 2: Wielder attacks Ahri on P2's turn
    s = make(scenario, wait({"field": [["Ahri, Inquisitive"], []]}),
             wait({"base": ["Wielder of Water"]}), turn_player=1)
    ahri, w = bid(s, "Ahri, Inquisitive"), bid(s, "Wielder of Water")
    s.do(mv(s, "Wielder of Water"), TO_A)
    assert might(s, w) == 4
    settle(s)
    assert might(s, w) == 2
    until(s, lambda x: x.game.showdown is None)
    assert zone(s, w) == Zone.TRASH and zone(s, ahri) == Zone.BOARD
    assert s.game.bfs[0].controller == 0 and s.points() == [0, 0]


def damage_events(s, since):
    """{object id: total damage} dealt since event index `since`."""
    out = {}
    for e in s.game.events[since:]:
        if e.kind == EventKind.DAMAGE:
            out[e.obj] = out.get(e.obj, 0) + e.value
    return out


@pytest.mark.ruling("001_659bee97844c48fc::yes-both-players-distribute-their-might")
def test_both_sides_assign_their_might_tank_first_lethal_in_full(scenario):
    """460.2.a-c: each side assigns damage equal to its total Might among the other side's
    units, the attacker first; Tank units first (815.1.b, 460.2.c.5), lethal in full before the
    next unit (460.2.c.3), extra only on the last (460.2.c.4); all of it is dealt at once
    (460.2.d) and the lethally damaged die together (323.5). Not winner-takes-all."""
    s = make(scenario,
             wait({"base": ["Vanguard Sergeant", "Mystic Poro"]}),
             {"field": [["Lecturing Yordle", "Pakaa Cub"], []]})
    sgt, poro = bid(s, "Vanguard Sergeant"), bid(s, "Mystic Poro")
    tank, cub = bid(s, "Lecturing Yordle"), bid(s, "Pakaa Cub")
    s.do(mv(s, "Vanguard Sergeant"), mv(s, "Mystic Poro"), TO_A)
    n = fresh_events(s)
    to_damage_step(s)
    # the attacker assigned first, with no choice although two units defend: only the Tank
    # could take damage first (2, lethal), then the Cub its 3 and the excess 1 (last unit)
    assert s.decision.player == 1 and s.kind == DecisionKind.ASSIGN_DAMAGE
    assert damage_events(s, n) == {}                    # assigning is not dealing (460.2.c.1)
    assert sorted(s.options()) == sorted([f"target Vanguard Sergeant #{sgt}",
                                          f"target Mystic Poro #{poro}"])
    s.do(f"target Vanguard Sergeant #{sgt}")            # 4 to the Sergeant, 1 to the Poro
    until(s, lambda x: x.game.showdown is None)
    assert damage_events(s, n) == {tank: 2, cub: 4, sgt: 4, poro: 1}
    assert zone(s, tank) == zone(s, cub) == zone(s, sgt) == Zone.TRASH
    assert zone(s, poro) == Zone.BOARD and s.points() == [1, 0]


@pytest.mark.ruling("001_659bee97844c48fc::yes-there-is-absolutely-a-round")
def test_round_of_focus_after_reavers_row_before_damage(scenario):
    """459.2.d-e: Reaver's Row's defend trigger is the initial chain (only Reactions there).
    After it resolves the attacker has focus first and may play an Action (459.2.c, 346.1),
    then the defender (347.4); damage only once both pass (460.1). With no defender left the
    attacker conquers. v1.3 383.3.a (later than the ruling, which has the defender decide on
    resolution): 'you may' is decided as the trigger is put on the chain; declining means no
    chain and combat damage after both pass."""
    hand = {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2}
    s = make(scenario, wait(dict(hand, base=["Vanguard Sergeant"])),
             wait(dict(hand, field=[["Mystic Poro"], []])),
             battlefields=["Reaver's Row", "Altar to Unity"])
    sgt, poro = bid(s, "Vanguard Sergeant"), bid(s, "Mystic Poro")
    s.do(mv(s, "Vanguard Sergeant"), "to Reaver's Row")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes")
    assert chain_names(s) == ["Reaver's Row"] and not s.can("play Hextech Ray")
    settle(s)
    assert s.game.objs[poro].loc == 0                   # moved to base
    assert s.game.showdown.combat and s.game.showdown.focus == 0
    assert s.decision.player == 0 and s.can("play Hextech Ray")      # attacker first
    s.do("pass")
    assert s.decision.player == 1 and s.can("play Hextech Ray")      # then the defender
    s.do("pass")
    assert s.game.showdown is None and s.game.bfs[0].controller == 0
    assert s.points() == [1, 0] and s.game.objs[sgt].damage == 0

    s = make(scenario, wait(dict(hand, base=["Vanguard Sergeant"])),
             wait(dict(hand, field=[["Mystic Poro"], []])),
             battlefields=["Reaver's Row", "Altar to Unity"])
    poro = bid(s, "Mystic Poro")
    s.do(mv(s, "Vanguard Sergeant"), "to Reaver's Row")
    s.do("no")                                          # not put on the chain
    assert not s.game.chain and s.decision.player == 0
    s.do("pass", "pass")
    assert s.game.showdown is None and zone(s, bid(s, "Vanguard Sergeant")) == Zone.BOARD
    assert zone(s, poro) == Zone.TRASH                  # combat damage was dealt


@pytest.mark.ruling("001_659bee97844c48fc::yes-you-can-assign-3-damage")
def test_marked_damage_counts_toward_lethal_assignment(scenario):
    """460.2.c.3-4 / 143.2.a: lethal counts damage already marked, so two 5-Might units with 2
    damage each need only 3 each, and 6 Might kills both. Imperial Decree ('when any unit takes
    damage this turn, kill it') doesn't change what is lethal: the first unit still needs its
    full 3 before the second gets any."""
    for decree in (False, True):
        p1 = {"base": ["Riptide Rex"]}
        if decree:
            p1.update(hand=["Imperial Decree"], runes=["Order Rune"] * 5)
        s = make(scenario, p1, {"base": ["Mystic Poro"],
                                "field": [[{"card": "Playful Phantom", "damage": 2}] * 2, []]})
        x, y = bid(s, "Playful Phantom", 1, 0), bid(s, "Playful Phantom", 1, 1)
        if decree:
            s.do("play Imperial Decree")
            settle(s)
        s.do(mv(s, "Riptide Rex"), TO_A)
        n = fresh_events(s)
        to_damage_step(s)
        s.do(f"target Playful Phantom #{x}")
        until(s, lambda z: z.game.showdown is None)
        assert damage_events(s, n)[x] == 3 and damage_events(s, n)[y] == 3
        assert zone(s, x) == zone(s, y) == Zone.TRASH


@pytest.mark.ruling("001_659bee97844c48fc::you-cannot-assign-more-damage-to")
def test_no_more_than_lethal_on_a_unit_while_others_remain(scenario):
    """460.2.c.3-4: (a) with 3 Might against A (4) and B (1) all 3 may go on A (no lethal is
    possible there), sparing B, or 1 on B and 2 on A; (b) with 6 Might, A can take only its
    lethal 4 before B gets its 1; the excess goes on the last unit."""
    for first in ("A", "B"):
        s = make(scenario, {"base": ["Pakaa Cub"]},
                 {"field": [["Vanguard Sergeant", "Recruit"], []]})
        a, b = bid(s, "Vanguard Sergeant"), bid(s, "Recruit")
        s.do(mv(s, "Pakaa Cub"), TO_A)
        n = fresh_events(s)
        to_damage_step(s)
        assert sorted(s.options()) == sorted([f"target Vanguard Sergeant #{a}",
                                              f"target Recruit #{b}"])
        if first == "A":
            s.do(f"target Vanguard Sergeant #{a}")
            until(s, lambda z: z.game.showdown is None)
            assert damage_events(s, n).get(a) == 3 and b not in damage_events(s, n)
            assert zone(s, b) == Zone.BOARD
        else:
            s.do(f"target Recruit #{b}")
            until(s, lambda z: z.game.showdown is None)
            assert damage_events(s, n).get(b) == 1 and damage_events(s, n).get(a) == 2
    s = make(scenario, {"base": ["Riptide Rex"]},
             {"field": [["Vanguard Sergeant", "Recruit"], []]})
    a, b = bid(s, "Vanguard Sergeant"), bid(s, "Recruit")
    s.do(mv(s, "Riptide Rex"), TO_A)
    n = fresh_events(s)
    to_damage_step(s)
    s.do(f"target Vanguard Sergeant #{a}")
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n)[a] == 4 and damage_events(s, n)[b] == 2
    assert zone(s, a) == Zone.TRASH and zone(s, b) != Zone.BOARD     # a token ceases (183)


@pytest.mark.ruling("001_659bee97844c48fc::players-must-assign-damage-in-combat")
def test_damage_must_be_assigned_even_into_kogmaw(scenario):
    """460.2.c / 460.2.c.5: a player with Might must assign it, lethal where possible, even when
    killing Kog'Maw, Caustic (Deathknell: 4 to every unit at his battlefield, 808) hurts them.
    461.1.a.1: the heal comes before the Deathknell resolves, so the attacker keeps 4."""
    s = make(scenario, wait({"base": ["Playful Phantom"]}), {"field": [["Kog'Maw, Caustic"], []]})
    ph, kog = bid(s, "Playful Phantom"), bid(s, "Kog'Maw, Caustic")
    s.do(mv(s, "Playful Phantom"), TO_A)
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)     # no choice: the only assignment
    assert damage_events(s, n).get(kog) == 5 and zone(s, kog) == Zone.TRASH
    assert s.points() == [1, 0]
    settle(s)                                           # the Deathknell resolves after
    assert s.game.objs[ph].damage == 4 and zone(s, ph) == Zone.BOARD


@pytest.mark.ruling("001_659bee97844c48fc::the-invited-rule-has-been-removed")
def test_no_invitation_needed_to_act_in_a_showdown(scenario):
    """347.4 / 339.2: focus passes in turn order to every player, including one with no units
    at the battlefield; no invitation is needed (the teammate invitation of 316.2.b.1 is a
    2v2 rule). 1v1 here; the FFA3 order is test_ffa_focus_order_includes_uninvolved_player."""
    s = make(scenario, wait({"base": ["Pakaa Cub"]}),
             {"base": ["Mountain Drake"], "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2})
    s.do(mv(s, "Pakaa Cub"), TO_A)
    s.do("pass")
    assert not s.game.units_at(1, 1) and s.game.showdown.focus == 1
    assert s.decision.player == 1 and s.can("play Hextech Ray")


@pytest.mark.ruling("001_659bee97844c48fc::the-invited-rule-has-been-removed")
def test_ffa_focus_order_includes_uninvolved_player(scenario):
    """FFA3 (347.4): P1 attacks P2; after P1 and P2 pass focus, P3 (no units there) gets focus."""
    s = scenario({"mode": "ffa3", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"base": ["Pakaa Cub"], "deck": DECK}),
                              wait({"field": [["Mountain Drake"], [], []], "deck": DECK}),
                              wait({"deck": DECK})]})
    s.do(mv(s, "Pakaa Cub"), TO_A)
    order = []
    for _ in range(3):
        order.append(s.game.showdown.focus)
        s.do("pass")
    assert order == [0, 1, 2]


@pytest.mark.ruling("001_659bee97844c48fc::to-win-via-conquest-you-must")
def test_winning_conquest_needs_every_battlefield_scored(scenario):
    """466.1.b / 466.1.b.2: at one point from victory, a conquer gives the winning point only
    if every battlefield was scored this turn; otherwise the player draws 1 instead."""
    s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"], "points": 7}, {})
    hand = len(s.game.players[0].hand)
    s.do(mv(s, "Pakaa Cub"), TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert s.points() == [7, 0] and len(s.game.players[0].hand) == hand + 1
    assert s.game.bfs[0].controller == 0 and not s.game.is_over
    s.do(mv(s, "Vanguard Sergeant"), TO_B)
    until(s, lambda z: z.game.is_over or z.game.showdown is None)
    assert s.points() == [8, 0] and s.game.is_over and s.game.outcome.winner == 0


@pytest.mark.ruling("001_659bee97844c48fc::to-win-via-conquest-you-must")
def test_2v2_team_needs_every_battlefield_and_cant_enter_ally_battlefield(scenario):
    """2v2 (484.3, 484.8.f.1): a team on 10 points needs all three battlefields scored this
    turn for the 11th point: the first two conquers draw instead (442.2.b is tested in
    test_2v2_allies_never_share_a_battlefield)."""
    s = scenario({"mode": "2v2", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"base": ["Pakaa Cub"] * 3, "points": 10, "deck": DECK}),
                              wait({"deck": DECK}), wait({"deck": DECK}),
                              wait({"deck": DECK})]})
    hand = len(s.game.players[0].hand)
    for k, dest in enumerate((TO_A, TO_B, "to Zaun Warrens")):
        s.do(mv(s, "Pakaa Cub", 0, k), dest)
        until(s, lambda z: z.game.showdown is None)
    assert len(s.game.players[0].hand) == hand + 2          # two draws instead of the 11th
    assert s.game.is_over and s.game.outcome.winner == 0


@pytest.mark.ruling("001_659bee97844c48fc::a-team-only-scores-points-from")
def test_2v2_ally_battlefield_not_held_or_conquered_on_your_turn(scenario):
    """2v2 (464.1.a, 464.2, 484.8.c): a battlefield an ally controls at the start of your turn
    isn't held by you, and taking it over during your turn is no conquer."""
    s = scenario({"mode": "2v2", "phase": "awaken", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"base": ["Pakaa Cub"], "deck": DECK}), {"deck": DECK},
                              {"field": [["Mega-Mech"], [], []], "deck": DECK},
                              {"deck": DECK}]})
    assert s.points() == [0, 0, 0, 0]                      # A2's battlefield: no hold for A1
    assert s.game.bfs[0].controller == 2 and s.game.ally_held == {0}
    s.do(mv(s, "Pakaa Cub"))
    assert TO_A not in s.options() and TO_B in s.options()   # no way in (442.2.b)


@pytest.mark.ruling("001_659bee97844c48fc::players-cannot-play-reactions-during-the")
def test_no_priority_in_the_ending_step_without_a_trigger(scenario):
    """317.1 / 335.3 / 312.2: passing the turn gives nobody priority by itself: (a) without
    end-of-turn triggers the opponent never gets a window; (b) Dark Child - Starter's
    end-of-turn trigger makes a chain, where the opponent may play a Reaction (Gust);
    (c) Loose Cannon's start-of-Beginning-Phase trigger gives a window on P2's turn."""
    gust = {"hand": ["Gust"], "runes": ["Chaos Rune"]}
    s = make(scenario, {"field": [[], ["Mystic Poro"]]}, dict(gust))
    s.do("end turn")
    assert s.game.turn_player == 1 and s.game.phase == Phase.MAIN
    assert s.decision.player == 1
    s = make(scenario, {"legend": "Dark Child - Starter", "field": [[], ["Mystic Poro"]],
                        "runes": [{"card": "Fury Rune", "exhausted": True}] * 2},
             dict(gust))
    s.do("end turn")
    maybe(s, "done")
    while s.kind == DecisionKind.TARGET:
        s.do(s.options()[-1])
    assert s.game.phase == Phase.ENDING and chain_names(s) == ["Dark Child - Starter"]
    until(s, lambda x: x.decision.player == 1)
    assert s.game.phase == Phase.ENDING and s.can("play Gust")
    s.do("play Gust")
    settle(s)
    assert zone(s, s.id("Mystic Poro")) == Zone.HAND
    s = make(scenario, {"base": ["Mystic Poro"]}, {"legend": "Loose Cannon"})
    s.do("end turn")
    assert s.game.turn_player == 1 and s.game.phase == Phase.BEGINNING
    assert chain_names(s) == ["Loose Cannon"] and s.decision.player == 1
    s.do("pass")
    assert s.decision.player == 0 and s.game.phase == Phase.BEGINNING
    assert s.can("play Stupefy")


@pytest.mark.ruling("001_659bee97844c48fc::surviving-attackers-occur-when-units-have")
def test_stunned_defender_lets_attacker_survive_and_be_recalled(scenario):
    """423.1.b: a stunned unit deals no combat damage (it still dies to lethal damage). The
    stunned 5-Might defender takes 3 and survives; the attacker takes nothing and survives;
    both sides remain, so the attacker is recalled (461.1.a.2), P2 keeps control and nobody
    scores (461.3.d). Other survival sources (e.g. 460.2.c.9) are tested elsewhere."""
    s = make(scenario, {"base": ["Pakaa Cub"], "hand": ["Rune Prison"],
                        "runes": ["Calm Rune"] * 3},
             {"field": [["Playful Phantom"], []]})
    cub, ph = bid(s, "Pakaa Cub"), bid(s, "Playful Phantom")
    s.do(mv(s, "Pakaa Cub"), TO_A)
    s.do("play Rune Prison", f"target Playful Phantom #{ph}")
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n) == {ph: 3}
    assert s.game.objs[cub].loc == 0 and zone(s, ph) == Zone.BOARD
    assert s.game.bfs[0].controller == 1 and s.points() == [0, 0]


@pytest.mark.ruling("001_659bee97844c48fc::when-a-showdown-occurs-when-you")
def test_defenders_triggers_go_on_top_and_resolve_first(scenario):
    """459.2.d.1 / 383.3.d.1 / 340.1: the attacker's triggers are placed first, the defender's
    on top (in an order the defender picks), so Nine-Tailed Fox (-1 to Yasuo) and Fortified
    Position (Shield 2) resolve before Yasuo's attack trigger, which then deals his reduced
    Might (5) to the defender (3 + Shield 2 = 5): it dies and P1 conquers."""
    s = make(scenario, {"base": ["Yasuo, Remorseful"]},
             wait({"legend": "Nine-Tailed Fox", "field": [["Pakaa Cub"], []]}),
             battlefields=["Fortified Position", "Altar to Unity"])
    yas, cub = bid(s, "Yasuo, Remorseful"), bid(s, "Pakaa Cub")
    s.do(mv(s, "Yasuo, Remorseful"), "to Fortified Position")
    while s.kind in (DecisionKind.ORDER_TRIGGERS, DecisionKind.TARGET):
        assert s.decision.player == 1                    # the defender orders its own
        if s.kind == DecisionKind.TARGET:
            s.do(f"target Pakaa Cub #{cub}")
        else:
            s.do(s.options()[0])
    g = s.game
    assert [it.controller for it in g.chain] == [0, 1, 1]
    assert chain_names(s)[0] == "Yasuo, Remorseful"
    assert sorted(chain_names(s)[1:]) == ["Fortified Position", "Nine-Tailed Fox"]
    settle(s)
    assert might(s, yas) == 5
    assert zone(s, cub) == Zone.TRASH
    until(s, lambda z: z.game.showdown is None)
    assert s.points() == [1, 0] and s.game.bfs[0].controller == 0


@pytest.mark.ruling("001_659bee97844c48fc::all-movement-triggers-must-be-declared")
def test_move_triggers_resolve_before_the_combat_opens(scenario):
    """448 / 455 / 459.2: the move's triggers (Traveling Merchant: discard 1, draw 1) go on
    the chain and resolve, with priority for the opponent, before the combat opens; attack
    triggers come only when designations are given afterwards."""
    s = make(scenario, {"base": ["Traveling Merchant"], "hand": ["Hextech Ray"]},
             wait({"field": [["Mountain Drake"], []]}))
    merch = bid(s, "Traveling Merchant")
    s.do(mv(s, "Traveling Merchant"), TO_A)
    assert chain_names(s) == ["Traveling Merchant"] and s.game.showdown is None
    assert s.game.objs[merch].designation == 0
    until(s, lambda z: z.decision.player == 1)
    assert s.game.showdown is None and s.can("play Stupefy")
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD)
    s.do("choose Hextech Ray")                          # discard 1, then draw 1
    assert s.game.players[0].discarded == 1
    assert s.game.showdown is not None and s.game.showdown.combat
    assert s.game.objs[merch].designation == ATTACKER


@pytest.mark.ruling("001_659bee97844c48fc::the-turn-players-triggers-go-on")
def test_turn_players_triggers_go_on_the_chain_first(scenario):
    """383.3.d.1 / 303.2.a / 340.1: when both players' abilities trigger at once, the turn
    player puts theirs on the chain first (in an order they choose), then the other player;
    the non-turn player's resolve first. Here Flurry of Blades kills Deathknell units of both
    players at once (Soaring Scout, Watchful Sentry)."""
    s = make(scenario,
             {"field": [["Soaring Scout", "Watchful Sentry"], []], "hand": ["Flurry of Blades"],
              "runes": ["Body Rune"], "rune_deck": ["Body Rune"]},
             {"field": [[], ["Watchful Sentry"]], "base": ["Pakaa Cub"]})
    s.do("play Flurry of Blades")
    until(s, lambda z: z.kind == DecisionKind.ORDER_TRIGGERS)
    assert s.decision.player == 0
    s.do("option 0")
    g = s.game
    assert [it.controller for it in g.chain] == [0, 0, 1]
    n = fresh_events(s)
    settle(s)
    resolves = [e.player for e in g.events[n:] if e.kind == EventKind.RESOLVE]
    assert resolves == [1, 0, 0]
    assert len(g.players[1].hand) == 2 and len(g.players[0].runes) == 3   # drew; channeled


@pytest.mark.ruling("001_659bee97844c48fc::yes-when-you-play-me-is")
def test_play_trigger_and_another_units_trigger_are_ordered_by_controller(scenario):
    """383.4.a / 383.3.d: 'When you play me' is a triggered ability; it and Cithria of
    Cloudfield's 'when you play another unit' trigger together and P1 orders them. Pit Rookie
    is already on the board (383.4.a.2). If Cithria's own buff resolves first, Pit Rookie's
    buff on her does nothing (702.3: one buff)."""
    s = make(scenario, {"base": ["Cithria of Cloudfield", "Vanguard Sergeant"],
                        "hand": ["Pit Rookie"], "runes": ["Body Rune"] * 2})
    cit = bid(s, "Cithria of Cloudfield")
    s.do("play Pit Rookie")
    maybe(s, TO_BASE)
    assert zone(s, s.id("Pit Rookie")) == Zone.BOARD
    assert s.kind == DecisionKind.ORDER_TRIGGERS and s.decision.player == 0
    opts = s.options()
    assert len(opts) == 2
    # put Pit Rookie's trigger on first (bottom): Cithria's resolves first
    for o in opts:
        s.do(o)
        if s.kind != DecisionKind.ORDER_TRIGGERS:
            break
    if chain_names(s)[0] != "Pit Rookie":
        pytest.fail("order choice did not put Pit Rookie first")
    maybe(s, f"target Cithria of Cloudfield #{cit}")
    settle(s)
    assert s.game.objs[cit].buff == 1 and s.game.objs[bid(s, "Vanguard Sergeant")].buff == 0


@pytest.mark.ruling("001_659bee97844c48fc::a-unit-is-only-defending-when")
def test_mask_of_foresight_only_when_defending_alone_in_combat(scenario):
    """459.2.b.4 / 383.4.f / 741.1: a unit is defending only with the Defender designation in
    a combat. Mask of Foresight: (a) nothing on P1's own quiet turn; (b) on P2's turn, P2 moves
    in and U defends alone: +1 this turn; (c) alone in a non-combat showdown: no trigger."""
    s = make(scenario, {"base": ["Mask of Foresight", "Pakaa Cub"],
                        "field": [["Vanguard Sergeant"], []]},
             {"base": ["Mystic Poro"]})
    sgt = bid(s, "Vanguard Sergeant")
    n = fresh_events(s)
    s.do(mv(s, "Pakaa Cub"), TO_B)                      # (c) a non-combat showdown
    until(s, lambda z: z.game.showdown is None)
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])   # (a) and (c)
    assert might(s, sgt) == 4 and might(s, bid(s, "Pakaa Cub")) == 3
    s.do("end turn")                                    # (b) P2's turn: P2 attacks BF-A
    until(s, lambda z: z.game.turn_player == 1 and z.game.phase == Phase.MAIN)
    s.do(mv(s, "Mystic Poro"), TO_A)
    assert chain_names(s) == ["Mask of Foresight"] and might(s, sgt) == 4
    settle(s)
    assert might(s, sgt) == 5


@pytest.mark.ruling("001_659bee97844c48fc::yes-when-i-move-is-a")
def test_when_i_move_goes_on_the_chain_and_the_opponent_may_respond(scenario):
    """383 / 333 / 312.2.d: 'When I move' is a triggered ability, so moving Traveling Merchant
    from a battlefield to base puts it on the chain and P2 gets priority to respond (337.1.c.3,
    339) before it resolves."""
    s = make(scenario, {"field": [["Traveling Merchant"], []], "hand": ["Pakaa Cub"]},
             wait({}))
    s.do(mv(s, "Traveling Merchant"))
    maybe(s, TO_BASE)
    assert chain_names(s) == ["Traveling Merchant"]
    until(s, lambda z: z.decision.player == 1)
    assert s.kind == DecisionKind.PRIORITY and s.can("play Stupefy")
    assert s.game.players[0].discarded == 0              # not resolved yet
    s.do("play Stupefy")
    maybe(s, tgt(s, "Traveling Merchant"))
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD)
    s.do("choose Pakaa Cub")
    settle(s)
    assert s.game.players[0].discarded == 1


@pytest.mark.ruling("001_659bee97844c48fc::blitzcranks-hold-effect-is-required-you")
def test_blitzcrank_hold_return_is_mandatory(scenario):
    """383.3.a / 383.4.d: Blitzcrank, Impassive's 'When I hold, return me to my owner's hand'
    has no 'may': it goes on the chain with no option to decline and returns him."""
    s = make(scenario, {"field": [["Blitzcrank, Impassive"], []]}, {"base": ["Mystic Poro"]},
             phase="awaken")
    b = s.id("Blitzcrank, Impassive")
    assert s.points() == [1, 0]                         # held BF-A in the Scoring Step
    while s.kind == DecisionKind.ORDER_TRIGGERS:        # with Grove of the God-Willow's
        s.do(s.options()[0])
    assert "Blitzcrank, Impassive" in chain_names(s)
    until(s, lambda z: not z.game.chain)                # no MAY decision is offered
    assert zone(s, b) == Zone.HAND
    assert any(e.kind == EventKind.RESOLVE and e.obj == b for e in s.game.events)
    assert s.game.phase == Phase.MAIN and s.kind == DecisionKind.PRIORITY


@pytest.mark.ruling("001_659bee97844c48fc::yes-the-ability-is-mandatory-if")
def test_targeting_trigger_must_choose_a_legal_target_if_any(scenario):
    """402.3 / 402.3.b / 383.3.a: a triggered ability without 'may' that chooses targets must
    choose one when any is legal (Riptide Rex's play trigger: no 'done' option); with no legal
    target it is removed from the chain and does nothing."""
    rex = {"hand": ["Riptide Rex"], "runes": ["Mind Rune"] * 6}
    s = make(scenario, dict(rex), {"field": [["Mountain Drake"], ["Mega-Mech"]]})
    s.do("play Riptide Rex")
    maybe(s, TO_BASE)
    assert s.kind == DecisionKind.TARGET and s.decision.player == 0
    assert "done" not in s.options() and len(s.options()) == 2
    s.do(tgt(s, "Mega-Mech"))
    settle(s)
    assert s.game.objs[bid(s, "Mega-Mech")].damage == 6
    s = make(scenario, dict(rex), {"base": ["Mountain Drake"]})
    n = fresh_events(s)
    s.do("play Riptide Rex")
    maybe(s, TO_BASE)
    assert not s.game.chain and s.kind == DecisionKind.PRIORITY
    rex_id = s.id("Riptide Rex")
    assert not any(e.kind == EventKind.RESOLVE and e.obj == rex_id for e in s.game.events[n:])
    assert s.game.objs[bid(s, "Mountain Drake")].damage == 0


@pytest.mark.ruling("001_659bee97844c48fc::the-deathknell-trigger-is-mandatory-and")
def test_deathknell_always_triggers_even_with_nothing_to_do(scenario):
    """808.1.c-d / 383.3.a / 402.3: Deathknell is mandatory: Kog'Maw, Caustic alone at BF-A
    dies and his 'deal 4 to all units at my battlefield' goes on the chain and resolves with
    nothing there; with another unit there it takes 4."""
    ray = {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2}
    for other in (False, True):
        field = ["Kog'Maw, Caustic"] + (["Mystic Poro"] if other else [])
        s = make(scenario, dict(ray), {"field": [field, []], "base": ["Pakaa Cub"]})
        kog = bid(s, "Kog'Maw, Caustic")
        n = fresh_events(s)
        s.do("play Hextech Ray")
        maybe(s, f"target Kog'Maw, Caustic #{kog}")
        until(s, lambda z: zone(z, kog) == Zone.TRASH)
        assert s.kind == DecisionKind.PRIORITY              # no "may" decision
        settle(s)
        ev = s.game.events[n:]
        assert any(e.kind == EventKind.TRIGGER and e.obj == kog for e in ev)
        assert any(e.kind == EventKind.RESOLVE and e.obj == kog for e in ev)
        if other:
            poro = s.id("Mystic Poro", 1)
            assert zone(s, poro) == Zone.TRASH and damage_events(s, n)[poro] == 4
        else:
            assert set(damage_events(s, n)) == {kog}


@pytest.mark.ruling("001_659bee97844c48fc::master-yis-ability-is-not-a")
def test_wuju_bladesman_passive_applies_while_defending_alone(scenario):
    """364.3.a / 383.1 / 741.1: 'While a friendly unit defends alone, it gets +2 Might' is a
    passive: it applies while the condition holds, with no chain item."""
    s = make(scenario, {"legend": "Wuju Bladesman - Starter", "field": [["Pakaa Cub"], []]},
             {"base": ["Vanguard Sergeant"]}, turn_player=1)
    cub, sgt = bid(s, "Pakaa Cub"), bid(s, "Vanguard Sergeant")
    assert might(s, cub) == 3
    n = fresh_events(s)
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    assert might(s, cub) == 5 and not s.game.chain
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])
    until(s, lambda z: z.game.showdown is None)
    assert zone(s, sgt) == Zone.TRASH and zone(s, cub) == Zone.BOARD


@pytest.mark.ruling("001_659bee97844c48fc::no-rengar-is-not-considered-mighty")
def test_rengar_becomes_mighty_in_the_cleanup_not_on_entry(scenario):
    """459.2.b.3.a / 323.2.a / 708-709: Rengar, Pouncing played to the battlefield P1 attacks
    enters at 3 with no designation, so Relentless Storm ('when you play a Mighty unit') does
    not trigger; in the cleanup he gains Attacker and Assault 2 (5): he becomes Mighty and
    Fiora, Worthy triggers (may pay [Order] to ready him)."""
    s = make(scenario,
             {"legend": "Relentless Storm", "base": ["Vanguard Sergeant", "Fiora, Worthy"],
              "hand": ["Rengar, Pouncing"], "runes": ["Fury Rune"] * 4 + ["Order Rune"]},
             {"field": [["Mountain Drake"], []]})
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.game.showdown is not None and z.decision.player == 0
          and not z.game.chain)
    n = fresh_events(s)
    s.do("play Rengar, Pouncing", TO_A)
    rengar = s.id("Rengar, Pouncing")
    ev = s.game.events[n:]
    legend = s.game.players[0].legend
    assert not any(e.kind == EventKind.TRIGGER and e.obj == legend for e in ev)
    assert s.game.objs[rengar].designation == ATTACKER and might(s, rengar) == 5
    assert "Fiora, Worthy" in chain_names(s) or s.kind == DecisionKind.OPTIONAL_COST
    assert s.game.objs[rengar].exhausted
    until(s, lambda z: z.kind in (DecisionKind.OPTIONAL_COST, DecisionKind.MAY))
    s.do("yes")
    until(s, lambda z: not z.game.chain)
    assert not s.game.objs[rengar].exhausted


@pytest.mark.ruling("001_659bee97844c48fc::yes-teemo-strategist-is-considered-defending")
def test_teemo_played_from_hidden_mid_combat_defends(scenario):
    """459.2.b.4.a / 383.4.f.2: a unit that arrives at the combat's battlefield gains its
    controller's designation in the next cleanup, and its 'When I defend' triggers then (once
    per combat, 383.4.f.2.a). Teemo, Strategist played from hidden (811.6) during the initial
    chain defends; his trigger goes above the attacker's and resolves first."""
    s = make(scenario,
             {"field": [["Pakaa Cub"], []], "deck": ["Pakaa Cub", "Teemo, Scout"] + DECK},
             {"base": ["Yasuo, Remorseful"]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Teemo, Strategist", "controller": 0}},
                           "Altar to Unity"],
             turn_player=1)
    yas = bid(s, "Yasuo, Remorseful")
    s.do(mv(s, "Yasuo, Remorseful"), TO_A)
    assert chain_names(s) == ["Yasuo, Remorseful"]
    until(s, lambda z: z.decision.player == 0)
    s.do("play Teemo, Strategist")
    maybe(s, TO_A)
    teemo = s.id("Teemo, Strategist")
    assert s.game.objs[teemo].designation == DEFENDER and s.game.objs[teemo].loc == 1
    assert chain_names(s) == ["Yasuo, Remorseful", "Teemo, Strategist"]
    n = fresh_events(s)
    until(s, lambda z: chain_names(z) == ["Yasuo, Remorseful"])
    assert damage_events(s, n).get(yas) == 2            # two [Hidden] cards in his top 5
    settle(s)
    assert sum(1 for e in s.game.events if e.kind == EventKind.TRIGGER and e.obj == teemo) == 1


@pytest.mark.ruling("001_659bee97844c48fc::vis-effect-is-an-activated-ability")
def test_vi_recycle_ability_repeatable_own_turn_open_state_only(scenario):
    """145.2 / 381 / 377: Vi, Destructive's 'recycle 1 from your trash: +1 Might this turn' has
    no Action/Reaction, so only in P1's Main Phase outside showdowns; it isn't once per turn
    and doesn't exhaust her; the Might is hers only (not a buff) and lasts this turn."""
    s = make(scenario, {"base": ["Vi, Destructive", "Vi, Destructive"],
                        "trash": ["Pakaa Cub", "Mystic Poro", "Recruit"][:2] + ["Hextech Ray"]},
             {"field": [["Mountain Drake"], []]})
    vi1, vi2 = bid(s, "Vi, Destructive", 0, 0), bid(s, "Vi, Destructive", 0, 1)
    act = f"activate ability 0 of Vi, Destructive #{vi1}"
    for k in range(3):
        s.do(act)
        while s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
        settle(s)
        assert might(s, vi1) == 4 + k
    assert might(s, vi2) == 3 and not s.game.players[0].trash
    assert s.game.objs[vi1].buff == 0 and not s.game.objs[vi1].exhausted
    assert len(s.game.players[0].deck) == len(DECK) + 3     # recycled to the deck bottom
    assert not s.can(act)                                   # nothing left to recycle
    s = make(scenario, {"base": ["Vi, Destructive", "Pakaa Cub"], "trash": ["Mystic Poro"]},
             {"field": [["Mountain Drake"], []]})
    vi = bid(s, "Vi, Destructive")
    act = f"activate ability 0 of Vi, Destructive #{vi}"
    assert s.can(act)
    s.do(mv(s, "Pakaa Cub"), TO_A)                          # a combat showdown
    assert s.game.showdown is not None and not s.can(act)
    until(s, lambda z: z.game.showdown is None)
    assert s.can(act)                                       # open again: legal
    s.do("end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.decision.player == 1)
    s.do("play Stupefy")                                    # P2's turn: P1 gets priority
    maybe(s, tgt(s, "Mountain Drake"))
    until(s, lambda z: z.decision.player == 0)
    assert s.game.chain and not s.can(act)


@pytest.mark.ruling("001_659bee97844c48fc::volibears-ability-deals-5-additional-damage")
def test_volibear_split_damage_is_separate_from_combat_damage(scenario):
    """417.1 / 355.14: Volibear, Furious's attack trigger deals 5 split among enemy units here
    (targets chosen as it goes on the chain, the split on resolution); it is not combat
    damage. A damaged survivor still contributes its full Might (460.2.a) and needs less
    damage to be lethal (143.2.a, 460.2.c.4)."""
    s = make(scenario, {"base": ["Volibear, Furious"]},
             {"field": [["Vanguard Sergeant", "Riptide Rex"], []]})
    vol, a, b = bid(s, "Volibear, Furious"), bid(s, "Vanguard Sergeant"), bid(s, "Riptide Rex")
    s.do(mv(s, "Volibear, Furious"), TO_A)
    s.do(f"target Vanguard Sergeant #{a}", f"target Riptide Rex #{b}")
    maybe(s, "done")
    until(s, lambda z: z.kind == DecisionKind.TARGET)   # the split, on resolution
    for _ in range(3):
        s.do(f"target Vanguard Sergeant #{a}")
    assert zone(s, a) == Zone.TRASH and s.game.objs[b].damage == 1
    n = fresh_events(s)
    to_damage_step(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n) == {vol: 6, b: 9}
    assert zone(s, b) == Zone.TRASH and zone(s, vol) == Zone.BOARD
    assert s.points() == [1, 0]


@pytest.mark.ruling("001_659bee97844c48fc::yis-legend-ability-is-a-passive")
def test_wuju_bladesman_alone_checked_continuously(scenario):
    """Conflict: the ruling's nuance says the +2 stops when one of two defenders is removed;
    the card text and 741.1 ('alone') say the opposite, and this test follows them:
    (a) D1 and D2 defend: no bonus; D2 dies during the showdown: D1 is alone, 5 at the
    damage step; (b) D1 alone (5); a second friendly unit joins: D1 is back to 3."""
    s = make(scenario,
             {"legend": "Wuju Bladesman - Starter", "field": [["Pakaa Cub", "Mystic Poro"], []],
              "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
             {"base": ["Playful Phantom"]}, turn_player=1)
    d1, d2 = bid(s, "Pakaa Cub"), bid(s, "Mystic Poro")
    ph = bid(s, "Playful Phantom")
    s.do(mv(s, "Playful Phantom"), TO_A)
    assert might(s, d1) == 3
    until(s, lambda z: z.decision.player == 0 and z.can("play Hextech Ray"))
    s.do("play Hextech Ray", f"target Mystic Poro #{d2}")
    settle(s)
    assert zone(s, d2) == Zone.TRASH and might(s, d1) == 5
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n) == {ph: 5, d1: 5}               # D1 dealt 5 at the damage step
    assert zone(s, ph) == Zone.TRASH

    s = make(scenario,
             {"legend": "Wuju Bladesman - Starter", "field": [["Pakaa Cub"], []],
              "base": ["Mystic Poro"], "hand": ["Ride the Wind"], "runes": ["Chaos Rune"] * 3},
             {"base": ["Playful Phantom"]}, turn_player=1)
    d1, d2 = bid(s, "Pakaa Cub"), bid(s, "Mystic Poro")
    s.do(mv(s, "Playful Phantom"), TO_A)
    assert might(s, d1) == 5
    until(s, lambda z: z.decision.player == 0 and z.can("play Ride the Wind"))
    s.do("play Ride the Wind", f"target Mystic Poro #{d2}")
    maybe(s, TO_A)
    settle(s)
    assert s.game.objs[d2].loc == 1 and s.game.objs[d2].designation == DEFENDER
    assert might(s, d1) == 3


@pytest.mark.ruling("001_659bee97844c48fc::zhonyas-hourglass-is-not-a-trigger")
def test_zhonyas_hourglass_is_a_mandatory_replacement(scenario):
    """369.1 / 370 / 372-373: 'If a friendly unit would die, kill this instead. Heal that unit,
    exhaust it, and recall it' is a replacement effect, not a trigger: no chain item and no
    choice to decline; the unit is healed, exhausted and recalled (not moved)."""
    s = make(scenario, {"base": ["Zhonya's Hourglass"], "field": [["Pakaa Cub"], []],
                        "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
             {"field": [[], ["Mountain Drake"]]})
    cub, hg = bid(s, "Pakaa Cub"), bid(s, "Zhonya's Hourglass")
    n = fresh_events(s)
    s.do("play Hextech Ray", f"target Pakaa Cub #{cub}")
    settle(s)
    o = s.game.objs[cub]
    assert zone(s, cub) == Zone.BOARD and o.loc == 0 and o.exhausted and o.damage == 0
    assert zone(s, hg) == Zone.TRASH
    ev = s.game.events[n:]
    assert not any(e.kind == EventKind.TRIGGER for e in ev)
    assert any(e.kind == EventKind.RECALL and e.obj == cub for e in ev)
    assert not any(e.kind == EventKind.MOVE and e.obj == cub for e in ev)


@pytest.mark.ruling("001_659bee97844c48fc::zhonyas-hourglass-is-not-a-trigger")
def test_zhonyas_hourglass_controller_chooses_among_simultaneous_deaths(scenario):
    """373 / 373.1: two friendly units die in the same cleanup; the Hourglass's controller
    (P0 here) chooses which one it saves (the cleanup waits for that choice); the other dies
    (the Recruit token ceases to exist)."""
    s = make(scenario, {"base": ["Zhonya's Hourglass"],
                        "field": [["Recruit", {"card": "Mystic Poro", "damage": 1}], []],
                        "hand": ["Flurry of Blades"], "runes": ["Body Rune"]},
             {"base": ["Mountain Drake"]})
    poro, recruit = bid(s, "Mystic Poro"), bid(s, "Recruit")
    hg = bid(s, "Zhonya's Hourglass")
    s.do("play Flurry of Blades")
    s.do("pass")
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD or not z.game.chain)
    assert s.kind == DecisionKind.CHOOSE_CARD and s.decision.player == 0
    assert not s.game.chain                                # asked in the cleanup
    assert sorted(s.options()) == sorted([f"choose Mystic Poro #{poro}",
                                          f"choose Recruit #{recruit}"])
    s.do(f"choose Mystic Poro #{poro}")
    o = s.game.objs[poro]
    assert o.zone == Zone.BOARD and o.loc == 0 and o.exhausted and o.damage == 0
    assert zone(s, recruit) == Zone.REMOVED and zone(s, hg) == Zone.TRASH


@pytest.mark.ruling("001_659bee97844c48fc::no-a-draw-cannot-happen-in")
def test_burn_out_gives_a_point_and_then_draws(scenario):
    """431.1.a / 431.2.b-d / 413.4: drawing from an empty main deck burns out: the trash is
    shuffled into the deck, an opponent gains 1 point, then the draw happens. The point can
    win the game (467, 323.1)."""
    s = make(scenario, {"deck": [], "trash": ["Pakaa Cub"] * 5, "base": ["Mystic Poro"]},
             {"points": 5}, phase="awaken")
    p = s.game.players[0]
    assert s.points() == [0, 6] and len(p.deck) == 4 and not p.trash
    assert p.burnouts == 1 and not s.game.is_over
    s = make(scenario, {"deck": [], "trash": ["Pakaa Cub"] * 5, "points": 6,
                        "base": ["Mystic Poro"]},
             {"points": 7}, phase="awaken")
    assert s.game.is_over and s.game.outcome.winner == 1 and s.points() == [6, 8]


@pytest.mark.ruling("001_659bee97844c48fc::recalls-are-not-moves-this-is")
def test_recalls_are_not_moves(scenario):
    """450-451 / 442.2.c / 149.3: a recall sends a permanent to base without moving it: (a)
    Traveling Merchant saved and recalled by Zhonya's Hourglass has no 'When I move' trigger;
    (b) attackers are recalled from Vilemaw's Lair although units can't move from there to
    base; (c) gear played from hidden to a battlefield is recalled in the cleanup, no move."""
    s = make(scenario, {"base": ["Zhonya's Hourglass"], "field": [["Traveling Merchant"], []],
                        "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
             {"base": ["Mountain Drake"]})
    merch = bid(s, "Traveling Merchant")
    n = fresh_events(s)
    s.do("play Hextech Ray")
    maybe(s, f"target Traveling Merchant #{merch}")
    settle(s)
    assert s.game.objs[merch].loc == 0 and zone(s, merch) == Zone.BOARD
    assert not any(e.kind in (EventKind.MOVE, EventKind.TRIGGER) for e in s.game.events[n:])
    assert s.game.players[0].discarded == 0

    s = make(scenario, {"base": ["Pakaa Cub"], "hand": ["Rune Prison"],
                        "runes": ["Calm Rune"] * 3},
             {"field": [["Playful Phantom"], []]},
             battlefields=["Vilemaw's Lair", "Altar to Unity"])
    cub, ph = bid(s, "Pakaa Cub"), bid(s, "Playful Phantom")
    s.do(mv(s, "Pakaa Cub"), "to Vilemaw's Lair")
    s.do("play Rune Prison", f"target Playful Phantom #{ph}")
    until(s, lambda z: z.game.showdown is None)
    assert s.game.objs[cub].loc == 0 and zone(s, cub) == Zone.BOARD   # recalled anyway

    s = make(scenario, {"field": [["Pakaa Cub"], []]}, {"base": ["Mystic Poro"]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Zhonya's Hourglass", "controller": 0}},
                           "Altar to Unity"])
    hg = s.id("Zhonya's Hourglass")
    n = fresh_events(s)
    s.do("play Zhonya's Hourglass")
    maybe(s, TO_A)
    settle(s)
    ev = s.game.events[n:]
    assert zone(s, hg) == Zone.BOARD and s.game.objs[hg].loc == 0
    assert any(e.kind == EventKind.RECALL and e.obj == hg for e in ev)
    assert not any(e.kind == EventKind.MOVE and e.obj == hg for e in ev)


@pytest.mark.ruling("001_659bee97844c48fc::a-unit-is-only-considered-defending")
def test_defending_only_in_a_combat(scenario):
    """459.2.b / 741.3 / 316.5.b.1: (a) moving into an empty battlefield: no unit has a
    designation; (b) P2's unit at a battlefield on P1's turn without combat isn't defending
    (Ahri, Inquisitive's defend trigger doesn't fire); (c) in a combat there, it defends."""
    s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"]},
             {"field": [[], ["Ahri, Inquisitive"]]})
    ahri, cub = bid(s, "Ahri, Inquisitive"), bid(s, "Pakaa Cub")
    n = fresh_events(s)
    s.do(mv(s, "Pakaa Cub"), TO_A)
    assert s.game.objs[cub].designation == 0 and s.game.objs[ahri].designation == 0
    until(s, lambda z: z.game.showdown is None)
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])
    s.do(mv(s, "Vanguard Sergeant"), TO_B)
    assert s.game.objs[ahri].designation == DEFENDER
    assert chain_names(s) == ["Ahri, Inquisitive"]


def _phoenix_triggered(s):
    """Immortal Phoenix's trigger is being put on the chain ("you may pay …": YES/NO)."""
    return s.kind == DecisionKind.MAY and s.decision.source >= 0 and \
        g_card(s, s.decision.source) == "Immortal Phoenix"


@pytest.mark.ruling("001_659bee97844c48fc::immortal-phoenix-can-be-played-from")
def test_immortal_phoenix_triggers_only_on_kills_with_a_spell(scenario):
    """428.5.b-e / 417.6.b.3 / 383.2.c.1: Immortal Phoenix ('when you kill a unit with a spell,
    you may pay [1][R] to play me from your trash') triggers from the trash when a spell you
    control is credited with the kill: spell damage (also the last point after other damage,
    428.5.c), a spell's kill instruction (Vengeance), even killing the Phoenix itself; not
    when units deal the damage (Challenge, Last Breath)."""
    runes = ["Fury Rune"] * 4 + ["Body Rune"] * 3 + ["Order Rune"] * 4 + ["Calm Rune"] * 3

    def setup(hand, p0=None, p1=None):
        a = {"trash": ["Immortal Phoenix"], "hand": hand, "runes": runes,
             "base": ["Vanguard Sergeant"]}
        a.update(p0 or {})
        b = {"field": [[], ["Pakaa Cub"]]}
        b.update(p1 or {})
        return make(scenario, a, b)

    def cast(s, card, *targets):
        s.do("play " + card)
        for t in targets:
            maybe(s, t)
        until(s, lambda z: _phoenix_triggered(z) or not z.game.chain)

    # (a) Hextech Ray kills: it triggers; paying plays Phoenix from the trash
    s = setup(["Hextech Ray"])
    ph = s.id("Immortal Phoenix")
    cast(s, "Hextech Ray", tgt(s, "Pakaa Cub"))
    assert _phoenix_triggered(s)
    s.do("yes")
    until(s, lambda z: not z.game.chain)
    assert zone(s, ph) == Zone.BOARD and s.game.objs[ph].loc == 0
    # (b) Challenge: the units deal the damage, no trigger
    s = setup(["Challenge"])
    cast(s, "Challenge", tgt(s, "Vanguard Sergeant"), tgt(s, "Pakaa Cub"))
    assert zone(s, bid(s, "Vanguard Sergeant")) == Zone.BOARD
    assert s.game.players[1].trash and not _phoenix_triggered(s)
    assert zone(s, s.id("Immortal Phoenix")) == Zone.TRASH
    # (c) Challenge deals 2 first, Flurry of Blades the last 1: the kill is Flurry's
    s = setup(["Challenge", "Flurry of Blades"], {"base": ["Mystic Poro"]})
    cub = bid(s, "Pakaa Cub")
    cast(s, "Challenge", tgt(s, "Mystic Poro"), tgt(s, "Pakaa Cub"))
    assert s.game.objs[cub].damage == 2 and not _phoenix_triggered(s)
    cast(s, "Flurry of Blades")
    assert zone(s, cub) == Zone.TRASH and _phoenix_triggered(s)
    # (d) Vengeance's kill instruction
    s = setup(["Vengeance"])
    cast(s, "Vengeance", tgt(s, "Pakaa Cub"))
    assert _phoenix_triggered(s)
    # (e) P1's own Hextech Ray kills the Phoenix itself: it triggers from the trash
    s = setup(["Hextech Ray"], {"trash": [], "field": [["Immortal Phoenix"], []]})
    cast(s, "Hextech Ray", tgt(s, "Immortal Phoenix"))
    assert zone(s, s.id("Immortal Phoenix")) == Zone.TRASH and _phoenix_triggered(s)
    # (f) Last Breath: the readied unit deals the damage, no trigger
    s = setup(["Last Breath"])
    cast(s, "Last Breath", tgt(s, "Vanguard Sergeant"), tgt(s, "Pakaa Cub"))
    assert zone(s, bid(s, "Vanguard Sergeant")) == Zone.BOARD
    assert zone(s, s.id("Pakaa Cub")) == Zone.TRASH and not _phoenix_triggered(s)


@pytest.mark.ruling("001_659bee97844c48fc::yes-a-unit-that-attacked-targons")
def test_targons_peak_conquer_trigger_and_designations(scenario):
    """A unit that attacked and conquered Targon's Peak is still an attacker while the Peak's
    trigger is on the chain: the Resolution Step has a FEPR window between Establish Control
    and Combat Ends (461.5-461.7; HOT FEPR as the Unleashed Rules FAQ explains it), so when
    P2 gets priority Immortal Phoenix is still 5 Might (Assault 2) and Gust cannot choose
    it; once the trigger has resolved the combat ends and it is back to 3.
    (b) In an open showdown P2 may Gust it before any conquer. (c) The runes are readied by a
    delayed ability at the end of the turn (390.2), not when the trigger resolves."""
    gust = {"hand": ["Gust"], "runes": ["Chaos Rune"]}
    s = make(scenario, {"base": ["Immortal Phoenix"],
                        "runes": [{"card": "Fury Rune", "exhausted": True}] * 2},
             dict(gust, field=[["Mystic Poro"], []]),
             battlefields=["Targon's Peak", "Altar to Unity"])
    ph = bid(s, "Immortal Phoenix")
    s.do(mv(s, "Immortal Phoenix"), "to Targon's Peak")
    until(s, lambda z: chain_names(z) == ["Targon's Peak"])
    assert s.points() == [1, 0] and s.game.showdown is not None
    until(s, lambda z: z.decision.player == 1)
    assert s.game.objs[ph].designation == ATTACKER and might(s, ph) == 5
    assert not s.can("play Gust")              # its only unit at a battlefield: the Phoenix
    s.do("pass")
    settle(s)
    assert s.game.showdown is None
    assert s.game.objs[ph].designation == 0 and might(s, ph) == 3
    runes = [s.game.objs[r] for r in s.game.players[0].runes]
    assert sum(r.exhausted for r in runes) == 2                 # (c) not yet
    s.do("end turn")                                     # the delayed ability: choose now
    assert s.kind == DecisionKind.TARGET and s.game.phase == Phase.ENDING
    for r in [r for r in s.game.players[0].runes if g_card(s, r) == "Fury Rune"]:
        maybe(s, f"target Fury Rune #{r}")
    settle(s)
    assert sum(s.game.objs[r].exhausted for r in s.game.players[0].runes
               if g_card(s, r) == "Fury Rune") == 0

    s = make(scenario, {"base": ["Immortal Phoenix"]}, dict(gust, base=["Mountain Drake"]),
             battlefields=["Targon's Peak", "Altar to Unity"])
    ph = bid(s, "Immortal Phoenix")
    s.do(mv(s, "Immortal Phoenix"), "to Targon's Peak")
    assert not s.game.showdown.combat and might(s, ph) == 3
    s.do("pass")
    s.do("play Gust")
    maybe(s, f"target Immortal Phoenix #{ph}")
    settle(s)
    until(s, lambda z: z.game.showdown is None)
    assert zone(s, ph) == Zone.HAND and s.points() == [0, 0]
    assert s.game.bfs[0].controller == NONE


def next_turn_of(s, player, limit=40):
    """Pass / end turns until `player`'s Main Phase with `player` to act."""
    for _ in range(limit):
        g = s.game
        if g.turn_player == player and g.phase == Phase.MAIN and s.decision.player == player \
                and not g.chain and g.showdown is None:
            return s
        if s.kind == DecisionKind.ASSIGN_DAMAGE or not (s.can("pass") or s.can("end turn")):
            s.do(s.options()[0])
        else:
            s.do("pass" if s.can("pass") else "end turn")
    raise AssertionError("next_turn_of: never reached")


def g_card(s, oid):
    return s.game.pool[s.game.objs[oid].card].name


@pytest.mark.ruling("001_659bee97844c48fc::no-damage-dealt-to-a-unit")
def test_conquering_through_an_open_showdown_does_not_heal(scenario):
    """143.3.b / 348.2 / 461.1.a.1: only a combat's cleanup (and the end of turn) heals; a
    non-combat showdown's conquest leaves damage marked until the turn ends."""
    s = make(scenario, {"base": [{"card": "Vanguard Sergeant", "damage": 2}]}, {})
    u = bid(s, "Vanguard Sergeant")
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert s.points() == [1, 0] and s.game.objs[u].damage == 2
    s.do("end turn")
    assert s.game.turn_player == 1 and s.game.objs[u].damage == 0


@pytest.mark.ruling("001_659bee97844c48fc::yes-damage-is-always-removed-at")
def test_combat_cleanup_heals_even_without_deaths(scenario):
    """461.1.a.1: every combat ends with all damage healed, deaths or not: (a) Kog'Maw's
    Deathknell resolves after that heal, so its 4 damage stays; (b) a combat where the stunned
    defender and the attacker both survive heals everything; (c) when the recalled attacker
    comes back (Ride the Wind) the defender starts the new combat at 0 damage."""
    s = make(scenario, {"base": ["Playful Phantom"]}, {"field": [["Kog'Maw, Caustic"], []]})
    ph = bid(s, "Playful Phantom")
    s.do(mv(s, "Playful Phantom"), TO_A)
    until(s, lambda z: z.game.showdown is None)
    settle(s)
    assert s.game.objs[ph].damage == 4

    s = make(scenario, {"base": ["Pakaa Cub"], "hand": ["Rune Prison", "Ride the Wind"],
                        "runes": ["Calm Rune"] * 3 + ["Chaos Rune"] * 3},
             {"field": [["Playful Phantom"], []]})
    cub, ph = bid(s, "Pakaa Cub"), bid(s, "Playful Phantom")
    s.do(mv(s, "Pakaa Cub"), TO_A)
    s.do("play Rune Prison", f"target Playful Phantom #{ph}")
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n) == {ph: 3}
    assert s.game.objs[ph].damage == 0 and s.game.objs[cub].loc == 0   # healed, recalled
    s.do("play Ride the Wind")
    maybe(s, f"target Pakaa Cub #{cub}")
    s.do(TO_A)
    until(s, lambda z: z.game.showdown is not None and not z.game.chain)
    assert s.game.showdown.combat and s.game.objs[ph].damage == 0
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n) == {ph: 3} and zone(s, ph) == Zone.BOARD


# =============================================================== seed 004


@pytest.mark.ruling("004_37720df98bce9793::how-do-i-score-how-are-2")
def test_conquer_and_hold_score_once_per_battlefield_per_turn(scenario):
    """463-465: conquering (gaining control of a battlefield not scored this turn) or holding
    (controlling it in your Scoring Step, 315.2.b.2) scores 1; a battlefield already scored
    this turn gives nothing when lost and retaken (465)."""
    s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"]}, {"base": ["Mystic Poro"]})
    cub = bid(s, "Pakaa Cub")
    s.do(mv(s, "Pakaa Cub"), TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert s.points() == [1, 0]
    s.do("end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.decision.player == 1)
    s.do("end turn")
    until(s, lambda z: z.game.turn_player == 0 and z.game.phase == Phase.MAIN)
    assert s.points() == [2, 0]                          # held BF-A
    s.do(f"move Pakaa Cub #{cub}")
    maybe(s, TO_BASE)
    assert s.game.bfs[0].controller == NONE              # lost it (no units there)
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert s.game.bfs[0].controller == 0 and s.points() == [2, 0]


@pytest.mark.ruling("004_37720df98bce9793::how-does-the-last-point-work")
def test_the_final_point(scenario):
    """466.1.b: the winning point from a conquer needs every other battlefield scored this
    turn (else draw 1 instead); holding always gives it. 1v1, victory 8 (480.3):
    (a) 6: conquer both: 7, 8, win; (b) 7: conquer both: draw, then 8, win; (c) 6: hold one
    (7), conquer the other: 8, win; (d) 7: hold one: 8, win."""
    for start, expect_draw in ((6, 0), (7, 1)):
        s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"], "points": start}, {})
        hand = len(s.game.players[0].hand)
        s.do(mv(s, "Pakaa Cub"), TO_A)
        until(s, lambda z: z.game.showdown is None)
        assert s.points()[0] == 7 and len(s.game.players[0].hand) == hand + expect_draw
        s.do(mv(s, "Vanguard Sergeant"), TO_B)
        until(s, lambda z: z.game.is_over or z.game.showdown is None)
        assert s.game.is_over and s.game.outcome.winner == 0 and s.points()[0] == 8
    s = make(scenario, {"field": [["Pakaa Cub"], []], "base": ["Vanguard Sergeant"],
                        "points": 6}, {"base": ["Mystic Poro"]}, phase="awaken")
    settle(s)
    assert s.points()[0] == 7
    s.do(mv(s, "Vanguard Sergeant"), TO_B)
    until(s, lambda z: z.game.is_over or z.game.showdown is None)
    assert s.game.is_over and s.points()[0] == 8
    s = make(scenario, {"field": [["Pakaa Cub"], []], "points": 7},
             {"base": ["Mystic Poro"]}, phase="awaken")
    assert s.game.is_over and s.game.outcome.winner == 0 and s.points()[0] == 8


@pytest.mark.ruling("004_37720df98bce9793::how-does-the-last-point-work")
def test_the_final_point_ffa4(scenario):
    """FFA4 (victory 8, 3 battlefields): at 6, conquering all three gives 7, a draw, then 8."""
    s = scenario({"mode": "ffa4", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"base": ["Pakaa Cub"] * 3, "points": 6, "deck": DECK})]
                  + [wait({"deck": DECK, "base": ["Mystic Poro"]})] * 3})
    hand = len(s.game.players[0].hand)
    for k, dest in enumerate((TO_A, TO_B, "to Zaun Warrens")):
        s.do(mv(s, "Pakaa Cub", 0, k), dest)
        until(s, lambda z: z.game.showdown is None)
    assert s.points()[0] == 8 and len(s.game.players[0].hand) == hand + 1
    assert s.game.is_over and s.game.outcome.winner == 0


@pytest.mark.ruling("004_37720df98bce9793::whats-the-standard-move")
def test_standard_move_main_phase_open_state_exhausts(scenario):
    """144.1-144.2 / 420.3: the standard move moves a unit base <-> battlefield in your Main
    Phase, outside showdowns (144.1.c) and closed states (144.1.b); exhausting is its cost, so
    an exhausted unit can't move again. The opponent never gets it on your turn."""
    s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"]},
             {"field": [[], ["Mountain Drake"]]})
    cub = bid(s, "Pakaa Cub")
    assert s.can(f"move Pakaa Cub #{cub}")
    s.do(f"move Pakaa Cub #{cub}", TO_A)
    assert s.game.objs[cub].exhausted and s.game.objs[cub].loc == 1
    assert not s.game.chain and s.game.showdown is not None
    assert not any(o.startswith("move ") for o in s.options())      # in a showdown
    until(s, lambda z: z.game.showdown is None)
    assert not s.can(f"move Pakaa Cub #{cub}")                      # exhausted
    assert s.can(mv(s, "Vanguard Sergeant"))
    s.do("play Stupefy")
    maybe(s, tgt(s, "Mountain Drake"))
    until(s, lambda z: z.decision.player == 1)
    assert not any(o.startswith("move ") for o in s.options())      # P2, chain on P1's turn


@pytest.mark.ruling("004_37720df98bce9793::do-i-have-to-exhaust-a-2")
def test_moves_by_effects_keep_the_units_ready_state(scenario):
    """420.2 / 444 / 144.2: only the standard move exhausts (its cost); Unforgiven's move
    leaves the unit ready; Ride the Wind moves it and readies it (its text says so)."""
    s = make(scenario, {"legend": "Unforgiven", "base": ["Pakaa Cub", "Vanguard Sergeant"],
                        "field": [["Mystic Poro"], []], "runes": ["Calm Rune"] * 2,
                        "hand": ["Ride the Wind"]},
             {"base": ["Mountain Drake"]})
    cub, sgt = bid(s, "Pakaa Cub"), bid(s, "Vanguard Sergeant")
    legend = s.game.players[0].legend
    s.do(f"activate ability 0 of Unforgiven #{legend}")
    s.do(f"target Pakaa Cub #{cub}")
    maybe(s, TO_A)
    settle(s)
    assert s.game.objs[cub].loc == 1 and not s.game.objs[cub].exhausted
    assert s.game.objs[legend].exhausted
    s.do(mv(s, "Vanguard Sergeant"), TO_A)
    assert s.game.objs[sgt].exhausted


@pytest.mark.ruling("004_37720df98bce9793::can-i-move-multiple-units-together")
def test_group_standard_move_then_move_triggers_then_one_combat(scenario):
    """144.3 / 448: several ready units may make the standard move together to one
    destination: all exhaust and arrive at once; move triggers (Traveling Merchant) resolve,
    then a single combat opens with both as attackers (459.2.b.3)."""
    s = make(scenario, {"base": ["Traveling Merchant", "Pakaa Cub"], "hand": ["Hextech Ray"]},
             {"field": [["Mountain Drake"], []]})
    merch, cub = bid(s, "Traveling Merchant"), bid(s, "Pakaa Cub")
    n = fresh_events(s)
    s.do(f"move Traveling Merchant #{merch}", f"move Pakaa Cub #{cub}", TO_A)
    ev = [e for e in s.game.events[n:] if e.kind in (EventKind.MOVE, EventKind.SHOWDOWN)]
    assert [e.kind for e in ev] == [EventKind.MOVE, EventKind.MOVE]
    assert s.game.objs[merch].exhausted and s.game.objs[cub].exhausted
    assert chain_names(s) == ["Traveling Merchant"] and s.game.showdown is None
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD)
    s.do("choose Hextech Ray")
    until(s, lambda z: not z.game.chain)
    sd = s.game.showdown
    assert sd.combat and sd.attackers_seen == {merch, cub}
    assert sum(1 for e in s.game.events[n:] if e.kind == EventKind.SHOWDOWN) == 1


@pytest.mark.ruling("004_37720df98bce9793::does-ganking-allow-a-unit-to")
def test_ganking_lets_the_standard_move_go_battlefield_to_battlefield(scenario):
    """810.1.b-c / 144.4.c: Ganking lets a unit's standard move go from one battlefield to
    another; it may join a group move with units from base to the same battlefield; it is no
    extra move (the unit is exhausted after). A plain unit at a battlefield can only go to
    base."""
    s = make(scenario, {"base": ["Pakaa Cub"], "field": [[], ["Vi, Destructive", "Mystic Poro"]]},
             {"field": [["Mountain Drake"], []]})
    vi, cub, poro = bid(s, "Vi, Destructive"), bid(s, "Pakaa Cub"), bid(s, "Mystic Poro")
    s.do(f"move Mystic Poro #{poro}")
    assert s.kind == DecisionKind.MOVE_UNITS
    assert TO_A not in s.options() and "to P0's base" in s.options()
    s = make(scenario, {"base": ["Pakaa Cub"], "field": [[], ["Vi, Destructive", "Mystic Poro"]]},
             {"field": [["Recruit"], []], "base": ["Mountain Drake"]})
    s.do(f"move Vi, Destructive #{vi}", f"move Pakaa Cub #{cub}")
    maybe(s, TO_A)                                  # the only common destination
    assert s.game.objs[vi].loc == 1 and s.game.objs[cub].loc == 1
    assert s.game.objs[vi].exhausted and s.game.objs[cub].exhausted
    until(s, lambda z: z.game.showdown is None)
    assert zone(s, vi) == Zone.BOARD and s.points() == [1, 0]
    assert not s.can(f"move Vi, Destructive #{vi}")    # no extra move: it is exhausted


@pytest.mark.ruling("004_37720df98bce9793::can-i-move-more-units-in-2")
def test_joining_a_combat_needs_an_action_or_reaction(scenario):
    """144.1.c: no standard move during a showdown; 806.1.b: an Action (Ride the Wind) played
    with focus moves another unit in, and it gains Attacker in the next cleanup
    (459.2.b.3.a)."""
    s = make(scenario, {"base": ["Pakaa Cub", "Vanguard Sergeant"], "hand": ["Ride the Wind"],
                        "runes": ["Chaos Rune"] * 3},
             {"field": [["Mountain Drake"], []]})
    cub, sgt = bid(s, "Pakaa Cub"), bid(s, "Vanguard Sergeant")
    s.do(f"move Pakaa Cub #{cub}", TO_A)
    until(s, lambda z: z.decision.player == 0 and z.game.showdown is not None
          and not z.game.chain)
    assert not s.can(f"move Vanguard Sergeant #{sgt}")
    s.do("play Ride the Wind", f"target Vanguard Sergeant #{sgt}", TO_A)
    settle(s)
    assert s.game.objs[sgt].loc == 1 and s.game.objs[sgt].designation == ATTACKER


@pytest.mark.ruling("004_37720df98bce9793::what-happens-when-both-sides-in")
def test_equal_might_everyone_dies_battlefield_uncontrolled(scenario):
    """460.2 / 460.2.d / 323.5: equal totals: each side deals its total and all units die;
    461.3.d / 461.5.b: nobody remains, the battlefield becomes uncontrolled, nobody scores."""
    s = make(scenario, {"base": ["Vanguard Sergeant"]},
             {"field": [["Vanguard Sergeant"], []], "base": ["Mystic Poro"]})
    assert s.game.bfs[0].controller == 1
    s.do(mv(s, "Vanguard Sergeant", 0), TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert not s.game.units_at(1)
    assert s.game.bfs[0].controller == NONE and s.points() == [0, 0]


@pytest.mark.ruling("004_37720df98bce9793::what-happens-if-units-from-both")
def test_kayn_takes_no_damage_attacker_recalled_defender_keeps(scenario):
    """423.1.b / 460.2.c.9: Kayn, Unleashed, having moved twice this turn, takes no damage, so
    no amount is lethal to him; both sides remain: the attacker is recalled (461.1.a.2), P2
    keeps BF-A and nobody scores (461.3.d / 461.5)."""
    s = make(scenario, {"base": ["Kayn, Unleashed"], "field": [[], ["Mystic Poro"]],
                        "hand": ["Ride the Wind"], "runes": ["Chaos Rune"] * 3},
             {"field": [["Mega-Mech"], []]})
    kayn, mech = bid(s, "Kayn, Unleashed"), bid(s, "Mega-Mech")
    s.do(mv(s, "Kayn, Unleashed"), TO_B)                 # move 1 (P1 already controls BF-B)
    s.do("play Ride the Wind", f"target Kayn, Unleashed #{kayn}", TO_A)   # move 2
    n = fresh_events(s)
    through_showdown(s)
    assert damage_events(s, n) == {mech: 6}              # nothing dealt to Kayn
    assert zone(s, kayn) == Zone.BOARD and s.game.objs[kayn].loc == 0
    assert s.game.bfs[0].controller == 1 and s.points() == [0, 0]


@pytest.mark.ruling("004_37720df98bce9793::do-units-heal-from-combat-damage")
def test_units_heal_after_every_combat_and_every_turn(scenario):
    """143.3.b / 461.1.a.1 / 317.2.b: a unit that survives combat damage ends the combat with
    no damage; damage from a spell is healed at the end of the turn."""
    s = make(scenario, {"base": ["Playful Phantom"], "hand": ["Hextech Ray"],
                        "runes": ["Fury Rune"] * 2},
             {"field": [["Pakaa Cub"], ["Mountain Drake"]]})
    ph, drake = bid(s, "Playful Phantom"), bid(s, "Mountain Drake")
    s.do(mv(s, "Playful Phantom"), TO_A)
    n = fresh_events(s)
    until(s, lambda z: z.game.showdown is None)
    assert damage_events(s, n)[ph] == 3 and s.game.objs[ph].damage == 0
    s.do("play Hextech Ray", f"target Mountain Drake #{drake}")
    settle(s)
    assert s.game.objs[drake].damage == 3
    s.do("end turn")
    assert s.game.turn_player == 1 and s.game.objs[drake].damage == 0


@pytest.mark.ruling("004_37720df98bce9793::how-do-runes-work-what-are")
def test_a_rune_gives_energy_and_then_power_in_one_turn(scenario):
    """163.2.a-b / 162 / 429.3: a rune can be exhausted for 1 Energy and recycled, even
    exhausted, for 1 Power of its domain. Rune Prison (2 Energy + 1 Calm) is paid with exactly
    two Calm runes: both exhausted for Energy, then one recycled (to the bottom of the rune
    deck) for the Calm Power. Energy can't pay a domain symbol (Fury runes only: unplayable),
    while any Power pays [A] (hiding a card)."""
    s = make(scenario, {"runes": ["Calm Rune"] * 2, "rune_deck": ["Fury Rune"],
                        "hand": ["Rune Prison"], "field": [["Pakaa Cub"], []]},
             {"base": ["Mountain Drake"]})
    p = s.game.players[0]
    calm = [r for r in p.runes if g_card(s, r) == "Calm Rune"]
    s.do("play Rune Prison")
    maybe(s, tgt(s, "Mountain Drake"))
    left = [r for r in p.runes if g_card(s, r) == "Calm Rune"]
    assert len(left) == 1 and s.game.objs[left[0]].exhausted     # gave Energy, stays
    assert p.rune_deck[-1] in calm and p.rune_deck[0] == s.id("Fury Rune")   # recycled
    assert not s.game.objs[s.id("Mind Rune", 0)].exhausted         # (Stupefy's rune unused)
    s = make(scenario, {"runes": ["Fury Rune"] * 3, "hand": ["Rune Prison", "Fight or Flight"],
                        "field": [["Pakaa Cub"], []]},
             {"base": ["Mountain Drake"]})
    assert not s.can("play Rune Prison")               # no Calm Power: Energy can't pay it
    assert s.can("hide Fight or Flight")
    s.do("hide Fight or Flight")
    maybe(s, TO_A)
    fury = [r for r in s.game.players[0].runes if g_card(s, r) == "Fury Rune"]
    assert len(fury) == 2 and s.game.bfs[0].facedown == s.id("Fight or Flight")


@pytest.mark.ruling("004_37720df98bce9793::is-there-a-limit-to-how")
def test_rune_deck_is_exactly_twelve_and_empty_channels_nothing(scenario):
    """103.3.a: a rune deck has exactly 12 runes (11 or 13 is rejected); 315.3.b.1 / 430.1:
    with all runes on the board the Channel Phase channels nothing, without error."""
    from dataclasses import replace

    from riftsim.decks import get_precon, validate

    deck = get_precon("precon-jinx")
    assert not [v for v in validate(deck) if "103.3" in v.rule]
    for n in (11, 13):
        runes = (deck.runes * 2)[:n]
        bad = validate(replace(deck, runes=tuple(sorted(runes))))
        assert any("103.3" in v.rule for v in bad)
    s = make(scenario, {"runes": ["Fury Rune"] * 12, "rune_deck": [], "base": ["Pakaa Cub"]},
             {}, phase="awaken")
    assert len(s.game.players[0].runes) == 12 + 1 and s.game.phase == Phase.MAIN


@pytest.mark.ruling("004_37720df98bce9793::do-seals-add-energy-do-seals")
def test_seals_enter_ready_and_add_power_not_energy(scenario):
    """149.1 / 414.5 / 429: a Seal is gear: it enters ready; '[E]: Add 1 Power of its domain'
    adds Power only (no Energy); the Awaken Phase readies it for another use (315.1.b)."""
    s = make(scenario, {"hand": ["Seal of Rage"], "runes": ["Fury Rune"],
                        "base": ["Pakaa Cub"]}, {})
    s.do("play Seal of Rage")
    seal = bid(s, "Seal of Rage")
    assert not s.game.objs[seal].exhausted
    act = f"activate ability 0 of Seal of Rage #{seal}"
    s.do(act)
    p = s.game.players[0]
    assert p.power == {"fury": 1} and p.energy == 0 and s.game.objs[seal].exhausted
    assert not s.can(act)
    s.do("end turn")
    s.do("end turn")
    until(s, lambda z: z.game.turn_player == 0 and z.game.phase == Phase.MAIN)
    assert not s.game.objs[seal].exhausted and s.can(act)
    for seal_name, domain in (("Seal of Focus", "calm"), ("Seal of Insight", "mind"),
                              ("Seal of Strength", "body"), ("Seal of Discord", "chaos"),
                              ("Seal of Unity", "order")):
        s = make(scenario, {"base": [seal_name, "Pakaa Cub"]}, {})
        s.do(f"activate ability 0 of {ref(s, seal_name)}")
        assert s.game.players[0].power == {domain: 1} and s.game.players[0].energy == 0


@pytest.mark.ruling("004_37720df98bce9793::how-much-do-i-pay-for")
def test_accelerate_costs_one_energy_and_one_power_of_the_domain(scenario):
    """805.1.a / 805.2 / 356.2.b: Accelerate adds [1] + 1 Power of the unit's domain; paid,
    the unit enters ready. With exactly 6 Fury runes Blazing Scorcher (5 Fury) accelerated
    exhausts all 6 and recycles one of them. Not paid: it enters exhausted. Without Fury
    Power available Accelerate can't be paid (805.1.a.1)."""
    def fury(s):
        return [s.game.objs[r] for r in s.game.players[0].runes if g_card(s, r) == "Fury Rune"]

    s = make(scenario, {"hand": ["Blazing Scorcher"], "runes": ["Fury Rune"] * 6}, {})
    s.do("play Blazing Scorcher")
    maybe(s, TO_BASE)
    assert s.kind == DecisionKind.OPTIONAL_COST
    s.do("yes")
    sc = bid(s, "Blazing Scorcher")
    assert not s.game.objs[sc].exhausted
    assert len(fury(s)) == 5 and all(r.exhausted for r in fury(s))
    assert len(s.game.players[0].rune_deck) == 1
    s = make(scenario, {"hand": ["Blazing Scorcher"], "runes": ["Fury Rune"] * 6}, {})
    s.do("play Blazing Scorcher")
    maybe(s, TO_BASE)
    s.do("no")
    assert s.game.objs[bid(s, "Blazing Scorcher")].exhausted
    assert len(fury(s)) == 6 and sum(r.exhausted for r in fury(s)) == 5
    s = make(scenario, {"hand": ["Blazing Scorcher"], "runes": ["Chaos Rune"] * 7}, {})
    s.do("play Blazing Scorcher")
    maybe(s, TO_BASE)
    assert s.kind != DecisionKind.OPTIONAL_COST
    assert s.game.objs[bid(s, "Blazing Scorcher")].exhausted


@pytest.mark.ruling("004_37720df98bce9793::what-does-mighty-mean")
def test_mighty_means_five_or_more_might(scenario):
    """708-711: a unit is Mighty while it has 5+ Might ('Mighty' is no keyword). Relentless
    Storm: playing Blazing Scorcher (5) lets P1 exhaust the legend to channel 1 rune
    exhausted; a 3-Might unit doesn't trigger it; a 4-Might unit given +1 this turn is
    Mighty until the turn ends."""
    from riftsim.cards.dsl import MIGHTY
    from riftsim.reference.select import holds

    s = make(scenario, {"legend": "Relentless Storm", "hand": ["Blazing Scorcher", "Pakaa Cub"],
                        "runes": ["Fury Rune"] * 8, "rune_deck": ["Fury Rune"] * 2,
                        "base": [{"card": "Vanguard Sergeant", "might": 1}]}, {})
    legend = s.game.players[0].legend
    sgt = bid(s, "Vanguard Sergeant")
    assert might(s, sgt) == 5 and holds(s.game, MIGHTY, 0, sgt)
    s.do("play Pakaa Cub")
    maybe(s, TO_BASE)
    assert s.kind != DecisionKind.MAY and not s.game.chain
    s.do("play Blazing Scorcher")
    maybe(s, TO_BASE)
    maybe(s, "no")                                       # no Accelerate
    assert s.kind == DecisionKind.MAY and s.decision.player == 0
    s.do("yes")
    settle(s)
    p = s.game.players[0]
    assert s.game.objs[legend].exhausted and len(p.rune_deck) == 1
    assert s.game.objs[p.runes[-1]].exhausted
    s.do("end turn")
    assert might(s, sgt) == 4 and not holds(s.game, MIGHTY, 0, sgt)


@pytest.mark.ruling("004_37720df98bce9793::do-i-get-my-legion-effect")
def test_legion_needs_another_card_played_not_a_token_or_ability(scenario):
    """812.1.b.1 / 812.1.c / 182: Legion checks whether you played another card this turn. A
    token made by an activated ability (Herald of the Arcane) is no card, so Trifarian
    Gloryseeker's Legion buff doesn't happen; after playing a spell it does."""
    s = make(scenario, {"legend": "Herald of the Arcane", "hand": ["Trifarian Gloryseeker"],
                        "runes": ["Order Rune"] * 3}, {"base": ["Mountain Drake"]})
    legend = s.game.players[0].legend
    s.do(f"activate ability 0 of Herald of the Arcane #{legend}")
    settle(s)
    assert s.game.units_at(0, 0)                         # the Recruit token
    s.do("play Trifarian Gloryseeker")
    maybe(s, TO_BASE)
    settle(s)
    assert s.game.objs[bid(s, "Trifarian Gloryseeker")].buff == 0
    s = make(scenario, {"hand": ["Trifarian Gloryseeker"], "runes": ["Order Rune"] * 2},
             {"base": ["Mountain Drake"]})
    s.do("play Stupefy")
    maybe(s, tgt(s, "Mountain Drake"))
    settle(s)
    s.do("play Trifarian Gloryseeker")
    maybe(s, TO_BASE)
    settle(s)
    assert s.game.objs[bid(s, "Trifarian Gloryseeker")].buff == 1


@pytest.mark.ruling("004_37720df98bce9793::how-do-i-hide-a-card")
def test_hiding_costs_a_power_at_a_battlefield_you_control(scenario):
    """811.1.b / 421: instead of its cost, a [Hidden] card is hidden from hand for [A] (1
    Power of any domain, here by recycling a rune) facedown at a battlefield you control with
    no hidden card yet; not at one you don't control, and not a second card there."""
    s = make(scenario, {"hand": ["Fight or Flight", "Pakaa Cub"] + ["Teemo, Scout"],
                        "runes": ["Chaos Rune"] * 2, "field": [["Vanguard Sergeant"], []]},
             {"base": ["Mountain Drake"]})
    s.do("hide Fight or Flight")
    assert s.kind == DecisionKind.PRIORITY             # BF-A was the only place offered
    ff = s.id("Fight or Flight")
    assert zone(s, ff) == Zone.FACEDOWN and s.game.bfs[0].facedown == ff
    assert s.game.bfs[1].facedown == NONE
    p = s.game.players[0]
    assert len(p.runes) == 2 and len(p.rune_deck) == 1    # one rune recycled for [A]
    assert not s.can("hide Teemo, Scout")                  # BF-A holds one already


@pytest.mark.ruling("004_37720df98bce9793::when-i-hide-a-card-does")
def test_hiding_is_not_playing_for_legion(scenario):
    """811.1.c.1 / 812.1.c: hiding isn't playing: after hiding a card, Trifarian Gloryseeker's
    Legion buff doesn't happen."""
    s = make(scenario, {"hand": ["Fight or Flight", "Trifarian Gloryseeker"],
                        "runes": ["Chaos Rune", "Order Rune", "Order Rune"],
                        "field": [["Vanguard Sergeant"], []]},
             {"base": ["Mountain Drake"]})
    s.do("hide Fight or Flight")
    s.do("play Trifarian Gloryseeker")
    maybe(s, TO_BASE)
    settle(s)
    assert s.game.objs[bid(s, "Trifarian Gloryseeker")].buff == 0


@pytest.mark.ruling("004_37720df98bce9793::if-i-hide-a-card-and")
def test_hidden_card_not_playable_the_turn_it_was_hidden(scenario):
    """811.1.b / 811.6: a hidden card gains [Reaction] and may be played from the next turn
    on, not on the turn it was hidden, even if P2 then moves a unit to that battlefield
    (Ride the Wind during P1's showdown); on P2's next turn P1 may play it."""
    s = make(scenario, {"hand": ["Fight or Flight"], "runes": ["Chaos Rune"],
                        "field": [["Vanguard Sergeant"], []], "base": ["Pakaa Cub"]},
             {"base": ["Mystic Poro"], "hand": ["Ride the Wind"], "runes": ["Chaos Rune"] * 3})
    s.do("hide Fight or Flight")
    s.do(mv(s, "Pakaa Cub"), TO_B)                      # an open showdown at BF-B
    assert not s.can("play Fight or Flight")
    s.do("pass")
    s.do("play Ride the Wind")
    maybe(s, tgt(s, "Mystic Poro"))
    s.do(TO_A)
    until(s, lambda z: "Ride the Wind" not in chain_names(z))
    assert s.game.objs[bid(s, "Mystic Poro")].loc == 1
    for _ in range(12):
        assert not s.can("play Fight or Flight")
        if s.game.turn_player == 1:
            break
        if s.kind == DecisionKind.ASSIGN_DAMAGE:
            s.do(s.options()[0])
        else:
            s.do("pass" if s.can("pass") else "end turn")
    until(s, lambda z: z.game.turn_player == 1 and z.decision.player == 1)
    assert s.game.bfs[0].controller == 0 and s.game.bfs[0].facedown == s.id("Fight or Flight")
    s.do("play Stupefy")
    maybe(s, tgt(s, "Vanguard Sergeant"))
    until(s, lambda z: z.decision.player == 0)
    assert s.can("play Fight or Flight")                   # on P2's turn: now it may


@pytest.mark.ruling("004_37720df98bce9793::if-i-hid-a-card-last")
def test_card_hidden_earlier_is_playable_like_a_reaction(scenario):
    """811.6 / 813.1.c.1: hidden on an earlier turn, the card may be played (for 0) whenever
    P1 could play a Reaction: in P1's neutral open Main Phase, and on P2's turn whenever P1
    has priority, not only in showdowns at its battlefield."""
    hidden = [{"card": "Grove of the God-Willow", "controller": 0,
               "hidden": {"card": "Fight or Flight", "controller": 0}}, "Altar to Unity"]
    s = make(scenario, {"field": [["Vanguard Sergeant"], []]}, {"base": ["Mountain Drake"]},
             battlefields=hidden)
    assert s.can("play Fight or Flight")
    s.do("play Fight or Flight")
    maybe(s, tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert s.game.objs[bid(s, "Vanguard Sergeant")].loc == 0
    assert len(s.game.players[0].runes) == 1             # it cost nothing (Stupefy's rune)
    s = make(scenario, {"field": [["Vanguard Sergeant"], []]}, {"base": ["Mountain Drake"]},
             battlefields=hidden, turn_player=1)
    s.do("play Stupefy", tgt(s, "Mountain Drake"))
    until(s, lambda z: z.decision.player == 0)
    assert s.game.showdown is None and s.can("play Fight or Flight")


@pytest.mark.ruling("004_37720df98bce9793::do-i-have-to-play-a")
def test_hidden_unit_must_be_played_to_its_battlefield(scenario):
    """811.1.d.1: a hidden unit played from hidden enters at the battlefield where it was
    hidden: that is the only location (not base)."""
    s = make(scenario, {"field": [["Vanguard Sergeant"], []]}, {"base": ["Mountain Drake"]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Teemo, Scout", "controller": 0}},
                           "Altar to Unity"])
    s.do("play Teemo, Scout")
    assert s.kind != DecisionKind.PLAY_LOCATION          # no choice: BF-A only
    settle(s)
    t = s.id("Teemo, Scout")
    assert zone(s, t) == Zone.BOARD and s.game.objs[t].loc == 1


@pytest.mark.ruling("004_37720df98bce9793::if-i-play-a-spell-with")
def test_hidden_spell_and_play_effect_target_at_their_battlefield(scenario):
    """811.1.d.2: played from hidden, Fight or Flight may only target a unit at that
    battlefield; from hand (811.3) units at either battlefield. Blastcone Fae played from
    hidden at BF-A: its -2 Might play effect may only target units at BF-A."""
    field = {"field": [["Vanguard Sergeant"], ["Pakaa Cub"]]}
    s = make(scenario, dict(field), {"base": ["Mountain Drake"]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Fight or Flight", "controller": 0}},
                           "Altar to Unity"])
    s.do("play Fight or Flight")
    settle(s)
    assert s.game.objs[bid(s, "Vanguard Sergeant")].loc == 0      # the only legal target
    assert s.game.objs[bid(s, "Pakaa Cub")].loc == 2
    s = make(scenario, dict(field, hand=["Fight or Flight"], runes=["Chaos Rune"] * 2),
             {"base": ["Mountain Drake"]})
    s.do("play Fight or Flight")
    assert sorted(s.options()) == sorted([tgt(s, "Vanguard Sergeant"), tgt(s, "Pakaa Cub")])
    s = make(scenario, dict(field), {"field": [["Mountain Drake"], ["Mega-Mech"]]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Blastcone Fae", "controller": 0}},
                           "Altar to Unity"])
    s.do("play Blastcone Fae")
    maybe(s, TO_A)
    assert s.kind == DecisionKind.TARGET
    opts = s.options()
    assert tgt(s, "Mountain Drake") in opts and tgt(s, "Vanguard Sergeant") in opts
    assert tgt(s, "Mega-Mech") not in opts and tgt(s, "Pakaa Cub") not in opts


@pytest.mark.ruling("004_37720df98bce9793::if-i-play-a-card-i")
def test_hidden_spell_plays_its_token_at_that_battlefield(scenario):
    """811.1.d.3: Sprite Call played from hidden at BF-A plays its Sprite token at BF-A (P1's
    base isn't offered); from hand the Sprite may go to base or a battlefield P1 controls."""
    s = make(scenario, {"field": [["Vanguard Sergeant"], []]}, {"base": ["Mountain Drake"]},
             battlefields=[{"card": "Grove of the God-Willow", "controller": 0,
                            "hidden": {"card": "Sprite Call", "controller": 0}},
                           "Altar to Unity"])
    s.do("play Sprite Call")
    until(s, lambda z: not z.game.chain)
    sprite = bid(s, "Sprite")
    assert s.game.objs[sprite].loc == 1 and not s.game.objs[sprite].exhausted
    s = make(scenario, {"field": [["Vanguard Sergeant"], []], "hand": ["Sprite Call"],
                        "runes": ["Mind Rune"] * 3}, {"base": ["Mountain Drake"]})
    s.do("play Sprite Call")
    until(s, lambda z: z.kind == DecisionKind.PLAY_LOCATION)
    assert sorted(s.options()) == sorted(["to P0's base", TO_A])


@pytest.mark.ruling("004_37720df98bce9793::can-i-use-the-exhaust-ability")
def test_exhaust_abilities_need_a_ready_unit_and_timing(scenario):
    """414.4-414.5 / 144.2 / 806.1.c.2 / 813.1.c.2: an [E] ability's cost is exhausting the
    unit: Shadow after its standard move into combat is exhausted and can't use it; P2's ready
    defending Shadow ('[E]: [Action] stun an enemy unit attacking here') may, with focus.
    Arena Kingpin's [E] ability has no Action/Reaction: not in a showdown."""
    s = make(scenario, {"base": ["Shadow"], "runes": ["Chaos Rune"] * 2},
             {"field": [["Shadow", "Arena Kingpin"], []], "runes": ["Calm Rune"] * 2})
    mine, theirs = bid(s, "Shadow", 0), bid(s, "Shadow", 1)
    king = bid(s, "Arena Kingpin")
    s.do(mv(s, "Shadow", 0), TO_A)
    until(s, lambda z: z.game.showdown is not None and not z.game.chain
          and z.decision.player == 0)
    assert s.game.objs[mine].exhausted
    assert not s.can(f"activate ability 1 of Shadow #{mine}")
    s.do("pass")
    assert s.decision.player == 1
    assert not s.can(f"activate ability 0 of Arena Kingpin #{king}")
    assert s.can(f"activate ability 1 of Shadow #{theirs}")
    s.do(f"activate ability 1 of Shadow #{theirs}")
    maybe(s, f"target Shadow #{mine}")
    settle(s)
    assert s.game.objs[mine].stunned and s.game.objs[theirs].exhausted


@pytest.mark.ruling("004_37720df98bce9793::when-can-i-use-vis-ability")
def test_vi_ability_not_in_combat_but_in_the_open_main_phase(scenario):
    """145.2 / 381 / 806.1.c.2: Vi, Destructive's ability has neither Action nor Reaction:
    illegal during a combat showdown on P1's turn, legal again once it is over."""
    s = make(scenario, {"base": ["Vi, Destructive", "Pakaa Cub"], "trash": ["Mystic Poro"]},
             {"field": [["Mega-Mech"], []]})
    vi = bid(s, "Vi, Destructive")
    act = f"activate ability 0 of Vi, Destructive #{vi}"
    s.do(mv(s, "Pakaa Cub"), TO_A)
    until(s, lambda z: z.game.showdown is not None and z.decision.player == 0
          and not z.game.chain)
    assert s.game.showdown.combat and not s.can(act)
    until(s, lambda z: z.game.showdown is None)
    assert s.can(act)


@pytest.mark.ruling("004_37720df98bce9793::can-i-use-my-legend-ability")
def test_legend_abilities_follow_the_same_timing(scenario):
    """381 / 173.8 / 806.1.c.2 / 813.1.c.2: on P2's turn P1's Blind Monk ([1], [E]: buff a
    friendly unit; no Action/Reaction) can't be activated even with priority; Hand of Noxus
    ('[E]: [Reaction], [Legion] - Add 1') can be, whenever P1 has priority."""
    for legend, usable in (("Blind Monk", False), ("Hand of Noxus", True)):
        s = make(scenario, {"legend": legend, "base": ["Pakaa Cub"], "runes": ["Calm Rune"]},
                 {"base": ["Mountain Drake"]}, turn_player=1)
        s.do("play Stupefy", tgt(s, "Mountain Drake"))
        until(s, lambda z: z.decision.player == 0)
        lid = s.game.players[0].legend
        assert s.can(f"activate ability 0 of {legend} #{lid}") == usable


@pytest.mark.ruling("004_37720df98bce9793::i-have-a-reaction-spell-can")
def test_reaction_at_end_of_opponents_turn_only_with_a_trigger(scenario):
    """317.1 / 312.2 / 335.3 / 383.3.c: (a) no end-of-turn trigger: P1 gets no priority as
    P2's turn ends; (b) P2's legend Dark Child - Starter triggers at the end of P2's turn: on
    that chain P1 gets priority and may play a Reaction."""
    s = make(scenario, {"base": ["Pakaa Cub"]}, {"base": ["Mountain Drake"]}, turn_player=1)
    s.do("end turn")
    assert s.game.turn_player == 0 and s.game.phase == Phase.MAIN and s.decision.player == 0
    s = make(scenario, {"base": ["Pakaa Cub"]},
             {"legend": "Dark Child - Starter", "base": ["Mountain Drake"],
              "runes": [{"card": "Fury Rune", "exhausted": True}]}, turn_player=1)
    s.do("end turn")
    while s.kind == DecisionKind.TARGET:
        s.do(s.options()[-1])
    until(s, lambda z: z.decision.player == 0)
    assert s.game.turn_player == 1 and s.game.phase == Phase.ENDING
    assert chain_names(s) == ["Dark Child - Starter"] and s.can("play Stupefy")


@pytest.mark.ruling("004_37720df98bce9793::in-a-free-for-all-can")
def test_ffa_everyone_may_act_in_a_showdown(scenario):
    """FFA3 (347, 347.3.a, 339.2): P1 attacks P2; focus P1, P2, then P3 (no units there), who
    may play an Action; the showdown ends only after all three pass in a row."""
    s = scenario({"mode": "ffa3", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"base": ["Pakaa Cub"], "deck": DECK}),
                              wait({"field": [["Mountain Drake"], [], []], "deck": DECK}),
                              wait({"deck": DECK, "hand": ["Hextech Ray"],
                                    "runes": ["Fury Rune"] * 2})]})
    s.do(mv(s, "Pakaa Cub"), TO_A)
    s.do("pass", "pass")
    assert s.decision.player == 2 and s.can("play Hextech Ray")
    assert not s.events(EventKind.COMBAT_END)
    s.do("pass")                              # all three passed in a row: the showdown ends
    assert s.events(EventKind.COMBAT_END)     # and the combat goes on to its damage (460)


@pytest.mark.ruling("004_37720df98bce9793::is-there-a-maximum-hand-size")
def test_no_maximum_hand_size(scenario):
    """108.7: no hand-size limit: with 15 cards in hand nothing is discarded at the end of the
    turn."""
    s = make(scenario, {"hand": ["Pakaa Cub"] * 15, "base": ["Mystic Poro"]}, {})
    assert len(s.game.players[0].hand) == 16              # with Stupefy
    s.do("end turn")
    assert s.game.turn_player == 1 and len(s.game.players[0].hand) == 16
    assert s.game.players[0].discarded == 0


@pytest.mark.ruling("004_37720df98bce9793::is-there-a-maximum-number-of")
def test_any_number_of_units_in_one_location(scenario):
    """169.6 / 107.1: there's no limit on units at a location: 10 in base, 8 of them moved
    together to BF-A."""
    s = make(scenario, {"base": ["Pakaa Cub"] * 10}, {})
    ids = [bid(s, "Pakaa Cub", 0, k) for k in range(10)]
    s.do(f"move Pakaa Cub #{ids[0]}")
    for k in ids[1:8]:
        s.do(f"move Pakaa Cub #{k}")
    s.do(TO_A)
    until(s, lambda z: z.game.showdown is None)
    assert len(s.game.units_at(1, 0)) == 8 and len(s.game.units_at(0, 0)) == 2


@pytest.mark.ruling("004_37720df98bce9793::what-happens-when-i-run-out")
def test_burn_out_repeats_until_an_opponent_wins(scenario):
    """431.1.a / 431.2 / 431.3: (a) empty deck, 4 cards in the trash: the trash becomes the
    deck, P2 gains 1, P1 draws; (b) deck and trash empty: each burn out gives P2 a point and
    the draw is retried; P2 reaches 8 and wins (431.3.b)."""
    s = make(scenario, {"deck": [], "trash": ["Pakaa Cub"] * 4, "base": ["Mystic Poro"]},
             {"points": 3}, phase="awaken")
    p = s.game.players[0]
    assert s.points() == [0, 4] and len(p.deck) == 3 and not p.trash
    s = make(scenario, {"deck": [], "trash": [], "base": ["Mystic Poro"]},
             {"points": 3}, phase="awaken")
    assert s.game.is_over and s.game.outcome.winner == 1 and s.points() == [0, 8]
    assert s.game.players[0].burnouts == 5


@pytest.mark.ruling("004_37720df98bce9793::what-happens-when-i-run-out-2")
def test_empty_rune_deck_has_no_penalty(scenario):
    """315.3.b.1 / 430.1: an empty rune deck just channels nothing: no burn out, no point."""
    s = make(scenario, {"rune_deck": [], "base": ["Mystic Poro"]}, {}, phase="awaken")
    assert s.points() == [0, 0] and s.game.players[0].burnouts == 0
    assert len(s.game.players[0].runes) == 1 and s.game.phase == Phase.MAIN


@pytest.mark.ruling("004_37720df98bce9793::do-i-put-my-chosen-champion")
def test_chosen_champion_goes_to_the_trash_when_it_dies(scenario):
    """108.3.c-d / 428.2: once played from the Champion Zone the Chosen Champion is like any
    other card: killed, it goes to the trash, and the Champion Zone stays empty."""
    s = make(scenario, {"champion": "Jinx, Demolitionist",
                        "hand": ["Vengeance", "Pakaa Cub", "Pakaa Cub"],
                        "runes": ["Fury Rune"] * 4 + ["Order Rune"] * 6}, {})
    jinx = s.id("Jinx, Demolitionist")
    assert zone(s, jinx) == Zone.CHAMPION
    s.do("play Jinx, Demolitionist")
    maybe(s, TO_BASE)
    maybe(s, "no")
    until(s, lambda z: not z.game.chain or z.kind == DecisionKind.CHOOSE_CARD)
    while s.kind == DecisionKind.CHOOSE_CARD:            # discard 2
        s.do("choose Pakaa Cub")
    settle(s)
    assert zone(s, jinx) == Zone.BOARD and s.game.players[0].champion == NONE
    if not s.can("play Vengeance"):
        pytest.fail("Vengeance should be playable (discarded?)")
    s.do("play Vengeance")
    maybe(s, f"target Jinx, Demolitionist #{jinx}")
    settle(s)
    assert zone(s, jinx) == Zone.TRASH and s.game.players[0].champion == NONE


# ---------------------------------------------------------------- playing cards from effects


def decide(s, limit=40):
    """Pass priority while a chain exists and passing is all that is asked; stop at any other
    decision (a look, a banish, a location, a cost) or once the chain is empty."""
    for _ in range(limit):
        if not s.game.chain or s.game.is_over or not s.can("pass"):
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def play_events(s, since=0):
    return [e.obj for e in s.game.events[since:] if e.kind == EventKind.PLAY]


@pytest.mark.ruling("004_37720df98bce9793::what-happens-when-a-card-like")
def test_the_harrowing_plays_a_unit_as_a_pending_item(scenario):
    """354.3 / 337.1.b / 359.3.b: The Harrowing puts a unit from the trash on the chain as a
    pending item; The Harrowing finishes (to the trash) first; then the unit is finalized
    (Power paid, location chosen) and enters. If the Power can't be paid, it returns to the
    trash."""
    s = make(scenario, {"hand": ["The Harrowing"], "trash": ["Riptide Rex"],
                        "runes": ["Chaos Rune"] * 8 + ["Mind Rune"] * 2}, {})
    rex = s.id("Riptide Rex")
    n = fresh_events(s)
    s.do("play The Harrowing")
    settle(s)
    assert zone(s, s.id("The Harrowing")) == Zone.TRASH
    assert zone(s, rex) == Zone.BOARD and s.game.objs[rex].exhausted
    harrowing_done = next(i for i, e in enumerate(s.game.events[n:]) if e.kind == EventKind.RESOLVE)
    rex_played = next(i for i, e in enumerate(s.game.events[n:])
                      if e.kind == EventKind.PLAY and e.obj == rex)
    assert harrowing_done < rex_played                     # finalized after the resolution
    runes = [s.game.pool[s.game.objs[r].card].name for r in s.game.players[0].runes]
    assert runes.count("Mind Rune") == 1                   # 2 Power paid (1 of 3 Mind left),
    assert runes.count("Chaos Rune") == 6                  # no Energy for Rex
    s = make(scenario, {"hand": ["The Harrowing"], "trash": ["Riptide Rex"],
                        "runes": ["Chaos Rune"] * 8, "base": ["Vanguard Sergeant"]}, {},
             nowait=True)
    s.do("play The Harrowing")
    settle(s)
    assert zone(s, s.id("Riptide Rex")) == Zone.TRASH      # no Mind Power: back to the trash
    assert zone(s, s.id("The Harrowing")) == Zone.TRASH and not s.game.chain


@pytest.mark.ruling("004_37720df98bce9793::what-about-cards-like-blind-fury")
def test_blind_fury_banished_card_that_cant_be_played_stays_banished(scenario):
    """427.2 / 419.3.c: Blind Fury (errata) banishes the revealed card first; if it can't be
    played it stays in banishment instead of being recycled. A playable one is played by the
    Blind Fury player, ignoring its cost."""
    s = make(scenario, {"hand": ["Blind Fury"], "runes": ["Fury Rune"] * 6,
                        "base": ["Vanguard Sergeant"]},
             {"deck": ["Back to Back"] + DECK})
    s.do("play Blind Fury")
    settle(s)
    assert zone(s, s.id("Back to Back")) == Zone.BANISHMENT     # no two friendly units
    assert len(s.game.players[1].deck) == len(DECK)
    s = make(scenario, {"hand": ["Blind Fury"], "runes": ["Fury Rune"] * 6,
                        "base": ["Vanguard Sergeant"]},
             {"deck": ["Mountain Drake"] + DECK})
    s.do("play Blind Fury")
    settle(s)
    drake = s.game.objs[s.id("Mountain Drake")]
    assert drake.zone == Zone.BOARD and drake.owner == 1 and drake.controller == 0
    runes = s.game.players[0].runes                             # only Blind Fury was paid
    assert len(runes) == 5 and sum(s.game.objs[r].exhausted for r in runes) == 2


@pytest.mark.ruling("004_37720df98bce9793::so-what-exactly-happens-when-someone")
def test_promising_future_pending_order_and_costs(scenario):
    """419.3 / 337.1.b / 356.2.a: each player banishes one of their top 5; the banished cards
    go on the chain as pending items from the next player, the turn player last; Cruel
    Patron's mandatory extra cost (kill a friendly unit) must be paid, Energy is ignored."""
    s = make(scenario, {"hand": ["Promising Future"], "runes": ["Mind Rune"] * 6,
                        "deck": ["Cruel Patron"] + DECK, "base": ["Pakaa Cub"]},
             {"deck": ["Vanguard Sergeant"] + DECK})
    n = fresh_events(s)
    s.do("play Promising Future")
    decide(s)
    s.do("choose Cruel Patron")                            # P0 looks first (turn player)
    s.do("choose Vanguard Sergeant")                       # then P1
    settle(s)
    patron, poro = s.id("Cruel Patron"), s.id("Vanguard Sergeant")
    assert zone(s, patron) == Zone.BOARD
    assert zone(s, s.id("Pakaa Cub")) == Zone.TRASH        # the additional cost was paid
    assert zone(s, poro) == Zone.BOARD and s.game.objs[poro].controller == 1
    assert play_events(s, n).index(poro) < play_events(s, n).index(patron)   # P1's first
    assert len(s.game.players[0].deck) == len(DECK)        # 4 recycled back, 1 banished
    s = make(scenario, {"hand": ["Promising Future"], "runes": ["Mind Rune"] * 6,
                        "deck": ["Cruel Patron"] + DECK}, {})
    s.do("play Promising Future")
    decide(s)
    s.do("choose Cruel Patron")
    decide(s)
    s.do(s.options()[0])                                   # P1 banishes a Skulker
    settle(s)
    assert zone(s, s.id("Cruel Patron")) == Zone.BANISHMENT   # nothing to kill: stays


@pytest.mark.ruling("004_37720df98bce9793::what-about-nocturne-doesnt-he-also")
def test_nocturne_is_not_a_play_from_deck_card(scenario):
    """424.1 / 427.1: Nocturne, Horrifying is handled by his own ability (no trigger): looked at
    by Stacked Deck, he may be banished and played for [A]."""
    s = make(scenario, {"hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 3,
                        "deck": ["Nocturne, Horrifying"] + DECK}, {})
    s.do("play Stacked Deck")
    decide(s)
    assert s.kind == DecisionKind.MAY
    assert s.decision.source == s.id("Nocturne, Horrifying")


@pytest.mark.ruling("004_37720df98bce9793::ok-so-what-about-nocturne-how")
def test_nocturne_offer_comes_as_he_is_looked_at(scenario):
    """424.1.a / 427.1 / 356.1.a: seen on top of the deck (looked at or revealed), P0 is offered
    to banish Nocturne right away: no trigger, no priority window. A revealed Nocturne (Blind
    Fury makes P1 reveal their own top card) is offered to his owner the same way."""
    s = make(scenario, {"hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 3,
                        "deck": ["Nocturne, Horrifying"] + DECK}, {})
    n = fresh_events(s)
    s.do("play Stacked Deck")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.player == 0
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])
    assert [it.source for it in s.game.chain] == [s.id("Stacked Deck")]   # still resolving
    s = make(scenario, {"hand": ["Blind Fury"], "runes": ["Fury Rune"] * 6},
             {"deck": ["Nocturne, Horrifying"] + DECK, "runes": ["Chaos Rune"]})
    s.do("play Blind Fury")
    decide(s)
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    s.do("yes", "yes")                                     # P1 banishes him and plays him
    settle(s)
    noc = s.game.objs[s.id("Nocturne, Horrifying")]
    assert noc.zone == Zone.BOARD and noc.controller == 1


@pytest.mark.ruling("004_37720df98bce9793::so-how-exactly-does-this-ability")
def test_nocturne_banished_pending_then_played_for_a_power(scenario):
    """354.3 / 337.1.b / 143.4: banished from Stacked Deck's look, Nocturne is pending; Stacked
    Deck finishes with the other two cards; then Nocturne is played for [A], entering
    exhausted. Without a way to pay [A] he stays banished."""
    s = make(scenario, {"hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 3,
                        "deck": ["Nocturne, Horrifying", "Pakaa Cub", "Mystic Poro"] + DECK},
             {})
    noc = s.id("Nocturne, Horrifying")
    s.do("play Stacked Deck")
    decide(s)
    s.do("yes")                                            # banish him
    s.do("yes")                                            # and play him: pending at once
    assert zone(s, noc) == Zone.CHAIN and s.game.chain[-1].pending
    assert s.kind == DecisionKind.CHOOSE_CARD              # Stacked Deck goes on
    s.do("choose Pakaa Cub")
    settle(s)
    assert zone(s, noc) == Zone.BOARD and s.game.objs[noc].exhausted
    assert zone(s, s.id("Stacked Deck")) == Zone.TRASH
    assert [s.game.pool[s.game.objs[c].card].name for c in s.game.players[0].hand] == \
        ["Stupefy", "Pakaa Cub"]
    assert s.game.players[0].deck[-1] == s.id("Mystic Poro")   # recycled
    s = make(scenario, {"hand": ["Stacked Deck"], "pool": {"energy": 1},
                        "deck": ["Nocturne, Horrifying", "Pakaa Cub", "Mystic Poro"] + DECK},
             {}, nowait=True)
    s.do("play Stacked Deck")
    decide(s)
    s.do("yes")                                            # banish him; [A] can't be paid
    assert s.kind == DecisionKind.CHOOSE_CARD              # so no offer to play him
    s.do("choose Pakaa Cub")
    settle(s)
    assert zone(s, s.id("Nocturne, Horrifying")) == Zone.BANISHMENT


@pytest.mark.ruling("004_37720df98bce9793::if-i-reveal-multiple-nocturnes-can")
def test_three_nocturnes_from_one_stacked_deck(scenario):
    """431.1.c.1 / 359.3.e.11: three Nocturnes on top may all be banished and played; Stacked
    Deck's remaining instructions find nothing and do nothing."""
    s = make(scenario, {"hand": ["Stacked Deck"], "runes": ["Chaos Rune"] * 5,
                        "deck": ["Nocturne, Horrifying"] * 3 + DECK}, {})
    hand_before = len(s.game.players[0].hand)
    s.do("play Stacked Deck")
    decide(s)
    for _ in range(3):
        assert s.kind == DecisionKind.MAY
        s.do("yes", "yes")                                 # banish, then play for [A]
    settle(s)
    assert len([i for i in s.ids("Nocturne, Horrifying") if zone(s, i) == Zone.BOARD]) == 3
    assert len(s.game.players[0].hand) == hand_before - 1  # nothing put into the hand
    assert len(s.game.players[0].deck) == len(DECK) and s.game.players[0].burnouts == 0


@pytest.mark.ruling("004_37720df98bce9793::so-if-promising-future-resolves-and")
def test_nocturne_pending_before_promising_future_choices(scenario):
    """337.1.b / 419.3: Nocturnes banished while looking for Promising Future are pending before
    the Promising Future cards and are finalized first."""
    s = make(scenario, {"hand": ["Promising Future"], "runes": ["Mind Rune"] * 6,
                        "deck": ["Nocturne, Horrifying", "Pakaa Cub"] + DECK}, {})
    n = fresh_events(s)
    s.do("play Promising Future")
    decide(s)
    s.do("yes", "yes")                                     # Nocturne: banish, play: pending #1
    s.do("choose Pakaa Cub")                               # P0's Promising Future card
    decide(s)
    s.do(s.options()[0])                                   # P1's
    settle(s)
    noc, cub = s.id("Nocturne, Horrifying"), s.id("Pakaa Cub")
    assert zone(s, noc) == Zone.BOARD and zone(s, cub) == Zone.BOARD
    order = play_events(s, n)
    assert order[1:].index(noc) == 0 and order.index(cub) == len(order) - 1


@pytest.mark.ruling("004_37720df98bce9793::what-about-dazzling-aurora-if-i")
def test_dazzling_aurora_stops_at_nocturne(scenario):
    """424.1 / 427.2: Dazzling Aurora stops revealing at Nocturne (a unit); whether his own
    ability or Aurora plays him, no more cards are revealed."""
    for own in (False, True):
        s = make(scenario, {"base": ["Dazzling Aurora", "Vanguard Sergeant"],
                            "deck": ["Hextech Ray", "Nocturne, Horrifying", "Pakaa Cub"] + DECK},
                 {})
        s.do("end turn")
        decide(s)
        assert s.kind == DecisionKind.MAY                  # Nocturne, as he is revealed
        s.do("yes", "yes") if own else s.do("no")          # his [A], or Aurora's free play
        settle(s)
        noc = s.game.objs[s.id("Nocturne, Horrifying")]
        assert noc.zone == Zone.BOARD and noc.controller == 0
        assert zone(s, s.id("Pakaa Cub")) == Zone.DECK and s.game.players[0].deck[0] == \
            s.id("Pakaa Cub")                              # never revealed
        assert s.game.players[0].deck[-1] == s.id("Hextech Ray")   # recycled
        assert len(s.game.players[0].runes) == (0 if own else 1)


@pytest.mark.ruling("004_37720df98bce9793::what-happens-if-i-use-an")
def test_baited_hook_with_a_replaced_death_plays_nothing(scenario):
    """359.3.e.12 / 359.3.e.14 (possible conflict, see the catalogue): with the death of the
    unit replaced by Unlicensed Armory there is no killed unit, its Might is null, and no unit
    can be played from the top 5; all five are recycled."""
    s = make(scenario, {"base": ["Baited Hook", "Unlicensed Armory", "Pakaa Cub"],
                        "hand": ["Mystic Poro"], "runes": ["Order Rune"] * 2 + ["Fury Rune"],
                        "deck": ["Vanguard Sergeant"] * 5 + DECK}, {})
    cub = bid(s, "Pakaa Cub")
    s.do(f"activate ability 0 of {ref(s, 'Unlicensed Armory')}")
    s.do("choose Mystic Poro")                             # discard 1 (the cost)
    settle(s)
    s.do(f"activate ability 0 of {ref(s, 'Baited Hook')}")
    decide(s)
    assert s.kind == DecisionKind.MAY                      # pay [R] to save it (370)
    s.do("yes")
    settle(s)
    assert zone(s, cub) == Zone.BOARD and s.game.objs[cub].exhausted
    assert not [u for u in s.ids("Vanguard Sergeant") if zone(s, u) == Zone.BOARD]
    assert set(s.game.players[0].deck[-5:]) == set(s.ids("Vanguard Sergeant"))


# ---------------------------------------------------------------- errata'd texts


@pytest.mark.ruling("004_37720df98bce9793::the-english-version-of-this-card")
def test_convergent_mutation_increases_might_this_turn(scenario):
    """472.3 / 317.2.c: Convergent Mutation (errata: 'this turn') increases a friendly unit's
    Might to another's: an increase, so later bonuses stack on top; it ends with the turn."""
    s = make(scenario, {"base": ["Mystic Poro", "Playful Phantom"],
                        "hand": ["Convergent Mutation", "Discipline"],
                        "runes": ["Mind Rune"] * 3 + ["Calm Rune"] * 2}, {})
    a, b = bid(s, "Mystic Poro"), bid(s, "Playful Phantom")
    s.do("play Convergent Mutation", f"target Mystic Poro #{a}")
    maybe(s, f"target Playful Phantom #{b}")         # (the only other friendly unit)
    settle(s)
    assert might(s, a) == 5
    s.do("play Discipline", f"target Mystic Poro #{a}")
    settle(s)
    assert might(s, a) == 7
    s.do("end turn")
    assert might(s, a) == 2


@pytest.mark.ruling("004_37720df98bce9793::what-about-dune-drake-its-missing")
def test_dune_drake_bonus_lasts_this_turn(scenario):
    """317.2.c / 472.3: Dune Drake's attack trigger (errata: '+2 this turn') needs a ready enemy
    unit here; the bonus ends with the turn."""
    s = make(scenario, {"base": ["Dune Drake"]}, {"field": [["Mountain Drake"], []]})
    dd = bid(s, "Dune Drake")
    s.do(mv(s, "Dune Drake"), TO_A)
    settle(s)
    assert might(s, dd) == 7
    until(s, lambda z: z.game.showdown is None)
    s.do("end turn")
    assert s.game.turn_player == 1 and might(s, dd) == 5
    s = make(scenario, {"base": ["Dune Drake"]},
             {"field": [[{"card": "Mountain Drake", "exhausted": True}], []]})
    dd = bid(s, "Dune Drake")
    s.do(mv(s, "Dune Drake"), TO_A)
    settle(s)
    assert might(s, dd) == 5                               # no ready enemy unit here


@pytest.mark.ruling("004_37720df98bce9793::is-ravenborn-tome-supposed-to-be")
def test_ravenborn_tome_bonus_only_for_a_spell_this_turn(scenario):
    """390.4 / 713 / 317.2.c: Ravenborn Tome (errata: 'this turn'): the next spell played this
    turn deals 1 Bonus Damage per instance; unused, it is gone next turn."""
    ray = {"base": ["Ravenborn Tome"], "hand": ["Hextech Ray", "Hextech Ray"],
           "runes": ["Fury Rune"] * 4}
    s = make(scenario, dict(ray), {"field": [["Mountain Drake"], []]})
    tome = bid(s, "Ravenborn Tome")
    s.do(f"activate ability 0 of Ravenborn Tome #{tome}")
    settle(s)
    drake = bid(s, "Mountain Drake")
    s.do("play Hextech Ray")
    maybe(s, f"target Mountain Drake #{drake}")
    settle(s)
    assert s.game.objs[drake].damage == 4                  # 3 + 1 Bonus Damage
    s.do("play Hextech Ray")
    maybe(s, f"target Mountain Drake #{drake}")
    settle(s)
    assert s.game.objs[drake].damage == 7                  # only the next spell got it
    s = make(scenario, dict(ray), {"field": [["Mountain Drake"], []]})
    tome = bid(s, "Ravenborn Tome")
    s.do(f"activate ability 0 of Ravenborn Tome #{tome}")
    settle(s)
    s.do("end turn")
    next_turn_of(s, 1)
    s.do("end turn")
    next_turn_of(s, 0)
    drake = bid(s, "Mountain Drake")
    s.do("play Hextech Ray")
    maybe(s, f"target Mountain Drake #{drake}")
    settle(s)
    assert s.game.objs[drake].damage == 3


# ---------------------------------------------------------------- targeting


@pytest.mark.ruling("004_37720df98bce9793::some-spells-and-abilities-require-choosing")
def test_targets_versus_other_choices(scenario):
    """355.6-355.10: a target is chosen as the item goes on the chain (355.5); Deflect's extra
    cost applies only to targets (809.1.c): Hextech Ray choosing Pouty Poro (Deflect 1) costs
    1 more Power; Flurry of Blades ('every unit at a battlefield', 355.10.d) chooses nothing
    and costs nothing extra; Sigil of the Storm's 'must recycle one of your runes' (355.10.f)
    chooses its rune only on resolution."""
    s = make(scenario, {"hand": ["Hextech Ray"], "runes": ["Fury Rune"],
                        "base": ["Pakaa Cub"]}, {"field": [["Pouty Poro"], []]}, nowait=True)
    assert not s.can("play Hextech Ray")          # 1 Energy + 1 Fury, +1 Power for Deflect
    s = make(scenario, {"hand": ["Hextech Ray"], "runes": ["Fury Rune"],
                        "base": ["Pakaa Cub"]}, {"field": [["Mystic Poro"], []]}, nowait=True)
    assert s.can("play Hextech Ray")              # one rune: its Energy, then its Power
    s = make(scenario, {"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                        "base": ["Pakaa Cub"]}, {"field": [["Pouty Poro"], []]}, nowait=True)
    s.do("play Hextech Ray")
    assert len(s.game.players[0].rune_deck) == 2           # both recycled for Power
    s = make(scenario, {"hand": ["Flurry of Blades"], "runes": ["Body Rune"]},
             {"field": [["Pouty Poro"], []]})
    s.do("play Flurry of Blades")
    assert not s.game.players[0].rune_deck and chain_names(s) == ["Flurry of Blades"]
    assert s.game.chain[-1].targets == []
    s = make(scenario, {"base": ["Pakaa Cub"], "runes": ["Fury Rune", "Calm Rune"]}, {},
             battlefields=["Sigil of the Storm", "Altar to Unity"])
    s.do(mv(s, "Pakaa Cub"), "to Sigil of the Storm")
    until(s, lambda z: z.game.showdown is None)
    assert chain_names(s) == ["Sigil of the Storm"] and s.game.chain[-1].targets == []
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD)
    assert len(s.options()) == 3                           # any of P1's runes, chosen now
    s.do(s.options()[0])
    assert len(s.game.players[0].runes) == 2


@pytest.mark.ruling("004_37720df98bce9793::so-as-i-play-charm-i")
def test_charm_chooses_unit_and_destination_as_it_is_played(scenario):
    """355.4 / 355.4.a / 355.15: Charm's enemy unit and its destination are chosen while it is
    played, before the opponent can respond, and can't be changed later."""
    s = make(scenario, {"hand": ["Charm"], "runes": ["Calm Rune"] * 2, "base": ["Pakaa Cub"]},
             {"field": [["Mountain Drake"], ["Mega-Mech"]]})
    drake = bid(s, "Mountain Drake")
    s.do("play Charm", f"target Mountain Drake #{drake}")
    assert s.kind == DecisionKind.DESTINATION and s.decision.player == 0
    assert len(s.options()) == 2 and TO_B in s.options()      # its base or BF-B
    s.do(TO_B)
    assert chain_names(s) == ["Charm"] and s.game.chain[-1].extra["dests"] == {0: 2}
    until(s, lambda z: not z.game.chain)
    assert s.game.objs[drake].loc == 2


@pytest.mark.ruling("004_37720df98bce9793::what-about-when-i-use-a")
def test_standard_move_uses_no_chain(scenario):
    """144 / 410.1 / 420.3: the standard move doesn't target and doesn't use the chain: the
    unit arrives at once, with no priority for P2 before (a showdown may follow)."""
    s = make(scenario, {"base": ["Pakaa Cub"]}, {"field": [[], ["Pouty Poro"]]})
    cub = bid(s, "Pakaa Cub")
    n = fresh_events(s)
    s.do(f"move Pakaa Cub #{cub}", TO_A)
    assert s.game.objs[cub].loc == 1 and not s.game.chain
    assert kinds_since(s, n)[0] == EventKind.MOVE
    assert EventKind.PLAY not in kinds_since(s, n)
    assert s.decision.player == 0                          # P1 holds focus first


@pytest.mark.ruling("004_37720df98bce9793::if-a-spell-has-multiple-targets")
def test_spell_needs_all_its_targets_and_resolves_with_the_legal_ones(scenario):
    """355.8 / 359.3.e.1 / 359.3.e.8: Back to Back (two different friendly units) can't be
    played with one friendly unit; played on A and B, if A is bounced in response it still
    resolves and B gets +2."""
    s = make(scenario, {"hand": ["Back to Back"], "runes": ["Order Rune"] * 3,
                        "field": [["Pakaa Cub"], []]}, {})
    assert not s.can("play Back to Back")
    s = make(scenario, {"hand": ["Back to Back"], "runes": ["Order Rune"] * 3,
                        "field": [["Mystic Poro", "Pakaa Cub"], []]},
             {"hand": ["Gust"], "runes": ["Chaos Rune"], "base": ["Mountain Drake"]})
    a, b = bid(s, "Mystic Poro"), bid(s, "Pakaa Cub")
    s.do("play Back to Back", f"target Mystic Poro #{a}")
    maybe(s, f"target Pakaa Cub #{b}")
    until(s, lambda z: z.decision.player == 1)
    s.do("play Gust", f"target Mystic Poro #{a}")
    settle(s)
    assert zone(s, a) == Zone.HAND and might(s, b) == 5


@pytest.mark.ruling("004_37720df98bce9793::what-about-triggered-abilities-with-multiple")
def test_sona_readies_up_to_four_runes(scenario):
    """402.3.b / 355.13 / 383.3.e: Sona, Harmonious (errata 'up to 4'): at the end of P1's turn,
    at a battlefield, P1 chooses 0-4 friendly runes to ready; in base her trigger isn't
    placed."""
    runes = [{"card": "Calm Rune", "exhausted": True}] * 2 + ["Calm Rune"] * 5
    s = make(scenario, {"field": [["Sona, Harmonious"], []], "runes": runes}, {})
    tired = [r for r in s.game.players[0].runes if s.game.objs[r].exhausted]
    s.do("end turn")
    assert s.kind == DecisionKind.TARGET and "done" in s.options()
    for r in tired:
        s.do(f"target Calm Rune #{r}")
    s.do("done")
    settle(s)
    assert not any(s.game.objs[r].exhausted for r in tired)
    s = make(scenario, {"base": ["Sona, Harmonious"], "runes": runes}, {})
    n = fresh_events(s)
    s.do("end turn")
    assert s.game.turn_player == 1
    sona = s.id("Sona, Harmonious")
    assert not any(e.kind == EventKind.TRIGGER and e.obj == sona for e in s.game.events[n:])


@pytest.mark.ruling("004_37720df98bce9793::does-sigil-of-the-storm-target")
def test_sigil_of_the_storm_chooses_its_rune_on_resolution(scenario):
    """355.10.f / 355.17: 'you must recycle one of your runes' is no target: the trigger goes on
    the chain with nothing chosen; on resolution P1 picks among the runes P1 has then."""
    s = make(scenario, {"base": ["Pakaa Cub"], "runes": ["Fury Rune", "Calm Rune"]}, {},
             battlefields=["Sigil of the Storm", "Altar to Unity"])
    s.do(mv(s, "Pakaa Cub"), "to Sigil of the Storm")
    until(s, lambda z: "Sigil of the Storm" in chain_names(z))
    assert s.game.chain[-1].targets == [] and s.kind == DecisionKind.PRIORITY
    until(s, lambda z: z.kind == DecisionKind.CHOOSE_CARD)
    calm = s.id("Calm Rune")
    s.do(f"choose Calm Rune #{calm}")
    assert zone(s, calm) == Zone.RUNE_DECK and len(s.game.players[0].runes) == 2


@pytest.mark.ruling("004_37720df98bce9793::are-the-units-i-choose-for")
def test_fox_fire_group_target_and_subset_on_resolution(scenario):
    """355.11 / 355.11.a-b: Fox-Fire chooses units at one battlefield totalling Might 4 or
    less. If a Reaction raises one of four 1-Might Recruits to 3, the group (6) no longer fits:
    P1 chooses a subset of the original targets that does: the 3 plus one 1, or the three
    1s; the 3-Might one can't join two 1s."""
    s = make(scenario, {"hand": ["Fox-Fire"], "runes": ["Calm Rune"] * 3,
                        "base": ["Pakaa Cub"]},
             {"field": [["Recruit"] * 4 + ["Mystic Poro"], []], "hand": ["Discipline"],
              "runes": ["Calm Rune"] * 2})
    rs = [bid(s, "Recruit", 1, k) for k in range(4)]
    poro = bid(s, "Mystic Poro")
    s.do("play Fox-Fire")
    for r in rs[:3]:
        s.do(f"target Recruit #{r}")
    assert f"target Recruit #{rs[3]}" in s.options()
    assert f"target Mystic Poro #{poro}" not in s.options()    # 3 + 2 > 4 (355.11.a)
    s.do(f"target Recruit #{rs[3]}")                            # 4: the group is complete
    assert chain_names(s) == ["Fox-Fire"] and s.game.chain[-1].targets == [rs]
    until(s, lambda z: z.decision.player == 1)
    s.do("play Discipline", f"target Recruit #{rs[0]}")
    until(s, lambda z: chain_names(z) == ["Fox-Fire"])
    assert might(s, rs[0]) == 3
    until(s, lambda z: z.kind == DecisionKind.TARGET)
    s.do(f"target Recruit #{rs[0]}")
    assert sorted(s.options()) == sorted(["done"] + [f"target Recruit #{r}" for r in rs[1:]])
    s.do(f"target Recruit #{rs[1]}")                     # 3 + 1 = 4: nothing more fits,
    assert [zone(s, r) == Zone.BOARD for r in rs] == [False, False, True, True]   # so done


@pytest.mark.ruling("004_37720df98bce9793::does-that-mean-if-the-units")
def test_fox_fire_only_affects_the_originally_chosen_units(scenario):
    """355.11.b: Fox-Fire can only kill units among those originally chosen: a Recruit that
    was not chosen survives though the group now totals less."""
    s = make(scenario, {"hand": ["Fox-Fire"], "runes": ["Calm Rune"] * 3,
                        "base": ["Pakaa Cub"]},
             {"field": [["Recruit"] * 4, []], "hand": ["Gust"], "runes": ["Chaos Rune"]})
    rs = [bid(s, "Recruit", 1, k) for k in range(4)]
    s.do("play Fox-Fire")
    for r in rs[:3]:
        s.do(f"target Recruit #{r}")
    s.do("done")
    until(s, lambda z: z.decision.player == 1)
    s.do("play Gust", f"target Recruit #{rs[0]}")
    settle(s)
    assert [zone(s, r) == Zone.BOARD for r in rs] == [False, False, False, True]


@pytest.mark.ruling("004_37720df98bce9793::dragons-rage-also-seems-a-little")
def test_dragons_rage_reflexive_trigger_needs_a_second_enemy_and_a_move(scenario):
    """387 / 387.1 / 388: Dragon's Rage (errata: 'Then do this:') makes a reflexive trigger only
    if it resolves, the unit moved, and another enemy unit is at the destination: (b) no other
    enemy at BF-B: the trigger has no legal target and never becomes a chain item (402.3);
    (c) the unit didn't move (returned to hand in response): no trigger at all."""
    rage = {"hand": ["Dragon's Rage"], "runes": ["Calm Rune"] * 5, "base": ["Pakaa Cub"]}
    s = make(scenario, dict(rage), {"field": [["Vanguard Sergeant"], []]})
    sgt = bid(s, "Vanguard Sergeant")
    s.do("play Dragon's Rage")
    maybe(s, f"target Vanguard Sergeant #{sgt}")
    s.do(TO_B)
    until(s, lambda z: z.decision.player == 1)
    n = fresh_events(s)
    s.do("pass")                                          # Dragon's Rage resolves
    assert s.game.objs[sgt].loc == 2 and not s.game.chain   # 402.3: never a chain item
    assert not any(e.kind == EventKind.RESOLVE for e in s.game.events[n:][1:])
    assert not damage_events(s, n)
    # (c) the unit is returned to hand in response (Gust): it doesn't move, no trigger
    s = make(scenario, dict(rage), {"field": [["Mystic Poro"], ["Mega-Mech"]],
                                    "hand": ["Gust"], "runes": ["Chaos Rune"]})
    poro = bid(s, "Mystic Poro")
    s.do("play Dragon's Rage", f"target Mystic Poro #{poro}", TO_B)
    until(s, lambda z: z.decision.player == 1)
    s.do("play Gust")
    maybe(s, f"target Mystic Poro #{poro}")
    n = fresh_events(s)
    settle(s)
    assert zone(s, poro) == Zone.HAND
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])
    assert not damage_events(s, n)


@pytest.mark.ruling("004_37720df98bce9793::how-does-disintegrate-work-doesnt-the")
def test_disintegrate_draws_through_a_reflexive_trigger_after_the_kill(scenario):
    """387 / 323.5 / 428.5.c: Disintegrate (errata: 'If this kills it, do this: draw 1'): the
    unit dies in the cleanup after the spell; then the reflexive draw goes on the chain, P2
    gets priority, and P1 draws. A 4-Might unit survives: no draw."""
    dis = {"hand": ["Disintegrate"], "runes": ["Fury Rune"] * 4}
    s = make(scenario, dict(dis), {"field": [["Pakaa Cub"], []], "base": ["Mountain Drake"]})
    cub = bid(s, "Pakaa Cub")
    hand = len(s.game.players[0].hand)
    s.do("play Disintegrate")
    maybe(s, f"target Pakaa Cub #{cub}")
    until(s, lambda z: z.decision.player == 1)
    s.do("pass")                                          # the spell resolves; the cleanup
    assert zone(s, cub) == Zone.TRASH                     # kills; then the reflexive draw:
    assert len(s.game.chain) == 1 and s.game.chain[0].ability < 0
    assert len(s.game.players[0].hand) == hand - 1
    until(s, lambda z: z.decision.player == 1)            # P2 gets priority over it
    assert s.game.chain
    settle(s)
    assert len(s.game.players[0].hand) == hand
    s = make(scenario, dict(dis), {"field": [["Vanguard Sergeant"], []]})
    hand = len(s.game.players[0].hand)
    s.do("play Disintegrate")
    maybe(s, tgt(s, "Vanguard Sergeant"))
    settle(s)
    assert zone(s, bid(s, "Vanguard Sergeant")) == Zone.BOARD
    assert len(s.game.players[0].hand) == hand - 1


@pytest.mark.ruling("004_37720df98bce9793::that-do-this-wording-is-a")
def test_falling_star_targets_up_front_one_window_no_reflexive_triggers(scenario):
    """Superseded ruling: the Origins FAQ made Falling Star / Icathian Rain reflexive triggers.
    The Spiritforged errata (2026-01-14, later) makes them plain instructions: both targets are
    chosen as the spell is played (the same unit allowed), Deflect is paid per choice
    (809.1.c), P2 responds once, and both 3s are dealt as it resolves with no window
    between."""
    s = make(scenario, {"hand": ["Falling Star"], "runes": ["Fury Rune"] * 6,
                        "base": ["Pakaa Cub"]},
             {"field": [["Pouty Poro", "Mountain Drake"], []]})
    poro, drake = bid(s, "Pouty Poro"), bid(s, "Mountain Drake")
    s.do("play Falling Star", f"target Mountain Drake #{drake}", f"target Mountain Drake #{drake}")
    assert chain_names(s) == ["Falling Star"] and s.game.chain[-1].targets == [[drake], [drake]]
    until(s, lambda z: z.decision.player == 1)
    n = fresh_events(s)
    s.do("pass")
    assert [e.value for e in s.game.events[n:] if e.kind == EventKind.DAMAGE] == [3, 3]
    assert not any(e.kind == EventKind.TRIGGER for e in s.game.events[n:])
    s = make(scenario, {"hand": ["Falling Star"], "runes": ["Fury Rune"] * 6,
                        "base": ["Pakaa Cub"]},
             {"field": [["Pouty Poro", "Mountain Drake"], []]})
    s.do("play Falling Star", f"target Pouty Poro #{poro}", f"target Pouty Poro #{poro}")
    assert len(s.game.players[0].rune_deck) == 4          # 2 Fury + 2 x Deflect 1


@pytest.mark.ruling("004_37720df98bce9793::twisted-fate-too")
def test_twisted_fate_mode_is_a_separate_reflexive_trigger(scenario):
    """387.1 / 388: Twisted Fate, Gambler's attack trigger reveals and recycles the top rune;
    the mode for its domain then goes on the chain as its own item with its own target and a
    priority window before it resolves (Fury: 2 to an enemy here, 1 to the others; Mind:
    draw 1)."""
    s = make(scenario, {"base": ["Twisted Fate, Gambler"], "rune_deck": ["Fury Rune"]},
             {"field": [["Mountain Drake", "Mega-Mech"], []]})
    drake, mech = bid(s, "Mountain Drake"), bid(s, "Mega-Mech")
    s.do(mv(s, "Twisted Fate, Gambler"), TO_A)
    until(s, lambda z: z.kind == DecisionKind.TARGET)
    p = s.game.players[0]
    assert p.rune_deck and len(s.game.chain) == 1 and s.game.chain[0].pending   # a new item
    s.do(f"target Mountain Drake #{drake}")
    assert chain_names(s) == ["Twisted Fate, Gambler"]
    until(s, lambda z: z.decision.player == 1)
    assert s.game.objs[drake].damage == 0                        # a window before it resolves
    settle(s)
    assert s.game.objs[drake].damage == 2 and s.game.objs[mech].damage == 1
    s = make(scenario, {"base": ["Twisted Fate, Gambler"], "rune_deck": ["Mind Rune"]},
             {"field": [["Mountain Drake"], []]})
    hand = len(s.game.players[0].hand)
    s.do(mv(s, "Twisted Fate, Gambler"), TO_A)
    until(s, lambda z: not z.game.chain and z.game.showdown is not None)
    assert len(s.game.players[0].hand) == hand + 1


# ---------------------------------------------------------------- 2v2 (484; reference engine)


@pytest.mark.ruling("004_37720df98bce9793::in-2v2-can-my-ally-and")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::in-2v2-can-my-ally-and")
def test_2v2_allies_need_different_legends_and_battlefields(scenario):
    """484.8.g-h: allies bring different legends and different battlefields."""
    from riftsim.decks import get_precon, validate_team   # a 2v2 team check (484.8.g-h)

    deck = get_precon("precon-jinx")
    problems = validate_team([deck, deck])
    assert any("484.8.g" in v.rule for v in problems)     # same legend
    assert any("484.8.h" in v.rule for v in problems)     # same battlefields


@pytest.mark.ruling("004_37720df98bce9793::when-a-card-refers-to-a")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::when-a-card-refers-to-a")
def test_2v2_friendly_includes_the_allys_units(scenario):
    """740.1 / 484.8.d: in 2v2 'friendly' also covers the ally's: Back to Back may choose A1's
    unit and A2's unit."""
    s = scenario({"mode": "2v2", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [{"base": ["Pakaa Cub"], "hand": ["Back to Back"],
                               "runes": ["Order Rune"] * 3, "deck": DECK},
                              {"deck": DECK}, {"base": ["Mystic Poro"], "deck": DECK},
                              {"deck": DECK}]})
    s.do("play Back to Back")
    assert tgt(s, "Mystic Poro") in s.options()            # the ally's unit is friendly
    s.do(tgt(s, "Pakaa Cub"))
    maybe(s, tgt(s, "Mystic Poro"))                        # (the only one left)
    settle(s)
    assert might(s, bid(s, "Pakaa Cub")) == 5 and might(s, bid(s, "Mystic Poro")) == 4


@pytest.mark.ruling("004_37720df98bce9793::what-about-your-units-is-that")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::what-about-your-units-is-that")
def test_2v2_your_is_not_shared(scenario):
    """188 / 056 / 484.8.c: 'your' isn't shared with an ally: Vi, Destructive ('recycle 1 from
    your trash') can't use the ally's trash."""
    s = scenario({"mode": "2v2", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [{"base": ["Vi, Destructive"], "deck": DECK}, {"deck": DECK},
                              {"trash": ["Pakaa Cub"] * 3, "deck": DECK}, {"deck": DECK}]})
    assert not s.can(f"activate ability 0 of {ref(s, 'Vi, Destructive')}")


@pytest.mark.ruling("004_37720df98bce9793::can-my-ally-and-i-share")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-my-ally-and-i-share")
def test_2v2_allies_never_share_a_battlefield(scenario):
    """442.2.b / 444.2 / 484.8.c.2: a battlefield an ally controls is no legal destination."""
    s = scenario({"mode": "2v2", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [{"base": ["Pakaa Cub"], "deck": DECK}, {"deck": DECK},
                              {"field": [["Mystic Poro"], [], []], "deck": DECK},
                              {"deck": DECK}]})
    s.do(mv(s, "Pakaa Cub"))
    assert TO_A not in s.options()


@pytest.mark.ruling("004_37720df98bce9793::can-i-move-my-allys-unit")
def test_portal_rescue_returns_a_possessed_unit_to_its_owner(scenario):
    """1v1 part of the ruling (Portal Rescue errata): Possession takes control of P2's unit and
    recalls it to P1's base (188, 449); Portal Rescue then banishes it and its owner, P2,
    plays it to P2's base (419.3), so P2 controls it again. The 2v2 part (moving an ally's
    unit 'to its base', 323.7) is test_2v2_move_allys_unit_to_its_base."""
    s = make(scenario, {"hand": ["Possession", "Portal Rescue"],
                        "runes": ["Chaos Rune"] * 11 + ["Mind Rune"] * 4,
                        "base": ["Pakaa Cub"]},
             {"field": [["Vanguard Sergeant"], []], "base": ["Mountain Drake"]})
    u = bid(s, "Vanguard Sergeant")
    s.do("play Possession")
    maybe(s, f"target Vanguard Sergeant #{u}")
    settle(s)
    o = s.game.objs[u]
    assert o.controller == 0 and o.owner == 1 and o.loc == 0 and zone(s, u) == Zone.BOARD
    s.do("play Portal Rescue", f"target Vanguard Sergeant #{u}")
    settle(s)
    o = s.game.objs[u]
    assert zone(s, u) == Zone.BOARD and o.controller == 1 and o.loc == 0
    assert any(e.kind == EventKind.BANISH and e.obj == u for e in s.game.events)


@pytest.mark.ruling("004_37720df98bce9793::can-i-move-my-allys-unit")
@pytest.mark.ruling("faq/riftbound-origins-faq.md::can-i-move-my-allys-unit")
def test_2v2_move_allys_unit_to_its_base(scenario):
    """323.7 / 442.2.c: Unforgiven moving an ally's unit 'to its base' sends it to the ally's
    base under the ally's control."""
    s = scenario({"mode": "2v2", "battlefields": BFS + ["Zaun Warrens"],
                  "players": [wait({"legend": "Unforgiven", "runes": ["Calm Rune"] * 2,
                                    "deck": DECK}),
                              {"deck": DECK}, {"field": [["Mystic Poro"], [], []], "deck": DECK},
                              {"deck": DECK}]})
    poro = bid(s, "Mystic Poro")
    s.do(f"activate ability 0 of Unforgiven #{s.game.players[0].legend}")
    maybe(s, f"target Mystic Poro #{poro}")                # (the only friendly unit)
    settle(s)
    o = s.game.objs[poro]
    assert o.loc == 0 and o.controller == 2                # the ally's base, still the ally's


@pytest.mark.ruling("004_37720df98bce9793::when-you-play-a-card-from")
def test_all_three_hidden_play_restrictions(scenario):
    """811.1.d.1-3 together: from hidden at BF-A, a unit enters at BF-A, a spell's targets are
    units at BF-A, and a unit a hidden spell plays enters at BF-A."""
    def hidden(card):
        return [{"card": "Grove of the God-Willow", "controller": 0,
                 "hidden": {"card": card, "controller": 0}}, "Altar to Unity"]

    field = {"field": [["Vanguard Sergeant"], ["Pakaa Cub"]]}
    s = make(scenario, dict(field), {"base": ["Mountain Drake"]},
             battlefields=hidden("Teemo, Scout"))
    s.do("play Teemo, Scout")
    settle(s)
    assert s.game.objs[s.id("Teemo, Scout")].loc == 1
    s = make(scenario, dict(field), {"base": ["Mountain Drake"]},
             battlefields=hidden("Fight or Flight"))
    s.do("play Fight or Flight")
    settle(s)
    assert s.game.objs[bid(s, "Vanguard Sergeant")].loc == 0
    assert s.game.objs[bid(s, "Pakaa Cub")].loc == 2
    s = make(scenario, dict(field), {"base": ["Mountain Drake"]},
             battlefields=hidden("Sprite Call"))
    s.do("play Sprite Call")
    settle(s)
    assert s.game.objs[bid(s, "Sprite")].loc == 1


# =============================================================== the cards defined for these
# rulings (now in their set modules, riftsim.cards.sets.*), text not covered above


def test_card_leona_determined_stuns_when_attacking(scenario):
    """Leona, Determined: when I attack, stun an enemy unit here (383.4.e, 423)."""
    s = make(scenario, {"base": ["Leona, Determined"]}, {"field": [["Mega-Mech"], []]})
    mech = bid(s, "Mega-Mech")
    s.do(mv(s, "Leona, Determined"), TO_A)
    settle(s)
    assert s.game.objs[mech].stunned


def test_card_imperial_decree_kills_any_unit_damaged_this_turn(scenario):
    """Imperial Decree: this turn, a unit that takes damage is killed (a triggered ability
    that goes on the chain each time, 390); not next turn."""
    s = make(scenario, {"hand": ["Imperial Decree", "Hextech Ray"],
                        "runes": ["Order Rune"] * 7 + ["Fury Rune"] * 2},
             {"field": [["Mountain Drake"], []]})
    drake = bid(s, "Mountain Drake")
    s.do("play Imperial Decree")
    settle(s)
    s.do("play Hextech Ray")
    maybe(s, f"target Mountain Drake #{drake}")
    until(s, lambda z: z.game.objs[drake].damage == 3)
    assert "Imperial Decree" in chain_names(s)             # its kill trigger
    settle(s)
    assert zone(s, drake) == Zone.TRASH


def test_card_blastcone_fae_minus_two_not_below_one(scenario):
    """Blastcone Fae: when played, a unit gets -2 Might this turn, to a minimum of 1 (472.3.b)."""
    for name, want in (("Mega-Mech", 6), ("Mystic Poro", 1)):
        s = make(scenario, {"hand": ["Blastcone Fae"], "runes": ["Mind Rune"] * 3},
                 {"field": [[name], []]})
        s.do("play Blastcone Fae")
        maybe(s, TO_BASE)
        maybe(s, tgt(s, name))
        settle(s)
        assert might(s, bid(s, name)) == want


def test_card_twisted_fate_order_mode_stuns(scenario):
    """Twisted Fate, Gambler: an Order rune on top: stun an enemy unit (any battlefield)."""
    s = make(scenario, {"base": ["Twisted Fate, Gambler"], "rune_deck": ["Order Rune"]},
             {"field": [["Mountain Drake"], ["Mega-Mech"]]})
    mech = bid(s, "Mega-Mech")
    s.do(mv(s, "Twisted Fate, Gambler"), TO_A)
    until(s, lambda z: z.kind == DecisionKind.TARGET)
    s.do(f"target Mega-Mech #{mech}")
    settle(s)
    assert s.game.objs[mech].stunned


def test_card_last_breath_readies_and_deals_its_might(scenario):
    """Last Breath: ready a friendly unit; it deals damage equal to its Might to an enemy unit
    at a battlefield (the unit is the source, 417.6.b.3)."""
    s = make(scenario, {"base": [{"card": "Vanguard Sergeant", "exhausted": True}],
                        "hand": ["Last Breath"], "runes": ["Calm Rune"] * 5},
             {"field": [["Mountain Drake"], []]})
    sgt, drake = bid(s, "Vanguard Sergeant"), bid(s, "Mountain Drake")
    s.do("play Last Breath")
    maybe(s, f"target Vanguard Sergeant #{sgt}")
    maybe(s, f"target Mountain Drake #{drake}")
    settle(s)
    assert not s.game.objs[sgt].exhausted and s.game.objs[drake].damage == 4


def test_card_unforgiven_moves_from_a_battlefield_to_base_only(scenario):
    """Unforgiven: [2], exhaust: move a friendly unit to or from its base: from a battlefield
    the only destination is base (not another battlefield)."""
    s = make(scenario, {"legend": "Unforgiven", "field": [["Pakaa Cub"], ["Mystic Poro"]],
                        "runes": ["Calm Rune"] * 2}, {"base": ["Mountain Drake"]})
    cub = bid(s, "Pakaa Cub")
    s.do(f"activate ability 0 of Unforgiven #{s.game.players[0].legend}",
         f"target Pakaa Cub #{cub}")
    settle(s)
    assert s.game.objs[cub].loc == 0


def test_card_convergent_mutation_does_nothing_to_a_bigger_unit(scenario):
    """Convergent Mutation: no increase if the first unit already has at least the second's
    Might."""
    s = make(scenario, {"base": ["Mega-Mech", "Mystic Poro"],
                        "hand": ["Convergent Mutation"], "runes": ["Mind Rune"] * 3}, {})
    mech, poro = bid(s, "Mega-Mech"), bid(s, "Mystic Poro")
    s.do("play Convergent Mutation", f"target Mega-Mech #{mech}")
    maybe(s, f"target Mystic Poro #{poro}")          # (the only other friendly unit)
    settle(s)
    assert might(s, mech) == 8 and might(s, poro) == 2


def test_card_convergent_mutation_needs_another_friendly_unit(scenario):
    """Convergent Mutation: the second unit is "another" friendly unit (not the first pick),
    so with a lone friendly unit the spell can't be played (355.16: every target chosen)."""
    s = make(scenario, {"base": ["Mega-Mech", "Mystic Poro"],
                        "hand": ["Convergent Mutation"], "runes": ["Mind Rune"] * 3}, {})
    mech, poro = bid(s, "Mega-Mech"), bid(s, "Mystic Poro")
    s.do("play Convergent Mutation", f"target Mystic Poro #{poro}")
    assert s.kind != DecisionKind.TARGET        # the Mech, the only other one, was taken
    settle(s)
    assert might(s, poro) == 8 and might(s, mech) == 8
    alone = make(scenario, {"base": ["Mystic Poro"], "hand": ["Convergent Mutation"],
                            "runes": ["Mind Rune"] * 3}, {})
    assert not alone.can("play Convergent Mutation")


def test_card_cithria_buffs_herself_when_you_play_another_unit(scenario):
    """Cithria of Cloudfield: when you play another unit, buff me (702.3: once)."""
    s = make(scenario, {"base": ["Cithria of Cloudfield"], "hand": ["Pakaa Cub", "Pakaa Cub"],
                        "runes": ["Body Rune"] * 6}, {})
    cit = bid(s, "Cithria of Cloudfield")
    for _ in range(2):
        s.do("play Pakaa Cub")
        maybe(s, TO_BASE)
        settle(s)
    assert s.game.objs[cit].buff == 1 and might(s, cit) == 2
