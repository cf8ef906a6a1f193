#!/usr/bin/env bash
# Sets up a fresh Debian machine for conjugar: installs what is missing (libedit-dev and
# pkg-config for the REPL's line editor; bash-completion and man-db (when `man` is missing) for
# tab completion and the manual; hunspell,
# hunspell-es and hunspell-tools for scripts/check-dictionary.py; wamerican and wamerican-huge,
# the English word lists the English renderings are tested against; libsqlite3-dev for the
# classroom's database; chromium, chromium-driver and Selenium (pip) for the classroom's browser
# test), builds a release binary and conjugar-serve beside it,
# installs it for the current user with its man page and shell completions (scripts/install.sh:
# PREFIX, default ~/.local; `scripts/install.sh --uninstall` removes them) and runs
# `conjugar verb hablar`. Runs unattended (CI): nothing is asked.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -f /usr/include/histedit.h ] || missing+=(libedit-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
[ -f /usr/share/bash-completion/bash_completion ] || missing+=(bash-completion)
command -v man >/dev/null 2>&1 || missing+=(man-db)
command -v hunspell >/dev/null 2>&1 || missing+=(hunspell)
[ -f /usr/share/hunspell/es_ES.dic ] || missing+=(hunspell-es)
command -v unmunch >/dev/null 2>&1 || missing+=(hunspell-tools)
[ -f /usr/share/dict/american-english ] || missing+=(wamerican)
[ -f /usr/share/dict/american-english-huge ] || missing+=(wamerican-huge)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v pip3 >/dev/null 2>&1 || python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${missing[*]} with apt-get…" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" </dev/null >/dev/null
fi

if ! python3 -c 'import selenium' 2>/dev/null; then
  echo "Installing selenium with pip…" >&2
  python3 -m pip install --quiet selenium 2>/dev/null ||
    python3 -m pip install --quiet --break-system-packages selenium
fi

# Both products: conjugar and conjugar-serve (which `conjugar serve` runs), side by side.
swift build -c release --static-swift-stdlib
# The build is what setup must deliver; a home that cannot take the install (CI with an odd
# HOME) is reported, not fatal. Status 65: the files are installed, ~/.bashrc was left alone.
status=0
scripts/install.sh </dev/null || status=$?
case "$status" in
  0) ;;
  65) echo "setup.sh: installed; ~/.bashrc was left as it was (see above)" >&2 ;;
  *) echo "setup.sh: not installed (see above); the binary is .build/release/conjugar" >&2 ;;
esac
.build/release/conjugar verb hablar
