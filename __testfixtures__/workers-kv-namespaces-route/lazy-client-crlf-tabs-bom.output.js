import axios from 'axios';

export class KvStore {
	async connect(token) {
		this.http = axios.create({
			baseURL: 'https://api.cloudflare.com/client/v4',
			headers: { Authorization: `Bearer ${token}` },
		});
	}

	async namespaces(accountId) {
		const { data } = await this.http.get(`/accounts/${accountId}/storage/kv/namespaces`);
		return data.result;
	}
}
