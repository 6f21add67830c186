/**
 * The template printers in-process: kubectl's JSONPath (cli/printers/jsonpath.ts), the Go
 * template subset (cli/printers/go-template.ts) and custom columns' `%v` values.
 */
import { describe, expect, it } from 'vitest';
import { JsonPath, relaxedJsonPath } from '../../cli/printers/jsonpath.js';
import { GoTemplate } from '../../cli/printers/go-template.js';
import { goValue, parseCustomColumnsFile, printCustomColumns } from '../../cli/printers/custom-columns.js';

const LIST = {
  kind: 'List',
  items: [
    { metadata: { name: 'a', labels: { 'app.kubernetes.io/name': 'x' } }, spec: { n: 3, tags: ['p', 'q'] } },
    { metadata: { name: 'b' }, spec: { n: 10, tags: [] } },
    { metadata: { name: 'c' }, spec: { n: 1 } },
  ],
};

describe('JSONPath', () => {
  it.each([
    ['{.items[0].metadata.name}', 'a'],
    ['{.items[-1].metadata.name}', 'c'],
    ['{.items[0:2].metadata.name}', 'a b'],
    ['{.items[*].spec.n}', '3 10 1'],
    ['{.items[?(@.spec.n>2)].metadata.name}', 'a b'],
    ['{.items[?(@.metadata.labels)].metadata.name}', 'a'],
    ['{.items[0].metadata.labels.app\\.kubernetes\\.io/name}', 'x'],
    ["{.items[0].metadata.labels['app.kubernetes.io/name']}", 'x'],
    ['{.items[0].spec.tags}', '["p","q"]'],
    ['{.items[0].metadata[name,nope]}', 'a'],
    ['{..n}', '3 10 1'],
    ['{range .items[*]}[{.metadata.name}{range .spec.tags[*]}<{@}>{end}]{end}', '[a<p><q>][b][c]'],
    ['names: {.items[*].metadata.name}{"\\t"}end', 'names: a b c\tend'],
    ['{.missing}', ''],
  ])('%s', (template, expected) => {
    expect(new JsonPath(template).execute(LIST)).toBe(expected);
  });

  it('relaxes custom-columns and --sort-by paths as kubectl does', () => {
    expect(['.a.b', 'a.b', '{.a.b}'].map(relaxedJsonPath)).toEqual(['{.a.b}', '{.a.b}', '{.a.b}']);
  });
});

describe('go-template subset', () => {
  it.each([
    ['{{range .items}}{{.metadata.name}} {{end}}', 'a b c '],
    ['{{range .items}}{{if gt .spec.n 5}}big{{else if eq .spec.n 1}}one{{else}}small{{end}},{{end}}', 'small,big,one,'],
    ['{{range .items}}{{with .metadata.labels}}{{index . "app.kubernetes.io/name"}}{{else}}-{{end}}{{end}}', 'x--'],
    ['{{range .items}}{{len .metadata.name}}{{end}}', '111'],
    ['{{(index .items 0).metadata.name | printf "%s!"}}', 'a!'],
    ['{{range .items}}\n  {{- .metadata.name -}}\n{{end}}', 'abc'],
    ['{{range .items}}{{.spec.tags}} {{end}}', '[p q] [] <no value> '],
    ['{{range .nothing}}x{{else}}empty{{end}}', 'empty'],
    ['{{printf "%d-%q" 3 "s"}}', '3-"s"'],
    ['{{range $i, $e := .items}}{{$i}}:{{$e.metadata.name}} {{end}}', '0:a 1:b 2:c '],
    ['{{range $k, $v := (index .items 0).metadata.labels}}{{$k}}={{$v}}{{end}}', 'app.kubernetes.io/name=x'],
    ['{{$first := index .items 0}}{{range .items}}{{$first.metadata.name}}{{.metadata.name}} {{end}}', 'aa ab ac '],
  ])('%s', (template, expected) => {
    expect(new GoTemplate(template).execute(LIST)).toBe(expected);
  });

  it('refuses an unknown function with Go\'s text', () => {
    expect(() => new GoTemplate('{{upper .x}}')).toThrow('error parsing template {{upper .x}}, template: output:1: function "upper" not defined');
  });
});

describe('custom columns', () => {
  it('prints %v values, <none> for missing ones, from a columns file', () => {
    const cols = parseCustomColumnsFile('NAME   TAGS  N\n.metadata.name .spec.tags .spec.n\n');
    expect(printCustomColumns(cols, LIST.items, false)).toBe('NAME   TAGS     N\na      [p q]    3\nb      []       10\nc      <none>   1\n');
    expect(goValue({ b: 1, a: [true, null] })).toBe('map[a:[true <nil>] b:1]');
  });
});
