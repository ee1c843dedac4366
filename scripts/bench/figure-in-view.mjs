// "Figure in view": for every control of every widget on a page, scroll the control into view as a
// reader would and ask whether a figure of that widget is at least half visible.
//
// Definitions (shared by the browser test and the bench report):
// - widget: a `section.widget`;
// - control: an enabled or disabled <input> of type range, number, checkbox, or a <select>, inside the
//   widget, that is rendered (not display:none; a control inside a closed <details> is opened first,
//   as a reader must); a range and its number box are one control (the box sits beside the range);
// - figure: an <svg role="img"> inside a <figure> of the widget (the diagram `svg.diagram`, a
//   group when it has drag handles, or a Plot chart in `.plot-box`), the graphic only, not its
//   caption;
// - visible fraction of a figure: the share of a 12 × 12 grid of points over the SVG's box at which
//   the topmost element (document.elementFromPoint) is the SVG, inside it, or the figure box holding
//   it. So a figure counts only where the reader can see it: off-screen parts, parts clipped by an
//   overflow box, and parts covered by a sticky bar or a sticky figure all count as hidden.
// - the control itself must be visible too (its centre not covered), or the test is meaningless.
//
// Scrolling: `block` is where the control lands. 'nearest' with the controls visited top to bottom
// is a reader scrolling down the page until the control appears at the bottom edge (the least
// scrolling a reader can do); 'center' lands it mid-screen; 'start' and 'end' are the two extremes a
// reader can leave it at. A layout passes for a reader only if it passes all four.

/** Runs in the page. */
async function measureInPage({ block, grid, threshold, geometry }) {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const fraction = (svg, figureBox) => {
    const r = svg.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return 0;
    let hit = 0;
    for (let i = 0; i < grid; i++) {
      for (let j = 0; j < grid; j++) {
        const x = r.left + ((i + 0.5) * r.width) / grid;
        const y = r.top + ((j + 0.5) * r.height) / grid;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        if (geometry) {
          hit++;
          continue;
        }
        const top = document.elementFromPoint(x, y);
        if (top && (svg.contains(top) || (top.contains(svg) && figureBox.contains(top)))) hit++;
      }
    }
    return hit / (grid * grid);
  };
  const controlVisible = (el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    // A range's thumb or a label overlaying it still counts as the control.
    return (
      !!top && (el === top || el.contains(top) || top.contains(el) || top.closest('label')?.control === el)
    );
  };
  const rendered = (el) => el.getClientRects().length > 0;
  // A derivation page lays out the blocks it skipped on load within a few frames of the load event
  // (src/pages/[slug].astro); until then a block far down is sized by an estimate. A reader cannot
  // reach a control that soon; wait for it as the reader does (at most 5 s).
  for (let t = 0; t < 150 && document.querySelector('main.derivation'); t++) {
    if ('blocksSized' in document.documentElement.dataset) break;
    await frames();
  }
  const out = [];
  window.scrollTo(0, 0);
  await frames();
  // Disclosures it opens are closed again at the end: the page is left as it was found.
  const opened = [];
  for (const widget of document.querySelectorAll('section.widget')) {
    for (const d of widget.querySelectorAll('details:not([open])')) {
      d.open = true;
      opened.push(d);
    }
    await frames();
    const figures = [...widget.querySelectorAll('figure svg:is([role="img"], [role="group"])')].map(
      (svg) => ({
        svg,
        box: svg.closest('figure'),
      }),
    );
    const controls = [
      ...widget.querySelectorAll('input[type="range"], input[type="number"], input[type="checkbox"], select'),
    ].filter((el) => {
      if (!rendered(el)) return false;
      // A number box beside a range of the same control is not a control of its own.
      if (el.type === 'number') {
        const row = el.closest('.control');
        if (row && row.querySelector('input[type="range"]')) return false;
      }
      return true;
    });
    for (const el of controls) {
      if (block === 'if-needed') el.scrollIntoViewIfNeeded(true);
      else el.scrollIntoView({ block, inline: 'nearest' });
      await frames();
      const fractions = figures.map((f) => fraction(f.svg, f.box));
      const best = fractions.length ? Math.max(...fractions) : 0;
      out.push({
        widget: widget.id,
        control: el.id || el.name || el.type,
        type: el.type === 'select-one' ? 'select' : el.type,
        disabled: el.disabled,
        controlVisible: controlVisible(el),
        best,
        ok: best >= threshold && controlVisible(el),
      });
    }
  }
  for (const d of opened) d.open = false;
  window.scrollTo(0, 0);
  return out;
}

/**
 * @param {import('playwright-core').Page} page a page already at its URL
 * @param {{ block?: ScrollLogicalPosition, grid?: number, threshold?: number }} [opts]
 * @returns {Promise<{ widget: string, control: string, type: string, disabled: boolean, controlVisible: boolean, best: number, ok: boolean }[]>}
 */
export async function figureInView(
  page,
  { block = 'nearest', grid = 12, threshold = 0.5, geometry = false } = {},
) {
  return page.evaluate(measureInPage, { block, grid, threshold, geometry });
}

/** Count per page: controls passing / all; ranges only (what a reader scrubs) too. */
export function summarise(rows) {
  const ranges = rows.filter((r) => r.type === 'range');
  return {
    ok: rows.filter((r) => r.ok).length,
    all: rows.length,
    rangesOk: ranges.filter((r) => r.ok).length,
    ranges: ranges.length,
  };
}
