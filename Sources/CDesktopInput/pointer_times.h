// The display server's times of the pointer events SDL receives (see cdi_pointer_time).
#ifndef CDI_POINTER_TIMES_H
#define CDI_POINTER_TIMES_H
#include <stdint.h>

// Notes a pointer event at window position (x, y), server time `time` (ms): a motion
// (`button` 0) or a button press or release (1), in the order the server sent them.
void cdi_pointer_note(int button, int x, int y, uint32_t time);

#endif
