"""Restart's boards and panels (tui/screens/restart.py composes them): each is one Line-API
widget (panel.RestartPanel) shown a view and the keys that are legal now."""
from tui.widgets.restart.cards import HandPanel, TablePanel
from tui.widgets.restart.chaos import ChaosPanel
from tui.widgets.restart.dystopias import panel_for
from tui.widgets.restart.grid import SpacetimeGrid
from tui.widgets.restart.mind import MindPanel
from tui.widgets.restart.others import OthersPanel
from tui.widgets.restart.panel import RestartPanel

__all__ = ["ChaosPanel", "HandPanel", "MindPanel", "OthersPanel", "RestartPanel", "SpacetimeGrid", "TablePanel",
           "panel_for"]
