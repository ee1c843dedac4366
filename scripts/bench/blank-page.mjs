// Two pages served on a free loopback port, what this machine's browser costs before any page of
// the site adds to it:
// - `/`: one heading and one sentence. Lighthouse's mobile run counts the navigation's own first
//   task (the renderer creating the document and its parser, no page code in it) four times, and on
//   a two-core machine that task alone can count over 50 ms. The bench measures this page beside
//   the derivations, so that each page's longest task can be read against the machine's.
// - `/slider/`: one labelled slider in a widget section, whose input handler writes its value into
//   an output and moves a dot in an SVG. Dragging it costs the browser's own work for a pointer
//   move (hit test, input dispatch, the slider's thumb, style, layout, paint and commit of a frame)
//   with almost no page work: the floor of the bench's main-thread time per scrub step.
import { createServer } from 'node:http';

const HEAD =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>' +
  '<meta name="description" content="A blank page."></head>';

const BLANK_HTML = `${HEAD}<body><main><h1>Blank</h1><p>Nothing else.</p></main></body></html>`;

const SLIDER_HTML =
  `${HEAD}<body><main><h1>One slider</h1><section class="widget" id="floor">` +
  '<label for="floor-x">x</label> <input id="floor-x" type="range" min="0" max="1" step="0.01" value="0">' +
  ' <output id="floor-out">0</output>' +
  '<svg width="300" height="60" role="img" aria-label="A dot at x"><circle id="floor-dot" cx="10" cy="30" r="8"/></svg>' +
  '</section><p>Nothing else.</p></main><script>' +
  "const x = document.getElementById('floor-x');" +
  "x.addEventListener('input', () => {" +
  "  document.getElementById('floor-out').textContent = x.value;" +
  "  document.getElementById('floor-dot').setAttribute('cx', String(10 + 280 * x.valueAsNumber));" +
  '});</script></body></html>';

/** @returns {Promise<{ url: string, stop: () => void }>} the blank page at `url`, the slider at `${url}slider/` */
export async function serveBlankPage() {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url?.startsWith('/slider/') ? SLIDER_HTML : BLANK_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
