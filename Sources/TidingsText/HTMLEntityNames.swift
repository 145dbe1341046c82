/// Named character references we recognise, name → code point.
///
/// The HTML 4 set (everything comment boards and feed publishers actually emit) plus the HTML5 names
/// for ASCII punctuation and a few symbols. Names are case-sensitive, as in HTML.
let htmlEntityNames: [String: UInt32] = {
    var table: [String: UInt32] = [
        "quot": 34, "amp": 38, "apos": 39, "lt": 60, "gt": 62,
        "QUOT": 34, "AMP": 38, "LT": 60, "GT": 62, "COPY": 169, "REG": 174,
        "Tab": 9, "NewLine": 10,
        "excl": 33, "num": 35, "dollar": 36, "percnt": 37, "lpar": 40, "rpar": 41, "ast": 42,
        "plus": 43, "comma": 44, "period": 46, "sol": 47, "colon": 58, "semi": 59, "equals": 61,
        "quest": 63, "commat": 64, "lsqb": 91, "bsol": 92, "rsqb": 93, "lowbar": 95, "grave": 96,
        "lcub": 123, "verbar": 124, "vert": 124, "rcub": 125,
        "OElig": 338, "oelig": 339, "Scaron": 352, "scaron": 353, "Yuml": 376, "fnof": 402,
        "circ": 710, "tilde": 732,
        "thetasym": 977, "upsih": 978, "piv": 982,
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D,
        "lrm": 0x200E, "rlm": 0x200F, "hyphen": 0x2010, "dash": 0x2010, "ndash": 0x2013,
        "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C,
        "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022,
        "hellip": 0x2026, "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039,
        "rsaquo": 0x203A, "oline": 0x203E, "frasl": 0x2044, "euro": 0x20AC,
        "image": 0x2111, "weierp": 0x2118, "real": 0x211C, "trade": 0x2122, "alefsym": 0x2135,
        "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192, "darr": 0x2193, "harr": 0x2194,
        "crarr": 0x21B5, "lArr": 0x21D0, "uArr": 0x21D1, "rArr": 0x21D2, "dArr": 0x21D3,
        "hArr": 0x21D4,
        "forall": 0x2200, "part": 0x2202, "exist": 0x2203, "empty": 0x2205, "nabla": 0x2207,
        "isin": 0x2208, "notin": 0x2209, "ni": 0x220B, "prod": 0x220F, "sum": 0x2211,
        "minus": 0x2212, "lowast": 0x2217, "radic": 0x221A, "prop": 0x221D, "infin": 0x221E,
        "ang": 0x2220, "and": 0x2227, "or": 0x2228, "cap": 0x2229, "cup": 0x222A, "int": 0x222B,
        "there4": 0x2234, "sim": 0x223C, "cong": 0x2245, "asymp": 0x2248, "ne": 0x2260,
        "equiv": 0x2261, "le": 0x2264, "ge": 0x2265, "sub": 0x2282, "sup": 0x2283,
        "nsub": 0x2284, "sube": 0x2286, "supe": 0x2287, "oplus": 0x2295, "otimes": 0x2297,
        "perp": 0x22A5, "sdot": 0x22C5, "lceil": 0x2308, "rceil": 0x2309, "lfloor": 0x230A,
        "rfloor": 0x230B, "lang": 0x27E8, "rang": 0x27E9, "loz": 0x25CA,
        "starf": 0x2605, "star": 0x2606, "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665,
        "diams": 0x2666, "check": 0x2713, "cross": 0x2717,
    ]
    for (offset, name) in latin1EntityNames.enumerated() { table[name] = 0xA0 + UInt32(offset) }
    // Greek: capitals from U+0391, small letters 32 above; U+03A2 is unassigned, U+03C2 is sigmaf.
    let greek = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
        "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf", "sigma", "tau", "upsilon",
        "phi", "chi", "psi", "omega",
    ]
    for (offset, name) in greek.enumerated() {
        let small = 0x3B1 + UInt32(offset)
        table[name] = small
        if name != "sigmaf" { table[name.prefix(1).uppercased() + name.dropFirst()] = small - 32 }
    }
    return table
}()

/// Latin-1 supplement: the names run in code point order from U+00A0.
let latin1EntityNames = [
    "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
    "uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr",
    "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
    "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
    "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
    "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml",
    "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
    "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
    "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
    "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
    "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
    "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
]

/// The names browsers read without their ';' in text ("&nbsp", "&copy 2004", "&amp chips"),
/// as HTML kept them from before it asked for one: Latin-1's and the markup characters'.
let legacyEntityNames: [String: UInt32] = {
    var table: [String: UInt32] = ["quot": 34, "amp": 38, "lt": 60, "gt": 62, "QUOT": 34, "AMP": 38, "LT": 60, "GT": 62, "COPY": 169, "REG": 174]
    for (offset, name) in latin1EntityNames.enumerated() { table[name] = 0xA0 + UInt32(offset) }
    return table
}()
