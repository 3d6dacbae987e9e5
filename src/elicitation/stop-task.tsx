'use client';
/**
 * "Stop task" (the host's `allowStopTask`): stops the whole long-running task a question comes
 * from (`tasks/cancel`), which withdraws its questions. Not an answer: Decline and Cancel answer
 * this question and the task goes on.
 */
import { useId } from 'react';
import type { QueueEntry } from 'mcp-elicitation-core';
import type { ElicitationHostTexts } from '../locales/types';
import { slot } from '../theme/slot';

/** Whether the host shows "Stop task" for an entry: a pending question of a task whose adapter offered it. */
export function canStopTask(entry: QueueEntry): boolean {
  return entry.task?.stoppable === true && entry.status === 'pending';
}

/** The button, after the actions, with what it does read with it. */
export function HostStopTask({ texts, onStop }: { texts: ElicitationHostTexts; onStop: () => void }) {
  const hintId = useId();
  return (
    <div {...slot('elicitation-host-stop-task')}>
      <button type="button" {...slot('elicitation-host-stop-task-button')} aria-describedby={hintId} onClick={onStop}>
        {texts.stopTask}
      </button>
      {/* Read with the button: that it ends the task, not only this question. */}
      <span id={hintId} hidden>
        {texts.stopTaskHint}
      </span>
    </div>
  );
}
