import { lazy, Suspense, useState } from 'react';
import { fileFieldChunk } from './file-field-loader';
import { OnDemandBoundary, PartUnavailable } from './on-demand-boundary';
import type { FieldProps } from './types';

/** The file field from its own chunk, for a field mounted before the chunk arrived. */
const LoadingFileField = lazy(() => fileFieldChunk.load().then((module) => ({ default: module.FileField })));

/**
 * The registry's file field (SEP-2356, `experimental.files`): the picker of `./file-field`, whose
 * code loads on demand (`fileFieldChunk`). The host starts the download when its queue holds a
 * request that asks for a file, and `ElicitationRoot` waits for it before the request mounts, so the
 * field is there, complete, when the request opens. Rendered on its own before the code arrived (a
 * hand-made layout without the root's wait), it appears when the code does.
 *
 * @example
 * <OnDemandFileField {...props} /> // what `defaultFieldRegistry.file` renders
 */
export function OnDemandFileField(props: FieldProps<'file'>) {
  // Chosen once for the field's life: switching from the lazy component to the loaded one would
  // mount the field anew (its chosen file's announcement and a read in progress would be lost).
  const [loaded] = useState(fileFieldChunk.loaded);
  if (loaded !== undefined) return <loaded.FileField {...props} />;
  // A failed download stays in the field's place; Decline and Cancel stay the request's.
  return (
    <OnDemandBoundary fallback={<PartUnavailable text={props.file?.unavailable ?? ''} />}>
      <Suspense fallback={null}>
        <LoadingFileField {...props} />
      </Suspense>
    </OnDemandBoundary>
  );
}
