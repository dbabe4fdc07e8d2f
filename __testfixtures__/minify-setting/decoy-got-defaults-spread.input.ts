// Typed: got's `defaults` is `{ options, handlers, mutableDefaults }`; spreading it (or its
// `options`) into a new instance gives no base the tool can read, so these calls are left alone.
import got, { Got } from 'got';

const api: Got = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4' });
const clone: Got = got.extend({ ...api.defaults });
const tuned: Got = got.extend({ ...api.defaults.options, retry: { limit: 0 } });

export function cssOn(zone: string): Promise<unknown> {
  return clone.patch(`zones/${zone}/settings/minify`, { json: { value: { css: 'on' } } }).json();
}

export function htmlOn(zone: string): Promise<unknown> {
  return tuned.patch(`zones/${zone}/settings/minify`, { json: { value: { html: 'on' } } }).json();
}
