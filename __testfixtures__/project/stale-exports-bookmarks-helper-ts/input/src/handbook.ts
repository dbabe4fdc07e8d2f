import { addIntranetLink } from './lib/intranet';

// Decoy: the intranet's own bookmarks API (another host) through an exported helper.
export async function publishHandbook(accountId: string): Promise<void> {
	await addIntranetLink(accountId, { name: 'Handbook', self_hosted_domains: ['handbook.example.com'] });
}
