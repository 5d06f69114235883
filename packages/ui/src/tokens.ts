/**
 * Design tokens of the eco-school platform as plain values, for code that needs them
 * (canvas drawing, charts, inline styles). The same values are exposed to CSS as custom
 * properties in `tokens.css` (`--eco-color-accent`, `--eco-space-4`, ...); a test keeps both in sync.
 *
 * Breakpoints: `mobile` is everything below 768px (cheap phones held by pupils), `desktop` from 768px.
 */
export const tokens = {
  color: {
    /** Programme green; white text on it has a contrast of 5.1:1 (WCAG AA). */
    accent: '#2e7d32',
    accentHover: '#1b5e20',
    accentActive: '#134a17',
    accent50: '#e8f5e9',
    accent100: '#c8e6c9',
    accent200: '#a5d6a7',
    accent500: '#4caf50',
    accent700: '#2e7d32',
    accent900: '#134a17',
    onAccent: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f7f5',
    surfaceSunken: '#eef2ee',
    text: '#1c2321',
    textMuted: '#56615b',
    border: '#c9d1cb',
    borderStrong: '#7c8a81',
    success: '#2e7d32',
    successBg: '#e8f5e9',
    warning: '#9a4a00',
    warningBorder: '#e67e00',
    warningBg: '#fff3e0',
    danger: '#c62828',
    dangerHover: '#a31f1f',
    dangerBg: '#fdecea',
    info: '#1565c0',
    infoBg: '#e3f0fc',
    neutralBg: '#eef0ef',
    focus: '#1565c0',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontFamily: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  },
  lineHeight: { tight: '1.25', body: '1.5' },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.08)',
    md: '0 2px 8px rgb(0 0 0 / 0.12)',
    lg: '0 12px 32px rgb(0 0 0 / 0.2)',
  },
  focusRing: '0 0 0 3px #ffffff, 0 0 0 5px #1565c0',
  /** Minimum touch target on phones (WCAG 2.5.5 / platform guidelines). */
  touchTarget: '44px',
  breakpoint: { mobileMax: '767px', desktopMin: '768px' },
  duration: { fast: '120ms', normal: '200ms' },
} as const;

/** The type of {@link tokens}. */
export type Tokens = typeof tokens;
