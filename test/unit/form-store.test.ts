/**
 * The form's state without React (`createFormStore`): values, one message per control, the submit
 * count, focus on the first invalid control after a failed submit, re-checks on change, and
 * listeners told about their own control only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormEngine, type FormEngine } from '../../src/form/engine';
import { createFormStore, type Focusable } from '../../src/form/store';
import { normalizeRequest } from '../../src/schema/normalize';
import { createLiteValidator } from '../../src/validation/lite-validator';

/** Three fields: f0 a required email, f1 an optional integer, f2 a multi-select with a default. */
function engineFor(): FormEngine {
  const model = normalizeRequest({
    message: 'Q',
    requestedSchema: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', title: 'Email' },
        age: { type: 'integer', minimum: 0, title: 'Age' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['a'], title: 'Tags' },
      },
      required: ['email'],
    },
  });
  if (model.mode !== 'form') throw new Error('not a form');
  return createFormEngine(model, createLiteValidator());
}

/** A stand-in element that records when it was focused. */
function element(name: string, focused: string[], connected = true): Focusable {
  return { focus: () => void focused.push(name), isConnected: connected };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createFormStore', () => {
  it('starts from the default values and returns copies', () => {
    const engine = engineFor();
    const store = createFormStore(engine);
    expect(store.getValues()).toEqual(engine.defaultValues);
    const copy = store.getValues();
    copy.f0 = 'changed';
    expect(store.getField('f0').value).toBe(engine.defaultValues.f0);
    expect(store.isDirty('f2')).toBe(false);
    store.setValue('f2', ['a', 'b']);
    expect(store.isDirty('f2')).toBe(true);
    // Equal items are not a change, whatever the array.
    store.setValue('f2', ['a']);
    expect(store.isDirty('f2')).toBe(false);
    expect(store.getStatus()).toEqual({ errors: {}, submitCount: 0 });
  });

  it('checks nothing on change before a submit, unless asked; once asked, synchronously when ready', async () => {
    const store = createFormStore(engineFor());
    store.change('f0', 'not an email');
    await Promise.resolve();
    expect(store.getField('f0').error).toBeUndefined();

    // Not ready yet: the check waits for the engine.
    expect(await store.validateField('f0')).toBe(false);
    expect(store.getField('f0').error).toEqual(expect.any(String));

    // Ready: a change with `validate` (the field was left) clears the error in the same call.
    store.change('f0', 'ada@example.com', { validate: true });
    expect(store.getField('f0').error).toBeUndefined();
  });

  it('re-checks a control on change while it shows an error', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    store.change('f1', '-1', { validate: true });
    expect(store.getField('f1').error).toEqual(expect.any(String));
    // No `validate`: the shown error still goes as soon as the answer is right.
    store.change('f1', '3');
    expect(store.getField('f1').error).toBeUndefined();
    // And the control is no longer checked on change.
    store.change('f1', '-2');
    expect(store.getField('f1').error).toBeUndefined();
  });

  it('sets every error on a failed submit, counts it and focuses the first invalid control in registration order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createFormStore(engineFor());
    await store.ready();
    const focused: string[] = [];
    // Registered in the layout's order: the age field comes first there.
    store.register('f1', element('f1', focused));
    store.register('f0', element('f0', focused));
    store.register('f2', element('f2', focused));
    // A ref detached (null) keeps the element it had, and its place.
    store.register('f1', null);
    store.setValue('f1', '-5');
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await store.submit({ onValid, onInvalid });
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(Object.keys(store.getStatus().errors).sort()).toEqual(['f0', 'f1']);
    expect(store.getStatus().submitCount).toBe(1);
    expect(focused).toEqual(['f1']);
    // Again a task later, in case rendering the errors replaced the element.
    vi.advanceTimersByTime(0);
    expect(focused).toEqual(['f1', 'f1']);
  });

  it('skips a control whose element left the page when focusing', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    const focused: string[] = [];
    store.register('f0', element('f0', focused, false));
    store.register('f1', element('f1', focused));
    store.setValue('f1', '-5');
    await store.submit({ onValid: () => undefined });
    expect(focused[0]).toBe('f1');
  });

  it('re-checks every change after a submit, and a valid submit clears the errors and hands over the content', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    await store.submit({ onValid: () => undefined });
    expect(store.getField('f0').error).toEqual(expect.any(String));
    store.change('f0', 'ada@example.com');
    expect(store.getField('f0').error).toBeUndefined();
    store.change('f0', 'ada@');
    expect(store.getField('f0').error).toEqual(expect.any(String));
    store.change('f0', 'ada@example.com');

    const onValid = vi.fn();
    const submitted = store.submit({ onValid });
    // The outcome comes a microtask later, after the event that submitted.
    expect(onValid).not.toHaveBeenCalled();
    await submitted;
    expect(onValid).toHaveBeenCalledWith({ ok: true, content: { email: 'ada@example.com', tags: ['a'] } });
    expect(store.getStatus()).toEqual({ errors: {}, submitCount: 2 });
  });

  it('focuses a control checked with `focus` only when it is invalid', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    const focused: string[] = [];
    store.register('f0', element('f0', focused));
    store.register('f1', element('f1', focused));
    expect(await store.validateField('f1', { focus: true })).toBe(true);
    expect(await store.validateField('f0', { focus: true })).toBe(false);
    expect(focused).toEqual(['f0']);
  });

  it('tells each control’s listeners about that control only; the form’s listeners about everything', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    const heard = { f0: 0, f1: 0, all: 0 };
    const stop0 = store.subscribeField('f0', () => heard.f0++);
    store.subscribeField('f1', () => heard.f1++);
    store.subscribe(() => heard.all++);

    store.change('f0', 'a');
    expect(heard).toEqual({ f0: 1, f1: 0, all: 1 });
    // The same value again is no change.
    store.setValue('f0', 'a');
    expect(heard).toEqual({ f0: 1, f1: 0, all: 1 });
    // A check that sets an error tells that control (and the form), not the others.
    await store.validateField('f0');
    expect(heard).toEqual({ f0: 2, f1: 0, all: 2 });
    const status = store.getStatus();
    // A check that changes nothing tells no one, and the status object stays the same.
    await store.validateField('f1');
    expect(heard).toEqual({ f0: 2, f1: 0, all: 2 });
    expect(store.getStatus()).toBe(status);

    // A submit tells the controls whose error appeared, went or changed (f0's stays as it was).
    store.setValue('f1', '-1');
    heard.f1 = 0;
    await store.submit({ onValid: () => undefined });
    expect(heard.f1).toBe(1);
    expect(heard.f0).toBe(2);

    stop0();
    store.change('f0', 'ada@example.com');
    expect(heard.f0).toBe(2);
  });

  it('tells a control’s listeners once about a checked change, with its value and message already set', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    const seen: [unknown, string | undefined][] = [];
    let all = 0;
    store.subscribeField('f0', () => seen.push([store.getField('f0').value, store.getField('f0').error]));
    store.subscribe(() => all++);
    store.change('f0', 'ada@', { validate: true });
    expect(seen).toEqual([['ada@', expect.any(String)]]);
    store.change('f0', 'ada@example.com', { validate: true });
    expect(seen).toEqual([['ada@', expect.any(String)], ['ada@example.com', undefined]]);
    // A checked change whose message stays the same is still one notice, for the value.
    store.change('f0', 'ada@example.org', { validate: true });
    expect(seen).toHaveLength(3);
    expect(all).toBe(3);
  });

  it('hands a control its value and message as one object, the same one until either changes', async () => {
    const store = createFormStore(engineFor());
    await store.ready();
    const start = store.getField('f2');
    expect(start).toEqual({ value: ['a'], error: undefined });
    // Another control's change, and a read without a change, keep the object (React re-renders
    // a field only when its snapshot is a new object).
    store.change('f0', 'ada@');
    expect(store.getField('f2')).toBe(start);
    const f0 = store.getField('f0');
    expect(f0).toEqual({ value: 'ada@', error: undefined });
    // The message alone changes: a new object.
    await store.validateField('f0');
    const checked = store.getField('f0');
    expect(checked).not.toBe(f0);
    expect(checked).toEqual({ value: 'ada@', error: expect.any(String) });
    expect(store.getField('f0')).toBe(checked);
    // The value alone changes (the message stays the same): a new object.
    store.change('f0', 'ada@@');
    const changed = store.getField('f0');
    expect(changed).not.toBe(checked);
    expect(changed).toEqual({ value: 'ada@@', error: checked.error });
  });

  it('focuses a control by name through its registered element, if that is on the page', () => {
    const store = createFormStore(engineFor());
    const focused: string[] = [];
    expect(store.focus('f0')).toBe(false);
    store.register('f0', element('f0', focused));
    store.register('f1', element('f1', focused, false));
    expect(store.focus('f0')).toBe(true);
    expect(store.focus('f1')).toBe(false);
    expect(focused).toEqual(['f0']);
  });

  it('keeps values and errors when the engine is replaced (new messages)', async () => {
    const store = createFormStore(engineFor());
    store.setValue('f0', 'x');
    await store.validateField('f0');
    const before = store.getField('f0').error;
    store.setEngine(engineFor());
    expect(store.getField('f0').value).toBe('x');
    expect(store.getField('f0').error).toBe(before);
    // The new engine is made ready before it checks.
    expect(await store.validateField('f0')).toBe(false);
  });

  it('without an engine (URL mode) holds nothing and accepts nothing', async () => {
    const store = createFormStore(null);
    const onValid = vi.fn();
    await store.submit({ onValid });
    expect(onValid).not.toHaveBeenCalled();
    expect(store.getValues()).toEqual({});
    expect(await store.validateField('f0')).toBe(true);
  });
});
