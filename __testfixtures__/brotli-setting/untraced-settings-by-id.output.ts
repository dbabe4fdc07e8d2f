interface Http {
  patch(path: string, init: { body: unknown }): Promise<unknown>;
}

// The panel lists the settings it manages and sends each one by its id.
// cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
export const MANAGED = [
  { id: 'always_use_https', label: 'Always HTTPS' },
  { id: 'brotli', label: 'Brotli' },
];

export async function apply(http: Http, zoneId: string, values: Record<string, string>) {
  for (const { id } of MANAGED) {
    await http.patch(`/zones/${zoneId}/settings/${id}`, { body: { value: values[id] } });
  }
}
