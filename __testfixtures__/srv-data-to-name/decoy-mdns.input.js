// Announces the local game server on the LAN (multicast DNS): no Cloudflare anywhere.
const mdns = require('multicast-dns')();

mdns.on('query', (query) => {
  if (!query.questions.some((q) => q.name === '_minecraft._tcp.local')) return;
  mdns.respond({
    answers: [
      {
        name: '_minecraft._tcp.local',
        type: 'SRV',
        data: { port: 25565, weight: 0, priority: 10, target: 'lan-server.local' },
      },
    ],
  });
});

function describe(record) {
  return record.type === 'SRV' ? `${record.data.service}.${record.data.proto}.${record.data.name}` : record.name;
}

module.exports = { describe };
