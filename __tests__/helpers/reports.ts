/**
 * Every report a test reads goes through here: JSON reports are validated against the schema the
 * package ships (schema/report.schema.json), SARIF logs against the official SARIF 2.1.0 schema.
 */
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const SCHEMA_DIR = path.join(__dirname, '..', '..', 'schema');
const load = (name: string) => JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, name), 'utf8'));

let reportValidator: ReturnType<Ajv['compile']> | undefined;
let sarifValidator: ReturnType<AjvDraft04['compile']> | undefined;

function check(validate: { (data: unknown): boolean; errors?: unknown }, value: unknown, what: string): void {
  if (!validate(value)) {
    throw new Error(`${what} does not match its schema:\n${JSON.stringify(validate.errors, null, 2)}\n${JSON.stringify(value, null, 2).slice(0, 4000)}`);
  }
}

/** Parses a JSON report (stdout of `--json`, or a file's text) and validates it; returns it. */
export function parseReport(text: string): any {
  const report = JSON.parse(text);
  expectValidReport(report);
  return report;
}

/** Validates a report object (`run()`'s result less exitCode, or a parsed report). */
export function expectValidReport(report: unknown): void {
  if (!reportValidator) {
    const ajv = new Ajv({ allErrors: true, strict: true });
    reportValidator = ajv.compile(load('report.schema.json'));
  }
  check(reportValidator, report, 'JSON report');
}

/** Parses a SARIF log and validates it against the OASIS SARIF 2.1.0 schema; returns it. */
export function parseSarif(text: string): any {
  const log = JSON.parse(text);
  if (!sarifValidator) {
    const ajv = new AjvDraft04({ allErrors: true, strict: false });
    addFormats(ajv);
    sarifValidator = ajv.compile(load('sarif-schema-2.1.0.json'));
  }
  check(sarifValidator, log, 'SARIF log');
  return log;
}
