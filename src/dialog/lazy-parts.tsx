'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { fileFieldChunk } from '../fields/file-field-loader';
import { OnDemandBoundary } from '../fields/on-demand-boundary';
import { OnDemandFileField } from '../fields/on-demand-file-field';
import type { ElicitationForm } from './context';
import { stepperChunk } from './gestures/stepper-loader';

function Nothing() {
  return null;
}

/** Suspends until the chunks are here, then renders nothing. */
const AwaitFileField = lazy(() => fileFieldChunk.load().then(() => ({ default: Nothing })));
const AwaitStepper = lazy(() => stepperChunk.load().then(() => ({ default: Nothing })));

/**
 * Holds a request back until the code it needs that loads on demand is here (the file field's, for
 * a request with a file field the registry renders), so it mounts complete: focus lands on its
 * first field and nothing below moves when the field arrives. The host usually started the download
 * when the request was queued; a request with no such part renders at once, with no boundary added.
 */
export function LazyPartsReady({ form, children }: { form: ElicitationForm; children: ReactNode }) {
  const needsFileField = form.fields.some((field) => field.kind === 'file' && form.fieldProps(field.key)?.component === OnDemandFileField);
  const needsStepper = form.gesture === 'stepper';
  if (!needsFileField && !needsStepper) return children;
  // The same tree shape before and after the load: the children stay mounted when the wait ends.
  return (
    <Suspense fallback={null}>
      {/* A failed download ends the wait: the part itself then says so in its place. */}
      {needsFileField && fileFieldChunk.loaded() === undefined ? (
        <OnDemandBoundary fallback={null}>
          <AwaitFileField />
        </OnDemandBoundary>
      ) : null}
      {needsStepper && stepperChunk.loaded() === undefined ? (
        <OnDemandBoundary fallback={null}>
          <AwaitStepper />
        </OnDemandBoundary>
      ) : null}
      {children}
    </Suspense>
  );
}
