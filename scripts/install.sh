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
# So that a new bash finds `conjugar` and completes it, a marked block is added to ~/.bashrc
# (PREFIX/bin on PATH, the completion script sourced); --uninstall removes it, and
# --no-shell-setup (or CONJUGAR_NO_SHELL_SETUP=1) leaves ~/.bashrc alone.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/install.sh [--uninstall] [--no-shell-setup]   (PREFIX=${PREFIX:-~/.local})" >&2
}

uninstall=false
shell_setup=true
[ "${CONJUGAR_NO_SHELL_SETUP:-}" = 1 ] && shell_setup=false
for argument in "$@"; do
  case "$argument" in
    --uninstall) uninstall=true ;;
    --no-shell-setup) shell_setup=false ;;
    -h | --help) usage; exit 0 ;;
    *) usage; exit 64 ;;
  esac
done
[ "$#" -le 2 ] || { usage; exit 64; }

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

# The block in ~/.bashrc: written whole, found again by its first and last lines.
rc=""
case "${HOME:-}" in /*) rc="$HOME/.bashrc" ;; esac
block_begin="# >>> conjugar: added by scripts/install.sh; removed by install.sh --uninstall >>>"
block_end="# <<< conjugar <<<"

# Removes the block from ~/.bashrc, rewriting the file in place (its owner, mode and any link
# stay as they are).
remove_block() {
  [ -n "$rc" ] && [ -f "$rc" ] && grep -qxF -- "$block_begin" "$rc" || return 0
  local kept
  kept="$(mktemp)"
  awk -v begin="$block_begin" -v end="$block_end" \
    '$0 == begin { skip = 1; next } $0 == end { skip = 0; next } !skip' "$rc" >"$kept"
  cat "$kept" >"$rc"
  rm -f -- "$kept"
  echo "removed the conjugar lines from $rc"
}

if "$uninstall"; then
  for file in "${installed[@]}"; do
    if [ -e "$file" ] || [ -L "$file" ]; then
      rm -f -- "$file"
      echo "removed $file"
    fi
  done
  remove_block
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

if "$shell_setup" && [ -n "$rc" ]; then
  remove_block >/dev/null
  {
    echo "$block_begin"
    echo "case \":\$PATH:\" in *\":$PREFIX/bin:\"*) ;; *) PATH=\"$PREFIX/bin:\$PATH\" ;; esac"
    echo "if [ -n \"\${BASH_VERSION:-}\" ] && [ -r \"$bash_completion\" ]; then . \"$bash_completion\"; fi"
    echo "$block_end"
  } >>"$rc"
  echo "added to $rc: $PREFIX/bin on PATH and tab completion (new shells; this one: . $rc)"
else
  case ":${PATH:-}:" in
    *":$PREFIX/bin:"*) ;;
    *) echo "$PREFIX/bin is not on PATH; add it: echo 'export PATH=\"$PREFIX/bin:\$PATH\"' >> ~/.bashrc" ;;
  esac
fi
