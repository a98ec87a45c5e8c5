#!/usr/bin/env python3
"""The engines, cold, paired: `just bench` runs this.

For each catalogue size (1,000 and 10,000 products, a spreadsheet export
made by crates/shopsite/examples/catalogue.rs), it times cold builds (no
previous output, no staging folder or photo index beside it), turn about, so
that whatever else the machine does falls on all alike:

- `quickjs`: shopsite with no node and nothing else: run with a PATH that
  holds only a copy of the binary, and no `--frontend`, as an owner's
  machine runs it (the frontend and QuickJS inside the binary);
- `node`: the same binary with `--engine node`;
- `hugo`: Hugo on the same site with a page per product (the templates of
  tools/bench_fixed_cost.py, fed every product of the shopsite build's view
  data, related products from Hugo's `.Related` index), into an empty
  destination with its cache ignored;
- `baseline`: optionally an earlier shopsite and its frontend
  (`--baseline BIN FRONTEND`, or SHOPSITE_BASELINE in `just bench`), with
  its own choice of engine, for "no slower than today".

Each run writes into a folder of its own, and the folders are deleted only
after the size's last run: the kernel makes a file that follows thousands
of deletions in the same seconds much slower to create (ext4 looks for an
inode not recently freed), which no owner's build meets, and which added
up to 0.9 s of system time to a 1,000-product build deleted and made again
at once.

Prints, per size, each build's median wall time, its median CPU time (user +
system, its children included: on a shared machine the steadier figure) and
the ratios against Hugo and node. Targets (issue 29): QuickJS at 1,000
products <= 1.0 s; at 10,000 <= 0.5 x Hugo.

    bench_engines.py SHOPSITE CATALOGUE HUGO [--baseline BIN FRONTEND] [--sizes 1000,10000] [--runs N]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_fixed_cost import hugo_site  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "target" / "bench-engines"


def run(argv, env=None):
    """Runs `argv` with its output discarded: (wall seconds, CPU seconds)."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    stderr = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(map(str, argv))} failed:\n{stderr}")
    return wall, usage.ru_utime + usage.ru_stime


def shopsite_alone(binary, work):
    """A folder holding only a copy of `binary`, and an environment whose
    PATH is that folder: no node, no npm, no cargo, as on an owner's
    machine. Returns (the copy, the environment)."""
    alone = Path(tempfile.mkdtemp(prefix="shopsite-alone-", dir=work))
    shutil.copy2(binary, alone / "shopsite")
    return alone / "shopsite", {"PATH": str(alone), "HOME": os.environ.get("HOME", "/")}


def clear(out):
    """A cold build's output: nothing there, nor beside it."""
    shutil.rmtree(out, ignore_errors=True)
    for leftover in out.parent.glob(f".{out.name}.*"):
        if leftover.is_dir():
            shutil.rmtree(leftover, ignore_errors=True)
        else:
            leftover.unlink()


def content(products, generator):
    folder = WORK / f"csv-{products}"
    if not folder.exists():
        subprocess.run([generator, str(products), "csv", str(folder)], check=True)
    return folder


def hugo_catalogue(dist, site):
    """The Hugo site of tools/bench_fixed_cost.py, with a page for every
    product of the catalogue (its pages' view data), not only page 1's. A
    product's related products come from Hugo's own index (`.Related`, on
    the category), as a Hugo site of this size would find them: the
    `where` over every page that the 14-product site uses makes each page
    scan the catalogue (at 10,000 products: 180 s of CPU against 41 s with
    `.Related`, and 4 s with no related products at all)."""
    hugo_site(dist, site)
    config = json.loads((site / "hugo.json").read_text())
    config["related"] = {"includeNewer": True, "threshold": 0, "toLower": False,
                         "indices": [{"name": "category", "weight": 100}]}
    (site / "hugo.json").write_text(json.dumps(config))
    single = site / "layouts" / "_default" / "single.html"
    scan = '(where (where site.RegularPages "Section" "products") "Params.type" .Params.type)'
    assert scan in single.read_text()
    single.write_text(single.read_text().replace(scan, "(site.RegularPages.Related .)"))
    for page in sorted((dist / "data" / "products").glob("page-*.json")):
        for product in json.loads(page.read_text())["page"]["products"]:
            front = dict(product, slug=product["id"], highlights=product.get("highlights", []))
            (site / "content" / "products" / f"{product['id']}.md").write_text(json.dumps(front) + "\n")
    return sum(1 for _ in (site / "content" / "products").glob("*.md")) - 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shopsite")
    parser.add_argument("catalogue")
    parser.add_argument("hugo")
    parser.add_argument("--baseline", nargs=2, metavar=("BIN", "FRONTEND"))
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=0, help="runs per size (default: 5 at 1,000, 3 above)")
    args = parser.parse_args()

    WORK.mkdir(parents=True, exist_ok=True)
    # A PATH with shopsite alone on it: no node, no npm, no cargo.
    alone, no_node = shopsite_alone(args.shopsite, WORK)
    rows = []
    for products in (int(s) for s in args.sizes.split(",")):
        folder = content(products, args.catalogue)
        out = {name: WORK / f"dist-{name}-{products}" for name in ("quickjs", "node", "baseline")}
        builds = {
            "quickjs": ([str(alone), "build", "--content", str(folder), "--out", str(out["quickjs"])], no_node),
            "node": ([args.shopsite, "build", "--content", str(folder), "--out", str(out["node"]), "--engine", "node"], None),
        }
        if args.baseline:
            binary, frontend = args.baseline
            builds["baseline"] = ([binary, "build", "--content", str(folder), "--out", str(out["baseline"]), "--frontend", frontend], None)
        clear(out["node"])
        run(*builds["node"])
        site = WORK / f"hugo-site-{products}"
        hugo_out = WORK / f"hugo-out-{products}"
        pages = hugo_catalogue(out["node"], site)
        assert pages == products, f"Hugo has {pages} product pages, not {products}"
        builds["hugo"] = ([args.hugo, "--quiet", "--ignoreCache", "--source", str(site), "--destination", str(hugo_out)], None)
        out["hugo"] = hugo_out
        runs = args.runs or (5 if products <= 1000 else 3)
        times = {name: [] for name in builds}
        made = []
        for i in range(runs):
            for name, (argv, env) in builds.items():
                fresh = out[name].with_name(f"{out[name].name}-run{i}")
                clear(fresh)
                made.append(fresh)
                times[name].append(run([str(fresh) if a == str(out[name]) else a for a in argv], env))
        for folder in made + list(out.values()):
            clear(folder)
        wall = {name: statistics.median(w for w, _ in t) for name, t in times.items()}
        cpu = {name: statistics.median(c for _, c in t) for name, t in times.items()}
        for name in builds:
            rows.append((f"{products:,}", name, f"{wall[name]:.2f} s", f"{cpu[name]:.2f} s",
                         f"{wall[name] / wall['hugo']:.2f}", f"{wall[name] / wall['node']:.2f}"))
        print(f"  {products:,} products done ({runs} paired runs)", file=sys.stderr)
    shutil.rmtree(alone.parent, ignore_errors=True)
    header = ("products", "build", "cold, wall", "cold, CPU", "÷ hugo", "÷ node")
    print("engines, cold builds, median of paired runs (targets: quickjs at 1,000 <= 1.0 s; at 10,000 <= 0.5 x hugo)")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
