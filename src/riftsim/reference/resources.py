"""Resources (rules 159-167, 356-357): prices, affordability and the payment planner.

Runes are paid from automatically by one deterministic planner, so agents are not asked to
micro-manage runes (the choice of which rune pays rarely matters; when it does, e.g. keeping a
domain for later, the planner's fixed preference is documented below and used by both
engines):

* floating Energy/Power in the rune pool is spent first (164);
* Power symbols are paid most-constrained first; each by recycling a rune of an allowed domain
  (163.2.b), preferring runes that are already exhausted, then ready ones, lowest id first;
* Energy is paid by exhausting ready runes (163.2.a), first those about to be recycled for
  Power (a rune can give its Energy and then its Power), then the others, lowest id first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from riftsim.reference.state import Zone

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
ANY = frozenset(DOMAINS)


@dataclass
class Price:
    """A total cost (356): Energy plus Power symbols, each a set of allowed domains."""

    energy: int = 0
    power: list[frozenset] = field(default_factory=list)
    spell: bool = False        # the cost of playing a spell: spell-only Energy may pay it (429)

    def add(self, other: "Price") -> "Price":
        return Price(self.energy + other.energy, self.power + other.power,
                     self.spell or other.spell)

    def __bool__(self) -> bool:
        return self.energy > 0 or bool(self.power)


def domain_set(domains) -> frozenset:
    """Domains a Power symbol of a card with `domains` may be paid with.

    Mono-domain cards: that domain. Multi-domain cards: any of them (the split of Power colours
    is not in the card data, cards/README.md gap 4). Colorless: any domain."""
    ds = frozenset(d for d in domains if d in ANY)
    return ds or ANY


def card_price(info, *, ignore_base: bool = False, discount: int = 0) -> Price:
    if ignore_base:
        return Price()
    return Price(max(0, info.energy - discount), [domain_set(info.domains)] * info.power)


def cost_price(cost) -> Price:
    """The Energy/Power part of a DSL `Cost` ("A" is a Power of any domain, [A])."""
    return Price(cost.energy, [ANY if d == "A" else frozenset([d]) for d in cost.power])


def power_sources(g, player: int) -> list[tuple[str, int]]:
    """Every Power the player could produce now: ("pool", domain) and ("rune", id)."""
    p = g.players[player]
    out: list = []
    for d in sorted(p.power):
        out += [("pool", d)] * p.power[d]
    for r in p.runes:
        out.append(("rune", r))
    return out


def _rune_domain(g, rune_id: int) -> str:
    ds = g.pool[g.objs[rune_id].card].domains
    return ds[0] if ds else "fury"


def plan(g, player: int, price: Price):
    """A payment plan (pool energy, runes to exhaust, pool power, runes to recycle) or None."""
    p = g.players[player]
    runes = [g.objs[r] for r in sorted(p.runes)]
    # Power: most constrained symbol first
    symbols = sorted(price.power, key=lambda s: (len(s), sorted(s)))
    pool_power = dict(p.power)
    recycle: list[int] = []
    used_pool_power: list[str] = []
    exhausted_first = [r for r in runes if r.exhausted] + [r for r in runes if not r.exhausted]
    for sym in symbols:
        src = None
        for d in sorted(pool_power):
            if pool_power[d] > 0 and (d == "any" or d in sym
                                      or (d == "spell_any" and price.spell)):   # 429: Power
                # of any domain "only to play spells" (Daughter of the Void) is kept apart
                src = d
                break
        if src is not None:
            pool_power[src] -= 1
            used_pool_power.append(src)
            continue
        rune = next((r for r in exhausted_first
                     if r.id not in recycle and _rune_domain(g, r.id) in sym), None)
        if rune is None:
            return None
        recycle.append(rune.id)
    need = price.energy
    use_spell = min(p.spell_energy, need) if price.spell else 0   # Energy "only to play spells"
    need -= use_spell
    use_pool = min(p.energy, need)
    need -= use_pool
    ready_recycled = [r for r in recycle if not g.objs[r].exhausted]
    others = [r.id for r in runes if not r.exhausted and r.id not in recycle]
    exhaust = (ready_recycled + others)[:need]
    if len(exhaust) < need:
        return None
    return use_pool, exhaust, used_pool_power, recycle, use_spell


def can_pay(g, player: int, price: Price) -> bool:
    return plan(g, player, price) is not None


def pay(g, player: int, price: Price) -> None:
    """Pay `price` following the planner (157.1 / 357.1). Raises if it cannot be paid."""
    from riftsim.reference import zones

    pl = plan(g, player, price)
    if pl is None:
        raise AssertionError(f"player {player} cannot pay {price}")
    use_pool, exhaust, used_pool_power, recycle, use_spell = pl
    p = g.players[player]
    p.energy -= use_pool
    p.spell_energy -= use_spell
    p.power_spent += len(price.power)        # "if you've spent [A][A] this turn"
    for r in exhaust:
        g.objs[r].exhausted = True           # [E]: Add [1], spent at once
    for d in used_pool_power:
        p.power[d] -= 1
        if p.power[d] == 0:
            del p.power[d]
    for r in sorted(recycle):                # Recycle this: Add [C]; to the rune deck bottom
        zones.move_to(g, g.objs[r], Zone.RUNE_DECK)
    g.dirty = True


def empty_pool(g, player: int) -> None:
    """166: unspent Energy and Power are lost."""
    p = g.players[player]
    p.energy = 0
    p.spell_energy = 0
    p.power.clear()
