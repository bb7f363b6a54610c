/** The knowledge base page form (spec §3). */
import * as yup from 'yup';
import { flag, optionalRef, quantity, requiredText } from './fields';
import { docContent, slug } from './knowledgebase-group.schema';

/** A help tag: 'screen:<route path>' (help for that screen) or 'marker:<PROBLEM_MARKER>'. */
const TAG = /^(screen:\/\S*|marker:[A-Z0-9_]+)$/;

/** One tag per line (or comma) of an editor's text, trimmed, blanks and repeats dropped. */
export const tagsOfText = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** Tags: a list of help tags; repeats are dropped. */
export const pageTags = () =>
  yup
    .array()
    .of(
      yup
        .string()
        .typeError('Tags must be text')
        .max(200, 'A tag may have at most 200 characters')
        .matches(TAG, 'A tag is screen:/route/path or marker:PROBLEM_MARKER')
        .required(),
    )
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .typeError('Tags must be a list')
    .max(50, 'A page may have at most 50 tags')
    .default(() => []);

export const knowledgebasePageSchema = yup.object({
  groupId: optionalRef('group').required('Group is required'),
  name: requiredText('Name', 200),
  slug: slug(),
  content: docContent('Content'),
  sortOrder: quantity('Sort order', 0, 0),
  published: flag('Published', true),
  tags: pageTags(),
});
export type KnowledgebasePageInput = yup.InferType<typeof knowledgebasePageSchema>;
