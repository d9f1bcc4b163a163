# The numbers the card compiler and the core share (riftsim.cards.compile mirrors every one):
# the table row layouts, opcodes of the effect VM, trigger events, condition kinds, static
# (passive) kinds, effect kinds, and the flags some of them carry. Each constant's comment
# names the rule, the reference function or the card it serves.


# ability rows (riftsim.cards.compile.tables)
cdef enum:
    AB_KIND = 0         # 1 spell, 2 triggered
    AB_ON = 1           # trigger event (TE_*)
    AB_OPTIONAL = 2
    AB_COND = 3         # condition row, -1
    AB_CODE = 4         # first code row
    AB_CODE_N = 5
    AB_TG_FIRST = 6     # first target row
    AB_TG_N = 7
    AB_INDEX = 8        # index among the card's abilities (chain item ability, events)
    AW = 9



# target rows (dsl.Target)
cdef enum:
    TG_SEL = 0
    TG_COUNT = 1
    TG_UP_TO = 2
    TG_FLAGS = 3        # triggers.pxi: TGF_* restrictions
    TG_LESS_PREV = 4    # 1: less Might than the previous slot's pick (Target.less_might_than;
                        # ops_targeting.pxi, Public Execution)
    TG_PREV_REL = 5     # TGR_* bits: the pick's relation to the previous slot's pick
                        # (ops_targeting.related; Facebreaker, Angle Shot)
    TGW = 6


# trigger events (dsl.Triggered.on); riftsim.cards.compile.TRIGGER_EVENTS lists the same
cdef enum:
    TE_PLAY_SELF = 1
    TE_END_TURN = 2
    TE_BEGINNING = 3
    TE_FIRST_BEGINNING_ANY = 4
    TE_MOVE_SELF = 5
    TE_ATTACK = 6
    TE_DEFEND = 7
    TE_TAKE_DAMAGE = 8
    TE_DIES = 9
    TE_COMBAT_START_HERE = 10
    TE_DEFEND_HERE = 11
    TE_COMBAT_END_SELF = 12
    TE_CONQUER = 13
    TE_HOLD = 14
    TE_YOU_CONQUER = 15
    TE_YOU_HOLD = 16
    TE_CONQUER_HERE = 17
    TE_HOLD_HERE = 18
    TE_YOU_PLAY_CARD = 19
    TE_YOU_PLAY_UNIT = 20
    TE_YOU_PLAY_SPELL = 21



# opcodes
cdef enum:
    OP_DEAL = 1
    OP_KILL = 2
    OP_DRAW = 3
    OP_DISCARD = 4
    OP_BUFF = 5
    OP_STUN = 6
    OP_READY = 7
    OP_EXHAUST = 8
    OP_HEAL = 9
    OP_MIGHT = 10
    OP_GIVE = 11
    OP_RECALL = 12
    OP_CHANNEL = 13
    OP_ADD_ENERGY = 14
    OP_ADD_POWER = 15
    OP_GAIN_POINTS = 16
    OP_MAY = 17
    OP_IF = 18
    OP_BURN = 19
    OP_UNITS_ENTER_READY = 20
    OP_TOKEN = 21
    TD_BASE = 0         # token destinations (CO_DUR of OP_TOKEN)
    TD_HERE = 1
    TD_CHOOSE = 2
    TD_THERE = 3



# code row columns
cdef enum:
    CO_OP = 0
    CO_REF = 1          # reference kind (REF_*)
    CO_ARG = 2          # target slot, or selector row for EACH
    CO_N = 3            # literal number; IF: condition row
    CO_KW = 4           # keyword id (GIVE), power slot (ADD_POWER), WHO_* (DRAW)
    CO_DUR = 5          # DUR_* (MIGHT, GIVE); CHANNEL: ready
    CO_AUX = 6          # MIGHT: floor (-999 none); IF / MAY: then length
    CO_AUX2 = 7         # IF: else length
    CODEW = 8



cdef enum:
    REF_NONE = 0
    REF_TARGET = 1
    REF_SELF = 2
    REF_TRIGGER = 3
    REF_EACH = 4
    WHO_YOU = 0
    WHO_OPPONENT = 1
    WHO_EACH = 2



# condition rows (dsl.Cond)
cdef enum:
    CN_HAND_LE = 1
    CN_TRIGGER_IS = 2
    CN_COUNT = 3
    CN_AT_BATTLEFIELD = 4
    CN_ALONE = 5
    CN_BUFFED = 6
    CN_CONTROLS = 7
    CN_IN_COMBAT = 8
    CN_RUNES_GE = 9
    CN_OPP_WITHIN = 10
    CN_UNIT_DIED = 11
    CN_BF_COUNT = 12
    CN_COUNT_AT_TRIGGER = 13
    CN_MY_TURN = 14
    CN_TRIGGER_TOKEN = 15
    CN_DISCARDED = 16
    CD_NAME = 0
    CD_SEL = 1
    CD_A0 = 2           # COUNT, BF_COUNT: comparison (0 eq, 1 ge, 2 le); else its number
    CD_A1 = 3           # COUNT, BF_COUNT: the number
    CDW = 4


cdef enum:
    OP_MOVE = 60
    OP_RETURN_TO_HAND = 61
    OP_FIGHT = 62
    OP_IF_MATCHES = 63
    OP_CHANNEL_ELSE = 64
    OP_COUNTER = 65



cdef enum:
    REF_EACH_AT = 60        # EACH with `at` a target: CO_ARG = selector row + (slot << 16)



cdef enum:
    MD_BASE = 0
    MD_HERE = 1
    MD_TARGET = 2
    MD_CHOOSE = 3



cdef enum:
    VK_MIGHT_OF = 1
    VK_COUNT = 2
    VK_DAMAGE_OF = 3
    VK_ENERGY_OF = 4
    VK_EXCESS_NOTED = 25        # effects.value "excess_noted": the excess damage noted as a
                                # "When I conquer" ability triggered (rule_n; Sivir, Ambitious)



# a packed value is below VAL_LIMIT; VNULL: effects.value returned None (359.3.e.12)
cdef enum:
    VAL_BASE = -1073741824
    VAL_LIMIT = -536870912
    VNULL = -2147483647




# ------------------------------------------------------------------ [Repeat] (820)
#
# A spell's [Repeat] costs are OP_REPEAT_COST rows at the end of its code (no-ops when run):
# CO_N Energy, CO_KW / CO_DUR the domain masks of up to two Power symbols (-1 none), CO_AUX
# cards to discard. The play task keeps the next cost to offer (TW_PLAY_REPEAT_NEXT), the paid
# costs as a bitmask (TW_PLAY_REPEATS) and the cards discarded for them
# (TW_PLAY_REPEAT_DISCARDED); the chain item the number paid
# (item.repeats) and, as it resolves, the execution running (item.run): execution k reads
# target slots k * (slots per run) + i (820.1.d, 820.2.a).

cdef enum:
    OP_REPEAT_COST = 66




# ------------------------------------------------------------------ one-card ops
#
#   WIN_GAME; DEALS_MIGHT / RAISE_MIGHT_TO: CO_KW the target slot of `other` (RAISE: CO_DUR
#   duration); ADD_ENERGY_COMBATANTS, DEAL_UNLESS_DRAW: CO_N; STUN_OR_RETURN; BANISH;
#   EACH_PLAYER_KILLS: CO_ARG its selector row; BULLET_TIME; REVEAL_TOP: CO_KW card type
#   (TY_*), CO_AUX / CO_AUX2 then / else lengths

cdef enum:
    OP_WIN_GAME = 67
    OP_DEALS_MIGHT = 68
    OP_ADD_ENERGY_COMBATANTS = 69
    OP_STUN_OR_RETURN = 70
    OP_EACH_PLAYER_KILLS = 71
    OP_DEAL_UNLESS_DRAW = 72
    OP_RAISE_MIGHT_TO = 73
    OP_BULLET_TIME = 74
    OP_REVEAL_TOP = 75
    OP_BANISH = 76



