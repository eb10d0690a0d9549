"""Score sheets on paper and in PDF: paints a :class:`ScoreSheet` with QPainter.

One painter for both outputs: :func:`export_pdf` paints on a ``QPdfWriter``, :func:`print_preview`
on a ``QPrinter`` inside the system's ``QPrintPreviewDialog``. A4 and Letter both fit: the layout
is computed from the page it is given, in millimetres, and a sheet too wide for a portrait page
turns to landscape. A long game flows onto more pages; every page repeats the header (title,
game, date, players, house rules) and the row of player names, and says "Page n of m".

QtPrintSupport is imported only inside the functions that print (start-up time matters), and
``QPdfWriter`` lives in QtGui.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen,
)

from ..core.scoresheet import NOTE, ROUND, TOTAL, ScoreRow, ScoreSheet, format_value

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "LETTER": QPageSize.PageSizeId.Letter}
MARGIN_MM = 12.0
RESOLUTION = 300  # dots per inch of the PDF's coordinate system
MIN_CELL_MM = 13.0
LEAST_LABEL_MM = 24.0  # the label column's least width beside the players' columns
BLOCK_GAP_MM = 8.0  # between blocks of columns side by side
NAME_FLOOR_PT = 7.0  # the smallest the players' names in the headings are set, to keep a word whole
FONT_FAMILY = "DejaVu Sans"

INK = QColor("#222222")
GRID = QColor("#555555")
HEADER_FILL = QColor("#dde7f3")
SECTION_FILL = QColor("#c9d8ec")
ZEBRA_FILL = QColor("#f4f6f9")
TOTAL_FILL = QColor("#e6e6e6")
WINNER_FILL = QColor("#ffe9a8")
MARK_FILL = QColor("#dff0d8")
MUTED = QColor("#555555")


#: the least text size the rows are set in to fit a sheet on one page (:func:`_fit`)
FIT_FLOOR_PT = 9.0
#: the rows kept with the totals where a sheet runs onto another page (:meth:`_Layout.run`)
ROWS_WITH_TOTALS = 2


def when(sheet: ScoreSheet) -> str:
    """The sheet's date as printed, with the time of day where it is today's (the sheet made
    now): "2026-12-02 20:15". Two sheets of one evening printed with the date alone could not be
    told apart (s36 t4 #3). "" for a blank sheet's date, written in by hand."""
    if not sheet.date:
        return ""
    now = datetime.now()
    return f"{sheet.date} {now:%H:%M}" if sheet.date == now.date().isoformat() else sheet.date


class ExportError(Exception):
    """The sheet could not be written; ``str(error)`` is a message for the players."""


# ----- entry points ---------------------------------------------------------------------------
#: A card named with a hyphen, as the Court Whist card has it ("Trump declared by owner of
#: King-Spades"): Qt wraps after a hyphen, so a narrow label printed "King-" over "Spades"
#: (s44 t2 #11). The hyphen is printed as a non-breaking one; the words stay the card's.
_CARD_NAME_HYPHEN = re.compile(r"\b(Ace|King|Queen|Jack)-(?=[A-Z])")


def keep_card_names(text: str) -> str:
    """``text`` with a card's name ("King-Spades") never broken at its hyphen."""
    return _CARD_NAME_HYPHEN.sub("\\1\u2011", text)


def ensure_app() -> QGuiApplication:
    """A Qt application for painting (the command line has none). Without a screen, Qt runs
    offscreen. It is a full QApplication, not a QGuiApplication: once a process has an
    application object it cannot be swapped, and widgets (the score panel, the main window)
    abort the process if the one there is not a QApplication."""
    app = QGuiApplication.instance()
    if app is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) and os.name == "posix":
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        app = QApplication([])
        ensure_app._app = app  # type: ignore[attr-defined]  # keep it alive
    assert isinstance(app, QGuiApplication)  # (a bare QCoreApplication cannot paint)
    return app


def _as_list(sheets: ScoreSheet | Sequence[ScoreSheet]) -> list[ScoreSheet]:
    if isinstance(sheets, ScoreSheet):
        return [sheets]
    sheets = list(sheets)
    if not sheets:
        raise ValueError("no score sheet to print")
    return sheets


def page_size_id(page_size: str) -> QPageSize.PageSizeId:
    key = str(page_size).strip().upper()
    if key not in PAGE_SIZES:
        raise ExportError(f"The page size must be A4 or Letter, not '{page_size}'.")
    return PAGE_SIZES[key]


def export_pdf(sheets: ScoreSheet | Sequence[ScoreSheet], path: str | os.PathLike, page_size: str = "A4") -> Path:
    """Write the sheet(s) to a PDF file at ``path`` (A4 or Letter). The file is written to a
    temporary name and then moved into place, so a failure never leaves half a file. Raises
    :class:`ExportError` with a message for the players when the folder is missing or the file
    cannot be written."""
    sheets = _as_list(sheets)
    size = page_size_id(page_size)
    target = Path(path).expanduser()
    folder = target.parent
    if str(target) == "" or target.name == "":
        raise ExportError("Choose a file name for the PDF.")
    if target.is_dir():
        raise ExportError(f"{target} is a folder; choose a file name for the PDF.")
    if not folder.is_dir():
        raise ExportError(f"Cannot save the score sheet: the folder {folder} does not exist.")
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise ExportError(f"Cannot save the score sheet to {target}: you may not write there "
                          "(choose another folder, such as your Documents).")
    ensure_app()
    try:
        fd, tmp = tempfile.mkstemp(prefix=".scoresheet-", suffix=".pdf", dir=folder)
        os.close(fd)
    except OSError as exc:
        raise ExportError(f"Cannot save the score sheet to {target}: {exc.strerror or exc}.") from None
    try:
        writer = QPdfWriter(tmp)
        writer.setResolution(RESOLUTION)
        writer.setCreator("Card Table")
        writer.setTitle(" – ".join(part for part in (sheets[0].title, when(sheets[0])) if part))
        _set_page(writer, size, _landscape(_cells_whole(sheets[0], size, writer), size))
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(f"Cannot save the score sheet to {target}: the file could not be opened.")
        try:
            paint_sheets(painter, writer, sheets, size, first_page_ready=True)
        finally:
            painter.end()
        del writer
        os.replace(tmp, target)
    except OSError as exc:
        raise ExportError(f"Cannot save the score sheet to {target}: {exc.strerror or exc}.") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target


def print_sheets(sheets: ScoreSheet | Sequence[ScoreSheet], printer: Any) -> None:
    """Paint the sheet(s) on a ``QPrinter`` (what the preview dialog and printing call)."""
    sheets = _as_list(sheets)
    size = printer.pageLayout().pageSize().id()
    if size not in PAGE_SIZES.values():
        size = QPageSize.PageSizeId.A4
    _set_page(printer, size, _landscape(_cells_whole(sheets[0], size, printer), size), keep_size=True)
    painter = QPainter()
    if not painter.begin(printer):
        return
    try:
        paint_sheets(painter, printer, sheets, size, first_page_ready=True)
    finally:
        painter.end()


