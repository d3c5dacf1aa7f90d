"""The sandbox's fork server (zygote): one per worker slot, running as the slot's sandbox user.

It imports Python's heavy modules once (openpyxl, xlrd, csv), then makes each sandbox by cloning
itself, so a run starts with them imported and costs a fork, not an interpreter start. A sandbox is
one clone in new user, mount, PID, network, IPC, UTS and cgroup namespaces, their PID 1: it builds
the sandbox's root (as bubblewrap would: /usr read-only, a fresh /proc, a minimal /dev, a small
/tmp, /job/in and /job/out on file systems of the sandbox's own, / read-only), refuses further user
namespaces, takes the run's limits, says it is ready and waits for its one run. Once handed the run
it makes /job/in read-only, drops every capability, loads the seccomp filter and runs the script.

The zygote holds nothing of any run. It never sees a script, a context, an input, an output or a
byte a sandbox writes: each sandbox's stdin, stdout, stderr and progress (fd 3) are named pipes
(FIFOs) in the worker's control folder, which the zygote makes and opens only to hand them to the
clone; the worker opens the other ends itself, writes the run in and reads what comes out, and the
zygote then closes its copies and removes the names. Its inputs are copied by the worker straight
into the sandbox's own /job/in, its outputs read by the worker from the sandbox's own /job/out
(through /proc/PID/root, before the run starts). So what a later clone inherits from the zygote's
memory is the zygote's own state: sandbox ids, limits, pipe names; never another run's data.

One process per sandbox, not an init forking the script's process: a fork and an exit of this
interpreter, openpyxl loaded, cost 10-15 ms of CPU each on a virtual machine, and a sandbox's init
did nothing a PID 1 cannot do itself. When it ends, the kernel kills whatever it left running in
its namespace before it is reaped, so an end reported is a sandbox with nothing left that could
write to its pipes, and the file systems of /job go with its mount namespace (the worker's open
folder of /job/out keeps that one until the outputs are stored). As PID 1 it is spared the signals
it has no handler for: the CPU soft limit's SIGXCPU gets one that ends it as the signal would; the
hard limit a second later is a SIGKILL, which reaches it all the same. With RUNNER_SANDBOX=off (no
namespaces) the clone is an init of sorts: it forks the script's process, waits for it and kills
what it left (its session); its job folder is the host's.

argv: mode ('on': namespaces; 'off': RUNNER_SANDBOX=off, limits only), preload ('1'/'0'), the source
of the `milestone` helper module (loaded here once; a script's `import milestone` finds it loaded),
the control folder (the worker's, where the pipes are named).

stdin: one JSON command per line:
  {"op": "prepare", "id": ID, "job": HOST_JOB_DIR, "limits": {...}, "name": COMM}
      job: 'off' only (the host folder the script runs in); 'on' makes /job of its own
  {"op": "opened", "id": ID}   the worker has opened its ends of the sandbox's pipes: the zygote's copies go
  {"op": "kill", "id": ID}     SIGKILL to the sandbox (its whole PID namespace)
stdout: one JSON event per line:
  {"id": ID, "event": "started", "pid": PID, "pipes": [STDIN, STDOUT, STDERR, PROGRESS]}
  {"id": ID, "event": "exit", "code": N|null, "error": TEXT|null}
In the sandbox: fd 0 its run (one JSON line: script, context, limits), 1 and 2 its stdout and
stderr, 3 its progress lines ({"ready": true} first, written by the sandbox itself).
"""
import ctypes, errno, gc, json, os, platform, re, selectors, signal, sys

MODE = sys.argv[1]
PRELOAD = sys.argv[2] == '1'
if PRELOAD:
    try:
        import csv, openpyxl, xlrd  # noqa: F401
    except ImportError:
        pass
import builtins, linecache, resource, traceback, types

# The helper module, loaded once: importing it from the job folder in every run cost milliseconds
# (after a fork each page an import touches is copied).
milestone = types.ModuleType('milestone')
milestone.__file__ = '<milestone>'
exec(compile(sys.argv[3], milestone.__file__, 'exec'), milestone.__dict__)
sys.modules['milestone'] = milestone

READ_BYTES = 65536
CONTROL = sys.argv[4]
SANDBOX_ID = re.compile(r'^[A-Za-z0-9_-]{1,64}$')

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
libc.umount2.argtypes = [ctypes.c_char_p, ctypes.c_int]
libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]

