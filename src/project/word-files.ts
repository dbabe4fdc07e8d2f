import type { ModuleResolver } from './resolve';
import { namesRunModule } from './unlinked-files';
import { wordScanner } from '../word-scan';

/**
 * Characters of the run's texts the declarations hold once read (see WordFiles): the sparse tree of
 * the bench is about 10 MB; a larger tree reads the texts past this again for each word, as before.
 */
const HOLD_CHARS = 16 * 1024 * 1024;

/**
 * The run's files whose text holds a word and names a module of the run (see Declarations.importers
 * and reexportedAs), for one run and thread. Each new word used to read every file that names a module
 * of the run again (srv-data-to-name asks one word per exported name: 17 reads of the bench's sparse
 * tree, 13% of its run with the index); the texts are now held once read, up to HOLD_CHARS, and whether
 * a file names a module of the run is judged only for a file holding the word, or one whose text is not
 * held (it is then not read again for the next word when it names none). A caller about to ask several
 * words says so first (`prepare`): one scan of each text finds them all (a regular expression of the
 * words, src/word-scan.ts), where an `includes` scan per word took 17 scans of the sparse tree's 8.7 MB
 * of text (about a sixth of that run's processor time, the largest cost the index added to it).
 */
export class WordFiles {
  private readonly holding = new Map<string, string[]>();
  /** By file: whether its text names a module of the run. */
  private readonly linked = new Map<string, boolean>();
  private readonly texts = new Map<string, string>();
  private size = 0;
  private allLinked?: string[];

  constructor(
    private readonly files: readonly string[],
    private readonly resolver: ModuleResolver,
    /** A file's text (the run's reader); undefined when it cannot be read. */
    private readonly read: (file: string) => string | undefined,
    /** Whether the project index found the file naming no module of the run, unchanged since (unlinked-files.ts): it is then not read. */
    private readonly knownUnlinked: (file: string) => boolean = () => false,
    /** The text the project index read of a file and its verdict on it, unchanged since (unlinked-files.ts): then neither read nor judged again. */
    private readonly indexText: (file: string) => { text: string; links: boolean } | undefined = () => undefined,
  ) {}

  /** A file's text: held since its first read, or read (and held while the budget allows). */
  text(file: string): string | undefined {
    const held = this.texts.get(file);
    if (held !== undefined) return held;
    const judged = this.indexText(file);
    if (judged) this.linked.set(file, judged.links);
    const text = judged?.text ?? this.read(file);
    if (text !== undefined && this.size + text.length <= HOLD_CHARS) {
      this.texts.set(file, text);
      this.size += text.length;
    }
    return text;
  }

  /** Finds the files holding each of `words` (see filesHolding) in one scan of each text, for the questions that follow. */
  prepare(words: readonly string[]): void {
    const fresh = [...new Set(words)].filter((w) => w !== '' && !this.holding.has(w));
    if (fresh.length < 2) return;
    const scan = wordScanner(fresh);
    const lists = new Map(fresh.map((w) => [w, [] as string[]]));
    for (const file of this.files) {
      if (this.unlinked(file)) continue;
      const text = this.text(file);
      if (text === undefined) continue;
      const found = scan(text);
      if (found.size === 0 && this.texts.has(file)) continue;
      if (!this.links(file, text)) continue;
      for (const w of found) lists.get(w)!.push(file);
    }
    for (const [w, files] of lists) this.holding.set(w, files);
  }

  /** The files whose text names a module of the run, in the run's order. */
  linkedFiles(): string[] {
    return (this.allLinked ??= this.files.filter((file) => {
      const text = this.unlinked(file) ? undefined : this.text(file);
      return text !== undefined && this.links(file, text);
    }));
  }

  /** The files whose text holds `word` and names a module of the run, in the run's order. */
  filesHolding(word: string): string[] {
    let files = this.holding.get(word);
    if (!files) {
      files = this.files.filter((file) => {
        if (this.unlinked(file)) return false;
        const text = this.text(file);
        if (text === undefined) return false;
        if (!text.includes(word) && this.texts.has(file)) return false;
        return this.links(file, text) && text.includes(word);
      });
      this.holding.set(word, files);
    }
    return files;
  }

  private links(file: string, text: string): boolean {
    let links = this.linked.get(file);
    if (links === undefined) this.linked.set(file, (links = namesRunModule(file, text, this.resolver)));
    return links;
  }

  /** Whether the file is known to name no module of the run: judged so here, or by the index (then it is not read). */
  private unlinked(file: string): boolean {
    const links = this.linked.get(file);
    if (links !== undefined) return !links;
    if (!this.knownUnlinked(file)) return false;
    this.linked.set(file, false);
    return true;
  }
}
