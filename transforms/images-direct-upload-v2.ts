import type { ASTPath } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { dropProperties } from '../src/edit/text-edits';
import {
  ENDPOINTS,
  findApiCalls,
  matchEndpoint,
  objectOf,
  renamePathSegment,
  safeLiteralEdits,
  segmentInWrapper,
  segmentSite,
  type ApiCall,
} from '../src/cloudflare';
import { bindingsOf, enclosingFunction, getProperty, isProperty, keyName, memberName, stringValue, unwrap, isInside, pathOfNode } from '../src/ast';

const DIRECT_UPLOAD = ENDPOINTS.imagesDirectUploadV1;
const UNDER_IMAGES = /\/client\/v4\/accounts\/[^/?#]+\/images\/$/;
/** The optional fields of a v2 direct upload. */
const FIELDS = new Set(['requireSignedURLs', 'metadata', 'expiry', 'id']);
const MULTIPART = 'v2 takes its optional fields as multipart form data';
const V2 = 'use /images/v2/direct_upload (multipart form data)';

const messages = {
  segmentNotWritten: `${V2}: the v1 segment is not written where this call can edit it (in its own URL or a const of this file)`,
  segmentShared: `${V2}: the v1 segment is shared with other /images/v1 routes, which stay; give this call its own URL`,
  headersElsewhere: 'send no JSON Content-Type with this request: the headers are built elsewhere',
  wrapperBody: `${MULTIPART}: the wrapper may send this body as JSON; pass a FormData (metadata as a JSON string) without a JSON Content-Type`,
  bodyNotObject: `${MULTIPART}: build a FormData (metadata as a JSON string, booleans as 'true'/'false') and send it without a JSON Content-Type`,
  notV2Field: `${MULTIPART}: "{{key}}" is not a v2 field; build the FormData by hand`,
  computedField: `${MULTIPART}: a spread or computed field cannot be converted; build the FormData by hand`,
  mayBeUndefined: `${MULTIPART}: "{{key}}" may be undefined (JSON would drop it, FormData would send "undefined"); append it only when set`,
  bodyHeadersElsewhere: `${MULTIPART}: the headers are built elsewhere; send this body as FormData without a JSON Content-Type`,
  instanceSendsJson: `${MULTIPART}: this client's defaults send a JSON Content-Type; send a FormData without it`,
  buildBefore: `${MULTIPART}: build a FormData before this call (metadata as a JSON string) and send it without a JSON Content-Type`,
} as const;

export default defineTransform({
  id: 'images-direct-upload-v2',
  eol: '2022-07-01',
  kind: 'rewrite+report',
  title: 'Images direct upload: v1 → v2 (multipart form data)',
  replacement: 'POST /accounts/:account_id/images/v2/direct_upload (FormData fields)',
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: DIRECT_UPLOAD }],
  triggers: ['direct_upload'],
  example: 'next-api-route',
  explain: `Images direct upload v1 (POST /accounts/:account_id/images/v1/direct_upload) reached end of life on
2022-07-01. Rewrites the URL of each Cloudflare API call to it (fetch, axios and its instances, got,
ky, in-file and configured wrappers) to /images/v2/direct_upload, where the path is written: at the
call, or in a const only this call uses. v2 takes its optional fields (requireSignedURLs, metadata,
expiry, id) as multipart form data, not JSON: an inline JSON body (fetch body: JSON.stringify({...}),
axios data {...}, got/ky json: {...}) becomes a FormData built just before the statement:
  const form = new FormData();
  form.append('requireSignedURLs', 'true');
  form.append('metadata', JSON.stringify({ userId }));
(metadata as a JSON string, booleans and numbers as strings), and the Content-Type: application/json
header is dropped so fetch (or axios) sets the multipart boundary itself. An empty JSON body is
dropped, and so is a JSON content type sent with no body. The response keeps { id, uploadURL } under
result, so code that spreads or returns it (Next.js API routes) needs no change. FormData is global
in Node 18 and later and in browsers.
Reports, without changing the body: a body built elsewhere (a variable, a const object, req.body), a
field whose value may be undefined (a parameter or destructured variable: JSON drops it, FormData
would send "undefined"), a field v2 does not know, a body passed to a wrapper (how it serialises is
not visible here), headers that cannot be edited here (built by a function, a const shared with
other requests) and an axios instance whose defaults send JSON. Also reported: a URL whose v1 segment
sits in a base shared with other /images/v1 routes (split it by hand).
Leaves alone: every other /images/v1/... route (upload, get, delete, list, stats, variants): they are
current; and calls of a helper of the file whose own URL holds the v1 segment (the helper's request moves).`,
  links: ['https://developers.cloudflare.com/images/upload-images/direct-creator-upload/'],
  messages,
  run(ctx) {
    const { report, changed } = ctx;
    const calls = findApiCalls(ctx).filter((c) => c.surface !== 'sdk' && matchEndpoint(c.endpoint, DIRECT_UPLOAD));
    const planned: Array<{ call: ApiCall; urlNode: any; literals: any[] }> = [];
    for (const call of calls) {
      const site = call.url && segmentSite(call.url, 'v1', UNDER_IMAGES);
      if (site) planned.push({ call, urlNode: call.urlNode, literals: [site.node] });
      else if (!(call.url && segmentInWrapper(call.url, 'v1', UNDER_IMAGES))) report(call.path, 'segmentNotWritten');
    }
    const { safe, shared } = safeLiteralEdits(ctx, planned);
    for (const p of shared) {
      report(p.call.path, 'segmentShared');
    }
    const edited = new Set<any>();
    for (const p of safe) {
      if (renamePathSegment({ url: p.call.url!, from: 'v1', to: 'v2', prefix: UNDER_IMAGES, edited }) > 0) changed('values');
      convertBody(ctx, p.call);
    }
  },
});

