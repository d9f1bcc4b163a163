"""Zone changes: the primitive game actions that move cards (rules 106-110, 413-431)."""

from __future__ import annotations

from riftsim.events import EventKind
from riftsim.reference.state import LOC_BASE, LOC_NONE, NONE, Obj, Zone

_LISTS = {Zone.DECK: "deck", Zone.HAND: "hand", Zone.TRASH: "trash",
          Zone.BANISHMENT: "banishment", Zone.RUNE_DECK: "rune_deck", Zone.RUNES: "runes"}

BOARD_ZONES = (Zone.BOARD, Zone.RUNES, Zone.FACEDOWN, Zone.BATTLEFIELD)

#: functions (g, obj) called when a unit or gear has left the board ("… until I leave the
#: board", e.g. Akshan, Mischievous's control effect); ops modules register them
LEAVES_BOARD: list = []

#: functions (g, obj) -> player or NONE: "if a card would go to your trash …, banish it
#: instead" (a replacement effect, 367-370): a player means that player banishes it instead
TRASH_INSTEAD: list = []


def _detach(g, o: Obj) -> None:
    """Take `o` out of whatever list holds it."""
    if o.zone in _LISTS:
        lst = getattr(g.players[o.owner if o.zone != Zone.RUNES else o.controller],
                      _LISTS[o.zone])
        if o.id in lst:
            lst.remove(o.id)
    elif o.zone == Zone.CHAMPION:
        g.players[o.owner].champion = NONE
    elif o.zone == Zone.FACEDOWN:
        for bf in g.bfs:
            if bf.facedown == o.id:
                bf.facedown = NONE
            if bf.facedown2 == o.id:
                bf.facedown2 = NONE


def facedown_cards(bf) -> list[int]:
    """The hidden cards at battlefield `bf` (811), its first place first."""
    return [x for x in (bf.facedown, bf.facedown2) if x != NONE]


def facedown_room(g, bf) -> bool:
    """May a card be hidden at `bf` (107.3.b): fewer cards in its facedown zone than its
    maximum occupancy, one, or two while the battlefield has an "extra_hidden_slot" passive
    ("you may hide an additional card here": Bandle Tree, 107.3.b.1)."""
    from riftsim.cards.dsl import Static

    cap = 1 + any(a.kind == "extra_hidden_slot"
                  for _, a in g.pool[g.objs[bf.obj].card].abilities_of(Static))
    return len(facedown_cards(bf)) < cap


def move_to(g, o: Obj, zone: Zone, loc: int = LOC_NONE, *, top: bool = False) -> None:
    """Put `o` into `zone` (at `loc` on the board). Leaving or entering a non-board zone makes
    it a new object (359.3.e.4) and ends its temporary modifications (110, 705)."""
    if zone == Zone.TRASH:
        for f in TRASH_INSTEAD:              # 370.1.a: the move is replaced by a banish
            by = f(g, o)
            if by != NONE:
                banish(g, o, by=by)
                return
    if o.zone == Zone.RUNES and zone == Zone.RUNE_DECK:   # "when you recycle a rune" (416)
        from riftsim.reference import triggers
        triggers.fire_player(g, "you_recycle_rune", o.controller, trigger_obj=o.id)
    was_board = o.zone == Zone.BOARD
    if was_board and zone != Zone.BOARD:     # "When this leaves the board" (while it is there)
        from riftsim.reference import triggers
        triggers.fire_self(g, "leaves_self", o.id)
    _detach(g, o)
    o.paid_extra = False                     # a new play starts afresh
    o.banished_with = None                   # 427.3: a new object (ops_look_and_play)
    if o.zone == Zone.RUNES and zone != Zone.RUNES:
        o.exhausted = False                  # 414.2 / 415.2: exhausted is a board state
    if (o.zone in BOARD_ZONES) != (zone in BOARD_ZONES) or zone == Zone.CHAIN \
            or o.zone == Zone.CHAIN:
        o.epoch += 1
    if was_board and zone != Zone.BOARD:
        o.damage = 0
        o.buff = 0
        o.stunned = False
        o.designation = 0
        o.exhausted = False
        o.moves_this_turn = 0
        o.empowered = False                  # Empowered is a state of objects on the board
        g.effects = [e for e in g.effects if e.target != o.id]
        o.attached_to = NONE                 # an attached card leaving the board detaches
        for x in g.objs:                     # 719.5 / 435.4.b: its attachments stay put
            if x.attached_to == o.id:
                x.attached_to = NONE
    if o.token and zone not in (Zone.BOARD, Zone.CHAIN):
        # 182-183: tokens exist only on the board or the chain
        zone = Zone.REMOVED
    if (zone == Zone.BOARD and not was_board and loc > LOC_BASE and len(g.players) > 2
            and g.pool[o.card].type == "unit"):
        loc = ffa_entry(g, o, loc)
    o.zone = zone
    o.loc = loc if zone == Zone.BOARD else LOC_NONE
    if zone == Zone.BOARD and not was_board and g.pool[o.card].type == "unit":
        from riftsim.reference import layers   # 709: Mighty or not as it enters, so a unit
        g.mighty_seen[o.id] = (o.epoch, layers.might(g, o) >= 5)   # that gains Might in the
                                               # next cleanup (Rengar: Attacker) "becomes" it
    if zone in _LISTS:
        owner = o.owner if zone != Zone.RUNES else o.controller
        lst = getattr(g.players[owner], _LISTS[zone])
        if top:
            lst.insert(0, o.id)
        else:
            lst.append(o.id)
    elif zone == Zone.CHAMPION:
        g.players[o.owner].champion = o.id
    if zone != Zone.BOARD and zone != Zone.RUNES and zone != Zone.FACEDOWN:
        o.controller = o.owner
    g.dirty = True
    if was_board and zone != Zone.BOARD:
        for f in LEAVES_BOARD:
            f(g, o)


