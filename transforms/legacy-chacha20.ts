import type { ASTNode, ASTPath } from 'jscodeshift';
import { defineTransform } from '../src/transform';
import type { TransformContext } from '../src/types';
import { tlsClientOptions } from '../src/cloudflare';
import { bindingsOf, getProperty, isMember, memberName, receiverKey, stringValue, unwrap } from '../src/ast';
import { literalText } from '../src/edit/literals';
import { dropElements } from '../src/edit/text-edits';

/** A legacy draft suite: `ECDHE-RSA-CHACHA20-POLY1305-OLD`, `ECDHE-ECDSA-…-OLD`, `DHE-RSA-…-OLD` (`+` moves a suite, still a use). */
const OLD_SUITE = /^\+?[A-Z0-9_-]*CHACHA20-POLY1305-OLD$/i;
/** OpenSSL cipher list separators. */
const SEPARATORS = /([:,; ]+)/;
/** What remains selects a suite: not an exclusion (`!x`, `-x`), not a directive (`@STRENGTH`). */
const selects = (token: string): boolean => token !== '' && !/^[!\-@]/.test(token);

const REPLACEMENT = 'ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305';

/** The list with the legacy suites taken out, each with one separator; undefined when none is there. */
function withoutOld(list: string): { text: string; remains: boolean } | undefined {
  const pieces = list.split(SEPARATORS);
  const entries: Array<{ sep: string; token: string }> = [{ sep: '', token: pieces[0] }];
  for (let i = 1; i < pieces.length; i += 2) entries.push({ sep: pieces[i], token: pieces[i + 1] });
  const kept = entries.filter((e) => !OLD_SUITE.test(e.token));
  if (kept.length === entries.length) return undefined;
  if (kept.length > 0 && entries[0] !== kept[0] && entries[0].token !== '') kept[0] = { sep: '', token: kept[0].token };
  return { text: kept.map((e) => e.sep + e.token).join(''), remains: kept.some((e) => selects(e.token)) };
}

/** Rewrites a string literal or expression-free template in place, keeping its quotes; false when escapes make that unsafe. */
function setText(node: any, text: string): boolean {
  if (node.type === 'TemplateLiteral') {
    const q = node.quasis[0];
    if (q.value.raw !== q.value.cooked) return false;
    q.value = { raw: text, cooked: text };
    return true;
  }
  const raw: string | undefined = node.extra?.raw;
  if (raw === undefined || raw.slice(1, -1) !== node.value) return false;
  node.value = text;
  node.extra = { ...node.extra, rawValue: text, raw: raw[0] + text + raw[raw.length - 1] };
  // recast prints a StringLiteral with the file's preferred quote, ignoring its raw text; an ESTree
  // Literal is printed from its raw text, so the list keeps the quote it was written with.
  if (node.type === 'StringLiteral') node.type = 'Literal';
  return true;
}

/** `[...].join(':')` with a literal separator; `shared` when the array is a const the file also uses elsewhere. */
function joinedArray(ctx: TransformContext, n: any): { array: any; sep: string; shared: boolean } | undefined {
  if (n?.type !== 'CallExpression' || !isMember(n.callee) || memberName(n.callee) !== 'join' || n.arguments.length !== 1) return undefined;
  const object = unwrap(n.callee.object);
  let array = object;
  const key = receiverKey(array);
  if (key && !key.startsWith('this.')) array = unwrap(bindingsOf(ctx.j, ctx.root).value(key));
  const sep = stringValue(n.arguments[0]);
  if (array?.type !== 'ArrayExpression' || sep === undefined) return undefined;
  return { array, sep, shared: !!key && otherUses(ctx, key, object) };
}

