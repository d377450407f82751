"""Set-up and run in one command, on any machine with python3 >= 3.11 (Debian/Ubuntu's system
Python included, which refuses a global `pip install`): a virtual environment in .venv, the
project installed into it (editable), then the game or the tests.

    python3 dev.py play [ARGS]     # the game (ARGS go to `rewind`, e.g. `replay FILE`)
    python3 dev.py test [ARGS]     # the test suite (ARGS go to pytest, e.g. `-m slow`)

Where the system Python has no `ensurepip` (Debian without python3-venv), the environment is
made without pip and pip is brought in from the system's pip or, failing that, from PyPI.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMPS = VENV / "rewind-installed"  # one line per install made: stamp(extra)


def run(*args: str | Path) -> None:
    subprocess.run([str(a) for a in args], check=True, cwd=ROOT)


def has_pip() -> bool:
    return subprocess.run([PYTHON, "-m", "pip", "--version"], capture_output=True).returncode == 0


def bring_pip() -> None:
    """pip for a venv made without it: the system's pip if there is one, else pip's wheel."""
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode == 0:
        run(sys.executable, "-m", "pip", "--python", PYTHON, "install", "-q", "pip")
    else:
        pip_from_pypi()


def pip_from_pypi() -> None:
    index = urllib.request.urlopen("https://pypi.org/simple/pip/").read().decode()
    url = [part.split('"')[0] for part in index.split('href="')[1:] if ".whl" in part.split('"')[0]][-1]
    url = url.split("#")[0]
    wheel = VENV / url.rsplit("/", 1)[1]  # pip installs a wheel only under its own file name
    wheel.write_bytes(urllib.request.urlopen(url).read())
    run(PYTHON, wheel / "pip", "install", "-q", wheel)  # a pip wheel runs as a zip archive


def stamp(extra: str) -> str:
    """What an install of `extra` was made from: pyproject.toml (the code is installed editable)."""
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extra.encode()).hexdigest()


def ensure_env(extra: str) -> None:
    """The environment, installed once per pyproject.toml (every start reinstalled, which
    needed the network each time: offline, the game would not start)."""
    done = set(STAMPS.read_text().split()) if STAMPS.exists() else set()
    if PYTHON.exists() and (stamp(extra) in done or not extra and stamp("[test]") in done):
        return
    if not PYTHON.exists():
        try:
            venv.create(VENV, with_pip=True)
        except subprocess.CalledProcessError:  # no ensurepip on this system
            venv.create(VENV, with_pip=False, clear=True)
    if not has_pip():
        bring_pip()
    run(PYTHON, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", f".{extra}")
    STAMPS.write_text("\n".join(done | {stamp(extra)}) + "\n")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__.strip().split("\n\n")[1])
        return 2
    command, rest = argv[0], argv[1:]
    if sys.version_info < (3, 11):
        print("Rewind needs Python 3.11 or newer")
        return 2
    try:
        ensure_env("[test]" if command == "test" else "")
    except (subprocess.CalledProcessError, OSError) as exc:
        print(f"dev.py: setting up {VENV} failed ({exc}); pip needs the package index the first "
              "time (and after pyproject.toml changes)", file=sys.stderr)
        return 1
    if command == "play":
        return subprocess.run([str(PYTHON), "-m", "tui", *rest], cwd=ROOT).returncode
    env = test_env()
    precompile(env)
    return subprocess.run([str(PYTHON), "-m", "pytest", *rest], cwd=ROOT, env=env).returncode


def test_env() -> dict[str, str]:
    """The tests keep compiled modules under .venv/pycache even where PYTHONDONTWRITEBYTECODE
    is set: each pytest worker and each `rewind` the tests start compiled every module again
    (about 20 s of a 5-minute run on two cores). The source tree stays clean."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return env | {"PYTHONPYCACHEPREFIX": str(VENV / "pycache")}


def precompile(env: dict[str, str]) -> None:
    """Every module compiled once, on every core, before pytest starts its workers: in a fresh
    .venv the three workers each compiled the same modules at once (a clean clone's run took
    about 15 s longer than the next). Nothing to do once compiled (under a second)."""
    site = subprocess.run([PYTHON, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, env=env).stdout.strip()
    subprocess.run([PYTHON, "-m", "compileall", "-q", "-j", "0", "engine", "tui", "tests", "benchmarks", site],
                   cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
