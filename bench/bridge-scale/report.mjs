// The Markdown `npm run bench:bridge` prints (and with --write puts in BENCHMARKS.md between its
// markers): the goals with verdicts, our bridge against the node:http floor and plain SSE, the
// growth table, the machine line and how to rerun.
import { quantileDifferenceInterval } from '../paired.mjs';
import { limitVerdict } from './verdicts.mjs';

export const START = '<!-- bridge-scale:start -->';
export const END = '<!-- bridge-scale:end -->';

/** The memory goals' limit: our bridge's memory per stream and per pending request ÷ the floor's. */
export const MEMORY_RATIO = 1.5;
/** Streams one instance should hold within `CAPACITY_BYTES`. */
export const CAPACITY_STREAMS = 50_000;
export const CAPACITY_BYTES = 2 ** 30;

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
const ms = (value) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : value === Number.POSITIVE_INFINITY ? 'never' : 'n/a';
const range = (r) =>
  r === undefined || !Number.isFinite(r[1]) ? '' : ` (${r[0].toFixed(r[1] < 10 ? 2 : 1)}–${r[1].toFixed(r[1] < 10 ? 2 : 1)})`;
const num = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
const count = (n) => n.toLocaleString('en');
const cpuPerLifecycle = (row) => row.cpuMsPerRequest.reduce((a, b) => a + b, 0) / row.cpuMsPerRequest.length;

/** Replaces the section between START and END in `text`, or appends it. */
export function spliceSection(text, section) {
  const block = `${START}\n${section}\n${END}`;
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from !== -1 && to > from) return `${text.slice(0, from)}${block}${text.slice(to + END.length)}`;
  return `${text.replace(/\n*$/, '')}\n\n${block}\n`;
}

export function growthTable(rows) {
  const lines = [
    '| streams (per instance) | heap / RSS per stream | heap / RSS per pending request | peak heap / RSS of an instance | question p50 / p99 (95 % interval) | answer p50 / p99 (95 % interval) | POST received → handler resolved p50 / p99 | Redis commands / round trips per request | Redis bytes per request | CPU per request (instance A / B) | Redis commands/s with streams idle |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${count(row.total)} (${count(row.perServer)}; ${row.rate}/s) | ${kib(row.heapPerStream)} / ${kib(row.rssPerStream)} | ${kib(row.heapPerPending)} / ${kib(row.rssPerPending)} | ${mib(row.heapPeak)} / ${mib(row.rssPeak)} | ${ms(row.delivery.p50)} / ${ms(row.delivery.p99)}${range(row.delivery.p99Range)} | ${ms(row.answer.p50)} / ${ms(row.answer.p99)}${range(row.answer.p99Range)} | ${ms(row.server.p50)} / ${ms(row.server.p99)} | ${num(row.redisExecuted)} / ${num(row.roundTrips)} | ${kib(row.bytes)} | ${row.cpuMsPerRequest.map((v) => ms(v)).join(' / ')} | ${num(row.background, 0)} |`,
    );
  }
  lines.push(...shortfalls(rows));
  return lines;
}

/** What did not arrive within the deadlines, row by row (nothing when everything did). */
function shortfalls(rows) {
  const lines = [];
  for (const row of rows) {
    const { questions, answers } = row.missing;
    if (questions + answers + row.postsFailed + row.streamsFailed > 0) {
      lines.push(
        '',
        `At ${count(row.total)} channels, within the deadlines: ${row.streamsFailed} streams did not open within 30 s (their questions count as never delivered), ${questions} questions never reached a stream, ${row.postsFailed} POSTs failed or were not sent (${JSON.stringify(row.postStatuses ?? {})} by status, 0 for a failed connection), ${answers} answers never reached the MCP client (counted as never in the percentiles).`,
      );
    }
  }
  return lines;
}

/** Our row with `perServer` streams per instance, the floor's and plain SSE's with as many in their process. */
function metalRows({ rows, floorRows, plainRows }) {
  return floorRows
    .map((floor) => ({
      n: floor.perServer,
      ours: rows.find((row) => row.perServer === floor.perServer),
      floor,
      plain: plainRows.find((row) => row.perServer === floor.perServer),
    }))
    .filter((pair) => pair.ours !== undefined);
}

