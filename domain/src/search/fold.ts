/**
 * Search ignores case and Vietnamese marks: "nguyen" finds "Nguyễn", "toi 2-4-6" finds "Tối 2-4-6".
 *
 * One rule, written twice on purpose: here for the search terms (and the web's highlighting), and as the SQL
 * function `lms_search_fold` (backend/drizzle/0004_search_fold.sql) that fills the stored `search_text` columns.
 * A backend test checks on both databases that the two agree on every Vietnamese letter.
 *
 * The rule: decompose (NFD), drop the combining marks U+0300 to U+036F (tones, breve, circumflex, horn),
 * fold đ/Đ to d, and lower-case A to Z. Only ASCII letters change case, because PostgreSQL's `lower()`
 * follows the database's locale and PGlite's is "C": a locale-free rule gives the same text on both.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}
