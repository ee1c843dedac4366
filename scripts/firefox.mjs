// Where the Firefox smoke test and the two-engine screenshots find Firefox: $FIREFOX_PATH, else
// Debian's /usr/bin/firefox-esr. It is driven over WebDriver BiDi by puppeteer-core, which works with
// a stock Firefox (Playwright's Firefox needs its own patched build) and never downloads a browser.
import { browserPath } from './browser-path.mjs';
import puppeteer from 'puppeteer-core';

export const firefoxPath = () =>
  browserPath('Firefox', 'Firefox', 'FIREFOX_PATH', '/usr/bin/firefox-esr', '/usr/bin/firefox');

/** A headless Firefox with a fresh profile (puppeteer-core makes one and removes it on close). */
export function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    // The window, not only the viewport: a page's first layout happens at this size.
    args: ['--width=1280', '--height=800'],
    defaultViewport: { width: 1280, height: 800 },
  });
}
