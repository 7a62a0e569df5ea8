// The site under test: scripts/devserver.py (the same SiteServer as the Chromium suite) on
// 127.0.0.1 at a free port, in a child process, so that stopping it (killing the process)
// really cuts the site off for the offline scenario.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** How many URLs the service worker precaches (its PRECACHE list in sw.js; not its LAZY
 * list, the rules pages, cached when first shown). */
export function precacheCount() {
  const sw = readFileSync(new URL('sw.js', `file://${ROOT}`), 'utf8');
  return sw.match(/const PRECACHE = \[[^]*?\];/)[0].match(/^ {2}\["/gm).length;
}

export class Site {
  /** Starts the server; `url` ends with "/". */
  static async start() {
    const proc = spawn('python3', ['scripts/devserver.py', '--port', '0', '--quiet'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.setEncoding('utf8');
    const url = await new Promise((resolve, reject) => {
      proc.stdout.on('data', (chunk) => {
        out += chunk;
        const found = out.match(/served on (http:\/\/127\.0\.0\.1:\d+\/)/);
        if (found) resolve(found[1]);
      });
      proc.on('exit', (code) => reject(new Error(`devserver.py exited (${code}): ${out}`)));
    });
    return new Site(proc, url);
  }

  constructor(proc, url) {
    this.proc = proc;
    this.url = url;
  }

  /** Stops serving: the listening socket closes with the process. */
  async stop() {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
    const exited = once(this.proc, 'exit');
    this.proc.kill();
    await exited;
  }
}
