export async function runItem(index, zone) {
	const entry = this.getNodeParameter('entryId', index);
	return this.helpers.request({
		method: 'PATCH',
		uri: `${this.baseUrl}/zones/${zone}/dns_records/${entry}`,
		json: true,
		body: { type: this.getNodeParameter('kind', index), content: this.getNodeParameter('target', index) },
	});
}
