"""The public constants tests and tools name, whatever the engine: zones, phases, decision,
action and event kinds, location codes and the combat roles. Both engines use these values
(the compiled core stores the same ints), so nothing needs `riftsim.reference.state`."""

from __future__ import annotations

from riftsim.actions import ActionKind, DecisionKind
from riftsim.events import EventKind
from riftsim.reference.state import ATTACKER, DEFENDER, LOC_BASE, LOC_NONE, NONE, Phase, Zone

__all__ = ["ATTACKER", "ActionKind", "DEFENDER", "DecisionKind", "EventKind", "LOC_BASE",
           "LOC_NONE", "NONE", "Phase", "Zone"]
