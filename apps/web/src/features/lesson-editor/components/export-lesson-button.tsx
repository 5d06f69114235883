import { Button } from '@platform/ui';
import { LESSON_PACKAGE_MESSAGES } from '@platform/contracts';
import { readApiError } from '../../../shared/api/api-error.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useExportLessonMutation } from '../../lessons/lesson-package-api.js';
import { LESSON_TOAST_MS } from '../../lessons/lesson-toasts.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';

/** 'Exportă' in the editor: downloads the saved lesson as .zip (unsaved edits are not in it, and it says so). */
export function ExportLessonButton({ lessonId, isDirty }: { lessonId: number; isDirty: boolean }) {
  const [exportLesson, { isLoading }] = useExportLessonMutation();
  const onClick = async () => {
    if (isDirty) notify.warning(M.exportUnsaved, LESSON_TOAST_MS.error);
    try {
      await exportLesson(lessonId).unwrap();
    } catch (error) {
      notify.error(readApiError(error, LESSON_PACKAGE_MESSAGES.exportFailed).message, LESSON_TOAST_MS.error);
    }
  };
  return (
    <Button variant="secondary" loading={isLoading} onClick={() => void onClick()}>
      {M.exportLesson}
    </Button>
  );
}
