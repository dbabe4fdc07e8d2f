/** The names a file imports a package's class under, and which written types are an instance of it or a getter of one. */
import jscodeshift from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { nodeIndex } from '../../src/ast/node-index';
import { classTypeKind, importedClass, makesInstance } from '../../src/ast/class-types';

const j = jscodeshift;
const EXPORTS = new Set(['default', 'Cloudflare']);

/** What the type of `x` in a snippet of TypeScript is, for the `cloudflare` package's client. */
function kindOfX(code: string): string | undefined {
  const root = j(parseForEdit(code, 'case.ts'));
  const index = nodeIndex(j, root);
  const id = root.find(j.Identifier, { name: 'x' }).paths()[0].value as { typeAnnotation?: { typeAnnotation?: never } };
  return classTypeKind(index, importedClass(index, 'cloudflare', EXPORTS), id.typeAnnotation?.typeAnnotation);
}

describe('classTypeKind', () => {
  it.each([
    ["import Cloudflare from 'cloudflare'; let x: Cloudflare;", 'instance'],
    ["import { Cloudflare as CF } from 'cloudflare'; let x: CF | undefined;", 'instance'],
    ["import * as NS from 'cloudflare'; let x: NS.Cloudflare;", 'instance'],
    ["import NS = require('cloudflare'); let x: InstanceType<typeof NS>;", 'instance'],
    ["const { Cloudflare } = require('cloudflare'); let x: Cloudflare;", 'instance'],
    ["import Cloudflare from 'cloudflare'; type Api = Cloudflare; let x: Api;", 'instance'],
    ["import Cloudflare from 'cloudflare'; let x: () => Promise<Cloudflare>;", 'getter'],
    ["import Cloudflare from 'cloudflare'; type Get = () => Cloudflare; let x: Get;", 'getter'],
    // Not the package's client: another package's, another export, a type of the user's own, a union with another type.
    ["import Cloudflare from 'cf-stub'; let x: Cloudflare;", undefined],
    ["const { Zones } = require('cloudflare'); let x: Zones;", undefined],
    ["import Cloudflare from 'cloudflare'; interface Api { zones: unknown } let x: Api;", undefined],
    ["import Cloudflare from 'cloudflare'; let x: Cloudflare | Stub;", undefined],
  ])('%s', (code, kind) => expect(kindOfX(code)).toBe(kind));
});

describe('makesInstance', () => {
  /** Whether the initialiser of `x` makes the client, asked where it is written. */
  const makesX = (code: string): boolean => {
    const root = j(parseForEdit(code, 'case.js'));
    const index = nodeIndex(j, root);
    const at = root.find(j.VariableDeclarator, { id: { name: 'x' } }).paths()[0];
    return makesInstance(index, importedClass(index, 'cloudflare', EXPORTS), at.value.init, at);
  };
  it.each([
    ["import Cloudflare from 'cloudflare'; const x = new Cloudflare();", true],
    ["const cf = require('cloudflare'); const x = new cf.Cloudflare();", true],
    ["const x = require('cloudflare')({ token });", true],
    ["import Cloudflare from 'cloudflare'; async function f() { const x = await new Cloudflare(); }", true],
    // A local of the same name is another binding; another export of the namespace is no client.
    ["import Cloudflare from 'cloudflare'; function f(Cloudflare) { const x = new Cloudflare(); }", false],
    ["const cf = require('cloudflare'); const x = new cf.Zones();", false],
    // Deno's npm specifier names the package, with or without a version; other packages' do not.
    ["import Cloudflare from 'npm:cloudflare@^4'; const x = new Cloudflare();", true],
    ["import * as cf from 'npm:cloudflare'; const x = new cf.Cloudflare();", true],
    ["import Cloudflare from 'npm:cloudflare-foo'; const x = new Cloudflare();", false],
    ["import Cloudflare from 'npm:@other/cloudflare@4'; const x = new Cloudflare();", false],
    ["import Cloudflare from 'npm:cloudflare@4/resources'; const x = new Cloudflare();", false],
  ])('%s', (code, made) => expect(makesX(code)).toBe(made));
});
