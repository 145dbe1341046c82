#!/bin/sh
# Compares the store's launch and write costs at two commits (default: the given one against
# the working tree), each built with -O from Sources/Store alone, run alternately five times.
#
#   scripts/measure-store.sh BASE_COMMIT
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:?usage: $0 BASE_COMMIT}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PATH="/opt/swift/usr/bin:$PATH"
mkdir -p "$work/base" "$work/current"
git -C "$root" archive "$base" Sources/Store Modules/CSQLite | tar -x -C "$work/base"
cp -R "$root/Sources" "$root/Modules" "$work/current/"
for side in base current; do
    dir="$work/$side"
    swiftc -O -wmo -parse-as-library -module-name Store -I "$dir/Modules/CSQLite" -emit-module \
        -emit-module-path "$dir/Store.swiftmodule" -c "$dir"/Sources/Store/*.swift -o "$dir/Store.o"
    swiftc -O -I "$dir" -I "$dir/Modules/CSQLite" "$root/scripts/store-bench.swift" "$dir/Store.o" -lsqlite3 -o "$dir/bench"
done
for _ in 1 2 3 4 5; do
    printf 'base:    '; "$work/base/bench"
    printf 'current: '; "$work/current/bench"
done
