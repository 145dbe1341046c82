#ifndef TIDINGS_CNCURSES_SHIM_H
#define TIDINGS_CNCURSES_SHIM_H

// Wide-character curses: these must be defined before the first include so that cchar_t,
// setcchar, wadd_wch and wget_wch are declared.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <ncursesw/curses.h>

// Swift cannot import function-like macros, macros built from other macros (NCURSES_BITS), or
// mutable C globals under strict concurrency. Everything Terminal needs from that category is
// wrapped here as a `static inline` function; plain integer macros (KEY_UP, ERR, OK, ...) are
// imported by Swift directly and are not repeated.

// MARK: Attributes

static inline attr_t tidings_a_normal(void) { return A_NORMAL; }
static inline attr_t tidings_a_bold(void) { return A_BOLD; }
static inline attr_t tidings_a_dim(void) { return A_DIM; }
static inline attr_t tidings_a_italic(void) { return A_ITALIC; }
static inline attr_t tidings_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tidings_a_reverse(void) { return A_REVERSE; }
static inline attr_t tidings_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

// MARK: Globals ncurses exposes as mutable variables

static inline WINDOW *tidings_stdscr(void) { return stdscr; }
static inline WINDOW *tidings_curscr(void) { return curscr; }
static inline int tidings_lines(void) { return LINES; }
static inline int tidings_cols(void) { return COLS; }
static inline int tidings_colors(void) { return COLORS; }
static inline int tidings_color_pairs(void) { return COLOR_PAIRS; }
static inline int tidings_escdelay(void) { return ESCDELAY; }
static inline FILE *tidings_stdin(void) { return stdin; }
static inline FILE *tidings_stdout(void) { return stdout; }

// MARK: Window geometry (getmaxyx is a macro that assigns to its arguments)

static inline void tidings_getmaxyx(const WINDOW *win, int *rows, int *columns) {
    int y = 0, x = 0;
    if (win != NULL) { getmaxyx(win, y, x); }
    *rows = y;
    *columns = x;
}

// MARK: Line drawing (the WACS_ macros dereference a runtime table)

static inline const cchar_t *tidings_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *tidings_wacs_hline(void) { return WACS_HLINE; }
static inline chtype tidings_acs_vline(void) { return ACS_VLINE; }
static inline chtype tidings_acs_hline(void) { return ACS_HLINE; }

// MARK: Keys and mouse

static inline int tidings_key_f(int n) { return KEY_F(n); }
static inline mmask_t tidings_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tidings_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

// MARK: Characters

static inline int tidings_wcwidth(wchar_t c) { return wcwidth(c); }

/// Builds a complex character from up to CCHARW_MAX code points (the first spacing, the rest
/// combining), so Swift need not construct the NUL-terminated wchar_t array itself. The pair is
/// an int: past 32,767 (a picture's many colours) it goes through ncurses' extended-pair
/// argument where ncurses has one.
static inline int tidings_setcchar(cchar_t *out, const wchar_t *chars, int count, attr_t attrs,
                                   int pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int n = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < n; i++) { buffer[i] = chars[i]; }
    buffer[n < 0 ? 0 : n] = L'\0';
#if NCURSES_EXT_COLORS
    return setcchar(out, buffer, attrs, (short)(pair <= 0x7FFF ? pair : 0), &pair);
#else
    return setcchar(out, buffer, attrs, (short)pair, NULL);
#endif
}

// MARK: Colours

/// Defines a colour pair with colour numbers past 255 (direct colour) and pair numbers past
/// 32,767 where ncurses has extended colours (6.1 and later); init_pair otherwise.
static inline int tidings_init_pair(int pair, int foreground, int background) {
#if NCURSES_EXT_COLORS
    return init_extended_pair(pair, foreground, background);
#else
    if (pair > 0x7FFF || foreground > 0x7FFF || background > 0x7FFF) { return ERR; }
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

/// True when the terminfo entry says colour numbers are RGB values (xterm-direct and kin).
static inline int tidings_has_direct_color(void) {
    return tigetflag("RGB") > 0 || COLORS >= 0x1000000;
}

// MARK: Terminal size

/// Reads the kernel's idea of the window size (ioctl is variadic, so Swift cannot call it).
/// Returns 0 on success, -1 if `fd` is not a terminal.
static inline int tidings_window_size(int fd, int *rows, int *columns) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) { return -1; }
    *rows = ws.ws_row;
    *columns = ws.ws_col;
    return 0;
}

/// The window's size in pixels as the kernel knows it (terminals that fill it in: kitty,
/// WezTerm, foot, xterm, VTE…), with its size in cells; pixels are 0 when unknown. Returns 0,
/// or -1 when `fd` is not a terminal.
static inline int tidings_window_pixels(int fd, int *width, int *height, int *columns, int *rows) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) { return -1; }
    *width = ws.ws_xpixel;
    *height = ws.ws_ypixel;
    *columns = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

#endif
