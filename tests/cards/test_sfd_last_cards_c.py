"""Spiritforged cards whose mechanics were added last: a total-cost discount for the spells
that choose a unit (356.4.d). Each test runs on both engines (the `scenario` fixture)."""

from __future__ import annotations

from card_helpers import bid, bmight, settle, spec


def pool(energy: int, **power: int) -> dict:
    return {"energy": energy, "power": dict(power)}


# ---------------------------------------------------------------- Irelia, Graceful
# "Your spells that choose me cost [1] or [A] less": a discount on the total cost (356.4.d),
# once the targets are chosen (355.5 before 356); the affordability of a spell and of each
# target counts it (355.16).

def test_irelia_graceful_makes_a_spell_affordable_only_by_choosing_her(scenario):
    """Discipline costs [2]; with [1] it can be played, Irelia being its only affordable
    target (taken at once): the Mega-Mech and the anchor are not chosen."""
    s = scenario(spec({"hand": ["Discipline"], "pool": pool(1),
                       "base": ["Irelia, Graceful"]},
                      {"base": ["Mega-Mech"]}))
    mech = bmight(s, "Mega-Mech", 1)
    assert s.can("play Discipline")
    s.do("play Discipline")
    settle(s)
    assert s.zone("Discipline") == "TRASH"
    assert s.game.players[0].energy == 0
    assert bmight(s, "Irelia, Graceful", 0) == 4 + 2
    assert bmight(s, "Mega-Mech", 1) == mech


def test_irelia_graceful_discount_only_when_she_is_chosen(scenario):
    """With [2]: choosing Irelia costs [1] (one Energy left), another unit the full [2]."""
    for pick, left in (("Irelia, Graceful", 1), ("Mega-Mech", 0)):
        s = scenario(spec({"hand": ["Discipline"], "pool": pool(2),
                           "base": ["Irelia, Graceful"]},
                          {"base": ["Mega-Mech"]}))
        s.do("play Discipline")
        owner = 0 if pick == "Irelia, Graceful" else 1
        before = bmight(s, pick, owner)
        s.do(f"target {pick} #{bid(s, pick, owner)}")
        settle(s)
        assert s.game.players[0].energy == left, pick
        assert bmight(s, pick, owner) == before + 2


def test_irelia_graceful_no_discount_for_an_opponents_spell(scenario):
    """"Your spells": the opponent's Irelia does not discount player 0's spells."""
    s = scenario(spec({"hand": ["Discipline"], "pool": pool(1)},
                      {"base": ["Irelia, Graceful"]}))
    assert not s.can("play Discipline")


def test_irelia_graceful_a_later_target_may_bring_the_discount(scenario):
    """Falling Star ([2] + 2 fury, two targets) with [1]: the first target may be another
    unit, Irelia still choosable second (355.16); the second must then be Irelia."""
    s = scenario(spec({"hand": ["Falling Star"], "pool": pool(1, fury=2),
                       "base": ["Irelia, Graceful"]},
                      {"base": ["Mega-Mech"]}))
    assert s.can("play Falling Star")
    s.do("play Falling Star")
    mech, irelia = bid(s, "Mega-Mech", 1), bid(s, "Irelia, Graceful", 0)
    s.do(f"target Mega-Mech #{mech}")
    assert not s.can(f"target Mega-Mech #{mech}")          # (no discount: not payable)
    assert not s.can(f"target Petty Officer #{bid(s, 'Petty Officer', 0)}")
    if s.can(f"target Irelia, Graceful #{irelia}"):
        s.do(f"target Irelia, Graceful #{irelia}")
    settle(s)
    g = s.game
    assert g.objs[mech].damage == 3 and g.objs[irelia].damage == 3
    assert g.players[0].energy == 0
