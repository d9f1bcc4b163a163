"""Seed-ruling cards (seed files 000 and 003): cards the seed rulings in
tests/rulings/test_seed_000_003.py name that no precon defines.

These are to be merged into their set modules (ogn.py, sfd.py, unl.py) later. Each definition
sits next to a paraphrase of what the card does (never the printed text); keywords come from
the card facts. Card-specific ops live in `riftsim/reference/ops_seeds_a.py`.
"""

from riftsim.cards.dsl import (
    AT_BATTLEFIELD, EACH, LEGION, SELF, TRIGGER, Activated, AddEnergy, AddPower, Buff, Channel,
    Cond, Cost, Count, Counter, Deal, Delayed, Draw, Fight, GainPoints, If, Might, MightOf, Move, Named,
    Ready, ReturnToHand, Sel, Spell, Static, SwapLocations, T, Target, Triggered, level,
    spell_on_chain, unit,
)
from riftsim.cards.registry import define

# ---------------------------------------------------------------- legends
define("Hand of Noxus",           # Darius: exhaust: [Reaction] Add 1 Energy, only with Legion
       Activated(Cost(exhaust_self=True), (If(LEGION, (AddEnergy(1),)),),
                 timing="reaction", adds=True))
define("Daughter of the Void",    # Kai'Sa: exhaust: [Reaction] Add 1 Power of any domain,
       Activated(Cost(exhaust_self=True), (AddPower("spell_any"),),   # only to play spells
                 timing="reaction", adds=True))
define("Nine-Tailed Fox",         # Ahri: an enemy unit attacking a battlefield you control
       Triggered("enemy_attacks_mine",   # gets -1 Might this turn, not below 1
                 (Might(TRIGGER, -1, floor=1),)))
define("Void Burrower",           # Rek'Sai: when you conquer, you may exhaust me: reveal the
       Triggered("you_conquer", (Named("reveal_banish_play", n=2),),   # top 2, may banish one
                 optional=True, cost=Cost(exhaust_self=True, required=True)))   # and play it,
                                                                        # recycle the rest

# ---------------------------------------------------------------- units
define("Leona, Zealot",           # enters ready if an opponent is within 3 of the victory
       Static("enter_ready", condition=Cond("opp_within", args=(3,))),   # score; stunned
       Static("might", -8, applies=unit("enemy", "here", stunned=True), floor=1))  # enemies
                                                                        # here -8, min 1
define("Blitzcrank, Impassive",   # played to a battlefield: may move an enemy unit here;
       Triggered("play_self", (Move(T(0), "here"),), targets=(Target(unit("enemy")),),
                 optional=True, condition=AT_BATTLEFIELD),
       Triggered("hold", (ReturnToHand(SELF),)))                        # hold: back to hand
define("Dr. Mundo, Expert",       # +1 Might per card in your trash; start of your Beginning
       Static("might", 1, per=Count(Sel("card", "friendly", "trash"))),   # Phase: recycle 3
       Triggered("beginning", (Named("recycle_from_trash", n=3),)))       # from your trash
define("Yasuo, Remorseful",       # when I attack: damage equal to my Might to an enemy here
       Triggered("attack", (Deal(MightOf(SELF), T(0)),),
                 targets=(Target(unit("enemy", "here")),)))
define("Tideturner",              # Hidden; when played, may pick a unit you control elsewhere:
       Triggered("play_self", (SwapLocations(T(0)),),                    # we swap places
                 targets=(Target(unit("friendly", "elsewhere")),), optional=True))
define("Thousand-Tailed Watcher",  # Accelerate; when played: enemy units -3 Might this turn,
       Triggered("play_self", (Might(EACH(unit("enemy")), -3, floor=1),)))   # not below 1
define("Gemcraft Seer",           # Vision; other friendly units have Vision
       Static("keyword", kw="Vision", applies=unit("friendly", other=True)))
define("Qiyana, Victorious",      # Deflect; when I conquer: draw 1 or channel 1 rune exhausted
       Triggered("conquer", (Named("choose_one", then=(Draw(1),),
                                   otherwise=(Channel(1, exhausted=True),)),)))
define("Sett, Brawler",           # when played and when I conquer: buff me;
       Triggered("play_self", (Buff(SELF),)),
       Triggered("conquer", (Buff(SELF),)),
       Activated(Cost(spend_own_buff=True), (Might(SELF, 4),)))          # spend my buff: +4
define("Kai'Sa, Evolutionary",    # Ganking; when I conquer, may play a spell from your trash
       Triggered("conquer", (Named("kaisa_evolutionary"),), optional=True))   # costing less
                                  # Energy than your points, without its Energy cost; recycle it
