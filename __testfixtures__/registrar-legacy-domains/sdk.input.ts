import Cloudflare from 'cloudflare';

const cloudflare = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function domainNames(accountId: string) {
  const names: string[] = [];
  for await (const d of cloudflare.registrar.domains.list({ account_id: accountId })) names.push(d.id ?? '');
  return names;
}

export async function privacyOn(accountId: string, name: string) {
  return cloudflare.registrar.domains.update(name, { account_id: accountId, privacy: true });
}

export async function domain(accountId: string, name: string) {
  return cloudflare.registrar.domains.get(name, { account_id: accountId });
}
