const API = 'https://api.cloudflare.com/client/v4';

// A profile update of another service filled the same way: not a load balancer pool.
async function saveProfile(userId, email) {
  const form = { id: userId };
  form.notification_email = email;
  return fetch(`https://accounts.example.org/users/${userId}`, { method: 'PUT', body: JSON.stringify(form) });
}

// A pool-shaped object filled but never sent anywhere.
function draftPool(name, email) {
  const draft = { name, origins: [] };
  draft.notification_email = email;
  return draft;
}

// A Cloudflare request of another kind whose body carries the key: a user setting, not a pool.
async function userAlerts(email) {
  const prefs = {};
  prefs.notification_email = email;
  return fetch(`${API}/user`, { method: 'PATCH', body: JSON.stringify(prefs) });
}

module.exports = { saveProfile, draftPool, userAlerts };
