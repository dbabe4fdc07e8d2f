/**
 * The text of the Rulesets API findings' details: values as JavaScript literals, the rules they
 * become (skeletons with their notes) and the replacement calls of an operation. The message tables
 * of the transforms hold the rest of each finding; this only makes the data of their `{{details}}`.
 */
import { entrypointPath, RULE_PATH, RULES_PATH, type Operation, type Phase } from './ruleset-calls';
import { isCode, type Value } from './literal-values';

const IDENT = /^[A-Za-z_$][\w$]*$/;

export const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A value as a JavaScript literal, one property per line, `indent` before each nested line. */
export function render(v: Value | undefined, indent = ''): string {
  if (v === undefined) return 'undefined';
  if (isCode(v)) return v.text;
  if (typeof v === 'string') return quote(v);
  if (typeof v !== 'object' || v === null) return String(v);
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    const items = v.map((x) => render(x, inner));
    const flat = `[${items.join(', ')}]`;
    return flat.length <= 60 && !flat.includes('\n') ? flat : `[\n${items.map((x) => `${inner}${x},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, x]) => `${inner}${IDENT.test(k) ? k : quote(k)}: ${render(x, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** Indents every line of a block. */
export const indented = (text: string, by = '  '): string[] => text.split('\n').map((l) => by + l);

/** Lines naming the replacement calls of an operation in a phase: HTTP, plus SDK v4 methods for SDK calls. */
export function replacementSteps(phase: Phase, op: Operation, sdk: boolean, what = 'rule'): string[] {
  const entry = entrypointPath(phase);
  const http: string[] = [];
  const code: string[] = [];
  const getRuleset = `const ruleset = await client.rulesets.phases.get('${phase}', { zone_id });`;
  switch (op) {
    case 'create':
    case 'unknown':
      http.push(
        `1. GET ${entry} → result.id is the ruleset id (404: there is none yet; PUT ${entry} with {rules: [${what}]} creates it)`,
        `2. POST ${RULES_PATH} with the ${what}`,
      );
      code.push(getRuleset, `await client.rulesets.rules.create(ruleset.id, { zone_id, ...${what} });`);
      break;
    case 'list':
    case 'get':
      http.push(`GET ${entry} → result.rules: [{id, expression, action, description, enabled, ...}] (new ids)`);
      code.push(`const { rules } = await client.rulesets.phases.get('${phase}', { zone_id });`);
      break;
    case 'update':
      http.push(`PATCH ${RULE_PATH} with the changed fields (ruleset id and rule id from GET ${entry})`);
      code.push(getRuleset, `await client.rulesets.rules.edit(ruleset.id, ruleId, { zone_id, ...changes });`);
      break;
    case 'delete':
      http.push(`DELETE ${RULE_PATH} (ruleset id and rule id from GET ${entry})`);
      code.push(getRuleset, `await client.rulesets.rules.delete(ruleset.id, ruleId, { zone_id });`);
      break;
  }
  const lines = ['Replacement (Rulesets API):', ...http.map((l) => `  ${l}`)];
  if (sdk) lines.push('  SDK (cloudflare v4 to v6; v7 takes the rule id first: rules.edit(ruleId, { zone_id, ruleset_id, ... })):', ...code.map((l) => `    ${l}`));
  return lines;
}

/** Sections of a finding's details (a line, or lines), one line each: the data of a `{{details}}` placeholder. */
export function detailLines(...sections: Array<string | string[] | undefined>): string {
  const lines: string[] = [];
  for (const s of sections) if (s !== undefined) lines.push(...(Array.isArray(s) ? s : [s]));
  return lines.join('\n');
}

/** The lines of a skeleton with its notes. */
export function skeleton(title: string, built: { rule: { [key: string]: Value }; notes: string[] }): string[] {
  return [title, ...indented(render(built.rule)), ...built.notes.map((n) => `Note: ${n}`)];
}
