import { Dialog } from '../../components/ui';
import { useEffect, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { ITEM_IMPORT_MAX_ROWS, itemFileColumns } from '../../domain/vendor-product-file';
import { saveCells, type ItemFileFormat } from '../../components/spreadsheet-files';
import { ItemImportPreview } from './item-import-preview';
import { useItemImport } from '../../machines/item-import/use-item-import';
import { ui } from '../../components/ui/styles';
import { importStyles } from '../../components/import-styles';

const count = new Intl.NumberFormat('en-US');
const templateCells = () => [itemFileColumns.map((c) => c.header)];
const wide = css({ maxW: 'min(1100px, calc(100vw - 32px))', maxH: 'calc(100vh - 32px)', overflowY: 'auto' });

function ImportBody({ onClose, onImported }: { onClose: () => void; onImported: (created: number) => void }) {
  const flow = useItemImport();
  const fileInput = useId();
  const total = flow.sheet?.rows.length ?? 0;
  const failures = flow.answer?.rows ?? [];
  const busy = flow.state === 'reading' || flow.state === 'checking' || flow.state === 'importing';
  const created = flow.state === 'imported' ? (flow.answer?.created ?? 0) : null;
  useEffect(() => {
    if (created !== null) onImported(created);
    // Once per finished import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);
  const template = (format: ItemFileFormat) =>
    void saveCells(templateCells(), format, 'vendor-items-template');

  return (
    <>
      <Dialog.Title>Import items</Dialog.Title>
      <Dialog.Description>
        One item per row, under a header row naming the columns:{' '}
        {itemFileColumns.map((c) => c.header).join(', ')}. Name the vendor and the warehouse by code or name.
        Up to {count.format(ITEM_IMPORT_MAX_ROWS)} rows; nothing is imported unless every row is valid.
      </Dialog.Description>
      <div className={cx(ui.rowWrap2, ui.mt3)}>
        <span className={ui.mutedSmall}>Template:</span>
        <Button variant="secondary" size="sm" onClick={() => template('csv')}>
          CSV template
        </Button>
        <Button variant="secondary" size="sm" onClick={() => template('xlsx')}>
          Excel template
        </Button>
      </div>

      {created === null && (
        <div className={ui.mt4}>
          <label htmlFor={fileInput} className={importStyles.fileLabel}>
            File (.csv or .xlsx)
          </label>
          <input
            id={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            className={cx(input(), importStyles.fileInput)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) flow.choose(file);
              e.target.value = '';
            }}
          />
          {flow.fileName && (
            <p className={cx(ui.mutedSmall, ui.mt1)}>
              {flow.fileName}
              {flow.sheet && ` · ${count.format(total)} ${total === 1 ? 'row' : 'rows'}`}
            </p>
          )}
        </div>
      )}

      <div className={ui.mt4} aria-live="polite">
        {busy && (
          <p role="status" className={ui.busyRow}>
            <Spinner />
            {flow.state === 'reading'
              ? `Reading ${flow.fileName}…`
              : flow.state === 'checking'
                ? `Checking ${count.format(total)} rows…`
                : `Importing ${count.format(total)} items…`}
          </p>
        )}
        {flow.state === 'failed' && (
          <Notice tone="danger" role="alert" title="The file could not be checked">
            {flow.error}
          </Notice>
        )}
        {flow.state === 'checked' && flow.error && (
          <Notice tone="danger" role="alert" title="Nothing was imported">
            {flow.error}
          </Notice>
        )}
        {flow.state === 'checked' && flow.answer && !flow.error && (
          <Notice
            tone={flow.answer.valid ? 'success' : 'danger'}
            role={flow.answer.valid ? 'status' : 'alert'}
            title={
              flow.answer.valid
                ? `All ${count.format(total)} rows are valid`
                : `${count.format(failures.length)} of ${count.format(total)} rows have problems`
            }
          >
            {flow.answer.valid
              ? `${flow.fileName} is ready to import.`
              : 'Fix them in the file and choose it again. Nothing is imported until every row is valid.'}
          </Notice>
        )}
        {created !== null && (
          <Notice
            tone="success"
            role="status"
            title={`Imported ${count.format(created)} ${created === 1 ? 'item' : 'items'}`}
          >
            They are in the list now.
          </Notice>
        )}
        {flow.sheet && flow.sheet.ignoredHeaders.length > 0 && flow.state !== 'imported' && (
          <div className={ui.mt3}>
            <Notice tone="info" title="Columns left out">
              These columns name no item field and are not imported: {flow.sheet.ignoredHeaders.join(', ')}.
            </Notice>
          </div>
        )}
        {flow.sheet && (flow.state === 'checked' || flow.state === 'importing') && (
          <ItemImportPreview sheet={flow.sheet} failures={failures} />
        )}
      </div>

      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          {created !== null ? 'Close' : 'Cancel'}
        </Button>
        {created === null && flow.state !== 'failed' && (
          <Button disabled={!flow.canImport} loading={flow.state === 'importing'} onClick={flow.confirm}>
            {total ? `Import ${count.format(total)} ${total === 1 ? 'item' : 'items'}` : 'Import'}
          </Button>
        )}
      </div>
    </>
  );
}

/** Import of Vendor Items from a CSV or XLSX file, with a preview of every row's problems. */
export function ItemImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (created: number) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={wide}>
            <ImportBody onClose={onClose} onImported={onImported} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
