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
`riftsim.cards.compile` (issue "Compiled core") lowers it to bytecode: keep the op set small
and composable, and give a card that truly fits no op a named op of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

# --------------------------------------------------------------------------- selectors

#: object kinds a selector can match
KINDS = ("unit", "gear", "permanent", "spell", "ability", "card", "rune", "battlefield")
#: sides, relative to the ability's controller
SIDES = ("any", "friendly", "enemy")
#: where the object must be. "here" = the source's location (or the battlefield itself for a
#: battlefield's abilities); "combat" = the battlefield where a combat is in progress.
WHERES = ("board", "battlefield", "base", "here", "combat", "trash", "hand", "chain")


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

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"selector kind {self.kind!r} not in {KINDS}")
        if self.side not in SIDES:
            raise ValueError(f"selector side {self.side!r} not in {SIDES}")
        if self.where not in WHERES:
            raise ValueError(f"selector where {self.where!r} not in {WHERES}")


def unit(side: str = "any", where: str = "board", **kw: Any) -> Sel:
    return Sel("unit", side, where, **kw)


def gear(side: str = "any", where: str = "board", **kw: Any) -> Sel:
    return Sel("gear", side, where, **kw)


def spell_on_chain(side: str = "any", **kw: Any) -> Sel:
    return Sel("spell", side, "chain", **kw)


@dataclass(frozen=True)
class Target:
    """A declared target slot (rule 355.6-355.13). `count` objects, or up to `count`."""

    sel: Sel
    count: int = 1
    up_to: bool = False
    same_location: bool = False   # "two units at the same battlefield"


# --------------------------------------------------------------------------- references


@dataclass(frozen=True)
class Ref:
    """An operand: `T(i)`, `SELF`, `TRIGGER`, `IT`, `EACH(sel)`, `CONTROLLER`, `OPPONENT`."""

    kind: str
    index: int = 0
    sel: Sel | None = None


def T(i: int = 0) -> Ref:  # noqa: N802 - reads like the printed card
    return Ref("target", i)


def EACH(sel: Sel) -> Ref:  # noqa: N802
    return Ref("each", 0, sel)


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


def Deal(n: Number, to: Ref) -> Op:  # noqa: N802 - names mirror the printed verbs
    return Op("deal", to=to, n=n)


def Kill(to: Ref) -> Op:  # noqa: N802
    return Op("kill", to=to)


def Draw(n: Number = 1, who: str = "you") -> Op:  # noqa: N802
    return Op("draw", n=n, who=who)


def Discard(n: Number = 1) -> Op:  # noqa: N802
    return Op("discard", n=n)


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


def Might(to: Ref, n: Number, duration: str = "turn") -> Op:  # noqa: N802
    """Give +n / -n Might (arithmetic layer, rule 472.3)."""
    return Op("might", to=to, n=n, duration=duration)


def Give(to: Ref, kw: str, n: int = 0, duration: str = "turn") -> Op:  # noqa: N802
    """Give a keyword ("Assault", 3) (ability layer, rule 472.2)."""
    return Op("give", to=to, kw=kw, n=n, duration=duration)


def Recall(to: Ref) -> Op:  # noqa: N802
    return Op("recall", to=to)


def Move(to: Ref, dest: str = "choose") -> Op:  # noqa: N802
    """Move units (rule 440). dest: "base", "here", "choose" (a decision on resolution)."""
    return Op("move", to=to, dest=dest)


def ReturnToHand(to: Ref) -> Op:  # noqa: N802
    return Op("return_to_hand", to=to)


def Channel(n: int = 1, exhausted: bool = False) -> Op:  # noqa: N802
    return Op("channel", n=n, ready=not exhausted)


def AddEnergy(n: int) -> Op:  # noqa: N802
    return Op("add_energy", n=n)


def AddPower(domain: str, n: int = 1) -> Op:  # noqa: N802
    return Op("add_power", kw=domain, n=n)


def Token(card: str, n: int = 1, where: str = "base", ready: bool = False) -> Op:  # noqa: N802
    """Play n unit/gear tokens (rule 176-184) at "base" or "here"."""
    return Op("token", card=card, n=n, dest=where, ready=ready)


def Counter(to: Ref) -> Op:  # noqa: N802
    return Op("counter", to=to)


def GainPoints(n: int = 1) -> Op:  # noqa: N802
    return Op("gain_points", n=n)


def Banish(to: Ref) -> Op:  # noqa: N802
    return Op("banish", to=to)


def May(*effects: Op) -> Op:  # noqa: N802
    """"You may …" inside an effect: a YES/NO decision on resolution."""
    return Op("may", then=tuple(effects))


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
)


@dataclass(frozen=True)
class Spell:
    """What a spell does (359.3.d). `repeat`: the costs of its [Repeat] keywords (820); each
    one paid executes `effects` once more, with its own targets (820.2.a)."""

    targets: tuple[Target, ...] = ()
    effects: tuple[Op, ...] = ()
    repeat: tuple[Cost, ...] = ()


@dataclass(frozen=True)
class Triggered:
    on: str
    effects: tuple[Op, ...] = ()
    targets: tuple[Target, ...] = ()
    optional: bool = False        # "you may" opening the effect (383.3.a)
    condition: Cond | None = None  # intervening "if" (383.3.e)
    once_per_turn: bool = False
    cost: Cost | None = None      # cost within instructions (383.3.b)

    def __post_init__(self) -> None:
        if self.on not in EVENTS:
            raise ValueError(f"trigger event {self.on!r} not in {EVENTS}")


@dataclass(frozen=True)
class Activated:
    cost: Cost
    effects: tuple[Op, ...] = ()
    targets: tuple[Target, ...] = ()
    timing: str | None = None     # None, "action", "reaction"
    condition: Cond | None = None  # "use this only while …" (377.2.b)
    adds: bool = False            # an [Add] ability: resolves immediately (400.2)


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


@dataclass(frozen=True)
class Replacement:
    """A replacement effect (rule 367): `event` would happen to `applies` → do `effects`."""

    event: str                     # "die", "take_damage", …
    effects: tuple[Op, ...] = ()
    applies: Sel | None = None
    kill_self: bool = False        # "kill this instead" (Zhonya's Hourglass)


Ability = Union[Spell, Triggered, Activated, Static, Replacement]


@dataclass(frozen=True)
class CardDef:
    """The behaviour of one card. Keywords come from the card's facts unless overridden."""

    name: str
    abilities: tuple = ()
    keywords: tuple[str, ...] | None = None   # None = use the facts' keywords
    token: dict | None = field(default=None, hash=False, compare=False)

    def spell(self) -> Spell | None:
        for a in self.abilities:
            if isinstance(a, Spell):
                return a
        return None
