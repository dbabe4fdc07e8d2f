/**
 * page-shield-route written the way a jscodeshift transform usually is: every file jscodeshift hands
 * it is parsed (recast over @babel/parser, as jscodeshift's own `j(source)` does) and searched, with no
 * prefilter. The benchmark runs it under jscodeshift to show what a conventional transform costs on
 * the same files; the real transform (dist/transforms/page-shield-route.js) skips files without its
 * trigger word before parsing, even under jscodeshift.
 */
import type { API, FileInfo } from 'jscodeshift';
import { findTransform } from '../transforms';
import { parseForEdit } from '../src/parse/parse';

const pageShield = findTransform('page-shield-route')!;

export default function transform(file: FileInfo, api: API): string | undefined {
  const j = api.jscodeshift;
  const root = j(parseForEdit(file.source, file.path));
  let changed = false;
  pageShield.run({
    j,
    root,
    file: { path: file.path, source: file.source },
    config: {},
    report: () => undefined,
    changed: () => {
      changed = true;
    },
  });
  return changed ? root.toSource() : undefined;
}
