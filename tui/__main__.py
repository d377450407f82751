"""`python -m tui` and the `rewind` command (pyproject's script): ctrl+c while the command's
modules load or its arguments are read is a clean exit too (the script imported tui.cli before
any handler ran, and a traceback came out: an audit)."""


def run() -> int:
    try:
        from tui.cli import main

        return main()
    except KeyboardInterrupt:  # before a command's own handler (loading, reading arguments)
        import sys

        print("rewind: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(run())
