"""Origins (OGN): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts; only abilities beyond them are written here.
"""

from riftsim.cards.dsl import (
    Predict,
    ALONE, AT_BATTLEFIELD, BUFFED, EACH, FIRST_FRIENDLY_DEATH, IT, LEGION, OPPONENTS_TURN,
    PAID_EXTRA, SELF, T, TRIGGER, Activated, AddEnergy, AdditionalCost, AddPower, Buff,
    BuffBonus, Channel, Cond, ControlChainItem, ControllerDraws, controls, Cost, Count,
    count_is, Counter, Deal, DealIfKills, Delay, Delayed, Discard, Draw, EachPlayerKills,
    EnergyOf, Fight,
    GainPoints, Give, hand_at_most, If, IfMatches, Kill, Might, MightOf, Mode, Move,
    moved_at_least, Named, OptionalCost, PlayFromTrash, Ready, Replacement, ReturnToHand,
    Sel, Spell, spell_on_chain, Static, Stun, SwapLocations, Target, Token, trigger_is,
    Triggered, unit, UnitsEnterReady, WinGame
)
from riftsim.cards.registry import define, define_token, vanilla

# ---------------------------------------------------------------- runes, tokens
# Basic runes: their two abilities (163.2) are built into the payment planner.
vanilla("Fury Rune", "Calm Rune", "Mind Rune", "Body Rune", "Chaos Rune", "Order Rune")
define_token("Recruit", might=1, tags=("Recruit",))

# ---------------------------------------------------------------- units whose text is keywords
vanilla(
    "Blazing Scorcher",      # Accelerate
    "Legion Rearguard",      # Accelerate
    "Pouty Poro",            # Deflect
    "Playful Phantom",
    "Mega-Mech",
    "Mountain Drake",
    "Shipyard Skulker",
    "Vanguard Sergeant",
    "Stalwart Poro",         # Shield
    "Sunlit Guardian",       # Shield, Tank
    "Jeweled Colossus",      # Vision, Shield
    "Mystic Poro",           # Vision
    "Pakaa Cub",             # Hidden
    "Daring Poro",           # Assault
    "Petty Officer",         # Assault
)

# ---------------------------------------------------------------- Fury
define("Chemtech Enforcer",  # when played: discard 1
       Triggered("play_self", (Discard(1),)))
define("Jinx, Demolitionist",  # when played: discard 2
       Triggered("play_self", (Discard(2),)))
