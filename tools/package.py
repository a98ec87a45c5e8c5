#!/usr/bin/env python3
"""Makes a release archive of shopsite, and tries one as an owner would.

    package.py archive --target T --binary PATH --out DIR
        Writes DIR/shopsite-<version>-<T>.tar.gz (a .zip for Windows): one
        folder of that name holding the binary, README.md and LICENSE.
        Prints the archive's path and size.

    package.py smoke ARCHIVE [--same-as DIST]
        Unpacks ARCHIVE into an empty folder and runs what it holds with an
        environment that has nothing but a PATH holding only `shopsite` (no
        node, no npm, no cargo): `new`, `check`, `build`, then `serve` until
        it returns the home page and a product page. With --same-as, the
        site it built must be byte-identical to DIST (what the developers'
        path made of the same content).

The release workflow (.github/workflows/release.yml) runs both on every OS;
`just package` and `just test-package` run them here for Linux x86_64.
Python's standard library only, so that it runs on every runner as it is.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A guard against hangs, not a speed check: a loaded runner must not fail.
WAIT = 60


def version() -> str:
    with open(ROOT / "Cargo.toml", "rb") as f:
        return tomllib.load(f)["workspace"]["package"]["version"]


def archive(target: str, binary: Path, out: Path) -> Path:
    name = f"shopsite-{version()}-{target}"
    windows = "windows" in target
    exe = "shopsite.exe" if windows else "shopsite"
    out.mkdir(parents=True, exist_ok=True)
    files = [(binary, exe), (ROOT / "README.md", "README.md"), (ROOT / "LICENSE", "LICENSE")]
    if windows:
        path = out / f"{name}.zip"
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for src, arc in files:
                z.write(src, f"{name}/{arc}")
    else:
        path = out / f"{name}.tar.gz"
        with tarfile.open(path, "w:gz") as t:
            for src, arc in files:
                info = t.gettarinfo(src, f"{name}/{arc}")
                info.uid = info.gid = 0
                info.uname = info.gname = ""
                info.mode = 0o755 if arc == exe else 0o644
                with open(src, "rb") as f:
                    t.addfile(info, f)
    print(f"{path} {path.stat().st_size / 1e6:.1f} MB (binary {binary.stat().st_size / 1e6:.1f} MB)")
    return path


def unpack(path: Path, into: Path) -> Path:
    if path.suffix == ".zip":
        with zipfile.ZipFile(path) as z:
            z.extractall(into)
    else:
        with tarfile.open(path) as t:
            t.extractall(into, filter="data")
    (folder,) = into.iterdir()
    return folder


def run(env: dict[str, str], cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    shown = "shopsite " + " ".join(args)
    done = subprocess.run(
        [shutil.which("shopsite", path=env["PATH"]), *args],
        cwd=cwd,
        env=env,
        # No terminal: `shopsite new` asks its questions only at one.
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=WAIT,
    )
    print(f"$ {shown}\n{done.stdout}{done.stderr}", end="")
    if done.returncode != 0:
        sys.exit(f"`{shown}` failed with exit code {done.returncode}")
    return done


def get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=WAIT) as answer:
        assert answer.status == 200, f"{url}: {answer.status}"
        return answer.read().decode("utf-8")


def serve(env: dict[str, str], cwd: Path) -> None:
    """`shopsite serve` until it serves the home page and a product page."""
    child = subprocess.Popen(
        [shutil.which("shopsite", path=env["PATH"]), "serve", "--port", "0"],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
    )
    try:
        deadline = time.monotonic() + WAIT
        url = None
        assert child.stdout is not None
        while url is None and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                break
            print(line, end="")
            found = re.search(r"serving .* at (http://\S+)", line)
            if found:
                url = found.group(1).rstrip("/")
        if url is None:
            sys.exit("`shopsite serve` did not say where it serves")
        home = get(url + "/")
        assert "Example Phone Care" in home, "the home page names the shop"
        product = re.search(r'href="(/products/[a-z0-9-]+/)"', get(url + "/products/"))
        assert product, "the catalogue links to a product's page"
        page = get(url + product.group(1))
        assert "<h1" in page, "a product page has its heading"
        print(f"serve: {url}/ and {url}{product.group(1)} returned 200")
    finally:
        child.terminate()
        child.wait(timeout=WAIT)


def different(a: Path, b: Path) -> list[str]:
    """The files that differ, or are only on one side, between two trees."""
    found = []
    compare = filecmp.dircmp(a, b)

    def walk(c: filecmp.dircmp, rel: str) -> None:
        found.extend(f"{rel}{n} (only in the package's build)" for n in c.left_only)
        found.extend(f"{rel}{n} (only in the developers' build)" for n in c.right_only)
        _, mismatch, errors = filecmp.cmpfiles(c.left, c.right, c.common_files, shallow=False)
        found.extend(f"{rel}{n}" for n in mismatch + errors)
        for name, sub in sorted(c.subdirs.items()):
            walk(sub, f"{rel}{name}/")

    walk(compare, "")
    return found


def smoke(path: Path, same_as: Path | None) -> None:
    with tempfile.TemporaryDirectory(prefix="shopsite-package-") as tmp:
        tmp = Path(tmp)
        folder = unpack(path.resolve(), tmp / "unpacked")
        exe = next(folder.glob("shopsite*"))
        # A folder holding only shopsite: nothing else can be found on PATH.
        bin_dir = tmp / "bin"
        bin_dir.mkdir()
        shutil.copy2(exe, bin_dir / exe.name)
        env = {"PATH": str(bin_dir)}
        if os.name == "nt":
            # Windows cannot start a process without these.
            env.update({k: os.environ[k] for k in ("SYSTEMROOT", "TEMP", "TMP") if k in os.environ})
        work = tmp / "work"
        work.mkdir()
        run(env, work, "--version")
        run(env, work, "new", "shop")
        shop = work / "shop"
        run(env, shop, "check")
        run(env, shop, "build")
        serve(env, shop)
        if same_as is not None:
            # The serve above rebuilt dist/ for its own address; build again.
            run(env, shop, "build")
            differ = different(shop / "dist", same_as)
            if differ:
                sys.exit("the package's build differs from the developers' build:\n  " + "\n  ".join(differ))
            files = sum(len(f) for _, _, f in os.walk(same_as))
            print(f"same bytes as {same_as}: {files} files")
        print(f"{path.name}: new, check, build and serve work with nothing but shopsite on PATH")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    a = sub.add_parser("archive")
    a.add_argument("--target", required=True)
    a.add_argument("--binary", required=True, type=Path)
    a.add_argument("--out", required=True, type=Path)
    s = sub.add_parser("smoke")
    s.add_argument("archive", type=Path)
    s.add_argument("--same-as", type=Path)
    args = parser.parse_args()
    if args.command == "archive":
        archive(args.target, args.binary, args.out)
    else:
        smoke(args.archive, args.same_as)


if __name__ == "__main__":
    main()
