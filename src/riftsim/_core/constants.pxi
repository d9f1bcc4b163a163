# Constants shared with the Python side. tests/core/test_core_constants.py checks every value
# against riftsim.actions, riftsim.events, riftsim.reference.state and riftsim.protocol.

cdef enum:
    NONE = -1
    LOC_NONE = -1
    LOC_BASE = 0
    WAIT = -1           # a handler is waiting for a decision
    ERR = -2            # an internal error (reported as RuntimeError with the code)

# A capacity of the state overflowed (the fail code; game.pxi CAPACITY_ERRORS names each
# capacity and its value in the CapacityError it raises)
cdef enum:
    ERR_CAP_TASKS = 1001        # State.tasks (MAXT)
    ERR_CAP_OPTIONS = 1002      # Ctx.opts (MAXOPT)
    ERR_CAP_ZONE = 1003         # a player's deck, hand, trash and banishment (MAXL together)
    ERR_CAP_RUNES = 1004        # a rune deck or rune list (MAXRL)
    ERR_CAP_OBJECTS = 1005      # objects (MAXO)
    ERR_CAP_CHAIN = 1006        # State.chain (MAXCH)
    ERR_CAP_TARGETS = 1007      # Targets.targets (MAXTG)
    ERR_CAP_PENDING = 1008      # State.pending (MAXPT)
    ERR_CAP_EFFECTS = 1009      # State.effects (MAXE)
    ERR_CAP_DELAYS = 1010       # State.delays (DELAY_MAX)
    ERR_CAP_WATCH = 1011        # State.watch (WATCH_MAX)
    ERR_CAP_TF = 1012           # State.tf (MAXTF)
    ERR_CAP_EXTRA_TURNS = 1013  # State.extra_turns (EXTRA_TURNS_MAX)
    ERR_CAP_KILL_ANSWERS = 1014 # State.ka (KA_MAX)
    ERR_CAP_FRAMES = 1015       # nested blocks of a resolving ability (RESOLVE_MAX_FRAMES)
    ERR_CAP_KEPT = 1016         # cards a "keep" choice remembers on its chain item (KEPT_MAX)
    ERR_CAP_SPLIT = 1017        # targets of a split damage (SPLIT_MAX)
    ERR_CAP_MIGHT_ROWS = 1018   # Might passives in force at once (MAXO)
    ERR_CAP_BANISHED_WITH = 1019  # "banished with this" records (BW_MAX)
    ERR_CAP_TARGET_RECORDS = 1020  # State.tgs (MAXTGR)
    ERR_CAP_QUERY_TARGETS = 1021   # Side.tgl (MAXTGL)
    ERR_CAP_INSTANCES = 1022    # passive sources counted once per instance (MAXO)
    ERR_CAP_ACT_INSTANCES = 1023   # instances an ACTIVATE argument names (ACT_INSTANCES)

# Zone (reference/state.py)
cdef enum:
    Z_NONE = 0
    Z_DECK = 1
    Z_HAND = 2
    Z_BOARD = 3
    Z_TRASH = 4
    Z_BANISHMENT = 5
    Z_CHAMPION = 6
    Z_LEGEND = 7
    Z_RUNE_DECK = 8
    Z_RUNES = 9
    Z_CHAIN = 10
    Z_FACEDOWN = 11
    Z_BATTLEFIELD = 12
    Z_REMOVED = 13

# Phase
cdef enum:
    PH_SETUP = 0
    PH_AWAKEN = 1
    PH_BEGINNING = 2
    PH_SCORING = 3
    PH_CHANNEL = 4
    PH_DRAW = 5
    PH_MAIN = 6
    PH_ENDING = 7
    PH_EXPIRATION = 8
    PH_OVER = 9

cdef enum:
    ATTACKER = 1
    DEFENDER = 2

# DecisionKind (riftsim/actions.py)
cdef enum:
    D_MULLIGAN = 1
    D_PRIORITY = 2
    D_MOVE_UNITS = 3
    D_PLAY_LOCATION = 4
    D_OPTIONAL_COST = 5
    D_TARGET = 6
    D_ASSIGN_DAMAGE = 7
    D_CHOOSE_BATTLEFIELD = 8
    D_ORDER_TRIGGERS = 9
    D_MAY = 10
    D_CHOOSE_CARD = 11
    D_DESTINATION = 12
    D_CHOOSE_MODE = 13
    D_CHOOSE_PLAYER = 14
    D_NAME_TAG = 24     # "as you play this, name a tag" (play.pxi name_tag_options)

