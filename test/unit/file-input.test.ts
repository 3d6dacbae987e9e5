import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { checkFileValue } from '../../packages/mcp-elicitation-core/src/schema/file-input';
import {
  createLiteValidator,
  defaultMessages,
  messageFor,
  normalizeRequest,
  parseDataUri,
  redactDataUris,
  toContent,
  toDataUri,
  type FileFieldModel,
} from 'mcp-elicitation-core';
import { createAjvValidator, fileInputKeyword } from 'mcp-elicitation-core/ajv';

// File inputs (SEP-2356, a draft): `x-mcp-file` on a string property, answered as a `data:` URI.
const photo = { type: 'string', format: 'uri', title: 'Photo', 'x-mcp-file': { accept: ['image/png', '.pdf'], maxSize: 8 } };
const request = {
  mode: 'form',
  message: 'Send a photo',
  requestedSchema: { type: 'object', properties: { photo }, required: ['photo'] },
};
const schema = request.requestedSchema;
const hello = toDataUri(new TextEncoder().encode('hello'), 'image/png', 'a b.png');

describe('data: URIs', () => {
  it('encodes bytes with the file name and reads them back without decoding', () => {
    expect(hello).toBe('data:image/png;name=a%20b.png;base64,aGVsbG8=');
    expect(parseDataUri(hello)).toMatchObject({ mediaType: 'image/png', name: 'a b.png', base64: true, size: 5 });
    const big = new Uint8Array(200_000).map((_, i) => i % 251);
    const uri = toDataUri(big, 'application/octet-stream');
    expect(parseDataUri(uri)?.size).toBe(big.length);
    expect(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').equals(big)).toBe(true);
  });

  it('refuses what is not a data: URI or not base64', () => {
    expect(parseDataUri('https://example.com/a.png')).toBeUndefined();
    expect(parseDataUri('data:image/png;base64,a$b=')).toBeUndefined();
    expect(parseDataUri('data:not a type;base64,aGVsbG8=')).toBeUndefined();
    expect(parseDataUri('data:,hello%20you')).toMatchObject({ mediaType: 'text/plain', base64: false, size: 9 });
  });

  it('checks the size and the type the keyword allows', () => {
    const spec = { accept: ['image/*', '.pdf'], maxSize: 5 };
    expect(checkFileValue(hello, spec)).toBeUndefined();
    expect(checkFileValue(toDataUri(new Uint8Array(6), 'image/png'), spec)).toEqual({ reason: 'too-large', maxSize: 5, size: 6 });
    expect(checkFileValue(toDataUri(new Uint8Array(1), 'text/plain', 'a.txt'), spec)).toEqual({ reason: 'type', accept: spec.accept });
    expect(checkFileValue(toDataUri(new Uint8Array(1), 'application/octet-stream', 'Report.PDF'), spec)).toBeUndefined();
    expect(checkFileValue('hello', spec)).toEqual({ reason: 'not-a-file' });
  });

  it('redacts every data: URI in what is logged, deeply, and keeps the rest', () => {
    const logged = { action: 'accept', content: { photo: hello, tags: ['a', 'data:text/plain,xyz'], note: 'data:bad' } };
    expect(redactDataUris(logged)).toEqual({
      action: 'accept',
      content: { photo: 'data:image/png;base64,[5 bytes]', tags: ['a', 'data:text/plain,[3 bytes]'], note: 'data:[8 characters]' },
    });
    expect(JSON.stringify(redactDataUris(logged))).not.toContain('aGVsbG8');
  });
});

describe('the model', () => {
  it('keeps a text field while file inputs are off, and drops the keyword from what it checks', () => {
    const model = normalizeRequest(request);
    if (model.mode !== 'form') throw new Error('form expected');
    expect(model.fields[0]?.kind).toBe('text');
    expect(JSON.stringify(model.schema)).not.toContain('x-mcp-file');
  });

  it('makes a file field with accept and maxSize when they are on', () => {
    const model = normalizeRequest(request, { experimental: { files: true } });
    if (model.mode !== 'form') throw new Error('form expected');
    const field = model.fields[0] as FileFieldModel;
    expect(field).toMatchObject({ kind: 'file', key: 'photo', label: 'Photo', accept: ['image/png', '.pdf'], maxSize: 8 });
    expect(toContent(model.fields, { photo: hello }).content).toEqual({ photo: hello });
    expect(toContent(model.fields, { photo: '' }).content).toEqual({});
  });

  it('refuses a default that is not a file the keyword allows, and reports a maxSize that is no byte count', () => {
    const model = normalizeRequest(
      {
        ...request,
        requestedSchema: {
          type: 'object',
          properties: { photo: { ...photo, default: 'https://example.com/a.png', 'x-mcp-file': { maxSize: 'big' } } },
        },
      },
      { experimental: { files: true } },
    );
    if (model.mode !== 'form') throw new Error('form expected');
    expect(model.fields[0]).not.toHaveProperty('default');
    expect(model.issues.map((issue) => issue.code)).toEqual(expect.arrayContaining(['invalid-default', 'invalid-keyword']));
  });
});

describe('both validators accept the keyword', () => {
  const cases: [string, unknown, string | undefined][] = [
    ['a small png', hello, undefined],
    ['a file over maxSize', toDataUri(new Uint8Array(9), 'image/png'), 'too-large'],
    ['a type accept leaves out', toDataUri(new Uint8Array(2), 'text/plain', 'a.txt'), 'type'],
    ['a plain URL', 'https://example.com/a.png', 'not-a-file'],
  ];
  for (const [validator, create] of [
    ['ajv', createAjvValidator],
    ['built-in', createLiteValidator],
  ] as const) {
    it.each(cases)(`${validator}: %s`, (_, value, reason) => {
      const issues = create().compile(schema, '2020-12')({ photo: value });
      if (reason === undefined) expect(issues).toEqual([]);
      else
        expect(issues).toContainEqual(
          expect.objectContaining({ key: 'photo', keyword: 'x-mcp-file', params: expect.objectContaining({ reason }) }),
        );
    });
  }

  it('lets ajv in strict mode compile such a schema once the keyword is registered', () => {
    expect(() => new Ajv2020({ strict: true }).compile(schema)).toThrow(/x-mcp-file/);
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    ajv.addKeyword(fileInputKeyword);
    const validate = ajv.compile(schema);
    expect(validate({ photo: hello })).toBe(true);
    expect(validate({ photo: toDataUri(new Uint8Array(9), 'image/png') })).toBe(false);
  });

  it('words each refusal', () => {
    const model = normalizeRequest(request, { experimental: { files: true } });
    if (model.mode !== 'form') throw new Error('form expected');
    const field = model.fields[0] as FileFieldModel;
    const word = (params: Record<string, unknown>) => messageFor({ key: 'photo', keyword: 'x-mcp-file', params }, field, defaultMessages);
    expect(word({ reason: 'too-large', maxSize: 1_500_000 })).toBe('Choose a file of at most 1.5 MB');
    expect(word({ reason: 'type', accept: ['image/png', '.pdf'] })).toBe('Choose a file of one of these types: image/png and .pdf');
    expect(word({ reason: 'not-a-file' })).toBe('Choose a file');
  });
});
