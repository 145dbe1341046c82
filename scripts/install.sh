#!/usr/bin/env bash
# Installs Tidings into PREFIX (default ~/.local):
#   PREFIX/bin/tidings                                  a release build, the Swift runtime and
#                                                       Foundation linked in: it needs only the
#                                                       system libraries, no Swift toolchain
#   PREFIX/share/man/man1/tidings.1                     the man page
#   PREFIX/share/bash-completion/completions/tidings    completions for bash,
#   PREFIX/share/zsh/site-functions/_tidings            zsh
#   PREFIX/share/fish/vendor_completions.d/tidings.fish and fish
#   PREFIX/share/tidings/demo/                          the sample data for --demo
#   PREFIX/share/tidings/installed-files                what was installed, for uninstall.sh
# The man page and the completions are written by the freshly built binary from the tables its
# --help is written from, so they describe exactly what it does.
#
#   scripts/install.sh [PREFIX]
#   scripts/install.sh --binary PATH [PREFIX]    install a tidings already built from this
#                                                checkout, checked
#                                                the same way: refused if it needs the toolchain
set -euo pipefail

usage() { echo "usage: scripts/install.sh [--binary PATH] [PREFIX]   (PREFIX defaults to ~/.local)"; }

binary=""
prefix=""
while [ $# -gt 0 ]; do
    case $1 in
    --binary)
        [ $# -ge 2 ] || { usage >&2; exit 2; }
        binary=$2
        shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *)
        [ -z "$prefix" ] || { echo "install.sh: one PREFIX only" >&2; usage >&2; exit 2; }
        prefix=$1
        shift ;;
    esac
done
if [ -z "$prefix" ]; then
    [ -n "${HOME:-}" ] || { echo "install.sh: HOME is not set; name a PREFIX" >&2; exit 2; }
    prefix=$HOME/.local
