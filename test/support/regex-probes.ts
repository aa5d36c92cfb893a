/**
 * Strings built from a regular expression's own structure, to tell it apart from a transcription that differs:
 * strings it matches, covering every alternative, every class range's ends and each repetition's least and
 * greatest counts (one part varied at a time), and near misses of each (a character dropped or added at either
 * end, the case changed). Reads the syntax the scanned Go patterns use: groups (`(?:` too), `|`, classes with
 * ranges and negation, `.`, escapes (`\d`, `\w`, `\s`, `\S`, escaped punctuation), `^`, `$`, `*`, `+`, `?`
 * and `{n}`, `{n,}`, `{n,m}`.
 */

type Part = { alt: Part[][] } | { chars: string[] } | { repeat: Part; min: number; max: number } | { empty: true };

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const CLASS_ESCAPES: Record<string, (c: string) => boolean> = {
  d: (c) => /[0-9]/.test(c),
  w: (c) => /\w/.test(c),
  s: (c) => /\s/.test(c),
  S: (c) => /\S/.test(c),
  D: (c) => /[^0-9]/.test(c),
};

/** Representatives of a set of characters given as a test: the first and last printable one of each run. */
function representatives(test: (c: string) => boolean): string[] {
  const out: string[] = [];
  PRINTABLE.forEach((c, i) => {
    if (test(c) && (!test(PRINTABLE[i - 1] ?? '') || !test(PRINTABLE[i + 1] ?? ''))) out.push(c);
  });
  return out;
}

function parse(source: string): Part {
  let i = 0;
  const alternatives = (): Part => {
    const alt: Part[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        i++;
        alt.push([]);
        continue;
      }
      alt[alt.length - 1].push(quantified(atom()));
    }
    return { alt };
  };
  const quantified = (part: Part): Part => {
    const c = source[i];
    if (c === '*' || c === '+' || c === '?') {
      i++;
      if (source[i] === '?') i++;
      return { repeat: part, min: c === '+' ? 1 : 0, max: c === '?' ? 1 : 3 };
    }
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!braces) return part;
    i += braces[0].length;
    const min = Number(braces[1]);
    return { repeat: part, min, max: braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + 3 };
  };
  const escaped = (c: string): Part =>
    (CLASS_ESCAPES[c] ? { chars: representatives(CLASS_ESCAPES[c]) } : { chars: [c] });
  const atom = (): Part => {
    const c = source[i++];
    if (c === '^' || c === '$') return { empty: true };
    if (c === '.') return { chars: ['x', '.'] };
    if (c === '\\') return escaped(source[i++]);
    if (c === '(') {
      if (source.startsWith('?:', i)) i += 2;
      const group = alternatives();
      i++;
      return group;
    }
    if (c === '[') return charClass();
    return { chars: [c] };
  };
  const charClass = (): Part => {
    const negated = source[i] === '^';
    if (negated) i++;
    const tests: Array<(c: string) => boolean> = [];
    let first = true;
    while (source[i] !== ']' || first) {
      first = false;
      let c = source[i++];
      if (c === '\\') {
        const e = source[i++];
        if (CLASS_ESCAPES[e]) {
          tests.push(CLASS_ESCAPES[e]);
          continue;
        }
        c = e;
      }
      if (source[i] === '-' && source[i + 1] !== ']') {
        let end = source[i + 1];
        i += 2;
        if (end === '\\') end = source[i++];
        tests.push((x) => x >= c && x <= end);
      } else tests.push((x) => x === c);
    }
    i++;
    const inClass = (x: string) => tests.some((t) => t(x));
    return { chars: representatives(negated ? (x) => !inClass(x) : inClass) };
  };
  return alternatives();
}

/** Strings the part matches: the first of each part, then each part's others in turn. */
function examples(part: Part): string[] {
  if ('empty' in part) return [''];
  if ('chars' in part) return part.chars;
  if ('repeat' in part) {
    const inner = examples(part.repeat);
    const counts = [...new Set([part.min, Math.max(part.min, 1), part.max])];
    return [...new Set(counts.flatMap((n) => inner.map((s) => s.repeat(n))))];
  }
  return [...new Set(part.alt.flatMap((sequence) => {
    const each = sequence.map(examples);
    const base = each.map((e) => e[0]);
    const varied = each.flatMap((e, k) => e.slice(1).map((s) => [...base.slice(0, k), s, ...base.slice(k + 1)].join('')));
    return [base.join(''), ...varied];
  }))];
}

/** Strings that tell a pattern apart from one that differs (see above); `(?i)` is read as a flag. */
export function regexProbes(source: string): string[] {
  const matched = examples(parse(source.replace(/^\(\?i\)/, '')));
  const near = matched.flatMap((s) => [s.slice(1), s.slice(0, -1), `${s}!`, `!${s}`, s.toUpperCase(), s.toLowerCase()]);
  return [...new Set([...matched, ...near])];
}
