// `--help` for the bench's scripts: prints the comment block a script starts with (its own
// description of what it measures, how, and its options) and exits.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** With --help on the command line: prints the leading `//` comment of the script at `url` and exits. */
export function helpFromHeader(url) {
  if (!process.argv.includes('--help')) return;
  const lines = [];
  for (const line of readFileSync(fileURLToPath(url), 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  console.log(lines.join('\n'));
  process.exit(0);
}
