/** How many bytes of a file are looked at to tell text from binary (as git does: the first 8000). */
const SAMPLE = 8000;

/**
 * Why a file's bytes are not read as UTF-8 text, or undefined when they are: a NUL byte among the
 * first 8000 means binary (git's test), except in UTF-16 text, where every ASCII character carries
 * one. UTF-16 is told by its byte-order mark, or without one by NULs in at least half of the byte
 * pairs, all in the same byte of each pair (the high byte of ASCII characters): a file an editor on Windows saved that way is named for
 * what it is, so its owner knows to save it as UTF-8, not called binary.
 */
export function notTextReason(bytes: Buffer): string | undefined {
  const sample = bytes.subarray(0, SAMPLE);
  const utf16 = 'UTF-16 text: only UTF-8 files are read (saved as UTF-8, it would be visited)';
  if (sample.length >= 2 && ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff))) {
    return sample.length >= 4 && sample[0] === 0xff && sample[2] === 0 && sample[3] === 0 ? 'UTF-32 text: only UTF-8 files are read' : utf16;
  }
  if (!sample.includes(0)) return undefined;
  const nuls = [0, 0];
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0 && sample[i + 1] === 0) return 'binary file';
    if (sample[i] === 0) nuls[0]++;
    if (sample[i + 1] === 0) nuls[1]++;
  }
  const pairs = Math.floor(sample.length / 2);
  const oneSide = nuls[0] === 0 || nuls[1] === 0;
  const most = Math.max(nuls[0], nuls[1]);
  // Code and configuration are mostly ASCII: in UTF-16, most pairs carry a NUL.
  return oneSide && most >= 4 && most * 2 >= pairs ? utf16 : 'binary file';
}
