// What the engine's WebAssembly core asks of a C library, freestanding: memory (a free list per
// power-of-two size class over memory.grow), the mem* functions, a fixed hash seed (runs are
// reproducible) and a trap for a smashed stack. Built with the toolchain's own clang
// (scripts/build-core-wasm.sh); nothing here knows the engine.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

#define PAGE 65536u
#define HEADER 16u          // keeps every block 16-byte aligned, as Swift's allocations ask
#define CLASSES 32

static uintptr_t top, end;
static void *free_lists[CLASSES];

static int size_class(size_t n) {
    int c = 4;
    while (c < CLASSES - 1 && ((size_t)1 << c) < n + HEADER) c++;
    return c;
}

static void *grab(size_t bytes) {
    if (top == 0) top = end = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    if (top + bytes > end) {
        size_t pages = (top + bytes - end + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        end += pages * PAGE;
    }
    void *p = (void *)top;
    top += bytes;
    return p;
}

void *malloc(size_t n) {
    int c = size_class(n);
    if (((size_t)1 << c) < n + HEADER) return NULL;
    unsigned char *block = free_lists[c];
    if (block) free_lists[c] = *(void **)block;
    else if (!(block = grab((size_t)1 << c))) return NULL;
    *(int *)block = c;
    return block + HEADER;
}

void free(void *p) {
    if (!p) return;
    unsigned char *block = (unsigned char *)p - HEADER;
    int c = *(int *)block;
    *(void **)block = free_lists[c];
    free_lists[c] = block;
}

int posix_memalign(void **out, size_t alignment, size_t n) {
    if (alignment > HEADER) return 22; // EINVAL: nothing in the core asks for more than 16
    void *p = malloc(n);
    if (!p) return 12; // ENOMEM
    *out = p;
    return 0;
}

void *memcpy(void *dst, const void *src, size_t n) {
    unsigned char *d = dst; const unsigned char *s = src;
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = dst; const unsigned char *s = src;
    if (d < s) while (n--) *d++ = *s++;
    else { d += n; s += n; while (n--) *--d = *--s; }
    return dst;
}

void *memset(void *dst, int v, size_t n) {
    unsigned char *d = dst;
    while (n--) *d++ = (unsigned char)v;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (; n; n--, x++, y++) if (*x != *y) return *x - *y;
    return 0;
}

// The hash seed: fixed, so a dictionary iterates the same way in every run.
void arc4random_buf(void *buf, size_t n) {
    unsigned char *b = buf;
    for (size_t i = 0; i < n; i++) b[i] = (unsigned char)(0x5a ^ i);
}

void __stack_chk_fail(void) { __builtin_trap(); }

// C's round: halves away from zero (Double.rounded()); wasm's f64.nearest rounds them to even.
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += x > 0 ? 1.0 : -1.0;
    return t;
}
