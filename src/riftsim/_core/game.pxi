# The Python face of the core: `CoreGame` (the Game protocol) and `play_games` (batches).

import os

from riftsim.actions import DecisionKind
from riftsim.events import Event, EventKind
from riftsim.protocol import Decision, Outcome, OutcomeReason
from riftsim.errors import CapacityError, GameOverError, IllegalActionError

STATE_BYTES = sizeof(State)
#: the state's fixed capacities (state.pxd, tasks.pxi), by name
CAPACITIES = {"MAXP": MAXP, "MAXO": MAXO, "MAXL": MAXL, "MAXRL": MAXRL, "MAXBF": MAXBF,
              "MAXCH": MAXCH, "MAXTG": MAXTG, "MAXTGR": MAXTGR, "MAXTGL": MAXTGL,
              "MAXT": MAXT, "MAXPT": MAXPT, "MAXE": MAXE, "MAXOPT": MAXOPT, "MAXTF": MAXTF,
              "DELAY_MAX": DELAY_MAX, "WATCH_MAX": WATCH_MAX, "KA_MAX": KA_MAX,
              "EXTRA_TURNS_MAX": EXTRA_TURNS_MAX,
              "RESOLVE_MAX_FRAMES": RESOLVE_MAX_FRAMES, "KEPT_MAX": KEPT_MAX,
              "SPLIT_MAX": SPLIT_MAX, "BW_MAX": BW_MAX, "MAX_TURNS": MAX_TURNS,
              "ACT_INSTANCES": ACT_INSTANCES}

# power slots of the parity layout: fury, calm, mind, body, chaos, order
cdef int32_t POWER_VEC[6]
POWER_VEC[:] = [4, 2, 5, 1, 3, 6]


# The checking mode (Ctx.check) for every CoreGame of this process when the environment sets
# RIFTSIM_CHECK_CACHES (to anything but "" or "0"): each answer the core keeps is worked out
# afresh at each read and a difference fails the game (error CHECK_FAILED), so `riftsim
# parity` and `riftsim fuzz` can run with it; play_games takes `check_caches` instead.
cdef int _CHECK_CACHES = os.environ.get("RIFTSIM_CHECK_CACHES", "") not in ("", "0")


cdef class CoreTables:
    """Holds the read-only card tables a `Tab` points into (riftsim.cards.compile.tables
    builds it); the arrays are not writeable."""
    cdef Tab tab
    cdef readonly object arrays
    cdef readonly object pool
    cdef readonly object derived             # arrays worked out here from `arrays`

    def __init__(self, arrays, pool):
        self.arrays = {k: np.ascontiguousarray(v, dtype=np.int32) for k, v in arrays.items()}
        self.pool = pool
        self.tab.cards = self._ptr("cards")
        self.tab.statics = self._ptr("statics")
        self.tab.sels = self._ptr("sels")
        self.tab.abilities = self._ptr("abilities")
        self.tab.targets = self._ptr("targets")
        self.tab.code = self._ptr("code")
        self.tab.conds = self._ptr("conds")
        self.tab.n_cards = self.arrays["cards"].shape[0]
        self.tab.abx = self._ptr("abx")                 # abilities.pxi
        self.tab.costs = self._ptr("costs")
        self.tab.acts = self._ptr("acts")
        self.tab.card_x = self._ptr("card_x")
        self.tab.ai = self._ptr("ai")
        self.tab.card_tags = self._ptr("card_tags")     # "name a tag" (play.pxi)
        if self.arrays["cards"].shape[0] >= 2048:     # (play.pxi cost_mods' memo key)
            raise ValueError("the core's tables hold at most 2047 cards")
        # chain items, pending triggers and the delay and watch records keep these rows as
        # int16 (state.pxd)
        for name in ("code", "abilities", "statics"):
            if self.arrays[name].shape[0] > 32767:
                raise ValueError(f"the core's {name} table holds at most 32767 rows")
        self.derived = {"sel_tests": self._sel_tests(), "card_sk": self._card_sk(),
                        "card_ekw": self._card_ekw()}
        self.tab.sel_tests = <const uint32_t*>cnp.PyArray_DATA(self.derived["sel_tests"])
        self.tab.card_sk = <const uint32_t*>cnp.PyArray_DATA(self.derived["card_sk"])
        self.tab.card_ekw = <const uint32_t*>cnp.PyArray_DATA(self.derived["card_ekw"])
        self.derived["play_class"] = self._play_class()
        self.tab.play_class = <const uint32_t*>cnp.PyArray_DATA(self.derived["play_class"])
        for a in self.arrays.values():
            a.flags.writeable = False

    def _card_ekw(self):
        """Per card, the keywords its Effect Text gives (bit k: card_x CX_EKW + k not 0)."""
        cx = self.arrays["card_x"]
        n = cx.shape[0] // CXW if cx.ndim == 1 else cx.shape[0]
        x = cx.reshape(-1, CXW) if n else np.zeros((0, CXW), dtype=np.int32)
        out = np.zeros(max(1, n), dtype=np.uint32)
        for k in range(NKW):
            out[:n] |= np.where(x[:n, CX_EKW + k] != 0, np.uint32(1 << k), np.uint32(0))
        return np.ascontiguousarray(out)

    def _card_sk(self):
        """Per card, the static kinds of its passives as MAXSKW 32-bit words (bit k of word
        k // 32: a passive of kind k); kinds past the mask are left to index_obj's check."""
        cards, statics = self.arrays["cards"], self.arrays["statics"]
        n = cards.shape[0] if cards.ndim == 2 else 0
        out = np.zeros((max(1, n), MAXSKW), dtype=np.uint32)
        for card in range(n):
            first, k = int(cards[card, C_ST_FIRST]), int(cards[card, C_ST_N])
            for r in range(first, first + k):
                kind = int(statics[r, S_KIND])
                if 0 <= kind < 32 * MAXSKW:
                    out[card, kind >> 5] |= np.uint32(1 << (kind & 31))
        return np.ascontiguousarray(out)

    def _play_class(self):
        """Per card, what can_play reads of it in one word (tables.pxi PC_*), from the card
        table, card_x and card_sk (worked out first)."""
        cards, card_x, sk = self.arrays["cards"], self.arrays["card_x"], self.derived["card_sk"]
        n = cards.shape[0] if cards.ndim == 2 else 0
        out = np.zeros(max(1, n), dtype=np.uint32)

        def has(card, kind):
            return kind >= 32 * MAXSKW or (int(sk[card, kind >> 5]) >> (kind & 31)) & 1

        for card in range(n):
            m = min(255, max(0, int(cards[card, C_ENERGY])))
            m |= min(16, max(0, int(cards[card, C_POWER]))) << PC_POWER_SHIFT
            if cards[card, C_KW + K_ACTION]:
                m |= PC_ACTION
            if cards[card, C_KW + K_REACTION]:
                m |= PC_REACTION
            if int(card_x.reshape(-1)[card * CXW + CX_FLAGS]) & CXF_QUICK_DRAW:
                m |= PC_QUICK_DRAW
            if cards[card, C_KW + K_AMBUSH]:
                m |= PC_AMBUSH
            if not (has(card, SK_COST_LESS) or has(card, SK_OPTIONAL_COST)
                    or has(card, SK_EXTRA_COST)):
                m |= PC_PLAIN
            if has(card, SK_COST_LESS) or has(card, SK_OPTIONAL_COST):
                m |= PC_OWN_LESS
            if has(card, SK_PLAY_ONLY_CONQUERED):
                m |= PC_ONLY_CONQUERED
            if int(cards[card, C_TYPE]) in (TY_UNIT, TY_GEAR, TY_SPELL):
                m |= PC_PLAYABLE
            out[card] = m
        return np.ascontiguousarray(out)

    def _sel_tests(self):
        """Per selector row, sel_matches_base's tests (tables.pxi SELT_*): a bit for each
        field it tests after kind, side, where and "other" that the row sets (not -1), and
        the card types its kind admits. Every selector column must be one of those or have a
        bit here: a column added to the selectors without one fails the tables' load, so no
        field is silently left untested. At least one row, so the pointer is never empty."""
        sels = self.arrays["sels"]
        bits = {SEL_EQUIPPED: SELT_EQUIPPED, SEL_NAME: SELT_NAME, SEL_EMPOWERED: SELT_EMPOWERED,
                SEL_MIGHT_LE: SELT_MIGHT, SEL_MIGHT_GE: SELT_MIGHT,
                SEL_EXHAUSTED: SELT_EXHAUSTED, SEL_DAMAGED: SELT_DAMAGED,
                SEL_STUNNED: SELT_STUNNED, SEL_BUFFED: SELT_BUFFED, SEL_TAG: SELT_TAG,
                SEL_NOT_TAG: SELT_NOT_TAG, SEL_KEYWORD: SELT_KEYWORD, SEL_ALONE: SELT_ALONE,
                SEL_ATTACKING: SELT_ATTACKING, SEL_DEFENDING: SELT_DEFENDING,
                SEL_ENERGY_GE: SELT_ENERGY_GE, SEL_ENERGY_LE: SELT_ENERGY_LE,
                SEL_POWER_LE: SELT_POWER_LE, SEL_TOKEN: SELT_TOKEN, SEL_POWER_GE: SELT_POWER_GE,
                SEL_REMEMBERED: SELT_REMEMBERED}
        head = (SEL_KIND, SEL_SIDE, SEL_WHERE, SEL_OTHER, SEL_ALT, SEL_CHOOSES)
        untested = [k for k in range(SELW) if k not in head and k not in bits]
        if untested:
            raise ValueError(f"selector columns {untested} have no sel_matches_base test bit "
                             "(game.pxi _sel_tests, tables.pxi SELT_*)")
        kind_types = {SK_UNIT: (TY_UNIT,), SK_GEAR: (TY_GEAR,),
                      SK_PERMANENT: (TY_UNIT, TY_GEAR), SK_RUNE: (TY_RUNE,),
                      SK_SPELL: (TY_SPELL,), SK_BATTLEFIELD: (TY_BATTLEFIELD,),
                      SK_LEGEND: (TY_LEGEND,)}
        n = sels.shape[0] if sels.ndim == 2 and sels.shape[1] == SELW else 0
        out = np.zeros(max(1, n), dtype=np.uint32)
        for row in range(n):
            m = 0
            for col, bit in bits.items():
                if int(sels[row, col]) != -1:
                    m |= bit
            tys = kind_types.get(int(sels[row, SEL_KIND]))
            if tys is None:                  # (SK_CARD and any other kind: every type)
                m |= SELT_ANY_TY
            else:
                for ty in tys:
                    m |= 1 << (SELT_TY + ty)
            out[row] = m
        return np.ascontiguousarray(out)

    cdef const int32_t* _ptr(self, name):
        cdef cnp.ndarray a = self.arrays[name]
        if a.size == 0:
            self.arrays[name] = a = np.zeros(8, dtype=np.int32)
        return <const int32_t*>cnp.PyArray_DATA(a)


