// Same package, plain JavaScript: a genuine request, and a seed table that is not a path.
async function limits(call, zoneId) {
  return call('/zones/' + zoneId + '/rate_limits');
}

const seeds = [['organizations', null, 'organization']];

// The page an alert links to: a slug, not an id.
const orgPage = (slug) => '/organizations/' + slug;

module.exports = { limits, seeds, orgPage };
