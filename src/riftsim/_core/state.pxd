# The compiled core's game state: one fixed-size, pointer-free C struct per game.
#
# A game is `sizeof(State)` bytes living in a numpy uint8 buffer (DESIGN.md "Core state"), so
# `clone()` is one memcpy and a batch of games is one 2-D array (at most 12 KB with room for
# four players and their four decks' objects, MAXO: tests/core/test_state_layout.py). Every
# field is a small int; ordered zones (deck, hand, trash, banishment, rune deck, runes) are
# zid_t (uint16) arrays with an int8 count, kept in exactly the order the reference engine
# keeps its lists (shuffles depend on it); a player's deck, hand, trash and banishment share
# one pool (Player.cards), read through deck_of / hand_of / trash_of / banish_of and changed
# through zones.pxi zl_insert / zl_remove. Per-player fields are sized by MAXP = 4; the core
# plays 1v1 (players 0 and 1), and every player index it stores has room for four. Scalars are
# as narrow as their range (players, counts, marks int16 or int8; turns and timestamps int32).
# The options of the pending decision and a decision's scratch are not in it: they live beside
# it (context.pxi `Side`, reached through Ctx.opts and Ctx.side). The layout mirrors
# riftsim.reference.state; `state_vector()` reads it into the shared parity layout.

from libc.stdint cimport int8_t, int16_t, int32_t, uint8_t, uint16_t, uint32_t, uint64_t

cdef enum:
    MAXP = 4            # players the layout holds (State.players; FFA3, FFA4 and 2v2 seat up
                        # to 4, 482-484; the core plays 1v1: players 0 and 1)
    MAXO = 320          # objects (cards + tokens) per game: four decks (FFA4 and 2v2, 482-484)
                        # of 56 objects each at the start (40 main-deck cards, 12 runes, a
                        # legend, a chosen champion, 3 battlefields: a 1v1 game of the precons
                        # or of random decks of the whole pool starts with 112) is 224, and
                        # 96 ids are left for tokens (2,000 random 1v1 games of the whole pool
                        # made at most 22). Ids stay below CHAIN_TARGET (448) and 512, so
                        # an id + 1 fits 9 bits (the packed words of ops_look_and_play.pxi)
    MAXOW = 10          # 32-bit words of an object bitmask (MAXO / 32); scans read only the
                        # words of the ids in use (obj_words below), so a 1v1 game pays for 4
    MAXL = 64           # cards in a player's deck, hand, trash and banishment together
                        # (Player.cards: one pool, every card in one zone at a time)
    MAXRL = 16          # capacity of a rune list
    MAXBF = 3           # battlefields in play (1v1 uses 2; at most 6: State.prs_bits)
    MAXCH = 32          # chain items (100,000 random games of the whole pool needed 24: 23
                        # triggers of one event; a 10,000-game parity run needed more than 16)
    MAXCH_OBS = 16      # of them in state_vector() (observe.MAX_CHAIN)
    MAXTG = 8           # targets per chain item
    MAXTGR = 8          # target records (State.tgs): chain items with targets at once
                        # (8,000 fuzz and 2,000 parity games of the whole pool held at most 4,
                        # 300,000 core games of random decks 6: engine.target_records_high)
    MAXTGL = 4          # target records of the chain items a query builds (Side.tgl; the
                        # same games held at most 1)
    MAXT = 5            # outstanding tasks (random games of the whole pool and the tournament
                        # lists keep at most 3)
    MAXTD = 16          # data words per task
    MAXSKW = 9          # 32-bit words of the static-kind mask (kinds 0-287)
    MAXTEW = 11         # 32-bit words of the trigger-event mask (events 0-351)
    IX_MIGHTY = 1       # State.idx_flags: some object's card has a "becomes Mighty" trigger
    IX_DEFLECT = 2      # State.idx_flags: some object's card may have or give Deflect
    IX_COPY_PRINTED = 4 # State.idx_flags: some object's card copies its unit's printed text
                        # as Effect Text (CXF_COPY_PRINTED, Svellsongur: instance_count)
    IX_FLOW = 8         # State.idx_flags: some object's card has [Flow] (C_FLOW_E >= 0;
                        # keywords.pxi flow_play_options)
    SSC_N = 8           # static_sources lists the state keeps (State.ssc_*)
    MCK_ROWS = 16       # Might passives whose values check_mighty keeps (State.mck_rows)
    PRS_LOOSE = MAXP * (MAXBF + 1)   # State.prs_bits: the bit of "some unattached gear at a
                        # battlefield" (after MAXP bits per location)
    BW_MAX = 8          # "banished with this" records (State.bw_obj; The Zero Drive)
    MAXPT = 32          # pending triggers (as many as the chain: one event can trigger 23)
    MAXE = 48           # continuous effects
    MAX_TURNS = 32767   # the largest turn cap: turn stamps are int16 (State.fin_turn, ...)
    MAXOPT = MAXO + 32  # options of one decision (a target decision of a token-heavy list
                        # offers more than 64; one may name every object): Ctx.opts, beside
                        # the state (context.pxi)
    MAXTF = 24          # objects with "once each turn" marks in a turn (State.tf; 10,000
                        # random games of the whole pool marked at most 14)
    NPOW = 9            # power pool slots (any, body, calm, chaos, fury, mind, order,
                        # spell_any, gear_any) - the reference planner's order (resources.
                        # POOL_ORDER)

