// A page with one heading and one sentence, served on a free loopback port: what a load costs this
// machine's browser before any page adds to it. Lighthouse's mobile run counts the navigation's own
// first task (the renderer creating the document and its parser, no page code in it) four times,
// and on a two-core machine that task alone can count over 50 ms. The bench measures this page
// beside the derivations, so that each page's longest task can be read against the machine's.
import { createServer } from 'node:http';

const BLANK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>' +
  '<meta name="description" content="A blank page."></head>' +
  '<body><main><h1>Blank</h1><p>Nothing else.</p></main></body></html>';

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function serveBlankPage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(BLANK_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
