"""The rule engines, models and store are plain Python: importing them must never load Qt."""

import pkgutil
import subprocess
import sys

import cardtable.core
import cardtable.games
import cardtable.store
import cardtable.play


def plain_modules():
    names = ["cardtable.cli", "cardtable.resources"]
    for pkg in (cardtable.core, cardtable.games, cardtable.store, cardtable.play):
        names.append(pkg.__name__)
        names += [f"{pkg.__name__}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]
    return names


def test_core_games_and_store_import_with_qt_blocked():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib\n"
        f"for name in {plain_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "from cardtable.games import catalogue\n"
        "catalogue()\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
