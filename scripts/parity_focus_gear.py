"""Focused parity for gear, activated abilities and trigger costs: decks heavy in those cards
(all supported units / legends / battlefields sampled by a stable hash).

    PYTHONPATH=src python scripts/parity_focus_gear.py GAMES SEED
"""
import sys, zlib
from riftsim import core
from riftsim.parity import run_parity
from riftsim.cards.pool import get_pool
names = {"Long Sword", "Mistfall", "Scrapheap", "Chemtech Enforcer", "Mask of Foresight", "Nine-Tailed Fox", "Hextech Gauntlets", "Warmog's Armor", "Doran's Blade", "B.F. Sword", "Serrated Dirk", "Veteran Poro", "Lucian, Merciless",
         "Seal of Rage", "Seal of Focus", "Orb of Regret", "Gold", "Miss Fortune, Captain", "Shadow Order Disciple",
         "Wildclaw Shaman", "Sett, Brawler", "Vi, Destructive", "Lux, Crownguard", "Xerath, Freed", "Blind Monk",
         "Eye of Twilight", "Udyr, Wildman", "Megatusk", "Gardens of Becoming", "Hall of Legends", "Piltover Enforcer", "Blade Twirler", "Daughter of the Void", "Relentless Storm", "Gloomist", "Monastery of Hirana", "Sunken Temple"}
games = int(sys.argv[1]); seed = int(sys.argv[2])
flt = lambda i: core.supports(i) and (i.name in names or i.type in ("rune",) or (i.type == "unit" and zlib.crc32(f"{i.id}{seed}".encode()) % 4 == 0) or (i.type in ("legend", "battlefield") and zlib.crc32(f"{i.id}{seed}".encode()) % 3 == 0))
rep = run_parity(games, seed, card_filter=flt, fixtures_dir=False)
print(rep.summary() if hasattr(rep, "summary") else rep)
for d in rep.divergences[:5]:
    print(d)
