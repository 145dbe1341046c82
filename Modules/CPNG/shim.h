#ifndef TIDINGS_CPNG_SHIM_H
#define TIDINGS_CPNG_SHIM_H

// libpng, read row by row so a large picture is scaled down as it is decoded. The include path
// (/usr/include/libpng16) comes from pkg-config's libpng.
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <png.h>

// libpng reports a fatal error through its error function, which must not return; the default
// prints to stderr and longjmps to png_jmpbuf. Swift frames cannot be jumped over, so each call
// that can fail goes through a wrapper below that sets its own jump point first and returns -1
// when libpng jumps back to it. Warnings and errors are never printed.

typedef struct tidings_png {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    const unsigned char *data;
    size_t size;
    size_t offset;
} tidings_png;

static void tidings_png_error(png_structp png, png_const_charp message) {
    (void)message;
    longjmp(((tidings_png *)png_get_error_ptr(png))->jump, 1);
}

static void tidings_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

// Reading past the end is the truncated file's error, not a read of someone else's memory.
static void tidings_png_read(png_structp png, png_bytep out, size_t length) {
    tidings_png *decoder = (tidings_png *)png_get_io_ptr(png);
    if (decoder->size - decoder->offset < length) { png_error(png, "truncated"); }
    memcpy(out, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

/// A decoder over `size` bytes at `data` (which must outlive it). libpng itself refuses a
/// width or height past the given limits, and any ancillary chunk (a compressed text or colour
/// profile) that would inflate past `chunk_limit` bytes. NULL when out of memory.
static inline tidings_png *tidings_png_new(const unsigned char *data, size_t size, unsigned int maximum_side, size_t chunk_limit) {
    tidings_png *decoder = (tidings_png *)calloc(1, sizeof(tidings_png));
    if (decoder == NULL) { return NULL; }
    decoder->data = data;
    decoder->size = size;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, tidings_png_error, tidings_png_warning);
    if (decoder->png == NULL) { free(decoder); return NULL; }
    if (setjmp(decoder->jump)) {
        png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) { png_error(decoder->png, "out of memory"); }
    png_set_read_fn(decoder->png, decoder, tidings_png_read);
    png_set_user_limits(decoder->png, maximum_side, maximum_side);
    png_set_chunk_malloc_max(decoder->png, chunk_limit);
    // A wrong checksum on an ancillary chunk loses that chunk, not the picture.
    png_set_crc_action(decoder->png, PNG_CRC_DEFAULT, PNG_CRC_WARN_DISCARD);
    return decoder;
}

/// Reads everything up to the pixels: 0, or -1 for a damaged or truncated file.
static inline int tidings_png_read_info(tidings_png *decoder) {
    if (setjmp(decoder->jump)) { return -1; }
    png_read_info(decoder->png, decoder->info);
    return 0;
}

/// Asks for 8-bit RGBA rows whatever the file holds (palette, grey, 16 bits, transparency
/// chunk). Returns the number of interlace passes (1, or 7 for Adam7), or -1.
static inline int tidings_png_prepare_rgba(tidings_png *decoder) {
    if (setjmp(decoder->jump)) { return -1; }
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    int type = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    if (type == PNG_COLOR_TYPE_PALETTE) { png_set_palette_to_rgb(png); }
    if (type == PNG_COLOR_TYPE_GRAY && depth < 8) { png_set_expand_gray_1_2_4_to_8(png); }
    if (png_get_valid(png, info, PNG_INFO_tRNS)) { png_set_tRNS_to_alpha(png); }
    if (depth == 16) { png_set_scale_16(png); }
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) { png_set_gray_to_rgb(png); }
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) { return -1; }
    return passes;
}

/// Decodes the next row into `row` (width × 4 bytes). For an interlaced file `row` must hold
/// what the earlier passes left in that row.
static inline int tidings_png_read_row(tidings_png *decoder, unsigned char *row) {
    if (setjmp(decoder->jump)) { return -1; }
    png_read_row(decoder->png, row, NULL);
    return 0;
}

static inline void tidings_png_free(tidings_png *decoder) {
    if (decoder == NULL) { return; }
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

#endif
