import type { ModalFuncProps } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ConfirmRequest } from './ConfirmHost';

// antd's Modal (with its dialog engine and Button) loads when a page first asks to confirm, not with the page.
const ConfirmHost = lazy(() => import('./ConfirmHost').then((m) => ({ default: m.ConfirmHost })));

/**
 * A confirmation dialog inside the theme and the locale: `const [confirm, holder] = useConfirm()`, render
 * `holder` once, then `confirm({ title, onOk })`; like antd's `modal.confirm`, it resolves to true once
 * confirmed and false once cancelled.
 */
export function useConfirm() {
  const [requests, setRequests] = useState<ConfirmRequest[]>([]);
  const [asked, setAsked] = useState(false);
  const confirm = useCallback(
    (props: ModalFuncProps) =>
      new Promise<boolean>((resolve) => {
        setAsked(true);
        setRequests((list) => [...list, { props, resolve }]);
      }),
    [],
  );
  const taken = useCallback(
    (done: readonly ConfirmRequest[]) => setRequests((list) => list.filter((r) => !done.includes(r))),
    [],
  );
  // Once asked, the host stays: it holds the dialogs it opened.
  const holder = asked && (
    <Suspense fallback={null}>
      <ConfirmHost requests={requests} onTaken={taken} />
    </Suspense>
  );
  return [confirm, holder] as const;
}
