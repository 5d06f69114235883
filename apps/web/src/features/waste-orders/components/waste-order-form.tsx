import { useId, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Card, Checkbox, FieldError, ImagePicker, TextField } from '@platform/ui';
import type { Address } from '@platform/contracts';
import type { z } from 'zod';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { quantity, schemaResolver } from '../schema-resolver.js';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

export const ADDRESS_PARTS = [
  'judet',
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
type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressText = Record<AddressPart, string>;

/** What the inputs hold: texts, converted to the contract's input on submit. */
export interface WasteOrderFormValues {
  contactPersonName: string;
  contactPersonPhone: string;
  contactPersonEmail: string;
  pickupAddressSameWithSchoolAddress: boolean;
  pickupAddress: AddressText;
  deeeKg: string;
  dbaKg: string;
  becuriSiNeoaneKg: string;
  photos: string[];
  deeeOrderNumber: string;
  dbaOrderNumber: string;
}

/** An address from the server as the inputs show it. */
export function addressText(address: Partial<Address> | null | undefined): AddressText {
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, address?.[part] ?? ''])) as AddressText;
}

/** The body fields shared by placing and editing an order; the server copies the school address when same. */
export function orderFormInput(values: WasteOrderFormValues) {
  const address = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, values.pickupAddress[part].trim() || undefined]),
  );
  return {
    contactPersonName: values.contactPersonName,
    contactPersonPhone: values.contactPersonPhone,
    contactPersonEmail: values.contactPersonEmail,
    pickupAddressSameWithSchoolAddress: values.pickupAddressSameWithSchoolAddress,
    pickupAddress: values.pickupAddressSameWithSchoolAddress ? null : address,
    deeeKg: quantity(values.deeeKg),
    dbaKg: quantity(values.dbaKg),
    becuriSiNeoaneKg: quantity(values.becuriSiNeoaneKg),
    photos: values.photos,
  };
}

const KG_FIELDS = ['deeeKg', 'dbaKg', 'becuriSiNeoaneKg'] as const;
const SERVER_FIELDS: Path<WasteOrderFormValues>[] = [
  'contactPersonName',
  'contactPersonPhone',
  'contactPersonEmail',
  'pickupAddressSameWithSchoolAddress',
  ...ADDRESS_PARTS.map((part) => `pickupAddress.${part}` as const),
  ...KG_FIELDS,
  'photos',
  'deeeOrderNumber',
  'dbaOrderNumber',
];

export interface WasteOrderFormProps<TOutput> {
  /** The contract schema the converted values must pass (create or staff edit). */
  schema: z.ZodType<TOutput>;
  /** Body fields beyond the form's (the id and collection date of an edited order). */
  extraInput?: (values: WasteOrderFormValues) => Record<string, unknown>;
  initial: WasteOrderFormValues;
  /** Copied into the pickup address (and locked) while 'same as school address' is ticked. */
  schoolAddress: AddressText;
  counties: readonly string[];
  /** Staff edit: order numbers editable, the collection date shown read-only. */
  staffFields?: { dataOrientativaColectare: string };
  upload(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }>;
  /** Resolves with the server's error (its field errors are shown beside the fields) or null. */
  onSubmit(values: TOutput): Promise<ReadableApiError | null>;
  formId?: string;
  /** The submit button (outside dialogs). */
  footer?: ReactNode;
}

