"""Command line: one small function per subcommand; expected errors become one clean line.

Heavy modules are imported inside the commands so ``skilleval --help`` starts fast. Each
module of this package registers its commands on the ``cli`` group.
"""

from __future__ import annotations

import sys

from skilleval.cli import calibrate, results, running, skills  # noqa: F401  (registers commands)
from skilleval.cli.common import DEFAULT_CONCURRENCY, cli

__all__ = ["DEFAULT_CONCURRENCY", "cli", "main"]


def main() -> None:
    # --debug is accepted anywhere on the command line, not only before the command.
    args = sys.argv[1:]
    if "--debug" in args[1:]:
        args = ["--debug", *[a for a in args if a != "--debug"]]
    cli(args=args, prog_name="skilleval")
