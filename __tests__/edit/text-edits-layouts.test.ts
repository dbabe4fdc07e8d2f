/**
 * The text edits of src/edit (members of interfaces and type literals, properties of object literals)
 * through the engine, on every layout a file comes in: indented with tabs or spaces, LF or CRLF, with
 * or without a byte-order mark. recast hands the parser a copy of the text with leading tabs expanded
 * and lines joined with "\n", so node offsets count in that copy: an edit made from them on the file's
 * own text lands elsewhere (`zone_id: string;\n\tname: string;` became `zone_iing;`). Each case is
 * written once, tab-indented with LF, and run in each layout, its expected output turned the same way.
 */
import type { ASTNode } from 'jscodeshift';
import { transformSource } from '../../src/runner/process';
import { changeMembers, insertMemberEdit, type MemberChange } from '../../src/edit/type-members';
import { dropProperties, insertBeforeEdit, propertiesNamed, replaceWithEdits } from '../../src/edit/text-edits';
import { propertySignature, type TypeMember } from '../../src/ast/type-declarations';
import type { Transform, TransformContext } from '../../src/types';

type Step = { field: string; action: 'remove' | 'optional' } | { insert: string; before: string } | { dropProperty: string } | { property: string; before: string };

/** The holders of members in the file: interfaces, and type literals not an alias's own (the alias holds those). */
function holders(ctx: TransformContext): Array<{ node: ASTNode; members: TypeMember[] }> {
  const { j, root } = ctx;
  const out: Array<{ node: ASTNode; members: TypeMember[] }> = [];
  root.find(j.TSInterfaceDeclaration).forEach((p) => void out.push({ node: p.value, members: p.value.body.body }));
  root.find(j.TSTypeLiteral).forEach((p) => {
    const alias = p.parent?.value;
    if (alias?.type === 'TSTypeAliasDeclaration' && alias.typeAnnotation === p.value) out.push({ node: alias, members: p.value.members });
    else out.push({ node: p.value, members: p.value.members });
  });
  return out;
}

/** Runs each step as a transform of its own (as successive transforms edit one declaration). */
const stepTransform = (step: Step, i: number): Transform => ({
  id: `step-${i}`,
  eol: '2020-01-01',
  kind: 'rewrite',
  title: '',
  replacement: '',
  triggers: [],
  explain: '',
  messages: {},
  run(ctx) {
    const { j, root } = ctx;
    if ('field' in step) {
      const changes: MemberChange[] = holders(ctx).flatMap(({ node, members }) => {
        const member = propertySignature(members, step.field);
        return member ? [{ holder: node, members, member, remove: step.action === 'remove' }] : [];
      });
      changeMembers(ctx, changes);
    } else if ('insert' in step) {
      for (const { node, members } of holders(ctx)) {
        const before = propertySignature(members, step.before);
        if (!before || propertySignature(members, step.insert.replace(/\??:.*/, ''))) continue;
        const edit = insertMemberEdit(before, step.insert, ctx.file.source);
        const path = root.find(j.Node).filter((p) => p.value === (node as unknown)).paths()[0];
        expect(edit && path && replaceWithEdits(path, [edit], ctx.file.source, ctx.file.path)).toBe(true);
        ctx.changed();
      }
    } else if ('dropProperty' in step) {
      root.find(j.ObjectExpression).forEach((p) => {
        const gone = propertiesNamed(p.value, step.dropProperty);
        if (gone.length) dropProperties(ctx, p.value, gone);
      });
    } else {
      root.find(j.ObjectExpression).forEach((p) => {
        const [before] = propertiesNamed(p.value, step.before);
        if (!before || propertiesNamed(p.value, step.property.replace(/:.*/, '')).length) return;
        const edit = insertBeforeEdit(before, step.property, ctx.file.source);
        expect(edit && replaceWithEdits(p, [edit], ctx.file.source, ctx.file.path)).toBe(true);
        ctx.changed();
      });
    }
  },
});

const LAYOUTS: Array<[string, (text: string) => string]> = [
  ['tabs, LF', (t) => t],
  ['spaces, LF', (t) => t.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length))],
  ['tabs, CRLF', (t) => t.replace(/\n/g, '\r\n')],
  ['tabs, CRLF, BOM', (t) => '\uFEFF' + t.replace(/\n/g, '\r\n')],
  ['spaces, LF, BOM', (t) => '\uFEFF' + t.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length))],
];

function run(input: string, steps: Step[], file = 'x.ts'): string {
  const r = transformSource({ input, filePath: file, transforms: steps.map(stepTransform), options: { markers: false, config: {}, displayPath: file } });
  expect(r.error).toBeUndefined();
  return r.output ?? input;
}

