"""Unleashed (UNL): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts; only abilities beyond them are written here. The Unleashed
mechanics (XP, Hunt, Level, Ambush, Backline, excess damage, Predict, delayed abilities) are
described in `riftsim.cards.dsl` ("Unleashed mechanics") and implemented in
`riftsim.reference.ops_unl` plus the rules modules.

Equipment (Soul Sword, Hextech Gauntlets): the Might Bonus is a card fact (a third-party
overlay, cards/README.md "Known gaps" 3); Effect Text is `EffectText` (718.3).
"""

from riftsim.cards.dsl import (
    AT_BATTLEFIELD, EACH, MY_TURN, PAID_EXTRA, PLAYED_FROM_HIDDEN, SELF, TRIGGER,
    TRIGGER_IS_TOKEN, UNIT_DIED_THIS_TURN, Activated, AddPower, BanishAndReplay, Buff,
    CantMoveThisTurn, Channel, Cond, Cost, Count, Deal, Delay, Delayed, DelayThere, Draw,
    EffectText, Equip, GainXP,
    Give, If, Kill, May, Might, MightOf, Move, MoveToEventLocation, OptionalCost, Predict, Ready,
    SaveFromDeath, Sel, Spell, Static, Stun, StunOrReturn, T, Target, Token, Triggered, count_is,
    excess_at_least, level, spells_played_at_least, trigger_is, unit, xp_gained_at_least,
)
from riftsim.cards.registry import define, defined_yet, vanilla

_NOT = lambda c: Cond("not", args=(c,))  # noqa: E731

# ---------------------------------------------------------------- tokens
define("Bird")               # 1-Might Bird unit token with Deflect (184.7; facts unl-t02)
if not defined_yet("Sprite"):  # 3-Might Fae token with Temporary (184.2; facts ogn-274)
    define("Sprite")
if not defined_yet("Gold"):  # Gold gear token: [Reaction] kill it, exhaust it: add one Power
    define("Gold",           # of any domain (184.5; an [Add] ability, 400.2)
           Activated(Cost(exhaust_self=True, kill_self=True), (AddPower("any"),),
                     timing="reaction", adds=True))

# ---------------------------------------------------------------- units whose text is keywords
vanilla(
    "Inferna",               # Ambush, Assault 2
    "Sharkling",             # Accelerate, Assault 4
    "Rengar, Unseen",        # Accelerate, Assault 2, Deflect, Ganking
    "Mutated Mouser",        # Shield 2, Tank
)

# ---------------------------------------------------------------- Fury
define("Arena Kingpin",      # enters ready; exhaust: a unit gets +3 Might this turn
       Static("enter_ready"),
       Activated(Cost(exhaust_self=True), (Might(T(0), 3),), targets=(Target(unit()),)))
define("Towering Pairofant",  # Assault; enters ready if any unit died this turn
       Static("enter_ready", condition=UNIT_DIED_THIS_TURN))
define("Upstage Comedy",     # Repeat [2]; ready a unit
       Spell((Target(unit()),), (Ready(T(0)),), repeat=(Cost(energy=2),)))
define("Vault Breaker",      # Action; a unit gets Assault 2 and Ganking this turn
       Spell((Target(unit()),), (Give(T(0), "Assault", 2), Give(T(0), "Ganking"))))
define("Lord Broadmane",     # Ambush; when played, my other friendly units here get Assault
       Triggered("play_self",  # this turn
                 (Give(EACH(unit("yours", "here", other=True)), "Assault", 1),)))
define("Right of Conquest",  # draw 1, then 1 more per battlefield you control
       Spell((), (Draw(1), Draw(Count(Sel("battlefield", "friendly"))))))
define("Square Up",          # Repeat (discard 1); a unit gets Assault 4 this turn
       Spell((Target(unit()),), (Give(T(0), "Assault", 4),), repeat=(Cost(discard=1),)))
define("Yeti Brawler",       # when I conquer with 3+ excess damage assigned: two exhausted Gold
       Triggered("conquer", (Token("Gold", 2, exhausted=True),),
                 condition=excess_at_least(3)))
