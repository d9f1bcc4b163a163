"""Format legality: the deck checks a command runs before its first game.

Formats (``--format``):

* ``"constructed"`` (the default) -- Standard Constructed: the deck-construction rules of the
  Core Rules (101-103, :func:`riftsim.decks.validate`, mode ``"constructed"``), the
  sideboard rules of Tournament Rules 601.1.c (valid Main Deck cards, copies counted over
  main deck + sideboard; checked by ``validate`` in every mode) and the ban list of
  Tournament Rules 601.2.d (``data/ban_list.json``, built from the shared ban list of
  2026-07-24 by ``scripts/build_card_data.py``).
* ``"unrestricted"`` -- no legality checks: any deck whose cards riftsim defines plays.

Decisions:

* **Main Deck size.** TR 601.1.b (exactly 40 cards) applies "in competitions"; the default
  checks the Core Rules' minimum of 40 (CR 103.2), so a 41-card list plays. Sideboard
  sizes are not capped: TR 601.1.c.1 says 8, but Riot's own published Barcelona top decks
  carry 10 (:mod:`riftsim.decks.validate`).
* **Set legality** (TR 601.2.a, 601.3) is not checked: the Tournament Rules copy of
  2026-04-29 predates Vendetta (VEN), whose season's tournament lists riftsim ships.
* **Preconstructed decks play as sold.** TR 601.2.d.2 lets a player use the banned cards of
  a deck matching a precon product exactly, and the four Proving Grounds precons ship one
  battlefield (a 1v1 game uses one per player, CR 480.5). So a deck with exactly the cards
  of a shipped precon (``precon-jinx``, or a file with the same list) is checked as the
  product it is: no ban list, and 1-3 battlefields for Proving Grounds decks. The same
  holds for riftsim's two starter decks (``starter-jinx``, ``starter-viktor``), which exist
  so a fresh install can play with defined cards: they are played as shipped, without
  legality checks (``starter-jinx`` has 39 Main Deck cards and two Fight or Flight, so it
  is not a constructed deck). ``riftsim deck check`` says so for each of them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache

from riftsim.decks.model import Deck
from riftsim.decks.validate import Violation, validate

__all__ = ["FORMATS", "DEFAULT_FORMAT", "Legality", "ban_list", "legality", "built_in_as"]

FORMATS = ("constructed", "unrestricted")
DEFAULT_FORMAT = "constructed"


@lru_cache(maxsize=None)
def ban_list(fmt: str = "constructed") -> dict[str, str]:
    """{card name: status} of the cards banned in format ``fmt`` (Tournament Rules
    601.2.d)."""
    from importlib import resources

    text = resources.files("riftsim").joinpath("data/ban_list.json").read_text("utf-8")
    for f in json.loads(text)["formats"]:
        if f["id"] == fmt:
            return {b["name"]: b["status"] for b in f["banned"]}
    return {}


def _same_cards(a: Deck, b: Deck) -> bool:
    return (a.legend, a.champion, a.main, a.battlefields, a.runes, a.sideboard) == \
        (b.legend, b.champion, b.main, b.battlefields, b.runes, b.sideboard)


def built_in_as(deck: Deck) -> str | None:
    """The shipped precon or starter deck whose cards ``deck`` has exactly (its id), or
    None."""
    from riftsim.decks.precons import get_precon, precon_ids
    from riftsim.starters import STARTERS, load_starter

    for pid in precon_ids():
        if _same_cards(deck, get_precon(pid)):
            return pid
    for sid in STARTERS:
        if _same_cards(deck, load_starter(sid)):
            return sid
    return None


@dataclass
class Legality:
    """What the deck checks found: ``problems`` refuse the deck in its format;
    ``notes`` say why a built-in deck plays anyway (with the rules it breaks in
    ``waived``)."""

    format: str
    problems: list[Violation] = field(default_factory=list)
    waived: list[Violation] = field(default_factory=list)
    note: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


def _banned(deck: Deck, db, fmt: str) -> list[Violation]:
    banned = ban_list(fmt)
    out = []
    seen = set()
    for cid in (deck.legend, deck.champion, *deck.main, *deck.battlefields, *deck.runes,
                *deck.sideboard):
        c = db.by_id(cid)
        if c.name in banned and c.name not in seen:
            seen.add(c.name)
            where = " (sideboard)" if cid in deck.sideboard and cid not in deck.main else ""
            out.append(Violation("TR 601.2.d", f"{c.deck_name}{where} is {banned[c.name]} in "
                                 f"Standard Constructed (ban list of 2026-07-24)",
                                 c.deck_name, c.id))
    return out


def legality(deck: Deck, fmt: str = DEFAULT_FORMAT, db=None) -> Legality:
    """Check ``deck`` in format ``fmt`` (see the module docstring)."""
    from riftsim.cards.facts import load_facts

    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    res = Legality(fmt)
    if fmt == "unrestricted":
        return res
    db = db or load_facts()
    strict = [Violation(v.rule, v.message.replace(
        " (use mode='casual' for Proving Grounds starter decks)", ""), v.card, v.card_id)
        for v in validate(deck, mode="constructed", db=db)] + _banned(deck, db, "constructed")
    shipped = built_in_as(deck)
    if shipped is None:
        res.problems = strict
        return res
    if shipped.startswith("precon-"):
        from riftsim.decks.precons import list_precons

        info = next(p for p in list_precons() if p.id == shipped)
        proving = info.is_starter
        as_sold = validate(deck, mode="casual" if proving else "constructed", db=db)
        res.problems = as_sold
        kept = {(v.rule, v.card_id) for v in as_sold}
        res.waived = [v for v in strict if (v.rule, v.card_id) not in kept]
        why = []
        if any(v.rule == "TR 601.2.d" for v in res.waived):
            why.append("TR 601.2.d.2 allows an unchanged precon's banned cards")
        if any(v.rule == "CR 480.4.a" for v in res.waived):
            why.append("Proving Grounds decks ship one battlefield")
        if res.waived:
            res.note = f"plays as sold, the {shipped} product ({'; '.join(why)})"
    else:
        res.waived = strict
        if strict:
            res.note = f"plays as shipped: {shipped} is one of riftsim's built-in starter decks"
    return res


def deck_label(spec) -> str:
    """How tables, plots, files and errors name a deck: the user's spec (precon id, file
    name, ...), a Deck's name, or for a deck code (about 110 unreadable characters) the
    legend's champion and a hash of the code, e.g. ``Jinx-1a2b3c4d``."""
    if isinstance(spec, Deck):
        return spec.name or "deck"
    spec = str(spec)
    if "\n" in spec:
        return "deck list"
    if len(spec) > 40:
        from riftsim.decks.codes import looks_like_code

        if looks_like_code(spec):
            import zlib

            try:
                from riftsim.cards.facts import load_facts
                from riftsim.decks.codes import deck_from_code

                legend = load_facts().by_id(deck_from_code(spec).legend)
                name = (legend.champion or legend.name).replace(" ", "")
            except Exception:           # an unreadable code: its own error comes later
                name = "code"
            return f"{name}-{zlib.crc32(spec.encode()):08x}"
    return spec


