"""Rulings of the Riftbound Spiritforged FAQ (../shared/reference/faq/riftbound-spiritforged-faq.md)
as scenario tests on every engine.

tests/rulings/faq/riftbound-spiritforged-faq.json catalogues every ruling of the document (id,
line, opening words, kind, rules, cards); each game ruling whose cards riftsim defines has a
test here marked with its id. FAQ_PENDING_OTHERS.md lists the rest with the reason. Rule
numbers are those of Core Rules v1.3, which took the FAQ's clarifications in.
"""

from __future__ import annotations

import pytest

from riftsim.actions import DecisionKind
from riftsim.reference.state import Zone

from faq_others_helpers import (GROVE, bid, free_runes, go, hand, might, runes, settle, spec,
                                tgt)



# ------------------------------------------------------------------ Falling Star and Deflect


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::falling-star-icathian-rain-and-deflect")
def test_falling_star_chooses_both_targets_up_front_same_unit_twice(scenario):
    """Errata (no longer a reflexive trigger): Falling Star's two 'Deal 3 to a unit' choose their
    targets as it is played (355, 359.3), the same unit may be chosen twice; the opponent gets
    priority with the whole spell on the chain (339.2) and nothing dealt yet; on resolution the
    unit takes 3 twice (157)."""
    s = scenario(spec({"hand": ["Falling Star"], "runes": runes("fury", 4)},
                      {"field": [["Playful Phantom", "Vanguard Sergeant"], []],
                       "hand": ["Stupefy"], "pool": {"energy": 1}}))
    g = s.game
    ph = bid(s, "Playful Phantom", 1)
    s.do("play Falling Star", f"target Playful Phantom #{ph}", f"target Playful Phantom #{ph}")
    assert s.decision.player == 1 and s.kind == DecisionKind.PRIORITY
    assert len(g.chain) == 1 and g.objs[ph].damage == 0
    s.do("pass")
    settle(s)
    assert g.objs[ph].zone != Zone.BOARD                 # 3 + 3 >= 5 Might: it died
    assert g.objs[bid(s, "Vanguard Sergeant", 1)].damage == 0


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::falling-star-icathian-rain-and-deflect")
def test_falling_star_may_choose_different_units(scenario):
    """The two instances may choose different units; each takes 3."""
    s = scenario(spec({"hand": ["Falling Star"], "runes": runes("fury", 4)},
                      {"field": [["Playful Phantom", "Vanguard Sergeant"], []]}))
    g = s.game
    ph, vs = bid(s, "Playful Phantom", 1), bid(s, "Vanguard Sergeant", 1)
    s.do("play Falling Star", f"target Playful Phantom #{ph}", f"target Vanguard Sergeant #{vs}")
    settle(s)
    assert g.objs[ph].damage == 3 and g.objs[vs].damage == 3


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::in-addition-to-these-card-changes")
@pytest.mark.parametrize("power, twice", [(3, False), (4, True)])
def test_deflect_is_paid_for_each_time_a_unit_is_chosen(scenario, power, twice):
    """809.1.c (the FAQ's erratum of the old 735.1.c): a spell choosing a Deflect unit costs
    [A] more for EACH time it chooses it. Falling Star ([2] + 2 fury) choosing an enemy Bird
    (Deflect 1) twice needs 4 power; with 3 the Bird cannot be chosen a second time."""
    s = scenario(spec({"hand": ["Falling Star"], "pool": {"energy": 2, "power": {"fury": power}}},
                      {"field": [["Bird", "Vanguard Sergeant"], []]}))
    g = s.game
    b = bid(s, "Bird", 1)
    s.do("play Falling Star", f"target Bird #{b}")
    assert s.can(f"target Bird #{b}") == twice
    if twice:
        s.do(f"target Bird #{b}")
        settle(s)
        assert g.objs[b].zone != Zone.BOARD


# ------------------------------------------------------------------------------ Deathgrip


