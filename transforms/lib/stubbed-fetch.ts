import { currentIndex, isCall, isFunction, isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../src/ast';
import type { IndexContext } from '../../src/ast/node-index';
import type { ApiCall } from '../../src/cloudflare';

/*
 * dns-record-type-change: a unit test of the code that sends the update. A test file (`.test.`,
 * `.spec.`, under `__tests__/`, `test/` or `tests/`) that replaces the global fetch with a stub
 * (`globalThis.fetch = async () => …`, `global.fetch = jest.fn(…)`, `vi.fn`, `sinon.stub`/`fake`,
 * `vi.stubGlobal('fetch', <a stub>)`) and calls the update through fetch (itself or a wrapper of the
 * code under test) with a record id it writes out (`'rec-1'`, or a const holding one) checks what the
 * code would send: no request reaches the API, and the id, made up for the test, names no record
 * whose type could change. The call the test exercises is reported where it is written. All are
 * needed: a polyfill (`global.fetch = require('node-fetch')`, `globalThis.fetch ??= nodeFetch`) sends
 * real requests; a test that sends real requests (no stub) may update a record whose id it knows; an
 * id read from a lookup names a record that exists; axios, got or the SDK do not go through the stub.
 */

const GLOBALS = new Set(['globalThis', 'global', 'window', 'self']);
const TEST_PATH = /\.(test|spec)\.|(^|\/)(__tests__|test|tests)\//;

/** Whether a file's path is a test file's. */
function isTestFile(path: string): boolean {
  return TEST_PATH.test(path.replace(/\\/g, '/'));
}

/** `jest.fn`, `vi.fn`, `sinon.stub`, `sinon.fake`: the member a stub is made with. */
function stubMaker(n: MaybeNode): boolean {
  const m = unwrap(n);
  if (!isMember(m) || unwrap(m.object)?.type !== 'Identifier') return false;
  const owner = unwrap(m.object).name as string;
  const name = memberName(m);
  return ((owner === 'jest' || owner === 'vi') && name === 'fn') || (owner === 'sinon' && (name === 'stub' || name === 'fake'));
}

/** Whether a value is a stub: a function written here, or made by a mocking library (`jest.fn()`, `jest.fn().mockResolvedValue(…)`, `sinon.fake.resolves(…)`). */
function isStub(value: MaybeNode): boolean {
  let n = unwrap(value);
  if (isFunction(n)) return true;
  // Down the chain of calls and members to the maker: `jest.fn(…).mockResolvedValue(…)` → `jest.fn`.
  while (isCall(n) || isMember(n)) {
    if (stubMaker(n)) return true;
    n = unwrap(isCall(n) ? n.callee : n.object);
  }
  return false;
}

/** A value that puts the saved fetch back (`globalThis.fetch = realFetch`, where `const realFetch = globalThis.fetch`): not a replacement. */
function isGlobalFetch(n: MaybeNode): boolean {
  const m = unwrap(n);
  return isMember(m) && memberName(m) === 'fetch' && unwrap(m.object)?.type === 'Identifier' && GLOBALS.has(unwrap(m.object).name);
}

/** Whether the file replaces the global fetch with a stub, and only with stubs (a saved original put back aside). */
function stubsFetch(ctx: IndexContext): boolean {
  const index = currentIndex(ctx);
  // `const realFetch = globalThis.fetch` (put back later), `const spy = vi.fn()` (a stub by name).
  const saved = new Set<string>();
  const stubs = new Set<string>();
  for (const p of index.of('VariableDeclarator')) {
    if (p.value.id.type !== 'Identifier') continue;
    if (isGlobalFetch(p.value.init)) saved.add(p.value.id.name);
    else if (isStub(p.value.init)) stubs.add(p.value.id.name);
  }
  const stub = (v: MaybeNode) => isStub(v) || (unwrap(v)?.type === 'Identifier' && stubs.has(unwrap(v).name));
  const values: MaybeNode[] = index
    .of('AssignmentExpression')
    .filter((p) => isGlobalFetch(p.value.left))
    .map((p) => p.value.right)
    .filter((v) => !(unwrap(v)?.type === 'Identifier' && saved.has(unwrap(v).name)));
  for (const p of index.of('CallExpression')) {
    const callee = unwrap(p.value.callee);
    if (isMember(callee) && memberName(callee) === 'stubGlobal' && stringValue(p.value.arguments[0]) === 'fetch') values.push(p.value.arguments[1]);
  }
  return values.length > 0 && values.every(stub);
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

/**
 * Whether an update goes through the global fetch: `fetch(…)` itself, or a wrapper of the code under
 * test (whose own client the call does not record: a wrapper over axios in a file that stubs fetch
 * is taken for one over fetch).
 */
function throughFetch(call: ApiCall): boolean {
  if (call.surface === 'wrapper') return true;
  const callee = unwrap(call.path.value.callee);
  return call.surface === 'http' && ((callee?.type === 'Identifier' && callee.name === 'fetch') || isGlobalFetch(callee));
}

/** Whether an update is a stubbed request of a unit test (see above). */
export function stubbedRequest(ctx: IndexContext & { file: { path: string } }, call: ApiCall): boolean {
  return !call.sdk && throughFetch(call) && writtenId(call) && isTestFile(ctx.file.path) && stubsFetch(ctx);
}
