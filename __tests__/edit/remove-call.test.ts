import type { ASTPath } from 'jscodeshift';
import { processSource } from '../../src/runner/process';
import { removeCall } from '../../src/edit/remove-call';
import { removeListItem } from '../../src/edit/remove-item';
import { keepOriginalLines, slideBlankLines } from '../../src/runner/keep-original';
import type { Transform } from '../../src/types';

/** A transform that deletes every call to `target(...)` (or reports why it can't), for these tests. */
const deleter = (target: string): Transform => ({
  id: `delete-${target}`,
  eol: '2020-01-01',
  kind: 'rewrite',
  title: '',
  replacement: '',
  triggers: [target],
  explain: '',
  messages: { kept: 'kept: {{why}}' },
  run(ctx) {
    const { j, root } = ctx;
    const calls = root.find(j.CallExpression, { callee: { name: target } }).paths();
    for (const p of calls) {
      const r = removeCall(ctx, p);
      if (r.removed) ctx.changed();
      else ctx.report(p, 'kept', { why: r.why });
    }
  },
});

/** Deletes the array elements that are the string literal `'x'`. */
const elementDeleter: Transform = {
  ...deleter('x'),
  id: 'delete-x-elements',
  run(ctx) {
    const { j, root } = ctx;
    const found = root.find(j.StringLiteral, { value: 'x' }).filter((p: ASTPath<any>) => p.parent?.value.type === 'ArrayExpression').paths();
    for (const p of found) if (removeListItem(ctx.file.path, p)) ctx.changed();
  },
};

function run(code: string, transforms: Transform[], file = 'x.ts') {
  const r = processSource({ input: code, filePath: file, transforms, options: { markers: true, config: {}, displayPath: file } });
  expect(r.error).toBeUndefined();
  return { output: r.output ?? code, findings: r.findings.map((f) => `${f.line}: ${f.message}`) };
}

