"""Render the application icon's PNG sizes from assets/icons/cardtable.svg.

    python packaging/render_icons.py                      # writes assets/icons/cardtable-<size>.png
    python packaging/render_icons.py --preview out.png    # and an enlarged side-by-side preview

Uses Qt's own SVG renderer (QtSvg, part of PySide6-Essentials) offscreen, so no other tool is
needed and the PNGs look exactly like the SVG does inside the app. Run it again after editing
the SVG, and commit the PNGs.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "cardtable.svg"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def preview(images: dict[int, QImage], path: Path) -> None:
    """Each size shown at 128 px (small ones with hard pixels), on a light and a dark strip."""
    cell = 136
    sheet = QImage(cell * len(images), cell * 2, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(Qt.GlobalColor.white)
    painter = QPainter(sheet)
    painter.fillRect(0, cell, sheet.width(), cell, Qt.GlobalColor.darkGray)
    for i, (size, image) in enumerate(images.items()):
        mode = (Qt.TransformationMode.FastTransformation if size < 128
                else Qt.TransformationMode.SmoothTransformation)
        big = image.scaled(128, 128, Qt.AspectRatioMode.KeepAspectRatio, mode)
        painter.drawImage(i * cell + 4, 4, big)
        painter.drawImage(i * cell + 4, cell + 4, big)
    painter.end()
    sheet.save(str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also write an enlarged side-by-side preview here")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (image I/O plugins)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG} is not an SVG Qt can render", file=sys.stderr)
        return 1
    images = {}
    for size in SIZES:
        images[size] = render(renderer, size)
        out = SVG.with_name(f"cardtable-{size}.png")
        if not images[size].save(str(out), "PNG"):
            print(f"could not write {out}", file=sys.stderr)
            return 1
        print(f"wrote {out.relative_to(ROOT)}")
    if args.preview:
        preview(images, args.preview)
        print(f"wrote {args.preview}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
