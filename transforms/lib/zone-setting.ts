/**
 * What the five removed zone settings share (brotli-setting, minify-setting, mobile-redirect-setting,
 * server-side-exclude-setting, privacy-pass-setting): finding every use of the setting (the engine's
 * `zoneSettingUses`), then, per use, what its transform decided: delete the call or the entry, or
 * report. Deleting goes through `removeCall` (only where nothing reads the result) and
 * `removeListItem` (an entry leaves its preset array or `items`); an array left empty that only fed
 * its loop or call takes the loop or call with it. An entry that is several uses gets one decision
 * (see `applyAll`). Each transform file only says which setting and what becomes of it.
 */
import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { batchSettingReads } from '../../src/cloudflare/settings/batch-reads';
import { zoneSettingUses, type LookupEntry, type SettingEntry, type SpreadInto, type ZoneSettingUse } from '../../src/cloudflare/settings/zone-settings';
import { ENDPOINTS, type ApiCall } from '../../src/cloudflare';
import { isInside, isMember, memberName, stringValue, unwrap } from '../../src/ast';
import { canRemoveCall, references, removeCall, type Removal } from '../../src/edit/remove-call';
import { listOwnerOf, removeListItem } from '../../src/edit/remove-item';
import { entriesOf, loopIndex } from '../../src/flow/indexes';
import { currentIndex } from '../../src/ast/node-index';
import { declaredReads } from '../../src/flow/binding-uses';
import { defineTransform, type DefinedTransform } from '../../src/transform';
import type { TransformContext, TransformMeta } from '../../src/types';
import type { DataArgs, MessageId, MessageTable } from '../../src/messages';

export type { ZoneSettingUse };

/**
 * What becomes of one use: deleted (the `ifKept` message is reported, with the reason, when it cannot be), or reported
 * with a message of the transform's own (`messages`) and its data.
 */
export type Decision<M extends MessageTable, K extends MessageTable> =
  | { action: 'delete'; ifKept: MessageId<K> }
  | { [R in MessageId<M>]: { action: 'report'; messageId: R } & (DataArgs<M[R]> extends [] ? { data?: undefined } : { data: DataArgs<M[R]>[0] }) }[MessageId<M>];

export interface ZoneSettingSpec<M extends MessageTable, K extends MessageTable> extends Omit<TransformMeta, 'triggers' | 'messages'> {
  /** The setting id in the API (`server_side_exclude`). */
  setting: string;
  /** Words besides the id that name it in code (the SDK's `serverSideExcludes`). */
  aliases?: string[];
  /** The findings of uses the transform reports (a `report` decision). */
  messages: M;
  /**
   * The findings of uses it deletes, reported when one cannot go (a `delete` decision): each always
   * comes with the reason it was kept, as `<id>KeptBecause`, `<id>KeptPaired` and `<id>KeptUsed`.
   */
  ifKept: K;
  decide(use: ZoneSettingUse): Decision<M, K>;
  /** What else the setting's removal touches outside the settings endpoints (Mirage's Page Rules actions), run after the uses. */
  also?(ctx: TransformContext): void;
}

/** The kept variants of an `ifKept` text, by the suffix of their ids. */
const KEPT = {
  KeptBecause: ' (kept: {{why}})',
  KeptPaired: ' (kept: this array is read by index together with {{pairedWith}}; remove the entry from both)',
  KeptUsed: ' (kept: this array is used for more than sending the settings)',
} as const;

/** A zone-setting transform's whole message table: its own, its ifKept texts with their kept variants, and the shared ones. */
function messageTable(own: MessageTable, ifKept: MessageTable, shared: MessageTable): MessageTable {
  const table: Record<string, string> = { ...own, ...shared };
  // An ifKept text is only ever reported with the reason its use was kept, never alone.
  for (const [id, text] of Object.entries(ifKept)) {
    for (const [suffix, kept] of Object.entries(KEPT)) table[id + suffix] = text + kept;
  }
  return table;
}

