"""riftsim: a rules-exact, high-throughput Riftbound simulator.

Public names (imported on first use): `Scenario`, and the constants of `riftsim.constants`
(`Zone`, `Phase`, `DecisionKind`, `ActionKind`, `EventKind`, `LOC_BASE`, `LOC_NONE`, `NONE`,
`ATTACKER`, `DEFENDER`).
"""

__version__ = "0.1.0"

_CONSTANTS = ("ATTACKER", "ActionKind", "DEFENDER", "DecisionKind", "EventKind", "LOC_BASE",
              "LOC_NONE", "NONE", "Phase", "Zone")
__all__ = ["Scenario", *_CONSTANTS]


def __getattr__(name):
    if name in _CONSTANTS:
        from riftsim import constants

        return getattr(constants, name)
    if name == "Scenario":
        from riftsim.scenario import Scenario

        return Scenario
    raise AttributeError(f"module 'riftsim' has no attribute {name!r}")