define("Teemo, Strategist",       # Hidden; when I defend: pick an enemy unit here, reveal your
       Triggered("defend", (Named("teemo_strategist", to=T(0), n=5),),   # top 5, 1 damage per
                 targets=(Target(unit("enemy", "here")),)))             # Hidden card, recycle
define("Ahri, Alluring",          # when I hold: you score 1 point
       Triggered("hold", (GainPoints(1),)))
define("Nocturne, Horrifying",    # Ganking; looked at / revealed on top of your deck: may
       Static("on_look_play", cost=Cost(power=("A",))))                 # banish me, play for [A]
define("Miss Fortune, Captain",   # Accelerate, Ganking; first move each turn: may ready
       Triggered("move_self", (Ready(T(0)),), optional=True, once_per_turn=True,   # something
                 targets=(Target(Sel("permanent", exhausted=True, other=True)),)))  # else
define("Gustwalker",              # Hunt 2; Level 3: +1 Might and Ganking
       Static("might", 1, condition=level(3)),
       Static("keyword", kw="Ganking", condition=level(3)))
define("Master Yi, Tempered",     # Hunt 2; Level 6: Deflect and Ganking
       Static("keyword", kw="Deflect", condition=level(6)),
       Static("keyword", kw="Ganking", condition=level(6)))

# ---------------------------------------------------------------- gear
define("Seal of Rage",            # exhaust: [Reaction] Add 1 Fury Power
       Activated(Cost(exhaust_self=True), (AddPower("fury"),), timing="reaction", adds=True))

# ---------------------------------------------------------------- spells
define("Ride the Wind",           # Action: move a friendly unit and ready it
       Spell((Target(unit("friendly")),), (Move(T(0)), Ready(T(0)))))
define("Shakedown",               # Reaction: an enemy unit takes 6 unless its controller lets
       Spell((Target(unit("enemy")),), (Named("deal_unless_draw", to=T(0), n=6),)))  # you draw 2
define("Bullet Time",             # Action: pay any amount of [A]: that much damage to every
       Spell((Target(Sel("battlefield")),), (Named("bullet_time", to=T(0)),)))   # enemy unit
                                                                        # at a battlefield
define("Defy",                    # Reaction: counter a spell costing at most 4 Energy and [A]
       Spell((Target(spell_on_chain(energy_le=4, power_le=1)),), (Counter(T(0)),)))
define("Dragon's Rage",           # move an enemy unit; then another enemy unit at its
       Spell((Target(unit("enemy")),), (Move(T(0)), Named("reflexive", n=1))),   # destination
       Delayed((Fight(TRIGGER, T(0)),),                                  # and it fight
               targets=(Target(unit("enemy", "here"), not_trigger=True),)))
define("Icathian Rain",           # deal 2 to a unit, six separate times (same unit allowed)
       Spell(tuple(Target(unit()) for _ in range(6)), tuple(Deal(2, T(i)) for i in range(6))))
define("Catalyst of Aeons",       # channel 2 runes exhausted; if you couldn't channel 2, draw 1
       Spell((), (Channel(2, exhausted=True, otherwise=(Draw(1),)),)))
define("Divine Judgment",         # each player keeps 2 units, 2 gear, 2 runes, 2 hand cards;
       Spell((), (Named("divine_judgment", n=2),)))                     # recycles the rest
define("Super Mega Death Rocket!",  # deal 5 to a unit; from your trash, when you conquer: may
       Spell((Target(unit()),), (Deal(5, T(0)),)),                      # discard 1 to return
       Triggered("you_conquer_trash", (ReturnToHand(SELF),), optional=True,   # it to hand
                 cost=Cost(discard=1, required=True)))

# ---------------------------------------------------------------- battlefields
define("The Candlelit Sanctum",   # conquer here: look at your top 2, recycle any, rest back
       Triggered("conquer_here", (Named("look_top", n=2),)))            # in any order
define("Hall of Legends",         # conquer here: may pay 1 to ready your legend
       Triggered("conquer_here", (Named("ready_legend"),), optional=True,
                 cost=Cost(energy=1, required=True)))
define("Reckoner's Arena",        # hold here: activate the conquer effects of units here
       Triggered("hold_here", (Named("activate_conquer_here"),)))
define("Navori Fighting Pit",     # hold here: buff a unit here
       Triggered("hold_here", (Buff(T(0)),), targets=(Target(unit(where="here")),)))
define("Vilemaw's Lair",          # units can't move from here to base
       Static("no_move_to_base"))
define("Obelisk of Power",        # each player's first Beginning Phase: they channel 1 rune
       Triggered("first_beginning_any", (Channel(1),)))
define("The Arena's Greatest",    # each player's first Beginning Phase: they gain 1 point
       Triggered("first_beginning_any", (GainPoints(1),)))