/** The bulk endpoint's own deprecation, for the explain texts. */
export const BULK_NOTE = `The bulk endpoint PATCH /zones/:zone_id/settings {items} is itself deprecated (end of life
2026-09-15, one request per setting instead); this transform only takes the removed entry out of it.`;

/** Who is not a use of the setting, and what a deletion never takes, for the explain texts. */
const callersNote = (setting: string): string => `Calls of a helper whose own request names the setting (harden(zone) fetching .../settings/${setting},
and main(zone) calling harden) are not uses: that request is deleted or reported, its callers stay. A
call that does more than the request (an argument that calls a function of the program, a .finally
handler, a helper that also sends other requests, or that reads the setting's id beyond its URL or
writes state: if (id === '${setting}') …, changes.push(…), also called from another module, change it by
hand) is kept and reported with the reason, and so is a
request handed a callback it calls when done (send(path, key, (err) => done(err)), request(opts, (err,
res) => …), a caller's done passed on, an onUploadProgress option): deleted, the callback would never run
and whoever waits on it would hang, so the finding says to delete the call and call done() yourself (a
callback that does nothing, () => {}, goes with its call). So is the
last setting of a bulk call that cannot go (no call with empty items is left behind). The setting's id
in a plain list of ids that a loop sends (for (const s of ['rocket_loader', '${setting}']) … /settings/\${s},
also ['…'].forEach/map, ids[i] in a counted loop, ids.entries(), a const list spread into it, [...SPEED, 'ssl'],
or concatenated) is a use of its own: that entry, in the list it is written in; the other ids stay. So is
its id in a list a guard tests the sent id against (if (!ALLOWED.includes(setting)) return …, or
ALLOWED.indexOf(setting) === -1, before the request; if (ALLOWED.includes(setting)) { …request… }): that
entry goes when what the list turns away is only refused (return;, a literal, new Response or new Error of
literals, continue, break); an else, an exit that calls something (return slowPath(setting)), code after
the if a turned-away setting falls through to, or the list's last entry keep it, reported. A list also
read otherwise (exported, in any form, or read at a fixed index such as ORDER[0]) keeps its entry, reported.
So does an entry of a const table the sent id is looked up in by a key the code is given (const seg =
PATHS[key]; … /settings/\${seg}): taking it out changes which keys the code accepts. One
entry can be several uses (a list a loop reads and a guard tests before another request): it goes only
when every use lets it go; when any keeps it, it stays, marked once with each reason it was kept. A read of the setting out of
the batch answer of GET ${ENDPOINTS.zoneSettings} (result.find((s) => s.id === '${setting}'), a filter, or a
map filled by id in a loop, settings[s.id] = s.value, read as settings.${setting}; the answer walked with for…of,
for…in, Object.values(result) or Object.entries(result) pairs) is reported where it
reads: the batch list no longer holds the setting; reads of the other settings stay. A helper that
only returns the function sending the request (const send = withOption('${setting}')) is reported at its
call, naming the calls of send(…) as the requests.`;

export function zoneSettingTransform<const M extends MessageTable, const K extends MessageTable>(spec: ZoneSettingSpec<M, K>): DefinedTransform {
  const { setting, aliases = [], decide, also, messages: own, ifKept, ...meta } = spec;
  return defineTransform({
    ...meta,
    // The setting's own path, reported where spelled out but not traced to a client in an anchored project.
    untraced: meta.untraced ?? [{ template: `${ENDPOINTS.zoneSettings}/${setting}` }],
    explain: `${meta.explain}\n${callersNote(setting)}`,
    messages: messageTable(own, ifKept, {
      batchRead: `the ${setting} setting was removed (${meta.eol}): GET ${ENDPOINTS.zoneSettings} no longer lists it, so this read finds nothing; drop the code that depends on it`,
      // Only a transform that deletes uses keeps one because its wrapper also handles the id (mobile-redirect only reports).
      ...(Object.keys(ifKept).length > 0 ? { handledId: `this call passes the removed setting '${setting}' (${meta.eol}) to {{client}}(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand` } : {}),
    }),
    triggers: [setting, ...aliases],
    run(ctx) {
      // Nothing can name the setting in a file that never writes it (the prefilter's own test, kept
      // here for runs without the prefilter: finding the calls of a large file is not free).
      if (![setting, ...aliases].some((word) => ctx.file.source.includes(word))) return;
      applyAll(ctx, zoneSettingUses(ctx, [setting]), (use) => decide(use) as Applied);
      // The setting read out of the batch answer: nothing to delete safely there, only to say.
      for (const read of batchSettingReads(ctx, setting)) ctx.report(read, 'batchRead');
      also?.(ctx);
    },
  });
}

