"""The sandbox's fork server (zygote): one per worker slot, running as the slot's sandbox user.

It imports Python's heavy modules once (openpyxl, xlrd, csv), then makes each sandbox by cloning
itself, so a run starts with them imported and costs a fork, not an interpreter start. A sandbox is
one clone in new user, mount, PID, network, IPC, UTS and cgroup namespaces, their PID 1: it builds
the sandbox's root (as bubblewrap would: /usr read-only, a fresh /proc, a minimal /dev, a small
/tmp, the job folder read-only but out/, / read-only), refuses further user namespaces, drops every
capability, takes the run's limits, says it is ready, waits for its one run and runs it. The zygote
itself never runs a script.

One process per sandbox, not an init forking the script's process: a fork and an exit of this
interpreter, openpyxl loaded, cost 10-15 ms of CPU each on a virtual machine, and a sandbox's init
did nothing a PID 1 cannot do itself. When it ends, the kernel kills whatever it left running in
its namespace before it is reaped, so an end reported is a sandbox with nothing left that could
write to out/ or to its pipes. As PID 1 it is spared the signals it has no handler for: the CPU
soft limit's SIGXCPU gets one that ends it as the signal would; the hard limit a second later is a
SIGKILL, which reaches it all the same. With RUNNER_SANDBOX=off (no namespaces) the clone is an init
of sorts: it forks the script's process, waits for it and kills what it left (its session).

argv: mode ('on': namespaces; 'off': RUNNER_SANDBOX=off, limits only), preload ('1'/'0'), the source
of the `milestone` helper module (loaded here once; a script's `import milestone` finds it loaded).

stdin: one JSON command per line:
  {"op": "prepare", "id": ID, "job": HOST_JOB_DIR, "limits": {...}, "name": COMM}
  {"op": "go", "id": ID, "line": GO_LINE}    the run (its script, context and limits), written to the script's stdin
  {"op": "kill", "id": ID}                   SIGKILL to the sandbox (its whole PID namespace)
stdout: one JSON event per line:
  {"id": ID, "event": "line", "line": TEXT}  a line the sandbox wrote to fd 3 (ready, progress)
  {"id": ID, "event": "exit", "code": N|null, "error": TEXT|null, "stdout": B64, "stderr": B64,
   "stdoutTruncated": B, "stderrTruncated": B, "stderrTail": B64}
"""
import base64, ctypes, errno, gc, json, os, platform, selectors, signal, sys

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

TAIL_BYTES = 8 * 1024
LINE_BYTES = 4 * 1024
READ_BYTES = 65536
DEFAULT_CAP = 64 * 1024

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
PR_SET_PDEATHSIG, PR_SET_NAME, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT = 1, 15, 24, 38, 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
TMP_BYTES = 64 * 1024 * 1024
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


def build_root(job):
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
    mount('tmpfs', new + '/tmp', 'tmpfs', MS_NOSUID | MS_NODEV, 'mode=1777,size=%d' % TMP_BYTES)
    bind(old + job, new + '/job', True)
    bind(old + job + '/out', new + '/job/out', False)
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
    both(resource.RLIMIT_FSIZE, limits['fileSizeBytes'])
    both(resource.RLIMIT_NOFILE, limits['openFiles'])
    both(resource.RLIMIT_NPROC, limits['processes'])
    resource.setrlimit(resource.RLIMIT_CPU, (limits['cpuSeconds'], limits['cpuSeconds'] + 1))


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


def script_process(job, root, limits):
    """The script's process (in namespaces, the sandbox's PID 1): ready, then its one run."""
    os.close(STATUS_FD)
    os.setsid()
    if MODE == 'on':
        # PID 1 drops a signal it has no handler for: the CPU soft limit ends it as SIGXCPU would.
        signal.signal(signal.SIGXCPU, lambda *_: os._exit(128 + signal.SIGXCPU))
        drop_capabilities()
    set_limits(limits)
    os.environ.clear()
    os.environ.update({'PATH': '/usr/bin', 'LANG': 'C.UTF-8', 'TZ': 'UTC'})
    if MODE == 'on':
        os.environ.update({'HOME': '/tmp', 'PWD': root})
    else:
        os.environ.update({'HOME': job + '/tmp', 'TMPDIR': job + '/tmp', 'PWD': job})
    os.chdir(root)
    try:
        os.write(3, b'{"ready": true}\n')
    except OSError:
        pass
    line = b''
    while not line.endswith(b'\n'):
        chunk = os.read(0, 65536)
        if not chunk:
            os._exit(0)
        line += chunk
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
        os.closerange(STATUS_FD + 1, min(resource.getrlimit(resource.RLIMIT_NOFILE)[0], 1 << 20))
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE):
            signal.signal(number, signal.SIG_DFL)
        SANDBOXES.clear()
        libc.prctl(PR_SET_NAME, ctypes.cast(ctypes.c_char_p(name.encode()[:15]), ctypes.c_void_p).value, 0, 0, 0)
        if MODE == 'on':
            build_root(job)
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
    def __init__(self, sid, pid, pidfd, pipes):
        self.id = sid
        self.pid = pid
        self.pidfd = pidfd
        self.stdin, self.stdout, self.stderr, self.lines, self.status = pipes
        self.reported = False
        self.cap = DEFAULT_CAP
        self.heads = {self.stdout: bytearray(), self.stderr: bytearray()}
        self.truncated = {self.stdout: False, self.stderr: False}
        self.tail = bytearray()
        self.pending = bytearray()
        self.overlong = False


