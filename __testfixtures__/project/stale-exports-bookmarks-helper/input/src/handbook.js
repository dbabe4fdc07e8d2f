// Decoy: a caller of the intranet helper; its body is not a Cloudflare request's.
import { addIntranetLink } from './lib/intranet';

export async function publishHandbook(accountId) {
  await addIntranetLink(accountId, { name: 'Handbook', self_hosted_domains: ['handbook.example.com'] });
}
