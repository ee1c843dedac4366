import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const derivations = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content' }),
  schema: z.object({
    /** Page title, also the link text in the index and in previous/next links. */
    title: z.string().min(3),
    /** One sentence for the index page and the meta description. */
    summary: z.string().min(20).max(200),
    /** Position in teaching order (1 = first); unique across pages. */
    order: z.number().int().positive(),
    /**
     * Ids of every source the page draws on (at least one): from src/data/sources.ts or its chapter's
     * manifest (src/site/pages.ts checks them, naming the page).
     */
    sources: z.array(z.string().min(1)).min(1),
  }),
});

export const collections = { derivations };
