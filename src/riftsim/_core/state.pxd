# The compiled core's game state: one fixed-size, pointer-free C struct per game.
#
# A game is `sizeof(State)` bytes living in a numpy uint8 buffer (DESIGN.md "Core state"), so
# `clone()` is one memcpy and a batch of games is one 2-D array. Every field is a small int;
# ordered zones (deck, hand, trash, rune deck, runes) are int32 arrays with a count, kept in
# exactly the order the reference engine keeps its lists (shuffles depend on it). The layout
# mirrors riftsim.reference.state; `state_vector()` reads it into the shared parity layout.

from libc.stdint cimport int8_t, int16_t, int32_t, uint32_t, uint64_t

cdef enum:
    MAXO = 160          # objects (cards + tokens) per game
    MAXOW = 5           # 32-bit words of an object bitmask (MAXO / 32)
    MAXL = 64           # capacity of a main-deck / hand / trash list
    MAXRL = 16          # capacity of a rune list
    MAXBF = 3           # battlefields in play (1v1 uses 2)
    MAXCH = 23          # chain items (a 10,000-game parity run needed more than 16)
    MAXCH_OBS = 16      # of them in state_vector() (observe.MAX_CHAIN)
    MAXTG = 8           # targets per chain item
    MAXT = 24           # outstanding tasks
    MAXTD = 16          # data words per task
    MAXSKW = 5          # 32-bit words of the static-kind mask (kinds 0-159)
    MAXTEW = 9          # 32-bit words of the trigger-event mask (events 0-287)
    IX_MIGHTY = 1       # State.idx_flags: some object's card has a "becomes Mighty" trigger
    IX_DEFLECT = 2      # State.idx_flags: some object's card may have or give Deflect
    MAXPT = 32          # pending triggers
    MAXE = 48           # continuous effects
    MAXOPT = 160        # options of one decision
    NPOW = 8            # power pool slots (alphabetical: any, body, calm, chaos, fury, mind,
                        # order, spell_any) - the reference engine's dict in key order

ctypedef struct Player:
    int32_t legend, champion
    int32_t deck[MAXL]
    int32_t hand[MAXL]
    int32_t trash[MAXL]
    int32_t banish[MAXL]
    int32_t rune_deck[MAXRL]
    int32_t runes[MAXRL]
    int32_t n_deck, n_hand, n_trash, n_banish, n_rune_deck, n_runes
    int32_t points, energy, spell_energy
    int32_t power[NPOW]
    int32_t cards_played, cards_finalized, discarded, scored, burnouts, turns_taken
    int32_t xp, excess, units_died
    # trigger area (triggers.pxi): turn + 1 of the last gear played (first_gear_this_turn); of
    # the last kill of its permanents, and its units_died then (first_friendly_death, 383.1.b)
    int16_t gear_turn, died_turn, died_n

ctypedef struct Battlefield:
    int32_t obj, owner, controller, contested_by, facedown
    int32_t showdown_staged, combat_staged, prev_controller
    int32_t replaced1           # ops_copy_and_control.pxi: 1 + the card a Replace token here stands for

ctypedef struct ChainItem:
    int32_t kind, controller, source, ability, pending
    int32_t trigger_obj, here, snapshot_might, opened
    int32_t n_targets
    int16_t targets[MAXTG]      # object ids, slot by slot (int16: a deeper chain fits)
    int16_t tslot[MAXTG]        # the target slot each id fills
    int16_t tepoch[MAXTG]       # its epoch when chosen (359.3.e.4)
    int32_t move_dest           # effect ops (effects.pxi): 355.4 move destination chosen as the
                                # spell was played, + 1 (0 = none)
    int32_t repeats, run        # effect ops: [Repeat] costs paid; the execution resolving
    int32_t code, code_n        # effect ops: a reflexive trigger's instructions (code rows)
    int32_t trig_epoch          # effect ops: the trigger object's epoch + 1 (0 = unchecked)
    int32_t hidden_loc          # keywords area: played from hidden there (811.1.d), 0 none
    int32_t rule_n              # keywords area: Hunt's value noted as it triggered (823.1.c.1)
    int32_t flow                # keywords area: played with [Flow] (Vendetta 829.1.b)
    int32_t mode                # 1 + the chosen mode of a "Choose one" ability (abilities.pxi)
    int32_t it_n, it_obj        # effect ops: IT of the last discard / banish (count, first)
    int32_t fixed_here          # effect ops: `here` is where its delay was made (359.3.f.3)
    int32_t limited             # costs.pxi: a card played by an effect (419.3): 1 + the
                                # zone it came from + LP_PAID (its cost paid, else ignored) +
                                # LP_LESS x its Energy reduction; 0 = no. A triggered ability
                                # (CK_TRIGGER): its discard_self source's epoch + 1

ctypedef struct Task:
    int32_t kind, stage, answer
    int32_t d[MAXTD]

# (pending triggers and effects hold small numbers: int16 keeps the state under 16 KB)
ctypedef struct Pending:
    int16_t controller, source, ability, trigger_obj, here, snapshot_might
    int16_t code, code_n        # effect ops: a reflexive trigger's instructions (ability -10)
    int16_t trig_epoch          # effect ops: with them, the trigger object's epoch + 1
    int16_t hidden_loc          # keywords area: a play effect of a hidden card (811.1.d.2)
    int16_t rule_n              # keywords area: Hunt's value (823.1.c.1)
    int16_t extra               # abilities.pxi: 1 + an Effect Text trigger's ability row

ctypedef struct Effect:
    int16_t kind, target, epoch, n, kw, duration, controller
    int32_t timestamp

