/**
 * The request form's pure rules: which fields each type asks for, a new request's values (the type's
 * filter block with its defaults, this week, a name from the type and the period), values prefilled
 * from the URL, the body the server takes, and what is wrong with it by the server's own schema
 * (generatedReportSchema), so the form and the server say the same thing.
 *
 * Prefill (from `/reports/generatedReports/new/{type}?…`, e.g. the report screens' links): `name`,
 * `projectId`, `filters=<JSON object>` and any key of the type's filter block as its own parameter
 * (`dateFilter=custom&startDate=2026-11-01&endDate=2026-11-30&warehouseId=2`, lists comma-separated:
 * `storefrontIds=3,4`). Keys the type's block does not have are ignored; start or end days without a
 * preset mean a custom range.
 */
import { ValidationError } from 'yup';
import { reportDateFilterLabels, resolveReportPeriod } from '../../domain/report-periods';
import {
  generatedReportSchema,
  reportFilterSchemas,
  type ReportType,
} from '../../domain/resources/generated-report.schema';
import { effectiveTimezoneOffset } from '../../domain/timezone';
import { periodText, reportTypeLabel, requestedPeriodText } from './generated-report.logic';
import type { ReportPrefill, ReportRequestBody, ReportRequestValues } from './generated-report.types';

/** The form's date presets, this week first as the spec's default. */
export const DEFAULT_DATE_FILTER = 'this-week';
export const dateFilterOptions = Object.entries(reportDateFilterLabels).map(([value, label]) => ({
  value,
  label,
}));

const ORDERED_ITEMS: readonly ReportType[] = ['OrderedStorefrontItemsReport', 'OrderedWarehouseItemsReport'];
const ORDER_COUNTS: readonly ReportType[] = ['StorefrontShippedCount', 'OrderFulfillmentsReport'];

/** What a type's form asks for besides its period. */
export interface TypeFields {
  /** One storefront (the request's projectId) or several (the block's storefrontIds). */
  storefronts: 'one' | 'many' | null;
  vendor: boolean;
  warehouse: boolean;
  /** The 3PL system's facility and customer (Warehouse Transactions Summary). */
  tpl: boolean;
  /** Stores, order status, date type, customer, country, manual shipments (the ordered items). */
  orderedItems: boolean;
}

export function typeFields(type: ReportType): TypeFields {
  const block = reportFilterSchemas[type].fields as Record<string, unknown>;
  return {
    storefronts: ORDERED_ITEMS.includes(type) ? 'many' : ORDER_COUNTS.includes(type) ? 'one' : null,
    vendor: 'vendorId' in block,
    warehouse: 'warehouseId' in block,
    tpl: 'tplFacilityId' in block,
    orderedItems: ORDERED_ITEMS.includes(type),
  };
}

/**
 * The days a preset covers if the report ran now, in the user's calendar ('Nov 23, 2026 – Nov 29,
 * 2026 (UTC−06:00)'); null for a custom range (its days are on screen). A preset is resolved when the
 * report runs, so "run again" next week covers next week.
 */
export function presetDays(
  filters: Record<string, unknown>,
  storedTimezone: number | null,
  now = new Date(),
) {
  const preset = typeof filters.dateFilter === 'string' ? filters.dateFilter : null;
  if (!preset || preset === 'custom') return null;
  return periodText(
    resolveReportPeriod({ dateFilter: preset }, effectiveTimezoneOffset(storedTimezone, now), now),
  );
}

/** 'Storefront Shipments Count — This week'. */
export const defaultReportName = (type: ReportType, filters: Record<string, unknown>) =>
  `${reportTypeLabel(type)} — ${requestedPeriodText(filters)}`;

/**
 * The name after the type or period changed: a name the user left as it was made (or emptied) follows
 * them; one they typed stays.
 */
export function followingName(current: string, before: ReportRequestValues, after: ReportRequestValues) {
  const made = defaultReportName(before.type, before.filters);
  return current.trim() === '' || current === made ? defaultReportName(after.type, after.filters) : current;
}

/** A field's schema kind ('number', 'string', 'boolean', 'array'). */
const kindOf = (type: ReportType, key: string) =>
  (reportFilterSchemas[type].fields as Record<string, { type?: string }>)[key]?.type;

const wholeNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A prefilled value read as the block's field takes it; undefined when it cannot be. */
function coerce(type: ReportType, key: string, value: unknown): unknown {
  switch (kindOf(type, key)) {
    case 'number':
      return wholeNumber(value);
    case 'boolean':
      return value === true || value === 'true';
    case 'array': {
      const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
      return items.map(wholeNumber).filter((n): n is number => n !== null);
    }
    case 'string':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    default:
      return undefined;
  }
}

