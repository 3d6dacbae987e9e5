import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ElicitationLocale } from '../../src/index';
import type { Field } from 'mcp-elicitation-core';
import { ar } from '../../src/locales/ar';
import { de } from '../../src/locales/de';
import { es } from '../../src/locales/es';
import { fr } from '../../src/locales/fr';
import { ja } from '../../src/locales/ja';
import { zhHans } from '../../src/locales/zh-Hans';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';
import { DialogStage, server } from '../support/stage';

/**
 * The dialog in each shipped language: pass `locale` (`import { de } from 'mcp-elicitation-react/locales/de'`).
 * Every word the dialog says comes from the locale, hints and errors included, with numbers and plurals in the
 * language's own way; the server's text (here also in that language) is shown as sent.
 */
const meta = {
  ...dialogMeta,
  title: 'Languages/Locales',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the server sends, in the user's language: the server's own words, not the dialog's. */
interface ServerWords {
  message: string;
  name: string;
  seats: string;
  budget: string;
  address: string;
}

function request(words: ServerWords) {
  return {
    message: words.message,
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: words.name, minLength: 2, maxLength: 40 },
        seats: { type: 'integer', title: words.seats, minimum: 1, maximum: 12 },
        budget: { type: 'number', title: words.budget, exclusiveMinimum: 0 },
        address: { type: 'object', title: words.address },
      },
      required: ['name', 'seats', 'budget'],
    },
  };
}

const anyField = { kind: 'text', key: 'k', label: 'k', required: true } as Field;

/** The play function every language shares: names, hints and errors all come from the locale. */
function story(locale: ElicitationLocale, words: ServerWords, extra: Partial<Story> = {}): Story {
  return {
    args: { request: request(words) },
    // The locale is closed over rather than passed as an arg: args are for what the controls can edit.
    render: (args) => <DialogStage {...args} locale={locale} />,
    play: async ({ canvasElement, args }) => {
      const { dialog, element } = await openDialog(canvasElement, { name: locale.texts.title(server.label as string) });
      await expect(element).toHaveAttribute('lang', locale.lang);
      await expect(element).toHaveAttribute('dir', locale.dir);
      await expect(dialog.getByText(locale.texts.issuesHeading)).toBeVisible();
      const seats = dialog.getByRole('textbox', { name: words.seats });
      await expect(seats).toHaveAccessibleDescription(
        locale.texts.hint({
          kind: 'number',
          key: 'seats',
          label: words.seats,
          required: true,
          integer: true,
          minimum: 1,
          maximum: 12,
        }) as string,
      );
      const budget = dialog.getByRole('textbox', { name: words.budget });
      await userEvent.type(dialog.getByRole('textbox', { name: words.name }), 'Ada');
      await userEvent.type(seats, '3');
      await userEvent.type(budget, '0');
      await userEvent.click(dialog.getByRole('button', { name: locale.texts.accept }));
      // The exclusive bound has its own message, in the locale's words.
      await waitFor(() => expect(dialog.getByText(locale.messages.exclusiveMinimum(0, anyField))).toBeVisible());
      await expect(args.onResult).not.toHaveBeenCalled();
      await userEvent.clear(budget);
      await userEvent.type(budget, '0.5');
      await userEvent.click(dialog.getByRole('button', { name: locale.texts.accept }));
      await waitFor(() =>
        expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada', seats: 3, budget: 0.5 } }),
      );
    },
    ...extra,
  };
}

export const German: Story = story(de, {
  message: 'Für wie viele Personen sollen wir buchen, und mit welchem Budget?',
  name: 'Name',
  seats: 'Plätze',
  budget: 'Budget in Euro',
  address: 'Anschrift',
});

export const French: Story = story(fr, {
  message: 'Pour combien de personnes faut-il réserver, et avec quel budget ?',
  name: 'Nom',
  seats: 'Places',
  budget: 'Budget en euros',
  address: 'Adresse',
});

export const Spanish: Story = story(es, {
  message: '¿Para cuántas personas reservamos y con qué presupuesto?',
  name: 'Nombre',
  seats: 'Plazas',
  budget: 'Presupuesto en euros',
  address: 'Dirección',
});

export const Japanese: Story = story(ja, {
  message: '何名分を、どのくらいの予算で予約しますか？',
  name: '名前',
  seats: '人数',
  budget: '予算（円）',
  address: '住所',
});

export const SimplifiedChinese: Story = story(zhHans, {
  message: '要为几位预订，预算是多少？',
  name: '姓名',
  seats: '人数',
  budget: '预算（元）',
  address: '地址',
});

/** The page around the dialog is right to left too, as an Arabic host app would be. */
const rtlPage: Decorator = (Story) => (
  <div dir="rtl" lang="ar">
    <Story />
  </div>
);

/** Right to left: the dialog carries `dir="rtl"`; the server's message and labels keep `dir="auto"`. */
export const Arabic: Story = story(
  ar,
  {
    message: 'لكم شخص نحجز، وبأي ميزانية؟',
    name: 'الاسم',
    seats: 'عدد المقاعد',
    budget: 'الميزانية بالدولار',
    address: 'العنوان',
  },
  { decorators: [rtlPage] },
);
