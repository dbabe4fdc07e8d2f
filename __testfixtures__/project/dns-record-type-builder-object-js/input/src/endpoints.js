// The API root, its version and the paths of the records, each path built by an arrow from its ids.
const Cf = {
  root: 'https://api.cloudflare.com/client',
  version: 'v4',
  paths: {
    records: (zone) => `/zones/${zone}/dns_records`,
    record: (zone, id) => `/zones/${zone}/dns_records/${id}`,
  },
};

module.exports = { Cf };
