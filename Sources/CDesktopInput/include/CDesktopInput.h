#ifndef CDESKTOPINPUT_H
#define CDESKTOPINPUT_H
// What SDL2 does not pass on about scrolling: on Wayland the axis source, fingers
// lifted (axis_stop), click and high-resolution wheel steps and the compositor's
// times; on X11 the XInput2 smooth-scroll valuators with the server's times.
// Both listen beside SDL on SDL's own window, without changing what SDL receives.
#include <stddef.h>
#include <stdint.h>

struct SDL_Window;

/// One axis of a scroll report.
typedef struct {
    /// Wayland: the axis value in surface pixels (> 0 scrolls down, or right).
    /// X11: the valuator change divided by the scroll increment (1 = one notch; > 0 down, or right).
    double value;
    /// Wayland: axis_discrete steps (0 if none came); axis_value120 (0 if none).
    int32_t discrete;
    int32_t value120;
} CDIScrollAxis;

/// One scroll report, as the display server sent it: both axes of one wl_pointer frame
/// or of one XI2 motion, so a diagonal step stays one step.
typedef struct {
    /// 1 scroll, 2 fingers lifted (axis_stop of either axis), 3 pointer left the window,
    /// 4 an X11 wheel button of a device without scroll valuators, on any window.
    int32_t kind;
    /// wl_pointer.axis_source (0 wheel, 1 finger, 2 continuous, 3 wheel tilt), -1 unknown.
    /// X11: 1 for a touchpad device, 0 for a wheel, -1 when the device does not say.
    int32_t source;
    /// The server's time of the event, milliseconds (wraps at 2^32).
    uint32_t time;
    CDIScrollAxis vertical;
    CDIScrollAxis horizontal;
} CDIScroll;

// MARK: Wayland

typedef struct CDIWayland CDIWayland;

/// Listens on SDL's Wayland connection with its own registry, seat and pointer.
/// NULL with a reason in `error` when the window is not a Wayland window or the
/// compositor offers no seat.
CDIWayland *cdi_wayland_create(struct SDL_Window *window, char *error, size_t error_size);
/// Dispatches what SDL read from the socket for this listener (call after SDL_PollEvent).
void cdi_wayland_dispatch(CDIWayland *w);
/// Takes the oldest report; 0 when none is left.
int cdi_wayland_next(CDIWayland *w, CDIScroll *out);
/// Where a file is dropped on the window, in its surface-local points: the last drop's
/// position, or the position of the drag still over the window (its drop not yet read).
/// Runs the queue first. 0 when the last drag left without a drop, none came, or the
/// compositor gives drags to one data device per client (then only SDL's gets them).
int cdi_wayland_drop_position(CDIWayland *w, double *x, double *y);
void cdi_wayland_destroy(CDIWayland *w);

// MARK: X11

typedef struct CDIX11 CDIX11;

/// Opens a second X connection and selects XInput2 motion on SDL's window: SDL keeps
/// its own events (XI2 selection is per client). NULL with a reason when the window
/// is not an X11 window or XInput 2.1 is missing. Devices that appear later are picked up.
CDIX11 *cdi_x11_create(struct SDL_Window *window, char *error, size_t error_size);
/// Reads every pending X event of the second connection into reports.
void cdi_x11_dispatch(CDIX11 *x);
int cdi_x11_next(CDIX11 *x, CDIScroll *out);
/// Starts a thread that pushes one SDL event of `sdl_event_type` whenever the second
/// connection has data while the app sleeps in SDL_WaitEvent; 0 on success.
int cdi_x11_start_waker(CDIX11 *x, uint32_t sdl_event_type);
void cdi_x11_destroy(CDIX11 *x);

// MARK: Drops

/// Where a file is dropped, on X11: SDL's drop event has no position and a drag source
/// holds the pointer grab (so SDL's mouse state is where the drag began). Watches SDL's
/// own X events for the XdndPosition messages sent to `window`; 0 when the window is not
/// an X11 window. Installs an SDL event filter that keeps SDL_SYSWMEVENTs out of the queue.
int cdi_drop_watch(struct SDL_Window *window);
/// The last XdndPosition in the window's pixels, and forgets it; 0 when none came.
int cdi_drop_take_position(int *x, int *y);

// MARK: Pointer times

/// The display server's time (ms) of the pointer event SDL made at window position (x, y):
/// a motion (`button` 0) or a button press or release (1), taken in the order SDL delivers
/// its events, each once. 0 when none is known (no such event noted): SDL2 stamps its events
/// when it reads them, so a motion that waited for the frame loop has the poll's time.
/// Noted on X11 by the filter cdi_drop_watch installs, on Wayland by the listener's
/// wl_pointer (dispatch its queue first: cdi_wayland_dispatch).
int cdi_pointer_time(int button, int x, int y, uint32_t *time);

// MARK: X resources

/// The X server's resource database (what `xrdb -query` lists, XResourceManagerString)
/// of the display $DISPLAY names, copied into `out` (cut at `size` - 1 bytes, always
/// terminated); returns its length, 0 when there is none or no display.
size_t cdi_x11_resources(char *out, size_t size);

#endif
