import { makeClient, Api } from './lib/client.js';

// Clients made by a factory and by a constructor whose methods are closures over the client they build.
export async function run(zone, token) {
	const cf = makeClient(token);
	await cf.putSetting(zone, 'ssl', 'strict');
	const api = new Api(token);
}

export class Cli {
	constructor(token) {
		this.client = new Api(token);
	}

	async off(zone) {
		return this.client.putSetting(zone, 'always_use_https', 'on');
	}
}
