/**
 * The explain renderer on small synthetic OpenAPI documents: the plaintext template's
 * type guesses, enums, required markers, cycles, external docs, error texts, and
 * go-wordwrap's line breaking.
 */
import { describe, expect, it } from 'vitest';
import { renderExplain, splitDotNotation, wordWrap } from '../../cli/commands/explain.js';

const GVK = { group: 'example.io', version: 'v1', kind: 'Widget' };
const GVR = { group: 'example.io', version: 'v1', resource: 'widgets' };

function doc(widget: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    paths: {
      '/apis/example.io/v1/namespaces/{namespace}/widgets/{name}': { get: { 'x-kubernetes-group-version-kind': GVK } },
    },
    components: {
      schemas: {
        'io.example.v1.Widget': { 'x-kubernetes-group-version-kind': [{ kind: 'Widget', version: 'v1', group: 'example.io' }], ...widget },
        'io.example.v1.Part': {
          description: 'A part.',
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'The id.' }, parent: { $ref: '#/components/schemas/io.example.v1.Part' } },
        },
        'io.example.v1.Quantity': { type: 'string', description: 'A quantity.' },
        ...extra,
      },
    },
  };
}

const WIDGET = doc({
  description: 'A widget.',
  type: 'object',
  required: ['size'],
  properties: {
    size: { type: 'integer', format: 'int32', description: 'How big.' },
    parts: { type: 'array', items: { allOf: [{ $ref: '#/components/schemas/io.example.v1.Part' }] }, description: 'Its parts.' },
    limits: { type: 'object', additionalProperties: { $ref: '#/components/schemas/io.example.v1.Quantity' } },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    anything: { description: 'Untyped.' },
    nested: { type: 'object' },
    mode: { type: 'string', enum: ['', 'A', 'B', 'C', 'D', 'E'], description: 'The mode.' },
    docs: { type: 'string', externalDocs: { description: 'See the manual.', url: 'https://example.io/manual' } },
  },
});

describe('renderExplain', () => {
  it('prints the kind and its fields with type guesses, required markers and short enums', () => {
    expect(renderExplain(WIDGET, GVR, [], false)).toEqual({
      text: [
        'GROUP:      example.io',
        'KIND:       Widget',
        'VERSION:    v1',
        '',
        'DESCRIPTION:',
        '    A widget.',
        'FIELDS:',
        '  anything\t<Object>',
        '    Untyped.',
        '',
        '  docs\t<string>',
        '    <no description>',
        '',
        '    EXTERNAL DOCS:',
        '      See the manual.',
        '      URL: https://example.io/manual',
        '',
        '  labels\t<map[string]string>',
        '    <no description>',
        '',
        '  limits\t<map[string]string>',
        '    <no description>',
        '',
        '  mode\t<string>',
        '  enum: "", A, B, C, ....',
        '    The mode.',
        '',
        '  nested\t<Object>',
        '    <no description>',
        '',
        '  parts\t<[]Part>',
        '    Its parts.',
        '',
        '  size\t<integer> -required-',
        '    How big.',
        '',
        '',
        '',
      ].join('\n'),
    });
  });

  it('follows a field path through arrays, printing FIELD with the long enum form', () => {
    const mode = renderExplain(WIDGET, GVR, ['mode'], false);
    expect(mode.text).toBe(
      'GROUP:      example.io\nKIND:       Widget\nVERSION:    v1\n\nFIELD: mode <string>\nENUM:\n    ""\n    A\n    B\n    C\n    D\n    E\n\nDESCRIPTION:\n    The mode.\n\n',
    );
    const id = renderExplain(WIDGET, GVR, ['parts', 'id'], false);
    expect(id.text.endsWith('FIELD: id <string>\n\n\nDESCRIPTION:\n    The id.\n\n')).toBe(true);
    // The DESCRIPTION of a field joins its own and its type's, line breaks removed (kubectl >= 1.32).
    const parts = renderExplain(WIDGET, GVR, ['parts'], false);
    expect(parts.text).toContain('FIELD: parts <[]Part>\n\n\nDESCRIPTION:\n    Its parts.A part.\nFIELDS:\n  id\t<string> -required-\n    The id.\n\n  parent\t<Part>\n');
  });

  it('stops recursion at a schema seen before', () => {
    const r = renderExplain(WIDGET, GVR, ['parts'], true);
    // Part refers to itself: its fields are listed once, `parent` is not expanded again.
    expect(r.text.endsWith('FIELDS:\n  id\t<string> -required-\n  parent\t<Part>\n\n')).toBe(true);
  });

  it('reports a missing field by the last element of the path, after the header', () => {
    expect(renderExplain(WIDGET, GVR, ['nope', 'deeper'], false)).toEqual({
      text: 'GROUP:      example.io\nKIND:       Widget\nVERSION:    v1\n\n',
      error: 'error: field "deeper" does not exist',
    });
  });

  it('reports a resource without paths and a kind without a schema like the template', () => {
    expect(renderExplain(WIDGET, { ...GVR, resource: 'gadgets' }, [], false)).toEqual({
      text: '',
      error: 'error: GVR (example.io/v1, Resource=gadgets) not found in OpenAPI schema',
    });
    const orphan = { ...WIDGET, components: { schemas: {} } };
    expect(renderExplain(orphan, GVR, [], false)).toEqual({
      text: 'GROUP:      example.io\nKIND:       Widget\nVERSION:    v1\n\n',
      error: 'error: GVK map[group:example.io kind:Widget version:v1] not found in OpenAPI schema',
    });
  });

  it('prints <empty> for a schema without description and leaves out an empty FIELDS', () => {
    const bare = doc({ type: 'string' });
    expect(renderExplain(bare, GVR, [], false).text).toBe('GROUP:      example.io\nKIND:       Widget\nVERSION:    v1\n\nDESCRIPTION:\n    <empty>\n\n');
  });
});

describe('wordWrap (go-wordwrap)', () => {
  it('breaks at spaces within the limit and drops the break space', () => {
    expect(wordWrap('aaa bbb ccc', 7)).toBe('aaa bbb\nccc');
    expect(wordWrap('aaa bbb ccc', 11)).toBe('aaa bbb ccc');
  });

  it('keeps a word longer than the limit whole', () => {
    expect(wordWrap('a https://example.io/a/very/long/url b', 10)).toBe('a\nhttps://example.io/a/very/long/url\nb');
  });

  it('keeps runs of spaces inside a line', () => {
    expect(wordWrap('one.  two', 20)).toBe('one.  two');
  });
});

describe('splitDotNotation', () => {
  it('splits the resource from the field path, ignoring a trailing dot', () => {
    expect(splitDotNotation('runtimeclasses.scheduling.tolerations')).toEqual({ resource: 'runtimeclasses', fieldPath: ['scheduling', 'tolerations'] });
    expect(splitDotNotation('ns.')).toEqual({ resource: 'ns', fieldPath: [] });
  });
});