def make_printer(page_size: str = "A4") -> Any:
    """A high-resolution ``QPrinter`` set to A4 or Letter (imports QtPrintSupport)."""
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(page_size_id(page_size)))
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    return printer


def print_preview(parent: Any, sheets: ScoreSheet | Sequence[ScoreSheet], page_size: str | None = None) -> Any:
    """Open the system print dialog's preview (``QPrintPreviewDialog``) for the sheet(s); the
    player prints from there. Returns the dialog after it closes."""
    dialog = make_preview(parent, sheets, page_size)
    from .dialogs import run_modal

    if run_modal(parent, dialog.exec):  # (and the keys back to the window when it closes)
        say_where_printed(parent, dialog.printer_kept)
    return dialog


def say_where_printed(parent: Any, printer: Any) -> None:
    """Printed to a PDF file (the print dialog's "Print to File"): say where it went on the
    window's status line; the preview closed with no word of it (s41 t2)."""
    from PySide6.QtPrintSupport import QPrinter

    name = printer.outputFileName()
    if printer.outputFormat() != QPrinter.OutputFormat.PdfFormat or not name or not Path(name).exists():
        return
    bar = parent.statusBar() if hasattr(parent, "statusBar") else None
    if bar is not None:
        bar.showMessage(f"Score sheet saved as a PDF file: {Path(name).name} in the folder {Path(name).parent}", 15000)


def make_preview(parent: Any, sheets: ScoreSheet | Sequence[ScoreSheet], page_size: str | None = None) -> Any:
    """The preview of :func:`print_preview`, not yet opened: its toolbar, the pages and under
    them "Print...", "Save as PDF..." and Close, in words (only Esc or the window's frame closed
    it; then the toolbar's unlabelled icons were all there was beside Close: a family looked
    for "Print" and found only "Close", s44 t2 #6)."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QDialogButtonBox

    sheets = _as_list(sheets)
    printer = make_printer(page_size or default_page_size())
    dialog = QPrintPreviewDialog(printer, parent)
    setattr(dialog, "printer_kept", printer)  # (the dialog does not own its printer: kept while it is)
    propose_file(printer, sheets[0])
    dialog.setWindowTitle(f"Print {sheets[0].title}")
    dialog.paintRequested.connect(lambda p: print_sheets(sheets, p))
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=dialog)
    box.rejected.connect(dialog.reject)
    print_button = box.addButton("Print\u2026", QDialogButtonBox.ButtonRole.ActionRole)
    print_button.setToolTip("Choose the printer and print (as the printer icon above does)")
    print_button.clicked.connect(lambda: preview_print_action(dialog).trigger())
    pdf_button = box.addButton("Save as PDF\u2026", QDialogButtonBox.ButtonRole.ActionRole)
    pdf_button.clicked.connect(lambda: save_preview_as_pdf(dialog, parent, sheets))
    print_button.setDefault(True)
    box.setContentsMargins(10, 6, 10, 10)  # (the preview's layout has no margins of its own)
    lay = dialog.layout()
    assert lay is not None  # (QPrintPreviewDialog lays out its toolbar and preview)
    lay.addWidget(box)
    fit_preview(dialog, parent)
    return dialog


def preview_print_action(dialog: Any) -> Any:
    """The preview's own Print action (its toolbar's printer icon, last on the toolbar): the
    printer dialog, then printing, as Qt does it."""
    from PySide6.QtWidgets import QToolBar

    bar = dialog.findChild(QToolBar)
    actions = [a for a in bar.actions() if not a.isSeparator()] if bar is not None else []
    named = [a for a in actions if a.text().replace("&", "") == "Print"]
    return (named or actions)[-1]


def save_preview_as_pdf(dialog: Any, parent: Any, sheets: Sequence[ScoreSheet], path: str | None = None) -> Path | None:
    """The previewed sheets written to a PDF file (asked where unless ``path`` is given), as
    Export as PDF does; the preview closes once it is written. Returns the file, or None."""
    from PySide6.QtWidgets import QFileDialog

    from .dialogs import run_modal
    from .score_actions import _export, sheet_folder, suggested_file_name

    if path is None:
        start = str(sheet_folder() / suggested_file_name(sheets[0]))
        path, _ = run_modal(dialog, lambda: QFileDialog.getSaveFileName(dialog, "Save as PDF", start, "PDF files (*.pdf)"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
    written = _export(parent or dialog, sheets, path, "score sheet" if len(sheets) == 1 else "score sheets")
    if written is not None:
        dialog.reject()  # (closed: the message says where the file went)
    return written


def propose_file(printer: Any, sheet: ScoreSheet) -> None:
    """The name the print dialog's "Print to File (PDF)" proposes: what it is and when, in the
    Documents folder ("Crazy Eights score sheet 2026-12-03 20.15.pdf"); it proposed
    "/root/print.pdf" (s41 t2). Where there is no printer the dialog prints to a file at once,
    so the file is named outright; with a printer the document's name is all (the dialog makes
    the file's name of it when "Print to File" is picked, and the print queue shows it)."""
    from PySide6.QtPrintSupport import QPrinter

    from .score_actions import sheet_folder, suggested_file_name

    name = suggested_file_name(sheet)
    printer.setDocName(name[:-len(".pdf")])
    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
        printer.setOutputFileName(str(sheet_folder() / name))


def fit_preview(dialog: Any, parent: Any) -> None:
    """The preview wide enough for its whole toolbar where the screen allows, and most of the
    screen's height: at its own size on a 1024x600 laptop the Print button was behind the
    toolbar's "»", and the page a thumbnail."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QToolBar

    screen = parent.screen() if parent is not None and hasattr(parent, "screen") else QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    bar = dialog.findChild(QToolBar)
    wide = bar.sizeHint().width() + 40 if bar is not None else dialog.width()
    dialog.resize(max(dialog.width(), min(wide, area.width() - 20)),
                  max(dialog.height(), int(area.height() * 0.9)))


def default_page_size() -> str:
    """Letter where the locale uses it (the Americas), A4 elsewhere."""
    from PySide6.QtCore import QLocale

    country = QLocale.system().territory()
    letter = {QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
              QLocale.Country.Chile, QLocale.Country.Colombia, QLocale.Country.Venezuela,
              QLocale.Country.Philippines}
    return "Letter" if country in letter else "A4"


# ----- layout -----------------------------------------------------------------------------------
def _set_page(device: Any, size: Any, landscape: bool, keep_size: bool = False) -> None:
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    if not keep_size:
        device.setPageLayout(QPageLayout(
            QPageSize(size), orientation,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter,
        ))
    else:
        device.setPageOrientation(orientation)


def _page_mm(size: Any) -> tuple[float, float]:
    s = QPageSize(size).size(QPageSize.Unit.Millimeter)
    return s.width(), s.height()


def _landscape(sheet: ScoreSheet, size: Any) -> bool:
    """The sheet's own wish, else landscape when the cells do not fit across a portrait page, or
    a word of a player's name does not fit its heading there even at :data:`NAME_FLOOR_PT`."""
    if sheet.landscape is not None:
        return sheet.landscape
    width = _page_mm(size)[0] - 2 * MARGIN_MM
    cells = max(1, len(sheet.columns)) * max(1, len(sheet.sub_columns))
    return 32 + cells * MIN_CELL_MM > width or not _names_fit_across(sheet, width)


