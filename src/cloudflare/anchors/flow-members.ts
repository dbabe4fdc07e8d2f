import type { ASTNode, ASTPath } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { values, type Value } from '../../flow';
import { isMember, memberName, requiredModule, stringValue, unwrap, type CallNode, type FunctionNode } from '../../ast/syntax';
import type { IndexContext } from '../../ast/node-index';
import type { Wrapper } from '../shapes';

/*
 * A call of a class's static method, or of a member a class inherits, that no key names (docs/value-flow.md,
 * "Classes and instances"): `this.request(path)` in a static method, `Dns.request(path)` with `request`
 * declared by the class `Dns` extends, in the file or in another module (`class Dns extends Base`,
 * Base imported). The value-flow layer says which function the callee is; the anchors' rounds
 * (anchors.ts) take the call for a request through that function's wrapper, so a static method
 * around an inherited wrapper is a wrapper in its turn. Every value the callee may hold must be
 * the same wrapper; anything the layer cannot pin down is no answer.
 */

/** What the rounds know: the file's wrappers by function, and the member names worth asking about. */
export interface FlowMembers {
  functions: ReadonlyMap<FunctionNode, Wrapper>;
  config: UserConfig;
  /** The names of the file's static methods that are wrappers, and of imported classes' wrapper methods. */
  names: ReadonlySet<string>;
}

/** The names worth asking the layer about: the file's static wrapper methods', and imported client classes' methods. */
export function memberNames(functions: ReadonlyMap<FunctionNode, Wrapper>, config: UserConfig): Set<string> {
  const out = new Set<string>();
  for (const fn of functions.keys()) {
    const m = fn as ASTNode & { static?: boolean; key?: ASTNode };
    if (m.type === 'ClassMethod' && m.static) {
      const name = m.key?.type === 'Identifier' ? (m.key as { name: string }).name : stringValue(m.key);
      if (name) out.add(name);
    }
  }
  for (const methods of Object.values(config.imported?.clientClasses ?? {})) for (const name of Object.keys(methods)) out.add(name);
  return out;
}

/** The wrapper a member call goes through when the layer pins its callee to one, keyed as the call writes it. */
export function flowMemberWrapper(ctx: IndexContext, at: ASTPath<CallNode>, known: FlowMembers): { key: string; wrapper: Wrapper } | undefined {
  const callee = unwrap(at.value.callee);
  if (at.value.type === 'NewExpression' || !isMember(callee) || callee !== at.value.callee) return undefined;
  const name = memberName(callee);
  if (!name || !known.names.has(name)) return undefined;
  const found = values(ctx, at.get('callee'));
  const wrappers = found.map((v) => wrapperOf(ctx, v, known));
  const [first] = wrappers;
  if (!first || !wrappers.every((w) => w === first)) return undefined;
  const object = unwrap(callee.object);
  const owner = object?.type === 'ThisExpression' ? 'this' : object?.type === 'Identifier' ? object.name : 'member';
  return { key: `${owner}.${name}`, wrapper: first };
}

function wrapperOf(ctx: IndexContext, v: Value, known: FlowMembers): Wrapper | undefined {
  // (Not one inherited through a class holding state of its own: `Mirror.request` with `static base = MIRROR`, classes.ts.)
  if (v.kind === 'function') return v.through ? undefined : known.functions.get(v.fn);
  if (v.kind !== 'import' || v.members.length !== 1) return undefined;
  const local = localName(ctx, v);
  return local === undefined ? undefined : known.config.imported?.clientClasses[local]?.[v.members[0]];
}

/** The file's local name for the export an import value stands for (`import Base from './base'`: `Base`). */
function localName(ctx: IndexContext, v: Extract<Value, { kind: 'import' }>): string | undefined {
  const program = ctx.root.get().value.program ?? ctx.root.get().value;
  for (const s of (program.body ?? []) as ASTNode[]) {
    if (s.type === 'ImportDeclaration') {
      const d = s as ASTNode & { source: ASTNode; specifiers?: Array<{ type: string; local?: { name: string }; imported?: ASTNode }> };
      if (stringValue(d.source) !== v.source) continue;
      for (const spec of d.specifiers ?? []) {
        const exported = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportSpecifier' ? (spec.imported?.type === 'Identifier' ? (spec.imported as { name: string }).name : stringValue(spec.imported)) : undefined;
        if (exported === v.name && spec.local) return spec.local.name;
      }
    } else if (s.type === 'VariableDeclaration') {
      // `const Base = require('./base')`: the module's `module.exports` whole.
      for (const d of (s as ASTNode & { declarations: Array<{ id: ASTNode & { name?: string }; init?: ASTNode }> }).declarations) {
        if (requiredModule(unwrap(d.init)) !== v.source) continue;
        if (v.name === '*' && d.id.type === 'Identifier') return d.id.name;
        // `const { Base } = require('./base')`.
        const props = d.id.type === 'ObjectPattern' ? ((d.id as { properties?: Array<ASTNode & { key?: ASTNode; value?: ASTNode; computed?: boolean }> }).properties ?? []) : [];
        const prop = props.find((p) => !p.computed && p.key?.type === 'Identifier' && (p.key as { name: string }).name === v.name);
        if (prop?.value?.type === 'Identifier') return (prop.value as { name: string }).name;
      }
    }
  }
  return undefined;
}
