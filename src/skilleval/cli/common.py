"""What every command shares: the group, one-line errors, terminal-safe text."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar, cast

import click

from skilleval import __version__
from skilleval.errors import EXIT_INTERNAL, SkillEvalError

DEFAULT_CONCURRENCY = 16
"""Requests in flight (one default for the CLI and the Python API: RunOptions)."""

F = TypeVar("F", bound=Callable[..., Any])

SEVERITIES = ("HIGH", "MEDIUM", "LOW", "INFO")


def terminal(text: str) -> str:
    """``text`` on one line without control characters (a skill name or server message
    cannot move the cursor, clear the screen or retitle the terminal)."""
    from skilleval.loading.textfile import printable

    return printable(text)


def handle_errors(func: F) -> F:
    """Turn SkillEvalError (and unexpected errors without --debug) into one line + exit code."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        debug = bool(ctx.find_root().params.get("debug"))
        try:
            return func(*args, **kwargs)
        except SkillEvalError as exc:
            if debug:
                raise
            click.echo(f"error: {terminal(str(exc))}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt):
            raise
        except BrokenPipeError:
            # The reader went away (`skilleval lint ... | head`): stop quietly, and keep
            # the interpreter from failing again when it flushes stdout at exit.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(1)
        except Exception as exc:  # noqa: BLE001 - last line of defence for the user
            if debug:
                raise
            click.echo(
                f"internal error: {type(exc).__name__}: {exc} (a skilleval bug, not your "
                "input; rerun with --debug for the traceback and report it)",
                err=True,
            )
            sys.exit(EXIT_INTERNAL)

    return cast(F, wrapper)


FORMAT_OPTION = click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"], case_sensitive=False),
    default="text",
    show_default=True,
)
"""``--format text|json``, the same on every command that prints results."""


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="skilleval")
@click.option("--debug", is_flag=True, help="Show tracebacks instead of one-line errors.")
def cli(debug: bool) -> None:
    """Evaluate agent skills: lint, run with and without the skill, grade, report, gate.

    Exit codes: 0 pass, 1 failed (findings, grades, verdicts or gates), 2 input, usage or
    output error, 3 run incomplete (more errors than --max-errors), 4 internal error.
    """