# conditions (dsl.Cond) in the effect ops' range
cdef enum:
    CN_ONE_ON_ONE = 60
    CN_EXCESS_GE = 61           # CD_A0: the bound
    CN_NOT = 62                 # CD_A0: the condition row negated




# ------------------------------------------------------------------ more one-card ops
#
#   SAVE_FROM_DEATH (a turn effect EK_SAVE_FROM_DEATH on the unit: 390.3, 369-370);
#   TAKE_CONTROL_RECALL; LOOK_PICK: CO_N cards (<= 6; the looked-at ids kept by note_cards in
#   TW_RESOLVE_NOTED)

cdef enum:
    OP_SAVE_FROM_DEATH = 77
    OP_TAKE_CONTROL_RECALL = 78
    OP_LOOK_PICK = 79



cdef enum:
    EK_SAVE_FROM_DEATH = 60     # reference Effect kind "save_from_death" (no "you may pay")




# ------------------------------------------------------------------ trigger events, runes, Predict

cdef enum:
    TE_FRIENDLY_DIES = 61       # "When a friendly unit dies" (383.2.c.2)



cdef enum:
    OP_RECYCLE_OWN_RUNE = 80
    OP_PREDICT = 81             # CO_N cards (<= 2): looked-at ids in TW_RESOLVE_CARDS;
                                # TW_RESOLVE_PREDICT bits 0-1 recycled, bit 2 kept, bits 4-5
                                # first of the order + 1,
                                # bit 3 the second recycled before the first




# ------------------------------------------------------------------ "if this kills it" (387)

cdef enum:
    REFLEXIVE_OPS = -10         # effects.REFLEXIVE: the ability index of a reflexive trigger
    OP_DEAL_THEN = 82           # deal with a "then" block (CO_AUX rows) run if it kills




cdef enum:
    OP_KILL_DAMAGED_THIS_TURN = 83   # then its instruction row (KILL TRIGGER), CO_AUX = 1
    EK_DECREE = 61              # reference Effect kind "decree" (a player effect this turn)




cdef enum:
    OP_DISCARD_IT = 84          # discard, keeping IT for the next instruction
    OP_IF_DID = 85              # then block (CO_AUX rows) if IT is not empty
    VREF_IT = 5                 # a computed number's reference: IT




# ------------------------------------------------------------------ Prevent (437)

cdef enum:
    OP_PREVENT = 86
    EK_PREVENT = 62             # reference Effect kind "prevent": n = the Prevent Value left




# ------------------------------------------------------------------ delayed abilities (390.2)

cdef enum:
    OP_DELAY = 87               # CO_KW event (DE_*), CO_N the card's Delayed ability index
    OP_DELAY_THERE = 88         # the same, remembering "there" (its `here` now)
    DE_END_TURN = 1
    DE_MAIN_START = 2           # "at the start of your next Main Phase" (this turn's)
    HERE_FIXED = 100            # Pending.here + HERE_FIXED: a remembered "there"




cdef enum:
    REF_IT = 61                 # IT of the reveal_top around the instruction
    OP_PUT_IN_HAND = 89
    OP_RECYCLE = 90


cdef enum:
    AB_TEMPORARY = -2       # triggers.TEMPORARY: the rules' "kill me" trigger (816.1)
    AB_VISION = -3          # triggers.VISION (817.1)
    AB_HUNT = -6            # triggers.HUNT (823.1.b)
    OP_VISION = 40          # effects._vision (a code row of riftsim.cards.compile._Builder)
    OP_GAIN_XP = 41         # ops_unl.gain_xp (CO_KW 1: Hunt's noted value)
    OP_IF_AT_LEAST = 42     # ops_sfd.if_at_least of MightOf(SELF) (CO_N: the bound)
    WHO_CONTROLLER_OF = 3   # DRAW: "its controller draws" after a Kill (Hidden Blade)
    CODE_TEMPORARY = 0      # code rows the builder puts first
    CODE_VISION = 1
    CODE_HUNT = 2
    T_HIDE = 40             # play.h_hide
    SK_FLOW = 40            # static kinds (riftsim.cards.compile.STATIC_KINDS): [Flow]
    CN_LEGION = 40          # select.holds "legion" (812.1.c)
    CN_XP_GE = 41           # select.holds "xp_ge" ([Level N], 824.1.c)
    CN_PLAYED_FROM_HIDDEN = 43   # select.holds "played_from_hidden" (811.1.d)
    CN_TRIGGER_FROM_HIDDEN = 280  # select.holds "trigger_from_hidden" (811.1.d, Ember Monk)


cdef enum:
    T_ACTIVATE = 80             # task kind: play.h_activate
    OP_ADD_ENERGY_SPELLS = 120  # ops_ogn.add_energy_spells (429)
    OP_WEAPONMASTER = 121       # ops_equipment.weaponmaster (821)
    OP_QUICK_DRAW = 122         # ops_equipment.quick_draw (819)
    OP_ATTACH = 123             # ops_equipment.attach (Equip, 818)
    OP_READY_LEGEND = 125       # ops_sfd.ready_legend (Hall of Legends)
    OP_BURN_WHO = 126           # ops_ven.burn of the opponent (CO_KW 1) or a chosen player (3)
    TE_ALLY_ATTACK = 80         # "when a friendly unit attacks" (cleanup.assign_designations)
    TE_ALLY_DEFEND = 81
    TE_ENEMY_ATTACKS_MINE = 82  # "when an enemy unit attacks a battlefield you control"
    TE_DISCARD_SELF = 83        # "when you discard me" (422.1.b; works from the trash, 385.2)
    TE_YOU_BUFF = 84            # "when you buff a friendly unit" (426; effects._buff)



# `acts` rows: one per activated ability (riftsim.cards.compile.tables)
cdef enum:
    AC_CARD = 0
    AC_INDEX = 1        # index among the card's abilities (the ACTIVATE argument's low bits)
    AC_AB = 2           # its row in the abilities table (kind 3: condition, targets, code)
    AC_TIMING = 3       # 0 none, 1 [Action], 2 [Reaction]
    AC_ADDS = 4         # an [Add] ability (400.2)
    AC_COST = 5         # cost row
    AC_MODE_FIRST = 6   # "Choose one" (355.3): first mode row (abilities table, kind 4), -1
    AC_MODE_N = 7
    AC_UNIQUE = 8       # "… you've not chosen this turn"
    AC_GRANTED = 9      # a battlefield's "units here have …": the users' selector row, -1
    AC_EMPOWER = 10     # an [Empower] ability (827.1.c; play.empower_less)
    ACW = 11



# `card_x` rows, one per card
cdef enum:
    CX_FIRST = 0        # first acts row
    CX_N = 1
    CX_MIGHT_BONUS = 2  # an Equipment's Might Bonus (137, 718.4)
    CX_FLAGS = 3        # CXF_*
    CX_EKW = 4          # NKW Effect Text keyword values (718.3)
    CX_ET_FIRST = CX_EKW + NKW  # Effect Text trigger rows (abilities table; ability -7)
    CX_ET_N = CX_EKW + NKW + 1
    CXW = CX_EKW + NKW + 2
    AB_EFFECT_TEXT = -7 # triggers.EFFECT_TEXT
    CXF_EQUIPMENT = 1
    CXF_WEAPONMASTER = 2
    CXF_QUICK_DRAW = 4
    CXF_DEFLECT = 8             # the card may have or give Deflect (core.py)
    CXF_BANISHED_WITH = 16      # it plays cards "banished with this" (427.3): the cards it
                                # banishes are recorded (State.bw_obj)
    CXF_COPY_PRINTED = 32       # its Effect Text copies its unit's printed text (Svellsongur):
                                # one more instance of the unit's abilities (instance_count)



