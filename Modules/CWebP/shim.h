#ifndef TIDINGS_CWEBP_SHIM_H
#define TIDINGS_CWEBP_SHIM_H

// libwebp decodes straight to a scaled size into a buffer the caller owns; its demuxer finds
// the first frame of an animation. Neither prints anything or jumps: failures are status codes.
#include <webp/decode.h>
#include <webp/demux.h>

#endif
