import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function inventory(accountId: string) {
  const page = await client.zeroTrust.devices.list({ account_id: accountId });
  return page.result;
}

export async function codes(accountId: string, deviceId: string) {
  return client.zeroTrust.devices.overrideCodes.list(deviceId, { account_id: accountId });
}

export async function revokeAll(accountId: string, ids: string[]) {
  await client.zeroTrust.devices.revoke.create({ account_id: accountId, body: ids });
}
