"""Game > Export Score Sheet as PDF... writes the sheet as it is when the file is written: the
computers played on behind the file dialog (Court Whist, four computers, a hand finished while
the family typed the file's name) and the PDF lacked that hand (s38 t5 F7)."""

import pytest
from PySide6.QtWidgets import QFileDialog

from .helpers import open_window

pytestmark = pytest.mark.usefixtures("no_message_boxes")


def test_the_pdf_holds_the_sheet_as_it_is_when_written(qtbot, data_dir, tmp_path, monkeypatch):
    from cardtable.gui import printing

    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    w._late_init()
    path = tmp_path / "sheet.pdf"

    def chooser(*_args, **_kwargs):
        # while the dialog is open the table goes on: here a new game replaces the sheet
        w.start_game("crazy_eights", ["Cleo", "Dev"], {}, seed=2)
        return str(path), "PDF files (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chooser))
    written = []
    real = printing.export_pdf
    monkeypatch.setattr(printing, "export_pdf", lambda sheets, *a, **k: (written.append(sheets), real(sheets, *a, **k))[1])
    w.score_actions["export"].trigger()
    assert len(written) == 1 and path.exists()
    assert written[0] == w.current_sheet()
    assert "Cleo" in repr(written[0]) and "Anna" not in repr(written[0])