/**
 * Our bridge beside the node:http floor and plain SSE, at the same number of streams per process:
 * one row per relay and size, then one per soak. `singleRows` / `singleSoak`: the bridge on the
 * in-process broker (one instance, no Redis), for how much of the difference is Redis.
 */
export function metalTable({ rows, floorRows, plainRows, singleRows = [], soak, floorSoak, singleSoak }) {
  const lines = [
    '| relay | streams per process | heap / RSS per stream (÷ floor) | heap / RSS per pending request (÷ floor) | CPU per request lifecycle | POST received → handler resolved, p50 / p99 |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const ratio = (a, b) => (b === undefined ? '' : ` (${times(a / b)})`);
  for (const { n, ours, floor, plain } of metalRows({ rows, floorRows, plainRows })) {
    const single = singleRows.find((row) => row.perServer === n);
    if (plain) lines.push(`| plain idle SSE | ${count(n)} | ${kib(plain.heapPerStream)} / ${kib(plain.rssPerStream)} | | | |`);
    for (const [label, row, reference] of [
      ['node:http floor', floor, undefined],
      ['bridge, Redis broker (per instance of two)', ours, floor],
      ['bridge, in-process broker (one instance)', single, floor],
    ]) {
      if (row === undefined) continue;
      lines.push(
        `| ${label} | ${count(n)} | ${kib(row.heapPerStream)} / ${kib(row.rssPerStream)}${reference ? ` (${times(row.heapPerStream / reference.heapPerStream)} / ${times(row.rssPerStream / reference.rssPerStream)})` : ''} | ${kib(row.heapPerPending)} / ${kib(row.rssPerPending)}${reference ? ` (${times(row.heapPerPending / reference.heapPerPending)} / ${times(row.rssPerPending / reference.rssPerPending)})` : ''} | ${ms(cpuPerLifecycle(row))}${ratio(cpuPerLifecycle(row), reference && cpuPerLifecycle(reference))} | ${ms(row.server.p50)} / ${ms(row.server.p99)} |`,
      );
    }
  }
  lines.push(
    '',
    '| soak | requests, rate | CPU per request lifecycle (÷ floor) | lifecycles per second per core | POST received → handler resolved, p50 / p99 | answer latency (POST sent → handler resolved), p50 / p99 |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const [label, run] of [
    ['node:http floor', floorSoak],
    ['bridge, Redis broker (two instances)', soak],
    ['bridge, in-process broker (one instance)', singleSoak],
  ]) {
    if (run === undefined) continue;
    lines.push(
      `| ${label} | ${count(run.requests)} at ${count(run.rate)}/s | ${ms(run.cpuMsPerLifecycle)}${run === floorSoak ? '' : ratio(run.cpuMsPerLifecycle, floorSoak?.cpuMsPerLifecycle)} | ${count(Math.round(run.perCore))} | ${ms(run.server.p50)} / ${ms(run.server.p99)} | ${ms(run.answer.p50)} / ${ms(run.answer.p99)} |`,
    );
  }
  lines.push(...shortfalls([...floorRows, ...singleRows]));
  return lines;
}

/** The bridge's own time per answer: our POST received → handler resolved minus the floor's, at p50 and p99. */
export function addedTime(ours, floor) {
  if (ours === undefined || floor === undefined) return undefined;
  const figure = (q, p) => ({
    value: ours[p] - floor[p],
    range: quantileDifferenceInterval(ours.times, floor.times, q),
    n: Math.min(ours.times.length, floor.times.length),
  });
  return { p50: figure(0.5, 'p50'), p99: figure(0.99, 'p99'), ours, floor };
}

/** The memory a 50,000-stream instance would hold, from a row: its RSS without streams plus that many streams with a request each. */
export function projectedRss(row, streams = CAPACITY_STREAMS) {
  const perStream = row.rssPerStream + row.rssPerPending;
  const base = row.rssPeak - row.perServer * perStream;
  return { bytes: base + streams * perStream, base, perStream };
}

