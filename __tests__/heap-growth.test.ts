import { boundHeapGrowth } from '../src/cli/heap-growth';

// The CLI bounds V8's heap growth (docs/performance.md, "Stop 40: dense peak memory") unless Node
// was started with its own figure, on its command line or in NODE_OPTIONS, in either spelling.
describe('boundHeapGrowth', () => {
  it('leaves a figure given on the command line alone', () => {
    expect(boundHeapGrowth(['--heap-growing-percent=300'], '')).toBe(false);
    expect(boundHeapGrowth(['--max-old-space-size=512', '--heap_growing_percent=50'], '')).toBe(false);
  });

  it('leaves a figure given in NODE_OPTIONS alone', () => {
    expect(boundHeapGrowth([], '--max-old-space-size=512 --heap-growing-percent=300')).toBe(false);
  });

  it('sets its own figure otherwise', () => {
    expect(boundHeapGrowth(['--max-old-space-size=512'], '--enable-source-maps')).toBe(true);
  });
});
