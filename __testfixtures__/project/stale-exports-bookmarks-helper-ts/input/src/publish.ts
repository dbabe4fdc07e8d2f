import { addToLauncher } from './lib/launcher';

export async function publishTools(accountId: string): Promise<void> {
	await addToLauncher(accountId, {
		name: 'Grafana',
		domain: 'grafana.example.com',
		self_hosted_domains: ['grafana.example.com', `metrics.${accountId}.example.com`],
	});
}
