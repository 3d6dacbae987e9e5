/**
 * The composition contract of every part, in both presentations: it forwards its ref to its DOM
 * element, `asChild` moves its props onto the host's element instead, and the host's handlers run
 * first and may `preventDefault()` the built-in behaviour.
 */
import '../../src/theme/styles.css';
import { createRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import {
  ElicitationAccept,
  ElicitationActions,
  ElicitationCancel,
  ElicitationConfirm,
  ElicitationDecision,
  ElicitationDialogContent,
  ElicitationErrorSummary,
  ElicitationDecline,
  ElicitationFields,
  ElicitationFormError,
  ElicitationIssues,
  ElicitationMessage,
  ElicitationPanelContent,
  ElicitationPrefilledNote,
  ElicitationQuickAnswers,
  ElicitationRoot,
  ElicitationServerInfo,
  ElicitationStatus,
  ElicitationStepper,
  ElicitationTitle,
} from '../../src/index';

type ElicitationPresentation = 'modal' | 'inline';
/** The surface of each presentation: two content components over the same root and parts. */
const surfaces = { modal: ElicitationDialogContent, inline: ElicitationPanelContent } as const;
import {
  UrlConsentAddress,
  UrlConsentCopy,
  UrlConsentDestination,
  UrlConsentDetails,
  UrlConsentFamiliarity,
  UrlConsentOpen,
  UrlConsentRoot,
  UrlConsentStatus,
  UrlConsentWarnings,
} from '../../src/url-consent';
import { createVisitedDomains } from 'mcp-elicitation-core/url';
import { resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Tools', reported: { name: 'acme-mcp', version: '2.1.0' } };
// A field the normaliser reports an issue for (an unsupported nested object), so Issues renders.
const form = {
  message: 'Your name, please',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, nested: { type: 'object', title: 'Nested' } } },
};
const url = { mode: 'url', message: 'Sign in', url: 'https://xn--exmple-cua.com/login', elicitationId: 'e1' };
// The built-in layout's parts for one-gesture answers, each shown only for its kind of request.
const prefilled = {
  message: 'How many?',
  requestedSchema: { type: 'object', properties: { count: { type: 'integer', title: 'Count', default: 2 }, note: { type: 'string' } } },
};
const gate = {
  message: 'Delete the files?',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete them' } }, required: ['confirm'] },
};
const choice = {
  message: 'Which colour?',
  requestedSchema: { type: 'object', properties: { colour: { type: 'string', enum: ['red', 'blue'] } }, required: ['colour'] },
};

type AnyRef = RefObject<HTMLElement | null>;
interface PartCase {
  name: string;
  slot: string;
  request: unknown;
  /** Root props the part needs beyond the request (the stepper is chosen by the host). */
  stepper?: boolean;
  /** Renders the part with a ref, or with `asChild` around the given element. */
  part: (ref: AnyRef, child?: ReactElement) => ReactNode;
}

const asChildOr = (child: ReactElement | undefined) => (child ? { asChild: true, children: child } : {});

const cases: PartCase[] = [
  {
    name: 'ElicitationTitle',
    slot: 'elicitation-title',
    request: form,
    part: (ref, c) => <ElicitationTitle ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationServerInfo',
    slot: 'elicitation-server-info',
    request: form,
    part: (ref, c) => <ElicitationServerInfo ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationMessage',
    slot: 'elicitation-message',
    request: form,
    part: (ref, c) => <ElicitationMessage ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationIssues',
    slot: 'elicitation-issues',
    request: form,
    part: (ref, c) => <ElicitationIssues ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationFields',
    slot: 'elicitation-fields',
    request: form,
    part: (ref, c) => <ElicitationFields ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationFormError',
    slot: 'elicitation-form-error',
    request: form,
    part: (ref, c) => <ElicitationFormError ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationActions',
    slot: 'elicitation-actions',
    request: form,
    part: (ref, c) => <ElicitationActions ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationAccept',
    slot: 'elicitation-accept',
    request: form,
    part: (ref, c) => <ElicitationAccept ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationDecline',
    slot: 'elicitation-decline',
    request: form,
    part: (ref, c) => <ElicitationDecline ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationCancel',
    slot: 'elicitation-cancel',
    request: form,
    part: (ref, c) => <ElicitationCancel ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationStatus',
    slot: 'elicitation-status',
    request: form,
    part: (ref, c) => <ElicitationStatus ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationPrefilledNote',
    slot: 'elicitation-prefilled-note',
    request: prefilled,
    part: (ref, c) => <ElicitationPrefilledNote ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationErrorSummary',
    slot: 'elicitation-error-summary',
    request: form,
    part: (ref, c) => <ElicitationErrorSummary ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationDecision',
    slot: 'elicitation-decision',
    request: gate,
    part: (ref, c) => <ElicitationDecision ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationConfirm',
    slot: 'elicitation-accept',
    request: gate,
    part: (ref, c) => <ElicitationConfirm ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationQuickAnswers',
    slot: 'elicitation-fields',
    request: choice,
    part: (ref, c) => <ElicitationQuickAnswers ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'ElicitationStepper',
    slot: 'elicitation-stepper',
    request: prefilled,
    stepper: true,
    part: (ref, c) => <ElicitationStepper ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentDetails',
    slot: 'url-consent',
    request: url,
    part: (ref, c) => <UrlConsentDetails ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentDestination',
    slot: 'url-consent-destination',
    request: url,
    part: (ref, c) => <UrlConsentDestination ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentFamiliarity',
    slot: 'url-consent-familiarity',
    request: url,
    part: (ref, c) => <UrlConsentFamiliarity ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentAddress',
    slot: 'url-consent-address',
    request: url,
    part: (ref, c) => <UrlConsentAddress ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentWarnings',
    slot: 'url-consent-warnings',
    request: url,
    part: (ref, c) => <UrlConsentWarnings ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentStatus',
    slot: 'url-consent-status',
    request: url,
    part: (ref, c) => <UrlConsentStatus ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentOpen',
    slot: 'url-consent-open',
    request: url,
    part: (ref, c) => <UrlConsentOpen ref={ref as never} {...asChildOr(c)} />,
  },
  {
    name: 'UrlConsentCopy',
    slot: 'url-consent-copy',
    request: url,
    part: (ref, c) => <UrlConsentCopy ref={ref as never} {...asChildOr(c)} />,
  },
];

