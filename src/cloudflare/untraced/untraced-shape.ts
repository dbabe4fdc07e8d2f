import { ENDPOINTS } from '../urls/endpoints';
import { segments as segmentsOf } from '../urls/endpoint';

/*
 * When a spelling of a generic template looks like the Cloudflare API on its own (issue 29): an
 * untraced template whose only literal segment is a common word before its parameter
 * (`/organizations/:organization_id`) is also the shape of an app's own pages and of any REST API
 * (`/organizations/${slug}`, a site's page route). Such a spelling counts (untraced.ts) only when
 * it follows the API base, goes on with one of the deprecated API's own sub-resources
 * (`/organizations/${o}/members`, from the endpoint table), or its parameter is shaped like an id: a
 * 32-hex literal, or an expression named like one (`orgId`, `organization_id`, `org.id`).
 * Templates with a literal segment after their parameter (`/accounts/:account_id/tunnels`) or with
 * no parameter (`/user/billing/profile`) spell the deprecated API by their own words.
 */

/** Whether the template's only literal segment is its first, the rest parameters (`/organizations/:organization_id`). */
export function isGenericTemplate(template: string): boolean {
  const [first, ...rest] = segmentsOf(template);
  return first !== undefined && !first.startsWith(':') && rest.length > 0 && rest.every((s) => s.startsWith(':'));
}

const subResources = new Map<string, Set<string>>();

/** The literal segments the endpoint table has right after the template (`invites`, `members`, … for an organization). */
export function subResourcesOf(template: string): Set<string> {
  let found = subResources.get(template);
  if (found) return found;
  const depth = segmentsOf(template).length;
  found = new Set(
    Object.values(ENDPOINTS as Record<string, string>)
      .filter((t) => t.startsWith(`${template}/`))
      .map((t) => segmentsOf(t)[depth])
      .filter((s) => s !== undefined && !s.startsWith(':')),
  );
  subResources.set(template, found);
  return found;
}

/** A name shaped like an id: `id`, `orgId`, `accountID`, `organization_id`, `org_uuid`, `identifier` (not `slug`, `name`, `s`). */
const ID_NAME = /^(?:id|ID|uuid|UUID|identifier)$|_(?:id|ID|uuid|identifier)$|[a-z0-9](?:Id|ID|Uuid|UUID|Identifier)$/;

export const isIdName = (name: string | undefined): boolean => name !== undefined && ID_NAME.test(name);
