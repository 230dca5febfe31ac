"""Model providers by name: built-ins (``openai``, ``extractive``) and plugins.

    @provider("echo")
    def make_echo(spec: ModelSpec, settings: ProviderSettings) -> Provider: ...

``--model echo:some-model`` then asks that provider for ``some-model`` (like promptfoo's
``openai:gpt-4o``); a plain name is an OpenAI-compatible model, ``extractive`` the offline
responder. Plugins register through the ``skilleval`` entry-point group.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from skilleval.errors import InputError
from skilleval.models.base import Provider
from skilleval.plugins import failure_note, load_plugins


@dataclass(frozen=True)
class ModelSpec:
    """A model to ask: its label in reports, provider kind and where it lives."""

    label: str
    kind: str = "openai"
    """A registered provider (``openai``, ``extractive``, a plugin's) or ``replay``."""
    model: str = ""
    base_url: str | None = None
    api_key_env: str | None = None

    @classmethod
    def parse(
        cls, name: str, base_url: str | None = None, api_key_env: str | None = None
    ) -> ModelSpec:
        """``extractive``, ``PROVIDER:MODEL`` for a registered provider, or an
        OpenAI-compatible model name (which may itself hold colons: ``llama3.1:8b``)."""
        if name == "extractive":
            return cls("extractive", "extractive", "extractive")
        prefix, colon, model = name.partition(":")
        if colon and model and prefix in provider_names():
            return cls(name, prefix, model, base_url, api_key_env)
        if not base_url and " " not in name:
            from rapidfuzz import fuzz

            if fuzz.ratio(name.lower(), "extractive") >= 80:
                raise InputError(
                    f"--model {name!r}: no such built-in model - did you mean 'extractive'? "
                    "(a remote model also needs its endpoint's key)"
                )
        return cls(name, "openai", name, base_url, api_key_env)


@dataclass(frozen=True)
class ProviderSettings:
    """What every provider factory gets besides the spec."""

    timeout: float = 60.0
    """Total seconds one request may take, retries included."""
    max_retries: int = 4


ProviderFactory = Callable[[ModelSpec, ProviderSettings], Provider]
_PROVIDERS: dict[str, ProviderFactory] = {}


def provider(name: str) -> Callable[[ProviderFactory], ProviderFactory]:
    """Register a provider factory under ``name`` (used as ``--model NAME:MODEL``)."""
    if not name or not name.replace("_", "").replace("-", "").isalnum():
        raise ValueError(f"provider {name!r}: use letters, digits, '-' and '_'")

    def register(factory: ProviderFactory) -> ProviderFactory:
        _PROVIDERS[name] = factory
        return factory

    return register


def provider_names() -> tuple[str, ...]:
    load_plugins()
    return tuple(_PROVIDERS)


def build_provider(spec: ModelSpec, settings: ProviderSettings | None = None) -> Provider:
    """The provider ``spec`` names; an InputError when there is none (or it cannot start:
    a missing key, a bad URL)."""
    factory = _PROVIDERS.get(spec.kind)
    if factory is None:
        load_plugins()
        factory = _PROVIDERS.get(spec.kind)
    if factory is None:
        known = ", ".join(sorted(_PROVIDERS))
        raise InputError(f"unknown provider {spec.kind!r} (known: {known}){failure_note()}")
    return factory(spec, settings or ProviderSettings())


@provider("extractive")
def _extractive(spec: ModelSpec, settings: ProviderSettings) -> Provider:
    from skilleval.models.extractive import ExtractiveProvider

    return ExtractiveProvider()


@provider("openai")
def _openai(spec: ModelSpec, settings: ProviderSettings) -> Provider:
    from skilleval.models.openai_compat import (
        OpenAICompatProvider,
        check_base_url,
        resolve_api_key,
        resolve_endpoint,
    )

    base_url, key_env = resolve_endpoint(spec.base_url, spec.api_key_env)
    check_base_url(base_url)
    key = resolve_api_key(base_url, key_env)
    return OpenAICompatProvider(base_url, key, settings.timeout, settings.max_retries)
