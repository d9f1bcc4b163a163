"""The last Origins cards: scenario tests on both engines (the `scenario` fixture runs each on
the reference engine and the compiled core). Rule numbers are Core Rules v1.3."""

from __future__ import annotations

from riftsim.actions import DecisionKind
from card_helpers import BFS, bid, card, go, hand, settle_open, spec, trash

GROVE, WARRENS = BFS


# ---------------------------------------------------------------- Malzahar, Fanatic
# "Kill a friendly unit or gear, [E]: [Action] - [Add] [A][A]": the kill is a cost (357.2,
# 428.1.a.1), the ability an [Add] one that resolves at once (400.2, 429.2).

def test_malzahar_kills_a_unit_to_add_two_power_of_any_domain(scenario):
    s = scenario(spec({"base": ["Malzahar, Fanatic", "Stalwart Poro"]}))
    malz = s.id("Malzahar, Fanatic")
    s.do(f"activate ability 0 of Malzahar, Fanatic #{malz}")
    s.do(f"Stalwart Poro #{bid(s, 'Stalwart Poro')}")
    p = s.game.players[0]
    assert s.zone("Stalwart Poro") == "TRASH"
    assert s.obj("Malzahar, Fanatic").exhausted
    assert p.power.get("any", 0) == 2 and p.energy == 0
    assert not s.game.chain                              # [Add]: never on the chain (400.2)


def test_malzahar_may_kill_a_friendly_gear(scenario):
    s = scenario(spec({"base": ["Malzahar, Fanatic", "Long Sword"]}))
    s.do(f"activate ability 0 of Malzahar, Fanatic #{s.id('Malzahar, Fanatic')}")
    assert s.can(f"Petty Officer #{s.id('Petty Officer')}")   # a unit or a gear
    s.do(f"Long Sword #{s.id('Long Sword')}")
    assert s.zone("Long Sword") == "TRASH"
    assert s.game.players[0].power.get("any", 0) == 2


def test_malzahar_cannot_kill_an_enemy_unit(scenario):
    """The cost kills a friendly unit or gear only (357.2): an enemy unit is never offered."""
    s = scenario(spec({"base": ["Malzahar, Fanatic"]}, {"base": ["Stalwart Poro"]}))
    s.do(f"activate ability 0 of Malzahar, Fanatic #{s.id('Malzahar, Fanatic')}")
    assert s.kind == DecisionKind.CHOOSE_CARD
    assert s.can(f"Petty Officer #{s.id('Petty Officer')}")
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")


# ---------------------------------------------------------------- Karma, Channeler
# "When you recycle one or more cards to your Main Deck, buff a friendly unit" (416; the Origins
# errata: runes aren't cards). Her own [Vision] recycle (817) triggers it.

