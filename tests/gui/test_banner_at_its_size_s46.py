"""s45 t1 #5: "Table header strip is small (looks). Euchre "Hand 1 · Trump? queen of clubs turned up
· Anna & Cleo 0 – Robo Max & Dev 0" [...] in ~9 px bold text — readable but the smallest text on
screen". Where the banner does not fit one line at its size, it goes on two between its notes
(where they have room), at its size, larger than the seats' captions."""

from __future__ import annotations

from cardtable.gui.table_view import LabelItem

from .helpers import open_window, settled_view


def test_euchres_banner_is_set_at_its_size_on_two_lines_beside_the_sheet(qtbot, data_dir):
    w = open_window(qtbot, (1024, 568))
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5, open_handed=True)
    w.score_view_action.setChecked(True)
    view = settled_view(w)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    banner = [i for i in labels if i.spec.alike == "banner"]
    assert len(banner) == 1 and banner[0].text.startswith("Hand 1 · Trump?"), [i.text for i in banner]
    assert "\n" in banner[0].text
    captions = [i.font.pixelSize() for i in labels if "cards" in i.text and not i.spec.bold]
    assert captions and banner[0].font.pixelSize() > max(captions), (banner[0].font.pixelSize(), captions)
