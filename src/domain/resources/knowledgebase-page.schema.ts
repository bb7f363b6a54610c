/** The knowledge base page form (spec §3). */
import * as yup from 'yup';
import { flag, optionalRef, quantity, requiredText } from './fields';
import { docContent, slug } from './knowledgebase-group.schema';

export const knowledgebasePageSchema = yup.object({
  groupId: optionalRef('group').required('Group is required'),
  name: requiredText('Name', 200),
  slug: slug(),
  content: docContent('Content'),
  sortOrder: quantity('Sort order', 0, 0),
  published: flag('Published', true),
});
export type KnowledgebasePageInput = yup.InferType<typeof knowledgebasePageSchema>;
