/** A LIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export const likeContaining = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
