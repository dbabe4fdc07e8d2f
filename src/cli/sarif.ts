import { pathToFileURL } from 'url';
import type * as Sarif from 'sarif';
import type { Transform } from '../types';
import type { Report } from '../runner/report';
import type { ReportLocations } from './locations';
import { UNUSED_WAIVER } from '../runner/waivers';

/** The schema URI SARIF producers name; the tests validate against the OASIS schema in schemas/. */
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const ROOT = '%SRCROOT%';

const encodePath = (p: string): string => p.split('/').map(encodeURIComponent).join('/');

/** The rule of unused `cf-codemod-ignore` comments (not a transform's). */
const UNUSED_WAIVER_RULE: Sarif.ReportingDescriptor = {
  id: 'unused-waiver',
  shortDescription: { text: 'A cf-codemod-ignore comment that waives no finding' },
  help: { text: 'Remove it: once its call is migrated, a waiver left behind would waive the next finding on that line unseen.' },
  defaultConfiguration: { level: 'warning' },
};

/** A rule per transform: its id, title, the `explain` text as help, and its first documentation link. */
function rule(t: Transform): Sarif.ReportingDescriptor {
  return {
    id: t.id,
    shortDescription: { text: t.title },
    fullDescription: { text: `End of life ${t.eol}. Replacement: ${t.replacement}.` },
    help: { text: t.explain.trim() },
    ...(t.links && t.links.length > 0 ? { helpUri: t.links[0] } : {}),
    defaultConfiguration: { level: 'warning' },
    properties: { eol: t.eol, kind: t.kind },
  };
}

/**
 * The report as SARIF 2.1.0 (for code scanning): one result per finding (a waived one carries an
 * in-source suppression) and one per transform that rewrote, or would rewrite, a file's code (not
 * only insert review markers), located at its first rewritten line. Files that could not be processed are tool execution notifications.
 */
export function toSarif(report: Report, transforms: Transform[], locations: ReportLocations, version: string): Sarif.Log {
  const rules = transforms.filter((t) => report.transforms.includes(t.id));
  const ruleIndex = new Map(rules.map((t, i) => [t.id, i]));
  const location = (reportPath: string, line: number, column?: number): Sarif.Location => ({
    physicalLocation: {
      artifactLocation: { uri: encodePath(locations.fromRoot(reportPath)), uriBaseId: ROOT },
      region: { startLine: line, ...(column !== undefined ? { startColumn: column } : {}) },
    },
  });
  const results: Sarif.Result[] = [];
  for (const f of report.findings) {
    results.push({
      ruleId: f.transform,
      ...(ruleIndex.has(f.transform) ? { ruleIndex: ruleIndex.get(f.transform) } : {}),
      level: 'warning',
      message: { text: f.message },
      locations: [location(f.path, f.line, f.column)],
      ...(f.waived ? { suppressions: [{ kind: 'inSource', justification: 'cf-codemod-ignore comment' }] } : {}),
    });
  }
  // An unused waiver is the tool's own rule (after the transforms' ones, so their indexes stay).
  const waiverRule = rules.length;
  for (const w of report.unusedWaivers) {
    results.push({ ruleId: UNUSED_WAIVER_RULE.id, ruleIndex: waiverRule, level: 'warning', message: { text: UNUSED_WAIVER }, locations: [location(w.path, w.line, w.column)] });
  }
  const verb = report.mode === 'write' ? 'rewritten' : 'would be rewritten';
  for (const file of report.files) {
    if (file.status !== 'modified') continue;
    // Review markers are not rewrites: a file only they changed has its findings' results, no other.
    for (const id of locations.rewrittenBy(file.path)) {
      const t = rules[ruleIndex.get(id) ?? -1];
      results.push({
        ruleId: id,
        ...(ruleIndex.has(id) ? { ruleIndex: ruleIndex.get(id) } : {}),
        level: report.mode === 'write' ? 'note' : 'warning',
        message: { text: `${verb} by ${id}${t ? `: ${t.title}` : ''}` },
        locations: [location(file.path, locations.changedLine(file.path, report.mode === 'write'))],
      });
    }
  }
  const errors = report.files.filter((f) => f.status === 'error');
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'cf-codemod', version, semanticVersion: version, rules: [...rules.map(rule), ...(report.unusedWaivers.length > 0 ? [UNUSED_WAIVER_RULE] : [])] } },
        originalUriBaseIds: { [ROOT]: { uri: pathToFileUri(locations.root) } },
        invocations: [
          {
            executionSuccessful: errors.length === 0,
            toolExecutionNotifications: errors.map((f) => ({
              level: 'error',
              message: { text: f.error ?? 'could not be processed' },
              locations: [{ physicalLocation: { artifactLocation: { uri: encodePath(locations.fromRoot(f.path)), uriBaseId: ROOT } } }],
            })),
          },
        ],
        results,
      },
    ],
  };
}

function pathToFileUri(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : `${href}/`;
}
