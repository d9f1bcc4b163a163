#!/usr/bin/env python3
"""Build riftsim's card-fact and precon package data from the shared reference files.

Usage (from the repository root)::

    python scripts/build_card_data.py                 # write src/riftsim/data/*.json
    python scripts/build_card_data.py --check         # exit 1 if the outputs are stale
    python scripts/build_card_data.py CARDS.json --precons PRECONS.json --out-dir DIR

Inputs default to ``../shared/cards/cards.json`` and ``../shared/decks/precons.json``
relative to the repository root (not the working directory). Outputs are deterministic
(sorted keys, stable order, no timestamps), so rerunning the script on the same inputs is
a no-op.

Only card *facts* are written (id, set, number, name, type, supertypes, domains, energy,
power, might, might_bonus, tags, keywords, aliases, champion, copy_limit) plus a map of
non-canonical printing ids to canonical ids. No rules text, flavor, art or artist is shipped.

Corrections applied on top of ``cards.json`` (each is listed in the output's
``meta.fact_fixes``):

* OGN-235 *Karma, Channeler* has tags ``["Vi", "Ionia"]`` in Riot's gallery file; every other
  source (riftcodex, the SFD-237 reprint) says ``["Karma", "Ionia"]``. The ``Vi`` tag would make
  it a legal Chosen Champion for Vi legends (CR 103.2.a.2), so it is corrected.
* Legends lose the ``champion`` supertype the gallery gives the four Proving Grounds starter
  legends (``type == legend`` is authoritative; cards/README.md "Known gaps" 6).
* ``Action`` / ``Reaction`` are dropped from ``keywords`` of non-spell cards when they only
  occur as the timing marker of an activated ability (``[Reaction][>] :rb_exhaust:: ...``).
  Those are properties of the ability, not of the card; leaving them would let an engine
  play e.g. the gear *Honeyfruit* at Reaction speed.

Equipment Might Bonuses (CR 137) are missing from both shared sources; ``MIGHT_BONUS`` below
is an overlay from third-party card tables (recorded in ``meta.might_bonus_overlay``).

Errata: every entry in ``errata_overlay_2026-08-17.json`` was checked; none changes a fact
(energy, power, might, keywords) -- they reword effects only. ``ERRATA_FACT_CHANGES`` below is
the place for such a change should one appear; the build also warns when an erratum's old and
new text differ in their leading keywords.

Also derived:

* ``champion``: the champion tag of legends, champion units and signature cards (for legends
  from their tags, e.g. Kennen's legend is tagged ``Yordle, Kennen`` -> ``Kennen``).
* ``aliases``: other names the card is written under -- legends as ``<champion>, <title>``
  (how deck lists write them, e.g. ``Jinx, Loose Cannon``), official aliases
  (``Master Yi, Honed``), riftcodex names (``Rek'sai - Void Burrower`` style, normalised to
  ``A, B``) and names of other printings.
* ``copy_limit``: how many copies of the name a deck may hold: 3 (CR 103.2.b), 1 for
  ``[Unique]`` (CR 825.2.a), ``null`` (no limit) when the card says "Your deck can have any
  number of cards named ..." (Spiderling).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CARDS = REPO / ".." / "shared" / "cards" / "cards.json"
DEFAULT_PRECONS = REPO / ".." / "shared" / "decks" / "precons.json"
DEFAULT_BAN_LIST = REPO / ".." / "shared" / "cards" / "ban_list_2026-07-24.json"
DEFAULT_OUT = REPO / "src" / "riftsim" / "data"

SET_ORDER = ["OGN", "OGS", "SFD", "UNL", "VEN", "OPP", "PR", "JDG"]

# id -> {field: new value}; documented in meta.fact_fixes with a reason.
DATA_FIXES: dict[str, tuple[dict, str]] = {
    "ogn-235-298": (
        {"tags": ["Karma", "Ionia"]},
        "official gallery tags Karma, Channeler ['Vi', 'Ionia']; riftcodex and the SFD-237 "
        "reprint say ['Karma', 'Ionia'] (cards/README.md Known gaps 7)",
    ),
}

# Equipment Might Bonus (CR 137, 434.1.d, 718.4): the printed "+N" of an Equipment, which
# neither shared source kept (cards/README.md "Known gaps" 3). Overlay by card name; written
# to each row's ``might_bonus`` (null for every other card) and listed in
# ``meta.might_bonus_overlay`` with this note. Names marked "one source" were found in only
# one table. Shepherd's Heirloom (UNL-158) was in none: see MIGHT_BONUS_DECISIONS.
MIGHT_BONUS_SOURCE = ("third-party card tables, unverified against Riot's API; two or more "
                      "sources agree unless noted")
MIGHT_BONUS: dict[str, tuple[int, str | None]] = {
    "Long Sword": (2, "one source"), "Doran's Blade": (2, None), "B.F. Sword": (3, None),
    "Sterak's Gage": (3, None), "Blade of the Ruined King": (4, None),
    "Edge of Night": (2, None), "Serrated Dirk": (0, None), "Recurve Bow": (0, None),
    "Cloth Armor": (0, None), "Eye of the Herald": (0, None), "Doran's Shield": (1, None),
    "Brutalizer": (1, None), "Guardian Angel": (1, None), "Experimental Hexplate": (1, None),
    "Hexdrinker": (1, None), "Warmog's Armor": (1, None), "Doran's Ring": (1, None),
    "Cull": (1, None), "Sacred Shears": (1, None), "Soul Sword": (1, None),
    "Pendulum Blade": (1, None), "Hand Hammer": (1, None), "Skyfall of Areion": (2, None),
    "World Atlas": (2, None), "The Zero Drive": (2, None), "Trinity Force": (2, None),
    "Boneshiver": (2, None), "Boots of Swiftness": (2, None), "Last Rites": (2, None),
    "Shurelya's Requiem": (2, None), "Hunter's Machete": (2, None),
    "Jagged Cutlass": (2, None), "Forgefire Cape": (3, None), "Rabadon's Deathcrown": (3, None),
    "Spinning Axe": (3, None), "Hextech Gauntlets": (3, None), "Blighted Battleaxe": (4, None),
    "Svellsongur": (0, None), "Shady Spectacles": (0, None),
}
#: Equipment whose Might Bonus no source gives: the value riftsim plays and why
MIGHT_BONUS_DECISIONS: dict[str, tuple[int, str]] = {
    "Shepherd's Heirloom": (0, "in no source (official gallery, riftcodex, third-party tables) "
                               "and no FAQ or errata: played as +0 until an official value is "
                               "known"),
}

# Data gaps (cards/README.md "Known gaps") by the shared data's per-card flags: what the card's
# facts or definition rest on, written to the card's ``data_notes`` (and shown by `riftsim
# cards --json`). The Might Bonus flag is covered by each Equipment's own note.
GAP_NOTES: dict[str, dict[str, str]] = {
    "power_domain_split_unknown": {
        "gap": "power colour split (Known gaps 4)",
        "source": "the sources give the number of Power symbols, not their domains",
        "decision": "each Power symbol of this multi-domain card may be paid with any of its "
                    "domains (riftsim.reference.resources.domain_set)"},
    "text_may_be_pre_errata": {
        "gap": "printed, maybe pre-errata text (Known gaps 1)",
        "source": "riftcodex only",
        "decision": "the definition follows the official errata documents "
                    "(../shared/reference/errata) where they cover the card, else this text"},
    "equipment_effect_text_possibly_missing": {
        "gap": "Equipment effect text possibly missing (Known gaps 2)",
        "source": "riftcodex only (no official text for Vendetta)",
        "decision": "played with the text the source gives (its Equip line); no other text is "
                    "invented"},
}

# Errata that change a fact (energy/power/might/keywords): id -> ({field: value}, document).
# None known as of errata_overlay_2026-08-17 (Origins, Spiritforged, Unleashed, Vendetta).
ERRATA_FACT_CHANGES: dict[str, tuple[dict, str]] = {}

# Errata whose old/new text differ in bracketed terms but change no fact (reviewed by hand).
ERRATA_REVIEWED = {
    "ogn-181-298": "Pack of Wonders: '[Hidden] card' became 'facedown card'; no keyword change",
}

_ANY_NUMBER = re.compile(r"your deck can have any number of cards named", re.I)
_BRACKET_KW = re.compile(r"\[([A-Z][A-Za-z\-]*)(?: \d+)?\]")


def _comma_form(name: str) -> str:
    """'A - B' -> 'A, B' (first separator only); suffixes in parentheses are kept."""
    return re.sub(r"\s+-\s+", ", ", name, count=1)


def _clean_keywords(card: dict) -> tuple[list[str], list[str]]:
    """Return (keywords, dropped) for a source card."""
    keywords = list(card["keywords"])
    if card["type"] == "spell":
        return keywords, []
    dropped = []
    lines = card["text"].split("\n")
    for kw in ("Action", "Reaction"):
        if kw not in keywords:
            continue
        marker = re.compile(rf"^\[{kw}\]\s*\[>\]")
        plain = re.compile(rf"^\[{kw}\](?!\s*\[>\])")
        if any(marker.match(ln) for ln in lines) and not any(plain.match(ln) for ln in lines):
            keywords.remove(kw)
            dropped.append(kw)
    return keywords, dropped


def build_cards(src: dict) -> tuple[dict, dict[str, str]]:
    """Return (cards.json payload, {canonical id: champion tag of legends})."""
    rows = src["cards"]
    canon = [c for c in rows if not c["variant"]]
    by_id = {c["id"]: c for c in rows}
    flags_of = {c["id"]: tuple(c.get("flags") or ()) for c in canon}
    fixes_log: list[dict] = []
    warnings: list[str] = []

    # Apply data fixes first (they feed champion-tag derivation).
    fixed: dict[str, dict] = {}
    for c in canon:
        c = dict(c)
        if c["id"] in DATA_FIXES:
            change, why = DATA_FIXES[c["id"]]
            for k, v in change.items():
                fixes_log.append({"id": c["id"], "name": c["name"], "field": k,
                                  "from": c[k], "to": v, "reason": why})
                c[k] = v
        if c["id"] in ERRATA_FACT_CHANGES:
            change, doc = ERRATA_FACT_CHANGES[c["id"]]
            for k, v in change.items():
                fixes_log.append({"id": c["id"], "name": c["name"], "field": k,
                                  "from": c[k], "to": v, "reason": f"errata ({doc})"})
                c[k] = v
        if c["type"] == "legend" and "champion" in c["supertypes"]:
            fixes_log.append({"id": c["id"], "name": c["name"], "field": "supertypes",
                              "from": c["supertypes"],
                              "to": [s for s in c["supertypes"] if s != "champion"],
                              "reason": "legends are not champion units (cards/README.md "
                                        "Known gaps 6)"})
            c["supertypes"] = [s for s in c["supertypes"] if s != "champion"]
        kws, dropped = _clean_keywords(c)
        if dropped:
            fixes_log.append({"id": c["id"], "name": c["name"], "field": "keywords",
                              "from": c["keywords"], "to": kws,
                              "reason": "ability timing marker [X][>], not a card keyword"})
            c["keywords"] = kws
        fixed[c["id"]] = c

    # Errata sanity check: warn when leading keywords differ between old and new text.
    for c in canon:
        for e in c.get("errata") or []:
            old = set(_BRACKET_KW.findall(e.get("old_text") or ""))
            new = set(_BRACKET_KW.findall(e.get("new_text") or ""))
            if old != new and c["id"] not in ERRATA_FACT_CHANGES and c["id"] not in ERRATA_REVIEWED:
                warnings.append(f"errata for {c['id']} {c['name']} mention different bracketed "
                                f"terms: {sorted(old ^ new)} (check whether a fact changed)")

    # Champion tags: tags that name a champion unit ("<tag>, <subtitle>").
    champ_units = [c for c in fixed.values()
                   if c["type"] == "unit" and "champion" in c["supertypes"]]
    champion_tags: set[str] = set()
    for c in champ_units:
        names = [c["name"], *(c.get("aliases") or [])]
        for t in c["tags"]:
            if any(n.startswith(t + ",") for n in names):
                champion_tags.add(t)
    for c in champ_units:
        if not any(t in champion_tags for t in c["tags"]):
            warnings.append(f"champion unit {c['id']} {c['name']} has no champion tag {c['tags']}")

    def champion_of(c: dict) -> str | None:
        if c["type"] == "legend" or "champion" in c["supertypes"] or "signature" in c["supertypes"]:
            hits = [t for t in c["tags"] if t in champion_tags]
            if hits:
                return hits[0]
            if c["type"] == "legend":
                rc = (c.get("champion") or "").split(",")[-1].strip()
                if rc:
                    return rc
                if len(c["tags"]) == 1:
                    return c["tags"][0]
                warnings.append(f"legend {c['id']} {c['name']}: cannot tell champion tag")
        return None

    legend_champion: dict[str, str] = {}
    printings: dict[str, str] = {}
    names_by_canon: dict[str, set[str]] = {cid: set() for cid in fixed}
    for c in rows:
        if c["variant"]:
            printings[c["id"]] = c["canonical_id"]
            names_by_canon[c["canonical_id"]].add(c["name"])
            for a in c.get("aliases") or []:
                names_by_canon[c["canonical_id"]].add(a)

    out_cards = []
    for c in sorted(fixed.values(),
                    key=lambda r: (SET_ORDER.index(r["set"]) if r["set"] in SET_ORDER else 99,
                                   r["number"], r["id"])):
        champ = champion_of(c)
        # Ordered candidates; the first spelling of each (case-insensitive) name wins.
        cands: list[str] = []
        rc = c.get("riftcodex_name")
        if rc and "//" in rc:          # token back faces: "Recruit (271) // Buff"
            rc = None
        if c["type"] == "legend":
            legend_champion[c["id"]] = champ
            cands.append(f"{champ}, {c['name']}")
            cands += [f"{champ}, {n}" for n in sorted(names_by_canon[c["id"]])]
            if rc and rc.split(" - ")[0].strip().lower() == (champ or "").lower():
                cands.append(_comma_form(rc))
        elif rc:
            cands.append(_comma_form(rc))
        cands += list(c.get("aliases") or [])
        cands += sorted(names_by_canon[c["id"]])
        seen = {c["name"].lower()}
        aliases = []
        for a in cands:
            if a.lower() not in seen:
                seen.add(a.lower())
                aliases.append(a)
        if "Unique" in c["keywords"]:
            copy_limit = 1
        elif _ANY_NUMBER.search(c["text"] or ""):
            copy_limit = None
        else:
            copy_limit = 3
        out_cards.append({
            "id": c["id"],
            "set": c["set"],
            "number": c["number"],
            "name": c["name"],
            "type": c["type"],
            "supertypes": list(c["supertypes"]),
            "domains": list(c["domains"]),
            "energy": c["energy"],
            "power": c["power"],
            "might": c["might"],
            "tags": list(c["tags"]),
            "keywords": list(c["keywords"]),
            "aliases": sorted(aliases),
            "champion": champ,
            "copy_limit": copy_limit,
        })

    # Equipment Might Bonus overlay (MIGHT_BONUS above).
    by_name = {c["name"]: c for c in out_cards}
    bonus_log = []
    for c in out_cards:
        c["might_bonus"] = None
    for name, (n, note) in sorted(MIGHT_BONUS.items()):
        c = by_name.get(name)
        if c is None or "Equipment" not in c["tags"]:
            raise SystemExit(f"might bonus overlay: {name!r} is no Equipment in the card data")
        c["might_bonus"] = n
        bonus_log.append({"id": c["id"], "name": name, "might_bonus": n,
                          **({"note": note} if note else {})})
    for name, (n, why) in sorted(MIGHT_BONUS_DECISIONS.items()):
        c = by_name.get(name)
        if c is None or "Equipment" not in c["tags"] or c["might_bonus"] is not None:
            raise SystemExit(f"might bonus decision: {name!r} is no Equipment without a value")
        c["might_bonus"] = n
        bonus_log.append({"id": c["id"], "name": name, "might_bonus": n, "decision": why})
    for c in out_cards:
        if "Equipment" in c["tags"] and c["might_bonus"] is None:
            warnings.append(f"equipment {c['id']} {c['name']}: no Might Bonus known")

    # Per-card notes on the data gaps: the Might Bonus's source, and each flag's decision.
    for c in out_cards:
        notes = []
        if c["might_bonus"] is not None:
            if c["name"] in MIGHT_BONUS_DECISIONS:
                notes.append({"gap": "Equipment Might Bonus (Known gaps 3)", "source": "none",
                              "decision": MIGHT_BONUS_DECISIONS[c["name"]][1]})
            else:
                extra = MIGHT_BONUS[c["name"]][1]
                notes.append({"gap": "Equipment Might Bonus (Known gaps 3)",
                              "source": MIGHT_BONUS_SOURCE + (f" ({extra})" if extra else ""),
                              "decision": f"+{c['might_bonus']} Might, as those sources give"})
        for flag in flags_of.get(c["id"], ()):
            if flag in GAP_NOTES:
                notes.append(dict(GAP_NOTES[flag]))
            elif flag != "might_bonus_not_in_source":
                raise SystemExit(f"card {c['id']}: no note for the data flag {flag!r}")
        if notes:
            c["data_notes"] = notes

    # Printings must point at canonical rows.
    ids = {c["id"] for c in out_cards}
    for p, cid in printings.items():
        if cid not in ids:
            raise SystemExit(f"printing {p} points at unknown canonical id {cid}")
    assert all(by_id[p]["canonical_id"] == cid for p, cid in printings.items())

    payload = {
        "meta": {
            "description": "riftsim card facts: one row per canonical card (no rules text, "
                           "flavor or art); printings maps other printing ids to canonical ids.",
            "generated_by": "scripts/build_card_data.py",
            "source": "shared/cards/cards.json (see its README for provenance)",
            "source_meta": {k: src["meta"][k] for k in ("count", "canonical_cards", "sources")
                            if k in src["meta"]},
            "count": len(out_cards),
            "printings": len(printings),
            "fact_fixes": fixes_log,
            "might_bonus_overlay": {"source": MIGHT_BONUS_SOURCE,
                                    "cards": sorted(bonus_log, key=lambda r: r["id"])},
            "errata_fact_changes": "none: every errata entry (errata_overlay_2026-08-17.json) "
                                   "rewords effects only; energy/power/might/keywords unchanged",
            "fields": {
                "champion": "champion tag of a legend, champion unit or signature card",
                "copy_limit": "max copies of this name per deck: 3 (CR 103.2.b), 1 for Unique "
                              "(CR 825.2.a), null = any number (card text)",
                "power": "number of domain Power symbols in the cost",
                "might_bonus": "an Equipment's Might Bonus (CR 137; null: not an Equipment), "
                               "from meta.might_bonus_overlay",
                "data_notes": "what a card's facts or definition rest on where the sources "
                              "have a gap (cards/README.md Known gaps): gap, source, decision",
            },
        },
        "cards": out_cards,
        "printings": dict(sorted(printings.items())),
    }
    for w in warnings:
        print("warning:", w, file=sys.stderr)
    return payload, legend_champion


def build_precons(src: dict, cards_payload: dict) -> dict:
    ids = {c["id"]: c for c in cards_payload["cards"]}
    printings = cards_payload["printings"]
    order = {c["id"]: i for i, c in enumerate(cards_payload["cards"])}

    def canon(cid: str, what: str, deck: str) -> str:
        cid = printings.get(cid, cid)
        if cid not in ids:
            raise SystemExit(f"{deck}: {what} id {cid} not in card data")
        return cid

    out = []
    for d in src["decks"]:
        did = d["id"]
        product = d["product"]
        label = re.sub(r"\s*\((.*)\)", r" \1", product).strip()
        main: dict[str, int] = {}
        for e in d["main_deck"]:
            cid = canon(e["id"], "main", did)
            main[cid] = main.get(cid, 0) + int(e["count"])
        runes: dict[str, int] = {}
        for e in d["runes"]:
            cid = canon(e["id"], "rune", did)
            runes[cid] = runes.get(cid, 0) + int(e["count"])
        out.append({
            "id": did,
            "name": f"{d['champion']} ({label})",
            "product": product,
            "legend": canon(d["legend"]["id"], "legend", did),
            "champion": canon(d["chosen_champion"]["id"], "champion", did),
            "main": [[cid, n] for cid, n in sorted(main.items(), key=lambda kv: order[kv[0]])],
            "battlefields": [canon(b["id"], "battlefield", did) for b in d["battlefields"]],
            "runes": [[cid, n] for cid, n in sorted(runes.items(), key=lambda kv: order[kv[0]])],
        })
    return {
        "meta": {
            "description": "The official preconstructed decks. main excludes the one "
                           "Chosen Champion copy (main + champion = 40).",
            "generated_by": "scripts/build_card_data.py",
            "source": "shared/decks/precons.json (see shared/decks/README.md for provenance)",
            "source_meta": {k: src["meta"][k] for k in ("source_repo", "source_path",
                                                         "source_commit") if k in src["meta"]},
            "count": len(out),
        },
        "precons": out,
    }


def build_ban_list(src: dict, cards_payload: dict) -> dict:
    """The ban list (Tournament Rules 601.2.d) per format, each name resolved to its
    canonical card id; a name that matches no card of its type stops the build."""
    by_name: dict = {}
    for c in cards_payload["cards"]:
        for n in (c["name"], *c.get("aliases", [])):
            by_name.setdefault((n.lower(), c["type"]), c["id"])
    formats = []
    for f in src["formats"]:
        banned = []
        for b in f["banned"]:
            key = (b["name"].lower(), b["entity"])
            if key not in by_name:
                raise SystemExit(f"ban list: {b['entity']} {b['name']!r} matches no card")
            banned.append({"id": by_name[key], "name": b["name"], "type": b["entity"],
                           "status": b.get("status", "banned"),
                           "since": b.get("since")})
        formats.append({"id": f["id"], "label": f["label"], "last_updated": f["lastUpdated"],
                        "source": f["source"], "banned": banned})
    return {"meta": {"source": src["source"], "retrieved": src["retrieved"]},
            "formats": formats}


def dump(payload: dict, list_key: str) -> str:
    """Compact, sorted JSON with one list element per line (small diffs)."""
    def enc(x) -> str:
        return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    parts = []
    for key in sorted(payload):
        if key == list_key:
            body = ",\n".join(enc(x) for x in payload[key])
            parts.append(f"{enc(key)}:[\n{body}\n]")
        else:
            parts.append(f"{enc(key)}:{enc(payload[key])}")
    return "{" + ",\n".join(parts) + "}\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cards", nargs="?", default=str(DEFAULT_CARDS),
                    help="path to shared cards.json (default: ../shared/cards/cards.json "
                         "beside the repo)")
    ap.add_argument("--precons", default=str(DEFAULT_PRECONS),
                    help="path to shared decks/precons.json")
    ap.add_argument("--ban-list", default=str(DEFAULT_BAN_LIST),
                    help="path to the shared ban list (cards/ban_list_*.json)")
    ap.add_argument("--out-dir", default=str(DEFAULT_OUT), help="output directory")
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if the outputs differ from what would be written")
    args = ap.parse_args(argv)

    cards_src = json.loads(Path(args.cards).read_text(encoding="utf-8"))
    precons_src = json.loads(Path(args.precons).read_text(encoding="utf-8"))
    cards_payload, _ = build_cards(cards_src)
    precons_payload = build_precons(precons_src, cards_payload)
    outputs = {
        "cards.json": dump(cards_payload, "cards"),
        "precons.json": dump(precons_payload, "precons"),
        "ban_list.json": dump(build_ban_list(
            json.loads(Path(args.ban_list).read_text(encoding="utf-8")), cards_payload),
            "formats"),
    }
    out_dir = Path(args.out_dir)
    stale = []
    for name, text in outputs.items():
        path = out_dir / name
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(name)
        if not args.check:
            out_dir.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if args.check:
        if stale:
            print("stale:", ", ".join(stale), file=sys.stderr)
            return 1
        print("up to date")
        return 0
    print(f"{len(cards_payload['cards'])} cards, {len(cards_payload['printings'])} printings, "
          f"{len(precons_payload['precons'])} precons -> {out_dir} "
          f"({'updated: ' + ', '.join(stale) if stale else 'unchanged'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
