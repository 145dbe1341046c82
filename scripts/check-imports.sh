#!/bin/sh
# Checks that every module of Sources/ names, in Package.swift, each module it imports: SwiftPM
# lets a transitive module through unnamed, and the dependency arrows would go unchecked. And that
# no module of the program imports Foundation (FoundationEssentials only): any of Foundation's own
# classes (Bundle, Thread, FileHandle, JSONSerialization, DateFormatter…) brings the whole of ICU,
# 36 MB, into the statically linked binary. tidings-bench, which is not installed, may.
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
        if [ "$import" = Foundation ] && [ "$module" != tidings-bench ]; then
            echo "$module imports Foundation: use FoundationEssentials (see this script's first lines)"; status=1; continue
        fi
        case $import in Foundation|FoundationEssentials|Dispatch|Synchronization|Glibc|Darwin|Testing) continue ;; esac
        case $declared in *"\"$import\""*) ;; *) echo "$module imports $import without naming it in Package.swift"; status=1 ;; esac
    done
done
# SwiftPM's accessor for a target's resources imports Foundation (Bundle.module): only tests may
# have resources.
if grep -v "^ *//" Package.swift | grep "resources:" | grep -v "testTarget" | grep -q .; then
    echo "Package.swift gives a module of the program resources: its accessor brings Foundation in"; status=1
fi
exit $status
