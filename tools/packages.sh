#!/usr/bin/env bash
# Installs the Debian packages a recipe needs, when any is missing.
#
#     packages.sh [--if-debian] RECIPE PACKAGE...
#
# The justfile holds the lists (`build_packages`, `test_packages`) and runs
# this before `just build` and `just test` do anything else. It says
# nothing when every package is there, as every time after the first. What
# is missing is installed with apt-get: as it is when run as root (a
# container, CI), through sudo otherwise (sudo may ask for a password at a
# terminal). Where it cannot install (not Debian or Ubuntu, or neither root
# nor a sudo it can use), it stops with one line naming the packages and
# the command that installs them.
#
# --if-debian: on a system without apt-get, check nothing (`just build` on
# macOS: the C compiler and nasm come from that system's own tools).
set -euo pipefail

if_debian=false
if [ "${1:-}" = --if-debian ]; then
    if_debian=true
    shift
fi
recipe=$1
shift

fail() {
    echo "just $recipe needs $1" >&2
    exit 1
}

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    $if_debian && exit 0
    fail "Debian's $*, and this is not Debian or Ubuntu (no apt-get): install what they hold with this system's own packages"
fi

# A package counts as there when dpkg says it is installed. python3-venv
# also counts when python3 can make a virtualenv with pip without it (a
# python3 that is not Debian's, such as pyenv's, brings its own venv).
installed() {
    if [ "$1" = python3-venv ] && python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
        return 0
    fi
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q ' ok installed$'
}

missing=()
for package in "$@"; do
    installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0

install="apt-get install ${missing[*]}"
them=them
[ ${#missing[@]} -gt 1 ] || them=it
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif ! command -v sudo >/dev/null 2>&1; then
    fail "${missing[*]}, and cannot install $them (not root, no sudo): as root, run \`$install\`"
elif sudo -n true 2>/dev/null || [ -t 0 ]; then
    # sudo without a password, or at a terminal, where it can ask for one.
    as_root=(sudo)
else
    fail "${missing[*]}, and cannot install $them (not root, and sudo wants a password): run \`sudo $install\`"
fi

echo "installing ${missing[*]} for just $recipe (once, with apt-get)…" >&2
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
