/**
 * Schema-typed checking (typeCheckCel + schemaDeclType): selections on objects with known
 * properties are checked (cel-go's `undefined field`), scalar types flow into overload
 * resolution, maps/int-or-string/preserve-unknown stay dynamic, and nothing changes what
 * compileCel builds or how programs evaluate.
 */
import { describe, expect, it } from 'vitest';
import { compileCel, schemaDeclType, typeCheckCel, type CelDeclType, type TypingSchema } from '../../../src/server/cel/index.js';
import { ADMISSION_VARIABLES } from './helpers.js';

const identity = (s: TypingSchema): TypingSchema => s;

const WIDGET: TypingSchema = {
  type: 'object',
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        creationTimestamp: { type: 'string', format: 'date-time' },
      },
    },
    spec: {
      type: 'object',
      properties: {
        replicas: { type: 'integer', format: 'int32' },
        ratio: { type: 'number' },
        paused: { type: 'boolean' },
        image: { type: 'string' },
        port: { 'x-kubernetes-int-or-string': true },
        limits: { type: 'object', additionalProperties: { type: 'string' } },
        items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } } },
        tags: { type: 'array', items: { type: 'string' } },
        raw: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        'x-y': { type: 'string' },
        timeout: { type: 'string', format: 'duration' },
        data: { type: 'string', format: 'byte' },
        untyped: {},
      },
    },
  },
};

const widget = schemaDeclType(WIDGET, 'Widget', identity);
const types = new Map<string, CelDeclType>([
  ['object', widget],
  ['oldObject', widget],
]);

function typeCheck(expression: string, t: ReadonlyMap<string, CelDeclType> = types): string | undefined {
  return typeCheckCel(expression, { variables: ADMISSION_VARIABLES }, t);
}