ctypedef struct State:
    uint64_t rng[4]
    # header
    int32_t turn, turn_player, first_player, phase, priority, passes, timestamp
    int32_t chain_by_trigger, dirty, trigger_first, max_turns, victory_score
    int32_t over, winner, reason
    # showdown / combat in progress (sd_active = 0: none)
    int32_t sd_active, sd_bf, sd_combat, sd_focus, sd_passes, sd_attacker, sd_defender
    int32_t sd_applied_by
    # the current decision
    int32_t dec_kind, dec_player, dec_source, n_opts
    int32_t opts[MAXOPT]
    int32_t n_objs, n_bfs, n_chain, n_tasks, n_pending, n_effects
    int32_t n_delayed           # delayed triggers: here only the spell-kill watches (428.5.c)
    # the object table (rules 120-124), by object id
    int16_t o_card[MAXO]
    int8_t o_owner[MAXO]
    int8_t o_controller[MAXO]
    int8_t o_zone[MAXO]
    int8_t o_loc[MAXO]
    int8_t o_exhausted[MAXO]
    int16_t o_damage[MAXO]
    int8_t o_buff[MAXO]
    int8_t o_stunned[MAXO]
    int8_t o_token[MAXO]
    int8_t o_designation[MAXO]
    int16_t o_epoch[MAXO]
    int8_t o_moves[MAXO]
    int16_t o_finalized_turn[MAXO]
    int8_t o_seen[MAXO]          # bit 1: attacker seen, bit 2: defender seen (this combat)
    int16_t o_assigned[MAXO]     # combat damage assigned to it so far (460.2)
    Player players[2]
    Battlefield bfs[MAXBF]
    ChainItem chain[MAXCH]
    Task tasks[MAXT]
    Pending pending[MAXPT]
    Effect effects[MAXE]
    # indexes (derived from the objects' cards, kept as objects are created)
    uint32_t st_objs[MAXOW]     # bit o: object o's card has passives
    uint32_t kw_objs[MAXOW]     # bit o: object o's card has passives granting keywords
                                # (SK_KEYWORD: kw_of's sources)
    uint32_t on_board[MAXOW]    # bit o: object o is on the board (zone BOARD)
    uint32_t u_all[MAXOW]       # bit o: o is a unit on the board (place_obj keeps it)
    uint32_t u_p1[MAXOW]        # bit o: o is a unit on the board controlled by player 1
    uint32_t tr_objs[MAXOW]     # bit o: object o's card has triggered abilities
    uint32_t sk_mask[MAXSKW]    # bit k: some object's card has a passive of kind k
    uint32_t te_mask[MAXTEW]    # bit e: some object's card has a triggered ability on event e
    uint32_t my_objs[MAXOW]     # bit o: object o's card has a "becomes Mighty" trigger
    uint32_t kw_given           # bit k: some object's card has a passive granting keyword k;
                                # bit 16 + k: Effect Text with keyword k (kw_of's sources)
    int16_t n_attached          # objects with o_attached != 0 (set_attached keeps it)
    uint32_t att_objs[MAXOW]    # bit x: o_attached[x] != 0 (set_attached keeps it)
    uint32_t act_extra[MAXOW]   # bit o: o is a legend in its legend zone or a battlefield in
                                # play (active_objs' others; refresh_active keeps it)
    int16_t idx_flags           # IX_*: some object's card has a "becomes Mighty" trigger, may
                                # have or give Deflect (index_obj)
    # effect ops (effects.pxi): "if this kills it, do this" watches until the next cleanup
    # (387, 428.5.c), also counted in n_delayed: 6 words each (unit, its epoch, controller,
    # source, first code row, rows)
    int32_t n_watch
    int32_t watch[48]
    # keywords area (keywords.pxi)
    int16_t o_played_turn[MAXO]  # Hidden (811): the turn it was hidden
    uint32_t from_hidden[MAXOW]  # Hidden (811.1.d): bit o = its last play was from face down
    # gear / activated abilities / trigger costs (abilities.pxi): "once each turn" flags of an
    # object (a once-per-turn trigger fired: bit 6; modes chosen: bits 0-5), valid while
    # o_tf_turn = turn + 1 and o_tf_epoch = its epoch
    int16_t o_tf_turn[MAXO]
    int16_t o_tf_epoch[MAXO]
    int8_t o_tf_mask[MAXO]
    int16_t o_attached[MAXO]     # 1 + the unit it is attached to (434, 718), 0 = none
    # effect ops (effects.pxi): delayed triggered abilities (390.2), also counted in n_delayed:
    # 6 words each (event DE_*, controller, source, ability index, turn, "there" + 1 or 0)
    int32_t n_delays
    int32_t delays[48]
    # additional costs (costs.pxi)
    int8_t o_paid_extra[MAXO]    # played paying its optional additional cost (356.2.b)
    # trigger events (triggers.pxi): "becomes Mighty" (709) as last seen: 0 not seen, 1 below 5,
    # 2 Mighty (triggers.check_mighty's g.mighty_seen, for the object's current epoch)
    int8_t o_mighty[MAXO]
    # Empower area (ops_ven.pxi): the Empowered status (Vendetta 441 / 828 of the 2026-07-16
    # rules; reference Obj.empowered), of objects on the board or in the legend zone
    int8_t o_empowered[MAXO]
    # tail of Origins A (ops_look_and_play.pxi): the spell-kill watches (428.5.c) until the next cleanup:
    # bit o = object o took damage from a spell since it last entered the board; sk_ctl = that
    # spell's controller (one spell resolves between two cleanups)
    uint32_t sk_bits[MAXOW]
    int32_t sk_ctl
    # the answers of the kill being decided (effects.kill_deciding, 373): pairs (hourglass,
    # the unit its controller chose it saves); only while that kill waits or runs
    int16_t ka_n
    int16_t ka[14]
