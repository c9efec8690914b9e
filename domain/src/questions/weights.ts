/**
 * docs/product.md point 5 and docs/design.md section 8: a question part's weight is one of 0.25, 0.5, 0.75 or a whole
 * number from 1 to 10. (The question-type registry joins this folder with the banks.)
 */
export const WEIGHTS: readonly number[] = [0.25, 0.5, 0.75, ...Array.from({ length: 10 }, (_, i) => i + 1)];

export const isWeight = (value: number) => WEIGHTS.includes(value);
