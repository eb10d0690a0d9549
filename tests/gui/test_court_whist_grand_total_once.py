"""Court Whist's card on paper: the grand total printed once, and the Evening's cards with the
total so far beside each hand (s38).

The book (004_312affb30e9b3af0.txt, "Court Whist"): its score card ends in a "GRAND TOTAL";
"Points are counted up after each hand ... and recorded on the score sheets." "Each player needs
a copy of the score sheet".

The findings: a finished Court Whist game exported as PDF printed the grand total twice, in the
card's own "Grand Total" row and again in a "Total" line under it (every sheet with totals got
that line; the card already ends in its total). So did every Court Whist Evening card. And the
Evening's cards had each hand's score alone, where Court Whist's own sheet has the total so far
beside it ("20 (43)" on screen, "Score" and "Total" on paper); an attempt at it cut the games'
headings ("Game 1 – Coronation – …"), which must stay whole."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.core.scoresheet import ROUND, TOTAL  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.games.court_whist_evening import start_from_text  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, export_pdf, page_size_id  # noqa: E402

GAME = get_game("court_whist")
needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")

MEN = "Grandpa Bartholomew, Maximilian Alexander, Ben, Dev, Gus"
LADIES = "Francesca-Margherita, Wilhelmina Featherstonehaugh, Anna, Cleo"
#: what every table types in for each of the four hands of each game (chairs: man, man, lady,
#: lady; partners are chairs 1 and 3, 2 and 4), as the card asks (tests/games/test_court_whist_evening.py)
HANDS = {1: [8, 5, 8, 5], 2: [14, 12, 14, 12], 3: [4, 3, 3, 3], 4: [9, 6, 9, 6], 5: [7, 6, 7, 6],
         6: [8, 5, 5, 5], 7: [12, 13, 12, 13]}


def finished_game():
    state = GAME.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 5)
    while GAME.legal_moves(state):
        state = GAME.apply(state, GAME.heuristic(state, GAME.to_act(state)[0])).state
    assert GAME.is_over(state)
    return state


def evening_after(games: int):
    evening = start_from_text(MEN, LADIES)
    for game in range(1, games + 1):
        evening.record_game([[HANDS[game]] * 4 for _ in evening.tables])
    return evening


def pdf_lines(sheets, path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(export_pdf(sheets, path)), "-"],
                          capture_output=True, text=True, check=True).stdout
    return text.splitlines()


def numbers_after_label(line: str) -> list[str]:
    return re.findall(r"-?[\d,]+", line.split("Total", 1)[-1] if "Total" in line else line)


def printed_totals(sheet, page: str = "A4") -> int:
    """How many times the laid-out pages hold the sheet's grand total: the card's own "Grand
    Total" row (which must hold the totals) and the "Total" line printed under the table."""
    writer = QPdfWriter("/dev/null")
    writer.setResolution(RESOLUTION)
    _, pages = _fit(sheet, page_size_id(page), writer)
    last = len(sheet.sub_columns) - 1
    count = 0
    for item in (item for p in pages for item in p.items):
        if item.kind == "totals":
            count += 1
        elif item.kind == "row" and item.data[0].label == "Grand Total":
            row = item.data[0]
            assert row.kind == TOTAL and [row.cell(c, last) for c in range(len(sheet.columns))] == list(sheet.totals)
            count += 1
    return count


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_a_finished_games_grand_total_is_printed_once(qapp, page):
    state = finished_game()
    sheet = GAME.score_sheet(state)
    assert sheet.winners
    assert printed_totals(sheet, page) == 1


@needs_pdftotext
def test_a_finished_games_pdf_says_the_grand_total_once(qapp, tmp_path):
    state = finished_game()
    sheet = GAME.score_sheet(state)
    lines = pdf_lines(sheet, tmp_path / "cw.pdf")
    totals = [f"{t:,}" for t in state.totals]
    said = [line for line in lines if numbers_after_label(line) == totals]
    assert len(said) == 1, said
    assert said[0].strip().startswith("Grand Total")
    assert any(line.strip().startswith("Winner:") for line in lines)


def test_an_evening_cards_grand_total_is_printed_once(qapp):
    evening = evening_after(7)
    for player in range(len(evening.names)):
        assert printed_totals(evening.card(player)) == 1, evening.names[player]


