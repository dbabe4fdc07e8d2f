// The API root, its version and the paths of the records, each path built by an arrow from its ids.
export const Cf = {
  root: 'https://api.cloudflare.com/client',
  version: 'v4',
  paths: {
    records: (zone: string) => `/zones/${zone}/dns_records`,
    record: (zone: string, id: string) => `/zones/${zone}/dns_records/${id}`,
  },
};
