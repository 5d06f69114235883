import { saveBlob } from '../files/save-blob.js';

/** The figures behind a chart: its accessible table and its CSV export. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

const NUMBER = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
export const formatFigure = (value: string | number) =>
  typeof value === 'number' ? NUMBER.format(value) : value;

function csvCell(value: string | number): string {
  const text = String(value);
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV the way Romanian Excel opens it: semicolons, a BOM so diacritics survive, numbers with a dot
 * (machine-readable; the table on screen shows them in ro-RO).
 */
export function toCsv(table: ChartTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(table: ChartTable, fileName: string) {
  saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** Saves a `data:image/png;base64,…` URL (no fetch: the app's Content-Security-Policy allows no data: calls). */
export function downloadPng(dataUrl: string, fileName: string) {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'image/png' }), `${fileName}.png`);
}
