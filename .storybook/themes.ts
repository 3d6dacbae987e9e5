// The stylesheet is injected as a <style> element rather than imported as a side effect, so the
// "unstyled" theme can remove it: `ElicitationDialog` always carries the `mcp-elicitation` class,
// and the only honest way to show what a host sees without `styles.css` is not to load it.
import stylesheet from '../src/theme/styles.css?inline';

/** The values of the toolbar's theme global. */
export const THEMES = ['light', 'dark', 'unstyled', 'custom'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The "custom tokens" theme: what a host writes to re-brand the dialog through the custom
 * properties alone. Shown verbatim on the styling page, so keep it a realistic example.
 */
export const CUSTOM_TOKENS_CSS = `.mcp-elicitation {
  --mcp-el-font: Georgia, 'Times New Roman', serif;
  --mcp-el-bg: #fdf8f2;
  --mcp-el-fg: #2b1d0e;
  --mcp-el-muted: #6b4f2f;
  --mcp-el-border: #8a6d4b;
  --mcp-el-surface: #f1e6d6;
  --mcp-el-accent: #6d28d9;
  --mcp-el-accent-fg: #ffffff;
  --mcp-el-danger: #a4161a;
  --mcp-el-warning-bg: #fde68a;
  --mcp-el-warning-fg: #4a2f00;
  --mcp-el-focus: #6d28d9;
  --mcp-el-radius: 2px;
  --mcp-el-control-radius: 0;
  --mcp-el-width: 36rem;
  --mcp-el-gap: 1.25rem;
}
[data-slot='elicitation-overlay'] {
  --mcp-el-overlay: rgb(43 29 14 / 0.55);
}`;

const STYLE_ID = 'mcp-el-storybook-theme';
const TOKENS_ID = 'mcp-el-storybook-tokens';

function setStyle(id: string, css: string | undefined) {
  let element = document.getElementById(id);
  if (css === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('style');
    element.id = id;
    document.head.append(element);
  }
  if (element.textContent !== css) element.textContent = css;
}

/** Puts the page in the given theme: stylesheet loaded or not, `data-theme`, extra tokens. */
export function applyTheme(theme: Theme) {
  setStyle(STYLE_ID, theme === 'unstyled' ? undefined : stylesheet);
  setStyle(TOKENS_ID, theme === 'custom' ? CUSTOM_TOKENS_CSS : undefined);
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  else root.removeAttribute('data-theme');
  // The canvas behind the overlay follows the theme, so a dark dialog is not judged on white.
  document.body.style.background = theme === 'dark' ? '#0d1117' : '';
  document.body.style.color = theme === 'dark' ? '#e6edf3' : '';
}

/**
 * Buttons, inputs, selects and text areas that do not use their dialog's font. Browsers give form
 * controls a font of their own (Chromium's buttons: 13.33px Arial), so a control the stylesheet
 * forgets shows in it even when a host sets `--mcp-el-font`. Only meaningful with the stylesheet
 * loaded.
 */
export function controlsOffFont(): Element[] {
  if (!document.getElementById(STYLE_ID)) return [];
  // Check boxes and radio buttons draw no text.
  const controls = document.querySelectorAll(
    ':is(.mcp-elicitation, .mcp-elicitation-host-blocked) :is(button, input:not([type="checkbox"], [type="radio"]), select, textarea)',
  );
  return [...controls].filter((control) => {
    const root = control.closest('.mcp-elicitation, .mcp-elicitation-host-blocked');
    return root !== null && getComputedStyle(control).fontFamily !== getComputedStyle(root).fontFamily;
  });
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
