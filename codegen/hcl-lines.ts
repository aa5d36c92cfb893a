/**
 * Where each block and argument of an HCL file starts, for the converter's report (`main.tf:12: ...`): Terraform's
 * JSON form, which the converter reads, has no positions. The file is scanned for its structure only (blocks, their
 * labels, arguments), skipping over expressions, strings, heredocs and comments.
 *
 * Paths: a top-level block by its type and labels joined with dots (`resource.cpln_gvc.main`, `locals`,
 * `provider.akamai`); within a block, `/` then an argument's name or a nested block's type with its index among the
 * blocks of that type (`resource.cpln_gvc.main/load_balancer[0]/dedicated`). A second top-level block of the same
 * path (two `locals` blocks, two `provider "akamai"` blocks) is the path with `#1`, `#2`...
 */
export function hclLines(text: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  try {
    new Scanner(text, lines).body(undefined);
  } catch {
    // A file the scan cannot follow is a file hcl2json refuses too: its blocks have no lines.
  }
  return lines;
}

/** The line of `path` or of its nearest enclosing block or argument that has one. */
export function lineOf(lines: ReadonlyMap<string, number>, path: string): number | undefined {
  let current = path;
  while (true) {
    const line = lines.get(current);
    if (line !== undefined) return line;
    const cut = Math.max(current.lastIndexOf('/'), current.lastIndexOf('['));
    if (cut <= 0) return undefined;
    current = current.slice(0, cut);
  }
}

class Scanner {
  private at = 0;
  private line = 1;

  public constructor(private readonly text: string, private readonly lines: Map<string, number>) {}

  /** Reads the items of a body until its closing brace (or the end of the file, for the top level). */
  public body(path: string | undefined): void {
    const counts = new Map<string, number>();
    while (true) {
      this.skipSpace(true);
      if (this.at >= this.text.length) return;
      if (this.text[this.at] === '}') {
        this.advance();
        return;
      }
      const line = this.line;
      const name = this.identifier();
      if (name === undefined) throw new Error(`line ${this.line}: expected a name`);
      this.skipSpace(false);
      if (this.text[this.at] === '=' && this.text[this.at + 1] !== '=') {
        this.advance();
        this.lines.set(path === undefined ? name : `${path}/${name}`, line);
        this.expression();
        continue;
      }
      const labels: string[] = [];
      while (this.text[this.at] !== '{') {
        if (this.text[this.at] === '"') labels.push(this.quoted());
        else {
          const label = this.identifier();
          if (label === undefined) throw new Error(`line ${this.line}: expected a block label or "{"`);
          labels.push(label);
        }
        this.skipSpace(false);
      }
      this.advance();
      let blockPath: string;
      if (path === undefined) {
        const base = [name, ...labels].join('.');
        const seen = counts.get(base) ?? 0;
        counts.set(base, seen + 1);
        blockPath = seen === 0 ? base : `${base}#${seen}`;
      } else {
        const base = `${path}/${[name, ...labels].join('.')}`;
        const seen = counts.get(base) ?? 0;
        counts.set(base, seen + 1);
        blockPath = `${base}[${seen}]`;
      }
      this.lines.set(blockPath, line);
      this.body(blockPath);
    }
  }

  /** Skips an argument's expression: up to a newline (or a closing brace) outside brackets. */
  private expression(): void {
    let depth = 0;
    while (this.at < this.text.length) {
      const c = this.text[this.at];
      if (c === '\n' && depth === 0) return;
      if (c === '}' && depth === 0) return;
      if (c === '"') {
        this.quoted();
        continue;
      }
      if (c === '<' && this.text[this.at + 1] === '<' && this.heredoc()) continue;
      if (c === '#' || (c === '/' && this.text[this.at + 1] === '/')) {
        while (this.at < this.text.length && this.text[this.at] !== '\n') this.advance();
        continue;
      }
      if (c === '/' && this.text[this.at + 1] === '*') {
        this.blockComment();
        continue;
      }
      if (c === '(' || c === '[' || c === '{') depth++;
      if (c === ')' || c === ']' || c === '}') depth--;
      this.advance();
    }
  }

  /** Skips a quoted string (with its interpolations) and returns its text as written. */
  private quoted(): string {
    const start = this.at;
    this.advance();
    let depth = 0;
    while (this.at < this.text.length) {
      const c = this.text[this.at];
      if (c === '\\') {
        this.advance();
        this.advance();
        continue;
      }
      if (depth === 0 && c === '"') {
        this.advance();
        return this.text.slice(start + 1, this.at - 1);
      }
      if ((c === '$' || c === '%') && this.text[this.at + 1] === '{') {
        depth++;
        this.advance();
        this.advance();
        continue;
      }
      if (depth > 0 && c === '"') {
        this.quoted();
        continue;
      }
      if (depth > 0 && c === '{') depth++;
      if (depth > 0 && c === '}') depth--;
      this.advance();
    }
    throw new Error('unterminated string');
  }

  /** Skips a heredoc starting here; false when `<<` does not start one. */
  private heredoc(): boolean {
    const match = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)\r?\n/.exec(this.text.slice(this.at, this.at + 200));
    if (!match) return false;
    for (let i = 0; i < match[0].length; i++) this.advance();
    const close = new RegExp(`^[ \\t]*${match[1]}[ \\t]*$`);
    while (this.at < this.text.length) {
      const end = this.text.indexOf('\n', this.at);
      const lineText = this.text.slice(this.at, end < 0 ? this.text.length : end);
      const done = close.test(lineText.replace(/\r$/, ''));
      for (let i = 0; i < lineText.length; i++) this.advance();
      if (done) return true;
      if (end >= 0) this.advance();
    }
    throw new Error('unterminated heredoc');
  }

  private blockComment(): void {
    const end = this.text.indexOf('*/', this.at + 2);
    const stop = end < 0 ? this.text.length : end + 2;
    while (this.at < stop) this.advance();
  }

  private identifier(): string | undefined {
    const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.text.slice(this.at, this.at + 256));
    if (!match) return undefined;
    for (let i = 0; i < match[0].length; i++) this.advance();
    return match[0];
  }

  /** Skips spaces and comments, and newlines too when `newlines`. */
  private skipSpace(newlines: boolean): void {
    while (this.at < this.text.length) {
      const c = this.text[this.at];
      if (c === ' ' || c === '\t' || c === '\r' || (newlines && c === '\n') || c === '\uFEFF') this.advance();
      else if (newlines && (c === '#' || (c === '/' && this.text[this.at + 1] === '/'))) {
        while (this.at < this.text.length && this.text[this.at] !== '\n') this.advance();
      } else if (c === '/' && this.text[this.at + 1] === '*') this.blockComment();
      else return;
    }
  }

  private advance(): void {
    if (this.text[this.at] === '\n') this.line++;
    this.at++;
  }
}