cdef enum:
    # State.o_flags: an object's yes/no marks, one bit each (oflag / oflag_set below), and
    # bits 5-6 a two-bit field (omighty / omighty_set below)
    O_EXHAUSTED = 1 << 0        # exhausted (ready = 0)
    O_STUNNED = 1 << 1          # stunned (423)
    O_TOKEN = 1 << 2            # a token (176)
    O_PAID_EXTRA = 1 << 3       # played paying its optional additional cost (356.2.b)
    O_EMPOWERED = 1 << 4        # Empowered (Vendetta 827-829), on the board or legend zone
    O_MIGHTY = 3 << 5           # bits 5-6: "becomes Mighty" (709) as last seen for its current
                                # epoch: 0 not seen, 1 below 5 Might, 2 Mighty (check_mighty)
    O_REMEMBERED = 1 << 7       # one of "them" a reflexive trigger remembers (387; Obj.
                                # remembered; ops_choices.pxi op_reflexive, SEL_REMEMBERED)

cdef enum:
    # State.o_marks: three small fields of an object in one byte (odesig / oseen / odmg_by)
    OM_DESIG = 3                # bits 0-1: ATTACKER / DEFENDER in the current combat (459.2.b)
    OM_SEEN = 3 << 2            # bits 2-3: this combat it attacked (1), defended (2): attack /
                                # defend triggers fire once (459.2.c)
    OM_DMG_BY = 15 << 4         # bits 4-7: bit p = player p marked some of its damage
                                # (Obj.damaged_by; valid while o_damage > 0, reset by the next
                                # deal after; MAXP <= 4)

ctypedef uint16_t zid_t         # an object id in an ordered zone list or a record (ids < MAXO)

ctypedef struct Player:
    # (reference.state.Player) objects by id; ordered zones keep the reference's list order.
    # Every field is a small count, amount, object or card: int16; the zones' counts and the
    # battlefield bit sets int8 (at the end)
    int16_t legend, champion    # the legend's object; the champion zone's object, NONE
    int16_t chosen_card         # the Chosen Champion's card (103.2.a), NONE (Hallowed Tomb)
    # the ordered zones of the cards it owns (108), one after another in one pool: a card is
    # in one zone at a time and only its owner's. Read them through deck_of, hand_of,
    # trash_of and banish_of (below); change them only through zones.pxi zl_insert /
    # zl_remove (they move the zones after the one changed)
    zid_t cards[MAXL]           # deck ([0] the top, 108.4), hand (108.7), trash (108.2),
                                # banishment (108.6)
    zid_t rune_deck[MAXRL]      # [0] is the top (108.5)
    zid_t runes[MAXRL]          # runes on the board (those it controls)
    int16_t points              # 465-467
    int16_t energy              # Energy in the pool (164)
    int16_t spell_energy        # pool Energy that may pay for spells only (429)
    int16_t power[NPOW]         # Power in the pool, per domain slot (NPOW)
    int16_t cards_played        # cards played this turn (419.4)
    int16_t cards_finalized     # cards finalized this turn (Legion, 812.1.c)
    int16_t discarded           # cards discarded this turn
    int16_t spells_played       # spells played this turn (419.4.a: once they resolve)
    int16_t xp_gained           # XP gained this turn (730.1)
    int16_t hold_points         # points scored from holding this turn (465; Needlessly Large
                                # Yordle)
    int16_t power_spent         # Power paid this turn (resources.pxi pay; Sivir, Mercenary)
    int16_t enemy_chosen        # picks of enemy units / gear by its spells and unit abilities
                                # this turn (triggers.pxi fire_chosen; Prodigal Explorer)
    int16_t burnouts            # times burned out (431)
    int16_t turns_taken
    int16_t xp                  # experience (728-733)
    int16_t excess              # excess damage assigned in the current combat (460.2.c)
    int16_t units_died          # units it controlled that died this turn
    int16_t gear_turn           # turn + 1 of its last gear played ("the first gear … each turn")
    int16_t equipment_turn      # turn + 1 of its last Equipment played ("if you've played an
                                # Equipment this turn")
    int16_t died_turn, died_n   # turn + 1 of the last kill of its permanents, and units_died
                                # then ("the first time a friendly unit dies", 383.1.b)
    int8_t n_deck, n_hand, n_trash, n_banish   # the pool's zones (cards; MAXL <= 127)
    int8_t n_rune_deck, n_runes
    uint8_t conquered           # bit i: battlefield i conquered this turn (464; Perched Grimwyrm;
                                # MAXBF <= 8)
    uint8_t scored              # bit i: battlefield i scored this turn (465)

