#ifndef CWORKERSANDBOX_SHIM_H
#define CWORKERSANDBOX_SHIM_H
// The kernel calls of the Lottie worker's sandbox that Swift cannot make itself: prctl(2) and
// syscall(2) are variadic. Landlock (Linux 5.13+) has no C library wrapper; its numbers are
// the kernel's on every architecture (444, 446), and an older kernel answers ENOSYS.
#include <errno.h>
#include <spawn.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// prctl(PR_SET_NO_NEW_PRIVS, 1): execve can never grant more rights (setuid, file
/// capabilities); seccomp filters require it of an unprivileged process.
static inline int refreshdemo_set_no_new_privs(void) {
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

/// The kernel's struct landlock_ruleset_attr as of ABI 6: filesystem rights (ABI 1),
/// network rights (ABI 4), scopes (ABI 6). A kernel that knows fewer fields accepts the
/// larger struct when the fields it does not know are zero.
struct refreshdemo_landlock_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

/// landlock_create_ruleset(2): `attr` NULL and flags 1 (LANDLOCK_CREATE_RULESET_VERSION)
/// asks for the kernel's ABI version.
static inline long refreshdemo_landlock_create_ruleset(const struct refreshdemo_landlock_ruleset_attr *attr,
                                                       unsigned long size, unsigned int flags) {
    return syscall(444, attr, size, flags);
}

/// landlock_restrict_self(2): the calling thread and every thread or process it starts
/// afterwards keep the ruleset's rules for good.
static inline long refreshdemo_landlock_restrict_self(int ruleset_fd, unsigned int flags) {
    return syscall(446, ruleset_fd, flags);
}
/// glibc's (2.34+) posix_spawn_file_actions_addclosefrom_np, which spawn.h declares only under
/// _GNU_SOURCE (Swift's Glibc module is built without it): the spawned art worker gets every
/// descriptor from `from` up closed before its exec.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

static inline int refreshdemo_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
#endif
