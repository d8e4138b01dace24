#ifndef CSECCOMP_SHIM_H
#define CSECCOMP_SHIM_H
// libseccomp: a system call filter built from names and argument rules, compiled to BPF
// for this architecture by the library rather than by hand.
#include <seccomp.h>
#endif
