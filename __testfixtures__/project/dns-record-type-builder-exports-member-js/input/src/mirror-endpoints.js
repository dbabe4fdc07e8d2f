// The same builder object for a mirror service on another host, exported the same way.
module.exports.Mirror = {
  root: 'https://dns-mirror.example.net/client',
  version: 'v4',
  paths: {
    record: (zone, id) => `/zones/${zone}/dns_records/${id}`,
  },
};
