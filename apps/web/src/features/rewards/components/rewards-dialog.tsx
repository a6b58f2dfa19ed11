import { useId, type ReactNode } from 'react';
import { Modal, type ModalPlatform } from '../../../components/modal/modal.tsx';

export interface RewardsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title (the modal requires one); the content's own heading names it. */
  title: string;
  platform: ModalPlatform;
  /** The content, given the id its heading must carry: that heading names the dialog. */
  children: (headingId: string) => ReactNode;
}

/**
 * The frame of the rewards modals (bucks explainer, referral): the app's modal with its
 * close button and custom content, named by the content's own heading, which changes
 * with the page or view shown.
 */
export function RewardsDialog({ open, onClose, title, platform, children }: RewardsDialogProps) {
  const headingId = useId();
  return (
    <Modal open={open} onClose={onClose} title={title} customContent labelledBy={headingId} platform={platform}>
      {children(headingId)}
    </Modal>
  );
}