def test_karma_buffs_when_her_vision_recycles(scenario):
    s = scenario(spec({"hand": ["Karma, Channeler"], "pool": {"energy": 6, "power": {"order": 1}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Karma, Channeler')}")
    go(s, "to base")
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do("yes")                                  # Vision: recycle the top card
            break
        s.do("pass")
    deck = s.game.players[0].deck
    assert s.game.pool[s.game.objs[deck[-1]].card].name == "Mega-Mech"
    settle_open(s)
    for _ in range(10):                                  # the buff's target, if asked
        if s.kind == DecisionKind.PRIORITY and not s.game.chain:
            break
        if s.can(f"target Stalwart Poro #{s.id('Stalwart Poro')}"):
            s.do(f"target Stalwart Poro #{s.id('Stalwart Poro')}")
        else:
            s.do("pass")
    settle_open(s)
    g = s.game
    buffed = [g.pool[o.card].name for o in g.objs if o.zone.name == "BOARD" and o.buff]
    assert len(buffed) == 1


def test_karma_no_buff_when_vision_keeps_the_card(scenario):
    s = scenario(spec({"hand": ["Karma, Channeler"], "pool": {"energy": 6, "power": {"order": 1}},
                       "base": ["Stalwart Poro"]}))
    s.do(f"play {card(s, 'Karma, Channeler')}")
    go(s, "to base")
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do("no")
            break
        s.do("pass")
    settle_open(s)
    g = s.game
    assert not any(o.buff for o in g.objs if o.zone.name == "BOARD")


def test_karma_triggers_once_for_a_cost_recycling_three_cards(scenario):
    """Garbage Grabber's cost recycles 3 cards of your trash in one instruction: one trigger
    (Karma, then the buff goes to the only other friendly unit chosen)."""
    s = scenario(spec({"base": ["Karma, Channeler", "Garbage Grabber"], "pool": {"energy": 1},
                       "trash": ["Mega-Mech", "Mega-Mech", "Mega-Mech"]}, anchor=False))
    g = s.game
    karma = s.id("Karma, Channeler")
    n_deck = len(g.players[0].deck)
    s.do(f"activate ability 0 of Garbage Grabber #{s.id('Garbage Grabber')}")
    for _ in range(3):                                   # the cards recycled, one at a time
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
    assert not g.players[0].trash
    settle_open(s)
    trig = [e for e in g.events if e.kind.name == "TRIGGER" and e.obj == karma]
    assert len(trig) == 1
    assert len(g.players[0].deck) == n_deck + 3 - 1
    assert s.obj("Karma, Channeler").buff == 1           # the only friendly unit
    assert len(hand(s)) == 1                             # Garbage Grabber's draw


def test_karma_not_triggered_by_an_opponents_recycle(scenario):
    s = scenario(spec({"base": ["Garbage Grabber"], "pool": {"energy": 1},
                       "trash": ["Mega-Mech", "Mega-Mech", "Mega-Mech"]},
                      {"base": ["Karma, Channeler"]}))
    s.do(f"activate ability 0 of Garbage Grabber #{s.id('Garbage Grabber')}")
    for _ in range(3):
        if s.kind == DecisionKind.CHOOSE_CARD:
            s.do(s.options()[0])
    g = s.game
    assert not g.players[0].trash
    assert not [e for e in g.events if e.kind.name == "TRIGGER"
                and e.obj == s.id("Karma, Channeler")]
    settle_open(s)
    assert s.obj("Karma, Channeler").buff == 0


# ---------------------------------------------------------------- Albus Ferros
# "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted":
# buffs of units you control (702.2.b.2), each spent through play.spend_buff.

def _albus(scenario, **p0):
    return scenario(spec({"hand": ["Albus Ferros"], "pool": {"energy": 4},
                          "base": [{"card": "Stalwart Poro", "buff": 1},
                                   {"card": "Mega-Mech", "buff": 1}],
                          "rune_deck": ["Order Rune"] * 3, **p0},
                         {"base": [{"card": "Pouty Poro", "buff": 1}]}))


def _until_spend_choice(s):
    for _ in range(40):
        if s.kind == DecisionKind.CHOOSE_CARD and s.can("done"):
            return s
        s.do("pass")
    raise AssertionError("no spend choice")


def test_albus_spends_two_buffs_to_channel_two_runes_exhausted(scenario):
    s = _albus(scenario)
    g = s.game
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    _until_spend_choice(s)
    assert not s.can(f"Pouty Poro #{s.id('Pouty Poro')}")     # an enemy unit's buff: no
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do(f"Mega-Mech #{bid(s, 'Mega-Mech')}")                # (the last one: then done)
    go(s, "done")
    settle_open(s)
    runes = g.players[0].runes
    assert len(runes) == 2 and all(g.objs[r].exhausted for r in runes)
    assert s.obj("Stalwart Poro").buff == 0 and g.objs[bid(s, "Mega-Mech")].buff == 0
    assert s.obj("Pouty Poro").buff == 1


def test_albus_may_stop_after_one_buff(scenario):
    s = _albus(scenario)
    g = s.game
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    _until_spend_choice(s)
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do("done")
    settle_open(s)
    assert len(g.players[0].runes) == 1
    assert s.obj("Stalwart Poro").buff == 0 and g.objs[bid(s, "Mega-Mech")].buff == 1


def test_albus_spends_nothing_when_done_at_once(scenario):
    s = _albus(scenario)
    s.do(f"play {card(s, 'Albus Ferros')}")
    go(s, "to base")
    _until_spend_choice(s)
    s.do("done")
    settle_open(s)
    assert not s.game.players[0].runes
    assert s.obj("Stalwart Poro").buff == 1


# ---------------------------------------------------------------- Overt Operation
# "For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."

def test_overt_operation_readies_the_units_whose_buffs_it_spends_then_buffs_all(scenario):
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": [{"card": "Stalwart Poro", "buff": 1, "exhausted": True},
                                {"card": "Mega-Mech", "buff": 1, "exhausted": True},
                                {"card": "Pouty Poro", "exhausted": True}]},
                      {"base": [{"card": "Sunlit Guardian", "exhausted": True}]}))
    g = s.game
    s.do(f"play {card(s, 'Overt Operation')}")
    _until_spend_choice(s)
    assert not s.can(f"Pouty Poro #{s.id('Pouty Poro')}")     # no buff to spend
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do("done")
    settle_open(s)
    poro, mech, pouty = s.obj("Stalwart Poro"), g.objs[bid(s, "Mega-Mech")], s.obj("Pouty Poro")
    assert not poro.exhausted and mech.exhausted and pouty.exhausted
    assert poro.buff == 1 and mech.buff == 1 and pouty.buff == 1   # buffed again (702.2)
    assert s.obj("Sunlit Guardian").buff == 0                # friendly units only


