"""The parity harness: two engines, the same games, compared after every step.

DESIGN.md "Parity contract": for the same pool, decks, mode and seed, and the same chosen
action indices, both engines produce identical decision kinds, legal-action lists, event logs
and ``state_vector()`` after every step. :func:`run_parity` checks exactly this over many
random games:

* game ``i`` of a run with root seed ``S`` has seed ``derive_seed(S, i)``; its decks come from
  :func:`random_decks` (half the games two random precons, half random decks built from the
  implemented pool);
* one game per engine is created with that seed; one agent stream
  ``Rng(derive_seed(game_seed, 1))`` picks ``legal[bounded(len(legal))]`` for both engines;
* after setup and after every action the two engines are compared in this order: is_over and
  outcome, decision (kind, player), ``legal_actions()``, the events appended since the previous
  step, ``state_vector()``; an exception from either engine is a divergence too;
* a game stops at its first divergence, which is recorded (and saved as a JSON regression
  fixture that :func:`replay_fixture` replays), and the run goes on with the next game.

Engines are given by name (``"reference"``, ``"core"``: :func:`riftsim.game.new_game`) or as
factories called like ``new_game(decks, seed=..., max_turns=...)`` (tests wrap engines this
way). An engine that cannot create any game at all (``NotImplementedError`` / ``ImportError``,
e.g. the core before it is built) ends the run with one :class:`EngineUnavailableError`.

    >>> rep = run_parity(2, seed=1, engines=("reference", "reference"), fixtures_dir=False)
    >>> rep.divergences
    []
"""

from __future__ import annotations

import functools
import json
import time
import traceback
import warnings
import zlib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from riftsim.decks import Deck, get_precon, parse_text, precon_ids
from riftsim.errors import RiftsimError
from riftsim.rng import Rng, derive_seed

__all__ = [
    "DEFAULT_FIXTURES_DIR", "DEFAULT_MAX_TURNS", "Divergence", "EngineUnavailableError",
    "ParityReport", "core_available", "random_decks", "replay_fixture", "run_parity",
    "state_vector_field",
]

DEFAULT_FIXTURES_DIR = Path("tests/parity/fixtures")
DEFAULT_MAX_TURNS = 50
#: a game that neither ends nor diverges within this many actions is left unfinished
DEFAULT_MAX_STEPS = 20_000
#: derive_seed(game_seed, k): 1 = the (shared) agent stream (as riftsim.agents.agent_seeds),
#: 3 = the deck choice
AGENT_STREAM = 1
DECK_STREAM = 3
MAIN_SIZE = 40            # Main Deck incl. the Chosen Champion (103.2)
RUNE_COUNT = 12           # Rune Deck (103.3)
BATTLEFIELDS = 3          # 103.4
COPY_LIMIT = 3            # 103.2.b
FIXTURE_VERSION = 1

KINDS = ("outcome", "decision", "legal_actions", "events", "state_vector", "exception",
         "crash")
_KIND_TEXT = {"outcome": "is_over/outcome differ", "decision": "decisions differ",
              "legal_actions": "legal actions differ", "events": "new events differ",
              "state_vector": "state vectors differ", "exception": "an engine raised",
              "crash": "the process playing the game died"}


class EngineUnavailableError(RiftsimError):
    """An engine of a parity run cannot create games at all (not built / not implemented)."""


# ----------------------------------------------------------------------------- decks

def _ok(info, card_filter) -> bool:
    return info.implemented and (card_filter is None or bool(card_filter(info)))


def _eligible_precons(pool, card_filter) -> list[Deck]:
    out = []
    for pid in precon_ids():
        deck = get_precon(pid)
        if all(_ok(pool.by_id(c), card_filter) for c in deck.card_ids()):
            out.append(deck)
    return out


def _in_domains(info, domains) -> bool:
    return set(info.domains) - {"colorless"} <= domains


def _pick(rng: Rng, items: Sequence):
    return items[rng.bounded(len(items))]


