const API_ROOT = 'https://api.cloudflare.com/client/v4';

function leaders(grouping, token) {
  if (['industry', 'vertical'].includes(grouping)) throw new Error('no longer offered: ' + grouping);
  return fetch(API_ROOT + '/radar/attacks/layer3/top/' + grouping, {
    headers: { Authorization: 'Bearer ' + token },
  }).then((res) => res.json());
}

module.exports.dashboard = async function dashboard(token) {
  return Promise.all([leaders('industry', token), leaders('vertical', token)]);
};

// The URL is made in a function the guard is in, and sent by its caller.
function leadersUrl(grouping) {
  if (grouping === 'industry' || grouping === 'vertical') throw new Error('retired: ' + grouping);
  return `${API_ROOT}/radar/attacks/layer3/top/${grouping}`;
}

module.exports.retired = (token) => fetch(leadersUrl('industry'), { headers: { Authorization: 'Bearer ' + token } });
