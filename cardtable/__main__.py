import sys

if __name__ == "__main__":
    # The computer players' worker process (spawn): in a frozen bundle the child runs this
    # entry point again, and freeze_support runs the worker instead of the app. Only a frozen
    # bundle needs it, and importing multiprocessing costs some 20 ms before the first paint.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()

    from .cli import main

    raise SystemExit(main())
