"""The application's identity for the desktop: its icon, and the id its desktop entry and
AppStream metadata carry (packaging/io.github.cardtable.CardTable.*).

The icon is drawn for this app in assets/icons/cardtable.svg; the PNG sizes beside it are
rendered from it by packaging/render_icons.py. Call :func:`apply_app_identity` once, right after
the QApplication is made: it sets the window icon every window inherits and the desktop file
name, by which Wayland compositors and task bars match the window to its menu entry and icon.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon

from ..resources import asset_path

APP_ID = "io.github.cardtable.CardTable"
"""Reverse-DNS id: the desktop entry's file name, the AppStream id and the themed icon name."""

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


@lru_cache(maxsize=1)
def app_icon() -> QIcon:
    """Card Table's icon: the drawn PNG sizes, with the SVG for any size in between."""
    icon = QIcon()
    for size in ICON_SIZES:
        png = asset_path("icons", f"cardtable-{size}.png")
        if png.is_file():
            icon.addFile(str(png), QSize(size, size))
    svg = asset_path("icons", "cardtable.svg")
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def apply_app_identity(app: QGuiApplication) -> None:
    """Give the running application its icon and desktop id (see the module docstring)."""
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
