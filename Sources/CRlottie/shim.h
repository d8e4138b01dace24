#ifndef CRLOTTIE_SHIM_H
#define CRLOTTIE_SHIM_H
// rlottie's C API: Lottie JSON in, ARGB32 (premultiplied) frames out.
#include <rlottie_capi.h>
#endif
