import type { ASTPath, Identifier, TemplateElement } from 'jscodeshift';
import type { MemberNode } from '../src/ast/syntax';
import { defineTransform } from '../src/transform';
import { dialectFor } from '../src/parse/babel-options';
import type { TransformContext } from '../src/types';
import { quoted, replaceInLiteral } from '../src/edit/literals';
import { setObjectProperties } from '../src/edit/objects';
import { statementFromText } from '../src/edit/from-text';
import { dropProperties } from '../src/edit/text-edits';
import {
  ENDPOINTS,
  bodyObject,
  findApiCalls,
  matchEndpoint,
  renamePathSegment,
  followMembers,
  responseBindings,
  resultChain,
  safeLiteralEdits,
  segmentInWrapper,
  segmentSite,
  type ApiCall,
} from '../src/cloudflare';
import { enclosingFunction, getProperty, isMember, isProperty, memberName, stringValue, unwrap, pathOfNode } from '../src/ast';

const LIST = ENDPOINTS.accessBookmarks;
const ITEM = ENDPOINTS.accessBookmark;
const UNDER_ACCESS = /\/client\/v4\/accounts\/[^/?#]+\/access\/$/;
const FILTER_HINT = "keep only apps with type === 'bookmark'";

const MOVE = "move this call to /accounts/:account_id/access/apps (type: 'bookmark')";
const APPS = 'use client.zeroTrust.access.applications';
const NOT_OBJECT = "this call's params are not an object literal here";

const messages = {
  methodUnknown: `${MOVE}: its method is not known here`,
  segmentNotWritten: `${MOVE}: the bookmarks segment is not written where this call can edit it (in its own URL or a const of this file)`,
  segmentShared: `${MOVE}: its bookmarks segment is shared with URLs that stay; give it its own URL`,
  createIdNotWritten:
    "create the bookmark with POST /accounts/:account_id/access/apps (type: 'bookmark') and no id in the URL: the id is not written at this call",
  listNotReadAsResult: `list with GET /accounts/:account_id/access/apps and ${FILTER_HINT}: the response is not read as result here`,
  idKept: "the server assigns the app id now: {{id}} is not the new app's id; store result.id of the response instead",
  bodyNotObject: "add type: 'bookmark' to this body: Access applications need their type",
  bodyHasType: "this body already has a type: an Access application of a bookmark needs type: 'bookmark'",
  sdkCreateParams: `${APPS}.create({ account_id, type: 'bookmark', name, domain, ... }): ${NOT_OBJECT}`,
  sdkUpdateParams: `${APPS}.update(appId, { account_id, type: 'bookmark', name, domain, ... }): ${NOT_OBJECT}`,
  sdkListParams: `${APPS}.list({ account_id }): ${NOT_OBJECT} (SDK 3.0–3.2 took the account id first)`,
  sdkItemParams: `${APPS}.{{method}}(appId, { account_id }): ${NOT_OBJECT} (SDK 3.0–3.2 took the account id first)`,
  sdkBodyNotObject: `${APPS}.{{method}} with the bookmark's fields in the params and type: 'bookmark': the body is not an object literal here`,
  sdkIdDropped:
    "the bookmark id argument was dropped: the server assigns the app id now, so {{id}} is not the new app's id; use the returned app's id",
  sdkListFilter: `${APPS}.list and ${FILTER_HINT}`,
} as const;
type Ctx = TransformContext<typeof messages>;

type Plan = { call: ApiCall; urlNode: any; literals: any[]; action: 'rename' | 'update' | 'create' | 'list'; id?: IdPart };
/** The bookmark id written at the end of a create URL, and how to take it out. */
type IdPart = { node: any; slash: any; remove: () => void };

export default defineTransform({
  id: 'access-bookmarks',
  eol: '2023-03-19',
  kind: 'rewrite+report',
  title: 'Access bookmarks → Access applications of type bookmark',
  replacement: "/accounts/:account_id/access/apps with type: 'bookmark'",
  // Reported where spelled out but not traced to a client, in an anchored project (src/cloudflare/untraced/untraced.ts).
  untraced: [{ template: LIST }],
  triggers: ['bookmarks'],
  example: 'fetch-crud',
  explain: `The Access bookmarks API (/accounts/:account_id/access/bookmarks[/:uuid]) reached end of life on
2023-03-19; bookmarks are Access applications of type "bookmark" now (/accounts/:account_id/access/apps).
Bookmark fields (name, domain, logo_url, app_launcher_visible) carry over as they are. Rewrites Cloudflare
API calls (fetch, axios and its instances, got, ky, in-file and configured wrappers):
- create, POST .../bookmarks/:uuid → POST .../access/apps: the client-chosen uuid leaves the URL (the
  server assigns app ids) and the body gains type: 'bookmark';
- update, PUT .../bookmarks/:id → PUT .../access/apps/:id with type: 'bookmark' in the body;
- GET and DELETE .../bookmarks/:id → .../access/apps/:id (the id must be the app's id);
- list, GET .../bookmarks → GET .../access/apps, with the response's result filtered to
  type === 'bookmark' where it is read (body.result, data.result, a destructured result).
SDK (cloudflare 3.4+): client.zeroTrust.access.bookmarks.* → client.zeroTrust.access.applications.*;
create(bookmarkId, { account_id, body: {...} }) becomes create({ account_id, type: 'bookmark', ... })
(the bookmark id argument is dropped), update(id, { account_id, body }) becomes update(id, { account_id,
type: 'bookmark', ... }), a delete's body is dropped, and a for await loop over list() skips other app
types.
Reports: a create whose uuid is kept elsewhere (a parameter, a variable stored or returned: it is not
the new app's id, use result.id of the response), a body that is not an object literal here (add
type: 'bookmark' by hand), a list whose response is not read as result here (filter it by hand; left
unchanged), a URL segment shared with calls that stay or not written in this file, and SDK calls of
other shapes (3.0-3.2's create(accountId, uuid[, body])).
Leaves alone: bookmarks routes on other hosts (an app's own /bookmarks API), /access/apps calls, and
calls of a helper of the file whose own URL holds the bookmarks segment (fetchBookmark(account, id)): the
helper's request moves, its callers need nothing.`,
  links: ['https://developers.cloudflare.com/cloudflare-one/applications/bookmarks/'],
  messages,
  run(ctx) {
    const { report, changed } = ctx;
    const planned: Plan[] = [];
    for (const call of findApiCalls(ctx)) {
      const item = matchEndpoint(call.endpoint, ITEM);
      if (!item && !matchEndpoint(call.endpoint, LIST)) continue;
      if (call.surface === 'sdk') {
        sdkCall(ctx, call);
        continue;
      }
      const action = !call.method ? undefined : item ? (call.method === 'POST' ? 'create' : call.method === 'PUT' ? 'update' : 'rename') : call.method === 'POST' ? 'create' : call.method === 'GET' ? 'list' : undefined;
      if (!action) {
        report(call.path, 'methodUnknown');
        continue;
      }
      const site = call.url && segmentSite(call.url, 'bookmarks', UNDER_ACCESS);
      if (!site) {
        if (!(call.url && segmentInWrapper(call.url, 'bookmarks', UNDER_ACCESS))) report(call.path, 'segmentNotWritten');
        continue;
      }
      const plan: Plan = { call, urlNode: call.urlNode, literals: [site.node], action };
      if (action === 'create' && item) {
        plan.id = idPart(ctx, call);
        if (!plan.id) {
          report(call.path, 'createIdNotWritten');
          continue;
        }
        plan.literals.push(plan.id.slash);
      }
      if (action === 'list' && !listReads(ctx, call)) {
        report(call.path, 'listNotReadAsResult');
        continue;
      }
      planned.push(plan);
    }
    const { safe, shared } = safeLiteralEdits(ctx, planned);
    for (const p of shared) {
      report(p.call.path, 'segmentShared');
    }
    const renamed = new Set<any>();
    for (const p of safe) {
      renamePathSegment({ url: p.call.url!, from: 'bookmarks', to: 'apps', prefix: UNDER_ACCESS, edited: renamed });
      changed();
      if (p.action === 'create' || p.action === 'update') addType(ctx, p.call);
      if (p.id) {
        p.id.remove();
        const kept = keptId(ctx, p.call, p.id.node);
        if (kept) report(p.call.path, 'idKept', { id: kept });
      }
      if (p.action === 'list') listReads(ctx, p.call)!.forEach((wrap) => wrap());
    }
  },
});

/** The trailing `/${id}` of a create URL, written in a template literal or a `+` chain at hand. */
function idPart(ctx: TransformContext, call: ApiCall): IdPart | undefined {
  const { parts } = call.url!;
  let i = parts.length - 1;
  while (i >= 0 && parts[i].kind === 'text' && (parts[i] as any).text === '') i--;
  const id = parts[i];
  const before = parts[i - 1];
  if (!id || id.kind !== 'dynamic' || !before || before.kind !== 'text' || !before.node || !before.text.endsWith('/')) return undefined;
  // The id as written next to the slash (the URL resolver may have followed it into a const's value).
  const slashPath = pathOfNode(ctx, before.node);
  if (!slashPath) return undefined;
  const parent = slashPath.parent?.value;
  const slash = before.node;
  if (parent?.type === 'TemplateLiteral') {
    const k = parent.quasis.indexOf(slash);
    const next = parent.quasis[k + 1];
    if (k < 0 || !next || k + 1 !== parent.quasis.length - 1 || (next.value.cooked ?? next.value.raw) !== '') return undefined;
    return {
      node: parent.expressions[k],
      slash,
      remove: () => {
        const raw = (slash as TemplateElement).value.raw.replace(/\/$/, '') + next.value.raw;
        const cooked = ((slash as TemplateElement).value.cooked ?? '').replace(/\/$/, '') + (next.value.cooked ?? '');
        parent.quasis.splice(k, 2, ctx.j.templateElement({ raw, cooked }, true));
        parent.expressions.splice(k, 1);
      },
    };
  }
  if (parent?.type === 'BinaryExpression' && parent.operator === '+') {
    // `… + '/access/bookmarks/' + id`: the slash literal ends the left operand of the `+ id`.
    const outerPath: ASTPath = slashPath.name === 'right' ? slashPath.parent.parent : slashPath.parent;
    const outer = outerPath?.value;
    const left = unwrap(outer?.type === 'BinaryExpression' ? outer.left : undefined);
    const ends = left === slash || (left?.type === 'BinaryExpression' && unwrap(left.right) === slash);
    if (outer?.type !== 'BinaryExpression' || outer.operator !== '+' || !ends || outerPath.parent?.value.type === 'BinaryExpression') return undefined;
    return {
      node: outer.right,
      slash,
      remove: () => {
        replaceInLiteral(slash, /\/$/, '');
        outerPath.replace(stringValue(slash) === '' && left !== slash ? left.left : outer.left);
      },
    };
  }
  return undefined;
}

/** The name of a client-chosen id that the code keeps (a parameter, or a variable read elsewhere), else undefined. */
function keptId(ctx: TransformContext, call: ApiCall, node: any): string | undefined {
  const n = unwrap(node);
  if (n?.type !== 'Identifier') return isMember(n) ? ctx.j(n).toSource() : undefined;
  const scope = enclosingFunction(call.path);
  const isParam = scope?.value.params?.some((p: any) => p.type === 'Identifier' && p.name === n.name);
  const refs = ctx.j(scope ? scope.value : ctx.root.paths()[0].value)
    .find(ctx.j.Identifier, { name: n.name })
    .filter((p) => {
      const parent = p.parent?.value;
      return !(parent?.type === 'VariableDeclarator' && p.name === 'id') && !(isMember(parent) && p.name === 'property' && !parent.computed) && !(isProperty(parent) && p.name === 'key' && !parent.shorthand);
    });
  // The id has left the URL: a parameter (the caller chose it) or any remaining read keeps it.
  return isParam || refs.size() > 0 ? n.name : undefined;
}

const typeProperty = (ctx: TransformContext) => ctx.j.objectProperty(ctx.j.identifier('type'), ctx.j.stringLiteral('bookmark'));

function addType(ctx: Ctx, call: ApiCall): void {
  const body = bodyObject(ctx, call);
  if (body?.type !== 'ObjectExpression') {
    ctx.report(call.path, 'bodyNotObject');
    return;
  }
  const existing = getProperty(body, 'type');
  if (existing && stringValue(existing.value) === 'bookmark') return;
  if (existing) {
    ctx.report(call.path, 'bodyHasType');
    return;
  }
  if (!setObjectProperties(ctx, body, [`type: ${quoted(ctx.file.source, 'bookmark')}`, ...body.properties])) {
    body.properties.unshift(typeProperty(ctx));
  }
}

/**
 * Edits that filter a list response to bookmarks where its result is read: `body.result`,
 * `data.result`, a destructured `result`. Undefined when the response is used any other way.
 */
function listReads(ctx: TransformContext, call: ApiCall): Array<() => void> | undefined {
  const { j } = ctx;
  const edits: Array<() => void> = [];
  const bindings = responseBindings(ctx, call);
  if (bindings.length === 0) return undefined;
  for (const b of bindings) {
    const chain = resultChain(b);
    let ok = true;
    j(b.scope.value).find(j.Identifier, { name: b.name }).forEach((p) => {
      const parent = p.parent?.value;
      if ((parent?.type === 'VariableDeclarator' && p.name === 'id') || (isProperty(parent) && p.parent.parent?.value.type === 'ObjectPattern')) return;
      if (isMember(parent) && p.name === 'property' && !parent.computed) return;
      const { path: cur, complete } = followMembers(p, chain);
      if (!complete) {
        // Reading the envelope's other fields (success, errors) is fine; anything else is not.
        const up = cur.parent;
        if (up && isMember(up.value) && up.value.object === cur.value && ['success', 'errors', 'messages', 'ok', 'status', 'result_info'].includes(memberName(up.value) ?? '')) return;
        ok = false;
        return;
      }
      if (cur.parent?.value.type === 'AssignmentExpression' && cur.name === 'left') {
        ok = false;
        return;
      }
      // The result read: the response's name, or the member chain read from it.
      const target = cur as ASTPath<Identifier | MemberNode>;
      edits.push(() => {
        const app = j.identifier('app');
        // In TypeScript the parameter says its type: where the result is untyped (`await res.json()`),
        // a bare `app` is an implicit any, an error under `strict`. `any` fits any element type.
        if (dialectFor(ctx.file.path) !== 'js') app.typeAnnotation = j.tsTypeAnnotation(j.tsAnyKeyword());
        target.replace(
          j.callExpression(j.memberExpression(target.value, j.identifier('filter')), [
            j.arrowFunctionExpression([app], j.binaryExpression('===', j.memberExpression(j.identifier('app'), j.identifier('type')), j.stringLiteral('bookmark'))),
          ]),
        );
      });
    });
    if (!ok) return undefined;
  }
  return edits.length > 0 ? edits : undefined;
}

/** `client.zeroTrust.access.bookmarks.<method>(...)` → `applications`, with the params reshaped. */
function sdkCall(ctx: Ctx, call: ApiCall): void {
  const { j, report, changed } = ctx;
  const node = call.path.value;
  const method = call.sdk!.chain[call.sdk!.chain.length - 1];
  const args: any[] = node.arguments;
  const member = unwrap(node.callee).object; // …bookmarks
  if (!isMember(member) || memberName(member) !== 'bookmarks' || member.computed) return;
  const params = unwrap(args[method === 'list' ? 0 : 1]);
  const rename = () => {
    member.property = j.identifier('applications');
    changed();
  };
  if ((method === 'create' || method === 'update') && params?.type !== 'ObjectExpression') {
    report(call.path, method === 'update' ? 'sdkUpdateParams' : 'sdkCreateParams');
    return;
  }
  if (params?.type !== 'ObjectExpression') {
    // SDK 3.0–3.2 took the account id first (`get(accountId, uuid)`, `list(accountId)`): renaming the
    // chain alone would hand the account id to applications.get as an app id.
    if (method === 'list') report(call.path, 'sdkListParams');
    else report(call.path, 'sdkItemParams', { method });
    return;
  }
  if (method === 'create' || method === 'update') {
    const body = getProperty(params, 'body');
    const value = body && unwrap(body.value);
    if (body && value?.type !== 'ObjectExpression') {
      report(call.path, 'sdkBodyNotObject', { method });
      return;
    }
    const fields = value ? value.properties : [];
    const at = body ? params.properties.indexOf(body) : params.properties.length;
    const needsType = !getProperty(value, 'type') && !getProperty(params, 'type');
    const items: any[] = [...params.properties];
    items.splice(at, body ? 1 : 0, ...(needsType ? [`type: ${quoted(ctx.file.source, 'bookmark')}`] : []), ...fields);
    if (!setObjectProperties(ctx, params, items)) {
      params.properties.splice(at, body ? 1 : 0, ...(needsType ? [typeProperty(ctx)] : []), ...fields);
    }
    rename();
    if (method === 'create') {
      const [id] = args.splice(0, 1);
      const kept = unwrap(id)?.type === 'CallExpression' ? undefined : j(id).toSource();
      if (kept) report(call.path, 'sdkIdDropped', { id: kept });
    }
    return;
  }
  if (method === 'delete' && params?.type === 'ObjectExpression') {
    const body = getProperty(params, 'body');
    if (body) dropProperties(ctx, params, [body]);
  }
  if (method === 'list') {
    const loop = call.path.parent?.value;
    const decl = loop?.type === 'ForOfStatement' && loop.await && loop.right === node && loop.left.type === 'VariableDeclaration' ? loop.left.declarations[0]?.id : undefined;
    if (decl?.type !== 'Identifier' || loop.body.type !== 'BlockStatement') {
      report(call.path, 'sdkListFilter');
      return;
    }
    const skip = statementFromText(`if (${decl.name}.type !== ${quoted(ctx.file.source, 'bookmark')}) continue;`, ctx.file.path);
    loop.body.body.unshift(skip);
  }
  rename();
}
