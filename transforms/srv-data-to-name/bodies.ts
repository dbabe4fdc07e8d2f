import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import { declarationsAt } from '../../src/ast/scope';
import { enclosingFunction } from '../../src/ast/bindings';
import { isWrapper, type MaybeNode } from '../../src/ast/syntax';
import type { TransformContext } from '../../src/types';
import type { DataArgs } from '../../src/messages';
import { quoted } from '../../src/edit/literals';
import { codeOf, insertBeforeEdit, removePropertiesEdits, replaceWithEdits, writtenText, type TextEdit } from '../../src/edit/text-edits';
import { writtenTypeNames } from '../../src/ast/type-declarations';
import { bodyObject, objectOf, type ApiCall } from '../../src/cloudflare';
import { getProperty, isMember, memberName, propertyValue, stringValue, unwrap, currentIndex, pathOfNode } from '../../src/ast';
import { literalOf, PARTS, sourceOf } from './fields';
import { messages, type Ctx } from './messages';
import { namesRead } from './names-read';
import { helperValues, srvHelper } from './srv-helper';
import { relaxTypes, standingTypeFindings } from './types';

/** A base name that falls back to the apex: `sub || '@'`, `sub ?? '@'`, `sub ? sub : '@'` (through consts). */
export function mayBeApex(ctx: TransformContext, node: any, depth = 0): boolean {
  const n = unwrap(node);
  if (!n || depth > 4) return false;
  if (n.type === 'LogicalExpression') return mayBeApex(ctx, n.left, depth + 1) || mayBeApex(ctx, n.right, depth + 1);
  if (n.type === 'ConditionalExpression') return mayBeApex(ctx, n.consequent, depth + 1) || mayBeApex(ctx, n.alternate, depth + 1);
  const value = literalOf(ctx, n);
  return value === '@' || value === '';
}

const escapeQuasi = (text: string): string => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/**
 * `_service._proto.name` from the three data values, as code: one string when all are string
 * literals, else a template literal that keeps the original expressions (a template written for
 * `data.name` is spliced in).
 */
export function fullNameCode(ctx: TransformContext, values: any[]): string {
  let raw = '';
  let dynamic = false;
  const literal: string[] = [];
  values.forEach((value, i) => {
    if (i > 0) raw += '.';
    const v = unwrap(value);
    const s = stringValue(v);
    if (s !== undefined && v.type !== 'TemplateLiteral') {
      raw += escapeQuasi(s);
      literal.push(s);
    } else if (v.type === 'TemplateLiteral') {
      raw += (codeOf(v, ctx.file.source) ?? ctx.j(v).toSource()).slice(1, -1);
      dynamic = true;
    } else {
      raw += `\${${codeOf(value, ctx.file.source) ?? ctx.j(value).toSource()}}`;
      dynamic = true;
    }
  });
  if (dynamic) return `\`${raw}\``;
  return quoted(ctx.file.source, literal.join('.'));
}

/** Migrates the body the call sends when it is an object literal found without the value-flow layer; false when there is none. */
export function migrateBody(ctx: Ctx, call: ApiCall, bodies: Set<any>, srvTypes: Set<string>): boolean {
  const obj = bodyObject(ctx, call);
  if (!obj) return false;
  if (obj.type !== 'ObjectExpression' || bodies.has(obj)) return true;
  bodies.add(obj);
  migrateObject(ctx, call, obj, srvTypes);
  return true;
}

/**
 * Where a body is sent from, as migrateObject needs it: the request (its SDK generation; data set on the
 * body counts before its node), or for a converter of another module's requests, the converter (no SDK).
 */
export interface BodySender {
  path: ASTPath;
  sdk?: ApiCall['sdk'];
}

