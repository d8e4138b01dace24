#ifndef CSYSTEMDBUS_SHIM_H
#define CSYSTEMDBUS_SHIM_H
// sd-bus from libsystemd: the D-Bus session bus (the desktop's Settings portal) through a
// kept client library rather than the wire protocol by hand. Only its non-variadic calls
// are used (Swift cannot call the variadic ones).
#include <systemd/sd-bus.h>
#endif
