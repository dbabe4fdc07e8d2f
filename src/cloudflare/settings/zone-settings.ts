import type { ASTNode, ASTPath } from 'jscodeshift';
import { bindingsOf } from '../../ast/bindings';
import { addresses, bodyObject, findApiCalls, type ApiCall, type RecognitionContext } from '../calls/calls';
import { matchEndpoint } from '../urls/endpoint';
import { isObject, propertyValue, stringValue, unwrap } from '../../ast/syntax';
import { pathOfNode } from '../../ast/node-index';
import { ENDPOINTS } from '../urls/endpoints';
import { elementReads, elementValue, knownText, listSites, pairedUses, values, type ElementRead } from '../../flow';
import { listPlace, type ListPlace } from './list-place';
import { guardedSettings, turnedAwayElsewhere } from './guard-entries';

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
 * marked `pairedWith`: removing one entry would shift the pairing. The lists, their elements, where
 * each is written and what a loop's index pairs them with are the value-flow layer's answers
 * (src/flow/elements.ts, docs/value-flow.md "Lists and their elements").
 */
export type ZoneSettingUse = SettingCall | SettingEntry | LookupEntry;
export type SettingEntry = ItemsEntry | LoopEntry | GuardEntry;

interface Use {
  setting: string;
  /** Upper case; undefined when dynamic or unknown. */
  method?: string;
  /** The value sent, as written (`'on'`, `{ css: 'on' }`, `s.value`); undefined when the call sends none that can be found. */
  value?: ASTNode;
}

/** A call that addresses this one setting. */
interface SettingCall extends Use {
  form: 'call';
  call: ApiCall;
}

/** An entry (object literal, setting id or URL) of an array that feeds a call, and how it sits there (see `ListPlace`). */
interface Entry extends Use, ListPlace {
  form: 'entry';
  /** The name of another array read by the same index, when there is one. */
  pairedWith?: string;
}

/** An entry of `items` sent to the bulk `PATCH /zones/:zone_id/settings`. */
interface ItemsEntry extends Entry {
  feed: 'items';
  call: ApiCall;
}

/** An entry of an array a loop iterates, making one call per entry. */
interface LoopEntry extends Entry {
  feed: 'loop';
  /** The call the loop makes; undefined for an array of URLs whose call was not recognised. */
  call?: ApiCall;
  /** The value is the same for every entry of the loop (written at the call, not in the entry). */
  valueAtCall?: boolean;
}

/**
 * An entry of a list a guard tests the call's setting id against (`if (!LIST.includes(s)) return …`,
 * guard-entries.ts): the call is made for it, as a loop over the list makes it for each element.
 */
interface GuardEntry extends Entry {
  feed: 'guard';
  call: ApiCall;
  /** The list's read in the guard's test (`LIST` in `LIST.includes(s)`). */
  read: ASTNode;
  /** Why what the guard turns away may go somewhere of its own (an `else`, an exit that does more than refuse, code it falls through to); undefined when it is only refused. */
  turnedAway: string | undefined;
}

/**
 * An entry of a table the call's setting id is read from by a key the layer does not know (`const seg =
 * PATHS[key]`, src/flow/computed-keys.ts): the call may be made for each of its values. Always
 * reported: taking it out changes which keys the code accepts.
 */
export interface LookupEntry extends Use {
  form: 'entry';
  feed: 'lookup';
  call: ApiCall;
  /** The table's property. */
  entry: ASTPath;
  /** The loop over the table's entries (`for (const [id, value] of Object.entries(T))`), when the id is a key or value it walks. */
  walk?: ASTNode;
}

export type { SpreadInto } from './list-place';

const SETTING = ENDPOINTS.zoneSetting;
const BULK = ENDPOINTS.zoneSettings;

const lastSegment = (endpoint: string): string => endpoint.split('/').filter(Boolean).pop() ?? '';

