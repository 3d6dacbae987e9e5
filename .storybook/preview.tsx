import type { Preview } from '@storybook/react-vite';
import { applyTheme, controlsOffFont, isTheme } from './themes';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Look of the dialog',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light (styles.css)' },
          { value: 'dark', title: 'Dark (styles.css, data-theme="dark")' },
          { value: 'unstyled', title: 'Unstyled (no styles.css)' },
          { value: 'custom', title: 'Custom tokens (--mcp-el-*)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      applyTheme(isTheme(context.globals.theme) ? context.globals.theme : 'light');
      return <Story />;
    },
  ],
  // The stylesheet selects parts by class (src/theme/slot.ts): every part a story renders must
  // carry `mcp-<slot>` beside its `data-slot`, or the stylesheet would silently miss it…
  afterEach: () => {
    const missing = [...document.querySelectorAll('[data-slot]')].filter(
      (element) => !element.classList.contains(`mcp-${element.getAttribute('data-slot')}`),
    );
    if (missing.length > 0) {
      throw new Error(
        `Parts without their stylesheet class: ${[...new Set(missing.map((element) => element.getAttribute('data-slot')))].join(', ')}`,
      );
    }
    // …and every control in the dialog's own font, not the browser's control font.
    const offFont = controlsOffFont();
    if (offFont.length > 0) {
      throw new Error(
        `Controls not in the dialog's font: ${[...new Set(offFont.map((element) => `${element.getAttribute('data-slot') ?? element.outerHTML.slice(0, 80)} (${getComputedStyle(element).fontFamily})`))].join(', ')}`,
      );
    }
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every axe violation fails the story, in the test run and in the a11y panel.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Getting started',
            'Integrations',
            ['Official SDK v1', 'Official SDK v2', 'mcp-use', 'Mastra', 'Vercel AI SDK', 'Queue'],
            'URL mode',
            'Styling',
            'Accessibility',
          ],
          'Dialog',
          'Fields',
          'Requests',
          'Queue',
          ['Several requests', 'Withdrawn by the server', 'Countdown', 'Block a server'],
          'URL mode',
          ['Consent', 'Warnings', 'Refused', 'Opening', 'Copy link'],
          'Themes',
          'Playground',
        ],
      },
    },
  },
};

export default preview;