def _deathgrip(scenario, base):
    """P1 holds a Stupefy and 1 Energy, so it is given priority while Deathgrip is on the
    chain instead of passing by itself."""
    return scenario(spec({"hand": ["Deathgrip"], "runes": runes("order", 2), "base": base,
                          "deck": ["Pouty Poro"] + ["Mountain Drake"] * 6},
                         {"hand": ["Stupefy"], "pool": {"energy": 1}}))


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::is-the-first-friendly-unit-on")
def test_deathgrip_first_unit_is_a_target_killed_on_resolution(scenario):
    """Errata: both friendly units are targets chosen on play (355); the first is killed as
    the spell resolves (not as a cost, 357), the second gets +Might equal to its Might this
    turn, then Deathgrip draws 1."""
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Playful Phantom"])
    g = s.game
    vs, ph = bid(s, "Vanguard Sergeant"), bid(s, "Playful Phantom")
    s.do("play Deathgrip", f"target Vanguard Sergeant #{vs}", f"target Playful Phantom #{ph}")
    assert s.decision.player == 1 and len(g.chain) == 1
    assert g.objs[vs].zone == Zone.BOARD                # chosen, not paid: still alive
    settle(s)
    assert g.objs[vs].zone == Zone.TRASH
    assert might(s, ph) == 5 + 4
    assert "Pouty Poro" in hand(s)


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::is-the-first-friendly-unit-on")
def test_deathgrip_gives_no_might_when_the_death_is_replaced(scenario):
    """If the first unit isn't actually killed (Zhonya's Hourglass replaces its death, 367),
    the second unit gets no Might; Deathgrip still draws 1 (the erratum's paragraph break)."""
    s = _deathgrip(scenario, ["Vanguard Sergeant", "Playful Phantom", "Zhonya's Hourglass"])
    g = s.game
    vs, ph = bid(s, "Vanguard Sergeant"), bid(s, "Playful Phantom")
    s.do("play Deathgrip", f"target Vanguard Sergeant #{vs}", f"target Playful Phantom #{ph}")
    settle(s)
    assert g.objs[vs].zone == Zone.BOARD
    assert s.zone("Zhonya's Hourglass") == "TRASH"
    assert might(s, ph) == 5
    assert "Pouty Poro" in hand(s)


