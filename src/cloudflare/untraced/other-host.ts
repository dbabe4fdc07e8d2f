import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { unwrap } from '../../ast/syntax';
import { values } from '../../flow/values';
import { templateText, valueNode } from '../../flow/value';
import { knownTemplates } from '../../flow/templates';

/*
 * "Another host", the second tier's one definition (other-client.ts, handed-other.ts; the rule is
 * docs/project-index.md's "The second tier"): a URL whose host is written out and is not the API's:
 * a dotted name, `localhost`, an IPv4 or a bracketed IPv6 address (review finding T3). A host made at
 * run time is none. It only keeps reports away: nothing is ever edited because of it.
 */

export const API_HOST = 'api.cloudflare.com';

const HOST_NAME = String.raw`(?:[a-z0-9-]+\.)+[a-z]{2,}|localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]`;
const OTHER = String.raw`(?:https?:)?//(?!api\.cloudflare\.com(?![\w.-]))(?:${HOST_NAME})(?![\w.-])`;
const OTHER_AT_START = new RegExp(`^${OTHER}`, 'i');
const OTHER_IN_CODE = new RegExp(`['"\`]${OTHER}`, 'i');

/** Whether a text is a URL of another host (see above). */
export const isOtherHostUrl = (text: string): boolean => OTHER_AT_START.test(text);

/** Whether code as written holds a string starting with another host's URL and nowhere names the API host. */
export const writesOtherHost = (code: string): boolean => OTHER_IN_CODE.test(code) && !code.includes(API_HOST);

/**
 * A client made here (a call or a `new`: `axios.create({ baseURL: 'https://billing.example.com' })`,
 * `new Vendor(VENDOR_URL)`) that the value layer says is given another host's URL and not the API's:
 * the texts its arguments, and the entries of the objects it is given, may be.
 */
function madeForOtherHost(ctx: IndexContext, made: ASTNode | undefined): boolean {
  const call = unwrap(made);
  if (call?.type !== 'CallExpression' && call?.type !== 'NewExpression') return false;
  const texts: string[] = [];
  const add = (node: ASTNode, depth: number): void => {
    for (const v of values(ctx, node)) {
      const t = templateText(v);
      if (t !== undefined) texts.push(t);
      else if (v.kind === 'object' && depth < 2) v.writes.forEach((w) => add(w.value, depth + 1));
    }
  };
  (call.arguments as ASTNode[]).forEach((a) => add(a, 0));
  return texts.some(isOtherHostUrl) && !texts.some((t) => t.includes(API_HOST));
}

/** Whether `node` holds a client made for another host whatever the layer says it may be (a name, `this.http`, a call). */
export function holdsOtherClient(ctx: IndexContext, node: ASTNode | ASTPath): boolean {
  const held = values(ctx, node);
  return held.length > 0 && held.every((v) => v.kind !== 'string' && madeForOtherHost(ctx, valueNode(v)));
}

/**
 * Whether a base expression (`${HOST}/zones/…`) holds another host's URL whatever the layer says it may
 * be: every template it may hold is one (`var HOST = 'https://dns-proxy.example.net'; if (dev) HOST =
 * 'http://localhost:8080'`); not when one of them is not known or is the API's.
 */
export function holdsOnlyOtherHosts(ctx: IndexContext, node: ASTNode): boolean {
  const texts = knownTemplates(ctx, node);
  return texts !== undefined && texts.every(isOtherHostUrl);
}
