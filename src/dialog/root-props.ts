import type { ReactNode } from 'react';
import type { FieldRegistry } from '../fields/types';
import type { ElicitationLocale } from '../locales/types';
import type { ElicitApp, ElicitContext, ElicitationExperimental, ElicitResult, ServerIdentity } from 'mcp-elicitation-core';
import type { Validator } from 'mcp-elicitation-core';

/**
 * Props of {@link ElicitationRoot}: one request, who asks, where the answer goes, and how it is
 * checked, worded and answered. `ElicitationDialog` and `ElicitationPanel` take the same. For a
 * request in a queue, `bindEntry(queue, entry)` gives the first ones.
 *
 * @example
 * const props: ElicitationRootProps = { request: params, server: { id: 'github' }, onResult: respond, stepper: true };
 */
export interface ElicitationRootProps {
  /**
   * The `params` of the `elicitation/create` request, exactly as the server sent them. Untrusted:
   * anything malformed is reported in the form, never thrown. Use one form per request (give its
   * component a `key`): a request answers once.
   */
  request: unknown;
  /** Who is asking. `id`/`label` come from the host and are shown as the server's name. */
  server: ServerIdentity;
  /** Called exactly once with the user's answer: accept (valid content), decline or cancel. */
  onResult: (result: ElicitResult) => void;
  /**
   * Called when a request that already answered but stayed open closes (URL mode,
   * `afterOpen: 'wait'`: the user closed the waiting screen, or `completed` was set). Unanswered
   * requests report closing through `onResult` (`cancel`) instead.
   */
  onClose?: () => void;
  /** Replaces the ajv validator (for example on pages that forbid `eval`). */
  validator?: Validator;
  /**
   * Every word the user sees, in one language: a locale from `mcp-elicitation-react/locales/<lang>`
   * (`en`, `de` …) or your own; English when unset. Sets `lang` and `dir` on the dialog. To change
   * single words, pass `withOverrides(locale, { texts, messages, hostTexts })`.
   */
  locale?: ElicitationLocale;
  /** Replaces the component for any kind of field. */
  fields?: Partial<FieldRegistry>;
  /**
   * Makes the answer controls inert (Cancel stays available), e.g. when the server withdrew the
   * request.
   */
  disabled?: boolean;
  /**
   * Whether unmounting an unanswered request answers `cancel`. Default `true`: a request that
   * disappears must not leave the server waiting. A request kept in a queue stays pending there for
   * the next form (`bindEntry` turns it off).
   */
  cancelOnUnmount?: boolean;
  /**
   * What the user had typed into this request before its form was last unmounted (keyed by control
   * name, as `onDraftChange` gave it): the form starts from it rather than from the request's
   * defaults. It is the user's answer, not the server's: it is marked "Your previous answer", not as
   * filled in by the server, and closing the form still asks before discarding it.
   */
  draft?: Readonly<Record<string, unknown>>;
  /**
   * Called with the form's values (keyed by control name) each time the user changes one, to keep
   * them where a later form for the same request finds them (`draft`): a queue keeps them
   * (`bindEntry`).
   */
  onDraftChange?: (values: Readonly<Record<string, unknown>>) => void;
  /** A lone required choice answers with one button per option. Default `true`. */
  quickAnswers?: boolean;
  /** Forms of more than one field ask one field at a time ("2 of 5", Back / Next). Default `false`. */
  stepper?: boolean;
  /**
   * The tool call that caused the request (`QueueEntry.context`, which `bindEntry` passes). With
   * its `annotations`, an approval gate for a destructive tool says so and focuses Decline first.
   */
  toolContext?: ElicitContext | undefined;
  children?: ReactNode;

  /** Drafts of the protocol to follow, each off by default (docs/drafts/). */
  experimental?: ElicitationExperimental;
  /**
   * The server's MCP App for this request (`QueueEntry.app`, which `bindEntry` passes): with
   * `experimental.apps.sandboxProxy` it is shown in place of the fields, the form being the fallback.
   */
  app?: ElicitApp | undefined;
}
