/**
 * The opening gate of a run reads each file's bytes and decodes only those its words are in
 * (src/runner/word-bytes.ts, issue 31). These tests hold the byte test to the text test it stands for:
 * the same answer on every fixture file, on generated texts and next to malformed UTF-8; and the gate
 * itself to the transforms: every fixture a transform changes or reports on passes it.
 */
import * as fs from 'fs';
import * as path from 'path';
import { registry } from '../transforms';
import { bytesHoldingAny } from '../src/runner/word-bytes';
import { candidates, textSupportFor } from '../src/runner/prefilter';
import { indexGates } from '../src/runner/run-index';
import { knownOptions, validateConfig } from '../src/runner/config';
import type { UserConfig } from '../src/types';
import { caseConfig } from './helpers/case-config';

const FIXTURES = path.join(__dirname, '..', '__testfixtures__');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** A small deterministic generator (no test depends on chance). */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describe('bytesHoldingAny', () => {
  test('gives includes() answers on generated texts, the words at the edges, overlapping and cut short', () => {
    const words = ['cloudflare', 'locked', 'zone_id', 'CF_API_KEY', 'X-Auth-Key', 'ransfer-Encoding', 'lockedness'];
    const has = bytesHoldingAny(words)!;
    const next = random(7);
    // Pieces made of the words' own characters, so that the skip is stopped often.
    const pieces = [...words, ...words.map((w) => w.slice(0, -1)), ...words.map((w) => w.slice(1)), 'lo', 'ck', 'ed', 'zone', '_', ' ', '\n', 'é', '\t', 'cloud', 'flare'];
    let holding = 0;
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const n = Math.floor(next() * 12);
      for (let k = 0; k < n; k++) text += pieces[Math.floor(next() * pieces.length)];
      const expected = words.some((w) => text.includes(w));
      if (expected) holding++;
      expect([text, has(Buffer.from(text, 'utf8'))]).toEqual([text, expected]);
    }
    expect(holding).toBeGreaterThan(300);
    expect(holding).toBeLessThan(2700);
  });

  test('finds a word at the very start and end, and not one cut by the end', () => {
    const has = bytesHoldingAny(['zone_id', 'cloudflare'])!;
    expect(has(Buffer.from('zone_id'))).toBe(true);
    expect(has(Buffer.from('x = cloudflare'))).toBe(true);
    expect(has(Buffer.from('x = cloudflar'))).toBe(false);
    expect(has(Buffer.from('one_id zone_i'))).toBe(false);
    expect(has(Buffer.from(''))).toBe(false);
  });

  test('an ASCII word is in the bytes exactly when it is in the decoded text, next to malformed sequences too', () => {
    const has = bytesHoldingAny(['locked', 'cloudflare'])!;
    const malformed = [[0xc3], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xff], [0xed, 0xa0, 0x80], [0x80], [0xef, 0xbb, 0xbf]];
    for (const before of malformed) {
      for (const after of malformed) {
        const bytes = Buffer.concat([Buffer.from(before), Buffer.from('locked'), Buffer.from(after)]);
        expect([bytes.toString('hex'), has(bytes)]).toEqual([bytes.toString('hex'), bytes.toString('utf8').includes('locked')]);
        const cut = Buffer.concat([Buffer.from('lock'), Buffer.from(before), Buffer.from('ed')]);
        expect([cut.toString('hex'), has(cut)]).toEqual([cut.toString('hex'), cut.toString('utf8').includes('locked')]);
      }
    }
  });

  test('finds words longer than a byte of skip can hold', () => {
    const long = 'x'.repeat(150) + 'api.cloudflare.com' + 'y'.repeat(150);
    const has = bytesHoldingAny([long])!;
    expect(has(Buffer.from(`const a = 1;\n${long}\n`))).toBe(true);
    expect(has(Buffer.from(`const a = 1;\n${long.slice(1)}\n`.repeat(3)))).toBe(false);
  });

  test('leaves to the text a word that is not ASCII or is too short', () => {
    expect(bytesHoldingAny(['cloudflare', 'zoné_id'])).toBeUndefined();
    expect(bytesHoldingAny(['cloudflare', 'ttl'])).toBeUndefined();
    expect(bytesHoldingAny([])).toBeUndefined();
  });
});

describe("the run's gates on the fixture corpus", () => {
  const files = filesUnder(FIXTURES).filter((f) => !f.endsWith('.json') || f.endsWith('.input.json') || f.endsWith('.output.json'));

  test.each([
    ['without waivers', false],
    ['with waivers', true],
  ])('the bytes and the text give the same answer on every fixture file (%s)', (_name, checkWaivers) => {
    const gates = indexGates(registry, {}, checkWaivers);
    let passed = 0;
    for (const gate of [gates.opening, gates.anchored()]) {
      expect(gate.bytes).toBeDefined();
      for (const file of files) {
        const bytes = fs.readFileSync(file);
        const text = bytes.toString('utf8');
        const answer = gate.text(text);
        if (answer) passed++;
        expect([file, gate.bytes!(bytes)]).toEqual([file, answer]);
      }
    }
    expect(passed).toBeGreaterThan(files.length / 2);
  });

  test('every fixture a transform is due for, changes or reports on passes the gate its run would ask', () => {
    const missed: string[] = [];
    let asked = 0;
    for (const t of registry) {
      const dir = path.join(FIXTURES, t.id);
      for (const input of fs.readdirSync(dir).filter((f) => /\.input\.[^.]+$/.test(f))) {
        if (textSupportFor(input, t)) continue; // text files are not code: the index's gate does not see them
        const name = input.replace(/\.input\.[^.]+$/, '');
        const inDir = (f: string) => path.join(dir, f);
        const output = inDir(input.replace('.input.', '.output.'));
        const bytes = fs.readFileSync(inDir(input));
        const text = bytes.toString('utf8');
        const acts = (fs.existsSync(output) && fs.readFileSync(output, 'utf8') !== text) || fs.existsSync(inDir(`${name}.findings.json`));
        const configFile = inDir(`${name}.config.json`);
        const { anchoring, given } = caseConfig(fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {}, configFile);
        const config: UserConfig = validateConfig(given, configFile, knownOptions([t]));
        if (!acts && candidates(text, [t], config).length === 0) continue;
        const gates = indexGates(registry, config, true);
        // A case run as in an anchored project is asked by the anchored gate; any other, by the opening one.
        const gate = anchoring ? gates.anchored() : gates.opening;
        asked++;
        if (!gate.text(text) || gate.bytes?.(bytes) === false) missed.push(`${t.id}/${input}`);
      }
    }
    expect(missed).toEqual([]);
    expect(asked).toBeGreaterThan(500);
  });
});
