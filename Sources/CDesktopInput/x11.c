// X11: XInput 2.1 smooth scrolling on SDL's window, through a second connection so
// SDL's own event selection (and its legacy wheel buttons) stays as it is. Each scroll
// valuator's change, divided by its increment, is an amount in notches on its axis
// (vertical or horizontal; both of one event make one report); the device that sent it
// (sourceid) says touchpad or wheel when its driver's properties tell.
#include "CDesktopInput.h"
#include "ring.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CDI_MAX_AXES 64
#define CDI_MAX_DEVICES 128

typedef struct {
    int device;
    int number;
    // XIScrollTypeHorizontal: the report's horizontal amount, else its vertical one.
    int horizontal;
    double increment;
    double last;
    int has_last;
} CDIAxis;

struct CDIX11 {
    Display *display;
    Window window;
    int opcode;
    CDIAxis axes[CDI_MAX_AXES];
    int axis_count;
    // Per device id: -2 not looked at yet, else the report's source (1, 0 or -1).
    int source[CDI_MAX_DEVICES];
    CDIRing ring;
    // The waker: a thread that wakes SDL_WaitEvent when this connection has data.
    pthread_t waker;
    int has_waker;
    atomic_int stop_waker;
    // A pipe whose write end stops the waker at once: the window's end joins it, and the
    // process could not exit before a timed poll ran out (up to 200 ms after Esc).
    int stop_pipe[2];
    atomic_int wake_pending;
    uint32_t wake_event;
};

/// Replaces what is known of one device's scroll valuators with `classes`;
/// their current values become the bases of the next deltas.
static void set_classes(struct CDIX11 *x, int device, XIAnyClassInfo **classes, int count) {
    int kept = 0;
    for (int i = 0; i < x->axis_count; i++)
        if (x->axes[i].device != device) x->axes[kept++] = x->axes[i];
    x->axis_count = kept;
    for (int c = 0; c < count; c++) {
        if (classes[c]->type != XIScrollClass) continue;
        XIScrollClassInfo *scroll = (XIScrollClassInfo *)classes[c];
        if (scroll->increment == 0) continue;
        if (scroll->scroll_type != XIScrollTypeVertical && scroll->scroll_type != XIScrollTypeHorizontal) continue;
        if (x->axis_count == CDI_MAX_AXES) break;
        CDIAxis *a = &x->axes[x->axis_count++];
        a->device = device;
        a->number = scroll->number;
        a->horizontal = scroll->scroll_type == XIScrollTypeHorizontal;
        a->increment = scroll->increment;
        a->has_last = 0;
    }
    for (int c = 0; c < count; c++) {
        if (classes[c]->type != XIValuatorClass) continue;
        XIValuatorClassInfo *v = (XIValuatorClassInfo *)classes[c];
        for (int a = 0; a < x->axis_count; a++) {
            if (x->axes[a].device == device && x->axes[a].number == v->number) {
                x->axes[a].last = v->value;
                x->axes[a].has_last = 1;
            }
        }
    }
}

/// Reads the scroll classes of every device again (devices come and go).
static void load_axes(struct CDIX11 *x) {
    x->axis_count = 0;
    int n = 0;
    XIDeviceInfo *devices = XIQueryDevice(x->display, XIAllDevices, &n);
    if (!devices) return;
    for (int i = 0; i < n; i++) set_classes(x, devices[i].deviceid, devices[i].classes, devices[i].num_classes);
    XIFreeDeviceInfo(devices);
    for (int i = 0; i < CDI_MAX_DEVICES; i++) x->source[i] = -2;
}

static int has_property(Display *d, Atom *props, int count, const char *name) {
    Atom atom = XInternAtom(d, name, True);
    if (atom == None) return 0;
    for (int i = 0; i < count; i++)
        if (props[i] == atom) return 1;
    return 0;
}

static int ignore_error(Display *d, XErrorEvent *e) {
    (void)d; (void)e;
    return 0;
}

/// Touchpad (1), wheel mouse (0) or unknown (-1), from the driver's properties:
/// libinput and synaptics say tapping only for touchpads; a pointer driven by libinput
/// or evdev without it is a mouse. Xwayland's one pointer says neither.
static int device_source(struct CDIX11 *x, int device) {
    if (device < 0 || device >= CDI_MAX_DEVICES) return -1;
    if (x->source[device] != -2) return x->source[device];
    int count = 0;
    // The device may have gone since its event was sent (BadDevice): Xlib's default
    // handler would end the process, so errors are ignored for this one request.
    XSync(x->display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_error);
    Atom *props = XIListProperties(x->display, device, &count);
    XSync(x->display, False);
    XSetErrorHandler(previous);
    int source = -1;
    if (props) {
        if (has_property(x->display, props, count, "libinput Tapping Enabled") ||
            has_property(x->display, props, count, "Synaptics Edges"))
            source = 1;
        else if (has_property(x->display, props, count, "libinput Accel Speed") ||
                 has_property(x->display, props, count, "Evdev Wheel Emulation"))
            source = 0;
        XFree(props);
    }
    x->source[device] = source;
    return source;
}

