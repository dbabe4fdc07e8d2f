import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from './node-index';
import { declarationsAt } from './scope';
import { aliasedType } from './typed-receivers';
import { isCall, keyName, requiredModule, stringValue, unwrap, unwrapAwait, type MaybeNode } from './syntax';

/*
 * The names a file gives a class one package exports (the `cloudflare` SDK's client: its recogniser,
 * src/cloudflare/calls/sdk.ts, and the layer's SDK chains, src/flow/clients.ts, through it), and
 * whether a written type is an instance of it or a function giving one. Syntax only: imports,
 * requires and the file's type aliases.
 */

/** The file's names for a package's class: what makes one when called, names of its type, the package's namespaces. */
export interface ImportedClass {
  /** The package's name: `require('cloudflare')` is its namespace wherever written. */
  module: string;
  /** The names the package exports the class under (`default`, `Cloudflare`). */
  exportNames: ReadonlySet<string>;
  constructors: Set<string>;
  types: Set<string>;
  namespaces: Set<string>;
}

/** The name an identifier node holds, else undefined. */
export const nameOf = (n: unknown): string | undefined => {
  const node = n as { type?: string; name?: unknown } | null | undefined;
  return node?.type === 'Identifier' && typeof node.name === 'string' ? node.name : undefined;
};

/** Whether an import's source names the package `module`: as written, or by Deno's npm specifier (`npm:cloudflare`, `npm:cloudflare@2.9.1`). */
export function namesPackage(source: unknown, module: string): boolean {
  if (typeof source !== 'string') return false;
  const bare = source.startsWith('npm:') ? source.slice(4) : undefined;
  return source === module || (bare !== undefined && (bare === module || (bare.startsWith(`${module}@`) && !bare.includes('/', module.length))));
}

/**
 * The names the file imports `module`'s class under (`exportNames`: what it exports the class under): a default or
 * named import, a namespace (`import * as NS`, `import NS = require(…)`, `const NS = require(…)`),
 * and the class destructured from a require (`const { Cloudflare } = require(…)`, not the package's
 * other exports).
 */
export function importedClass(index: NodeIndex, module: string, exportNames: ReadonlySet<string>): ImportedClass {
  const names: ImportedClass = { module, exportNames, constructors: new Set(), types: new Set(), namespaces: new Set() };
  const cls = (name: string): void => {
    names.constructors.add(name);
    names.types.add(name);
  };
  const namespace = (name: string): void => {
    cls(name);
    names.namespaces.add(name);
  };
  index.of('ImportDeclaration').forEach((p) => {
    if (!namesPackage(p.value.source.value, module)) return;
    for (const s of p.value.specifiers ?? []) {
      const local = nameOf(s.local);
      if (!local) continue;
      if (s.type === 'ImportDefaultSpecifier') cls(local);
      else if (s.type === 'ImportNamespaceSpecifier') namespace(local);
      else if (exportNames.has(nameOf(s.imported) ?? stringValue(s.imported) ?? '')) cls(local);
    }
  });
  index.of('TSImportEqualsDeclaration').forEach((p) => {
    const ref = p.value.moduleReference;
    const local = nameOf(p.value.id);
    if (ref?.type === 'TSExternalModuleReference' && namesPackage(ref.expression.value, module) && local) namespace(local);
  });
  index.of('VariableDeclarator').forEach((p) => {
    const { id, init } = p.value;
    if (!namesPackage(requiredModule(init), module)) return;
    if (id.type === 'Identifier') namespace(id.name);
    else if (id.type === 'ObjectPattern') {
      for (const prop of id.properties) {
        if (prop.type !== 'ObjectProperty' && prop.type !== 'Property') continue;
        const value = prop.value.type === 'AssignmentPattern' ? prop.value.left : prop.value;
        const local = nameOf(value);
        if (exportNames.has(keyName(prop) ?? '') && local) cls(local);
      }
    }
  });
  return names;
}

/** What a written type says of the class: an instance of it, or a function giving one. */
export type ClassTypeKind = 'instance' | 'getter';

/** Whether a written type is an instance of the class (see `isInstanceType`) or a function giving one (see `isGetterType`). */
export function classTypeKind(index: NodeIndex, cls: ImportedClass, type: ASTNode | undefined): ClassTypeKind | undefined {
  if (cls.types.size === 0) return undefined;
  return isInstanceType(index, cls, type) ? 'instance' : isGetterType(index, cls, type) ? 'getter' : undefined;
}

