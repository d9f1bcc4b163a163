"""The `riftsim` command's entry point. A Ctrl-C while the command's modules are still
loading ends it with status 130 and one line, not a traceback; once `riftsim.cli.main` runs,
its own handling takes over (the first Ctrl-C stops the run and reports what finished)."""

from __future__ import annotations

import os
import signal
import sys


def _loading(signum, frame) -> None:
    """Ctrl-C before any work started: nothing to keep, leave at once."""
    sys.stderr.write(("\n" if sys.stderr.isatty() else "") + "riftsim: interrupted\n")
    sys.stderr.flush()
    os._exit(130)


def main() -> int:
    try:
        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:   # (a background job of a
            signal.signal(signal.SIGINT, _loading)                  # script ignores it)
    except ValueError:                   # not the main thread
        pass
    from riftsim.cli import main as cli_main

    return cli_main()                    # (it replaces the handler once its command is read)
