// A PNG decoded with libpng's progressive-free reader, in C because libpng reports errors by
// longjmp, which Swift frames must never be jumped over.
//
// The transformations are SDL_image's (IMG_png.c), which decoded these frames before: 16-bit
// channels stripped to their high byte, 1/2/4-bit samples unpacked, palettes and grey expanded
// to RGB, tRNS turned into alpha, interlacing undone, no gamma correction; then an opaque alpha
// filler and BGR order give SDL's ARGB8888 as bytes.
#include "CPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t at;
} cpng_source;

static void cpng_read(png_structp png, png_bytep into, png_size_t length) {
    cpng_source *source = png_get_io_ptr(png);
    if (length > source->count - source->at) {
        png_error(png, "the image data runs past the end of the file");
    }
    memcpy(into, source->bytes + source->at, length);
    source->at += length;
}

static void cpng_error(png_structp png, png_const_charp message) {
    cpng_image *out = png_get_error_ptr(png);
    snprintf(out->reason, sizeof out->reason, "%s", message ? message : "no reason given");
    png_longjmp(png, 1);
}

static void cpng_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int cpng_decode(const uint8_t *bytes, size_t count, int32_t max_side, cpng_image *out) {
    memset(out, 0, sizeof *out);
    cpng_source source = {bytes, count, 0};
    // volatile: changed between setjmp and a longjmp back to it.
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, out, cpng_error, cpng_warning);
    if (png == NULL) {
        snprintf(out->reason, sizeof out->reason, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(out->reason, sizeof out->reason, "libpng could not start");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_user_limits(png, (png_uint_32)max_side, (png_uint_32)max_side);
    png_set_read_fn(png, &source, cpng_read);
    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, colour = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &colour, &interlace, NULL, NULL);
    png_set_strip_16(png);
    png_set_packing(png);
    if (colour == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colour == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (png_size_t)width * 4) {
        png_error(png, "an unexpected row size after conversion");
    }
    size_t stride = (size_t)width * 4;
    pixels = malloc(stride * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * stride;
    // No png_read_end: what follows the image data is not needed (SDL_image did not read it).
    png_read_image(png, rows);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    out->pixels = pixels;
    out->width = (int32_t)width;
    out->height = (int32_t)height;
    return 0;
}

void cpng_free(cpng_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
