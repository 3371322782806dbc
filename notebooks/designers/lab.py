# %% [markdown]
# # The designers' lab
#
# One notebook for a rules designer: set up a position in the middle of a bidding war,
# compare rule variants over many games on a Dask cluster (with plots and 95%
# confidence intervals), open the seeds where a variant changed the outcome in the
# tutor, and end with the coverage of the rules this notebook touched.
#
# `GAMES` is kept small so the test suite can run the notebook; set it to 10_000 (or
# the environment variable `DML_LAB_GAMES`) for a real study.

# %%
import os

import dml_tutor as dml
from dml_tutor import lab

GAMES = int(os.environ.get("DML_LAB_GAMES", "24"))
touched = lab.Coverage.record()  # counts every step played from here on (shown at the end)

# %% [markdown]
# ## A bidding war, from the middle
#
# Seat 0 declared 8♠ from the Iron Stock, seat 1 won the Seize Attempt with 6♦, and the
# bidding is under way. The forced dice (`dice`) decide the roll. Play it out by hand:

# %%
position = {
    "begin": {"at": "declaration", "seat": 0},
    "zones": {
        "event": ["9S"],
        "stock:S": ["8S"],
        "treasury:0": ["2D", "4D", "3H", "5H"],
        "treasury:1": ["6D", "7D"],
    },
    "dice": [[5, 4]],
}
g = dml.Game.from_position(position)
for move in [
    "seat 0: attempt 8♠ from the Iron Stock",
    "seat 0: pass (no bid at Declaration)",
    "seat 1: lay 6♦ face down (Seize Attempt)",
    "seat 0: bid 4♦ (Spice, primary)",
    "seat 1: bid 7♦ (Spice, primary)",
    "seat 0: bid 3♥ 5♥ (Slaves, secondary)",  # seat 1 has nothing left: its pass is forced
]:
    g.apply(move)
for entry in g.trace:
    if entry.path and entry.path[-1].name in ("Bid Action", "Bidding Phase", "Resolution Step"):
        print(entry.text)

# %% [markdown]
# ## The variants, each named by the ruling it switches

# %%
for name, v in lab.variants("dml").items():
    print(f"{name} ({v.rule})\n  default: {v.default}\n  variant: {v.variant}")

# %% [markdown]
# ## A comparison on a local Dask cluster
#
# The same seeds under the default rules and two variants, on a Dask `LocalCluster`
# with two worker processes. The results would be the same on one process or on a
# remote cluster (`scheduler="tcp://..."`): see `docs/lab.md`.

# %%
import logging

from distributed import Client, LocalCluster

logging.getLogger("distributed").setLevel(logging.ERROR)
cluster = LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)
client = Client(cluster)
comparison = lab.compare(
    ["effects_by_treasury_size", "bidding_needs_seizer"],
    GAMES,
    settings={"players": 4, "mode": "full"},
    agents="heuristic",
    executor=client.get_executor(),
)
client.close()
cluster.close()
comparison

# %%
comparison.plot()

# %%
for d in comparison.significant()[:12]:
    print(d)

# %% [markdown]
# ## Where the outcome flipped
#
# Each flip is a seed whose winner or end changed under a variant. Its two games are
# the same up to one step; the tutor opens the variant's game at that step.

# %%
flips = comparison.explain(limit=3)
print(flips)

# %%
flips[0].tutor() if flips else "no seed changed its outcome at this size"

# %% [markdown]
# ## The rules this notebook touched
#
# Every step played above (the position, the tutor's games; the cluster's games ran in
# other processes, so they count through their records) was recorded:

# %%
touched.stop()
touched.add_records(r for res in comparison.results.values() for r in res.records)
print(touched.summary())
print("never fired:", ", ".join(touched.never()))
touched.diagram()
