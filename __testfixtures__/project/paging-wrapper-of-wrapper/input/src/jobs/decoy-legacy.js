const cfGet = (path) => fetch('https://git.example.org/api/v1' + path).then((r) => r.json());

exports.forgeConnections = (org, id) => cfGet(`/accounts/${org}/tunnels/${id}/connections`);
