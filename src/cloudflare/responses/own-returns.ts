import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declarationsAt, thisOwner } from '../../ast/scope';
import { isMember, keyName, memberName, unwrap } from '../../ast/syntax';
import { importBinding, returnedTypeRef } from '../../ast/type-declarations';
import { looksLikeRecord } from '../records/dns-record-types';
import { recordShapesCount } from '../records/shape-anchor';
import { itemsOf, type ItemRef } from './items';

/**
 * Records a function or a method of this file hands out, by the type it is written to return
 * (`getRecord(name: string): Promise<interfaces.ICflareRecord>`, `function list(): Promise<DnsRecord[]>`),
 * the type being one of `typeNames` (record types of the file or imported by name) or `ns.T` with `ns`
 * a namespace import of a module of the run whose `T` looks like a record and passes `also`. The
 * uses of what a call returns are followed as `itemsOf` follows a list response, and so is the first
 * parameter of a `.then(cb)` on the call (`this.getRecord(n, t).then((r) => r.zone_id)`, as `itemsOf` does). A method is
 * called on `this` inside its own class; a function by its name where that name stands for it.
 */
export function ownRecordReturns(ctx: TransformContext, typeNames: ReadonlySet<string>, also: (members: string[]) => boolean): ItemRef[] {
  const index = currentIndex(ctx);
  // The File of this module, or another module's Program (read without its text).
  const top = ctx.root.get().value;
  /** Whether a written type names a record type: `T`, `ns.T` (`ns` a namespace import, `import * as ns from …`). */
  const isRecordType = (name: ASTNode | undefined): boolean => {
    if (name?.type === 'Identifier') return typeNames.has(name.name);
    if (name?.type !== 'TSQualifiedName' || name.left.type !== 'Identifier' || name.right.type !== 'Identifier') return false;
    const imported = importBinding(top.program ?? top, name.left.name);
    const members = imported?.imported === '*' ? ctx.modules?.declaration(imported.source, name.right.name)?.members : undefined;
    return !!members && looksLikeRecord(members) && also(members) && recordShapesCount(ctx);
  };
  /** `T`, `T[]`, `Promise<T>`, `Promise<T[]>` (returnedTypeRef): whether it is a list; undefined when not a record. */
  const returned = (fn: ASTNode): boolean | undefined => {
    const type = returnedTypeRef(fn as { returnType?: unknown });
    return type && isRecordType(type.ref) ? type.list : undefined;
  };
  const functions = new Map<ASTNode, boolean>();
  const methods = new Map<string, Array<{ owner: ASTNode; list: boolean }>>();
  index.of('FunctionDeclaration', 'ClassMethod', 'TSDeclareMethod').forEach((p) => {
    const fn = p.value as ASTNode & { id?: ASTNode | null; kind?: string };
    const list = returned(fn);
    if (list === undefined) return;
    if (fn.type === 'FunctionDeclaration' && fn.id) functions.set(fn.id, list);
    const name = fn.type === 'FunctionDeclaration' ? undefined : keyName(fn as never);
    const owner = p.parent?.parent?.value;
    if (name && owner && fn.kind === 'method') methods.set(name, [...(methods.get(name) ?? []), { owner, list }]);
  });
  if (functions.size === 0 && methods.size === 0) return [];
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  index.of('CallExpression').forEach((p) => {
    const callee = unwrap(p.value.callee);
    let list: boolean | undefined;
    if (callee?.type === 'Identifier') {
      const found = functions.size > 0 ? declarationsAt(index, p, callee.name) : [];
      list = found.length === 1 ? functions.get(found[0].id) : undefined;
    } else if (isMember(callee) && callee.object.type === 'ThisExpression' && !callee.computed) {
      const owner = thisOwner(p);
      list = methods.get(memberName(callee) ?? '')?.find((m) => m.owner === owner)?.list;
    }
    if (list === undefined) return;
    starts.push({ path: p, list });
  });
  return itemsOf(ctx, starts);
}
