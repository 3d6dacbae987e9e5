/**
 * Copies a record of tools, replacing each `execute`. A copy keeps its tool's prototype (Mastra's
 * tools are class instances) and never changes the caller's tools, which may be shared.
 */
export type Execute = (...args: unknown[]) => unknown;

export function wrapExecutes<Tools extends object>(
  tools: Tools,
  wrap: (name: string, execute: Execute, tool: unknown) => (...args: never[]) => unknown,
): Tools {
  const wrapped: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools) as Array<[string, unknown]>) {
    const execute = typeof tool === 'object' && tool !== null ? (tool as { execute?: unknown }).execute : undefined;
    if (typeof execute !== 'function') {
      wrapped[name] = tool;
      continue;
    }
    const bound: Execute = (...args) => (execute as Execute).apply(tool, args);
    wrapped[name] = Object.assign(Object.create(Object.getPrototypeOf(tool) as object | null) as object, tool, {
      execute: wrap(name, bound, tool),
    });
  }
  return wrapped as Tools;
}
