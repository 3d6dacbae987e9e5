import '../../src/theme/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { createLiteValidator } from 'mcp-elicitation-core';
import type * as DefaultValidatorModule from '../../packages/mcp-elicitation-core/src/validation/default-validator';
import type { Validator } from 'mcp-elicitation-core';

// The default validator, counted: every compile it is asked for.
const calls = vi.hoisted(() => ({ compile: 0 }));
vi.mock('../../packages/mcp-elicitation-core/src/validation/default-validator', async (importOriginal) => {
  const real = await importOriginal<typeof DefaultValidatorModule>();
  const shared = real.createDefaultValidator();
  const counted: Validator = {
    compile(schema, dialect) {
      calls.compile++;
      return shared.compile(schema, dialect);
    },
    load: (schema, dialect) => shared.load?.(schema, dialect) ?? Promise.resolve(),
  };
  return { ...real, defaultValidator: () => counted };
});

const server = { id: 'acme', label: 'Acme Tools' };

function request(fields: number) {
  // Each test's schema is new in content, so no compile cache answers for it.
  const properties = Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}`, maxLength: 100 + fields }]),
  );
  return { message: 'Answers?', requestedSchema: { type: 'object', properties } };
}

/** Renders the dialog; how many compiles `count()` had seen by the first animation frame after the render began. */
async function compilesByFirstFrame(props: { request: unknown; validator?: Validator }, count: () => number) {
  const firstFrame = new Promise<number>((resolve) => requestAnimationFrame(() => resolve(count())));
  await render(<ElicitationDialog server={server} onResult={() => undefined} {...props} />);
  return firstFrame;
}

afterEach(() => cleanup());

describe('when the dialog compiles its checks', () => {
  it('with the default validator, a form of a few fields compiles on mount, before its first frame', async () => {
    // So an Accept pressed as soon as a short form shows does not wait for the compile.
    calls.compile = 0;
    expect(await compilesByFirstFrame({ request: request(3) }, () => calls.compile)).toBe(1);
  });

  it('a long form compiles after its first frame, which the compile never delays', async () => {
    calls.compile = 0;
    expect(await compilesByFirstFrame({ request: request(40) }, () => calls.compile)).toBe(0);
    await expect.poll(() => calls.compile).toBe(1);
  });

  it('a validator of the host’s (ajv compiles for tens of milliseconds) compiles after the first frame, however short the form', async () => {
    const lite = createLiteValidator();
    const host = { compile: 0 };
    const validator: Validator = {
      compile(schema, dialect) {
        host.compile++;
        return lite.compile(schema, dialect);
      },
    };
    expect(await compilesByFirstFrame({ request: request(3), validator }, () => host.compile)).toBe(0);
    await expect.poll(() => host.compile).toBe(1);
  });

  it('a form is not checked before the user asks', async () => {
    const lite = createLiteValidator();
    const counts = { compile: 0, check: 0 };
    const validator: Validator = {
      compile(schema, dialect) {
        counts.compile++;
        const check = lite.compile(schema, dialect);
        return (data) => {
          counts.check++;
          return check(data);
        };
      },
    };
    await render(<ElicitationDialog server={server} request={request(40)} validator={validator} onResult={() => undefined} />);
    // The poll sees the compile from a later timer task: the microtasks that follow a compile (its
    // `ready()` resolving) have all run by then.
    await expect.poll(() => counts.compile).toBe(1);
    expect(counts.check).toBe(0);
  });
});