def _random_deck(rng: Rng, pool, card_filter) -> Deck:
    cards = [c for c in pool.cards if not c.is_token and not c.id.startswith("token-")
             and _ok(c, card_filter)]
    legends = [c for c in cards if c.type == "legend"]
    if not legends:
        raise RiftsimError("no implemented legend passes the card filter")
    legend = _pick(rng, legends)
    doms = set(legend.domains)
    champs = [c for c in cards if c.type == "unit" and c.is_champion]
    own = [c for c in champs if _in_domains(c, doms)]
    matching = [c for c in own if set(legend.tags) & set(c.tags)]
    pool_champs = matching or own or champs
    if not pool_champs:      # Deck needs a Chosen Champion and new_game looks it up (113)
        raise RiftsimError("no implemented champion unit passes the card filter")
    champion = _pick(rng, pool_champs)
    candidates = [c for c in cards if c.type in ("unit", "spell", "gear")
                  and _in_domains(c, doms)]
    counts = {champion.id: 1}
    avail = [c for c in candidates if counts.get(c.id, 0) < COPY_LIMIT]
    main: list[str] = []
    while len(main) < MAIN_SIZE - 1 and avail:
        i = rng.bounded(len(avail))
        c = avail[i]
        main.append(c.id)
        counts[c.id] = counts.get(c.id, 0) + 1
        if counts[c.id] >= COPY_LIMIT:
            avail.pop(i)
    runes = [c for c in cards if c.type == "rune" and set(c.domains) & doms]
    if not runes:
        raise RiftsimError(f"no rune of {'/'.join(sorted(doms))} passes the card filter")
    rune_ids = [_pick(rng, runes).id for _ in range(RUNE_COUNT)]
    bfs = [c for c in cards if c.type == "battlefield"]
    chosen: list[str] = []
    while len(chosen) < BATTLEFIELDS and bfs:
        chosen.append(bfs.pop(rng.bounded(len(bfs))).id)
    return Deck(name=f"random-{legend.id}", legend=legend.id, champion=champion.id,
                main=main, battlefields=chosen, runes=rune_ids)


def random_decks(seed: int, card_filter: Callable | None = None,
                 mode: str = "1v1") -> tuple[Deck, ...]:
    """The decks for the game with seed `seed` (one per seat of `mode`: two in 1v1),
    deterministic in `seed` (and the pool). With teams (2v2) a teammate's deck is drawn again
    until the team's legends and battlefields differ (484.8.g-h).

    About half the seeds give two random precons (precons with a card that is unimplemented or
    rejected by `card_filter` are never chosen), the rest two random decks from the
    implemented pool: a random legend, a champion unit of its champion tag (else of its
    domains, else any), 39 other main-deck cards of its domains (at most 3 copies each),
    12 runes of its domains, 3 battlefields. `card_filter(CardInfo) -> bool` restricts
    every choice. The decks need not be tournament-legal.
    """
    from riftsim.cards.pool import get_pool

    from riftsim.modes import get_mode, team_of

    m = get_mode(mode)
    pool = get_pool()
    rng = Rng(derive_seed(seed, DECK_STREAM))
    precons = _eligible_precons(pool, card_filter)
    if rng.bounded(2) == 0 and precons:
        draw = lambda: _pick(rng, precons)          # noqa: E731
    else:
        draw = lambda: _random_deck(rng, pool, card_filter)     # noqa: E731
    decks: list[Deck] = []
    for k in range(m.players):
        d = draw()
        if m.teams:
            from riftsim.decks import validate_team

            mates = [decks[q] for q in range(k) if team_of(m, q) == team_of(m, k)]
            tries = 0
            while mates and validate_team([*mates, d]) and tries < 200:
                d = _random_deck(rng, pool, card_filter)
                tries += 1
        decks.append(d)
    return tuple(decks)


def _deck_to_json(deck: Deck) -> dict:
    return {"name": deck.name, "legend": deck.legend, "champion": deck.champion,
            "main": list(deck.main), "battlefields": list(deck.battlefields),
            "runes": list(deck.runes)}


def _deck_from_fixture(data: dict, i: int) -> Deck:
    ids = (data.get("deck_ids") or [None, None])[i]
    if ids:
        return Deck(name=ids.get("name", ""), legend=ids["legend"], champion=ids["champion"],
                    main=ids["main"], battlefields=ids["battlefields"], runes=ids["runes"])
    return parse_text(data["decks"][i])


# ----------------------------------------------------------------------------- engines

@dataclass(frozen=True)
class _Engine:
    name: str
    factory: Callable


def _engine(spec, mode: str = "1v1") -> _Engine:
    if isinstance(spec, _Engine):
        return spec
    if isinstance(spec, str):
        from riftsim.game import ENGINES, new_game

        if spec not in ENGINES:
            raise RiftsimError(f"unknown engine {spec!r}; choose among {', '.join(ENGINES)}")
        return _Engine(spec, functools.partial(new_game, engine=spec, mode=mode))
    if callable(spec):
        name = getattr(spec, "engine_name", None) or getattr(spec, "__name__", None) or repr(spec)
        return _Engine(str(name), spec)
    raise RiftsimError(f"an engine is a name or a factory like new_game, not {spec!r}")


def _engines(specs, mode: str = "1v1") -> tuple[_Engine, _Engine]:
    if isinstance(specs, str):
        specs = [s.strip() for s in specs.split(",") if s.strip()]
    specs = list(specs)
    if len(specs) != 2:
        raise RiftsimError(f"parity compares exactly two engines, got {len(specs)}")
    return _engine(specs[0], mode), _engine(specs[1], mode)