static CDIAxis *find_axis(struct CDIX11 *x, int device, int number) {
    for (int i = 0; i < x->axis_count; i++)
        if (x->axes[i].device == device && x->axes[i].number == number) return &x->axes[i];
    return NULL;
}

static int has_scroll_axis(struct CDIX11 *x, int device, int horizontal) {
    for (int i = 0; i < x->axis_count; i++)
        if (x->axes[i].device == device && x->axes[i].horizontal == horizontal) return 1;
    return 0;
}

/// A wheel button (4 up, 5 down, 6 left, 7 right) of a device without a scroll valuator
/// on that axis (XTEST, old drivers): the server makes no smooth scroll of it, so it is
/// a click here. Buttons the server emulated from smooth scrolling, or of devices with a
/// valuator on their axis, are already reported as motion.
static void handle_raw_button(struct CDIX11 *x, XIRawEvent *ev) {
    if (ev->flags & XIPointerEmulated) return;
    if (ev->detail < 4 || ev->detail > 7) return;
    int horizontal = ev->detail >= 6;
    if (has_scroll_axis(x, ev->sourceid, horizontal)) return;
    CDIScroll s = {0};
    s.kind = 4;
    s.source = 0;
    s.time = (uint32_t)ev->time;
    // As the valuators count: up and left are negative.
    double notch = ev->detail == 4 || ev->detail == 6 ? -1 : 1;
    if (horizontal) s.horizontal.value = notch;
    else s.vertical.value = notch;
    cdi_ring_push(&x->ring, &s);
}

/// One report of every scroll valuator the event moved: a diagonal step of the fingers
/// moves both in one event, and stays one step.
static void handle_motion(struct CDIX11 *x, XIDeviceEvent *ev) {
    double *values = ev->valuators.values;
    int k = 0;
    CDIScroll s = {0};
    int moved = 0;
    for (int i = 0; i < ev->valuators.mask_len * 8; i++) {
        if (!XIMaskIsSet(ev->valuators.mask, i)) continue;
        double value = values[k++];
        CDIAxis *a = find_axis(x, ev->deviceid, i);
        if (!a) continue;
        // Without a known value (a class that just appeared) the first one is the base.
        if (a->has_last && value != a->last) {
            CDIScrollAxis *amount = a->horizontal ? &s.horizontal : &s.vertical;
            amount->value += (value - a->last) / a->increment;
            moved = 1;
        }
        a->last = value;
        a->has_last = 1;
    }
    if (!moved) return;
    s.kind = 1;
    s.source = device_source(x, ev->sourceid);
    s.time = (uint32_t)ev->time;
    cdi_ring_push(&x->ring, &s);
}

CDIX11 *cdi_x11_create(struct SDL_Window *window, char *error, size_t error_size) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) {
        snprintf(error, error_size, "SDL_GetWindowWMInfo failed: %s", SDL_GetError());
        return NULL;
    }
    if (info.subsystem != SDL_SYSWM_X11 || !info.info.x11.display) {
        snprintf(error, error_size, "the window is not an X11 window");
        return NULL;
    }
    struct CDIX11 *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    x->window = info.info.x11.window;
    x->display = XOpenDisplay(DisplayString(info.info.x11.display));
    if (!x->display) {
        snprintf(error, error_size, "XOpenDisplay(%s) failed", DisplayString(info.info.x11.display));
        cdi_x11_destroy(x);
        return NULL;
    }
    int event, err;
    if (!XQueryExtension(x->display, "XInputExtension", &x->opcode, &event, &err)) {
        snprintf(error, error_size, "the X server has no XInput extension");
        cdi_x11_destroy(x);
        return NULL;
    }
    // 2.1: smooth scrolling (scroll classes).
    int major = 2, minor = 1;
    if (XIQueryVersion(x->display, &major, &minor) != Success || major < 2 || (major == 2 && minor < 1)) {
        snprintf(error, error_size, "the X server has XInput %d.%d; smooth scrolling needs 2.1", major, minor);
        cdi_x11_destroy(x);
        return NULL;
    }
    // No scroll valuator yet is fine: a pointer can appear later (XI_HierarchyChanged).
    load_axes(x);
    unsigned char bits[XIMaskLen(XI_LASTEVENT)];
    memset(bits, 0, sizeof bits);
    XISetMask(bits, XI_Motion);
    XISetMask(bits, XI_Enter);
    XISetMask(bits, XI_DeviceChanged);
    XIEventMask mask = {XIAllMasterDevices, sizeof bits, bits};
    XISelectEvents(x->display, x->window, &mask, 1);
    unsigned char root_bits[XIMaskLen(XI_LASTEVENT)], raw_bits[XIMaskLen(XI_LASTEVENT)];
    memset(root_bits, 0, sizeof root_bits);
    memset(raw_bits, 0, sizeof raw_bits);
    XISetMask(root_bits, XI_HierarchyChanged);
    // Raw events come whatever window the pointer is over: the app keeps those of its
    // window. The master's only, each once; `sourceid` names the device.
    XISetMask(raw_bits, XI_RawButtonPress);
    XIEventMask root_masks[2] = {{XIAllDevices, sizeof root_bits, root_bits},
                                 {XIAllMasterDevices, sizeof raw_bits, raw_bits}};
    XISelectEvents(x->display, DefaultRootWindow(x->display), root_masks, 2);
    XSync(x->display, False);
    return x;
}

