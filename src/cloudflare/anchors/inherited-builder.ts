import type { ASTNode } from 'jscodeshift';
import { values, type Value } from '../../flow';
import type { IndexContext } from '../../ast/node-index';
import { currentIndex } from '../../ast/node-index';
import { classLinks } from '../../flow/class-links';
import { ownMember } from '../../flow/classes';
import type { ClassNode } from '../../flow/value';
import { stringValue, unwrap } from '../../ast/syntax';

/*
 * A static URL builder a class of the file inherits from a class another module declares
 * (docs/value-flow.md, "Classes and instances"): `Zones.url(…)` with `class Zones extends Base`, Base
 * imported and declaring `static url(path)`. The layer answers `Zones.url` as Base's member `url`
 * (classes.ts), which the run's index exports as the builder `<Base>.url` (src/project/static-builders.ts).
 * `this` in the builder is Zones: a class on the way that declares a static member the builder reads
 * on `this` (`static root() { return MIRROR }`) builds another URL, and is no such call.
 */

type Builders = Record<string, { url: unknown; thisReads?: string[] }>;

/** The key (`Base.url`) of the imported builder the callee `X.m` stands for, or undefined. */
export function inheritedBuilderKey(ctx: IndexContext, callee: ASTNode, builders: Builders): string | undefined {
  const found = values(ctx, callee);
  if (found.length !== 1) return undefined;
  const [v] = found;
  if (v.kind !== 'import' || v.instance || v.members.length !== 1) return undefined;
  const local = importLocal(ctx, v);
  const key = local !== undefined ? `${local}.${v.members[0]}` : undefined;
  if (key === undefined || !Object.prototype.hasOwnProperty.call(builders, key)) return undefined;
  const reads = builders[key].thisReads ?? ['*'];
  if (reads.length === 0) return key;
  // The classes of the file `this` may be in the builder: the one the member is read on, up to the import.
  const object = (callee as { object?: ASTNode | null }).object;
  const on = object ? values(ctx, object) : [];
  if (on.length !== 1 || on[0].kind !== 'class' || reads.includes('*')) return undefined;
  const links = classLinks(currentIndex(ctx));
  for (let c: ClassNode | undefined = on[0].cls, depth = 0; c; c = links.parent.get(c), depth++) {
    if (depth > 8 || reads.some((r) => ownMember(c!, r, true) !== undefined)) return undefined;
  }
  return key;
}

/** The file's local name of an imported binding (`import Base from './base'`), when one import declaration gives it. */
function importLocal(ctx: IndexContext, v: Extract<Value, { kind: 'import' }>): string | undefined {
  const locals: string[] = [];
  currentIndex(ctx).of('ImportDeclaration').forEach((p) => {
    const decl = p.value as { source?: ASTNode; importKind?: string; specifiers?: Array<{ type: string; local?: { name?: string }; imported?: ASTNode & { name?: string } }> };
    if (decl.importKind === 'type' || stringValue(decl.source) !== v.source) return;
    for (const s of decl.specifiers ?? []) {
      const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportSpecifier' ? (s.imported?.name ?? stringValue(unwrap(s.imported))) : undefined;
      if (name === v.name && s.local?.name) locals.push(s.local.name);
    }
  });
  return locals.length === 1 ? locals[0] : undefined;
}