define("Xerath, Freed",      # [fury], exhaust, only at a battlefield: deal 3 to a unit
       Activated(Cost(power=("fury",), exhaust_self=True), (Deal(3, T(0)),),
                 targets=(Target(unit()),), condition=AT_BATTLEFIELD))
define("Thrill of the Hunt",  # Reaction; banish a friendly unit, its owner plays it to any
       Spell((Target(unit("friendly")),), (BanishAndReplay(T(0)),)))  # battlefield, for free
define("Vi, Hotheaded",      # Deflect; [2][fury]: my Might doubles this turn (+ my Might)
       Activated(Cost(energy=2, power=("fury",)), (Might(SELF, MightOf(SELF)),)))

# ---------------------------------------------------------------- Calm
define("Combat Experience",  # Reaction; a unit gets +1 Might this turn (+3 instead at Level 6)
       Spell((Target(unit()),), (If(level(6), (Might(T(0), 3),), (Might(T(0), 1),)),)))
define("Herald of Spring",   # Hunt; when played, gain 2 XP
       Triggered("play_self", (GainXP(2),)))
_OPP_STUNNED = count_is(unit("enemy", stunned=True), 1, "ge")
define("Monch",              # while an opponent controls a stunned unit: costs 2 less, enters
       Static("cost_less", 2, condition=_OPP_STUNNED),  # ready
       Static("enter_ready", condition=_OPP_STUNNED))
define("Skyward Strike",     # move an enemy unit; Level 6: also stun an enemy unit
       Spell((Target(unit("enemy")), Target(unit("enemy"), when=level(6))),
             (Move(T(0)), If(level(6), (Stun(T(1)),)))))
define("Wuju Apprentice",    # Hunt; Level 6: when played, draw 1
       Triggered("play_self", (Draw(1),), condition=level(6)))
define("Allay, Eager Admirer",  # Deflect; while I'm at a battlefield, my allies here have Deflect
       Static("keyword", 1, kw="Deflect", applies=unit("yours", "here", other=True),
              condition=AT_BATTLEFIELD))
define("Back Off",           # Hidden, Action; stun a unit; draw 1 unless played from face down
       Spell((Target(unit()),), (Stun(T(0)), If(_NOT(PLAYED_FROM_HIDDEN), (Draw(1),)))))
define("Enthusiastic Promoter",  # Backline; when I hold, buff every unit here
       Triggered("hold", (Buff(EACH(unit(where="here"))),)))
define("Mosstomper",         # Hunt 2; Level 3: +1 Might and Deflect
       Static("might", 1, condition=level(3)),
       Static("keyword", 1, kw="Deflect", condition=level(3)))
define("Wily Newtfish",      # while you've gained XP this turn: +1 Might and Ganking (730.1)
       Static("might", 1, condition=xp_gained_at_least(1)),
       Static("keyword", 1, kw="Ganking", condition=xp_gained_at_least(1)))
define("Crescent Guardian",  # if you've played a spell this turn (419.4.a), you may pay
       OptionalCost(Cost(power=("chaos",)),            # [chaos] as an additional cost
                    condition=spells_played_at_least(1)),   # (356.2.b); if you do, I enter
       Static("enter_ready", condition=PAID_EXTRA))          # ready
define("Trevor Snoozebottom",  # Shield; when I hold, a ready 3-Might Sprite (Temporary) here
       Triggered("hold", (Token("Sprite", 1, "here", ready=True),)))
define("Iascylla",           # when I hold: at the start of your next Main Phase you may move
       Triggered("hold", (DelayThere(1, "main_start"),)),  # an enemy unit to this battlefield
       Delayed((May(Move(T(0), "here")),), targets=(Target(unit("enemy")),)))
define("Nami, Headstrong",   # may pay [calm] more to play; if paid, stun an enemy unit when
       OptionalCost(Cost(power=("calm",))),  # played; when I hold, the next unit you play
       Triggered("play_self", (Stun(T(0)),), targets=(Target(unit("enemy")),),  # this turn
                 condition=PAID_EXTRA),  # is readied and buffed
       Triggered("hold", (Delay(3, at="you_play_unit"),)),
       Delayed((Ready(TRIGGER), Buff(TRIGGER))))
