// Where the browser tests, screenshots and benchmarks find Chromium: $CHROME_PATH, else Debian's
// /usr/bin/chromium. Nothing here downloads a browser.
import { browserPath } from './browser-path.mjs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumPath = () =>
  browserPath('Chromium', 'Chromium/Chrome', 'CHROME_PATH', '/usr/bin/chromium', '/usr/bin/chromium-browser');
