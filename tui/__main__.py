try:
    from tui.cli import main

    code = main()
except KeyboardInterrupt:  # ctrl+c before a command's own handler (loading, reading arguments)
    import sys

    print("rewind: interrupted", file=sys.stderr)
    code = 130
raise SystemExit(code)
