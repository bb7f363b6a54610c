/**
 * The composer's @mentions: the word being typed after an "@" (at the caret), the members it may
 * mean, the text once one is picked, and at sending the members whose "@Name" is still in the text.
 */
export interface MentionQuery {
  /** Where the "@" is. */
  start: number;
  query: string;
}

/** The mention being typed at the caret, if any ("@" at the start or after a space, up to the caret). */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Members whose first or last name (or full name) starts with the query, at most `limit`. */
export function mentionCandidates<T extends { userId: string; name: string }>(
  members: readonly T[],
  query: string,
  exceptUserId: string,
  limit = 8,
): T[] {
  const q = query.toLowerCase();
  return members
    .filter((m) => m.userId !== exceptUserId)
    .filter((m) => {
      const name = m.name.toLowerCase();
      return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, limit);
}

/** The text with the typed "@query" replaced by "@Full Name ", and where the caret goes. */
export function insertMention(text: string, caret: number, at: MentionQuery, name: string) {
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}

/** The picked members still mentioned in the text. */
export function mentionedIds(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}
