// The X server's times of the pointer events SDL receives (see cdi_x11_pointer_time).
#ifndef CDI_X11_POINTER_TIMES_H
#define CDI_X11_POINTER_TIMES_H
#include <X11/Xlib.h>

// Notes a MotionNotify, ButtonPress or ButtonRelease SDL is about to turn into its event.
void cdi_x11_pointer_note(const XEvent *e);

#endif
