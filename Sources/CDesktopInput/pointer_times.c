// The display server's times of the pointer events SDL receives. SDL2 stamps an event with
// SDL_GetTicks when it reads it, in whole milliseconds: every motion that waited for the
// frame loop's poll gets the poll's time, so a 125 Hz mouse looks like one report a frame.
// The server's time (X11's XMotionEvent.time, Wayland's wl_pointer.motion time) says when
// each happened. X11: noted from SDL's own X events (drop.c's filter sees them first);
// Wayland: from our own wl_pointer (wayland.c), the same events on our queue.
#include "CDesktopInput.h"
#include "pointer_times.h"

// Set and read on the frame loop's thread, in the server's order.
#define NOTES 256
#define STALE_MS 1000
static struct { int button, x, y; uint32_t time; } notes[NOTES];
static unsigned head, count;

void cdi_pointer_note(int button, int x, int y, uint32_t time) {
    unsigned slot = (head + count) % NOTES;
    if (count == NOTES) head = (head + 1) % NOTES; else count++;
    notes[slot].button = button;
    notes[slot].x = x;
    notes[slot].y = y;
    notes[slot].time = time;
}

int cdi_pointer_time(int button, int x, int y, uint32_t *time) {
    // The first note of the event's kind at its position; notes before it are events SDL
    // made nothing of (a motion to where the pointer already was). No match (not noted yet,
    // or a position SDL scaled) leaves every note for the events still to come; a note over
    // STALE_MS older than the newest is another visit to the same place, never this event.
    if (count == 0) return 0;
    uint32_t newest = notes[(head + count - 1) % NOTES].time;
    for (unsigned k = 0; k < count; k++) {
        unsigned i = (head + k) % NOTES;
        if ((uint32_t)(newest - notes[i].time) > STALE_MS) continue;
        if (notes[i].button == (button ? 1 : 0) && notes[i].x == x && notes[i].y == y) {
            *time = notes[i].time;
            head = (i + 1) % NOTES;
            count -= k + 1;
            return 1;
        }
    }
    return 0;
}
