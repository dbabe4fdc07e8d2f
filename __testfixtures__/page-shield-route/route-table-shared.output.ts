import express, { type Request, type Response } from 'express';

const CF = 'https://api.cloudflare.com/client/v4';
const MOCK = 'http://localhost:8787';

// Paths the app requests from Cloudflare, and serves from its own stub server in tests.
const MONITOR = {
  scripts: '/zones/z1/script_monitor/scripts',
  connections: '/zones/z1/page_shield/connections',
  policies: '/zones/z1/script_monitor/policies',
};

async function listScripts(): Promise<unknown> {
  // cf-codemod(page-shield-route): Page Shield routes were renamed 2022-10-11: use /zones/:zone_id/page_shield/...
  return (await fetch(CF + MONITOR.scripts)).json();
}

async function listConnections(): Promise<unknown> {
  return (await fetch(`${CF}${MONITOR.connections}`)).json();
}

async function listPolicies(): Promise<unknown> {
  // cf-codemod(page-shield-route): Page Shield routes were renamed 2022-10-11: use /zones/:zone_id/page_shield/...
  return (await fetch(CF + MONITOR.policies)).json();
}

// The stub: its own route for the scripts, and a probe of the policies path on the stub's host.
function scriptsStub(_req: Request, res: Response): void {
  res.json({ result: [] });
}

function stub() {
  const app = express();
  app.get(MONITOR.scripts, scriptsStub);
  return app;
}

const probe = () => fetch(MOCK + MONITOR.policies);

export { listScripts, listConnections, listPolicies, stub, probe };
