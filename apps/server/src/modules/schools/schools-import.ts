import { CreateSchoolInputSchema, SCHOOL_MESSAGES, type CreateSchoolInput } from '@platform/contracts';
import { BadRequestError } from '../../http/domain-errors.js';

/** Letters only, no diacritics, lower case: 'Nume școală' -> 'numescoala'. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type Field = keyof CreateSchoolInput | `adresa.${string}`;

/** Accepted header texts per field (the export's headers and the field names both work). */
const HEADERS: Record<string, Field> = Object.fromEntries(
  (
    [
      [
        ['Nume școală', 'Nume instituție', 'Nume instituție de învățământ', 'numeInstitutieInvatamant'],
        'numeInstitutieInvatamant',
      ],
      [['CUI'], 'cui'],
      [['Cod SIIIR', 'codSiiirUnitate'], 'codSiiirUnitate'],
      [['Cod SE', 'codSe'], 'codSe'],
      [['Județ', 'judet'], 'adresa.judet'],
      [['Oraș', 'Localitate', 'oras'], 'adresa.oras'],
      [['Comună', 'comuna'], 'adresa.comuna'],
      [['Sat'], 'adresa.sat'],
      [['Stradă', 'strada'], 'adresa.strada'],
      [['Număr', 'numar'], 'adresa.numar'],
      [['Bloc'], 'adresa.bloc'],
      [['Scara'], 'adresa.scara'],
      [['Etaj'], 'adresa.etaj'],
      [['Apartament'], 'adresa.apartament'],
      [['Cod poștal', 'codPostal'], 'adresa.codPostal'],
      [['Număr elevi', 'numarElevi'], 'numarElevi'],
      [['Telefon'], 'telefon'],
      [['Reprezentant legal', 'Nume reprezentant legal', 'numeReprezentatLegal'], 'numeReprezentatLegal'],
      [['Deține recipiente', 'detineRecipiente'], 'detineRecipiente'],
      [['Participare ediție anterioară', 'participareEditieAnterioara'], 'participareEditieAnterioara'],
    ] as const
  ).flatMap(([names, field]) => names.map((name) => [normalize(name), field as Field])),
);

const MAX_ROWS = 20_000;
const isYes = (text: string) => ['da', 'yes', 'true', '1', 'x'].includes(normalize(text));

export interface ImportedSchoolRow {
  rowNumber: number;
  school: CreateSchoolInput;
}

/**
 * Reads schools from the first sheet of an xlsx (header row first). Every row is validated with the
 * school form schema; any invalid row refuses the whole file with field errors keyed `rand{N}.{field}`.
 */
export async function readSchoolsWorkbook(bytes: Uint8Array): Promise<ImportedSchoolRow[]> {
  // Loaded on the first import only: exceljs costs every server process about 28 MB of memory (RSS).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestError(SCHOOL_MESSAGES.importInvalidFile, { file: SCHOOL_MESSAGES.importInvalidFile });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2)
    throw new BadRequestError(SCHOOL_MESSAGES.importEmpty, { file: SCHOOL_MESSAGES.importEmpty });
  const fieldsByColumn = new Map<number, Field>();
  sheet.getRow(1).eachCell((cell, column) => {
    const field = HEADERS[normalize(cell.text)];
    if (field) fieldsByColumn.set(column, field);
  });
  if (![...fieldsByColumn.values()].includes('numeInstitutieInvatamant')) {
    throw new BadRequestError(SCHOOL_MESSAGES.importInvalidFile, { file: SCHOOL_MESSAGES.nameRequired });
  }
  const imported: ImportedSchoolRow[] = [];
  const errors: Record<string, string> = {};
  for (let rowNumber = 2; rowNumber <= Math.min(sheet.rowCount, MAX_ROWS + 1); rowNumber++) {
    const row = sheet.getRow(rowNumber);
    if (!row.hasValues) continue;
    const raw: Record<string, unknown> = { adresa: {} as Record<string, string> };
    for (const [column, field] of fieldsByColumn) {
      const text = row.getCell(column).text.trim();
      if (field.startsWith('adresa.')) (raw.adresa as Record<string, string>)[field.slice(7)] = text;
      else if (field === 'numarElevi') raw[field] = text === '' ? null : Number(text);
      else if (field === 'detineRecipiente' || field === 'participareEditieAnterioara')
        raw[field] = isYes(text);
      else raw[field] = text;
    }
    const parsed = CreateSchoolInputSchema.safeParse(raw);
    if (parsed.success) imported.push({ rowNumber, school: parsed.data });
    else
      for (const issue of parsed.error.issues)
        errors[`rand${rowNumber}.${issue.path.join('.')}`] ??= issue.message;
  }
  if (Object.keys(errors).length) throw new BadRequestError(SCHOOL_MESSAGES.importHasErrors, errors);
  if (!imported.length)
    throw new BadRequestError(SCHOOL_MESSAGES.importEmpty, { file: SCHOOL_MESSAGES.importEmpty });
  return imported;
}
