// The same builder object for a mirror service on another host.
export const Mirror = {
  root: 'https://dns-mirror.example.net/client',
  version: 'v4',
  paths: {
    record: (zone: string, id: string) => `/zones/${zone}/dns_records/${id}`,
  },
};
