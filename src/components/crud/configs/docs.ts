/** The docs editors' lists: knowledge base groups and pages, changelog entries. */
import { changelogContract } from '../../../domain/contracts/changelog';
import { knowledgebaseGroupsContract } from '../../../domain/contracts/knowledgebase-groups';
import { knowledgebasePagesContract } from '../../../domain/contracts/knowledgebase-pages';
import { changelogSchema } from '../../../domain/resources/changelog.schema';
import { knowledgebaseGroupSchema } from '../../../domain/resources/knowledgebase-group.schema';
import { knowledgebasePageSchema } from '../../../domain/resources/knowledgebase-page.schema';
import { roleLabels, roles } from '../../../domain/permissions';
import { defineCrud, refTo, type CrudRow } from '../crud-config';
import { TagsField } from '../tags-field';

const byName = (row: CrudRow) => String(row.name);
const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));
const groupsRef = refTo(knowledgebaseGroupsContract);

export const knowledgebaseGroupsCrud = defineCrud(knowledgebaseGroupsContract, {
  title: 'Knowledge base groups',
  singular: 'Group',
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'slug', header: 'Slug' },
    { key: 'sortOrder', header: 'Sort order', sortKey: 'sortOrder' },
    { key: 'description', header: 'Description', hiddenByDefault: true },
  ],
  filters: [{ name: 'search', label: 'Search', type: 'text', placeholder: 'Name or description' }],
  form: {
    schema: knowledgebaseGroupSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'slug', label: 'Slug', type: 'text', helpText: 'Optional: made from the name when empty.' },
      { name: 'sortOrder', label: 'Sort order', type: 'number' },
      { name: 'description', label: 'Description', type: 'textarea' },
      {
        name: 'visibleToRoles',
        label: 'Visible to',
        type: 'multiselect',
        options: roleOptions,
        helpText: 'Developers, super admins and admins edit the docs and always see every group.',
      },
    ],
  },
  routes: { create: true, edit: true },
});

export const knowledgebasePagesCrud = defineCrud(knowledgebasePagesContract, {
  title: 'Knowledge base pages',
  singular: 'Page',
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'groupId', header: 'Group', ref: groupsRef },
    { key: 'slug', header: 'Slug' },
    { key: 'sortOrder', header: 'Sort order', sortKey: 'sortOrder' },
    { key: 'published', header: 'Published', format: 'bool' },
    { key: 'updatedAt', header: 'Updated', format: 'date', sortKey: 'updatedAt' },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or content' },
    { name: 'tag', label: 'Tag', type: 'text', placeholder: 'screen:/all-orders' },
  ],
  form: {
    schema: knowledgebasePageSchema,
    fields: [
      {
        name: 'groupId',
        label: 'Group',
        type: 'select',
        optionsFrom: groupsRef,
      },
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'slug', label: 'Slug', type: 'text', helpText: 'Optional: made from the name when empty.' },
      { name: 'sortOrder', label: 'Sort order', type: 'number' },
      { name: 'content', label: 'Content', type: 'textarea' },
      { name: 'published', label: 'Published', type: 'checkbox' },
      {
        name: 'tags',
        label: 'Help tags',
        type: 'textarea',
        component: TagsField,
        helpText:
          'One per line. screen:/route/path links the page from that screen (e.g. screen:/orders/returns); marker:MISSING_SKU suggests it on tickets opened for orders held with that marker.',
      },
    ],
  },
  routes: { create: true, edit: true },
});

export const changelogCrud = defineCrud(changelogContract, {
  title: 'Changelog entries',
  singular: 'Changelog entry',
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Title', sortKey: 'name' },
    { key: 'publishedAt', header: 'Published', format: 'date', sortKey: 'publishedAt' },
  ],
  filters: [{ name: 'search', label: 'Search', type: 'text', placeholder: 'Title or content' }],
  form: {
    schema: changelogSchema,
    fields: [
      { name: 'name', label: 'Title', type: 'text' },
      { name: 'content', label: 'Content', type: 'textarea' },
      {
        name: 'notifyRoles',
        label: 'Notify',
        type: 'multiselect',
        options: roleOptions,
        helpText: 'The roles told about this entry.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
