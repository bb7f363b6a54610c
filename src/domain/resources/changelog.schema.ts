/** The changelog entry form (spec §3: name, content, notifyRoles). */
import * as yup from 'yup';
import { instant, requiredText } from './fields';
import { changelogNotifyRolesDefault, docContent, roleList } from './knowledgebase-group.schema';

export const changelogSchema = yup.object({
  name: requiredText('Title', 200),
  content: docContent('Content'),
  notifyRoles: roleList('Notify', changelogNotifyRolesDefault),
  publishedAt: instant('Published at'),
});
export type ChangelogInput = yup.InferType<typeof changelogSchema>;
