#!/usr/bin/env bash
# Installs the release build of conjugar for the current user (no root):
#   $PREFIX/bin/conjugar
#   $PREFIX/bin/conjugar-serve   (the classroom server `conjugar serve` runs; from beside the build)
#   $PREFIX/share/man/man1/conjugar.1
#   $PREFIX/share/man/es/man1/conjugar.1   (the Spanish page: man finds it under a Spanish LANG)
#   $PREFIX/share/bash-completion/completions/conjugar
#   $PREFIX/share/zsh/site-functions/_conjugar
#   $PREFIX/share/fish/vendor_completions.d/conjugar.fish
# PREFIX defaults to ~/.local; it must be an absolute path with no newline and no ':' (it goes
# on PATH). Running it again replaces the same files. CONJUGAR_BINARY installs another build
# than .build/release/conjugar. What is generated is in a fixed language, whatever the
# installer's locale: each manual page in its own (--lang en, --lang es), and the completion
# scripts, whose descriptions are the help's, in English (one file per shell serves every user).
# `scripts/install.sh --uninstall` (same PREFIX) removes exactly those files.
# So that a new bash finds `conjugar` and completes it, a marked block is added to ~/.bashrc
# (PREFIX/bin on PATH, the completion script sourced, each path single-quoted); --uninstall
# removes it, and --no-shell-setup (or CONJUGAR_NO_SHELL_SETUP=1) leaves ~/.bashrc alone.
#
# Writing files: the project's policy for user data (Sources/DurableFiles), here in shell.
# - Every file written (installed files and ~/.bashrc) is written whole to a temporary file in
#   its own folder, fsynced, renamed over the old one, and the folder is fsynced: a reader, a
#   crash, a kill or a full disk leaves the old file or the new one, never a mix. Nothing is
#   written to TMPDIR.
# - ~/.bashrc is followed through symbolic links (at most 40), so a link survives; its mode and
#   owner are kept. A ~/.bashrc that is not a regular file is left alone.
# - Temporaries are removed on every exit: by the EXIT trap (errors; INT, TERM and HUP exit
#   through it), and after a SIGKILL by a reaper process that learns each temporary's name and
#   removes them when the script ends without saying it cleaned up.
# - The block is the lines from a begin marker to the next end marker, nothing else. A begin
#   marker with no end marker after it (an older install.sh interrupted while appending) is
#   never used to delete anything: both install and --uninstall then leave ~/.bashrc exactly as
#   it is, say which line to look at, finish their other work and exit 65.
# - ~/.bashrc without a final newline gets one before the block, and a line inside the block
#   saying so: --uninstall takes both out, so install then uninstall gives back the same bytes.
#
# Exit status: 0 done; 64 usage (or PREFIX refused); 65 ~/.bashrc left alone (a begin marker
# without an end, or not a regular file); 66 no built binary; 70 a generator failed; 73 a
# temporary file or folder cannot be created, or ~/.bashrc belongs to someone else; 74 a write,
# fsync or rename failed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/install.sh [--uninstall] [--no-shell-setup]   (PREFIX=${PREFIX:-~/.local})" >&2
}

# Prints one line on stderr and exits with status $1.
fail() {
  local status="$1"
  shift
  echo "install.sh: $*" >&2
  exit "$status"
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
    *) fail 64 "HOME is not an absolute path; set PREFIX" ;;
  esac