/** Every use of the given settings in the file, in source order of their calls. */
export function zoneSettingUses(ctx: RecognitionContext, settings: string[]): ZoneSettingUse[] {
  const wanted = new Set(settings);
  const uses: ZoneSettingUse[] = [];
  const wholes = new Set<ApiCall>();
  for (const found of findApiCalls(ctx)) {
    // A call per element of a list it loops over: the list's entries are followed here, from the call as written.
    const whole = found.listed?.whole;
    if (whole && matchEndpoint(whole.endpoint, SETTING)) {
      if (wholes.has(whole)) continue;
      wholes.add(whole);
    } else if (found.listed && (matchEndpoint(found.endpoint, SETTING) || matchEndpoint(found.endpoint, BULK))) {
      // One call per URL of a list of URLs: the URL the call sends is an entry of that list (a call of
      // another endpoint is no use of a setting whatever its list holds: not looked up).
      const entry = urlEntry(ctx, found, wanted);
      if (entry !== null) {
        if (entry) uses.push(entry);
        continue;
      }
    }
    const call = whole && wholes.has(whole) ? whole : found;
    if (matchEndpoint(call.endpoint, SETTING)) {
      const id = lastSegment(call.endpoint);
      if (id !== ':param') {
        // A helper whose own request names the setting (`harden(zone)`): that request is the use, not its callers.
        if (wanted.has(id) && addresses(call, SETTING.replace(':setting_id', id))) uses.push({ setting: id, call, method: call.method, form: 'call', value: valueOf(ctx, call) });
        continue;
      }
      const idNode = settingIdNode(call);
      if (idNode) uses.push(...loopEntries(ctx, call, idNode, wanted), ...guardEntries(ctx, call, idNode, wanted), ...lookupEntries(ctx, call, idNode, wanted));
    } else if (matchEndpoint(call.endpoint, BULK) && call.method === 'PATCH') {
      uses.push(...itemsEntries(ctx, call, wanted));
    }
  }
  return uses;
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
  const part = url.parts[url.offsets.findIndex((o, i) => o === offset && url.parts[i].kind === 'dynamic')];
  return part?.kind === 'dynamic' ? (part.node as ASTNode) : undefined;
}

/** The one string an expression holds, as the layer answers (`'minify'`, a const holding it). */
function settingId(ctx: RecognitionContext, node: ASTNode | undefined): string | undefined {
  const found = node ? values(ctx, node) : [];
  return found.length === 1 ? knownText(found[0]) : undefined;
}

/**
 * The entries a loop feeds into a call whose setting id is `idNode`, as the layer reads the loop's
 * element (`s.id`, `id` destructured, `s` of a list of ids, `S[i].id` by the loop's index) element by
 * element: each entry where it is written, with the value the call sends for it.
 */
function loopEntries(ctx: RecognitionContext, call: ApiCall, idNode: ASTNode, wanted: Set<string>): LoopEntry[] {
  const read = elementReads(ctx, idNode, pathOfNode(ctx, idNode) ?? call.path);
  if (!read) return [];
  const callValue = valueOf(ctx, call);
  const pairedWith = pairing(ctx, read);
  const out: LoopEntry[] = [];
  read.values.forEach((idAt, k) => {
    const setting = settingId(ctx, idAt);
    const place = setting && wanted.has(setting) ? listPlace(ctx, read.sites[k], read) : undefined;
    if (!setting || !place) return;
    out.push({ setting, call, method: call.method, form: 'entry', feed: 'loop', ...entryValue(ctx, read, k, callValue), pairedWith, ...place });
  });
  return out;
}

/** The entries of a list a guard tests the call's setting id against, where each is written, with the value the call sends. */
function guardEntries(ctx: RecognitionContext, call: ApiCall, idNode: ASTNode, wanted: Set<string>): GuardEntry[] {
  const value = valueOf(ctx, call);
  return guardedSettings(ctx, idNode, wanted).flatMap(({ setting, site, list, read, guard }): GuardEntry[] => {
    const place = listPlace(ctx, site, { list, walked: read });
    if (!place) return [];
    return [{ setting, call, method: call.method, form: 'entry', feed: 'guard', value, read, turnedAway: turnedAwayElsewhere(ctx, guard, call), ...place }];
  });
}