def _names_fit_across(sheet: ScoreSheet, width: float) -> bool:
    """Every word of the players' names (a hyphenated one in its parts) fits a heading on a page
    ``width`` mm across, beside the least label column, in the names' font at its smallest. Ten
    players on a portrait page printed "Grandpa Bartholo / mew" and "Francesca-Margherit / a"
    in headings of 16 mm, the smallest font too wide for "Bartholomew" (s32 t2); turned
    landscape, each has 25 mm."""
    names = [name for name in sheet.columns if name]
    if not names:
        return True
    blocks = max(1, sheet.blocks)
    block = (width - BLOCK_GAP_MM * (blocks - 1)) / blocks
    inner = (block - LEAST_LABEL_MM) / len(sheet.columns) - 2.0
    ruler = QImage(1, 1, QImage.Format.Format_Mono)  # measures in millimetres, as the page does
    ruler.setDotsPerMeterX(round(RESOLUTION / 0.0254))
    ruler.setDotsPerMeterY(round(RESOLUTION / 0.0254))
    fm = QFontMetricsF(_font(NAME_FLOOR_PT, bold=True), ruler)
    return all(fm.horizontalAdvance(piece) / (RESOLUTION / 25.4) <= inner
               for name in names for piece in name_pieces(name))


@dataclass
class _Fonts:
    title: QFont
    sub: QFont
    body: QFont
    bold: QFont
    head: QFont
    note: QFont
    small: QFont


def name_pieces(name: str) -> list[str]:
    """A name's words, a hyphenated one in its parts, each keeping its hyphen ("Francesca-",
    "Margherita"): where a heading may break it."""
    return [piece for word in name.split() for piece in re.findall(r"[^-]*-+|[^-]+", word)]


def _font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    # No "fi"/"fl" ligatures: a PDF's text should copy and search as typed ("Confiscation").
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


def _fonts_for(sheet: ScoreSheet) -> _Fonts:
    pt = sheet.font_pt
    return _Fonts(
        title=_font(17, bold=True), sub=_font(10.5), body=_font(pt), bold=_font(pt, bold=True),
        head=_font(pt + 1, bold=True), note=_font(pt - 1.5, italic=True), small=_font(8.5),
    )


@dataclass
class _Item:
    """One thing to draw at (x, y) with width w and height h, in millimetres on its page."""

    kind: str  # "header", "colhead", "section", "row", "totals", "text", "footer"
    x: float
    y: float
    w: float
    h: float
    data: Any = None


@dataclass
class _Page:
    landscape: bool
    items: list[_Item] = field(default_factory=list)


