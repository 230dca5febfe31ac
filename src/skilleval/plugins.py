"""Plugins: packages that add check kinds or model providers without forking.

A package declares an entry point in the ``skilleval`` group whose target is a module (or
any object) to import; importing it runs its ``@check_kind`` / ``@provider`` decorators::

    [project.entry-points.skilleval]
    my_checks = "my_package.skilleval_plugin"

Entry points are loaded once, the first time a registry is asked for a name. A plugin that
fails to import is reported (by name, with the error) wherever a name it might have
provided is looked up; it never stops a run that does not use it.
"""

from __future__ import annotations

from importlib.metadata import entry_points

GROUP = "skilleval"

_loaded = False
_failures: dict[str, str] = {}


def load_plugins() -> dict[str, str]:
    """Import every entry point of the ``skilleval`` group (once). Returns the failures:
    entry-point name -> error message."""
    global _loaded
    if not _loaded:
        _loaded = True
        for point in entry_points(group=GROUP):
            try:
                point.load()
            except Exception as exc:  # a broken plugin must not break unrelated runs
                _failures[point.name] = f"{type(exc).__name__}: {exc}"
    return dict(_failures)


def reload_plugins() -> dict[str, str]:
    """Load entry points again (after installing a plugin in the same process)."""
    global _loaded
    _loaded = False
    _failures.clear()
    return load_plugins()


def failure_note() -> str:
    """`` (plugin 'x' failed to load: ...)`` when a plugin failed, else empty."""
    if not _failures:
        return ""
    return "".join(f" (plugin {name!r} failed to load: {why})" for name, why in _failures.items())