/**
 * The goals, each with its figure and verdict. `busy` (a string) marks timed verdicts taken on a
 * loaded machine; `fd` ({ soft, hard, maxPerProcess }) says why a step could not be measured.
 */
export function goals({ rows, floorRows = [], plainRows = [], soak, floorSoak, busy, fd }) {
  const lines = ['| goal | measured | verdict |', '| --- | --- | --- |'];
  const timed = (text) => (busy ? `${text} (${busy})` : text);
  const byPer = (n) => rows.find((row) => row.perServer === n);
  const capacityRow = byPer(10_000) ?? rows.at(-1);
  const latencyRow = rows.find((row) => row.total === 1_000) ?? rows.at(-1);
  if (capacityRow !== undefined) {
    const memory = limitVerdict(capacityRow.rssPeak, 512 * 2 ** 20);
    const p99 = limitVerdict(capacityRow.delivery.p99, 100, { range: capacityRow.delivery.p99Range, n: capacityRow.delivery.n });
    const memoryOk =
      memory.verdict === 'met' && capacityRow.streamsFailed === 0
        ? memory
        : {
            verdict: 'missed',
            text: capacityRow.streamsFailed > 0 ? `**missed** (${capacityRow.streamsFailed} streams did not open)` : memory.text,
          };
    const both =
      memoryOk.verdict === 'met' && p99.verdict === 'met'
        ? 'met'
        : memoryOk.verdict === 'missed' || p99.verdict === 'missed'
          ? '**missed**'
          : 'too close to call';
    const short =
      capacityRow.perServer < 10_000 ? `not measured at 10,000 per instance (largest step ${count(capacityRow.perServer)}): ` : '';
    lines.push(
      `| ≥ 10,000 open streams per instance within 512 MiB, p99 event delivery ≤ 100 ms | ${count(capacityRow.perServer)} streams per instance (each with a request pending): RSS ${mib(capacityRow.rssPeak)}, heap ${mib(capacityRow.heapPeak)}; p99 delivery ${ms(capacityRow.delivery.p99)}${range(capacityRow.delivery.p99Range)} | ${short}${timed(both === 'met' ? 'met' : `${both} (memory ${memoryOk.text}; delivery ${p99.text})`)} |`,
    );
  }
  if (latencyRow !== undefined) {
    for (const [key, label] of [
      ['delivery', 'p99 question latency (elicitation/create → event in the stream) ≤ 25 ms'],
      ['answer', "p99 answer latency (POST → the MCP client's handler resolved) ≤ 25 ms"],
    ]) {
      const figure = latencyRow[key];
      const verdict = limitVerdict(figure.p99, 25, { range: figure.p99Range, n: figure.n });
      const short = latencyRow.total !== 1_000 ? `not measured at 1,000 (step ${count(latencyRow.total)}): ` : '';
      lines.push(
        `| ${label}, 1,000 concurrent requests on two instances | ${ms(figure.p99)}${range(figure.p99Range)} (p50 ${ms(figure.p50)}, ${figure.n} samples at ${count(latencyRow.total)} channels) | ${short}${timed(verdict.text)} |`,
      );
    }
    const verdict = limitVerdict(latencyRow.roundTrips, 8);
    const executed = Object.entries(latencyRow.redisByCommand)
      .filter(([, n]) => n >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n.toFixed(2)}`)
      .join(', ');
    lines.push(
      `| ≤ 8 Redis commands per request lifecycle (sent by the instances; a script counts once) | ${num(latencyRow.roundTrips, 2)} sent; ${num(latencyRow.redisExecuted, 1)} executed by Redis counting each script's inner commands (${executed}) | ${verdict.text} |`,
    );
  }
  if (soak !== undefined && soak.keys !== undefined) {
    const keysOk = soak.keys.withoutTtl === 0 && soak.keys.pending === 0 && soak.pendingLeft === 0 && soak.streamsLeft === 0;
    const growth = soak.growth;
    lines.push(
      `| No growth after the soak (${count(soak.requests)} requests across both instances) | heap after GC ${soak.readings.map((b) => mib(b)).join(' → ')} (both instances, every ${count(soak.windowRequests)} requests); median growth per window ${kib(growth.perWindow)}${growth.range ? ` (95 % interval ${kib(growth.range[0])} to ${kib(growth.range[1])}; tolerance ${kib(soak.tolerance)})` : ''}; Redis keys left ${count(soak.keys.keys)} (${Object.entries(
        soak.keys.byKind,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(
          ', ',
        )}), ${soak.keys.withoutTtl} without a TTL, longest TTL ${(soak.keys.longestMs / 1000).toFixed(0)} s; ${soak.keys.pending} pending in Redis, ${soak.pendingLeft} held and ${soak.streamsLeft} streams open on the instances | ${keysOk ? growth.text : '**missed**'} |`,
    );
  }

  // Against the metal: the node:http floor at as many streams per process as an instance holds.
  const pairs = metalRows({ rows, floorRows, plainRows });
  const pair = pairs.at(-1);
  if (pair !== undefined) {
    for (const [what, heap, rss] of [
      ['idle stream', 'heapPerStream', 'rssPerStream'],
      ['pending request', 'heapPerPending', 'rssPerPending'],
    ]) {
      const ratios = [pair.ours[heap] / pair.floor[heap], pair.ours[rss] / pair.floor[rss]];
      const others = pairs
        .slice(0, -1)
        .filter((p) => p.n >= 1_000)
        .map((p) => `at ${count(p.n)}: ${times(p.ours[heap] / p.floor[heap])} / ${times(p.ours[rss] / p.floor[rss])}`);
      const met = ratios.every((r) => r <= MEMORY_RATIO);
      lines.push(
        `| Memory per ${what} ≤ ${MEMORY_RATIO}× the node:http floor's (heap and RSS, after GC) | at ${count(pair.n)} streams per process: heap ${kib(pair.ours[heap])} vs ${kib(pair.floor[heap])} (${times(ratios[0])}), RSS ${kib(pair.ours[rss])} vs ${kib(pair.floor[rss])} (${times(ratios[1])})${others.length > 0 ? `; heap / RSS ratios ${others.join(', ')}` : ''} | ${
          met
            ? 'met'
            : `**missed** (${ratios
                .map((r, i) => (r > MEMORY_RATIO ? `${i === 0 ? 'heap' : 'RSS'} ${times(r)}` : ''))
                .filter(Boolean)
                .join(', ')})`
        } |`,
      );
    }
  }
  const biggest = rows.at(-1);
  if (biggest !== undefined) {
    const projection = projectedRss(biggest);
    const measured = biggest.perServer >= CAPACITY_STREAMS;
    const bytes = measured ? biggest.rssPeak : projection.bytes;
    const ok = bytes <= CAPACITY_BYTES && biggest.streamsFailed === 0;
    const floorBiggest = floorRows.at(-1);
    const floorProjection = floorBiggest === undefined ? undefined : projectedRss(floorBiggest);
    const metal =
      floorProjection === undefined
        ? ''
        : `; the node:http floor at ${count(floorBiggest.perServer)}: ${kib(floorProjection.perStream)} per stream with a request over ${mib(floorProjection.base)}, so 1 GiB holds about ${count(Math.floor((CAPACITY_BYTES - floorProjection.base) / floorProjection.perStream))}`;
    const why =
      fd !== undefined && fd.maxPerProcess < CAPACITY_STREAMS
        ? `not measured at ${count(CAPACITY_STREAMS)}: \`ulimit -n\` here is ${fd.soft} (hard limit ${fd.hard}, which only a privileged user can raise), so a process holds at most ${count(fd.maxPerProcess)} streams; `
        : '';
    lines.push(
      `| ≥ ${count(CAPACITY_STREAMS)} streams per instance (each with a request pending) within 1 GiB | ${measured ? `measured: RSS ${mib(biggest.rssPeak)} at ${count(biggest.perServer)} per instance` : `largest step ${count(biggest.perServer)} per instance: RSS ${mib(biggest.rssPeak)}; at ${kib(projection.perStream)} per stream with a request over a base of ${mib(projection.base)}, ${count(CAPACITY_STREAMS)} would take ${mib(projection.bytes)} and 1 GiB holds about ${count(Math.floor((CAPACITY_BYTES - projection.base) / projection.perStream))}`}${metal} | ${why}${measured ? (ok ? 'met' : '**missed**') : ok ? 'met by projection' : '**missed** by projection'} |`,
    );
  }
  if (soak !== undefined) {
    const cpu = limitVerdict(soak.cpuMsPerLifecycle, 1);
    lines.push(
      `| CPU per request lifecycle on an instance ≤ 1 ms (the soak: both instances' CPU ÷ lifecycles; the MCP pair's share included, as in the floor) | ${ms(soak.cpuMsPerLifecycle)}${floorSoak ? ` (the floor with the same MCP pair: ${ms(floorSoak.cpuMsPerLifecycle)})` : ''} | ${timed(cpu.text)} |`,
    );
    const perCore = limitVerdict(soak.perCore, 2_000, { atLeast: true });
    const p99 = limitVerdict(soak.answer.p99, 25, { range: soak.answer.p99Range, n: soak.answer.n });
    const both =
      perCore.verdict === 'met' && p99.verdict === 'met'
        ? 'met'
        : perCore.verdict === 'missed' || p99.verdict === 'missed'
          ? `**missed** (${[perCore.verdict === 'met' ? '' : `throughput ${perCore.text}`, p99.verdict === 'met' ? '' : `p99 ${p99.text}`].filter(Boolean).join('; ')})`
          : `too close to call (p99 ${p99.text})`;
    lines.push(
      `| ≥ 2,000 request lifecycles per second per instance core, p99 answer latency ≤ 25 ms (the soak) | ${count(Math.round(soak.perCore))} per core (${count(soak.requests)} lifecycles at ${count(soak.rate)}/s over 1,000 channels, asked and answered in rounds); answer latency p99 ${ms(soak.answer.p99)}${range(soak.answer.p99Range)}, p50 ${ms(soak.answer.p50)}${floorSoak ? `; the floor: ${count(Math.round(floorSoak.perCore))} per core, p99 ${ms(floorSoak.answer.p99)}` : ''} | ${timed(both)} |`,
    );
  }
  const latencyFloor = floorRows.find((row) => row.perServer === latencyRow?.perServer);
  const added = addedTime(
    latencyRow && { p50: latencyRow.server.p50, p99: latencyRow.server.p99, times: latencyRow.serverTimes },
    latencyFloor && { p50: latencyFloor.server.p50, p99: latencyFloor.server.p99, times: latencyFloor.serverTimes },
  );
  if (added !== undefined) {
    const p50 = limitVerdict(added.p50.value, 0.5, added.p50);
    const p99 = limitVerdict(added.p99.value, 2, added.p99);
    const both =
      p50.verdict === 'met' && p99.verdict === 'met'
        ? 'met'
        : p50.verdict === 'missed' || p99.verdict === 'missed'
          ? `**missed** (${[p50.verdict === 'met' ? '' : `p50 ${p50.text}`, p99.verdict === 'met' ? '' : `p99 ${p99.text}`].filter(Boolean).join('; ')})`
          : `too close to call (p50 ${p50.text}; p99 ${p99.text})`;
    lines.push(
      `| The bridge's own time per answer ≤ 0.5 ms p50 / 2 ms p99 (POST received → the MCP client's handler resolved, from server-side timestamps, minus the same path in the floor; ${count(latencyRow.total)} channels) | p50 ${ms(added.p50.value)}${range(added.p50.range)}, p99 ${ms(added.p99.value)}${range(added.p99.range)} (bridge ${ms(added.ours.p50)} / ${ms(added.ours.p99)}, floor ${ms(added.floor.p50)} / ${ms(added.floor.p99)}) | ${timed(both)} |`,
    );
  }
  return lines;
}
