/**
 * The plain jscodeshift route (`npx jscodeshift -t dist/transforms/<id>.js`) reads the configuration
 * the command line reads, from the current directory, plus options given on jscodeshift's command
 * line, and validates it the same way. Runs the built transforms (npm test builds first).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { read, tempDir } from './helpers/cli';

const ROOT = path.join(__dirname, '..');
const JSCODESHIFT = path.join(ROOT, 'node_modules', 'jscodeshift', 'bin', 'jscodeshift.js');

function jscodeshift(cwd: string, id: string, args: string[]) {
  const r = spawnSync(process.execPath, [JSCODESHIFT, '--run-in-band', '--no-babel', '-t', path.join(ROOT, 'dist', 'transforms', `${id}.js`), ...args], {
    cwd,
    encoding: 'utf8',
    // jscodeshift colours its summary when it thinks a terminal or CI wants it (CI=true does): plain text here.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

const GATEWAY = "export const rpc = 'https://eth.example-gw.com/v1/rinkeby';\n";
const SEPOLIA = "export const rpc = 'https://eth.example-gw.com/v1/sepolia';\n";

test('a gateway host given on the command line, as a comma-separated list, is used', () => {
  const dir = tempDir({ 'a.ts': GATEWAY, 'b.ts': GATEWAY });
  jscodeshift(dir, 'rinkeby-to-sepolia', ['a.ts']);
  expect(read(dir, 'a.ts')).toBe(GATEWAY);
  const r = jscodeshift(dir, 'rinkeby-to-sepolia', ['--gatewayHosts=other.example,eth.example-gw.com', 'b.ts']);
  expect(r.stdout).toContain('1 ok');
  expect(read(dir, 'b.ts')).toBe(SEPOLIA);
});

test('the configuration file of the current directory is read, and the package.json key', () => {
  const dir = tempDir({ 'a.ts': GATEWAY, 'cf-codemod.config.json': '{"gatewayHosts": ["eth.example-gw.com"]}' });
  jscodeshift(dir, 'rinkeby-to-sepolia', ['a.ts']);
  expect(read(dir, 'a.ts')).toBe(SEPOLIA);

  const fixtures = path.join(ROOT, '__testfixtures__', 'account-tunnels');
  const input = fs.readFileSync(path.join(fixtures, 'list-option.input.js'), 'utf8');
  const output = fs.readFileSync(path.join(fixtures, 'list-option.output.js'), 'utf8');
  const pkg = tempDir({ 'a.js': input, 'package.json': '{"name": "x", "cf-codemod": {"rewriteTunnelList": true}}' });
  jscodeshift(pkg, 'account-tunnels', ['a.js']);
  expect(read(pkg, 'a.js')).toBe(output);
  // The command line wins over the file.
  const off = tempDir({ 'a.js': input, 'package.json': '{"name": "x", "cf-codemod": {"rewriteTunnelList": true}}' });
  jscodeshift(off, 'account-tunnels', ['--rewriteTunnelList=false', 'a.js']);
  expect(read(off, 'a.js')).not.toBe(output);
  expect(read(off, 'a.js')).toContain('const TUNNELS_URL = `${CF_API}/accounts/${CF_ACCOUNT_ID}/tunnels`;');
});

test('a misspelt key or a value of the wrong type fails each file with the message, no stack, nothing written', () => {
  const dir = tempDir({ 'a.ts': GATEWAY, 'cf-codemod.config.json': '{"gatewayHost": ["eth.example-gw.com"]}' });
  const r = jscodeshift(dir, 'rinkeby-to-sepolia', ['a.ts']);
  expect(r.stdout + r.stderr).toContain(
    'ERR a.ts Transformation error (cf-codemod.config.json: unknown key "gatewayHost" (did you mean "gatewayHosts"?); known: wrappers, baseConstants, gatewayHosts, rewriteTunnelList)\n',
  );
  expect(r.stdout + r.stderr).not.toMatch(/^\s+at /m);
  expect(read(dir, 'a.ts')).toBe(GATEWAY);

  const typed = tempDir({ 'a.ts': GATEWAY });
  const t = jscodeshift(typed, 'rinkeby-to-sepolia', ['--gatewayHosts=3', 'a.ts']);
  expect(t.stdout + t.stderr).toContain('Transformation error (the jscodeshift command line: "gatewayHosts" must be an array of strings)');
  expect(read(typed, 'a.ts')).toBe(GATEWAY);
});

test('the version of cloudflare a file runs with is read as the command line reads it', () => {
  const fixtures = path.join(ROOT, '__testfixtures__', 'account-tunnels');
  const input = fs.readFileSync(path.join(fixtures, 'sdk-version-3x.input.js'), 'utf8');
  const output = fs.readFileSync(path.join(fixtures, 'sdk-version-3x.output.js'), 'utf8');
  // cloudflare 4.1 sends zeroTrust.tunnels.get/delete to /cfd_tunnel already: nothing to mark or report.
  const current = tempDir({ '.git/HEAD': '', 'a.js': input, 'package.json': '{"name": "x", "dependencies": {"cloudflare": "^4.1.0"}}' });
  const r = jscodeshift(current, 'account-tunnels', ['a.js']);
  expect(read(current, 'a.js')).toBe(input);
  expect(r.stdout + r.stderr).not.toContain('account-tunnels:');
  // 3.5 still calls the removed /tunnels: marked and reported, as the command line does.
  const legacy = tempDir({ '.git/HEAD': '', 'a.js': input, 'package.json': '{"name": "x", "dependencies": {"cloudflare": "~3.5.0"}}' });
  const l = jscodeshift(legacy, 'account-tunnels', ['a.js']);
  expect(read(legacy, 'a.js')).toBe(output);
  expect(l.stdout + l.stderr).toContain('account-tunnels: zeroTrust.tunnels.get calls the removed');
});
