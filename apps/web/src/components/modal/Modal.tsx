import { lazy, Suspense } from 'react';
import type { ModalProps } from './Dialog.tsx';

// A dialog's code (Dialog.tsx: focus kept inside, Escape, the page held still) is fetched when one is first shown:
// a visitor who never opens one never loads it.

const loadDialog = () => import('./Dialog.tsx');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

/** Start fetching the dialog's code (a control that opens one, when first approached). */
export function preloadDialog() {
  void loadDialog();
}

export type { ModalProps };

export function Modal(props: ModalProps) {
  if (!props.show) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
