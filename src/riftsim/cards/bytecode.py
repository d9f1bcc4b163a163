"""Integer vocabularies and table layouts of compiled card definitions.

`riftsim.cards.compile` lowers the effect DSL (`riftsim.cards.dsl`) to read-only int32
tables; the compiled core (`riftsim._core`) executes them. Every string the DSL uses as a
closed vocabulary (op names, trigger events, keywords, selector fields, ...) becomes a member
of one `Vocab` below; every table column is a member of one column enum (`CardCol`,
`AbCol`, ...). The table format itself is documented in `riftsim.cards.compile`.

Stability: vocabulary values are written out and never renumbered. Add a new string at the
END of its vocabulary with the next free value (the compiler refuses strings it does not
know, naming the card). Column enums are the tables' layout: adding a column or a keyword
shifts later columns, so regenerate the Cython include afterwards::

    python -c "from riftsim.cards.bytecode import write_pxi; write_pxi()"

`write_pxi()` writes `src/riftsim/_core/bytecode.pxi`: the same names and values as
anonymous `cdef enum` blocks (member names carry the prefixes given here, e.g. `OP_DEAL`,
`EV_ATTACK`, `CARD_TYPE`), so Cython code shares them with `include "bytecode.pxi"`;
tests/test_compile.py fails when the checked-in file is stale.
"""

from __future__ import annotations

import re
from enum import IntEnum
from pathlib import Path

#: "no value" in every table cell that holds an optional int, a row index or an enum
NONE = -1


class Vocab(IntEnum):
    """An int standing for one DSL string: `Keyword.ASSAULT.text == "Assault"`."""

    @property
    def text(self) -> str:
        return _TEXTS[type(self)][self.value]

    @classmethod
    def of(cls, text: str) -> "Vocab":
        """The member for the DSL string `text`; KeyError when it is not in the vocabulary."""
        return cls(_CODES[cls][text])

    @classmethod
    def has(cls, text: str) -> bool:
        return text in _CODES[cls]


_TEXTS: dict[type, dict[int, str]] = {}
_CODES: dict[type, dict[str, int]] = {}
#: (enum, prefix of its names in bytecode.pxi, label of its block), in .pxi order
PXI_ENUMS: list[tuple[type, str, str]] = []


def _member_name(text: str) -> str:
    """"Quick-Draw" -> "QUICK_DRAW", "play_self" -> "PLAY_SELF"."""
    return re.sub(r"[^0-9A-Za-z]+", "_", text).strip("_").upper()


def _vocab(name: str, prefix: str, entries: list[tuple]) -> type[Vocab]:
    """A `Vocab` with the explicit (value, DSL string[, member name]) `entries`."""
    values = [e[0] for e in entries]
    if len(set(values)) != len(values) or len({e[1] for e in entries}) != len(entries):
        raise ValueError(f"{name}: duplicate value or string")
    members = [(e[2] if len(e) > 2 else _member_name(e[1]), e[0]) for e in entries]
    cls = Vocab(name, members, module=__name__, qualname=name)
    _TEXTS[cls] = {e[0]: e[1] for e in entries}
    _CODES[cls] = {e[1]: e[0] for e in entries}
    PXI_ENUMS.append((cls, prefix, "bc_" + _snake(name)))
    return cls