def ffa_entry(g, o, loc: int) -> int:
    """457.2.a: with more than two players, a unit played to a battlefield where a combat its
    controller is not in is staged or in progress (or with units of two other players, 444.2)
    is played to its controller's base instead."""
    from riftsim.reference import movement

    return loc if movement.can_enter(g, o, loc) else LOC_BASE


def _put_in_hand(g, player: int, o) -> None:
    move_to(g, o, Zone.HAND)
    g.emit(EventKind.DRAW, player, o.id)


def _put_in_trash(g, player: int, o) -> None:
    move_to(g, o, Zone.TRASH)


#: what taking a card from the top of the Main Deck does, by action: "draw" (413) or "burn"
#: (the [Burn N] game action); a burn out with a choice resumes its action by this name
FROM_TOP = {"draw": _put_in_hand, "burn": _put_in_trash}


def draw(g, player: int, n: int = 1) -> None:
    """413 Draw, with Burn Out (413.4, 431) when the deck runs out."""
    from_top(g, player, n, "draw")


def from_top(g, player: int, n: int, action: str, first: bool = True) -> None:
    """Take the top card of the Main Deck n times for `action` (FROM_TOP); with the deck
    empty the player burns out first (413.4, 431.1) and then goes on. With several opponents
    the burn out's point is a choice (431.2.c): the burn out stops here and the game asks it
    (h_burn_out_point), then completes the rest of the action (431.2.d). `first`: no burn
    out of this action's sequence has happened yet (431.3.b)."""
    p = g.players[player]
    put = FROM_TOP[action]
    for k in range(n):
        if g.is_over:
            return
        if not p.deck:
            if len(g.players) > 2:
                burn_out_choosing(g, player, n - k, action, first)
                return
            burn_out(g, player)
            if g.is_over or not p.deck:
                continue
        put(g, player, g.objs[p.deck[0]])


def burn_out(g, player: int) -> None:
    """431.2: recycle the trash into the main deck (random order), an opponent gains 1 point.

    Repeated burn outs with an empty trash go on until an opponent wins (431.3); points after
    the first burn out in a sequence win at once (431.3.b)."""
    from riftsim.protocol import OutcomeReason

    p = g.players[player]
    first = True
    while True:
        g.emit(EventKind.BURN_OUT, player)
        p.burnouts += 1
        recycle_many(g, list(p.trash))
        opp = g.opponent(player)
        g.gain_points(opp, 1)
        # 431.3.b: only points gained *after the first* burn out of a sequence win at once;
        # the first one's point is checked in the next cleanup like any other (323.1)
        if not first and g.wins_now(opp):
            g.end_game(opp, OutcomeReason.BURN_OUT)
            return
        if p.deck:
            return
        first = False


def burn_out_choosing(g, player: int, left: int, action: str, first: bool) -> None:
    """431.2.a-b with several opponents: the player burns out and recycles their trash; the
    opponent who gains the point is their choice (431.2.c), asked by the `burn_out_point`
    task the game runs next (ReferenceGame._run), which then takes the `left` cards of
    `action` still to take (431.2.d)."""
    p = g.players[player]
    g.emit(EventKind.BURN_OUT, player)
    p.burnouts += 1
    recycle_many(g, list(p.trash))
    g.owed_burn_outs.append({"player": player, "left": left, "action": action,
                             "first": first})


