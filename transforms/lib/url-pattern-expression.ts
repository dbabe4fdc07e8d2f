/**
 * A rules-language expression for an old URL pattern and methods (rate limits, WAF overrides), or a
 * placeholder saying what to build it from.
 */
import { Code, type Value } from './literal-values';

const exprString = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A rules-language expression for an old URL pattern (`*.example.com/api/*`, `example.com/login`)
 * and, optionally, methods: host and path become `http.host` and `http.request.uri.path` conditions
 * (`wildcard` where the pattern has `*`). Undefined when the pattern is not literal.
 */
export function urlPatternExpression(urls: Value | undefined, methods?: Value): string | undefined {
  const list = Array.isArray(urls) ? urls : urls === undefined ? [] : [urls];
  if (list.some((u) => typeof u !== 'string')) return undefined;
  const alternatives = (list as string[]).map(urlCondition).filter((c) => c !== '');
  const parts: string[] = [];
  if (alternatives.length === 1) parts.push(alternatives[0]);
  else if (alternatives.length > 1) parts.push(`(${alternatives.map((a) => (a.includes(' and ') ? `(${a})` : a)).join(' or ')})`);
  if (methods !== undefined) {
    if (!Array.isArray(methods) || methods.some((m) => typeof m !== 'string')) return undefined;
    const names = (methods as string[]).map((m) => m.toUpperCase());
    if (names.length > 0 && !names.includes('_ALL_')) {
      parts.push(names.length === 1 ? `http.request.method eq ${exprString(names[0])}` : `http.request.method in {${names.map(exprString).join(' ')}}`);
    }
  }
  if (parts.length === 0) return 'true';
  return parts.length === 1 ? parts[0] : `(${parts.join(' and ')})`;
}

function urlCondition(pattern: string): string {
  const url = pattern.replace(/^[a-z]+:\/\//i, '');
  const slash = url.indexOf('/');
  const host = slash < 0 ? url : url.slice(0, slash);
  const path = slash < 0 ? '' : url.slice(slash);
  const conds: string[] = [];
  if (host && host !== '*') conds.push(host.includes('*') ? `http.host wildcard ${exprString(host)}` : `http.host eq ${exprString(host)}`);
  if (path && path !== '/*' && path !== '*') conds.push(path.includes('*') ? `http.request.uri.path wildcard ${exprString(path)}` : `http.request.uri.path eq ${exprString(path)}`);
  return conds.join(' and ');
}

/**
 * An expression value for a skeleton: the literal one, or a placeholder saying what to build it from.
 * URLs not at hand (a body built at run time) get the placeholder too, never `true`: a rule copied
 * with `true` would act on all traffic.
 */
export function expressionFor(urls: Value | undefined, methods: Value | undefined, what: string): Value {
  const e = urls === undefined ? undefined : urlPatternExpression(urls, methods);
  if (e !== undefined) return e;
  return new Code(`'<expression matching ${what}>'`);
}