define("Hextech Ray",        # deal 3 to a unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Deal(3, T(0)),)))
define("Void Seeker",        # deal 4 to a unit at a battlefield, draw 1
       Spell((Target(unit(where="battlefield")),), (Deal(4, T(0)), Draw(1))))
define("Falling Star",       # deal 3 to a unit, twice (two targets, may be the same unit)
       Spell((Target(unit()), Target(unit())), (Deal(3, T(0)), Deal(3, T(1)))))
define("Cleave",             # a unit gets Assault 3 this turn
       Spell((Target(unit()),), (Give(T(0), "Assault", 3),)))
define("Noxus Hopeful",      # Legion: costs 2 less
       Static("cost_less", 2, condition=LEGION))
define("Dangerous Duo",      # Legion: when played, a unit gets +2 Might this turn
       Triggered("play_self", (Might(T(0), 2),), targets=(Target(unit()),), condition=LEGION))
define("Kai'Sa, Survivor",   # when I conquer: draw 1
       Triggered("conquer", (Draw(1),)))

# ---------------------------------------------------------------- Calm
define("Rune Prison",        # stun a unit
       Spell((Target(unit()),), (Stun(T(0)),)))
define("Discipline",         # a unit gets +2 Might this turn, draw 1
       Spell((Target(unit()),), (Might(T(0), 2), Draw(1))))
define("Wind Wall",          # counter a spell
       Spell((Target(spell_on_chain()),), (Counter(T(0)),)))
define("Solari Shieldbearer",  # when played: stun a unit
       Triggered("play_self", (Stun(T(0)),), targets=(Target(unit()),)))

# ---------------------------------------------------------------- Mind
define("Lecturing Yordle",   # when played: draw 1
       Triggered("play_self", (Draw(1),)))
define("Watchful Sentry",    # Deathknell: draw 1
       Triggered("dies", (Draw(1),)))
define("Riptide Rex",        # when played: deal 6 to an enemy unit at a battlefield
       Triggered("play_self", (Deal(6, T(0)),),
                 targets=(Target(unit("enemy", "battlefield")),)))
define("Falling Comet",      # deal 6 to a unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Deal(6, T(0)),)))
define("Consult the Past",   # draw 2
       Spell((), (Draw(2),)))
define("Singularity",        # deal 6 to each of up to two units
       Spell((Target(unit(), count=2, up_to=True),), (Deal(6, T(0)),)))
define("Progress Day",       # draw 4
       Spell((), (Draw(4),)))

# ---------------------------------------------------------------- Body
define("Stormclaw Ursine",   # when played: channel 1 rune exhausted
       Triggered("play_self", (Channel(1, exhausted=True),)))
define("Pit Rookie",         # when played: buff another friendly unit
       Triggered("play_self", (Buff(T(0)),), targets=(Target(unit("friendly", other=True)),)))
define("Primal Strength",    # a unit gets +7 Might this turn
       Spell((Target(unit()),), (Might(T(0), 7),)))
define("Cannon Barrage",     # deal 2 to every enemy unit in combat
       Spell((), (Deal(2, EACH(unit("enemy", "combat"))),)))
define("Flurry of Blades",   # deal 1 to every unit at a battlefield
       Spell((), (Deal(1, EACH(unit(where="battlefield"))),)))
define("First Mate",         # when played: ready another unit
       Triggered("play_self", (Ready(T(0)),), targets=(Target(unit(other=True)),)))
define("Kinkou Monk",        # when played: buff up to two other friendly units
       Triggered("play_self", (Buff(T(0)),),
                 targets=(Target(unit("friendly", other=True), count=2, up_to=True),)))
define("Warwick, Hunter",    # enters ready; when attacking: kill every damaged enemy unit here
       Static("enter_ready"),
       Triggered("attack", (Kill(EACH(unit("enemy", "here", damaged=True))),)))

# ---------------------------------------------------------------- Chaos
define("Fight or Flight",    # move a unit from a battlefield to its base
       Spell((Target(unit(where="battlefield")),), (Move(T(0), "base"),)))
define("Rebuke",             # return a unit at a battlefield to its owner's hand
       Spell((Target(unit(where="battlefield")),), (ReturnToHand(T(0)),)))
define("Kog'Maw, Caustic",   # Deathknell: deal 4 to every unit at my battlefield
       Triggered("dies", (Deal(4, EACH(unit(where="here"))),)))
define("Undercover Agent",   # Deathknell: discard 2, then draw 2
       Triggered("dies", (Discard(2), Draw(2))))
define("Teemo, Scout",       # when played: I get +3 Might this turn
       Triggered("play_self", (Might(SELF, 3),)))
define("Traveling Merchant",  # when I move: discard 1, then draw 1
       Triggered("move_self", (Discard(1), Draw(1))))

# ---------------------------------------------------------------- Order
define("Faithful Manufactor",  # when played: a 1-Might Recruit token here
       Triggered("play_self", (Token("Recruit", 1, "here"),)))
define("Soaring Scout",      # Deathknell: channel 1 rune exhausted
       Triggered("dies", (Channel(1, exhausted=True),)))
define("Trifarian Gloryseeker",  # Legion: when played, buff me
       Triggered("play_self", (Buff(SELF),), condition=LEGION))
define("Viktor, Leader",     # another non-Recruit unit you control dies: a Recruit token in base
       Triggered("yours_dies", (Token("Recruit", 1, "base"),),
                 condition=trigger_is(unit(not_tag="Recruit"))))
define("Back to Back",       # two friendly units each get +2 Might this turn
       Spell((Target(unit("friendly"), count=2),), (Might(T(0), 2),)))

# ---------------------------------------------------------------- legends
define("Loose Cannon",       # Jinx: start of your Beginning Phase, draw 1 if hand <= 1
       Triggered("beginning", (If(hand_at_most(1), (Draw(1),)),)))
define("Herald of the Arcane",  # Viktor: [1], exhaust: play a 1-Might Recruit token
       Activated(Cost(energy=1, exhaust_self=True), (Token("Recruit", 1, "base"),)))

# ---------------------------------------------------------------- battlefields
define("Grove of the God-Willow",   # when you hold here: draw 1
       Triggered("hold_here", (Draw(1),)))
define("Altar to Unity",     # when you hold here: a 1-Might Recruit token in your base
       Triggered("hold_here", (Token("Recruit", 1, "base"),)))
define("Trifarian War Camp",  # units here have +1 Might
       Static("might", 1, applies=unit(where="here")))
define("Zaun Warrens",       # when you conquer here: discard 1, then draw 1
       Triggered("conquer_here", (Discard(1), Draw(1))))


# ================================================================ Origins cards of the precons
# (Jinx, Viktor, Lee Sin, Annie, Lux, Garen, Master Yi). Mechanics they need beyond the
# basics: see reference/ops_ogn.py and the rules modules it names.

vanilla("Sprite",                # token: a 3-Might Sprite with Temporary (from the facts)
        "Shen, Kinkou")          # Reaction, Shield 2, Tank

# ---------------------------------------------------------------- Fury
define("Brazen Buccaneer",   # you may discard 1 as an extra cost; if you did, I cost 2 less
       OptionalCost(Cost(discard=1)),
       Static("cost_less", 2, condition=PAID_EXTRA))
define("Disintegrate",       # 3 damage to a unit at a battlefield; if that kills it, draw 1
       Spell((Target(unit(where="battlefield")),), (DealIfKills(3, T(0), Draw(1)),)))
define("Flame Chompers",     # discarded: you may pay a Fury power to play me from the trash
       Triggered("discard_self", (PlayFromTrash(SELF),), cost=Cost(power=("fury",))))
define("Get Excited!",       # discard 1; deal its Energy cost to a unit at a battlefield
       Spell((Target(unit(where="battlefield")),), (Discard(1), Deal(EnergyOf(IT), T(0)))))
define("Magma Wurm",         # my other friendly units enter ready
       Static("enter_ready", applies=unit("friendly", other=True)))
define("Raging Soul",        # having discarded this turn, I have Assault and Ganking
       Static("keyword", kw="Assault", condition=Cond("discarded_this_turn")),
       Static("keyword", kw="Ganking", condition=Cond("discarded_this_turn")))
define("Vi, Destructive",    # recycle a card from your trash: +1 Might this turn
       Activated(Cost(recycle_from_trash=1), (Might(SELF, 1),)))

# ---------------------------------------------------------------- Calm
define("Charm",              # move an enemy unit (destination chosen as it is played)
       Spell((Target(unit("enemy")),), (Move(T(0)),)))
define("En Garde",           # friendly unit +1 Might this turn, +1 more if it is alone there
       Spell((Target(unit("friendly")),),
             (Might(T(0), 1), IfMatches(T(0), unit(alone=True), (Might(T(0), 1),)))))
define("Meditation",         # may exhaust a friendly unit as an extra cost: draw 2, else 1
       OptionalCost(Cost(exhaust_unit=unit("friendly"))),
       Spell((), (If(PAID_EXTRA, (Draw(2),), (Draw(1),)),)))
define("Stand United",       # buff a friendly unit; buffs give friendly units +1 more this turn
       Spell((Target(unit("friendly")),), (Buff(T(0)), BuffBonus(1))))
define("Wielder of Water",   # +2 Might while attacking or defending alone
       Static("might", 2, condition=ALONE))
define("Mask of Foresight",  # a friendly unit attacking or defending alone: +1 Might this turn
       Triggered("ally_attack", (Might(TRIGGER, 1),), condition=trigger_is(unit(alone=True))),
       Triggered("ally_defend", (Might(TRIGGER, 1),), condition=trigger_is(unit(alone=True))))
define("Wizened Elder",      # +1 more Might while buffed
       Static("might", 1, condition=BUFFED))
define("Mystic Reversal",    # Reaction: take control of a spell on the chain; may choose
       Spell((Target(spell_on_chain()),), (ControlChainItem(T(0)),)))   # its targets anew
define("Solari Shrine",      # when you kill an enemy unit that was stunned: may exhaust me to
       Triggered("you_kill_stunned_enemy", (Draw(1),), optional=True,   # draw 1 (combat kills
                 cost=Cost(exhaust_self=True, required=True)))         # are no player's, 428.5)

# ---------------------------------------------------------------- Mind
define("Eager Apprentice",   # at a battlefield: your spells cost 1 Energy less (not below 1)
       Static("cost_less_others", 1, cost=Cost(energy=1), applies=Sel("spell", "yours"),
              condition=AT_BATTLEFIELD))
define("Orb of Regret",      # exhaust: a unit gets -1 Might this turn (not below 1)
       Activated(Cost(exhaust_self=True), (Might(T(0), -1, floor=1),),
                 targets=(Target(unit()),)))
define("Smoke Screen",       # a unit gets -4 Might this turn (not below 1)
       Spell((Target(unit()),), (Might(T(0), -4, floor=1),)))
define("Sprite Call",        # play a ready 3-Might Sprite token with Temporary
       Spell((), (Token("Sprite", 1, "choose", ready=True),)))
define("Stupefy",            # a unit gets -1 Might this turn (not below 1); draw 1
       Spell((Target(unit()),), (Might(T(0), -1, floor=1), Draw(1))))
define("Mushroom Pouch",     # your Beginning Phase: draw 1 if you have a facedown card out
       Triggered("beginning", (Draw(1),), condition=controls(Sel("card", "yours", "facedown"))))
define("Ravenbloom Student",  # you play a spell: +1 Might this turn
       Triggered("you_play_spell", (Might(SELF, 1),)))
define("Heimerdinger, Inventor",  # I have every exhaust ability of your legend, units, gear
       Static("borrow_exhaust_abilities"))
define("Viktor, Innovator",  # you play a card on an opponent's turn: a Recruit token in base
       Triggered("you_play_card", (Token("Recruit", 1, "base"),),
                 condition=OPPONENTS_TURN))
define("Wraith of Echoes",   # the first time each turn another friendly unit dies: draw 1
       Triggered("friendly_dies", (Draw(1),), condition=FIRST_FRIENDLY_DEATH,
                 once_per_turn=True))

# ---------------------------------------------------------------- Body
define("Bilgewater Bully",   # Ganking while buffed
       Static("keyword", kw="Ganking", condition=BUFFED))
define("Challenge",          # a friendly and an enemy unit deal their Might to each other
       Spell((Target(unit("friendly")), Target(unit("enemy"))), (Fight(T(0), T(1)),)))
define("Confront",           # units you play this turn enter ready; draw 1
       Spell((), (UnitsEnterReady(), Draw(1))))
define("Crackshot Corsair",  # when I attack: 1 damage to an enemy unit here
       Triggered("attack", (Deal(1, T(0)),), targets=(Target(unit("enemy", "here")),)))
define("Dune Drake",         # when I attack: +2 Might this turn if a ready enemy unit is here
       Triggered("attack", (If(count_is(unit("enemy", "here", exhausted=False), 1, "ge"),
                               (Might(SELF, 2),)),)))
define("Mobilize",           # channel 1 rune exhausted; if none could be, draw 1
       Spell((), (Channel(1, exhausted=True, otherwise=(Draw(1),)),)))
define("Wildclaw Shaman",    # when played: may spend a buff to buff and ready me
       Triggered("play_self", (Buff(SELF), Ready(SELF)), cost=Cost(spend_buff=True)))
define("Lee Sin, Centered",  # other buffed friendly units at my battlefield have +2 Might
       Static("might", 2, applies=unit("friendly", "here", other=True, buffed=True),
              condition=AT_BATTLEFIELD))
define("Udyr, Wildman",      # spend my buff: one mode not yet chosen this turn: 2 damage to a
       Activated(Cost(spend_own_buff=True), modes=(   # unit at a battlefield / stun one / ready
           Mode((Deal(2, T(0)),), (Target(unit(where="battlefield")),)),   # me / Ganking for
           Mode((Stun(T(0)),), (Target(unit(where="battlefield")),)),      # me this turn
           Mode((Ready(SELF),)),
           Mode((Give(SELF, "Ganking"),))), unique_modes=True))
define("Mistfall",           # you buff a friendly unit: may pay a Body power, exhaust me: ready it
       Triggered("you_buff", (Ready(TRIGGER),), cost=Cost(power=("body",), exhaust_self=True)))

# ---------------------------------------------------------------- Chaos
define("Cemetery Attendant",  # when played: return a unit from your trash to your hand
       Triggered("play_self", (ReturnToHand(T(0)),), targets=(Target(unit("friendly", "trash")),)))
define("Gust",               # return a unit at a battlefield with Might 3 or less to hand
       Spell((Target(unit(where="battlefield", might_le=3)),), (ReturnToHand(T(0)),)))
define("Morbid Return",      # return a unit from your trash to your hand
       Spell((Target(unit("friendly", "trash")),), (ReturnToHand(T(0)),)))
define("Sai Scout",          # Vision; may be played to an open battlefield
       Static("play_open"))
define("Sneaky Deckhand",    # may be played to an open battlefield
       Static("play_open"))
define("Fading Memories",    # a unit at a battlefield, or a gear, gains Temporary
       Spell((Target(Sel("unit", where="battlefield", alt=Sel("gear"))),),
             (Give(T(0), "Temporary", duration="permanent"),)))
define("Scrapheap",          # played, discarded or killed: draw 1
       Triggered("play_self", (Draw(1),)),
       Triggered("discard_self", (Draw(1),)),
       Triggered("dies", (Draw(1),)))
define("Maddened Marauder",  # Tank; when played: move a unit from a battlefield to its base
       Triggered("play_self", (Move(T(0), "base"),), targets=(Target(unit(where="battlefield")),)))
define("Rhasa the Sunderer",  # costs 1 less per card in your trash
       Static("cost_less", 1, per=Count(Sel("card", "friendly", "trash"))))

# ---------------------------------------------------------------- Order
define("Cruel Patron",       # extra cost to play me: kill a friendly unit
       AdditionalCost(Cost(kill_unit=unit("friendly"))))
define("Cull the Weak",      # each player kills one of their own units
       Spell((), (EachPlayerKills(unit()),)))
define("Hidden Blade",       # kill a unit at a battlefield; its controller draws 2
       Spell((Target(unit(where="battlefield")),), (Kill(T(0)), ControllerDraws(2, IT))))
define("Noxian Drummer",     # when I move to a battlefield: a Recruit token here
       Triggered("move_self", (Token("Recruit", 1, "here"),), condition=AT_BATTLEFIELD))
define("Vengeance",          # kill a unit
       Spell((Target(unit()),), (Kill(T(0)),)))
define("Grand Strategem",    # friendly units +5 Might this turn
       Spell((), (Might(EACH(unit("friendly")), 5),)))

# ---------------------------------------------------------------- legends
define("Blind Monk",         # Lee Sin: [1], exhaust: buff a friendly unit
       Activated(Cost(energy=1, exhaust_self=True), (Buff(T(0)),),
                 targets=(Target(unit("friendly")),)))

# ---------------------------------------------------------------- battlefields
define("Fortified Position",  # you defend here: a chosen unit gets Shield 2 this combat
       Triggered("defend_here", (Give(T(0), "Shield", 2, duration="combat"),),
                 targets=(Target(unit()),)))
define("Monastery of Hirana",  # you conquer here: may spend a buff to draw 1
       Triggered("conquer_here", (Draw(1),), cost=Cost(spend_buff=True)))
define("Reaver's Row",       # you defend here: may move a friendly unit here to base
       Triggered("defend_here", (Move(T(0), "base"),), targets=(Target(unit("friendly", "here")),),
                 optional=True))
define("Startipped Peak",    # you hold here: may channel 1 rune exhausted
       Triggered("hold_here", (Channel(1, exhausted=True),), optional=True))
define("Targon's Peak",      # you conquer here: at the end of this turn ready up to 2 runes
       Triggered("conquer_here", (Delay(1),)),
       Delayed((Ready(T(0)),), targets=(Target(Sel("rune", exhausted=True), 2, up_to=True),)))
define("The Grand Plaza",    # you hold here with 7+ of your units here: you win
       Triggered("hold_here", (WinGame(),), condition=count_is(unit("yours", "here"), 7, "ge")))
define("Void Gate",          # spells and abilities deal 1 Bonus Damage to units here
       Static("bonus_damage", 1, applies=unit(where="here")))

# ---------------------------------------------------------------- cards named in the seed rulings
# (tests/rulings/test_seed_*.py exercise them)
define("Hand of Noxus",           # Darius: exhaust: [Reaction] Add 1 Energy, only with Legion
       Activated(Cost(exhaust_self=True), (If(LEGION, (AddEnergy(1),)),),
                 timing="reaction", adds=True))
define("Daughter of the Void",    # Kai'Sa: exhaust: [Reaction] Add 1 Power of any domain,
       Activated(Cost(exhaust_self=True), (AddPower("spell_any"),),   # only to play spells
                 timing="reaction", adds=True))
define("Nine-Tailed Fox",         # Ahri: an enemy unit attacking a battlefield you control
       Triggered("enemy_attacks_mine",   # gets -1 Might this turn, not below 1
                 (Might(TRIGGER, -1, floor=1),)))
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
                 targets=(Target(unit("yours", "elsewhere")),), optional=True))
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
define("Seal of Rage",            # exhaust: [Reaction] Add 1 Fury Power
       Activated(Cost(exhaust_self=True), (AddPower("fury"),), timing="reaction", adds=True))
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
define("The Candlelit Sanctum",   # conquer here: look at your top 2, recycle any, rest back
       Triggered("conquer_here", (Predict(2),)))                        # in any order
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
define("Relentless Storm",        # Volibear: when you play a Mighty unit, you may exhaust me to
       Triggered("you_play_unit", (Channel(1, exhausted=True),),        # channel 1 rune
                 condition=trigger_is(unit(might_ge=5)), optional=True,  # exhausted
                 cost=Cost(exhaust_self=True, required=True)))
