/** The composer's @mentions and the typing line: pure rules. */
import { describe, expect, it } from 'vitest';
import { linksInText } from '../../../src/domain/communications';
import { typingText } from '../../../src/machines/communications/channel.logic';
import {
  insertMention,
  mentionAt,
  mentionCandidates,
  mentionedIds,
} from '../../../src/components/communications/mentions';

const members = [
  { userId: 'a', name: 'Alex Morgan' },
  { userId: 'm', name: 'Maria Lopez' },
  { userId: 'w', name: 'Walt Hughes' },
];

describe('mentions', () => {
  it('find the word typed after an @ at the caret, at the start or after a space only', () => {
    expect(mentionAt('@ma', 3)).toEqual({ start: 0, query: 'ma' });
    expect(mentionAt('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(mentionAt('mail me@home', 12)).toBeNull();
    expect(mentionAt('@maria lo', 9)).toBeNull();
  });

  it('offer members by first or last name, never the writer', () => {
    expect(mentionCandidates(members, 'lo', 'a').map((m) => m.userId)).toEqual(['m']);
    expect(mentionCandidates(members, '', 'a').map((m) => m.userId)).toEqual(['m', 'w']);
    expect(mentionCandidates(members, 'MOR', 'w').map((m) => m.userId)).toEqual(['a']);
  });

  it('insert the full name and keep only those still in the text when sending', () => {
    const at = mentionAt('hey @wa and more', 7)!;
    expect(insertMention('hey @wa and more', 7, at, 'Walt Hughes')).toEqual({
      text: 'hey @Walt Hughes  and more',
      caret: 17,
    });
    const picked = new Map([
      ['w', 'Walt Hughes'],
      ['m', 'Maria Lopez'],
    ]);
    expect(mentionedIds('@Walt Hughes can you check?', picked)).toEqual(['w']);
  });
});

describe('document links in a message', () => {
  it('are found from pasted app URLs and paths, once each', () => {
    const text =
      'See http://localhost:3000/warehouses/purchaseOrders/view/12 and /support/tickets/view/4, again /warehouses/purchaseOrders/view/12; order /orders/details/99';
    expect(linksInText(text)).toEqual([
      { type: 'purchase_order', id: 12 },
      { type: 'ticket', id: 4 },
      { type: 'order', id: 99 },
    ]);
  });
});

describe('the typing line', () => {
  const entry = (name: string) => ({ name, until: 0 });
  it('names one or two typists and counts more, leaving out the user', () => {
    expect(typingText({}, 'me')).toBeNull();
    expect(typingText({ me: entry('Me Myself') }, 'me')).toBeNull();
    expect(typingText({ w: entry('Walt Hughes') }, 'me')).toBe('Walt is typing…');
    expect(typingText({ w: entry('Walt Hughes'), m: entry('Maria Lopez') }, 'me')).toBe(
      'Walt and Maria are typing…',
    );
    expect(typingText({ w: entry('W X'), m: entry('M Y'), n: entry('N Z') }, 'me')).toBe(
      '3 people are typing…',
    );
  });
});
