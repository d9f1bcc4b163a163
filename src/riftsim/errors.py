"""Error types of the public API (all subclass ValueError, as python-chess does)."""


class RiftsimError(ValueError):
    """Base class for every error riftsim raises on bad input."""


class IllegalActionError(RiftsimError):
    """`Game.apply` was given an action that is not in `legal_actions()`."""


class GameOverError(RiftsimError):
    """An action was applied to a game that has already ended."""


class ScenarioError(RiftsimError):
    """A scenario spec names something that does not exist or cannot be built."""


class CardDefinitionError(RiftsimError):
    """A card has no definition, or its definition is malformed."""
