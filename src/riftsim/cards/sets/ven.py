"""Vendetta (VEN): card definitions in the effect DSL.

Each definition sits next to a paraphrase of what the card does (never the printed text).
Keywords come from the card facts unless overridden: the facts list every line-leading
bracketed word, so `[Action][>]` on an activated ability or `[Empowered][>] [Deathknell]`
would wrongly make the card itself an Action card / give it Deathknell; those cards override
`keywords`.

Card text is riftcodex's (VEN is not in Riot's gallery snapshot); each card's `errata` and
`flags` in shared/cards/cards.json were checked: Resonating Strike's Vendetta erratum only
changes [Reaction]'s reminder text. Empower / Empowered / Flow / Burn follow their reminder
text (and the 2026-07-16 rule sentences quoted by public sources), since the project's rules
file (v1.3) predates them: see `riftsim/reference/ops_ven.py`.

Hand Hammer (ven-027): its Effect Text and Might Bonus are missing from the card data (flags
`equipment_effect_text_possibly_missing`, `might_bonus_not_in_source`); both come from
third-party card tables (see its definition).
"""

from riftsim.cards.dsl import (
    AT_BATTLEFIELD, EMPOWERED, PAID_EXTRA, SELF, TRIGGER, Activated, AddEnergyCombatants,
    EACH, Banish, Burn, Cond, Cost, Count, DamageOf, Deal, Disempower, Discard, Draw, EffectText,
    Empower, EmpowerAbility, Equip, Flow, GainPoints, Give, If, IfDid, IfMatches, Kill, Might,
    Move, Named, OptionalCost, Prevent, Ready, ReturnToHand, RevealTop, Sel, SetBaseMight, Shroud,
    Skip, Spell, Static, Stun, SwapLocations, T, Target, Token, Triggered, controls_bf_with, count_is,
    has_card, unit,
)
from riftsim.cards.registry import define, define_token, vanilla


def _exactly_one_other_here() -> Cond:
    """At a battlefield with exactly one other unit you control there."""
    return Cond("all", args=(AT_BATTLEFIELD, count_is(unit("yours", "here", other=True), 1)))


def _trash_named(name: str) -> Sel:
    """A card with this name in your trash."""
    return Sel("card", "friendly", "trash", name=name)


# ---------------------------------------------------------------- tokens
# 0-Might Shadow Clone (no card in the data): when it attacks, you may banish a unit card from
# your trash; if you do, it gets Assault 4 this turn. The banished card is chosen as the
# trigger goes on the chain (the trash is public, 355.10.a), "you may" asked first (383.3.a).
define_token("Shadow Clone", might=0, abilities=(
    Triggered("attack", (Banish(T(0)), IfDid(Give(SELF, "Assault", 4))),
              targets=(Target(Sel("unit", "friendly", "trash")),), optional=True),))

# ---------------------------------------------------------------- Fury
define("Blade Twirler",        # first move each turn: a player of your choice burns 1
       Triggered("move_self", (Burn(1, who="choose"),), once_per_turn=True))
define("Punching Poro",        # Empower by discarding 1; Empowered: +1 Might
       EmpowerAbility(Cost(discard=1)),
       Static("might", 1, condition=EMPOWERED))
define("Ruthless Strike",      # may discard 1 extra; 3 damage to a unit at a battlefield, 5 if paid
       OptionalCost(Cost(discard=1)),
       Spell((Target(unit(where="battlefield")),),
             (If(PAID_EXTRA, (Deal(5, T(0)),), (Deal(3, T(0)),)),)))
define("Perfect Execution",    # ready a unit, it gets Assault 3 this turn; Flow 3+fury
       Spell((Target(unit()),), (Ready(T(0)), Give(T(0), "Assault", 3))),
       Flow(3, ("fury",)))
define("Shadow Assassin",      # enters ready if a same-named card is in your trash
       Static("enter_ready", condition=has_card(_trash_named("Shadow Assassin"))))