/** Whether a const is used anywhere but its declaration and `at` (`CIPHERS[0]`, an export): removing an element would change those. */
function otherUses(ctx: TransformContext, name: string, at: any): boolean {
  return (
    ctx.root
      .find(ctx.j.Identifier, { name })
      .filter((p) => {
        const parent = p.parent?.value;
        if (p.value === at || (parent?.type === 'VariableDeclarator' && parent.id === p.value)) return false;
        return !((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.computed && !parent.shorthand);
      })
      .size() > 0
  );
}

const messages = {
  onlyOld: `this cipher list names only the legacy draft ChaCha20-Poly1305 suites (removed from the edge, 2023-07-01): replace it
Use the RFC 7905 suites instead (${REPLACEMENT}), or drop the ciphers option to use Node's defaults.`,
  byHand: `this cipher list names a legacy draft ChaCha20-Poly1305 suite (*-CHACHA20-POLY1305-OLD): remove it by hand
The legacy draft suites are no longer accepted (2023-07-01); the list is built in a way this tool does not edit. The RFC 7905 suites (${REPLACEMENT}) stay.`,
} as const;

/** Cleans one cipher value (a literal, a const holding one, an array joined with a separator); reports what it cannot. */
function clean(ctx: TransformContext<typeof messages>, value: any, at: ASTPath | any, seen: Set<any>): void {
  let n = unwrap(value);
  for (let depth = 0; depth < 4 && n && receiverKey(n) && !receiverKey(n)!.startsWith('this.'); depth++) {
    const next = bindingsOf(ctx.j, ctx.root).value(receiverKey(n)!);
    if (next === undefined) return; // an import or a parameter: not visible here
    n = unwrap(next);
  }
  if (!n || seen.has(n)) return;
  seen.add(n);
  const text = n.type === 'TemplateLiteral' ? (n.expressions.length === 0 ? literalText(n.quasis[0]) : undefined) : literalText(n);
  if (text !== undefined) {
    const next = withoutOld(text);
    if (!next) return;
    if (!next.remains) return ctx.report(at, 'onlyOld');
    if (setText(n, next.text)) ctx.changed('values');
    else ctx.report(at, 'byHand');
    return;
  }
  const joined = joinedArray(ctx, n);
  if (joined) {
    const elements: any[] = joined.array.elements;
    const old = elements.filter((e) => OLD_SUITE.test(stringValue(e) ?? ''));
    if (old.length === 0) return;
    const rest = elements.filter((e) => !old.includes(e));
    if (!rest.some((e) => e?.type === 'SpreadElement' || stringValue(e) === undefined || selects(stringValue(e)!))) return ctx.report(at, 'onlyOld');
    if (joined.shared) return ctx.report(at, 'byHand');
    dropElements(ctx, joined.array, old);
    return;
  }
  // Concatenations and templates with expressions: report when a literal piece names a legacy suite.
  let named = false;
  ctx.j(n).find(ctx.j.Node).forEach((p) => {
    const t = p.value.type === 'TemplateElement' ? literalText(p.value) : stringValue(p.value as ASTNode);
    if (t !== undefined && t.split(SEPARATORS).some((tok) => OLD_SUITE.test(tok))) named = true;
  });
  if (named) ctx.report(at, 'byHand');
}

export default defineTransform({
  id: 'legacy-chacha20',
  eol: '2023-07-01',
  kind: 'rewrite+report',
  title: 'TLS cipher lists: drop the legacy draft ChaCha20-Poly1305 suites',
  replacement: 'ECDHE-ECDSA-CHACHA20-POLY1305, ECDHE-RSA-CHACHA20-POLY1305 (RFC 7905)',
  triggers: ['POLY1305-OLD', 'poly1305-old'],
  anchors: false, // a TLS client's cipher list, whatever host it connects to (see explain)
  example: 'https-agent',
  explain: `Cloudflare's edge stopped accepting the legacy pre-standard ("draft") ChaCha20-Poly1305 cipher suites
(ECDHE-RSA-CHACHA20-POLY1305-OLD, ECDHE-ECDSA-CHACHA20-POLY1305-OLD, DHE-RSA-CHACHA20-POLY1305-OLD,
any *-CHACHA20-POLY1305-OLD; planned 2023-07-01): a connection that can only offer them fails. The
standard RFC 7905 suites (ECDHE-RSA-CHACHA20-POLY1305 without -OLD) are unaffected.
Rewrites: removes the legacy suites from the TLS ciphers list of client connections, keeping the other
entries and their separators (':' and the other OpenSSL separators) and the literal's quotes: the ciphers
option of new https.Agent(...) and any other new …Agent(...) (undici Agent/ProxyAgent, keep-alive
agents), tls.connect(...), https.request/get(...), http2.connect(...), undici's connect: {...}, got's
https: {...}, tls.DEFAULT_CIPHERS = ...; written as a string or template literal, through a const, or
as an array of suite names joined with a separator (the array loses the elements).
Reports, without changing: a list that names only legacy suites (nothing would remain: use the RFC 7905
suites, or drop the option for Node's defaults), a list built by concatenation or with escapes, and an
array const the file also uses elsewhere (CIPHERS[0], an export): removing an element would change it.
Anchoring: the suites are withdrawn for every connection to Cloudflare (any proxied host, not just the
API), and OpenSSL never implemented them, so Node ignores them anyway: removing them from a client's
list cannot change which suite is negotiated. The list must be the ciphers option of a TLS client
connection (or tls.DEFAULT_CIPHERS); a cipher string anywhere else (server options such as
https.createServer or tls.createSecureContext, a generated nginx configuration, a constant no client
uses) is left alone.
Leaves alone: the standard ECDHE-RSA-CHACHA20-POLY1305 / ECDHE-ECDSA-CHACHA20-POLY1305 names, exclusions
such as !ECDHE-RSA-CHACHA20-POLY1305-OLD, and server-side cipher lists.`,
  links: ['https://developers.cloudflare.com/ssl/edge-certificates/additional-options/cipher-suites/'],
  messages,
  run(ctx) {
    const { j, root } = ctx;
    const seen = new Set<any>();
    for (const options of tlsClientOptions(ctx)) {
      const prop = getProperty(options, 'ciphers');
      if (!prop || prop.type === 'ObjectMethod') continue;
      clean(ctx, prop.value, prop, seen);
    }
    root.find(j.AssignmentExpression).forEach((p) => {
      const left = p.value.left;
      if (isMember(left) && memberName(left) === 'DEFAULT_CIPHERS' && receiverKey(left.object) === 'tls') clean(ctx, p.value.right, p, seen);
    });
  },
});