class _Layout:
    """Places a sheet's parts on pages (in mm), measuring text with the device's fonts."""

    def __init__(self, sheet: ScoreSheet, size: Any, device: Any, fonts: _Fonts):
        self.sheet = sheet
        self.device = device
        self.fonts = fonts
        self.landscape = _landscape(sheet, size)
        w, h = _page_mm(size)
        if self.landscape:
            w, h = h, w
        self.width = w - 2 * MARGIN_MM
        self.height = h - 2 * MARGIN_MM
        self.px = device.resolution() / 25.4 if hasattr(device, "resolution") else device.logicalDpiY() / 25.4
        self.gap = BLOCK_GAP_MM  # between blocks
        self.blocks = max(1, sheet.blocks)
        self.block_w = (self.width - self.gap * (self.blocks - 1)) / self.blocks
        self.footer_h = 6.0
        self.nsub = max(1, len(sheet.sub_columns))
        self.ncol = max(1, len(sheet.columns))
        self.row_h = sheet.row_height_mm
        self.gap_scale = 1.0
        # each sub-column's width (the same for every player): what its title and cells need,
        # a word never cut (_label_width); cell_w is their average, player_w a player's share
        self.sub_w: list[float] = [0.0] * self.nsub
        self.name_font = fonts.head  # (while the columns are measured: see _name_font)
        self.label_w = self._label_width()
        self.cell_w = self.player_w / self.nsub
        self.show_colhead = not sheet.section_headers
        self.name_font = self._name_font()
        self.name_lines = self._name_lines()
        self.sub_head_h = self._sub_head_height()

    # -- measuring
    def text_w(self, font: QFont, text: str) -> float:
        return QFontMetricsF(font, self.device).horizontalAdvance(keep_card_names(text)) / self.px

    def text_h(self, font: QFont, text: str, width: float, flags: int = int(Qt.TextFlag.TextWordWrap)) -> float:
        fm = QFontMetricsF(font, self.device)
        rect = fm.boundingRect(QRectF(0, 0, width * self.px, 100000), flags, keep_card_names(text))
        return rect.height() / self.px

    def line_h(self, font: QFont) -> float:
        return QFontMetricsF(font, self.device).lineSpacing() / self.px

    def sub_font(self) -> QFont:
        return self.fonts.sub if self.nsub <= 3 else self.fonts.small

    def _sub_needs(self, least_cell: float | None = None) -> tuple[list[float], list[float]]:
        """Each sub-column's least width (its title's and its cells' longest word, so no word is
        cut: they wrap) and the width that shows its title and cells on one line; neither under
        ``least_cell`` (by default room to write in)."""
        if least_cell is None:
            least_cell = MIN_CELL_MM if self.ncol * self.nsub > 2 else 16.0
        words: list[float] = []
        whole: list[float] = []
        sub_font, cell_font = self.sub_font(), self.fonts.bold  # (bold: the widest a cell is set in)
        for k in range(self.nsub):
            title = self.sheet.sub_columns[k] if k < len(self.sheet.sub_columns) and self.nsub > 1 else ""
            texts = [(sub_font, title)] if title else []
            texts += [(cell_font, format_value(r.cell(c, k))) for r in self.sheet.rows if r.kind != NOTE
                      for c in range(self.ncol)]
            texts = [(f, t) for f, t in texts if t]
            word = max((self.text_w(f, w) for f, t in texts for w in t.split()), default=0.0) + 2.0
            line = max((self.text_w(f, t) for f, t in texts), default=0.0) + 2.0
            words.append(max(word, least_cell))  # (a blank sheet's cells keep room to write in)
            whole.append(max(line, least_cell))
        return words, whole

    def _label_width(self) -> float:
        """The label column's width, and each sub-column's (:attr:`sub_w`): the cells first get
        the room to show each title and cell whole where the page has it (they wrap, a word
        never cut, where it has not), the labels what is left (they wrap too), never under a
        quarter of the block while the cells keep their least. Sticks' "Stick laid down" and
        "2 sets of 3" printed as "Stick l…" and "0 free …" on a page mostly empty (tester t2 #15)."""
        labels = [r.label for r in self.sheet.rows if r.kind != NOTE]
        if self.sheet.section_headers:
            # the sections' headings are painted in the label column beside the columns' titles
            # (a Court Whist card's "Game 1 – Coronation – Partners" printed "Game 1 – Coronation…")
            labels += [section.title for section in self.sheet.sections if section.title]
        least, whole = self._sub_needs()
        if self.sheet.blank and not any(r.label for r in self.sheet.rows):
            width = 10.0  # the Gin Rummy sheet: rows without names, just a number
        else:
            # (the totals' label is printed larger, in the headings' font: measured in the bold
            # body font, Jokers Wild's "Marbles in the Castle" was cut to "Marbles in the Castl")
            need = max([self.text_w(self.fonts.bold, t) for t in labels]
                       + [self.text_w(self.fonts.head, self.sheet.total_label)]) + 5
            floor = min(need, max(LEAST_LABEL_MM, self.block_w / 4))
            width = min(need, self.block_w - self.ncol * sum(whole))
            if width < floor:
                width = max(LEAST_LABEL_MM, min(floor, self.block_w - self.ncol * sum(least)))
            # The players' names come first: Euchre's long hand labels took the width and the
            # second team printed as "Robo Rex & …". A name may wrap onto two lines; where it
            # still does not fit, the label column gives way (its labels wrap instead).
            # (Only where the names head the columns: a Court Whist card, its name on its "Name:"
            # line, gave its label column away for a long name printed nowhere above it.) It
            # gives way down to where its labels take two lines, no further: Fast Track's "Sent
            # others back to a pen" took four lines in a column of 24 mm beside six names with
            # room to spare, set in a smaller font anyway (a word too wide steps the names' font
            # down, :meth:`_name_font`, so a name stays whole without the labels' room).
            def names_too_tall(w: float) -> bool:
                return any(self.name_line_count(n, (self.block_w - w) / self.ncol) > 2 for n in self.sheet.columns)

            if not self.sheet.section_headers and width > LEAST_LABEL_MM and names_too_tall(width):
                least_w = max(LEAST_LABEL_MM, self._two_line_width(labels, width))
                while width > least_w and names_too_tall(width):
                    width = max(least_w, width - 2.0)
            if self.sheet.section_headers:
                # the sections' headings are painted on one line (their row holds the columns'
                # titles beside them), so the column is as wide as the widest, the cells giving
                # way down to what their own words need: a Court Whist Evening card with "Score"
                # and "Total" printed "Game 3 – Conspiracy – no partn…"
                heading = max((self.text_w(self.fonts.bold, section.title) for section in self.sheet.sections
                               if section.title), default=0.0) + 2.0
                own = self._sub_needs(least_cell=0.0)[0]
                width = max(width, min(heading, self.block_w - self.ncol * sum(own)))
        room = (self.block_w - width) / self.ncol  # a player's share
        widths = list(least)
        spare = room - sum(widths)
        if spare < 0:  # (no room even for the longest words: shares of what there is)
            widths = [room * w / sum(least) for w in least]
        else:
            wants = [max(0.0, w - l) for w, l in zip(whole, least)]
            give = min(spare, sum(wants))
            if give > 0:
                widths = [w + give * want / sum(wants) for w, want in zip(widths, wants)]
            spare -= give
            widths = [w + spare * w / sum(widths) for w in widths]
        self.sub_w = widths
        return width

    def _two_line_width(self, labels: list[str], width: float) -> float:
        """The narrowest label column, up to ``width`` (mm, to the whole mm), in which every
        label and the totals' label take at most two lines, as :meth:`row_height` wraps them."""
        texts = [(self.fonts.bold, t) for t in labels if t] + [(self.fonts.head, self.sheet.total_label)]

        def fits(w: float) -> bool:
            return all(self.text_h(font, t, w - 3) <= 2.5 * self.line_h(font) for font, t in texts)

        low, high = 0, int(width)  # (fits(high) or nothing narrower is asked)
        while low < high:
            mid = (low + high) // 2
            if fits(mid):
                high = mid
            else:
                low = mid + 1
        return float(high)

    @property
    def player_w(self) -> float:
        return sum(self.sub_w)

    def cell_x(self, c: int, k: int = 0) -> float:
        """Where player ``c``'s sub-column ``k`` starts, from the block's left edge (mm)."""
        return self.label_w + c * self.player_w + sum(self.sub_w[:k])

    def _sub_head_height(self) -> float:
        """The sub-column titles' row: as tall as the tallest wrapped title (at least 6.5 mm)."""
        if self.nsub < 2:
            return 0.0
        font = self.sub_font()
        return max([6.5] + [self.text_h(font, t, w - 1.0) + 2.0 for t, w in zip(self.sheet.sub_columns, self.sub_w)])

    # -- the players' names in the headings: measured and painted only by these
    def name_line_count(self, name: str, width: float) -> int:
        """How many lines a player's (or team's) name takes in a heading ``width`` mm wide, in
        the names' font; a word wider than the heading counts as more lines than fit."""
        if not name:
            return 1
        inner = width - 2.0
        if any(self.text_w(self.name_font, piece) > inner for piece in name_pieces(name)):
            return 99
        return self._lines_of(name, inner)

    def _lines_of(self, name: str, inner: float) -> int:
        return max(1, len(self.name_broken(name, inner)))

    def name_broken(self, name: str, inner: float, font: QFont | None = None) -> list[str]:
        """The lines a name is printed on in a heading ``inner`` mm wide: broken at a space or
        after a hyphen ("Francesca- / Margherita"), as many pieces a line as fit; only a piece
        wider than the heading even alone is broken between its letters. Qt's wrapping could
        break either at words only (a piece too wide was cut) or anywhere (then every name:
        "Grandpa Bartholome / w"). (``font``: another than the names', a cell's.)"""
        font = font or self.name_font
        lines: list[str] = []
        line = ""
        for word in name.split():
            for k, piece in enumerate(name_pieces(word)):
                joined = line + (" " if line and k == 0 else "") + piece
                if not line or self.text_w(font, joined) <= inner:
                    line = joined
                    continue
                lines.append(line)
                line = piece
            while len(line) > 1 and self.text_w(font, line) > inner:
                cut = len(line) - 1
                while cut > 1 and self.text_w(font, line[:cut]) > inner:
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
        if line:
            lines.append(line)
        return lines

    def _name_font(self) -> QFont:
        """The names' font: the headings' font, or where a word of a name is wider than its
        column even after the labels gave way (a blank Rummoli sheet for eight printed "Grandpa
        …" beside "Grandma / Margaret": "Bartholomew" did not fit), the largest smaller size,
        down to :data:`NAME_FLOOR_PT`, at which every word fits, for every name alike. A word
        too wide even then breaks across lines (:meth:`name_broken`): a name is never cut. A
        hyphenated name breaks after its hyphen, its halves measured as words."""
        inner = self.player_w - 2.0
        pieces = [piece for name in self.sheet.columns for piece in name_pieces(name)]
        head = self.fonts.head
        points = head.pointSizeF()
        font = head
        while any(self.text_w(font, piece) > inner for piece in pieces):
            if points - 0.5 < NAME_FLOOR_PT:
                return font
            points -= 0.5
            font = _font(points, bold=head.bold(), italic=head.italic())
        return font

    def _name_lines(self) -> int:
        """The most lines a name takes: the heading row is as tall as that."""
        inner = self.player_w - 2.0
        return max([1] + [self._lines_of(n, inner) for n in self.sheet.columns if n])

    def paint_name(self, painter: QPainter, rect: QRectF, name: str) -> None:
        """A player's name, centred in its heading ``rect`` (mm), on the lines :meth:`name_broken` gives."""
        inner = rect.adjusted(1, 0, -1, 0)
        _draw_text(painter, self, inner, int(Qt.AlignmentFlag.AlignCenter),
                   "\n".join(self.name_broken(name, inner.width())), self.name_font)

    # -- the cells' text: measured and painted only by these
    def cell_inner(self, k: int) -> float:
        """The width (mm) a cell's text of sub-column ``k`` is set in."""
        return self.sub_w[k] - 1.0

    def cell_lines(self, text: str, k: int, font: QFont) -> list[str] | None:
        """The lines a cell's text is printed on where a word of it is wider than the cell even
        after the page turned and the text got smaller (:func:`_cells_whole`): broken as a
        name is, between letters only within that word, never cut ("Bartholo…" on the Gin
        Rummy worksheet, s44 t2 #3). None where every word fits: Qt wraps it at its spaces."""
        inner = self.cell_inner(k)
        if all(self.text_w(font, word) <= inner for word in text.split()):
            return None
        return self.name_broken(text, inner, font)

    def words_cut(self) -> bool:
        """Whether a word of a cell is wider than its cell (in the cells' widest font)."""
        for row in self.sheet.rows:
            if row.kind == NOTE:
                continue
            for c in range(self.ncol):
                for k in range(self.nsub):
                    if any(self.text_w(self.fonts.bold, word) > self.cell_inner(k)
                           for word in format_value(row.cell(c, k)).split()):
                        return True
        return False

    # -- the header, the same on every page
    def _header_lines(self) -> tuple[list[tuple[str, QFont]], float]:
        s = self.sheet
        lines: list[tuple[str, QFont]] = []
        if s.name_line is not None:
            lines.append((f"Name: {s.name_line or '_' * 28}", self.fonts.head))
        facts = []
        if s.game_name and s.game_name.lower() not in s.title.lower():
            facts.append(f"Game: {s.game_name}")
        facts.append(f"Date: {when(s) or '_' * 14}")
        if s.players and tuple(s.players) != tuple(s.columns) and s.name_line is None:
            facts.append("Players: " + ", ".join(s.players))
        lines.append(("     ".join(facts), self.fonts.sub))
        if not s.blank:
            rules = "; ".join(s.house_rules) if s.house_rules else "none (the rules as written)"
            lines.append((f"House rules: {rules}", self.fonts.sub))
        height = self.text_h(self.fonts.title, s.title, self.width) + 1.5
        for text, font in lines:
            height += self.text_h(font, text, self.width) + 0.8
        return lines, height + 3.0

    def colhead_height(self) -> float:
        if not self.show_colhead:
            return 0.0
        named = any(self.sheet.columns)
        top = 8.5 if named else 11.0  # empty name boxes are tall enough to write a name in
        top += (self.name_lines - 1) * self.line_h(self.name_font)
        return top + self.sub_head_h

    # -- flow
    def run(self) -> list[_Page]:
        s = self.sheet
        pages: list[_Page] = []
        block = self.blocks  # forces a new page on the first placement
        y = 0.0
        header_lines, header_h = self._header_lines()
        bottom = self.height - self.footer_h

        def new_block(colhead: bool = True) -> None:
            nonlocal block, y
            block += 1
            if block >= self.blocks:
                pages.append(_Page(self.landscape))
                pages[-1].items.append(_Item("header", 0, 0, self.width, header_h, header_lines))
                block = 0
            y = header_h
            if self.show_colhead and colhead:
                pages[-1].items.append(_Item("colhead", self.x(), y, self.block_w, self.colhead_height()))
                y += self.colhead_height()

        def room(h: float) -> bool:
            return y + h <= bottom + 0.01

        def place(kind: str, h: float, data: Any, keep_with: float = 0.0) -> None:
            nonlocal y
            if not pages or not room(h + keep_with):
                # Notes under the table need no column headings above them on a new page.
                new_block(colhead=kind != "text")
            pages[-1].items.append(_Item(kind, self.x(block), y, self.block_w, h, data))
            y += h

        new_block()
        zebra = 0
        has_total = any(r.kind == TOTAL for r in s.rows)
        totals = bool(s.totals or (s.total_row and not has_total and not s.section_headers)) and not ends_in_totals(s)
        totals_h = max(self.row_h, 8.0, self.totals_label_h()) if totals else 0.0
        for number, section in enumerate(s.sections):
            rows_h = [self.row_height(r) for r in section.rows]
            # the last rows go onto the next page with the totals rather than leave them alone
            # there (Oh Hell!'s ten hands printed a second page with "9 cards", "10 cards" and the
            # Total: s36 t4 #6)
            last = totals and number == len(s.sections) - 1
            tail = [sum(rows_h[i + 1:]) + totals_h if last and i >= len(rows_h) - ROWS_WITH_TOTALS else 0.0
                    for i in range(len(rows_h))]
            if section.title:
                title_h = 7.0
                whole = title_h + sum(rows_h)
                free = bottom - y
                if whole <= bottom - self.fresh_block_top(header_h) and whole > free:
                    new_block()  # keep a section together when it fits a block of its own
                y += 2.0 if y > self.fresh_block_top(header_h) + 0.1 else 0.0
                place("section", title_h, section.title, keep_with=rows_h[0] if rows_h else 0.0)
            for row, h, keep in zip(section.rows, rows_h, tail):
                if row.kind == ROUND:
                    zebra += 1
                place("row", h, (row, zebra % 2 == 0), keep_with=keep)
        if totals:
            place("totals", totals_h, s.totals)
        texts = []
        if s.winner_text():
            texts.append((s.winner_text() + (f"  ({s.tie_rule})" if len(s.winners) > 1 and s.tie_rule else ""),
                          self.fonts.head))
        keys = s.keys + ((f"Shaded: {s.marked_said}.",) if s.marked_said and any(r.marked for r in s.rows) else ())
        for note in s.notes + ((" ".join(keys),) if keys else ()):
            texts.append((note, self.fonts.note))
        y += 2.5
        for text, font in texts:
            h = self.text_h(font, text, self.block_w) + 1.2
            place("text", h, (text, font))
        return pages

    def number(self, page: _Page, number: int, total: int) -> None:
        """Put the footer on ``page``: the sheet's title, and "Page ``number`` of ``total``" in
        the whole document."""
        page.items.append(_Item("footer", 0, self.height - self.footer_h + 1.5, self.width,
                                self.footer_h - 1.5, (number, total)))

    def fresh_block_top(self, header_h: float) -> float:
        return header_h + self.colhead_height()

    def x(self, block: int | None = None) -> float:
        return 0.0 if not block else block * (self.block_w + self.gap)

    def totals_label_h(self) -> float:
        """The height the totals' label takes, wrapped in the label column (where the players'
        names leave that column too narrow for it on one line)."""
        return self.text_h(self.fonts.head, self.sheet.total_label, self.label_w - 3) + 1.6

    def row_height(self, row: ScoreRow) -> float:
        if row.kind == NOTE:
            return max(5.0, self.text_h(self.fonts.note, row.label, self.block_w - 3) + 1.6)
        label_h = self.text_h(self.fonts.bold if row.kind == TOTAL else self.fonts.body, row.label,
                              self.label_w - 3) + 1.6
        cells = [self.cell_h(format_value(row.cell(c, k)), k) + 1.6
                 for c in range(self.ncol) for k in range(self.nsub) if format_value(row.cell(c, k))]
        return max([self.row_h, label_h] + cells)

    def cell_h(self, text: str, k: int) -> float:
        """The height a cell's text takes in sub-column ``k`` (in the cells' widest font)."""
        lines = self.cell_lines(text, k, self.fonts.bold)
        if lines is None:
            return self.text_h(self.fonts.bold, text, self.cell_inner(k))
        return self.text_h(self.fonts.bold, "\n".join(lines), self.cell_inner(k), 0)


