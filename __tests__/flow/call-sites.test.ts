/**
 * The calls of a function a module makes (src/flow/call-sites.ts, src/flow/run-sites.ts), asked in one
 * CommonJS module: those by its name and those through what the module exports it as
 * (`module.exports.list(…)`), as the text of each call's first argument.
 */
import jscodeshift from 'jscodeshift';
import { parseForEdit } from '../../src/parse/parse';
import { callsByName } from '../../src/flow/call-sites';
import { NOT_ALL, runSites, type RunSite } from '../../src/flow/run-sites';
import { currentIndex } from '../../src/ast/node-index';
import type { FunctionNode } from '../../src/ast/syntax';

const j = jscodeshift;

function ask(code: string): { byName: string; sites: string } {
  const root = j(parseForEdit(code, 'x.js'));
  const fn = root.find(j.FunctionDeclaration, { id: { name: 'list' } }).get().value as FunctionNode;
  const text = (calls: Array<{ value: { arguments: unknown[] } }>) => calls.map((c) => j(c.value.arguments[0] as never).toSource()).join(' ');
  // The module's own sites (its callers elsewhere are not known here).
  const sites = [...runSites({ j, root, name: 'list', kind: 'call', across: false, complete: false })].filter((s): s is RunSite => s !== NOT_ALL);
  return { byName: text(callsByName({ j, root }, currentIndex({ j, root }), fn) as never), sites: text(sites.map((s) => s.at) as never) };
}

describe('calls of a CommonJS export through the module’s own exports', () => {
  test.each([
    ['module.exports = { list }', `function list(z) { return z } list('a'); module.exports.list('b'); module.exports = { list };`, "'a' 'b'"],
    ['exports.list = list', `function list(z) { return z } exports.list('c'); exports.list = list;`, "'c'"],
    ['exported under another name', `function list(z) { return z } module.exports.entries('d'); module.exports.list('no'); module.exports = { entries: list };`, "'d'"],
    ['module declared in the file is another object', `function list(z) { return z } function f(module) { module.exports.list('no') } module.exports = { list };`, ''],
    ['not exported', `function list(z) { return z } list('e'); module.exports.list('no'); module.exports = { other };`, "'e'"],
  ])('%s', (_name, code, expected) => {
    expect(ask(code).byName).toBe(expected);
  });

  test('the run sites of the module hold them too', () => {
    expect(ask(`function list(z) { return z } list('a'); module.exports.list('b'); module.exports = { list };`).sites).toBe("'a' 'b'");
  });
});
