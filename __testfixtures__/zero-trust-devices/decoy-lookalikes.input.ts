import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The new routes, other routes under /devices, and the app's own device API.
export async function physical(accountId: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/devices/physical-devices`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function registrations(accountId: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/devices/registrations?per_page=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export const networks = (accountId: string) => client.zeroTrust.devices.networks.list({ account_id: accountId });

export async function myDevices(accountId: string) {
  const res = await fetch(`https://mdm.example.org/accounts/${accountId}/devices`);
  return res.json();
}

export async function removeDevice(accountId: string, id: string, token: string) {
  await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/devices/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}