#: the capacity overflows (ERR_CAP_*, constants.pxi): the capacity each names, and its value
CAPACITY_ERRORS = {
    ERR_CAP_TASKS: f"the task stack holds at most {MAXT} tasks (MAXT)",
    ERR_CAP_OPTIONS: f"a decision offers at most {MAXOPT} options (MAXOPT)",
    ERR_CAP_ZONE: f"a player's main deck, hand, trash and banishment hold together "
                  f"at most {MAXL} cards (MAXL)",
    ERR_CAP_RUNES: f"a rune deck or a player's runes hold at most {MAXRL} runes (MAXRL)",
    ERR_CAP_OBJECTS: f"a game holds at most {MAXO} objects, cards and tokens (MAXO)",
    ERR_CAP_CHAIN: f"the chain holds at most {MAXCH} items (MAXCH)",
    ERR_CAP_TARGETS: f"a chain item holds at most {MAXTG} targets (MAXTG)",
    ERR_CAP_PENDING: f"at most {MAXPT} triggered abilities wait for the chain (MAXPT)",
    ERR_CAP_EFFECTS: f"at most {MAXE} continuous effects are in force (MAXE)",
    ERR_CAP_DELAYS: f"at most {DELAY_MAX} delayed triggered abilities are in force (DELAY_MAX)",
    ERR_CAP_WATCH: f"at most {WATCH_MAX} kill watches are in force (WATCH_MAX)",
    ERR_CAP_TF: f"at most {MAXTF} objects keep \"once each turn\" marks in a turn (MAXTF)",
    ERR_CAP_EXTRA_TURNS: f"at most {EXTRA_TURNS_MAX} Additional Turns are queued "
                         f"(EXTRA_TURNS_MAX)",
    ERR_CAP_KILL_ANSWERS: f"a kill being decided keeps at most {KA_MAX} answers (KA_MAX)",
    ERR_CAP_FRAMES: f"a resolving ability nests at most {RESOLVE_MAX_FRAMES} blocks "
                    f"(RESOLVE_MAX_FRAMES)",
    ERR_CAP_KEPT: f"a choice of cards to keep remembers at most {KEPT_MAX} cards (KEPT_MAX)",
    ERR_CAP_SPLIT: f"a split damage is shared among at most {SPLIT_MAX} targets (SPLIT_MAX)",
    ERR_CAP_MIGHT_ROWS: f"at most {MAXO} Might passives are in force at once (MAXO)",
    ERR_CAP_BANISHED_WITH: f"at most {BW_MAX} cards are kept as banished with a card that "
                           f"plays them back (BW_MAX)",
    ERR_CAP_TARGET_RECORDS: f"at most {MAXTGR} chain items have targets at once (MAXTGR)",
    ERR_CAP_QUERY_TARGETS: f"a legality check tries targets on at most {MAXTGL} chain items "
                           f"at once (MAXTGL)",
    ERR_CAP_INSTANCES: f"at most {MAXO} passive sources are counted, one per instance of "
                       f"their printed text (MAXO)",
    ERR_CAP_ACT_INSTANCES: f"an ACTIVATE action names at most {ACT_INSTANCES} instances of "
                           f"an ability (ACT_INSTANCES)",
}

#: What each other error code of the core means: none should ever happen (each is a bug in
#: the core or in the card compiler), and the message says which. tests/core/test_capacity.py
#: checks that every `fail(c, N)` of the sources is here.
INTERNAL_ERRORS = {
    2: "a decision was reached with no option to offer",
    5: "a price was paid without a way to pay it (plan)",
    7: "a step ended in a phase the turn does not know",
    8: "an action of an unknown kind was applied",
    12: "a card's static kind is past the static-kind mask (widen MAXSKW)",
    13: "a card's trigger event is past the trigger-event mask (widen MAXTEW)",
    14: "a unit on the board has no controller",
    20: "a condition the core does not know",
    24: "an effect instruction the core does not know",
    30: "a task of an unknown kind",
    60: "an object reference the core does not know",
    61: "a value the core does not know",
    62: "an effect op the core does not know",
    63: "a condition the core does not know",
    64: "an effect op the core does not know",
    65: "an effect op the core does not know",
    66: "an effect op the core does not know",
    80: "an activated ability without its ability row",
    81: "an activated ability that had targets when offered has none",
    99: "out of memory for the event or decision log",
    100: "a cost condition the core does not know",
    110: "a trigger condition the core does not know",
    180: "a condition the core does not know",
    190: "a condition the core does not know",
    220: "an ability borrowed from a card on the chain is gone",
    222: "a split damage among more targets than damage",
    229: "two spells' damage watches at once",
    240: "a condition the core does not know",
}


_ZONE_NAMES = {Z_DECK: "main deck", Z_HAND: "hand", Z_TRASH: "trash",
               Z_BANISHMENT: "banishment", Z_RUNE_DECK: "rune deck", Z_RUNES: "runes"}


def error_message(int code):
    """The message of the core's error `code`: a capacity overflow names the capacity and
    its value; any other code is an internal error."""
    if code in CAPACITY_ERRORS:
        return f"riftsim core capacity exceeded: {CAPACITY_ERRORS[code]}"
    what = INTERNAL_ERRORS.get(code, "unknown")
    return f"riftsim core internal error {code}: {what} (please report with the seed)"


def target_records_high():
    """The most target records in use at once by any game of this process so far: of the
    chain's items (State.tgs, at most MAXTGR) and of the items a legality check builds
    (Side.tgl, at most MAXTGL). A measure of what those capacities must hold."""
    return int(tg_high), int(tgl_high)


def _turn_cap(int max_turns):
    """`max_turns`, checked against what the core's turn stamps hold."""
    if max_turns > MAX_TURNS:
        raise CapacityError(f"a turn cap of {max_turns}: the compiled core plays at most "
                            f"{MAX_TURNS} turns (MAX_TURNS)")
    return max_turns


def _check(int code):
    if code in CAPACITY_ERRORS:
        raise CapacityError(error_message(code))
    if code:
        raise RuntimeError(error_message(code))


