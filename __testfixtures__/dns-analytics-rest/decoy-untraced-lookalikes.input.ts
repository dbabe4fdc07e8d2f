// Anchored project, but none of these spells the endpoint whole.
export const route = '/zones/:zone_id/dns_analytics/report';
export const own = (zoneId: string) => `/internal/zones/${zoneId}/dns_analytics/report`;
export const elsewhere = (zoneId: string) => `https://metrics.example.org/zones/${zoneId}/dns_analytics/report`;
export const word = 'dns_analytics';
export const logged = (zoneId: string) => console.debug(`/zones/${zoneId}/dns_analytics/report`);
