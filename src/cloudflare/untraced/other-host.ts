import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { unwrap } from '../../ast/syntax';
import { values } from '../../flow/values';
import { templateText, valueNode } from '../../flow/value';

/*
 * "Another host", the second tier's one definition (other-client.ts, handed-other.ts): a URL whose
 * host is clearly not the API's, so a client made for it is another API's and its requests are not
 * reported. The host is written out: a dotted name ending in a word (`registrar.example.org`), or
 * `localhost`, an IPv4 address or a bracketed IPv6 one (`http://localhost:8787`, `http://10.0.0.5:3000`,
 * `http://[::1]`: a local mock or server; review finding T3). Not another host: the API host itself
 * (with a port, or a path) and a host made at run time (`https://${host}`). A mock or proxy of the API
 * on a host of its own (`http://localhost:8787/client/v4`, `https://mirror.example.com/client/v4`) is
 * another host too: the rule only keeps reports away, and such a proxy is never an anchor either, so
 * nothing sent through it is edited.
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
export function madeForOtherHost(ctx: IndexContext, made: ASTNode | undefined): boolean {
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