#: EventKind members by value (EventKind(v) is slow on a hot path)
_EVENT_KINDS = tuple(EventKind(v) if v in EventKind._value2member_map_ else None
                     for v in range(max(EventKind._value2member_map_) + 1))
_new_event = tuple.__new__


@cython.no_gc                   # (it holds lists only, and no list can hold it: no cycle)
cdef class _Log:
    """An append-only log a clone shares with the game it was cloned from: its first `n_src`
    items are those of `src` (a list its owner only appends to), then its own, a list made
    by the first append (`tail`). `clone()` thus copies no log and makes no list; the items
    are joined into one list the first time they are read."""
    cdef list src, own
    cdef Py_ssize_t n_src

    @staticmethod
    cdef _Log of(list items):
        cdef _Log g = _Log.__new__(_Log)
        g.own = items
        return g

    cdef list tail(self):
        """The list its own items are appended to."""
        if self.own is None:
            self.own = []
        return self.own

    cdef list items(self):
        if self.src is not None:
            self.own = self.src[:self.n_src] + (self.own or [])
            self.src = None
        return self.tail()

    cdef Py_ssize_t size(self):
        return ((len(self.own) if self.own is not None else 0)
                + (self.n_src if self.src is not None else 0))

    cdef _Log share(self):
        cdef _Log c = _Log.__new__(_Log)
        if self.src is not None and self.own:
            self.items()                    # once: then clones share one list
        if self.src is None:
            if self.own:
                c.src, c.n_src = self.own, len(self.own)
        else:
            c.src, c.n_src = self.src, self.n_src
        return c


# legal_actions' option ints, kept (an action is an int of 17 bits and more, which Python
# would otherwise allocate afresh for every option of every decision): a direct-mapped table
# of OPT_INTS slots, each a strong reference to the int of the action it was last asked for
# (ints are immutable, so every game may share them); the GIL guards it
cdef enum:
    OPT_INTS = 4096
cdef PyObject* _opt_obj[OPT_INTS]
cdef int32_t _opt_key[OPT_INTS]


cdef inline object option_int(int32_t a):
    """The Python int of action `a`, from the table when it holds it."""
    cdef uint32_t h = (<uint32_t>a * <uint32_t>2654435761u) >> 20     # (12 bits: OPT_INTS)
    cdef PyObject* p = _opt_obj[h]
    cdef object o
    if p != NULL and _opt_key[h] == a:
        return <object>p
    o = PyLong_FromLong(a)
    Py_INCREF(o)                             # (the table's reference)
    Py_XDECREF(p)
    _opt_obj[h] = <PyObject*>o
    _opt_key[h] = a
    return o


