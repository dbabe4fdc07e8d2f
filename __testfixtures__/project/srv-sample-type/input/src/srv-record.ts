// A record type copied from the API's documented answer: this file holds no request of its own.
export type SrvRecord = typeof srvAnswer;
const srvAnswer = {
  id: '5e4d3c2b1a0f9e8d7c6b5a4938271605',
  type: 'SRV' as const,
  name: '_imap._tcp.example.com',
  content: '0 1 993 mail.example.com',
  proxiable: false,
  proxied: false,
  ttl: 1,
  data: { service: '_imap', proto: '_tcp', name: 'example.com', priority: 0, weight: 1, port: 993, target: 'mail.example.com' },
};
