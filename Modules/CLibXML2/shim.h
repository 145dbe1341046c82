#ifndef TIDINGS_CLIBXML2_SHIM_H
#define TIDINGS_CLIBXML2_SHIM_H

// libxml2: the HTML parser (real-world tag soup parsed the way browsers recover from it) and the
// XML push parser (feeds, read as they arrive). The include path (/usr/include/libxml2) comes
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
#include <libxml/xmlerror.h>

// The HTML parser options as one int: Swift imports the enum cases, but or-ing them needs casts
// at every use.
static inline int tidings_html_parse_options(void) {
    // IGNORE_ENC: the reader hands over UTF-8 it decoded itself, so a page's <meta charset>
    // must not make libxml2 decode it a second time.
    return HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
        | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC;
}

// XML as feeds need it: recover from the sloppy markup real feeds carry, never touch the network,
// never load a DTD, never substitute entities (no billion laughs: the SAX handler registers no
// entity declarations at all), and say nothing. IGNORE_ENC: the bytes handed over are always
// UTF-8 (Markup decodes them first), whatever the XML declaration says.
static inline int tidings_xml_parse_options(void) {
    return XML_PARSE_RECOVER | XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
        | XML_PARSE_COMPACT | XML_PARSE_NOXINCNODE | XML_PARSE_IGNORE_ENC;
}

// libxml2 reports some problems (an encoding that fails to convert, an I/O error) through its
// global error channels rather than the parser's, and by default those write to stderr, which
// in Tidings is the screen. These swallow everything. They live in C because the generic
// handler is variadic, which Swift cannot implement.
static void tidings_xml_ignore_generic(void *context, const char *message, ...) {
    (void)context; (void)message;
}

static void tidings_xml_ignore_structured(void *context, xmlErrorPtr error) {
    (void)context; (void)error;
}

// Installs the silent handlers for this thread and as the default for threads libxml2 meets
// later (its error channels are per thread).
static inline void tidings_xml_silence(void) {
    xmlThrDefSetGenericErrorFunc(NULL, tidings_xml_ignore_generic);
    xmlThrDefSetStructuredErrorFunc(NULL, tidings_xml_ignore_structured);
    xmlSetGenericErrorFunc(NULL, tidings_xml_ignore_generic);
    xmlSetStructuredErrorFunc(NULL, tidings_xml_ignore_structured);
}

#endif