@functools.lru_cache(maxsize=1)
def core_available() -> bool:
    """True when `new_game(engine="core")` can create a game (the compiled core is built)."""
    from riftsim.game import new_game

    try:
        new_game(["precon-jinx", "precon-viktor"], seed=0, engine="core")
    except (NotImplementedError, ImportError):
        return False
    except Exception:        # built but unhappy with these decks: it exists
        return True
    return True


def _core_filter():
    """`riftsim.core.supports` when the core publishes it, else None (no filter); its answer
    per card is kept for the run (the pool does not change during one)."""
    try:
        from riftsim import core  # type: ignore[attr-defined]
    except ImportError:
        return None
    supports = getattr(core, "supports", None)
    if supports is None:
        return None
    answers: dict[str, bool] = {}

    def core_supports(info) -> bool:
        ok = answers.get(info.id)
        if ok is None:
            ok = answers[info.id] = bool(supports(info))
        return ok
    return core_supports


# ----------------------------------------------------------------------------- state vector

_HEADER_NAMES = ("turn", "turn_player", "phase", "priority", "passes", "showdown.bf",
                 "showdown.combat", "showdown.focus", "showdown.passes", "chain_len",
                 "n_objs", "chain_by_trigger", "first_player", "winner", "n_effects",
                 "n_delayed")
_PLAYER_NAMES = ("points", "energy", "power.fury", "power.calm", "power.mind", "power.body",
                 "power.chaos", "power.order", "hand", "deck", "rune_deck", "runes", "trash",
                 "cards_played", "cards_finalized", "scored_mask", "spell_energy", "xp")
_BF_NAMES = ("obj", "controller", "contested_by", "facedown", "showdown_staged",
             "combat_staged", "facedown2")
_CHAIN_NAMES = ("controller", "source", "ability", "pending", "n_targets")
_OBJ_NAMES = ("card", "owner", "controller", "zone", "loc", "exhausted", "damage", "buff",
              "stunned", "designation", "might", "empowered")


def state_vector_field(vec, index: int, players: int = 2) -> str:
    """Name of entry `index` of a state vector in the layout of `reference/observe.py`
    (e.g. ``"player[1].energy"``, ``"obj[37].damage"``), or ``"[index]"`` when unknown."""
    from riftsim.reference import observe as ob

    if (len(_HEADER_NAMES), len(_PLAYER_NAMES), len(_BF_NAMES), len(_CHAIN_NAMES),
            len(_OBJ_NAMES)) != (ob.HEADER, ob.PLAYER_FIELDS, ob.BF_FIELDS, ob.CHAIN_FIELDS,
                                 ob.OBJ_FIELDS):
        return f"[{index}]"          # the layout changed: no names rather than wrong ones
    try:
        n_objs = int(vec[10])
    except (IndexError, TypeError, ValueError):
        return f"[{index}]"
    i = index
    if i < ob.HEADER:
        return _HEADER_NAMES[i]
    i -= ob.HEADER
    if i < players * ob.PLAYER_FIELDS:
        return f"player[{i // ob.PLAYER_FIELDS}].{_PLAYER_NAMES[i % ob.PLAYER_FIELDS]}"
    i -= players * ob.PLAYER_FIELDS
    rest = len(vec) - ob.HEADER - players * ob.PLAYER_FIELDS - ob.MAX_CHAIN * ob.CHAIN_FIELDS \
        - n_objs * ob.OBJ_FIELDS
    if rest < 0 or rest % ob.BF_FIELDS:
        return f"[{index}]"
    n_bfs = rest // ob.BF_FIELDS
    if i < n_bfs * ob.BF_FIELDS:
        return f"battlefield[{i // ob.BF_FIELDS}].{_BF_NAMES[i % ob.BF_FIELDS]}"
    i -= n_bfs * ob.BF_FIELDS
    if i < ob.MAX_CHAIN * ob.CHAIN_FIELDS:
        return f"chain[{i // ob.CHAIN_FIELDS}].{_CHAIN_NAMES[i % ob.CHAIN_FIELDS]}"
    i -= ob.MAX_CHAIN * ob.CHAIN_FIELDS
    if i < n_objs * ob.OBJ_FIELDS:
        return f"obj[{i // ob.OBJ_FIELDS}].{_OBJ_NAMES[i % ob.OBJ_FIELDS]}"
    return f"[{index}]"


# ----------------------------------------------------------------------------- results

