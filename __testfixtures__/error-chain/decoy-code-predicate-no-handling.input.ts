// A Cloudflare file with no error handling: a 1004 predicate here is about something else (a queue's codes).
const API = 'https://api.cloudflare.com/client/v4';

export const isThrottled = (msg: { code: number }) => msg.code === 1004;

export const listZones = () => fetch(`${API}/zones`);
