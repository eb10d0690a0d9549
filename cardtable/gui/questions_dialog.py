"""The Cassino party game's questions, edited in the app (Game > Party Game Questions...).

The list is the CSV text of ``card,question`` lines: the family's own copy (kept in the user data
folder) if it has one, else the questions that come with the game. *Save* checks every line and
names each bad one; *Load File...* takes another CSV file into the editor; *Restore the Original*
goes back to the shipped questions.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (QDialog, QFileDialog, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton,
                               QVBoxLayout, QWidget)

from ..store.questions import (QuestionsError, missing_cards, parse_questions, restore_shipped, save_questions,
                               shipped_path, user_path)
from .dialogs import fit_dialog, nested, run_modal


def current_text() -> str:
    path = user_path() if user_path().exists() else shipped_path()
    try:
        return path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return shipped_path().read_text(encoding="utf-8-sig")


class QuestionsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Party Game Questions")
        layout = QVBoxLayout(self)
        intro = QLabel("One line a card: the card, a comma, then its question (e.g. <tt>7H,What is your "
                       "favourite song?</tt>). A capture in the Cassino party game lets you ask the questions "
                       "on the cards taken.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.editor = QPlainTextEdit(current_text())
        self.editor.setAccessibleName("The questions, one card a line")
        layout.addWidget(self.editor, 1)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName("What is wrong with the questions")
        layout.addWidget(self.message)
        row = nested(layout, QHBoxLayout())
        self.load_button = QPushButton("Load File\u2026")
        self.restore_button = QPushButton("Restore the Original")
        self.save_button = QPushButton("Save")
        self.cancel_button = QPushButton("Cancel")
        for b in (self.load_button, self.restore_button):
            row.addWidget(b)
        row.addStretch(1)
        for b in (self.save_button, self.cancel_button):
            row.addWidget(b)
        self.load_button.clicked.connect(self.load_file)
        self.restore_button.clicked.connect(self.restore)
        self.save_button.clicked.connect(self.save)
        self.cancel_button.clicked.connect(self.reject)
        self.save_button.setDefault(True)
        fit_dialog(self, None, 640)
        self.resize(self.width(), max(self.height(), 460))

    def load_file(self, path: str | None = None) -> None:
        if not path:
            path, _ = run_modal(self, lambda: QFileDialog.getOpenFileName(
                self, "Load questions", str(Path.home()), "CSV files (*.csv *.txt)"))
            if not path:
                return
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            self.message.setText(f"Cannot read {path}: {exc}")
            return
        self.editor.setPlainText(text)
        self.check()

    def check(self) -> bool:
        questions, problems = parse_questions(self.editor.toPlainText())
        if problems:
            self.message.setText("These lines need fixing:\n" + "\n".join(problems[:12])
                                 + (f"\n\u2026and {len(problems) - 12} more." if len(problems) > 12 else ""))
            return False
        missing = missing_cards(questions)
        self.message.setText(f"{len(questions)} questions" + (f"; {len(missing)} cards have none." if missing else "."))
        return True

    def save(self) -> None:
        try:
            save_questions(self.editor.toPlainText())
        except QuestionsError as exc:
            self.message.setText(str(exc))
            return
        except OSError as exc:
            self.message.setText(f"Cannot save the questions: {exc}")
            return
        self.accept()

    def restore(self) -> None:
        try:
            restore_shipped()
        except OSError as exc:
            self.message.setText(f"Cannot remove your own list: {exc}")
            return
        self.editor.setPlainText(current_text())
        self.message.setText("The original questions are back.")
