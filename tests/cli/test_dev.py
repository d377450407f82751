"""dev.py: the environment is installed once per pyproject.toml, and a failed set-up is one
line, not a traceback (every start reinstalled, which needed the network)."""
import importlib.util
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def dev(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("dev_under_test", ROOT / "dev.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("")
    monkeypatch.setattr(module, "PYTHON", python)
    monkeypatch.setattr(module, "STAMPS", tmp_path / ".venv" / "rewind-installed")
    monkeypatch.setattr(module, "has_pip", lambda: True)
    module.calls = []
    monkeypatch.setattr(module, "run", lambda *args: module.calls.append(args))
    return module


def test_the_project_is_installed_once_per_pyproject(dev):
    dev.ensure_env("")
    dev.ensure_env("")
    assert len(dev.calls) == 1
    dev.ensure_env("[test]")  # the test tools: one more install
    dev.ensure_env("[test]")
    dev.ensure_env("")  # the game needs nothing [test] did not install
    assert [call[-1] for call in dev.calls] == [".", ".[test]"]


def test_a_failed_set_up_is_said_in_one_line(dev, monkeypatch, capsys):
    def offline(*args):
        raise subprocess.CalledProcessError(1, ["pip", "install"])
    monkeypatch.setattr(dev, "run", offline)
    assert dev.main(["play", "--version"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("dev.py: setting up ") and "package index" in err and len(err.splitlines()) == 1