define("Unforgiven",              # Yasuo: [2], exhaust: move a friendly unit to or from its base
       Activated(Cost(energy=2, exhaust_self=True), (Move(T(0), "to_or_from_base"),),
                 targets=(Target(unit("friendly")),)))
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
define("Zenith Blade",            # Action: stun an enemy unit at a battlefield; you may move a
       Spell((Target(unit("enemy", "battlefield")), Target(unit("friendly"), up_to=True)),
             (Stun(T(0)), Move(T(1), "target:0"))))                     # friendly unit there
define("Last Breath",             # Action: ready a friendly unit; it deals its Might to an
       Spell((Target(unit("friendly")), Target(unit("enemy", "battlefield"))),   # enemy unit
             (Ready(T(0)), Named("deals_might", T(1), other=T(0)))))            # at a battlefield
define("Imperial Decree",         # Action: this turn, each unit that takes damage is killed
       Spell((), (Named("kill_damaged_this_turn"),)))
define("Convergent Mutation",     # Reaction: this turn a friendly unit's Might goes up to that
       Spell((Target(unit("friendly")), Target(unit("friendly"), other_than=0)),  # of
             (Named("raise_might_to", T(0), other=T(1)),)))               # another one
define("Fox-Fire",                # Hidden, Action: kill any number of units at one battlefield
       Spell((Target(unit(where="battlefield"), count=99, up_to=True, same_location=True,
                     total_might_le=4),),                               # totalling 4 Might or
             (Named("kill_group_might_le", T(0), 4),)))                 # less
