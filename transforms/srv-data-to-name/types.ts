import type { ASTNode, Program } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../src/types';
import type { IndexContext } from '../../src/ast/node-index';
import { replaceWithEdits, type TextEdit } from '../../src/edit/text-edits';
import { insertMemberEdit, optionalMemberEdit } from '../../src/edit/type-members';
import { moduleView, requiredRead, requiredReadElsewhere, requiredReadOfType, type ModuleView } from '../../src/cloudflare/records/required-reads';
import {
  importBinding,
  isPropertySignature,
  memberKey,
  membersOf,
  moduleTypeDeclaration,
  objectParts,
  propertySignature,
  typeInScope,
  writtenTypeNames,
  type DeclaredMembers,
  type TypeDeclaration,
} from '../../src/ast/type-declarations';
import { typedItems } from '../../src/cloudflare';
import { pathOfNode } from '../../src/ast';
import { PART_READS, PARTS, partRequired } from './fields';
import type { Ctx } from './messages';
import { partRead } from './reads';

/** The module a type name is imported from (as written) and its name there (`import { A as B }`). */
const importOf = (ctx: IndexContext, name: string) => {
  const top = ctx.root.get().value;
  return importBinding(top.program ?? top, name);
};

/**
 * One edit of a record type's declaration: on its written text, and the same change made on the tree
 * (for a declaration whose text cannot be re-cut: one an earlier transform of the run reprinted).
 */
type TypeEdit = { text: TextEdit | undefined; tree: () => void };
type TypeEdits = Map<TypeDeclaration, TypeEdit[]>;

/**
 * What a file asks of a record type it imports (plain data, for the follow-up on the module that
 * declares it): to be relaxed, as an SRV body built with it was migrated here (`addName`: it got a
 * top-level name); to say why it cannot be (`keep`: the body was left as it is, see relaxableIn); or
 * to report again what an earlier run reported there (`standing`).
 */
type Verdict = { relax: { addName: boolean } } | { keep: { addName: boolean } } | { standing: true };
type TypeDecision = Verdict & {
  type: string;
  /** The importing file. */
  by: string;
};

/**
 * Where an imported type is declared among the run's files, found through the barrels that re-export
 * it; undefined when it is not an interface or type alias of the run's files.
 */
function runDeclaration(ctx: TransformContext, name: string): RunDeclaration | undefined {
  const from = importOf(ctx, name);
  if (!from || from.imported === 'default' || !ctx.defer) return undefined;
  const declared = ctx.modules?.declaration(from.source, from.imported);
  // A type of build output or a generated file is changed in its source, then rebuilt: reported here.
  return declared && declared.kind !== 'other' && !ctx.modules?.skipped?.(declared.module) ? declared : undefined;
}

/**
 * Asks for the decision on an imported type to be carried out in the module that declares it; false
 * when it is not an interface or type alias of the run's files (the importer then reports it).
 */
function deferType(ctx: TransformContext, name: string, decision: Verdict): boolean {
  const declared = runDeclaration(ctx, name);
  return !!declared && ctx.defer!(declared.module, { type: declared.name, ...decision, by: ctx.file.path } satisfies TypeDecision);
}

/**
 * Makes the body's own record types stop requiring data.service/proto/name (and accept a top-level
 * name); a type imported from another module of the run is changed there, once every importer has
 * decided (see relaxImportedTypes). False, with nothing edited and each reason reported, when some
 * type cannot be relaxed: one of a package, one whose data is not written here, or one this file
 * reads the three through (they must stay required there): the body is then left as it is, so the
 * output still compiles, and is migrated by the run after the type is fixed.
 */
export function relaxTypes(ctx: Ctx, obj: any, addedName: boolean): boolean {
  const edits: TypeEdits = new Map();
  const deferred: string[] = [];
  let ok = true;
  for (const { name, at } of writtenTypeNames(ctx, obj)) {
    const local = typeInScope(ctx, name, obj);
    if (local) {
      const reads = readsThrough(ctx, name);
      // Read where a string is required, in this file or in one that imports it: it keeps them.
      const required = reads ? undefined : partRequired(requiredReadOfType(ctx, { name, fields: PART_READS, word: 'data' }));
      if (reads) {
        ctx.report(at, 'typeRead', { type: name });
        ok = false;
      } else if (required) {
        ctx.report(at, 'typeReadRequired', { type: name, ...required });
        ok = false;
      } else if (!relaxType({ view: ctx, name, local, at, scope: obj, addedName, edits, report: ctx.report })) ok = false;
    } else if (importOf(ctx, name)) {
      // Decided here, carried out by the follow-up on the module that declares it: it must be able to.
      const declared = runDeclaration(ctx, name);
      const program = declared && (ctx.modules?.program?.(declared.module) as object | undefined);
      const there = declared && program ? moduleView(ctx, declared.module, program) : undefined;
      const required = there && partRequired(requiredRead(ctx, there, new Set([declared!.name]), PART_READS) ?? requiredReadElsewhere(ctx, ctx.modules?.of?.(declared!.module), { name: declared!.name, fields: PART_READS, word: 'data' }));
      if (required) {
        ctx.report(at, 'typeReadRequired', { type: name, ...required });
        ok = false;
      } else if (there && relaxableIn(there, declared!.name, addedName)) deferred.push(name);
      else {
        ctx.report(at, addedName ? 'importedTypeName' : 'importedType', { type: name, module: importOf(ctx, name)!.source });
        // What keeps it is written in its module (data of a package's type, say): reported there.
        if (there) deferType(ctx, name, { keep: { addName: addedName } });
        ok = false;
      }
    }
  }
  if (!ok) return false;
  for (const name of deferred) deferType(ctx, name, { relax: { addName: addedName } });
  applyTypeEdits(ctx, edits);
  return true;
}

