/** The knowledge base group form (spec §3, §6), and the role lists and slugs the docs forms share. */
import * as yup from 'yup';
import { roles, type Role } from '../permissions';
import { quantity, requiredText, textField } from './fields';

/** Staff roles: knowledge base groups are visible to all of them by default (spec §6). */
export const staffRoles: readonly Role[] = roles.filter((r) => r !== 'vendor');
/** Changelog notifications go to the staff roles but developer by default (spec §6). */
export const changelogNotifyRolesDefault: readonly Role[] = staffRoles.filter((r) => r !== 'developer');

export const roleList = (label: string, fallback: readonly Role[]) =>
  yup
    .array()
    .of(
      yup
        .string()
        .typeError(`${label} must be roles`)
        .oneOf(roles, `${label} must be among: ${roles.join(', ')}`)
        .required(),
    )
    .typeError(`${label} must be a list`)
    .default(() => [...fallback]);

export const slug = () =>
  textField('Slug')
    .max(120, 'Slug must be at most 120 characters')
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      message: 'Slug may hold lower-case letters, digits and dashes',
      excludeEmptyString: true,
    })
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

export const docContent = (label: string) =>
  textField(label).max(200_000, `${label} must be at most 200000 characters`).default('');

export const knowledgebaseGroupSchema = yup.object({
  name: requiredText('Name', 100),
  slug: slug(),
  description: textField('Description')
    .max(1000, 'Description must be at most 1000 characters')
    .nullable()
    .default(null),
  visibleToRoles: roleList('Visible to', staffRoles),
  sortOrder: quantity('Sort order', 0, 0),
});
export type KnowledgebaseGroupInput = yup.InferType<typeof knowledgebaseGroupSchema>;

/** 'Getting Started!' → 'getting-started'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'page'
  );
}
