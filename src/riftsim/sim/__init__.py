"""Matchup simulation at scale: `simulate(deck_a, deck_b, n_games, ...)` -> `MatchResult`."""

from riftsim.sim.match import MatchResult, simulate
from riftsim.sim.stats import wilson

__all__ = ["simulate", "MatchResult", "wilson"]
