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
// - `/peer/`: what a reader would otherwise use, a notebook cell: one slider whose input handler
//   throws its chart away and draws it again with Observable Plot (a 200-point line and a dot), as
//   a notebook re-runs a cell that depends on an input. Plot is the site's own copy (node_modules,
//   its UMD build and d3's, served from here: no other host).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

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

// The cell: y = sin(3t + 2πx) over 200 points of t in [0, 1], and a dot on it at t = x.
const PEER_HTML =
  `${HEAD}<body><main><h1>A notebook cell</h1><section class="widget" id="peer">` +
  '<label for="peer-x">x</label> <input id="peer-x" type="range" min="0" max="1" step="0.01" value="0">' +
  ' <output id="peer-out">0</output><figure id="peer-chart"></figure>' +
  '</section><p>Nothing else.</p></main>' +
  '<script src="/d3.js"></script><script src="/plot.js"></script><script>' +
  "const x = document.getElementById('peer-x');" +
  'const f = (t, a) => Math.sin(3 * t + 2 * Math.PI * a);' +
  'const cell = () => {' +
  '  const a = x.valueAsNumber;' +
  '  const line = Array.from({ length: 200 }, (_, i) => ({ t: i / 199, y: f(i / 199, a) }));' +
  '  const chart = Plot.plot({ width: 640, height: 240, y: { domain: [-1, 1] }, marks: [' +
  "    Plot.lineY(line, { x: 't', y: 'y' }), Plot.dot([{ t: a, y: f(a, a) }], { x: 't', y: 'y', r: 5, fill: 'currentColor' }) ] });" +
  "  document.getElementById('peer-out').textContent = x.value;" +
  "  document.getElementById('peer-chart').replaceChildren(chart);" +
  '};' +
  "x.addEventListener('input', cell); cell();</script></body></html>";

/** The files the peer page loads, read once on the first request. */
let scripts;
const peerScript = (url) => {
  scripts ??= {
    '/d3.js': readFileSync(`${MODULES}d3/dist/d3.min.js`),
    '/plot.js': readFileSync(`${MODULES}@observablehq/plot/dist/plot.umd.min.js`),
  };
  return scripts[url];
};

/**
 * @returns {Promise<{ url: string, stop: () => void }>} the blank page at `url`, the slider at
 * `${url}slider/`, the notebook peer at `${url}peer/`
 */
export async function serveBlankPage() {
  const server = createServer((req, res) => {
    const js = req.url === '/d3.js' || req.url === '/plot.js' ? peerScript(req.url) : null;
    res.writeHead(200, { 'content-type': `text/${js ? 'javascript' : 'html'}; charset=utf-8` });
    if (js) res.end(js);
    else
      res.end(
        req.url?.startsWith('/slider/')
          ? SLIDER_HTML
          : req.url?.startsWith('/peer/')
            ? PEER_HTML
            : BLANK_HTML,
      );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