/** A new request of `type`: its block's defaults, this week, prefilled values over them. */
export function newRequestValues(
  type: ReportType,
  prefill: ReportPrefill = { filters: {} },
): ReportRequestValues {
  const schema = reportFilterSchemas[type];
  const filters: Record<string, unknown> = {
    ...(schema.getDefault() as Record<string, unknown>),
    dateFilter: DEFAULT_DATE_FILTER,
  };
  const given = prefill.filters;
  for (const key of Object.keys(filters)) {
    if (!(key in given)) continue;
    const value = coerce(type, key, given[key]);
    if (value !== undefined) filters[key] = value;
  }
  if (!('dateFilter' in given) && (filters.startDate || filters.endDate)) filters.dateFilter = 'custom';
  const projectId = typeFields(type).storefronts === 'one' ? wholeNumber(prefill.projectId) : null;
  return {
    type,
    name: prefill.name?.trim() || defaultReportName(type, filters),
    projectId,
    filters,
  };
}

/**
 * The values after the user picked another type: what the new type's block shares with the old one
 * (the period, the storefront, the vendor) is kept, over the prefill; a made name follows the type.
 */
export function changeType(
  current: ReportRequestValues | null,
  type: ReportType,
  prefill: ReportPrefill = { filters: {} },
): ReportRequestValues {
  if (!current) return newRequestValues(type, prefill);
  const next = newRequestValues(type, {
    ...prefill,
    ...(current.projectId !== null ? { projectId: String(current.projectId) } : {}),
    filters: { ...prefill.filters, ...current.filters },
  });
  return { ...next, name: followingName(current.name, current, next) };
}

/** The prefill a URL's query carries (see the header). */
export function prefillOfSearch(search: string): ReportPrefill {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  const json = params.get('filters');
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        Object.assign(filters, parsed);
    } catch {
      // A broken link prefills nothing from it; the form still opens.
    }
  }
  for (const [key, value] of params)
    if (key !== 'filters' && key !== 'name' && key !== 'projectId' && value !== '') filters[key] = value;
  return {
    ...(params.get('name') ? { name: params.get('name')! } : {}),
    ...(params.get('projectId') ? { projectId: params.get('projectId')! } : {}),
    filters,
  };
}

/**
 * The body of POST /api/common/generatedReports: the block's own keys only, the custom days only for
 * a custom range, and the storefront: the one chosen, or for the ordered items the one of the list
 * when there is one (several: forMultipleStorefronts, and the list says which).
 */
export function requestBody(values: ReportRequestValues): ReportRequestBody {
  const { type } = values;
  const block = reportFilterSchemas[type].fields as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(values.filters).filter(([key]) => key in block));
  if (filters.dateFilter !== 'custom') {
    filters.startDate = null;
    filters.endDate = null;
  }
  const fields = typeFields(type);
  const many = Array.isArray(filters.storefrontIds) ? (filters.storefrontIds as number[]) : [];
  const projectId =
    fields.storefronts === 'one'
      ? values.projectId
      : fields.storefronts === 'many' && many.length === 1
        ? many[0]!
        : null;
  return {
    type,
    name: values.name.trim(),
    projectId: projectId ?? null,
    forMultipleStorefronts: many.length > 1,
    filters,
  };
}

/** What is wrong with the values, by field path ('filters.endDate'), by the server's schema. */
export function requestProblems(values: ReportRequestValues): Record<string, string> {
  try {
    generatedReportSchema.validateSync(requestBody(values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
    return problems;
  }
}

/** A field the form shows (the server names them as the form does). */
export const isFormField = (path: string) => /^(name|projectId|filters\.)/.test(path);

/**
 * A 400's messages as the form shows them: a field's under it (the vendor a brand of several must
 * choose goes under the type's vendor field, when it has one), the rest in the form's message.
 */
export function refusalOf(
  message: string,
  fields: Record<string, string>,
  values: ReportRequestValues | null,
): { problems: Record<string, string>; error: string } {
  const problems: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, text] of Object.entries(fields)) {
    const own = path === 'vendorId' && values && 'vendorId' in values.filters ? 'filters.vendorId' : path;
    if (isFormField(own)) problems[own] = text;
    else elsewhere.push(text);
  }
  return { problems, error: elsewhere.length ? `${message} ${elsewhere.join('. ')}.` : message };
}
