'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { setNonce } from 'get-nonce';
import { useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { ElicitationContext, ModalPartsContext, type ModalParts } from './context';
import type { ElicitationRootProps } from './root-props';
import { useElicitationForm, type UseElicitationFormOptions } from './use-elicitation-form';

export type { ElicitationRootProps } from './root-props';

/**
 * The request's form, and React Hook Form's own `FormProvider` for the parts below: a custom field
 * written with `Controller` / `useController`, or a layout using `useFormContext()` (`watch`,
 * `setValue`, `trigger`, …), works on the request's form. Its control names are `f0`, `f1`, … in
 * the fields' order (`fields[i]` is `f${i}`): property keys come from the server and may hold dots
 * or brackets that React Hook Form reads as paths.
 */
function Provide({ value, children }: { value: ReturnType<typeof useElicitationForm>; children: ReactNode }) {
  return (
    <FormProvider {...value.methods}>
      <ElicitationContext.Provider value={value.form}>{children}</ElicitationContext.Provider>
    </FormProvider>
  );
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
  const value = useElicitationForm(options);
  const parts = useMemo(() => ({ ...radixModalParts, container }), [container]);
  const { form } = value;
  if (presentation !== 'modal') return <Provide value={value}>{children}</Provide>;
  return (
    <Provide value={value}>
      <ModalPartsContext.Provider value={parts}>
        <Dialog.Root open={form.open} onOpenChange={(next) => (next ? undefined : form.dismiss())}>
          {children}
        </Dialog.Root>
      </ModalPartsContext.Provider>
    </Provide>
  );
}

/**
 * What the modal renders with: Radix Dialog's parts, handed to the parts through context by the
 * modal roots only. The parts and the inline roots never name Radix, so a page that uses only
 * `ElicitationPanel` bundles none of it. (`ElicitationDialog` and `ElicitationPanel` are marked
 * pure for the same reason: bundlers keep a `forwardRef` call, used or not, and all it reaches.)
 */
const radixModalParts: Omit<ModalParts, 'container'> = /* @__PURE__ */ (() => ({
  // In a pure call: a bundler that counts reading a namespace import's member as a side effect
  // (rolldown) would otherwise keep Radix for a page that never renders the modal.
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Content: Dialog.Content,
  Title: Dialog.Title,
  Description: Dialog.Description,
}))();

/**
 * `ElicitationRoot` with `presentation="inline"`, minus the modal's Radix parts it never uses:
 * what `ElicitationPanel` renders through, so an inline-only page does not bundle Radix Dialog.
 */
export function InlineRoot({ children, ...options }: UseElicitationFormOptions & { children?: ReactNode }) {
  return <Provide value={useElicitationForm(options)}>{children}</Provide>;
}
