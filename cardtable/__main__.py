import multiprocessing

if __name__ == "__main__":
    # The computer players' worker process (spawn): in a frozen bundle the child runs this
    # entry point again, and freeze_support runs the worker instead of the app (a no-op otherwise).
    multiprocessing.freeze_support()

    from .cli import main

    raise SystemExit(main())
