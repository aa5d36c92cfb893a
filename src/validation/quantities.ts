/**
 * Kubernetes quantities, as Control Plane reads CPU and memory (`500m`, `2`, `1.5`, `128Mi`, `1G`, `1e3`): a
 * decimal number and a suffix, `m` (thousandths), the decimal `k M G T P E` or the binary `Ki Mi Gi Ti Pi Ei`.
 */
const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$/;

const FACTORS: Record<string, number> = {
  '': 1, 'm': 1e-3, 'k': 1e3, 'M': 1e6, 'G': 1e9, 'T': 1e12, 'P': 1e15, 'E': 1e18,
  'Ki': 2 ** 10, 'Mi': 2 ** 20, 'Gi': 2 ** 30, 'Ti': 2 ** 40, 'Pi': 2 ** 50, 'Ei': 2 ** 60,
};

/** The amount a quantity stands for (cores for CPU, bytes for memory), or undefined when it is not a quantity. */
export function quantityValue(text: string): number | undefined {
  const match = QUANTITY.exec(text.trim());
  return match === null ? undefined : Number(match[1]) * FACTORS[match[2] ?? ''];
}

/**
 * An amount written with a quantity's suffix (`400Mi` for bytes beside `1Gi`, `250m` beside `500m`), rounded to what
 * the suffix shows.
 */
export function inUnitOf(amount: number, like: string): string {
  const suffix = QUANTITY.exec(like.trim())?.[2] ?? '';
  const number = amount / FACTORS[suffix];
  return `${Number.isInteger(number) ? number : Number(number.toFixed(2))}${suffix}`;
}
