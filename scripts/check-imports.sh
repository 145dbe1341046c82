#!/bin/sh
# Checks that every module of Sources/ names, in Package.swift, each module it imports: SwiftPM
# lets a transitive module through unnamed, and the dependency arrows would go unchecked.
cd "$(dirname "$0")/.." || exit 2
status=0
for folder in Sources/*/; do
    module=$(basename "$folder")
    # The target's declaration, from `.target(` / `.executableTarget(` to its dependencies.
    declared=$(awk -v name="name: \"$module\"" '
        /\.(target|executableTarget)\(/ { inside = 1; text = "" }
        inside { text = text $0 }
        inside && /dependencies:|\),?$/ { if (index(text, name)) { print text; exit } ; if (/\),?$/) inside = 0 }' Package.swift)
    for import in $(grep -rh "^import \|^@testable import " "$folder" --include=*.swift | sed 's/@testable //' | awk '{print $2}' | sort -u); do
        case $import in Foundation|Dispatch|Synchronization|Glibc|Darwin|Testing) continue ;; esac
        case $declared in *"\"$import\""*) ;; *) echo "$module imports $import without naming it in Package.swift"; status=1 ;; esac
    done
done
exit $status
