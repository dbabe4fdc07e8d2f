import { relay, pick } from './directory-relay';

const ROOT: string = process.env.DIRECTORY_ROOT as string;

// An organization id held in a const, whatever the const is given: reported.
export async function fromPick(): Promise<unknown> {
  const orgId = pick('team');
  return relay(`${ROOT}/organizations/${orgId}`);
}

export async function fromSettings(settings: { organization: string }): Promise<unknown> {
  const orgId = settings.organization;
  return relay(`${ROOT}/organizations/${orgId}`);
}

export async function fromAnswer(): Promise<unknown> {
  const organizationId = await pick('first');
  return relay(`${ROOT}/organizations/${organizationId}`);
}
