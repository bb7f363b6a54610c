import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    h: '6',
    borderRadius: 'full',
    fontSize: '12px',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'canvas', color: 'fg.muted', borderColor: 'border' },
      accent: { bg: 'accent.subtle', color: 'accent', borderColor: 'accent.subtle' },
      success: { bg: 'success.subtle', color: 'success', borderColor: 'success.subtle' },
      warning: { bg: 'warning.subtle', color: 'warning', borderColor: '#fedf89' },
      danger: { bg: 'danger.subtle', color: 'danger', borderColor: '#fecdca' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: [{ tone: ['*'] }],
});
