/**
 * Which columns of a table the user shows, and how dense its rows are, kept in localStorage per user
 * and per table, so the choice survives reloads and is not shared by two people on one computer.
 */
import { useCallback, useState } from 'react';
import { useSession } from '../../machines/use-app';
import type { Density } from './column-picker';

export type ColumnVisibility = Record<string, boolean>;

export const columnChoicesKey = (userId: string, tableId: string) => `dockhand.columns.${userId}.${tableId}`;

function read(key: string, defaults: ColumnVisibility): ColumnVisibility {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (stored && typeof stored === 'object') {
      const choices = Object.entries(stored).filter(([id, v]) => id in defaults && typeof v === 'boolean');
      return { ...defaults, ...Object.fromEntries(choices) };
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return defaults;
}

export function useColumnChoices(tableId: string, defaults: ColumnVisibility) {
  const { user } = useSession();
  const key = columnChoicesKey(user.id || 'guest', tableId);
  const [state, setState] = useState(() => ({ key, visibility: read(key, defaults) }));
  // Another user (or table) on the same component instance: start from that one's choices.
  const visibility = state.key === key ? state.visibility : read(key, defaults);
  const setVisibility = useCallback(
    (next: ColumnVisibility | ((current: ColumnVisibility) => ColumnVisibility)) => {
      setState((current) => {
        const base = current.key === key ? current.visibility : read(key, defaults);
        const value = typeof next === 'function' ? next(base) : next;
        window.localStorage.setItem(key, JSON.stringify(value));
        return { key, visibility: value };
      });
    },
    // `defaults` is derived from the column list, which screens keep at module scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return [visibility, setVisibility] as const;
}

export const densityChoiceKey = (userId: string, tableId: string) => `dockhand.density.${userId}.${tableId}`;

const readDensity = (key: string, screenDefault: Density): Density => {
  const stored = window.localStorage.getItem(key);
  return stored === 'compact' || stored === 'comfortable' ? stored : screenDefault;
};

/** The user's row density for a table; the screen's own choice until they pick one. */
export function useDensityChoice(tableId: string, screenDefault: Density) {
  const { user } = useSession();
  const key = densityChoiceKey(user.id || 'guest', tableId);
  const [state, setState] = useState(() => ({ key, density: readDensity(key, screenDefault) }));
  const density = state.key === key ? state.density : readDensity(key, screenDefault);
  const setDensity = useCallback(
    (next: Density) => {
      window.localStorage.setItem(key, next);
      setState({ key, density: next });
    },
    [key],
  );
  return [density, setDensity] as const;
}
