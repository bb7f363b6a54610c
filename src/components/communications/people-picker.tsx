/**
 * Finds the people the user can message (GET /api/communications/people, searched as they type) and
 * picks one (`onPick`) or several (`selected` / `onToggle`, a checkbox each).
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import type { CommunicationsCalls } from '../../api/communications.api';
import type { Person } from '../../domain/communications';
import { ui } from '../ui/styles';

const SEARCH_DELAY_MS = 250;

const styles = {
  list: css({
    maxH: '260px',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    '& li + li': { borderTopWidth: '1px', borderColor: 'border' },
  }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    px: '3',
    py: '2',
    textAlign: 'left',
    cursor: 'pointer',
    _hover: { bg: 'canvas' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' },
  }),
  email: ui.captionLine,
  empty: css({ px: '3', py: '4', color: 'fg.muted', textAlign: 'center' }),
};

type Props = { calls: CommunicationsCalls; label: string } & (
  | { onPick: (person: Person) => void; selected?: undefined; onToggle?: undefined }
  | { selected: readonly Person[]; onToggle: (person: Person, on: boolean) => void; onPick?: undefined }
);

export function PeoplePicker(props: Props) {
  const { calls, label } = props;
  const [search, setSearch] = useState('');
  const [people, setPeople] = useState<Person[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      calls.people(search, controller.signal).then(
        (answer) => {
          setPeople(answer.items);
          setError(null);
        },
        () => !controller.signal.aborted && setError('The people could not be loaded. Try again.'),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [calls, search]);

  const isSelected = (p: Person) => props.selected?.some((s) => s.id === p.id) ?? false;
  return (
    <div className={ui.stack2}>
      <input
        type="search"
        className={input()}
        aria-label={label}
        placeholder="Search by name or e-mail"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className={styles.list} aria-label="People" aria-busy={people === null}>
        {error && <li className={styles.empty}>{error}</li>}
        {people?.length === 0 && <li className={styles.empty}>No results matched</li>}
        {people?.map((person) => (
          <li key={person.id}>
            {props.onPick ? (
              <button type="button" className={styles.row} onClick={() => props.onPick(person)}>
                <span>
                  {person.name}
                  <span className={styles.email}>{person.email}</span>
                </span>
              </button>
            ) : (
              <label className={styles.row}>
                <input
                  type="checkbox"
                  checked={isSelected(person)}
                  onChange={(e) => props.onToggle(person, e.target.checked)}
                />
                <span>
                  {person.name}
                  <span className={styles.email}>{person.email}</span>
                </span>
              </label>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
