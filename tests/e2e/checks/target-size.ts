// What a finger can hit (WCAG 2.2, target size: 24 × 24 CSS px, or spaced so that a 24 px circle on
// each small target touches no other target), on a phone and on a laptop: every drag handle of every
// diagram, measured by what actually receives the pointer around it (the dashed circle is drawn in
// SVG units and shrinks with the diagram; its box is not its grab area), and every control in the
// widgets and the "plug in numbers" bar. A drag that starts 11 px from a handle's centre on a phone
// must still move the handle (the chapter's handles as it declares them, tests/e2e/<slug>.drag.ts).
// And a display formula too wide for a phone shows that it scrolls (and axe agrees: its
// scrollable-region-focusable and target-size rules run in the phone's one axe pass,
// tests/e2e/checks/a11y.ts).
//
// Measured in the page in one round trip each, with no wait between a scroll and a reading: the
// widgets are never skipped by the browser (global.css: only the column's groups of prose are), and
// a reading of a box or of what is under a point lays the page out first.
import { expect, touchDrag } from '../support';
import { declaredBy } from '../declared';
import type { Diagram } from '../drag';
import type { Check } from '../walk';

const MIN = 24;

const DIAGRAMS = await declaredBy<Diagram[]>('drag');

export default [
  {
    name: 'every drag handle and every control is a target of at least 24 × 24 CSS px',
    visits: ['laptop', 'phone'],
    phase: 'served',
    budget: 20_000,
    async run({ page }) {
      // Every handle's grab area: how far from its centre, left, right, up and down, the pointer
      // still reaches it.
      const handles = await page.evaluate(() => {
        const out: { name: string; width: number; height: number }[] = [];
        for (const mark of document.querySelectorAll<SVGElement>('svg.diagram [data-handle]')) {
          if (!mark.checkVisibility()) continue;
          // The element whose pointer handlers drag the handle (the mark itself, or a group around it).
          const target = mark.closest('.handle') ?? mark;
          mark.scrollIntoView({ block: 'center' });
          const r = mark.getBoundingClientRect();
          const cx = r.left + r.width / 2;
          const cy = r.top + r.height / 2;
          // Its own reach: the diagram's other handles step aside. Where two handles' reaches overlap
          // (on a phone, the contact and A's velocity tip at the defaults), the one drawn last takes
          // the overlap, and the labelled sliders are the equivalent control WCAG 2.2 accepts for the
          // other; that overlap is checked by the drag tests, which start on each handle and must
          // move it.
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
      const tooSmall = handles.filter((h) => h.width < MIN || h.height < MIN);
      expect(
        tooSmall.map((h) => `${h.name}: ${h.width} × ${h.height} px`),
        'handles whose grab area is under 24 × 24 CSS px',
      ).toEqual([]);
      // Controls smaller than 24 × 24 whose 24 px circle touches another target (WCAG 2.2's spacing
      // exception), with the widgets' disclosures open (and closed again after).
      const { checked, small } = await page.evaluate((min) => {
        const opened = [
          ...document.querySelectorAll<HTMLDetailsElement>('section.widget details:not([open])'),
        ];
        for (const d of opened) d.open = true;
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
        for (const d of opened) d.open = false;
        window.scrollTo(0, 0);
        return { checked: targets.length, small };
      }, MIN);
      expect(checked, 'controls checked').toBeGreaterThan(0);
      expect(small, 'controls under 24 × 24 CSS px and too close to another').toEqual([]);
    },
  },
  {
    name: "a finger 11 px from a handle's centre still drags it",
    visits: ['phone'],
    phase: 'interact',
    applies: (c) => DIAGRAMS.some((d) => d.slug === c.slug),
    budget: 20_000,
    async run({ page, chapter }) {
      const drag = touchDrag(page.context());
      const diagrams = DIAGRAMS.find((d) => d.slug === chapter.slug)!.decl;
      for (const d of diagrams) {
        const svg = page.locator(d.svg);
        await svg.scrollIntoViewIfNeeded();
        for (const h of d.handles) {
          const from = await svg.evaluate((el, name) => {
            const all = [...el.querySelectorAll('[data-handle]')].map((m) => {
              const r = m.getBoundingClientRect();
              return {
                name: m.getAttribute('data-handle'),
                x: r.left + r.width / 2,
                y: r.top + r.height / 2,
              };
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
            return candidates[0]!;
          }, h.name);
          const values = () => Promise.all(h.drives.map(({ id }) => page.locator(`#${id}-box`).inputValue()));
          const before = await values();
          // 30 px along the handle's declared move (screen y down).
          const len = Math.hypot(h.steps.x, h.steps.y);
          await drag(page, from, { x: from.x + (30 * h.steps.x) / len, y: from.y - (30 * h.steps.y) / len });
          await expect
            .poll(values, `${d.svg} ${h.name}: its parameters after a drag from 11 px off its centre`)
            .not.toEqual(before);
        }
      }
    },
  },
  {
    name: 'every display formula too wide for a phone is marked as scrolling',
    visits: ['phone'],
    phase: 'served',
    async run({ page }) {
      const found = await page.evaluate(() => {
        const out: { what: string; marked: string[] }[] = [];
        let boxes = 0;
        for (const box of document.querySelectorAll<HTMLElement>(
          ':is(.katex-display, .step-math, .key-results-math)',
        )) {
          if (!box.checkVisibility()) continue;
          boxes++;
          // A box in a group the browser skips (content-visibility) is laid out for this reading.
          if (box.scrollWidth <= box.clientWidth + 1) continue;
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
          out.push({ what: `${box.className} "${box.getAttribute('aria-label')}"`, marked });
        }
        return { boxes, wide: out };
      });
      expect(found.boxes, 'display formulas on the page').toBeGreaterThan(0);
      expect(found.wide.length, 'display formulas wider than a phone').toBeGreaterThan(0);
      expect(
        found.wide.filter((f) => f.marked.length).map((f) => `${f.what}: ${f.marked.join('; ')}`),
        'wide formulas not marked as scrolling',
      ).toEqual([]);
    },
  },
] satisfies Check[];
