// Deno deploy: the credential is read by name, nothing else here names Cloudflare.
export const token = Deno.env.get('CF_API_TOKEN') ?? '';
export const root = Deno.env.get('API_ROOT') ?? '';