ctypedef struct Battlefield:
    # (reference.state.Battlefield; rules 187): objects, a card, players, marks: int16
    int16_t obj                 # the battlefield card's object
    int16_t owner
    int16_t controller          # 187.2, NONE
    int16_t contested_by        # who applied Contested (187.3), NONE
    int16_t facedown            # the hidden card here (811), NONE
    int16_t showdown_staged     # a showdown is staged here (343)
    int16_t combat_staged       # a combat is staged here (454)
    int16_t prev_controller     # its controller before the last conquest
    int16_t replaced1           # 1 + the card a Replace token here stands for (438.5), 0 none
    int16_t hidden_turn         # the turn `facedown` was hidden (811: playable from the next)
    int16_t facedown2           # a second hidden card here (107.3.b.1: Bandle Tree), NONE
    int16_t hidden_turn2        # the turn `facedown2` was hidden

ctypedef struct ChainItem:
    # (reference.state.ChainItem; rules 328-331; the reference keeps the rarer fields in
    # `extra`). Widest fields first: `limited` packs flags up to bit 30; epochs, object ids,
    # rows and Might are int16; kinds, players, locations, zones, yes/no marks and small counts
    # ([Repeat] costs, code rows, IT cards) int8. Its targets are in a record of State.tgs
    # (`tgr`; context.pxi item_tg), since few items have targets at once
    int32_t limited             # played by an effect (419.3): 1 + the zone it came from +
                                # LP_PAID (its cost paid) + LP_LESS x its Energy reduction
                                # (+ LP_NO_ENERGY, LP_LOC x (1 + loc)); 0 = no. A triggered
                                # ability (CK_TRIGGER): its discard_self source's epoch + 1
    int16_t source              # the card, or the ability's source
    int16_t ability             # ability index on the source (AB_* for built-in ones)
    int16_t trigger_obj         # the object the trigger event named
    int16_t snapshot_might      # last-known Might (808.1.d.3)
    int16_t code                # a reflexive trigger's own code rows (387): the first
    int16_t trig_epoch          # the trigger object's epoch + 1 (0 = unchecked); an activated
                                # ability (no trigger object): its source's epoch + 1 as it was
                                # activated (look-back after "Banish this" paid, 359.3.e.13)
    int16_t rule_n              # a rule's value noted as it triggered: Hunt (823.1.c.1), the
                                # Equipment of an Effect Text trigger, a borrowed ability's row
    int16_t mode                # 1 + the chosen mode of a "Choose one" ability (355.3); a
                                # trigger: 1 + its Effect Text ability row (Pending.extra)
    int16_t run_modes           # a "Choose one" spell with [Repeat]: 1 + the mode of execution
                                # k >= 1 in bits 3(k-1)..3k-1 (820.2.a; chain.pxi run_mode)
    int16_t run_dests           # a repeated spell: 1 + the move destination chosen as it was
                                # played for execution k >= 1, bits 3(k-1)..3k-1 (355.4,
                                # 820.2.a; effects.pxi run_move_dest); `move_dest`: run 0's
    int16_t it_obj              # IT of the last discard / banish: the first card
    uint8_t tgr                 # 1 + its target record (State.tgs; 1 + MAXTGR + a record of
                                # Side.tgl: an item a query builds), 0: none chosen yet
    int8_t move_dest            # 1 + the move destination chosen as it was played (355.4)
    int8_t code_n               # how many of those code rows (`code`); a printed triggered
                                # ability's: its instance (Pending.code_n)
    int8_t it_n                 # IT of the last discard / banish: how many cards
    int8_t kind                 # CK_*: spell, unit, gear, activated ability, trigger
    int8_t controller
    int8_t pending              # not yet finalized (329)
    int8_t here                 # the location noted when it triggered (359.3.f.3)
    int8_t repeats              # [Repeat] costs paid (820; a popcount of 32 bits at most)
    int8_t run                  # the execution resolving (820.2.a)
    int8_t hidden_loc           # 1 + the battlefield it was played from hidden (811.1.d)
    int8_t flow                 # played with [Flow] (1), or "Banish this" executed (2)
    int8_t fixed_here           # `here` is where its delay was made (359.3.f.3)
    int8_t played_from          # a card played from a player's choice: the zone it came from
                                # (Z_*; Z_NONE for a play by an effect, see `limited`)

