import { css, cx } from 'styled-system/css';
import {
  itemFileColumns,
  type ItemFileField,
  type ItemFileSheet,
  type ItemImportRowResult,
} from '../../domain/vendor-product-file';
import { ui } from '../../components/ui/styles';
import { importStyles } from '../../components/import-styles';

/** The preview shows this many rows: the failing ones when some fail, else the first ones. */
const PREVIEW_ROWS = 100;
const count = new Intl.NumberFormat('en-US');
const headerOf = Object.fromEntries(itemFileColumns.map((c) => [c.field, c.header])) as Record<
  string,
  string
>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const styles = {
  table: importStyles.previewTable,
  th: importStyles.previewTh,
  td: importStyles.previewTd,
  value: css({ display: 'block', maxW: '220px', truncate: true }),
  bad: css({ bg: 'danger.subtle', color: 'danger', fontWeight: 'medium' }),
};

/** The file's rows with each problem beside its row and the failing cells marked. */
export function ItemImportPreview({
  sheet,
  failures,
}: {
  sheet: ItemFileSheet;
  failures: ItemImportRowResult[];
}) {
  const errorsByIndex = new Map(failures.map((f) => [f.index, f.errors]));
  const fields = itemFileColumns
    .map((c) => c.field)
    .filter((f) => sheet.rows.some((r) => r.values[f] !== undefined));
  const shown = (
    failures.length ? failures.map((f) => f.index) : sheet.rows.slice(0, PREVIEW_ROWS).map((_, i) => i)
  ).slice(0, PREVIEW_ROWS);
  const hidden = (failures.length || sheet.rows.length) - shown.length;
  return (
    <div className={css({ mt: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })}>
      <div className={css({ overflowX: 'auto', maxH: '46vh', overflowY: 'auto' })}>
        <table className={styles.table} aria-label="Rows of the file">
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                Line
              </th>
              <th className={styles.th} scope="col">
                Problems
              </th>
              {fields.map((f) => (
                <th key={f} className={styles.th} scope="col">
                  {headerOf[f]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((index) => {
              const row = sheet.rows[index]!;
              const errors = errorsByIndex.get(index) ?? {};
              const problems = Object.entries(errors);
              return (
                <tr key={index} aria-invalid={problems.length > 0 || undefined}>
                  <td className={cx(styles.td, ui.muted)}>{row.line}</td>
                  <td className={cx(styles.td, importStyles.problems, ui.danger)}>
                    {problems.length === 0 ? (
                      <span className={ui.success}>OK</span>
                    ) : (
                      <ul className={css({ listStyle: 'none' })}>
                        {problems.map(([field, message]) => (
                          <li key={field}>
                            <strong>{headerOf[field] ?? field}:</strong> {message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  {fields.map((f: ItemFileField) => (
                    <td key={f} className={cx(styles.td, errors[f] ? styles.bad : undefined)}>
                      <span className={styles.value} title={text(row.values[f])}>
                        {text(row.values[f])}
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className={importStyles.previewMore}>
          {count.format(hidden)} more {failures.length ? 'rows with problems' : 'rows'} not shown.
        </p>
      )}
    </div>
  );
}
