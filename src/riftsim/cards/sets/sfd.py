"""Spiritforged (SFD): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts; only abilities beyond them are written here. The
Spiritforged mechanics (Equipment / Attach / Equip / Quick-Draw / Weaponmaster, becoming
Mighty, "one on one") are in `riftsim.cards.dsl` ("Spiritforged mechanics") and
`riftsim.reference.ops_sfd`; Repeat (820) is `Spell(repeat=…)`.

Equipment: the Might Bonus is a card fact (a third-party overlay, cards/README.md "Known gaps"
3; scripts/build_card_data.py); Effect Text is `EffectText` (718.3): triggers, "+n Might",
keyword grants and Bonus Damage (the equipped unit is their source).
"""

from riftsim.cards.dsl import (
    CONQUERED_UNCONTROLLED, EACH, FIRST_GEAR_THIS_TURN, IN_COMBAT, IT, ONE_ON_ONE, SELF,
    TRIGGER, Activated, AddPower, Buff, Burn, Channel, Cost, Count, Counter, Deal, Detach, Draw,
    EffectText, EnergyOf, Equip, Give, IfAtLeast, Might, MightOf, Named, PutInHand, Ready,
    Recycle, RevealBanishPlay, RevealTop, Sel, Spell, Static, T, Target, Token, Triggered,
    controls, count_is, gear, spell_on_chain, spell_or_ability_on_chain, trigger_is, unit,
)
from riftsim.cards.registry import define, define_token, defined_yet, vanilla

MECHS = unit("yours", tag="Mech")          # "your Mechs"
YOUR_MIGHTY = unit("yours", might_ge=5)  # "your Mighty units" (708: Might 5 or more)

# ---------------------------------------------------------------- tokens
define_token("Mech", might=3, tags=("Mech",))                    # 3-Might Mech unit token
define_token("Sand Soldier", might=2, tags=("Shurima",))         # 2-Might, Shurima tag (184.3)
if not defined_yet("Gold"):  # Gold gear token (sfd-t03): [Reaction] kill it, exhaust it: add
    define("Gold",           # one Power of any domain (an [Add] ability, 400.2)
           Activated(Cost(exhaust_self=True, kill_self=True), (AddPower("any"),),
                     timing="reaction", adds=True))

# ---------------------------------------------------------------- units whose text is keywords
vanilla(
    "Laurent Duelist",       # Assault 2
    "Veteran Poro",          # Weaponmaster (821, built into the engine)
)

# ---------------------------------------------------------------- Fury
define("Gem Jammer",         # when played: a unit gets Ganking this turn
       Triggered("play_self", (Give(T(0), "Ganking"),), targets=(Target(unit()),)))
define("Assembly Rig",       # [1][fury], recycle a unit from your trash, exhaust: a Mech token
       Activated(Cost(energy=1, power=("fury",), exhaust_self=True, recycle_from_trash=1,
                      recycle_type="unit"), (Token("Mech", 1, "base"),)))
define("Ferrous Forerunner",  # Deathknell: two Mech tokens in your base
       Triggered("dies", (Token("Mech", 2, "base"),)))
define("Rumble, Hotheaded",  # your Mechs have Assault; when I conquer you may recycle another
       Static("keyword", 1, kw="Assault", applies=MECHS),  # friendly unit to play a Mech from
       Triggered("conquer", (Named("rumble_hotheaded"),)))  # your trash, cheaper by its Might

# ---------------------------------------------------------------- Mind
define("Bubble Bot",         # when played: ready another friendly Mech
       Triggered("play_self", (Ready(T(0)),),
                 targets=(Target(unit("friendly", other=True, tag="Mech")),)))
define("Forecaster",         # your Mechs have Vision
       Static("keyword", 1, kw="Vision", applies=MECHS))
define("Frigid Touch",       # Repeat [2]: a unit gets -2 Might this turn
       Spell((Target(unit()),), (Might(T(0), -2),), repeat=(Cost(2),)))
define("Plundering Poro",    # when I conquer: an exhausted Gold token
       Triggered("conquer", (Token("Gold", exhausted=True),)))
define("Wages of Pain",      # deal 3 to a unit at a battlefield; an exhausted Gold token
       Spell((Target(unit(where="battlefield")),), (Deal(3, T(0)), Token("Gold", exhausted=True))))
define("Breakneck Mech",     # your Mechs have Deflect and Ganking; I enter ready if you
       Static("keyword", 1, kw="Deflect", applies=MECHS),   # control another Mech
       Static("keyword", 1, kw="Ganking", applies=MECHS),
       Static("enter_ready", condition=controls(unit("yours", tag="Mech", other=True))))
define("Production Surge",   # 2 less with a Mech; a Mech token in your base, draw 1
       Static("cost_less", 2, condition=controls(MECHS)),
       Spell((), (Token("Mech", 1, "base"), Draw(1))))
define("Rumble, Scrapper",   # your Mechs (me too) have +1 Might; when I hold: a Mech token
       Static("might", 1, applies=MECHS),
       Triggered("hold", (Token("Mech", 1, "base"),)))

# ---------------------------------------------------------------- Body
define("Dauntless Vanguard",  # may be played to an occupied battlefield an enemy controls
       Static("play_anywhere", kw="occupied_enemy"))
define("Punch First",        # a unit gets +5 Might this turn
       Spell((Target(unit()),), (Might(T(0), 5),)))
define("Jaull-Fish",         # costs [2] less for each of your Mighty units
       Static("cost_less", 2, per=Count(YOUR_MIGHTY)))
define("Show of Strength",   # draw 1 per Mighty unit you control
       Spell((), (Draw(Count(YOUR_MIGHTY)),)))
define("Strike Down",        # an equipped friendly unit deals its Might to an enemy unit, then
       Spell((Target(unit("friendly", equipped=True)), Target(unit("enemy"))),  # loses one
             (Deal(MightOf(T(0)), T(1)), Detach(T(0)))))                         # Equipment
define("Fiora, Peerless",    # attacking / defending one on one: double my Might this combat
       Triggered("attack", (Might(SELF, MightOf(SELF), "combat"),), condition=ONE_ON_ONE),
       Triggered("defend", (Might(SELF, MightOf(SELF), "combat"),), condition=ONE_ON_ONE))
define("Lucian, Merciless",  # Weaponmaster; ready me the first time I conquer each turn
       Triggered("conquer", (Ready(SELF),), once_per_turn=True))
define("Yone, Blademaster",  # Weaponmaster; conquering a battlefield nobody controlled: deal my
       Triggered("conquer", (Deal(MightOf(SELF), T(0)),),       # Might to an enemy unit in a
                 targets=(Target(unit("enemy", "base")),),      # base (Spiritforged errata)
                 condition=CONQUERED_UNCONTROLLED))

# ---------------------------------------------------------------- Chaos
define("Vex, Cheerless",     # while I'm in combat: friendly spells cost [1][A] less (not
       Static("cost_less_others", 1, applies=Sel("spell", "friendly"),  # under [1] Energy),
              cost=Cost(1, ("A",)), condition=IN_COMBAT),               # enemy spells [1][A]
       Static("cost_more", applies=Sel("spell", "enemy"),               # more
              cost=Cost(1, ("A",)), condition=IN_COMBAT))

# ---------------------------------------------------------------- Order
define("Royal Guard",        # when played: a 2-Might Sand Soldier token here
       Triggered("play_self", (Token("Sand Soldier", 1, "here"),)))
define("Unsung Hero",        # Deathknell: draw 2 if I was Mighty
       Triggered("dies", (IfAtLeast(MightOf(SELF), 5, (Draw(2),)),)))
define("Fiora, Worthy",      # a unit of yours becomes Mighty: you may pay [order] to ready it
       Triggered("friendly_mighty", (Ready(TRIGGER),), cost=Cost(power=("order",)),
                 condition=trigger_is(unit("yours"))))   # not an ally's (484.8.c)

# ---------------------------------------------------------------- legends and signatures
define("Mechanized Menace",  # Rumble legend: your Mechs have Shield
       Static("keyword", 1, kw="Shield", applies=MECHS))
define("Danger Zone",        # Repeat [1][A]: your Mechs get +1 Might this turn
       Spell((), (Might(EACH(MECHS), 1),), repeat=(Cost(1, ("A",)),)))
define("Grand Duelist",      # Fiora legend: a unit of yours becomes Mighty: you may exhaust me
       Triggered("friendly_mighty", (Channel(1, exhausted=True),),  # to channel 1 rune
                 cost=Cost(exhaust_self=True),                      # exhausted (not an
                 condition=trigger_is(unit("yours"))))              # ally's unit, 484.8.c)
