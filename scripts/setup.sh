#!/usr/bin/env bash
# Sets up a fresh Debian machine for conjugar: installs what is missing (libedit-dev and
# pkg-config for the REPL's line editor; hunspell, hunspell-es and hunspell-tools for
# scripts/check-dictionary.py), builds a release binary and runs `conjugar verb hablar`.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -f /usr/include/histedit.h ] || missing+=(libedit-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v hunspell >/dev/null 2>&1 || missing+=(hunspell)
[ -f /usr/share/hunspell/es_ES.dic ] || missing+=(hunspell-es)
command -v unmunch >/dev/null 2>&1 || missing+=(hunspell-tools)
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${missing[*]} with apt-get…" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift build -c release --static-swift-stdlib
.build/release/conjugar verb hablar
