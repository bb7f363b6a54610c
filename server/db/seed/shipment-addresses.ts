/**
 * The vendors' saved ship-to addresses (the address book behind a shipment's shipmentAddressId): the
 * retail distribution centres and stores Northwind and Bluepeak ship wholesale and bulk orders to,
 * saved as staff add them with the address form.
 */
import { shipmentAddressResource } from '../../resources/declarations/outbound';
import { DAY, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';

const book = [
  {
    ago: 50 * DAY,
    vendor: 'NWG',
    label: 'Whole Foods DC Aurora',
    address: {
      name: 'Receiving',
      company: 'Whole Foods Market DC',
      addressLine1: '17901 E 40th Ave',
      city: 'Aurora',
      state: 'CO',
      postcode: '80011',
      countryCode: 'US',
      phone: '303-555-0142',
      email: 'receiving.aurora@wfm.test',
    },
  },
  {
    ago: 44 * DAY,
    vendor: 'NWG',
    label: 'Northwind Pop-up Dallas',
    address: {
      name: 'Events team',
      company: 'Northwind Pop-up',
      addressLine1: '2200 N Pearl St',
      addressLine2: 'Suite 140',
      city: 'Dallas',
      state: 'TX',
      postcode: '75201',
      countryCode: 'US',
      email: 'events@northwind.test',
    },
  },
  {
    ago: 38 * DAY,
    vendor: 'BPO',
    label: 'Trailhead Outfitters Reno',
    address: {
      name: 'Dock 2',
      company: 'Trailhead Outfitters',
      addressLine1: '455 Kietzke Ln',
      city: 'Reno',
      state: 'NV',
      postcode: '89502',
      countryCode: 'US',
      phone: '775-555-0190',
    },
  },
] as const;

export function shipmentAddressBook(ctx: SeedContext): SeedStep[] {
  return book.map(({ ago, vendor, label, address }) => ({
    at: ctx.ago(ago),
    run: async () => {
      await addRecord(ctx, shipmentAddressResource, 'admin@dockhand.test', {
        vendorId: ctx.vendorId(vendor),
        label,
        address,
      });
    },
  }));
}
