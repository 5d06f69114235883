import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Button, Card, Checkbox, FieldError, TextField } from '@platform/ui';
import {
  ROMANIAN_COUNTIES,
  SchoolFormInputSchema,
  type SchoolFormData,
  type SchoolFormInput,
} from '@platform/contracts';
import type { z } from 'zod';
import { SCHOOL_FORM_MESSAGES as M } from '../../../shared/messages/account-flow-messages.js';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';

type SchoolFormValues = z.input<typeof SchoolFormInputSchema>;

const ADDRESS_PARTS = [
  'oras',
  'comuna',
  'sat',
  'strada',
  'numar',
  'bloc',
  'scara',
  'etaj',
  'apartament',
  'codPostal',
] as const;

const emptyAddress = {
  judet: '',
  oras: '',
  comuna: '',
  sat: '',
  strada: '',
  numar: '',
  bloc: '',
  scara: '',
  etaj: '',
  apartament: '',
  codPostal: '',
};

function toFormValues(data: SchoolFormData | null | undefined): SchoolFormValues {
  if (!data) {
    return {
      numeInstitutieInvatamant: '',
      cui: '',
      codSiiirUnitate: '',
      adresa: emptyAddress,
      adresaLivrareAceeasiCuScoala: true,
      numarElevi: null,
      telefon: '',
      numeReprezentatLegal: '',
      detineRecipiente: false,
      participareEditieAnterioara: false,
    };
  }
  const address = (value: SchoolFormData['adresa'] | null) =>
    Object.fromEntries(
      Object.entries({ ...emptyAddress, ...value }).map(([key, part]) => [key, part ?? '']),
    ) as typeof emptyAddress;
  return {
    numeInstitutieInvatamant: data.numeInstitutieInvatamant,
    cui: data.cui ?? '',
    codSiiirUnitate: data.codSiiirUnitate ?? '',
    adresa: address(data.adresa),
    adresaLivrareAceeasiCuScoala: data.adresaLivrareAceeasiCuScoala,
    adresaLivrare: data.adresaLivrareAceeasiCuScoala ? undefined : address(data.adresaLivrare),
    numarElevi: data.numarElevi,
    telefon: data.telefon ?? '',
    numeReprezentatLegal: data.numeReprezentatLegal ?? '',
    detineRecipiente: data.detineRecipiente,
    participareEditieAnterioara: data.participareEditieAnterioara,
  };
}

export interface SchoolFormProps {
  initial?: SchoolFormData | null;
  submitLabel: string;
  /** Sends the form; resolves with the server's error (field errors are shown beside the fields) or null. */
  onSubmit: (values: SchoolFormInput) => Promise<ReadableApiError | null>;
}

/** The school form (school fields of 001 §3, address parts, county list) of the request and update pages. */
export function SchoolForm({ initial, submitLabel, onSubmit }: SchoolFormProps) {
  const id = useId();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SchoolFormValues, unknown, SchoolFormInput>({
    resolver: zodResolver(SchoolFormInputSchema),
    defaultValues: toFormValues(initial),
    shouldUnregister: true,
  });
  const sameDelivery = watch('adresaLivrareAceeasiCuScoala');

  const submit = (values: SchoolFormInput) =>
    run(async () => {
      const problem = await onSubmit(values);
      for (const [field, message] of Object.entries(problem?.fieldErrors ?? {})) {
        setError(field as Path<SchoolFormValues>, { type: 'server', message });
      }
    });

  const addressFields = (prefix: 'adresa' | 'adresaLivrare') => {
    const addressErrors = errors[prefix];
    const countyId = `${id}-${prefix}-judet`;
    return (
      <>
        <div className="flow-select-field">
          <label htmlFor={countyId}>
            {M.judet}{' '}
            <span className="flow-required" aria-hidden="true">
              *
            </span>
          </label>
          <select
            id={countyId}
            className="flow-select"
            aria-invalid={addressErrors?.judet ? true : undefined}
            aria-describedby={addressErrors?.judet ? `${countyId}-error` : undefined}
            {...register(`${prefix}.judet`)}
          >
            <option value="">{M.chooseCounty}</option>
            {ROMANIAN_COUNTIES.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
          <FieldError id={`${countyId}-error`}>{addressErrors?.judet?.message}</FieldError>
        </div>
        <div className="flow-grid">
          {ADDRESS_PARTS.map((part) => (
            <TextField
              key={part}
              label={M[part]}
              required={part === 'oras'}
              error={addressErrors?.[part]?.message}
              {...register(`${prefix}.${part}`)}
            />
          ))}
        </div>
      </>
    );
  };

  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit(submit)}>
      <Card as="section" className="flow-card">
        <h2 className="flow-card__title">{M.schoolSection}</h2>
        <TextField
          label={M.numeInstitutieInvatamant}
          required
          error={errors.numeInstitutieInvatamant?.message}
          {...register('numeInstitutieInvatamant')}
        />
        <div className="flow-grid">
          <TextField label={M.cui} error={errors.cui?.message} {...register('cui')} />
          <TextField
            label={M.codSiiirUnitate}
            error={errors.codSiiirUnitate?.message}
            {...register('codSiiirUnitate')}
          />
        </div>
      </Card>
      <Card as="section" className="flow-card">
        <h2 className="flow-card__title">{M.addressSection}</h2>
        {addressFields('adresa')}
      </Card>
      <Card as="section" className="flow-card">
        <h2 className="flow-card__title">{M.deliverySection}</h2>
        <Controller
          control={control}
          name="adresaLivrareAceeasiCuScoala"
          render={({ field }) => (
            <Checkbox label={M.sameDelivery} checked={field.value ?? true} onChange={field.onChange} />
          )}
        />
        {sameDelivery === false && addressFields('adresaLivrare')}
      </Card>
      <Card as="section" className="flow-card">
        <h2 className="flow-card__title">{M.otherSection}</h2>
        <div className="flow-grid">
          <TextField
            label={M.numarElevi}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.numarElevi?.message}
            {...register('numarElevi', {
              setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
            })}
          />
          <TextField label={M.telefon} type="tel" error={errors.telefon?.message} {...register('telefon')} />
        </div>
        <TextField
          label={M.numeReprezentatLegal}
          error={errors.numeReprezentatLegal?.message}
          {...register('numeReprezentatLegal')}
        />
        <Controller
          control={control}
          name="detineRecipiente"
          render={({ field }) => (
            <Checkbox label={M.detineRecipiente} checked={field.value ?? false} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="participareEditieAnterioara"
          render={({ field }) => (
            <Checkbox
              label={M.participareEditieAnterioara}
              checked={field.value ?? false}
              onChange={field.onChange}
            />
          )}
        />
      </Card>
      <Button type="submit" size="lg" disabled={isLocked} className="flow-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
