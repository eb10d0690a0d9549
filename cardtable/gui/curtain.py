"""Overlays on the table: the pass-and-play hand-off curtain and the game-over panel.

While the curtain is up the table is built from ``view(state, None)``, so no hand is face up at
all; one click ("I'm Anna: show my cards") reveals the hand of the player whose turn it is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Overlay(QWidget):
    """A widget that covers its parent completely and follows its size."""

    def __init__(self, parent: QWidget, shade: QColor):
        super().__init__(parent)
        self.shade = shade
        self.setAttribute(Qt.WA_StyledBackground, False)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parent() and event.type() == QEvent.Resize:
            self.setGeometry(self.parent().rect())
        return False

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.shade)

    def _big(self, text: str, px: int, bold: bool = True) -> QLabel:
        label = QLabel(text, self)
        f = label.font()
        f.setPixelSize(px)
        f.setBold(bold)
        label.setFont(f)
        label.setAlignment(Qt.AlignCenter)
        label.setWordWrap(True)
        label.setStyleSheet("color: #f6f1de; background: transparent;")
        return label

    def _button(self, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setStyleSheet(BUTTON_STYLE)
        button.setCursor(Qt.PointingHandCursor)
        return button

    def _stack(self, title: QLabel, body: QLabel, buttons: list[QPushButton], gap: int) -> None:
        """Title, body and a centred row of buttons, a little above the middle."""
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        lay.addWidget(title)
        lay.addSpacing(gap)
        lay.addWidget(body)
        lay.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        for i, button in enumerate(buttons):
            if i:
                row.addSpacing(20)
            row.addWidget(button)
        row.addStretch()
        lay.addLayout(row)
        lay.addStretch(3)


BUTTON_STYLE = (
    "QPushButton { background: #ffd54a; color: #2b2200; border: none; border-radius: 12px;"
    " padding: 12px 28px; font-size: 20px; font-weight: bold; }"
    "QPushButton:hover { background: #ffe27a; } QPushButton:focus { outline: 3px solid #fff; }"
)


class Curtain(Overlay):
    """ "Pass to Anna": hides every hand until the next player takes over."""

    revealed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent, QColor(12, 40, 26, 250))
        self.title = self._big("", 40)
        self.sub = self._big("", 20, bold=False)
        self.button = self._button("")
        self.button.clicked.connect(self.reveal)
        self._stack(self.title, self.sub, [self.button], gap=10)
        self.setAccessibleName("Hand-off curtain")

    def show_for(self, name: str, note: str = "") -> None:
        self.title.setText(f"Pass to {name}")
        self.sub.setText((note + "\n\n" if note else "") + f"Everyone else, look away. {name}, click when you are ready.")
        self.button.setText(f"I'm {name}: show my cards")
        self.button.setAccessibleName(self.button.text())
        self.show()
        self.raise_()
        self.button.setFocus()

    def reveal(self) -> None:
        if self.isVisible():
            self.hide()
            self.revealed.emit()

    def mousePressEvent(self, event) -> None:  # one click anywhere
        self.reveal()


class GameOverPanel(Overlay):
    """Scores, and "Play again" / "Back to start"."""

    play_again = Signal()
    back_to_start = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent, QColor(10, 30, 20, 215))
        self.title = self._big("", 38)
        self.table = self._big("", 20, bold=False)
        self.table.setTextFormat(Qt.RichText)
        self.again = self._button("Play again")
        self.back = self._button("Back to start")
        self.again.clicked.connect(self.play_again)
        self.back.clicked.connect(self.back_to_start)
        self._stack(self.title, self.table, [self.again, self.back], gap=16)

    def show_result(self, title: str, rows: list[tuple[str, str, bool]], note: str = "") -> None:
        """``rows``: (name, score text, is a winner)."""
        self.title.setText(title)
        star = "\u2605 "
        cells = "".join(
            f"<tr><td style='padding:4px 18px'>{star if win else ''}{name}</td>"
            f"<td style='padding:4px 18px' align='right'>{score}</td></tr>" for name, score, win in rows
        )
        html = f"<table align='center' style='color:#f6f1de'>{cells}</table>"
        if note:
            html += f"<p style='color:#d8e6d8'>{note}</p>"
        self.table.setText(html)
        self.show()
        self.raise_()
        self.again.setFocus()