# `costs` rows (dsl.Cost)
cdef enum:
    CS_ENERGY = 0
    CS_NPOW = 1
    CS_POW = 2          # 4 Power symbols (domain masks)
    CS_EXHAUST_SELF = 6
    CS_KILL_SELF = 7
    CS_RECYCLE = 8      # recycle N cards from your trash
    CS_RECYCLE_TYPE = 9 # card type of those (-1 any)
    CS_SPEND_BUFF = 10
    CS_SPEND_OWN_BUFF = 11
    CS_BURN = 12
    CS_REQUIRED = 13    # a trigger's cost without "may"
    CS_XP = 14          # spend N XP (730.2)
    CS_LESS_MIGHT = 15  # Energy reduced by the Might of the unit chosen (818.1.c.4)
    CS_BANISH_SELF = 16 # triggers.pxi: a trigger's "banish me to …" (427)
    COSTW = 23          # (+ CS_DISCARD .. CS_RECYCLE_SELF: ops_ven.pxi, abilities.pxi)



# `abx` rows, parallel to the abilities table
cdef enum:
    AX_COST = 0         # cost row of a trigger's cost within instructions, -1
    AX_ONCE = 1         # once per turn
    AXW = 2




cdef enum:
    TF_MODES = 63       # modes chosen this turn ("… you've not chosen this turn")
    TF_ONCE = 64        # a once-per-turn trigger fired this turn


cdef enum:
    SK_OPTIONAL_COST = 100      # "you may … as an additional cost" (356.2.b)
    SK_EXTRA_COST = 101         # "as an additional cost to play me, …" (356.2.a.1)
    CN_PAID_EXTRA = 100         # its optional additional cost was paid (356.4.f.1)
    CN_ALL = 101                # both condition rows CD_A0, CD_A1 hold
    AU_NONE = 0
    AU_EXHAUST = 1              # exhaust a unit (ready ones only)
    AU_KILL = 2                 # kill a unit
    AU_SPEND_BUFF = 3           # spend a buff of a unit you control (702.2.b; compile
                                # AU_SPEND_BUFF; play.pay_unit_costs; Call to Glory)
    SK_ENTER_EXHAUSTED = 102    # "This enters exhausted." (a gear, play.h_play)
    SK_NO_COMBAT_DAMAGE = 103   # "I don't deal combat damage unless …" (layers.combat_might)
    SK_MOVE_TAX = 104           # enemies pay [A] x S_N per unit beyond the first moving here
    OP_BUFF_BONUS = 140         # ops_ogn.buff_bonus (Stand United)
    OP_PLAY_FROM_TRASH = 141    # ops_look_and_play.play_from_trash (Flame Chompers, 419.3)
    OP_RUMBLE_HOTHEADED = 142   # ops_sfd.rumble_hotheaded; CO_KW the Mech tag bit index
    LP_PAID = 16                # ChainItem.limited: its cost is paid (else ignored)
    LP_LESS = 32                # ChainItem.limited: x its Energy reduction
    EK_BUFF_BONUS = 100         # a player effect: "buffs give +n more Might" this turn (703)


cdef enum:
    TE_UNIT_PLAYED_HERE = 110       # battlefield: a player plays a unit here (they control it)
    TE_RETURNED_HERE = 111          # battlefield: a unit here returned to a hand (its owner)
    TE_MOVED_FROM_HERE = 250        # battlefield: a unit moved from here (triggers.pxi
                                    # fire_moved_from_here; Back-Alley Bar)
    TE_YOU_STUN_ENEMIES = 251       # "when you stun one or more enemy units" (triggers.pxi
                                    # fire_stunned_enemies; Radiant Dawn)
    TE_OPP_PLAY_UNIT = 112          # "when an opponent plays a unit"; TRIGGER = it
    TE_OPP_PLAY_GEAR = 113          # "when an opponent plays a gear"; TRIGGER = it
    TE_YOU_MOVE_ENEMY = 114         # "when you move an enemy unit" (441); TRIGGER = it
    TE_FRIENDLY_MIGHTY = 115        # "when a unit you control becomes Mighty" (709); TRIGGER = it
    TE_YOU_STUN = 116               # "when you stun a unit" (423.1.a.1); TRIGGER = it; its
                                    # pending trigger's rule_n notes where (extra event_loc)




# ------------------------------------------------------------------ target restrictions

cdef enum:
    TGF_NOT_TRIGGER = 1             # Target.not_trigger: "another unit" than the trigger's




# ------------------------------------------------------------------ conditions (110-129)

cdef enum:
    CN_CONQUERED_UNCONTROLLED = 110     # Yone (errata): the battlefield was uncontrolled
    CN_FIRST_GEAR_THIS_TURN = 111       # no gear played by the controller this turn yet
    CN_FIRST_FRIENDLY_DEATH = 112       # 383.1.b: no friendly unit died before this batch




# ------------------------------------------------------------------ Equipment (818.3, 435)

cdef enum:
    OP_DETACH = 160                 # ops_sfd "detach"; CO_KW 1: "you may"
    OP_CANT_MOVE = 161              # ops_unl "cant_move": "they can't move it this turn"
    OP_MOVE_TO_EVENT_LOC = 162      # ops_unl "move_to_event_loc" (a "you_stun" trigger's)
    EK_CANT_MOVE = 110              # reference Effect kind "cant_move" (controller: the player)


cdef enum:
    OP_EMPOWER = 180            # ops_ven._empower
    OP_DISEMPOWER = 181         # ops_ven._disempower
    TE_EMPOWERED_SELF = 130     # "when I become Empowered"; TRIGGER = me
    TE_YOU_BANISH_OWN = 131     # "when you banish a card you own" (427); TRIGGER = that card
    CN_EMPOWERED = 130          # the source has the Empowered status (828)
    # cost row columns (abilities.pxi `costs`, after CS_BANISH_SELF; COSTW counts them)
    CS_DISCARD = 17             # discard N cards from your hand
    CS_DISCARD_TYPE = 18        # of this card type (TY_*), -1 any
    CS_BANISH_TRASH = 19        # a trigger's "banish N cards from any trash to …"
    CS_DISEMPOWER_SELF = 20     # an activated ability's "Disempower me, …:"
    CS_RECYCLE_SELF = 22        # a trigger's "recycle me to …" (416; chain._extra_cost_payable;
                                # Ekko, Recurrent)


cdef enum:
    OP_ACTIVATE_CONQUER_HERE = 260   # ops_ogn.activate_conquer_here (Reckoner's Arena)
    MD_TO_OR_FROM_BASE = 4           # move dest (effects.pxi MD_*): "to or from its base"
    OP_BANISH_REPLAY = 261           # ops_look_and_play.banish_replay (Thrill of the Hunt)
    LP_BFS = 1 << 30                 # ChainItem.limited: a unit played to any battlefield
                                     # (bits 24-29: ops_look_and_play.pxi LP_LOC, LP_NO_ENERGY, LP_RECYCLE)
                                     # (with LP_LOC: its own locations and that one,
                                     # reveal_banish_play's "you may play it here")
    OP_TAKE_GEAR_UNTIL_LEAVES = 262  # ops_copy_and_control.take_gear_until_leaves (Akshan)
    OP_REPLACE = 263                 # ops_copy_and_control.replace (Green Father); CO_KW the token
    OP_SWAP_BACK = 264               # ops_copy_and_control.swap_back (Brush)
    OP_REVEAL_BANISH_PLAY = 265      # ops_look_and_play.reveal_banish_play (Void Burrower)
    OP_BECOME_COPY = 266             # ops_copy_and_control.become_copy (Deceiver's Reflection)
    SK_SKIP = 126                    # Static "skip" (dsl.Skip): S_KW 1 = the Draw Phase
    SK_PLAY_FROM_TRASH = 127         # Static "play_from_trash": play cards from your trash
    SK_TRASH_TO_BANISH = 128         # Static "trash_to_banish" (a replacement, 370.1.a)
    EK_CONTROL_UNTIL = 170           # Effect kind "control_until": n the source, kw
                                     # the player who controlled the gear before


