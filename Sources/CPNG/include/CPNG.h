#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

/// One PNG decoded by libpng: straight (not premultiplied) 8-bit pixels, 4 bytes each in the
/// order B, G, R, A (SDL's ARGB8888 on a little-endian machine), rows not padded.
typedef struct {
    uint8_t *pixels;      ///< width * height * 4 bytes from malloc; NULL when refused
    int32_t width;
    int32_t height;
    char reason[256];     ///< libpng's complaint when refused, else empty
} cpng_image;

/// Decodes a whole PNG from memory; 0 and `out->pixels` set, or -1 and `out->reason`.
/// Images wider or taller than `max_side` are refused before their rows are read.
/// libpng's warnings are dropped: the caller checked the chunks first and says what is wrong.
int cpng_decode(const uint8_t *bytes, size_t count, int32_t max_side, cpng_image *out);

/// Frees what a successful cpng_decode gave.
void cpng_free(cpng_image *image);

#endif
