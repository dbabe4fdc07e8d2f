import { edgeCall, edgePeek, edgeStamp } from './edge';

export function announce(zoneTag, host) {
  return edgeCall(`/zones/${zoneTag}/dns_records`, {
    method: 'POST',
    deadline: 2500,
    body: JSON.stringify({ type: 'SRV', data: { service: '_xmpp', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5222, target: host } }),
  });
}

export function announcePeek(zoneTag, host) {
  return edgePeek(`/zones/${zoneTag}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'SRV', data: { service: '_xmpp', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5222, target: host } }),
  });
}

export function announceStamp(zoneTag, host) {
  return edgeStamp(`/zones/${zoneTag}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'SRV', data: { service: '_xmpp', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5222, target: host } }),
  });
}
