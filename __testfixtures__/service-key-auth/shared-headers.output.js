// Shared by the deploy scripts; the requests are made in another module.
exports.originCaHeaders = (key) => ({
  // cf-codemod(service-key-auth): Service Key authentication reaches end of life on 2026-09-30: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
  'X-Auth-User-Service-Key': key,
  'Content-Type': 'application/json',
});
