#!/bin/sh
# Builds and runs one libFuzzer target (or all of them) for a number of seconds.
#
#   Fuzz/run.sh TARGET SECONDS      TARGET: sanitizer, html, hn, ph, news, keys, config, thread, feeds
#   Fuzz/run.sh all SECONDS
#
# The library modules are compiled straight from Sources/ with swiftc (coverage + AddressSanitizer),
# so nothing here is part of the package and `swift test` never builds it. Crashes are written to
# Fuzz/.build/crashes/TARGET/; new corpus entries to Fuzz/.build/corpus/TARGET/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/.build"
targets="sanitizer html hn ph news keys config thread feeds"
export PATH="/opt/swift/usr/bin:$PATH"

if [ $# -ne 2 ]; then
    echo "usage: $0 TARGET|all SECONDS   (targets: $targets)" >&2
    exit 2
fi

# Modules/CCurl's module map, for Networking (which imports libcurl) and whatever uses it;
# Modules/CLibXML2's (and libxml2's headers) for Markup, which Feeds imports.
flags="-O -sanitize=fuzzer,address -enable-testing -swift-version 6 -parse-as-library -g -I $root/Modules/CCurl -I $root/Modules/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g')"
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
    build_module Canvas
    build_module Networking
    build_module Markup
    # The demo data is loaded through SwiftPM's generated resource bundle; the fuzz targets
    # exercise decoding only, so the demo files stay out.
    build_module Feeds Demo
}

build_target() {
    target=$1
    binary="$out/fuzz-$target"
    case $target in
        sanitizer|html) objects="$out/TidingsText.o"; extra="" ;;
        hn|ph|news) objects="$out/TidingsText.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/FuzzResponse.swift" ;;
        thread) objects="$out/TidingsText.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/StrictJSON.swift" ;;
        feeds) objects="$out/TidingsText.o $out/Networking.o $out/Markup.o $out/Feeds.o -lcurl -lxml2"; extra="$here/Targets/StrictXML.swift" ;;
        # The key decoder is compiled from Terminal's own files; only the parts that talk to
        # ncurses stay out, so the target needs no terminal.
        keys) objects="$out/TidingsText.o $out/Canvas.o"
              extra=$(for file in KeyDecoder EscapeSequence MouseReport KeyCodeTable RawInput; do printf '%s ' "$root/Sources/Terminal/$file.swift"; done) ;;
        # The config parser and the key names and keymap it feeds, without the rest of the app.
        config) objects="$out/TidingsText.o $out/Canvas.o"
                extra="$root/Sources/TidingsApp/ConfigFile.swift $(ls "$root"/Sources/Screens/Keys/*.swift | tr '\n' ' ')" ;;
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
    case $target in hn|ph|news) dict="-dict=$here/json.dict" ;; feeds) dict="-dict=$here/xml.dict" ;; esac
    # shellcheck disable=SC2046,SC2086
    "$out/fuzz-$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=4096 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$crashes/" $dict "$corpus" $(seeds_for "$target")
}

build_libraries
if [ "$1" = all ]; then
    for target in $targets; do build_target "$target"; done
    for target in $targets; do run_target "$target" "$2"; done
else
    build_target "$1"
    run_target "$1" "$2"
fi