/**
 * Whether a written type is an instance of the class: a name it is imported under (`Cloudflare`),
 * `NS.Cloudflare` / `NS.default` of its namespace, `InstanceType<typeof Cloudflare>`, a union of
 * one with `undefined`/`null`, or a type alias of the file (declared once) for one of these.
 */
export function isInstanceType(index: NodeIndex, cls: ImportedClass, type: ASTNode | undefined, depth = 0): boolean {
  if (!type || depth > 4 || cls.types.size === 0) return false;
  const isClassValue = (e: ASTNode | undefined): boolean =>
    (e?.type === 'Identifier' && cls.constructors.has(e.name)) ||
    (e?.type === 'TSQualifiedName' && cls.namespaces.has(nameOf(e.left) ?? '') && cls.exportNames.has(nameOf(e.right) ?? ''));
  switch (type.type) {
    case 'TSParenthesizedType':
      return isInstanceType(index, cls, type.typeAnnotation, depth + 1);
    case 'TSUnionType': {
      const members = type.types.filter((t) => !['TSUndefinedKeyword', 'TSNullKeyword'].includes(t.type));
      return members.length > 0 && members.every((t) => isInstanceType(index, cls, t, depth + 1));
    }
    case 'TSTypeReference': {
      const name = type.typeName;
      if (name.type === 'TSQualifiedName') return isClassValue(name);
      if (name.type !== 'Identifier') return false;
      if (cls.types.has(name.name)) return true;
      const args = type.typeParameters?.params ?? [];
      if (name.name === 'InstanceType') return args.length === 1 && args[0].type === 'TSTypeQuery' && isClassValue(args[0].exprName);
      return isInstanceType(index, cls, aliasedType(index, name.name), depth + 1);
    }
    default:
      return false;
  }
}

/**
 * Whether a written type is a function giving an instance: `() => Cloudflare`, a method signature
 * `getClient(): Cloudflare`, either returning `Promise<Cloudflare>`, or an alias of one.
 */
function isGetterType(index: NodeIndex, cls: ImportedClass, type: ASTNode | undefined, depth = 0): boolean {
  if (!type || depth > 4) return false;
  if (type.type === 'TSParenthesizedType') return isGetterType(index, cls, type.typeAnnotation, depth + 1);
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') return isGetterType(index, cls, aliasedType(index, type.typeName.name), depth + 1);
  if (type.type !== 'TSFunctionType' && type.type !== 'TSMethodSignature') return false;
  const returned = (type as { typeAnnotation?: { typeAnnotation?: ASTNode } }).typeAnnotation?.typeAnnotation;
  const promised =
    returned?.type === 'TSTypeReference' && returned.typeName.type === 'Identifier' && returned.typeName.name === 'Promise' ? returned.typeParameters?.params[0] : undefined;
  return isInstanceType(index, cls, promised ?? returned);
}

/**
 * Whether an expression makes an instance: `new Cloudflare(…)`, `Cloudflare(…)` (a factory),
 * `new NS.Cloudflare(…)`, `new (require('cloudflare'))(…)`, `require('cloudflare')({…})`, awaited
 * too. Where `at` is given, only where the name is not shadowed there (a local `Cloudflare` of a
 * test is another binding; `index`: the tree's index as it is there).
 */
export function makesInstance(index: NodeIndex, cls: ImportedClass, node: MaybeNode, at?: ASTPath): boolean {
  const n = unwrapAwait(node);
  if (!isCall(n)) return false;
  const moduleLevel = (name: string): boolean => !at || declarationsAt(index, at, name).every((d) => d.scope.type === 'Program');
  const callee = unwrap(n.callee);
  if (callee.type === 'Identifier' && cls.constructors.has(callee.name)) return moduleLevel(callee.name);
  const object = callee.type === 'MemberExpression' ? unwrap(callee.object) : undefined;
  if (object?.type === 'Identifier' && cls.constructors.has(object.name)) {
    return moduleLevel(object.name) && cls.exportNames.has(keyName({ key: callee.property, computed: callee.computed }) ?? '');
  }
  return namesPackage(requiredModule(callee), cls.module);
}