/** Where the body sits: an options property (`body`, `json`, `data`) or axios' data argument. */
function bodySlot(ctx: TransformContext, call: ApiCall): { kind: 'property'; prop: any; options: any } | { kind: 'argument'; index: number } | undefined {
  const p = findPath(ctx, call.path, call.bodyNode);
  if (!p) return undefined;
  const parent = p.parent?.value;
  if (isProperty(parent) && p.name === 'value') return { kind: 'property', prop: parent, options: p.parent.parent.value };
  if (p.parent?.value === call.path.value && typeof p.name === 'number') return { kind: 'argument', index: p.name };
  return undefined;
}

/** The path of `node` under `from`. */
function findPath(ctx: TransformContext, from: ASTPath, node: any): ASTPath | undefined {
  const found = pathOfNode(ctx, node);
  return found && isInside(found, from.value) ? found : undefined;
}

const isJsonType = (prop: any): boolean =>
  isProperty(prop) && /^content-type$/i.test(keyName(prop) ?? '') && /^application\/json\b/i.test(stringValue(prop.value) ?? '');

/** A header object this call may edit: written inline, or a const object no other code reads. */
function editableHeaders(ctx: TransformContext, call: ApiCall): { object: any } | 'none' | 'unknown' {
  const node = unwrap(call.headersNode);
  if (!node) return 'none';
  if (node.type === 'ObjectExpression') return { object: node };
  if (node.type === 'Identifier') {
    const object = objectOf(ctx, node);
    const refs = ctx.root.find(ctx.j.Identifier, { name: node.name }).filter((p) => {
      const parent = p.parent?.value;
      return !(parent?.type === 'VariableDeclarator' && p.name === 'id') && !(isProperty(parent) && p.name === 'key' && !parent.shorthand) && !(parent?.type === 'MemberExpression' && p.name === 'property' && !parent.computed);
    });
    if (object && refs.size() === 1) return { object };
  }
  return 'unknown';
}

/** Whether an axios instance's defaults send a JSON content type. */
function instanceSendsJson(ctx: TransformContext, call: ApiCall): boolean {
  const init = bindingsOf(ctx.j, ctx.root).value(call.client);
  if (init?.type !== 'CallExpression' || !['create', 'extend'].includes(memberName(init.callee) ?? '')) return false;
  const headers = objectOf(ctx, getProperty(objectOf(ctx, init.arguments[0]), 'headers')?.value);
  return !!headers?.properties.some(isJsonType);
}

