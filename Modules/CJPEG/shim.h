#ifndef TIDINGS_CJPEG_SHIM_H
#define TIDINGS_CJPEG_SHIM_H

// libjpeg (libjpeg-turbo's libjpeg API): DCT scaling decodes a large photo straight to the size
// a box needs. jpeglib.h needs FILE and size_t declared first.
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg reports a fatal error by calling error_exit, whose default prints to stderr and
// exits the process; it must not return. Swift frames cannot be jumped over, so every call that
// can fail goes through a wrapper below that sets a jump point of its own first: an error jumps
// back into that wrapper (never past a Swift frame), which returns -1. Messages are never
// printed.

typedef struct tidings_jpeg {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    // A progressive file may hold thousands of scans, each a pass over the whole image.
    int maximum_scans;
    // The data ended before the image did (libjpeg would fill the rest with grey).
    int truncated;
} tidings_jpeg;

static void tidings_jpeg_error_exit(j_common_ptr info) {
    longjmp(((tidings_jpeg *)info->client_data)->jump, 1);
}

static void tidings_jpeg_output_message(j_common_ptr info) { (void)info; }

// Warnings (level -1) are counted as usual; the one that says the file was cut short is noted.
static void tidings_jpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) {
        tidings_jpeg *decoder = (tidings_jpeg *)info->client_data;
        if (info->err->msg_code == JWRN_JPEG_EOF) { decoder->truncated = 1; }
        info->err->num_warnings++;
    }
}

static void tidings_jpeg_progress(j_common_ptr info) {
    tidings_jpeg *decoder = (tidings_jpeg *)info->client_data;
    if (decoder->info.input_scan_number > decoder->maximum_scans) {
        longjmp(decoder->jump, 1);
    }
}

/// A decoder reading `size` bytes at `data` (which must outlive it); NULL when out of memory.
static inline tidings_jpeg *tidings_jpeg_new(const unsigned char *data, unsigned long size, int maximum_scans) {
    tidings_jpeg *decoder = (tidings_jpeg *)calloc(1, sizeof(tidings_jpeg));
    if (decoder == NULL) { return NULL; }
    decoder->maximum_scans = maximum_scans;
    decoder->info.err = jpeg_std_error(&decoder->errors);
    decoder->errors.error_exit = tidings_jpeg_error_exit;
    decoder->errors.output_message = tidings_jpeg_output_message;
    decoder->errors.emit_message = tidings_jpeg_emit_message;
    decoder->info.client_data = decoder;
    if (setjmp(decoder->jump)) { free(decoder); return NULL; }
    jpeg_create_decompress(&decoder->info);
    decoder->progress.progress_monitor = tidings_jpeg_progress;
    decoder->info.progress = &decoder->progress;
    jpeg_mem_src(&decoder->info, data, size);
    return decoder;
}

/// Reads the header (dimensions, colour space); 0, or -1 for a damaged or truncated file.
static inline int tidings_jpeg_read_header(tidings_jpeg *decoder) {
    if (setjmp(decoder->jump)) { return -1; }
    return jpeg_read_header(&decoder->info, TRUE) == JPEG_HEADER_OK ? 0 : -1;
}

/// Starts decompressing with the scale and colour space set in `info`; output_width and
/// output_height are then known.
static inline int tidings_jpeg_start(tidings_jpeg *decoder) {
    if (setjmp(decoder->jump)) { return -1; }
    return jpeg_start_decompress(&decoder->info) ? 0 : -1;
}

/// Decodes the next scanline into `row` (output_width × output_components bytes).
static inline int tidings_jpeg_read_row(tidings_jpeg *decoder, unsigned char *row) {
    if (setjmp(decoder->jump)) { return -1; }
    JSAMPROW rows[1] = { row };
    return jpeg_read_scanlines(&decoder->info, rows, 1) == 1 ? 0 : -1;
}

/// Frees everything, wherever decoding stopped.
static inline void tidings_jpeg_free(tidings_jpeg *decoder) {
    if (decoder == NULL) { return; }
    if (!setjmp(decoder->jump)) { jpeg_destroy_decompress(&decoder->info); }
    free(decoder);
}

#endif