/** Migrates one SRV body written as an object literal (its data in it, set after it, or a helper's 'SRV' case), or reports why not. */
export function migrateObject(ctx: Ctx, call: BodySender, obj: ObjectExpression, srvTypes: Set<string>): void {
  // A body reported is left as it is (a type relaxed for other bodies still accepts it).
  const left = <K extends keyof typeof messages>(at: any, messageId: K, ...data: DataArgs<(typeof messages)[K]>): void => {
    ctx.report(at, messageId, ...data);
  };
  const type = literalOf(ctx, propertyValue(obj, 'type'));
  if (type !== undefined && type.toUpperCase() !== 'SRV') return;
  if (type !== undefined) for (const { name } of writtenTypeNames(ctx, obj)) srvTypes.add(name);
  // The data: written in the body, or set after it is built (`body.data = {…}` in the same function).
  const dataProp = getProperty(obj, 'data');
  const assigned = dataProp ? undefined : assignedMember(ctx, obj, 'data', call.path.value);
  const dataAt = dataProp ?? assigned?.statement;
  const dataValue = dataProp ? dataProp.value : assigned?.value;
  // Or returned by the 'SRV' case of a helper of the file (`data: recordData('SRV', service, proto, name)`).
  const helper = dataAt && !assigned?.several && !objectOf(ctx, dataValue) ? srvHelper(ctx, dataValue) : undefined;
  const data = dataAt && !assigned?.several ? objectOf(ctx, dataValue) ?? helper?.object : undefined;
  const present = data ? PARTS.filter((k) => getProperty(data, k)) : [];
  // A helper's parameters, as this call passes them: rewritten only when the call takes the 'SRV' case and the helper is this body's alone.
  const helperArgs = helper && type !== undefined ? helperValues(ctx, helper) : undefined;
  if (call.sdk?.generation === 'v1') {
    if (type !== undefined || present.length > 0) {
      left(call.path, 'v1NoName');
    }
    return;
  }
  if (helper && present.length > 0 && !helperArgs) {
    left(dataAt, 'dataHelper', { helper: helper.name, fields: present.join('/') });
    return;
  }
  if (type === undefined) {
    if (present.length > 0) {
      left(getProperty(obj, 'type') ?? call.path, 'typeNotLiteral', { fields: present.join('/') });
    }
    return;
  }
  if (!dataAt) return;
  if (assigned?.several || !data) {
    left(dataAt, 'dataElsewhere');
    return;
  }
  if (present.length === 0) {
    if (data.properties.some((p: any) => p.type === 'SpreadElement' || p.type === 'SpreadProperty')) {
      left(dataAt, 'dataSpread');
    } else if (getProperty(obj, 'name')) {
      standingTypeFindings(ctx, obj);
    }
    return;
  }
  const topName = getProperty(obj, 'name');
  const typeProp = getProperty(obj, 'type');
  const partProps = PARTS.map((k) => getProperty(data, k));
  // The values the full name is made of, as the body sees them (a helper's parameters: the call's arguments).
  const partValues: MaybeNode[] = helperArgs ?? partProps.map((p) => p?.value);
  const nameCode = (): string | undefined => {
    const missing = PARTS.filter((_, i) => !partProps[i]);
    if (missing.length > 0) {
      left(dataAt, 'dataMissing', { missing: missing.join('/'), fields: present.join('/') });
      return undefined;
    }
    const base = literalOf(ctx, partValues[2]) ?? (mayBeApex(ctx, partValues[2]) ? '@' : undefined);
    if (base === '@' || base === '') {
      left(dataAt, 'zoneApex', { base, prefix: [0, 1].map((i) => literalOf(ctx, partValues[i]) ?? `<${PARTS[i]}>`).join('.') });
      return undefined;
    }
    // Set after the body is built: the name goes in the body, where its values must already stand.
    if (assigned && !availableAt(ctx, partValues, obj, assigned.path)) {
      left(dataAt, 'dataAssigned', { fields: present.join('/') });
      return undefined;
    }
    return fullNameCode(ctx, partValues);
  };

  // The top-level name: added, replaced (when it is the base name data.name also holds) or kept.
  let nameEdit: { replace?: any; code: string } | undefined;
  if (topName) {
    const dataName = partValues[2];
    const top = sourceOf(ctx, unwrap(topName.value));
    if (dataName && top !== undefined && top === sourceOf(ctx, unwrap(dataName))) {
      const code = nameCode();
      if (code === undefined) return;
      nameEdit = { replace: topName, code };
    } else {
      const written = literalOf(ctx, topName.value);
      if (written !== undefined && !written.startsWith('_')) {
        left(topName, 'baseNameOnly', { name: written, fields: present.join('/') });
        return;
      }
    }
  } else {
    const code = nameCode();
    if (code === undefined) return;
    nameEdit = { code };
  }

  // The output compiles if the input did: a body whose type cannot be relaxed is left as it is.
  if (!relaxTypes(ctx, obj, !topName)) return;
  const removed = partProps.filter(Boolean);
  const objEdits: TextEdit[] = [];
  const dataEdits = removePropertiesEdits(data, removed, ctx.file.source);
  const w = writtenText(obj, ctx.file.source);
  const dw = writtenText(data, ctx.file.source);
  const dataInside = !!(w && dw && w.source === dw.source && dw.start >= w.start && dw.end <= w.end);
  if (nameEdit?.replace) {
    objEdits.push({ start: nameEdit.replace.start, end: nameEdit.replace.end, text: `name: ${nameEdit.code}` });
  } else if (nameEdit) {
    // Right after `type` (before the entry that follows it), else first.
    const typeAt = obj.properties.indexOf(typeProp);
    const before = (typeAt >= 0 ? obj.properties[typeAt + 1] : undefined) ?? typeProp ?? obj.properties[0];
    const edit = before && insertBeforeEdit(before, `name: ${nameEdit.code}`, ctx.file.source);
    if (edit) objEdits.push(edit);
    else if (!before && w) objEdits.push({ start: w.start + 1, end: w.start + 1, text: ` name: ${nameEdit.code} ` });
  }
  const objPath = pathOfNode(ctx, obj);
  const dataPath = dataInside ? undefined : pathOfNode(ctx, data);
  const textOk =
    w && objPath && dataEdits && objEdits.length === (nameEdit ? 1 : 0) && (dataInside || (dw && dataPath));
  if (textOk) {
    const ok = dataInside
      ? replaceWithEdits(objPath, [...objEdits, ...dataEdits!], ctx.file.source, ctx.file.path)
      : replaceWithEdits(dataPath!, dataEdits!, ctx.file.source, ctx.file.path) &&
        (objEdits.length === 0 || replaceWithEdits(objPath, objEdits, ctx.file.source, ctx.file.path));
    if (ok) {
      // Only those nodes were replaced: the index of the tree is updated for them, not built again.
      ctx.changed({ replaced: dataInside ? [objPath] : objEdits.length === 0 ? [dataPath!] : [dataPath!, objPath] });
      return;
    }
  }
  // Nodes with no written text (built by another transform): edit the tree; recast reprints them.
  const { j } = ctx;
  const parsedName = nameEdit && (j(`(${nameEdit.code})`).find(j.Expression).paths()[0]?.value as any);
  if (nameEdit?.replace) {
    nameEdit.replace.value = parsedName;
    nameEdit.replace.shorthand = false;
  } else if (nameEdit) {
    obj.properties.splice(obj.properties.indexOf(typeProp) + 1, 0, j.objectProperty(j.identifier('name'), parsedName));
  }
  data.properties = data.properties.filter((p: any) => !removed.includes(p));
  ctx.changed();
}

