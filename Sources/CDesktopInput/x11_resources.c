// The X server's resource database, read once before the window opens: SDL2's X11
// backend has no HiDPI, so the app reads the desktop's Xft.dpi itself.
#include "CDesktopInput.h"

#include <X11/Xlib.h>
#include <string.h>

size_t cdi_x11_resources(char *out, size_t size) {
    if (!out || size == 0) return 0;
    out[0] = 0;
    Display *d = XOpenDisplay(NULL);
    if (!d) return 0;
    const char *db = XResourceManagerString(d);
    size_t n = 0;
    if (db) {
        n = strlen(db);
        if (n >= size) n = size - 1;
        memcpy(out, db, n);
        out[n] = 0;
    }
    XCloseDisplay(d);
    return n;
}