# ActionKind; action code = kind << 16 | arg
cdef enum:
    A_PASS = 0
    A_DONE = 1
    A_YES = 2
    A_NO = 3
    A_PLAY = 4
    A_HIDE = 5
    A_MOVE_UNIT = 6
    A_ACTIVATE = 7
    A_TARGET = 8
    A_LOCATION = 9
    A_SELECT = 10
    A_INDEX = 11
    CHAIN_TARGET = 448      # actions.CHAIN_TARGET: TARGET(CHAIN_TARGET + i) is chain item i
                            # (above every object id: MAXO <= CHAIN_TARGET),
    CHAIN_TARGET_GONE = 511 # and a target kept so that has left the chain (chain_remove)
    ACT_INSTANCE = 4096     # actions.ACT_INSTANCE: ACTIVATE(instance * ACT_INSTANCE + object
    ACT_INSTANCES = 16      # * 8 + ability index); instances 0 .. ACT_INSTANCES - 1 (ids < 512)

cdef enum:
    PASS = 0
    DONE = 65536
    YES = 131072
    NO = 196608

# EventKind (riftsim/events.py)
cdef enum:
    EV_GAME_START = 1
    EV_TURN_START = 2
    EV_PHASE = 3
    EV_DRAW = 4
    EV_MULLIGAN = 5
    EV_CHANNEL = 6
    EV_PLAY = 7
    EV_HIDE = 8
    EV_MOVE = 9
    EV_RECALL = 10
    EV_DAMAGE = 11
    EV_DIE = 12
    EV_DISCARD = 13
    EV_BUFF = 14
    EV_STUN = 15
    EV_SCORE = 16
    EV_POINTS = 17
    EV_CONTROL = 18
    EV_SHOWDOWN = 19
    EV_COMBAT_END = 20
    EV_RESOLVE = 21
    EV_COUNTER = 22
    EV_BURN_OUT = 23
    EV_GAME_OVER = 24
    EV_TOKEN = 25
    EV_RETURN = 26
    EV_BANISH = 27
    EV_ADD = 28
    EV_READY = 29
    EV_EXHAUST = 30
    EV_HEAL = 31
    EV_TRIGGER = 32
    EV_EMPOWER = 33
    EV_REVEAL = 34
    EV_XP = 35

# OutcomeReason (riftsim/protocol.py)
cdef enum:
    R_VICTORY_SCORE = 1
    R_BURN_OUT = 2
    R_TURN_CAP = 3
    R_CARD_EFFECT = 5

# Task kinds (the handlers of reference/*.HANDLERS)
cdef enum:
    T_MULLIGAN = 1
    T_START_TURN = 2
    T_CLEANUP = 3
    T_BEGIN_SHOWDOWN = 4
    T_MAIN_PRIORITY = 5
    T_FOCUS = 6
    T_PLAY = 7
    T_STD_MOVE = 8
    T_END_SHOWDOWN = 9
    T_COMBAT_DAMAGE = 10
    T_COMBAT_RESOLUTION = 11
    T_ORDER_TRIGGERS = 12
    T_FINALIZE = 13
    T_PRIORITY = 14
    T_RESOLVE = 15
    T_COMBAT_STEP = 16

# State.sd_step: the combat Resolution Step's subsection done last (461; reference
# state.STEP_*). Between two, the triggers they fired go on the chain and resolve (HOT FEPR)
cdef enum:
    STEP_CLEANED = 1    # 461.1 the combat cleanup
    STEP_RESULT = 2     # 461.3 the combat result determined
    STEP_CONTROL = 3    # 461.5 control established

# chain item kinds
cdef enum:
    CK_SPELL = 1
    CK_UNIT = 2
    CK_GEAR = 3
    CK_TRIGGER = 4
    CK_ABILITY = 5

# continuous effect kinds and durations (reference/state.Effect)
cdef enum:
    EK_MIGHT = 1
    EK_SET_MIGHT = 2
    EK_GIVE = 3
    EK_UNITS_ENTER_READY = 4    # a player effect (target NONE): their units enter ready
    DUR_TURN = 1
    DUR_COMBAT = 2
    DUR_PERMANENT = 3

# power pool slots in the reference engine's dict key order (sorted domain names)
cdef enum:
    PW_ANY = 0
    PW_SPELL_ANY = 7
    PW_GEAR_ANY = 8             # Power of any domain only for gear (resources.POOL_ORDER
                                # "gear_any"; Fire Below the Mountain)

cdef enum:
    ALL_DOMAINS = 63    # bit i = domain i in alphabetical order: body calm chaos fury mind order