define("Riposte",            # counter a spell; a friendly unit gets +Might equal to its Energy
       Spell((Target(unit("friendly")), Target(spell_on_chain())),  # cost this turn
             (Might(T(0), EnergyOf(T(1))), Counter(T(1)))))
define("Not So Fast",        # Reaction: counter an enemy spell or ability that chooses a
       Spell((Target(spell_or_ability_on_chain(       # friendly unit or gear (its chosen
           "enemy", chooses=Sel("permanent", "friendly"))),),   # targets, 355.9.a.2, 425)
             (Counter(T(0)),)))

# ---------------------------------------------------------------- battlefields
define("Minefield",          # when you conquer here: the top 2 of your Main Deck to your trash
       Triggered("conquer_here", (Burn(2),)))
define("Ornn's Forge",       # while you control it: your first non-token gear each turn costs
       Static("cost_less_others", applies=Sel("gear", "friendly"), cost=Cost(1),  # [1] less
              condition=FIRST_GEAR_THIS_TURN))
define("Ravenbloom Conservatory",  # when you defend here: reveal your top card; a spell goes
       Triggered("defend_here", (RevealTop("spell", (PutInHand(IT),), (Recycle(IT),)),)))
define("Sunken Temple",      # when you conquer here with a Mighty unit: may pay [1] to draw 1
       Triggered("conquer_here", (Draw(1),), cost=Cost(1),
                 condition=count_is(unit("yours", "here", might_ge=5), 1, "ge")))
define("Treasure Hoard",     # when you conquer here: may pay [1] for an exhausted Gold token
       Triggered("conquer_here", (Token("Gold", exhausted=True),), cost=Cost(1)))
define("Veiled Temple",      # when you conquer here: you may ready a friendly gear; an attached
       Triggered("conquer_here", (Ready(T(0)), Detach(T(0), optional=True)),  # Equipment may
                 targets=(Target(gear("friendly")),), optional=True))         # also detach

# ---------------------------------------------------------------- cards named in the seed rulings
# (tests/rulings/test_seed_*.py exercise them)
define("Void Burrower",           # Rek'Sai: when you conquer, you may exhaust me: reveal the
       Triggered("you_conquer", (RevealBanishPlay(2),),   # top 2, may banish one
                 optional=True, cost=Cost(exhaust_self=True, required=True)))   # and play it,
                                                                        # recycle the rest
define("Hall of Legends",         # conquer here: may pay 1 to ready your legend
       Triggered("conquer_here", (Named("ready_legend"),), optional=True,
                 cost=Cost(energy=1, required=True)))
define("Rengar, Pouncing",        # Reaction, Assault 2; may be played to a battlefield you are
       Static("play_attacking"))                                        # attacking

# ---------------------------------------------------------------- Equipment
# Might Bonuses are card facts (`CardInfo.might_bonus`, a third-party overlay: see
# scripts/build_card_data.py); Effect Text (`EffectText`) applies to the equipped unit (718.3).
define("Long Sword",         # Quick-Draw; Equip [fury]; +2 Might
       Equip(power=("fury",)))
define("Serrated Dirk",      # Equip [fury]; +0 Might; the equipped unit has Assault 2
       Equip(power=("fury",)), EffectText(keywords=("Assault 2",)))
define("Doran's Blade",      # Equip [body]; +2 Might
       Equip(power=("body",)))
define("Warmog's Armor",     # Equip [body]; +1 Might; the equipped unit buffs itself when it
       Equip(power=("body",)),                                           # conquers
       EffectText(Triggered("conquer", (Buff(SELF),))))
define("B.F. Sword",         # Equip [order]; +3 Might
       Equip(power=("order",)))
define("Sacred Shears",      # Equip [order]; +1 Might; the equipped unit has Deathknell: draw 1
       Equip(power=("order",)),
       EffectText(Triggered("dies", (Draw(1),)), keywords=("Deathknell",)))

# Svellsongur: its Effect Text is a copy of the printed text of the unit it is attached to
# (`EffectText(copy_printed=True)`); decided from the rules and the Spiritforged FAQ:
# * What is copied: the unit's copyable traits' Rules Text (472.1.b.2-3, the Unleashed notes on
#   copy effects): its printed abilities and keywords (a Reflection's: those it copies), nothing
#   granted or appended (not Cleave's Assault, not another Equipment's Effect Text, not another
#   Svellsongur's copy: three Svellsongur make four instances, the FAQ). Might is not text.
# * Effect Text is appended to the unit's Rules Text (718.3, 719.1; layer 2, 472.2.c): each
#   copy is one more instance of the unit's own abilities ("I" the unit, "you" its controller,
#   718.5.e), from the moment it attaches (725.1; Aphelios, Exalted triggers twice, the FAQ)
#   until it is detached or the unit leaves (435.1.c-d; "when I die" looks back, 719.5).
# * Per instance (layers.instances / core instance_count): passives apply once each (valued
#   keywords add up, 807.2); triggered abilities trigger once each, each with its own
#   once-each-turn mark and "not chosen this turn" record (383.3.f; the FAQ on Aphelios);
#   activated abilities with such a record (Azir, Ascendant's "once per turn", modes) are
#   offered per instance, ACTIVATE naming it (actions.ACT_INSTANCE); any other copy of an
#   activated ability is the same choice, offered once (play.ability_instances).
# * Gearhead's doubling adds the base Might Bonus once more per instance (432.1: base x
#   (1 + instances)); a "move_tax" passive taxes once per instance; Soraka, Wanderer's
#   replacement is one replacement per instance, each applied in its own sequence (373.2);
#   The Boss's paid save (exhausting her) and "kill this instead" are used at most once
#   anyway. Temporary is redundant (816.2.a): it triggers once.
define("Svellsongur",        # Equip [1][calm]; +0 Might; its Effect Text copies its unit's
       Equip(1, ("calm",)),                                            # printed text
       EffectText(copy_printed=True))

# ---------------------------------------------------------------- more cards of the seed rulings
from riftsim.cards.dsl import PAID_EXTRA, Named, OptionalCost  # noqa: E402

define("Akshan, Mischievous",     # Weaponmaster; may pay [body][body] more; if he did, when
       OptionalCost(Cost(power=("body", "body"))),                      # played: an enemy gear
       Triggered("play_self", (Named("take_gear_until_leaves", T(0)),),   # comes to your base,
                 targets=(Target(gear("enemy")),), condition=PAID_EXTRA))  # yours while I'm on
                                                      # the board; an Equipment attaches to me

# ---------------------------------------------------------------- cards of the tournament lists
from riftsim.cards.dsl import IfMatches, ReturnToHand  # noqa: E402

define("Seat of Power",           # conquer here: draw 1 per other battlefield you control
       Triggered("conquer_here", (Draw(Count(Sel("battlefield", "friendly", other=True))),)))
define("Emperor's Dais",          # conquer here: may pay [1] and return a unit you control here
       Triggered("conquer_here", (IfMatches(T(0), unit("yours", "here"), (  # to hand; if
                     ReturnToHand(T(0)), Token("Sand Soldier", 1, "here"))),),  # you do, a
                 targets=(Target(unit("yours", "here")),), optional=True,  # Sand Soldier
                 cost=Cost(energy=1)))                                       # token here

# ---------------------------------------------------------------- more cards of the tournament lists
from riftsim.cards.dsl import Cond  # noqa: E402
define("Honest Broker",      # Deathknell: play a Gold gear token exhausted
       Triggered("dies", (Token("Gold", 1, exhausted=True),)))
define("Deathgrip",          # Reaction: kill a friendly unit; if it died, another friendly unit
       Spell((Target(unit("friendly")), Target(unit("friendly"), other_than=0)),  # gets +its
             (Named("kill_give_might", T(0), other=T(1)), Draw(1))))          # Might; draw 1
define("Forge of the Fluft",  # while you control it, your legends have "exhaust: attach an
       Activated(Cost(exhaust_self=True),   # Equipment you control to a unit you control"
                 (Named("attach_to", T(0), other=T(1)),),
                 targets=(Target(gear("yours", tag="Equipment")), Target(unit("yours"))),
                 granted=Sel("legend", "friendly", "any"),
                 condition=Cond("controls_source_bf")))
define("Rek'Sai, Breacher",  # Accelerate, Assault; friendly units played from anywhere but a
       Static("accel_not_from_hand"))   # hand have Accelerate

# ---------------------------------------------------------------- cards of the atlanta-01, barcelona-05 and barcelona-07 lists
from riftsim.cards.dsl import (  # noqa: E402
    AT_BATTLEFIELD, IT, AddMore, Delayed, DelayOn, GainPoints, IfMatches, Kill, May, PlayFrom,
    Ready, Recall, ReturnControl, TakeControl, score_within,
)

