#!/usr/bin/env python3
# Writes Sources/TidingsText/AccentTable.swift: each precomposed Latin, Greek or Cyrillic
# letter whose canonical decomposition is a base letter and combining marks, mapped to that
# base letter (lower case), plus the letters with a stroke that do not decompose (ł, ø, đ, ħ) and
# the long s. (ß folds to "ss" in SearchFolding itself: two letters.)
# What a search "accents aside" needs, without Foundation's diacritic folding (ICU).
import unicodedata, sys
pairs = {}
ranges = [(0x00C0, 0x024F), (0x0370, 0x03FF), (0x0400, 0x04FF), (0x1E00, 0x1EFF), (0x1F00, 0x1FFF)]
for low, high in ranges:
    for cp in range(low, high + 1):
        ch = chr(cp)
        d = unicodedata.normalize("NFD", ch)
        if len(d) > 1 and all(unicodedata.combining(c) for c in d[1:]):
            base = d[0].lower()
            if len(base) == 1 and base != ch.lower():
                pairs[cp] = ord(base)
for ch, base in {"Ł": "l", "ł": "l", "Ø": "o", "ø": "o", "Đ": "d", "đ": "d", "Ħ": "h", "ħ": "h", "ſ": "s"}.items():
    pairs[ord(ch)] = ord(base)
out = ["// Written by scripts/gen-accent-table.py; do not edit.", "",
       "extension SearchFolding {",
       "    /// Precomposed letters and their base letters, lower case, sorted by the first.",
       "    static let accented: [(UInt32, UInt32)] = ["]
items = sorted(pairs.items())
for i in range(0, len(items), 6):
    out.append("        " + " ".join(f"(0x{a:04X}, 0x{b:04X})," for a, b in items[i:i + 6]))
out += ["    ]", "}", ""]
open(sys.argv[1] if len(sys.argv) > 1 else "Sources/TidingsText/AccentTable.swift", "w").write("\n".join(out))
print(len(items), "letters")
