// Wayland: a second wl_registry, wl_seat and wl_pointer on SDL's wl_display, on a
// queue of its own, so SDL's objects and listeners are untouched. SDL reads the
// socket when it pumps events; cdi_wayland_dispatch runs this queue's listeners.
// A data device on the same queue tells where drops land (wayland_drop.c).
#include "CDesktopInput.h"
#include "ring.h"
#include "wayland_drop.h"
#include "pointer_times.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>

// wl_pointer v8 adds axis_value120; v5 axis_source, axis_stop, axis_discrete and frame.
#define CDI_POINTER_MAX_VERSION 8

struct CDIWayland {
    struct wl_display *display;
    struct wl_event_queue *queue;
    struct wl_registry *registry;
    struct wl_seat *seat;
    uint32_t seat_version;
    struct wl_pointer *pointer;
    uint32_t pointer_version;
    int focused;
    // Where the pointer is on the window (whole surface units), for its button notes.
    int pointer_x, pointer_y;
    // The frame being assembled (wl_pointer.frame closes it): both axes of a diagonal
    // step in one report, and one lift however many axes stopped.
    CDIScroll pending;
    int has_axis, has_stop;
    uint32_t stop_time;
    CDIRing ring;
    // Drops: SDL's window surface, the data device manager (version 3) and our device.
    struct wl_surface *surface;
    struct wl_data_device_manager *data_manager;
    // The compositor gives a drag to every data device of a client (see registry_global).
    int drags_reach_every_device;
    CDIWaylandDrop *drop;
};

static void reset_pending(struct CDIWayland *w) {
    memset(&w->pending, 0, sizeof w->pending);
    w->pending.source = -1;
    w->has_axis = 0;
    w->has_stop = 0;
}

static void flush_frame(struct CDIWayland *w) {
    if (w->has_axis) {
        CDIScroll s = w->pending;
        s.kind = 1;
        cdi_ring_push(&w->ring, &s);
    }
    if (w->has_stop) {
        CDIScroll s = {0};
        s.kind = 2;
        s.source = w->pending.source;
        s.time = w->stop_time;
        cdi_ring_push(&w->ring, &s);
    }
    reset_pending(w);
}

static void p_enter(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *surface,
                    wl_fixed_t x, wl_fixed_t y) {
    (void)p; (void)serial; (void)surface;
    struct CDIWayland *w = data;
    w->focused = 1;
    w->pointer_x = (int)floor(wl_fixed_to_double(x));
    w->pointer_y = (int)floor(wl_fixed_to_double(y));
}

static void p_leave(void *data, struct wl_pointer *p, uint32_t serial, struct wl_surface *surface) {
    (void)p; (void)serial; (void)surface;
    struct CDIWayland *w = data;
    w->focused = 0;
    // A gesture whose axis_stop goes to another window must not stay held here.
    CDIScroll s = {0};
    s.kind = 3;
    s.source = -1;
    cdi_ring_push(&w->ring, &s);
}

// SDL2 makes its motion of the same event at floor(surface position) (at scale 1), and
// its button events where its pointer last was: the notes match them (cdi_pointer_time).
static void p_motion(void *data, struct wl_pointer *p, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)p;
    struct CDIWayland *w = data;
    w->pointer_x = (int)floor(wl_fixed_to_double(x));
    w->pointer_y = (int)floor(wl_fixed_to_double(y));
    cdi_pointer_note(0, w->pointer_x, w->pointer_y, time);
}

static void p_button(void *data, struct wl_pointer *p, uint32_t serial, uint32_t time, uint32_t button,
                     uint32_t state) {
    (void)p; (void)serial; (void)button; (void)state;
    struct CDIWayland *w = data;
    cdi_pointer_note(1, w->pointer_x, w->pointer_y, time);
}

/// The pending frame's amount of `axis`; NULL for an axis this listener does not know.
static CDIScrollAxis *pending_axis(struct CDIWayland *w, uint32_t axis) {
    switch (axis) {
    case WL_POINTER_AXIS_VERTICAL_SCROLL: return &w->pending.vertical;
    case WL_POINTER_AXIS_HORIZONTAL_SCROLL: return &w->pending.horizontal;
    default: return NULL;
    }
}

