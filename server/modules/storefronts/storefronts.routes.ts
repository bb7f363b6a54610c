/**
 * Storefront special actions, `POST {base}/{id}/{action}` (DESIGN.md §6):
 * - /api/common/projects/{id}/enable, /disable (storefronts.toggle): answer the storefront;
 * - /api/common/projects/{id}/auto-map-products (storefronts.productsMapping): answer { mapped };
 * - /api/common/products/{id}/map { vendorProductId }, /map-kit { billOfMaterialsId }, /unmap: answer
 *   the storefront product;
 * and the reads the mapping screen needs: GET /api/common/projects/{id}/vendor-items and …/kits.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productMappingSchema } from '../../../src/domain/resources/product-mapping.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { projectResource } from '../../resources/declarations/clients';
import { storefrontProductResource } from '../../resources/declarations/orders';
import { parseId } from '../../resources/engine';
import { kitMappingSchema } from '../../../src/domain/resources/storefront-product.schema';
import {
  autoMapBySku,
  listKits,
  listVendorItems,
  mapStorefrontProduct,
  setStorefrontEnabled,
} from './storefronts.service';

const projectsBase = projectResource.base.replace(/^\/api/, '');
const productsBase = storefrontProductResource.base.replace(/^\/api/, '');

/** Who may do what; mapping one product is an edit of it, so it takes the products base's edit list. */
const storefrontActionPermissions = {
  toggle: ['storefronts.toggle'],
  autoMap: ['storefronts.productsMapping'],
  map: storefrontProductResource.permissions.edit,
  vendorItems: ['storefronts.productsMapping', 'storefronts.products'],
} as const;

const rawId = (request: FastifyRequest) => (request.params as { id: string }).id;

export async function storefrontRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  const projectId = (request: FastifyRequest) => parseId(projectResource, rawId(request)) as number;
  // After the commit: open product lists and mapping pages refresh (StorefrontProductUpdated).
  const productsChanged = (project: number, productIds: readonly number[]) => {
    for (const id of productIds)
      events.publish({ type: 'StorefrontProductUpdated', storefrontProductId: id, projectId: project });
  };
  const productId = (request: FastifyRequest) => parseId(storefrontProductResource, rawId(request)) as number;

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    const summary = enabled ? 'Enable a storefront' : 'Disable a storefront (keeps its history)';
    const access = storefrontActionPermissions.toggle;
    app.post(`${projectsBase}/:id/${action}`, { config: { access }, schema: { summary } }, async (request) =>
      setStorefrontEnabled(db, currentUser(request), projectId(request), enabled),
    );
  }

  const autoMap = { summary: "Map a storefront's unmapped products to the vendor items of the same SKU" };
  app.post(
    `${projectsBase}/:id/auto-map-products`,
    { config: { access: storefrontActionPermissions.autoMap }, schema: autoMap },
    async (request) => {
      const user = currentUser(request);
      const { mapped, productIds } = await autoMapBySku(db, user, projectId(request));
      productsChanged(projectId(request), productIds);
      return { mapped };
    },
  );

  const vendorItems = { summary: "The vendor items a storefront's products can be mapped to" };
  app.get(
    `${projectsBase}/:id/vendor-items`,
    { config: { access: storefrontActionPermissions.vendorItems }, schema: vendorItems },
    async (request) => listVendorItems(db, currentUser(request), projectId(request)),
  );

  const map = { summary: 'Map a storefront product to a vendor item: { vendorProductId }' };
  app.post(
    `${productsBase}/:id/map`,
    { config: { access: storefrontActionPermissions.map }, schema: map },
    async (request) => {
      const user = currentUser(request);
      const id = productId(request);
      const { vendorProductId } = await validateBody(productMappingSchema, request.body);
      const product = await mapStorefrontProduct(db, user, id, { vendorProductId });
      productsChanged(product.projectId, [product.id]);
      return product;
    },
  );

  // A kit: the product sells a bill of materials of type Kit of the vendor (issue 16).
  const kits = { summary: "The kits (bills of materials of type Kit) a storefront's products can sell" };
  app.get(
    `${projectsBase}/:id/kits`,
    { config: { access: storefrontActionPermissions.vendorItems }, schema: kits },
    async (request) => listKits(db, currentUser(request), projectId(request)),
  );
  const mapKit = { summary: 'Map a storefront product to a kit: { billOfMaterialsId }' };
  app.post(
    `${productsBase}/:id/map-kit`,
    { config: { access: storefrontActionPermissions.map }, schema: mapKit },
    async (request) => {
      const id = productId(request);
      const { billOfMaterialsId } = await validateBody(kitMappingSchema, request.body);
      const product = await mapStorefrontProduct(db, currentUser(request), id, { billOfMaterialsId });
      productsChanged(product.projectId, [product.id]);
      return product;
    },
  );

  const unmap = { summary: 'Unmap a storefront product' };
  app.post(
    `${productsBase}/:id/unmap`,
    { config: { access: storefrontActionPermissions.map }, schema: unmap },
    async (request) => {
      const user = currentUser(request);
      const product = await mapStorefrontProduct(db, user, productId(request), null);
      productsChanged(product.projectId, [product.id]);
      return product;
    },
  );
}
