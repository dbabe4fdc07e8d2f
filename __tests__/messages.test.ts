/**
 * Message tables: a finding's text is its message rendered with the report's data, once, in
 * src/messages.ts; an id the transform does not declare or a placeholder left without data fails the
 * transform (an error for the file, never a finding with a half-made text).
 */
import { placeholdersOf, renderMessage, type MessageTable } from '../src/messages';
import { processSource } from '../src/runner/process';
import { defineTransform } from '../src/transform';
import { registry } from '../transforms';
import type { TransformContext } from '../src/types';

/** A report-only transform for these tests, acting on every file. */
const testTransform = <const M extends MessageTable>(id: string, messages: M, run: (ctx: TransformContext<M>) => void) =>
  defineTransform({ id, eol: '2000-01-01', kind: 'report', title: 'test only', replacement: '', triggers: ['x'], anchors: false, explain: '', messages, run }).transform;

const table = { removed: '{{what}} was removed on {{date}}: delete {{what}}', plain: 'no placeholders, {braces} kept' };

test('renders a message with its placeholders filled, every occurrence', () => {
  expect(renderMessage(table, 'removed', { what: 'brotli', date: '2024-08-15' })).toBe('brotli was removed on 2024-08-15: delete brotli');
  expect(renderMessage(table, 'plain')).toBe('no placeholders, {braces} kept');
  // Data is inserted as it is: `$&` and `{{x}}` in a value are not read as patterns or placeholders.
  expect(renderMessage(table, 'removed', { what: '$& {{date}}', date: 'd' })).toBe('$& {{date}} was removed on d: delete $& {{date}}');
});

test('an unknown id or a missing placeholder throws', () => {
  expect(() => renderMessage(table, 'gone')).toThrow('unknown message id "gone"');
  expect(() => renderMessage(table, 'toString')).toThrow('unknown message id "toString"');
  expect(() => renderMessage(table, 'removed', { what: 'x' })).toThrow('message "removed": no data for {{date}}');
});

test('placeholdersOf names each placeholder once, in order', () => {
  expect(placeholdersOf(table.removed)).toEqual(['what', 'date']);
  expect(placeholdersOf(table.plain)).toEqual([]);
});

test('a transform that reports an undeclared id fails on that file, with the reason', () => {
  const t = testTransform('test-undeclared-id', { known: 'known {{name}}' }, (ctx) => {
    const report = ctx.report as (at: unknown, id: string, data?: Record<string, string>) => void;
    report(ctx.root.get(), ctx.file.source.includes('missing') ? 'known' : 'unknown', {});
  });
  const options = { markers: false, config: {}, displayPath: 'a.js' };
  expect(processSource({ input: 'x;', filePath: 'a.js', transforms: [t], options }).error).toBe('test-undeclared-id failed: unknown message id "unknown"');
  expect(processSource({ input: 'x; // missing', filePath: 'a.js', transforms: [t], options }).error).toBe('test-undeclared-id failed: message "known": no data for {{name}}');
});

test('every registered message is a non-empty text whose placeholders are names', () => {
  for (const t of registry) {
    for (const [id, text] of Object.entries(t.messages)) {
      expect([t.id, id, text.trim().length > 0]).toEqual([t.id, id, true]);
      // A `{{` that is not a placeholder would be left in the text as written: none should be.
      expect([t.id, id, (text.match(/\{\{/g) ?? []).length]).toEqual([t.id, id, placeholdersOf(text).reduce((n, p) => n + text.split(`{{${p}}}`).length - 1, 0)]);
    }
  }
});

test("every message's first line, the review marker left in the code alone, ends as a whole sentence, not on a ':' that points at lines it does not carry", () => {
  for (const t of registry) {
    for (const [id, text] of Object.entries(t.messages)) {
      expect([t.id, id, /:\s*$/.test(text.split('\n')[0])]).toEqual([t.id, id, false]);
    }
  }
});

test('the types hold a report to the ids its transform declares and to their placeholders (checked by tsc)', () => {
  const reported: string[] = [];
  const t = testTransform('test-typed-reports', { named: 'named {{name}}', plain: 'plain' }, (ctx) => {
    const at = ctx.root.get();
    ctx.report(at, 'named', { name: 'n' });
    ctx.report(at, 'plain');
    if (reported.length > 0) {
      // @ts-expect-error an id the transform does not declare
      ctx.report(at, 'other');
      // @ts-expect-error a placeholder without data
      ctx.report(at, 'named', {});
      // @ts-expect-error no data at all
      ctx.report(at, 'named');
    }
  });
  const result = processSource({ input: 'x;', filePath: 'a.js', transforms: [t], options: { markers: false, config: {}, displayPath: 'a.js' } });
  reported.push(...result.findings.map((f) => f.message));
  expect(reported).toEqual(['named n', 'plain']);
});
