// A static host as strict as the simplest real one: the built folder served under one base path and
// nothing else. A file that is not there, or any path outside the base, is a 404; a folder is its
// index.html, and a folder asked for without its trailing slash is redirected to it (as GitHub Pages
// and most servers do). No headers beyond the content type: the pages' <meta> CSP must hold alone.
// The crawl of both builds (tests/static/base-path.test.ts), the sub-path build's browser tests
// (tests/e2e/base-path.spec.ts, offline.spec.ts) and the Firefox smoke test serve the site with this.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * Serve `dir` under `base` on 127.0.0.1 (a free port).
 * @param {string} dir
 * @param {string} base begins and ends with '/'
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, base) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`404: ${req.url}`);
    };
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (!pathname.startsWith(base)) return notFound();
      const file = normalize(join(root, pathname.slice(base.length)));
      if (file !== root && !file.startsWith(root + sep)) return notFound();
      const s = await stat(file);
      if (s.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: `${pathname}/` });
          return res.end();
        }
        const body = await readFile(join(file, 'index.html'));
        res.writeHead(200, { 'Content-Type': TYPES['.html'] });
        return res.end(body);
      }
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      notFound();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
