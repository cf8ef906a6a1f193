#!/usr/bin/env bash
# Installs the release build of conjugar for the current user (no root):
#   $PREFIX/bin/conjugar
#   $PREFIX/share/man/man1/conjugar.1
#   $PREFIX/share/bash-completion/completions/conjugar
#   $PREFIX/share/zsh/site-functions/_conjugar
#   $PREFIX/share/fish/vendor_completions.d/conjugar.fish
# PREFIX defaults to ~/.local. Running it again replaces the same files. CONJUGAR_BINARY
# installs another build than .build/release/conjugar.
# `scripts/install.sh --uninstall` (same PREFIX) removes exactly those files.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/install.sh [--uninstall]   (PREFIX=${PREFIX:-~/.local})" >&2; }

uninstall=false
case "${1:-}" in
  "") ;;
  --uninstall) uninstall=true ;;
  -h | --help) usage; exit 0 ;;
  *) usage; exit 64 ;;
esac
[ "$#" -le 1 ] || { usage; exit 64; }

if [ -z "${PREFIX:-}" ]; then
  case "${HOME:-}" in
    /*) PREFIX="$HOME/.local" ;;
    *) echo "install.sh: HOME is not an absolute path; set PREFIX" >&2; exit 64 ;;
  esac
fi
case "$PREFIX" in
  /*) PREFIX="${PREFIX%/}" ;;
  *) echo "install.sh: PREFIX must be an absolute path, not '$PREFIX'" >&2; exit 64 ;;
esac

binary="$PREFIX/bin/conjugar"
manual="$PREFIX/share/man/man1/conjugar.1"
bash_completion="$PREFIX/share/bash-completion/completions/conjugar"
zsh_completion="$PREFIX/share/zsh/site-functions/_conjugar"
fish_completion="$PREFIX/share/fish/vendor_completions.d/conjugar.fish"
installed=("$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion")

if "$uninstall"; then
  for file in "${installed[@]}"; do
    if [ -e "$file" ] || [ -L "$file" ]; then
      rm -f -- "$file"
      echo "removed $file"
    fi
  done
  exit 0
fi

built="${CONJUGAR_BINARY:-.build/release/conjugar}"
if [ ! -x "$built" ]; then
  echo "install.sh: $built is missing; build it first: swift build -c release --static-swift-stdlib" >&2
  exit 66
fi

# Writes what the command after $1 and $2 prints to $1, through a temporary file in the same
# folder: a reader never sees half a file, a failing command leaves the old file, and running
# twice leaves the same bytes.
place() {
  local target="$1" mode="$2" temporary
  shift 2
  mkdir -p -- "$(dirname -- "$target")"
  temporary="$(mktemp "$target.XXXXXX")"
  if ! "$@" >"$temporary"; then
    rm -f -- "$temporary"
    echo "install.sh: '$*' failed; $target not installed" >&2
    exit 70
  fi
  chmod "$mode" "$temporary"
  mv -f -- "$temporary" "$target"
  echo "installed $target"
}

place "$manual" 644 "$built" --generate-manual
place "$bash_completion" 644 "$built" --generate-completion-script bash
place "$zsh_completion" 644 "$built" --generate-completion-script zsh
place "$fish_completion" 644 "$built" --generate-completion-script fish
place "$binary" 755 cat -- "$built"

case ":${PATH:-}:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "$PREFIX/bin is not on PATH; add it: echo 'export PATH=\"$PREFIX/bin:\$PATH\"' >> ~/.bashrc" ;;
esac
# Completion in bash needs the bash-completion package loaded by the shell's startup files
# (Debian's default ~/.bashrc does it; root's and minimal images' often do not).
if [ "${SHELL##*/}" = bash ] \
  && ! grep -Eqs '^[^#]*bash_completion' "${HOME:-/nonexistent}/.bashrc" /etc/bash.bashrc; then
  echo "bash completion is not loaded by ~/.bashrc; add: echo '. /usr/share/bash-completion/bash_completion' >> ~/.bashrc"
fi
