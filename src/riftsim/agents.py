"""Built-in agents. Each draws from its own RNG stream, never from the game's (DESIGN.md
"Determinism"), so the same game seed and agent seeds replay the same game."""

from __future__ import annotations

from riftsim.rng import Rng, derive_seed


class RandomAgent:
    """Uniformly random over `legal_actions()`."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, game) -> int:
        acts = game.legal_actions()
        return acts[self.rng.bounded(len(acts))]


AGENTS = {"random": RandomAgent}


def make_agent(name: str, seed: int):
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose one of {', '.join(AGENTS)}") from None


def agent_seeds(game_seed: int) -> tuple[int, int]:
    """Seeds of the two agents' streams, derived from the game seed."""
    return derive_seed(game_seed, 1), derive_seed(game_seed, 2)


def play_out(game, agents, *, max_decisions: int = 1_000_000) -> int:
    """Let `agents[player]` decide until the game ends. Returns the number of decisions."""
    n = 0
    while not game.is_over:
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
        game.apply(agents[game.current_player].act(game))
        n += 1
    return n