define("Vex, Mocking",       # Shield, Tank; when you stun an enemy unit at a battlefield, you
       Triggered("you_stun", (MoveToEventLocation(SELF),), optional=True,  # may move me there
                 condition=trigger_is(unit("enemy", "battlefield"))))

# ---------------------------------------------------------------- Chaos
define("Megatusk",           # spend 3 XP: my friendly units here get Ganking this turn
       Activated(Cost(xp=3), (Give(EACH(unit("yours", "here")), "Ganking"),)))
define("Mister Root",        # Accelerate; when I move to a battlefield, gain 2 XP
       Triggered("move_self", (GainXP(2),), condition=AT_BATTLEFIELD))
define("Blast Cone",         # when played, you may move an enemy unit; when you move an enemy
       Triggered("play_self", (Move(T(0)),), targets=(Target(unit("enemy")),),  # unit, you
                 optional=True),  # may exhaust this to stun it
       Triggered("you_move_enemy", (Stun(TRIGGER),), optional=True,
                 cost=Cost(exhaust_self=True, required=True)))
define("Existential Dread",  # Action, Repeat [2]; stun an attacking enemy unit, or return it
       Spell((Target(unit("enemy", attacking=True)),), (StunOrReturn(T(0)),),  # to hand if
             repeat=(Cost(energy=2),)))  # it is already stunned
define("Scryer's Bloom",     # enters exhausted; kill it, [1], exhaust: Predict 2, draw 1, gain
       Static("enter_exhausted"),  # 1 XP
       Activated(Cost(energy=1, exhaust_self=True, kill_self=True),
                 (Predict(2), Draw(1), GainXP(1))))
define("Evelynn, Entrancing",  # Hidden, Backline; when played from face down on your turn, you
       Triggered("play_self", (Move(T(0), "here"),),  # may move an enemy unit elsewhere to me
                 targets=(Target(unit("enemy", "elsewhere")),), optional=True,
                 condition=Cond("all", args=(PLAYED_FROM_HIDDEN, MY_TURN))))
define("Vex, Apathetic",     # Deflect; while I'm at a battlefield, a unit an opponent plays is
       Triggered("opp_play_unit", (Stun(TRIGGER), CantMoveThisTurn(TRIGGER)),  # stunned and
                 condition=AT_BATTLEFIELD))  # they can't move it this turn

# ---------------------------------------------------------------- Order
define("Carrion Dredger",    # Deathknell: a 1-Might Bird token with Deflect in your base
       Triggered("dies", (Token("Bird", 1, "base"),)))
define("Crimson Pigeons",    # +2 Might while attacking alongside another unit
       Static("might", 2, condition=count_is(unit("friendly", "here", attacking=True), 2, "ge")))
define("Loyal Poro",         # Deathknell: draw 1 if another friendly unit was here
       Triggered("dies", (Draw(1),),
                 condition=count_is(unit("friendly", "here", other=True), 1, "ge")))
define("Soul Harvest",       # kill a unit at a battlefield with 3 Might or less
       Spell((Target(unit(where="battlefield", might_le=3)),), (Kill(T(0)),)))
define("Divining Shells",    # Vision; Action: kill it, exhaust: a unit gets +2 Might this turn
       Activated(Cost(exhaust_self=True, kill_self=True), (Might(T(0), 2),),
                 targets=(Target(unit()),), timing="action"))
define("Mageseeker Investigator",  # opponents pay [A] per unit beyond the first to move units
       Static("move_tax", 1))       # here together
define("Tactical Retreat",   # Reaction; the next time a friendly unit would die this turn, heal,
       Spell((Target(unit("friendly")),), (SaveFromDeath(T(0)),)))  # exhaust, recall it instead
define("Vi, Peacekeeper",    # Ambush; when I attack, stun an enemy unit here
       Triggered("attack", (Stun(T(0)),), targets=(Target(unit("enemy", "here")),)))

