// What a finger can hit (WCAG 2.2, target size: 24 × 24 CSS px, or spaced so that a 24 px circle on
// each small target touches no other target), on a phone and on a laptop: every drag handle of every
// diagram, measured by what actually receives the pointer around it (the dashed circle is drawn in
// SVG units and shrinks with the diagram; its box is not its grab area), and every control in the
// widgets and the "plug in numbers" bar. A drag that starts 11 px from a handle's centre on a phone
// must still move the handle. And a display formula too wide for a phone shows that it scrolls.
import type { Page } from '@playwright/test';
import { test, expect, hydrate, touchDrag, axeViolations, DERIVATIONS } from './support';
import { declaredBy } from './declared';
import type { Diagram } from './drag';

const MIN = 24;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Every handle's grab area: how far from its centre, left, right, up and down, the pointer still reaches it. */
async function handleReach(page: Page): Promise<{ name: string; width: number; height: number }[]> {
  return page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out: { name: string; width: number; height: number }[] = [];
    for (const mark of document.querySelectorAll<SVGElement>('svg.diagram [data-handle]')) {
      if (!mark.checkVisibility()) continue;
      // The element whose pointer handlers drag the handle (the mark itself, or a group around it).
      const target = mark.closest('.handle') ?? mark;
      mark.scrollIntoView({ block: 'center' });
      await frames();
      const r = mark.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      // Its own reach: the diagram's other handles step aside. Where two handles' reaches overlap
      // (on a phone, the contact and A's velocity tip at the defaults), the one drawn last takes the
      // overlap, and the labelled sliders are the equivalent control WCAG 2.2 accepts for the other;
      // that overlap is checked by the drag tests, which start on each handle and must move it.
      const others = [...(mark.ownerSVGElement?.querySelectorAll<SVGElement>('.handle') ?? [])].filter(
        (h) => h !== target,
      );
      for (const h of others) h.style.pointerEvents = 'none';
      const reach = (dx: number, dy: number) => {
        let d = 0;
        for (let t = 0.5; t <= 40; t += 0.5) {
          const hit = document.elementFromPoint(cx + dx * t, cy + dy * t);
          if (!hit || !target.contains(hit)) break;
          d = t;
        }
        return d;
      };
      out.push({
        name: `${mark.closest('section.widget')?.id} ${mark.getAttribute('data-handle')}`,
        width: reach(-1, 0) + reach(1, 0),
        height: reach(0, -1) + reach(0, 1),
      });
      for (const h of others) h.style.pointerEvents = '';
    }
    return out;
  });
}

/** Controls smaller than 24 × 24 whose 24 px circle touches another target (WCAG 2.2's spacing exception). */
async function crowdedControls(page: Page): Promise<{ checked: number; small: string[] }> {
  return page.evaluate(async (min) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const d of document.querySelectorAll<HTMLDetailsElement>('section.widget details')) d.open = true;
    await frames();
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'section.widget :is(input, select, button, summary), .plug-in input',
      ),
    ].filter((el) => el.checkVisibility());
    const small: string[] = [];
    for (const el of targets) {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      if (r.width >= min - 0.01 && r.height >= min - 0.01) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      // The circle of radius 12 on this target's centre, against every other target's box and circle.
      const touches = targets.filter((other) => {
        if (other === el) return false;
        const o = other.getBoundingClientRect();
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        if (Math.hypot(dx, dy) < min / 2) return true;
        const small = o.width < min || o.height < min;
        return small && Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < min;
      });
      if (touches.length)
        small.push(
          `${el.closest('section.widget')?.id ?? 'bar'} ${el.tagName.toLowerCase()}#${el.id} ${Math.round(r.width)}×${Math.round(r.height)} beside ${touches.map((t) => `${t.tagName.toLowerCase()}#${t.id}`).join(', ')}`,
        );
    }
    return { checked: targets.length, small };
  }, MIN);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of DERIVATIONS) {
      test(`${path}: every drag handle and every control is a target at least 24 × 24 CSS px`, async ({
        page,
      }) => {
        await page.goto(path);
        const handles = await handleReach(page);
        const tooSmall = handles.filter((h) => h.width < MIN || h.height < MIN);
        expect(
          tooSmall.map((h) => `${h.name}: ${h.width} × ${h.height} px`),
          'handles whose grab area is under 24 × 24 CSS px',
        ).toEqual([]);
        const { checked, small } = await crowdedControls(page);
        expect(checked, 'controls checked').toBeGreaterThan(0);
        expect(small, 'controls under 24 × 24 CSS px and too close to another').toEqual([]);
      });
    }
  });
}

