#ifndef TIDINGS_CSQLITE_SHIM_H
#define TIDINGS_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a destructor pointer, which Swift cannot import:
// it tells SQLite to copy bound text and blobs before the call returns.
static inline sqlite3_destructor_type tidings_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_db_config is variadic, which Swift cannot call. A file on disk may have been
// tampered with: its schema may not run functions with side effects, triggers or views (Tidings
// uses none), and defensive mode refuses writes that could damage the file on purpose.
// Returns SQLITE_OK, or the first option's failure.
static inline int tidings_sqlite_distrust_schema(sqlite3 *db) {
    int status = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (status == SQLITE_OK) status = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (status == SQLITE_OK) status = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, (int *)0);
    if (status == SQLITE_OK) status = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, (int *)0);
    return status;
}

#endif