const at = (use: ZoneSettingUse): ASTPath => (use.form === 'call' ? use.call.path : use.entry);

/** A decision as `apply` reads it: its ids are checked against the table when reported. */
type Applied = { action: 'delete'; ifKept: string } | { action: 'report'; messageId: string; data?: Record<string, string | number> };

/**
 * Applies the decisions, once per call and once per list entry. One entry can be several uses (a list
 * of ids a loop reads and a guard tests before another request): each use is judged on its own, and
 * the entry goes only when every one of them lets it go; when any keeps it, it stays, and the findings
 * of those that keep it (each with its reason) are reported, once each.
 */
function applyAll(ctx: TransformContext, uses: ZoneSettingUse[], decide: (use: ZoneSettingUse) => Applied): void {
  const byEntry = new Map<unknown, Array<SettingEntry | LookupEntry>>();
  for (const use of uses) {
    if (use.form !== 'entry') continue;
    const group = byEntry.get(use.entry.value);
    if (group) group.push(use);
    else byEntry.set(use.entry.value, [use]);
  }
  for (const use of uses) {
    if (use.form === 'call') {
      applyCall(ctx, use, decide(use));
      continue;
    }
    const group = byEntry.get(use.entry.value)!;
    if (group[0] !== use) continue;
    const kept = group.map((u) => entryVerdict(ctx, u, decide(u))).filter((v): v is Kept => v !== undefined);
    if (kept.length === 0) {
      removeEntry(ctx, use);
      continue;
    }
    const said = new Set<string>();
    for (const k of kept) {
      const key = `${k.messageId} ${JSON.stringify(k.data ?? {})}`;
      if (said.has(key)) continue;
      said.add(key);
      ctx.report(k.at, k.messageId, k.data);
    }
  }
}

function applyCall(ctx: TransformContext, use: Extract<ZoneSettingUse, { form: 'call' }>, decision: Applied): void {
  if (decision.action === 'report') return ctx.report(at(use), decision.messageId, decision.data);
  if (use.call.wrapperTreatsPath) return ctx.report(at(use), 'handledId', { client: use.call.client });
  // `fetch(url)` with `url` chosen in branches: the call may also send other endpoints.
  if (use.call.sharedWith?.some((other) => other.endpoint !== use.call.endpoint)) {
    return ctx.report(use.call.path, `${decision.ifKept}KeptBecause`, { why: 'the same call sends other URLs chosen at run time' });
  }
  const removal = removeUse(ctx, use.call);
  if (removal.removed) ctx.changed();
  else ctx.report(use.call.path, `${decision.ifKept}KeptBecause`, { why: use.call.wrapperReturnsSender ? senderWhy(use.call) : removal.why });
}

/** Why a call of a helper that returns the function sending the request is kept: the requests are that function's calls. */
function senderWhy(call: ApiCall): string {
  const held = call.path.parent?.value;
  const name = held?.type === 'VariableDeclarator' && held.init === call.path.value && held.id.type === 'Identifier' ? `${held.id.name}(…)` : 'what it returns';
  return `${call.client}() returns the function that sends the request: the requests are the calls of ${name}; delete them, then this call`;
}

/** The finding of a use that keeps its entry. */
interface Kept {
  at: ASTPath;
  messageId: string;
  data?: Record<string, string | number>;
}

