import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex, pathOfNode } from '../../ast/node-index';
import { declarationsAt, thisOwner } from '../../ast/scope';
import { annotatedTypeName, typedReceivers } from '../../ast/typed-receivers';
import { isMember, keyName, memberName, unwrap, unwrapAwait } from '../../ast/syntax';
import { looksLikeRecord } from '../records/dns-record-types';
import { recordShapesCount } from '../records/shape-anchor';
import { itemsOf, type ItemRef } from './items';
import { mayImportFromRun, namedImports } from '../named-imports';

/** Method name → whether it returns a list (`T[]`, `Promise<T[]>`) or one record. */
type RecordMethods = Map<string, boolean>;

/**
 * Records a function or a method of a class imported from another module of the run hands out, by
 * the type it is written to return there (`getSrvRecords(): Promise<SrvRecord[]>`, `export const
 * listRecords = async (zone: string): Promise<DnsRecord[]> => …`, with the type a record type
 * declared in that module or imported by it; see RunModules.declaration): the uses of its result in
 * this file, followed as `itemsOf` follows a list response (`const records = await
 * this.dns.getSrvRecords(); for (const r of records) …`, `(await listRecords(z)).forEach(…)`). A
 * function is called by the name it is imported with, where that name stands for the import (a
 * function or parameter of the file with the same name is another one). For a method, the instance is one the file holds by
 * binding: a const, variable or parameter declared with the class as its type or made with
 * `new Class()`, or a field of the class around the call (`this.dns`) typed with it or only ever
 * assigned `new Class()`. The class name must stand for the import where it is written (a class of
 * the file with the same name is another one). Record types are those whose written members look
 * like a DNS record's and pass `also`. Empty outside the runner.
 */
export function importedRecordReturns(ctx: TransformContext, also: (members: string[]) => boolean = () => true): ItemRef[] {
  // A file that imports nothing the run declares has no such records: asked before the index, which
  // srv-data-to-name's own edits have invalidated when it asks (41 rebuilds on the dense corpus).
  if (!mayImportFromRun(ctx)) return [];
  // The types are recognised by their members alone: Cloudflare records only in an anchored run.
  if (!recordShapesCount(ctx)) return [];
  const index = currentIndex(ctx);
  // Import bindings (their local identifiers) of classes with such methods.
  const classes = new Map<ASTNode, RecordMethods>();
  /** Import bindings (their local identifiers) of functions returning records: whether they return a list. */
  const functions = new Map<ASTNode, boolean>();
  const methodNames = new Set<string>();
  const receivers = typedReceivers(index);
  // Only a name the file makes instances of, writes as a type or calls can be such a class or
  // function: no other import is looked up.
  const used = new Set(receivers.flatMap((r) => r.typeName ?? []));
  index.of('NewExpression', 'CallExpression', 'OptionalCallExpression').forEach((p) => {
    const callee = unwrap(p.value.callee);
    if (callee?.type === 'Identifier') used.add(callee.name);
  });
  const returnsRecords = (r: { type: { members?: string[] } }): boolean => !!r.type.members && looksLikeRecord(r.type.members) && also(r.type.members);
  for (const { local, declared } of namedImports(ctx, (name) => used.has(name))) {
    if (declared.returned && returnsRecords(declared.returned)) functions.set(local, declared.returned.list);
    const methods: RecordMethods = new Map();
    for (const [method, returned] of Object.entries(declared.returns ?? {})) {
      if (returnsRecords(returned)) methods.set(method, returned.list);
    }
    if (methods.size === 0) continue;
    classes.set(local, methods);
    for (const m of methods.keys()) methodNames.add(m);
  }
  if (classes.size === 0 && functions.size === 0) return [];

  /** The imported class `name` stands for where it is written (`at`). */
  const classAt = (at: ASTPath | undefined, name: string | undefined): RecordMethods | undefined => {
    const found = at && name ? declarationsAt(index, at, name) : [];
    return found.length === 1 ? classes.get(found[0].id) : undefined;
  };
  /** `new Class(…)` (through `await` and casts): the imported class it makes. */
  const made = (at: ASTPath, value: ASTNode | null | undefined): RecordMethods | undefined => {
    const n = unwrapAwait(value);
    const callee = n?.type === 'NewExpression' ? unwrap(n.callee) : undefined;
    return callee?.type === 'Identifier' ? classAt(at, callee.name) : undefined;
  };
  /** A field of the class `owner` (`this.dns`): its written type, else what every assignment of it makes. */
  const fieldClass = (owner: ASTNode, name: string): RecordMethods | undefined => {
    const typed = receivers.filter((r) => r.key === `this.${name}` && !r.isStatic && r.typeName && thisOwner(r.at) === owner);
    if (typed.length > 0) {
      const found = new Set(typed.map((r) => classAt(r.at, r.typeName)));
      return found.size === 1 ? [...found][0] : undefined;
    }
    const values: Array<RecordMethods | undefined> = [];
    index.of('ClassProperty', 'PropertyDefinition').forEach((p) => {
      const field = p.value as { static?: boolean; value?: ASTNode | null };
      if (p.parent?.parent?.value === owner && !field.static && keyName(p.value as never) === name && field.value) values.push(made(p, field.value));
    });
    index.of('AssignmentExpression').forEach((p) => {
      const left = p.value.left;
      if (isMember(left) && left.object.type === 'ThisExpression' && !left.computed && memberName(left) === name && thisOwner(p) === owner) values.push(made(p, p.value.right));
    });
    const found = new Set(values);
    return values.length > 0 && found.size === 1 ? [...found][0] : undefined;
  };
  /** The imported class of the value a call is made on: a binding, or a field of the class around it. */
  const receiverClass = (objPath: ASTPath): RecordMethods | undefined => {
    const obj = unwrap(objPath.value);
    if (obj?.type === 'Identifier') {
      const found = declarationsAt(index, objPath, obj.name);
      if (found.length !== 1) return undefined;
      const { id, declarator } = found[0];
      const typeName = annotatedTypeName(id);
      if (typeName) return classAt(pathOfNode(ctx, id), typeName);
      return declarator ? made(declarator, (declarator.value as { init?: ASTNode | null }).init) : undefined;
    }
    if (isMember(obj) && obj.object.type === 'ThisExpression' && !obj.computed) {
      const owner = thisOwner(objPath);
      const name = memberName(obj);
      return owner && name ? fieldClass(owner, name) : undefined;
    }
    return undefined;
  };

  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  index.of('CallExpression', 'OptionalCallExpression').forEach((p) => {
    const callee = p.value.callee;
    if (callee.type === 'Identifier') {
      const found = functions.size > 0 ? declarationsAt(index, p, callee.name) : [];
      const list = found.length === 1 ? functions.get(found[0].id) : undefined;
      if (list !== undefined) starts.push({ path: p, list });
      return;
    }
    const method = isMember(callee) && !callee.computed ? memberName(callee) : undefined;
    if (!method || !methodNames.has(method)) return;
    const list = receiverClass(p.get('callee', 'object'))?.get(method);
    if (list !== undefined) starts.push({ path: p, list });
  });
  return itemsOf(ctx, starts);
}
