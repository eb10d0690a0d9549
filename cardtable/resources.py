"""Where the art (``assets/``) and the Qt Designer forms (``ui/``) are at run time.

In a source checkout they sit at the top of the repository; an installed wheel carries them as
``cardtable/assets`` and ``cardtable/ui`` (pyproject maps them there); a PyInstaller bundle puts
them under its unpack folder. One function resolves the base path once for all three cases.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def base_dir(kind: str) -> Path:
    """The folder holding ``kind`` ("assets" or "ui")."""
    candidates = [_PACKAGE / kind, _PACKAGE.parent / kind]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates += [Path(bundle) / "cardtable" / kind, Path(bundle) / kind]
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(f"Card Table's {kind} folder is missing (looked in {', '.join(map(str, candidates))})")


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, e.g. ``asset_path("rules", "crazy_eights.html")``."""
    return base_dir("assets").joinpath(*parts)


#: Where a rules page takes a piece that every page says alike (``common/NAME.html``).
_COMMON = re.compile(r"<!-- (\w+): assets/rules/common/\1\.html -->")


def rules_html(page: str) -> str:
    """A game's rules page (``assets/rules/PAGE``) as shown, the pieces every page shares (what
    Undo takes back) put in. Raises ``OSError`` if the page is missing."""
    text = asset_path("rules", page).read_text(encoding="utf-8")
    return _COMMON.sub(lambda m: asset_path("rules", "common", m.group(1) + ".html").read_text(encoding="utf-8").strip(),
                       text)


def ui_path(name: str) -> Path:
    """A Qt Designer form under ``ui/``, e.g. ``ui_path("new_game.ui")``."""
    return base_dir("ui") / name
