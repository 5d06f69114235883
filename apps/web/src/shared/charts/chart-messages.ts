/** Texts of every chart card (Romanian UI). */
export const CHART_MESSAGES = {
  exportPng: 'Descarcă PNG',
  exportCsv: 'Descarcă CSV',
  exportPngOf: (title: string) => `Descarcă PNG: graficul „${title}”`,
  exportCsvOf: (title: string) => `Descarcă CSV: datele graficului „${title}”`,
  showTable: 'Vezi datele ca tabel',
  loadingChart: 'Se încarcă graficul…',
  noData: 'Nu există încă date pentru acest grafic.',
} as const;