define("Possession",              # Action: take control of an enemy unit at a battlefield and
       Spell((Target(unit("enemy", "battlefield")),),                    # recall it
             (Named("take_control_recall", T(0)),)))
define("Portal Rescue",           # Action: banish a friendly unit; its owner plays it to their
       Spell((Target(unit("friendly")),), (Named("banish_owner_replays", T(0)),)))   # base free
define("Zhonya's Hourglass",      # Hidden; a friendly unit would die: kill this instead, heal,
       Replacement("die", applies=unit("friendly"), kill_self=True))    # exhaust, recall it
define("Ravenborn Tome",          # exhaust: your next spell this turn deals 1 Bonus Damage
       Activated(Cost(exhaust_self=True), (Named("next_spell_bonus", n=1),)))
for _seal, _domain in (("Seal of Focus", "calm"), ("Seal of Insight", "mind"),
                       ("Seal of Strength", "body"), ("Seal of Discord", "chaos"),
                       ("Seal of Unity", "order")):
    define(_seal,                 # exhaust: [Reaction] Add 1 Power of my domain
           Activated(Cost(exhaust_self=True), (AddPower(_domain),), timing="reaction", adds=True))
define("Sigil of the Storm",      # when you conquer here: you must recycle one of your runes
       Triggered("conquer_here", (Named("recycle_own_rune"),)))

# ---------------------------------------------------------------- more cards of the seed rulings
# Cards that play cards as part of their effect (419.3: reference/ops_look_and_play.py) and
# other Origins cards (tests/cards/test_ruling_cards.py).
from riftsim.cards.dsl import PlayFrom, SaveFromDeath  # noqa: E402

define("The Harrowing",           # play a unit from your trash without paying its Energy cost
       Spell((), (PlayFrom(unit("friendly", "trash"), "no_energy"),)))
define("Blind Fury",              # Action: the opponent reveals their top card; you banish it
       Spell((), (Named("blind_fury"),)))                               # and play it free;
                                                                        # recycle the rest
define("Promising Future",        # each player banishes one of their top 5 and recycles the
       Spell((), (Named("promising_future", n=5),)))                    # rest; from the next
                                                # player on, each plays theirs minus its Energy
define("Ava Achiever",            # when I attack: you may pay [mind] to play a Hidden card from
       Triggered("attack", (PlayFrom(Sel("card", "friendly", "hand", keyword="Hidden"),  # hand
                                     "free", at="here"),),                # free (a unit: here)
                 optional=True, cost=Cost(power=("mind",), required=True)))
define("Baited Hook",             # [1][order], exhaust: kill a friendly unit; look at your top
       Activated(Cost(energy=1, power=("order",), exhaust_self=True),   # 5; may banish a unit
                 (Named("baited_hook", T(0), n=5),),                    # of up to its Might + 1
                 targets=(Target(unit("friendly")),)))                  # and play it free;
                                                                        # recycle the rest
define("Stacked Deck",            # Action: look at your top 3; one to your hand, recycle the rest
       Spell((), (Named("look_pick", n=3),)))
define("Dazzling Aurora",         # end of your turn: reveal until a unit; banish it, play it
       Triggered("end_turn", (Named("reveal_until_unit"),)))            # free; recycle the rest
define("Unlicensed Armory",       # discard 1, exhaust: a friendly unit's next death this turn:
       Activated(Cost(discard=1, exhaust_self=True),                    # you may pay [fury] to
                 (SaveFromDeath(T(0), pay="fury"),),                    # heal, exhaust, recall
                 targets=(Target(unit("friendly")),)))                  # it instead
