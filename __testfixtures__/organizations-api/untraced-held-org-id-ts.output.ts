import { relay, pick } from './directory-relay';

const ROOT: string = process.env.DIRECTORY_ROOT as string;

// An organization id held in a const, whatever the const is given: reported.
export async function fromPick(): Promise<unknown> {
  const orgId = pick('team');
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(`${ROOT}/organizations/${orgId}`);
}

export async function fromSettings(settings: { organization: string }): Promise<unknown> {
  const orgId = settings.organization;
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(`${ROOT}/organizations/${orgId}`);
}

export async function fromAnswer(): Promise<unknown> {
  const organizationId = await pick('first');
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(`${ROOT}/organizations/${organizationId}`);
}
