# Read-only static card tables (built by riftsim.cards.compile.tables; columns documented
# there).

# card types
cdef enum:
    TY_UNIT = 0
    TY_SPELL = 1
    TY_GEAR = 2
    TY_RUNE = 3
    TY_LEGEND = 4
    TY_BATTLEFIELD = 5
    TY_OTHER = 6

# keyword ids: columns C_KW + id of the card table, ids of give effects and static grants
cdef enum:
    K_ASSAULT = 0
    K_SHIELD = 1
    K_TANK = 2
    K_GANKING = 3
    K_ACCELERATE = 4
    K_REACTION = 5
    K_ACTION = 6
    K_BACKLINE = 7
    K_DEFLECT = 8
    K_HIDDEN = 9        # keywords area (keywords.pxi): Hidden 811, Deathknell 808,
    K_DEATHKNELL = 10   # Vision 817, Ambush 822, Temporary 816
    K_VISION = 11
    K_AMBUSH = 12
    K_TEMPORARY = 13
    K_HUNT = 14         # Hunt 823 (keywords area)
    K_VALUED_MASK = 0x4103  # Assault, Shield, Deflect, Hunt add up (807.2, 809.2, 814.2, 823.2)
    NKW = 15

# card table columns
cdef enum:
    C_TYPE = 0
    C_ENERGY = 1
    C_POWER = 2
    C_MIGHT = 3
    C_DOMAINS = 4       # domain bitmask of the card's domains (0 = colorless)
    C_RUNE_DOMAIN = 5   # a rune's domain bit index (its first domain, else fury)
    C_TAGS = 6          # bitmask of interned tags
    C_TOKEN = 7
    C_ST_FIRST = 8      # first row in the statics table
    C_ST_N = 9
    C_TR_FIRST = 10     # first row in the triggers table
    C_TR_N = 11
    C_SPELL = 12        # row of its spell in the abilities table, -1
    C_KW = 13           # NKW keyword value columns
    C_FLOW_E = 28       # keywords area: [Flow] cost Energy (-1: no Flow, Vendetta 829)
    C_FLOW_N = 29       # its number of Power symbols (at most 3)
    C_FLOW_P = 30       # their domain masks
    CW = 33

# statics table: one row per Static ability (reference/layers.py)
cdef enum:
    SK_MIGHT = 1
    SK_KEYWORD = 2
    SK_NO_MOVE_TO_BASE = 3
    SK_ENTER_READY = 4          # units enter ready (359.2.c)
    SK_COST_LESS = 5            # the card's own discount (356.4)
    SK_COST_LESS_OTHERS = 6     # a discount for other cards (356.4)
    SK_COST_MORE = 7            # an increase for other cards (356.3)
    SK_BONUS_DAMAGE = 8         # 712-715 (S_KW 1: only its controller's spells and abilities)
    SK_PLAY_OPEN = 9            # "you may play me to an open battlefield"
    SK_PLAY_ANYWHERE = 10       # "… to any battlefield" (S_KW 1: an occupied enemy one)
    SK_PLAY_ATTACKING = 11      # "… to a battlefield you are attacking"

cdef enum:
    S_KIND = 0
    S_N = 1
    S_KW = 2
    S_SEL = 3           # `applies` selector row, -1 = the object itself
    S_FLOOR = 4         # -999 = none
    S_COND = 5          # condition row, -1 = none
    S_PER = 6           # "for each": count selector row, -1 = none
    S_COST_E = 7        # Energy of its cost, -1 = no cost
    S_COST_P0 = 8       # two Power symbols of its cost: domain bitmask, POWER_A = [A], 0 = none
    S_COST_P1 = 9
    SW = 10
    POWER_A = 64

