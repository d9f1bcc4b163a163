"""Decision kinds and the canonical action encoding shared by both engines.

Every player choice is a *decision* of one `DecisionKind`; its options are ints from one
fixed action space::

    code = (ActionKind << 16) | arg          arg < 65536

`legal_actions()` returns the codes sorted ascending, which *is* the canonical option order
(DESIGN.md "Decisions are factored and canonical"): both engines generate the same set and sort
it, so the same index means the same choice in both. `arg` is usually an object id (objects are
numbered at setup, tokens appended), a location (`LOC_BASE` or battlefield index + 1), a
number, or a small index into a per-decision list documented on the decision kind.
"""

from __future__ import annotations

from enum import IntEnum

ARG_BITS = 16
ARG_MASK = (1 << ARG_BITS) - 1


class DecisionKind(IntEnum):
    """What is being decided. The `Decision.player` makes the choice."""

    MULLIGAN = 1        # SELECT(obj) a hand card to set aside (up to 2), or DONE
    PRIORITY = 2        # main-phase / chain / focus action: PLAY, HIDE, MOVE_UNIT, ACTIVATE, PASS
    MOVE_UNITS = 3      # standard move being declared: add another UNIT, or choose DESTINATION
    PLAY_LOCATION = 4   # where a unit being played enters: LOCATION
    OPTIONAL_COST = 5   # pay an optional additional cost (Accelerate, …): YES / NO
    TARGET = 6          # choose a target for a chain item: TARGET(obj) (or DONE for "up to");
                        # a spell or ability on the chain: TARGET(CHAIN_TARGET + its index)
    ASSIGN_DAMAGE = 7   # combat damage: TARGET(obj) that receives lethal (or the rest) next
    CHOOSE_BATTLEFIELD = 8  # turn player picks the staged showdown/combat: LOCATION
    ORDER_TRIGGERS = 9  # put the next of your simultaneous triggers on the chain: INDEX(i)
    MAY = 10            # optional instruction ("you may …"): YES / NO
    CHOOSE_CARD = 11    # choose a card among several (look at top N, discard, …): SELECT(obj)
    DESTINATION = 12    # destination of a move made by an effect: LOCATION
    CHOOSE_MODE = 13    # mode of a "choose one" card: INDEX(i)
    CHOOSE_PLAYER = 14  # "choose a player": INDEX(player index)
    NAME_TAG = 24       # "as you play this, name a tag": INDEX(index in CardPool.unit_tags)


class ActionKind(IntEnum):
    PASS = 0            # pass priority/focus, end the turn (main phase), decline
    DONE = 1            # finish a variable-size selection
    YES = 2
    NO = 3
    PLAY = 4            # arg = object id of the card (hand, champion zone, facedown)
    HIDE = 5            # arg = object id; hides it at a battlefield (second decision: LOCATION)
    MOVE_UNIT = 6       # arg = unit id: start (PRIORITY) or extend (MOVE_UNITS) a standard move
    ACTIVATE = 7        # arg = instance * ACT_INSTANCE + object id * 8 + ability index
    TARGET = 8          # arg = object id, or CHAIN_TARGET + a chain index (below)
    LOCATION = 9        # arg = LOC_BASE or battlefield index + 1
    SELECT = 10         # arg = object id
    INDEX = 11          # arg = index into the decision's own list


LOC_BASE = 0

#: TARGET(CHAIN_TARGET + i) chooses the spell or ability at index i of the chain (0 the oldest;
#: 355.9.a.2, 355.9.c: an ability is an object apart from its source): the argument of a
#: selector of kind "spell_or_ability" (`dsl.spell_or_ability_on_chain`). A chain item keeps
#: such a target as that number; when an item below it leaves the chain it moves down one,
#: and when the chosen item itself leaves it becomes CHAIN_TARGET_GONE (no longer legal,
#: 359.3.e). Object ids stay below CHAIN_TARGET (the core's MAXO is 320: four players' decks
#: and their tokens) and the chain below 63 items (the core's MAXCH is 32), so every such
#: number is below 512 and fits the core's uint16 targets.
CHAIN_TARGET = 448
CHAIN_TARGET_GONE = 511


#: ACTIVATE(instance * ACT_INSTANCE + object id * 8 + ability index): `instance` > 0 uses the
#: instance-th copy of the object's printed ability (a unit with Svellsongur attached has one
#: more instance of its abilities each, 718.3 / 472.2.c; each keeps its own "once per turn" and
#: mode record, 383.3.f / 377.2.b). Object ids stay below 512 (CHAIN_TARGET above), so
#: instances 0 .. ACT_INSTANCES - 1 fit the 16-bit argument; a unit with more is a
#: CapacityError in both engines.
ACT_INSTANCE = 4096
ACT_INSTANCES = 16


def activate_arg(arg: int) -> tuple[int, int, int]:
    """(object id, ability index, instance) of an ACTIVATE argument."""
    return (arg % ACT_INSTANCE) // 8, arg % 8, arg // ACT_INSTANCE


def is_chain_target(x: int) -> bool:
    """Is target `x` a chain item (CHAIN_TARGET + i, or CHAIN_TARGET_GONE), not an object?"""
    return x >= CHAIN_TARGET


def encode(kind: ActionKind, arg: int = 0) -> int:
    """Pack an action kind and its argument into one canonical int."""
    if not 0 <= arg <= ARG_MASK:
        raise ValueError(f"action argument {arg} out of range 0..{ARG_MASK}")
    return (int(kind) << ARG_BITS) | arg


def decode(code: int) -> tuple[ActionKind, int]:
    """Inverse of `encode`."""
    return ActionKind(code >> ARG_BITS), code & ARG_MASK


PASS = encode(ActionKind.PASS)
DONE = encode(ActionKind.DONE)
YES = encode(ActionKind.YES)
NO = encode(ActionKind.NO)


def loc_code(bf_index: int | None) -> int:
    """Location argument: base is 0, battlefield i is i + 1."""
    return LOC_BASE if bf_index is None else bf_index + 1
