// Where a warm open of many fields spends its style and layout time: opens the 200-field form on
// pages that `npm run bench` built (.bench-out/<id>/), then times a full style recalculation and a
// full layout of the open dialog (it is detached and put back, 25 times, median), and counts its
// elements. Optional CSS variants show what a rule costs without a rebuild.
//
//   npm run bench -- --quick                              build the pages first (any run builds them)
//   node bench/layout-probe.mjs                           the library's dialog page and the floor
//   node bench/layout-probe.mjs default floor inline      pages by contender id
//   node bench/layout-probe.mjs default --css="…"         the same, with extra CSS added to the page
//
// Not a benchmark: no verdicts, no alternation with other contenders; run it on a quiet machine and
// compare pages within one run.
import { probePages } from './probe-pages.mjs';
import { helpFromHeader } from './help.mjs';

helpFromHeader(import.meta.url);

await probePages('layout-probe.mjs', async (page, id) => {
  const row = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]') ?? document.querySelector('main');
    const style = [];
    const layout = [];
    for (let i = 0; i < 25; i++) {
      const parent = dialog.parentNode;
      const next = dialog.nextSibling;
      parent.removeChild(dialog);
      void document.body.offsetHeight;
      const t0 = performance.now();
      parent.insertBefore(dialog, next);
      void getComputedStyle(dialog).color;
      const t1 = performance.now();
      void dialog.offsetHeight;
      const t2 = performance.now();
      style.push(t1 - t0);
      layout.push(t2 - t1);
    }
    const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
    return { style: median(style), layout: median(layout), elements: dialog.querySelectorAll('*').length };
  });
  console.log(
    `${id.padEnd(12)} style ${row.style.toFixed(1).padStart(5)} ms   layout ${row.layout.toFixed(1).padStart(5)} ms   elements ${row.elements}`,
  );
});
