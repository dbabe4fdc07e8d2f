import type { Collection, JSCodeshift, ObjectExpression } from 'jscodeshift';
import type { UserConfig } from '../types';
import { anchorsOf } from '../cloudflare/anchors/anchors';
import { apiInstance } from '../cloudflare/anchors/instance-base';
import type { Made as EngineMade, UrlPart, Wrapper } from '../cloudflare/shapes';
import { returnedValues } from '../flow/returns';
import { shareParts, shareWrapper } from '../cloudflare/anchors/shared-parts';
import { nodeIndex } from '../ast/node-index';
import { declaresState } from '../flow/own-state';
import { sdkReceivers } from '../cloudflare/calls/sdk';
import { isCallersBody } from '../cloudflare/anchors/sent-body';
import { pathOfNode } from '../ast/node-index';
import { resolveUrl } from '../cloudflare/urls/url-expression';
import { builtUrlOf } from '../cloudflare/anchors/built-url';
import { buildsOnly } from '../ast/effects';
import { namesSetting } from '../cloudflare/anchors/sends-more';
import { isApiUrl } from '../cloudflare/urls/url-parts';
import { commonJsExportName, isModuleExports, keyName, unwrap, unwrapAwait, type FunctionNode, type Keyed } from '../ast/syntax';
import { WHOLE_EXPORT } from '../ast/commonjs-exports';
import { memberFunction } from '../ast/member-function';
import { INLINE_EXPORT, moduleExports as moduleExportsOf } from '../ast/module-exports';
import type { Anchor, ImportedAnchors, Made, ModuleAnchors } from './types';
import { staticMethods, thisReads } from './static-builders';
import { classesBelow, classLinks, implementers } from '../flow/class-links';
import { sameUrl } from '../cloudflare/calls/flow-callee';

const API_HOST = /^https:\/\/api\.cloudflare\.com\/?$/;

/**
 * The anchors a module exports, found by the engine's own per-file recognition (anchorsOf,
 * sdkReceivers, resolveUrl) run with the module's imported anchors already in its configuration:
 * what the engine would treat as an anchor in this file, exported under some name. Re-exports from
 * other modules (`export * from`) are the index's business (see build.ts).
 */
export function moduleExports(
  j: JSCodeshift,
  root: Collection<any>,
  config: UserConfig,
  /** Filled with the module's own names it exports (under whatever name), for `declaredAnchors`. */
  exportedLocals?: Set<string>,
): ModuleAnchors {
  const program = root.get().value.program ?? root.get().value;
  const local = localAnchors(j, root, program, config);
  const out: ModuleAnchors = {};
  const exportAs = (name: string | undefined, exported: string | undefined): void => {
    if (name && exported) exportedLocals?.add(name);
    const anchor = name ? local(name) : undefined;
    if (anchor && exported) out[exported] = anchor;
    // A class's static URL builders (`static url(path) { return new URL(`${this.root()}/${path}`) }`), for a subclass elsewhere: `<Class>.<method>`.
    if (name && exported) for (const [member, b] of local.staticBuilders(name)) out[`${exported}.${member}`] = b;
    // A configuration object holding the base: each property path as a base (`config.cloudflare.apiUrl`).
    if (!anchor && name && exported) for (const [at, url] of local.objectBases(name)) out[`${exported}.${at}`] = { kind: 'base', url };
  };
  // By name: what the one reader of export forms says (src/ast/module-exports.ts); `module.exports = x` is the module's `default` here.
  for (const [exported, name] of moduleExportsOf(program).locals) if (exported !== WHOLE_EXPORT && name !== INLINE_EXPORT) exportAs(name, exported);
  // Values exported with no name of their own: `export default new Client()`, `module.exports = axios.create(…)`, `exports.api = (…) => …`.
  for (const s of program.body ?? []) {
    if (s.type === 'ExportDefaultDeclaration') {
      const d = s.declaration;
      const anchor = d.type === 'Identifier' || d.id?.type === 'Identifier' ? undefined : local.ofExpression(d);
      if (anchor) out.default = anchor;
    } else if (s.type === 'ExpressionStatement' && s.expression.type === 'AssignmentExpression' && s.expression.operator === '=') {
      inlineCommonJsExport(s, exportAs, out, local.ofExpression);
    }
  }
  return out;
}

