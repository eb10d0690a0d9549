"""The per-game table of the computer players, from ``bench/agents.py --json FILE`` runs.

Run: ``python bench/agents_table.py FILE [FILE...]`` prints the Markdown table that goes in
docs/benchmarks.md (a later line for the same game and match-up replaces an earlier one, so a
re-run of one game can be appended to the same file).

Columns no run measured are left out. Each cell is the hero's win share (games in brackets); a mark says where its 95 % interval lies
against the fair share (one seat's share when every seat plays alike: 1/players, one half for
a partnership): **▲** above it, **▼** below it, **≈** it contains it. A single-player game (the
patience games) has no fair share: its cells are solve rates. The last column is the Hard
player's decision time at the app's default budget (1 s or 400 playouts): median / p99, and
the median playouts done.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.games import catalogue  # noqa: E402

COLUMNS = [("random", "random", "luck line (Random among Random)"), ("easy", "random", "Easy vs Random"),
           ("medium", "random", "Medium vs Random"), ("medium", "easy", "Medium vs Easy"),
           ("hard", "random", "Hard vs Random"), ("hard", "easy", "Hard vs Easy"),
           ("hard", "medium", "Hard vs Medium")]


def fair_share(game, players: int) -> float | None:
    if players < 2:
        return None
    return 0.5 if getattr(game, "partnership", False) else 1.0 / players


def cell(record: dict | None, fair: float | None, mark: bool) -> str:
    if record is None:
        return ""
    if "failed" in record:
        return f"FAILED ({record['failed'].split(':')[0]})"
    text = f"{record['share']:.1%} ({record['games']})"
    if mark and fair is not None:
        sign = "▲" if record["low"] > fair else "▼" if record["high"] < fair else "≈"
        text = f"{sign} {text}"
    return text


def main() -> None:
    results: dict[tuple[str, str, str], dict] = {}
    timing: dict[str, dict] = {}
    for name in sys.argv[1:]:
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            if record.get("decisions_of") == "hard at the default budget":
                timing[record["game"]] = record
            elif "hero" in record:
                results[(record["game"], record["hero"], record["villain"])] = record
    games = catalogue(include_coming=True)
    ids = sorted({gid for gid, _, _ in results}, key=lambda gid: games[gid].info.name)
    columns = [c for c in COLUMNS if any((hero, villain) == c[:2] for _, hero, villain in results)]
    print("| game (seats) | " + " | ".join(title for _, _, title in columns)
          + " | Hard's decision at 1 s / 400 playouts |")
    print("|---" * (len(columns) + 2) + "|")
    for gid in ids:
        game = games[gid]
        first = next(r for (g, _, _), r in results.items() if g == gid)
        players = first["players"]
        fair = fair_share(game, players)
        cells = [cell(results.get((gid, hero, villain)), fair, hero != "random")
                 for hero, villain, _ in columns]
        t = timing.get(gid)
        clock = (f"{t['median']:.2f} / {t['p99']:.2f} s ({t['playouts']})" if t else "")
        print(f"| {game.info.name} ({players}) | " + " | ".join(cells) + f" | {clock} |")


if __name__ == "__main__":
    main()
