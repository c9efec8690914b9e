import { Modal } from 'antd';

/**
 * A confirmation dialog inside the theme and the locale: `const [confirm, holder] = useConfirm()`, render
 * `holder` once, then `confirm({ title, onOk })`.
 */
export function useConfirm() {
  const [modal, holder] = Modal.useModal();
  return [modal.confirm, holder] as const;
}
