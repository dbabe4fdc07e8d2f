/**
 * Message tables (as ESLint's `meta.messages`): each transform declares its findings' texts once,
 * by id, with `{{placeholder}}`s, and reports by id with the data that fills them. The types keep a
 * transform to the ids it declares and to the placeholders their texts name; `renderMessage` is the
 * one place a finding's text is made, and it refuses an unknown id or a placeholder left unfilled.
 */

/** Message id → text; `{{name}}` in a text is filled from the report's data. */
export type MessageTable = Readonly<Record<string, string>>;

/** The values a report fills its message's placeholders with. */
export type MessageData = Readonly<Record<string, string | number>>;

/** The placeholder names a message text holds: `'a {{x}} b {{y}}'` → `'x' | 'y'`. */
export type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;

/**
 * The data argument a report of a text takes: none for a text without placeholders, an object with
 * each of its placeholders otherwise (and, for a table known only as strings, any data).
 */
export type DataArgs<S extends string> = string extends S
  ? [data?: MessageData]
  : [Placeholders<S>] extends [never]
    ? []
    : [data: Readonly<Record<Placeholders<S>, string | number>>];

/** A message id of a table. */
export type MessageId<M extends MessageTable> = keyof M & string;

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** The placeholder names a text holds, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** A message's text with its placeholders filled; throws on an id the table lacks or a placeholder the data lacks. */
export function renderMessage(table: MessageTable, messageId: string, data: MessageData = {}): string {
  if (!Object.prototype.hasOwnProperty.call(table, messageId)) throw new Error(`unknown message id "${messageId}"`);
  return table[messageId].replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(data, name)) throw new Error(`message "${messageId}": no data for {{${name}}}`);
    return String(data[name]);
  });
}

/**
 * The message the engine reports an untraced endpoint with (TransformMeta.untraced): `defineTransform`
 * adds it to a transform's table under this id, so `-t`, due dates, waivers and markers apply as to
 * the transform's own findings.
 */
export const UNTRACED_ID = 'untraced';
export const UNTRACED_MESSAGE = '{{endpoint}} is written here, but its request is not traced to a Cloudflare client: {{replacement}}';

/**
 * The message the engine reports a deprecated endpoint with when the request is traced (or spelled
 * from the API's root) but a run-time tail is glued to its last known segment
 * (`` cf(`/firewall/waf/packages${query.endpoint}`) ``, src/cloudflare/untraced/glued-tail.ts): what
 * is unsure is the rest of the path, not the client. Never rewritten. `defineTransform` adds it beside
 * `untraced` for a transform with a template a tail may reach (one that is not `exact`).
 */
/**
 * A request to the app's own path that a proxy of the project forwards to the API (src/cloudflare/urls/proxied-url.ts):
 * reported, never rewritten (whether it reaches the API depends on the deployment and the app's own routes).
 */
export const PROXIED_ID = 'proxied';
export const PROXIED_MESSAGE =
  "{{method}} {{endpoint}} is requested here through the project's own proxy ({{prefix}} is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then {{replacement}}";
export const GLUED_TAIL_ID = 'gluedTail';
export const GLUED_TAIL_MESSAGE = '{{endpoint}} is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): {{replacement}}';