const DIAGRAMS = (await declaredBy<Diagram[]>('drag')).flatMap(({ path, decl }) =>
  decl.map((d) => ({ ...d, path })),
);

for (const d of DIAGRAMS) {
  test(`${d.path} ${d.svg}: on a phone, a finger 11 px from a handle's centre still drags it`, async ({
    newContext,
  }) => {
    const context = await newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(d.path);
    await hydrate(page, d.island);
    const svg = page.locator(d.svg);
    await svg.scrollIntoViewIfNeeded();
    for (const h of d.handles) {
      const at = await svg.evaluate((el, name) => {
        const all = [...el.querySelectorAll('[data-handle]')].map((m) => {
          const r = m.getBoundingClientRect();
          return { name: m.getAttribute('data-handle'), x: r.left + r.width / 2, y: r.top + r.height / 2 };
        });
        const me = all.find((m) => m.name === name)!;
        const box = el.getBoundingClientRect();
        // Of the four points 11 px left, right, above and below the centre, the one inside the
        // diagram farthest from every other handle.
        const candidates = [
          [11, 0],
          [-11, 0],
          [0, 11],
          [0, -11],
        ]
          .map(([dx, dy]) => ({ x: me.x + dx!, y: me.y + dy! }))
          .filter((p) => p.x > box.left && p.x < box.right && p.y > box.top && p.y < box.bottom);
        const clearance = (p: { x: number; y: number }) =>
          Math.min(Infinity, ...all.filter((m) => m !== me).map((m) => Math.hypot(m.x - p.x, m.y - p.y)));
        candidates.sort((a, b) => clearance(b) - clearance(a));
        return { from: candidates[0]! };
      }, h.name);
      const before = await Promise.all(h.drives.map(({ id }) => page.locator(`#${id}-box`).inputValue()));
      // 30 px along the handle's declared move (screen y down).
      const len = Math.hypot(h.steps.x, h.steps.y);
      const to = { x: at.from.x + (30 * h.steps.x) / len, y: at.from.y - (30 * h.steps.y) / len };
      await touchDrag(context)(page, at.from, to);
      await expect
        .poll(
          () => Promise.all(h.drives.map(({ id }) => page.locator(`#${id}-box`).inputValue())),
          `${h.name}: its parameters after a drag from 11 px off its centre`,
        )
        .not.toEqual(before);
    }
  });
}

test('on a phone, every display formula too wide for its box is marked as scrolling, and axe agrees', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  let wide = 0;
  for (const path of DERIVATIONS) {
    await page.goto(path);
    const found = await page.evaluate(async () => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const out: { overflows: boolean; what: string; marked: string[] }[] = [];
      for (const box of document.querySelectorAll<HTMLElement>(
        ':is(.katex-display, .step-math, .key-results-math)',
      )) {
        // Blocks far from the view are skipped by the browser (content-visibility): bring each in.
        box.scrollIntoView({ block: 'center' });
        await frames();
        if (!box.checkVisibility() || box.scrollWidth <= box.clientWidth + 1) continue;
        const cs = getComputedStyle(box);
        const marked: string[] = [];
        if (!['auto', 'scroll'].includes(cs.overflowX)) marked.push(`overflow-x ${cs.overflowX}`);
        if (box.tabIndex !== 0) marked.push('not focusable');
        if (!box.getAttribute('aria-label')) marked.push('no label');
        // The scroll shade: shades fixed to the box's edges, covers that scroll with the formula.
        const attach = cs.backgroundAttachment.split(',').map((s) => s.trim());
        if (!attach.includes('local') || !attach.includes('scroll'))
          marked.push(`background-attachment ${cs.backgroundAttachment}`);
        if ((cs.backgroundImage.match(/gradient\(/g) ?? []).length < 4)
          marked.push(`background-image ${cs.backgroundImage.slice(0, 40)}`);
        out.push({ overflows: true, what: `${box.className} "${box.getAttribute('aria-label')}"`, marked });
      }
      return out;
    });
    wide += found.length;
    expect(
      found.filter((f) => f.marked.length).map((f) => `${path} ${f.what}: ${f.marked.join('; ')}`),
      'wide formulas not marked as scrolling',
    ).toEqual([]);
    expect(
      await axeViolations(page, { rules: ['scrollable-region-focusable', 'target-size'] }),
      `${path}: axe`,
    ).toEqual([]);
  }
  expect(wide, 'display formulas wider than a phone, over all pages').toBeGreaterThan(0);
});