define("Shadow Fiend",         # Empower for 2+fury; Empowered: Assault 3
       EmpowerAbility(Cost(2, ("fury",))),
       Static("keyword", 3, kw="Assault", condition=EMPOWERED))
define("Morgana, Vindictive",  # Ambush; when played, a unit takes damage equal to its damage
       Triggered("play_self", (Deal(DamageOf(T(0)), T(0)),), targets=(Target(unit()),)))
define("Twilight Reveler",     # when I attack: ready another friendly unit
       Triggered("attack", (Ready(T(0)),), targets=(Target(unit("friendly", other=True)),)))
define("Zed, From the Shadows",  # may discard 1 extra; if paid, a Shadow Clone token on play
       OptionalCost(Cost(discard=1)),
       Triggered("play_self", (Token("Shadow Clone", 1, "choose"),), condition=PAID_EXTRA))

# ---------------------------------------------------------------- Calm
define("Field Musicians",      # when played: a unit gets +3 Might this turn
       Triggered("play_self", (Might(T(0), 3),), targets=(Target(unit()),)))
define("Mournful Witness",     # empowered when a combat I was in ends; Empowered: +2 Might
       Triggered("combat_end_self", (Empower(SELF),)),
       Static("might", 2, condition=EMPOWERED))
define("Serene Ascetic",       # Empower for 3; Empowered: Deflect and Shield 3
       EmpowerAbility(Cost(3)),
       Static("keyword", 1, kw="Deflect", condition=EMPOWERED),
       Static("keyword", 3, kw="Shield", condition=EMPOWERED))
define("Twilight Shroud",      # friendly unit +1 Might, unchoosable by enemies this turn; Flow 2
       Spell((Target(unit("friendly")),), (Might(T(0), 1), Shroud(T(0)))),
       Flow(2))
define("Pakaa Protector",      # when I move: reveal top; unit -> draw it, else trash it, me +2
       Triggered("move_self", (RevealTop("unit", (Draw(1),), (Burn(1), Might(SELF, 2))),)))
define("Resonating Strike",    # Hidden, Reaction: move a friendly unit to a battlefield you
       Spell((Target(Sel("battlefield", "yours")),      # control elsewhere, +2 Might
              Target(unit("yours"), other_location_than=0)),
             (Move(T(1), "target:0"), Might(T(1), 2))))
define("Shen, Scourge of Shadows",  # when I hold with exactly one other friendly unit here: draw 1
       Triggered("hold", (Draw(1),),
                 condition=count_is(unit("yours", "here", other=True), 1)))
define("Steel Paws",           # Deflect; Empower for 7; Empowered: +7 Might
       EmpowerAbility(Cost(7)),
       Static("might", 7, condition=EMPOWERED))

# ---------------------------------------------------------------- Chaos
define("Kinkou Lifeblade",     # Empower for 2; Empowered: +1 Might and Ganking
       EmpowerAbility(Cost(2)),
       Static("might", 1, condition=EMPOWERED),
       Static("keyword", kw="Ganking", condition=EMPOWERED))
define("Shadow Order Disciple",  # when I move: may burn 1 to get +1 Might this turn
       Triggered("move_self", (Might(SELF, 1),), cost=Cost(burn=1)))
define("Shadowblade Lurker",   # costs 2 less per same-named card in your trash
       Static("cost_less", 2, per=Count(_trash_named("Shadowblade Lurker"))))
define("Gust Monk",            # may pay 1 extra; if paid, on play banish a card from any trash
       OptionalCost(Cost(1)),  # to give a unit Assault 2 this turn
       Triggered("play_self", (Give(T(0), "Assault", 2),), targets=(Target(unit()),),
                 condition=PAID_EXTRA, cost=Cost(banish_trash=1, required=True)))
define("Ravenbloom Prefect",   # opponent plays a gear: may banish me to banish that gear
       Triggered("opp_play_gear", (Banish(TRIGGER),), cost=Cost(banish_self=True)))
define("Twilight Step",        # move a unit with 3 Might or less; Flow 4+chaos
       Spell((Target(unit(might_le=3)),), (Move(T(0)),)),
       Flow(4, ("chaos",)))
