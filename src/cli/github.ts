import type { Report } from '../runner/report';
import type { ReportLocations } from './locations';
import { UNUSED_WAIVER } from '../runner/waivers';

// Hand-written on purpose: the escaping is these two lines of @actions/core's command.ts, whose package would bring the whole toolkit for them.
/** Workflow command escaping of a message (https://github.com/actions/toolkit, core/command.ts). */
const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** Property values escape `:` and `,` too, which separate properties. */
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function command(kind: 'warning' | 'notice' | 'error', props: Record<string, string | number>, message: string): string {
  const list = Object.entries(props).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${kind} ${list}::${escapeData(message)}\n`;
}

/**
 * The report as GitHub Actions workflow commands, so findings and pending changes show on the pull
 * request: a warning per finding (a notice when waived) and per transform that rewrote, or would
 * rewrite, a file's code (a notice once written; inserted review markers are not rewrites), an error per file that could not be processed. Paths are relative to the repository root.
 */
export function toGithub(report: Report, locations: ReportLocations): string {
  let out = '';
  for (const f of report.findings) {
    out += command(
      f.waived ? 'notice' : 'warning',
      { file: locations.fromRoot(f.path), line: f.line, col: f.column, title: f.transform },
      f.waived ? `(waived) ${f.message}` : f.message,
    );
  }
  for (const w of report.unusedWaivers) {
    out += command('warning', { file: locations.fromRoot(w.path), line: w.line, col: w.column, title: 'cf-codemod-ignore' }, UNUSED_WAIVER);
  }
  for (const file of report.files) {
    const where = { file: locations.fromRoot(file.path) };
    if (file.status === 'error') out += command('error', { ...where, title: 'cf-codemod' }, file.error ?? 'could not be processed');
    if (file.status !== 'modified') continue;
    const line = locations.changedLine(file.path, report.mode === 'write');
    // Review markers are not rewrites: a file only they changed has its findings' commands, no other.
    for (const id of locations.rewrittenBy(file.path)) {
      out += report.mode === 'write'
        ? command('notice', { ...where, line, col: 1, title: id }, `rewritten by ${id}`)
        : command('warning', { ...where, line, col: 1, title: id }, `would be rewritten by ${id}: run cf-codemod to migrate`);
    }
  }
  return out;
}
