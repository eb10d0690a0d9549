"""The computer players are plain Python: importing them (and the worker) never loads Qt."""

import subprocess
import sys


def test_ai_imports_with_qt_blocked():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6') or name.startswith('cardtable.gui'):\n"
        "            raise ImportError('blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import cardtable.ai, cardtable.ai.agents, cardtable.ai.heuristics, cardtable.ai.infoset, cardtable.ai.service\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
