"""Save the whole X screen ($DISPLAY) as a PNG: ``python grab_screen.py out.png``.

Used by packaging/screenshot-bundle under Xvfb, where no screenshot tool is needed: Qt's xcb
platform grabs the root window. Exits 1 if the screen is empty (one colour), i.e. nothing drew.
"""

import sys

from PySide6.QtGui import QGuiApplication

app = QGuiApplication(sys.argv[:1] + ["-platform", "xcb"])
shot = QGuiApplication.primaryScreen().grabWindow(0)
if not shot.save(sys.argv[1], "PNG"):
    sys.exit(f"could not write {sys.argv[1]}")
image = shot.toImage()
colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
print(f"{sys.argv[1]}: {image.width()}x{image.height()}, {len(colours)} colours sampled")
sys.exit(0 if len(colours) > 1 else 1)
