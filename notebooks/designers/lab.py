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
touched = lab.Coverage.record("dml")  # counts every step played from here on (shown at the end)

# %% [markdown]
# ## A bidding war, from the middle
#
# The position begins in seat 0's Bidding Phase: seat 0 declared 8♠ from the Iron Stock
# and bid 4♦, seat 1 won the Seize Attempt with 6♦ and the Seizer bids next. The
# `chance` script decides the roll (Wyvern Eyes), then the first card the Dragon Siege it
# wakes takes from seat 1's Treasury; the second is left to the seed
# (`docs/formats.md`, "Scripted chance").

# %%
position = {
    "begin": {
        "at": "bidding",
        "seat": 0,
        "target": "stock:S",
        "declared": ["8S"],
        "active_primary": ["4D"],
        "seizer": 1,
        "seizer_primary": ["6D"],
        "next": "seizer",
    },
    "zones": {"event": ["9S"], "treasury:0": ["3H", "5H", "2D"], "treasury:1": ["7D", "AH", "2C", "4C"]},
    "chance": [{"dice": [1, 1]}, {"siege": "4C"}],
}
g = dml.Game.from_position(position)
for move in [
    "seat 1: bid 7♦ (Spice, primary)",
    "seat 0: bid 3♥ 5♥ (Slaves, secondary)",  # seat 1 has no Spice left: its pass is forced
]:
    g.apply(move)
for entry in g.trace:
    if entry.path and entry.path[-1].name in ("Bid Action", "Resolution Step", "Dragon Siege"):
        print(entry.text)

# %% [markdown]
# A chance entry that does not fit what the engine is about to draw stops the decision
# with an error naming the step, and the game stays where it was:

# %%
wrong = dml.Game.from_position({**position, "chance": [{"dice": [1, 1]}, {"siege": "9C"}]})
try:
    wrong.apply("seat 1: bid 7♦ (Spice, primary)")
    wrong.apply("seat 0: bid 3♥ 5♥ (Slaves, secondary)")
except ValueError as e:
    print(e)

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
    pack="dml",
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
# the same up to one step; `branches()` opens both in the tutor side by side at that
# step, the first difference highlighted (`tutor()` opens one of them). In any tutor
# the **Fork** button does the same by hand: it branches the game at the step under the
# cursor, so you can try another choice beside the game as played.

# %%
flips = comparison.explain(limit=3)
print(flips)

# %%
flips[0].branches() if flips else "no seed changed its outcome at this size"

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
