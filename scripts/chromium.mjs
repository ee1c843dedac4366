// Where the browser tests, screenshots and benchmarks find Chromium: $CHROME_PATH, else Debian's
// /usr/bin/chromium. Nothing here downloads a browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "Chromium not found. Install Debian's package (as root: apt-get update && apt-get install -y chromium) " +
        'or set CHROME_PATH to a Chromium/Chrome binary. The tests never download a browser.',
    );
  }
  return found;
}
