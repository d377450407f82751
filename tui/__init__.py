"""Rewind's Textual front end. It reads state and submits moves; it never changes state."""
