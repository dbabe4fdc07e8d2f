import Cloudflare from 'cloudflare';

const cloudflare = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function domainNames(accountId: string) {
  const names: string[] = [];
  // cf-codemod(registrar-legacy-domains): legacy Registrar list ended 2026-09-27: list the account's domains with GET /accounts/:account_id/registrar/registrations
  for await (const d of cloudflare.registrar.domains.list({ account_id: accountId })) names.push(d.id ?? '');
  return names;
}

export async function privacyOn(accountId: string, name: string) {
  // cf-codemod(registrar-legacy-domains): legacy Registrar domain update ended 2026-09-27: use the Registrar API (/accounts/:account_id/registrar/registrations)
  return cloudflare.registrar.domains.update(name, { account_id: accountId, privacy: true });
}

export async function domain(accountId: string, name: string) {
  // cf-codemod(registrar-legacy-domains): legacy Registrar domain read ended 2026-09-27: use GET /accounts/:account_id/registrar/registrations (or GET /accounts/:account_id/registrar/domain-search, POST /accounts/:account_id/registrar/domain-check)
  return cloudflare.registrar.domains.get(name, { account_id: accountId });
}
