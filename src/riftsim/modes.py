"""Modes of play (Core Rules 476-484): the variables rule 478 says a mode defines, one table.

Both engines and the CLI read a mode's players, victory score, battlefields and first-turn
process from here. `PLAYED` lists the modes the engines play today; `new_game` refuses the
others with a message naming the rule, before anything is set up.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftsim.errors import RiftsimError


@dataclass(frozen=True)
class Mode:
    name: str                  # the `--mode` value
    title: str                 # the rules' name for it
    rule: str                  # its section of the Core Rules
    players: int               # 478.1
    teams: int                 # 478.2: 0 = every player alone, else that many teams of two
    victory_score: int         # 478.3
    battlefields: int          # 478.4: battlefields in play
    best_of: int               # 478.6: games a match is played over (1 = a single game)
    first_player_draws: bool   # 478.7: the first player draws in their first Draw Phase
    last_player_extra_rune: bool = True   # 478.7: the player going last channels one more
                                          # rune in their first Channel Phase

    def describe(self) -> str:
        return f"{self.title} ({self.rule})"


MODES: dict[str, Mode] = {m.name: m for m in (
    Mode("1v1", "1v1 Duel", "480", 2, 0, 8, 2, 1, True),
    Mode("bo3", "1v1 Match, best of three", "481", 2, 0, 8, 2, 3, True),
    Mode("ffa3", "FFA3 Skirmish", "482", 3, 0, 8, 3, 1, False),
    Mode("ffa4", "FFA4 War", "483", 4, 0, 8, 3, 1, False),
    Mode("2v2", "2v2 Magma Chamber", "484", 4, 2, 11, 3, 1, False),
)}

#: the modes the engines play (a best-of-three match is games of 1v1 rules, sim.match), and
#: the engines that play each
PLAYED = ("1v1", "bo3", "ffa3", "ffa4", "2v2")
ENGINES_OF = {"1v1": ("reference", "core"), "bo3": ("reference", "core"),
              "ffa3": ("reference", "core"), "ffa4": ("reference", "core"),
              "2v2": ("reference", "core")}


def team_of(mode: Mode, seat: int) -> int:
    """The team of the player in `seat` (478.2): seats alternate between the teams so that turn
    order alternates teams (484.5.c.1: the first player, an opponent, the first player's
    teammate, the first opponent's teammate); without teams every player is their own."""
    return seat % mode.teams if mode.teams else seat


def get_mode(name: str) -> Mode:
    """The mode called `name`; an unknown name is an error listing the known ones."""
    try:
        return MODES[name]
    except KeyError:
        raise RiftsimError(f"unknown mode {name!r}: the modes are "
                           f"{', '.join(MODES)}") from None


def check_played(name: str, n_decks: int | None = None, *, game: bool = False,
                 engine: str | None = None) -> Mode:
    """The mode if the engines play it (and `n_decks` is its player count), else an error
    that names the problem. `game`: for a single game, which a match mode is not; `engine`:
    played by that engine."""
    mode = get_mode(name)
    if game and mode.best_of > 1:
        raise RiftsimError(f"mode {name!r} is a match of {mode.best_of} games: a game of it is "
                           f"a '1v1' game (riftsim match --mode {name} plays the match)")
    if name not in PLAYED:
        raise RiftsimError(f"mode {name!r} ({mode.describe()}) is not played by the engines "
                           f"yet (they play {', '.join(repr(m) for m in PLAYED)})")
    if engine is not None and engine not in ENGINES_OF[name]:
        raise RiftsimError(f"mode {name!r} ({mode.describe()}) is played by the "
                           f"{' and '.join(ENGINES_OF[name])} engine only so far")
    if n_decks is not None and n_decks != mode.players:
        raise RiftsimError(f"mode {name!r} ({mode.describe()}) needs {mode.players} decks, "
                           f"got {n_decks}")
    return mode
