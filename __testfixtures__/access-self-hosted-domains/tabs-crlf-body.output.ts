import axios from 'axios';
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function setHosts(accountId: string, appId: string, hosts?: string[]) {
	if (hosts) {
		await cf.put(`/accounts/${accountId}/access/apps/${appId}`, {
			domain: hosts[0],
			destinations: [{ type: 'public', uri: hosts[0] }, { type: 'public', uri: hosts[1] }],
		});
	}
}
export { setHosts };