def h_burn_out_point(g, t) -> None:
    """431.2.c: the player who burned out chooses an opponent to gain 1 point; 431.3.b: a
    point after the first burn out of the sequence wins at once when it reaches the Victory
    Score with more points than any other player; 431.2.d: the rest of the action follows,
    burning out again while the deck stays empty (431.3)."""
    from riftsim.actions import ActionKind, DecisionKind, decode, encode
    from riftsim.protocol import OutcomeReason

    d = t.data
    player = d["player"]
    opts = [encode(ActionKind.INDEX, q) for q in g.opponents_of(player)]
    a = g.choose(t, DecisionKind.CHOOSE_PLAYER, player, opts)
    if a is None:
        return
    g.tasks.pop()
    opp = decode(a)[1]
    g.gain_points(opp, 1)
    if not d["first"] and g.wins_now(opp):
        g.end_game(opp, OutcomeReason.BURN_OUT)
        return
    if d["left"]:
        from_top(g, player, d["left"], d["action"], first=False)


def recycle_many(g, ids: list[int]) -> None:
    """416: put cards on the bottom of their decks; several at once in random order (416.5)."""
    if not ids:
        return
    from riftsim.reference import triggers

    ids = list(ids)
    if len(ids) > 1:
        g.rng.shuffle(ids)
    owners = set()
    for i in ids:
        o = g.objs[i]
        if g.pool[o.card].type == "rune":
            move_to(g, o, Zone.RUNE_DECK)
        else:
            if not o.token:                  # a token is no card (176); runes aren't either
                owners.add(o.owner)
            move_to(g, o, Zone.DECK)
    for p in g.players_from(g.turn_player):  # "when you recycle one or more cards to your
        if p in owners:                      # Main Deck": once per recycling instruction (416)
            triggers.fire_player(g, "you_recycle_to_deck", p)


def discard(g, player: int, obj_id: int, first: bool = False) -> None:
    """422: `player` discards the card. `first`: the first card of a discarding instruction
    ("when you discard one or more cards" triggers once per instruction)."""
    from riftsim.reference import triggers

    o = g.objs[obj_id]
    move_to(g, o, Zone.TRASH)
    g.players[player].discarded += 1
    g.emit(EventKind.DISCARD, player, obj_id)
    triggers.fire_self(g, "discard_self", obj_id, epoch=o.epoch)   # 422.1.b / 385.2
    if first:
        triggers.fire_player(g, "you_discard", player)


def channel(g, player: int, n: int, exhausted: bool = False) -> int:
    """430: runes from the top of the rune deck onto the board. Returns how many."""
    p = g.players[player]
    done = 0
    for _ in range(n):
        if not p.rune_deck:
            break
        o = g.objs[p.rune_deck[0]]
        o.controller = player
        move_to(g, o, Zone.RUNES, LOC_BASE)
        o.exhausted = exhausted
        g.emit(EventKind.CHANNEL, player, o.id)
        done += 1
    return done


def to_trash(g, o: Obj) -> None:
    move_to(g, o, Zone.TRASH)


def return_to_hand(g, o: Obj) -> None:
    from riftsim.reference import triggers

    was = o.loc if o.zone == Zone.BOARD and g.pool[o.card].type == "unit" else LOC_NONE
    move_to(g, o, Zone.HAND)
    g.emit(EventKind.RETURN, o.owner, o.id)
    if was > LOC_BASE:                       # battlefield: "a unit here is returned to hand"
        triggers.fire_battlefield(g, "returned_here", was - 1, o.owner, trigger_obj=o.id)


def banish(g, o: Obj, by: int = NONE) -> None:
    """427: to its owner's banishment. `by` = the player banishing it (411, responsibility):
    "when you banish a card you own" triggers for them if they own it (a token is no card)."""
    from riftsim.reference import triggers

    own_card = by != NONE and o.owner == by and not o.token
    move_to(g, o, Zone.BANISHMENT)
    g.emit(EventKind.BANISH, o.owner, o.id)
    if own_card:
        triggers.fire_player(g, "you_banish_own", by, trigger_obj=o.id)


def burn(g, player: int, n: int = 1) -> None:
    """[Burn N] (a Vendetta game action; its reminder text: put the top N cards of your Main
    Deck into your trash). Moving a card out of an empty Main Deck burns out first (431.1)."""
    from_top(g, player, n, "burn")