/**
 * Whether this file reads data.service/proto/name through the record type (a parameter typed with it,
 * or an element of one): such a read needs them required (a string where one is needed), so the
 * type keeps them. The reads the transform rewrites (of API responses) are not made through it.
 */
function readsThrough(ctx: Ctx, name: string): boolean {
  return typedItems(ctx, new Set([name])).some((item) => partRead(item.ref) !== undefined);
}

/**
 * Whether the follow-up on the module that declares the record type (`view`, its program as the run
 * began) will relax it: the type and its data are written there as relaxType needs them. Its edits
 * are made on the module's text then, or on its tree: they do not fail.
 */
function relaxableIn(view: ModuleView, name: string, addedName: boolean): boolean {
  const declared = moduleTypeDeclaration(view.root.get().value as Program, name);
  return !!declared && relaxType({ view, name, local: membersOf(declared), at: declared, scope: declared, addedName, edits: new Map(), report: () => undefined });
}

/**
 * A body migrated by an earlier run (type 'SRV', a top-level name, data without service/proto/name):
 * the findings that run made on its record type, about what this file cannot change (a type of a
 * package, an alias it cannot see through), are reported again while their markers stand. Nothing
 * is edited: a type of this file or of the run was relaxed then.
 */
export function standingTypeFindings(ctx: Ctx, obj: ASTNode): void {
  const again = reportIfMarked(ctx);
  if (!again) return;
  for (const { name, at } of writtenTypeNames(ctx, obj)) {
    const local = typeInScope(ctx, name, obj);
    // A type of another module of the run: its module reports again what it reported then.
    if (!local && deferType(ctx, name, { standing: true })) continue;
    const from = importOf(ctx, name);
    // Either form of the finding: whether that run added the name is not written anywhere.
    for (const addedName of [true, false]) {
      if (local) relaxType({ view: ctx, name, local, at, scope: obj, addedName, edits: new Map(), report: again });
      else if (from) again(at, addedName ? 'importedTypeName' : 'importedType', { type: name, module: from.source });
    }
  }
}

/** A report made only when the finding's marker already stands (see ctx.marked), once per place and text. */
function reportIfMarked(ctx: Ctx): Ctx['report'] | undefined {
  const marked = ctx.marked;
  if (!marked) return undefined;
  const seen = new Set<string>();
  return (at, messageId, ...data) => {
    const key = `${(at as { start?: number }).start}\0${messageId}\0${JSON.stringify(data)}`;
    if (seen.has(key) || !marked(at, messageId, ...data)) return;
    seen.add(key);
    ctx.report(at, messageId, ...data);
  };
}

/** What relaxType is asked: which record type, seen from where, and where its edits and findings go. */
interface RelaxRequest {
  /** The module the type is declared in (this file, or another of the run as its program was). */
  view: ModuleView;
  name: string;
  /** Its members as declared. */
  local: DeclaredMembers;
  /** Where a finding about it is reported. */
  at: any;
  /** Where the type is seen from (the body, or the declaration itself). */
  scope: any;
  /** Whether the body got a top-level name (the type must then allow one). */
  addedName: boolean;
  edits: TypeEdits;
  report: Ctx['report'];
}

/**
 * The edits that make one declared record type stop requiring data.service/proto/name (`scope`: where
 * it is seen from). The type may be an interface, an alias of a type literal or an intersection of
 * them and of other types of this file (`type R = Base & { data: {…} }`): the parts that hold `data`
 * and `name` are edited where they are written. Reported when its data is not written here.
 */
