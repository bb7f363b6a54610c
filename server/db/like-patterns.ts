/** LIKE/ILIKE patterns from user text: `%`, `_` and `\` in the text match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
