"use client";

import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState } from "react";

interface UnsavedChanges {
  /** True while any form inside the provider has changes not yet saved. */
  dirty: boolean;
  report: (formId: string, dirty: boolean) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** Collects the dirty state of the forms inside it, so navigation beside them can ask before leaving. */
export function UnsavedChangesProvider({ children }: { children: React.ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((formId: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(formId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ dirty: dirtyForms.size > 0, report }), [dirtyForms, report]);
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/** A form tells the nearest provider whether it holds unsaved changes; outside one, it does nothing. */
export function useReportUnsavedChanges(dirty: boolean) {
  const context = useContext(UnsavedChangesContext);
  const report = context?.report;
  const formId = useId();
  useEffect(() => {
    if (!report) return;
    report(formId, dirty);
    return () => report(formId, false);
  }, [report, formId, dirty]);
}

export const useHasUnsavedChanges = () => useContext(UnsavedChangesContext)?.dirty ?? false;
