"""Organized Play Promos (OPP): card definitions in the effect DSL.

The four OPP legends are promo printings of the Proving Grounds starter legends, named without
"- Starter" (shared/cards/README.md); the card data keeps them as separate cards, so they are
defined here with the same abilities. Each definition sits next to a paraphrase of what the card
does (never the printed text).
"""

from riftsim.cards.dsl import Draw, Ready, Sel, Static, T, Target, Triggered, count_at_trigger, \
    trigger_is, unit
from riftsim.cards.registry import define

# ---------------------------------------------------------------- legends
# Annie: end of your turn, ready up to 2 runes. The promo's data row keeps the printed "ready 2
# runes"; the Origins errata of Dark Child, Starter ("up to 2") applies to the card by name.
define("Dark Child",
       Triggered("end_turn", (Ready(T(0)),),
                 targets=(Target(Sel("rune", exhausted=True), 2, up_to=True),)))
define("Wuju Bladesman",         # Master Yi: a friendly unit defending alone has +2 Might
       Static("might", 2, applies=unit("friendly", defending=True, alone=True)))
define("Lady of Luminosity",     # Lux: you play a spell costing 5+ Energy: draw 1
       Triggered("you_play_spell", (Draw(1),),
                 condition=trigger_is(Sel("spell", where="any", energy_ge=5))))
define("Might of Demacia",       # Garen: you conquer with 4+ of your units there: draw 2
       Triggered("you_conquer", (Draw(2),),
                 condition=count_at_trigger(unit("friendly", "here"), 4)))
