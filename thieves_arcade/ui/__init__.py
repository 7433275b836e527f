"""Shared UI: theme (palette, fonts), scene stack, widgets, tweens, text and sprite caches, level layout."""