SYS = {'x86_64': {'clone': 56, 'pivot_root': 155, 'capset': 126}, 'aarch64': {'clone': 220, 'pivot_root': 41, 'capset': 91}}[platform.machine()]
CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC = 0x00020000, 0x02000000, 0x04000000, 0x08000000
CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
NAMESPACES = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 2, 4, 8, 32, 4096, 16384, 1 << 18
MNT_DETACH = 2
PR_SET_PDEATHSIG, PR_SET_NAME, PR_SET_SECCOMP, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT = 1, 15, 22, 24, 38, 47
SECCOMP_MODE_FILTER = 2
PR_CAP_AMBIENT_CLEAR_ALL = 4
TMP_BYTES = 64 * 1024 * 1024
# The sandbox's own file systems: /tmp, /job/in (the worker copies the inputs in) and /job/out
# (its size the run's output limit, so a write past it fails at the byte; its inodes counted, so no
# tree of empty folders fills the machine's memory either).
TMP_INODES = 4096
INPUT_BYTES = 1024 ** 3
INPUT_INODES = 64
OUTPUT_INODES = 1024
# In a sandbox: 0-3 the script's stdin, stdout, stderr and progress; 4 the status pipe of the init of RUNNER_SANDBOX=off (the script's process closes it).
STATUS_FD = 4
OUTER_IDS = (os.geteuid(), os.getegid())
try:
    with open('/proc/sys/kernel/cap_last_cap') as f:
        CAP_LAST = int(f.read())
except OSError:
    CAP_LAST = 63


def check(result, what):
    if result != 0:
        error = ctypes.get_errno()
        raise OSError(error, '%s: %s' % (what, os.strerror(error)))


def mount(source, target, fstype, flags, data=None):
    enc = lambda s: s.encode() if s is not None else None
    check(libc.mount(enc(source), enc(target), enc(fstype), flags, enc(data)), 'mount %s' % target)


def bind(source, target, read_only):
    mount(source, target, None, MS_BIND | MS_REC)
    if read_only:
        mount(None, target, None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)


def pivot_root(new_root, put_old):
    check(libc.syscall(SYS['pivot_root'], new_root.encode(), put_old.encode()), 'pivot_root')


def clone(flags):
    """fork(), with `flags` namespaces for the child: the interpreter is kept as os.fork keeps it."""
    ctypes.pythonapi.PyOS_BeforeFork()
    pid = libc.syscall(SYS['clone'], ctypes.c_ulong(flags | signal.SIGCHLD), None, None, None, ctypes.c_ulong(0))
    error = ctypes.get_errno()
    if pid == 0:
        ctypes.pythonapi.PyOS_AfterFork_Child()
        return 0
    ctypes.pythonapi.PyOS_AfterFork_Parent()
    if pid < 0:
        raise OSError(error, 'clone: %s' % os.strerror(error))
    return pid


def write_file(path, text):
    with open(path, 'w') as f:
        f.write(text)


