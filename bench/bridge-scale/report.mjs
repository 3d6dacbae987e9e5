// The Markdown `npm run bench:bridge` prints (and with --write puts in BENCHMARKS.md between its
// markers): the goals with verdicts, the growth table, the soak, the machine line and how to rerun.
import { limitVerdict } from './verdicts.mjs';

export const START = '<!-- bridge-scale:start -->';
export const END = '<!-- bridge-scale:end -->';

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : value === Number.POSITIVE_INFINITY ? 'never' : 'n/a';
const range = (r) => (r === undefined || !Number.isFinite(r[1]) ? '' : ` (${r[0].toFixed(1)}–${r[1].toFixed(1)})`);
const num = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

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
    '| streams (per instance) | heap / RSS per stream | heap / RSS per pending request | peak heap / RSS of an instance | question p50 / p99 (95 % interval) | answer p50 / p99 (95 % interval) | Redis commands / round trips per request | Redis bytes per request | CPU per request (instance A / B) | Redis commands/s with streams idle |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.total.toLocaleString('en')} (${row.perInstance.toLocaleString('en')}) | ${kib(row.heapPerStream)} / ${kib(row.rssPerStream)} | ${kib(row.heapPerPending)} / ${kib(row.rssPerPending)} | ${mib(row.heapPeak)} / ${mib(row.rssPeak)} | ${ms(row.delivery.p50)} / ${ms(row.delivery.p99)}${range(row.delivery.p99Range)} | ${ms(row.answer.p50)} / ${ms(row.answer.p99)}${range(row.answer.p99Range)} | ${num(row.redisExecuted)} / ${num(row.roundTrips)} | ${kib(row.bytes)} | ${row.cpuMsPerRequest.map((v) => ms(v)).join(' / ')} | ${num(row.background, 0)} |`,
    );
  }
  for (const row of rows) {
    const { questions, answers } = row.missing;
    if (questions + answers + row.postsFailed + row.streamsFailed > 0) {
      lines.push(
        '',
        `At ${row.total.toLocaleString('en')} channels, within the deadlines: ${row.streamsFailed} streams did not open within 30 s (their questions count as never delivered), ${questions} questions never reached a stream, ${row.postsFailed} POSTs failed or were not sent (${JSON.stringify(row.postStatuses ?? {})} by status, 0 for a failed connection), ${answers} answers never reached the MCP client (counted as never in the percentiles).`,
      );
    }
  }
  return lines;
}

/** The goals, each with its figure and verdict. `busy` (a string) marks timed verdicts taken on a loaded machine. */
export function goals({ rows, soak, capacityRow, latencyRow, busy }) {
  const lines = ['| goal | measured | verdict |', '| --- | --- | --- |'];
  const timed = (text) => (busy ? `${text} (${busy})` : text);
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
      capacityRow.perInstance < 10_000
        ? `not measured at 10,000 per instance (largest step ${capacityRow.perInstance.toLocaleString('en')}): `
        : '';
    lines.push(
      `| ≥ 10,000 open streams per instance within 512 MiB, p99 event delivery ≤ 100 ms | ${capacityRow.perInstance.toLocaleString('en')} streams per instance (each with a request pending): RSS ${mib(capacityRow.rssPeak)}, heap ${mib(capacityRow.heapPeak)}; p99 delivery ${ms(capacityRow.delivery.p99)}${range(capacityRow.delivery.p99Range)}; at ${kib(capacityRow.rssPerStream + capacityRow.rssPerPending)} of RSS per stream with a request, 512 MiB holds about ${Math.floor((512 * 2 ** 20) / Math.max(1, capacityRow.rssPerStream + capacityRow.rssPerPending)).toLocaleString('en')} | ${short}${timed(both === 'met' ? 'met' : `${both} (memory ${memoryOk.text}; delivery ${p99.text})`)} |`,
    );
  }
  if (latencyRow !== undefined) {
    for (const [key, label] of [
      ['delivery', 'p99 question latency (elicitation/create → event in the stream) ≤ 25 ms'],
      ['answer', "p99 answer latency (POST → the MCP client's handler resolved) ≤ 25 ms"],
    ]) {
      const figure = latencyRow[key];
      const verdict = limitVerdict(figure.p99, 25, { range: figure.p99Range, n: figure.n });
      const short = latencyRow.total !== 1_000 ? `not measured at 1,000 (step ${latencyRow.total.toLocaleString('en')}): ` : '';
      lines.push(
        `| ${label}, 1,000 concurrent requests on two instances | ${ms(figure.p99)}${range(figure.p99Range)} (p50 ${ms(figure.p50)}, ${figure.n} samples at ${latencyRow.total.toLocaleString('en')} channels) | ${short}${timed(verdict.text)} |`,
      );
    }
  }
  const costRow = latencyRow ?? rows[rows.length - 1];
  if (costRow !== undefined) {
    const verdict = limitVerdict(costRow.roundTrips, 8);
    const executed = Object.entries(costRow.redisByCommand)
      .filter(([, n]) => n >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n.toFixed(2)}`)
      .join(', ');
    lines.push(
      `| ≤ 8 Redis commands per request lifecycle (sent by the instances; a script counts once) | ${num(costRow.roundTrips, 2)} sent; ${num(costRow.redisExecuted, 1)} executed by Redis counting each script's inner commands (${executed}) | ${verdict.text} |`,
    );
  }
  if (soak !== undefined) {
    const keysOk = soak.keys.withoutTtl === 0 && soak.keys.pending === 0 && soak.pendingLeft === 0 && soak.streamsLeft === 0;
    const growth = soak.growth;
    const verdict = !keysOk ? '**missed**' : growth.text;
    lines.push(
      `| No growth after the soak (${soak.requests.toLocaleString('en')} requests across both instances) | heap after GC ${soak.readings.map((b) => mib(b)).join(' → ')} (both instances, every ${soak.windowRequests.toLocaleString('en')} requests); median growth per window ${kib(growth.perWindow)}${growth.range ? ` (95 % interval ${kib(growth.range[0])} to ${kib(growth.range[1])}; tolerance ${kib(soak.tolerance)})` : ''}; ${Math.round(soak.requests / soak.seconds).toLocaleString('en')} requests/s through the whole lifecycle, POST p99 ${ms(soak.postP99)} (autocannon, 20 connections per instance, no rate limit); Redis keys left ${soak.keys.keys.toLocaleString('en')} (${Object.entries(
        soak.keys.byKind,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(
          ', ',
        )}), ${soak.keys.withoutTtl} without a TTL, longest TTL ${(soak.keys.longestMs / 1000).toFixed(0)} s; ${soak.keys.pending} pending in Redis, ${soak.pendingLeft} held and ${soak.streamsLeft} streams open on the instances | ${verdict} |`,
    );
  }
  return lines;
}
