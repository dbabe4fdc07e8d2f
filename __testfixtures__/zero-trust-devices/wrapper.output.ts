const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function zeroTrust<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${API_ROOT}${path}`, { ...init, headers: { Authorization: `Bearer ${process.env.ZT_TOKEN}` } });
  const body = (await res.json()) as { result: T };
  return body.result;
}

// cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use GET /accounts/:account_id/devices/physical-devices (the machines) or GET /accounts/:account_id/devices/registrations (WARP registrations)
export const fleet = (account: string) => zeroTrust<Array<{ id: string }>>(`/accounts/${account}/devices?per_page=200`);
export const settings = (account: string) => zeroTrust(`/accounts/${account}/devices/settings`);