cdef class CoreGame:
    """A game in the compiled core (1v1, FFA3, FFA4 or 2v2), played one decision at a time."""
    cdef State* s                      # the whole game state (owned; STATE_BYTES bytes)
    cdef Ctx ctx
    cdef CoreTables tables
    cdef _Log _events, _history       # the `events` and `history` lists
    cdef readonly object seed
    cdef public list decision_log      # record_decisions(): the decisions asked, else None
    # (no __cinit__: a new object is zeroed, so `ctx` starts with no logs, buffers or state)

    @property
    def engine(self):
        return "core"

    def __dealloc__(self):
        if self.s != NULL:
            PyMem_Free(self.s)
        if self.ctx.ev != NULL:
            free(self.ctx.ev)
        if self.ctx.dl != NULL:
            free(self.ctx.dl)

    def record_decisions(self):
        """From now on, keep in `decision_log` each decision the core asks for, single-option
        ones too (taken at once): (DecisionKind, player, Phase, chain length, showdown on,
        index in `events` when asked, distinct options). For tests that watch decisions."""
        if self.ctx.dl == NULL:
            self.ctx.dl = <int32_t*>malloc(64 * DLR_WORDS * sizeof(int32_t))
            self.ctx.dl_cap = 64
        self.ctx.dl_n = 0
        self.decision_log = []

    def stop_at_every_decision(self, bint on=True):
        """From now on (`on`), a decision with a single option waits for `apply` like any
        other instead of being taken at once (game.ReferenceGame.stop_at_every_decision)."""
        self.ctx.stop_all = on

    @property
    def stops_at_every_decision(self):
        return bool(self.ctx.stop_all)

    @property
    def cache_checks(self):
        """Reads of kept answers checked against fresh ones so far (the checking mode,
        RIFTSIM_CHECK_CACHES; 0 without it)."""
        return self.ctx.checks

    @property
    def victory_score(self):
        """The mode's Victory Score (467.1), before passives change it."""
        return self.s.victory_score

    def victory_score_now(self):
        """The points that win now (layers.victory_score_now, 467.1): with the passives that
        change the Victory Score (Aspirant's Climb)."""
        return victory_score_now(&self.ctx)

    def set_moves_this_turn(self, int o, int n):
        """A scenario's turn history: object `o` moved `n` times this turn (441)."""
        self.s.o_moves[o] = n

    cdef void _drain_decisions(self, Py_ssize_t base):
        cdef int32_t i
        cdef int32_t* d
        from riftsim.reference.state import Phase
        for i in range(self.ctx.dl_n):
            d = self.ctx.dl + DLR_WORDS * i
            self.decision_log.append((DecisionKind(d[DLR_KIND]), d[DLR_PLAYER], Phase(d[DLR_PHASE]),
                                      d[DLR_CHAIN], bool(d[DLR_SHOWDOWN]), base + d[DLR_EVENTS],
                                      d[DLR_OPTIONS]))
        self.ctx.dl_n = 0

    cdef int _bind(self, CoreTables tables, const Ctx* src, bint log) except -1:
        """Own a copy of the position of `src` (NULL: a zeroed state): one malloc holds the
        state and the buffers beside it (Side), and the copy is the state and the live
        options (copy_position), so `clone()` costs that copy and little else."""
        self.tables = tables
        self.s = <State*>PyMem_Malloc(sizeof(State) + sizeof(Side))
        if self.s == NULL:
            raise MemoryError()
        ctx_attach(&self.ctx, self.s, <Side*>(self.s + 1))
        if src == NULL:
            memset(self.s, 0, sizeof(State))
        else:
            copy_position(&self.ctx, src)
        self.ctx.t = &tables.tab
        self.ctx.error = 0
        self.ctx.check = _CHECK_CACHES   # (tests: the checking mode, RIFTSIM_CHECK_CACHES)
        if log:
            self.ctx.ev_cap = 64         # allocated by the first event (emit)

    @property
    def events(self):
        """The events so far (`riftsim.events.Event`), oldest first. (`apply` leaves the
        events of its decisions in the core's buffer; they become Event tuples here, on the
        first read, so a loop that never reads them does not pay for them.)"""
        self._drain()
        return self._events.items()

    @events.setter
    def events(self, value):
        self.ctx.ev_n = 0                    # (the buffer's events are replaced too)
        self._events = _Log.of(list(value))

    @property
    def history(self):
        """The actions applied so far, in order (a game is seed + decks + this list)."""
        return self._history.items()

    @history.setter
    def history(self, value):
        self._history = _Log.of(list(value))

    cdef void _drain(self):
        cdef int32_t i
        cdef int32_t* e
        cdef list out
        if self.ctx.ev_n == 0:
            return
        out = self._events.tail()              # (appending needs no join)
        cdef tuple kinds = _EVENT_KINDS
        for i in range(self.ctx.ev_n):
            e = self.ctx.ev + EVR_WORDS * i
            out.append(_new_event(Event, (kinds[e[EVR_KIND]], e[EVR_PLAYER], e[EVR_OBJ],
                                          e[EVR_LOC], e[EVR_VALUE], e[EVR_CAUSE])))
        self.ctx.ev_n = 0

    @staticmethod
    def create(CoreTables tables, spec, uint64_t seed, int first_player=-1, int max_turns=200,
               bint log_events=True, str mode="1v1"):
        """A new game of `mode` (modes.MODES: its players, teams, Victory Score, battlefields
        and first-turn process, 478) from the players' deck specs one after another."""
        from riftsim.modes import get_mode
        cdef object m = get_mode(mode)
        cdef CoreGame g = CoreGame.__new__(CoreGame)
        cdef cnp.ndarray sp = np.ascontiguousarray(spec, dtype=np.int32)
        cdef int32_t nbf = m.battlefields
        if not 2 <= m.players <= MAXP:
            raise ValueError(f"mode {mode!r} seats {m.players} players (the core: 2-{MAXP})")
        g._bind(tables, NULL, log_events)
        g._events = _Log.of([])
        g._history = _Log.of([])
        g.seed = seed
        xo_seed(g.s.rng, seed)
        g.s.max_turns = _turn_cap(max_turns)
        init_mode(g.s, m.players, m.teams, m.victory_score,
                  (MF_FIRST_DRAWS if m.first_player_draws else 0) |
                  (MF_LAST_RUNE if m.last_player_extra_rune else 0))
        g.s.phase = PH_SETUP
        with nogil:
            setup_game(&g.ctx, <const int32_t*>cnp.PyArray_DATA(sp), first_player, nbf)
            run(&g.ctx)
        g._drain()
        _check(g.ctx.error)
        return g

    # -------------------------------------------------------------- the protocol

    @property
    def current_player(self):
        return self.s.dec_player if self.s.dec_kind else -1

    @property
    def decision(self):
        if not self.s.dec_kind:
            return None
        return Decision(DecisionKind(self.s.dec_kind), self.s.dec_player, self.s.dec_source)

    def legal_actions(self):
        cdef int32_t i, n = self.s.n_opts
        cdef list out = PyList_New(n)
        cdef object a
        for i in range(n):                   # (the list filled in place: no appends)
            a = option_int(self.ctx.opts[i])
            Py_INCREF(a)
            PyList_SET_ITEM(out, i, a)
        return out

    def apply(self, int action):
        cdef int r
        cdef Py_ssize_t base = self._events.size()
        if self.s.over:
            raise GameOverError("the game is over; no action can be applied")
        with nogil:
            r = apply_action(&self.ctx, action)
        if self.ctx.dl_cap:
            self._drain_decisions(base)
        if r < 0:
            from riftsim.reference.describe import action_name
            raise IllegalActionError(
                f"action {action} ({action_name(action)}) is not legal for {self.decision}; "
                f"legal: {self.legal_actions()}")
        self._history.tail().append(action)
        _check(self.ctx.error)               # (its events wait in the buffer: `events`)

    def step(self, int action):
        """`apply` without bookkeeping: returns 0, or -1 for an illegal action. (It keeps the
        GIL: one decision takes about a microsecond, less than releasing and taking it back
        would cost other threads.)"""
        cdef int32_t n0 = self.ctx.ev_n      # (the events `apply` left are kept; its own
        cdef int r = apply_action(&self.ctx, action)      # are not)
        self.ctx.ev_n = n0
        return r

    @property
    def is_over(self):
        return bool(self.s.over)

    @property
    def outcome(self):
        if not self.s.over:
            return None
        cdef int32_t w = self.s.winner, ally
        winners = ()                          # 484.6.a: teammates win or lose together
        if w >= 0 and self.s.n_teams:
            ally = ally_of(self.s, w)
            winners = (min(w, ally), max(w, ally))
        return Outcome(None if w < 0 else w, OutcomeReason(self.s.reason), self.s.turn,
                       tuple(self.s.players[i].points for i in range(self.s.n_players)),
                       winners)

    def clone(self):
        cdef CoreGame g = CoreGame.__new__(CoreGame)
        self._drain()                        # (the clone shares the events made so far)
        g._bind(self.tables, &self.ctx, self.ctx.ev_cap != 0)
        g.seed = self.seed
        g._events = self._events.share()
        g._history = self._history.share()
        return g

    def state_vector(self):
        return np.asarray(state_vector(&self.ctx), dtype=np.int32)

    def describe(self, int action):
        from riftsim.reference.describe import action as describe_action
        return describe_action(self, action)     # reads the same views the tests use

    def observation(self, int player):
        from riftsim.core import observation
        return observation(self, player)

    def observation_vector(self, int player):
        """The observation vector of `player` (observe.observation_vector): the decision,
        then the state vector with everything hidden from `player` masked."""
        cdef cnp.ndarray out = np.empty(OBS_MAX, dtype=np.int32)
        cdef int32_t n = observation_words(&self.ctx, player,
                                           <int32_t*>cnp.PyArray_DATA(out))
        return out[:n].copy()

    def visibility(self, int player):
        """Per object id, what `player` may know of it (observe.visibility): 0 public or
        theirs, 1 masked, 2 in a zone hidden from them but known (observe.pxi
        `known_objects`)."""
        cdef uint32_t known[MAXOW]
        cdef int peek = sees_facedown(&self.ctx, player)
        cdef int32_t o
        known_objects(&self.ctx, player, known)
        return [0 if not hidden_from(&self.ctx, player, o, peek) else
                2 if obj_in(known, o) else 1 for o in range(self.s.n_objs)]

    def agent_action(self, NativeAgent agent, rng_state):
        """The option `agent` chooses now for the deciding player (not applied); it draws
        from `rng_state` (a uint64[4] array, advanced in place: agent_rng)."""
        cdef uint64_t[::1] r = rng_state
        cdef int32_t a
        cdef Ctx c
        if self.s.over or self.s.dec_kind == 0:
            raise GameOverError("no decision is pending")
        if r.shape[0] != 4:
            raise ValueError("rng_state must be 4 uint64 words")
        c = self.ctx
        c.ev_cap = 0                         # an agent's look-ahead logs nothing
        c.dl_cap = 0
        c.error = 0
        with nogil:
            a = agent_act(&c, &agent.cfg, &r[0])
        _check(c.error)
        return a

    def determinized(self, int viewer, uint64_t seed):
        """A copy of this game in which everything hidden from `viewer` is re-dealt at
        random (seeded by `seed`) and the game's RNG re-seeded: the positions the search
        agent plays out (observe.pxi `determinize`). It logs no events."""
        cdef CoreGame g = CoreGame.__new__(CoreGame)
        cdef uint64_t r[4]
        g._bind(self.tables, &self.ctx, False)
        g.seed = self.seed
        g._events = _Log.of([])
        g._history = self._history.share()
        xo_seed(r, seed)
        determinize(&g.ctx, viewer, r)
        _check(g.ctx.error)
        return g

    def state_bytes(self):
        """The raw state (a copy), for comparing two games byte for byte."""
        return (<char*>self.s)[:sizeof(State)]

    # -------------------------------------------------------------- read access for Python

    def obj(self, int o):
        """(card, owner, controller, zone, loc, exhausted, damage, buff, stunned, might)."""
        if not 0 <= o < self.s.n_objs:
            raise IndexError(f"no object {o}")
        cdef int32_t m = might(&self.ctx, o) if self.s.o_zone[o] == Z_BOARD else 0
        return self._obj_fields(o) + (m,)

    def obj_table(self):
        """Every object's (card, owner, controller, zone, loc, exhausted, damage, buff,
        stunned, empowered), by id: `obj` for them all at once, without the Might."""
        cdef int32_t o
        return [self._obj_fields(o) + (oflag(self.s, o, O_EMPOWERED),)
                for o in range(self.s.n_objs)]

    cdef tuple _obj_fields(self, int32_t o):
        """(card, owner, controller, zone, loc, exhausted, damage, buff, stunned) of `o`."""
        return (self.s.o_card[o], oowner(self.s, o), octl(self.s, o), self.s.o_zone[o],
                self.s.o_loc[o], oflag(self.s, o, O_EXHAUSTED), self.s.o_damage[o],
                self.s.o_buff[o], oflag(self.s, o, O_STUNNED))

    def obj_empowered(self, int o):
        """The Empowered status of object `o` (ops_ven.pxi)."""
        if not 0 <= o < self.s.n_objs:
            raise IndexError(f"no object {o}")
        return bool(oflag(self.s, o, O_EMPOWERED))

    def set_empowered(self, int o, bint on):
        """Give or take the Empowered status directly (a test's position; no event)."""
        if not 0 <= o < self.s.n_objs:
            raise IndexError(f"no object {o}")
        oflag_set(self.s, o, O_EMPOWERED, on)
        self.s.dirty = 1

    def obj_extra(self, int o):
        """(token, designation, epoch)."""
        return (oflag(self.s, o, O_TOKEN), odesig(self.s, o), self.s.o_epoch[o])

    def seen_of(self, int o):
        """Bit 1: an attacker in this combat, bit 2: a defender (showdown attackers_seen)."""
        return oseen(self.s, o)

    def might_of(self, int o):
        """Current Might (layers.might)."""
        return might(&self.ctx, o)

    def keyword_of(self, int o, int kw):
        return kw_of(&self.ctx, o, kw)

    @property
    def pool(self):
        return self.tables.pool

    @property
    def first_player(self):
        """Who took the first turn (116)."""
        return self.s.first_player

    def info(self, int obj_id):
        """The card facts of object `obj_id` (Game.info)."""
        return self.tables.pool[self.s.o_card[obj_id]]

    @property
    def n_players(self):
        """Players in the game (478.1)."""
        return self.s.n_players

    @property
    def team(self):
        """Each seat's team (478.2, modes.team_of): the seat itself without teams."""
        return tuple(p % self.s.n_teams if self.s.n_teams else p
                     for p in range(self.s.n_players))

    @property
    def has_teams(self):
        """A mode with teams (478.2.a: 484, 2v2)."""
        return self.s.n_teams != 0

    def allies(self, int player):
        """The player's teammates (484.2) (Game.allies)."""
        return [] if not self.s.n_teams else [ally_of(self.s, player)]

    def is_opponent(self, int a, int b):
        return bool(is_opponent(self.s, a, b))

    def friends(self, int a, int b):
        return bool(friends(self.s, a, b))

    def opponents_of(self, int player):
        """The player's opponents in turn order from them (478.2.b)."""
        n = self.s.n_players
        return [(player + k) % n for k in range(1, n)
                if is_opponent(self.s, player, (player + k) % n)]

    def players_from(self, int first):
        """Turn order starting with `first` (116.1)."""
        n = self.s.n_players
        return [(first + i) % n for i in range(n)]

    def next_player(self, int player):
        """The next player in turn order (116.1.b)."""
        return next_player(self.s, player)

    def team_points(self, int player):
        return team_points(self.s, player)

    @property
    def ally_held(self):
        """Battlefields the turn player's teammate held this Beginning Phase (484.8.b)."""
        return frozenset(i for i in range(self.s.n_bfs) if (self.s.ally_held >> i) & 1)

    @property
    def mode(self):
        if self.s.n_players == 4:
            return "2v2" if self.s.n_teams else "ffa4"
        return "ffa3" if self.s.n_players == 3 else "1v1"

    @property
    def turn(self):
        return self.s.turn

    @property
    def turn_player(self):
        return self.s.turn_player

    @property
    def priority(self):
        return self.s.priority

    @property
    def phase(self):
        from riftsim.reference.state import Phase
        return Phase(self.s.phase)

    @property
    def objs(self):
        from riftsim.core import obj_views
        return obj_views(self)

    @property
    def players(self):
        from riftsim.core import player_views
        return player_views(self)

    @property
    def bfs(self):
        from riftsim.core import battlefield_views
        return battlefield_views(self)

    @property
    def chain(self):
        from riftsim.core import chain_views
        return chain_views(self)

    @property
    def showdown(self):
        from riftsim.core import showdown_view
        return showdown_view(self)

    @property
    def effects(self):
        from riftsim.core import effect_views       # effect ops (effects.pxi)
        return effect_views(self)

    @property
    def delayed(self):
        from riftsim.core import delayed_views      # effect ops (effects.pxi)
        return delayed_views(self)

    def delayed_rows(self):
        cdef int i
        return (self.s.n_delayed,
                [tuple(self.s.delays[DELAY_WORDS * i + k] for k in range(DELAY_WORDS))
                 for i in range(self.s.n_delays)],
                [tuple(self.s.watch[WATCH_WORDS * i + k] for k in range(WATCH_WORDS))
                 for i in range(self.s.n_watch)])

    def board_objs(self, loc=None, controller=None, kind=None):
        """Units and gear on the board, in object-id order (Game.board_objs)."""
        return [o for o in self.objs if o.zone == 3 and (loc is None or o.loc == loc)
                and (controller is None or o.controller == controller)
                and (kind is None or self.pool[o.card].type == kind)]

    def units_at(self, int loc, controller=None):
        return [o for o in self.objs if o.zone == 3 and o.loc == loc
                and self.pool[o.card].type == "unit"
                and (controller is None or o.controller == controller)]

    def load(self, objs, players, bfs, effects, header):
        """Set up a position (riftsim.core.build_core): `objs` rows (card, owner, controller,
        zone, loc, exhausted, damage, buff, stunned, token); per player dicts of lists and
        counters; battlefield rows (obj, owner, controller, facedown, facedown2); effect rows;
        header."""
        cdef State* s = self.s
        cdef int32_t i, k
        cdef int32_t* n
        cdef ChainItem* item
        cdef Pending* pt
        cdef zid_t* lst
        if len(objs) > MAXO:
            raise CapacityError(f"the scenario has {len(objs)} objects: "
                                f"{CAPACITY_ERRORS[ERR_CAP_OBJECTS]}")
        if len(effects) > MAXE:
            raise CapacityError(f"the scenario has {len(effects)} continuous effects: "
                                f"{CAPACITY_ERRORS[ERR_CAP_EFFECTS]}")
        for p, d in enumerate(players):     # the zone lists (State.players[p].cards, ...)
            pooled = 0
            for z, ids in d["lists"].items():
                cap = MAXRL if z == Z_RUNES or z == Z_RUNE_DECK else MAXL
                if len(ids) > cap:
                    raise CapacityError(
                        f"the scenario puts {len(ids)} cards in player {p}'s "
                        f"{_ZONE_NAMES.get(z, z)}: "
                        f"{CAPACITY_ERRORS[ERR_CAP_RUNES if cap == MAXRL else ERR_CAP_ZONE]}")
                if cap == MAXL:
                    pooled += len(ids)
            if pooled > MAXL:
                raise CapacityError(
                    f"the scenario puts {pooled} cards in player {p}'s deck, hand, trash and "
                    f"banishment: {CAPACITY_ERRORS[ERR_CAP_ZONE]}")
        s.n_objs = len(objs)
        s.turn = header["turn"]              # (the "this turn" marks below are of this turn)
        for i, row in enumerate(objs):
            (s.o_card[i], owner, controller, s.o_zone[i], s.o_loc[i],
             exhausted, s.o_damage[i], s.o_buff[i], stunned, token) = row
            s.o_pl[i] = 0
            oowner_set(s, i, owner)
            octl_set(s, i, controller)
            s.o_flags[i] = 0
            oflag_set(s, i, O_EXHAUSTED, exhausted)
            oflag_set(s, i, O_STUNNED, stunned)
            oflag_set(s, i, O_TOKEN, token)
            set_finalized(s, i, 0)
            index_obj(&self.ctx, i)
            set_on_board(&self.ctx, i, s.o_zone[i] == Z_BOARD)
            place_obj(&self.ctx, i)
        s.dmg_any = 1                        # (a unit may have damage marked)
        for i, turn, emp in header.get("marks", ()):   # "this turn" and status markers
            set_finalized(s, i, turn == s.turn)
            oflag_set(s, i, O_EMPOWERED, emp)
        for p, d in enumerate(players):
            s.players[p].legend = d["legend"]
            s.players[p].champion = d["champion"]
            s.players[p].chosen_card = d["chosen_card"]
            for z, ids in d["lists"].items():
                for x in ids:                # (each list in order; the pool's zones move up)
                    zl_insert(&self.ctx, p, z, -1, x)
            s.players[p].points = d["points"]
            s.players[p].xp = d["xp"]
            s.players[p].energy = d["energy"]
            for k, v in d["power"].items():
                s.players[p].power[k] = v
            s.players[p].turns_taken = d["turns_taken"]
            s.players[p].cards_played = d.get("cards_played", 0)
            s.players[p].cards_finalized = d.get("cards_finalized", 0)
            s.players[p].discarded = d.get("discarded", 0)
            s.players[p].units_died = d.get("units_died", 0)
            s.players[p].spells_played = d.get("spells_played", 0)
            s.players[p].xp_gained = d.get("xp_gained", 0)
            s.players[p].hold_points = d.get("hold_points", 0)
            s.players[p].power_spent = d.get("power_spent", 0)
            s.players[p].enemy_chosen = d.get("enemy_chosen", 0)
            s.players[p].conquered = sum(1 << b for b in d.get("conquered", ()))
            s.players[p].scored = sum(1 << b for b in d.get("scored", ()))
        s.n_bfs = len(bfs)
        for i, (o, owner, ctl, fd, fd2) in enumerate(bfs):
            s.bfs[i].obj = o
            s.bfs[i].owner = owner
            s.bfs[i].controller = ctl
            s.bfs[i].contested_by = NONE
            s.bfs[i].facedown = fd
            s.bfs[i].hidden_turn = 0
            s.bfs[i].facedown2 = fd2
            s.bfs[i].hidden_turn2 = 0
            s.bfs[i].prev_controller = NONE
        refresh_active(&self.ctx)            # (act_extra, layers.pxi)
        s.n_effects = len(effects)
        for i, (kind, target, epoch, nn, kw, dur, ts, ctl) in enumerate(effects):
            s.effects[i].kind = kind
            s.effects[i].target = target
            s.effects[i].epoch = epoch
            s.effects[i].n = nn
            s.effects[i].kw = kw
            s.effects[i].duration = dur
            s.effects[i].timestamp = ts
            s.effects[i].controller = ctl
            if kind == EK_GIVE and kw == K_DEFLECT:
                s.idx_flags |= IX_DEFLECT    # (a position may give it with no card saying so)
        s.timestamp = header["timestamp"]
        s.turn = header["turn"]
        s.turn_player = header["turn_player"]
        s.first_player = header["first_player"]
        s.victory_score = header.get("victory_score", s.victory_score)
        s.ally_held = sum(1 << b for b in header.get("ally_held", ()))   # 484.8.b
        s.phase = header["phase"]
        s.dirty = 1
        for x, u in header.get("attached", ()):      # 434: before anything runs (activate.pxi)
            set_attached(&self.ctx, x, u + 1)
        for i, p in enumerate(header.get("contested", ())):   # 187.3
            s.bfs[i].contested_by = p
        sd = header.get("showdown")          # a showdown in progress (345, 459)
        if sd is not None:
            s.sd_active = 1
            (s.sd_bf, s.sd_combat, s.sd_focus, s.sd_passes, s.sd_attacker, s.sd_defender,
             s.sd_applied_by) = sd
        for o, d, seen in header.get("designations", ()):
            odesig_set(s, o, d)
            oseen_set(s, o, seen)
        for kind, ctl, src, ab, here, targets in header.get("chain", ()):   # finalized items
            if s.n_chain >= MAXCH:                                            # (329)
                raise CapacityError(f"the scenario's chain has more items than the core "
                                    f"holds: {CAPACITY_ERRORS[ERR_CAP_CHAIN]}")
            if len(targets) > MAXTG:
                raise CapacityError(f"a chain item of the scenario has {len(targets)} "
                                    f"targets: {CAPACITY_ERRORS[ERR_CAP_TARGETS]}")
            item = &s.chain[s.n_chain]
            memset(item, 0, sizeof(ChainItem))
            item.kind, item.controller, item.source, item.ability = kind, ctl, src, ab
            item.trigger_obj = NONE
            item.here = here
            item.played_from = Z_HAND if kind == CK_SPELL else Z_NONE
            if targets:
                tr = item_tg_w(&self.ctx, item)
                if tr == NULL:
                    raise CapacityError(f"the scenario's chain has more items with targets "
                                        f"than the core holds: "
                                        f"{CAPACITY_ERRORS[ERR_CAP_TARGET_RECORDS]}")
                for k, (o, slot, epoch) in enumerate(targets):
                    tr.targets[k], tr.tslot[k], tr.tepoch[k] = o, slot, epoch
                tr.n_targets = len(targets)
            s.n_chain += 1
        for ctl, src, ab, tobj, here, snap in header.get("pending", ()):   # 383.3: waiting
            if s.n_pending >= MAXPT:
                raise CapacityError(f"the scenario has more pending triggers than the core "
                                    f"holds: {CAPACITY_ERRORS[ERR_CAP_PENDING]}")
            pt = &s.pending[s.n_pending]
            memset(pt, 0, sizeof(Pending))
            (pt.controller, pt.source, pt.ability, pt.trigger_obj, pt.here,
             pt.snapshot_might) = ctl, src, ab, tobj, here, snap
            s.n_pending += 1
        if s.n_chain:
            s.priority = header["priority"]
            s.passes = header["passes"]
            s.chain_by_trigger = header["chain_by_trigger"]
        if header["awaken"]:
            start_turn(&self.ctx)
        with nogil:
            run(&self.ctx)
        if self.ctx.dl_cap:
            self._drain_decisions(0)
        self._drain()
        _check(self.ctx.error)

    @staticmethod
    def blank(CoreTables tables, uint64_t seed, int max_turns=200, str mode="1v1"):
        """An empty game of `mode` to `load` a position into."""
        from riftsim.modes import get_mode
        cdef object m = get_mode(mode)
        cdef CoreGame g = CoreGame.__new__(CoreGame)
        g._bind(tables, NULL, True)
        g._events = _Log.of([])
        g._history = _Log.of([])
        g.seed = seed
        xo_seed(g.s.rng, seed)
        g.s.max_turns = _turn_cap(max_turns)
        init_mode(g.s, m.players, m.teams, m.victory_score,
                  (MF_FIRST_DRAWS if m.first_player_draws else 0) |
                  (MF_LAST_RUNE if m.last_player_extra_rune else 0))
        return g

    def zone_list(self, int player, int zone):
        cdef int8_t* n
        cdef zid_t* lst = zone_list(&self.ctx, player, zone, &n)
        return [] if lst == NULL else [lst[i] for i in range(n[0])]

    @property
    def n_objs(self):
        return self.s.n_objs

    def battlefield(self, int i):
        return (self.s.bfs[i].obj, self.s.bfs[i].controller, self.s.bfs[i].contested_by)

    def facedown(self, int i):
        """The hidden card at battlefield `i` (811), -1."""
        return self.s.bfs[i].facedown

    def facedown2(self, int i):
        """A second hidden card at battlefield `i` (107.3.b.1: Bandle Tree), -1."""
        return self.s.bfs[i].facedown2

    def replaced(self, int i):
        """The card the Replace token at battlefield `i` stands in for (438.5), -1."""
        return self.s.bfs[i].replaced1 - 1

    def set_played_turn(self, int o, int turn):
        """Hidden (811): the turn object `o` was hidden (riftsim.core.build_core): noted at
        the battlefield it is hidden at (Battlefield.hidden_turn)."""
        cdef int i
        for i in range(self.s.n_bfs):
            if self.s.bfs[i].facedown == o:
                self.s.bfs[i].hidden_turn = turn
            if self.s.bfs[i].facedown2 == o:
                self.s.bfs[i].hidden_turn2 = turn

    def effect_rows(self):
        """The continuous effects: (kind, target, epoch, n, kw, duration, timestamp,
        controller) rows (EK_* kinds)."""
        cdef Effect* e
        out = []
        for i in range(self.s.n_effects):
            e = &self.s.effects[i]
            out.append((e.kind, e.target, e.epoch, e.n, e.kw, e.duration, e.timestamp,
                        e.controller))
        return out

    def chain_item_targets(self, int i):
        """Chain item i: ([(object, slot)] as chosen, [Repeat] costs paid, the move
        destination chosen as it was played + 1 or 0, for each execution (820.2.a))."""
        cdef ChainItem* it = &self.s.chain[i]
        cdef Targets* tr = item_tg(&self.ctx, it)
        return ([(tr.targets[k], tr.tslot[k]) for k in range(item_ntg(&self.ctx, it))],
                it.repeats,
                [run_move_dest(it, k) for k in range(1 + it.repeats)])

    def chain_items(self):
        return [(self.s.chain[i].controller, self.s.chain[i].source, self.s.chain[i].ability)
                for i in range(self.s.n_chain)]

    def obj_attached(self, int o):
        """The unit object `o` is attached to (434), -1."""
        return self.s.o_attached[o] - 1

    def set_attached(self, int o, int unit):
        set_attached(&self.ctx, o, unit + 1)

    def chain_kinds(self):
        """The kind (CK_*) of each chain item, oldest first."""
        return [self.s.chain[i].kind for i in range(self.s.n_chain)]

    def chain_pending(self):
        """Whether each chain item is still pending (329.3), oldest first."""
        return [bool(self.s.chain[i].pending) for i in range(self.s.n_chain)]

    @property
    def n_bfs(self):
        return self.s.n_bfs

    @property
    def header(self):
        return {"turn": self.s.turn, "turn_player": self.s.turn_player, "phase": self.s.phase,
                "chain": self.s.n_chain, "showdown": self.s.sd_bf if self.s.sd_active else -1,
                "combat": self.s.sd_combat, "focus": self.s.sd_focus,
                "attacker": self.s.sd_attacker, "defender": self.s.sd_defender,
                "sd_passes": self.s.sd_passes, "sd_step": self.s.sd_step,
                "sd_recalled": self.s.sd_recalled}

    def player_state(self, int p):
        cdef Player* pl = &self.s.players[p]
        return {"points": pl.points, "energy": pl.energy, "xp": pl.xp,
                "cards_played": pl.cards_played, "discarded": pl.discarded,
                "spells_played": pl.spells_played, "xp_gained": pl.xp_gained,
                "hold_points": pl.hold_points, "power_spent": pl.power_spent,
                "enemy_chosen": pl.enemy_chosen,
                "conquered": {i for i in range(MAXBF) if pl.conquered >> i & 1},
                "cards_finalized": pl.cards_finalized, "units_died": pl.units_died,
                "burnouts": pl.burnouts, "scored": {i for i in range(MAXBF) if pl.scored >> i & 1},
                "turns_taken": pl.turns_taken,
                "power": {n: pl.power[k] for k, n in enumerate(
                    ("any", "body", "calm", "chaos", "fury", "mind", "order", "spell_any",
                     "gear_any"))
                    if pl.power[k]}, "spell_energy": pl.spell_energy,
                "legend": pl.legend, "champion": pl.champion}


