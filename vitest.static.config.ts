import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The static layer: Vitest over the built site (tests/static/built.ts reads dist/ and dist-base/),
// for everything a page says without running its scripts. `npm run test:static`, after the builds.
const config = mergeConfig(base, defineConfig({ test: { name: 'static' } }));
config.test!.include = ['tests/static/**/*.test.ts'];
export default config;