void cdi_x11_dispatch(CDIX11 *x) {
    if (!x) return;
    // Cleared before reading: data that comes during the read wakes SDL again.
    atomic_store(&x->wake_pending, 0);
    while (XPending(x->display) > 0) {
        XEvent e;
        XNextEvent(x->display, &e);
        XGenericEventCookie *cookie = &e.xcookie;
        if (cookie->type != GenericEvent || cookie->extension != x->opcode) continue;
        if (!XGetEventData(x->display, cookie)) continue;
        switch (cookie->evtype) {
        case XI_Motion:
            handle_motion(x, cookie->data);
            break;
        case XI_RawButtonPress:
            handle_raw_button(x, cookie->data);
            break;
        case XI_Enter:
            // Values changed while the pointer was elsewhere: take them as they are now.
        case XI_HierarchyChanged:
            // Devices came or went: their classes, and which are touchpads, anew.
            load_axes(x);
            break;
        case XI_DeviceChanged: {
            // Another device drives the master now (Xwayland switches between its pointers):
            // the classes and values at the switch, from the event, not as they are by now.
            XIDeviceChangedEvent *ev = cookie->data;
            set_classes(x, ev->deviceid, ev->classes, ev->num_classes);
            break;
        }
        }
        XFreeEventData(x->display, cookie);
    }
}

// SDL_WaitEvent sleeps on SDL's own connection only; a scroll smaller than one
// increment makes no legacy button there. This thread only polls the second
// connection's socket (no Xlib call, so no locking) and pushes one SDL event, then
// waits until the app has drained the connection before looking again.
static void *waker_main(void *arg) {
    struct CDIX11 *x = arg;
    struct pollfd p[2] = {{ConnectionNumber(x->display), POLLIN, 0}, {x->stop_pipe[0], POLLIN, 0}};
    while (!atomic_load(&x->stop_waker)) {
        if (atomic_load(&x->wake_pending)) {
            usleep(2000);
            continue;
        }
        p[0].revents = p[1].revents = 0;
        // No timeout: the stop pipe ends the wait.
        if (poll(p, 2, -1) > 0 && (p[0].revents & POLLIN) && !atomic_load(&x->stop_waker)) {
            atomic_store(&x->wake_pending, 1);
            SDL_Event e;
            SDL_zero(e);
            e.type = x->wake_event;
            SDL_PushEvent(&e);
        }
    }
    return NULL;
}

int cdi_x11_start_waker(CDIX11 *x, uint32_t sdl_event_type) {
    if (!x || x->has_waker) return 0;
    x->wake_event = sdl_event_type;
    atomic_store(&x->stop_waker, 0);
    atomic_store(&x->wake_pending, 0);
    if (pipe(x->stop_pipe) != 0) return -1;
    if (pthread_create(&x->waker, NULL, waker_main, x) != 0) {
        close(x->stop_pipe[0]);
        close(x->stop_pipe[1]);
        return -1;
    }
    x->has_waker = 1;
    return 0;
}

int cdi_x11_next(CDIX11 *x, CDIScroll *out) {
    return x ? cdi_ring_pop(&x->ring, out) : 0;
}

void cdi_x11_destroy(CDIX11 *x) {
    if (!x) return;
    if (x->has_waker) {
        atomic_store(&x->stop_waker, 1);
        char byte = 1;
        while (write(x->stop_pipe[1], &byte, 1) < 0 && errno == EINTR) {}
        pthread_join(x->waker, NULL);
        close(x->stop_pipe[0]);
        close(x->stop_pipe[1]);
    }
    if (x->display) XCloseDisplay(x->display);
    free(x);
}
