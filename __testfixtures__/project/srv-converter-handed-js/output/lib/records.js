'use strict';

// An inventory row as a Cloudflare DNS record body.
function toCfRecord(row) {
  switch (row.kind) {
    case 'SRV':
      return {
        type: 'SRV',
        name: `_${row.app}._tcp.${row.host}`,
        data: { priority: 1, weight: 1, port: row.port, target: row.target },
      };
    default:
      return { type: row.kind, name: row.host, content: row.target };
  }
}

module.exports = { toCfRecord };