cdef list state_vector(Ctx* c):
    cdef int32_t buf[SV_MAX]
    cdef int32_t n = state_words(c, -1, buf)
    return [buf[i] for i in range(n)]


#: the built-in agents' kinds (agents.pxi AGENT_*)
AGENT_KINDS = {"random": AGENT_RANDOM, "greedy": AGENT_GREEDY, "heuristic": AGENT_HEURISTIC,
               "search": AGENT_SEARCH, "policy": AGENT_POLICY}
OBS_WORDS = OBS_MAX


cdef class NativeAgent:
    """A built-in agent of the core (agents.pxi) with its parameters: what `play_games` and
    `CoreGame.agent_action` run. `riftsim.agents` builds these from agent specs; `policy` is
    the address of a compiled policy function (a numba ``@cfunc``, riftsim.policy)."""
    cdef AgentCfg cfg
    cdef readonly object policy_ref     # keeps the policy's owner (the cfunc) alive

    def __cinit__(self, int kind, double epsilon=0.0, int playouts=0, int ms=0,
                  int rollout=AGENT_HEURISTIC, double rollout_epsilon=0.0, int horizon=0,
                  size_t policy=0, object policy_ref=None):
        if not AGENT_RANDOM <= kind <= AGENT_POLICY:
            raise ValueError(f"unknown native agent kind {kind}")
        if kind == AGENT_POLICY and policy == 0:
            raise ValueError("a policy agent needs the address of its function")
        if kind == AGENT_SEARCH and rollout not in (AGENT_RANDOM, AGENT_GREEDY, AGENT_HEURISTIC):
            raise ValueError("a search agent's rollouts use random, greedy or heuristic")
        memset(&self.cfg, 0, sizeof(AgentCfg))
        self.cfg.kind = kind
        self.cfg.epsilon = epsilon
        self.cfg.playouts = playouts
        self.cfg.ms = ms
        self.cfg.rollout = rollout
        self.cfg.rollout_epsilon = rollout_epsilon
        self.cfg.horizon = horizon
        self.cfg.policy = <policy_fn>policy
        self.policy_ref = policy_ref
        if kind == AGENT_SEARCH:
            self.cfg.scratch = <State*>malloc(2 * sizeof(State))
            if self.cfg.scratch == NULL:
                raise MemoryError()
        if kind == AGENT_POLICY:
            self.cfg.obs = <int32_t*>malloc(OBS_MAX * sizeof(int32_t))
            if self.cfg.obs == NULL:
                raise MemoryError()

    def __dealloc__(self):
        free(self.cfg.scratch)
        free(self.cfg.obs)

    @property
    def kind(self):
        return self.cfg.kind

    @property
    def stats(self):
        """Search statistics so far: decisions searched, playouts played, and playouts a
        determinization could not finish (scored as a draw)."""
        return {"searches": self.cfg.searches, "playouts": self.cfg.playouts_done,
                "failed": self.cfg.failed}


