"""The card-effect DSL: declarative card definitions that read close to the printed text.

A card definition is a `CardDef`: the card's abilities, each one of

* `Spell`       what a spell does when it resolves (rule 359.3.d);
* `Triggered`   "When …, …" / "At …, …" (rules 382-388), incl. Deathknell (808), Vision (817);
* `Activated`   "cost: effect" (rules 376-381);
* `Static`      passive abilities that change might / keywords / permissions (363-366);
* `Replacement` "would … instead" (367-375).

Effects are tuples of `Op`s executed top to bottom. Ops name their operands with *references*:
`T(i)` is the i-th declared target of the ability (chosen when the chain item is finalized,
rule 355.5), `SELF` is the ability's source, `TRIGGER` the object named by the trigger event
(the unit that died, the unit that moved …), `EACH(sel)` is every object matching a selector
(programmatically selected, not targeted: rule 355.10.d), `IT` the object the previous op
acted on (linked instructions, 359.3.e.14).

Everything here is frozen, hashable data: the reference engine interprets it and
`riftsim.cards.compile` lowers it to the compiled core's bytecode: keep the op set small
and composable, and give a card that truly fits no op a named op of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

# --------------------------------------------------------------------------- selectors

#: object kinds a selector can match
KINDS = ("unit", "gear", "permanent", "spell", "ability", "card", "rune", "battlefield",
         "legend", "spell_or_ability")   # "spell_or_ability": a chain item (`actions.CHAIN_TARGET`)
#: sides, relative to the ability's controller: "friendly" = controlled by that player or a
#: teammate (740.1, 484.8.d); "yours" = controlled by that player ("you control", "your units":
#: control is not shared, 484.8.c; in a hand or trash: owned by them); "enemy" = an opponent's
#: (740.2). Without teams "yours" and "friendly" match the same objects.
SIDES = ("any", "friendly", "enemy", "yours", "not_yours")
#: where the object must be. "here" = the source's location (or the battlefield itself for a
#: battlefield's abilities); "combat" = the battlefield where a combat is in progress.
WHERES = ("board", "battlefield", "base", "here", "combat", "trash", "hand", "chain",
          "facedown", "any",   # "facedown": hidden at a battlefield (355.9.a.3); "any": any zone
          "elsewhere")         # on the board at another location than the source's


@dataclass(frozen=True)
class Sel:
    """Which objects qualify: the restrictions of rule 355.9.b."""

    kind: str = "unit"
    side: str = "any"
    where: str = "board"
    other: bool = False           # "another": not the source itself
    might_le: int | None = None   # Might N or less (rule 143.2.b: negative counts as 0)
    might_ge: int | None = None
    exhausted: bool | None = None
    damaged: bool | None = None
    stunned: bool | None = None
    buffed: bool | None = None
    tag: str | None = None
    name: str | None = None       # a card name ("Recruit")
    not_tag: str | None = None
    keyword: str | None = None    # has this keyword now (layers, 468; off the board: printed)
    equipped: bool | None = None  # units: has an Equipment attached (818.3); gear: is attached
                                  # to a unit (434, 716: "an attached / a detached Equipment")
    alone: bool | None = None     # no other friendly unit at its location (741.1)
    attacking: bool | None = None  # has the Attacker designation (459.2.b)
    defending: bool | None = None  # has the Defender designation
    energy_ge: int | None = None  # its Energy cost is N or more ("a spell that costs [5]+")
    energy_le: int | None = None  # its Energy cost is N or less (Defy: "no more than [4]")
    power_le: int | None = None   # its Power cost is N symbols or less ("no more than [A]")
    empowered: bool | None = None  # has the Empowered status (Vendetta; "if it's Empowered")
    alt: "Sel | None" = None      # … or matches this selector ("a unit at a battlefield or a gear")
    token: bool | None = None     # is a token (176: "your tokens", "your token units")
    power_ge: int | None = None   # its Power cost is N symbols or more ("Power cost [A][A] or
                                  # more")
    remembered: bool | None = None  # one of "them": an object the last "then do this: … them"
                                    # reflexive trigger remembers (387; `Reflexive(them=True)`)
    chooses: "Sel | None" = None  # kind "spell_or_ability": the chain item chooses an object
                                  # matching this now (select.chain_item_chooses)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"selector kind {self.kind!r} not in {KINDS}")
        if self.side not in SIDES:
            raise ValueError(f"selector side {self.side!r} not in {SIDES}")
        if self.where not in WHERES:
            raise ValueError(f"selector where {self.where!r} not in {WHERES}")
        if (self.kind == "spell_or_ability" and self.where != "chain") or \
                (self.chooses is not None and self.kind != "spell_or_ability"):
            raise ValueError("a spell_or_ability selector is on the chain, and only it has "
                             "`chooses` (use spell_or_ability_on_chain)")


def unit(side: str = "any", where: str = "board", **kw: Any) -> Sel:
    return Sel("unit", side, where, **kw)


def gear(side: str = "any", where: str = "board", **kw: Any) -> Sel:
    return Sel("gear", side, where, **kw)


def spell_on_chain(side: str = "any", **kw: Any) -> Sel:
    return Sel("spell", side, "chain", **kw)


def spell_or_ability_on_chain(side: str = "any", chooses: Sel | None = None) -> Sel:
    """"A spell or ability" (355.9.a.2): a finalized spell, activated or triggered ability on
    the chain, chosen as a chain item (TARGET(actions.CHAIN_TARGET + its index)). `side`: its
    controller's; `chooses`: it chooses an object matching this now, that is, among the
    targets it chose as it was put on the chain (355.5-355.8) one still that object on the
    board (legal or not: the Unleashed FAQ's "arrows", 359.3.e.3) matches `chooses` for the
    controller of the ability choosing it. Choices made on resolution (355.17) are no
    targets and count for nothing."""
    return Sel("spell_or_ability", side, "chain", chooses=chooses)


@dataclass(frozen=True)
class Target:
    """A declared target slot (rule 355.6-355.13). `count` objects, or up to `count`."""

    sel: Sel
    count: int = 1
    up_to: bool = False
    same_location: bool = False   # "two units at the same battlefield"
    other_location_than: int | None = None  # "… at a different location" than slot i's pick
    when: "Cond | None" = None    # a [Level N] slot: exists only while this holds (824, 727)
    not_trigger: bool = False     # "another unit": not the object the trigger event named
    total_might_le: int | None = None  # the group's total Might is n or less (355.11)
    other_than: int | None = None  # "another …": not the pick of slot i (Deathgrip)
    less_might_than: int | None = None  # "… with less Might than it": below the Might of
                                        # the pick of slot i (Public Execution; 143.2.b)
    same_location_as: int | None = None  # "… at the same battlefield" as the pick of slot i
                                         # (a pair of targets, 355.9.b / 355.16; Facebreaker)
    same_controller_as: int | None = None  # "… with the same controller" as the pick of slot i
                                           # (Angle Shot)


# --------------------------------------------------------------------------- references


@dataclass(frozen=True)
class Ref:
    """An operand: `T(i)`, `SELF`, `TRIGGER`, `IT`, `EACH(sel)`, `CONTROLLER`, `OPPONENT`."""

    kind: str
    index: int = 0
    sel: Sel | None = None
    at: "Ref | None" = None       # EACH(sel, at=T(0)): "here" is where that object is (355.10.b)


def T(i: int = 0) -> Ref:  # noqa: N802 - reads like the printed card
    return Ref("target", i)


def EACH(sel: Sel, at: Ref | None = None) -> Ref:  # noqa: N802
    """Every object matching `sel`; with `at`, `where="here"` means the location of the object
    `at` names ("all enemy units at a battlefield" targets the battlefield, 355.10.b)."""
    return Ref("each", 0, sel, at)


SELF = Ref("self")
TRIGGER = Ref("trigger")
IT = Ref("it")


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Val:
    """A computed number: `MightOf(ref)`, `Count(sel)`, `Points()`, `Const(n)`."""

    kind: str
    ref: Ref | None = None
    sel: Sel | None = None
    n: int = 0


def MightOf(ref: Ref) -> Val:  # noqa: N802
    return Val("might_of", ref=ref)


def Count(sel: Sel) -> Val:  # noqa: N802
    return Val("count", sel=sel)


def DamageOf(ref: Ref) -> Val:  # noqa: N802
    """The damage marked on an object (417.1.b)."""
    return Val("damage_of", ref=ref)


Number = Union[int, Val]

# --------------------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Cond:
    """A condition ("if …", "while …"). Names are interpreted by both engines:

    legion               you played another card this turn (rule 812)
    at_battlefield       the source is at a battlefield
    mighty               the source is Mighty (rule 708)
    buffed               the source has a buff
    alone                the source is attacking or defending alone
    controls(sel)        you control an object matching `sel`
    discarded_this_turn  you discarded a card this turn
    hand_le(n)           you have n or fewer cards in hand
    trigger_is(sel)      the trigger event's object matches `sel`
    not(c), all(c…)
    """

    name: str
    sel: Sel | None = None
    args: tuple = ()


LEGION = Cond("legion")
AT_BATTLEFIELD = Cond("at_battlefield")
MIGHTY = Cond("mighty")
BUFFED = Cond("buffed")
ALONE = Cond("alone")


def controls(sel: Sel) -> Cond:
    return Cond("controls", sel)


def trigger_is(sel: Sel) -> Cond:
    """The object named by the trigger event matches `sel` (checked as it triggers)."""
    return Cond("trigger_is", sel)


def hand_at_most(n: int) -> Cond:
    """You have n or fewer cards in hand."""
    return Cond("hand_le", args=(n,))


def moved_at_least(n: int) -> Cond:
    """The source has moved n or more times this turn (441)."""
    return Cond("moved_ge", args=(n,))


# --------------------------------------------------------------------------- ops


@dataclass(frozen=True)
class Op:
    """One instruction. `name` selects the implementation in each engine."""

    name: str
    to: Ref | None = None
    n: Number = 0
    kw: str | None = None
    dest: str | None = None          # "base", "here", "target:<i>" (battlefield target slot)
    duration: str = "turn"          # "turn", "combat", "permanent"
    card: str | None = None          # token card name
    ready: bool = False
    then: tuple = ()
    otherwise: tuple = ()
    cond: Cond | None = None
    who: str = "you"                 # "you", "opponent", "each", "controller_of"
    other: Ref | None = None         # a second operand (Fight: the other unit)
    floor: int | None = None         # Might: "to a minimum of N" (snapshotted, 472.3.b)
    less: int = 0                    # an Energy reduction of the card the op plays
                                     # ("reducing its cost by [2]", 356.4)
    rest: str = "recycle"            # what becomes of the cards looked at and not taken


def walk_ops(ops):
    """Every instruction of `ops`, nested blocks (`then`, `otherwise`) included, in order."""
    for o in ops:
        yield o
        yield from walk_ops(o.then)
        yield from walk_ops(o.otherwise)


def Deal(n: Number, to: Ref) -> Op:  # noqa: N802 - names mirror the printed verbs
    return Op("deal", to=to, n=n)


def Kill(to: Ref) -> Op:  # noqa: N802
    return Op("kill", to=to)


def Draw(n: Number = 1, who: str = "you") -> Op:  # noqa: N802
    return Op("draw", n=n, who=who)


def Discard(n: Number = 1, who: str = "you") -> Op:  # noqa: N802
    """Discard n (422): the discarding player chooses the cards. who: "you", or "choose" (the
    controller chooses a player on resolution, who discards: "choose a player. They discard
    1")."""
    return Op("discard", n=n, who=who)


def DiscardHand() -> Op:  # noqa: N802
    """"Each player discards their hand" (422): every card in each player's hand, the turn
    player first; nothing is chosen."""
    return Op("discard_hand", who="each")


def RevealHandDiscard() -> Op:  # noqa: N802
    """"Choose an opponent. They reveal their hand. Choose a card from it, and they discard that
    card": (1v1: the only opponent) the hand is revealed (424), the controller chooses any card
    of it (not a target: a hand is private, 355.10.a), its owner discards it (422)."""
    return Op("reveal_hand_discard")


def Buff(to: Ref) -> Op:  # noqa: N802
    return Op("buff", to=to)


def Stun(to: Ref) -> Op:  # noqa: N802
    return Op("stun", to=to)


def Ready(to: Ref) -> Op:  # noqa: N802
    return Op("ready", to=to)


def Exhaust(to: Ref) -> Op:  # noqa: N802
    return Op("exhaust", to=to)


def Heal(to: Ref) -> Op:  # noqa: N802
    return Op("heal", to=to)


def Might(to: Ref, n: Number, duration: str = "turn", floor: int | None = None) -> Op:  # noqa: N802
    """Give +n / -n Might (arithmetic layer, rule 472.3). `floor`: "to a minimum of N" Might,
    limited when applied and remembered at that level (472.3.b, 472.3.d.2.b)."""
    return Op("might", to=to, n=n, duration=duration, floor=floor)


def Give(to: Ref, kw: str, n: int = 0, duration: str = "turn") -> Op:  # noqa: N802
    """Give a keyword ("Assault", 3) (ability layer, rule 472.2)."""
    return Op("give", to=to, kw=kw, n=n, duration=duration)


def Recall(to: Ref) -> Op:  # noqa: N802
    return Op("recall", to=to)


def Move(to: Ref, dest: str = "choose") -> Op:  # noqa: N802
    """Move units (rule 440). dest: "base", "here", "choose" (a decision on resolution);
    "with_own_unit": chosen among the locations holding a unit with the same controller as
    the moved unit ("to a location where there's a unit with the same controller")."""
    return Op("move", to=to, dest=dest)


def ReturnToHand(to: Ref) -> Op:  # noqa: N802
    return Op("return_to_hand", to=to)


def Channel(n: int = 1, exhausted: bool = False, otherwise: tuple | list = (),  # noqa: N802
            who: str = "you", to: Ref | None = None) -> Op:
    """Channel n runes (430); `otherwise` runs if fewer than n could be channeled
    ("Channel 1 rune exhausted. If you can't, draw 1", 430.4). who="each": each player
    channels n, in turn order from the turn player ("each player channels 1 rune").
    who="owner_of" with to=IT: the owner of the card the instruction before returned to hand
    channels n ("Return a friendly unit to its owner's hand. Its owner channels 1 rune")."""
    return Op("channel", n=n, ready=not exhausted, otherwise=tuple(otherwise), who=who, to=to)


def AddEnergy(n: int) -> Op:  # noqa: N802
    return Op("add_energy", n=n)


def AddPower(domain: str, n: int = 1) -> Op:  # noqa: N802
    return Op("add_power", kw=domain, n=n)


def Token(card: str, n: int = 1, where: str = "base", ready: bool = False,  # noqa: N802
          exhausted: bool = False, who: str = "you") -> Op:
    """Play n unit/gear tokens (rule 176-184) at "base", "here" or "there" (where the trigger
    event happened: "… play a Reflection token there"), "choose" (one location chosen for
    all) or "choose_each" (a location chosen for each token: "you may play them to different
    locations"). Units enter exhausted unless `ready`; gear enters ready unless `exhausted`
    ("play a Gold gear token exhausted"). who="opponent": the opponent plays them (188.1: they
    control them)."""
    return Op("token", card=card, n=n, dest=where, ready=ready,
              kw="exhausted" if exhausted else None, who=who)


def Counter(to: Ref) -> Op:  # noqa: N802
    return Op("counter", to=to)


def GainPoints(n: int = 1, who: str = "you") -> Op:  # noqa: N802
    """Score n points (466); who="opponent": the opponent scores them ("choose an opponent.
    They score 1 point": 1v1, the only opponent)."""
    return Op("gain_points", n=n, who=who)


def Banish(to: Ref) -> Op:  # noqa: N802
    return Op("banish", to=to)


def May(*effects: Op, who: str = "you") -> Op:  # noqa: N802
    """"You may …" inside an effect: a YES/NO decision on resolution. who="opponent": the
    opponent decides ("each opponent may …"); the ability's controller still executes the
    effects unless they say otherwise (`Token(who="opponent")`)."""
    return Op("may", then=tuple(effects), who=who)


def If(cond: Cond, then: tuple | list, otherwise: tuple | list = ()) -> Op:  # noqa: N802
    return Op("if", cond=cond, then=tuple(then), otherwise=tuple(otherwise))


def Named(name: str, to: Ref | None = None, n: Number = 0, **kw: Any) -> Op:  # noqa: N802
    """A card-specific op that fits nothing else (implemented in both engines)."""
    return Op(name, to=to, n=n, **kw)


# --------------------------------------------------------------------------- costs


@dataclass(frozen=True)
class Cost:
    """A cost: energy, power (domains, "A" = any), and non-standard parts."""

    energy: int = 0
    power: tuple[str, ...] = ()
    exhaust_self: bool = False
    kill_self: bool = False
    recycle_from_trash: int = 0
    discard: int = 0
    spend_buff: bool = False
    discard_type: str | None = None   # the discarded card must be of this type ("a spell")
    recycle_type: str | None = None   # recycle_from_trash: cards of this type, chosen ("a unit")
    burn: int = 0                     # [Burn N] as a cost (Vendetta; reminder text)
    banish_self: bool = False         # "banish me to …"
    banish_trash: int = 0             # banish N cards from any trash
    disempower_self: bool = False     # "Disempower me" (Vendetta)
    required: bool = False            # a trigger's cost within instructions without "may"
    exhaust_unit: Sel | None = None   # "exhaust a friendly unit" (chosen while paying, 357.2)
    kill_unit: Sel | None = None      # "kill a friendly unit" (Cruel Patron, 356.2.a.1)
    spend_own_buff: bool = False      # "Spend my buff" (702.2.b)
    xp: int = 0                       # "Spend N XP" (730.2)
    less_target_might: bool = False   # "this ability's Energy cost is reduced by the Might of
                                      # the unit you choose" (its first target; 818.1.c.4)
    recycle_self: bool = False        # a trigger's "recycle me to …" (416): its source in the
                                      # trash (a Deathknell's; the Unleashed FAQ on Ekko)
    return_to_hand: Sel | None = None  # "return a friendly gear to its owner's hand" as an
                                       # additional cost (356.2.a.1; chosen while paying, 357.2)


# --------------------------------------------------------------------------- abilities

#: trigger events. "self_*" events concern the ability's source.
EVENTS = (
    "play_self",      # When you play me / this (383.4.a)
    "attack",         # When I attack (383.4.e)
    "defend",         # When I defend (383.4.f)
    "conquer",        # When I conquer (383.4.c): source is a unit present at the conquest
    "you_conquer",    # When you conquer
    "hold",           # When I hold (383.4.d)
    "you_hold",       # When you hold
    "conquer_here",   # battlefield: When you conquer here
    "hold_here",      # battlefield: When you hold here
    "dies",           # When I die / Deathknell (808)
    "move_self",      # When I move
    "beginning",      # At the start of your Beginning Phase
    "end_turn",       # At the end of your turn
    "you_play_spell",  # When you play a spell
    "you_play_card",  # When you play a card
    "you_play_unit",  # When you play a unit (other)
    "friendly_dies",  # When another friendly unit dies
    "take_damage",    # When I take damage
    "you_stun",       # When you stun a unit (423.1.a.1: not one already stunned); TRIGGER = it
    "you_stun_enemies",  # When you stun one or more enemy units: once per instruction that
                         # stunned any (no TRIGGER)
    "you_move_enemy",  # When you move an enemy unit (441); TRIGGER = that unit
    "opp_play_unit",  # When an opponent plays a unit; TRIGGER = that unit
    "unit_played_here",  # battlefield: a player plays a unit here (that player controls it)
    "returned_here",  # battlefield: a unit here is returned to a hand (its owner controls it)
    "moved_from_here",  # battlefield: a unit moves from here (TRIGGER = it; the battlefield's
                        # controller's ability, the turn player's if uncontrolled, 187.6)
    "main_start",     # At the start of your Main Phase (delayed abilities, 390.2)
    "empowered_self",  # When I become Empowered (Vendetta 441.2.a in the 2026-07-16 rules)
    "you_banish_own",  # When you banish a card you own
    "combat_end_self",  # When a combat that I was in ends
    "opp_play_gear",  # When an opponent plays a gear
    "combat_start_here",  # battlefield: When combat starts here
    "discard_self",   # When you discard me (422.1.b; works from the trash, 385.2)
    "ally_attack",    # When a friendly unit attacks (trigger object: that unit)
    "ally_defend",    # When a friendly unit defends
    "you_buff",       # When you buff a friendly unit (426; trigger object: that unit)
    "defend_here",    # battlefield: When you defend here (combat begins, you are the defender)
    "friendly_mighty",  # When a unit you control becomes Mighty (709); TRIGGER = that unit
    "you_kill_spell",  # When you kill a unit with a spell (428.5.e); from the trash; TRIGGER = it
    "enemy_attacks_mine",  # When an enemy unit attacks a battlefield you control; TRIGGER = it
    "you_conquer_trash",  # When you conquer, working only while this is in your trash (385.2)
    "first_beginning_any",  # battlefield: at the start of each player's first Beginning Phase
                            # (that player controls the ability)
    "win_combat_self",  # When I win a combat: after it, I'm still there and only my side is
                        # (the Origins / Spiritforged FAQs on winning a combat)
    "you_empower_other",  # When you empower something else (TRIGGER = it; Vendetta)
    "leaves_self",    # When this leaves the board (for any other zone; the source is gone
                      # when it resolves)
    "beginning_any",  # battlefield: at the start of each player's Beginning Phase (315.2.a;
                      # its controller's ability, the turn player's if uncontrolled, 187.6)
    "move_from_bf_self",  # When I move from a battlefield (to base or another battlefield)
    "you_win_combat",  # When you win a combat (after it only your units are there; the
                       # Spiritforged FAQ on winning a combat): once per combat
    "you_defend",     # When you defend at a battlefield (a combat there begins, you are the
                      # defender, 459.2); the event location is that battlefield
    "you_spend_buff",  # When you spend a buff (702.2.b: as a cost)
    "equipment_attached_self",  # When an Equipment is attached to me (434; TRIGGER = it)
    "friendly_buffed_dies",  # When a buffed friendly unit dies (it had a buff as it died,
                             # 702; TRIGGER = it, as friendly_dies)
    "you_activate_gear",  # When you use an activated ability of a gear (376; as it is
                          # finalized, [Add] abilities too); TRIGGER = that gear
    "chosen_self",    # When you choose me (383.4.b: a spell or ability of my controller
                      # targeting me is finalized; once per pick, 355.14.d)
    "chosen_self_by_spell",  # When you choose me with a spell
    "you_choose_friendly",  # When you choose a friendly unit (383.4.b; TRIGGER = that unit)
    "readied_self",   # When you ready me (415: an exhausted me readied by an effect of my
                      # controller, or in my controller's Awaken Phase, 415.3.a)
    "you_recycle_rune",  # When you recycle a rune (416: one of your runes goes to your rune
                         # deck, as a cost too); TRIGGER = it
    "enemy_units_die",  # When one or more enemy units die (once per set of units killed
                        # together, 428)
    "unit_chosen_here_by_spell",  # battlefield: a player chooses a unit they control here
                                  # with a spell (383.4.b; TRIGGER = it; that player controls
                                  # the ability)
    "yours_dies",     # When another unit you control dies (TRIGGER = it, as friendly_dies, but
                      # not a teammate's: control is not shared, 484.8.c)
    "ally_hold",      # When an ally holds: a teammate scores a battlefield by holding (484.2;
                      # never without teams). "When you or an ally hold" is a "you_hold"
                      # ability and an "ally_hold" one with the same effects
)


@dataclass(frozen=True)
class Spell:
    """What a spell does (359.3.d). `repeat`: the costs of its [Repeat] keywords (820); each
    one paid executes `effects` once more, with its own targets (820.2.a). `modes`: a
    "Choose one" spell's `Mode`s (no targets or effects of its own): one is chosen as it is
    played, before its targets (355.3), among those whose targets can be chosen; with
    [Repeat], one for each execution (820.2.a: the same or another)."""

    targets: tuple[Target, ...] = ()
    effects: tuple[Op, ...] = ()
    repeat: tuple[Cost, ...] = ()
    modes: tuple = ()

    def __post_init__(self) -> None:
        # a "Choose one" spell with [Repeat]: a mode is chosen for each execution (820.2.a),
        # each execution reading its own run of target slots, so every mode has as many
        # target slots (the runs stay the same width in both engines)
        if self.modes and self.repeat and len({len(m.targets) for m in self.modes}) > 1:
            raise ValueError("a \"Choose one\" spell with [Repeat] needs modes with the same "
                             "number of target slots")


@dataclass(frozen=True)
class Triggered:
    on: str
    effects: tuple[Op, ...] = ()
    targets: tuple[Target, ...] = ()
    optional: bool = False        # "you may" opening the effect (383.3.a)
    condition: Cond | None = None  # intervening "if" (383.3.e)
    once_per_turn: bool = False
    cost: Cost | None = None      # cost within instructions (383.3.b)
    modes: tuple = ()             # "Choose one -": `Mode`s, one chosen as it is put on the
                                  # chain, before its targets (355.3; no effects or targets
                                  # of its own)
    unique_modes: bool = False    # "… that hasn't been chosen this turn" (per object)

    def __post_init__(self) -> None:
        if self.on not in EVENTS:
            raise ValueError(f"trigger event {self.on!r} not in {EVENTS}")
        if self.modes and (self.effects or self.targets or self.optional or self.cost):
            raise ValueError("a modal trigger has only its modes (no effects, targets, "
                             "\"may\" or cost)")


@dataclass(frozen=True)
class Activated:
    cost: Cost
    effects: tuple[Op, ...] = ()
    targets: tuple[Target, ...] = ()
    timing: str | None = None     # None, "action", "reaction"
    condition: Cond | None = None  # "use this only while …" (377.2.b)
    adds: bool = False            # an [Add] ability: resolves immediately (400.2)
    keyword: str | None = None    # the keyword ability this is ("Equip", 818; "Empower", 827)
    granted: Sel | None = None    # a battlefield's "units here have 'cost: effect'": the
                                  # units matching this use it (exhaust_self = that unit)
    modes: tuple = ()             # "Choose one -": `Mode`s, one chosen as it is activated (355.3)
    unique_modes: bool = False    # "… you've not chosen this turn"
    once_per_turn: bool = False   # "Use only once per turn" (377.2.b): see __post_init__

    def __post_init__(self) -> None:
        # "Use only once per turn": a condition on using it (377.2.b) kept as the single mode
        # of a "choose one you've not chosen this turn" ability, so it shares that per-object,
        # per-turn record of chosen modes in both engines (used once: no mode left to choose)
        if self.once_per_turn:
            if self.modes or self.unique_modes:
                raise ValueError("once_per_turn with modes")
            object.__setattr__(self, "modes", (Mode(self.effects, self.targets),))
            object.__setattr__(self, "effects", ())
            object.__setattr__(self, "targets", ())
            object.__setattr__(self, "unique_modes", True)


@dataclass(frozen=True)
class Mode:
    """One bulleted mode of a "Choose one" ability (355.3): its own targets and effects."""

    effects: tuple = ()
    targets: tuple = ()


@dataclass(frozen=True)
class Static:
    """A passive ability of the source (rule 363).

    kind: "might" (+n Might to `applies`), "keyword" (grant kw n), "enter_ready",
    "cost_less" (energy discount n for the card itself), "play_anywhere" (units may be played
    to an open battlefield), …
    """

    kind: str
    n: int = 0
    kw: str | None = None
    applies: Sel | None = None     # None = the source itself
    condition: Cond | None = None
    cost: "Cost | None" = None     # "cost_less": the discount; "flow" / "optional_cost": the cost
    per: Val | None = None         # "cost_less": discount n (or `cost`) per unit of this value
    floor: int | None = None       # "might" decreases: "to a minimum of N" Might (472.3.d.2.b)


@dataclass(frozen=True)
class Replacement:
    """A replacement effect (rule 367): `event` would happen to `applies` → do `effects`."""

    event: str                     # "die", "take_damage", …
    effects: tuple[Op, ...] = ()
    applies: Sel | None = None
    kill_self: bool = False        # "kill this instead" (Zhonya's Hourglass)
    cost: "Cost | None" = None     # "die": "you may pay <cost> to heal it, exhaust it, and
                                   # recall it instead" (370: decided as it would die); its
                                   # `exhaust_self` exhausts the source, its `spend_buff`
                                   # spends the dying unit's buff (702.2.b; The Boss)
    recall_instead: bool = False   # "die": "instead heal it, exhaust it, and recall it", free
                                   # and mandatory, for every unit it applies to, in one
                                   # sequence (373.2; Soraka, Wanderer); `applies` is read from
                                   # the source ("here": its location)
    less_might: bool = False       # … "if it has less Might than me", as it would die


Ability = Union[Spell, Triggered, Activated, Static, Replacement]


@dataclass(frozen=True)
class CardDef:
    """The behaviour of one card. Keywords come from the card's facts unless overridden."""

    name: str
    abilities: tuple = ()
    keywords: tuple[str, ...] | None = None   # None = use the facts' keywords
    token: dict | None = field(default=None, hash=False, compare=False)
    effect_text: "EffectText | None" = None   # an Equipment's Effect Text (136, 718.3)

    def spell(self) -> Spell | None:
        for a in self.abilities:
            if isinstance(a, Spell):
                return a
        return None


# --------------------------------------------------------------------------- Vendetta mechanics
# Empower / Empowered / Flow are rules 827-829 of the 2026-07-16 Core Rules, which are not in
# the v1.3 file the project has (shared/reference/README.md "Version notes"); Burn is a game
# action of that edition. Where the text below relies on them it follows the cards' reminder
# text and the rule sentences quoted by public sources (reference/ops_ven.py says which).

#: the source is Empowered (828: "While I have the Empowered status …")
EMPOWERED = Cond("empowered")
#: the optional additional cost of the card being played was paid (356.2.b, 356.4.f.1)
PAID_EXTRA = Cond("paid_extra")


def count_is(sel: Sel, n: int, cmp: str = "eq") -> Cond:
    """The number of objects matching `sel` ("here" = the source's location) is n
    (cmp "eq", "ge" or "le"). Unlike `controls`, counts objects of any controller."""
    return Cond("count", sel, (cmp, n))


def controls_bf_with(sel: Sel, n: int, cmp: str = "eq") -> Cond:
    """You control a battlefield where the number of objects matching `sel` (with
    where="here" meaning that battlefield) is n."""
    return Cond("bf_count", sel, (cmp, n))


def has_card(sel: Sel) -> Cond:
    """You have a card matching `sel` (e.g. in your trash)."""
    return Cond("controls", sel)


def Empower(to: Ref = SELF) -> Op:  # noqa: N802
    """Empower (the game action): the object becomes Empowered unless it already is."""
    return Op("empower", to=to)


def Disempower(to: Ref) -> Op:  # noqa: N802
    return Op("disempower", to=to)


def Burn(n: int = 1, who: str = "you") -> Op:  # noqa: N802
    """[Burn N]: put the top N cards of the Main Deck into the trash. who: "you" or
    "choose" (the controller chooses a player on resolution)."""
    return Op("burn", n=n, who=who)


def IfDid(*effects: Op) -> Op:  # noqa: N802
    """"If you do, …": run `effects` only if the previous op acted on something (359.3.e.14)."""
    return Op("if_did", then=tuple(effects))


def IfMatches(to: Ref, sel: Sel, then: tuple | list, otherwise: tuple | list = ()) -> Op:  # noqa: N802
    """"If it …" about an object: `then` when `to` matches `sel`, `otherwise` when it doesn't;
    nothing when `to` is gone (359.3.e.12: null)."""
    return Op("if_matches", to=to, cond=Cond("matches", sel), then=tuple(then),
              otherwise=tuple(otherwise))


def SetBaseMight(to: Ref, n: int, duration: str = "turn") -> Op:  # noqa: N802
    """"Its base Might becomes n" (trait layer, 472.1)."""
    return Op("set_base_might", to=to, n=n, duration=duration)


def Prevent(to: Ref, n: int) -> Op:  # noqa: N802
    """Prevent the next n damage that would be dealt to it this turn (437)."""
    return Op("prevent", to=to, n=n)


def PreventNext(to: Ref) -> Op:  # noqa: N802
    """"The next time it would be dealt damage this turn, prevent it": all of the next damage
    dealt to it this turn is prevented (437.1.b.2, Prevent Value "All" for that one event,
    437.1.b.1.b); meanwhile no amount of damage is lethal to it (437.5.b)."""
    return Op("prevent", to=to, kw="next")


def Shroud(to: Ref, duration: str = "turn") -> Op:  # noqa: N802
    """It can't be chosen by enemy spells and abilities (this turn)."""
    return Op("shroud", to=to, duration=duration)


def RevealTop(kind: str, then: tuple | list, otherwise: tuple | list = ()) -> Op:  # noqa: N802
    """Reveal the top card of your Main Deck (424); `then` if its type is `kind`, else
    `otherwise`. An empty deck reveals nothing and does nothing (431.1.c)."""
    return Op("reveal_top", kw=kind, then=tuple(then), otherwise=tuple(otherwise))


def SwapLocations(to: Ref) -> Op:  # noqa: N802
    """Move me and it to each other's locations (both moves happen together)."""
    return Op("swap_locations", to=to)


def AddEnergyCombatants(n: int = 1) -> Op:  # noqa: N802
    """The attacker and the defender of the combat in progress each [Add] n Energy."""
    return Op("add_energy_combatants", n=n)


def EmpowerAbility(cost: Cost) -> Activated:  # noqa: N802
    """[Empower] cost: "cost: Empower this. Use only if not Empowered." (827.1.c.1). Marked
    as the Empower keyword ability, so passives on "[Empower] costs" find it (Risen Altar)."""
    return Activated(cost, (Empower(SELF),), condition=Cond("not", args=(EMPOWERED,)),
                     keyword="Empower")


def Flow(energy: int = 0, power: tuple[str, ...] = ()) -> Static:  # noqa: N802
    """[Flow] cost: you may play this spell from your trash for the Flow cost; then it is
    banished (829.1.b; leaving the chain goes to banishment instead, 829.1.b.1)."""
    return Static("flow", cost=Cost(energy, tuple(power)))


def OptionalCost(cost: Cost, condition: "Cond | None" = None) -> Static:  # noqa: N802
    """"You may … as an additional cost to play me/this" (356.2.b); test with PAID_EXTRA.
    `condition`: "If …, you may pay …": offered only while it holds for the player."""
    return Static("optional_cost", cost=cost, condition=condition)


# --------------------------------------------------------------------------- Spiritforged mechanics
# Equipment (Attach 434, Detach 435, Attachment 716-719, Equip 818, Quick-Draw 819,
# Weaponmaster 821), Mighty (708-709), "one on one" (741.2). The reference
# implementation is reference/ops_sfd.py.

#: the source is alone and so is the one enemy unit at its location (741.2)
ONE_ON_ONE = Cond("one_on_one")
#: the source is in combat: at the combat's battlefield with a designation (741.3)
IN_COMBAT = Cond("in_combat")
#: the battlefield the source just conquered was uncontrolled right before (Yone errata)
CONQUERED_UNCONTROLLED = Cond("conquered_uncontrolled")
#: no friendly non-token gear played yet this turn: none by the player or a teammate (740.1;
#: Ornn's Forge's "the first friendly non-token gear played each turn")
FIRST_GEAR_THIS_TURN = Cond("first_gear_this_turn")
# Static kind "quick_draw": the objects matching `applies` have [Quick-Draw] (819) wherever
# they are ("Your Equipment everywhere have [Quick-Draw]": where="any"), so they can be played
# with [Reaction] timing and attach as they are played.


def attached_this_turn(sel: Sel | None = None) -> Cond:
    """"If this was attached to me this turn": a card matching `sel` attached to the source
    was attached to it (434) during this turn. In an Equipment's Effect Text the source is the
    unit it is attached to (718.3), so `sel` names the Equipment (`gear(name=…)`)."""
    return Cond("attached_this_turn", sel)


def EnergyOf(ref: Ref) -> Val:  # noqa: N802
    """The printed Energy cost of a card (tokens: 0, per the Spiritforged FAQ on Pickpocket);
    null when the object is gone (359.3.e.12)."""
    return Val("energy_of", ref=ref)


def IfAtLeast(v: Val, n: int, then: tuple | list, otherwise: tuple | list = ()) -> Op:  # noqa: N802
    """"If <value> is n or more …". A Deathknell's MightOf(SELF) is the last-known Might
    (808.1.d.3), so `IfAtLeast(MightOf(SELF), 5, …)` reads "if I was Mighty"."""
    return Op("if_at_least", n=v, cond=Cond("at_least", args=(n,)), then=tuple(then),
              otherwise=tuple(otherwise))


def AttachSelf(to: Ref) -> Op:  # noqa: N802
    """Attach the ability's source (a gear) to the unit `to` (434; 434.1.g: no effect when it
    is already attached to it)."""
    return Op("attach", to=to)


def Detach(to: Ref, optional: bool = False, from_: Ref | None = None) -> Op:  # noqa: N802
    """Detach (435): `to` a gear → detach it; `to` a unit → detach one Equipment from it (its
    controller chooses among several). `optional`: "you may detach it" (asked only when there
    is something to detach). `from_` (a target): "detach that Equipment from that unit": only
    while the gear is attached to that object (435.1.a.1: otherwise nothing happens)."""
    return Op("detach", to=to, kw="may" if optional else None, other=from_)


def Equip(energy: int = 0, power: tuple[str, ...] = (), **cost: Any) -> Activated:  # noqa: N802
    """[Equip] cost: "cost: Attach this gear to a unit you control" (818.1.c.2); the target is
    chosen (818.1.b.1). Weaponmaster (821) finds the Equip cost through `keyword`. `cost`:
    further `Cost` fields (non-resource parts, 818.1.c.3; cost-altering text, 818.1.c.4)."""
    return Activated(Cost(energy, tuple(power), **cost), (AttachSelf(Ref("target", 0)),),
                     targets=(Target(Sel("unit", "yours")),), keyword="Equip")


def PutInHand(to: Ref) -> Op:  # noqa: N802
    """Put the card(s) into their owner's hand from the Main Deck or trash (not a draw)."""
    return Op("put_in_hand", to=to)


def Recycle(to: Ref) -> Op:  # noqa: N802
    """Recycle the card(s) (416): to the bottom of the owner's Main Deck."""
    return Op("recycle", to=to)


@dataclass(frozen=True, init=False)
class EffectText:
    """An Equipment's Effect Text (136): abilities and keywords appended to the Rules Text of
    the unit it is attached to (434.1.c, 718.3; layer 2, 472.2.c), inactive while it is not
    attached (136.2.b, 724). Inside them "I" / "me" (`SELF`) is that unit and "you" is that
    unit's controller (the abilities are the unit's now). A `Replacement("die",
    kill_self=True)` there reads "If I would die, kill this instead; heal me, exhaust me, and
    recall me" (ops_replacements). `keywords` are keyword abilities of
    the Effect Text as the facts spell them ("Assault 2", "Deathknell"): the unit has them and
    the unattached gear does not (721.2). `registry.define` moves an `EffectText` argument to
    `CardDef.effect_text`. The Might Bonus (137) is a card fact (`CardInfo.might_bonus`), not
    an ability. Supported abilities: `Static` ("might", "keyword"), `Triggered` and a death
    `Replacement` with `kill_self`.

    `copy_printed=True` (Svellsongur): the Effect Text is a copy of the printed text of the
    unit it is attached to (472.1.b; the Spiritforged FAQ: printed text only), so each such
    Equipment attached is one more instance of that unit's own abilities (`layers.instances`;
    its passives and triggered abilities count once per instance). Such an Effect Text has no
    abilities of its own."""

    abilities: tuple
    keywords: tuple[str, ...]
    copy_printed: bool

    def __init__(self, *abilities: "Static | Triggered | Replacement",
                 keywords: tuple[str, ...] = (), copy_printed: bool = False):
        for a in abilities:
            if not (isinstance(a, (Static, Triggered)) or (
                    isinstance(a, Replacement) and a.event == "die" and a.kill_self)):
                raise TypeError(f"Effect Text ability {type(a).__name__} is not supported yet")
        if copy_printed and (abilities or keywords):
            raise TypeError("an Effect Text that copies the unit's printed text has no "
                            "abilities or keywords of its own")
        object.__setattr__(self, "abilities", tuple(abilities))
        object.__setattr__(self, "keywords", tuple(keywords))
        object.__setattr__(self, "copy_printed", bool(copy_printed))



# --------------------------------------------------------------------------- Origins mechanics
# Used by the OGN / OGS definitions (reference implementation: reference/ops_ogn.py and the
# rules modules it names). Static kinds they add:
#   "bonus_damage" n   spells and abilities deal n Bonus Damage (712-715): kw "yours" = only
#                      its controller's; `applies` = only to matching units ("units here")
#   "enter_ready"      with `applies`: other units matching it enter ready (359.2.c)
#   "play_open"        this unit may also be played to an open battlefield (no controller,
#                      no units)
#   "extra_cost"       a mandatory additional cost (`AdditionalCost`, 356.2.a.1)
#   "borrow_exhaust_abilities"  "I have all [E] abilities of friendly legends, units, gear"

#: no other friendly unit died earlier this turn: with `once_per_turn`, "the first time another
#: friendly unit dies each turn" (383.1.b: simultaneous deaths trigger it once)
FIRST_FRIENDLY_DEATH = Cond("first_friendly_death")


def AdditionalCost(cost: Cost) -> Static:  # noqa: N802
    """"As an additional cost to play me, …": a mandatory additional cost (356.2.a.1); its
    unit parts (`kill_unit`, `exhaust_unit`) are chosen as it is paid (357.2)."""
    return Static("extra_cost", cost=cost)


def runes_at_least(n: int) -> Cond:
    """You control n or more runes ("While you have 8+ runes")."""
    return Cond("runes_ge", args=(n,))


def count_at_trigger(sel: Sel, n: int) -> Cond:
    """n or more objects matching `sel` (where="here") at the location of the trigger object
    (e.g. the conquered battlefield: "if you have 4+ units at that battlefield")."""
    return Cond("count_at_trigger", sel, (n,))


def Fight(a: Ref, b: Ref) -> Op:  # noqa: N802
    """"They deal damage equal to their Mights to each other": both units deal damage at the
    same time; the units, not the spell, are the sources (417.6.b.3)."""
    return Op("fight", to=a, other=b)


def DealIfKills(n: Number, to: Ref, *then: Op) -> Op:  # noqa: N802
    """"Deal n to it. If this kills it, do this: …": a reflexive trigger (387) that goes on the
    chain when the unit dies from this damage (in the cleanup after the spell, 428.5.c)."""
    return Op("deal", to=to, n=n, then=tuple(then))


def ControllerDraws(n: Number, to: Ref) -> Op:  # noqa: N802
    """"Its controller draws n": the controller of the object `to` names, looked back at if it
    left the board in an earlier instruction of the same effect (359.3.e.13)."""
    return Op("draw", to=to, n=n, who="controller_of")


def EachPlayerKills(sel: Sel) -> Op:  # noqa: N802
    """"Each player kills one of their units": chosen on resolution by each player in turn
    order, not targeted (355.10.e); the units die together."""
    return Op("each_player_kills", to=Ref("each", 0, sel))


def PlayFromTrash(to: Ref = SELF) -> Op:  # noqa: N802
    """Play that card from the trash, its cost already paid by the trigger (419.3)."""
    return Op("play_from_trash", to=to)


@dataclass(frozen=True)
class Delayed:
    """A delayed triggered ability (390.2) written on the card that creates it: it never
    triggers by itself; a `Delay` op of another ability of the card schedules it. Its targets
    are chosen when it goes on the chain, like any triggered ability (402)."""

    effects: tuple[Op, ...] = ()
    targets: tuple[Target, ...] = ()


def Delay(ability: int, at: str = "end_turn") -> Op:  # noqa: N802
    """"… at the end of this turn": schedule the card's `Delayed` ability number `ability`
    for the end of the current turn (392: whether or not the source is still there).
    `at="friendly_unit_played"`: "when a friendly unit is played this turn, …": it triggers
    each time its controller plays a unit this turn (TRIGGER = that unit), not only once."""
    return Op("delay", n=ability, kw=at)


def WinGame() -> Op:  # noqa: N802
    """"You win the game"."""
    return Op("win_game")


def BuffBonus(n: int = 1) -> Op:  # noqa: N802
    """"Buffs give an additional +n Might to friendly units this turn" (703)."""
    return Op("buff_bonus", n=n)


def NextUnitEntersReady() -> Op:  # noqa: N802
    """"The next unit you play this turn enters ready": used up by the next unit (a token too,
    350.2) the player plays, even one that would enter ready anyway."""
    return Op("next_unit_ready")


def NextSpellCostsLess(n: int) -> Op:  # noqa: N802
    """"The next spell you play this turn costs [n] less" (356.4: a discount on its total
    Energy cost, not below 0); used up by that spell."""
    return Op("next_spell_less", n=n)


def UnitsEnterReady() -> Op:  # noqa: N802
    """"Units you play this turn enter ready"."""
    return Op("units_enter_ready")


# --------------------------------------------------------------------------- Unleashed mechanics
# XP (728-733), Hunt (823), Level (824), Ambush (822), Backline (826), Predict (436), excess
# combat damage, "the next time it would die" (390.3). Reference implementation:
# reference/ops_unl.py plus small hooks in the rules modules (each cites its rule).

#: a unit died this turn (any controller)
UNIT_DIED_THIS_TURN = Cond("unit_died_this_turn")
#: an enemy unit died this turn: one that an opponent controlled as it died
ENEMY_UNIT_DIED_THIS_TURN = Cond("opp_unit_died")


def played_at_least(n: int) -> Cond:
    """You have played (finalized, 812.1.c) n or more cards this turn, any card counting. This
    is [Legion] on a permanent's activated ability: the ability is not the card, so the
    permanent played this turn counts (the Origins FAQ on Sun Disc)."""
    return Cond("finalized_ge", args=(n,))
def spells_played_at_least(n: int) -> Cond:
    """You have played n or more spells this turn; a spell is played once it resolves, so a
    countered spell does not count (419.4.a-b)."""
    return Cond("spells_played_ge", args=(n,))


def xp_gained_at_least(n: int) -> Cond:
    """You have gained n or more XP this turn (730.1)."""
    return Cond("xp_gained_ge", args=(n,))
#: the source was played from face down (Hidden, 811): "if you played this from your hand" is
#: its negation for a card that can only be played from hand or face down
PLAYED_FROM_HIDDEN = Cond("played_from_hidden")
#: it is the ability's controller's turn
MY_TURN = Cond("my_turn")
#: it is an opponent's turn ("on an opponent's turn"): the turn player is an opponent of the
#: ability's controller (478.2.b), not them nor a teammate (2v2, 484.2); without teams, any
#: turn but theirs (the core, 1v1: compiled as not MY_TURN)
OPPONENTS_TURN = Cond("opponents_turn")
#: the object the trigger event named is a token (176)
TRIGGER_IS_TOKEN = Cond("trigger_token")
#: the object the trigger event named was played from face down (Hidden, 811.1.d): "when you
#: play a card from [Hidden]"
TRIGGER_FROM_HIDDEN = Cond("trigger_from_hidden")


def level(n: int) -> Cond:
    """[Level n]: while you have n or more XP (824.1.b.1; 727.1.b)."""
    return Cond("xp_ge", args=(n,))


def excess_at_least(n: int) -> Cond:
    """"If you assigned n or more excess damage": in the combat that led to this conquer, the
    damage you assigned beyond lethal (460.2.c.4) totals n or more."""
    return Cond("excess_ge", args=(n,))


def GainXP(n: int = 1) -> Op:  # noqa: N802
    """Gain n XP (730.1)."""
    return Op("gain_xp", n=n)


def Predict(n: int = 1) -> Op:  # noqa: N802
    """Predict n (436): look at the top n cards of your Main Deck, recycle any of them, put the
    rest back in any order (no Burn Out, 436.4.a)."""
    return Op("predict", n=n)


def SaveFromDeath(to: Ref, pay: str | None = None) -> Op:  # noqa: N802
    """"The next time it would die this turn, heal it, exhaust it, and recall it instead"
    (a delayed replacement effect, 390.3 / 369.1). `pay`: a domain, for "… you may pay [that
    Power] to heal it, exhaust it, and recall it instead" (decided as it would die, 370)."""
    return Op("save_from_death", to=to, kw=pay)


def CantMoveThisTurn(to: Ref) -> Op:  # noqa: N802
    """"Its controller can't move it this turn" (neither with the standard move, 144, nor with
    their spells and abilities)."""
    return Op("cant_move", to=to)


def StunOrReturn(to: Ref) -> Op:  # noqa: N802
    """Stun it; if it is already stunned, return it to its owner's hand instead."""
    return Op("stun_or_return", to=to)


def DelayThere(ability: int, at: str) -> Op:  # noqa: N802
    """Like `Delay`, also remembering the source's location now as "here" for the delayed
    ability ("… to this battlefield", 359.3.f.3; 392: even if the source left)."""
    return Op("delay_there", n=ability, kw=at)


#: events an object can be watched for by `WhenThisTurn`
THIS_TURN_EVENTS = ("win_combat", "next_damage", "conquer")


def WhenThisTurn(to: Ref, at: str, ability: int) -> Op:  # noqa: N802
    """"When it <event> this turn, …": a delayed triggered ability (390.2) watching the
    object(s) `to` names for the rest of the turn; each time one of them has the event
    ("win_combat": it wins a combat, as `win_combat_self`), the card's `Delayed` ability number
    `ability` triggers for this ability's controller, TRIGGER naming that object (392: whether
    or not the source is still there). It ends with the turn or when the object leaves the
    board. "next_damage": "the next time it takes damage this turn, …": it is dealt damage
    (417); that watch triggers once and ends. "conquer": "this turn, it has 'When I conquer,
    …'": it conquers (383.4.c; as its own conquer triggers)."""
    if at not in THIS_TURN_EVENTS:
        raise ValueError(f"when_this_turn event {at!r} not in {THIS_TURN_EVENTS}")
    return Op("when_this_turn", to=to, n=ability, kw=at)


def MoveToEventLocation(to: Ref, base_too: bool = False) -> Op:  # noqa: N802
    """Move it to the battlefield where the trigger event happened ("when you stun an enemy
    unit at a battlefield, you may move me to that battlefield"); noted as it triggers.
    `base_too`: a base too ("I may be moved with it": where a friendly unit moved to)."""
    return Op("move_to_event_loc", to=to, kw="base_too" if base_too else None)


def BanishAndReplay(to: Ref, at: str | None = None) -> Op:  # noqa: N802
    """Banish the unit (427), then its owner plays it to a battlefield of their choice,
    ignoring its cost (a token ceased to exist and is not played, 183.1); at="same": to the
    location it was banished from ("… plays it to the same location"); at="normal": where a
    unit may be played (355.2: their base or a battlefield they control; "then its owner
    plays it", chosen as it is finalized, the Unleashed FAQ on Arcane Shift)."""
    return Op("banish_replay", to=to, dest=at)


# --------------------------------------------------------------------------- limited play, copies
# Playing cards as part of an effect (419.3), copy effects (472.1.b), Replace / Swap Back (438).
# Reference implementation: reference/ops_look_and_play.py and reference/ops_copy_and_control.py.


def LookPick(n: int, kind: str | None = None, optional: bool = False) -> Op:  # noqa: N802
    """Look at the top n cards of your Main Deck, put one into your hand, recycle the rest.
    `kind`: "you may reveal a <kind> from among them and draw it": only a card of that type,
    revealed (424) as it goes to the hand; `optional` ("you may"): none at all (kept in
    `ready`)."""
    return Op("look_pick", n=n, kw=kind, ready=optional)


def PlayFrom(sel: Sel, cost: str = "paid", at: str | None = None,  # noqa: N802
             then_recycle: bool = False) -> Op:
    """"Play a unit from your trash" / "play a card with [Hidden] from your hand": a card
    matching `sel` chosen as this resolves (not a target) is played as part of the effect
    (419.3): a pending chain item at once, finalized after this resolution (354.3, 337.1.b);
    if it can't be played it goes back where it came from (358.4). cost: "paid" (its own),
    "free" ("ignoring its cost"), "no_energy" ("ignoring its Energy cost"), "less:N" (its own,
    "reducing its cost by [N]": its Energy cost, not below 0); at="here": a unit is played to
    this ability's location ("If it's a unit, play it here"); at="base": to its player's base
    ("play it to your base"); at="controlled_bf": to a battlefield its player controls ("to a
    battlefield you control"; played from face down: that battlefield, 811.1.d.3). `then_recycle`: "… then recycle it": a spell so
    played is recycled instead of going to the trash as it leaves the chain (416; kept in n)."""
    return Op("play_from", cond=Cond("matches", sel), kw=cost, dest=at, n=int(then_recycle))


def BecomeCopy(to: Ref, of: Ref) -> Op:  # noqa: N802
    """"It becomes a copy of <that unit>": every copyable trait (472.1.b.1, 472.1.b.3: the
    printed traits, or the ones it copies itself), its cost too (the later edition's 182.2.a:
    a token's cost appended by a copy effect). Tokens only (they cease to exist on leaving
    the board, so the copy lasts as long as the object)."""
    return Op("become_copy", to=to, other=of)


def ReplaceWith(to: Ref, token: str) -> Op:  # noqa: N802
    """"Replace that battlefield with a <token> battlefield token" (438): the token is created
    in its place inheriting its effects and statuses (438.1); the card goes to banishment as
    replaced (438.5)."""
    return Op("replace", to=to, card=token)


def SwapBack() -> Op:  # noqa: N802
    """"Replace this with the battlefield it replaced" (438.7): the token stops existing and
    the original card returns to its place, inheriting its effects and statuses."""
    return Op("swap_back")


# --------------------------------------------------------------------------- Skip
# Skip (a later edition's game action; not in v1.3): a replacement effect (367, 369, 370.1.a)
# that replaces an event or procedure of the turn with nothing. Seed 003's rule text: "Skip your
# Draw phase" replaces a player's Draw Phase with nothing. The skipped step's own tasks don't
# happen and its "at the start of …" effects don't take place. Reference: reference/turn.py.

#: steps a `Skip` passive can name
SKIP_STEPS = ("draw_phase",)


def Skip(step: str) -> Static:  # noqa: N802
    """"Skip your <step>": a passive of the source whose controller skips that step of each of
    their turns (replaced with nothing, 370.1.a)."""
    if step not in SKIP_STEPS:
        raise ValueError(f"skip step {step!r} not in {SKIP_STEPS}")
    return Static("skip", kw=step)


# --------------------------------------------------------------------------- control, additional turns, [Add] boosts
# Taking control of a unit for a while (188; the Spiritforged FAQ on Hostile Takeover: a
# showdown follows at a battlefield the opponent still controls), Additional Turns (734-738),
# a spell that banishes itself as it resolves, and passives adding to [Add] abilities (400.2).
# Reference implementation: reference/ops_copy_and_control.py (control), reference/turn.py and
# reference/ops_ogn.py (additional turns, "banish this", delays naming an object),
# reference/ops_sfd.py ([Add] boosts).


def score_within(n: int) -> Cond:
    """Your score is within n points of the Victory Score (your points >= Victory Score - n)."""
    return Cond("you_within", args=(n,))


def TakeControl(to: Ref) -> Op:  # noqa: N802
    """"Take control of it" (188): its controller becomes the ability's controller, where it
    is (not a move); at a battlefield it contests it (187.3.a). IT = the units taken."""
    return Op("take_control", to=to)


def ReturnControl(to: Ref) -> Op:  # noqa: N802
    """"Lose control of it": its owner controls it again, where it is (188)."""
    return Op("return_control", to=to)


def DelayOn(ability: int, to: Ref, at: str = "end_turn") -> Op:  # noqa: N802
    """Like `Delay`, the delayed ability's TRIGGER naming the object `to` names now ("… that
    unit … at end of turn"): nothing once it has become a new object (359.3.e.4)."""
    return Op("delay_on", to=to, n=ability, kw=at)


def ExtraTurn() -> Op:  # noqa: N802
    """"Take a turn after this one": an Additional Turn for the ability's controller, queued
    right after the current turn (734-738)."""
    return Op("extra_turn")


def BanishThis() -> Op:  # noqa: N802
    """A spell's "Banish this": as it leaves the chain after resolving it goes to banishment
    instead of the trash (a countered spell never got there: it goes to the trash)."""
    return Op("banish_this")


def AddMore(n: int, applies: Sel, condition: Cond | None = None) -> Static:  # noqa: N802
    """"Your <objects> [Add] an additional n Energy": an [Add] ability (400.2) of an object
    matching `applies` (checked as it is activated, before its costs are paid) also adds n
    Energy when it resolves."""
    return Static("add_more", n=n, applies=applies, condition=condition)


def UnitsCantBePlayedHere() -> Static:  # noqa: N802
    """A battlefield's "Units can't be played here": no unit card is played to it (355.2)."""
    return Static("no_play_here")


def CantBeCountered(condition: Cond | None = None) -> Static:  # noqa: N802
    """"Your spells and abilities can't be countered" (425): a Counter leaves the items its
    controller controls on the chain."""
    return Static("cant_be_countered", condition=condition)


def MoreMinusMight(n: int = 1, condition: Cond | None = None) -> Static:  # noqa: N802
    """"If a spell or ability you control would give -Might to a unit it chooses, it gives an
    additional -n": a `Might` of a negative amount on a target of an item its controller
    controls gives n more (before a "to a minimum of" floor, 472.3.b)."""
    return Static("might_minus_more", n=n, condition=condition)


# --------------------------------------------------------------------------- naming a tag
# "As you play this, name a tag" (a choice made while the card is played, before its costs are
# paid); "a unit with the named tag" reads it. Reference: reference/play.py (name_tag_options).

#: `Sel.tag` value: "with the named tag": the tag named as the ability's source was played
#: (nothing matches while none is named)
NAMED_TAG = "<named tag>"


def NameTag() -> Static:  # noqa: N802
    """"As you play this, name a tag": its controller names one of the unit tags of the card
    pool (`CardPool.unit_tags`) as it is played; the name lasts while it stays on the board."""
    return Static("name_tag")


# --------------------------------------------------------------------------- lethal damage
# "Any amount of your damage is enough to kill enemy units": the Unleashed Rules FAQ ("Lethal
# Damage Modification") changes lethal damage (323.5, 460.2.c.3) for units with damage marked
# by you. Reference: reference/ops_unl.py (lethal_for, any_damage_lethal).


def AnyDamageLethal() -> Static:  # noqa: N802
    """"Any amount of your damage is enough to kill enemy units": a passive of the source; an
    enemy unit with any non-zero damage its controller marked is dealt lethal damage (it dies
    in the next cleanup), and in combat one damage they assign to it is lethal."""
    return Static("damage_lethal")


def PreventSpellAndAbilityDamage() -> Op:  # noqa: N802
    """"Prevent all damage that would be dealt this turn by spells and abilities" (437): by
    any player's; not damage an object deals as one instructs (417.6.b.3) nor combat damage."""
    return Op("prevent_item_damage")


def MaxMight(sel: Sel) -> Val:  # noqa: N802
    """The highest Might among the objects matching `sel` (0 if none; a negative Might counts
    as 0, 143.2.b): the scale of a "cost_less" passive, `Static("cost_less", 1,
    per=MaxMight(unit("friendly")))`: "this spell's Energy cost is reduced by the highest Might
    among units you control"."""
    return Val("max_might", sel=sel)


def DeathknellAgain() -> Static:  # noqa: N802
    """"Your Deathknell effects trigger an additional time": a passive of the source; a
    permanent with [Deathknell] its controller controls that dies triggers its "when I die"
    abilities once more (808.2: each time separately)."""
    return Static("deathknell_again")


def Points() -> Val:  # noqa: N802
    """Your points (465): the scale of a "might" passive, `Static("might", 1, per=Points())`:
    "my Might is increased by your points" (its controller's, as they change)."""
    return Val("points")


# --------------------------------------------------------------------------- paying, buffs, base, points
# "You may pay <cost>. If you do, …" (an instruction, not a cost: paid as the ability resolves,
# the Unleashed FAQ on "if you do" templating), a trigger naming its own source ("when you buff
# me"), "Units can't move to base" anywhere (441, 449: a recall is no move) and "opponents can't
# gain points" (Tianna Crownguard errata). Reference: reference/ops_choices.py (may_pay),
# reference/select.py (trigger_self), reference/movement.py (base_blocked),
# reference/game.py (gain_points).

#: the object the trigger event named is the ability's source ("when you buff me")
TRIGGER_IS_SOURCE = Cond("trigger_self")


def MayPay(energy: int = 0, power: tuple[str, ...] = (), *effects: Op) -> Op:  # noqa: N802
    """"You may pay <cost>. If you do, <effects>": on resolution, when the controller can pay
    `energy` and `power` (up to two symbols, "A" any domain), a YES/NO decision; YES pays it
    and runs `effects`. Not a cost of the ability (the Unleashed FAQ: "if you do" resources are
    paid on resolution, not as it is finalized), so it is not reduced as a cost is."""
    if len(power) > 2:
        raise ValueError("may_pay takes at most two Power symbols")
    return Op("may_pay", n=energy, kw=",".join(power), then=tuple(effects))


def UnitsCantMoveToBase() -> Static:  # noqa: N802
    """"Units can't move to base": while the source's passive is active no unit moves to a
    base, by the standard move (144) or by a spell or ability (a recall is not a move, 449)."""
    return Static("units_no_move_to_base")


def OpponentsGainNoPoints(condition: Cond | None = None) -> Static:  # noqa: N802
    """"Opponents can't gain points": the opponents of the source's controller gain no points
    (they still score battlefields, get their conquer and hold triggers and draw instead of a
    final conquer point: the Spiritforged FAQ on Tianna Crownguard)."""
    return Static("no_opponent_points", condition=condition)


def DealKeyword(kw: str, to: Ref) -> Op:  # noqa: N802
    """"Deal damage equal to my [kw]": the source's value of keyword `kw` (its [Assault], 806)
    as this resolves (layers, 468); nothing once the source left the board (359.3.e.12)."""
    return Op("deal_keyword", to=to, kw=kw)


def MightPer(to: Ref, n: int, sel: Sel) -> Op:  # noqa: N802
    """"Give it +n Might this turn for each <sel> there": n times the number of objects
    matching `sel` (where="here": at its location) as this resolves (arithmetic layer,
    472.3)."""
    return Op("might_per", to=to, n=n, cond=Cond("matches", sel))


def CounterChoosing(to: Ref) -> Op:  # noqa: N802
    """"Counter an enemy spell or ability that chooses it and no other friendly unit" (425):
    the newest enemy spell or ability on the chain whose chosen units (chosen as targets and
    still those objects on the board, legal or not: 359.3.e.3) include the unit `to` and no
    other unit of this item's controller. When several qualify, the newest is countered."""
    return Op("counter_choosing", to=to)


def KeywordUnlessHas(kw: str, applies: Sel, n: int = 1,  # noqa: N802
                     condition: "Cond | None" = None) -> Static:
    """"<units> have [kw] if they didn't already": a grant of `kw` n made only to a unit that
    has no `kw` from any other source, after all of them, so it never adds to a value (809.2
    and 814.2 sum the other grants) and two such grants give n, not 2n."""
    return Static("keyword_unless", n, kw=kw, applies=applies, condition=condition)


#: "When you discard one or more cards" (422): once per discarding instruction (a cost's discard
#: part, an effect's "discard n", each player's hand discarded), fired with its first card
EVENTS = EVENTS + ("you_discard",)
#: "When an opponent moves to a battlefield other than mine": one or more enemy units moved to a
#: battlefield where the source is not, once per move (441; the community rulings on Volibear,
#: Imposing); TRIGGER = the first of them
EVENTS = EVENTS + ("enemy_moves_to_other_bf",)


# --------------------------------------------------------------------------- cards played, discount floors
# "I cost [n] less for each card you've played this turn, to a minimum of [f]": a "cost_less"
# passive scaled by the cards its controller played this turn (419.4), with a minimum that
# applies only to that discount (356.4.e). Reference: reference/play.py (_static_times,
# _floored_discounts); core: play.pxi base_price (PER_CARDS_FINALIZED, S_FLOOR).


def CardsPlayed() -> Val:  # noqa: N802
    """The number of cards you've played this turn, where a condition's "played" means
    finalized (the Unleashed FAQ's three meanings of "play": Battering Ram, Legion; 337): the
    player's `cards_finalized`, a countered card too. The scale of a "cost_less" passive,
    `Static("cost_less", 1, per=CardsPlayed(), floor=1)`."""
    return Val("cards_finalized")


def HoldPoints() -> Val:  # noqa: N802
    """The points you scored from holding this turn (465: a hold score's point, none when it
    was not gained): the scale of a "cost_less" passive, `Static("cost_less",
    cost=Cost(2, ("calm",)), per=HoldPoints())` ("[2][calm] less for each point …")."""
    return Val("hold_points")


#: "… to play from anywhere other than your hand": the card is being played from a zone other
#: than its controller's hand (from the trash, the deck, face down; 356.4 discounts; Drag Under)
NOT_FROM_HAND = Cond("not_from_hand")

def UnlessPays(to: Ref, energy: int = 0, power: tuple[str, ...] = (),  # noqa: N802
               *effects: Op) -> Op:
    """"<effects> unless its controller pays <cost>" ("Counter a spell unless its controller
    pays [2]"): on resolution, the controller of the first object `to` names (a card on the
    chain or on the board) decides, when able to pay `energy` and `power` (up to two symbols,
    "A" any domain), whether to pay it (a YES/NO decision; YES pays); if they don't or can't,
    `effects` run. Nothing happens when `to` names nothing any more. Paid on resolution, as
    `MayPay` (not a cost)."""
    if len(power) > 2:
        raise ValueError("unless_pays takes at most two Power symbols")
    return Op("unless_pays", to=to, n=energy, kw=",".join(power), then=tuple(effects))


# --------------------------------------------------------------------------- recycling to the Main Deck
# Reference: reference/zones.py (recycle_many).

#: "When you recycle one or more cards to your Main Deck" (416; the Origins errata on Karma,
#: Channeler: runes aren't cards, and neither are tokens, 176): once per recycling instruction,
#: for the owner of the cards (a burn out's recycled trash too, 431.2.b); no TRIGGER
EVENTS = EVENTS + ("you_recycle_to_deck",)


# --------------------------------------------------------------------------- spending any number of buffs
# Reference: reference/ops_ogn.py (spend_buffs); every buff goes through play.spend_buff.


def SpendBuffs(sel: Sel, *effects: Op) -> Op:  # noqa: N802
    """"Spend any number of buffs" (702.2.b): on resolution the controller picks, one at a
    time, a unit they control (702.2.b.2) matching `sel` that has a buff, or stops; each pick's
    buff is spent ("when you spend a buff" fires) and `effects` run at once with IT = that unit
    ("for each buff spent, channel 1 rune exhausted"; "for each friendly unit, you may spend its
    buff to ready it"). `effects` ask nothing (ready, channel)."""
    return Op("spend_buffs", to=EACH(sel), then=tuple(effects))

#: "When you ready a friendly unit" (415): a unit its controller readies, by a spell or ability
#: they control or in their Awaken Phase (315.1.b, 415.3.a); one that was already ready is not
#: readied (415.1.c). TRIGGER = that unit
EVENTS = EVENTS + ("you_ready_unit",)


def TieRecallsAll() -> Static:  # noqa: N802
    """"If a combat where you are the attacker ends in a tie that would recall any of your
    units, recall all units at that battlefield instead" (the Origins FAQ errata on Symbol of
    the Solari): a replacement of the combat cleanup's recall (461.1, 367) while the source's
    passive is active; the battlefield, left without units, has no controller (461.5.b)."""
    return Static("tie_recall_all")


def EachPlayerPicks(sel: Sel, action: str, who: str = "each",  # noqa: N802
                    optional: bool = False) -> Op:
    """"Starting with the next player, each player (who="each") / each other player
    (who="others") chooses <sel> …": the controller's opponent first, then the controller
    (1v1); each picks one object matching `sel` (sides as the ability's controller sees them)
    not picked yet for it, programmatically (not a target, 355.10.e); `optional`: "may" (they
    may pick none). action "return": each pick returns to its owner's hand as it is picked
    ("each player may return a unit to its owner's hand"); "kill": the picks die together once
    all chose ("… Kill those units")."""
    if action not in ("return", "kill") or who not in ("each", "others"):
        raise ValueError(f"each_player_picks {action!r} by {who!r}")
    return Op("each_player_picks", to=EACH(sel), kw=action, who=who, n=int(optional))


def ReturnChosenChampion() -> Op:  # noqa: N802
    """"Return your Chosen Champion from your trash to your Champion Zone if it is empty"
    (108.3, 103.2.a): any copy of the card chosen as Chosen Champion (the exact card name, the
    Origins FAQ on Hallowed Tomb); nothing while the Champion Zone holds a card."""
    return Op("return_chosen_champion")


def AnyNumberOfBuffs() -> Static:  # noqa: N802
    """"I can have any number of buffs": buffing the source places one more buff even when it
    has one (702.3 does not apply to it); each gives +1 Might (703), spending one removes a
    single counter (702.2.b)."""
    return Static("many_buffs")


def HideFreeThisTurn() -> Op:  # noqa: N802
    """"You can hide cards ignoring costs this turn": hiding (811.1.b) costs the controller
    nothing for the rest of the turn."""
    return Op("hide_free")


def OpponentsCantPlayCards() -> Op:  # noqa: N802
    """"Opponents can't play cards this turn": for the rest of the turn each opponent plays no
    card (placing it on the chain, the Unleashed FAQ's third meaning of "play"), from any zone,
    by their choice or by an effect (such a card can't be played and goes back, 358.4).
    Tokens are no cards (176)."""
    return Op("opponents_cant_play")

#: "When a friendly unit moves from my location" (441): another unit of the source's
#: controller moves from where the source is (the source stays there); TRIGGER = that unit, the
#: event's location its destination (for `MoveToEventLocation(SELF, base_too=True)`)
EVENTS = EVENTS + ("ally_moves_from_my_loc",)


def SwapMight(to: Ref) -> Op:  # noqa: N802
    """"Swap the Might of two units this turn" (433.1): the two objects `to` names (a slot of
    two picks) have their current Might values reversed: the difference between them is an
    Increase for the lower and a Decrease for the higher, each for this turn (433.1.a-b;
    143.2.b: a negative Might counts as 0); equal values: nothing (433.1.c). Both must still be
    on the board at one location (the pair's restriction as it resolves, 359.3.e.2)."""
    return Op("swap_might", to=to)


def GiveMyKeywords(to: Ref, duration: str = "turn") -> Op:  # noqa: N802
    """"Give <to> my keywords this turn": each keyword the source has as this resolves (with
    its value: [Deflect 2] gives [Deflect 2]) is given to the units `to` names (the keywords
    both engines model, compile.KEYWORDS); nothing once the source left the board
    (359.3.e.12). Kato the Arm."""
    return Op("give_my_keywords", to=to, duration=duration)


def HandToDeck() -> Op:  # noqa: N802
    """"Put a card from your hand on the top or bottom of your Main Deck": as it resolves, the
    controller chooses a card of their hand, then the top (option 0) or the bottom (option
    1); nothing with an empty hand. Altar of Memories."""
    return Op("hand_to_deck")


def power_spent_at_least(n: int) -> Cond:
    """"If you've spent at least n Power ([A]…) this turn": the controller paid n or more Power
    symbols this turn (resources.pay; Sivir, Mercenary)."""
    return Cond("power_spent_ge", args=(n,))


def enemy_chosen_at_least(n: int) -> Cond:
    """"If you've chosen enemy units and/or gear n times this turn with spells or unit
    abilities": each enemy unit or gear a spell or a unit's ability of the controller targeted
    this turn counts once (383.4.b, 355.14.d; Prodigal Explorer)."""
    return Cond("enemy_chosen_ge", args=(n,))


def EquipmentOn() -> Val:  # noqa: N802
    """"For each of your Equipment attached to it": the scale of a keyword passive,
    `Static("keyword", kw="Assault", applies=…, per=EquipmentOn())` ("Your Equipment each
    give [Assault]": each Equipment of the source's controller attached to the unit the
    passive applies to, 818.3)."""
    return Val("equipment_on")


# --------------------------------------------------------------------------- reveal, banish, play
# "Reveal the top N cards of your Main Deck. You may banish one, then play it …" (424, 427,
# 419.3): Void Burrower, Void Rush, Rek'Sai, Swarm Queen. Reference:
# reference/ops_look_and_play.py (_reveal_banish_play); core: ops_look_and_play.pxi
# reveal_banish_play.

#: what becomes of the revealed cards not banished
REVEAL_REST = ("recycle", "draw")


def RevealBanishPlay(n: int, less: int = 0, rest: str = "recycle",  # noqa: N802
                     here: bool = False, kind: str | None = None, look: bool = False) -> Op:
    """Reveal the top n cards of your Main Deck (424; `look`: look at them instead; each
    offered to a look hook such as Nocturne's); you may banish one of those still in the deck
    (427; `kind`: only a card of that type), then play it paying its cost reduced by `less`
    Energy (419.3, 356.4; if it can't be played it stays banished). `rest`: the others still in
    the deck are recycled (416) or drawn ("draw any you didn't banish", 413). `here`: "if it
    is a unit, you may play it here": a unit may be played to this ability's location as well
    as where it may be played (355.2)."""
    if rest not in REVEAL_REST:
        raise ValueError(f"reveal_banish_play rest {rest!r} not in {REVEAL_REST}")
    if look and here:
        raise ValueError("reveal_banish_play: a looked-at card played here is not supported")
    return Op("reveal_banish_play", n=n, less=less, kw=kind, rest=rest,
              dest="here" if here else ("look" if look else None))


# --------------------------------------------------------------------------- excess damage noted
# "If you assigned n or more excess damage to enemy units, … deal that much" (460.2.c.4): the
# excess the conquering player assigned in the combat, noted as a "When I conquer" ability
# triggered (the engines forget it once the combat's control step ends). Reference:
# reference/scoring.py (score) notes it, effects.value reads it; core: scoring.pxi score,
# vm.pxi op_value VK_EXCESS_NOTED. Only in a card's own "conquer" trigger (Sivir, Ambitious).


def ExcessNoted() -> Val:  # noqa: N802
    """"That much": the excess damage (beyond lethal, 460.2.c.4) the ability's controller
    assigned in the combat that led to this conquer, noted as the ability triggered."""
    return Val("excess_noted")


# --------------------------------------------------------------------------- "if you've played an
# Equipment this turn"; Weaponmaster granted by a passive
#: the ability's controller played an Equipment card this turn (a play, 350; tokens are not
#: noted, as for FIRST_GEAR_THIS_TURN). Reference: select.holds (play.py notes it); core:
#: select.pxi CN_EQUIPMENT_PLAYED_THIS_TURN (Player.equipment_turn, triggers.pxi
#: note_gear_played). Emperor of the Sands.
EQUIPMENT_PLAYED_THIS_TURN = Cond("equipment_played_this_turn")
# "Your Sand Soldiers have [Weaponmaster]" is `Static("keyword", kw="Weaponmaster", applies=…)`
# (layers.keywords grants it, 809; triggers.fire_played reads it, 821); the core runs it as a
# passive of its own kind (ops_equipment.pxi weaponmaster_granted).


# --------------------------------------------------------------------------- "pay any amount of
# … to [Add] that much …"
#: the most a player may choose to pay in a "pay any amount" choice (both engines offer the
#: amounts 0 … this, as far as they can pay: ops_sfd.pxi, Bullet Time in effects.pxi; the
#: core's prices hold at most 16 Power symbols)
PAY_ANY_MAX = 16


def PayAnyToAdd(pay: str, add: str) -> Op:  # noqa: N802
    """"Pay any amount of Energy to [Add] that much [A]" (pay="energy", add="power") / "pay any
    amount of [A] to [Add] that much Energy" (pay="power", add="energy"): the controller
    chooses an amount X they can pay (option X, 0 … PAY_ANY_MAX), pays X Energy or X Power of
    any domain (157.1, the payment planner), and adds X Energy or X Power of any domain to
    their pool (429, 165.1). Reference: reference/ops_sfd.py; core: ops_sfd.pxi
    op_pay_any_add. Ancient Henge, Hextech Anomaly."""
    if pay not in ("energy", "power") or add not in ("energy", "power") or pay == add:
        raise ValueError(f"pay_any_add {pay!r} -> {add!r}")
    return Op("pay_any_add", kw=pay, dest=add)


# --------------------------------------------------------------------------- hidden cards kept
# facedown, units only to base, no readying (passives read on the play and ready paths;
# reference/ops_ogn.py, core ops_ogn.pxi)


def OpponentsHiddenStayHere() -> Static:  # noqa: N802
    """"Your opponents' [Hidden] cards can't be revealed here": an opponent of the source's
    controller can't play a card from facedown at the source's location (a card played from
    Hidden is revealed as it is played, 811.1.c.3, 421.4; Noxus Saboteur)."""
    return Static("opp_hidden_stay_here")


def OpponentsUnitsOnlyToBase(condition: "Cond | None" = None) -> Static:  # noqa: N802
    """"Opponents can only play units to their base": on every path a unit of an opponent of
    the source's controller is played (from hand, from Hidden, by an effect, a token), its
    only location is its base (355.2); a hidden unit, which must be played to its battlefield
    (811.1.d.1), can't be played. `condition`: while it holds (Mageseeker Warden: while the
    source is at a battlefield)."""
    return Static("opp_units_to_base", condition=condition)


def EnemiesCantBeReadied(condition: "Cond | None" = None) -> Static:  # noqa: N802
    """"Spells and abilities can't ready enemy units and gear": a Ready instruction (415) of any
    spell or ability leaves exhausted the units and gear an opponent of the source's
    controller controls (a unit entering ready and the Awaken Phase are no readying by a
    spell or ability). `condition`: while it holds (Mageseeker Warden)."""
    return Static("no_ready_enemies", condition=condition)


# --------------------------------------------------------------------------- hiding for another
# cost, owned cards back to hand (reference/play.py h_hide, ops_ogn.py; core keywords.pxi,
# ops_ogn.pxi)


def HideCost(cost: "Cost") -> Static:  # noqa: N802
    """"You may pay <cost> to hide a card with [Hidden] instead of [A]": hiding (811.1.b) may
    be paid with `cost` in place of its [A] (asked as it is hidden when both can be paid;
    Teemo, Swift Scout)."""
    return Static("hide_cost", cost=cost)


def OwnedToHand(sel: Sel) -> Op:  # noqa: N802
    """"Put a <sel> you own into your hand from your Champion Zone or the board": as it
    resolves, the controller chooses one card they own matching `sel` (kind, tag, …; no zone:
    `sel.where` "any") in their Champion Zone or on the board (whoever controls it); it goes
    to their hand (a return to hand, as `ReturnToHand`). None: nothing happens."""
    return Op("owned_to_hand", cond=Cond("matches", sel))


# --------------------------------------------------------------------------- moving an Equipment
# from one unit to another (434): Azir, Ascendant. Reference: reference/ops_equipment.py
# (_attach_equipment_of); core: ops_equipment.pxi op_attach_equipment_of.


def AttachEquipmentOf(unit: Ref, optional: bool = True) -> Op:  # noqa: N802
    """"Attach one of its Equipment to me" (434): the controller chooses one of the Equipment
    attached to `unit` (none attached: nothing happens) and attaches it to the ability's source
    (434.1.f: it detaches from `unit`; 434.1.g: already on the source, nothing happens).
    `optional`: "you may": they may choose none."""
    return Op("attach_equipment_of", to=unit, kw="may" if optional else None)


# --------------------------------------------------------------------------- [Repeat] given to a
# spell (820): Temporal Portal. Reference: reference/ops_sfd.py (_next_spell_repeat) and
# reference/play.py (granted_repeats); core: vm.pxi OP_NEXT_SPELL_REPEAT and costs.pxi.


def NextSpellRepeat() -> Op:  # noqa: N802
    """"Give the next spell you play this turn [Repeat] equal to its cost" (820): a player
    effect this turn, used up as that spell is played; that spell has one more [Repeat] (after
    its own), whose cost is its printed Energy and Power cost, paid or not on its own
    (820.1.c.2). Not offered to a "Choose one" spell (a simplification: its executions each
    choose a mode, 820.2.a, which the engines model only for a spell's own [Repeat] whose
    modes have the same number of target slots, `Spell`)."""
    return Op("next_spell_repeat")


# --------------------------------------------------------------------------- an optional
# additional cost paid any number of times
def OptionalCostAnyTimes(cost: Cost, less_energy: int = 0,  # noqa: N802
                         less_power: str | None = None) -> Static:
    """"As you play me, you may <cost> any number of times as an additional cost. Reduce my
    cost by [n] / [domain] for each" (356.2.b.1, 357.2): an optional additional cost the
    player chooses to pay 0, 1, 2, … times in step 2 (each time a further unit for its unit
    part, so at most as many times as there are such units), each payment taking `less_energy`
    Energy and one `less_power` Power symbol off the total cost (a total-cost discount,
    356.4.d, applied after the additional costs and before Deflect; 356.5: never below 0). The
    cost must have exactly one unit part (`spend_buff` or `kill_unit`, …) and no discard.
    PAID_EXTRA holds when it was paid at least once. Reference: play.py (any_times_cost,
    _ask_any_times, _any_times_price); core: costs.pxi (PER_TIMES_PAID rows).
    Kraken Hunter, Commander Ledros."""
    return Static("optional_cost", n=less_energy, kw=less_power, cost=cost,
                  per=Val("times_paid"))


# --------------------------------------------------------------------------- "then do this" on
# all the objects an instruction acted on (387): Arise!. Reference: ops_choices._reflexive and
# select.matches (`remembered`); core: ops_choices.pxi op_reflexive, select.pxi SEL_REMEMBERED.
def Reflexive(ability: int, them: bool = False) -> Op:  # noqa: N802
    """"Then do this: …" (387; the Spiritforged FAQ's reflexive triggers): the card's `Delayed`
    ability number `ability` goes on the chain after this effect resolves (its targets chosen
    then, 402.1), its trigger object the first object the instruction before acted on (IT).
    `them`: it remembers every one of those objects ("ready up to two of them"): its targets
    are `Sel(remembered=True)`. The engines mark them on the objects until the next such
    trigger (the marks are read only as its targets are chosen, before any other effect can
    resolve). The core allows it only right after a Token instruction (its IT: the tokens,
    consecutive new objects)."""
    return Op("reflexive", n=ability, kw="them" if them else None)


def LookTopBeforeReveal() -> Static:  # noqa: N802
    """"If you would reveal cards from a deck, look at the top card first. You may recycle
    it. Then reveal those cards" (Void Hatchling): a replacement (367) of every reveal from a
    deck its controller makes (424.3; the instructions of
    `reference.ops_look_and_play.REVEALS_FROM_DECK`), applied once per passive (373): look at
    that deck's top card, may recycle it (416), then the instruction reveals from the top as
    it is then. Reference: ops_look_and_play.before_reveal; core: ops_look_and_play.pxi
    before_reveal."""
    return Static("look_top_before_reveal")


def ExtraHiddenSlot() -> Static:  # noqa: N802
    """"You may hide an additional card here" (a battlefield: Bandle Tree): its facedown zone's
    maximum occupancy is two (107.3.b, 107.3.b.1): a card may be hidden there (421, 811.1.b)
    while it holds fewer than two. Reference: zones.facedown_room; core: keywords.pxi
    facedown_room."""
    return Static("extra_hidden_slot")


# --------------------------------------------------------------------------- kills a player is
# responsible for (411.4, 428.5). Reference: reference/ops_kill_watches.py (kill_responsible,
# _you_kill_listener); core: ops_kill_watches.pxi (you_kill_listener).
#: "When you kill a stunned enemy unit": a unit that was stunned and another player's as it died
#: (last known) is killed by a kill instruction of a spell or ability you control, or in the
#: cleanup right after your spell or ability dealt it damage (428.5.b-c); once per unit;
#: TRIGGER = it
EVENTS = EVENTS + ("you_kill_stunned_enemy",)


# --------------------------------------------------------------------------- control of an item
# on the chain (359.3.f.4). Reference: reference/ops_copy_and_control.py (_control_chain_item);
# core: ops_copy_and_control.pxi (op_control_chain_item).


def ControlChainItem(to: Ref) -> Op:  # noqa: N802
    """"Gain control of a spell. You may make new choices for it": the spell `to` on the chain
    (and its card) comes under this item's controller, so its "you" / "friendly" / "enemy" now
    mean that player (359.3.f.4); that player may then choose all its targets anew, under its
    own targeting restrictions for them (355.9; asked only when each required slot has a
    legal choice). Its "Choose one" mode and move destinations are kept (the engines re-choose
    targets only); no cost is paid again."""
    return Op("control_chain_item", to=to)


def PlayBanishedWith(sel: Sel, cost: str = "free") -> Op:  # noqa: N802
    """"Play all <units> banished with this, ignoring their costs": every card matching `sel`
    (its `where` "any": they are in a banishment) that this ability's source banished (427.3;
    an Equipment's Effect Text banishes with that Equipment, 718.3), one at a time, each by
    419.3 at `cost` ("free": ignoring its cost, 356.1.b.1; "paid"; "no_energy"), each unit's
    location chosen as it is finalized (355.2). "This" is the source as the ability was
    activated, even if its cost banished it (359.3.e.13)."""
    return Op("play_banished_with", cond=Cond("matches", sel), kw=cost)
