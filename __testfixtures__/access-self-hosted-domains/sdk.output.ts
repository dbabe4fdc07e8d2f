import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function guard(accountId: string, primary: string) {
  const app: any = await client.zeroTrust.access.applications.create({
    account_id: accountId,
    type: 'self_hosted',
    name: primary,
    domain: primary,
    destinations: [{ type: 'public', uri: primary }, { type: 'public', uri: `admin.${primary}` }],
  } as any);
  return app.id;
}

export async function hosts(accountId: string) {
  const out: string[] = [];
  for await (const app of client.zeroTrust.access.applications.list({ account_id: accountId })) {
    // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
    out.push(...(app.self_hosted_domains ?? []));
  }
  return out;
}
