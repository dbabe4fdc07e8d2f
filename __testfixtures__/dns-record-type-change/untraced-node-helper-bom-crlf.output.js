export async function runItem(index, zone) {
	const entry = this.getNodeParameter('entryId', index);
	return this.helpers.request({
		method: 'PATCH',
		// cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
		uri: `${this.baseUrl}/zones/${zone}/dns_records/${entry}`,
		json: true,
		body: { type: this.getNodeParameter('kind', index), content: this.getNodeParameter('target', index) },
	});
}
