// The app icons the web app manifest (public/manifest.webmanifest) names, drawn from the favicon
// (public/favicon.svg) by Chromium at 192 and 512 pixels, the two sizes Chromium asks of an
// installable app. The PNGs are kept in public/icons/; run this again after changing the favicon:
// `node scripts/app-icons.mjs` (with the project's Node, e.g. through npx).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.mjs';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // On white, with a margin: an installed app's icon may be shown in a circle or a rounded square.
    await page.setContent(
      `<body style="margin:0;background:#fff;display:grid;place-items:center;height:${size}px">` +
        `<img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size * 0.8}" height="${size * 0.8}"></body>`,
    );
    await page.screenshot({ path: `${PUBLIC}icons/icon-${size}.png` });
    await page.close();
  }
} finally {
  await browser.close();
}