cdef enum:
    OP_CHOOSE_ONE = 240
    OP_REFLEXIVE = 241
    OP_REVEAL_RUNE_THEN = 242
    OP_DEAL_OTHERS = 243
    OP_DIVINE_JUDGMENT = 244
    OP_BAITED_HOOK = 245        # CO_REF / CO_ARG the unit killed, CO_N cards looked at
    OP_REVEAL_UNTIL_UNIT = 246
    BH_NULL = -1000             # TW_RESOLVE_HOOK_MIGHT: the killed unit's Might, or none



cdef enum:
    CN_MOVED_GE = 160



cdef enum:
    TE_YOU_CONQUER_TRASH = 148  # "when you conquer" of a card in your trash (385.2)



cdef enum:
    SK_NO_DAMAGE = 122
    SK_ON_LOOK_PLAY = 123       # Nocturne, Horrifying: "as you look at or reveal me …"



cdef enum:
    LESS_FIXED_A = 4096         # limited_play's `less` for "play me for [A]" (costs.pxi
                                # energy_less: the price is one [A] instead of nothing)


cdef enum:
    OP_SHROUD = 200             # ops_ven._shroud: a "shroud" effect (CO_DUR its duration)
    OP_SET_BASE_MIGHT = 201     # ops_ven._set_base_might: a "set_might" effect (CO_N, CO_DUR)
    OP_SWAP_LOCATIONS = 202     # ops_ven._swap_locations
    OP_SHADOW_DASH = 203        # ops_ven._shadow_dash
    OP_KILL_GROUP_MIGHT_LE = 204  # ops_ogn._kill_group_might_le (CO_N the total)
    DE_YOU_PLAY_UNIT = 136      # delay event: "the next time you play a unit this turn"
    SK_ET_MIGHT = 114           # an Equipment's Effect Text "+n Might" passive (718.3): the
                                # unit it is attached to has it (its condition read for it)
    EK_SHROUD = 140             # effect: can't be chosen by enemy spells and abilities
    # TG_FLAGS bits (bit 0 is triggers.pxi's TGF_NOT_TRIGGER)
    TGF_SAME_LOCATION = 2       # Target.same_location: picks at the first pick's location
    TGF_OTHER_SHIFT = 2         # bits 2-5: 1 + Target.other_location_than (an earlier slot)
    TGF_CAP_SHIFT = 6           # bits 6-13: 1 + Target.total_might_le
    TGF_WHEN_SHIFT = 14         # bits 14-29: 1 + the condition row of Target.when (bit 30:
                                # ops_sfd.pxi's TGF_OTHER_THAN_PREV)


cdef enum:
    SK_BORROW_EXHAUST = 118     # Heimerdinger, Inventor: "I have all [E] abilities of …"
    TE_YOU_KILL_SPELL = 142     # "when you kill a unit with a spell" (from the trash, 385.2)
    SK_HOURGLASS = 119          # Replacement("die", applies, kill_self): "if a … unit would
                                # die, kill this instead; heal, exhaust and recall it"
    AB_BORROWED = 7             # play.BORROWED: the ACTIVATE argument's ability of such an
                                # ability; its chain item notes 1 + the acts row in rule_n




# ------------------------------------------------------------------ ops (220-239)

cdef enum:
    OP_RECYCLE_FROM_TRASH = 220     # ops_ogn.recycle_from_trash (Dr. Mundo, Expert)
    OP_SPLIT_DAMAGE = 221           # ops_ogn.split_damage (Volibear, Furious; 355.14)
    OP_TEEMO_STRATEGIST = 222       # ops_look_and_play.teemo_strategist
    OP_NEXT_SPELL_BONUS = 223       # ops_ogn.next_spell_bonus (Ravenborn Tome)
    EK_SPELL_BONUS = 220            # player effect "spell_bonus" (Effect kind area)
    OP_PLAY_FROM = 224              # ops_look_and_play.play_from: CO_KW selector row, CO_DUR
                                    # price (PF_*), CO_AUX where a unit is played (PFA_*), CO_N
                                    # 1: "then recycle it" (LP_RECYCLE)
    OP_BANISH_OWNER_REPLAYS = 225   # ops_look_and_play.banish_owner_replays (Portal Rescue)
    OP_BLIND_FURY = 226             # ops_look_and_play.blind_fury
    OP_PROMISING_FUTURE = 227       # ops_look_and_play.promising_future
    OP_KAISA_EVOLUTIONARY = 228     # ops_look_and_play.kaisa_evolutionary
    PF_PAID = 0
    PF_FREE = 1
    PF_NO_ENERGY = 2
    PFA_ANY = 0                     # play_from's CO_AUX (compile.PLAY_FROM_AT): where a unit
    PFA_HERE = 1                    # is played: anywhere 355.2 allows, "here", "to your base"
    PFA_BASE = 2




# ------------------------------------------------------------------ limited play (419.3)
# costs.pxi's limited play, extended: ChainItem.limited also notes "ignoring its Energy cost"
# (LP_NO_ENERGY: its Power is still paid) and the one location a unit may be played to
# (LP_LOC x (1 + loc): "to their base", "play it here"); spells may be played too.

cdef enum:
    LP_LOW = 16777216               # (1 << 24) limited below this: origin, LP_PAID, LP_LESS
    LP_LOC = 16777216               # x (1 + the location), bits 24-27
    LP_NO_ENERGY = 268435456        # (1 << 28)
    LP_RECYCLE = 536870912          # (1 << 29) "… then recycle it" as it leaves the chain


cdef enum:
    OP_SABOTAGE = 300                # ops_look_and_play.sabotage
    OP_REVEAL_HAND_DISCARD = 451     # ops_look_and_play._reveal_hand_discard (424, 422)
    TE_WIN_COMBAT_SELF = 166         # "When I win a combat" (Nidalee, Cat Form)
    CN_PLAYED_COUNT = 190            # select.holds "played_count" (Darius, Trifarian)
    CN_MIGHT_TOTAL_GE = 191          # select.holds "might_total_ge" (Kinkou Initiate)
    SK_AMBUSH_ENEMY = 140            # Static "ambush_enemy" (Rengar, Trophy Hunter errata)


cdef enum:
    SK_SHROUD_SELF = 130        # "I can't be chosen by enemy spells and abilities" (while
                                # its condition holds): Akali, Silent
    OP_REVEAL_HAND_LOOK_FACEDOWN = 280  # ops_look_and_play._reveal_hand_look_facedown (Scuttle Crab)
    EK_LOOK_FACEDOWN = 120      # a player effect: may look at the opponent's facedown cards
    OP_KILL_GIVE_MIGHT = 281    # ops_sfd._kill_give_might (Deathgrip); CO_KW `other`'s slot
    OP_DETACH_GRANTING = 282    # ops_equipment._detach_granting (Blighted Battleaxe)
    CN_CONQUERED_THIS_TURN = 180  # the source conquered this turn (turn flag TF_CONQUERED)
    TF_CONQUERED = 128          # abilities.pxi turn_flags: conquered this turn (scoring.score)
    OP_ATTACH_TO = 283          # ops_equipment._attach_to (Forge of the Fluft); CO_KW the unit's slot
    CN_CONTROLS_SOURCE_BF = 181  # you control the source battlefield
    SK_ACCEL_NOT_FROM_HAND = 131  # Rek'Sai, Breacher: units played not from a hand have
                                  # Accelerate
    SK_LEGEND = 7               # selector kind "legend" (compile.SEL_KINDS)
    TGF_OTHER_THAN_PREV = 1 << 30   # TG_FLAGS: Target.other_than (the previous slot); the
                                    # `when` row uses bits 14-29 (ops_targeting.pxi)


# ------------------------------------------------------------------ control for a while, Additional
# Turns, a spell banishing itself, [Add] boosts, choices by an opponent (opcodes 340-369,
# condition kinds 220-239, static kinds 146-150)

