import { BAND_MAX, BAND_MIN } from '@lms/domain';

/** Every band an examiner may give: 0 to 9 in half bands (the selects of the marking page). */
export const BAND_CHOICES: number[] = Array.from(
  { length: (BAND_MAX - BAND_MIN) * 2 + 1 },
  (_, i) => BAND_MIN + i / 2,
);

/** A band as IELTS prints it: always one decimal (6.0, 6.5). */
export const formatBand = (band: number | null | undefined) =>
  band === null || band === undefined ? '–' : band.toFixed(1);
