import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function inventory(accountId: string) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use GET /accounts/:account_id/devices/physical-devices (the machines) or GET /accounts/:account_id/devices/registrations (WARP registrations)
  const page = await client.zeroTrust.devices.list({ account_id: accountId });
  return page.result;
}

export async function codes(accountId: string, deviceId: string) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use GET /accounts/:account_id/devices/registrations/:registration_id/override_codes
  return client.zeroTrust.devices.overrideCodes.list(deviceId, { account_id: accountId });
}

export async function revokeAll(accountId: string, ids: string[]) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use POST /accounts/:account_id/devices/registrations/revoke (registration ids)
  await client.zeroTrust.devices.revoke.create({ account_id: accountId, body: ids });
}
