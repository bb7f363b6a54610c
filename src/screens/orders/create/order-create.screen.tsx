/**
 * /orders/create: a new storefront order, entered on a form or (?import=1) imported from a CSV/XLSX
 * file. Both go through the same intake as the storefront API.
 */
import { css, cx } from 'styled-system/css';
import { Link, useSearch } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import type { ScreenProps } from '../../../routes.types';
import { OrderCreateForm } from './order-create-form';
import { OrderImportPanel } from './order-import-panel';

const tabs = css({ display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border', mb: '5' });
const tab = css({
  px: '3',
  py: '2',
  mb: '-1px',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textDecoration: 'none',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { color: 'accent', borderColor: 'accent' },
});

export default function OrderCreateScreen(_props: Partial<ScreenProps>) {
  const importing = new URLSearchParams(useSearch()).get('import') === '1';
  return (
    <div className={css({ maxW: '1080px' })}>
      <PageHeader
        title="Create order"
        description="Orders entered here or imported from a file are checked like those the storefronts send: lines mapped to vendor items, and held when something is wrong."
      />
      <nav className={tabs} aria-label="How to create">
        <Link href="/orders/create" className={cx(tab)} aria-current={importing ? undefined : 'page'}>
          Enter an order
        </Link>
        <Link
          href="/orders/create?import=1"
          className={cx(tab)}
          aria-current={importing ? 'page' : undefined}
        >
          Import a file
        </Link>
      </nav>
      {importing ? <OrderImportPanel /> : <OrderCreateForm />}
    </div>
  );
}