static void p_axis(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)p;
    struct CDIWayland *w = data;
    CDIScrollAxis *a = pending_axis(w, axis);
    if (!a) return;
    w->pending.time = time;
    a->value += wl_fixed_to_double(value);
    w->has_axis = 1;
    // The pointer has the seat's version, 5 or more (cdi_wayland_create refuses less):
    // wl_pointer.frame closes every frame.
}

static void p_frame(void *data, struct wl_pointer *p) {
    (void)p;
    flush_frame(data);
}

static void p_axis_source(void *data, struct wl_pointer *p, uint32_t source) {
    (void)p;
    ((struct CDIWayland *)data)->pending.source = (int32_t)source;
}

static void p_axis_stop(void *data, struct wl_pointer *p, uint32_t time, uint32_t axis) {
    (void)p;
    struct CDIWayland *w = data;
    // Either axis stopping is the fingers lifting: a diagonal gesture stops both in one frame.
    if (!pending_axis(w, axis)) return;
    w->has_stop = 1;
    w->stop_time = time;
}

static void p_axis_discrete(void *data, struct wl_pointer *p, uint32_t axis, int32_t discrete) {
    (void)p;
    CDIScrollAxis *a = pending_axis(data, axis);
    if (a) a->discrete += discrete;
}

static void p_axis_value120(void *data, struct wl_pointer *p, uint32_t axis, int32_t value120) {
    (void)p;
    CDIScrollAxis *a = pending_axis(data, axis);
    if (a) a->value120 += value120;
}

static const struct wl_pointer_listener pointer_listener = {
    .enter = p_enter,
    .leave = p_leave,
    .motion = p_motion,
    .button = p_button,
    .axis = p_axis,
    .frame = p_frame,
    .axis_source = p_axis_source,
    .axis_stop = p_axis_stop,
    .axis_discrete = p_axis_discrete,
    .axis_value120 = p_axis_value120,
};

static void release_pointer(struct CDIWayland *w) {
    if (!w->pointer) return;
    // A gesture whose device went away has ended: its axis_stop will never come.
    if (w->focused) {
        CDIScroll s = {0};
        s.kind = 3;
        s.source = -1;
        cdi_ring_push(&w->ring, &s);
    }
    if (w->pointer_version >= WL_POINTER_RELEASE_SINCE_VERSION) wl_pointer_release(w->pointer);
    else wl_pointer_destroy(w->pointer);
    w->pointer = NULL;
    w->pointer_version = 0;
    w->focused = 0;
}

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t caps) {
    struct CDIWayland *w = data;
    // A pointer can come and go (a device unplugged, a virtual pointer gone).
    if ((caps & WL_SEAT_CAPABILITY_POINTER) && !w->pointer) {
        w->pointer = wl_seat_get_pointer(seat);
        if (w->pointer) {
            w->pointer_version = wl_proxy_get_version((struct wl_proxy *)w->pointer);
            reset_pending(w);
            wl_pointer_add_listener(w->pointer, &pointer_listener, w);
        }
    } else if (!(caps & WL_SEAT_CAPABILITY_POINTER) && w->pointer) {
        release_pointer(w);
    }
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}

static const struct wl_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct CDIWayland *w = data;
    // The first seat: SDL2 drives only one seat as well.
    if (strcmp(interface, wl_seat_interface.name) == 0 && !w->seat) {
        uint32_t v = version < CDI_POINTER_MAX_VERSION ? version : CDI_POINTER_MAX_VERSION;
        w->seat = wl_registry_bind(registry, name, &wl_seat_interface, v);
        if (w->seat) {
            w->seat_version = v;
            wl_seat_add_listener(w->seat, &seat_listener, w);
        }
    } else if (strcmp(interface, wl_data_device_manager_interface.name) == 0 && !w->data_manager && version >= 3) {
        // Version 3, as SDL's: offers of older versions take part in choosing the drag's action.
        w->data_manager = wl_registry_bind(registry, name, &wl_data_device_manager_interface, 3);
    } else if (strcmp(interface, "zwlr_screencopy_manager_v1") == 0 ||
               strcmp(interface, "zwlr_export_dmabuf_manager_v1") == 0) {
        // wlroots sends a drag's enter, motion and drop to every data device the client made
        // for the seat. Weston and mutter send them to one device per client, the newest: a
        // second device there would take the drop from SDL's. Neither offers these globals.
        w->drags_reach_every_device = 1;
    }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

