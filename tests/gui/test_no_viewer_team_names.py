"""s37: with nobody as the viewer (two people at the table and a computer to play, or the curtain
up between two people) the table faces a person's seat, but is drawn for nobody: it still said
"Your team's melds" over that seat's team (Hand and Foot, six seats with long names, 1024x600,
where the team's names were said short since s36). Whoever looks at the table then is nobody in
particular: "Your team" names nobody's team. With no viewer the table names the team by its
players' names, never "Your"."""

from __future__ import annotations

from cardtable.core.scoresheet import team_name
from cardtable.gui.generic_table import GenericTable

from .helpers import labels, open_window, settled_view
from .test_team_caption_above_hand import SIX, medium_played

PEOPLE = ["", "", "medium", "medium", "medium", "medium"]  # (Grandpa and Francesca, four computers)


def test_a_computers_turn_between_two_people_names_the_team(qtbot, data_dir):
    # seed 1, move 186: Wilhelmina (a computer) to play; the table faces a person, drawn for nobody
    session = medium_played(SIX, 1, 186)
    w = open_window(qtbot, (1024, 600), start=False)
    assert w.show_session(session, "no-viewer-team", False, PEOPLE)
    view = settled_view(w)
    assert w.viewer is None
    shown = [lab.text.replace("\n", " ") for lab in labels(view) if lab.isVisible()]
    assert not [t for t in shown if "Your" in t or "your" in t], shown
    # the team of the seat the table faces (a person's: seat 0 or 1) is named by its players
    layout = view.controller.layout
    assert isinstance(layout, GenericTable) and layout._bottom in (0, 1), layout._bottom
    teams = session.game.observation(session.state, None)["public"]["teams"]
    names = team_name(SIX, [s for s in range(6) if teams[s] == teams[layout._bottom]])
    assert any(t.startswith(names) for t in shown), (names, shown)


def test_the_layout_drawn_for_nobody_never_says_your_team():
    # the same position laid out for nobody at several shapes, as the curtain's background is drawn
    session = medium_played(SIX, 1, 186)
    game, state = session.game, session.state
    for aspect in (1.424, 1.553, 480 / 535):
        table = GenericTable()
        spec = table.describe(game, state, None, aspect, game.prompt(state, None))
        said = [lab.text for lab in spec.labels]
        assert not [t for t in said if "Your" in t], (aspect, said)
        # (and drawn for the seat itself it still says it short where the names have no room)
        mine = GenericTable().describe(game, state, table._bottom, aspect, game.prompt(state, table._bottom))
        assert any(lab.text.startswith("Your team") for lab in mine.labels) or aspect != 1.424, \
            [lab.text for lab in mine.labels]
