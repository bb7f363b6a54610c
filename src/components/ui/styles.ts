/**
 * The style objects screens kept writing inline, named once: text tones and weights, stacks and rows,
 * the two-column form grid, a dialog's footer and body. Panda extracts these at build time like any
 * `css()`; a screen takes `ui.muted` instead of a fresh `css({ color: 'fg.muted' })`, so a change of
 * look is one edit. One-off styles stay inline beside their screen. A style object written at three
 * or more places fails tests/unit/layout/repeated-styles.test.ts: name it here (or in its component
 * family's styles) instead. Two atoms combine with `cx(ui.muted, ui.mt4)`: Panda's classes are
 * atomic, so that is the same as the one object, as long as the two set different properties.
 */
import { css, cva } from 'styled-system/css';

/** A flex column; gap 4 unless told. */
const stack = cva({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: {
      '1': { gap: '1' },
      '2': { gap: '2' },
      '3': { gap: '3' },
      '4': { gap: '4' },
      '5': { gap: '5' },
      '6': { gap: '6' },
    },
  },
  defaultVariants: { gap: '4' },
});

/** A flex row; gap 2 unless told, centred and wrapping when told. */
const row = cva({
  base: { display: 'flex' },
  variants: {
    gap: { '2': { gap: '2' }, '3': { gap: '3' } },
    center: { true: { alignItems: 'center' } },
    wrap: { true: { flexWrap: 'wrap' } },
  },
  defaultVariants: { gap: '2' },
});

