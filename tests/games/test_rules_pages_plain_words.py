"""The rules pages (F1) are read by the family at the table: no notes for the developers on them
(s37 t1). The tester, on Mexican Train's house rules: "Games saved before this was a choice keep
playing this way." and "Games saved before the app drew the dealer open with this one." -- "A
family does not know what 'games saved before this was a choice' means"; and "Draw until the
double shows" was called "the family's own house rule" though the book only says "a second round
of drawing occurs". How an old save replays is the engine's business (``upgrade_options``), not
the player's page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
PAGES = sorted(RULES.rglob("*.html"))


def text_of(page: Path) -> str:
    """The page's words, its tags and comments taken out, on one line."""
    html = re.sub(r"<!--.*?-->", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_no_page_speaks_of_games_saved_before(page):
    said = re.findall(r"[^.]*\bsaved before\b[^.]*\.", text_of(page), flags=re.I)
    assert said == []


def test_mexican_train_draw_until_the_double_is_not_called_the_familys_own():
    text = text_of(RULES / "mexican_train.html")
    assert "Draw until the double shows" in text  # (the house rule is still described)
    assert "family's own house rule" not in text
    # the book's words stay the rule: two rounds of drawing, unless this house rule is chosen
    assert "second round of drawing" in text
