/**
 * The user's own permissions, grouped by family (spec §6). What the chosen roles grant shows ticked
 * and fixed; what the signed-in user does not hold cannot be ticked (the server refuses it as well).
 */
import { useField } from 'formik';
import { useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { permissionCatalogue, roleDefaults, isRole } from '../../domain/permissions';
import { ui } from '../../components/ui/styles';

interface PermissionPickerProps {
  name: string;
  /** The roles chosen in the form: their defaults are granted anyway. */
  roles: readonly string[];
  /** What the signed-in user may hand out. */
  grantable: (id: string) => boolean;
}

const styles = {
  family: css({
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    p: '3',
    breakInside: 'avoid',
    mb: '3',
  }),
  legend: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    px: '1',
  }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    py: '0.5',
    fontSize: 'sm',
    '&[data-disabled]': { color: 'fg.muted', cursor: 'not-allowed' },
  }),
  tag: css({ fontSize: 'xs', color: 'fg.muted' }),
};

export function PermissionPicker({ name, roles, grantable }: PermissionPickerProps) {
  const [field, , helpers] = useField<string[]>(name);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const own = field.value ?? [];
  const fromRoles = useMemo(() => new Set(roles.filter(isRole).flatMap((r) => roleDefaults[r])), [roles]);
  const needle = query.trim().toLowerCase();
  const families = permissionCatalogue
    .map((f) => ({
      ...f,
      shown: f.permissions.filter(
        (p) =>
          !needle ||
          p.label.toLowerCase().includes(needle) ||
          p.id.toLowerCase().includes(needle) ||
          f.family.toLowerCase().includes(needle),
      ),
    }))
    .filter((f) => f.shown.length > 0);

  const set = (ids: string[], on: boolean) =>
    void helpers.setValue(on ? [...new Set([...own, ...ids])] : own.filter((id) => !ids.includes(id)));

  return (
    <div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '3' })}>
        <label htmlFor={searchId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          Find a permission
        </label>
        <input
          id={searchId}
          type="search"
          className={`${input()} ${ui.maxW320}`}
          placeholder="e.g. hold, invoices, receive"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span className={ui.help}>
          {fromRoles.size} from roles · {own.filter((id) => !fromRoles.has(id)).length} added
        </span>
      </div>
      <div className={css({ columns: { base: 1, md: 2, xl: 3 }, columnGap: '3' })}>
        {families.map((family) => {
          const addable = family.shown
            .filter((p) => !fromRoles.has(p.id) && grantable(p.id))
            .map((p) => p.id);
          const allOn = addable.length > 0 && addable.every((id) => own.includes(id));
          const granted = family.permissions.filter((p) => fromRoles.has(p.id) || own.includes(p.id)).length;
          return (
            <fieldset key={family.family} className={styles.family}>
              <legend className={styles.legend}>
                {family.family}
                <span className={styles.tag}>
                  {granted} of {family.permissions.length}
                </span>
              </legend>
              {family.shown.map((p) => {
                const byRole = fromRoles.has(p.id);
                const disabled = byRole || !grantable(p.id);
                return (
                  <label
                    key={p.id}
                    className={styles.item}
                    data-disabled={disabled ? '' : undefined}
                    title={byRole ? 'Granted by a role' : disabled ? 'You do not hold this permission' : p.id}
                  >
                    <input
                      type="checkbox"
                      checked={byRole || own.includes(p.id)}
                      disabled={disabled}
                      onChange={(e) => set([p.id], e.target.checked)}
                    />
                    {p.label}
                    {byRole && <span className={styles.tag}>(role)</span>}
                  </label>
                );
              })}
              {addable.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className={ui.mt1}
                  onClick={() => set(addable, !allOn)}
                  aria-label={`${allOn ? 'Clear' : 'Add'} all of ${family.family}`}
                >
                  {allOn ? 'Clear all' : 'Add all'}
                </Button>
              )}
            </fieldset>
          );
        })}
        {families.length === 0 && <p className={ui.help}>No permission matches “{query}”.</p>}
      </div>
    </div>
  );
}
