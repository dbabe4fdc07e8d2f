// The API root, its version and the paths of the records, written straight onto the module's exports.
module.exports.Cf = {
  root: 'https://api.cloudflare.com/client',
  version: 'v4',
  paths: {
    records: (zone) => `/zones/${zone}/dns_records`,
    record: (zone, id) => `/zones/${zone}/dns_records/${id}`,
  },
};
