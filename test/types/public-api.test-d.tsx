// Type tests of the public signatures, as a host writes against them (Vitest's typecheck mode:
// `npx vitest run --project types`; `npm run typecheck` checks this file too). Each assertion pins
// a shape the docs promise: what a host passes, what it gets back, and what is no longer there.
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createElicitationQueue,
  createRemoteElicitationQueue,
  type ElicitationStore,
  type ElicitationTarget,
  type ElicitRequestParams,
  type ElicitResult,
  type QueueEntry,
} from 'mcp-elicitation-core';
import { attachElicitation as attachV1 } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationBridge, toNodeHandler } from 'mcp-elicitation-core/server';
import type { bindEntry, ElicitationDialog, ElicitationHost, ElicitationPanel, ElicitationProvider } from 'mcp-elicitation-react';
import { useElicitation, withOverrides, type ElicitationLocale, type UseElicitationResult } from 'mcp-elicitation-react';
import type { ElicitationReceipt } from 'mcp-elicitation-react/chat';
import { notifyWhenHidden } from 'mcp-elicitation-react/tasks';
import { de } from 'mcp-elicitation-react/locales/de';
import { en } from 'mcp-elicitation-react/locales/en';

describe('the queue', () => {
  it('is both sides: the adapters’ target and the UI’s store', () => {
    const queue = createElicitationQueue();
    expectTypeOf(queue).toExtend<ElicitationTarget>();
    expectTypeOf(queue).toExtend<ElicitationStore>();
  });

  it('the remote queue is a store only: an adapter cannot ask through it', () => {
    const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });
    expectTypeOf(remote).toExtend<ElicitationStore>();
    expectTypeOf(remote).not.toHaveProperty('request');
    expectTypeOf(remote).not.toHaveProperty('complete');
  });

  it('answers with an ElicitResult, whose action is one of three', () => {
    expectTypeOf<ElicitResult['action']>().toEqualTypeOf<'accept' | 'decline' | 'cancel'>();
    expectTypeOf<ElicitationStore['respond']>().parameters.toEqualTypeOf<[id: string, result: ElicitResult]>();
  });
});

describe('the React package', () => {
  it('ElicitationProvider takes the app’s queue, required', () => {
    expectTypeOf<ComponentProps<typeof ElicitationProvider>['queue']>().toEqualTypeOf<ElicitationStore>();
  });

  it('useElicitation returns the store it reads, and the request to show', () => {
    expectTypeOf(useElicitation).returns.toEqualTypeOf<UseElicitationResult>();
    expectTypeOf<UseElicitationResult['queue']>().toEqualTypeOf<ElicitationStore>();
    expectTypeOf<UseElicitationResult['current']>().toEqualTypeOf<QueueEntry | undefined>();
  });

  it('bindEntry gives props both presentations take', () => {
    type Bound = ReturnType<typeof bindEntry>;
    expectTypeOf<Bound>().toExtend<Partial<ComponentProps<typeof ElicitationDialog>>>();
    expectTypeOf<Bound>().toExtend<Partial<ComponentProps<typeof ElicitationPanel>>>();
    expectTypeOf<Bound['onResult']>().toEqualTypeOf<(result: ElicitResult) => void>();
  });

  it('a dialog takes the request as the server sent it and reports one result', () => {
    type Props = ComponentProps<typeof ElicitationDialog>;
    expectTypeOf<ElicitRequestParams>().toExtend<Props['request']>();
    expectTypeOf<NonNullable<Props['onResult']>>().parameters.toEqualTypeOf<[result: ElicitResult]>();
  });

  it('words come from one locale prop; the old wording props are gone', () => {
    type Props = ComponentProps<typeof ElicitationDialog>;
    expectTypeOf<Props['locale']>().toEqualTypeOf<ElicitationLocale | undefined>();
    expectTypeOf<Props>().not.toHaveProperty('texts');
    expectTypeOf<Props>().not.toHaveProperty('messages');
    expectTypeOf<ComponentProps<typeof ElicitationHost>>().not.toHaveProperty('hostTexts');
    expectTypeOf(withOverrides(de, { texts: { accept: 'Senden' } })).toEqualTypeOf<ElicitationLocale>();
    expectTypeOf(en).toEqualTypeOf<ElicitationLocale>();
  });

  it('the receipt and the task helpers take the same locale', () => {
    expectTypeOf<ComponentProps<typeof ElicitationReceipt>['locale']>().toEqualTypeOf<ElicitationLocale | undefined>();
    expectTypeOf(notifyWhenHidden).parameter(0).toEqualTypeOf<ElicitationStore>();
    expectTypeOf(notifyWhenHidden).returns.toEqualTypeOf<() => void>();
  });
});

describe('adapters and the server', () => {
  it('an adapter attaches to a client with a target and who the host is, and can be detached', () => {
    expectTypeOf(attachV1).parameter(1).toHaveProperty('elicit');
    expectTypeOf(attachV1).parameter(1).toHaveProperty('server');
    expectTypeOf(attachV1).returns.toEqualTypeOf<() => void>();
  });

  it('the bridge is a web-standard handler, and toNodeHandler makes it node:http’s', () => {
    const bridge = createElicitationBridge({ authorize: () => 'user' });
    expectTypeOf(bridge.handler).toEqualTypeOf<(request: Request) => Promise<Response>>();
    expectTypeOf(bridge.disconnect).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(toNodeHandler).parameter(0).toEqualTypeOf<(request: Request) => Promise<Response>>();
  });
});
