#ifndef TIDINGS_CLIBXML2_SHIM_H
#define TIDINGS_CLIBXML2_SHIM_H

// libxml2's HTML parser: real-world tag soup is parsed the way browsers recover from it, so
// the reader never needs a tokenizer of its own. The include path (/usr/include/libxml2) comes
// from pkg-config's libxml-2.0.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, and encoding.h then includes the system's ICU headers, whose
// declarations clash with the ICU inside Foundation. Nothing here touches ICU converters (the
// only struct that changes shape holds them), so the system headers are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parserInternals.h>

// The parser options as one int: Swift imports the enum cases, but or-ing them needs casts
// at every use.
static inline int tidings_html_parse_options(void) {
    // IGNORE_ENC: the reader hands over UTF-8 it decoded itself, so a page's <meta charset>
    // must not make libxml2 decode it a second time.
    return HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
        | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC;
}

#endif
