// The scenarios of scenarios.mjs in WebKit (Debian's WebKitGTK MiniBrowser, Selenium).
import { browserSuite } from './scenarios.mjs';
import { launchWebKit } from './webkit.mjs';

browserSuite('WebKit', launchWebKit);
