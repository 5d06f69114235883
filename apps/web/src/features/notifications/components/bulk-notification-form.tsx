import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Checkbox, FieldError, MarkdownEditor, TextField } from '@platform/ui';
import { BulkNotificationInputSchema, type BulkNotificationInput } from '@platform/contracts';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useSendBulkNotificationMutation } from '../notifications-api.js';
import { BULK_FORM_MESSAGES as M, NOTIFICATION_MESSAGES } from '../notifications-messages.js';

type BulkFormValues = z.input<typeof BulkNotificationInputSchema> & { receivers?: never };

const EMPTY_FORM: BulkFormValues = { subject: '', content: '', toTeachers: false, toStudents: false };
const schemaResolver = zodResolver(BulkNotificationInputSchema);

/**
 * The contract's rules, with the recipients rule always checked (zod skips a refinement while a field is
 * invalid, and the spec wants 'Drept destinatari…' even when the subject is still empty).
 */
const resolver: Resolver<BulkFormValues, unknown, BulkNotificationInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.toTeachers || values.toStudents) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      receivers: { type: 'custom', message: NOTIFICATION_MESSAGES.noRecipients },
    },
  } as Awaited<ReturnType<typeof resolver>>;
};

/**
 * 'Trimitere Notificare Bulk' (ADMIN, DBEST): the enabled users of the ticked roles receive the message;
 * subject and markdown content are trimmed; the submit button is locked 2 s after a click.
 */
export function BulkNotificationForm() {
  const [send] = useSendBulkNotificationMutation();
  const { isLocked, run } = useSubmitLock();
  // The editor owns its text while typing; a new key empties it after a send or 'Anulare mesaj'.
  const [editorKey, setEditorKey] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<BulkFormValues, unknown, BulkNotificationInput>({ resolver, defaultValues: EMPTY_FORM });

  const onSubmit = (values: BulkNotificationInput) =>
    run(async () => {
      try {
        const { toTeachers, toStudents, subject, content } = values;
        await send({ subject, content, toTeachers, toStudents }).unwrap();
        notify.success(NOTIFICATION_MESSAGES.sent);
        clearForm();
      } catch (error) {
        const problem = readApiError(error, NOTIFICATION_MESSAGES.sendFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['subject', 'content', 'receivers']);
        notify.error(problem.message);
      }
    });

  const clearForm = () => {
    reset(EMPTY_FORM);
    setEditorKey((key) => key + 1);
  };

  const cancel = () => {
    const { subject, content } = getValues();
    if (!(subject ?? '').trim() && !(content ?? '').trim()) {
      notify.warning(NOTIFICATION_MESSAGES.alreadyEmpty);
      return;
    }
    clearForm();
  };

  const onRecipientChange = (change: (checked: boolean) => void) => (checked: boolean) => {
    change(checked);
    clearErrors('receivers');
  };

  return (
    <form className="bulk-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <h2 className="bulk-form__heading">{M.heading}</h2>
      <fieldset
        className="bulk-form__recipients"
        aria-describedby={`bulk-form-recipients-hint${errors.receivers ? ' bulk-form-recipients-error' : ''}`}
      >
        <legend className="bulk-form__legend">{M.recipients}</legend>
        <p id="bulk-form-recipients-hint" className="bulk-form__hint">
          {M.recipientsHint}
        </p>
        <div className="bulk-form__checkboxes">
          <Controller
            control={control}
            name="toTeachers"
            render={({ field }) => (
              <Checkbox
                label={M.teachers}
                checked={Boolean(field.value)}
                onChange={onRecipientChange(field.onChange)}
              />
            )}
          />
          <Controller
            control={control}
            name="toStudents"
            render={({ field }) => (
              <Checkbox
                label={M.pupils}
                checked={Boolean(field.value)}
                onChange={onRecipientChange(field.onChange)}
              />
            )}
          />
        </div>
        <FieldError id="bulk-form-recipients-error">{errors.receivers?.message}</FieldError>
      </fieldset>
      <TextField label={M.subject} required error={errors.subject?.message} {...register('subject')} />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <MarkdownEditor
            key={editorKey}
            label={M.content}
            value=""
            onChange={field.onChange}
            error={errors.content?.message}
          />
        )}
      />
      <div className="bulk-form__buttons">
        <Button type="button" variant="secondary" onClick={cancel}>
          {M.cancel}
        </Button>
        <Button type="submit" disabled={isLocked}>
          {M.submit}
        </Button>
      </div>
    </form>
  );
}
