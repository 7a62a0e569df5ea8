// The scenarios every browser engine plays, written once against the adapter of
// driven.mjs: the page starts; a hard opponent's move (searched in the Web Worker); a
// complete 2-player game of each title through the page to its end screen; a reload
// mid-game that resumes the same position; an offline start with the server stopped.
//
// Node rather than pytest: Firefox is driven over WebDriver BiDi by Puppeteer, which is a
// Node library, and Selenium's Node binding drives WebKitWebDriver just as well, so both
// engines share one language, one adapter interface and one test runner (`node --test`).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';

import { PRESSABLE } from './driven.mjs';
import { ROOT, Site, precacheCount } from './site.mjs';

const SHOTS = `${ROOT}test-results/browsers`;
/** Python's first boot in a slow engine on a busy 2-core machine takes up to a minute. */
const READY_MS = 180_000;
const SETTLE_MS = 90_000;
/** A 2-player game is about 40-55 decisions of the person's seat; the loop stops well after. */
const MAX_CLICKS = 300;

// What the screen waits for: the end, a hand-over, or a move for a person (no bot thinking);
// the same test as the Chromium suite's e2e/playing.py.
const SETTLED = `() => {
  if (document.querySelector('.screen-end')) return 'end';
  if (document.querySelector('[data-cmd="handover"]')) return 'handover';
  if (document.querySelector('.turn[data-thinking]')) return null;
  if (document.querySelector('[data-action]')) return 'move';
  return null;
}`;
/** How many moves the open game's autosave holds (-1: no game open). */
const STORED_MOVES = `() => {
  const id = localStorage.getItem('westbound.current');
  const save = id && localStorage.getItem('westbound.save.' + id);
  return save ? JSON.parse(save).engine.actions.length : -1;
}`;
/** The keys of the moves a person can press now: the main ones, else the free ones. */
const OFFERED = `() => {
  const visible = ${PRESSABLE};
  const keys = (selector) => [...new Set([...document.querySelectorAll(selector)]
    .filter(visible).map((el) => el.dataset.action))];
  const main = keys('[data-action]:not([data-free])');
  return main.length ? main : keys('[data-action]');
}`;
/** Whether seat 0 has made a move in the open game (its autosave's [seat, key] pairs). */
const HARD_MOVED = `() => {
  const save = localStorage.getItem('westbound.save.' + localStorage.getItem('westbound.current'));
  return !!save && JSON.parse(save).engine.actions.some(([seat]) => seat === 0);
}`;
const POSITION = `() => ({
  log: [...document.querySelectorAll('.log-list li')].map((li) => li.textContent.trim()),
  status: (document.querySelector('.status') || {}).textContent || '',
  moves: (${STORED_MOVES})(),
})`;
/** The service worker controls the page and its version's precache is complete. */
const SW_READY = `async () => {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) return null;
  const sizes = {};
  for (const name of await caches.keys()) {
    if (name.startsWith("westbound-snapshot:")) continue;  // the page's, not the worker's
    sizes[name] = (await (await caches.open(name)).keys()).length;
  }
  return { scope: registration.scope, caches: sizes };
}`;

/** What became of the start-up snapshot made after this start ("stored", "failed"). */
const SNAPSHOT_MADE = '() => document.documentElement.dataset.snapshotMade || null';

/** A small seeded generator (mulberry32): the same seed, the same choices. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function openApp(b, url) {
  await b.goto(url);
  await b.waitFor('() => !!document.querySelector("body[data-py-ready]")',
    { timeout: READY_MS, what: 'Python ready' });
}

async function reloadApp(b) {
  await b.reload();
  await b.waitFor('() => !!document.querySelector("body[data-py-ready]")',
    { timeout: READY_MS, what: 'Python ready after a reload' });
}

function settle(b, timeout = SETTLE_MS) {
  return b.waitFor(SETTLED, { timeout, what: 'a person to act or the end' });
}

async function goHome(b) {
  await b.click('button.brand');
  await b.waitFor('() => !!document.querySelector(".screen-home")', { what: 'the home screen' });
}

/** From the home screen: a new game of `game` with these seats ("person", "bot:medium"...)
 * at the instant pace; returns once a person may act. */
async function newGame(b, game, seats, seed) {
  await goHome(b);
  await b.set('[data-cmd="pace"]', 'instant');
  await b.click(`[data-cmd="new"][data-arg="${game}"]`);
  await b.waitFor('() => !!document.querySelector(\'[name="players"]\')', { what: 'the form' });
  await b.set('[name="players"]', String(seats.length));
  await b.waitFor(`() => !!document.querySelector('[name="who-${seats.length - 1}"]')`,
    { what: 'the seats' });
  for (const [i, who] of seats.entries()) await b.set(`[name="who-${i}"]`, who);
  await b.set('[name="seed"]', String(seed));
  await b.click('[data-cmd="start"]');
  return settle(b);
}

/** The person's move: "pass" whenever it is offered (it keeps games short), else a seeded
 * random one of the moves on screen, pressed where the page shows it; waits until the move
 * is saved and a person may act again. Returns what is on screen then. */
async function makeMove(b, random, timeout = SETTLE_MS) {
  const keys = await b.evaluate(OFFERED);
  assert.ok(keys.length, 'a person to act but no move on screen');
  const key = keys.includes('pass') ? 'pass' : keys[Math.floor(random() * keys.length)];
  const before = await b.evaluate(STORED_MOVES);
  await b.click(`[data-action="${key}"]`);
  await b.waitFor(`(before) => (${STORED_MOVES})() > before && (${SETTLED})()`,
    { args: [before], timeout, what: `the move ${key} saved and a person to act` });
  return b.evaluate(SETTLED);
}