/** What one use says of its entry: kept (with the finding that says why), or undefined when it may go. Nothing is changed. */
function entryVerdict(ctx: TransformContext, use: SettingEntry | LookupEntry, decision: Applied): Kept | undefined {
  if (decision.action === 'report') return { at: at(use), messageId: decision.messageId, data: decision.data };
  // Sent through a wrapper that handles the id itself (`Wrapper.treatsPath`): deleting the entry would drop that too.
  if (use.call?.wrapperTreatsPath) return { at: at(use), messageId: 'handledId', data: { client: use.call.client } };
  const kept = (suffix: keyof typeof KEPT, data?: Record<string, string>): Kept => ({ at: at(use), messageId: `${decision.ifKept}${suffix}`, data });
  if (use.feed === 'lookup') {
    const why = use.walk ? walkedWhy(ctx, use.entry, use.walk) : LOOKUP_WHY;
    return why ? kept('KeptBecause', { why }) : undefined;
  }
  // The last entry of an array written in place can go even when paired by index: no other entry moves.
  const elements = use.array.value.elements;
  const last = !use.spreadInto && elements.length > 0 && elements[elements.length - 1] === use.entry.value;
  if (use.pairedWith && !last) return kept('KeptPaired', { pairedWith: use.pairedWith });
  if (use.feed === 'guard') {
    const why = guardKept(use);
    if (why) return kept('KeptBecause', { why });
  }
  const guardRead = (ref: ASTPath): boolean => use.feed === 'guard' && ref.value === use.read;
  const sends = (ref: ASTPath): boolean => isLoopRead(ctx, ref) || guardRead(ref) || (use.call !== undefined && (ref.value === use.call.path.value || isInside(ref, use.call.path.value)));
  // A const spread into the array that is sent: it may only be read by that spread, and the array by the loop or call.
  const spread = use.spreadInto;
  const spreadRead = (ref: ASTPath): boolean => !!spread && ref.parent?.value === spread.spread.value;
  if (!use.consumers.every((ref) => sends(ref) || spreadRead(ref)) || (spread && !spread.consumers.every(sends))) return kept('KeptUsed');
  if (!listOwnerOf(use.entry)) return kept('KeptBecause', { why: 'it is not an element of an array literal' });
  // The last setting of a bulk call that cannot go stays with it: an empty call left behind would be
  // reported on this run only (nothing names the setting any more), its marker standing after the next.
  if (use.feed === 'items' && leavesItemsEmpty(use)) {
    const verdict = canRemoveUse(ctx, use.call);
    if (!verdict.removed) return kept('KeptBecause', { why: `it is the last setting of the bulk call, which cannot go: ${verdict.why}` });
  }
  return undefined;
}

/** Why an entry of a table the setting id is looked up in stays. */
const LOOKUP_WHY = 'the setting id is looked up in this table by a key the code is given: taking the entry out changes which keys the code accepts';

/**
 * Whether a type written on a table may require its keys: not `as const`, `Record<string, V>`, `Partial<T>` or
 * an object type of index signatures only; any other (`Record<Id, V>`, a named type) may.
 */
function requiresKeys(type: ASTNode | undefined | null): boolean {
  if (!type || type.type === 'Noop') return false;
  if (type.type === 'TSTypeLiteral') return !type.members.every((m) => m.type === 'TSIndexSignature');
  if (type.type !== 'TSTypeReference') return true;
  const name = type.typeName.type === 'Identifier' ? type.typeName.name : '';
  const first = type.typeParameters?.params[0];
  if (name === 'const' || name === 'Partial') return false;
  return !(name === 'Record' && (first?.type === 'TSStringKeyword' || first?.type === 'TSNumberKeyword'));
}
const TYPED_WHY = 'the loop walks the keys of this object, whose declared type may require this key: take the entry out by hand, with its type';
const WALK_WHY = 'the loop walks the keys of this object, which is also read elsewhere: take the entry out by hand if nothing else needs it';

/**
 * Why an entry of an object a loop walks the keys of (`Object.entries(T)`, `for…in`) stays: a type that may require
 * the key, or a read of the const holding the object outside the loop `walk` (its head included); undefined when it may go.
 */
