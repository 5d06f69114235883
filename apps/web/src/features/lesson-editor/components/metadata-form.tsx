import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { Checkbox, ImagePicker, TextField } from '@platform/ui';
import type { LessonTypeInfo } from '@platform/contracts';
import { useSlideHostServices } from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';

/** The metadata form's values (strings as the inputs hold them; converted when the draft is built). */
export interface MetadataValues {
  title: string;
  description: string;
  image: string;
  /** `datetime-local` value in the browser's time zone. */
  deadline: string;
  punctajMaxim: string;
  isHidden: boolean;
}

export type MetadataErrors = Partial<
  Record<'title' | 'description' | 'deadline' | 'punctajMaxim' | 'image', string>
>;

/** Title, description, image (LESSON_IMAGES), deadline for the types that have one, maximum points. */
export function MetadataForm({
  info,
  register,
  control,
  errors,
  disabled,
}: {
  info: LessonTypeInfo;
  register: UseFormRegister<MetadataValues>;
  control: Control<MetadataValues>;
  errors: MetadataErrors;
  disabled?: boolean;
}) {
  const services = useSlideHostServices();
  return (
    <fieldset className="editor-metadata" disabled={disabled}>
      <legend className="editor-metadata__legend">{M.metadata}</legend>
      <TextField label={M.title} required maxLength={200} error={errors.title} {...register('title')} />
      <TextField
        label={M.description}
        required
        multiline
        rows={3}
        maxLength={1000}
        error={errors.description}
        {...register('description')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImagePicker
            label={M.image}
            max={1}
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            upload={(file, onProgress) => services.uploadFile(file, 'LESSON_IMAGES', onProgress)}
            error={errors.image}
            disabled={disabled}
          />
        )}
      />
      <div className="editor-metadata__row">
        {info.deadline && (
          <TextField
            label={M.deadline}
            type="datetime-local"
            required={info.deadline.required}
            hint={M.deadlineHint}
            error={errors.deadline}
            {...register('deadline')}
          />
        )}
        <TextField
          label={M.points}
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          step={1}
          error={errors.punctajMaxim}
          {...register('punctajMaxim')}
        />
      </div>
      <Controller
        control={control}
        name="isHidden"
        render={({ field }) => <Checkbox label={M.hidden} checked={field.value} onChange={field.onChange} />}
      />
    </fieldset>
  );
}