# ---------------------------------------------------------------- legends, signature cards
define("Piltover Enforcer",  # Vi: when you conquer with 3+ excess damage assigned, you may
       Triggered("you_conquer", (Ready(T(0)),), targets=(Target(unit()),),  # exhaust me to
                 optional=True, condition=excess_at_least(3),  # ready a unit
                 cost=Cost(exhaust_self=True, required=True)))
define("Gloomist",           # Vex: when you or an ally hold (2v2, 484.2), you may exhaust me to
       Triggered("you_hold", (Draw(1),), optional=True,             # draw 1
                 cost=Cost(exhaust_self=True, required=True)),
       Triggered("ally_hold", (Draw(1),), optional=True,
                 cost=Cost(exhaust_self=True, required=True)))
define("Shadow",             # Action; enters ready if played to a battlefield; [1][A], exhaust:
       Static("enter_ready", condition=AT_BATTLEFIELD),  # stun an enemy unit attacking here
       Activated(Cost(energy=1, power=("A",), exhaust_self=True), (Stun(T(0)),),
                 targets=(Target(unit("enemy", "here", attacking=True)),), timing="action"))

# ---------------------------------------------------------------- battlefields
define("Amateur Recital",    # when you hold here, you may move a unit at a battlefield to base
       Triggered("hold_here", (Move(T(0), "base"),),
                 targets=(Target(unit(where="battlefield")),), optional=True))
define("Gardens of Becoming",  # units here have "exhaust: gain 1 XP"
       Activated(Cost(exhaust_self=True), (GainXP(1),), granted=unit("friendly", "here")))
define("Ripper's Bay",       # a unit here returned to a hand: its owner may pay [1] to channel
       Triggered("returned_here", (Channel(1, exhausted=True),), optional=True,  # 1 rune
                 cost=Cost(energy=1, required=True)))  # exhausted
define("Star Spring",        # first non-token unit played here each turn: its player may move
       Triggered("unit_played_here", (Move(T(0), "base"),),  # another unit of theirs here
                 targets=(Target(unit("yours", "here"), not_trigger=True),),  # to base
                 optional=True, once_per_turn=True, condition=_NOT(TRIGGER_IS_TOKEN)))
define("Trapping Grounds",   # conquer here with 3+ excess damage: play a Bird token (Deflect)
       Triggered("conquer_here", (Token("Bird", 1, "choose"),),
                 condition=excess_at_least(3)))
define("Valley of Idols",    # a unit played here: its player may pay [1] to buff it
       Triggered("unit_played_here", (Buff(TRIGGER),), optional=True,
                 cost=Cost(energy=1, required=True)))

# ---------------------------------------------------------------- cards named in the seed rulings
# (tests/rulings/test_seed_*.py exercise them)
define("Gustwalker",              # Hunt 2; Level 3: +1 Might and Ganking
       Static("might", 1, condition=level(3)),
       Static("keyword", kw="Ganking", condition=level(3)))
define("Master Yi, Tempered",     # Hunt 2; Level 6: Deflect and Ganking
       Static("keyword", kw="Deflect", condition=level(6)),
       Static("keyword", kw="Ganking", condition=level(6)))

# ---------------------------------------------------------------- Equipment
# Might Bonuses are card facts (a third-party overlay: scripts/build_card_data.py); Effect Text
# (`EffectText`) applies to the equipped unit (718.3).
define("Soul Sword",         # Equip [calm]; +1 Might; with 3+ XP the equipped unit has another
       Equip(power=("calm",)),                                               # +1 Might
       EffectText(Static("might", 1, condition=level(3))))
define("Hextech Gauntlets",  # Equip [3][A], the Energy part less the chosen unit's Might; +3
       Equip(3, ("A",), less_target_might=True),  # Might; when the equipped unit conquers after
       EffectText(Triggered("conquer", (Draw(1),),  # you assigned 3+ excess damage, draw 1
                            condition=excess_at_least(3))))

