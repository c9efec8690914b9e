/**
 * The one clock of the backend's rows. A column that defaults to "now" takes it from the server's clock when
 * drizzle inserts the row, not from the database's now(): the instant a command compares with (a deadline, an
 * expiry, the twelve months of the statistics) and the instant it wrote then come from the same clock, which
 * the tests fix (docs/testing.md, "Time in tests"). The SQL default stays for rows written outside drizzle.
 */
export const serverNow = () => new Date();
