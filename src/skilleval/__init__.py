"""skilleval: evaluate agent skills with deterministic, explainable checklist grading."""

__version__ = "0.1.0"

__all__ = ["__version__"]
