'use client';
import { FormProvider } from 'react-hook-form';
import { ElicitationContext } from './context';
import { LazyPartsReady } from './lazy-parts';
import type { ElicitationRootProps } from './root-props';
import { useElicitationForm } from './use-elicitation-form';

export type { ElicitationRootProps } from './root-props';

/**
 * Holds one request: `useElicitationForm` and one provider. Everything the host can customise is
 * set here; the parts lay it out, in a modal (`ElicitationDialogContent`) or inline
 * (`ElicitationPanelContent`). React Hook Form's own `FormProvider` is rendered too: a custom field
 * written with `Controller` / `useController`, or a layout using `useFormContext()` (`watch`,
 * `setValue`, `trigger`, …), works on the request's form. Its control names are `f0`, `f1`, … in
 * the fields' order (`fields[i]` is `f${i}`): property keys come from the server and may hold dots
 * or brackets that React Hook Form reads as paths. A request whose parts load on demand (a file
 * field) renders its children once their code is here.
 *
 * @example
 * <ElicitationRoot request={params} server={{ id: 'github' }} onResult={respond}>
 *   <ElicitationDialogContent>
 *     <ElicitationTitle />
 *     <ElicitationMessage />
 *     <ElicitationFields />
 *     <ElicitationActions>
 *       <ElicitationDecline />
 *       <ElicitationAccept />
 *     </ElicitationActions>
 *   </ElicitationDialogContent>
 * </ElicitationRoot>
 */
export function ElicitationRoot({ children, ...options }: ElicitationRootProps) {
  const { form, methods } = useElicitationForm(options);
  return (
    <FormProvider {...methods}>
      <ElicitationContext.Provider value={form}>
        <LazyPartsReady form={form}>{children}</LazyPartsReady>
      </ElicitationContext.Provider>
    </FormProvider>
  );
}