define("Wind and Ghosts",      # unit at a battlefield: banish it if Might <= 3, else to hand
       Spell((Target(unit(where="battlefield")),),
             (IfMatches(T(0), unit(might_le=3), (Banish(T(0)),), (ReturnToHand(T(0)),)),)))
define("Mel, Defiant Soul",    # Empower by discarding a spell; on becoming Empowered, banish an
       EmpowerAbility(Cost(discard=1, discard_type="spell")),   # enemy unit (<= 3 Might) at a bf
       Triggered("empowered_self", (Banish(T(0)),),
                 targets=(Target(unit("enemy", "battlefield", might_le=3)),)),
       keywords=())
define("Zed, Without a Sound",  # conquer: Shadow Clone token at base; Action, 1+chaos: swap
       Triggered("conquer", (Token("Shadow Clone", 1, "base"),)),      # places with a Clone
       Activated(Cost(1, ("chaos",)), (SwapLocations(T(0)),),
                 targets=(Target(unit("yours", name="Shadow Clone")),), timing="action"),
       keywords=())

# ---------------------------------------------------------------- Order
define("Dragon Form",          # a unit's base Might becomes 5 this turn; Flow 3
       Spell((Target(unit()),), (SetBaseMight(T(0), 5),)),
       Flow(3))
define("Disciple of Shen",     # Hidden; Shield 3 at a battlefield with exactly one other ally
       Static("keyword", 3, kw="Shield", condition=_exactly_one_other_here()))
define("Keeper of Law",        # costs 2+order less if you control a battlefield with 2 units
       Static("cost_less", cost=Cost(2, ("order",)),
              condition=controls_bf_with(unit(where="here"), 2)))
vanilla("Soulspinner")         # Ambush
define("Ki Barrier",           # Reaction: prevent the next 7 damage to a unit this turn
       Spell((Target(unit()),), (Prevent(T(0), 7),)))
define("Lacerate",             # disempower a unit, then kill it if Might <= 3; Flow 4+order+order
       Spell((Target(unit()),),
             (Disempower(T(0)), IfMatches(T(0), unit(might_le=3), (Kill(T(0)),)))),
       Flow(4, ("order", "order")))
define("Noxian Emissary",      # Empower for 1+order; Empowered Deathknell: two Recruits at base
       EmpowerAbility(Cost(1, ("order",))),
       Triggered("dies", (Token("Recruit", 2, "base"),), condition=EMPOWERED),
       keywords=())
define("Sacred Protector",     # no combat damage unless with exactly one other ally at a bf
       Static("no_combat_damage", condition=Cond("not", args=(_exactly_one_other_here(),))))
define("Kennen, Keeper of Balance",  # Hidden; on play or attack may pay 2 to stun a unit;
       Triggered("play_self", (Stun(T(0)),), targets=(Target(unit()),), cost=Cost(2)),
       Triggered("attack", (Stun(T(0)),), targets=(Target(unit()),), cost=Cost(2)),
       Static("might", 2,                # +2 Might while a stunned enemy unit is here
              condition=count_is(unit("enemy", "here", stunned=True), 1, "ge")))
define("Shen, Leader of the Kinkou Order",  # Shield; hold with exactly one other ally here: +1 point
       Triggered("hold", (GainPoints(1),),
                 condition=count_is(unit("yours", "here", other=True), 1)))

# ---------------------------------------------------------------- signature spells
define("Death Mark",           # burn 3, then a Shadow Clone token; Flow 1+any+any
       Spell((), (Burn(3), Token("Shadow Clone", 1, "choose"))),
       Flow(1, ("A", "A")))
define("Shadow Dash",          # move an enemy unit to a battlefield with your units; if you have
       Spell((Target(unit("enemy")),), (Named("shadow_dash", to=T(0)),)),   # exactly two
       Flow(5, ("A", "A")))                                   # there, they each get +1 Might

