"""Entry script of the PyInstaller bundle: the same as the ``cardtable`` command.

``freeze_support()`` comes first: the computer players think in a worker process started with
``spawn``, which in a frozen bundle runs this same executable with multiprocessing's own
arguments; ``freeze_support`` recognises them, runs the worker and exits, so the child never
reaches the command line (or opens a second window).
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from cardtable.cli import main

    raise SystemExit(main())