define("Bellows Breath",     # Action; Repeat [1][mind]: 1 damage to each of up to three units
       Spell((Target(unit(), count=3, up_to=True, same_location=True),),   # at one location
             (Deal(1, T(0)),), repeat=(Cost(1, ("mind",)),)))
define("Card Sharp",         # when played: you may play an exhausted Gold token; the opponent
       Triggered("play_self", (May(Token("Gold", exhausted=True)),       # may play one too,
                               May(Token("Gold", exhausted=True, who="opponent"),   # and if
                                   Token("Gold", exhausted=True), who="opponent"))))  # they
                                                                          # do, you play another
define("Chem-Baroness",      # Renata legend: when you or an ally hold, you may exhaust me for
       Triggered("you_hold", (Token("Gold", exhausted=True),),      # an exhausted Gold token;
                 cost=Cost(exhaust_self=True)),                      # within 3 points of
       AddMore(1, gear("yours", name="Gold"), condition=score_within(3)),   # victory, your Gold
       Triggered("ally_hold", (Token("Gold", exhausted=True),),     # adds [1] more. (An ally's
                 cost=Cost(exhaust_self=True)))                      # hold: 2v2, 484.2)
define("Hostile Takeover",   # Hidden: take control of an enemy unit at a battlefield, ready it;
       Spell((Target(unit("enemy", "battlefield")),),                   # at end of turn you
             (TakeControl(T(0)), Ready(IT), DelayOn(1, IT))),           # lose control of it and
       Delayed((ReturnControl(TRIGGER), Recall(TRIGGER))))              # it is recalled
define("Jayce, Man of Progress",   # when played: you may kill a friendly gear; if you do, you
       Triggered("play_self", (IfMatches(T(0), gear("friendly"), (   # may play a gear of Energy
           Kill(T(0)), May(PlayFrom(Sel("gear", "friendly", "hand", energy_le=7),   # [7] or
                                    "no_energy")))),),                 # less from hand without
                 targets=(Target(gear("friendly"), up_to=True),)))    # its Energy cost. Played
                             # as this resolves: the later "this turn" window is not modelled
define("Renata Glasc, Mastermind",   # only while at a battlefield: [1][mind]: draw 1;
       Activated(Cost(1, ("mind",)), (Draw(1),), condition=AT_BATTLEFIELD),   # [4] and four
       Activated(Cost(4, ("mind",) * 4, exhaust_self=True), (GainPoints(1),),  # [mind], exhaust:
                 condition=AT_BATTLEFIELD))                                    # 1 point
define("Vanguard Armory",    # exhaust: three 1-Might Recruit tokens, each to a location chosen
       Activated(Cost(exhaust_self=True), (Token("Recruit", 3, "choose_each"),)))   # for it
from riftsim.cards.dsl import UnitsCantBePlayedHere  # noqa: E402

define("Cloth Armor",        # Quick-Draw; Equip [mind]; +0 Might; the equipped unit has Shield 2
       Equip(power=("mind",)), EffectText(keywords=("Shield 2",)))
define("Rockfall Path",      # battlefield: units can't be played here
       UnitsCantBePlayedHere())
# ---------------------------------------------------------------- cards of the tournament lists
# barcelona-04 and barcelona-08
from riftsim.cards.dsl import Move  # noqa: E402

define("Emperor's Divide",   # Hidden, Action: any number of friendly units at one battlefield
       Spell((Target(unit("friendly", "battlefield"), count=99, up_to=True,   # move to base
                     same_location=True),), (Move(T(0), "base"),)))
from riftsim.cards.dsl import (  # noqa: E402
    GainPoints, PreventNext, Replacement, attached_this_turn,
)

define("Ruin Runner",        # enemy spells and abilities can't choose me
       Static("shroud_self"))
define("Counter Strike",     # Reaction: the next time a unit would be dealt damage this turn,
       Spell((Target(unit()),), (PreventNext(T(0)), Draw(1))))   # prevent it; draw 1
define("Jax, Unmatched",     # Deflect; your Equipment everywhere have Quick-Draw (errata)
       Static("quick_draw", applies=gear("yours", "any", tag="Equipment")))
define("Grandmaster at Arms",  # Jax legend: [1], exhaust: attach a detached Equipment you
       Activated(Cost(energy=1, exhaust_self=True),  # control to a unit you control;
                 (Named("attach_to", T(0), other=T(1)),),  # exhaust: attach an attached one
                 targets=(Target(gear("yours", tag="Equipment", equipped=False)),
                          Target(unit("yours")))),
       Activated(Cost(exhaust_self=True), (Named("attach_to", T(0), other=T(1)),),
                 targets=(Target(gear("yours", tag="Equipment", equipped=True)),
                          Target(unit("yours")))))
define("Brutalizer",         # Equip [calm]; +1 Might; while it was attached to the unit this
       Equip(power=("calm",)),                            # turn, the unit has another +2 Might
       EffectText(Static("might", 2,
                         condition=attached_this_turn(gear(name="Brutalizer")))))
define("Guardian Angel",     # Equip [calm]; +1 Might; if the equipped unit would die, kill this
       Equip(power=("calm",)),                # instead; heal, exhaust and recall the unit
       EffectText(Replacement("die", kill_self=True)))
define("Trinity Force",      # Equip [body]; +2 Might; when the equipped unit holds: 1 point
       Equip(power=("body",)),
       EffectText(Triggered("hold", (GainPoints(1),))))
# ---------------------------------------------------------------- cards of the barcelona-06 and barcelona-01 lists
from riftsim.cards.dsl import Discard, Kill, PlayFrom  # noqa: E402

define("Fizz, Trickster",    # when played: you may play a spell costing [3] or less from your
       Triggered("play_self", (PlayFrom(Sel("spell", "friendly", "trash", energy_le=3),   # trash,
                                        "no_energy", then_recycle=True),),   # ignoring its
                 optional=True))          # Energy cost; then recycle it (Vendetta errata)
define("Piercing Light",     # Repeat [2][fury]; 2 to a unit at a battlefield, then 2 to up to
       Spell((Target(unit(where="battlefield")), Target(unit(), up_to=True, other_than=0)),
             (Deal(2, T(0)), Deal(2, T(1))), repeat=(Cost(2, ("fury",)),)))   # one other unit
define("Ezreal, Prodigy",    # when played: discard 1, then draw 2; optional additional costs
       Triggered("play_self", (Discard(1), Draw(2))),   # you pay cost [1] less, or [A] less
       Static("optional_cost_less", 1))                 # when they have no Energy (356.4.c)
define("Blood Money",        # Action: kill a unit at a battlefield with 2 Might or less; an
       Spell((Target(unit(where="battlefield", might_le=2)),),    # exhausted Gold token if it
             (IfMatches(T(0), unit("enemy"),                       # was an enemy unit, two if
                        (Kill(T(0)), Token("Gold", 1, exhausted=True)),   # it was friendly
                        (Kill(T(0)), Token("Gold", 2, exhausted=True))),)))
define("Forgotten Monument",  # players can't score here until their third turn
       Static("no_score_before_turn", 3))

# ---------------------------------------------------------------- SFD 100-221: units, spells, gear and
# battlefields whose text the DSL says with its existing pieces
from riftsim.cards.dsl import (  # noqa: E402
    AT_BATTLEFIELD, TRIGGER_FROM_HIDDEN, Fight, LookPick,
    MoveToEventLocation, ReturnToHand,
)

vanilla(
    "Master Bingwen",        # Weaponmaster (821, built into the engine)
)
define("Hexdrinker",         # Equip [body]; +1 Might; the equipped unit has Deflect
       Equip(power=("body",)), EffectText(keywords=("Deflect",)))
define("Boneshiver",         # Equip [1][body]; +2 Might; the equipped unit channels 1 rune
       Equip(1, ("body",)),  # exhausted when it conquers
       EffectText(Triggered("conquer", (Channel(1, exhausted=True),))))
define("Doran's Ring",       # Equip [chaos]; +1 Might; the equipped unit conquers: discard 1,
       Equip(power=("chaos",)),                                     # then draw 1
       EffectText(Triggered("conquer", (Discard(1), Draw(1)))))
define("Boots of Swiftness",  # Equip [chaos]; +2 Might; the equipped unit has Ganking
       Equip(power=("chaos",)), EffectText(keywords=("Ganking",)))
define("Cull",               # Equip [chaos]; +1 Might; the equipped unit conquers: an exhausted
       Equip(power=("chaos",)),                                     # Gold token
       EffectText(Triggered("conquer", (Token("Gold", exhausted=True),))))