ctypedef struct Targets:
    # the targets chosen for a chain item (355.5-355.16, 359.3; reference ChainItem.targets):
    # a record of State.tgs (ChainItem.tgr), taken as its first target is written and freed
    # as it leaves the chain (context.pxi item_tg_w / item_tg_free)
    int16_t tepoch[MAXTG]       # each target's epoch when chosen (359.3.e.4)
    zid_t targets[MAXTG]        # object ids, slot by slot, or CHAIN_TARGET + a chain index
                                # (constants.pxi; at most CHAIN_TARGET_GONE)
    zid_t tslot[MAXTG]          # the target slot each id fills (op_divine_judgment keeps
                                # object ids in it: ops_ogn.pxi)
    int8_t n_targets            # targets chosen (targets[0 .. n_targets - 1])

ctypedef struct TurnMark:
    # an object's "once each turn" marks (abilities.pxi turn_flags; reference g.turn_flags);
    # an object's k-th record (in State.tf order) is instance k of its printed abilities
    # (turn_flags_at: Svellsongur's copies keep their own marks, 383.3.f)
    zid_t obj                   # the object
    uint8_t mask                # TF_*: modes chosen (bits 0-5), a once-per-turn trigger fired
                                # (bit 6), conquered (bit 7)
    int16_t epoch               # its epoch when marked: a new object starts afresh

ctypedef struct Task:
    # an outstanding task (334; reference.state.Task): `kind` (T_*) picks the handler;
    # `stage` and `d` keep its progress, so a decision mid-task is ordinary state
    int16_t kind, stage
    int32_t answer              # the answer to the decision it waits on, NONE
    int32_t d[MAXTD]            # data words: tasks.pxi names them per kind

ctypedef struct Pending:
    # a triggered ability waiting to go on the chain (383.3; reference PendingTrigger); int16
    # first, then the int8 count, player and locations
    int16_t source, ability, trigger_obj, snapshot_might
    int16_t code                # a reflexive trigger's own code rows (ability -10): the first
    int16_t trig_epoch          # the trigger object's epoch + 1
    int16_t rule_n              # Hunt's value (823.1.c.1)
    int16_t extra               # 1 + an Effect Text trigger's ability row (718.3)
    int8_t code_n               # how many code rows (`code`); for any other ability: the
                                # instance of its source's printed text it is (queue_inst)
    int8_t controller
    int8_t here                 # a location, or HERE_FIXED + one (instructions.pxi)
    int8_t hidden_loc           # a play effect of a card played from hidden (811.1.d.2)

ctypedef struct Effect:
    # a continuous effect (reference.state.Effect; layers 468-475)
    int32_t timestamp           # 469
    int16_t kind                # EK_*
    int16_t target              # object, or player for a player effect
    int16_t epoch               # the target's epoch: it ends when the object changes zone
    int16_t n, kw               # its amount; a keyword (K_*; a decree: its source object)
    int8_t duration             # DUR_*: turn, combat, permanent
    int8_t controller

