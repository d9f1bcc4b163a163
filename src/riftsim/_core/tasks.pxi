# The data words of a task (state.pxd Task.d[MAXTD]) by task kind, and the word offsets of the
# flat record arrays: the State's watch, delays and ka, the Ctx's event and decision-log buffers.
#
# Every `t.d[...]` in the core names one of these constants; tests/core/test_task_layouts.py
# parses this file and fails when two features of one kind share a word by accident.
# Conventions (the test reads them):
#   - one `# T_<KIND>: <handler> (<file>); reference <module>.<function>` header per task kind
#     of loop.pxi `dispatch`, then its `cdef enum` (none for a kind with no data words);
#   - `TW_<KIND>_<FIELD> = n` with one comment saying what the word holds;
#   - `[words a..b]`: the constant is the first of the words a..b (an array, indexed from it);
#   - `[shared]`: a word that several features use in turn (documented at it); only such words
#     may have aliases;
#   - `alias of TW_<KIND>_<FIELD>`: another name for that shared word (the same value; with
#     `[words a..b]`, every word of it shared), for one op's use of it.
# A task is zeroed by `push` (context.pxi), so every word starts at 0 unless the pusher sets it.


# T_MULLIGAN: h_mulligan (turn.pxi); reference turn.h_mulligan
cdef enum:
    TW_MULLIGAN_PLAYER = 0          # the player deciding (setup_game pushes one task per player)
    TW_MULLIGAN_ASIDE_N = 1         # cards set aside so far (0..2)
    TW_MULLIGAN_ASIDE = 2           # [words 2..3] the ids of the cards set aside, in order

# T_START_TURN: h_start_turn (turn.pxi); reference turn.h_start_turn - no data words

# T_CLEANUP: h_cleanup (cleanup.pxi); reference cleanup.h_cleanup
cdef enum:
    TW_CLEANUP_EXPIRATION = 0       # 1: the special cleanup of the ending step (317.2.b-d: heal,
                                    # drop "this turn" effects, empty both pools); 0 a normal one

# T_BEGIN_SHOWDOWN: h_begin_showdown (cleanup.pxi); reference cleanup.h_begin_showdown
cdef enum:
    TW_BEGIN_SHOWDOWN_STAGED = 0    # bit i: battlefield i has a staged showdown or combat
                                    # (the turn player picks one of them)

# T_MAIN_PRIORITY: h_main_priority (play.pxi); reference play.h_main_priority - no data words

# T_FOCUS: h_focus (play.pxi); reference play.h_focus - no data words