SANDBOXES = {}
selector = selectors.DefaultSelector()
out = sys.stdout.buffer


def emit(event):
    out.write(json.dumps(event, separators=(',', ':')).encode() + b'\n')
    out.flush()


def b64(data):
    return base64.b64encode(bytes(data)).decode()


def prepare(command):
    sid, job, limits = command['id'], command['job'], command['limits']
    if not isinstance(job, str) or not job.startswith('/') or '\0' in job:
        raise ValueError('a job folder is an absolute path')
    # Pipes: the script's stdin (go line), stdout, stderr, fd 3 (ready, progress). Ours: the other ends.
    go_r, go_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    line_r, line_w = os.pipe()
    status_r, status_w = os.pipe()
    try:
        pid = clone(NAMESPACES if MODE == 'on' else 0)
    except OSError as error:
        for fd in (go_r, go_w, out_r, out_w, err_r, err_w, line_r, line_w, status_r, status_w):
            os.close(fd)
        emit({'id': sid, 'event': 'exit', 'code': None, 'error': 'The sandbox could not start (%s)' % error.strerror,
              'stdout': '', 'stderr': '', 'stdoutTruncated': False, 'stderrTruncated': False, 'stderrTail': ''})
        return
    if pid == 0:
        sandbox_main(job, limits, command.get('name') or 'sandbox', (go_r, out_w, err_w, line_w, status_w))
    for fd in (go_r, out_w, err_w, line_w, status_w):
        os.close(fd)
    for fd in (out_r, err_r, line_r, status_r):
        os.set_blocking(fd, False)
    sandbox = Sandbox(sid, pid, os.pidfd_open(pid), (go_w, out_r, err_r, line_r, status_r))
    SANDBOXES[sid] = sandbox
    for fd in (out_r, err_r, line_r, status_r, sandbox.pidfd):
        selector.register(fd, selectors.EVENT_READ, (sandbox, fd))


def collect(sandbox, fd, data):
    if fd == sandbox.lines:
        sandbox.pending += data
        while True:
            at = sandbox.pending.find(b'\n')
            if at < 0:
                break
            line = bytes(sandbox.pending[:at])
            del sandbox.pending[:at + 1]
            if not sandbox.overlong:
                emit({'id': sandbox.id, 'event': 'line', 'line': line.decode('utf-8', 'replace')})
            sandbox.overlong = False
        if len(sandbox.pending) > LINE_BYTES:
            sandbox.pending.clear()
            sandbox.overlong = True
        return
    head = sandbox.heads[fd]
    room = sandbox.cap - len(head)
    if len(data) > room:
        sandbox.truncated[fd] = True
    if room > 0:
        head += data[:room]
    if fd == sandbox.stderr:
        sandbox.tail += data
        del sandbox.tail[:max(0, len(sandbox.tail) - TAIL_BYTES)]


def drain(sandbox, fd):
    """Reads what the pipe holds; False at its end."""
    while True:
        try:
            data = os.read(fd, READ_BYTES)
        except BlockingIOError:
            return True
        except OSError:
            return False
        if not data:
            return False
        collect(sandbox, fd, data)


def report_end(sandbox, code):
    """The sandbox's end: what its pipes hold (every writer is gone), then the exit event."""
    sandbox.reported = True
    for fd in (sandbox.stdout, sandbox.stderr, sandbox.lines):
        drain(sandbox, fd)
    emit({'id': sandbox.id, 'event': 'exit', 'code': code, 'error': None,
          'stdout': b64(sandbox.heads[sandbox.stdout]), 'stderr': b64(sandbox.heads[sandbox.stderr]),
          'stdoutTruncated': sandbox.truncated[sandbox.stdout], 'stderrTruncated': sandbox.truncated[sandbox.stderr],
          'stderrTail': b64(sandbox.tail)})


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
    for fd in (sandbox.stdout, sandbox.stderr, sandbox.lines, sandbox.status, sandbox.pidfd):
        try:
            selector.unregister(fd)
        except KeyError:
            pass
        os.close(fd)
    if sandbox.stdin is not None:
        os.close(sandbox.stdin)
    del SANDBOXES[sandbox.id]


def go(command):
    sandbox = SANDBOXES.get(command['id'])
    if sandbox is None or sandbox.stdin is None:
        return
    line = command['line'].encode()
    sandbox.cap = int(json.loads(line)['limits'].get('outputCapBytes', DEFAULT_CAP))
    try:
        os.write(sandbox.stdin, line + b'\n')
    except OSError:
        pass
    os.close(sandbox.stdin)
    sandbox.stdin = None


def kill(command):
    sandbox = SANDBOXES.get(command['id'])
    if sandbox is not None:
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
                    elif op == 'go':
                        go(command)
                    elif op == 'kill':
                        kill(command)
                continue
            sandbox, fd = key.data
            if sandbox.id not in SANDBOXES:
                continue
            if fd == sandbox.pidfd:
                ended(sandbox)
            elif fd == sandbox.status:
                status_line(sandbox)
            elif not drain(sandbox, fd):
                selector.unregister(fd)
                # Its end is read once the process has ended; until then it stays open (not polled).


main()