define("Eye of the Herald",  # Equip [order]; +0 Might; the equipped unit moves: a 1-Might
       Equip(power=("order",)),                                     # Recruit token here
       EffectText(Triggered("move_self", (Token("Recruit", 1, "here"),))))
define("Treasure Hunter",    # when I move: an exhausted Gold token
       Triggered("move_self", (Token("Gold", exhausted=True),)))
define("Factory Recall",     # Action: return a gear to its owner's hand
       Spell((Target(gear()),), (ReturnToHand(T(0)),)))
define("Bonds of Strength",  # Reaction; Repeat [2]: two friendly units each get +1 Might this
       Spell((Target(unit("friendly"), count=2),), (Might(T(0), 1),),   # turn
             repeat=(Cost(2),)))
define("Eminent Benefactor",  # when I hold: two exhausted Gold tokens
       Triggered("hold", (Token("Gold", 2, exhausted=True),)))
define("Sandshifter",        # when played: kill an enemy unit with 3 Might or less
       Triggered("play_self", (Kill(T(0)),), targets=(Target(unit("enemy", might_le=3)),)))
define("Trusty Ramhound",    # +1 Might while you have another unit here
       Static("might", 1, condition=count_is(unit("yours", "here", other=True), 1, "ge")))
define("Trove Golem",        # when played: four exhausted Gold tokens
       Triggered("play_self", (Token("Gold", 4, exhausted=True),)))
define("Xin Zhao, Vigilant",  # Tank; I enter ready if you have two or more other units in your
       Static("enter_ready",                                            # base
              condition=count_is(unit("yours", "base", other=True), 2, "ge")))
define("Corina Veraza",      # Accelerate; when I move to a battlefield: three 1-Might Recruit
       Triggered("move_self", (Token("Recruit", 3, "here"),),           # tokens here
                 condition=AT_BATTLEFIELD))
define("Defiant Dance",      # Reaction: a unit gets +2 Might this turn, another unit -2
       Spell((Target(unit()), Target(unit(), other_than=0)),
             (Might(T(0), 2), Might(T(1), -2))))
define("On the Hunt",        # ready your units
       Spell((), (Ready(EACH(unit("yours"))),)))
define("Power Nexus",        # when you hold here: you may pay [A][A][A][A] to score 1 point
       Triggered("hold_here", (GainPoints(1),), cost=Cost(power=("A",) * 4)))
define("Corrupt Enforcer",   # when I move to a battlefield: discard 1; when I win a combat:
       Triggered("move_self", (Discard(1),), condition=AT_BATTLEFIELD),     # draw 1
       Triggered("win_combat_self", (Draw(1),)))
define("Marching Orders",    # Action; Repeat [3]: a friendly unit anywhere and an enemy unit at
       Spell((Target(unit("friendly")), Target(unit("enemy", "battlefield"))),  # a battlefield
             (Fight(T(0), T(1)),), repeat=(Cost(3),)))   # deal their Mights to each other
define("Black Market Broker",  # when you play a card from face down (Hidden, 811.1.d): an
       Triggered("you_play_card", (Token("Gold", exhausted=True),),   # exhausted Gold token
                 condition=TRIGGER_FROM_HIDDEN))
define("Beast Below",        # when played: return another friendly unit and an enemy unit to
       Triggered("play_self", (ReturnToHand(T(0)), ReturnToHand(T(1))),   # their owners' hands
                 targets=(Target(unit("friendly", other=True)), Target(unit("enemy")))))
define("Windsinger",         # Hidden (printed without brackets: the facts miss the keyword);
       Triggered("play_self", (ReturnToHand(T(0)),), optional=True,  # when played: you may
                 targets=(Target(unit(where="battlefield", other=True, might_le=3)),)),  # return
       keywords=("Hidden",))   # another unit at a battlefield with 3 Might or less to its hand
define("Called Shot",        # Action; Repeat [chaos]: look at your top 2, draw one, recycle the
       Spell((), (LookPick(2),), repeat=(Cost(power=("chaos",)),)))      # other
define("Glasc Mixologist",   # Deathknell: you may play a unit costing [3] or less and [A] or
       Triggered("dies", (PlayFrom(unit("friendly", "trash", energy_le=3, power_le=1),  # less
                                   "free"),), optional=True))   # from your trash, ignoring its cost
define("Forgefire Cape",     # Unique; Equip [A]; +3 Might; the equipped unit attacks or defends:
       Equip(power=("A",)),                              # deal 2 to all enemy units here
       EffectText(Triggered("attack", (Deal(2, EACH(unit("enemy", "here"))),)),
                  Triggered("defend", (Deal(2, EACH(unit("enemy", "here"))),))))
define("Petricite Monument",  # Temporary; friendly units have Deflect
       Static("keyword", 1, kw="Deflect", applies=unit("friendly")))
define("Last Rites",         # Equip [chaos] and recycle 2 cards from your trash; +2 Might; the
       Equip(power=("chaos",), recycle_from_trash=2),    # equipped unit conquers or holds: you
       EffectText(Triggered("conquer", (PlayFrom(unit("friendly", "trash")),), optional=True),
                  Triggered("hold", (PlayFrom(unit("friendly", "trash")),), optional=True)))
                             # may play a unit from your trash, paying its cost
define("Downwell",           # return all units and gear to their owners' hands (tokens cease
       Spell((), (ReturnToHand(EACH(Sel("permanent"))),)))         # to exist, 183.1)
define("Fae Porter",         # when I move to a battlefield: you may pay [chaos] to move another
       Triggered("move_self", (MoveToEventLocation(T(0)),),          # unit you control there
                 targets=(Target(unit("yours", other=True)),),    # (choosing me would move
                 cost=Cost(power=("chaos",)), condition=AT_BATTLEFIELD))   # nothing)
define("Zaun Punk",          # you may kill a friendly gear as an additional cost; if you did,
       OptionalCost(Cost(kill_unit=gear("friendly"))),               # when played: kill a gear
       Triggered("play_self", (Kill(T(0)),), targets=(Target(gear()),), condition=PAID_EXTRA))

# ---------------------------------------------------------------- SFD 100-221: cards with "when I move
# from a battlefield", "when you win a combat", token selectors, "kill me to …" trigger costs,
# points for the opponent, "each player channels"
from riftsim.cards.dsl import IN_COMBAT, Move  # noqa: E402

define("Harpoon Squad",      # when I move from a battlefield: +2 Might this turn
       Triggered("move_from_bf_self", (Might(SELF, 2),)))
define("Draven, Audacious",  # Deflect; the first time I win a combat each turn: you score 1;
       Triggered("win_combat_self", (GainPoints(1),), once_per_turn=True),   # when I die in
       Triggered("dies", (GainPoints(1, who="opponent"),), condition=IN_COMBAT))  # combat, the
                                                    # opponent scores 1 (1v1: the only one)
define("Glorious Executioner",  # Draven legend: when you win a combat, draw 1
       Triggered("you_win_combat", (Draw(1),)))
define("The Papertree",      # when you hold here: each player channels 1 rune exhausted
       Triggered("hold_here", (Channel(1, exhausted=True, who="each"),)))
define("Overzealous Fan",    # when I defend: you may kill me to move an attacking unit to its
       Triggered("defend", (Move(T(0), "base"),), optional=True,              # base
                 targets=(Target(unit("enemy", attacking=True)),),
                 cost=Cost(kill_self=True)))
define("Renata Glasc, Industrialist",  # your tokens enter ready (units: gear enters ready
       Static("enter_ready", applies=unit("yours", token=True)))   # anyway, 359.2.c; a gear
                             # token an effect plays exhausted stays exhausted: not modelled as
                             # readied by this)
define("Azir, Sovereign",    # Accelerate; when I attack: you may move any number of your token
       Triggered("attack", (Move(T(0), "here"),),                     # units to this
                 targets=(Target(unit("yours", token=True), count=99, up_to=True),)))
define("Spinning Axe",       # Quick-Draw, Temporary (only while unattached, 722.2); Equip [A];
       Equip(power=("A",)))  # +3 Might
from riftsim.cards.dsl import PLAYED_FROM_HIDDEN, AttachSelf  # noqa: E402

define("Edge of Night",      # Hidden; Equip [chaos]; +2 Might; when you play it from face down:
       Triggered("play_self", (AttachSelf(T(0)),), targets=(Target(unit("yours")),),  # attach
                 condition=PLAYED_FROM_HIDDEN),       # it to a unit you control (errata; the
       Equip(power=("chaos",)))                       # Hidden rules keep the choice at that
                                                      # battlefield, 811.1.d.2)
