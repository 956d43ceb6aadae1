// A preloaded library (LD_PRELOAD) that makes a process's writes into one folder fail where a test says:
// the end-to-end tests of `serve --listen` use it to kill the server at a chosen byte of what it writes, or to
// fill the disk there, through the real binary. Every byte written by write(2) or pwrite(2) to a file below
// WRITE_FAULTS_FOLDER (an absolute path without links) counts one; so does each rename(2), link(2) and
// ftruncate(2) there, so that a kill can also fall between two of them.
//   WRITE_FAULTS_KILL_AT=N   the process kills itself (SIGKILL) once N units are done: a write that crosses N
//                            writes its bytes up to N, then the process dies.
//   WRITE_FAULTS_FULL_AT=N   past N units, writes fail with ENOSPC (a write that crosses N is cut short at N).
//   WRITE_FAULTS_COUNT=FILE  the count so far is written to FILE after each counted step, for a test to learn
//                            how many units a whole run takes.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static long long done = 0;

static long long setting(const char *name) {
    const char *value = getenv(name);
    return value ? atoll(value) : -1;
}

// Whether `path` names an entry below the folder (its own folder resolved: the entry may not exist yet).
static int inside(const char *path) {
    const char *folder = getenv("WRITE_FAULTS_FOLDER");
    if (!folder || !path) return 0;
    char parent[PATH_MAX], resolved[PATH_MAX];
    snprintf(parent, sizeof parent, "%s", path);
    char *slash = strrchr(parent, '/');
    if (slash) *slash = 0; else snprintf(parent, sizeof parent, ".");
    if (!realpath(parent[0] ? parent : "/", resolved)) return 0;
    return strncmp(resolved, folder, strlen(folder)) == 0;
}

static int counted_fd(int fd) {
    char link[64], target[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, target, sizeof target - 1);
    if (length <= 0) return 0;
    target[length] = 0;
    const char *folder = getenv("WRITE_FAULTS_FOLDER");
    return folder && strncmp(target, folder, strlen(folder)) == 0;
}

static void record(void) {
    const char *file = getenv("WRITE_FAULTS_COUNT");
    if (!file) return;
    static int (*real_open)(const char *, int, ...);
    static ssize_t (*real_write)(int, const void *, size_t);
    if (!real_open) real_open = dlsym(RTLD_NEXT, "open");
    if (!real_write) real_write = dlsym(RTLD_NEXT, "write");
    int fd = real_open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return;
    char text[32];
    int length = snprintf(text, sizeof text, "%lld\n", done);
    real_write(fd, text, (size_t)length);
    close(fd);
}

// How many of `count` units may be done now; -1 with errno set when none may.
static long long allowed(long long count) {
    long long kill_at = setting("WRITE_FAULTS_KILL_AT"), full_at = setting("WRITE_FAULTS_FULL_AT");
    if (kill_at >= 0 && done >= kill_at) raise(SIGKILL);
    if (full_at >= 0 && done >= full_at) {
        errno = ENOSPC;
        return -1;
    }
    long long limit = count;
    if (kill_at >= 0 && done + limit > kill_at) limit = kill_at - done;
    if (full_at >= 0 && done + limit > full_at) limit = full_at - done;
    return limit;
}

static void finished(long long count) {
    done += count;
    record();
    long long kill_at = setting("WRITE_FAULTS_KILL_AT");
    if (kill_at >= 0 && done >= kill_at) raise(SIGKILL);
}

ssize_t write(int fd, const void *buffer, size_t count) {
    static ssize_t (*real)(int, const void *, size_t);
    if (!real) real = dlsym(RTLD_NEXT, "write");
    if (count == 0 || !counted_fd(fd)) return real(fd, buffer, count);
    long long limit = allowed((long long)count);
    if (limit < 0) return -1;
    ssize_t written = real(fd, buffer, (size_t)limit);
    if (written > 0) finished(written);
    return written;
}

static ssize_t positioned(int fd, const void *buffer, size_t count, off_t offset, const char *name) {
    ssize_t (*real)(int, const void *, size_t, off_t) = dlsym(RTLD_NEXT, name);
    if (count == 0 || !counted_fd(fd)) return real(fd, buffer, count, offset);
    long long limit = allowed((long long)count);
    if (limit < 0) return -1;
    ssize_t written = real(fd, buffer, (size_t)limit, offset);
    if (written > 0) finished(written);
    return written;
}

ssize_t pwrite(int fd, const void *buffer, size_t count, off_t offset) {
    return positioned(fd, buffer, count, offset, "pwrite");
}

ssize_t pwrite64(int fd, const void *buffer, size_t count, off_t offset) {
    return positioned(fd, buffer, count, offset, "pwrite64");
}

// A step that changes the folder: counted as one unit, done only when the unit may be.
#define STEP(call, path)                              \
    do {                                              \
        if (inside(path)) {                           \
            if (allowed(1) < 1) return -1;            \
            int status = (call);                      \
            if (status == 0) finished(1);             \
            return status;                            \
        }                                             \
        return (call);                                \
    } while (0)

int rename(const char *from, const char *to) {
    static int (*real)(const char *, const char *);
    if (!real) real = dlsym(RTLD_NEXT, "rename");
    STEP(real(from, to), to);
}

int link(const char *from, const char *to) {
    static int (*real)(const char *, const char *);
    if (!real) real = dlsym(RTLD_NEXT, "link");
    STEP(real(from, to), to);
}

int ftruncate(int fd, off_t length) {
    static int (*real)(int, off_t);
    if (!real) real = dlsym(RTLD_NEXT, "ftruncate");
    if (!counted_fd(fd)) return real(fd, length);
    if (allowed(1) < 1) return -1;
    int status = real(fd, length);
    if (status == 0) finished(1);
    return status;
}
