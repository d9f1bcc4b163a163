"""Game state of the reference engine: plain objects holding small ints.

The layout mirrors what the compiled core keeps in flat arrays (DESIGN.md "Core state"): an
object table indexed by object id, per-player zone lists, battlefields, the chain, pending
triggers, continuous effects and the turn/priority/focus fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class Zone(IntEnum):
    """Where an object is (rules 106-108). BOARD objects also have a location."""

    NONE = 0
    DECK = 1          # main deck (108.4)
    HAND = 2          # 108.7
    BOARD = 3         # a base or a battlefield (107): units and gear
    TRASH = 4         # 108.2
    BANISHMENT = 5    # 108.6
    CHAMPION = 6      # champion zone (108.3)
    LEGEND = 7        # legend zone
    RUNE_DECK = 8     # 108.5
    RUNES = 9         # runes on the board (in base)
    CHAIN = 10        # 108.1
    FACEDOWN = 11     # hidden at a battlefield (facedown zone)
    BATTLEFIELD = 12  # the battlefield card itself, in the battlefield zone
    REMOVED = 13      # set aside (unused battlefields, 480.5; tokens that ceased to exist)


class Phase(IntEnum):
    """Phases and steps of a turn (rules 315-317)."""

    SETUP = 0
    AWAKEN = 1
    BEGINNING = 2     # beginning step
    SCORING = 3       # scoring step (hold)
    CHANNEL = 4
    DRAW = 5
    MAIN = 6
    ENDING = 7        # ending step
    EXPIRATION = 8    # expiration step
    OVER = 9


#: location codes: 0 = the controller's base, i + 1 = battlefield i, -1 = not on the board
LOC_NONE = -1
#: riftsim's capacity: a chain item holds at most this many chosen targets (the core's MAXTG);
#: a slot of "any number" / "up to" targets offers no more once the item holds them
MAX_TARGETS = 8
LOC_BASE = 0

NONE = -1             # "no player / no object"

ATTACKER = 1
DEFENDER = 2

#: Showdown.step: the combat Resolution Step's subsection done last (461). Between two, the
#: triggers they fired go on the chain and resolve (HOT FEPR, 335.3) before the next one
STEP_CLEANED = 1      # 461.1 the combat cleanup
STEP_RESULT = 2       # 461.3 the combat result determined
STEP_CONTROL = 3      # 461.5 control established


#: What the active passives (layers._statics) are worked out from: an object's zone, card and
#: attachment. Setting one of these fields of any object, in any game, bumps ACTIVE_VERSION[0],
#: so a list kept under an older version is known stale (the objects are few and these writes
#: rare; a version shared by all games can only cost a recomputation, never a stale answer).
_ACTIVE_FIELDS = frozenset(("zone", "card", "attached_to"))
ACTIVE_VERSION = [0]
#: tests set CHECK_KEPT[0] to check every kept answer against a fresh one
CHECK_KEPT = [False]


def kept(g, name: str, compute):
    """`compute(g)` (a tuple), kept in the game until an object's zone, card or attachment
    changes (ACTIVE_VERSION): only for answers that depend on those fields alone."""
    d = getattr(g, "__dict__", None)
    if d is None:                        # a view of a core game (tests read prices through it)
        return compute(g)
    k = d.get("_kept")
    if k is None or k["version"] != ACTIVE_VERSION[0] or k["objs"] is not g.objs:
        k = g._kept = {"version": ACTIVE_VERSION[0], "objs": g.objs}
    out = k.get(name)
    if out is None:
        out = k[name] = compute(g)
    elif CHECK_KEPT[0]:
        assert compute(g) == out, f"a kept answer ({name}) went stale"
    return out


@dataclass
class Obj:
    """One card or token (rule 120-124). `loc` is meaningful on the board only."""

    def __setattr__(self, name, value):
        if name in _ACTIVE_FIELDS:
            ACTIVE_VERSION[0] += 1
        object.__setattr__(self, name, value)

    id: int
    card: int                 # index into the game's card table
    owner: int
    controller: int
    zone: Zone = Zone.NONE
    loc: int = LOC_NONE
    exhausted: bool = False
    damage: int = 0
    damaged_by: int = 0         # bit p: player p marked some of that damage ("their damage",
                                # the Unleashed FAQ on lethal damage); reset with it
    buff: int = 0             # buff counters (702; at most one, 702.3)
    stunned: bool = False
    token: bool = False
    designation: int = 0      # ATTACKER / DEFENDER during a combat (459.2.b)
    epoch: int = 0            # bumped on every zone change: a new object (359.3.e.4)
    moves_this_turn: int = 0
    played_turn: int = -1     # turn number it was hidden (Hidden: playable from the next turn)
    finalized_turn: int = -1  # turn it was last finalized as a played card (Legion, 812.1.c)
    from_hidden: bool = False  # its current play was from face down (811.1.d)
    empowered: bool = False   # Empowered status (Vendetta; on the board or legend zone)
    paid_extra: bool = False  # played paying its optional additional cost (356.2.b)
    remembered: bool = False  # one of "them" a reflexive trigger remembers (387; ops_choices.
                              # _reflexive: until the next such trigger)
    attached_to: int = -1     # the Top-Most Card this is Attached to (434, 718), or -1
    banished_with: tuple[int, int] | None = None   # (object, its epoch) whose ability banished
                              # it (427.3: "banished with this"), until it changes zones


@dataclass
class Player:
    index: int
    legend: int = NONE
    champion: int = NONE       # object id in the champion zone, or NONE
    chosen_card: int = NONE    # the Chosen Champion's card (103.2.a), NONE without one: every
                               # copy of it is "your Chosen Champion" (the Origins FAQ on
                               # Hallowed Tomb)
    deck: list[int] = field(default_factory=list)       # [0] is the top
    hand: list[int] = field(default_factory=list)
    trash: list[int] = field(default_factory=list)
    banishment: list[int] = field(default_factory=list)
    rune_deck: list[int] = field(default_factory=list)  # [0] is the top
    runes: list[int] = field(default_factory=list)      # runes on the board
    points: int = 0
    energy: int = 0                                      # rune pool (164)
    power: dict[str, int] = field(default_factory=dict)  # domain -> floating power
    spell_energy: int = 0       # pool Energy that may only pay for spells (Lux, Crownguard)
    cards_played: int = 0       # cards played this turn (419.4)
    cards_finalized: int = 0    # cards finalized this turn (Legion, 812.1.c)
    discarded: int = 0          # cards discarded this turn
    spells_played: int = 0      # spells played this turn (419.4.a: once they resolve)
    xp_gained: int = 0          # XP gained this turn (730.1)
    hold_points: int = 0        # points scored from holding this turn (465, 466.2)
    conquered: set[int] = field(default_factory=set)     # battlefields conquered this turn (464)
    scored: set[int] = field(default_factory=set)        # battlefields scored this turn (465)
    burnouts: int = 0
    turns_taken: int = 0
    xp: int = 0                 # experience (728-733), public
    excess: int = 0             # excess damage assigned in the current combat
    units_died: int = 0         # units this player controlled that died this turn
    power_spent: int = 0        # Power this player paid this turn (resources.pay; Sivir,
                                # Mercenary)
    enemy_chosen: int = 0       # picks of enemy units and gear by this player's spells and unit
                                # abilities this turn (triggers.fire_chosen; Prodigal Explorer)


@dataclass
class Battlefield:
    index: int
    obj: int                    # object id of the battlefield card
    owner: int
    controller: int = NONE      # 187.2
    contested_by: int = NONE    # 187.3: the player who applied Contested
    facedown: int = NONE        # hidden card here (811), object id
    facedown2: int = NONE       # a second one where the facedown zone holds two (107.3.b.1)
    showdown_staged: bool = False
    combat_staged: bool = False
    prev_controller: int = NONE  # controller right before the last conquest (Yone errata)
    replaced: int = NONE        # the card a Replace token here stands in for (438.5, 438.7)


@dataclass(eq=False)
class ChainItem:
    """A card or ability on the chain (328-331). Compared by identity: two triggers alike in
    every field are still two items (`g.chain.remove(item)` removes that one, not the first
    equal one; the core removes by index)."""

    kind: str                   # "spell", "ability", "trigger", "unit", "gear"
    controller: int
    source: int                 # object id of the card / the ability's source
    ability: int = -1           # index into the source card's abilities
    pending: bool = True        # 329
    targets: list[list[int]] = field(default_factory=list)
    epochs: dict[int, int] = field(default_factory=dict)   # target id -> epoch when chosen
    trigger_obj: int = NONE     # the object the trigger event named
    here: int = LOC_NONE        # location noted when the trigger condition was met (359.3.f.3)
    snapshot_might: int = 0     # Deathknell / last-known values noted before leaving (808.1.d.3)
    from_hidden_bf: int = -1    # played from Hidden at battlefield i (811.1.d)
    extra: dict = field(default_factory=dict)


@dataclass
class Showdown:
    """A showdown or combat in progress (341-348, 454-461)."""

    bf: int
    combat: bool
    focus: int
    passes: int = 0
    attacker: int = NONE
    defender: int = NONE
    attackers_seen: set[int] = field(default_factory=set)  # attack triggers once per combat
    defenders_seen: set[int] = field(default_factory=set)
    applied_by: int = NONE
    step: int = 0               # the Resolution Step's subsection done last (461; HOT FEPR):
                                # 0 none, STEP_CLEANED, STEP_RESULT, STEP_CONTROL
    recalled: bool = False      # attackers were recalled in its combat cleanup (461.3)


@dataclass
class Effect:
    """A continuous effect from a resolved instruction (layers 468-475)."""

    kind: str                   # "might", "set_might", "give", "enter_ready"
    target: int                 # object id (or player for player effects)
    epoch: int
    n: int = 0
    kw: str | None = None
    duration: str = "turn"      # "turn", "combat", "permanent"
    timestamp: int = 0
    controller: int = NONE


@dataclass
class Task:
    """An outstanding task (334): a resumable step of the rules procedure.

    `kind` selects the handler; `stage` and `data` keep its progress so a player decision in
    the middle of a task is ordinary state (the same shape the core's VM uses).
    """

    kind: str
    stage: int = 0
    data: dict = field(default_factory=dict)
    answer: int | None = None


@dataclass
class PendingTrigger:
    """A triggered ability whose condition was met, not yet on the chain (383.3)."""

    controller: int
    source: int
    ability: int
    trigger_obj: int = NONE
    here: int = LOC_NONE
    snapshot_might: int = 0
    extra: dict = field(default_factory=dict)
