"""Seed rulings of ../shared/seeds/000_afaca1b02f421d55.txt (FAQ rulings) and
003_4c264dea3788a80d.txt (rules excerpts of a later Core Rules edition) as scenario tests.

tests/rulings/seed_rulings.json has one entry per ruling (id, rules, summary, scenario sketch,
conflicts with Core Rules v1.3). Each test is marked with its ruling's catalogue id, cites the
rules it checks, and runs on every engine (the `scenario` fixture). Where a ruling and a later
official text disagree, the test follows the later text and its docstring names both.

Priority windows are observed with `Watch`, which records every decision the engine asks for,
including those with a single option that the game takes by itself (a player who can only
pass is still *given* priority). Card tests for the cards defined for these rulings
(now in their set modules, riftsim.cards.sets.*) are at the end of the file.
"""

from __future__ import annotations

import functools

import pytest

from riftsim.actions import DecisionKind
from riftsim.cards import dsl
from riftsim.cards.pool import pool_with
from riftsim.cards.registry import card_def
from riftsim.events import EventKind
from riftsim.reference import layers
from riftsim import DEFENDER, NONE, Phase, Zone

#: battlefields whose abilities stay quiet in these tests (Grand Plaza: hold with 7+ units
#: wins; Ornn's Forge: a discount on your first gear each turn), so no trigger appears unless
#: a test wants one
PLAZA, FORGE = "The Grand Plaza", "Ornn's Forge"
TO_A, TO_B = f"to {PLAZA}", f"to {FORGE}"
DECK = ["Stalwart Poro"] * 8            # never used on the board in these tests


#: a ready unit each player keeps in base (unless `"keep": False`): its standard move is always
#: an option, so no Main Phase is a single-option decision the game would take by itself (a
#: position where nobody can do anything plays on to the end of the game)
KEEPER = "Mountain Drake"


def spec(p0=None, p1=None, bfs=(PLAZA, FORGE), **kw) -> dict:
    players = []
    for p in (p0 or {}, p1 or {}):
        q = {"deck": list(DECK)}
        q.update(p)
        if q.pop("keep", True):
            q["base"] = list(q.get("base", [])) + [KEEPER]
        players.append(q)
    return {"battlefields": list(bfs), "players": players, **kw}


def runes(domain: str, n: int, exhausted: bool = False) -> list:
    return [{"card": f"{domain.title()} Rune", "exhausted": exhausted} for _ in range(n)]


def bid(s, name, player=None, index=0) -> int:
    """Object id of the index-th object on the board called `name` (owned by `player`)."""
    g = s.game
    return [i for i in s.ids(name, player) if g.objs[i].zone == Zone.BOARD][index]


def tgt(s, name, player=None, index=0) -> str:
    return f"target {name} #{bid(s, name, player, index)}"


def mv(s, name, player=None, index=0) -> str:
    return f"move {name} #{bid(s, name, player, index)}"


def act(s, *texts):
    """Take the described actions in order. A choice with a single legal option is made by the
    game itself (decisions are never shown with one option), so a target, location or card
    choice that is no longer asked for is skipped; the test's assertions check the outcome."""
    for text in texts:
        if s.can(text) or not text.startswith(("target ", "to ", "choose ", "option ", "base")):
            s.do(text)
    return s


def pass_to(s, player: int, limit: int = 10):
    """Pass until `player` is the one deciding."""
    for _ in range(limit):
        if s.decision is not None and s.decision.player == player:
            return s
        s.do("pass")
    raise AssertionError(f"player {player} never got to decide")


def choose_firsts(s, limit: int = 40):
    """Answer pending card choices with their first option (Divine Judgment's keeps …)."""
    for _ in range(limit):
        if s.kind != DecisionKind.CHOOSE_CARD:
            return s
        s.do(s.options()[0])
    raise AssertionError("too many card choices")


def finish_showdown(s, limit: int = 40):
    """Pass through the showdown; combat damage goes to the first unit offered."""
    for _ in range(limit):
        if s.game.showdown is None or s.game.is_over:
            return s
        s.do("pass" if s.can("pass") else s.options()[0])
    raise AssertionError("the showdown did not end")


def settle(s, limit: int = 30):
    """Pass until the chain is empty."""
    for _ in range(limit):
        if not s.game.chain or s.game.is_over:
            return s
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def names(g, ids) -> list[str]:
    return [g.pool[g.objs[i].card].name for i in ids]


def hand(s, player=0) -> list[str]:
    return names(s.game, s.game.players[player].hand)


class Watch:
    """Records each decision the engine asks for (kind, player, phase, chain length, showdown,
    events so far), including single-option decisions it takes by itself."""

    def __init__(self, s):
        self.log = []
        g = s.game
        if not hasattr(g, "choose"):         # the compiled core keeps the same log itself
            g.record_decisions()
            self.log = g.decision_log
            return
        orig = g.choose

        def choose(task, kind, player, options, source=-1):
            if task.answer is None:
                self.log.append((kind, player, g.phase, len(g.chain), g.showdown is not None,
                                 len(g.events), len(set(options))))
            return orig(task, kind, player, options, source)

        g.choose = choose

    def mark(self) -> int:
        return len(self.log)

    def priority(self, player, since=0) -> list:
        return [e for e in self.log[since:] if e[0] == DecisionKind.PRIORITY and e[1] == player]

    def kinds(self, since=0) -> list:
        return [(e[0], e[1]) for e in self.log[since:]]


def events(s, kind, since=0) -> list:
    return [e for e in s.game.events[since:] if e.kind == kind]


def first_index(s, kind, since=0, **match) -> int:
    for i, e in enumerate(s.game.events[since:], since):
        if e.kind == kind and all(getattr(e, k) == v for k, v in match.items()):
            return i
    return -1


# ============================================================================ seed 000


@pytest.mark.ruling("000_afaca1b02f421d55::hidden-cards-can-be-revealed-any")
def test_hidden_card_off_turn_needs_a_chain_or_focus(scenario):
    """811.6 / 312.2 / 335.3: a hidden card has Reaction and is played when its controller has
    priority. (a) The opponent's turn ending from a neutral open state gives no priority: P1
    is never asked anything between P0's Main Phase and its own turn, and the card stays
    facedown. 811.1.b: it may be played from the turn after it was hidden."""
    s = scenario(spec(
        {"base": ["Vanguard Sergeant"]},
        {"field": [["Shipyard Skulker"], []], "hand": ["Gust"], "runes": runes("chaos", 2)},
        bfs=[{"card": PLAZA, "controller": 1,
              "hidden": {"card": "Fight or Flight", "controller": 1}}, FORGE]))
    g = s.game
    fof = s.id("Fight or Flight")
    w = Watch(s)
    act(s, "end turn")
    assert g.turn_player == 1 and g.phase == Phase.MAIN
    p1_asked = [e for e in w.log if e[1] == 1]
    assert p1_asked == [(DecisionKind.PRIORITY, 1, Phase.MAIN, 0, False) + p1_asked[0][5:]]
    assert g.objs[fof].zone == Zone.FACEDOWN and g.bfs[0].facedown == fof
    assert s.can("play Fight or Flight")            # its controller's own turn, later


@pytest.mark.ruling("000_afaca1b02f421d55::hidden-cards-can-be-revealed-any")
def test_hidden_card_answers_a_temporary_trigger(scenario):
    """Nuance 'the temporary trick': a Temporary kill trigger at the start of P0's Beginning
    Phase (816) opens a chain; once P0 passes, P1 gets priority (339.2) and may play the
    hidden card (cost 0, 811.1.c) before the trigger resolves."""
    s = scenario(spec(
        {"base": [{"card": "Vanguard Sergeant", "keywords": ["Temporary"]}]},
        {"field": [["Shipyard Skulker"], []]},
        bfs=[{"card": PLAZA, "controller": 1,
              "hidden": {"card": "Fight or Flight", "controller": 1}}, FORGE],
        phase="awaken"))
    g = s.game
    assert g.phase == Phase.BEGINNING and len(g.chain) == 1
    assert s.decision.player == 1 and s.kind == DecisionKind.PRIORITY
    act(s, "play Fight or Flight", tgt(s, "Shipyard Skulker"))
    assert g.players[1].runes == []                # played for 0 (no runes at all)
    settle(s)
    assert s.obj("Shipyard Skulker").loc == 0       # Fight or Flight resolved
    assert s.zone("Vanguard Sergeant") == "TRASH"   # then the Temporary trigger


@pytest.mark.ruling("000_afaca1b02f421d55::hidden-cards-can-be-revealed-any")
def test_hidden_card_in_a_showdown_with_focus(scenario):
    """Nuance: in a showdown on the opponent's turn, when focus passes to P1 with an empty
    chain, P1 may play the hidden card (347, 811.6)."""
    s = scenario(spec(
        {"base": ["Playful Phantom"]},
        {"field": [["Shipyard Skulker"], []]},
        bfs=[{"card": PLAZA, "controller": 1,
              "hidden": {"card": "Fight or Flight", "controller": 1}}, FORGE]))
    w = Watch(s)
    act(s, mv(s, "Playful Phantom"), TO_A)
    g = s.game
    assert g.showdown is not None and g.showdown.combat
    assert [e for e in w.priority(1) if not e[4]] == []    # no window before it (459)
    assert w.priority(0)[-1][4]                     # P0 had focus first and passed
    assert s.decision.player == 1 and g.showdown.focus == 1 and not g.chain
    assert s.can("play Fight or Flight")


@pytest.mark.ruling("000_afaca1b02f421d55::players-can-play-reactions-any-time")
def test_units_and_add_abilities_open_no_window(scenario):
    """359.2 / 400.2 / 429.2.a: a unit without play effects resolves at once and an [Add]
    ability resolves immediately, so the opponent is never given priority; 339.2: after a spell
    goes on the chain its controller holds priority first, then it passes to the opponent."""
    s = scenario(spec(
        {"legend": "Daughter of the Void", "hand": ["Mega-Mech", "Hextech Ray"],
         "runes": runes("fury", 9)},
        {"field": [["Pouty Poro"], []], "hand": ["Gust"], "runes": runes("chaos", 1)}))
    g = s.game
    w = Watch(s)
    act(s, "play Mega-Mech", "base")
    assert s.zone("Mega-Mech") == "BOARD" and not g.chain
    act(s, "activate ability 0 of Daughter of the Void")
    assert g.objs[g.players[0].legend].exhausted
    assert g.players[0].power == {"spell_any": 1} and not g.chain
    assert w.priority(1) == []                       # nobody could react to either
    m = w.mark()
    act(s, "play Hextech Ray", tgt(s, "Pouty Poro"))
    pri = [e for e in w.log[m:] if e[0] == DecisionKind.PRIORITY]
    assert [(e[1], e[3]) for e in pri] == [(0, 1), (1, 1)]  # 337.1.c.3: caster first
    assert s.decision.player == 1 and s.can("play Gust")     # then the opponent
    assert g.players[0].power == {}                 # the spell-only Power paid the Ray