define("Showstopper",             # buff a friendly unit in your base, then move it to a
       Spell((Target(unit("yours", "base")),), (Buff(T(0)), Move(T(0)))))    # battlefield
define("The Syren",               # [1], exhaust: move a friendly unit at a battlefield to its base
       Activated(Cost(energy=1, exhaust_self=True), (Move(T(0), "base"),),
                 targets=(Target(unit("friendly", "battlefield")),)))
vanilla("Recruit (DE)", "Recruit (NX)", "Recruit (ZN)")   # art printings of the Recruit token

# ---------------------------------------------------------------- cards of the tournament lists
_SECOND_CARD = Cond("played_count", args=(2,))   # the card just played is your 2nd this turn
define("Darius, Trifarian",       # you play your 2nd card in a turn (me too, FAQ): +2 Might
       Triggered("you_play_card", (Might(SELF, 2), Ready(SELF)), condition=_SECOND_CARD),
       Triggered("play_self", (Might(SELF, 2), Ready(SELF)), condition=_SECOND_CARD))  # & ready
define("Sabotage",                # the opponent reveals their hand; you pick a non-unit card of
       Spell((), (Named("sabotage"),)))                                # it; they recycle it

# ---------------------------------------------------------------- cards of the atlanta-01, barcelona-05 and barcelona-07 lists
from riftsim.cards.dsl import BanishThis, ExtraTurn  # noqa: E402

define("Time Warp",               # take a turn after this one (734-738); this is banished
       Spell((), (ExtraTurn(), BanishThis())))
from riftsim.cards.dsl import Recycle  # noqa: E402

define("Forge of the Future",     # when played: a 1-Might Recruit token in your base; kill this:
       Triggered("play_self", (Token("Recruit", 1, "base"),)),         # recycle up to 4 cards
       Activated(Cost(kill_self=True), (Recycle(T(0)),),               # from any trashes
                 targets=(Target(Sel("card", "any", "trash"), count=4, up_to=True),)))
# ---------------------------------------------------------------- cards of the barcelona-06 and barcelona-01 lists
define("Pack of Wonders",    # exhaust: another friendly gear or unit, or a friendly facedown card
       Activated(Cost(exhaust_self=True), (ReturnToHand(T(0)),),   # (errata), back to its
                 targets=(Target(Sel("unit", "friendly", other=True,  # owner's hand
                                     alt=Sel("gear", "friendly", other=True,
                                             alt=Sel("card", "friendly", "facedown")))),)))
define("Treasure Trove",     # when this leaves the board: draw 1, channel 1 rune exhausted;
       Triggered("leaves_self", (Draw(1), Channel(1, exhausted=True))),   # [chaos], exhaust:
       Activated(Cost(power=("chaos",), exhaust_self=True), (Kill(SELF),)))   # kill this
define("Harnessed Dragon",   # when played: kill an enemy unit
       Triggered("play_self", (Kill(T(0)),), targets=(Target(unit("enemy")),)))
define("Salvage",            # Action: you may kill up to one gear (errata); draw 1
       Spell((Target(Sel("gear"), up_to=True),), (Kill(T(0)), Draw(1))))
# ---------------------------------------------------------------- remaining Origins cards (b)
define("Carnivorous Snapvine",    # when played: pick an enemy unit at a battlefield; it and I
       Triggered("play_self", (Fight(SELF, T(0)),),             # deal damage equal to our
                 targets=(Target(unit("enemy", "battlefield")),)))   # Mights to each other
define("Deadbloom Predator",      # Deflect; may be played to an occupied enemy battlefield
       Static("play_anywhere", kw="occupied_enemy"))
define("Acceptable Losses",       # Action: each player kills one of their gear (355.10.e)
       Spell((), (EachPlayerKills(Sel("gear")),)))
define("Zaunite Bouncer",         # when played: return another unit at a battlefield to its
       Triggered("play_self", (ReturnToHand(T(0)),),           # owner's hand
                 targets=(Target(unit(where="battlefield", other=True)),)))
from riftsim.cards.dsl import TRIGGER_FROM_HIDDEN, DiscardHand, RevealHandDiscard  # noqa: E402

define("Ember Monk",              # when you play a card from face down (Hidden, 811.1.d): I get
       Triggered("you_play_card", (Might(SELF, 2),),           # +2 Might this turn
                 condition=TRIGGER_FROM_HIDDEN))
define("Miss Fortune, Buccaneer",  # may be played to an open battlefield; friendly units may be
       Static("play_open"),                                    # played to open battlefields
       Static("play_open_others", applies=unit("friendly")))   # (355.2 as changed)
define("Soulgorger",              # when played: you may play a unit from your trash, ignoring
       Triggered("play_self", (PlayFrom(unit("friendly", "trash"), "no_energy"),),  # its Energy
                 optional=True))                                 # cost (its Power is paid)
define("Spectral Matron",         # when played: you may play a unit costing at most [3] and [A]
       Triggered("play_self",                                    # from your trash, ignoring
                 (PlayFrom(unit("friendly", "trash", energy_le=3, power_le=1), "free"),),  # its
                 optional=True))                                 # cost
define("Vanguard Captain",        # Legion: when played, two 1-Might Recruit tokens here
       Triggered("play_self", (Token("Recruit", 2, "here"),), condition=LEGION))
define("Machine Evangel",         # Deathknell: three 1-Might Recruit tokens in your base
       Triggered("dies", (Token("Recruit", 3, "base"),)))
define("Darius, Executioner",     # Legion: when played, ready me; other friendly units at my
       Triggered("play_self", (Ready(SELF),), condition=LEGION),       # location have +1 Might
       Static("might", 1, applies=unit("friendly", "here", other=True)))
define("Peak Guardian",           # when played: buff me; then if I'm at a battlefield, buff every
       Triggered("play_self", (Buff(SELF),                       # other friendly unit there
                               If(AT_BATTLEFIELD,
                                  (Buff(EACH(unit("friendly", "here", other=True))),)))))
define("Solari Chief",            # when played: pick an enemy unit; kill it if it is stunned,
       Triggered("play_self",                                    # otherwise stun it
                 (IfMatches(T(0), unit(stunned=True), (Kill(T(0)),), (Stun(T(0)),)),),
                 targets=(Target(unit("enemy")),)))
define("Sett, Kingpin",           # Tank; +1 Might per buffed friendly unit at my battlefield
       Static("might", 1, per=Count(unit("friendly", "here", buffed=True)),
              condition=AT_BATTLEFIELD))
define("Siphon Power",            # Reaction: pick a battlefield; friendly units there +1 Might,
       Spell((Target(Sel("battlefield")),),                     # enemy units there -1 Might
             (Might(EACH(unit("friendly", "here"), at=T(0)), 1),    # (to a minimum of 1) this
              Might(EACH(unit("enemy", "here"), at=T(0)), -1, floor=1))))   # turn