# ---------------------------------------------------------------- more cards of the seed rulings
# Copy effects (472.1.b) and Replace / Swap Back (438): reference/ops_copy_and_control.py.
from riftsim.cards.dsl import BecomeCopy, Named, ReplaceWith, SwapBack  # noqa: E402

define("Reflection")         # 0-Might unit token; the effect playing it makes it a copy
_REFLECT = (Token("Reflection", 1, "there", ready=True), Named("reflexive", n=2))
_DISCARD_EXHAUST = Cost(discard=1, exhaust_self=True, required=True)
define("Deceiver",           # LeBlanc: when you conquer or hold, you may discard 1 and exhaust me:
       Triggered("you_conquer", _REFLECT, optional=True, cost=_DISCARD_EXHAUST),  # a ready
       Triggered("you_hold", _REFLECT, optional=True, cost=_DISCARD_EXHAUST),     # Reflection
       Delayed((BecomeCopy(TRIGGER, T(0)), Give(TRIGGER, "Temporary", duration="permanent")),
               targets=(Target(unit(where="here"), not_trigger=True),)))   # token there; then
                                            # it becomes a copy of another unit there, Temporary
_EXHAUST_ME = Cost(exhaust_self=True, required=True)
define("Green Father",       # Ivern: when you conquer or hold, you may exhaust me to replace that
       Triggered("you_conquer", (ReplaceWith(TRIGGER, "Brush"),), optional=True,  # battlefield
                 cost=_EXHAUST_ME),                                 # with a Brush token
       Triggered("you_hold", (ReplaceWith(TRIGGER, "Brush"),), optional=True, cost=_EXHAUST_ME))
_BRUSH_UNITS = unit(where="here", tag="Bird", alt=unit(where="here", tag="Cat", alt=unit(
    where="here", tag="Dog", alt=unit(where="here", tag="Poro", alt=unit(where="here",
                                                                           tag="Ivern")))))
define("Brush",              # battlefield token: Bird, Cat, Dog, Poro and Ivern units here have
       Static("might", 1, applies=_BRUSH_UNITS),                    # +1 Might; when you score
       Triggered("conquer_here", (SwapBack(),), optional=True),     # here you may swap back the
       Triggered("hold_here", (SwapBack(),), optional=True))        # battlefield it replaced

# ---------------------------------------------------------------- cards of the tournament lists
from riftsim.cards.dsl import ReturnToHand  # noqa: E402

define("Pridestalker",       # legend (Rengar): when you play a unit, a unit gets +1 Might this turn
       Triggered("you_play_unit", (Might(T(0), 1),), targets=(Target(unit()),)))
define("Pyke, Dockside Butcher",  # Hidden, Ganking; may pay [fury] more to play; if paid, when
       OptionalCost(Cost(power=("fury",))),  # played: ready me and +2 Might this turn
       Triggered("play_self", (Ready(SELF), Might(SELF, 2)), condition=PAID_EXTRA))
define("Grim Apothecary",    # Ambush; when played: may return a friendly unit at a battlefield
       Triggered("play_self", (ReturnToHand(T(0)),),  # to its owner's hand
                 targets=(Target(unit("friendly", "battlefield")),), optional=True))
define("Kinkou Initiate",    # when played: draw 1 if my friendly units other than me total 5+ Might
       Triggered("play_self", (If(Cond("might_total_ge", unit("yours", other=True), (5,)),
                                  (Draw(1),)),)))
define("Irresistible Faefolk",  # when I move to a battlefield: may move an enemy unit there
       Triggered("move_self", (MoveToEventLocation(T(0)),), targets=(Target(unit("enemy")),),
                 optional=True, condition=AT_BATTLEFIELD))
define("Nidalee, Cat Form",  # Ambush; when I win a combat (still there, only my side left): draw 1
       Triggered("win_combat_self", (Draw(1),)))
define("Rengar, Trophy Hunter",  # Ambush, also to a battlefield with enemy units (errata)
       Static("ambush_enemy"))

