"""``Qt``, the Qt namespace, built on first use rather than at import.

PySide6 builds the Qt namespace's Python enums (some 90 enum classes) the first time
``PySide6.QtCore.Qt`` is reached: about 9 ms, a tenth of the window's first paint. The modules
on the start-up path (the main window, the start screen) write ``Qt.PlainText`` as usual with
this stand-in, and keep ``Qt`` out of what runs before the first paint, so the namespace is
built after it, when a value is first needed.
"""

from __future__ import annotations

from typing import Any


class _LazyQt:
    """Looks up every name on ``PySide6.QtCore.Qt``, importing it on the first look-up."""

    def __getattr__(self, name: str) -> Any:
        from PySide6.QtCore import Qt as real

        return getattr(real, name)

    def __repr__(self) -> str:
        return "<PySide6.QtCore.Qt, built on first use>"


Qt: Any = _LazyQt()