# T_PLAY: h_play (play.pxi), with total_price (play.pxi) and the cost steps of costs.pxi
# (play_optional_cost, play_repeats, pay_optional_cost, pay_repeat_discards, pay_mandatory_cost,
# pay_unit_part, add_extra_prices, repeat_prices) and chain.pxi choose_spell_targets; also
# pushed by finalize_pending (ops_look_and_play.pxi) at stage 1; reference play.h_play.
cdef enum:
    TW_PLAY_PLAYER = 0              # the player playing it
    TW_PLAY_OBJ = 1                 # the card (object id) played
    TW_PLAY_CHAIN = 2               # its chain index (set at stage 0)
    TW_PLAY_OPENED = 3              # 1: the chain was empty when it was played (it opened one)
    TW_PLAY_LOC = 4                 # a unit's chosen location (-1 until chosen); EV_PLAY's loc
    TW_PLAY_ACCEL = 5               # 1: Accelerate paid (805; read by the heuristic agent)
    TW_PLAY_TARGET_SLOT = 6         # choose_targets' next target slot (chain.pxi)
    TW_PLAY_HIDDEN = 7              # played from hidden: the location it was hidden at
                                    # (1 + the battlefield; 0 not hidden)
    TW_PLAY_AMBUSH = 8              # ambush_timing: 1 when only Ambush makes the play timely
                                    # (822.1.b: then only Ambush's locations are legal)
    TW_PLAY_FLOW = 9                # 1: played from the trash with [Flow] (Vendetta 829.1.b)
    TW_PLAY_OPTIONAL = 10           # the optional additional cost (356.2.b): 0 not asked, 1 not
                                    # paid, 2 paid
    TW_PLAY_OPT_DISCARDED = 11      # cards discarded so far for that optional cost (357.2);
                                    # one paid any number of times (no discard; costs.pxi
                                    # play_any_times): the payments chosen (356.2.b.1)
    TW_PLAY_PAID = 12               # the cost's parts paid (357): bit 0 the optional cost's
                                    # unit part, bit 1 the mandatory cost's (356.2.a.1; both
                                    # pay_unit_part), PAID_RESOURCES its Energy and Power
    PAID_RESOURCES = 4              # TW_PLAY_PAID: Energy and Power paid (357.1; h_play)
    PAID_TIMES_SHIFT = 8            # TW_PLAY_PAID >> this: the units paid so far for an optional
                                    # cost paid any number of times (costs.pxi pay_any_times)
    TW_PLAY_REPEAT_NEXT = 13        # [shared] a spell's next [Repeat] cost to offer (820;
                                    # play_repeats)
    TW_PLAY_REPEATS = 14            # a spell's [Repeat] costs paid: bit i = cost i (820.1)
    TW_PLAY_REPEAT_DISCARDED = 15   # [shared] a spell: cards discarded so far for its [Repeat]
                                    # costs (820.1.c.1; pay_repeat_discards)
    TW_PLAY_NAMED = 13              # alias of TW_PLAY_REPEAT_NEXT: a permanent (no [Repeat]):
                                    # "name a tag": 0 not asked, 1 none named, 2 + the tag's
                                    # unit_tags index (name_tag_options)
    TW_PLAY_HERE = 15               # alias of TW_PLAY_REPEAT_DISCARDED: a unit (no [Repeat]):
                                    # a battlefield's "may pay … to play it here" (356.2.b;
                                    # play_here_offers): 0 not asked, 1 not paid, 2 paid

# T_STD_MOVE: h_std_move (movement.pxi); reference play.h_std_move
cdef enum:
    TW_STD_MOVE_PLAYER = 0          # the moving player
    TW_STD_MOVE_UNITS_N = 1         # units declared so far (start_action puts the first)
    TW_STD_MOVE_UNITS = 2           # [words 2..6] the declared units as an object bitmask of
                                    # MAXOW words (bit o of word o >> 5: unit o declared);
                                    # any number of units may move together (144.3), and
                                    # they move in id order, as the reference sorts them

# T_HIDE: h_hide (keywords.pxi); reference play.h_hide
cdef enum:
    TW_HIDE_PLAYER = 0              # the player hiding it
    TW_HIDE_OBJ = 1                 # the card (object id) hidden
    TW_HIDE_LOC = 2                 # the battlefield location chosen (stage 1: its cost next)

# T_END_SHOWDOWN: h_end_showdown (combat.pxi); reference combat.h_end_showdown - no data words

# T_COMBAT_DAMAGE: h_combat_damage (combat.pxi); reference combat.h_combat_damage
cdef enum:
    TW_COMBAT_DAMAGE_SIDE = 0       # the side assigning: 0 attacker, 1 defender, 2 both done
    TW_COMBAT_DAMAGE_STARTED = 1    # 1: the pools are set (0: count the Might first)
    TW_COMBAT_DAMAGE_LEFT = 2       # [words 2..3] Might left to assign, by side (read by the
                                    # heuristic agent)
    TW_COMBAT_DAMAGE_LAST = 4       # the unit last assigned damage (-1 none yet this side)

# T_COMBAT_RESOLUTION: h_combat_resolution (combat.pxi); reference combat.h_combat_resolution -
# no data words

# T_COMBAT_STEP: h_combat_step (combat.pxi); reference combat.h_combat_step - no data words

# T_ORDER_TRIGGERS: h_order_triggers (chain.pxi); reference chain.h_order_triggers - no data
# words

# T_FINALIZE: h_finalize (chain.pxi), with trigger_pay_cost and trig_pay_empower_costs
# (costs.pxi); reference chain.h_finalize. Words 1-5 are unused (the target slot keeps word 6 as
# for T_PLAY and T_ACTIVATE).
cdef enum:
    TW_FINALIZE_CHAIN = 0           # the chain index of the pending triggered ability
    TW_FINALIZE_TARGET_SLOT = 6     # choose_targets' next target slot (chain.pxi)
    TW_FINALIZE_COST_PAID = 7       # trigger_pay_cost: 0 deciding, 1 the standard part paid
    TW_FINALIZE_BUFF_SPENT = 8      # 0; 1 a friendly unit's buff spent; 2 its own buff spent too
    TW_FINALIZE_BANISHED = 9        # cards banished from the trashes so far
                                    # (trig_pay_empower_costs)
    TW_FINALIZE_DISCARDED = 10      # cards discarded so far for its cost (pay_discard_cost)

