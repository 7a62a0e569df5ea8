// WebKit: Debian's WebKitGTK (the engine of Safari) in its MiniBrowser, driven by Selenium
// through WebKitWebDriver (package webkit2gtk-driver). MiniBrowser has no headless mode, so
// it runs in a private Xvfb display. Classic WebDriver sees neither requests nor console
// messages: a probe injected into the page after each navigation records them (uncaught
// errors, rejected promises, console errors and warnings, resources that failed to load,
// the addresses of every resource fetched), and is read back before the next navigation.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

import { Builder, By } from 'selenium-webdriver';

import { Driven } from './driven.mjs';

export const DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const PROBE = `() => {
  if (window.__probe) return;
  const probe = window.__probe = { problems: [], warnings: [] };
  performance.setResourceTimingBufferSize(100000);
  const text = (args) => args.map((a) => (a && a.stack) || String(a)).join(' ');
  for (const [level, list] of [['error', probe.problems], ['warn', probe.warnings]]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      list.push((level === 'error' ? 'console error: ' : '') + text(args));
      original(...args);
    };
  }
  addEventListener('error', (event) => {
    const where = event.target && (event.target.src || event.target.href);
    probe.problems.push(where ? 'failed to load ' + where
      : 'uncaught error in the page: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => {
    probe.problems.push('unhandled rejection in the page: ' + text([event.reason]));
  });
}`;

/** What the probe recorded since the last read, with the resources fetched meanwhile. */
const READ_PROBE = `() => {
  const probe = window.__probe || { problems: ['the probe was not in the page'], warnings: [] };
  const resources = performance.getEntriesByType('resource').map(
    (entry) => [entry.name, entry.responseStatus || 0]);
  performance.clearResourceTimings();
  return { problems: probe.problems.splice(0), warnings: probe.warnings.splice(0),
           resources: [[location.href, 0], ...resources] };
}`;

/** Clicks an element from the page's side (a click event on it, no pointer). */
const PRESS = `(selector, index) => { document.querySelectorAll(selector)[index].click(); }`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts Xvfb on a free display number; resolves with the process and ":N". */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten',
    'tcp'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve([xvfb, `:${out.trim()}`]);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
}

async function driverListens(url, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

class WebKit extends Driven {
  async start() {
    let display;
    [this.xvfb, display] = await startXvfb();
    const port = await freePort();
    // No GL: under Xvfb the web process's accelerated compositing runs on Mesa's software
    // GL, where it crashed (a segfault in swrast_dri.so, the session lost mid-game);
    // painting on the CPU is what a machine without a GPU gets anyway.
    this.driverProcess = spawn(DRIVER, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1',
             WEBKIT_DISABLE_DMABUF_RENDERER: '1', WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
    });
    await driverListens(`http://127.0.0.1:${port}`);
    // Naming the binary drops the driver's own --automation flag: without it, it hangs.
    this.driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    const caps = await this.driver.getCapabilities();
    this.version = `WebKitGTK ${caps.get('browserVersion')} (MiniBrowser, ${DRIVER})`;
    await this.driver.manage().setTimeouts({ script: 300_000, pageLoad: 300_000 });
    await this.driver.manage().window().setRect({ width: 1280, height: 800 });
    return this;
  }

  async _evaluate(expression) {
    const answer = await this.driver.executeAsyncScript(`
      const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${expression}).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String((error && error.stack) || error) }));`);
    if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
    return answer.value;
  }

  async _clickNth(selector, index) {
    const element = (await this.driver.findElements(By.css(selector)))[index];
    try {
      await element.click();
    } catch (error) {
      if (error.name !== 'ElementNotInteractableError') throw error;
      // WebKitWebDriver refuses the buttons of the board the page zooms (CSS `zoom`: the
      // driver's hit test and the boxes it measures disagree there, and a pointer sent to
      // the box's middle misses too): the element's own click() reaches the page's handler.
      await this.evaluate(PRESS, selector, index);
    }
  }

  async _navigate(url) {
    if (url === null) await this.driver.navigate().refresh();
    else await this.driver.get(url);
    this.navigated = true;
    await this.evaluate(PROBE);
  }

  async _collect() {
    if (!this.navigated) return;
    let seen;
    try {
      seen = await this.evaluate(READ_PROBE);
    } catch {
      return;  // no page yet
    }
    this.problems.push(...seen.problems);
    this.warnings.push(...seen.warnings);
    for (const [url, status] of seen.resources) {
      this.noteRequest(url);
      if (status >= 400) this.problems.push(`HTTP ${status} for ${url}`);
    }
  }

  async screenshot(path) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path, await this.driver.takeScreenshot(), 'base64');
  }

  async close() {
    try {
      await this.driver?.quit();
    } finally {
      this.driverProcess?.kill();
      this.xvfb?.kill();
    }
  }
}

export function launchWebKit() {
  return new WebKit('WebKit').start();
}
