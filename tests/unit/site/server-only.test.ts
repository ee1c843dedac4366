// The guard that keeps *.server.ts files (each chapter's step TeX) out of the browser
// (src/lib/server-only.ts), run in real Vite builds of a few small files: a client build that
// imports a server-only file, directly or through another module, fails naming the importer and the
// file; a server build of the same files, and a client build without the import, succeed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ONLY_FILE, serverOnly } from '../../../src/lib/server-only';
import { slotId } from '../../../src/lib/slots';

const root = mkdtempSync(join(tmpdir(), 'server-only-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  'tex.server.ts': 'export const TEX = String.raw`\\mathbf v_{\\text{rel}}`;\n',
  'island.ts': "import { TEX } from './tex.server';\nexport const size = TEX.length;\n",
  'helper.ts': "export { TEX } from './tex.server';\n",
  'indirect.ts': "import { TEX } from './helper';\nexport const size = TEX.length;\n",
  'values.ts': "(globalThis as { shown?: string }).shown = 'the values';\n",
  // A chapter's steps: each step's TeX declared beside its values, in one defineDerivation call.
  'steps.ts': [
    'const defineDerivation = <T,>(d: T) => d;',
    'const FRAC = String.raw`\\frac{1}{m_A}`;',
    'export const derivation = defineDerivation({',
    '  symbols: { m_A: (s: number) => s, [FRAC]: (s: number) => 1 / s },',
    "  steps: [{ id: 'eq:t-a', tex: String.raw`v = ${FRAC}`, rows: [{ unit: 'm/s', sides: [{ tex: FRAC, value: (s: number) => 1 / s }] }] }],",
    '});',
    '(globalThis as { derivation?: unknown }).derivation = derivation;',
    '',
  ].join('\n'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);

/** Bundles one of the files above for the browser or (ssr) for the server; returns the code. */
async function bundle(entry: string, target: 'client' | 'ssr'): Promise<string> {
  const input = join(root, entry);
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [serverOnly()],
    build: {
      write: false,
      minify: false,
      ...(target === 'ssr' ? { ssr: input } : { rolldownOptions: { input } }),
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.map((c) => ('code' in c ? c.code : ''))).join('\n');
}

describe('the server-only guard', () => {
  it('fails a client build that imports a *.server.ts file, naming both', async () => {
    await expect(bundle('island.ts', 'client')).rejects.toThrow(
      /island\.ts imports tex\.server\.ts, which is server-only/,
    );
  });

  it('fails it when the import comes through another module, naming that module', async () => {
    await expect(bundle('indirect.ts', 'client')).rejects.toThrow(
      /helper\.ts imports tex\.server\.ts, which is server-only/,
    );
  });

  it('lets the server build import it', async () => {
    expect(await bundle('island.ts', 'ssr')).toContain('\\mathbf v_{\\text{rel}}');
  });

  it('lets a client build without it through', async () => {
    expect(await bundle('values.ts', 'client')).toContain('the values');
  });

  it('cuts the steps’ TeX, and the constants only it used, out of a client build, keeping the values', async () => {
    const client = await bundle('steps.ts', 'client');
    expect(client).not.toContain('frac');
    expect(client).not.toMatch(/\btex\b|String\.raw/);
    // The symbols stay, for the substituted formulas, keyed by slot id instead of TeX.
    expect(client).toMatch(/symbols: \{/);
    for (const key of ['m_A', String.raw`\frac{1}{m_A}`])
      expect(client, key).toContain(`"${slotId(key)}": (s) =>`);
    expect(client).toContain('unit: "m/s"');
    expect(client).toContain('value: (s) => 1 / s');
    const server = await bundle('steps.ts', 'ssr');
    expect(server).toContain('\\frac{1}{m_A}');
    expect(server).toMatch(/symbols/);
  });

  it('knows a server-only file by its name alone', () => {
    for (const f of ['steps.tex.server.ts', 'a.server.tsx', 'b.server.mjs', '/x/y.server.js'])
      expect(f, f).toMatch(SERVER_ONLY_FILE);
    for (const f of ['server-document.ts', 'observer.ts', 'server.ts', 'a.server.css', 'a.server.ts.map'])
      expect(f, f).not.toMatch(SERVER_ONLY_FILE);
  });
});
