"""`CardPool`: card facts joined with definitions, as one indexed table for both engines.

Card index = position in the pool (facts sorted by canonical id, then tokens the data lacks),
so a card index means the same card in both engines and in `state_vector()`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from riftsim.cards import dsl
from riftsim.cards.registry import _norm, definitions, token_facts
from riftsim.errors import CardDefinitionError

_KW = re.compile(r"^([A-Za-z-]+)(?:\s+(\d+))?$")

#: keywords with a numeric value (807.1.b, 809.1.b, 814.1.b); others are present/absent
VALUED = {"Assault", "Deflect", "Shield", "Hunt", "Level"}


def parse_keywords(keywords) -> dict[str, int]:
    """("Assault 2", "Tank") -> {"Assault": 2, "Tank": 1}; values of one keyword are summed."""
    out: dict[str, int] = {}
    for kw in keywords:
        m = _KW.match(kw.strip())
        if not m:
            continue
        name, n = m.group(1), int(m.group(2) or 1)
        out[name] = out.get(name, 0) + n if name in VALUED else 1
    return out


@dataclass(frozen=True)
class CardInfo:
    index: int
    id: str
    name: str
    type: str
    supertypes: tuple[str, ...]
    domains: tuple[str, ...]
    energy: int
    power: int
    might: int
    tags: tuple[str, ...]
    keywords: dict
    definition: dsl.CardDef | None
    is_token: bool = False
    might_bonus: int | None = None   # an Equipment's Might Bonus (137, 718.4), from the facts
    #: keywords of its Effect Text (136): the unit it is attached to has them (718.3)
    effect_keywords: dict = field(default_factory=dict)

    @property
    def implemented(self) -> bool:
        return self.definition is not None

    @property
    def abilities(self) -> tuple:
        return self.definition.abilities if self.definition else ()

    @property
    def effect_text(self) -> tuple:
        """Abilities of its Effect Text (136), active on the unit it is attached to (718.3)."""
        d = self.definition
        return d.effect_text.abilities if d is not None and d.effect_text is not None else ()

    @property
    def copies_printed(self) -> bool:
        """Its Effect Text is a copy of its unit's printed text (`EffectText(copy_printed=True)`,
        Svellsongur): one more instance of that unit's abilities while attached."""
        d = self.definition
        return d is not None and d.effect_text is not None and d.effect_text.copy_printed

    def has(self, kw: str) -> bool:
        return kw in self.keywords

    def abilities_of(self, cls) -> list[tuple[int, object]]:
        return [(i, a) for i, a in enumerate(self.abilities) if isinstance(a, cls)]

    @property
    def is_champion(self) -> bool:
        return "champion" in self.supertypes


class CardPool:
    """All known cards, indexable by card index, id and (normalized) name."""

    def __init__(self, infos: list[CardInfo]):
        self.cards = infos
        self._by_id = {c.id: c for c in infos}
        self._by_name: dict[str, CardInfo] = {}
        for c in infos:
            self._by_name.setdefault(_norm(c.name), c)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def unit_tags(self) -> tuple[str, ...]:
        """The tags of the pool's unit cards, sorted: the tags a player may name ("name a
        tag", `dsl.NameTag`), by their index here in both engines."""
        tags = self.__dict__.get("_unit_tags")
        if tags is None:
            tags = tuple(sorted({t for c in self.cards if c.type == "unit" for t in c.tags}))
            self.__dict__["_unit_tags"] = tags
        return tags

    def __getitem__(self, index: int) -> CardInfo:
        return self.cards[index]

    def by_id(self, card_id: str) -> CardInfo:
        try:
            return self._by_id[card_id]
        except KeyError:
            from riftsim.cards.facts import load_facts

            canonical = load_facts().by_id(card_id).id
            return self._by_id[canonical]

    def by_name(self, name: str) -> CardInfo:
        info = self._by_name.get(_norm(name))
        if info is None:
            from riftsim.cards.facts import load_facts

            return self.by_id(load_facts().lookup_name(name).id)
        return info

    def require_implemented(self, card_ids) -> None:
        missing = sorted({self.by_id(c).name for c in card_ids if not self.by_id(c).implemented})
        if missing:
            raise CardDefinitionError(
                "deck holds cards riftsim has no definition for: " + ", ".join(missing))


@lru_cache(maxsize=1)
def get_pool() -> CardPool:
    """The card pool: every card's facts with its registered definition."""
    return build_pool(definitions())


def pool_with(*cards: dsl.CardDef) -> CardPool:
    """The card pool with `cards` (`registry.card_def(...)`) defined as given instead of their
    registered definitions: a hypothetical or house-rule definition on real card facts, for a
    scenario on either engine (`Scenario.from_spec(spec, engine, pool=...)`). Card indexes
    are those of `get_pool()`. A name the card data lacks raises `UnknownCardError`."""
    from riftsim.cards.facts import load_facts

    defs = definitions()
    facts = load_facts()
    for c in cards:
        defs[_norm(facts.lookup_name(c.name).name)] = c
    return build_pool(defs)


def build_pool(defs: dict) -> CardPool:
    """Card facts joined with `defs` (normalized name -> `CardDef`)."""
    from riftsim.cards.facts import load_facts

    infos: list[CardInfo] = []
    for f in sorted(load_facts().all(), key=lambda f: f.id):
        d = defs.get(_norm(f.name))
        kws = d.keywords if (d is not None and d.keywords is not None) else f.keywords
        own = parse_keywords(kws)
        eff = parse_keywords(d.effect_text.keywords) if d is not None and d.effect_text else {}
        for k, n in eff.items():         # the facts list Effect Text keywords with the card's
            if k in own:                 # own; unattached they are inactive (724, 721.2)
                own[k] -= n if k in VALUED else own[k]
                if own[k] <= 0:
                    del own[k]
        infos.append(CardInfo(
            index=len(infos), id=f.id, name=f.name, type=f.type,
            supertypes=tuple(f.supertypes), domains=tuple(f.domains),
            energy=f.energy or 0, power=f.power or 0, might=f.might or 0,
            tags=tuple(f.tags), keywords=own, definition=d,
            is_token="token" in f.supertypes, might_bonus=f.might_bonus, effect_keywords=eff))
    known = {_norm(c.name) for c in infos}
    for key in sorted(defs):
        t = token_facts(key)
        if t is not None and key not in known:
            infos.append(CardInfo(
                index=len(infos), id=f"token-{key.replace(' ', '-')}", name=t.name,
                type=t.type, supertypes=("token",), domains=("colorless",), energy=0, power=0,
                might=t.might, tags=t.tags, keywords=parse_keywords(t.keywords),
                definition=defs[key], is_token=True))
    return CardPool(infos)