# ---------------------------------------------------------------- more cards of the tournament lists
from riftsim.cards.dsl import AddEnergy  # noqa: E402
define("Forbidding Waste",   # a unit here defending alone has -2 Might
       Static("might", -2, applies=unit(where="here", defending=True, alone=True)))
define("Scuttle Crab",       # (0 Might can conquer/hold) when played: draw 1; Deathknell: the
       Triggered("play_self", (Draw(1),)),  # opponent reveals their hand, you may look at
       Triggered("dies", (Named("reveal_hand_look_facedown"), GainXP(1))))  # their facedown
                                            # cards this turn; gain 1 XP
define("Blighted Battleaxe",  # Equip [1][fury]; +4 Might; end of your turn, if the equipped
       Equip(1, ("fury",)),    # unit didn't conquer this turn: unattach this, deal 4 to the unit
       EffectText(Triggered("end_turn", (Named("detach_granting"), Deal(4, SELF)),
                            condition=Cond("not", args=(Cond("conquered_this_turn"),)))))
define("Jhin, Murderous Artist",  # Deflect, Ganking; when I move: [Add] [1] and one Power of
       Triggered("move_self", (AddEnergy(1), AddPower("any", 1))))   # any domain

# ---------------------------------------------------------------- cards of the tournament lists
# barcelona-04 and barcelona-08
vanilla("Voracious Gromp")   # Hunt 3 (823, built into the engine)
_L6_ONLY = Cond("all", args=(level(6), _NOT(level(11))))
define("Concentrate",        # draw 2; Level 6: costs [2] less; Level 11: [4] less instead
       Static("cost_less", 2, condition=_L6_ONLY),
       Static("cost_less", 4, condition=level(11)),
       Spell((), (Draw(2),)))
define("Gemhand Hunter",     # Hunt; Level 6: +1 Might
       Static("might", 1, condition=level(6)))
define("Master Yi, Unstoppable",  # Level 3: costs [2][calm] less; Level 6: [4][calm][calm] less
       Static("cost_less", cost=Cost(2, ("calm",)),       # instead; Level 11: [6] and three
              condition=Cond("all", args=(level(3), _NOT(level(6))))),   # [calm] less
       Static("cost_less", cost=Cost(4, ("calm", "calm")), condition=_L6_ONLY),  # instead;
       Static("cost_less", cost=Cost(6, ("calm", "calm")),  # Level 16: enemy spells and
              condition=level(11)),                         # abilities can't choose me
       Static("cost_less", cost=Cost(power=("calm",)),      # (the Level 11 discount in two
              condition=level(11)),                         # passives: at most two Power
       Static("shroud_self", condition=level(16)))          # symbols a passive, compile.py)
define("Wuju Master",        # Master Yi legend: Level 6: your units have +1 Might; Level 11:
       Static("might", 1, applies=unit("yours"), condition=level(6)),  # your units enter
       Static("enter_ready", applies=unit("yours"), condition=level(11)))  # ready
from riftsim.cards.dsl import WhenThisTurn  # noqa: E402
define("Grim Resolve",       # Action: a friendly unit gets +3 Might this turn; when it wins a
       Spell((Target(unit("friendly")),),           # combat this turn, gain 2 XP
             (Might(T(0), 3), WhenThisTurn(T(0), "win_combat", 1))),
       Delayed((GainXP(2),)))
# ---------------------------------------------------------------- cards of the barcelona-06 and barcelona-01 lists
from riftsim.cards.dsl import (  # noqa: E402
    NAMED_TAG, AdditionalCost, Discard, LookPick, Mode, NameTag, PlayFrom, Recycle,
)

define("Bloodharbor Ripper",  # legend (Pyke): [1], exhaust: return a friendly unit at a
       Activated(Cost(energy=1, exhaust_self=True),  # battlefield to its owner's hand; play an
                 (ReturnToHand(T(0)), Token("Gold", 1, exhausted=True)),  # exhausted Gold token
                 targets=(Target(unit("friendly", "battlefield")),)))