cdef enum:
    OP_TAKE_CONTROL = 340       # ops_copy_and_control._take_control (Hostile Takeover; 188)
    OP_RETURN_CONTROL = 341     # ops_copy_and_control._return_control ("lose control of it")
    OP_DELAY_ON = 342           # ops_ogn._delay_on: a delay whose TRIGGER is an object (390.2)
    OP_EXTRA_TURN = 343         # ops_ogn._extra_turn (Time Warp; 734-738)
    OP_BANISH_THIS = 344        # ops_ogn._banish_this (Time Warp: the spell leaves to banishment)
    CN_YOU_WITHIN = 220         # select.holds "you_within" (Chem-Baroness): CD_A0 the margin
    SK_ADD_MORE = 146           # Static "add_more" (ops_sfd.add_more, Chem-Baroness): S_N Energy
    SK_NO_PLAY_HERE = 147       # Static "no_play_here" (ops_sfd.no_play_here, Rockfall Path)
    SK_CANT_BE_COUNTERED = 148  # Static "cant_be_countered" (ops_ven.cant_be_countered, Mel)
    SK_MIGHT_MINUS_MORE = 149   # Static "might_minus_more" (ops_ven.more_minus_might, Mel): S_N
    REPLAY_SAME = 1             # OP_BANISH_REPLAY CO_KW: to the location it was banished from
    TE_YOU_EMPOWER_OTHER = 190  # "When you empower something else" (Matriarch of War; ops_ven)
    TOKEN_BY_OPPONENT = 1       # OP_TOKEN CO_ARG flags (effects.op_token): the opponent plays
    TOKEN_CHOOSE_EACH = 2       # them; a location chosen for each token (Vanguard Armory)
    EXTRA_TURNS_MAX = 8         # State.extra_turns (turn.next_turn_player)
# ------------------------------------------------------------------ "when it … this turn" watches
cdef enum:
    OP_WHEN_THIS_TURN = 310     # ops_unl._when_this_turn (Grim Resolve); CO_N the card's
                                # Delayed ability, CO_KW the watched event
                                # (compile.THIS_TURN_EVENTS)
    DOE_WIN_COMBAT = 1          # watched event: it wins a combat
    EK_WATCH_WIN_COMBAT = 230   # reference Effect kind "watch_win_combat": n the Delayed
                                # ability, kw the source object
    EK_PREVENT_NEXT = 231       # reference Effect kind "prevent_next" (OP_PREVENT with CO_KW
                                # 1): all of the next damage; n PREVENT_ALL while it waits
    PREVENT_ALL = 999           # effects.PREVENT_ALL: Prevent Value "All" (437.5.b)


# ------------------------------------------------------------------ Equipment: granted Quick-Draw,
# "if this was attached to me this turn", an Effect Text death replacement
cdef enum:
    SK_QUICK_DRAW = 141         # Static "quick_draw": objects matching S_SEL have [Quick-Draw]
                                # everywhere (ops_equipment.has_quick_draw; Jax, Unmatched)
    CN_ATTACHED_THIS_TURN = 200  # select.holds "attached_this_turn" (Brutalizer): CD_SEL the card
    EK_ATTACHED = 232           # reference Effect kind "attached": a gear attached this turn
    HOURGLASS_BEARER = 1        # an SK_HOURGLASS row's S_KW: Effect Text, saves its bearer
                                # (ops_replacements._hourglass_saves; Guardian Angel)


# ------------------------------------------------------------------ "this leaves the board", each
# player's Beginning Phase at a battlefield, a chosen player discards (ops 370-399, events 210-229)

cdef enum:
    TE_LEAVES_SELF = 210        # "When this leaves the board" (zones.move_to; Treasure Trove)
    TE_BEGINNING_ANY = 211      # battlefield: "at the start of each player's Beginning Phase"
                                # (triggers.fire_beginning; Frozen Fortress)
    OP_DISCARD_WHO = 370        # effects._discard with who="choose" (Bewitching Spirit): CO_KW 3
    OP_DISCARD_HAND = 450       # effects._discard_hand: each player discards their hand (422)
    SK_OPTIONAL_COST_LESS = 151  # "optional additional costs you pay cost [n] or [A] less"
                                 # (play.optional_less; Ezreal, Prodigy)
    SK_NAME_TAG = 152           # "as you play this, name a tag" (play.name_tag_options; The List)
    EK_NAMED_TAG = 250          # effect: the tag named as it was played (n: its unit_tags index)
    SK_NO_SCORE_BEFORE_TURN = 153  # battlefield: "players can't score here until their n-th
                                   # turn" (scoring.can_score_here; Forgotten Monument)
    SK_EMPOWER_COST_LESS = 142  # battlefield: "[Empower] costs of your units here cost [n] or
                                # [A] less" (play.empower_less; Risen Altar)
    SK_PAY_TO_PLAY_HERE = 143   # battlefield: "any player may pay [cost] as an additional cost
                                # to play a <S_SEL>; if they do, they play it here" (S_COST_*;
                                # play.play_here_offers; Dragon Roost)
    SK_PLAY_OPEN_OTHERS = 154   # "friendly units may be played to open battlefields"
                                # (play._others_allow_open; Miss Fortune, Buccaneer)
    SK_VICTORY_SCORE_MORE = 155  # "increase the points needed to win by n" (layers.pxi
                                 # victory_score_now; Aspirant's Climb)


# ------------------------------------------------------------------ "if an enemy unit has died
# this turn", cards played this turn, "the next unit you play this turn enters ready", "the
# next spell you play this turn costs [n] less" (conditions 270-279, ops 420-449, effect kinds
# 260-269)

cdef enum:
    CN_OPP_UNIT_DIED = 270      # select.holds "opp_unit_died" (Spoils of War): a unit an
                                # opponent controlled died this turn
    CN_SPELLS_PLAYED_GE = 330   # select.holds "spells_played_ge": the controller has played
                                # n+ spells this turn (419.4.a; Crescent Guardian)
    CN_XP_GAINED_GE = 331       # select.holds "xp_gained_ge": the controller has gained n+ XP
                                # this turn (730.1; Wily Newtfish)
    CN_FINALIZED_GE = 271       # select.holds "finalized_ge": the controller has played
                                # (finalized, 812.1.c) n+ cards this turn (Sun Disc)
    CN_OPPONENTS_TURN = 272     # select.holds "opponents_turn": the turn player is an
                                # opponent of the controller (478.2.b; a teammate is none)
    OP_NEXT_UNIT_READY = 421    # ops_ogn._next_unit_ready (Sun Disc)
    EK_NEXT_UNIT_READY = 261    # its player effect, used up by play.take_next_unit_ready
    OP_NEXT_SPELL_LESS = 422    # ops_ogn._next_spell_less (Raging Firebrand): CO_N the discount
    EK_NEXT_SPELL_LESS = 262    # its player effect (n: Energy), read by play.others_discounts


# ------------------------------------------------------------------ "when I move from a
# battlefield", "when you win a combat" (trigger events 276-283)

cdef enum:
    TE_MOVE_FROM_BF_SELF = 276  # "When I move from a battlefield" (movement.move_units)
    TE_YOU_WIN_COMBAT = 277     # "When you win a combat" (combat.combat_result)
    SK_ET_KEYWORD = 180         # an Equipment's Effect Text "<units> have [kw]": S_KW, S_SEL,
                                # its bearer the source (718.3; layers.keywords via _statics)
    SK_ET_BONUS_DAMAGE = 181    # its "your spells and abilities deal n Bonus Damage" (S_KW 1:
                                # only the bearer's controller's; effects.bonus_damage)
    TE_YOU_DEFEND = 278         # "When you defend at a battlefield" (cleanup.begin_combat);
                                # the event location noted (rule_n)
    REPLAY_NORMAL = 2           # OP_BANISH_REPLAY CO_KW: where a unit may be played (355.2)
    CS_KILL_UNIT = 21           # cost row: an activated ability's "kill a friendly unit" (its
                                # selector row, -1 none; play.pay_unit_costs, 357.2.a)
    TE_YOU_SPEND_BUFF = 279     # "When you spend a buff" (play.pay_unit_costs, 702.2.b)
    TE_EQUIPMENT_ATTACHED_SELF = 280   # "When an Equipment is attached to me" (ops_equipment.attach);
                                       # TRIGGER = the Equipment
    SK_REPEAT_COST_LESS = 182   # battlefield: "while you control it, friendly [Repeat] costs
                                # cost [n] less" (play.repeat_price; Marai Spire)