ctypedef struct State:
    # ---- random numbers (DESIGN.md "Determinism"): xoshiro256** state, one stream per game
    uint64_t rng[4]

    # ---- the game and the turn (reference/turn.py; rules 103-118, 305-317, 467); int32
    # first, then int16 and int8 (no padding)
    int32_t turn                # turn number, 1 = the first turn
    int32_t max_turns           # the turn cap: the game is a draw after it
    int32_t timestamp           # the last timestamp handed out (next_timestamp; 469)
    int16_t turn_player         # whose turn it is
    int16_t first_player        # who took the first turn (480)
    int16_t n_extra_turns       # Additional Turns queued (734-738; turn.next_turn_player)
    int8_t extra_turns[8]       # their players, the next one first (EXTRA_TURNS_MAX)
    int16_t regular_player1     # during an Additional Turn: 1 + the last regular turn's player
    int16_t phase               # PH_* (reference.state.Phase)
    int16_t victory_score       # points that win (467.1; 8 in 1v1)
    int16_t over, winner        # the game has ended; the winner (NONE: a draw)
    int16_t reason              # why it ended (R_*: riftsim.OutcomeReason)

    # ---- priority and the chain (reference/chain.py; rules 327-340)
    int16_t priority            # the player with priority (338), NONE outside a chain
    int16_t passes              # consecutive passes of priority (340.1)
    int16_t chain_by_trigger    # the chain was opened by a triggered or [Add] ability (346.1)
    int16_t trigger_first       # who orders their triggers first (383.3.d), NONE = turn player
    int16_t refl_obj            # 1 + a card an effect played whose "then do this" waits for it
    int16_t refl_ctl, refl_src, refl_ab   # to be played (387; g.reflexive_wait), 0: none
    int16_t n_chain             # chain items in use (chain[0] is the oldest)
    ChainItem chain[MAXCH]
    uint16_t tg_used            # bit r: target record r is in use (MAXTGR <= 16)
    Targets tgs[MAXTGR]         # the chain items' target records (ChainItem.tgr)

    # ---- showdowns and combat (reference/cleanup.py, combat.py; 341-348, 454-461)
    # (players, a battlefield index, marks, a step: int8)
    int8_t sd_active            # a showdown is in progress (0: none)
    int8_t sd_bf                # its battlefield index
    int8_t sd_combat            # it is a combat
    int8_t sd_focus             # the player with focus (347)
    int8_t sd_passes            # consecutive passes of focus (348)
    int8_t sd_step              # the Resolution Step's subsection done last (461): STEP_*
    int8_t sd_recalled          # attackers were recalled in its combat cleanup (461.3)
    int8_t sd_attacker, sd_defender    # the combat's players (459.2)
    int8_t sd_applied_by        # the player who applied Contested there (187.3)
    int16_t o_assigned[MAXO]    # combat damage assigned to it so far (460.2)

    # ---- the task loop and the current decision (reference/game.py; HOT FEPR, 335)
    int8_t dirty                # the board changed since the last cleanup (318)
    int8_t dmg_any              # 0: no unit on the board has damage marked (417); set by every
                                # write that adds damage (deal_damage, a loaded position),
                                # cleared by kill_lethal_deciding when it finds none
    int16_t n_tasks             # outstanding tasks, tasks[n_tasks - 1] runs next
    Task tasks[MAXT]            # tasks.pxi names each kind's data words
    int16_t dec_kind            # the decision asked (D_*), 0 = none
    int16_t dec_player          # who decides
    int16_t dec_source          # the object the decision is about, NONE if none
    int16_t n_opts              # its options (canonical order, DESIGN.md "Parity contract")
                                # are kept beside the state, in Ctx.opts (context.pxi)

    # ---- objects (reference.state.Obj; rules 120-124), by object id
    int16_t n_objs              # objects created so far (ids 0 .. n_objs - 1)
    int16_t o_card[MAXO]        # its card (row of the card tables)
    uint8_t o_pl[MAXO]          # its owner (122) and controller (123), each 1 + a player in 4
                                # bits: read and written through oowner, octl and their _set
    int8_t o_zone[MAXO]         # zone (Z_*: reference.state.Zone)
    int8_t o_loc[MAXO]          # on the board: 0 its controller's base, 1 + battlefield index
    uint8_t o_flags[MAXO]       # O_* bits (exhausted, stunned, token, paid extra, empowered;
                                # the "becomes Mighty" mark): read and written through
                                # oflag / oflag_set and omighty / omighty_set (below)
    int16_t o_damage[MAXO]      # damage marked (417)
    int8_t o_buff[MAXO]         # buff counters (702; at most one, 702.3)
    uint8_t o_marks[MAXO]       # OM_* fields: its combat designation, the attack / defend
                                # triggers it fired this combat, the players who marked its
                                # damage; read and written through odesig, oseen, odmg_by
                                # and their _set (below)
    int16_t o_epoch[MAXO]       # bumped on every zone change: a new object (359.3.e.4)
    int8_t o_moves[MAXO]        # moves this turn (441)
    int16_t fin_turn            # fin_bits are valid while fin_turn = turn (finalized /
                                # set_finalized below)
    uint32_t fin_bits[MAXOW]    # bit o: finalized as a played card this turn (Legion 812.1.c)
    uint16_t o_attached[MAXO]   # 1 + the unit it is attached to (434, 718), 0 = none; written
                                # only by set_attached (ops_equipment.pxi)
    int16_t n_attached          # objects with o_attached != 0 (set_attached keeps it)
    # "banished with this" (427.3; Obj.banished_with), kept only for the cards a card that
    # plays them back banished (CXF_BANISHED_WITH: The Zero Drive); bw_get / bw_set / bw_clear
    # (zones.pxi) read and write them; move_to clears a card's (a new object)
    int16_t n_bw                # records in use
    zid_t bw_obj[BW_MAX]        # the banished card
    uint32_t bw_rec[BW_MAX]     # bw_mark (effects.pxi): 1 + the object whose ability banished
                                # it (bits 0-15) and that object's epoch then (bits 16-31)

    # ---- per-object marks of keywords and mechanics
    uint32_t from_hidden[MAXOW]  # Hidden (811.1.d): bit o = its last play was from face down
    # "once each turn" marks of objects (abilities.pxi turn_flags / set_turn_flags): one
    # record per marked object, valid while tf_turn = turn + 1 (cleared at turn start)
    int16_t tf_turn
    int16_t tf_n                # records in use
    TurnMark tf[MAXTF]

    # ---- players and battlefields (reference.state.Player, Battlefield)
    Player players[MAXP]
    int16_t n_bfs               # battlefields in play
    Battlefield bfs[MAXBF]

    # ---- triggers waiting to go on the chain and delayed triggers (reference/triggers.py;
    # rules 383-390)
    int16_t n_pending           # triggered abilities waiting for the chain (383.3)
    Pending pending[MAXPT]
    int16_t n_delayed           # delayed triggers and watches in force (n_delays + n_watch),
                                # for the parity vector
    int16_t n_delays            # delayed triggered abilities (390.2): records of
    int16_t delays[64]          # 8 int16 words (tasks.pxi DELAY_*)
    int16_t n_watch             # "if this kills it, do this" watches until the next cleanup
    int16_t watch[48]           # (387, 428.5.c): records of 6 int16 words (tasks.pxi WATCH_*)
    int16_t sk_ctl              # the controller of the spell sk_bits watches (one spell
                                # resolves between cleanups)
    uint32_t sk_bits[MAXOW]     # spell-kill watch (428.5.c) until the next cleanup: bit o =
                                # object o took damage from a spell since it entered the board
    uint32_t yk_bits[3 * MAXOW] # "you kill" watch (428.5.c) until the next cleanup: bit o of
                                # words 0 .. MAXOW - 1: a spell or ability damaged o, and bit o
                                # of the next two planes: its controller's bits 0 and 1 (the
                                # last such player; MAXP <= 4): ops_kill_watches.pxi yk_*
    int16_t ka_n                # the kill being decided (effects.kill_deciding, 373): answer
    int16_t ka[14]              # pairs (hourglass, the unit its controller chose it saves)

    # ---- continuous effects (reference.state.Effect; layers 468-475)
    int16_t n_effects
    Effect effects[MAXE]

    # ---- indexes, derived from the objects' cards and zones (kept as objects change; a
    # query walks set bits instead of the whole object table)
    uint32_t st_objs[MAXOW]     # bit o: object o's card has passives
    uint32_t kw_objs[MAXOW]     # bit o: its card has passives granting keywords (kw_of's sources)
    uint32_t on_board[MAXOW]    # bit o: object o is on the board (zone BOARD)
    uint32_t u_all[MAXOW]       # bit o: o is a unit on the board (place_obj keeps it)
    uint32_t u_ctl[MAXP][MAXOW] # bit o of u_ctl[p]: o is a unit on the board p controls
    uint32_t tr_objs[MAXOW]     # bit o: its card has triggered abilities
    uint32_t ab_objs[MAXOW]     # bit o: its card has activated abilities, or borrows them
                                # (ability_options' objects on the board)
    uint32_t sk_mask[MAXSKW]    # bit k: some object's card has a passive of kind k
    uint32_t te_mask[MAXTEW]    # bit e: some object's card has a triggered ability on event e
    uint32_t my_objs[MAXOW]     # bit o: its card has a "becomes Mighty" trigger
    uint32_t kw_given           # bit k: some object's card has a passive granting keyword k;
                                # bit 16 + k: Effect Text with keyword k (kw_of's sources)
    uint32_t att_objs[MAXOW]    # bit x: o_attached[x] != 0 (set_attached keeps it)
    uint32_t act_extra[MAXOW]   # bit o: o is a legend in its legend zone or a battlefield in
                                # play (active_objs' others; refresh_active keeps it)
    int16_t idx_flags           # IX_*: some object's card has a "becomes Mighty" trigger,
                                # may have or give Deflect (index_obj)

    # ---- static_sources kept across decisions (layers.pxi static_sources): per passive kind,
    # the active objects whose cards have a passive of that kind, as a bitmask. They are a
    # function of on_board, act_extra, st_objs and the objects' cards alone, so only the
    # mutators of those indexes drop them (static_sources_changed: set_on_board, refresh_active,
    # index_obj). A new way to change an object's zone or card, or the legends and
    # battlefields, must go through those mutators (as every index of this block must);
    # a checking mode (Ctx.check) recomputes every kept list and fails on a difference.
    int8_t ssc_n                # lists kept (ssc_kind[0 .. ssc_n - 1])
    int8_t ssc_next             # the slot replaced next once all SSC_N are in use
    int16_t ssc_kind[SSC_N]     # the passive kind (SK_*) of each
    uint32_t ssc_mask[SSC_N][MAXOW]

    # ---- Might kept across cleanups (triggers.pxi check_mighty). A unit's Might (layers.pxi
    # might) reads its card, zone, location, controller, epoch, buff and designation, the
    # attachments (o_attached), the continuous effects, and the Might passives of the active
    # objects: their selectors (those of them that test only these fields: might_rows_keyable)
    # and their conditions and "for each" counts, which may read anything and so are worked out
    # afresh at every check and compared (but for counts of what reads only these fields,
    # layers.pxi might_row_keyed, kept with the rows). Every write of one of those fields, and
    # every change of the effects (one added, ended or retargeted, or the amount of one a Might
    # reads), calls might_changed (context.pxi), which bumps might_ver; move_to bumps it for
    # the moves into, out of or between the zones where objects are active. A new mutator of
    # any of them must call might_changed too, or might_changed_obj (effect_changed for the
    # effects) when the change is one object's own Might input: the units so named are kept
    # beside the state (Side.md_mask) and, while every Might passive gives Might to its source
    # alone, check_mighty works out only them; the checking mode (Ctx.check) recomputes every
    # Might the kept marks stand for and fails on a difference (tests/core/test_kept_answers.py,
    # which plays random decks of the whole card pool too).
    uint32_t might_ver          # bumped by might_changed
    uint32_t mck_ver            # might_ver + 1 when O_MIGHTY was last worked out (0: never)
    uint32_t prs_ver            # might_ver + 1 when prs_bits were worked out (0: never): the
                                # players with a unit at each location and the unattached gear
                                # at a battlefield read only the zone, location, controller,
                                # card and attachments of the objects (cleanup.pxi
                                # kill_lethal_deciding: kept while might_ver is unchanged)
    uint32_t prs_bits           # bits MAXP loc .. MAXP loc + MAXP - 1: the players with a unit
                                # at location loc (0 .. MAXBF); bit PRS_LOOSE: some unattached
                                # gear at a battlefield (select.pxi loose_gear)
    int8_t mck_keyed            # 1: then the Might were keyable and every row's value kept
                                # (might_rows_keyable, might_row_keyed): while might_ver is
                                # unchanged check_mighty has nothing to work out
    int8_t mck_n                # the Might passives then: (source, statics row, value) triples;
                                # while might_ver is unchanged they are also the list itself
                                # (the active objects did not change), only the values are
                                # worked out again (int16: objects, statics rows < 32,768 and
                                # values in range, MP_OFF as -32768, else not kept: triggers.pxi
                                # mck_store / mck_row_word); -1 (mck_ver 0): nothing
                                # listened at the last check, which set every O_MIGHTY mark
                                # to 0, and no unit has entered the board since
                                # (note_mighty_entering): they are all still 0
    int16_t mck_rows[3 * MCK_ROWS]


