import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

type UnsavedChanges = {
  /** Marks (or clears) one editor's edits as not yet saved. */
  markUnsaved: (editorId: string, unsaved: boolean) => void;
  /** Asks before a leave the app starts itself (logging out); true when there is nothing to lose or the user agrees. */
  confirmLeave: () => Promise<boolean>;
  /** Lets the next navigation through without asking: the session ended, so nothing could be saved anyway. */
  allowLeaving: () => void;
};

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * Guards edited letters that are not saved yet: closing or reloading the tab gets the browser's own warning
 * (`beforeunload`), and leaving the page inside the app asks first.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [unsavedEditors, setUnsavedEditors] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const leavingAllowedRef = useRef(false);
  const answerRef = useRef<((leave: boolean) => void) | null>(null);
  const hasUnsaved = unsavedEditors.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsaved && !leavingAllowedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsaved) return;
    function warn(event: BeforeUnloadEvent) {
      if (leavingAllowedRef.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  const markUnsaved = useCallback((editorId: string, unsaved: boolean) => {
    setUnsavedEditors((current) => {
      if (current.has(editorId) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(editorId);
      else next.delete(editorId);
      return next;
    });
  }, []);

  const confirmLeave = useCallback(async () => {
    if (!hasUnsaved) return true;
    setAsking(true);
    const leave = await new Promise<boolean>((resolve) => {
      answerRef.current = resolve;
    });
    if (leave) leavingAllowedRef.current = true;
    return leave;
  }, [hasUnsaved]);

  const allowLeaving = useCallback(() => {
    leavingAllowedRef.current = true;
  }, []);

  function answer(leave: boolean) {
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    setAsking(false);
    answerRef.current?.(leave);
    answerRef.current = null;
  }

  const value = useMemo(() => ({ markUnsaved, confirmLeave, allowLeaving }), [markUnsaved, confirmLeave, allowLeaving]);

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={asking || blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        cancelLabel="Stay"
        destructive
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        <p>An edited letter is not saved yet. If you leave now, your changes are lost.</p>
      </ConfirmDialog>
    </UnsavedChangesContext.Provider>
  );
}

function useUnsavedChangesContext(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error('useUnsavedChanges needs an UnsavedChangesProvider above it');
  return context;
}

/** Tells the page guard whether this editor holds edits that are not saved. */
export function useUnsavedChanges(unsaved: boolean): void {
  const editorId = useId();
  const { markUnsaved } = useUnsavedChangesContext();
  useEffect(() => {
    markUnsaved(editorId, unsaved);
  }, [editorId, markUnsaved, unsaved]);
  useEffect(() => () => markUnsaved(editorId, false), [editorId, markUnsaved]);
}

/** Asks before leaving, or lets a forced leave through; for log out and a session that ended. */
export function useLeaveGuard(): Pick<UnsavedChanges, 'confirmLeave' | 'allowLeaving'> {
  const { confirmLeave, allowLeaving } = useUnsavedChangesContext();
  return { confirmLeave, allowLeaving };
}