# ----- painting -------------------------------------------------------------------------------
def paint_sheets(painter: QPainter, device: Any, sheets: Sequence[ScoreSheet], size: Any = None,
                 first_page_ready: bool = False) -> int:
    """Paint ``sheets`` on ``device`` (a QPdfWriter or QPrinter whose painter is ``painter``),
    each sheet starting on a new page, the pages numbered through the document (the blank Court
    Whist cards, one a player, each said "Page 1 of 1": s30 t2). Returns the number of pages
    painted."""
    if size is None:
        size = QPageSize.PageSizeId.A4
    fitted = [_fit(sheet, size, device) for sheet in sheets]
    total = sum(len(pages) for _, pages in fitted)
    count = 0
    for layout, pages in fitted:
        for page in pages:
            if count or not first_page_ready:
                _set_page(device, size, page.landscape, keep_size=True)
                device.newPage()
            count += 1
            layout.number(page, count, total)
            _paint_page(painter, layout, page)
    return count


def _paint_page(painter: QPainter, layout: _Layout, page: _Page) -> None:
    px = layout.px
    painter.save()
    painter.scale(px, px)  # from here on: millimetres (fonts are scaled back below)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for item in page.items:
        getattr(_Painter, item.kind)(painter, layout, item)
    painter.restore()


