"""Deck-construction rules: Core Rules 101-103 (v1.3) and Tournament Rules 601.

Modes (``mode=``):

* ``"constructed"`` (default) -- the Core Rules: Main Deck of **at least** 40 cards including
  the Chosen Champion (CR 103.2), 12 runes (CR 103.3.a), and 3 battlefields, the number every
  sanctioned Mode of Play asks each player to bring (CR 480.4.a, 481.4.a, 482.4.a, 483.4.a,
  484.4.a).
* ``"tournament"`` -- constructed plus Tournament Rules 601.1.b: the Main Deck is **exactly**
  40 cards.
* ``"casual"`` -- constructed, but 1 to 3 battlefields: the Proving Grounds starter decks ship
  one battlefield, and a 1v1 game uses only one battlefield per player (CR 480.5).

Decisions (where the rules leave room):

* **Copy limit across the sideboard.** CR 103.2.b limits the Main Deck (the Chosen Champion
  included, 103.2.b.1). The Core Rules have no sideboard; where a sideboard exists the
  Tournament Rules count copies over main deck + sideboard (TR 601.1.c.3), so copies are
  counted over Chosen Champion + Main Deck + sideboard in every mode. A violation cites
  CR 103.2.b (or CR 825.2.a for ``[Unique]``) when the Main Deck alone is over the limit,
  TR 601.1.c.3 when only the sideboard copies push it over.
* **Sideboard cards** must be valid Main Deck cards (TR 601.1.c.2: type, domain identity,
  Signature tag) in every mode. The Signature total of 3 (CR 103.2.d.1) counts the Main
  Deck only: it is not a copy limit on a name.
* **Sideboard size** is "dictated by the competition format" (TR 403.2), so it is checked in
  ``"tournament"`` mode only: at most 8 cards (TR 601.1.c.1 of 2026-04-29), or
  ``sideboard_max``. Riot's published Barcelona top decks (Vendetta season, 2026-08-26) all
  carry 10-card sideboards, so later events evidently allow 10; pass ``sideboard_max=10``
  for them.
* Card text can change the copy limit (``copy_limit`` in the facts): 1 for ``[Unique]``
  (CR 825.2.a), none for *Spiderling* ("Your deck can have any number of cards named
  Spiderling").
* Tokens are not cards (CR 182) and cannot be in a deck.
* The ban list (TR 601.2.d) is not checked here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from riftsim.cards.facts import MAIN_DECK_TYPES, CardFacts, CardType, FactsDB, load_facts
from riftsim.decks.errors import DeckError
from riftsim.decks.model import Deck

__all__ = ["Violation", "validate", "validate_team", "check_teams", "MODES", "MAIN_DECK_MIN",
           "RUNE_DECK_SIZE",
           "BATTLEFIELDS", "SIDEBOARD_MAX"]

MODES = ("constructed", "tournament", "casual")
MAIN_DECK_MIN = 40          # CR 103.2; exactly 40 in tournaments (TR 601.1.b)
RUNE_DECK_SIZE = 12         # CR 103.3.a
BATTLEFIELDS = 3            # CR 480.4.a .. 484.4.a
SIDEBOARD_MAX = 8           # TR 601.1.c.1


@dataclass(frozen=True)
class Violation:
    """One broken deck-construction rule.

    ``rule`` is the citation (``"CR 103.2.b"`` = Core Rules v1.3, ``"TR 601.1.b"`` =
    Tournament Rules); ``card`` / ``card_id`` name the offending card when there is one."""

    rule: str
    message: str
    card: str | None = None
    card_id: str | None = None

    def __str__(self) -> str:
        return f"{self.message} [{self.rule}]"


def validate(
    deck: Deck,
    *,
    mode: str = "constructed",
    has_definition: Callable[[str], bool] | None = None,
    sideboard_max: int | None = None,
    db: FactsDB | None = None,
) -> list[Violation]:
    """Every deck-construction violation of ``deck`` (empty when the deck is legal).

    ``has_definition`` (card id -> bool), when given, adds one violation per distinct card
    that riftsim has no definition for (such a deck cannot be played). ``sideboard_max``
    overrides the sideboard cap (checked by default only in ``"tournament"`` mode)."""
    if mode not in MODES:
        raise ValueError(f"unknown deck validation mode {mode!r}; expected one of {MODES}")
    db = db or load_facts()
    out: list[Violation] = []

    def v(rule: str, message: str, card: CardFacts | None = None) -> None:
        out.append(Violation(rule, message, card.deck_name if card else None,
                             card.id if card else None))

    legend = db.by_id(deck.legend)
    champion = db.by_id(deck.champion)
    main = [db.by_id(c) for c in deck.main]
    side = [db.by_id(c) for c in deck.sideboard]
    runes = [db.by_id(c) for c in deck.runes]
    fields = [db.by_id(c) for c in deck.battlefields]

    # CR 103.1 -- one Champion Legend; its domains are the Domain Identity (103.1.b).
    if not legend.is_legend:
        v("CR 103.1", f"{legend.deck_name} is a {legend.type}, not a Champion Legend", legend)
    identity = legend.colored_domains
    tag = legend.champion if legend.is_legend else None

    # CR 103.2.a.2 -- the Chosen Champion is a champion unit with the legend's champion tag.
    if champion.is_signature and champion.type == CardType.UNIT:
        v("CR 103.2.d.3", f"Chosen Champion {champion.name} is a Signature unit, not a champion "
          "unit", champion)
    elif not champion.is_champion_unit:
        v("CR 103.2.a.2", f"Chosen Champion {champion.name} is not a champion unit", champion)
    elif tag and tag not in champion.tags:
        v("CR 103.2.a.2", f"Chosen Champion {champion.name} does not have the champion tag "
          f"{tag} of the legend {legend.deck_name}", champion)

    # CR 103.2 -- Main Deck size (Chosen Champion included).
    size = len(main) + 1
    if mode == "tournament":
        if size != MAIN_DECK_MIN:
            v("TR 601.1.b", f"the Main Deck must be exactly {MAIN_DECK_MIN} cards in "
              f"competitions (Chosen Champion included); it has {size}")
    elif size < MAIN_DECK_MIN:
        v("CR 103.2", f"the Main Deck must have at least {MAIN_DECK_MIN} cards (Chosen "
          f"Champion included); it has {size}")

    # Card types, tokens and domain identity of Main Deck (+ champion) and sideboard cards.
    def deck_card_checks(cards: list[CardFacts], where: str, sideboard: bool) -> None:
        for c in _distinct(cards):
            if c.is_token:
                v("CR 182", f"{c.name} in the {where} is a token; tokens are not cards", c)
            elif c.type not in MAIN_DECK_TYPES:
                v("TR 601.1.c.2" if sideboard else "CR 103.2",
                  f"{c.deck_name} in the {where} is a {c.type}; only units, gear and spells "
                  "go in the Main Deck", c)
            if not c.colored_domains <= identity:
                v("TR 601.1.c.2" if sideboard else "CR 103.1.b",
                  f"{c.deck_name} ({_dom(c.colored_domains)}) in the {where} is outside the "
                  f"legend's Domain Identity ({_dom(identity)})", c)

    deck_card_checks([champion, *main], "Main Deck", sideboard=False)
    deck_card_checks(side, "sideboard", sideboard=True)

    # CR 103.2.b / 825.2.a / TR 601.1.c.3 -- copies per name.
    main_names = Counter(c.name for c in (champion, *main))
    all_names = main_names + Counter(c.name for c in side)
    first = {c.name: c for c in (champion, *main, *side)}
    for name, n in all_names.items():
        c = first[name]
        limit = c.copy_limit
        if limit is None or n <= limit:
            continue
        rule = "CR 825.2.a" if limit == 1 else "CR 103.2.b"
        if main_names[name] <= limit:
            rule = "TR 601.1.c.3"
            where = f"{main_names[name]} in the Main Deck + {n - main_names[name]} in the sideboard"
        else:
            where = (f"{main_names[name]} in the Main Deck (Chosen Champion included)"
                     + (f" + {n - main_names[name]} in the sideboard" if n > main_names[name]
                        else ""))
        v(rule, f"{c.name}: {where}; at most {limit} "
          f"cop{'y' if limit == 1 else 'ies'} of a name{' ([Unique])' if limit == 1 else ''}",
          c)

    # CR 103.2.d -- at most 3 Signature cards, all with the legend's champion tag.
    sigs = [c for c in main if c.is_signature]
    if len(sigs) > 3:
        names = ", ".join(f"{n} {nm}" for nm, n in Counter(c.name for c in sigs).items())
        v("CR 103.2.d.1", f"the Main Deck has {len(sigs)} Signature cards ({names}); at most 3 "
          "in total", sigs[-1])
    for c in _distinct([*main, *side]):
        if c.is_signature and tag and tag not in c.tags:
            v("TR 601.1.c.2" if c in side and c not in main else "CR 103.2.d.2",
              f"Signature card {c.name} ({c.champion or ', '.join(c.tags)}) does not have the "
              f"legend's champion tag {tag}", c)

    # CR 103.3 -- Rune Deck: 12 runes within the Domain Identity.
    if len(runes) != RUNE_DECK_SIZE:
        v("CR 103.3.a", f"the Rune Deck must have exactly {RUNE_DECK_SIZE} runes; it has "
          f"{len(runes)}")
    for c in _distinct(runes):
        if not c.is_rune:
            v("CR 103.3.a", f"{c.deck_name} in the Rune Deck is a {c.type}, not a rune", c)
        elif not c.colored_domains <= identity:
            v("CR 103.3.a.1", f"{c.name} ({_dom(c.colored_domains)}) is outside the legend's "
              f"Domain Identity ({_dom(identity)})", c)

    # CR 103.4 -- battlefields: count per Mode of Play, no duplicate names, identity.
    n = len(fields)
    if mode == "casual":
        if not 1 <= n <= BATTLEFIELDS:
            v("CR 480.4.a", f"a deck brings 1 to {BATTLEFIELDS} battlefields in casual play; "
              f"it has {n}")
    elif n != BATTLEFIELDS:
        v("CR 480.4.a", f"each player provides {BATTLEFIELDS} battlefields (every sanctioned "
          f"Mode of Play, CR 480.4.a-484.4.a); the deck has {n}"
          + (" (use mode='casual' for Proving Grounds starter decks)" if n == 1 else ""))
    for c in _distinct(fields):
        if not c.is_battlefield:
            v("CR 103.4", f"{c.deck_name} in Battlefields is a {c.type}, not a battlefield", c)
        elif c.is_token:
            v("CR 182", f"{c.name} is a token battlefield; tokens are not cards", c)
        if c.is_battlefield and not c.colored_domains <= identity:
            v("CR 103.4.b", f"battlefield {c.name} ({_dom(c.colored_domains)}) is outside the "
              f"legend's Domain Identity ({_dom(identity)})", c)
    if n > 1:
        for name, k in Counter(c.name for c in fields).items():
            if k > 1:
                c = next(f for f in fields if f.name == name)
                v("CR 103.4.c", f"battlefield {name} appears {k} times; battlefields must have "
                  "different names", c)

    # TR 601.1.c.1 -- sideboard size (a competition-format rule, TR 403.2).
    cap = sideboard_max if sideboard_max is not None else (
        SIDEBOARD_MAX if mode == "tournament" else None)
    if cap is not None and len(side) > cap:
        v("TR 601.1.c.1", f"the sideboard has {len(side)} cards; at most {cap}")

    # riftsim: a deck with a card that has no definition cannot be played.
    if has_definition is not None:
        for cid in deck.card_ids():
            if not has_definition(cid):
                c = db.by_id(cid)
                v("riftsim: card definition", f"{c.deck_name} ({c.id}) has no riftsim card "
                  "definition yet", c)
    return out


def check(
    deck: Deck,
    *,
    mode: str = "constructed",
    has_definition: Callable[[str], bool] | None = None,
    sideboard_max: int | None = None,
    db: FactsDB | None = None,
) -> Deck:
    """Return ``deck`` if it is legal; else raise :class:`DeckError` listing every
    violation (``error.problems`` holds the :class:`Violation` objects)."""
    problems = validate(deck, mode=mode, has_definition=has_definition,
                        sideboard_max=sideboard_max, db=db)
    if problems:
        label = f"deck {deck.name!r}" if deck.name else "deck"
        raise DeckError(f"{label} breaks {len(problems)} deck-construction "
                        f"rule{'s' if len(problems) != 1 else ''} ({mode})", problems)
    return deck


def validate_team(decks: list[Deck], *, seats: list[int] | None = None,
                  db: FactsDB | None = None) -> list[Violation]:
    """The 2v2 rules for the decks of one team (Core Rules 484.8.g-h): teammates may not use
    the same Champion Legend, nor the same Battlefields. `seats`: the players the decks are
    (default 0, 1, ...), as the messages name them. Each deck's own legality is
    :func:`validate`'s."""
    db = db or load_facts()
    seats = list(range(len(decks))) if seats is None else seats

    def name(cid: str) -> str:
        c = db.by_id(cid)
        return c.deck_name if c is not None else cid

    out: list[Violation] = []
    for i, a in enumerate(decks):
        for j in range(i + 1, len(decks)):
            b = decks[j]
            pair = (f"teammates P{seats[i]} ({a.name or 'deck'}) and P{seats[j]} "
                    f"({b.name or 'deck'})")
            if a.legend and a.legend == b.legend:
                out.append(Violation("CR 484.8.g", f"{pair} both use the legend "
                                     f"{name(a.legend)}", name(a.legend), a.legend))
            for cid in sorted(set(a.battlefields) & set(b.battlefields)):
                out.append(Violation("CR 484.8.h", f"{pair} both use the battlefield "
                                     f"{name(cid)}", name(cid), cid))
    return out


def check_teams(decks: list[Deck], teams: list[list[int]]) -> None:
    """Raise :class:`DeckError` listing every 484.8.g-h problem of `teams` (lists of player
    indexes into `decks`)."""
    problems = [v for team in teams
                for v in validate_team([decks[i] for i in team], seats=team)]
    if problems:
        raise DeckError(f"the 2v2 teams break {len(problems)} rule"
                        f"{'s' if len(problems) != 1 else ''} of 484.8", problems)


def _distinct(cards: list[CardFacts]) -> list[CardFacts]:
    seen: dict[str, CardFacts] = {}
    for c in cards:
        seen.setdefault(c.id, c)
    return list(seen.values())


def _dom(domains) -> str:
    return "/".join(sorted(domains)) or "colorless"