describe('schema-typed checking', () => {
  it('reports an undefined field with cel-go text and caret at the selection', () => {
    expect(typeCheck("object.handlr == 'runc'")).toBe("ERROR: <input>:1:7: undefined field 'handlr'\n | object.handlr == 'runc'\n | ......^");
    expect(typeCheck('oldObject.spec.replicaz > 1')).toBe("ERROR: <input>:1:15: undefined field 'replicaz'\n | oldObject.spec.replicaz > 1\n | ..............^");
  });

  it('accepts declared fields at every level', () => {
    for (const e of [
      'object.spec.replicas > 1',
      "object.metadata.name == 'a'",
      "object.apiVersion + '/' + object.kind != ''",
      'object.spec.paused || object.spec.ratio > 0.5',
      "object.spec.image.startsWith('registry/')",
      'object == oldObject',
      'object.spec.items.size() < 10',
    ]) {
      expect(typeCheck(e), e).toBeUndefined();
    }
  });

  it('checks has() like a selection', () => {
    expect(typeCheck('has(object.spec.replicas)')).toBeUndefined();
    expect(typeCheck('has(object.spec.replica)')).toMatch(/^ERROR: <input>:1:\d+: undefined field 'replica'\n \| has\(object\.spec\.replica\)/);
    expect(typeCheck('has(object.metadata.labels.app)')).toBeUndefined();
  });

  it('checks nested objects and list elements, also inside macros', () => {
    expect(typeCheck("object.spec.items[0].name == 'a'")).toBeUndefined();
    expect(typeCheck("object.spec.items[0].nme == 'a'")).toMatch(/undefined field 'nme'/);
    expect(typeCheck("object.spec.items.all(i, i.name != '' && i.size > 0)")).toBeUndefined();
    expect(typeCheck("object.spec.items.exists(i, i.nam == 'x')")).toMatch(/undefined field 'nam'/);
    expect(typeCheck("object.spec.items.map(i, i.size).sum() < 5")).toBeUndefined();
    expect(typeCheck("object.metadata.nmae == 'a'")).toMatch(/undefined field 'nmae'/);
  });

  it('types map values and keeps map keys open', () => {
    expect(typeCheck("object.metadata.labels.anything == 'x'")).toBeUndefined();
    expect(typeCheck("object.metadata.labels['app'] == 'web'")).toBeUndefined();
    expect(typeCheck("'app' in object.metadata.labels")).toBeUndefined();
    expect(typeCheck("object.spec.limits['cpu'] + 1 > 0")).toMatch(/found no matching overload for '_\+_' applied to '\(string, int\)'/);
  });

  it('keeps int-or-string, preserve-unknown-fields and untyped properties dynamic', () => {
    expect(typeCheck('object.spec.port + 1 > 0')).toBeUndefined();
    expect(typeCheck("object.spec.port == 'http'")).toBeUndefined();
    expect(typeCheck('object.spec.raw.anything.deeper == 1')).toBeUndefined();
    expect(typeCheck('object.spec.untyped.x == 1')).toBeUndefined();
  });

  it('lets scalar types flow into overload resolution', () => {
    expect(typeCheck('object.spec.image + 1')).toBe(
      "ERROR: <input>:1:19: found no matching overload for '_+_' applied to '(string, int)'\n | object.spec.image + 1\n | ..................^",
    );
    expect(typeCheck('object.spec.replicas + 1.5 > 0.0')).toMatch(/applied to '\(int, double\)'/);
    expect(typeCheck("object.spec.paused == 'yes'")).toMatch(/found no matching overload for '_==_' applied to '\(bool, string\)'/);
    expect(typeCheck('object.metadata.creationTimestamp + 1')).toMatch(/applied to '\(google\.protobuf\.Timestamp, int\)'/);
    expect(typeCheck("object.spec.timeout > duration('1s')")).toBeUndefined();
    expect(typeCheck('object.spec.data.size() > 0')).toBeUndefined();
    expect(typeCheck("object.spec.tags.exists(t, t == 'a')")).toBeUndefined();
    expect(typeCheck('object.spec.tags.exists(t, t == 1)')).toMatch(/applied to '\(string, int\)'/);
    expect(typeCheck('object.spec.image.foo')).toMatch(/type 'string' does not support field selection/);
  });

  it('reports misuse of an object type as cel-go does', () => {
    expect(typeCheck('object == 1')).toMatch(/found no matching overload for '_==_' applied to '\(Widget, int\)'/);
    expect(typeCheck("object.spec['replicas'] == 1")).toMatch(/found no matching overload for '_\[_\]' applied to '\(Widget\.spec, string\)'/);
    expect(typeCheck('object == null')).toBeUndefined();
  });

  it('maps escaped CEL names to their properties', () => {
    expect(typeCheck("object.spec.x__dash__y == 'a'")).toBeUndefined();
    expect(typeCheck("object.spec['x-y'] == 'a'")).toMatch(/no matching overload/);
  });

  it('types unresolvable or hostile schemas as dyn, never throwing', () => {
    const failing = schemaDeclType({ $ref: '#/missing' }, 'X', () => {
      throw new Error('unresolved schema reference');
    });
    expect(typeCheck('object.anything.at.all == 1', new Map([['object', failing]]))).toBeUndefined();
    const self: { type: string; properties: Record<string, TypingSchema> } = { type: 'object', properties: {} };
    self.properties.next = self;
    const recursive = schemaDeclType(self, 'Node', identity);
    expect(typeCheck(`object${'.next'.repeat(100)} == object`, new Map([['object', recursive]]))).toBeUndefined();
    expect(typeCheck('object.next.nxt == object', new Map([['object', recursive]]))).toMatch(/undefined field 'nxt'/);
  });

  it('reports parse errors and undeclared references in the same format', () => {
    expect(typeCheck('object.')).toMatch(/^ERROR: <input>:1:8: /);
    expect(typeCheck('nope == 1')).toBe("ERROR: <input>:1:1: undeclared reference to 'nope' (in container '')\n | nope == 1\n | ^");
  });

  it('does not change what compileCel accepts or evaluates (typing is for checking only)', () => {
    const r = compileCel("object.handlr == 'runc'", { variables: ADMISSION_VARIABLES });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.program.evaluate({ object: { handlr: 'runc' } })).toBe(true);
  });
});
