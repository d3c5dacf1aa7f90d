/**
 * The `milestone` module a task's script may import (loaded once by the slot's fork server, so the
 * script's `import milestone` finds it loaded). Its run's context (the inputs' paths, the
 * parameters) is handed to it with the run by the fork server (`_use_job(root, context)`); it writes
 * progress as JSON lines to fd 3, which the runner reads. Without the sandbox (RUNNER_SANDBOX=off)
 * the job folder is the host's `root`.
 */
export const MILESTONE_HELPER_PY = `"""Helpers for a task's script: its inputs, parameters, output paths and progress."""
import json
import os

_job = '/job'
_PROGRESS_FD = 3
_context = None


def _use_job(root, context):
    global _job, _context
    _job = root
    _context = context


def _load():
    return _context if _context is not None else {'inputs': [], 'parameters': {}}


def inputs():
    """The paths of the run's input files, in the order the run names them."""
    return list(_load()['inputs'])


def input_path(index=0):
    """The path of the run's input file number index (0, the first, by default)."""
    paths = inputs()
    if not paths:
        raise FileNotFoundError('This run has no input files')
    if not isinstance(index, int) or index < 0 or index >= len(paths):
        raise IndexError(f'This run has {len(paths)} input file(s); there is no input number {index}')
    return paths[index]


def parameters():
    """The run's parameters (dateCreated, formData, report parameters...) as a dict."""
    return json.loads(json.dumps(_load()['parameters']))


def output_path(name):
    """Where to write the output file called name (a plain file name, no folders)."""
    if not isinstance(name, str) or name.strip() in ('', '.', '..') or any(c in name for c in '/\\\\\\0'):
        raise ValueError('Invalid output file name: %r (a plain file name, without folders)' % (name,))
    return os.path.join(_job, 'out', name)


def progress(percent, message=''):
    """Reports how far the script is (0 to 100), with an optional message."""
    line = json.dumps({'percent': float(percent), 'message': str(message)}) + '\\n'
    try:
        os.write(_PROGRESS_FD, line.encode('utf-8'))
    except OSError:
        pass
`;