# ---------------------------------------------------------------- legends
define("Master of Shadows",    # Zed: empowered when you banish a card you own;
       Triggered("you_banish_own", (Empower(SELF),)),  # Action, disempower + exhaust: loot 1
       Activated(Cost(exhaust_self=True, disempower_self=True), (Discard(1), Draw(1)),
                 timing="action"),
       keywords=())
define("Eye of Twilight",      # Shen: Action, exhaust: a friendly unit gets Tank this turn
       Activated(Cost(exhaust_self=True), (Give(T(0), "Tank"),),
                 targets=(Target(unit("friendly")),), timing="action"),
       keywords=())

# ---------------------------------------------------------------- battlefields
define("Kinkou Temple",        # units here with Tank have +1 Might
       Static("might", 1, applies=unit(where="here", keyword="Tank")))
define("Shadow Temple",        # when you hold here: burn 3
       Triggered("hold_here", (Burn(3),)))
define("Threshold of the Gray",  # when combat starts here, attacker and defender each add 1
       Triggered("combat_start_here", (AddEnergyCombatants(1),)))


# ---------------------------------------------------------------- Equipment
# Hand Hammer's Effect Text is missing from the card data (flag
# equipment_effect_text_possibly_missing); the text below and its +1 Might Bonus come from
# third-party card tables, unverified against Riot's API (the Effect Text from one source).
define("Hand Hammer",          # Equip [calm]; +1 Might; the equipped unit has +2 Might while at
       Equip(power=("calm",)),   # a battlefield where exactly one other unit of yours is
       EffectText(Static("might", 2, condition=_exactly_one_other_here())))

# ---------------------------------------------------------------- Skip (seed 003)
define("Endless Riches",       # on play: banish own hand and trash, burn 7; you skip your Draw
                               # Phase; you may play cards from your trash; your cards bound
                               # for your trash from anywhere but your deck are banished
       Triggered("play_self", (Banish(EACH(Sel("card", "friendly", "hand"))),
                               Banish(EACH(Sel("card", "friendly", "trash"))), Burn(7))),
       Skip("draw_phase"),
       Static("play_from_trash"),
       Static("trash_to_banish"))

# ---------------------------------------------------------------- cards of the tournament lists
from riftsim.cards.dsl import Fight  # noqa: E402

define("Rampage",              # may pay [body] more; a friendly and an enemy unit: if paid, the
       OptionalCost(Cost(power=("body",))),   # friendly one +2 Might this turn; they deal
       Spell((Target(unit("friendly")), Target(unit("enemy"))),   # their Might to each other
             (If(PAID_EXTRA, (Might(T(0), 2),)), Fight(T(0), T(1)))))

# ---------------------------------------------------------------- more cards of the tournament lists
from riftsim.cards.dsl import IN_COMBAT as _IN_COMBAT  # noqa: E402

define("Akali, Silent",        # enemies can't choose me with spells/abilities unless I'm in
       Static("shroud_self", condition=Cond("not", args=(_IN_COMBAT,))),  # combat; when I move
       Triggered("move_self", (Might(SELF, 2),), condition=AT_BATTLEFIELD))  # to a bf: +2 Might

# ---------------------------------------------------------------- cards of the atlanta-01, barcelona-05 and barcelona-07 lists
from riftsim.cards.dsl import (  # noqa: E402
    BanishAndReplay, CantBeCountered, MoreMinusMight,
)

define("Mel, Newly Awakened",  # when played: draw 1; Empower [3]; Empowered: your spells and
       Triggered("play_self", (Draw(1),)),                        # abilities can't be countered,
       EmpowerAbility(Cost(3)),                                   # and -Might they give a unit
       CantBeCountered(condition=EMPOWERED),                      # they choose is 1 more
       MoreMinusMight(1, condition=EMPOWERED))
define("Patched Porobot",      # (enters exhausted) when played, if you control 3+ other gear:
       Triggered("play_self", (Draw(1),),                         # draw 1
                 condition=count_is(Sel("gear", "yours"), 3, "ge")))
