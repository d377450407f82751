"""Rewind's rules engine: pure Python, never imports anything that draws."""