# selector rows (dsl.Sel); -1 = None for optional fields, booleans 0/1
cdef enum:
    SK_UNIT = 0
    SK_GEAR = 1
    SK_PERMANENT = 2
    SK_CARD = 3
    SK_RUNE = 4
    SK_SPELL = 5
    SK_BATTLEFIELD = 6
    SK_SPELL_OR_ABILITY = 8   # a chain item (CHAIN_TARGET + index; select.chain_item_matches)
    SIDE_ANY = 0
    SIDE_FRIENDLY = 1
    SIDE_ENEMY = 2
    SIDE_YOURS = 3      # controlled by the player themself ("you control"; friendly is theirs
                        # or a teammate's, 740.1 / 484.8.c-d)
    SIDE_NOT_YOURS = 4  # controlled by anyone else ("you don't control": an opponent or a
                        # teammate, 484.8.c; without teams the same as enemy)
    W_ANY = 0
    W_BOARD = 1
    W_BATTLEFIELD = 2
    W_BASE = 3
    W_HERE = 4
    W_COMBAT = 5
    W_ELSEWHERE = 6
    W_TRASH = 7
    W_HAND = 8
    W_CHAIN = 9
    W_FACEDOWN = 10     # tailA: hidden at a battlefield (355.9.a.3)

cdef enum:
    SEL_KIND = 0
    SEL_SIDE = 1
    SEL_WHERE = 2
    SEL_OTHER = 3
    SEL_MIGHT_LE = 4
    SEL_MIGHT_GE = 5
    SEL_EXHAUSTED = 6
    SEL_DAMAGED = 7
    SEL_STUNNED = 8
    SEL_BUFFED = 9
    SEL_TAG = 10        # tag bit index
    SEL_NOT_TAG = 11
    SEL_KEYWORD = 12    # keyword id
    SEL_ALONE = 13
    SEL_ATTACKING = 14
    SEL_DEFENDING = 15
    SEL_ENERGY_GE = 16
    SEL_ENERGY_LE = 17
    SEL_POWER_LE = 18
    SEL_ALT = 19
    SEL_EQUIPPED = 20   # triggers.pxi: 818.3 an Equipment is attached (-1 any, 0 no, 1 yes)
    SEL_NAME = 21       # triggers.pxi: tag bit of the name's pseudo-tag (its name starts so)
    SEL_EMPOWERED = 22  # the Empowered status (-1 any, 0 no, 1 yes; select.matches)
    SEL_TOKEN = 23      # a token (176; -1 any, 0 no, 1 yes; select.matches)
    SEL_POWER_GE = 24   # its Power cost is N symbols or more (select.matches)
    SEL_REMEMBERED = 25 # one of "them" a reflexive trigger remembers (387; -1 any, 0 no, 1
                        # yes; select.matches `remembered`, O_REMEMBERED)
    SEL_CHOOSES = 26    # SK_SPELL_OR_ABILITY: row of the selector an object it chooses
                        # now matches (select.chain_item_chooses; -1 any)
    SELW = 27
    SEL_TAG_NAMED = -2  # SEL_TAG: "with the named tag" (the source's, play.pxi named_tag_of)
    CTW = 4             # card_tags columns (compile.CTW)

cdef struct Tab:
    const int32_t* cards
    const int32_t* statics
    const int32_t* sels
    const int32_t* abilities
    const int32_t* targets
    const int32_t* code
    const int32_t* conds
    int32_t n_cards
    # gear / activated abilities / trigger costs (abilities.pxi)
    const int32_t* abx
    const int32_t* costs
    const int32_t* acts
    const int32_t* card_x
    const int32_t* ai           # agent hints per ability row (heuristic.pxi)
    const int32_t* card_tags    # per card, CTW tags as indexes of CardPool.unit_tags (-1 pads;
                                # "name a tag", play.pxi)
    const uint32_t* sel_tests   # per selector row: the tests sel_matches_base makes beyond
                                # kind, side, where and "other" (SELT_* bits of its set
                                # fields) and the card types its kind admits (CoreTables)
    const uint32_t* card_sk     # per card, MAXSKW words: bit k, it has a passive of kind k
                                # (CoreTables: static_sources keeps only such objects)
    const uint32_t* card_ekw    # per card: bit k, its Effect Text gives keyword k (card_x
                                # CX_EKW + k not 0; CoreTables, for index_obj)
    const uint32_t* play_class  # per card, what can_play reads of it in one word (PC_*:
                                # CoreTables._play_class)