def require_legal(specs, fmt: str = DEFAULT_FORMAT) -> list[Deck]:
    """Resolve every deck spec and check it before any game: every card defined (in every
    format), then legal in ``fmt``. Raises a one-line :class:`DeckError` naming the deck,
    the card and the rule."""
    from riftsim.cards.pool import get_pool
    from riftsim.decks.errors import DeckError
    from riftsim.game import _resolve_deck

    if fmt not in FORMATS:
        raise DeckError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    pool = get_pool()
    out = []
    for spec in specs:
        try:
            deck = _resolve_deck(spec)
        except DeckError as exc:
            raise DeckError(one_line(str(exc))) from None
        missing = sorted({pool.by_id(c).name for c in (deck.legend, deck.champion, *deck.main,
                                                        *deck.battlefields)
                          if not pool.by_id(c).implemented})
        if missing:
            raise DeckError(f"deck {deck_label(spec)}: riftsim has no definition yet for "
                            f"{', '.join(missing)} (riftsim cards --coverage lists what is "
                            f"implemented)")
        L = legality(deck, fmt)
        if not L.ok:
            raise DeckError(f"deck {deck_label(spec)} is not legal in {fmt} "
                            f"({'; '.join(map(str, L.problems))}); --format unrestricted "
                            f"plays it anyway")
        out.append(deck)
    return out


def one_line(text: str) -> str:
    """A multi-line error (a list of problems) as one line."""
    lines = [ln.strip() for ln in str(text).splitlines() if ln.strip()]
    lines = [ln[2:] if ln.startswith("- ") else ln for ln in lines]
    if len(lines) <= 1:
        return lines[0] if lines else ""
    return lines[0].rstrip(":") + ": " + "; ".join(lines[1:])
