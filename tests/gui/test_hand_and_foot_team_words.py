"""s36 t2 #3 and #4: Hand and Foot's words on the table, each caption its own pile's, one name a team.

#3: two players, 1366x768: Robo Rex's closed canastas were stacked under "4 black" and the red
three after them under "Red threes", so close that the two labels were made one tally, "4 black,
Red threes", read as one label. Now the row keeps room after the stack for both, each over its own
cards, apart (and so with four seats, where the same happened in the band along the top).

#4: six players (Anna, Ben, Robo Rosa v Robo Rex, Robo Remy, Robo Rudi), Ben's turn, 1024x600: the
other team's first row of melds was captioned "Robo Rex, Robo Remy & Robo Rudi's melds", its second
"Robo Rudi's team's melds, continued" and its red threes "Robo Rudi's team's red threes": one team
with two names on one screen, and a double possessive that read as another pile's. Now a team has
one name everywhere on the table at one size: all its names where every caption of the team has
room for them, else "the other team" (the viewer's: "your team") in every caption; never "X's
team's"."""

from __future__ import annotations

import re

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable, label_box

from .test_canasta_stacks import _canasta, _open
from .test_team_melds import state_with_melds

ASPECTS = (1.25, 1.424, 1.553, 1.95)  # a wide score sheet at 1024x600, 1024x600, 1366x768, no sheet
COUNT = re.compile(r"(Canastas: )?\d+ (black|red|wild)(, \d+ (black|red|wild))*")


@pytest.mark.parametrize("n", [2, 4, 6])
def test_a_stacks_count_and_the_red_threes_after_it_are_two_labels_apart(n):
    """A seat's (or team's) closed canastas stacked, then its red threes: "4 black" over the stack
    and "Red threes" over the threes, never one label over both, and a space between them."""
    game, state = state_with_melds(n)
    for kinds in (("black",) * 4, ("black", "black", "red", "red"), ("red",)):
        theirs = [(1, r, _canasta(r, k)) for r, k in zip(("10", "4", "Q", "J"), kinds)] + \
            [(1, r, _open(r)) for r in ("8", "5", "9", "K", "A", "6")]
        ours = [(0, r, _canasta(r, k)) for r, k in zip(("7", "A"), kinds)] + [(0, r, _open(r, 3)) for r in ("K", "8")]
        st = state.replace(melds=tuple(ours + theirs), red_threes=(("3H", "3D"), ("3H",)))
        for viewer in range(n):
            for aspect in ASPECTS:
                table = GenericTable()
                spec = table.describe(game, st, viewer, aspect, game.prompt(st, viewer))
                labels = [lab for lab in spec.labels if lab is not spec.prompt]
                for lab in labels:  # (never "4 black, Red threes")
                    assert COUNT.fullmatch(lab.text) or not re.search(r"\d+ (black|red|wild)", lab.text), lab.text
                counts = [label_box(lab, table.text_room) for lab in labels if COUNT.fullmatch(lab.text)]
                threes = [label_box(lab, table.text_room) for lab in labels if lab.text.lower().endswith("red threes")]
                for a in counts:
                    for b in threes:
                        assert not (a[0] < b[2] + 0.05 and b[0] < a[2] + 0.05 and a[1] < b[3] and b[1] < a[3]), \
                            (n, kinds, viewer, aspect, a, b)


SIX = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]  # (Anna, Ben, Robo Rosa v the rest)
LONG = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh", "Robo Rosa",
        "Robo Rudi"]


def _team_captions(spec) -> dict[str, set[str]]:
    """The captions saying whose a team's melds or red threes are, by the name they give it: "Robo
    Rex, Robo Remy & Robo Rudi" for "Robo Rex, Robo Remy & Robo Rudi's melds, continued", "the
    other team" for "More of the other team's melds"."""
    out: dict[str, set[str]] = {}
    for lab in spec.labels:
        if lab.text in ("The other team", "Your team"):  # (over their label, "Red threes")
            out.setdefault(lab.text.lower(), set()).add(lab.text)
        if lab is spec.prompt or lab.bold or not re.search(r"'s (melds|red threes)", lab.text):
            continue
        name = re.sub(r"^More of ", "", lab.text).split("'s ", 1)[0]
        out.setdefault(name.lower() if name.lower() in ("the other team", "your team") else name, set()).add(lab.text)
    return out