define("Star-Crossed",       # Reaction: a friendly unit and an enemy unit go back to their
       Spell((Target(unit("friendly")), Target(unit("enemy"))),          # owners' hands
             (ReturnToHand(T(0)), ReturnToHand(T(1)))))
define("Bewitching Spirit",  # when played: choose a player; they discard 1
       Triggered("play_self", (Discard(1, who="choose"),)))
define("Frozen Fortress",    # at the start of each player's Beginning Phase: 1 damage to each
       Triggered("beginning_any", (Deal(1, EACH(unit(where="here"))),)))   # unit here
define("The List",           # as you play this, name a tag; exhaust: a unit with the named tag
       NameTag(),                                                   # gets -2 Might this turn
       Activated(Cost(exhaust_self=True), (Might(T(0), -2),),
                 targets=(Target(unit(tag=NAMED_TAG)),)))
define("Keeper of the Hammer",  # legend (Poppy): when you hold, gain 1 XP; spend 3 XP,
       Triggered("you_hold", (GainXP(1),)),                   # exhaust: draw 1
       Activated(Cost(xp=3, exhaust_self=True), (Draw(1),)))
define("Poppy, Paragon",     # Deflect; when played, if an opponent is within 3 points of the
       Triggered("play_self", (Ready(SELF), GainXP(3)),      # Victory Score: ready me, gain
                 condition=Cond("opp_within", args=(3,))))   # 3 XP
define("Sacrifice",          # Reaction; extra cost: kill a friendly Mighty unit; draw 2,
       AdditionalCost(Cost(kill_unit=unit("friendly", might_ge=5))),   # channel 1 rune
       Spell((), (Draw(2), Channel(1, exhausted=True))))              # exhausted
define("The Ruination",      # kill all units
       Spell((), (Kill(EACH(unit())),)))
define("Rift Herald",        # when I move to a battlefield: look at your top 3, you may reveal
       Triggered("move_self", (LookPick(3, "unit", optional=True),),   # a unit among them and
                 condition=AT_BATTLEFIELD),                            # draw it, recycle the rest;
       Triggered("dies", (PlayFrom(unit("friendly", "hand"), "no_energy", at="base"),),
                 optional=True))
                             # Deathknell: play a unit from your hand to your base, ignoring its
                             # Energy cost (a "may": the Unleashed FAQ's rule on mandatory
                             # actions on private cards of a specified type)
define("Disposal Order",     # Reaction; choose one: up to 3 cards from opponents' trashes are
       Spell(modes=(Mode((Recycle(T(0)),),                           # recycled by their owners;
                         (Target(Sel("card", "enemy", "trash"), count=3, up_to=True),)),
                    Mode((Draw(1),)))))                               # or draw 1

# ---------------------------------------------------------------- cards of the barcelona-01 and barcelona-07 lists
from riftsim.cards.dsl import AnyDamageLethal  # noqa: E402

define("Elder Dragon",       # any amount of your damage kills enemy units; when played, choose
       AnyDamageLethal(),    # up to one enemy unit at each location and deal 1 to each: one
       Triggered("play_self", (Deal(1, T(0)), Deal(1, T(1)), Deal(1, T(2))),  # slot per location
                 targets=(Target(unit("enemy", "base"), up_to=True),  # (the Unleashed FAQ): the
                          Target(unit("enemy", "battlefield"), up_to=True),  # enemy base (an
                          Target(unit("enemy", "battlefield"), up_to=True,   # enemy unit is in
                                 other_location_than=1))))  # its controller's base) and the two
                                                            # battlefields of a 1v1 game (480.5)

# ---------------------------------------------------------------- countering by the chosen unit
from riftsim.cards.dsl import CounterChoosing  # noqa: E402

define("Repulse",            # [Reaction]; choose a friendly unit at a battlefield; counter an
       Spell((Target(unit("friendly", "battlefield")),),   # enemy spell or ability that chooses
             (CounterChoosing(T(0)),)))  # that unit and no other friendly one (425, 359.3.e.3).
                             # Simplification: when several enemy items qualify, the newest is
                             # countered (the printed text lets its controller pick one).
