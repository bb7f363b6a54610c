/** A message's text with its mentions highlighted, and the documents it links to as links. */
import { Fragment } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { linkPath, type ChannelMember, type ChannelMessage } from '../../domain/communications';
import { ui } from '../ui/styles';

const styles = {
  body: css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  mention: css({ bg: 'accent.subtle', color: 'accent', fontWeight: 'medium', borderRadius: 'sm', px: '0.5' }),
  links: ui.chipRow,
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    h: '6',
    fontSize: '12px',
    fontWeight: 'medium',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
    bg: 'surface',
    color: 'accent',
    textDecoration: 'none',
    _hover: { borderColor: 'accent' },
  }),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut around each "@Name" of a mentioned member. */
function pieces(body: string, names: string[]): { text: string; mention: boolean }[] {
  if (names.length === 0) return [{ text: body, mention: false }];
  const pattern = new RegExp(`(@(?:${names.map(escape).join('|')}))`, 'g');
  return body
    .split(pattern)
    .filter(Boolean)
    .map((text) => ({ text, mention: text.startsWith('@') && names.includes(text.slice(1)) }));
}

export function MessageBody({
  message,
  members,
}: {
  message: ChannelMessage;
  members: readonly ChannelMember[];
}) {
  const names = members.filter((m) => message.mentions.includes(m.userId)).map((m) => m.name);
  return (
    <>
      <p className={styles.body}>
        {pieces(message.body, names).map((piece, i) =>
          piece.mention ? (
            <mark key={i} className={styles.mention}>
              {piece.text}
            </mark>
          ) : (
            <Fragment key={i}>{piece.text}</Fragment>
          ),
        )}
      </p>
      {message.links.length > 0 && (
        <div className={styles.links}>
          {message.links.map((link) => (
            <Link key={`${link.type}:${link.id}`} href={linkPath(link)} className={styles.link}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </>
  );
}