# T_PRIORITY: h_priority (chain.pxi); reference chain.h_priority - no data words

# T_RESOLVE: h_resolve (chain.pxi) and the effect VM (vm.pxi vm_begin, vm_step, vm_next_run,
# run_nested; run_op and the ops it dispatches to, which get this task as `t`); reference
# chain.h_resolve and effects.begin / effects.step.
# Words 12-15 are the [shared] scratch of the instruction running: vm_begin, vm_next_run and
# vm_step (after each instruction) reset TW_RESOLVE_OP_PROGRESS to 0, but never words 13-15: an op
# initialises the words it uses while its progress word is 0 (they hold a former op's values).
# One pair of ops relies on that: a Kill notes its objects' controllers (note_kill_controllers,
# TW_RESOLVE_KILLED_N / TW_RESOLVE_KILLED_CTL) for the "its controller draws" right after it.
cdef enum:
    FRAME_THAT_SHIFT = 24           # a frame's end word: bits 24-27 1 + the opponent it runs for
    FRAME_END_MASK = 0xFFFFFF       # (vm.pxi run_nested / that_player), bits 0-23 its end
    RESOLVE_MAX_FRAMES = 4          # VM frames (the ability's code, then nested blocks)
cdef enum:
    TW_RESOLVE_SOURCE = 0           # the item's source object (find_item finds the item by it)
    TW_RESOLVE_ITEM_KIND = 1        # the item's kind CK_* (set at stage 0)
    TW_RESOLVE_ABILITY = 2          # the item's ability (set at stage 0)
    TW_RESOLVE_FRAMES = 3           # open VM frames (0..RESOLVE_MAX_FRAMES); 0: this run is done
    TW_RESOLVE_FRAME = 4            # [words 4..11] frame k: its pc at TW_RESOLVE_FRAME + 2k, its
                                    # end (one past its last code row) at TW_RESOLVE_FRAME + 2k + 1
    TW_RESOLVE_OP_PROGRESS = 12     # [shared] the running op's progress (0 = not started); the
                                    # look hook (ops_look_and_play.pxi look_hook) keeps its own
                                    # in bits 8-11 (the next card) and 12-13 (0 ask, 1 declined,
                                    # 2 banished) of it
    TW_RESOLVE_OP_A = 13            # [shared] the running op's first scratch word
    TW_RESOLVE_OP_B = 14            # [shared] its second
    TW_RESOLVE_OP_C = 15            # [shared] its third
    # the ops' names for the scratch words:
    TW_RESOLVE_DISCARDS_LEFT = 12   # alias of TW_RESOLVE_OP_PROGRESS: OP_DISCARD, OP_DISCARD_IT:
                                    # 1 + the cards still to discard (0 not started)
    TW_RESOLVE_PLAYERS_DONE = 12    # alias of TW_RESOLVE_OP_PROGRESS: OP_EACH_PLAYER_KILLS,
                                    # OP_EACH_PLAYER_PICKS: 1 + the players who chose
    TW_RESOLVE_PICKS_DONE = 12      # alias of TW_RESOLVE_OP_PROGRESS: op_recycle_from_trash,
                                    # op_kill_group_might_le: 1 + the cards chosen
    TW_RESOLVE_KILLED_N = 13        # alias of TW_RESOLVE_OP_A: OP_KILL (note_kill_controllers):
                                    # how many objects it named (at most 2); read by the next op
    TW_RESOLVE_KILLED_CTL = 14      # [words 14..15] alias of TW_RESOLVE_OP_B: their controllers
    TW_RESOLVE_CARDS = 13           # [words 13..15] alias of TW_RESOLVE_OP_A: the cards an op
                                    # looks at, one a word (NONE: none): OP_REVEAL_TOP, Vision,
                                    # op_reveal_until_unit (1), OP_PREDICT (2)
    TW_RESOLVE_CHOSEN = 13          # [words 13..14] alias of TW_RESOLVE_OP_A:
                                    # OP_EACH_PLAYER_PICKS: 1 + the pick of the k-th chooser, the
                                    # next player first, in 16-bit half k % 2 of word 13 + k // 2
                                    # (0: none; effects.pxi pick_of)
    TW_RESOLVE_KILL_PICKS = 13      # [words 13..14] alias of TW_RESOLVE_OP_A:
                                    # OP_EACH_PLAYER_KILLS: 1 + the unit the k-th player from
                                    # the turn player chose (0: none) in 16-bit half k % 2 of
                                    # word 13 + k // 2 (effects.pxi kill_pick)
    TW_RESOLVE_PICKED = 13          # [words 13..15] alias of TW_RESOLVE_OP_A:
                                    # op_recycle_from_trash: the cards chosen, in order
    TW_RESOLVE_NOTED = 13           # [words 13..14] alias of TW_RESOLVE_OP_A: note_cards' packing
                                    # of up to 6 looked-at cards (id + 1, 9 bits each, three a
                                    # word in bits 0-26): reveal_banish_play, op_teemo_strategist,
                                    # op_promising_future, OP_LOOK_PICK, op_blind_fury
    TW_RESOLVE_REVEALED_N = 14      # alias of TW_RESOLVE_OP_B: op_reveal_until_unit: the cards
                                    # revealed above the unit
    TW_RESOLVE_PREDICT = 15         # alias of TW_RESOLVE_OP_C: OP_PREDICT: bit i card i recycled;
                                    # bit 2 done choosing; bit 3 the second one recycled before the
                                    # first; bits 4-5 1 + whether the second card kept was
                                    # chosen as the new top card (0 not chosen yet)
    TW_RESOLVE_TOKEN_TOTAL = 12     # alias of TW_RESOLVE_OP_PROGRESS: op_token: 1 + the tokens to
                                    # make (its CO_N, a number or a dsl.Val, computed once)
    TW_RESOLVE_TOKEN_LOC = 13       # alias of TW_RESOLVE_OP_A: op_token: 1 + the chosen location
    TW_RESOLVE_TOKEN_MADE = 14      # alias of TW_RESOLVE_OP_B: op_token: tokens made so far
    TW_RESOLVE_TOKEN_ACCEL = 15     # alias of TW_RESOLVE_OP_C: token_accelerate (ops_sfd.pxi):
                                    # 0 not asked, 1 no, 2 paid
    TW_RESOLVE_HOOK_MIGHT = 13      # alias of TW_RESOLVE_OP_A: op_baited_hook: the killed unit's
                                    # last-known Might (BH_NULL: none killed)
    TW_RESOLVE_HOOK_VICTIM = 14     # alias of TW_RESOLVE_OP_B: op_baited_hook: the unit to kill
                                    # (until the kill is done)
    TW_RESOLVE_HOOK_LAST = 15       # alias of TW_RESOLVE_OP_C: op_baited_hook: its Might as the
                                    # kill began (until the kill is done)
    TW_RESOLVE_HOOK_CARDS = 14      # [words 14..15] alias of TW_RESOLVE_OP_B: op_baited_hook
                                    # after the kill: the looked-at cards (id + 1, 9 bits each,
                                    # three a word; at most 6)
    TW_RESOLVE_FURY_DONE = 15       # alias of TW_RESOLVE_OP_C: op_blind_fury: 1 the card is dealt
                                    # with (the revealed cards: TW_RESOLVE_NOTED)
    TW_RESOLVE_FUTURE_PICKS = 15    # alias of TW_RESOLVE_OP_C: op_promising_future: the cards
                                    # banished, 9 bits a player (ops_look_and_play.pxi
                                    # future_pick; progress bits 0-2 the players done, bit 3
                                    # this player's cards noted)
    TW_RESOLVE_DJ_STATE = 12        # alias of TW_RESOLVE_OP_PROGRESS: op_divine_judgment: bit 0
                                    # started, bits 1-3 the players done, bits 4-6 the pool of
                                    # that player chosen from (dj_pool: 0 units, 1 gear, 2 runes,
                                    # 3 hand; 4 all done), bits 8-13 the cards kept so far
                                    # (ops_ogn.pxi dj_keep)
    TW_RESOLVE_DJ_MORE = 13         # [words 13..15] alias of TW_RESOLVE_OP_A: op_divine_judgment:
                                    # the cards kept beyond the 24 its target record holds
                                    # (dj_kept_at)
    TW_RESOLVE_SPLIT = 13           # alias of TW_RESOLVE_OP_A: op_split_damage: 4 bits a target
                                    # (bits 4k..4k+3): the damage beyond 1 given to target k
    TW_RESOLVE_GROUP = 13           # alias of TW_RESOLVE_OP_A: op_kill_group_might_le: 3 bits a
                                    # chosen unit (bits 3k..3k+2): its index among the candidates
    TW_RESOLVE_RUMBLE_UNIT = 13     # alias of TW_RESOLVE_OP_A: rumble_hotheaded: the unit recycled
    TW_RESOLVE_RUMBLE_MIGHT = 14    # alias of TW_RESOLVE_OP_B: rumble_hotheaded: its Might (>= 0)
    TW_RESOLVE_DISCARDER = 13       # alias of TW_RESOLVE_OP_A: op_discard_who: 1 + the player
                                    # chosen to discard (0 not chosen yet)
    TW_RESOLVE_DISCARDED_ANY = 15   # alias of TW_RESOLVE_OP_C: OP_DISCARD, op_discard_who: a
                                    # card discarded yet (effects._discard `first`: "when you
                                    # discard one or more cards" once per instruction)
    TW_RESOLVE_TO_DECK_CARD = 12    # alias of TW_RESOLVE_OP_PROGRESS: op_hand_to_deck: 1 + the
                                    # card of the hand chosen (0 not chosen yet)
    TW_RESOLVE_CONTROLLED_ITEM = 13  # alias of TW_RESOLVE_OP_A: op_control_chain_item: the card
                                     # of the spell whose control was gained
    TW_RESOLVE_NEW_TARGET_SLOT = 14  # alias of TW_RESOLVE_OP_B: op_control_chain_item:
                                     # choose_targets' next slot of its new targets

