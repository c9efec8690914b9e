/**
 * docs/design.md section 10: IELTS bands. A skill band is 0 to 9 in half bands; the overall band is the mean of
 * the four skills rounded to the nearest half band, a mean ending in .25 rounding up to .5 and one ending in
 * .75 up to the next whole band (the published IELTS rule).
 */
export const BAND_MIN = 0;
export const BAND_MAX = 9;

export const isBand = (value: number) =>
  Number.isFinite(value) && value >= BAND_MIN && value <= BAND_MAX && Number.isInteger(value * 2);

export function overallBand(skills: readonly [number, number, number, number]): number {
  if (!skills.every(isBand)) throw new RangeError('a skill band is 0 to 9 in half bands');
  const mean = skills.reduce((a, b) => a + b, 0) / 4;
  // Means are multiples of 0.125; work in eighths to round without floating-point surprises.
  const eighths = Math.round(mean * 8);
  const whole = Math.floor(eighths / 8);
  const rest = eighths - whole * 8; // 0..7 eighths
  if (rest < 2) return whole; // .0, .125
  if (rest < 6) return whole + 0.5; // .25 .. .625
  return whole + 1; // .75, .875
}
