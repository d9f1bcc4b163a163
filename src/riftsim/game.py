"""`new_game`: one entry point for both engines (DESIGN.md "The Game protocol")."""

from __future__ import annotations

from riftsim.decks import Deck, load_deck

ENGINES = ("reference", "core")


def _resolve_deck(spec) -> Deck:
    if isinstance(spec, Deck):
        return spec
    if isinstance(spec, str):
        from riftsim.starters import STARTERS, load_starter

        if spec in STARTERS:
            return load_starter(spec)
        return load_deck(spec)
    raise TypeError(f"a deck must be a Deck or a deck spec string, not {type(spec).__name__}")


def new_game(decks, *, mode: str = "1v1", seed: int = 0, engine: str = "reference",
             first_player: int | None = None, max_turns: int | None = None):
    """Start a game. `decks`: `Deck` objects or specs (precon id, deck file, deck code).

    `mode`: a single game's mode of play (`riftsim.modes.MODES`; both engines play "1v1",
    and a best-of-three match, `sim.match.play_bo3`, is games of it, and "ffa3", "ffa4" and
    "2v2", whose decks in seat order make teams 0-2 and 1-3, 484.5.c).
    `first_player` fixes who goes first (otherwise the game's RNG picks, rule 116);
    `max_turns` caps runaway games (outcome reason TURN_CAP)."""
    from riftsim.modes import check_played

    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
    check_played(mode, len(decks), game=True, engine=engine)
    resolved = [_resolve_deck(d) for d in decks]
    rules = check_played(mode)
    if rules.teams:                      # 484.8.g-h: teammates' legends and battlefields differ
        from riftsim.decks import check_teams
        from riftsim.modes import team_of

        check_teams(resolved, [[i for i in range(rules.players) if team_of(rules, i) == t]
                               for t in range(rules.teams)])
    kw = {} if max_turns is None else {"max_turns": max_turns}
    if engine == "core":
        from riftsim.core import new_core_game

        return new_core_game(resolved, seed=seed, first_player=first_player, mode=mode, **kw)
    from riftsim.reference.game import ReferenceGame

    return ReferenceGame(resolved, seed=seed, mode=mode, first_player=first_player, **kw)
