"""Origins (OGN): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts; only abilities beyond them are written here.
"""

from riftsim.cards.dsl import (
    EACH, LEGION, SELF, Activated, Buff, Channel, Cost, Counter, Deal, Discard, Draw, Give, If,
    Kill, Might, Move, Ready, ReturnToHand, Spell, Static, Stun, T, Target, Token, Triggered,
    hand_at_most, spell_on_chain, trigger_is, unit,
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
define("Viktor, Leader",     # another non-Recruit friendly unit dies: a Recruit token in base
       Triggered("friendly_dies", (Token("Recruit", 1, "base"),),
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
