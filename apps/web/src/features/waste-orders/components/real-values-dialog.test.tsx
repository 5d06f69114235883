import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WasteOrder, WasteRealValuesInput } from '@platform/contracts';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { RealValuesDialog } from './real-values-dialog.js';

const address = {
  judet: 'Cluj',
  oras: 'Cluj-Napoca',
  comuna: null,
  sat: null,
  strada: 'Str. Școlii',
  numar: '1',
  bloc: null,
  scara: null,
  etaj: null,
  apartament: null,
  codPostal: null,
};
const order: WasteOrder = {
  id: 7,
  school: {
    id: 1,
    numeInstitutieInvatamant: 'Școala Gimnazială nr. 1',
    codSe: 'SE1',
    judet: 'Cluj',
    oras: 'Cluj-Napoca',
  },
  editionId: 2,
  timestamp: '2026-11-02T09:00:00.000Z',
  validatedAt: '2026-11-03T09:00:00.000Z',
  deeeOrderProcessedDate: null,
  dbaOrderProcessedDate: null,
  dataOrientativaColectare: 1_794_000_000,
  deeeOrderNumber: null,
  dbaOrderNumber: null,
  contactPersonName: 'Ioana Profesor',
  contactPersonEmail: 'profesor@demo.ro',
  contactPersonPhone: '0700000003',
  pickupAddress: address,
  pickupAddressSameWithSchoolAddress: true,
  deeeKg: 10,
  dbaKg: 2,
  becuriSiNeoaneKg: 0,
  realDeeeKg: null,
  realDbaKg: null,
  realBecuriSiNeoaneKg: null,
  isValidated: true,
  isProcessed: false,
  rejectReason: null,
  photos: [],
  deeeOrderDocument: '/uploads/deee.pdf',
  dbaOrderDocument: null,
  proceseVerbale: [{ url: '/uploads/pv.pdf', name: 'PV 1' }],
  points: 0,
};

function renderDialog(
  onSave: (o: WasteOrder, v: WasteRealValuesInput) => Promise<ReadableApiError | null> = async () => null,
  upload = vi.fn(async () => ({ url: '/uploads/dba.png' })),
) {
  const save = vi.fn(onSave);
  render(<RealValuesDialog order={order} onClose={() => undefined} upload={upload} onSave={save} />);
  return { save, upload };
}

const value = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));

describe('RealValuesDialog (spec 001 §5 real values)', () => {
  it('refuses negative values', async () => {
    const { save: onSave } = renderDialog();
    value('DEEE real (kg)', '-1');
    save();
    expect(await screen.findByText('Valoarea trebuie să fie pozitivă')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs at least one value different from zero', async () => {
    const { save: onSave } = renderDialog();
    value('DEEE real (kg)', '0');
    save();
    expect(await screen.findAllByText('Cel puțin o valoare trebuie să fie diferită de zero')).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes hundredths (step 0.01) and sends the values, the documents and the kept reports', async () => {
    const { save: onSave } = renderDialog();
    const deee = screen.getByLabelText('DEEE real (kg)');
    expect(deee).toHaveAttribute('step', '0.01');
    value('DEEE real (kg)', '12.345');
    save();
    expect(await screen.findByText('Valoarea poate avea cel mult două zecimale')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    value('DEEE real (kg)', '12.35');
    value('DBA real (kg)', '1.5');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![1]).toEqual({
      realDeeeKg: 12.35,
      realDbaKg: 1.5,
      realBecuriSiNeoaneKg: 0,
      deeeOrderDocument: '/uploads/deee.pdf',
      dbaOrderDocument: null,
      proceseVerbale: [{ url: '/uploads/pv.pdf', name: 'PV 1' }],
    });
  });

  it('uploads an image or PDF per document and removes one', async () => {
    const { save: onSave, upload } = renderDialog();
    const dbaInput = screen.getByLabelText('Document DBA');
    expect(dbaInput).toHaveAttribute('accept', 'image/*,application/pdf');
    const file = new File(['%PDF-1.4'], 'dba.pdf', { type: 'application/pdf' });
    fireEvent.change(dbaInput, { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    expect(await screen.findByRole('button', { name: 'Șterge Document DBA' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Șterge Document DEEE' }));
    expect(screen.getByLabelText('Document DEEE')).toHaveAttribute('type', 'file');
    value('Becuri și neoane real (kg)', '0.5');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![1]).toMatchObject({
      realBecuriSiNeoaneKg: 0.5,
      deeeOrderDocument: null,
      dbaOrderDocument: '/uploads/dba.png',
    });
  });

  it("shows the server's field errors beside the fields", async () => {
    renderDialog(async () => ({
      status: 400,
      message: 'Eroare la actualizarea valorilor reale',
      fieldErrors: { realDbaKg: 'Valoarea trebuie să fie pozitivă' },
    }));
    value('DEEE real (kg)', '3');
    save();
    expect(await screen.findByText('Valoarea trebuie să fie pozitivă')).toBeInTheDocument();
  });
});
