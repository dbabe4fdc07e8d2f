// A site's router table and a seed list in plain JavaScript.
const routes = {
  organization: (s) => `/organizations/${s}`,
  organizationEdit: (s) => '/organizations/' + s + '/edit',
};

const seeds = [
  ['organizations', null, 'organization'],
  ['teams', undefined, 'team'],
  ['organizations', true, 'members'],
];

function orgPage(handle) {
  return `/organizations/${handle}`;
}

module.exports = { routes, seeds, orgPage };

// A path table of the site's own pages, written like a client's: a slug is not an id.
const pagePaths = { org: 'organizations/:slug', team: 'organizations/:slug/teams/:team' };

module.exports.pagePaths = pagePaths;
