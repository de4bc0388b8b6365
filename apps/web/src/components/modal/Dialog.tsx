import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

// A dialog in Bootstrap's markup and classes, without react-bootstrap's Modal: that one brought its transition,
// modal manager and DOM helpers (about 9 KB compressed) into the first load of every page with a job card, for a
// prompt few visitors open. What it did that a person needs is kept: the dialog is announced as modal, takes the
// focus and keeps it (Tab and Shift+Tab cycle inside), Escape and a click beside it close it, the page behind does not
// scroll, and the focus goes back where it was.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a dialog shows and how it closes (Modal.tsx, which loads this module when one is first shown). */
export interface ModalProps {
  show: boolean;
  onHide: () => void;
  /** The dialog's heading (an h2), which names it. */
  title: ReactNode;
  titleId: string;
  centered?: boolean;
  /** Full screen below Bootstrap's lg breakpoint (the search filters on a phone). */
  fullscreenBelowLg?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The width of the page's scrollbar (0 where scrollbars overlay the page, as on a phone). */
const scrollbarWidth = () => window.innerWidth - document.documentElement.clientWidth;

/**
 * The page behind a dialog stays put: no scrolling, and no jump where its scrollbar was. The scrollbar is measured as
 * the dialog first renders, before its markup is in the page: measured after, the browser would lay out the whole
 * page with the dialog in it just to answer, and again once the page is held still, in the tap that opens it.
 */
function useLockedBody(locked: boolean) {
  const measured = useRef<number | null>(null);
  if (!locked) measured.current = null;
  else measured.current ??= scrollbarWidth();
  const scrollbar = measured.current ?? 0;
  useLayoutEffect(() => {
    if (!locked) return;
    const body = document.body;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.classList.add('modal-open');
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.classList.remove('modal-open');
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, [locked, scrollbar]);
}

export function Dialog({
  show,
  onHide,
  title,
  titleId,
  centered,
  fullscreenBelowLg,
  footer,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  // Mounted without `show`, then shown: Bootstrap's fade and slide play from there.
  const [shown, setShown] = useState(false);
  const hide = useRef(onHide);
  hide.current = onHide;
  useLockedBody(show);

  useEffect(() => {
    if (!show) {
      setShown(false);
      return;
    }
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const frame = requestAnimationFrame(() => setShown(true));
    // The dialog covers the screen: nothing to scroll into view, so no layout of the page to find where it is.
    dialog.current?.focus({ preventScroll: true });
    const inside = (node: EventTarget | null) => node instanceof Node && dialog.current?.contains(node);
    const onKeyDown = (event: KeyboardEvent) => {
      const el = dialog.current;
      if (!el) return;
      // Escape a control inside has used (a list closed) is not the dialog's.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        hide.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (f) => !f.closest('[hidden], [inert]'),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        el.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === el)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves the dialog (a click on the page's edge, a screen reader's jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) dialog.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Back where it was: the page was held still meanwhile, so what opened the dialog is where it was seen.
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [show]);

  if (!show) return null;
  const dialogClass = [
    'modal-dialog',
    centered && 'modal-dialog-centered',
    fullscreenBelowLg && 'modal-fullscreen-lg-down',
  ]
    .filter(Boolean)
    .join(' ');
  return createPortal(
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (listened for on the document). */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal fade d-block${shown ? ' show' : ''}`}
        // A press that starts and ends beside the dialog (not a text selection dragged out of it) closes it.
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.dataset.pressedBeside = '';
        }}
        onClick={(event) => {
          const beside = event.currentTarget.dataset.pressedBeside !== undefined;
          delete event.currentTarget.dataset.pressedBeside;
          if (beside && event.target === event.currentTarget) onHide();
        }}
      >
        <div className={dialogClass}>
          <div className="modal-content">
            <div className="modal-header">
              {title}
              <button type="button" className="btn-close" aria-label="Close" onClick={onHide} />
            </div>
            <div className="modal-body">{children}</div>
            {footer && <div className="modal-footer">{footer}</div>}
          </div>
        </div>
      </div>
      <div className={`modal-backdrop fade${shown ? ' show' : ''}`} />
    </>,
    document.body,
  );
}