def agent_rng(uint64_t game_seed, int player):
    """The agent stream of `player` in the game seeded `game_seed`, as a uint64[4] state
    (agents.agent_seeds: derive_seed(game seed, player + 1))."""
    state = np.zeros(4, dtype=np.uint64)
    cdef uint64_t[::1] v = state
    xo_seed(&v[0], derive_seed_u64(game_seed, player + 1))
    return state


def play_games(CoreTables tables, specs, uint64_t seed, int n_games, agents,
               int max_turns=200, int start=0, bint check_caches=False):
    """Play games `start` .. `start + n_games - 1` inside the core without the GIL. Game i
    uses seed derive_seed(seed, i); deck spec A (specs[0]) is player 0 and goes first in even
    games, specs[1] is player 1 (as `riftsim.sim` does). `agents`: two `NativeAgent`s; the
    agent of player p draws from derive_seed(game seed, p + 1).

    Returns numpy arrays: winner (-1 none), turns, points (n, 2), decisions, reason, error
    (0, or the core's internal error code for a game it could not finish).

    `check_caches` (tests): the checking mode (Ctx.check), every answer the state keeps across
    decisions is recomputed at each read and a difference fails the game (CHECK_FAILED);
    "checks" in the result counts the reads so checked."""
    cdef int cap = _turn_cap(max_turns)
    cdef NativeAgent ag0 = agents[0], ag1 = agents[1]
    cdef cnp.ndarray spec_a = np.ascontiguousarray(specs[0], dtype=np.int32)
    cdef cnp.ndarray spec_b = np.ascontiguousarray(specs[1], dtype=np.int32)
    cdef cnp.ndarray winner = np.full(n_games, -1, dtype=np.int32)
    cdef cnp.ndarray turns = np.zeros(n_games, dtype=np.int32)
    cdef cnp.ndarray points = np.zeros((n_games, 2), dtype=np.int32)
    cdef cnp.ndarray decisions = np.zeros(n_games, dtype=np.int64)
    cdef cnp.ndarray reason = np.zeros(n_games, dtype=np.int32)
    cdef cnp.ndarray errors = np.zeros(n_games, dtype=np.int32)
    cdef int32_t[::1] w = winner, tu = turns, re = reason, er = errors
    cdef int32_t[:, ::1] pts = points
    cdef int64_t[::1] dec = decisions
    cdef AgentCfg* cfg[MAXP]
    cdef const int32_t* sa = <const int32_t*>cnp.PyArray_DATA(spec_a)
    cdef const int32_t* sb = <const int32_t*>cnp.PyArray_DATA(spec_b)
    cdef int32_t* full
    cdef int32_t la = spec_a.shape[0], lb = spec_b.shape[0]
    cdef State* st = <State*>malloc(sizeof(State))
    cdef State* tpl = <State*>malloc(sizeof(State))
    cdef Ctx c
    cdef Side side
    cdef int32_t bf_first[MAXP]
    cdef int32_t bf_n[MAXP]
    cdef int i, g, built
    cdef int32_t err0
    cdef int64_t nd
    if n_games < 0 or start < 0:
        raise ValueError("n_games and start must not be negative")
    cfg[0] = &ag0.cfg
    cfg[1] = &ag1.cfg
    full = <int32_t*>malloc((la + lb) * sizeof(int32_t))
    if st == NULL or full == NULL or tpl == NULL:
        free(st)
        free(tpl)
        free(full)
        raise MemoryError()
    memcpy(full, sa, la * sizeof(int32_t))
    memcpy(full + la, sb, lb * sizeof(int32_t))
    memset(&c, 0, sizeof(Ctx))
    c.t = &tables.tab
    c.check = check_caches
    with nogil:
        built = setup_template(&c, tpl, &side, full, 2, 0, 8, MF_FIRST_DRAWS | MF_LAST_RUNE,
                               cap, bf_first, bf_n)          # 480: 1v1
        err0 = 0 if built else c.error
        for i in range(n_games):
            g = start + i
            nd = batch_game(&c, st, tpl, &side, err0, derive_seed_u64(seed, g), g % 2, 2,
                            bf_first, bf_n, cfg)
            w[i] = st.winner
            tu[i] = st.turn
            pts[i, 0] = st.players[0].points
            pts[i, 1] = st.players[1].points
            dec[i] = nd
            re[i] = st.reason
            er[i] = c.error
    free(st)
    free(tpl)
    free(full)
    return {"winner": winner, "turns": turns, "points": points, "decisions": decisions,
            "reason": reason, "error": errors, "checks": c.checks}


