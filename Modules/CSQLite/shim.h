#ifndef TIDINGS_CSQLITE_SHIM_H
#define TIDINGS_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a destructor pointer, which Swift cannot import:
// it tells SQLite to copy bound text and blobs before the call returns.
static inline sqlite3_destructor_type tidings_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