# ---- a player's pooled zones (Player.cards), the way to read them: a pointer into the pool
# that stays valid until that player's zones change (zones.pxi zl_insert / zl_remove)
cdef inline zid_t* deck_of(Player* p) noexcept nogil:
    """The player's deck, [0] the top (n_deck cards)."""
    return p.cards


cdef inline zid_t* hand_of(Player* p) noexcept nogil:
    """The player's hand (n_hand cards)."""
    return p.cards + p.n_deck


cdef inline zid_t* trash_of(Player* p) noexcept nogil:
    """The player's trash (n_trash cards)."""
    return p.cards + p.n_deck + p.n_hand


cdef inline zid_t* banish_of(Player* p) noexcept nogil:
    """The player's banishment (n_banish cards)."""
    return p.cards + p.n_deck + p.n_hand + p.n_trash


cdef inline int32_t pool_used(const Player* p) noexcept nogil:
    """Cards in the player's pool (Player.cards): deck, hand, trash and banishment."""
    return p.n_deck + p.n_hand + p.n_trash + p.n_banish


# ---- object bitmasks (MAXOW words, bit o of word o >> 5): the words in use
cdef inline int32_t obj_words(const State* s) noexcept nogil:
    """Words of an object bitmask that can have a bit set: those of ids 0 .. n_objs - 1 (every
    bit past them is 0, in the state and in a mask built from it), so a scan of a 1v1 game
    reads 4 words of MAXOW."""
    return (s.n_objs + 31) >> 5


