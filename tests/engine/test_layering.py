"""engine/ is pure rules: nothing under it may import textual or tui."""
import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).parents[2] / "engine"


def test_no_engine_module_imports_the_ui():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.relative_to(ENGINE)}: {n}" for n in names
                          if n.split(".")[0] in ("textual", "tui", "rich")]
    assert offenders == []


def test_importing_every_game_loads_no_ui_module():
    code = ("import sys, engine.registry as r, engine.core.logfile; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'tui')]; "
            "print(bad); sys.exit(1 if bad or not r.GAMES else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
