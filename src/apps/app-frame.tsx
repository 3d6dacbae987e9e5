'use client';
/**
 * The frame an MCP App answers an elicitation in (app-rendered elicitations, a draft): the sandbox
 * proxy's frame, run by `runApp` while it is mounted. One mount is one bridge for one (server,
 * request, resource): the dialog keys it so. Loaded with `import()` by the dialog only when an app
 * is shown, so neither it nor ext-apps weighs on the first paint.
 */
import { useEffect, useRef, useState } from 'react';
import {
  checkAnswer,
  type AppFallbackCode,
  type ElicitApp,
  type ElicitRequestParams,
  type ElicitResult,
  type Validator,
} from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { AppFailure, runApp } from './run-app';

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  readonly app: ElicitApp;
  readonly sandboxProxy: string;
  /** The request as the server sent it: forwarded to the app unchanged. */
  readonly params: ElicitRequestParams;
  /** The frame's accessible name ("App from Acme"). */
  readonly title: string;
  /** Said while the app loads. */
  readonly loading: string;
  /** How the app's result is checked here, outside the frame: the form's validator, and whether file inputs are on. */
  readonly check: { readonly validator: Validator; readonly files: boolean };
  /** The app's result, once it passed the one check of a whole answer (`checkAnswer`). */
  readonly onResult: (result: ElicitResult) => void;
  /** The app gave way to the form. */
  readonly onFailure: (code: AppFallbackCode) => void;
}

/**
 * The proxy's frame (`allow-same-origin` there keeps the proxy's own, other origin, which the
 * messages are checked against; the app's inner frame never gets it), and a status line while the
 * app loads.
 */
export function AppFrame(props: AppFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { app, sandboxProxy, params } = props;
  useEffect(() => {
    const controller = new AbortController();
    runApp({
      frame: frame.current!,
      sandboxProxy,
      read: () => app.read(),
      params,
      signal: controller.signal,
      onInitialized: () => setReady(true),
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        // The one check of a whole answer (the bridge's too); one that does not fit shows the form.
        const { check } = latest.current;
        const verdict = checkAnswer(params, result, () => check.validator, { experimental: { files: check.files } });
        if (verdict.ok) latest.current.onResult(verdict.result);
        else latest.current.onFailure('content');
      },
      (error: unknown) => {
        if (!controller.signal.aborted) latest.current.onFailure(error instanceof AppFailure ? error.code : 'error');
      },
    );
    return () => controller.abort();
  }, [app, sandboxProxy, params]);
  return (
    <div {...slot('elicitation-app')}>
      <p role="status" {...slot('elicitation-app-loading')}>
        {ready ? '' : props.loading}
      </p>
      <iframe
        ref={frame}
        title={props.title}
        referrerPolicy="origin"
        sandbox="allow-scripts allow-same-origin allow-forms"
        {...slot('elicitation-app-frame')}
      />
    </div>
  );
}