@pytest.mark.ruling("000_afaca1b02f421d55::players-can-play-reactions-any-time")
def test_passive_and_legion_add_use_no_chain(scenario):
    """Nuances: a passive ability (Leona, Zealot: stunned enemy units here have -8 Might, to a
    minimum of 1) applies without any chain item (363); Hand of Noxus's [Add] resolves at once
    (400.2) and adds only with Legion (812). 315.2 / 335.3: with no start-of-turn trigger,
    nobody is given priority before the Main Phase."""
    s = scenario(spec(
        {"legend": "Hand of Noxus", "field": [["Leona, Zealot"], []],
         "hand": ["Pouty Poro"], "runes": runes("fury", 2)},
        {"field": [[{"card": "Vanguard Sergeant", "stunned": True}, "Shipyard Skulker"], []]},
        bfs=[{"card": PLAZA, "controller": 0}, FORGE]))
    g = s.game
    assert s.might("Vanguard Sergeant") == 1 and s.might("Shipyard Skulker") == 3
    assert not g.chain
    act(s, "activate ability 0 of Hand of Noxus")     # no card played yet: adds nothing
    assert g.players[0].energy == 0 and g.objs[g.players[0].legend].exhausted
    w = Watch(s)
    act(s, "end turn")                                 # P1's turn, then P0's next one
    s.pass_until(lambda s: s.game.turn_player == 0 and s.game.phase == Phase.MAIN)
    before_main = [e for e in w.log if e[0] == DecisionKind.PRIORITY and e[2] != Phase.MAIN]
    assert before_main == []
    act(s, "play Pouty Poro", "base")                  # Legion now holds
    act(s, "activate ability 0 of Hand of Noxus")
    assert g.players[0].energy == 1 and not g.chain


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-only-play-a-reaction")
def test_blitzcrank_holds_before_any_window(scenario):
    """315.2 / 464.2: with nothing triggering in the Beginning Step, Blitzcrank holds in the
    Scoring Step (+1) and his 'return me to hand' trigger is on the chain before any window;
    moving him to base with the hidden Fight or Flight then does not stop it (383.4.d)."""
    s = scenario(spec(
        {"field": [["Blitzcrank, Impassive"], []]},
        {},
        bfs=[{"card": PLAZA, "controller": 0,
              "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE],
        phase="awaken"))
    g = s.game
    assert g.phase == Phase.SCORING and g.players[0].points == 1
    assert len(g.chain) == 1 and s.decision.player == 0
    assert s.obj("Blitzcrank, Impassive").loc == 1
    act(s, "play Fight or Flight", tgt(s, "Blitzcrank, Impassive"))
    settle(s)
    assert s.zone("Blitzcrank, Impassive") == "HAND"
    assert g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-only-play-a-reaction")
def test_mundo_trigger_gives_a_window_before_scoring(scenario):
    """315.2.a: Dr. Mundo's start-of-Beginning-Phase trigger opens a chain in the Beginning Step;
    Fight or Flight from hidden moves Blitzcrank to base; the cleanup after the chain empties
    leaves the battlefield uncontrolled (187.4.c, 323.6), so nothing is held and Blitzcrank's
    hold trigger never happens."""
    s = scenario(spec(
        {"field": [["Blitzcrank, Impassive"], []], "base": ["Dr. Mundo, Expert"],
         "trash": ["Pouty Poro", "Daring Poro", "Mystic Poro"]},
        {},
        bfs=[{"card": PLAZA, "controller": 0,
              "hidden": {"card": "Fight or Flight", "controller": 0}}, FORGE],
        phase="awaken"))
    g = s.game
    assert g.phase == Phase.BEGINNING and s.decision.player == 0
    act(s, "play Fight or Flight", tgt(s, "Blitzcrank, Impassive"))
    settle(s) if s.kind != DecisionKind.CHOOSE_CARD else None
    assert s.obj("Blitzcrank, Impassive").loc == 0           # Fight or Flight resolved first
    assert s.kind == DecisionKind.CHOOSE_CARD                 # Mundo: recycle 3 of 4
    act(s, "choose Pouty Poro", "choose Daring Poro", "choose Mystic Poro")
    s.pass_until(lambda s: s.game.phase == Phase.MAIN)
    assert s.obj("Blitzcrank, Impassive").loc == 0 and s.zone("Blitzcrank, Impassive") == "BOARD"
    assert g.players[0].points == 0 and g.bfs[0].controller == NONE
    assert g.players[0].trash == [s.id("Fight or Flight")]      # the 3 were recycled
    assert not events(s, EventKind.SCORE)


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-use-reactions-during-your")
def test_base_speed_actions_open_no_window(scenario):
    """(a) 359.2: a vanilla unit opens no chain; (b) 144 / 316.5: a standard move to a
    battlefield you control starts no showdown; the opponent gets no priority either time."""
    s = scenario(spec(
        {"hand": ["Shipyard Skulker"], "runes": runes("chaos", 3), "base": ["Vanguard Sergeant"],
         "field": [["Daring Poro"], []]},
        {"field": [[], ["Pouty Poro"]], "hand": ["Gust"], "runes": runes("chaos", 1)}))
    w = Watch(s)
    act(s, "play Shipyard Skulker", "base")
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    assert s.game.showdown is None and not s.game.chain
    assert w.priority(1) == []
    assert s.obj("Vanguard Sergeant").loc == 1


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-use-reactions-during-your")
def test_moving_to_an_open_battlefield_lets_the_opponent_respond(scenario):
    """(c) 316.5.b.1 / 345-347: moving to an uncontrolled battlefield opens a non-combat
    showdown; after the mover passes, the opponent gets focus and may Gust the unit; nobody
    conquers (348.2). (d) 811.1.b: hiding opens no chain and the card can't be played this
    turn. (e) 813.2 (conflict with the nuance 'no reactions in your main phase without a chain',
    superseded by v1.3 806.2 / 813.2): the turn player may play Gust in their own neutral open
    Main Phase."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"], "field": [["Daring Poro"], []],
         "hand": ["Fight or Flight", "Gust"], "runes": runes("chaos", 3)},
        {"hand": ["Gust"], "runes": runes("chaos", 1)}))
    g = s.game
    assert s.can("play Gust")                                   # (e)
    act(s, "hide Fight or Flight")
    assert s.zone("Fight or Flight") == "FACEDOWN" and not g.chain
    assert not s.can("play Fight or Flight")                    # (d)
    w = Watch(s)
    act(s, mv(s, "Shipyard Skulker"), TO_B)
    assert g.showdown is not None and not g.showdown.combat
    assert w.priority(0)[0][4]                          # P0 had focus first (345)
    pass_to(s, 1)
    act(s, "play Gust", tgt(s, "Shipyard Skulker"))
    s.pass_until(lambda s: s.game.showdown is None)
    assert s.zone("Shipyard Skulker") == "HAND"
    assert g.bfs[1].controller == NONE and g.players[0].points == 0


@pytest.mark.ruling("000_afaca1b02f421d55::reactions-can-be-played-during-chains")
def test_open_showdown_becomes_combat_when_a_defender_arrives(scenario):
    """316.5.b.1 / 345: moving into an empty battlefield starts a non-combat showdown (no
    Attacker, Assault off). When P1 brings a unit in with Ride the Wind, the next cleanup turns
    it into a combat (316.5.b.1.a, 323.14, 455.1; the ruling's 'the showdown concludes and a
    new one starts' is superseded by the Unleashed v1.3 text): P0 attacks with Assault 2."""
    s = scenario(spec(
        {"base": ["Immortal Phoenix"]},
        {"base": ["Daring Poro"], "hand": ["Ride the Wind"], "runes": runes("chaos", 3)}))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Immortal Phoenix"), TO_A)
    sd = g.showdown
    assert sd is not None and not sd.combat and w.priority(0)[0][4]   # P0's focus first
    assert s.might("Immortal Phoenix") == 3 and s.obj("Immortal Phoenix").designation == 0
    assert not events(s, EventKind.TRIGGER)
    pass_to(s, 1)
    n = len(g.events)
    act(s, "play Ride the Wind", tgt(s, "Daring Poro"), TO_A)
    s.pass_until(lambda s: s.game.showdown is None)
    combat = events(s, EventKind.SHOWDOWN, n)
    assert [(e.player, e.loc, e.value) for e in combat] == [(0, 1, 1)]   # P0 attacks, focus
    poro = s.id("Daring Poro")
    assert not [e for e in events(s, EventKind.EXHAUST, n) if e.obj == poro]
    hits = [(e.obj, e.value) for e in events(s, EventKind.DAMAGE, n)]
    assert (poro, 5) in hits                         # 3 Might + Assault 2 as an attacker
    assert (s.id("Immortal Phoenix"), 2) in hits
    assert s.zone("Daring Poro") == "TRASH"
    assert s.zone("Immortal Phoenix") == "BOARD" and s.obj("Immortal Phoenix").damage == 0
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::resources-can-be-floated-when-paying")
def test_floating_resources_and_when_the_pool_empties(scenario):
    """165 / 166: Energy and Power in the rune pool pay later costs (floated before paying;
    riftsim's payment planner exhausts and recycles runes by itself, so the pool is set
    directly); the pool empties at the end of the Draw Phase (315.4.d) and of the turn
    (317.2.d)."""
    s = scenario(spec(
        {"hand": ["Hextech Ray", "Pouty Poro"], "runes": runes("fury", 2, exhausted=True),
         "pool": {"energy": 3, "power": {"fury": 1}}},
        {"field": [["Shipyard Skulker"], []]}))
    g = s.game
    act(s, "play Hextech Ray", tgt(s, "Shipyard Skulker"))
    assert g.players[0].energy == 2 and g.players[0].power == {}
    settle(s)
    act(s, "play Pouty Poro", "base")
    assert g.players[0].energy == 0
    assert len(g.players[0].runes) == 2               # no rune was used
    s2 = scenario(spec({"pool": {"energy": 2, "power": {"fury": 1}}, "base": ["Pouty Poro"]},
                       phase="awaken"))
    assert s2.game.phase == Phase.MAIN
    assert s2.game.players[0].energy == 0 and s2.game.players[0].power == {}
    s3 = scenario(spec({"pool": {"energy": 2}, "base": ["Pouty Poro"]}))
    act(s3, "end turn")
    assert s3.game.turn_player == 1 and s3.game.players[0].energy == 0


@pytest.mark.ruling("000_afaca1b02f421d55::spells-with-no-timing-keyword-are")
def test_spell_speed_legality_matrix(scenario):
    """310.1.a / 806 / 813: no keyword = your turn, neutral open state only; [Action] also with
    focus in a showdown with no chain; [Reaction] also whenever you hold priority with a
    chain. Each speed includes the slower ones; priority is always needed."""
    three = ["Vengeance", "Hextech Ray", "Gust"]
    s = scenario(spec(
        {"hand": list(three), "runes": runes("order", 3) + runes("fury", 3),
         "base": ["Shipyard Skulker"]},
        {"hand": list(three), "runes": runes("order", 3) + runes("fury", 3) + runes("chaos", 1),
         "field": [[], ["Pouty Poro"]]}))
    g = s.game
    w = Watch(s)
    assert all(s.can(f"play {c}") for c in three)          # (1) P0, neutral open
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    assert g.showdown is not None
    assert [e for e in w.priority(1) if not e[4]] == []   # no priority outside the showdown
    pass_to(s, 1)                                          # (2) P1 focus, empty chain
    assert s.can("play Hextech Ray") and s.can("play Gust") and not s.can("play Vengeance")
    act(s, "play Hextech Ray", tgt(s, "Shipyard Skulker"))   # (3) a chain: only Reactions
    pass_to(s, 0)
    assert len(g.chain) == 1
    assert s.can("play Gust") and not s.can("play Hextech Ray") and not s.can("play Vengeance")


@pytest.mark.ruling("000_afaca1b02f421d55::spells-with-no-timing-keyword-are")
def test_neutral_closed_state_allows_only_reactions(scenario):
    """(4) 309.1.a / 813.1.b: P0 plays a spell in the Main Phase and passes: P1 (priority in a
    neutral closed state) may play only a Reaction."""
    three = ["Vengeance", "Hextech Ray", "Gust"]
    s = scenario(spec(
        {"hand": ["Hextech Ray"], "runes": runes("fury", 2), "base": ["Shipyard Skulker"]},
        {"hand": list(three), "runes": runes("order", 3) + runes("fury", 3) + runes("chaos", 1),
         "field": [["Pouty Poro"], []]}))
    act(s, "play Hextech Ray", tgt(s, "Pouty Poro"))
    pass_to(s, 1)
    assert s.game.showdown is None and s.game.chain
    assert s.can("play Gust") and not s.can("play Hextech Ray") and not s.can("play Vengeance")


@pytest.mark.ruling("000_afaca1b02f421d55::reavers-row-triggers-at-the-start")
def test_reavers_row_retreat_resolves_before_the_attack_trigger(scenario):
    """459.2.d.1: the attacker's triggers are placed first, the defender's (Reaver's Row) after
    them, so Reaver's Row resolves first (340.1); the unit is chosen as the trigger is put on
    the chain (whether to use the optional trigger is decided then too: v1.3 383.3.a, where
    the ruling says 'on resolution'). Yasuo's trigger then mistargets (359.3.e): X is no longer
    here. No later retreat is offered."""
    s = scenario(spec(
        {"base": ["Yasuo, Remorseful"]},
        {"field": [["Shipyard Skulker", "Vanguard Sergeant"], []]},
        bfs=["Reaver's Row", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Yasuo, Remorseful"), "to Reaver's Row")
    assert s.kind == DecisionKind.TARGET and s.decision.player == 0
    act(s, tgt(s, "Shipyard Skulker"))                 # Yasuo's trigger (bottom)
    assert s.kind == DecisionKind.MAY and s.decision.player == 1
    act(s, "yes", tgt(s, "Shipyard Skulker"))          # Reaver's Row (top)
    settle(s)
    res = [e.obj for e in events(s, EventKind.RESOLVE)]
    assert res == [g.bfs[0].obj, s.id("Yasuo, Remorseful")]    # Reaver's Row resolved first
    x = s.obj("Shipyard Skulker")
    assert x.loc == 0 and x.damage == 0
    s.pass_until(lambda s: s.game.showdown is None)
    y = s.id("Vanguard Sergeant", 1)
    assert sorted((e.obj, e.value) for e in events(s, EventKind.DAMAGE)) == sorted([
        (y, 6), (s.id("Yasuo, Remorseful"), 4)])       # Y was still the defender
    assert len([e for e in w.log if e[0] == DecisionKind.MAY]) == 1
    assert s.zone("Vanguard Sergeant") == "TRASH"
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-tap-or-recycle-runes")
def test_startipped_peak_rune_has_no_window_before_channel(scenario):
    """Case A: the Peak's optional hold trigger (383.3.a) channels a rune exhausted; the chain is
    then empty, so P0 has no priority before the Channel Phase (335.3), whose 2 runes enter
    ready (315.3.b) while the Peak rune stays exhausted."""
    s = scenario(spec(
        {"field": [["Vanguard Sergeant"], []], "rune_deck": ["Calm Rune"] * 3},
        {},
        bfs=["Startipped Peak", FORGE], phase="awaken"))
    g = s.game
    assert s.kind == DecisionKind.MAY
    w = Watch(s)
    act(s, "yes")
    s.pass_until(lambda s: s.game.phase == Phase.MAIN)
    runes_now = [g.objs[r] for r in g.players[0].runes]
    assert sorted(r.exhausted for r in runes_now) == [False, False, True]
    arrived = first_index(s, EventKind.CHANNEL)             # the Peak's rune
    assert g.objs[g.events[arrived].obj].exhausted
    assert [e for e in w.log if e[0] == DecisionKind.PRIORITY and e[2] != Phase.MAIN
            and e[5] > arrived] == []                       # no window once it is there
    assert g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-tap-or-recycle-runes")
def test_a_second_hold_trigger_gives_a_window_with_the_new_rune(scenario):
    """Case B: ordering Grove of the God-Willow's trigger first and the Peak's on top (383.3.d)
    leaves the Grove trigger on the chain after the Peak rune arrives, so P0 has priority
    (340.4) while the exhausted rune is on the board (its abilities have Reaction speed,
    163.2)."""
    s = scenario(spec(
        {"field": [["Vanguard Sergeant"], ["Shipyard Skulker"]], "rune_deck": ["Calm Rune"] * 3,
         "hand": ["Flurry of Blades"], "runes": runes("body", 1)},
        {},
        bfs=["Startipped Peak", "Grove of the God-Willow"], phase="awaken"))
    g = s.game
    assert s.kind == DecisionKind.ORDER_TRIGGERS and g.players[0].points == 2
    w = Watch(s)
    act(s, "option 1")                                  # Grove first (bottom), the Peak on top
    act(s, "yes")                                       # the Peak's "you may"
    pass_to(s, 0)                                       # P0 passes; P1 passes: Peak resolves
    act(s, "pass")
    assert len(g.chain) == 1 and s.kind == DecisionKind.PRIORITY and s.decision.player == 0
    new = [g.objs[r] for r in g.players[0].runes if g.pool[g.objs[r].card].name == "Calm Rune"]
    assert len(new) == 1 and new[0].exhausted           # ... with the new rune on the board
    arrived = first_index(s, EventKind.CHANNEL)
    assert [e for e in w.priority(0) if e[3] == 1 and e[5] > arrived]
    n = len(g.events)
    settle(s)
    draw = first_index(s, EventKind.DRAW, n)
    channel = first_index(s, EventKind.PHASE, n, value=int(Phase.CHANNEL))
    assert 0 <= draw < channel                            # Grove drew after the window


@pytest.mark.ruling("000_afaca1b02f421d55::tideturner-can-be-activated-from-hidden")
def test_tideturner_from_hidden_swaps_a_unit_out_of_combat(scenario):
    """811.6 / 811.1.d.2: Tideturner played from hidden at BF-A during a combat at BF-B; its play
    effect ('a unit you control at another location') can't be met at BF-A, so it chooses U2
    at BF-B (the ruling's 'becomes a reaction only if...' reasoning differs, same outcome).
    They swap; Tideturner becomes a defender in the next cleanup and dies; P1 conquers."""
    s = scenario(spec(
        {"field": [["Vanguard Sergeant"], ["Shipyard Skulker"]]},
        {"base": ["Playful Phantom"]},
        bfs=[{"card": PLAZA, "controller": 0, "hidden": {"card": "Tideturner", "controller": 0}},
             {"card": FORGE, "controller": 0}],
        turn_player=1))
    g = s.game
    act(s, mv(s, "Playful Phantom"), TO_B)
    assert g.showdown.combat
    pass_to(s, 0)
    act(s, "play Tideturner")
    assert s.kind == DecisionKind.MAY
    act(s, "yes")
    assert tgt(s, "Shipyard Skulker") in s.options()          # at another battlefield
    assert tgt(s, "Vanguard Sergeant") not in s.options()     # not the unit at its own BF
    n = len(g.events)
    act(s, tgt(s, "Shipyard Skulker"))
    s.pass_until(lambda s: s.game.showdown is None)
    moves = [(e.obj, e.loc) for e in events(s, EventKind.MOVE, n)]
    assert moves == [(s.id("Tideturner"), 2), (s.id("Shipyard Skulker"), 1)]
    assert (s.id("Tideturner"), 5) in [(e.obj, e.value) for e in events(s, EventKind.DAMAGE, n)]
    assert s.zone("Tideturner") == "TRASH"
    assert s.obj("Shipyard Skulker").damage == 0
    assert g.bfs[1].controller == 1 and g.players[1].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-play-reactions-any-time")
def test_every_player_gets_priority_before_a_spell_resolves(scenario):
    """312.2 / 339.2: after Shakedown is put on the chain its controller holds priority, then it
    passes to the next player, who may play a Reaction though none of their own cards is
    involved (1v1 form of the FFA3 example). 312.2.a: with an empty chain in P0's neutral open
    Main Phase, P1 has no priority. The unit's controller chooses: 6 damage or P0 draws 2."""
    s = scenario(spec(
        {"hand": ["Shakedown"], "runes": runes("fury", 3)},
        {"field": [["Vanguard Sergeant"], []], "base": ["Shipyard Skulker"],
         "hand": ["Flurry of Blades"], "runes": runes("body", 1)}))
    g = s.game
    w = Watch(s)
    assert w.priority(1) == []
    m = w.mark()
    act(s, "play Shakedown", tgt(s, "Shipyard Skulker"))
    assert [e[1] for e in w.log[m:] if e[0] == DecisionKind.PRIORITY] == [0, 1]
    assert s.decision.player == 1 and s.can("play Flurry of Blades")
    act(s, "pass")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1     # the controller chooses
    act(s, "no")
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert len(g.players[0].hand) == 0


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-play-reactions-any-time")
def test_ffa3_priority_goes_round_every_player(scenario):
    """FFA3 (P0, P1, P2): Shakedown on P1's unit; priority goes P0 -> P1 -> P2 (339.2) and P2,
    with no unit involved, may play a Reaction; once all three passed in a row it resolves
    and P1, the unit's controller, chooses (6 damage or P0 draws 2). 312.2.a: in P0's neutral
    open Main Phase neither P1 nor P2 has priority."""
    s = scenario({"mode": "ffa3", "battlefields": [PLAZA, FORGE, "Zaun Warrens"], "players": [
        {"hand": ["Shakedown"], "runes": runes("fury", 3), "deck": DECK},
        {"field": [["Vanguard Sergeant"], [], []], "deck": DECK},
        {"hand": ["Flurry of Blades"], "runes": runes("body", 1), "deck": DECK}]})
    w = Watch(s)
    assert w.priority(1) == [] and w.priority(2) == []
    m = w.mark()
    act(s, "play Shakedown", tgt(s, "Vanguard Sergeant"))
    assert [e[1] for e in w.log[m:] if e[0] == DecisionKind.PRIORITY] == [0, 1, 2]
    assert s.decision.player == 2 and s.can("play Flurry of Blades")
    act(s, "pass")
    assert s.kind == DecisionKind.MAY and s.decision.player == 1     # the controller chooses
    act(s, "no")
    assert s.zone("Vanguard Sergeant") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-only-play-en-garde")
def test_en_garde_in_response_saves_the_unit(scenario):
    """355.5: Disintegrate's target is chosen as it is played; P1 answers with En Garde (+1, and
    +1 more as P1's only unit there): 5 Might, so 3 damage isn't lethal and the 'if this kills
    it' draw never happens (387)."""
    s = scenario(spec(
        {"hand": ["Disintegrate"], "runes": runes("fury", 4)},
        {"field": [["Shipyard Skulker"], []], "hand": ["En Garde"], "runes": runes("calm", 1)}))
    g = s.game
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    pass_to(s, 1)
    act(s, "play En Garde", tgt(s, "Shipyard Skulker"))
    settle(s)
    u = s.obj("Shipyard Skulker")
    assert u.zone == Zone.BOARD and u.damage == 3 and s.might("Shipyard Skulker") == 5
    assert g.players[0].hand == []


@pytest.mark.ruling("000_afaca1b02f421d55::you-can-only-play-en-garde")
def test_no_window_between_lethal_damage_and_death(scenario):
    """323.5 / 340: once Disintegrate resolves, the cleanup kills the unit before anyone has
    priority; then the reflexive 'draw 1' (Origins errata) goes on the chain (387, 428.5.c)."""
    s = scenario(spec(
        {"hand": ["Disintegrate"], "runes": runes("fury", 4)},
        {"field": [["Shipyard Skulker"], []], "hand": ["En Garde"], "runes": runes("calm", 1)}))
    act(s, "play Disintegrate", tgt(s, "Shipyard Skulker"))
    pass_to(s, 1)
    w = Watch(s)
    act(s, "pass")                                    # P1 passes: Disintegrate resolves
    die = first_index(s, EventKind.DIE)
    assert die >= 0 and s.zone("Shipyard Skulker") == "TRASH"
    assert all(e[5] >= die for e in w.log)          # no decision before the death
    settle(s)
    assert hand(s) == ["Stalwart Poro"]             # the reflexive draw


@pytest.mark.ruling("000_afaca1b02f421d55::action-cards-can-be-played-on")
def test_action_in_a_showdown_may_choose_units_anywhere(scenario):
    """806.1 / 308.1.a: the player with focus in a showdown with an empty chain may play an
    [Action]; unless restricted, it chooses units anywhere (355.9.b): P0's unit in base and
    P1's at the other battlefield. 309.1.a: once a spell is on the chain, Challenge (Action) is
    not legal for P1."""
    s = scenario(spec(
        {"base": ["Playful Phantom", "Vanguard Sergeant"], "hand": ["Challenge"],
         "runes": runes("body", 3)},
        {"field": [["Shipyard Skulker"], ["Daring Poro"]], "hand": ["Challenge"],
         "runes": runes("body", 3)}))
    g = s.game
    act(s, mv(s, "Playful Phantom"), TO_A)
    assert g.showdown.combat and s.decision.player == 0 and not g.chain
    w = Watch(s)
    act(s, "play Challenge", tgt(s, "Vanguard Sergeant"), tgt(s, "Daring Poro"))
    p1 = [e for e in w.priority(1) if e[3]]              # P1 with priority over Challenge
    assert p1 and p1[0][6] == 1                          # ... could only pass (no Challenge)
    settle(s)
    assert s.zone("Daring Poro") == "TRASH"
    assert s.obj("Vanguard Sergeant").damage == 2 and s.obj("Vanguard Sergeant").loc == 0


@pytest.mark.ruling("000_afaca1b02f421d55::you-need-to-have-a-unit")
def test_units_are_played_to_base_or_a_battlefield_you_control(scenario):
    """355.2.a: a unit is played to your base or a battlefield you control; moving in and
    conquering an open battlefield (348.2.a) makes it a valid location the same turn; the unit
    enters exhausted there (359.2.c)."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"], "hand": ["Pouty Poro"], "runes": runes("fury", 2)}))
    g = s.game
    w = Watch(s)
    act(s, "play Pouty Poro")
    loc = [e for e in w.log if e[0] == DecisionKind.PLAY_LOCATION]
    assert loc and loc[0][6] == 1                        # only the base was offered
    assert s.obj("Pouty Poro").loc == 0
    s2 = scenario(spec(
        {"base": ["Shipyard Skulker"], "hand": ["Pouty Poro"], "runes": runes("fury", 2)}))
    g = s2.game
    act(s2, mv(s2, "Shipyard Skulker"), TO_A)
    s2.pass_until(lambda s: s.game.showdown is None)
    assert g.bfs[0].controller == 0 and g.players[0].points == 1
    act(s2, "play Pouty Poro", TO_A)
    assert s2.obj("Pouty Poro").loc == 1 and s2.obj("Pouty Poro").exhausted


@pytest.mark.ruling("000_afaca1b02f421d55::you-need-to-have-a-unit")
def test_cruel_patron_may_kill_the_last_unit_at_its_battlefield(scenario):
    """Conflict: the ruling says killing your only unit at a battlefield for Cruel Patron's
    additional cost loses control first, so Patron can't go there. Core Rules v1.3 choose the
    location first (355.2) and pay costs later (357.2); control is lost only in an Open State
    cleanup (187.4.c, 323.6), and the Unleashed FAQ (Cruel Patron + Recruit) says you can play
    him to that same battlefield. Following the later text: W may be killed and Patron enters
    BF-B, which P0 still controls."""
    s = scenario(spec(
        {"field": [[], ["Shipyard Skulker"]], "base": ["Pouty Poro"], "hand": ["Cruel Patron"],
         "runes": runes("order", 4)},
        bfs=[PLAZA, {"card": FORGE, "controller": 0}]))
    g = s.game
    act(s, "play Cruel Patron", TO_B)
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert f"choose Shipyard Skulker #{bid(s, 'Shipyard Skulker')}" in s.options()
    act(s, "choose Shipyard Skulker")
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert s.obj("Cruel Patron").loc == 2 and g.bfs[1].controller == 0
    assert s.zone("Pouty Poro") == "BOARD"


@pytest.mark.ruling("000_afaca1b02f421d55::you-cannot-react-to-gear-or")
def test_gear_units_and_adds_cannot_be_reacted_to(scenario):
    """359.2: gear and units resolve as they are played (no window); a unit's play trigger does
    go on the chain (383.4.a) and then the opponent may play a Reaction but not an Action
    (309.1.a / 806.1); an [Add] ability resolves at once with no chain (400.2, 429.2)."""
    s = scenario(spec(
        {"hand": ["Seal of Rage", "Pit Rookie"], "runes": runes("fury", 1) + runes("body", 2),
         "base": ["Vanguard Sergeant"]},
        {"field": [["Shipyard Skulker"], []], "hand": ["Gust", "Hextech Ray"],
         "runes": runes("chaos", 1) + runes("fury", 2)}))
    g = s.game
    w = Watch(s)
    act(s, "play Seal of Rage")
    seal = s.obj("Seal of Rage")
    assert seal.zone == Zone.BOARD and seal.loc == 0 and not seal.exhausted and not g.chain
    assert w.priority(1) == []
    act(s, "activate ability 0 of Seal of Rage")
    assert g.players[0].power == {"fury": 1} and not g.chain and w.priority(1) == []
    act(s, "play Pit Rookie", "base", tgt(s, "Vanguard Sergeant"))
    assert s.zone("Pit Rookie") == "BOARD"              # on the board before any window
    pass_to(s, 1)
    assert len(g.chain) == 1                            # the play trigger
    assert s.can("play Gust") and not s.can("play Hextech Ray")


@pytest.mark.ruling("000_afaca1b02f421d55::no-units-with-when-a-unit")
def test_units_dying_together_do_not_see_each_other_die(scenario):
    """383.2.c.2 / 110: Viktor, Leader's 'another non-Recruit unit you control dies' doesn't
    trigger for units that die at the same time as him (no last-known information): Bullet
    Time for 4 kills both and makes no Recruit. With 2 paid, only R dies and Viktor triggers."""
    def run(amount):
        s = scenario(spec(
            {"hand": ["Bullet Time"], "runes": runes("body", 6)},
            {"field": [["Viktor, Leader", "Daring Poro"], []]}))
        act(s, "play Bullet Time", f"target {PLAZA}")
        settle_to = s
        pass_to(settle_to, 0) if s.kind != DecisionKind.CHOOSE_MODE else None
        while s.kind != DecisionKind.CHOOSE_MODE:
            s.do("pass")
        act(s, f"option {amount}")
        settle(s)
        return s
    s = run(4)
    assert s.zone("Viktor, Leader") == "TRASH" and s.zone("Daring Poro") == "TRASH"
    assert not [o for o in s.game.objs if s.game.pool[o.card].name == "Recruit"]
    s = run(2)
    assert s.zone("Viktor, Leader") == "BOARD" and s.obj("Viktor, Leader").damage == 2
    assert s.zone("Daring Poro") == "TRASH"
    recruits = [o for o in s.game.objs if s.game.pool[o.card].name == "Recruit"]
    assert len(recruits) == 1 and recruits[0].controller == 1 and recruits[0].loc == 0


@pytest.mark.ruling("000_afaca1b02f421d55::warwicks-ability-resolves-during-the-combat")
def test_warwick_attack_trigger_on_the_initial_chain(scenario):
    """459.2.d / 383.4.e: Warwick's 'when I attack' goes on the initial chain; with a chain, the
    defender has a Reaction window but no Action window (309.1.a). Units damaged beforehand by
    Flurry of Blades are killed; with no defenders left, P0 conquers (461.5)."""
    s = scenario(spec(
        {"base": ["Warwick, Hunter"], "hand": ["Flurry of Blades"], "runes": runes("body", 1)},
        {"field": [["Shipyard Skulker", "Shipyard Skulker"], []],
         "hand": ["Gust", "Challenge"], "runes": runes("chaos", 1) + runes("body", 3)},
        bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, "play Flurry of Blades")
    settle(s)
    assert [u.damage for u in g.units_at(1)] == [1, 1]
    act(s, mv(s, "Warwick, Hunter"), TO_A)
    pass_to(s, 1)
    assert len(g.chain) == 1 and g.showdown.combat
    assert s.can("play Gust") and not s.can("play Challenge")
    s.pass_until(lambda s: s.game.showdown is None)
    assert [s.zone("Shipyard Skulker", 1, i) for i in (0, 1)] == ["TRASH", "TRASH"]
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::warwicks-ability-resolves-during-the-combat")
def test_warwick_flurry_in_response_to_the_trigger(scenario):
    """Nuance: Flurry of Blades (Reaction) cast in response to Warwick's trigger resolves first
    (340.1), so the trigger then kills both damaged units: same result."""
    s = scenario(spec(
        {"base": ["Warwick, Hunter"], "hand": ["Flurry of Blades"], "runes": runes("body", 1)},
        {"field": [["Shipyard Skulker", "Shipyard Skulker"], []]},
        bfs=[{"card": PLAZA, "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Warwick, Hunter"), TO_A)
    assert len(g.chain) == 1 and s.decision.player == 0
    act(s, "play Flurry of Blades")
    s.pass_until(lambda s: s.game.showdown is None)
    assert not g.units_at(1, 1)
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::no-the-opponent-cannot-react-after")
def test_bullet_time_amount_is_paid_on_resolution(scenario):
    """742.1.a: Bullet Time's 'pay any amount of [A]' is a cost within its instructions, paid as
    it resolves: P1 decides on responses without knowing the amount, and gets no priority
    between the payment and the damage. The caster may pay 0."""
    s = scenario(spec(
        {"hand": ["Bullet Time"], "runes": runes("body", 6)},
        {"field": [["Daring Poro", "Vanguard Sergeant"], []],
         "hand": ["Gust"], "runes": runes("chaos", 1)}))
    g = s.game
    w = Watch(s)
    act(s, "play Bullet Time", f"target {PLAZA}")
    assert len(g.players[0].rune_deck) == 0           # only its Energy was paid so far
    pass_to(s, 1)
    act(s, "pass")
    assert s.kind == DecisionKind.CHOOSE_MODE and s.options()[-1] == "option 6"  # 6 runes
    m = w.mark()
    act(s, "option 4")
    assert len(g.players[0].rune_deck) == 4           # 4 runes recycled for [A][A][A][A]
    assert s.zone("Daring Poro") == "TRASH" and s.zone("Vanguard Sergeant", 1) == "TRASH"
    assert [e for e in w.log[m:] if e[1] == 1 and e[5] < first_index(s, EventKind.DIE)] == []
    s2 = scenario(spec({"hand": ["Bullet Time"], "runes": runes("body", 6)},
                       {"field": [["Daring Poro"], []]}))
    act(s2, "play Bullet Time", f"target {PLAZA}")
    while s2.kind != DecisionKind.CHOOSE_MODE:
        s2.do("pass")
    act(s2, "option 0")
    assert s2.obj("Daring Poro").damage == 0 and len(s2.game.players[0].rune_deck) == 0


@pytest.mark.ruling("000_afaca1b02f421d55::when-you-put-charm-on-the")
def test_charm_declares_a_destination_and_vilemaws_lair_blocks_base(scenario):
    """355.4 / 355.4.a: Charm's destination is chosen as it is played; P0's own base is never a
    location an enemy unit can be in, and Vilemaw's Lair ('units can't move from here to
    base') rules out P1's base too (the ruling's 'you cannot move it there'); the other
    battlefield is fine. The move keeps the unit exhausted (441)."""
    s = scenario(spec(
        {"hand": ["Charm"], "runes": runes("calm", 2)},
        {"field": [[{"card": "Shipyard Skulker", "exhausted": True}], ["Daring Poro"]]},
        bfs=["Vilemaw's Lair", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, "play Charm", tgt(s, "Shipyard Skulker"))
    dest = [e for e in w.log if e[0] == DecisionKind.DESTINATION]
    assert dest and dest[0][6] == 1                   # only the other battlefield
    assert dest[0][3] == 1                            # chosen while Charm is being played
    settle(s)
    u = s.obj("Shipyard Skulker")
    assert u.loc == 2 and u.exhausted
    assert g.bfs[1].controller == 1 and g.showdown is None


@pytest.mark.ruling("000_afaca1b02f421d55::yes-the-player-can-add-a")
def test_floated_power_survives_divine_judgment_and_pays_to_hide(scenario):
    """165 / 166: Power floated while paying for Divine Judgment stays in the pool until the end
    of the turn (here a Fury Power, which can't pay Divine Judgment's Order symbols), so after
    Divine Judgment recycles all but 2 of each, it still pays [A] to hide a card at a
    battlefield P0 controls (811.1.b / 421)."""
    s = scenario(spec(
        {"hand": ["Divine Judgment", "Fight or Flight"], "runes": runes("order", 9),
         "pool": {"power": {"fury": 1}}, "field": [["Shipyard Skulker"], []]},
        {"base": ["Daring Poro"]}))
    g = s.game
    act(s, "play Divine Judgment")
    assert g.players[0].power == {"fury": 1}
    while g.chain:
        choose_firsts(s) if s.kind == DecisionKind.CHOOSE_CARD else s.do("pass")
    choose_firsts(s)                                  # P0 keeps 2 of the 7 runes left
    assert len(g.players[0].runes) == 2 and g.players[0].power == {"fury": 1}
    act(s, "hide Fight or Flight", TO_A)
    assert s.zone("Fight or Flight") == "FACEDOWN" and g.players[0].power == {}
    assert len(g.players[0].runes) == 2


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-get-priority-back-when")
def test_add_abilities_give_priority_back(scenario):
    """429.2.a / 339.1: P1's [Add] ability (Seal of Rage) resolves at once without passing
    priority, but counts as adding to the chain: after P1 passes, P0 gets priority again and
    Divine Judgment has not resolved; P1 may then counter it with Wind Wall."""
    s = scenario(spec(
        {"hand": ["Divine Judgment"], "runes": runes("order", 9)},
        {"base": ["Seal of Rage"], "hand": ["Wind Wall"], "runes": runes("calm", 5)}))
    g = s.game
    w = Watch(s)
    act(s, "play Divine Judgment")
    pass_to(s, 1)                                     # P0 passed without adding anything
    m = w.mark()
    act(s, "activate ability 0 of Seal of Rage")
    assert g.players[1].power == {"fury": 1} and len(g.chain) == 1
    back = [e for e in w.log[m:] if e[0] == DecisionKind.PRIORITY]
    assert back[0][1] == 0 and back[0][3] == 1        # P0 has priority again over DJ ...
    assert s.zone("Divine Judgment") == "CHAIN"       # ... which has not resolved
    assert s.decision.player == 1                     # P0 passed once more: P1 again
    act(s, "play Wind Wall", f"target Divine Judgment #{s.id('Divine Judgment')}")
    settle(s)
    assert s.zone("Divine Judgment") == "TRASH" and len(g.players[0].runes) == 7
    assert s.zone("Seal of Rage") == "BOARD"          # Divine Judgment never resolved


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-get-priority-back-when")
def test_passing_in_a_row_resolves_the_spell(scenario):
    """339.1: if both players pass in a row without adding anything, the spell resolves."""
    s = scenario(spec(
        {"hand": ["Divine Judgment"], "runes": runes("order", 9)},
        {"base": ["Seal of Rage"], "hand": ["Wind Wall"], "runes": runes("calm", 5)}))
    act(s, "play Divine Judgment")
    pass_to(s, 1)
    act(s, "pass")
    choose_firsts(s)
    assert s.zone("Divine Judgment") == "TRASH"
    assert len(s.game.players[1].runes) == 2          # P1 kept 2 runes of 5


@pytest.mark.ruling("000_afaca1b02f421d55::you-must-pay-the-deflect-cost")
def test_icathian_rain_pays_deflect_per_choice(scenario):
    """809.1.c: Deflect's [A] is paid each time a spell chooses the unit: choosing Qiyana for 3 of
    Icathian Rain's 6 instructions (Spiritforged errata: six separate 'Deal 2') adds 3 [A]
    to 7 Energy + 3 Power, all paid as it is played (356-357). P1 gets one window; on
    resolution she takes 2+2+2 with no priority in between, and dies in the cleanup."""
    s = scenario(spec(
        {"hand": ["Icathian Rain"], "runes": runes("fury", 7)},
        {"field": [["Qiyana, Victorious", "Vanguard Sergeant"], []]}))
    g = s.game
    act(s, "play Icathian Rain")
    q, v = tgt(s, "Qiyana, Victorious"), tgt(s, "Vanguard Sergeant", 1)
    for t in (q, q, q, v, v, v):
        act(s, t)
    assert len(g.players[0].rune_deck) == 6           # 3 fury + 3 Deflect [A], recycled
    assert all(g.objs[r].exhausted for r in g.players[0].runes)
    w = Watch(s)
    settle(s)
    assert s.zone("Qiyana, Victorious") == "TRASH"
    hits = [e.value for e in events(s, EventKind.DAMAGE) if e.obj == s.id("Qiyana, Victorious")]
    assert hits == [2, 2, 2]
    assert not [e for e in w.log if e[3] == 0]        # no decision once it resolved


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-must-declare-the-target")
def test_dragons_rage_reflexive_trigger(scenario):
    """355.4 / 355.5: Dragon's Rage declares its unit and destination as it is played; if it
    resolves, the 'Then do this:' reflexive trigger (387, Origins errata) goes on the chain and
    chooses the other enemy unit then; it is an ability, not a spell, so Defy can't hit it.
    They deal 3 and 5 to each other."""
    s = scenario(spec(
        {"hand": ["Dragon's Rage"], "runes": runes("body", 5)},
        {"field": [["Shipyard Skulker"], ["Playful Phantom"]],
         "hand": ["Defy"], "runes": runes("calm", 2)}))
    g = s.game
    w = Watch(s)
    act(s, "play Dragon's Rage", tgt(s, "Shipyard Skulker"), TO_B)
    assert [e for e in w.log if e[0] == DecisionKind.DESTINATION]
    pass_to(s, 1)
    assert s.can("play Defy")
    n, m = len(g.events), w.mark()
    act(s, "pass")
    settle(s)
    assert [(e.obj, e.loc) for e in events(s, EventKind.MOVE, n)] == [
        (s.id("Shipyard Skulker"), 2)]
    trig = first_index(s, EventKind.TRIGGER, n, obj=s.id("Dragon's Rage"))
    assert trig > first_index(s, EventKind.MOVE, n)   # the reflexive trigger came after
    p1 = [e for e in w.priority(1, m) if e[5] > trig]
    assert p1 and all(e[6] == 1 for e in p1)          # P1's window: Defy can't target it
    assert s.zone("Shipyard Skulker") == "TRASH"
    assert s.obj("Playful Phantom").damage == 3


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-must-declare-the-target")
def test_dragons_rage_countered_makes_no_reflexive_trigger(scenario):
    """425: Defy counters Dragon's Rage (4 Energy + 1 Power is within its limit): the unit
    doesn't move and no reflexive trigger is made."""
    s = scenario(spec(
        {"hand": ["Dragon's Rage"], "runes": runes("body", 5)},
        {"field": [["Shipyard Skulker"], ["Playful Phantom"]],
         "hand": ["Defy"], "runes": runes("calm", 2)}))
    act(s, "play Dragon's Rage", tgt(s, "Shipyard Skulker"), TO_B)
    pass_to(s, 1)
    act(s, "play Defy", f"target Dragon's Rage #{s.id(chr(68) + 'ragon' + chr(39) + 's Rage')}")
    settle(s)
    assert s.zone("Dragon's Rage") == "TRASH"
    assert s.obj("Shipyard Skulker").loc == 1 and s.obj("Shipyard Skulker").damage == 0
    assert not events(s, EventKind.TRIGGER)


@pytest.mark.ruling("000_afaca1b02f421d55::no-you-must-declare-and-pay")
def test_repeat_is_declared_and_paid_while_playing(scenario):
    """820.1.c.1 / 356.2.b: Repeat is an optional additional cost paid as the spell is played,
    before anyone else has priority; the spell is still one item (820.2): Defy (which checks
    the printed cost, 4 Energy and [A] at most) counters both executions and nothing is
    refunded. Frigid Touch (Repeat [2]) stands in for the ruling's unnamed spell."""
    s = scenario(spec(
        {"hand": ["Frigid Touch"], "runes": runes("mind", 4)},
        {"field": [["Playful Phantom", "Vanguard Sergeant"], []],
         "hand": ["Defy"], "runes": runes("calm", 2)}))
    g = s.game
    w = Watch(s)
    act(s, "play Frigid Touch")
    assert s.kind == DecisionKind.OPTIONAL_COST
    act(s, "yes", tgt(s, "Playful Phantom"), tgt(s, "Vanguard Sergeant", 1))
    assert all(g.objs[r].exhausted for r in g.players[0].runes)    # 2 + 2 paid
    kinds = [(k, p) for k, p in w.kinds()]
    assert kinds.index((DecisionKind.OPTIONAL_COST, 0)) < kinds.index((DecisionKind.PRIORITY, 1))
    assert len(g.chain) == 1
    pass_to(s, 1)
    act(s, "play Defy", f"target Frigid Touch #{s.id('Frigid Touch')}")
    settle(s)
    assert s.might("Playful Phantom") == 5 and s.might("Vanguard Sergeant", 1) == 4
    assert all(g.objs[r].exhausted for r in g.players[0].runes)


@pytest.mark.ruling("000_afaca1b02f421d55::casting-spells-is-not-combat-units")
def test_spell_damage_adds_up_until_a_heal(scenario):
    """143.3.b / 317.2.b: damage stays marked until a combat ends or the turn ends; two Falling
    Stars (3+3 each) on a 7-Might Thousand-Tailed Watcher in base total 12 and kill it (spells
    may target units in base). A non-combat showdown heals nothing (348)."""
    s = scenario(spec(
        {"legend": "Daughter of the Void", "hand": ["Falling Star", "Falling Star"],
         "runes": runes("fury", 8), "base": ["Shipyard Skulker"]},
        {"base": ["Thousand-Tailed Watcher"]}))
    g = s.game
    act(s, "play Falling Star", tgt(s, "Thousand-Tailed Watcher"), tgt(s, "Thousand-Tailed Watcher"))
    settle(s)
    assert s.obj("Thousand-Tailed Watcher").damage == 6
    act(s, mv(s, "Shipyard Skulker"), TO_A)            # variant A: an open showdown
    s.pass_until(lambda s: s.game.showdown is None)
    assert g.bfs[0].controller == 0 and s.obj("Thousand-Tailed Watcher").damage == 6
    act(s, "play Falling Star", tgt(s, "Thousand-Tailed Watcher"), tgt(s, "Thousand-Tailed Watcher"))
    settle(s)
    assert s.zone("Thousand-Tailed Watcher") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::casting-spells-is-not-combat-units")
def test_a_combat_elsewhere_heals_between_the_spells(scenario):
    """Variant B: 461.1.a.1: a combat ending anywhere heals every unit, so after it the second
    Falling Star alone leaves the Watcher at 6 damage."""
    s = scenario(spec(
        {"hand": ["Falling Star", "Falling Star"], "runes": runes("fury", 8),
         "base": ["Playful Phantom"]},
        {"base": ["Thousand-Tailed Watcher"], "field": [["Daring Poro"], []]}))
    act(s, "play Falling Star", tgt(s, "Thousand-Tailed Watcher"), tgt(s, "Thousand-Tailed Watcher"))
    settle(s)
    act(s, mv(s, "Playful Phantom"), TO_A)
    s.pass_until(lambda s: s.game.showdown is None)
    assert s.obj("Thousand-Tailed Watcher").damage == 0
    act(s, "play Falling Star", tgt(s, "Thousand-Tailed Watcher"), tgt(s, "Thousand-Tailed Watcher"))
    settle(s)
    assert s.obj("Thousand-Tailed Watcher").damage == 6
    assert s.zone("Thousand-Tailed Watcher") == "BOARD"


@pytest.mark.ruling("000_afaca1b02f421d55::channeled-runes-enter-ready-by-default")
def test_channeled_runes_ready_unless_told_otherwise(scenario):
    """315.3.b / 430.2: Channel Phase runes enter ready; Catalyst of Aeons channels 2 exhausted,
    and with 1 rune left it channels that one exhausted and draws 1 (430.4). Obelisk of Power:
    a player's first Beginning Phase channels 1 rune, ready."""
    s = scenario(spec(
        {"hand": ["Catalyst of Aeons", "Catalyst of Aeons"], "runes": runes("body", 8),
         "rune_deck": ["Calm Rune"] * 3}))
    g = s.game
    act(s, "play Catalyst of Aeons")
    settle(s)
    new = [g.objs[r] for r in g.players[0].runes if g.pool[g.objs[r].card].name == "Calm Rune"]
    assert len(new) == 2 and all(r.exhausted for r in new)
    hand_before = len(g.players[0].hand)
    act(s, "play Catalyst of Aeons")
    settle(s)
    new = [g.objs[r] for r in g.players[0].runes if g.pool[g.objs[r].card].name == "Calm Rune"]
    assert len(new) == 3 and all(r.exhausted for r in new)
    assert len(g.players[0].hand) == hand_before - 1 + 1    # played one, drew one
    s2 = scenario(spec({"rune_deck": ["Calm Rune"] * 4}, turn=1, phase="awaken",
                       bfs=["Obelisk of Power", FORGE]))
    p0 = s2.game.players[0]
    assert len(p0.runes) == 3 and not any(s2.game.objs[r].exhausted for r in p0.runes)


@pytest.mark.ruling("000_afaca1b02f421d55::when-you-charm-a-unit-with")
def test_charmed_attacker_triggers_first_defender_triggers_on_top(scenario):
    """187.3.a / 459.2.b.1: Charm moves P1's Yasuo onto P0's Reaver's Row on P0's turn; P1
    applied Contested, so P1 attacks and has focus. 459.2.d.1: the attacker's triggers are
    placed first (Yasuo), then the defender's (Reaver's Row, and Nine-Tailed Fox, which goes
    with the defender's by player, not by wording); last placed resolves first (340.1), so
    Reaver's Row pulls D to base before Yasuo's trigger (which mistargets). With no defender
    left, P1 conquers Reaver's Row during P0's turn. (The ruling's 'attack triggers resolve
    first' means placed first, as seed 000 ruling 7 and v1.3 459.2.d.1 say.)"""
    s = scenario(spec(
        {"legend": "Nine-Tailed Fox", "hand": ["Charm"], "runes": runes("calm", 2),
         "field": [["Shipyard Skulker"], []]},
        {"field": [[], ["Yasuo, Remorseful"]]},
        bfs=["Reaver's Row", FORGE]))
    g = s.game
    n = len(g.events)
    act(s, "play Charm", tgt(s, "Yasuo, Remorseful"), "to Reaver's Row")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)   # Charm resolved: combat
    assert g.showdown.combat and g.showdown.attacker == 1 and g.showdown.defender == 0
    assert s.decision.player == 0                       # (Yasuo's trigger chose D by itself)
    act(s, "option 0")                                  # P0: Reaver's Row, then the Fox on top
    act(s, "yes", tgt(s, "Shipyard Skulker"))
    yasuo, rr, fox = s.id("Yasuo, Remorseful"), g.bfs[0].obj, g.players[0].legend
    placed = [e.obj for e in events(s, EventKind.TRIGGER, n)]
    assert placed == [yasuo, rr, fox]
    s.pass_until(lambda s: s.game.showdown is None)
    resolved = [e.obj for e in events(s, EventKind.RESOLVE, n) if e.obj != s.id("Charm")]
    assert resolved == [fox, rr, yasuo]
    assert s.obj("Shipyard Skulker").loc == 0 and s.obj("Shipyard Skulker").damage == 0
    assert g.bfs[0].controller == 1 and g.players[1].points == 1
    assert layers.might(g, s.obj("Yasuo, Remorseful")) == 5    # the Fox's -1 this turn


@pytest.mark.ruling("000_afaca1b02f421d55::during-a-combat-cleanup-damage-is")
def test_combat_cleanup_heals_every_unit_everywhere(scenario):
    """461.1.a.1: the combat's special cleanup heals all units, not only those at the combat:
    Flurry of Blades' damage on P1's unit at the other battlefield is gone too."""
    s = scenario(spec(
        {"base": ["Playful Phantom"], "hand": ["Flurry of Blades"], "runes": runes("body", 1)},
        {"field": [["Shipyard Skulker"], ["Shipyard Skulker"]]}))
    g = s.game
    act(s, "play Flurry of Blades")
    settle(s)
    assert [u.damage for u in g.units_at(1) + g.units_at(2)] == [1, 1]
    act(s, mv(s, "Playful Phantom"), TO_A)
    s.pass_until(lambda s: s.game.showdown is None)
    assert s.zone("Shipyard Skulker", 1, 0) == "TRASH"
    assert s.obj("Shipyard Skulker", 1, 1).damage == 0
    assert s.obj("Playful Phantom").damage == 0
    assert g.bfs[0].controller == 0 and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::yes-all-units-everywhere-heal-when")
def test_any_combat_heals_units_in_base_and_elsewhere(scenario):
    """461.1.a.1 / 143.3.b.2: after Falling Star damaged a unit in P1's base and one at the other
    battlefield, a combat at BF-A ends and both are at 0 damage."""
    s = scenario(spec(
        {"base": ["Mountain Drake"], "hand": ["Falling Star"], "runes": runes("fury", 4),
         "keep": False},
        {"base": ["Playful Phantom"], "field": [["Daring Poro"], ["Vanguard Sergeant"]]}))
    act(s, "play Falling Star", tgt(s, "Playful Phantom"), tgt(s, "Vanguard Sergeant", 1))
    settle(s)
    assert s.obj("Playful Phantom").damage == 3 and s.obj("Vanguard Sergeant", 1).damage == 3
    act(s, mv(s, "Mountain Drake"), TO_A)
    s.pass_until(lambda s: s.game.showdown is None)
    assert events(s, EventKind.COMBAT_END)
    assert s.obj("Playful Phantom").damage == 0 and s.obj("Vanguard Sergeant", 1).damage == 0


@pytest.mark.ruling("000_afaca1b02f421d55::after-the-initial-chain-resolves-the")
def test_attacker_has_focus_after_the_initial_chain(scenario):
    """459.2.c / 459.2.g / 346.1: after the initial chain (here only P1's Fortified Position
    defend trigger) resolves, the attacker has focus; with no initial chain, the attacker has
    focus when the showdown opens."""
    s = scenario(spec(
        {"base": ["Playful Phantom"], "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
        {"field": [["Vanguard Sergeant"], []]},
        bfs=["Fortified Position", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Playful Phantom"), "to Fortified Position")
    act(s, tgt(s, "Vanguard Sergeant", 1))             # the defend trigger's choice (P1)
    settle(s)
    assert s.obj("Vanguard Sergeant", 1).designation == DEFENDER
    assert s.might("Vanguard Sergeant", 1) == 6               # Shield 2 this combat
    assert g.showdown.focus == 0 and s.decision.player == 0 and not g.chain
    s2 = scenario(spec(
        {"base": ["Playful Phantom"], "hand": ["Hextech Ray"], "runes": runes("fury", 2)},
        {"field": [["Vanguard Sergeant"], []]}))
    act(s2, mv(s2, "Playful Phantom"), TO_A)
    assert not s2.game.chain and s2.game.showdown.focus == 0 and s2.decision.player == 0
    assert w.log                                              # (the first run was watched)


@pytest.mark.ruling("000_afaca1b02f421d55::yes-when-combat-fully-resolves-all")
def test_earlier_spell_damage_is_healed_by_a_combat(scenario):
    """461.1.a.1: Hextech Ray's 3 damage on P1's 5-Might unit at BF-B is healed when a combat at
    BF-A ends, so a second Hextech Ray no longer kills it."""
    s = scenario(spec(
        {"base": ["Vanguard Sergeant"], "hand": ["Hextech Ray", "Hextech Ray"],
         "runes": runes("fury", 4)},
        {"field": [["Daring Poro"], ["Playful Phantom"]]}))
    act(s, "play Hextech Ray", tgt(s, "Playful Phantom"))
    settle(s)
    assert s.obj("Playful Phantom").damage == 3
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    s.pass_until(lambda s: s.game.showdown is None)
    assert s.obj("Playful Phantom").damage == 0
    act(s, "play Hextech Ray", tgt(s, "Playful Phantom"))
    settle(s)
    assert s.zone("Playful Phantom") == "BOARD" and s.obj("Playful Phantom").damage == 3


@pytest.mark.ruling("000_afaca1b02f421d55::there-is-no-window-to-play")
def test_hidden_teemo_defends_when_played_into_combat(scenario):
    """459.2.b / 459.2.d: designations and attack/defend triggers come first, so there is no
    window before combat opens; once P1 has focus, Teemo, Strategist from hidden enters at
    BF-A, becomes a defender in the next cleanup (323.2, 383.4.f) and his defend trigger
    happens once: 1 damage per [Hidden] card among P1's top 5, then they are recycled."""
    s = scenario(spec(
        {"base": ["Vanguard Sergeant"]},
        {"field": [["Daring Poro"], []],
         "deck": ["Fight or Flight", "Stalwart Poro", "Pakaa Cub", "Stalwart Poro",
                  "Stalwart Poro", "Stalwart Poro"]},
        bfs=[{"card": PLAZA, "controller": 1,
              "hidden": {"card": "Teemo, Strategist", "controller": 1}}, FORGE]))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    combat = first_index(s, EventKind.SHOWDOWN)
    assert not [e for e in w.priority(1) if e[5] < combat]
    pass_to(s, 1)
    act(s, "play Teemo, Strategist")
    settle(s)
    teemo = s.id("Teemo, Strategist")
    assert len([e for e in events(s, EventKind.TRIGGER) if e.obj == teemo]) == 1
    hits = [e.value for e in events(s, EventKind.DAMAGE) if e.obj == s.id("Vanguard Sergeant")]
    assert hits[0] == 2                                        # Fight or Flight, Pakaa Cub
    assert len(g.players[1].deck) == 6                         # the 5 went to the bottom
    finish_showdown(s)
    assert len([e for e in events(s, EventKind.TRIGGER) if e.obj == teemo]) == 1


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-can-exhaust-runes-to")
def test_nocturne_played_for_any_power_from_the_sanctum_look(scenario):
    """357.1.a / 429.3: when the Candlelit Sanctum's conquer look finds Nocturne, Horrifying,
    he may be banished and played for [A] (Origins errata), paying with a rune recycled for
    Power. riftsim's payment planner makes the rune's Energy and Power itself and floats
    nothing extra, so the ruling's leftover floated Energy is not modelled. 354.3 / 337.1.b
    (seed 004, Origins FAQ): played as the look happens, he is a pending chain item until the
    Sanctum's ability has finished; then he is finalized (location, [A]) and enters."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"], "runes": runes("chaos", 1),
         "deck": ["Nocturne, Horrifying", "Pakaa Cub", "Stalwart Poro"]},
        bfs=["The Candlelit Sanctum", FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to The Candlelit Sanctum")
    s.pass_until(lambda s: s.kind == DecisionKind.MAY)
    assert g.players[0].points == 1
    act(s, "yes")                                      # banish him as you look at him
    assert s.zone("Nocturne, Horrifying") == "BANISHMENT"
    act(s, "yes")                                      # and play him for [A]: pending
    assert s.zone("Nocturne, Horrifying") == "CHAIN"
    act(s, "done")                                     # keep Pakaa Cub on top
    act(s, "base")                                     # the look is over: he is finalized
    noc = s.obj("Nocturne, Horrifying")
    assert noc.zone == Zone.BOARD and noc.exhausted
    assert g.players[0].runes == [] and len(g.players[0].rune_deck) == 1
    settle(s)
    assert names(g, g.players[0].deck[:2]) == ["Pakaa Cub", "Stalwart Poro"]


def _final_point_sanctum(scenario, **extra):
    return scenario(spec(
        {"base": ["Shipyard Skulker"], "points": 7,
         "deck": ["Pakaa Cub", "Daring Poro", "Mystic Poro", "Stalwart Poro"]},
        bfs=["The Candlelit Sanctum", FORGE], **extra))


@pytest.mark.ruling("000_afaca1b02f421d55::you-draw-the-card-before-resolving")
def test_final_point_draw_comes_before_the_sanctum_look(scenario):
    """466.1.b.2 / 466.2: at 7 points without every battlefield scored, conquering draws a card
    instead of the 8th point; that is part of scoring and happens before the conquer trigger
    goes on the chain (383.4.c.2.c: it still triggers), so the Sanctum looks at the next two."""
    s = _final_point_sanctum(scenario)
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to The Candlelit Sanctum")
    s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_CARD)
    assert hand(s) == ["Pakaa Cub"] and g.players[0].points == 7
    looked = sorted(o.split(" #")[0] for o in s.options() if o != "done")
    assert looked == ["choose Daring Poro", "choose Mystic Poro"]
    assert first_index(s, EventKind.DRAW) < first_index(s, EventKind.TRIGGER)


@pytest.mark.ruling("000_afaca1b02f421d55::when-you-conquer-a-location-you")
def test_conquer_point_or_draw_first_then_conquer_effects(scenario):
    """466 / 466.2.a: the conquer's point (or the card drawn instead of the final point) comes
    first; only then is the Sanctum's trigger put on the chain and resolved: after recycling
    one of the two looked-at cards, the other is back on top of the deck."""
    s = _final_point_sanctum(scenario)
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to The Candlelit Sanctum")
    s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_CARD)
    score = first_index(s, EventKind.SCORE)
    assert 0 <= score < first_index(s, EventKind.DRAW) < first_index(s, EventKind.TRIGGER)
    act(s, "choose Daring Poro", "done")
    settle(s)
    assert names(g, g.players[0].deck) == ["Mystic Poro", "Stalwart Poro", "Daring Poro"]


@pytest.mark.ruling("000_afaca1b02f421d55::any-buff-on-your-board-can")
def test_hirana_spends_any_buff_you_control(scenario):
    """702.2.b / 383.3.b: Monastery of Hirana's 'spend a buff to draw 1' may spend the buff of a
    unit in P0's base (paid as the trigger is put on the chain, 742.1.b)."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker", {"card": "Daring Poro", "buff": 1}]},
        bfs=["Monastery of Hirana", FORGE]))
    g = s.game
    assert s.might("Daring Poro") == 3
    act(s, mv(s, "Shipyard Skulker"), "to Monastery of Hirana")
    s.pass_until(lambda s: s.kind == DecisionKind.OPTIONAL_COST or not s.game.showdown)
    act(s, "yes")
    settle(s)
    assert s.obj("Daring Poro").buff == 0 and s.might("Daring Poro") == 2
    assert hand(s) == ["Stalwart Poro"] and g.players[0].points == 1


@pytest.mark.ruling("000_afaca1b02f421d55::the-score-point-and-draw-happen")
def test_sanctum_and_kaisa_order_decides_what_the_sanctum_sees(scenario):
    """466 / 383.3.d: the conquer point comes first (3 -> 4); then P0 orders the two conquer
    triggers. Kai'Sa, Survivor's draw resolving first makes the Sanctum see Y and Z; the
    Sanctum resolving first makes it see X and Y. (A conquer gives a point or, at the final
    point, a draw, not both: 466.1.b.2.)"""
    def run(first):
        s = scenario(spec(
            {"base": ["Kai'Sa, Survivor"], "points": 3,
             "deck": ["Pakaa Cub", "Daring Poro", "Mystic Poro", "Stalwart Poro"]},
            bfs=["The Candlelit Sanctum", FORGE]))
        act(s, mv(s, "Kai'Sa, Survivor"), "to The Candlelit Sanctum")
        s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
        assert s.game.players[0].points == 4
        act(s, first)
        s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_CARD)
        return s, sorted(o.split(" #")[0] for o in s.options() if o != "done")
    kaisa_first_placed = run("option 0")[1]             # Kai'Sa placed first: Sanctum on top
    assert kaisa_first_placed == ["choose Daring Poro", "choose Pakaa Cub"]
    s, seen = run("option 1")                          # the Sanctum placed first
    assert seen == ["choose Daring Poro", "choose Mystic Poro"]
    assert hand(s) == ["Pakaa Cub"]


def _zaun(scenario, unit="Kai'Sa, Survivor", points=3, hand_=(), deck=None):
    return scenario(spec(
        {"base": [unit], "points": points, "hand": list(hand_),
         "deck": deck or ["Pakaa Cub", "Daring Poro", "Mystic Poro", "Stalwart Poro"]},
        bfs=["Zaun Warrens", FORGE]))


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-can-choose-the-order")
def test_zaun_before_kaisa_leaves_two_cards(scenario):
    """383.3.d / 340.1: P0 (empty hand) orders the conquer triggers: Kai'Sa's placed first and
    Zaun Warrens' on top: Zaun resolves first (discard nothing, draw 1), then Kai'Sa draws:
    two cards. The other order: Kai'Sa draws, Zaun discards it and draws: one card."""
    s = _zaun(scenario)
    act(s, mv(s, "Kai'Sa, Survivor"), "to Zaun Warrens")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    assert s.game.players[0].points == 4
    act(s, "option 0")                                 # Kai'Sa's first (bottom)
    settle(s)
    assert len(s.game.players[0].hand) == 2
    s = _zaun(scenario)
    act(s, mv(s, "Kai'Sa, Survivor"), "to Zaun Warrens")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    act(s, "option 1")                                 # Zaun's first: Kai'Sa resolves first
    settle(s)
    assert hand(s) == ["Daring Poro"] and s.zone("Pakaa Cub") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-still-draw-a-card")
def test_zaun_draws_even_with_nothing_to_discard(scenario):
    """422.4 / 359.3.e.11: 'discard 1, then draw 1' are separate instructions (no 'to'): with
    an empty hand the discard does nothing and the draw still happens."""
    s = _zaun(scenario, unit="Shipyard Skulker", points=2)
    act(s, mv(s, "Shipyard Skulker"), "to Zaun Warrens")
    s.pass_until(lambda s: not s.game.showdown and not s.game.chain)
    assert s.game.players[0].points == 3 and hand(s) == ["Pakaa Cub"]
    assert not events(s, EventKind.DISCARD)


@pytest.mark.ruling("000_afaca1b02f421d55::drawing-the-card-is-part-of")
def test_final_point_draw_then_zaun_trigger(scenario):
    """466.1.b.2 / 466.2: at 7 points the conquer draws instead of scoring (part of the score,
    before the trigger is placed: the ruling's 'finalized in the following cleanup' is the
    pre-Unleashed wording of 335/337); then Zaun Warrens discards 1 and draws 1."""
    s = _zaun(scenario, unit="Shipyard Skulker", points=7, hand_=["Flurry of Blades"])
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to Zaun Warrens")
    s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_CARD)
    assert g.players[0].points == 7 and hand(s) == ["Flurry of Blades", "Pakaa Cub"]
    act(s, "choose Flurry of Blades")
    settle(s)
    assert hand(s) == ["Pakaa Cub", "Daring Poro"] and g.players[0].points == 7


@pytest.mark.ruling("000_afaca1b02f421d55::you-cannot-choose-the-order-scoring")
def test_final_point_draw_cannot_be_ordered_among_triggers(scenario):
    """466.1.b.2 / 383.4.c.2.c: the draw replacing the final point is part of the conquer and
    uses no chain, so nothing asks where to put it: it happens before the Zaun trigger is
    placed, then the trigger discards 1 and draws 1."""
    s = _zaun(scenario, unit="Shipyard Skulker", points=7)
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Shipyard Skulker"), "to Zaun Warrens")
    s.pass_until(lambda s: not s.game.showdown and not s.game.chain)
    assert not [e for e in w.log if e[0] == DecisionKind.ORDER_TRIGGERS]
    draws = [i for i, e in enumerate(g.events) if e.kind == EventKind.DRAW]
    trig = first_index(s, EventKind.TRIGGER)
    assert len(draws) == 2 and draws[0] < trig < draws[1]
    assert hand(s) == ["Daring Poro"] and s.zone("Pakaa Cub") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::when-multiple-abilities-trigger-at-the")
def test_controller_orders_simultaneous_triggers_lifo(scenario):
    """383.3.d / 187.6.a: P0 controls both the battlefield's and the unit's conquer effects and
    chooses their placement order; the last placed resolves first (340.1)."""
    s = _zaun(scenario)
    g = s.game
    act(s, mv(s, "Kai'Sa, Survivor"), "to Zaun Warrens")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    assert s.decision.player == 0 and len(s.options()) == 2
    n = len(g.events)
    act(s, "option 1")                                 # Zaun placed first, Kai'Sa on top
    settle(s)
    placed = [e.obj for e in events(s, EventKind.TRIGGER, n)]
    resolved = [e.obj for e in events(s, EventKind.RESOLVE, n)]
    assert placed == [g.bfs[0].obj, s.id("Kai'Sa, Survivor")]
    assert resolved == placed[::-1]


@pytest.mark.ruling("000_afaca1b02f421d55::death-triggers-occur-before-conquer-triggers")
def test_death_and_conquer_triggers_of_one_resolution_step(scenario):
    """The ruling: units die in the Resolution Step, their death triggers (Viktor's Recruit,
    then the Recruit's Vision from Gemcraft Seer) resolve, and only then is Zaun Warrens
    conquered and its trigger placed. The catalogue noted a possible conflict with v1.3 (HOT
    FEPR, 335.1-335.2, read as handling all of the Resolution Step's tasks before finalizing
    pending items); faq/unleashed-rules-faq-and-clarifications.md, "How does HOT FEPR actually
    work?", settles it: the Resolution Step's subsections (Combat Cleanup, Determine Combat
    Result, Establish Control, Combat Ends) each have a FEPR window before the next (461.2-
    461.4), as the Spiritforged FAQ on Draven, Audacious has a win trigger resolve before the
    conquer point. So the death triggers resolve, with P0 still on 0 points, before the
    conquer (461.5.d) and Zaun's trigger: Viktor, then Vision, then Zaun."""
    s = scenario(spec(
        {"base": ["Viktor, Leader", "Gemcraft Seer", "Daring Poro"], "hand": ["Pakaa Cub"]},
        {"field": [["Playful Phantom"], []]},
        bfs=[{"card": "Zaun Warrens", "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Viktor, Leader"), mv(s, "Gemcraft Seer"), mv(s, "Daring Poro"),
        "to Zaun Warrens")
    while s.kind != DecisionKind.ASSIGN_DAMAGE:
        s.do("pass")
    n = len(g.events)
    while s.kind == DecisionKind.ASSIGN_DAMAGE:       # P1's 5: 2 lethal on X, 3 on Viktor
        act(s, tgt(s, "Daring Poro") if s.can(tgt(s, "Daring Poro")) else tgt(s, "Viktor, Leader"))
    assert s.zone("Daring Poro") == "TRASH" and s.zone("Playful Phantom") == "TRASH"
    points_at_vision = None
    for _ in range(40):
        if s.kind == DecisionKind.MAY:
            points_at_vision = (g.players[0].points, g.bfs[0].controller)
            s.do("no")                                  # Vision: keep the top card
        elif s.kind == DecisionKind.CHOOSE_CARD:
            act(s, "choose Pakaa Cub")                  # Zaun: discard 1
        elif g.chain or g.showdown is not None:
            s.do("pass")
        else:
            break
    assert points_at_vision == (0, 1)                  # not conquered yet
    recruit = [o.id for o in g.objs if g.pool[o.card].name == "Recruit"]
    assert len(recruit) == 1
    resolved = [e.obj for e in events(s, EventKind.RESOLVE, n)]
    assert resolved == [s.id("Viktor, Leader"), recruit[0], g.bfs[0].obj]
    assert first_index(s, EventKind.RESOLVE, n, obj=recruit[0]) < \
        first_index(s, EventKind.SCORE, n, player=0)
    assert g.players[0].points == 1 and g.bfs[0].controller == 0
    assert s.zone("Pakaa Cub") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::when-conquering-a-battlefield-you-can")
def test_group_standard_move_with_ganking(scenario):
    """144.3 / 144.4: any number of ready units move together from base to one battlefield;
    a unit at another battlefield may join only with Ganking (810), and all go to the same
    place; exhausted units can't (144.2: exhausting is the cost)."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker", "Daring Poro", {"card": "Pouty Poro", "exhausted": True}],
         "field": [[], [{"card": "Vanguard Sergeant", "keywords": ["Ganking"]},
                        "Playful Phantom"]]}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"))
    opts = s.options()
    assert mv(s, "Daring Poro") in opts and mv(s, "Vanguard Sergeant") in opts
    assert mv(s, "Pouty Poro") not in opts and mv(s, "Playful Phantom") not in opts
    act(s, mv(s, "Daring Poro"), mv(s, "Vanguard Sergeant"))
    assert [o for o in s.options() if o.startswith("to ")] == [TO_A]   # one destination
    n = len(g.events)
    act(s, TO_A)
    moved = {e.obj for e in events(s, EventKind.MOVE, n)}
    assert moved == {bid(s, "Shipyard Skulker"), bid(s, "Daring Poro"), bid(s, "Vanguard Sergeant")}
    assert all(g.objs[i].exhausted and g.objs[i].loc == 1 for i in moved)
    assert len(events(s, EventKind.SHOWDOWN, n)) == 1


@pytest.mark.ruling("000_afaca1b02f421d55::when-multiple-abilities-trigger-on-the")
def test_void_burrower_and_hall_of_legends(scenario):
    """Conflict: the ruling lets Hall of Legends ready Rek'Sai so that Void Burrower's 'exhaust
    me to …' can be paid afterwards. Under v1.3 (383.3.b, 742.1.b; Unleashed patch notes) a
    trigger's cost within its instructions is paid as it is finalized, before anything
    resolves, so: (1) ready legend: place Hall first and Void Burrower on top (paying the
    exhaust), it resolves, then Hall readies the legend; (2) legend already exhausted: Void
    Burrower's trigger can't be put on the chain at all."""
    s = scenario(spec(
        {"legend": "Void Burrower", "base": ["Shipyard Skulker"], "runes": runes("order", 3),
         "deck": ["Pakaa Cub", "Daring Poro", "Stalwart Poro"]},
        bfs=["Hall of Legends", FORGE]))
    g = s.game
    legend = g.players[0].legend
    act(s, mv(s, "Shipyard Skulker"), "to Hall of Legends")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    n = len(g.events)
    act(s, "option 1")                                 # Hall first, Void Burrower on top
    act(s, "yes", "yes")                               # Hall's "you may pay 1"; VB's "may"
    exhaust = first_index(s, EventKind.EXHAUST, n, obj=legend)
    assert 0 <= exhaust < first_index(s, EventKind.RESOLVE, n)   # paid as it was placed
    while s.kind != DecisionKind.CHOOSE_CARD:
        s.do("pass")
    assert len(events(s, EventKind.REVEAL, n)) == 2
    act(s, "choose Daring Poro", "base")               # banish it, then play it (2 Energy)
    settle(s)
    assert s.zone("Daring Poro") == "BOARD"
    assert not g.objs[legend].exhausted                # Hall readied it last
    assert names(g, g.players[0].deck)[-1] == "Pakaa Cub"   # the other one was recycled
    s2 = scenario(spec(
        {"legend": {"card": "Void Burrower", "exhausted": True}, "base": ["Shipyard Skulker"],
         "runes": runes("order", 3)},
        bfs=["Hall of Legends", FORGE]))
    g2 = s2.game
    act(s2, mv(s2, "Shipyard Skulker"), "to Hall of Legends")
    s2.pass_until(lambda s: s.kind in (DecisionKind.MAY, DecisionKind.ORDER_TRIGGERS))
    act(s2, "option 0")                                # VB's first (bottom), Hall's on top
    while g2.chain or s2.kind == DecisionKind.MAY:
        s2.do("yes" if s2.kind == DecisionKind.MAY else "pass")
    lg = g2.players[0].legend
    assert [e.obj for e in events(s2, EventKind.RESOLVE)] == [g2.bfs[0].obj]   # Hall only
    assert not g2.objs[lg].exhausted and not events(s2, EventKind.REVEAL)


@pytest.mark.ruling("000_afaca1b02f421d55::there-is-a-showdown-for-responses")
def test_open_showdown_is_not_a_combat(scenario):
    """316.5.b.1 / 807.1.d: moving into an empty battlefield starts a showdown with no Attacker
    or Defender: Assault does not apply (Immortal Phoenix stays at 3) and nothing 'attacks';
    P1 may respond: Hextech Ray kills it, and nobody conquers (348.2)."""
    s = scenario(spec(
        {"base": ["Immortal Phoenix"]},
        {"hand": ["Hextech Ray"], "runes": runes("fury", 2)}))
    g = s.game
    act(s, mv(s, "Immortal Phoenix"), TO_A)
    assert g.showdown is not None and not g.showdown.combat
    assert s.might("Immortal Phoenix") == 3 and s.obj("Immortal Phoenix").designation == 0
    assert not events(s, EventKind.TRIGGER)
    pass_to(s, 1)
    act(s, "play Hextech Ray", tgt(s, "Immortal Phoenix"))
    finish_showdown(s)
    assert s.zone("Immortal Phoenix") == "TRASH"
    assert g.bfs[0].controller == NONE and g.players[0].points == 0


@pytest.mark.ruling("000_afaca1b02f421d55::yes-actions-can-be-played-when")
def test_actions_and_reactions_in_an_open_showdown(scenario):
    """345 / 347 / 806.1.b: every player takes part in the showdown on an empty battlefield; P1
    may play an Action (Hextech Ray is offered) or a Reaction: Gust returns the unit, so nobody
    conquers and P0 scores nothing."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"]},
        {"hand": ["Gust", "Hextech Ray"], "runes": runes("chaos", 1) + runes("fury", 2)}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    pass_to(s, 1)
    assert s.can("play Hextech Ray") and s.can("play Gust")
    act(s, "play Gust", tgt(s, "Shipyard Skulker"))
    finish_showdown(s)
    assert s.zone("Shipyard Skulker") == "HAND"
    assert g.bfs[0].controller == NONE and g.players[0].points == 0


@pytest.mark.ruling("000_afaca1b02f421d55::yes-kaisas-ability-triggers-after-you")
def test_kaisa_evolutionary_counts_the_conquer_point(scenario):
    """466.2 / 383.4.c.2.a: Kai'Sa, Evolutionary's conquer trigger is placed after the point is
    gained (3 -> 4), so Back to Back (3 Energy) qualifies (3 < 4); it is played without its
    Energy cost, resolves, and is recycled instead of going to the trash (356.1.b.2, 419.3).
    At 2 -> 3 points it would not qualify (3 < 3 is false)."""
    s = scenario(spec(
        {"base": ["Kai'Sa, Evolutionary", "Shipyard Skulker"], "points": 3,
         "trash": ["Back to Back"]}))
    g = s.game
    act(s, mv(s, "Kai'Sa, Evolutionary"), TO_A)
    s.pass_until(lambda s: s.kind == DecisionKind.MAY)
    assert g.players[0].points == 4
    act(s, "yes")
    while s.kind != DecisionKind.TARGET:
        s.do("pass")
    act(s, tgt(s, "Kai'Sa, Evolutionary"), tgt(s, "Shipyard Skulker"))
    settle(s)
    assert s.might("Kai'Sa, Evolutionary") == 8 and s.might("Shipyard Skulker") == 5
    assert s.zone("Back to Back") == "DECK" and g.players[0].deck[-1] == s.id("Back to Back")
    assert g.players[0].runes == []                    # nothing was paid
    s2 = scenario(spec(
        {"base": ["Kai'Sa, Evolutionary", "Shipyard Skulker"], "points": 2,
         "trash": ["Back to Back"]}))
    act(s2, mv(s2, "Kai'Sa, Evolutionary"), TO_A)
    s2.pass_until(lambda s: s.kind == DecisionKind.MAY)
    act(s2, "yes")
    settle(s2)
    assert s2.game.players[0].points == 3 and s2.zone("Back to Back") == "TRASH"


@pytest.mark.ruling("000_afaca1b02f421d55::you-declare-qiyana-as-chain-1")
def test_qiyana_then_sanctum_and_choice_on_resolution(scenario):
    """383.3.d / 340.1: Qiyana's conquer trigger placed first and the Sanctum's second, so the
    Sanctum resolves first; Qiyana's 'draw 1 or channel 1 rune exhausted' is chosen only as it
    resolves, after the Sanctum's result is known."""
    s = scenario(spec(
        {"base": ["Qiyana, Victorious"], "rune_deck": ["Body Rune"] * 2,
         "deck": ["Pakaa Cub", "Daring Poro", "Stalwart Poro"]},
        bfs=["The Candlelit Sanctum", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Qiyana, Victorious"), "to The Candlelit Sanctum")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    assert g.players[0].points == 1
    act(s, "option 0")                                 # Qiyana's first (bottom)
    s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_CARD)
    assert not [e for e in w.log if e[0] == DecisionKind.CHOOSE_MODE]
    act(s, "choose Pakaa Cub", "done")                 # the Sanctum: recycle X, keep Y on top
    s.pass_until(lambda s: s.kind == DecisionKind.CHOOSE_MODE)
    act(s, "option 1")                                 # now: channel 1 rune exhausted
    settle(s)
    assert len(g.players[0].runes) == 1 and g.objs[g.players[0].runes[0]].exhausted
    assert names(g, g.players[0].deck) == ["Daring Poro", "Stalwart Poro", "Pakaa Cub"]


@pytest.mark.ruling("000_afaca1b02f421d55::you-declare-qiyana-as-chain-1")
def test_qiyana_dead_in_combat_has_no_conquer_trigger(scenario):
    """383.4.c.2.a: only units present when their controller conquers have conquer effects:
    Qiyana died in the combat, another unit conquers, and only the Sanctum triggers."""
    s = scenario(spec(
        {"base": ["Qiyana, Victorious", "Mountain Drake"], "keep": False},
        {"field": [["Vanguard Sergeant"], []]},
        bfs=[{"card": "The Candlelit Sanctum", "controller": 1}, FORGE]))
    g = s.game
    act(s, mv(s, "Qiyana, Victorious"), mv(s, "Mountain Drake"), "to The Candlelit Sanctum")
    while s.kind != DecisionKind.ASSIGN_DAMAGE:
        s.do("pass")
    while s.kind == DecisionKind.ASSIGN_DAMAGE:
        act(s, tgt(s, "Qiyana, Victorious") if s.decision.player == 1 else s.options()[0])
    assert s.zone("Qiyana, Victorious") == "TRASH" and g.players[0].points == 1
    trig = [e.obj for e in events(s, EventKind.TRIGGER)]
    assert trig == [g.bfs[0].obj]


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-can-spend-the-buff")
def test_sett_and_hirana_buff_spent_then_regained(scenario):
    """Case 1: Sett, Brawler (buffed, 5) conquers Monastery of Hirana: Hirana's trigger spends
    his buff as it is put on the chain (383.3.b, 742.1.b) and draws 1; Sett's own conquer
    trigger buffs him again: P0 drew 1 and Sett is back to 5."""
    s = scenario(spec(
        {"base": [{"card": "Sett, Brawler", "buff": 1}]},
        bfs=["Monastery of Hirana", FORGE]))
    assert s.might("Sett, Brawler") == 5
    act(s, mv(s, "Sett, Brawler"), "to Monastery of Hirana")
    s.pass_until(lambda s: s.kind in (DecisionKind.ORDER_TRIGGERS, DecisionKind.OPTIONAL_COST))
    if s.kind == DecisionKind.ORDER_TRIGGERS:
        act(s, "option 0")
    act(s, "yes")
    settle(s)
    assert hand(s) == ["Stalwart Poro"]
    assert s.obj("Sett, Brawler").buff == 1 and s.might("Sett, Brawler") == 5


@pytest.mark.ruling("000_afaca1b02f421d55::yes-you-can-spend-the-buff")
def test_sett_unbuffed_hirana_cost_cannot_be_paid(scenario):
    """Case 2 (conflict): the ruling orders Sett's trigger to resolve first so Hirana spends the
    new buff. Under v1.3 (383.3.b / 742.1.b, Unleashed patch notes) Hirana's 'spend a buff'
    cost is paid when its trigger is finalized, before Sett's trigger resolves, when P0 has no
    buff: Hirana's trigger can't be placed; Sett ends buffed and P0 draws nothing."""
    s = scenario(spec(
        {"base": ["Sett, Brawler"]},
        bfs=["Monastery of Hirana", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, mv(s, "Sett, Brawler"), "to Monastery of Hirana")
    s.pass_until(lambda s: s.kind == DecisionKind.ORDER_TRIGGERS)
    act(s, "option 1")                                 # Hirana placed first, Sett's on top
    settle(s)
    assert not [e for e in w.log if e[0] == DecisionKind.OPTIONAL_COST]
    assert hand(s) == [] and s.obj("Sett, Brawler").buff == 1
    assert g.players[0].points == 1


# ============================================================================ seed 003
# Excerpts of a later Core Rules edition (its cross-references are renumbered: 'rule 188
# Control' = v1.3 185, '469.1' = v1.3 464.1, '467 Scoring' = v1.3 462).


@pytest.mark.ruling("003_4c264dea3788a80d::tokens-can-have-costs-appended-to")
def test_reflection_copy_gets_the_copied_cost(scenario):
    """Later edition (not in v1.3, whose 182.2.a says tokens have no costs): a copy effect
    appends every copyable trait to a token, its cost included (472.1.a): Deceiver's
    Reflection copying Yasuo, Remorseful is named Yasuo, has 6 Might, costs 6 Energy + 2 Power
    and has Temporary. P0 conquers with Yasuo and another unit; Deceiver (discard 1, exhaust)
    plays a ready Reflection there, then (errata: 'Then do this') it becomes a copy of Yasuo.
    Its 'when you play me' effects don't fire (it was played as a Reflection)."""
    s = scenario(spec(
        {"legend": "Deceiver", "base": ["Shipyard Skulker", "Yasuo, Remorseful"],
         "hand": ["Pakaa Cub"]}))
    g = s.game
    assert g.pool.by_name("Deceiver").implemented
    act(s, mv(s, "Shipyard Skulker"))
    act(s, f"move Yasuo, Remorseful #{bid(s, 'Yasuo, Remorseful')}", TO_B)
    finish_showdown(s)
    assert g.players[0].points == 1 and s.kind == DecisionKind.MAY
    act(s, "yes")                                      # discard Pakaa Cub, exhaust Deceiver
    assert s.zone("Pakaa Cub") == "TRASH" and g.objs[g.players[0].legend].exhausted
    n = len(g.events)
    while s.kind != DecisionKind.TARGET:               # the reflexive "then do this"
        s.do("pass")
    reflection = [o for o in g.objs if o.token and o.zone == Zone.BOARD]
    assert len(reflection) == 1 and reflection[0].loc == 2 and not reflection[0].exhausted
    act(s, tgt(s, "Yasuo, Remorseful"))
    settle(s)
    copy = reflection[0]
    info = g.pool[copy.card]
    assert info.name == "Yasuo, Remorseful" and layers.might(g, copy) == 6
    assert (info.energy, info.power) == (6, 2) and layers.has(g, copy, "Temporary")
    assert copy.token and copy.controller == 0 and copy.loc == 2
    assert not [e for e in events(s, EventKind.TRIGGER, n) if e.obj == copy.id]


def _conquer_open(scenario, unit="Shipyard Skulker", **p0):
    s = scenario(spec({"base": [unit], **p0}))
    act(s, mv(s, unit), TO_A)
    return s


@pytest.mark.ruling("003_4c264dea3788a80d::conquering-a-battlefield-see-rule-467")
def test_basic_conquer_scores_a_point(scenario):
    """462-464.1: moving to an empty, uncontrolled battlefield, both passing in the showdown:
    P0 establishes control and scores 1 point by conquering."""
    s = _conquer_open(scenario)
    finish_showdown(s)
    g = s.game
    assert g.bfs[0].controller == 0 and g.players[0].points == 1
    assert [(e.player, e.loc, e.value) for e in events(s, EventKind.SCORE)] == [(0, 1, 1)]


@pytest.mark.ruling("003_4c264dea3788a80d::if-only-one-players-units-remain")
def test_showdown_end_control_only_if_not_already_controlled(scenario):
    """348.2.a: when a non-combat showdown closes with only P0's units there, P0 takes control.
    If P0 already controls the battlefield, a unit arriving (Ride the Wind) changes nothing:
    no showdown, no control change, no conquer."""
    s = _conquer_open(scenario)
    finish_showdown(s)
    assert s.game.bfs[0].controller == 0
    assert len(events(s, EventKind.CONTROL)) == 1
    s2 = scenario(spec(
        {"base": ["Daring Poro"], "field": [["Shipyard Skulker"], []],
         "hand": ["Ride the Wind"], "runes": runes("chaos", 3)}))
    g = s2.game
    assert g.bfs[0].controller == 0
    act(s2, "play Ride the Wind", tgt(s2, "Daring Poro"), TO_A)
    settle(s2)
    assert s2.obj("Daring Poro").loc == 1 and g.showdown is None
    assert not events(s2, EventKind.CONTROL) and not events(s2, EventKind.SCORE)
    assert g.players[0].points == 0


@pytest.mark.ruling("003_4c264dea3788a80d::this-results-in-a-conquer-if")
def test_regaining_a_battlefield_scored_this_turn_is_no_conquer(scenario):
    """348.2.a.1 / 465: P0 conquers BF-A (+1); during P0's showdown at BF-B, P1 Gusts P0's unit
    away from BF-A, which becomes uncontrolled (187.4.c); P0 conquers BF-B (+1) and then takes
    BF-A again: control, but no second point for BF-A this turn."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker", "Daring Poro", "Vanguard Sergeant"]},
        {"hand": ["Gust"], "runes": runes("chaos", 1)}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert g.players[0].points == 1
    act(s, mv(s, "Daring Poro"), TO_B)
    pass_to(s, 1)
    act(s, "play Gust", tgt(s, "Shipyard Skulker"))
    finish_showdown(s)
    assert g.bfs[0].controller == NONE and g.players[0].points == 2
    act(s, mv(s, "Vanguard Sergeant"), TO_A)
    finish_showdown(s)
    assert g.bfs[0].controller == 0 and g.players[0].points == 2
    assert len(events(s, EventKind.SCORE)) == 2


@pytest.mark.ruling("003_4c264dea3788a80d::this-does-not-include-making-choices")
def test_trigger_choices_are_made_when_the_trigger_is_placed(scenario):
    """355.5.b / 383.4.a.2: playing a unit with a play trigger asks for no target while the unit
    is played: Solari Shieldbearer's 'stun a unit' chooses when its trigger goes on the chain,
    with the unit already on the board. 390.2: Targon's Peak's 'ready up to 2 runes at the end
    of this turn' is a delayed trigger: its runes are chosen at the end of the turn."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"], "hand": ["Solari Shieldbearer"],
         "runes": runes("calm", 3)},
        {"base": ["Daring Poro"]},
        bfs=["Targon's Peak", FORGE]))
    g = s.game
    w = Watch(s)
    act(s, "play Solari Shieldbearer", "base")
    assert s.kind == DecisionKind.TARGET and s.zone("Solari Shieldbearer") == "BOARD"
    assert [k for k, _ in w.kinds()][:2] == [DecisionKind.PLAY_LOCATION, DecisionKind.TARGET] \
        or [k for k, _ in w.kinds()][0] == DecisionKind.TARGET
    act(s, tgt(s, "Daring Poro"))
    settle(s)
    assert s.obj("Daring Poro").stunned
    m = w.mark()
    act(s, mv(s, "Shipyard Skulker"), "to Targon's Peak")
    finish_showdown(s)
    settle(s)
    assert g.players[0].points == 1
    assert not [e for e in w.log[m:] if e[0] == DecisionKind.TARGET]   # nothing chosen yet
    act(s, "end turn")
    assert s.kind == DecisionKind.TARGET and g.phase == Phase.ENDING
    while s.kind == DecisionKind.TARGET:               # only now: up to 2 exhausted runes
        s.do([o for o in s.options() if o.startswith("target")][0])
    assert sum(1 for r in g.players[0].runes if not g.objs[r].exhausted) == 2


@pytest.mark.ruling("003_4c264dea3788a80d::if-a-delayed-abilitys-duration-has")
def test_targons_peak_conquered_in_the_ending_step_makes_no_delayed_trigger(scenario):
    """Later edition (v1.3 389-392 are silent): a delayed ability whose window has already
    passed is never created. P0 reacts to Dark Child's end-of-turn trigger with Thrill of the
    Hunt, replaying a unit at empty Targon's Peak and conquering it in the Ending Step: no
    'ready up to 2 runes at the end of this turn' happens, and P0's runes stay exhausted."""
    s = scenario(spec(
        {"legend": "Dark Child - Starter", "base": ["Shipyard Skulker"],
         "hand": ["Thrill of the Hunt"], "runes": runes("fury", 3) + runes("body", 2, True)},
        bfs=["Targon's Peak", FORGE]))
    g = s.game
    act(s, "end turn")
    assert g.phase == Phase.ENDING and s.decision.player == 0
    if s.kind == DecisionKind.TARGET:                  # Dark Child: ready up to 2 runes
        act(s, "done")
    act(s, "play Thrill of the Hunt", tgt(s, "Shipyard Skulker"), "to Targon's Peak")
    finish_showdown(s) if g.showdown else None
    while g.chain or g.showdown or s.kind not in (None, DecisionKind.PRIORITY):
        if s.kind == DecisionKind.TARGET:
            act(s, "done")
        elif s.kind == DecisionKind.CHOOSE_BATTLEFIELD:
            act(s, s.options()[0])
        else:
            s.do("pass")
        if g.turn_player == 1:
            break
    s.pass_until(lambda s: s.game.turn_player == 1)
    assert g.bfs[0].controller == 0 and g.players[0].points == 1
    peak_delayed = [e for e in events(s, EventKind.TRIGGER) if e.obj == g.bfs[0].obj
                    and e.value == 1]
    assert peak_delayed == []
    assert sum(1 for r in g.players[0].runes if g.objs[r].exhausted) >= 2


@pytest.mark.ruling("003_4c264dea3788a80d::if-a-delayed-abilitys-duration-has")
def test_akshan_leaving_before_his_play_effect_takes_no_gear(scenario):
    """Later edition: if Akshan leaves the board in response to his play effect, 'you control it
    until I leave the board' is never created: P1's gear stays under P1's control. (P1 answers
    with Shakedown: P0 declines the draw, Akshan takes 6 and dies before his trigger
    resolves.) Without the response, P0 takes the gear to their base."""
    def start(p1_hand):
        s = scenario(spec(
            {"hand": ["Akshan, Mischievous"], "runes": runes("body", 6)},
            {"base": ["Seal of Rage"], "hand": p1_hand, "runes": runes("fury", 3)}))
        act(s, "play Akshan, Mischievous")
        assert s.kind == DecisionKind.OPTIONAL_COST        # [body][body] more (356.2.b)
        act(s, "yes")
        return s
    s = start(["Shakedown"])
    assert s.game.pool.by_name("Akshan, Mischievous").implemented
    akshan = bid(s, "Akshan, Mischievous")
    assert s.game.chain and s.game.chain[-1].source == akshan   # his trigger, Seal chosen
    pass_to(s, 1)
    act(s, "play Shakedown", f"target Akshan, Mischievous #{akshan}")
    pass_to(s, 0)
    while s.kind != DecisionKind.MAY:
        s.do("pass")
    act(s, "no")                                       # no draw for P1: 6 damage instead
    settle(s)
    assert s.zone("Akshan, Mischievous") == "TRASH"
    seal = s.obj("Seal of Rage")
    assert seal.controller == 1 and seal.zone == Zone.BOARD and seal.loc == 0
    s = start(["Stupefy"])
    settle(s)
    assert s.obj("Seal of Rage").controller == 0 and s.obj("Seal of Rage").loc == 0


@pytest.mark.ruling("003_4c264dea3788a80d::triggered-abilities-can-usually-be-recognized")
def test_triggered_abilities_when_at_and_the_nth_time(scenario):
    """383.1: 'When …' (Monastery of Hirana), 'At the end of your turn …' (Dark Child) and 'The
    first time I move each turn …' (Miss Fortune, Captain) are triggered abilities; the 'first
    time' one triggers at most once per turn (383.1.b)."""
    pool = scenario(spec()).game.pool
    for name in ("Monastery of Hirana", "Dark Child - Starter", "Miss Fortune, Captain"):
        assert pool.by_name(name).abilities_of(dsl.Triggered), name
    s = scenario(spec(
        {"base": ["Miss Fortune, Captain", {"card": "Shipyard Skulker", "exhausted": True}],
         "hand": ["Ride the Wind"], "runes": runes("chaos", 3)}))
    mf = bid(s, "Miss Fortune, Captain")
    act(s, f"move Miss Fortune, Captain #{mf}", TO_A)
    assert s.kind == DecisionKind.MAY                  # her move trigger
    act(s, "yes", tgt(s, "Shipyard Skulker"))
    finish_showdown(s)
    assert not s.obj("Shipyard Skulker").exhausted
    act(s, "play Ride the Wind", f"target Miss Fortune, Captain #{mf}", TO_B)   # 2nd move
    settle(s)
    assert s.obj("Miss Fortune, Captain").loc == 2
    assert len([e for e in events(s, EventKind.TRIGGER) if e.obj == mf]) == 1


@pytest.mark.ruling("003_4c264dea3788a80d::conquer-effects-are-triggered-abilities-whose")
def test_conquer_effect_needs_its_unit_to_conquer(scenario):
    """383.4.c: Kai'Sa, Survivor's 'when I conquer' fires when she conquers, not when another
    unit conquers while she is in base."""
    s = scenario(spec({"base": ["Kai'Sa, Survivor", "Shipyard Skulker"]}))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert s.game.players[0].points == 1 and not events(s, EventKind.TRIGGER)
    act(s, mv(s, "Kai'Sa, Survivor"), TO_B)
    finish_showdown(s)
    settle(s)
    assert [e.obj for e in events(s, EventKind.TRIGGER)] == [s.id("Kai'Sa, Survivor")]
    assert hand(s) == ["Stalwart Poro"]


@pytest.mark.ruling("003_4c264dea3788a80d::these-are-commonly-structured-as-when")
def test_when_i_conquer_and_when_you_conquer_are_conquer_effects(scenario):
    """383.4.c.1: 'When I conquer' (Qiyana, Victorious) and 'When you conquer' (Void Burrower,
    Zaun Warrens' 'when you conquer here') all trigger on the same conquer."""
    s = scenario(spec(
        {"legend": "Void Burrower", "base": ["Qiyana, Victorious"]},
        bfs=["Zaun Warrens", FORGE]))
    act(s, mv(s, "Qiyana, Victorious"), "to Zaun Warrens")
    finish_showdown(s)
    assert s.kind == DecisionKind.ORDER_TRIGGERS and len(s.options()) == 3


@pytest.mark.ruling("003_4c264dea3788a80d::this-category-of-triggered-abilities-encompasses")
def test_conquer_effects_of_present_units_even_when_the_point_is_replaced(scenario):
    """383.4.c.2: (a) Qiyana's trigger is placed after P0's point; (c) a 'when I conquer' unit
    elsewhere doesn't trigger; (b) 383.4.c.2.c: at 7 points without every battlefield scored,
    the point is replaced by a draw (466.1.b.2) and the conquer effects still trigger."""
    s = scenario(spec(
        {"base": ["Qiyana, Victorious"], "field": [[], ["Kai'Sa, Survivor"]]},
        bfs=[PLAZA, {"card": FORGE, "controller": 0}]))
    act(s, mv(s, "Qiyana, Victorious"), TO_A)
    finish_showdown(s)
    trig = [e.obj for e in events(s, EventKind.TRIGGER)]
    assert trig == [s.id("Qiyana, Victorious")]        # not Kai'Sa (she is elsewhere)
    assert first_index(s, EventKind.POINTS) < first_index(s, EventKind.TRIGGER)
    s2 = scenario(spec({"base": ["Qiyana, Victorious"], "points": 7},
                       bfs=["Zaun Warrens", FORGE]))
    act(s2, mv(s2, "Qiyana, Victorious"), "to Zaun Warrens")
    finish_showdown(s2)
    assert s2.game.players[0].points == 7 and hand(s2) == ["Stalwart Poro"]
    assert s2.kind == DecisionKind.ORDER_TRIGGERS     # Qiyana's and Zaun's both triggered


@pytest.mark.ruling("003_4c264dea3788a80d::these-triggered-abilities-can-be-referred")
def test_conquer_effects_trigger_on_conquer_not_on_hold(scenario):
    """383.4.c.3: these are the conquer effects: Zaun Warrens' fires when P0 conquers it, not
    when P0 holds it at the start of a turn."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]},
                      bfs=["Zaun Warrens", FORGE], phase="awaken"))
    assert s.game.players[0].points == 1 and not events(s, EventKind.TRIGGER)
    s2 = scenario(spec({"base": ["Shipyard Skulker"]}, bfs=["Zaun Warrens", FORGE]))
    act(s2, mv(s2, "Shipyard Skulker"), "to Zaun Warrens")
    finish_showdown(s2)
    assert [e.obj for e in events(s2, EventKind.TRIGGER)] == [s2.game.bfs[0].obj]


@pytest.mark.ruling("003_4c264dea3788a80d::to-do-so-that-player-checks")
def test_reckoners_arena_activates_conquer_effects_of_units_here(scenario):
    """Later edition (v1.3 has no rule for 'activate'): holding Reckoner's Arena checks each
    conquer effect of P0's units there as if they had conquered it: Qiyana's goes on the chain
    (draw 1 or channel 1 rune exhausted); Yone, Blademaster's needs 'a battlefield that was
    uncontrolled', which isn't so, and is not placed."""
    s = scenario(spec(
        {"field": [["Qiyana, Victorious", "Yone, Blademaster"], []]},
        {"base": ["Daring Poro"]},
        bfs=["Reckoner's Arena", FORGE], phase="awaken"))
    g = s.game
    assert g.players[0].points == 1
    while s.kind != DecisionKind.CHOOSE_MODE:
        s.do("pass")
    act(s, "option 0")                                 # Qiyana: draw 1
    settle(s)
    trig = [e.obj for e in events(s, EventKind.TRIGGER)]
    assert trig == [g.bfs[0].obj, s.id("Qiyana, Victorious")]
    assert s.obj("Daring Poro").damage == 0
    assert len(g.players[0].hand) == 2                 # Qiyana's draw + the Draw Phase


@pytest.mark.ruling("003_4c264dea3788a80d::triggered-abilities-outside-of-the-board")
def test_trash_trigger_works_only_from_the_trash(scenario):
    """385.2: Super Mega Death Rocket!'s 'When you conquer, you may discard 1 to return this
    from your trash to your hand' works while it is in the trash, and not in hand."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker"], "trash": ["Super Mega Death Rocket!"],
         "hand": ["Pakaa Cub"]}))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert s.kind == DecisionKind.MAY
    act(s, "yes", "choose Pakaa Cub")
    settle(s)
    assert s.zone("Super Mega Death Rocket!") == "HAND" and s.zone("Pakaa Cub") == "TRASH"
    s2 = scenario(spec({"base": ["Shipyard Skulker"], "hand": ["Super Mega Death Rocket!",
                                                              "Pakaa Cub"]}))
    act(s2, mv(s2, "Shipyard Skulker"), TO_A)
    finish_showdown(s2)
    assert s2.game.players[0].points == 1 and not events(s2, EventKind.TRIGGER)


@pytest.mark.ruling("003_4c264dea3788a80d::separate-instances-of-an-object-or")
def test_each_banish_and_replay_refers_to_its_own_card(scenario):
    """427.3.a / 393: linked abilities of separate instances refer only to their own banished
    card (the ruling's spell is hypothetical): two Thrill of the Hunts each banish one unit and
    replay exactly that unit."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker", "Daring Poro"],
         "hand": ["Thrill of the Hunt", "Thrill of the Hunt"],
         "runes": runes("fury", 4) + runes("body", 2)}))
    g = s.game
    n = len(g.events)
    act(s, "play Thrill of the Hunt", tgt(s, "Shipyard Skulker"))
    act(s, "play Thrill of the Hunt", tgt(s, "Daring Poro"))
    while g.chain or s.kind == DecisionKind.PLAY_LOCATION:
        s.do(TO_A if s.kind == DecisionKind.PLAY_LOCATION and s.can(TO_A) else "pass")
    banished = [e.obj for e in events(s, EventKind.BANISH, n)]
    played = [e.obj for e in events(s, EventKind.PLAY, n)
              if g.pool[g.objs[e.obj].card].type == "unit"]
    assert banished == [s.id("Daring Poro"), s.id("Shipyard Skulker")]
    assert played == banished


@pytest.mark.ruling("003_4c264dea3788a80d::the-replacing-token-is-treated-as")
def test_replacing_token_is_the_same_object_for_here(scenario):
    """Later edition: a token replacing a battlefield counts as the same game object for
    effects that refer to it: P0 holds Navori Fighting Pit; Navori's 'buff a unit here' is
    placed first and Green Father's trigger on top; Green Father replaces Navori with Brush
    (Navori to banishment as replaced, 438.5); Navori's trigger then still finds 'here' and
    its target and buffs it. Control and the scoring carry over (438.1)."""
    s = scenario(spec(
        {"legend": "Green Father", "field": [["Shipyard Skulker"], []]},
        bfs=["Navori Fighting Pit", FORGE], phase="awaken"))
    g = s.game
    assert g.pool.by_name("Green Father").implemented
    navori = g.bfs[0].obj
    assert s.kind == DecisionKind.ORDER_TRIGGERS and g.players[0].points == 1
    n = len(g.events)
    act(s, "option 1")                                 # Navori's trigger placed first
    act(s, "yes")                                      # Green Father: exhaust me
    settle(s)
    assert [e.obj for e in events(s, EventKind.RESOLVE, n)] == [g.players[0].legend, navori]
    assert s.obj("Shipyard Skulker").buff == 1
    assert g.pool[g.objs[g.bfs[0].obj].card].name == "Brush"
    assert g.objs[navori].zone == Zone.BANISHMENT and g.bfs[0].replaced == navori
    assert g.bfs[0].controller == 0 and 0 in g.players[0].scored
    assert not [e for e in events(s, EventKind.BANISH) if e.obj == navori]


@pytest.mark.ruling("003_4c264dea3788a80d::skip-is-an-action-that-interacts")
def test_skip_your_draw_phase(scenario):
    """Later edition: 'Skip your Draw Phase' replaces the Draw Phase with nothing (Endless
    Riches): P0 draws no card that turn."""
    s = scenario(spec({"base": ["Endless Riches"]}, phase="awaken"))
    assert s.game.pool.by_name("Endless Riches").implemented
    assert not events(s, EventKind.DRAW)


@pytest.mark.ruling("003_4c264dea3788a80d::establishing-control-results-in-a-conquer")
def test_winning_a_combat_is_a_conquer_once_per_turn(scenario):
    """461.5.d / 464.1: winning a combat at P1's battlefield establishes control and, since P0
    hasn't scored it this turn, is a conquer (+1)."""
    s = scenario(spec({"base": ["Playful Phantom"]}, {"field": [["Daring Poro"], []]}))
    g = s.game
    assert g.bfs[0].controller == 1
    act(s, mv(s, "Playful Phantom"), TO_A)
    finish_showdown(s)
    assert g.bfs[0].controller == 0 and g.players[0].points == 1
    assert [e.value for e in events(s, EventKind.SCORE)] == [1]


@pytest.mark.ruling("003_4c264dea3788a80d::conquer-a-player-gains-control-of")
def test_a_conquer_is_gaining_control_of_an_unscored_battlefield(scenario):
    """464.1 / 465: the score is logged as a conquer (SCORE value 1) when P0 gains control of a
    battlefield not scored this turn; holding it at the start of the next turn is a hold
    (value 2)."""
    s = _conquer_open(scenario)
    finish_showdown(s)
    g = s.game
    act(s, "end turn")
    s.pass_until(lambda s: s.game.turn_player == 0)
    assert [(e.player, e.value) for e in events(s, EventKind.SCORE)] == [(0, 1), (0, 2)]
    assert g.players[0].points == 2


@pytest.mark.ruling("003_4c264dea3788a80d::in-modes-of-play-with-teammates")
def test_teammate_battlefield_at_the_scoring_step_is_disqualified(scenario):
    """464.1.a / 484.8.b (this excerpt narrows it to the Scoring Step): a battlefield A2 controls
    during A1's Scoring Step can't be scored by conquering by team A that turn: A1's turn
    starts with A2 holding The Grand Plaza; A1 kills A2's unit there with Hextech Ray (A2
    loses control, 187.4.c) and moves in: A1 controls it, with no score and no point."""
    s = scenario({"mode": "2v2", "phase": "awaken",
                  "battlefields": [PLAZA, FORGE, "Zaun Warrens"],
                  "players": [{"base": ["Shipyard Skulker", "Vanguard Sergeant"],
                               "hand": ["Hextech Ray"], "runes": runes("fury", 2),
                               "deck": DECK},                  # (a move left to make)
                              {"deck": DECK},
                              {"field": [["Daring Poro"], [], []], "deck": DECK},
                              {"deck": DECK}]})
    g = s.game
    assert g.phase == Phase.MAIN and g.bfs[0].controller == 2 and g.ally_held == {0}
    act(s, "play Hextech Ray", f"target Daring Poro #{bid(s, 'Daring Poro')}")
    settle(s)
    assert g.bfs[0].controller == NONE
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert g.bfs[0].controller == 0 and s.points() == [0, 0, 0, 0]
    assert events(s, EventKind.SCORE) == []


@pytest.mark.ruling("003_4c264dea3788a80d::notably-points-gained-from-sources-that")
def test_non_conquer_points_can_be_the_winning_point(scenario):
    """466.1.a.1: points not from conquering aren't bound by the final-point rule: P0 at 7
    wins with a burn-out point (431.2: P1 draws from an empty deck), and Ahri, Alluring's
    'when I hold, you score 1 point' takes P0 from 6 to 8 at the start of the turn."""
    s = scenario(spec({"points": 7}, {"deck": [], "trash": ["Pakaa Cub"]}, turn_player=1,
                      phase="awaken"))
    g = s.game
    assert [e.kind for e in g.events if e.kind in (EventKind.BURN_OUT, EventKind.DRAW)] == [
        EventKind.BURN_OUT, EventKind.DRAW]            # the trash refilled the deck
    assert g.is_over and g.outcome.winner == 0 and g.players[0].points == 8
    s2 = scenario(spec({"points": 6, "field": [["Ahri, Alluring"], []]}, phase="awaken"))
    g2 = s2.game
    settle(s2)
    assert g2.players[0].points == 8 and g2.is_over and g2.outcome.winner == 0


@pytest.mark.ruling("003_4c264dea3788a80d::when-a-player-tries-to-gain")
def test_final_point_by_conquer_needs_every_battlefield_scored(scenario):
    """466.1.b: (a) at 7, conquering BF-A without having scored BF-B draws a card instead;
    (b) having held BF-B this turn, conquering BF-A gives the 8th point and P0 wins."""
    s = _conquer_open(scenario, points=7)
    finish_showdown(s)
    g = s.game
    assert g.players[0].points == 7 and hand(s) == ["Stalwart Poro"] and not g.is_over
    s2 = scenario(spec({"points": 6, "base": ["Shipyard Skulker"],
                        "field": [[], ["Daring Poro"]]}, phase="awaken"))
    assert s2.game.players[0].points == 7              # held BF-B
    act(s2, mv(s2, "Shipyard Skulker"), TO_A)
    finish_showdown(s2)
    assert s2.game.players[0].points == 8 and s2.game.outcome.winner == 0


@pytest.mark.ruling("003_4c264dea3788a80d::conquer-abilities-trigger-at-a-battlefield")
def test_conquer_here_triggers_only_at_the_conquered_battlefield(scenario):
    """466.2.a: Zaun Warrens' conquer effect triggers when Zaun Warrens is conquered, not when
    P0 conquers the other battlefield the same turn."""
    s = scenario(spec({"base": ["Shipyard Skulker", "Daring Poro"]},
                      bfs=["Zaun Warrens", FORGE]))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), "to Zaun Warrens")
    finish_showdown(s)
    settle(s)
    act(s, mv(s, "Daring Poro"), TO_B)
    finish_showdown(s)
    settle(s)
    assert g.players[0].points == 2
    assert [e.obj for e in events(s, EventKind.TRIGGER)] == [g.bfs[0].obj]


@pytest.mark.ruling("003_4c264dea3788a80d::battlefields-controlled-during-the-beginning-phase")
def test_teammate_battlefield_cannot_be_taken_over_for_a_point(scenario):
    """484.8.b: A1 makes A2's unit retreat from BF-1 (Unforgiven moves a friendly unit to its
    base: A2's, 484.8.d) and moves in: control, but no point; the other battlefield, not A2's
    at the start of the turn, scores as usual."""
    s = scenario({"mode": "2v2", "battlefields": [PLAZA, FORGE, "Zaun Warrens"],
                  "players": [{"legend": "Unforgiven", "runes": runes("calm", 2),
                               "base": ["Shipyard Skulker", "Pakaa Cub", "Vanguard Sergeant"],
                               "deck": DECK},                  # (a move left to make)
                              {"deck": DECK},
                              {"field": [["Daring Poro"], [], []], "deck": DECK},
                              {"deck": DECK}]})
    g = s.game
    poro = bid(s, "Daring Poro")
    act(s, f"activate ability 0 of Unforgiven #{g.players[0].legend}",
        f"target Daring Poro #{poro}")
    settle(s)
    assert g.objs[poro].loc == 0 and g.objs[poro].controller == 2 and \
        g.bfs[0].controller == NONE
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert g.bfs[0].controller == 0 and s.points() == [0, 0, 0, 0]
    act(s, mv(s, "Pakaa Cub"), TO_B)
    finish_showdown(s)
    assert g.bfs[1].controller == 0 and s.points() == [1, 0, 0, 0]


@pytest.mark.ruling("003_4c264dea3788a80d::when-scoring-the-final-point-from")
def test_final_point_excepts_battlefields_an_ally_occupied(scenario):
    """484.8.f.1 / 484.6: team A at 10 (A1 8 + A2 2: a shared score; victory 11) needs every
    battlefield scored for the final conquer point, except Zaun Warrens, which A2 occupied
    during A1's Beginning Phase: the first conquer draws instead (466.1.b), the second wins."""
    s = scenario({"mode": "2v2", "battlefields": [PLAZA, FORGE, "Zaun Warrens"],
                  "players": [{"base": ["Shipyard Skulker", "Pakaa Cub"], "deck": DECK,
                               "points": 8},
                              {"deck": DECK},
                              {"field": [[], [], ["Daring Poro"]], "deck": DECK, "points": 2},
                              {"deck": DECK}]})
    g = s.game
    assert g.ally_held == {2} and g.victory_score == 11
    before = len(hand(s))
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert s.points() == [8, 0, 2, 0] and len(hand(s)) == before + 1 and not g.is_over
    act(s, mv(s, "Pakaa Cub"), TO_B)
    finish_showdown(s)
    assert s.points() == [9, 0, 2, 0] and g.is_over
    assert g.outcome.winner == 0 and g.outcome.winners == (0, 2)


@functools.lru_cache(maxsize=1)
def two_dependent_keywords_pool():
    """The card pool with a hypothetical Clockwork Keeper: "[Level 11][Legion] I have +2
    Might", two dependent keywords on one ability (no printed card has that)."""
    both = dsl.Cond("all", args=(dsl.level(11), dsl.LEGION))
    return pool_with(card_def("Clockwork Keeper", dsl.Static("might", 2, condition=both)))


@pytest.mark.ruling("003_4c264dea3788a80d::if-an-ability-has-multiple-dependent")
@pytest.mark.parametrize("xp, played, bonus", [(11, False, 0), (11, True, 2), (10, True, 0)])
def test_several_dependent_keywords_all_must_hold(scenario, xp, played, bonus):
    """727.1.b (later edition: several dependent keywords on one ability): '[Level 11][Legion]'
    is active only with 11+ XP and another card played this turn. No printed card has two, so
    a scenario pool gives Clockwork Keeper that ability: (a) 11 XP, no card played: off;
    (b) 11 XP and Pouty Poro played: on; (c) 10 XP and Pouty Poro played: off."""
    s = scenario(spec({"base": ["Clockwork Keeper"], "hand": ["Pouty Poro"],
                       "runes": runes("fury", 2), "xp": xp}),
                 pool=two_dependent_keywords_pool())
    assert s.might("Clockwork Keeper") == 2
    if played:
        act(s, "play Pouty Poro", "base")
    assert s.might("Clockwork Keeper") == 2 + bonus


@pytest.mark.ruling("003_4c264dea3788a80d::hunt-is-both-a-conquer-and")
def test_hunt_on_conquer_and_on_hold(scenario):
    """823.1.b: Hunt is a conquer and a hold effect: Master Yi, Tempered (Hunt 2) conquers
    (+2 XP), then holds at the start of P0's next turn (+2 XP: 4)."""
    s = scenario(spec({"base": ["Master Yi, Tempered"]}))
    g = s.game
    act(s, mv(s, "Master Yi, Tempered"), TO_A)
    finish_showdown(s)
    settle(s)
    assert g.players[0].xp == 2
    act(s, "end turn")
    s.pass_until(lambda s: s.game.turn_player == 0 and s.game.phase == Phase.MAIN)
    assert g.players[0].xp == 4 and g.players[0].points == 2


@pytest.mark.ruling("003_4c264dea3788a80d::hunt-is-functionally-short-for-when")
def test_hunt_values_add_up_and_level_switches_on(scenario):
    """823.1.c.1 / 823.2: Gustwalker's Hunt 2 plus a granted Hunt 1 give 3 XP on one conquer;
    824.1.c: at 3 XP its [Level 3] text is active: +1 Might and Ganking. XP is public (729.2:
    an XP event)."""
    s = scenario(spec({"base": [{"card": "Gustwalker", "keywords": ["Hunt 1"]}]}))
    g = s.game
    assert s.might("Gustwalker") == 3 and not layers.has(g, s.obj("Gustwalker"), "Ganking")
    act(s, mv(s, "Gustwalker"), TO_A)
    finish_showdown(s)
    settle(s)
    assert g.players[0].xp == 3
    assert [e.value for e in events(s, EventKind.XP)] == [3]
    assert s.might("Gustwalker") == 4 and layers.has(g, s.obj("Gustwalker"), "Ganking")


@pytest.mark.ruling("003_4c264dea3788a80d::vous-gagnez-x-points-dxp-quand")
def test_hunt_xp_unlocks_level_bonuses(scenario):
    """823.1.c.1 / 824.1.c (French reminder text): a Hunt unit helping to conquer or hold gives
    X XP, and XP unlocks Level bonuses: Master Yi, Tempered at 6 XP has Deflect and Ganking."""
    s = scenario(spec({"base": ["Master Yi, Tempered"], "xp": 4}))   # two earlier Hunts
    g = s.game
    assert not layers.has(g, s.obj("Master Yi, Tempered"), "Deflect")
    act(s, mv(s, "Master Yi, Tempered"), TO_B)
    finish_showdown(s)
    settle(s)
    assert g.players[0].xp == 6
    yi = s.obj("Master Yi, Tempered")
    assert layers.has(g, yi, "Deflect") and layers.has(g, yi, "Ganking")


@pytest.mark.ruling("003_4c264dea3788a80d::gagner-un-combat-sur-un-champ")
def test_winning_a_combat_scores_once_per_battlefield_per_turn(scenario):
    """461.5.d / 465 (French summary): winning a combat at BF-A and staying there gives +1; P0
    losing BF-A and taking it back the same turn gives no second point."""
    s = scenario(spec(
        {"base": ["Shipyard Skulker", "Vanguard Sergeant", "Pouty Poro"]},
        {"field": [["Daring Poro"], []], "hand": ["Gust"], "runes": runes("chaos", 1)}))
    g = s.game
    act(s, mv(s, "Shipyard Skulker"), TO_A)
    finish_showdown(s)
    assert events(s, EventKind.COMBAT_END) and g.players[0].points == 1
    act(s, mv(s, "Vanguard Sergeant"), TO_B)
    pass_to(s, 1)
    act(s, "play Gust", tgt(s, "Shipyard Skulker"))    # P0 loses BF-A ...
    finish_showdown(s)
    assert g.bfs[0].controller == NONE and g.players[0].points == 2
    act(s, mv(s, "Pouty Poro"), TO_A)                  # ... and takes it back
    finish_showdown(s)
    assert g.bfs[0].controller == 0 and g.players[0].points == 2


# ============================================================================ card tests
# Texts of the cards defined for these rulings (now in their set modules, riftsim.cards.sets.*) not already
# exercised above.


def test_card_leona_enters_ready_near_victory(scenario):
    """Leona, Zealot: enters ready if an opponent's score is within 3 of the Victory Score."""
    s = scenario(spec({"hand": ["Leona, Zealot"], "runes": runes("calm", 7)}, {"points": 5}))
    act(s, "play Leona, Zealot", "base")
    assert not s.obj("Leona, Zealot").exhausted
    s2 = scenario(spec({"hand": ["Leona, Zealot"], "runes": runes("calm", 7)}, {"points": 4}))
    act(s2, "play Leona, Zealot", "base")
    assert s2.obj("Leona, Zealot").exhausted


def test_card_daughter_of_the_void_power_only_for_spells(scenario):
    """Daughter of the Void: its [Add] Power pays a spell's Power, never a unit's."""
    s = scenario(spec({"legend": "Daughter of the Void", "hand": ["Immortal Phoenix"],
                       "runes": runes("calm", 3)}))
    act(s, "activate ability 0 of Daughter of the Void")
    assert s.game.players[0].power == {"spell_any": 1}
    assert not s.can("play Immortal Phoenix")          # 3 Energy + a Fury Power


def test_card_blitzcrank_played_to_a_battlefield_pulls_an_enemy(scenario):
    """Blitzcrank, Impassive: played to a battlefield, you may move an enemy unit there."""
    s = scenario(spec(
        {"field": [["Shipyard Skulker"], []], "hand": ["Blitzcrank, Impassive"],
         "runes": runes("calm", 6)},
        {"base": ["Daring Poro"]}))
    n = len(s.game.events)
    act(s, "play Blitzcrank, Impassive", TO_A, "yes", tgt(s, "Daring Poro"))
    settle(s)
    assert [(e.obj, e.loc) for e in events(s, EventKind.MOVE, n)] == [(s.id("Daring Poro"), 1)]


def test_card_dr_mundo_might_grows_with_the_trash(scenario):
    """Dr. Mundo, Expert: +1 Might for each card in your trash."""
    s = scenario(spec({"base": ["Dr. Mundo, Expert"], "trash": ["Pakaa Cub", "Pouty Poro"]}))
    assert s.might("Dr. Mundo, Expert") == 8


def test_card_thousand_tailed_watcher_shrinks_enemies_to_one(scenario):
    """Thousand-Tailed Watcher: when played, enemy units get -3 Might this turn, to a minimum
    of 1 (472.3.b: limited as applied)."""
    s = scenario(spec({"hand": ["Thousand-Tailed Watcher"], "runes": runes("mind", 9)},
                      {"base": ["Playful Phantom", "Daring Poro"]}))
    act(s, "play Thousand-Tailed Watcher", "base", "no")
    settle(s)
    assert s.might("Playful Phantom") == 2 and s.might("Daring Poro") == 1


def test_card_sett_buffs_when_played_and_spends_it(scenario):
    """Sett, Brawler: when played, buff him; 'spend my buff: +4 Might this turn'."""
    s = scenario(spec({"hand": ["Sett, Brawler"], "runes": runes("body", 6)}))
    act(s, "play Sett, Brawler", "base")
    settle(s)
    assert s.obj("Sett, Brawler").buff == 1 and s.might("Sett, Brawler") == 5
    act(s, "activate ability 2 of Sett, Brawler")
    settle(s)
    assert s.obj("Sett, Brawler").buff == 0 and s.might("Sett, Brawler") == 8


def test_card_shakedown_controller_may_give_you_two_cards(scenario):
    """Shakedown: the unit's controller may have you draw 2 instead of it taking 6."""
    s = scenario(spec({"hand": ["Shakedown"], "runes": runes("fury", 3)},
                      {"base": ["Playful Phantom"]}))
    act(s, "play Shakedown", tgt(s, "Playful Phantom"))
    s.pass_until(lambda s: s.kind == DecisionKind.MAY)
    act(s, "yes")
    assert s.obj("Playful Phantom").damage == 0 and len(s.game.players[0].hand) == 2


def test_card_super_mega_death_rocket_deals_five(scenario):
    """Super Mega Death Rocket!: deal 5 to a unit."""
    s = scenario(spec({"hand": ["Super Mega Death Rocket!"], "runes": runes("fury", 5)},
                      {"base": ["Playful Phantom"]}))
    act(s, "play Super Mega Death Rocket!", tgt(s, "Playful Phantom"))
    settle(s)
    assert s.zone("Playful Phantom") == "TRASH"


def test_card_navori_fighting_pit_buffs_a_unit_here(scenario):
    """Navori Fighting Pit: when you hold here, buff a unit here."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]},
                      bfs=["Navori Fighting Pit", FORGE], phase="awaken"))
    settle(s)
    assert s.obj("Shipyard Skulker").buff == 1 and s.might("Shipyard Skulker") == 4


def test_card_vilemaws_lair_blocks_moves_to_base(scenario):
    """Vilemaw's Lair: units can't move from here to base (not even by the standard move)."""
    s = scenario(spec({"field": [["Shipyard Skulker"], []]}, bfs=["Vilemaw's Lair", FORGE]))
    assert mv(s, "Shipyard Skulker") not in s.options()


def test_card_the_arenas_greatest_first_beginning_point(scenario):
    """The Arena's Greatest: at the start of each player's first Beginning Phase, that player
    gains 1 point (and not on later turns)."""
    s = scenario(spec(bfs=["The Arena's Greatest", FORGE], turn=1, phase="awaken"))
    assert s.game.players[0].points == 1
    s2 = scenario(spec(bfs=["The Arena's Greatest", FORGE], turn=3, phase="awaken"))
    assert s2.game.players[0].points == 0


def test_card_defy_only_counters_cheap_spells(scenario):
    """Defy: counter a spell whose printed cost is at most 4 Energy and [A]: Divine Judgment
    (7 Energy + 2 Power) can't be chosen."""
    s = scenario(spec({"hand": ["Divine Judgment"], "runes": runes("order", 9)},
                      {"hand": ["Defy"], "runes": runes("calm", 2)}))
    w = Watch(s)
    act(s, "play Divine Judgment")
    p1 = [e for e in w.priority(1) if e[3] == 1]
    assert p1 and all(e[6] == 1 for e in p1)          # P1 could only pass
    s2 = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 2)},
                       {"field": [["Daring Poro"], []], "hand": ["Defy"],
                        "runes": runes("calm", 2)}))
    act(s2, "play Hextech Ray", tgt(s2, "Daring Poro"))
    pass_to(s2, 1)
    assert s2.can("play Defy")
