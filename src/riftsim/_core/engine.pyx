# cython: language_level=3
"""The compiled core: the rules procedure of riftsim.reference, in C over one flat state.

Same task loop (HOT FEPR, rule 335), same decisions, same canonical options, same events and
the same `state_vector()` as the reference engine (DESIGN.md "Parity contract"); the modules
of riftsim.reference are the specification and each function below names the one it mirrors.
Card data comes from read-only int32 tables built by `riftsim.cards.compile.tables` from the card
definitions; effects run on the bytecode VM in vm.pxi.

Everything per decision is `nogil` and works on a `Ctx`: the game's `State*`, the buffers
beside the state (`Side`: the pending decision's options, the memo of one decision), the static
tables and the event buffer. Errors cross into Python as return codes.
"""

from libc.stdint cimport int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memcmp, memcpy, memmove, memset
from libc.stdlib cimport malloc, realloc, free
from cpython.mem cimport PyMem_Malloc, PyMem_Free
from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.ref cimport Py_INCREF, Py_XDECREF, PyObject
from cpython.long cimport PyLong_FromLong
cimport cython

import numpy as np
cimport numpy as cnp

from riftsim._core.rng cimport (
    xo_seed, xo_next, xo_bounded, xo_shuffle, derive_seed_u64,
)
from riftsim._core.state cimport (
    State, Player, Battlefield, ChainItem, Targets, Task, Pending, Effect, zid_t,
    MAXP, MAXO, MAXOW, MAXL, MAXRL, MAXBF, MAXCH, MAXTG, MAXTGR, MAXTGL, MAXT, MAXTD, MAXPT,
    MAXE, MAXOPT,
    MAXTF, NPOW, TurnMark, finalized, set_finalized, odesig, odesig_set, oseen, oseen_set,
    odmg_by, odmg_by_set,
    IX_MIGHTY, IX_DEFLECT, IX_COPY_PRINTED, IX_FLOW, MAXSKW, MAXCH_OBS, MAXTEW, SSC_N, MCK_ROWS,
    PRS_LOOSE, BW_MAX, MF_FIRST_DRAWS, MF_LAST_RUNE, OWED_MAX,
    MAX_TURNS,
    O_EXHAUSTED, O_STUNNED, O_TOKEN, O_PAID_EXTRA, O_EMPOWERED, O_REMEMBERED, oflag, oflag_set,
    O_MIGHTY, omighty, omighty_set,
    deck_of, hand_of, trash_of, banish_of, pool_used, oowner, oowner_set, octl, octl_set,
    obj_words,
)

cnp.import_array()

include "constants.pxi"
include "tasks.pxi"
include "tables.pxi"
include "instructions.pxi"
include "context.pxi"
include "resources.pxi"
include "select.pxi"
include "layers.pxi"
include "zones.pxi"
include "turn.pxi"
include "play.pxi"
include "costs.pxi"
include "abilities.pxi"
include "keywords.pxi"
include "movement.pxi"
include "chain.pxi"
include "triggers.pxi"
include "cleanup.pxi"
include "combat.pxi"
include "scoring.pxi"
include "effects.pxi"
include "vm.pxi"
include "ops_equipment.pxi"
include "ops_look_and_play.pxi"
include "ops_copy_and_control.pxi"
include "ops_replacements.pxi"
include "ops_kill_watches.pxi"
include "ops_choices.pxi"
include "ops_targeting.pxi"
include "ops_ogn.pxi"
include "ops_sfd.pxi"
include "ops_unl.pxi"
include "ops_ven.pxi"
include "observe.pxi"
include "loop.pxi"
include "agents.pxi"
include "heuristic.pxi"
include "search.pxi"
include "game.pxi"
