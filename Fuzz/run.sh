#!/bin/sh
# Builds and runs one libFuzzer target (or all of them) for a number of seconds.
#
#   Fuzz/run.sh TARGET SECONDS      TARGET: sanitizer, html, hn, ph, news, keys, config, thread, pictures, feeds, markup, reader
#   Fuzz/run.sh all SECONDS
#   Fuzz/run.sh check               every target builds, and runs each of its seeds once (CI)
#
# The library modules are compiled straight from Sources/ with swiftc (coverage + AddressSanitizer),
# so nothing here is part of the package and `swift test` never builds it. Crashes are written to
# Fuzz/.build/crashes/TARGET/; new corpus entries to Fuzz/.build/corpus/TARGET/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/.build"
targets="sanitizer html hn ph news keys config thread pictures feeds markup reader"
export PATH="/opt/swift/usr/bin:$PATH"

if [ "${1:-}" = check ] && [ $# -eq 1 ]; then
    # Quick: no optimisation and no AddressSanitizer, in a folder of its own so the real
    # fuzzing builds are left alone. What it catches is a target that no longer compiles or
    # links against the current sources, or a seed that no longer passes its checks.
    out="$here/.build/check"
    # Without -g too: with -Onone the driver would wrap the module for the debugger into the
    # same object file.
    optimise="-Onone -sanitize=fuzzer"
elif [ $# -ne 2 ]; then
    echo "usage: $0 TARGET|all SECONDS, or $0 check   (targets: $targets)" >&2
    exit 2
else
    optimise="-O -sanitize=fuzzer,address -g"
fi

# Modules/CCurl's module map, for Networking (which imports libcurl) and whatever uses it;
# SQLite's for Store; libchafa's and the decoders' for Pictures, with the include paths
# pkg-config gives (glib's among them).
flags="$optimise -enable-testing -swift-version 6 -parse-as-library -I $root/Modules/CCurl"
# Modules/CLibXML2's (and libxml2's headers) for Markup, which Feeds imports.
flags="$flags -I $root/Modules/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g')"
flags="$flags -I $root/Modules/CSQLite -I $root/Modules/CChafa -I $root/Modules/CJPEG -I $root/Modules/CPNG -I $root/Modules/CWebP -I $root/Modules/CGIF"
for path in $(pkg-config --cflags-only-I chafa libpng libwebpdemux 2>/dev/null); do flags="$flags -Xcc $path"; done
# lld, because gold warns about every AddressSanitizer report symbol.
link="-use-ld=lld"

# One module from Sources/NAME (minus any excluded folder), as a single object file.
build_module() {
    name=$1
    exclude=${2:-}
    stamp="$out/$name.o"
    sources=$(find "$root/Sources/$name" -name '*.swift' | { if [ -n "$exclude" ]; then grep -v "/$exclude/"; else cat; fi; } | sort)
    newest=$(ls -t $sources | head -n 1)
    if [ -f "$stamp" ] && [ "$stamp" -nt "$newest" ]; then return; fi
    echo "building $name" >&2
    # shellcheck disable=SC2086
    swiftc $flags -wmo -module-name "$name" -I "$out" -c $sources -o "$stamp" \
        -emit-module -emit-module-path "$out/$name.swiftmodule"
}

build_libraries() {
    mkdir -p "$out"
    build_module TidingsText
    build_module Threads
    build_module Canvas
    build_module Networking
    build_module Markup
    # The fuzz targets exercise decoding only, so the demo's code stays out.
    build_module Feeds Demo
    build_module Store
    build_module Pictures
    build_module Reader
}

build_target() {
    target=$1
    binary="$out/fuzz-$target"
    case $target in
        sanitizer|html) objects="$out/TidingsText.o"; extra="" ;;
        hn|ph|news) objects="$out/TidingsText.o $out/Threads.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/FuzzResponse.swift" ;;
        thread) objects="$out/TidingsText.o $out/Threads.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/StrictJSON.swift" ;;
        feeds) objects="$out/TidingsText.o $out/Threads.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/StrictXML.swift" ;;
        markup) objects="$out/TidingsText.o $out/Markup.o -lxml2"; extra="" ;;
        # The whole reader: charset, parse, score, build (its fetcher links Networking).
        reader) objects="$out/TidingsText.o $out/Threads.o $out/Networking.o $out/Markup.o $out/Reader.o -lcurl -lxml2"; extra="" ;;
        # The key decoder is compiled from Terminal's own files; only the parts that talk to
        # ncurses stay out, so the target needs no terminal.
        keys) objects="$out/TidingsText.o $out/Canvas.o"
              extra=$(for file in KeyDecoder EscapeSequence MouseReport KeyCodeTable RawInput; do printf '%s ' "$root/Sources/Terminal/$file.swift"; done) ;;
        # The config parser and the key names and keymap it feeds, without the rest of the app.
        config) objects="$out/TidingsText.o $out/Canvas.o"
                extra="$root/Sources/TidingsApp/ConfigFile.swift $root/Sources/TidingsApp/Descriptor.swift $(ls "$root"/Sources/Screens/Keys/*.swift | tr '\n' ' ')" ;;
        # Every decoder and libchafa, through the Pictures module.
        pictures) objects="$out/TidingsText.o $out/Threads.o $out/Canvas.o $out/Networking.o $out/Store.o $out/Pictures.o -lcurl -lsqlite3 -lchafa -lglib-2.0 -ljpeg -lpng16 -lwebp -lwebpdemux -lgif"
                  extra="" ;;
        *) echo "unknown target: $target (targets: $targets)" >&2; exit 2 ;;
    esac
    echo "building fuzz-$target" >&2
    # shellcheck disable=SC2086
    swiftc $flags $link -module-name "Fuzz_$target" -I "$out" "$here/Targets/$target.swift" $extra $objects -o "$binary"
}