# ------------------------------------------------------------------ "any amount of your damage
# is enough to kill enemy units" (static kinds 160-169)

cdef enum:
    SK_DAMAGE_LETHAL = 160      # Static "damage_lethal" (ops_unl.lethal_for, any_damage_lethal;
                                # Elder Dragon)
    PER_POINTS = -2             # a passive's S_PER: its controller's points (layers._times
                                # "points"; static_times; Draven, Showboat)
    DOE_NEXT_DAMAGE = 2         # watched event (compile.THIS_TURN_EVENTS): it takes damage; once
    EK_WATCH_NEXT_DAMAGE = 300  # reference Effect kind "watch_next_damage" (ops_unl.fire_watches;
                                # Noxian Guillotine): n the Delayed ability, kw the source
    TE_FRIENDLY_BUFFED_DIES = 260  # "when a buffed friendly unit dies" (effects.kill; triggers.pxi
                                   # fire_friendly_dies; Vanguard Helm)
    SK_DEATHKNELL_AGAIN = 161   # Static "deathknell_again" (ops_ogn.deathknell_extra; Karthus,
                                # Eternal)
    OP_PREVENT_ITEM_DAMAGE = 500  # ops_ogn._prevent_item_damage (Unyielding Spirit)
    EK_PREVENT_ITEM_DAMAGE = 301  # its player effect, read by effects.pxi deal_damage_by
    PER_MAX_MIGHT = -16         # a passive's S_PER at or below: the highest Might among the
                                # objects of selector row PER_MAX_MIGHT - S_PER (play._static_times
                                # "max_might"; play.pxi max_might_matching; Sky Splitter)
    CN_MIGHTY = 300             # select.holds "mighty" (708); a keyword passive conditioned on it
                                # applies by layers.mighty_base (471.3; Fiora, Victorious)


# ------------------------------------------------------------------ "you may pay <cost>. If you
# do, …" paid on resolution, damage equal to a keyword, "+n Might for each … there", "when you
# buff me", "units can't move to base", "opponents can't gain points", "when you use an
# activated ability of a gear" (ops 530-559, conditions 310-319, static kinds 170-179,
# trigger events 268-275)

cdef enum:
    OP_MAY_PAY = 530            # ops_choices._may_pay (Draven, Vanquisher): CO_N Energy, CO_KW /
                                # CO_DUR the domain masks of up to two Power symbols (-1 none),
                                # CO_AUX the "if you do" block's rows
    OP_DEAL_KEYWORD = 531       # ops_sfd._deal_keyword (Lucian, Gunslinger): CO_KW the keyword
    OP_MIGHT_PER = 532          # ops_sfd._might_per (Against the Odds): CO_N Might per object of
                                # selector CO_KW at the unit's location
    CN_TRIGGER_SELF = 310       # select.holds "trigger_self": the trigger event named the
                                # source (Simian Ancestor: "when you buff me")
    SK_UNITS_NO_MOVE_TO_BASE = 170  # "units can't move to base" (movement.base_blocked;
                                    # Minotaur Reckoner)
    SK_NO_OPPONENT_POINTS = 171     # "opponents can't gain points" (game.gain_points; Tianna
                                    # Crownguard)
    TE_YOU_ACTIVATE_GEAR = 268      # "when you use an activated ability of a gear": fired by
                                    # abilities.h_activate as it is finalized (play.h_activate;
                                    # Prize of Progress)


# ------------------------------------------------------------------ "counter an enemy spell or
# ability that chooses it and no other friendly unit" (425, 359.3.e.3; opcodes 600-619)

cdef enum:
    OP_COUNTER_CHOOSING = 600   # ops_unl._counter_choosing (Repulse): the newest enemy spell
                                # or ability choosing the unit `to` and no other friendly unit
    SK_KEYWORD_UNLESS = 190     # layers.keywords "keyword_unless": "<units> have [kw] if they
                                # didn't already" (kw_unless; Spirit's Refuge)
    TE_YOU_DISCARD = 261        # "when you discard one or more cards": zones.discard `first`,
                                # once per discarding instruction (422; Jinx, Rebel)
    TE_ENEMY_MOVES_TO_OTHER_BF = 262   # "when an opponent moves to a battlefield other than
                                # mine": movement.move_units, once per move, for each player
                                # with an enemy unit among the moved (Volibear, Imposing)
    WHO_OWNER_OF = 601          # CHANNEL's CO_KW: effects._channel "owner_of", the owner of IT
                                # (the card the return_to_hand before returned; Retreat)


# ------------------------------------------------------------------ "for each card you've
# played this turn, to a minimum of [f]", "for each point you scored from holding this turn"
# (a cost_less passive's scale and floor)

cdef enum:
    PER_CARDS_FINALIZED = -4    # a cost_less passive's S_PER: the cards its controller played
                                # (finalized) this turn (play._static_times "cards_finalized";
                                # base_price; Battering Ram)
    SK_PLAY_ONLY_CONQUERED = 197  # Static "play_only_conquered" (play._only_conquered;
                                  # play.pxi only_conquered; Perched Grimwyrm)
    PER_HOLD_POINTS = -5        # a cost_less passive's S_PER: the points its controller scored
                                # from holding this turn (play._static_times "hold_points";
                                # Needlessly Large Yordle)



# ------------------------------------------------------------------ "when a friendly unit is
# played this turn, …" (a delayed ability lasting the turn, 390.2), a card played from anywhere
# but the hand (356.4), "… unless its controller pays <cost>" (ops and delay events 640-659,
# conditions 360-369)

cdef enum:
    DE_FRIENDLY_UNIT_PLAYED = 640   # delay event: each unit its controller plays this turn
                                    # (triggers.fire_delayed, kept until the turn ends;
                                    # Rally the Troops)
    CN_NOT_FROM_HAND = 360          # select.holds "not_from_hand": the card is played from a zone
                                    # other than its hand (play.played_from; Drag Under)
    OP_UNLESS_PAYS = 640            # ops_choices._unless_pays (Hard Bargain): the controller of
                                    # CO_REF's first object may pay CO_N Energy and the Power of
                                    # masks CO_KW / CO_DUR (-1 none); if not, the CO_AUX rows run



# ------------------------------------------------------------------ the remaining Origins cards:
# recycling to the Main Deck (416), spending any number of buffs (702.2.b), a combat tie
# (461.1) (trigger events 288-298, static kinds 224-233, ops 700-739)

