"""The per-game table of the computer players, from ``bench/agents.py --json FILE`` runs.

Run: ``python bench/agents_table.py FILE [FILE...]`` prints the Markdown table that goes in
docs/benchmarks.md. A later line for the same game and match-up replaces an earlier one (a
re-run of one game can be appended to the same file), except a line that goes on where the
earlier one stopped (``--first-seed`` = its first seed + its games, the same options and budget),
or that ends where it starts (seeds filled in before it): the two are counted as one match over
both seed ranges, so a match-up cut short by ``--cap`` can be carried on later.

Columns no run measured are left out. Each cell is the hero's win share (games in brackets); a mark says where its 95 % interval lies
against the fair share (one seat's share when every seat plays alike: 1/players, one half for
two teams of partners): **▲** above it, **▼** below it, **≈** it contains it. A single-player game (the
patience games) has no fair share: its cells are solve rates. The last column is the Hard
player's decision time at the app's default budget (1 s or 400 playouts): median / p99, and
the median playouts done.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # also when loaded from a file path (tests)

from agents import wilson  # noqa: E402  (bench/agents.py, beside this file)
from cardtable.core.game import OptionError  # noqa: E402
from cardtable.games import catalogue  # noqa: E402

COLUMNS = [("random", "random", "luck line (Random among Random)"), ("easy", "random", "Easy vs Random"),
           ("medium", "random", "Medium vs Random"), ("medium", "easy", "Medium vs Easy"),
           ("hard", "random", "Hard vs Random"), ("hard", "easy", "Hard vs Easy"),
           ("medium", "medium", "Medium among Medium"), ("hard", "medium", "Hard vs Medium")]
#: Lines, not levels measured: no mark. Medium among Medium is Hard vs Medium's own fair line on
#: the same seeds (above 1/players where ties share the win, as in Fan Tan).
UNMARKED = {("random", "random"), ("medium", "medium")}


def fair_share(game, players: int, options: dict | None = None) -> float | None:
    """One seat's share when every seat plays alike: one over the number of sides, partners
    counting as one (the teams the game declares when set up with these ``options``,
    :meth:`Game.seat_teams`: Partner Biscuit's too, which no class flag says); None alone at
    the table (a patience game's cells are solve rates)."""
    if players < 2:
        return None
    try:
        teams = game.seat_teams(game.setup([f"P{i + 1}" for i in range(players)], dict(options or {}), 0))
    except OptionError:  # options the game no longer takes: the seats alone
        teams = None
    return 1.0 / (len(set(teams)) if teams else players)


def continues(old: dict, new: dict) -> bool:
    """Whether ``new`` plays on from the seed where ``old`` stopped, under the same rules."""
    return ("failed" not in old and "failed" not in new
            and new.get("first_seed", 0) == old.get("first_seed", 0) + old["games"]
            and new.get("options", {}) == old.get("options", {})
            and new.get("hard_budget") == old.get("hard_budget"))


def combined(old: dict, new: dict) -> dict:
    """One record for both seed ranges: wins and margins pooled, the intervals made again."""
    n1, n2 = old["games"], new["games"]
    games = n1 + n2
    share = (old["share"] * n1 + new["share"] * n2) / games
    low, high = wilson(share, games)
    record = dict(old, games=games, share=share, low=low, high=high,
                  seconds=round(old.get("seconds", 0) + new.get("seconds", 0), 1))
    if "margin" in old and "margin" in new:
        # each half-width is 1.96 sd / sqrt(n): pool the two samples' sums of squares
        m1, m2 = old["margin"], new["margin"]
        mean = (m1 * n1 + m2 * n2) / games
        var1 = (old["margin_half"] / 1.96) ** 2 * n1
        var2 = (new["margin_half"] / 1.96) ** 2 * n2
        ss = (n1 - 1) * var1 + (n2 - 1) * var2 + n1 * (m1 - mean) ** 2 + n2 * (m2 - mean) ** 2
        record["margin"] = mean
        record["margin_half"] = 1.96 * (ss / (games - 1)) ** 0.5 / games ** 0.5
    else:
        record.pop("margin", None)
        record.pop("margin_half", None)
    return record


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
                key = (record["game"], record["hero"], record["villain"])
                old = results.get(key)
                if old and continues(old, record):
                    results[key] = combined(old, record)
                elif old and continues(record, old):  # seeds filled in before the first run's
                    results[key] = combined(record, old)
                else:
                    results[key] = record
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
        fair = fair_share(game, players, first.get("options"))
        cells = [cell(results.get((gid, hero, villain)), fair, (hero, villain) not in UNMARKED)
                 for hero, villain, _ in columns]
        t = timing.get(gid)
        clock = (f"{t['median']:.2f} / {t['p99']:.2f} s ({t['playouts']})" if t else "")
        print(f"| {game.info.name} ({players}) | " + " | ".join(cells) + f" | {clock} |")


if __name__ == "__main__":
    main()
