/**
 * Browser commands for the file field (a draft: `experimental.files`). They run in the Vitest server
 * with the Playwright page of the test's browser session, so a test can use Chromium's own file
 * chooser: the page clicks nothing itself; the command clicks the button and answers the chooser.
 */
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/**
 * Clicks the button named `buttonName` in the test's frame, waits for the file chooser it opens, and
 * picks a file of `bytes` (base64) named `name` of type `mimeType`. Returns the chooser's `accept`
 * attribute, as the page asked for it.
 */
const chooseFile: BrowserCommand<[buttonName: string, file: { name: string; mimeType: string; base64: string }], string | null> = async (
  context,
  buttonName,
  file,
) => {
  const frame = await context.frame();
  const [chooser] = await Promise.all([
    context.page.waitForEvent('filechooser', { timeout: 10_000 }),
    frame.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  const accept = await chooser.element().getAttribute('accept');
  await chooser.setFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.base64, 'base64') });
  return accept;
};

export const fileCommands = { chooseFile };

declare module 'vitest/browser' {
  interface BrowserCommands {
    chooseFile: (buttonName: string, file: { name: string; mimeType: string; base64: string }) => Promise<string | null>;
  }
}
