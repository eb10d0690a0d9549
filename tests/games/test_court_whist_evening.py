"""A scripted Court Whist evening of three tables with sit-outs (004_312affb30e9b3af0.txt,
"Court Whist"): the results are typed in, the laptop moves everyone and fills in the cards."""

import pytest

from cardtable.games.court_whist_evening import Evening, EveningError

MEN = ["Al", "Bo", "Cy", "Dov", "Ed", "Fin", "Gus"]
LADIES = ["Ann", "Bea", "Cat", "Di", "Eve", "Flo", "Gem"]

#: Per game, what each table types in for each of its four hands (chairs: man, man, lady, lady).
SCRIPT = {
    1: [[[8, 5, 8, 5]] * 4, [[5, 8, 5, 8]] * 4, [[7, 6, 7, 6], [6, 7, 6, 7]] * 2],  # table 3 tied: a cut
    2: [[[14, 12, 14, 12]] * 4] * 3,
    3: [[[4, 3, 3, 3]] * 4] * 3,  # Conspiracy: the best man and the best lady move
    4: [[[9, 6, 9, 6]] * 4] * 3,
    5: [[[7, 6, 7, 6]] * 4] * 3,
    6: [[[8, 5, 5, 5]] * 4] * 3,  # chair 3 (a lady) spoke once each hand
    7: [[[12, 13, 12, 13]] * 4] * 3,
}


def evening():
    return Evening.start(MEN + LADIES, LADIES, seed=11)


def test_three_tables_and_sit_outs():
    """ "4 players per table, no limit to the number of tables"; "SIT OUTS (if necessary) WILL TAKE
    A SCORE OF 8 AT EACH HAND". Seven men and seven ladies: three tables, one of each sits out."""
    ev = evening()
    assert len(ev.tables) == 3 and len(ev.sitting_out) == 2
    for table in ev.tables:
        assert [ev.ladies[p] for p in table] == [False, False, True, True]
    assert "Table 1:" in ev.seating_text() and "Sitting out" in ev.seating_text()


def test_winners_move_men_counter_clockwise_ladies_clockwise():
    """ "the winners move to a new table, men move counter-clockwise and ladies move clockwise";
    "One of the losers moves either left or right one chair at the table so all players get new
    partner each round." """
    ev = evening()
    before = list(ev.tables)
    sitting = set(ev.sitting_out)
    told = ev.record_game(SCRIPT[1])
    man, lady = before[0][0], before[0][2]  # table 1's side of chairs 1 and 3 won 32 to 20
    where = {p: t for t, table in enumerate(ev.tables) for p in table}
    if man not in ev.sitting_out:
        assert where[man] == 2  # counter-clockwise: table 1 -> table 3
    if lady not in ev.sitting_out:
        assert where[lady] == 1  # clockwise: table 1 -> table 2
    assert any("move from table 1" in line for line in told)
    old_pairs = {frozenset((t[0], t[2])) for t in before} | {frozenset((t[1], t[3])) for t in before}
    new_pairs = {frozenset((t[0], t[2])) for t in ev.tables} | {frozenset((t[1], t[3])) for t in ev.tables}
    assert not old_pairs & new_pairs
    assert sitting.isdisjoint(ev.sitting_out)  # they sat out: somebody else's turn


def test_a_whole_evening_fills_every_card():
    """ "Each player needs a copy of the score sheet": seven games, 28 hands on every card; each
    player sits out once (8 a hand); standings by grand total."""
    ev = evening()
    for game in range(1, 8):
        for table in ev.tables:
            assert sorted(ev.ladies[p] for p in table) == [False, False, True, True]
        ev.record_game(SCRIPT[game])
    assert ev.game == 8 and all(len(card) == 28 for card in ev.cards)
    assert ev.sat_out == [1] * 14
    for p, card in enumerate(ev.cards):
        assert sum(1 for v in card.values() if v == 8) >= 4
    standings = ev.standings()
    assert standings[0][1] == max(ev.totals())
    sheet = ev.card(0)
    assert sheet.name_line == "Al" and sheet.sections[-1].title == "GRAND TOTAL"
    assert sheet.totals == (ev.totals()[0],)
    with pytest.raises(EveningError, match="over"):
        ev.record_game(SCRIPT[1])


def test_a_card_says_the_game_its_player_sat_out_and_is_dated(tmp_path):
    """ "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND": the card of a player who
    sat out game 1 said only 8 a hand, as if played at a table, and printed a blank "Date:"
    (s46 t3 #11). Kept on disk; an evening saved before it was kept reads with no marks."""
    from datetime import date

    from cardtable.core.scoresheet import NOTE

    ev = evening()
    out, seated = ev.sitting_out[0], ev.tables[0][0]
    ev.record_game(SCRIPT[1])

    def notes(player):
        return [row.label for row in ev.card(player).sections[0].rows if row.kind == NOTE]

    assert notes(out) == ["Total tricks taken", "Sat out this game: 8 a hand"]
    assert notes(seated) == ["Total tricks taken"]
    assert ev.card(out).date == date.today().isoformat()
    path = tmp_path / "evening.json"
    ev.save(path)
    assert Evening.load(path) == ev
    older = ev.to_dict()
    del older["sat_out_games"]
    assert Evening.from_dict(older).card(out).sections[0].rows[1].kind != NOTE
    assert Evening.from_dict(older).taken_back()[0].game == 1


@pytest.mark.parametrize("game, hand, words", [
    (1, [8, 6, 8, 6], "add up to 14, not 13"),
    (1, [8, 5, 7, 5], "partners"),
])
def test_bad_results_are_refused_with_a_reason(game, hand, words):
    ev = evening()
    results = [[[8, 5, 8, 5]] * 4 for _ in range(3)]
    results[1] = [hand] * 4
    with pytest.raises(EveningError, match=words):
        ev.record_game(results)
    assert ev.game == 1 and not any(ev.cards)
    with pytest.raises(EveningError, match="two men and two ladies"):
        Evening.start(["Al", "Bo", "Ann"], ["Ann"])