cdef enum:
    TE_YOU_RECYCLE_TO_DECK = 288    # "when you recycle one or more cards to your Main Deck":
                                    # zones.recycle_many, once per recycling instruction for
                                    # each owner of a recycled card (416; Karma, Channeler)
    TE_YOU_READY_UNIT = 289         # "when you ready a friendly unit": effects._ready (the
                                    # item's controller readies a unit they control) and the
                                    # Awaken Phase's readying (415.3.a; turn.py); TRIGGER = it
                                    # (Pirate's Haven)
    SK_TIE_RECALL_ALL = 224         # Static "tie_recall_all": a combat its controller attacks
                                    # in that ends in a tie recalling any of their units recalls
                                    # all units there instead (combat.h_combat_resolution;
                                    # Symbol of the Solari, the Origins FAQ errata)
    OP_EACH_PLAYER_PICKS = 701      # ops_ogn._each_player_picks: from the next player, each
                                    # (CO_DUR EPP_EACH) or each other player picks a CO_REF
                                    # object (CO_N 1: may pick none); CO_KW EPP_RETURN: to its
                                    # owner's hand at once, EPP_KILL: all killed together
    EPP_RETURN = 0                  # (Whirlwind)
    EPP_KILL = 1                    # (King's Edict)
    EPP_EACH = 1                    # CO_DUR: the controller picks too, after the opponent
    SK_MANY_BUFFS = 225             # Static "many_buffs": "I can have any number of buffs"
                                    # (effects.buff; Lee Sin, Ascetic)
    RBP_LOOK = 1                    # OP_REVEAL_BANISH_PLAY's CO_DUR bits: look, don't reveal
    RBP_DRAW = 2                    # (Reinforce); draw the rest (Void Rush). Its CO_KW: the card
                                    # type banished, -1 any; CO_AUX 1: a unit may also be played
                                    # here (Rek'Sai, Swarm Queen); CO_AUX2: the Energy its play
                                    # is reduced by
    OP_OPPONENTS_CANT_PLAY = 704    # ops_ogn._opponents_cant_play: "opponents can't play
                                    # cards this turn" (Brynhir Thundersong)
    EK_NO_PLAY = 701                # its player effect on the opponent, read by play.pxi
                                    # cant_play_cards
    OP_HIDE_FREE = 703              # ops_ogn._hide_free: "you can hide cards ignoring costs
                                    # this turn" (Guerilla Warfare)
    EK_HIDE_FREE = 700              # its player effect, read by keywords.pxi hides_free
    OP_RETURN_CHOSEN_CHAMPION = 702  # ops_ogn._return_chosen_champion (Hallowed Tomb)
    TE_ALLY_MOVES_FROM_MY_LOC = 290  # "when a friendly unit moves from my location":
                                    # movement.move_units, the moved unit's controller's objects
                                    # still at its origin; TRIGGER = it, rule_n its destination
                                    # (triggers.pxi fire_ally_moved_from; Stealthy Pursuer)
    MEL_BASE_TOO = 1                # OP_MOVE_TO_EVENT_LOC's CO_KW: the event's location may be
                                    # a base ("I may be moved with it")
    OP_SPEND_BUFFS = 700            # ops_ogn._spend_buffs: "spend any number of buffs"
                                    # (702.2.b): CO_REF the units, CO_AUX rows run per buff
                                    # spent with IT = its unit (Albus Ferros, Overt Operation)



# ------------------------------------------------------------------ pairs and groups of targets
# (355.8, 355.16), swapping Might (433; ops 780-819)

cdef enum:
    TGR_SAME_LOCATION = 1           # TG_PREV_REL: at the previous slot's pick's location
                                    # (Target.same_location_as; ops_targeting.related)
    TGR_SAME_CONTROLLER = 2         # TG_PREV_REL: with its controller (Target.same_controller_as)
    OP_SWAP_MIGHT = 780             # ops_sfd._swap_might (433.1; Switcheroo): the two units of
                                    # CO_REF have their Might reversed this turn
    OP_GIVE_MY_KEYWORDS = 781       # ops_sfd._give_my_keywords (Kato the Arm): the source's
                                    # keywords given to CO_REF's units for CO_DUR
    OP_HAND_TO_DECK = 782           # ops_sfd._hand_to_deck (Altar of Memories): a card of the
                                    # controller's hand to the top or bottom of their Main Deck
    TE_CHOSEN_SELF = 310            # "when you choose me": triggers.fire_chosen (383.4.b) from
                                    # chain.pxi finalize, for a friendly unit a spell or ability
                                    # of its controller targets (Irelia, Fervent)
    TE_CHOSEN_SELF_BY_SPELL = 311   # "when you choose me with a spell" (Jae Medarda)
    TE_YOU_CHOOSE_FRIENDLY = 312    # "when you choose a friendly unit" (fire_player, TRIGGER the
                                    # unit; Spirit Wheel, Blade Dancer)
    TE_YOU_RECYCLE_RUNE = 314       # "when you recycle a rune": a rune of the player goes to its
                                    # rune deck (zones.move_to; TRIGGER the rune; Battle Mistress)
    TE_ENEMY_UNITS_DIE = 315        # "when one or more enemy units die": once per kill of units
                                    # an opponent controlled (effects.kill; Battle Mistress)
    TE_READIED_SELF = 313           # "when you ready me": an effect of my controller readies me
                                    # (effects._ready), or my controller's Awaken Phase (415.3.a;
                                    # turn.start_turn); Irelia, Fervent
    DOE_CONQUER = 720               # watched event (compile.THIS_TURN_EVENTS): it conquers
                                    # (scoring.pxi, ops_ogn.pxi; Relentless Pursuit)
    EK_WATCH_CONQUER = 740          # reference Effect kind "watch_conquer" (ops_unl.fire_watches)
    CN_POWER_SPENT_GE = 740         # select.holds "power_spent_ge": the controller paid CD_A0+
                                    # Power this turn (Player.power_spent; Sivir, Mercenary)
    CN_ENEMY_CHOSEN_GE = 741        # select.holds "enemy_chosen_ge": CD_A0+ picks of enemy units
                                    # and gear this turn (Player.enemy_chosen; Prodigal Explorer)
    PFA_CONTROLLED_BF = 721         # play_from's CO_AUX: "to a battlefield you control" (op_play_from;
                                    # ops_look_and_play.CONTROLLED_BFS; Here to Help)
    LOC_CONTROLLED_BFS = 14         # limited_play_as's loc (LP_LOC code 15): the battlefields
                                    # its player controls (limited_locs)
    PER_EQUIPMENT_ON = -10          # a keyword passive's S_PER: for each Equipment of the
                                    # source's controller attached to the unit (layers.pxi
                                    # kw_scaled; layers._times "equipment_on"; Purifier)



# ------------------------------------------------------------------ an additional cost returning
# a gear to its owner's hand (numbers 720-739), Equipment giving double their Might bonus,
# Effect Text granting a tag, an [Add] as a card is revealed from its deck (static kinds
# 234-244)

cdef enum:
    SK_DOUBLE_MIGHT_BONUS = 234  # Static "double_might_bonus": each Equipment attached to the
                                 # source gives double its base Might bonus (layers.
                                 # might_bonus_times; layers.pxi attached_might; Gearhead)
    SK_ET_TAG = 235             # an Equipment's Effect Text "I am a <tag>": the unit it is
                                # attached to has tag bit S_KW (select.granted_tag; select.pxi
                                # et_tag; 472.1.c, 718.3; Experimental Hexplate)
    SK_ADD_ON_REVEAL = 236      # "as I'm revealed from your deck, [Add] S_N Energy"
                                # (ops_look_and_play.reveal; ops_look_and_play.pxi
                                # reveal_card; Undertitan)
    AU_RETURN_TO_HAND = 720     # an additional cost's unit part: return a friendly object of
                                # its selector to its owner's hand (play.pay_unit_costs
                                # "return"; compile AU_RETURN_TO_HAND; Legion Quartermaster)



# ------------------------------------------------------------------ "if you've played an Equipment
# this turn", Weaponmaster granted by a passive (condition 810, static kind 250)

cdef enum:
    CN_EQUIPMENT_PLAYED_THIS_TURN = 810  # select.holds "equipment_played_this_turn": the
                                    # controller played an Equipment card this turn
                                    # (Player.equipment_turn; Emperor of the Sands)
    SK_WEAPONMASTER = 250           # Static "keyword" Weaponmaster: units matching S_SEL have
                                    # [Weaponmaster] (layers.keywords; ops_equipment.pxi
                                    # weaponmaster_granted; 821; Emperor of the Sands)


# ------------------------------------------------------------------ "pay any amount of … to [Add]
# that much …" (op 900)

cdef enum:
    OP_PAY_ANY_ADD = 900            # ops_sfd._pay_any_add (op_pay_any_add): CO_KW 1 Power of
                                    # any domain is paid, 0 Energy; CO_DUR 1 Energy is added, 0
                                    # Power of any domain (Ancient Henge, Hextech Anomaly)
    PAY_ANY_MAX = 16                # dsl.PAY_ANY_MAX: the most one may choose to pay




