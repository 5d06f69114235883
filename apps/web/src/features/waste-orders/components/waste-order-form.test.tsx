import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CreateWasteOrderInputSchema, type CreateWasteOrderInput } from '@platform/contracts';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { addressText, WasteOrderForm, type WasteOrderFormValues } from './waste-order-form.js';

const schoolAddress = addressText({ judet: 'Cluj', oras: 'Cluj-Napoca', strada: 'Str. Școlii', numar: '1' });
const filled: WasteOrderFormValues = {
  contactPersonName: 'Ioana Profesor',
  contactPersonPhone: '0700000003',
  contactPersonEmail: 'profesor@demo.ro',
  pickupAddressSameWithSchoolAddress: true,
  pickupAddress: schoolAddress,
  deeeKg: '',
  dbaKg: '',
  becuriSiNeoaneKg: '',
  photos: [],
  deeeOrderNumber: '',
  dbaOrderNumber: '',
};

function renderForm(
  initial: WasteOrderFormValues,
  onSubmit: (values: CreateWasteOrderInput) => Promise<ReadableApiError | null> = async () => null,
) {
  const submit = vi.fn(onSubmit);
  render(
    <WasteOrderForm
      schema={CreateWasteOrderInputSchema}
      initial={initial}
      schoolAddress={schoolAddress}
      counties={['Alba', 'Cluj', 'Iași']}
      upload={async () => ({ url: '/uploads/a.png' })}
      onSubmit={submit}
      footer={<button type="submit">Plasează comanda</button>}
    />,
  );
  return submit;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));

describe('WasteOrderForm (spec 001 §5 waste order edit)', () => {
  it('requires the contact name, phone and e-mail with the exact messages', async () => {
    const submit = renderForm({
      ...filled,
      contactPersonName: ' ',
      contactPersonPhone: '',
      contactPersonEmail: '',
    });
    fireEvent.change(screen.getByLabelText(/DEEE/), { target: { value: '5' } });
    send();
    expect(await screen.findByText('Numele persoanei de contact este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Telefonul persoanei de contact este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Email-ul persoanei de contact este obligatoriu')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('locks the school address while "same" is ticked and requires a county when it differs', async () => {
    const submit = renderForm(filled);
    const county = screen.getByLabelText(/Județ/);
    const city = screen.getByLabelText('Oraș');
    expect(county).toBeDisabled();
    expect(city).toHaveAttribute('readonly');
    expect(city).toHaveValue('Cluj-Napoca');

    fireEvent.click(screen.getByLabelText('Aceeași cu adresa școlii'));
    expect(county).toBeEnabled();
    expect(city).not.toHaveAttribute('readonly');
    fireEvent.change(county, { target: { value: '' } });
    fireEvent.change(city, { target: { value: 'Turda' } });
    fireEvent.change(screen.getByLabelText(/DBA/), { target: { value: '3' } });
    send();
    expect(await screen.findByText('Județul este obligatoriu')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    // Ticking again copies the school address back and locks it.
    fireEvent.click(screen.getByLabelText('Aceeași cu adresa școlii'));
    expect(city).toHaveValue('Cluj-Napoca');
    expect(county).toHaveValue('Cluj');
    expect(county).toBeDisabled();
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({ pickupAddressSameWithSchoolAddress: true, dbaKg: 3 });
  });

  it('sends a different pickup address with its county', async () => {
    const submit = renderForm(filled);
    fireEvent.click(screen.getByLabelText('Aceeași cu adresa școlii'));
    fireEvent.change(screen.getByLabelText(/Județ/), { target: { value: 'Iași' } });
    fireEvent.change(screen.getByLabelText('Oraș'), { target: { value: 'Pașcani' } });
    fireEvent.change(screen.getByLabelText(/DEEE/), { target: { value: '12' } });
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      pickupAddressSameWithSchoolAddress: false,
      pickupAddress: { judet: 'Iași', oras: 'Pașcani' },
      deeeKg: 12,
      dbaKg: 0,
      becuriSiNeoaneKg: 0,
    });
  });

  it('accepts only whole kilograms', async () => {
    const submit = renderForm(filled);
    const deee = screen.getByLabelText(/DEEE/);
    expect(deee).toHaveAttribute('step', '1');
    fireEvent.change(deee, { target: { value: '2.5' } });
    send();
    expect(await screen.findByText('Cantitatea trebuie să fie un număr întreg')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the consent ticked and disabled', () => {
    renderForm(filled);
    const consent = screen.getByRole('checkbox', { name: /Sunt de acord/ });
    expect(consent).toBeChecked();
    expect(consent).toBeDisabled();
  });

  it("shows the server's field errors beside the fields", async () => {
    renderForm(filled, async () => ({
      status: 400,
      message: 'Eroare',
      fieldErrors: {
        contactPersonEmail: 'Adresa de email nu este validă',
        photos: 'Puteți atașa cel mult 2 fotografii',
      },
    }));
    fireEvent.change(screen.getByLabelText(/DEEE/), { target: { value: '1' } });
    send();
    expect(await screen.findByText('Adresa de email nu este validă')).toBeInTheDocument();
    expect(screen.getByText('Puteți atașa cel mult 2 fotografii')).toBeInTheDocument();
  });
});
