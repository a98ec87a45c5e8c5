#!/usr/bin/env python3
"""The build with and without a repair price list: `just bench` runs this.

The catalogue generator (crates/shopsite/examples/catalogue.rs) makes the
fixture shop twice: without a price list, and with 500 phone models × 10
repairs (5,000 rows, `repair-prices.csv`). Each is built over several runs
after a first build that draws the link-preview cards; the line printed
gives the median of each, what the price list adds (target ≤ 250 ms),
the pages it adds, and /repairs' size as `gzip -9c FILE | wc -c` counts it
(target ≤ 14,600 B). docs/behaviour.md#repair-prices.
"""

import gzip
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "target" / "bench-repairs"
MODELS = 500
RUNS = 7


def build(binary, content, out):
    start = time.perf_counter()
    subprocess.run(
        [binary, "build", "--content", content, "--out", out,
         "--frontend", REPO / "frontend" / "dist", "--base-url", "https://sharmamobilecare.in/"],
        check=True, stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def main():
    binary, generator = sys.argv[1], sys.argv[2]
    medians = {}
    for models in (0, MODELS):
        content = WORK / f"content-{models}"
        if not content.exists():
            subprocess.run([generator, "14", "yaml", content, str(models)], check=True)
        out = WORK / f"dist-{models}"
        build(binary, content, out)  # draws the cards, once
        medians[models] = statistics.median(build(binary, content, out) for _ in range(RUNS))
    added = (medians[MODELS] - medians[0]) * 1000
    repairs = len(gzip.compress((WORK / f"dist-{MODELS}" / "repairs" / "index.html").read_bytes(), 9))
    pages = sum(1 for _ in (WORK / f"dist-{MODELS}" / "repairs").rglob("index.html")) - 1
    print(
        f"repair price list of {MODELS} models × 10 repairs ({MODELS * 10:,} rows): build median "
        f"{medians[MODELS] * 1000:.0f} ms vs {medians[0] * 1000:.0f} ms without, +{added:.0f} ms "
        f"for {pages} more pages (target ≤ 250 ms); /repairs {repairs:,} B gzip (target ≤ 14,600 B)"
    )


if __name__ == "__main__":
    main()
