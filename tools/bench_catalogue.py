#!/usr/bin/env python3
"""The build at every catalogue size: `just bench` runs this.

For each size (14 products, the shop as it is, up to 100,000) and each source
a big catalogue comes from (a spreadsheet export, or YAML split into files),
it makes the content folder once with the catalogue generator
(crates/shopsite/examples/catalogue.rs), then times `shopsite check` and
`shopsite build` over several runs, and prints one table: the median wall
time, the peak memory of the slowest run, and what the build wrote. The
first build is timed on its own, into a new output folder, as CI builds:
it draws the link-preview cards and writes every file. It is made three
times, each into a folder of its own, and the table gives the median and
the range: one build's system time on this kind of VM moves by seconds
with what the disk and the host's memory did just before. After each one,
its writes are flushed to disk and its files dropped from the page cache,
untimed (`settle`): a CI machine's memory holds no earlier build's site
(docs/dev/benchmarks.md has the figures). Every size's first builds come
before the rest, and before this script deletes anything:
for minutes after thousands of files were deleted, ext4 makes new ones
slowly (its inode allocator passes over the recently freed inodes one by
one; `perf` shows `recently_deleted` and `find_inode_bit`), which a CI
machine's fresh clone never meets. The builds after it (the median) write
over the site two builds back, as the owner's do.

Peak memory is the process's maximum resident set (`ru_maxrss`), read from
`wait4`, so nothing but Python's standard library is needed.
"""

import gzip
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engines import clear  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "target" / "bench-catalogue"

# (products, source, runs): fewer runs where one takes seconds.
CASES = [
    (14, "yaml", 10),
    (1_000, "csv", 10),
    (1_000, "split", 10),
    (10_000, "csv", 5),
    (10_000, "split", 5),
    (100_000, "csv", 3),
    (100_000, "split", 3),
]

# How many first builds of each site, each into a new folder.
FIRSTS = 3


def run(argv):
    """Runs `argv` with its output discarded: (seconds, peak KB, exit code)."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    stderr = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if child.returncode != 0:
        sys.exit(f"{' '.join(map(str, argv))} failed ({child.returncode}):\n{stderr}")
    return seconds, usage.ru_maxrss


def measure(argv, runs):
    """The median time over `runs` runs, after one warm-up, and the peak memory."""
    run(argv)
    results = [run(argv) for _ in range(runs)]
    return statistics.median(t for t, _ in results), max(kb for _, kb in results)


def change_one_price(folder, run):
    """The owner's edit: one product's price, another at each run."""
    files = sorted(folder.glob("products.csv")) or sorted((folder / "products").glob("*.yaml"))
    if not files:
        files = [folder / "products.yaml"]
    path = files[0]
    text = path.read_text()
    if path.suffix == ".csv":
        lines = text.split("\n")
        head = lines[0].split(",").index("price")
        cells = lines[1].split(",")
        cells[head] = str(1000 + run)
        lines[1] = ",".join(cells)
        text = "\n".join(lines)
    else:
        start = text.index("    price: ")
        end = text.index("\n", start)
        text = text[:start] + f"    price: {1000 + run}" + text[end:]
    path.write_text(text)


def settle(out):
    """Puts a first build's site out of memory, as a CI machine has it:
    written to disk, then each file's pages dropped from the page cache
    (the kernel keeps the folders' blocks, which only root may drop).
    Where Python has no `posix_fadvise` (macOS), only written to disk."""
    os.sync()
    if not hasattr(os, "posix_fadvise"):
        return
    for folder, _, files in os.walk(out):
        for name in files:
            fd = os.open(os.path.join(folder, name), os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def content(products, source, generator):
    folder = WORK / f"{source}-{products}"
    if not folder.exists():
        subprocess.run([generator, str(products), source, str(folder)], check=True)
    return folder


def size(path):
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def main():
    binary, generator = sys.argv[1], sys.argv[2]
    frontend = REPO / "frontend" / "dist"
    folders = {
        (products, source): REPO / "content" if products == 14 else content(products, source, generator)
        for products, source, _ in CASES
    }
    colds = {
        (products, source): [WORK / f"cold-{source}-{products}-{n}" for n in range(FIRSTS)]
        for products, source, _ in CASES
    }

    def build_argv(key, out):
        return [binary, "build", "--content", folders[key], "--out", out, "--frontend", frontend]

    # The first build of each site, as CI makes it: no output yet, so no
    # link-preview card to copy and no earlier site to write over. A folder
    # left by a stopped run is the only thing deleted before them.
    for folders_of_key in colds.values():
        for cold in folders_of_key:
            clear(cold)
    firsts = {}
    for key, folders_of_key in colds.items():
        times = []
        for cold in folders_of_key:
            times.append(run(build_argv(key, cold))[0])
            settle(cold)
        firsts[key] = sorted(times)
    rows = []
    for products, source, runs in CASES:
        key = (products, source)
        folder = folders[key]
        out = WORK / f"dist-{source}-{products}"
        check = measure([binary, "check", "--content", folder], runs)
        argv = build_argv(key, out)
        clear(out)
        first = firsts[key]
        build = measure(argv, runs)
        # The owner's rebuild: one price changed before each build.
        edited = []
        for n in range(runs + 1):
            change_one_price(folder, n) if products != 14 else None
            edited.append(run(argv))
        edit = statistics.median(t for t, _ in edited[1:])
        page = gzip.compress((out / "products" / "index.html").read_bytes(), 9)
        rows.append(
            (
                f"{products:,}",
                "content/" if products == 14 else source,
                f"{check[0] * 1000:,.0f} ms",
                f"{check[1] / 1024:.0f} MB",
                f"{statistics.median(first) * 1000:,.0f} ms ({first[0] * 1000:,.0f}–{first[-1] * 1000:,.0f})",
                f"{build[0] * 1000:,.0f} ms",
                f"{edit * 1000:,.0f} ms" if products != 14 else "–",
                f"{build[1] / 1024:.0f} MB",
                f"{len(page) / 1024:.1f} KB",
                f"{size(out) / 1e6:.1f} MB",
            )
        )
        # The sites take 4 × 2.7 GB at 100,000 products: gone once measured.
        # The generated content is kept, to be made only once.
        for gone in (out, *colds[key]):
            clear(gone)
        print(f"  {products:,} products ({source}) done", file=sys.stderr)
    header = ("products", "source", "check", "check peak", f"first build (median of {FIRSTS}, range)", "build", "one price changed",
              "build peak", "/products gz", "dist/")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
