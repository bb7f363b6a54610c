/**
 * What the IRMS connector hands Dockhand: purchase orders and customer orders, checked and mapped
 * from the IRMS's JSON (mappers.ts). `externalId` is the IRMS's id as text; dates are Date objects.
 */

export interface IrmsCredentials {
  /** e.g. https://irms.example.com/api/v2 (no trailing slash needed). */
  baseUrl: string;
  /** The API key the IRMS issued (sent as a bearer token). */
  apiKey: string;
}

export interface IrmsLine {
  sku: string;
  name: string | null;
  quantity: number;
  /** Decimal string ('12.50'), or null when the IRMS sends no price. */
  unitPrice: string | null;
}

export interface IrmsAddress {
  name: string | null;
  company: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
}

export interface PulledIrmsPurchaseOrder {
  externalId: string;
  orderNumber: string;
  /** The IRMS's status as it names it (open, confirmed, received, closed, cancelled). */
  status: string;
  /** The IRMS's code of the brand (matched to a Dockhand vendor's code). */
  vendorCode: string;
  /** The IRMS's code of the warehouse (matched to a Dockhand warehouse's code). */
  warehouseCode: string;
  supplierName: string | null;
  orderDate: Date;
  expectedDate: string | null;
  updatedAt: Date;
  items: IrmsLine[];
}

export interface PulledIrmsCustomerOrder {
  externalId: string;
  orderNumber: string;
  status: string;
  vendorCode: string;
  warehouseCode: string;
  customerName: string | null;
  customerEmail: string | null;
  shipTo: IrmsAddress;
  orderDate: Date;
  shipDate: Date | null;
  updatedAt: Date;
  items: IrmsLine[];
}

export interface IrmsConnector {
  /** Purchase orders changed since `since` (all when null), every page. */
  purchaseOrders(since: Date | null): Promise<PulledIrmsPurchaseOrder[]>;
  /** Customer orders changed since `since` (all when null), every page. */
  customerOrders(since: Date | null): Promise<PulledIrmsCustomerOrder[]>;
}
