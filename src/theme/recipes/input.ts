import { defineRecipe } from '@pandacss/dev';

/** Text inputs and native selects share one look. */
export const input = defineRecipe({
  className: 'input',
  base: {
    display: 'block',
    w: 'full',
    h: '10',
    px: '3',
    bg: 'surface',
    color: 'fg',
    fontSize: '14px',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '150ms',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.subtle' },
    _focusVisible: {
      outline: 'none',
      borderColor: 'accent',
      boxShadow: '0 0 0 3px token(colors.accent.subtle)',
    },
    _invalid: {
      borderColor: 'danger',
      _focusVisible: { boxShadow: '0 0 0 3px token(colors.danger.subtle)' },
    },
    // Not _readOnly: CSS :read-only also matches every <select>.
    '&[readonly]': {
      bg: 'canvas',
      color: 'fg.muted',
      cursor: 'default',
      _hover: { borderColor: 'border.strong' },
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '&:is(select)': {
      appearance: 'none',
      pr: '9',
      cursor: 'pointer',
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%235b6675' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'right 10px center',
    },
  },
});
