/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; "@" offers the channel's members
 * (arrows to choose, Enter or Tab to pick, Escape to close); links to purchase orders, tickets and
 * orders pasted into the text are attached to the message. Typing is reported (the machine limits it).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../button';
import { linksInText, MESSAGE_MAX_LENGTH, type ChannelMember } from '../../domain/communications';
import { insertMention, mentionAt, mentionCandidates, mentionedIds, type MentionQuery } from './mentions';
import { ui } from '../ui/styles';

const styles = {
  root: css({ position: 'relative', borderTopWidth: '1px', borderColor: 'border', px: '5', py: '3' }),
  row: css({ display: 'flex', gap: '2', alignItems: 'flex-end' }),
  textarea: css({
    flex: '1',
    minH: '10',
    maxH: '40',
    h: 'auto',
    py: '2',
    resize: 'none',
    lineHeight: '1.45',
  }),
  hint: css({ mt: '1', fontSize: '12px', color: 'fg.subtle' }),
  tooLong: ui.danger,
  picker: css({
    position: 'absolute',
    bottom: 'calc(100% - 8px)',
    left: '5',
    minW: '240px',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    boxShadow: '0 10px 24px -8px rgba(15, 23, 42, 0.25)',
    py: '1',
    zIndex: 'dropdown',
  }),
  option: css({
    px: '3',
    py: '1.5',
    cursor: 'pointer',
    '&[aria-selected=true]': { bg: 'accent.subtle', color: 'accent' },
  }),
};

export function Composer({
  members,
  userId,
  disabled,
  onSend,
  onTyped,
}: {
  members: readonly ChannelMember[];
  userId: string;
  disabled: boolean;
  onSend: (body: string, mentions: string[], links: ReturnType<typeof linksInText>) => void;
  onTyped: () => void;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const candidates = mention ? mentionCandidates(members, mention.query, userId) : [];
  const pickerOpen = candidates.length > 0;
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  const track = (value: string, caret: number) => {
    setText(value);
    setMention(mentionAt(value, caret));
    setActive(0);
  };

  const pick = (member: ChannelMember) => {
    const el = field.current;
    if (!el || !mention) return;
    const next = insertMention(text, el.selectionStart, mention, member.name);
    setText(next.text);
    setPicked(new Map(picked).set(member.userId, member.name));
    setMention(null);
    requestAnimationFrame(() => el.setSelectionRange(next.caret, next.caret));
  };

  const send = () => {
    const body = text.trim();
    if (!body || tooLong || disabled) return;
    onSend(body, mentionedIds(body, picked), linksInText(body));
    setText('');
    setPicked(new Map());
    setMention(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (pickerOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + candidates.length) % candidates.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(candidates[active] ?? candidates[0]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className={styles.root}>
      {pickerOpen && (
        <ul id={`${id}-mentions`} role="listbox" aria-label="Mention a member" className={styles.picker}>
          {candidates.map((m, i) => (
            <li
              key={m.userId}
              id={`${id}-mention-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keep the focus in the text while picking with the mouse.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(m);
              }}
            >
              {m.name}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <textarea
          ref={field}
          rows={2}
          className={cx(input(), styles.textarea)}
          aria-label="Message"
          placeholder="Write a message… (@ to mention)"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? `${id}-mentions` : undefined}
          aria-activedescendant={pickerOpen ? `${id}-mention-${active}` : undefined}
          aria-invalid={tooLong || undefined}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            track(e.target.value, e.target.selectionStart);
            onTyped();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
        />
        <Button onClick={send} disabled={disabled || tooLong || text.trim() === ''}>
          Send
        </Button>
      </div>
      <p className={cx(styles.hint, tooLong && styles.tooLong)}>
        {tooLong
          ? `Messages can be at most ${MESSAGE_MAX_LENGTH} characters (${text.length} now).`
          : 'Enter sends · Shift+Enter for a new line · paste a purchase order, ticket or order link to attach it'}
      </p>
    </div>
  );
}
