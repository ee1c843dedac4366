// This chapter as the site knows it (see src/kit/chapter.ts); its widgets are bound to their keys in
// Widgets.astro.
import { defineChapter } from '../../kit/chapter';
import { derivation } from './steps';
import { exercises } from './exercises';
import { reveals } from './reveals';
import { teaching } from './teaching';
import { porting } from './porting';
import { jointParams } from './scenario';
import { chainParams } from './chain-scenario';

export default defineChapter({
  prefix: 'rj',
  derivation,
  params: [jointParams, chainParams],
  widgets: [
    { key: 'k-explorer', anchor: 'rj-k', title: 'The K explorer', component: 'KExplorer', height: 2690 },
    { key: 'chain', anchor: 'rj-chain', title: 'The swinging chain', component: 'ChainWidget', height: 2100 },
  ],
  exercises,
  reveals,
  teaching,
  porting,
  derives: ['revoluteImpulse2'],
});
