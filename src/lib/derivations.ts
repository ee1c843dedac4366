// The collection of derivation pages in teaching order, with the editorial rules the schema alone
// cannot state (unique order, only the stable slugs).
import { getCollection, type CollectionEntry } from 'astro:content';
import { DERIVATION_SLUGS } from '../content.config';

export type DerivationEntry = CollectionEntry<'derivations'>;

export async function derivationsInOrder(): Promise<DerivationEntry[]> {
  const pages = (await getCollection('derivations')).sort((a, b) => a.data.order - b.data.order);
  const orders = new Set<number>();
  for (const p of pages) {
    if (!(DERIVATION_SLUGS as readonly string[]).includes(p.id)) {
      throw new Error(`content/${p.id}.mdx: slug must be one of ${DERIVATION_SLUGS.join(', ')}`);
    }
    if (orders.has(p.data.order))
      throw new Error(`content/${p.id}.mdx: order ${p.data.order} is already taken`);
    orders.add(p.data.order);
  }
  return pages;
}

export function neighbours(
  pages: DerivationEntry[],
  id: string,
): { prev?: DerivationEntry; next?: DerivationEntry } {
  const i = pages.findIndex((p) => p.id === id);
  return { prev: i > 0 ? pages[i - 1] : undefined, next: i >= 0 ? pages[i + 1] : undefined };
}
