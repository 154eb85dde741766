"""Rendering a kit's files: the PDF documents in this process and, at the same time, the SVG pages in a
forked second process (the two backends share nothing once the pages are laid out).

The second process is used when a CPU is free for it: more than one CPU, and a one-minute load average
below the CPU count less a half (on a busy machine it would only queue behind the others; measured with
`make bench`). PRINTKIT_JOBS=1 keeps to one process, PRINTKIT_JOBS=2 always forks; where fork is missing
everything is rendered here, one file after another. The bytes are the same either way. If the second process fails for any reason, its
pages are rendered here, so an error surfaces exactly as it would without it.
"""

from __future__ import annotations

import os
import pickle

from printkit.layout.scene import Document


def render_files(pdf_jobs: list, svg_jobs: list, fork: bool = True) -> dict:
    """pdf_jobs: [(path, title, pages)]; svg_jobs: [(path, page)] -> {path: bytes} (PDFs first, job order).

    With `fork` (and a CPU free) the SVG pages are rendered in a second process meanwhile."""
    svgs = None
    if fork and pdf_jobs and svg_jobs and _parallel():
        from printkit.render import svg  # imported before the fork, so the child need not

        svgs = _forked(lambda: [svg.render_page(page) for _, page in svg_jobs])
    try:
        files = pdf_files(pdf_jobs)
    except BaseException:
        if svgs:
            svgs(abort=True)
        raise
    pages = svgs() if svgs else None
    if isinstance(pages, list) and len(pages) == len(svg_jobs):
        files.update({path: page for (path, _), page in zip(svg_jobs, pages)})
    else:
        files.update(_svgs(svg_jobs))
    return files


def pdf_files(pdf_jobs: list) -> dict:
    """Every PDF of the jobs, in this process: pages met again are painted once (printkit.render.pdf)."""
    programs: dict = {}
    flate: dict = {}
    return {path: _pdf(title, pages, programs, flate) for path, title, pages in pdf_jobs}


def side_by_side(here, there, meanwhile=None):
    """(here(), there()): `there` in a second process at the same time when a CPU is free for it, else after
    `here` in this one. `there` must return a dict (it is pickled back); if the second process fails for any
    reason it is run here, so its error surfaces exactly as it would without the second process.
    `meanwhile()`, if given, is called here between `here()` and collecting `there`'s result (work for this
    process while it would wait: warming what comes next)."""
    other = _forked(there) if _parallel() else None
    try:
        mine = here()
        if other and meanwhile:
            meanwhile()
    except BaseException:
        if other:
            other(abort=True)
        raise
    theirs = other() if other else None
    return mine, theirs if isinstance(theirs, dict) else there()


def parallel() -> bool:
    """Whether a second process would have a CPU of its own (see the module's docstring)."""
    return _parallel()


def _parallel() -> bool:
    setting = os.environ.get("PRINTKIT_JOBS", "")
    if setting == "1" or not hasattr(os, "fork"):
        return False
    if setting == "2":
        return True
    cpus = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        load = 0.0
    return cpus > 1 and load < cpus - 0.5


def service(prepare, serve):
    """A second process that runs prepare() at once and, asked later, serve(request): returns ask(request),
    which gives serve's (pickled) answer, or None when the second process failed (the caller then does the
    work here), and ask.close() to end it unasked. None when no CPU is free for it (see the module's
    docstring). The child ends with the build: at the build's exit its request pipe closes unanswered."""
    if not _parallel():
        return None
    try:
        req_read, req_write = os.pipe()
    except OSError:
        return None
    ask = _forked(lambda: _serve(req_read, prepare, serve), close=(req_write,))
    os.close(req_read)
    if ask is None:
        os.close(req_write)
        return None
    state = {"open": True}

    def asking(request):
        try:
            with os.fdopen(req_write, "wb") as pipe:
                state["open"] = False
                data = pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)
                pipe.write(len(data).to_bytes(8, "big") + data)
        except OSError:
            return ask(abort=True)
        return ask()

    def close():
        if state["open"]:
            state["open"] = False
            os.close(req_write)
            ask(abort=True)

    asking.close = close
    return asking


def _serve(req_read: int, prepare, serve):
    """The second process of service(): the request comes length first (a process forked later holds the
    pipe's writing end too, so its end of file cannot mark the request's)."""
    prepare()
    with os.fdopen(req_read, "rb") as pipe:
        size = int.from_bytes(pipe.read(8) or b"\0", "big")
        data = pipe.read(size) if size else b""
    if not data or len(data) != size:  # the build ended without asking
        os._exit(0)
    return serve(pickle.loads(data))


def _pdf(title: str, pages: list, programs: dict, flate: dict) -> bytes:
    from printkit.render.pdf import render

    return render(Document(title, pages), programs, flate)


def _svgs(svg_jobs: list) -> dict:
    from printkit.render import svg

    return {path: svg.render_page(page) for path, page in svg_jobs}


def _die_with(parent: int) -> None:
    """Linux: the second process is killed with the build (a build killed with kill -9 leaves no child
    rendering on); elsewhere it ends when it finds no one to send its result to."""
    try:
        import ctypes
        import signal

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001 - not Linux, or no ctypes: the child still ends at its broken pipe
        return
    if os.getppid() != parent:  # the build died before the line above
        os._exit(1)


def _forked(work, close: tuple = ()):
    """Start work() in a child process; return a function that collects its (pickled) result, or None when
    the child failed (None too if no child could be started). `close`: descriptors the child closes first."""
    import gc

    try:
        read_fd, write_fd = os.pipe()
    except OSError:
        return None
    gc.freeze()  # the child's collector then leaves the parent's objects (and their memory pages) alone
    parent = os.getpid()
    try:
        pid = os.fork()
    except OSError:
        gc.unfreeze()
        os.close(read_fd)
        os.close(write_fd)
        return None
    if pid == 0:  # the child: work, send the result, and leave without running the parent's cleanup
        code = 1
        try:
            _die_with(parent)
            gc.disable()  # short-lived: collecting would only copy pages shared with the parent
            os.close(read_fd)
            for fd in close:
                os.close(fd)
            data = pickle.dumps(work(), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_fd, "wb") as out:
                out.write(data)
            code = 0
        finally:
            os._exit(code)
    gc.unfreeze()
    os.close(write_fd)

    def collect(abort: bool = False):
        if abort:  # the parent failed: stop the child and reap it
            import signal

            os.close(read_fd)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        with os.fdopen(read_fd, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) == 0:
            try:
                return pickle.loads(data)
            except Exception:  # noqa: BLE001 - a torn message: the caller works here instead
                return None
        return None

    return collect