/** The waste order form of spec 001 §5 ('Waste order edit'), for placing an order and for the staff edit. */
export function WasteOrderForm<TOutput>(props: WasteOrderFormProps<TOutput>) {
  const { schema, extraInput, initial, schoolAddress, counties, staffFields, upload, onSubmit } = props;
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<WasteOrderFormValues, unknown, TOutput>({
    resolver: schemaResolver(schema, (values: WasteOrderFormValues) => ({
      ...orderFormInput(values),
      ...extraInput?.(values),
    })),
    defaultValues: initial,
  });
  const same = watch('pickupAddressSameWithSchoolAddress');

  const submit = async (values: TOutput) => {
    const problem = await onSubmit(values);
    if (problem) applyServerFieldErrors(problem.fieldErrors, setError, SERVER_FIELDS);
  };

  const onSameChange = (checked: boolean) => {
    setValue('pickupAddressSameWithSchoolAddress', checked);
    // Ticking copies the school address; the fields stay locked while it is ticked.
    if (checked) setValue('pickupAddress', schoolAddress, { shouldValidate: false });
  };

  const countyId = `${id}-judet`;
  const countyError = errors.pickupAddress?.judet?.message;
  const kgError = (field: (typeof KG_FIELDS)[number]) => errors[field]?.message;

  return (
    <form id={props.formId} className="waste-order-form" noValidate onSubmit={handleSubmit(submit)}>
      <Card as="section" className="waste-order-form__card">
        <h2 className="waste-order-form__title">{M.contactSection}</h2>
        <TextField
          label={M.contactPersonName}
          required
          autoComplete="name"
          error={errors.contactPersonName?.message}
          {...register('contactPersonName')}
        />
        <div className="waste-order-form__grid">
          <TextField
            label={M.contactPersonPhone}
            type="tel"
            required
            autoComplete="tel"
            error={errors.contactPersonPhone?.message}
            {...register('contactPersonPhone')}
          />
          <TextField
            label={M.contactPersonEmail}
            type="email"
            required
            autoComplete="email"
            error={errors.contactPersonEmail?.message}
            {...register('contactPersonEmail')}
          />
        </div>
      </Card>

      <Card as="section" className="waste-order-form__card">
        <h2 className="waste-order-form__title">{M.addressSection}</h2>
        <Controller
          control={control}
          name="pickupAddressSameWithSchoolAddress"
          render={({ field }) => (
            <Checkbox label={M.sameAddress} checked={field.value} onChange={onSameChange} />
          )}
        />
        {same && <p className="waste-order-form__hint">{M.sameAddressHint}</p>}
        <div className="waste-order-form__select">
          <label htmlFor={countyId}>
            {M.judet}{' '}
            {!same && (
              <span className="waste-order-form__required" aria-hidden="true">
                *
              </span>
            )}
          </label>
          <select
            id={countyId}
            disabled={same}
            aria-required={!same}
            aria-invalid={countyError ? true : undefined}
            aria-describedby={countyError ? `${countyId}-error` : undefined}
            {...register('pickupAddress.judet')}
          >
            <option value="">{M.chooseCounty}</option>
            {counties.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
          <FieldError id={`${countyId}-error`}>{countyError}</FieldError>
        </div>
        <div className="waste-order-form__grid waste-order-form__grid--address">
          {ADDRESS_PARTS.filter((part) => part !== 'judet').map((part) => (
            <TextField
              key={part}
              label={M[part]}
              readOnly={same}
              error={errors.pickupAddress?.[part]?.message}
              {...register(`pickupAddress.${part}`)}
            />
          ))}
        </div>
      </Card>

      <Card as="section" className="waste-order-form__card">
        <h2 className="waste-order-form__title">{M.quantitiesSection}</h2>
        <div className="waste-order-form__grid waste-order-form__grid--three">
          {KG_FIELDS.map((field) => (
            <TextField
              key={field}
              label={M[field]}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={M.wholeKgHint}
              error={kgError(field)}
              {...register(field)}
            />
          ))}
        </div>
        {staffFields && (
          <div className="waste-order-form__grid waste-order-form__grid--three">
            <TextField
              label={M.deeeOrderNumber}
              error={errors.deeeOrderNumber?.message}
              {...register('deeeOrderNumber')}
            />
            <TextField
              label={M.dbaOrderNumber}
              error={errors.dbaOrderNumber?.message}
              {...register('dbaOrderNumber')}
            />
            <TextField
              label={M.dataOrientativaColectare}
              value={staffFields.dataOrientativaColectare}
              readOnly
            />
          </div>
        )}
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <ImagePicker
              label={M.photos}
              hint={M.photosHint}
              max={2}
              value={field.value}
              onChange={field.onChange}
              upload={upload}
              error={errors.photos?.message}
            />
          )}
        />
        <Checkbox label={M.consent} checked disabled onChange={() => undefined} />
      </Card>
      {props.footer}
    </form>
  );
}
