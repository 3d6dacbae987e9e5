// The Radix dialog the peers and the floor render their form in, laid out like the library's own
// (title with the server's name, close button, message, form, Decline / Accept), so only the form
// differs between contenders.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { BenchResult } from './harness';

export interface ShellProps {
  message: string;
  onResult: (result: BenchResult) => void;
  /** The id of the `<form>` that Accept submits; without one, Accept calls `onAccept`. */
  formId?: string;
  onAccept?: () => void;
  children: ReactNode;
}

export function Shell({ message, onResult, formId, onAccept, children }: ShellProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onResult({ action: 'cancel' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="bench-overlay" />
        <Dialog.Content
          className="bench-dialog"
          onOpenAutoFocus={(event) => {
            // As the library does: focus the first field rather than the close button.
            event.preventDefault();
            const root = event.currentTarget as HTMLElement;
            root.querySelector<HTMLElement>('form input, form select, form textarea, .bench-form input, .bench-form select')?.focus();
          }}
        >
          <header>
            <Dialog.Title>
              Request from <bdi>Bench server</bdi>
            </Dialog.Title>
            <Dialog.Close aria-label="Cancel">×</Dialog.Close>
          </header>
          <Dialog.Description>{message}</Dialog.Description>
          <div className="bench-form">{children}</div>
          <div className="bench-actions">
            <button type="button" onClick={() => onResult({ action: 'decline' })}>
              Decline
            </button>
            <button type={formId ? 'submit' : 'button'} form={formId} onClick={formId ? undefined : onAccept}>
              Accept
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