def _pen(width_mm: float, color: QColor = GRID) -> QPen:
    pen = QPen(color)
    pen.setWidthF(width_mm)
    return pen


class _Painter:
    """Drawing of each kind of item; coordinates in mm (the painter is scaled)."""

    @staticmethod
    def text(painter: QPainter, layout: _Layout, item: _Item) -> None:
        text, font = item.data
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
        _draw_text(painter, layout, QRectF(item.x, item.y, item.w, item.h), flags, text, font, INK)

    @staticmethod
    def header(painter: QPainter, layout: _Layout, item: _Item) -> None:
        s = layout.sheet
        f = layout.fonts
        y = item.y
        th = layout.text_h(f.title, s.title, item.w)
        _draw_text(painter, layout, QRectF(item.x, y, item.w, th), int(Qt.AlignmentFlag.AlignLeft), s.title, f.title)
        y += th + 1.5
        for text, font in item.data:
            h = layout.text_h(font, text, item.w)
            _draw_text(painter, layout, QRectF(item.x, y, item.w, h),
                       int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap), text, font)
            y += h + 0.8
        painter.setPen(_pen(0.5, INK))
        painter.drawLine(QPointF(item.x, item.y + item.h - 1.8), QPointF(item.x + item.w, item.y + item.h - 1.8))

    @staticmethod
    def colhead(painter: QPainter, layout: _Layout, item: _Item) -> None:
        s = layout.sheet
        f = layout.fonts
        top_h = item.h - layout.sub_head_h
        leaders = set(s.leaders())
        painter.setPen(_pen(0.3))
        painter.setBrush(HEADER_FILL)
        painter.drawRect(QRectF(item.x, item.y, item.w, item.h))
        x = item.x + layout.label_w
        for c, name in enumerate(s.columns or ("",)):
            w = layout.player_w
            rect = QRectF(x, item.y, w, top_h)
            if c in leaders:
                painter.setBrush(WINNER_FILL)
                painter.drawRect(rect)
            layout.paint_name(painter, rect, name)
            if layout.nsub > 1:
                for k, sub in enumerate(s.sub_columns):
                    sub_rect = QRectF(item.x + layout.cell_x(c, k), item.y + top_h, layout.sub_w[k], item.h - top_h)
                    _draw_text(painter, layout, sub_rect.adjusted(0.5, 0, -0.5, 0),
                               int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), sub,
                               layout.sub_font(), color=MUTED, elide=True)
            x += w
        _grid(painter, layout, item, top_h)

    @staticmethod
    def section(painter: QPainter, layout: _Layout, item: _Item) -> None:
        f = layout.fonts
        painter.setPen(_pen(0.35))
        painter.setBrush(SECTION_FILL)
        painter.drawRect(QRectF(item.x, item.y, item.w, item.h))
        # the title across the block where its cells are empty (Court Whist's "Game 1 – Coronation
        # – Partners" read "Game 1 – Coronation – …" beside five players' Score and Total)
        width = layout.label_w - 2 if layout.sheet.section_headers else item.w - 3
        _draw_text(painter, layout, QRectF(item.x + 1.5, item.y, width, item.h),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), item.data, f.bold, elide=True)
        if layout.sheet.section_headers:
            _sub_labels(painter, layout, item, f.bold)

    @staticmethod
    def row(painter: QPainter, layout: _Layout, item: _Item) -> None:
        row, shaded = item.data
        f = layout.fonts
        rect = QRectF(item.x, item.y, item.w, item.h)
        painter.setPen(Qt.PenStyle.NoPen)
        if row.kind == TOTAL:
            painter.setBrush(TOTAL_FILL)
            painter.drawRect(rect)
        elif row.kind == ROUND and shaded:
            painter.setBrush(ZEBRA_FILL)
            painter.drawRect(rect)
        if row.kind == NOTE:
            _draw_text(painter, layout, rect.adjusted(1.5, 0, -1.5, 0),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap),
                       row.label, f.note, color=MUTED)
            painter.setPen(_pen(0.3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
            return
        font = f.bold if row.kind == TOTAL else f.body
        _draw_text(painter, layout, QRectF(item.x + 1.5, item.y, layout.label_w - 3, item.h),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap),
                   row.label, font)
        marked = set(row.marked)
        for c in range(layout.ncol):
            for k in range(layout.nsub):
                cell = QRectF(item.x + layout.cell_x(c, k), item.y, layout.sub_w[k], item.h)
                if c in marked:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(MARK_FILL)
                    painter.drawRect(cell)
                text = format_value(row.cell(c, k))
                if text:
                    bold = row.kind == TOTAL or (layout.nsub > 1 and k == layout.nsub - 1) or c in marked
                    font = f.bold if bold else f.body
                    lines = layout.cell_lines(text, k, font)
                    _draw_text(painter, layout, cell.adjusted(0.5, 0, -0.5, 0),
                               int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                               text if lines is None else "\n".join(lines), font)
        _grid(painter, layout, item, 0.0, heavy_top=row.kind == TOTAL)

    @staticmethod
    def totals(painter: QPainter, layout: _Layout, item: _Item) -> None:
        s = layout.sheet
        f = layout.fonts
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TOTAL_FILL)
        painter.drawRect(QRectF(item.x, item.y, item.w, item.h))
        _draw_text(painter, layout, QRectF(item.x + 1.5, item.y, layout.label_w - 3, item.h),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap),
                   s.total_label, f.head)
        winners = set(s.winners) or set(s.leaders())
        for c in range(layout.ncol):
            rect = QRectF(item.x + layout.cell_x(c), item.y, layout.player_w, item.h)
            if c in winners:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(WINNER_FILL)
                painter.drawRect(rect)
            if c < len(s.totals):
                _draw_text(painter, layout, rect, int(Qt.AlignmentFlag.AlignCenter),
                           format_value(s.totals[c]), f.head)
        painter.setPen(_pen(0.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(item.x, item.y, item.w, item.h))
        x = item.x + layout.label_w
        for c in range(layout.ncol):
            painter.setPen(_pen(0.45 if c else 0.3))
            painter.drawLine(QPointF(x, item.y), QPointF(x, item.y + item.h))
            x += layout.player_w
        painter.setPen(_pen(0.7, INK))
        painter.drawLine(QPointF(item.x, item.y), QPointF(item.x + item.w, item.y))

    @staticmethod
    def footer(painter: QPainter, layout: _Layout, item: _Item) -> None:
        number, total = item.data
        s = layout.sheet
        left = f"{s.title}" + (f" – {when(s)}" if s.date else "")
        _draw_text(painter, layout, QRectF(item.x, item.y, item.w, item.h),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), left, layout.fonts.small, color=MUTED)
        _draw_text(painter, layout, QRectF(item.x, item.y, item.w, item.h),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                   f"Page {number} of {total}   ·   Card Table", layout.fonts.small, color=MUTED)