/** A field value known to be present (JSON would not drop it): literals, object literals, calls, consts holding them. */
function present(ctx: TransformContext, node: any, depth = 0): boolean {
  const n = unwrap(node);
  if (!n || depth > 4) return false;
  switch (n.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'TemplateLiteral':
    case 'ObjectExpression':
    case 'ArrayExpression':
    case 'CallExpression':
    case 'NewExpression':
    case 'BinaryExpression':
      return true;
    case 'Literal':
      return n.value !== null;
    case 'Identifier':
      return present(ctx, bindingsOf(ctx.j, ctx.root).value(n.name), depth + 1);
    default:
      return false;
  }
}

/** The FormData value for one field: metadata as JSON, scalars as strings. */
function formValue(ctx: TransformContext, key: string, value: any): any {
  const { j } = ctx;
  const v = unwrap(value);
  if (key === 'metadata') return j.callExpression(j.memberExpression(j.identifier('JSON'), j.identifier('stringify')), [value]);
  if (v.type === 'StringLiteral' || v.type === 'TemplateLiteral' || (v.type === 'Literal' && typeof v.value === 'string')) return value;
  if (v.type === 'BooleanLiteral' || v.type === 'NumericLiteral' || (v.type === 'Literal' && v.value !== null && typeof v.value !== 'object')) {
    return j.stringLiteral(String(v.value));
  }
  if (isString(ctx, v)) return value;
  return j.callExpression(j.identifier('String'), [value]);
}

/** A value known to be a string: a string literal, a template, `x.toISOString()`, or a const holding one. */
function isString(ctx: TransformContext, node: any, depth = 0): boolean {
  const n = unwrap(node);
  if (!n || depth > 4) return false;
  if (n.type === 'StringLiteral' || n.type === 'TemplateLiteral' || (n.type === 'Literal' && typeof n.value === 'string')) return true;
  if (n.type === 'CallExpression' && ['toISOString', 'toUTCString', 'toString', 'toFixed'].includes(memberName(n.callee) ?? '')) return true;
  if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'String') return true;
  return n.type === 'Identifier' && isString(ctx, bindingsOf(ctx.j, ctx.root).value(n.name), depth + 1);
}

/** A name not used in the function around the call. */
function freshName(ctx: TransformContext, at: ASTPath): string {
  const scope = enclosingFunction(at) ?? ctx.root.paths()[0];
  const used = new Set<string>();
  ctx.j(scope.value).find(ctx.j.Identifier).forEach((p) => {
    used.add(p.value.name);
  });
  for (const name of ['form', 'uploadForm', 'directUploadForm']) if (!used.has(name)) return name;
  let i = 2;
  while (used.has(`uploadForm${i}`)) i++;
  return `uploadForm${i}`;
}

/**
 * The statement a call sits in, when it stands in a statement list (so statements can go before it)
 * and runs whenever that statement does: a call that only some runs of the statement reach (the
 * branch of an if, a loop body, a case, the right of && or a ternary) would have its fields
 * evaluated where they may not exist (`for (const u of users) fetch(…{ id: u.id })`, `if (user)`).
 */
function statementOf(call: ApiCall): ASTPath | undefined {
  for (let p: ASTPath | null = call.path; p; p = p.parent) {
    const parent = p.parent?.value;
    if (!parent) return undefined;
    if ((parent.type === 'BlockStatement' || parent.type === 'Program') && p.parentPath?.name === 'body') return p;
    if (/Function|ClassMethod|ObjectMethod|ClassProperty|PropertyDefinition|ClassAccessorProperty|StaticBlock/.test(parent.type)) return undefined;
    if (!alwaysEvaluated(parent, Array.isArray(p.parentPath?.value) ? p.parentPath.name : p.name)) return undefined;
  }
  return undefined;
}