/**
 * Every anchor the module's top level declares, exported or not, by its name in the module (what
 * `cf-codemod anchors` lists): each top-level const, let, var, function and class the engine takes
 * for an anchor, judged as moduleExports judges an exported one, and the API bases a top-level const
 * object holds (`config.cloudflare.apiUrl`).
 */
export function declaredAnchors(j: JSCodeshift, root: Collection, config: UserConfig): ModuleAnchors {
  const program = root.get().value.program ?? root.get().value;
  const local = localAnchors(j, root, program, config);
  const out: ModuleAnchors = {};
  const declare = (name: string): void => {
    const anchor = local(name);
    if (anchor) out[name] = anchor;
    else for (const [at, url] of local.objectBases(name)) out[`${name}.${at}`] = { kind: 'base', url };
  };
  for (const s0 of program.body ?? []) {
    const s = (s0.type === 'ExportNamedDeclaration' || s0.type === 'ExportDefaultDeclaration') && s0.declaration ? s0.declaration : s0;
    if (s.type === 'VariableDeclaration') for (const d of s.declarations) d.id.type === 'Identifier' && declare(d.id.name);
    else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) declare(s.id.name);
  }
  return out;
}

/** A value a CommonJS export writes in place: `module.exports = new Cloudflare()`, `exports.a = (…) => …` (an inline function is exported under its key's name). */
function inlineCommonJsExport(
  s: any,
  exportAs: (name: string | undefined, exported: string | undefined) => void,
  out: ModuleAnchors,
  ofExpression: (node: any) => Anchor | undefined,
): void {
  const left = s.expression.left;
  const right = unwrap(s.expression.right);
  if (isModuleExports(left)) {
    const anchor = right?.type === 'Identifier' || right?.type === 'ObjectExpression' ? undefined : ofExpression(right);
    if (anchor) out.default = anchor;
    return;
  }
  const name = commonJsExportName(left);
  if (name && memberFunction(s.expression)) {
    // An inline function: the engine keys a wrapper by the exported name (see functionsByKey).
    exportAs(name, name);
    const anchor = out[name] ?? ofExpression(right);
    if (anchor) out[name] = anchor;
  }
}

interface LocalAnchors {
  (name: string): Anchor | undefined;
  /** The API bases a top-level const object literal holds, by property path (`cloudflare.apiUrl`). */
  objectBases(name: string): Array<[string, UrlPart[]]>;
  /** An anonymous exported value: `export default new CloudflareClient()`, `module.exports = new Cloudflare()`. */
  ofExpression(node: any): Anchor | undefined;
  /** A class's static methods that build a URL on the API host, by name (static-builders.ts). */
  staticBuilders(name: string): Array<[string, Anchor]>;
}

