import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio, TEXT_COLOUR_PAIRS } from './contrast.js';
import { cssVariableOf } from './token-names.js';
import { tokens } from './tokens.js';

// Everything on this page is read from tokens.ts (and contrast.ts): a changed token shows here at once.

const cell: CSSProperties = {
  padding: 'var(--eco-space-2)',
  borderBottom: '1px solid var(--eco-color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = {
  fontVariantNumeric: 'tabular-nums',
  fontSize: 'var(--eco-font-size-sm)',
  whiteSpace: 'nowrap',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 'var(--eco-space-6)' }}>
      <h2 style={{ fontSize: 'var(--eco-font-size-xl)', margin: '0 0 var(--eco-space-3)' }}>{title}</h2>
      {children}
    </section>
  );
}

function TokenTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', color: 'var(--eco-color-text-muted)', paddingBottom: 8 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" style={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Colours() {
  return (
    <TokenTable
      caption="Every colour token, its CSS custom property and value."
      head={['swatch', 'token', 'CSS', 'value']}
    >
      {Object.entries(tokens.color).map(([key, value]) => (
        <tr key={key}>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 48,
                height: 28,
                borderRadius: 'var(--eco-radius-sm)',
                border: '1px solid var(--eco-color-border-strong)',
                background: value,
              }}
            />
          </td>
          <td style={cell}>{key}</td>
          <td style={{ ...cell, ...code }}>{cssVariableOf('color', key)}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </TokenTable>
  );
}

function Contrast() {
  return (
    <TokenTable
      caption="Text on background as styles.css uses them, with the WCAG 2 contrast ratio (AA asks 4.5:1 for text)."
      head={['sample', 'where', 'ratio', 'WCAG AA']}
    >
      {TEXT_COLOUR_PAIRS.map((pair) => {
        const ratio = contrastRatio(pair.foreground, pair.background);
        return (
          <tr key={pair.use}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 10px',
                  borderRadius: 'var(--eco-radius-sm)',
                  color: pair.foreground,
                  background: pair.background,
                  border: '1px solid var(--eco-color-border)',
                }}
              >
                Aa Ăă Șș Țț
              </span>
            </td>
            <td style={cell}>{pair.use}</td>
            <td style={{ ...cell, ...code }}>{ratio.toFixed(2)}:1</td>
            <td style={cell}>{ratio >= 4.5 ? 'trece' : 'nu trece'}</td>
          </tr>
        );
      })}
    </TokenTable>
  );
}

function TypeScale() {
  return (
    <TokenTable caption="Font sizes, on the body font and line height." head={['token', 'value', 'sample']}>
      {Object.entries(tokens.fontSize).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, ...code }}>{cssVariableOf('font-size', key)}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={{ ...cell, fontSize: value, lineHeight: tokens.lineHeight.tight }}>
            Colectăm bateriile și becurile uzate
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function Spacing() {
  return (
    <TokenTable caption="Spacing steps." head={['token', 'value', 'scale']}>
      {Object.entries(tokens.space).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, ...code }}>{cssVariableOf('space', key)}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', height: 12, width: value, background: tokens.color.accent500 }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function Boxes({
  entries,
  prefix,
  style,
}: {
  entries: [string, string][];
  prefix: string;
  style: (value: string) => CSSProperties;
}) {
  return (
    <ul
      style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--eco-space-5)', listStyle: 'none', padding: 0 }}
    >
      {entries.map(([key, value]) => (
        <li key={key} style={{ width: 140 }}>
          <div
            aria-hidden="true"
            style={{ height: 72, background: 'var(--eco-color-surface)', marginBottom: 8, ...style(value) }}
          />
          <div style={code}>{cssVariableOf(prefix, key)}</div>
          <div style={{ ...code, color: 'var(--eco-color-text-muted)' }}>{value}</div>
        </li>
      ))}
    </ul>
  );
}

function DesignTokens() {
  return (
    <div style={{ maxWidth: 1100, color: 'var(--eco-color-text)' }}>
      <h1 style={{ fontSize: 'var(--eco-font-size-xxl)', marginTop: 0 }}>Design tokens of @platform/ui</h1>
      <p>
        Drawn from <code style={code}>tokens.ts</code>; <code style={code}>tokens.css</code> holds the same
        values (a test keeps them equal). Body font: <code style={code}>{tokens.fontFamily.body}</code>.
      </p>
      <Section title="Colours">
        <Colours />
      </Section>
      <Section title="Contrast of text pairs">
        <Contrast />
      </Section>
      <Section title="Type scale">
        <TypeScale />
      </Section>
      <Section title="Spacing">
        <Spacing />
      </Section>
      <Section title="Radii">
        <Boxes
          entries={Object.entries(tokens.radius)}
          prefix="radius"
          style={(value) => ({ borderRadius: value, border: `2px solid ${tokens.color.borderStrong}` })}
        />
      </Section>
      <Section title="Shadows">
        <Boxes
          entries={Object.entries(tokens.shadow)}
          prefix="shadow"
          style={(value) => ({ boxShadow: value, borderRadius: tokens.radius.md })}
        />
      </Section>
    </div>
  );
}

const meta = {
  title: 'ui/Design tokens',
  component: DesignTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DesignTokens>;
export default meta;

export const Page: StoryObj<typeof meta> = {};