# ---------------------------------------------------------------- Pirate's Haven
# "When you ready a friendly unit, give it +1 Might this turn": readied by a spell or ability you
# control, or by you in your Awaken Phase (315.1.b, 415.3.a); a ready unit is not readied again
# (415.1.c).

def test_pirates_haven_a_unit_readied_by_your_spell_gets_one_might(scenario):
    s = scenario(spec({"hand": ["Wallop"], "pool": {"energy": 2},
                       "base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "exhausted": True},
                                "Stalwart Poro"]}))
    sergeant, poro = bid(s, "Vanguard Sergeant", 0), bid(s, "Stalwart Poro", 0)
    base = s.might("Vanguard Sergeant")
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{sergeant}")
    settle_open(s)
    g = s.game
    assert not g.objs[sergeant].exhausted
    assert s.might("Vanguard Sergeant") == base + 1


def test_pirates_haven_nothing_for_a_unit_already_ready(scenario):
    s = scenario(spec({"hand": ["Wallop"], "pool": {"energy": 2},
                       "base": ["Pirate's Haven", "Vanguard Sergeant"]}))
    base = s.might("Vanguard Sergeant")
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{bid(s, 'Vanguard Sergeant', 0)}")
    settle_open(s)
    assert s.might("Vanguard Sergeant") == base


def test_pirates_haven_units_readied_in_your_awaken_phase(scenario):
    s = scenario(spec({"base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "exhausted": True},
                                {"card": "Stalwart Poro", "exhausted": True}]},
                      {"base": [{"card": "Mega-Mech", "exhausted": True}]},
                      phase="awaken"))
    settle_open(s)
    g = s.game
    assert s.might("Vanguard Sergeant") == 4 + 1 and s.might("Stalwart Poro") == 2 + 1
    assert g.objs[bid(s, "Mega-Mech", 1)].exhausted        # the opponent's: not readied


# ---------------------------------------------------------------- Symbol of the Solari
# (Origins FAQ errata) "If a combat where you are the attacker ends in a tie that would recall
# any of your units, recall all units at that battlefield instead" (461.1: the combat cleanup
# recalls the attackers when defenders remain; 461.5.b: no units left, no controller).

def _solari(scenario, symbol_owner=0):
    p0 = {"base": ["Stalwart Poro"]}
    p1 = {"field": [[{"card": "Vanguard Sergeant", "stunned": True}], ["Pouty Poro"]]}
    (p0, p1)[symbol_owner]["base"] = (p0, p1)[symbol_owner].get("base", []) + [
        "Symbol of the Solari"]
    return scenario(spec(p0, p1, bfs=[{"card": GROVE, "controller": 1},
                                      {"card": WARRENS, "controller": 1}]))


def _attack_grove(s):
    """Stalwart Poro attacks the Grove, where the stunned Sergeant deals no damage: a tie."""
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    settle_open(s)


def test_symbol_of_the_solari_recalls_every_unit_of_a_tied_attack(scenario):
    s = _solari(scenario)
    g = s.game
    _attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 0   # both recalled
    assert s.obj("Vanguard Sergeant").zone.name == "BOARD"
    assert s.obj("Pouty Poro").loc == 2                  # another battlefield: untouched
    assert g.bfs[0].controller == -1                     # no units left: no controller


