#ifndef CDI_RING_H
#define CDI_RING_H
// A fixed queue of scroll reports between the listeners and the app's frame: no
// allocation while scrolling. Full: the newest report is dropped (a stalled app
// loses the end of a burst rather than its order).
#include "CDesktopInput.h"

#define CDI_RING_SIZE 1024

typedef struct {
    CDIScroll items[CDI_RING_SIZE];
    unsigned head, count;
} CDIRing;

static inline void cdi_ring_push(CDIRing *r, const CDIScroll *s) {
    if (r->count == CDI_RING_SIZE) return;
    r->items[(r->head + r->count) % CDI_RING_SIZE] = *s;
    r->count++;
}

static inline int cdi_ring_pop(CDIRing *r, CDIScroll *out) {
    if (r->count == 0) return 0;
    *out = r->items[r->head];
    r->head = (r->head + 1) % CDI_RING_SIZE;
    r->count--;
    return 1;
}
#endif