define("Windswept Hillock",       # units here have Ganking
       Static("keyword", kw="Ganking", applies=unit(where="here")))
define("Yasuo, Windrider",        # Ganking; the third time I move in a turn, you score 1 point
       Triggered("move_self", (GainPoints(1),),                  # (moved 3 times, not 4+)
                 condition=Cond("all", args=(moved_at_least(3),
                                             Cond("not", args=(moved_at_least(4),))))))
define("Invert Timelines",        # each player discards their hand, then draws 4
       Spell((), (DiscardHand(), Draw(4, who="each"))))
define("Bounty Hunter",           # Miss Fortune: exhaust: a unit gets Ganking this turn
       Activated(Cost(exhaust_self=True), (Give(T(0), "Ganking"),), targets=(Target(unit()),)))
define("Back-Alley Bar",          # when a unit moves from here: it gets +1 Might this turn
       Triggered("moved_from_here", (Might(TRIGGER, 1),)))
define("Stormbringer",            # pick a friendly unit in your base and a battlefield: deal its
       Spell((Target(unit("yours", "base")), Target(Sel("battlefield"))),   # Might to every
             (Deal(MightOf(T(0)), EACH(unit("enemy", "here"), at=T(1))),    # enemy unit there,
              Move(T(0), "target:1"))))                                     # then move it there
define("Mindsplitter",            # when played: the opponent reveals their hand; you choose a
       Triggered("play_self", (RevealHandDiscard(),)))           # card of it; they discard it
define("Radiant Dawn",            # Leona: when you stun one or more enemy units, buff a
       Triggered("you_stun_enemies", (Buff(T(0)),),              # friendly unit
                 targets=(Target(unit("friendly")),)))
define("Aspirant's Climb",        # the points needed to win the game are 1 more (467.1)
       Static("victory_score_more", 1))

# ---------------------------------------------------------------- more Origins cards of the tournament lists
from riftsim.cards.dsl import (  # noqa: E402
    ENEMY_UNIT_DIED_THIS_TURN, PAID_EXTRA as _PAID, EACH as _EACH, Exhaust, IfDid,
    NextSpellCostsLess, NextUnitEntersReady, excess_at_least, gear, played_at_least)

define("Captain Farron",          # other friendly units here have Assault
       Static("keyword", 1, kw="Assault", applies=unit("friendly", "here", other=True)))
define("Iron Ballista",           # enters exhausted; exhaust: deal 2 to a unit at a battlefield
       Static("enter_exhausted"),
       Activated(Cost(exhaust_self=True), (Deal(2, T(0)),),
                 targets=(Target(unit(where="battlefield")),)))
define("Scrapyard Champion",      # Legion: when played, discard 2, then draw 2
       Triggered("play_self", (Discard(2), Draw(2)), condition=LEGION))
define("Thermo Beam",             # Action: kill every gear
       Spell((), (Kill(_EACH(gear())),)))
define("Tryndamere, Barbarian",   # conquer after an attack with 5+ excess damage assigned to
       Triggered("conquer", (GainPoints(1),), condition=excess_at_least(5)))   # enemies: +1 point
define("Vayne, Hunter",           # Assault 3; enters ready while an opponent controls a
       Static("enter_ready", condition=count_is(Sel("battlefield", "enemy"), 1, "ge")),  # bf;
       Triggered("conquer", (ReturnToHand(SELF),), cost=Cost(energy=1)))   # conquer: may pay
                                                                           # [1] to go to hand
define("Kadregrin the Infernal",  # when played: draw 1 per Mighty unit of yours (5+ Might, 708)
       Triggered("play_self", (Draw(Count(unit("yours", might_ge=5))),)))
define("Clockwork Keeper",        # may pay [calm] as an extra cost; if paid, draw 1 when played
       OptionalCost(Cost(power=("calm",))),
       Triggered("play_self", (Draw(1),), condition=_PAID))
define("Find Your Center",        # Action: 2 less if an opponent is within 3 points of victory;
       Static("cost_less", 2, condition=Cond("opp_within", args=(3,))),   # draw 1, channel 1
       Spell((), (Draw(1), Channel(1, exhausted=True))))                  # rune exhausted
define("Adaptatron",              # when I conquer: may kill a gear; if I do, buff me
       Triggered("conquer", (Kill(T(0)), IfDid(Buff(SELF))), targets=(Target(gear()),),
                 optional=True))
define("Block",                   # Hidden, Action: a unit gets Shield 3 and Tank this turn
       Spell((Target(unit()),), (Give(T(0), "Shield", 3), Give(T(0), "Tank"))))
define("Eclipse Herald",          # you stun an enemy unit: ready me, +1 Might this turn
       Triggered("you_stun", (Ready(SELF), Might(SELF, 1)), condition=trigger_is(unit("enemy"))))
define("Poro Herder",             # when played, if you control a Poro: buff me and draw 1
       Triggered("play_self", (Buff(SELF), Draw(1)),
                 condition=controls(unit("yours", tag="Poro"))))
define("Taric, Protector",         # Shield, Tank; other friendly units here have Shield
       Static("keyword", 1, kw="Shield", applies=unit("friendly", "here", other=True)))
define("Tasty Faefolk",           # Accelerate; Deathknell: channel 2 runes exhausted, draw 1
       Triggered("dies", (Channel(2, exhausted=True), Draw(1))))
define("Whiteflame Protector",    # when played: a unit gets +8 Might this turn
       Triggered("play_self", (Might(T(0), 8),), targets=(Target(unit()),)))
define("Pit Crew",                # you play a gear: ready me
       Triggered("you_play_card", (Ready(SELF),), condition=trigger_is(gear(where="any"))))
define("Energy Conduit",          # exhaust: [Reaction] Add 1 Energy
       Activated(Cost(exhaust_self=True), (AddEnergy(1),), timing="reaction", adds=True))
define("Garbage Grabber",         # recycle 3 from your trash, [1], exhaust: draw 1
       Activated(Cost(energy=1, exhaust_self=True, recycle_from_trash=3), (Draw(1),)))
define("Sprite Mother",           # when played: a ready 3-Might Sprite token (Temporary) here
       Triggered("play_self", (Token("Sprite", 1, "here", ready=True),)))
define("Unchecked Power",         # exhaust all friendly units, then 12 to every unit at a bf
       Spell((), (Exhaust(_EACH(unit("friendly"))), Deal(12, _EACH(unit(where="battlefield"))))))
define("Arena Bar",               # exhaust: buff an exhausted friendly unit
       Activated(Cost(exhaust_self=True), (Buff(T(0)),),
                 targets=(Target(unit("friendly", exhausted=True)),)))
define("Anivia, Primal",          # when I attack: deal 3 to every enemy unit here
       Triggered("attack", (Deal(3, _EACH(unit("enemy", "here"))),)))