@needs_pdftotext
def test_an_evening_cards_pdf_says_the_grand_total_once(qapp, tmp_path):
    evening = evening_after(7)
    card = evening.card(2)
    lines = pdf_lines(card, tmp_path / "card.pdf")
    total = f"{evening.totals()[2]:,}"
    said = [line for line in lines if re.search(rf"\bTotal\s+{total}\s*$", line)]
    assert len(said) == 1 and "Grand Total" in said[0], said


@pytest.mark.parametrize("games", [2, 7])
def test_an_evening_card_has_each_hands_score_and_the_total_so_far(games):
    """ "Points are counted up after each hand ... and recorded on the score sheets": on each
    player's own card, each hand's score and the total so far (sit-outs' 8 too), each game's
    total with the total after it, and the GRAND TOTAL's row for each game the same, as on
    Court Whist's own sheet."""
    evening = evening_after(games)
    for player, name in enumerate(evening.names):
        card = evening.card(player)
        assert card.sub_columns == ("Score", "Total")
        scores = [evening.cards[player][(g, h)] for g in range(1, games + 1) for h in range(1, 5)]
        of_games = [row for section in card.sections[:7] for row in section.rows if row.kind == ROUND]
        hands = [row for row in of_games if row.cells]
        assert len(hands) == 4 * games, name
        running = 0
        for row, score in zip(hands, scores):
            running += score
            assert (row.cell(0, 0), row.cell(0, 1)) == (score, running), (name, row.label)
        game_totals = [s.rows[-1] for s in card.sections[:7]]
        assert all(row.kind == TOTAL for row in game_totals)
        after = 0
        grand = {row.label: row for row in card.sections[-1].rows}
        for g in range(1, 8):
            total = sum(scores[4 * (g - 1):4 * g]) if g <= games else None
            if total is None:
                assert not game_totals[g - 1].cells and not grand[f"Game {g} total"].cells
                continue
            after += total
            assert (game_totals[g - 1].cell(0, 0), game_totals[g - 1].cell(0, 1)) == (total, after)
            assert (grand[f"Game {g} total"].cell(0, 0), grand[f"Game {g} total"].cell(0, 1)) == (total, after)
        assert grand["Grand Total"].cell(0, 1) == evening.totals()[player] == card.totals[0]
        # the hands still to play are rows to write in
        assert len([row for row in of_games if not row.cells]) == 4 * (7 - games)


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_evening_cards_with_running_totals_keep_their_headings_whole(qapp, tmp_path, page):
    """The long names' cards (tests/gui/test_court_whist_cards_layout.py), filled in: one page
    each, laid out alike, every game's heading whole beside "Score" and "Total"."""
    evening = evening_after(7)
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    writer.setResolution(RESOLUTION)
    layouts = [_fit(evening.card(p), page_size_id(page), writer) for p in range(len(evening.names))]
    assert len({round(lay.label_w, 3) for lay, _ in layouts}) == 1
    for lay, pages in layouts:
        assert len(pages) == 1, lay.sheet.name_line
        for section in lay.sheet.sections:
            assert lay.text_w(lay.fonts.bold, section.title) <= lay.label_w - 2, (lay.sheet.name_line, section.title)
        # each number whole in its cell (the cells are painted with words cut where too wide)
        for row in lay.sheet.rows:
            for k, sub in enumerate(lay.sheet.sub_columns):
                text = f"{row.cell(0, k):,}" if row.cell(0, k) is not None else ""
                assert lay.text_w(lay.fonts.bold, text) <= lay.sub_w[k] - 1.0, (row.label, sub, text)
            assert lay.text_w(lay.fonts.bold, sub) <= lay.sub_w[k] - 1.0


@needs_pdftotext
def test_an_evening_cards_pdf_has_the_total_so_far(qapp, tmp_path):
    evening = evening_after(3)
    lines = pdf_lines(evening.card(0), tmp_path / "card.pdf")
    assert any(re.search(r"Game 1 – Coronation – Partners\s+Score\s+Total", line) for line in lines), lines
    card = evening.cards[0]
    running = 0
    for g in (1, 2, 3):
        for h in range(1, 5):
            running += card[(g, h)]
            pair = re.compile(rf"(?<![\d,]){card[(g, h)]}\s+{running}(?![\d,])")
            assert any(pair.search(line) for line in lines), (g, h, running)