def _sub_labels(painter: QPainter, layout: _Layout, item: _Item, font: QFont) -> None:
    for c in range(layout.ncol):
        for k, sub in enumerate(layout.sheet.sub_columns):
            rect = QRectF(item.x + layout.cell_x(c, k), item.y, layout.sub_w[k], item.h)
            _draw_text(painter, layout, rect, int(Qt.AlignmentFlag.AlignCenter), sub, font, elide=True)
    _grid(painter, layout, item, 0.0)


def _grid(painter: QPainter, layout: _Layout, item: _Item, split: float, heavy_top: bool = False) -> None:
    """The cell lines of one row band: outline, the label column, thin lines between
    sub-columns (below ``split`` mm), heavier lines between players."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(0.3))
    painter.drawRect(QRectF(item.x, item.y, item.w, item.h))
    x0 = item.x + layout.label_w
    for c in range(layout.ncol):
        x = item.x + layout.cell_x(c)
        painter.setPen(_pen(0.45 if c else 0.3))
        painter.drawLine(QPointF(x, item.y), QPointF(x, item.y + item.h))
        painter.setPen(_pen(0.15))
        for k in range(1, layout.nsub):
            xs = item.x + layout.cell_x(c, k)
            painter.drawLine(QPointF(xs, item.y + split), QPointF(xs, item.y + item.h))
    if split:
        painter.setPen(_pen(0.15))
        painter.drawLine(QPointF(x0, item.y + split), QPointF(item.x + item.w, item.y + split))
    if heavy_top:
        painter.setPen(_pen(0.6, INK))
        painter.drawLine(QPointF(item.x, item.y), QPointF(item.x + item.w, item.y))


def _draw_text(painter: QPainter, layout: _Layout, rect: QRectF, flags: int, text: str, font: QFont,
               color: QColor = INK, elide: bool = False) -> None:
    """Text in a rectangle given in mm. Fonts are sized for the device, so the text is drawn
    with the mm scaling undone."""
    px = layout.px
    painter.save()
    painter.scale(1 / px, 1 / px)
    painter.setFont(font)
    painter.setPen(color)
    r = QRectF(rect.x() * px, rect.y() * px, rect.width() * px, rect.height() * px)
    text = keep_card_names(text)
    if elide:
        fm = QFontMetricsF(font, layout.device)
        if not flags & int(Qt.TextFlag.TextWordWrap):
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, r.width())
        else:  # wrapped: only a word too long for a line is cut
            text = " ".join(fm.elidedText(word, Qt.TextElideMode.ElideRight, r.width()) for word in text.split(" "))
    painter.drawText(r, flags, text)
    painter.restore()


def ends_in_totals(sheet: ScoreSheet) -> bool:
    """Whether the sheet's last row is a total row that holds every column's total alone, in its
    last sub-column (the Court Whist card's "Grand Total"): no "Total" line is printed under it.
    A finished Court Whist game, and every Court Whist Evening card, printed the grand total
    twice, the card's own row and a "Total" line the same. (A last row with more in it, Gin
    Rummy's "Games won", is no grand total: the line under it adds the games up.)"""
    rows = sheet.rows
    if not sheet.totals or not rows or rows[-1].kind != TOTAL:
        return False
    last = max(0, len(sheet.sub_columns) - 1)
    row = rows[-1]
    return (all(row.cell(c, k) is None for c in range(len(sheet.totals)) for k in range(last))
            and [row.cell(c, last) for c in range(len(sheet.totals))] == list(sheet.totals))


def page_count(sheets: ScoreSheet | Sequence[ScoreSheet], page_size: str = "A4") -> int:
    """How many pages the sheet(s) take (for tests and the dialog)."""
    ensure_app()
    size = page_size_id(page_size)
    writer = QPdfWriter(os.devnull)
    writer.setResolution(RESOLUTION)
    return sum(len(_fit(s, size, writer)[1]) for s in _as_list(sheets))


def _fit(sheet: ScoreSheet, size: Any, device: Any) -> tuple[_Layout, list[_Page]]:
    """Lay the sheet out (:func:`_fit_as_is`), every word of its cells whole (:func:`_cells_whole`)."""
    return _fit_as_is(_cells_whole(sheet, size, device), size, device)


def _fit_as_is(sheet: ScoreSheet, size: Any, device: Any) -> tuple[_Layout, list[_Page]]:
    """Lay the sheet out as it is; a sheet that just misses one page gets shorter rows, and then
    smaller text down to :data:`FIT_FLOOR_PT`, rather than a second page (Oh Hell!'s nineteen
    rounds ran onto a second page holding two rows and the totals: s36 t4 #6). A blank sheet
    that just misses one page (the Court Whist card on Letter paper) gets slightly shorter rows
    rather than a second page, and so does a sheet whose last page would hold only its notes
    (the Gin Rummy tournament's worksheet, 14 rows to the footer: its notes went alone onto a
    page of their own, away from the table)."""
    layout = _Layout(sheet, size, device, _fonts_for(sheet))
    pages = layout.run()
    if len(pages) > 1 and not sheet.blank:
        one = _on_one_page(sheet, size, device)
        if one is not None:
            return one
    if len(pages) > 1 and (sheet.blank or _only_notes(pages[-1])):
        for factor in (0.95, 0.9, 0.85, 0.8):
            trial = _Layout(sheet, size, device, _fonts_for(sheet))
            trial.row_h = sheet.row_height_mm * factor
            trial_pages = trial.run()
            if len(trial_pages) < len(pages):
                return trial, trial_pages
    if len(pages) > 1 and _only_notes(pages[-1]):
        # rows as tall as their wrapped names (the worksheet's pairings) shrink only with
        # their text: a size or so smaller, never below 8 points
        for factor in (0.95, 0.9):
            smaller = replace(sheet, font_pt=max(8.0, sheet.font_pt * factor))
            trial = _Layout(smaller, size, device, _fonts_for(smaller))
            trial_pages = trial.run()
            if len(trial_pages) < len(pages):
                return trial, trial_pages
    return layout, pages


def _cells_whole(sheet: ScoreSheet, size: Any, device: Any) -> ScoreSheet:
    """The sheet as it is where every word of its cells fits its cell; else, of these, the
    first at which every word fits on the fewest pages: turned landscape (where it may choose)
    at its size or a size or so smaller, then smaller text down to :data:`NAME_FLOOR_PT`,
    portrait, then landscape.
    The Gin Rummy worksheet with eight tables printed "Bartholo…" in a portrait page's columns
    of 20 mm and broke "Christopher v Dominique" over three lines (s44 t2 #3); landscape, each
    has 31 mm. Where no size fits, the smallest: a word too wide is broken between its letters
    there (:meth:`_Layout.cell_lines`), never cut."""
    def cut(trial: ScoreSheet) -> bool:
        return _Layout(trial, size, device, _fonts_for(trial)).words_cut()

    if not cut(sheet):
        return sheet
    turn = sheet.landscape is None and not _landscape(sheet, size)
    sizes = [sheet.font_pt - 0.5 * i for i in range(int((sheet.font_pt - NAME_FLOOR_PT) / 0.5) + 1)]
    turned = [replace(sheet, landscape=True, font_pt=p) for p in sizes] if turn else []
    tries = turned[:3] + [replace(sheet, font_pt=p) for p in sizes[1:]] + turned[3:]
    best: tuple[int, ScoreSheet] | None = None
    for trial in tries:
        if cut(trial):
            continue
        pages = len(_fit_as_is(trial, size, device)[1])
        if best is None or pages < best[0]:
            best = (pages, trial)
        if pages == 1:
            break
    return best[1] if best is not None else tries[-1] if tries else sheet


def _on_one_page(sheet: ScoreSheet, size: Any, device: Any) -> tuple[_Layout, list[_Page]] | None:
    """The sheet on one page with shorter rows (down to what their text needs), then smaller
    text (down to :data:`FIT_FLOOR_PT`), the least change that does it; None where even the
    smallest does not (a long game flows onto more pages, its heading on each)."""
    floor = min(sheet.font_pt, FIT_FLOOR_PT)
    tries = [(sheet.font_pt, factor) for factor in (0.95, 0.9, 0.85, 0.8, 0.75)]
    points = sheet.font_pt
    while points - 0.5 >= floor:
        points -= 0.5
        tries.append((points, 0.75))
    if not tries:
        return None

    def laid(points: float, factor: float) -> tuple[_Layout, list[_Page]]:
        smaller = sheet if points == sheet.font_pt else replace(sheet, font_pt=points)
        trial = _Layout(smaller, size, device, _fonts_for(smaller))
        trial.row_h = sheet.row_height_mm * factor
        return trial, trial.run()

    if len(laid(*tries[-1])[1]) > 1:  # (not even the smallest: no need to try the rest)
        return None
    for points, factor in tries:
        trial, pages = laid(points, factor)
        if len(pages) == 1:
            return trial, pages
    return None


def _only_notes(page: _Page) -> bool:
    """The page holds the heading and text under the table, nothing of the table itself."""
    return all(item.kind in ("header", "text") for item in page.items)