def test_without_the_symbol_only_the_attackers_are_recalled(scenario):
    s = scenario(spec({"base": ["Stalwart Poro"]},
                      {"field": [[{"card": "Vanguard Sergeant", "stunned": True}], []]},
                      bfs=[{"card": GROVE, "controller": 1}, WARRENS]))
    g = s.game
    _attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 1
    assert g.bfs[0].controller == 1


def test_the_defenders_symbol_does_nothing(scenario):
    s = _solari(scenario, symbol_owner=1)
    g = s.game
    _attack_grove(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Vanguard Sergeant").loc == 1
    assert g.bfs[0].controller == 1


# ---------------------------------------------------------------- Party Favors
# "Each other player chooses Cards or Runes" (1v1: the opponent chooses, as it resolves): Cards,
# you and they each draw 1; Runes, you and they each channel 1 rune exhausted.

def _favors(scenario):
    s = scenario(spec({"hand": ["Party Favors"], "pool": {"energy": 3},
                       "rune_deck": ["Calm Rune"] * 2},
                      {"rune_deck": ["Fury Rune"] * 2}))
    s.do("play Party Favors")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_MODE:
            break
        s.do("pass")
    assert s.kind == DecisionKind.CHOOSE_MODE and s.game.decision.player == 1
    return s


def test_party_favors_cards_both_players_draw(scenario):
    s = _favors(scenario)
    g = s.game
    s.do("option 0")
    settle_open(s)
    assert len(g.players[0].hand) == 1 and len(g.players[1].hand) == 1
    assert not g.players[0].runes and not g.players[1].runes


def test_party_favors_runes_both_players_channel_exhausted(scenario):
    s = _favors(scenario)
    g = s.game
    s.do("option 1")
    settle_open(s)
    assert not g.players[0].hand and not g.players[1].hand
    assert len(g.players[0].runes) == 1 and len(g.players[1].runes) == 1
    assert all(g.objs[r].exhausted for p in g.players for r in p.runes)


# ---------------------------------------------------------------- Whirlwind, King's Edict
# "Starting with the next player, each (other) player …": the opponent picks first (1v1), not a
# target (355.10.e).

def _until_kind(s, kind, player):
    for _ in range(30):
        if s.kind == kind and s.game.decision.player == player:
            return s
        s.do("pass")
    raise AssertionError(f"no {kind} for player {player}")


def test_whirlwind_each_player_returns_a_unit_starting_with_the_next(scenario):
    s = scenario(spec({"hand": ["Whirlwind"], "pool": {"energy": 3, "power": {"chaos": 1}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do("play Whirlwind")
    _until_kind(s, DecisionKind.CHOOSE_CARD, 1)          # the next player first
    assert s.can("done")                                 # "may"
    s.do(f"Stalwart Poro #{s.id('Stalwart Poro')}")      # any unit: mine
    assert s.zone("Stalwart Poro") == "HAND"
    assert s.kind == DecisionKind.CHOOSE_CARD and s.game.decision.player == 0
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "HAND"
    assert s.id("Vanguard Sergeant") in s.game.players[1].hand   # its owner's hand


def test_whirlwind_players_may_decline(scenario):
    s = scenario(spec({"hand": ["Whirlwind"], "pool": {"energy": 3, "power": {"chaos": 1}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant"]}))
    s.do("play Whirlwind")
    _until_kind(s, DecisionKind.CHOOSE_CARD, 1)
    s.do("done")
    s.do("done")
    settle_open(s)
    assert s.zone("Stalwart Poro") == "BOARD" and s.zone("Vanguard Sergeant") == "BOARD"


def test_kings_edict_the_opponent_chooses_one_of_the_units_you_dont_control(scenario):
    s = scenario(spec({"hand": ["King's Edict"], "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro"]},
                      {"base": ["Vanguard Sergeant", "Pouty Poro"]}))
    s.do("play King's Edict")
    _until_kind(s, DecisionKind.CHOOSE_CARD, 1)
    assert not s.can(f"Stalwart Poro #{s.id('Stalwart Poro')}")   # I control it
    assert not s.can("done")
    s.do(f"Pouty Poro #{s.id('Pouty Poro')}")
    settle_open(s)
    assert s.zone("Pouty Poro") == "TRASH" and s.zone("Vanguard Sergeant") == "BOARD"
    assert s.zone("Stalwart Poro") == "BOARD"


# ---------------------------------------------------------------- Hallowed Tomb
# "When you hold here, you may return your Chosen Champion from your trash to your Champion Zone
# if it is empty" (108.3; any copy of the chosen card, the Origins FAQ).

def _tomb(scenario, **p0):
    base = {"field": [["Stalwart Poro"], []], "chosen_champion": "Jinx, Rebel",
            "trash": ["Jinx, Rebel"]}
    base.update(p0)
    return scenario(spec(base, bfs=[{"card": "Hallowed Tomb", "controller": 0}, WARRENS],
                         phase="awaken"))


def _answer_tomb(s, answer):
    for _ in range(30):
        if s.kind == DecisionKind.MAY:
            s.do(answer)
            return s
        if s.kind == DecisionKind.PRIORITY and not s.game.chain and s.game.phase.name == "MAIN":
            return s
        s.do("pass")
    return s


def test_hallowed_tomb_returns_the_chosen_champion_when_you_hold(scenario):
    s = _tomb(scenario)
    _answer_tomb(s, "yes")
    settle_open(s)
    g = s.game
    jinx = s.id("Jinx, Rebel")
    assert g.players[0].champion == jinx and s.zone("Jinx, Rebel") == "CHAMPION"
    assert not g.players[0].trash


def test_hallowed_tomb_is_optional(scenario):
    s = _tomb(scenario)
    _answer_tomb(s, "no")
    settle_open(s)
    assert s.zone("Jinx, Rebel") == "TRASH"


def test_hallowed_tomb_nothing_while_the_champion_zone_holds_a_card(scenario):
    s = _tomb(scenario, champion="Jinx, Rebel")
    _answer_tomb(s, "yes")
    settle_open(s)
    g = s.game
    in_trash = [i for i in g.players[0].trash if g.pool[g.objs[i].card].name == "Jinx, Rebel"]
    assert len(in_trash) == 1


# ---------------------------------------------------------------- Lee Sin, Ascetic
# "[E]: Buff me. I can have any number of buffs": 702.3 does not hold for him; each buff gives
# +1 Might (703); spending a buff removes a single counter (702.2.b).

def test_lee_sin_buffs_himself_again_and_again(scenario):
    s = scenario(spec({"base": [{"card": "Lee Sin, Ascetic", "buff": 2}]}))
    lee = s.id("Lee Sin, Ascetic")
    s.do(f"activate ability 0 of Lee Sin, Ascetic #{lee}")
    settle_open(s)
    assert s.obj("Lee Sin, Ascetic").buff == 3
    assert s.might("Lee Sin, Ascetic") == 5 + 3
    assert s.obj("Lee Sin, Ascetic").exhausted


def test_lee_sin_spending_one_of_his_buffs_leaves_the_others(scenario):
    s = scenario(spec({"hand": ["Wallop"],
                       "base": [{"card": "Lee Sin, Ascetic", "buff": 3, "exhausted": True}]}))
    lee = s.id("Lee Sin, Ascetic")
    s.do("play Wallop")
    go(s, "yes", f"Lee Sin, Ascetic #{lee}", f"target Lee Sin, Ascetic #{lee}")
    settle_open(s)
    assert s.obj("Lee Sin, Ascetic").buff == 2 and not s.obj("Lee Sin, Ascetic").exhausted
    assert s.might("Lee Sin, Ascetic") == 5 + 2


def test_another_unit_keeps_a_single_buff(scenario):
    """702.3 for everyone else: Lee Sin's passive is his own."""
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": [{"card": "Lee Sin, Ascetic", "buff": 1},
                                {"card": "Stalwart Poro", "buff": 1}]}))
    s.do("play Overt Operation")
    _until_spend_choice(s)
    s.do("done")
    settle_open(s)
    assert s.obj("Stalwart Poro").buff == 1 and s.obj("Lee Sin, Ascetic").buff == 2


# ---------------------------------------------------------------- Reinforce
# (Spiritforged errata) "Look at the top 5 cards of your Main Deck. You may banish a unit from
# among them, then play it, reducing its cost by [5]. Recycle the remaining cards." (419.3)

def _reinforce(scenario):
    deck = ["Wallop", "Vanguard Sergeant", "Stalwart Poro", "Wallop", "Pouty Poro",
            "Mega-Mech", "Mega-Mech"]
    s = scenario(spec({"hand": ["Reinforce"], "pool": {"energy": 5}, "deck": deck}))
    s.do("play Reinforce")
    for _ in range(20):
        if s.kind == DecisionKind.CHOOSE_CARD:
            break
        s.do("pass")
    return s


def test_reinforce_plays_a_looked_at_unit_for_five_less(scenario):
    s = _reinforce(scenario)
    g = s.game
    opts = s.options()
    assert not any("Wallop" in o for o in opts)          # a unit only
    assert not any("Mega-Mech" in o for o in opts)       # the top 5 only
    assert "done" in opts
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    go(s, "to base")
    settle_open(s)
    assert s.zone("Vanguard Sergeant") == "BOARD"        # [4] - [5]: free
    deck = [g.pool[g.objs[i].card].name for i in g.players[0].deck]
    assert deck[:2] == ["Mega-Mech", "Mega-Mech"] and len(deck) == 6   # the rest recycled
    assert not any(e.kind.name == "REVEAL" for e in g.events)          # looked at, not shown


def test_reinforce_may_play_nothing(scenario):
    s = _reinforce(scenario)
    s.do("done")
    settle_open(s)
    g = s.game
    deck = [g.pool[g.objs[i].card].name for i in g.players[0].deck]
    assert deck[:2] == ["Mega-Mech", "Mega-Mech"] and len(deck) == 7


# ---------------------------------------------------------------- Guerilla Warfare
# "Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring
# costs this turn" (811.1.b: hiding costs [A]).

def _guerilla(scenario, trash):
    return scenario(spec({"hand": ["Guerilla Warfare"],
                          "pool": {"energy": 2, "power": {"mind": 1}}, "trash": trash,
                          "field": [["Stalwart Poro"], []]},
                         bfs=[{"card": GROVE, "controller": 0}, WARRENS]))


def test_guerilla_warfare_returns_hidden_cards_and_hiding_is_free(scenario):
    s = _guerilla(scenario, ["Pakaa Cub", "Vanguard Sergeant"])
    cub = s.id("Pakaa Cub")
    s.do("play Guerilla Warfare")
    assert not s.can(f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")   # no Hidden
    go(s, f"target Pakaa Cub #{cub}", "done")
    settle_open(s)
    g = s.game
    assert cub in g.players[0].hand and s.zone("Vanguard Sergeant") == "TRASH"
    assert g.players[0].energy == 0 and not any(g.players[0].power.values())
    s.do(f"hide Pakaa Cub #{cub}")                       # no [A] left to pay: free
    go(s, f"to {GROVE}")
    assert s.zone("Pakaa Cub") == "FACEDOWN"


def test_without_guerilla_warfare_hiding_needs_power(scenario):
    s = scenario(spec({"hand": ["Pakaa Cub"], "field": [["Stalwart Poro"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS]))
    assert not s.can(f"hide Pakaa Cub #{s.id('Pakaa Cub')}")


# ---------------------------------------------------------------- Brynhir Thundersong
# "When you play me, opponents can't play cards this turn" (play: putting a card on the chain,
# the Unleashed FAQ on the meanings of "play"): from any zone, by their choice or an effect.

def _brynhir(scenario, with_brynhir=True):
    hand = (["Brynhir Thundersong"] if with_brynhir else []) + ["Wallop"]
    s = scenario(spec({"hand": hand, "pool": {"energy": 8 if with_brynhir else 2},
                       "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                      {"hand": ["Stupefy"], "pool": {"energy": 1}}))
    if with_brynhir:
        s.do(f"play {card(s, 'Brynhir Thundersong')}")
        go(s, "to base")
        settle_open(s)
        assert s.zone("Brynhir Thundersong") == "BOARD"
    s.do("play Wallop")
    go(s, "no", f"target Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    return s


def _p1_can_play_stupefy(s):
    """Whether player 1, holding Stupefy and the Energy for it, may play it in reaction to
    Wallop: with nothing to do, their priority is passed for them (no decision shown)."""
    for _ in range(10):
        if s.game.decision.player == 1 and s.game.chain:
            return s.can(f"play Stupefy #{s.id('Stupefy')}")
        if not s.game.chain:
            return False                                 # resolved without asking them
        s.do("pass")
    raise AssertionError("the chain did not resolve")


def test_brynhir_opponents_cannot_play_cards_this_turn(scenario):
    s = _brynhir(scenario)
    assert not _p1_can_play_stupefy(s)
    assert not s.game.objs[s.id("Vanguard Sergeant")].exhausted     # Wallop resolved


def test_without_brynhir_the_opponent_may_react(scenario):
    s = _brynhir(scenario, with_brynhir=False)
    assert _p1_can_play_stupefy(s)


def test_brynhir_lasts_only_this_turn(scenario):
    s = scenario(spec({"hand": ["Brynhir Thundersong"], "pool": {"energy": 6}},
                      {"hand": ["Stupefy"], "runes": ["Mind Rune"]}))
    s.do(f"play {card(s, 'Brynhir Thundersong')}")
    go(s, "to base")
    settle_open(s)
    g = s.game
    s.do("end turn")
    for _ in range(40):
        if g.turn_player == 1 and g.decision and g.decision.player == 1:
            break
        s.do("pass")
    assert g.turn_player == 1
    assert s.can(f"play Stupefy #{s.id('Stupefy')}")


# ---------------------------------------------------------------- Stealthy Pursuer
# "When a friendly unit moves from my location, I may be moved with it" (441): to where it went.

def _pursue(scenario, answer, p0=None):
    s = scenario(spec(p0 or {"base": ["Stealthy Pursuer", "Stalwart Poro"]}))
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", f"to {GROVE}")
    for _ in range(20):
        if s.kind == DecisionKind.MAY:
            s.do(answer)
            break
        if not s.game.chain and s.kind == DecisionKind.PRIORITY:
            break
        s.do("pass")
    settle_open(s)
    return s


def test_stealthy_pursuer_may_follow_a_friendly_unit(scenario):
    s = _pursue(scenario, "yes")
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 1


def test_stealthy_pursuer_may_stay(scenario):
    s = _pursue(scenario, "no")
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 0


def test_stealthy_pursuer_only_from_its_own_location(scenario):
    s = _pursue(scenario, "yes", {"base": ["Stalwart Poro"], "field": [[], ["Stealthy Pursuer"]]})
    assert s.obj("Stalwart Poro").loc == 1 and s.obj("Stealthy Pursuer").loc == 2
    assert not any(e.kind.name == "TRIGGER" and e.obj == s.id("Stealthy Pursuer")
                   for e in s.game.events)


def test_stealthy_pursuer_follows_a_unit_back_to_base(scenario):
    s = scenario(spec({"field": [["Stealthy Pursuer", "Stalwart Poro"], []]},
                      bfs=[{"card": GROVE, "controller": 0}, WARRENS]))
    s.do(f"move Stalwart Poro #{bid(s, 'Stalwart Poro')}", "to P0's base")
    for _ in range(20):
        if s.kind == DecisionKind.MAY:
            s.do("yes")
            break
        s.do("pass")
    settle_open(s)
    assert s.obj("Stalwart Poro").loc == 0 and s.obj("Stealthy Pursuer").loc == 0


# ---------------------------------------------------------------- pieces together

def test_overt_operation_readying_triggers_pirates_haven(scenario):
    """The ready of SpendBuffs' block is a ready by your spell: "when you ready a friendly
    unit" triggers for it."""
    s = scenario(spec({"hand": ["Overt Operation"], "pool": {"energy": 5, "power": {"body": 2}},
                       "base": ["Pirate's Haven",
                                {"card": "Vanguard Sergeant", "buff": 1, "exhausted": True}]}))
    s.do("play Overt Operation")
    _until_spend_choice(s)
    s.do(f"Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    settle_open(s)
    assert not s.obj("Vanguard Sergeant").exhausted
    assert s.might("Vanguard Sergeant") == 4 + 1 + 1     # buffed again, +1 this turn


def test_kings_edict_with_no_unit_to_choose_kills_nothing(scenario):
    s = scenario(spec({"hand": ["King's Edict"], "pool": {"energy": 6, "power": {"order": 2}},
                       "base": ["Stalwart Poro"]}))
    s.do("play King's Edict")
    settle_open(s)
    assert s.zone("Stalwart Poro") == "BOARD" and s.zone("King's Edict") == "TRASH"
