"""Card definitions registry and the `CardPool` both engines read.

Set modules (`riftsim.cards.sets.*`) call `define(...)` at import time; the pool joins those
definitions with the card facts (package data) by card name. A card is *implemented* when it
has a definition; a deck holding a card without one is refused (DESIGN.md "Card definitions").
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass
from functools import lru_cache

from riftsim.cards.dsl import CardDef, EffectText
from riftsim.errors import CardDefinitionError

_DEFINITIONS: dict[str, CardDef] = {}   # normalized name -> definition
_TOKENS: dict[str, "TokenFacts"] = {}   # token name -> facts (tokens missing from the data)


def _norm(name: str) -> str:
    return re.sub(r"\s+", " ", name.replace("\u2019", "'").strip().lower())


def card_def(name: str, *abilities, keywords: tuple[str, ...] | None = None) -> CardDef:
    """The definition of the card called `name` (its official name), not registered. An
    `EffectText` argument (an Equipment's Effect Text, 136) goes to `CardDef.effect_text`,
    not into the card's own abilities."""
    texts = [a for a in abilities if isinstance(a, EffectText)]
    if len(texts) > 1:
        raise CardDefinitionError(f"card {name!r} has more than one Effect Text")
    return CardDef(name=name, abilities=tuple(a for a in abilities
                                              if not isinstance(a, EffectText)),
                   keywords=keywords, effect_text=texts[0] if texts else None)


def define(name: str, *abilities, keywords: tuple[str, ...] | None = None) -> CardDef:
    """Register the definition of the card called `name` (`card_def`)."""
    key = _norm(name)
    if key in _DEFINITIONS:
        raise CardDefinitionError(f"card {name!r} is defined twice")
    card = card_def(name, *abilities, keywords=keywords)
    _DEFINITIONS[key] = card
    return card


def define_as(name: str, other: str) -> CardDef:
    """Register `name` with the abilities of the already defined card `other`: a printing the
    card data keeps as a separate card (the OPP promo legends of the Proving Grounds ones)."""
    base = _DEFINITIONS.get(_norm(other))
    if base is None:
        raise CardDefinitionError(f"card {name!r}: {other!r} is not defined (yet)")
    abilities = base.abilities + ((base.effect_text,) if base.effect_text else ())
    return define(name, *abilities, keywords=base.keywords)


def defined_yet(name: str) -> bool:
    """Whether a set module loaded so far defined `name` (no loading): lets a set define a
    token several sets create (Gold, Sprite) only if an earlier set did not."""
    return _norm(name) in _DEFINITIONS


def vanilla(*names: str) -> None:
    """Register cards whose whole text is their keywords (or nothing)."""
    for name in names:
        define(name)


@dataclass(frozen=True)
class TokenFacts:
    """Facts of a token the data files lack (cards/README.md "Known gaps" 5)."""

    name: str
    type: str
    might: int
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


def define_token(name: str, type: str = "unit", might: int = 1,
                 tags: tuple[str, ...] = (), keywords: tuple[str, ...] = (),
                 abilities: tuple = ()) -> None:
    """Register a token the card data lacks (cards/README.md gap 5) and define it, with the
    abilities the creating card's text gives it."""
    _TOKENS[_norm(name)] = TokenFacts(name, type, might, tags, keywords)
    define(name, *abilities)


@lru_cache(maxsize=1)
def _load_sets() -> None:
    from riftsim.cards import sets

    for mod in sorted(m.name for m in pkgutil.iter_modules(sets.__path__)):
        importlib.import_module(f"riftsim.cards.sets.{mod}")


def definitions() -> dict[str, CardDef]:
    """All registered definitions, keyed by normalized card name."""
    _load_sets()
    return dict(_DEFINITIONS)


def definition_for(name: str) -> CardDef | None:
    _load_sets()
    return _DEFINITIONS.get(_norm(name))


def token_facts(name: str) -> TokenFacts | None:
    _load_sets()
    return _TOKENS.get(_norm(name))


def is_implemented(name: str) -> bool:
    return definition_for(name) is not None
