'use client';
/**
 * The parts of an app-rendered request (a draft, `experimental.apps`): the server's MCP App in
 * place of the fields, "Use the standard form" beside Decline, and the short notice the form shows
 * when the app gave way to it. Server identity, Decline, Cancel, the queue position and the deadline
 * stay the dialog's, outside the frame.
 */
import { lazy, Suspense } from 'react';
import { OnDemandBoundary } from '../fields/on-demand-boundary';
import { slot } from '../theme/slot';
import { useElicitationContext } from './context';

/** The frame and ext-apps' bridge, in their own chunk: fetched when an app is shown. */
const LazyAppFrame = lazy(() => import('../apps/app-frame').then((module) => ({ default: module.AppFrame })));

/**
 * The server's app, in place of the fields, while the request is shown in it. One frame per
 * (server, request, resource).
 *
 * @example
 * <ElicitationApp />
 */
export function ElicitationApp() {
  const form = useElicitationContext();
  const { app } = form;
  if (app === undefined) return null;
  // A frame whose code failed to download gives way to the form, as any failure of the app does.
  return (
    <OnDemandBoundary fallback={null} onError={() => app.fail('load')}>
      <Suspense fallback={<p {...slot('elicitation-app-loading')}>{form.texts.appLoading(form.serverLabel)}</p>}>
        <LazyAppFrame
          key={`${form.server.id}\u0000${app.resourceUri}`}
          app={app.app}
          sandboxProxy={app.sandboxProxy}
          params={app.params}
          title={form.texts.appFrameTitle(form.serverLabel)}
          loading={form.texts.appLoading(form.serverLabel)}
          check={app.check}
          onResult={app.answer}
          onFailure={app.fail}
        />
      </Suspense>
    </OnDemandBoundary>
  );
}

/**
 * "Use the standard form": leaves the app for the native form of the same request.
 *
 * @example
 * <ElicitationUseStandardForm />
 */
export function ElicitationUseStandardForm() {
  const form = useElicitationContext();
  if (form.app === undefined) return null;
  return (
    <button type="button" disabled={form.fieldsDisabled} onClick={form.app.useStandardForm} {...slot('elicitation-app-use-form')}>
      {form.texts.appUseForm}
    </button>
  );
}

/**
 * Why the form is shown rather than the server's app, when the app gave way to it.
 *
 * @example
 * <ElicitationAppNotice />
 */
export function ElicitationAppNotice() {
  const form = useElicitationContext();
  if (form.appFallback === undefined) return null;
  return (
    <p role="status" {...slot('elicitation-app-notice')}>
      {form.texts.appFallback(form.appFallback, form.serverLabel)}
    </p>
  );
}
