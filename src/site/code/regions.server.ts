// What a step's "Code" shows, shared by the disclosure (StepCode.astro), its framed page
// (/code/step/<id>/) and the handout: each region's lines, where they are, and the links to the
// whole function on its file's page.
import { withBase } from '../../lib/site-path';
import { pieceAnchor, shownLines, TAG_REGIONS, type TaggedRegion } from './source.server';

export interface ShownRegion {
  region: TaggedRegion;
  first: number;
  last: number;
  /** "src/solver/normal-impulse.ts, lines 24–71" */
  where: string;
  /** The region on the whole file's page: its first tagged line. */
  regionHref: string;
  /** The whole function (or declaration) on the file's page. */
  pieceHref: string;
}

export const filePath = (file: string) => `/code/${file}/`;

export function shownRegions(tag: string): ShownRegion[] {
  return (TAG_REGIONS.get(tag) ?? []).map((region) => {
    const { first, last } = shownLines(region);
    const page = withBase(filePath(region.piece.file));
    return {
      region,
      first,
      last,
      where: `${region.path}, lines ${first}–${last}`,
      regionHref: `${page}#L${region.tagged[0]}`,
      pieceHref: `${page}#${pieceAnchor(region.piece)}`,
    };
  });
}

/** The frame's height: its lines, and each region's heading (rem, as code.css lays them out). */
export function frameHeight(regions: readonly ShownRegion[]): string {
  const lines = regions.reduce((n, r) => n + r.last - r.first + 1, 0);
  return `${(lines * 1.2 + regions.length * 3.4 + 1.5).toFixed(1)}rem`;
}