seeds_for() {
    case $1 in
        # Small hand-written answers first (cheap to mutate), then the demo data.
        hn) echo "$here/Seeds/hn $root/Sources/Feeds/Demo/hn $root/Sources/Feeds/Demo/hn/items" ;;
        ph) echo "$here/Seeds/ph $root/Sources/Feeds/Demo/ph" ;;
        news) echo "$here/Seeds/news $root/Sources/Feeds/Demo/news" ;;
        thread) echo "$here/Seeds/thread $root/Sources/Feeds/Demo/hn/items" ;;
        feeds) echo "$here/Seeds/feeds $root/Sources/Feeds/Demo/feeds" ;;
        *) echo "$here/Seeds/$1" ;;
    esac
}

run_target() {
    target=$1
    seconds=$2
    corpus="$out/corpus/$target"
    crashes="$out/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    dict=""
    case $target in hn|ph|news) dict="-dict=$here/json.dict" ;; markup|reader) dict="-dict=$here/html.dict" ;; pictures) dict="-dict=$here/pictures.dict" ;; feeds) dict="-dict=$here/xml.dict" ;; esac
    # glib 2.74 keeps a per-thread slice cache that its thread pool's workers (libchafa renders
    # on them) leave behind when they exit; plain malloc has none, so LeakSanitizer sees only
    # real leaks.
    if [ "$target" = pictures ]; then export G_SLICE=always-malloc; fi
    # shellcheck disable=SC2046,SC2086
    "$out/fuzz-$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=4096 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$crashes/" $dict "$corpus" $(seeds_for "$target")
}

# Each seed once, as inputs rather than a corpus: libFuzzer runs them and stops.
check_target() {
    target=$1
    # shellcheck disable=SC2046
    seeds=$(find $(seeds_for "$target") -maxdepth 1 -type f | sort)
    # shellcheck disable=SC2086
    if ! "$out/fuzz-$target" -rss_limit_mb=4096 -timeout=10 $seeds >"$out/check-$target.log" 2>&1; then
        echo "fuzz-$target failed on its seeds; see $out/check-$target.log" >&2
        tail -n 20 "$out/check-$target.log" >&2
        exit 1
    fi
    echo "fuzz-$target: builds; $(echo "$seeds" | wc -l) seeds pass" >&2
}

build_libraries
if [ "$1" = check ]; then
    for target in $targets; do build_target "$target"; done
    for target in $targets; do check_target "$target"; done
elif [ "$1" = all ]; then
    for target in $targets; do build_target "$target"; done
    for target in $targets; do run_target "$target" "$2"; done
else
    build_target "$1"
    run_target "$1" "$2"
fi
