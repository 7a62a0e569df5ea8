// Firefox: Debian's firefox-esr driven by Puppeteer over WebDriver BiDi (puppeteer-core
// downloads no browser; no geckodriver is needed). The driver sees every request, response,
// uncaught error and console message of the page from its first byte.
import puppeteer from 'puppeteer-core';

import { Driven } from './driven.mjs';

export const FIREFOX = '/usr/bin/firefox-esr';

class Firefox extends Driven {
  async start() {
    this.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: { width: 1280, height: 800 },
      protocolTimeout: 300_000,
    });
    this.version = `Firefox ${(await this.browser.version()).split('/')[1]} (${FIREFOX})`;
    this.page = await this.browser.newPage();
    this.page.setDefaultTimeout(300_000);
    this.page.setDefaultNavigationTimeout(300_000);
    this.page.on('request', (request) => this.noteRequest(request.url()));
    this.page.on('response', (response) => {
      if (response.status() >= 400) {
        this.problems.push(`HTTP ${response.status()} for ${response.url()}`);
      }
    });
    this.page.on('pageerror', (error) => {
      this.problems.push(`uncaught error in the page: ${error.message || error}`);
    });
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
      if (message.type() === 'warn') this.warnings.push(message.text());
    });
    return this;
  }

  _evaluate(expression) {
    return this.page.evaluate(expression);
  }

  async _clickNth(selector, index) {
    const elements = await this.page.$$(selector);
    await elements[index].click();
  }

  async _navigate(url) {
    if (url === null) await this.page.reload({ waitUntil: 'load' });
    else await this.page.goto(url, { waitUntil: 'load' });
  }

  async screenshot(path) {
    await this.page.screenshot({ path });
  }

  async close() {
    await this.browser?.close();
  }
}

export function launchFirefox() {
  return new Firefox('Firefox').start();
}
