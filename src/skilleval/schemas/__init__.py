"""The JSON Schemas skilleval ships (``skilleval schema NAME`` prints one)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

SCHEMA_NAMES = ("case", "check", "evals", "labels", "results", "suite")


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The schema called ``name`` (one of :data:`SCHEMA_NAMES`)."""
    if name not in SCHEMA_NAMES:
        raise KeyError(name)
    text = resources.files(__package__).joinpath(f"{name}.schema.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for ``name`` that resolves references between the project's schemas."""
    from jsonschema import (
        Draft202012Validator,
    )  # imported here: costly, and only validation needs it
    from referencing import Registry, Resource

    registry: Registry = Registry()
    for other in SCHEMA_NAMES:
        try:
            schema = load_schema(other)
        except FileNotFoundError:
            continue
        resource = Resource.from_contents(schema)
        registry = registry.with_resource(schema["$id"], resource)
        registry = registry.with_resource(f"{other}.schema.json", resource)
    return Draft202012Validator(load_schema(name), registry=registry)


def schema_errors(name: str, instance: Any) -> list[str]:
    """Readable validation errors (``at path: message``), empty when valid."""
    errors = sorted(validator(name).iter_errors(instance), key=lambda e: list(e.absolute_path))
    return [
        f"at {'/'.join(str(p) for p in err.absolute_path) or '(root)'}: {err.message}"
        for err in errors
    ]