define("Rabadon's Deathcrown",  # Unique; Equip [A]; +3 Might; the equipped unit's "your spells
       Equip(power=("A",)),     # and abilities deal 3 Bonus Damage" (712-715)
       EffectText(Static("bonus_damage", 3, kw="yours")))
define("Shurelya's Requiem",  # Unique; Equip [A]; +2 Might; when you play it: ready your units;
       Triggered("play_self", (Ready(EACH(unit("yours"))),)),     # the equipped unit's
       Equip(power=("A",)),                                          # "your units here have
       EffectText(Static("keyword", 1, kw="Ganking", applies=unit("yours", "here"))))  # Ganking"
from riftsim.cards.dsl import BanishAndReplay, BanishThis  # noqa: E402

define("Loyal Pup",          # when you defend at a battlefield: you may move me there
       Triggered("you_defend", (MoveToEventLocation(SELF),), optional=True))
define("Arcane Shift",       # Action: banish a friendly unit, then its owner plays it ignoring
       Spell((Target(unit("friendly")), Target(unit("enemy", "battlefield"))),   # its cost;
             (BanishAndReplay(T(0), at="normal"), Deal(3, T(1)), BanishThis())))  # deal 3 to an
                                               # enemy unit at a battlefield; banish this
define("Ancient Warmonger",  # Accelerate; I have Assault equal to the number of enemy units here
       Static("keyword", 1, kw="Assault", per=Count(unit("enemy", "here"))))
from riftsim.cards.dsl import trigger_is  # noqa: E402

define("Blade of the Ruined King",  # Equip [order] and kill a friendly unit; +4 Might
       Equip(power=("order",), kill_unit=unit("friendly")))
define("Jax, Unrelenting",   # Weaponmaster; when you attach an Equipment to me: you may pay [1]
       Triggered("equipment_attached_self", (Draw(1),), cost=Cost(1)))   # to draw 1
define("Yordle Explorer",    # when you play a card with a Power cost of [A][A] or more: draw 1
       Triggered("you_play_card", (Draw(1),),
                 condition=trigger_is(Sel("card", where="any", power_ge=2))))
define("Fae Dragon",         # when played: buff up to four friendly units; when you spend a buff:
       Triggered("play_self", (Buff(T(0)),),                  # an exhausted Gold token
                 targets=(Target(unit("friendly"), count=4, up_to=True),)),
       Triggered("you_spend_buff", (Token("Gold", exhausted=True),)))
define("Marai Spire",        # while you control it: friendly [Repeat] costs cost [1] less
       Static("repeat_cost_less", 1))
# ---------------------------------------------------------------- Spiritforged 001-099
from riftsim.cards.dsl import (  # noqa: E402
    ControllerDraws, Heal, IfDid, Stun, UnitsEnterReady, hand_at_most,
)

vanilla(
    "Armed Assailant",       # Accelerate, Weaponmaster (821)
    "Sentinel Adept",        # Weaponmaster
    "Navori Scout",          # Deflect
    "Combat Chef",           # Weaponmaster
)
define("Laurent Bladekeeper",  # Ganking (printed without brackets, the keyword all the same)
       keywords=("Ganking",))
define("Eager Drakehound",   # I enter ready
       Static("enter_ready"))
define("Direwing",           # I enter ready if you control another Dragon
       Static("enter_ready", condition=controls(unit("yours", tag="Dragon", other=True))))
define("Dunebreaker",        # I enter ready with two or fewer cards in your hand; hold: draw 2
       Static("enter_ready", condition=hand_at_most(2)),
       Triggered("hold", (Draw(2),)))
define("Blood Rush",         # Action; Repeat [1]: a unit gets Assault 2 this turn (errata:
       Spell((Target(unit()),), (Give(T(0), "Assault", 2),), repeat=(Cost(1),)))  # "this turn")
define("Feral Strength",     # Reaction; Repeat [2]: a unit gets +2 Might this turn
       Spell((Target(unit()),), (Might(T(0), 2),), repeat=(Cost(2),)))
define("Premonition",        # Reaction: draw 3
       Spell((), (Draw(3),)))
define("Thwonk!",            # Action; Repeat [2]: stun an attacking unit
       Spell((Target(unit(attacking=True)),), (Stun(T(0)),), repeat=(Cost(2),)))
define("Desert's Call",      # Repeat [2]: a 2-Might Sand Soldier token, played like a unit: to
       Spell((), (Token("Sand Soldier", 1, "choose"),), repeat=(Cost(2),)))  # your base or a
                                                     # battlefield you control (182.1.a, 806.3)
define("Detonate",           # kill a gear; its controller draws 2
       Spell((Target(gear()),), (Kill(T(0)), ControllerDraws(2, IT))))
define("Sudden Storm",       # Hidden, Action: 2 to a unit at a battlefield, 4 if it's attacking
       Spell((Target(unit(where="battlefield")),),
             (IfMatches(T(0), unit(attacking=True), (Deal(4, T(0)),), (Deal(2, T(0)),)),)))
define("Bushwhack",          # Hidden: friendly units enter ready this turn; an exhausted Gold
       Spell((), (UnitsEnterReady(), Token("Gold", 1, exhausted=True))))   # token
define("Disarming Rake",     # when played: you may kill a gear (the "may" is the choice to put
       Triggered("play_self", (Kill(T(0)),), targets=(Target(gear()),),   # the ability on the
                 optional=True))                                          # chain, Unleashed FAQ)
define("Sea Monkey",         # may pay [1] more; if paid, when played: buff me
       OptionalCost(Cost(1)),
       Triggered("play_self", (Buff(SELF),), condition=PAID_EXTRA))
define("Frostcoat Cub",      # may pay [mind] more; if paid, when played: a unit gets -2 Might
       OptionalCost(Cost(power=("mind",))),                                 # this turn
       Triggered("play_self", (Might(T(0), -2),), targets=(Target(unit()),),
                 condition=PAID_EXTRA))
define("Blast Corps Cadet",  # may pay [1][fury] more; if paid, when played: 2 to a unit at a
       OptionalCost(Cost(1, ("fury",))),                                    # battlefield
       Triggered("play_self", (Deal(2, T(0)),), targets=(Target(unit(where="battlefield")),),
                 condition=PAID_EXTRA))
define("Dropboarder",        # when played, if you control two or more gear: ready me
       Triggered("play_self", (Ready(SELF),), condition=count_is(gear("yours"), 2, "ge")))
define("Pickpocket",         # when played: may kill a gear costing [1] or less (a token costs
       Triggered("play_self", (Kill(T(0)), IfDid(Token("Gold", 1, exhausted=True))),  # 0,
                 targets=(Target(gear(energy_le=1)),), optional=True))  # 182.2.a.1); if you
                                                            # do, an exhausted Gold token
define("Stellacorn Herder",  # when I move: draw 1
       Triggered("move_self", (Draw(1),)))
define("Ribbon Dancer",      # when I move to a battlefield: another friendly unit gets +1 Might
       Triggered("move_self", (Might(T(0), 1),), targets=(Target(unit("friendly", other=True)),),
                 condition=AT_BATTLEFIELD))                                # this turn
define("Apprentice Smith",   # when I move: reveal your top card; a gear is drawn, else recycled
       Triggered("move_self", (RevealTop("gear", (Draw(1),), (Recycle(IT),)),)))
define("Poro Snax",          # when played: draw 1; [1][calm], exhaust, kill this: draw 1
       Triggered("play_self", (Draw(1),)),
       Activated(Cost(1, ("calm",), exhaust_self=True, kill_self=True), (Draw(1),)))
define("Heart of Dark Ice",  # exhaust: a unit gets +3 Might this turn
       Activated(Cost(exhaust_self=True), (Might(T(0), 3),), targets=(Target(unit()),)))
define("Aspiring Engineer",  # when played: return a gear from your trash to your hand
       Triggered("play_self", (PutInHand(T(0)),), targets=(Target(gear("friendly", "trash")),)))
define("Guardian of the Passage",  # when I hold: may return a unit or gear from your trash to
       Triggered("hold", (PutInHand(T(0)),),                              # your hand
                 targets=(Target(unit("friendly", "trash", alt=gear("friendly", "trash"))),),
                 optional=True))
define("Ornn, Forge God",    # Deflect 2, Weaponmaster; +1 Might for each friendly gear
       Static("might", 1, per=Count(gear("friendly"))))
define("Janna, Savior",      # Reaction; when played: heal your units here, then move up to one
       Triggered("play_self", (Heal(EACH(unit("yours", "here"))), Move(T(0), "base")),  # enemy
                 targets=(Target(unit("enemy", "here"), up_to=True),)))   # unit from here to its
                                                                          # base (errata: up to)
