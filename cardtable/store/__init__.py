"""Saves, autosave, backups and schema versions (plain Python, no Qt)."""

from .saves import SaveError, SaveStore, SaveSummary, data_dir

__all__ = ["SaveError", "SaveStore", "SaveSummary", "data_dir"]
