'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { setNonce } from 'get-nonce';
import { useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  ElicitationContext,
  ElicitationPrivateContext,
  ModalPartsContext,
  type ElicitationContextValue,
  type ElicitationFormState,
  type ElicitationPresentation,
  type ElicitationPrivateValue,
  type ModalParts,
} from './context';
import { ElicitationInternalsContext, formInternals } from './form-internals';
import type { ElicitationRootProps } from './root-props';
import { useElicitationForm, type UseElicitationFormOptions } from './use-elicitation-form';

export type { ElicitationRootProps } from './root-props';

/** Props of `ElicitationFormProvider` (internal). */
interface ElicitationFormProviderProps {
  /** What `useElicitationForm` returned. */
  form: ElicitationFormState;
  /** How the parts present themselves. Default `'inline'`. */
  presentation?: ElicitationPresentation;
  /** Where a modal is portalled; defaults to `document.body`. */
  container?: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Provides a form built with `useElicitationForm` to the parts below it (internal: hosts use
 * `ElicitationRoot`, which is this plus the hook and Radix's dialog root when modal).
 */
function ElicitationFormProvider({ form, presentation = 'inline', container, children }: ElicitationFormProviderProps) {
  return (
    <PartsProvider form={form} presentation={presentation} container={container}>
      {presentation === 'modal' ? <ModalPartsContext.Provider value={radixModalParts}>{children}</ModalPartsContext.Provider> : children}
    </PartsProvider>
  );
}

/**
 * What the modal renders with: Radix Dialog's parts, handed to the parts through context by the
 * modal roots only. The parts and the inline roots never name Radix, so a page that uses only
 * `ElicitationPanel` bundles none of it. (`ElicitationDialog` and `ElicitationPanel` are marked
 * pure for the same reason: bundlers keep a `forwardRef` call, used or not, and all it reaches.)
 */
const radixModalParts: ModalParts = /* @__PURE__ */ (() => ({
  // In a pure call: a bundler that counts reading a namespace import's member as a side effect
  // (rolldown) would otherwise keep Radix for a page that never renders the modal.
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Content: Dialog.Content,
  Title: Dialog.Title,
  Description: Dialog.Description,
}))();

/**
 * The form's state and how it is presented, for the parts below (no modal parts: see
 * `ElicitationFormProvider`). React Hook Form's `FormProvider` is rendered too: a custom field
 * written with `Controller` / `useController`, or a layout using `useFormContext()` (`watch`,
 * `setValue`, `trigger`, …), works on the request's form. Its control names are `f0`, `f1`, … in
 * the fields' order (`fields[i]` is `f${i}`): property keys come from the server and may hold dots
 * or brackets that React Hook Form reads as paths.
 */
function PartsProvider({
  form,
  presentation,
  container,
  children,
}: ElicitationFormProviderProps & { presentation: ElicitationPresentation }) {
  // Two contexts: what a custom part may read, and the wiring only the built-in parts use.
  const { registry, ids, finish, fieldsDisabled, ...state } = form;
  const value: ElicitationContextValue = { ...state, presentation };
  // The same object while what it holds stays the same: the fields read it, and the root renders
  // again for changes that are not theirs (the answer's state, React Hook Form's own `isReady`).
  const { texts } = form;
  const wiring = useMemo(
    (): ElicitationPrivateValue => ({ registry, ids, finish, container, texts, fieldsDisabled }),
    [registry, ids, finish, container, texts, fieldsDisabled],
  );
  const internals = formInternals(form) ?? null;
  const parts = (
    <ElicitationInternalsContext.Provider value={internals}>
      <ElicitationPrivateContext.Provider value={wiring}>
        <ElicitationContext.Provider value={value}>{children}</ElicitationContext.Provider>
      </ElicitationPrivateContext.Provider>
    </ElicitationInternalsContext.Provider>
  );
  return internals ? <FormProvider {...internals.form}>{parts}</FormProvider> : parts;
}

/**
 * Holds one request's state (through `useElicitationForm`) and provides it to the parts. Everything
 * the host can customise is set here; the parts only lay it out.
 *
 * @example
 * <ElicitationRoot request={params} server={{ id: 'github' }} onResult={respond}>
 *   <ElicitationContent>
 *     <ElicitationTitle />
 *     <ElicitationMessage />
 *     <ElicitationFields />
 *     <ElicitationActions>
 *       <ElicitationDecline />
 *       <ElicitationAccept />
 *     </ElicitationActions>
 *   </ElicitationContent>
 * </ElicitationRoot>
 */
export function ElicitationRoot({ presentation = 'modal', container, nonce, children, ...options }: ElicitationRootProps) {
  // Set during render: the scroll lock's style is injected by a child's effect, before ours run.
  if (nonce !== undefined) setNonce(nonce);
  const form = useElicitationForm(options);
  return (
    <ElicitationFormProvider form={form} presentation={presentation} container={container}>
      {presentation === 'modal' ? (
        <Dialog.Root open={form.open} onOpenChange={(next) => (next ? undefined : form.dismiss())}>
          {children}
        </Dialog.Root>
      ) : (
        children
      )}
    </ElicitationFormProvider>
  );
}

/**
 * `ElicitationRoot` with `presentation="inline"`, minus the modal's Radix parts it never uses:
 * what `ElicitationPanel` renders through, so an inline-only page does not bundle Radix Dialog.
 */
export function InlineRoot({ children, ...options }: UseElicitationFormOptions & { children?: ReactNode }) {
  const form = useElicitationForm(options);
  return (
    <PartsProvider form={form} presentation="inline">
      {children}
    </PartsProvider>
  );
}