/** The entries of a table the setting id is looked up in (`PATHS[key]`) or walked from (`Object.entries(T)`, `for…in`: its value the entry's when sent, `v` of `[k, v]`). */
function lookupEntries(ctx: RecognitionContext, call: ApiCall, idNode: ASTNode, wanted: Set<string>): LookupEntry[] {
  const value = valueOf(ctx, call);
  const sent = value ? values(ctx, value) : [];
  return values(ctx, idNode).flatMap((v): LookupEntry[] => {
    const setting = knownText(v);
    const entry = v.lookup && setting !== undefined && wanted.has(setting) ? pathOfNode(ctx, v.lookup.at) : undefined;
    if (!entry) return [];
    const walk = v.lookup!.walk;
    const own = walk && sent.length > 0 && sent.every((s) => s.lookup?.walk === walk) ? (entry.value as { value?: ASTNode }).value : value;
    return [{ setting: setting!, call, method: call.method, form: 'entry', feed: 'lookup', value: own, entry, walk }];
  });
}

/**
 * One call of a list of setting URLs (`for (const url of urls) fetch(url, …)`, `urls[i]`, `urls.map((u,
 * i) => …)`): the entry its URL is written at. Null when the URL the call sends is not an element written
 * in a list (the call is a use as it stands), undefined when it is one that is no use here.
 */
function urlEntry(ctx: RecognitionContext, found: ApiCall, wanted: Set<string>): LoopEntry | undefined | null {
  const listed = found.listed!;
  const read = elementReads(ctx, listed.read, pathOfNode(ctx, listed.read) ?? found.path);
  const site = read?.sites[listed.index];
  if (!read || !site || site.literal.elements[site.index] !== listed.element) return null;
  const setting = matchEndpoint(found.endpoint, SETTING) ? lastSegment(found.endpoint) : undefined;
  const place = setting && wanted.has(setting) ? listPlace(ctx, site, read) : undefined;
  if (!setting || !place) return undefined;
  const value = entryValue(ctx, read, listed.index, valueOf(ctx, found));
  return { setting, call: found, method: found.method, form: 'entry', feed: 'loop', ...value, pairedWith: pairing(ctx, read), ...place };
}

/** The entries of `items` sent to the bulk endpoint, where each is written (its list in place or a const, with the lists it spreads). */
function itemsEntries(ctx: RecognitionContext, call: ApiCall, wanted: Set<string>): ItemsEntry[] {
  const items = propertyValue(bodyObject(ctx, call), 'items');
  const listed = items ? listSites(ctx, items) : undefined;
  if (!listed) return [];
  const out: ItemsEntry[] = [];
  for (const site of listed.sites) {
    const element = site.literal.elements[site.index];
    const setting = stringValue(propertyValue(element, 'id'));
    const place = setting && wanted.has(setting) ? listPlace(ctx, site, { list: listed.node, walked: items! }) : undefined;
    if (setting && place) out.push({ setting, call, method: call.method, form: 'entry', value: propertyValue(element, 'value'), feed: 'items', ...place });
  }
  return out;
}

/**
 * The value sent for the element at `k`: what the element writes when the call reads it from the
 * element (`s.value`, `value` destructured, `values[i]` by the loop's index), else the call's own
 * (the same for every entry).
 */
function entryValue(ctx: RecognitionContext, read: ElementRead, k: number, callValue: ASTNode | undefined): { value?: ASTNode; valueAtCall: boolean } {
  const at = callValue && pathOfNode(ctx, callValue);
  const own = at ? elementValue(ctx, callValue, at, { loop: read.loop, index: k }) : undefined;
  return own ? { value: own, valueAtCall: false } : { value: callValue, valueAtCall: callValue !== undefined };
}

/**
 * What the loop's index pairs each entry with (the layer's `pairedUses`), as a finding names it:
 * another list read by the same index (`values`), else the expression that uses the index
 * (`bodyAt(n)`, `the index n` when that is long).
 */
function pairing(ctx: RecognitionContext, read: ElementRead): string | undefined {
  const [use] = pairedUses(ctx, read);
  if (!use) return undefined;
  const source = (node: ASTNode): string => ctx.j(node).toSource();
  if (use.list) return unwrap(use.list)?.type === 'Identifier' ? unwrap(use.list).name : source(use.list);
  const name = read.index!.id.name;
  const text = use.node.type !== 'ExpressionStatement' ? source(use.node) : name;
  return text.length > 60 ? `the index ${name}` : text;
}
