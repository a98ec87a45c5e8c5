#!/usr/bin/env python3
"""Checks the relative links of the repository's Markdown files.

Every `[text](path)` and `[text](path#anchor)` that is not a web address
must name a file or folder that exists, and its anchor a heading of that
file, as GitHub makes anchors from headings. A link to a file that is not
in the repository yet can be allowed by name (`--allow docs/dev/engine.md`):
for a guide another change is writing at the same time.

    check_doc_links.py [--allow PATH]... [FILE.md]...

With no files, checks README.md and every Markdown file under docs/. Prints
one line per broken link, `file:line: link: why`, and exits 1 if there is
any.
"""

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def anchor(heading):
    """The anchor GitHub gives a heading: lower case, markup and punctuation
    dropped, spaces as hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def lines_outside_code(path):
    """(line number, line) of a Markdown file, skipping fenced code blocks."""
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def anchors(path):
    found = set()
    seen = {}
    for _, line in lines_outside_code(path):
        match = HEADING.match(line)
        if match:
            base = anchor(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(path):
    """(line number, link) of every link of a Markdown file, outside code."""
    for number, line in lines_outside_code(path):
        # Inline code is not a link: `[a](b)` in backticks is an example.
        for link in LINK.findall(re.sub(r"`[^`]*`", "", line)):
            yield number, link


def check(path, allowed):
    problems = []
    for number, link in links(path):
        if re.match(r"^[a-z][a-z0-9+.-]*:", link):
            continue  # https:, mailto:, …
        target, _, fragment = link.partition("#")
        resolved = (path.parent / target).resolve() if target else path
        where = f"{path.relative_to(REPO)}:{number}: {link}"
        relative = resolved.relative_to(REPO) if resolved.is_relative_to(REPO) else resolved
        if str(relative) in allowed:
            continue
        if not resolved.exists():
            problems.append(f"{where}: no such file")
        elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
            problems.append(f"{where}: no heading #{fragment} in {relative}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--allow", action="append", default=[], metavar="PATH",
                        help="a linked file that may be missing, from the repository's root")
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = [f.resolve() for f in args.files] or [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    problems = [p for f in files for p in check(f, set(args.allow))]
    for problem in problems:
        print(problem)
    count = sum(1 for f in files for _ in links(f))
    print(f"{len(files)} files, {count} links, {len(problems)} broken", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
