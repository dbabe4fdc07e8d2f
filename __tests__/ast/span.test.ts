import { holderIndex } from '../../src/ast/span';

const item = (start: number, end: number) => ({ type: 'ExpressionStatement', start, end });
const built = { type: 'ExpressionStatement' };

describe('holderIndex', () => {
  const statements = Array.from({ length: 40 }, (_, i) => item(i * 10, i * 10 + 8));

  it('finds the statement that holds a span in a long list, as a scan from the start does', () => {
    for (const [i, s] of statements.entries()) {
      expect(holderIndex(statements, { start: s.start + 2, end: s.end - 1 })).toBe(i);
    }
  });

  it('gives -1 for a span between statements or outside them', () => {
    expect(holderIndex(statements, { start: 8, end: 11 })).toBe(-1);
    expect(holderIndex(statements, { start: 1000, end: 1001 })).toBe(-1);
  });

  it('steps over statements built in code, which have no offsets', () => {
    const mixed = statements.flatMap((s, i) => (i % 3 === 0 ? [built, built, s] : [s]));
    const target = statements[25];
    expect(mixed[holderIndex(mixed, { start: target.start, end: target.end })]).toBe(target);
  });

  it('falls back to the first holder when an edit put statements out of order', () => {
    const moved = [...statements.slice(20), ...statements.slice(0, 20)];
    const target = statements[3];
    expect(moved[holderIndex(moved, { start: target.start + 1, end: target.end })]).toBe(target);
  });

  it('scans a short list from its start', () => {
    const short = [item(0, 20), item(5, 10)];
    expect(holderIndex(short, { start: 6, end: 8 })).toBe(0);
  });
});
