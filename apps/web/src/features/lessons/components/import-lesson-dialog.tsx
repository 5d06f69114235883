import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Modal, Spinner } from '@platform/ui';
import { LESSON_PACKAGE_MESSAGES, LESSON_TYPE_INFO, type LessonImportReport } from '@platform/contracts';
import { readApiError } from '../../../shared/api/api-error.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useImportLessonMutation } from '../lesson-package-api.js';
import { LESSON_LIST_MESSAGES as M } from '../lesson-list-messages.js';
import { LESSON_TOAST_MS } from '../lesson-toasts.js';

/** The dry run's report: what the import will create, slide by slide, with the migrations it runs. */
function ImportReport({ report }: { report: LessonImportReport }) {
  return (
    <div className="lesson-import__report" aria-live="polite">
      <h3 className="lesson-import__heading">{M.importReportTitle(report.title)}</h3>
      <p>{M.importReportType(LESSON_TYPE_INFO[report.type].displayName)}</p>
      <ul className="lesson-import__slides">
        {report.slides.map((slide) => (
          <li key={slide.number}>
            {M.importReportSlide(
              slide.number,
              slide.displayName,
              slide.fromSchemaVersion,
              slide.toSchemaVersion,
              slide.migrated,
            )}
          </li>
        ))}
      </ul>
      <p>{M.importReportFiles(report.files)}</p>
      <p>{M.importReportHidden}</p>
    </div>
  );
}

/** 'Importă lecție': choose a .zip, read the dry-run report, then confirm; the new lesson opens in the editor. */
export function ImportLessonDialog({ onImported }: { onImported(): void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<LessonImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importLesson, { isLoading }] = useImportLessonMutation();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();

  const close = () => {
    setOpen(false);
    setFile(null);
    setReport(null);
    setProblem(null);
  };
  const check = async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    if (!chosen) return;
    try {
      setReport((await importLesson({ file: chosen, dryRun: true }).unwrap()).report);
    } catch (error) {
      setProblem(readApiError(error, LESSON_PACKAGE_MESSAGES.importFailed).message);
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      const result = await importLesson({ file, dryRun: false }).unwrap();
      notify.success(LESSON_PACKAGE_MESSAGES.imported, LESSON_TOAST_MS.success);
      const type = result.report.type;
      close();
      onImported();
      if (result.id !== null) navigate(`${LESSON_TYPE_INFO[type].editPath}/${result.id}`);
    } catch (error) {
      setProblem(readApiError(error, LESSON_PACKAGE_MESSAGES.importFailed).message);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {M.importLesson}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={M.importTitle}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {M.importCancel}
            </Button>
            <Button
              disabled={!report || isLoading}
              loading={isLoading && report !== null}
              onClick={() => void confirm()}
            >
              {M.importConfirm}
            </Button>
          </>
        }
      >
        <div className="lesson-import">
          <label className="lesson-import__label" htmlFor={inputId}>
            {M.importFile}
          </label>
          <input
            id={inputId}
            className="lesson-import__input"
            type="file"
            accept=".zip,application/zip"
            aria-describedby={hintId}
            onChange={(event) => void check(event.target.files?.[0] ?? null)}
          />
          <p className="lesson-import__hint" id={hintId}>
            {M.importFileHint}
          </p>
          {isLoading && !report && <Spinner label={M.importChecking} />}
          {problem && <Alert tone="danger">{problem}</Alert>}
          {report && <ImportReport report={report} />}
        </div>
      </Modal>
    </>
  );
}
