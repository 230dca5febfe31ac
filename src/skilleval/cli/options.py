"""Options shared by run, diff and merge, and how they become RunOptions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from skilleval.cli.common import (
    DEFAULT_CONCURRENCY,
    F,
)


def _default_cache() -> Path:
    import os

    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "skilleval" / "responses.sqlite"


def _parse_shard(value: str | None) -> tuple[int, int] | None:
    from skilleval.errors import InputError

    if not value:
        return None
    try:
        index, total = (int(part) for part in value.split("/"))
    except ValueError:
        raise InputError(f"--shard {value!r}: use i/n, e.g. 2/3") from None
    if not 1 <= index <= total:
        raise InputError(f"--shard {value!r}: i must be between 1 and n")
    return index, total


ARM_CHOICES = ("baseline", "skill", "discover")


def _parse_arms(arms: str | list[str]) -> tuple[str, ...]:
    from skilleval.errors import InputError

    chosen = tuple(
        a.strip().lower() for a in (arms.split(",") if isinstance(arms, str) else arms) if a.strip()
    )
    unknown = [a for a in chosen if a not in ARM_CHOICES]
    if unknown or not chosen:
        raise InputError(
            f"--arms: unknown arm(s) {', '.join(unknown) or '(none)'}; "
            f"choose from {', '.join(ARM_CHOICES)}"
        )
    return chosen


MODEL_OPTIONS = (
    click.option(
        "--model",
        "models",
        multiple=True,
        envvar="SKILLEVAL_MODEL",
        help="Model name (repeatable; env SKILLEVAL_MODEL). Default: the offline "
        "extractive responder.",
    ),
    click.option(
        "--base-url",
        envvar=["SKILLEVAL_BASE_URL", "OPENAI_BASE_URL"],
        help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1, or a preset: "
        "openai, nvidia, ollama, vllm, llamacpp (env SKILLEVAL_BASE_URL, OPENAI_BASE_URL).",
    ),
    click.option("--api-key-env", help="Env var holding the API key (default OPENAI_API_KEY)."),
    click.option("--attempts", type=click.IntRange(1, 100), default=1, show_default=True),
    click.option(
        "--concurrency",
        "-j",
        type=click.IntRange(1, 1024),
        default=DEFAULT_CONCURRENCY,
        show_default=True,
        help="Requests in flight per model at most; halved while the endpoint answers "
        "429s or times out, then grown back slowly.",
    ),
    click.option(
        "--jobs",
        type=click.IntRange(1, 256),
        default=None,
        help="Processes for the CPU work of local responders (extractive): default, the "
        "number of cores. Runs against endpoints wait rather than compute and use one.",
    ),
    click.option(
        "--rpm",
        type=click.FloatRange(min=0.1),
        help="Requests per minute per model at most (pace under a known quota).",
    ),
    click.option(
        "--tpm",
        type=click.FloatRange(min=1),
        help="Tokens per minute per model at most (prompt tokens estimated before a "
        "request is sent, completion tokens counted when it returns).",
    ),
    click.option(
        "--fixed-concurrency",
        is_flag=True,
        help="Keep --concurrency even when the endpoint pushes back.",
    ),
    click.option(
        "--cache",
        "cache_path",
        type=click.Path(dir_okay=False),
        help="Response cache (SQLite). Default: ~/.cache/skilleval/responses.sqlite.",
    ),
    click.option("--no-cache", is_flag=True, help="Do not read or write the response cache."),
    click.option(
        "--timeout", type=float, default=60.0, show_default=True, help="Seconds per request."
    ),
    click.option("--max-retries", type=click.IntRange(0, 20), default=4, show_default=True),
    click.option("--temperature", type=float, default=0.0, show_default=True),
    click.option("--max-tokens", type=int, default=1024, show_default=True),
    click.option("--seed", type=int, default=None),
    click.option("--quiet", is_flag=True, help="No progress line."),
    click.option(
        "--verbose",
        "-v",
        is_flag=True,
        help="Print each answer's verdict and failing checks as it finishes.",
    ),
)
"""Options shared by the commands that ask models (run, diff)."""


def model_options(func: F) -> F:
    """Add :data:`MODEL_OPTIONS` to a command."""
    for decorator in reversed(MODEL_OPTIONS):
        func = decorator(func)
    return func


def judge_spec(judge: str, base_url: str | None, api_key_env: str | None) -> Any:
    """The ``--judge`` model (same endpoint options as the models)."""
    import skilleval
    from skilleval.errors import InputError

    if judge == "extractive":
        raise InputError("--judge needs a model; the extractive responder cannot judge")
    return skilleval.ModelSpec.parse(judge, base_url, api_key_env)


def _specs(models: Any, base_url: str | None, api_key_env: str | None) -> list[Any]:
    from skilleval import ModelSpec

    specs = []
    for model in models:
        if isinstance(model, str):
            specs.append(ModelSpec.parse(model, base_url, api_key_env))
        else:
            specs.append(
                ModelSpec.parse(
                    model.name, model.base_url or base_url, model.api_key_env or api_key_env
                )
            )
    return specs or [ModelSpec.parse("extractive")]


def _options(p: dict[str, Any], arms: tuple[str, ...]) -> Any:
    from skilleval import Params, RunOptions

    if p["no_cache"]:
        cache = None
    else:
        cache = Path(p["cache_path"]) if p["cache_path"] else _default_cache()
    return RunOptions(
        arms=arms,
        attempts=p["attempts"],
        concurrency=p["concurrency"],
        rpm=p.get("rpm"),
        tpm=p.get("tpm"),
        adaptive=not p.get("fixed_concurrency", False),
        params=Params(temperature=p["temperature"], max_tokens=p["max_tokens"], seed=p["seed"]),
        timeout=p["timeout"],
        max_retries=p["max_retries"],
        cache_path=cache,
        shard=_parse_shard(p.get("shard")),
        progress=not p["quiet"],
        verbose=p.get("verbose", False),
        jobs=p.get("jobs"),  # None: the cores
    )


def _apply_suite(ctx: click.Context, params: dict[str, Any]) -> dict[str, Any]:
    """Suite values fill every option the command line left at its default."""
    from click.core import ParameterSource

    from skilleval import load_suite

    suite = load_suite(Path(params["suite"]))
    merged = dict(params)

    def unset(name: str) -> bool:
        return ctx.get_parameter_source(name) in (ParameterSource.DEFAULT, None)

    if not merged["paths"]:
        merged["paths"] = tuple(str(p) for p in suite.skills)
    if unset("models") and suite.models:
        merged["models"] = list(suite.models)
    names = {
        "arms": "arms",
        "attempts": "attempts",
        "concurrency": "concurrency",
        "out": "out_dir",
        "temperature": "temperature",
        "max_tokens": "max_tokens",
        "seed": "seed",
        "timeout": "timeout",
    }
    for key, option in names.items():
        if key in suite.settings and unset(option):
            merged[option] = suite.settings[key]
    gates = suite.gates
    if gates:
        merged["gate"] = True
    if "fail_under" in gates and unset("fail_under"):
        merged["fail_under"] = tuple(f"{k}={v}" for k, v in gates["fail_under"].items())
    for key in ("min_uplift", "case_pass_rate", "max_errors", "baseline"):
        if key in gates and unset(key):
            merged[key] = gates[key]
    return merged


ACCEPT_OPTION = click.option(
    "--accept",
    "accept",
    multiple=True,
    metavar="CHECK",
    help="Leave this check id (glob, repeatable) out of the comparison with the old run: "
    "an intended change, such as a renamed field.",
)


def gate_options(func: F) -> F:
    """The gate options shared by ``run`` and ``merge``."""
    for option in reversed(
        [
            click.option(
                "--gate", is_flag=True, help="Apply the gates (implied by any gate option)."
            ),
            click.option(
                "--fail-under",
                multiple=True,
                metavar="DIM=PCT",
                help="Fail when a with-skill dimension is below PCT (repeatable).",
            ),
            click.option(
                "--min-uplift", type=float, help="Fail when Overall uplift is below N points."
            ),
            click.option(
                "--case-pass-rate",
                type=click.FloatRange(0, 1),
                default=0.5,
                show_default=True,
                help="Share of a case's attempts that must pass.",
            ),
            click.option(
                "--baseline",
                type=click.Path(exists=True),
                help="A pinned results.json; fail on regressions the data supports.",
            ),
            ACCEPT_OPTION,
        ]
    ):
        func = option(func)
    return func


def _gating(params: dict[str, Any]) -> bool:
    return bool(
        params["gate"]
        or params["fail_under"]
        or params["min_uplift"] is not None
        or params["baseline"]
    )
