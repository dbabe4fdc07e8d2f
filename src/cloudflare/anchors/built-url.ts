import type { JSCodeshift } from 'jscodeshift';
import type { Root } from '../../ast/node-index';
import type { UserConfig } from '../../types';
import type { FunctionNode } from '../../ast/syntax';
import { returnedValues } from '../../flow/returns';
import { paramReader } from '../urls/wrapper-params';
import { resolveUrl } from '../urls/url-expression';
import { isApiUrl } from '../urls/url-parts';
import { shareParts } from './shared-parts';
import type { UrlPart } from '../shapes';
import { joinTemplate } from '../../flow/template-parts';

/*
 * A URL builder: a function that returns a URL on the API host made around its parameters, as a
 * string or a URL object (`cfUrl(path)` returning `new URL(\`/client/v4${path}\`, 'https://api.cloudflare.com')`,
 * with `url.searchParams.set(…)` before it is returned too). The template question answers a call of
 * one in its own module (the layer binds the parameters: src/flow/bound-parts.ts); another module that
 * imports it knows it from the project index, as this template with each parameter part saying which
 * argument fills it, and reads a call of it as that template with the call's arguments in those
 * places (`importedBuilt`, src/cloudflare/anchors/imported.ts, asked by the URL resolver for what the layer does not follow).
 */

/**
 * The URL `fn` returns, as another module may hold it: every return resolves to the same template on
 * the API host, each dynamic part that is one of `fn`'s parameters marked with its index (`param`).
 * The caller must choose the endpoint: a parameter is written in the path, and after the last one only
 * a query (the rule wrappers are passed on by). Undefined otherwise (an `async` or generator function,
 * returns of different shapes, a fixed endpoint).
 */
export function builtUrlOf(j: JSCodeshift, root: Root, config: UserConfig, fn: FunctionNode): UrlPart[] | undefined {
  if (fn.async || fn.generator) return undefined;
  const returned = returnedValues(fn);
  if (returned.length === 0) return undefined;
  const urls = returned.map((node) => resolveUrl({ j, root, node, config }));
  const [url] = urls;
  if (urls.some((u) => u.text !== url.text)) return undefined;
  const refOf = paramReader({ j, root }, fn);
  const parts = url.parts.map((p): UrlPart => {
    if (p.kind !== 'dynamic') return p;
    const ref = refOf(p.node);
    return ref && ref.key === undefined && ref.joined === undefined && ref.replaced === undefined && ref.fallback === undefined ? { ...p, param: ref.param } : p;
  });
  const query = url.text.search(/[?#]/);
  const last = parts.reduce((at, p, i) => (p.kind === 'dynamic' && p.param !== undefined && (query < 0 || url.offsets[i] < query) ? i : at), -1);
  // On the API host before the first parameter (`${API}${path}`: the base alone).
  const first = parts.findIndex((p) => p.kind === 'dynamic' && p.param !== undefined);
  if (last < 0 || !isApiUrl(joinTemplate(parts.slice(0, first)))) return undefined;
  const after = parts.slice(last + 1).map((p) => (p.kind === 'text' ? p.text : ':param')).join('');
  if (after !== '' && !/^[?#]/.test(after)) return undefined;
  return shareParts(parts).map((p, i) => {
    const own = parts[i];
    return p.kind === 'dynamic' && own.kind === 'dynamic' && own.param !== undefined ? { ...p, param: own.param } : p;
  });
}