function walkedWhy(ctx: TransformContext, entry: ASTPath, walk: ASTNode): string | undefined {
  let at = entry.parent as ASTPath;
  // A type on the object (`const T: Record<Id, V> = …`, `{…} as T`, `satisfies T`) may require the key: taking it out may not compile.
  for (; at?.parent && unwrap(at.parent.value) !== at.parent.value; at = at.parent) if (requiresKeys(at.parent.value.typeAnnotation)) return TYPED_WHY;
  const id = at?.parent?.value.type === 'VariableDeclarator' ? at.parent.value.id : undefined;
  if (id?.type === 'Identifier' && requiresKeys(id.typeAnnotation?.typeAnnotation)) return TYPED_WHY;
  return id?.type === 'Identifier' && declaredReads(currentIndex(ctx), ctx.root, id).every((ref) => isInside(ref, walk)) ? undefined : WALK_WHY;
}

/** Removes an entry every use of it let go, and what an emptied list took along (see `dropEmptySpread`, `dropEmptyFeed`). */
function removeEntry(ctx: TransformContext, use: SettingEntry | LookupEntry): void {
  removeListItem(ctx.file.path, use.entry);
  ctx.changed();
  if (use.feed === 'lookup' || use.array.value.elements.length > 0) return;
  if (use.spreadInto) dropEmptySpread(ctx, use, use.spreadInto);
  else dropEmptyFeed(ctx, use);
}

/**
 * A const left empty that was spread into the array sent: the spread and the const go (an empty
 * `const BASE = []` does not type-check under noImplicitAny); the array sent, if that leaves it
 * empty, goes by the rules of `dropEmptyFeed`.
 */
function dropEmptySpread(ctx: TransformContext, use: SettingEntry, spread: SpreadInto): void {
  const declarator = use.array.parent;
  if (declarator?.value?.type !== 'VariableDeclarator' || declarator.value.id.type !== 'Identifier') return;
  if (references(ctx, declarator, declarator.value.id.name)?.length !== 1) return;
  const declaration = declarator.parent;
  if (declaration?.value?.declarations?.length !== 1 || !listOwnerOf(declaration) || !listOwnerOf(spread.spread)) return;
  removeListItem(ctx.file.path, spread.spread);
  removeListItem(ctx.file.path, declaration);
  ctx.changed();
  if (spread.array.value.elements.length === 0) dropEmptyFeed(ctx, { ...use, array: spread.array, consumers: spread.consumers, spreadInto: undefined });
}

/**
 * Why an entry of a list a guard tests the setting against stays (undefined: it may go, as an entry
 * of a loop's list does): what the guard turns away goes somewhere of its own, or it is the last
 * element (an empty list would turn every request away, and `const A = []` does not type-check).
 */
function guardKept(use: Extract<SettingEntry, { feed: 'guard' }>): string | undefined {
  if (use.turnedAway) return use.turnedAway;
  if (use.spreadInto ? use.spreadInto.array.value.elements.length <= 1 && use.array.value.elements.length <= 1 : use.array.value.elements.length <= 1) {
    return 'it is the last setting this list lets through';
  }
  return undefined;
}

/**
 * A read of an array that only iterates it: `for (… of X)`, `for (… of X.entries())`, `X.forEach/map(…)`,
 * `X.length`, and `X[i]` by the index of a loop it sits in (`X[0]`, `X[k]` of any other `k` reads one
 * element for more than the loop: removing an entry would change which one).
 */
function isLoopRead(ctx: TransformContext, ref: ASTPath): boolean {
  const parent = ref.parent?.value;
  if (parent?.type === 'ForOfStatement' && parent.right === ref.value) return true;
  if (isMember(parent) && parent.object === ref.value) {
    if (parent.computed) return byLoopIndex(ctx, ref.parent);
    const name = memberName(parent);
    if (name === 'entries') return entriesLoop(ref.parent);
    return name === 'length' || name === 'forEach' || name === 'map' || name === 'flatMap';
  }
  return false;
}

