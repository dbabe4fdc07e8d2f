import { makeClient, Api } from './lib/client';

// Clients made by a factory and by a constructor whose methods are closures over the client they build.
export async function run(zone: string, token: string): Promise<void> {
	const cf = makeClient(token);
	await cf.putSetting(zone, 'ssl', 'strict');
	const api = new Api(token);
}

export class Cli {
	private client: Api;

	constructor(token: string) {
		this.client = new Api(token);
	}

	async off(zone: string): Promise<unknown> {
		return this.client.putSetting(zone, 'always_use_https', 'on');
	}
}