cdef int64_t batch_game(Ctx* c, State* st, const State* tpl, Side* side, int32_t err0,
                        uint64_t gs, int32_t first, int32_t nbf, const int32_t* bf_first,
                        const int32_t* bf_n, AgentCfg** seat_cfg) noexcept nogil:
    """One game of a batch (play_games, play_mode_games) in `st`: from the template `tpl`
    (setup_template; `err0` its error, 0 if it was built), seeded `gs`, `first` taking the
    first turn, the agent at seat p `seat_cfg[p]` drawing from derive_seed(gs, p + 1) (as
    `riftsim.agents.agent_seeds`). Returns the decisions taken; the outcome is in `st`,
    c.error says if the core could not finish it."""
    cdef uint64_t ar[MAXP][4]
    cdef int32_t p, a
    cdef int64_t nd = 0
    memcpy(st, tpl, sizeof(State))           # (the objects, built once: setup_objects)
    ctx_attach(c, st, side)
    c.ev_n = 0
    c.error = err0
    xo_seed(st.rng, gs)
    if c.error == 0:
        setup_deal(c, first, nbf, bf_first, bf_n)
        run(c)
    for p in range(st.n_players):
        xo_seed(ar[p], derive_seed_u64(gs, p + 1))
    while not st.over and c.error == 0:
        a = agent_act(c, seat_cfg[st.dec_player], ar[st.dec_player])
        if c.error:
            break
        apply_action(c, a)
        nd += 1
    return nd