const CASES: Array<[string, string, Step[], string]> = [
  [
    'a member in the middle of an exported interface',
    'export interface R {\n\tid: string;\n\tzone_id: string;\n\tname: string;\n\ttype: string;\n}\n',
    [{ field: 'zone_id', action: 'remove' }],
    'export interface R {\n\tid: string;\n\tname: string;\n\ttype: string;\n}\n',
  ],
  [
    'a member in the middle of an exported alias that ends the file (it became `zone_iing;`)',
    'export type R = {\n\tid: string;\n\tzone_id: string;\n\tname: string;\n\ttype: string;\n};\n',
    [{ field: 'zone_id', action: 'remove' }],
    'export type R = {\n\tid: string;\n\tname: string;\n\ttype: string;\n};\n',
  ],
  [
    'its comment line above goes with it; the neighbours keep their comments as written',
    '/** A record. */\nexport interface R {\n\tid: string; // key\n\t// the zone\n\tzone_id: string;\n\tcreated_on: string; // ISO date\n\tname: string;\n}\n',
    [{ field: 'zone_id', action: 'remove' }],
    '/** A record. */\nexport interface R {\n\tid: string; // key\n\tcreated_on: string; // ISO date\n\tname: string;\n}\n',
  ],
  [
    'successive edits of one exported declaration (three transforms) leave trailing comments alone',
    'export interface R {\n\tid: string;\n\tzone_id: string;\n\tname: string;\n\tlocked: boolean;\n\tcreated_on: string; // ISO date\n\tzone_name: string; // shown\n}\n',
    [
      { field: 'locked', action: 'remove' },
      { field: 'zone_id', action: 'remove' },
      { field: 'zone_name', action: 'optional' },
    ],
    'export interface R {\n\tid: string;\n\tname: string;\n\tcreated_on: string; // ISO date\n\tzone_name?: string; // shown\n}\n',
  ],
  [
    'the last member of an exported alias, with its comment',
    'export type R = {\n\tid: string;\n\tname: string; // fqdn\n\tzone_id: string; // gone\n};\n',
    [{ field: 'zone_id', action: 'remove' }],
    'export type R = {\n\tid: string;\n\tname: string; // fqdn\n};\n',
  ],
  [
    'the last member of a one-line literal written without a separator: the new last one loses its own',
    'export type R = { id: string; ttl: number; zone_id: string };\n',
    [{ field: 'zone_id', action: 'remove' }],
    'export type R = { id: string; ttl: number };\n',
  ],
  [
    'a member made optional keeps its comment',
    'export interface R {\n\tid: string;\n\tzone_id: string; // the zone\n\tname: string;\n}\n',
    [{ field: 'zone_id', action: 'optional' }],
    'export interface R {\n\tid: string;\n\tzone_id?: string; // the zone\n\tname: string;\n}\n',
  ],
  [
    'every literal of a generic type, in one run',
    'export type P = Pair<{ id: string; zone_id: string }, {\n\tid: string;\n\tzone_id: string;\n\tname: string;\n}>;\n',
    [{ field: 'zone_id', action: 'remove' }],
    'export type P = Pair<{ id: string }, {\n\tid: string;\n\tname: string;\n}>;\n',
  ],
  [
    'a literal nested in another one and in a union, both edited',
    'export type R = {\n\tid: string;\n\tzone_id: string;\n\tprevious: { id: string; zone_id: string } | null;\n};\n',
    [{ field: 'zone_id', action: 'optional' }],
    'export type R = {\n\tid: string;\n\tzone_id?: string;\n\tprevious: { id: string; zone_id?: string } | null;\n};\n',
  ],
  [
    "a parameter's literal type in an indented function",
    'function f() {\n\treturn (r: { a: string; zone_id: string } | null) => {\n\t\treturn r;\n\t};\n}\n',
    [{ field: 'zone_id', action: 'remove' }],
    'function f() {\n\treturn (r: { a: string } | null) => {\n\t\treturn r;\n\t};\n}\n',
  ],
  [
    'a member put before another, above the comment lines about it',
    'export interface R {\n\tid: string;\n\t// where it answers\n\tdata: { port: number };\n}\n',
    [{ insert: 'name?: string', before: 'data' }],
    'export interface R {\n\tid: string;\n\tname?: string;\n\t// where it answers\n\tdata: { port: number };\n}\n',
  ],
  [
    'a property of an indented object literal, with its comment',
    'export function f() {\n\treturn g({\n\t\ttype: "A",\n\t\tlocked: false, // never set\n\t\tname: "x",\n\t});\n}\n',
    [{ dropProperty: 'locked' }],
    'export function f() {\n\treturn g({\n\t\ttype: "A",\n\t\tname: "x",\n\t});\n}\n',
  ],
  [
    'a property put before another',
    'export const body = {\n\ttype: "SRV",\n\t// the target\n\tdata: { port: 1 },\n};\n',
    [{ property: 'name: "x"', before: 'data' }],
    'export const body = {\n\ttype: "SRV",\n\tname: "x",\n\t// the target\n\tdata: { port: 1 },\n};\n',
  ],
];

describe.each(LAYOUTS)('text edits, %s', (_layout, layout) => {
  test.each(CASES)('%s', (_name, input, steps, expected) => {
    expect(run(layout(input), steps)).toBe(layout(expected));
    // What was left alone stays so: the output edited again changes nothing.
    expect(run(layout(expected), steps)).toBe(layout(expected));
  });
});
