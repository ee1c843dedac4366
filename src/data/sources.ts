// The texts the site teaches from that several chapters cite (plain-text captures kept outside this
// repository); a text only one chapter cites is described in that chapter's manifest. Pages cite them
// by id, and the build fails for an id that neither describes (src/site/pages.ts).

export interface Source {
  /** Short id used in a page's frontmatter `sources` list. */
  id: string;
  title: string;
  /** Author as the source names itself; omitted where the captured text names none. */
  author?: string;
  publisher?: string;
  year?: number;
  license?: string;
  /** What the site takes from it, in a few words. */
  use: string;
  /** Where a reader finds it (the Sources list links it); none for texts with no stable address. */
  url?: string;
}

export const SOURCES = {
  'impulses-2d': {
    id: 'impulses-2d',
    title: 'Impulse Responses',
    author: 'Tim Allan Wheeler',
    publisher: 'blog post',
    year: 2024,
    use: 'the main line of the 2D derivations (normal, friction and revolute joint impulses), and this site’s sign convention',
    url: 'https://timallanwheeler.com/blog/2024/09/01/impulse-responses',
  },
  'impulse-based-collision': {
    id: 'impulse-based-collision',
    title: 'Impulse Based Collision',
    publisher: 'blog post, its author unnamed',
    use: 'the linear-only derivation from momentum and restitution',
  },
  'eberly-impulses': {
    id: 'eberly-impulses',
    title: 'Computing Impulse Forces for Colliding Contact',
    author: 'David Eberly',
    publisher: 'Geometric Tools',
    year: 2022,
    license: 'CC BY 4.0',
    use: 'the 3D impulse with inertia tensors and the 3×3 variant for spheres',
  },
  'impulse-derivation': {
    id: 'impulse-derivation',
    title: 'Impulse Derivation',
    publisher: 'the documentation of the Lacking game engine (mokiat)',
    url: 'https://mokiat.com/lacking/physics/derivations/impulse-derivation',
    use: 'constraints, the Jacobian and λ = −JV / (J M⁻¹ Jᵀ)',
  },
  'fiedler-coulomb': {
    id: 'fiedler-coulomb',
    title: 'Collision Response and Coulomb Friction',
    author: 'Glenn Fiedler',
    publisher: 'Gaffer On Games (Virtual Go series)',
    url: 'https://gafferongames.com/post/collision_response_and_coulomb_friction/',
    use: 'a body against an immovable board, and why Coulomb friction does not stop spinning',
  },
} as const satisfies Record<string, Source>;