define("Last Stand",              # Action: double a friendly unit's Might this turn (432.1.a: +its
       Spell((Target(unit("friendly")),),                               # Might); it gains
             (Might(T(0), MightOf(T(0))), Give(T(0), "Temporary", duration="permanent"))))
define("Herald of Scales",        # your Dragons cost 2 Energy less, not below 1 (356.4.e)
       Static("cost_less_others", 1, cost=Cost(energy=2), applies=unit("yours", tag="Dragon")))
define("Spoils of War",           # Reaction: 2 less if an enemy unit died this turn; draw 2
       Static("cost_less", 2, condition=ENEMY_UNIT_DIED_THIS_TURN),
       Spell((), (Draw(2),)))
define("Sun Disc",                # exhaust: Legion (Sun Disc itself counts, Origins FAQ): the
       Activated(Cost(exhaust_self=True),                               # next unit you play
                 (If(played_at_least(1), (NextUnitEntersReady(),)),)))  # this turn enters ready
define("Raging Firebrand",        # when played: the next spell you play this turn costs 5 less
       Triggered("play_self", (NextSpellCostsLess(5),)))

# ---------------------------------------------------------------- the hard tail of Origins
define("Caitlyn, Patrolling",     # I'm assigned combat damage last (the ability Backline is the
       Static("keyword", 1, kw="Backline"),   # keyword of: Unleashed patch notes, 826.3);
       Activated(Cost(exhaust_self=True), (Deal(MightOf(SELF), T(0)),),  # exhaust, only while
                 targets=(Target(unit(where="battlefield")),),  # I'm at a battlefield: deal my
                 condition=AT_BATTLEFIELD))                     # Might to a unit at a battlefield
from riftsim.cards.dsl import MIGHTY  # noqa: E402

define("Fiora, Victorious",       # while I'm Mighty: Deflect, Ganking and Shield (471.3: Mighty
       Static("keyword", 1, kw="Deflect", condition=MIGHTY),  # as my Might without them is
       Static("keyword", 1, kw="Ganking", condition=MIGHTY),  # 5+; once had, Shield adds in
       Static("keyword", 1, kw="Shield", condition=MIGHTY))   # combat)
from riftsim.cards.dsl import Points  # noqa: E402

define("Draven, Showboat",        # my Might goes up by your points (472.3)
       Static("might", 1, per=Points()))
from riftsim.cards.dsl import WhenThisTurn  # noqa: E402

define("Noxian Guillotine",       # Action; choose a unit: kill it the next time it takes damage
       Spell((Target(unit()),),   # this turn; Legion: kill it now instead
             (If(LEGION, (Kill(T(0)),), (WhenThisTurn(T(0), "next_damage", 1),)),)),
       Delayed((Kill(TRIGGER),)))
from riftsim.cards.dsl import PreventSpellAndAbilityDamage  # noqa: E402

define("Unyielding Spirit",       # Reaction; prevent all damage spells and abilities would deal
       Spell((), (PreventSpellAndAbilityDamage(),)))   # this turn (errata; the Origins FAQ)
define("Vanguard Helm",           # when a buffed friendly unit dies: buff another friendly unit
       Triggered("friendly_buffed_dies", (Buff(T(0)),), targets=(Target(unit("friendly")),)))
from riftsim.cards.dsl import MaxMight  # noqa: E402

define("Sky Splitter",            # Action; costs [1] less per Might of your mightiest unit;
       Static("cost_less", 1, per=MaxMight(unit("yours"))),   # deal 5 to a unit at a
       Spell((Target(unit(where="battlefield")),), (Deal(5, T(0)),)))   # battlefield
from riftsim.cards.dsl import DeathknellAgain  # noqa: E402

define("Karthus, Eternal",        # your Deathknell effects trigger an additional time (808.2)
       DeathknellAgain())
define("Ekko, Recurrent",         # Accelerate; Deathknell: recycle me to ready your runes (the
       Triggered("dies", (Ready(EACH(Sel("rune", "yours"))),),   # recycle is the trigger's
                 cost=Cost(recycle_self=True)))                     # cost, 383.3.b; the FAQ)
# "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's
# cost": its base cost becomes 0 (356.1.b); with no Power cost and no other additional cost
# that is the same as the discount of its whole Energy cost (356.3 increases still apply after
# either, 356.1.b.3 / 356.4)
define("Call to Glory",           # Reaction; may spend a buff to ignore my cost; a unit gets +3
       OptionalCost(Cost(spend_buff=True)),                          # Might this turn
       Static("cost_less", 3, condition=PAID_EXTRA),
       Spell((Target(unit()),), (Might(T(0), 3),)))
define("Wallop",                  # Action; may spend a buff to ignore my cost; ready a unit
       OptionalCost(Cost(spend_buff=True)),
       Static("cost_less", 2, condition=PAID_EXTRA),
       Spell((Target(unit()),), (Ready(T(0)),)))
from riftsim.cards.dsl import IT  # noqa: E402

define("Retreat",                 # Reaction; return a friendly unit to its owner's hand; its
       Spell((Target(unit("friendly")),),    # owner channels 1 rune exhausted (430; IT: the
             (ReturnToHand(T(0)),            # card the return moved, a card's owner never
              Channel(1, exhausted=True, who="owner_of", to=IT))))   # changes, 122)
from riftsim.cards.dsl import KeywordUnlessHas  # noqa: E402

define("Spirit's Refuge",         # when played: buff a friendly unit; friendly buffed units have
       Triggered("play_self", (Buff(T(0)),), targets=(Target(unit("friendly")),)),   # Deflect
       KeywordUnlessHas("Deflect", unit("friendly", buffed=True)))   # unless they already had
                                                                     # it (809.2 not applied)
define("Jinx, Rebel",             # when you discard one or more cards (once per discarding
       Triggered("you_discard", (Ready(SELF), Might(SELF, 1))))   # instruction, 422): ready me
                                                                  # and +1 Might this turn
define("Volibear, Imposing",      # Shield 3, Tank; when one or more enemy units move to a
       Triggered("enemy_moves_to_other_bf", (Draw(1),)))   # battlefield other than mine: draw 1
                                                           # (the community rulings, 441)

# ---------------------------------------------------------------- remaining Origins cards
from riftsim.cards.dsl import (  # noqa: E402
    AnyNumberOfBuffs, EachPlayerPicks, HideFreeThisTurn, MoveToEventLocation,
    OpponentsCantPlayCards, ReturnChosenChampion, RevealBanishPlay, SpendBuffs, TieRecallsAll,
)

define("Malzahar, Fanatic",       # kill a friendly unit or gear, exhaust: [Action] [Add] two
       Activated(Cost(exhaust_self=True,    # Power of any domains (the kill is a cost, 357.2.a;
                      kill_unit=Sel("unit", "friendly", alt=Sel("gear", "friendly"))),
                 (AddPower("any", 2),), timing="action", adds=True))   # [Add]: no chain, 400.2)
