"""Two small built-in starter decks made only of cards the engine implements.

They exist so a fresh install can play a game before every precon card is defined, and so
tests have decks that exercise units, spells, keywords, legends and battlefields. Load them
with `load_starter("starter-jinx")` or by name anywhere a deck spec is accepted.
"""

from __future__ import annotations

from functools import lru_cache

from riftsim.decks import Deck, parse_text

STARTERS = {
    "starter-jinx": """
Legend:
1 Jinx, Loose Cannon
Champion:
1 Jinx, Demolitionist
Main Deck:
3 Blazing Scorcher
3 Legion Rearguard
3 Pouty Poro
3 Chemtech Enforcer
3 Hextech Ray
3 Void Seeker
2 Falling Star
2 Cleave
3 Noxus Hopeful
2 Dangerous Duo
2 Jinx, Demolitionist
3 Shipyard Skulker
2 Mystic Poro
2 Fight or Flight
1 Rebuke
1 Kog'Maw, Caustic
Battlefields:
1 Zaun Warrens
1 Grove of the God-Willow
1 Trifarian War Camp
Rune Pool:
6 Fury Rune
6 Chaos Rune
""",
    "starter-viktor": """
Legend:
1 Viktor, Herald of the Arcane
Champion:
1 Viktor, Leader
Main Deck:
3 Lecturing Yordle
3 Watchful Sentry
2 Mega-Mech
2 Riptide Rex
3 Falling Comet
2 Consult the Past
1 Singularity
1 Progress Day
2 Jeweled Colossus
3 Daring Poro
3 Petty Officer
3 Vanguard Sergeant
3 Faithful Manufactor
3 Soaring Scout
3 Trifarian Gloryseeker
2 Back to Back
Battlefields:
1 Altar to Unity
1 Grove of the God-Willow
1 Trifarian War Camp
Rune Pool:
6 Mind Rune
6 Order Rune
""",
}


@lru_cache(maxsize=None)
def load_starter(name: str) -> Deck:
    return parse_text(STARTERS[name], name=name)