define("Temporal Breach",      # Hidden: banish a unit; its owner plays it to the same location,
       Spell((Target(unit()),), (BanishAndReplay(T(0), at="same"),)))   # ignoring its cost
from riftsim.cards.dsl import IN_COMBAT  # noqa: E402

define("Ambessa, The Wolf",    # Empower [3][body]; Empowered: +3 Might, and no damage can be
       EmpowerAbility(Cost(3, ("body",))),                        # dealt to me unless I'm in
       Static("might", 3, condition=EMPOWERED),                   # combat
       Static("no_damage", condition=Cond("all", args=(EMPOWERED,
                                                       Cond("not", args=(IN_COMBAT,))))))
define("Legion Marauder",      # Empower for [1] or for [body]; Empowered: +1 Might
       EmpowerAbility(Cost(1)), EmpowerAbility(Cost(power=("body",))),
       Static("might", 1, condition=EMPOWERED))
define("Onslaught",            # a unit gets +6 Might this turn; Flow [4]
       Spell((Target(unit()),), (Might(T(0), 6),)),
       Flow(4))
define("Solari Sunhawk",       # Empower [2]; Empowered: +1 Might and Deflect 2
       EmpowerAbility(Cost(2)),
       Static("might", 1, condition=EMPOWERED),
       Static("keyword", 2, kw="Deflect", condition=EMPOWERED))
define("Guttural Roar",        # Action: a unit gets +2 Might this turn, +4 instead if it's
       Spell((Target(unit()),), (IfMatches(T(0), unit(empowered=True),   # Empowered
                                           (Might(T(0), 4),), (Might(T(0), 2),)),)))
define("Matriarch of War",     # Ambessa legend: when you empower something else, empower me;
       Triggered("you_empower_other", (Empower(SELF),)),          # disempower me, [A], exhaust:
       Activated(Cost(power=("A",), exhaust_self=True, disempower_self=True),   # ready a unit
                 (Ready(T(0)),), targets=(Target(unit()),)))
define("Public Execution",     # choose a friendly unit; kill an enemy unit with less Might than
       Spell((Target(unit("friendly")), Target(unit("enemy"), less_might_than=0)),   # it;
             (Kill(T(1)),)),                                                         # Flow
       Flow(5, ("A", "A")))                                                          # [5][A][A]
# ---------------------------------------------------------------- cards of the barcelona-06 and barcelona-01 lists
from riftsim.cards.dsl import PlayFrom, gear as _gear  # noqa: E402

define("Brittle Steel",        # kill a gear; Flow 4+fury
       Spell((Target(_gear()),), (Kill(T(0)),)),
       Flow(4, ("fury",)))
define("Tail-Cloaked Matriarch",  # Empower [2][chaos]; when I become Empowered: you may play a
       EmpowerAbility(Cost(2, ("chaos",))),   # unit costing at most [3] and [A] from your trash
       Triggered("empowered_self",            # to your base, ignoring its cost
                 (PlayFrom(unit("friendly", "trash", energy_le=3, power_le=1), "free",
                           at="base"),), optional=True))

# ---------------------------------------------------------------- cards of the barcelona-07 list
# Risen Altar: the [Empower] costs of its controller's units here (187.6.c) cost [1] less, or
# [A] less when the cost has no Energy (play.empower_less; 356.4.b). Simplification: the player
# is not asked which of the two discounts to take; as for Ezreal, Prodigy's "[1] or [A]", the
# Energy one is taken whenever the cost has Energy.
define("Risen Altar",
       Static("empower_cost_less", 1))
# Dragon Roost: any player may pay [A][A] as an additional cost to play a Dragon unit; if they
# do, it is played to the Roost (play.play_here_offers; 356.2.b, the cost reduced as an
# optional additional cost, 356.4.c). Simplification: the payment is offered only where the
# Dragon could not be played anyway (paying to play it where it may go for free changes
# nothing), and only for a player's own play, not for a card an effect plays.
define("Dragon Roost",
       Static("pay_to_play_here", cost=Cost(power=("A", "A")),
              applies=Sel("unit", where="any", tag="Dragon")))
