"""The play class of each card (tables.pxi PC_*, CoreTables._play_class): what can_play reads of
a card in one word, worked out once from the card tables. Every card of the pool: its word
agrees with the card table, card_x and the card's passives (356.2 additional costs, 356.4
discounts, 307-313 timing keywords, 819.1.b Quick-Draw, 822 Ambush)."""

from __future__ import annotations

from riftsim.core import tables

# the tables.pxi / instructions.pxi values the word is built from (engine constants)
C_TYPE, C_ENERGY, C_POWER, C_ST_FIRST, C_ST_N, C_KW, S_KIND = 0, 1, 2, 8, 9, 13, 0
K_REACTION, K_ACTION, K_AMBUSH = 5, 6, 12
TY_UNIT, TY_SPELL, TY_GEAR = 0, 1, 2
SK_COST_LESS, SK_OPTIONAL_COST, SK_EXTRA_COST = 5, 100, 101
PC_ENERGY, PC_POWER_SHIFT = 0xFF, 8
PC_ACTION, PC_REACTION, PC_QUICK_DRAW, PC_AMBUSH = 1 << 13, 1 << 14, 1 << 15, 1 << 16
PC_PLAIN, PC_OWN_LESS, PC_PLAYABLE = 1 << 17, 1 << 18, 1 << 20


def _kinds(t, card):
    cards, statics = t.arrays["cards"], t.arrays["statics"]
    first, n = int(cards[card, C_ST_FIRST]), int(cards[card, C_ST_N])
    return {int(statics[r, S_KIND]) for r in range(first, first + n)}


def test_play_class_agrees_with_the_card_tables():
    t = tables()
    cards, pc = t.arrays["cards"], t.derived["play_class"]
    assert pc.shape[0] == cards.shape[0] > 100
    seen = 0
    for card in range(cards.shape[0]):
        w = int(pc[card])
        ty = int(cards[card, C_TYPE])
        assert bool(w & PC_PLAYABLE) == (ty in (TY_UNIT, TY_GEAR, TY_SPELL))
        assert w & PC_ENERGY == min(255, max(0, int(cards[card, C_ENERGY])))
        assert (w >> PC_POWER_SHIFT) & 0x1F == min(16, max(0, int(cards[card, C_POWER])))
        assert bool(w & PC_ACTION) == bool(cards[card, C_KW + K_ACTION])
        assert bool(w & PC_REACTION) == bool(cards[card, C_KW + K_REACTION])
        assert bool(w & PC_AMBUSH) == bool(cards[card, C_KW + K_AMBUSH])
        kinds = _kinds(t, card)
        own = bool(kinds & {SK_COST_LESS, SK_OPTIONAL_COST})
        assert bool(w & PC_OWN_LESS) == own
        assert bool(w & PC_PLAIN) == (not own and SK_EXTRA_COST not in kinds)
        seen += bool(w & PC_QUICK_DRAW) + bool(w & PC_OWN_LESS)
    assert seen > 0                         # (some card has Quick-Draw or a discount of its own)
