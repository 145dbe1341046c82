#ifndef TIDINGS_CGIF_SHIM_H
#define TIDINGS_CGIF_SHIM_H

// giflib, read record by record so only the first frame of an animation is ever decoded.
// Failures are return codes; nothing is printed.
#include <gif_lib.h>

#endif