@dataclass
class Divergence:
    """The first step at which two engines disagreed in one game."""

    seed: int                   # root seed of the run
    game_index: int
    game_seed: int
    step: int                   # 0 = right after setup, k = after the k-th action
    kind: str                   # one of KINDS
    detail: str                 # one line: what differs
    a: str                      # engine A's value (abbreviated)
    b: str                      # engine B's value (abbreviated)
    engines: tuple[str, str]
    actions: list[int]          # the actions applied before the divergence
    decks: tuple[str, str]      # deck texts
    max_turns: int | None
    last_action: str = ""       # the action that led to the divergent state, described
    fixture: str | None = None  # the regression fixture written for it
    mode: str = "1v1"           # the mode of play (riftsim.modes)

    def summary(self) -> str:
        return (f"seed {self.seed} game {self.game_index} (game seed {self.game_seed}) "
                f"step {self.step}: {_KIND_TEXT.get(self.kind, self.kind)}: {self.detail}")

    def format(self) -> str:
        ea, eb = self.engines
        w = max(len(ea), len(eb))
        lines = [f"divergence: {self.summary()}",
                 f"  engines: A = {ea}, B = {eb}; max_turns {self.max_turns}",
                 f"  {ea:>{w}} (A): {self.a}",
                 f"  {eb:>{w}} (B): {self.b}"]
        if self.last_action:
            lines.append(f"  after action {self.step}: {self.last_action}")
        acts = self.actions
        shown = acts if len(acts) <= 30 else ["..."] + acts[-30:]
        lines.append(f"  actions ({len(acts)}): {' '.join(map(str, shown))}")
        for i, text in enumerate(self.decks):
            cards = [ln.strip() for ln in text.splitlines() if ln.strip()
                     and not ln.lstrip().startswith("#") and not ln.rstrip().endswith(":")]
            lines.append(f"  deck {i}: legend {cards[0] if cards else '?'}, champion "
                         f"{cards[1] if len(cards) > 1 else '?'}")
        if self.fixture:
            lines.append(f"  fixture: {self.fixture}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["engines"] = list(self.engines)
        d["decks"] = list(self.decks)
        return d


@dataclass
class ParityReport:
    games: int = 0
    steps: int = 0
    divergences: list[Divergence] = field(default_factory=list)
    seconds: float = 0.0
    engines: tuple[str, str] = ("", "")
    seed: int = 0
    unfinished: int = 0         # games stopped by the step limit (no divergence)

    @property
    def ok(self) -> bool:
        return not self.divergences

    def summary(self) -> str:
        a, b = self.engines
        extra = f", {self.unfinished} unfinished" if self.unfinished else ""
        return (f"parity {a} vs {b}, seed {self.seed}: {self.games} games, {self.steps} steps, "
                f"{len(self.divergences)} divergences{extra} in {self.seconds:.1f}s")

    def format(self) -> str:
        lines = []
        if self.divergences:
            lines.append(self.divergences[0].format())
            if len(self.divergences) > 1:
                lines.append("other divergences:")
                lines += [f"  {d.summary()}" for d in self.divergences[1:]]
        lines.append(self.summary())
        return "\n".join(lines)

    def to_dict(self) -> dict:
        return {"games": self.games, "steps": self.steps, "seconds": round(self.seconds, 3),
                "engines": list(self.engines), "seed": self.seed,
                "unfinished": self.unfinished,
                "divergences": [d.to_dict() for d in self.divergences]}


# ----------------------------------------------------------------------------- comparing

def _exc_line(exc: BaseException) -> str:
    return traceback.format_exception_only(type(exc), exc)[-1].strip()


def _abbrev(seq, limit: int = 24) -> str:
    seq = list(seq)
    if len(seq) <= limit:
        return f"[{', '.join(map(str, seq))}] ({len(seq)})"
    return f"[{', '.join(map(str, seq[:limit]))}, ...] ({len(seq)})"


class _Snap:
    """What one engine shows after a step (each protocol value read once)."""

    __slots__ = ("over", "outcome", "decision", "legal", "events", "sv", "n_events")


def _norm_outcome(o) -> tuple | None:
    if o is None:
        return None
    return (None if o.winner is None else int(o.winner), int(o.reason), int(o.turns),
            tuple(int(p) for p in o.points))


def _snap(g, prev_events: int) -> _Snap:
    s = _Snap()
    s.over = bool(g.is_over)
    s.outcome = _norm_outcome(g.outcome)
    d = g.decision
    s.decision = None if d is None else (int(d.kind), int(d.player))
    s.legal = [] if s.over else [int(a) for a in g.legal_actions()]
    ev = g.events
    s.n_events = len(ev)
    s.events = [tuple(int(x) for x in e) for e in ev[prev_events:]]
    s.sv = np.asarray(g.state_vector())
    return s


def _outcome_str(o) -> str:
    if o is None:
        return "not over"
    from riftsim.protocol import OutcomeReason

    winner, reason, turns, pts = o
    try:
        rname = OutcomeReason(reason).name.lower()
    except ValueError:
        rname = str(reason)
    return f"over: winner {winner}, {rname}, {turns} turns, points {'-'.join(map(str, pts))}"


def _decision_str(d) -> str:
    if d is None:
        return "no decision"
    from riftsim.actions import DecisionKind

    try:
        kind = DecisionKind(d[0]).name
    except ValueError:
        kind = str(d[0])
    return f"{kind} by player {d[1]}"


def _event_str(e: tuple) -> str:
    from riftsim.events import EventKind

    try:
        kind = EventKind(e[0]).name
    except (ValueError, IndexError):
        return repr(e)
    if len(e) < 5:
        return repr(e)
    by = f", by={e[5]}" if len(e) > 5 and e[5] >= 0 else ""
    return f"{kind}(p={e[1]}, obj={e[2]}, loc={e[3]}, v={e[4]}{by})"


def _describe(g, action: int) -> str:
    try:
        return f"{action} ({g.describe(action)})"
    except Exception:
        return str(action)


def _compare(sa: _Snap, sb: _Snap, ga, gb) -> tuple[str, str, str, str] | None:
    """(kind, detail, a, b) of the first difference, in the parity contract's order."""
    if sa.over != sb.over or sa.outcome != sb.outcome:
        return ("outcome", "is_over/outcome", _outcome_str(sa.outcome), _outcome_str(sb.outcome))
    if sa.decision != sb.decision:
        return ("decision", "decision kind/player", _decision_str(sa.decision),
                _decision_str(sb.decision))
    if sa.legal != sb.legal:
        only_a = [x for x in sa.legal if x not in sb.legal]
        only_b = [x for x in sb.legal if x not in sa.legal]
        if only_a or only_b:
            detail = (f"only in A: {', '.join(_describe(ga, x) for x in only_a[:4]) or '-'}; "
                      f"only in B: {', '.join(_describe(gb, x) for x in only_b[:4]) or '-'}")
        else:
            detail = "same actions in a different order"
        return ("legal_actions", f"legal_actions() at {_decision_str(sa.decision)}: {detail}",
                _abbrev(sa.legal), _abbrev(sb.legal))
    if sa.events != sb.events:
        i = next((k for k, (x, y) in enumerate(zip(sa.events, sb.events)) if x != y),
                 min(len(sa.events), len(sb.events)))
        ea = sa.events[i] if i < len(sa.events) else None
        eb = sb.events[i] if i < len(sb.events) else None
        detail = (f"new event {i} (of {len(sa.events)} vs {len(sb.events)}): "
                  f"{'-' if ea is None else _event_str(ea)} vs "
                  f"{'-' if eb is None else _event_str(eb)}")
        return ("events", detail, _abbrev([_event_str(e) for e in sa.events[i:]], 6),
                _abbrev([_event_str(e) for e in sb.events[i:]], 6))
    va, vb = sa.sv, sb.sv
    if va.shape != vb.shape or not np.array_equal(va, vb):
        n = min(va.size, vb.size)
        fa, fb = va.ravel(), vb.ravel()
        diff = np.flatnonzero(fa[:n] != fb[:n])
        if diff.size:
            i = int(diff[0])
            detail = (f"state_vector[{i}] = {state_vector_field(fa, i, len(ga.players))}: "
                      f"{int(fa[i])} vs "
                      f"{int(fb[i])} ({diff.size} entries differ; lengths {va.size} vs "
                      f"{vb.size})")
        else:
            i = n
            detail = f"state_vector lengths {va.size} vs {vb.size} (equal up to {n})"
        lo = max(0, i - 3)
        return ("state_vector", detail, f"[{lo}:] {_abbrev(fa[lo:lo + 12].tolist(), 12)}",
                f"[{lo}:] {_abbrev(fb[lo:lo + 12].tolist(), 12)}")
    return None


# ----------------------------------------------------------------------------- one game

@dataclass
class _GameResult:
    steps: int
    actions: list[int]
    diff: tuple[int, str, str, str, str] | None = None   # (step, kind, detail, a, b)
    unfinished: bool = False
    stale: bool = False         # a recorded action was not legal any more (replay)
    created: tuple[bool, bool] = (False, False)   # which engines created their game


class _Unavailable(Exception):
    def __init__(self, engine: str, exc: BaseException):
        super().__init__(engine, exc)
        self.engine, self.exc = engine, exc


def _play_game(engines: tuple[_Engine, _Engine], decks, game_seed: int,
               max_turns: int | None, *, actions: Sequence[int] | None = None,
               max_steps: int = DEFAULT_MAX_STEPS, probe: tuple[bool, bool] = (False, False),
               on_action: Callable | None = None) -> _GameResult:
    """Drive both engines with the same actions until the end or the first divergence.

    `actions`: recorded actions to use first (a fixture); after them (or from the first one
    that is not legal any more) the agent stream chooses. `probe[i]`: engine i has not
    created a game yet in this run, so NotImplementedError/ImportError means 'unavailable'.
    `on_action(a)` is called with each action before both engines apply it.
    """
    history: list[int] = []
    res = _GameResult(0, history)
    kw = {} if max_turns is None else {"max_turns": max_turns}
    games = []
    for i, eng in enumerate(engines):
        try:
            games.append(eng.factory(list(decks), seed=game_seed, **kw))
        except (NotImplementedError, ImportError) as exc:
            if probe[i]:
                raise _Unavailable(eng.name, exc) from exc
            games.append(exc)
        except Exception as exc:
            games.append(exc)
    res.created = tuple(not isinstance(g, BaseException) for g in games)
    if not all(res.created):
        a, b = (f"raised {_exc_line(g)}" if isinstance(g, BaseException) else "created"
                for g in games)
        res.diff = (0, "exception", "creating the game", a, b)
        return res
    ga, gb = games
    rng = Rng(derive_seed(game_seed, AGENT_STREAM))
    prev = [0, 0]
    recorded = list(actions or ())
    step = 0
    while True:
        snaps = []
        for g, p in zip(games, prev):
            try:
                snaps.append(_snap(g, p))
            except Exception as exc:
                snaps.append(exc)
        if any(isinstance(s, BaseException) for s in snaps):
            a, b = (f"raised {_exc_line(s)}" if isinstance(s, BaseException) else "ok"
                    for s in snaps)
            res.diff = (step, "exception", "reading the protocol (is_over, outcome, decision, "
                        "legal_actions, events, state_vector)", a, b)
            break
        sa, sb = snaps
        d = _compare(sa, sb, ga, gb)
        if d is not None:
            res.diff = (step, *d)
            break
        if sa.over:
            break
        if step >= max_steps:
            res.unfinished = True
            break
        prev = [sa.n_events, sb.n_events]
        legal = sa.legal
        if not legal:
            res.diff = (step, "exception", "no legal action in an unfinished game",
                        _abbrev(sa.legal), _abbrev(sb.legal))
            break
        pick = legal[rng.bounded(len(legal))]
        if step < len(recorded) and not res.stale:
            if recorded[step] in legal:
                pick = recorded[step]
            else:
                res.stale = True
        if on_action is not None:
            on_action(pick)
        errs = []
        for g in games:
            try:
                g.apply(pick)
                errs.append(None)
            except Exception as exc:
                errs.append(exc)
        history.append(pick)
        step += 1
        if any(e is not None for e in errs):
            a, b = (f"raised {_exc_line(e)}" if e is not None else "ok" for e in errs)
            res.diff = (step, "exception", f"apply({pick})", a, b)
            break
    res.steps = step
    return res


def _describe_last(engine: _Engine, decks, game_seed: int, max_turns, actions) -> str:
    """Replay all but the last action on a fresh game and describe the last one."""
    if not actions:
        return ""
    try:
        kw = {} if max_turns is None else {"max_turns": max_turns}
        g = engine.factory(list(decks), seed=game_seed, **kw)
        for a in actions[:-1]:
            g.apply(a)
        return _describe(g, actions[-1])
    except Exception:
        return ""


# ----------------------------------------------------------------------------- fixtures

def _fixture_name(seed: int, index: int) -> str:
    return f"seed{seed}-game{index}.json"


def _write_fixture(dirpath: Path, div: Divergence, deck_objs) -> Path:
    dirpath.mkdir(parents=True, exist_ok=True)
    path = dirpath / _fixture_name(div.seed, div.game_index)
    data = {
        "version": FIXTURE_VERSION,
        "seed": div.seed, "game_index": div.game_index, "game_seed": div.game_seed,
        "engines": list(div.engines), "max_turns": div.max_turns, "mode": div.mode,
        "decks": list(div.decks),
        "deck_ids": [_deck_to_json(d) for d in deck_objs],
        "actions": list(div.actions),
        "divergence": {"step": div.step, "kind": div.kind, "detail": div.detail,
                       "a": div.a, "b": div.b, "last_action": div.last_action},
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def replay_fixture(path, engines=None, *, max_steps: int = DEFAULT_MAX_STEPS
                   ) -> Divergence | None:
    """Replay a regression fixture: its decks, game seed and recorded actions (then the agent
    stream to the end of the game), comparing as :func:`run_parity` does.

    `engines` (names or factories) overrides the fixture's engines. Returns the first
    divergence, or None when both engines agree for the whole game."""
    path = Path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    mode = data.get("mode", "1v1")
    engs = _engines(engines if engines is not None else data["engines"], mode)
    decks = tuple(_deck_from_fixture(data, i)
                  for i in range(len(data.get("deck_ids") or data["decks"])))
    try:
        res = _play_game(engs, decks, int(data["game_seed"]), data.get("max_turns"),
                         actions=data.get("actions", ()), max_steps=max_steps,
                         probe=(True, True))
    except _Unavailable as u:
        raise EngineUnavailableError(
            f"engine {u.engine!r} cannot create games: {_exc_line(u.exc)}") from None
    if res.stale:
        warnings.warn(f"parity fixture {path.name}: a recorded action is not legal any more "
                      "(the engines changed); the agent stream chose from there on",
                      stacklevel=2)
    if res.diff is None:
        return None
    step, kind, detail, a, b = res.diff
    return Divergence(
        seed=int(data.get("seed", 0)), game_index=int(data.get("game_index", 0)),
        game_seed=int(data["game_seed"]), step=step, kind=kind, detail=detail, a=a, b=b,
        engines=(engs[0].name, engs[1].name), actions=list(res.actions),
        decks=tuple(d.to_text() for d in decks), max_turns=data.get("max_turns"),
        last_action=_describe_last(engs[0], decks, int(data["game_seed"]),
                                   data.get("max_turns"), res.actions),
        fixture=str(path), mode=mode)


# ----------------------------------------------------------------------------- the run

def run_parity(games: int, seed: int, engines=("reference", "core"),
               max_turns: int | None = DEFAULT_MAX_TURNS, card_filter: Callable | None = None,
               fixtures_dir=None, progress: Callable | None = None, *,
               max_steps: int = DEFAULT_MAX_STEPS, workers: int = 1,
               mode: str = "1v1") -> ParityReport:
    """Play `games` random games of `mode` (riftsim.modes) on two engines in lockstep and
    compare every step.

    `engines`: two names ("reference", "core") or factories called like `new_game`.
    `card_filter(CardInfo) -> bool` restricts the decks (see :func:`random_decks`).
    Failing games are saved as fixtures in `fixtures_dir` (default
    ``tests/parity/fixtures``; ``False`` = do not save). `progress(done, total, report)` is
    called after each game. `workers` > 1 plays the games in that many forked processes
    (the report is the same as with one: games are independent and reported in order).
    Raises :class:`EngineUnavailableError` when an engine cannot create any game,
    RiftsimError on bad arguments.
    """
    if not isinstance(games, int) or games < 1:
        raise RiftsimError(f"the number of games must be at least 1, got {games!r}")
    if max_turns is not None and max_turns < 1:
        raise RiftsimError(f"max_turns must be at least 1, got {max_turns!r}")
    if not isinstance(workers, int) or workers < 1:
        raise RiftsimError(f"workers must be at least 1, got {workers!r}")
    engs = _engines(engines, mode)
    fdir = None if fixtures_dir is False else Path(fixtures_dir or DEFAULT_FIXTURES_DIR)
    rep = ParityReport(engines=(engs[0].name, engs[1].name), seed=seed)
    t0 = time.perf_counter()
    for i, game_seed, res in _played(engs, games, seed, card_filter, max_turns, max_steps,
                                     workers, mode):
        rep.games += 1
        rep.steps += res.steps
        rep.unfinished += int(res.unfinished)
        if res.diff is not None:
            decks = random_decks(game_seed, card_filter, mode)
            step, kind, detail, a, b = res.diff
            div = Divergence(
                seed=seed, game_index=i, game_seed=game_seed, step=step, kind=kind,
                detail=detail, a=a, b=b, engines=rep.engines, actions=list(res.actions),
                decks=tuple(d.to_text() for d in decks), max_turns=max_turns,
                last_action=("" if kind == "crash" else    # replaying it here would crash
                             _describe_last(engs[0], decks, game_seed, max_turns,
                                            res.actions)), mode=mode)
            if fdir is not None:
                div.fixture = str(_write_fixture(fdir, div, decks))
            rep.divergences.append(div)
        rep.seconds = time.perf_counter() - t0
        if progress is not None:
            progress(i + 1, games, rep)
    rep.seconds = time.perf_counter() - t0
    return rep


#: what forked parity workers play (set by _played before the pool forks)
_WORK: tuple | None = None


def _play_chunk(indices) -> list:
    """A forked worker's games: (index, game seed, result), or ("unavailable", engine, why)."""
    engs, seed, card_filter, max_turns, max_steps, mode = _WORK
    out = []
    probe = (True, True)
    for i in indices:
        game_seed = derive_seed(seed, i)
        try:
            res = _play_game(engs, random_decks(game_seed, card_filter, mode), game_seed,
                             max_turns, max_steps=max_steps, probe=probe)
        except _Unavailable as u:
            return [("unavailable", u.engine, _exc_line(u.exc))]
        probe = tuple(p and not c for p, c in zip(probe, res.created))
        out.append((i, game_seed, res))
    return out


def _play_alone(i: int):
    """Game `i` in a process of its own (a worker died on its chunk): the row, with a "crash"
    difference and the actions before it when the process dies."""
    from riftsim.workers import describe_exit, run_isolated

    def one(i, note):
        engs, seed, card_filter, max_turns, max_steps, mode = _WORK
        game_seed = derive_seed(seed, i)
        return i, game_seed, _play_game(engs, random_decks(game_seed, card_filter, mode),
                                        game_seed, max_turns, max_steps=max_steps,
                                        on_action=note)

    finished, row, taken, exitcode = run_isolated(one, i)
    if finished:
        return row
    res = _GameResult(len(taken), taken)
    last = f"apply({taken[-1]})" if taken else "creating the game"
    res.diff = (len(taken), "crash", f"{last}: the process was {describe_exit(exitcode)}",
                "?", "?")
    return i, derive_seed(_WORK[1], i), res


def _played(engs, games: int, seed: int, card_filter, max_turns, max_steps, workers: int,
            mode: str = "1v1"):
    """Yield (index, game seed, result) for games 0..games-1 in index order, played here or
    in `workers` forked processes (chunks of consecutive games). A chunk whose worker
    process died is replayed game by game, each in a process of its own, so the game that
    crashes is reported (kind "crash") and the others are not lost."""
    global _WORK
    from riftsim.workers import WorkerLost, can_fork, ordered_chunks

    if workers > 1 and can_fork():
        _WORK = (engs, seed, card_filter, max_turns, max_steps, mode)
        size = max(1, min(25, games // (workers * 4) or 1))
        chunks = [list(range(s, min(games, s + size))) for s in range(0, games, size)]
        try:
            for chunk, rows in ordered_chunks(_play_chunk, chunks, workers):
                if isinstance(rows, WorkerLost):
                    rows = [_play_alone(i) for i in chunk]
                for row in rows:
                    if row[0] == "unavailable":
                        raise EngineUnavailableError(
                            f"engine {row[1]!r} cannot create games: {row[2]}")
                    yield row
        finally:
            _WORK = None
        return
    created = [False, False]
    for i in range(games):
        game_seed = derive_seed(seed, i)
        decks = random_decks(game_seed, card_filter, mode)
        try:
            res = _play_game(engs, decks, game_seed, max_turns, max_steps=max_steps,
                             probe=(not created[0], not created[1]))
        except _Unavailable as u:
            raise EngineUnavailableError(
                f"engine {u.engine!r} cannot create games: {_exc_line(u.exc)}") from None
        created = [c or r for c, r in zip(created, res.created)]
        yield i, game_seed, res


def focus_filter(names, card_filter: Callable | None = None, keep: int = 4) -> Callable:
    """A card filter for decks heavy in the cards `names`: those cards, every legend, rune and
    battlefield, and a stable 1-in-`keep` sample of the other cards (all also passing
    `card_filter`). Unknown names raise RiftsimError."""
    from riftsim.cards.pool import get_pool

    pool = get_pool()
    wanted = set()
    for n in names:
        try:
            wanted.add(pool.by_name(n).id)
        except Exception:                                  # noqa: BLE001 - the pool's error
            raise RiftsimError(f"--focus: unknown card {n!r}") from None

    def f(info) -> bool:
        if card_filter is not None and not card_filter(info):
            return False
        return info.id in wanted or info.type in ("legend", "rune", "battlefield") or \
            zlib.crc32(info.id.encode()) % keep == 0
    return f


def run_cli_parity(games: int, seed: int, engines: str, max_turns: int | None,
                   fixtures_dir, progress=None, focus=(), workers: int = 1,
                   mode: str = "1v1") -> ParityReport:
    """`riftsim parity`: engine names from a comma list; the core's card filter when the
    core takes part (``riftsim.core.supports``, if the core publishes it);
    `focus`: card names the random decks are built around (:func:`focus_filter`); `mode`:
    the mode of play (riftsim.modes), one random deck per seat."""
    from riftsim.modes import check_played

    names = [s.strip() for s in engines.split(",") if s.strip()]
    engs = _engines(names, mode)    # validates names and count before any game
    check_played(mode, game=True)
    for n in names:
        check_played(mode, engine=n)
    card_filter = _core_filter() if "core" in names else None
    if focus:
        card_filter = focus_filter(focus, card_filter)
    return run_parity(games, seed, engines=engs, max_turns=max_turns, card_filter=card_filter,
                      fixtures_dir=fixtures_dir, progress=progress, workers=workers, mode=mode)
