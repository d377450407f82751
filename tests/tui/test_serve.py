"""`rewind serve` serves the app to a browser: started on a free local port, the page loads."""
from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_rewind_serve_answers_with_the_app_page(tmp_path):
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "tui", "serve", "--host", "127.0.0.1",
                               "--port", str(port)], cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        page = ""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not page:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as reply:
                    page = reply.read().decode()
            except OSError:
                assert server.poll() is None, server.stderr.read().decode()
                time.sleep(0.2)
        assert "Rewind" in page and f"ws://127.0.0.1:{port}/ws" in page  # the app's socket
    finally:
        server.terminate()
        server.wait(timeout=10)
