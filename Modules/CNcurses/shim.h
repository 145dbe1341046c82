#ifndef TIDINGS_CNCURSES_SHIM_H
#define TIDINGS_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#endif