define("Karma, Channeler",        # Vision; when you recycle one or more cards to your Main Deck
       Triggered("you_recycle_to_deck", (Buff(T(0)),),   # (errata: runes aren't cards): buff
                 targets=(Target(unit("friendly")),)))   # a friendly unit
define("Albus Ferros",            # when played: spend any number of buffs; for each one spent,
       Triggered("play_self", (SpendBuffs(unit("yours", buffed=True),   # channel 1 rune
                                          Channel(1, exhausted=True)),)))   # exhausted (702.2.b)
define("Overt Operation",         # Action; for each friendly unit, may spend its buff to ready
       Spell((), (SpendBuffs(unit("yours", buffed=True), Ready(IT)),   # it; then buff all
                  Buff(EACH(unit("friendly"))))))                         # friendly units (a
                                  # buff is spent only from a unit you control, 702.2.b.2)
define("Pirate's Haven",          # when you ready a friendly unit (a spell or ability of yours,
       Triggered("you_ready_unit", (Might(TRIGGER, 1),)))   # or your Awaken Phase, 415.3.a):
                                                            # it gets +1 Might this turn
define("Symbol of the Solari",    # (Origins FAQ errata) your attack ending in a tie that would
       TieRecallsAll())           # recall your units recalls all units there instead
define("Party Favors",            # each other player (a teammate too) chooses Cards or Runes:
       Spell((), (Named("choose_one", then=(Draw(1, who="each"),),   # Cards: you and they each
                        otherwise=(Channel(1, exhausted=True, who="each"),),   # draw 1; Runes:
                        who="others"),)))       # each channels 1 exhausted (your turn: you first)
define("Whirlwind",               # from the next player, each player may return a unit to its
       Spell((), (EachPlayerPicks(unit(), "return", "each", optional=True),)))   # owner's hand
define("King's Edict",            # from the next player, each other player chooses a unit you
       Spell((), (EachPlayerPicks(unit("not_yours"), "kill", "others"),)))   # don't control
                                                                         # (a teammate's too,
                                                                         # 484.8.c) not chosen
                                                                         # yet: kill them
define("Hallowed Tomb",           # when you hold here: you may return your Chosen Champion from
       Triggered("hold_here", (ReturnChosenChampion(),), optional=True))   # your trash to your
                                                                           # empty Champion Zone
define("Lee Sin, Ascetic",        # Shield; exhaust: buff me; I can have any number of buffs
       Activated(Cost(exhaust_self=True), (Buff(SELF),)),
       AnyNumberOfBuffs())
define("Reinforce",               # (errata) look at your top 5: you may banish a unit of them,
       Spell((), (RevealBanishPlay(5, less=5, kind="unit", look=True),)))   # then play it for [5] less; recycle
                                                          # the rest
define("Guerilla Warfare",        # return up to two cards with Hidden from your trash to your
       Spell((Target(Sel("card", "friendly", "trash", keyword="Hidden"), 2, up_to=True),),
             (ReturnToHand(T(0)), HideFreeThisTurn())))   # hand; you hide for free this turn
define("Brynhir Thundersong",     # when you play me (as I resolve): opponents can't play cards
       Triggered("play_self", (OpponentsCantPlayCards(),)))   # this turn (from any zone)
define("Stealthy Pursuer",        # when a friendly unit moves from my location, I may be moved
       Triggered("ally_moves_from_my_loc", (MoveToEventLocation(SELF, base_too=True),),
                 optional=True))  # with it: to where it went (a battlefield or its base)
from riftsim.cards.dsl import Stun  # noqa: E402

define("Facebreaker",             # Hidden, Action: stun a friendly unit and an enemy unit at
       Spell((Target(unit("friendly", "battlefield")),                 # the same battlefield
              Target(unit("enemy", "battlefield"), same_location_as=0)),
             (Stun(T(0)), Stun(T(1)))))

# ---------------------------------------------------------------- hidden cards kept facedown,
# units only to base, a battlefield's "chosen with a spell"
from riftsim.cards.dsl import (  # noqa: E402
    EnemiesCantBeReadied, OpponentsHiddenStayHere, OpponentsUnitsOnlyToBase,
)

define("Noxus Saboteur",          # opponents' Hidden cards can't be revealed at my location:
       OpponentsHiddenStayHere())  # they can't play their facedown cards there (811.1.c.3)
define("Mageseeker Warden",       # while I'm at a battlefield: opponents play units only to
       OpponentsUnitsOnlyToBase(AT_BATTLEFIELD),   # their base (355.2), and no spell or
       EnemiesCantBeReadied(AT_BATTLEFIELD))       # ability readies enemy units and gear
define("The Dreaming Tree",       # (errata) the first time in a turn a player chooses a unit
       Triggered("unit_chosen_here_by_spell", (Draw(1),),   # they control here with a spell
                 once_per_turn=True))   # (383.4.b): they draw 1 (once per turn for the
                                        # battlefield, as Star Spring's "the first time a
                                        # player … each turn")
define("The Boss",                # (errata) a buffed unit you control would die: you may pay
       Replacement("die", applies=unit("yours", buffed=True),   # [A], exhaust me and spend
                   cost=Cost(power=("A",), exhaust_self=True,      # its buff to heal it,
                             spend_buff=True)),                    # exhaust it and recall it
       Triggered("you_conquer", (Ready(SELF),)))                   # instead; you conquer:
                                                                   # ready me
from riftsim.cards.dsl import HideCost, OwnedToHand  # noqa: E402

define("Swift Scout",             # Teemo: you may pay [1] to hide a card with Hidden instead
       HideCost(Cost(1)),         # of [A] (811.1.b); [1], exhaust: put a Teemo unit you own
       Activated(Cost(1, exhaust_self=True),   # into your hand from your Champion Zone or
                 (OwnedToHand(Sel("unit", where="any", tag="Teemo")),)))   # the board

# ---------------------------------------------------------------- optional costs paid any number of times
from riftsim.cards.dsl import OptionalCostAnyTimes  # noqa: E402

define("Kraken Hunter",           # Accelerate, Assault; as you play me you may spend any number
       OptionalCostAnyTimes(Cost(spend_buff=True), less_power="body"))   # of buffs as an
                                                  # additional cost: my cost is [body] less each
define("Commander Ledros",        # Deflect, Ganking; as you play me you may kill any number of
       OptionalCostAnyTimes(Cost(kill_unit=unit("friendly")), less_power="order"))   # friendly
                                   # units as an additional cost: my cost is [order] less each

# ---------------------------------------------------------------- a battlefield whose facedown
# zone holds two cards (107.3.b.1)
from riftsim.cards.dsl import ExtraHiddenSlot  # noqa: E402

define("Bandle Tree",             # battlefield: you may hide an additional card here
       ExtraHiddenSlot())