CDIWayland *cdi_wayland_create(struct SDL_Window *window, char *error, size_t error_size) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) {
        snprintf(error, error_size, "SDL_GetWindowWMInfo failed: %s", SDL_GetError());
        return NULL;
    }
    if (info.subsystem != SDL_SYSWM_WAYLAND || !info.info.wl.display) {
        snprintf(error, error_size, "the window is not a Wayland window");
        return NULL;
    }
    struct CDIWayland *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    w->display = info.info.wl.display;
    w->surface = info.info.wl.surface;
    reset_pending(w);
    w->queue = wl_display_create_queue(w->display);
    struct wl_display *wrapper = w->queue ? wl_proxy_create_wrapper(w->display) : NULL;
    if (!wrapper) {
        snprintf(error, error_size, "cannot create a Wayland event queue");
        cdi_wayland_destroy(w);
        return NULL;
    }
    // Through a wrapper, so the registry (and what it binds) lives on our queue from the start.
    wl_proxy_set_queue((struct wl_proxy *)wrapper, w->queue);
    w->registry = wl_display_get_registry(wrapper);
    wl_proxy_wrapper_destroy(wrapper);
    if (!w->registry) {
        snprintf(error, error_size, "wl_display_get_registry failed");
        cdi_wayland_destroy(w);
        return NULL;
    }
    wl_registry_add_listener(w->registry, &registry_listener, w);
    // Two round trips: the globals, then the seat's capabilities.
    if (wl_display_roundtrip_queue(w->display, w->queue) < 0 ||
        wl_display_roundtrip_queue(w->display, w->queue) < 0) {
        snprintf(error, error_size, "the Wayland connection failed");
        cdi_wayland_destroy(w);
        return NULL;
    }
    if (!w->seat) {
        snprintf(error, error_size, "the compositor offers no wl_seat");
        cdi_wayland_destroy(w);
        return NULL;
    }
    if (w->seat_version < 5) {
        snprintf(error, error_size, "wl_seat version %u has no axis_source or axis_stop (5 needed)", w->seat_version);
        cdi_wayland_destroy(w);
        return NULL;
    }
    // Without it drops fall back to SDL's mouse state; scrolling is unaffected.
    if (w->drags_reach_every_device) w->drop = cdi_wayland_drop_create(w->data_manager, w->seat, w->surface);
    return w;
}

void cdi_wayland_dispatch(CDIWayland *w) {
    if (!w) return;
    wl_display_dispatch_queue_pending(w->display, w->queue);
}

int cdi_wayland_next(CDIWayland *w, CDIScroll *out) {
    return w ? cdi_ring_pop(&w->ring, out) : 0;
}

int cdi_wayland_drop_position(CDIWayland *w, double *x, double *y) {
    if (!w || !w->drop) return 0;
    // SDL has read the drop from the socket (its drop event is being handled); our copy
    // of it waits on this queue.
    wl_display_dispatch_queue_pending(w->display, w->queue);
    return cdi_wayland_drop_read(w->drop, x, y);
}

void cdi_wayland_destroy(CDIWayland *w) {
    if (!w) return;
    release_pointer(w);
    cdi_wayland_drop_destroy(w->drop);
    if (w->data_manager) wl_data_device_manager_destroy(w->data_manager);
    if (w->seat) {
        if (w->seat_version >= WL_SEAT_RELEASE_SINCE_VERSION) wl_seat_release(w->seat);
        else wl_seat_destroy(w->seat);
    }
    if (w->registry) wl_registry_destroy(w->registry);
    if (w->queue) {
        // Events still queued for our objects are dropped with the queue.
        wl_display_flush(w->display);
        wl_event_queue_destroy(w->queue);
    }
    free(w);
}
