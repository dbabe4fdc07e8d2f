import type { SpreadElement } from 'jscodeshift';
import { keyName, unwrap, type MaybeNode } from '../../ast/syntax';
import type { ParamRef } from '../urls/wrapper-params';
import type { Wrapper } from '../shapes';
import { BODY_KEYS } from '../calls/client-names';


/** What a wrapper writes after the caller's options it spreads: the caller's method or body no longer counts. */
interface Overrides {
  method: boolean;
  body: boolean;
  /** Overridden by what is not known (a computed key, another spread): the wrapper's method is not known either. */
  unknown?: boolean;
}

/**
 * The options a wrapper hands on (`fetch(url, options)`, `{ ...options, headers }`): the parameter
 * spread (the first spread of a name) and the keys written after it, which win over the caller's
 * (`{ ...options, body: JSON.stringify({ value: 'off' }) }` sends its own body whatever the caller
 * gives). The rest of a destructured options parameter (`const { timeout, ...init } = options`,
 * wrapper-params.ts) is the caller's options too; a method or body it takes out counts as overridden. A computed key or another spread after it may hold either: both count as overridden. Keys
 * written before the spread are defaults the caller's options override: nothing to record.
 */
export function passedOptions(options: MaybeNode, refOf: (node: MaybeNode) => ParamRef | undefined): { ref: ParamRef | undefined; overrides: Overrides } {
  const passed = spreadOptions(options, refOf);
  const omits = passed.ref?.omits;
  if (!omits) return passed;
  // The rest of the caller's options (`const { timeout, ...init } = options`): a key taken out is not the caller's to say.
  const method = omits.includes('method');
  const body = omits.some((k) => BODY_KEYS.has(k));
  const { param, key } = passed.ref!;
  const overrides = { method: passed.overrides.method || method, body: passed.overrides.body || body, ...((passed.overrides.unknown || method) && { unknown: true }) };
  return { ref: { param, ...(key !== undefined && { key }) }, overrides };
}

/** passedOptions, before what the rest of the caller's options leaves out. */
function spreadOptions(options: MaybeNode, refOf: (node: MaybeNode) => ParamRef | undefined): { ref: ParamRef | undefined; overrides: Overrides } {
  const none = { method: false, body: false };
  if (options?.type !== 'ObjectExpression') return { ref: refOf(options), overrides: none };
  const properties = options.properties;
  const at = properties.findIndex((q) => q.type === 'SpreadElement' && unwrap(q.argument)?.type === 'Identifier');
  if (at < 0) return { ref: undefined, overrides: none };
  const overrides: Overrides = { ...none };
  for (const q of properties.slice(at + 1)) {
    const name = q.type === 'SpreadElement' || q.type === 'SpreadProperty' ? undefined : keyName(q);
    if (name === undefined) return { ref: refOf((properties[at] as SpreadElement).argument), overrides: { method: true, body: true, unknown: true } };
    if (name === 'method') overrides.method = true;
    if (BODY_KEYS.has(name)) overrides.body = true;
  }
  return { ref: refOf((properties[at] as SpreadElement).argument), overrides };
}

/**
 * The wrapper's fields for the options it passes on. Untouched options are the caller's to say method
 * and body (`optionsParam`). With a key written after them, only what the wrapper leaves to the caller
 * is read from the caller's options: the method (`methodKey: 'method'` of that argument, the wrapper's
 * default else) when the wrapper writes its own body; neither when it writes its own method (the body
 * is then the caller's under a key the client chooses, left unknown: reported, never judged).
 * `methodOwn` is whether the wrapper's method comes from one of its own parameters already (its fields
 * stand); `ownMethod` the method the wrapper's request writes, if any.
 */
export function optionsFields(passed: { ref: ParamRef | undefined; overrides: Overrides }, methodOwn: boolean, ownMethod: string | undefined): Partial<Wrapper> {
  const { ref, overrides } = passed;
  if (!ref) return {};
  if (!overrides.method && !overrides.body) return { optionsParam: ref.param, ...(ref.key !== undefined ? { optionsKey: ref.key } : {}) };
  if (methodOwn) return {};
  if (overrides.method) return { defaultMethod: overrides.unknown ? undefined : ownMethod };
  // The wrapper's own body, the caller's method: read from the options argument itself (not one nested under a key).
  return ref.key === undefined ? { methodParam: ref.param, methodKey: 'method', defaultMethod: ownMethod ?? 'GET' } : { defaultMethod: undefined };
}
