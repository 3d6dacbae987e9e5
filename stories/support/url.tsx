import type { Meta } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/index';
import { type ElicitResult } from 'mcp-elicitation-core';
import { createVisitedDomains, type OpenUrl } from 'mcp-elicitation-core/url';
import { server } from './stage';

/** A URL-mode request as a 2025-11-25 server sends it. */
export function urlRequest(url: string, message = 'Sign in to connect your account to Acme Tools.') {
  return { mode: 'url', message, url, elicitationId: 'connect-7f3a' };
}

/** Mounted inside the dialog's content: tells the stage whether the dialog is on screen. */
function ShownProbe({ onShown }: { onShown: (shown: boolean) => void }) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return null;
}

/** Never opens anything: the stories' `openUrl` always replaces the default opener. */
const noWindow: OpenUrl = () => 'opened';

/**
 * The page of a URL-mode story. Unlike `DialogStage` it keeps the dialog mounted after the answer,
 * because with `afterOpen: 'wait'` the dialog stays open once it has answered. Below it: the result
 * sent to the server and the addresses the story's `openUrl` stub was asked to open (it opens
 * none). "Show the request again" appears only once the dialog has closed, so nothing behind the
 * open modal is focusable. Each story gets its own `visitedDomains` store unless it passes one.
 */
export function UrlStage({ visitedDomains, openUrl = noWindow, onResult, notice, ...props }: ElicitationDialogProps) {
  const [visited] = useState(() => visitedDomains ?? createVisitedDomains());
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState(true);
  const [results, setResults] = useState<ElicitResult[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <ElicitationDialog
        key={round}
        {...props}
        visitedDomains={visited}
        openUrl={(href) => {
          setOpened((list) => [...list, href]);
          return openUrl(href);
        }}
        onResult={(result) => {
          onResult(result);
          setResults((list) => [...list, result]);
        }}
        notice={
          <>
            <ShownProbe onShown={setShown} />
            {notice}
          </>
        }
      />
      <section aria-labelledby="story-result-heading">
        <h2 id="story-result-heading" style={{ fontSize: '1rem' }}>
          Result sent to the server
        </h2>
        <pre data-testid="story-result" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {results.length === 0 ? 'None yet.' : results.map((result) => JSON.stringify(result)).join('\n')}
        </pre>
        <Listed title="Pages the host was asked to open (the story opens none)" items={opened} />
        {shown ? null : (
          <button
            type="button"
            onClick={() => {
              setShown(true);
              setResults([]);
              setOpened([]);
              setRound((n) => n + 1);
            }}
          >
            Show the request again
          </button>
        )}
      </section>
    </main>
  );
}

function Listed({ title, items }: { title: string; items: readonly string[] }): ReactNode {
  return (
    <>
      <h3 style={{ fontSize: '0.875rem' }}>{title}</h3>
      {items.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul data-testid="story-opened" style={{ overflowWrap: 'anywhere' }}>
          {items.map((href, index) => (
            <li key={index}>{href}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What every URL-mode story shares: the dialog, the stage, a spy for `onResult` and a stub opener. */
export const urlMeta = {
  component: ElicitationDialog,
  render: (args) => <UrlStage {...args} />,
  args: { server, onResult: fn(), openUrl: fn<OpenUrl>(() => 'opened') },
  argTypes: {
    request: { control: 'object', description: 'The `params` of `elicitation/create`, as the server sent them.' },
    onResult: { table: { category: 'Events' } },
    openUrl: {
      table: { category: 'Events' },
      description: 'Opens the page. The stories pass a stub that records the address and opens nothing.',
    },
    afterOpen: { control: 'inline-radio', options: ['close', 'wait', 'confirm'] },
    trustedDomains: { control: 'object' },
    visitedDomains: { control: false },
  },
} satisfies Meta<typeof ElicitationDialog>;