# ---- "finalized this turn" (State.fin_bits), the only way to read and write it
cdef inline int finalized(const State* s, int32_t o) noexcept nogil:
    """1 if object o was finalized as a played card this turn (Legion 812.1.c), else 0."""
    return s.fin_turn == s.turn and (s.fin_bits[o >> 5] >> (o & 31)) & 1


cdef inline void set_finalized(State* s, int32_t o, int on) noexcept nogil:
    """Mark object o finalized this turn when `on`, else take the mark away."""
    cdef int32_t i
    if s.fin_turn != s.turn:                    # the marks of an earlier turn
        for i in range(obj_words(s)):
            s.fin_bits[i] = 0
        s.fin_turn = s.turn
    if on:
        s.fin_bits[o >> 5] |= (<uint32_t>1) << (o & 31)
    else:
        s.fin_bits[o >> 5] &= ~((<uint32_t>1) << (o & 31))


# ---- an object's owner and controller (State.o_pl), the only way to read and write them
cdef inline int32_t oowner(const State* s, int32_t o) noexcept nogil:
    """Object o's owner (122)."""
    return (s.o_pl[o] & 15) - 1


cdef inline void oowner_set(State* s, int32_t o, int32_t p) noexcept nogil:
    s.o_pl[o] = (s.o_pl[o] & 0xF0) | ((p + 1) & 15)


