"""s41 t2: "Print / export score sheet proposes "/root/print.pdf" as the file name [...]
Expected: a name that says what it is, e.g. ~/Crazy Eights score sheet 2026-12-03.pdf. Also after
Print [...] there is no message telling where the PDF went." The print dialog's file is named
for the sheet, in the Documents (or home) folder, and the status line says where it went."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .helpers import open_window

NAMES = ["Mia", "Sam", "Robo Ruby", "Robo Remy"]


def test_printing_to_a_file_proposes_the_sheets_name_and_says_where_it_went(qtbot, data_dir, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from cardtable.gui import printing, score_actions

    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(score_actions, "sheet_folder", lambda: folder)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", NAMES, {}, seed=1)
    sheet = w.current_sheet()
    seen: dict = {}

    def print_it() -> None:
        dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, QPrintPreviewDialog) and d.isVisible())
        printer = dialog.printer_kept
        seen["file"] = printer.outputFileName()
        seen["doc"] = printer.docName()
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:  # (no printer here: a PDF)
            printing.print_sheets([sheet], printer)  # (what the print dialog's Print does)
        dialog.accept()

    QTimer.singleShot(300, print_it)
    printing.print_preview(w, sheet)
    name = score_actions.suggested_file_name(sheet)
    assert name.startswith("Crazy Eights score sheet ")
    assert seen["doc"] == name[:-4]
    assert seen["file"] == str(folder / name), seen  # (was "": the dialog said "/root/print.pdf")
    assert Path(seen["file"]).read_bytes().startswith(b"%PDF")
    said = w.statusBar().currentMessage()
    assert name in said and str(folder) in said, said


def test_the_sheet_folder_is_documents_or_home():
    from cardtable.gui.score_actions import sheet_folder

    folder = sheet_folder()
    assert folder.is_dir() and (folder == Path.home() or folder.name == "Documents")
