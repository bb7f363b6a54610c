/**
 * /manage/billing/rateCards: carrier rate cards (spec §3 rate card), what a client is charged for a
 * shipping label by carrier, service and weight band; a card without a vendor is the house card, for
 * every client without one of its own.
 */
import { createElement } from 'react';
import { rateCardsContract } from '../../../domain/contracts/rate-cards';
import { rateCardSchema, rateWeightUnits } from '../../../domain/resources/rate-card.schema';
import { WeightBandsField } from '../weight-bands-field';
import { formatCount } from '../../format';
import { ui } from '../../ui/styles';
import { defineCrud, type CrudRow } from '../crud-config';
import { vendorsRef } from '../crud-refs';

const weightUnitLabels: Record<string, string> = {
  LBS: 'Pounds (LBS)',
  KG: 'Kilograms (KG)',
  OZ: 'Ounces (OZ)',
};
const muted = (text: string) => createElement('span', { className: ui.muted }, text);
const bandCount = (row: CrudRow) => (Array.isArray(row.rates) ? row.rates.length : 0);
const pair = (row: CrudRow, a: string, b: string) =>
  [row[a], row[b]].filter((v) => v !== null && v !== undefined && v !== '').join(' / ') || muted('—');

export const rateCardsCrud = defineCrud(rateCardsContract, {
  title: 'Carrier rate cards',
  description:
    'What a client is charged for a shipping label, by carrier, service and weight. A card without a vendor is the house card.',
  singular: 'Rate card',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name', minWidth: 140, maxWidth: 220 },
    {
      key: 'vendorId',
      header: 'Vendor',
      ref: vendorsRef,
      cell: (row, refs) =>
        row.vendorId === null || row.vendorId === undefined
          ? muted('House card')
          : (refs?.label(vendorsRef, row.vendorId) ?? `#${String(row.vendorId)}`),
    },
    { key: 'carrierCode', header: 'Carrier', sortKey: 'carrierCode' },
    { key: 'serviceCode', header: 'Service', sortKey: 'serviceCode' },
    {
      key: 'tplCarrierCode',
      header: '3PL carrier / service',
      cell: (row) => pair(row, 'tplCarrierCode', 'tplServiceCode'),
    },
    { key: 'rateWeightUnit', header: 'Weight unit' },
    {
      key: 'rates',
      header: 'Bands',
      cell: (row) => (bandCount(row) ? formatCount(bandCount(row)) : muted('None')),
    },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name' },
    { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
    { name: 'carrierCode', label: 'Carrier', type: 'text', placeholder: 'Carrier or 3PL carrier code' },
  ],
  form: {
    schema: rateCardSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'vendorId',
        label: 'Vendor',
        type: 'select',
        optionsFrom: vendorsRef,
        helpText: 'None: the house card, for every client without a card of its own.',
      },
      { name: 'carrierCode', label: 'Carrier code', type: 'text' },
      { name: 'serviceCode', label: 'Service code', type: 'text' },
      { name: 'tplCarrierCode', label: '3PL carrier code', type: 'text' },
      { name: 'tplServiceCode', label: '3PL service code', type: 'text' },
      {
        name: 'rateWeightUnit',
        label: 'Weight unit',
        type: 'select',
        options: rateWeightUnits.map((u) => ({ value: u, label: weightUnitLabels[u] ?? u })),
      },
      {
        name: 'rates',
        label: 'Weight bands',
        type: 'text',
        component: WeightBandsField,
        helpText: 'A label is charged the price of the first band its weight fits in.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