def build_root(limits):
    """In the new namespaces, as their root: the sandbox's filesystem, pivoted into (bubblewrap's layout)."""
    uid, gid = OUTER_IDS
    write_file('/proc/self/setgroups', 'deny')
    write_file('/proc/self/uid_map', '%d %d 1' % (uid, uid))
    write_file('/proc/self/gid_map', '%d %d 1' % (gid, gid))
    mount(None, '/', None, MS_REC | MS_PRIVATE)
    # A tmpfs to build on (pivot_root moves it to / and brings back what it hides).
    mount('tmpfs', '/tmp', 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=0755,size=64k')
    os.mkdir('/tmp/oldroot')
    os.mkdir('/tmp/newroot')
    pivot_root('/tmp', '/tmp/oldroot')
    os.chdir('/')
    new, old = '/newroot', '/oldroot'
    mount('tmpfs', new, 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=0755,size=64k')
    for name in ('usr', 'proc', 'dev', 'tmp', 'job', 'etc'):
        os.mkdir(new + '/' + name)
    bind(old + '/usr', new + '/usr', True)
    for name, target in (('lib', 'usr/lib'), ('lib64', 'usr/lib64'), ('bin', 'usr/bin')):
        os.symlink(target, new + '/' + name)
    if os.path.isdir(old + '/etc/alternatives'):
        os.mkdir(new + '/etc/alternatives')
        bind(old + '/etc/alternatives', new + '/etc/alternatives', True)
    if os.path.isfile(old + '/etc/ld.so.cache'):
        write_file(new + '/etc/ld.so.cache', '')
        bind(old + '/etc/ld.so.cache', new + '/etc/ld.so.cache', True)
    mount('proc', new + '/proc', 'proc', MS_NOSUID | MS_NODEV | MS_NOEXEC)
    # No user namespace may be made inside (bubblewrap's --disable-userns): the limit of this one,
    # which only its root can raise, and the script's process drops that power for good.
    write_file(new + '/proc/sys/user/max_user_namespaces', '0')
    for name in ('sys', 'sysrq-trigger', 'irq', 'bus'):
        if os.path.exists(new + '/proc/' + name):
            bind(new + '/proc/' + name, new + '/proc/' + name, True)
    mount('tmpfs', new + '/dev', 'tmpfs', MS_NOSUID, 'mode=0755,size=64k')
    for name in ('null', 'zero', 'full', 'random', 'urandom', 'tty'):
        write_file(new + '/dev/' + name, '')
        bind(old + '/dev/' + name, new + '/dev/' + name, False)
    for name, target in (('stdin', '/proc/self/fd/0'), ('stdout', '/proc/self/fd/1'), ('stderr', '/proc/self/fd/2'), ('fd', '/proc/self/fd')):
        os.symlink(target, new + '/dev/' + name)
    os.mkdir(new + '/dev/shm')
    mount('tmpfs', new + '/tmp', 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=1777,size=%d,nr_inodes=%d' % (TMP_BYTES, TMP_INODES))
    # /job on the read-only root: in/ and out/ are tmpfs of this mount namespace only (no host folder
    # is bound, so no host path shows in /proc/self/mountinfo, and nothing of the run is left on the
    # host's disk: its file systems go with the namespace).
    for name in ('in', 'out'):
        os.mkdir(new + '/job/' + name)
    mount('tmpfs', new + '/job/in', 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=0755,size=%d,nr_inodes=%d' % (INPUT_BYTES, INPUT_INODES))
    mount('tmpfs', new + '/job/out', 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=0755,size=%d,nr_inodes=%d' % (limits['outputBytes'], OUTPUT_INODES))
    mount(None, new, None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
    check(libc.umount2(old.encode(), MNT_DETACH), 'umount the old root')
    os.chdir(new)
    pivot_root('.', '.')
    check(libc.umount2(b'.', MNT_DETACH), 'umount the build root')
    os.chdir('/')
    libc.sethostname(b'sandbox', 7)


def drop_capabilities():
    """No capability left, none to regain (the bounding and ambient sets emptied, no new privileges)."""
    for cap in range(CAP_LAST + 1):
        libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)
    libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), 'no_new_privs')
    header = (ctypes.c_uint32 * 2)(0x20080522, 0)
    data = (ctypes.c_uint32 * 6)()
    check(libc.syscall(SYS['capset'], header, data), 'capset')


def set_limits(limits):
    """The worker's limits, soft and hard: the run may only lower them."""
    def both(kind, value):
        resource.setrlimit(kind, (value, value))
    both(resource.RLIMIT_CORE, 0)
    both(resource.RLIMIT_AS, limits['memoryBytes'])
    # RLIMIT_FSIZE is the run's, set once its inputs are in /job/in (an input may be larger than what a script may write).
    both(resource.RLIMIT_NOFILE, limits['openFiles'])
    both(resource.RLIMIT_NPROC, limits['processes'])
    resource.setrlimit(resource.RLIMIT_CPU, (limits['cpuSeconds'], limits['cpuSeconds'] + 1))



# The system calls a script has no use for and that widen what it can reach of the kernel: the
# default deny list of container runtimes (Docker's, Podman's), answered EPERM. Names this
# libseccomp does not know on this architecture are left out (the kernel lacks them too).
DENIED_SYSCALLS = (
    'keyctl', 'add_key', 'request_key', 'bpf', 'userfaultfd', 'perf_event_open',
    'io_uring_setup', 'io_uring_enter', 'io_uring_register',
    'ptrace', 'process_vm_readv', 'process_vm_writev', 'kcmp', 'pidfd_getfd',
    'mount', 'umount', 'umount2', 'pivot_root', 'move_mount', 'open_tree', 'fsopen', 'fsconfig',
    'fsmount', 'fspick', 'mount_setattr', 'unshare', 'setns', 'chroot',
    'kexec_load', 'kexec_file_load', 'init_module', 'finit_module', 'delete_module',
    'create_module', 'get_kernel_syms', 'query_module', 'reboot', 'swapon', 'swapoff', 'acct',
    'quotactl', 'quotactl_fd', 'lookup_dcookie', 'open_by_handle_at', 'name_to_handle_at', 'iopl',
    'ioperm', 'settimeofday', 'clock_settime', 'clock_adjtime', 'adjtimex', 'stime', 'syslog',
    'vhangup', 'nfsservctl', 'uselib', 'ustat', 'sysfs', '_sysctl', 'fanotify_init',
    'landlock_create_ruleset', 'vm86', 'vm86old', 'modify_ldt',
)
# socket() and socketpair(): AF_UNIX, AF_INET and AF_INET6 only (the empty network namespace makes
# the last two useless); NETLINK, PACKET, VSOCK, ALG and every other family answer EAFNOSUPPORT.
ALLOWED_FAMILIES = (1, 2, 10)


def seccomp_program():
    """The filter as BPF, built once with libseccomp (python3-seccomp) and loaded by each sandbox; None without the library."""
    try:
        import seccomp
    except ImportError:
        return None
    f = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
    # Another architecture's system calls (i386's int 0x80, x32) would pass a filter of names: they kill.
    f.set_attr(seccomp.Attr.ACT_BADARCH, seccomp.KILL_PROCESS)
    for name in DENIED_SYSCALLS:
        try:
            f.add_rule(seccomp.ERRNO(errno.EPERM), name)
        except (RuntimeError, ValueError):
            pass
    for name in ('socket', 'socketpair'):
        f.add_rule(seccomp.ERRNO(errno.EAFNOSUPPORT), name, seccomp.Arg(0, seccomp.GT, max(ALLOWED_FAMILIES)))
        for family in range(max(ALLOWED_FAMILIES)):
            if family not in ALLOWED_FAMILIES:
                f.add_rule(seccomp.ERRNO(errno.EAFNOSUPPORT), name, seccomp.Arg(0, seccomp.EQ, family))
    # personality(): back to PER_LINUX only (no ASLR switched off, no READ_IMPLIES_EXEC).
    f.add_rule(seccomp.ERRNO(errno.EPERM), 'personality', seccomp.Arg(0, seccomp.NE, 0))
    # clone3 passes its flags in memory a filter cannot read: ENOSYS makes the C library fall back to
    # clone, whose flags it can (and namespaces are refused there, below, as by max_user_namespaces).
    f.add_rule(seccomp.ERRNO(errno.ENOSYS), 'clone3')
    f.add_rule(seccomp.ERRNO(errno.EPERM), 'clone', seccomp.Arg(0, seccomp.MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER))
    f.add_rule(seccomp.ERRNO(errno.EPERM), 'clone', seccomp.Arg(0, seccomp.MASKED_EQ, CLONE_NEWNS, CLONE_NEWNS))
    fd = os.memfd_create('seccomp')
    try:
        with open(fd, 'wb', closefd=False) as sink:
            f.export_bpf(sink)
        os.lseek(fd, 0, os.SEEK_SET)
        program = b''
        while True:
            chunk = os.read(fd, READ_BYTES)
            if not chunk:
                return program
            program += chunk
    finally:
        os.close(fd)


class SockFprog(ctypes.Structure):
    _fields_ = [('len', ctypes.c_ushort), ('filter', ctypes.c_void_p)]


SECCOMP_PROGRAM = seccomp_program() if MODE == 'on' else None


def load_seccomp():
    """Loads the filter into this process (and every process it starts): no way back."""
    if SECCOMP_PROGRAM is None:
        raise OSError(errno.ENOSYS, 'the seccomp filter needs libseccomp for Python (Debian: python3-seccomp)')
    code = ctypes.create_string_buffer(SECCOMP_PROGRAM, len(SECCOMP_PROGRAM))
    program = SockFprog(len(SECCOMP_PROGRAM) // 8, ctypes.addressof(code))
    check(libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(program), 0, 0), 'seccomp')


def run_script(root, go_line):
    """The script's process once handed its run (its script, context and limits): lower the limits to the run's, then run the script as __main__ under the name /job/script.py."""
    script = root + '/script.py'
    go = json.loads(go_line)
    limits = go['limits']
    source = go['script']

    def lower(kind, value):
        soft, hard = resource.getrlimit(kind)
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        resource.setrlimit(kind, (value, value))
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu_soft = int(used.ru_utime + used.ru_stime) + 1 + limits['cpuSeconds']
    soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:
        cpu_soft = min(cpu_soft, hard - 1)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_soft, cpu_soft + 1 if hard == resource.RLIM_INFINITY else min(cpu_soft + 1, hard)))
    lower(resource.RLIMIT_AS, limits['memoryBytes'])
    lower(resource.RLIMIT_FSIZE, limits['fileSizeBytes'])
    lower(resource.RLIMIT_NOFILE, limits['openFiles'])
    lower(resource.RLIMIT_NPROC, limits['processes'])
    milestone._use_job(root, go['context'])
    sys.argv = [script]
    # Its lines for tracebacks, as if read from its file (an entry without mtime is never rechecked).
    linecache.cache[script] = (len(source), None, source.splitlines(True), script)
    code = 0
    try:
        # As `python script.py` runs it: compiled under its name, run as __main__ in a module of its own.
        main = types.ModuleType('__main__')
        main.__file__ = script
        main.__builtins__ = builtins
        sys.modules['__main__'] = main
        exec(compile(source.encode('utf-8'), script, 'exec'), main.__dict__)
    except SystemExit as stop:
        if stop.code is None:
            code = 0
        elif isinstance(stop.code, int):
            code = stop.code & 0xFF
        else:
            print(stop.code, file=sys.stderr)
            code = 1
    except BaseException as error:
        # The traceback from the script's own first frame: the zygote's frames above it
        # say nothing to the script's author.
        tb = error.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != script:
            tb = tb.tb_next
        # None: the error is not from a line of the script (a SyntaxError, raised by compiling it):
        # printed as python3 prints it, without the zygote's frames.
        traceback.print_exception(type(error), error, tb)
        code = 1
    # The interpreter's own ending, in its order (threads joined, atexit run, output flushed), then
    # out at once: tearing down an interpreter with openpyxl loaded costs tens of milliseconds.
    if 'threading' in sys.modules:
        sys.modules['threading']._shutdown()
    import atexit
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    os._exit(code)



class Reader:
    """Reads fd's bytes: a line, then counted bytes."""

    def __init__(self, fd):
        self.fd = fd
        self.buffer = b''

    def more(self):
        chunk = os.read(self.fd, READ_BYTES)
        if not chunk:
            # The worker let the sandbox go without a run.
            os._exit(0)
        self.buffer += chunk

    def line(self):
        while b'\n' not in self.buffer:
            self.more()
        at = self.buffer.index(b'\n') + 1
        line, self.buffer = self.buffer[:at], self.buffer[at:]
        return line

    def chunks(self, size):
        while size > 0:
            if not self.buffer:
                self.more()
            chunk, self.buffer = self.buffer[:size], self.buffer[size:]
            size -= len(chunk)
            yield chunk


def receive(stdin, name, size):
    """One input, from the worker's stream into /job/in/NAME (a plain name; the file is new)."""
    if not isinstance(name, str) or name in ('', '.', '..') or '/' in name or '\0' in name or not isinstance(size, int) or size < 0:
        raise ValueError('an input is a plain file name and a size')
    fd = os.open('/job/in/' + name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o444)
    try:
        for chunk in stdin.chunks(size):
            view = memoryview(chunk)
            while view:
                view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def script_process(job, root, limits):
    """The script's process (in namespaces, the sandbox's PID 1): ready, then its one run."""
    os.close(STATUS_FD)
    os.setsid()
    if MODE == 'on':
        # PID 1 drops a signal it has no handler for: the CPU soft limit ends it as SIGXCPU would.
        signal.signal(signal.SIGXCPU, lambda *_: os._exit(128 + signal.SIGXCPU))
    set_limits(limits)
    os.environ.clear()
    os.environ.update({'PATH': '/usr/bin', 'LANG': 'C.UTF-8', 'TZ': 'UTC'})
    if MODE == 'on':
        os.environ.update({'HOME': '/tmp', 'PWD': root})
    else:
        os.environ.update({'HOME': job + '/tmp', 'TMPDIR': job + '/tmp', 'PWD': job})
    os.chdir(root)
    if MODE == 'on' and SECCOMP_PROGRAM is None:
        # Without the filter no sandbox starts (the worker's start-up check says why).
        load_seccomp()
    try:
        os.write(3, b'{"ready": true}\n')
    except OSError:
        pass
    stdin = Reader(0)
    line = stdin.line()
    if MODE == 'on':
        # The run's inputs follow its line, each its size in bytes: written into /job/in here, then
        # read-only; then no capability is left (of this user namespace, the only ones it had) and
        # the seccomp filter holds.
        for entry in json.loads(line).get('files', []):
            receive(stdin, entry['name'], entry['size'])
        mount(None, '/job/in', None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
        drop_capabilities()
        load_seccomp()
    null = os.open('/dev/null', os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    run_script(root, line)


def sandbox_main(job, limits, name, fds):
    """In the clone: stdio on the sandbox's own pipes, then (namespaces) its root built and the run, or (off) an init waiting for the script's process."""
    try:
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.set_blocking(0, True)
        os.closerange(STATUS_FD + 1, min(resource.getrlimit(resource.RLIMIT_NOFILE)[0], 1 << 20))
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE):
            signal.signal(number, signal.SIG_DFL)
        SANDBOXES.clear()
        libc.prctl(PR_SET_NAME, ctypes.cast(ctypes.c_char_p(name.encode()[:15]), ctypes.c_void_p).value, 0, 0, 0)
        if MODE == 'on':
            build_root(limits)
            script_process(job, '/job', limits)
        pid = os.fork()
        if pid == 0:
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
            script_process(job, job, limits)
        for fd in range(4):
            os.close(fd)
        # The init of RUNNER_SANDBOX=off: waits for the script (an orphan of the script's is reaped
        # on the way). Once it has ended, whatever it left running in its session is killed and
        # reaped, so nothing writes to the run's pipes any more, and the end is reported on the
        # status pipe at once. The code is as a shell (and bubblewrap) reports it: the script's, or
        # 128 + the signal that killed it.
        while True:
            done, status = os.waitpid(-1, 0)
            if done == pid:
                break
        code = os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
        while True:
            try:
                os.waitpid(-1, 0)
            except ChildProcessError:
                break
        os.write(STATUS_FD, b'%d\n' % code)
        os._exit(code)
    except BaseException as error:
        try:
            os.write(2, ('The sandbox could not start: %s\n' % error).encode())
        finally:
            os._exit(125)


class Sandbox:
    def __init__(self, sid, pid, pidfd, pipes, status, names):
        self.id = sid
        self.pid = pid
        self.pidfd = pidfd
        # The zygote's copies of the sandbox's pipes, until the worker has opened its own ends.
        self.pipes = pipes
        self.names = names
        self.status = status
        self.reported = False


SANDBOXES = {}
selector = selectors.DefaultSelector()
out = sys.stdout.buffer


def emit(event):
    out.write(json.dumps(event, separators=(',', ':')).encode() + b'\n')
    out.flush()


PIPE_NAMES = ('stdin', 'stdout', 'stderr', 'progress')


def prepare(command):
    sid, job, limits = command['id'], command.get('job'), command['limits']
    if not isinstance(sid, str) or not SANDBOX_ID.match(sid):
        raise ValueError('a sandbox id is 1 to 64 letters, digits, - or _')
    if MODE == 'off' and (not isinstance(job, str) or not job.startswith('/') or '\0' in job):
        raise ValueError('a job folder is an absolute path')
    names = [os.path.join(CONTROL, '%s.%s' % (sid, kind)) for kind in PIPE_NAMES]
    pipes = []
    run_end = None
    status_r, status_w = os.pipe()
    try:
        for name in names:
            os.mkfifo(name, 0o600)
            # Read and write: opening never waits for the other end, and the pipe (with what is
            # written to it) lives until the worker has opened its end.
            pipes.append(os.open(name, os.O_RDWR | os.O_CLOEXEC))
        # The sandbox reads its run from a read-only end, so that once the worker's end is closed
        # (the worker gone, with the zygote's copies released) it reads the end and exits instead
        # of waiting for good.
        run_end = os.open(names[0], os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        pid = clone(NAMESPACES if MODE == 'on' else 0)
    except OSError as error:
        for fd in pipes + [status_r, status_w] + ([run_end] if run_end is not None else []):
            os.close(fd)
        unlink(names)
        emit({'id': sid, 'event': 'exit', 'code': None, 'error': 'The sandbox could not start (%s)' % error.strerror})
        return
    if pid == 0:
        sandbox_main(job, limits, command.get('name') or 'sandbox', [run_end] + pipes[1:] + [status_w])
    os.close(run_end)
    os.close(status_w)
    os.set_blocking(status_r, False)
    sandbox = Sandbox(sid, pid, os.pidfd_open(pid), pipes, status_r, names)
    SANDBOXES[sid] = sandbox
    for fd in (status_r, sandbox.pidfd):
        selector.register(fd, selectors.EVENT_READ, (sandbox, fd))
    emit({'id': sid, 'event': 'started', 'pid': pid, 'pipes': names})


def unlink(names):
    for name in names:
        try:
            os.unlink(name)
        except OSError:
            pass


def release_pipes(sandbox):
    for fd in sandbox.pipes:
        os.close(fd)
    sandbox.pipes = []
    unlink(sandbox.names)


def report_end(sandbox, code):
    sandbox.reported = True
    emit({'id': sandbox.id, 'event': 'exit', 'code': code, 'error': None})


def status_line(sandbox):
    """The report of RUNNER_SANDBOX=off's init (its script ended and everything it left is gone), or nothing yet."""
    try:
        data = os.read(sandbox.status, 64)
    except BlockingIOError:
        return
    except OSError:
        data = b''
    try:
        selector.unregister(sandbox.status)
    except KeyError:
        pass
    if data.strip().isdigit() and not sandbox.reported:
        report_end(sandbox, int(data))


def ended(sandbox):
    """The clone is gone: reaped, its end reported unless its init (off) reported it; in namespaces, with everything it left."""
    _, status = os.waitpid(sandbox.pid, 0)
    if not sandbox.reported:
        status_line(sandbox)
    if not sandbox.reported:
        if MODE == 'off':
            # Killed before it could: what the script started outlives it unless its group is killed.
            try:
                os.killpg(sandbox.pid, signal.SIGKILL)
            except OSError:
                pass
        report_end(sandbox, os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    for fd in (sandbox.status, sandbox.pidfd):
        try:
            selector.unregister(fd)
        except KeyError:
            pass
        os.close(fd)
    # Its pipes stay until the worker has opened them (what the sandbox wrote is in them).
    if not sandbox.pipes:
        del SANDBOXES[sandbox.id]
    sandbox.pidfd = None


def opened(command):
    sandbox = SANDBOXES.get(command['id'])
    if sandbox is None:
        return
    release_pipes(sandbox)
    if sandbox.pidfd is None:
        del SANDBOXES[sandbox.id]


def kill(command):
    sandbox = SANDBOXES.get(command['id'])
    if sandbox is not None and sandbox.pidfd is not None:
        try:
            os.kill(sandbox.pid, signal.SIGKILL)
        except OSError:
            pass


def main():
    gc.freeze()
    os.set_blocking(0, False)
    selector.register(0, selectors.EVENT_READ, None)
    commands = bytearray()
    while True:
        for key, _ in selector.select():
            if key.data is None:
                try:
                    data = os.read(0, READ_BYTES)
                except BlockingIOError:
                    continue
                if not data:
                    # The worker is gone: so are the sandboxes (their parent-death signal).
                    os._exit(0)
                commands += data
                while True:
                    at = commands.find(b'\n')
                    if at < 0:
                        break
                    command = json.loads(bytes(commands[:at]))
                    del commands[:at + 1]
                    op = command.get('op')
                    if op == 'prepare':
                        prepare(command)
                    elif op == 'opened':
                        opened(command)
                    elif op == 'kill':
                        kill(command)
                continue
            sandbox, fd = key.data
            if sandbox.id not in SANDBOXES or sandbox.pidfd is None:
                continue
            if fd == sandbox.pidfd:
                ended(sandbox)
            elif fd == sandbox.status:
                status_line(sandbox)


main()
