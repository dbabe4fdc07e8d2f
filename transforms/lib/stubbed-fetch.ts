import { currentIndex, isMember, memberName, stringValue, unwrap } from '../../src/ast';
import type { IndexContext } from '../../src/ast/node-index';
import type { ApiCall } from '../../src/cloudflare';

/*
 * dns-record-type-change: a unit test of the code that sends the update. A file that replaces the
 * global fetch with a stub (`globalThis.fetch = async () => …`, `global.fetch = …`, `window.fetch`,
 * `self.fetch`, `vi.stubGlobal('fetch', …)`) and calls the update with a record id it writes out
 * (`'rec-1'`, or a const holding one, as the URL layer resolves it) checks what the code would
 * send: no request reaches the API, and the id, made up for the test, names no record whose type
 * could change. The call the test
 * exercises is reported where it is written, not at each test. Both are needed: a test that sends
 * real requests (no stub) may update a record whose id it knows, and an id read from a lookup names
 * a record that exists.
 */

const GLOBALS = new Set(['globalThis', 'global', 'window', 'self']);

/** Whether the file replaces the global fetch. */
function replacesFetch(ctx: IndexContext): boolean {
  const index = currentIndex(ctx);
  const assigned = index.of('AssignmentExpression').some((p) => {
    const left = unwrap(p.value.left);
    return isMember(left) && memberName(left) === 'fetch' && unwrap(left.object)?.type === 'Identifier' && GLOBALS.has(unwrap(left.object).name);
  });
  return (
    assigned ||
    index.of('CallExpression').some((p) => {
      const callee = unwrap(p.value.callee);
      const name = isMember(callee) ? memberName(callee) : callee?.type === 'Identifier' ? callee.name : undefined;
      return name === 'stubGlobal' && stringValue(p.value.arguments[0]) === 'fetch';
    })
  );
}

/**
 * Whether the record id of an update's URL is written out by the caller: its last part is text the
 * call site writes (`'rec-1'`, a const holding it, a template with no expression), not a value.
 */
function writtenId(call: ApiCall): boolean {
  const parts = (call.url?.parts ?? []).filter((p) => p.kind !== 'text' || p.text !== '');
  const last = parts[parts.length - 1];
  return last?.kind === 'text' && !last.inWrapper && !last.text.endsWith('/');
}

/** Whether an update is a stubbed request of a unit test (see above). */
export function stubbedRequest(ctx: IndexContext, call: ApiCall): boolean {
  return !call.sdk && writtenId(call) && replacesFetch(ctx);
}