/**
 * `body.<member> = …`, a statement of its own after `const body = {…}` and before the request that
 * sends it (`sent`), in the function that builds the body (not in a callback of it); `several` when
 * there is more than one such statement.
 */
export function assignedMember(ctx: TransformContext, obj: ObjectExpression, member: string, sent: ASTNode): { statement: ASTNode; value: MaybeNode; path: ASTPath; several?: true } | undefined {
  let at = pathOfNode(ctx, obj)?.parentPath;
  while (at && isWrapper(at.value)) at = at.parentPath;
  const declarator = at?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return undefined;
  const id = declarator.id;
  const index = currentIndex(ctx);
  const owner = enclosingFunction(at!)?.value;
  const found = index.of('AssignmentExpression').filter((p) => {
    const { left, operator } = p.value;
    const object = isMember(left) && !left.computed && memberName(left) === member ? unwrap(left.object) : undefined;
    return (
      operator === '=' &&
      object?.type === 'Identifier' &&
      object.name === id.name &&
      p.parentPath?.value?.type === 'ExpressionStatement' &&
      enclosingFunction(p)?.value === owner &&
      declarationsAt(index, p, id.name).some((d) => d.id === id) &&
      offset(p.value, 'start', -1) > offset(obj, 'end', Infinity) &&
      offset(p.value, 'end', Infinity) < offset(sent, 'start', -1)
    );
  });
  if (found.length === 0) return undefined;
  const first = found[0];
  return { statement: first.parentPath.value, value: first.value.right, path: first, ...(found.length > 1 ? { several: true as const } : {}) };
}

/** A node's offset in the source (Babel's `start`/`end`), or the fallback for one built in code. */
const offset = (node: ASTNode, at: 'start' | 'end', fallback: number): number => (node as { start?: number; end?: number })[at] ?? fallback;

/**
 * Whether the values of data set after the body is built (at \`at\`) can be read where the body is
 * written: each name they read is the same binding there, a parameter or import never assigned, or a
 * const declared before the body (a global stays a global).
 */
export function availableAt(ctx: TransformContext, values: MaybeNode[], obj: ObjectExpression, at: ASTPath): boolean {
  const index = currentIndex(ctx);
  const objPath = pathOfNode(ctx, obj);
  if (!objPath) return false;
  const assigned = (id: ASTNode): boolean =>
    index.of('AssignmentExpression', 'UpdateExpression').some((p) => {
      const target = unwrap(p.value.type === 'UpdateExpression' ? p.value.argument : p.value.left);
      return target?.type === 'Identifier' && declarationsAt(index, p, target.name).some((d) => d.id === id);
    });
  return values.every((value) => {
    const names = namesRead(value);
    return (
      names !== undefined &&
      names.every((name) => {
        const there = declarationsAt(index, at, name);
        const here = declarationsAt(index, objPath, name);
        if (there.length !== here.length || there.some((d, i) => d.id !== here[i].id)) return false;
        if (there.length === 0) return true;
        const d = there[0];
        if (d.declarator) return d.declarator.parentPath?.value?.kind === 'const' && offset(d.declarator.value, 'end', Infinity) <= offset(obj, 'start', -1);
        return !assigned(d.id);
      })
    );
  });
}
