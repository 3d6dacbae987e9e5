// Where the time of one `npm run bench` run goes: each section's wall-clock time, with the page
// builds and fresh browser contexts (a page load each) it took, printed at the end of the run and
// put in the report, so a run that grows shows which section grew and why.
import { log } from './config.mjs';

/** Page builds (vite) and fresh browser contexts opened so far in this run. */
export const counts = { builds: 0, contexts: 0 };

const done = [];
let current;

/** Ends the running section, if any, and starts `name`. */
export function section(name) {
  endSection();
  current = { name, start: performance.now(), builds: counts.builds, contexts: counts.contexts };
}

/** Ends the running section. */
export function endSection() {
  if (current === undefined) return;
  done.push({
    name: current.name,
    seconds: (performance.now() - current.start) / 1000,
    builds: counts.builds - current.builds,
    contexts: counts.contexts - current.contexts,
  });
  current = undefined;
}

/** The report's lines: one row per section, and the whole run. */
export function runTimeSection() {
  endSection();
  const total = done.reduce((sum, s) => sum + s.seconds, 0);
  const rows = done.map(
    (s) =>
      `| ${s.name} | ${s.seconds.toFixed(0)} s | ${((s.seconds / total) * 100).toFixed(0)} % | ${s.builds || ''} | ${s.contexts || ''} |`,
  );
  log(
    `time by section:\n${done.map((s) => `  ${s.seconds.toFixed(0).padStart(5)} s  ${s.name} (${s.builds} builds, ${s.contexts} contexts)`).join('\n')}\n  ${total.toFixed(0).padStart(5)} s  in all`,
  );
  return [
    '## Run time',
    '',
    `This run took ${total.toFixed(0)} s from the first build to the last section (wall clock; a busy machine stretches every row).`,
    '',
    '| section | time | share | builds | fresh contexts |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| in all | ${total.toFixed(0)} s | 100 % | ${done.reduce((n, s) => n + s.builds, 0)} | ${done.reduce((n, s) => n + s.contexts, 0)} |`,
    '',
  ];
}
