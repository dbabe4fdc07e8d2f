import express from 'express';

// The app's own KV-shaped paths: served by the mock and asked of a mirror, never of Cloudflare.
const KEYS = '/accounts/acc1/workers/namespaces/sessions/keys';
const SERVED = KEYS;
var MIRRORED = KEYS;

const app = express();
app.get(SERVED, (req, res) => res.json({ result: [] }));
const fromMirror = () => fetch('https://kv-mirror.example.internal' + MIRRORED).then((r) => r.json());

export { app, fromMirror };
