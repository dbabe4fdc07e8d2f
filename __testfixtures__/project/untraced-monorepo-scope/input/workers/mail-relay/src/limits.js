// Same package, plain JavaScript: a genuine request, and a seed table that is not a path.
async function limits(call, zoneId) {
  return call('/zones/' + zoneId + '/rate_limits');
}

const seeds = [['organizations', null, 'organization']];

module.exports = { limits, seeds };