/** Plays the person's seat until the end screen; returns the number of moves made. */
async function playToTheEnd(b, seed) {
  const random = seeded(seed);
  let screen = await settle(b);
  for (let clicks = 0; clicks < MAX_CLICKS; clicks += 1) {
    if (screen === 'end') return clicks;
    if (screen === 'handover') {
      await b.click('[data-cmd="handover"]');
      screen = await settle(b);
    } else {
      screen = await makeMove(b, random);
    }
  }
  throw new Error(`no end screen after ${MAX_CLICKS} moves`);
}

/** Registers the scenarios for one browser, started by `launch()` (an adapter). */
export function browserSuite(name, launch) {
  describe(name, () => {
    let b = null;
    let site = null;

    before(async () => {
      site = await Site.start();
    });
    after(async () => {
      await b?.close();
      await site?.stop();
    });

    const STARTS = 'the page starts';
    // Each scenario fails on any problem the guards saw but those it provokes on purpose
    // (`allowed`, matched whenever they are reported: a browser may report one late); a
    // screenshot is kept on failure.
    const scenario = (title, timeout, body, allowed = null) => test(
      title, { timeout }, async (t) => {
      assert.ok(b || title === STARTS, `${name} did not start`);
      try {
        await body(t);
        const problems = (await b.takeProblems()).filter((p) => !(allowed && allowed.test(p)));
        assert.deepEqual(problems, [], 'the page had problems');
      } catch (error) {
        if (b) {
          mkdirSync(SHOTS, { recursive: true });
          const file = `${SHOTS}/${name}-${title.replace(/\W+/g, '-')}.png`;
          await b.screenshot(file).catch(() => null);
        }
        throw error;
      }
    });

    scenario(STARTS, READY_MS + 60_000, async (t) => {
      b = await launch();
      t.diagnostic(b.version);
      console.log(`# ${name}: ${b.version}`);
      await openApp(b, site.url);
    });

    scenario('a hard opponent moves, searching in the Web Worker', 300_000, async () => {
      await b.takeWarnings();
      // the person plays until the hard seat (seat 0) has made a move, whoever starts
      let screen = await newGame(b, 'goldwest', ['bot:hard', 'person'], 8);
      for (let turn = 0; !await b.evaluate(HARD_MOVED); turn += 1) {
        assert.ok(turn < 5 && screen === 'move', 'the hard opponent made no move');
        screen = await makeMove(b, seeded(turn), 240_000);
      }
      assert.ok(await b.evaluate(
        '() => !!document.querySelector(\'script[type="py"][worker][name^="search-"]\')'));
      const worker = (await b.takeWarnings()).filter((w) => w.includes('runs on the page'));
      assert.deepEqual(worker, [], 'the search did not run in the worker');
    });

    for (const [game, seed] of [['homesteaders', 1], ['goldwest', 2], ['montana', 3]]) {
      scenario(`a whole 2-player game of ${game} to its end screen`, 600_000, async (t) => {
        await newGame(b, game, ['person', 'bot:medium'], seed);
        const clicks = await playToTheEnd(b, seed);
        t.diagnostic(`${clicks} moves pressed`);
        const end = await b.evaluate(`() => ({
          seats: document.querySelectorAll('.scores table thead th').length,
          winners: (document.querySelector('.winners') || {}).textContent || '',
        })`);
        assert.equal(end.seats, 2);
        assert.match(end.winners, /\S/);
      });
    }

    scenario('a reload mid-game resumes the same position', READY_MS + 120_000, async () => {
      await newGame(b, 'homesteaders', ['person', 'bot:medium'], 5);
      const random = seeded(5);
      for (let i = 0; i < 6; i += 1) {
        if (await makeMove(b, random) !== 'move') break;
      }
      const position = await b.evaluate(POSITION);
      assert.ok(position.moves >= 6 && position.log.length > 0);
      // the first start made the start-up snapshot (assets/snapshot.mjs) once it was idle
      assert.equal(await b.waitFor(SNAPSHOT_MADE, { timeout: 120_000,
        what: 'the start-up snapshot made' }), 'stored');
      await reloadApp(b);
      assert.equal(await b.evaluate('() => document.documentElement.dataset.snapshot'),
        'restored', 'the second start restored the snapshot');
      assert.equal(await settle(b), 'move');
      assert.deepEqual(await b.evaluate(POSITION), position);
    });

    scenario('offline: the page starts and plays with the server stopped', READY_MS + 180_000,
      async () => {
        const sw = await b.waitFor(SW_READY, { timeout: 120_000, what: 'the service worker' });
        assert.equal(sw.scope, site.url);
        assert.deepEqual(Object.values(sw.caches), [precacheCount()], 'the precache');
        await site.stop();
        assert.equal(await b.evaluate(`() => fetch('./not-cached.txt').then(
          (r) => 'answered ' + r.status, () => 'unreachable')`), 'unreachable');
        await reloadApp(b);
        assert.equal(await newGame(b, 'homesteaders', ['person', 'bot:medium'], 9), 'move');
        const before = await b.evaluate(STORED_MOVES);
        await makeMove(b, seeded(9));
        assert.ok(await b.evaluate(STORED_MOVES) > before);
      }, /not-cached\.txt/);  // the refusal provoked above (Firefox reports it as a page error)
  });
}