describe('removeCall', () => {
  test.each([
    [
      'a statement of its own, awaited, with the comment above it; neighbours keep theirs',
      'async function f() {\n  // first\n  await a();\n\n  // gone\n  await drop(1);\n\n  // last\n  await b();\n}\n',
      'async function f() {\n  // first\n  await a();\n\n  // last\n  await b();\n}\n',
    ],
    ['a trailing comment goes with its statement', 'a();\ndrop(); // note\nb();\n', 'a();\nb();\n'],
    ['through .catch()', 'a();\ndrop().catch(console.error);\n', 'a();\n'],
    ['a promise held in a variable nothing else reads', 'async function f() {\n  const p = drop();\n  const q = keep();\n  await p;\n  await q;\n}\n', 'async function f() {\n  const q = keep();\n  await q;\n}\n'],
    [
      'inside Promise.all only the element goes',
      'async function f() {\n  await Promise.all([\n    a(),\n    drop(),\n    b(),\n  ]);\n}\n',
      'async function f() {\n  await Promise.all([\n    a(),\n    b(),\n  ]);\n}\n',
    ],
    ['a Promise.all left empty goes', 'async function f() {\n  await Promise.all([drop()]);\n  done();\n}\n', 'async function f() {\n  done();\n}\n'],
    [
      'a try left empty goes; one with a finally stays',
      'async function f() {\n  try {\n    await drop();\n  } catch (e) {\n    log(e);\n  }\n  try {\n    await drop();\n  } finally {\n    done();\n  }\n}\n',
      'async function f() {\n  try {} finally {\n    done();\n  }\n}\n',
    ],
    [
      'odd indentation and spacing: only the deleted lines change',
      'function  f ( )\n{\n     a( 1 )\n\n     drop( 2 ) ;\n\n\n     b(3)\n}\n',
      'function  f ( )\n{\n     a( 1 )\n\n\n     b(3)\n}\n',
    ],
    [
      'a loop, a callback or an if left empty goes when its header does nothing, outwards',
      'async function f(ids, n) {\n  while (n > 0) {\n    await drop(n);\n  }\n  do {\n    drop();\n  } while (n);\n  for (const k in ids) {\n    if (ids[k]) {\n      drop(k);\n    }\n  }\n  ids.forEach((id) => {\n    drop(id);\n  });\n  await Promise.allSettled(Object.keys(ids).map(async (id) => {\n    await drop(id);\n  }));\n  done();\n}\n',
      'async function f(ids, n) {\n  done();\n}\n',
    ],
    [
      'one whose header may do something, or whose body keeps a note, stays',
      'async function f(ids) {\n  for (const id of await list()) {\n    drop(id);\n  }\n  load().forEach((id) => {\n    drop(id);\n  });\n  for (const id of ids) {\n    // TODO: purge too\n\n    drop(id);\n  }\n  for (x of ids) {\n    drop(x);\n  }\n}\n',
      'async function f(ids) {\n  for (const id of await list()) {}\n  load().forEach((id) => {});\n  for (const id of ids) {\n    // TODO: purge too\n  }\n  for (x of ids) {}\n}\n',
    ],
    [
      'the only statement of a block leaves the comments below it and those a blank line away',
      'function f() {\n  // group note\n\n  drop();\n  // later: more\n}\n',
      'function f() {\n  // group note\n  // later: more\n}\n',
    ],
    [
      'in a class method using a private name (cut in a class that declares it), comments about other code stay',
      'class A {\n  #t = 1;\n  m() {\n    const u = this.#t;\n\n    // about what follows\n\n    drop(this.#t);\n    // done by hand\n  }\n}\n',
      'class A {\n  #t = 1;\n  m() {\n    const u = this.#t;\n\n    // about what follows\n    // done by hand\n  }\n}\n',
    ],
    ['a statement sharing its line leaves the comment of the line', 'a(); drop(); // a first\nb();\n', 'a(); // a first\nb();\n'],
  ])('%s', (_name, input, expected) => {
    const { output, findings } = run(input, [deleter('drop')]);
    expect(output).toBe(expected);
    expect(findings).toEqual([]);
  });

  test.each([
    ['a returned call', 'function f() {\n  return drop();\n}\n', 'its result is returned'],
    ['a result that is read', 'async function f() {\n  const r = await drop();\n  return r.ok;\n}\n', 'its result is read through r'],
    ['a Promise.all destructured by position', 'async function f() {\n  const [a, b] = await Promise.all([x(), drop()]);\n  return a + b;\n}\n', 'read by position'],
    ['a statement outside a block', 'if (ok) drop();\n', 'not in a block'],
  ])('not deleted: %s', (_name, input, why) => {
    const { output, findings } = run(input, [deleter('drop')]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(why);
    expect(output).toContain('drop()');
  });

  test('arguments that only build the request go with it: pure built-ins, a function of the file that only computes', () => {
    const auth = 'function auth(t) {\n  return { Authorization: `Bearer ${t}` };\n}\n';
    const input = auth + 'async function f(t) {\n  await drop(JSON.stringify({ v: encodeURIComponent(t), at: new Date().toISOString() }), { headers: auth(t) });\n  done();\n}\n';
    const { output, findings } = run(input, [deleter('drop')]);
    expect(output).toBe(auth + 'async function f(t) {\n  done();\n}\n');
    expect(findings).toEqual([]);
  });

  // A statement that does anything besides the call stays whole, and the finding says what else it does.
  test.each([
    ['an argument that calls a function of the program', 'async function f(n) {\n  await drop((await createZone(n)).id);\n}\n', 'it also calls createZone()'],
    ['an argument that changes a variable', 'let n = 0;\ndrop(n++);\n', 'it also changes n'],
    ['an assignment in an argument', 'let last;\ndrop((last = Date.now()));\n', 'it also changes last'],
    ['a tagged template in an argument', 'drop(sql`select id from zones`);\n', 'it also calls sql()'],
    ['an update of a computed member', 'drop(counts[key]++);\n', 'it also changes a value'],
    ['a .finally() handler', 'drop().finally(() => spinner.stop());\n', 'its .finally() handler runs in any case'],
    ['a function of the file that does more than compute', "function headers() {\n  log('built');\n  return {};\n}\ndrop({ headers: headers() });\n", 'it also calls headers()'],
    ['a promise held in a variable, built with a call', 'async function f() {\n  const p = drop(nextId());\n  await p;\n}\n', 'it also calls nextId()'],
  ])('not deleted, it does more: %s', (_name, input, why) => {
    const { output, findings } = run(input, [deleter('drop')]);
    expect(findings).toEqual([expect.stringContaining(`kept: ${why}`)]);
    // Only the marker is added, above the statement.
    expect(output).toBe(input.replace(/^( *)(.*drop\()/m, (_m, indent, rest) => `${indent}// cf-codemod(delete-drop): kept: ${why}\n${indent}${rest}`));
  });

  // A request handed a callback it calls when done: deleted, the callback would never run and its caller would wait for ever.
  test.each([
    ['a callback written in place', 'function f(done) {\n  drop(opts, (err) => done(err));\n}\n', 'call done() yourself'],
    ['a Node-style callback over several statements', 'function f(next) {\n  drop(opts, function (err, res) {\n    if (err) log(err);\n    next(res);\n  });\n}\n', 'call what the callback does yourself'],
    ['a function of the file', 'function onDone(err) {\n  log(err);\n}\ndrop(opts, onDone);\n', 'call onDone() yourself'],
    ['a function in the options', 'async function f(bar) {\n  await drop(url, { onUploadProgress: (e) => bar.tick(e) });\n}\n', 'call bar.tick() yourself'],
    ['a parameter typed as a function, passed on', 'function f(cb: (e?: Error) => void) {\n  drop(opts, cb);\n}\n', 'call cb() yourself'],
    ['a parameter its own function calls, passed on', 'function f(cb) {\n  if (!ok) return cb(new Error());\n  drop(opts, cb);\n}\n', 'call cb() yourself'],
    ['a parameter the callee of the file calls back', 'function drop(o, reply) {\n  send(o).then(() => reply());\n}\nfunction f(cb) {\n  drop(opts, cb);\n}\n', 'call cb() yourself'],
    ['a parameter the callee hands to a listener', "function drop(o, reply) {\n  send(o).on('error', reply);\n}\nfunction f(cb) {\n  drop(opts, cb);\n}\n", 'call cb() yourself'],
    ['a parameter handed through a wrapper to a timer', 'function later(o, next) {\n  setTimeout(next, 10);\n}\nfunction drop(o, reply) {\n  later(o, reply);\n}\nfunction f(cb) {\n  drop(opts, cb);\n}\n', 'call cb() yourself'],
  ])('not deleted, its callback would never run: %s', (_name, input, why) => {
    const { output, findings } = run(input, [deleter('drop')], input.includes(': (') ? 'x.ts' : 'x.js');
    expect(findings).toEqual([expect.stringContaining(`kept: its callback would never run: delete the call and ${why}`)]);
    expect(output).toContain(input.split('\n').find((l) => l.includes('drop(opts') || l.includes('drop(url'))!);
  });

  test('a callback that does nothing or only computes, plain options, a parameter not known to be a function: the call goes', () => {
    const input = 'async function f(opts, token) {\n  drop(opts, () => {});\n  await drop(url, { headers: { token }, validateStatus: (s) => s < 500 });\n  await drop(url, opts, token);\n  done();\n}\n';
    const { output, findings } = run(input, [deleter('drop')], 'x.js');
    expect(findings).toEqual([]);
    expect(output).toBe('async function f(opts, token) {\n  done();\n}\n');
  });

  test('a parameter the callee only hands to JSON.stringify or as fetch options is no callback: the call goes', () => {
    const wrapper = 'function drop(path, body, init) {\n  const text = JSON.stringify(body);\n  return fetch(path, init).then((r) => r.json());\n}\n';
    const input = `${wrapper}async function f(value, init) {\n  await drop(path, value, init);\n  done();\n}\n`;
    const { output, findings } = run(input, [deleter('drop')], 'x.js');
    expect(findings).toEqual([]);
    expect(output).toBe(`${wrapper}async function f(value, init) {\n  done();\n}\n`);
  });

  test('a call over a list left empty goes with its callback (it never runs): listEmptied', () => {
    const walker: Transform = {
      ...deleter('forEach'),
      run(ctx) {
        const { j, root } = ctx;
        for (const p of root.find(j.CallExpression, { callee: { property: { name: 'forEach' } } }).paths()) {
          if (removeCall(ctx, p, { listEmptied: true }).removed) ctx.changed();
        }
      },
    };
    const { output } = run('const ids = [];\nids.forEach((id) => send(id));\nnext();\n', [walker], 'x.js');
    expect(output).toBe('const ids = [];\nnext();\n');
  });

  test('idempotent: a second run changes nothing', () => {
    const once = run('a();\ndrop();\n', [deleter('drop')]).output;
    expect(run(once, [deleter('drop')]).output).toBe(once);
  });
});

describe('removeListItem', () => {
  test.each([
    ['one line', "const a = ['a', 'x', 'b'];\n", "const a = ['a', 'b'];\n"],
    ['last on one line', "const a = ['a', 'x'];\n", "const a = ['a'];\n"],
    ['the only one', "const a = ['x'];\n", 'const a = [];\n'],
    ['own line with its comment', "const a = [\n  'a',\n  // about x\n  'x',\n  'b', // about b\n];\n", "const a = [\n  'a',\n  'b', // about b\n];\n"],
    ['last own line, no trailing comma', "const a = [\n  'a',\n  'x'\n];\n", "const a = [\n  'a',\n];\n"],
    ['a comment separated by a blank line stays', "const a = [\n  'a',\n\n  // group\n\n  'x',\n  'b',\n];\n", "const a = [\n  'a',\n\n  // group\n\n  'b',\n];\n"],
    ['odd layout', "const a = [ 'a' ,\n        'x' ,   'b',\n   'c']\n", "const a = [ 'a' ,\n        'b',\n   'c']\n"],
  ])('%s', (_name, input, expected) => {
    expect(run(input, [elementDeleter]).output).toBe(expected);
  });

  test('two transforms in sequence on one tree (one array, then the statement that used it)', () => {
    const input = "async function f() {\n  const list = [\n    'a',\n    'x',\n  ];\n  await drop(list);\n  await keep();\n}\n";
    const { output } = run(input, [elementDeleter, deleter('drop')]);
    expect(output).toBe("async function f() {\n  const list = [\n    'a',\n  ];\n  await keep();\n}\n");
  });
});

describe('printing after a deletion', () => {
  test('a closing brace matched with the deleted loop’s brace keeps the printed indentation', () => {
    const original = 'function f() {\n  a();\n  for (;;) {\n    b();\n  }\n}\n';
    const printed = 'function f() {\n  a();\n}\n';
    expect(keepOriginalLines(original, printed)).toBe(printed);
  });
  test('tab indentation a printer expanded at its own width is kept', () => {
    expect(keepOriginalLines('{\n\ta();\n\tb();\n}\n', '{\n   a();\n}\n')).toBe('{\n\ta();\n}\n');
  });
  test('a removed blank line is slid next to the removal it belongs to', () => {
    const parts = [
      { value: ['a\n'], count: 1 },
      { value: ['x\n'], count: 1, removed: true },
      { value: ['\n'], count: 1 },
      { value: ['\n'], count: 1, removed: true },
      { value: ['b\n'], count: 1 },
    ];
    expect(slideBlankLines(parts).map((p) => [p.removed ? '-' : '=', p.value.join('')])).toEqual([
      ['=', 'a\n'],
      ['-', 'x\n\n'],
      ['=', '\n'],
      ['=', 'b\n'],
    ]);
  });
});

describe('the removed zone settings, several transforms on one tree', () => {
  const { registry } = require('../../transforms') as { registry: Transform[] };
  // The removed settings (cname_flattening moved to the DNS settings: it is not removed, and is left out).
  const settings = registry.filter((t) => t.id.endsWith('-setting') && t.id !== 'cname-flattening-setting');

  test('one preset array loses each removed entry; the mobile_redirect entry is reported', () => {
    expect(settings.map((t) => t.id).sort()).toEqual(['brotli-setting', 'minify-setting', 'mirage-setting', 'mobile-redirect-setting', 'privacy-pass-setting', 'server-side-exclude-setting']);
    const input = [
      "const API = 'https://api.cloudflare.com/client/v4';",
      '',
      'const PRESETS = [',
      "  { id: 'ssl', value: 'full' },",
      "  { id: 'brotli', value: 'on' },",
      "  { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },",
      "  { id: 'privacy_pass', value: 'on' },",
      "  { id: 'mobile_redirect', value: { status: 'on', mobile_subdomain: 'm', strip_uri: false } },",
      "  { id: 'server_side_exclude', value: 'on' },",
      "  { id: 'mirage', value: 'on' },",
      '];',
      '',
      'export async function apply(zone: string) {',
      '  for (const s of PRESETS) {',
      "    await fetch(`${API}/zones/${zone}/settings/${s.id}`, { method: 'PATCH', body: JSON.stringify({ value: s.value }) });",
      '  }',
      '}',
      '',
    ].join('\n');
    const { output, findings } = run(input, settings);
    expect(output).toBe(
      input
        .split('\n')
        .filter((l) => !/'(brotli|minify|privacy_pass|server_side_exclude|mirage)'/.test(l))
        .join('\n')
        .replace('const PRESETS = [', '// cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): create a Single Redirect rule (phase http_request_dynamic_redirect) instead\nconst PRESETS = ['),
    );
    expect(findings).toEqual([expect.stringMatching(/^8: mobile_redirect setting removed .*\n.*http_request_dynamic_redirect\/entrypoint\n[\s\S]*concat\(\\"https:\/\/m\.\\", http\.host, http\.request\.uri\.path\)/)]);
    expect(run(output, settings).output).toBe(output);
  });

  test('a marker one transform left on a statement is printed once after another deletes the statement above it', () => {
    const input = [
      "import Cloudflare from 'cloudflare';",
      'const client = new Cloudflare();',
      'export async function f(zone_id: string) {',
      "  await client.zones.settings.edit('brotli', { zone_id, value: 'on' });",
      "  const m = await client.zones.settings.get('minify', { zone_id });",
      '  console.log(m?.value);',
      '}',
      '',
    ].join('\n');
    const { output, findings } = run(input, settings);
    expect(findings).toEqual([expect.stringMatching(/^5: Auto Minify can no longer be read/)]);
    expect(output.match(/cf-codemod\(minify-setting\)/g)).toHaveLength(1);
    expect(output).toBe(input.replace(/ {2}await client\.zones\.settings\.edit\('brotli'.*\n/, `  // cf-codemod(minify-setting): ${findings[0].slice(3)}\n`));
    expect(run(output, settings).output).toBe(output);
  });

  test('bulk items emptied by two transforms: the call goes with the last entry', () => {
    const input = [
      "import Cloudflare from 'cloudflare';",
      'const cf = new Cloudflare();',
      'export async function f(zone_id: string) {',
      "  await cf.zones.settings.edit({ zone_id, items: [{ id: 'brotli', value: 'on' }, { id: 'minify', value: {} }] });",
      "  await cf.zones.settings.edit('ssl', { zone_id, value: 'full' });",
      '}',
      '',
    ].join('\n');
    const { output, findings } = run(input, settings);
    expect(findings).toEqual([]);
    expect(output).toBe(input.split('\n').filter((l) => !l.includes('items')).join('\n'));
  });
});
