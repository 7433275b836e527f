"""Scenes: title, game select, lobby, one table scene per game, pause, results, party, attract."""
