// Look-alikes of a path built by a function: the same builder sending to another host, and a builder
// that returns a promise (its template is not the URL the request sends).
const API = 'https://api.cloudflare.com/client/v4';
const STATS = 'https://stats.example.com';
const zonePath = (id) => `/zones/${id}/rate_limits`;
const later = async (id) => `/zones/${id}/rate_limits`;

async function report(zone) {
  await fetch(STATS + zonePath(zone));
  await fetch(API + later(zone));
}

module.exports = { report };
