/**
 * The Import tab of /orders/create: choose the storefront (and store) the orders go to, a CSV or XLSX
 * file of order lines (the template names the columns), check the preview, import, and read what
 * became of each order.
 */
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import { projectLabel } from '../../../api/bootstrap.api';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import { orderFileColumns, orderTemplateCells, sendableOrders } from '../../../domain/order-file';
import { saveCells } from '../../../components/spreadsheet-files';
import { plural } from '../details/order-format';
import { OrderImportPreview, OrderImportResults } from './order-import-preview';
import { useMyProjects } from './use-order-refs';
import { useOrderImport } from '../../../machines/order-import/use-order-import';
import { ui } from '../../../components/ui/styles';
import { importStyles } from '../../../components/import-styles';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr 1fr' },
  gap: '4',
  alignItems: 'end',
});
const stack = ui.stack;

function TargetFields({ flow }: { flow: ReturnType<typeof useOrderImport> }) {
  const { projects, error } = useMyProjects();
  const ids = { project: useId(), store: useId() };
  const parts = fieldRecipe();
  const project = projects.find((p) => p.id === flow.target.projectId);
  const locked = flow.state === 'submitting' || flow.state === 'results';
  return (
    <div className={row}>
      <div className={parts.root}>
        <label htmlFor={ids.project} className={parts.label}>
          Storefront
        </label>
        <select
          id={ids.project}
          className={input()}
          disabled={locked}
          value={flow.target.projectId ?? ''}
          onChange={(e) => flow.setTarget({ projectId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{error ? `Could not load: ${error}` : 'Choose a storefront'}</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {projectLabel(p)}
            </option>
          ))}
        </select>
      </div>
      <div className={parts.root}>
        <label htmlFor={ids.store} className={parts.label}>
          Store
        </label>
        <select
          id={ids.store}
          className={input()}
          disabled={locked || !project}
          value={flow.target.storeId ?? ''}
          onChange={(e) => flow.setTarget({ storeId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{project ? 'No store' : 'Choose a storefront first'}</option>
          {(project?.stores ?? [])
            .filter((s) => !s.shouldIgnoreIt)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </select>
      </div>
      <label
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', h: '9', cursor: 'pointer' })}
      >
        <input
          type="checkbox"
          disabled={locked}
          checked={flow.target.paid}
          onChange={(e) => flow.setTarget({ paid: e.target.checked })}
        />
        The orders are paid
      </label>
    </div>
  );
}

export function OrderImportPanel() {
  const flow = useOrderImport();
  const fileInput = useId();
  const busy = flow.state === 'parsing' || flow.state === 'submitting';
  const sendable = flow.sheet ? sendableOrders(flow.sheet).length : 0;
  const total = flow.sheet?.orders.length ?? 0;
  return (
    <div className={stack}>
      <Card
        title="Import orders from a file"
        description={`One row per order line, under a header row: ${orderFileColumns.map((c) => c.header).join(', ')}. Rows with the same orderNumber make one order.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void saveCells(orderTemplateCells(), 'csv', 'orders-template')}
          >
            Download template
          </Button>
        }
      >
        <div className={stack}>
          <TargetFields flow={flow} />
          {flow.state !== 'results' && (
            <div>
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
              {flow.fileName && flow.sheet && (
                <p className={cx(ui.mutedSmall, ui.mt1)}>
                  {flow.fileName} · {plural(flow.sheet.rowCount, 'row')} · {plural(total, 'order')}
                </p>
              )}
            </div>
          )}
        </div>
      </Card>

      <div aria-live="polite" className={stack}>
        {busy && (
          <p role="status" className={ui.busyRow}>
            <Spinner />
            {flow.state === 'parsing'
              ? `Reading ${flow.fileName}…`
              : `Importing ${plural(sendable, 'order')}…`}
          </p>
        )}
        {flow.state === 'failed' && (
          <Notice tone="danger" role="alert" title="The file cannot be imported">
            {flow.error}
          </Notice>
        )}
        {flow.state === 'preview' && flow.error && (
          <Notice tone="danger" role="alert" title="Nothing was imported">
            {flow.error}
          </Notice>
        )}
        {flow.sheet && flow.sheet.ignoredHeaders.length > 0 && flow.state === 'preview' && (
          <Notice tone="info" title="Columns left out">
            These columns name no order field and are not imported: {flow.sheet.ignoredHeaders.join(', ')}.
          </Notice>
        )}
        {flow.sheet && flow.state === 'preview' && (
          <>
            <Notice
              tone={sendable === total && flow.sheet.orphanProblems.length === 0 ? 'success' : 'danger'}
              role="status"
              title={`${plural(sendable, 'order')} of ${total} ready to import`}
            >
              {sendable === total
                ? flow.target.projectId
                  ? 'Every order of the file passed the checks.'
                  : 'Choose the storefront the orders belong to.'
                : 'Orders with problems are not sent: fix them in the file and choose it again, or import the others now.'}
            </Notice>
            <OrderImportPreview sheet={flow.sheet} />
          </>
        )}
        {flow.state === 'results' && (
          <>
            <Notice
              tone={flow.counts.invalid + flow.counts.duplicate ? 'danger' : 'success'}
              role="status"
              title="Import finished"
            >
              {plural(flow.counts.created, 'order')} created, {flow.counts.replayed} already received,{' '}
              {flow.counts.duplicate} with a duplicate number, {flow.counts.invalid} invalid.
              {flow.sheet && flow.sheet.orphanProblems.length > 0 && (
                <> {plural(flow.sheet.orphanProblems.length, 'row')} without an order number left out.</>
              )}
            </Notice>
            <OrderImportResults outcomes={flow.outcomes} />
          </>
        )}
      </div>

      <div className={ui.row}>
        {flow.state === 'results' ? (
          <Button onClick={flow.reset}>Import another file</Button>
        ) : (
          <Button disabled={!flow.canSubmit} loading={flow.state === 'submitting'} onClick={flow.submit}>
            {sendable ? `Import ${plural(sendable, 'order')}` : 'Import'}
          </Button>
        )}
      </div>
    </div>
  );
}
