/** Reference data of spec §3 shared by several forms. */

export const unitsOfMeasure = [
  { value: 'E', label: 'Units - Each' },
  { value: 'BX', label: 'Boxes' },
  { value: 'FT', label: 'Feet' },
  { value: 'IN', label: 'Inches' },
  { value: 'OZ', label: 'Ounces' },
  { value: 'LB', label: 'Pounds' },
  { value: 'KG', label: 'Kilograms' },
  { value: 'P', label: 'Pallets' },
] as const;
export const unitOfMeasureCodes = unitsOfMeasure.map((u) => u.value);
export type UnitOfMeasure = (typeof unitOfMeasureCodes)[number];

export const productTypes = ['RawResource', 'Packaging', 'Stock Item'] as const;
export const warehouseItemStatuses = ['active', 'inactive'] as const;
/** How an item's status reads. */
const warehouseItemStatusLabels: Record<(typeof warehouseItemStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
};
export const warehouseItemStatusLabel = (status: string): string =>
  warehouseItemStatusLabels[status as (typeof warehouseItemStatuses)[number]] ?? status;

/** Statuses of warehouse documents (DESIGN.md §5); Received only for inbound ones. */
export const documentStatuses = ['Draft', 'Open', 'AwaitingShipment', 'Shipped', 'Cancelled'] as const;
export const inboundDocumentStatuses = [
  'Draft',
  'Open',
  'AwaitingShipment',
  'Shipped',
  'Received',
  'Cancelled',
] as const;

/**
 * Spec §3: the US state and territory codes a US address takes (USPS: the states, DC, the territories,
 * the freely associated states and the armed forces' codes), with their names for pickers.
 */
export const usStates = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AS', label: 'American Samoa' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FM', label: 'Federated States of Micronesia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'GU', label: 'Guam' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MH', label: 'Marshall Islands' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'MP', label: 'Northern Mariana Islands' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PW', label: 'Palau' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VI', label: 'Virgin Islands' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
  { value: 'AA', label: 'Armed Forces Americas' },
  { value: 'AE', label: 'Armed Forces Europe' },
  { value: 'AP', label: 'Armed Forces Pacific' },
] as const;
export const usStateCodes = usStates.map((s) => s.value);