def test_the_evening_is_kept_on_disk_and_read_back(tmp_path):
    """An evening lasts hours: it is written after each game and read back whole."""
    ev = evening()
    ev.record_game(SCRIPT[1])
    path = tmp_path / "evening.json"
    ev.save(path)
    back = Evening.load(path)
    assert back == ev and back.seating_text() == ev.seating_text()
    back.record_game(SCRIPT[2])
    ev.record_game(SCRIPT[2])
    assert back == ev
    path.write_text('{"kind": "court_whist_evening", "names": ["Al"]}', encoding="utf-8")
    with pytest.raises(EveningError, match="could not be read"):
        Evening.load(path)
    path.write_text("not json", encoding="utf-8")
    with pytest.raises(EveningError, match="could not be read"):
        Evening.load(path)
    with pytest.raises(EveningError, match="could not be saved"):
        ev.save(tmp_path / "evening.json" / "inside-a-file.json")


def test_who_moves_is_said_once_when_both_go_to_the_same_table():
    """ "the winners move to a new table, men move counter-clockwise and ladies move clockwise".
    With two tables both go to the other one: "Gus and Flo move from table 1 (Gus to table 2, Flo
    to table 2)" says it once now. With three, each gets their own; with one, nobody can move."""
    two = Evening.start(["Al", "Bo", "Cy", "Dov", "Ann", "Bea", "Cat", "Di"], ["Ann", "Bea", "Cat", "Di"], seed=3)
    winners = [(two.names[t[0]], two.names[t[2]]) for t in two.tables]
    told = two.record_game([[[8, 5, 8, 5]] * 4] * 2)
    assert told == [f"{winners[0][0]} and {winners[0][1]} move from table 1 to table 2.",
                    f"{winners[1][0]} and {winners[1][1]} move from table 2 to table 1."]
    three = evening()
    man, lady = three.names[three.tables[0][0]], three.names[three.tables[0][2]]
    told = three.record_game(SCRIPT[1])
    assert told[0] == f"{man} and {lady} move from table 1 ({man} to table 3, {lady} to table 2)."
    one = Evening.start(["Al", "Bo", "Ann", "Bea"], ["Ann", "Bea"], seed=3)
    man, lady = one.names[one.tables[0][0]], one.names[one.tables[0][2]]
    assert one.record_game([[[8, 5, 8, 5]] * 4]) == [
        f"{man} and {lady} would move, but there is only one table: the partners change instead."]


def test_every_wrong_hand_is_named_at_once():
    """The card's rule for each hand ("Total – possible 13"; partners score alike). A game typed
    with every hand wrong at two tables said only "Table 1, Coronation hand 1: partners score the
    same" (explore 2): the message names every wrong hand, a line for each table and mistake."""
    ev = Evening.start(["Al", "Bo", "Cy", "Dov", "Ann", "Bea", "Cat", "Di"], ["Ann", "Bea", "Cat", "Di"], seed=3)
    n = [[ev.names[p] for p in table] for table in ev.tables]
    good, unlike = ["8", "5", "8", "5"], ["7", "6", "77", "6"]
    texts = [[unlike, good, unlike, unlike], [["8", "5", "8", "5"], ["9", "", "9", "4"], ["", "", "", ""], ["8a", "5", "8", "5"]]]
    with pytest.raises(EveningError) as raised:
        ev.parse_game(texts)
    assert str(raised.value).split("\n") == [
        f"Table 1, Coronation hands 1, 3 and 4: partners score the same ({n[0][0]} and {n[0][2]}, {n[0][1]} and {n[0][3]}).",
        f"Table 2, hand 2, {n[1][1]}: the box is empty; type the score the card asks for.",
        "Table 2, Coronation hand 3: the boxes are empty; type the scores the card asks for.",
        f"Table 2, hand 4, {n[1][0]}: \u201c8a\u201d is not a whole number."]
    assert ev.game == 1 and not any(ev.cards)


def test_the_last_game_is_taken_back_from_the_evening_itself_also_after_a_restart(tmp_path):
    """Tester t2 (s31) #6: after Close and reopening ("Carried on from the saved evening.") Take
    Back the Last Game was greyed out. The seating follows from the names, the seed and the
    cards (every draw and cut comes from the seed), so the evening before its last game is
    worked out again from the file: the sit-outs, the cut at table 3's tie and the moves."""
    import copy
    import json

    ev = evening()
    with pytest.raises(EveningError, match="nothing to take back"):
        ev.taken_back()
    states = [copy.deepcopy(ev)]
    for game in range(1, 8):
        ev.record_game(SCRIPT[game])
        states.append(copy.deepcopy(ev))
        path = tmp_path / "evening.json"
        ev.save(path)
        carried_on = Evening.load(path)  # the app started again
        back, last = carried_on.taken_back()
        assert back == states[game - 1], game
        assert last == [list(map(list, table)) for table in SCRIPT[game]]
    assert ev.over() and ev.taken_back()[0] == states[6]
    # taken back, corrected and entered again: the evening goes on from there
    back, _ = states[2].taken_back()
    assert back.game == 2
    back.record_game([[[15, 11, 15, 11]] * 4] * 3)
    assert back.game == 3 and back.cards != states[2].cards
    # a file whose seating was changed by hand does not follow from its games: left as it is
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    edited = Evening.load(path)
    with pytest.raises(EveningError, match="cannot be taken back: the saved evening's seating does not follow"):
        edited.taken_back()
