/** Mean of the values, one decimal; null when there are none (the class overview's figures). */
export function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}
