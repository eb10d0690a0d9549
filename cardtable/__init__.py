"""Card Table: a family's card and board games on one laptop."""

__version__ = "0.1.0"