# T_ACTIVATE: h_activate (abilities.pxi), with start_activate and activate_target_filter
# (abilities.pxi); reference play.h_activate
cdef enum:
    TW_ACTIVATE_PLAYER = 0          # the player activating it
    TW_ACTIVATE_OBJ = 1             # the object whose ability it is
    TW_ACTIVATE_INDEX = 2           # the ability's index on it (AB_BORROWED: a borrowed one)
    TW_ACTIVATE_CHAIN = 3           # its chain index (set at stage 0)
    TW_ACTIVATE_OPENED = 4          # 1: the chain was empty when it was activated
    TW_ACTIVATE_ACT = 5             # its row in the activated-ability table (c.t.acts)
    TW_ACTIVATE_TARGET_SLOT = 6     # choose_targets' next target slot (chain.pxi)
    TW_ACTIVATE_DISCARDED = 7       # cards discarded so far for its cost (pay_discard_cost)
    TW_ACTIVATE_RECYCLED_N = 8      # cards chosen so far to recycle for its cost (357.2)
    TW_ACTIVATE_RECYCLED = 9        # [words 9..12] those cards, in order
    TW_ACTIVATE_UNIT_COSTS = 13     # bit 0: a friendly unit's buff spent; bit 1: its own (702.2.b);
                                    # bit 2: a unit killed for it (357.2.a); ACT_PAID_RESOURCES
    ACT_PAID_RESOURCES = 8          # TW_ACTIVATE_UNIT_COSTS bit 3: its Energy and Power paid
                                    # (357.1, before the other costs; h_activate)
    TW_ACTIVATE_USER = 14           # a granted ability: 1 + the unit using it (0 not chosen)
    TW_ACTIVATE_LESS_MIGHT = 15     # a cost reduced by a target's Might: 1 + its act row
                                    # (activate_target_filter, 818.1.c.4); 0 none