cdef inline int32_t octl(const State* s, int32_t o) noexcept nogil:
    """Object o's controller (123)."""
    return (s.o_pl[o] >> 4) - 1


cdef inline void octl_set(State* s, int32_t o, int32_t p) noexcept nogil:
    s.o_pl[o] = (s.o_pl[o] & 15) | (((p + 1) & 15) << 4)


# ---- the fields of State.o_marks (OM_* above), the only way to read and write them
cdef inline int odesig(const State* s, int32_t o) noexcept nogil:
    """Object o's combat designation: ATTACKER, DEFENDER or 0."""
    return s.o_marks[o] & OM_DESIG


cdef inline void odesig_set(State* s, int32_t o, int d) noexcept nogil:
    s.o_marks[o] = (s.o_marks[o] & ~OM_DESIG) | (d & OM_DESIG)


cdef inline int oseen(const State* s, int32_t o) noexcept nogil:
    """This combat: 1 it attacked, 2 it defended (3 both), 0 neither."""
    return (s.o_marks[o] & OM_SEEN) >> 2


cdef inline void oseen_set(State* s, int32_t o, int v) noexcept nogil:
    s.o_marks[o] = (s.o_marks[o] & ~OM_SEEN) | ((v << 2) & OM_SEEN)


cdef inline int odmg_by(const State* s, int32_t o) noexcept nogil:
    """Bit p: player p marked some of object o's damage."""
    return (s.o_marks[o] & OM_DMG_BY) >> 4


cdef inline void odmg_by_set(State* s, int32_t o, int v) noexcept nogil:
    s.o_marks[o] = (s.o_marks[o] & ~OM_DMG_BY) | ((v << 4) & OM_DMG_BY)


# ---- the object marks of State.o_flags (O_* above), the only way to read and write them
cdef inline int oflag(const State* s, int32_t o, int bit) noexcept nogil:
    """1 if object o has the mark `bit` (O_*), else 0."""
    return (s.o_flags[o] & bit) != 0


cdef inline void oflag_set(State* s, int32_t o, int bit, int on) noexcept nogil:
    """Give object o the mark `bit` (O_*) when `on`, else take it away."""
    if on:
        s.o_flags[o] |= bit
    else:
        s.o_flags[o] &= ~bit


cdef inline int omighty(const State* s, int32_t o) noexcept nogil:
    """Object o's "becomes Mighty" mark (O_MIGHTY): 0 not seen, 1 below 5 Might, 2 Mighty."""
    return (s.o_flags[o] & O_MIGHTY) >> 5


cdef inline void omighty_set(State* s, int32_t o, int v) noexcept nogil:
    s.o_flags[o] = (s.o_flags[o] & ~O_MIGHTY) | ((v << 5) & O_MIGHTY)
