/**
 * The text of one generated file, written line by line at an indentation: the emitter's only way to write
 * (no template of another tool's output is edited).
 */
export class Code {
  private readonly lines: string[] = [];
  private depth = 0;
  private imports: number | undefined;

  /** A line at the current indentation; an empty line has no indentation. */
  public line(text = ''): void {
    this.lines.push(text === '' ? '' : `${'  '.repeat(this.depth)}${text}`);
  }

  /** `text {`, then one level in. */
  public openBlock(text: string): void {
    this.open(`${text} {`);
  }

  /** One level out, then `}` and what follows it. */
  public closeBlock(after = ''): void {
    this.close(`}${after}`);
  }

  /** A line, then one level in. */
  public open(text: string): void {
    this.line(text);
    this.depth++;
  }

  /** One level out, then a line. */
  public close(text: string): void {
    this.depth--;
    this.line(text);
  }

  /**
   * A documentation comment: each entry one or more lines (`''` an empty one). A `*\/` in the text becomes
   * `* /`, with a closing note that says so.
   */
  public doc(...entries: string[]): void {
    this.line('/**');
    let escaped = false;
    for (const entry of entries) {
      const safe = entry.replace(/\*\//g, '* /');
      escaped ||= safe !== entry;
      if (safe === '') this.line('*');
      else for (const part of safe.split('\n')) this.line(`* ${part}`);
    }
    if (escaped) {
      this.line(' *');
      this.line('* Note: The above comment contained a comment block ending sequence (* followed by /). We have introduced a space between to prevent syntax errors. Please ignore the space.');
    }
    this.line('*/');
  }

  /** Marks where the file's runtime imports go, known once the whole file is written. */
  public importsHere(): void {
    this.imports = this.lines.length;
  }

  /** The file's text, with `imports` where they were marked. */
  public text(imports: readonly string[] = []): string {
    const lines = this.imports === undefined
      ? this.lines
      : [...this.lines.slice(0, this.imports), ...imports, ...this.lines.slice(this.imports)];
    return `${lines.join('\n')}\n`;
  }
}
