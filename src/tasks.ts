'use client';
// The `mcp-elicitation-react/tasks` entry: questions asked inside long-running tasks (the Tasks
// extension; the watcher and the task store are in mcp-elicitation-core). Which task asks, for a
// custom layout (`<ElicitationHost>` shows it itself), and telling the user when a task's question
// arrives while the page is hidden. `allowStopTask` is a prop of the root entry's host.
export { ElicitationTaskInfo } from './dialog/task-info';
export type { NotifyWhenHiddenOptions } from './elicitation/notify-when-hidden';
export { notifyWhenHidden } from './elicitation/notify-when-hidden';
