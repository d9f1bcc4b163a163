"""Organized Play Promos (OPP): card definitions in the effect DSL.

The four OPP legends are promo printings of the Proving Grounds starter legends, named without
"- Starter" (shared/cards/README.md); the card data keeps them as separate cards, so each is
defined with its starter's definition (sets/ogs.py). Dark Child's data row keeps the printed
"ready 2 runes"; the Origins errata of Dark Child, Starter ("up to 2") applies to it by name.
"""

import riftsim.cards.sets.ogs  # noqa: F401  (the starters' definitions come first)
from riftsim.cards.registry import define_as

for _promo in ("Dark Child", "Wuju Bladesman", "Lady of Luminosity", "Might of Demacia"):
    define_as(_promo, f"{_promo} - Starter")
