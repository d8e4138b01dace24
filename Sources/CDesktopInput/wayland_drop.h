// Where a drag over SDL's window is dropped, read from a data device of our own
// (see wayland_drop.c); used by wayland.c, which owns the queue it runs on.
#ifndef CDI_WAYLAND_DROP_H
#define CDI_WAYLAND_DROP_H

#include <wayland-client.h>

typedef struct CDIWaylandDrop CDIWaylandDrop;

/// A data device for `seat` (made on the manager's queue) that records drags over
/// `window`; NULL when the compositor refuses it or memory runs out.
CDIWaylandDrop *cdi_wayland_drop_create(struct wl_data_device_manager *manager, struct wl_seat *seat,
                                        struct wl_surface *window);
/// The surface-local position (points) of the drop on `window`, or of the drag still over
/// it; 0 when the last drag left without a drop, or none came.
int cdi_wayland_drop_read(const CDIWaylandDrop *d, double *x, double *y);
void cdi_wayland_drop_destroy(CDIWaylandDrop *d);

#endif
