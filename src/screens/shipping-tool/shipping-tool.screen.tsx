/**
 * /integrations/shipping-tool/{stores|products|tags}: a storefront's shipping tool (ShipStation): its
 * connection, "Sync now", the tool's stores, products and order tags with the Dockhand record each
 * maps to, and the sync log. One screen for the three routes: the path decides the tab, and a tab is
 * shown to the users who hold its list's permission. The storefront is in the query (?projectId=),
 * beside the list's own filters, so a list can be bookmarked.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useLocation, useSearch } from 'wouter';
import { projectLabel } from '../../api/bootstrap.api';
import { loadMyProjects } from '../../api/storefronts.api';
import { EmptyState } from '../../components/empty-state';
import { FormError } from '../../components/form-error';
import { TypedSelect } from '../../components/form/typed-select';
import { CompassIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import {
  SHIPPING_TOOL_LIST_PERMISSIONS,
  SHIPPING_TOOL_LISTS,
  type ShippingToolList,
} from '../../domain/contracts/shipping-tool';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import { ShippingToolStorefront } from './shipping-tool-storefront';

const PATH = '/integrations/shipping-tool';

/** The list a path names ('/integrations/shipping-tool/tags' → 'tags'). */
const listOfPath = (path: string): ShippingToolList | null =>
  SHIPPING_TOOL_LISTS.find((list) => path === `${PATH}/${list}`) ?? null;

export default function ShippingToolScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const lists = SHIPPING_TOOL_LISTS.filter((list) => can(SHIPPING_TOOL_LIST_PERMISSIONS[list]));
  const list = listOfPath(location) ?? lists[0] ?? 'stores';
  const projects = useLoad((signal) => loadMyProjects(api, signal), [api]);
  // The list's "Reset" clears the query, storefront included: the storefront chosen last stays.
  const [chosen, setChosen] = useState<number | null>(null);
  const fromUrl = Number(new URLSearchParams(search).get('projectId')) || null;
  const loaded = projects.status === 'loaded' ? projects.data : [];
  const projectId = fromUrl ?? chosen ?? loaded[0]?.id ?? null;
  const project = loaded.find((p) => p.id === projectId) ?? null;
  const open = (next: ShippingToolList, id: number | null = projectId) =>
    navigate(id ? `${PATH}/${next}?projectId=${id}` : `${PATH}/${next}`);

  return (
    <>
      <PageHeader
        title="Shipping tool"
        description="The stores, products and order tags of a storefront's shipping tool (ShipStation), pulled by Sync now, and the Dockhand record each one maps to."
      />
      <div className={css({ maxW: '420px', mb: '6' })}>
        <label htmlFor="shipping-tool-storefront" className={ui.label}>
          Storefront
        </label>
        <TypedSelect<number>
          id="shipping-tool-storefront"
          value={projectId}
          options={loaded.map((p) => ({ value: p.id, label: projectLabel(p) }))}
          onChange={(id) => {
            if (typeof id !== 'number') return;
            setChosen(id);
            open(list, id);
          }}
        />
      </div>
      {projects.status === 'loading' && <PageLoading />}
      {projects.status === 'failed' && (
        <FormError title="The storefronts could not be loaded" message={projects.failure.message} />
      )}
      {projects.status === 'loaded' &&
        (project ? (
          <ShippingToolStorefront
            key={project.id}
            project={project}
            list={list}
            lists={lists}
            onOpenList={(next) => open(next)}
          />
        ) : (
          <EmptyState
            icon={<CompassIcon size={26} />}
            title={projectId ? 'Storefront not found' : 'Choose a storefront'}
          >
            {projectId
              ? 'It does not exist or is not one of yours. Choose another one above.'
              : 'Its shipping tool, and the stores, products and tags pulled from it, appear here.'}
          </EmptyState>
        ))}
    </>
  );
}
