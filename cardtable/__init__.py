"""Card Table: a family's card and board games on one laptop."""

#: The one place the version is written: pyproject.toml reads it from here (``dynamic``), saves
#: record it (``app_version``), ``cardtable --version`` and Help > About show it.
__version__ = "0.4.0"
