#ifndef TIDINGS_CCHAFA_SHIM_H
#define TIDINGS_CCHAFA_SHIM_H

// libchafa turns pixels into terminal cells (symbols) or into kitty, sixel and iTerm2 images.
// Its headers pull in glib's; the include paths come from pkg-config's `chafa`.
#include <chafa.h>

// GString is glib's growable string: its bytes and length, so Swift need not know the struct,
// then freed with its buffer.
static inline const char *tidings_gstring_bytes(const GString *string) { return string->str; }
static inline size_t tidings_gstring_length(const GString *string) { return string->len; }
static inline void tidings_gstring_free(GString *string) { g_string_free(string, TRUE); }

// A GError's message is never shown; it is freed so an unusable sequence costs nothing.
static inline int tidings_chafa_set_sequence(ChafaTermInfo *info, ChafaTermSeq seq, const char *text) {
    GError *error = NULL;
    int ok = chafa_term_info_set_seq(info, seq, text, &error);
    if (error != NULL) { g_error_free(error); return 0; }
    return ok;
}

#endif
