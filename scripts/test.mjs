// The README's test commands, as layers, each timed: `npm test` runs them all (CI runs it), and
// `npm run test:quick` the ones that need no browser, for use before every commit. It stops at the
// first layer that fails and, pass or fail, ends by printing each layer's time, so a slow layer is
// seen where it is paid.
//
//   npm test                 format, types, imports, unit, build, sub-path build, static, browser, Firefox
//   npm run test:quick       format, types, imports, unit, build, sub-path build, static
import { spawnSync } from 'node:child_process';
import './check-node.mjs';

/** @type {{ name: string, script: string, quick: boolean }[]} */
const LAYERS = [
  { name: 'format', script: 'format:check', quick: true },
  { name: 'types', script: 'typecheck', quick: true },
  { name: 'import direction', script: 'test:imports', quick: true },
  { name: 'unit and property tests', script: 'test:unit', quick: true },
  { name: 'build', script: 'build', quick: true },
  { name: 'sub-path build', script: 'build:base', quick: true },
  { name: 'static checks over the builds', script: 'test:static', quick: true },
  { name: 'browser tests (Chromium)', script: 'test:e2e', quick: false },
  { name: 'Firefox smoke test', script: 'test:firefox', quick: false },
];

const quick = process.argv.includes('--quick');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const ran = [];
const started = Date.now();

function report() {
  const width = Math.max(...ran.map((r) => r.name.length));
  console.log(`\n${quick ? 'npm run test:quick' : 'npm test'}: time per layer`);
  for (const r of ran)
    console.log(`  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)} s${r.ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

for (const layer of LAYERS.filter((l) => l.quick || !quick)) {
  console.log(`\n── ${layer.name} (npm run ${layer.script}) ──`);
  const t0 = Date.now();
  const r = spawnSync(npm, ['run', '--silent', layer.script], { stdio: 'inherit' });
  const ok = r.status === 0;
  ran.push({ name: layer.name, seconds: (Date.now() - t0) / 1000, ok });
  if (!ok) {
    report();
    process.exit(r.status ?? 1);
  }
}
report();