function Harness({
  presentation,
  request,
  stepper,
  children,
  onResult,
}: {
  presentation: ElicitationPresentation;
  request: unknown;
  stepper?: boolean | undefined;
  children: ReactNode;
  onResult?: () => void;
}) {
  const Content = surfaces[presentation];
  return (
    <ElicitationRoot request={request} server={server} stepper={stepper} onResult={onResult ?? (() => {})}>
      <UrlConsentRoot visitedDomains={createVisitedDomains()} openUrl={() => 'opened'}>
        {/* The stylesheet's class puts the modal above its backdrop, so it can be clicked. */}
        <Content className="mcp-elicitation">
          {/* Every surface needs its title (it names the dialog or the group). */}
          {children}
          <ElicitationTitle />
        </Content>
      </UrlConsentRoot>
    </ElicitationRoot>
  );
}

afterEach(async () => {
  await cleanup();
});

for (const presentation of ['modal', 'inline'] as const) {
  describe(`every part (${presentation})`, () => {
    for (const { name, slot, request, stepper, part } of cases) {
      it(`${name} forwards its ref and renders onto the host's element with asChild`, async () => {
        const ref = createRef<HTMLElement>();
        const screen = await render(
          <Harness presentation={presentation} request={request} stepper={stepper}>
            {part(ref)}
          </Harness>,
        );
        await expect.poll(() => ref.current?.getAttribute('data-slot')).toBe(slot);
        await screen.unmount();

        const child = createRef<HTMLElement>();
        await render(
          <Harness presentation={presentation} request={request} stepper={stepper}>
            {part(child, <section data-testid="host-element" />)}
          </Harness>,
        );
        const host = page.getByTestId('host-element');
        await expect.element(host).toHaveAttribute('data-slot', slot);
        expect(host.element().tagName).toBe('SECTION');
        expect(child.current).toBe(host.element());
      });
    }

    it(`${presentation === 'modal' ? 'ElicitationDialogContent' : 'ElicitationPanelContent'} forwards its ref and takes asChild`, async () => {
      const ref = createRef<HTMLDivElement>();
      const Content = surfaces[presentation];
      await render(
        <ElicitationRoot request={form} server={server} onResult={() => {}}>
          <Content ref={ref}>
            <ElicitationTitle />
          </Content>
        </ElicitationRoot>,
      );
      await expect.poll(() => ref.current?.getAttribute('data-slot')).toBe('elicitation-content');
      expect(ref.current?.getAttribute('data-presentation')).toBe(presentation);
      await cleanup();
      await render(
        <ElicitationRoot request={form} server={server} onResult={() => {}}>
          <Content asChild>
            <section data-testid="surface">
              <ElicitationTitle />
            </section>
          </Content>
        </ElicitationRoot>,
      );
      await expect.element(page.getByTestId('surface')).toHaveAttribute('data-slot', 'elicitation-content');
    });

    it('the host’s handlers run first and preventDefault() keeps the built-in behaviour from running', async () => {
      const recorder = resultRecorder();
      const calls: string[] = [];
      await render(
        <Harness presentation={presentation} request={form} onResult={recorder.onResult as () => void}>
          <ElicitationActions>
            <ElicitationDecline
              onClick={(event) => {
                calls.push('decline');
                event.preventDefault();
              }}
            />
            <ElicitationCancel
              onClick={(event) => {
                calls.push('cancel');
                if (calls.filter((c) => c === 'cancel').length === 1) event.preventDefault();
              }}
            />
          </ElicitationActions>
        </Harness>,
      );
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(recorder.results).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await recorder.single()).toEqual({ action: 'cancel' });
      expect(calls).toEqual(['decline', 'cancel', 'cancel']);
    });
  });
}
