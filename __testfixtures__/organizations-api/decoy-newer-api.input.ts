import Cloudflare from 'cloudflare';

const API = 'https://api.cloudflare.com/client/v4';
const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The newer Organizations API: methods the old one never had, and the SDK resource.
export async function addMember(orgId: string, email: string) {
  return fetch(`${API}/organizations/${orgId}/members`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
    body: JSON.stringify({ member: { user: { email } } }),
  });
}

export async function deleteOrganization(orgId: string) {
  await fetch(`${API}/organizations/${orgId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` } });
}

export const listOrganizations = () => (client as any).organizations.list();
export const getOrganization = (id: string) => (client as any).organizations.get(id);
