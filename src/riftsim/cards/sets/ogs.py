"""Proving Grounds (OGS): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts; only abilities beyond them are written here. Mechanics
shared with Origins (bonus damage, fights, spell-only Energy …) are in reference/ops_ogn.py.
"""

from riftsim.cards.dsl import (
    EACH, SELF, Activated, Cost, Deal, Draw, Fight, Kill, Might, Move, Named, Ready, ReturnToHand,
    SaveFromDeath, Sel, Spell, Static, T, Target, Token, Triggered, count_at_trigger,
    runes_at_least, trigger_is, unit,
)
from riftsim.cards.registry import define, vanilla

vanilla("Zephyr Sage")           # Shield

# ---------------------------------------------------------------- Fury
define("Annie, Fiery",       # your spells and abilities deal 1 Bonus Damage
       Static("bonus_damage", 1, kw="yours"))
define("Firestorm",          # 3 damage to every enemy unit at a chosen battlefield
       Spell((Target(Sel("battlefield")),), (Deal(3, EACH(unit("enemy", "here"), at=T(0))),)))
define("Incinerate",         # 2 damage to a unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Deal(2, T(0)),)))

# ---------------------------------------------------------------- Calm
define("Yi, Meditative",     # +4 Might while you have 8 or more runes
       Static("might", 4, condition=runes_at_least(8)))

# ---------------------------------------------------------------- Mind
define("Lux, Illuminated",   # you play a spell costing 5+ Energy: +3 Might this turn
       Triggered("you_play_spell", (Might(SELF, 3),),
                 condition=trigger_is(Sel("spell", where="any", energy_ge=5))))

# ---------------------------------------------------------------- Body
define("Garen, Rugged",      # Assault 2 and Shield 2 (the facts list only the first)
       keywords=("Assault 2", "Shield 2"))
define("Gentlemen's Duel",   # friendly unit +3 Might this turn; it and an enemy unit fight
       Spell((Target(unit("friendly")), Target(unit("enemy"))),
             (Might(T(0), 3), Fight(T(0), T(1)))))
define("Yi, Honed",          # Ganking; I enter ready
       Static("enter_ready"))

# ---------------------------------------------------------------- Chaos
define("Annie, Stubborn",    # when played: return a spell from your trash to your hand
       Triggered("play_self", (ReturnToHand(T(0)),),
                 targets=(Target(Sel("spell", "friendly", "trash")),)))
define("Flash",              # move up to 2 friendly units to base
       Spell((Target(unit("friendly", "battlefield"), 2, up_to=True),), (Move(T(0), "base"),)))

# ---------------------------------------------------------------- Order
define("Blast of Power",     # kill a unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Kill(T(0)),)))
define("Garen, Commander",   # other friendly units here have +1 Might
       Static("might", 1, applies=unit("friendly", "here", other=True)))
define("Lux, Crownguard",    # exhaust: [Reaction] add 2 Energy usable only for spells
       Activated(Cost(exhaust_self=True), (Named("add_energy_spells", n=2),),
                 timing="reaction", adds=True))
define("Recruit the Vanguard",  # play four 1-Might Recruit tokens (your base or your bfs)
       Spell((), (Token("Recruit", 4, "choose"),)))
define("Vanguard Attendant",  # I enter ready
       Static("enter_ready"))

# ---------------------------------------------------------------- signatures, Tibbers
define("Tibbers",            # when played: 3 damage to every unit at a battlefield
       Triggered("play_self", (Deal(3, EACH(unit(where="battlefield"))),)))
define("Highlander",         # a friendly unit: the next time it would die this turn, it is
       Spell((Target(unit("friendly")),), (SaveFromDeath(T(0)),)))  # healed, exhausted, recalled
define("Final Spark",        # 8 damage to a unit
       Spell((Target(unit()),), (Deal(8, T(0)),)))
define("Decisive Strike",    # friendly units +2 Might this turn
       Spell((), (Might(EACH(unit("friendly")), 2),)))

# ---------------------------------------------------------------- legends
define("Dark Child - Starter",   # Annie: end of your turn, ready up to 2 runes
       Triggered("end_turn", (Ready(T(0)),),
                 targets=(Target(Sel("rune", exhausted=True), 2, up_to=True),)))
define("Wuju Bladesman - Starter",   # Master Yi: a friendly unit defending alone has +2 Might
       Static("might", 2, applies=unit("friendly", defending=True, alone=True)))
define("Lady of Luminosity - Starter",   # Lux: you play a spell costing 5+ Energy: draw 1
       Triggered("you_play_spell", (Draw(1),),
                 condition=trigger_is(Sel("spell", where="any", energy_ge=5))))
define("Might of Demacia - Starter",   # Garen: you conquer with 4+ of your units there: draw 2
       Triggered("you_conquer", (Draw(2),),
                 condition=count_at_trigger(unit("yours", "here"), 4)))
