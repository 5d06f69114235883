import type { ReactNode } from 'react';
import { Button, Modal } from '@platform/ui';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';

export interface InfoDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A read-only dialog (contact details, rules, mechanism) with one close button. */
export function InfoDialog({ open, title, onClose, children }: InfoDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {COMMON_MESSAGES.close}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
