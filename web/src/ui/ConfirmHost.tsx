import type { ModalFuncProps } from 'antd';
import { Modal } from 'antd';
import { useEffect } from 'react';

export interface ConfirmRequest {
  props: ModalFuncProps;
  resolve: (confirmed: boolean) => void;
}

/** Opens antd's confirmation dialogs that `useConfirm` was asked for (loaded when first asked). */
export function ConfirmHost({
  requests,
  onTaken,
}: {
  requests: readonly ConfirmRequest[];
  onTaken: (done: readonly ConfirmRequest[]) => void;
}) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    if (requests.length === 0) return;
    for (const { props, resolve } of requests) void modal.confirm(props).then(resolve, () => resolve(false));
    onTaken(requests);
  }, [requests, modal, onTaken]);
  return holder;
}