cdef inline int32_t card_col(const Tab* t, int32_t card, int col) noexcept nogil:
    return t.cards[card * CW + col]


cdef inline int card_has_sk(const Tab* t, int32_t card, int32_t kind) noexcept nogil:
    """Could `card` have a passive of static kind `kind` (card_sk)? A loop over its statics rows
    looking for that kind alone may be skipped when not; a kind past the mask: yes."""
    return kind >= 32 * MAXSKW or (t.card_sk[card * MAXSKW + (kind >> 5)] >> (kind & 31)) & 1


cdef enum:
    # Tab.play_class: per card, its printed Energy (at least 0, at most 255: bits 0-7) and
    # number of Power symbols (at most 16: bits 8-12) for can_play's quick rejection, and
    # these marks
    PC_ENERGY = 0xFF
    PC_POWER_SHIFT = 8
    PC_POWER = 0x1F << 8
    PC_ACTION = 1 << 13         # [Action] (C_KW + K_ACTION)
    PC_REACTION = 1 << 14       # [Reaction] (C_KW + K_REACTION)
    PC_QUICK_DRAW = 1 << 15     # CXF_QUICK_DRAW (819.1.b)
    PC_AMBUSH = 1 << 16         # [Ambush] (C_KW + K_AMBUSH)
    PC_PLAIN = 1 << 17          # no discount of its own, no optional or mandatory additional
                                # cost (can_play prices it from its printed cost)
    PC_OWN_LESS = 1 << 18       # a discount of its own or an optional additional cost (no
                                # quick rejection: price_floor_unpayable)
    PC_ONLY_CONQUERED = 1 << 19 # SK_PLAY_ONLY_CONQUERED
    PC_PLAYABLE = 1 << 20       # a unit, gear or spell




cdef enum:
    # Tab.sel_tests: one bit per selector field sel_matches_base tests after kind, side, where
    # and "other", set when the row sets it (not -1), in the order it tests them; then the
    # card types the row's kind admits (SELT_TY + TY_*), or SELT_ANY_TY for any type
    SELT_EQUIPPED = 1 << 0
    SELT_NAME = 1 << 1
    SELT_EMPOWERED = 1 << 2
    SELT_MIGHT = 1 << 3         # SEL_MIGHT_LE or SEL_MIGHT_GE
    SELT_EXHAUSTED = 1 << 4
    SELT_DAMAGED = 1 << 5
    SELT_STUNNED = 1 << 6
    SELT_BUFFED = 1 << 7
    SELT_TAG = 1 << 8
    SELT_NOT_TAG = 1 << 9
    SELT_KEYWORD = 1 << 10
    SELT_ALONE = 1 << 11
    SELT_ATTACKING = 1 << 12
    SELT_DEFENDING = 1 << 13
    SELT_ENERGY_GE = 1 << 14
    SELT_ENERGY_LE = 1 << 15
    SELT_POWER_LE = 1 << 16
    SELT_TOKEN = 1 << 17
    SELT_POWER_GE = 1 << 18
    SELT_REMEMBERED = 1 << 19
    SELT_FIELDS = (1 << 20) - 1 # every field bit
    SELT_TY = 20                # bit SELT_TY + ty: the kind admits card type ty (TY_*)
    SELT_ANY_TY = 1 << 28       # the kind admits any card type (no type test)


cdef inline int32_t sel_col(const Tab* t, int32_t row, int col) noexcept nogil:
    return t.sels[row * SELW + col]