/** What a name of the module's top level stands for, as an anchor. */
function localAnchors(j: JSCodeshift, root: Collection<any>, program: any, config: UserConfig): LocalAnchors {
  const anchors = anchorsOf(j, root, config);
  const receivers = sdkReceivers(j, root, config);
  const imported: ImportedAnchors | undefined = config.imported;
  const declarations = new Map<string, any>();
  const constNames = new Set<string>();
  for (const s0 of program.body ?? []) {
    const s = (s0.type === 'ExportNamedDeclaration' || s0.type === 'ExportDefaultDeclaration') && s0.declaration ? s0.declaration : s0;
    if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) {
        if (d.id.type !== 'Identifier') continue;
        declarations.set(d.id.name, d);
        if (s.kind === 'const') constNames.add(d.id.name);
      }
    }
    else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) declarations.set(s.id.name, s);
  }

  const classMethods = (cls: any, depth = 0): Record<string, Wrapper> | undefined => {
    const methods: Record<string, Wrapper> = {};
    for (const m of cls.body?.body ?? []) {
      const name = keyName(m);
      // The class's own method (wrappers keyed `this.name` are the file's: another class's `request` may be the wrapper).
      const fn = memberFunction(m);
      const w = name && fn ? anchors.functions.get(fn) : undefined;
      // Not a private member (`#send`): other modules cannot call it.
      if (w && passedOn(w) && m.type !== 'ClassPrivateMethod' && m.type !== 'ClassPrivateProperty') methods[name!] = shareWrapper(w);
    }
    // What it inherits and does not declare (`class Dns extends Base`, Base the file's or imported): callers reach those through it too.
    const declared = new Set((cls.body?.body ?? []).map((m: Keyed) => keyName(m)));
    const sup = unwrap(cls.superClass);
    // Not when it holds state of its own (`static base = MIRROR`): `this` in the inherited wrapper is this class (flow/own-state.ts).
    const inherited = sup?.type === 'Identifier' && depth < 8 && !declaresState(nodeIndex(j, root), cls) ? classOf(sup.name, depth + 1) : undefined;
    for (const [name, w] of Object.entries(inherited ?? {})) if (!declared.has(name)) methods[name] = w;
    return Object.keys(methods).length > 0 ? methods : undefined;
  };
  const classOf = (name: string, depth = 0): Record<string, Wrapper> | undefined => {
    const d = declarations.get(name);
    if (d?.type === 'ClassDeclaration') return classMethods(d, depth);
    if (d?.type === 'VariableDeclarator' && unwrap(d.init)?.type === 'ClassExpression') return classMethods(unwrap(d.init), depth);
    return imported?.clientClasses[name];
  };
  /**
   * An interface of the module (`interface ZoneEditor`) its classes implement: a value of it is one of
   * them or of a class below them, so a method is a wrapper when it is every one's, sending the same URL.
   */
  const interfaceClass = (name: string): Anchor | undefined => {
    const index = nodeIndex(j, root);
    const links = classLinks(index);
    const roots = implementers(index, name);
    const below = roots.map((c) => classesBelow(links, c, 3));
    if (below.some((b) => b.deeper)) return undefined;
    const classes = roots.concat(...below.map((b) => b.classes)).filter((c) => !(c as { abstract?: boolean }).abstract);
    const [first, ...rest] = classes.map((c) => classMethods(c) ?? {});
    const methods = Object.fromEntries(Object.entries(first ?? {}).filter(([m, w]) => rest.every((o) => o[m] && sameUrl(o[m], w))));
    return Object.keys(methods).length > 0 ? { kind: 'client-class', methods } : undefined;
  };
  const makesSdkClient = (node: any): boolean => {
    const n = unwrapAwait(node);
    if (n?.type !== 'Identifier') return receivers.makes(n);
    // The binding the name stands for where it is written (a local of the same name is another).
    const at = pathOfNode({ j, root }, n);
    return at ? receivers.clientAt(at, n) !== undefined : receivers.topLevel(n.name);
  };
  const returnsSdkClient = (fn: any): boolean => returnedValues(fn).some(makesSdkClient);
  const ofExpression = (node: any): Anchor | undefined => {
    const n = unwrapAwait(node);
    if (!n) return undefined;
    if (n.type === 'NewExpression' && unwrap(n.callee)?.type === 'Identifier') {
      const methods = classOf(unwrap(n.callee).name);
      if (methods) return { kind: 'client', methods };
    }
    if (makesSdkClient(n)) return { kind: 'sdk-client' };
    // `module.exports = axios.create(…)`, `export default ky.create(…)`: an instance with the API base (the layer's).
    const instance = n.type === 'CallExpression' ? apiInstance({ j, root, config }, n) : undefined;
    if (instance) return { kind: 'instance', prefix: shareParts(instance.parts) };
    if (n.type === 'ClassExpression') {
      const methods = classMethods(n);
      if (methods) return { kind: 'client-class', methods };
    }
    if ((n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') && returnsSdkClient(n)) return { kind: 'sdk-factory' };
    return undefined;
  };

  /** A function returning a URL on the API host its callers complete (built-url.ts). */
  const builder = (fn: FunctionNode): Anchor | undefined => {
    const url = builtUrlOf(j, root, config, fn);
    return url ? { kind: 'builder', url, ...(buildsOnly(fn, () => undefined) ? { computes: true as const } : {}) } : undefined;
  };
  const resolve = (name: string): Anchor | undefined => {
    if (imported?.byLocal[name]) return imported.byLocal[name];
    const made = anchors.factories.get(name);
    const returns = made ? shareMade(made) : undefined;
    if (returns) return { kind: 'factory', returns };
    const wrapper = anchors.wrappers.get(name);
    if (wrapper && !wrapper.configured && passedOn(wrapper)) return { kind: 'wrapper', wrapper: shareWrapper(wrapper) };
    if (receivers.topLevel(name)) return { kind: 'sdk-client' };
    const d = declarations.get(name);
    if (!d) return interfaceClass(name);
    // What the binding holds, by the layer: every value an instance with the API base (a `let` given another value too is none).
    const instance = d.type === 'VariableDeclarator' ? apiInstance({ j, root, config }, d.id) : undefined;
    if (instance) return { kind: 'instance', prefix: shareParts(instance.parts) };
    if (d.type === 'ClassDeclaration') {
      const methods = classMethods(d);
      return methods ? { kind: 'client-class', methods } : undefined;
    }
    if (d.type === 'FunctionDeclaration') return returnsSdkClient(d) ? { kind: 'sdk-factory' } : builder(d);
    const init = unwrap(d.init);
    if (!init) return undefined;
    const dotted = [...anchors.wrappers].filter(([k, w]) => k.startsWith(`${name}.`) && passedOn(w));
    if (dotted.length > 0) return { kind: 'client', methods: Object.fromEntries(dotted.map(([k, w]) => [k.slice(name.length + 1), shareWrapper(w)])) };
    const fromExpression = ofExpression(init);
    // A `let` the layer found given another value too (above) is no instance, whatever its first value.
    if (fromExpression?.kind === 'instance' && !constNames.has(name)) return undefined;
    if (fromExpression) return fromExpression;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return constNames.has(name) ? builder(init) : undefined;
    if (/Function|Class/.test(init.type)) return undefined;
    const url = resolveUrl({ j, root, node: init, config });
    // The API URL, or the API host alone (`${CF_HOST}/client/v4/...` in the importer).
    if (isApiUrl(url) || (API_HOST.test(url.text) && url.parts.every((p) => p.kind === 'text'))) return { kind: 'base', url: shareParts(url.parts) };
    return undefined;
  };
  const objectBases = (name: string): Array<[string, UrlPart[]]> => {
    const d = declarations.get(name);
    const init = d?.type === 'VariableDeclarator' && constNames.has(name) ? unwrap(d.init) : undefined;
    if (init?.type !== 'ObjectExpression' || assignsMembers(name)) return [];
    const found: Array<[string, UrlPart[]]> = [];
    const visit = (object: ObjectExpression, at: string, depth: number): void => {
      for (const p of object.properties.map(unwrap)) {
        const key = (p.type === 'ObjectProperty' || p.type === 'Property') && !p.computed ? keyName(p) : undefined;
        const value = key !== undefined ? unwrap(p.value) : undefined;
        if (!value) continue;
        if (value.type === 'ObjectExpression') {
          if (depth < 3) visit(value, `${at}${key}.`, depth + 1);
          continue;
        }
        if (/Function|Class/.test(value.type)) continue;
        const url = resolveUrl({ j, root, node: value, config });
        if (isApiUrl(url) && url.parts.every((part) => part.kind === 'text')) found.push([`${at}${key}`, shareParts(url.parts)]);
      }
    };
    visit(init, '', 0);
    return found;
  };
  /** Whether the module assigns a property of the object somewhere (`config.apiUrl = …`): its values may change. */
  const assignsMembers = (name: string): boolean =>
    nodeIndex(j, root)
      .of('AssignmentExpression')
      .some((p) => {
        let left = unwrap(p.value.left);
        while (left?.type === 'MemberExpression') left = unwrap(left.object);
        return left?.type === 'Identifier' && left.name === name;
      });
  const staticBuilders = (name: string): Array<[string, Anchor]> => {
    const d = declarations.get(name);
    if (d?.type !== 'ClassDeclaration') return [];
    return staticMethods(d).flatMap(([member, fn]): Array<[string, Anchor]> => {
      const b = builder(fn);
      return b?.kind === 'builder' ? [[member, { ...b, thisReads: thisReads(fn) }]] : [];
    });
  };
  return Object.assign(resolve, { ofExpression, objectBases, staticBuilders });
}

/**
 * Whether a wrapper's callers choose the endpoint: the path parameter ends the URL's path (a query
 * may follow). A function that sends a fixed endpoint with an id (`createTunnel(accountId)` →
 * `…/accounts/${accountId}/tunnels`) is not passed on: its URL is written, and migrated, in its own
 * module; its callers elsewhere would only get findings the migration there makes stale.
 */
function isGeneric(w: Wrapper): boolean {
  // After the path: nothing, or a query (whose values may be the wrapper's own: `?page=${page}`).
  const suffix = w.suffix.parts.findIndex((p) => !(p.kind === 'text' && p.text === ''));
  if (suffix >= 0 && !(w.suffix.parts[suffix].kind === 'text' && /^[?#]/.test((w.suffix.parts[suffix] as { text: string }).text))) return false;
  // The path follows the base or another parameter, not a literal segment: `${API}${path}`,
  // `${API}/zones/${zoneId}${subPath}`, but not `${API}/zones/${zone}/scripts/${id}` (an id).
  let before = '';
  for (let i = w.prefix.parts.length - 1; i >= 0 && w.prefix.parts[i].kind === 'text'; i--) before = (w.prefix.parts[i] as { text: string }).text + before;
  const afterBase = before.includes('/client/v4') ? before.slice(before.indexOf('/client/v4') + '/client/v4'.length) : before;
  // Or whole literal segments the caller's path continues (`'/tunnels' + p`, also composed with an
  // imported wrapper's prefix: `(p) => cfFetch('/tunnels' + p)`): the caller still chooses the rest,
  // and a caller elsewhere is judged as one in the module is (calls.ts's `addresses` reads the
  // wrapper's own endpoint, which travels with it).
  // Or a zone setting's id (`${API}/zones/${zoneId}/settings/${optionId}`): each setting is an endpoint of
  // its own, so the caller passing `'minify'` chooses it, as a path does. Also when the wrapper treats the
  // id itself or writes state (`Wrapper.treatsPath`): its callers' calls are then only reported.
  return afterBase === '' || afterBase === '/' || /^(?:\/[A-Za-z0-9_]+)+$/.test(afterBase) || namesSetting(w);
}

/**
 * Whether a wrapper for a fixed endpoint sends a body its caller passes (`edit(zone, id, body)` →
 * PATCH `…/zones/${zone}/dns_records/${id}` with `JSON.stringify(body)`): the body is the caller's
 * code, so its callers elsewhere are requests to that endpoint whose body they write. Passed on with
 * its own endpoint and method, so a caller elsewhere is judged as one in the module is: an endpoint
 * migration leaves the call to the wrapper's own request (calls.ts's `addresses`), a body migration
 * acts on the caller's argument. One whose body is not the caller's argument as written (the rule a
 * call in the module follows too, sent-body.ts's `isCallersBody`: converted first, `toApi(body)`,
 * written to or its fields read, or rebuilt with keys a record transform reads) is passed on too, its
 * body held (holdsCallersBody: reported at the caller, never edited); not one that also sends other
 * requests.
 */
function sendsCallersBody(w: Wrapper): boolean {
  return (isCallersBody(w) || holdsCallersBody(w)) && w.ownEndpoint !== undefined && !w.sendsMore;
}

/**
 * Whether a wrapper takes a body from its caller that it converts, writes or reads first: passed on as
 * well, so that a caller elsewhere is judged as one in the module is (the call has no body, and the
 * caller's argument is only reported: RawRequest.heldBody).
 */
function holdsCallersBody(w: Wrapper): boolean {
  return w.bodyParam !== undefined && !isCallersBody(w);
}

/**
 * Whether a wrapper is passed on to importers: one whose callers choose the endpoint, or one that sends
 * its caller's body to its own endpoint. The same rule for a function, a method of a client class (held
 * by an importer through a parameter typed with the class, an instance it makes, or one the module
 * exports) and what a factory returns.
 */
function passedOn(w: Wrapper): boolean {
  return isGeneric(w) || sendsCallersBody(w);
}

/** What a factory returns, as another file may hold it (wrappers passed on, see passedOn). */
function shareMade(made: EngineMade): Made | undefined {
  if ('instance' in made) return { kind: 'instance', prefix: shareParts(made.instance.parts) };
  if ('wrapper' in made) return passedOn(made.wrapper) ? { kind: 'wrapper', wrapper: shareWrapper(made.wrapper) } : undefined;
  const methods = [...made.methods].filter(([, w]) => passedOn(w));
  return methods.length > 0 ? { kind: 'client', methods: Object.fromEntries(methods.map(([m, w]) => [m, shareWrapper(w)])) } : undefined;
}
