import type { Rollup } from 'vite';
import { inlineCriticalCss } from './critical-css-plugin.js';

const CSS =
  ':root{--eco-color-accent:#2e7d32}' +
  'body{margin:0}' +
  '.boot-splash{display:flex;color:var(--eco-color-accent)}' +
  '.eco-spinner__circle{animation:.8s linear infinite eco-spin}' +
  '@keyframes eco-spin{to{transform:rotate(360deg)}}' +
  '.lesson-card{border:1px solid}' +
  '@keyframes eco-fade{to{opacity:0}}';
const bundle = {
  'assets/index-Aa11Bb22.css': { type: 'asset', fileName: 'assets/index-Aa11Bb22.css', source: CSS },
} as unknown as Rollup.OutputBundle;
const html =
  '<!doctype html><html lang="ro"><head><title>Ecoterrieni</title>' +
  '<script type="module" crossorigin src="/assets/index-Cc33Dd44.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Aa11Bb22.css"></head>' +
  '<body><div id="root"></div><div id="boot-splash" class="boot-splash">' +
  '<span class="eco-spinner__circle"></span></div></body></html>';

describe("index.html's critical CSS", () => {
  it('inlines the rules of the loading screen, the tokens and their animation, not the rest', async () => {
    const out = await inlineCriticalCss(html, bundle);
    const inline = /<style>(.*?)<\/style>/s.exec(out)?.[1] ?? '';
    for (const rule of [':root{', 'body{', '.boot-splash{', '.eco-spinner__circle{', '@keyframes eco-spin'])
      expect(inline).toContain(rule);
    expect(inline).not.toContain('.lesson-card');
    expect(inline).not.toContain('eco-fade');
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('</head>'));
  });

  it('loads the whole stylesheet at the end of the body, with no inline script the CSP would block', async () => {
    const out = await inlineCriticalCss(html, bundle);
    expect(out).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-Aa11Bb22\.css"><\/body>/);
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(out).not.toMatch(/onload=|<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-Cc33Dd44.js"></script>');
  });

  it('fails the build when a linked stylesheet is not in it', async () => {
    await expect(inlineCriticalCss(html, {})).rejects.toThrow(
      /critical CSS of index.html: Unable to locate stylesheet/,
    );
  });
});
