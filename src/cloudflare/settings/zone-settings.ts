import type { ArrayExpression, ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { bindingsOf, patternNames } from '../../ast/bindings';
import { addresses, bodyObject, findApiCalls, type ApiCall, type RecognitionContext } from '../calls/calls';
import { endpointOf, matchEndpoint } from '../urls/endpoint';
import { ELEMENT_CALLBACKS, isFunction, isMember, isObject, keyName, memberName, propertyValue, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { isApiUrl, resolveUrl, urlExpressions } from '../urls/url-expression';
import { pathOfNode } from '../../ast/node-index';
import { ENDPOINTS } from '../urls/endpoints';
import { knownText, values } from '../../flow';

/**
 * Zone settings (`/zones/:zone_id/settings/<id>`) as client code touches them: one setting per call
 * (raw URL, wrapper path, SDK v2 `zoneSettings.edit(zone, id, {value})`, v3.0–3.4
 * `zones.settings.brotli.edit({zone_id, value})`, v3.5+/v7 `zones.settings.edit(id, {zone_id, value})`),
 * or one entry `{id, value}` of an array that feeds a call: a loop whose call names the setting
 * with the entry's id (`/settings/${s.id}`, `zoneSettings.edit(zone, s.id, …)`), or the bulk
 * `PATCH /zones/:zone_id/settings {items}` (raw, v2 `editAll`, v3.0.0 `zones.settings.edit({zone_id,
 * items})`); entries of a once-declared const array spread into that array (`[...BASE, …]`) count
 * too. Also arrays of setting URLs (`[`${API}/zones/${z}/settings/brotli`, …]`) iterated by a
 * loop. An array that a loop reads by index alongside another array (`urls[i]` with `values[i]`) is
 * marked `pairedWith`: removing one entry would shift the pairing.
 */
export type ZoneSettingUse = SettingCall | SettingEntry;
export type SettingEntry = ItemsEntry | LoopEntry;

interface Use {
  setting: string;
  /** Upper case; undefined when dynamic or unknown. */
  method?: string;
  /** The value sent, as written (`'on'`, `{ css: 'on' }`, `s.value`); undefined when the call sends none that can be found. */
  value?: ASTNode;
}

/** A call that addresses this one setting. */
export interface SettingCall extends Use {
  form: 'call';
  call: ApiCall;
}

/** An entry (object literal or URL) of an array that feeds a call, and how it sits there. */
interface Entry extends Use {
  form: 'entry';
  entry: ASTPath;
  /** The array literal the entry sits in. */
  array: ASTPath<ArrayExpression>;
  /** The expressions that read the array (the loop's or the call's reference to it). */
  consumers: ASTPath[];
  /** The name of another array read by the same index, when there is one. */
  pairedWith?: string;
  /** When `array` is a const spread into the array that feeds the call (`[...BASE, …]`). */
  spreadInto?: SpreadInto;
}

/** An entry of `items` sent to the bulk `PATCH /zones/:zone_id/settings`. */
export interface ItemsEntry extends Entry {
  feed: 'items';
  call: ApiCall;
}

/** An entry of an array a loop iterates, making one call per entry. */
export interface LoopEntry extends Entry {
  feed: 'loop';
  /** The call the loop makes; undefined for an array of URLs whose call was not recognised. */
  call?: ApiCall;
  /** The value is the same for every entry of the loop (written at the call, not in the entry). */
  valueAtCall?: boolean;
}

/** A const array spread into the array that feeds the call: that spread element and the feeding array (its literal and the reads of it). */
export interface SpreadInto {
  spread: ASTPath;
  array: ASTPath<ArrayExpression>;
  consumers: ASTPath[];
}

const SETTING = ENDPOINTS.zoneSetting;
const BULK = ENDPOINTS.zoneSettings;

const lastSegment = (endpoint: string): string => endpoint.split('/').filter(Boolean).pop() ?? '';

/** Every use of the given settings in the file, in source order of their calls. */
export function zoneSettingUses(ctx: RecognitionContext, settings: string[]): ZoneSettingUse[] {
  const wanted = new Set(settings);
  const uses: ZoneSettingUse[] = [];
  const claimed = new Set<ASTNode>();
  const wholes = new Set<ApiCall>();
  for (const found of findApiCalls(ctx)) {
    // A call per element of a list it loops over: the list's entries are followed here, from the call as written.
    const whole = found.listed?.whole;
    if (whole && matchEndpoint(whole.endpoint, SETTING)) {
      if (wholes.has(whole)) continue;
      wholes.add(whole);
    } else if (found.listed && isArrayElement(ctx, found.listed.element)) continue; // arrays of setting URLs: urlArrayEntries
    const call = whole && wholes.has(whole) ? whole : found;
    if (matchEndpoint(call.endpoint, SETTING)) {
      const id = lastSegment(call.endpoint);
      if (id !== ':param') {
        // A helper whose own request names the setting (`harden(zone)`): that request is the use, not its callers.
        if (wanted.has(id) && addresses(call, SETTING.replace(':setting_id', id))) uses.push({ setting: id, call, method: call.method, form: 'call', value: valueOf(ctx, call) });
        continue;
      }
      const idNode = settingIdNode(call);
      if (!idNode) continue;
      for (const use of loopEntries(ctx, call, idNode, wanted)) {
        claimed.add(use.entry.value);
        uses.push(use);
      }
    } else if (matchEndpoint(call.endpoint, BULK) && call.method === 'PATCH') {
      const items = arrayOf(ctx, propertyValue(bodyObject(ctx, call), 'items'));
      if (!items) continue;
      for (const { element, entry, array, spreadInto } of entriesOf(ctx, items)) {
        const id = stringValue(propertyValue(element, 'id'));
        if (!id || !wanted.has(id)) continue;
        claimed.add(element);
        uses.push({
          setting: id,
          call,
          method: call.method,
          form: 'entry',
          value: propertyValue(element, 'value'),
          entry,
          array: array.path,
          feed: 'items',
          consumers: array.consumers,
          spreadInto,
        });
      }
    }
  }
  uses.push(...urlArrayEntries(ctx, wanted, claimed));
  return uses;
}

/** Whether a node is written as an element of an array literal (`[\`${API}/zones/${z}/settings/brotli\`, …]`). */
function isArrayElement(ctx: RecognitionContext, node: ASTNode): boolean {
  const p = pathOfNode(ctx, node);
  return p?.parentPath?.name === 'elements' && p.parentPath.parentPath?.value?.type === 'ArrayExpression';
}

/** The value a single-setting call sends: `{ value }` of its body or params, through once-declared consts. */
function valueOf(ctx: RecognitionContext, call: ApiCall): ASTNode | undefined {
  let value = propertyValue(bodyObject(ctx, call), 'value');
  for (let depth = 0; depth < 4 && unwrap(value)?.type === 'Identifier'; depth++) {
    const bound = bindingsOf(ctx.j, ctx.root).value(unwrap(value).name);
    if (bound === undefined) break;
    value = bound;
  }
  return value;
}

/** The expression a call's dynamic setting id is written with (`s.id` in the URL, or the SDK's id argument). */
function settingIdNode(call: ApiCall): ASTNode | undefined {
  const args: ASTNode[] = call.path.value.arguments ?? [];
  if (call.sdk) {
    const chain = call.sdk.chain.join('.');
    if (chain === 'zoneSettings.edit' || chain === 'zoneSettings.read') return args[1];
    if (chain === 'zones.settings.edit' || chain === 'zones.settings.get') return isObject(args[0]) ? undefined : args[0];
    return undefined;
  }
  const url = call.url;
  if (!url) return undefined;
  const at = url.text.search(/\/settings\/:param(?:[/?#]|$)/);
  if (at < 0) return undefined;
  const offset = at + '/settings/'.length;
  const index = url.offsets.findIndex((o, i) => o === offset && url.parts[i].kind === 'dynamic');
  return index < 0 ? undefined : url.parts[index].node;
}

interface ArrayRef {
  /** The array literal's path. */
  path: ASTPath<ArrayExpression>;
  /** The expressions that read it (the reference the loop or call uses); the literal itself when written in place. */
  consumers: ASTPath[];
}


/** The array literal an expression stands for: written in place, or a once-declared const of the file. */
function arrayOf(ctx: RecognitionContext, node: MaybeNode): ArrayRef | undefined {
  const n = unwrap(node);
  if (!n) return undefined;
  if (n.type === 'ArrayExpression') {
    const path = pathOfNode(ctx, n);
    return path ? { path, consumers: [path] } : undefined;
  }
  if (n.type !== 'Identifier') return undefined;
  const value = bindingsOf(ctx.j, ctx.root).value(n.name);
  if (unwrap(value)?.type !== 'ArrayExpression') return undefined;
  const path = pathOfNode(ctx, unwrap(value));
  return path ? { path, consumers: readsOf(ctx, n.name) } : undefined;
}

/** Every read of a name in the file (not its declaration, not a property named like it). */
function readsOf(ctx: RecognitionContext, name: string): ASTPath<Identifier>[] {
  return ctx.root
    .find(ctx.j.Identifier, { name })
    .filter((ref: ASTPath<any>) => {
      const parent = ref.parent?.value;
      if (parent?.type === 'VariableDeclarator' && parent.id === ref.value) return false;
      if (isMember(parent) && parent.property === ref.value && !parent.computed) return false;
      if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === ref.value && !parent.computed && !parent.shorthand) return false;
      return !/^TS/.test(parent?.type ?? '') || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'TSSatisfiesExpression';
    })
    .paths();
}

/**
 * The entries a loop feeds into a call whose setting id is `idNode`: `s.id` (or `id` destructured)
 * where `s` comes from `for (const s of ARRAY)`, `ARRAY.forEach((s) => …)` / `.map(…)`, or
 * `ARRAY[i]` in an indexed loop.
 */
function loopEntries(ctx: RecognitionContext, call: ApiCall, idNode: ASTNode, wanted: Set<string>): LoopEntry[] {
  const id = unwrap(idNode);
  let varName: string | undefined;
  let field = 'id';
  let indexed: { array: any; index: string } | undefined;
  if (isMember(id) && unwrap(id.object)?.type === 'Identifier') {
    varName = unwrap(id.object).name;
    field = memberName(id) ?? 'id';
  } else if (isMember(id) && id.computed === false && isMember(unwrap(id.object)) && unwrap(id.object).computed) {
    // ARRAY[i].id
    const access = unwrap(id.object);
    if (unwrap(access.property)?.type === 'Identifier') indexed = { array: access.object, index: unwrap(access.property).name };
    field = memberName(id) ?? 'id';
  } else if (id?.type === 'Identifier') {
    varName = id.name;
  } else return [];

  const source = indexed ? { array: indexed.array, index: indexed.index, scope: enclosingLoop(call.path) } : varName ? loopSource(call.path, varName) : undefined;
  if (!source) return [];
  // `for (const { name, value } of wanted)`: the entry's key the setting id is destructured from.
  const keyOf = (local: string): string => destructuredKey(source.pattern, local) ?? local;
  if (id?.type === 'Identifier' && source.pattern?.type === 'ObjectPattern') field = keyOf(varName!);
  const array = arrayOf(ctx, source.array);
  if (!array) return [];
  // `for (const s of ['rocket_loader', 'minify'])`: the element is the setting id itself, as the value-flow layer reads it.
  const ids = id?.type === 'Identifier' && source.pattern?.type === 'Identifier' ? listedIds(ctx, idNode) : undefined;
  const callValue = valueOf(ctx, call);
  const pairedWith = source.index && source.scope ? pairedArray(ctx, source.scope, source.index, source.array) : undefined;
  const out: LoopEntry[] = [];
  for (const { element, entry, array: own, spreadInto } of entriesOf(ctx, array)) {
    const setting = ids ? ids.get(own.path.value)?.get(entry.name as number) : stringValue(propertyValue(element, field));
    if (!setting || !wanted.has(setting)) continue;
    const fromEntry = entryValue(callValue, varName, element, keyOf);
    out.push({
      setting,
      call,
      method: call.method,
      form: 'entry',
      value: fromEntry === undefined ? callValue : fromEntry,
      valueAtCall: fromEntry === undefined && callValue !== undefined,
      entry,
      array: own.path,
      feed: 'loop',
      consumers: own.consumers,
      pairedWith,
      spreadInto,
    });
  }
  return out;
}

/**
 * The setting ids a loop's element holds, by the list and the position they are written at, as the
 * value-flow layer answers (src/flow/): each known string read from an element of a known list.
 */
function listedIds(ctx: RecognitionContext, idNode: ASTNode): Map<ASTNode, Map<number, string>> {
  const out = new Map<ASTNode, Map<number, string>>();
  for (const v of values(ctx, idNode)) {
    const text = knownText(v);
    if (!v.element || text === undefined) continue;
    const byIndex = out.get(v.element.list) ?? out.set(v.element.list, new Map()).get(v.element.list)!;
    byIndex.set(v.element.index, text);
  }
  return out;
}

interface ArrayEntry {
  element: ASTNode;
  entry: ASTPath;
  array: ArrayRef;
  spreadInto?: SpreadInto;
}

/**
 * The elements of an array that feeds a call, with those of a once-declared const array spread
 * into it (`[...BASE_SETTINGS, { id: 'ssl', … }]`): a preset list is often assembled from shared parts.
 */
function entriesOf(ctx: RecognitionContext, array: ArrayRef): ArrayEntry[] {
  const out: ArrayEntry[] = [];
  array.path.value.elements.forEach((element: any, i: number) => {
    if (element?.type === 'SpreadElement') {
      const inner = unwrap(element.argument)?.type === 'Identifier' ? arrayOf(ctx, element.argument) : undefined;
      if (!inner || inner.path.value === array.path.value) return;
      const spreadInto = { spread: array.path.get('elements', i), array: array.path, consumers: array.consumers };
      inner.path.value.elements.forEach((el: any, k: number) => {
        if (el && el.type !== 'SpreadElement') out.push({ element: el, entry: inner.path.get('elements', k), array: inner, spreadInto });
      });
      return;
    }
    out.push({ element, entry: array.path.get('elements', i), array });
  });
  return out;
}

/** When the call sends `s.value` (or `value` destructured from the entry), the entry's own value. */
function entryValue(callValue: any, varName: string | undefined, element: any, keyOf: (local: string) => string): any {
  const v = unwrap(callValue);
  if (!v) return undefined;
  if (isMember(v) && unwrap(v.object)?.type === 'Identifier' && unwrap(v.object).name === varName) return propertyValue(element, memberName(v) ?? '');
  if (v.type === 'Identifier' && v.name !== varName) return propertyValue(element, keyOf(v.name));
  return undefined;
}

interface LoopSource {
  array: any;
  /** The loop variable's pattern (`s`, `{ name, value }`). */
  pattern?: any;
  /** The index variable, when the loop has one (forEach's second parameter). */
  index?: string;
  /** The loop or callback the index lives in. */
  scope?: any;
}

/** Where a loop variable comes from: `for (const s of X)`, `X.forEach((s, i) => …)` / `.map`, `const s = X[i]`. */
function loopSource(from: ASTPath<any>, name: string): LoopSource | undefined {
  for (let p: ASTPath<any> | null = from.parent; p; p = p.parent) {
    const node = p.value;
    if (node.type === 'ForOfStatement') {
      const left = node.left.type === 'VariableDeclaration' ? node.left.declarations[0]?.id : node.left;
      if (patternNames(left).includes(name)) return { array: node.right, pattern: left };
    }
    if (isFunction(node) && node.params.length > 0 && patternNames(node.params[0]).includes(name)) {
      const call = p.parent?.value;
      const callee = call && unwrap(call.callee);
      const method = callee && isMember(callee) ? memberName(callee) : undefined;
      if (call?.type === 'CallExpression' && call.arguments[0] === node && ELEMENT_CALLBACKS.has(method ?? '')) {
        const index = node.params[1]?.type === 'Identifier' ? node.params[1].name : undefined;
        return { array: callee.object, index, scope: node.body, pattern: node.params[0] };
      }
      return undefined;
    }
    if (node.type === 'BlockStatement' || node.type === 'Program') {
      // const s = X[i] declared in an enclosing block
      for (const statement of node.body) {
        if (statement.type !== 'VariableDeclaration') continue;
        for (const d of statement.declarations) {
          if (!patternNames(d.id).includes(name)) continue;
          const init = unwrap(d.init);
          if (isMember(init) && init.computed && unwrap(init.property)?.type === 'Identifier') {
            return { array: init.object, index: unwrap(init.property).name, scope: enclosingLoopNode(p) };
          }
          return undefined;
        }
      }
    }
  }
  return undefined;
}

/** The property key a destructuring pattern binds `local` from (`{ name: key }` binds key from name). */
function destructuredKey(pattern: any, local: string): string | undefined {
  if (pattern?.type !== 'ObjectPattern') return undefined;
  for (const prop of pattern.properties) {
    if (prop.type === 'RestElement') continue;
    const value = prop.value?.type === 'AssignmentPattern' ? prop.value.left : prop.value;
    if (value?.type === 'Identifier' && value.name === local) return keyName(prop);
  }
  return undefined;
}

function enclosingLoop(path: ASTPath<any>): any {
  for (let p: ASTPath<any> | null = path.parent; p; p = p.parent) if (/^(For|While|DoWhile)/.test(p.value.type)) return p.value;
  return undefined;
}
const enclosingLoopNode = (path: ASTPath<any>): any => (/^(For|While|DoWhile)/.test(path.parent?.value?.type ?? '') ? path.parent.value : path.value);

/**
 * What else the loop's index pairs the array with: another array read with the same index (`values[i]`
 * beside `settings[i]`), or any other use of the index (`dataFor(i)`, `i === 3 ? … : …`), which ties
 * each entry to its position just as well. Reads of the array itself (`settings[i]`) and the loop's own
 * header (`i < settings.length; i++`) are not pairings.
 */
function pairedArray(ctx: RecognitionContext, scope: any, index: string, array: any): string | undefined {
  const own = unwrap(array)?.type === 'Identifier' ? unwrap(array).name : undefined;
  const body = /^(For|While|DoWhile)/.test(scope?.type ?? '') ? scope.body : scope;
  let other: string | undefined;
  ctx.j(body)
    .find(ctx.j.Identifier, { name: index })
    .forEach((p: ASTPath<any>) => {
      if (other) return;
      const parent = p.parent?.value;
      if (isMember(parent) && parent.property === p.value && !parent.computed) return;
      if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.shorthand) return;
      if (isMember(parent) && parent.computed && parent.property === p.value) {
        const object = unwrap(parent.object);
        const name = object?.type === 'Identifier' ? object.name : ctx.j(object).toSource();
        if (name !== own) other = name;
        return;
      }
      const use = parent && parent.type !== 'ExpressionStatement' ? ctx.j(parent).toSource() : index;
      other = use.length > 60 ? `the index ${index}` : use;
    });
  return other;
}

/** Whether a literal part of a string expression names one of the settings (a cheap test before resolving it). */
function mentions(node: any, wanted: Set<string>): boolean {
  const texts: string[] = [];
  const collect = (n: any): void => {
    if (n?.type === 'StringLiteral' || (n?.type === 'Literal' && typeof n.value === 'string')) texts.push(n.value);
    else if (n?.type === 'TemplateLiteral') n.quasis.forEach((q: any) => texts.push(q.value.cooked ?? q.value.raw));
    else if (n?.type === 'BinaryExpression') {
      collect(n.left);
      collect(n.right);
    }
  };
  collect(node);
  return texts.some((t) => [...wanted].some((id) => t.includes(id)));
}

/**
 * URLs of a setting written as elements of an array (`const urls = [`${API}/zones/${z}/settings/brotli`, …]`)
 * and iterated by a loop: the call is made with the loop variable, so its URL is not the setting's.
 */
function urlArrayEntries(ctx: RecognitionContext, wanted: Set<string>, claimed: Set<ASTNode>): LoopEntry[] {
  const out: LoopEntry[] = [];
  for (const p of urlExpressions(ctx.j, ctx.root, ctx.memo)) {
    const list = p.parentPath;
    const arrayPath = list?.parentPath;
    if (!Array.isArray(list?.value) || arrayPath?.value?.type !== 'ArrayExpression' || list.name !== 'elements' || claimed.has(p.value)) continue;
    if (!mentions(p.value, wanted)) continue;
    const url = resolveUrl({ j: ctx.j, root: ctx.root, node: p.value, config: ctx.config });
    if (!isApiUrl(url)) continue;
    const endpoint = endpointOf(url);
    if (!endpoint || !matchEndpoint(endpoint.path, SETTING)) continue;
    const setting = lastSegment(endpoint.path);
    if (!wanted.has(setting)) continue;
    const declarator = arrayPath.parent?.value;
    const name = declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' ? declarator.id.name : undefined;
    const consumers: ASTPath[] = name ? readsOf(ctx, name) : [];
    let pairedWith: string | undefined;
    if (name) {
      consumers.forEach((ref: ASTPath<any>) => {
        const parent = ref.parent?.value;
        if (isMember(parent) && parent.computed && parent.object === ref.value && unwrap(parent.property)?.type === 'Identifier') {
          const loop = enclosingLoop(ref);
          pairedWith ??= loop ? pairedArray(ctx, loop, unwrap(parent.property).name, ref.value) : undefined;
        }
        // `urls.map((url, i) => request(url, dataFor(i)))`: the callback's index pairs each URL with something else.
        const call = ref.parent?.parent?.value;
        if (isMember(parent) && !parent.computed && parent.object === ref.value && call?.type === 'CallExpression' && call.callee === parent) {
          const fn = unwrap(call.arguments[0]);
          const method = memberName(parent);
          if (isFunction(fn) && ELEMENT_CALLBACKS.has(method ?? '') && fn.params[1]?.type === 'Identifier') {
            pairedWith ??= pairedArray(ctx, fn.body, fn.params[1].name, ref.value);
          }
        }
      });
    }
    if (!name) consumers.push(arrayPath);
    out.push({ setting, form: 'entry', entry: p, array: arrayPath, feed: 'loop', consumers, pairedWith });
  }
  return out;
}
