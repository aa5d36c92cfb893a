/**
 * The line of each value of a JSON text, by its JSON pointer (`/rules/children/0/behaviors/2`): a rule tree's
 * converter reports what it could not convert at its line (JSON.parse keeps no positions).
 */
export function jsonLines(text: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at])) {
      if (text[at] === '\n') line++;
      at++;
    }
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (pointer: string): void => {
    skip();
    lines.set(pointer, line);
    const c = text[at];
    if (c === '{') {
      at++;
      skip();
      if (text[at] === '}') {
        at++;
        return;
      }
      while (at < text.length) {
        skip();
        const key = string();
        skip();
        at++; // :
        value(`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        skip();
        if (text[at++] === '}') return;
      }
    } else if (c === '[') {
      at++;
      skip();
      if (text[at] === ']') {
        at++;
        return;
      }
      for (let index = 0; at < text.length; index++) {
        value(`${pointer}/${index}`);
        skip();
        if (text[at++] === ']') return;
      }
    } else if (c === '"') {
      string();
    } else {
      while (at < text.length && /[^,\]}\s]/.test(text[at])) at++;
    }
  };
  value('');
  return lines;
}