# ------------------------------------------------------------------------------------ Yone


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::when-and-how-does-yone-trigger")
def test_yone_triggers_conquering_a_battlefield_that_was_uncontrolled(scenario):
    """Errata: Yone, Blademaster checks the control immediately before the conquer (464.1,
    461.5): moving into an empty uncontrolled battlefield (a noncombat showdown, 344) he
    conquers and deals his Might (5) to an enemy unit in a base."""
    s = scenario(spec({"base": ["Yone, Blademaster"]}, {"base": ["Mountain Drake"]}))
    g = s.game
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", f"to {GROVE}")
    go(s, tgt(s, "Mountain Drake", 1))
    settle(s)
    assert g.bfs[0].controller == 0
    assert g.objs[bid(s, "Mountain Drake", 1)].damage == 5


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::when-and-how-does-yone-trigger")
def test_yone_does_not_trigger_conquering_an_enemy_controlled_battlefield(scenario):
    """A battlefield the opponent controlled (with no units there) is not 'uncontrolled'
    before the conquer: no trigger."""
    s = scenario(spec({"base": ["Yone, Blademaster"]}, {"base": ["Vanguard Sergeant"]},
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    g = s.game
    s.do(f"move Yone, Blademaster #{bid(s, 'Yone, Blademaster')}", f"to {GROVE}")
    settle(s)
    assert g.bfs[0].controller == 0
    assert all(o.damage == 0 for o in g.objs if o.zone == Zone.BOARD)


# ------------------------------------------------------------------------------- Rumble


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::can-rumble-hotheaded-choose-a-mech")
def test_rumble_recycles_a_mech_token_and_counts_its_might(scenario):
    """182.1.e: a token inherits its type's recycle destination (a unit: the Main Deck), then
    ceases to exist (182); it is still the unit recycled, so Rumble, Hotheaded reduces the
    Mech he plays from the trash by its Might (3): Ferrous Forerunner (6 + fury) costs 3 +
    fury: the three Fury runes are all used."""
    s = scenario(spec({"base": ["Rumble, Hotheaded", "Mech"],
                       "trash": ["Ferrous Forerunner"], "runes": runes("fury", 3)}))
    g = s.game
    mech = bid(s, "Mech")
    s.do(f"move Rumble, Hotheaded #{bid(s, 'Rumble, Hotheaded')}", f"to {GROVE}")
    go(s, f"choose Mech #{mech}", "to P0's base")
    settle(s)
    assert s.obj("Ferrous Forerunner").zone == Zone.BOARD
    assert g.objs[mech].zone != Zone.BOARD and mech not in g.players[0].deck
    assert free_runes(s, 0) == 0


# ---------------------------------------------------------------------- Might 0 and below


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::i-heard-that-cards-that-reduce")
def test_stupefy_keeps_its_minimum_of_one(scenario):
    """Origins cards keep 'to a minimum of 1': Stupefy on a 1-Might Recruit leaves it at 1
    (143.2); Stupefy still draws 1."""
    s = scenario(spec({"hand": ["Stupefy"], "runes": runes("mind", 1), "base": ["Recruit"]}))
    r = bid(s, "Recruit")
    s.do("play Stupefy")
    go(s, f"target Recruit #{r}")
    settle(s)
    assert might(s, r) == 1
    assert hand(s) == ["Mountain Drake"]


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-this-mean-that-units-might")
def test_recruit_leaving_trifarian_war_camp_after_stupefy_has_0_might(scenario):
    """143.2.b: Might can reach 0. A Recruit at Trifarian War Camp has 2; Stupefy's -1 is
    fixed as it resolves (to 1); moved away from the War Camp it loses the +1: 0 Might, and it
    stays on the board (no damage, 323.5)."""
    s = scenario(spec({"hand": ["Stupefy"], "runes": runes("mind", 1),
                       "field": [[], ["Recruit"]]}, bfs=[GROVE, "Trifarian War Camp"]))
    g = s.game
    r = bid(s, "Recruit")
    assert might(s, r) == 2
    s.do("play Stupefy")
    go(s, f"target Recruit #{r}")
    settle(s)
    assert might(s, r) == 1
    s.do(f"move Recruit #{r}")
    go(s, "to P0's base")
    settle(s)
    assert g.objs[r].zone == Zone.BOARD and g.objs[r].loc == 0
    assert might(s, r) == 0


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-a-unit-with-0-or")
def test_zero_might_unit_lives_until_dealt_one_damage(scenario):
    """143.2.b / 323.5: a unit at 0 Might doesn't die by itself (Frigid Touch on a 2-Might
    Sand Soldier); 0 is no amount of damage, 1 is lethal: a 1-Might Recruit attacking it takes
    no combat damage and kills it."""
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 2), "base": ["Recruit"]},
                      {"field": [["Sand Soldier"], []]},
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    g = s.game
    ss = bid(s, "Sand Soldier", 1)
    s.do("play Frigid Touch")
    go(s, "no", f"target Sand Soldier #{ss}")
    settle(s)
    assert might(s, ss) == 0 and g.objs[ss].zone == Zone.BOARD
    r = bid(s, "Recruit")
    s.do(f"move Recruit #{r}", f"to {GROVE}")
    settle(s)
    assert g.objs[ss].zone != Zone.BOARD
    assert g.objs[r].zone == Zone.BOARD and g.objs[r].damage == 0
    assert g.bfs[0].controller == 0


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-a-unit-with-negative-might")
def test_negative_might_keeps_its_value_but_deals_no_combat_damage(scenario):
    """143.2.b / 143.2.b.1: Frigid Touch repeated (-4) on a 1-Might Recruit leaves it at -3
    (its true value); in combat it contributes 0 damage (460.2) and dies to 1."""
    s = scenario(spec({"hand": ["Frigid Touch"], "runes": runes("mind", 4), "base": ["Recruit"]},
                      {"field": [["Recruit"], []]},
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    g = s.game
    theirs, mine = bid(s, "Recruit", 1), bid(s, "Recruit", 0)
    s.do("play Frigid Touch")
    go(s, "yes", f"target Recruit #{theirs}", f"target Recruit #{theirs}")
    settle(s)
    assert might(s, theirs) == -3 and g.objs[theirs].zone == Zone.BOARD
    s.do(f"move Recruit #{mine}", f"to {GROVE}")
    settle(s)
    assert g.objs[theirs].zone != Zone.BOARD
    assert g.objs[mine].zone == Zone.BOARD and g.objs[mine].damage == 0


# --------------------------------------------------------------------------- Weaponmaster


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::the-reminder-text-of-weaponmaster-says")
@pytest.mark.parametrize("use", [False, True])
def test_weaponmaster_is_optional(scenario, use):
    """821: Weaponmaster is always a choice: Yone, Blademaster played with an Equipment on the
    board may decline to equip it (it stays unattached, no cost paid) or equip it."""
    s = scenario(spec({"hand": ["Yone, Blademaster"], "runes": runes("body", 6),
                       "base": ["Hextech Gauntlets"]}))
    g = s.game
    gaunt = bid(s, "Hextech Gauntlets")
    s.do("play Yone, Blademaster")
    go(s, "to P0's base")
    settle(s)
    if use:
        s.do(f"choose Hextech Gauntlets #{gaunt}")
    else:
        s.do("done" if s.can("done") else "no")
    settle(s)
    yone = bid(s, "Yone, Blademaster")
    assert (g.objs[gaunt].attached_to == yone) == use


# --------------------------------------------------------------------------- Ezreal, Prodigy


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::what-about-deflect-costs-arent-those")
def test_ezreal_does_not_reduce_deflect(scenario):
    """Deflect's [A] is a mandatory additional cost (356.2.a.2, 809): Ezreal, Prodigy's
    discount of optional additional costs (356.4.c) leaves it; Hextech Ray ([1][fury]) on a
    Deflect unit still needs a second Power."""
    s = scenario(spec({"hand": ["Hextech Ray"], "runes": runes("fury", 1),
                       "base": ["Ezreal, Prodigy"], "pool": {"energy": 1}},
                      {"field": [["Pouty Poro"], []]}))
    assert not s.can("play Hextech Ray")                   # [1][fury] + [A]: one rune short


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-forgotten-monument-work-the-same")
def test_forgotten_monument_stops_scoring_there_but_not_renatas_point(scenario):
    """Spiritforged FAQ, "Does Forgotten Monument work the same as Tianna?": it prevents
    scoring there (no conquer, no point, 464-466) while control still changes; "extra"
    points such as Renata Glasc, Mastermind's are unaffected. On P0's second turn a unit
    moving in takes control without a point; Renata, already there, scores her point."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]}, bfs=["Forgotten Monument", GROVE],
                      turn=3))
    s.do(f"move Vanguard Sergeant #{s.id('Vanguard Sergeant')}")
    go(s, "to Forgotten Monument")
    settle(s)
    assert s.game.bfs[0].controller == 0 and s.points() == [0, 0]
    assert not [e for e in s.events() if e.kind.name == "SCORE"]
    s = scenario(spec({"field": [["Renata Glasc, Mastermind"], []], "runes": runes("mind", 8)},
                      bfs=[{"card": "Forgotten Monument", "controller": 0}, GROVE], turn=3))
    s.do(f"activate ability 1 of Renata Glasc, Mastermind #{s.id('Renata Glasc, Mastermind')}")
    settle(s)
    assert s.points() == [1, 0]


# ------------------------------------------------------------------ Hostile Takeover, Stormbringer


def _showdown_then_conquer(s, bf: int = 0):
    """The opponent's battlefield with only P0's unit left: a noncombat showdown starts in the
    same cleanup that takes the battlefield's control away (the FAQ's interim ruling; 344.2,
    187.4.c); once it ends, P0 conquers it (+1 point)."""
    g = s.game
    for _ in range(20):
        if s.showdown() is not None:
            break
        s.do(s.options()[0])
    sd = s.showdown()
    assert sd is not None and sd["battlefield"] == bf and not sd["combat"]
    assert g.bfs[bf].controller == -1 and s.points() == [0, 0]
    settle(s)
    assert g.bfs[bf].controller == 0 and s.points() == [1, 0]


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::if-i-use-hostile-takeover-to")
def test_hostile_takeover_of_the_only_enemy_unit_starts_a_noncombat_showdown(scenario):
    s = scenario(spec({"hand": ["Hostile Takeover"],
                       "pool": {"energy": 5, "power": {"mind": 1, "order": 1}}},
                      {"field": [[{"card": "Vanguard Sergeant", "as": "sgt"}], []]}),
                 stop_at_every_decision=True)
    assert s.game.bfs[0].controller == 1
    s.do("play Hostile Takeover", f"target Vanguard Sergeant #{s.id('sgt')}")
    s.do("pass", "pass")                               # it resolves: P0 controls the Sergeant
    assert s.obj("sgt").controller == 0 and s.loc("sgt") == 1
    _showdown_then_conquer(s)


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::if-i-use-hostile-takeover-to")
def test_stormbringer_into_the_only_enemy_unit_starts_a_noncombat_showdown(scenario):
    """Stormbringer deals the base unit's Might to the enemy units at the battlefield, then
    moves the unit there: the enemy dies in the cleanup and P0's unit stands alone at a
    battlefield its opponent still controls."""
    s = scenario(spec({"hand": ["Stormbringer"], "base": [{"card": "Mountain Drake", "as": "d"}],
                       "pool": {"energy": 6, "power": {"fury": 1, "body": 1}}},
                      {"field": [[{"card": "Vanguard Sergeant", "as": "sgt"}], []]}),
                 stop_at_every_decision=True)
    s.do("play Stormbringer", f"target Mountain Drake #{s.id('d')}", f"target {GROVE}")
    s.do("pass", "pass")
    assert s.zone("sgt") == "TRASH" and s.loc("d") == 1
    _showdown_then_conquer(s)


# ------------------------------------------------------------------ Draven, Audacious: winning a
# combat


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::what-does-it-mean-to-win")
def test_draven_wins_a_combat_on_defence_and_scores(scenario):
    """Only Draven's side has units left after combat damage: his controller wins the combat
    on defence, and "the first time I win a combat each turn" scores 1 point."""
    s = scenario(spec({"base": ["Vanguard Sergeant"]}, {"field": [["Draven, Audacious"], []]},
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", f"to {GROVE}")
    settle(s)
    assert s.obj("Draven, Audacious").zone == Zone.BOARD
    assert s.points() == [0, 1]


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::what-does-it-mean-to-win")
def test_draven_does_not_win_a_tie(scenario):
    """Neither player has units left after combat damage (Yeti Brawler and Draven, 6 each):
    a tie, nobody wins, so Draven's win point does not come; he died in combat, so his other
    ability gives the opponent (P0) a point; nobody conquers."""
    s = scenario(spec({"base": ["Yeti Brawler"]}, {"field": [["Draven, Audacious"], []]},
                      bfs=[{"card": GROVE, "controller": 1}, "Zaun Warrens"]))
    s.do(f"move Yeti Brawler #{bid(s, 'Yeti Brawler')}", f"to {GROVE}")
    settle(s)
    assert s.obj("Draven, Audacious").zone == Zone.TRASH
    assert s.obj("Yeti Brawler").zone == Zone.TRASH
    assert s.points() == [1, 0]


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::if-i-win-on-the-attack")
def test_draven_point_comes_before_the_conquer_point_which_then_draws(scenario):
    """At 6 points (Victory Score 8) with the other battlefield not scored this turn: Draven's
    win point resolves first (7), so the conquer is the Winning Point attempt and draws
    instead (466.1.b.2); P0 ends at 7 with one more card in hand."""
    s = scenario(spec({"base": ["Draven, Audacious"], "points": 6},
                      {"field": [["Vanguard Sergeant"], []]}))
    hand_before = len(s.game.players[0].hand)
    s.do(f"move Draven, Audacious #{bid(s, 'Draven, Audacious')}", f"to {GROVE}")
    settle(s)
    assert s.obj("Vanguard Sergeant").zone == Zone.TRASH
    assert s.points() == [7, 0] and not s.game.is_over
    assert len(s.game.players[0].hand) == hand_before + 1


# ------------------------------------------------------------------ Pickpocket and Gold


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::can-pickpocket-kill-a-gold-token")
def test_pickpocket_can_kill_a_gold_token(scenario):
    """A token's cost is treated as 0 for all purposes (182.2.a.1): a Gold token is a gear
    with Energy cost no more than [1], Pickpocket may kill it (and plays its own exhausted
    Gold); Doran's Blade ([2]) is not a legal choice."""
    s = scenario(spec({"hand": ["Pickpocket"], "pool": {"energy": 3}},
                      {"base": ["Gold", "Doran's Blade"]}))
    s.do("play Pickpocket")
    go(s, "base")
    settle(s)
    go(s, "yes")
    assert not s.can("target Doran's Blade")
    go(s, tgt(s, "Gold", 1))
    settle(s)
    g = s.game
    golds = [i for i in s.ids("Gold") if g.objs[i].zone == Zone.BOARD]
    assert [g.objs[i].controller for i in golds] == [0] and g.objs[golds[0]].exhausted
    assert bid(s, "Doran's Blade", 1) is not None


# ------------------------------------------------------------------ Ezreal and Blast Corps Cadet


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::what-costs-does-ezreal-prodigy-reduce")
def test_ezreal_reduces_blast_corps_cadets_optional_cost(scenario):
    """Ezreal, Prodigy reduces optional additional costs ("may" + "additional cost"): Blast
    Corps Cadet's [1][fury] costs [fury] (356.4), its own [2] stays: 2 Energy and a fury
    Power pay for both."""
    s = scenario(spec({"hand": ["Blast Corps Cadet"], "pool": {"energy": 2, "power": {"fury": 1}},
                       "base": ["Ezreal, Prodigy"]},
                      {"field": [["Playful Phantom"], []]}))
    s.do("play Blast Corps Cadet", "yes")
    go(s, "base")
    settle(s)
    go(s, tgt(s, "Playful Phantom", 1))
    settle(s)
    g = s.game
    assert g.objs[bid(s, "Blast Corps Cadet")].zone == Zone.BOARD
    assert g.objs[bid(s, "Playful Phantom", 1)].damage == 2
    assert g.players[0].energy == 0


# ------------------------------------------------------------------ Janna, Savior


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::can-jannas-play-effect-be-used")
def test_janna_heals_her_units_here_with_no_enemy_unit_there(scenario):
    """Errata: "move up to one enemy unit": with none at her battlefield her play trigger
    still goes on the chain (its only target slot is "up to", 355.6) and heals your units
    there."""
    s = scenario(spec({"hand": ["Janna, Savior"], "pool": {"energy": 3, "power": {"calm": 1}},
                       "field": [[], [{"card": "Playful Phantom", "damage": 3}]]},
                      bfs=[GROVE, {"card": "Zaun Warrens", "controller": 0}]))
    s.do("play Janna, Savior")
    go(s, "to Zaun Warrens", "Zaun Warrens")
    settle(s)
    g = s.game
    assert g.objs[bid(s, "Janna, Savior")].loc == 2
    assert g.objs[bid(s, "Playful Phantom")].damage == 0


# ------------------------------------------------------------------ Tianna Crownguard


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::can-i-still-conquer-and-hold")
def test_tianna_stops_points_but_not_conquering_its_triggers_or_the_draw(scenario):
    """Errata: "While I'm at a battlefield, opponents can't gain points": player 0 still
    conquers Zaun Warrens and gets its conquer trigger (discard 1, draw 1), but no point; at
    7 points with a battlefield not scored this turn, the conquer draws a card instead of the
    final point (466.1.b), with Tianna as without her."""
    for points in (0, 7):
        s = scenario(spec({"base": ["Vanguard Sergeant"], "hand": ["Pouty Poro"],
                           "points": points, "deck": ["Mystic Poro"] * 4},
                          {"field": [["Tianna Crownguard"], []]}))
        g = s.game
        s.do(f"move Vanguard Sergeant #{bid(s, 'Vanguard Sergeant')}", "to Zaun Warrens")
        settle(s)
        go(s, "choose Pouty Poro")
        settle(s)
        assert g.bfs[1].controller == 0
        assert g.players[0].points == points
        drawn = hand(s).count("Mystic Poro")
        assert drawn == (1 if points == 0 else 2)     # Warrens' draw (+ the draw instead)


# ------------------------------------------------------------------ Kato the Arm


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-kato-give-keywords-hes-gained")
def test_kato_gives_his_current_keywords_and_might_locked_in_as_it_resolves(scenario):
    """Kato (3) with Doran's Blade (+2) and Cloth Armor ([Shield 2]) moves to a battlefield:
    the Sergeant gets his keywords gained in play too ([Deflect], [Shield 2]) and +5 (his
    Might with the Blade); a later -1 on Kato (Stupefy) changes nothing for the Sergeant."""
    s = scenario(spec({"base": [{"card": "Kato the Arm",
                                 "attached": ["Doran's Blade", "Cloth Armor"]},
                                "Vanguard Sergeant"],
                       "hand": ["Stupefy"], "pool": {"energy": 1}}))
    kato, sergeant = bid(s, "Kato the Arm", 0), bid(s, "Vanguard Sergeant", 0)
    assert might(s, kato) == 3 + 2
    s.do(f"move Kato the Arm #{kato}")
    go(s, f"to {GROVE}", GROVE)
    go(s, f"target Vanguard Sergeant #{sergeant}")
    settle(s)
    kws = s.keywords(sergeant)
    assert kws.get("Deflect") == 1 and kws.get("Shield") == 2
    assert might(s, sergeant) == 4 + 5
    s.do("play Stupefy", f"target Kato the Arm #{kato}")
    settle(s)
    assert might(s, kato) == 5 - 1
    assert might(s, sergeant) == 4 + 5 and s.keywords(sergeant).get("Shield") == 2


# ------------------------------------------------------------------ Temporal Portal: a given
# [Repeat] costs the spell's printed cost


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::what-parts-of-a-spell-does")
@pytest.mark.parametrize("energy, offered", [(4, True), (3, False)])
def test_temporal_portal_repeat_of_find_your_center_costs_its_printed_cost(scenario, energy,
                                                                          offered):
    """Find Your Center (3, 2 less while an opponent is within 3 points of the Victory Score)
    given [Repeat] by Temporal Portal: the Repeat cost is its printed cost, 3, not reduced, and
    the reduction applies once, so with the Repeat it costs 3 - 2 + 3 = 4 (820.1.d, 356.4):
    offered with 4 Energy, not with 3. Paid, its instructions run twice (draw 1 and channel 1
    rune exhausted, twice)."""
    s = scenario(spec({"base": ["Temporal Portal"], "hand": ["Find Your Center"],
                       "rune_deck": ["Calm Rune"] * 3,
                       "pool": {"energy": energy, "power": {"calm": 1}}},
                      {"points": 5}))
    g = s.game
    s.do(f"activate ability 0 of Temporal Portal #{bid(s, 'Temporal Portal', 0)}")
    settle(s)
    s.do("play Find Your Center")
    assert (s.kind == DecisionKind.OPTIONAL_COST) == offered
    if offered:
        s.do("yes")
    settle(s)
    runs = 2 if offered else 1
    assert len(hand(s, 0)) == runs and len(g.players[0].runes) == runs
    assert g.players[0].energy == energy - (4 if offered else 1)


# ------------------------------------------------------------------ Svellsongur: the printed text,
# once more per Svellsongur; each instance's own "not chosen this turn" record


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-svellsongur-copy-text-that-the")
def test_svellsongur_copies_printed_text_only(scenario):
    """Chemtech Enforcer (printed Assault 2) with Svellsongur and Serrated Dirk ("Assault 2",
    Effect Text) attached, then given Assault 3 by Cleave: the copy is of the printed Assault
    2 only (807.2: 2 + 2), not the Dirk's nor Cleave's (+2 and +3 once each): Assault 9."""
    s = scenario(spec({"base": [{"card": "Chemtech Enforcer",
                                 "attached": ["Svellsongur", "Serrated Dirk"]}],
                       "hand": ["Cleave"], "runes": runes("fury", 1)}))
    assert s.keywords("Chemtech Enforcer").get("Assault") == 2 + 2 + 2
    s.do("play Cleave", f"target Chemtech Enforcer #{bid(s, 'Chemtech Enforcer', 0)}")
    settle(s)
    assert s.zone("Cleave") == "TRASH"
    assert s.keywords("Chemtech Enforcer").get("Assault") == 2 + 2 + 2 + 3


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::does-svellsongur-copy-text-that-the")
def test_three_svellsongur_make_four_instances(scenario):
    """Garen, Commander ("other friendly units here have +1 Might") with three Svellsongur:
    four instances, not eight: the Stalwart Poro beside him has 2 + 4 Might."""
    s = scenario(spec({"base": [{"card": "Garen, Commander", "attached": ["Svellsongur"] * 3},
                                "Stalwart Poro"]}))
    assert might(s, bid(s, "Stalwart Poro", 0)) == 2 + 4


@pytest.mark.ruling("faq/riftbound-spiritforged-faq.md::aphelios-exalted-has-an-ability-that")
def test_svellsongur_on_aphelios_triggers_twice_with_records_apart(scenario):
    """Equipping Svellsongur to Aphelios, Exalted: the copy exists in time, so "when an
    Equipment is attached to me" triggers twice; "choose one that hasn't been chosen this turn"
    applies to each instance apart: both may choose the same mode."""
    s = scenario(spec({"base": ["Svellsongur", "Aphelios, Exalted"],
                       "runes": runes("calm", 2)}))
    s.do(f"activate ability 0 of Svellsongur #{bid(s, 'Svellsongur', 0)}",
         f"target Aphelios, Exalted #{bid(s, 'Aphelios, Exalted', 0)}")
    chosen = 0
    for _ in range(30):
        if s.kind == DecisionKind.ORDER_TRIGGERS:
            s.do("option 0")
        elif s.kind == DecisionKind.CHOOSE_MODE:
            assert "option 1" in s.options(), s.options()
            s.do("option 1")
            chosen += 1
        elif s.can("pass"):
            s.do("pass")
        else:
            break
        if s.game.is_over or (not s.game.chain and chosen == 2):
            break
    assert chosen == 2
    assert s.game.objs[bid(s, "Svellsongur", 0)].attached_to == bid(s, "Aphelios, Exalted", 0)
