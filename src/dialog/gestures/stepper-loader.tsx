import { lazy, Suspense, useState } from 'react';
import { onDemand } from '../../fields/on-demand';
import { OnDemandBoundary, PartUnavailable } from '../../fields/on-demand-boundary';
import { ElicitationDecline } from '../actions';
import { useElicitationContext } from '../context';

/**
 * The stepper's code (`./stepper`, with its review and choices), fetched on demand: only a host
 * that sets `stepper` shows it, for a form of more than one field. The host preloads it when it has
 * a request to show; `ElicitationRoot` waits for it before such a request mounts.
 */
export const stepperChunk = onDemand(() => import('./stepper'));

/** The stepper from its own chunk, for a layout rendered before the chunk arrived. */
const LoadingStepper = lazy(() => stepperChunk.load().then((module) => ({ default: module.ElicitationStepper })));

/**
 * The default layout's stepper: `ElicitationStepper`, from its chunk. Once the code is here (the
 * root waits for it) it renders at once.
 *
 * @example
 * {gesture === 'stepper' ? <OnDemandStepper /> : <ElicitationFields />}
 */
export function OnDemandStepper() {
  // Chosen once for the part's life: switching from the lazy component to the loaded one would mount it anew.
  const [loaded] = useState(stepperChunk.loaded);
  const { texts } = useElicitationContext();
  if (loaded !== undefined) return <loaded.ElicitationStepper />;
  // A failed download says so in the stepper's place, with the request's Decline as the way out.
  return (
    <OnDemandBoundary
      fallback={
        <>
          <PartUnavailable text={texts.partUnavailable} />
          <ElicitationDecline />
        </>
      }
    >
      <Suspense fallback={null}>
        <LoadingStepper />
      </Suspense>
    </OnDemandBoundary>
  );
}