define("Doran's Shield",     # Equip [calm]; +1 Might; the equipped unit has Tank
       Equip(power=("calm",)), EffectText(keywords=("Tank",)))
define("Sterak's Gage",      # Quick-Draw; Equip [calm]; +3 Might
       Equip(power=("calm",)))
define("World Atlas",        # Equip [mind]; +2 Might; when the equipped unit holds: two
       Equip(power=("mind",)),                            # exhausted Gold tokens
       EffectText(Triggered("hold", (Token("Gold", 2, exhausted=True),))))
define("Recurve Bow",        # Equip [fury]; +0 Might; when the equipped unit attacks or
       Equip(power=("fury",)),                            # defends: 2 to an enemy unit here
       EffectText(Triggered("attack", (Deal(2, T(0)),), targets=(Target(unit("enemy", "here")),)),
                  Triggered("defend", (Deal(2, T(0)),), targets=(Target(unit("enemy", "here")),))))
from riftsim.cards.dsl import OPPONENTS_TURN  # noqa: E402

define("Ezreal, Dashing",    # attack or defend: my Might in damage to an enemy unit here; I deal
       Triggered("attack", (Deal(MightOf(SELF), T(0)),), targets=(Target(unit("enemy", "here")),)),
       Triggered("defend", (Deal(MightOf(SELF), T(0)),), targets=(Target(unit("enemy", "here")),)),
       Static("no_combat_damage"),                                    # no combat damage;
       Activated(Cost(power=("mind",)), (Move(SELF, "base"),), timing="action"))  # [mind]:
                                                                      # Action: move me to base
define("Chemtech Cask",      # you play a spell on an opponent's turn: you may exhaust me for an
       Triggered("you_play_spell", (Token("Gold", 1, exhausted=True),),   # exhausted Gold token
                 cost=Cost(exhaust_self=True), condition=OPPONENTS_TURN))
define("Buhru Captain",      # when played: you may draw 1 or buff me ("do A or B": chosen as it
       Triggered("play_self", (Named("choose_one", then=(Draw(1),),   # resolves)
                                     otherwise=(Buff(SELF),)),), optional=True))
from riftsim.cards.dsl import Exhaust  # noqa: E402

define("Royal Entourage",    # when played: ready or exhaust a legend (either player's)
       Triggered("play_self", (Named("choose_one", then=(Ready(T(0)),),
                                     otherwise=(Exhaust(T(0)),)),),
                 targets=(Target(Sel("legend", "any", "any")),)))
# ---------------------------------------------------------------- paying on resolution, "when you
# buff me", no moving to base, no points
from riftsim.cards.dsl import (  # noqa: E402
    TRIGGER_IS_SOURCE, MayPay, OpponentsGainNoPoints, UnitsCantMoveToBase,
)

define("Simian Ancestor",    # when you buff me: ready me
       Triggered("you_buff", (Ready(SELF),), condition=TRIGGER_IS_SOURCE))
define("Draven, Vanquisher",  # when I win a combat: an exhausted Gold token; when I attack or
       Triggered("win_combat_self", (Token("Gold", 1, exhausted=True),)),    # defend: you may
       Triggered("attack", (MayPay(0, ("fury",), Might(SELF, 2)),)),         # pay [fury]; if
       Triggered("defend", (MayPay(0, ("fury",), Might(SELF, 2)),)))         # you do, +2 Might
                                             # this turn (paid on resolution: Unleashed FAQ)
define("Minotaur Reckoner",  # units can't move to base
       UnitsCantMoveToBase())
define("Tianna Crownguard",  # Deflect; while I'm at a battlefield, opponents can't gain points
       OpponentsGainNoPoints(condition=AT_BATTLEFIELD))   # (errata)
define("Prize of Progress",  # when you use an activated ability of a gear: +1 Might this turn
       Triggered("you_activate_gear", (Might(SELF, 1),)))
from riftsim.cards.dsl import DealKeyword, MightPer  # noqa: E402

define("Lucian, Gunslinger",  # Assault; when I attack: damage equal to my Assault to an enemy
       Triggered("attack", (DealKeyword("Assault", T(0)),),          # unit here
                 targets=(Target(unit("enemy", "here")),)))
define("Against the Odds",   # Reaction: a friendly unit at a battlefield gets +2 Might this turn
       Spell((Target(unit("friendly", where="battlefield")),),      # for each enemy unit there
             (MightPer(T(0), 2, unit("enemy", "here")),)))

# ---------------------------------------------------------------- discounts per card played
from riftsim.cards.dsl import CardsPlayed, HoldPoints  # noqa: E402

define("Battering Ram",      # [1] less per card you played this turn, but not under [1]
       Static("cost_less", 1, per=CardsPlayed(), floor=1))   # (419.4, 356.4.e)
define("Needlessly Large Yordle",   # Shield 5, Tank; [2][calm] less per point you scored from
       Static("cost_less", cost=Cost(2, ("calm",)), per=HoldPoints()))   # holding this turn

# ---------------------------------------------------------------- "if I died alone"
define("Lonely Poro",        # Deathknell: draw 1 if no other friendly unit was where I died
       Triggered("dies", (Draw(1),),            # (the condition is checked as I die, with
                 condition=count_is(unit("friendly", "here", other=True), 0)))   # 383.3.e)

# ---------------------------------------------------------------- "a battlefield you conquered"
define("Perched Grimwyrm",   # may be played only to a battlefield you conquered this turn
       Static("play_only_conquered"))                 # (464; not to your base)

# ---------------------------------------------------------------- "when a friendly unit is played
# this turn, …" (a delayed ability lasting the turn, 390.2)
from riftsim.cards.dsl import Delay, Delayed  # noqa: E402

define("Rally the Troops",   # Action: this turn, each friendly unit played is buffed (+1 Might
       Spell((), (Delay(1, at="friendly_unit_played"), Draw(1))),   # buff if it has none,
       Delayed((Buff(TRIGGER),)))                                   # 702); draw 1

# ---------------------------------------------------------------- a discount when played from
# anywhere but the hand (356.4)
from riftsim.cards.dsl import NOT_FROM_HAND, Kill  # noqa: E402

