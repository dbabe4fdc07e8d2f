/**
 * The baseline of the goals: a jscodeshift transform that only parses. Every file jscodeshift
 * hands it is parsed the way a transform usually starts (`j(source)`, recast over @babel/parser, with
 * the parser options cf-codemod picks from the extension) and nothing else is done: no search, no
 * print. A conventional transform costs at least this on every file it is given.
 */
import type { API, FileInfo } from 'jscodeshift';
import { parseForEdit } from '../src/parse/parse';

export default function transform(file: FileInfo, api: API): string | undefined {
  api.jscodeshift(parseForEdit(file.source, file.path));
  return undefined;
}