function relaxType(request: RelaxRequest): boolean {
  const { view: ctx, name, local, at, scope, addedName, edits, report } = request;
  const edit = (decl: TypeDeclaration, e: TypeEdit) => edits.set(decl, [...(edits.get(decl) ?? []), e]);
  const src = ctx.file.source;
  const { parts, unseen, open } = objectParts(ctx, local, scope);
  const holding = (member: string) => parts.find((p) => propertySignature(p.members, member));
  const withData = holding('data');
  // A body that already has a top-level name compiled with its type: that type allows one already.
  if (!withData && unseen) {
    report(at, addedName ? 'localTypeName' : 'localType', { type: name });
    return false;
  }
  const dataMember = withData && propertySignature(withData.members, 'data');
  const dataType = dataMember?.typeAnnotation?.typeAnnotation;
  let dataParts: DeclaredMembers[] = [];
  if (dataType?.type === 'TSTypeLiteral') dataParts = [{ members: dataType.members, node: withData!.node }];
  else if (dataType?.type === 'TSTypeReference' && dataType.typeName.type === 'Identifier') {
    const inner = typeInScope(ctx, dataType.typeName.name, scope);
    const from = importOf(ctx, dataType.typeName.name);
    if (inner) dataParts = objectParts(ctx, inner, scope).parts;
    else if (from) {
      report(at, 'importedDataType', { type: dataType.typeName.name, module: from.source });
      return false;
    }
    // Data of a type this file cannot see (a global, a package's): it keeps requiring them.
    else if (!dataType.typeParameters) {
      report(at, addedName ? 'localTypeName' : 'localType', { type: name });
      return false;
    }
  }
  for (const part of dataParts) {
    for (const m of part.members) {
      if (isPropertySignature(m) && (PARTS as readonly string[]).includes(memberKey(m) ?? '') && !m.optional) {
        edit(part.node, { text: optionalMemberEdit(m), tree: () => void (m.optional = true) });
      }
    }
  }
  // `name?: string` beside data (an intersection with a part that requires name still does); a part
  // that takes any key (`Record<string, unknown>`) allows it already.
  if (addedName && !holding('name') && !open) {
    const into = withData ?? parts[0];
    const anchor = dataMember ?? into?.members[0];
    if (into && anchor) {
      const { j } = ctx;
      const member = () => Object.assign(j.tsPropertySignature(j.identifier('name'), j.tsTypeAnnotation(j.tsStringKeyword())), { optional: true });
      edit(into.node, { text: insertMemberEdit(anchor, 'name?: string', src), tree: () => void into.members.splice(into.members.indexOf(anchor), 0, member()) });
    }
  }
  return true;
}

/**
 * Makes the edits of record types: on the text of the statement that declares each (the `export`
 * around an exported one: recast keeps no location of its own for a declaration inside an export, so
 * its offsets, of recast's copy of the file with "\n" line ends and tabs expanded, would be read
 * against the file itself), else on the tree (recast reprints the members edited). Either way the
 * type is relaxed: a body migrated with it still compiles.
 */
function applyTypeEdits(ctx: Ctx, edits: TypeEdits): void {
  for (const [decl, list] of edits) {
    const path = pathOfNode(ctx, decl);
    const parent = path?.parentPath?.value;
    const statement = /^Export/.test(parent?.type ?? '') && parent.declaration === decl ? path!.parentPath : path;
    const texts = list.flatMap((e) => (e.text ? [e.text] : []));
    if (!(statement && texts.length === list.length && replaceWithEdits(statement, texts, ctx.file.source, ctx.file.path))) {
      for (const e of list) e.tree();
    }
    ctx.changed();
  }
}

/**
 * The follow-up on a module whose record types other files build SRV bodies with: a type is relaxed
 * as one of the same file would be, as soon as some importer migrated a body built with it. Bodies
 * left as they were still type-check; code that reads data.service/proto/name through it now sees
 * them as optional, which they are (the API no longer returns them: those reads are reported).
 */
export function relaxImportedTypes(ctx: Ctx, requests: unknown[]): void {
  const byType = new Map<string, TypeDecision[]>();
  for (const r of requests as TypeDecision[]) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
  const program = ctx.root.get().value.program;
  const edits: TypeEdits = new Map();
  const again = reportIfMarked(ctx);
  for (const [name, decisions] of byType) {
    // Importers ask only the module that declares the type (see deferType).
    const declared = moduleTypeDeclaration(program, name);
    if (!declared) continue;
    const declaredType = { view: ctx, name, local: membersOf(declared), at: declared, scope: declared };
    const relax = decisions.filter((d): d is TypeDecision & { relax: { addName: boolean } } => 'relax' in d);
    const keep = decisions.filter((d): d is TypeDecision & { keep: { addName: boolean } } => 'keep' in d);
    if (relax.length > 0) relaxType({ ...declaredType, addedName: relax.some((d) => d.relax.addName), edits, report: ctx.report });
    // Its importers left their bodies as they were: why it cannot be relaxed is reported here (nothing is edited).
    else if (keep.length > 0) relaxType({ ...declaredType, addedName: keep.some((d) => d.keep.addName), edits: new Map(), report: ctx.report });
    // Only bodies an earlier run migrated: what it reported here stands while its marker does.
    else if (again) for (const addName of [true, false]) relaxType({ ...declaredType, addedName: addName, edits: new Map(), report: again });
  }
  applyTypeEdits(ctx, edits);
}