def _snake(name: str) -> str:
    """"CardType" -> "card_type"."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _columns(cls: type[IntEnum]) -> type[IntEnum]:
    """Register a column enum (member names already carry their table's prefix)."""
    PXI_ENUMS.append((cls, "", "bc_" + _snake(cls.__name__)))
    return cls


# =========================================================================== card facts

CardType = _vocab("CardType", "CT_", [
    (0, "unit"), (1, "spell"), (2, "gear"), (3, "rune"), (4, "battlefield"), (5, "legend"),
])
#: `cards[i, CARD_SUPERTYPES]` has bit `1 << Supertype` set for each supertype
Supertype = _vocab("Supertype", "SUP_", [
    (0, "champion"), (1, "signature"), (2, "token"), (3, "basic"),
])
#: `cards[i, CARD_DOMAINS]` has bit `1 << Domain`; "A" (any domain) only appears in costs
Domain = _vocab("Domain", "DOM_", [
    (0, "fury"), (1, "calm"), (2, "mind"), (3, "body"), (4, "chaos"), (5, "order"),
    (6, "colorless"), (7, "A", "ANY"),
])
#: keyword names as the card facts spell them; `cards[i, CARD_KW + k]` is keyword k's value
Keyword = _vocab("Keyword", "KW_", [
    (0, "Accelerate"), (1, "Action"), (2, "Ambush"), (3, "Assault"), (4, "Backline"),
    (5, "Deathknell"), (6, "Deflect"), (7, "Empower"), (8, "Empowered"), (9, "Equip"),
    (10, "Flow"), (11, "Ganking"), (12, "Hidden"), (13, "Hunt"), (14, "Legion"),
    (15, "Level"), (16, "Quick-Draw"), (17, "Reaction"), (18, "Repeat"), (19, "Shield"),
    (20, "Tank"), (21, "Temporary"), (22, "Unique"), (23, "Vision"), (24, "Weaponmaster"),
])
N_KEYWORDS = len(Keyword)

# =========================================================================== abilities

AbilityKind = _vocab("AbilityKind", "AK_", [
    (0, "spell"), (1, "triggered"), (2, "activated"), (3, "static"), (4, "replacement"),
    (5, "delayed"),
])
#: which list of the card an ability row belongs to
Section = _vocab("Section", "SEC_", [(0, "abilities"), (1, "effect_text")])
#: `Triggered.on` (dsl.EVENTS, same order)
Event = _vocab("Event", "EV_", [
    (0, "play_self"), (1, "attack"), (2, "defend"), (3, "conquer"), (4, "you_conquer"),
    (5, "hold"), (6, "you_hold"), (7, "conquer_here"), (8, "hold_here"), (9, "dies"),
    (10, "move_self"), (11, "beginning"), (12, "end_turn"), (13, "you_play_spell"),
    (14, "you_play_card"), (15, "you_play_unit"), (16, "friendly_dies"), (17, "take_damage"),
    (18, "you_stun"), (19, "you_move_enemy"), (20, "opp_play_unit"),
    (21, "unit_played_here"), (22, "returned_here"), (23, "main_start"),
    (24, "empowered_self"), (25, "you_banish_own"), (26, "combat_end_self"),
    (27, "opp_play_gear"), (28, "combat_start_here"), (29, "discard_self"),
    (30, "ally_attack"), (31, "ally_defend"), (32, "you_buff"), (33, "defend_here"),
    (34, "friendly_mighty"), (35, "you_kill_spell"), (36, "enemy_attacks_mine"),
    (37, "you_conquer_trash"), (38, "first_beginning_any"),
])
#: `Static.kind`
StaticKind = _vocab("StaticKind", "SK_", [
    (0, "might"), (1, "keyword"), (2, "bonus_damage"), (3, "borrow_exhaust_abilities"),
    (4, "cost_less"), (5, "cost_less_others"), (6, "cost_more"), (7, "enter_exhausted"),
    (8, "enter_ready"), (9, "extra_cost"), (10, "flow"), (11, "move_tax"),
    (12, "no_combat_damage"), (13, "no_damage"), (14, "no_move_to_base"),
    (15, "on_look_play"), (16, "optional_cost"), (17, "play_anywhere"),
    (18, "play_attacking"), (19, "play_from_trash"), (20, "play_open"), (21, "skip"),
    (22, "trash_to_banish"),
])
#: `Replacement.event`
ReplEvent = _vocab("ReplEvent", "RE_", [(0, "die"), (1, "take_damage")])
#: `Activated.timing`
Timing = _vocab("Timing", "TIM_", [(0, "action"), (1, "reaction")])

# =========================================================================== operands

#: `Sel.kind` (dsl.KINDS, same order)
ObjKind = _vocab("ObjKind", "OBJ_", [
    (0, "unit"), (1, "gear"), (2, "permanent"), (3, "spell"), (4, "ability"), (5, "card"),
    (6, "rune"), (7, "battlefield"),
])
#: `Sel.side` (dsl.SIDES)
Side = _vocab("Side", "SIDE_", [(0, "any"), (1, "friendly"), (2, "enemy")])
#: `Sel.where` (dsl.WHERES)
Where = _vocab("Where", "WHERE_", [
    (0, "board"), (1, "battlefield"), (2, "base"), (3, "here"), (4, "combat"), (5, "trash"),
    (6, "hand"), (7, "chain"), (8, "facedown"), (9, "any"), (10, "elsewhere"),
])
#: `Ref.kind`
RefKind = _vocab("RefKind", "RK_", [
    (0, "target"), (1, "self"), (2, "trigger"), (3, "it"), (4, "each"), (5, "controller"),
    (6, "opponent"),
])
#: `Val.kind`
ValKind = _vocab("ValKind", "VK_", [
    (0, "const"), (1, "might_of"), (2, "count"), (3, "damage_of"), (4, "energy_of"),
])
#: `Cond.name`
CondName = _vocab("CondName", "CN_", [
    (0, "not"), (1, "all"), (2, "legion"), (3, "at_battlefield"), (4, "mighty"),
    (5, "buffed"), (6, "alone"), (7, "controls"), (8, "trigger_is"), (9, "hand_le"),
    (10, "discarded_this_turn"), (11, "empowered"), (12, "paid_extra"), (13, "bf_count"),
    (14, "count"), (15, "in_combat"), (16, "one_on_one"), (17, "conquered_uncontrolled"),
    (18, "first_gear_this_turn"), (19, "xp_ge"), (20, "excess_ge"),
    (21, "unit_died_this_turn"), (22, "played_from_hidden"), (23, "my_turn"),
    (24, "moved_ge"), (25, "trigger_token"), (26, "opp_within"), (27, "runes_ge"),
    (28, "count_at_trigger"), (29, "first_friendly_death"), (30, "matches"),
    (31, "at_least"),
])

# =========================================================================== instructions

#: `Op.name`. 0-7 control flow (they own `then` / `otherwise` blocks or schedule abilities),
#: 8-58 the generic ops of the dsl.py helpers, 59- card-specific `Named` ops (in the
#: reference engine's ops_*.py modules).
Opcode = _vocab("Opcode", "OP_", [
    (0, "if"), (1, "if_at_least"), (2, "if_did"), (3, "if_matches"), (4, "may"),
    (5, "choose_one"), (6, "delay"), (7, "delay_there"),
    (8, "add_energy"), (9, "add_energy_combatants"), (10, "add_power"), (11, "attach"),
    (12, "banish"), (13, "banish_replay"), (14, "become_copy"), (15, "buff"),
    (16, "buff_bonus"), (17, "burn"), (18, "cant_move"), (19, "channel"), (20, "counter"),
    (21, "deal"), (22, "detach"), (23, "discard"), (24, "disempower"), (25, "draw"),
    (26, "each_player_kills"), (27, "empower"), (28, "exhaust"), (29, "fight"),
    (30, "gain_points"), (31, "gain_xp"), (32, "give"), (33, "heal"), (34, "kill"),
    (35, "might"), (36, "move"), (37, "move_to_event_loc"), (38, "play_from"),
    (39, "play_from_trash"), (40, "predict"), (41, "prevent"), (42, "put_in_hand"),
    (43, "ready"), (44, "recall"), (45, "recycle"), (46, "replace"), (47, "return_to_hand"),
    (48, "reveal_top"), (49, "save_from_death"), (50, "set_base_might"), (51, "shroud"),
    (52, "stun"), (53, "stun_or_return"), (54, "swap_back"), (55, "swap_locations"),
    (56, "token"), (57, "units_enter_ready"), (58, "win_game"),
    (59, "activate_conquer_here"), (60, "add_energy_spells"), (61, "baited_hook"),
    (62, "banish_owner_replays"), (63, "blind_fury"), (64, "bullet_time"),
    (65, "deal_others"), (66, "deal_unless_draw"), (67, "deals_might"),
    (68, "divine_judgment"), (69, "kaisa_evolutionary"), (70, "kill_damaged_this_turn"),
    (71, "kill_group_might_le"), (72, "look_pick"), (73, "next_spell_bonus"),
    (74, "promising_future"), (75, "quick_draw"), (76, "raise_might_to"),
    (77, "ready_legend"), (78, "recycle_from_trash"), (79, "recycle_own_rune"),
    (80, "reflexive"), (81, "reveal_banish_play"), (82, "reveal_rune_then"),
    (83, "reveal_until_unit"), (84, "rumble_hotheaded"), (85, "shadow_dash"),
    (86, "split_damage"), (87, "take_control_recall"), (88, "take_gear_until_leaves"),
    (89, "teemo_strategist"), (90, "vision"), (91, "weaponmaster"),
])
#: `Op.dest`; "target:<i>" is TARGET with the slot i in `I_DEST_ARG`
Dest = _vocab("Dest", "DEST_", [
    (0, "base"), (1, "here"), (2, "choose"), (3, "there"), (4, "to_or_from_base"),
    (5, "target"),
])
#: `Op.who`
Who = _vocab("Who", "WHO_", [
    (0, "you"), (1, "opponent"), (2, "each"), (3, "controller_of"), (4, "choose"),
])
#: `Op.duration`
Duration = _vocab("Duration", "DUR_", [(0, "turn"), (1, "combat"), (2, "permanent")])
#: mode and flag words of `Op.kw`, `Static.kw` and `Cond.args` that belong to no other
#: vocabulary (PlayFrom costs, Detach "may", Skip steps, count comparisons, ...)
Word = _vocab("Word", "W_", [
    (0, "any"), (1, "draw_phase"), (2, "eq"), (3, "exhausted"), (4, "free"), (5, "ge"),
    (6, "le"), (7, "may"), (8, "no_energy"), (9, "occupied_enemy"), (10, "paid"),
    (11, "spell_any"), (12, "yours"),
])
#: how a "symbol" cell pair (kind, value) reads: `Op.kw`, `Static.kw` and `args` rows hold
#: strings of several vocabularies, ints, bools and rows of other tables
SymKind = _vocab("SymKind", "SYM_", [
    (0, "none"),        # value -1: the field is None
    (1, "int"),         # value: the int
    (2, "bool"),        # value: 0 / 1
    (3, "string"),      # value: index into CardTables.strings (open-ended text)
    (4, "keyword"),     # value: Keyword
    (5, "domain"),      # value: Domain
    (6, "card_type"),   # value: CardType
    (7, "event"),       # value: Event
    (8, "word"),        # value: Word
    (9, "cond"),        # value: row of `conds`
    (10, "cost"),       # value: row of `costs`
])
#: string vocabularies a text is looked up in, in this order, before it is interned
SYM_TEXT_KINDS = ((SymKind.KEYWORD, Keyword), (SymKind.DOMAIN, Domain),
                  (SymKind.CARD_TYPE, CardType), (SymKind.EVENT, Event), (SymKind.WORD, Word))


# =========================================================================== table columns
# Tri-state booleans (Sel) are -1 None / 0 False / 1 True. A range is (OFF, LEN) with
# OFF = -1 when LEN = 0; LEN = -1 marks a None tuple where the DSL distinguishes it.

@_columns
class CardCol(IntEnum):
    CARD_TYPE = 0          # CardType
    CARD_SUPERTYPES = 1    # bit set of Supertype
    CARD_DOMAINS = 2       # bit set of Domain
    CARD_ENERGY = 3        # printed Energy cost
    CARD_POWER = 4         # printed Power cost (symbols)
    CARD_MIGHT = 5         # printed Might
    CARD_MIGHT_BONUS = 6   # an Equipment's Might Bonus (137); -1 none
    CARD_NAME = 7          # index into strings
    CARD_TAG_OFF = 8       # range of args rows (SYM_STRING): the card's tags
    CARD_TAG_LEN = 9
    CARD_IMPLEMENTED = 10  # 1 = the card has a definition
    CARD_TOKEN = 11        # 1 = a token (176)
    CARD_AB_OFF = 12       # range of abilities rows: CardDef.abilities, in order
    CARD_AB_LEN = 13
    CARD_ET = 14           # 1 = has an Effect Text (136), even an empty one
    CARD_ET_OFF = 15       # range of abilities rows: EffectText.abilities
    CARD_ET_LEN = 16
    CARD_DEF_KW_OFF = 17   # range of args rows (SYM_STRING): CardDef.keywords override;
    CARD_DEF_KW_LEN = 18   # LEN -1 = None (the facts' keywords apply)
    CARD_ET_KW_OFF = 19    # range of args rows (SYM_STRING): EffectText.keywords
    CARD_ET_KW_LEN = 20
    CARD_KW = 21           # CARD_KW + Keyword: the card's own keyword value (0 = absent)
    CARD_EKW = 21 + N_KEYWORDS  # CARD_EKW + Keyword: value given by its Effect Text
    CARD_W = 21 + 2 * N_KEYWORDS


@_columns
class AbCol(IntEnum):
    AB_KIND = 0            # AbilityKind
    AB_CARD = 1            # card index
    AB_INDEX = 2           # position in its list (Delay(n) names abilities[n])
    AB_SECTION = 3         # Section: CardDef.abilities or EffectText.abilities
    AB_TGT_OFF = 4         # range of targets rows
    AB_TGT_LEN = 5
    AB_CODE_OFF = 6        # range of code rows: the effects, nested blocks included
    AB_CODE_LEN = 7
    AB_COND = 8            # conds row: Triggered/Activated/Static condition; -1
    AB_COST = 9            # costs row: Triggered/Activated/Static cost; -1
    AB_EVENT = 10          # Event (Triggered.on); -1
    AB_OPTIONAL = 11       # Triggered.optional
    AB_ONCE_PER_TURN = 12  # Triggered.once_per_turn
    AB_TIMING = 13         # Timing (Activated.timing); -1
    AB_ADDS = 14           # Activated.adds
    AB_KEYWORD = 15        # Keyword (Activated.keyword, "Equip"); -1
    AB_GRANTED = 16        # sels row (Activated.granted); -1
    AB_MODE_OFF = 17       # range of modes rows (Activated.modes)
    AB_MODE_LEN = 18
    AB_UNIQUE_MODES = 19   # Activated.unique_modes
    AB_REPEAT_OFF = 20     # range of args rows (SYM_COST): Spell.repeat costs
    AB_REPEAT_LEN = 21
    AB_STATIC_KIND = 22    # StaticKind; -1
    AB_N = 23              # Static.n
    AB_KW_KIND = 24        # SymKind of Static.kw
    AB_KW = 25             # its value
    AB_APPLIES = 26        # sels row: Static.applies / Replacement.applies; -1
    AB_PER = 27            # vals row: Static.per; -1
    AB_FLOOR = 28          # Static.floor; -1
    AB_REPL_EVENT = 29     # ReplEvent; -1
    AB_KILL_SELF = 30      # Replacement.kill_self
    AB_W = 31


@_columns
class ModeCol(IntEnum):
    MODE_AB = 0            # abilities row of the owner
    MODE_TGT_OFF = 1       # range of targets rows
    MODE_TGT_LEN = 2
    MODE_CODE_OFF = 3      # range of code rows
    MODE_CODE_LEN = 4
    MODE_W = 5


@_columns
class TgtCol(IntEnum):
    TGT_SEL = 0            # sels row
    TGT_COUNT = 1
    TGT_UP_TO = 2
    TGT_SAME_LOCATION = 3
    TGT_OTHER_LOCATION_THAN = 4  # target slot; -1
    TGT_WHEN = 5           # conds row; -1
    TGT_NOT_TRIGGER = 6
    TGT_TOTAL_MIGHT_LE = 7  # -1
    TGT_W = 8


@_columns
class SelCol(IntEnum):
    SEL_KIND = 0           # ObjKind
    SEL_SIDE = 1           # Side
    SEL_WHERE = 2          # Where
    SEL_OTHER = 3          # 0 / 1
    SEL_MIGHT_LE = 4       # -1
    SEL_MIGHT_GE = 5       # -1
    SEL_EXHAUSTED = 6      # tri-state
    SEL_DAMAGED = 7        # tri-state
    SEL_STUNNED = 8        # tri-state
    SEL_BUFFED = 9         # tri-state
    SEL_TAG = 10           # strings index; -1
    SEL_NAME = 11          # card index of that name; -1
    SEL_NOT_TAG = 12       # strings index; -1
    SEL_KEYWORD = 13       # Keyword; -1
    SEL_EQUIPPED = 14      # tri-state
    SEL_ALONE = 15         # tri-state
    SEL_ATTACKING = 16     # tri-state
    SEL_DEFENDING = 17     # tri-state
    SEL_ENERGY_GE = 18     # -1
    SEL_ENERGY_LE = 19     # -1
    SEL_POWER_LE = 20      # -1
    SEL_ALT = 21           # sels row ("... or matches"); -1
    SEL_W = 22


@_columns
class RefCol(IntEnum):
    REF_KIND = 0           # RefKind
    REF_INDEX = 1          # target slot (RK_TARGET)
    REF_SEL = 2            # sels row (RK_EACH); -1
    REF_AT = 3             # refs row (EACH(sel, at=...)); -1
    REF_W = 4


@_columns
class ValCol(IntEnum):
    VAL_KIND = 0           # ValKind
    VAL_REF = 1            # refs row; -1
    VAL_SEL = 2            # sels row; -1
    VAL_N = 3
    VAL_W = 4


@_columns
class CondCol(IntEnum):
    COND_NAME = 0          # CondName
    COND_SEL = 1           # sels row; -1
    COND_ARG_OFF = 2       # range of args rows: Cond.args
    COND_ARG_LEN = 3
    COND_W = 4


@_columns
class CostCol(IntEnum):
    COST_ENERGY = 0
    COST_POWER_OFF = 1     # range of args rows (SYM_DOMAIN, "A" = any): Cost.power, in order
    COST_POWER_LEN = 2
    COST_EXHAUST_SELF = 3
    COST_KILL_SELF = 4
    COST_RECYCLE_FROM_TRASH = 5
    COST_DISCARD = 6
    COST_SPEND_BUFF = 7
    COST_DISCARD_TYPE = 8  # CardType; -1
    COST_RECYCLE_TYPE = 9  # CardType; -1
    COST_BURN = 10
    COST_BANISH_SELF = 11
    COST_BANISH_TRASH = 12
    COST_DISEMPOWER_SELF = 13
    COST_REQUIRED = 14
    COST_EXHAUST_UNIT = 15  # sels row; -1
    COST_KILL_UNIT = 16    # sels row; -1
    COST_SPEND_OWN_BUFF = 17
    COST_XP = 18
    COST_LESS_TARGET_MIGHT = 19
    COST_W = 20


@_columns
class ArgCol(IntEnum):
    ARG_KIND = 0           # SymKind
    ARG_VAL = 1
    ARG_W = 2


@_columns
class InstrCol(IntEnum):
    I_OPCODE = 0           # Opcode
    I_TO_KIND = 1          # RefKind of Op.to; -1 = no operand
    I_TO_INDEX = 2         # its target slot
    I_TO_SEL = 3           # its sels row (RK_EACH); -1
    I_TO_AT = 4            # its refs row `at`; -1
    I_N_IS_VAL = 5         # 0: I_N is the number; 1: I_N is a vals row
    I_N = 6
    I_KW_KIND = 7          # SymKind of Op.kw
    I_KW = 8               # its value
    I_DEST = 9             # Dest; -1
    I_DEST_ARG = 10        # target slot of DEST_TARGET; -1
    I_DURATION = 11        # Duration
    I_CARD = 12            # card index (Token / ReplaceWith card name); -1
    I_READY = 13
    I_COND = 14            # conds row; -1
    I_WHO = 15             # Who
    I_OTHER = 16           # refs row (second operand); -1
    I_FLOOR = 17           # -1
    I_THEN_LEN = 18        # rows of the `then` block, right after this row
    I_ELSE_LEN = 19        # rows of the `otherwise` block, right after the `then` block
    INSTR_W = 20


def render_pxi() -> str:
    """The text of bytecode.pxi for the current enums."""
    lines = [
        "# GENERATED by riftsim.cards.bytecode.write_pxi(): do not edit by hand.",
        "# Vocabularies and table columns of compiled card definitions; the format is",
        "# documented in riftsim/cards/compile.py. Use: include \"bytecode.pxi\"",
        "# The enums are anonymous on purpose: their members are plain ints, so they index",
        "# memoryviews (Cython rejects a named enum type as an index).",
        "",
        "cdef enum:  # constants",
        f"    BC_NONE = {NONE}",
    ]
    for cls, prefix, _ in PXI_ENUMS:
        if issubclass(cls, Vocab):
            lines.append(f"    N_{_snake(cls.__name__).upper()} = {len(cls)}")
    for cls, prefix, label in PXI_ENUMS:
        lines += ["", f"cdef enum:  # {label}: riftsim.cards.bytecode.{cls.__name__}"]
        for m in cls:
            note = f"  # {m.text!r}" if isinstance(m, Vocab) and _member_name(m.text) != m.name \
                else ""
            lines.append(f"    {prefix}{m.name} = {m.value}{note}")
    return "\n".join(lines) + "\n"


#: where the generated include lives
PXI_PATH = Path(__file__).resolve().parent.parent / "_core" / "bytecode.pxi"


def write_pxi(path: str | Path | None = None) -> Path:
    """Write bytecode.pxi (by default into src/riftsim/_core/); returns the path."""
    out = Path(path) if path is not None else PXI_PATH
    out.write_text(render_pxi())
    return out
