import { addToLauncher } from './lib/launcher';

export async function publishTools(accountId: string): Promise<void> {
	await addToLauncher(accountId, {
		name: 'Grafana',
		domain: 'grafana.example.com',
		destinations: [{ type: 'public', uri: 'grafana.example.com' }, { type: 'public', uri: `metrics.${accountId}.example.com` }],
	});
}
