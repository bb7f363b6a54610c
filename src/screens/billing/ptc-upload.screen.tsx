/**
 * /manage/billing/ptcFiles/upload: a CSV or XLSX sheet of pass-through costs for a client, read in the
 * browser, each row checked and priced by the server (its errors beside the cell, the client's rate
 * card markup for rows without one, the total), then imported all at once: the sheet is kept and each
 * row becomes a charge on the client's ledger. A view over the PTC upload machine (usePtcImport).
 */
import { useEffect, useId } from 'react';
import { cx } from 'styled-system/css';
import { field as fieldRecipe, input } from 'styled-system/recipes';
import { Link } from 'wouter';
import { PTC_FILES_PATH } from '../../api/ptc-files.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { plural } from '../../components/format';
import { importStyles } from '../../components/import-styles';
import { PageHeader } from '../../components/page-header';
import { saveCells } from '../../components/spreadsheet-files';
import { ui } from '../../components/ui/styles';
import { ptcSheetColumns } from '../../domain/contracts/ptc-files';
import { usePtcImport } from '../../machines/ptc-import/use-ptc-import';
import type { ScreenProps } from '../../routes.types';
import { PtcUploadStatus } from './ptc-upload-status';

const columnList = ptcSheetColumns.map((c) => c.label).join(', ');

export default function PtcUploadScreen(_props: Partial<ScreenProps>) {
  const flow = usePtcImport(null);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const vendors = refs.options(vendorsRef);
  const ids = { vendor: useId(), name: useId(), file: useId() };
  const parts = fieldRecipe();
  const locked = flow.state === 'importing' || flow.state === 'reading';
  const { setVendor, vendorId } = flow;
  // A brand user has one vendor: theirs.
  const only = vendors.length === 1 ? Number(vendors[0]!.value) : null;
  useEffect(() => {
    if (only !== null && vendorId === null) setVendor(only);
  }, [only, vendorId, setVendor]);

  return (
    <>
      <PageHeader
        title="Upload PTC file"
        description="A sheet of third-party costs (freight bills, duties) billed to a client at cost or with a markup. Every row is checked before anything is charged."
        actions={
          <Link href={PTC_FILES_PATH} className={buttonClass({ variant: 'secondary' })}>
            Back to PTC files
          </Link>
        }
      />
      <div className={ui.stack}>
        <Card
          title="Sheet"
          description={`One cost per row, under a header row: ${columnList}. Date, Description and Unit cost are needed; Quantity is 1 and the markup the client's rate card's when left empty.`}
          actions={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void saveCells([ptcSheetColumns.map((c) => c.label)], 'csv', 'ptc-template')}
            >
              CSV template
            </Button>
          }
        >
          <div className={ui.formGrid3}>
            <div className={parts.root}>
              <label htmlFor={ids.vendor} className={parts.label}>
                Vendor
              </label>
              <select
                id={ids.vendor}
                className={input()}
                disabled={locked}
                value={flow.vendorId ?? ''}
                onChange={(e) => flow.setVendor(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Choose a vendor</option>
                {vendors.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={parts.root}>
              <label htmlFor={ids.file} className={importStyles.fileLabel}>
                File (.csv or .xlsx)
              </label>
              <input
                id={ids.file}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={locked}
                className={cx(input(), importStyles.fileInput)}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) flow.choose(file);
                  e.target.value = '';
                }}
              />
              {flow.fileName && (
                <span className={parts.helperText}>
                  Chosen: {flow.fileName}
                  {flow.sheet && ` · ${plural(flow.sheet.rows.length, 'row')}`}
                </span>
              )}
            </div>
            <div className={parts.root}>
              <label htmlFor={ids.name} className={parts.label}>
                Name
              </label>
              <input
                id={ids.name}
                className={input()}
                disabled={locked || flow.state === 'done'}
                value={flow.name}
                maxLength={200}
                aria-invalid={flow.fields.name ? true : undefined}
                placeholder="The file's name"
                onChange={(e) => flow.setName(e.target.value)}
              />
              {flow.fields.name ? (
                <span className={ui.fieldError}>{flow.fields.name}</span>
              ) : (
                <span className={parts.helperText}>How the file is listed and named on its charges.</span>
              )}
            </div>
          </div>
        </Card>
        <PtcUploadStatus flow={flow} warehouseName={(id) => refs.label(warehousesRef, id) ?? null} />
      </div>
    </>
  );
}
