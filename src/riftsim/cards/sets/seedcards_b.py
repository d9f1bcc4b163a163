"""Seed-ruling cards (seed files 001 and 004): cards that the seed rulings tested in
tests/rulings/test_seed_001_004.py name (or use as examples) and that no set module defines.

These are to be merged into their set modules (ogn.py, sfd.py) later. Each definition sits next
to a paraphrase of what the card does (never the printed text); keywords come from the card
facts. Card-specific ops live in `riftsim/reference/ops_seeds_b.py`.
"""

from riftsim.cards.dsl import (
    AT_BATTLEFIELD, EACH, SELF, Activated, AddPower, Buff, Channel, Cost, Deal, Delayed, Draw,
    Might, Move, Named, PlayFromTrash, Ready, Replacement, Sel, Spell, Static, Stun, T, Target,
    Triggered, moved_at_least, trigger_is, unit,
)
from riftsim.cards.registry import define

# ---------------------------------------------------------------- legends
define("Relentless Storm",        # Volibear: when you play a Mighty unit, you may exhaust me to
       Triggered("you_play_unit", (Channel(1, exhausted=True),),        # channel 1 rune
                 condition=trigger_is(unit(might_ge=5)), optional=True,  # exhausted
                 cost=Cost(exhaust_self=True, required=True)))
define("Unforgiven",              # Yasuo: [2], exhaust: move a friendly unit to or from its base
       Activated(Cost(energy=2, exhaust_self=True), (Move(T(0), "to_or_from_base"),),
                 targets=(Target(unit("friendly")),)))

# ---------------------------------------------------------------- units
define("Ahri, Inquisitive",       # when I attack or defend: an enemy unit here gets -2 Might
       Triggered("attack", (Might(T(0), -2, floor=1),),                 # this turn, not below 1
                 targets=(Target(unit("enemy", "here")),)),
       Triggered("defend", (Might(T(0), -2, floor=1),),
                 targets=(Target(unit("enemy", "here")),)))
define("Leona, Determined",       # Shield; when I attack: stun an enemy unit here
       Triggered("attack", (Stun(T(0)),), targets=(Target(unit("enemy", "here")),)))
define("Cithria of Cloudfield",   # when you play another unit: buff me
       Triggered("you_play_unit", (Buff(SELF),)))
define("Volibear, Furious",       # Deflect 2; when I attack: 5 damage split among any number
       Triggered("attack", (Named("split_damage", T(0), 5),),           # of enemy units here
                 targets=(Target(unit("enemy", "here"), count=5, up_to=True),)))
define("Kayn, Unleashed",         # Ganking; while I have moved twice this turn, no damage to me
       Static("no_damage", condition=moved_at_least(2)))
define("Rengar, Pouncing",        # Reaction, Assault 2; may be played to a battlefield you are
       Static("play_attacking"))                                        # attacking
define("Immortal Phoenix",        # Assault 2; from your trash, when you kill a unit with a
       Triggered("you_kill_spell", (PlayFromTrash(SELF),), optional=True,   # spell: you may
                 cost=Cost(energy=1, power=("fury",), required=True)))      # pay 1+Fury to play
                                                                            # me from the trash
define("Twisted Fate, Gambler",   # when I attack: reveal and recycle your top rune, then by its
       Triggered("attack", (Named("reveal_rune_then", kw="fury:1,mind:2,order:3"),)),  # domain:
       Delayed((Deal(2, T(0)), Named("deal_others", T(0), 1,            # Fury: 2 to an enemy
                                     other=EACH(unit("enemy", "here")))),  # here, 1 to the other
               targets=(Target(unit("enemy", "here")),)),                # enemies here;
       Delayed((Draw(1),)),                                             # Mind: draw 1;
       Delayed((Stun(T(0)),), targets=(Target(unit("enemy")),)))        # Order: stun an enemy
define("Blastcone Fae",           # Hidden; when played: a unit gets -2 Might this turn, min 1
       Triggered("play_self", (Might(T(0), -2, floor=1),), targets=(Target(unit()),)))
define("Sona, Harmonious",        # end of your turn, if I'm at a battlefield: ready up to 4
       Triggered("end_turn", (Ready(T(0)),), condition=AT_BATTLEFIELD,  # friendly runes
                 targets=(Target(Sel("rune", "friendly"), count=4, up_to=True),)))

# ---------------------------------------------------------------- spells
define("Zenith Blade",            # Action: stun an enemy unit at a battlefield; you may move a
       Spell((Target(unit("enemy", "battlefield")), Target(unit("friendly"), up_to=True)),
             (Stun(T(0)), Move(T(1), "target:0"))))                     # friendly unit there
define("Last Breath",             # Action: ready a friendly unit; it deals its Might to an
       Spell((Target(unit("friendly")), Target(unit("enemy", "battlefield"))),   # enemy unit
             (Ready(T(0)), Named("deals_might", T(1), other=T(0)))))            # at a battlefield
define("Imperial Decree",         # Action: this turn, each unit that takes damage is killed
       Spell((), (Named("kill_damaged_this_turn"),)))
define("Convergent Mutation",     # Reaction: this turn a friendly unit's Might goes up to that
       Spell((Target(unit("friendly")), Target(unit("friendly"))),      # of another one
             (Named("raise_might_to", T(0), other=T(1)),)))
define("Fox-Fire",                # Hidden, Action: kill any number of units at one battlefield
       Spell((Target(unit(where="battlefield"), count=99, up_to=True, same_location=True,
                     total_might_le=4),),                               # totalling 4 Might or
             (Named("kill_group_might_le", T(0), 4),)))                 # less
define("Possession",              # Action: take control of an enemy unit at a battlefield and
       Spell((Target(unit("enemy", "battlefield")),),                    # recall it
             (Named("take_control_recall", T(0)),)))
define("Portal Rescue",           # Action: banish a friendly unit; its owner plays it to their
       Spell((Target(unit("friendly")),), (Named("banish_owner_replays", T(0)),)))   # base free

# ---------------------------------------------------------------- gear
define("Zhonya's Hourglass",      # Hidden; a friendly unit would die: kill this instead, heal,
       Replacement("die", applies=unit("friendly"), kill_self=True))    # exhaust, recall it
define("Ravenborn Tome",          # exhaust: your next spell this turn deals 1 Bonus Damage
       Activated(Cost(exhaust_self=True), (Named("next_spell_bonus", n=1),)))
for _seal, _domain in (("Seal of Focus", "calm"), ("Seal of Insight", "mind"),
                       ("Seal of Strength", "body"), ("Seal of Discord", "chaos"),
                       ("Seal of Unity", "order")):
    define(_seal,                 # exhaust: [Reaction] Add 1 Power of my domain
           Activated(Cost(exhaust_self=True), (AddPower(_domain),), timing="reaction", adds=True))

# ---------------------------------------------------------------- battlefields
define("Sigil of the Storm",      # when you conquer here: you must recycle one of your runes
       Triggered("conquer_here", (Named("recycle_own_rune"),)))