cdef int setup_template(Ctx* c, State* tpl, Side* side, const int32_t* spec, int32_t players,
                        int32_t teams, int32_t victory_score, int32_t flags, int32_t cap,
                        int32_t* bf_first, int32_t* bf_n) noexcept nogil:
    """The state every game of a batch starts from: the mode and every player's objects
    (turn.pxi setup_objects, which draws nothing random), built once and copied per game;
    1, or 0 with c.error set when the decks do not fit."""
    memset(tpl, 0, sizeof(State))
    ctx_attach(c, tpl, side)
    c.ev_n = 0
    c.error = 0
    tpl.max_turns = cap
    init_mode(tpl, players, teams, victory_score, flags)
    tpl.phase = PH_SETUP
    setup_objects(c, spec, bf_first, bf_n)
    return c.error == 0


def play_mode_games(CoreTables tables, specs, uint64_t seed, orders, agents, str mode,
                    int max_turns=200, int start=0, bint check_caches=False):
    """Play games `start` .. `start + len(orders) - 1` of `mode` (riftsim.modes: FFA3, FFA4,
    2v2, or 1v1) inside the core without the GIL. `specs[k]`: deck k's spec; `agents[k]`:
    deck k's `NativeAgent`; `orders[i][seat]`: the deck at each seat of game start + i (seat
    0 takes the first turn, 116.1). Game g uses seed derive_seed(seed, g), and the agent at
    seat p draws from derive_seed(game seed, p + 1), as `riftsim.agents.play_game` seeds a
    game driven from Python: the same games.

    Returns numpy arrays per game: winner (the winning seat, -1 none), winners (a bit per
    winning seat: with teams the winner's teammate too, 484.6.a), turns, points (n, seats),
    decisions, reason, error (0, or the core's internal error code for a game it could not
    finish). `check_caches`: as `play_games`."""
    from riftsim.modes import get_mode
    cdef object m = get_mode(mode)
    cdef int np_ = m.players, nbf = m.battlefields, teams = m.teams, vs = m.victory_score
    cdef int k, p, i, g
    cdef int cap = _turn_cap(max_turns)
    cdef int flags = (MF_FIRST_DRAWS if m.first_player_draws else 0) | \
        (MF_LAST_RUNE if m.last_player_extra_rune else 0)
    cdef cnp.ndarray ords = np.ascontiguousarray(orders, dtype=np.int32)
    if not 2 <= np_ <= MAXP:
        raise ValueError(f"mode {mode!r} seats {np_} players (the core: 2-{MAXP})")
    if len(specs) != np_ or len(agents) != np_:
        raise ValueError(f"{mode} needs {np_} deck specs and {np_} agents")
    if ords.ndim != 2 or ords.shape[1] != np_ or ords.shape[0] < 1:
        raise ValueError(f"orders: one row per game (at least one) of the {np_} deck "
                         f"indices in seat order, got shape {(<object>ords).shape}")
    if start < 0:
        raise ValueError("start must not be negative")
    cdef int n_games = ords.shape[0]
    cdef int32_t[:, ::1] od = ords
    for i in range(n_games):
        if sorted(ords[i].tolist()) != list(range(np_)):
            raise ValueError(f"orders[{i}] is not an order of the {np_} decks")
    cdef list arrs = [np.ascontiguousarray(d, dtype=np.int32) for d in specs]
    cdef const int32_t* sp[MAXP]
    cdef int32_t sl[MAXP]
    cdef AgentCfg* cfg[MAXP]
    cdef NativeAgent ag
    cdef int32_t total = 0
    for k in range(np_):
        sp[k] = <const int32_t*>cnp.PyArray_DATA(<cnp.ndarray>arrs[k])
        sl[k] = (<cnp.ndarray>arrs[k]).shape[0]
        total += sl[k]
        ag = agents[k]
        cfg[k] = &ag.cfg
    cdef cnp.ndarray winner = np.full(n_games, -1, dtype=np.int32)
    cdef cnp.ndarray winners = np.zeros(n_games, dtype=np.int32)
    cdef cnp.ndarray turns = np.zeros(n_games, dtype=np.int32)
    cdef cnp.ndarray points = np.zeros((n_games, np_), dtype=np.int32)
    cdef cnp.ndarray decisions = np.zeros(n_games, dtype=np.int64)
    cdef cnp.ndarray reason = np.zeros(n_games, dtype=np.int32)
    cdef cnp.ndarray errors = np.zeros(n_games, dtype=np.int32)
    cdef int32_t[::1] w = winner, wm = winners, tu = turns, re = reason, er = errors
    cdef int32_t[:, ::1] pts = points
    cdef int64_t[::1] dec = decisions
    uniq, which = np.unique(ords, axis=0, return_inverse=True)   # (a template per order)
    cdef cnp.ndarray uq = np.ascontiguousarray(uniq, dtype=np.int32)
    cdef cnp.ndarray wh = np.ascontiguousarray(which.reshape(-1), dtype=np.int32)
    cdef int32_t[:, ::1] uo = uq
    cdef int32_t[::1] wi = wh
    cdef int n_tpl = uq.shape[0], t
    cdef State* st = <State*>malloc(sizeof(State))
    cdef State* tpl = <State*>malloc(n_tpl * sizeof(State))
    cdef int32_t* built = <int32_t*>malloc(n_tpl * (1 + 2 * MAXP) * sizeof(int32_t))
    cdef int32_t* full = <int32_t*>malloc(total * sizeof(int32_t))
    cdef int32_t* bfs
    cdef Ctx c
    cdef Side side
    cdef AgentCfg* seat_cfg[MAXP]
    cdef int32_t off, ally
    cdef int64_t nd
    if st == NULL or full == NULL or tpl == NULL or built == NULL:
        free(st)
        free(tpl)
        free(built)
        free(full)
        raise MemoryError()
    memset(&c, 0, sizeof(Ctx))
    c.t = &tables.tab
    c.check = check_caches
    with nogil:
        for t in range(n_tpl):               # the objects of each seat order, built once
            off = 0
            for p in range(np_):             # the decks in seat order
                memcpy(full + off, sp[uo[t, p]], sl[uo[t, p]] * sizeof(int32_t))
                off += sl[uo[t, p]]
            bfs = built + t * (1 + 2 * MAXP)
            bfs[0] = setup_template(&c, &tpl[t], &side, full, np_, teams, vs, flags, cap,
                                    bfs + 1, bfs + 1 + MAXP)
            if not bfs[0]:
                bfs[0] = -c.error
        for i in range(n_games):
            g = start + i
            t = wi[i]
            bfs = built + t * (1 + 2 * MAXP)
            for p in range(np_):             # the agent of the deck at each seat
                seat_cfg[p] = cfg[od[i, p]]
            nd = batch_game(&c, st, &tpl[t], &side, 0 if bfs[0] > 0 else -bfs[0],
                            derive_seed_u64(seed, g), 0, nbf, bfs + 1, bfs + 1 + MAXP,
                            seat_cfg)
            w[i] = st.winner
            if st.winner >= 0:
                wm[i] = 1 << st.winner
                ally = ally_of(st, st.winner)
                if ally != NONE:
                    wm[i] |= 1 << ally
            tu[i] = st.turn
            for p in range(np_):
                pts[i, p] = st.players[p].points
            dec[i] = nd
            re[i] = st.reason
            er[i] = c.error
    free(st)
    free(tpl)
    free(built)
    free(full)
    return {"winner": winner, "winners": winners, "turns": turns, "points": points,
            "decisions": decisions, "reason": reason, "error": errors, "checks": c.checks}
