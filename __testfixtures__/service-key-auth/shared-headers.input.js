// Shared by the deploy scripts; the requests are made in another module.
exports.originCaHeaders = (key) => ({
  'X-Auth-User-Service-Key': key,
  'Content-Type': 'application/json',
});
