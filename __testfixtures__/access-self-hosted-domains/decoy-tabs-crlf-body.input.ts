import axios from 'axios';
const cf = axios.create({ baseURL: 'https://auth.example.com/v2' });

async function setHosts(accountId: string, appId: string, hosts?: string[]) {
	if (hosts) {
		await cf.put(`/accounts/${accountId}/access/apps/${appId}`, {
			domain: hosts[0],
			self_hosted_domains: [hosts[0], hosts[1]],
		});
	}
}
export { setHosts };