define("Drag Under",         # Action; costs [2] less played from anywhere but your hand; kill a
       Static("cost_less", 2, condition=NOT_FROM_HAND),             # unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Kill(T(0)),)))

# ---------------------------------------------------------------- "… unless its controller pays"
from riftsim.cards.dsl import UnlessPays  # noqa: E402

define("Hard Bargain",       # Reaction; Repeat [2]: counter a spell unless its controller pays
       Spell((Target(spell_on_chain()),), (UnlessPays(T(0), 2, (), Counter(T(0))),),   # [2]
             repeat=(Cost(2),)))

# ---------------------------------------------------------------- pairs of targets (355.8,
# 355.16) and swapping Might (433)
from riftsim.cards.dsl import SwapMight  # noqa: E402

define("Switcheroo",         # Hidden, Action: two units at one battlefield swap their Might
       Spell((Target(unit(where="battlefield"), count=2, same_location=True),),   # this turn
             (SwapMight(T(0)),)))
define("Angle Shot",         # Reaction: choose a unit and an Equipment with the same
       Spell((Target(unit()),                                       # controller; attach the
              Target(gear(tag="Equipment"), same_controller_as=0)),  # Equipment to that unit or
             (Named("choose_one", then=(Named("attach_to", T(1), other=T(0)),),   # detach it
                    otherwise=(Detach(T(1), from_=T(0)),)),          # from that unit (chosen as
              Draw(1))))                                             # it resolves); draw 1

# ---------------------------------------------------------------- Targeting Effects, "when you
# choose me / a friendly unit" (383.4.b)
define("Jae Medarda",        # when you choose me with a spell: draw 1
       Triggered("chosen_self_by_spell", (Draw(1),)))
define("Spirit Wheel",       # when you choose a friendly unit: you may pay [1] and exhaust this
       Triggered("you_choose_friendly", (Draw(1),), cost=Cost(1, exhaust_self=True)))   # to
                                                                         # draw 1
define("Blade Dancer",       # Irelia legend: when you choose a friendly unit, you may exhaust me
       Triggered("you_choose_friendly", (Ready(TRIGGER),),              # and pay [A] to ready
                 cost=Cost(power=("A",), exhaust_self=True)),           # it; when you conquer,
       Triggered("you_conquer", (Ready(SELF),), cost=Cost(1)))          # you may pay [1] to
                                                                        # ready me

# ---------------------------------------------------------------- a token, then "then do this:
# you may pay … to ready it" (a reflexive trigger, 387)
define("Guards!",            # Hidden: play a 2-Might Sand Soldier token (to base or a
       Spell((), (Token("Sand Soldier", 1, "choose"),                  # battlefield you
                  Named("reflexive", n=1))),                           # control, 355.2.a;
       Delayed((MayPay(0, ("order",), Ready(TRIGGER)),)))              # played from face
                                        # down: to that battlefield, 811.1.d.3); errata: then
                                        # do this: you may pay [order] to ready it

# ---------------------------------------------------------------- "give <unit> my keywords"
from riftsim.cards.dsl import AT_BATTLEFIELD, GiveMyKeywords  # noqa: E402

define("Kato the Arm",       # Deflect; when I move to a battlefield: another friendly unit gets
       Triggered("move_self", (GiveMyKeywords(T(0)), Might(T(0), MightOf(SELF))),   # my
                 targets=(Target(unit("friendly", other=True)),),   # keywords and +my Might
                 condition=AT_BATTLEFIELD))                         # this turn (errata:
                                                                    # "another")

# ---------------------------------------------------------------- a card from hand to the deck
from riftsim.cards.dsl import HandToDeck  # noqa: E402

define("Altar of Memories",  # when a friendly unit dies: you may exhaust me to draw 1, then put
       Triggered("friendly_dies", (Draw(1), HandToDeck()),            # a card from your hand
                 cost=Cost(exhaust_self=True)))                        # on the top or bottom
                                                                       # of your Main Deck

# ---------------------------------------------------------------- turn counters: Power spent,
# enemy units and gear chosen
from riftsim.cards.dsl import enemy_chosen_at_least, power_spent_at_least  # noqa: E402

define("Sivir, Mercenary",   # Accelerate; if you've spent at least [A][A] this turn: +2 Might
       Static("might", 2, condition=power_spent_at_least(2)),          # and Ganking
       Static("keyword", kw="Ganking", condition=power_spent_at_least(2)))
define("Prodigal Explorer",  # Ezreal legend: exhaust: Reaction - draw 1; use only if you've
       Activated(Cost(exhaust_self=True), (Draw(1),), timing="reaction",   # chosen enemy units
                 condition=enemy_chosen_at_least(2)))   # and/or gear twice this turn with
                                                        # spells or unit abilities (each enemy
                                                        # unit or gear chosen counts, 355.14.d)

# ---------------------------------------------------------------- "your Equipment each give …"
from riftsim.cards.dsl import EquipmentOn  # noqa: E402

define("Purifier",           # Lucian legend: your Equipment each give [Assault] (each of your
       Static("keyword", 1, kw="Assault", applies=unit(), per=EquipmentOn()))   # Equipment on a
                                                        # unit: +1 to its [Assault], 807.2)

define("Irelia, Fervent",    # Deflect; when you choose or ready me: +1 Might this turn
       Triggered("chosen_self", (Might(SELF, 1),)),
       Triggered("readied_self", (Might(SELF, 1),)))
define("Battle Mistress",    # Sivir legend: when you recycle a rune, you may exhaust me to play
       Triggered("you_recycle_rune", (Token("Gold", 1, exhausted=True),),   # an exhausted Gold
                 cost=Cost(exhaust_self=True)),                           # token; when one or
       Triggered("enemy_units_die", (Ready(SELF),)))                      # more enemy units
                                                                          # die, ready me

# ---------------------------------------------------------------- "this turn, that unit has 'When
# I conquer, …'" (a watch for the turn, 390.2)
from riftsim.cards.dsl import Delayed, May, Move, WhenThisTurn  # noqa: E402

define("Relentless Pursuit",  # Action: move a friendly unit; you may attach an Equipment with
       Spell((Target(unit("friendly")),                              # the same controller to
              Target(gear(tag="Equipment"), up_to=True,              # it (355.12: chosen as a
                     same_controller_as=0)),                         # target, or none); this
             (Move(T(0)), Named("attach_to", T(1), other=T(0)),      # turn it has "When I
              WhenThisTurn(T(0), "conquer", 1))),                    # conquer, you may move
       Delayed((May(Move(TRIGGER, "base")),)))                       # me to my base"

# ---------------------------------------------------------------- playing a unit by an effect
# "to a battlefield you control, reducing its cost"
from riftsim.cards.dsl import PlayFrom  # noqa: E402

define("Here to Help",       # Hidden, Action: you may play a unit from your hand to a
       Spell((), (May(PlayFrom(unit("friendly", "hand"), "less:3",     # battlefield you
                               at="controlled_bf")),)))                # control, its cost
                              # reduced by [3] (419.3; from face down: that battlefield,
                              # 811.1.d.3)

# ---------------------------------------------------------------- played from elsewhere than
# the hand (356.4: a discount of the card's own, read while it is played)
define("Void Drone",         # costs [2] less played from anywhere other than your hand
       Static("cost_less", 2, condition=NOT_FROM_HAND))

# ---------------------------------------------------------------- looking at the top cards (424)
from riftsim.cards.dsl import LookPick  # noqa: E402

_ORNN_LOOK = (LookPick(4, "gear", optional=True),)
define("Ornn, Blacksmith",   # when played or when I hold: look at your top 4; you may reveal a
       Triggered("play_self", _ORNN_LOOK),    # gear among them and draw it; recycle the rest
       Triggered("hold", _ORNN_LOOK))

# ---------------------------------------------------------------- returning a gear as an
# additional cost (356.2.a.1; the gear chosen as it is paid, 357.2)
from riftsim.cards.dsl import AdditionalCost  # noqa: E402

define("Legion Quartermaster",   # as an additional cost to play me, return a friendly gear to
       AdditionalCost(Cost(return_to_hand=gear("friendly"))))       # its owner's hand

# ---------------------------------------------------------------- reveal, banish one, play it
define("Void Rush",          # reveal your top 2; you may banish one, then play it for [2] less;
       Spell((), (RevealBanishPlay(2, less=2, rest="draw"),)))    # draw the ones not banished
define("Rek'Sai, Swarm Queen",   # when I attack, you may reveal your top 2; you may banish one,
       Triggered("attack", (RevealBanishPlay(2, here=True),),   # then play it (a unit may be
                 optional=True))                   # played here); recycle the rest

# ---------------------------------------------------------------- Might Bonuses doubled
# (137, 718.4)
define("Gearhead",           # Accelerate; each Equipment attached to me gives double its base
       Static("double_might_bonus"))                                   # Might bonus

# ---------------------------------------------------------------- a tag given by Effect Text
# (472.1.c: "I am a …" gives the tag in the trait layer; 718.3: the bearer is "I")
define("Experimental Hexplate",  # Equip [mind]; +1 Might; the equipped unit is a Mech
       Equip(power=("mind",)), EffectText(Static("tag", kw="Mech")))

# ---------------------------------------------------------------- an [Add] as the card is
# revealed from its deck (424, 400.2)
define("Undertitan",         # when played: your other units get +2 Might this turn; as I'm
       Triggered("play_self", (Might(EACH(unit("yours", other=True)), 2),)),  # revealed
       Static("add_on_reveal", 2))               # from your deck, [Add] [2]

# ---------------------------------------------------------------- the excess damage noted as a
# conquer triggers (460.2.c.4)
from riftsim.cards.dsl import ExcessNoted, excess_at_least  # noqa: E402

define("Sivir, Ambitious",   # Deflect 2; when I conquer after an attack, if you assigned 5+
       Triggered("conquer", (Deal(ExcessNoted(), T(0)),),     # excess damage to enemy units,
                 targets=(Target(unit("enemy")),), optional=True,   # you may deal that much
                 condition=excess_at_least(5)))                     # to an enemy unit

# ---------------------------------------------------------------- Weaponmaster granted by a
# passive (809, 821); "if you've played an Equipment this turn"
from riftsim.cards.dsl import EQUIPMENT_PLAYED_THIS_TURN  # noqa: E402

define("Emperor of the Sands",   # Azir legend: your Sand Soldiers have Weaponmaster; [1],
       Static("keyword", 1, kw="Weaponmaster", applies=unit("yours", name="Sand Soldier")),
       Activated(Cost(energy=1, exhaust_self=True), (Token("Sand Soldier", 1, "base"),),
                 condition=EQUIPMENT_PLAYED_THIS_TURN))   # exhaust: a Sand Soldier token in
                                                          # your base; only if you've played
                                                          # an Equipment this turn

# ---------------------------------------------------------------- "pay any amount of … to [Add]
# that much …" (429, 157.1)
from riftsim.cards.dsl import PayAnyToAdd  # noqa: E402

define("Hextech Anomaly",    # exhaust: Reaction - pay any amount of [A] to [Add] that much
       Activated(Cost(exhaust_self=True), (PayAnyToAdd("power", "energy"),),   # Energy (an
                 timing="reaction", adds=True))                               # [Add], 400.2)
define("Ancient Henge",      # exhaust: Reaction - pay any amount of Energy to [Add] that much
       Activated(Cost(exhaust_self=True), (PayAnyToAdd("energy", "power"),),   # [A] (an [Add])
                 timing="reaction", adds=True))

# ---------------------------------------------------------------- Power that may pay only for gear
# (429: kept apart in the pool, as Power "only to play spells" is)
define("Fire Below the Mountain",   # Ornn legend: exhaust: Reaction - [Add] [A]; use it only to
       Activated(Cost(exhaust_self=True), (AddPower("gear_any"),),   # play gear or for the
                 timing="reaction", adds=True))                     # activated abilities of
# gear. Limit: the gear-only pool pays gear plays and gear's activated abilities (Equip
# included); it does not pay a triggered ability's cost, nor an Equip cost paid through
# Weaponmaster's trigger (a unit's ability), which we read as not "gear abilities".

# ---------------------------------------------------------------- "use only once per turn"
# (377.2.b) and moving an Equipment from one unit to another (434)
from riftsim.cards.dsl import AttachEquipmentOf, SwapLocations  # noqa: E402

define("Azir, Ascendant",    # [calm], Action: choose a unit you control; it and I swap
       Activated(Cost(power=("calm",)),                      # locations; if it's equipped,
                 (SwapLocations(T(0)), AttachEquipmentOf(T(0))),  # you may attach one of its
                 targets=(Target(unit("yours")),),          # Equipment to me; once per turn
                 timing="action", once_per_turn=True))

# ---------------------------------------------------------------- exhausting your legend as an
# optional additional cost (356.2.b) and moving to an open battlefield (169.10.c)
from riftsim.cards.dsl import PAID_EXTRA, Move, OptionalCost  # noqa: E402

define("Bard, Mercurial",    # you may exhaust your legend as an additional cost; when played,
       OptionalCost(Cost(exhaust_unit=Sel("legend", "yours", "any"))),   # if you paid it:
       Triggered("play_self", (Move(T(0), "open_bf"),),       # move any number of your units
                 targets=(Target(unit("yours"), count=99, up_to=True),),  # to an open
                 condition=PAID_EXTRA))      # battlefield. Simplification: that battlefield
                                             # is chosen as the ability resolves (as every
                                             # triggered move's is here), not as it is put
                                             # on the chain (355.4)

# ---------------------------------------------------------------- a "Choose one" triggered
# ability whose modes can each be chosen once a turn (355.3)
from riftsim.cards.dsl import Mode  # noqa: E402

define("Aphelios, Exalted",  # when an Equipment is attached to me, choose one not chosen this
       Triggered("equipment_attached_self", modes=(     # turn: ready 2 of your runes; channel
           Mode((Ready(T(0)),),                         # 1 rune exhausted; buff a friendly
                (Target(Sel("rune", "friendly", exhausted=True), 2, up_to=True),)),   # unit
           Mode((Channel(1, exhausted=True),)),
           Mode((Buff(T(0)),), (Target(unit("friendly")),))), unique_modes=True))

# ---------------------------------------------------------------- hold effects that are also
# conquer effects (383.4.c-d) in an Equipment's Effect Text (718.3)
define("Skyfall of Areion",  # Equip [1][fury]; the equipped unit's hold effects are also its
       Equip(1, ("fury",)),                          # conquer effects, and vice versa
       EffectText(Static("hold_conquer_both")))

# ---------------------------------------------------------------- [Repeat] given to the next
# spell (820)
from riftsim.cards.dsl import NextSpellRepeat  # noqa: E402

define("Temporal Portal",    # [A], exhaust: the next spell you play this turn has [Repeat]
       Activated(Cost(power=("A",), exhaust_self=True), (NextSpellRepeat(),)))   # equal to its
                             # cost. Simplification: not given to a "Choose one" spell (a mode
                             # per execution, 820.2.a, is modelled only for a spell's own
                             # [Repeat], dsl.NextSpellRepeat)

# ---------------------------------------------------------------- a "Choose one" spell with
# [Repeat]: a mode chosen for each execution (820.2.a)
from riftsim.cards.dsl import Kill  # noqa: E402

define("Rocket Barrage",     # Repeat [4][mind]; choose one: 4 damage to a unit in a base, or
       Spell(modes=(                                # kill a gear (each execution its own
           Mode((Deal(4, T(0)),), (Target(unit(where="base")),)),    # mode and target)
           Mode((Kill(T(0)),), (Target(gear()),))),
             repeat=(Cost(4, ("mind",)),)))

# ---------------------------------------------------------------- a move destination chosen
# for each [Repeat] execution (355.4, 820.2.a)
from riftsim.cards.dsl import Move  # noqa: E402

define("Temptation",         # Repeat [2]: move an enemy unit to a location where a unit with
       Spell((Target(unit("enemy")),), (Move(T(0), "with_own_unit"),),   # its controller is
             repeat=(Cost(2),)))                                          # (chosen as played)

# ---------------------------------------------------------------- "then do this" on every token
# played (387; the Spiritforged FAQ's reflexive triggers)
from riftsim.cards.dsl import Delayed, Reflexive  # noqa: E402

define("Arise!",             # a 2-Might Sand Soldier token for each Equipment you control
       Spell((), (Token("Sand Soldier", Count(gear("yours", tag="Equipment")), "choose"),
                  Reflexive(1, them=True))),        # (played like a unit: one location for
       Delayed((Ready(T(0)),),                      # all, as Recruit the Vanguard's, the
                                                    # text not saying "different locations");
                                                    # then do this (a reflexive trigger):
               (Target(unit(remembered=True), 2, up_to=True),)))   # ready up to two of them

# ---------------------------------------------------------------- a total-cost discount for
# spells that choose this unit (356.4.d)
define("Irelia, Graceful",   # your spells that choose me cost [1] or [A] less (riftsim's fixed
       Static("chosen_spell_less", 1))   # "[n] or [A]" form: Energy off when the total has
                                         # Energy, else one Power symbol, as Ezreal, Prodigy)

# ---------------------------------------------------------------- a free death replacement for
# the units here (369-370, 373.2)
define("Soraka, Wanderer",   # I'm assigned combat damage last (Backline, 826.3, as Caitlyn,
       Static("keyword", 1, kw="Backline"),   # Patrolling); another unit you control here that
       Replacement("die", applies=unit("yours", "here", other=True),   # would die with less
                   recall_instead=True, less_might=True))   # Might than me is healed,
                                                            # exhausted and recalled instead

# ---------------------------------------------------------------- "play a card. If you do, then
# do this: <to it>" (a reflexive trigger on a card an effect played, 387): the card finishes
# being played right after this resolves (354.3); a permanent leaves the chain onto the board
# then (359.2), and the reflexive trigger is put on the chain with it as its object
from riftsim.cards.dsl import PlayFrom  # noqa: E402

define("Rell, Magnetic",     # Tank; when I attack: you may play an Equipment of Energy cost [2]
       Triggered("attack", (PlayFrom(Sel("gear", "friendly", "hand", tag="Equipment",   # or
                                         energy_le=2), "free"),     # less from your hand,
                            Named("reflexive", n=1)),               # ignoring its cost; if you
                 optional=True),                                    # do, then do this: attach
       Delayed((Named("attach_to", TRIGGER, other=SELF),)))         # it to me (errata)

# ---------------------------------------------------------------- before cards are revealed
# from a deck (424; a replacement applied once per passive, 367, 373)
from riftsim.cards.dsl import LookTopBeforeReveal  # noqa: E402

define("Void Hatchling",     # if you would reveal cards from a deck: first look at its top
       LookTopBeforeReveal())   # card and you may recycle it; then the reveal happens.
                                # Simplification: not a card revealed from among cards already
                                # looked at (Stacked Deck-like "reveal a <type> from among
                                # them", not a reveal from the top of a deck)

# ---------------------------------------------------------------- cards banished with an
# Equipment (427.3: an object's ability refers to the cards it banished; 419.3 plays)
from riftsim.cards.dsl import Banish, PlayBanishedWith  # noqa: E402

define("The Zero Drive",     # Equip [1][mind]; +2 Might; the equipped unit has Deathknell:
       Equip(1, ("mind",)),  # banish me (from the trash, 808.1.d); [3][mind], banish this:
       Activated(Cost(3, ("mind",), banish_self=True),     # play all units banished with
                 (PlayBanishedWith(unit(where="any")),)),  # this, ignoring their costs
       EffectText(Triggered("dies", (Banish(SELF),)), keywords=("Deathknell",)))
                             # (only while unattached: an attached card's Rules Text is
                             # inactive, 718.2)