fi
case "$PREFIX" in
  *$'\n'*) fail 64 "PREFIX contains a newline; choose a folder without one" ;;
  *:*) fail 64 "PREFIX contains ':', which PATH cannot hold; choose another folder" ;;
  /*) PREFIX="${PREFIX%/}" ;;
  *) fail 64 "PREFIX must be an absolute path, not '$PREFIX'" ;;
esac

binary="$PREFIX/bin/conjugar"
serve_binary="$PREFIX/bin/conjugar-serve"
manual="$PREFIX/share/man/man1/conjugar.1"
spanish_manual="$PREFIX/share/man/es/man1/conjugar.1"
bash_completion="$PREFIX/share/bash-completion/completions/conjugar"
zsh_completion="$PREFIX/share/zsh/site-functions/_conjugar"
fish_completion="$PREFIX/share/fish/vendor_completions.d/conjugar.fish"
installed=("$binary" "$serve_binary" "$manual" "$spanish_manual" "$bash_completion" "$zsh_completion" "$fish_completion")

# The reaper reads NUL-terminated temporary names on fd 9 until an empty name (the script
# cleaned up) or the end of the pipe (the script was killed), then removes what it was told.
# It keeps the script's stdout and stderr open, so whoever reads them to the end waits for it.
reap() {
  trap '' INT TERM HUP
  local name names=()
  while IFS= read -r -d '' name; do
    [ -n "$name" ] || return 0
    names+=("$name")
  done
  [ "${#names[@]}" -eq 0 ] || rm -f -- "${names[@]}"
}
exec 9> >(reap)
temporaries=()
clean_up() {
  [ "${#temporaries[@]}" -eq 0 ] || rm -f -- "${temporaries[@]}"
  printf '\0' 2>/dev/null >&9 || true
}
trap clean_up EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# Sets `temporary` to a new empty file beside $1 (mode 600), removed on exit unless renamed.
# Its name goes to the reaper before the file exists (a kill in between leaves nothing), and
# noclobber creates it with O_EXCL; the process id in the name keeps other runs' names apart.
make_temporary() {
  local error
  temporary="$1.install-$$-$RANDOM"
  temporaries+=("$temporary")
  printf '%s\0' "$temporary" >&9
  error="$(umask 077 && set -C && exec 2>&1 && : >"$temporary")" ||
    fail 73 "cannot create a temporary file beside $1 (${error##*: })"
}

# coreutils' `sync FILE` fsyncs that file (or folder); a sync that takes no names flushes all.
per_file_sync=false
sync -- . 2>/dev/null && per_file_sync=true
flush() {
  if "$per_file_sync"; then sync -- "$1"; else sync; fi
}

# Makes the written temporary $1 durable and renames it over $2, then fsyncs $2's folder
# (best effort: some file systems cannot fsync a folder, and the file is in place by then).
commit() {
  flush "$1" || fail 74 "cannot sync $1; $2 left as it was"
  mv -f -- "$1" "$2" || fail 74 "cannot rename $1 to $2; $2 left as it was"
  flush "$(dirname -- "$2")" 2>/dev/null || true
}

# The block in ~/.bashrc: written whole, found again by its first and last lines.
rc=""
case "${HOME:-}" in /*) rc="$HOME/.bashrc" ;; esac
block_begin="# >>> conjugar: added by scripts/install.sh; removed by install.sh --uninstall >>>"
block_newline="# (and the line break just before this block)"
block_end="# <<< conjugar <<<"

# In mode "lone", prints the number of the first begin marker with no end marker after it;
# otherwise prints the file without its blocks, byte for byte (`newline` says whether the file
# ends with one; a block that added the line break before it takes it out again).
blocks_awk='
  { line[NR] = $0 }
  END {
    open = 0
    for (i = 1; i <= NR; i++) {
      if (line[i] == begin) {
        if (open && mode == "lone") { print open; exit }
        open = i
      } else if (line[i] == end && open) {
        for (k = open; k <= i; k++) drop[k] = 1
        open = 0
      }
    }
    if (mode == "lone") { if (open) print open; exit }
    last = 0
    for (i = 1; i <= NR; i++) if (!(i in drop)) last = i
    for (i = 1; i <= last; i++) {
      if (i in drop) continue
      printf "%s", line[i]
      if (i < last || (last == NR ? newline : line[last + 2] != joined)) printf "\n"
    }
  }'

# Sets `rc_file` to the file ~/.bashrc leads to through symbolic links.
resolve_rc() {
  local link hops=0
  rc_file="$rc"
  while [ -L "$rc_file" ]; do
    hops=$((hops + 1))
    [ "$hops" -le 40 ] || fail 65 "$rc: more than 40 symbolic links; left as it was"
    link="$(readlink -- "$rc_file")"
    case "$link" in
      /*) rc_file="$link" ;;
      *) rc_file="$(dirname -- "$rc_file")/$link" ;;
    esac
  done
}

ends_with_newline() {
  [ "$(tail -c 1 -- "$1" | wc -l)" -eq 1 ]
}

# Single-quotes $1 for the shell.
quoted() {
  printf "'%s'" "${1//\'/\'\\\'\'}"
}

# Sets `block` to the lines to append to the text $1, led by a line break (and a line saying
# so) when that text does not end with one.
make_block() {
  local bin completion
  bin="$(quoted "$PREFIX/bin")"
  completion="$(quoted "$bash_completion")"
  block="$block_begin"$'\n'
  if [ -s "$1" ] && ! ends_with_newline "$1"; then
    block=$'\n'"$block$block_newline"$'\n'
  fi
  block+="case \":\$PATH:\" in *:$bin:*) ;; *) PATH=$bin\":\$PATH\" ;; esac"$'\n'
  block+="if [ -n \"\${BASH_VERSION:-}\" ] && [ -r $completion ]; then . $completion; fi"$'\n'
  block+="$block_end"$'\n'
}

# Replaces ~/.bashrc with itself without its blocks, and with a new block when $1 is true.
# Sets `rc_left_alone` (having said why) when the file must not be touched.
rewrite_rc() {
  local add="$1" lone newline=0 error
  rc_left_alone=false
  resolve_rc
  if [ -e "$rc_file" ] && [ ! -f "$rc_file" ]; then
    echo "install.sh: $rc is not a regular file; left as it was" >&2
    rc_left_alone=true
    return 0
  fi
  if [ -f "$rc_file" ]; then
    lone="$(awk -v mode=lone -v begin="$block_begin" -v end="$block_end" \
      "$blocks_awk" "$rc_file")" || fail 74 "cannot read $rc; left as it was"
    if [ -n "$lone" ]; then
      echo "install.sh: $rc line $lone: a conjugar begin marker with no end marker after it" \
        "(an interrupted install?); left as it was: remove that line and any conjugar lines" \
        "after it, then run install.sh again" >&2
      rc_left_alone=true
      return 0
    fi
    ends_with_newline "$rc_file" && newline=1
  fi
  make_temporary "$rc_file"
  if [ -f "$rc_file" ]; then
    error="$(awk -v begin="$block_begin" -v end="$block_end" -v joined="$block_newline" \
      -v newline="$newline" "$blocks_awk" "$rc_file" 2>&1 >"$temporary")" ||
      fail 74 "cannot write the new $rc (${error##*: }); left as it was"
  fi
  if "$add"; then
    make_block "$temporary"
    error="$(printf '%s' "$block" 2>&1 >>"$temporary")" ||
      fail 74 "cannot write the new $rc (${error##*: }); left as it was"
  fi
  if [ -f "$rc_file" ]; then
    if cmp -s -- "$temporary" "$rc_file"; then return 0; fi
    chown "$(file_stat %u:%g %u:%g "$rc_file")" "$temporary" 2>/dev/null || [ -O "$rc_file" ] ||
      fail 73 "$rc belongs to another user; left as it was"
    chmod "$(file_stat %a %Lp "$rc_file")" "$temporary"
  else
    chmod "$(printf '%o' $((0666 & ~0$(umask))))" "$temporary"
  fi
  commit "$temporary" "$rc_file"
}

# The stat of $3 in the format $1 (GNU) or $2 (BSD).
file_stat() {
  stat -c "$1" -- "$3" 2>/dev/null || stat -f "$2" "$3"
}

# Removes the installed files, then the block, each removal made durable.
if "$uninstall"; then
  for file in "${installed[@]}"; do
    if [ -e "$file" ] || [ -L "$file" ]; then
      rm -f -- "$file"
      flush "$(dirname -- "$file")" 2>/dev/null || true
      echo "removed $file"
    fi
  done
  if "$shell_setup" && [ -n "$rc" ] && [ -f "$rc" ] && grep -qxF -- "$block_begin" "$rc"; then
    rewrite_rc false
    "$rc_left_alone" && exit 65
    echo "removed the conjugar lines from $rc"
  fi
  exit 0
fi

built="${CONJUGAR_BINARY:-.build/release/conjugar}"
if [ ! -x "$built" ]; then
  fail 66 "$built is missing; build it first: swift build -c release --static-swift-stdlib"
fi

# Writes what the command after $1 and $2 prints to $1: a failing command leaves the old file,
# and running twice leaves the same bytes.
place() {
  local target="$1" mode="$2"
  shift 2
  local error
  error="$(mkdir -p -- "$(dirname -- "$target")" 2>&1)" ||
    fail 73 "cannot create the folder of $target (${error##*: })"
  make_temporary "$target"
  "$@" >"$temporary" || fail 70 "'$*' failed; $target not installed"
  chmod "$mode" "$temporary"
  commit "$temporary" "$target"
  echo "installed $target"
}

place "$manual" 644 "$built" --generate-manual --lang en
place "$spanish_manual" 644 "$built" --generate-manual --lang es
place "$bash_completion" 644 "$built" --generate-completion-script bash --lang en
place "$zsh_completion" 644 "$built" --generate-completion-script zsh --lang en
place "$fish_completion" 644 "$built" --generate-completion-script fish --lang en
place "$binary" 755 cat -- "$built"
built_serve="${CONJUGAR_SERVE_BINARY:-$(dirname -- "$built")/conjugar-serve}"
if [ -x "$built_serve" ]; then
  place "$serve_binary" 755 cat -- "$built_serve"
else
  echo "$built_serve is missing: conjugar serve needs it (swift build -c release --static-swift-stdlib)"
fi

if "$shell_setup" && [ -n "$rc" ]; then
  rewrite_rc true
  "$rc_left_alone" && exit 65
  echo "added to $rc: $PREFIX/bin on PATH and tab completion (new shells; this one: . $rc)"
else
  case ":${PATH:-}:" in
    *":$PREFIX/bin:"*) ;;
    *) echo "$PREFIX/bin is not on PATH; add this line to ~/.bashrc: PATH=$(quoted "$PREFIX/bin"):\"\$PATH\"" ;;
  esac
fi
