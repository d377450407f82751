"""Chronocritters' boards for tui/screens/chronocritters.py, each one Line-API widget:
canvas.py (the base), table.py (disc, action spots, dam, offers, others), player.py.
Imported by module, so the app starts without loading the game (only canvas.py is engine-free)."""
