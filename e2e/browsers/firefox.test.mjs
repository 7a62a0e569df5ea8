// The scenarios of scenarios.mjs in Firefox ESR (Debian's firefox-esr, Puppeteer, BiDi).
import { launchFirefox } from './firefox.mjs';
import { browserSuite } from './scenarios.mjs';

browserSuite('Firefox', launchFirefox);
