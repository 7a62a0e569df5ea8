// What both browser adapters share: the page is driven through a few verbs (goto, reload,
// evaluate, waitFor, click, select, screenshot), so that each scenario is written once.
// An adapter supplies only `_evaluate(expression)`, `_clickNth(selector, index)`,
// `_navigate(url | null)`, `_screenshot()` and what its driver sees of the page's problems.

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/** Whether a URL stays on this machine (the page must make no request elsewhere). */
export function isLocal(url) {
  let parts;
  try {
    parts = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parts.protocol)) return true;
  return ['http:', 'https:', 'ws:', 'wss:'].includes(parts.protocol)
    && LOCAL_HOSTS.has(parts.hostname);
}

/** Whether an element can be pressed: it has a box, is not inside a folded <details> (whose
 * content keeps its boxes in Firefox: content-visibility), and is enabled. */
export const PRESSABLE = `(el) => el.getClientRects().length > 0 && !el.matches(':disabled')
  && (!el.checkVisibility || el.checkVisibility({ visibilityProperty: true }))`;

/** Index of the first pressable element matching the selector (-1: none), scrolled to
 * the middle of the screen as a person would (WebKitWebDriver does not scroll an element
 * below the fold into view itself: "element not interactable"). */
const FIRST_VISIBLE = `(selector) => {
  const elements = [...document.querySelectorAll(selector)];
  const index = elements.findIndex(${PRESSABLE});
  if (index >= 0) elements[index].scrollIntoView({ block: 'center', inline: 'center' });
  return index;
}`;

/** Sets a form field as a person would leave it, and tells the page (a change event). */
const SET_FIELD = `(selector, value) => {
  const el = document.querySelector(selector);
  if (!el) return false;
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return el.value === value;
}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Driven {
  constructor(name) {
    this.name = name;
    this.version = '';
    this.problems = [];  // non-local requests, page errors, HTTP errors, in order seen
    this.warnings = [];  // console warnings
  }

  /** The value of `fn` (a JavaScript function's source) called in the page with `args`;
   * a promise is awaited; the value must be JSON. */
  evaluate(fn, ...args) {
    return this._evaluate(`(${fn})(...${JSON.stringify(args)})`);
  }

  /** Polls `fn(...args)` in the page (in slices of a few seconds, so that a navigation in
   * between only costs a retry) until it returns something truthy, which is returned. */
  async waitFor(fn, { args = [], timeout = 60_000, what = fn } = {}) {
    const deadline = Date.now() + timeout;
    let last = null;
    for (;;) {
      const slice = Math.max(0, Math.min(5_000, deadline - Date.now()));
      try {
        const value = await this._evaluate(`(async () => {
          const fn = ${fn};
          const args = ${JSON.stringify(args)};
          const end = Date.now() + ${slice};
          for (;;) {
            const value = await fn(...args);
            if (value || Date.now() >= end) return value || null;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })()`);
        if (value) return value;
      } catch (error) {  // the page navigated while it was asked
        last = error;
        await sleep(200);
      }
      if (Date.now() >= deadline) {
        throw new Error(`${this.name}: waited ${timeout} ms for ${String(what).slice(0, 200)}`
          + (last ? ` (last error: ${last.message})` : ''));
      }
    }
  }

  /** Clicks (through the driver, as a pointer would) the first visible match. */
  async click(selector) {
    const index = await this.evaluate(FIRST_VISIBLE, selector);
    if (index < 0) throw new Error(`${this.name}: nothing visible to click at ${selector}`);
    await this._clickNth(selector, index);
  }

  /** Chooses a value in a select or types it in a text field. */
  async set(selector, value) {
    if (!await this.evaluate(SET_FIELD, selector, String(value))) {
      throw new Error(`${this.name}: cannot set ${selector} to ${value}`);
    }
  }

  async goto(url) {
    await this._collect();
    await this._navigate(url);
  }

  async reload() {
    await this._collect();
    await this._navigate(null);
  }

  /** The problems seen since the last call (and forgets them). */
  async takeProblems() {
    await this._collect();
    return this.problems.splice(0);
  }

  /** The console warnings seen since the last call (and forgets them). */
  async takeWarnings() {
    await this._collect();
    return this.warnings.splice(0);
  }

  /** Gathers what only the page itself saw (an adapter whose driver sees all has none). */
  async _collect() {}

  noteRequest(url) {
    if (!isLocal(url)) this.problems.push(`request to a non-local address: ${url}`);
  }
}
