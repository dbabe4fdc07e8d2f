const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Turns away only one of the two retired groupings.
function leaders(grouping, token) {
  if (grouping === 'industry') return Promise.resolve(null);
  return fetch(API_ROOT + '/radar/attacks/layer3/top/' + grouping, {
    headers: { Authorization: 'Bearer ' + token },
  });
}

// Only logs: the request is still sent for either value.
function noisyLeaders(grouping, token) {
  if (grouping === 'industry' || grouping === 'vertical') console.warn('retired grouping', grouping);
  return fetch(`${API_ROOT}/radar/attacks/layer3/top/${grouping}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

exports.dashboard = async (token) => [
  await leaders('industry', token),
  await leaders('vertical', token),
  await leaders('location', token),
  await noisyLeaders('industry', token),
  await noisyLeaders('vertical', token),
];

// The URL is made in a function the guard is in, and sent by its caller.
function leadersUrl(grouping) {
  if (grouping === 'vertical') throw new Error('retired: ' + grouping);
  return `${API_ROOT}/radar/attacks/layer3/top/${grouping}`;
}

exports.byUrl = async (token) => {
  await fetch(leadersUrl('vertical'), { headers: { Authorization: 'Bearer ' + token } });
  await fetch(leadersUrl('industry'), { headers: { Authorization: 'Bearer ' + token } });
};