@pytest.mark.parametrize("names,seats", [(SIX, 6), (LONG, 6), (SIX[:4], 4)])
def test_a_team_has_one_name_everywhere_on_the_table(names, seats):
    """Every caption of a team's melds and red threes names it the same way at one size: the
    players' names ("Robo Rex, Robo Remy & Robo Rudi's melds", "..., continued", "... red
    threes") where all of them have room, else "The other team's melds", "The other team's
    melds, continued", "The other team's red threes"; never "Robo Rudi's team's"."""
    game = get_game("hand_and_foot")
    session = Session.new(game, names, {}, 1)
    medium = MediumAgent()
    short = full = 0
    for step in range(120):
        state = session.state
        if game.is_over(state):
            break
        seat = game.current_player(state)
        if step % 3 == 0:
            others = {names[s] for s in range(seats) if s % 2 != seat % 2}
            mine = {names[s] for s in range(seats) if s % 2 == seat % 2}
            for aspect in ASPECTS:
                table = GenericTable()
                spec = table.describe(game, state, seat, aspect, game.prompt(state, seat))
                said = _team_captions(spec)
                assert not any("team's" in name for name in said), (step, aspect, said)
                theirs = [name for name in said if name == "the other team" or name.split(", ")[0] in others
                          or name.split(" & ")[0] in others]
                assert len(theirs) <= 1, (step, aspect, said)  # (one name for the other team)
                ours = [name for name in said if name == "your team" or name.split(", ")[0] in mine
                        or name.split(" & ")[0] in mine]
                assert len(ours) <= 1, (step, aspect, said)  # (one name for the viewer's team: s36)
                short += theirs == ["the other team"]
                full += bool(theirs) and theirs != ["the other team"]
        session.play(medium.choose(game, information_set(game, state, seat), step))
    assert full > 10 and (short > 10 or seats == 4), (full, short)


def test_the_reports_position_one_name_for_the_other_team_at_1024x600():
    """The report's table: six players, Ben's turn, 1024x600 (the score sheet open: 1.424), the
    other team's melds either side of Robo Rudi's box, their red threes under it: "The other
    team's melds", "The other team's melds, continued", "The other team's red threes" (the whole
    names do not fit the right part); at 1366x768 (1.553) the whole names in all three."""
    game = get_game("hand_and_foot")
    session = Session.new(game, SIX, {}, 1)
    medium = MediumAgent()
    for step in range(300):
        state = session.state
        theirs = [cards for team, rank, cards in state.melds if team == 1]
        if game.current_player(state) == 2 and state.red_threes[1] and len(theirs) >= 9:
            break
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    else:
        raise AssertionError("no such position")
    for aspect, name in ((1.424, "The other team"), (1.553, "Robo Rex, Robo Remy & Robo Rudi")):
        table = GenericTable()
        spec = table.describe(game, state, 2, aspect, game.prompt(state, 2))
        texts = {lab.text for lab in spec.labels}
        for caption in ("'s melds", "'s melds, continued", "'s red threes"):
            assert name + caption in texts, (aspect, name + caption, sorted(texts))


def _medium_until_melds(names, melds: int = 8, seed: int = 1):
    """A Hand and Foot game of ``names``, Medium playing every seat, until both teams have melded
    and ``melds`` melds are on the table."""
    game = get_game("hand_and_foot")
    session = Session.new(game, names, {}, seed)
    medium = MediumAgent()
    for step in range(400):
        state = session.state
        if {t for t, r, c in state.melds} == {0, 1} and len(state.melds) >= melds:
            return game, state
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    raise AssertionError("no melds for both teams")


@pytest.mark.parametrize("names", [LONG, LONG[:4], SIX, SIX[:4]], ids=["long6", "long4", "short6", "short4"])
def test_your_team_is_said_short_where_its_names_do_not_fit_beside_its_row(names):
    """s36: six players at 1024x600, the viewer's own team's caption left of its meld row always
    gave the whole names, "Grandpa Bartholomew, Robo Ruby & Robo Rosa's melds", set on four lines
    and more in the narrow room kept for it, running into the cards around it. Now, like the other
    team's, it is "Your team's melds" where the names are set on more lines than the table reckons
    a caption takes (three) or a name is wider than that room ("Featherstonehaugh"); the names
    where they fit ("Anna, Ben & Robo Rosa's melds"); and the team is never named both ways."""
    from cardtable.gui.generic_table import OWNER_CAPTION, TEAM_CAPTION_W, lines_set, set_width

    game, state = _medium_until_melds(names)
    seats = len(names)
    for viewer in range(seats):
        mine = [names[s] for s in range(seats) if s % 2 == viewer % 2]
        full = (", ".join(mine[:-1]) + " & " + mine[-1]) + "'s melds"
        for aspect in ASPECTS:
            table = GenericTable()
            spec = table.describe(game, state, viewer, aspect, game.prompt(state, viewer))
            size = max(OWNER_CAPTION, table.text_room.least)
            fits = lines_set(table.text_room, full, OWNER_CAPTION, TEAM_CAPTION_W + 0.02) <= 3 \
                and max(set_width(word, size) for word in full.split()) <= TEAM_CAPTION_W + 0.02
            texts = [lab.text for lab in spec.labels]
            said = _team_captions(spec)
            if fits:
                assert full in texts and "your team" not in said, (viewer, aspect, said)
            else:
                assert "Your team's melds" in texts, (viewer, aspect, sorted(texts))
                assert not any(t.startswith(mine[0]) and "'s " in t for t in texts), (viewer, aspect, texts)