export const ui = {
  // Text
  muted: css({ color: 'fg.muted' }),
  mutedSmall: css({ color: 'fg.muted', fontSize: '13px' }),
  mutedNowrap: css({ color: 'fg.muted', whiteSpace: 'nowrap' }),
  subtle: css({ color: 'fg.subtle' }),
  caption: css({ fontSize: '12px', color: 'fg.muted' }),
  /** A caption on a line of its own, under a name (an email, a SKU). */
  captionLine: css({ display: 'block', fontSize: '12px', color: 'fg.muted' }),
  subtleCaption: css({ fontSize: '12px', color: 'fg.subtle' }),
  /** A muted note at the body's size beside a control: a field's help text, a scanner's hint. */
  help: css({ color: 'fg.muted', fontSize: 'sm' }),
  /** A muted line under a title: a card's, a dialog's or a page's description. */
  description: css({ mt: '1', color: 'fg.muted' }),
  /** A muted, regular-weight aside inside a bold heading or name. */
  aside: css({ color: 'fg.muted', fontWeight: 'normal' }),
  /** A muted centred message where content would be (nothing yet, nothing chosen). */
  placeholder: css({ color: 'fg.muted', py: '10', textAlign: 'center' }),
  small: css({ fontSize: '13px' }),
  accent: css({ color: 'accent' }),
  accentStrong: css({ color: 'accent', fontWeight: 'semibold' }),
  success: css({ color: 'success' }),
  danger: css({ color: 'danger' }),
  dangerSmall: css({ color: 'danger', fontSize: '13px' }),
  /** A field's or a line's validation message. */
  fieldError: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
  medium: css({ fontWeight: 'medium' }),
  mediumNowrap: css({ fontWeight: 'medium', whiteSpace: 'nowrap' }),
  semibold: css({ fontWeight: 'semibold' }),
  strong: css({ color: 'fg', fontWeight: 'medium' }),
  /** A row's name as a link: the text's colour until hovered. */
  strongLink: css({ fontWeight: 'medium', color: 'fg', _hover: { color: 'accent' } }),
  strongLinkNowrap: css({
    fontWeight: 'medium',
    color: 'fg',
    whiteSpace: 'nowrap',
    _hover: { color: 'accent' },
  }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  /** A table that bleeds to its card's edges: its first and last cells keep the card's padding. */
  bleedFirstCell: css({ pl: '6!' }),
  bleedLastCell: css({ pr: '6!' }),
  /** A user's text with its line breaks (notes, messages). */
  preWrap: css({ whiteSpace: 'pre-wrap' }),
  end: css({ textAlign: 'end' }),
  mono: css({ fontFamily: 'mono' }),
  code: css({ fontFamily: 'mono', fontSize: '13px', whiteSpace: 'nowrap' }),
  monoSmall: css({ fontFamily: 'mono', fontSize: '13px' }),
  monoCaption: css({ fontFamily: 'mono', fontSize: '12px' }),
  mutedMonoCaption: css({ fontFamily: 'mono', fontSize: '12px', color: 'fg.muted' }),
  srOnly: css({ srOnly: true }),
  // Blocks
  /** A record's page: wide enough for its side panel, no wider (invoices, shipments, tickets). */
  recordPage: css({ maxW: '1400px' }),
  /** A section set apart from what comes before it. */
  sectionBelow: css({ mt: '5' }),
  // Headings
  /** A form page's title (crud forms, users, vendors). */
  formTitle: css({ fontSize: '24px', fontWeight: 'bold', mb: '6' }),
  /** A form page's title with a status badge beside it. */
  formTitleRow: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    fontSize: '24px',
    fontWeight: 'bold',
    mb: '6',
  }),
  /** A document's title and its status badge, as PageHeader's title. */
  titleWithBadge: css({ display: 'inline-flex', alignItems: 'center', gap: '3' }),
  /** A page's own header row (title, status, actions), wrapping, above its content. */
  headerRow: css({ display: 'flex', alignItems: 'center', gap: '3', mb: '6', flexWrap: 'wrap' }),
  sectionTitle: css({ fontSize: '16px', fontWeight: 'semibold', mb: '3' }),
  /** A panel's or a popover's section heading. */
  panelTitle: css({ fontSize: '15px', fontWeight: 'semibold', mb: '2' }),
  /** A dialog title set larger and bold, for a dialog that stands on its own. */
  dialogHeading: css({ fontSize: '18px', fontWeight: 'bold' }),
  /** A figure's label over its number. */
  statLabel: css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  /** A record's facts as a `<dl>`: small muted terms over their values, three a row from medium screens up. */
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '4',
    '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
    '& dd': { mt: '0.5' },
  }),
  /** One fact's term and value, where the facts sit in a grid of their own. */
  factTerm: css({ fontSize: '12px', color: 'fg.muted', fontWeight: 'medium' }),
  factValue: css({ mt: '0.5' }),
  // Layout
  block: css({ display: 'block' }),
  /** A wrapper that takes no box of its own (its children join the parent's grid or flex). */
  contents: css({ display: 'contents' }),
  stack: stack(),
  stack1: stack({ gap: '1' }),
  stack2: stack({ gap: '2' }),
  stack3: stack({ gap: '3' }),
  stack5: stack({ gap: '5' }),
  stack6: stack({ gap: '6' }),
  /** A stack that may shrink below its content's width inside a grid or a row. */
  stackShrink: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  column: css({ display: 'flex', flexDirection: 'column' }),
  columnShrink: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  row: row(),
  rowCenter: row({ center: true }),
  rowCenter3: row({ gap: '3', center: true }),
  rowWrap: row({ gap: '3', center: true, wrap: true }),
  rowWrap2: row({ center: true, wrap: true }),
  /** Items that wrap to the next line, top-aligned (badges, places). */
  wrapList: row({ wrap: true }),
  /** A wrapping row of small links or chips under a text. */
  chipRow: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1.5' }),
  inlineRow: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  /** A checkbox or a radio with its label, clickable as one. */
  checkLabel: css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' }),
  /** A checkbox with its label in a filter bar, at the controls' height. */
  filterCheck: css({ display: 'inline-flex', alignItems: 'center', gap: '2', h: '10' }),
  /** A spinner and what is happening, muted. */
  busyRow: css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' }),
  /** A failure message with its Retry button under it. */
  retryBlock: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    alignItems: 'flex-start',
    maxW: '640px',
  }),
  /** A document's action buttons, at the end, wrapping. */
  actionBar: css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' }),
  /** A table cell's buttons, at its end. */
  cellActions: css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' }),
  grow: css({ flex: '1', minW: '0' }),
  /** Takes the rest of its row. */
  fill: css({ flex: '1' }),
  scrollX: css({ overflowX: 'auto' }),
  /** Form fields side by side from medium screens up. */
  formGrid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  formGrid3: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' }),
  twoColumns: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' }),
  /** Four tiles a row (two on small screens). */
  fourColumns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
    gap: '3',
  }),
  // A box's maximum width: a page's content column (forms 760–1040 px, flows and documents
  // 1100–1120 px), an input narrower than its field.
  maxW320: css({ maxW: '320px' }),
  maxW760: css({ maxW: '760px' }),
  maxW960: css({ maxW: '960px' }),
  maxW1040: css({ maxW: '1040px' }),
  maxW1100: css({ maxW: '1100px' }),
  maxW1120: css({ maxW: '1120px' }),
  // Tables that are not lists (DataTable has its own)
  plainTable: css({ w: 'full', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }),
  /** A quiet header of a small table inside a card (a rate card's versions and rates, a what-if). */
  quietTh: css({
    textAlign: 'start',
    fontSize: '13px',
    fontWeight: 'medium',
    color: 'fg.muted',
    py: '2',
    pr: '4',
  }),
  plainTh: css({
    textAlign: 'start',
    px: '4',
    h: '10',
    bg: 'canvas',
    color: 'fg.muted',
    fontSize: '12px',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  /** A cell's content at the end, over its table's own alignment (figures). */
  endCell: css({ textAlign: 'end!' }),
  /** A column as narrow as its content (a row's remove button). */
  fitCell: css({ w: '1px' }),
  /** A row shown as inactive (an ignored line, a revoked key). */
  inactiveRow: css({ '& td': { color: 'fg.muted' } }),
  // Forms
  /** A label above a control that is not a Field (a picker, a group of inputs). */
  label: css({ display: 'block', fontWeight: 'medium', mb: '1.5' }),
  /** The input recipe's box at a textarea's height. */
  textarea: css({ h: 'auto', py: '2' }),
  /** A group of checkable chips (a multi-select), wrapping under its legend. */
  choiceRow: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1.5' }),
  /** One checkbox as a chip, marked while checked. */
  choiceChip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    h: '8',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    cursor: 'pointer',
    '&:has(input:checked)': { bg: 'accent.subtle', borderColor: 'accent', color: 'accent' },
  }),
  // Markers: whole class names per tone, as Panda extracts them at build time
  bgAccent: css({ bg: 'accent' }),
  bgSuccess: css({ bg: 'success' }),
  bgWarning: css({ bg: 'warning' }),
  bgDanger: css({ bg: 'danger' }),
  bgNeutral: css({ bg: 'border.strong' }),
  // Charts and diagrams (SVG)
  strokeBorder: css({ stroke: 'border', strokeWidth: '1' }),
  fillAccent: css({ fill: 'accent' }),
  // Dialogs
  dialogBody: css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' }),
  dialogFooter: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' }),
  // Spacing that screens repeat between blocks
  mt1: css({ mt: '1' }),
  mt2: css({ mt: '2' }),
  mt3: css({ mt: '3' }),
  mt4: css({ mt: '4' }),
  mt6: css({ mt: '6' }),
  mb4: css({ mb: '4' }),
  // Reports' figures and tables (issue 17)
  /** A headline figure (a total above a chart). */
  figureValue: css({ fontSize: '20px', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  /** A padded table cell with a rule under it, and its strong variant. */
  ruledCell: css({ px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border' }),
  /** Headline figures side by side, wrapping. */
  figureRow: css({ display: 'flex', flexWrap: 'wrap', gap: '8' }),
  /** A chart's box: the screen-reader table inside a bar chart must not widen the page. */
  chartClip: css({ position: 'relative', overflow: 'hidden', pr: '5' }),
  /** Cards of figures, as many per row as fit. */
  figureGrid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: '4',
    alignItems: 'start',
  }),
  strongCell: css({ px: '4', py: '2.5', fontWeight: 'semibold' }),
  start: css({ textAlign: 'start' }),
  /** A card holding a filter form and what it filters. */
  filterCard: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
    '& > form': { borderBottomWidth: '0' },
  }),
};
