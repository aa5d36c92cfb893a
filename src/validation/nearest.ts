/**
 * The known name closest to a misspelt one: the same after `normalize` (for example camelCase turned
 * snake_case), a plural or singular, or within two edits.
 */
export function nearest(
  name: string,
  known: readonly string[],
  normalize: (name: string) => string = (n) => n,
): string | undefined {
  const wanted = normalize(name);
  const candidates = [wanted, wanted.replace(/s$/, ''), wanted.replace(/es$/, ''), `${wanted}s`, wanted.replace(/y$/, 'ies'), wanted.replace(/ies$/, 'y')];
  const direct = known.find((k) => candidates.includes(k));
  if (direct) return direct;
  const longer = known.filter((k) => k.startsWith(wanted)).sort((a, b) => a.length - b.length)[0];
  if (longer && wanted.length >= 3) return longer;
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = distance(wanted.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length];
}