# T_BURN_OUT_POINT: h_burn_out_point (zones.pxi); reference zones.h_burn_out_point
cdef enum:
    TW_BURN_OUT_POINT_PLAYER = 0    # the player who burned out (431.2.c: they choose)
    TW_BURN_OUT_POINT_LEFT = 1      # cards of the action still to take (431.2.d)
    TW_BURN_OUT_POINT_ACTION = 2    # that action: FT_DRAW or FT_BURN (zones.pxi from_top)
    TW_BURN_OUT_POINT_FIRST = 3     # 1: no burn out of the action's sequence came before (431.3.b)

# T_BEFORE_REVEAL: h_before_reveal (ops_look_and_play.pxi); reference
# ops_look_and_play.h_before_reveal
cdef enum:
    TW_BEFORE_REVEAL_PLAYER = 0     # the player about to reveal from a deck
    TW_BEFORE_REVEAL_RUNE = 1       # 1: from their rune deck (0: their Main Deck)
    TW_BEFORE_REVEAL_LEFT = 2       # the passives still to apply (one look each)
    TW_BEFORE_REVEAL_SOURCE = 3     # the first of those passives' objects (the decisions' source)
    TW_BEFORE_REVEAL_TOP = 4        # 1 + the top card being looked at (0: none yet)
    TW_BEFORE_REVEAL_HOOK = 5       # look_hook's progress on it (Nocturne, Horrifying)


