// The X server's times of the pointer events SDL receives. SDL2 stamps an event with
// SDL_GetTicks when it reads it, in whole milliseconds: every motion that waited for the
// frame loop's poll gets the poll's time, so a 125 Hz mouse looks like one report a frame.
// The server's time (XMotionEvent.time) says when each happened.
#include "CDesktopInput.h"
#include "x11_pointer_times.h"

// SDL pushes a SYSWM event with the X event and then the event it makes of it, in order;
// the notes are read back in the same order (set and read on the frame loop's thread).
#define NOTES 256
static struct { int kind, x, y; uint32_t time; } notes[NOTES];
static unsigned head, count;

void cdi_x11_pointer_note(const XEvent *e) {
    int kind, x, y;
    uint32_t time;
    switch (e->type) {
    case MotionNotify: kind = 0; x = e->xmotion.x; y = e->xmotion.y; time = (uint32_t)e->xmotion.time; break;
    case ButtonPress: case ButtonRelease:
        kind = 1; x = e->xbutton.x; y = e->xbutton.y; time = (uint32_t)e->xbutton.time; break;
    default: return;
    }
    unsigned slot = (head + count) % NOTES;
    if (count == NOTES) head = (head + 1) % NOTES; else count++;
    notes[slot].kind = kind;
    notes[slot].x = x;
    notes[slot].y = y;
    notes[slot].time = time;
}

int cdi_x11_pointer_time(int button, int x, int y, uint32_t *time) {
    // Notes SDL made no event of (a motion to where the pointer already was) are passed over.
    while (count > 0) {
        unsigned i = head;
        head = (head + 1) % NOTES;
        count--;
        if (notes[i].kind == (button ? 1 : 0) && notes[i].x == x && notes[i].y == y) {
            *time = notes[i].time;
            return 1;
        }
    }
    return 0;
}
