"""Error types of the public API (all subclass ValueError, as python-chess does)."""


class RiftsimError(ValueError):
    """Base class for every error riftsim raises on bad input."""


class IllegalActionError(RiftsimError):
    """`Game.apply` was given an action that is not in `legal_actions()`."""


class GameOverError(RiftsimError):
    """An action was applied to a game that has already ended."""


class ScenarioError(RiftsimError):
    """A scenario spec names something that does not exist or cannot be built."""


class CapacityError(RiftsimError, RuntimeError):
    """A game outgrew a fixed capacity of the compiled core's state (the message names the
    capacity and its value); a RuntimeError too, as the core's other internal errors are."""


class CardDefinitionError(RiftsimError):
    """A card has no definition, or its definition is malformed."""
