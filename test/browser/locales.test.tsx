import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog, withOverrides } from '../../src/index';
import { ElicitationHost } from '../../src/elicitation/host';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { ar } from '../../src/locales/ar';
import { de } from '../../src/locales/de';
import { describedByText, dialog, expectNoAxeViolations, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'acme', label: 'Acme Tools', reported: { name: 'acme-mcp', title: 'Acme', version: '2.1.0' } };

const order: ElicitRequestParams = {
  message: 'How many seats, and for how much?',
  requestedSchema: {
    type: 'object',
    properties: {
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 12 },
      budget: { type: 'number', title: 'Budget', exclusiveMinimum: 0 },
      address: { type: 'object', title: 'Address' },
    },
    required: ['seats', 'budget'],
  },
};

const open = async (props: OpenRequestProps) => (await openRequest({ server, ...props })).recorder;

afterEach(async () => {
  await cleanup();
});

describe('the dialog in German', () => {
  it('takes every accessible name, hint, issue and error from the locale, and lang="de"', async () => {
    await open({ request: order, locale: de });
    await expect.element(page.getByRole('dialog', { name: 'Anfrage von Acme Tools' })).toBeVisible();
    expect(dialog().getAttribute('lang')).toBe('de');
    expect(dialog().getAttribute('dir')).toBe('ltr');
    await expect.element(page.getByText('Bezeichnet sich als „Acme“ (acme-mcp) 2.1.0')).toBeVisible();
    await expect
      .element(page.getByText('„address“ ist eine verschachtelte Gruppe von Feldern, die dieser Dialog nicht anzeigen kann.'))
      .toBeVisible();
    // The server's message keeps its own direction.
    expect(dialog().querySelector('[data-slot="elicitation-message"]')?.getAttribute('dir')).toBe('auto');

    const seats = page.getByRole('textbox', { name: 'Seats' });
    expect(describedByText(seats.element())).toBe('Eine ganze Zahl, 1 bis 12');
    const budget = page.getByRole('textbox', { name: 'Budget' });
    expect(describedByText(budget.element())).toBe('Eine Zahl, größer als 0');
    await expect.element(page.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Abbrechen' })).toBeVisible();

    await seats.fill('13');
    await budget.fill('0');
    await page.getByRole('button', { name: 'Annehmen' }).click();
    await expect.poll(() => describedByText(seats.element())).toBe('Eine ganze Zahl, 1 bis 12 | Darf höchstens 12 sein');
    // The exclusive bound has its own message: 0 is not "at least 0".
    await expect.poll(() => describedByText(budget.element())).toBe('Eine Zahl, größer als 0 | Muss größer als 0 sein');
    await expectNoAxeViolations();
  });

  it('withOverrides replaces single entries of a locale’s texts and messages', async () => {
    const recorder = await open({
      request: {
        message: 'Name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
      },
      locale: withOverrides(de, { texts: { accept: 'Abschicken' }, messages: { required: () => 'Bitte ausfüllen' } }),
    });
    await page.getByRole('button', { name: 'Abschicken' }).click();
    await expect.element(page.getByText('Bitte ausfüllen')).toBeVisible();
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('a field with an empty key and no title is named by the locale', async () => {
    await open({ request: { message: 'Wert?', requestedSchema: { type: 'object', properties: { '': { type: 'string' } } } }, locale: de });
    await expect.element(page.getByRole('textbox', { name: '(Feld ohne Namen)' })).toBeVisible();
  });

  it('the URL consent screen and its warnings speak German', async () => {
    await open({
      request: { mode: 'url', message: 'Anmelden', url: 'http://google.com@evil.example:8443/login', elicitationId: 'e1' },
      locale: de,
    });
    await expect.element(page.getByRole('button', { name: 'evil.example öffnen' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Vollständige Adresse' })).toBeVisible();
    await expect.element(page.getByText('Sie gehen zu: evil.example (Port 8443)')).toBeVisible();
    await expect
      .element(page.getByText('Der Teil vor „@“ („google.com“) ist nicht die Website. Sie würden zu evil.example gehen.'))
      .toBeVisible();
    await expect.element(page.getByText('Die Seite ist nicht verschlüsselt (http)', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
  });
});

describe('the dialog in Arabic', () => {
  it('is right to left, and its accessible names come from the locale', async () => {
    await open({ request: order, locale: ar });
    await expect.element(page.getByRole('dialog', { name: 'طلب من Acme Tools' })).toBeVisible();
    expect(dialog().getAttribute('dir')).toBe('rtl');
    expect(dialog().getAttribute('lang')).toBe('ar');
    expect(getComputedStyle(dialog()).direction).toBe('rtl');
    // Server text still decides its own direction.
    expect(dialog().querySelector('[data-slot="elicitation-message"]')?.getAttribute('dir')).toBe('auto');
    await expect.element(page.getByRole('button', { name: 'رفض' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    const budget = page.getByRole('textbox', { name: 'Budget' });
    expect(describedByText(budget.element())).toBe('عدد، أكبر من 0');
    await budget.fill('0');
    await page.getByRole('button', { name: 'قبول' }).click();
    await expect.poll(() => describedByText(budget.element())).toBe('عدد، أكبر من 0 | يجب أن يكون أكبر من 0');
    await expectNoAxeViolations();
  });

  it('the host numbers requests, names the tool call and offers blocking in Arabic', async () => {
    const queue = createElicitationQueue();
    void queue.request(order, { server: { id: 'cal', label: 'Calendar' }, context: { toolName: 'book_slot', arguments: { day: 'mon' } } });
    void queue.request(order, { server: { id: 'cal', label: 'Calendar' } });
    await render(<ElicitationHost queue={queue} locale={ar} />);
    await expect.element(page.getByRole('dialog', { name: 'طلب من Calendar' })).toBeVisible();
    await expect.element(page.getByText('الطلب 1 من 2')).toBeVisible();
    // The server's name is isolated (FSI … PDI), so a left-to-right name keeps its order in Arabic.
    await expect.element(page.getByRole('button', { name: 'حظر \u2068Calendar\u2069 خلال هذه الجلسة' })).toBeVisible();
    await expect.element(page.getByText('أثناء تشغيل')).toBeVisible();
    await expect.element(page.getByText('عرض الوسائط')).toBeVisible();
    queue.dispose();
  });
});

describe('right to left with server text in English', () => {
  it("server text keeps its own direction but starts at the dialog's edge (right), like the labels around it", async () => {
    await render(
      <ElicitationDialog
        locale={ar}
        server={{ id: 'books', label: 'Bookings' }}
        onResult={() => {}}
        request={{
          message: 'Book a table at Trattoria Demo.',
          requestedSchema: {
            type: 'object',
            properties: { size: { type: 'integer', title: 'Party size', description: 'Guests, including you' } },
          },
        }}
      />,
    );
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const message = dialog().querySelector<HTMLElement>('[data-slot="elicitation-message"]')!;
    // Laid out left to right (its own words) ...
    expect(getComputedStyle(message).direction).toBe('ltr');
    // ... and aligned like the Arabic dialog around it.
    expect(getComputedStyle(message).textAlign).toBe('right');
    const description = dialog().querySelector<HTMLElement>('[data-slot="elicitation-field-description"]')!;
    expect(getComputedStyle(description).textAlign).toBe('right');
    const input = dialog().querySelector<HTMLElement>('input')!;
    expect(getComputedStyle(input).textAlign).not.toBe('right');
  });
});
