"""Deck errors."""

from __future__ import annotations

from typing import Iterable

from riftsim.errors import RiftsimError

__all__ = ["DeckError"]


class DeckError(RiftsimError):
    """A deck that cannot be read or breaks the deck-construction rules (a ``ValueError``).

    ``problems`` lists every problem found (strings, or :class:`~riftsim.decks.validate.
    Violation` objects for rule checks); the message shows them all.
    """

    def __init__(self, message: str, problems: Iterable[object] = ()):
        self.problems = tuple(problems)
        self.summary = message
        text = message
        if self.problems:
            if len(self.problems) == 1 and not message:
                text = str(self.problems[0])
            else:
                text = message.rstrip(":") + ":\n" + "\n".join(f"  - {p}" for p in self.problems)
        super().__init__(text)
