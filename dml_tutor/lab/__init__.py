"""The designers' lab: many games on any executor, rule variants compared over the same
seeds, and rule coverage, for every game pack.

- :func:`simulate`: statistics with 95% intervals and plots, on a process pool, a Dask
  cluster or any ``concurrent.futures.Executor`` (identical results whatever runs them);
- :func:`variants` / :func:`compare`: a pack's rule variants, and the same seeds played
  under each, with the significant differences and the seeds whose outcome flipped;
- :class:`Coverage` / :func:`coverage`: which rule ids some games exercised.
"""

from ..core.variants import Variant
from .compare import MAX_COMPARED, Comparison, Difference, Flip, PairedTally, compare
from .coverage import Coverage, coverage
from .runner import MAX_GAMES, GameRecord, GameSpec, SchedulerUnreachable
from .simulate import simulate
from .stats import Estimate, SimulationResult, Tally
from .variants import register, variant, variants

__all__ = [
    "MAX_COMPARED",
    "MAX_GAMES",
    "Comparison",
    "Coverage",
    "Difference",
    "Estimate",
    "Flip",
    "GameRecord",
    "GameSpec",
    "PairedTally",
    "SchedulerUnreachable",
    "SimulationResult",
    "Tally",
    "Variant",
    "compare",
    "coverage",
    "register",
    "simulate",
    "variant",
    "variants",
]
