#!/usr/bin/env bash
# Removes what scripts/install.sh put into PREFIX (default ~/.local), as its list
# PREFIX/share/tidings/installed-files names it: those files, then the folders the install
# created, each only when it is empty. Nothing else is touched — not your config, not what
# Tidings keeps (~/.local/share/tidings/tidings.sqlite3 may sit beside the demo data), not
# your drafts — and running it again does nothing.
#
#   scripts/uninstall.sh [PREFIX]
set -euo pipefail

usage() { echo "usage: scripts/uninstall.sh [PREFIX]   (PREFIX defaults to ~/.local)"; }

prefix=""
while [ $# -gt 0 ]; do
    case $1 in
    -h|--help) usage; exit 0 ;;
    -*) echo "uninstall.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *)
        [ -z "$prefix" ] || { echo "uninstall.sh: one PREFIX only" >&2; usage >&2; exit 2; }
        prefix=$1
        shift ;;
    esac
done
if [ -z "$prefix" ]; then
    [ -n "${HOME:-}" ] || { echo "uninstall.sh: HOME is not set; name a PREFIX" >&2; exit 2; }
    prefix=$HOME/.local
fi
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
prefix=${prefix%/}

manifest=$prefix/share/tidings/installed-files
if [ ! -f "$manifest" ]; then
    echo "Tidings is not installed in $prefix (there is no $manifest); nothing was removed."
    exit 0
fi

# Only paths inside the prefix, whatever the file says.
inside() {
    [ -n "$1" ] || return 1
    case /$1/ in //*|*/../*) return 1 ;; esac
    return 0
}

files=()
folders=()
while IFS=' ' read -r kind path; do
    case $kind in
    file) inside "$path" && files+=("$path") ;;
    folder) { [ "$path" = . ] || inside "$path"; } && folders+=("$path") ;;
    esac
done <"$manifest"

removed=0
for path in "${files[@]}"; do
    # A file, or a link in its place; never a folder someone put there.
    if [ -f "$prefix/$path" ] || [ -L "$prefix/$path" ]; then
        rm -f "$prefix/$path"
        removed=$((removed + 1))
    fi
done
rm -f "$manifest"

# Deepest first, so a folder's own empty folders go before it; a folder with anything else
# in it stays.
kept=()
if [ ${#folders[@]} -gt 0 ]; then
    while IFS= read -r path; do
        target=$prefix/$path
        [ "$path" = . ] && target=$prefix
        [ -d "$target" ] && [ ! -L "$target" ] || continue
        rmdir "$target" 2>/dev/null || kept+=("$path")
    done < <(printf '%s\n' "${folders[@]}" | awk -F/ '{ print ($0 == "." ? 0 : NF) "\t" $0 }' | sort -t "$(printf '\t')" -k1,1nr -k2,2r | cut -f2-)
fi

echo "Removed Tidings from $prefix ($removed files)."
for path in "${kept[@]}"; do
    echo "  kept $prefix/$path: it holds files the install did not put there."
done
