import { useEffect } from 'react';
import { COMMON_MESSAGES } from '../messages/common-messages.js';

/** Sets the browser tab title to "<page> – Școala Ecoterrienilor". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title =
      title === COMMON_MESSAGES.productName ? title : `${title} – ${COMMON_MESSAGES.productName}`;
  }, [title]);
}
