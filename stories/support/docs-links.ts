/**
 * The pages of docs/ (and the README) that Storybook shows, each rendered from its Markdown file (`DocsPage`), so the
 * prose is written once, in docs/. Keyed by the path from docs/, with the title of the Storybook page that shows it (its
 * `<Meta title>`); test/unit/storybook-docs.test.ts holds this list to the .mdx files.
 */
export const DOCS_IN_STORYBOOK: Readonly<Record<string, string>> = {
  '../README.md': 'Docs/Getting started',
  'accessibility.md': 'Docs/Accessibility',
  'presentations.md': 'Docs/Presentations',
  'custom-layouts.md': 'Docs/Custom layouts',
  'styling.md': 'Docs/Styling',
  'languages.md': 'Docs/Languages',
  'url-mode.md': 'Docs/URL mode',
  'queue.md': 'Docs/Integrations/Queue',
  'clients.md': 'Docs/Integrations/What each adapter does',
  'clients/sdk-v1.md': 'Docs/Integrations/Official SDK v1',
  'clients/sdk-v2.md': 'Docs/Integrations/Official SDK v2',
  'clients/mcp-use.md': 'Docs/Integrations/mcp-use',
  'clients/mastra.md': 'Docs/Integrations/Mastra',
  'clients/ai-sdk.md': 'Docs/Integrations/Vercel AI SDK',
  'chat-ai-sdk.md': 'Docs/Integrations/Chat apps',
  'chat-mastra-assistant-ui.md': 'Docs/Integrations/Chat apps',
};

/** The id Storybook gives the docs page of an MDX file with this title (its sidebar path, lower-case, dashed). */
export function docsPageId(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}--docs`;
}

/** A link's target from the page at `from` (a path from docs/), as a path from the repository's root. */
function resolveLink(from: string, href: string): string {
  const parts: string[] = [];
  for (const part of [...`docs/${from}`.split('/').slice(0, -1), ...href.split('/')]) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * A docs page's Markdown as Storybook shows it: a link to another page Storybook shows goes to that page; a link to
 * any other file of the repository (which Storybook does not serve) becomes its text and the file's path; an image of
 * the repository is left out; HTML comments (the snippet checker's) go. Fenced code is left as written.
 *
 * @example
 * storybookMarkdown('clients/mastra.md', 'See [queue.md](../queue.md).'); // 'See [queue.md](?path=/docs/docs-integrations-queue--docs).'
 */
export function storybookMarkdown(from: string, markdown: string): string {
  return markdown
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/<!--[\s\S]*?-->\n?/g, '')
            .replace(/(!?)\[([^\]]+)\]\(([^)\s]+)\)/g, (link, image: string, text: string, href: string) => {
              if (/^[a-z]+:|^#|^\?/.test(href)) return link;
              const target = resolveLink(from, href.split('#')[0]!);
              if (image) return '';
              const title = DOCS_IN_STORYBOOK[target.startsWith('docs/') ? target.slice('docs/'.length) : `../${target}`];
              if (title !== undefined) return `[${text}](?path=/docs/${docsPageId(title)})`;
              return text.replace(/`/g, '').includes(target) ? text : `${text} (\`${target}\`)`;
            }),
    )
    .join('');
}