/** `X[i]` (`member`) with `i` the index of a loop (src/flow/indexes.ts) that holds the read. */
function byLoopIndex(ctx: TransformContext, member: ASTPath): boolean {
  const property = member.get('property') as ASTPath;
  if (property.value?.type !== 'Identifier') return false;
  const index = loopIndex(ctx, currentIndex(ctx), property as ASTPath<Identifier>);
  return index !== undefined && isInside(member, index.loop);
}

/** `X.entries()` (`member` is `X.entries`) as the list of a `for…of`. */
function entriesLoop(member: ASTPath): boolean {
  const call = member.parent;
  return call !== undefined && entriesOf(call) !== undefined && call.parent?.value?.type === 'ForOfStatement' && call.parent.value.right === call.value;
}

/**
 * The array is empty now. When it only fed one loop or call, that goes too, and so does the const
 * that held it; anything else (an exported array, a second reader) keeps the empty array.
 */
function dropEmptyFeed(ctx: TransformContext, use: SettingEntry): void {
  const consumers = use.consumers;
  if (consumers.length !== 1) return;
  const consumer = consumers[0];
  const held = consumer.value !== use.array.value;
  const declarator = held ? use.array.parent : undefined;
  if (held) {
    if (declarator?.value?.type !== 'VariableDeclarator' || declarator.value.id.type !== 'Identifier') return;
    if (references(ctx, declarator, declarator.value.id.name)?.length !== 1) return;
    const declaration = declarator.parent;
    if (declaration?.value?.declarations?.length !== 1 || !listOwnerOf(declaration)) return;
  }
  // A bulk call that cannot go kept its last entry (see `apply`).
  if (!dropConsumer(ctx, consumer, use)) return;
  ctx.changed();
  if (held) {
    removeListItem(ctx.file.path, declarator!.parent);
    ctx.changed();
  }
}

/** Deletes a call that uses the setting, unless it goes through a helper that sends other requests too (see `removeCall` for the rest). */
function removeUse(ctx: TransformContext, call: ApiCall): Removal {
  const verdict = canRemoveUse(ctx, call);
  return verdict.removed ? removeCall(ctx, call.path) : verdict;
}

/** Whether `removeUse` would delete the call; nothing is changed. */
function canRemoveUse(ctx: TransformContext, call: ApiCall): Removal {
  if (call.wrapperSendsMore) return { removed: false, why: `${call.client}() sends other requests too` };
  return canRemoveCall(ctx, call.path);
}

/** Whether deleting the entry leaves the bulk call's items empty (the entry is the last one, also through a spread const). */
function leavesItemsEmpty(use: SettingEntry): boolean {
  if (use.array.value.elements.length !== 1) return false;
  return !use.spreadInto || use.spreadInto.array.value.elements.length === 1;
}

/** Removes the loop or call an array feeds; false when it cannot go by itself. */
function dropConsumer(ctx: TransformContext, consumer: ASTPath, use: SettingEntry): boolean {
  if (use.feed === 'items') return removeUse(ctx, use.call).removed;
  let p = consumer;
  while (p.parent && unwrap(p.parent.value) !== p.parent.value) p = p.parent;
  const parent = p.parent;
  if (parent?.value?.type === 'ForOfStatement' && parent.value.right === p.value) {
    return listOwnerOf(parent) ? removeListItem(ctx.file.path, parent) : false;
  }
  if (isMember(parent?.value) && parent.value.object === p.value && ['forEach', 'map', 'flatMap'].includes(memberName(parent.value) ?? '')) {
    const call = parent.parent;
    if (call?.value?.type !== 'CallExpression' || call.value.callee !== parent.value) return false;
    // `await Promise.all(X.map(…))`: the combined promise is the statement.
    const outer = call.parent;
    const callee = outer && unwrap(outer.value.callee);
    if (outer?.value?.type === 'CallExpression' && outer.value.arguments[0] === call.value && isMember(callee) && unwrap(callee.object)?.name === 'Promise') {
      return removeCall(ctx, outer, { listEmptied: true }).removed;
    }
    return removeCall(ctx, call, { listEmptied: true }).removed;
  }
  return false;
}

/** A setting value written as a string literal (`'on'`), else undefined. */
export const literalValue = (node: any): string | undefined => stringValue(node);