# State.watch: "if this kills it" watches (effects.pxi), WATCH_WORDS words each
cdef enum:
    WATCH_UNIT = 0                  # the damaged unit
    WATCH_EPOCH = 1                 # its epoch then
    WATCH_CONTROLLER = 2            # the controller of the reflexive trigger
    WATCH_SOURCE = 3                # its source
    WATCH_CODE = 4                  # its first code row
    WATCH_CODE_N = 5                # its code rows
    WATCH_WORDS = 6                 # words a watch
    WATCH_MAX = 8                   # watches (State.watch[WATCH_MAX * WATCH_WORDS])

# State.delays: delayed triggered abilities (390.2; effects.pxi), DELAY_WORDS words each
cdef enum:
    DELAY_EVENT = 0                 # the event DE_* it waits for
    DELAY_CONTROLLER = 1            # its controller
    DELAY_SOURCE = 2                # its source
    DELAY_ABILITY = 3               # its ability index
    DELAY_TURN = 4                  # the turn it was made (it ends with that turn)
    DELAY_THERE = 5                 # 1 + the location "there" (0 none)
    DELAY_OBJ = 6                   # 1 + the object its TRIGGER names (0 none; OP_DELAY_ON)
    DELAY_OBJ_EPOCH = 7             # that object's epoch when the delay was made
    DELAY_WORDS = 8                 # words a delay
    DELAY_MAX = 8                   # delays (State.delays[DELAY_MAX * DELAY_WORDS])

# State.ka: the answers of the kill being decided (ops_replacements.pxi), KA_WORDS words each
cdef enum:
    KA_HOURGLASS = 0                # the replacement (hourglass) asked
    KA_SAVED = 1                    # the unit its controller chose it saves
    KA_WORDS = 2                    # words an answer
    KA_MAX = 7                      # answers (State.ka[KA_MAX * KA_WORDS])

# Ctx.ev: the events of the current call (context.pxi emit; CoreGame._drain), EVR_WORDS words each
cdef enum:
    EVR_KIND = 0                    # the EventKind EV_*
    EVR_PLAYER = 1                  # its player
    EVR_OBJ = 2                     # its object (-1 none)
    EVR_LOC = 3                     # its location (-1 none)
    EVR_VALUE = 4                   # its value
    EVR_CAUSE = 5                   # the source of the chain item resolving (-1: a game action)
    EVR_WORDS = 6                   # words an event

# Ctx.dl: the decisions asked (context.pxi log_decision; CoreGame.record_decisions), DLR_WORDS
# words each
cdef enum:
    DLR_KIND = 0                    # the DecisionKind D_*
    DLR_PLAYER = 1                  # the deciding player
    DLR_PHASE = 2                   # the phase PH_*
    DLR_CHAIN = 3                   # the chain length
    DLR_SHOWDOWN = 4                # 1: a showdown is on
    DLR_EVENTS = 5                  # the events emitted so far in this call
    DLR_OPTIONS = 6                 # how many distinct options it had
    DLR_WORDS = 7                   # words a decision