# ------------------------------------------------------------------ hidden cards kept facedown,
# units only to base, no readying enemies (static kinds 237-242), a battlefield's "a player
# chooses a friendly unit here with a spell" (trigger events 316-327)

cdef enum:
    SK_OPP_HIDDEN_STAY_HERE = 237   # Static "opp_hidden_stay_here": opponents can't play their
                                    # cards from facedown at the source's location
                                    # (ops_ogn.hidden_stays; Noxus Saboteur)
    SK_OPP_UNITS_TO_BASE = 238      # Static "opp_units_to_base": opponents play units only to
                                    # their base (ops_ogn.units_only_to_base; Mageseeker Warden)
    SK_NO_READY_ENEMIES = 239       # Static "no_ready_enemies": spells and abilities don't ready
                                    # opponents' units and gear (ops_ogn.cant_be_readied;
                                    # Mageseeker Warden)
    SK_PAID_SAVE = 240              # a Replacement("die", cost=…): "you may pay <cost> to heal
                                    # it, exhaust it, and recall it instead" (ops_replacements.
                                    # _paid_save; ops_replacements.pxi paid_save_replace; The
                                    # Boss): S_SEL the units, S_COST_* the cost, S_KW flags
    PAID_SAVE_EXHAUST_SELF = 1      # S_KW: … and exhaust the source
    PAID_SAVE_SPEND_BUFF = 2        # S_KW: … and spend the unit's buff (702.2.b)
    PAID_SAVE_DECLINED = -2         # State.ka answer: its controller saves none (DONE)
    SK_HIDE_COST = 241              # Static "hide_cost": "you may pay <cost> (S_COST_*) to hide
                                    # a card with [Hidden] instead of [A]" (ops_ogn.
                                    # hide_alternative; ops_ogn.pxi hide_alt_price; Teemo,
                                    # Swift Scout)
    OP_OWNED_TO_HAND = 820          # ops_ogn._owned_to_hand: a card the controller owns matching
                                    # CO_KW's selector, from their Champion Zone or the board,
                                    # to their hand (Teemo, Swift Scout)
    TE_UNIT_CHOSEN_HERE_BY_SPELL = 316   # battlefield: a player chooses a unit they control
                                         # here with a spell (triggers.fire_chosen; The
                                         # Dreaming Tree)
    TE_YOURS_DIES = 340         # "When another unit you control dies" (fire_friendly_dies; not
                                # a teammate's, 484.8.c)
    TE_ALLY_HOLD = 345          # "When an ally holds" (scoring.score, 2v2 only: the core plays
                                # 1v1, so it never fires)


# ------------------------------------------------------------------ moving an Equipment from one
# unit to another (opcodes 860-899)

cdef enum:
    OP_ATTACH_EQUIPMENT_OF = 860    # ops_equipment._attach_equipment_of (434; Azir, Ascendant):
                                    # one of the Equipment on CO_REF's unit attached to the
                                    # source; CO_KW 1: "you may" (none may be chosen)
    MD_OPEN_BF = 861                # a move's CO_KW: "to an open battlefield", chosen among the
                                    # uncontrolled ones with no units (169.10.c; effects.
                                    # move_destinations "open_bf"; move_dests; Bard, Mercurial)
    OP_TRIGGER_MODES = 862          # a "Choose one" trigger's only code row, never run: CO_N
                                    # modes (rows from CO_DUR), CO_KW 1 "… that hasn't been
                                    # chosen this turn" (chain.choose_trigger_mode; chain.pxi
                                    # trigger_mode; 355.3; Aphelios, Exalted)
    SK_HOLD_CONQUER_BOTH = 243      # an Equipment's Effect Text: the unit's hold effects are also
                                    # conquer effects and vice versa (383.4.c-d, 718.3;
                                    # triggers.hold_conquer_both; triggers.pxi
                                    # hold_conquer_alt; Skyfall of Areion)
    OP_NEXT_SPELL_REPEAT = 863      # ops_sfd._next_spell_repeat (820; Temporal Portal): a player
                                    # effect EK_NEXT_SPELL_REPEAT
    EK_NEXT_SPELL_REPEAT = 790      # its player effect: the next spell the player plays this turn
                                    # has one more [Repeat], its printed cost (play.
                                    # granted_repeats; costs.pxi granted_repeats), used up as
                                    # a spell is played (play.pxi take_player_effects)



# ------------------------------------------------------------------ "if another unit you control
# here would die, if it has less Might than me, instead heal it, exhaust it, and recall it"
# (compile STATIC_KINDS["free_save"]; ops_replacements._free_save_sequence; 373.2)

cdef enum:
    SK_FREE_SAVE = 275              # Static "free_save" (ops_replacements.pxi free_save_sequence;
                                    # Soraka, Wanderer)
    FREE_SAVE_LESS_MIGHT = 1        # S_KW: … if it has less Might than the source
    FREE_SAVE_AFTER = -3            # State.ka answer: applied after the other replacements (NO)
    FREE_SAVE_FIRST = -4            # State.ka answer: applied before them (YES)

# ------------------------------------------------------------------ "your spells that choose me
# cost [n] or [A] less" (static kind 251)

cdef enum:
    SK_CHOSEN_SPELL_LESS = 251      # Static "chosen_spell_less" (chain.chosen_less; keywords.pxi
                                    # chosen_less; 356.4.d; Irelia, Graceful)

# an optional additional cost paid any number of times (compile PER_TIMES_PAID; costs.pxi
# any_times_row; play.any_times_cost; Kraken Hunter, Commander Ledros)
cdef enum:
    PER_TIMES_PAID = -17        # an optional_cost row's S_PER: paid any number of times (356.2.b.1);
                                # its S_FLOOR: each payment's discount, Energy * 256 + a Power mask



# a move's destination among the locations holding a unit of the moved unit's controller
# (compile MOVE_DESTS "with_own_unit"; effects.move_destinations; effects.pxi move_dests;
# Temptation)
cdef enum:
    MD_WITH_OWN_UNIT = 929      # a move's CO_KW: "to a location where there's a unit with the
                                # same controller", chosen as it is played (355.4)

# before cards are revealed from a deck (424; ops_look_and_play.before_reveal, h_before_reveal;
# Void Hatchling)
cdef enum:
    SK_LOOK_TOP_BEFORE_REVEAL = 267 # Static "look_top_before_reveal": "if you would reveal cards
                                    # from a deck, look at the top card first; you may recycle
                                    # it" (ops_look_and_play.pxi before_reveal)
    T_BEFORE_REVEAL = 126           # task kind: ops_look_and_play.h_before_reveal
    SK_EXTRA_HIDDEN_SLOT = 268      # a battlefield's Static "extra_hidden_slot": its facedown zone
                                    # holds two cards (107.3.b.1; keywords.pxi facedown_room;
                                    # Bandle Tree)
    PC_REVEAL_HOOKED = 1 << 30      # a T_RESOLVE frame's pc word: its instruction's reveal hook
                                    # ran (vm.pxi vm_step; effects.step's "reveal_hook")


# kills a player is responsible for (411.4, 428.5; ops_kill_watches.pxi you_kill_listener;
# reference ops_kill_watches._you_kill_listener)
cdef enum:
    TE_YOU_KILL_STUNNED_ENEMY = 317  # "when you kill a stunned enemy unit": fire_player for the
                                     # player responsible, TRIGGER the unit (Solari Shrine)


# control of a spell on the chain (359.3.f.4; opcodes 910-919)
cdef enum:
    OP_CONTROL_CHAIN_ITEM = 910     # ops_copy_and_control._control_chain_item: gain control of the
                                    # spell CO_REF names; its targets may be chosen anew
                                    # (ops_copy_and_control.pxi; Mystic Reversal)


# plays of the cards an object's ability banished (427.3, 419.3; opcodes 960-969)
cdef enum:
    OP_PLAY_BANISHED_WITH = 960     # ops_look_and_play._play_banished_with: play every card
                                    # matching the CO_KW selector row banished with this (o_bw),
                                    # one at a time, at the CO_DUR price (PF_*; The Zero Drive)
