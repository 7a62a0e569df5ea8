"""A small static HTTP server for the site: used by scripts/serve, e2e/conftest.py and bench/.

It serves a folder (the repository root) on 127.0.0.1, optionally under a sub-path such as
``/westbound/`` (then nothing outside that sub-path is served, as on a GitHub Pages project
site, so an absolute URL in the page shows up as a 404). It sets the MIME types the page
needs whatever ``/etc/mime.types`` says (``.mjs`` must be JavaScript, ``.wasm`` must be
``application/wasm``), sends ``Cache-Control: no-cache`` so an edited file is never served
stale from the browser's HTTP cache, and speaks HTTP/1.0 (one request per connection), so
stopping the server really cuts the site off: the offline test relies on that.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import os
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".toml": "application/toml",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    "": "application/octet-stream",
}


#: what GitHub Pages sends gzipped (text, and the wasm: it is served as application/wasm,
#: which Pages compresses); zip archives and PNGs go as they are
GZIP_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg",
                 ".webmanifest", ".wasm", ".txt"}


#: an ``extra`` entry whose request is never answered while the server runs (a download
#: that stalls); an ``extra`` entry that is an int is answered with that HTTP status
STALL = "stall"


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves ``directory`` under ``prefix`` (which starts and ends with "/")."""

    extensions_map = MIME_TYPES

    def __init__(self, *args, directory: str, prefix: str = "/", extra=None, quiet=True,
                 gzip=False, **kwargs):
        self.gzip = gzip
        self.prefix = prefix
        self.extra = extra if extra is not None else {}
        self.quiet = quiet
        super().__init__(*args, directory=directory, **kwargs)

    def send_head(self):
        path = unquote(urlsplit(self.path).path)
        fault = self.extra.get(path)
        if fault == STALL:
            self.server.stopping.wait()  # until the server stops: then the connection drops
            self.close_connection = True
            return None
        if isinstance(fault, int):
            self.send_error(fault)
            return None
        if path in self.extra:
            body, ctype = self.extra[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return _BytesReader(body)
        if path + "/" == self.prefix:  # "/westbound" -> "/westbound/"
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.prefix):
            self.send_error(404, "Outside the site's sub-path")
            return None
        if self.gzip and "gzip" in self.headers.get("Accept-Encoding", ""):
            file = Path(self.translate_path(self.path))
            if file.is_dir():
                file = file / "index.html"
            if file.suffix in GZIP_SUFFIXES and file.is_file():
                # a validator, as a real host sends: a later request of the same version (a
                # service worker's no-cache precache) is answered 304, not sent again
                modified = email.utils.formatdate(file.stat().st_mtime, usegmt=True)
                if self.headers.get("If-Modified-Since") == modified:
                    self.send_response(304)
                    self.end_headers()
                    return None
                body = _gzipped(file, file.stat().st_mtime_ns)
                self.send_response(200)
                self.send_header("Last-Modified", modified)
                self.send_header("Content-Type", self.guess_type(str(file)))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Vary", "Accept-Encoding")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return _BytesReader(body)
        return super().send_head()

    def translate_path(self, path):
        path = urlsplit(path).path
        if path.startswith(self.prefix):
            path = "/" + path[len(self.prefix):]
        return super().translate_path(path)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


@functools.lru_cache(maxsize=256)
def _gzipped(file: Path, mtime_ns: int) -> bytes:
    """The file gzipped at level 6 (each version once: `mtime_ns` is part of the key)."""
    return gzip.compress(file.read_bytes(), compresslevel=6)


class _BytesReader:
    def __init__(self, data: bytes):
        self.data = data

    def read(self, *_):
        data, self.data = self.data, b""
        return data

    def close(self):
        pass


class SiteServer:
    """A threaded server on 127.0.0.1 (port 0 = a free port); ``url`` ends with "/".

    ``extra`` maps a URL path to ``(body_bytes, content_type)`` served instead of a file, to
    an HTTP status (an int, e.g. 404) or to `STALL` (no answer until the server stops); the
    dict may be changed while the server runs (a test can "deploy" another ``/sw.js``).
    """

    def __init__(self, root, port=0, prefix="/", extra=None, quiet=True, gzip=False):
        if not (prefix.startswith("/") and prefix.endswith("/")):
            raise ValueError("prefix must start and end with '/'")
        self.extra = extra if extra is not None else {}
        extra = self.extra
        handler = functools.partial(SiteHandler, directory=os.fspath(root), prefix=prefix,
                                    extra=extra, quiet=quiet, gzip=gzip)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.httpd.daemon_threads = True
        self.httpd.stopping = threading.Event()  # releases the requests that `STALL`
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}{prefix}"
        self._thread = None

    def start(self):
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self):
        """Stops serving and closes the listening socket: later requests are refused."""
        self.httpd.stopping.set()
        if self._thread is not None:
            self.httpd.shutdown()
            self._thread.join()
            self._thread = None
        self.httpd.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def main(argv=None):
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description="Serve the Westbound site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help='serve under a sub-path, e.g. "/westbound/"')
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument("--gzip", action="store_true",
                        help="send text and the wasm gzipped, as GitHub Pages does")
    args = parser.parse_args(argv)
    server = SiteServer(root, port=args.port, prefix=args.prefix, quiet=args.quiet,
                        gzip=args.gzip)
    print(f"Westbound is served on {server.url}  (Ctrl+C stops)", flush=True)
    try:
        server.httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()


if __name__ == "__main__":
    main()
