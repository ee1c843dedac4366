// The downloads on /code/ (src/lib/solver-module.mjs), as their tests build them: one into a fresh
// temporary folder with its usage example copied beside it under the name the reader gives it, both
// then imported from there as a programmer would.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BuiltDownload {
  /** The folder holding the module, its .d.ts and example.mjs. */
  dir: string;
  /** Imports a file of the folder: untyped, as import() of a path known only when run. */
  load: (file: string) => Promise<any>;
  remove: () => void;
}

/** Builds a download with `build` into a new folder and copies `src/lib/<example>` in as example.mjs. */
export async function buildDownload(
  build: (dir: string) => Promise<void>,
  example: string,
): Promise<BuiltDownload> {
  const dir = mkdtempSync(join(tmpdir(), 'impulse-download-'));
  await build(dir);
  copyFileSync(fileURLToPath(new URL(`../../src/lib/${example}`, import.meta.url)), join(dir, 'example.mjs'));
  return {
    dir,
    load: (file) => import(/* @vite-ignore */ pathToFileURL(join(dir, file)).href),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A download for a test file's tests: built into `built` and imported from its `module` into `mod`
 * before the first (at most a minute: the build bundles and declares it), removed after the last.
 */
export function useDownload<M>(
  build: (dir: string) => Promise<void>,
  example: string,
  module: string,
): { built: BuiltDownload; mod: M } {
  const download = {} as { built: BuiltDownload; mod: M };
  beforeAll(async () => {
    download.built = await buildDownload(build, example);
    download.mod = await download.built.load(module);
  }, 60_000);
  afterAll(() => download.built?.remove());
  return download;
}

/**
 * The folder holds the module, its declarations and the example, nothing else (a runtime helper
 * split into a chunk of its own would be there too); the module imports nothing; the declarations
 * declare each of `functions`. Returns the declarations' text.
 */
export function expectSelfContained(
  { dir }: BuiltDownload,
  module: string,
  types: string,
  functions: readonly string[],
): string {
  expect(readdirSync(dir).sort()).toEqual(['example.mjs', module, types].sort());
  const js = readFileSync(join(dir, module), 'utf8');
  expect(js).not.toMatch(/^\s*import\s/m);
  expect(js).not.toMatch(/\bimport\(/);
  const dts = readFileSync(join(dir, types), 'utf8');
  for (const name of functions) expect(dts, name).toMatch(new RegExp(`export declare function ${name}\\(`));
  return dts;
}