fi
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
prefix=${prefix%/}
[ -n "$prefix" ] || { echo "install.sh: refusing to install into /" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
manifest_name=share/tidings/installed-files

if [ -z "$binary" ]; then
    swift=${SWIFT:-swift}
    if ! command -v "$swift" >/dev/null 2>&1; then
        [ -x /opt/swift/usr/bin/swift ] && swift=/opt/swift/usr/bin/swift || {
            echo "install.sh: building needs the Swift toolchain (swift on PATH, or SWIFT=/path/to/swift)" >&2; exit 1; }
    fi
    # A scratch folder of its own: the static link changes every module's build, and the
    # release build in .build (tidings-bench) should not be rebuilt for it, nor it for that.
    scratch=$root/.build/install
    echo "Building tidings (release, Swift runtime linked statically) in $scratch"
    # The toolchain's static Foundation refers to glibc's mktemp, about which the linker always
    # warns; it is not Tidings' code and says nothing about this build, so that one line is
    # left out.
    (cd "$root" && "$swift" build -c release --static-swift-stdlib --product tidings --scratch-path "$scratch" 2>&1) |
        { grep -v -F "the use of \`mktemp' is dangerous" || true; }
    binary=$(cd "$root" && "$swift" build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/tidings
fi
[ -x "$binary" ] || { echo "install.sh: no tidings binary at $binary" >&2; exit 1; }
# The demo's sample: the data folders beside the code that reads them.
resources=$root/Sources/Feeds/Demo
[ -d "$resources/hn" ] || { echo "install.sh: the demo's sample data is not in $resources" >&2; exit 1; }

# The promise of the install: nothing from the Swift toolchain at run time.
if ! linked=$(ldd "$binary" 2>&1); then
    echo "install.sh: ldd cannot read $binary: $linked" >&2; exit 1
fi
if swift_libraries=$(printf '%s\n' "$linked" | grep -E 'libswift|libFoundation|lib_FoundationICU|libdispatch|libBlocksRuntime'); then
    echo "install.sh: $binary needs the Swift toolchain's libraries at run time, so it was not installed:" >&2
    printf '%s\n' "$swift_libraries" >&2
    exit 1
fi
if missing=$(printf '%s\n' "$linked" | grep 'not found'); then
    echo "install.sh: $binary needs libraries this machine does not have (see the README's Requirements):" >&2
    printf '%s\n' "$missing" >&2
    exit 1
fi

# Written before anything is copied, so a binary that cannot write them installs nothing.
staging=$(mktemp -d "${TMPDIR:-/tmp}/tidings-install.XXXXXX")
trap 'rm -rf "$staging"' EXIT
"$binary" --manual >"$staging/tidings.1"
"$binary" --completions bash >"$staging/tidings.bash"
"$binary" --completions zsh >"$staging/_tidings"
"$binary" --completions fish >"$staging/tidings.fish"

# The folders this install creates are remembered (with those an earlier install created), so
# uninstall.sh removes them again, and only them.
created=()
if [ -f "$prefix/$manifest_name" ]; then
    while IFS=' ' read -r kind path; do
        [ "$kind" = folder ] && created+=("$path")
    done <"$prefix/$manifest_name"
fi
installed=()

# The data folder under the prefix may be the one Tidings keeps its store in
# (~/.local/share/tidings when XDG_DATA_HOME is unset): made private, as Tidings makes it.
private_data=""
data_home=${XDG_DATA_HOME:-${HOME:-/nonexistent}/.local/share}
[ "$prefix/share" = "${data_home%/}" ] && private_data=share/tidings

# Creates PREFIX/REL and the folders above it that are missing, noting each it creates.
make_folder() {
    local rel=$1 path="" part mode
    if [ ! -d "$prefix" ]; then
        mkdir -p -m 0755 "$prefix"
        created+=(.)
    fi
    IFS=/ read -ra parts <<<"$rel"
    for part in "${parts[@]}"; do
        path=${path:+$path/}$part
        [ -d "$prefix/$path" ] && continue
        mode=0755
        [ "$path" = "$private_data" ] && mode=0700
        mkdir -m "$mode" "$prefix/$path"
        created+=("$path")
    done
}

# Copies a file into place by renaming, so a running tidings is never written over.
put() {
    local source=$1 rel=$2 mode=$3
    make_folder "$(dirname "$rel")"
    local temporary="$prefix/$(dirname "$rel")/.$(basename "$rel").installing"
    cp "$source" "$temporary"
    chmod "$mode" "$temporary"
    mv -f "$temporary" "$prefix/$rel"
    installed+=("$rel")
}

# An earlier install's files go first, so nothing stale (a sample file since removed) stays.
if [ -f "$prefix/$manifest_name" ]; then
    while IFS=' ' read -r kind path; do
        [ "$kind" = file ] || continue
        # Only paths inside the prefix, whatever the file says.
        case /$path/ in //*|*/../*|*/./*) continue ;; esac
        if [ -f "$prefix/$path" ] || [ -L "$prefix/$path" ]; then rm -f "$prefix/$path"; fi
    done <"$prefix/$manifest_name"
fi

put "$binary" bin/tidings 0755
put "$staging/tidings.1" share/man/man1/tidings.1 0644
put "$staging/tidings.bash" share/bash-completion/completions/tidings 0644
put "$staging/_tidings" share/zsh/site-functions/_tidings 0644
put "$staging/tidings.fish" share/fish/vendor_completions.d/tidings.fish 0644
make_folder share/tidings/demo
while IFS= read -r -d '' file; do
    rel=${file#"$resources"/}
    put "$file" "share/tidings/demo/$rel" 0644
done < <(find "$resources" -mindepth 2 -type f -print0 | sort -z)

{
    echo "# Installed by scripts/install.sh; scripts/uninstall.sh removes these files and the"
    echo "# folders the install created, when they are empty."
    for path in "${installed[@]}"; do echo "file $path"; done
    [ ${#created[@]} -eq 0 ] || printf 'folder %s\n' "${created[@]}" | sort -u
} >"$staging/installed-files"
put "$staging/installed-files" "$manifest_name" 0644

echo "Installed tidings into $prefix:"
echo "  bin/tidings, share/man/man1/tidings.1, the bash, zsh and fish completions, share/tidings/demo"
case ":${PATH:-}:" in *":$prefix/bin:"*) ;; *) echo "  $prefix/bin is not on your PATH: add it to run tidings by name." ;; esac
echo "Uninstall with: scripts/uninstall.sh $prefix"