/** Whether the child of `parent` in field `name` is evaluated every time `parent` is. */
function alwaysEvaluated(parent: any, name: string | number): boolean {
  switch (parent.type) {
    case 'ConditionalExpression':
    case 'IfStatement':
      return name === 'test';
    case 'LogicalExpression':
      return name === 'left';
    case 'SwitchStatement':
      return name === 'discriminant';
    case 'OptionalCallExpression':
    case 'OptionalMemberExpression':
      return name !== 'arguments' && name !== 'property';
    case 'AssignmentPattern':
      return name === 'left';
    case 'ExpressionStatement':
    case 'VariableDeclaration':
    case 'VariableDeclarator':
    case 'ReturnStatement':
    case 'ThrowStatement':
      return true;
    default:
      // Any other statement (loops, switch cases, labels, try, with) runs its parts conditionally or repeatedly.
      return !/Statement$|SwitchCase|CatchClause/.test(parent.type);
  }
}

function convertBody(ctx: TransformContext<typeof messages>, call: ApiCall): void {
  const { j, report, changed } = ctx;
  const headers = editableHeaders(ctx, call);
  const jsonHeader = typeof headers === 'object' ? headers.object.properties.find(isJsonType) : undefined;
  const dropJsonHeader = (): void => {
    if (!jsonHeader || typeof headers !== 'object') return;
    dropProperties(ctx, headers.object, [jsonHeader]);
  };
  const bodyNode = unwrap(call.bodyNode);
  if (!bodyNode || (bodyNode.type === 'Identifier' && bodyNode.name === 'undefined')) {
    dropJsonHeader();
    if (headers === 'unknown') report(call.path, 'headersElsewhere');
    return;
  }
  if (call.surface === 'wrapper') {
    report(call.path, 'wrapperBody');
    return;
  }
  const slot = bodySlot(ctx, call);
  const isStringify = bodyNode.type === 'CallExpression' && memberName(bodyNode.callee) === 'stringify' && bodyNode.arguments.length === 1;
  const inline = unwrap(isStringify ? bodyNode.arguments[0] : bodyNode);
  const fetchBody = slot?.kind === 'property' && keyName(slot.prop) === 'body';
  if (!slot || inline?.type !== 'ObjectExpression' || (fetchBody && !isStringify)) {
    report(call.path, 'bodyNotObject');
    return;
  }
  const fields: Array<{ key: string; value: any }> = [];
  for (const prop of inline.properties) {
    const key = isProperty(prop) && !prop.computed ? keyName(prop) : undefined;
    if (!key || !FIELDS.has(key)) {
      if (key) report(call.path, 'notV2Field', { key });
      else report(call.path, 'computedField');
      return;
    }
    if (!present(ctx, prop.value)) {
      report(call.path, 'mayBeUndefined', { key });
      return;
    }
    fields.push({ key, value: prop.value });
  }
  if (headers === 'unknown') {
    report(call.path, 'bodyHeadersElsewhere');
    return;
  }
  if (instanceSendsJson(ctx, call)) {
    report(call.path, 'instanceSendsJson');
    return;
  }
  let replacement: any;
  if (fields.length > 0) {
    const statement = statementOf(call);
    if (!statement) {
      report(call.path, 'buildBefore');
      return;
    }
    const name = freshName(ctx, call.path);
    const statements = [
      j.variableDeclaration('const', [j.variableDeclarator(j.identifier(name), j.newExpression(j.identifier('FormData'), []))]),
      ...fields.map((f) =>
        j.expressionStatement(
          j.callExpression(j.memberExpression(j.identifier(name), j.identifier('append')), [j.stringLiteral(f.key), formValue(ctx, f.key, f.value)]),
        ),
      ),
    ];
    j(statement).insertBefore(statements);
    replacement = j.identifier(name);
  }
  if (slot.kind === 'property') {
    if (replacement) {
      if (keyName(slot.prop) === 'json') slot.prop.key = j.identifier('body'); // got, ky
      slot.prop.value = replacement;
      slot.prop.shorthand = false;
    } else {
      slot.options.properties = slot.options.properties.filter((p: any) => p !== slot.prop);
    }
  } else {
    const args = call.path.value.arguments;
    if (replacement) args[slot.index] = replacement;
    else if (slot.index === args.length - 1) args.splice(slot.index, 1);
    else args[slot.index] = j.identifier('undefined');
  }
  dropJsonHeader();
  changed();
}
