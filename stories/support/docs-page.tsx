import { Markdown } from '@storybook/addon-docs/blocks';
import { storybookMarkdown } from './docs-links';

/**
 * A page of docs/ in Storybook, rendered from its Markdown file (imported with `?raw`), so the same prose is never
 * written twice. `path` is the file's path under docs/, for its links.
 *
 * @example
 * import queue from '../../../docs/queue.md?raw';
 * <DocsPage path="queue.md" source={queue} />
 */
export function DocsPage({ path, source }: { path: string; source: string }) {
  return <Markdown>{storybookMarkdown(path, source)}</Markdown>;
}
