import { useEffect, useState } from 'react';
import { Button, Modal, Spinner } from '@platform/ui';
import type { AnswerReportRow } from '@platform/contracts';
import { loadSlidePlugin, SlideReviewFrame, SlideViewFrame } from '../../../slides/index.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { useGetAnswerSlideQuery } from '../answers-report-api.js';
import { ANSWERS_REPORT_MESSAGES as M } from '../answers-report-messages.js';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';

/** Whether the slide type's plugin has its own Review (null while its UI loads). */
function useHasReview(type: string | undefined): boolean | null {
  const [hasReview, setHasReview] = useState<{ type: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!type) return;
    let active = true;
    loadSlidePlugin(type).then(
      (plugin) => active && setHasReview({ type, value: Boolean(plugin.Review) }),
      () => active && setHasReview({ type, value: false }),
    );
    return () => {
      active = false;
    };
  }, [type]);
  return hasReview && hasReview.type === type ? hasReview.value : null;
}

const ignoreChange = () => undefined;

/** The pupil's answer to one slide, drawn by the slide plugin (also used by the class grid's approval dialog). */
export function AnswerContent({ row }: { row: AnswerReportRow }) {
  const slide = useGetAnswerSlideQuery(row.slideId);
  const hasReview = useHasReview(slide.data?.type);
  if (slide.isError) return <LoadFailureAlert error={slide.error} fallbackTitle={M.viewLoadFailed} />;
  if (!slide.data || (hasReview === null && !slide.data.placeholder))
    return <Spinner label={COMMON_MESSAGES.loading} />;
  if (hasReview) return <SlideReviewFrame slide={slide.data} answer={row.answer} label={M.viewTitle} />;
  // Plugins without a Review show the pupil's View read-only, in review mode.
  return (
    <SlideViewFrame
      slide={slide.data}
      mode="review"
      source="full"
      lessonType={row.lessonType}
      answer={row.answer}
      onAnswerChange={ignoreChange}
      disabled
      label={M.viewTitle}
    />
  );
}

/** 'Vezi răspunsul': the pupil's answer shown by the slide plugin's Review (or its View in review mode). */
export function ViewAnswerDialog({ row, onClose }: { row: AnswerReportRow | null; onClose(): void }) {
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={M.viewTitle}
      className="answers-report__view-dialog"
      footer={<Button onClick={onClose}>{M.close}</Button>}
    >
      {row && (
        <>
          <p className="answers-report__dialog-subject">{M.viewFor(row.userName, row.lessonTitle)}</p>
          <AnswerContent row={row} />
        </>
      )}
    </Modal>
  );
}
