#!/usr/bin/env python3
"""The build with and without a repair price list: `just bench` runs this.

The catalogue generator (crates/shopsite/examples/catalogue.rs) makes the
fixture shop twice: without a price list, and with 500 phone models × 10
repairs (5,000 rows, `repair-prices.csv`). Each is built cold, as CI and an
owner's first build make it (a new output folder, nothing beside it), turn
about, over several runs, with each engine an owner may have:

- `node`: the binary with node on the PATH, as a developer runs it;
- `quickjs`: the binary alone on the PATH, as an owner who downloaded it
  runs it (QuickJS inside it renders every page).

Since the pages of one layout are filled from React's markup
(docs/dev/engine.md), the list's 500 model pages are filled, and `auto`
gives the 30 pages left to QuickJS whether node is there or not (node
starts for more than 150): both lines then measure the same work, and
their difference is the machine's noise.

Each line gives the median of each build, what the price list adds (target
≤ 250 ms), the pages it adds, and /repairs' size as `gzip -9c FILE | wc -c`
counts it (target ≤ 14,600 B). docs/behaviour.md#repair-prices.

The output folders are deleted after the last run, not between runs: the
kernel makes files slowly in the seconds after thousands were deleted.
"""

import gzip
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engines import clear, shopsite_alone  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "target" / "bench-repairs"
MODELS = 500
RUNS = 7


def build(argv, env, out):
    start = time.perf_counter()
    subprocess.run(
        [*argv, "--out", out, "--base-url", "https://sharmamobilecare.in/"],
        check=True, stdout=subprocess.DEVNULL, env=env,
    )
    return time.perf_counter() - start


def main():
    binary, generator = sys.argv[1], sys.argv[2]
    WORK.mkdir(parents=True, exist_ok=True)
    alone, no_node = shopsite_alone(binary, WORK)
    engines = {
        "node": ([binary], None),
        "quickjs": ([str(alone)], no_node),
    }
    contents = {}
    for models in (0, MODELS):
        contents[models] = WORK / f"content-{models}"
        if not contents[models].exists():
            subprocess.run([generator, "14", "yaml", contents[models], str(models)], check=True)
    times = {(engine, models): [] for engine in engines for models in contents}
    made = []
    for run in range(RUNS):
        for engine, (argv, env) in engines.items():
            for models, content in contents.items():
                out = WORK / f"dist-{engine}-{models}-{run}"
                clear(out)
                made.append(out)
                times[engine, models].append(build([*argv, "build", "--content", str(content)], env, out))
    last = WORK / f"dist-node-{MODELS}-{RUNS - 1}"
    repairs = len(gzip.compress((last / "repairs" / "index.html").read_bytes(), 9))
    pages = sum(1 for _ in (last / "repairs").rglob("index.html")) - 1
    for out in made:
        clear(out)
    shutil.rmtree(alone.parent, ignore_errors=True)
    for engine in engines:
        without, with_list = (statistics.median(times[engine, m]) for m in (0, MODELS))
        print(
            f"repair price list of {MODELS} models × 10 repairs ({MODELS * 10:,} rows), cold, {engine}: "
            f"build median {with_list * 1000:.0f} ms vs {without * 1000:.0f} ms without, "
            f"+{(with_list - without) * 1000:.0f} ms for {pages} more pages (target ≤ 250 ms)"
        )
    print(f"/repairs {repairs:,} B gzip (target ≤ 14,600 B)")


if __name__ == "__main__":
    main()
