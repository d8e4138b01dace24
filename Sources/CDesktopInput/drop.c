// Where an XDND drop lands (see cdi_drop_watch in CDesktopInput.h).
#include "CDesktopInput.h"
#include "pointer_times.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>

static Display *drop_display;
static Window drop_window;
static Atom xdnd_position;
// Set and read on the thread that pumps SDL's events (the frame loop).
static int seen, root_x, root_y;

// XdndPosition's data.l[2] is the pointer in root coordinates, x << 16 | y.
static int drop_filter(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT) return 1;
    SDL_SysWMmsg *m = event->syswm.msg;
    if (m && m->subsystem == SDL_SYSWM_X11) {
        XEvent *e = &m->msg.x11.event;
        // SDL makes its mouse events of these next (cdi_pointer_time).
        if (e->xany.window == drop_window && e->type == MotionNotify)
            cdi_pointer_note(0, e->xmotion.x, e->xmotion.y, (uint32_t)e->xmotion.time);
        if (e->xany.window == drop_window && (e->type == ButtonPress || e->type == ButtonRelease))
            cdi_pointer_note(1, e->xbutton.x, e->xbutton.y, (uint32_t)e->xbutton.time);
        if (e->type == ClientMessage && e->xclient.message_type == xdnd_position && e->xclient.window == drop_window) {
            root_x = (int)((e->xclient.data.l[2] >> 16) & 0xFFFF);
            root_y = (int)(e->xclient.data.l[2] & 0xFFFF);
            seen = 1;
        }
    }
    return 0;
}

int cdi_drop_watch(struct SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11 || !info.info.x11.display) return 0;
    drop_display = info.info.x11.display;
    drop_window = info.info.x11.window;
    xdnd_position = XInternAtom(drop_display, "XdndPosition", False);
    SDL_SetEventFilter(drop_filter, NULL);
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    return 1;
}

int cdi_drop_take_position(int *x, int *y) {
    if (!seen || !drop_display) return 0;
    seen = 0;
    Window child;
    return XTranslateCoordinates(drop_display, DefaultRootWindow(drop_display), drop_window, root_x, root_y, x, y, &child) ? 1 : 0;
}
