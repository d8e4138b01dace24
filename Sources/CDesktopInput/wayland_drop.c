// Wayland: where a file is dropped. SDL's drop event has no position, and while a drag
// holds the pointer the window's wl_pointer gets a leave, so SDL's mouse state is where
// the pointer last was before the drag. A second wl_data_device for the same seat gets
// the drag's enter and motion (surface-local, in points) and its drop.
//
// It only listens: SDL's own device accepts the offer and reads the uri-list. Our offers
// are never accepted or finished, and are destroyed only once the compositor is done with
// them: wlroots makes the offers of a drag that leaves without a drop inert, but destroying
// a version-3 offer of a dropped drag destroys its source, so a dropped offer is kept
// until the next drag comes in (or the device goes).
#include "wayland_drop.h"

#include <stdlib.h>

struct CDIWaylandDrop {
    struct wl_data_device *device;
    struct wl_surface *window;
    // The offer of the drag now over the window (or dropped on it last).
    struct wl_data_offer *offer;
    // The drag is over the window's surface (not over another surface of ours), or was
    // dropped there.
    int over;
    // That drag ended with a drop (on any surface of ours).
    int dropped;
    double x, y;
};

static void forget_offer(struct CDIWaylandDrop *d) {
    if (d->offer) wl_data_offer_destroy(d->offer);
    d->offer = NULL;
}

static void dd_data_offer(void *data, struct wl_data_device *device, struct wl_data_offer *offer) {
    // Told apart by what follows: enter (a drag) or selection (the clipboard). Its mime
    // types are not needed: without a listener their events are dropped.
    (void)data; (void)device; (void)offer;
}

static void dd_enter(void *data, struct wl_data_device *device, uint32_t serial, struct wl_surface *surface,
                     wl_fixed_t x, wl_fixed_t y, struct wl_data_offer *offer) {
    (void)device; (void)serial;
    struct CDIWaylandDrop *d = data;
    // A new drag: the last one is over, its dropped offer can go.
    forget_offer(d);
    d->offer = offer;
    d->dropped = 0;
    d->over = surface != NULL && surface == d->window;
    d->x = wl_fixed_to_double(x);
    d->y = wl_fixed_to_double(y);
}

static void dd_motion(void *data, struct wl_data_device *device, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)device; (void)time;
    struct CDIWaylandDrop *d = data;
    if (!d->over || d->dropped) return;
    d->x = wl_fixed_to_double(x);
    d->y = wl_fixed_to_double(y);
}

static void dd_drop(void *data, struct wl_data_device *device) {
    (void)device;
    // Latched: the leave that follows keeps the position and the offer.
    ((struct CDIWaylandDrop *)data)->dropped = 1;
}

static void dd_leave(void *data, struct wl_data_device *device) {
    (void)device;
    struct CDIWaylandDrop *d = data;
    if (d->dropped) return;
    // Left without a drop: the compositor has made the offer inert, so it can go now.
    d->over = 0;
    forget_offer(d);
}

static void dd_selection(void *data, struct wl_data_device *device, struct wl_data_offer *offer) {
    (void)data; (void)device;
    // The clipboard is SDL's business; destroying a selection offer touches no source.
    if (offer) wl_data_offer_destroy(offer);
}

static const struct wl_data_device_listener data_device_listener = {
    .data_offer = dd_data_offer,
    .enter = dd_enter,
    .leave = dd_leave,
    .motion = dd_motion,
    .drop = dd_drop,
    .selection = dd_selection,
};

CDIWaylandDrop *cdi_wayland_drop_create(struct wl_data_device_manager *manager, struct wl_seat *seat,
                                        struct wl_surface *window) {
    if (!manager || !seat || !window) return NULL;
    struct CDIWaylandDrop *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    d->window = window;
    d->device = wl_data_device_manager_get_data_device(manager, seat);
    if (!d->device) {
        free(d);
        return NULL;
    }
    wl_data_device_add_listener(d->device, &data_device_listener, d);
    return d;
}

int cdi_wayland_drop_read(const CDIWaylandDrop *d, double *x, double *y) {
    if (!d || !d->over) return 0;
    *x = d->x;
    *y = d->y;
    return 1;
}

void cdi_wayland_drop_destroy(CDIWaylandDrop *d) {
    if (!d) return;
    forget_offer(d);
    if (wl_proxy_get_version((struct wl_proxy *)d->device) >= WL_DATA_DEVICE_RELEASE_SINCE_VERSION) {
        wl_data_device_release(d->device);
    } else {
        wl_data_device_destroy(d->device);
    }
    free(d);
}
