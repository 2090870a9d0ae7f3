import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Confirm = (message: string, options?: { confirmLabel?: string; danger?: boolean }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  message: string;
  confirmLabel: string;
  danger: boolean;
  resolve: (answer: boolean) => void;
}

/**
 * One accessible confirmation dialog for the whole app (SPEC.md section 5's confirmations). A native
 * <dialog> opened as a modal traps focus, closes on Escape (answering no) and returns focus afterwards.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) =>
        setPending({
          message,
          confirmLabel: options?.confirmLabel ?? 'Yes',
          danger: options?.danger ?? false,
          resolve,
        }),
      ),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (pending && dialog && !dialog.open) dialog.showModal?.();
  }, [pending]);

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
    dialogRef.current?.close?.();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <dialog
          ref={dialogRef}
          className="modal modal-bottom sm:modal-middle"
          aria-labelledby="confirm-dialog-message"
          onCancel={(event) => {
            event.preventDefault();
            answer(false);
          }}
          open={typeof HTMLDialogElement === 'undefined' || !HTMLDialogElement.prototype.showModal ? true : undefined}
        >
          <div className="modal-box">
            <p id="confirm-dialog-message" className="text-lg font-semibold">
              {pending.message}
            </p>
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => answer(false)}>
                Cancel
              </button>
              <button
                type="button"
                className={pending.danger ? 'btn btn-error' : 'btn btn-primary'}
                onClick={() => answer(true)}
                // biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus inside itself, onto its action
                autoFocus
              >
                {pending.confirmLabel}
              </button>
            </div>
          </div>
        </dialog>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
